//! Connecting to Discord: the poise framework, its shared [`Data`], and the client set-up
//! (including pointing the HTTP client at another base URL for tests).

use crate::config::Config;
use crate::delivery;
use crate::limits::RateLimits;
use crate::locks::GameLocks;
use crate::service::{Service, ServiceError};
use crate::shutdown::{self, InFlight};
use crate::types::{Context, Data, Error, Invocation};
use crate::workers::{outbox, reminders};
use crate::{commands, components, on_error};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use tokio::sync::Notify;

/// Opens the store, connects to Discord and runs until the connection ends.
pub async fn run(config: Config) -> anyhow::Result<()> {
    let service = open_service(&config).await?;
    let store = service.store().clone();
    // Alive from now on, so other processes leave this run's claims alone while it lives.
    store.start_run(crate::store::now()).await?;
    let beating = tokio::spawn(crate::workers::heartbeat::run(store.clone()));
    let inflight = Arc::new(InFlight::default());
    let framework = {
        let (config, inflight) = (config.clone(), Arc::clone(&inflight));
        poise::Framework::builder()
            .options(options())
            .setup(move |ctx, ready, framework| {
                Box::pin(setup(ctx, ready, framework, config, service, inflight))
            })
            .build()
    };
    let mut client = client(&config).await?.framework(framework).await?;
    if let Some(addr) = config.metrics_addr {
        crate::ops::serve(addr, crate::ops::Probe::new(store.clone(), &client)).await?;
    }
    stop_on_signal(&client, Arc::clone(&inflight));
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
        tracing::error!(error = %e, "{}", gateway_failure(e));
    }
    // The gateway is closed (or failed): nothing new starts, the work in flight finishes, then
    // the database closes, and only then is how the gateway ended reported.
    inflight.close();
    let drained = inflight.drained(shutdown::DRAIN).await;
    // No beat after this point: one after the goodbye would say this run is alive again.
    beating.abort();
    // Wait until it has stopped: a beat still running could land after the goodbye.
    let _ = beating.await;
    if drained {
        // Nothing in flight: what this run still owns is handed over now, not a lease later.
        match store.goodbye().await {
            Ok(()) => tracing::info!("released this process's claims to the next one"),
            Err(e) => tracing::warn!(error = %e, "could not release this process's claims; \
                they pass to another process when its lease runs out"),
        }
    } else {
        tracing::warn!(
            in_flight = inflight.busy(),
            "stopping with work still in flight; it resumes in another process once this \
             one's lease (WORK_LEASE) has run out"
        );
    }
    store.close().await;
    tracing::info!("stopped");
    match gateway {
        Ok(()) => Ok(()),
        Err(e) if is_configuration(&e) => Err(ConfigurationRefused(gateway_failure(&e)).into()),
        Err(e) => Err(e.into()),
    }
}

/// Discord refused the bot's configuration (its token, its intents, its shards): restarting
/// cannot help, someone must change a setting. The process exits with
/// [`crate::cli::EXIT_CONFIG`], which the shipped unit and compose file do not restart.
#[derive(Debug)]
pub struct ConfigurationRefused(pub &'static str);

impl std::fmt::Display for ConfigurationRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for ConfigurationRefused {}

/// Whether the gateway stopped because Discord refuses the configuration: the close codes
/// that cannot be retried (4004 a bad token; 4010/4011 bad shards; 4013/4014 intents).
fn is_configuration(error: &serenity::Error) -> bool {
    use serenity::GatewayError;
    matches!(
        error,
        serenity::Error::Gateway(
            GatewayError::InvalidAuthentication
                | GatewayError::InvalidGatewayIntents
                | GatewayError::DisallowedGatewayIntents
                | GatewayError::InvalidShardData
                | GatewayError::OverloadedShard
        )
    )
}

/// What a gateway that stopped with `error` means for the operator: Discord's fatal close codes
/// (4004 a bad token, 4013/4014 intents) say what to fix; the bot stops rather than retry them.
fn gateway_failure(error: &serenity::Error) -> &'static str {
    use serenity::GatewayError;
    match error {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => {
            "Discord refused the token (gateway close code 4004, authentication failed): \
             check DISCORD_TOKEN; stopping"
        }
        serenity::Error::Gateway(
            GatewayError::InvalidGatewayIntents | GatewayError::DisallowedGatewayIntents,
        ) => "Discord refused the gateway intents (close code 4013/4014); stopping",
        serenity::Error::Gateway(
            GatewayError::InvalidShardData | GatewayError::OverloadedShard,
        ) => {
            "Discord refused the shard settings (close code 4010/4011): check SHARD_COUNT and \
             SHARDS; stopping"
        }
        _ => "the gateway stopped with an error; stopping",
    }
}

