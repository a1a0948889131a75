//! Several bot processes on one PostgreSQL database, each running half of the gateway's shards,
//! over the real `bot` binary and the fake Discord (which routes each guild's events to shard
//! `(guild_id >> 22) % shard_count`, as Discord does).
//!
//! Skipped, with one line saying so, unless `TEST_POSTGRES_URL` names a PostgreSQL server (CI
//! sets it). Run: `TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test cargo test -p bot
//! --test e2e_shards`.

#[allow(dead_code)]
mod backends;
#[allow(dead_code)]
mod e2e_support;

use backends::TestDb;
use e2e_support::process::{BotProcess, Ready};
use fake_discord::{FakeDiscord, Interaction, Origin, User};
use rules::{AnyGame, Side, VariantId};
use serde_json::json;
use sqlx::{Connection, PgConnection};
use std::time::{Duration, Instant};

/// One game as the test plays it: its channel, players and an in-process mirror.
struct Table {
    id: i64,
    channel: u64,
    white: User,
    black: User,
    engine: AnyGame,
    /// Every action the bot confirmed, in order.
    accepted: Vec<String>,
    /// Whether its guild's events go to shard 1 (else shard 0).
    channel_guild_is_shard_one: bool,
}

impl Table {
    fn player(&self, side: Side) -> &User {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }

    /// The side to move and a legal action for it (the first listed, for a short game).
    fn next(&self) -> (Side, String) {
        let side = match self.engine.to_act() {
            rules::ToAct::Side(side) => side,
            other => panic!("Oracle is turn-based: {other:?}"),
        };
        (side, self.engine.legal(side)[0].notation.clone())
    }
}

/// The actions the database logged for game `id`, in order.
async fn logged(db: &str, id: i64) -> Vec<String> {
    let mut conn = PgConnection::connect(db).await.expect("connect");
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT notation FROM actions WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(&mut conn)
            .await
            .expect("actions");
    rows.into_iter().map(|(n,)| n).collect()
}

/// Challenges and accepts an Oracle game in `channel` (its guild decides which process
/// answers); the table's channel is the game's thread.
async fn start(fake: &FakeDiscord, channel: u64, white: &User, black: &User) -> Table {
    let options = json!([
        { "name": "variant", "value": "oracle" },
        FakeDiscord::user_option("opponent", black),
    ]);
    let mark = fake.mark();
    let ix = fake.slash(white, channel, "play", options).await;
    fake.wait_reply(&ix).await;
    let challenge = e2e_support::challenge_post(fake, mark, channel).await;
    let accept = challenge.custom_id_starting("accept:").expect("Accept");
    let id = accept["accept:".len()..].parse().unwrap();
    let click = fake.click(black, &challenge, &accept).await;
    let entry = fake.wait_reply(&click).await;
    // The game is played in a thread of its own under the challenge (the default).
    let thread = fake.threads_of(channel)[0].id;
    assert!(
        entry.text().contains(&format!("<#{thread}>")),
        "{}",
        entry.text()
    );
    Table {
        id,
        channel: thread,
        white: white.clone(),
        black: black.clone(),
        engine: AnyGame::new(VariantId::Oracle, 1).unwrap(),
        accepted: Vec::new(),
        channel_guild_is_shard_one: ix.shard.0 == 1,
    }
}

/// Sends the next move of `table` (without waiting for the answer).
async fn send_move(fake: &FakeDiscord, table: &Table) -> (Interaction, Side, String, usize) {
    let (side, action) = table.next();
    let mark = fake.version_mark();
    let ix = fake
        .slash(
            table.player(side),
            table.channel,
            "move",
            json!([{ "name": "action", "value": action }]),
        )
        .await;
    (ix, side, action, mark)
}

/// The shard a table's guild lives on (of 2).
fn shard_of(table: &Table) -> u64 {
    if table.channel_guild_is_shard_one {
        1
    } else {
        0
    }
}

