//! `/history`: the public move record.

use crate::delivery;
use crate::discord::{Context, Error};
use poise::CreateReply;

/// Show the moves of this channel's game (or its last game)
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::target(ctx, game);
    let text = ctx
        .data()
        .service
        .history(&target, ctx.author().id.get())
        .await?;
    ctx.send(CreateReply::default().content(delivery::clip_tail(&text, delivery::MAX_MESSAGE)))
        .await?;
    Ok(())
}
