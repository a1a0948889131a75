//! Typed errors: every refusal says what was wrong and carries the data to tell the user.

use crate::types::PlayerId;
use std::fmt;

/// The players or rounds passed in are not a consistent tournament.
///
/// These are caller bugs or corrupted storage, never a consequence of results: a tournament built
/// only from [`pair_round`](crate::pair_round)'s own output never produces them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// More players than [`MAX_PLAYERS`](crate::MAX_PLAYERS).
    TooManyPlayers {
        /// How many were given.
        count: usize,
        /// The limit.
        max: usize,
    },
    /// More rounds than [`MAX_ROUNDS`](crate::MAX_ROUNDS).
    TooManyRounds {
        /// How many were given.
        count: usize,
        /// The limit.
        max: usize,
    },
    /// Two players share an id.
    DuplicatePlayer {
        /// The repeated id.
        id: PlayerId,
    },
    /// A round names a player who is not in the field.
    UnknownPlayer {
        /// The round (1 is the first).
        round: usize,
        /// The id that is not in the field.
        id: PlayerId,
    },
    /// A player appears twice in one round (two games, a game and the bye, or against
    /// themselves).
    PlayerTwiceInRound {
        /// The round (1 is the first).
        round: usize,
        /// The player.
        id: PlayerId,
    },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::TooManyPlayers { count, max } => {
                write!(f, "{count} players is more than the limit of {max}")
            }
            InputError::TooManyRounds { count, max } => {
                write!(f, "{count} rounds is more than the limit of {max}")
            }
            InputError::DuplicatePlayer { id } => write!(f, "player {id} is entered twice"),
            InputError::UnknownPlayer { round, id } => {
                write!(
                    f,
                    "round {round} names player {id}, who is not in the tournament"
                )
            }
            InputError::PlayerTwiceInRound { round, id } => {
                write!(f, "player {id} appears twice in round {round}")
            }
        }
    }
}

impl std::error::Error for InputError {}

/// Why [`pair_round`](crate::pair_round) could not pair the next round.
///
/// Only [`PairingError::NoLegalPairing`] and [`PairingError::NoByeAvailable`] can arise from a
/// well-formed tournament; the bot should then end the tournament after the rounds already played
/// (or refuse to start one with more rounds than [`max_rounds`](crate::max_rounds) allows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// The players or rounds are inconsistent.
    Input(InputError),
    /// A game of an earlier round has no outcome yet: a round is paired only when the previous
    /// one is over.
    UnfinishedGame {
        /// The round (1 is the first).
        round: usize,
        /// White in that game.
        white: PlayerId,
        /// Black in that game.
        black: PlayerId,
    },
    /// The next round would be past [`MAX_ROUNDS`](crate::MAX_ROUNDS).
    RoundLimit {
        /// The round that was asked for (1 is the first).
        next_round: usize,
        /// The limit.
        max: usize,
    },
    /// Fewer than two players are still in the tournament.
    TooFewPlayers {
        /// How many have not withdrawn.
        active: usize,
    },
    /// The number of active players is odd and every one of them has already had a bye, which
    /// nobody may have twice.
    NoByeAvailable {
        /// The round that was asked for (1 is the first).
        round: usize,
        /// How many players have not withdrawn.
        active: usize,
    },
    /// No pairing of all active players keeps the absolute rules (no rematch, no third game in a
    /// row with one colour, colour difference within ±2), whichever eligible player gets the bye.
    /// The field is exhausted: the tournament cannot go on.
    NoLegalPairing {
        /// The round that was asked for (1 is the first).
        round: usize,
        /// The players left without an opponent by the largest legal pairing found (with the bye,
        /// if any, given to the lowest-ranked eligible player), in pairing order.
        unpaired: Vec<PlayerId>,
    },
}

impl From<InputError> for PairingError {
    fn from(error: InputError) -> Self {
        PairingError::Input(error)
    }
}

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::Input(error) => error.fmt(f),
            PairingError::UnfinishedGame {
                round,
                white,
                black,
            } => write!(
                f,
                "the game {white} vs {black} of round {round} has not finished"
            ),
            PairingError::RoundLimit { next_round, max } => {
                write!(f, "round {next_round} is past the limit of {max} rounds")
            }
            PairingError::TooFewPlayers { active } => {
                write!(f, "only {active} player(s) left: at least two are needed")
            }
            PairingError::NoByeAvailable { round, active } => write!(
                f,
                "round {round}: {active} players need a bye, and every one has had one"
            ),
            PairingError::NoLegalPairing { round, unpaired } => write!(
                f,
                "round {round} cannot be paired without a rematch or a colour-rule breach \
                 ({} player(s) would have no opponent)",
                unpaired.len()
            ),
        }
    }
}

impl std::error::Error for PairingError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PairingError::Input(error) => Some(error),
            _ => None,
        }
    }
}
