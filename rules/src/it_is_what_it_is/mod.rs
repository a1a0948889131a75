//! It is what it is chess (Daniel MacDuff, 2013): the pieces are the letters of "chess" and three
//! symbols, and each moves the way it looks.
//!
//! The seed text is in `shared/rules/seeds/it-is-what-it-is.seed.txt`, the rulings R1–R24 in
//! `shared/rules/it-is-what-it-is.md`, and the project's own additions (position format,
//! notation, R25 onward) in `docs/rules/it-is-what-it-is.md`.
//!
//! - [`pieces`]: the eleven kinds and their names.
//! - [`shapes`]: every kind's geometry as data, relative to the owner.
//! - [`board`]: the board and move generation from that data.
//! - [`position`]: the position text format.
//! - `state`: the game's state and how a move changes it; `game`: the [`crate::Game`] impl.
//! - `notation`: the action type and its text; `moves`: legal actions and refusals.
//! - `view`: the board image model, the terminal board and the per-piece rules diagrams.
//! - `ai`: the evaluation for the computer opponent.

pub mod board;
pub mod pieces;
pub mod position;
pub mod shapes;

mod ai;
mod game;
mod moves;
mod notation;
mod state;
#[cfg(test)]
mod tests;
mod view;

pub use notation::Action;
pub use pieces::{Kind, Piece};
pub use state::{ItIsWhatItIs, LastMove};
pub use view::{diagram_square, kinds, piece_diagram};

/// The player-facing rules summary (Discord markdown) shown by `/rules`.
pub const HELP: &str = include_str!("help.md");
