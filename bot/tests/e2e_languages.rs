//! The bot's languages over the real binary and the fake Discord: every command registered
//! with its name and description in Spanish, Brazilian Portuguese, German and French (requests
//! Discord's API description accepts), and `/help` and refusals answered in the asker's client
//! language.
//!
//! Run: `cargo test -p bot --test e2e_languages`.

#[allow(dead_code)]
mod e2e_support;

use bot::words::{words, words_with, Lang};
use e2e_support::World;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_in_every_language_and_help_answers_in_the_askers() {
    let world = World::start().await;
    let registered = world.fake.commands();
    assert!(!registered.is_empty());
    for command in &registered {
        let name = command["name"].as_str().unwrap();
        for locale in ["es-ES", "es-419", "pt-BR", "de", "fr"] {
            for field in ["name_localizations", "description_localizations"] {
                let text = command[field][locale].as_str();
                assert!(
                    text.is_some_and(|t| !t.is_empty()),
                    "/{name}: no {locale} in {field}: {command}"
                );
            }
        }
    }
    let channel = world.channel("general");
    for lang in Lang::ALL {
        let user = world.user(lang.tag());
        if let Some(locale) = lang.discord_locales().first() {
            world.fake.set_locale(&user, locale);
        }
        let ix = world.fake.slash(&user, channel, "help", json!([])).await;
        let answer = world.fake.wait_reply(&ix).await;
        let text = answer.text();
        assert!(answer.ephemeral(), "{text}");
        assert!(
            text.contains(&words(lang, "help-title"))
                && text.contains(&words(lang, "help-group-play")),
            "{}: {text}",
            lang.tag()
        );
        // A command in full: its description and its options' in the asker's language.
        let ix = world
            .fake
            .slash(
                &user,
                channel,
                "help",
                json!([{ "name": "command", "value": "seek" }]),
            )
            .await;
        let text = world.fake.wait_reply(&ix).await.text();
        let seek = registered.iter().find(|c| c["name"] == "seek").unwrap();
        let description = match lang.discord_locales().first() {
            Some(locale) => seek["description_localizations"][locale].as_str().unwrap(),
            None => seek["description"].as_str().unwrap(),
        };
        assert!(text.contains(description), "{}: {text}", lang.tag());
        assert!(
            text.contains(&words(lang, "help-options")),
            "{}: {text}",
            lang.tag()
        );
        // And its long help, the command's doc comment, in the asker's language too.
        assert!(
            text.contains(&words(lang, "cmd-seek-help")),
            "{}: {text}",
            lang.tag()
        );
    }
    world.finish();
}

