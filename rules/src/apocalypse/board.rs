//! The 5x5 board, its two kinds of piece, and the FEN-like text that describes a placement.

use crate::geometry::{BoardSize, Square};
use crate::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The board's dimensions: files a–e, ranks 1–5.
pub const SIZE: BoardSize = BoardSize::FIVE;

/// The starting placement, read from rank 5 down to rank 1.
pub const START_FEN: &str = "npppn/p3p/5/P3P/NPPPN";

/// The most knights a side may ever have (R4).
pub const MAX_KNIGHTS: usize = 2;

/// The two kinds of piece: footmen and horsemen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// A footman: steps one square forward, straight or diagonally.
    Pawn,
    /// A horseman: an ordinary chess knight.
    Knight,
}

impl Kind {
    /// "pawn" or "knight".
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
        }
    }
}

/// A piece: whose, and which kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Piece {
    /// The owner.
    pub side: Side,
    /// Pawn or knight.
    pub kind: Kind,
}

impl Piece {
    /// A piece of `side` and `kind`.
    pub const fn new(side: Side, kind: Kind) -> Self {
        Piece { side, kind }
    }

    /// The FEN letter: `P`/`N` for White, `p`/`n` for Black.
    pub fn letter(self) -> char {
        let c = match self.kind {
            Kind::Pawn => 'p',
            Kind::Knight => 'n',
        };
        match self.side {
            Side::White => c.to_ascii_uppercase(),
            Side::Black => c,
        }
    }

    /// The piece a FEN letter stands for.
    pub fn from_letter(c: char) -> Option<Piece> {
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let kind = match c.to_ascii_lowercase() {
            'p' => Kind::Pawn,
            'n' => Kind::Knight,
            _ => return None,
        };
        Some(Piece::new(side, kind))
    }

    /// "White's pawn", "Black's knight".
    pub fn describe(self) -> String {
        format!("{}'s {}", self.side, self.kind.name())
    }
}

/// The direction `side`'s pawns move in: +1 rank for White, −1 for Black.
pub fn forward(side: Side) -> i32 {
    match side {
        Side::White => 1,
        Side::Black => -1,
    }
}

/// The 0-based rank a pawn of `side` promotes on: rank 5 for White, rank 1 for Black (R1).
pub fn last_rank(side: Side) -> u8 {
    match side {
        Side::White => SIZE.ranks - 1,
        Side::Black => 0,
    }
}

/// Every square, a1 first, rank by rank.
pub fn squares() -> impl Iterator<Item = Square> {
    SIZE.squares()
}

/// A placement of pieces on the 5x5 board.
///
/// Serialised as its FEN-like text (`npppn/p3p/5/P3P/NPPPN`), which keeps stored games readable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Board {
    cells: [Option<Piece>; 25],
}

impl Board {
    /// A board with no pieces.
    pub fn empty() -> Self {
        Board { cells: [None; 25] }
    }

    /// The starting placement.
    pub fn start() -> Self {
        Board::from_fen(START_FEN).expect("the start placement is valid")
    }

    /// What stands on `sq`.
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.cells[sq.index(SIZE)]
    }

    /// Puts `piece` (or nothing) on `sq`.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.cells[sq.index(SIZE)] = piece;
    }

    /// Every piece with its square.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        squares().filter_map(move |sq| self.get(sq).map(|p| (sq, p)))
    }

    /// How many pieces of `side` and `kind` stand on the board.
    pub fn count(&self, side: Side, kind: Kind) -> usize {
        self.cells
            .iter()
            .filter(|c| **c == Some(Piece::new(side, kind)))
            .count()
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.fen())
    }
}
