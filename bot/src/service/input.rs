//! What a user types, bounded before it is read: every text has a longest sensible length, and
//! a longer one is refused without being read or quoted, saying what a good one looks like
//! ([`bounded`]); and every other way an option can be unusable ([`BadInput`]).

use super::{format_duration, ServiceError, MAX_MOVE_TIME_LIMIT, MIN_MOVE_TIME_LIMIT};
use crate::text::clip;
use crate::words::{rule_error, words, words_with, Arg, Lang};
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
    /// The catalogue keys of this kind's words: (what it is, what a good one looks like).
    fn keys(self) -> (&'static str, &'static str) {
        match self {
            TextKind::Move => ("text-kind-move", "text-kind-move-hint"),
            TextKind::Duration => ("text-kind-duration", "text-kind-duration-hint"),
            TextKind::VariantList => ("text-kind-variant-list", "text-kind-variant-list-hint"),
            TextKind::Square => ("text-kind-square", "text-kind-square-hint"),
            TextKind::Name => ("text-kind-name", "text-kind-name-hint"),
        }
    }

    /// "a move", "a duration", ... in `lang`.
    pub fn noun(self, lang: Lang) -> String {
        words(lang, self.keys().0)
    }

    /// What a good one looks like, in `lang`.
    pub fn hint(self, lang: Lang) -> String {
        words(lang, self.keys().1)
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

impl BadInput {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let with = |key: &str, args: &[(&str, Arg)]| words_with(lang, key, args);
        let text = |t: &str| -> Arg { clip(t, 40).into() };
        match self {
            BadInput::TooLong { what, len } => with(
                "input-too-long",
                &[
                    ("what", what.noun(lang).into()),
                    ("len", len.to_string().into()),
                    ("hint", what.hint(lang).into()),
                ],
            ),
            BadInput::NotASquare(t) => with("input-not-a-square", &[("text", text(t))]),
            BadInput::NotADuration(t) => with("input-not-a-duration", &[("text", text(t))]),
            BadInput::NotATimeLimit(t) => with(
                "input-not-a-time-limit",
                &[
                    ("text", text(t)),
                    (
                        "min",
                        format_duration(MIN_MOVE_TIME_LIMIT.as_secs() as i64).into(),
                    ),
                    (
                        "max",
                        format_duration(MAX_MOVE_TIME_LIMIT.as_secs() as i64).into(),
                    ),
                ],
            ),
            BadInput::NotAVariant(word) => with(
                "input-not-a-variant",
                &[
                    ("word", text(word)),
                    ("ids", VariantId::ALL.map(VariantId::id).join(", ").into()),
                ],
            ),
            BadInput::NoVariants => words(lang, "input-no-variants"),
            BadInput::LevelWithoutComputer => words(lang, "input-level-without-computer"),
            BadInput::NoSuchLesson {
                variant,
                asked,
                lessons,
            } => with(
                "input-no-such-lesson",
                &[
                    ("variant", crate::words::variant_name(lang, *variant).into()),
                    ("lessons", lessons.to_string().into()),
                    ("asked", asked.to_string().into()),
                ],
            ),
            BadInput::UnknownLesson(variant) => with(
                "input-unknown-lesson",
                &[
                    ("variant", crate::words::variant_name(lang, *variant).into()),
                    ("id", variant.id().into()),
                ],
            ),
            BadInput::NotAnAnswer(error) => with(
                "input-not-an-answer",
                &[("error", rule_error(lang, error).into())],
            ),
            BadInput::UnknownCommand(name) => {
                with("input-unknown-command", &[("name", text(name))])
            }
        }
    }
}

impl fmt::Display for BadInput {
    /// The refusal in English (for the log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
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
            assert!(refusal.contains(&kind.noun(Lang::En)), "{refusal}");
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
