//! The rules' refusals in the reader's language. A [`RuleError`]'s reason is data: a stable key
//! and named arguments (see `rules::error`). Each key has a message `rule-<key>` in
//! `locales/<lang>/refusals*.ftl` and `positions.ftl`, worded from these arguments:
//!
//! - notation, typed text and squares as they are; numbers as numbers (plural rules);
//! - a side as the language's word for it (`side-white`);
//! - a rulebook term (a piece, a skill, a plane) as the language's word for it (`term-<id>`),
//!   and its glossary id as `$<name>-id`, for a message that words a sentence by which term it
//!   is (Fluent selects on identifiers, never on translated words);
//! - a nested reason worded by its own message, its key as `$<name>-key`, and each of its
//!   terms' ids as `$<name>-<field>` (`$piece-kind` = `hh-piece-fortress`);
//! - a list worded item by item, joined with ", " (past [`LIST_SHOWN`] items, "and N more"),
//!   or `none` when empty; a yes-or-no fact as `yes` / `no`; an absent value as `none`.
//!
//! The English catalogue words every reason as the rules' own `Display` does; a test holds the
//! two together for a sample of every reason.

use super::{pseudo_if_asked, Lang, LOCALES};
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::Loader;
use rules::error::Arg;
use rules::{RuleError, Side};
use std::borrow::Cow;
use std::collections::HashMap;

/// How many items of a list are worded before "and N more".
pub const LIST_SHOWN: usize = 20;

/// The arguments of one message, as Fluent takes them.
type Values = HashMap<Cow<'static, str>, FluentValue<'static>>;

/// `error`'s reason in `lang`: the words a refusal shows the player.
///
/// ```
/// use bot::words::{rule_error, Lang};
/// use rules::{AnyGame, Side, VariantId};
///
/// let mut game = AnyGame::new(VariantId::Oracle, 1).unwrap();
/// let refused = game.play_text(Side::White, "d4d5").unwrap_err();
/// // English is the rules' own words; another language words the same reason.
/// assert_eq!(rule_error(Lang::En, &refused), refused.to_string());
/// assert_eq!(rule_error(Lang::De, &refused), "Auf d4 steht kein Körper.");
/// ```
pub fn rule_error(lang: Lang, error: &RuleError) -> String {
    pseudo_if_asked(reason(lang, error.key(), &error.args()))
}

/// Why a game ended, in `lang`: the words after "White wins:" (no pseudo-locale: always part
/// of a sentence of its own).
pub fn ending_words(lang: Lang, ending: &rules::Ending) -> String {
    reason(lang, ending.key(), &ending.args())
}

/// The message of reason `key` with its arguments (no pseudo-locale: a nested reason is part
/// of its parent's sentence).
fn reason(lang: Lang, key: &str, args: &[(&'static str, Arg)]) -> String {
    let mut values = Values::new();
    for (name, arg) in args {
        values.insert(Cow::Borrowed(*name), value(lang, arg));
        selectors(name, arg, &mut values);
    }
    LOCALES.lookup_with_args(lang.id(), &format!("rule-{key}"), &values)
}

/// The ids a message may select on: `$<name>-id` for a term, `$<name>-<field>` for each term
/// of a nested reason.
fn selectors(name: &str, arg: &Arg, values: &mut Values) {
    match arg {
        Arg::Term(id) => {
            values.insert(Cow::Owned(format!("{name}-id")), (*id).into());
        }
        Arg::Phrase(phrase) => {
            values.insert(Cow::Owned(format!("{name}-key")), phrase.key.into());
            for (field, inner) in &phrase.args {
                if let Arg::Term(id) = inner {
                    values.insert(Cow::Owned(format!("{name}-{field}")), (*id).into());
                }
            }
        }
        _ => {}
    }
}

/// One argument as the message's variable.
fn value(lang: Lang, arg: &Arg) -> FluentValue<'static> {
    match arg {
        Arg::Number(n) => (*n).into(),
        other => plain(lang, other).into(),
    }
}

/// One argument in words (a list's item, say), without the pseudo-locale.
fn plain(lang: Lang, arg: &Arg) -> String {
    match arg {
        Arg::Text(text) | Arg::Square(text) => text.clone(),
        Arg::Number(n) => n.to_string(),
        Arg::Side(side) => LOCALES.lookup(lang.id(), side_key(*side)),
        Arg::Term(id) => LOCALES.lookup(lang.id(), &format!("term-{id}")),
        Arg::List(items) if items.is_empty() => "none".to_owned(),
        Arg::List(items) => list(lang, items),
        Arg::Flag(true) => "yes".to_owned(),
        Arg::Flag(false) => "no".to_owned(),
        Arg::Nothing => "none".to_owned(),
        Arg::Phrase(phrase) => reason(lang, phrase.key, &phrase.args),
    }
}

/// The items joined with ", ", the first [`LIST_SHOWN`] and then how many more.
fn list(lang: Lang, items: &[Arg]) -> String {
    let shown: Vec<String> = items
        .iter()
        .take(LIST_SHOWN)
        .map(|item| plain(lang, item))
        .collect();
    let shown = shown.join(", ");
    if items.len() <= LIST_SHOWN {
        return shown;
    }
    let values: Values = [
        (Cow::Borrowed("items"), shown.into()),
        (
            Cow::Borrowed("more"),
            ((items.len() - LIST_SHOWN) as i64).into(),
        ),
    ]
    .into_iter()
    .collect();
    LOCALES.lookup_with_args(lang.id(), "rule-list-more", &values)
}

/// The catalogue key of a side's name.
pub(super) fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "side-white",
        Side::Black => "side-black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English catalogue words every reason exactly as the rules' `Display` does, for a
    /// sample of each (so a translator's source is the rules' own English).
    #[test]
    fn english_catalogue_words_every_reason_as_the_rules_do() {
        let mut wrong = Vec::new();
        let endings = rules::Ending::examples()
            .into_iter()
            .map(|e| (e.key(), e.args(), e.to_string()));
        let errors = RuleError::samples()
            .into_iter()
            .map(|e| (e.key(), e.args(), e.to_string()));
        for (key, args, english) in errors.chain(endings) {
            let ours = reason(Lang::En, key, &args);
            if ours != english {
                wrong.push(format!(
                    "{key}:\n  rules:     {english}\n  catalogue: {ours}"
                ));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    /// Every language words every reason with every variable filled (a variable a translation
    /// names but the rules do not give shows as `{$name}`). That every language has every
    /// message is the catalogue tests' parity check.
    #[test]
    fn every_language_words_every_reason() {
        for lang in Lang::ALL {
            let endings = rules::Ending::examples()
                .into_iter()
                .map(|e| (e.key(), e.args()));
            let errors = RuleError::samples()
                .into_iter()
                .map(|e| (e.key(), e.args()));
            for (key, args) in errors.chain(endings) {
                let text = reason(lang, key, &args);
                let key = format!("rule-{key}");
                assert!(
                    !text.is_empty() && text != key && !text.contains('{'),
                    "{lang}: {key} is not worded: {text:?}"
                );
            }
        }
    }
}
