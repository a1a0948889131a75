//! The bot's languages over the real binary and the fake Discord: every command registered
//! with its name and description in Spanish, Brazilian Portuguese, German and French (requests
//! Discord's API description accepts), and `/help` and refusals answered in the asker's client
//! language.
//!
//! Run: `cargo test -p bot --test e2e_languages`.

#[allow(dead_code)]
mod e2e_support;

use bot::words::{words, Lang};
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
    use bot::words::{lesson_words, words_with, LessonPart};
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
