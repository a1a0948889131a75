//! [`RuleError`]: why the rules refused something, with the facts behind it.
//!
//! The message is for the player and is shown as is; the fields are for code (the bot, tests)
//! that needs to know what kind of refusal it was and about what, without reading the words.

use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an action was refused. The message is shown to the player as is, so it says what was wrong
/// and, where it can, what to do instead; the other fields are the facts behind it, for a caller
/// to match on (see [`RuleError::kind`]).
///
/// Every `RuleError` that reaches a caller of [`AnyGame`] or [`Match`] carries its data: deep code
/// that does not know what was typed may leave `text` or `action` empty, and the entry points fill
/// them in ([`RuleError::with_text`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    /// The text is not in the variant's notation.
    Malformed {
        /// The text that could not be read, as typed (trimmed).
        text: String,
        /// What is wrong with it.
        message: String,
    },
    /// Well-formed, but the rules do not allow it now.
    Illegal {
        /// The action refused: its canonical notation when it was read, else the text as typed.
        action: String,
        /// Why it is not allowed.
        message: String,
    },
    /// It is not this side's turn (or it has already submitted this turn).
    NotYourTurn {
        /// Who tried to act.
        side: Side,
        /// Who may act now (empty when nobody may).
        to_act: Vec<Side>,
        /// What to wait for.
        message: String,
    },
    /// The game has ended.
    GameOver,
    /// A position text, or a stored state, could not be read.
    BadPosition {
        /// What is wrong with it.
        message: String,
    },
}

/// The kinds of [`RuleError`], without their data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleErrorKind {
    /// [`RuleError::Malformed`].
    Malformed,
    /// [`RuleError::Illegal`].
    Illegal,
    /// [`RuleError::NotYourTurn`].
    NotYourTurn,
    /// [`RuleError::GameOver`].
    GameOver,
    /// [`RuleError::BadPosition`].
    BadPosition,
}

impl RuleError {
    /// `text` is not in the notation, because of `message`.
    pub fn malformed(text: impl Into<String>, message: impl Into<String>) -> Self {
        RuleError::Malformed {
            text: text.into(),
            message: message.into(),
        }
    }

    /// `action` is not allowed now, because of `message`.
    pub fn illegal(action: impl Into<String>, message: impl Into<String>) -> Self {
        RuleError::Illegal {
            action: action.into(),
            message: message.into(),
        }
    }

    /// `side` tried to act while only `to_act` may.
    pub fn not_your_turn(side: Side, to_act: Vec<Side>, message: impl Into<String>) -> Self {
        RuleError::NotYourTurn {
            side,
            to_act,
            message: message.into(),
        }
    }

    /// A position text or stored state cannot be read, because of `message`.
    pub fn bad_position(message: impl Into<String>) -> Self {
        RuleError::BadPosition {
            message: message.into(),
        }
    }

    /// Which kind of refusal this is.
    pub fn kind(&self) -> RuleErrorKind {
        match self {
            RuleError::Malformed { .. } => RuleErrorKind::Malformed,
            RuleError::Illegal { .. } => RuleErrorKind::Illegal,
            RuleError::NotYourTurn { .. } => RuleErrorKind::NotYourTurn,
            RuleError::GameOver => RuleErrorKind::GameOver,
            RuleError::BadPosition { .. } => RuleErrorKind::BadPosition,
        }
    }

    /// The message for the player, exactly as [`Display`](fmt::Display) shows it.
    pub fn message(&self) -> &str {
        match self {
            RuleError::Malformed { message, .. }
            | RuleError::Illegal { message, .. }
            | RuleError::NotYourTurn { message, .. }
            | RuleError::BadPosition { message } => message,
            RuleError::GameOver => "This game is over.",
        }
    }

