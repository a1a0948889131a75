//! `/help`: what the bot does, every command grouped by what a player wants, and where to start;
//! `/help command:` the full text of one command. Both are made from the commands' own
//! descriptions (their `///` comments and option descriptions), so they never drift from what
//! Discord shows.

use crate::service::{BadInput, ServiceError};
use crate::types::{Context, Data, Error};
use crate::words::{command_key, words, words_with, Lang};
use poise::serenity_prelude::{AutocompleteChoice, CreateAutocompleteResponse};
use rules::VariantId;
use std::fmt::Write;

/// The groups `/help` lists, in order (their titles' catalogue keys), with the commands in
/// each: what a player wants.
const GROUPS: [(&str, &[&str]); 8] = [
    (
        "help-group-start",
        &["help", "learn", "puzzle", "rules", "preferences"],
    ),
    ("help-group-play", &["play", "games"]),
    (
        "help-group-during",
        &[
            "move", "board", "draw", "resign", "claim", "forecast", "piece", "shop",
        ],
    ),
    (
        "help-group-after",
        &["history", "export", "replay", "review"],
    ),
    ("help-group-community", &["leaderboard", "stats"]),
    ("help-group-lobby", &["seek", "lobby", "block"]),
    ("help-group-tournaments", &["tournament"]),
    ("help-group-settings", &["settings"]),
];

/// The group of the command named `name` (its title's catalogue key); `None` for a command no
/// group lists (a test keeps every registered command in one).
pub(crate) fn group_of(name: &str) -> Option<&'static str> {
    GROUPS
        .iter()
        .find(|(_, names)| names.contains(&name))
        .map(|(group, _)| *group)
}

/// Everything the bot can do, and where to start
///
/// Without `command`, the commands grouped by what you want to do, one line each, and where to
/// start if you are new. With `command`, the full description of that command and its options.
/// Only you see the answer; it works in a DM with me too.
#[poise::command(slash_command)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "One command to explain in full, e.g. play"]
    #[autocomplete = "autocomplete_command"]
    command: Option<String>,
) -> Result<(), Error> {
    let commands = &ctx.framework().options().commands;
    // In the asker's own language (their `/preferences language`, else their Discord app's).
    let lang = super::context::reader_lang(ctx).await;
    let text = match command {
        None => overview(commands, ctx.framework().bot_id().get(), lang),
        Some(name) => {
            let name = name.trim().trim_start_matches('/').to_ascii_lowercase();
            let command = commands
                .iter()
                .find(|c| c.name == name)
                .ok_or_else(|| ServiceError::from(BadInput::UnknownCommand(name.clone())))?;
            full_text(command, lang)
        }
    };
    // A card: the first line its title, the rest (within an embed's 4,096 characters) its body.
    for reply in crate::messages::private_card(&text) {
        ctx.send(reply).await?;
    }
    Ok(())
}

