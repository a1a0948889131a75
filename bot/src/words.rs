//! The bot's words in each language it speaks: the Fluent catalogues of `locales/<language>/`,
//! embedded at compile time, and which language a reader gets.
//!
//! English is the source. A command's English name and description are its own doc comment
//! (so rustdoc, `/help` and Discord agree), copied into `locales/en/commands.ftl` by a test that
//! says when the copy is stale; every other language translates both catalogues, key for key
//! (`tests/catalogues.rs` checks that nothing is missing, extra, or over Discord's limits).
//! `docs/translating.md` says how to add a language.
//!
//! ```
//! use bot::words::{words, Lang};
//! assert_eq!(Lang::from_discord("pt-BR"), Lang::PtBr);
//! assert_eq!(Lang::from_discord("es-419"), Lang::Es);
//! assert_eq!(Lang::from_discord("ja"), Lang::En);
//! assert!(words(Lang::De, "help-title").contains("Schach"));
//! ```

use fluent_templates::{LanguageIdentifier, Loader};
use std::borrow::Cow;
use std::collections::HashMap;

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "../locales",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: Discord would show them as stray
        // characters in names and numbers.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, the source (and what any other Discord locale gets).
    #[default]
    En,
    /// Spanish (Spain and Latin America).
    Es,
    /// Brazilian Portuguese.
    PtBr,
    /// German.
    De,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::PtBr, Lang::De, Lang::Fr];

    /// The language of a Discord locale (`locale` or `guild_locale` of an interaction:
    /// `es-ES`, `es-419`, `pt-BR`, `de`, `fr`, …); English for any other.
    pub fn from_discord(locale: &str) -> Lang {
        match locale {
            "es-ES" | "es-419" => Lang::Es,
            "pt-BR" => Lang::PtBr,
            "de" => Lang::De,
            "fr" => Lang::Fr,
            _ => Lang::En,
        }
    }

    /// The Discord locales this language is registered under (a command's
    /// `name_localizations` and `description_localizations`); none for English, Discord's
    /// default.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Es => &["es-ES", "es-419"],
            Lang::PtBr => &["pt-BR"],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
        }
    }

    /// The catalogue's folder under `locales/` (a BCP 47 language tag).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::PtBr => "pt-BR",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, as a player picks it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::PtBr => "Português do Brasil",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// The language's identifier, parsed once.
    fn id(self) -> &'static LanguageIdentifier {
        static IDS: std::sync::OnceLock<[LanguageIdentifier; 5]> = std::sync::OnceLock::new();
        let ids = IDS.get_or_init(|| Lang::ALL.map(|l| l.tag().parse().expect("valid tags")));
        &ids[Lang::ALL
            .iter()
            .position(|l| *l == self)
            .expect("every language is in ALL")]
    }
}

/// Message `key` in `lang` (English where `lang` lacks it, which the catalogue tests forbid;
/// the key itself if English lacks it too, so a mistake shows instead of vanishing).
pub fn words(lang: Lang, key: &str) -> String {
    LOCALES.lookup(lang.id(), key)
}

/// Message `key` in `lang`, with its variables (`{ $name }`): numbers as numbers, so Fluent's
/// plural rules of the language pick the form.
pub fn words_with(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let args: HashMap<Cow<'static, str>, fluent_templates::fluent_bundle::FluentValue> = args
        .iter()
        .map(|(name, value)| (Cow::Owned((*name).to_owned()), value.fluent()))
        .collect();
    LOCALES.lookup_with_args(lang.id(), key, &args)
}

/// Message `key` in `lang` only: `None` if that catalogue lacks it (no fallback).
pub fn words_in(lang: Lang, key: &str) -> Option<String> {
    LOCALES.lookup_no_default_fallback::<&str>(lang.id(), key, None)
}

/// A variable of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text, shown as given.
    Text(String),
    /// A count (Fluent's plural rules read it).
    Number(i64),
}

