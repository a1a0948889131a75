//! Every command's name and description, and every option's description, in each language the
//! catalogues speak (`locales/<language>/commands.ftl`), registered with Discord as
//! `name_localizations` and `description_localizations`: a player sees the commands in their
//! client's language before typing anything. The English ones are the commands' doc comments;
//! `locales/en/commands.ftl` is a copy of them for translators, which a test keeps fresh.

use crate::types::{Data, Error};
use crate::words::{command_key, option_key, words_in, Lang};
use std::borrow::Cow;

/// Adds `command`'s (and its subcommands') translations; `parent` is the path of the command
/// it belongs to (empty for a top-level command).
pub(super) fn localize(command: &mut poise::Command<Data, Error>, parent: &str) {
    let path = path_of(parent, &command.name);
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let name = words_in(lang, &command_key(&path, "name"));
        let description = words_in(lang, &command_key(&path, "description"));
        for locale in lang.discord_locales() {
            if let Some(name) = &name {
                command
                    .name_localizations
                    .to_mut()
                    .push((Cow::Borrowed(*locale), Cow::Owned(name.clone())));
            }
            if let Some(description) = &description {
                command
                    .description_localizations
                    .to_mut()
                    .push((Cow::Borrowed(*locale), Cow::Owned(description.clone())));
            }
        }
        for p in &mut command.parameters {
            let Some(description) = words_in(lang, &option_key(&path, &p.name)) else {
                continue;
            };
            for locale in lang.discord_locales() {
                p.description_localizations
                    .to_mut()
                    .push((Cow::Borrowed(*locale), Cow::Owned(description.clone())));
            }
        }
    }
    for sub in &mut command.subcommands {
        localize(sub, &path);
    }
}

/// `play`, or `tournament create` for a subcommand.
fn path_of(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_owned()
    } else {
        format!("{parent} {name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every catalogue entry of the commands, in English (from their doc comments), in
    /// registration order: (key, text).
    fn english_entries(commands: &[poise::Command<Data, Error>]) -> Vec<(String, String)> {
        fn walk(c: &poise::Command<Data, Error>, parent: &str, out: &mut Vec<(String, String)>) {
            let path = path_of(parent, &c.name);
            out.push((command_key(&path, "name"), c.name.to_string()));
            out.push((
                command_key(&path, "description"),
                c.description.as_deref().unwrap_or("").to_owned(),
            ));
            if let Some(help) = c.help_text.as_deref() {
                out.push((command_key(&path, "help"), super::super::help::reflow(help)));
            }
            for p in &c.parameters {
                out.push((
                    option_key(&path, &p.name),
                    p.description.as_deref().unwrap_or("").to_owned(),
                ));
            }
            for sub in &c.subcommands {
                walk(sub, &path, out);
            }
        }
        let mut out = Vec::new();
        for c in commands {
            walk(c, "", &mut out);
        }
        out
    }

    /// `entries` as a Fluent file, with its heading.
    fn as_ftl(entries: &[(String, String)]) -> String {
        let mut text = String::from(
            "# The commands' names, descriptions and long help (`/help command:`), and their options'\n\
             # descriptions, in English.\n\
             # Generated from the commands' doc comments (English is their source): do not edit;\n\
             # `UPDATE_CATALOGUES=1 cargo test -p bot --lib localize` writes it again. Every other\n\
             # language translates each key; a name is 1 to 32 lowercase letters, digits, - or _,\n\
             # a description at most 100 characters.\n\n",
        );
        for (key, value) in entries {
            text.push_str(&crate::words::generated::entry(key, value));
        }
        text
    }

    #[test]
    fn the_english_commands_catalogue_is_the_commands_own_words() {
        let commands = super::super::commands();
        let fresh = as_ftl(&english_entries(&commands));
        crate::words::generated::check_english(
            "commands.ftl",
            &fresh,
            "cargo test -p bot --lib localize",
        );
    }

    #[test]
    fn every_command_speaks_every_language_within_discords_limits() {
        let commands = super::super::all();
        let name_ok = |name: &str| {
            (1..=32).contains(&name.chars().count())
                && name
                    .chars()
                    .all(|c| c == '-' || c == '_' || c.is_numeric() || c.is_lowercase())
        };
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let locale = lang.discord_locales()[0];
            let mut names = std::collections::HashSet::new();
            for c in &commands {
                let name = c.name_localizations.iter().find(|(l, _)| l == locale);
                let name = name.unwrap_or_else(|| panic!("/{} has no {locale} name", c.name));
                assert!(
                    name_ok(&name.1),
                    "{locale} name of /{}: {:?}",
                    c.name,
                    name.1
                );
                assert!(
                    names.insert(name.1.to_string()),
                    "{locale}: two commands named {}",
                    name.1
                );
                let described = c
                    .description_localizations
                    .iter()
                    .find(|(l, _)| l == locale);
                let described =
                    described.unwrap_or_else(|| panic!("/{} has no {locale} description", c.name));
                assert!(
                    (1..=100).contains(&described.1.chars().count()),
                    "{locale} description of /{} is over 100 characters",
                    c.name
                );
                let all_params = c
                    .parameters
                    .iter()
                    .chain(c.subcommands.iter().flat_map(|s| s.parameters.iter()));
                for p in all_params {
                    let d = p
                        .description_localizations
                        .iter()
                        .find(|(l, _)| l == locale);
                    let d = d.unwrap_or_else(|| {
                        panic!(
                            "/{}'s option {} has no {locale} description",
                            c.name, p.name
                        )
                    });
                    assert!(
                        (1..=100).contains(&d.1.chars().count()),
                        "{locale}: /{} {}",
                        c.name,
                        p.name
                    );
                }
                for sub in &c.subcommands {
                    let n = sub.name_localizations.iter().find(|(l, _)| l == locale);
                    let n = n
                        .unwrap_or_else(|| panic!("/{} {} has no {locale} name", c.name, sub.name));
                    assert!(
                        name_ok(&n.1),
                        "{locale}: /{} {}: {:?}",
                        c.name,
                        sub.name,
                        n.1
                    );
                }
            }
        }
    }
}
