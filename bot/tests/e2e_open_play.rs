//! Open and casual play over the real `bot` binary and the fake Discord: an open challenge the
//! first click takes (a second click hears "already taken"), one its challenger cancels, one
//! that expires and says so, a casual game, and a draw offer that survives a restart.
//!
//! Run: `cargo test -p bot --test e2e_open_play` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::{challenge_post, World};
use fake_discord::{Message, User};
use serde_json::json;

/// `/play variant` (no opponent, and `more` options) by `challenger` in `channel`: the open
/// challenge posted in the channel.
async fn open_challenge(
    world: &World,
    challenger: &User,
    channel: u64,
    variant: &str,
    more: &[serde_json::Value],
) -> Message {
    let mark = world.fake.mark();
    let mut options = vec![json!({ "name": "variant", "value": variant })];
    options.extend(more.iter().cloned());
    let ix = world
        .fake
        .slash(challenger, channel, "play", json!(options))
        .await;
    let note = world.fake.wait_reply(&ix).await;
    assert!(note.ephemeral(), "{}", note.text());
    challenge_post(&world.fake, mark, channel).await
}

/// The game number of a challenge message.
fn game_of(challenge: &Message) -> i64 {
    let accept = challenge.custom_id_starting("accept:").unwrap();
    accept["accept:".len()..].parse().unwrap()
}

/// `user` clicks the challenge's button starting with `prefix`; the click's answer.
async fn click(world: &World, user: &User, message: &Message, prefix: &str) -> Message {
    let id = message.custom_id_starting(prefix).unwrap();
    let ix = world.fake.click(user, message, &id).await;
    world.fake.wait_reply(&ix).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_click_takes_an_open_challenge() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("lobby");
    let post = open_challenge(&world, &alice, channel, "oracle", &[]).await;
    let id = game_of(&post);
    let text = post.text();
    assert!(
        text.contains("Open challenge") && text.contains("<t:") && text.contains(":R>"),
        "{text}"
    );
    assert_eq!(
        post.custom_ids(),
        vec![format!("accept:{id}"), format!("cancel:{id}")],
        "Accept for anyone, Cancel for the challenger; nobody to decline"
    );
    // Alice cannot take her own seat.
    let own = click(&world, &alice, &post, "accept:").await;
    assert!(
        own.ephemeral() && own.text().contains("your own open challenge"),
        "{}",
        own.text()
    );
    // Bob is first: the game starts, in the channel.
    let started = click(&world, &bob, &post, "accept:").await;
    assert!(
        started.text().contains("Challenge accepted") && started.text().contains("<@"),
        "{}",
        started.text()
    );
    // Carol is too late.
    let late = click(&world, &carol, &post, "accept:").await;
    assert!(
        late.ephemeral() && late.text().contains("already taken"),
        "{}",
        late.text()
    );
    let (status, _, _) = world.db().await.game(id).await;
    assert_eq!(status, "active");
    let players = world
        .db()
        .await
        .count(&format!(
            "SELECT COUNT(*) FROM games WHERE id = {id} AND black_id = {}",
            bob.id
        ))
        .await;
    assert_eq!(players, 1, "Bob plays Black");
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_challenges_are_cancelled_or_expire_and_casual_games_are_not_rated() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("lobby");
    // Cancelled by its challenger; Bob may not.
    let post = open_challenge(&world, &alice, channel, "oracle", &[]).await;
    let refused = click(&world, &bob, &post, "cancel:").await;
    assert!(refused.ephemeral(), "{}", refused.text());
    let closed = click(&world, &alice, &post, "cancel:").await;
    assert!(closed.text().contains("withdrew"), "{}", closed.text());
    assert!(closed.custom_ids().is_empty());

    // Expiry: the server's wait set to a second (below what `/settings` allows, so the test
    // need not wait a minute); the worker closes it and its message says so.
    let store = bot::store::Store::open(&world.db_url).await.unwrap();
    let guild = fake_discord::GUILD_ID as i64;
    let mut settings = store.settings(guild).await.unwrap();
    settings.open_challenge_secs = Some(1);
    store.save_settings(guild, &settings).await.unwrap();
    store.close().await;
    // (The bot takes a server's settings as read for 2 s.)
    tokio::time::sleep(std::time::Duration::from_millis(2_100)).await;
    let post = open_challenge(&world, &alice, channel, "oracle", &[]).await;
    let id = game_of(&post);
    let expired = world
        .fake
        .wait_for("the open challenge to expire", |f| {
            f.message(post.id).filter(|m| m.text().contains("expired"))
        })
        .await;
    assert!(expired.custom_ids().is_empty(), "its buttons are gone");
    assert!(expired.text().contains("<t:"), "{}", expired.text());
    let (status, _, _) = world.db().await.game(id).await;
    assert_eq!(status, "cancelled");
    let late = click(&world, &bob, &post, "accept:").await;
    assert!(late.text().contains("expired"), "{}", late.text());

    // A casual game: `rated:false`, resigned; no rating moves, and /history says casual.
    let post = open_challenge(
        &world,
        &alice,
        channel,
        "oracle",
        &[json!({ "name": "rated", "value": false })],
    )
    .await;
    assert!(post.text().contains("Casual"), "{}", post.text());
    let id = game_of(&post);
    click(&world, &bob, &post, "accept:").await;
    let ix = world.fake.slash(&bob, channel, "resign", json!([])).await;
    world.fake.wait_reply(&ix).await;
    world.db().await.settled().await;
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "history",
            json!([{ "name": "game", "value": id }]),
        )
        .await;
    let history = world.fake.wait_reply(&ix).await;
    assert!(history.text().contains("Casual"), "{}", history.text());
    let db = world.db().await;
    assert_eq!(db.count("SELECT COUNT(*) FROM rating_changes").await, 0);
    assert_eq!(db.count("SELECT COUNT(*) FROM ratings").await, 0);
    let ix = world.fake.slash(&alice, channel, "stats", json!([])).await;
    let stats = world.fake.wait_reply(&ix).await;
    assert!(
        stats.text().contains("Casual games") && stats.text().contains("1 won"),
        "{}",
        stats.text()
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_survives_a_restart() {
    let mut world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("lobby");
    let (_, post) = world.challenge(&alice, &bob, channel, "oracle").await;
    let id = game_of(&post);
    click(&world, &bob, &post, "accept:").await;
    let mark = world.fake.mark();
    let ix = world.fake.slash(&alice, channel, "draw", json!([])).await;
    world.fake.wait_reply(&ix).await;
    let offer = world
        .fake
        .wait_message_after(mark, "the draw offer", |m| {
            m.custom_ids().iter().any(|c| c.starts_with("draw:"))
        })
        .await;
    world.restart().await;
    // The new process knows the offer: the same offer again is refused…
    let ix = world.fake.slash(&alice, channel, "draw", json!([])).await;
    let again = world.fake.wait_reply(&ix).await;
    assert!(
        again.ephemeral() && again.text().contains("already"),
        "{}",
        again.text()
    );
    // …and Bob's click on the offer made before the restart ends the game in a draw.
    let agreed = click(&world, &bob, &offer, "draw:").await;
    assert!(agreed.text().contains("Draw"), "{}", agreed.text());
    let (status, result, _) = world.db().await.game(id).await;
    assert_eq!(status, "finished");
    assert!(result.is_some_and(|r| r.contains("Draw")));
    world.finish();
}
