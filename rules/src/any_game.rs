//! [`AnyGame`]: the enum over every variant's state, for storage and dispatch by text.
//!
//! The bot and local play talk to games only through this type and plain text (notation in,
//! reports and views out), so they never need to know a variant's action type.
//!
//! Adding a variant is one line in the `variants!` invocation at the bottom.

use crate::error::MatchRefusal;
use crate::view::{BoardView, Viewer};
use crate::{ActionChoice, Game, Outcome, Report, RuleError, Side, ToAct, VariantId};
use serde::{Deserialize, Serialize};

macro_rules! variants {
    ($($name:ident => $ty:ty),* $(,)?) => {
        /// A game of any variant.
        ///
        /// The bot's way in: actions as text, refusals with their data.
        ///
        /// ```
        /// use rules::error::IiwiiUnreadable;
        /// use rules::{AnyGame, RuleError, Side, VariantId};
        ///
        /// let mut game = AnyGame::new(VariantId::ItIsWhatItIs, 1)?;
        /// let first = game.legal(Side::White)[0].notation.clone();
        /// let (notation, report) = game.play_text(Side::White, &first)?;
        /// assert_eq!(notation, first);
        /// assert!(report.public.starts_with("White: "));
        /// let refused = game.play_text(Side::Black, "nonsense").unwrap_err();
        /// assert_eq!(
        ///     refused,
        ///     RuleError::malformed(
        ///         "nonsense",
        ///         IiwiiUnreadable::NotAMove { text: "nonsense".into() }
        ///     )
        /// );
        /// assert_eq!(refused.key(), "iiwii-not-a-move");
        /// assert_eq!(
        ///     refused.to_string(),
        ///     "'nonsense' is not a move. Write the two squares, like b1c3, or a capital's \
        ///      Backspace as its square and <, like c8<."
        /// );
        ///
        /// let back = AnyGame::from_position(VariantId::ItIsWhatItIs, &game.position(), 1)?;
        /// assert_eq!(back.position(), game.position());
        /// # Ok::<(), RuleError>(())
        /// ```
        #[derive(Clone, Debug, Serialize, Deserialize)]
        #[serde(tag = "variant", content = "state", rename_all = "kebab-case")]
        pub enum AnyGame {
            $(
                #[doc = concat!("A game of ", stringify!($name), ".")]
                $name(Box<$ty>),
            )*
        }

        macro_rules! dispatch {
            ($self:expr, $g:ident => $body:expr) => {
                match *$self {
                    $(AnyGame::$name(ref $g) => $body,)*
                }
            };
        }

        macro_rules! dispatch_mut {
            ($self:expr, $g:ident => $body:expr) => {
                match *$self {
                    $(AnyGame::$name(ref mut $g) => $body,)*
                }
            };
        }

        impl AnyGame {
            /// A new game of `variant` from the standard start, or an error if this build does
            /// not have that variant yet.
            pub fn new(variant: VariantId, seed: u64) -> Result<AnyGame, RuleError> {
                $(
                    if variant == <$ty as Game>::VARIANT {
                        return Ok(AnyGame::$name(Box::new(<$ty as Game>::new_game(seed))));
                    }
                )*
                Err(RuleError::illegal(variant.id(), MatchRefusal::NotPlayable { variant }))
            }

            /// A game of `variant` from a position text.
            pub fn from_position(variant: VariantId, text: &str, seed: u64) -> Result<AnyGame, RuleError> {
                $(
                    if variant == <$ty as Game>::VARIANT {
                        return Ok(AnyGame::$name(Box::new(<$ty as Game>::from_position(text, seed)?)));
                    }
                )*
                Err(RuleError::illegal(variant.id(), MatchRefusal::NotPlayable { variant }))
            }

            /// Whether this build can play `variant`.
            pub fn is_available(variant: VariantId) -> bool {
                false $(|| variant == <$ty as Game>::VARIANT)*
            }

            /// Which variant this is.
            pub fn variant(&self) -> VariantId {
                dispatch!(self, g => variant_of(&**g))
            }
        }
    };
}

