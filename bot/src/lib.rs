//! The Discord bot for five chess variants, as a library so tests and benchmarks can drive the
//! game service without Discord.
//!
//! Data flows one way: a Discord interaction reaches a thin command (`commands`) or a component
//! handler (`components`), which calls the [`service::Service`]: one module per use case, which
//! loads the game from the [`store::Store`], lets `rules` apply the action, and commits the new
//! state together with everything it announces (the outbox). `delivery` then sends it; the
//! `outbox` worker sends whatever a stopped process left behind. `docs/architecture.md` has the
//! picture.
//!
//! Public are only what the binary, tests, benchmarks and fuzz targets use: [`cli`] (the
//! binary's entry point), [`service`], [`store`], [`record`] and [`fuzzing`].

mod board_image;
pub mod cli;
mod commands;
mod components;
mod config;
mod delivery;
mod discord;
mod flows;
pub mod fuzzing;
mod limits;
mod local;
mod locks;
mod messages;
mod on_error;
mod ops;
mod ratings;
pub mod record;
mod relay;
pub mod service;
mod shutdown;
pub mod store;
mod text;
mod types;
pub mod words;
mod workers;
