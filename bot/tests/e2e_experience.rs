//! What players see, end to end over the real `bot` binary and the fake Discord: replies that
//! fit Discord's limits, announcements that survive a killed bot, boards kept on answered
//! prompts, one notice for closed DMs, one channel message per simultaneous turn with pings only
//! for whoever must act, a decision asked once, `/history` numbered once, the channel board drawn
//! from the side to act, and refusals about a finished game that say how it ended.
//!
//! Run: `cargo test -p bot --test e2e_experience` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use bot::store::{NewGame, Status, Store};
use e2e_support::{is_resolution, Game, World};
use fake_discord::{Message, Origin, User};
use rules::{AnyGame, Match, Side, VariantId, Viewer};
use serde_json::json;
use std::time::{Duration, Instant};
use variants::{public_move, start_game};

/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;

/// A game in progress from `position`, written straight into the bot's database (as the
/// service stores one), between `white` and `black` in `channel`.
async fn game_from_position(
    world: &World,
    variant: VariantId,
    position: &str,
    channel: u64,
    white: &User,
    black: &User,
) -> Game {
    let store = Store::open(&world.db_url)
        .await
        .expect("open the bot's store");
    let game = AnyGame::from_position(variant, position, 7).expect("position");
    let id = store
        .insert_game(&NewGame {
            variant: variant.id().to_owned(),
            guild_id: Some(fake_discord::GUILD_ID as i64),
            channel_id: channel as i64,
            white_id: white.id as i64,
            black_id: black.id as i64,
            challenger_id: white.id as i64,
            state: Match::new(game).to_json(),
            status: Status::Active,
            rated: true,
            move_time_limit_secs: 86_400,
            computer: None,
            threaded: false,
        })
        .await
        .expect("insert the game");
    store.close().await;
    Game::new(id, channel, white, black)
}

