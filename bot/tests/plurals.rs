//! Every count that meets a noun in the bot's words goes through `text::plural` ("1 round",
//! "2 rounds"), never a bare "{n} rounds" that reads "1 rounds". This test reads every string
//! template in `bot/src` and fails on a number placeholder followed by a plural noun, except
//! the few listed below with why their number is never 1 or is not a count.

use std::path::Path;

/// Nouns a count is written with.
const NOUNS: [&str; 20] = [
    "points",
    "rounds",
    "mistakes",
    "blunders",
    "games",
    "wins",
    "losses",
    "actions",
    "moves",
    "players",
    "byes",
    "turns",
    "plies",
    "puzzles",
    "lessons",
    "frames",
    "positions",
    "entrants",
    "messages",
    "seconds",
];

/// Templates whose placeholder is not a count (a variant's title, a piece's name), or a count
/// that is never 1, each with its reason.
const ALLOWED: [(&str, &str); 9] = [
    (
        "{} puzzles\", variant.title()",
        "the plural form given to plural(), {} a title",
    ),
    ("{side} wins", "a side wins: a verb"),
    ("{winner} wins", "a side wins: a verb"),
    ("among the {} puzzles", "{} is a variant's title"),
    ("There are no {} puzzles", "{} is a variant's title"),
    ("No rated {} games", "{} is a variant's title"),
    ("is for {} games", "{} is a variant's title"),
    ("How the {name} moves", "{name} is a piece, moves is a verb"),
    (
        "{n} actions",
        "a test's assertion message, not a player's word",
    ),
];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether `line` has a placeholder (`{}`, `{n}`, `{count:>3}`) right before ` <noun>`.
fn bare_count(line: &str) -> Option<String> {
    for noun in NOUNS {
        let mut rest = line;
        while let Some(at) = rest.find(&format!("}} {noun}")) {
            let before = &rest[..at];
            if let Some(open) = before.rfind('{') {
                let inside = &before[open + 1..];
                if inside
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_.:>< ".contains(c))
                {
                    let end = at + 2 + noun.len();
                    let word_ends = rest[end..]
                        .chars()
                        .next()
                        .is_none_or(|c| !c.is_ascii_alphanumeric());
                    if word_ends {
                        return Some(rest[open..end].to_owned());
                    }
                }
            }
            rest = &rest[at + 1..];
        }
    }
    None
}

#[test]
fn every_count_meets_its_noun_through_plural() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            if let Some(hit) = bare_count(line) {
                if !ALLOWED.iter().any(|(t, _)| line.contains(t)) {
                    found.push(format!("{}:{}: {hit}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "counts written without text::plural:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_a_bare_count() {
    assert_eq!(
        bare_count(r#"format!("after {} rounds", n)"#).as_deref(),
        Some("{} rounds")
    );
    assert_eq!(
        bare_count(r#"format!("{n} points.")"#).as_deref(),
        Some("{n} points")
    );
    assert_eq!(bare_count(r#"format!("{} pointsx")"#), None);
    assert_eq!(bare_count(r#"plural(n, "round", "rounds")"#), None);
}
