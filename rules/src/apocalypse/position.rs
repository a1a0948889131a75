//! The position text format: the placement (`npppn/p3p/5/P3P/NPPPN`, also the stored form of a
//! [`Board`]) and the whole position, placement plus penalties and turn number (see the module
//! doc of [`super`]).

use super::board::{last_rank, Kind, Piece, MAX_KNIGHTS, SIZE, START_FEN};
use super::{Apocalypse, Board, LOSING_PENALTIES};
use crate::error::ApocalypsePosition;
use crate::error::ApocalypsePosition as P;
use crate::geometry::Square;
use crate::{RuleError, Side};

/// Reads a position text: placement, penalties and turn number, the last two optional.
pub(super) fn read(text: &str) -> Result<Apocalypse, RuleError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let bad =
        |why: ApocalypsePosition| RuleError::bad_position(P::InPosition { why: Box::new(why) });
    if fields.is_empty() || fields.len() == 2 || fields.len() > 4 {
        return Err(bad(P::Fields {
            start: START_FEN.to_owned(),
            text: text.trim().to_owned(),
        }));
    }
    let board = Board::from_fen(fields[0])?;
    board.check_position().map_err(bad)?;
    let mut penalties = [0u8; 2];
    for (i, side) in Side::BOTH.into_iter().enumerate() {
        if let Some(field) = fields.get(1 + i) {
            penalties[i] = match field.parse::<u8>() {
                Ok(p) if p <= LOSING_PENALTIES => p,
                _ => {
                    return Err(bad(P::Penalties {
                        side,
                        field: (*field).to_owned(),
                    }))
                }
            };
        }
    }
    let turn = match fields.get(3) {
        None => 1,
        Some(field) => match field.parse::<u32>() {
            Ok(t) if t >= 1 => t,
            _ => {
                return Err(bad(P::Turn {
                    field: (*field).to_owned(),
                }))
            }
        },
    };
    Ok(Apocalypse::from_parts(board, penalties, turn))
}

/// The position text of `game`: placement, both penalties and the turn number.
pub(super) fn write(game: &Apocalypse) -> String {
    format!(
        "{} {} {} {}",
        game.board.fen(),
        game.penalties[0],
        game.penalties[1],
        game.turn
    )
}

impl Board {
    /// Reads a placement: five ranks from rank 5 down to rank 1, separated by `/`, each made of
    /// `P N p n` and digits counting empty squares. Checks only the shape and the letters; the
    /// game checks what is legal (see [`Board::check_legal`]).
    pub fn from_fen(text: &str) -> Result<Board, RuleError> {
        let bad = |why: ApocalypsePosition| {
            RuleError::bad_position(P::InBoard {
                text: text.to_owned(),
                why: Box::new(why),
            })
        };
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != SIZE.ranks as usize {
            return Err(bad(P::RankCount { found: rows.len() }));
        }
        let mut board = Board::empty();
        for (i, row) in rows.iter().enumerate() {
            let rank = SIZE.ranks - 1 - i as u8;
            let mut file: u8 = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 {
                        return Err(bad(P::ZeroDigit { rank: rank + 1 }));
                    }
                    file = file.saturating_add(d as u8);
                } else if let Some(piece) = Piece::from_letter(c) {
                    if file >= SIZE.files {
                        return Err(bad(P::RankTooLong { rank: rank + 1 }));
                    }
                    board.set(Square::new(file, rank), Some(piece));
                    file += 1;
                } else {
                    return Err(bad(P::NotAPiece {
                        letter: c.to_string(),
                    }));
                }
                if file > SIZE.files {
                    return Err(bad(P::RankTooLong { rank: rank + 1 }));
                }
            }
            if file != SIZE.files {
                return Err(bad(P::RankShort {
                    rank: rank + 1,
                    squares: file,
                }));
            }
        }
        Ok(board)
    }

    /// Whether this placement could occur in a game: at most two knights per side, and no pawn
    /// standing on its own last rank (it would have promoted or relocated).
    pub fn check_legal(&self) -> Result<(), RuleError> {
        self.check_position().map_err(RuleError::bad_position)
    }

    /// [`Board::check_legal`], with its reason.
    fn check_position(&self) -> Result<(), ApocalypsePosition> {
        for side in Side::BOTH {
            let knights = self.count(side, Kind::Knight);
            if knights > MAX_KNIGHTS {
                return Err(P::TooManyKnights {
                    side,
                    knights,
                    max: MAX_KNIGHTS,
                });
            }
        }
        for (sq, piece) in self.pieces() {
            if piece.kind == Kind::Pawn && sq.rank == last_rank(piece.side) {
                return Err(P::PawnOnLastRank {
                    side: piece.side,
                    square: sq,
                });
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

impl From<Board> for String {
    fn from(b: Board) -> String {
        b.fen()
    }
}

impl TryFrom<String> for Board {
    type Error = RuleError;

    fn try_from(text: String) -> Result<Board, RuleError> {
        Board::from_fen(&text)
    }
}
