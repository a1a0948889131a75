//! Board geometry: reach (the squares a piece attacks, with blocking), ordinary moves, attack
//! paths. Squares are indices 0..64 (a1 = 0, b1 = 1, ..., h8 = 63); sets are `u64` bitboards.

use super::pieces::{Moves, Passive, Piece};
use crate::{Side, Square};

/// The 64 squares, each empty or holding a piece.
pub type Board = [Option<Piece>; 64];

/// Knight jumps.
pub use crate::geometry::KNIGHT_LEAPS as KNIGHT_JUMPS;
pub use crate::geometry::{BISHOP_DIRS, KING_STEPS, ROOK_DIRS};

/// The square index of `sq`.
pub fn idx(sq: Square) -> usize {
    sq.rank as usize * 8 + sq.file as usize
}

/// The square of index `i`.
pub fn sq(i: usize) -> Square {
    Square::new((i % 8) as u8, (i / 8) as u8)
}

/// File of index `i`.
pub fn file(i: usize) -> i32 {
    (i % 8) as i32
}

/// Rank of index `i`.
pub fn rank(i: usize) -> i32 {
    (i / 8) as i32
}

/// The index `df`, `dr` away from `i`, if on the board.
pub fn step(i: usize, df: i32, dr: i32) -> Option<usize> {
    let f = file(i) + df;
    let r = rank(i) + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// Chebyshev distance.
pub fn dist(a: usize, b: usize) -> i32 {
    (file(a) - file(b)).abs().max((rank(a) - rank(b)).abs())
}

/// Forward rank direction of `side`'s pawns.
pub fn forward(side: Side) -> i32 {
    match side {
        Side::White => 1,
        Side::Black => -1,
    }
}

/// The rank a pawn of `side` starts on.
pub fn pawn_start_rank(side: Side) -> i32 {
    match side {
        Side::White => 1,
        Side::Black => 6,
    }
}

/// The last rank for `side`'s pawns.
pub fn last_rank(side: Side) -> i32 {
    match side {
        Side::White => 7,
        Side::Black => 0,
    }
}

fn slide_dirs(m: Moves) -> &'static [(i32, i32)] {
    match m {
        Moves::Queen => &[
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ],
        Moves::Rook => &ROOK_DIRS,
        Moves::Bishop | Moves::Demon => &BISHOP_DIRS,
        _ => &[],
    }
}

fn leaps(m: Moves) -> &'static [(i32, i32)] {
    match m {
        Moves::King => &KING_STEPS,
        Moves::Knight | Moves::Demon => &KNIGHT_JUMPS,
        Moves::Beast => &[
            (1, 0),
            (1, 1),
            (0, 1),
            (-1, 1),
            (-1, 0),
            (-1, -1),
            (0, -1),
            (1, -1),
            (1, 2),
            (2, 1),
            (2, -1),
            (1, -2),
            (-1, -2),
            (-2, -1),
            (-2, 1),
            (-1, 2),
        ],
        _ => &[],
    }
}

/// R(P): every square the piece on `from` attacks, worked out from the current board. Slides
/// include each empty square and the first occupied one; leaps every square on the board; pawns
/// their two forward diagonals. Empty if `from` is empty.
pub fn reach(board: &Board, from: usize) -> u64 {
    let Some(p) = board[from] else { return 0 };
    let m = p.kind.moves();
    let mut set = 0u64;
    if m == Moves::Pawn {
        for df in [-1, 1] {
            if let Some(t) = step(from, df, forward(p.side)) {
                set |= 1 << t;
            }
        }
        return set;
    }
    for &(df, dr) in slide_dirs(m) {
        let mut cur = from;
        while let Some(t) = step(cur, df, dr) {
            set |= 1 << t;
            if board[t].is_some() {
                break;
            }
            cur = t;
        }
    }
    for &(df, dr) in leaps(m) {
        if let Some(t) = step(from, df, dr) {
            set |= 1 << t;
        }
    }
    set
}

/// Whether `target` is in R(piece on `from`): the same set as [`reach`], tested directly.
pub fn reaches(board: &Board, from: usize, target: usize) -> bool {
    let Some(p) = board[from] else { return false };
    if from == target {
        return false;
    }
    let df = file(target) - file(from);
    let dr = rank(target) - rank(from);
    let m = p.kind.moves();
    if m == Moves::Pawn {
        return df.abs() == 1 && dr == forward(p.side);
    }
    if leaps(m).contains(&(df, dr)) {
        return true;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let aligned = (df == 0 || dr == 0 || df.abs() == dr.abs()) && slide_dirs(m).contains(&(sf, sr));
    if !aligned {
        return false;
    }
    let mut cur = from;
    while let Some(t) = step(cur, sf, sr) {
        if t == target {
            return true;
        }
        if board[t].is_some() {
            return false;
        }
        cur = t;
    }
    false
}

/// Ordinary (non-capturing) destinations of the piece on `from`: each empty square it may move
/// to, and whether the move passes over a friendly piece (Pass Through). No castling.
pub fn move_targets(board: &Board, from: usize) -> Vec<(usize, bool)> {
    let mut out = Vec::new();
    let Some(p) = board[from] else { return out };
    let pass = p.has(Passive::PassThrough);
    let m = p.kind.moves();
    if m == Moves::Pawn {
        let fw = forward(p.side);
        if let Some(one) = step(from, 0, fw) {
            let one_friend = board[one].is_some_and(|q| q.side == p.side);
            if board[one].is_none() {
                out.push((one, false));
            }
            if rank(from) == pawn_start_rank(p.side)
                && (board[one].is_none() || (pass && one_friend))
            {
                if let Some(two) = step(from, 0, 2 * fw) {
                    if board[two].is_none() {
                        out.push((two, board[one].is_some()));
                    }
                }
            }
        }
        return out;
    }
    for &(df, dr) in slide_dirs(m) {
        let mut cur = from;
        let mut passed = false;
        while let Some(t) = step(cur, df, dr) {
            match board[t] {
                None => out.push((t, passed)),
                Some(q) if pass && q.side == p.side => passed = true,
                Some(_) => break,
            }
            cur = t;
        }
    }
    for &(df, dr) in leaps(m) {
        if let Some(t) = step(from, df, dr) {
            if board[t].is_none() && !out.iter().any(|&(s, _)| s == t) {
                out.push((t, false));
            }
        }
    }
    out
}

/// The squares strictly between `from` and `to` if a piece moving as `m` attacks `to` by a slide
/// (queen, rook, bishop lines, the Demon's and Cleric's diagonals); empty for leaps, pawn
/// attacks, and adjacent targets.
pub fn attack_path(m: Moves, from: usize, to: usize) -> Vec<usize> {
    let df = file(to) - file(from);
    let dr = rank(to) - rank(from);
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    let slides = match m {
        Moves::Queen => straight || diagonal,
        Moves::Rook => straight,
        Moves::Bishop | Moves::Demon => diagonal,
        _ => false,
    };
    if !slides || (df == 0 && dr == 0) {
        return Vec::new();
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let mut out = Vec::new();
    let mut cur = from;
    while let Some(t) = step(cur, sf, sr) {
        if t == to {
            break;
        }
        out.push(t);
        cur = t;
    }
    out
}

/// Whether a friendly piece of `side` other than the one on `at` stands within `d` of `at`.
pub fn friend_within(board: &Board, at: usize, side: Side, d: i32) -> bool {
    (0..64).any(|i| i != at && dist(i, at) <= d && board[i].is_some_and(|q| q.side == side))
}

/// Iterates the indices set in `set`.
pub fn bits(mut set: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}
