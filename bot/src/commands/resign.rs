//! `/resign`: give up the game.

use super::context::call;
use crate::delivery;
use crate::types::{Context, Error};

/// Resign your game in this channel
///
/// The game ends at once as a win for your opponent (rated games change ratings). `game` picks one
/// of your games by number, from a DM or another channel.
#[poise::command(slash_command)]
pub async fn resign(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    // Heard at once, whatever the load; the answer follows privately, the board in the channel.
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    let update = call(
        ctx,
        ctx.data().service.resign(&target, ctx.author().id.get()),
    )
    .await?;
    delivery::send_update(ctx, &update).await
}
