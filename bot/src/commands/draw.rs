//! `/draw`: offer a draw; the opponent answers with a button.

use super::context::call;
use crate::messages::ComponentId;
use crate::messages::Outgoing;
use crate::types::{Context, Error};
use crate::words::words;
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ChannelId, CreateActionRow, CreateButton};

/// Offer your opponent a draw
///
/// The offer is posted in the game's channel with buttons for your opponent (your own Decline
/// withdraws it). It expires once the game moves on, and you cannot offer again until it has. The
/// computer does not take draw offers.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
) -> Result<(), Error> {
    // Acknowledged at once (the offer is a write, and Discord waits only 3 s); the offer is
    // posted in the game's channel as a message of its own, so it pings the opponent.
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    let offer = call(
        ctx,
        ctx.data()
            .service
            .offer_draw(&target, ctx.author().id.get()),
    )
    .await?;
    let (id, version, by) = (offer.game_id, offer.version, offer.offered_by);
    let buttons = |lang| {
        CreateActionRow::Buttons(vec![
            CreateButton::new(ComponentId::Draw(id, version, by).encode())
                .label(words(lang, "button-accept-draw"))
                .style(ButtonStyle::Success),
            CreateButton::new(ComponentId::NoDraw(id, version, by).encode())
                .label(words(lang, "button-decline"))
                .style(ButtonStyle::Secondary),
        ])
    };
    let here = ctx.channel_id().get();
    let shown_here = offer.posts.iter().any(|p| p.channel_id == here);
    // A lobby game's offer goes to both homes (each thread sees it with its buttons).
    for post in offer.posts {
        let out = Outgoing {
            text: post.text,
            components: vec![buttons(post.lang)],
            ping: post.ping,
            ..Outgoing::default()
        };
        ChannelId::new(post.channel_id)
            .send_message(ctx.http(), out.message())
            .await?;
    }
    let note = words(
        super::context::reader_lang(ctx).await,
        if shown_here {
            "draw-offered-note"
        } else {
            "draw-offered-elsewhere-note"
        },
    );
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}