impl Arg {
    fn fluent(&self) -> fluent_templates::fluent_bundle::FluentValue<'static> {
        match self {
            Arg::Text(text) => text.clone().into(),
            Arg::Number(n) => (*n).into(),
        }
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

/// The catalogue key of a command's (or subcommand's) `part` (`name` or `description`):
/// `cmd-tournament-create-description`. Options: `cmd-play-opt-variant`.
pub fn command_key(path: &str, part: &str) -> String {
    format!("cmd-{}-{part}", path.replace(' ', "-"))
}

/// The catalogue key of option `option`'s description of command `path`.
pub fn option_key(path: &str, option: &str) -> String {
    format!("cmd-{}-opt-{option}", path.replace(' ', "-"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast;
    use std::collections::{BTreeMap, BTreeSet};

    /// `locales/` from the bot crate.
    fn locales() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales")
    }

    /// Each catalogue file of `lang`: file name → (key → the variables its message uses).
    fn catalogue(lang: Lang) -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
        let dir = locales().join(lang.tag());
        let mut files = BTreeMap::new();
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{dir:?}: {e}")) {
            let path = entry.unwrap().path();
            if path.extension().and_then(|e| e.to_str()) != Some("ftl") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let resource = fluent_syntax::parser::parse(text.as_str())
                .unwrap_or_else(|(_, errors)| panic!("{path:?} does not parse: {errors:?}"));
            let mut keys = BTreeMap::new();
            for entry in resource.body {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(value) = &m.value {
                        variables(value, &mut vars);
                    }
                    keys.insert(m.id.name.to_owned(), vars);
                }
            }
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            files.insert(name, keys);
        }
        files
    }

    /// The `$variables` a pattern uses (in selectors and variants too).
    fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, out);
            }
        }
    }

    fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_variables(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
            ast::Expression::Inline(inline) => inline_variables(inline, out),
        }
    }

    fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => {
                expression_variables(expression, out)
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_variables(a, out);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn every_language_has_every_english_key_and_no_other() {
        let english = catalogue(Lang::En);
        assert!(!english.is_empty());
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let other = catalogue(lang);
            assert_eq!(
                english.keys().collect::<Vec<_>>(),
                other.keys().collect::<Vec<_>>(),
                "{}: the same files as English",
                lang.tag()
            );
            for (file, keys) in &english {
                let theirs = &other[file];
                let missing: Vec<&String> =
                    keys.keys().filter(|k| !theirs.contains_key(*k)).collect();
                let extra: Vec<&String> =
                    theirs.keys().filter(|k| !keys.contains_key(*k)).collect();
                assert!(
                    missing.is_empty() && extra.is_empty(),
                    "{}/{file}: missing {missing:?}, extra {extra:?}",
                    lang.tag()
                );
                for (key, vars) in keys {
                    assert_eq!(
                        vars,
                        &theirs[key],
                        "{}/{file}: `{key}` must use the variables English uses",
                        lang.tag()
                    );
                }
            }
        }
    }

    #[test]
    fn every_message_renders_in_every_language_for_sample_counts() {
        for lang in Lang::ALL {
            for keys in catalogue(lang).values() {
                for (key, vars) in keys {
                    for count in [0, 1, 2, 5, 21] {
                        let args: Vec<(&str, Arg)> = vars
                            .iter()
                            .map(|v| (v.as_str(), Arg::Number(count)))
                            .collect();
                        let text = words_with(lang, key, &args);
                        assert!(
                            !text.is_empty() && text != *key && !text.contains("{$"),
                            "{}: `{key}` renders as {text:?}",
                            lang.tag()
                        );
                        assert!(text.chars().count() <= 2_000, "{}: `{key}`", lang.tag());
                    }
                }
            }
        }
    }

    #[test]
    fn each_discord_locale_reads_its_own_language() {
        for lang in Lang::ALL {
            for locale in lang.discord_locales() {
                assert_eq!(Lang::from_discord(locale), lang);
            }
        }
        assert_eq!(Lang::from_discord("en-US"), Lang::En);
        assert_eq!(Lang::from_discord("en-GB"), Lang::En);
        assert_ne!(words(Lang::Fr, "help-title"), words(Lang::En, "help-title"));
    }
}
