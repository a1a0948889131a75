//! `/history`: the public move record.

use crate::delivery::{self, Outgoing};
use crate::types::{Context, Error};

/// Show the moves of this channel's game (or its last game)
#[poise::command(slash_command)]
pub async fn history(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::target(ctx, game);
    let user = ctx.author().id.get();
    super::answer_publicly(ctx, async {
        let text = ctx.data().service.history(&target, user).await?;
        let text = delivery::clip_tail(&text, delivery::MAX_MESSAGE);
        Ok(vec![Outgoing::text(text)])
    })
    .await
}
