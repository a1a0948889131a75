//! The pseudo-locale run (issue 36): the real binary with `BOT_PSEUDO_LOCALE=1`, where every
//! catalogue word is accented, longer and in brackets `⟦…⟧`, driven through `/help`, a lesson, a
//! puzzle, a game (its challenge and start, a refusal, a resignation) and its review. Any line
//! the bot sends without brackets did not come from a catalogue: the test lists them all (the
//! work left for the catalogues) and fails on any in the parts already translated.
//!
//! Run: `cargo test -p bot --test e2e_pseudo -- --nocapture` to see the list.

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::World;
use fake_discord::Message;
use serde_json::json;
use std::collections::BTreeSet;

/// The lines of `message` (its content, its buttons' labels, its menus' placeholders and its
/// embeds) that wear no brackets and are words: not notation in backticks or a code block, not
/// only mentions, numbers or symbols. A menu's options are the rules' own labels of actions
/// ("Horse b1→c3"), listed apart by [`option_labels`].
fn escaped(message: &Message) -> Vec<String> {
    let mut lines: Vec<String> = message.content.lines().map(str::to_owned).collect();
    for e in &message.embeds {
        for text in [&e["title"], &e["description"], &e["footer"]["text"]] {
            lines.extend(
                text.as_str()
                    .into_iter()
                    .flat_map(str::lines)
                    .map(str::to_owned),
            );
        }
    }
    for c in message.flat_components() {
        for field in ["label", "placeholder"] {
            if let Some(text) = c[field].as_str() {
                lines.push(text.to_owned());
            }
        }
    }
    let mut in_code = false;
    lines
        .into_iter()
        .filter(|line| {
            if line.trim_start().starts_with("```") {
                in_code = !in_code;
                return false;
            }
            !in_code && is_words(line) && !line.contains('⟦')
        })
        .collect()
}

/// The labels of `message`'s menu options that are words.
fn option_labels(message: &Message) -> Vec<String> {
    message
        .flat_components()
        .iter()
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .filter_map(|o| o["label"].as_str().map(str::to_owned))
        .filter(|l| is_words(l) && !l.contains('⟦'))
        .collect()
}

/// Whether `line` holds words a reader reads (three letters in a row outside backticks and
/// `<…>` tags).
fn is_words(line: &str) -> bool {
    let (mut code, mut tag, mut run) = (false, false, 0);
    for c in line.chars() {
        match c {
            '`' => code = !code,
            '<' if !code => tag = true,
            '>' if tag => tag = false,
            c if !code && !tag && c.is_alphabetic() => {
                run += 1;
                if run >= 3 {
                    return true;
                }
                continue;
            }
            _ => {}
        }
        run = 0;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_line_of_the_translated_parts_comes_from_a_catalogue() {
    let world = World::start_with_env(&[(bot::words::PSEUDO_LOCALE_ENV, "1")]).await;
    world.set_threads(false).await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("pseudo");
    // Escapes where every line must come from a catalogue, by the part they were seen in.
    let mut translated: Vec<(&str, String)> = Vec::new();

    // /help: the command lines are the commands' registered descriptions (Discord's own
    // localisations, never pseudo): only the surrounding words are checked.
    let ix = world.fake.slash(&alice, channel, "help", json!([])).await;
    let help = world.fake.wait_reply(&ix).await;
    for line in escaped(&help) {
        if !line.trim_start().starts_with("`/") && !line.starts_with("• `/") {
            translated.push(("help", line));
        }
    }

    // A lesson: shown, answered right.
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "learn",
            json!([{ "name": "variant", "value": "oracle" }]),
        )
        .await;
    let card = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&card).into_iter().map(|l| ("lesson", l)));
    let lesson = &learn::course(rules::VariantId::Oracle).lessons[0];
    let menu = format!("learn:oracle:{}", lesson.id);
    let ix = world
        .fake
        .select(&alice, &card, &menu, &[lesson.answers[0].as_str()])
        .await;
    let answered = world.fake.wait_reply(&ix).await;
    // The card and what the answer did (the rules' report, worded from reports.ftl).
    translated.extend(escaped(&answered).into_iter().map(|l| ("lesson answer", l)));

    // A puzzle: shown, answered.
    let ix = world
        .fake
        .slash(
            &alice,
            channel,
            "puzzle",
            json!([{ "name": "variant", "value": "oracle" }]),
        )
        .await;
    let card = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&card).into_iter().map(|l| ("puzzle", l)));
    let menu = card
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("puzzle:"))
        .expect("the puzzle's menu");
    let value = card.select_values(&menu)[0].clone();
    let ix = world
        .fake
        .select(&alice, &card, &menu, &[value.as_str()])
        .await;
    let answered = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&answered).into_iter().map(|l| ("puzzle answer", l)));

    // A game: its start, a refusal, a resignation; then its review.
    let game = a_game_resigned(&world, &alice, &bob, channel, &mut translated).await;
    let ix = world
        .fake
        .slash(&bob, game.channel, "review", json!([]))
        .await;
    let note = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&note).into_iter().map(|l| ("review note", l)));
    // The summary's heading, as the pseudo-locale writes it.
    let heading = bot::words::words_with(
        bot::words::Lang::En,
        "review-heading",
        &[("heading", "\u{1}".into())],
    );
    let heading = bot::words::pseudo(heading.split('\u{1}').next().unwrap());
    let heading = heading.trim_end_matches(['~', '⟧']).to_owned();
    let post = world
        .fake
        .wait_version_after(0, "the review in the channel", |m| {
            m.channel_id == game.channel && m.text().contains(&heading)
        })
        .await;
    translated.extend(escaped(&post).into_iter().map(|l| ("review", l)));

    // Heaven and Hell and Battlefield Chess: what each of a few actions did, said in the
    // channel, and the answer to the player.
    for (variant, name) in [
        ("heaven-and-hell", "pseudo-hh"),
        ("battlefield", "pseudo-bf"),
    ] {
        let channel = world.channel(name);
        a_few_actions(&world, (&alice, &bob), channel, variant, &mut translated).await;
    }

    // Everything else the bot said: listed, the catalogues' work still to do.
    let mut left = BTreeSet::new();
    let mut options = BTreeSet::new();
    for message in world.fake.messages() {
        left.extend(escaped(&message));
        options.extend(option_labels(&message));
    }
    println!(
        "{} menu option label(s), the rules' own action labels, still English, e.g. {:?}",
        options.len(),
        options.iter().take(3).collect::<Vec<_>>()
    );
    println!(
        "{} line(s) the bot sent outside the catalogues in this run:",
        left.len()
    );
    for line in &left {
        println!("  {line}");
    }
    assert!(
        translated.is_empty(),
        "lines that escaped the catalogues in translated parts: {translated:#?}"
    );
    world.finish();
}

