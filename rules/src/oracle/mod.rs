//! Oracle Chess: bodies and souls, the Priestess, and rebirth.
//!
//! Bodies have a colour and a class; souls have only a class. A body hosting its own soul (a
//! Priestess: one to three warrior souls) is a figure and moves as its soul(s) allow; lifeless
//! and ill-suited bodies stand still, but souls may move alone into friendly bodies with room.
//! Captured bodies go to the capturer's earth (changing colour), captured souls to the shared
//! underworld; the Lord drops bodies back and the Priestess summons souls back. The spec is
//! `shared/rules/oracle.md`; the project's own rulings and formats are in `docs/rules/oracle.md`.

mod ai;
mod game;
mod moves;
mod notation;
mod pieces;
mod position;
mod state;
mod view;

#[cfg(test)]
mod tests;

pub use game::{LastAction, Oracle};
pub use notation::Action;
pub(crate) use pieces::article;
pub use pieces::{Body, Class, Souls};
pub use state::{Position, PLY_LIMIT, QUIET_LIMIT};

/// The player-facing rules summary shown by `/rules oracle` (Discord markdown).
pub const HELP: &str = include_str!("help.md");
