//! The action type and its notation: `b1c3` for a move, `c8<` for a capital's Backspace (R18);
//! reading what a player typed, and the menu label that says what happens.

use super::board::{backspace_square, SIZE};
use super::pieces::{promotion_rank, Kind};
use super::state::ItIsWhatItIs;
use crate::error::IiwiiUnreadable;
use crate::geometry::{normalize_move_text, Square};
use crate::said::Parts;
use crate::view::Said;
use crate::{RuleError, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One action: a move along the piece's geometry, or a capital's Backspace (R18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Any ordinary move or capture, written `b1c3`. Capitalisation (R12) is implicit.
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it ends.
        to: Square,
    },
    /// Backspacing, written `c8<`: one square to the owner's left, removing whatever is there.
    Backspace {
        /// Where the capital stands.
        from: Square,
    },
}

impl Action {
    /// The square the acting piece starts on.
    pub fn from(self) -> Square {
        match self {
            Action::Move { from, .. } | Action::Backspace { from } => from,
        }
    }
}

impl ItIsWhatItIs {
    /// The words after the notation in a label: piece, then what happens.
    pub(super) fn describe(&self, side: Side, action: Action) -> Parts {
        let mut parts = Parts::new();
        let Some(mover) = self.board.get(action.from()) else {
            return parts;
        };
        let name = |kind: Kind| Said::term(&kind);
        parts.push(mover.kind.name(), name(mover.kind));
        let wins = |parts: &mut Parts, victim: Kind| {
            if victim.is_symbol() {
                parts.push("wins", Said::new("act-iiwii-wins"));
            }
        };
        match action {
            Action::Move { to, .. } => {
                if let Some(victim) = self.board.get(to) {
                    parts.push(
                        format!("captures {}", victim.kind.name()),
                        Said::new("act-iiwii-captures").with("piece", name(victim.kind)),
                    );
                    wins(&mut parts, victim.kind);
                }
                if mover.kind.is_lower() && to.rank == promotion_rank(side) {
                    let capital = mover.kind.capitalised();
                    parts.push(
                        format!("becomes {}", capital.name()),
                        Said::new("act-iiwii-becomes").with("piece", name(capital)),
                    );
                }
            }
            Action::Backspace { from } => {
                let Some(to) = backspace_square(from, side) else {
                    return parts;
                };
                parts.push(
                    format!("Backspace to {to}"),
                    Said::new("act-iiwii-backspace").with("square", to.to_string()),
                );
                match self.board.get(to) {
                    None => {}
                    Some(v) if v.side != side => {
                        parts.push(
                            format!("removes {}", v.kind.name()),
                            Said::new("act-iiwii-removes").with("piece", name(v.kind)),
                        );
                        wins(&mut parts, v.kind);
                    }
                    Some(v) => {
                        parts.push(
                            format!("removes your {}!", v.kind.name()),
                            Said::new("act-iiwii-removes-own").with("piece", name(v.kind)),
                        );
                        if v.kind.is_symbol() {
                            parts.push("you lose!", Said::new("act-iiwii-you-lose"));
                        }
                    }
                }
            }
        }
        parts
    }
}

impl Action {
    /// Reads `b1c3` or `c8<` (ignoring case and decorations); says what is wrong otherwise.
    pub fn read(text: &str) -> Result<Action, RuleError> {
        let clean = normalize_move_text(text);
        let malformed = || {
            RuleError::malformed(
                text.trim(),
                IiwiiUnreadable::NotAMove {
                    text: text.trim().to_owned(),
                },
            )
        };
        let (from, rest) = Square::parse_prefix(&clean, SIZE).ok_or_else(malformed)?;
        let action = if rest == "<" {
            Action::Backspace { from }
        } else {
            let (to, rest) = Square::parse_prefix(rest, SIZE).ok_or_else(malformed)?;
            if !rest.is_empty() {
                return Err(malformed());
            }
            Action::Move { from, to }
        };
        Ok(action)
    }
}

impl fmt::Display for Action {
    /// The canonical notation: `b1c3`, or `c8<` for a Backspace.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Move { from, to } => write!(f, "{from}{to}"),
            Action::Backspace { from } => write!(f, "{from}<"),
        }
    }
}
