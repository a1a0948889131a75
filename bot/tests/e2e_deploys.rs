//! Overlapping deploys (issue 29), over the real binary: a new process of the same shards is
//! started while the old one, told to stop (SIGTERM, as a deploy does), is still sending an
//! announcement. The new one takes none of the old one's work while it lives (the shard range
//! alone hands nothing over), and takes what the old one could not send the moment it says
//! goodbye, long before its one-minute lease would run out. Every announcement is sent exactly
//! once. And a game's posts go out in commit order whichever process sends them (issue 34): a
//! post refused while the old process holds it keeps the new process's later posts of the same
//! game waiting behind it. On SQLite, and on PostgreSQL when `TEST_POSTGRES_URL` is set.
//!
//! Run: `cargo test -p bot --test e2e_deploys` (add `E2E_ECHO=1` to see the bots' logs).

#[allow(dead_code)]
mod backends;
#[allow(dead_code)]
mod e2e_support;

use backends::TestDb;
use e2e_support::process::{BotProcess, Ready};
use fake_discord::FakeDiscord;
use serde_json::json;
use std::time::Duration;

/// Both processes run shard 0 of 1, and a process is presumed alive for a minute after it last
/// said so: only a goodbye can hand its work over within this test's waits.
const ENV: [(&str, &str); 3] = [("SHARDS", "0"), ("SHARD_COUNT", "1"), ("WORK_LEASE", "60s")];

/// Announcements in the database not sent yet (held ones aside).
async fn unsent(url: &str) -> i64 {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.expect("the database");
    let (n,): (i64,) =
        sqlx::query_as("SELECT CAST(COUNT(*) AS BIGINT) FROM outbox WHERE held_for IS NULL")
            .fetch_one(&pool)
            .await
            .expect("count");
    pool.close().await;
    n
}

