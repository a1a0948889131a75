//! The action type and its notation (`e2e3`, `e1e2@H`, `c3d1~H`, `d4d7~C^H`, `e8=P`): printing,
//! parsing with friendly errors, and menu labels.

use super::moves::{last_rank, reach};
use super::pieces::{article, Body, Class};
use super::state::{ix, Position};
use crate::error::{OracleBeing, OracleMisread, OracleRefusal, OracleUnreadable};
use crate::view::{Said, SaidArg};
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

fn malformed(text: &str, why: OracleMisread) -> RuleError {
    RuleError::malformed(
        text.trim(),
        OracleUnreadable::CannotRead {
            text: text.to_owned(),
            why,
        },
    )
}

fn class_after(
    rest: &mut std::str::Chars<'_>,
    text: &str,
    after: &str,
) -> Result<Class, RuleError> {
    rest.next().and_then(Class::from_letter).ok_or_else(|| {
        malformed(
            text,
            OracleMisread::ClassLetter {
                after: after.to_owned(),
            },
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
        return Err(malformed(text, OracleMisread::CheckMarks));
    }
    let (from, rest) = Square::parse_prefix(&t, BoardSize::CHESS)
        .ok_or_else(|| malformed(text, OracleMisread::StartSquare))?;
    if let Some(p) = rest.strip_prefix('=') {
        return if p.eq_ignore_ascii_case("p") {
            Ok(Action::Promote { at: from })
        } else {
            Err(malformed(text, OracleMisread::PromoteOnlyPriestess))
        };
    }
    let rest = rest
        .strip_prefix('x')
        .or_else(|| rest.strip_prefix('X'))
        .unwrap_or(rest);
    let (to, rest) = Square::parse_prefix(rest, BoardSize::CHESS)
        .ok_or_else(|| malformed(text, OracleMisread::SecondSquare))?;
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
            drop: Some(class_after(&mut cs, text, "@")?),
        },
        Some('~') => {
            let soul = class_after(&mut cs, text, "~")?;
            let summon = match cs.next() {
                None => None,
                Some('^') => Some(class_after(&mut cs, text, "^")?),
                Some(_) => return Err(malformed(text, OracleMisread::AfterSoul)),
            };
            Action::Grant {
                from,
                to,
                soul,
                summon,
            }
        }
        Some(_) => return Err(malformed(text, OracleMisread::AfterSquares)),
    };
    if cs.next().is_some() {
        return Err(malformed(text, OracleMisread::AtEnd));
    }
    Ok(action)
}

/// Why `a` is not legal for the side to move.
pub fn explain(pos: &Position, a: &Action) -> OracleRefusal {
    use OracleRefusal as R;
    let me = pos.turn;
    let from = match *a {
        Action::Go { from, .. } | Action::Grant { from, .. } => from,
        Action::Promote { at } => at,
    };
    let Some(body) = pos.at(ix(from)) else {
        return R::NoBody { square: from };
    };
    if body.side != me {
        return R::NotYours {
            being: OracleBeing::of(&body),
            square: from,
            owner: body.side,
        };
    }
    if let Action::Go { to, .. } | Action::Grant { to, .. } = *a {
        if to == from {
            return R::SameSquare { square: from };
        }
    }
    if pos.is_pseudo_legal(a) {
        return R::LeavesCheck;
    }
    match *a {
        Action::Go { to, drop, .. } => explain_go(pos, body, from, to, drop),
        Action::Grant {
            to, soul, summon, ..
        } => explain_grant(pos, body, from, to, soul, summon),
        Action::Promote { at } => {
            if body.class != Class::Soldier || !body.is_figure() {
                return R::PromoteNotSoldier {
                    square: at,
                    being: OracleBeing::of(&body),
                };
            }
            if at.rank != last_rank(me) {
                return R::PromoteNotLastRank { square: at };
            }
            R::PromoteNoPriestess
        }
    }
}

