//! The action type and its notation (rulings §4): canonical strings, tolerant parsing, labels.

use super::board::Sq;
use super::board::{plane_letter, psq_name, sq_name};
use super::engine::Decision;
use super::pieces::{Kind, Upgrade};
use super::shop::Entry;
use super::HeavenAndHell;
use crate::error::{HeavenHellPosition, HeavenHellUnreadable, Plane};
use crate::view::Said;
use crate::{RuleError, Side};
use serde::{Deserialize, Serialize};

/// One action or decision answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// A pattern move (also a Checker jump, en passant, a double step).
    Move {
        /// Plane.
        plane: u8,
        /// The piece's anchor.
        from: Sq,
        /// Its anchor afterwards.
        to: Sq,
        /// Whether an enemy stands on the destination (notation `x`).
        capture: bool,
        /// Promotion choice given with the move (`=Q`).
        promo: Option<Kind>,
        /// A Checker Knight's second jump given with the move (`E:d4-d6-d8`).
        chain: Option<Sq>,
    },
    /// A shot (Mounted Archer, Fortress): capture on `target` without moving.
    Shot {
        /// Plane.
        plane: u8,
        /// The shooter's anchor.
        from: Sq,
        /// The target block's anchor.
        target: Sq,
    },
    /// Castling on Earth.
    Castle {
        /// Queen-side.
        long: bool,
    },
    /// A piece's ability.
    Ability {
        /// Plane of the piece.
        plane: u8,
        /// The piece's anchor.
        at: Sq,
        /// Which ability.
        ability: Ability,
    },
    /// Buy a shop entry (R92): `buy stun E:g8`, `buy teleport E:a1 E:h4`, `buy trap`.
    Buy {
        /// The entry.
        entry: Entry,
        /// Its targets, plane-qualified squares (pieces by anchor, areas by lower-left square).
        targets: Vec<(u8, Sq)>,
    },
    /// End the turn, giving up the remaining bonus actions.
    End,
    /// Finish an open-ended decision (chaos #30 trap planting, chaos #36 Pawn moves).
    Done,
    /// Answer a pending decision.
    Choose(Answer),
    /// Decline an optional follow-up (Double Move, second Checker jump).
    Decline,
}

impl Action {
    /// The move without its promotion letter (other actions unchanged).
    pub fn bare(&self) -> Action {
        match self {
            Action::Move {
                plane,
                from,
                to,
                capture,
                chain,
                ..
            } => Action::Move {
                plane: *plane,
                from: *from,
                to: *to,
                capture: *capture,
                promo: None,
                chain: *chain,
            },
            a => a.clone(),
        }
    }

    /// Whether `list` offers this action: exactly, or, for a move sent without a promotion
    /// letter, in one of its `=X` forms. Such a move promotes by a pending decision (R17).
    pub fn offered_by(&self, list: &[Action]) -> bool {
        list.contains(self)
            || matches!(self, Action::Move { promo: None, .. })
                && list
                    .iter()
                    .any(|a| matches!(a, Action::Move { promo: Some(_), .. }) && a.bare() == *self)
    }
}

/// An ability used as an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    /// Wizard: Fire on all adjacent unoccupied squares.
    Fire,
    /// Wizard: Ice on all adjacent unoccupied squares.
    Ice,
    /// Warlock: pull the piece on this Hell square to Earth.
    Pull(Sq),
    /// Portal Gun: move to this plane.
    Portal(u8),
}

/// An answer to a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// An upgrade option.
    Upgrade(Upgrade),
    /// A promotion type.
    Promote(Kind),
    /// An expansion direction.
    Dir(Dir),
    /// A block's lower-left square (shrinking).
    Square(u8, Sq),
    /// A chaos option, 1–3.
    Pick(u8),
    /// A Secret Trap square (secret: `trap V:d5`).
    Trap(u8, Sq),
    /// A plane (`choose L`).
    Plane(u8),
    /// A file of a plane (`choose V:c`).
    File(u8, i8),
    /// A word answering a chaos input.
    Word(Word),
    /// A shop entry (`choose stun`).
    Entry(Entry),
}

