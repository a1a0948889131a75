//! Why a tournament command is refused.

use crate::service::ServiceError;
use crate::text::clip;
use crate::words::{words, words_with, Arg, Lang};
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

impl TournamentRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        use TournamentRefusal as T;
        let n = |key: &str, n: String| words_with(lang, key, &[("n", n.into())]);
        match self {
            T::NoneHere => words(lang, "tournament-none-here"),
            T::ChannelBusy(id) => n("tournament-channel-busy", id.to_string()),
            T::NotOrganiser => words(lang, "tournament-not-organiser"),
            T::BadRounds(rounds) => n("tournament-bad-rounds", rounds.to_string()),
            T::Full(players) => words_with(
                lang,
                "tournament-full",
                &[("count", Arg::Number(*players as i64))],
            ),
            T::NotOpen => words(lang, "tournament-not-open"),
            T::NotRunning => words(lang, "tournament-not-running"),
            T::NotEntered => words(lang, "tournament-not-entered"),
            T::AlreadyEntered => words(lang, "tournament-already-entered"),
            T::TooFew(players) => n("tournament-too-few", players.to_string()),
            T::OneComputer => words(lang, "tournament-one-computer"),
            T::NoSuchRound(round) => n("tournament-no-such-round", round.to_string()),
            T::BadStart(text) => words_with(
                lang,
                "tournament-bad-start",
                &[("text", clip(text, 40).into())],
            ),
        }
    }
}

impl fmt::Display for TournamentRefusal {
    /// The refusal in English (for the log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl From<TournamentRefusal> for ServiceError {
    fn from(e: TournamentRefusal) -> Self {
        ServiceError::Tournament(e)
    }
}