/// The game service over the configured store, owning background work under this process's
/// name (the same for every restart of the process running these shards).
async fn open_service(config: &Config) -> anyhow::Result<Service> {
    let instance = config.shards.map_or_else(
        || crate::store::DEFAULT_INSTANCE.to_owned(),
        |s| s.instance(),
    );
    let store = crate::store::Store::open(&config.database_url)
        .await?
        .with_sender(&instance, config.work_lease);
    tracing::info!(database = %crate::config::redacted(&config.database_url), "store ready");
    Ok(Service::new(store)
        .with_move_time_limit(config.move_time_limit)
        .with_computer_iterations(config.computer_iterations))
}

/// The framework's options: the commands, and what runs around each of them.
fn options() -> poise::FrameworkOptions<Data, Error> {
    poise::FrameworkOptions {
        commands: commands::all(),
        on_error: |error| Box::pin(on_error::on_error(error)),
        event_handler: |framework, event| Box::pin(on_event(framework, event)),
        // After every command: counted as answered, then what was held for the author because
        // their DMs are closed.
        post_command: |ctx| {
            Box::pin(async move {
                on_error::count(ctx, "answered").await;
                delivery::show_held(delivery::Asker::Command(ctx)).await;
            })
        },
        // Before every command: the user's rate limit (over it, no work is done), and the
        // command counted as work in flight until it ends (a stopping bot waits for it).
        command_check: Some(|ctx| Box::pin(admit(ctx))),
        // Nobody is pinged unless a message says whom (never @everyone from quoted text).
        allowed_mentions: Some(crate::messages::pinging(&[])),
        // Asking Discord for the application owners is not needed (no owner-only commands).
        initialize_owners: false,
        ..Default::default()
    }
}

/// Admits a command: within the user's rate limit, and while the bot is not stopping.
async fn admit(ctx: Context<'_>) -> Result<bool, Error> {
    // poise runs this before autocomplete too: a keystroke is not a command (autocomplete has
    // its own, looser limit, and just answers nothing over it), and must not spend the user's
    // commands.
    if is_autocomplete(ctx) {
        return Ok(true);
    }
    let data = ctx.data();
    data.limits
        .command(ctx.author().id.get())
        .map_err(ServiceError::SlowDown)?;
    let guard = data.inflight.enter().ok_or(ServiceError::Stopping)?;
    ctx.set_invocation_data(Invocation::new(guard)).await;
    Ok(true)
}

/// Once connected: registers the commands (shard 0's process only), starts the background
/// workers and makes the shared [`Data`].
async fn setup(
    ctx: &serenity::Context,
    ready: &serenity::Ready,
    framework: &poise::Framework<Data, Error>,
    config: Config,
    service: Service,
    inflight: Arc<InFlight>,
) -> Result<Data, Error> {
    // Shard 0 receives DMs and registers the commands; with several processes, only one runs it.
    if config.shards.is_none_or(|s| s.has_shard_zero()) {
        register(ctx, &framework.options().commands, config.guild_id).await?;
    } else {
        tracing::info!("commands are registered by the process running shard 0");
    }
    tracing::info!(user = %ready.user.name, "connected to Discord");
    Ok(start_workers(
        ctx,
        service,
        inflight,
        &config,
        ready.user.id.get(),
    ))
}

/// Registers `commands` in `guild` (at once), or globally.
async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    guild: Option<u64>,
) -> Result<(), Error> {
    match guild {
        Some(id) => {
            poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(id)).await?;
            tracing::info!(guild = id, "commands registered in the guild");
        }
        None => {
            poise::builtins::register_globally(ctx, commands).await?;
            tracing::info!("commands registered globally");
        }
    }
    Ok(())
}

