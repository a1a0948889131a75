//! What every command and handler works with: the shared [`Data`], and poise's context and
//! error types for this bot.

use crate::limits::RateLimits;
use crate::locks::GameLocks;
use crate::service::Service;
use crate::shutdown::InFlight;
use std::sync::Arc;
use tokio::sync::Notify;

/// What every command and handler can reach. Holds no game state: that lives in the store.
#[derive(Debug)]
pub struct Data {
    /// The game service.
    pub service: Service,
    /// One sending lock per game, shared by handlers and the outbox worker, so a game's
    /// announcements go out in order.
    pub locks: Arc<GameLocks>,
    /// How fast each user may go.
    pub limits: Arc<RateLimits>,
    /// Wakes the computer's worker after an action, so it answers at once when it is to act.
    pub computer: Arc<Notify>,
    /// The work in flight, which a stopping bot lets finish.
    pub inflight: Arc<InFlight>,
    /// The bot's own user (it plays the computer's side).
    pub bot_user: u64,
}

/// The error type of commands: anything, with [`crate::service::ServiceError`] for refusals.
pub type Error = anyhow::Error;

/// The poise context of this bot.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What a command admitted by `crate::discord` carries while it runs: it counts as work in flight
/// until it ends, and when it started (for the response-time metric).
pub struct Invocation {
    _working: crate::shutdown::Guard,
    /// When the command was admitted.
    pub started: std::time::Instant,
    /// The language of the private replies, once a reply asked for it
    /// (`commands::context::reader_lang`); a refusal afterwards reuses it.
    pub lang: std::sync::OnceLock<crate::words::Lang>,
}

impl Invocation {
    /// A command admitted now, counted as work in flight while `working` lives.
    pub fn new(working: crate::shutdown::Guard) -> Invocation {
        Invocation {
            _working: working,
            lang: std::sync::OnceLock::new(),
            started: std::time::Instant::now(),
        }
    }
}

/// The language of a private reply to this interaction: the player's `/preferences language`,
/// else their Discord client's (remembered for their DMs). Also remembers the server's Discord
/// language, which its public posts speak unless `/settings language` chose one.
pub(crate) async fn reader_lang(ctx: Context<'_>) -> crate::words::Lang {
    let invocation = ctx.invocation_data::<Invocation>().await;
    if let Some(lang) = invocation.as_ref().and_then(|i| i.lang.get().copied()) {
        return lang;
    }
    let service = &ctx.data().service;
    if let (Some(guild), poise::Context::Application(actx)) = (ctx.guild_id(), ctx) {
        if let Some(locale) = &actx.interaction.guild_locale {
            service.note_server_locale(guild.get(), locale);
        }
    }
    let lang = service
        .reader_lang(ctx.author().id.get(), ctx.locale().unwrap_or(""))
        .await;
    if let Some(invocation) = invocation {
        let _ = invocation.lang.set(lang);
    }
    lang
}