/// The public messages created in `channel` since the version mark, edits excluded.
fn posts_since(world: &World, channel: u64, mark: usize) -> Vec<Message> {
    world
        .fake
        .versions_since(mark)
        .into_iter()
        .filter(|m| m.channel_id == channel && m.is_public() && m.edits == 0 && !m.thinking)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_input_is_refused_privately_within_discords_limits() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("long");
    let game = start_game(&world, &alice, &bob, channel, "battlefield").await;
    let long = "e2e4".repeat(450); // 1,800 characters
    let before = world.db().await.snapshot().await;
    let mut asks = vec![
        world.move_in(&alice, channel, &long).await,
        world.move_dm(&alice, &long).await,
    ];
    for (command, options) in [
        ("piece", json!([{ "name": "square", "value": long }])),
        (
            "forecast",
            json!([{ "name": "from", "value": long }, { "name": "to", "value": "e5" }]),
        ),
    ] {
        asks.push(world.fake.slash(&alice, channel, command, options).await);
    }
    for ix in &asks {
        let reply = world.fake.wait_reply(ix).await;
        assert!(reply.ephemeral() || reply.in_dm, "{}", reply.text());
        assert!(reply.content.chars().count() <= MAX_CONTENT);
        assert!(reply.text().contains("too long"), "{}", reply.text());
        assert!(
            !reply.text().contains(&long),
            "the input is not quoted back"
        );
    }
    // Under the limit, a refusal that quotes the input still fits and is private.
    let ix = world.move_in(&alice, channel, &"z9".repeat(45)).await;
    let reply = world.fake.wait_reply(&ix).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert_eq!(world.db().await.snapshot().await, before, "nothing changed");
    // Autocomplete of a long prefix answers (with nothing) instead of failing.
    let ix = world
        .fake
        .autocomplete(
            &alice,
            channel,
            "move",
            json!([{ "name": "action", "value": long }]),
            "action",
        )
        .await;
    assert!(world.fake.wait_autocomplete(&ix).await.is_empty());
    let _ = game;
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_sends_the_pending_announcements_after_restart_exactly_once() {
    let mut world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("durable");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let ix = world.move_dm(&alice, "a1b3").await;
    assert!(world.fake.wait_reply(&ix).await.text().contains("is in"));
    let versions = world.fake.version_mark();
    world.db().await.settled().await;

    // Discord takes nothing from now on: every request hangs, then fails. Bob's move resolves
    // the turn; the bot commits it and is killed while it tries to announce it.
    // (Not `/callback`: the command is heard at once, before it commits.)
    for path in ["/channels/", "/users/@me/channels", "/webhooks/"] {
        world.fake.stall_next(path, 100, Duration::from_secs(30));
    }
    world.move_dm(&bob, "a4a3").await;
    let db = world.db().await;
    let deadline = Instant::now() + Duration::from_secs(20);
    while db.actions(game.id).await.len() < 2 {
        assert!(
            Instant::now() < deadline,
            "the resolving move was not committed"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    world.fake.clear_faults();
    world.restart().await;

    // After the restart: the reveal and both players' prompts for the next turn, once each.
    let reveal = world
        .fake
        .wait_version_after(versions, "the reveal after the restart", |m| {
            is_resolution(&game, m)
        })
        .await;
    assert!(
        reveal.text().contains("a1b3") && reveal.text().contains("a4a3"),
        "{}",
        reveal.text()
    );
    let next_menu = format!("{}1", game.menu_prefix());
    for player in [&alice, &bob] {
        world
            .fake
            .wait_for("the next turn's prompt", |f| {
                f.dms_to(player)
                    .into_iter()
                    .find(|m| m.custom_ids().contains(&next_menu))
            })
            .await;
    }
    world.db().await.settled().await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let reveals = world
        .fake
        .versions_since(versions)
        .iter()
        .filter(|m| is_resolution(&game, m))
        .count();
    assert_eq!(reveals, 1, "the reveal arrived exactly once");
    for player in [&alice, &bob] {
        let prompts = world
            .fake
            .dms_to(player)
            .iter()
            .filter(|m| m.custom_ids().contains(&next_menu))
            .count();
        assert_eq!(prompts, 1, "{}'s prompt arrived exactly once", player.name);
    }

    // Bob, never told his move went in, sends it again: it was already played.
    let ix = world.move_dm(&bob, "a4a3").await;
    let again = world.fake.wait_reply(&ix).await;
    assert!(again.text().contains("already played"), "{}", again.text());
    assert!(again.has_png(), "the answer shows the board as it is now");
    assert_eq!(world.db().await.actions(game.id).await.len(), 2);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answering_a_prompt_keeps_its_board_and_shows_the_new_one() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("upgrade");
    let game = game_from_position(
        &world,
        VariantId::HeavenAndHell,
        "heaven-and-hell 1\npiece E e1 white king\npiece E e8 black king\n\
         piece E d4 white pawn experienced\npiece E e5 black rook",
        channel,
        &alice,
        &bob,
    )
    .await;
    // The capture earns an upgrade: the post asks the question once, with buttons, and pings
    // only Alice, who decides.
    let post = public_move(&world, &game, Side::White, "d4xe5").await;
    let button = post
        .custom_id_starting("answer:")
        .expect("the upgrade is offered with buttons");
    assert_eq!(post.pinged, vec![alice.id], "{}", post.text());
    let lines: Vec<&str> = post.content.lines().collect();
    let asked = lines.iter().filter(|l| l.contains("to decide")).count()
        + lines.iter().filter(|l| l.contains("must choose")).count();
    assert_eq!(asked, 1, "the question is asked once: {}", post.content);

    let mark = world.fake.mark();
    let ix = world.fake.click(&alice, &post, &button).await;
    world
        .fake
        .wait_for("the answered prompt", |f| {
            f.message(post.id).filter(|m| m.custom_ids().is_empty())
        })
        .await;
    let clicked = world.fake.message(post.id).unwrap();
    assert!(clicked.has_png(), "the answered prompt keeps its board");
    let next = world
        .fake
        .wait_message_after(mark, "the board after the answer", |m| {
            m.channel_id == channel && m.origin == Origin::ChannelPost && m.has_png()
        })
        .await;
    assert_ne!(next.png(), clicked.png(), "the new board shows the answer");
    assert!(world.fake.callbacks(&ix).len() == 1);

    // An Apocalypse move picked from the DM menu: the prompt keeps a board, now with the move.
    let (carol, dave) = (world.user("carol"), world.user("dave"));
    let apoc = world
        .start_apocalypse(&carol, &dave, world.channel("menu"))
        .await;
    let dm = apoc.white_dm.clone().unwrap();
    let menu = dm.custom_id_starting(&apoc.menu_prefix()).unwrap();
    let ix = world.fake.select(&carol, &dm, &menu, &["a1b3"]).await;
    let picked = world.fake.wait_reply(&ix).await;
    assert_eq!(picked.id, dm.id, "the prompt itself is updated");
    assert!(picked.text().contains("is in"), "{}", picked.text());
    assert!(picked.custom_ids().is_empty(), "the menu is gone");
    assert!(picked.has_png(), "the prompt keeps a board");
    assert_ne!(picked.png(), dm.png(), "the board shows the pending move");
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_said_once_and_the_player_sees_their_board_privately() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    world.fake.refuse_dms(&bob);
    let channel = world.channel("closed");
    let fake = &world.fake;
    let versions = fake.version_mark();
    let (_, challenge) = world.challenge(&alice, &bob, channel, "apocalypse").await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    let id: i64 = accept["accept:".len()..].parse().unwrap();
    let game = Game::new(id, channel, &alice, &bob);
    let ix = fake.click(&bob, &challenge, &accept).await;
    fake.wait_reply(&ix).await;
    let notice = fake
        .wait_version_after(versions, "the closed-DM notice", |m| {
            m.channel_id == channel && m.text().contains("can't send DMs")
        })
        .await;
    assert!(notice.text().contains(&bob.mention()));
    assert_eq!(notice.pinged, vec![bob.id], "the notice pings Bob only");
    let show = format!("private:{id}");
    assert!(notice.custom_ids().contains(&show), "{notice:?}");

    // Three turns. Bob plays each first, from the channel button; Alice's move then resolves
    // the turn, and Bob's next prompt waits for him. No further notice is posted.
    for (turn, (w, b)) in [("a1b3", "a4a3"), ("b3d4", "d5d4"), ("d4b5", "e4e3")]
        .into_iter()
        .enumerate()
    {
        // The channel post of this turn (the game start, or the last reveal) carries the
        // button; so does the notice.
        world.db().await.settled().await;
        let carrier = fake
            .messages_in(channel)
            .into_iter()
            .rev()
            .find(|m| m.custom_ids().contains(&show))
            .expect("a message with the private-board button");
        let ix = fake.click(&bob, &carrier, &show).await;
        let private = fake.wait_reply(&ix).await;
        assert!(private.ephemeral(), "only Bob sees it");
        assert!(private.has_png(), "with his board");
        let menu = format!("{}{turn}", game.menu_prefix());
        assert!(private.custom_ids().contains(&menu), "{private:?}");
        let ix = fake.select(&bob, &private, &menu, &[b]).await;
        assert!(fake.wait_reply(&ix).await.text().contains("is in"));
        let mark = fake.version_mark();
        let ix = world.move_dm(&alice, w).await;
        assert!(fake.wait_reply(&ix).await.text().contains("is in"));
        fake.wait_version_after(mark, "the reveal", |m| is_resolution(&game, m))
            .await;
    }
    world.db().await.settled().await;
    // Each later turn's reveal pings nobody, so Bob, whose prompt waits for him, is pinged
    // once per turn in a short message with the button (turn 1 had the notice).
    let pings: Vec<Message> = fake
        .versions_since(versions)
        .into_iter()
        .filter(|m| m.edits == 0 && m.text().contains("your turn in game"))
        .collect();
    assert_eq!(pings.len(), 3, "turns 2 to 4: {pings:?}");
    assert!(pings
        .iter()
        .all(|m| m.pinged == vec![bob.id] && m.custom_ids().contains(&show)));
    // Bob plays turn 4 with /move: the prompt held for that turn is answered, so it is not
    // shown to him afterwards.
    let mut engine = AnyGame::new(VariantId::Apocalypse, 1).unwrap();
    for (w, b) in [("a1b3", "a4a3"), ("b3d4", "d5d4"), ("d4b5", "e4e3")] {
        engine.play_text(Side::White, w).unwrap();
        engine.play_text(Side::Black, b).unwrap();
    }
    let b4 = engine.suggest(Side::Black, "")[0].notation.clone();
    engine.play_text(Side::Black, &b4).unwrap();
    let w4 = engine.suggest(Side::White, "")[0].notation.clone();
    let ix = fake
        .slash(
            &bob,
            channel,
            "move",
            json!([{ "name": "action", "value": b4 }]),
        )
        .await;
    assert!(fake.wait_reply(&ix).await.text().contains("is in"));
    world.db().await.settled().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        fake.replies(&ix)
            .iter()
            .all(|m| !m.custom_ids().iter().any(|c| c.starts_with("move:"))),
        "no stale menu after his move: {:?}",
        fake.replies(&ix)
    );
    let mark = fake.version_mark();
    let ix = world.move_dm(&alice, &w4).await;
    assert!(fake.wait_reply(&ix).await.text().contains("is in"));
    fake.wait_version_after(mark, "the reveal", |m| is_resolution(&game, m))
        .await;
    world.db().await.settled().await;
    // Turn 5's prompt waits for Bob; the next time he uses a command here he gets it privately.
    let ix = fake.slash(&bob, channel, "history", json!([])).await;
    fake.wait_reply(&ix).await;
    let held = fake
        .wait_for("the held prompt as a private follow-up", |f| {
            f.replies(&ix)
                .into_iter()
                .find(|m| m.ephemeral() && m.custom_ids().iter().any(|c| c.starts_with("move:")))
        })
        .await;
    assert!(held.has_png() && held.text().contains("choose your secret move"));
    let turn5 = format!("{}4", game.menu_prefix());
    assert!(held.custom_ids().contains(&turn5), "{held:?}");
    let notices = fake
        .versions_since(versions)
        .iter()
        .filter(|m| m.edits == 0 && m.text().contains("can't send DMs"))
        .count();
    assert_eq!(notices, 1, "closed DMs are said once per game");
    assert!(fake.dms_to(&bob).is_empty());
    world.finish();
}

/// The closed-DMs notice is recorded once it is posted: when the post fails, the channel hears
/// it at the player's next prompt instead of never.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_closed_dms_notice_that_could_not_be_posted_is_said_at_the_next_prompt() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    world.fake.refuse_dms(&bob);
    let channel = world.channel("closed-late");
    let fake = &world.fake;
    let versions = fake.version_mark();
    let (_, challenge) = world.challenge(&alice, &bob, channel, "apocalypse").await;
    let accept = challenge.custom_id_starting("accept:").unwrap();
    // Discord fails the channel's next posts: the notice among them.
    fake.fail_next(&format!("/channels/{channel}/messages"), 3);
    let ix = fake.click(&bob, &challenge, &accept).await;
    fake.wait_reply(&ix).await;
    world.db().await.settled().await;
    fake.clear_faults();
    let notices = |f: &fake_discord::FakeDiscord| {
        f.versions_since(versions)
            .iter()
            .filter(|m| m.edits == 0 && m.text().contains("can't send DMs"))
            .count()
    };
    assert_eq!(notices(fake), 0, "the notice could not be posted");
    // The turn resolves; Bob's next prompt is refused again, and now the channel hears why.
    let ix = world.move_dm(&alice, "a1b3").await;
    fake.wait_reply(&ix).await;
    let ix = world.move_in(&bob, channel, "a4a3").await;
    fake.wait_reply(&ix).await;
    fake.wait_for("the closed-DM notice, said now", |f| {
        (notices(f) == 1).then_some(())
    })
    .await;
    world.db().await.settled().await;
    assert_eq!(notices(fake), 1, "said once");
    world.finish();
}

/// A player whose DMs are closed gets their next prompt as a private reply to the move that
/// resolved the turn; when Discord fails that reply, the prompt is kept for them and shown at
/// their next interaction instead of being lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_reply_that_failed_is_shown_at_the_next_interaction() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    world.fake.refuse_dms(&bob);
    let channel = world.channel("reply-later");
    let game = start_game(&world, &alice, &bob, channel, "apocalypse").await;
    world.db().await.settled().await;
    let fake = &world.fake;
    let ix = world.move_dm(&alice, "a1b3").await;
    assert!(fake.wait_reply(&ix).await.text().contains("is in"));
    // Bob's move resolves the turn: his acknowledgement goes out (the first follow-up after the
    // deferral), the next follow-up, with his next prompt, fails.
    fake.fail_after("POST /webhooks/", 1, 1);
    let ix = world.move_in(&bob, channel, "a4a3").await;
    let ack = fake.wait_reply(&ix).await;
    assert!(ack.text().contains("a4a3"), "{ack:?}");
    fake.wait_for("the failed follow-up", |f| {
        f.requests()
            .iter()
            .any(|r| r.status == 500 && r.method == "POST" && r.path.starts_with("/webhooks/"))
            .then_some(())
    })
    .await;
    world.db().await.settled().await;
    let menu = format!("{}1", game.menu_prefix());
    let later = fake.slash(&bob, channel, "history", json!([])).await;
    fake.wait_reply(&later).await;
    let shown = fake
        .wait_for("the prompt, shown after all", |f| {
            f.replies(&ix)
                .into_iter()
                .chain(f.replies(&later))
                .find(|m| m.ephemeral() && m.custom_ids().contains(&menu))
        })
        .await;
    assert!(shown.has_png(), "{shown:?}");
    world.finish();
}

