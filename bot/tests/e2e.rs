//! End-to-end tests: the real `bot` binary against a fake Discord (crate `fake-discord`), each
//! test with its own fake, its own fresh SQLite file and its own bot process (killed on drop).
//! Every wait is bounded; a failure prints the fake's recent traffic and the bot's logs.
//!
//! Run: `cargo test -p bot --test e2e` (add `E2E_ECHO=1` to see the bot's logs live).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::process::BotProcess;
use e2e_support::{is_resolution, is_resolution_in, Game, SecretWatch, World};
use fake_discord::{FakeDiscord, Message, Origin, User};
use rules::{AnyGame, Side, VariantId, Viewer};
use serde_json::json;
use std::time::Duration;

/// How a player hands in a secret move.
#[derive(Clone, Copy, Debug)]
enum Via {
    /// `/move` in their DM with the bot.
    DmCommand,
    /// The select menu of the bot's latest DM prompt.
    Menu,
    /// `/move` in the game channel (the reply is ephemeral).
    Channel,
}

/// White wins on footmen: White's knight eats every Black pawn (all moves safe).
const PAWN_WIN: [(&str, &str); 6] = [
    ("a1b3", "a4a3"),
    ("b3d4", "d5d4"),
    ("d4b5", "e4e3"),
    ("b5a3", "a5b3"),
    ("a3c4", "c5c4"),
    ("c4e3", "b3c5"),
];

/// White loses on penalties: twice a speculative a2b3 that Black's safe move does not meet.
const PENALTY_LOSS: [(&str, &str); 2] = [("a2b3", "e4e3"), ("a2b3", "d5d4")];

/// The engine, in process, replaying `turns` (checks the scripts above are what we think).
fn replay(turns: &[(&str, &str)]) -> AnyGame {
    let mut g = AnyGame::new(VariantId::Apocalypse, 1).expect("Apocalypse is playable");
    for (w, b) in turns {
        g.play_text(Side::White, w)
            .expect("scripted White move is legal");
        g.play_text(Side::Black, b)
            .expect("scripted Black move is legal");
    }
    g
}

fn user_of(game: &Game, side: Side) -> &User {
    match side {
        Side::White => &game.white,
        Side::Black => &game.black,
    }
}

/// Hands in `action` for `who` and returns the bot's acknowledgement (private to `who`).
/// `turn` is the number of resolved turns so far (a menu is answered only from that turn's
/// prompt, which may arrive just after the previous resolution).
async fn submit(
    world: &World,
    game: &Game,
    who: &User,
    action: &str,
    via: Via,
    turn: usize,
) -> Message {
    let fake = &world.fake;
    let ack = match via {
        Via::DmCommand => {
            let ix = world.move_dm(who, action).await;
            fake.wait_reply(&ix).await
        }
        Via::Channel => {
            let ix = world.move_in(who, game.channel, action).await;
            let ack = fake.wait_reply(&ix).await;
            assert!(
                ack.ephemeral(),
                "a secret move's reply in the channel is ephemeral"
            );
            ack
        }
        Via::Menu => {
            let prefix = format!("{}{turn}", game.menu_prefix());
            let prompt = fake
                .wait_dm_after(who, 0, |m| m.custom_ids().contains(&prefix) && m.edits == 0)
                .await;
            let values = prompt.select_values(&prefix);
            assert!(
                values.iter().any(|v| v == action),
                "the menu offers {action}: {values:?}"
            );
            let custom_id = prefix;
            let ix = fake.select(who, &prompt, &custom_id, &[action]).await;
            fake.wait_reply(&ix).await
        }
    };
    assert!(
        ack.text().contains(action) && ack.text().contains("is in"),
        "acknowledgement names the move: {}",
        ack.text()
    );
    assert!(!ack.is_public(), "the acknowledgement is private: {ack:?}");
    ack
}

/// The public PNG of `/board` asked by `who` in the game channel: posted in the channel, while
/// the answer to the command is private.
async fn public_board(world: &World, game: &Game, who: &User) -> fake_discord::image::RgbaImage {
    let mark = world.fake.version_mark();
    let ix = world
        .fake
        .slash(who, game.channel, "board", json!([]))
        .await;
    let reply = world.fake.wait_reply(&ix).await;
    assert!(!reply.is_public(), "the answer to /board is private");
    let post = world
        .fake
        .wait_version_after(mark, "the public board", |m| {
            m.channel_id == game.channel && m.origin == Origin::ChannelPost && m.has_png()
        })
        .await;
    post.png().expect("/board has a picture")
}

