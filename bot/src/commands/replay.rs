//! `/replay`: a finished game as an animated GIF, posted in the channel (the **Replay** button
//! does the same from `crate::components`).

use super::context::SpeedChoice;
use crate::delivery::DiscordNames;
use crate::messages::replay::replay_message;
use crate::messages::Outgoing;
use crate::types::{Context, Error};
use crate::words::{words_with, Arg};
use render::Speed;

/// Post a finished game as an animated GIF (this channel's last game, or game number N)
///
/// Every move is a frame, as the channel saw it, from the start to the end; the first and last
/// frames stay 3 seconds, the others 1 (`speed` slow: 2, fast: half a second), and it loops. A
/// game still being played is not replayed. A very long game skips some positions (never a
/// capture or a decision) to fit Discord's upload limit, and says so.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<i64>,
    #[description = "How fast the moves follow each other (default normal)"] speed: Option<
        SpeedChoice,
    >,
) -> Result<(), Error> {
    // Drawing a long game takes a moment: heard at once, and a refusal stays private.
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    let speed = Speed::from(speed.unwrap_or_default());
    let names = DiscordNames(ctx.http());
    let post = ctx
        .data()
        .service
        .replay(&target, ctx.author().id.get(), speed, &names)
        .await?;
    ctx.channel_id()
        .send_message(ctx.http(), replay_message(&post))
        .await?;
    let key = if ctx.guild_id().is_some() {
        "replay-posted-channel"
    } else {
        "replay-posted-above"
    };
    let game = [("game", Arg::from(post.game_id.to_string()))];
    let note = words_with(target.lang, key, &game);
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}
