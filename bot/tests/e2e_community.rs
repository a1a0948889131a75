//! Community play over the real `bot` binary and the fake Discord: a thread per game (several
//! challenges open in one channel at once, and the fallback without permission), rematches, ratings that change once even when the bot is
//! killed at the end of a game, leaderboards and stats, `/games`, move reminders sent once
//! across a restart, exports read back by local play, and `/settings` for admins only.
//!
//! Run: `cargo test -p bot --test e2e_community` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::{play_the_computer, Game, World};
use fake_discord::{FakeDiscord, Message, Origin, User};
use serde_json::json;
use std::time::{Duration, Instant};

/// `/play variant opponent` by `challenger` in `channel`; returns the challenge message.
async fn challenge(
    world: &World,
    challenger: &User,
    opponent: &User,
    channel: u64,
    variant: &str,
) -> Message {
    world
        .challenge(challenger, opponent, channel, variant)
        .await
        .1
}

/// The game number of a challenge message.
fn game_of(challenge: &Message) -> i64 {
    let accept = challenge
        .custom_id_starting("accept:")
        .expect("Accept button");
    accept["accept:".len()..].parse().unwrap()
}

/// Alice challenges Bob to `variant` in `channel` (games in threads), Bob accepts, Alice
/// resigns in the game's thread: the challenge message (now the game's summary) and the id of
/// its Rematch button.
async fn a_finished_threaded_game(
    world: &World,
    alice: &User,
    bob: &User,
    channel: u64,
    variant: &str,
) -> (Message, String) {
    let c = challenge(world, alice, bob, channel, variant).await;
    let old = game_of(&c);
    accept(world, bob, &c).await;
    let thread = world.fake.threads_of(channel)[0].id;
    slash(world, alice, thread, "resign", json!([])).await;
    world.db().await.settled().await;
    (world.fake.message(c.id).unwrap(), format!("rematch:{old}"))
}

/// The opponent accepts; returns the updated challenge message.
async fn accept(world: &World, opponent: &User, challenge: &Message) -> Message {
    let accept = challenge.custom_id_starting("accept:").unwrap();
    let ix = world.fake.click(opponent, challenge, &accept).await;
    world.fake.wait_reply(&ix).await
}

/// `/move action` by `user` in `channel`; returns the reply.
async fn play(world: &World, user: &User, channel: u64, action: &str) -> Message {
    let ix = world.move_in(user, channel, action).await;
    world.fake.wait_reply(&ix).await
}

/// Whether a `/move` reply says the move was played (the board goes to the game's channel).
fn played(reply: &Message) -> bool {
    reply.text().contains("You played")
}