/// A word answering a chaos input: which outer lines chaos #10 and #13 destroy, which way
/// chaos #21 turns the items. Stored as its number (0–3), as it always was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Word {
    /// `ranks`.
    Ranks,
    /// `files`.
    Files,
    /// `to-fire`: all Ice becomes Fire.
    ToFire,
    /// `to-ice`: all Fire becomes Ice.
    ToIce,
}

impl Word {
    /// Every word, by number.
    pub const ALL: [Word; 4] = [Word::Ranks, Word::Files, Word::ToFire, Word::ToIce];

    /// The word as typed: `ranks`, `files`, `to-fire`, `to-ice`.
    pub fn text(self) -> &'static str {
        match self {
            Word::Ranks => "ranks",
            Word::Files => "files",
            Word::ToFire => "to-fire",
            Word::ToIce => "to-ice",
        }
    }
}

/// An expansion direction (R65): the corner of the larger block the piece keeps. Stored as its
/// number (0 ne, 1 nw, 2 se, 3 sw), as it always was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Dir {
    /// North-east: the piece's anchor stays.
    Ne,
    /// North-west.
    Nw,
    /// South-east.
    Se,
    /// South-west.
    Sw,
}

impl Dir {
    /// Every direction, by number.
    pub const ALL: [Dir; 4] = [Dir::Ne, Dir::Nw, Dir::Se, Dir::Sw];

    /// The direction as typed: `ne`, `nw`, `se`, `sw`.
    pub fn text(self) -> &'static str {
        match self {
            Dir::Ne => "ne",
            Dir::Nw => "nw",
            Dir::Se => "se",
            Dir::Sw => "sw",
        }
    }
}

/// Numbered answer words (a [`Word`], a [`Dir`]) keep their stored number.
macro_rules! stored_as_number {
    ($($ty:ident),*) => {$(
        impl From<$ty> for u8 {
            fn from(x: $ty) -> u8 {
                x as u8
            }
        }

        impl TryFrom<u8> for $ty {
            type Error = RuleError;

            fn try_from(n: u8) -> Result<$ty, RuleError> {
                $ty::ALL.get(usize::from(n)).copied().ok_or_else(|| {
                    RuleError::bad_position(HeavenHellPosition::NotStored {
                        number: n,
                        what: stringify!($ty).to_ascii_lowercase(),
                    })
                })
            }
        }
    )*};
}

stored_as_number!(Word, Dir);

/// The canonical notation of an action.
pub(crate) fn canonical(action: &Action) -> String {
    match action {
        Action::Move {
            plane,
            from,
            to,
            capture,
            promo,
            chain,
        } => {
            let mut s = format!(
                "{}:{}{}{}",
                plane_letter(*plane),
                sq_name(*from),
                if *capture { 'x' } else { '-' },
                sq_name(*to)
            );
            if let Some(c) = chain {
                s.push('-');
                s.push_str(&sq_name(*c));
            }
            if let Some(k) = promo.and_then(|k| k.promo_letter()) {
                s.push('=');
                s.push(k);
            }
            s
        }
        Action::Shot {
            plane,
            from,
            target,
        } => format!(
            "{}:{}*{}",
            plane_letter(*plane),
            sq_name(*from),
            sq_name(*target)
        ),
        Action::Castle { long } => if *long { "E:O-O-O" } else { "E:O-O" }.to_string(),
        Action::Ability { plane, at, ability } => {
            let who = psq_name(*plane, *at);
            match ability {
                Ability::Fire => format!("use {who} fire"),
                Ability::Ice => format!("use {who} ice"),
                Ability::Pull(s) => format!("use {who} pull {}", psq_name(super::board::HELL, *s)),
                Ability::Portal(p) => format!("use {who} portal {}", plane_letter(*p)),
            }
        }
        Action::Buy { entry, targets } => {
            let mut s = format!("buy {}", entry.code());
            for (p, sq) in targets {
                s.push(' ');
                s.push_str(&psq_name(*p, *sq));
            }
            s
        }
        Action::End => "end".into(),
        Action::Done => "done".into(),
        Action::Decline => "decline".into(),
        Action::Choose(a) => match a {
            Answer::Upgrade(u) => format!("choose {}", u.word()),
            Answer::Promote(k) => format!("choose {}", k.promo_letter().unwrap_or('Q')),
            Answer::Dir(d) => format!("choose {}", d.text()),
            Answer::Square(p, s) => format!("choose {}", psq_name(*p, *s)),
            Answer::Pick(n) => format!("choose {n}"),
            Answer::Trap(p, s) => format!("trap {}", psq_name(*p, *s)),
            Answer::Plane(p) => format!("choose {}", plane_letter(*p)),
            Answer::File(p, f) => {
                format!("choose {}:{}", plane_letter(*p), (b'a' + *f as u8) as char)
            }
            Answer::Word(w) => format!("choose {}", w.text()),
            Answer::Entry(e) => format!("choose {}", e.code()),
        },
    }
}

