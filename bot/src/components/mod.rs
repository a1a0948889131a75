//! Buttons and select menus: what a click does. Each click carries its [`ComponentId`] (see
//! `crate::messages::ids`), acknowledged at once and then handled here: a challenge's answer
//! (`challenge`), a rematch (`rematch`), a game's buttons and menus (this module), a lesson's
//! (`learning`), a puzzle's (`puzzling`) and the lobby's (`lobby`).

mod challenge;
mod clicked;
mod learning;
mod lobby;
mod puzzling;
mod rematch;

use crate::board_image::Pictures;
use crate::delivery::{self, Asker};
use crate::flows::budget::bounded_here;
use crate::messages::replay::replay_message;
use crate::messages::{ComponentId, Outgoing};
use crate::service::{Answer, ServiceError, Target};
use crate::types::Data;
use clicked::{answer_with_update, close, picked, Clicked};
use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse};

/// Handles a button click or menu pick.
pub async fn handle(ctx: &serenity::Context, data: &Data, ci: &ComponentInteraction) {
    let Some(id) = ComponentId::decode(&ci.data.custom_id) else {
        tracing::debug!(custom_id = %ci.data.custom_id, "ignoring an unknown component");
        return;
    };
    let started = std::time::Instant::now();
    let user = ci.user.id.get();
    // Heard at once, whatever the load: the clicked message is updated (or an answer follows)
    // once the work is done.
    if let Err(e) = ci
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a component interaction");
        crate::ops::metrics::metrics().interaction("component", "failed");
        return;
    }
    let metrics = crate::ops::metrics::metrics();
    metrics.responded("component", started.elapsed());
    let guard = data.inflight.enter();
    // (Not the challenge's buttons: a game not yet started has nothing held.)
    let shows_held = !matches!(
        id,
        ComponentId::Private(_)
            | ComponentId::Accept(_)
            | ComponentId::TournamentJoin(_)
            | ComponentId::TournamentLeave(_)
            | ComponentId::Decline(_)
            | ComponentId::Cancel(_)
            | ComponentId::Lesson(..)
            | ComponentId::LessonNext(..)
            | ComponentId::LessonText(..)
            | ComponentId::ReviewMoment(..)
            | ComponentId::Puzzle(..)
            | ComponentId::PuzzlePage(..)
            | ComponentId::PuzzleGo(..)
            | ComponentId::PuzzleNext(_)
            | ComponentId::TakeSeek(_)
            | ComponentId::CancelSeek(_)
    );
    let done = match (data.limits.command(user), guard) {
        (Err(wait), _) => Err(ServiceError::SlowDown(wait).into()),
        (Ok(()), None) => Err(ServiceError::Stopping.into()),
        (Ok(()), Some(_working)) => {
            let done =
                crate::flows::budget::scoped(started, dispatch(ctx, data, ci, id.clone(), user))
                    .await;
            // As after a command: what was held for them because their DMs are closed (the
            // "Show my private board" button shows it itself).
            if shows_held {
                delivery::show_held(Asker::Click { ctx, data, ci }).await;
            }
            done
        }
    };
    let Err(e) = done else {
        metrics.interaction("component", "answered");
        return;
    };
    {
        // In the clicker's language (their Discord client's).
        let lang = crate::words::Lang::from_discord(&ci.locale);
        let text = match e.downcast_ref::<ServiceError>() {
            Some(outage) if outage.is_outage() => {
                metrics.interaction("component", "unavailable");
                outage.words(lang)
            }
            Some(refusal) if refusal.is_refusal() => {
                metrics.interaction("component", "refused");
                refusal.words(lang)
            }
            Some(failure) => {
                tracing::error!(?id, error = ?failure, "component failed");
                metrics.interaction("component", "failed");
                failure.words(lang)
            }
            None => {
                tracing::error!(?id, error = %e, "component failed");
                metrics.interaction("component", "failed");
                crate::words::words(lang, "err-apology")
            }
        };
        let reply = Outgoing::text(text).ephemeral().followup();
        if let Err(e) = ci.create_followup(&ctx.http, reply).await {
            tracing::warn!(error = %e, "could not answer a component interaction");
        }
    }
}

/// A pick from a secret move's menu, or an answer to a decision (its menu or buttons): played
/// as `user`, answered in their language.
async fn play_click(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: ComponentId,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let lang = lang(data, ci, user).await;
    let update = match id {
        ComponentId::Move(game, turn) => {
            let Some(choice) = picked(ci) else {
                return Ok(());
            };
            let target = Target::game(game).with_lang(lang);
            bounded_here(service.play_checked(&target, user, &choice, Some(turn))).await?
        }
        ComponentId::Decide(game, version) => {
            let Some(choice) = picked(ci) else {
                return Ok(());
            };
            let answer = Answer::Notation(choice);
            bounded_here(service.answer(game, version, user, &answer, lang)).await?
        }
        ComponentId::Answer(game, version, index) => {
            let answer = Answer::Index(index);
            bounded_here(service.answer(game, version, user, &answer, lang)).await?
        }
        _ => return Ok(()),
    };
    answer_with_update(ctx, data, ci, &update, Clicked::Keep).await
}

