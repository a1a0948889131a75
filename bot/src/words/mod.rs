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

mod pictures;
mod reasons;

use fluent_templates::{LanguageIdentifier, Loader};
pub use pictures::{
    board_lines_text, line_text, lines_text, said_text, said_words, translate_choices,
    translate_legend, translate_view,
};
pub use reasons::{ending_words, rule_error};
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

/// A language the bot speaks. (Stored with an announcement in the outbox, so a message sent
/// after a restart still speaks its reader's language.)
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
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

    /// The language of a POSIX locale (`LANG`: `pt_BR.UTF-8`, `de_DE`, `fr`, …), for local
    /// play; English for any other.
    pub fn from_posix(locale: &str) -> Lang {
        let tag = locale.split(['.', '@']).next().unwrap_or("");
        let mut parts = tag.split(['_', '-']);
        match (parts.next().unwrap_or(""), parts.next()) {
            ("es", _) => Lang::Es,
            ("pt", Some("BR")) | ("pt", None) => Lang::PtBr,
            ("de", _) => Lang::De,
            ("fr", _) => Lang::Fr,
            _ => Lang::En,
        }
    }

    /// The language `--lang` names (a `locales/` folder: `en`, `es`, `pt-BR`, `de`, `fr`), or
    /// an error that lists them.
    pub fn parse_tag(text: &str) -> Result<Lang, String> {
        Lang::ALL
            .into_iter()
            .find(|l| l.tag().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| {
                let tags: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
                format!(
                    "unknown language `{text}`; choose one of: {}",
                    tags.join(", ")
                )
            })
    }

    /// The language of local play when `--lang` is not given: the environment's `LANG`.
    pub fn from_environment() -> Lang {
        std::env::var("LANG").map_or(Lang::En, |l| Lang::from_posix(&l))
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

impl std::fmt::Display for Lang {
    /// The language's tag (`pt-BR`), as `--lang` takes it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

/// Message `key` in `lang` (English where `lang` lacks it, which the catalogue tests forbid;
/// the key itself if English lacks it too, so a mistake shows instead of vanishing).
pub fn words(lang: Lang, key: &str) -> String {
    pseudo_if_asked(LOCALES.lookup(lang.id(), key))
}

/// Message `key` in `lang`, with its variables (`{ $name }`): numbers as numbers, so Fluent's
/// plural rules of the language pick the form.
pub fn words_with(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let args: HashMap<Cow<'static, str>, fluent_templates::fluent_bundle::FluentValue> = args
        .iter()
        .map(|(name, value)| (Cow::Owned((*name).to_owned()), value.fluent()))
        .collect();
    pseudo_if_asked(LOCALES.lookup_with_args(lang.id(), key, &args))
}

/// The variable that turns on the pseudo-locale (for tests: `BOT_PSEUDO_LOCALE=1`).
pub const PSEUDO_LOCALE_ENV: &str = "BOT_PSEUDO_LOCALE";

/// `text` in the pseudo-locale when the process runs in it: a test run in it shows every text
/// that did not come from a catalogue, since only catalogue words wear its brackets.
fn pseudo_if_asked(text: String) -> String {
    if pseudo_on() {
        pseudo(&text)
    } else {
        text
    }
}

/// Whether the process runs in the pseudo-locale (see [`PSEUDO_LOCALE_ENV`]).
fn pseudo_on() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os(PSEUDO_LOCALE_ENV).is_some())
}

/// The pseudo-locale of `text`: each line in brackets `⟦…⟧`, its letters accented and padded
/// to about 40% longer (as a long translation would be), notation in backticks and Discord's
/// `<…>` mentions and timestamps left alone so the bot still reads its own words.
pub fn pseudo(text: &str) -> String {
    fn accent(c: char) -> char {
        match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ö',
            'u' => 'ü',
            'c' => 'ç',
            'n' => 'ñ',
            'A' => 'Å',
            'E' => 'É',
            'O' => 'Ö',
            'U' => 'Ü',
            other => other,
        }
    }
    text.split('\n')
        .map(|line| {
            if line.trim().is_empty() {
                return line.to_owned();
            }
            let mut out = String::from("⟦");
            let (mut code, mut tag) = (false, false);
            for c in line.chars() {
                match c {
                    '`' => code = !code,
                    '<' if !code => tag = true,
                    '>' if tag => tag = false,
                    _ => {}
                }
                out.push(if code || tag { c } else { accent(c) });
            }
            let letters = line.chars().filter(|c| c.is_alphabetic()).count();
            out.extend(std::iter::repeat_n('~', letters * 2 / 5));
            out.push('⟧');
            out
        })
        .collect::<Vec<_>>()
        .join("\n")
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

