//! [`RuleError`]: why the rules refused something, with the facts behind it.
//!
//! A refusal is data: each [`RuleError`] carries a typed reason ([`Unreadable`], [`Refusal`],
//! [`Waiting`], [`PositionError`]), an enum of families whose fields are the squares, pieces,
//! numbers and notation involved, never a sentence. The English words live in one place, the
//! `words` module beside this one, as the reasons' [`Display`](std::fmt::Display) impls; no variant
//! module writes refusal prose.
//!
//! To show a refusal in another language without touching this crate, read its
//! [`key`](RuleError::key) (a stable kebab-case id such as `"no-piece-on"`) and its
//! [`args`](RuleError::args) (named [`Arg`]s: notation and squares shown as is, numbers, sides,
//! glossary [terms](Arg::Term) and nested [phrases](Arg::Phrase)), and fill a template of your
//! own keyed the same way. The English `Display` is the reference text for every key.

mod reasons;
mod terms;
#[cfg(test)]
mod tests_reasons;
mod words;

pub use reasons::ending::Ending;
pub(crate) use reasons::ToArg;
pub use reasons::{
    apocalypse::{ApocalypsePosition, ApocalypseRefusal, ApocalypseUnreadable},
    battlefield::{
        BattlefieldLoadout, BattlefieldPosition, BattlefieldRefusal, BattlefieldUnreadable,
    },
    heaven_hell::{
        HeavenHellLanding, HeavenHellOffer, HeavenHellOptions, HeavenHellPiece, HeavenHellPieceAt,
        HeavenHellPosition, HeavenHellRefusal, HeavenHellTarget, HeavenHellUnreadable, Item, Plane,
    },
    it_is_what_it_is::{IiwiiPiece, IiwiiPosition, IiwiiRefusal, IiwiiUnreadable},
    oracle::{OracleBeing, OracleMisread, OraclePosition, OracleRefusal, OracleUnreadable},
    Arg, MatchRefusal, Phrase, PositionError, Refusal, Shared, SquareName, StoredError, Unreadable,
    Waiting, WaitingFor,
};
pub use terms::PieceKind;

use crate::Side;
use serde::{Deserialize, Serialize};

