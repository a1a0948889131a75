//! A piece's card for `/piece`: its profile, stats, skills and effects, a line each, in English
//! and as catalogue data (`reports.ftl`, `report-bf-piece-*`), made together.

use super::board::idx;
use super::pieces::{EffectKind, Piece, ATK, DEF, MDEF, SPD};
use super::state::Pos;
use crate::said::Parts;
use crate::view::{Line, Said};
use crate::Square;

/// The card of the piece on `square`, `None` if there is none (or the square is off the board).
pub fn describe(pos: &Pos, square: Square) -> Option<Vec<Line>> {
    if square.file >= 8 || square.rank >= 8 {
        return None;
    }
    let p = pos.board[idx(square)]?;
    let mut lines = vec![head(&p, square), stats(&p), special(&p), passives(&p)];
    lines.push(effects(&p, pos.turn));
    if p.cheered {
        lines.push(Line::new(
            "Cheered: may take two actions on its next turn.",
            Said::new("report-bf-piece-cheered"),
        ));
    }
    Some(lines)
}

/// "White Archer on b2 — Infantry · Bow (physical) · None".
fn head(p: &Piece, square: Square) -> Line {
    let pr = p.profile();
    let (damage, damage_key) = if !pr.weapon.deals_damage() {
        ("no damage", "report-bf-damage-none")
    } else if pr.weapon.is_magic() {
        ("magic", "report-bf-damage-magic")
    } else {
        ("physical", "report-bf-damage-physical")
    };
    Line::new(
        format!(
            "{} {} on {square} — {} · {} ({damage}) · {}",
            p.side,
            p.kind.name(),
            pr.unit.name(),
            pr.weapon.name(),
            pr.element.name()
        ),
        Said::new("report-bf-piece-head")
            .with("side", p.side)
            .with_term("piece", &p.kind)
            .with("square", square.to_string())
            .with_term("unit", &pr.unit)
            .with_term("weapon", &pr.weapon)
            .with("damage", Said::new(damage_key))
            .with_term("element", &pr.element),
    )
}

/// "HP 20/22 · ATK 14 (base 12) · DEF 8 · M.DEF 3 · SPD 9".
fn stats(p: &Piece) -> Line {
    let vis = p.visible();
    let base = p.base();
    let stat = |i: usize| {
        if vis[i] == base[i] {
            (
                vis[i].to_string(),
                Said::new("report-bf-stat").with("value", vis[i]),
            )
        } else {
            (
                format!("{} (base {})", vis[i], base[i]),
                Said::new("report-bf-stat-changed")
                    .with("value", vis[i])
                    .with("base", base[i]),
            )
        }
    };
    let [atk, def, mdef, spd] = [ATK, DEF, MDEF, SPD].map(stat);
    Line::new(
        format!(
            "HP {}/{} · ATK {} · DEF {} · M.DEF {} · SPD {}",
            p.hp,
            p.max_hp(),
            atk.0,
            def.0,
            mdef.0,
            spd.0
        ),
        Said::new("report-bf-piece-stats")
            .with("hp", p.hp)
            .with("max", p.max_hp())
            .with("atk", atk.1)
            .with("def", def.1)
            .with("mdef", mdef.1)
            .with("spd", spd.1),
    )
}

/// "Charge skill: Miracle (1/3)" or "Skill: Heal".
fn special(p: &Piece) -> Line {
    let need = p.charge_needed();
    if need == 0 {
        return Line::new(
            format!("Skill: {}", p.special.name()),
            Said::new("report-bf-piece-skill").with_term("special", &p.special),
        );
    }
    let ready = p.charged();
    Line::new(
        format!(
            "Charge skill: {} ({}/{need}{})",
            p.special.name(),
            p.charge,
            if ready { ", ready" } else { "" }
        ),
        Said::new(if ready {
            "report-bf-piece-charge-ready"
        } else {
            "report-bf-piece-charge"
        })
        .with_term("special", &p.special)
        .with("charge", p.charge)
        .with("need", need),
    )
}

/// "Passives: Double Tap (Type II), Ambush (Type I)".
fn passives(p: &Piece) -> Line {
    let mut list = Parts::joined(", ", "report-bf-comma");
    for x in p.passives.iter().flatten() {
        let tier = ["", "I", "II", "III"][x.tier() as usize];
        list.push(
            format!("{} (Type {tier})", x.name()),
            Said::new("report-bf-piece-passive")
                .with_term("passive", x)
                .with("tier", tier),
        );
    }
    Line::new(
        format!("Passives: {}", list.text()),
        Said::new("report-bf-piece-passives").with(
            "passives",
            list.said()
                .unwrap_or_else(|| Said::new("report-bf-nothing")),
        ),
    )
}

/// "Effects: none" or "Effects: Curse (-2 all, ends at turn 7, in 3); …".
fn effects(p: &Piece, turn: u32) -> Line {
    let mut list = Parts::joined("; ", "report-bf-semicolon");
    for (kind, ends) in p.active_effects() {
        let (change, change_said) = change(kind);
        list.push(
            format!(
                "{} ({change}, ends at turn {ends}, in {})",
                kind.name(),
                ends.saturating_sub(turn)
            ),
            Said::new("report-bf-piece-effect")
                .with_term("effect", &kind)
                .with("change", change_said)
                .with("turn", ends)
                .with("left", ends.saturating_sub(turn)),
        );
    }
    match list.said() {
        None => Line::new("Effects: none", Said::new("report-bf-piece-no-effects")),
        Some(said) => Line::new(
            format!("Effects: {}", list.text()),
            Said::new("report-bf-piece-effects").with("effects", said),
        ),
    }
}

/// What an effect does to the stats: "-2 all" or "+3 ATK".
fn change(kind: EffectKind) -> (String, Said) {
    let d = kind.delta();
    if d.iter().all(|v| *v == d[0]) {
        let delta = format!("{:+}", d[0]);
        return (
            format!("{delta} all"),
            Said::new("report-bf-change-all").with("delta", delta),
        );
    }
    let mut parts = Parts::joined(", ", "report-bf-comma");
    for (v, stat) in d.iter().zip(["ATK", "DEF", "M.DEF", "SPD"]) {
        if *v != 0 {
            let delta = format!("{v:+}");
            parts.push(
                format!("{delta} {stat}"),
                Said::new("report-bf-change-stat")
                    .with("delta", delta)
                    .with("stat", stat),
            );
        }
    }
    (
        parts.text(),
        parts.said().expect("an effect changes a stat"),
    )
}
