//! Privacy audit over the real `bot` binary and the fake Discord: a random game of every
//! variant, and after every action a check of everything public — every channel message
//! version (text, embeds, labels, file names), every public board picture, every log line the
//! bot wrote at its default level — for the game's secrets: a pending Apocalypse move, a
//! planted Secret Trap's square, the game's random seed.
//!
//! Pictures are checked by what they could show: after a secret action a bystander's `/board`
//! must be the picture of the public view of the stored game, and also the picture of the same
//! game had the secret been different (another move, another trap square), so it cannot depend
//! on the secret at all.
//!
//! Run: `cargo test -p bot --test e2e_privacy` (`PRIVACY_SEED` replays other random games).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::World;
use rules::{AnyGame, Side, ToAct, VariantId};
use serde_json::json;
use variants::{hh_choose, png_of_view, start_game, stored_match, to_move, HhProgress, Xorshift};

/// The most actions an audited game runs for.
const PLIES: usize = 70;

/// Picks a random legal action; in Heaven and Hell, the end-to-end suite's player, who
/// unlocks the shop, buys a Secret Trap and plants it on a square nothing public has named
/// yet (so any mention is a leak), and picks chaos effects.
fn choose(game: &AnyGame, side: Side, progress: &HhProgress, rng: &mut Xorshift) -> String {
    if game.variant() == VariantId::HeavenAndHell {
        return hh_choose(game, progress, rng).1;
    }
    let legal: Vec<String> = game.legal(side).into_iter().map(|c| c.notation).collect();
    assert!(!legal.is_empty(), "{side} has an action");
    legal[rng.below(legal.len())].clone()
}

/// The secret an action leaves pending, if any: an Apocalypse move while the other side has
/// not moved, or a Secret Trap's square.
fn secret_of(action: &str, after: &AnyGame) -> Option<String> {
    if let Some(square) = action.strip_prefix("trap ") {
        return Some(square.to_owned());
    }
    match after.to_act() {
        ToAct::Simultaneous(waiting) if waiting.len() == 1 => Some(action.to_owned()),
        _ => None,
    }
}

/// The same game with another secret: `before` with another action of the same kind.
fn decoy(before: &AnyGame, side: Side, action: &str) -> Option<AnyGame> {
    let trap = action.starts_with("trap ");
    let other = before
        .legal(side)
        .into_iter()
        .map(|c| c.notation)
        .find(|n| n != action && n.starts_with("trap ") == trap)?;
    let mut g = before.clone();
    g.play_text(side, &other).expect("a legal decoy");
    Some(g)
}

/// Asserts that nothing public since `versions` and no log line since `logs` contains any of
/// `secrets`.
fn assert_nothing_public_holds(
    world: &World,
    versions: usize,
    logs: usize,
    secrets: &[String],
    context: &str,
) {
    for mut m in world.fake.versions_since(versions) {
        if !m.is_public() {
            continue;
        }
        // Buttons and menus: a public menu may offer squares (a public decision's targets), so
        // a trap square counts there only as the action that plants it (`trap E:d5`).
        let labels = component_texts(&m.components).join("\n").to_lowercase();
        for s in secrets {
            let s = s.to_lowercase();
            let as_action = if s.contains(':') {
                format!("trap {s}")
            } else {
                s.clone()
            };
            assert!(
                !labels.contains(&as_action),
                "{context}: the secret `{s}` is on a public button or menu: {labels}"
            );
        }
        m.components.clear();
        let text = m.readable().to_lowercase();
        for s in secrets {
            assert!(
                !text.contains(&s.to_lowercase()),
                "{context}: the secret `{s}` is in a public message (or a picture's description): {}",
                m.readable()
            );
        }
    }
    for line in world.logs_since(logs) {
        for s in secrets {
            assert!(
                !line.to_lowercase().contains(&s.to_lowercase()),
                "{context}: the secret `{s}` is in a log line: {line}"
            );
        }
    }
}

