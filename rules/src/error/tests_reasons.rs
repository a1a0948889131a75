//! Every reason has a unique key, English words, and arguments that cover what the words show.

use super::reasons::MARKS;
use super::{Arg, PositionError, RuleError};
use std::collections::BTreeMap;

/// What the English shows of `arg`, leaf by leaf (a phrase's own arguments included), each with
/// whether it must be shown as it is: text and squares must; a number or a side may instead
/// choose the words ("one target", "two targets"). Terms, flags and absent values show as words
/// of the sentence, not as values.
fn leaves(arg: &Arg, out: &mut Vec<(String, bool)>) {
    match arg {
        Arg::Text(s) | Arg::Square(s) => out.push((s.clone(), true)),
        Arg::Number(n) => out.push((n.to_string(), false)),
        Arg::Side(s) => out.push((s.name().to_owned(), false)),
        Arg::List(items) => items.iter().for_each(|a| leaves(a, out)),
        Arg::Phrase(p) => p.args.iter().for_each(|(_, a)| leaves(a, out)),
        Arg::Term(_) | Arg::Flag(_) | Arg::Nothing => {}
    }
}

#[test]
fn every_reason_has_a_unique_kebab_key_and_words() {
    let mut seen = BTreeMap::new();
    for e in RuleError::samples() {
        let key = e.key();
        assert!(
            !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{key:?} is not kebab-case"
        );
        if let Some(other) = seen.insert(key, format!("{e:?}")) {
            panic!("{key} names two reasons: {other} and {e:?}");
        }
        assert!(!e.to_string().trim().is_empty(), "{key} has no words");
    }
    assert!(seen.len() > 100, "only {} reasons sampled", seen.len());
}

/// A tiny template engine: the English of a sample with every argument's value replaced by
/// `{name}`. What remains must hold none of the sample's marker values (so the words show no
/// field that `args()` leaves out), and every value must have been found (so `args()` holds
/// nothing the words do not show).
#[test]
fn the_arguments_cover_what_the_words_show() {
    for e in RuleError::samples() {
        let words = e.to_string();
        let mut template = words.clone();
        let mut values: Vec<(String, bool, &'static str)> = Vec::new();
        for (name, arg) in e.args() {
            let mut out = Vec::new();
            leaves(&arg, &mut out);
            values.extend(out.into_iter().map(|(v, shown)| (v, shown, name)));
        }
        // Longest first, so a value inside another is not cut out of it.
        values.sort_by_key(|(v, _, _)| std::cmp::Reverse(v.len()));
        for (value, shown, name) in &values {
            if value.is_empty() {
                continue;
            }
            assert!(
                !shown || template.contains(value.as_str()) || words.contains(value.as_str()),
                "{}: argument `{name}` = {value:?} is not in the words {words:?}",
                e.key()
            );
            template = template.replace(value.as_str(), &format!("{{{name}}}"));
        }
        for mark in MARKS {
            assert!(
                !template.contains(mark),
                "{}: the words show a field that is not an argument: {template:?}",
                e.key()
            );
        }
    }
}

#[test]
fn a_reason_as_an_argument_keeps_its_key() {
    for r in PositionError::samples() {
        let e = RuleError::bad_position(r.clone());
        assert_eq!(e.key(), r.key());
        assert_eq!(e.args(), r.args());
        assert_eq!(e.to_string(), r.to_string());
    }
}

/// Every play returns a `RuleError` on the error path, and callers wrap it in their own errors:
/// the reasons are boxed so it stays small (clippy's `result_large_err` warns from 128 bytes).
#[test]
fn a_rule_error_stays_small() {
    let size = std::mem::size_of::<RuleError>();
    assert!(size <= 64, "RuleError is {size} bytes");
}
