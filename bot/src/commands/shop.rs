//! `/shop`: the Heaven and Hell shop.

use super::context::call;
use crate::messages::Outgoing;
use crate::types::{Context, Error};

/// Heaven and Hell: show the shop (unlocked entries and prices) and both players' coins
///
/// Posted in the game's channel: the unlocked entries with their prices, how many are still locked,
/// and both players' coins. Buy on your turn with `/move buy <entry> …`.
#[poise::command(slash_command)]
pub async fn shop(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::context::target(ctx, game).await;
    let user = ctx.author().id.get();
    crate::flows::public::answer_publicly(ctx, async {
        let text = call(ctx, ctx.data().service.shop(&target, user)).await?;
        Ok(Outgoing::split(&text))
    })
    .await
}
