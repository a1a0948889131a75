//! `/history`: the public move record.

use crate::delivery::{self, Outgoing};
use crate::discord::{Context, Error};

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
    let text = delivery::clip_tail(&text, delivery::MAX_MESSAGE);
    ctx.send(Outgoing::text(text).reply()).await?;
    Ok(())
}
