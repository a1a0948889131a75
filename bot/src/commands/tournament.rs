//! `/tournament`: Swiss tournaments run in a channel (create, start, standings, pairings,
//! withdraw, cancel, add_computer). The running (rounds, games, results) is the tournament
//! worker's (`crate::workers::tournaments`).

use super::context::manages_server;
use super::context::{call, reader_lang, LevelChoice, VariantChoice};
use crate::flows::announcement;
use crate::messages::tournament::announcement as tournament_announcement;
use crate::messages::Outgoing;
use crate::service::{
    bounded, BadInput, ComputerRequest, ServiceError, TextKind, TournamentRequest,
};
use crate::types::{Context, Error};
use crate::words::words;

/// Swiss tournaments in this channel: create one, start it, see its standings and pairings
///
/// `create` (members who may manage the server) posts the announcement with **Join** and
/// **Leave**; `start` (or its start time) pairs round 1. Each round's games are played in
/// threads named after the tournament, round and players; a game whose player to move lets
/// the time limit run out is lost on time; the next round is paired as soon as every game of
/// the round is over. `standings`, `pairings [round]`, `withdraw`, `cancel`, `add_computer`.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "start",
        "standings",
        "pairings",
        "withdraw",
        "cancel",
        "add_computer"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a Swiss tournament in this channel (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "How many rounds (1 to 15)"] rounds: i64,
    #[description = "Time per move, e.g. 24h or 3d"] time_limit: String,
    #[description = "Its name (default: the variant's Swiss)"] name: Option<String>,
    #[description = "When it starts by itself: in how long, e.g. 2h, or a Unix time (default: at /tournament start)"]
    start: Option<String>,
    #[description = "Whether its games are rated (default yes)"] rated: Option<bool>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let text = bounded(&time_limit, 40, TextKind::Duration)?;
    let limit = crate::config::parse_duration(text)
        .ok_or_else(|| ServiceError::from(BadInput::NotADuration(text.to_owned())))?;
    let variant: rules::VariantId = variant.into();
    let name = match name.as_deref() {
        Some(n) => bounded(n.trim(), 60, TextKind::Name)?.to_owned(),
        None => format!("{} Swiss", variant.title()),
    };
    let service = &ctx.data().service;
    let starts_at = match start.as_deref() {
        Some(text) => Some(service.tournament_start(bounded(text, 40, TextKind::Duration)?)?),
        None => None,
    };
    let request = TournamentRequest {
        guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
        channel: ctx.channel_id().get(),
        organiser: ctx.author().id.get(),
        may_organise: may_organise(ctx).await?,
        name,
        variant,
        rounds,
        time_limit: limit,
        starts_at,
        rated: rated.unwrap_or(true),
    };
    let card = call(ctx, service.create_tournament(&request)).await?;
    let message = ctx
        .channel_id()
        .send_message(
            ctx.http(),
            tournament_announcement(&card.text, card.id, true, card.lang).message(),
        )
        .await?;
    call(ctx, service.tournament_posted(card.id, message.id.get())).await?;
    let id = [("id", card.id.to_string().into())];
    let note = crate::words::words_with(reader_lang(ctx).await, "tournament-created-note", &id);
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}

/// Whether the member may organise tournaments: Manage Server, or the role `/settings` names.
async fn may_organise(ctx: Context<'_>) -> Result<bool, Error> {
    let roles: Vec<u64> = match ctx {
        poise::Context::Application(actx) => actx
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
    };
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    Ok(call(
        ctx,
        ctx.data()
            .service
            .may_organise(guild, manages_server(ctx), &roles),
    )
    .await?)
}

/// Start this channel's tournament now (organiser)
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let (text, card) = call(
        ctx,
        service.start_tournament(
            ctx.channel_id().get(),
            may_organise(ctx).await?,
            reader_lang(ctx).await,
        ),
    )
    .await?;
    announcement::refresh(ctx.http(), &card).await;
    ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
    Ok(())
}

/// The standings of this channel's tournament, as a table
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let lang = reader_lang(ctx).await;
    let (title, text, table) = call(
        ctx,
        service.tournament_standings(ctx.channel_id().get(), lang),
    )
    .await?;
    let picture = crate::flows::standings::standings_picture(
        &ctx.serenity_context().http,
        title,
        table,
        &text,
    )
    .await;
    let out = Outgoing {
        text,
        picture: Some(picture),
        ..Outgoing::default()
    };
    ctx.send(out.ephemeral().reply()).await?;
    Ok(())
}

/// The pairings of a round of this channel's tournament (default: the current one)
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    #[description = "Which round (default: the current one)"] round: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let text = call(
        ctx,
        ctx.data().service.tournament_pairings(
            ctx.channel_id().get(),
            round,
            reader_lang(ctx).await,
        ),
    )
    .await?;
    for out in Outgoing::split(&text) {
        ctx.send(out.ephemeral().reply()).await?;
    }
    Ok(())
}

/// Withdraw from this channel's running tournament (your games so far count)
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let text = call(
        ctx,
        ctx.data().service.withdraw_from_tournament(
            ctx.channel_id().get(),
            ctx.author().id.get(),
            reader_lang(ctx).await,
        ),
    )
    .await?;
    ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
    Ok(())
}

/// Cancel this channel's tournament (organiser)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let (text, card) = call(
        ctx,
        ctx.data().service.cancel_tournament(
            ctx.channel_id().get(),
            may_organise(ctx).await?,
            reader_lang(ctx).await,
        ),
    )
    .await?;
    announcement::refresh(ctx.http(), &card).await;
    ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
    Ok(())
}

/// Add the computer as a player of this channel's open tournament (organiser)
#[poise::command(slash_command, guild_only, rename = "add_computer")]
pub async fn add_computer(
    ctx: Context<'_>,
    #[description = "How strongly it plays"] level: LevelChoice,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let computer = ComputerRequest {
        level: level.into(),
        human_side: None,
        bot_user: ctx.framework().bot_id().get(),
    };
    let service = &ctx.data().service;
    let card = call(
        ctx,
        service.add_computer_to_tournament(
            ctx.channel_id().get(),
            may_organise(ctx).await?,
            &computer,
        ),
    )
    .await?;
    announcement::refresh(ctx.http(), &card).await;
    let said = words(reader_lang(ctx).await, "tournament-computer-joins");
    ctx.send(Outgoing::text(said).ephemeral().reply()).await?;
    Ok(())
}