/// `/command` with `options` by `user` in `channel`; returns the reply.
async fn slash(
    world: &World,
    user: &User,
    channel: u64,
    command: &str,
    options: serde_json::Value,
) -> Message {
    let ix = world.fake.slash(user, channel, command, options).await;
    world.fake.wait_reply(&ix).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_accepted_game_gets_a_thread_that_is_archived_with_its_result() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob, carol, dave) = (
        world.user("alice"),
        world.user("bob"),
        world.user("carol"),
        world.user("dave"),
    );
    let channel = world.channel("lobby");
    let first = challenge(&world, &alice, &bob, channel, "oracle").await;
    let id = game_of(&first);
    // An open challenge leaves the channel free (its game will have a thread): a second pair
    // challenges there at once.
    let second = challenge(&world, &carol, &dave, channel, "it-is-what-it-is").await;
    assert_ne!(game_of(&second), id);
    let entry = accept(&world, &bob, &first).await;
    let threads = fake.threads_of(channel);
    assert_eq!(threads.len(), 1, "one thread for the game");
    let thread = &threads[0];
    assert_eq!(thread.name, format!("Oracle Chess · alice vs bob · #{id}"));
    assert!(
        entry.text().contains(&format!("<#{}>", thread.id)),
        "{}",
        entry.text()
    );
    assert!(
        entry.custom_ids().is_empty(),
        "the challenge buttons are gone"
    );
    let start = fake
        .wait_for("the game's first board in its thread", |f| {
            f.messages_in(thread.id).into_iter().find(|m| m.has_png())
        })
        .await;
    assert!(
        start.text().contains("Challenge accepted"),
        "{}",
        start.text()
    );

    // The channel hosts the second game at once, in a thread of its own.
    accept(&world, &dave, &second).await;
    assert_eq!(fake.threads_of(channel).len(), 2);

    // The game is played in its thread; a move in the channel finds it too (acknowledged there
    // privately, the board goes to the thread).
    assert!(played(&play(&world, &alice, thread.id, "e2e3").await));
    let mark = fake.version_mark();
    let reply = play(&world, &bob, channel, "e7e6").await;
    assert!(
        reply.ephemeral() && reply.text().contains("e7e6"),
        "{}",
        reply.text()
    );
    fake.wait_version_after(mark, "the board in the thread", |m| {
        m.channel_id == thread.id && m.has_png()
    })
    .await;
    assert!(played(&play(&world, &alice, thread.id, "g1f3").await));
    let ix = fake.slash(&bob, thread.id, "resign", json!([])).await;
    let result = fake.wait_reply(&ix).await;
    assert!(result.text().contains("White wins"), "{}", result.text());
    world.db().await.settled().await;
    let summary = fake.message(first.id).unwrap();
    assert!(summary.text().contains("White wins"), "{}", summary.text());
    assert!(summary.text().contains("Ratings:"), "{}", summary.text());
    assert_eq!(
        summary.custom_ids(),
        vec![format!("rematch:{id}"), format!("replay:{id}")]
    );
    assert!(
        fake.channel_info(thread.id).unwrap().archived,
        "the thread is archived"
    );
    world.finish();
}

/// Alice challenges Bob in `channel`, where the bot may not play in a thread: the game starts
/// and is played in the channel, and no thread is opened.
async fn a_game_is_played_in_the_channel(world: &World, channel: u64) {
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let c = challenge(world, &alice, &bob, channel, "oracle").await;
    let mark = world.fake.mark();
    let started = accept(world, &bob, &c).await;
    assert!(started.text().contains("accepted"), "{}", started.text());
    // The first board is a post of its own (it pings White; an edit would not).
    let board = world
        .fake
        .wait_message_after(mark, "the first board", |m| {
            m.channel_id == channel && m.has_png()
        })
        .await;
    assert!(board.text().contains("accepted"), "{}", board.text());
    assert!(
        world.fake.threads_of(channel).is_empty(),
        "no thread opened"
    );
    assert!(played(&play(world, &alice, channel, "e2e3").await));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_permission_for_threads_the_game_is_played_in_the_channel() {
    let world = World::start_threaded().await;
    let channel = world.channel("no-threads");
    world.fake.refuse_threads(channel);
    a_game_is_played_in_the_channel(&world, channel).await;
    world.finish();
}

/// Accepting commits the game before the challenge message is edited into the game's entry:
/// if that edit fails, the game still starts at once in its thread (its first board is not
/// held back until another process would take the announcements over), and the player hears
/// no "something went wrong" that would invite a second click.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_starts_even_if_its_challenge_message_cannot_be_edited() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("flaky-edits");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    fake.fail_next("/messages/@original", 5);
    let accept = c.custom_id_starting("accept:").unwrap();
    let ix = fake.click(&bob, &c, &accept).await;
    let board = tokio::time::timeout(
        Duration::from_secs(20),
        fake.wait_for("the game's first board in its thread", |f| {
            let thread = f.threads_of(channel).into_iter().next()?;
            f.messages_in(thread.id).into_iter().find(|m| m.has_png())
        }),
    )
    .await
    .expect("the first board comes at once, not after the outbox lease");
    assert!(
        board.text().contains("Challenge accepted"),
        "{}",
        board.text()
    );
    fake.clear_faults();
    world.db().await.settled().await;
    let replies: Vec<String> = fake.replies(&ix).iter().map(|m| m.text()).collect();
    assert!(
        replies.iter().all(|t| !t.contains("went wrong")),
        "{replies:?}"
    );
    world.finish();
}

