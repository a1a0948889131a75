//! `/board`: show the board; players also get their private view.

use crate::delivery;
use crate::discord::{Context, Error};

/// Show the board of this channel's game (players also get their private view, privately)
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::target(ctx, game);
    let reply = ctx
        .data()
        .service
        .board(&target, ctx.author().id.get())
        .await?;
    let components = delivery::decision_components(reply.decision.as_ref());
    ctx.send(delivery::reply(&reply.public, false).components(components))
        .await?;
    if let Some(private) = &reply.private {
        ctx.send(delivery::reply(private, true)).await?;
    }
    Ok(())
}
