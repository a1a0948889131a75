//! What a user types, bounded before it is read: every text has a longest sensible length, and
//! a longer one is refused without being read or quoted, saying what a good one looks like
//! ([`bounded`]); and every other way an option can be unusable ([`BadInput`]).

use super::errors::time_limit_bounds;
use super::ServiceError;
use crate::text::clip;
use rules::{RuleError, VariantId};
use std::fmt;

/// Text (or an option) a user gave that cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadInput {
    /// Longer than any valid answer; refused before it is read (and never quoted).
    TooLong {
        /// What it was meant to be.
        what: TextKind,
        /// Its length in characters.
        len: usize,
    },
    /// Not a square of the board (the text, trimmed).
    NotASquare(String),
    /// Not a duration (`/play time_limit`).
    NotADuration(String),
    /// Not a move time limit within bounds, nor `default` (`/settings`).
    NotATimeLimit(String),
    /// Not a variant id (`/settings variants`).
    NotAVariant(String),
    /// A variant list naming no variant.
    NoVariants,
    /// `/play level` against a person.
    LevelWithoutComputer,
    /// `/learn lesson:` past the end of the course.
    NoSuchLesson {
        /// The course.
        variant: VariantId,
        /// The lesson number asked for.
        asked: i64,
        /// How many lessons the course has.
        lessons: usize,
    },
    /// A lesson's button or menu names a lesson the course no longer has (the bot was
    /// updated since it was shown).
    UnknownLesson(VariantId),
    /// `/help command:` names no command.
    UnknownCommand(String),
    /// A lesson's answer the rules refuse (their words).
    NotAnAnswer(RuleError),
}

/// What a text a user typed was meant to be, for the refusal of one that is too long: it
/// names the kind and shows what one looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// An action (`/move`).
    Move,
    /// A duration (a move time limit).
    Duration,
    /// A list of variants (`/settings variants`).
    VariantList,
    /// A square (`/forecast`, `/piece`).
    Square,
    /// A tournament's name.
    Name,
}

impl TextKind {
    /// "a move", "a duration", ...
    pub fn noun(self) -> &'static str {
        match self {
            TextKind::Move => "a move",
            TextKind::Duration => "a duration",
            TextKind::VariantList => "a list of variants",
            TextKind::Square => "a square",
            TextKind::Name => "a tournament's name",
        }
    }

    /// What a good one looks like.
    pub fn hint(self) -> &'static str {
        match self {
            TextKind::Move => {
                "Moves look like `e2e4` and squares like `b2`; start typing a move and \
                 autocomplete lists your legal ones."
            }
            TextKind::Duration => "Durations look like `24h`, `3d` or `90m`.",
            TextKind::VariantList => {
                "Use `all`, or variant ids separated by commas such as `apocalypse, oracle`."
            }
            TextKind::Square => "Squares look like `b2`.",
            TextKind::Name => "Names are at most 60 characters.",
        }
    }
}

/// `text` if it is at most `max` characters long; otherwise a refusal saying it is too long to
/// be `what`, without reading (or quoting) it.
pub fn bounded(text: &str, max: usize, what: TextKind) -> Result<&str, ServiceError> {
    let len = text.chars().count();
    if len > max {
        return Err(BadInput::TooLong { what, len }.into());
    }
    Ok(text)
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadInput::TooLong { what, len } => write!(
                f,
                "That is too long to be {} ({len} characters). {}",
                what.noun(),
                what.hint()
            ),
            BadInput::NotASquare(text) => write!(f, "`{text}` is not a square: use a1 to h8."),
            BadInput::NotADuration(text) => write!(
                f,
                "`{text}` is not a duration: write it like `24h`, `90m` or `3d`."
            ),
            BadInput::NotATimeLimit(text) => write!(
                f,
                "`{}` is not a move time limit: write a duration between {}, such as `24h` or \
                 `3d`, or `default`.",
                clip(text, 40),
                time_limit_bounds()
            ),
            BadInput::NotAVariant(word) => write!(
                f,
                "`{}` is not a variant: use `all`, or ids such as `apocalypse, oracle` ({}).",
                clip(word, 40),
                VariantId::ALL.map(VariantId::id).join(", ")
            ),
            BadInput::NoVariants => f.write_str("Name at least one variant, or `all`."),
            BadInput::LevelWithoutComputer => f.write_str(
                "`level` is for games against the computer: name me as the opponent to play it.",
            ),
            BadInput::NoSuchLesson {
                variant,
                asked,
                lessons,
            } => write!(
                f,
                "The {} course has lessons 1 to {lessons}; there is no lesson {asked}.",
                variant.title()
            ),
            BadInput::UnknownLesson(variant) => write!(
                f,
                "That lesson is no longer in the {} course (I was updated since);                  `/learn {}` carries on where you left off.",
                variant.title(),
                variant.id()
            ),
            BadInput::NotAnAnswer(error) => write!(f, "That is not an answer here: {error}"),
            BadInput::UnknownCommand(name) => write!(
                f,
                "There is no command `/{}`; `/help` lists them all.",
                clip(name, 40)
            ),
        }
    }
}

impl From<BadInput> for ServiceError {
    fn from(e: BadInput) -> Self {
        ServiceError::Input(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_too_long_is_refused_with_what_a_good_one_looks_like() {
        assert_eq!(bounded("24h", 40, TextKind::Duration), Ok("24h"));
        for (kind, hint) in [
            (TextKind::Duration, "Durations look like `24h`"),
            (TextKind::VariantList, "Use `all`"),
            (TextKind::Square, "Squares look like `b2`"),
            (TextKind::Move, "Moves look like `e2e4`"),
        ] {
            let refusal = bounded(&"9".repeat(300), 40, kind).unwrap_err().to_string();
            assert!(refusal.contains(kind.noun()), "{refusal}");
            assert!(refusal.contains(hint), "{refusal}");
            assert!(refusal.contains("300 characters"), "{refusal}");
            assert!(
                !refusal.contains("999"),
                "the text is not quoted: {refusal}"
            );
        }
        // Only a move's refusal talks about moves.
        let square = bounded("b2b2b2b2b2", 8, TextKind::Square).unwrap_err();
        assert!(!square.to_string().contains("autocomplete"));
    }
}
