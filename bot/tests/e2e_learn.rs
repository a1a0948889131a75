//! Learning to play, end to end over the real `bot` binary and the fake Discord: a whole
//! `/learn` course (a wrong answer, a restart in the middle, the game against the computer that
//! ends it), `/help` in a channel and in a DM, boards described for screen readers and shown as
//! text, and a player's colour-blind-safe colours on their private boards.
//!
//! Run: `cargo test -p bot --test e2e_learn` (add `E2E_ECHO=1` to see the bot's logs).

#[allow(dead_code)]
mod e2e_support;

use e2e_support::{is_resolution, World};
use fake_discord::{Message, User};
use rules::VariantId;
use serde_json::json;

/// `/learn variant` by `user` in `channel`: the lesson card.
async fn learn(world: &World, user: &User, channel: u64, variant: VariantId) -> Message {
    let ix = world
        .fake
        .slash(
            user,
            channel,
            "learn",
            json!([{ "name": "variant", "value": variant.id() }]),
        )
        .await;
    let card = world.fake.wait_reply(&ix).await;
    assert!(card.ephemeral(), "a lesson is private: {}", card.text());
    card
}

/// Asserts that `card` shows lesson `index` of `variant`'s course: its heading, its board
/// (described), its menu of answers and its Text board button.
fn assert_lesson(card: &Message, variant: VariantId, index: usize) {
    let course = learn::course(variant);
    let lesson = &course.lessons[index];
    let heading = format!("lesson {} of {}", index + 1, course.lessons.len());
    assert!(card.text().contains(&heading), "{heading}: {}", card.text());
    assert!(card.text().contains(lesson.task.trim()), "{}", card.text());
    let menu = format!("learn:{}:{}", variant.id(), lesson.id);
    assert!(card.custom_ids().contains(&menu), "{:?}", card.custom_ids());
    assert!(card
        .custom_ids()
        .contains(&format!("learntext:{}:{}", variant.id(), lesson.id)));
    let picture = card.attachments.first().expect("the lesson's board");
    assert!(picture.is_png());
    let alt = picture.description.as_deref().unwrap_or("");
    assert!(alt.starts_with(variant.title()), "described: {alt}");
}

/// Picks `answer` in the lesson menu of `card`; returns the card as the click left it.
async fn answer(world: &World, user: &User, card: &Message, lesson: &str, answer: &str) -> Message {
    let menu = format!("learn:apocalypse:{lesson}");
    let ix = world.fake.select(user, card, &menu, &[answer]).await;
    world.fake.wait_reply(&ix).await
}

/// Clicks the button `id` on `card`; returns the reply.
async fn click(world: &World, user: &User, card: &Message, id: &str) -> Message {
    assert!(
        card.custom_ids().iter().any(|c| c == id),
        "{id} on {:?}",
        card.custom_ids()
    );
    let ix = world.fake.click(user, card, id).await;
    world.fake.wait_reply(&ix).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_course_with_a_wrong_answer_and_a_restart() {
    let mut world = World::start().await;
    let alice = world.user("alice");
    let channel = world.channel("learning");
    let variant = VariantId::Apocalypse;
    let course = learn::course(variant);
    let mut card = learn(&world, &alice, channel, variant).await;
    for (i, lesson) in course.lessons.iter().enumerate() {
        assert_lesson(&card, variant, i);
        if i == 0 {
            // A wrong answer: what it did (the rules' own words) and the hint; try again.
            let values = card.select_values(&format!("learn:apocalypse:{}", lesson.id));
            let wrong = values
                .iter()
                .find(|v| !lesson.answers.contains(v))
                .expect("a wrong answer in the menu");
            card = answer(&world, &alice, &card, &lesson.id, wrong).await;
            assert!(card.text().contains("❌"), "{}", card.text());
            assert!(card.text().contains("Turn 1 resolved"), "{}", card.text());
            assert!(card.text().contains(lesson.hint.trim()));
            assert_lesson(&card, variant, i);
            // The lesson's position as text, privately.
            let id = format!("learntext:apocalypse:{}", lesson.id);
            let text = click(&world, &alice, &card, &id).await;
            assert!(
                text.ephemeral() && text.text().contains("```"),
                "{}",
                text.text()
            );
        }
        card = answer(&world, &alice, &card, &lesson.id, &lesson.answers[0]).await;
        assert!(card.text().contains("✅"), "{}", card.text());
        assert!(card.text().contains(lesson.why.trim()), "{}", card.text());
        if i + 1 == course.lessons.len() {
            break;
        }
        let next = format!("learnnext:apocalypse:{}", lesson.id);
        if i == 4 {
            // A restart in the middle: /learn resumes at the next lesson, and the old card's
            // Next button still works.
            world.restart().await;
            let resumed = learn(&world, &alice, channel, variant).await;
            assert_lesson(&resumed, variant, i + 1);
        }
        card = click(&world, &alice, &card, &next).await;
    }
    // The end of the course: a game against the computer at its easiest, in the channel.
    assert!(
        card.text().contains("finished the Apocalypse course"),
        "{}",
        card.text()
    );
    let mark = world.fake.mark();
    let play = click(&world, &alice, &card, "learnplay:apocalypse").await;
    assert!(play.ephemeral() || play.channel_id == channel);
    let started = world
        .fake
        .wait_for("the game against the computer", |f| {
            f.find_message(|m| {
                m.id > mark
                    && m.channel_id == channel
                    && m.text().contains("against the computer (easy), game #")
            })
        })
        .await;
    assert!(started.is_public(), "{}", started.text());
    // Lessons touched no game, rating or channel before that.
    let db = world.db().await;
    assert_eq!(db.count("SELECT COUNT(*) FROM ratings").await, 0);
    assert_eq!(db.count("SELECT COUNT(*) FROM games").await, 1);
    assert_eq!(
        db.count("SELECT COUNT(*) FROM lesson_progress").await,
        course.lessons.len() as i64
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_lists_the_commands_in_a_channel_and_in_a_dm() {
    let world = World::start().await;
    let alice = world.user("alice");
    let channel = world.channel("help");
    let ix = world.fake.slash(&alice, channel, "help", json!([])).await;
    let overview = world.fake.wait_reply(&ix).await;
    assert!(overview.ephemeral());
    let text = overview.text();
    for name in [
        "/play",
        "/learn",
        "/move",
        "/history",
        "/leaderboard",
        "/settings",
    ] {
        assert!(text.contains(name), "{name} in {text}");
    }
    assert!(text.contains("New here?"), "{text}");
    // In a DM too.
    let ix = world.fake.slash_dm(&alice, "help", json!([])).await;
    assert!(world.fake.wait_reply(&ix).await.text().contains("/learn"));
    // One command in full: its description, its long help and its options.
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "help",
            json!([{ "name": "command", "value": "play" }]),
        )
        .await;
    let play = world.fake.wait_reply(&ix).await.text();
    assert!(
        play.contains("Accept") && play.contains("time_limit"),
        "{play}"
    );
    assert!(play.contains("heaven-and-hell"), "the variants: {play}");
    // A command that does not exist is refused, privately.
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "help",
            json!([{ "name": "command", "value": "castle" }]),
        )
        .await;
    let refused = world.fake.wait_reply(&ix).await;
    assert!(refused.ephemeral());
    assert!(
        refused.text().contains("There is no command `/castle`"),
        "{}",
        refused.text()
    );
    world.finish();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boards_are_described_and_shown_as_text() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("boards");
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    // The first board in the channel is described: the variant, whose turn, every piece.
    let board = world
        .fake
        .find_message(|m| m.channel_id == channel && m.has_png() && m.is_public())
        .expect("the first board");
    let alt = board.attachments[0].description.clone().unwrap_or_default();
    assert!(alt.starts_with("Apocalypse."), "{alt}");
    assert!(
        alt.contains("horseman a1") && alt.contains("footman b5"),
        "{alt}"
    );
    // The board post offers the position as text: a bystander gets the public one.
    let id = format!("textboard:{}", game.id);
    let text = click(&world, &carol, &board, &id).await;
    assert!(text.ephemeral());
    assert!(
        text.text().contains("```") && text.text().contains("a b c d e"),
        "{}",
        text.text()
    );
    assert!(!text.text().contains("your view"), "{}", text.text());
    // `/board text:true`: a player's own view, privately, and no public post.
    let mark = world.fake.mark();
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "board",
            json!([{ "name": "text", "value": true }]),
        )
        .await;
    let own = world.fake.wait_reply(&ix).await;
    assert!(
        own.ephemeral() && own.text().contains("your view as White"),
        "{}",
        own.text()
    );
    assert!(world
        .fake
        .find_message(|m| m.id > mark && m.channel_id == channel && m.is_public())
        .is_none());
    world.finish();
}

