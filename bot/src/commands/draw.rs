//! `/draw`: offer a draw; the opponent answers with a button.

use crate::components::ComponentId;
use crate::delivery::Outgoing;
use crate::discord::{Context, Error};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ChannelId, CreateActionRow, CreateButton};

/// Offer your opponent a draw
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    let target = super::target(ctx, game);
    let offer = ctx
        .data()
        .service
        .offer_draw(&target, ctx.author().id.get())
        .await?;
    let (id, version, by) = (offer.game_id, offer.version, offer.offered_by);
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::Draw(id, version, by).encode())
            .label("Accept draw")
            .style(ButtonStyle::Success),
        CreateButton::new(ComponentId::NoDraw(id, version, by).encode())
            .label("Decline")
            .style(ButtonStyle::Secondary),
    ]);
    let out = Outgoing {
        text: offer.text,
        components: vec![buttons],
        ping: offer.ping,
        ..Outgoing::default()
    };
    if ctx.channel_id().get() == offer.channel_id {
        ctx.send(out.reply()).await?;
    } else {
        // Offered from a DM: show the buttons where the opponent can see them.
        ChannelId::new(offer.channel_id)
            .send_message(ctx.http(), out.message())
            .await?;
        ctx.send(
            Outgoing::text("Draw offered in the game's channel.")
                .ephemeral()
                .reply(),
        )
        .await?;
    }
    Ok(())
}
