//! `/play`: challenge someone to a variant.

use super::context::{call, in_thread, ColourChoice, LevelChoice, VariantChoice};
use crate::delivery::Asker;
use crate::flows::computer_game::against_the_computer;
use crate::messages::{ComponentId, Outgoing};
use crate::service::{BadInput, ChallengeRequest, ComputerRequest, ServiceError};
use crate::types::{Context, Error};
use crate::words::{words, words_with, Lang};
use poise::serenity_prelude as serenity;
use rules::Side;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// Challenge someone (or anyone) to a game in this channel, or challenge me to play the computer
///
/// The challenge is posted in the channel and pings your opponent, with **Accept** and **Decline**
/// buttons for them and **Cancel** for you; accepted, the game gets a thread of its own (where the
/// server plays games in threads). Without `opponent` it is an open challenge: anyone here may
/// accept (the first click plays you) until it expires, after 30 minutes unless the server set
/// another time. `rated:false` makes a casual game that changes no ratings. You play White unless you choose `colour`. Name me as `opponent`
/// to play the computer at once, at `level` easy, medium (default) or hard. `time_limit` (such as
/// `2h` or `3d`, from 1 minute to 30 days) is the time per move before a win on time can be
/// claimed; by default the server's. A new `/play` of yours in the same channel replaces your open
/// challenge there. Games between people are rated unless the server made casual the default.
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "Who you challenge (me: the computer; nobody: an open challenge anyone may accept)"]
    opponent: Option<serenity::User>,
    #[description = "Time per move before a win can be claimed, e.g. 24h or 3d (default: the server's)"]
    time_limit: Option<String>,
    #[description = "Against the computer: how strongly it plays (default medium)"] level: Option<
        LevelChoice,
    >,
    #[description = "Your side (default: White against a person, random against the computer)"]
    colour: Option<ColourChoice>,
    #[description = "Whether the game is rated (default: the server's, usually yes)"] rated: Option<
        bool,
    >,
) -> Result<(), Error> {
    let move_time_limit = super::context::time_limit_option(time_limit.as_deref())?;
    let side = |colour| match colour {
        ColourChoice::White => Side::White,
        ColourChoice::Black => Side::Black,
        ColourChoice::Random if crate::service::random_seed() & 1 == 0 => Side::White,
        ColourChoice::Random => Side::Black,
    };
    let vs_computer = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id());
    if level.is_some() && !vs_computer {
        return Err(ServiceError::from(BadInput::LevelWithoutComputer).into());
    }
    let request = ChallengeRequest {
        move_time_limit,
        lang: super::context::reader_lang(ctx).await,
        thread_if_allowed: !in_thread(ctx),
        challenger_side: colour.map(side),
        rated,
        ..ChallengeRequest::new(
            variant.into(),
            ctx.guild_id().map(|g| g.get()),
            ctx.channel_id().get(),
            ctx.author().id.get(),
            opponent.as_ref().map_or(0, |o| o.id.get()),
            opponent.as_ref().is_some_and(|o| o.bot),
        )
    };
    let Some(opponent) = opponent else {
        return open_challenge(ctx, &request).await;
    };
    if vs_computer {
        let computer = ComputerRequest {
            level: level.map_or(ai::Level::Medium, Into::into),
            human_side: request.challenger_side,
            bot_user: opponent.id.get(),
        };
        return against_the_computer(Asker::Command(ctx), &request, &computer).await;
    }
    // Acknowledged at once (the challenge is a write, and Discord waits only 3 s); the
    // challenge is posted in the channel as a message of its own, so it pings the opponent.
    ctx.defer_ephemeral().await?;
    let challenge = call(ctx, ctx.data().service.challenge_with(&request)).await?;
    let id = challenge.game_id;
    let out = Outgoing {
        text: challenge.text,
        components: vec![challenge_buttons(id, true, challenge.lang)],
        ping: challenge.ping,
        ..Outgoing::default()
    };
    let lang = super::context::reader_lang(ctx).await;
    let waiting = [("opponent", format!("<@{}>", opponent.id.get()).into())];
    let note = words_with(lang, "challenge-posted", &waiting);
    post_challenge(ctx, id, out, note).await
}

/// A challenge's buttons: **Accept**, **Decline** (only for a named opponent) and **Cancel**,
/// in `lang`.
fn challenge_buttons(id: i64, decline: bool, lang: Lang) -> CreateActionRow {
    let mut buttons = vec![CreateButton::new(ComponentId::Accept(id).encode())
        .label(words(lang, "button-accept"))
        .style(ButtonStyle::Success)];
    if decline {
        buttons.push(
            CreateButton::new(ComponentId::Decline(id).encode())
                .label(words(lang, "button-decline"))
                .style(ButtonStyle::Danger),
        );
    }
    buttons.push(
        CreateButton::new(ComponentId::Cancel(id).encode())
            .label(words(lang, "button-cancel"))
            .style(ButtonStyle::Secondary),
    );
    CreateActionRow::Buttons(buttons)
}

/// `/play` without an opponent: an open challenge, with **Accept** for anyone and **Cancel**
/// for the challenger.
async fn open_challenge(ctx: Context<'_>, request: &ChallengeRequest) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let challenge = call(ctx, ctx.data().service.open_challenge(request)).await?;
    let id = challenge.game_id;
    let out = Outgoing {
        text: challenge.text,
        components: vec![challenge_buttons(id, false, challenge.lang)],
        ..Outgoing::default()
    };
    let note = words(
        super::context::reader_lang(ctx).await,
        "open-challenge-posted",
    );
    post_challenge(ctx, id, out, note).await
}

/// Posts challenge `id`'s message in the channel and records where it is; tells the
/// challenger `note` privately. A challenge that could not be posted is withdrawn.
async fn post_challenge(
    ctx: Context<'_>,
    id: i64,
    out: Outgoing,
    note: String,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    match ctx
        .channel_id()
        .send_message(ctx.http(), out.message())
        .await
    {
        Ok(message) => {
            if let Err(e) = call(ctx, service.challenge_posted(id, message.id.get())).await {
                tracing::warn!(game = id, error = %e, "could not record the challenge message");
            }
        }
        Err(e) => {
            // Nobody could see or answer it: withdrawn, so it holds no place and counts
            // toward no cap.
            tracing::warn!(game = id, error = %e, "could not post a challenge; withdrawn");
            if let Err(e) = call(ctx, service.cancel(id, ctx.author().id.get())).await {
                tracing::warn!(game = id, error = %e, "could not withdraw an unposted challenge");
            }
            let note = words(
                super::context::reader_lang(ctx).await,
                "challenge-not-posted",
            );
            ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
            return Ok(());
        }
    }
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}
