//! Load test: N games at once through the fake Discord, over loopback, against the real `bot`
//! binary. Every player acts as soon as they may: ask autocomplete for their legal actions, pick
//! one, `/move`; a finished game is followed by a new challenge in its channel. Reports actions
//! per second, the latency to the first response (a deferral counts) and to the final reply, and
//! the bot's memory and CPU time.
//!
//! The tables start spread out (`--start-rate` games a second) and the figures count from when
//! all have started, so the start's burst of challenges is not what is measured.
//!
//! Two modes. Closed loop (the default): every player acts as soon as the last answer came, so
//! the final reply's latency is only the queue (games ÷ throughput). Open loop (`--rate N`): a
//! clock offers N actions a second whatever the bot does, each taken by a free table, and an
//! action's final reply is timed from the instant it was offered, so a bot that falls behind
//! shows it as latency (no coordinated omission).
//!
//! ```sh
//! cargo build --release -p bot --bins --examples
//! target/release/examples/load --games 1000 --seconds 30
//! target/release/examples/load --games 1000 --seconds 30 --rate 300
//! target/release/examples/load --games 1000 --seconds 30 --database postgres
//! ```

use clap::Parser;
use fake_discord::{FakeDiscord, Interaction, User};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The load test's options.
#[derive(Debug, Parser)]
#[command(about = "Load test of the bot through the fake Discord")]
struct Options {
    /// Games played at once.
    #[arg(long, default_value_t = 1000)]
    games: usize,
    /// How long the players keep acting, in seconds.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// `sqlite` or `postgres`.
    #[arg(long, default_value = "sqlite")]
    database: String,
    /// The PostgreSQL server (a fresh schema is made in it and dropped after).
    #[arg(
        long,
        env = "TEST_POSTGRES_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/test"
    )]
    postgres_url: String,
    /// The bot binary (default: the `bot` built next to this example).
    #[arg(long)]
    bot: Option<PathBuf>,
    /// Open loop: offer this many actions a second (default: closed loop, as fast as answered).
    #[arg(long)]
    rate: Option<f64>,
    /// Games started a second before the measurement (their challenges and accepts are not
    /// what is measured): the tables start spread over `games / start_rate` seconds, and the
    /// figures count from when all have started.
    #[arg(long, default_value_t = 100.0)]
    start_rate: f64,
}

/// The open loop's clock: each item is the instant an action was offered.
type Offers = Arc<tokio::sync::Mutex<tokio::sync::mpsc::UnboundedReceiver<Instant>>>;

const VARIANTS: [&str; 5] = [
    "apocalypse",
    "oracle",
    "it-is-what-it-is",
    "battlefield",
    "heaven-and-hell",
];

/// How long a player waits for any one answer before counting an error.
const ANSWER: Duration = Duration::from_secs(60);

/// Latencies of one kind of interaction, in microseconds.
#[derive(Debug, Default)]
struct Samples {
    first: Vec<u64>,
    answered: Vec<u64>,
}

#[derive(Debug, Default)]
struct Stats {
    moves: Mutex<Samples>,
    autocomplete: Mutex<Samples>,
    /// Open loop: each accepted action's final reply, timed from the instant it was offered.
    offered: Mutex<Vec<u64>>,
    accepted: AtomicU64,
    refused: AtomicU64,
    games_started: AtomicU64,
    games_finished: AtomicU64,
    errors: AtomicU64,
    late: AtomicU64,
}

impl Stats {
    /// Forgets what the warm-up counted (games started stay counted).
    fn reset(&self) {
        *self.moves.lock().unwrap() = Samples::default();
        *self.autocomplete.lock().unwrap() = Samples::default();
        self.offered.lock().unwrap().clear();
        for counter in [
            &self.accepted,
            &self.refused,
            &self.games_finished,
            &self.errors,
            &self.late,
        ] {
            counter.store(0, Ordering::Relaxed);
        }
    }

