//! The lobby across servers over the real `bot` binary and the fake Discord: a seek in server A
//! matched by a seek in server B, the game played from a thread in each server, every public
//! post once in each thread and in order, no secret in either thread, the global rating changed
//! and the servers' unchanged; kills during a pairing and during a move's announcements; two
//! processes owning the two servers' shards (PostgreSQL); the refusals.
//!
//! Run: `cargo test -p bot --test e2e_lobby` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod backends;
#[allow(dead_code)]
mod e2e_support;

use bot::store::{GameRow, Store};
use e2e_support::process::{BotProcess, Ready};
use e2e_support::{SecretWatch, World};
use fake_discord::{FakeDiscord, Message, User};
use rules::{Match, Side, ToAct};
use serde_json::json;
use std::time::Duration;

/// Two servers' lobby channels.
#[derive(Clone, Copy, Debug)]
struct Homes {
    a: u64,
    b: u64,
}

/// `admin` runs `/settings lobby:true` in `channel`, making it their server's lobby channel.
async fn join_lobby(fake: &FakeDiscord, admin: &User, channel: u64) {
    let ix = fake
        .slash(
            admin,
            channel,
            "settings",
            json!([{ "name": "lobby", "value": true }]),
        )
        .await;
    let reply = fake.wait_reply(&ix).await;
    assert!(
        reply.ephemeral() && reply.text().contains("Lobby across servers: on"),
        "{}",
        reply.text()
    );
}

/// `/seek variant` by `user` in `channel`: the private answer.
async fn seek(fake: &FakeDiscord, user: &User, channel: u64, variant: &str) -> Message {
    let ix = fake
        .slash(
            user,
            channel,
            "seek",
            json!([{ "name": "variant", "value": variant }]),
        )
        .await;
    let reply = fake.wait_reply(&ix).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    reply
}

/// Server A (the fake's guild) and a second server B, each with a lobby channel, both in the
/// lobby.
async fn two_servers(fake: &FakeDiscord, admin_a: &User, admin_b: &User) -> Homes {
    let a = fake.channel("lobby-a");
    let guild_b = fake.guild_on_shard(0, 1);
    let b = fake.channel_in(guild_b, "lobby-b");
    join_lobby(fake, admin_a, a).await;
    join_lobby(fake, admin_b, b).await;
    Homes { a, b }
}

/// Waits for the one thread of each lobby channel and its first board: (A's, B's).
async fn threads(fake: &FakeDiscord, homes: Homes) -> (u64, u64) {
    fake.wait_for("a thread with a board in each server", |f| {
        let (a, b) = (f.threads_of(homes.a), f.threads_of(homes.b));
        let boarded = |t: u64| f.messages_in(t).iter().any(|m| m.has_png());
        match (a.as_slice(), b.as_slice()) {
            ([a], [b]) if boarded(a.id) && boarded(b.id) => Some((a.id, b.id)),
            _ => None,
        }
    })
    .await
}

/// The lobby game in progress played in thread `thread` (either home).
async fn lobby_game(db: &str, thread: u64) -> GameRow {
    let store = Store::open(db).await.unwrap();
    let row = store
        .live_game_in_channel(thread as i64)
        .await
        .unwrap()
        .expect("a game in progress there");
    store.close().await;
    assert!(row.away_channel_id.is_some(), "a game with two homes");
    row
}

/// The side to act in `row` and a legal action for it.
fn next_action(row: &GameRow) -> (Side, String) {
    let game = Match::from_json(&row.state).unwrap();
    let side = match game.to_act() {
        ToAct::Side(side) => side,
        other => panic!("turn-based: {other:?}"),
    };
    (side, game.legal(side)[0].notation.clone())
}

