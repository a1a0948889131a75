//! Why the service refuses: every refusal as data, and (in `Display`) the one place its words
//! are written.

use super::{format_duration, MAX_MOVE_TIME_LIMIT, MIN_MOVE_TIME_LIMIT};
use crate::store::{Status, StoreError};
use rules::{RuleError, VariantId};
use std::fmt;

/// A refusal (or, for [`ServiceError::Internal`], a failure). `Display` is the friendly text
/// shown to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServiceError {
    /// No game in this channel.
    NoGameHere,
    /// No game with this number.
    NoSuchGame(i64),
    /// The user does not play in this game.
    NotYourGame,
    /// Not this user's turn, or they already submitted this turn.
    NotYourTurn(String),
    /// The rules refused the action (malformed or illegal); the rules' message.
    Rule(String),
    /// The game is still an open challenge.
    NotStarted,
    /// The game has ended; how, in words (empty if unknown).
    GameOver(String),
    /// The channel already has a game or an open challenge.
    ChannelBusy,
    /// Challenging yourself.
    SelfChallenge,
    /// Challenging a bot.
    BotChallenge,
    /// The variant is not in this build yet.
    NotPlayable(VariantId),
    /// The server turned this variant off (`/settings`).
    VariantDisabled(VariantId),
    /// A move time limit outside the allowed range (its length in seconds).
    BadTimeLimit(u64),
    /// Only members who may manage the server can change its settings.
    NotAdmin,
    /// The user is going faster than the rate limit allows; they may go on after this long.
    SlowDown(std::time::Duration),
    /// The user already has as many games (or open challenges) as anyone may.
    TooManyGames(String),
    /// The bot is stopping (a restart): nothing new is started.
    Stopping,
    /// Only the challenged player may accept or decline.
    OnlyChallenged,
    /// Only the challenger may cancel.
    OnlyChallenger,
    /// The challenge was already answered or withdrawn: how it stands now (`Challenge`: closed
    /// by another click a moment before).
    ChallengeClosed(Status),
    /// A direct message, but none of the user's games is in progress; with how their latest
    /// game ended, if they have played one (a move sent just after it ended hears that).
    NothingToPlay(Option<String>),
    /// Several of the user's games could be meant (which, and why it is unclear): they must
    /// pass `game` (or use the command in the game's thread).
    WhichGame(Vec<i64>, Ambiguity),
    /// The computer's action was chosen for a version of the game that is gone (another
    /// process took its turn over).
    Superseded,
    /// A draw offer made before the last action.
    OfferExpired,
    /// Accepting one's own draw offer.
    OwnOffer,
    /// A move menu from an earlier turn.
    StaleMenu,
    /// Lost a race with another action on the same game several times.
    Busy,
    /// A command for another variant (the command, the variant it is for, the game's variant,
    /// the game it was used on).
    WrongVariant(&'static str, VariantId, VariantId, i64),
    /// A question about the board that has no answer (no piece there, no such attack); the
    /// rules' words.
    NoAnswer(String),
    /// A win-on-time claim that is not (yet) valid: too early, or the claimant is the one to
    /// act; the reason in words.
    CannotClaim(String),
    /// Input longer than any valid answer (what it was meant to be, its length in characters);
    /// refused before it is read.
    TooLong(TextKind, usize),
    /// Something broke (database, corrupt state). Logged; the user gets an apology.
    Internal(String),
}

/// What a text a user typed was meant to be, for the refusal of one that is too long: it
/// names the kind and shows what one looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// An action (`/move`).
    Move,
    /// A duration (a move time limit).
    Duration,
    /// A list of variants (`/settings variants`).
    VariantList,
    /// A square (`/forecast`, `/piece`).
    Square,
}

impl TextKind {
    /// "a move", "a duration", ...
    pub fn noun(self) -> &'static str {
        match self {
            TextKind::Move => "a move",
            TextKind::Duration => "a duration",
            TextKind::VariantList => "a list of variants",
            TextKind::Square => "a square",
        }
    }

    /// What a good one looks like.
    pub fn hint(self) -> &'static str {
        match self {
            TextKind::Move => {
                "Moves look like `e2e4` and squares like `b2`; start typing a move and \
                 autocomplete lists your legal ones."
            }
            TextKind::Duration => "Durations look like `24h`, `3d` or `90m`.",
            TextKind::VariantList => {
                "Use `all`, or variant ids separated by commas such as `apocalypse, oracle`."
            }
            TextKind::Square => "Squares look like `b2`.",
        }
    }
}

/// Why [`ServiceError::WhichGame`] cannot tell which game is meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ambiguity {
    /// In a direct message: several games wait for the user.
    Waiting,
    /// In a direct message: several games are in progress, none waiting for the user.
    InProgress,
    /// In a channel: the user plays several games in threads under it.
    InThreads,
}

impl ServiceError {
    /// Whether this is a refusal the user caused (shown as is) rather than a failure.
    pub fn is_refusal(&self) -> bool {
        !matches!(self, ServiceError::Internal(_))
    }

