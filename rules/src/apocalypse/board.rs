//! The 5x5 board, its two kinds of piece, and the FEN-like text that describes a placement.

use crate::geometry::{BoardSize, Square};
use crate::{RuleError, Side};
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

    /// Reads a placement: five ranks from rank 5 down to rank 1, separated by `/`, each made of
    /// `P N p n` and digits counting empty squares. Checks only the shape and the letters; the
    /// game checks what is legal (see [`Board::check_legal`]).
    pub fn from_fen(text: &str) -> Result<Board, RuleError> {
        let bad =
            |why: String| RuleError::BadPosition(format!("Bad Apocalypse board `{text}`: {why}"));
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != SIZE.ranks as usize {
            return Err(bad(format!(
                "expected 5 ranks separated by `/`, found {}",
                rows.len()
            )));
        }
        let mut board = Board::empty();
        for (i, row) in rows.iter().enumerate() {
            let rank = SIZE.ranks - 1 - i as u8;
            let mut file: u8 = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 {
                        return Err(bad(format!("rank {} has a 0", rank + 1)));
                    }
                    file = file.saturating_add(d as u8);
                } else if let Some(piece) = Piece::from_letter(c) {
                    if file >= SIZE.files {
                        return Err(bad(format!("rank {} has more than 5 squares", rank + 1)));
                    }
                    board.set(Square::new(file, rank), Some(piece));
                    file += 1;
                } else {
                    return Err(bad(format!(
                        "`{c}` is not a piece (only P and N for White, p and n for Black)"
                    )));
                }
                if file > SIZE.files {
                    return Err(bad(format!("rank {} has more than 5 squares", rank + 1)));
                }
            }
            if file != SIZE.files {
                return Err(bad(format!(
                    "rank {} has {file} squares instead of 5",
                    rank + 1
                )));
            }
        }
        Ok(board)
    }

    /// Whether this placement could occur in a game: at most two knights per side, and no pawn
    /// standing on its own last rank (it would have promoted or relocated).
    pub fn check_legal(&self) -> Result<(), String> {
        for side in Side::BOTH {
            let knights = self.count(side, Kind::Knight);
            if knights > MAX_KNIGHTS {
                return Err(format!(
                    "{side} has {knights} knights; a side never has more than {MAX_KNIGHTS}"
                ));
            }
        }
        for (sq, piece) in self.pieces() {
            if piece.kind == Kind::Pawn && sq.rank == last_rank(piece.side) {
                return Err(format!(
                    "{}'s pawn on {sq} stands on its own last rank, where it would have promoted",
                    piece.side
                ));
            }
        }
        Ok(())
    }

    /// The placement as text, rank 5 first.
    pub fn fen(&self) -> String {
        let mut out = String::with_capacity(24);
        for rank in (0..SIZE.ranks).rev() {
            let mut empty = 0;
            for file in 0..SIZE.files {
                match self.get(Square::new(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.letter());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.fen())
    }
}

impl From<Board> for String {
    fn from(b: Board) -> String {
        b.fen()
    }
}

impl TryFrom<String> for Board {
    type Error = String;

    fn try_from(text: String) -> Result<Board, String> {
        Board::from_fen(&text).map_err(|e| e.to_string())
    }
}
