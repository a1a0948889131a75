//! End-to-end games of the turn-based variants: from `/play <variant>` to the result, over the
//! real `bot` binary against the fake Discord, each test with its own world.
//!
//! It Is What It Is, Oracle and Battlefield have no randomness in their rules, so the test plans
//! a short complete game in process (whatever seed the bot picked, the game goes the same way)
//! and checks the bot's stored game against the in-process mirror. Heaven and Hell is random
//! (shop shuffle, chaos), so that test reads the bot's stored state before every action.
//!
//! Run: `cargo test -p bot --test e2e_variants` (add `E2E_ECHO=1` to see the bot's logs live).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::{Game, World};
use fake_discord::User;
use rules::{AnyGame, Side, ToAct, VariantId, Viewer};
use serde_json::json;
use std::time::Duration;
use variants::{
    hh_choose, hh_simulate, png_of_view, public_move, quick_game, start_game, stored_match,
    HhProgress, Xorshift,
};

/// The longest game the planner may choose, in plies.
const MAX_PLIES: usize = 150;

/// How long any one answer of the bot may take.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(15);

/// Heaven and Hell: the most actions the test's player may take to reach its goals.
const HH_CAP: usize = 80;

/// Whether every item of `needles` occurs in `text`, in order.
fn in_order(text: &str, needles: &[String]) -> bool {
    let mut rest = text;
    for n in needles {
        match rest.find(n.as_str()) {
            Some(i) => rest = &rest[i + n.len()..],
            None => return false,
        }
    }
    true
}

/// A whole game of a deterministic turn-based variant: challenge, accept by button, then the
/// players alternate public `/move`s from an in-process plan until the game ends.
async fn full_game(variant: VariantId) {
    let plan = quick_game(variant, MAX_PLIES);
    let world = World::start().await;
    world.fake.set_timeout(ANSWER_TIMEOUT);
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel(variant.id());
    let game = start_game(&world, &alice, &bob, channel, variant.id()).await;
    let mut engine = AnyGame::new(variant, 1).unwrap();
    let mut notations = Vec::new();
    let mut last = None;
    for (ply, (side, action)) in plan.iter().enumerate() {
        let reply = public_move(&world, &game, *side, action).await;
        let (notation, _) = engine.play_text(*side, action).unwrap();
        notations.push(notation);
        let expected = png_of_view(&engine);
        assert!(
            reply.png().unwrap() == expected,
            "the reply to ply {ply} ({action}) shows the new public board"
        );
        if engine.outcome().is_none() {
            assert!(
                !reply.text().contains("Game over"),
                "ply {ply} ({action}) does not end the game: {}",
                reply.text()
            );
        }
        last = Some(reply);
    }
    let outcome = engine.outcome().expect("the plan ends the game");
    let last = last.expect("the plan has moves");
    assert!(
        last.text().contains("Game over") && last.text().contains(&outcome.to_string()),
        "the last move's reply states the result `{outcome}`: {}",
        last.text()
    );

    // The bot's stored game is the mirror's game.
    let db = world.db().await;
    let (status, result, _) = db.game(game.id).await;
    assert_eq!(status, "finished");
    assert_eq!(result.as_deref(), Some(outcome.to_string().as_str()));
    assert_eq!(db.actions(game.id).await, notations);
    let stored = stored_match(&world, game.id).await;
    assert_eq!(stored.outcome(), Some(outcome.clone()));
    assert_eq!(stored.game().history(), engine.history());
    assert!(
        stored.game().view(Viewer::Public) == engine.view(Viewer::Public),
        "the stored final position is the mirror's"
    );

    // /history (asked by a spectator) lists the moves and the result.
    let ix = world
        .fake
        .slash(&carol, channel, "history", json!([]))
        .await;
    let history = world.fake.wait_reply(&ix).await.text();
    let tail = &notations[notations.len().saturating_sub(10)..];
    assert!(
        in_order(&history, tail) && history.contains(&outcome.to_string()),
        "/history lists the last moves {tail:?} and the result `{outcome}`: {history}"
    );
    if !history.contains('…') {
        assert!(
            in_order(&history, &notations),
            "/history lists every move: {history}"
        );
    }

    // The finished game refuses another move, privately.
    let mover = plan.last().unwrap().0.opponent();
    let user = if mover == Side::White { &alice } else { &bob };
    let ix = world.move_in(user, channel, &plan[0].1).await;
    let refusal = world.fake.wait_reply(&ix).await;
    assert!(refusal.ephemeral(), "{}", refusal.text());
    assert_eq!(db.actions(game.id).await.len(), notations.len());
    world.finish();
}

