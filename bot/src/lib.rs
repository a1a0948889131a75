//! The Discord bot for five chess variants, as a library so tests and benchmarks can drive the
//! game service without Discord.
//!
//! Data flows one way: a Discord interaction reaches a thin command ([`commands`]) or a component
//! handler ([`components`]), which calls the [`service::Service`]; the service loads the game
//! from the [`store::Store`], lets `rules` apply the action, commits, and returns what to say to
//! whom; [`delivery`] sends it.

pub mod board_image;
pub mod cli;
pub mod commands;
pub mod components;
pub mod computer;
pub mod config;
pub mod delivery;
pub mod discord;
pub mod errors;
pub mod fuzzing;
pub mod limits;
pub mod local;
pub mod outbox;
pub mod ratings;
pub mod record;
pub mod reminders;
pub mod service;
pub mod shutdown;
pub mod store;