    fn record(&self, which: &Mutex<Samples>, first: Duration, answered: Duration) {
        let mut s = which.lock().unwrap();
        s.first.push(first.as_micros() as u64);
        s.answered.push(answered.as_micros() as u64);
        if first > Duration::from_secs(3) {
            self.late.fetch_add(1, Ordering::Relaxed);
        }
    }
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

fn summary(name: &str, samples: &Samples) -> String {
    let mut first = samples.first.clone();
    let mut answered = samples.answered.clone();
    first.sort_unstable();
    answered.sort_unstable();
    format!(
        "| {name} | {} | {:.1} / {:.1} / {:.1} | {:.1} / {:.1} / {:.1} |",
        first.len(),
        percentile(&first, 0.5),
        percentile(&first, 0.95),
        percentile(&first, 0.99),
        percentile(&answered, 0.5),
        percentile(&answered, 0.95),
        percentile(&answered, 0.99),
    )
}

/// Sends `ix` and waits for its answer, recording its latencies; `None` on a timeout (counted).
async fn answer(
    fake: &FakeDiscord,
    stats: &Stats,
    kind: &Mutex<Samples>,
    ix: Interaction,
) -> Option<fake_discord::Answered> {
    match fake.wait_answer(&ix, ANSWER).await {
        Some(a) => {
            stats.record(kind, a.first, a.answered);
            if a.text.contains("Something went wrong") {
                stats.errors.fetch_add(1, Ordering::Relaxed);
            }
            Some(a)
        }
        None => {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            None
        }
    }
}

/// The legal actions `user` may take in `channel`, from autocomplete.
async fn suggestions(fake: &FakeDiscord, stats: &Stats, user: &User, channel: u64) -> Vec<String> {
    let ix = fake
        .autocomplete(
            user,
            channel,
            "move",
            json!([{ "name": "action", "value": "" }]),
            "action",
        )
        .await;
    let Some(a) = answer(fake, stats, &stats.autocomplete, ix).await else {
        return Vec::new();
    };
    let choices: Value = serde_json::from_str(&a.text).unwrap_or(Value::Null);
    choices
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str().map(str::to_owned))
        .collect()
}

/// What every table shares: the fake Discord, the counters, the stop flag and the open loop's
/// offers.
#[derive(Clone)]
struct Run {
    fake: FakeDiscord,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
    offers: Option<Offers>,
}

impl Run {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    fn error(&self) {
        self.stats.errors.fetch_add(1, Ordering::Relaxed);
    }

    /// The next offered instant (open loop), `Some(None)` in the closed loop, `None` once the
    /// offers have stopped.
    async fn offer(&self) -> Option<Option<Instant>> {
        match &self.offers {
            Some(offers) => offers.lock().await.recv().await.map(Some),
            None => Some(None),
        }
    }
}

/// One table: challenge, accept, play until over, again, until the run stops.
async fn table(run: Run, players: [User; 2], channel: u64, seed: u64, start_after: Duration) {
    tokio::time::sleep(start_after).await;
    let mut rng = seed | 1;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let mut round = 0;
    while !run.stopped() {
        let variant = VARIANTS[(seed as usize + round) % VARIANTS.len()];
        round += 1;
        let Some(place) = start_game(&run, &players, channel, variant).await else {
            run.error();
            return;
        };
        play_game(&run, &players, place, &mut next).await;
    }
}

