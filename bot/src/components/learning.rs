//! The buttons and menu of a lesson (`/learn`): answering it, the next lesson, its text board,
//! and the game against the computer that ends a course. A lesson message is private, so a
//! click edits it in place.

use crate::delivery::Asker;
use crate::flows::budget::bounded_here;
use crate::messages::lesson::lesson_message;
use crate::messages::ComponentId;
use crate::messages::Outgoing;
use crate::service::{ChallengeRequest, ComputerRequest};
use crate::types::Data;
use poise::serenity_prelude as serenity;
use rules::{Side, VariantId};
use serenity::ComponentInteraction;

/// Handles a lesson's component `id`, clicked by `user` (the click is acknowledged already).
pub(super) async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: ComponentId,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let in_server = ci.guild_id.is_some();
    let lang = service.reader_lang(user, &ci.locale).await;
    let card = match id {
        ComponentId::Lesson(variant, lesson) => {
            let Some(answer) = super::clicked::picked(ci) else {
                return Ok(());
            };
            bounded_here(service.learn_answer(user, variant, &lesson, &answer, lang)).await?
        }
        ComponentId::LessonNext(variant, lesson) => {
            bounded_here(service.learn_next(user, variant, &lesson, lang)).await?
        }
        ComponentId::LessonText(variant, lesson) => {
            let board = service.learn_text_board(variant, &lesson, lang)?;
            let out = Outgoing::text(format!("```\n{}\n```", board.trim_end())).ephemeral();
            Asker::Click { ctx, data, ci }.tell(&out).await?;
            return Ok(());
        }
        ComponentId::LessonPlay(variant) => return play(ctx, data, ci, variant, user, lang).await,
        _ => return Ok(()),
    };
    let out = lesson_message(&card, in_server, data.bot_user);
    ci.edit_response(&ctx.http, super::clicked::replacing(&out))
        .await?;
    Ok(())
}

/// "Play the computer (easy)" at the end of a course: the game starts in this channel (or a
/// thread of its own), as `/play variant` with the bot as the opponent and `level:easy` would.
async fn play(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    variant: VariantId,
    user: u64,
    lang: crate::words::Lang,
) -> anyhow::Result<()> {
    let asker = Asker::Click { ctx, data, ci };
    let Some(guild) = ci.guild_id else {
        let how = crate::messages::lesson::play_me(variant, data.bot_user, lang);
        let note = crate::words::words_with(lang, "lesson-games-in-server", &[("how", how.into())]);
        asker.tell(&Outgoing::text(note).ephemeral()).await?;
        return Ok(());
    };
    let in_thread = ci
        .channel
        .as_ref()
        .is_some_and(|c| crate::delivery::is_thread(c.kind));
    let request = ChallengeRequest {
        lang,
        thread_if_allowed: !in_thread,
        challenger_side: Some(Side::White),
        ..ChallengeRequest::new(
            variant,
            Some(guild.get()),
            ci.channel_id.get(),
            user,
            data.bot_user,
            true,
        )
    };
    let computer = ComputerRequest {
        level: ai::Level::Easy,
        human_side: Some(Side::White),
        bot_user: data.bot_user,
    };
    crate::flows::computer_game::against_the_computer(asker, &request, &computer).await
}
