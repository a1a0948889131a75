//! A challenge's **Accept** button: the game starts, in a thread of its own where the server
//! plays games in threads. (Decline and Cancel only close the challenge: see the dispatch.)

use super::clicked::{answer_with_update, Clicked};
use crate::delivery::{self, Asker};
use crate::flows::budget::bounded_here;
use crate::messages::Outgoing;
use crate::store::from_db;
use crate::types::Data;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ComponentInteraction};

/// The challenged player accepts. Where the server plays games in threads (and the challenge
/// is not already in a thread), the game gets a thread of its own started from the challenge
/// message, which then links to it; without permission to create threads, the game is played
/// in the channel.
pub(super) async fn accept(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let http = &ctx.http;
    let in_thread = ci
        .channel
        .as_ref()
        .is_some_and(|c| delivery::is_thread(c.kind));
    let plan = if in_thread || !delivery::may_use_threads(ci.app_permissions) {
        None
    } else {
        bounded_here(service.thread_plan(game, user)).await?
    };
    let (placement, opened_now) = match &plan {
        Some(plan) => {
            let name = plan.name(
                &delivery::display_name(http, plan.white).await,
                &delivery::display_name(http, plan.black).await,
            );
            delivery::open_or_find_thread(http, ci.channel_id, ci.message.id, &name).await
        }
        None => (None, false),
    };
    let update = match bounded_here(service.accept_in(
        game,
        user,
        placement,
        data.service.reader_lang(user, &ci.locale).await,
    ))
    .await
    {
        Ok(update) => update,
        Err(e) => {
            if let (Some(p), true) = (placement, opened_now) {
                // Accepting failed after all (withdrawn a moment before): no empty thread.
                let _ = ChannelId::new(from_db(p.channel_id)).delete(http).await;
            }
            return Err(e.into());
        }
    };
    let (Some(plan), Some(p)) = (plan, placement) else {
        return answer_with_update(ctx, data, ci, &update, Clicked::Replace).await;
    };
    // The challenge message stays in the channel as the game's entry: a link to its thread
    // (and, once the game ends, its result).
    let entry = Outgoing::text(plan.entry(from_db(p.channel_id)));
    // The game has started (committed): a failed edit must not hold back its announcements.
    if let Err(e) = ci.edit_response(http, entry.edit_response()).await {
        tracing::warn!(game, error = %e, "could not turn the challenge into the game's entry");
    }
    delivery::send_queued(Asker::Click { ctx, data, ci }, &update).await;
    Ok(())
}
