//! What the computer opponent needs from It is what it is chess: the evaluation of a position.
//! The game has no secret and no chance, so the default determinisation (the state itself) fits.

use super::board::{backspace_square, mask_squares, Board, SIZE};
use super::pieces::{promotion_rank, Kind};
use super::ItIsWhatItIs;
use crate::{outcome_value, Side};

/// A letter's worth, in "lower-case c" units: roughly how far it reaches.
fn value(kind: Kind) -> f64 {
    match kind {
        Kind::SmallC => 3.0,
        Kind::SmallH => 2.5,
        Kind::SmallE => 3.5,
        Kind::SmallS => 3.0,
        Kind::BigC | Kind::BigH | Kind::BigE | Kind::BigS => 6.0,
        // The symbols are royal: losing one loses the game, so only their safety and reach count.
        Kind::HappyFace | Kind::Heart | Kind::PeaceSign => 0.0,
    }
}

/// Per reachable square.
const MOBILITY: f64 = 0.06;
/// Per rank a lower-case letter has advanced towards capitalisation (R12).
const ADVANCE: f64 = 0.12;
/// A symbol the opponent can take next move, when it is its owner's turn to save it.
const THREATENED: f64 = 4.0;
/// How many points of advantage make a near-certain win.
const SCALE: f64 = 8.0;
/// The side to move can take a symbol: it wins next move (kept below a real win so the search
/// still prefers taking it now).
const WINNING: f64 = 0.95;

/// Every square `side` could move to or remove something from next move.
fn attacks(board: &Board, side: Side) -> u64 {
    let mut mask = 0u64;
    for (sq, p) in board.pieces().filter(|(_, p)| p.side == side) {
        mask |= board.destinations(sq);
        if p.kind.is_capital() {
            if let Some(b) = backspace_square(sq, side) {
                mask |= 1 << b.index(SIZE);
            }
        }
    }
    mask
}

/// Whether `side`, to move with a symbol attacked, has a move after which no symbol of its own
/// is attacked (or lost). Capitalisation is ignored: it never changes what the opponent attacks.
fn can_parry(board: &Board, side: Side) -> bool {
    let safe = |b: &Board| {
        let mine = symbols(b, side);
        mine.count_ones() == 3 && attacks(b, side.opponent()) & mine == 0
    };
    for (from, p) in board.pieces().filter(|(_, p)| p.side == side) {
        for to in mask_squares(board.destinations(from)) {
            let mut b = board.clone();
            b.set(from, None);
            b.set(to, Some(p));
            if safe(&b) {
                return true;
            }
        }
        if p.kind.is_capital() {
            if let Some(to) = backspace_square(from, side) {
                let mut b = board.clone();
                b.set(from, None);
                b.set(to, Some(p));
                if safe(&b) {
                    return true;
                }
            }
        }
    }
    false
}

/// The squares of `side`'s symbols.
fn symbols(board: &Board, side: Side) -> u64 {
    board
        .pieces()
        .filter(|(_, p)| p.side == side && p.kind.is_symbol())
        .fold(0, |m, (sq, _)| m | 1 << sq.index(SIZE))
}

impl ItIsWhatItIs {
    /// Material, reach and advancement of `side`.
    fn static_score(&self, side: Side) -> f64 {
        let board = self.board();
        let mut score = 0.0;
        for (sq, p) in board.pieces().filter(|(_, p)| p.side == side) {
            score += value(p.kind);
            score += MOBILITY * board.destinations(sq).count_ones() as f64;
            if p.kind.is_lower() {
                let to_go = (promotion_rank(side) as i32 - sq.rank as i32).abs();
                score += ADVANCE * (7 - to_go) as f64;
            }
        }
        score
    }

    /// [`crate::Game::evaluate`]: a symbol the side to move can take wins; an attack on its own
    /// symbols that no move parries loses; symbols it must save weigh heavily; otherwise material (capitals count double), reach and advancement.
    pub(crate) fn evaluation(&self, side: Side) -> f64 {
        if let Some(v) = outcome_value(self.result.as_ref(), side) {
            return v;
        }
        let board = self.board();
        let mover = self.side_to_move();
        let sign = if mover == side { 1.0 } else { -1.0 };
        if attacks(board, mover) & symbols(board, mover.opponent()) != 0 {
            return sign * WINNING;
        }
        let threatened =
            mask_squares(attacks(board, mover.opponent()) & symbols(board, mover)).count() as f64;
        if threatened > 0.0 && !can_parry(board, mover) {
            return -sign * WINNING;
        }
        let diff = self.static_score(mover)
            - self.static_score(mover.opponent())
            - THREATENED * threatened;
        sign * (diff / SCALE).tanh()
    }
}
