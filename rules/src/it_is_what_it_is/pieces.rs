//! The eleven kinds of piece: four lower-case letters, their four capitals, and three symbols.

use crate::Side;
use serde::{Deserialize, Serialize};

/// What a piece is. Letters keep their identity when they capitalise (`SmallC` becomes `BigC`);
/// the three symbols never change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Lower-case c (rules R5).
    SmallC,
    /// Lower-case h (R6).
    SmallH,
    /// Lower-case e (R7).
    SmallE,
    /// Lower-case s (R8).
    SmallS,
    /// Capital C (R14).
    BigC,
    /// Capital H (R15).
    BigH,
    /// Capital E (R16).
    BigE,
    /// Capital S (R17).
    BigS,
    /// The Happy Face ☺ (R9). Losing it loses the game.
    HappyFace,
    /// The Heart ♥ (R10). Losing it loses the game.
    Heart,
    /// The Peace Sign ☮ (R11). Losing it loses the game.
    PeaceSign,
}

impl Kind {
    /// Every kind, in the order the rules list them.
    pub const ALL: [Kind; 11] = [
        Kind::SmallC,
        Kind::SmallH,
        Kind::SmallE,
        Kind::SmallS,
        Kind::BigC,
        Kind::BigH,
        Kind::BigE,
        Kind::BigS,
        Kind::HappyFace,
        Kind::Heart,
        Kind::PeaceSign,
    ];

    /// The name players read: "c", "C", "Happy Face", "Heart", "Peace Sign".
    pub fn name(self) -> &'static str {
        match self {
            Kind::SmallC => "c",
            Kind::SmallH => "h",
            Kind::SmallE => "e",
            Kind::SmallS => "s",
            Kind::BigC => "C",
            Kind::BigH => "H",
            Kind::BigE => "E",
            Kind::BigS => "S",
            Kind::HappyFace => "Happy Face",
            Kind::Heart => "Heart",
            Kind::PeaceSign => "Peace Sign",
        }
    }

    /// What is drawn on the board: the letter itself, or ☺ ♥ ☮.
    pub fn glyph(self) -> &'static str {
        match self {
            Kind::HappyFace => "☺",
            Kind::Heart => "♥",
            Kind::PeaceSign => "☮",
            letter => letter.name(),
        }
    }

    /// The character used in position texts: the letter itself, or `F` (Happy Face),
    /// `L` (Heart: "Love" in the inventor's setup line) and `P` (Peace Sign).
    pub fn code(self) -> char {
        match self {
            Kind::SmallC => 'c',
            Kind::SmallH => 'h',
            Kind::SmallE => 'e',
            Kind::SmallS => 's',
            Kind::BigC => 'C',
            Kind::BigH => 'H',
            Kind::BigE => 'E',
            Kind::BigS => 'S',
            Kind::HappyFace => 'F',
            Kind::Heart => 'L',
            Kind::PeaceSign => 'P',
        }
    }

    /// Reads a position-text character; the symbols ☺ ♥ ☮ are accepted as well as `F L P`.
    pub fn from_code(c: char) -> Option<Kind> {
        Some(match c {
            'c' => Kind::SmallC,
            'h' => Kind::SmallH,
            'e' => Kind::SmallE,
            's' => Kind::SmallS,
            'C' => Kind::BigC,
            'H' => Kind::BigH,
            'E' => Kind::BigE,
            'S' => Kind::BigS,
            'F' | '☺' => Kind::HappyFace,
            'L' | '♥' => Kind::Heart,
            'P' | '☮' => Kind::PeaceSign,
            _ => return None,
        })
    }

    /// A capital letter (it may Backspace and never changes again).
    pub fn is_capital(self) -> bool {
        matches!(self, Kind::BigC | Kind::BigH | Kind::BigE | Kind::BigS)
    }

    /// A lower-case letter (it capitalises on the opponent's first rank).
    pub fn is_lower(self) -> bool {
        matches!(
            self,
            Kind::SmallC | Kind::SmallH | Kind::SmallE | Kind::SmallS
        )
    }

    /// Heart, Happy Face or Peace Sign: losing one loses the game (R20).
    pub fn is_symbol(self) -> bool {
        matches!(self, Kind::HappyFace | Kind::Heart | Kind::PeaceSign)
    }

    /// The capital of a lower-case letter (R12); every other kind is returned unchanged.
    pub fn capitalised(self) -> Kind {
        match self {
            Kind::SmallC => Kind::BigC,
            Kind::SmallH => Kind::BigH,
            Kind::SmallE => Kind::BigE,
            Kind::SmallS => Kind::BigS,
            other => other,
        }
    }

    /// One line on how the piece moves, for rules pictures and help.
    pub fn summary(self) -> &'static str {
        match self {
            Kind::SmallC => "c: up to 4 steps along a c-shaped curve (up or down, then round to the right); blocked by pieces",
            Kind::SmallH => "h: up to 2 straight up or down, or 1 right then down the shoulder (3 steps); blocked by pieces",
            Kind::SmallE => "e: 2 sideways, then round the box of an e (up either side, down only on the left); blocked by pieces",
            Kind::SmallS => "s: 1 sideways, then up 2 (after left) or down 2 (after right), then back across: an S; blocked",
            Kind::BigC => "C: rook up or down; from the far edge it may turn and slide right. Can Backspace",
            Kind::BigH => "H: rook sideways; from the side edge it may turn and slide up or down. Can Backspace",
            Kind::BigE => "E: rook up, down or right; after a vertical slide to the edge it may turn right. Can Backspace",
            Kind::BigS => "S: rook sideways; at the edge it turns (down after right, up after left), at the corner back. Can Backspace",
            Kind::HappyFace => "Happy Face ☺: leaps two squares diagonally up (eyes), or knight/dababa down (smile)",
            Kind::Heart => "Heart ♥: up to 5 steps round one half of a heart, then up to 2 more to its point; blocked",
            Kind::PeaceSign => "Peace Sign ☮: 1–2 straight up, or leaps as knight, alfil or (3,0) jumper, or 1 diagonally down",
        }
    }
}

/// A piece on the board: whose, and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its owner.
    pub side: Side,
    /// What it is.
    pub kind: Kind,
}

impl Piece {
    /// A `kind` piece of `side`.
    pub const fn new(side: Side, kind: Kind) -> Self {
        Piece { side, kind }
    }
}

/// The rank index (0-based) of `side`'s opponent's first rank, where letters capitalise (R12).
pub fn promotion_rank(side: Side) -> u8 {
    match side {
        Side::White => 7,
        Side::Black => 0,
    }
}
