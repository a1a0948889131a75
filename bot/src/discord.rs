//! Connecting to Discord: the poise framework, its shared [`Data`], and the client set-up
//! (including pointing the HTTP client at another base URL for tests).

use crate::config::Config;
use crate::delivery::{self, GameLocks};
use crate::limits::RateLimits;
use crate::service::{Service, ServiceError};
use crate::shutdown::{self, InFlight};
use crate::{commands, components, errors, outbox, reminders};
use poise::serenity_prelude as serenity;
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
}

/// The error type of commands: anything, with [`crate::service::ServiceError`] for refusals.
pub type Error = anyhow::Error;

/// The poise context of this bot.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Opens the store, connects to Discord and runs until the connection ends.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let instance = config.shards.map_or_else(
        || crate::store::DEFAULT_INSTANCE.to_owned(),
        |s| s.instance(),
    );
    let store = crate::store::Store::open(&config.database_url)
        .await?
        .with_sender(&instance, config.work_lease);
    let service = Service::new(store)
        .with_move_time_limit(config.move_time_limit)
        .with_computer_iterations(config.computer_iterations);
    // Shard 0 receives DMs and registers the commands; with several processes, only one runs it.
    let registers = config.shards.is_none_or(|s| s.has_shard_zero());
    tracing::info!(database = %crate::config::redacted(&config.database_url), "store ready");

    let guild = config.guild_id;
    let commands_per_minute = config.commands_per_minute;
    let inflight = Arc::new(InFlight::default());
    let stopping = Arc::clone(&inflight);
    let draining = Arc::clone(&inflight);
    let store = service.store().clone();
    let computer_delay = config.computer_delay;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |error| Box::pin(errors::on_error(error)),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            // After every command: what was held for the author because their DMs are closed.
            post_command: |ctx| Box::pin(delivery::send_held(ctx)),
            // Before every command: the user's rate limit (over it, no work is done), and the
            // command counted as work in flight until it ends (a stopping bot waits for it).
            command_check: Some(|ctx| {
                Box::pin(async move {
                    // poise runs this before autocomplete too: a keystroke is not a command
                    // (autocomplete has its own, looser limit, and just answers nothing over
                    // it), and must not spend the user's commands.
                    if is_autocomplete(ctx) {
                        return Ok(true);
                    }
                    let data = ctx.data();
                    data.limits
                        .command(ctx.author().id.get())
                        .map_err(ServiceError::SlowDown)?;
                    let guard = data.inflight.enter().ok_or(ServiceError::Stopping)?;
                    ctx.set_invocation_data(guard).await;
                    Ok(true)
                })
            }),
            // Nobody is pinged unless a message says whom (never @everyone from quoted text).
            allowed_mentions: Some(delivery::pinging(&[])),
            // Asking Discord for the application owners is not needed (no owner-only commands).
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    _ if !registers => {
                        tracing::info!("commands are registered by the process running shard 0");
                    }
                    Some(id) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            commands,
                            serenity::GuildId::new(id),
                        )
                        .await?;
                        tracing::info!(guild = id, "commands registered in the guild");
                    }
                    None => {
                        poise::builtins::register_globally(ctx, commands).await?;
                        tracing::info!("commands registered globally");
                    }
                }
                tracing::info!(user = %ready.user.name, "connected to Discord");
                let locks = Arc::new(GameLocks::default());
                // Announcements a previous run left unsent go out now; failed sends retry.
                tokio::spawn(outbox::run(
                    Arc::clone(&ctx.http),
                    service.store().clone(),
                    Arc::clone(&locks),
                    Arc::clone(&inflight),
                ));
                // Move reminders, due by the clock of each game.
                tokio::spawn(reminders::run(
                    Arc::clone(&ctx.http),
                    service.clone(),
                    Arc::clone(&locks),
                    Arc::clone(&inflight),
                ));
                let limits = Arc::new(RateLimits::new(commands_per_minute));
                let idle = Arc::clone(&limits);
                tokio::spawn(async move {
                    loop {
                        tokio::time::sleep(std::time::Duration::from_secs(60)).await;
                        idle.forget_idle();
                    }
                });
                // The computer's turns: searched on blocking threads, one per core at most.
                let computer = Arc::new(Notify::new());
                let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
                tokio::spawn(crate::computer::run(
                    Arc::clone(&ctx.http),
                    service.clone(),
                    Arc::clone(&locks),
                    Arc::clone(&computer),
                    cores,
                    computer_delay,
                    Arc::clone(&inflight),
                ));
                Ok(Data {
                    service,
                    locks,
                    limits,
                    computer,
                    inflight,
                })
            })
        })
        .build();

    // Interactions arrive whatever the intents; DMs need none of the privileged ones.
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::DIRECT_MESSAGES;
    let builder = match &config.api_base {
        Some(base) => {
            // serenity only honours a proxy base when its ratelimiter is off.
            let http = serenity::HttpBuilder::new(&config.token)
                .proxy(base.clone())
                .ratelimiter_disabled(true)
                .default_allowed_mentions(delivery::pinging(&[]))
                .build();
            tracing::info!(api_base = %base, "using another Discord API base");
            serenity::ClientBuilder::new_with_http(http, intents)
        }
        None => {
            let http = serenity::HttpBuilder::new(&config.token)
                .default_allowed_mentions(delivery::pinging(&[]))
                .build();
            serenity::ClientBuilder::new_with_http(http, intents)
        }
    };
    let mut client = builder.framework(framework).await?;
    let shard_manager = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown::signal().await;
        tracing::info!(
            in_flight = stopping.busy(),
            "stopping: no new interactions; finishing those in flight"
        );
        stopping.close();
        shard_manager.shutdown_all().await;
    });
    let gateway = match config.shards {
        Some(range) => {
            tracing::info!(
                first = range.first,
                last = range.last,
                total = range.total,
                "starting shards"
            );
            // serenity's range end is inclusive.
            client
                .start_shard_range(range.first..range.last, range.total)
                .await
        }
        None => client.start_autosharded().await,
    };
    if let Err(e) = &gateway {
        tracing::error!(error = %e, "the gateway stopped with an error");
    }
    // The gateway is closed (or failed): let the work in flight finish, then close the
    // database, and only then report how the gateway ended.
    if !draining.drained(shutdown::DRAIN).await {
        tracing::warn!(
            in_flight = draining.busy(),
            "stopping with work still in flight; it resumes after the restart"
        );
    }
    store.close().await;
    tracing::info!("stopped");
    gateway.map_err(Into::into)
}

/// Whether `ctx` is an autocomplete request rather than a command.
fn is_autocomplete(ctx: Context<'_>) -> bool {
    matches!(
        ctx,
        poise::Context::Application(app)
            if app.interaction_type == poise::CommandInteractionType::Autocomplete
    )
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(ci),
    } = event
    {
        components::handle(framework.serenity_context, framework.user_data, ci).await;
    }
    Ok(())
}
