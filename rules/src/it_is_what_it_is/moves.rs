//! The legal actions of a side, in menu order, and the refusal of any other action with the
//! reason (no piece, not yours, cannot reach, cannot Backspace).

use super::board::{backspace_square, SIZE};
use super::pieces::Piece;
use super::state::ItIsWhatItIs;
use super::Action;
use crate::error::{IiwiiRefusal, PieceKind, Shared, WaitingFor};
use crate::geometry::Square;
use crate::{RuleError, Side};

/// Squares of a bit set ordered by file, then rank: the order actions are listed in.
pub(super) fn squares_file_major(mask: u64) -> impl Iterator<Item = Square> {
    (0..SIZE.files).flat_map(move |file| {
        (0..SIZE.ranks)
            .map(move |rank| Square::new(file, rank))
            .filter(move |sq| mask & (1 << sq.index(SIZE)) != 0)
    })
}

impl ItIsWhatItIs {
    /// Every legal action of `side` now, by origin square (file, then rank), moves before the
    /// Backspace.
    pub(super) fn legal_actions_of(&self, side: Side) -> Vec<Action> {
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

    pub(super) fn own_piece(&self, side: Side, sq: Square) -> Result<Piece, RuleError> {
        match self.board.get(sq) {
            None => Err(RuleError::illegal(
                "",
                Shared::NoPieceOn { square: sq.into() },
            )),
            Some(p) if p.side != side => Err(RuleError::illegal(
                "",
                Shared::NotYours {
                    piece: PieceKind::ItIsWhatItIs(p.kind),
                    square: sq.into(),
                    owner: p.side,
                    side,
                },
            )),
            Some(p) => Ok(p),
        }
    }

    /// Checks that `side` may play `action` now, with an error that says why not.
    pub(super) fn check(&self, side: Side, action: Action) -> Result<(), RuleError> {
        self.refusal(side, action)
            .map_err(|e| e.with_text(&action.to_string()))
    }

    /// [`ItIsWhatItIs::check`], with errors that do not name the action yet.
    fn refusal(&self, side: Side, action: Action) -> Result<(), RuleError> {
        if self.result.is_some() {
            return Err(RuleError::GameOver);
        }
        if side != self.to_move {
            return Err(RuleError::not_your_turn(
                side,
                vec![self.to_move],
                WaitingFor::TurnNotYours {
                    to_move: self.to_move,
                    side,
                },
            ));
        }
        match action {
            Action::Move { from, to } => {
                let piece = self.own_piece(side, from)?;
                let mask = self.board.destinations(from);
                if mask & (1 << to.index(SIZE)) != 0 {
                    return Ok(());
                }
                let backspace_hint =
                    piece.kind.is_capital() && backspace_square(from, side) == Some(to);
                if from == to {
                    return Err(RuleError::illegal(
                        "",
                        IiwiiRefusal::StaysPut {
                            piece: piece.kind,
                            from,
                            to,
                        },
                    ));
                }
                if let Some(p) = self.board.get(to).filter(|p| p.side == side) {
                    return Err(RuleError::illegal(
                        "",
                        IiwiiRefusal::OntoOwn {
                            piece: p.kind,
                            to,
                            backspace: backspace_hint.then_some(from),
                        },
                    ));
                }
                Err(RuleError::illegal(
                    "",
                    IiwiiRefusal::CannotReach {
                        piece: piece.kind,
                        from,
                        to,
                        destinations: squares_file_major(mask).collect(),
                        left: backspace_square(from, side).filter(|_| piece.kind.is_capital()),
                    },
                ))
            }
            Action::Backspace { from } => {
                let piece = self.own_piece(side, from)?;
                if !piece.kind.is_capital() {
                    return Err(RuleError::illegal(
                        "",
                        IiwiiRefusal::NotCapital {
                            piece: piece.kind,
                            from,
                        },
                    ));
                }
                if backspace_square(from, side).is_none() {
                    return Err(RuleError::illegal(
                        "",
                        IiwiiRefusal::LeftEdge {
                            piece: piece.kind,
                            from,
                        },
                    ));
                }
                Ok(())
            }
        }
    }
}
