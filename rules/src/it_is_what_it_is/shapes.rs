//! Every piece's geometry as data, one constant per kind, written the way its ruling reads.
//!
//! Vectors are relative to the piece's owner (R1): `x` to the owner's right, `y` up (toward the
//! opponent). A White piece moves by (+x files, +y ranks), a Black piece by (−x, −y), so Black's
//! geometry is White's turned 180 degrees.
//!
//! A piece moves in up to three ways, each a list:
//! - `paths` (R3): fixed step sequences; the piece may stop on the k-th square of a path if the
//!   squares before it are empty and that square is empty or enemy. Capture only at the end.
//! - `leaps` (R3): jump straight to the target, ignoring what lies between.
//! - `legs` (R13): a capital's plans of rook legs; a leg slides one or more squares, and the next
//!   leg of the plan is open only if the leg ended on an empty square at the board edge.
//!
//! plus `backspace` (R18) for the capitals.

use super::pieces::Kind;
use crate::Side;

/// A step or leap relative to the owner: `x` to the owner's right, `y` up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Vector {
    /// Squares to the owner's right (negative: left).
    pub x: i8,
    /// Squares up, toward the opponent (negative: down).
    pub y: i8,
}

impl Vector {
    /// The vector (x, y).
    pub const fn new(x: i8, y: i8) -> Self {
        Vector { x, y }
    }

    /// The board displacement (files, ranks) of this vector for a piece of `side`.
    pub fn absolute(self, side: Side) -> (i32, i32) {
        match side {
            Side::White => (self.x as i32, self.y as i32),
            Side::Black => (-(self.x as i32), -(self.y as i32)),
        }
    }
}

/// Up: toward the opponent.
pub const U: Vector = Vector::new(0, 1);
/// Down: toward the owner's side.
pub const D: Vector = Vector::new(0, -1);
/// The owner's left.
pub const L: Vector = Vector::new(-1, 0);
/// The owner's right.
pub const R: Vector = Vector::new(1, 0);
/// Up and left.
pub const UL: Vector = Vector::new(-1, 1);
/// Up and right.
pub const UR: Vector = Vector::new(1, 1);
/// Down and left.
pub const DL: Vector = Vector::new(-1, -1);
/// Down and right.
pub const DR: Vector = Vector::new(1, -1);

const fn v(x: i8, y: i8) -> Vector {
    Vector::new(x, y)
}

/// How one kind moves.
#[derive(Debug)]
pub struct Geometry {
    /// Step paths (R3): stop on any square of a path reached through empty squares.
    pub paths: &'static [&'static [Vector]],
    /// Leaps (R3): the target must be on the board and not hold a friendly piece.
    pub leaps: &'static [Vector],
    /// Rook-leg plans (R13): one direction per leg; a later leg needs the earlier one to have
    /// ended, on an empty square, at the edge.
    pub legs: &'static [&'static [Vector]],
    /// Backspacing (R18): one square to the owner's left, removing whatever stands there.
    pub backspace: bool,
}

const NONE: &[Vector] = &[];

/// R5 c: "up to four spaces as a mini-rose that starts vertically and ends up going to your
/// right". Up then clockwise, or down then counter-clockwise.
pub const SMALL_C: Geometry = Geometry {
    paths: &[&[U, UR, R, DR], &[D, DR, R, UR]],
    leaps: NONE,
    legs: &[],
    backspace: false,
};

/// R6 h: "up to two spaces vertically, or one right with the option of up to three steps as a
/// mini-rose starting right and going down".
pub const SMALL_H: Geometry = Geometry {
    paths: &[&[U, U], &[D, D], &[R, DR, D]],
    leaps: NONE,
    legs: &[],
    backspace: false,
};

/// R7 e: two to the side; after two, up or down two (down only after left); after that, two
/// back the opposite way.
pub const SMALL_E: Geometry = Geometry {
    paths: &[
        &[R, R, U, U, L, L],
        &[L, L, U, U, R, R],
        &[L, L, D, D, R, R],
    ],
    leaps: NONE,
    legs: &[],
    backspace: false,
};

/// R8 s: one sideways; then two up after left or two down after right; then two the other way.
pub const SMALL_S: Geometry = Geometry {
    paths: &[&[L, U, U, R, R], &[R, D, D, L, L]],
    leaps: NONE,
    legs: &[],
    backspace: false,
};

/// R14 C: up or down as a rook; from the edge, right as a rook.
pub const BIG_C: Geometry = Geometry {
    paths: &[],
    leaps: NONE,
    legs: &[&[U, R], &[D, R]],
    backspace: true,
};

/// R15 H: sideways as a rook; from the edge, up or down as a rook.
pub const BIG_H: Geometry = Geometry {
    paths: &[],
    leaps: NONE,
    legs: &[&[L, U], &[L, D], &[R, U], &[R, D]],
    backspace: true,
};

/// R16 E: up, down or right as a rook; after a vertical leg to the edge, right as a rook.
pub const BIG_E: Geometry = Geometry {
    paths: &[],
    leaps: NONE,
    legs: &[&[U, R], &[D, R], &[R]],
    backspace: true,
};

/// R17 S: sideways as a rook; at the edge down (after right) or up (after left); at the corner,
/// back opposite to the first leg.
pub const BIG_S: Geometry = Geometry {
    paths: &[],
    leaps: NONE,
    legs: &[&[R, D, L], &[L, U, R]],
    backspace: true,
};

/// R9 Happy Face: alfil upward (the eyes), knight or dababa downward (the smile).
pub const HAPPY_FACE: Geometry = Geometry {
    paths: &[],
    leaps: &[
        v(-2, 2),
        v(2, 2),
        v(-2, -1),
        v(-1, -2),
        v(0, -2),
        v(1, -2),
        v(2, -1),
    ],
    legs: &[],
    backspace: false,
};

/// R10 Heart: five steps of a mini-rose starting diagonally up, turning away from the centre
/// line, then up to two more in the last direction (to the heart's point).
pub const HEART: Geometry = Geometry {
    paths: &[&[UL, L, DL, D, DR, DR, DR], &[UR, R, DR, D, DL, DL, DL]],
    leaps: NONE,
    legs: &[],
    backspace: false,
};

/// R11 Peace Sign: one or two straight up (a path), or leaps: knight, alfil, (3,0) jumper, and
/// one step diagonally down.
pub const PEACE_SIGN: Geometry = Geometry {
    paths: &[&[U, U]],
    leaps: &[
        // knight
        v(1, 2),
        v(2, 1),
        v(2, -1),
        v(1, -2),
        v(-1, -2),
        v(-2, -1),
        v(-2, 1),
        v(-1, 2),
        // alfil
        v(2, 2),
        v(2, -2),
        v(-2, -2),
        v(-2, 2),
        // (3,0) jumper
        v(3, 0),
        v(0, 3),
        v(-3, 0),
        v(0, -3),
        // one step diagonally down
        v(1, -1),
        v(-1, -1),
    ],
    legs: &[],
    backspace: false,
};

/// The geometry of `kind`.
pub fn geometry(kind: Kind) -> &'static Geometry {
    match kind {
        Kind::SmallC => &SMALL_C,
        Kind::SmallH => &SMALL_H,
        Kind::SmallE => &SMALL_E,
        Kind::SmallS => &SMALL_S,
        Kind::BigC => &BIG_C,
        Kind::BigH => &BIG_H,
        Kind::BigE => &BIG_E,
        Kind::BigS => &BIG_S,
        Kind::HappyFace => &HAPPY_FACE,
        Kind::Heart => &HEART,
        Kind::PeaceSign => &PEACE_SIGN,
    }
}
