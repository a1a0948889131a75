//! What the computer opponent needs from Oracle Chess: the evaluation of a position and the
//! determinisation (the game has no chance and no secret; only the stored seed is re-drawn).

use super::moves::{attacked, forward};
use super::pieces::{Body, Class};
use super::state::Board;
use super::Oracle;
use crate::{outcome_value, Rng, Side};

/// A soul's worth when it animates a figure, in Soldiers.
fn soul_value(class: Class) -> f64 {
    match class {
        Class::Chariot => 5.0,
        Class::Elephant => 3.2,
        Class::Horse => 3.0,
        Class::Soldier => 1.0,
        Class::Lord | Class::Priestess => 0.0,
    }
}

/// What a body on the board is worth to its owner.
fn body_value(b: &Body) -> f64 {
    if b.is_lifeless() {
        // A shell a soul may enter later; a Priestess shell takes up to three warriors.
        return if b.class == Class::Priestess {
            1.0
        } else {
            0.4
        };
    }
    if b.class == Class::Priestess {
        return 0.5
            + 0.9
                * b.souls
                    .as_slice()
                    .iter()
                    .map(|c| soul_value(*c))
                    .sum::<f64>();
    }
    if b.is_figure() {
        return soul_value(b.class);
    }
    // Ill-suited: it cannot move, but its soul can leave for a better body.
    0.3 + 0.5
        * b.souls
            .as_slice()
            .iter()
            .map(|c| soul_value(*c))
            .sum::<f64>()
}

/// A body in its owner's earth (the Lord figure may fetch it back, R11).
const EARTH_BODY: f64 = 0.3;
/// Per rank a Soldier figure has advanced towards promotion.
const ADVANCE: f64 = 0.06;
/// Share of the best free capture credited to the side to move.
const THREAT: f64 = 0.8;
/// How many Soldiers of advantage make a near-certain win.
const SCALE: f64 = 8.0;

fn side_score(board: &Board, earth: &[u8; 6], side: Side) -> f64 {
    let mut score = earth
        .iter()
        .map(|n| f64::from(*n) * EARTH_BODY)
        .sum::<f64>();
    for (i, b) in board.iter().enumerate() {
        let Some(b) = b.filter(|b| b.side == side) else {
            continue;
        };
        score += body_value(&b);
        if b.class == Class::Soldier && b.is_figure() {
            let rank = (i / 8) as i32;
            let advanced = if forward(side) > 0 {
                rank - 1
            } else {
                6 - rank
            };
            score += ADVANCE * f64::from(advanced.max(0));
        }
    }
    score
}

impl Oracle {
    /// [`crate::Game::evaluate`]: material by the souls that animate each figure, shells and
    /// earth bodies that may live again, Soldier advancement, and the best undefended being the
    /// side to move can take; squashed into `[-1, 1]`.
    pub(crate) fn evaluation(&self, side: Side) -> f64 {
        if let Some(v) = outcome_value(self.result.as_ref(), side) {
            return v;
        }
        let pos = &self.pos;
        let mover = pos.turn;
        let mut diff = side_score(&pos.board, &pos.earth[mover.index()], mover)
            - side_score(
                &pos.board,
                &pos.earth[mover.opponent().index()],
                mover.opponent(),
            );
        let best_take = (0..64u8)
            .filter_map(|i| pos.board[i as usize].map(|b| (i, b)))
            .filter(|(i, b)| {
                b.side != mover
                    && !b.hosts_lord()
                    && attacked(&pos.board, *i, mover)
                    && !attacked(&pos.board, *i, mover.opponent())
            })
            .map(|(_, b)| body_value(&b))
            .fold(0.0, f64::max);
        diff += THREAT * best_take;
        let v = (diff / SCALE).tanh();
        if mover == side {
            v
        } else {
            -v
        }
    }

    /// [`crate::Game::determinize`]: Oracle has no chance and nothing hidden, but the state
    /// carries the game's seed, which is secret: it is replaced by `seed`.
    pub(crate) fn determinization(&self, seed: u64) -> Oracle {
        let mut g = self.clone();
        g.rng = Rng::new(seed);
        g
    }
}
