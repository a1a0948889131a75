//! The position text format (documented in `docs/rules/it-is-what-it-is.md`):
//!
//! `<placement> <side to move> [<quiet plies> [<move number>]]`
//!
//! - placement: ranks 8 down to 1, separated by `/`, each read from the a-file to the h-file.
//!   A digit 1–8 is that many empty squares; a piece is its colour, `w` or `b`, followed by its
//!   code: `c h e s` (lower case), `C H E S` (capitals), `F` Happy Face, `L` Heart, `P` Peace
//!   Sign (the symbols ☺ ♥ ☮ are read too).
//! - side to move: `w` or `b`.
//! - quiet plies: plies since the last capture or capitalisation (R24), default 0.
//! - move number: starts at 1 and grows after each Black move, default 1.

use super::board::{Board, SIZE};
use super::pieces::{promotion_rank, Kind, Piece};
use crate::error::{IiwiiPiece, IiwiiPosition, IiwiiPosition as P};
use crate::geometry::Square;
use crate::{RuleError, Side};

/// The standard start (R2).
pub const START: &str = "bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w 0 1";

/// The quiet-move limit (R24).
pub const QUIET_LIMIT: u32 = 100;

/// A parsed position text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The pieces.
    pub board: Board,
    /// Who moves next.
    pub to_move: Side,
    /// Plies since the last capture or capitalisation.
    pub quiet: u32,
    /// The move number (a White move and the Black reply share one).
    pub fullmove: u32,
}

fn side_code(side: Side) -> char {
    match side {
        Side::White => 'w',
        Side::Black => 'b',
    }
}

/// The placement field alone: it identifies a position for repetition together with the side.
pub fn placement(board: &Board) -> String {
    let mut out = String::with_capacity(72);
    for rank in (0..SIZE.ranks).rev() {
        let mut empty = 0;
        for file in 0..SIZE.files {
            match board.get(Square::new(file, rank)) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(side_code(p.side));
                    out.push(p.kind.code());
                }
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

/// Writes a whole position text.
pub fn format(setup: &Setup) -> String {
    format!(
        "{} {} {} {}",
        placement(&setup.board),
        side_code(setup.to_move),
        setup.quiet,
        setup.fullmove
    )
}

fn bad(reason: IiwiiPosition) -> RuleError {
    RuleError::bad_position(reason)
}

/// Reads a placement field. Symbols are not counted here; [`parse`] adds that check (at most one
/// symbol may be gone, which makes a finished game).
pub fn read_placement(text: &str) -> Result<Board, RuleError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != SIZE.ranks as usize {
        return Err(bad(P::RankCount { found: ranks.len() }));
    }
    let mut board = Board::empty();
    for (i, row) in ranks.iter().enumerate() {
        let rank = SIZE.ranks - 1 - i as u8;
        let mut file: u8 = 0;
        let mut chars = row.chars();
        while let Some(c) = chars.next() {
            let width = match c {
                '1'..='8' => c as u8 - b'0',
                'w' | 'W' | 'b' | 'B' => 1,
                other => {
                    return Err(bad(P::NotColourOrCount {
                        rank: rank + 1,
                        found: other.to_string(),
                    }))
                }
            };
            if file + width > SIZE.files {
                return Err(bad(P::RankTooLong { rank: rank + 1 }));
            }
            if c.is_ascii_digit() {
                file += width;
                continue;
            }
            let side = if c.eq_ignore_ascii_case(&'w') {
                Side::White
            } else {
                Side::Black
            };
            let code = chars
                .next()
                .ok_or_else(|| bad(P::NoPieceCode { rank: rank + 1 }))?;
            let kind = Kind::from_code(code).ok_or_else(|| {
                bad(P::NotAPiece {
                    rank: rank + 1,
                    code: code.to_string(),
                })
            })?;
            let sq = Square::new(file, rank);
            if kind.is_lower() && rank == promotion_rank(side) {
                return Err(bad(P::AlreadyCapital {
                    side,
                    piece: kind,
                    square: sq,
                }));
            }
            board.set(sq, Some(Piece::new(side, kind)));
            file += 1;
        }
        if file != SIZE.files {
            return Err(bad(P::RankSquares {
                rank: rank + 1,
                squares: file,
            }));
        }
    }
    Ok(board)
}

fn parse_placement(text: &str) -> Result<Board, RuleError> {
    let board = read_placement(text)?;
    let mut missing = Vec::new();
    for side in Side::BOTH {
        for kind in SYMBOLS {
            match board.count(side, kind) {
                0 => missing.push(IiwiiPiece::Owned { side, kind }),
                1 => {}
                n => {
                    return Err(bad(P::SymbolCount {
                        side,
                        piece: kind,
                        count: n,
                    }))
                }
            }
        }
    }
    // One symbol gone is a finished game (R20, R25): its position reads back as such. Two
    // cannot happen, since the game ends as soon as one leaves the board.
    if missing.len() > 1 {
        return Err(bad(P::SymbolsMissing { missing }));
    }
    Ok(board)
}

/// The three symbols; losing one loses the game (R20).
pub const SYMBOLS: [Kind; 3] = [Kind::Heart, Kind::HappyFace, Kind::PeaceSign];

/// The side whose symbol is off the board, and which symbol, if one is (a finished game).
pub fn lost_symbol(board: &Board) -> Option<(Side, Kind)> {
    Side::BOTH.into_iter().find_map(|side| {
        SYMBOLS
            .into_iter()
            .find(|&kind| board.count(side, kind) == 0)
            .map(|kind| (side, kind))
    })
}

/// Reads a position text.
pub fn parse(text: &str) -> Result<Setup, RuleError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() < 2 || fields.len() > 4 {
        return Err(bad(P::Fields));
    }
    let board = parse_placement(fields[0])?;
    let to_move = match fields[1].to_ascii_lowercase().as_str() {
        "w" | "white" => Side::White,
        "b" | "black" => Side::Black,
        other => {
            return Err(bad(P::SideToMove {
                found: other.to_owned(),
            }))
        }
    };
    let quiet = match fields.get(2) {
        None => 0,
        Some(t) => t
            .parse::<u32>()
            .ok()
            .filter(|q| *q <= QUIET_LIMIT)
            .ok_or_else(|| {
                bad(P::Quiet {
                    limit: QUIET_LIMIT,
                    found: (*t).to_owned(),
                })
            })?,
    };
    let fullmove = match fields.get(3) {
        None => 1,
        Some(t) => t.parse::<u32>().ok().filter(|n| *n >= 1).ok_or_else(|| {
            bad(P::MoveNumber {
                found: (*t).to_owned(),
            })
        })?,
    };
    Ok(Setup {
        board,
        to_move,
        quiet,
        fullmove,
    })
}