/// Reduces a text to a comparison key: lower case, planes as `e:`/`v:`/`l:`, Earth added to bare
/// squares, and the decorations `-`, `x`, `=`, spaces dropped. `H:` is refused as ambiguous.
pub(crate) fn key(text: &str) -> Result<String, RuleError> {
    let mut out = String::new();
    for tok in text.split_whitespace() {
        // Typographic dashes (phones put them in) read as `-`.
        let mut t = tok
            .replace(
                [
                    '\u{2010}', '\u{2011}', '\u{2012}', '\u{2013}', '\u{2014}', '\u{2212}',
                ],
                "-",
            )
            .to_ascii_lowercase();
        for (long, short) in [("earth:", "e:"), ("heaven:", "v:"), ("hell:", "l:")] {
            if let Some(rest) = t.strip_prefix(long) {
                t = format!("{short}{rest}");
            }
        }
        if t.starts_with("h:") {
            return Err(RuleError::malformed(
                "",
                HeavenHellUnreadable::AmbiguousPlane,
            ));
        }
        let b = t.as_bytes();
        let bare_square =
            b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]);
        let castle = t.starts_with("o-o") || t.starts_with("0-0") || t == "oo" || t == "ooo";
        if bare_square || castle {
            t = format!("e:{t}");
        }
        if castle || t.starts_with("e:0") {
            t = t.replace('0', "o");
        }
        out.push_str(&t);
    }
    Ok(out
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | '=' | '(' | ')' | '+' | '#' | '!' | '?'))
        .collect())
}

