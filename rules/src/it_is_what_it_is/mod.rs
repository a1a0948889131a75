//! It is what it is chess (Daniel MacDuff, 2013): the pieces are the letters of "chess" and three
//! symbols, and each moves the way it looks.
//!
//! The seed text is in `shared/rules/seeds/it-is-what-it-is.seed.txt`, the rulings R1–R24 in
//! `shared/rules/it-is-what-it-is.md`, and the project's own additions (position format,
//! notation, R25 onward) in `docs/rules/it-is-what-it-is.md`.
//!
//! - [`pieces`]: the eleven kinds and their names.
//! - [`shapes`]: every kind's geometry as data, relative to the owner.
//! - [`board`]: the board and move generation from that data.
//! - [`position`]: the position text format.
//! - `picture`: the board image model, the terminal board and the per-piece rules diagrams.

pub mod board;
pub mod pieces;
pub mod position;
pub mod shapes;

mod ai;
mod picture;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_audit;

pub use picture::{diagram_square, kinds, piece_diagram};
pub use pieces::{Kind, Piece};

use crate::geometry::{normalize_move_text, Square};
use crate::view::{BoardView, Viewer};
use crate::{Game, Outcome, Report, RuleError, Side, ToAct, VariantId};
use board::{backspace_square, Board, SIZE};
use pieces::promotion_rank;
use position::{placement, Setup, QUIET_LIMIT};
use serde::{Deserialize, Serialize};

/// The player-facing rules summary (Discord markdown) shown by `/rules`.
pub const HELP: &str = include_str!("help.md");

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

/// The last move, for the picture: who moved and every square of its route, origin first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    /// Who moved.
    pub side: Side,
    /// The origin, every square passed, and the destination.
    pub route: Vec<Square>,
}

/// The state of a game of It is what it is chess.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ItIsWhatItIs {
    /// The pieces, stored as the placement field of the position text.
    #[serde(with = "board_text")]
    board: Board,
    /// Who moves next.
    to_move: Side,
    /// Plies since the last capture or capitalisation (R24).
    quiet: u32,
    /// The move number.
    fullmove: u32,
    /// Repetition keys of every position since the last irreversible move, the current one last
    /// (R23). Earlier positions cannot recur: pieces never come back and capitals never revert.
    seen: Vec<String>,
    /// The public record, one line per ply: "1. b1b2", "1... g8g7".
    record: Vec<String>,
    /// The last move, for the picture.
    last: Option<LastMove>,
    /// How the game ended, once it has.
    result: Option<Outcome>,
}

/// Serialises the board as its placement text, which keeps stored games small and readable.
mod board_text {
    use super::board::Board;
    use super::position::{placement, read_placement};
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(board: &Board, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&placement(board))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let text = String::deserialize(d)?;
        read_placement(&text).map_err(D::Error::custom)
    }
}

/// What one applied action did.
struct Applied {
    mover: Piece,
    removed: Option<Piece>,
    became: Option<Kind>,
    route: Vec<Square>,
}

fn repetition_key(board: &Board, to_move: Side) -> String {
    let mut key = placement(board);
    key.push(if to_move == Side::White { ' ' } else { '*' });
    key
}

