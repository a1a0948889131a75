//! The lobby's buttons: taking a seek from `/lobby`'s list (the game starts at once in both
//! homes), cancelling one's own seek, and blocking the opponent of a finished lobby game.

use super::clicked::close;
use crate::delivery::Asker;
use crate::flows::budget::bounded_here;
use crate::messages::{ComponentId, Outgoing};
use crate::types::Data;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

/// Handles a click on one of the lobby's buttons.
pub(super) async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: ComponentId,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let asker = Asker::Click { ctx, data, ci };
    let lang = service.reader_lang(user, &ci.locale).await;
    match id {
        ComponentId::TakeSeek(seek) => {
            let guild = ci.guild_id.map(|g| g.get()).unwrap_or_default();
            let name = ci.user.display_name();
            let (pairing, text) =
                bounded_here(service.take_seek(seek, user, guild, name, lang)).await?;
            asker.tell(&Outgoing::text(text).ephemeral()).await?;
            crate::flows::lobby::start(&ctx.http, service, &data.locks, &data.computer, pairing)
                .await;
        }
        ComponentId::CancelSeek(seek) => {
            let text = bounded_here(service.cancel_seek(seek, user, lang)).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Block(game) => {
            let text = bounded_here(service.block_opponent(game, user, lang)).await?;
            asker.tell(&Outgoing::text(text).ephemeral()).await?;
        }
        _ => {}
    }
    Ok(())
}
