//! The variant's refusals in English.

use super::super::reasons::battlefield::{BattlefieldPosition, BattlefieldRefusal, BattlefieldUnreadable};
use std::fmt;

impl fmt::Display for BattlefieldRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for BattlefieldUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for BattlefieldPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}