/// The labels and placeholders of `card`'s buttons and menus.
fn component_words(card: &fake_discord::Message) -> Vec<String> {
    card.flat_components()
        .iter()
        .filter_map(|c| c["label"].as_str().or(c["placeholder"].as_str()))
        .map(str::to_owned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lesson_speaks_the_learners_language_and_preferences_choose_another() {
    use bot::words::{lesson_words, LessonPart};
    use rules::VariantId;
    let world = World::start().await;
    let channel = world.channel("learning");
    let variant = VariantId::Apocalypse;
    let lesson = &learn::course(variant).lessons[0];
    for lang in Lang::ALL {
        let user = world.user(&format!("learner-{}", lang.tag()));
        if let Some(locale) = lang.discord_locales().first() {
            world.fake.set_locale(&user, locale);
        }
        let ix = world
            .fake
            .slash(
                &user,
                channel,
                "learn",
                json!([{ "name": "variant", "value": variant.id() }]),
            )
            .await;
        let card = world.fake.wait_reply(&ix).await;
        let text = card.text();
        let part = |p| lesson_words(lang, variant, &lesson.id, p);
        assert!(
            text.contains(&part(LessonPart::Title)) && text.contains(&part(LessonPart::Task)),
            "{}: {text}",
            lang.tag()
        );
        let labels = component_words(&card);
        assert!(
            labels.contains(&words(lang, "lesson-menu-placeholder"))
                && labels.contains(&words(lang, "lesson-button-text-board")),
            "{}: {labels:?}",
            lang.tag()
        );
        // A wrong answer: the hint in the learner's language.
        let menu = format!("learn:{}:{}", variant.id(), lesson.id);
        let wrong = card
            .select_values(&menu)
            .into_iter()
            .find(|v| !lesson.answers.contains(v))
            .expect("a wrong answer");
        let ix = world
            .fake
            .select(&user, &card, &menu, &[wrong.as_str()])
            .await;
        let card = world.fake.wait_reply(&ix).await;
        assert!(
            card.text().contains(&part(LessonPart::Hint)),
            "{}: {}",
            lang.tag(),
            card.text()
        );
        // The right one: why, and the next lesson's button, in it too.
        let right = lesson.answers[0].as_str();
        let ix = world.fake.select(&user, &card, &menu, &[right]).await;
        let card = world.fake.wait_reply(&ix).await;
        assert!(
            card.text().contains(&part(LessonPart::Why)),
            "{}: {}",
            lang.tag(),
            card.text()
        );
        assert!(
            component_words(&card).contains(&words(lang, "lesson-button-next")),
            "{}",
            lang.tag()
        );
    }
    // A French Discord, German chosen: answered in German from then on, /help included.
    let user = world.user("chooser");
    world.fake.set_locale(&user, "fr");
    let ix = world
        .fake
        .slash(
            &user,
            channel,
            "preferences",
            json!([{ "name": "language", "value": "Deutsch" }]),
        )
        .await;
    let said = world.fake.wait_reply(&ix).await;
    let expected = words_with(
        Lang::De,
        "prefs-language-chosen",
        &[("language", "Deutsch".into())],
    );
    assert!(
        said.ephemeral() && said.text().contains(&expected),
        "{}",
        said.text()
    );
    let ix = world.fake.slash(&user, channel, "help", json!([])).await;
    let text = world.fake.wait_reply(&ix).await.text();
    assert!(text.contains(&words(Lang::De, "help-title")), "{text}");
    world.finish();
}

/// The words of `key` in `lang` up to variable `vars[0]` (the message's other variables are
/// `vars[1..]`): a fixed piece of the message that any rendering of it contains.
fn lead(lang: Lang, key: &str, vars: &[&str]) -> String {
    let args: Vec<(&str, bot::words::Arg)> = vars
        .iter()
        .enumerate()
        .map(|(i, v)| (*v, if i == 0 { "\u{1}" } else { "x" }.into()))
        .collect();
    let marked = bot::words::words_with(lang, key, &args);
    marked.split('\u{1}').next().unwrap().to_owned()
}

/// `user` (whose app speaks `lang`) opens an Oracle puzzle and answers it wrong from its menu:
/// the verdict, the record and the next button in `lang`.
async fn puzzle_answered_in(world: &World, user: &fake_discord::User, channel: u64, lang: Lang) {
    use rules::VariantId;
    let (alice, tag) = (user, lang.tag());
    // A puzzle, answered wrong from its menu: the verdict and the record in the language.
    let ix = world
        .fake
        .slash(
            alice,
            channel,
            "puzzle",
            json!([{ "name": "variant", "value": "oracle" }]),
        )
        .await;
    let card = world.fake.wait_reply(&ix).await;
    let puzzle = &learn::puzzles(VariantId::Oracle)
        .iter()
        .find(|p| card.text().contains(&p.id))
        .expect("an Oracle puzzle")
        .clone();
    let menu = card
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("puzzle:"))
        .expect("the puzzle's menu");
    let wrong = card
        .select_values(&menu)
        .into_iter()
        .find(|v| !puzzle.solution.contains(v))
        .expect("a wrong answer");
    let ix = world
        .fake
        .select(alice, &card, &menu, &[wrong.as_str()])
        .await;
    let answered = world.fake.wait_reply(&ix).await;
    let recorded = words_with(
        lang,
        "puzzle-recorded",
        &[
            ("solved", 0.into()),
            ("failed", 1.into()),
            ("streak", 0.into()),
            ("best", 0.into()),
        ],
    );
    assert!(
        answered.text().contains(&recorded)
            && answered
                .text()
                .contains(&lead(lang, "puzzle-wrong", &["answer"])),
        "{tag}: {}",
        answered.text()
    );
    assert!(
        component_words(&answered).contains(&words(lang, "puzzle-button-next")),
        "{tag}"
    );
}

#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

/// Issue 36, end to end in each language: a puzzle answered, a game with a refusal, and a
/// review; the player's replies in their app's language, the review posted in the server's
/// (its Discord language, then the one `/settings language` chose).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_a_game_with_a_refusal_and_a_review_in_each_language() {
    use fake_discord::Origin;
    let world = World::start().await;
    // The server's own Discord language is German until /settings chooses another.
    world.fake.set_guild_locale("de");
    for lang in [Lang::Es, Lang::PtBr, Lang::De, Lang::Fr] {
        let tag = lang.tag();
        let (alice, bob) = (
            world.user(&format!("alice-{tag}")),
            world.user(&format!("bob-{tag}")),
        );
        let locale = lang.discord_locales()[0];
        world.fake.set_locale(&alice, locale);
        world.fake.set_locale(&bob, locale);
        let channel = world.channel(&format!("games-{tag}"));

        puzzle_answered_in(&world, &alice, channel, lang).await;

        let game = game_refused_and_resigned(&world, &alice, &bob, channel, lang).await;

        // The review: the asker's notes in their language, the post in the server's.
        let server = if lang == Lang::Fr {
            let admin = world.user("admin");
            let ix = world
                .fake
                .slash(
                    &admin,
                    channel,
                    "settings",
                    json!([{ "name": "language", "value": "Français" }]),
                )
                .await;
            let said = world.fake.wait_reply(&ix).await;
            assert!(said.text().contains("Français"), "{}", said.text());
            Lang::Fr
        } else {
            Lang::De
        };
        let mark = world.fake.version_mark();
        let ix = world
            .fake
            .slash(&bob, game.channel, "review", json!([]))
            .await;
        let note = world.fake.wait_reply(&ix).await;
        assert!(
            note.ephemeral()
                && note
                    .text()
                    .contains(&lead(lang, "review-posted-now", &["game"])),
            "{tag}: {}",
            note.text()
        );
        let heading = lead(server, "review-heading", &["heading"]);
        let post = world
            .fake
            .wait_version_after(mark, "the review in the channel", |m| {
                m.channel_id == game.channel
                    && m.origin == Origin::ChannelPost
                    && m.text().contains(&heading)
            })
            .await;
        let footer = lead(server, "review-footer", &["mistake", "blunder"]);
        assert!(post.text().contains(&footer), "{tag}: {}", post.text());
        // /stats, posted for the channel: the server's language too.
        let ix = world
            .fake
            .slash(&bob, game.channel, "stats", json!([]))
            .await;
        let stats = world.fake.wait_reply(&ix).await;
        assert!(
            stats.is_public()
                && stats
                    .text()
                    .contains(&lead(server, "stats-title", &["user"])),
            "{tag}: {}",
            stats.text()
        );
        let alt = post.attachments[0].description.as_deref().unwrap_or("");
        assert!(
            alt.starts_with(&lead(
                server,
                "review-graph-alt",
                &["title", "actions", "end", "result", "marked"]
            )),
            "{tag}: {alt}"
        );
    }
    world.finish();
}

