//! The action type and its notation (`e2e3`, `e1e2@H`, `c3d1~H`, `d4d7~C^H`, `e8=P`): printing,
//! parsing with friendly errors, and menu labels.

use super::moves::{last_rank, reach};
use super::pieces::{article, Body, Class};
use super::state::{ix, Position};
use crate::{BoardSize, RuleError, Square};
use serde::{Deserialize, Serialize};

/// One Oracle Chess action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A figure goes to an empty square or captures an enemy being there (`e2e3`). When the Lord
    /// figure does it, `drop` may name a body from the mover's earth placed lifeless on `from`
    /// (`e1e2@H`).
    Go {
        /// Where the figure stands.
        from: Square,
        /// Where it goes.
        to: Square,
        /// The class of body dropped on `from` (Lord figure only).
        drop: Option<Class>,
    },
    /// A soul of class `soul` leaves the body on `from` for the friendly body on `to` (`c3d1~H`);
    /// a Priestess source may at once summon a warrior soul `summon` from the underworld
    /// (`d4d7~C^H`).
    Grant {
        /// The body the soul leaves.
        from: Square,
        /// The body it enters.
        to: Square,
        /// The soul's class.
        soul: Class,
        /// The soul a Priestess summons from the underworld while granting.
        summon: Option<Class>,
    },
    /// The Soldier on `at`, on its furthest rank, becomes a lifeless Priestess (`e8=P`).
    Promote {
        /// The Soldier's square.
        at: Square,
    },
}

/// The canonical notation of `a`.
pub fn notation(a: &Action) -> String {
    match *a {
        Action::Go { from, to, drop } => match drop {
            None => format!("{from}{to}"),
            Some(c) => format!("{from}{to}@{}", c.letter()),
        },
        Action::Grant {
            from,
            to,
            soul,
            summon,
        } => match summon {
            None => format!("{from}{to}~{}", soul.letter()),
            Some(w) => format!("{from}{to}~{}^{}", soul.letter(), w.letter()),
        },
        Action::Promote { at } => format!("{at}=P"),
    }
}

const FORMS: &str = "Write `e2e3` (go or capture), `e1e2@H` (Lord moves and drops a Horse body \
                     on e1), `c3d1~H` (Horse soul from c3 into the body on d1), `d4d7~C^H` \
                     (as before, and the Priestess summons a Horse soul) or `e8=P` (promotion).";

fn malformed(text: &str, why: &str) -> RuleError {
    RuleError::malformed(text.trim(), format!("Cannot read `{text}`: {why} {FORMS}"))
}

fn class_after(rest: &mut std::str::Chars<'_>, text: &str, what: &str) -> Result<Class, RuleError> {
    rest.next().and_then(Class::from_letter).ok_or_else(|| {
        malformed(
            text,
            &format!("expected a class letter (L, P, C, E, H, S) {what}."),
        )
    })
}

/// Reads the notation into an action, without checking legality.
pub fn read(text: &str) -> Result<Action, RuleError> {
    let t: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect();
    if t.contains(['+', '#']) {
        return Err(malformed(
            text,
            "check marks (+, #) are not part of Oracle notation; leave them out.",
        ));
    }
    let (from, rest) = Square::parse_prefix(&t, BoardSize::CHESS)
        .ok_or_else(|| malformed(text, "it should start with a square such as e2."))?;
    if let Some(p) = rest.strip_prefix('=') {
        return if p.eq_ignore_ascii_case("p") {
            Ok(Action::Promote { at: from })
        } else {
            Err(malformed(
                text,
                "a Soldier promotes only to a Priestess: write `=P`.",
            ))
        };
    }
    let rest = rest
        .strip_prefix('x')
        .or_else(|| rest.strip_prefix('X'))
        .unwrap_or(rest);
    let (to, rest) = Square::parse_prefix(rest, BoardSize::CHESS)
        .ok_or_else(|| malformed(text, "a second square (a1 to h8) should follow the first."))?;
    let mut cs = rest.chars();
    let action = match cs.next() {
        None => Action::Go {
            from,
            to,
            drop: None,
        },
        Some('@') => Action::Go {
            from,
            to,
            drop: Some(class_after(&mut cs, text, "after `@`")?),
        },
        Some('~') => {
            let soul = class_after(&mut cs, text, "after `~`")?;
            let summon = match cs.next() {
                None => None,
                Some('^') => Some(class_after(&mut cs, text, "after `^`")?),
                Some(_) => return Err(malformed(text, "unexpected text after the soul.")),
            };
            Action::Grant {
                from,
                to,
                soul,
                summon,
            }
        }
        Some(_) => return Err(malformed(text, "unexpected text after the squares.")),
    };
    if cs.next().is_some() {
        return Err(malformed(text, "unexpected text at the end."));
    }
    Ok(action)
}