/// One of a lesson's texts. The `learn` crate's course data keeps the English beside the
/// positions and answers (once, for every language); each language's `lessons.ftl` holds the
/// words by course and lesson id (English's is generated from the course data by a test).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonPart {
    /// The heading.
    Title,
    /// The explanation.
    Text,
    /// The task, one sentence.
    Task,
    /// Why the answer is right, shown once solved.
    Why,
    /// The hint after a wrong answer.
    Hint,
}

impl LessonPart {
    /// Every part, in the order a lesson shows them.
    pub const ALL: [LessonPart; 5] = [
        LessonPart::Title,
        LessonPart::Text,
        LessonPart::Task,
        LessonPart::Why,
        LessonPart::Hint,
    ];

    fn name(self) -> &'static str {
        match self {
            LessonPart::Title => "title",
            LessonPart::Text => "text",
            LessonPart::Task => "task",
            LessonPart::Why => "why",
            LessonPart::Hint => "hint",
        }
    }

    /// The catalogue key of this part of lesson `lesson` of `variant`'s course:
    /// `lesson-apocalypse-same-time-task`.
    pub fn key(self, variant: rules::VariantId, lesson: &str) -> String {
        format!("lesson-{}-{lesson}-{}", variant.id(), self.name())
    }
}

/// Part `part` of lesson `lesson` of `variant`'s course, in `lang`.
pub fn lesson_words(
    lang: Lang,
    variant: rules::VariantId,
    lesson: &str,
    part: LessonPart,
) -> String {
    words(lang, &part.key(variant, lesson))
}

/// `variant`'s name in `lang` (the glossary's term): "Heaven and Hell", "Cielo e Infierno".
pub fn variant_name(lang: Lang, variant: rules::VariantId) -> String {
    words(lang, &format!("variant-{}", variant.id()))
}

/// The computer's `level` in `lang`: "easy", "fácil".
pub fn level_name(lang: Lang, level: ai::Level) -> String {
    words(lang, &format!("level-{}", level.name()))
}

/// A side's name in `lang` ("White", "Weiß").
pub fn side_words(lang: Lang, side: rules::Side) -> String {
    words(
        lang,
        match side {
            rules::Side::White => "side-white",
            rules::Side::Black => "side-black",
        },
    )
}

/// The key of `variant`'s `/rules` text: `rules-heaven-and-hell`. English's is generated from
/// the variant's own summary (`rules/src/<variant>/help.md`, which stays beside its rules).
pub fn rules_key(variant: rules::VariantId) -> String {
    format!("rules-{}", variant.id())
}