/// Plays `n` moves of the lobby game, each from the mover's own thread; waits for each move's
/// board in both threads. Returns the actions played.
async fn play(
    fake: &FakeDiscord,
    db: &str,
    players: (&User, &User),
    (thread_a, thread_b): (u64, u64),
    n: usize,
) -> Vec<String> {
    let mut played = Vec::new();
    for _ in 0..n {
        let row = lobby_game(db, thread_b).await;
        let (side, action) = next_action(&row);
        let mover_id = match side {
            Side::White => row.white_id,
            Side::Black => row.black_id,
        };
        let (mover, thread) = if mover_id == players.0.id as i64 {
            (players.0, thread_a)
        } else {
            (players.1, thread_b)
        };
        let mark = fake.version_mark();
        let ix = fake
            .slash(
                mover,
                thread,
                "move",
                json!([{ "name": "action", "value": action }]),
            )
            .await;
        let reply = fake.wait_reply(&ix).await;
        assert!(reply.text().contains("You played"), "{}", reply.text());
        for t in [thread_a, thread_b] {
            fake.wait_version_after(mark, "the move's board in each thread", |m| {
                m.channel_id == t && m.has_png() && m.text().contains(&action)
            })
            .await;
        }
        played.push(action);
    }
    played
}

/// The bot's public posts in `thread`, oldest first.
fn posts(fake: &FakeDiscord, thread: u64) -> Vec<Message> {
    fake.messages_in(thread)
        .into_iter()
        .filter(|m| m.is_public() && !m.deleted)
        .collect()
}

