//! What both commands and buttons (or workers) do on Discord beyond sending one message: a
//! tournament's announcement kept up to date (`announcement`), the
//! database's share of an interaction's 3 seconds (`budget`), a public answer within them
//! (`public`), starting a game against the computer
//! (`computer_game`), starting a lobby game in its two homes (`lobby`), drawing a tournament's standings with the players' names (`standings`).
//! Below `crate::commands`, `crate::components` and `crate::workers`, above
//! `crate::delivery` and the service.

pub mod announcement;
pub mod budget;
pub mod computer_game;
pub mod lobby;
pub mod public;
pub mod standings;
