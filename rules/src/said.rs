//! The words drawn into a picture, kept as data beside their English so a translation can word
//! them again: a panel line's "White to move" is also [`Said`] `pic-to-move` with `side` =
//! White. The rules word every picture in English (the renderer and local play draw that); the
//! bot looks each [`Said`] up in its catalogues (`locales/<lang>/pictures.ftl`, the glossary's
//! `term-<id>` for a piece's name) and draws the same view in the reader's language. A test in
//! the bot holds the English catalogue to the rules' own words for sample games of every variant.
//!
//! Notation (squares, moves, a turn's record) travels as text and is never translated.
//!
//! A [`Said`] is not serialised with its view: the bot words a view in its reader's language
//! before it stores it (an announcement in the outbox keeps the words it will show).

use crate::error::{Arg, ToArg};
use crate::view::ItemKind;
use crate::{Outcome, Side};
use serde::{Deserialize, Serialize};

/// One message of the catalogue and its arguments: `key` is the message id
/// (`pic-to-move`, or `term-hh-piece-fortress` for a rulebook name).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The catalogue's message id.
    pub key: String,
    /// Its named arguments, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, SaidArg)>,
}

/// One argument of a [`Said`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SaidArg {
    /// Text shown as it is: notation, a square, a turn's record, a player's typed words.
    Text(String),
    /// A number (the language's plural rules choose the words around it).
    Number(i64),
    /// A side, worded as the language names it.
    Side(Side),
    /// A rulebook term by its glossary id (`hh-piece-fortress`), worded from `term-<id>`.
    Term(String),
    /// Words of their own, worded by their message.
    Said(Said),
    /// A finished game's result ("White wins: checkmate").
    Outcome(Outcome),
}

impl Said {
    /// The message `key` with no arguments yet.
    pub fn new(key: &str) -> Said {
        Said {
            key: key.to_owned(),
            args: Vec::new(),
        }
    }

    /// The glossary's word for a rulebook term (a piece, a plane): message `term-<id>`.
    pub(crate) fn term(term: &impl ToArg) -> Said {
        Said::new(&format!("term-{}", term_id(term)))
    }

    /// The same message with argument `name` = `value`.
    pub fn with(mut self, name: &str, value: impl Into<SaidArg>) -> Said {
        self.args.push((name.to_owned(), value.into()));
        self
    }

    /// The same message with argument `name` = the rulebook term `term` (see [`SaidArg::Term`]).
    pub(crate) fn with_term(self, name: &str, term: &impl ToArg) -> Said {
        let id = term_id(term);
        self.with(name, SaidArg::Term(id))
    }
}

/// A term's glossary id.
pub(crate) fn term_id(term: &impl ToArg) -> String {
    match term.to_arg() {
        Arg::Term(id) => id.to_owned(),
        other => unreachable!("a term's argument is a term, not {other:?}"),
    }
}

impl From<Side> for SaidArg {
    fn from(side: Side) -> Self {
        SaidArg::Side(side)
    }
}

impl From<String> for SaidArg {
    fn from(text: String) -> Self {
        SaidArg::Text(text)
    }
}

impl From<&str> for SaidArg {
    fn from(text: &str) -> Self {
        SaidArg::Text(text.to_owned())
    }
}

impl From<Said> for SaidArg {
    fn from(said: Said) -> Self {
        SaidArg::Said(said)
    }
}

impl From<Outcome> for SaidArg {
    fn from(outcome: Outcome) -> Self {
        SaidArg::Outcome(outcome)
    }
}

macro_rules! numbers {
    ($($ty:ty),*) => {$(
        impl From<$ty> for SaidArg {
            fn from(n: $ty) -> Self {
                SaidArg::Number(n as i64)
            }
        }
    )*};
}
numbers!(i32, i64, u8, u16, u32, usize);

/// The few words of a picture's description ([`crate::BoardView::describe_in`]) that are not
/// the view's own: how a list of one side's pieces, an item on a square, a wound and the last
/// action are introduced. [`English`] is the rules' wording; the bot words them from its
/// catalogues.
pub trait Speech {
    /// "White: King e1, Rook a1" — `pieces` already joined.
    fn pieces(&self, side: Option<Side>, pieces: &str) -> String;
    /// "On the squares: fire on c4" — `items` already joined.
    fn on_squares(&self, items: &str) -> String;
    /// "coins 2 on E:b6": one item lying at `at`.
    fn item(&self, kind: ItemKind, count: Option<u32>, at: &str) -> String;
    /// "12/40 HP": a wounded piece's health.
    fn health(&self, hp: i32, max: i32) -> String;
    /// "Last: White: e2e4": the last action, when the panel does not say it.
    fn last(&self, last: &str) -> String;
}

