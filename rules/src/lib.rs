//! Every rule of the five chess variants, pure and deterministic: no I/O, no async, no Discord.
//!
//! Each variant is a state type implementing [`Game`]; [`AnyGame`] is the enum over them used for
//! storage and dispatch, and [`Match`] adds what is common to every game (resignation, agreed
//! draws) on top. Errors never change the state: `play` either applies a whole action or returns a
//! [`RuleError`] and leaves the game exactly as it was.
// Issue 24: no function longer than clippy.toml's threshold; only a pure data table may allow it,
// with its reason.

pub mod apocalypse;
pub mod battlefield;
pub mod fuzzing;
pub mod geometry;
pub mod heaven_hell;
pub mod it_is_what_it_is;
pub mod oracle;
pub mod rng;
mod said;
pub mod view;

mod any_game;
pub mod error;
mod matches;

pub use any_game::AnyGame;
pub use error::{Ending, RuleError, RuleErrorKind};
pub use geometry::{BoardSize, Square};
pub use matches::{Match, FORMAT_VERSION};
pub use rng::Rng;
pub use view::{BoardView, Viewer};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A player's colour.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Side {
    /// Moves first; drawn at the bottom of the public board.
    #[default]
    White,
    /// Moves second.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const BOTH: [Side; 2] = [Side::White, Side::Black];

    /// The other side.
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// "White" or "Black".
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }

    /// 0 for White, 1 for Black: an index into per-side arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why, in English words a player understands: "checkmate", "Black has no footmen left"
    /// (the game's record keeps these).
    pub reason: String,
    /// Why, as data a translation words (`None` in games stored before it was kept).
    #[serde(default)]
    pub ending: Option<Ending>,
}

impl Outcome {
    /// `side` wins because of `ending`.
    pub fn win(side: Side, ending: Ending) -> Self {
        Outcome {
            winner: Some(side),
            reason: ending.to_string(),
            ending: Some(ending),
        }
    }

    /// A draw because of `ending`.
    pub fn draw(ending: Ending) -> Self {
        Outcome {
            winner: None,
            reason: ending.to_string(),
            ending: Some(ending),
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(side) => write!(f, "{side} wins: {}", self.reason),
            None => write!(f, "Draw: {}", self.reason),
        }
    }
}

/// Who the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToAct {
    /// One side makes its move.
    Side(Side),
    /// Both sides act at once in secret; the listed sides have not submitted yet.
    Simultaneous(Vec<Side>),
    /// One side must answer a choice the rules hand it mid-turn (an upgrade, a chaos pick).
    /// Its legal actions are the possible answers.
    Decision {
        /// Who decides.
        side: Side,
        /// What is being decided, in words: "Choose an upgrade for the knight on e5".
        prompt: String,
    },
    /// The game is over.
    Over,
}

impl ToAct {
    /// Whether `side` may act now.
    pub fn includes(&self, side: Side) -> bool {
        match self {
            ToAct::Side(s) => *s == side,
            ToAct::Simultaneous(waiting) => waiting.contains(&side),
            ToAct::Decision { side: s, .. } => *s == side,
            ToAct::Over => false,
        }
    }

    /// The sides that may act now.
    pub fn sides(&self) -> Vec<Side> {
        Side::BOTH
            .into_iter()
            .filter(|s| self.includes(*s))
            .collect()
    }
}

/// What an accepted action did, in words, split by audience.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Said in the channel. Never contains a secret.
    pub public: String,
    /// Said privately to one player (acknowledging a secret move, revealing a choice), each
    /// line with its message where the variant words it so.
    pub private: Vec<(Side, view::Line)>,
    /// Whether the public board changed, so a new image should be posted.
    pub board_changed: bool,
    /// [`Report::public`] as catalogue data (see [`view::Said`]), where the variant words it
    /// so.
    #[serde(skip)]
    pub said: Option<view::Said>,
}

impl Report {
    /// A report with only a public line that changed the board.
    pub fn public(text: impl Into<String>) -> Self {
        Report {
            public: text.into(),
            private: Vec::new(),
            board_changed: true,
            said: None,
        }
    }
}

