//! The tournament as the caller stores it: players and the rounds played so far.

use serde::{Deserialize, Serialize};

/// A player's stable identifier, chosen by the caller (for the bot: a Discord user id or a row id).
pub type PlayerId = u64;

/// The largest field [`pair_round`](crate::pair_round) and [`standings`](crate::standings) accept.
pub const MAX_PLAYERS: usize = 256;

/// The largest number of rounds a tournament may have.
pub const MAX_ROUNDS: usize = 15;

/// One entrant.
///
/// Players are ordered for pairing by score, then by `seed` (1 is the strongest), then by `id`;
/// the bot sets the seeds from the ratings when the tournament starts and never changes them.
/// Seeds need not be distinct or contiguous: equal seeds fall back to the id so the order is
/// always total and the same input always gives the same pairings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    /// Stable identifier; must be unique in the field.
    pub id: PlayerId,
    /// Seed rank: 1 is the top seed, larger numbers are lower-ranked.
    pub seed: u32,
    /// A withdrawn player is not paired any more; their past games still count.
    pub withdrawn: bool,
}

impl Player {
    /// An active player with this id and seed.
    pub fn new(id: PlayerId, seed: u32) -> Self {
        Player {
            id,
            seed,
            withdrawn: false,
        }
    }
}

/// A piece colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// Moves first.
    White,
    /// Moves second.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// How a game ended. A loss on time or by not starting the game before the deadline is an
/// ordinary loss here: it scores, pairs and breaks ties exactly like a loss on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
}

impl Outcome {
    /// The points (in half-points: 0, 1 or 2) that the player with `colour` scored.
    pub(crate) fn halves_for(self, colour: Colour) -> u32 {
        match (self, colour) {
            (Outcome::Draw, _) => 1,
            (Outcome::WhiteWins, Colour::White) | (Outcome::BlackWins, Colour::Black) => 2,
            _ => 0,
        }
    }
}

/// One game of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Game {
    /// The player with the white pieces.
    pub white: PlayerId,
    /// The player with the black pieces.
    pub black: PlayerId,
    /// `None` while the game is being played.
    pub outcome: Option<Outcome>,
}

/// One round: its games in board order and the player who had the bye, if any.
///
/// [`pair_round`](crate::pair_round) returns the next round in this form with every outcome
/// `None`; the caller fills the outcomes in as games end and passes the rounds back, oldest
/// first, for the next pairing and for [`standings`](crate::standings).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Round {
    /// The games, board 1 first.
    pub games: Vec<Game>,
    /// The player who sat out this round and scored one point for it.
    pub bye: Option<PlayerId>,
}