/// The rules' own wording of a picture's description.
#[derive(Clone, Copy, Debug)]
pub struct English;

impl Speech for English {
    fn pieces(&self, side: Option<Side>, pieces: &str) -> String {
        match side {
            Some(side) => format!("{side}: {pieces}"),
            None => format!("Neutral: {pieces}"),
        }
    }

    fn on_squares(&self, items: &str) -> String {
        format!("On the squares: {items}")
    }

    fn item(&self, kind: ItemKind, count: Option<u32>, at: &str) -> String {
        let what = match (kind, count) {
            (ItemKind::Coin, Some(n)) => format!("coins {n}"),
            (ItemKind::Coin, None) => "coins".to_owned(),
            (ItemKind::Fire, _) => "fire".to_owned(),
            (ItemKind::Ice, _) => "ice".to_owned(),
            (ItemKind::ChaosOrb, _) => "chaos orb".to_owned(),
            (ItemKind::Trap, _) => "your Secret Trap".to_owned(),
        };
        format!("{what} on {at}")
    }

    fn health(&self, hp: i32, max: i32) -> String {
        format!("{hp}/{max} HP")
    }

    fn last(&self, last: &str) -> String {
        format!("Last: {last}")
    }
}

/// Words built a part at a time, each part in English and as catalogue data: a menu label's
/// "Horse · captures c · wins", joined with " · " (message `act-then` joins two parts), or
/// joined otherwise ([`Parts::joined`]).
#[derive(Clone, Debug)]
pub(crate) struct Parts {
    parts: Vec<(String, Said)>,
    /// What joins two parts in English.
    sep: &'static str,
    /// The message joining two parts (`$first`, `$then`).
    key: &'static str,
}

impl Parts {
    /// No parts yet, to be joined with " · ".
    pub(crate) fn new() -> Parts {
        Parts::joined(" · ", "act-then")
    }

    /// No parts yet, to be joined with `sep` in English and message `key` in a catalogue.
    pub(crate) fn joined(sep: &'static str, key: &'static str) -> Parts {
        Parts {
            parts: Vec::new(),
            sep,
            key,
        }
    }

    /// Adds a part: its English and its message.
    pub(crate) fn push(&mut self, text: impl Into<String>, said: Said) {
        self.parts.push((text.into(), said));
    }

    /// The English, parts joined.
    pub(crate) fn text(&self) -> String {
        let texts: Vec<&str> = self.parts.iter().map(|(t, _)| t.as_str()).collect();
        texts.join(self.sep)
    }

    /// The parts as one message (the joining message chaining them), if any.
    pub(crate) fn said(&self) -> Option<Said> {
        let mut saids = self.parts.iter().map(|(_, s)| s.clone());
        let first = saids.next()?;
        Some(saids.fold(first, |so_far, next| {
            Said::new(self.key).with("first", so_far).with("then", next)
        }))
    }
}

/// A sentence in the rules' English beside the message that words it, where the variant words
/// it so: a note of what happened during an action, a line said privately to one player, a
/// line of a combat's forecast. Stored as its English alone when it has no message, else as
/// both (a line stored before lines had messages reads back as its English).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredLine", into = "StoredLine")]
pub struct Line {
    /// The rules' English.
    pub text: String,
    /// The same as catalogue data, where the variant words it so.
    pub said: Option<Said>,
}

impl Line {
    /// A line in English and as the message `said`.
    pub fn new(text: impl Into<String>, said: Said) -> Line {
        Line {
            text: text.into(),
            said: Some(said),
        }
    }
}

/// How a [`Line`] is stored: its English alone, or its English and its message.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum StoredLine {
    Text(String),
    Said { text: String, said: Said },
}

impl From<StoredLine> for Line {
    fn from(stored: StoredLine) -> Self {
        match stored {
            StoredLine::Text(text) => Line { text, said: None },
            StoredLine::Said { text, said } => Line {
                text,
                said: Some(said),
            },
        }
    }
}

impl From<Line> for StoredLine {
    fn from(line: Line) -> Self {
        match line.said {
            None => StoredLine::Text(line.text),
            Some(said) => StoredLine::Said {
                text: line.text,
                said,
            },
        }
    }
}

impl From<String> for Line {
    fn from(text: String) -> Self {
        Line { text, said: None }
    }
}

impl From<&str> for Line {
    fn from(text: &str) -> Self {
        Line::from(text.to_owned())
    }
}

impl From<Line> for String {
    fn from(line: Line) -> Self {
        line.text
    }
}

impl std::ops::Deref for Line {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}