/// Why the figure move of `body` from `from` to `to` (dropping `drop`) is not legal.
fn explain_go(
    pos: &Position,
    body: Body,
    from: Square,
    to: Square,
    drop: Option<Class>,
) -> OracleRefusal {
    use OracleRefusal as R;
    let me = pos.turn;
    if body.is_lifeless() {
        return R::Lifeless {
            class: body.class,
            from,
        };
    }
    if body.is_ill_suited() {
        return R::IllSuited {
            class: body.class,
            from,
            soul: body.souls.as_slice()[0],
        };
    }
    if let Some(t) = pos.at(ix(to)) {
        if t.side == me {
            let being = OracleBeing::of(&t);
            return if body.souls.distinct().any(|k| t.has_room_for(k)) {
                R::OwnBodyWithRoom { to, being, from }
            } else {
                R::OwnBody { to, being }
            };
        }
    }
    if let Some(c) = drop {
        if !body.is_lord_figure() {
            return R::DropNotLord;
        }
        if c == Class::Priestess {
            return R::DropPriestess;
        }
        if pos.earth[me.index()][c.index()] == 0 {
            return R::DropNone { class: c };
        }
    }
    R::CannotReach {
        being: OracleBeing::of(&body),
        from,
        to,
    }
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
) -> OracleRefusal {
    use OracleRefusal as R;
    let me = pos.turn;
    if soul == Class::Priestess {
        return R::PriestessSoul;
    }
    if !body.souls.contains(soul) {
        return R::NoSuchSoul {
            being: OracleBeing::of(&body),
            from,
            soul,
        };
    }
    match pos.at(ix(to)) {
        None => return R::SoulIntoEmpty { to },
        Some(t) if t.side != me => return R::SoulIntoEnemy { to, owner: t.side },
        Some(t) if !t.has_room_for(soul) => {
            return R::NoRoom {
                being: OracleBeing::of(&t),
                to,
                soul,
            }
        }
        _ => {}
    }
    if let Some(w) = summon {
        if body.class != Class::Priestess {
            return R::SummonNotPriestess;
        }
        if !w.is_warrior() {
            return R::SummonNotWarrior;
        }
        if pos.underworld[w.index()] == 0 {
            return R::SummonNone { class: w };
        }
    }
    if reach(&pos.board, ix(from), soul, me, false) & (1 << ix(to)) == 0 {
        return R::SoulCannotGo {
            soul,
            from,
            to,
            blocked: matches!(soul, Class::Chariot | Class::Elephant),
        };
    }
    R::SoulNotLegal
}

/// A label for menus: the notation, then what happens. At most 100 characters.
pub fn label(pos: &Position, a: &Action) -> String {
    label_words(pos, a).0
}

/// [`label`], and what it says after the notation as catalogue data.
pub fn label_words(pos: &Position, a: &Action) -> (String, Said) {
    let (what, said) = what_happens(pos, a);
    let mut out = format!("{} · {what}", notation(a));
    if out.chars().count() > 100 {
        out = out.chars().take(99).collect::<String>() + "…";
    }
    (out, said)
}

/// What `a` does, in English and as catalogue data, made together: "Horse b1→c3", "grant
/// Chariot soul to the Horse on c3 (ill-suited)".
fn what_happens(pos: &Position, a: &Action) -> (String, Said) {
    let body = |s: Square| pos.at(ix(s));
    let who = |s: Square| -> (String, SaidArg) {
        match body(s) {
            Some(b) => {
                let (text, said) = b.describe_words();
                (text, said.into())
            }
            None => (String::new(), "".into()),
        }
    };
    match *a {
        Action::Go { from, to, drop } => {
            let (who_text, who_said) = who(from);
            let (mut text, go) = match body(to) {
                Some(t) => {
                    let (target, target_said) = t.describe_words();
                    (
                        format!("{who_text} {from}×{to}, takes {} {target}", t.side),
                        Said::new("act-oracle-take")
                            .with("target", target_said)
                            .with("side", t.side),
                    )
                }
                None => (
                    format!("{who_text} {from}→{to}"),
                    Said::new("act-oracle-go"),
                ),
            };
            let go = go
                .with("who", who_said)
                .with("from", from.to_string())
                .with("to", to.to_string());
            match drop {
                Some(c) => {
                    text.push_str(&format!(
                        " and drops {} {c} body on {from}",
                        article(c.name())
                    ));
                    let said = Said::new("act-oracle-drop")
                        .with("go", go)
                        .with_term("class", &c)
                        .with("from", from.to_string());
                    (text, said)
                }
                None => (text, go),
            }
        }
        Action::Grant {
            to, soul, summon, ..
        } => {
            let target = body(to);
            let (desc, desc_said) = who(to);
            let mut text = format!("grant {soul} soul to the {desc} on {to}");
            let mut said = Said::new("act-oracle-grant")
                .with_term("soul", &soul)
                .with("target", desc_said)
                .with("to", to.to_string());
            if target.is_some_and(|b| b.class != Class::Priestess && b.class != soul) {
                text.push_str(" (ill-suited)");
                said = Said::new("act-oracle-ill-suited").with("grant", said);
            }
            if let Some(w) = summon {
                text.push_str(&format!("; summon {} {w} soul", article(w.name())));
                said = Said::new("act-oracle-summon")
                    .with("grant", said)
                    .with_term("soul", &w);
            }
            (text, said)
        }
        Action::Promote { at } => (
            format!("Soldier on {at} becomes a lifeless Priestess"),
            Said::new("act-oracle-promote").with("square", at.to_string()),
        ),
    }
}
