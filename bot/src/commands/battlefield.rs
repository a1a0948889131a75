//! Battlefield Chess questions: `/forecast` (what an attack would do) and `/piece` (a piece's
//! card). Both answer privately and change nothing.

use super::context::call;
use crate::service::{bounded, TextKind};
use crate::types::{Context, Error};

/// Battlefield: preview exactly what an attack would do, without playing it
///
/// Shows, visible only to you, every strike of the battle the attack from `from` on `to` would
/// start: the damage, who survives, and where the attacker ends. For the side not to move it is a
/// threat forecast.
#[poise::command(slash_command)]
pub async fn forecast(
    ctx: Context<'_>,
    #[description = "The attacking piece's square, e.g. b2"] from: String,
    #[description = "The square attacked, e.g. g7"] to: String,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::context::target(ctx, game).await;
    let from = bounded(&from, super::context::MAX_SQUARE_TEXT, TextKind::Square)?;
    let to = bounded(&to, super::context::MAX_SQUARE_TEXT, TextKind::Square)?;
    ctx.defer_ephemeral().await?;
    let text = call(
        ctx,
        ctx.data()
            .service
            .forecast(&target, ctx.author().id.get(), from, to),
    )
    .await?;
    private(ctx, &text).await
}

/// Battlefield: show a piece's stats, skills and effects
///
/// Visible only to you: the piece's unit type, weapon, element, HP and stats, its skills and their
/// charge, and the effects on it.
#[poise::command(slash_command)]
pub async fn piece(
    ctx: Context<'_>,
    #[description = "The piece's square, e.g. e4"] square: String,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::context::target(ctx, game).await;
    let square = bounded(&square, super::context::MAX_SQUARE_TEXT, TextKind::Square)?;
    ctx.defer_ephemeral().await?;
    let text = call(
        ctx,
        ctx.data()
            .service
            .piece(&target, ctx.author().id.get(), square),
    )
    .await?;
    private(ctx, &text).await
}

/// Sends `text` to the asker only, as a card (see [`crate::messages::private_card`]).
async fn private(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    for reply in crate::messages::private_card(text) {
        ctx.send(reply).await?;
    }
    Ok(())
}
