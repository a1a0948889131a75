//! A whole Swiss tournament over the real `bot` binary and the fake Discord: five players join
//! with the announcement's button, three rounds (a bye each round), games in threads named
//! after the tournament, round and players, resignations, a win on time, the bot restarted
//! between rounds and in the middle of one, and the final standings posted as a picture and
//! text; pairings, standings and ratings checked.
//!
//! Run: `cargo test -p bot --test e2e_tournament` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::World;
use fake_discord::{Message, User};
use serde_json::{json, Value};
use sqlx::Row;
use std::collections::HashSet;

/// `/tournament <sub>` with `options` by `user` in `channel`; the reply.
async fn tournament(
    world: &World,
    user: &User,
    channel: u64,
    sub: &str,
    options: Value,
) -> Message {
    // Typed as Discord types them (the fake types only top-level options).
    let mut options = options.as_array().cloned().unwrap_or_default();
    for o in &mut options {
        o["type"] = json!(match &o["value"] {
            Value::Bool(_) => 5,
            Value::Number(_) => 4,
            _ => 3,
        });
    }
    let ix = world
        .fake
        .slash(
            user,
            channel,
            "tournament",
            json!([{ "name": sub, "type": 1, "options": options }]),
        )
        .await;
    world.fake.wait_reply(&ix).await
}