    pub(super) fn from_rule(e: RuleError) -> ServiceError {
        match e {
            RuleError::NotYourTurn { message, .. } => ServiceError::NotYourTurn(message),
            RuleError::GameOver => ServiceError::GameOver(String::new()),
            other => ServiceError::Rule(other.to_string()),
        }
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::NoGameHere => {
                f.write_str("There is no game in this channel. Challenge someone with `/play`.")
            }
            ServiceError::NoSuchGame(id) => write!(f, "There is no game #{id}."),
            ServiceError::NotYourGame => f.write_str("You are not playing in this game."),
            ServiceError::NotYourTurn(m) => f.write_str(m),
            ServiceError::Rule(m) => write!(f, "That move is not allowed: {m}"),
            ServiceError::NotStarted => {
                f.write_str("This game has not started: the challenge is still open.")
            }
            ServiceError::GameOver(how) if how.is_empty() => f.write_str("This game is over."),
            ServiceError::GameOver(how) => write!(f, "This game is over: {how}."),
            ServiceError::ChannelBusy => f.write_str(
                "This channel already has a game or an open challenge. Finish it first, or \
                 start a thread and play there.",
            ),
            ServiceError::SelfChallenge => f.write_str("You cannot challenge yourself."),
            ServiceError::BotChallenge => f.write_str("Bots cannot play; challenge a person."),
            ServiceError::NotPlayable(v) => write!(f, "{} is not playable yet.", v.title()),
            ServiceError::VariantDisabled(v) => write!(
                f,
                "{} is turned off on this server (see `/settings`).",
                v.title()
            ),
            ServiceError::BadTimeLimit(secs) => write!(
                f,
                "A move time limit of {} is not allowed: choose between {} and {}, e.g. `24h`.",
                format_duration(*secs as i64),
                format_duration(MIN_MOVE_TIME_LIMIT.as_secs() as i64),
                format_duration(MAX_MOVE_TIME_LIMIT.as_secs() as i64)
            ),
            ServiceError::SlowDown(wait) => write!(
                f,
                "Slow down a little: you can go on in {}.",
                format_duration((wait.as_secs_f64().ceil() as i64).max(1))
            ),
            ServiceError::TooManyGames(why) => f.write_str(why),
            ServiceError::Stopping => f.write_str("I am restarting; please try again in a minute."),
            ServiceError::NotAdmin => f.write_str(
                "Only members who may manage the server (Manage Server) can change its settings.",
            ),
            ServiceError::OnlyChallenged => {
                f.write_str("Only the challenged player can accept or decline this challenge.")
            }
            ServiceError::OnlyChallenger => {
                f.write_str("Only the player who made the challenge can cancel it.")
            }
            ServiceError::ChallengeClosed(how) => f.write_str(match how {
                Status::Declined => "This challenge was declined.",
                Status::Cancelled => "This challenge was withdrawn.",
                Status::Active => "This challenge was accepted already: its game is under way.",
                Status::Finished => "This challenge was accepted already, and its game is over.",
                // (Closed by another click a moment before.)
                Status::Challenge => "This challenge is no longer open.",
            }),
            ServiceError::Superseded => {
                f.write_str("The game moved on while this action was being chosen.")
            }
            ServiceError::NothingToPlay(None) => f.write_str(
                "You have no game in progress. Challenge someone with `/play` in a server.",
            ),
            ServiceError::NothingToPlay(Some(how)) => write!(
                f,
                "You have no game in progress: your latest game is over ({how}). \
                 Challenge someone with `/play` in a server."
            ),
            ServiceError::WhichGame(ids, why) => {
                let list: Vec<String> = ids.iter().map(|id| format!("#{id}")).collect();
                let list = list.join(", ");
                match why {
                    Ambiguity::Waiting => write!(
                        f,
                        "Several of your games are waiting for you ({list}); say which with the \
                         `game` option."
                    ),
                    Ambiguity::InProgress => write!(
                        f,
                        "You have several games in progress ({list}), none of them waiting for \
                         you; say which with the `game` option (`/games` lists them)."
                    ),
                    Ambiguity::InThreads => write!(
                        f,
                        "You have several games in threads of this channel ({list}): use the \
                         command in the game's thread, or say which with the `game` option."
                    ),
                }
            }
            ServiceError::OfferExpired => {
                f.write_str("That draw offer has expired: the game has moved on since.")
            }
            ServiceError::StaleMenu => {
                f.write_str("That menu is from an earlier turn; use the newest one, or `/move`.")
            }
            ServiceError::OwnOffer => f.write_str("You cannot accept your own draw offer."),
            ServiceError::Busy => {
                f.write_str("Someone else acted on this game at the same moment; please try again.")
            }
            ServiceError::WrongVariant(command, wanted, actual, game) => write!(
                f,
                "`/{command}` is for {} games; game #{game} is {}. For another game, add \
                 `game:` with its number (`/games` lists yours).",
                wanted.title(),
                actual.title()
            ),
            ServiceError::NoAnswer(m) | ServiceError::CannotClaim(m) => f.write_str(m),
            ServiceError::TooLong(what, len) => write!(
                f,
                "That is too long to be {} ({len} characters). {}",
                what.noun(),
                what.hint()
            ),
            ServiceError::Internal(_) => {
                f.write_str("Something went wrong on my side; please try again in a moment.")
            }
        }
    }
}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            StoreError::Conflict => ServiceError::Busy,
            StoreError::Db(e) => ServiceError::Internal(format!("database: {e}")),
        }
    }
}

impl std::error::Error for ServiceError {}
