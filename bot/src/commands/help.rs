//! `/help`: what the bot does, every command grouped by what a player wants, and where to start;
//! `/help command:` the full text of one command. Both are made from the commands' own
//! descriptions (their `///` comments and option descriptions), so they never drift from what
//! Discord shows.

use crate::service::{BadInput, ServiceError};
use crate::types::{Context, Data, Error};
use poise::serenity_prelude::{AutocompleteChoice, CreateAutocompleteResponse};
use std::fmt::Write;

/// The groups `/help` lists, in order, with the commands in each: what a player wants.
const GROUPS: [(&str, &[&str]); 8] = [
    (
        "Start and learn",
        &["help", "learn", "puzzle", "rules", "preferences"],
    ),
    ("Play", &["play", "games"]),
    (
        "During a game",
        &[
            "move", "board", "draw", "resign", "claim", "forecast", "piece", "shop",
        ],
    ),
    ("After a game", &["history", "export", "replay", "review"]),
    ("Community", &["leaderboard", "stats"]),
    ("Lobby across servers", &["seek", "lobby", "block"]),
    ("Tournaments", &["tournament"]),
    ("Server settings (Manage Server)", &["settings"]),
];

/// The group of the command named `name`; `None` for a command no group lists (a test keeps
/// every registered command in one).
pub(crate) fn group_of(name: &str) -> Option<&'static str> {
    GROUPS
        .iter()
        .find(|(_, names)| names.contains(&name))
        .map(|(group, _)| *group)
}

/// What the bot does, in five lines.
const ABOUT: &str = "\
I run games of five homebrew chess variants in this server: **Apocalypse**, **Heaven and \
Hell**, **Battlefield Chess**, **Oracle Chess** and **It is what it is chess**.
Challenge a friend or me (the computer) with `/play`; every rule is checked for you.
After each turn I post a picture of the board; secret moves are made privately, in a DM.
Games between people are rated per server; `/leaderboard` and `/stats` show the standings.
No opponent here? `/seek` finds one in any server of the lobby.
`/help command:<name>` tells you everything about one command.";

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
    let text = match command {
        None => overview(commands, ctx.framework().bot_id().get()),
        Some(name) => {
            let name = name.trim().trim_start_matches('/').to_ascii_lowercase();
            let command = commands
                .iter()
                .find(|c| c.name == name)
                .ok_or_else(|| ServiceError::from(BadInput::UnknownCommand(name.clone())))?;
            full_text(command)
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

/// `/help`: what the bot does, the commands by group with one line each, and where to start.
pub(crate) fn overview(commands: &[poise::Command<Data, Error>], bot: u64) -> String {
    let mut text = format!("**Chess variants: what I do**\n{ABOUT}\n");
    for (group, names) in &GROUPS {
        let _ = write!(text, "\n**{group}**\n");
        for name in *names {
            if let Some(c) = commands.iter().find(|c| c.name == *name) {
                let _ = writeln!(
                    text,
                    "`/{}` {}",
                    c.name,
                    c.description.as_deref().unwrap_or("")
                );
            }
        }
    }
    let _ = write!(text, "\n{}", crate::messages::lesson::first_steps(bot));
    text
}

/// `/help command:name`: the command's description, its long help and its options.
pub(crate) fn full_text(command: &poise::Command<Data, Error>) -> String {
    let mut text = format!(
        "**/{}** {}\n",
        command.name,
        command.description.as_deref().unwrap_or("")
    );
    if let Some(help) = command.help_text.as_deref() {
        let _ = write!(text, "\n{}\n", reflow(help));
    }
    if !command.parameters.is_empty() {
        text.push_str("\n**Options**\n");
        for p in &command.parameters {
            let choices: Vec<&str> = p.choices.iter().map(|c| &*c.name).collect();
            let _ = write!(
                text,
                "`{}`{} {}",
                p.name,
                if p.required { "" } else { " (optional)" },
                p.description.as_deref().unwrap_or("")
            );
            if !choices.is_empty() {
                let _ = write!(text, " ({})", choices.join(", "));
            }
            text.push('\n');
        }
    }
    if let Some(group) = group_of(&command.name) {
        let _ = write!(text, "\nListed under **{group}** in `/help`.");
    }
    text
}

/// A doc comment's text as Discord should show it: its source line breaks joined, its
/// paragraphs kept.
fn reflow(text: &str) -> String {
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
        let text = overview(&commands, 42);
        // Discord lets nobody pick "@me": the bot is named by its mention.
        assert!(
            !text.contains("@me") && text.contains("<@42> (me)"),
            "{text}"
        );
        for c in &commands {
            assert!(text.contains(&format!("`/{}`", c.name)), "/{}", c.name);
        }
        assert!(text.contains("/learn"));
        // One card (an embed), with room for a few more commands.
        let body = text.split_once('\n').unwrap().1;
        assert!(body.chars().count() <= 3_500, "{}", body.chars().count());
    }

    #[test]
    fn a_commands_full_text_is_its_own_description_and_options() {
        let commands = super::super::all();
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        let text = full_text(play);
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
            let text = full_text(c);
            assert!(
                text.chars().count() <= 3 * crate::messages::MAX_MESSAGE,
                "/{}",
                c.name
            );
        }
    }
}