/// Writing the catalogues generated from a source (the commands' doc comments, the courses):
/// each is checked against its source by a test, and written again with `UPDATE_CATALOGUES=1`.
#[cfg(test)]
pub(crate) mod generated {
    /// `locales/` from the bot crate.
    pub fn locales() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales")
    }

    /// One Fluent entry `key = text`: a text of several lines as an indented block; braces
    /// (Fluent's placeables) and a line's leading `[`, `*` or `.` (Fluent's syntax there) as
    /// string literals, so the entry renders as exactly `text`.
    pub fn entry(key: &str, text: &str) -> String {
        let text = text.trim();
        if !text.contains('\n') {
            return format!("{key} = {}\n", escape(text, false));
        }
        let mut out = format!("{key} =\n");
        for line in text.lines() {
            if line.trim().is_empty() {
                out.push('\n');
            } else {
                out.push_str(&format!("    {}\n", escape(line, true)));
            }
        }
        out
    }

    fn escape(line: &str, block: bool) -> String {
        let mut out = String::with_capacity(line.len());
        for (i, c) in line.chars().enumerate() {
            let special =
                matches!(c, '{' | '}') || (block && i == 0 && matches!(c, '[' | '*' | '.'));
            if special {
                out.push_str(&format!("{{\"{c}\"}}"));
            } else {
                out.push(c);
            }
        }
        out
    }

    /// Checks that `locales/en/<file>` is `fresh` (writing it first under `UPDATE_CATALOGUES`);
    /// `how` names the test that writes it.
    pub fn check_english(file: &str, fresh: &str, how: &str) {
        let path = locales().join("en").join(file);
        if std::env::var_os("UPDATE_CATALOGUES").is_some() {
            std::fs::write(&path, fresh).unwrap();
        }
        let stored = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            stored == fresh,
            "locales/en/{file} is stale: run `UPDATE_CATALOGUES=1 {how}` and translate what \
             changed in every language"
        );
    }
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
                let mut vars = BTreeSet::new();
                match entry {
                    ast::Entry::Message(m) => {
                        if let Some(value) = &m.value {
                            variables(value, &mut vars);
                        }
                        keys.insert(m.id.name.to_owned(), vars);
                    }
                    // The glossary's terms, named as a message refers to them.
                    ast::Entry::Term(t) => {
                        variables(&t.value, &mut vars);
                        keys.insert(format!("-{}", t.id.name), vars);
                    }
                    _ => {}
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

    /// The English words of every lesson, as `lessons.ftl`.
    fn lessons_ftl() -> String {
        let mut out = String::from(
            "# The lessons of `/learn`, in English. Generated from the course data\n\
             # (learn/courses/<variant>.toml, which keeps each lesson's position and answers once): do\n\
             # not edit; `UPDATE_CATALOGUES=1 cargo test -p bot --lib words` writes it again. Every\n\
             # other language translates each key; notation (squares, moves) stays as it is.\n",
        );
        for variant in rules::VariantId::ALL {
            out.push_str(&format!("\n## {}\n\n", variant.title()));
            for lesson in &learn::course(variant).lessons {
                for part in LessonPart::ALL {
                    out.push_str(&generated::entry(
                        &part.key(variant, &lesson.id),
                        english_part(lesson, part),
                    ));
                }
            }
        }
        out
    }

    fn english_part(lesson: &learn::Lesson, part: LessonPart) -> &str {
        match part {
            LessonPart::Title => &lesson.title,
            LessonPart::Text => &lesson.text,
            LessonPart::Task => &lesson.task,
            LessonPart::Why => &lesson.why,
            LessonPart::Hint => &lesson.hint,
        }
    }

    #[test]
    fn the_english_lessons_catalogue_is_the_course_data() {
        generated::check_english(
            "lessons.ftl",
            &lessons_ftl(),
            "cargo test -p bot --lib words",
        );
        // And it reads back as exactly the course's words.
        for variant in rules::VariantId::ALL {
            for lesson in &learn::course(variant).lessons {
                for part in LessonPart::ALL {
                    assert_eq!(
                        lesson_words(Lang::En, variant, &lesson.id, part),
                        english_part(lesson, part).trim(),
                        "{variant} {} {part:?}",
                        lesson.id
                    );
                }
            }
        }
    }

    /// Each variant's rules summary, as `rules.ftl`.
    fn rules_ftl() -> String {
        let mut out = String::from(
            "# How each variant is played (`/rules`), in English. Generated from each variant's\n\
             # summary (rules/src/<variant>/help.md): do not edit; `UPDATE_CATALOGUES=1 cargo test\n\
             # -p bot --lib words` writes it again. Every other language translates each text,\n\
             # keeping its Markdown, notation and command names.\n\n",
        );
        for variant in rules::VariantId::ALL {
            out.push_str(&generated::entry(&rules_key(variant), variant.help()));
            out.push('\n');
        }
        out
    }

    #[test]
    fn the_english_rules_catalogue_is_the_variants_own_summaries() {
        generated::check_english("rules.ftl", &rules_ftl(), "cargo test -p bot --lib words");
        for variant in rules::VariantId::ALL {
            assert_eq!(
                words(Lang::En, &rules_key(variant)),
                variant.help().trim(),
                "{variant}"
            );
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
                // A term renders only inside a message.
                for (key, vars) in keys.iter().filter(|(k, _)| !k.starts_with('-')) {
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
                        // One Discord message, except a variant's rules, which `/rules` splits
                        // at line breaks into messages (each line fits one).
                        let split = rules::VariantId::ALL.iter().any(|v| rules_key(*v) == *key);
                        let fits = if split {
                            text.lines().all(|l| l.chars().count() <= 2_000)
                        } else {
                            text.chars().count() <= 2_000
                        };
                        assert!(fits, "{}: `{key}` is over Discord's 2,000", lang.tag());
                    }
                }
            }
        }
    }

    #[test]
    fn the_pseudo_locale_brackets_each_line_and_spares_notation_and_mentions() {
        let p = pseudo("Your move `e2e4` is in, <@12>.\n\nNext one");
        assert_eq!(p.lines().count(), 3);
        assert!(p.starts_with("⟦Yöür mövé `e2e4` ís íñ, <@12>.~"), "{p}");
        assert!(p
            .lines()
            .all(|l| l.is_empty() || (l.starts_with('⟦') && l.ends_with('⟧'))));
        // About 40% longer.
        assert!(p.chars().count() > "Your move `e2e4` is in, <@12>.\n\nNext one".len() * 6 / 5);
    }

    #[test]
    fn posix_locales_and_tags_read_as_their_language() {
        assert_eq!(Lang::from_posix("pt_BR.UTF-8"), Lang::PtBr);
        assert_eq!(Lang::from_posix("de_AT.UTF-8@euro"), Lang::De);
        assert_eq!(Lang::from_posix("es_MX"), Lang::Es);
        assert_eq!(Lang::from_posix("fr_CA.UTF-8"), Lang::Fr);
        assert_eq!(Lang::from_posix("C.UTF-8"), Lang::En);
        assert_eq!(Lang::from_posix("pt_PT.UTF-8"), Lang::En);
        assert_eq!(Lang::parse_tag("pt-br"), Ok(Lang::PtBr));
        assert!(Lang::parse_tag("ja").unwrap_err().contains("pt-BR"));
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
