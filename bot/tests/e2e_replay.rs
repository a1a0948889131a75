//! Replays (issue 27) over the real `bot` binary and the fake Discord: a short game of every
//! variant, refused by `/replay` while it is played, then ended by a resignation, whose result
//! carries a **Replay** button; the button and `/replay speed:fast` post the animation in the
//! channel. Each GIF is decoded: its size is within the limit, every frame is the public picture
//! (from White) of the game after each action, worked out here from the stored actions and seed,
//! the first is the start board the channel saw and the last the final board it saw.
//!
//! Privacy: the Heaven and Hell game plants a Secret Trap, and the Apocalypse game ends with a
//! move still pending. Every frame must also be the picture of the same game with the trap on
//! another square, and the pending move must never be drawn.
//!
//! Run: `cargo test -p bot --test e2e_replay`.

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::{Game, World};
use fake_discord::{Message, User};
use rules::{AnyGame, Side, ToAct, VariantId, Viewer};
use serde_json::json;
use std::time::Duration;
use variants::{hh_choose, start_game, stored_match, to_move, HhProgress, Xorshift};

/// The largest file the bot may post.
const MAX_BYTES: usize = 8_000_000;

/// The most actions a Heaven and Hell game plays while it waits to plant a Secret Trap.
const HH_CAP: usize = 160;

/// The public pictures a replay of `actions` shows, from White: the start, then one after each
/// action, a simultaneous turn once both moves are in.
fn expected_frames(variant: VariantId, seed: u64, actions: &[(Side, String)]) -> Vec<Picture> {
    let mut game = AnyGame::new(variant, seed).unwrap();
    let draw = |g: &AnyGame| {
        rgb_of_png(&render::render_png(
            &g.view(Viewer::PublicFrom(Side::White)),
        ))
    };
    let mut frames = vec![draw(&game)];
    for (side, action) in actions {
        game.play_text(*side, action).unwrap();
        if matches!(game.to_act(), ToAct::Simultaneous(ref w) if w.len() == 1) {
            continue;
        }
        frames.push(draw(&game));
    }
    frames
}

/// A picture: width, height and its pixels as RGB bytes.
type Picture = (u32, u32, Vec<u8>);

/// A PNG's pixels.
fn rgb_of_png(png: &[u8]) -> Picture {
    let img = fake_discord::image::load_from_memory(png)
        .expect("a PNG")
        .to_rgb8();
    (img.width(), img.height(), img.into_raw())
}

/// A posted picture's pixels.
fn rgb_of_post(m: &Message) -> Picture {
    let rgba = m.png().expect("a picture");
    let rgb = rgba
        .pixels()
        .flat_map(|p| [p.0[0], p.0[1], p.0[2]])
        .collect();
    (rgba.width(), rgba.height(), rgb)
}

/// Whether a GIF frame shows `want`: the picture at the top left, and the background colour
/// (its top-left pixel) around it where a larger picture of the same game (a longer panel)
/// made the screen bigger.
fn shows(frame: &fake_discord::image::RgbImage, want: &Picture) -> bool {
    let (w, h, rgb) = want;
    if frame.width() < *w || frame.height() < *h {
        return false;
    }
    let background = &rgb[..3];
    frame.enumerate_pixels().all(|(x, y, p)| {
        if x < *w && y < *h {
            let at = ((y * w + x) * 3) as usize;
            p.0 == rgb[at..at + 3]
        } else {
            p.0 == background
        }
    })
}

/// The GIF attached to `m`, decoded.
fn gif_of(m: &Message) -> (usize, render::DecodedGif) {
    let file = m
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".gif"))
        .unwrap_or_else(|| panic!("no GIF on {}", m.text()));
    let described = file.description.as_deref().unwrap_or_default();
    assert!(described.contains("Animated replay"), "{described}");
    (
        file.bytes.len(),
        render::decode_gif(&file.bytes).expect("a valid GIF"),
    )
}

/// Plays the first `plies` actions of a game of `variant` (a random player's, seeded) and
/// returns what it played. Heaven and Hell's player buys and plants a Secret Trap as soon as it
/// can; how soon depends on the game's random seed (40 to 100 actions, rarely more), so its game
/// goes on past `plies` until a trap is planted and two more actions are played, up to
/// [`HH_CAP`] actions.
async fn play_some(world: &World, game: &Game, plies: usize) -> Vec<(Side, String)> {
    let mut rng = Xorshift::new(5);
    let mut progress = HhProgress::default();
    let mut played = Vec::new();
    for ply in 0..HH_CAP {
        let before = stored_match(world, game.id).await.into_game();
        let trap_shown = progress.trap.is_some() && progress.after_trap >= 2;
        if ply >= plies && (before.variant() != VariantId::HeavenAndHell || trap_shown) {
            break;
        }
        let Some(side) = to_move(&before) else { break };
        let action = if before.variant() == VariantId::HeavenAndHell {
            let action = hh_choose(&before, &progress, &mut rng).1;
            progress.note(&before, &action);
            action
        } else {
            let legal = before.legal(side);
            legal[rng.below(legal.len())].notation.clone()
        };
        let user = if side == Side::White {
            &game.white
        } else {
            &game.black
        };
        let ix = if before.variant() == VariantId::Apocalypse {
            world.move_dm(user, &action).await
        } else {
            world.move_in(user, game.channel, &action).await
        };
        let ack = world.fake.wait_reply(&ix).await;
        assert!(!ack.is_public(), "{}", ack.text());
        world.db().await.settled().await;
        played.push((side, action));
        if stored_match(world, game.id).await.outcome().is_some() {
            break;
        }
    }
    played
}

