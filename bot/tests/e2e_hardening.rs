//! Hardening over the real `bot` binary and the fake Discord: rate limits, and a graceful
//! shutdown that finishes the interactions in flight.
//!
//! Run: `cargo test -p bot --test e2e_hardening` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod backends;
#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::World;
use serde_json::json;
use std::time::{Duration, Instant};
use variants::start_game;

/// Asserts that `count` of `answers` told the user to slow down, each privately.
fn assert_slowed(answers: &[fake_discord::Message], count: usize) {
    let slowed: Vec<&fake_discord::Message> = answers
        .iter()
        .filter(|m| m.text().contains("Slow down"))
        .collect();
    assert_eq!(
        slowed.len(),
        count,
        "{:?}",
        answers.iter().map(|m| m.text()).collect::<Vec<_>>()
    );
    assert!(slowed.iter().all(|m| m.ephemeral()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_over_the_rate_limit_is_told_to_slow_down_and_nothing_is_done() {
    let world = World::start_with_env(&[("COMMANDS_PER_MINUTE", "6")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("fast");
    start_game(&world, &alice, &bob, channel, "oracle").await;
    // Alice used one command (/play); the burst allows six (a limit of six a minute is also
    // the burst, below the usual ten).
    let mut answers = Vec::new();
    for _ in 0..6 {
        let ix = world
            .fake
            .slash(&alice, channel, "history", json!([]))
            .await;
        answers.push(world.fake.wait_reply(&ix).await);
    }
    assert_slowed(&answers, 1);
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

/// Buttons share the commands' limit, and autocomplete (one request per keystroke) has its own,
/// looser one: over it, no suggestions rather than an error.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_and_autocomplete_are_rate_limited_too() {
    let world = World::start_with_env(&[("COMMANDS_PER_MINUTE", "6")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("clicky");
    let fake = &world.fake;
    let (_, challenge) = world.challenge(&alice, &bob, channel, "oracle").await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    // Bob's first click starts the game; clicking Accept again is refused, and then he is
    // over the limit (six a minute, six in a burst).
    let mut answers = Vec::new();
    for _ in 0..8 {
        let ix = fake.click(&bob, &challenge, &accept).await;
        answers.push(fake.wait_reply(&ix).await);
    }
    assert_slowed(&answers, 2);
    // Alice types: suggestions until her autocomplete burst (40) is spent, then none.
    let options = json!([{ "name": "action", "value": "" }]);
    let mut suggested = Vec::new();
    for _ in 0..45 {
        let ix = fake
            .autocomplete(&alice, channel, "move", options.clone(), "action")
            .await;
        suggested.push(fake.wait_autocomplete(&ix).await.len());
    }
    assert!(suggested[0] > 0, "{suggested:?}");
    assert_eq!(*suggested.last().unwrap(), 0, "{suggested:?}");
    // Her commands are not held up by her typing.
    let ix = fake.slash(&alice, channel, "history", json!([])).await;
    assert!(!fake.wait_reply(&ix).await.text().contains("Slow down"));
    world.finish();
}

/// A command refused for the rate limit does no work at all: what is held for a player whose
/// DMs are closed stays held for their next command, instead of being taken by the refusal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_over_the_rate_limit_leaves_held_notes_alone() {
    let world = World::start_with_env(&[("COMMANDS_PER_MINUTE", "6")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    world.fake.refuse_dms(&bob);
    let channel = world.channel("held");
    start_game(&world, &alice, &bob, channel, "apocalypse").await;
    world.db().await.settled().await;
    // Bob spends his burst in DMs (nothing is held for him there).
    let mut slowed = false;
    for _ in 0..8 {
        let ix = world.fake.slash_dm(&bob, "history", json!([])).await;
        slowed |= world
            .fake
            .wait_reply(&ix)
            .await
            .text()
            .contains("Slow down");
    }
    assert!(slowed, "Bob is over the limit");
    let before = world.db().await.snapshot().await;
    let ix = world.fake.slash(&bob, channel, "history", json!([])).await;
    let refused = world.fake.wait_reply(&ix).await;
    assert!(refused.ephemeral() && refused.text().contains("Slow down"));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        world.fake.replies(&ix).len(),
        1,
        "the refusal only: {:?}",
        world.fake.replies(&ix)
    );
    assert_eq!(
        world.db().await.snapshot().await,
        before,
        "Bob's held prompt is still held"
    );
    world.finish();
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_interaction_is_acknowledged_within_three_seconds_while_the_database_is_busy() {
    // Discord forgets an interaction not acknowledged within 3 s (the fake answers a late
    // callback with "Unknown interaction", so the player would see "The application did not
    // respond"). Hold the database's write lock for a good part of that while a burst of every
    // kind of interaction arrives — moves in three variants, a Heaven and Hell board (three
    // planes to draw), a secret move by DM, a new challenge, an accept click, history and
    // resignations — and check that every one of them is still answered in full once the
    // database is free. (A lock held past an interaction's budget is answered "nothing was
    // done" instead: `e2e_outages`.)
    let world = World::start().await;
    let fake = &world.fake;
    let names = ["ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal"];
    let users: Vec<_> = names.iter().map(|n| world.user(n)).collect();
    let oracle_channel = world.channel("oracle");
    let heaven_channel = world.channel("heaven");
    let challenge_channel = world.channel("challenge");
    let new_channel = world.channel("new");
    let oracle = start_game(&world, &users[0], &users[1], oracle_channel, "oracle").await;
    start_game(
        &world,
        &users[2],
        &users[3],
        heaven_channel,
        "heaven-and-hell",
    )
    .await;
    let apocalypse = world
        .start_apocalypse(&users[4], &users[5], world.channel("apocalypse"))
        .await;
    let (_, challenge) = world
        .challenge(&users[6], &users[7], challenge_channel, "battlefield")
        .await;
    let accept = challenge.custom_id_starting("accept:").expect("Accept");
    fake.set_callback_deadline(Duration::from_secs(3));

    let lock = e2e_support::db::WriteLock::take(&world.db_path).await;
    let burst = vec![
        (
            "oracle /move",
            world.move_in(&users[0], oracle_channel, "e2e3").await,
        ),
        (
            "heaven /board",
            fake.slash(&users[2], heaven_channel, "board", json!([]))
                .await,
        ),
        (
            "heaven /history",
            fake.slash(&users[3], heaven_channel, "history", json!([]))
                .await,
        ),
        (
            "apocalypse DM /move",
            world.move_dm(&users[4], "a1b3").await,
        ),
        (
            "accept click",
            fake.click(&users[7], &challenge, &accept).await,
        ),
        (
            "new challenge",
            fake.slash(
                &users[2],
                new_channel,
                "play",
                json!([
                    { "name": "variant", "value": "it-is-what-it-is" },
                    fake_discord::FakeDiscord::user_option("opponent", &users[0]),
                ]),
            )
            .await,
        ),
        (
            "oracle /resign by a bystander",
            fake.slash(&users[6], oracle_channel, "resign", json!([]))
                .await,
        ),
    ];
    // Shorter than the bot's 2 s busy timeout and an interaction's 2.3 s budget.
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    lock.release().await;
    assert_answered_in_time(fake, &burst).await;
    let db = world.db().await;
    assert_eq!(
        db.actions(oracle.id).await,
        vec!["e2e3"],
        "the move applied"
    );
    assert_eq!(
        db.actions(apocalypse.id).await,
        vec!["a1b3"],
        "the secret move is in"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_reads_are_acknowledged_in_time_while_the_database_is_locked() {
    use sqlx::{Connection, Executor, PgConnection};
    // On PostgreSQL a lock can hold up reads too (on SQLite, readers never wait for the
    // writer): the commands whose answer is public must still be acknowledged within 3 s, and
    // answered in full once the lock is gone (held here for less than a statement's 1.5 s).
    let Some(db) = backends::TestDb::postgres().await else {
        return;
    };
    let fake = fake_discord::FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = e2e_support::process::BotProcess::spawn(&fake, dir.path(), &db.url).await;
    let alice = fake.user("alice");
    let channel = fake.channel("locked");
    let mut lock = PgConnection::connect(&db.url).await.unwrap();
    lock.execute("BEGIN").await.unwrap();
    lock.execute("LOCK TABLE games, ratings IN ACCESS EXCLUSIVE MODE")
        .await
        .unwrap();
    let mark = fake.version_mark();
    let asked = vec![
        (
            "/leaderboard",
            fake.slash(
                &alice,
                channel,
                "leaderboard",
                json!([{ "name": "variant", "value": "oracle" }]),
            )
            .await,
        ),
        (
            "/stats",
            fake.slash(&alice, channel, "stats", json!([])).await,
        ),
        (
            "/history",
            fake.slash(&alice, channel, "history", json!([])).await,
        ),
        (
            "/play against the computer",
            fake.slash(
                &alice,
                channel,
                "play",
                json!([
                    { "name": "variant", "value": "oracle" },
                    fake_discord::FakeDiscord::user_option("opponent", &fake.bot_user()),
                    { "name": "level", "value": "easy" },
                ]),
            )
            .await,
        ),
    ];
    // Autocomplete cannot be deferred: it answers in time, with no suggestions.
    let typed = fake
        .autocomplete(
            &alice,
            channel,
            "move",
            json!([{ "name": "action", "value": "e" }]),
            "action",
        )
        .await;
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    lock.execute("COMMIT").await.unwrap();
    assert_answered_in_time(&fake, &asked).await;
    assert!(fake.wait_autocomplete(&typed).await.is_empty());
    // The game against the computer started once the database was free, announced in the
    // channel.
    fake.wait_for("the computer game's entry", |f| {
        f.messages_in(channel)
            .into_iter()
            .find(|m| m.text().contains("against the computer (easy), game #"))
    })
    .await;
    // The public answers are in the channel; the refusal (no game here) stayed private.
    let posted: Vec<String> = fake
        .versions_since(mark)
        .into_iter()
        .filter(|m| m.channel_id == channel && m.is_public())
        .map(|m| m.text())
        .collect();
    assert!(
        posted.iter().any(|t| t.contains("leaderboard")),
        "{posted:?}"
    );
    assert!(
        posted.iter().any(|t| t.contains("Ratings of")),
        "{posted:?}"
    );
    let history = fake.wait_reply(&asked[2].1).await;
    assert!(!history.is_public(), "{history:?}");
}

/// Each of `asked` was acknowledged within Discord's 3 s (the fake refuses a later callback)
/// and, once the wait is over, answered in full.
async fn assert_answered_in_time(
    fake: &fake_discord::FakeDiscord,
    asked: &[(&str, fake_discord::Interaction)],
) {
    for (what, ix) in asked {
        let reply = fake.wait_reply(ix).await;
        assert!(
            !reply.thinking,
            "{what} is answered in full after the wait: {reply:?}"
        );
        assert!(
            !fake.callbacks(ix).is_empty(),
            "{what} was acknowledged in time (no late callback refused)"
        );
    }
    let late: Vec<_> = fake
        .callback_latencies()
        .into_iter()
        .filter(|l| *l > Duration::from_secs(3))
        .collect();
    assert!(late.is_empty(), "callbacks after Discord's 3 s: {late:?}");
}
