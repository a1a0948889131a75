//! `/export`: the game record as a file, readable by `bot local <variant> --replay FILE`.

use super::context::call;
use crate::delivery;
use crate::messages::Outgoing;
use crate::service::file_name;
use crate::types::{Context, Error};
use crate::words::{words_with, Arg};
use poise::serenity_prelude::CreateAttachment;

/// Download a game's record (this channel's game or its last one, or game number N)
///
/// A text file, visible only to you, that `bot local <variant> --replay FILE` replays. A game in
/// progress is exported without its secrets (its seed, Secret Trap squares, a pending move).
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    let mut exported = call(
        ctx,
        ctx.data().service.export(&target, ctx.author().id.get()),
    )
    .await?;
    exported.record.white = delivery::display_name(ctx.http(), exported.white).await;
    exported.record.black = delivery::display_name(ctx.http(), exported.black).await;
    let id = exported.record.game;
    let lang = target.lang;
    let game = ("game", Arg::from(id.to_string()));
    let file =
        CreateAttachment::bytes(exported.record.to_text().into_bytes(), file_name(id)).description(
            words_with(lang, "export-file-description", std::slice::from_ref(&game)),
        );
    let note = if exported.record.result.is_some() {
        words_with(
            lang,
            "export-note-finished",
            &[
                game,
                ("variant", exported.record.variant.id().into()),
                ("file", file_name(id).into()),
            ],
        )
    } else {
        words_with(lang, "export-note-in-progress", &[game])
    };
    ctx.send(Outgoing::text(note).ephemeral().reply().attachment(file))
        .await?;
    Ok(())
}
