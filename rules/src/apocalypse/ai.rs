//! What the computer opponent needs from Apocalypse: the evaluation of a position and the
//! determinisation of a turn (the opponent's pending move is secret).

use super::board::{last_rank, Kind, MAX_KNIGHTS};
use super::{Apocalypse, LOSING_PENALTIES};
use crate::{outcome_value, Side};

/// Material and penalty weights, in footmen.
const KNIGHT: f64 = 2.2;
const PAWN: f64 = 1.0;
/// A side down to its last footman is one capture from losing (R12.1).
const LAST_PAWN: f64 = 1.5;
/// One penalty is half-way to losing (R8, R12.2).
const PENALTY: f64 = 2.0;
/// A footman one step from promoting while its side may still promote freely (R4).
const NEAR_PROMOTION: f64 = 0.4;
/// How many footmen of advantage make a near-certain win.
const SCALE: f64 = 4.0;

impl Apocalypse {
    /// The raw score of `side`: material, penalties, promotion chances.
    fn material(&self, side: Side) -> f64 {
        let board = self.board();
        let knights = board.count(side, Kind::Knight);
        let pawns = board.count(side, Kind::Pawn);
        let mut score = KNIGHT * knights as f64 + PAWN * pawns as f64;
        if pawns == 1 {
            score -= LAST_PAWN;
        }
        score -= PENALTY * f64::from(self.penalties(side).min(LOSING_PENALTIES));
        if knights < MAX_KNIGHTS {
            let before_last = last_rank(side) as i32 - super::board::forward(side);
            let near = board
                .pieces()
                .filter(|(sq, p)| {
                    p.side == side && p.kind == Kind::Pawn && sq.rank as i32 == before_last
                })
                .count();
            score += NEAR_PROMOTION * near as f64;
        }
        score
    }

    /// [`crate::Game::evaluate`]: material (a horseman is worth about two footmen), the danger
    /// of losing the last footman, penalties, footmen about to promote; squashed into `[-1, 1]`.
    pub(crate) fn evaluation(&self, side: Side) -> f64 {
        if let Some(v) = outcome_value(self.outcome.as_ref(), side) {
            return v;
        }
        let diff = self.material(side) - self.material(side.opponent());
        (diff / SCALE).tanh()
    }

    /// [`crate::Game::determinize`]: the opponent's pending submission is the only secret (the
    /// game has no chance), so it is taken back: the opponent is still to choose. No random draw.
    pub(crate) fn determinization(&self, observer: Side) -> Apocalypse {
        let mut g = self.clone();
        g.pending[observer.opponent().index()] = None;
        g
    }
}
