//! `/board`: show the board; players also get their private view.

use crate::board_image::Pictures;
use crate::delivery::{self, Outgoing};
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
    let mut pictures = Pictures::default();
    let mut public = Outgoing::post(&reply.public, &mut pictures);
    public.components = delivery::decision_components(reply.decision.as_ref());
    ctx.send(public.reply()).await?;
    if let Some(private) = &reply.private {
        ctx.send(Outgoing::post(private, &mut pictures).ephemeral().reply())
            .await?;
    }
    Ok(())
}