/// The registered value of the variant choice named `name` in `/tournament create`.
fn variant_value(world: &World, name: &str) -> Value {
    let command = world
        .fake
        .commands()
        .into_iter()
        .find(|c| c["name"] == "tournament")
        .expect("/tournament is registered");
    let create = command["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "create")
        .unwrap()
        .clone();
    let variant = create["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "variant")
        .unwrap()
        .clone();
    variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap()["value"]
        .clone()
}

/// The pairings of round `round` as (board, white, black, game).
async fn pairings(world: &World, round: i64) -> Vec<(i64, i64, Option<i64>, Option<i64>)> {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", world.db_path.display()))
        .await
        .unwrap();
    let rows = sqlx::query(
        "SELECT board, white_id, black_id, game_id FROM tournament_games WHERE round = ? \
         ORDER BY board",
    )
    .bind(round)
    .fetch_all(&pool)
    .await
    .unwrap();
    pool.close().await;
    rows.into_iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
        .collect()
}

/// Waits until round `round`'s two games have started; returns its pairings.
async fn started_round(world: &World, round: i64) -> Vec<(i64, i64, Option<i64>, Option<i64>)> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let p = pairings(world, round).await;
        if p.len() == 3 && p.iter().filter(|r| r.3.is_some()).count() == 2 {
            return p;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "round {round} never started: {p:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

/// The thread (channel) game `game` is played in.
async fn thread_of(world: &World, game: i64) -> u64 {
    let db = world.db().await;
    db.count(&format!("SELECT channel_id FROM games WHERE id = {game}"))
        .await as u64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_three_round_swiss_runs_itself() {
    let mut world = World::start_threaded().await;
    let users: Vec<User> = ["alice", "bob", "carol", "dave", "erin"]
        .iter()
        .map(|n| world.user(n))
        .collect();
    let by_id = |id: i64| users.iter().find(|u| u.id as i64 == id).unwrap().clone();
    let channel = world.channel("arena");
    let mark = world.fake.mark();
    let card = create_and_fill(&world, &users, channel, mark).await;
    let started = tournament(&world, &users[0], channel, "start", json!([])).await;
    assert!(started.text().contains("has started"), "{}", started.text());
    // The announcement no longer invites entries: it says where the tournament is.
    announcement_says(&world, card, "round 1 of 3").await;
    let mut met = HashSet::new();
    let mut byes = HashSet::new();
    for round in 1..=3 {
        let p = started_round(&world, round).await;
        let bye = p.iter().find(|r| r.2.is_none()).unwrap().1;
        assert!(byes.insert(bye), "a second bye for {bye}");
        let games: Vec<(i64, i64, i64)> =
            p.iter().filter_map(|r| Some((r.3?, r.1, r.2?))).collect();
        for (_, w, b) in &games {
            assert!(met.insert((*w.min(b), *w.max(b))), "a pair met twice");
        }
        // The threads are named after the tournament, the round and the players.
        let names: Vec<String> = world
            .fake
            .threads_of(channel)
            .into_iter()
            .map(|t| t.name)
            .collect();
        assert!(
            names
                .iter()
                .any(|n| n.starts_with(&format!("Arena · R{round} · "))),
            "{names:?}"
        );
        if round == 2 {
            announcement_says(&world, card, "Running: round 2 of 3").await;
            // While round 2 is played, the standings say so.
            let table = tournament(&world, &users[2], channel, "standings", json!([])).await;
            assert!(
                table.text().contains("standings during round 2 of 3"),
                "{}",
                table.text()
            );
            // A bye counts as a point, and the standings say it was a bye.
            assert!(table.text().contains("(with 1 bye)"), "{}", table.text());
            // Between rounds 1 and 2 the bot restarts; here the first game of round 2 is lost
            // on time: its time limit set to a second, White (to move) never moves.
            let (g, _, _) = games[0];
            let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", world.db_path.display()))
                .await
                .unwrap();
            sqlx::query("UPDATE games SET move_time_limit_secs = 1 WHERE id = ?")
                .bind(g)
                .execute(&pool)
                .await
                .unwrap();
            pool.close().await;
            world
                .fake
                .wait_for("the win on time", |f| {
                    f.messages_in(thread_of_sync(f, g))
                        .into_iter()
                        .find(|m| m.text().contains("wins on time"))
                })
                .await;
            // The bot gave the win: nobody is said to have claimed it.
            let said = world
                .fake
                .find_message(|m| m.text().contains("wins on time"))
                .unwrap();
            assert!(
                said.text().contains("ran out of time") && !said.text().contains("Claimed by"),
                "{}",
                said.text()
            );
        } else {
            let (g, _, b) = games[0];
            let thread = thread_of(&world, g).await;
            let ix = world
                .fake
                .slash(&by_id(b), thread, "resign", json!([]))
                .await;
            world.fake.wait_reply(&ix).await;
        }
        if round == 3 {
            // A restart in the middle of the round.
            world.restart().await;
        }
        let (g, w, _) = games[1];
        let thread = thread_of(&world, g).await;
        let ix = world
            .fake
            .slash(&by_id(w), thread, "resign", json!([]))
            .await;
        world.fake.wait_reply(&ix).await;
        if round == 1 {
            world.db().await.settled().await;
            world.restart().await;
        }
    }
    the_end_is_posted_and_counted(&world, &users, channel, mark).await;
    announcement_says(&world, card, "Finished after 3 rounds. Winner: ").await;
    world.finish();
}

/// `/tournament create` (an Oracle Swiss of 3 rounds, "Arena") by the first of `users`, and
/// all of them joining with its button (a second Join is refused).
async fn create_and_fill(world: &World, users: &[User], channel: u64, mark: u64) -> u64 {
    let variant = variant_value(world, "oracle");
    let reply = tournament(
        world,
        &users[0],
        channel,
        "create",
        json!([
            { "name": "variant", "value": variant },
            { "name": "rounds", "value": 3 },
            { "name": "time_limit", "value": "1h" },
            { "name": "name", "value": "Arena" },
        ]),
    )
    .await;
    assert!(reply.ephemeral(), "{}", reply.text());
    let announcement = world
        .fake
        .wait_message_after(mark, "the announcement", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("tjoin:"))
        })
        .await;
    for user in users {
        let join = announcement.custom_id_starting("tjoin:").unwrap();
        let ix = world.fake.click(user, &announcement, &join).await;
        world.fake.wait_reply(&ix).await;
    }
    let card = world.fake.message(announcement.id).unwrap();
    assert!(card.text().contains("Players (5)"), "{}", card.text());
    let again = {
        let join = announcement.custom_id_starting("tjoin:").unwrap();
        let ix = world.fake.click(&users[1], &announcement, &join).await;
        world.fake.wait_reply(&ix).await
    };
    assert!(
        again.ephemeral() && again.text().contains("already"),
        "{}",
        again.text()
    );
    announcement.id
}

/// The announcement `id` once it says `words`, with no buttons left.
async fn announcement_says(world: &World, id: u64, words: &str) {
    world
        .fake
        .wait_for(words, |f| {
            f.message(id)
                .filter(|m| m.text().contains(words) && m.custom_ids().is_empty())
        })
        .await;
}

/// After the last round: the final standings as a picture and words, every game rated once,
/// the tournament finished, `/tournament standings` and `pairings` still answering.
async fn the_end_is_posted_and_counted(world: &World, users: &[User], channel: u64, mark: u64) {
    let standings = world
        .fake
        .wait_message_after(mark, "the final standings", |m| {
            m.text().contains("is over after 3 rounds")
        })
        .await;
    assert!(standings.has_png(), "the standings as a picture");
    assert!(standings.text().contains("Winner"), "{}", standings.text());
    let db = world.db().await;
    assert_eq!(
        db.count("SELECT COUNT(*) FROM rating_changes").await,
        6,
        "every game of the rated tournament changed the ratings once"
    );
    assert_eq!(
        db.count("SELECT COUNT(*) FROM tournaments WHERE status = 'finished'")
            .await,
        1
    );
    let table = tournament(world, &users[2], channel, "standings", json!([])).await;
    assert!(table.text().contains("Buchholz"), "{}", table.text());
    let r2 = tournament(
        world,
        &users[2],
        channel,
        "pairings",
        json!([{ "name": "round", "value": 2 }]),
    )
    .await;
    assert!(r2.text().contains("Bye: <@"), "{}", r2.text());
}

/// The thread of game `g`, read from the fake's messages: the message announcing it links to
/// nothing, so the game's first board (in its thread) is found by its text.
fn thread_of_sync(f: &fake_discord::FakeDiscord, g: i64) -> u64 {
    f.find_message(|m| m.text().contains(&format!("game #{g}")) && m.has_png())
        .map_or(0, |m| m.channel_id)
}

/// The process is killed while a round's first game is being set up (its entry pinging both
/// players posted, its thread being created): the next process to start the game reuses the
/// entry and the thread instead of posting them again, so every game has one entry and one
/// thread, and no thread is left empty.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_while_a_round_starts_posts_no_entry_twice_and_leaves_no_empty_thread() {
    let mut world = World::start_threaded().await;
    let users: Vec<User> = ["ann", "ben", "cat", "dan"]
        .iter()
        .map(|n| world.user(n))
        .collect();
    let channel = world.channel("kills");
    let mark = world.fake.mark();
    let variant = variant_value(&world, "oracle");
    tournament(
        &world,
        &users[0],
        channel,
        "create",
        json!([
            { "name": "variant", "value": variant },
            { "name": "rounds", "value": 1 },
            { "name": "time_limit", "value": "1h" },
        ]),
    )
    .await;
    let announcement = world
        .fake
        .wait_message_after(mark, "the announcement", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("tjoin:"))
        })
        .await;
    let join = announcement.custom_id_starting("tjoin:").unwrap();
    for user in &users {
        let ix = world.fake.click(user, &announcement, &join).await;
        world.fake.wait_reply(&ix).await;
    }
    // The first thread the round opens is held by Discord; the bot dies meanwhile (the
    // thread is created after all, but the bot never heard of it).
    world.fake.hold_next("/threads", 1);
    tournament(&world, &users[0], channel, "start", json!([])).await;
    world
        .fake
        .wait_for("a thread's creation on its way", |f| {
            (f.held_count() == 1).then_some(())
        })
        .await;
    world.bot.kill();
    world.fake.release_held();
    world.restart().await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let p = pairings(&world, 1).await;
        if p.len() == 2 && p.iter().all(|r| r.3.is_some()) {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "round 1: {p:?}");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    // (Anything the killed process left is sent by now.)
    world.db().await.settled().await;
    // Each game: one entry in the channel, one thread, and its board in that thread.
    let entries: Vec<String> = world
        .fake
        .messages_in(channel)
        .into_iter()
        .filter(|m| m.text().contains("Your game is in the thread below"))
        .map(|m| m.text())
        .collect();
    assert_eq!(entries.len(), 2, "one entry per game: {entries:#?}");
    let threads = world.fake.threads_of(channel);
    assert_eq!(threads.len(), 2, "one thread per game: {threads:#?}");
    for thread in &threads {
        let boards = world
            .fake
            .messages_in(thread.id)
            .into_iter()
            .filter(|m| m.has_png())
            .count();
        assert!(boards >= 1, "no empty thread: {thread:?}");
    }
    world.finish();
}
