//! What the computer opponent needs from Battlefield Chess: the evaluation of a position. The game
//! has no secret and no chance (combat is deterministic), so the default determinisation (the
//! state itself) fits.

use super::pieces::{Kind, Piece};
use super::Battlefield;
use crate::{outcome_value, Side};

/// A piece's worth at full HP, in pawns.
fn value(kind: Kind) -> f64 {
    match kind {
        Kind::King => 0.0,
        Kind::Queen => 9.0,
        Kind::Rook => 5.0,
        Kind::Bishop => 3.2,
        Kind::Knight => 3.0,
        Kind::Archer | Kind::Pikeman | Kind::Scout | Kind::Footman => 1.0,
        Kind::Beast => 6.0,
        Kind::Demon => 7.0,
        Kind::Cleric => 3.0,
    }
}

/// Share of a piece's worth that depends on its HP: a wounded piece is easier to defeat.
const HP_SHARE: f64 = 0.5;
/// The King's HP matters too: it can fall in combat like any piece.
const KING_HP: f64 = 3.0;
/// A charged skill, and a Cheer flag (two actions next turn).
const CHARGED: f64 = 0.3;
const CHEERED: f64 = 0.4;
/// Per rank a pawn has advanced.
const ADVANCE: f64 = 0.05;
/// Being in check, for the side to move.
const IN_CHECK: f64 = 0.3;
/// How many pawns of advantage make a near-certain win.
const SCALE: f64 = 8.0;

fn piece_score(p: &Piece, rank: u8) -> f64 {
    let health = (p.hp.max(0) as f64 / p.max_hp().max(1) as f64).min(1.0);
    let mut score = if p.kind == Kind::King {
        KING_HP * health
    } else {
        value(p.kind) * (1.0 - HP_SHARE + HP_SHARE * health)
    };
    if p.charged() {
        score += CHARGED;
    }
    if p.cheered {
        score += CHEERED;
    }
    if matches!(
        p.kind,
        Kind::Archer | Kind::Pikeman | Kind::Scout | Kind::Footman
    ) {
        let advanced = match p.side {
            Side::White => rank.saturating_sub(1),
            Side::Black => 6u8.saturating_sub(rank),
        };
        score += ADVANCE * f64::from(advanced);
    }
    score
}

impl Battlefield {
    /// [`crate::Game::evaluate`]: material weighted by remaining HP (the King's own HP
    /// included), charged skills, Cheer flags, pawn advancement and check; squashed into `[-1, 1]`.
    pub(crate) fn evaluation(&self, side: Side) -> f64 {
        if let Some(v) = outcome_value(self.outcome.as_ref(), side) {
            return v;
        }
        let mut diff = 0.0;
        for (i, p) in self.pos.board.iter().enumerate() {
            if let Some(p) = p {
                let s = piece_score(p, (i / 8) as u8);
                diff += if p.side == side { s } else { -s };
            }
        }
        if self.check {
            diff += if self.pos.to_move == side {
                -IN_CHECK
            } else {
                IN_CHECK
            };
        }
        (diff / SCALE).tanh()
    }
}