/// The clicker's language (their choice, else their Discord client's).
async fn lang(data: &Data, ci: &ComponentInteraction, user: u64) -> crate::words::Lang {
    data.service.reader_lang(user, &ci.locale).await
}

async fn dispatch(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: ComponentId,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    match id {
        ComponentId::Accept(game) => challenge::accept(ctx, data, ci, game, user).await?,
        ComponentId::Rematch(game) => rematch::rematch(ctx, data, ci, game, user).await?,
        ComponentId::TournamentJoin(t) | ComponentId::TournamentLeave(t) => {
            let card = if matches!(id, ComponentId::TournamentJoin(_)) {
                bounded_here(service.join_tournament(t, user)).await?
            } else {
                bounded_here(service.leave_tournament(t, user)).await?
            };
            let out = crate::messages::tournament::announcement(
                &card.text, card.id, card.open, card.lang,
            );
            if let Err(e) = ci.edit_response(&ctx.http, out.edit_response()).await {
                tracing::warn!(tournament = t, error = %e, "could not update the announcement");
            }
        }
        ComponentId::Decline(game) => {
            let text = bounded_here(service.decline(game, user)).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Cancel(game) => {
            let text = bounded_here(service.cancel(game, user)).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Draw(game, version, offered_by) => {
            let update = bounded_here(service.accept_draw(
                game,
                version,
                offered_by,
                user,
                lang(data, ci, user).await,
            ))
            .await?;
            answer_with_update(ctx, data, ci, &update, Clicked::Replace).await?;
        }
        ComponentId::NoDraw(game, _, offered_by) => {
            let text = bounded_here(service.decline_draw(
                game,
                offered_by,
                user,
                lang(data, ci, user).await,
            ))
            .await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Move(..) | ComponentId::Decide(..) | ComponentId::Answer(..) => {
            play_click(ctx, data, ci, id, user).await?
        }
        ComponentId::TextBoard(game) => {
            let target = Target::game(game).with_lang(lang(data, ci, user).await);
            let text = bounded_here(service.text_board(&target, user)).await?;
            let asker = Asker::Click { ctx, data, ci };
            asker.tell(&Outgoing::text(text).ephemeral()).await?;
        }
        ComponentId::Replay(game) => {
            let names = delivery::DiscordNames(&ctx.http);
            let speed = render::Speed::Normal;
            let post =
                bounded_here(service.replay(&Target::game(game), user, speed, &names)).await?;
            ci.channel_id
                .send_message(&ctx.http, replay_message(&post))
                .await?;
        }
        ComponentId::Lesson(..)
        | ComponentId::LessonNext(..)
        | ComponentId::LessonText(..)
        | ComponentId::LessonPlay(_) => learning::handle(ctx, data, ci, id, user).await?,
        ComponentId::Puzzle(..)
        | ComponentId::PuzzlePage(..)
        | ComponentId::PuzzleGo(..)
        | ComponentId::PuzzleNext(_) => puzzling::handle(ctx, data, ci, id, user).await?,
        ComponentId::ReviewMoment(game, index) => {
            let lang = service.reader_lang(user, &ci.locale).await;
            let moment = service.review_moment(game, index, user, lang);
            let (text, view) = bounded_here(moment).await?;
            let out = Outgoing {
                text,
                picture: Some(crate::board_image::Picture::of(&view)),
                ..Outgoing::default()
            };
            Asker::Click { ctx, data, ci }
                .tell(&out.ephemeral())
                .await?;
        }
        ComponentId::TakeSeek(_) | ComponentId::CancelSeek(_) | ComponentId::Block(_) => {
            lobby::handle(ctx, data, ci, id, user).await?
        }
        ComponentId::Private(game) => {
            let note = bounded_here(service.private_prompt(game, user)).await?;
            let asker = Asker::Click { ctx, data, ci };
            let mut pictures = Pictures::default();
            asker
                .tell(&Outgoing::note(game, &note, &mut pictures).ephemeral())
                .await?;
            // What was held for them in this game is superseded by what they see now, except
            // notes that are not prompts (news of their own secret actions).
            let courier = asker.courier();
            for (game, held) in courier.take_held(user, 0, Some(game)).await {
                if !held.prompt {
                    let out = Outgoing::note(game, &held, &mut pictures).ephemeral();
                    asker.tell(&out).await?;
                }
            }
        }
    }
    Ok(())
}
