//! Slash commands, one file per feature. Each is thin: read who/where/what, call the service,
//! reply. The `///` comment of each command is its description in Discord.

mod battlefield;
mod board;
mod claim;
mod community;
mod draw;
mod export;
mod history;
mod moves;
mod play;
mod resign;
mod rules_help;
mod shop;

use crate::discord::{Context, Data, Error};
use crate::service::{ServiceError, Target};

/// The longest square text read (`b2`, with room for stray spaces).
pub const MAX_SQUARE_TEXT: usize = 8;

/// `text` if it is at most `max` characters long; otherwise a refusal saying it is too long to
/// be `what`, without reading (or quoting) it.
pub fn bounded<'a>(text: &'a str, max: usize, what: &'static str) -> Result<&'a str, ServiceError> {
    let len = text.chars().count();
    if len > max {
        return Err(ServiceError::TooLong(what, len));
    }
    Ok(text)
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        play::play(),
        moves::move_(),
        board::board(),
        resign::resign(),
        claim::claim(),
        draw::draw(),
        rules_help::rules(),
        history::history(),
        battlefield::forecast(),
        battlefield::piece(),
        shop::shop(),
        community::leaderboard(),
        community::stats(),
        community::games(),
        community::settings(),
        export::export(),
    ]
}

/// Which game a command is about: the explicit `game` option, else the channel's game, else (in
/// a DM) the user's game.
pub fn target(ctx: Context<'_>, game: Option<i64>) -> Target {
    let place = if ctx.guild_id().is_some() {
        Target::channel(ctx.channel_id().get())
    } else {
        Target::direct()
    };
    place.with_game(game)
}
