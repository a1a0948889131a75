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
use std::path::PathBuf;
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

/// One table: challenge, accept, play until over, again, until `stop`.
async fn table(
    fake: FakeDiscord,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
    players: [User; 2],
    channel: u64,
    seed: u64,
    offers: Option<Offers>,
    start_after: Duration,
) {
    tokio::time::sleep(start_after).await;
    let mut rng = seed | 1;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let mut round = 0;
    while !stop.load(Ordering::Relaxed) {
        let variant = VARIANTS[(seed as usize + round) % VARIANTS.len()];
        round += 1;
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
        if fake.wait_answer(&ix, ANSWER).await.is_none() {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            return;
        }
        // The challenge itself is a channel post (the command's answer is a private note).
        let posted = tokio::time::timeout(ANSWER, async {
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
        .await;
        let Ok(message) = posted else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            return;
        };
        let accept = message
            .custom_id_starting("accept:")
            .expect("the post has an Accept button");
        let ix = fake.click(&players[1], &message, &accept).await;
        let Some(accepted) = fake.wait_answer(&ix, ANSWER).await else {
            stats.errors.fetch_add(1, Ordering::Relaxed);
            return;
        };
        stats.games_started.fetch_add(1, Ordering::Relaxed);
        // The game's own thread, if the accept opened one.
        let place = accepted
            .text
            .split("<#")
            .nth(1)
            .and_then(|rest| rest.split('>').next())
            .and_then(|id| id.parse().ok())
            .unwrap_or(channel);
        let mut idle = 0;
        while !stop.load(Ordering::Relaxed) {
            let mut acted = false;
            let mut over = false;
            for player in &players {
                let options = suggestions(&fake, &stats, player, place).await;
                if options.is_empty() {
                    continue;
                }
                // Open loop: the move waits for the next offered instant (autocomplete, which
                // says whether there is a move to make, is not paced).
                let offered = match &offers {
                    Some(offers) => {
                        let next = offers.lock().await.recv().await;
                        match next {
                            Some(at) => Some(at),
                            None => break,
                        }
                    }
                    None => None,
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
                let Some(a) = answer(&fake, &stats, &stats.moves, ix).await else {
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
                break;
            }
            if acted {
                idle = 0;
            } else {
                // Nobody could act: the game is over (or waits): look again, then move on.
                idle += 1;
                if idle > 3 {
                    stats.games_finished.fetch_add(1, Ordering::Relaxed);
                    let ix = fake.slash(&players[0], place, "resign", json!([])).await;
                    let _ = fake.wait_answer(&ix, ANSWER).await;
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
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
    let db_url = match options.database.as_str() {
        "sqlite" => format!("sqlite://{}?mode=rwc", dir.path().join("load.db").display()),
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
    };

    let fake = FakeDiscord::start().await;
    fake.set_lean(true);
    // Discord drops an answer later than 3 s; the fake is told to accept late ones so they
    // can be counted (as `late`) instead of failing.
    fake.set_callback_deadline(Duration::from_secs(600));
    let registrations = fake.registrations();
    let mut child: Child = Command::new(&bin)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DISCORD_TOKEN", "load-test-token")
        .env("DATABASE_URL", &db_url)
        .env("DISCORD_API_BASE", fake.http_base())
        .env("GUILD_ID", fake_discord::GUILD_ID.to_string())
        .env("RUST_LOG", "warn")
        .env("NO_COLOR", "1")
        .env("COMMANDS_PER_MINUTE", "1000000")
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the bot");
    fake.wait_ready(registrations + 1).await;
    let pid = child.id();

    let stats = Arc::new(Stats::default());
    let stop = Arc::new(AtomicBool::new(false));
    let warmup = Duration::from_secs_f64(options.games as f64 / options.start_rate + 2.0);
    let offers = options.rate.map(|rate| {
        let (tx, rx) = tokio::sync::mpsc::unbounded_channel();
        let stop = Arc::clone(&stop);
        tokio::spawn(async move {
            tokio::time::sleep(warmup).await;
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
    });
    let mut tasks = Vec::new();
    for g in 0..options.games {
        let players = [
            fake.user(&format!("white{g}")),
            fake.user(&format!("black{g}")),
        ];
        let channel = fake.channel(&format!("table-{g}"));
        tasks.push(tokio::spawn(table(
            fake.clone(),
            Arc::clone(&stats),
            Arc::clone(&stop),
            players,
            channel,
            g as u64 + 1,
            offers.clone(),
            Duration::from_secs_f64(g as f64 / options.start_rate),
        )));
    }
    // The games start (challenge, accept) during the warm-up; what is measured starts after.
    tokio::time::sleep(warmup).await;
    stats.reset();
    let started = Instant::now();
    let (_, _, cpu_before) = usage(pid);
    tokio::time::sleep(Duration::from_secs(options.seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let elapsed = started.elapsed();
    let (rss, peak, cpu_after) = usage(pid);
    if let Some(offers) = &offers {
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

    let accepted = stats.accepted.load(Ordering::Relaxed);
    println!(
        "{} games at once, {} s, {}: {} actions accepted ({:.0}/s), {} refused, {} games \
         started, {} finished, {} errors, {} first responses later than 3 s",
        options.games,
        elapsed.as_secs(),
        options.database,
        accepted,
        accepted as f64 / elapsed.as_secs_f64(),
        stats.refused.load(Ordering::Relaxed),
        stats.games_started.load(Ordering::Relaxed),
        stats.games_finished.load(Ordering::Relaxed),
        stats.errors.load(Ordering::Relaxed),
        stats.late.load(Ordering::Relaxed),
    );
    println!(
        "bot: RSS {rss:.0} MiB (peak {peak:.0} MiB), CPU {:.1} s in {:.0} s ({:.0}% of one core), \
         {:.2} ms of CPU an action (its autocomplete included)",
        cpu_after - cpu_before,
        elapsed.as_secs_f64(),
        100.0 * (cpu_after - cpu_before) / elapsed.as_secs_f64(),
        1000.0 * (cpu_after - cpu_before) / accepted.max(1) as f64,
    );
    if let Some(rate) = options.rate {
        let mut offered = stats.offered.lock().unwrap().clone();
        offered.sort_unstable();
        println!(
            "open loop: {rate:.0} actions/s offered, {:.0}/s achieved; final reply from the \
             offer p50 / p95 / p99: {:.0} / {:.0} / {:.0} ms",
            accepted as f64 / elapsed.as_secs_f64(),
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
