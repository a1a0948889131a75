//! Background workers: the work no interaction triggers, each a loop over rows in the database
//! (so a restart or a second process carries on where this one stopped). Started by
//! `crate::discord` once the bot is connected.
//!
//! - `outbox`: announcements nobody is sending any more (left by a stopped process, or failed
//!   for a passing reason).
//! - `computer`: the computer's turns, searched on blocking threads.
//! - `reminders`: move reminders and expired open challenges.
//! - `tournaments`: Swiss rounds paired once, their games started in threads, the final
//!   standings posted.
//! - `heartbeat`: this run saying it is alive, so its claims stay its own.

pub mod computer;
pub mod heartbeat;
pub mod outbox;
pub mod reminders;
pub mod tournaments;
