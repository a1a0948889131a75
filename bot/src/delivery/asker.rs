//! Answering the person interacting, privately, whichever way they interacted: a slash
//! command's reply or a follow-up of the button or menu they clicked. Notes the courier kept for
//! them (their DMs are closed) reach them this way, after their action and after any later
//! interaction.

use super::{Courier, Lineup};
use crate::board_image::Pictures;
use crate::messages::Outgoing;
use crate::service::{PrivateNote, Queued, Update};
use crate::store::to_db;
use crate::types::{Context, Data, Error};
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

/// The person interacting, who can be answered privately.
#[derive(Clone, Copy)]
pub enum Asker<'a> {
    /// By a slash command (answered with its replies).
    Command(Context<'a>),
    /// By clicking a button or picking from a menu (answered with follow-ups; the
    /// interaction is acknowledged already).
    Click {
        /// The serenity context.
        ctx: &'a serenity::Context,
        /// The bot's shared data.
        data: &'a Data,
        /// The click.
        ci: &'a ComponentInteraction,
    },
}

impl<'a> Asker<'a> {
    /// Who it is.
    pub fn user(self) -> u64 {
        match self {
            Asker::Command(ctx) => ctx.author().id.get(),
            Asker::Click { ci, .. } => ci.user.id.get(),
        }
    }

    /// Where they interacted.
    pub(crate) fn channel(self) -> u64 {
        match self {
            Asker::Command(ctx) => ctx.channel_id().get(),
            Asker::Click { ci, .. } => ci.channel_id.get(),
        }
    }

    pub(crate) fn http(self) -> &'a serenity::Http {
        match self {
            Asker::Command(ctx) => ctx.http(),
            Asker::Click { ctx, .. } => &ctx.http,
        }
    }

    pub(crate) fn data(self) -> &'a Data {
        match self {
            Asker::Command(ctx) => ctx.data(),
            Asker::Click { data, .. } => data,
        }
    }

    /// The bot's permissions where they interacted, as the interaction tells them.
    pub(crate) fn app_permissions(self) -> Option<serenity::Permissions> {
        match self {
            Asker::Command(poise::Context::Application(actx)) => actx.interaction.app_permissions,
            Asker::Command(_) => None,
            Asker::Click { ci, .. } => ci.app_permissions,
        }
    }

    /// A courier for this bot's messages.
    pub fn courier(self) -> Courier<'a> {
        let data = self.data();
        Courier::new(self.http(), data.service.store(), &data.locks)
    }

    /// Shows `out` to them (`out` should be ephemeral: only they see it then).
    pub async fn tell(self, out: &Outgoing) -> Result<(), serenity::Error> {
        match self {
            Asker::Command(ctx) => ctx.send(out.reply()).await.map(drop),
            Asker::Click { ctx, ci, .. } => ci
                .create_followup(&ctx.http, out.followup())
                .await
                .map(drop),
        }
    }
}

/// Answers a command (deferred privately when it started, so Discord heard back at once) with
/// the actor's acknowledgement, then sends the update's announcements (see [`send_queued`]).
pub async fn send_update(ctx: Context<'_>, update: &Update) -> Result<(), Error> {
    let mut pictures = Pictures::default();
    // The action is committed: a failed acknowledgement must not hold back its announcements
    // (nor tell the player to try again what was done).
    let ack = Outgoing::post(&update.ack, &mut pictures).ephemeral();
    acknowledge(ctx, update, &ack).await;
    announce(Asker::Command(ctx), update, &mut pictures).await;
    Ok(())
}

/// How many times an action's acknowledgement is tried before it is kept for later.
const ACK_TRIES: u32 = 4;