    /// Fills what deep code could not know: `text` is what the player typed, or the notation of
    /// the action refused. It becomes the text of a [`RuleError::Malformed`] and the action of a
    /// [`RuleError::Illegal`] whose field is still empty; anything else is returned unchanged.
    pub fn with_text(self, text: &str) -> Self {
        match self {
            RuleError::Malformed { text: t, message } if t.is_empty() => {
                RuleError::malformed(text.trim(), message)
            }
            RuleError::Illegal { action, message } if action.is_empty() => {
                RuleError::illegal(text.trim(), message)
            }
            other => other,
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for RuleError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{AnyGame, Match, ToAct, VariantId};

    /// A new game of `variant` where White has acted if the variant is simultaneous, so exactly
    /// one side may act; returns the game and the side that may not.
    fn one_side_to_act(variant: VariantId) -> (AnyGame, Side) {
        let mut g = AnyGame::new(variant, 3).unwrap();
        if let ToAct::Simultaneous(_) = g.to_act() {
            let first = g.legal(Side::White)[0].notation.clone();
            g.play_text(Side::White, &first).unwrap();
        }
        let sides = g.to_act().sides();
        assert_eq!(sides.len(), 1, "{variant}: {:?}", g.to_act());
        (g, sides[0].opponent())
    }

    #[test]
    fn not_your_turn_says_who_tried_and_who_is_to_act() {
        for variant in VariantId::ALL {
            let (mut g, idle) = one_side_to_act(variant);
            let e = g.play_text(idle, "e2e4").unwrap_err();
            assert_eq!(e.kind(), RuleErrorKind::NotYourTurn, "{variant}: {e:?}");
            let RuleError::NotYourTurn { side, to_act, .. } = &e else {
                unreachable!()
            };
            assert_eq!(*side, idle, "{variant}");
            assert_eq!(*to_act, vec![idle.opponent()], "{variant}");
        }
    }

    #[test]
    fn malformed_carries_the_text_as_typed() {
        for variant in VariantId::ALL {
            let (mut g, idle) = one_side_to_act(variant);
            let e = g.play_text(idle.opponent(), "  hello there  ").unwrap_err();
            assert_eq!(e.kind(), RuleErrorKind::Malformed, "{variant}: {e:?}");
            assert_eq!(
                e,
                RuleError::malformed("hello there", e.message()),
                "{variant}"
            );
        }
    }

    /// A refused action names it: by its canonical notation when the text was read as one
    /// (decorations and case gone), else as typed (Heaven and Hell reads only legal actions).
    #[test]
    fn illegal_carries_the_action() {
        let cases = [
            (VariantId::Apocalypse, "C1-C3", "c1c3"),
            (VariantId::Oracle, "E2-E5", "e2e5"),
            (VariantId::ItIsWhatItIs, "D4-D5", "d4d5"),
            (VariantId::Battlefield, "E2-E5", "e2e5"),
            (VariantId::HeavenAndHell, " e2e5 ", "e2e5"),
        ];
        for (variant, typed, action) in cases {
            let mut g = AnyGame::new(variant, 3).unwrap();
            let e = g.play_text(Side::White, typed).unwrap_err();
            assert_eq!(e.kind(), RuleErrorKind::Illegal, "{variant}: {e:?}");
            assert_eq!(e, RuleError::illegal(action, e.message()), "{variant}");
        }
    }

    #[test]
    fn a_refused_claim_names_the_claimant_and_who_is_to_act() {
        let mut m = Match::new(AnyGame::new(VariantId::Oracle, 1).unwrap());
        let e = m.claim_on_time(Side::White).unwrap_err();
        assert!(matches!(
            e,
            RuleError::NotYourTurn { side: Side::White, ref to_act, .. } if *to_act == [Side::White]
        ));
        m.resign(Side::Black).unwrap();
        assert_eq!(
            m.claim_on_time(Side::White).unwrap_err().kind(),
            RuleErrorKind::GameOver
        );
    }

    #[test]
    fn the_message_is_what_display_shows() {
        let errors = [
            RuleError::malformed("x", "Cannot read `x`."),
            RuleError::illegal("e2e5", "That move is not legal now."),
            RuleError::not_your_turn(Side::Black, vec![Side::White], "It is White's turn."),
            RuleError::GameOver,
            RuleError::bad_position("rank 9"),
        ];
        for e in errors {
            assert_eq!(e.to_string(), e.message());
        }
        assert_eq!(RuleError::GameOver.to_string(), "This game is over.");
    }

    #[test]
    fn with_text_fills_only_what_is_empty() {
        assert_eq!(
            RuleError::malformed("", "m").with_text(" hi "),
            RuleError::malformed("hi", "m")
        );
        assert_eq!(
            RuleError::illegal("a1a2", "m").with_text("b1b2"),
            RuleError::illegal("a1a2", "m")
        );
        assert_eq!(RuleError::GameOver.with_text("x"), RuleError::GameOver);
    }
}
