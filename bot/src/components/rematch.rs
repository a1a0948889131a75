//! The **Rematch** button of a finished game: the first player's click offers it, the
//! second's starts it (in a new thread where the game had one). The rematch's entry message is
//! remembered as soon as it is posted, so a click cut off before the rematch started is retried
//! with the same entry and thread, not a second pair.

use crate::delivery::{self, Asker};
use crate::flows::budget::bounded_here;
use crate::messages::Outgoing;
use crate::service::{thread_name, Rematch, RematchPlan, ServiceError};
use crate::store::{from_db, to_db};
use crate::types::Data;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ComponentInteraction};

/// A **Rematch** click: the first player's offers (the channel hears it, the other player is
/// pinged); the second player's starts the rematch, in a new thread where the game had one.
pub(super) async fn rematch(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let http = &ctx.http;
    let plan = match bounded_here(service.rematch(game, user)).await? {
        // The offer's post, committed with it, goes out through the outbox.
        Rematch::Offered(update) => {
            delivery::send_queued(Asker::Click { ctx, data, ci }, &update).await;
            return Ok(());
        }
        Rematch::Ready(plan) => plan,
    };
    // The rematch's entry in the channel, when it gets a thread: remembered as soon as it is
    // posted, so a click cut off before the rematch started (the bot stopped) is retried
    // with the same entry and thread, not a second pair. Removed again if the rematch does
    // not start there after all.
    let mut entry = None;
    let placement = if plan.threads && delivery::may_use_threads(ci.app_permissions) {
        let store = service.store();
        let remembered = store
            .posted_message(plan.old_game, REMATCH_ENTRY)
            .await
            .ok()
            .flatten();
        let posted = match remembered {
            Some((channel, message)) => Some(RematchEntry {
                channel: ChannelId::new(from_db(channel)),
                message: serenity::MessageId::new(from_db(message)),
                new: false,
            }),
            None => post_rematch_entry(http, service, &plan).await,
        };
        match posted {
            Some(e) => {
                let head = players_title(data, http, &plan, "thread-name-rematch").await;
                let name = thread_name(&head, None);
                let (placement, opened) =
                    delivery::open_or_find_thread(http, e.channel, e.message, &name).await;
                entry = Some((e, opened));
                placement
            }
            None => None,
        }
    } else {
        None
    };
    let started = bounded_here(service.start_rematch(&plan, placement)).await;
    if let Some((e, opened)) = &entry {
        // No thread after all, or no rematch (another click started it): no entry pointing
        // at a thread below that is not there (only what this click made is removed).
        let removed = e.new && (placement.is_none() || started.is_err());
        if removed {
            if let Err(err) = e.channel.delete_message(http, e.message).await {
                tracing::info!(game, error = %err, "could not remove the rematch's entry");
            }
        }
        if let (Err(_), Some(p), true) = (&started, placement, opened) {
            let _ = ChannelId::new(from_db(p.channel_id)).delete(http).await;
        }
        // Used or removed, the entry is no longer one to retry with.
        if started.is_ok() || removed {
            let _ = service
                .store()
                .forget_message(plan.old_game, REMATCH_ENTRY)
                .await;
        }
    }
    match started {
        Ok(update) => {
            // Named like every game's thread, now that the game has its number.
            if let Some(p) = placement {
                let head = players_title(data, http, &plan, "thread-name").await;
                let name = thread_name(&head, Some(update.game_id));
                delivery::name_thread(http, p, name, update.game_id).await;
            }
            delivery::send_queued(Asker::Click { ctx, data, ci }, &update).await;
            Ok(())
        }
        Err(e) => {
            if let ServiceError::Internal(detail) = &e {
                tracing::error!(game, %detail, "rematch failed");
            }
            let text = e.words(service.reader_lang(user, &ci.locale).await);
            ci.create_followup(http, Outgoing::text(text).ephemeral().followup())
                .await?;
            Ok(())
        }
    }
}

/// What the rematch's entry in the channel is remembered as (by the old game).
const REMATCH_ENTRY: &str = "rematch-entry";

/// The rematch's entry: the message its thread hangs from, and whether this click posted it.
struct RematchEntry {
    channel: ChannelId,
    message: serenity::MessageId,
    new: bool,
}

/// Posts the rematch's entry in the channel ("… in the thread below") and remembers it.
async fn post_rematch_entry(
    http: &serenity::Http,
    service: &crate::service::Service,
    plan: &RematchPlan,
) -> Option<RematchEntry> {
    let store = service.store();
    let lang = service.server_lang(plan.guild).await;
    let starter = Outgoing::text(crate::words::words_with(
        lang,
        "rematch-entry",
        &[
            ("old", plan.old_game.to_string().into()),
            (
                "variant",
                crate::words::variant_name(lang, plan.variant).into(),
            ),
            ("white", format!("<@{}>", plan.white).into()),
            ("black", format!("<@{}>", plan.black).into()),
        ],
    ));
    match ChannelId::new(plan.channel)
        .send_message(http, starter.message())
        .await
    {
        Ok(message) => {
            let remembered = store
                .remember_message(
                    plan.old_game,
                    REMATCH_ENTRY,
                    to_db(message.channel_id.get()),
                    to_db(message.id.get()),
                )
                .await;
            if let Err(e) = remembered {
                tracing::warn!(game = plan.old_game, error = %e, "could not remember the rematch's entry");
            }
            Some(RematchEntry {
                channel: message.channel_id,
                message: message.id,
                new: true,
            })
        }
        Err(e) => {
            tracing::warn!(game = plan.old_game, error = %e, "could not post the rematch's first message");
            None
        }
    }
}

/// "Oracle Chess · bob vs alice" (`key` "thread-name"), or with " · rematch of #12" (`key`
/// "thread-name-rematch"): a rematch's thread's name before its number, in the server's
/// language.
async fn players_title(
    data: &Data,
    http: &serenity::Http,
    plan: &RematchPlan,
    key: &str,
) -> String {
    let lang = data.service.server_lang(plan.guild).await;
    crate::words::words_with(
        lang,
        key,
        &[
            (
                "variant",
                crate::words::variant_name(lang, plan.variant).into(),
            ),
            (
                "white",
                delivery::display_name(http, plan.white).await.into(),
            ),
            (
                "black",
                delivery::display_name(http, plan.black).await.into(),
            ),
            ("old", plan.old_game.to_string().into()),
        ],
    )
}