/// A `variant` game between `players` in `channel` whose first actions are played with
/// `/move` (the stored game's offered actions, in turn); each answer's and each channel post's
/// lines that escaped the catalogues added to `translated`.
async fn a_few_actions(
    world: &World,
    players: (&fake_discord::User, &fake_discord::User),
    channel: u64,
    variant: &str,
    translated: &mut Vec<(&'static str, String)>,
) {
    let game = variants::start_game(world, players.0, players.1, channel, variant).await;
    for ply in 0..4usize {
        let stored = variants::stored_match(world, game.id).await.into_game();
        let Some(side) = variants::mover(&stored) else {
            break;
        };
        let legal = stored.legal(side);
        let action = legal[(ply * 7) % legal.len()].notation.clone();
        let (answer, post) = variants::move_and_post(world, &game, side, &action).await;
        translated.extend(escaped(&answer).into_iter().map(|l| ("move answer", l)));
        translated.extend(escaped(&post).into_iter().map(|l| ("action's report", l)));
    }
}

/// An Oracle game between `alice` and `bob` in `channel`: started, a move refused, resigned;
/// the lines of each part that escaped the catalogues added to `translated`.
async fn a_game_resigned(
    world: &World,
    alice: &fake_discord::User,
    bob: &fake_discord::User,
    channel: u64,
    translated: &mut Vec<(&'static str, String)>,
) -> e2e_support::Game {
    let before = world.fake.mark();
    let game = variants::start_game(world, alice, bob, channel, "oracle").await;
    // The challenge, its acceptance and the first board, with their buttons.
    for m in world
        .fake
        .messages_in(game.channel)
        .into_iter()
        .filter(|m| m.id > before)
    {
        translated.extend(escaped(&m).into_iter().map(|l| ("game start", l)));
    }
    let ix = world.move_in(bob, game.channel, "a7a6").await;
    let refusal = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&refusal).into_iter().map(|l| ("refusal", l)));
    // A move the rules refuse (d4 is empty): their reason comes from a catalogue too.
    let ix = world.move_in(alice, game.channel, "d4d5").await;
    let refusal = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&refusal).into_iter().map(|l| ("rules' refusal", l)));
    let mark = world.fake.mark();
    let ix = world
        .fake
        .slash(alice, game.channel, "resign", json!([]))
        .await;
    let ack = world.fake.wait_reply(&ix).await;
    translated.extend(escaped(&ack).into_iter().map(|l| ("resignation answer", l)));
    let post = world
        .fake
        .wait_message_after(mark, "the resignation", |m| {
            m.channel_id == game.channel && m.has_png() && !m.ephemeral()
        })
        .await;
    translated.extend(escaped(&post).into_iter().map(|l| ("resignation", l)));
    game
}
