//! Sends what the service decided to Discord: replies, channel posts, DMs, and the outbox's
//! announcements; opens and names game threads; looks up what a user is called.
//!
//! The messages themselves are built in `crate::messages`. Secret text only ever goes to a DM
//! or an ephemeral reply, and is never logged above debug.

mod asker;
mod courier;
mod names;
pub mod recent;
mod threads;

pub use asker::{deliver_to, send_queued, send_update, show_held, Asker};
pub use courier::{Courier, Lineup};
pub use names::{display_name, DiscordNames};
pub use threads::{
    find_or_open_thread, is_thread, may_use_threads, name_thread, open_or_find_thread, open_thread,
};

use poise::serenity_prelude as serenity;

/// Whether `e` is Discord refusing a DM because the user does not accept them.
pub fn is_closed_dms(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.error.code == 50007 || response.status_code.as_u16() == 403
        }
        _ => false,
    }
}

/// Whether `e` says the target is gone for good (unknown channel, message or user; missing
/// access): retrying cannot help.
pub fn is_permanent(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            (400..500).contains(&status) && status != 429
        }
        _ => false,
    }
}