/// `/replay` (with `options`) by `user` in `channel`: the private answer and, unless refused,
/// the animation posted in the channel.
async fn ask_replay(
    world: &World,
    user: &User,
    channel: u64,
    options: serde_json::Value,
) -> (Message, Option<Message>) {
    let mark = world.fake.mark();
    let ix = world.fake.slash(user, channel, "replay", options).await;
    let answer = world.fake.wait_reply(&ix).await;
    assert!(
        answer.ephemeral(),
        "the answer is private: {}",
        answer.text()
    );
    if !answer.text().contains("is in the channel") {
        return (answer, None);
    }
    let post = world
        .fake
        .wait_message_after(mark, "the replay", |m| {
            m.channel_id == channel && m.attachments.iter().any(|a| a.filename.ends_with(".gif"))
        })
        .await;
    (answer, Some(post))
}

/// Checks a posted replay against the game's stored actions: size, frames, delays, the
/// channel's first and last boards.
fn check_replay(post: &Message, expected: &[Picture], first: &Message, last: &Message, step: u16) {
    assert!(post.is_public());
    let (bytes, gif) = gif_of(post);
    assert!(bytes <= MAX_BYTES, "{bytes} bytes");
    assert!(gif.loops);
    assert_eq!(
        gif.frames.len(),
        expected.len() + 1,
        "a frame a position, then the result"
    );
    for (i, (frame, want)) in gif.frames.iter().zip(expected).enumerate() {
        assert!(
            shows(frame, want),
            "frame {i} is the public picture after action {i}"
        );
    }
    assert!(
        shows(&gif.frames[0], &rgb_of_post(first)),
        "the first frame is the start board"
    );
    let n = gif.frames.len();
    assert!(
        shows(&gif.frames[n - 2], &rgb_of_post(last)),
        "the frame before the last is the final board"
    );
    // Issue 35: the last frame says how the game ended (the loser resigned).
    assert!(
        gif.frames[n - 1] != gif.frames[n - 2],
        "the last frame states the result"
    );
    let alt = post
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".gif"))
        .and_then(|a| a.description.clone())
        .unwrap_or_default();
    assert!(
        alt.contains(" resigned; ") && alt.contains(" wins"),
        "{alt}"
    );
    let n = gif.delays.len();
    assert_eq!((gif.delays[0], gif.delays[n - 1]), (300, 300));
    if n > 2 {
        assert_eq!(gif.delays[1], step);
    }
}