/// The last-move tints of the standard colours over Apocalypse's (classic) squares: the
/// yellow-green [9b c7 00] at the opacities of the square a move left (95) and reached (135).
fn standard_last_move_tints() -> Vec<fake_discord::image::Rgba<u8>> {
    let mix = |sq: [u8; 3], alpha: u32| {
        let c = [0, 1, 2].map(|i| {
            ((([0x9b, 0xc7, 0x00][i] as u32) * alpha + sq[i] as u32 * (255 - alpha) + 127) / 255)
                as u8
        });
        fake_discord::image::Rgba([c[0], c[1], c[2], 255])
    };
    let (light, dark) = ([0xf0, 0xd9, 0xb5], [0xb5, 0x88, 0x63]);
    vec![
        mix(light, 95),
        mix(dark, 95),
        mix(light, 135),
        mix(dark, 135),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_colour_blind_player_gets_their_private_boards_in_safe_colours() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("colours");
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "preferences",
            json!([{ "name": "theme", "value": "colour-blind" }]),
        )
        .await;
    let saved = world.fake.wait_reply(&ix).await;
    assert!(
        saved.ephemeral() && saved.text().contains("Saved."),
        "{}",
        saved.text()
    );
    let game = world.start_apocalypse(&alice, &bob, channel).await;
    // One turn, so the next prompts show the last moves.
    let mark = world.fake.mark();
    world.move_dm(&alice, "c1c2").await;
    world.move_dm(&bob, "c5c4").await;
    let menu = format!("move:{}:1", game.id);
    let dm = |user: &User| {
        let menu = menu.clone();
        let fake = &world.fake;
        let user = user.clone();
        async move {
            fake.wait_dm_after(&user, mark, |m| {
                m.custom_ids().contains(&menu) && m.has_png()
            })
            .await
        }
    };
    let (alice_dm, bob_dm) = (dm(&alice).await, dm(&bob).await);
    let tints = standard_last_move_tints();
    let has_tint = |m: &Message| m.png().unwrap().pixels().any(|p| tints.contains(p));
    assert!(has_tint(&bob_dm), "the standard colours mark the last move");
    assert!(
        !has_tint(&alice_dm),
        "alice's board uses the colour-blind-safe colours"
    );
    // The channel's board stays in the standard colours.
    let reveal = world
        .fake
        .wait_for("the turn's reveal", |f| {
            f.find_message(|m| is_resolution(&game, m) && m.text().contains("Turn 1 resolved"))
        })
        .await;
    assert!(has_tint(&reveal), "{}", reveal.text());
    world.finish();
}
