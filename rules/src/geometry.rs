//! Squares, board sizes and "e4"-style parsing, shared by every variant.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A square on a board: `file` 0 is the a-file, `rank` 0 is the first rank (White's side).
///
/// Boards are at most 26 files by 99 ranks; every variant here uses 5x5 or 8x8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    /// 0-based file (0 = `a`).
    pub file: u8,
    /// 0-based rank (0 = `1`).
    pub rank: u8,
}

impl Square {
    /// The square at `file`, `rank` (both 0-based).
    pub const fn new(file: u8, rank: u8) -> Self {
        Square { file, rank }
    }

    /// Parses `"e4"` (case-insensitive) on a board of `size`; `None` if malformed or off the board.
    pub fn parse(text: &str, size: BoardSize) -> Option<Square> {
        let text = text.trim();
        let mut chars = text.chars();
        let f = chars.next()?.to_ascii_lowercase();
        if !f.is_ascii_lowercase() {
            return None;
        }
        let rest: &str = chars.as_str();
        if rest.is_empty() || rest.len() > 2 || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let r: u8 = rest.parse().ok()?;
        if r == 0 {
            return None;
        }
        let sq = Square::new(f as u8 - b'a', r - 1);
        size.contains(sq).then_some(sq)
    }

    /// Parses a square at the start of `text`, returning it and the unread rest.
    pub fn parse_prefix(text: &str, size: BoardSize) -> Option<(Square, &str)> {
        let bytes = text.as_bytes();
        if bytes.is_empty() || !bytes[0].is_ascii_alphabetic() {
            return None;
        }
        let mut end = 1;
        while end < bytes.len() && end <= 2 && bytes[end].is_ascii_digit() {
            end += 1;
        }
        // Prefer the longest rank that is on the board ("a10" on a 10-rank board, else "a1").
        while end > 1 {
            if let Some(sq) = Square::parse(&text[..end], size) {
                return Some((sq, &text[end..]));
            }
            end -= 1;
        }
        None
    }

    /// The square `df` files and `dr` ranks away, if it is on a board of `size`.
    pub fn offset(self, df: i32, dr: i32, size: BoardSize) -> Option<Square> {
        let f = self.file as i32 + df;
        let r = self.rank as i32 + dr;
        (f >= 0 && r >= 0 && f < size.files as i32 && r < size.ranks as i32)
            .then(|| Square::new(f as u8, r as u8))
    }

    /// Index into a row-major array of a board with `files` files.
    pub fn index(self, size: BoardSize) -> usize {
        self.rank as usize * size.files as usize + self.file as usize
    }

    /// The square at `index` in a row-major array of a board of `size`.
    pub fn from_index(index: usize, size: BoardSize) -> Square {
        Square::new(
            (index % size.files as usize) as u8,
            (index / size.files as usize) as u8,
        )
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

/// The dimensions of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardSize {
    /// Number of files (columns).
    pub files: u8,
    /// Number of ranks (rows).
    pub ranks: u8,
}

impl BoardSize {
    /// The 8x8 board of ordinary chess.
    pub const CHESS: BoardSize = BoardSize { files: 8, ranks: 8 };
    /// Apocalypse's 5x5 board.
    pub const FIVE: BoardSize = BoardSize { files: 5, ranks: 5 };

    /// Whether `sq` is on this board.
    pub fn contains(self, sq: Square) -> bool {
        sq.file < self.files && sq.rank < self.ranks
    }

    /// Number of squares.
    pub fn len(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Whether the board has no squares (never true for a real variant).
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// Every square, a1 first, then along the first rank, rank by rank.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        (0..self.len()).map(move |i| Square::from_index(i, self))
    }
}

/// The four straight directions (file, rank), as a rook slides.
pub const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// The four diagonal directions (file, rank), as a bishop slides.
pub const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The eight knight leaps (file, rank), clockwise from one file right and two ranks up.
pub const KNIGHT_LEAPS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight king steps (file, rank), anticlockwise from one file right.
pub const KING_STEPS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// Strips the decorations players type around moves: spaces, `-`, `x`, parentheses, `+`, `#`,
/// and lower-cases the rest. `"(c1)-C2"` becomes `"c1c2"`.
///
/// Variants whose notation uses `x` for something else must not call this.
pub fn normalize_move_text(text: &str) -> String {
    text.chars()
        .filter(|c| {
            !matches!(
                c,
                ' ' | '\t' | '-' | 'x' | 'X' | '(' | ')' | '+' | '#' | '!' | '?'
            )
        })
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display_round_trip() {
        for sq in BoardSize::CHESS.squares() {
            assert_eq!(Square::parse(&sq.to_string(), BoardSize::CHESS), Some(sq));
        }
        assert_eq!(
            Square::parse("E4", BoardSize::CHESS),
            Some(Square::new(4, 3))
        );
        assert_eq!(Square::parse("f1", BoardSize::FIVE), None);
        assert_eq!(Square::parse("a0", BoardSize::CHESS), None);
        assert_eq!(Square::parse("a9", BoardSize::CHESS), None);
        assert_eq!(Square::parse("", BoardSize::CHESS), None);
    }

    #[test]
    fn parse_prefix_reads_one_square() {
        let (sq, rest) = Square::parse_prefix("e2e4", BoardSize::CHESS).unwrap();
        assert_eq!((sq, rest), (Square::new(4, 1), "e4"));
        assert!(Square::parse_prefix("z9", BoardSize::FIVE).is_none());
    }

    #[test]
    fn normalize_strips_decorations() {
        assert_eq!(normalize_move_text("(c1)-C2"), "c1c2");
        assert_eq!(normalize_move_text("a2xb3"), "a2b3");
    }
}