/// Why `a` is not legal for the side to move, in words.
pub fn explain(pos: &Position, a: &Action) -> String {
    let me = pos.turn;
    let from = match *a {
        Action::Go { from, .. } | Action::Grant { from, .. } => from,
        Action::Promote { at } => at,
    };
    let Some(body) = pos.at(ix(from)) else {
        return format!("There is no body on {from}.");
    };
    if body.side != me {
        return format!(
            "The {} on {from} is {}'s; you move only your own beings.",
            body.describe(),
            body.side
        );
    }
    if let Action::Go { to, .. } | Action::Grant { to, .. } = *a {
        if to == from {
            return format!("{from} is both the start and the end; name two different squares.");
        }
    }
    if pos.is_pseudo_legal(a) {
        return "That would leave your Lord soul in check.".into();
    }
    match *a {
        Action::Go { to, drop, .. } => explain_go(pos, body, from, to, drop),
        Action::Grant {
            to, soul, summon, ..
        } => explain_grant(pos, body, from, to, soul, summon),
        Action::Promote { at } => {
            if body.class != Class::Soldier || !body.is_figure() {
                let what = body.describe();
                return format!(
                    "Only a Soldier figure (a Soldier body with its own soul) can promote; {at} \
                     holds {} {what}.",
                    article(&what)
                );
            }
            if at.rank != last_rank(me) {
                return format!("A Soldier promotes only on its furthest rank; {at} is not.");
            }
            "A Soldier may promote only when a Priestess body is in the earth.".into()
        }
    }
}

/// Why the figure move of `body` from `from` to `to` (dropping `drop`) is not legal.
fn explain_go(pos: &Position, body: Body, from: Square, to: Square, drop: Option<Class>) -> String {
    let me = pos.turn;
    if body.is_lifeless() {
        return format!(
            "The {} body on {from} is lifeless and cannot move; grant it a soul first.",
            body.class
        );
    }
    if body.is_ill_suited() {
        let k = body.souls.as_slice()[0];
        return format!(
            "The {} body on {from} hosts {} {k} soul (ill-suited) and cannot move; its \
             soul can still leave with `{from}<square>~{}`.",
            body.class,
            article(k.name()),
            k.letter()
        );
    }
    if let Some(t) = pos.at(ix(to)) {
        if t.side == me {
            return if body.souls.distinct().any(|k| t.has_room_for(k)) {
                format!(
                    "{to} holds your own {}; to pass a soul into it write \
                     `{from}{to}~<soul>`.",
                    t.describe()
                )
            } else {
                format!(
                    "{to} holds your own {}; you never capture your own beings.",
                    t.describe()
                )
            };
        }
    }
    if let Some(c) = drop {
        if !body.is_lord_figure() {
            return "Only the Lord (in its own body, with its soul) can drop a body.".into();
        }
        if c == Class::Priestess {
            return "A Priestess body cannot be dropped; it returns only by promotion.".into();
        }
        if pos.earth[me.index()][c.index()] == 0 {
            return format!("Your earth has no {c} body to drop.");
        }
    }
    format!("The {} on {from} cannot reach {to}.", body.describe())
}