/// The channel's "your turn" ping for a player whose DMs are closed is queued with their held
/// prompt: when Discord fails it and the bot is killed before the retry, the restarted bot
/// posts it, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_your_turn_ping_that_failed_is_posted_after_a_restart() {
    let mut world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    world.fake.refuse_dms(&bob);
    let channel = world.channel("ping-later");
    let game = start_game(&world, &alice, &bob, channel, "apocalypse").await;
    world.db().await.settled().await;
    let fake = &world.fake;
    let ix = world.move_in(&bob, channel, "a4a3").await;
    assert!(fake.wait_reply(&ix).await.text().contains("is in"));
    world.db().await.settled().await;
    // The reveal edits the turn's message; the next new message in the channel is the ping.
    let new_post = format!("POST /channels/{channel}/messages");
    fake.fail_next(&new_post, 1);
    let mark = fake.version_mark();
    let ix = world.move_dm(&alice, "a1b3").await;
    assert!(fake.wait_reply(&ix).await.text().contains("is in"));
    fake.wait_version_after(mark, "the reveal", |m| is_resolution(&game, m))
        .await;
    fake.wait_for("the ping to fail", |f| {
        f.requests()
            .iter()
            .any(|r| r.status == 500 && format!("{} {}", r.method, r.path) == new_post)
            .then_some(())
    })
    .await;
    let pings = |f: &fake_discord::FakeDiscord| -> Vec<Message> {
        f.versions_since(mark)
            .into_iter()
            .filter(|m| m.edits == 0 && m.text().contains("your turn in game"))
            .collect()
    };
    assert!(pings(&world.fake).is_empty());
    world.restart().await;
    let fake = &world.fake;
    fake.wait_for("the ping, after the restart", |f| {
        (!pings(f).is_empty()).then_some(())
    })
    .await;
    world.db().await.settled().await;
    let pinged = pings(fake);
    assert_eq!(pinged.len(), 1, "{pinged:?}");
    assert_eq!(pinged[0].pinged, vec![bob.id]);
    let show = format!("private:{}", game.id);
    assert!(pinged[0].custom_ids().contains(&show), "{:?}", pinged[0]);
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_simultaneous_turn_is_one_channel_message_pinging_only_who_must_act() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("quiet");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    let fake = &world.fake;
    let start = fake.version_mark();
    for (turn, (w, b)) in [("a1b3", "a4a3"), ("b3d4", "d5d4"), ("d4b5", "e4e3")]
        .into_iter()
        .enumerate()
    {
        let mark = fake.version_mark();
        // Alternate who submits first.
        let (first, second) = if turn % 2 == 0 {
            ((&alice, w), (&bob, b))
        } else {
            ((&bob, b), (&alice, w))
        };
        let ix = world.move_dm(first.0, first.1).await;
        assert!(fake.wait_reply(&ix).await.text().contains("is in"));
        let notice = fake
            .wait_version_after(mark, "the submitted notice", |m| {
                m.channel_id == channel && m.text().contains("has submitted")
            })
            .await;
        assert_eq!(
            notice.pinged,
            vec![second.0.id],
            "only the one still to act"
        );
        let ix = world.move_dm(second.0, second.1).await;
        assert!(fake.wait_reply(&ix).await.text().contains("is in"));
        let reveal = fake
            .wait_version_after(mark, "the reveal", |m| is_resolution(&game, m))
            .await;
        assert_eq!(reveal.id, notice.id, "the notice became the reveal");
        world.db().await.settled().await;
        let posts = posts_since(&world, channel, mark);
        assert_eq!(posts.len(), 1, "one channel message per turn: {posts:#?}");
    }
    // Nobody was ever pinged by @everyone, and every message says whom it may ping.
    for m in fake.versions_since(start) {
        assert!(!m.pings_everyone, "{m:?}");
    }
    for r in fake.requests() {
        let Some(body) = &r.json else { continue };
        let payload = if body.get("data").is_some() {
            &body["data"]
        } else {
            body
        };
        if payload.get("content").is_some() && (r.method == "POST" || r.method == "PATCH") {
            assert!(
                payload.get("allowed_mentions").is_some(),
                "{} {} has no allowed_mentions",
                r.method,
                r.path
            );
        }
    }
    // A move text that quotes @everyone pings nobody.
    let ix = world.move_in(&alice, channel, "@everyone").await;
    let reply = fake.wait_reply(&ix).await;
    assert!(!reply.pings_everyone && reply.pinged.is_empty());
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_is_numbered_once_and_the_board_faces_the_side_to_act() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("facing");
    let game = start_game(&world, &alice, &bob, channel, "oracle").await;
    let mut engine = AnyGame::new(VariantId::Oracle, 1).unwrap();
    for (side, action) in [
        (Side::White, "e2e3"),
        (Side::Black, "e7e6"),
        (Side::White, "g1f3"),
    ] {
        let reply = public_move(&world, &game, side, action).await;
        engine.play_text(side, action).unwrap();
        let to_move = side.opponent();
        let expected = |from: Side| {
            let png = render::render_png(&engine.view(Viewer::PublicFrom(from)));
            fake_discord::image::load_from_memory(&png)
                .unwrap()
                .to_rgba8()
        };
        let shown = reply.png().unwrap();
        assert!(shown == expected(to_move), "drawn from {to_move}'s side");
        assert!(shown != expected(side), "not from the mover's side");
        assert_eq!(reply.pinged, vec![game_user(&game, to_move).id]);
    }
    let ix = world.fake.slash(&bob, channel, "history", json!([])).await;
    let history = world.fake.wait_reply(&ix).await;
    let text = history.text();
    assert!(
        text.contains("1. e2e3") && text.contains("2. g1f3"),
        "{text}"
    );
    for line in text.lines() {
        let mut words = line.split_whitespace();
        let twice = words.next().is_some_and(|w| w.ends_with('.'))
            && words.next().is_some_and(|w| {
                w.trim_end_matches('.').parse::<u32>().is_ok() && w.ends_with('.')
            });
        assert!(!twice, "numbered twice: {line}");
    }
    world.finish();
}

