//! Apocalypse: a 5x5 game of footmen (pawns) and horsemen (knights) in which both players move
//! at the same time, in secret, and may speculate on the opponent's move.
//!
//! The rules are the seed text with the rulings R1–R17 of the specification and the project's own
//! rulings P1… in `docs/rules/apocalypse.md`. A turn goes:
//! 1. each side submits one candidate action ([`Apocalypse::candidates`]); the first submission is stored
//!    in the state (it survives serialisation) and only "White has submitted." is said publicly;
//! 2. when the second arrives, the turn is resolved: it validates both (R5), hands out penalties (R8), cancels
//!    captures of pieces that moved away (R9), settles collisions (R10) and applies the turn (R11);
//! 3. the end checks run in order (R12): footmen, penalties, no safe action, repetition.
//!
//! # Position format
//!
//! `npppn/p3p/5/P3P/NPPPN 0 0 1`: the placement (rank 5 first, `/` between ranks, `P N` White,
//! `p n` Black, digits count empty squares), then White's and Black's penalties, then the number
//! of the turn about to be played. The penalties and the turn number may be left out (they
//! default to `0 0 1`). Pending submissions are never part of the position.

mod ai;
mod board;
mod game;
mod moves;
mod notation;
mod position;
mod resolve;
mod state;
mod view;

#[cfg(test)]
mod tests;

pub use board::{Board, Kind, Piece, START_FEN};
pub use moves::{Candidate, Condition, Conditions};
pub use notation::{Action, Finish};
pub use resolve::Played;
pub use state::{Apocalypse, TurnRecord, LOSING_PENALTIES};

/// The player-facing rules summary (Discord markdown), shown by `/rules apocalypse`.
pub const HELP: &str = include_str!("help.md");
