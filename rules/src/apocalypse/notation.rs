//! One Apocalypse action and its notation (§4): `c1c2`, `d4d5=N`, `d4d5@b2`.

use super::board::SIZE;
use crate::error::ApocalypseUnreadable;
use crate::geometry::{normalize_move_text, BoardSize, Square};
use crate::RuleError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How a pawn's step onto its last rank ends; `Plain` for every other action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Finish {
    /// No promotion: an ordinary step or leap.
    Plain,
    /// `=N`: the pawn arrives as a knight.
    Promote,
    /// `@sq`: the pawn steps (capturing as the step would), then stands on `sq`, still a pawn.
    Relocate(Square),
}

/// An action: a piece's origin, the square it steps or leaps to, and how a promotion ends.
///
/// Serialised as its canonical notation, which names the action without any context.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Action {
    /// The square the moving piece starts on.
    pub from: Square,
    /// The square it steps or leaps to (before any relocation).
    pub to: Square,
    /// Promotion or relocation, if the step reaches the last rank.
    pub finish: Finish,
}

impl Action {
    /// A plain step or leap.
    pub const fn plain(from: Square, to: Square) -> Self {
        Action {
            from,
            to,
            finish: Finish::Plain,
        }
    }

    /// The square the moving piece ends on: the relocation square, or the target (R5).
    pub fn final_square(&self) -> Square {
        match self.finish {
            Finish::Relocate(r) => r,
            _ => self.to,
        }
    }

    /// Reads the shape of an action from text, ignoring case, spaces, `-`, `x` and parentheses
    /// (R15). Says nothing about legality.
    pub fn parse_shape(text: &str) -> Result<Action, RuleError> {
        Action::read_shape(text).map_err(|e| e.with_text(text))
    }

    /// [`Action::parse_shape`], with errors that do not say yet which text they are about.
    fn read_shape(text: &str) -> Result<Action, RuleError> {
        let clean = normalize_move_text(text);
        let text = text.trim().to_owned();
        let unreadable = |u: ApocalypseUnreadable| RuleError::malformed("", u);
        let malformed = || unreadable(ApocalypseUnreadable::NotAMove { text: text.clone() });
        let (from, rest) = read_square(&clean, &malformed)?;
        let (to, rest) = read_square(rest, &malformed)?;
        let finish = if rest.is_empty() {
            Finish::Plain
        } else if rest.starts_with("=n@") {
            return Err(unreadable(ApocalypseUnreadable::PromoteAndRelocate {
                text,
            }));
        } else if rest == "=n" {
            Finish::Promote
        } else if let Some(sq) = rest.strip_prefix('@') {
            match read_square(sq, &malformed)? {
                (r, "") => Finish::Relocate(r),
                _ => return Err(malformed()),
            }
        } else if rest.starts_with('=') {
            return Err(unreadable(ApocalypseUnreadable::PromoteOnlyKnight { text }));
        } else {
            return Err(malformed());
        };
        Ok(Action { from, to, finish })
    }
}

/// Reads the square at the start of `text`. A square of a chess board that is not on the 5x5
/// one gets its own message; anything else is `malformed()`.
fn read_square<'a>(
    text: &'a str,
    malformed: &dyn Fn() -> RuleError,
) -> Result<(Square, &'a str), RuleError> {
    if let Some(found) = Square::parse_prefix(text, SIZE) {
        return Ok(found);
    }
    match Square::parse_prefix(text, BoardSize::CHESS) {
        Some((sq, _)) => Err(RuleError::malformed(
            "",
            ApocalypseUnreadable::OffBoard { square: sq },
        )),
        None => Err(malformed()),
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        match self.finish {
            Finish::Plain => Ok(()),
            Finish::Promote => f.write_str("=N"),
            Finish::Relocate(r) => write!(f, "@{r}"),
        }
    }
}

impl From<Action> for String {
    fn from(a: Action) -> String {
        a.to_string()
    }
}

impl TryFrom<String> for Action {
    type Error = RuleError;

    fn try_from(text: String) -> Result<Action, RuleError> {
        Action::parse_shape(&text)
    }
}