/// Waits (at most 20 s) until every announcement is sent.
async fn outbox_emptied(url: &str, what: &str) {
    for _ in 0..200 {
        if unsent(url).await == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{what}: {} announcements still unsent", unsent(url).await);
}

/// Plays games in their channels (no threads), as `/settings threads:false` does.
async fn threads_off(url: &str) {
    let store = bot::store::Store::open(url).await.expect("the store");
    let guild = fake_discord::GUILD_ID as i64;
    let mut settings = store.settings(guild).await.expect("settings");
    settings.threads = false;
    store.save_settings(guild, &settings).await.expect("save");
    store.close().await;
}

async fn a_deploy_that_overlaps_the_old_process_sends_everything_once(db: TestDb) {
    let fake = FakeDiscord::start().await;
    fake.set_callback_deadline(Duration::from_secs(15));
    fake.set_timeout(Duration::from_secs(40));
    let dir = tempfile::tempdir().expect("temp dir");
    let mut old = BotProcess::spawn_with(&fake, dir.path(), &db.url, &ENV, Ready::Registered).await;
    threads_off(&db.url).await;
    let alice = fake.user("alice");
    let (slow, refused) = (fake.channel("slow"), fake.channel("refused"));
    for channel in [slow, refused] {
        e2e_support::play_the_computer(&fake, &alice, channel, "oracle", "easy").await;
    }
    outbox_emptied(&db.url, "the starts announced").await;
    let posts = |channel: u64| format!("POST /channels/{channel}/messages");
    let before = fake.requests().len();
    let sent = |f: &FakeDiscord, channel: u64, status: u16| {
        f.requests()[before..]
            .iter()
            .filter(|r| format!("{} {}", r.method, r.path) == posts(channel) && r.status == status)
            .count()
    };
    let mark = fake.mark();

    // One resignation's post is refused: it waits in the outbox for the old process to try it
    // again in 10 s.
    fake.fail_next(&posts(refused), 1);
    let ix = fake.slash(&alice, refused, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    fake.wait_for("the refused post", |f| {
        (sent(f, refused, 500) == 1).then_some(())
    })
    .await;
    // Another's is answered by Discord only after 3 s: the old process is still sending it
    // when it is told to stop.
    fake.delay_next(&posts(slow), 1, Duration::from_secs(3));
    let ix = fake.slash(&alice, slow, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    // The deploy: the old process is told to stop; the new one starts while it drains.
    old.terminate();
    fake.wait_for("the old process's gateway to close", |f| {
        (!f.connected()).then_some(())
    })
    .await;
    let new = BotProcess::spawn_with(&fake, dir.path(), &db.url, &ENV, Ready::Registered).await;
    let status = old
        .wait_exit(Duration::from_secs(30))
        .await
        .expect("the old process stops once its work is done");
    assert!(status.success(), "a clean stop: {status}");
    let old_logs = old.logs().join("\n");
    assert!(
        old_logs.contains("released this process's claims to the next one"),
        "the old process said goodbye:\n{old_logs}"
    );

    // What the old process could not send, the new one sends now (not a minute later), and
    // the slow post went out once.
    fake.wait_for("the refused post, sent by the new process", |f| {
        (sent(f, refused, 200) == 1).then_some(())
    })
    .await;
    outbox_emptied(&db.url, "nothing left in the outbox").await;
    assert!(
        new.logs()
            .iter()
            .any(|l| l.contains("sent announcements left in the outbox")),
        "the new process sent what the old one left"
    );
    // A few more sweeps: nothing is sent twice.
    tokio::time::sleep(Duration::from_secs(5)).await;
    for channel in [slow, refused] {
        assert_eq!(sent(&fake, channel, 200), 1, "one post in {channel}");
        let texts: Vec<String> = fake
            .messages_in(channel)
            .into_iter()
            .filter(|m| m.id > mark && !m.ephemeral())
            .map(|m| m.text())
            .collect();
        assert_eq!(texts.len(), 1, "{texts:#?}");
        assert!(texts[0].contains("resigns"), "{texts:#?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deploy_that_overlaps_the_old_process_sends_everything_once_on_sqlite() {
    a_deploy_that_overlaps_the_old_process_sends_everything_once(TestDb::sqlite()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deploy_that_overlaps_the_old_process_sends_everything_once_on_postgres() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    a_deploy_that_overlaps_the_old_process_sends_everything_once(db).await;
}

/// A move's post, refused by Discord while the old process holds it, and the moves after it,
/// committed by the new process: they go out after it, in commit order.
async fn a_games_posts_go_out_in_commit_order_whichever_process_sends_them(db: TestDb) {
    let fake = FakeDiscord::start().await;
    fake.set_callback_deadline(Duration::from_secs(15));
    fake.set_timeout(Duration::from_secs(40));
    let dir = tempfile::tempdir().expect("temp dir");
    let old = BotProcess::spawn_with(&fake, dir.path(), &db.url, &ENV, Ready::Registered).await;
    threads_off(&db.url).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.channel("in-order");
    let mark = fake.mark();
    let ix = fake
        .slash(
            &alice,
            channel,
            "play",
            json!([
                { "name": "variant", "value": "oracle" },
                FakeDiscord::user_option("opponent", &bob),
            ]),
        )
        .await;
    fake.wait_reply(&ix).await;
    let challenge = e2e_support::challenge_post(&fake, mark, channel).await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    let ix = fake.click(&bob, &challenge, &accept).await;
    fake.wait_reply(&ix).await;
    outbox_emptied(&db.url, "the start announced").await;

    // The moves, from the rules (Oracle has no chance: the bot's game goes the same way).
    let mut engine = rules::AnyGame::new(rules::VariantId::Oracle, 1).unwrap();
    let mut moves = Vec::new();
    for side in [rules::Side::White, rules::Side::Black, rules::Side::White] {
        let action = engine.legal(side)[0].notation.clone();
        let (played, _) = engine.play_text(side, &action).unwrap();
        moves.push(played);
    }
    let post_mark = fake.version_mark();
    // The old process's post of the first move is refused three times (retried 1, 2 and 4 s
    // later, about): meanwhile a new process of the same shards starts and takes the next
    // two moves.
    fake.fail_next(&format!("POST /channels/{channel}/messages"), 3);
    let ix = fake
        .slash(
            &alice,
            channel,
            "move",
            json!([{ "name": "action", "value": moves[0] }]),
        )
        .await;
    assert!(fake.wait_reply(&ix).await.text().contains("You played"));
    let new = BotProcess::spawn_with(&fake, dir.path(), &db.url, &ENV, Ready::Registered).await;
    let on_new = fake.on_session(1);
    for (user, action) in [(&bob, &moves[1]), (&alice, &moves[2])] {
        let ix = on_new
            .slash(
                user,
                channel,
                "move",
                json!([{ "name": "action", "value": action }]),
            )
            .await;
        let reply = fake.wait_reply(&ix).await;
        assert!(reply.text().contains("You played"), "{}", reply.text());
    }
    outbox_emptied(&db.url, "every post sent").await;
    let boards: Vec<String> = fake
        .versions_since(post_mark)
        .into_iter()
        .filter(|m| m.channel_id == channel && m.is_public() && m.has_png() && m.edits == 0)
        .map(|m| m.text())
        .collect();
    let order: Vec<usize> = moves
        .iter()
        .map(|mv| {
            boards
                .iter()
                .position(|t| t.contains(mv.as_str()))
                .unwrap_or_else(|| panic!("a post of {mv}: {boards:#?}"))
        })
        .collect();
    assert!(
        order.windows(2).all(|w| w[0] < w[1]),
        "the posts in commit order: {moves:?} at {order:?} of {boards:#?}"
    );
    drop((old, new));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_posts_go_out_in_commit_order_whichever_process_sends_them_on_sqlite() {
    a_games_posts_go_out_in_commit_order_whichever_process_sends_them(TestDb::sqlite()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_posts_go_out_in_commit_order_whichever_process_sends_them_on_postgres() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    a_games_posts_go_out_in_commit_order_whichever_process_sends_them(db).await;
}