/// Every turn-based variant's channel board is drawn from the side to act (a decision's from
/// the decider's), never from the mover's: the posted picture is the stored game's view from
/// that side.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_turn_based_variant_faces_the_side_to_act() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    for variant in ["battlefield", "it-is-what-it-is", "heaven-and-hell"] {
        let channel = world.channel(variant);
        let game = start_game(&world, &alice, &bob, channel, variant).await;
        for _ in 0..3 {
            let stored = Match::from_json(&world.db().await.state(game.id).await).unwrap();
            let side = match stored.to_act() {
                rules::ToAct::Side(s) | rules::ToAct::Decision { side: s, .. } => s,
                other => panic!("{variant}: {other:?}"),
            };
            // A plain move: the first legal action that moves a piece.
            let action = stored
                .into_game()
                .legal(side)
                .into_iter()
                .map(|c| c.notation)
                .find(|n| n.chars().filter(char::is_ascii_digit).count() == 2 && !n.contains(' '))
                .unwrap_or_else(|| panic!("{variant}: a plain move for {side}"));
            let reply = public_move(&world, &game, side, &action).await;
            let after = Match::from_json(&world.db().await.state(game.id).await).unwrap();
            let facing = match after.to_act() {
                rules::ToAct::Side(s) | rules::ToAct::Decision { side: s, .. } => s,
                other => panic!("{variant}: {other:?}"),
            };
            let drawn = |from: Side| {
                let png = render::render_png(&after.game().view(Viewer::PublicFrom(from)));
                fake_discord::image::load_from_memory(&png)
                    .unwrap()
                    .to_rgba8()
            };
            let shown = reply.png().unwrap();
            assert!(
                shown == drawn(facing),
                "{variant}: drawn from {facing}'s side"
            );
            assert!(
                shown != drawn(facing.opponent()),
                "{variant}: not from {}'s side",
                facing.opponent()
            );
        }
    }
    world.finish();
}