/// An Oracle game in `channel` of the German server between `alice` and `bob`, whose apps
/// speak `lang`: Black's move on White's turn refused in `lang`, the first board's next line
/// in German, Alice's resignation answered in `lang` and announced (with German buttons) in
/// German.
async fn game_refused_and_resigned(
    world: &World,
    alice: &fake_discord::User,
    bob: &fake_discord::User,
    channel: u64,
    lang: Lang,
) -> e2e_support::Game {
    let tag = lang.tag();
    // A game: Black moving on White's turn is refused in Black's language.
    let game = variants::start_game(world, alice, bob, channel, "oracle").await;
    let ix = world.move_in(bob, game.channel, "a7a6").await;
    let refusal = world.fake.wait_reply(&ix).await;
    assert!(
        refusal.ephemeral()
            && refusal
                .text()
                .contains(&lead(lang, "err-not-your-turn", &["players"])),
        "{tag}: {}",
        refusal.text()
    );
    // A move the rules refuse: the rules' own reason, worded in the player's language too.
    let ix = world.move_in(alice, game.channel, "d4d5").await;
    let refusal = world.fake.wait_reply(&ix).await;
    let mut oracle = rules::AnyGame::new(rules::VariantId::Oracle, 1).unwrap();
    let why = oracle
        .play_text(rules::Side::White, "d4d5")
        .expect_err("d4 is empty at the start");
    let reason = bot::words::rule_error(lang, &why);
    assert_ne!(reason, why.to_string(), "{tag}: the reason is translated");
    assert!(
        refusal.ephemeral() && refusal.text().contains(&reason),
        "{tag}: {} (wanted {reason:?})",
        refusal.text()
    );
    // The game's posts speak the server's language (German); Alice's resignation is
    // answered in hers and announced in the server's.
    let first = world
        .fake
        .messages()
        .into_iter()
        .rev()
        .find(|m| m.channel_id == game.channel && m.has_png())
        .expect("the first board");
    let white = bot::service::Who::Player {
        user: alice.id,
        side: rules::Side::White,
    };
    let to_move = words_with(
        Lang::De,
        "next-to-move",
        &[("who", white.words(Lang::De).into())],
    );
    assert!(first.text().contains(&to_move), "{tag}: {}", first.text());
    // The picture's words and its description (alt text) too: the panel's "White to move".
    let panel = bot::words::said_words(
        Lang::De,
        &rules::view::Said::new("pic-to-move").with("side", rules::Side::White),
    );
    let alt = first.attachments[0].description.clone().unwrap_or_default();
    assert!(alt.contains(&panel), "{tag}: {alt}");
    let mark = world.fake.mark();
    let ix = world
        .fake
        .slash(alice, game.channel, "resign", json!([]))
        .await;
    let ack = world.fake.wait_reply(&ix).await;
    let resigned = |lang| {
        words_with(
            lang,
            "resigned",
            &[
                ("who", white.words(lang).into()),
                ("winner", words(lang, "side-black").into()),
            ],
        )
    };
    assert!(
        ack.text().contains(&resigned(lang)),
        "{tag}: {}",
        ack.text()
    );
    let post = world
        .fake
        .wait_message_after(mark, "the resignation in the channel", |m| {
            m.channel_id == game.channel && m.has_png() && !m.ephemeral()
        })
        .await;
    assert!(
        post.text().contains(&resigned(Lang::De)),
        "{tag}: {}",
        post.text()
    );
    let rematch = words(Lang::De, "button-rematch");
    assert!(
        post.flat_components()
            .iter()
            .any(|c| c["label"] == rematch.as_str()),
        "{tag}: the buttons in German: {:?}",
        post.flat_components()
    );
    game
}