/// A game of `variant`: `/replay` refused while it is played, then resigned (Apocalypse with
/// White's move pending), replayed by button and by command, and checked; returns the actions,
/// the seed and the last frame, for the privacy checks.
async fn replay_game(
    world: &World,
    variant: VariantId,
    plies: usize,
) -> (Vec<(Side, String)>, u64, Picture) {
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel(variant.id());
    let mark = world.fake.mark();
    let game = start_game(world, &alice, &bob, channel, variant.id()).await;
    let first = world
        .fake
        .wait_message_after(mark, "the first board", |m| {
            m.channel_id == channel && m.is_public() && m.has_png()
        })
        .await;
    let mut played = play_some(world, &game, plies).await;

    // While it is played: refused, privately, and nothing posted.
    let (refusal, posted) = ask_replay(world, &carol, channel, json!([])).await;
    assert!(posted.is_none());
    assert!(
        refusal.text().contains("still being played"),
        "{}",
        refusal.text()
    );

    if variant == VariantId::Apocalypse {
        // White's move of the next turn stays pending: the game ends before it is revealed.
        let before = stored_match(world, game.id).await.into_game();
        let action = before.legal(Side::White)[0].notation.clone();
        let ix = world.move_dm(&alice, &action).await;
        world.fake.wait_reply(&ix).await;
        world.db().await.settled().await;
        played.push((Side::White, action));
    }
    let mark = world.fake.mark();
    let ix = world.fake.slash(&bob, channel, "resign", json!([])).await;
    world.fake.wait_reply(&ix).await;
    let result = world
        .fake
        .wait_message_after(mark, "the result with its Replay button", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("replay:"))
        })
        .await;
    let last = world
        .fake
        .wait_message_after(mark, "the final board", |m| {
            m.channel_id == channel && m.is_public() && m.has_png()
        })
        .await;
    let stored = stored_match(world, game.id).await;
    let seed = stored.game().random_seed().unwrap_or(1);
    let mut expected = expected_frames(variant, seed, &played);
    if variant == VariantId::Apocalypse {
        // The channel's last board says White's move is in (without showing it): the replay
        // ends on it, after the last revealed turn.
        expected.push(rgb_of_post(&last));
    }

    // The button, clicked by a spectator.
    let mark = world.fake.mark();
    let button = format!("replay:{}", game.id);
    world.fake.click(&carol, &result, &button).await;
    let post = world
        .fake
        .wait_message_after(mark, "the replay from the button", |m| {
            m.channel_id == channel && m.attachments.iter().any(|a| a.filename.ends_with(".gif"))
        })
        .await;
    check_replay(&post, &expected, &first, &last, 100);

    // The command, fast.
    let (_, post) = ask_replay(
        world,
        &carol,
        channel,
        json!([{ "name": "speed", "value": "fast" }]),
    )
    .await;
    let post = post.expect("the replay is posted");
    assert!(post.text().contains("fast"), "{}", post.text());
    check_replay(&post, &expected, &first, &last, 50);
    (played, seed, expected.last().cloned().unwrap_or_default())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_variant_replays_as_the_channel_saw_it() {
    let world = World::start().await;
    world.fake.set_timeout(Duration::from_secs(30));
    for variant in [
        VariantId::ItIsWhatItIs,
        VariantId::Oracle,
        VariantId::Battlefield,
    ] {
        replay_game(&world, variant, 8).await;
    }
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn apocalypse_replays_never_show_a_pending_move() {
    let world = World::start().await;
    world.fake.set_timeout(Duration::from_secs(30));
    let (played, seed, last) = replay_game(&world, VariantId::Apocalypse, 6).await;
    // replay_game checked every frame but the last against the game without the pending move.
    // The last, the channel's final board, is the same whatever White's pending move was.
    let (side, pending) = played.last().unwrap();
    assert_eq!(*side, Side::White);
    let mut game = AnyGame::new(VariantId::Apocalypse, seed).unwrap();
    for (side, action) in &played[..played.len() - 1] {
        game.play_text(*side, action).unwrap();
    }
    let decoy = game
        .legal(Side::White)
        .into_iter()
        .map(|c| c.notation)
        .find(|n| n != pending)
        .expect("another move");
    game.play_text(Side::White, &decoy).unwrap();
    let view = game.view(Viewer::PublicFrom(Side::White));
    assert!(
        last == rgb_of_png(&render::render_png(&view)),
        "the last frame does not depend on the pending move {pending}"
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heaven_and_hell_replays_never_show_a_trap() {
    let world = World::start().await;
    world.fake.set_timeout(Duration::from_secs(30));
    // A game ends before its trap is planted about once in a hundred (the random player takes
    // a king): then a new game is played.
    let mut attempt = 0;
    let (played, seed, trap) = loop {
        let (played, seed, _) = replay_game(&world, VariantId::HeavenAndHell, 40).await;
        if let Some(trap) = played.iter().position(|(_, a)| a.starts_with("trap ")) {
            break (played, seed, trap);
        }
        attempt += 1;
        assert!(
            attempt < 3,
            "three games ended before a Secret Trap was planted"
        );
    };
    // The same game with the trap on another square draws the same frames (up to a move that
    // names either square, where the games may part).
    let mut before = AnyGame::new(VariantId::HeavenAndHell, seed).unwrap();
    for (side, action) in &played[..trap] {
        before.play_text(*side, action).unwrap();
    }
    let (side, planted) = &played[trap];
    let decoy = before
        .legal(*side)
        .into_iter()
        .map(|c| c.notation)
        .find(|n| n.starts_with("trap ") && n != planted)
        .expect("another square for the trap");
    let square = |t: &str| t.rsplit(':').next().unwrap_or(t).to_owned();
    let end = played[trap + 1..]
        .iter()
        .position(|(_, a)| a.contains(&square(planted)) || a.contains(&square(&decoy)))
        .map_or(played.len(), |i| trap + 1 + i);
    let mut other = played[..end].to_vec();
    other[trap].1 = decoy;
    let real = expected_frames(VariantId::HeavenAndHell, seed, &played[..end]);
    let fake = expected_frames(VariantId::HeavenAndHell, seed, &other);
    assert!(real.len() > trap + 1, "frames after the trap was planted");
    assert!(
        real == fake,
        "the frames do not depend on the trap's square"
    );
    world.finish();
}
