//! `/board`: show the board; players also get their private view.

use super::context::call;
use crate::board_image::Pictures;
use crate::messages::Outgoing;
use crate::types::{Context, Error};
use crate::words::{words_with, Arg};

/// Show the board of this channel's game (players also get their private view, privately)
///
/// The board is posted in the channel; if you play in the game you also get your own view,
/// privately. With `text:true` you get the position as text instead (the text board local play
/// prints), privately: your own view if you play, else everyone's. Every board picture also
/// carries a description a screen reader reads.
#[poise::command(slash_command)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "Game number (in a DM, when you have several games)"] game: Option<i64>,
    #[description = "The position as text, privately (for screen readers and small screens)"]
    text: Option<bool>,
) -> Result<(), Error> {
    // Heard at once, whatever the load (drawing three planes takes a moment): the asker's
    // answer is private, the public board is posted in the channel.
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    if text == Some(true) {
        let service = &ctx.data().service;
        let board = call(ctx, service.text_board(&target, ctx.author().id.get())).await?;
        ctx.send(Outgoing::text(board).ephemeral().reply()).await?;
        return Ok(());
    }
    let reply = match call(
        ctx,
        ctx.data().service.board(&target, ctx.author().id.get()),
    )
    .await
    {
        Ok(reply) => reply,
        // The database does not answer: the board this process last posted here, if it holds
        // one, marked as such.
        Err(outage) if outage.is_outage() && game.is_none() => {
            let Some(last) = crate::delivery::recent::last(ctx.channel_id().get()) else {
                return Err(outage.into());
            };
            let said = words_with(
                target.lang,
                "board-last-posted",
                &[
                    ("game", last.game.to_string().into()),
                    ("when", format!("<t:{}:R>", last.at).into()),
                ],
            );
            let out = Outgoing {
                text: format!("{}\n{said}\n{}", outage.words(target.lang), last.text),
                picture: Some(last.picture),
                ..Outgoing::default()
            };
            ctx.send(out.ephemeral().reply()).await?;
            return Ok(());
        }
        Err(refusal) => return Err(refusal.into()),
    };
    let mut pictures = Pictures::default();
    let mut public = Outgoing::post(&reply.public, &mut pictures);
    public.components =
        crate::messages::buttons::decision_components(reply.decision.as_ref(), reply.lang);
    public
        .components
        .push(crate::messages::buttons::text_board_button(
            reply.game_id,
            reply.lang,
        ));
    let private = reply
        .private
        .as_ref()
        .map(|p| Outgoing::post(p, &mut pictures).ephemeral());
    if ctx.guild_id().is_none() {
        // In a DM both are private anyway.
        ctx.send(public.reply()).await?;
    } else {
        ctx.channel_id()
            .send_message(ctx.http(), public.message())
            .await?;
    }
    let answer = private.unwrap_or_else(|| {
        let game = [("game", Arg::from(reply.game_id.to_string()))];
        Outgoing::text(words_with(target.lang, "board-posted-channel", &game)).ephemeral()
    });
    if ctx.guild_id().is_some() || reply.private.is_some() {
        ctx.send(answer.reply()).await?;
    }
    Ok(())
}