impl HeavenAndHell {
    /// Reads `text` as one of `side`'s legal actions (or open-decision answers).
    pub(crate) fn parse_text(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        let want = key(text)?;
        if let Some(c) = want.chars().find(|c| !c.is_ascii()) {
            return Err(RuleError::malformed(
                "",
                HeavenHellUnreadable::NotPartOfAction {
                    text: c.to_string(),
                },
            ));
        }
        if want.is_empty() {
            return Err(RuleError::malformed("", HeavenHellUnreadable::Empty));
        }
        let legal = self.legal_list(side);
        for a in &legal {
            if key(&canonical(a))? == want {
                return Ok(a.clone());
            }
        }
        // Enlarged pieces may be named by any footprint square; bare answers imply `choose`.
        for a in &legal {
            for alt in self.alternates(a) {
                if key(&alt)? == want || key(&format!("choose {text}"))? == key(&alt)? {
                    return Ok(a.clone());
                }
            }
        }
        if let Ok(k2) = key(&format!("choose {text}")) {
            for a in &legal {
                if key(&canonical(a))? == k2 {
                    return Ok(a.clone());
                }
            }
        }
        // A Checker chain `a-b-c`: the first jump is legal, the last square is the second jump.
        for a in &legal {
            if let Action::Move {
                plane,
                from,
                to,
                capture,
                promo: None,
                chain: None,
            } = a
            {
                let base = key(&canonical(a))?;
                if let Some(rest) = want.strip_prefix(&base) {
                    if let Some(c) = super::board::parse_sq(rest) {
                        let p = self.at(*plane, *from);
                        if p.is_some_and(|p| p.kind == Kind::Checker)
                            && (to.0 - from.0).abs() + (to.1 - from.1).abs() >= 2
                        {
                            return Ok(Action::Move {
                                plane: *plane,
                                from: *from,
                                to: *to,
                                capture: *capture,
                                promo: None,
                                chain: Some(c),
                            });
                        }
                    }
                }
            }
        }
        // A promotion move sent without `=X`: the choice becomes a pending decision (R17).
        let mut bare: Vec<Action> = Vec::new();
        for a in &legal {
            if matches!(a, Action::Move { promo: Some(_), .. }) && !bare.contains(&a.bare()) {
                bare.push(a.bare());
            }
        }
        for a in &bare {
            if key(&canonical(a))? == want {
                return Ok(a.clone());
            }
            for alt in self.alternates(a) {
                if key(&alt)? == want {
                    return Ok(a.clone());
                }
            }
        }
        Err(self.refuse(side, text))
    }

    /// Other spellings of an action: enlarged pieces named by any footprint square.
    fn alternates(&self, a: &Action) -> Vec<String> {
        let mut v = Vec::new();
        if let Action::Move {
            plane, from, to, ..
        }
        | Action::Shot {
            plane,
            from,
            target: to,
        } = a
        {
            if let Some(p) = self.at(*plane, *from) {
                for df in 0..p.k() {
                    for dr in 0..p.k() {
                        let f2 = (from.0 + df, from.1 + dr);
                        let t2 = (to.0 + df, to.1 + dr);
                        if super::board::on_grid(t2) {
                            let b = match a {
                                Action::Move { capture, promo, .. } => Action::Move {
                                    plane: *plane,
                                    from: f2,
                                    to: t2,
                                    capture: *capture,
                                    promo: *promo,
                                    chain: None,
                                },
                                _ => Action::Shot {
                                    plane: *plane,
                                    from: f2,
                                    target: t2,
                                },
                            };
                            v.push(canonical(&b));
                        }
                    }
                }
            }
        }
        v
    }

    /// A label: notation plus what happens (at most 100 characters).
    pub(crate) fn label_of(&self, action: &Action) -> String {
        self.label_words_of(action).0
    }

    /// [`HeavenAndHell::label_of`] and what it says after the notation, as catalogue data.
    pub(crate) fn label_words_of(&self, action: &Action) -> (String, Option<Said>) {
        let n = canonical(action);
        let (what, said) = self.what_happens(action);
        let s = if what.is_empty() {
            n
        } else {
            format!("{n} · {what}")
        };
        (s.chars().take(100).collect(), said)
    }

