//! Battlefield Chess: chess where a capture is a Fire Emblem style battle.
//!
//! Pieces have HP, stats, weapons, unit types, elements and skills (the one data table is
//! [`profiles`]). An attack is a combat: the defender only leaves the board when its HP drops below
//! 0; otherwise the attacker stops as close as it can along its path. The rules are the seed
//! (`shared/rules/seeds/battlefield.seed.md`) completed by the rulings file, plus the project
//! rulings in `docs/rules/battlefield.md`.
//!
//! Layout: [`pieces`] (vocabulary), [`profiles`] (numbers), `board` (geometry), `combat` (§2.8),
//! `state` (the position, actions, turns, check), `moves` (which actions exist), `skills` (active
//! skills), `notation` (the action type and its text), `report` (what an action did, in words), `card` (a piece's `/piece` card),
//! `position` (text format), `game` (the game around the position and the [`crate::Game`]
//! impl), `view` (pictures and text), `ai` (evaluation).

mod ai;
mod board;
mod card;
mod combat;
mod game;
mod moves;
mod notation;
pub mod pieces;
mod position;
pub mod profiles;
mod report;
mod skills;
mod state;
mod view;

#[cfg(test)]
mod tests;

pub use combat::{Combatant, Forecast, Strike};
pub use game::{Battlefield, LastAction};
pub use notation::Action;
pub use report::{Heal, What};
pub use skills::SkillAction;

/// The player-facing summary of combat for `/rules` (Discord markdown).
pub const HELP: &str = include_str!("help.md");
