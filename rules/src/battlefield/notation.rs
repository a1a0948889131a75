//! The action type and its notation (rulings §4): `e2e4`, `e7e8q`, `e1g1` / `O-O`, `heal c1>e3`,
//! `end`.

use super::pieces::Kind;
use super::skills::SkillAction;
use super::state::Pos;
use crate::error::BattlefieldUnreadable;
use crate::view::Said;
use crate::{BoardSize, RuleError, Side, Square};

/// One action of Battlefield Chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move, an attack, en passant or castling, written `e2e4`; `promo` when a pawn reaches
    /// its last rank.
    Move {
        /// Where the piece stands.
        from: Square,
        /// Where it goes or what it attacks.
        to: Square,
        /// Promotion choice.
        promo: Option<Kind>,
    },
    /// An active skill, written `heal c1>e3`.
    Skill {
        /// Which skill.
        skill: SkillAction,
        /// The user.
        from: Square,
        /// The target.
        to: Square,
        /// Promotion choice when a Swap brings a pawn to its last rank.
        promo: Option<Kind>,
    },
    /// Ends a Cheered turn after its first action.
    End,
}

fn malformed(reason: BattlefieldUnreadable) -> RuleError {
    RuleError::malformed("", reason)
}

const HOW: BattlefieldUnreadable = BattlefieldUnreadable::How;

/// The canonical notation of `action`.
pub fn write(action: &Action) -> String {
    let promo = |p: Option<Kind>| {
        p.map(|k| k.letter().to_ascii_lowercase().to_string())
            .unwrap_or_default()
    };
    match action {
        Action::Move { from, to, promo: p } => format!("{from}{to}{}", promo(*p)),
        Action::Skill {
            skill,
            from,
            to,
            promo: p,
        } => format!("{} {from}>{to}{}", skill.word(), promo(*p)),
        Action::End => "end".into(),
    }
}

fn promo_letter(c: char) -> Result<Kind, RuleError> {
    match c {
        'q' | 'r' | 'b' | 'n' | 'w' | 'd' => Ok(Kind::from_letter(c).expect("promotion letter")),
        _ => Err(malformed(BattlefieldUnreadable::NotPromotion {
            letter: c.to_string(),
        })),
    }
}

/// Reads two squares and an optional promotion letter from `t` (no spaces).
fn squares(t: &str) -> Result<(Square, Square, Option<Kind>), RuleError> {
    let t = t.replace(['>', '=', '-'], "");
    let (a, rest) = Square::parse_prefix(&t, BoardSize::CHESS).ok_or_else(|| malformed(HOW))?;
    let (b, rest) = Square::parse_prefix(rest, BoardSize::CHESS).ok_or_else(|| malformed(HOW))?;
    let mut chars = rest.chars();
    let promo = match (chars.next(), chars.next()) {
        (None, _) => None,
        (Some(c), None) => Some(promo_letter(c)?),
        _ => return Err(malformed(HOW)),
    };
    Ok((a, b, promo))
}

/// Reads `text` as an action of `side` (syntax only; legality is checked by playing it).
pub fn parse(side: Side, text: &str) -> Result<Action, RuleError> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Err(malformed(HOW));
    }
    if t == "end" {
        return Ok(Action::End);
    }
    if t.starts_with("forecast") || t.starts_with('?') {
        return Err(malformed(BattlefieldUnreadable::Question));
    }
    let castle = t.replace('0', "o").replace(['-', ' '], "");
    if castle == "oo" || castle == "ooo" {
        let k = if side == Side::White { 4u8 } else { 60 };
        let to = if castle == "oo" { k + 2 } else { k - 2 };
        return Ok(Action::Move {
            from: super::board::sq(k as usize),
            to: super::board::sq(to as usize),
            promo: None,
        });
    }
    let (word, rest) = match t.split_once(' ') {
        Some((w, r)) => (w, r),
        None => ("", t.as_str()),
    };
    let skill = SkillAction::ALL
        .into_iter()
        .find(|s| s.word() == word || (word.is_empty() && t.starts_with(s.word())));
    if let Some(skill) = skill {
        let rest = if word.is_empty() {
            &t[skill.word().len()..]
        } else {
            rest
        };
        let (from, to, promo) = squares(&rest.replace(' ', ""))?;
        return Ok(Action::Skill {
            skill,
            from,
            to,
            promo,
        });
    }
    if !word.is_empty() && !word.starts_with(|c: char| c.is_ascii_alphabetic() && c <= 'h') {
        return Err(malformed(BattlefieldUnreadable::UnknownAction {
            word: word.to_string(),
        }));
    }
    let compact: String = t
        .chars()
        .filter(|c| !matches!(c, ' ' | 'x' | '+' | '#' | '!' | '(' | ')'))
        .collect();
    let (from, to, promo) = squares(&compact)?;
    Ok(Action::Move { from, to, promo })
}

fn truncate(s: String) -> String {
    if s.chars().count() <= 100 {
        return s;
    }
    let mut t: String = s.chars().take(99).collect();
    t.push('…');
    t
}

/// A label for menus: the notation and what happens ("b2g7 · Bishop hits Pikeman for 14 ·
/// Pikeman 8/22 · Bishop ends on f6"), at most 100 characters; and what happens as catalogue
/// data (`None` for an action the position refuses).
pub fn label_words(pos: &Pos, action: &Action) -> (String, Option<Said>) {
    let n = write(action);
    match pos.try_action(action) {
        Err(e) => (truncate(format!("{n} · illegal: {e}")), None),
        Ok((_, done)) => {
            let (what, said) = done.what.label(done.combat.as_ref());
            (truncate(format!("{n} · {what}")), Some(said))
        }
    }
}

/// [`label_words`]' English.
pub fn label(pos: &Pos, action: &Action) -> String {
    label_words(pos, action).0
}