fn game_user(game: &Game, side: Side) -> &User {
    match side {
        Side::White => &game.white,
        Side::Black => &game.black,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_after_the_game_ended_hears_how_it_ended() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("over");
    start_game(&world, &alice, &bob, channel, "it-is-what-it-is").await;
    let mark = world.fake.mark();
    let ix = world.fake.slash(&alice, channel, "draw", json!([])).await;
    world.fake.wait_reply(&ix).await;
    let offer = world
        .fake
        .wait_message_after(mark, "the draw offer", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("draw:"))
        })
        .await;
    assert_eq!(offer.pinged, vec![bob.id], "the offer pings the opponent");
    let accept = offer.custom_id_starting("draw:").unwrap();
    let ix = world.fake.click(&bob, &offer, &accept).await;
    world.fake.wait_reply(&ix).await;
    let ix = world.move_in(&alice, channel, "a2a3").await;
    let reply = world.fake.wait_reply(&ix).await;
    assert!(reply.ephemeral());
    assert!(
        reply.text().contains("over") && reply.text().contains("Draw"),
        "{}",
        reply.text()
    );
    world.finish();
}

/// How many new messages (edits notify nobody) since `mark` ping `user`.
fn pings_of(world: &World, mark: usize, user: &User) -> Vec<Message> {
    world
        .fake
        .versions_since(mark)
        .into_iter()
        .filter(|m| m.edits == 0 && m.pinged.contains(&user.id))
        .collect()
}

/// A game's start pings White, who must move, once: in a channel, and where games are played
/// in threads of their own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_start_pings_white_once() {
    for threaded in [false, true] {
        let world = if threaded {
            World::start_threaded().await
        } else {
            World::start().await
        };
        let (alice, bob) = (world.user("alice"), world.user("bob"));
        let channel = world.channel("start");
        let mark = world.fake.version_mark();
        let (_, challenge) = world.challenge(&alice, &bob, channel, "oracle").await;
        let accept = challenge.custom_id_starting("accept:").unwrap();
        let id = &accept["accept:".len()..];
        let ix = world.fake.click(&bob, &challenge, &accept).await;
        world.fake.wait_reply(&ix).await;
        world
            .fake
            .wait_for("the first board", |f| {
                f.find_message(|m| m.text().contains(&format!("game #{id}")) && m.has_png())
            })
            .await;
        world.db().await.settled().await;
        let pinged = pings_of(&world, mark, &alice);
        assert_eq!(
            pinged.len(),
            1,
            "threaded: {threaded}: {:#?}",
            pinged.iter().map(|m| m.text()).collect::<Vec<_>>()
        );
        world.finish();
    }
}