// One line per playable variant.
variants! {
    Apocalypse => crate::apocalypse::Apocalypse,
    ItIsWhatItIs => crate::it_is_what_it_is::ItIsWhatItIs,
    Oracle => crate::oracle::Oracle,
    Battlefield => crate::battlefield::Battlefield,
    HeavenAndHell => crate::heaven_hell::HeavenAndHell,
}

fn variant_of<G: Game>(_: &G) -> VariantId {
    G::VARIANT
}

fn choices<G: Game>(g: &G, side: Side) -> Vec<ActionChoice> {
    g.legal_actions(side)
        .iter()
        .map(|a| g.choice(side, a))
        .collect()
}

fn play_text<G: Game>(g: &mut G, side: Side, text: &str) -> Result<(String, Report), RuleError> {
    if g.outcome().is_some() {
        return Err(RuleError::GameOver);
    }
    let action = g.parse_action(side, text).map_err(|e| e.with_text(text))?;
    let notation = g.notation(side, &action);
    let report = g.play(side, action).map_err(|e| e.with_text(&notation))?;
    Ok((notation, report))
}

impl AnyGame {
    /// Who must act now.
    pub fn to_act(&self) -> ToAct {
        dispatch!(self, g => g.to_act())
    }

    /// The pending decision's prompt as catalogue data (see [`crate::view::Said`]), if the
    /// variant words it so.
    pub fn decision_said(&self) -> Option<crate::view::Said> {
        dispatch!(self, g => g.decision_said())
    }

    /// Every legal action of `side`, as notation and label.
    pub fn legal(&self, side: Side) -> Vec<ActionChoice> {
        dispatch!(self, g => choices(&**g, side))
    }

    /// Autocomplete for `side` given what they typed so far.
    pub fn suggest(&self, side: Side, prefix: &str) -> Vec<ActionChoice> {
        dispatch!(self, g => g.suggest(side, prefix))
    }

    /// Parses and plays `text` for `side`; returns the canonical notation and the report.
    /// On `Err` nothing changed.
    pub fn play_text(&mut self, side: Side, text: &str) -> Result<(String, Report), RuleError> {
        dispatch_mut!(self, g => play_text(&mut **g, side, text))
    }

    /// How the game ended by its rules, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }

    /// What `viewer` may see.
    pub fn view(&self, viewer: Viewer) -> BoardView {
        let mut view = dispatch!(self, g => g.view(viewer));
        view.last = self.history().pop().unwrap_or_default();
        view.alt = view.describe(Some(&view.last));
        view
    }

    /// The public record, one line per turn.
    pub fn history(&self) -> Vec<String> {
        dispatch!(self, g => g.history())
    }

    /// Whether the decision pending for `side` must be answered in private (see
    /// [`Game::secret_decision`]).
    pub fn secret_decision(&self, side: Side) -> bool {
        dispatch!(self, g => g.secret_decision(side))
    }

    /// The seed of the game's random draws, if its variant draws at random (see
    /// [`Game::random_seed`]). Secret until the game ends.
    pub fn random_seed(&self) -> Option<u64> {
        dispatch!(self, g => g.random_seed())
    }

    /// Whether a state read back from storage is one the rules can work on (see
    /// [`Game::check_stored`]).
    pub fn check_stored(&self) -> Result<(), RuleError> {
        dispatch!(self, g => g.check_stored())
    }

    /// The position text.
    pub fn position(&self) -> String {
        dispatch!(self, g => g.position())
    }

    /// A plain-text board for the terminal.
    pub fn text_board(&self, viewer: Viewer) -> String {
        dispatch!(self, g => g.text_board(viewer))
    }

    /// [`AnyGame::text_board`] a line each, with the messages of its words.
    pub fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        dispatch!(self, g => g.text_lines(viewer))
    }
}
