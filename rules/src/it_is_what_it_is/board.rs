//! The 8x8 board and move generation from the geometry data in [`super::shapes`].

use super::pieces::{Kind, Piece};
use super::shapes::{geometry, Vector, L};
use crate::geometry::{BoardSize, Square};
use crate::Side;

/// The board is always 8x8 (R2).
pub const SIZE: BoardSize = BoardSize::CHESS;

/// The longest route any move takes: three rook legs of at most seven squares.
const MAX_ROUTE: usize = 21;

/// Which piece stands on each square.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [Option<Piece>; 64],
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

/// The square `vector` away from `from` for a piece of `side`, if on the board.
pub fn step(from: Square, vector: Vector, side: Side) -> Option<Square> {
    let (df, dr) = vector.absolute(side);
    from.offset(df, dr, SIZE)
}

/// The square a capital of `side` on `from` Backspaces onto: one to its owner's left (R18).
pub fn backspace_square(from: Square, side: Side) -> Option<Square> {
    step(from, L, side)
}

impl Board {
    /// A board with no pieces.
    pub fn empty() -> Self {
        Board { cells: [None; 64] }
    }

    /// What stands on `sq`.
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index(SIZE)]
    }

    /// Puts `piece` (or nothing) on `sq`.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.cells[sq.index(SIZE)] = piece;
    }

    /// Every occupied square with its piece, a1 first, rank by rank.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (Square::from_index(i, SIZE), p)))
    }

    /// Calls `visit(destination, route)` for every way the piece on `from` can move, where
    /// `route` lists the squares entered in order, ending with the destination. A destination
    /// reachable by several paths is visited once per path (R3: it is still one move).
    /// Backspacing is not included; see [`backspace_square`].
    pub fn visit_moves(&self, from: Square, mut visit: impl FnMut(Square, &[Square])) {
        let Some(piece) = self.get(from) else {
            return;
        };
        let side = piece.side;
        let geo = geometry(piece.kind);
        let mut route = [from; MAX_ROUTE];

        // Paths: stop anywhere along a path of empty squares, or on its first enemy (R3).
        for path in geo.paths {
            let mut at = from;
            for (i, &v) in path.iter().enumerate() {
                let Some(next) = step(at, v, side) else { break };
                route[i] = next;
                match self.get(next) {
                    None => visit(next, &route[..=i]),
                    Some(p) if p.side != side => {
                        visit(next, &route[..=i]);
                        break;
                    }
                    Some(_) => break,
                }
                at = next;
            }
        }

        // Leaps: any target on the board not holding a friendly piece.
        for &v in geo.leaps {
            if let Some(to) = step(from, v, side) {
                if !matches!(self.get(to), Some(p) if p.side == side) {
                    route[0] = to;
                    visit(to, &route[..1]);
                }
            }
        }

        // Capital legs (R13): slide; continue to the next leg only from an empty edge square.
        for plan in geo.legs {
            let mut at = from;
            let mut len = 0;
            'plan: for &dir in plan.iter() {
                let mut moved = false;
                while let Some(next) = step(at, dir, side) {
                    route[len] = next;
                    len += 1;
                    match self.get(next) {
                        None => visit(next, &route[..len]),
                        Some(p) if p.side != side => {
                            visit(next, &route[..len]);
                            break 'plan;
                        }
                        Some(_) => break 'plan,
                    }
                    at = next;
                    moved = true;
                }
                // The leg ran to the edge; a leg that could not start has not "reached" it.
                if !moved {
                    break;
                }
            }
        }
    }

    /// The destinations of the piece on `from` (Backspacing aside) as a bit set by square index.
    pub fn destinations(&self, from: Square) -> u64 {
        let mut mask = 0u64;
        self.visit_moves(from, |to, _| mask |= 1 << to.index(SIZE));
        mask
    }

    /// The squares the piece on `from` passes through to reach `to` by its first listed path
    /// that gets there, starting with `from` and ending with `to`.
    pub fn route(&self, from: Square, to: Square) -> Option<Vec<Square>> {
        let mut found: Option<Vec<Square>> = None;
        self.visit_moves(from, |dest, route| {
            if dest == to && found.is_none() {
                let mut r = Vec::with_capacity(route.len() + 1);
                r.push(from);
                r.extend_from_slice(route);
                found = Some(r);
            }
        });
        found
    }

    /// Whether `side` has any legal move at all (R22: none means stalemate).
    pub fn has_any_move(&self, side: Side) -> bool {
        self.pieces().any(|(sq, p)| {
            p.side == side
                && ((p.kind.is_capital() && backspace_square(sq, side).is_some())
                    || self.destinations(sq) != 0)
        })
    }

    /// How many `kind` pieces `side` has.
    pub fn count(&self, side: Side, kind: Kind) -> usize {
        self.cells
            .iter()
            .filter(|p| **p == Some(Piece::new(side, kind)))
            .count()
    }
}

/// The squares of a bit set, in index order.
pub fn mask_squares(mask: u64) -> impl Iterator<Item = Square> {
    (0..64usize)
        .filter(move |i| mask & (1 << i) != 0)
        .map(|i| Square::from_index(i, SIZE))
}