/// A challenge that Discord refuses to post is withdrawn: the challenger hears why, and the
/// channel is free for the next challenge (nobody could have seen or answered it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_that_could_not_be_posted_is_withdrawn() {
    let world = World::start().await;
    world.set_threads(false).await;
    let fake = &world.fake;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("unposted");
    fake.fail_next(&format!("POST /channels/{channel}/messages"), 1);
    let ix = world.play(&alice, &bob, channel, "oracle").await;
    let note = fake
        .wait_for("the challenger told it was not posted", |f| {
            f.replies(&ix)
                .into_iter()
                .find(|m| m.text().contains("could not post your challenge"))
        })
        .await;
    assert!(note.ephemeral(), "{note:?}");
    assert!(!note.text().contains("went wrong"));
    assert!(fake
        .messages_in(channel)
        .iter()
        .all(|m| m.custom_id_starting("accept:").is_none()));
    let (status, _, _) = world.db().await.game(1).await;
    assert_eq!(status, "cancelled");
    // The channel is free: another pair's challenge is posted and can be accepted.
    let c = challenge(&world, &carol, &bob, channel, "oracle").await;
    let accepted = accept(&world, &bob, &c).await;
    assert!(accepted.text().contains("accepted"), "{}", accepted.text());
    world.finish();
}

/// `/play` against a person: `colour` picks the challenger's side; `level` (for the computer
/// only) is refused with a reason, and nothing is posted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenger_may_choose_black_but_not_a_level_against_a_person() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("colours");
    let before = world.db().await.snapshot().await;
    let refused = slash(
        &world,
        &alice,
        channel,
        "play",
        json!([
            { "name": "variant", "value": "oracle" },
            FakeDiscord::user_option("opponent", &bob),
            { "name": "level", "value": "hard" },
        ]),
    )
    .await;
    assert!(
        refused.ephemeral()
            && refused
                .text()
                .contains("`level` is for games against the computer"),
        "{}",
        refused.text()
    );
    assert_eq!(world.db().await.snapshot().await, before, "nothing changed");
    let mark = fake.mark();
    let ix = fake
        .slash(
            &alice,
            channel,
            "play",
            json!([
                { "name": "variant", "value": "oracle" },
                FakeDiscord::user_option("opponent", &bob),
                { "name": "colour", "value": "black" },
            ]),
        )
        .await;
    fake.wait_reply(&ix).await;
    let c = e2e_support::challenge_post(fake, mark, channel).await;
    assert!(
        c.text()
            .contains(&format!("<@{}> plays Black, you play White", alice.id)),
        "{}",
        c.text()
    );
    accept(&world, &bob, &c).await;
    // Bob has White: he moves first; Alice must wait.
    let early = play(&world, &alice, channel, "e7e6").await;
    assert!(early.text().contains("not your turn"), "{}", early.text());
    assert!(played(&play(&world, &bob, channel, "e2e3").await));
    assert!(played(&play(&world, &alice, channel, "e7e6").await));
    world.finish();
}

/// A game against the computer gets its thread too, named with the game's number once it has
/// one, like every game's thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_gets_a_numbered_thread() {
    let world = World::start_threaded().await;
    let alice = world.user("alice");
    let channel = world.channel("solo");
    let id = e2e_support::play_the_computer(&world.fake, &alice, channel, "oracle", "easy").await;
    let name = world
        .fake
        .wait_for("the thread named with the game's number", |f| {
            f.threads_of(channel)
                .into_iter()
                .map(|t| t.name)
                .find(|n| n.ends_with(&format!("#{id}")))
        })
        .await;
    assert_eq!(
        name,
        format!("Oracle Chess · alice vs the computer (easy) · #{id}")
    );
    world.finish();
}

/// A server may let the bot create threads but not post in them: the bot reads its permissions
/// from the interaction and plays in the channel rather than in a thread where every board
/// would be refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_permission_to_post_in_threads_the_game_is_played_in_the_channel() {
    let world = World::start_threaded().await;
    let bob = world.user("bob");
    let channel = world.channel("no-thread-posts");
    world.fake.refuse_thread_posts(channel);
    a_game_is_played_in_the_channel(&world, channel).await;
    // Against the computer too.
    let solo = world.channel("no-thread-posts-solo");
    world.fake.refuse_thread_posts(solo);
    let id = e2e_support::play_the_computer(&world.fake, &bob, solo, "oracle", "easy").await;
    assert!(
        world.fake.threads_of(solo).is_empty(),
        "game #{id}: no thread"
    );
    world.finish();
}

