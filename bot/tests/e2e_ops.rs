//! The operator's view over the real binary: with `METRICS_ADDR` set the bot serves
//! `/healthz`, `/readyz` and `/metrics`, whose counters move when a game is played; with
//! `LOG_FORMAT=json` every log line is one JSON object.

#[allow(dead_code)]
mod backends;
#[allow(dead_code)]
mod e2e_support;

use e2e_support::World;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// A free port on loopback (bound, then released for the bot).
fn free_addr() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind a port");
    listener.local_addr().unwrap().to_string()
}

/// `GET path` at `addr`: the status code and the body.
fn get(addr: &str, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).unwrap_or_else(|e| panic!("{addr}: {e}"));
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    let (head, body) = answer.split_once("\r\n\r\n").expect("head and body");
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, body.to_owned())
}

/// The value of the sample `name` (with its labels, as printed) in a scrape; 0 if absent.
fn sample(scrape: &str, name: &str) -> f64 {
    scrape
        .lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
        .map_or(0.0, |v| v.trim().parse().expect("a number"))
}

/// Polls `/readyz` until it answers `status` (at most 20 s); its body.
async fn wait_ready(addr: &str, status: u16) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (got, body) = get(addr, "/readyz");
        if got == status {
            return body;
        }
        assert!(
            Instant::now() < deadline,
            "/readyz still answers {got}: {body}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_endpoints_metrics_that_move_and_json_logs() {
    let addr = free_addr();
    let world = World::start_with_env(&[("METRICS_ADDR", &addr), ("LOG_FORMAT", "json")]).await;
    world.set_threads(false).await;
    let fake = &world.fake;
    assert_eq!(get(&addr, "/healthz"), (200, "ok\n".to_owned()));
    assert_eq!(wait_ready(&addr, 200).await, "ready\n");

    let before = get(&addr, "/metrics");
    assert_eq!(before.0, 200);
    let before = before.1;
    for help in [
        "# HELP chessbot_interactions ",
        "# HELP chessbot_first_response_seconds ",
        "# HELP chessbot_actions_committed ",
        "# HELP chessbot_games_in_progress ",
        "# HELP chessbot_outbox_depth ",
        "# HELP chessbot_outbox_oldest_age_seconds ",
        "# HELP chessbot_computer_turns ",
        "# HELP chessbot_computer_search_seconds ",
        "# HELP chessbot_reminders_sent ",
        "# HELP chessbot_db_pool_connections ",
        "# HELP chessbot_db_pool_acquire_seconds ",
        "# HELP chessbot_gateway_shard_up ",
        "# HELP chessbot_process_start_time_seconds ",
        "# HELP chessbot_build ",
    ] {
        assert!(before.contains(help), "{help} in\n{before}");
    }
    assert_eq!(
        sample(&before, "chessbot_gateway_shard_up{shard=\"0\"}"),
        1.0
    );
    assert!(sample(&before, "chessbot_db_pool_max_connections{pool=\"write\"}") >= 1.0);
    assert!(before.contains(&format!(
        "chessbot_build_info{{version=\"{}\"}} 1",
        env!("CARGO_PKG_VERSION")
    )));

    // A game: a challenge, its Accept, one refused move and a resignation.
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("ops");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let during = get(&addr, "/metrics").1;
    let in_progress = "chessbot_games_in_progress{variant=\"apocalypse\"}";
    assert_eq!(sample(&during, in_progress), 1.0, "{during}");
    let refused = world.move_in(&alice, channel, "z9z9").await;
    let note = fake.wait_reply(&refused).await;
    assert!(note.ephemeral(), "{}", note.text());
    let resign = fake.slash(&bob, game.channel, "resign", json!([])).await;
    fake.wait_reply(&resign).await;
    fake.wait_for("the resignation", |f| {
        f.find_message(|m| m.channel_id == channel && m.text().contains("resigns"))
    })
    .await;

    // The resignation's command is counted once its handler has returned, just after it posts.
    let resigned = "chessbot_interactions_total{kind=\"resign\",outcome=\"answered\"}";
    let deadline = Instant::now() + Duration::from_secs(10);
    let after = loop {
        let scrape = get(&addr, "/metrics").1;
        if sample(&scrape, resigned) > 0.0 || Instant::now() > deadline {
            break scrape;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let moved = |name: &str| sample(&after, name) - sample(&before, name);
    for (name, by) in [
        (
            "chessbot_interactions_total{kind=\"play\",outcome=\"answered\"}",
            1.0,
        ),
        (
            "chessbot_interactions_total{kind=\"component\",outcome=\"answered\"}",
            1.0,
        ),
        (
            "chessbot_interactions_total{kind=\"move\",outcome=\"refused\"}",
            1.0,
        ),
        (
            "chessbot_interactions_total{kind=\"resign\",outcome=\"answered\"}",
            1.0,
        ),
        (
            "chessbot_actions_committed_total{variant=\"apocalypse\"}",
            1.0,
        ),
        (
            "chessbot_first_response_seconds_count{kind=\"component\"}",
            1.0,
        ),
        (
            "chessbot_first_response_seconds_count{kind=\"resign\"}",
            1.0,
        ),
    ] {
        assert_eq!(moved(name), by, "{name} moved by {by}:\n{after}");
    }
    assert_eq!(sample(&after, in_progress), 0.0, "{after}");
    assert_eq!(sample(&after, "chessbot_outbox_depth"), 0.0, "{after}");

    // JSON logs: every line of the bot is one JSON object with a level and a message.
    let logs = world.logs();
    assert!(!logs.is_empty());
    for line in &logs {
        let object: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("not a JSON log line ({e}): {line}"));
        assert!(
            object["level"].is_string() && object["timestamp"].is_string(),
            "{line}"
        );
    }
    assert!(
        logs.iter()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .any(|o| o["message"] == "serving /healthz, /readyz and /metrics"
                && o["addr"] == addr.as_str()),
        "the address is logged"
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_metrics_addr_nothing_is_served_and_logs_stay_text() {
    let world = World::start().await;
    let logs = world.logs();
    assert!(logs.iter().any(|l| l.contains("connected to Discord")));
    assert!(logs.iter().all(|l| !l.starts_with('{')), "text logs");
    assert!(!logs.iter().any(|l| l.contains("/metrics")));
    world.finish();
}

#[test]
fn healthcheck_answers_for_a_running_bot_and_fails_without_one() {
    let bin = env!("CARGO_BIN_EXE_bot");
    let nobody = free_addr();
    let out = std::process::Command::new(bin)
        .env_clear()
        .args(["healthcheck", "--addr", &nobody])
        .output()
        .expect("run bot healthcheck");
    assert!(!out.status.success());
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(
        text.contains("/healthz at") && text.contains("did not answer"),
        "{text}"
    );
    // A stand-in /healthz on an unspecified address (0.0.0.0 means this machine).
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        let mut request = Vec::new();
        let mut chunk = [0u8; 512];
        while !request.windows(4).any(|w| w == b"\r\n\r\n") {
            let n = stream.read(&mut chunk).unwrap();
            assert!(n > 0, "the whole request");
            request.extend_from_slice(&chunk[..n]);
        }
        assert!(String::from_utf8_lossy(&request).starts_with("GET /healthz "));
        stream
            .write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 3\r\n\r\nok\n")
            .unwrap();
    });
    let out = std::process::Command::new(bin)
        .env_clear()
        .env("METRICS_ADDR", format!("0.0.0.0:{port}"))
        .arg("healthcheck")
        .output()
        .expect("run bot healthcheck");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    server.join().unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn while_the_database_file_is_locked_players_are_told_and_nothing_is_lost_or_doubled() {
    let addr = free_addr();
    let world = World::start_with_env(&[("METRICS_ADDR", &addr), ("LOG_FORMAT", "json")]).await;
    world.set_threads(false).await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("outage");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    wait_ready(&addr, 200).await;
    // Discord's own deadline: every interaction is acknowledged within 3 s.
    fake.set_callback_deadline(Duration::from_secs(3));

    // Another process holds SQLite's write lock for longer than the bot waits for it.
    let lock = e2e_support::db::WriteLock::take(&world.db_path).await;
    let why = wait_ready(&addr, 503).await;
    assert!(why.contains("the database does not answer"), "{why}");
    let resign = fake.slash(&bob, channel, "resign", json!([])).await;
    let answer = fake
        .wait_for("the private answer", |f| {
            f.replies(&resign).into_iter().find(|m| !m.thinking)
        })
        .await;
    assert!(answer.ephemeral(), "private: {answer:?}");
    assert_eq!(
        answer.text(),
        "The game store is unavailable; nothing was done (no action was played). Try again in a \
         moment."
    );
    // The operator's log line names the interaction, the command, the user and the game (in
    // the JSON logs, as the line's span), and the outage is counted apart from refusals.
    let line: Value = world
        .logs()
        .iter()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|l| {
            l["message"].as_str().unwrap_or("").contains("game store")
                && l["span"]["command"] == "resign"
        })
        .unwrap_or_else(|| panic!("a log line about the store in /resign: {:#?}", world.logs()));
    let span = &line["span"];
    assert_eq!(span["command"], "resign", "{line}");
    assert_eq!(span["game"], game.id, "{line}");
    assert_eq!(span["user"], bob.id.to_string(), "{line}");
    assert!(
        span["id"].as_str().is_some_and(|id| !id.is_empty()),
        "{line}"
    );
    let (_, scrape) = get(&addr, "/metrics");
    assert_eq!(
        sample(
            &scrape,
            "chessbot_interactions_total{kind=\"resign\",outcome=\"unavailable\"}"
        ),
        1.0,
        "{scrape}"
    );

    // The lock is gone: ready again without a restart, and the same resignation now counts,
    // once.
    lock.release().await;
    wait_ready(&addr, 200).await;
    let resign = fake.slash(&bob, channel, "resign", json!([])).await;
    fake.wait_reply(&resign).await;
    fake.wait_for("the resignation", |f| {
        f.find_message(|m| m.channel_id == channel && m.text().contains("resigns"))
    })
    .await;
    let db = world.db().await;
    assert_eq!(db.actions(game.id).await, ["resign"], "played once");
    world.finish();
}

/// A TCP proxy on loopback in front of PostgreSQL that the test can cut (every connection
/// broken, new ones closed at once) and restore.
struct Proxy {
    addr: String,
    up: std::sync::Arc<std::sync::atomic::AtomicBool>,
    pipes: std::sync::Arc<std::sync::Mutex<Vec<tokio::task::JoinHandle<()>>>>,
}

impl Proxy {
    async fn start(target: String) -> Proxy {
        use std::sync::atomic::Ordering;
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let up = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        let pipes = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let (up2, pipes2) = (up.clone(), pipes.clone());
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                if !up2.load(Ordering::SeqCst) {
                    continue; // dropped: the connection is closed at once
                }
                let target = target.clone();
                let pipe = tokio::spawn(async move {
                    if let Ok(mut server) = tokio::net::TcpStream::connect(&target).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                pipes2.lock().unwrap().push(pipe);
            }
        });
        Proxy { addr, up, pipes }
    }

    fn cut(&self) {
        self.up.store(false, std::sync::atomic::Ordering::SeqCst);
        for pipe in self.pipes.lock().unwrap().drain(..) {
            pipe.abort();
        }
    }

    fn restore(&self) {
        self.up.store(true, std::sync::atomic::Ordering::SeqCst);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_outage_is_ridden_out_without_a_restart() {
    let Some(db) = backends::TestDb::postgres().await else {
        return;
    };
    // postgres://user@host:port/db?...: the proxy stands in for host:port.
    let after_at = &db.url[db.url.find('@').unwrap() + 1..];
    let target = after_at[..after_at.find('/').unwrap()].to_owned();
    let proxy = Proxy::start(target.clone()).await;
    let url = db.url.replacen(&target, &proxy.addr, 1);
    let fake = fake_discord::FakeDiscord::start().await;
    // Refused connections are retried for the pool's 30 s before the player is told.
    fake.set_timeout(Duration::from_secs(60));
    let dir = tempfile::tempdir().unwrap();
    let addr = free_addr();
    let bot = e2e_support::process::BotProcess::spawn_with(
        &fake,
        dir.path(),
        &url,
        &[("METRICS_ADDR", &addr)],
        e2e_support::process::Ready::Registered,
    )
    .await;
    wait_ready(&addr, 200).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.channel("outage");
    let challenge = |fake: &fake_discord::FakeDiscord| {
        let fake = fake.clone();
        let (alice, bob) = (alice.clone(), bob.clone());
        async move {
            fake.slash(
                &alice,
                channel,
                "play",
                json!([
                    { "name": "variant", "value": "oracle" },
                    fake_discord::FakeDiscord::user_option("opponent", &bob),
                ]),
            )
            .await
        }
    };

    proxy.cut();
    let why = wait_ready(&addr, 503).await;
    assert!(why.contains("the database does not answer"), "{why}");
    let refused = challenge(&fake).await;
    let answer = fake
        .wait_for("the private answer", |f| {
            f.replies(&refused).into_iter().find(|m| !m.thinking)
        })
        .await;
    assert!(answer.ephemeral(), "private: {answer:?}");
    assert_eq!(
        answer.text(),
        "The game store is unavailable; nothing was done (no action was played). Try again in a \
         moment."
    );

    proxy.restore();
    wait_ready(&addr, 200).await;
    let mark = fake.mark();
    let played = challenge(&fake).await;
    fake.wait_reply(&played).await;
    e2e_support::challenge_post(&fake, mark, channel).await;
    let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(&db.url)
        .await
        .unwrap();
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM games")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(
        count, 1,
        "the refused challenge was not stored; the later one once"
    );
    drop(bot);
}