/// One legal action as offered to a player: the canonical notation, and a label saying what
/// happens (shown in autocomplete and select menus).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionChoice {
    /// Canonical notation; `parse_action` accepts it and means this action.
    pub notation: String,
    /// Human label: "a2b3 · pawn · speculative: Black must land on b3". At most 100 characters.
    pub label: String,
    /// What the label says after the notation, as catalogue data (see [`view::Said`]), where
    /// the variant words it so: a translation words the label as `notation · words`.
    #[serde(skip)]
    pub said: Option<view::Said>,
}

/// Discord shows at most this many autocomplete choices.
pub const MAX_SUGGESTIONS: usize = 25;

/// The five variants, by the ids used in commands, local play and storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VariantId {
    /// 5x5, simultaneous secret moves.
    Apocalypse,
    /// Three planes, coins, shop, items, chaos.
    HeavenAndHell,
    /// Fire Emblem style combat.
    Battlefield,
    /// Bodies and souls.
    Oracle,
    /// Letters and symbols that move as they look.
    ItIsWhatItIs,
}

impl VariantId {
    /// All five, in the order they are listed to players.
    pub const ALL: [VariantId; 5] = [
        VariantId::Apocalypse,
        VariantId::HeavenAndHell,
        VariantId::Battlefield,
        VariantId::Oracle,
        VariantId::ItIsWhatItIs,
    ];

    /// The id: `apocalypse`, `heaven-and-hell`, `battlefield`, `oracle`, `it-is-what-it-is`.
    pub fn id(self) -> &'static str {
        match self {
            VariantId::Apocalypse => "apocalypse",
            VariantId::HeavenAndHell => "heaven-and-hell",
            VariantId::Battlefield => "battlefield",
            VariantId::Oracle => "oracle",
            VariantId::ItIsWhatItIs => "it-is-what-it-is",
        }
    }

    /// The name players read: "Heaven and Hell".
    pub fn title(self) -> &'static str {
        match self {
            VariantId::Apocalypse => "Apocalypse",
            VariantId::HeavenAndHell => "Heaven and Hell",
            VariantId::Battlefield => "Battlefield Chess",
            VariantId::Oracle => "Oracle Chess",
            VariantId::ItIsWhatItIs => "It is what it is chess",
        }
    }

    /// The player-facing summary of the variant's rules (`/rules`), in English: each
    /// variant's `help.md`, beside its rules.
    pub fn help(self) -> &'static str {
        match self {
            VariantId::Apocalypse => apocalypse::HELP,
            VariantId::HeavenAndHell => heaven_hell::HELP,
            VariantId::Battlefield => battlefield::HELP,
            VariantId::Oracle => oracle::HELP,
            VariantId::ItIsWhatItIs => it_is_what_it_is::HELP,
        }
    }

    /// Reads an id or a common short name (`hh`, `iiwii`, ...), case-insensitively.
    pub fn parse(text: &str) -> Option<VariantId> {
        let t = text.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Some(match t.as_str() {
            "apocalypse" | "apoc" => VariantId::Apocalypse,
            "heaven-and-hell" | "heaven-hell" | "hh" | "heavenandhell" => VariantId::HeavenAndHell,
            "battlefield" | "battlefield-chess" | "bf" => VariantId::Battlefield,
            "oracle" | "oracle-chess" => VariantId::Oracle,
            "it-is-what-it-is" | "it-is-what-it-is-chess" | "iiwii" | "itiswhatitis" => {
                VariantId::ItIsWhatItIs
            }
            _ => return None,
        })
    }
}

