//! Tests of It is what it is chess, one file per subject: every ruling R1–R24 of
//! `shared/rules/it-is-what-it-is.md` and the project rulings R25+, each piece's destinations,
//! notation, position and JSON round trips, pictures, and self-play. The helpers here build
//! positions and play moves.

use super::board::{Board, SIZE};
use super::position::{self as position_text, Setup, START};
use super::*;
use crate::geometry::Square;
use crate::view::{Highlight, Ink, Viewer};
use crate::{AnyGame, Game, Match, Outcome, Report, Rng, RuleError, Side, ToAct, VariantId};

mod backspace;
mod capitalisation;
mod game_end;
mod movement;
mod notation;
mod position;
mod selfplay;
mod view;

fn sq(text: &str) -> Square {
    Square::parse(text, SIZE).unwrap_or_else(|| panic!("bad square {text}"))
}

fn side_of(c: char) -> Side {
    if c == 'w' {
        Side::White
    } else {
        Side::Black
    }
}

/// A game from a list of (square, colour, code) with `to_move` ('w'/'b') to move. Symbols not
/// listed are added out of the way: White's Heart a1, Happy Face b1, Peace Sign c1; Black's
/// Heart h8, Happy Face g8, Peace Sign f8.
fn build(pieces: &[(&str, char, char)], to_move: char) -> ItIsWhatItIs {
    let mut board = Board::empty();
    for &(at, colour, code) in pieces {
        let kind = Kind::from_code(code).expect("piece code");
        board.set(sq(at), Some(Piece::new(side_of(colour), kind)));
    }
    let defaults = [
        (Side::White, Kind::Heart, "a1"),
        (Side::White, Kind::HappyFace, "b1"),
        (Side::White, Kind::PeaceSign, "c1"),
        (Side::Black, Kind::Heart, "h8"),
        (Side::Black, Kind::HappyFace, "g8"),
        (Side::Black, Kind::PeaceSign, "f8"),
    ];
    for (side, kind, at) in defaults {
        if board.count(side, kind) == 0 {
            assert!(board.get(sq(at)).is_none(), "default square {at} taken");
            board.set(sq(at), Some(Piece::new(side, kind)));
        }
    }
    let text = position_text::format(&Setup {
        board,
        to_move: side_of(to_move),
        quiet: 0,
        fullmove: 1,
    });
    ItIsWhatItIs::from_position(&text, 0).expect("test position is valid")
}

/// The destinations of a lone piece on an otherwise empty board (Backspacing aside), sorted.
fn lone(kind: Kind, side: Side, at: &str) -> Vec<String> {
    let mut board = Board::empty();
    board.set(sq(at), Some(Piece::new(side, kind)));
    let mut v: Vec<String> = board::mask_squares(board.destinations(sq(at)))
        .map(|s| s.to_string())
        .collect();
    v.sort();
    v
}

fn list(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// Ordinary-move destinations of the piece on `from` in a game, sorted.
fn dests(g: &ItIsWhatItIs, from: &str) -> Vec<String> {
    assert!(g.board().get(sq(from)).is_some(), "no piece on {from}");
    let mut v: Vec<String> = board::mask_squares(g.board().destinations(sq(from)))
        .map(|s| s.to_string())
        .collect();
    v.sort();
    v
}

fn play(g: &mut ItIsWhatItIs, text: &str) -> Report {
    let side = g.side_to_move();
    let action = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(side, action)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn json(g: &ItIsWhatItIs) -> String {
    serde_json::to_string(g).unwrap()
}

fn piece_at(g: &ItIsWhatItIs, at: &str) -> Option<(Side, Kind)> {
    g.board().get(sq(at)).map(|p| (p.side, p.kind))
}

fn rotate(s: Square) -> Square {
    Square::new(7 - s.file, 7 - s.rank)
}

/// A game from `(square, side, kind)` triples; nothing else is on the board.
fn game(pieces: &[(&str, Side, Kind)], to_move: Side) -> ItIsWhatItIs {
    let mut board = Board::empty();
    for &(at, side, kind) in pieces {
        board.set(sq(at), Some(Piece::new(side, kind)));
    }
    let text = position_text::format(&Setup {
        board,
        to_move,
        quiet: 0,
        fullmove: 1,
    });
    ItIsWhatItIs::from_position(&text, 0).expect("test position is valid")
}

/// Both sides' three symbols tucked in the corners of their first ranks.
const SYMBOLS: [(&str, Side, Kind); 6] = [
    ("a1", Side::White, Kind::Heart),
    ("b1", Side::White, Kind::HappyFace),
    ("c1", Side::White, Kind::PeaceSign),
    ("h8", Side::Black, Kind::Heart),
    ("g8", Side::Black, Kind::HappyFace),
    ("f8", Side::Black, Kind::PeaceSign),
];

fn with_symbols(extra: &[(&'static str, Side, Kind)], to_move: Side) -> ItIsWhatItIs {
    let mut all = SYMBOLS.to_vec();
    all.extend_from_slice(extra);
    game(&all, to_move)
}
