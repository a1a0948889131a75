//! Hardening over the real `bot` binary and the fake Discord: rate limits, and a graceful
//! shutdown that finishes the interactions in flight.
//!
//! Run: `cargo test -p bot --test e2e_hardening` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::World;
use serde_json::json;
use std::time::{Duration, Instant};
use variants::start_game;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_over_the_rate_limit_is_told_to_slow_down_and_nothing_is_done() {
    let world = World::start_with_env(&[("COMMANDS_PER_MINUTE", "6")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("fast");
    start_game(&world, &alice, &bob, channel, "oracle").await;
    // Alice used one command (/play); the burst allows ten.
    let mut answers = Vec::new();
    for _ in 0..10 {
        let ix = world
            .fake
            .slash(&alice, channel, "history", json!([]))
            .await;
        answers.push(world.fake.wait_reply(&ix).await);
    }
    let slowed: Vec<_> = answers
        .iter()
        .filter(|m| m.text().contains("Slow down"))
        .collect();
    assert_eq!(
        slowed.len(),
        1,
        "{:?}",
        answers.iter().map(|m| m.text()).collect::<Vec<_>>()
    );
    assert!(slowed[0].ephemeral());
    let before = world.db().await.snapshot().await;
    let reply = world.move_in(&alice, channel, "e2e3").await;
    let refused = world.fake.wait_reply(&reply).await;
    assert!(
        refused.ephemeral() && refused.text().contains("Slow down"),
        "{}",
        refused.text()
    );
    assert_eq!(
        world.db().await.snapshot().await,
        before,
        "nothing was played"
    );
    // Others are not held up.
    let ix = world.fake.slash(&bob, channel, "history", json!([])).await;
    assert!(!world
        .fake
        .wait_reply(&ix)
        .await
        .text()
        .contains("Slow down"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_finishes_the_interactions_in_flight_and_exits_cleanly() {
    let mut world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("deploy");
    let game = start_game(&world, &alice, &bob, channel, "oracle").await;
    // Discord is slow to take the answer to this move: it is still in flight when the bot is
    // told to stop.
    world
        .fake
        .delay_next("/webhooks/", 1, Duration::from_secs(2));
    let ix = world.move_in(&alice, channel, "e2e3").await;
    let db = world.db().await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while db.actions(game.id).await.is_empty() {
        assert!(Instant::now() < deadline, "the move was not committed");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    world.bot.terminate();
    let status = world
        .bot
        .wait_exit(Duration::from_secs(20))
        .await
        .expect("the bot stops within its drain time");
    assert!(status.success(), "a clean exit: {status}");
    // The move in flight was answered, and shown in the channel, before the bot stopped.
    let reply = world.fake.wait_reply(&ix).await;
    assert!(
        reply.text().contains("You played `e2e3`"),
        "{}",
        reply.text()
    );
    assert!(world
        .fake
        .messages_in(channel)
        .iter()
        .any(|m| m.has_png() && m.text().contains("e2e3")));
    let logs = world.logs();
    assert!(
        logs.iter()
            .any(|l| l.contains("stopping: no new interactions")),
        "{logs:?}"
    );
    assert!(logs.iter().any(|l| l.contains("stopped")), "{logs:?}");
    // ("stopped" is logged once the database is closed.) The game reads back as it was left.
    let db = world.db().await;
    assert_eq!(db.actions(game.id).await, vec!["e2e3"]);
}