/// Every label, value, placeholder and custom id in a message's components.
fn component_texts(components: &[serde_json::Value]) -> Vec<String> {
    fn walk(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::Object(map) => {
                for (k, x) in map {
                    match (k.as_str(), x) {
                        (
                            "label" | "value" | "placeholder" | "custom_id" | "description",
                            serde_json::Value::String(s),
                        ) => out.push(s.clone()),
                        _ => walk(x, out),
                    }
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    components.iter().for_each(|c| walk(c, &mut out));
    out
}

/// Audits random games of `name` until `want` secret actions were audited (at most `games`
/// games; the seed of a random variant is audited in every one).
async fn audit(name: &str, games: usize, want: usize) {
    let mut audited = 0;
    for round in 0..games {
        audited += audit_one(name, round as u64).await;
        if audited >= want {
            return;
        }
    }
    assert!(
        want == 0,
        "{name}: {games} games had only {audited} secret actions to audit"
    );
}

/// Everything so far, once more, for the seed of a game still in progress; and its export
/// leaves out the seed and the trap.
async fn seed_and_trap_stay_out_of_the_export(
    world: &World,
    alice: &fake_discord::User,
    channel: u64,
    game: i64,
    trap: Option<&str>,
    name: &str,
) {
    let fake = &world.fake;
    let stored = stored_match(world, game).await;
    if let (None, Some(seed)) = (stored.outcome(), stored.game().random_seed()) {
        assert_nothing_public_holds(world, 0, 0, &[seed.to_string()], name);
        // The export of a game in progress leaves the seed out.
        let ix = fake.slash(alice, channel, "export", json!([])).await;
        let reply = fake.wait_reply(&ix).await;
        let record: String = reply
            .attachments
            .iter()
            .map(|a| String::from_utf8_lossy(&a.bytes).into_owned())
            .collect();
        assert!(!record.is_empty(), "the export has a record");
        assert!(
            !record.contains(&seed.to_string()),
            "{name}: the export of a game in progress holds the seed"
        );
        if let Some(t) = trap {
            assert!(
                !record.contains(t),
                "{name}: the export names the trap {t}: {record}"
            );
        }
    }
}

async fn audit_one(name: &str, round: u64) -> usize {
    let seed: u64 = std::env::var("PRIVACY_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let mut rng = Xorshift::new(seed + round);
    let mut progress = HhProgress::default();
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("audit");
    let mut versions = fake.version_mark();
    let mut logs = world.log_mark();
    let game = start_game(&world, &alice, &bob, channel, name).await;
    world.db().await.settled().await;
    // (The challenge and the first board are audited too: with the first action's window.)
    assert_nothing_public_holds(&world, versions, logs, &[], name);
    versions = fake.version_mark();
    let mut trap: Option<String> = None;
    let (mut secret_actions, mut pictures, mut decoys) = (0, 0, 0);
    for ply in 0..PLIES {
        let stored = stored_match(&world, game.id).await;
        if stored.outcome().is_some() {
            break;
        }
        let before = stored.into_game();
        let Some(side) = to_move(&before) else { break };
        let action = choose(&before, side, &progress, &mut rng);
        if before.variant() == VariantId::HeavenAndHell {
            progress.note(&before, &action);
        }
        let user = if side == Side::White { &alice } else { &bob };
        let ix = if before.variant() == VariantId::Apocalypse {
            world.move_dm(user, &action).await
        } else {
            world.move_in(user, channel, &action).await
        };
        let ack = fake.wait_reply(&ix).await;
        assert!(
            !ack.is_public(),
            "the answer to a /move is private: {}",
            ack.text()
        );
        world.db().await.settled().await;
        let after = stored_match(&world, game.id).await.into_game();
        // A trap stays secret until a move names its square (the trap may spring).
        if trap
            .as_ref()
            .is_some_and(|t| action.contains(t.split(':').nth(1).unwrap_or(t)))
        {
            trap = None;
        }
        let pending = secret_of(&action, &after);
        if action.starts_with("trap ") {
            trap = pending.clone();
        }
        let mut secrets: Vec<String> = trap.iter().cloned().collect();
        if let Some(p) = pending.as_ref().filter(|_| !action.starts_with("trap ")) {
            secrets.push(p.clone());
        }
        if after.outcome().is_none() {
            // Secret until the game ends (R105).
            if let Some(seed) = after.random_seed() {
                secrets.push(seed.to_string());
                secrets.push(format!("{seed:x}"));
            }
        }
        let context = format!("{name}, ply {ply} ({side} played `{action}`)");
        assert_nothing_public_holds(&world, versions, logs, &secrets, &context);
        // Every picture posted in the channel is the public view of the game, as stored after
        // the action (or, for a message edited in the same moment, before it).
        let (public_after, public_before) = (png_of_view(&after), png_of_view(&before));
        for post in fake
            .versions_since(versions)
            .into_iter()
            .filter(|m| m.channel_id == channel && m.is_public() && m.has_png())
        {
            let shown = post.png().expect("a picture");
            assert!(
                shown == public_after || shown == public_before,
                "{context}: a posted board is not a public view's picture: {}",
                post.text()
            );
            pictures += 1;
        }
        if pending.is_some() && after.outcome().is_none() {
            secret_actions += 1;
            // A bystander's /board: the public view, the same whatever the secret was.
            let mark = fake.version_mark();
            let ix = fake.slash(&carol, channel, "board", json!([])).await;
            fake.wait_reply(&ix).await;
            let board = fake
                .wait_version_after(mark, "the bystander's board", |m| {
                    m.channel_id == channel && m.is_public() && m.has_png()
                })
                .await;
            let shown = board.png().expect("a picture");
            assert!(
                shown == png_of_view(&after),
                "{context}: the public picture is the public view's"
            );
            if let Some(other) = decoy(&before, side, &action) {
                assert!(
                    shown == png_of_view(&other),
                    "{context}: the public picture does not depend on the secret"
                );
                decoys += 1;
            }
            world.db().await.settled().await;
            assert_nothing_public_holds(&world, versions, logs, &secrets, &context);
        }
        versions = fake.version_mark();
        logs = world.log_mark();
    }
    println!(
        "{name}: {secret_actions} secret actions audited, {pictures} posted boards compared \
         with the public view, {decoys} with a decoy"
    );
    assert!(pictures > 0, "{name}: the game posted boards");
    seed_and_trap_stay_out_of_the_export(&world, &alice, channel, game.id, trap.as_deref(), name)
        .await;
    secret_actions
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn apocalypse_keeps_pending_moves_and_nothing_else_leaks() {
    audit("apocalypse", 4, 6).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heaven_and_hell_keeps_trap_squares_and_the_seed_secret() {
    // Each game has a fresh seed, and about one in five reaches no Secret Trap within its
    // plies (coins and chaos differ): 4 games left a run without a trap to audit about once in
    // 600 (it happened in CI on 2026-11-29). The games after the first are played only until
    // one has a trap, so up to 10 cost nothing in the usual run.
    audit("heaven-and-hell", 10, 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn battlefield_shows_nothing_secret() {
    audit("battlefield", 1, 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oracle_shows_nothing_secret() {
    audit("oracle", 1, 0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn it_is_what_it_is_shows_nothing_secret() {
    audit("it-is-what-it-is", 1, 0).await;
}