/// Every post once in each thread and in order: the same posts in both, each move's board once,
/// the moves in the order played; neither thread mentions the other server's player.
fn assert_both_threads_read_alike(
    fake: &FakeDiscord,
    (thread_a, thread_b): (u64, u64),
    (alice, bob): (&User, &User),
    played: &[String],
) {
    let (a, b) = (posts(fake, thread_a), posts(fake, thread_b));
    assert_eq!(
        a.len(),
        b.len(),
        "A: {:#?}\nB: {:#?}",
        a.iter().map(Message::text).collect::<Vec<_>>(),
        b.iter().map(Message::text).collect::<Vec<_>>()
    );
    for (thread, posts, stranger) in [(thread_a, &a, bob), (thread_b, &b, alice)] {
        // The boards: the opening, then one per move in the order played, then at most the
        // result; no move posted twice.
        let boards: Vec<String> = posts
            .iter()
            .filter(|m| m.has_png())
            .map(Message::text)
            .collect();
        assert!(boards[0].contains("Lobby game"), "{boards:#?}");
        let moves: Vec<&String> = boards[1..]
            .iter()
            .filter(|t| t.starts_with("White: ") || t.starts_with("Black: "))
            .collect();
        assert_eq!(moves.len(), played.len(), "{thread}: {boards:#?}");
        for (text, action) in moves.iter().zip(played) {
            assert!(
                text.starts_with(&format!("White: {action} "))
                    || text.starts_with(&format!("Black: {action} ")),
                "{thread}: {action} expected, got {text}"
            );
        }
        for m in posts.iter() {
            assert!(
                !m.text().contains(&stranger.mention()),
                "a mention of the other server's player in {thread}: {}",
                m.text()
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seek_in_one_server_is_matched_from_another_and_played_in_both() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    // Before the servers join: a clear refusal that says how an admin turns the lobby on.
    let elsewhere = world.channel("general");
    let off = seek(fake, &alice, elsewhere, "oracle").await;
    assert!(
        off.text().contains("/settings lobby:true"),
        "{}",
        off.text()
    );
    let homes = two_servers(fake, &alice, &bob).await;
    let waiting = seek(fake, &alice, homes.a, "oracle").await;
    assert!(
        waiting.text().contains("Seeking") && waiting.text().contains(":R>"),
        "{}",
        waiting.text()
    );
    assert!(waiting.custom_id_starting("unseek:").is_some());
    // Seeking twice is refused.
    let twice = seek(fake, &alice, homes.a, "apocalypse").await;
    assert!(twice.text().contains("already seeking"), "{}", twice.text());
    // Bob sees Alice's seek in the lobby (no server named) and seeks the same: paired.
    let ix = fake.slash(&bob, homes.b, "lobby", json!([])).await;
    let list = fake.wait_reply(&ix).await;
    assert!(
        list.text().contains("alice") || list.text().contains("Alice"),
        "{}",
        list.text()
    );
    assert!(list.custom_id_starting("seek:").is_some());
    let paired = seek(fake, &bob, homes.b, "oracle").await;
    assert!(paired.text().contains("Paired"), "{}", paired.text());
    let threads = threads(fake, homes).await;
    let row = lobby_game(&world.db_url, threads.0).await;
    assert_eq!(row.guild_id, Some(0), "rated in the global pool");

    let played = play(fake, &world.db_url, (&alice, &bob), threads, 6).await;
    // Bob resigns from his own thread: the result in both.
    let mark = fake.version_mark();
    let ix = fake.slash(&bob, threads.1, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    for t in [threads.0, threads.1] {
        fake.wait_version_after(mark, "the result in each thread", |m| {
            m.channel_id == t && m.is_public() && m.text().contains("resigns")
        })
        .await;
    }
    assert_both_threads_read_alike(fake, threads, (&alice, &bob), &played);
    // The end: Replay and Block opponent, no rematch across servers.
    let end = posts(fake, threads.1).pop().unwrap();
    assert!(
        end.custom_id_starting("block:").is_some(),
        "{:?}",
        end.custom_ids()
    );
    assert!(end.custom_id_starting("rematch:").is_none());
    let ix = fake
        .click(&bob, &end, &end.custom_id_starting("block:").unwrap())
        .await;
    let blocked = fake.wait_reply(&ix).await;
    assert!(
        blocked.ephemeral() && blocked.text().contains("never pair"),
        "{}",
        blocked.text()
    );
    // Global rating changed, the servers' unchanged.
    let db = world.db().await;
    let global = db
        .count(&format!(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = 0 AND user_id IN ({}, {})",
            alice.id, bob.id
        ))
        .await;
    assert_eq!(global, 2);
    let local = db
        .count("SELECT COUNT(*) FROM ratings WHERE guild_id <> 0")
        .await;
    assert_eq!(local, 0);
    // Blocked: their seeks now wait side by side.
    seek(fake, &alice, homes.a, "oracle").await;
    let again = seek(fake, &bob, homes.b, "oracle").await;
    assert!(again.text().contains("Seeking"), "{}", again.text());
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_listed_seek_is_taken_with_its_button_and_a_draw_offer_reaches_both_homes() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let homes = two_servers(fake, &alice, &bob).await;
    // Alice's first seek is cancelled with its button; her second waits.
    let first = seek(fake, &alice, homes.a, "battlefield").await;
    let cancel = first.custom_id_starting("unseek:").unwrap();
    let ix = fake.click(&alice, &first, &cancel).await;
    let cancelled = fake.wait_reply(&ix).await;
    assert!(
        cancelled.text().contains("cancelled"),
        "{}",
        cancelled.text()
    );
    seek(fake, &alice, homes.a, "oracle").await;
    // Bob lists the lobby from server B and takes Alice's seek with its button.
    let ix = fake.slash(&bob, homes.b, "lobby", json!([])).await;
    let list = fake.wait_reply(&ix).await;
    let take = list.custom_id_starting("seek:").expect("a button per seek");
    assert_eq!(list.custom_ids().len(), 1, "the cancelled seek is gone");
    let ix = fake.click(&bob, &list, &take).await;
    let taken = fake.wait_reply(&ix).await;
    assert!(taken.text().contains("Paired"), "{}", taken.text());
    let threads = threads(fake, homes).await;
    // Taken once: a second click hears that it is gone.
    let ix = fake.click(&bob, &list, &take).await;
    let late = fake.wait_reply(&ix).await;
    assert!(
        late.ephemeral() && late.text().contains("no longer open"),
        "{}",
        late.text()
    );
    // A draw offer from Alice's thread is shown in both, with its buttons.
    let ix = fake.slash(&alice, threads.0, "draw", json!([])).await;
    fake.wait_reply(&ix).await;
    for t in [threads.0, threads.1] {
        let offer = fake
            .wait_for("the draw offer in each thread", |f| {
                f.messages_in(t)
                    .into_iter()
                    .find(|m| m.text().contains("offers a draw"))
            })
            .await;
        assert!(offer.custom_id_starting("draw:").is_some());
    }
    // Bob accepts in his own thread: the result reaches both.
    let offer = fake
        .messages_in(threads.1)
        .into_iter()
        .find(|m| m.text().contains("offers a draw"))
        .unwrap();
    let ix = fake
        .click(&bob, &offer, &offer.custom_id_starting("draw:").unwrap())
        .await;
    fake.wait_reply(&ix).await;
    for t in [threads.0, threads.1] {
        fake.wait_for("the draw in each thread", |f| {
            f.messages_in(t)
                .iter()
                .any(|m| m.is_public() && m.text().contains("accepts the draw"))
                .then_some(())
        })
        .await;
    }
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_thread_reads_the_game_in_its_own_servers_language() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let homes = two_servers(fake, &alice, &bob).await;
    // Server B posts in German; server A keeps English.
    let ix = fake
        .slash(
            &bob,
            homes.b,
            "settings",
            json!([{ "name": "language", "value": "Deutsch" }]),
        )
        .await;
    let said = fake.wait_reply(&ix).await;
    assert!(said.text().contains("Deutsch"), "{}", said.text());
    seek(fake, &alice, homes.a, "oracle").await;
    seek(fake, &bob, homes.b, "oracle").await;
    let threads = threads(fake, homes).await;
    let played = play(fake, &world.db_url, (&alice, &bob), threads, 2).await;
    let (a, b) = (posts(fake, threads.0), posts(fake, threads.1));
    assert_eq!(a.len(), b.len());
    let boards = |posts: &[Message]| -> Vec<String> {
        posts
            .iter()
            .filter(|m| m.has_png())
            .map(Message::text)
            .collect()
    };
    let (a, b) = (boards(&a), boards(&b));
    assert!(a[0].contains("**Lobby game**"), "{a:#?}");
    assert!(b[0].contains("**Lobby-Partie**"), "{b:#?}");
    // The moves: the same notation, the words of each home.
    for (action, (english, german)) in played.iter().zip(a[1..].iter().zip(&b[1..])) {
        assert!(english.contains(action) && german.contains(action));
        assert!(
            english.starts_with("White: ") || english.starts_with("Black: "),
            "{english}"
        );
        assert!(
            german.starts_with("Weiß: ") || german.starts_with("Schwarz: "),
            "{german}"
        );
    }
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pending_secret_move_reaches_neither_thread() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let homes = two_servers(fake, &alice, &bob).await;
    seek(fake, &alice, homes.a, "apocalypse").await;
    seek(fake, &bob, homes.b, "apocalypse").await;
    let threads = threads(fake, homes).await;
    let row = lobby_game(&world.db_url, threads.1).await;
    let game = Match::from_json(&row.state).unwrap();
    let white = if row.white_id == alice.id as i64 {
        &alice
    } else {
        &bob
    };
    let secret = game.legal(Side::White)[0].notation.clone();
    let watch = SecretWatch::start(&world, &secret);
    let ix = world.move_dm(white, &secret).await;
    let reply = fake.wait_reply(&ix).await;
    assert!(!reply.is_public(), "{}", reply.text());
    // Both threads hear that White has moved, not what.
    for t in [threads.0, threads.1] {
        fake.wait_for("the submission's post in each thread", |f| {
            f.messages_in(t)
                .iter()
                .any(|m| m.text().contains("submitted"))
                .then_some(())
        })
        .await;
    }
    watch.assert_kept(&world);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_is_told_in_their_own_home() {
    let world = World::start_threaded().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    fake.refuse_dms(&bob);
    let homes = two_servers(fake, &alice, &bob).await;
    seek(fake, &alice, homes.a, "apocalypse").await;
    seek(fake, &bob, homes.b, "apocalypse").await;
    let (thread_a, thread_b) = threads(fake, homes).await;
    // Apocalypse prompts both players by DM at once: Bob's is refused, and his own thread (where
    // his button works) says so.
    let notice = fake
        .wait_for("the closed-DMs notice", |f| {
            f.messages_in(thread_b)
                .into_iter()
                .find(|m| m.text().contains("can't send DMs"))
        })
        .await;
    assert!(notice.custom_id_starting("private:").is_some());
    assert!(!fake
        .messages_in(thread_a)
        .iter()
        .any(|m| m.text().contains("can't send DMs")));
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_during_the_pairing_or_a_moves_posts_loses_and_doubles_nothing() {
    let mut world = World::start_with_env(&[("WORK_LEASE", "3s")]).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let homes = two_servers(&world.fake, &alice, &bob).await;
    // Killed while opening the first thread: the pairing is committed, Discord has the entry
    // message of one home and nothing else.
    world.fake.hold_next("/threads", 1);
    seek(&world.fake, &alice, homes.a, "oracle").await;
    seek(&world.fake, &bob, homes.b, "oracle").await;
    world
        .fake
        .wait_for("the thread's request held", |f| {
            (f.held_count() == 1).then_some(())
        })
        .await;
    world.restart().await;
    let threads = threads(&world.fake, homes).await;
    // One entry message and one thread per home.
    for lobby in [homes.a, homes.b] {
        let entries = posts(&world.fake, lobby)
            .iter()
            .filter(|m| m.text().contains("Lobby game"))
            .count();
        assert_eq!(entries, 1, "one entry in {lobby}");
        assert_eq!(world.fake.threads_of(lobby).len(), 1);
    }
    let played = play(&world.fake, &world.db_url, (&alice, &bob), threads, 2).await;
    // Killed while a move's announcements go out: its post to B's thread never answered.
    let row = lobby_game(&world.db_url, threads.0).await;
    let (side, action) = next_action(&row);
    let mover = if (side == Side::White) == (row.white_id == alice.id as i64) {
        (&alice, threads.0)
    } else {
        (&bob, threads.1)
    };
    world
        .fake
        .hold_next(&format!("/channels/{}/messages", threads.1), 1);
    let ix = world
        .fake
        .slash(
            mover.0,
            mover.1,
            "move",
            json!([{ "name": "action", "value": action }]),
        )
        .await;
    world.fake.wait_reply(&ix).await;
    world
        .fake
        .wait_for("the post held", |f| (f.held_count() == 1).then_some(()))
        .await;
    world.restart().await;
    let mark = 0;
    for t in [threads.0, threads.1] {
        world
            .fake
            .wait_version_after(
                mark,
                "the move's board in each thread after the restart",
                |m| m.channel_id == t && m.has_png() && m.text().contains(&action),
            )
            .await;
    }
    let mut all = played;
    all.push(action);
    assert_both_threads_read_alike(&world.fake, threads, (&alice, &bob), &all);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_owning_the_two_servers_play_one_lobby_game() {
    let Some(db) = backends::TestDb::postgres().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    fake.set_callback_deadline(Duration::from_secs(15));
    let dir = tempfile::tempdir().unwrap();
    let env = |shard: &'static str| {
        vec![
            ("WORK_LEASE", "3s"),
            ("SHARD_COUNT", "2"),
            ("SHARDS", shard),
        ]
    };
    let _first =
        BotProcess::spawn_with(&fake, dir.path(), &db.url, &env("0"), Ready::Registered).await;
    let _second =
        BotProcess::spawn_with(&fake, dir.path(), &db.url, &env("1"), Ready::Shard(1, 2)).await;
    let (guild0, guild1) = (fake.guild_on_shard(0, 2), fake.guild_on_shard(1, 2));
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let homes = Homes {
        a: fake.channel_in(guild0, "lobby-zero"),
        b: fake.channel_in(guild1, "lobby-one"),
    };
    join_lobby(&fake, &alice, homes.a).await;
    join_lobby(&fake, &bob, homes.b).await;
    seek(&fake, &alice, homes.a, "oracle").await;
    let paired = seek(&fake, &bob, homes.b, "oracle").await;
    assert!(paired.text().contains("Paired"), "{}", paired.text());
    let threads = threads(&fake, homes).await;
    let played = play(&fake, &db.url, (&alice, &bob), threads, 4).await;
    assert_both_threads_read_alike(&fake, threads, (&alice, &bob), &played);
}
