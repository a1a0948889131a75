//! Riding out faults, over the real binary: Discord's REST API answering 500 and 502 for a
//! while (announcements are retried from the outbox and arrive exactly once), and the gateway
//! closing, first with a code that may be resumed (the bot resumes and keeps answering), then
//! with a fatal one (the bot stops with a clear log line and a non-zero exit code).
//!
//! Run: `cargo test -p bot --test e2e_faults` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::World;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn announcements_refused_with_500_and_502_arrive_exactly_once_when_discord_recovers() {
    let world = World::start().await;
    let fake = &world.fake;
    // Two retries, ten seconds apart (outbox::RETRY_SECS).
    fake.set_timeout(Duration::from_secs(60));
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("flaky");
    world.start_apocalypse(&alice, &bob, channel).await;
    // The resignation's channel posts go out through the outbox; Discord refuses the first two
    // tries (a 502, then a 500).
    let path = format!("/channels/{channel}/messages");
    let before = fake.requests().len();
    let mark = fake.mark();
    fake.fail_next_with(&format!("POST {path}"), 1, 502);
    fake.fail_next(&format!("POST {path}"), 1);
    let ix = fake.slash(&bob, channel, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    let posts = |f: &fake_discord::FakeDiscord| -> Vec<u16> {
        f.requests()[before..]
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with(&path))
            .map(|r| r.status)
            .collect()
    };
    let statuses = fake
        .wait_for("the refused post to be sent", |f| {
            let statuses = posts(f);
            statuses.contains(&200).then_some(statuses)
        })
        .await;
    assert_eq!(statuses[..3], [502, 500, 200], "refused twice, then sent");
    let db = world.db().await;
    // The row is deleted just after its send.
    for _ in 0..100 {
        if db
            .count("SELECT COUNT(*) FROM outbox WHERE held_for IS NULL")
            .await
            == 0
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Another sweep or two of the outbox: nothing is sent again, nothing twice.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let sent = posts(fake).iter().filter(|&&s| s == 200).count();
    let texts: Vec<String> = fake
        .messages_in(channel)
        .into_iter()
        .filter(|m| m.id > mark && !m.ephemeral())
        .map(|m| m.text())
        .collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "no post twice: {texts:#?}");
    assert!(
        sent >= 1 && sent <= texts.len(),
        "{sent} posts sent, {texts:#?}"
    );
    let left = db
        .count("SELECT COUNT(*) FROM outbox WHERE held_for IS NULL")
        .await;
    assert_eq!(left, 0, "nothing left in the outbox");
    world.finish_allowing("");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resumable_gateway_close_is_resumed_and_a_fatal_one_stops_the_bot() {
    let mut world = World::start().await;
    let fake = world.fake.clone();
    let identified = fake.identifies();
    let alice = world.user("alice");
    let channel = world.channel("gateway");

    // 4000 (unknown error): the session is resumed, not identified anew, and the bot answers.
    fake.close_gateway(4000);
    fake.wait_for("the session to be resumed", |f| {
        (f.resumes() == 1 && f.connected()).then_some(())
    })
    .await;
    assert_eq!(
        fake.identifies(),
        identified,
        "resumed, not identified again"
    );
    let ix = fake
        .slash(
            &alice,
            channel,
            "rules",
            json!([{ "name": "variant", "value": "oracle" }]),
        )
        .await;
    let answer = fake.wait_reply(&ix).await;
    assert!(answer.text().contains("Oracle"), "{}", answer.text());

    // 4004 (authentication failed): no retry; the bot drains and exits non-zero, saying why.
    let mark = world.log_mark();
    fake.close_gateway(4004);
    let status = world
        .bot
        .wait_exit(Duration::from_secs(30))
        .await
        .expect("the bot stops by itself");
    assert!(!status.success(), "a non-zero exit: {status}");
    let logs = world.logs_since(mark).join("\n");
    assert!(
        logs.contains("Discord refused the token (gateway close code 4004"),
        "a clear log line:\n{logs}"
    );
    assert!(
        logs.contains("stopped"),
        "it drained and closed the store:\n{logs}"
    );
    world.finish();
}
