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
