//! Riding out faults, over the real binary: Discord's REST API answering 500 and 502 for a
//! while (announcements are retried from the outbox and arrive exactly once), a post Discord
//! made whose answer was lost (sent again with its nonce: posted once), a rate limit (waited
//! out as long as Discord says, no longer), the mover's own acknowledgement refused (tried
//! again, else shown at their next interaction), and the gateway closing, first with a code
//! that may be resumed (the bot resumes and keeps answering), then with a fatal one (the bot
//! stops with a clear log line and exit status 78, which nothing restarts).
//!
//! Run: `cargo test -p bot --test e2e_faults` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::World;
use serde_json::json;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn announcements_refused_with_500_and_502_arrive_exactly_once_when_discord_recovers() {
    let world = World::start().await;
    let fake = &world.fake;
    // Two retries, about 1 and 2 s apart (the outbox's backoff).
    fake.set_timeout(Duration::from_secs(60));
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("flaky");
    world.start_apocalypse(&alice, &bob, channel).await;
    // The resignation's channel posts go out through the outbox; Discord refuses the first two
    // tries (a 502, then a 500).
    let path = format!("/channels/{channel}/messages");
    let before = fake.requests().len();
    let mark = fake.mark();
    fake.fail_next_with(&format!("POST {path}"), 1, 502);
    fake.fail_next(&format!("POST {path}"), 1);
    let ix = fake.slash(&bob, channel, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    let posts = |f: &fake_discord::FakeDiscord| -> Vec<u16> {
        f.requests()[before..]
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with(&path))
            .map(|r| r.status)
            .collect()
    };
    let statuses = fake
        .wait_for("the refused post to be sent", |f| {
            let statuses = posts(f);
            statuses.contains(&200).then_some(statuses)
        })
        .await;
    assert_eq!(statuses[..3], [502, 500, 200], "refused twice, then sent");
    let db = world.db().await;
    // The row is deleted just after its send.
    for _ in 0..100 {
        if db
            .count("SELECT COUNT(*) FROM outbox WHERE held_for IS NULL")
            .await
            == 0
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Another sweep or two of the outbox: nothing is sent again, nothing twice.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let sent = posts(fake).iter().filter(|&&s| s == 200).count();
    let texts: Vec<String> = fake
        .messages_in(channel)
        .into_iter()
        .filter(|m| m.id > mark && !m.ephemeral())
        .map(|m| m.text())
        .collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "no post twice: {texts:#?}");
    assert!(
        sent >= 1 && sent <= texts.len(),
        "{sent} posts sent, {texts:#?}"
    );
    let left = db
        .count("SELECT COUNT(*) FROM outbox WHERE held_for IS NULL")
        .await;
    assert_eq!(left, 0, "nothing left in the outbox");
    world.finish_allowing("");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resumable_gateway_close_is_resumed_and_a_fatal_one_stops_the_bot() {
    let mut world = World::start().await;
    let fake = world.fake.clone();
    let identified = fake.identifies();
    let alice = world.user("alice");
    let channel = world.channel("gateway");

    // 4000 (unknown error): the session is resumed, not identified anew, and the bot answers.
    fake.close_gateway(4000);
    fake.wait_for("the session to be resumed", |f| {
        (f.resumes() == 1 && f.connected()).then_some(())
    })
    .await;
    assert_eq!(
        fake.identifies(),
        identified,
        "resumed, not identified again"
    );
    let ix = fake
        .slash(
            &alice,
            channel,
            "rules",
            json!([{ "name": "variant", "value": "oracle" }]),
        )
        .await;
    let answer = fake.wait_reply(&ix).await;
    assert!(answer.text().contains("Oracle"), "{}", answer.text());
    assert!(
        world
            .logs()
            .iter()
            .any(|l| l.contains("gateway session resumed")),
        "the resume is logged (and counted)"
    );

    // The connection dropped without a close frame: the bot connects again and answers.
    let resumes = fake.resumes();
    fake.drop_gateway();
    fake.wait_for("the session to come back", |f| {
        (f.reconnects() > 0 && f.resumes() > resumes && f.connected()).then_some(())
    })
    .await;
    let ix = fake
        .slash(
            &alice,
            channel,
            "rules",
            json!([{ "name": "variant", "value": "apocalypse" }]),
        )
        .await;
    let answer = fake.wait_reply(&ix).await;
    assert!(answer.text().contains("Apocalypse"), "{}", answer.text());

    // 4004 (authentication failed): no retry; the bot drains and exits with 78 (EX_CONFIG),
    // which the shipped unit and compose file do not restart, saying why.
    let mark = world.log_mark();
    fake.close_gateway(4004);
    let status = world
        .bot
        .wait_exit(Duration::from_secs(30))
        .await
        .expect("the bot stops by itself");
    assert_eq!(
        status.code(),
        Some(78),
        "a configuration error (EX_CONFIG), not restarted: {status}"
    );
    let logs = world.logs_since(mark).join("\n");
    assert!(
        logs.contains("Discord refused the token (gateway close code 4004"),
        "a clear log line:\n{logs}"
    );
    assert!(
        logs.contains("stopped"),
        "it drained and closed the store:\n{logs}"
    );
    world.finish();
}

/// The public posts in `channel` since `mark` whose text contains `needle`.
fn posts_with(fake: &fake_discord::FakeDiscord, channel: u64, mark: u64, needle: &str) -> usize {
    fake.messages_in(channel)
        .into_iter()
        .filter(|m| m.id > mark && !m.ephemeral() && m.text().contains(needle))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_answer_was_lost_is_sent_again_with_its_nonce_and_shows_once() {
    let world = World::start().await;
    let fake = &world.fake;
    fake.set_timeout(Duration::from_secs(30));
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("lost");
    world.start_apocalypse(&alice, &bob, channel).await;
    let mark = fake.mark();
    // Discord makes the resignation's post, and its answer is lost on the way back (a 502):
    // the bot cannot know it was made, and sends it again.
    fake.lose_response_next(&format!("POST /channels/{channel}/messages"), 1, 502);
    let ix = fake.slash(&bob, channel, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    fake.wait_for("the post sent again", |f| {
        (f.deduplicated_creates() >= 1).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        posts_with(fake, channel, mark, "resigns"),
        1,
        "the resignation is posted once"
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limit_is_waited_out_as_long_as_discord_says() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("limited");
    world.start_apocalypse(&alice, &bob, channel).await;
    let mark = fake.mark();
    let posts = format!("POST /channels/{channel}/messages");
    let retry_after = Duration::from_millis(1_500);
    fake.rate_limit_next(&posts, 1, retry_after);
    let ix = fake.slash(&bob, channel, "resign", json!([])).await;
    fake.wait_reply(&ix).await;
    fake.wait_for("the post", |f| {
        (posts_with(f, channel, mark, "resigns") == 1).then_some(())
    })
    .await;
    let times = fake.request_times(&posts);
    let limited = times.iter().position(|(_, s)| *s == 429).expect("a 429");
    let (at, _) = times[limited];
    let (retried, status) = times[limited + 1];
    let waited = retried - at;
    println!("rate limited for {retry_after:?}: tried again {waited:?} later");
    assert_eq!(status, 200);
    assert!(waited >= retry_after, "not before Discord said: {waited:?}");
    assert!(
        waited < retry_after + Duration::from_secs(2),
        "not much later either (it was a fixed 10 s): {waited:?}"
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_movers_acknowledgement_is_tried_again_or_shown_at_their_next_interaction() {
    let world = World::start().await;
    let fake = &world.fake;
    fake.set_timeout(Duration::from_secs(30));
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("acks");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    // Discord's webhooks answer 503 once: the acknowledgement is tried again and arrives.
    fake.fail_next_with("/webhooks/", 1, 503);
    let ix = world.move_in(&alice, channel, "a1b3").await;
    let reply = fake.wait_reply(&ix).await;
    assert!(reply.text().contains("is in"), "{}", reply.text());
    // They answer 503 to every try this time (four, and the one to show it as held at the
    // end of the command): the acknowledgement is kept, and shown with the mover's next
    // interaction.
    fake.fail_next_with("/webhooks/", 5, 503);
    let ix = world.move_in(&bob, channel, "a4a3").await;
    fake.wait_for("the acknowledgement's five tries", |f| {
        let refused = f
            .requests()
            .iter()
            .filter(|r| r.path.contains(&ix.token) && r.status == 503)
            .count();
        (refused == 5).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let later = fake.slash(&bob, channel, "board", json!([])).await;
    let shown = fake
        .wait_for("the kept acknowledgement", |f| {
            f.replies(&later)
                .into_iter()
                .find(|m| m.text().contains("is in") && m.ephemeral())
        })
        .await;
    assert!(shown.text().contains("a4a3") || shown.text().contains("is in"));
    let actions = world.db().await.actions(game.id).await;
    assert_eq!(actions.len(), 2, "both moves played once: {actions:?}");
    world.finish_allowing("");
}

/// A game's posts keep their order when a post fails twice: the next move's sender first sends
/// the failed one again, and when that fails too, the next move's post waits behind it (the
/// outbox sends both later, in order) instead of overtaking it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_that_fails_again_when_the_next_move_flushes_it_still_comes_first() {
    let world = World::start().await;
    let fake = &world.fake;
    fake.set_timeout(Duration::from_secs(60));
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("in-order");
    let plan = variants::quick_game(rules::VariantId::Oracle, 200);
    let game = variants::start_game(&world, &alice, &bob, channel, "oracle").await;
    let mark = fake.mark();
    // The first move's post is refused, and so is its second try, made by the second move's
    // sender before its own post.
    fake.fail_next(&format!("POST /channels/{channel}/messages"), 2);
    for (side, action) in &plan[..2] {
        let user = match side {
            rules::Side::White => &game.white,
            rules::Side::Black => &game.black,
        };
        let ix = world.move_in(user, channel, action).await;
        let reply = fake.wait_reply(&ix).await;
        assert!(reply.text().contains("You played"), "{}", reply.text());
    }
    let (first, second) = (&plan[0].1, &plan[1].1);
    let posts = fake
        .wait_for("both moves' posts", |f| {
            let posts: Vec<String> = f
                .messages_in(channel)
                .into_iter()
                .filter(|m| m.id > mark && m.is_public() && m.has_png())
                .map(|m| m.text())
                .collect();
            (posts.len() >= 2).then_some(posts)
        })
        .await;
    assert!(
        posts[0].contains(first.as_str()) && posts[1].contains(second.as_str()),
        "the first move's post comes first: {posts:#?}"
    );
    let failed = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/messages") && r.status == 500)
        .count();
    assert_eq!(failed, 2, "both refusals were used");
    world.finish();
}