/// Why an action was refused. Shown to the player (its [`Display`](std::fmt::Display), the English
/// words of its reason), it says what was wrong and, where it can, what to do instead; the other
/// fields are the facts behind it, for a caller to match on (see [`RuleError::kind`]).
///
/// The reason is typed: a translation reads [`RuleError::key`] and [`RuleError::args`] instead of
/// the English (see the module docs; the English sentences are all in `rules/src/error/words`).
///
/// Every `RuleError` that reaches a caller of [`AnyGame`] or [`Match`] carries its data: deep code
/// that does not know what was typed may leave `text` or `action` empty, and the entry points fill
/// them in ([`RuleError::with_text`]).
///
/// [`AnyGame`]: crate::AnyGame
/// [`Match`]: crate::Match
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    /// The text is not in the variant's notation.
    Malformed {
        /// The text that could not be read, as typed (trimmed).
        text: String,
        /// What is wrong with it.
        reason: Unreadable,
    },
    /// Well-formed, but the rules do not allow it now.
    Illegal {
        /// The action refused: its canonical notation when it was read, else the text as typed.
        action: String,
        /// Why it is not allowed.
        reason: Refusal,
    },
    /// It is not this side's turn (or it has already submitted this turn).
    NotYourTurn {
        /// Who tried to act.
        side: Side,
        /// Who may act now (empty when nobody may).
        to_act: Vec<Side>,
        /// What to wait for.
        reason: Waiting,
    },
    /// The game has ended.
    GameOver,
    /// A position text, or a stored state, could not be read.
    BadPosition {
        /// What is wrong with it.
        reason: PositionError,
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
    /// `text` is not in the notation, because of `reason`.
    pub fn malformed(text: impl Into<String>, reason: impl Into<Unreadable>) -> Self {
        RuleError::Malformed {
            text: text.into(),
            reason: reason.into(),
        }
    }

    /// `action` is not allowed now, because of `reason`.
    pub fn illegal(action: impl Into<String>, reason: impl Into<Refusal>) -> Self {
        RuleError::Illegal {
            action: action.into(),
            reason: reason.into(),
        }
    }

    /// `side` tried to act while only `to_act` may; `reason` says what to wait for.
    pub fn not_your_turn(side: Side, to_act: Vec<Side>, reason: impl Into<Waiting>) -> Self {
        RuleError::NotYourTurn {
            side,
            to_act,
            reason: reason.into(),
        }
    }

    /// A position text or stored state cannot be read, because of `reason`.
    pub fn bad_position(reason: impl Into<PositionError>) -> Self {
        RuleError::BadPosition {
            reason: reason.into(),
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

    /// The message for the player in English, exactly as [`Display`](std::fmt::Display) shows it.
    pub fn message(&self) -> String {
        self.to_string()
    }

    /// The stable key of the reason, for a translation table: the reason's own key
    /// (`"no-piece-on"`, `"hh-not-enough-coins"`), or `"game-over"`.
    pub fn key(&self) -> &'static str {
        match self {
            RuleError::Malformed { reason, .. } => reason.key(),
            RuleError::Illegal { reason, .. } => reason.key(),
            RuleError::NotYourTurn { reason, .. } => reason.key(),
            RuleError::GameOver => "game-over",
            RuleError::BadPosition { reason } => reason.key(),
        }
    }

    /// The named arguments the sentence of [`RuleError::key`] uses (see [`Arg`]).
    pub fn args(&self) -> Vec<(&'static str, Arg)> {
        match self {
            RuleError::Malformed { reason, .. } => reason.args(),
            RuleError::Illegal { reason, .. } => reason.args(),
            RuleError::NotYourTurn { reason, .. } => reason.args(),
            RuleError::GameOver => Vec::new(),
            RuleError::BadPosition { reason } => reason.args(),
        }
    }

    /// One sample of every reason of every kind, as the error that carries it (fields: marker
    /// values, see `reasons::Sample`): for a translation's test that its catalogue words every
    /// reason as the English `Display` does.
    #[cfg(any(test, feature = "samples"))]
    pub fn samples() -> Vec<RuleError> {
        let mut all = vec![RuleError::GameOver];
        all.extend(
            Refusal::samples()
                .into_iter()
                .map(|r| RuleError::illegal("", r)),
        );
        all.extend(
            Unreadable::samples()
                .into_iter()
                .map(|r| RuleError::malformed("", r)),
        );
        all.extend(
            Waiting::samples()
                .into_iter()
                .map(|r| RuleError::not_your_turn(Side::White, Vec::new(), r)),
        );
        all.extend(
            PositionError::samples()
                .into_iter()
                .map(RuleError::bad_position),
        );
        all
    }

    /// The reason of a [`RuleError::BadPosition`]; any other error as words from outside
    /// ([`PositionError::Other`]), for a position check that nests another's refusal.
    pub(crate) fn into_position_error(self) -> PositionError {
        match self {
            RuleError::BadPosition { reason } => reason,
            other => PositionError::Other(other.to_string()),
        }
    }

    /// Fills what deep code could not know: `text` is what the player typed, or the notation of
    /// the action refused. It becomes the text of a [`RuleError::Malformed`] and the action of a
    /// [`RuleError::Illegal`] whose field is still empty; anything else is returned unchanged.
    pub fn with_text(self, text: &str) -> Self {
        match self {
            RuleError::Malformed { text: t, reason } if t.is_empty() => {
                RuleError::malformed(text.trim(), reason)
            }
            RuleError::Illegal { action, reason } if action.is_empty() => {
                RuleError::illegal(text.trim(), reason)
            }
            other => other,
        }
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
            assert!(
                matches!(&e, RuleError::Malformed { text, .. } if text == "hello there"),
                "{variant}: {e:?}"
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
            assert!(
                matches!(&e, RuleError::Illegal { action: a, .. } if a == action),
                "{variant}: {e:?}"
            );
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
