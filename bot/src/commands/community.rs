//! `/leaderboard`, `/stats` and `/games`: ratings and the games a player has going.

use super::context::{call, manages_server, LanguageChoice, VariantChoice};
use crate::messages::Outgoing;
use crate::service::{bounded, SettingsChange, TextKind};
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;

/// Sends `text` to the asker only, as one or more messages, mentioning without pinging.
async fn say_privately(ctx: Context<'_>, text: &str) -> Result<(), Error> {
    for out in Outgoing::split(text) {
        ctx.send(out.ephemeral().reply()).await?;
    }
    Ok(())
}

/// Which ratings a leaderboard shows.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ScopeChoice {
    /// This server's.
    #[name = "server"]
    Server,
    /// The global pool of lobby games, every server.
    #[name = "global"]
    Global,
}

/// The best rated players of a variant on this server
///
/// The ten best rated players of the variant here, with their rating and games played, and your own
/// place if you are not among them. Ratings are Glicko-2, per server and per variant; games against
/// the computer are not rated. `scope:global` shows the global ratings of lobby games (every
/// server).
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "This server's ratings (default) or the global ones of lobby games"]
    scope: Option<ScopeChoice>,
) -> Result<(), Error> {
    let guild = match scope {
        Some(ScopeChoice::Global) => crate::store::from_db(crate::store::GLOBAL_POOL),
        _ => ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
    };
    let caller = ctx.author().id.get();
    // Posted for everyone in the channel: the server's language.
    let lang = ctx
        .data()
        .service
        .server_lang(ctx.guild_id().map(|g| g.get()))
        .await;
    crate::flows::public::answer_publicly(ctx, async {
        let text = call(
            ctx,
            ctx.data()
                .service
                .leaderboard(guild, variant.into(), caller, lang),
        )
        .await?;
        Ok(Outgoing::split(&text))
    })
    .await
}

/// A player's ratings and record on this server (yours if you name nobody)
///
/// Per variant: the rating and how sure it is, wins, draws, losses and the current streak.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let who = user.as_ref().map_or(ctx.author().id.get(), |u| u.id.get());
    // Posted for everyone in the channel: the server's language.
    let lang = ctx.data().service.server_lang(Some(guild)).await;
    crate::flows::public::answer_publicly(ctx, async {
        let text = call(ctx, ctx.data().service.stats(guild, who, lang)).await?;
        Ok(Outgoing::split(&text))
    })
    .await
}

/// Your games in progress here (in a DM with me: everywhere), with whose turn it is
///
/// For each game, visible only to you: the variant, your opponent, whose turn it is, the time left
/// to move (or, once it is up, who may claim), and a link to its thread or channel.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let guild = ctx.guild_id().map(|g| g.get());
    let lang = super::context::reader_lang(ctx).await;
    let games = ctx.data().service.games(ctx.author().id.get(), guild, lang);
    let text = call(ctx, games).await?;
    say_privately(ctx, &text).await
}

/// Server settings: threads for games, the default move time limit, the variants played
///
/// For members who may manage the server. `threads`: whether accepted challenges open a thread of
/// their own (default on). `move_time_limit`: the default time per move of new games, or `default`.
/// `variants`: `all`, or ids such as `apocalypse, oracle`; a variant turned off can no longer be
/// started (its games in progress play on). `open_challenge_expiry`: how long an open challenge
/// (`/play` without an opponent) waits for someone to accept (default 30 minutes). `rated`:
/// whether games between people are rated unless `/play rated:` says otherwise (default yes).
/// `organiser_role`: a role whose members may organise tournaments (`clear_organiser_role`
/// removes it). `lobby`: true joins the lobby across servers, with the channel where it is used
/// as this server's lobby channel (its games with other servers are played in threads of it);
/// false leaves it (open seeks are cancelled, games in progress play on). Without options it
/// shows the settings.
// Each parameter is one of Discord's options for the command: poise takes them this way.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Open a thread for each accepted challenge"] threads: Option<bool>,
    #[description = "Default time per move, e.g. 24h or 3d (or `default`)"] move_time_limit: Option<
        String,
    >,
    #[description = "Variants that may be played: `all`, or ids such as `apocalypse, oracle`"]
    variants: Option<String>,
    #[description = "How long an open challenge waits, e.g. 30m or 2h (or `default`: 30 minutes)"]
    open_challenge_expiry: Option<String>,
    #[description = "Whether games between people are rated unless /play says otherwise"]
    rated: Option<bool>,
    #[description = "A role whose members may organise tournaments (besides Manage Server)"]
    organiser_role: Option<serenity::Role>,
    #[description = "No organiser role any more: only Manage Server organises tournaments"]
    clear_organiser_role: Option<bool>,
    #[description = "Join the lobby across servers, with this channel as its lobby (false: leave)"]
    lobby: Option<bool>,
    #[description = "The language of this server's public posts (default: the server's own)"]
    language: Option<LanguageChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let service = &ctx.data().service;
    let lang = super::context::reader_lang(ctx).await;
    let unchanged = threads.is_none()
        && move_time_limit.is_none()
        && variants.is_none()
        && open_challenge_expiry.is_none()
        && rated.is_none()
        && organiser_role.is_none()
        && clear_organiser_role.is_none()
        && lobby.is_none()
        && language.is_none();
    let text = if unchanged {
        call(ctx, service.settings(guild, manages_server(ctx), lang)).await?
    } else {
        let move_time_limit = move_time_limit
            .as_deref()
            .map(|t| bounded(t, 40, TextKind::Duration))
            .transpose()?;
        let variants = variants
            .as_deref()
            .map(|t| bounded(t, 200, TextKind::VariantList))
            .transpose()?;
        let open_challenge_expiry = open_challenge_expiry
            .as_deref()
            .map(|t| bounded(t, 40, TextKind::Duration))
            .transpose()?;
        let change = SettingsChange {
            threads,
            move_time_limit,
            variants,
            open_challenge_expiry,
            rated,
            organiser_role: match (organiser_role, clear_organiser_role) {
                (Some(role), _) => Some(Some(role.id.get())),
                (None, Some(true)) => Some(None),
                (None, _) => None,
            },
            lobby: lobby.map(|on| on.then(|| ctx.channel_id().get())),
            language: language.map(LanguageChoice::lang),
        };
        call(
            ctx,
            service.change_settings(guild, manages_server(ctx), &change, lang),
        )
        .await?
    };
    say_privately(ctx, &text).await
}
