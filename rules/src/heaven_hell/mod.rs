//! Heaven and Hell: chess on three planes with coins, items, statuses, upgrades and strange pieces.
//!
//! The seed (`heaven-and-hell.seed.md`) is the authority and the project rulings fill its gaps;
//! the project's own additions are numbered in `docs/rules/heaven-and-hell.md`. It covers the
//! planes, movement, deaths, items, statuses, experience and upgrades, the non-standard pieces,
//! the shop ([`shop`]), the forty chaos effects and every pending decision.
//!
//! Layout: [`board`] (planes, squares, items), [`pieces`] (types, statuses, upgrade lists),
//! `state` (the game's state and its queries), `moves` (move generation and legal action lists),
//! `engine` (the work stack that resolves landings, deaths, chaos and decisions), `notation` (the
//! action type and its text), `refusals` (why an action is refused), `position` (text format),
//! `view` (what players see), `ai` (evaluation and determinisation for the computer),
//! `trap_counts` (what each player can know of the other's Secret Traps) and `game` (the
//! [`crate::Game`] impl).

pub mod board;
pub mod pieces;
pub mod shop;

mod ai;
mod engine;
mod game;
mod moves;
mod notation;
mod position;
mod refusals;
mod state;
mod trap_counts;
mod view;

#[cfg(test)]
mod tests;

pub use engine::{Chaos, Ctx, Decision};
pub use notation::{Ability, Action, Answer, Dir, Word};
pub use shop::{Entry, Shop, ShopItemView, ShopView};
pub use state::{EnPassant, HeavenAndHell, ImpBan, Mark};
pub use view::{glyph, legend};

/// The player-facing summary of the rules, shown by `/rules heaven-and-hell`.
pub const HELP: &str = include_str!("help.md");