/// The command names that start with what was typed.
async fn autocomplete_command(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let partial = partial.trim().trim_start_matches('/').to_ascii_lowercase();
    let choices = ctx
        .framework()
        .options()
        .commands
        .iter()
        .filter(|c| c.name.starts_with(&partial))
        .take(25)
        .map(|c| AutocompleteChoice::new(format!("/{}", c.name), c.name.to_string()))
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// `/help`: what the bot does, the commands by group with one line each, and where to start,
/// in `lang`.
pub(crate) fn overview(commands: &[poise::Command<Data, Error>], bot: u64, lang: Lang) -> String {
    let mut text = format!(
        "**{}**\n{}\n",
        words(lang, "help-title"),
        words(lang, "help-about")
    );
    for (group, names) in &GROUPS {
        let _ = write!(text, "\n**{}**\n", words(lang, group));
        for name in *names {
            if let Some(c) = commands.iter().find(|c| c.name == *name) {
                let description = in_lang(&c.description_localizations, &c.description, lang);
                let _ = writeln!(text, "`/{}` {description}", c.name);
            }
        }
    }
    let first = words_with(
        lang,
        "help-first-steps",
        &[
            ("variant", VariantId::Apocalypse.id().into()),
            ("bot", format!("<@{bot}>").into()),
        ],
    );
    let _ = write!(text, "\n{first}");
    text
}

/// `/help command:name`: the command's description, its long help and its options, in `lang`
/// (the long help is English: it is the command's doc comment).
pub(crate) fn full_text(command: &poise::Command<Data, Error>, lang: Lang) -> String {
    let description = in_lang(
        &command.description_localizations,
        &command.description,
        lang,
    );
    let mut text = format!("**/{}** {description}\n", command.name);
    if command.help_text.is_some() {
        // The doc comment's body, in `lang` (`cmd-<name>-help`, generated from it in English).
        let help = words(lang, &command_key(&command.name, "help"));
        let _ = write!(text, "\n{help}\n");
    }
    if !command.parameters.is_empty() {
        let _ = write!(text, "\n**{}**\n", words(lang, "help-options"));
        for p in &command.parameters {
            let choices: Vec<&str> = p.choices.iter().map(|c| &*c.name).collect();
            let optional = if p.required {
                String::new()
            } else {
                format!(" {}", words(lang, "help-optional"))
            };
            let description = in_lang(&p.description_localizations, &p.description, lang);
            let _ = write!(text, "`{}`{optional} {description}", p.name);
            if !choices.is_empty() {
                let _ = write!(text, " ({})", choices.join(", "));
            }
            text.push('\n');
        }
    }
    if let Some(group) = group_of(&command.name) {
        let group = words(lang, group);
        let _ = write!(
            text,
            "\n{}",
            words_with(lang, "help-listed-under", &[("group", group.into())])
        );
    }
    text
}

/// A description in `lang`: its localisation for the language's Discord locale, else the
/// English one.
fn in_lang(
    localized: &[(
        std::borrow::Cow<'static, str>,
        std::borrow::Cow<'static, str>,
    )],
    english: &Option<std::borrow::Cow<'static, str>>,
    lang: Lang,
) -> String {
    lang.discord_locales()
        .first()
        .and_then(|locale| localized.iter().find(|(l, _)| l == locale))
        .map(|(_, text)| text.to_string())
        .unwrap_or_else(|| english.as_deref().unwrap_or("").to_owned())
}

/// A doc comment's text as Discord should show it: its source line breaks joined, its
/// paragraphs kept (how `cmd-<name>-help` is generated from it).
#[cfg(test)]
pub(crate) fn reflow(text: &str) -> String {
    let paragraphs: Vec<String> = text
        .trim()
        .split("\n\n")
        .map(|p| p.lines().map(str::trim).collect::<Vec<_>>().join(" "))
        .collect();
    paragraphs.join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_is_in_one_group_and_explained() {
        let commands = super::super::all();
        for c in &commands {
            assert!(
                group_of(&c.name).is_some(),
                "/{} is in no /help group",
                c.name
            );
            assert!(
                c.description.as_deref().is_some_and(|d| !d.is_empty()),
                "/{} has no description",
                c.name
            );
            for p in &c.parameters {
                assert!(
                    p.description.as_deref().is_some_and(|d| !d.is_empty()),
                    "/{}'s option `{}` has no description",
                    c.name,
                    p.name
                );
            }
        }
        let names: Vec<&str> = GROUPS.iter().flat_map(|(_, n)| n.iter().copied()).collect();
        for name in names {
            assert!(
                commands.iter().any(|c| c.name == name),
                "/help lists /{name}, which is no command"
            );
        }
    }

    #[test]
    fn the_overview_lists_every_command_and_fits_one_message() {
        let commands = super::super::all();
        for lang in Lang::ALL {
            let text = overview(&commands, 42, lang);
            // Discord lets nobody pick "@me": the bot is named by its mention.
            assert!(!text.contains("@me") && text.contains("<@42>"), "{text}");
            for c in &commands {
                assert!(text.contains(&format!("`/{}`", c.name)), "/{}", c.name);
            }
            assert!(text.contains("/learn"));
            // One card (an embed): English with room for a few more commands, and every
            // language within Discord's 4,096 characters.
            let body = text.split_once('\n').unwrap().1;
            let limit = if lang == Lang::En { 3_500 } else { 4_096 };
            assert!(
                body.chars().count() <= limit,
                "{}: {}",
                lang.tag(),
                body.chars().count()
            );
        }
    }

    #[test]
    fn a_commands_full_text_is_its_own_description_and_options() {
        let commands = super::super::all();
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        let text = full_text(play, Lang::En);
        assert!(text.starts_with("**/play** "));
        assert!(text.contains(play.description.as_deref().unwrap()));
        for p in &play.parameters {
            assert!(text.contains(&format!("`{}`", p.name)));
        }
        assert!(
            text.contains("heaven-and-hell"),
            "the variant choices: {text}"
        );
        for c in &commands {
            let text = full_text(c, Lang::En);
            assert!(
                text.chars().count() <= 3 * crate::messages::MAX_MESSAGE,
                "/{}",
                c.name
            );
        }
    }
}
