//! A square on one of a picture's boards, as lessons name it: `d5`, or with a plane for Heaven
//! and Hell, `E:d5` (the variant's own plane letters: `V` Heaven, `E` Earth, `L` Hell).

use rules::view::{BoardPlane, BoardView, Ink};
use rules::Square;
use serde::{Deserialize, Deserializer};
use std::fmt;

/// A square on one board of a [`BoardView`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The board's label as the variant names it (`Earth`), or `None` for a variant with one
    /// board.
    pub plane: Option<&'static str>,
    /// The square, as written (its board's size checks it when the spot is used).
    pub square: Square,
    text: String,
}

/// Heaven and Hell's plane letters and the labels its pictures give the planes.
const PLANES: [(char, &str); 3] = [('V', "Heaven"), ('E', "Earth"), ('L', "Hell")];

impl Spot {
    /// Reads `d5` or `E:d5`; `None` if it is neither.
    pub fn parse(text: &str) -> Option<Spot> {
        let text = text.trim();
        let (plane, square) = match text.split_once(':') {
            Some((letter, square)) => {
                let letter = letter.trim().chars().next()?.to_ascii_uppercase();
                let (_, label) = PLANES.iter().find(|(l, _)| *l == letter)?;
                (Some(*label), square)
            }
            None => (None, text),
        };
        // The largest board of any variant is 8x8; the board checks its own size later.
        let square = Square::parse(square, rules::BoardSize::CHESS)?;
        Some(Spot {
            plane,
            square,
            text: text.to_owned(),
        })
    }

    /// Which board of `view` this spot lies on: the one labelled with its plane, or the only
    /// one; `None` if there is no such board or the square is off it.
    pub fn board_index(&self, view: &BoardView) -> Option<usize> {
        let index = match self.plane {
            Some(label) => view
                .boards
                .iter()
                .position(|b| b.label.as_deref() == Some(label))?,
            None if view.boards.len() == 1 => 0,
            None => return None,
        };
        view.boards[index]
            .size
            .contains(self.square)
            .then_some(index)
    }

    /// The board of `view` this spot lies on (see [`Spot::board_index`]).
    pub fn board<'v>(&self, view: &'v BoardView) -> Option<&'v BoardPlane> {
        self.board_index(view).map(|i| &view.boards[i])
    }

    /// The ink of the piece standing on this spot in `view`, if any.
    pub fn ink(&self, view: &BoardView) -> Option<Ink> {
        let board = self.board(view)?;
        board
            .cells
            .iter()
            .find(|c| covers(c, self.square))
            .and_then(|c| c.piece.as_ref())
            .map(|p| p.ink)
    }
}

/// Whether `cell`'s piece covers `square` (an enlarged piece spans several squares).
fn covers(cell: &rules::view::Cell, square: Square) -> bool {
    let (files, ranks) = cell.piece.as_ref().map_or((1, 1), |p| p.span);
    (cell.square.file..cell.square.file + files).contains(&square.file)
        && (cell.square.rank..cell.square.rank + ranks).contains(&square.rank)
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for Spot {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Spot, D::Error> {
        let text = String::deserialize(d)?;
        Spot::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "`{text}` is not a square: write `d5`, or `E:d5` with a plane"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_squares_with_and_without_planes() {
        let s = Spot::parse("d5").unwrap();
        assert_eq!((s.plane, s.square), (None, Square::new(3, 4)));
        let s = Spot::parse("l:a1").unwrap();
        assert_eq!((s.plane, s.square), (Some("Hell"), Square::new(0, 0)));
        assert_eq!(s.to_string(), "l:a1");
        assert!(Spot::parse("X:a1").is_none());
        assert!(Spot::parse("z9").is_none());
        assert!(Spot::parse("").is_none());
    }
}
