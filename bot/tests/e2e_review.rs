//! `/review` end to end over the real `bot` binary and the fake Discord, in every variant: a game
//! in progress is refused privately; a finished game gets a private progress message, then a
//! public summary naming actions that were played, with a valid evaluation graph (described)
//! and buttons that show the board at a marked moment privately; a second `/review` answers at
//! once, privately, with a link to the post (a review is posted once per game and channel).
//!
//! Run: `cargo test -p bot --test e2e_review` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::{Game, World};
use fake_discord::{Message, Origin, User};
use rules::{Side, VariantId};
use serde_json::json;
use std::time::{Duration, Instant};
use variants::{start_game, stored_match, to_move};

/// Actions played before the game is resigned.
const ACTIONS: usize = 8;

/// The game's logged actions, once there are more than `before` (or the game is over).
async fn actions_after(world: &World, game: &Game, before: usize) -> Vec<String> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let db = world.db().await;
        let actions = db.actions(game.id).await;
        let (status, _, _) = db.game(game.id).await;
        if actions.len() > before || status == "finished" {
            return actions;
        }
        assert!(
            Instant::now() < deadline,
            "game #{} never logged action {before}",
            game.id
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Plays up to [`ACTIONS`] actions of `game`, each the first legal action of the side to act
/// (a Secret Trap placement last), by `/move` in the game's channel.
async fn play_some(world: &World, game: &Game) {
    for _ in 0..ACTIONS {
        let stored = stored_match(world, game.id).await;
        if stored.outcome().is_some() {
            return;
        }
        let Some(side) = to_move(stored.game()) else {
            return;
        };
        let legal = stored.game().legal(side);
        let action = legal
            .iter()
            .find(|c| !c.notation.starts_with("trap "))
            .or(legal.first())
            .expect("a legal action")
            .notation
            .clone();
        let user = if side == Side::White {
            &game.white
        } else {
            &game.black
        };
        let before = world.db().await.actions(game.id).await.len();
        let ix = world.move_in(user, game.channel, &action).await;
        let reply = world.fake.wait_reply(&ix).await;
        assert!(reply.ephemeral(), "{}", reply.text());
        actions_after(world, game, before).await;
    }
}

/// `/review` by `user` in `channel`: the private answer.
async fn review(world: &World, user: &User, channel: u64) -> Message {
    let ix = world.fake.slash(user, channel, "review", json!([])).await;
    let reply = world.fake.wait_reply(&ix).await;
    assert!(
        reply.ephemeral(),
        "the answer to /review is private: {}",
        reply.text()
    );
    reply
}

/// The review posted in `channel` after the version mark `mark`.
async fn review_post(world: &World, channel: u64, mark: usize) -> Message {
    world
        .fake
        .wait_version_after(mark, "the review in the channel", |m| {
            m.channel_id == channel
                && m.origin == Origin::ChannelPost
                && m.is_public()
                && m.text().contains("Computer review")
        })
        .await
}

async fn reviewed(world: &World, variant: VariantId, alice: &User, bob: &User, carol: &User) {
    let channel = world.channel(variant.id());
    let game = start_game(world, alice, bob, channel, variant.id()).await;
    play_some(world, &game).await;

    // In progress: refused privately, nothing stored.
    if stored_match(world, game.id).await.outcome().is_none() {
        let refusal = review(world, carol, channel).await;
        assert!(
            refusal.text().contains("still in progress"),
            "{}",
            refusal.text()
        );
        let ix = world.fake.slash(alice, channel, "resign", json!([])).await;
        world.fake.wait_reply(&ix).await;
    }
    let db = world.db().await;
    assert_eq!(
        db.count("SELECT COUNT(*) FROM reviews").await,
        variant_index(variant) as i64
    );
    let played: Vec<String> = db
        .actions(game.id)
        .await
        .into_iter()
        .filter(|a| !["resign", "draw agreed", "claim on time"].contains(&a.as_str()))
        .collect();

    // The review: progress privately, then the summary and graph in the channel.
    let mark = world.fake.version_mark();
    review(world, carol, channel).await;
    let post = review_post(world, channel, mark).await;
    let text = post.text();
    assert!(text.contains(&format!("game #{}", game.id)), "{text}");
    assert!(text.contains("White:") && text.contains("Black:"), "{text}");
    let named = played
        .iter()
        .enumerate()
        .filter(|(i, a)| text.contains(&format!("{}. ", i + 1)) && text.contains(a.as_str()))
        .count();
    assert!(
        named >= 1,
        "{variant}: the review names none of {played:?}: {text}"
    );
    let graph = post.png().expect("the evaluation graph");
    assert_eq!((graph.width(), graph.height()), render::GRAPH_SIZE);
    let alt = post.attachments[0].description.clone().unwrap_or_default();
    assert!(alt.starts_with("Evaluation graph"), "{alt}");
    assert_eq!(
        world.db().await.count("SELECT COUNT(*) FROM reviews").await,
        variant_index(variant) as i64 + 1
    );

    // A marked moment's board, privately.
    if let Some(id) = post.custom_id_starting(&format!("review:{}:", game.id)) {
        let ix = world.fake.click(carol, &post, &id).await;
        let shown = world.fake.wait_reply(&ix).await;
        assert!(shown.ephemeral(), "{}", shown.text());
        assert!(shown.text().contains("before action"), "{}", shown.text());
        assert!(shown.has_png());
    }

    // Again, by someone else: at once (no progress message), privately, with a link to the
    // post; the channel gets no second copy.
    let mark = world.fake.version_mark();
    let again = review(world, bob, channel).await;
    assert!(!again.text().contains("Reviewing"), "{}", again.text());
    let link = format!("/{channel}/{}", post.id);
    assert!(
        again.text().contains("already posted") && again.text().contains(&link),
        "{}",
        again.text()
    );
    world.db().await.settled().await;
    let reposted = world
        .fake
        .versions_since(mark)
        .into_iter()
        .filter(|m| m.channel_id == channel && m.text().contains("Computer review"))
        .count();
    assert_eq!(
        reposted, 0,
        "the review is posted once per game and channel"
    );
}

fn variant_index(variant: VariantId) -> usize {
    VariantId::ALL.iter().position(|v| *v == variant).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_of_each_variant_is_reviewed() {
    let world = World::start().await;
    world.fake.set_timeout(Duration::from_secs(60));
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    for variant in VariantId::ALL {
        reviewed(&world, variant, &alice, &bob, &carol).await;
    }
    world.finish();
}