/// Tells the actor their action was played. A passing failure (Discord's 5xx, no answer) is
/// tried again after 0.25, 0.5 and 1 s; if it still fails, or the interaction is gone (its
/// token expired), the acknowledgement is kept in the store and shown at their next
/// interaction, as a note for closed DMs is: the player always learns what was done.
async fn acknowledge(ctx: Context<'_>, update: &Update, ack: &Outgoing) {
    let mut wait = std::time::Duration::from_millis(250);
    for attempt in 1..=ACK_TRIES {
        match ctx.send(ack.reply()).await {
            Ok(_) => return,
            Err(e) if attempt < ACK_TRIES && !super::is_permanent(&e) => {
                tracing::warn!(game = update.game_id, attempt, error = %e, "could not acknowledge a committed action; trying again");
                tokio::time::sleep(wait).await;
                wait *= 2;
            }
            Err(e) => {
                tracing::warn!(game = update.game_id, error = %e, "could not acknowledge a committed action; kept for the player's next interaction");
                break;
            }
        }
    }
    let user = ctx.author().id.get();
    let lang = crate::types::reader_lang(ctx).await;
    let note = PrivateNote::news(user, lang, update.ack.text.clone(), update.ack.view.clone());
    let payload = crate::service::Announcement::Private(note).to_json();
    let store = ctx.data().service.store();
    if let Err(e) = store.hold_new(update.game_id, to_db(user), &payload).await {
        tracing::warn!(game = update.game_id, error = %e, "could not keep an acknowledgement");
    }
}

/// Sends every announcement of `update`, the asker's interaction answered already: the
/// channel post, the DMs and prompts; a note for the asker that cannot be DMed is shown to them
/// privately. Then the computer may be to act: its move follows.
pub async fn send_queued(asker: Asker<'_>, update: &Update) {
    announce(asker, update, &mut Pictures::default()).await;
}

/// [`send_queued`], drawing through `pictures`.
async fn announce(asker: Asker<'_>, update: &Update, pictures: &mut Pictures) {
    let courier = asker.courier();
    let _turn = courier.lock(update.game_id).await;
    let mut lineup = courier.flush_before(update).await;
    let all: Vec<&Queued> = update.queued.iter().collect();
    deliver_to(asker, &courier, update.game_id, &all, pictures, &mut lineup).await;
    if update.computer_due {
        asker.data().computer.notify_one();
    }
}

/// Sends `queued` (announcements of game `game_id`, whose lock the caller holds). A note the
/// courier kept for the asker (their DMs are closed) is shown to them privately and then marked
/// sent; one that cannot be shown stays held for their next interaction.
pub async fn deliver_to(
    asker: Asker<'_>,
    courier: &Courier<'_>,
    game_id: i64,
    queued: &[&Queued],
    pictures: &mut Pictures,
    lineup: &mut Lineup,
) {
    let user = Some(asker.user());
    for (row, note) in courier.deliver(queued, user, pictures, lineup).await {
        let out = Outgoing::note(game_id, &note, pictures).ephemeral();
        match asker.tell(&out).await {
            Ok(()) => courier.mark_sent(row).await,
            Err(e) => {
                tracing::warn!(game = game_id, error = %e, "could not show a private note; kept for later");
            }
        }
    }
}

/// After any interaction of `user` in `channel`: the notes held for them (their DMs are closed)
/// in games of that channel, oldest first, brought up to date. News of their own secret
/// actions is shown as it was; a held prompt gives way to the game's prompt as it is now, and
/// to nothing if they no longer have to act (they answered it some other way since).
async fn held_notes(asker: Asker<'_>) -> Vec<(i64, PrivateNote)> {
    let (user, data) = (asker.user(), asker.data());
    let mut notes = Vec::new();
    let mut prompted = std::collections::HashSet::new();
    for (game, note) in asker.courier().take_held(user, asker.channel(), None).await {
        if !note.prompt {
            notes.push((game, note));
        } else if prompted.insert(game) {
            match data.service.private_prompt(game, user).await {
                Ok(now) if now.prompt => notes.push((game, now)),
                _ => {}
            }
        }
    }
    notes
}

/// Shows the asker, privately, the notes held for them (see [`held_notes`]). A note that cannot
/// be shown now is kept again for their next interaction.
pub async fn show_held(asker: Asker<'_>) {
    let mut pictures = Pictures::default();
    for (game, note) in held_notes(asker).await {
        let out = Outgoing::note(game, &note, &mut pictures).ephemeral();
        if let Err(e) = asker.tell(&out).await {
            tracing::warn!(game, error = %e, "could not show a held note; kept again");
            let payload = crate::service::Announcement::Private(note).to_json();
            let store = asker.data().service.store();
            if let Err(e) = store.hold_new(game, to_db(asker.user()), &payload).await {
                tracing::warn!(game, error = %e, "could not keep a held note again");
            }
        }
    }
}