/// Killed after Discord opened the game's thread but before the game was stored, the bot finds
/// that thread when Accept is clicked again and starts the game there: no second thread (Discord
/// allows one per message), no game in the channel, no thread left empty.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accept_cut_off_after_its_thread_opened_starts_the_game_there_on_retry() {
    let mut world = World::start_threaded().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("cut-off");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    world
        .fake
        .hang_after_next("/threads", 1, Duration::from_secs(30));
    let button = c.custom_id_starting("accept:").unwrap();
    world.fake.click(&bob, &c, &button).await;
    world
        .fake
        .wait_for("the thread opened", |f| {
            (!f.threads_of(channel).is_empty()).then_some(())
        })
        .await;
    world.restart().await;
    let again = world.fake.message(c.id).unwrap();
    assert!(
        again.custom_id_starting("accept:").is_some(),
        "still a challenge"
    );
    let entry = accept(&world, &bob, &again).await;
    let threads = world.fake.threads_of(channel);
    assert_eq!(threads.len(), 1, "one thread");
    assert!(
        entry.text().contains(&format!("<#{}>", threads[0].id)),
        "{}",
        entry.text()
    );
    world
        .fake
        .wait_for("the first board in the thread", |f| {
            f.messages_in(threads[0].id)
                .into_iter()
                .find(|m| m.has_png())
        })
        .await;
    assert!(played(&play(&world, &alice, threads[0].id, "e2e3").await));
    assert!(
        world.fake.messages_in(channel).iter().all(|m| !m.has_png()),
        "no board in the channel"
    );
    // The second try to open the thread is refused (it exists): that is how the bot finds it.
    world.finish_allowing("/threads");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_made_inside_a_thread_is_played_in_that_thread() {
    let world = World::start_threaded().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("threaded");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    accept(&world, &bob, &c).await;
    let thread = world.fake.threads_of(channel)[0].id;
    slash(&world, &alice, thread, "resign", json!([])).await;
    world.db().await.settled().await;
    // A new challenge inside the (finished) game's thread: no thread within the thread.
    let again = challenge(&world, &bob, &alice, thread, "oracle").await;
    assert_eq!(again.channel_id, thread);
    let mark = world.fake.mark();
    let started = accept(&world, &alice, &again).await;
    assert!(started.text().contains("accepted"), "{}", started.text());
    world
        .fake
        .wait_message_after(mark, "the first board", |m| {
            m.channel_id == thread && m.has_png()
        })
        .await;
    assert!(world.fake.threads_of(thread).is_empty());
    assert_eq!(world.fake.threads_of(channel).len(), 1);
    assert!(played(&play(&world, &bob, thread, "e2e3").await));
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_swaps_colours_in_a_new_thread_even_after_a_restart() {
    let mut world = World::start_threaded().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("rematches");
    let (summary, button) =
        a_finished_threaded_game(&world, &alice, &bob, channel, "apocalypse").await;
    let mark = world.fake.mark();
    let ix = world.fake.click(&alice, &summary, &button).await;
    world.fake.wait_callback(&ix).await;
    // The offer, committed with its post, is posted in the channel, pinging Bob, with the
    // button; a second click by Alice says she is waiting, and posts nothing more.
    let offer = world
        .fake
        .wait_message_after(mark, "the rematch offer", |m| {
            m.channel_id == channel && m.text().contains("would like a rematch")
        })
        .await;
    assert!(
        offer.is_public()
            && offer.pinged == vec![bob.id]
            && offer.custom_ids() == vec![button.clone(), button.replace("rematch:", "replay:")],
        "{offer:?}"
    );
    let ix = world.fake.click(&alice, &summary, &button).await;
    let waiting = world.fake.wait_reply(&ix).await;
    assert!(
        waiting.ephemeral() && waiting.text().contains("already"),
        "{}",
        waiting.text()
    );
    world.db().await.settled().await;
    let offers = world
        .fake
        .messages_in(channel)
        .iter()
        .filter(|m| m.text().contains("would like a rematch"))
        .count();
    assert_eq!(offers, 1, "one offer post");

    // The offer is in the database: it holds across a restart.
    world.restart().await;
    let ix = world.fake.click(&bob, &summary, &button).await;
    world.fake.wait_callback(&ix).await;
    let new_thread = world
        .fake
        .wait_for("the rematch's thread", |f| {
            let threads = f.threads_of(channel);
            (threads.len() == 2).then(|| threads[1].clone())
        })
        .await;
    assert!(
        new_thread.name.contains("bob vs alice"),
        "{}",
        new_thread.name
    );
    world
        .fake
        .wait_for("the rematch's first board", |f| {
            f.messages_in(new_thread.id)
                .into_iter()
                .find(|m| m.has_png())
        })
        .await;
    let games = world.db().await.games().await;
    assert_eq!(games.len(), 2, "{games:?}");
    let new = games[1].0;
    assert_eq!(games[1].1, "active");
    // Its thread is named like any game's: variant, players, number.
    let named = world
        .fake
        .wait_for("the rematch's thread named with its number", |f| {
            f.channel_info(new_thread.id)
                .filter(|c| c.name.ends_with(&format!(" · #{new}")))
        })
        .await;
    assert!(named.name.contains("bob vs alice"), "{}", named.name);
    // Bob plays White now: the prompts say so.
    world
        .fake
        .wait_dm_after(&bob, 0, |m| {
            m.text().contains(&format!("game #{new}")) && m.text().contains("as White")
        })
        .await;
    // A late click on the old button starts nothing more.
    let ix = world.fake.click(&alice, &summary, &button).await;
    let late = world.fake.wait_reply(&ix).await;
    assert!(
        late.ephemeral() && late.text().contains("already started"),
        "{}",
        late.text()
    );
    assert_eq!(world.db().await.games().await.len(), 2);
    world.finish();
}

/// A rematch whose thread cannot be opened is played in the channel, and no entry is left there
/// pointing at "the thread below".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_without_its_thread_leaves_no_entry_pointing_at_one() {
    let world = World::start_threaded().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("rematch-no-thread");
    let (summary, button) = a_finished_threaded_game(&world, &alice, &bob, channel, "oracle").await;
    let ix = world.fake.click(&alice, &summary, &button).await;
    world.fake.wait_callback(&ix).await;
    world.db().await.settled().await;
    world.fake.fail_next("/threads", 5);
    let ix = world.fake.click(&bob, &summary, &button).await;
    world.fake.wait_callback(&ix).await;
    world
        .fake
        .wait_for("the rematch's first board in the channel", |f| {
            f.messages_in(channel)
                .into_iter()
                .find(|m| m.has_png() && m.text().contains("Rematch of game"))
        })
        .await;
    world.db().await.settled().await;
    let pointing: Vec<String> = world
        .fake
        .messages_in(channel)
        .into_iter()
        .map(|m| m.text())
        .filter(|t| t.contains("in the thread below"))
        .collect();
    assert!(pointing.is_empty(), "{pointing:?}");
    assert_eq!(world.fake.threads_of(channel).len(), 1, "no new thread");
    world.finish();
}

