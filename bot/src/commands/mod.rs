//! Slash commands, one file per feature. Each is thin: read who/where/what, call the service,
//! reply. The `///` comment of each command is its description in Discord.

mod battlefield;
mod board;
mod claim;
mod community;
mod draw;
mod export;
mod help;
mod history;
pub(crate) mod learn;
mod moves;
pub(crate) mod play;
mod preferences;
pub(crate) mod puzzle;
pub(crate) mod replay;
mod resign;
mod review;
mod rules_help;
mod shop;
mod tournament;

pub(crate) use tournament::announcement as tournament_announcement;

use crate::delivery::Outgoing;
use crate::service::{ServiceError, Target};
use crate::types::{Context, Data, Error};
use std::future::Future;
use std::time::Duration;

/// The longest square text read (`b2`, with room for stray spaces).
pub const MAX_SQUARE_TEXT: usize = 8;

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
        replay::replay(),
        review::review(),
        learn::learn(),
        puzzle::puzzle(),
        preferences::preferences(),
        tournament::tournament(),
        help::help(),
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

/// How long a command whose answer is public may read before the interaction is acknowledged
/// first (Discord waits 3 s for the first response).
pub(crate) const PUBLIC_READ_DEADLINE: Duration = Duration::from_millis(1_500);

/// Runs `work` and posts its messages publicly, as the interaction's answer. If it has not
/// finished within [`PUBLIC_READ_DEADLINE`] (a busy database), the interaction is acknowledged
/// first, privately, so that Discord's 3 s are met; the messages are then posted in the
/// channel, and a refusal stays private. (Deferring publicly would make a refusal public.)
pub async fn answer_publicly<F>(ctx: Context<'_>, work: F) -> Result<(), Error>
where
    F: Future<Output = Result<Vec<Outgoing>, ServiceError>>,
{
    let mut work = std::pin::pin!(work);
    let (messages, deferred) = match tokio::time::timeout(PUBLIC_READ_DEADLINE, &mut work).await {
        Ok(done) => (done?, false),
        Err(_) => {
            ctx.defer_ephemeral().await?;
            (work.await?, true)
        }
    };
    if !deferred {
        for out in messages {
            ctx.send(out.reply()).await?;
        }
        return Ok(());
    }
    for out in &messages {
        ctx.channel_id()
            .send_message(ctx.http(), out.message())
            .await?;
    }
    ctx.send(Outgoing::text("Posted in the channel.").ephemeral().reply())
        .await?;
    Ok(())
}