/// One Apocalypse turn: `first` submits, the channel sees only "has submitted" (nothing
/// public or logged contains the move; a stranger's `/board` shows the same picture as for
/// any other pending move), then `second` submits and the resolution is posted.
#[allow(clippy::too_many_arguments)]
async fn play_turn(
    world: &World,
    game: &Game,
    engine: &mut AnyGame,
    stranger: &User,
    first: (Side, &str, Via),
    second: (Side, &str, Via),
    check_image: bool,
) -> Message {
    let fake = &world.fake;
    let turn = engine.history().len();
    let watch = SecretWatch::start(world, first.1);
    let watch_versions = fake.version_mark();
    submit(world, game, user_of(game, first.0), first.1, first.2, turn).await;
    let notice = fake
        .wait_version_after(watch_versions, "the 'has submitted' notice", |m| {
            m.channel_id == game.channel && m.content.contains("has submitted")
        })
        .await;
    assert!(notice.is_public() && notice.attachments.is_empty());
    assert!(
        notice.text().contains(&format!("({})", first.0)),
        "the notice says who: {}",
        notice.text()
    );
    if check_image {
        // The public picture must not depend on the pending move: compare it with the engine's
        // public view for a different pending move of the same side.
        let shown = public_board(world, game, stranger).await;
        let mut decoy = engine.clone();
        let other = decoy
            .legal(first.0)
            .into_iter()
            .map(|c| c.notation)
            .find(|n| n != first.1)
            .expect("another legal move");
        decoy.play_text(first.0, &other).unwrap();
        let expected =
            fake_discord::image::load_from_memory(&render::render_png(&decoy.view(Viewer::Public)))
                .unwrap()
                .to_rgba8();
        assert!(
            shown == expected,
            "the public board while {} is pending differs from the one for {other}",
            first.1
        );
    }
    // Until the second move is in, the only post in the channel is the notice.
    let posts: Vec<Message> = fake
        .versions_since(watch_versions)
        .into_iter()
        .filter(|m| m.channel_id == game.channel && m.origin == Origin::ChannelPost)
        // (`/board` posts the board it was asked for; its picture is checked above.)
        .filter(|m| !m.text().starts_with("**Apocalypse**, game #"))
        // A closed-DM notice (or, later, a ping) for this turn's prompt may arrive just after
        // the last resolution.
        .filter(|m| !m.text().contains("can't DM") && !m.text().contains("your turn in game"))
        .collect();
    assert!(
        posts.len() == 1 && posts[0].id == notice.id,
        "the channel saw only the notice while a move was pending: {posts:?}"
    );
    watch.assert_kept(world);

    submit(
        world,
        game,
        user_of(game, second.0),
        second.1,
        second.2,
        turn,
    )
    .await;
    let resolution = fake
        .wait_version_after(watch_versions, "the turn's resolution", |m| {
            is_resolution(game, m)
        })
        .await;
    engine.play_text(first.0, first.1).unwrap();
    engine.play_text(second.0, second.1).unwrap();
    let text = resolution.text();
    assert!(
        text.contains(first.1) && text.contains(second.1),
        "the resolution names both moves: {text}"
    );
    // The resolution image is the public view of the resolved position.
    let expected =
        fake_discord::image::load_from_memory(&render::render_png(&engine.view(Viewer::Public)))
            .unwrap()
            .to_rgba8();
    assert!(
        resolution.png().unwrap() == expected,
        "the resolution shows the resolved public board"
    );
    resolution
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registers_commands_and_answers_rules() {
    let world = World::start().await;
    let names: Vec<String> = world
        .fake
        .commands()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect();
    for expected in [
        "play", "move", "board", "resign", "draw", "rules", "history",
    ] {
        assert!(
            names.iter().any(|n| n == expected),
            "/{expected} is registered: {names:?}"
        );
    }
    let mv = world
        .fake
        .commands()
        .into_iter()
        .find(|c| c["name"] == "move")
        .unwrap();
    let action = mv["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "action")
        .expect("/move has an action option")
        .clone();
    assert_eq!(action["autocomplete"], true, "/move action autocompletes");

    let alice = world.user("alice");
    let channel = world.channel("rules");
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "rules",
            json!([{ "name": "variant", "value": "apocalypse" }]),
        )
        .await;
    let reply = world.fake.wait_reply(&ix).await;
    let first_line = rules::apocalypse::HELP.lines().next().unwrap();
    assert!(
        reply.text().contains(first_line),
        "/rules apocalypse shows the Apocalypse rules summary, got: {}",
        reply.text()
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn apocalypse_game_won_on_pawns() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("apocalypse");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let (white_dm, black_dm) = (
        game.white_dm.clone().unwrap(),
        game.black_dm.clone().unwrap(),
    );
    assert!(
        white_dm.png().is_some(),
        "White's DM prompt has a board image"
    );
    assert!(
        black_dm.png().is_some(),
        "Black's DM prompt has a board image"
    );
    assert!(!white_dm.select_values(&game.menu_prefix()).is_empty());

    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    let vias = [Via::DmCommand, Via::Menu, Via::Channel];
    let mut last = None;
    for (turn, (w, b)) in PAWN_WIN.iter().enumerate() {
        if turn == 1 {
            // A menu from an earlier turn is refused, privately, and changes nothing.
            let db = world.db().await;
            let before = db.snapshot().await;
            let prefix = game.menu_prefix();
            let old = white_dm.custom_id_starting(&prefix).unwrap();
            let ix = world.fake.select(&alice, &white_dm, &old, &["a2a3"]).await;
            let reply = world.fake.wait_reply(&ix).await;
            assert!(!reply.is_public(), "stale-menu refusal is private");
            assert!(reply.text().contains("earlier turn"), "{}", reply.text());
            assert_eq!(
                db.snapshot().await,
                before,
                "a stale menu changed the database"
            );
        }
        // Alternate who goes first and how moves are handed in.
        let white = (Side::White, *w, vias[turn % 3]);
        let black = (Side::Black, *b, vias[(turn + 1) % 3]);
        let (first, second) = if turn % 2 == 0 {
            (white, black)
        } else {
            (black, white)
        };
        let res = play_turn(&world, &game, &mut engine, &carol, first, second, turn < 2).await;
        last = Some(res);
    }
    let last = last.unwrap();
    let outcome = engine.outcome().expect("the script ends the game");
    assert_eq!(outcome.winner, Some(Side::White));
    assert!(
        last.text().contains("Game over") && last.text().contains("White wins"),
        "the last resolution announces the result: {}",
        last.text()
    );
    let (status, result, _) = world.db().await.game(game.id).await;
    assert_eq!(status, "finished");
    assert!(result.is_some_and(|r| r.contains("White")));
    assert_eq!(world.db().await.actions(game.id).await.len(), 12);

    // A finished game refuses further moves, privately.
    let ix = world.move_dm(&alice, "a2a3").await;
    let reply = world.fake.wait_reply(&ix).await;
    assert!(reply.ephemeral() || reply.in_dm, "refusal is private");
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn apocalypse_game_lost_on_penalties() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("penalties");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    let (w1, b1) = PENALTY_LOSS[0];
    let res = play_turn(
        &world,
        &game,
        &mut engine,
        &carol,
        (Side::White, w1, Via::Menu),
        (Side::Black, b1, Via::DmCommand),
        true,
    )
    .await;
    assert!(res.text().contains("penalt"), "{}", res.text());
    let (w2, b2) = PENALTY_LOSS[1];
    let res = play_turn(
        &world,
        &game,
        &mut engine,
        &carol,
        (Side::Black, b2, Via::Menu),
        (Side::White, w2, Via::DmCommand),
        false,
    )
    .await;
    assert_eq!(engine.outcome().unwrap().winner, Some(Side::Black));
    assert!(
        res.text().contains("Black wins") && res.text().contains("penalt"),
        "{}",
        res.text()
    );
    let (status, _, _) = world.db().await.game(game.id).await;
    assert_eq!(status, "finished");
    assert_eq!(
        world.db().await.actions(game.id).await,
        vec!["a2b3", "e4e3", "d5d4", "a2b3"],
        "moves are logged in the order they were accepted"
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_only_the_callers_actions() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("autocomplete");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    let fake = &world.fake;

    let ask = |user: User, partial: &'static str, in_dm: bool| {
        let fake = fake.clone();
        async move {
            let opts = json!([{ "name": "action", "value": partial }]);
            let ch = if in_dm {
                fake.dm_channel(&user)
            } else {
                channel
            };
            let ix = fake.autocomplete(&user, ch, "move", opts, "action").await;
            fake.wait_autocomplete(&ix).await
        }
    };

    for (user, side) in [(&alice, Side::White), (&bob, Side::Black)] {
        for in_dm in [false, true] {
            let choices = ask(user.clone(), "", in_dm).await;
            let expected: Vec<String> = engine
                .suggest(side, "")
                .into_iter()
                .map(|c| c.notation)
                .collect();
            let got: Vec<String> = choices.iter().map(|(_, v)| v.clone()).collect();
            assert_eq!(got, expected, "{side}'s choices (dm={in_dm})");
            assert!(got.len() <= 25);
        }
    }
    // Typing narrows the list to that piece.
    let choices = ask(alice.clone(), "a1", false).await;
    assert!(!choices.is_empty());
    assert!(
        choices.iter().all(|(_, v)| v.starts_with("a1")),
        "{choices:?}"
    );
    // White's and Black's lists never share a move (different pieces).
    let black = ask(bob.clone(), "a", false).await;
    assert!(black
        .iter()
        .all(|(_, v)| v.starts_with("a4") || v.starts_with("a5")));
    // A stranger gets nothing, in the channel and in a DM.
    assert!(ask(carol.clone(), "", false).await.is_empty());
    assert!(ask(carol.clone(), "", true).await.is_empty());
    // After White submits, White has nothing left to choose this turn; Black still does.
    submit(&world, &game, &alice, "a1b3", Via::DmCommand, 0).await;
    assert!(ask(alice.clone(), "", false).await.is_empty());
    assert!(!ask(bob.clone(), "", false).await.is_empty());
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_keeps_the_pending_move_and_old_buttons_work() {
    let mut world = World::start().await;
    let (alice, bob, carol, dave) = (
        world.user("alice"),
        world.user("bob"),
        world.user("carol"),
        world.user("dave"),
    );
    let channel = world.channel("restart");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    // A challenge elsewhere whose Accept button is clicked only after the restart.
    let other = world.channel("other");
    let (_, pending_challenge) = world.challenge(&carol, &dave, other, "apocalypse").await;

    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    let watch = SecretWatch::start(&world, "a1b3");
    submit(&world, &game, &alice, "a1b3", Via::DmCommand, 0).await;
    let before = world.db().await.state(game.id).await;

    world.restart().await;
    assert_eq!(
        world.db().await.state(game.id).await,
        before,
        "the pending move survived the restart"
    );
    watch.assert_kept(&world);
    // Black answers with the DM menu posted before the restart.
    let prefix = game.menu_prefix();
    let black_dm = game.black_dm.clone().unwrap();
    let custom_id = black_dm.custom_id_starting(&prefix).unwrap();
    let mark = world.fake.version_mark();
    let ix = world
        .fake
        .select(&bob, &black_dm, &custom_id, &["a4a3"])
        .await;
    let ack = world.fake.wait_reply(&ix).await;
    assert!(ack.text().contains("a4a3"), "{}", ack.text());
    let resolution = world
        .fake
        .wait_version_after(mark, "the resolution after restart", |m| {
            is_resolution(&game, m)
        })
        .await;
    assert!(
        resolution.text().contains("a1b3") && resolution.text().contains("a4a3"),
        "White's move from before the restart was resolved: {}",
        resolution.text()
    );
    engine.play_text(Side::White, "a1b3").unwrap();
    engine.play_text(Side::Black, "a4a3").unwrap();

    // The rest of the pawn-win script finishes the game after the restart.
    for (w, b) in &PAWN_WIN[1..] {
        play_turn(
            &world,
            &game,
            &mut engine,
            &carol,
            (Side::White, w, Via::Menu),
            (Side::Black, b, Via::Menu),
            false,
        )
        .await;
    }
    assert_eq!(world.db().await.game(game.id).await.0, "finished");

    // The Accept button posted before the restart still works.
    let accept = pending_challenge.custom_id_starting("accept:").unwrap();
    let ix = world.fake.click(&dave, &pending_challenge, &accept).await;
    let started = world.fake.wait_reply(&ix).await;
    assert!(started.text().contains("accepted"), "{}", started.text());
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_moves_for_one_game_at_once_exactly_one_applies() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("race");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let fake = &world.fake;
    let white_dm = game.white_dm.clone().unwrap();
    let menu = format!("{}0", game.menu_prefix());
    // Four moves by White for the same turn, all dispatched before any is answered (the bot
    // handles interactions concurrently): DM command, channel command, DM menu, DM command.
    let ixs = vec![
        world.move_dm(&alice, "a1b3").await,
        world.move_in(&alice, channel, "e1d3").await,
        fake.select(&alice, &white_dm, &menu, &["a2a3"]).await,
        world.move_dm(&alice, "b1b2").await,
    ];
    let mut replies = Vec::new();
    for ix in &ixs {
        replies.push(fake.wait_reply(ix).await);
    }
    let accepted: Vec<&Message> = replies
        .iter()
        .filter(|m| m.text().contains("is in"))
        .collect();
    assert_eq!(accepted.len(), 1, "exactly one applied: {replies:#?}");
    for refused in replies.iter().filter(|m| !m.text().contains("is in")) {
        eprintln!("race loser told: {}", refused.text());
        assert!(
            !refused.is_public(),
            "a loser's answer is private: {refused:?}"
        );
        assert!(
            refused.text().contains("already submitted") || refused.text().contains("same moment"),
            "a loser is answered clearly: {}",
            refused.text()
        );
    }
    let actions = world.db().await.actions(game.id).await;
    assert_eq!(actions.len(), 1, "{actions:?}");
    let winner = actions[0].clone();
    assert!(accepted[0].text().contains(&winner));
    // The notice is sent after the winner's reply: wait until everything queued went out.
    world.db().await.settled().await;
    let notices = fake
        .messages_in(channel)
        .into_iter()
        .filter(|m| m.text().contains("has submitted"))
        .count();
    assert_eq!(notices, 1, "exactly one 'has submitted' notice");
    // The turn resolves with the applied move.
    let mark = fake.version_mark();
    submit(&world, &game, &bob, "a4a3", Via::Menu, 0).await;
    let res = fake
        .wait_version_after(mark, "resolution", |m| is_resolution(&game, m))
        .await;
    assert!(res.text().contains(&winner), "{}", res.text());

    // Both players at the same instant: both moves are legitimate. The bot may apply both, or
    // tell one to retry (version conflict); after at most one retry the turn resolves.
    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    engine.play_text(Side::White, &winner).unwrap();
    engine.play_text(Side::Black, "a4a3").unwrap();
    let white_move = engine.legal(Side::White)[0].notation.clone();
    let black_move = engine.legal(Side::Black)[0].notation.clone();
    let mark = fake.version_mark();
    let w = world.move_dm(&alice, &white_move).await;
    let b = world.move_dm(&bob, &black_move).await;
    let (rw, rb) = (fake.wait_reply(&w).await, fake.wait_reply(&b).await);
    for (reply, who, action) in [(&rw, &alice, &white_move), (&rb, &bob, &black_move)] {
        if !reply.text().contains("is in") {
            assert!(reply.text().contains("same moment"), "{}", reply.text());
            eprintln!("simultaneous submissions: one was told to retry");
            let again = world.move_dm(who, action).await;
            let reply = fake.wait_reply(&again).await;
            assert!(reply.text().contains("is in"), "{}", reply.text());
        }
    }
    let res = fake
        .wait_version_after(mark, "resolution", |m| is_resolution(&game, m))
        .await;
    assert!(res.text().contains(&white_move) && res.text().contains(&black_move));
    assert_eq!(world.db().await.actions(game.id).await.len(), 4);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_race_lost_at_commit_is_answered_clearly() {
    // Hold the database's write lock while two moves for the same game arrive, so both are
    // checked against the same version and their commits queue; then let go. The version
    // check must let exactly one through.
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("commit-race");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let fake = &world.fake;
    let lock = e2e_support::db::WriteLock::take(&world.db_path).await;
    let a = world.move_dm(&alice, "a1b3").await;
    let b = world.move_in(&alice, channel, "e1d3").await;
    // Both are loaded and checked by now (within the bot's 2 s busy timeout).
    tokio::time::sleep(Duration::from_millis(1000)).await;
    // Both were heard at once (deferred), but nothing is answered before the commit.
    for ix in [&a, &b] {
        let callbacks = fake.callbacks(ix);
        assert!(
            callbacks.iter().all(|c| c.kind == 5) && fake.replies(ix).iter().all(|m| m.thinking),
            "nothing is answered before the commit: {callbacks:?}"
        );
    }
    lock.release().await;
    let (ra, rb) = (fake.wait_reply(&a).await, fake.wait_reply(&b).await);
    let applied: Vec<&Message> = [&ra, &rb]
        .into_iter()
        .filter(|m| m.text().contains("is in"))
        .collect();
    assert_eq!(applied.len(), 1, "exactly one applied: {ra:?} / {rb:?}");
    let loser = if applied[0].id == ra.id { &rb } else { &ra };
    assert!(!loser.is_public(), "the loser's answer is private");
    assert!(
        loser.text().contains("same moment") || loser.text().contains("already submitted"),
        "the loser is answered clearly: {}",
        loser.text()
    );
    eprintln!("commit race loser told: {}", loser.text());
    let actions = world.db().await.actions(game.id).await;
    assert_eq!(actions.len(), 1, "{actions:?}");
    assert!(applied[0].text().contains(&actions[0]));
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_bot_processes_on_one_database_apply_one_of_two_racing_moves() {
    // Two processes on one database (as with a sharded gateway, where a DM and a server
    // channel can reach different processes): the database's version check decides.
    let world = World::start().await;
    let second = BotProcess::spawn(&world.fake, world.dir.path(), &world.db_url).await;
    assert_eq!(world.fake.sessions(), 2, "both processes are connected");
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("two-processes");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let (p1, p2) = (world.fake.on_session(0), world.fake.on_session(1));
    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    let mut conflicts = 0;
    for turn in 0..3 {
        let legal: Vec<String> = engine
            .legal(Side::White)
            .into_iter()
            .map(|c| c.notation)
            .collect();
        let (x, y) = (legal[0].clone(), legal[1].clone());
        let opts = |a: &str| json!([{ "name": "action", "value": a }]);
        let (ia, ib) = tokio::join!(
            p1.slash_dm(&alice, "move", opts(&x)),
            p2.slash(&alice, channel, "move", opts(&y)),
        );
        let (ra, rb) = (
            world.fake.wait_reply(&ia).await,
            world.fake.wait_reply(&ib).await,
        );
        let applied: Vec<&str> = [(&ra, &x), (&rb, &y)]
            .into_iter()
            .filter(|(r, _)| r.text().contains("is in"))
            .map(|(_, a)| a.as_str())
            .collect();
        assert_eq!(
            applied.len(),
            1,
            "turn {turn}: exactly one applied: {ra:?} / {rb:?}"
        );
        for r in [&ra, &rb]
            .into_iter()
            .filter(|r| !r.text().contains("is in"))
        {
            assert!(!r.is_public());
            assert!(
                r.text().contains("already submitted") || r.text().contains("same moment"),
                "turn {turn}: the loser is answered clearly: {}",
                r.text()
            );
            if r.text().contains("same moment") {
                conflicts += 1;
            }
        }
        let winner = applied[0].to_owned();
        let actions = world.db().await.actions(game.id).await;
        assert_eq!(
            actions.last(),
            Some(&winner),
            "the applied move is the logged one"
        );
        assert_eq!(actions.len(), turn * 2 + 1);
        let black = engine.legal(Side::Black)[0].notation.clone();
        let mark = world.fake.version_mark();
        let via = if turn % 2 == 0 { &p1 } else { &p2 };
        let ix = via.slash_dm(&bob, "move", opts(&black)).await;
        assert!(world.fake.wait_reply(&ix).await.text().contains("is in"));
        let res = world
            .fake
            .wait_version_after(mark, "resolution", |m| is_resolution(&game, m))
            .await;
        assert!(res.text().contains(&winner) && res.text().contains(&black));
        engine.play_text(Side::White, &winner).unwrap();
        engine.play_text(Side::Black, &black).unwrap();
        if engine.outcome().is_some() {
            break;
        }
    }
    eprintln!("two processes: {conflicts} version conflict(s) seen");
    for line in second.logs() {
        assert!(!line.contains(e2e_support::process::TOKEN));
        assert!(
            !line.contains("ERROR"),
            "second process logged an error: {line}"
        );
    }
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_errors_and_slowness_lose_no_move() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("flaky");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let fake = &world.fake;
    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();

    // Discord answers White's interaction response slowly (3 s): the move still goes in.
    fake.delay_next("/callback", 1, Duration::from_secs(3));
    let mark = fake.mark();
    submit(&world, &game, &alice, "a1b3", Via::DmCommand, 0).await;
    fake.wait_message_after(mark, "the notice", |m| {
        m.channel_id == channel && m.text().contains("has submitted")
    })
    .await;

    // Discord fails (500) the resolution post: the turn is committed all the same, and
    // /board shows the resolved position.
    fake.fail_next(&format!("/channels/{channel}/messages"), 1);
    let mark = fake.mark();
    let versions = fake.version_mark();
    submit(&world, &game, &bob, "a4a3", Via::Menu, 0).await;
    // The refused resolution is not lost: it waits in the outbox and is sent again, once;
    // the next turn's prompts wait for it, so that the game's messages arrive in order.
    let retried = fake
        .wait_version_after(versions, "the resolution, sent again", |m| {
            is_resolution(&game, m)
        })
        .await;
    assert!(retried.text().contains("a1b3") && retried.text().contains("a4a3"));
    let next_menu = format!("{}1", game.menu_prefix());
    fake.wait_dm_after(&alice, mark, |m| m.custom_id_starting(&next_menu).is_some())
        .await;
    let order = fake.versions_since(versions);
    let resolution = order.iter().position(|m| is_resolution(&game, m));
    let prompt = order
        .iter()
        .position(|m| m.custom_id_starting(&next_menu).is_some());
    assert!(
        matches!((resolution, prompt), (Some(r), Some(p)) if r < p),
        "the next turn's prompts come after the resolution they follow"
    );
    assert!(
        world.logs().iter().any(|l| l.contains("WARN")),
        "the failed post is logged as a warning"
    );
    world.db().await.settled().await;
    let reveals = fake
        .versions_since(versions)
        .iter()
        .filter(|m| is_resolution(&game, m))
        .count();
    assert_eq!(reveals, 1, "the resolution arrived exactly once");
    assert_eq!(world.db().await.actions(game.id).await.len(), 2);
    engine.play_text(Side::White, "a1b3").unwrap();
    engine.play_text(Side::Black, "a4a3").unwrap();
    let shown = public_board(&world, &game, &carol).await;
    let expected =
        fake_discord::image::load_from_memory(&render::render_png(&engine.view(Viewer::Public)))
            .unwrap()
            .to_rgba8();
    assert!(shown == expected, "/board shows the resolved turn");

    // The game goes on normally.
    let (w, b) = PAWN_WIN[1];
    play_turn(
        &world,
        &game,
        &mut engine,
        &carol,
        (Side::White, w, Via::Menu),
        (Side::Black, b, Via::Channel),
        false,
    )
    .await;
    world.finish();
}

/// `/move action` in `user`'s DM, sent again (as the answer asks) while the bot answers that
/// the game store was too busy and nothing was done: 50 games at once in a debug build, beside
/// the other tests, can pass an interaction's 2.3 s database budget.
async fn dm_move_retried(fake: &FakeDiscord, user: &fake_discord::User, action: &str) -> Message {
    for _ in 0..4 {
        let ix = fake
            .slash_dm(user, "move", json!([{ "name": "action", "value": action }]))
            .await;
        let reply = fake.wait_reply(&ix).await;
        if !reply.text().contains("nothing was done") {
            return reply;
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    panic!("{action}: the store was unavailable four times in a row");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_games_in_fifty_channels_at_once() {
    let world = World::start().await;
    world.fake.set_timeout(Duration::from_secs(90));
    // A burst of 100 interactions queues in a debug build on 2 shared cores: only the
    // latency report below says how late answers were.
    world.fake.set_callback_deadline(Duration::from_secs(60));
    let mut tasks = tokio::task::JoinSet::new();
    let started = std::time::Instant::now();
    for i in 0..50 {
        let white = world.user(&format!("w{i}"));
        let black = world.user(&format!("b{i}"));
        let channel = world.channel(&format!("game-{i}"));
        let fake = world.fake.clone();
        tasks.spawn(async move {
            let mark = fake.mark();
            let ix = fake
                .slash(
                    &white,
                    channel,
                    "play",
                    json!([
                        { "name": "variant", "value": "apocalypse" },
                        FakeDiscord::user_option("opponent", &black),
                    ]),
                )
                .await;
            fake.wait_reply(&ix).await;
            let challenge = e2e_support::challenge_post(&fake, mark, channel).await;
            let accept = challenge.custom_id_starting("accept:").unwrap();
            let id: i64 = accept["accept:".len()..].parse().unwrap();
            let ix = fake.click(&black, &challenge, &accept).await;
            fake.wait_reply(&ix).await;
            for (turn, (w, b)) in PENALTY_LOSS.iter().enumerate() {
                let mark = fake.version_mark();
                let (ra, rb) = tokio::join!(
                    dm_move_retried(&fake, &white, w),
                    dm_move_retried(&fake, &black, b)
                );
                assert!(
                    ra.text().contains("is in"),
                    "game {id} turn {turn}: {}",
                    ra.text()
                );
                assert!(
                    rb.text().contains("is in"),
                    "game {id} turn {turn}: {}",
                    rb.text()
                );
                fake.wait_version_after(mark, "a resolution", |m| is_resolution_in(channel, m))
                    .await;
            }
            let last = fake
                .messages_in(channel)
                .into_iter()
                .rev()
                .find(|m| is_resolution_in(channel, m))
                .unwrap();
            assert!(
                last.text().contains("Black wins"),
                "game {id}: {}",
                last.text()
            );
            id
        });
    }
    let mut ids = Vec::new();
    while let Some(done) = tasks.join_next().await {
        ids.push(done.expect("a game task panicked"));
    }
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 50, "fifty distinct games");
    let db = world.db().await;
    for id in ids {
        assert_eq!(db.game(id).await.0, "finished", "game {id}");
        let mut actions = db.actions(id).await;
        actions.sort();
        assert_eq!(actions, vec!["a2b3", "a2b3", "d5d4", "e4e3"], "game {id}");
    }
    let mut latencies = world.fake.callback_latencies();
    latencies.sort_unstable();
    let pick = |q: usize| latencies[(latencies.len() - 1) * q / 100];
    eprintln!(
        "50 games took {:?}; first answer to an interaction: median {:?}, p90 {:?}, max {:?} (Discord allows 3 s)",
        started.elapsed(),
        pick(50),
        pick(90),
        pick(100)
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_private_and_change_nothing() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("refusals");
    let fake = &world.fake;

    // Out of turn: moving while the challenge is still open.
    let (_, challenge) = world.challenge(&alice, &bob, channel, "apocalypse").await;
    let db = world.db().await;
    let refuse = |user: User, ch: Option<u64>, name: &'static str, opts: serde_json::Value| {
        let fake = fake.clone();
        let db = db.clone();
        async move {
            let before = db.snapshot().await;
            let versions = fake.version_mark();
            let ix = match ch {
                Some(ch) => fake.slash(&user, ch, name, opts).await,
                None => fake.slash_dm(&user, name, opts).await,
            };
            let reply = fake.wait_reply(&ix).await;
            assert!(
                reply.ephemeral() || (ch.is_none() && reply.in_dm),
                "/{name} refusal is ephemeral: {}",
                reply.text()
            );
            // Give a wrongly-public follow-up a moment to show up, then check nothing public.
            tokio::time::sleep(Duration::from_millis(200)).await;
            let public: Vec<Message> = fake
                .versions_since(versions)
                .into_iter()
                .filter(Message::is_public)
                .collect();
            assert!(
                public.is_empty(),
                "/{name} refusal posted publicly: {public:?}"
            );
            assert_eq!(db.snapshot().await, before, "/{name} changed the database");
            reply.text()
        }
    };
    let action = |a: &str| json!([{ "name": "action", "value": a }]);
    let text = refuse(alice.clone(), Some(channel), "move", action("a1b3")).await;
    assert!(
        text.contains("not started") || text.contains("challenge"),
        "{text}"
    );

    let accept = challenge.custom_id_starting("accept:").unwrap();
    let ix = fake.click(&bob, &challenge, &accept).await;
    fake.wait_reply(&ix).await;
    let game_id: i64 = accept["accept:".len()..].parse().unwrap();

    // A stranger's /move.
    let text = refuse(carol.clone(), Some(channel), "move", action("a1b3")).await;
    assert!(text.contains("not playing"), "{text}");
    // A malformed action.
    let text = refuse(bob.clone(), Some(channel), "move", action("zz99")).await;
    assert!(
        text.contains("not allowed") || text.contains("zz99"),
        "{text}"
    );
    // An action of the other side's piece.
    refuse(bob.clone(), Some(channel), "move", action("a1b3")).await;
    // /play in a channel that already has a game.
    let play = json!([
        { "name": "variant", "value": "apocalypse" },
        FakeDiscord::user_option("opponent", &carol),
    ]);
    let text = refuse(bob.clone(), Some(channel), "play", play).await;
    assert!(text.to_lowercase().contains("game"), "{text}");

    // A second move in the same Apocalypse turn (in the channel and in the DM).
    let game = Game::new(game_id, channel, &alice, &bob);
    let mark = fake.mark();
    submit(&world, &game, &alice, "a1b3", Via::Channel, 0).await;
    fake.wait_message_after(mark, "the notice", |m| m.text().contains("has submitted"))
        .await;
    let text = refuse(alice.clone(), Some(channel), "move", action("e1d3")).await;
    assert!(text.contains("already submitted"), "{text}");
    let text = refuse(alice.clone(), None, "move", action("e1d3")).await;
    assert!(text.contains("already submitted"), "{text}");
    assert_eq!(world.db().await.actions(game_id).await, vec!["a1b3"]);

    // Out of turn in a turn-based variant: Black moves while White is to move.
    let other = world.channel("oracle");
    let (_, challenge) = world.challenge(&alice, &bob, other, "oracle").await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    let ix = fake.click(&bob, &challenge, &accept).await;
    fake.wait_reply(&ix).await;
    let oracle_id: i64 = accept["accept:".len()..].parse().unwrap();
    let engine = AnyGame::new(VariantId::Oracle, 1).unwrap();
    let mut black_view = engine.clone();
    let white_first = engine.legal(Side::White)[0].notation.clone();
    black_view.play_text(Side::White, &white_first).unwrap();
    let black_move = black_view.legal(Side::Black)[0].notation.clone();
    let text = refuse(bob.clone(), Some(other), "move", action(&black_move)).await;
    assert!(text.contains("not your turn"), "{text}");
    // White's legal move is played, and shown publicly (nothing secret in Oracle).
    let mark = fake.version_mark();
    let ix = world.move_in(&alice, other, &white_first).await;
    let reply = fake.wait_reply(&ix).await;
    assert!(reply.text().contains("You played"), "{}", reply.text());
    fake.wait_version_after(mark, "the board in the channel", |m| {
        m.channel_id == other && m.is_public() && m.has_png()
    })
    .await;
    assert_eq!(world.db().await.actions(oracle_id).await, vec![white_first]);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_fall_back_to_private_replies_in_the_channel() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    world.fake.refuse_dms(&bob);
    let channel = world.channel("closed-dms");
    let fake = &world.fake;
    let (_, challenge) = world.challenge(&alice, &bob, channel, "apocalypse").await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    let game_id: i64 = accept["accept:".len()..].parse().unwrap();
    let mark = fake.mark();
    let ix = fake.click(&bob, &challenge, &accept).await;
    fake.wait_reply(&ix).await;
    // The channel is told, mentioning Bob, and Alice still gets her DM.
    let notice = fake
        .wait_message_after(mark, "the closed-DM notice", |m| {
            m.channel_id == channel && m.is_public() && m.text().contains("DM")
        })
        .await;
    assert!(notice.text().contains(&bob.mention()), "{}", notice.text());
    let white_dm = fake
        .wait_dm_after(&alice, mark, |m| m.custom_id_starting("move:").is_some())
        .await;
    assert!(
        fake.dms_to(&bob).is_empty(),
        "nothing was delivered to Bob's DM"
    );
    let refused = fake
        .requests()
        .iter()
        .filter(|r| r.status == 403 && r.method == "POST")
        .count();
    assert!(refused >= 1, "the bot tried to DM Bob");

    let mut game = Game::new(game_id, channel, &alice, &bob);
    game.white_dm = Some(white_dm);
    // Bob sees his own view privately with /board in the channel.
    let ix = fake.slash(&bob, channel, "board", json!([])).await;
    fake.wait_reply(&ix).await;
    let private_view = fake
        .wait_for("Bob's private /board view", |f| {
            f.replies(&ix)
                .into_iter()
                .find(|m| m.ephemeral() && m.has_png())
        })
        .await;
    assert!(
        private_view.text().contains("Black"),
        "{}",
        private_view.text()
    );

    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    for (turn, (w, b)) in PENALTY_LOSS.iter().enumerate() {
        let (first, second) = if turn == 0 {
            (
                (Side::Black, *b, Via::Channel),
                (Side::White, *w, Via::Menu),
            )
        } else {
            (
                (Side::White, *w, Via::DmCommand),
                (Side::Black, *b, Via::Channel),
            )
        };
        play_turn(&world, &game, &mut engine, &carol, first, second, false).await;
    }
    assert_eq!(world.db().await.game(game_id).await.0, "finished");
    assert!(fake.dms_to(&bob).is_empty());
    world.finish();
}

#[test]
fn scripts_do_what_they_claim() {
    let won = replay(&PAWN_WIN);
    let outcome = won.outcome().expect("PAWN_WIN ends the game");
    assert_eq!(outcome.winner, Some(Side::White), "{outcome}");
    let lost = replay(&PENALTY_LOSS);
    let outcome = lost.outcome().expect("PENALTY_LOSS ends the game");
    assert_eq!(outcome.winner, Some(Side::Black), "{outcome}");
    assert!(outcome.reason.contains("penalt"), "{outcome}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draw_resign_and_history_keep_pending_moves_secret() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let fake = &world.fake;

    // A draw agreed while White's move is pending: the move is discarded unrevealed.
    let channel = world.channel("draw");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let watch = SecretWatch::start(&world, "a1b3");
    let mark = fake.mark();
    submit(&world, &game, &alice, "a1b3", Via::DmCommand, 0).await;
    fake.wait_message_after(mark, "the notice", |m| m.text().contains("has submitted"))
        .await;
    let ix = fake.slash(&carol, channel, "history", json!([])).await;
    let history = fake.wait_reply(&ix).await;
    assert!(!history.text().contains("a1b3"), "{}", history.text());
    let mark = fake.mark();
    let ix = fake.slash(&alice, channel, "draw", json!([])).await;
    assert!(
        fake.wait_reply(&ix).await.ephemeral(),
        "/draw answers privately"
    );
    let offer = fake
        .wait_message_after(mark, "the draw offer", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("draw:"))
        })
        .await;
    assert!(offer.is_public(), "the draw offer is public");
    let accept = offer
        .custom_id_starting("draw:")
        .unwrap_or_else(|| panic!("no draw button: {offer:?}"));
    let own = fake.click(&alice, &offer, &accept).await;
    let reply = fake.wait_reply(&own).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(reply.text().contains("own draw offer"), "{}", reply.text());
    let mark = fake.mark();
    let ix = fake.click(&bob, &offer, &accept).await;
    let agreed = fake.wait_reply(&ix).await;
    assert!(
        agreed.text().contains("accepts the draw"),
        "{}",
        agreed.text()
    );
    assert!(agreed.custom_ids().is_empty(), "the draw buttons are gone");
    // The result is a new post (an edit would notify nobody): it pings Alice, who offered.
    let result = fake
        .wait_message_after(mark, "the result", |m| {
            m.channel_id == channel && m.custom_ids().iter().any(|c| c.starts_with("rematch:"))
        })
        .await;
    assert_eq!(result.pinged, vec![alice.id], "{}", result.text());
    assert!(
        result.text().contains("accepts the draw"),
        "{}",
        result.text()
    );
    assert_eq!(
        result.custom_ids(),
        vec![
            format!("rematch:{}", game.id),
            format!("replay:{}", game.id),
            format!("textboard:{}", game.id)
        ],
        "the result offers a rematch, a replay (and its board as text)"
    );
    let (status, result, _) = world.db().await.game(game.id).await;
    assert_eq!(status, "finished");
    assert!(result.is_some_and(|r| r.contains("Draw")));
    tokio::time::sleep(Duration::from_millis(200)).await;
    watch.assert_kept(&world);

    // A resignation, and /history of the finished game.
    let channel = world.channel("resign");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    play_turn(
        &world,
        &game,
        &mut engine,
        &carol,
        (Side::White, "a1b3", Via::Menu),
        (Side::Black, "a4a3", Via::Menu),
        false,
    )
    .await;
    let mark = fake.version_mark();
    let ix = fake.slash(&bob, channel, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    let resigned = fake
        .wait_version_after(mark, "the result in the channel", |m| {
            m.channel_id == channel && m.is_public() && m.text().contains("resigns")
        })
        .await;
    assert!(
        resigned.text().contains("resigns") && resigned.text().contains("White wins"),
        "{}",
        resigned.text()
    );
    assert_eq!(world.db().await.game(game.id).await.0, "finished");
    let ix = fake.slash(&carol, channel, "history", json!([])).await;
    let history = fake.wait_reply(&ix).await;
    assert!(
        history.text().contains("1. a1b3 | a4a3") && history.text().contains("White wins"),
        "{}",
        history.text()
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenge_buttons_decline_cancel_and_refusals() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let fake = &world.fake;
    let db = world.db().await;

    // Bob declines; a stranger's and the challenger's clicks on Accept are refused privately.
    let channel = world.channel("decline");
    let (_, challenge) = world.challenge(&alice, &bob, channel, "apocalypse").await;
    let id = challenge.custom_id_starting("accept:").unwrap()["accept:".len()..].to_owned();
    for who in [&carol, &alice] {
        let before = db.snapshot().await;
        let ix = fake.click(who, &challenge, &format!("accept:{id}")).await;
        let reply = fake.wait_reply(&ix).await;
        assert!(reply.ephemeral(), "{}", reply.text());
        assert!(
            reply.text().contains("Only the challenged player"),
            "{}",
            reply.text()
        );
        assert_eq!(db.snapshot().await, before);
    }
    let ix = fake.click(&bob, &challenge, &format!("decline:{id}")).await;
    let closed = fake.wait_reply(&ix).await;
    assert!(closed.text().contains("declined"), "{}", closed.text());
    assert!(closed.custom_ids().is_empty(), "the buttons are gone");
    assert_eq!(db.games().await.last().unwrap().1, "declined");
    // A stale Accept on the declined challenge is refused, saying how it was closed.
    let ix = fake.click(&bob, &challenge, &format!("accept:{id}")).await;
    let reply = fake.wait_reply(&ix).await;
    assert!(
        reply.ephemeral() && reply.text().contains("This challenge was declined"),
        "{}",
        reply.text()
    );

    // Alice withdraws her next challenge; Bob may not cancel it for her.
    let (_, challenge) = world.challenge(&alice, &bob, channel, "apocalypse").await;
    let cancel = challenge
        .custom_id_starting("cancel:")
        .expect("a Cancel button");
    let ix = fake.click(&bob, &challenge, &cancel).await;
    let reply = fake.wait_reply(&ix).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    let ix = fake.click(&alice, &challenge, &cancel).await;
    let closed = fake.wait_reply(&ix).await;
    assert!(closed.text().contains("withdrew"), "{}", closed.text());
    assert_eq!(db.games().await.last().unwrap().1, "cancelled");

    // Challenging oneself is refused privately, and stores nothing. (Challenging the bot
    // starts a game against the computer: see e2e_computer.)
    let before = db.snapshot().await;
    for opponent in [alice.clone()] {
        let ix = world.play(&alice, &opponent, channel, "apocalypse").await;
        let reply = fake.wait_reply(&ix).await;
        assert!(reply.ephemeral(), "{}", reply.text());
    }
    assert_eq!(db.snapshot().await, before);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_move_with_two_games_asks_which_one() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let fake = &world.fake;
    let first = world
        .start_apocalypse(&alice, &bob, world.channel("one"))
        .await;
    let second = world
        .start_apocalypse(&alice, &carol, world.channel("two"))
        .await;
    let db = world.db().await;

    // Without `game`, a DM move is ambiguous: refused privately, nothing stored.
    let before = db.snapshot().await;
    let ix = world.move_dm(&alice, "a1b3").await;
    let reply = fake.wait_reply(&ix).await;
    assert!(!reply.is_public(), "{}", reply.text());
    for game in [&first, &second] {
        assert!(
            reply.text().contains(&format!("#{}", game.id)),
            "{}",
            reply.text()
        );
    }
    assert_eq!(db.snapshot().await, before);

    // Autocomplete and the move with `game` go to that game only.
    let opts =
        |a: &str| json!([{ "name": "action", "value": a }, { "name": "game", "value": second.id }]);
    let dm = fake.dm_channel(&alice);
    let ix = fake
        .autocomplete(&alice, dm, "move", opts("e1"), "action")
        .await;
    let choices = fake.wait_autocomplete(&ix).await;
    assert!(!choices.is_empty() && choices.iter().all(|(_, v)| v.starts_with("e1")));
    let mark = fake.mark();
    let ix = fake.slash_dm(&alice, "move", opts("e1d3")).await;
    let ack = fake.wait_reply(&ix).await;
    assert!(ack.text().contains("e1d3") && ack.text().contains(&format!("#{}", second.id)));
    fake.wait_message_after(mark, "the notice in the second game's channel", |m| {
        m.channel_id == second.channel && m.text().contains("has submitted")
    })
    .await;
    assert_eq!(db.actions(second.id).await, vec!["e1d3"]);
    assert!(db.actions(first.id).await.is_empty());
    assert!(fake
        .messages_in(first.channel)
        .iter()
        .all(|m| !m.text().contains("has submitted")));
    world.finish();
}
