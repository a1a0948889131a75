//! Helpers for the turn-based variants' end-to-end games: starting a game by challenge and
//! button, public `/move`s, and choosing moves in process (a seeded playout search for a quick
//! ending in the deterministic variants).

use crate::e2e_support::{Game, World};
use fake_discord::{Message, User};
use rules::{AnyGame, Match, Side, ToAct, VariantId};

/// A tiny deterministic pseudo-random generator (xorshift), so plans are reproducible.
#[derive(Clone, Debug)]
pub struct Xorshift(u64);

impl Xorshift {
    /// A generator from `seed` (any value).
    pub fn new(seed: u64) -> Xorshift {
        Xorshift(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next number below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The side whose action the game awaits, for turn-based games.
pub fn mover(game: &AnyGame) -> Option<Side> {
    match game.to_act() {
        ToAct::Side(s) => Some(s),
        ToAct::Decision { side, .. } => Some(side),
        ToAct::Simultaneous(_) | ToAct::Over => None,
    }
}

/// The side whose action the game awaits; in a simultaneous turn, one that has not moved yet.
pub fn to_move(game: &AnyGame) -> Option<Side> {
    match game.to_act() {
        ToAct::Side(s) | ToAct::Decision { side: s, .. } => Some(s),
        ToAct::Simultaneous(sides) => sides.first().copied(),
        ToAct::Over => None,
    }
}

/// The channel's picture of `game` (drawn from the side to act), as the fake decodes an
/// uploaded PNG.
pub fn png_of_view(game: &AnyGame) -> fake_discord::image::RgbaImage {
    let view = game.view(rules::Viewer::channel(&game.to_act()));
    fake_discord::image::load_from_memory(&render::render_png(&view))
        .expect("a PNG")
        .to_rgba8()
}

/// One playout: White takes a winning move when it has one, otherwise (mostly) the move that
/// leaves Black the fewest legal moves; Black plays at random. Returns the actions and whether
/// the game ended within `max_plies`.
fn playout(
    variant: VariantId,
    rng: &mut Xorshift,
    max_plies: usize,
) -> (Vec<(Side, String)>, bool) {
    let mut g = AnyGame::new(variant, 1).expect("variant is playable");
    let mut plan = Vec::new();
    while plan.len() < max_plies {
        let Some(side) = mover(&g) else { break };
        let legal = g.legal(side);
        assert!(!legal.is_empty(), "{variant}: a side to act has actions");
        let pick = if side == Side::White {
            let mut best: Option<(usize, String)> = None;
            let mut winning = None;
            for c in &legal {
                let mut next = g.clone();
                next.play_text(side, &c.notation)
                    .expect("a legal action plays");
                if next.outcome().is_some_and(|o| o.winner == Some(side)) {
                    winning = Some(c.notation.clone());
                    break;
                }
                let mobility = mover(&next).map_or(0, |s| next.legal(s).len()) * 4 + rng.below(4);
                if best.as_ref().map(|(m, _)| mobility < *m) != Some(false) {
                    best = Some((mobility, c.notation.clone()));
                }
            }
            match winning {
                Some(w) => w,
                None if rng.below(4) == 0 => legal[rng.below(legal.len())].notation.clone(),
                None => best.expect("some action").1,
            }
        } else {
            legal[rng.below(legal.len())].notation.clone()
        };
        g.play_text(side, &pick).expect("a legal action plays");
        plan.push((side, pick));
        if g.outcome().is_some() {
            return (plan, true);
        }
    }
    (plan, false)
}

/// A short complete game of a deterministic turn-based variant: the shortest finished playout
/// among a few seeded tries (a White win preferred; a draw if no try wins). The rules of these
/// variants use no randomness, so the bot's game, whatever its seed, follows the same plan.
pub fn quick_game(variant: VariantId, max_plies: usize) -> Vec<(Side, String)> {
    let mut best: Option<(bool, Vec<(Side, String)>)> = None;
    for seed in 1..=12u64 {
        let mut rng = Xorshift::new(seed);
        let (plan, ended) = playout(variant, &mut rng, max_plies);
        if !ended {
            continue;
        }
        let won = {
            let mut g = AnyGame::new(variant, 1).unwrap();
            for (s, a) in &plan {
                g.play_text(*s, a).unwrap();
            }
            g.outcome().is_some_and(|o| o.winner.is_some())
        };
        let better = match &best {
            None => true,
            Some((bw, bp)) => (won && !bw) || (won == *bw && plan.len() < bp.len()),
        };
        if better {
            best = Some((won, plan));
        }
    }
    best.unwrap_or_else(|| panic!("{variant}: no playout ended within {max_plies} plies"))
        .1
}

/// Challenges `black` to `variant` in `channel` as `white` and accepts by button.
pub async fn start_game(
    world: &World,
    white: &User,
    black: &User,
    channel: u64,
    variant: &str,
) -> Game {
    let (_, challenge) = world.challenge(white, black, channel, variant).await;
    assert!(!challenge.ephemeral(), "the challenge is public");
    let accept = challenge
        .custom_id_starting("accept:")
        .unwrap_or_else(|| panic!("no Accept button on {challenge:?}"));
    let id: i64 = accept["accept:".len()..]
        .parse()
        .expect("game id in accept:<id>");
    let mark = world.fake.mark();
    let click = world.fake.click(black, &challenge, &accept).await;
    let started = world.fake.wait_reply(&click).await;
    // (In whatever language the server speaks: the message changed.)
    assert!(
        started.text() != challenge.text(),
        "the challenge message says it was accepted: {}",
        started.text()
    );
    // The first board: the challenge message itself, or (when it pings the player to move,
    // which an edit cannot) a post of its own that follows.
    if !started.has_png() {
        world
            .fake
            .wait_message_after(mark, "the first board", |m| {
                m.channel_id == channel && m.has_png()
            })
            .await;
    }
    Game::new(id, channel, white, black)
}

/// `/move action` in the game channel by `side`'s player: the answer to the command is private
/// and says it was played; the move is shown in the channel with the new board, which is
/// returned.
pub async fn public_move(world: &World, game: &Game, side: Side, action: &str) -> Message {
    let (reply, post) = move_and_post(world, game, side, action).await;
    assert!(
        !reply.is_public() && reply.text().contains("You played"),
        "{side}'s move {action} is acknowledged privately: {}",
        reply.text()
    );
    post
}

/// `side` plays `action` with `/move` in the game's channel: the answer to the player, and
/// the channel's post with its board that follows (in any language).
pub async fn move_and_post(
    world: &World,
    game: &Game,
    side: Side,
    action: &str,
) -> (Message, Message) {
    let user = match side {
        Side::White => &game.white,
        Side::Black => &game.black,
    };
    let mark = world.fake.version_mark();
    let ix = world.move_in(user, game.channel, action).await;
    let reply = world.fake.wait_reply(&ix).await;
    let post = world
        .fake
        .wait_version_after(mark, &format!("the board after {action}"), |m| {
            m.channel_id == game.channel
                && m.origin == fake_discord::Origin::ChannelPost
                && m.is_public()
                && m.has_png()
        })
        .await;
    assert!(post.png().is_some());
    (reply, post)
}

/// The game's stored match, read from the bot's database.
pub async fn stored_match(world: &World, id: i64) -> Match {
    let state = world.db().await.state(id).await;
    Match::from_json(&state).expect("the stored state reads back")
}

/// What a Heaven and Hell game has shown so far, for [`hh_choose`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HhProgress {
    /// The Secret Trap's square (`V:d5`), once planted.
    pub trap: Option<String>,
    /// Whether a chaos effect was picked.
    pub chaos: bool,
    /// Actions played after the trap was planted.
    pub after_trap: usize,
    /// Actions played.
    pub plies: usize,
    /// Every action's notation and public report so far (a trap goes on a square none names).
    pub seen: Vec<String>,
    /// Plant the trap on the first suitable square in answer order (so it is among the first
    /// options of a menu) instead of a random one.
    pub trap_first: bool,
}

impl HhProgress {
    /// Whether the game has done what the test wants: a trap, a chaos pick if one came within
    /// `chaos_cap` plies, and a few actions while the trap is pending.
    pub fn done(&self, chaos_cap: usize) -> bool {
        self.trap.is_some() && self.after_trap >= 4 && (self.chaos || self.plies >= chaos_cap)
    }

    /// Notes that `action` was played by the side to act in `before`.
    pub fn note(&mut self, before: &AnyGame, action: &str) {
        let side = mover(before).expect("a side acted");
        let (_, report) = before
            .clone()
            .play_text(side, action)
            .expect("the noted action is legal");
        self.seen.push(action.to_owned());
        self.seen.push(report.public);
        if let ToAct::Decision { prompt, .. } = before.to_act() {
            if prompt.contains("Chaos Orb") {
                self.chaos = true;
            }
        }
        if self.trap.is_some() {
            self.after_trap += 1;
        } else if let Some(square) = action.strip_prefix("trap ") {
            self.trap = Some(square.to_owned());
        }
        self.plies += 1;
    }
}

/// The bare square of a Heaven and Hell square name (`d5` of `V:d5`).
fn bare(square: &str) -> &str {
    square.split_once(':').map_or(square, |(_, s)| s)
}

/// The test's Heaven and Hell player: buys the Secret Trap as soon as it can and plants it in
/// Heaven (while the trap is locked, buys the cheapest entries to unlock more of the shop, a
/// Chaos Orb first), buys a Chaos Orb (or steps on one) and picks an effect; otherwise makes a quiet
/// move that does not end the game and stays off the trap's square. Deterministic in
/// `(game, progress, rng)`, so a simulation on a copy of the stored state predicts the game.
pub fn hh_choose(g: &AnyGame, progress: &HhProgress, rng: &mut Xorshift) -> (Side, String) {
    let side = mover(g).expect("a side to act");
    let legal: Vec<String> = g.legal(side).into_iter().map(|c| c.notation).collect();
    assert!(!legal.is_empty(), "{side} has an action: {}", g.position());
    let off_trap = |a: &String| match &progress.trap {
        None => true,
        Some(t) => !a.contains(bare(t)),
    };
    if let ToAct::Decision { prompt, .. } = g.to_act() {
        if prompt.contains("Secret Trap") && progress.trap.is_none() {
            // A square nothing public has named yet, so any later mention is a leak.
            let unnamed = |a: &&String| {
                let square = a["trap ".len()..].to_lowercase();
                !progress
                    .seen
                    .iter()
                    .any(|t| t.to_lowercase().contains(&square))
            };
            let traps: Vec<&String> = legal
                .iter()
                .filter(|a| a.starts_with("trap "))
                .filter(unnamed)
                .collect();
            let heaven: Vec<&String> = traps
                .iter()
                .copied()
                .filter(|a| a.starts_with("trap V:"))
                .collect();
            let pool = if heaven.is_empty() { traps } else { heaven };
            assert!(
                !pool.is_empty(),
                "a trap square nothing has named: {legal:?}"
            );
            let i = if progress.trap_first {
                0
            } else {
                rng.below(pool.len())
            };
            return (side, pool[i].clone());
        }
        if prompt.contains("Chaos Orb") {
            return (side, legal[rng.below(legal.len())].clone());
        }
        if let Some(stop) = legal.iter().find(|a| *a == "done" || *a == "decline") {
            return (side, stop.clone());
        }
        let pool: Vec<&String> = legal.iter().filter(|a| off_trap(a)).collect();
        let pool = if pool.is_empty() {
            legal.iter().collect()
        } else {
            pool
        };
        return (side, pool[rng.below(pool.len())].clone());
    }
    if progress.trap.is_none() && legal.iter().any(|a| a == "buy trap") {
        return (side, "buy trap".to_owned());
    }
    let shop = match g {
        AnyGame::HeavenAndHell(hh) => hh.shop_view(),
        _ => panic!("hh_choose plays Heaven and Hell"),
    };
    let trap_open = shop.unlocked.iter().any(|i| i.code == "trap");
    let harmless = |a: &String| {
        let mut next = g.clone();
        next.play_text(side, a).is_ok() && next.outcome().is_none()
    };
    if !progress.chaos && (progress.trap.is_some() || !trap_open) {
        if let Some(orb) = legal
            .iter()
            .find(|a| a.starts_with("buy orb") && harmless(a))
        {
            return (side, orb.clone());
        }
    }
    if progress.trap.is_none() && !trap_open {
        // Unlock more of the shop: buy the cheapest open entry that can be bought harmlessly.
        let mut open = shop.unlocked.clone();
        open.sort_by_key(|i| i.price);
        for item in open {
            let prefix = format!("buy {}", item.code);
            if let Some(buy) = legal
                .iter()
                .find(|a| (**a == prefix || a.starts_with(&format!("{prefix} "))) && harmless(a))
            {
                return (side, buy.clone());
            }
        }
    }
    let mut quiet = Vec::new();
    for a in &legal {
        if a.starts_with("buy") || a.starts_with("use") || !off_trap(a) {
            continue;
        }
        let mut next = g.clone();
        if next.play_text(side, a).is_err() || next.outcome().is_some() {
            continue;
        }
        if !progress.chaos && progress.trap.is_some() {
            if let ToAct::Decision { prompt, .. } = next.to_act() {
                if prompt.contains("Chaos Orb") {
                    return (side, a.clone());
                }
            }
        }
        quiet.push(a.clone());
    }
    let pool = if quiet.is_empty() { legal } else { quiet };
    let pick = pool[rng.below(pool.len())].clone();
    (side, pick)
}

/// Simulates [`hh_choose`] from `start` with `seed` for at most `cap` plies; returns the
/// progress and the actions if the goal was reached without the game ending.
pub fn hh_simulate(
    start: &AnyGame,
    seed: u64,
    cap: usize,
    trap_first: bool,
) -> Option<(HhProgress, Vec<String>)> {
    let mut g = start.clone();
    let mut rng = Xorshift::new(seed);
    let mut progress = HhProgress {
        trap_first,
        ..HhProgress::default()
    };
    let mut actions = Vec::new();
    while progress.plies < cap {
        let (side, action) = hh_choose(&g, &progress, &mut rng);
        let before = g.clone();
        g.play_text(side, &action).ok()?;
        progress.note(&before, &action);
        actions.push(action);
        if g.outcome().is_some() {
            return None;
        }
        if progress.done(cap / 2) {
            return Some((progress, actions));
        }
    }
    None
}
