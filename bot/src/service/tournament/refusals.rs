//! Why a tournament command is refused.

use crate::service::ServiceError;
use crate::text::clip;
use std::fmt;

/// Why a tournament command is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// No tournament in this channel.
    NoneHere,
    /// The channel has a tournament open or running already (its number).
    ChannelBusy(i64),
    /// Only members who may manage the server may organise.
    NotOrganiser,
    /// Rounds outside 1 to 15.
    BadRounds(i64),
    /// Full: the most entrants a tournament may have.
    Full(usize),
    /// Joining or leaving once it has started, or starting one already running.
    NotOpen,
    /// Not running (standings of one not started, withdraw before the start).
    NotRunning,
    /// The user is not in it.
    NotEntered,
    /// The user is in it already.
    AlreadyEntered,
    /// Fewer than two entrants at the start.
    TooFew(usize),
    /// A second computer player.
    OneComputer,
    /// No round with this number yet.
    NoSuchRound(i64),
    /// A start time that is not a Unix time or Discord timestamp in the future.
    BadStart(String),
}

impl fmt::Display for TournamentRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TournamentRefusal as T;
        match self {
            T::NoneHere => f.write_str(
                "There is no tournament in this channel. An organiser starts one with \
                 `/tournament create`.",
            ),
            T::ChannelBusy(id) => write!(
                f,
                "This channel already has a tournament (#{id}) open or running: one at a time."
            ),
            T::NotOrganiser => {
                f.write_str("Only members who may manage the server may organise tournaments.")
            }
            T::BadRounds(n) => write!(f, "A tournament has 1 to 15 rounds, not {n}."),
            T::Full(n) => write!(
                f,
                "This tournament is full ({}, the most allowed).",
                crate::text::plural(n, "player", "players")
            ),
            T::NotOpen => {
                f.write_str("This tournament has started (or ended): entries are closed.")
            }
            T::NotRunning => f.write_str("This tournament is not running."),
            T::NotEntered => f.write_str("You are not playing in this tournament."),
            T::AlreadyEntered => f.write_str("You are in this tournament already."),
            T::TooFew(n) => write!(
                f,
                "A tournament needs at least 2 players to start; it has {n}."
            ),
            T::OneComputer => f.write_str("This tournament has a computer player already."),
            T::NoSuchRound(n) => write!(f, "Round {n} has not been paired."),
            T::BadStart(text) => write!(
                f,
                "`{}` is not a start time: give how long from now, such as `30m` or `2h`, or a Unix \
                 time in the future, or leave `start` out and use `/tournament start`.",
                clip(text, 40)
            ),
        }
    }
}

impl From<TournamentRefusal> for ServiceError {
    fn from(e: TournamentRefusal) -> Self {
        ServiceError::Tournament(e)
    }
}