impl fmt::Display for VariantId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The interface every variant implements. Modelled on shakmaty's `Position`: a few required
/// methods, and errors that leave the state unchanged.
///
/// A new game, an action played, and the position text read back:
///
/// ```
/// use rules::oracle::Oracle;
/// use rules::{Game, RuleErrorKind, Side};
///
/// let mut game = Oracle::new_game(7);
/// let action = game.parse_action(Side::White, "e2e3")?;
/// let report = game.play(Side::White, action)?;
/// assert_eq!(report.public, "White: e2e3 · Soldier e2→e3");
/// // Refused, with the facts: Black is to move now, not White.
/// let refused = game.parse_action(Side::White, "d2d3").and_then(|a| game.play(Side::White, a));
/// assert_eq!(refused.unwrap_err().kind(), RuleErrorKind::NotYourTurn);
///
/// let text = game.position();
/// let back = Oracle::from_position(&text, 7)?;
/// assert_eq!(back.position(), text);
/// # Ok::<(), rules::RuleError>(())
/// ```
pub trait Game: Clone + fmt::Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// One action of this variant (a move, a purchase, a decision's answer).
    type Action: Clone + fmt::Debug + PartialEq;

    /// Which variant this is.
    const VARIANT: VariantId;

    /// Whether two determinisations ([`Game::determinize`]) of one state can ever behave
    /// differently: something hidden to re-draw that the rules act on, or chance. When false,
    /// the same actions from any determinisation lead to the same state, so a search may reuse
    /// what it learnt about a state (its legal actions). The default is the safe `true`.
    const HIDDEN_OR_RANDOM: bool = true;

    /// The standard starting position; `seed` feeds every random draw the game will make.
    fn new_game(seed: u64) -> Self;

    /// A game starting from `text` in the variant's position format (see [`Game::position`]).
    /// `seed` starts the random stream, unless the text carries its own (Heaven and Hell's
    /// `rng` line), which then wins.
    fn from_position(text: &str, seed: u64) -> Result<Self, RuleError>;

    /// The current position in the variant's text format. `from_position(position())` gives back
    /// an equal game as far as the rules are concerned (history aside), its random future
    /// included. It may hold secrets (Heaven and Hell's traps and seed): never show the position
    /// of an unfinished game to a player.
    fn position(&self) -> String;

    /// Who must act now.
    fn to_act(&self) -> ToAct;

    /// The prompt of [`ToAct::Decision`] as catalogue data (see [`view::Said`]), where the
    /// variant words it so; `None` otherwise.
    fn decision_said(&self) -> Option<view::Said> {
        None
    }

    /// Every legal action for `side` now: empty if `side` may not act. Feeds autocomplete,
    /// menus and tests; every entry must be playable.
    fn legal_actions(&self, side: Side) -> Vec<Self::Action>;

    /// The canonical notation of `action`; `parse_action` of it gives back `action`.
    fn notation(&self, side: Side, action: &Self::Action) -> String;

    /// A label for menus, starting with the notation and saying what happens.
    fn label(&self, side: Side, action: &Self::Action) -> String {
        self.notation(side, action)
    }

    /// [`Game::label`] and what it says after the notation as catalogue data (see
    /// [`view::Said`]); `None` where the variant gives none.
    fn label_words(&self, side: Side, action: &Self::Action) -> (String, Option<view::Said>) {
        (self.label(side, action), None)
    }

    /// `action` as offered to `side`: notation, label and its words.
    fn choice(&self, side: Side, action: &Self::Action) -> ActionChoice {
        let (label, said) = self.label_words(side, action);
        ActionChoice {
            notation: self.notation(side, action),
            label,
            said,
        }
    }

    /// Reads `text` as an action for `side`. Errors say what was wrong.
    fn parse_action(&self, side: Side, text: &str) -> Result<Self::Action, RuleError>;

    /// Applies `action` for `side`. On `Err` the state is unchanged.
    fn play(&mut self, side: Side, action: Self::Action) -> Result<Report, RuleError>;

    /// How the game ended, if it has.
    fn outcome(&self) -> Option<Outcome>;

    /// What `viewer` may see. `Viewer::Public` never contains a secret.
    fn view(&self, viewer: Viewer) -> BoardView;

    /// The public game record, one line per turn, in notation. Never contains a secret.
    fn history(&self) -> Vec<String>;

    /// A plain-text board for the terminal (local play) and `/board text:true`, as `viewer` may
    /// see it, a line each: the grid in notation, then the counters and the state in English,
    /// each with its message (`reports.ftl`).
    fn text_lines(&self, viewer: Viewer) -> Vec<view::Line>;

    /// [`Game::text_lines`] as one text, in English.
    fn text_board(&self, viewer: Viewer) -> String {
        let mut out = String::new();
        for line in self.text_lines(viewer) {
            out.push_str(&line.text);
            out.push('\n');
        }
        out
    }

    /// Whether the decision pending for `side` is secret: its answers (and so their notation)
    /// must reach only that player, never the channel. Heaven and Hell's Secret Trap placement
    /// is one. Simultaneous turns are always secret and need not say so here.
    fn secret_decision(&self, side: Side) -> bool {
        let _ = side;
        false
    }

    /// Whether this state, read back from storage rather than built by the rules, is one the
    /// rules can work on; `Err` says what is broken. The bot only stores states the rules made,
    /// so this guards against a damaged or hand-edited database row: such a game is refused when
    /// read ([`Match::from_json`]) instead of panicking later, in the middle of a move. The
    /// default checks nothing, for variants whose stored shape cannot be inconsistent.
    fn check_stored(&self) -> Result<(), RuleError> {
        Ok(())
    }

    /// The seed of the game's random draws, for a variant that draws at random (`None`: the
    /// game never does, so any seed replays it). Secret until the game ends (Heaven and Hell
    /// R105): only a finished game's record may show it.
    fn random_seed(&self) -> Option<u64> {
        None
    }

    /// How good the position is for `side`, as an expected score in `[-1, 1]` (1: `side` wins,
    /// 0: a draw or even, -1: `side` loses). The computer opponent scores the positions its
    /// search stops at with it, so it says what this variant's rules make valuable (material,
    /// HP, coins, penalties, souls...). Zero-sum: `evaluate(White) == -evaluate(Black)`. A finished
    /// game scores its outcome. It reads only what both players can see, so it never leaks a
    /// secret into the search. The default knows only finished games.
    fn evaluate(&self, side: Side) -> f64 {
        outcome_value(self.outcome().as_ref(), side).unwrap_or(0.0)
    }

    /// The legal actions of `side` a search should consider: by default all of them. A variant
    /// whose lists run to hundreds of near-alike actions (Heaven and Hell's purchases, one per
    /// target square) may return a representative subset, so the computer's search spends its
    /// time on real choices. Every entry must be legal, and the choice of subset may depend only
    /// on what `side` can see.
    fn search_actions(&self, side: Side) -> Vec<Self::Action> {
        self.legal_actions(side)
    }

    /// A state that `observer` cannot tell apart from this one, with every part hidden from
    /// `observer` re-drawn from `seed`: the opponent's secret choices (a pending simultaneous
    /// move is taken back, so the opponent is still to choose; Secret Traps are re-placed) and the
    /// future of the random stream. The computer's search (information-set MCTS) samples one
    /// before each iteration, so it never reads what its player could not see: the result
    /// depends only on `observer`'s view of the game and on `seed`, and the number of random
    /// draws made here never depends on the hidden parts. The default, for variants with
    /// nothing hidden and no chance, is the state itself.
    fn determinize(&self, observer: Side, seed: u64) -> Self {
        let _ = (observer, seed);
        self.clone()
    }

    /// Autocomplete: up to [`MAX_SUGGESTIONS`] legal actions whose notation starts with `prefix`
    /// (ignoring case and decorations), best first.
    fn suggest(&self, side: Side, prefix: &str) -> Vec<ActionChoice> {
        let want = geometry::normalize_move_text(prefix);
        self.legal_actions(side)
            .iter()
            .map(|a| self.choice(side, a))
            .filter(|c| geometry::normalize_move_text(&c.notation).starts_with(&want))
            .take(MAX_SUGGESTIONS)
            .collect()
    }
}

/// The value of a finished game for `side`: 1 for a win, -1 for a loss, 0 for a draw; `None` if
/// the game is not over. The scale of [`Game::evaluate`].
pub fn outcome_value(outcome: Option<&Outcome>, side: Side) -> Option<f64> {
    outcome.map(|o| match o.winner {
        Some(w) if w == side => 1.0,
        Some(_) => -1.0,
        None => 0.0,
    })
}