fn list_squares(squares: &[Square]) -> String {
    squares
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Squares of a bit set ordered by file, then rank: the order actions are listed in.
fn squares_file_major(mask: u64) -> impl Iterator<Item = Square> {
    (0..SIZE.files).flat_map(move |file| {
        (0..SIZE.ranks)
            .map(move |rank| Square::new(file, rank))
            .filter(move |sq| mask & (1 << sq.index(SIZE)) != 0)
    })
}

impl ItIsWhatItIs {
    fn from_setup(setup: Setup) -> Self {
        let mut game = ItIsWhatItIs {
            seen: vec![repetition_key(&setup.board, setup.to_move)],
            board: setup.board,
            to_move: setup.to_move,
            quiet: setup.quiet,
            fullmove: setup.fullmove,
            record: Vec::new(),
            last: None,
            result: None,
        };
        game.result = match position::lost_symbol(&game.board) {
            Some((side, kind)) => Some(Outcome::win(
                side.opponent(),
                format!("{side}'s {} is off the board", kind.name()),
            )),
            None => game.draw_by_rule(),
        };
        game
    }

    /// The pieces.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Whose move it is (even after the game ended: who would have moved).
    pub fn side_to_move(&self) -> Side {
        self.to_move
    }

    /// Plies since the last capture or capitalisation (R24).
    pub fn quiet_plies(&self) -> u32 {
        self.quiet
    }

    /// The current move number.
    pub fn move_number(&self) -> u32 {
        self.fullmove
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }

    /// The draws of R22–R24 for the current position, in that order of precedence:
    /// repetition, the quiet-move limit, then stalemate.
    fn draw_by_rule(&self) -> Option<Outcome> {
        let key = self.seen.last()?;
        if self.seen.iter().filter(|k| *k == key).count() >= 3 {
            return Some(Outcome::draw("the same position occurred three times"));
        }
        if self.quiet >= QUIET_LIMIT {
            return Some(Outcome::draw(
                "100 plies in a row without a capture or capitalisation",
            ));
        }
        if !self.board.has_any_move(self.to_move) {
            return Some(Outcome::draw(format!(
                "stalemate: {} has no legal move",
                self.to_move
            )));
        }
        None
    }

    fn own_piece(&self, side: Side, sq: Square) -> Result<Piece, RuleError> {
        match self.board.get(sq) {
            None => Err(RuleError::Illegal(format!("There is no piece on {sq}."))),
            Some(p) if p.side != side => Err(RuleError::Illegal(format!(
                "The {} on {sq} is {}'s; you play {side}.",
                p.kind.name(),
                p.side
            ))),
            Some(p) => Ok(p),
        }
    }

    /// Checks that `side` may play `action` now, with an error that says why not.
    fn check(&self, side: Side, action: Action) -> Result<(), RuleError> {
        if self.result.is_some() {
            return Err(RuleError::GameOver);
        }
        if side != self.to_move {
            return Err(RuleError::NotYourTurn(format!(
                "It is {}'s turn, not {side}'s.",
                self.to_move
            )));
        }
        match action {
            Action::Move { from, to } => {
                let piece = self.own_piece(side, from)?;
                let mask = self.board.destinations(from);
                if mask & (1 << to.index(SIZE)) != 0 {
                    return Ok(());
                }
                let name = piece.kind.name();
                let backspace_hint =
                    piece.kind.is_capital() && backspace_square(from, side) == Some(to);
                if from == to {
                    return Err(RuleError::Illegal(format!(
                        "The {name} on {from} must move somewhere; {from}{to} stays put."
                    )));
                }
                if let Some(p) = self.board.get(to).filter(|p| p.side == side) {
                    let mut msg = format!("Your own {} stands on {to}.", p.kind.name());
                    if backspace_hint {
                        msg.push_str(&format!(
                            " To Backspace onto it (removing it), write {from}<."
                        ));
                    }
                    return Err(RuleError::Illegal(msg));
                }
                let dests: Vec<Square> = squares_file_major(mask).collect();
                let mut msg = if dests.is_empty() {
                    format!("The {name} on {from} cannot reach {to}: it has no moves now.")
                } else {
                    format!(
                        "The {name} on {from} cannot reach {to}. It can go to {}.",
                        list_squares(&dests)
                    )
                };
                if piece.kind.is_capital() {
                    if let Some(left) = backspace_square(from, side) {
                        msg.push_str(&format!(" It can also Backspace to {left} ({from}<)."));
                    }
                }
                Err(RuleError::Illegal(msg))
            }
            Action::Backspace { from } => {
                let piece = self.own_piece(side, from)?;
                if !piece.kind.is_capital() {
                    return Err(RuleError::Illegal(format!(
                        "Only capital letters can Backspace; the {} on {from} cannot.",
                        piece.kind.name()
                    )));
                }
                if backspace_square(from, side).is_none() {
                    return Err(RuleError::Illegal(format!(
                        "The {} on {from} stands at your left edge: there is no square to Backspace onto.",
                        piece.kind.name()
                    )));
                }
                Ok(())
            }
        }
    }

    /// Moves the pieces for a checked action (no bookkeeping).
    fn apply(&mut self, side: Side, action: Action) -> Applied {
        let (from, to, route) = match action {
            Action::Move { from, to } => {
                let route = self
                    .board
                    .route(from, to)
                    .expect("checked moves have a route");
                (from, to, route)
            }
            Action::Backspace { from } => {
                let to = backspace_square(from, side).expect("checked backspaces have a square");
                (from, to, vec![from, to])
            }
        };
        let mover = self.board.get(from).expect("checked actions have a piece");
        let removed = self.board.get(to);
        let became = (mover.kind.is_lower() && to.rank == promotion_rank(side))
            .then(|| mover.kind.capitalised());
        self.board.set(from, None);
        self.board
            .set(to, Some(Piece::new(side, became.unwrap_or(mover.kind))));
        Applied {
            mover,
            removed,
            became,
            route,
        }
    }

    /// The words after the notation in a label: piece, then what happens.
    fn describe(&self, side: Side, action: Action) -> String {
        let Some(mover) = self.board.get(action.from()) else {
            return String::new();
        };
        let mut parts = vec![mover.kind.name().to_string()];
        match action {
            Action::Move { to, .. } => {
                if let Some(victim) = self.board.get(to) {
                    parts.push(format!("captures {}", victim.kind.name()));
                    if victim.kind.is_symbol() {
                        parts.push("wins".into());
                    }
                }
                if mover.kind.is_lower() && to.rank == promotion_rank(side) {
                    parts.push(format!("becomes {}", mover.kind.capitalised().name()));
                }
            }
            Action::Backspace { from } => {
                let Some(to) = backspace_square(from, side) else {
                    return parts.join(" · ");
                };
                parts.push(format!("Backspace to {to}"));
                match self.board.get(to) {
                    None => {}
                    Some(v) if v.side != side => {
                        parts.push(format!("removes {}", v.kind.name()));
                        if v.kind.is_symbol() {
                            parts.push("wins".into());
                        }
                    }
                    Some(v) => {
                        parts.push(format!("removes your {}!", v.kind.name()));
                        if v.kind.is_symbol() {
                            parts.push("you lose!".into());
                        }
                    }
                }
            }
        }
        parts.join(" · ")
    }
}

impl Game for ItIsWhatItIs {
    type Action = Action;

    const VARIANT: VariantId = VariantId::ItIsWhatItIs;

    /// Nothing hidden, no chance.
    const HIDDEN_OR_RANDOM: bool = false;

    fn evaluate(&self, side: Side) -> f64 {
        self.evaluation(side)
    }

    fn new_game(seed: u64) -> Self {
        Self::from_position(position::START, seed).expect("the start position is valid")
    }

    /// The game has no chance, so `seed` is not used.
    fn from_position(text: &str, _seed: u64) -> Result<Self, RuleError> {
        Ok(Self::from_setup(position::parse(text)?))
    }

    fn position(&self) -> String {
        position::format(&Setup {
            board: self.board.clone(),
            to_move: self.to_move,
            quiet: self.quiet,
            fullmove: self.fullmove,
        })
    }

    fn to_act(&self) -> ToAct {
        if self.result.is_some() {
            ToAct::Over
        } else {
            ToAct::Side(self.to_move)
        }
    }

    fn legal_actions(&self, side: Side) -> Vec<Action> {
        let mut out = Vec::new();
        if self.result.is_some() || side != self.to_move {
            return out;
        }
        for from in squares_file_major(u64::MAX) {
            let Some(piece) = self.board.get(from).filter(|p| p.side == side) else {
                continue;
            };
            let mask = self.board.destinations(from);
            out.extend(squares_file_major(mask).map(|to| Action::Move { from, to }));
            if piece.kind.is_capital() && backspace_square(from, side).is_some() {
                out.push(Action::Backspace { from });
            }
        }
        out
    }

    fn notation(&self, _side: Side, action: &Action) -> String {
        match *action {
            Action::Move { from, to } => format!("{from}{to}"),
            Action::Backspace { from } => format!("{from}<"),
        }
    }

    fn label(&self, side: Side, action: &Action) -> String {
        let words = self.describe(side, *action);
        let mut label = format!("{} · {words}", self.notation(side, action));
        if label.chars().count() > 100 {
            label = label.chars().take(100).collect();
        }
        label
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        let clean = normalize_move_text(text);
        let malformed = || {
            RuleError::Malformed(format!(
                "'{}' is not a move. Write the two squares, like b1c3, or a capital's Backspace as its square and <, like c8<.",
                text.trim()
            ))
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
        self.check(side, action)?;
        Ok(action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        self.check(side, action)?;
        let text = format!("{side}: {}", self.label(side, &action));
        let notation = self.notation(side, &action);
        let applied = self.apply(side, action);

        let irreversible = applied.removed.is_some() || applied.became.is_some();
        self.quiet = if irreversible { 0 } else { self.quiet + 1 };
        self.record.push(match side {
            Side::White => format!("{}. {notation}", self.fullmove),
            Side::Black => format!("{}... {notation}", self.fullmove),
        });
        if side == Side::Black {
            self.fullmove += 1;
        }
        self.to_move = side.opponent();
        if irreversible {
            self.seen.clear();
        }
        self.seen.push(repetition_key(&self.board, self.to_move));
        self.last = Some(LastMove {
            side,
            route: applied.route,
        });

        self.result = match applied.removed {
            Some(lost) if lost.kind.is_symbol() => {
                let reason = if lost.side == side {
                    format!(
                        "{side}'s {} Backspaced over {side}'s own {}",
                        applied.mover.kind.name(),
                        lost.kind.name()
                    )
                } else {
                    format!("{}'s {} was captured", lost.side, lost.kind.name())
                };
                Some(Outcome::win(lost.side.opponent(), reason))
            }
            _ => self.draw_by_rule(),
        };

        let mut report = Report::public(text);
        if let Some(outcome) = &self.result {
            report.public.push_str(&format!("\n{outcome}"));
        }
        Ok(report)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        picture::game_view(self, viewer)
    }

    fn history(&self) -> Vec<String> {
        self.record.clone()
    }

    fn text_board(&self, viewer: Viewer) -> String {
        picture::text_board(self, viewer)
    }
}
