//! `/claim`: claim a win on time when the opponent has not moved within the move time limit.

use super::context::call;
use crate::delivery;
use crate::types::{Context, Error};

/// Claim a win on time: your opponent has not moved within the move time limit
///
/// Allowed once your opponent has not acted within the game's move time limit, counted from the
/// start of the current turn, and only when you are not the one to act (in Apocalypse: once you
/// have submitted this turn's move and they have not). A claim made too early is refused,
/// privately, with the time left. A pending secret move is never revealed.
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    // Heard at once, whatever the load; the answer follows privately, the board in the channel.
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    let update = call(
        ctx,
        ctx.data().service.claim(&target, ctx.author().id.get()),
    )
    .await?;
    delivery::send_update(ctx, &update).await
}
