//! Tests of Apocalypse, one file per subject; each ruling (R1–R15, R17) and project ruling (P1…)
//! has at least one scenario. The helpers here set up positions and play turns.

use super::*;
use crate::geometry::Square;
use crate::rng::Rng;
use crate::view::{Highlight, Viewer};
use crate::Side::{Black, White};
use crate::{Game, Report, RuleError, Side, ToAct, VariantId, MAX_SUGGESTIONS};
use std::collections::{BTreeMap, BTreeSet};

mod candidates;
mod game_end;
mod notation;
mod position;
mod resolution;
mod secrecy;
mod selfplay;
mod speculative_moves;
mod turns;
mod view;

/// A square from its name.
fn sq(name: &str) -> Square {
    Square::parse(name, board::SIZE).expect("test square")
}

/// A game from pieces like `"Na1 Pb2 pc3 ne5"` (upper case White, lower case Black) and penalties.
fn setup_with(pieces: &str, penalties: (u8, u8)) -> Apocalypse {
    let mut b = Board::empty();
    for item in pieces.split_whitespace() {
        let mut chars = item.chars();
        let piece = Piece::from_letter(chars.next().unwrap()).expect("test piece");
        let at = sq(chars.as_str());
        assert!(b.get(at).is_none(), "two pieces on {at} in test setup");
        b.set(at, Some(piece));
    }
    let text = format!("{} {} {}", b.fen(), penalties.0, penalties.1);
    Apocalypse::from_position(&text, 0).expect("test position")
}

fn setup(pieces: &str) -> Apocalypse {
    setup_with(pieces, (0, 0))
}

/// Parses and submits `text` for `side`, which must succeed.
fn submit(g: &mut Apocalypse, side: Side, text: &str) -> Report {
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{side} {text}: {e}"));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("{side} {text}: {e}"))
}

/// Plays one turn, White submitting first; returns the resolution report.
fn turn(g: &mut Apocalypse, white: &str, black: &str) -> Report {
    submit(g, White, white);
    submit(g, Black, black)
}

fn cand(g: &Apocalypse, side: Side, text: &str) -> Candidate {
    let a = g.parse_action(side, text).unwrap();
    g.candidate(side, &a).unwrap()
}

fn at(g: &Apocalypse, name: &str) -> Option<Piece> {
    g.board().get(sq(name))
}

const WP: Piece = Piece::new(White, Kind::Pawn);
const WN: Piece = Piece::new(White, Kind::Knight);
const BP: Piece = Piece::new(Black, Kind::Pawn);
const BN: Piece = Piece::new(Black, Kind::Knight);

fn last(g: &Apocalypse) -> &TurnRecord {
    g.records().last().unwrap()
}

// ---------------------------------------------------------------- R1

// ---------------------------------------------------------------- R2

// ---------------------------------------------------------------- R3

// ---------------------------------------------------------------- R4

// ---------------------------------------------------------------- R5

// ---------------------------------------------------------------- R6

// ---------------------------------------------------------------- R7

// ---------------------------------------------------------------- R8

// ---------------------------------------------------------------- R9

// ---------------------------------------------------------------- R10

// ---------------------------------------------------------------- R11 / invariants

// ---------------------------------------------------------------- R12

// ---------------------------------------------------------------- R13

// ---------------------------------------------------------------- R14

// ---------------------------------------------------------------- R15

// ---------------------------------------------------------------- R17

// ---------------------------------------------------------------- §4 autocomplete

// ---------------------------------------------------------------- positions, JSON, errors