#[test]
fn quick_games_end_within_the_cap() {
    for variant in [
        VariantId::ItIsWhatItIs,
        VariantId::Oracle,
        VariantId::Battlefield,
    ] {
        let plan = quick_game(variant, MAX_PLIES);
        let mut g = AnyGame::new(variant, 99).unwrap();
        for (side, action) in &plan {
            g.play_text(*side, action).unwrap();
        }
        let outcome = g.outcome().expect("the plan ends the game");
        println!("{variant}: {} plies, {outcome}", plan.len());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn it_is_what_it_is_full_game() {
    full_game(VariantId::ItIsWhatItIs).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oracle_full_game() {
    full_game(VariantId::Oracle).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn battlefield_full_game() {
    full_game(VariantId::Battlefield).await;
}

/// Every string leaf of `v` except under `components` (newline-separated).
fn text_without_components(v: &serde_json::Value, out: &mut String) {
    match v {
        serde_json::Value::String(s) => {
            out.push_str(s);
            out.push('\n');
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| text_without_components(x, out)),
        serde_json::Value::Object(o) => o
            .iter()
            .filter(|(k, _)| k.as_str() != "components")
            .for_each(|(_, x)| text_without_components(x, out)),
        _ => {}
    }
}

/// Asserts that `square` (a Secret Trap's, like `V:d5`) appears in no public message version,
/// no request the bot sent towards the public (guild-channel posts, non-ephemeral interaction
/// answers other than those to `dm_tokens`' interactions) and no log line.
///
/// Buttons and select menus are left out: a public decision's menu lists legal targets (say,
/// every square where a Fire can be bought), which may include the trap's square without
/// telling anything about it.
fn assert_square_hidden(world: &World, square: &str, dm_tokens: &[String]) {
    let needle = square.to_lowercase();
    for mut m in world.fake.versions_since(0) {
        if !m.is_public() {
            continue;
        }
        m.components.clear();
        assert!(
            !m.text().to_lowercase().contains(&needle),
            "the trap's square {square} leaked in a public message: {}",
            m.text()
        );
        for a in &m.attachments {
            assert!(
                !a.filename.to_lowercase().contains(&needle),
                "the trap's square in a public file name: {}",
                a.filename
            );
        }
    }
    for r in world.fake.requests() {
        if dm_tokens.iter().any(|t| r.path.contains(t.as_str())) {
            continue;
        }
        let to_dm = r
            .path
            .strip_prefix("/channels/")
            .and_then(|rest| rest.split('/').next())
            .and_then(|id| id.parse::<u64>().ok())
            .and_then(|id| world.fake.channel_info(id))
            .is_some_and(|c| c.is_dm());
        let flags = r.json.as_ref().map_or(0, |j| {
            j["flags"].as_u64().unwrap_or(0) | j["data"]["flags"].as_u64().unwrap_or(0)
        });
        if to_dm || flags & 64 != 0 {
            continue;
        }
        let mut body = String::new();
        if let Some(j) = &r.json {
            text_without_components(j, &mut body);
        }
        for f in &r.files {
            body.push_str(&f.filename);
            body.push('\n');
        }
        assert!(
            !body.to_lowercase().contains(&needle),
            "the trap's square {square} leaked in a public request {} {}: {body}",
            r.method,
            r.path,
        );
    }
    for line in world.logs() {
        assert!(
            !line.to_lowercase().contains(&needle),
            "the trap's square {square} leaked in a log line: {line}"
        );
    }
}

/// Where the Secret Trap's placement is answered.
#[derive(Clone, Copy, Debug, PartialEq)]
enum TrapVia {
    /// `/move trap <square>` in the DM with the bot, as the prompt asks.
    Dm,
    /// `/move trap <square>` in the game channel (the bot must still keep the square private).
    Channel,
    /// The select menu of the bot's private (DM) prompt for the placement.
    DmMenu,
}

/// A Heaven and Hell game with a shop purchase, a chaos pick when one comes within reach and a
/// Secret Trap answered `via` DM or channel, ended by resignation; the trap's square never
/// shows publicly or in the logs.
async fn heaven_and_hell_game(via: TrapVia) {
    let world = World::start().await;
    world.fake.set_timeout(ANSWER_TIMEOUT);
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let fake = &world.fake;

    let (game, (seed, planned, plan)) = fitting_game(&world, &alice, &bob, via).await;

    let mut rng = Xorshift::new(seed);
    let mut progress = HhProgress {
        trap_first: via == TrapVia::DmMenu,
        ..HhProgress::default()
    };
    let mut dm_tokens = Vec::new();
    let mut bought = Vec::new();
    let mut public_actions = Vec::new();
    let mut chaos_or_trap = Vec::new();
    let mut by_component = Vec::new();
    while !progress.done(HH_CAP / 2) {
        // Choose from the bot's stored state, as a player reading the board would.
        let stored = stored_match(&world, game.id).await.into_game();
        let (side, action) = hh_choose(&stored, &progress, &mut rng);
        assert_eq!(
            action, plan[progress.plies],
            "the game follows its simulation (same stored random state)"
        );
        let user = if side == Side::White { &alice } else { &bob };
        let deciding = matches!(stored.to_act(), ToAct::Decision { .. });
        if action.starts_with("trap ") {
            plant_the_trap(
                &world,
                &game,
                &stored,
                (side, user, &carol),
                &action,
                via,
                &mut dm_tokens,
            )
            .await;
            chaos_or_trap.push(format!("{action} ({via:?})"));
        } else if deciding && stored.secret_decision(side) {
            // A secret decision answered without a square (`done` after chaos #30 destroyed
            // the traps): nothing is offered in the channel; `/move` there answers privately.
            let ix = world.move_in(user, game.channel, &action).await;
            let reply = fake.wait_reply(&ix).await;
            assert!(reply.ephemeral(), "{}", reply.text());
            chaos_or_trap.push(action.clone());
        } else if deciding {
            if matches!(stored.to_act(), ToAct::Decision { prompt, .. } if prompt.contains("Chaos"))
            {
                chaos_or_trap.push(action.clone());
            }
            if answer_from_the_post(&world, &game, &stored, side, user, &action).await {
                by_component.push(action.clone());
            }
            public_actions.push(action.clone());
        } else {
            public_move(&world, &game, side, &action).await;
            if action.starts_with("buy ") {
                bought.push(action.clone());
            }
            public_actions.push(action.clone());
        }
        progress.note(&stored, &action);
        assert_eq!(
            world.db().await.actions(game.id).await.len(),
            progress.plies,
            "{action} was accepted"
        );
        let after = stored_match(&world, game.id).await;
        assert!(after.outcome().is_none(), "the game goes on after {action}");
    }
    assert_eq!(progress, planned);
    assert!(bought.iter().any(|b| b == "buy trap"), "{bought:?}");
    let square = progress.trap.clone().expect("a trap was planted");
    // The trap is still set in the stored game (the state may hold it; nothing public does),
    // unless a chaos card destroyed its square since, and the trap with it (R49): the game's
    // seed is random, so some runs draw that card.
    let (plane, bare) = square.split_once(':').expect("plane:square");
    let position = stored_match(&world, game.id).await.game().position();
    let kept = position
        .lines()
        .any(|l| l.starts_with(&format!("trap {plane} {bare} ")));
    let destroyed = position
        .lines()
        .any(|l| l.trim() == format!("hole {plane} {bare}"));
    // Or every trap was destroyed by chaos #30, or an enemy piece sprang it: both are said
    // in the channel, by the last action's public post, which may still be on its way (the
    // outbox delivers it after the answer): wait for it rather than read what came so far.
    if !(kept || destroyed) {
        let what = format!("the trap on {square} kept, or its end said in the channel: {position}");
        fake.wait_version_after(0, &what, |m| {
            m.channel_id == game.channel
                && (m.text().contains("Chaos #30") || m.text().contains("A Secret Trap springs"))
        })
        .await;
    }
    assert_square_hidden(&world, &square, &dm_tokens);

    // Black resigns; the channel sees the result.
    let mark = fake.version_mark();
    let ix = fake.slash(&bob, game.channel, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    let resigned = fake
        .wait_version_after(mark, "the result in the channel", |m| {
            m.channel_id == game.channel && m.is_public() && m.text().contains("resigns")
        })
        .await;
    assert!(
        resigned.text().contains("White wins"),
        "{}",
        resigned.text()
    );
    let (status, result, _) = world.db().await.game(game.id).await;
    assert_eq!(status, "finished");
    assert!(result.is_some_and(|r| r.contains("White")));
    let ix = fake.slash(&carol, game.channel, "history", json!([])).await;
    let history = fake.wait_reply(&ix).await.text();
    assert!(
        history.contains("White wins") && history.contains("buy trap"),
        "/history lists the moves and the result: {history}"
    );
    let tail = &public_actions[public_actions.len().saturating_sub(5)..];
    assert!(in_order(&history, tail), "{tail:?} in {history}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_square_hidden(&world, &square, &dm_tokens);
    println!(
        "heaven-and-hell ({via:?}): {} actions, bought {bought:?}, decisions {chaos_or_trap:?}, \
         by button/menu {by_component:?}",
        progress.plies
    );
    world.finish();
}

/// A new Heaven and Hell game whose stored start lets the test's player buy a Secret Trap and
/// pick a chaos effect within the cap, with the simulation seed that does it: the seed, what
/// the plan reaches and its actions.
async fn fitting_game(
    world: &World,
    alice: &User,
    bob: &User,
    via: TrapVia,
) -> (Game, (u64, HhProgress, Vec<String>)) {
    let fake = &world.fake;
    // The shop is shuffled per game: start games until the stored state lets the test's player
    // buy a Secret Trap and pick a chaos effect within the cap (after four games, a trap alone
    // will do). A game that does not is resigned.
    let mut found = None;
    for attempt in 0..8 {
        let channel = world.channel(&format!("heaven-{attempt}"));
        let game = start_game(world, alice, bob, channel, "heaven-and-hell").await;
        let start = stored_match(world, game.id).await.into_game();
        let best = (1..=6u64)
            .filter_map(|seed| {
                hh_simulate(&start, seed, HH_CAP, via == TrapVia::DmMenu).map(|(p, a)| (seed, p, a))
            })
            .min_by_key(|(_, p, a)| (!p.chaos, a.len()));
        // The first games must also reach a chaos pick; later ones may do without.
        let best = best.filter(|(_, p, _)| p.chaos || attempt >= 4);
        if let Some(best) = best {
            println!("heaven-and-hell: game {} of the attempts fits", attempt + 1);
            found = Some((game, best));
            break;
        }
        let ix = fake.slash(alice, channel, "resign", json!([])).await;
        let reply = fake.wait_reply(&ix).await;
        assert!(reply.text().contains("resigns"), "{}", reply.text());
    }
    found.expect("one of 8 Heaven and Hell games lets a Secret Trap be bought in time")
}

/// `who` (the side, its player and a bystander) plants the Secret Trap `action` `via` DM,
/// channel or the private menu; the public picture and a bystander's `/board` are the same as
/// for a trap on another square, and the square shows nowhere public.
async fn plant_the_trap(
    world: &World,
    game: &Game,
    stored: &AnyGame,
    who: (Side, &User, &User),
    action: &str,
    via: TrapVia,
    dm_tokens: &mut Vec<String>,
) {
    let (side, user, carol) = who;
    let fake = &world.fake;
    let square = action.strip_prefix("trap ").expect("a trap");

    assert_square_hidden(world, square, dm_tokens);
    // The previous action's public post may still be on its way (a loaded machine):
    // let it arrive first, so the post read below is the trap's.
    world.db().await.settled().await;
    let mark = fake.mark();
    let ack = match via {
        TrapVia::Dm => {
            let ix = world.move_dm(user, action).await;
            dm_tokens.push(ix.token.clone());
            fake.wait_reply(&ix).await
        }
        TrapVia::Channel => {
            let ix = world.move_in(user, game.channel, action).await;
            fake.wait_reply(&ix).await
        }
        TrapVia::DmMenu => {
            let version = world.db().await.game(game.id).await.2;
            let menu = format!("decide:{}:{version}", game.id);
            let prompt = fake
                .wait_dm_after(user, 0, |m| m.custom_ids().contains(&menu))
                .await;
            assert!(
                prompt.select_values(&menu).contains(&action.to_owned()),
                "the private menu offers {action}: {:?}",
                prompt.select_values(&menu)
            );
            let ix = fake.select(user, &prompt, &menu, &[action]).await;
            dm_tokens.push(ix.token.clone());
            fake.wait_reply(&ix).await
        }
    };
    // The public picture does not depend on the square: it is the picture of the same
    // game with the trap on another square.
    let mut decoy = stored.clone();
    let other = decoy
        .legal(side)
        .into_iter()
        .map(|c| c.notation)
        .find(|n| n.starts_with("trap ") && *n != action)
        .expect("another trap square");
    decoy.play_text(side, &other).unwrap();
    let expected = png_of_view(&decoy);
    let post = fake
        .wait_message_after(mark, "the public post after the trap", |m| {
            m.channel_id == game.channel && m.is_public() && m.has_png()
        })
        .await;
    assert!(
        post.png().unwrap() == expected,
        "the public picture after planting on {square} is the one for `{other}`"
    );
    let posted = fake.version_mark();
    let ix = fake.slash(carol, game.channel, "board", json!([])).await;
    fake.wait_reply(&ix).await;
    let board = fake
        .wait_version_after(posted, "/board's picture in the channel", |m| {
            m.channel_id == game.channel && m.is_public() && m.has_png()
        })
        .await;
    assert!(
        board.png().expect("/board has a picture") == expected,
        "/board after planting on {square} is the picture for `{other}`"
    );
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_square_hidden(world, square, dm_tokens);
    if ack.text().contains(square) {
        assert!(!ack.is_public(), "the trap answer's reply is private");
    }
}

/// A public decision answered from the buttons or menu of its channel post (or with `/move`
/// when the answer is not among the menu's first options). Returns whether a component did.
async fn answer_from_the_post(
    world: &World,
    game: &Game,
    stored: &AnyGame,
    side: Side,
    user: &User,
    action: &str,
) -> bool {
    let fake = &world.fake;
    // A public decision is answered from the buttons or menu of its channel post.
    let version = world.db().await.game(game.id).await.2;
    let buttons = format!("answer:{}:{version}:", game.id);
    let menu = format!("decide:{}:{version}", game.id);
    // (After a click the bot posts the next decision just after answering the click.)
    let post = fake
        .wait_for(
            &format!("buttons or a menu (version {version}) for {action}"),
            |f| {
                f.messages_in(game.channel).into_iter().rev().find(|m| {
                    m.custom_ids()
                        .iter()
                        .any(|c| c.starts_with(&buttons) || *c == menu)
                })
            },
        )
        .await;
    assert!(post.is_public(), "{}", post.text());
    let ix = if post.custom_ids().contains(&menu) {
        if post.select_values(&menu).contains(&action.to_owned()) {
            Some(fake.select(user, &post, &menu, &[action]).await)
        } else {
            None
        }
    } else {
        let index = stored
            .legal(side)
            .iter()
            .position(|c| c.notation == action)
            .expect("the answer is legal");
        let id = format!("{buttons}{index}");
        assert!(post.custom_ids().contains(&id), "a button for {action}");
        Some(fake.click(user, &post, &id).await)
    };
    match ix {
        Some(ix) => {
            fake.wait_reply(&ix).await;
            true
        }
        None => {
            // Not among the menu's first options: `/move` answers any.
            let ix = world.move_in(user, game.channel, action).await;
            let reply = fake.wait_reply(&ix).await;
            // Answered privately, as every /move is; the decision's post follows.
            assert!(
                !reply.is_public() && reply.text().contains("You played"),
                "{action}: {}",
                reply.text()
            );
            false
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heaven_and_hell_game_with_a_trap_answered_by_dm() {
    heaven_and_hell_game(TrapVia::Dm).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heaven_and_hell_game_with_a_trap_answered_in_the_channel() {
    heaven_and_hell_game(TrapVia::Channel).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heaven_and_hell_game_with_a_trap_answered_from_the_private_menu() {
    heaven_and_hell_game(TrapVia::DmMenu).await;
}
