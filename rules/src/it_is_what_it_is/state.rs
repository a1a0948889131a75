//! The state of a game of It is what it is chess and how a move changes it: the pieces, the
//! side to move, the counters and repetition keys (R22–R24), the record, and how the game ended.

use super::board::{backspace_square, Board};
use super::pieces::{promotion_rank, Kind, Piece};
use super::position::{self, placement, Setup, QUIET_LIMIT};
use super::Action;
use crate::geometry::Square;
use crate::{Ending, Outcome, Side};
use serde::{Deserialize, Serialize};

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
    pub(super) board: Board,
    /// Who moves next.
    pub(super) to_move: Side,
    /// Plies since the last capture or capitalisation (R24).
    pub(super) quiet: u32,
    /// The move number.
    pub(super) fullmove: u32,
    /// Repetition keys of every position since the last irreversible move, the current one last
    /// (R23). Earlier positions cannot recur: pieces never come back and capitals never revert.
    pub(super) seen: Vec<String>,
    /// The public record, one line per ply: "1. b1b2", "1... g8g7".
    pub(super) record: Vec<String>,
    /// The last move, for the picture.
    pub(super) last: Option<LastMove>,
    /// How the game ended, once it has.
    pub(super) result: Option<Outcome>,
}

/// Serialises the board as its placement text, which keeps stored games small and readable.
mod board_text {
    use super::super::board::Board;
    use super::super::position::{placement, read_placement};
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
pub(super) struct Applied {
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

impl ItIsWhatItIs {
    pub(super) fn from_setup(setup: Setup) -> Self {
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
                Ending::IiwiiSymbolOff { side, piece: kind },
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
    pub(super) fn draw_by_rule(&self) -> Option<Outcome> {
        let key = self.seen.last()?;
        if self.seen.iter().filter(|k| *k == key).count() >= 3 {
            return Some(Outcome::draw(Ending::Repetition));
        }
        if self.quiet >= QUIET_LIMIT {
            return Some(Outcome::draw(Ending::IiwiiQuiet { plies: QUIET_LIMIT }));
        }
        if !self.board.has_any_move(self.to_move) {
            return Some(Outcome::draw(Ending::IiwiiStalemate { side: self.to_move }));
        }
        None
    }

    /// Moves the pieces for a checked action (no bookkeeping).
    pub(super) fn apply(&mut self, side: Side, action: Action) -> Applied {
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

    /// Plays a checked `action` of `side`, written `notation`: moves the pieces, keeps the record,
    /// the counters and the repetition keys, and judges whether the game ended.
    pub(super) fn make_move(&mut self, side: Side, action: Action, notation: String) {
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
                    Ending::IiwiiBackspacedOwn {
                        side,
                        mover: applied.mover.kind,
                        piece: lost.kind,
                    }
                } else {
                    Ending::IiwiiCaptured {
                        side: lost.side,
                        piece: lost.kind,
                    }
                };
                Some(Outcome::win(lost.side.opponent(), reason))
            }
            _ => self.draw_by_rule(),
        };
    }
}
