//! Resolving a turn once both actions are in: validation (R5), capture cancellation (R9),
//! collisions (R10) and applying the result (R11).

use super::board::{Board, Kind, Piece};
use super::moves::Candidate;
use super::notation::{Action, Finish};
use crate::geometry::Square;
use crate::Side;
use serde::{Deserialize, Serialize};

/// What became of one side's action in a resolved turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The action as submitted.
    pub action: Action,
    /// The kind of the moving piece before the action.
    pub kind: Kind,
    /// Whether it was safe (no condition).
    pub safe: bool,
    /// Whether it stood; a void action changed nothing and cost a penalty (R8).
    pub stood: bool,
    /// R9: its target was the square the opponent's piece left, so it captured nothing there.
    pub cancelled: bool,
    /// R10: its moving piece was removed in a collision.
    pub lost: bool,
    /// The piece it removed from its target square, if any (an enemy, or its own for a
    /// self-capture).
    pub captured: Option<Piece>,
}

impl Played {
    /// Whether the action promoted a pawn that survived to become a knight.
    pub fn promoted(&self) -> bool {
        self.stood && !self.lost && self.action.finish == Finish::Promote
    }
}

/// The outcome of applying both actions to a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolution {
    /// The board after the turn.
    pub board: Board,
    /// White's and Black's actions with their fates, indexed by [`Side::index`].
    pub played: [Played; 2],
    /// The square where a collision removed a piece, if one did.
    pub collision: Option<Square>,
}

/// Resolves `white` and `black`, both candidates on `board` at the start of the turn.
pub fn resolve(board: &Board, white: Candidate, black: Candidate) -> Resolution {
    let cands = [white, black];
    let sides = Side::BOTH;
    // R5: a safe action stands; a speculative one needs a safe opponent meeting every condition.
    let stood: [bool; 2] = std::array::from_fn(|i| {
        let me = &cands[i];
        let other = &cands[1 - i];
        me.is_safe()
            || (other.is_safe()
                && me
                    .conditions
                    .iter()
                    .all(|c| c.holds(board, sides[i], &other.action)))
    });
    let both = stood[0] && stood[1];
    // R9: a target that the other piece just left yields nothing.
    let cancelled: [bool; 2] =
        std::array::from_fn(|i| both && cands[i].action.to == cands[1 - i].action.from);
    // R10: collisions between two standing actions that finish on one square.
    let mut lost = [false; 2];
    let mut collision = None;
    if both && cands[0].action.final_square() == cands[1].action.final_square() {
        collision = Some(cands[0].action.final_square());
        match (cands[0].is_safe(), cands[1].is_safe()) {
            (false, true) => lost[1] = true,
            (true, false) => lost[0] = true,
            _ => match (cands[0].kind, cands[1].kind) {
                (Kind::Knight, Kind::Pawn) => lost[1] = true,
                (Kind::Pawn, Kind::Knight) => lost[0] = true,
                _ => lost = [true, true],
            },
        }
    }
    // R11: remove every leaving and captured piece first, then place the arrivals.
    let mut next = *board;
    let mut captured = [None, None];
    for i in 0..2 {
        if !stood[i] {
            continue;
        }
        let a = cands[i].action;
        next.set(a.from, None);
        if !cancelled[i] {
            captured[i] = board.get(a.to);
            next.set(a.to, None);
        }
    }
    for i in 0..2 {
        if !stood[i] || lost[i] {
            continue;
        }
        let a = cands[i].action;
        let kind = match a.finish {
            Finish::Promote => Kind::Knight,
            _ => cands[i].kind,
        };
        let square = a.final_square();
        assert!(
            next.get(square).is_none(),
            "Apocalypse resolution would put two pieces on {square}"
        );
        next.set(square, Some(Piece::new(sides[i], kind)));
    }
    let played = std::array::from_fn(|i| Played {
        action: cands[i].action,
        kind: cands[i].kind,
        safe: cands[i].is_safe(),
        stood: stood[i],
        cancelled: cancelled[i],
        lost: lost[i],
        captured: captured[i],
    });
    Resolution {
        board: next,
        played,
        collision,
    }
}