/// Starts the background workers (the outbox, move reminders, the computer's turns, the rate
/// limiter's cleanup) and returns what commands and handlers share with them.
fn start_workers(
    ctx: &serenity::Context,
    service: Service,
    inflight: Arc<InFlight>,
    config: &Config,
    bot_user: u64,
) -> Data {
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
    let limits = Arc::new(RateLimits::new(config.commands_per_minute));
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
    tokio::spawn(crate::workers::computer::run(
        Arc::clone(&ctx.http),
        service.clone(),
        Arc::clone(&locks),
        Arc::clone(&computer),
        cores,
        config.computer_delay,
        Arc::clone(&inflight),
    ));
    // Tournaments: rounds paired, games started, results recorded, standings posted.
    tokio::spawn(crate::workers::tournaments::run(
        Arc::clone(&ctx.http),
        service.clone(),
        Arc::clone(&locks),
        Arc::clone(&inflight),
        Arc::clone(&computer),
        bot_user,
    ));
    // The lobby across servers: seeks expired and paired, games started in both homes.
    tokio::spawn(crate::workers::lobby::run(
        Arc::clone(&ctx.http),
        service.clone(),
        Arc::clone(&locks),
        Arc::clone(&inflight),
        Arc::clone(&computer),
    ));
    Data {
        service,
        locks,
        limits,
        computer,
        inflight,
        bot_user,
    }
}

/// The Discord client, its HTTP requests sent to `DISCORD_API_BASE` if set.
async fn client(config: &Config) -> anyhow::Result<serenity::ClientBuilder> {
    // Interactions arrive whatever the intents; DMs need none of the privileged ones.
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::DIRECT_MESSAGES;
    let http = serenity::HttpBuilder::new(&config.token)
        .default_allowed_mentions(crate::messages::pinging(&[]));
    let http = match &config.api_base {
        Some(base) if config.api_relay => {
            tracing::info!(api_base = %base, "using another Discord API base");
            // serenity only honours a proxy base when its ratelimiter is off: the relay waits
            // out rate limits instead, as serenity does against Discord itself.
            let relay = crate::relay::start(base).await?;
            http.proxy(relay).ratelimiter_disabled(true)
        }
        Some(base) => {
            tracing::info!(api_base = %base, "using another Discord API base, without the relay");
            http.proxy(base.as_str()).ratelimiter_disabled(true)
        }
        None => http,
    };
    Ok(serenity::ClientBuilder::new_with_http(
        http.build(),
        intents,
    ))
}

/// On SIGTERM or Ctrl-C: no new interactions, and the gateway closes; the work in flight
/// finishes (see [`run`]).
fn stop_on_signal(client: &serenity::Client, inflight: Arc<InFlight>) {
    let shard_manager = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        shutdown::signal().await;
        tracing::info!(
            in_flight = inflight.busy(),
            "stopping: no new interactions; finishing those in flight"
        );
        inflight.close();
        shard_manager.shutdown_all().await;
    });
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
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(ci),
        } => components::handle(framework.serenity_context, framework.user_data, ci).await,
        // A session that had to identify again (its connection was lost or closed and could
        // not be resumed), or that resumed: the operator's gateway figures.
        serenity::FullEvent::Ready { data_about_bot } => {
            static READY: std::sync::Mutex<Vec<u32>> = std::sync::Mutex::new(Vec::new());
            let shard = data_about_bot.shard.map_or(0, |s| s.id.0);
            let mut seen = READY.lock().expect("ready shards");
            if seen.contains(&shard) {
                crate::ops::metrics::metrics().gateway_reconnects.inc();
                tracing::info!(shard, "gateway session identified again");
            } else {
                seen.push(shard);
            }
        }
        serenity::FullEvent::Resume { .. } => {
            crate::ops::metrics::metrics().gateway_resumes.inc();
            tracing::info!("gateway session resumed");
        }
        _ => {}
    }
    Ok(())
}