/// A rematch click cut off after its entry and thread were made (the bot stopped before the
/// rematch was stored) is clicked again: the rematch starts in that thread, under that entry,
/// with no second pair left behind.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_cut_off_after_its_thread_opened_starts_there_on_retry() {
    let mut world = World::start_threaded().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("rematch-cut-off");
    let (summary, button) = a_finished_threaded_game(&world, &alice, &bob, channel, "oracle").await;
    let ix = world.fake.click(&alice, &summary, &button).await;
    world.fake.wait_callback(&ix).await;
    world.db().await.settled().await;
    world
        .fake
        .hang_after_next("/threads", 1, Duration::from_secs(30));
    world.fake.click(&bob, &summary, &button).await;
    world
        .fake
        .wait_for("the rematch's thread opened", |f| {
            (f.threads_of(channel).len() == 2).then_some(())
        })
        .await;
    world.restart().await;
    let ix = world.fake.click(&bob, &summary, &button).await;
    world.fake.wait_callback(&ix).await;
    let threads = world.fake.threads_of(channel);
    let rematch = threads.last().unwrap().id;
    world
        .fake
        .wait_for("the rematch's first board in its thread", |f| {
            f.messages_in(rematch).into_iter().find(|m| m.has_png())
        })
        .await;
    world.db().await.settled().await;
    assert_eq!(world.fake.threads_of(channel).len(), 2, "one new thread");
    let entries = world
        .fake
        .messages_in(channel)
        .into_iter()
        .filter(|m| m.text().contains("in the thread below"))
        .count();
    assert_eq!(entries, 1, "one entry");
    // Bob plays White in the rematch, there.
    assert!(played(&play(&world, &bob, rematch, "e2e3").await));
    world.finish_allowing("/threads");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_change_once_even_when_the_bot_is_killed_at_the_end_of_a_game() {
    let mut world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("rated");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    let id = game_of(&c);
    accept(&world, &bob, &c).await;
    play(&world, &alice, channel, "e2e3").await;
    let versions = world.fake.version_mark();
    // (Not `/callback`: the command is heard at once, before it commits.)
    for path in ["/channels/", "/webhooks/"] {
        world.fake.stall_next(path, 100, Duration::from_secs(30));
    }
    world.fake.slash(&bob, channel, "resign", json!([])).await;
    let db = world.db().await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while db.game(id).await.0 != "finished" {
        assert!(
            Instant::now() < deadline,
            "the resignation was not committed"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    world.fake.clear_faults();
    world.restart().await;
    let result = world
        .fake
        .wait_version_after(versions, "the result after the restart", |m| {
            m.channel_id == channel && m.text().contains("Ratings:")
        })
        .await;
    assert!(result.text().contains("White wins"), "{}", result.text());
    world.db().await.settled().await;
    let posts = world
        .fake
        .versions_since(versions)
        .iter()
        .filter(|m| m.text().contains("Ratings:") && m.origin == Origin::ChannelPost)
        .count();
    assert_eq!(posts, 1, "the result was announced once");

    // Both ratings moved once: the leaderboard and stats say so.
    let board = slash(
        &world,
        &carol,
        channel,
        "leaderboard",
        json!([{ "name": "variant", "value": "oracle" }]),
    )
    .await;
    let text = board.text();
    assert!(text.contains(&format!("1. {}", alice.mention())), "{text}");
    assert!(text.contains(&format!("2. {}", bob.mention())), "{text}");
    assert!(text.contains("(1 game)"), "{text}");
    assert!(text.contains("You have no rating"), "{text}");
    assert!(board.pinged.is_empty(), "a leaderboard pings nobody");
    let stats = slash(
        &world,
        &carol,
        channel,
        "stats",
        json!([FakeDiscord::user_option("user", &bob)]),
    )
    .await;
    assert!(
        stats.text().contains("0 won, 0 drawn, 1 lost"),
        "{}",
        stats.text()
    );
    world.finish();
}

/// A draw agreed between two people is rated (both ratings move, the deviation shrinks); a game
/// against the computer is not, whatever its result; `/stats` shows the record and the streak.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_is_rated_and_a_game_against_the_computer_is_not() {
    let world = World::start_with_env(&[("COMPUTER_ITERATIONS", "20")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("drawn");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    accept(&world, &bob, &c).await;
    let mark = world.fake.mark();
    slash(&world, &alice, channel, "draw", json!([])).await;
    let offer = world
        .fake
        .wait_message_after(mark, "the draw offer", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("draw:"))
        })
        .await;
    let yes = offer.custom_id_starting("draw:").unwrap();
    let ix = world.fake.click(&bob, &offer, &yes).await;
    world.fake.wait_reply(&ix).await;
    let result = world
        .fake
        .wait_for("the rated draw's result", |f| {
            f.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains("Ratings:"))
        })
        .await;
    assert!(result.text().contains("Draw"), "{}", result.text());
    let stats = |user: User| {
        let world = &world;
        async move {
            slash(
                world,
                &user,
                channel,
                "stats",
                json!([FakeDiscord::user_option("user", &user)]),
            )
            .await
            .text()
        }
    };
    let after_draw = stats(alice.clone()).await;
    assert!(
        after_draw.contains("0 won, 1 drawn, 0 lost"),
        "{after_draw}"
    );
    assert!(after_draw.contains("no streak"), "{after_draw}");
    let deviation: u32 = after_draw
        .split("± ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("a deviation");
    assert!(
        deviation < 350,
        "one game makes the rating surer: {after_draw}"
    );
    // Alice loses to the computer: her stats do not change.
    let computer = world.channel("versus-computer");
    play_the_computer(&world.fake, &alice, computer, "oracle", "easy").await;
    let ix = world
        .fake
        .slash(&alice, computer, "resign", json!([]))
        .await;
    world.fake.wait_reply(&ix).await;
    world.db().await.settled().await;
    assert_eq!(stats(alice.clone()).await, after_draw, "unrated");
    assert!(world
        .fake
        .messages_in(computer)
        .iter()
        .all(|m| !m.text().contains("Ratings:")));
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_come_once_each_even_across_a_restart() {
    // 20 s to move: the half-time reminder after 10 s, the last call in the 2 s before the
    // claim (the worker polls every second; none is sent once the time is up).
    let mut world = World::start_with_env(&[("MOVE_TIME_LIMIT", "20s")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("slow");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    let id = game_of(&c);
    accept(&world, &bob, &c).await;
    let is_reminder =
        |m: &Message| m.text().contains("⏰") && m.text().contains(&format!("game #{id}"));
    let half = world
        .fake
        .wait_dm_after(&alice, 0, |m| {
            is_reminder(m) && m.text().contains("half of your time")
        })
        .await;
    assert!(half.text().contains("/claim"), "{}", half.text());
    // (Once Discord has the reminder: a bot killed in the instant between Discord taking a DM
    // and its deletion from the outbox would send it again, which is the promise: at least
    // once, exactly once in the normal case.)
    world.db().await.settled().await;
    world.restart().await;
    world
        .fake
        .wait_dm_after(&alice, 0, |m| {
            is_reminder(m) && m.text().contains("last call")
        })
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let reminders = world
        .fake
        .dms_to(&alice)
        .iter()
        .filter(|m| is_reminder(m))
        .count();
    assert_eq!(reminders, 2, "one of each, once");
    assert!(
        world.fake.dms_to(&bob).iter().all(|m| !is_reminder(m)),
        "Black was not to move"
    );
    // Closed DMs: no reminder, and no word in the channel.
    let channel_posts = world.fake.messages_in(channel).len();
    world.fake.refuse_dms(&bob);
    play(&world, &alice, channel, "e2e3").await;
    tokio::time::sleep(Duration::from_secs(11)).await;
    let nags: Vec<Message> = world
        .fake
        .messages_in(channel)
        .into_iter()
        .skip(channel_posts + 1)
        .collect();
    assert!(
        nags.iter()
            .all(|m| !m.text().contains("DM") && !m.text().contains('⏰')),
        "{nags:?}"
    );
    // The reminder was tried (Discord refused it), not forgotten.
    let bobs_dm = world.fake.dm_channel(&bob);
    let refused = world.fake.requests().into_iter().any(|r| {
        r.status == 403
            && r.path.contains(&format!("/channels/{bobs_dm}/messages"))
            && r.json
                .as_ref()
                .is_some_and(|j| j.to_string().contains("half of your time"))
    });
    assert!(refused, "Bob's half-time reminder was tried");
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_exported_game_replays_in_local_play() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("export");
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    accept(&world, &bob, &c).await;
    for (user, action) in [(&alice, "e2e3"), (&bob, "e7e6"), (&alice, "g1f3")] {
        assert!(played(&play(&world, user, channel, action).await));
    }
    slash(&world, &bob, channel, "resign", json!([])).await;
    let reply = slash(&world, &alice, channel, "export", json!([])).await;
    let file = reply.attachments.first().expect("the record is attached");
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    assert!(
        text.contains("White: alice") && text.contains("Black: bob"),
        "{text}"
    );
    assert!(
        text.contains("3. White g1f3") && text.contains("Final position:"),
        "{text}"
    );
    let path = world.dir.path().join(&file.filename);
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_bot"))
        .args(["local", "oracle", "--replay"])
        .arg(&path)
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("ends in the record's final position"),
        "{stdout}"
    );

    // A game in progress exports only what the channel saw: no pending secret move, no seed.
    let game = world
        .start_apocalypse(&alice, &bob, world.channel("secret"))
        .await;
    let ix = world.move_dm(&alice, "a1b3").await;
    assert!(world.fake.wait_reply(&ix).await.text().contains("is in"));
    let reply = slash(&world, &bob, game.channel, "export", json!([])).await;
    let text = String::from_utf8(reply.attachments[0].bytes.clone()).unwrap();
    assert!(
        text.contains("Result: *") && !text.contains("a1b3"),
        "{text}"
    );
    assert!(
        !text.contains("Seed:") && !text.contains("Final position"),
        "{text}"
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_are_for_admins_and_shape_new_games() {
    let world = World::start_threaded().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    world.fake.make_ordinary_member(&bob);
    let channel = world.channel("settings");
    let registered = world.fake.commands();
    let settings = registered.iter().find(|c| c["name"] == "settings").unwrap();
    assert_eq!(
        settings["default_member_permissions"], "32",
        "hidden from non-admins"
    );
    let before = world.db().await.snapshot().await;
    let refused = slash(
        &world,
        &bob,
        channel,
        "settings",
        json!([{ "name": "threads", "value": false }]),
    )
    .await;
    assert!(
        refused.ephemeral() && refused.text().contains("Manage Server"),
        "{}",
        refused.text()
    );
    assert_eq!(world.db().await.snapshot().await, before, "nothing changed");
    // Even reading them is for those who may manage the server.
    let read = slash(&world, &bob, channel, "settings", json!([])).await;
    assert!(
        read.ephemeral()
            && read.text().contains("Manage Server")
            && !read.text().contains("Threads"),
        "{}",
        read.text()
    );
    let saved = slash(
        &world,
        &alice,
        channel,
        "settings",
        json!([
            { "name": "threads", "value": false },
            { "name": "move_time_limit", "value": "2h" },
            { "name": "variants", "value": "apocalypse, oracle" },
        ]),
    )
    .await;
    assert!(
        saved.ephemeral() && saved.text().contains("Threads: off"),
        "{}",
        saved.text()
    );
    let ix = world.play(&alice, &bob, channel, "battlefield").await;
    let off = world.fake.wait_reply(&ix).await;
    assert!(
        off.ephemeral() && off.text().contains("turned off"),
        "{}",
        off.text()
    );
    let c = challenge(&world, &alice, &bob, channel, "oracle").await;
    accept(&world, &bob, &c).await;
    assert!(world.fake.threads_of(channel).is_empty(), "threads are off");
    let list = slash(&world, &alice, channel, "games", json!([])).await;
    assert!(
        list.ephemeral() && list.text().contains("Oracle Chess"),
        "{}",
        list.text()
    );
    assert!(
        list.text().contains("your turn") && list.text().contains("left to move"),
        "{}",
        list.text()
    );
    let game = Game::new(game_of(&c), channel, &alice, &bob);
    assert!(list.text().contains(&format!("#{}", game.id)));
    assert_eq!(world.db().await.move_time_limit(game.id).await, 7_200);
    // In a DM with the bot, /games lists the games of every server, each with a link.
    let dm = world.fake.dm_channel(&bob);
    let everywhere = slash(&world, &bob, dm, "games", json!([])).await;
    assert!(
        everywhere.text().contains(&format!("#{}", game.id))
            && everywhere.text().contains("https://discord.com/channels/"),
        "{}",
        everywhere.text()
    );
    world.finish();
}
