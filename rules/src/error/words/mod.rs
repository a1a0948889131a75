//! Every English sentence of a refusal, and only here: the `Display` of each reason. A variant
//! module builds reasons; the words it shows are the ones written below. A translation does not
//! read these: it keys its own sentences by each reason's `key()` and fills them from `args()`.

mod apocalypse;
mod battlefield;
mod ending;
mod heaven_hell;
mod it_is_what_it_is;
mod oracle;

use super::reasons::{MatchRefusal, Shared, StoredError, WaitingFor};
use super::terms::PieceKind;
use super::RuleError;
use std::fmt;

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::Malformed { reason, .. } => reason.fmt(f),
            RuleError::Illegal { reason, .. } => reason.fmt(f),
            RuleError::NotYourTurn { reason, .. } => reason.fmt(f),
            RuleError::GameOver => f.write_str("This game is over."),
            RuleError::BadPosition { reason } => reason.fmt(f),
        }
    }
}

/// The first `max` items, then how many more.
pub(super) fn some(list: &[String], max: usize) -> String {
    if list.len() <= max {
        list.join(", ")
    } else {
        format!("{} and {} more", list[..max].join(", "), list.len() - max)
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PieceKind::Apocalypse(k) => k.name(),
            PieceKind::ItIsWhatItIs(k) => k.name(),
        })
    }
}

impl fmt::Display for Shared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shared::NoPieceOn { square } => write!(f, "There is no piece on {square}."),
            Shared::NotYours {
                piece,
                square,
                owner,
                side,
            } => write!(f, "The {piece} on {square} is {owner}'s; you play {side}."),
        }
    }
}

impl fmt::Display for MatchRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchRefusal::NotPlayable { variant } => {
                write!(f, "{} is not playable yet.", variant.title())
            }
            MatchRefusal::NothingToClaim { opponent } => write!(
                f,
                "{opponent} is not the one to act, so there is nothing to claim."
            ),
        }
    }
}

impl fmt::Display for WaitingFor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WaitingFor::Turn { side } => write!(f, "It is {side}'s turn."),
            WaitingFor::TurnNotYours { to_move, side } => {
                write!(f, "It is {to_move}'s turn, not {side}'s.")
            }
            WaitingFor::Submitted { turn, opponent } => write!(
                f,
                "You have already submitted your move for turn {turn}, and a submission is \
                 final. Waiting for {opponent}."
            ),
            WaitingFor::Decision { side, prompt } => {
                write!(f, "Waiting for {side} to decide: {prompt}.")
            }
            WaitingFor::DecisionPending { side } => write!(f, "Waiting for {side} to decide."),
            WaitingFor::ClaimNeitherActed => f.write_str(
                "Neither side has acted this turn, so nobody can claim on time yet. Make your \
                 move first; you can claim straight after if the time is up.",
            ),
            WaitingFor::ClaimOwnTurn => {
                f.write_str("You are the one to act, so you cannot claim on time.")
            }
            WaitingFor::NothingToDo { side } => write!(f, "{side} has nothing to do now."),
        }
    }
}

impl fmt::Display for StoredError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoredError::Unreadable { error } => write!(f, "stored game unreadable: {error}"),
            StoredError::NewerFormat { format, newest } => write!(
                f,
                "stored game has format {format} but this build reads up to {newest}"
            ),
            StoredError::Damaged { error } => write!(f, "stored game damaged: {error}"),
        }
    }
}