    /// What `action` does, in English and as catalogue data (empty and `None`: nothing to say).
    fn what_happens(&self, action: &Action) -> (String, Option<Said>) {
        let said = |text: String, said: Said| (text, Some(said));
        let plain = |text: &str, key: &str| (text.to_owned(), Some(Said::new(key)));
        match action {
            Action::Move { plane, from, .. } | Action::Shot { plane, from, .. } => {
                let Some(p) = self.at(*plane, *from) else {
                    return (String::new(), None);
                };
                let (verb, key) = if matches!(action, Action::Shot { .. }) {
                    ("shoots", "act-hh-shoots")
                } else {
                    ("moves", "act-hh-moves")
                };
                said(
                    format!("{} {verb}", p.kind.title()),
                    Said::new(key).with_term("piece", &p.kind),
                )
            }
            Action::Castle { long: true } => plain("castle queen-side", "act-hh-castle-long"),
            Action::Castle { long: false } => plain("castle king-side", "act-hh-castle-short"),
            Action::Ability { ability, .. } => match ability {
                Ability::Fire => plain("Wizard: fire on adjacent squares", "act-hh-wizard-fire"),
                Ability::Ice => plain("Wizard: ice on adjacent squares", "act-hh-wizard-ice"),
                Ability::Pull(_) => plain(
                    "Warlock: pull from Hell to Earth (gets Cursed)",
                    "act-hh-warlock-pull",
                ),
                Ability::Portal(p) => said(
                    format!("Portal Gun to {}", super::board::plane_name(*p)),
                    Said::new("act-hh-portal").with_term("plane", &Plane::of(*p)),
                ),
            },
            Action::Buy { entry, .. } => {
                let price = self.shop.price(*entry).unwrap_or(0);
                let coins = if price == 1 { "coin" } else { "coins" };
                said(
                    format!("{} ({price} {coins})", entry.text()),
                    Said::new("act-hh-buy")
                        .with("entry", entry_said(*entry))
                        .with("coins", price),
                )
            }
            Action::End => plain("end the turn (skip bonus actions)", "act-hh-end"),
            Action::Done => plain("finish", "act-hh-done"),
            Action::Decline => plain("decline", "act-hh-decline"),
            Action::Choose(a) => self.answer_words(a),
        }
    }

    /// What choosing answer `a` to the pending decision does.
    fn answer_words(&self, a: &Answer) -> (String, Option<Said>) {
        let said = |text: String, said: Said| (text, Some(said));
        let plain = |text: &str, key: &str| (text.to_owned(), Some(Said::new(key)));
        match a {
            Answer::Upgrade(Upgrade::To(k)) => said(
                format!("become {}", with_article(k.title())),
                Said::new("act-hh-become").with_term("piece", k),
            ),
            Answer::Upgrade(Upgrade::Gain(s)) => said(
                format!("gain {}", s.word()),
                Said::new(&format!("act-hh-gain-{}", s.word())),
            ),
            Answer::Promote(k) => said(
                format!("promote to {}", k.title()),
                Said::new("act-hh-promote").with_term("piece", k),
            ),
            Answer::Dir(_) => plain("grow this way", "act-hh-grow"),
            Answer::Square(..) => match self.engine.pending.as_ref().map(|p| &p.decision) {
                Some(Decision::Shrink { .. }) => plain("keep this block", "act-hh-keep-block"),
                _ => (String::new(), None),
            },
            Answer::Trap(..) => plain("plant your Secret Trap here", "act-hh-plant-trap"),
            Answer::Plane(p) => said(
                super::board::plane_name(*p).into(),
                Said::term(&Plane::of(*p)),
            ),
            Answer::File(..) | Answer::Word(_) => (String::new(), None),
            Answer::Entry(e) => said(e.text().into(), entry_said(*e)),
            Answer::Pick(n) => match self.engine.pending.as_ref().map(|p| &p.decision) {
                Some(Decision::Chaos { options }) => {
                    let effect = options[*n as usize - 1];
                    said(
                        format!("chaos {effect}: {}", effect.text()),
                        Said::new("act-hh-chaos")
                            .with("number", effect.number())
                            .with("effect", chaos_said(effect)),
                    )
                }
                _ => (String::new(), None),
            },
        }
    }
}

/// A shop entry's description as catalogue data: `act-hh-entry-<id>`.
pub(crate) fn entry_said(entry: Entry) -> Said {
    let id = crate::said::term_id(&entry);
    Said::new(&format!("act-{id}"))
}

/// A chaos effect's description as catalogue data: `act-hh-chaos-<number>`.
pub(crate) fn chaos_said(effect: super::engine::Chaos) -> Said {
    Said::new(&format!("act-hh-chaos-{}", effect.number()))
}

/// "a Rook", "an Archbishop": a piece's name with its article, for labels.
fn with_article(name: &str) -> String {
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUaeiou".contains(c));
    format!("{} {name}", if vowel { "an" } else { "a" })
}
