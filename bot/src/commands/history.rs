//! `/history`: the public move record.

use crate::delivery::{self, Outgoing};
use crate::types::{Context, Error};

/// Show the moves of this channel's game (or its last game)
///
/// The public record of the game, one line per turn, and its result once it is over; secret moves
/// appear only once their turn is revealed. In a channel whose games are played in threads, the
/// last game of its threads.
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