/// Challenges and accepts a game of `variant`: where it is played (its thread, or `channel`),
/// `None` if an answer never came.
async fn start_game(run: &Run, players: &[User; 2], channel: u64, variant: &str) -> Option<u64> {
    let fake = &run.fake;
    let mark = fake.mark();
    let ix = fake
        .slash(
            &players[0],
            channel,
            "play",
            json!([
                { "name": "variant", "value": variant },
                FakeDiscord::user_option("opponent", &players[1]),
            ]),
        )
        .await;
    fake.wait_answer(&ix, ANSWER).await?;
    // The challenge itself is a channel post (the command's answer is a private note).
    let message = tokio::time::timeout(ANSWER, async {
        loop {
            let found = fake.find_message(|m| {
                m.id > mark
                    && m.channel_id == channel
                    && m.custom_ids().iter().any(|c| c.starts_with("accept:"))
            });
            if let Some(m) = found {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await
    .ok()?;
    let accept = message
        .custom_id_starting("accept:")
        .expect("the post has an Accept button");
    let ix = fake.click(&players[1], &message, &accept).await;
    let accepted = fake.wait_answer(&ix, ANSWER).await?;
    run.stats.games_started.fetch_add(1, Ordering::Relaxed);
    // The game's own thread, if the accept opened one.
    Some(
        accepted
            .text
            .split("<#")
            .nth(1)
            .and_then(|rest| rest.split('>').next())
            .and_then(|id| id.parse().ok())
            .unwrap_or(channel),
    )
}

/// Plays the game in `place` until it is over (or the run stops), each action a random one of
/// autocomplete's suggestions.
async fn play_game(
    run: &Run,
    players: &[User; 2],
    place: u64,
    next: &mut impl FnMut(usize) -> usize,
) {
    let (fake, stats) = (&run.fake, &run.stats);
    let mut idle = 0;
    while !run.stopped() {
        let mut acted = false;
        let mut over = false;
        for player in players {
            let options = suggestions(fake, stats, player, place).await;
            if options.is_empty() {
                continue;
            }
            // Open loop: the move waits for the next offered instant (autocomplete, which
            // says whether there is a move to make, is not paced).
            let Some(offered) = run.offer().await else {
                return;
            };
            let pick = options[next(options.len())].clone();
            let ix = fake
                .slash(
                    player,
                    place,
                    "move",
                    json!([{ "name": "action", "value": pick }]),
                )
                .await;
            let Some(a) = answer(fake, stats, &stats.moves, ix).await else {
                continue;
            };
            let played = !a.ephemeral
                || a.text.contains("is in")
                || a.text.contains("You answered")
                || a.text.contains("You played");
            if played {
                stats.accepted.fetch_add(1, Ordering::Relaxed);
                if let Some(at) = offered {
                    let waited = at.elapsed().as_micros() as u64;
                    stats.offered.lock().unwrap().push(waited);
                }
                acted = true;
            } else {
                stats.refused.fetch_add(1, Ordering::Relaxed);
            }
            if a.text.contains("Game over") || a.text.contains("game is over") {
                over = true;
                break;
            }
        }
        if over {
            stats.games_finished.fetch_add(1, Ordering::Relaxed);
            return;
        }
        if acted {
            idle = 0;
            continue;
        }
        // Nobody could act: the game is over (or waits): look again, then move on.
        idle += 1;
        if idle > 3 {
            stats.games_finished.fetch_add(1, Ordering::Relaxed);
            let ix = fake.slash(&players[0], place, "resign", json!([])).await;
            let _ = fake.wait_answer(&ix, ANSWER).await;
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// RSS now and at its peak (MiB), and CPU time (s) of process `pid`.
fn usage(pid: u32) -> (f64, f64, f64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kib = |key: &str| {
        status
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name: utime is the 14th field, stime the 15th (clock ticks).
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    let cpu = (ticks(11) + ticks(12)) / 100.0;
    (kib("VmRSS:") / 1024.0, kib("VmHWM:") / 1024.0, cpu)
}

async fn schema(server: &str, sql: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(server)
        .await
        .expect("reach PostgreSQL");
    sqlx::query(sql).execute(&mut conn).await.expect(sql);
}

/// The database the bot is given: a SQLite file in `dir`, or a fresh schema in PostgreSQL
/// (named `schema`, dropped after the run).
async fn database_url(options: &Options, dir: &Path, pg_schema: &str) -> String {
    match options.database.as_str() {
        "sqlite" => format!("sqlite://{}?mode=rwc", dir.join("load.db").display()),
        "postgres" => {
            schema(&options.postgres_url, &format!("CREATE SCHEMA {pg_schema}")).await;
            let join = if options.postgres_url.contains('?') {
                '&'
            } else {
                '?'
            };
            format!(
                "{}{join}options[search_path]={pg_schema}",
                options.postgres_url
            )
        }
        other => panic!("--database is sqlite or postgres, not {other}"),
    }
}

/// Starts the bot binary `bin` against `fake` and `db_url`, in `dir`, and waits until it is
/// ready.
async fn start_bot(bin: &Path, fake: &FakeDiscord, db_url: &str, dir: &Path) -> Child {
    let registrations = fake.registrations();
    let child = Command::new(bin)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DISCORD_TOKEN", "load-test-token")
        .env("DATABASE_URL", db_url)
        .env("DISCORD_API_BASE", fake.http_base())
        // The fake never rate-limits (lean mode): no relay hop, which a bot talking to Discord
        // itself does not make either.
        .env("DISCORD_API_RELAY", "off")
        .env("GUILD_ID", fake_discord::GUILD_ID.to_string())
        // `LOAD_BOT_LOG` overrides the bot's log filter, e.g. `sqlx::query=debug` to count the
        // statements of an action.
        .env(
            "RUST_LOG",
            std::env::var("LOAD_BOT_LOG").unwrap_or_else(|_| "warn".to_owned()),
        )
        .env("NO_COLOR", "1")
        .env("COMMANDS_PER_MINUTE", "1000000")
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the bot");
    fake.wait_ready(registrations + 1).await;
    child
}

/// The open loop's clock: from `after`, one offered instant every `1 / rate` seconds until
/// the run stops.
fn offer_clock(rate: f64, after: Duration, stop: Arc<AtomicBool>) -> Offers {
    let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        tokio::time::sleep(after).await;
        let start = Instant::now();
        let mut n = 0u64;
        while !stop.load(Ordering::Relaxed) {
            let due = start + Duration::from_secs_f64(n as f64 / rate);
            tokio::time::sleep_until(due.into()).await;
            if tx.send(due).is_err() {
                break;
            }
            n += 1;
        }
    });
    Arc::new(tokio::sync::Mutex::new(rx))
}

/// What the bot process used over the measurement: (RSS MiB, peak RSS MiB, CPU seconds).
struct Usage {
    rss: f64,
    peak: f64,
    cpu: f64,
}

/// Prints the run's figures.
fn report(options: &Options, stats: &Stats, elapsed: Duration, used: &Usage) {
    let accepted = stats.accepted.load(Ordering::Relaxed);
    let secs = elapsed.as_secs_f64();
    println!(
        "{} games at once, {} s, {}: {} actions accepted ({:.0}/s), {} refused, {} games \
         started, {} finished, {} errors, {} first responses later than 3 s",
        options.games,
        elapsed.as_secs(),
        options.database,
        accepted,
        accepted as f64 / secs,
        stats.refused.load(Ordering::Relaxed),
        stats.games_started.load(Ordering::Relaxed),
        stats.games_finished.load(Ordering::Relaxed),
        stats.errors.load(Ordering::Relaxed),
        stats.late.load(Ordering::Relaxed),
    );
    println!(
        "bot: RSS {:.0} MiB (peak {:.0} MiB), CPU {:.1} s in {secs:.0} s ({:.0}% of one core), \
         {:.2} ms of CPU an action (its autocomplete included)",
        used.rss,
        used.peak,
        used.cpu,
        100.0 * used.cpu / secs,
        1000.0 * used.cpu / accepted.max(1) as f64,
    );
    if let Some(rate) = options.rate {
        let mut offered = stats.offered.lock().unwrap().clone();
        offered.sort_unstable();
        println!(
            "open loop: {rate:.0} actions/s offered, {:.0}/s achieved; final reply from the \
             offer p50 / p95 / p99: {:.0} / {:.0} / {:.0} ms",
            accepted as f64 / secs,
            percentile(&offered, 0.5),
            percentile(&offered, 0.95),
            percentile(&offered, 0.99),
        );
    }
    println!("| interaction | count | first response p50 / p95 / p99 (ms) | final reply p50 / p95 / p99 (ms) |");
    println!("|---|---|---|---|");
    println!("{}", summary("/move", &stats.moves.lock().unwrap()));
    println!(
        "{}",
        summary("autocomplete", &stats.autocomplete.lock().unwrap())
    );
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let options = Options::parse();
    let bin = options.bot.clone().unwrap_or_else(|| {
        let exe = std::env::current_exe().expect("own path");
        exe.parent()
            .and_then(|examples| examples.parent())
            .expect("target dir")
            .join("bot")
    });
    assert!(
        bin.exists(),
        "{} is missing: build it first (cargo build --release -p bot)",
        bin.display()
    );
    let dir = tempfile::tempdir().unwrap();
    let pg_schema = format!("load_{}", std::process::id());
    let db_url = database_url(&options, dir.path(), &pg_schema).await;
    let fake = FakeDiscord::start().await;
    fake.set_lean(true);
    // Discord drops an answer later than 3 s; the fake is told to accept late ones so they
    // can be counted (as `late`) instead of failing.
    fake.set_callback_deadline(Duration::from_secs(600));
    let mut child = start_bot(&bin, &fake, &db_url, dir.path()).await;
    let pid = child.id();

    let stop = Arc::new(AtomicBool::new(false));
    let warmup = Duration::from_secs_f64(options.games as f64 / options.start_rate + 2.0);
    let run = Run {
        fake: fake.clone(),
        stats: Arc::new(Stats::default()),
        offers: options
            .rate
            .map(|rate| offer_clock(rate, warmup, Arc::clone(&stop))),
        stop,
    };
    let tasks: Vec<_> = (0..options.games)
        .map(|g| {
            let players = [
                fake.user(&format!("white{g}")),
                fake.user(&format!("black{g}")),
            ];
            let channel = fake.channel(&format!("table-{g}"));
            let after = Duration::from_secs_f64(g as f64 / options.start_rate);
            tokio::spawn(table(run.clone(), players, channel, g as u64 + 1, after))
        })
        .collect();
    // The games start (challenge, accept) during the warm-up; what is measured starts after.
    tokio::time::sleep(warmup).await;
    run.stats.reset();
    let started = Instant::now();
    let (_, _, cpu_before) = usage(pid);
    tokio::time::sleep(Duration::from_secs(options.seconds)).await;
    run.stop.store(true, Ordering::Relaxed);
    let elapsed = started.elapsed();
    let (rss, peak, cpu_after) = usage(pid);
    if let Some(offers) = &run.offers {
        // Tables waiting for an offer stop at once.
        offers.lock().await.close();
    }
    for task in tasks {
        let _ = tokio::time::timeout(Duration::from_secs(120), task).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    if options.database == "postgres" {
        schema(
            &options.postgres_url,
            &format!("DROP SCHEMA {pg_schema} CASCADE"),
        )
        .await;
    }
    let used = Usage {
        rss,
        peak,
        cpu: cpu_after - cpu_before,
    };
    report(&options, &run.stats, elapsed, &used);
}
