//! The variant's refusals in English.

use super::super::reasons::oracle::{OraclePosition, OracleRefusal, OracleUnreadable};
use std::fmt;

impl fmt::Display for OracleRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for OracleUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}

impl fmt::Display for OraclePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stub { text } => f.write_str(text),
        }
    }
}
