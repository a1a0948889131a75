//! The variant's refusals in English.

use super::super::reasons::it_is_what_it_is::{IiwiiPosition, IiwiiRefusal, IiwiiUnreadable};
use std::fmt;

impl fmt::Display for IiwiiRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for IiwiiUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for IiwiiPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}
