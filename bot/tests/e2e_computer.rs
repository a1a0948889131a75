//! Games against the computer over the real `bot` binary and the fake Discord: a whole game in
//! every variant (the test's player picks its actions from autocomplete, as a person would),
//! and a restart while the computer is to act.
//!
//! The computer's search is capped (`COMPUTER_ITERATIONS`) so the games are quick.

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::{play_the_computer, World};
use rules::{Match, Side};
use serde_json::json;
use std::time::{Duration, Instant};
use variants::Xorshift;

/// The most actions the test's player makes before it resigns (no variant needs that many
/// against the computer, but a test must end).
const MAX_ACTIONS: usize = 200;

/// The stored game.
async fn stored(world: &World, id: i64) -> Match {
    Match::from_json(&world.db().await.state(id).await).unwrap()
}

/// Waits until the game is over or `side` is to act (the computer has answered).
async fn wait_for_turn(world: &World, id: i64, side: Side) -> Match {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let m = stored(world, id).await;
        if m.outcome().is_some() || m.to_act().includes(side) {
            return m;
        }
        assert!(
            Instant::now() < deadline,
            "the computer did not answer: {:?}",
            m.to_act()
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// Waits until a bot run has claimed the computer's turn in game `id`.
async fn wait_for_claim(world: &World, id: i64) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while world.db().await.computer_owner(id).await.is_none() {
        assert!(
            Instant::now() < deadline,
            "nobody claimed the computer's turn"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Plays a whole game as White against the computer (at `level`, its search capped at
/// `iterations`), choosing among autocomplete's suggestions.
async fn whole_game(variant: &str, level: &str, iterations: &str) {
    let world = World::start_with_env(&[("COMPUTER_ITERATIONS", iterations)]).await;
    world.set_threads(false).await;
    let alice = world.user("alice");
    let channel = world.channel(variant);
    let id = play_the_computer(&world.fake, &alice, channel, variant, level).await;
    let mut rng = Xorshift::new(7);
    let mut actions = 0;
    loop {
        let m = wait_for_turn(&world, id, Side::White).await;
        if m.outcome().is_some() {
            break;
        }
        if actions == MAX_ACTIONS {
            let ix = world.fake.slash(&alice, channel, "resign", json!([])).await;
            world.fake.wait_reply(&ix).await;
            break;
        }
        let ix = world
            .fake
            .autocomplete(
                &alice,
                channel,
                "move",
                json!([{ "name": "action", "value": "" }]),
                "action",
            )
            .await;
        let choices = world.fake.wait_autocomplete(&ix).await;
        assert!(
            !choices.is_empty(),
            "{variant}: White has actions: {:?}",
            m.to_act()
        );
        // Moves rather than purchases where there is a choice (a game of Heaven and Hell that
        // only shops never ends).
        let moves: Vec<&(String, String)> = choices
            .iter()
            .filter(|(_, v)| !v.starts_with("buy") && !v.starts_with("use"))
            .collect();
        let pick = if moves.is_empty() {
            choices[rng.below(choices.len())].1.clone()
        } else {
            moves[rng.below(moves.len())].1.clone()
        };
        let reply = {
            let ix = world.move_in(&alice, channel, &pick).await;
            world.fake.wait_reply(&ix).await
        };
        assert!(
            !reply.text().contains("not allowed"),
            "{variant} {pick}: {}",
            reply.text()
        );
        actions += 1;
    }
    world.db().await.settled().await;
    let (status, result, _) = world.db().await.game(id).await;
    assert_eq!(status, "finished", "{variant}");
    eprintln!(
        "{variant}: {} after {actions} actions of White",
        result.unwrap_or_default()
    );
    // Every action of the computer was legal and logged once; it played under its own user.
    let db = world.db().await;
    let logged = db.actions(id).await;
    assert!(logged.len() > actions, "{variant}: the computer played too");
    // The channel saw each of the computer's moves, never a secret before its time.
    let posts = world.fake.messages_in(channel);
    assert!(
        posts
            .iter()
            .any(|m| m.text().contains("he computer (Black)")),
        "{variant}"
    );
    assert!(posts
        .iter()
        .all(|m| m.pinged.iter().all(|u| *u != fake_discord::BOT_ID)));
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_apocalypse_against_the_computer() {
    whole_game("apocalypse", "easy", "30").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_oracle_against_the_computer() {
    whole_game("oracle", "easy", "30").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_it_is_what_it_is_against_the_computer() {
    whole_game("it-is-what-it-is", "easy", "30").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_battlefield_against_the_computer() {
    whole_game("battlefield", "easy", "30").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_of_heaven_and_hell_against_the_computer() {
    whole_game("heaven-and-hell", "hard", "300").await;
}

/// In a simultaneous turn the computer submits at the turn's start, before the human (the
/// configured pause before answering is for turn-based games): with an hour's pause, it still
/// submits its first Apocalypse move at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_submits_at_the_start_of_a_simultaneous_turn() {
    let world =
        World::start_with_env(&[("COMPUTER_DELAY", "1h"), ("COMPUTER_ITERATIONS", "30")]).await;
    world.set_threads(false).await;
    let alice = world.user("alice");
    let channel = world.channel("first");
    let id = play_the_computer(&world.fake, &alice, channel, "apocalypse", "easy").await;
    world
        .fake
        .wait_for("the computer's submission", |f| {
            f.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("has submitted a move"))
        })
        .await;
    let logged = world.db().await.actions(id).await;
    assert_eq!(logged.len(), 1, "the computer's move only: {logged:?}");
    world.finish();
}

/// Apocalypse: the bot is killed while the computer searches for its first secret move (the
/// turn claimed, nothing played). After the restart it submits exactly once; the human's move
/// then resolves the turn, revealed once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_during_the_computers_simultaneous_move_loses_and_doubles_nothing() {
    let mut world = World::start().await;
    world.set_threads(false).await;
    let alice = world.user("alice");
    let channel = world.channel("restart-secret");
    let start = world.fake.version_mark();
    let id = play_the_computer(&world.fake, &alice, channel, "apocalypse", "hard").await;
    wait_for_claim(&world, id).await;
    // The hard level thinks for up to two seconds: killed meanwhile.
    world.restart().await;
    let killed_before_it_moved = world.db().await.actions(id).await.is_empty();
    let deadline = Instant::now() + Duration::from_secs(30);
    while world.db().await.actions(id).await.is_empty() {
        assert!(Instant::now() < deadline, "the computer never submitted");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let mark = world.fake.version_mark();
    let ix = world.move_dm(&alice, "a1b3").await;
    assert!(world.fake.wait_reply(&ix).await.text().contains("is in"));
    wait_for_turn(&world, id, Side::White).await;
    world.db().await.settled().await;
    let logged = world.db().await.logged(id).await;
    assert_eq!(logged.len(), 2, "each side's move once: {logged:?}");
    let submitted: std::collections::BTreeSet<u64> = world
        .fake
        .versions_since(start)
        .into_iter()
        .filter(|m| m.channel_id == channel && m.text().contains("has submitted"))
        .map(|m| m.id)
        .collect();
    assert_eq!(submitted.len(), 1, "one turn message");
    let reveals = world
        .fake
        .versions_since(mark)
        .into_iter()
        .filter(|m| e2e_support::is_resolution_in(channel, m))
        .count();
    assert_eq!(reveals, 1, "revealed once");
    eprintln!("killed before the computer moved: {killed_before_it_moved}");
    world.finish();
}

/// A game against the computer that cannot start (here: the channel already has a game, and
/// games are not played in threads) is refused privately, and its public entry does not stay
/// at "starting…".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_that_cannot_start_says_so() {
    let world = World::start().await;
    world.set_threads(false).await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("taken");
    let (_, challenge) = world.challenge(&alice, &bob, channel, "oracle").await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    let ix = world.fake.click(&bob, &challenge, &accept).await;
    world.fake.wait_reply(&ix).await;
    let ix = world
        .play(&carol, &world.fake.bot_user(), channel, "oracle")
        .await;
    let refusal = world
        .fake
        .wait_for("the private refusal", |f| {
            f.replies(&ix)
                .into_iter()
                .find(|m| m.ephemeral() && m.text().contains("already has a game"))
        })
        .await;
    assert!(refusal.ephemeral());
    world.db().await.settled().await;
    let stuck: Vec<String> = world
        .fake
        .messages_in(channel)
        .into_iter()
        .map(|m| m.text())
        .filter(|t| t.contains("starting…"))
        .collect();
    assert!(stuck.is_empty(), "{stuck:?}");
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_moves_after_a_restart_that_caught_it_thinking() {
    // The computer waits three seconds before it answers: long enough to be killed first.
    let mut world = World::start_with_env(&[("COMPUTER_DELAY", "3s")]).await;
    world.set_threads(false).await;
    let alice = world.user("alice");
    let channel = world.channel("restart");
    let id = play_the_computer(&world.fake, &alice, channel, "oracle", "hard").await;
    world.db().await.settled().await;
    let mark = world.fake.version_mark();
    let ix = world.move_in(&alice, channel, "e2e3").await;
    world.fake.wait_reply(&ix).await;
    wait_for_claim(&world, id).await;
    world.restart().await;
    assert_eq!(
        world.db().await.actions(id).await.len(),
        1,
        "killed before it moved"
    );
    let m = wait_for_turn(&world, id, Side::White).await;
    assert!(m.to_act().includes(Side::White), "{:?}", m.to_act());
    let logged = world.db().await.actions(id).await;
    assert_eq!(logged.len(), 2, "the computer moved once: {logged:?}");
    world.db().await.settled().await;
    let answers = world
        .fake
        .versions_since(mark)
        .into_iter()
        .filter(|m| m.channel_id == channel && m.edits == 0)
        .filter(|m| {
            m.text()
                .contains(&format!("<@{}> (White) to move", alice.id))
        })
        .count();
    assert_eq!(
        answers,
        1,
        "its move was announced once: {:#?}",
        world
            .fake
            .versions_since(mark)
            .iter()
            .map(|m| (m.id, m.edits, m.origin.clone(), m.text()))
            .collect::<Vec<_>>()
    );
}
