//! The variant's refusals in English.

use super::super::reasons::heaven_hell::{HeavenHellPosition, HeavenHellRefusal, HeavenHellUnreadable};
use std::fmt;

impl fmt::Display for HeavenHellRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for HeavenHellUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for HeavenHellPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}