/// Waits for the answer to a move and records it in the mirror.
async fn settle_move(
    fake: &FakeDiscord,
    table: &mut Table,
    sent: (Interaction, Side, String, usize),
) {
    let (ix, side, action, mark) = sent;
    assert_eq!(
        ix.shard,
        (shard_of(table), 2),
        "routed to the guild's shard"
    );
    let reply = fake.wait_reply(&ix).await;
    assert!(
        !reply.is_public() && reply.text().contains("You played"),
        "{action}: {}",
        reply.text()
    );
    let channel = table.channel;
    fake.wait_version_after(mark, "the move's public board", |m| {
        m.channel_id == channel && m.has_png() && m.text().contains(&action)
    })
    .await;
    table.engine.play_text(side, &action).unwrap();
    table.accepted.push(action);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_the_shards_and_the_survivor_takes_over_the_dead_ones_work() {
    let Some(db) = TestDb::postgres().await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    fake.set_callback_deadline(Duration::from_secs(15));
    let dir = tempfile::tempdir().unwrap();
    // The computer waits 2 s before it answers: time to kill the process thinking about it.
    let lease = [
        ("WORK_LEASE", "3s"),
        ("SHARD_COUNT", "2"),
        ("COMPUTER_DELAY", "2s"),
    ];
    let env = |shard: &'static str| {
        let mut env = lease.to_vec();
        env.push(("SHARDS", shard));
        env
    };
    let mut first =
        BotProcess::spawn_with(&fake, dir.path(), &db.url, &env("0"), Ready::Registered).await;
    let mut second =
        BotProcess::spawn_with(&fake, dir.path(), &db.url, &env("1"), Ready::Shard(1, 2)).await;
    assert_eq!(
        fake.registrations(),
        1,
        "only the shard-0 process registers"
    );

    let (guild0, guild1) = (fake.guild_on_shard(0, 2), fake.guild_on_shard(1, 2));
    assert_eq!(FakeDiscord::shard_of(guild1, 2), 1);
    let players: Vec<User> = ["a", "b", "c", "d"].iter().map(|n| fake.user(n)).collect();
    let (c0, c1) = (
        fake.channel_in(guild0, "shard-zero"),
        fake.channel_in(guild1, "shard-one"),
    );
    let (mut t0, mut t1) = tokio::join!(
        start(&fake, c0, &players[0], &players[1]),
        start(&fake, c1, &players[2], &players[3]),
    );
    assert!(!t0.channel_guild_is_shard_one && t1.channel_guild_is_shard_one);
    // Both games at once, a few moves each.
    for _ in 0..4 {
        let (m0, m1) = tokio::join!(send_move(&fake, &t0), send_move(&fake, &t1));
        settle_move(&fake, &mut t0, m0).await;
        settle_move(&fake, &mut t1, m1).await;
    }

    // The second process commits a move in its guild and dies before Discord takes anything:
    // its announcement stays in the outbox, owned by the dead process.
    let mark = fake.version_mark();
    // (Not `/callback`: a move is heard at once, before it commits.)
    for path in [
        format!("/channels/{}/", t1.channel),
        "/webhooks/".to_owned(),
    ] {
        fake.stall_next(&path, 10, Duration::from_secs(30));
    }
    let (ix, side, action, _) = send_move(&fake, &t1).await;
    assert_eq!(ix.shard, (1, 2), "the second process takes it");
    let deadline = Instant::now() + Duration::from_secs(20);
    while logged(&db.url, t1.id).await.len() < t1.accepted.len() + 1 {
        assert!(Instant::now() < deadline, "the move was not committed");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    second.kill();
    fake.clear_faults();
    t1.engine.play_text(side, &action).unwrap();
    t1.accepted.push(action.clone());
    let _ = ix;

    // The survivor takes the dead process's announcement over once its lease has run out, and
    // sends it once. Meanwhile its own game goes on.
    let m0 = send_move(&fake, &t0).await;
    settle_move(&fake, &mut t0, m0).await;
    let post = fake
        .wait_version_after(mark, "the dead process's announcement", |m| {
            m.channel_id == t1.channel && m.origin == Origin::ChannelPost && m.has_png()
        })
        .await;
    assert!(post.text().contains(&action), "{}", post.text());
    tokio::time::sleep(Duration::from_secs(4)).await;
    let copies = fake
        .versions_since(mark)
        .iter()
        .filter(|m| m.channel_id == t1.channel && m.origin == Origin::ChannelPost && m.has_png())
        .count();
    assert_eq!(copies, 1, "the announcement was sent exactly once");

    // The second process comes back and its game goes on.
    let mut second =
        BotProcess::spawn_with(&fake, dir.path(), &db.url, &env("1"), Ready::Shard(1, 2)).await;
    for _ in 0..2 {
        let (m0, m1) = tokio::join!(send_move(&fake, &t0), send_move(&fake, &t1));
        settle_move(&fake, &mut t0, m0).await;
        settle_move(&fake, &mut t1, m1).await;
    }
    // Every accepted action is logged, once, in order.
    assert_eq!(logged(&db.url, t0.id).await, t0.accepted);
    assert_eq!(logged(&db.url, t1.id).await, t1.accepted);

    the_computers_turn_survives_a_kill(&fake, &db.url, c0, &mut first, &mut second).await;
    let unknown = fake.unknown_requests();
    assert!(unknown.is_empty(), "{unknown:?}");
}

/// A game against the computer: whichever process claims the computer's turn dies while it
/// waits to answer; the other plays the turn once the claim has run out, exactly once.
async fn the_computers_turn_survives_a_kill(
    fake: &FakeDiscord,
    db: &str,
    c0: u64,
    first: &mut BotProcess,
    second: &mut BotProcess,
) {
    let human = fake.user("e");
    let id = e2e_support::play_the_computer(fake, &human, c0, "oracle", "easy").await;
    let channel = game_channel(db, id).await;
    let ix = fake
        .slash(
            &human,
            channel,
            "move",
            json!([{ "name": "action", "value": "e2e3" }]),
        )
        .await;
    assert!(fake.wait_reply(&ix).await.text().contains("You played"));
    let mark = fake.version_mark();
    let owner = computer_owner(db, id).await;
    if owner.starts_with("shards-0-") {
        first.kill();
    } else {
        second.kill();
    }
    assert_eq!(logged(db, id).await.len(), 1, "killed before it moved");
    let deadline = Instant::now() + Duration::from_secs(30);
    while logged(db, id).await.len() < 2 {
        assert!(
            Instant::now() < deadline,
            "the survivor did not play the computer's turn"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let post = fake
        .wait_version_after(mark, "the computer's move", |m| {
            m.channel_id == channel
                && m.origin == Origin::ChannelPost
                && m.has_png()
                && m.text().contains("(White) to move")
        })
        .await;
    assert!(post.text().contains("Black:"), "{}", post.text());
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(logged(db, id).await.len(), 2, "played once");
    let posts = fake
        .versions_since(mark)
        .iter()
        .filter(|m| m.channel_id == channel && m.edits == 0 && m.has_png())
        .filter(|m| m.text().contains("(White) to move"))
        .count();
    assert_eq!(posts, 1, "and announced once");
}

/// The channel (or thread) game `id` is played in.
async fn game_channel(db: &str, id: i64) -> u64 {
    let mut conn = PgConnection::connect(db).await.expect("connect");
    let (channel,): (i64,) = sqlx::query_as("SELECT channel_id FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(&mut conn)
        .await
        .expect("the game");
    channel as u64
}

/// Waits until a process has claimed the computer's turn in game `id`; returns the claim's
/// owner (`<instance>/<run>`).
async fn computer_owner(db: &str, id: i64) -> String {
    let mut conn = PgConnection::connect(db).await.expect("connect");
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (owner,): (Option<String>,) =
            sqlx::query_as("SELECT computer_owner FROM games WHERE id = $1")
                .bind(id)
                .fetch_one(&mut conn)
                .await
                .expect("the game");
        if let Some(owner) = owner {
            return owner;
        }
        assert!(
            Instant::now() < deadline,
            "nobody claimed the computer's turn"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}
