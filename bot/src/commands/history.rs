//! `/history`: the public move record.

use super::context::call;
use crate::messages::Outgoing;
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
    let target = super::context::target(ctx, game).await;
    let user = ctx.author().id.get();
    crate::flows::public::answer_publicly(ctx, async {
        let text = call(ctx, ctx.data().service.history(&target, user)).await?;
        let text = crate::text::clip_tail(&text, crate::messages::MAX_MESSAGE);
        Ok(vec![Outgoing::text(text)])
    })
    .await
}
