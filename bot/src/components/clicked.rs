//! What a click answers with: the value picked in a menu, and what becomes of the clicked
//! message once its action is committed (replaced by the action's post, kept without its
//! buttons, or closed with a line of text).

use crate::board_image::Pictures;
use crate::delivery::{self, Asker};
use crate::messages::Outgoing;
use crate::service::{Queued, Update};
use crate::store::Sendable;
use crate::types::Data;
use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, EditAttachments, EditInteractionResponse,
};

/// The value picked in a select menu.
pub(super) fn picked(ci: &ComponentInteraction) -> Option<String> {
    let ComponentInteractionDataKind::StringSelect { values } = &ci.data.kind else {
        return None;
    };
    values.first().cloned()
}

/// What becomes of the clicked message once its action is committed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Clicked {
    /// It becomes the action's channel post (a challenge turning into the game's first board,
    /// a draw offer into the result), unless that post must ping someone: then it shows the
    /// action's acknowledgement and the post follows as a new message.
    Replace,
    /// It keeps its board and loses its buttons or menu (a secret prompt shows the
    /// acknowledgement instead of its question); the action's post follows as a new message.
    Keep,
}

pub(super) async fn answer_with_update(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    update: &Update,
    clicked: Clicked,
) -> anyhow::Result<()> {
    let http = &ctx.http;
    let asker = Asker::Click { ctx, data, ci };
    let courier = asker.courier();
    let _turn = courier.lock(update.game_id).await;
    let mut lineup = courier.flush_before(update).await;
    let mut pictures = Pictures::default();
    let mut rest: Vec<&Queued> = update.queued.iter().collect();
    match clicked {
        Clicked::Replace => {
            // An edit notifies nobody: a post that must ping someone (the player to move,
            // the offerer of an accepted draw) goes out as a new message, and the clicked
            // message says what happened in the action's acknowledgement.
            let replaceable = update.public().is_some_and(|p| p.ping.is_empty());
            let first = (!rest.is_empty() && replaceable).then(|| rest.remove(0));
            let out = match first {
                Some(q) => match courier.outgoing_channel(q, &mut pictures, &lineup).await {
                    Ok(out) => Some(out),
                    // An earlier announcement of the game still waits: this one follows it
                    // as a message of its own.
                    Err(Sendable::Behind) => {
                        rest.insert(0, q);
                        None
                    }
                    Err(_) => None,
                },
                None => None,
            };
            // The action is committed: if the clicked message cannot be edited, its post goes
            // out as a message of its own, with the rest, rather than waiting for a retry.
            match (
                out,
                first.filter(|q| rest.first().is_none_or(|r| r.id != q.id)),
            ) {
                (Some(out), Some(q)) => match ci.edit_response(http, out.edit_response()).await {
                    Ok(_) => {
                        if let Some(picture) = &out.picture {
                            delivery::recent::remember(
                                ci.channel_id.get(),
                                delivery::recent::Posted {
                                    game: update.game_id,
                                    picture: picture.clone(),
                                    text: out.text.clone(),
                                    at: crate::store::now(),
                                },
                            );
                        }
                        courier.mark_sent(q.id).await
                    }
                    Err(e) => {
                        tracing::warn!(game = update.game_id, error = %e, "could not edit the clicked message");
                        rest.insert(0, q);
                    }
                },
                _ => {
                    let out = Outgoing::text(update.ack.text.clone());
                    if let Err(e) = ci.edit_response(http, out.edit_response()).await {
                        tracing::warn!(game = update.game_id, error = %e, "could not edit the clicked message");
                    }
                }
            }
        }
        Clicked::Keep => {
            let mut edit = EditInteractionResponse::new().components(Vec::new());
            if update.secret {
                // A secret answer was picked in private: that message becomes the
                // acknowledgement, with the player's new board when there is one.
                edit = edit.content(crate::text::clip(
                    &update.ack.text,
                    crate::messages::MAX_MESSAGE,
                ));
            }
            edit = match update.ack.view.clone().filter(|_| update.secret) {
                Some(view) => edit.attachments(
                    EditAttachments::new()
                        .add(crate::messages::attachment(&pictures.picture(view))),
                ),
                None => edit.attachments(EditAttachments::keep_all(&ci.message)),
            };
            if let Err(e) = ci.edit_response(http, edit).await {
                tracing::warn!(game = update.game_id, error = %e, "could not edit the clicked message");
            }
        }
    }
    let game = update.game_id;
    delivery::deliver_to(asker, &courier, game, &rest, &mut pictures, &mut lineup).await;
    if update.computer_due {
        data.computer.notify_one();
    }
    Ok(())
}

/// Replaces the clicked message's text and removes its buttons. The change is committed
/// already: a failed edit is logged, and the clicker hears the news privately instead of an
/// error that would invite a retry.
pub(super) async fn close(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    text: String,
) -> anyhow::Result<()> {
    let out = Outgoing::text(text);
    if let Err(e) = ci.edit_response(&ctx.http, out.edit_response()).await {
        tracing::warn!(error = %e, "could not close the challenge message");
        if let Err(e) = ci
            .create_followup(&ctx.http, out.ephemeral().followup())
            .await
        {
            tracing::warn!(error = %e, "could not say so privately either");
        }
    }
    Ok(())
}

/// The clicked message (a lesson's or a puzzle's card) becomes `out`: its words, board (the old
/// picture replaced) and components.
pub(super) fn replacing(out: &Outgoing) -> serenity::EditInteractionResponse {
    let mut files = serenity::EditAttachments::new();
    if let Some(picture) = &out.picture {
        files = files.add(crate::messages::attachment(picture));
    }
    out.edit_response().attachments(files)
}