/// Why the soul move of `soul` from the `body` on `from` into the body on `to` (a Priestess
/// summoning `summon`) is not legal.
fn explain_grant(
    pos: &Position,
    body: Body,
    from: Square,
    to: Square,
    soul: Class,
    summon: Option<Class>,
) -> String {
    let me = pos.turn;
    if soul == Class::Priestess {
        return "There is no Priestess soul (a Priestess is a body only); write the class \
                of the soul that moves: L, C, E, H or S."
            .into();
    }
    if !body.souls.contains(soul) {
        return format!("The {} on {from} hosts no {soul} soul.", body.describe());
    }
    match pos.at(ix(to)) {
        None => return format!("{to} is empty; a soul moves alone only into one of your bodies."),
        Some(t) if t.side != me => {
            return format!("A soul never enters an enemy body ({to} is {}'s).", t.side)
        }
        Some(t) if !t.has_room_for(soul) => {
            return format!(
                "The {} on {to} has no room for {} {soul} soul: a Priestess hosts up to \
                 three Chariot, Elephant or Horse souls, any other body one soul.",
                t.describe(),
                article(soul.name())
            )
        }
        _ => {}
    }
    if let Some(w) = summon {
        if body.class != Class::Priestess {
            return "Only a Priestess can summon a soul, while it grants one.".into();
        }
        if !w.is_warrior() {
            return "A Priestess summons only a Chariot, Elephant or Horse soul.".into();
        }
        if pos.underworld[w.index()] == 0 {
            return format!("There is no {w} soul in the underworld.");
        }
    }
    if reach(&pos.board, ix(from), soul, me, false) & (1 << ix(to)) == 0 {
        let a = if article(soul.name()) == "an" {
            "An"
        } else {
            "A"
        };
        let blocked = if matches!(soul, Class::Chariot | Class::Elephant) {
            " and is blocked by any body in between"
        } else {
            ""
        };
        return format!(
            "{a} {soul} soul cannot go from {from} to {to}: it moves like a {}{blocked}.",
            chess_name(soul)
        );
    }
    "That soul move is not legal now.".into()
}

fn chess_name(c: Class) -> &'static str {
    match c {
        Class::Lord => "King (one step)",
        Class::Chariot => "Rook",
        Class::Elephant => "Bishop",
        Class::Horse => "Knight",
        Class::Soldier => "Pawn (one step forward)",
        Class::Priestess => "Priestess",
    }
}

/// A label for menus: the notation, then what happens. At most 100 characters.
pub fn label(pos: &Position, a: &Action) -> String {
    let n = notation(a);
    let body = |s: Square| pos.at(ix(s));
    let text = match *a {
        Action::Go { from, to, drop } => {
            let who = body(from).map(|b| b.describe()).unwrap_or_default();
            let mut s = match body(to) {
                Some(t) => format!("{who} {from}×{to}, takes {} {}", t.side, t.describe()),
                None => format!("{who} {from}→{to}"),
            };
            if let Some(c) = drop {
                s.push_str(&format!(
                    " and drops {} {c} body on {from}",
                    article(c.name())
                ));
            }
            s
        }
        Action::Grant {
            from: _,
            to,
            soul,
            summon,
        } => {
            let target = body(to);
            let desc = target.map(|b| b.describe()).unwrap_or_default();
            let mut s = format!("grant {soul} soul to the {desc} on {to}");
            if target.is_some_and(|b| b.class != Class::Priestess && b.class != soul) {
                s.push_str(" (ill-suited)");
            }
            if let Some(w) = summon {
                s.push_str(&format!("; summon {} {w} soul", article(w.name())));
            }
            s
        }
        Action::Promote { at } => format!("Soldier on {at} becomes a lifeless Priestess"),
    };
    let mut out = format!("{n} · {text}");
    if out.chars().count() > 100 {
        out = out.chars().take(99).collect::<String>() + "…";
    }
    out
}
