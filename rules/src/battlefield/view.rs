//! Pictures and text of a Battlefield Chess game: the [`BoardView`] and the terminal board (a
//! piece's `/piece` card is in `card`). Battlefield Chess has no secrets, so every viewer sees
//! the same.

use super::board::sq;
use super::pieces::{Kind, Piece};
use super::Battlefield;
use crate::said::Parts;
use crate::view::{
    Arrow, Badge, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, Line, PanelLine, PieceGlyph,
    PlaneTheme, Said, Tone, Viewer,
};
use crate::{BoardSize, Side};

/// The chess glyph of a kind and the class letter badge it needs (pawns, Beast, Demon, Cleric).
pub(super) fn glyph(kind: Kind) -> (ChessGlyph, Option<char>) {
    match kind {
        Kind::King => (ChessGlyph::King, None),
        Kind::Queen => (ChessGlyph::Queen, None),
        Kind::Rook => (ChessGlyph::Rook, None),
        Kind::Bishop => (ChessGlyph::Bishop, None),
        Kind::Knight => (ChessGlyph::Knight, None),
        Kind::Beast => (ChessGlyph::Knight, Some('W')),
        Kind::Demon | Kind::Cleric => (ChessGlyph::Bishop, Some(kind.letter())),
        _ => (ChessGlyph::Pawn, Some(kind.letter())),
    }
}

/// The picture of the game.
pub fn view(g: &Battlefield, viewer: Viewer) -> BoardView {
    let pos = &g.pos;
    let mut plane = BoardPlane::new(BoardSize::CHESS);
    plane.theme = PlaneTheme::Field;
    for i in 0..64 {
        let Some(p) = pos.board[i] else { continue };
        let (gl, letter) = glyph(p.kind);
        let cell = plane.cell_mut(sq(i));
        cell.piece = Some(
            PieceGlyph::chess(gl, p.side)
                .named(p.kind.name())
                .said(Said::term(&p.kind)),
        );
        cell.hp = Some((p.hp, p.max_hp()));
        if let Some(c) = letter {
            cell.badges.push(Badge::new(c.to_string(), Tone::Plain));
        }
        let need = p.charge_needed();
        if need > 0 {
            let tone = if p.charged() { Tone::Magic } else { Tone::Info };
            cell.badges
                .push(Badge::new(format!("{}/{}", p.charge, need), tone));
        }
        for (k, _) in p.active_effects() {
            let tone = if k.is_penalty() {
                Tone::Bad
            } else {
                Tone::Good
            };
            cell.badges.push(Badge::new(k.badge(), tone));
        }
        if p.cheered {
            cell.badges.push(Badge::new("Ch", Tone::Good));
        }
    }
    if let Some(last) = &g.last {
        let ink = Ink::of(last.side);
        if let Some(from) = last.from {
            plane.highlight(from, Highlight::LastFrom);
            if let Some(to) = last.to.filter(|t| *t != from) {
                plane.arrows.push(Arrow {
                    path: vec![from, to],
                    ink,
                    dashed: false,
                });
                plane.highlight(to, Highlight::LastTo);
            }
            if let Some(end) = last.end.filter(|e| Some(*e) != last.to && *e != from) {
                plane.highlight(end, Highlight::LastTo);
            }
        }
        if let Some(fc) = &last.combat {
            let d = fc.defender.square;
            if fc.defender.defeated {
                plane.highlight(d, Highlight::Danger);
            } else {
                plane
                    .cell_mut(d)
                    .badges
                    .push(Badge::new(format!("-{}", fc.dealt()), Tone::Bad));
            }
            if let Some(end) = fc.attacker_ends {
                if fc.taken() > 0 {
                    plane
                        .cell_mut(end)
                        .badges
                        .push(Badge::new(format!("-{}", fc.taken()), Tone::Warn));
                }
            } else {
                plane.highlight(fc.attacker.square, Highlight::Danger);
            }
        }
    }
    if g.check {
        if let Some(k) = pos.king(pos.to_move) {
            plane.highlight(sq(k), Highlight::Check);
        }
    }
    BoardView {
        title: "Battlefield Chess".into(),
        title_said: Some(Said::term(&crate::VariantId::Battlefield)),
        bottom: viewer.bottom(),
        boards: vec![plane],
        trays: Vec::new(),
        panel: panel(g),
        ..BoardView::default()
    }
}

fn panel(g: &Battlefield) -> Vec<PanelLine> {
    let pos = &g.pos;
    let mut lines = Vec::new();
    match &g.outcome {
        Some(o) => {
            let mut line = PanelLine::result(o);
            line.tone = Tone::Warn;
            lines.push(line);
        }
        None => {
            lines.push(PanelLine::to_move(pos.to_move));
            if let Some(s) = pos.second {
                lines.push(
                    PanelLine::toned(
                        format!("Cheered: second action with {} or `end`", sq(s.at)),
                        Tone::Good,
                    )
                    .said(Said::new("pic-bf-cheered").with("square", sq(s.at).to_string())),
                );
            }
            if g.check {
                lines.push(
                    PanelLine::toned(format!("{} is in check", pos.to_move), Tone::Bad)
                        .said(Said::new("pic-in-check").with("side", pos.to_move)),
                );
            }
        }
    }
    lines.push(PanelLine::turn(pos.turn));
    if let Some(last) = &g.last {
        lines.push(
            PanelLine::strong(format!("Last: {} {}", last.side, last.notation)).said(
                Said::new("pic-side-last")
                    .with("side", last.side)
                    .with("action", last.notation.clone()),
            ),
        );
        match &last.combat {
            Some(fc) => {
                lines.push(
                    PanelLine::toned(
                        format!("Dealt {} · taken {}", fc.dealt(), fc.taken()),
                        Tone::Bad,
                    )
                    .said(
                        Said::new("pic-bf-dealt")
                            .with("dealt", fc.dealt())
                            .with("taken", fc.taken()),
                    ),
                );
                for line in fc.lines().into_iter().take(6) {
                    lines.push(match line.said {
                        Some(said) => PanelLine::plain(line.text).said(said),
                        None => PanelLine::plain(line.text),
                    });
                }
            }
            None => {
                let line = PanelLine::plain(last.text.clone());
                lines.push(match last.what {
                    Some(what) => line.said(what.report(last.side, None).1),
                    None => line,
                });
            }
        }
    }
    lines.extend(
        KEY.iter()
            .zip(["pic-bf-key-marks", "pic-bf-key-letters"])
            .map(|(k, key)| PanelLine::toned(*k, Tone::Muted).said(Said::new(key))),
    );
    lines
}

/// The key to what every piece carries on the picture (issue 35): its HP bar, its charge badge,
/// the letter of a pawn's kind (its weapon) or of a piece that is not a chess piece.
pub const KEY: [&str; 2] = [
    "Key: bar = HP · 0/2 = charge skill filling up (violet: ready) · other pills: effects, \
     which /piece lists",
    "Letters: A Archer (bow) · P Pikeman (spear) · S Scout (knives) · F Footman (sword) · \
     W Beast · D Demon · C Cleric",
];

/// The terminal board: letters (White upper case), then every damaged or affected piece, the
/// state and the last action, a line each.
pub fn text_lines(g: &Battlefield, viewer: Viewer) -> Vec<Line> {
    let pos = &g.pos;
    let mut out = String::new();
    let ranks: Vec<u8> = match viewer.bottom() {
        Side::White => (0..8).rev().collect(),
        Side::Black => (0..8).collect(),
    };
    let files: Vec<u8> = match viewer.bottom() {
        Side::White => (0..8).collect(),
        Side::Black => (0..8).rev().collect(),
    };
    for &r in &ranks {
        out.push_str(&format!("{} ", r + 1));
        for &f in &files {
            let c = pos.board[r as usize * 8 + f as usize]
                .map(|p| p.letter())
                .unwrap_or('.');
            out.push(' ');
            out.push(c);
        }
        out.push('\n');
    }
    out.push_str("  ");
    for &f in &files {
        out.push(' ');
        out.push((b'a' + f) as char);
    }
    let mut lines: Vec<Line> = out.lines().map(Line::from).collect();
    lines.extend((0..64).filter_map(|i| piece_notes(pos.board[i]?, i)));
    lines.push(match &g.outcome {
        Some(o) => Line::new(
            o.to_string(),
            Said::new("report-result").with("result", o.clone()),
        ),
        None => {
            let mut parts = Parts::joined(" ", "report-bf-text-then");
            parts.push(
                format!("Turn {}: {} to move", pos.turn, pos.to_move),
                Said::new("report-bf-text-turn")
                    .with("turn", pos.turn)
                    .with("side", pos.to_move),
            );
            if let Some(s) = pos.second {
                parts.push(
                    format!("(second action with {}, or `end`)", sq(s.at)),
                    Said::new("report-bf-text-second").with("square", sq(s.at).to_string()),
                );
            }
            if g.check {
                parts.push("— in check!", Said::new("report-bf-text-check"));
            }
            Line::new(parts.text(), parts.said().expect("the turn"))
        }
    });
    if let Some(last) = &g.last {
        let text = format!("Last: {}", last.text);
        lines.push(match last.what {
            Some(what) => Line::new(
                text,
                Said::new("report-bf-text-last")
                    .with("last", what.report(last.side, last.combat.as_ref()).1),
            ),
            None => Line::from(text),
        });
    }
    lines
}

/// "e4 P: HP 20/22, Miracle 1/3, Curse, Cheered": a piece that is hurt, charging, affected or
/// Cheered; `None` for one that is none of these.
fn piece_notes(p: Piece, i: usize) -> Option<Line> {
    let mut notes = Parts::joined(", ", "report-bf-comma");
    if p.hp != p.max_hp() {
        notes.push(
            format!("HP {}/{}", p.hp, p.max_hp()),
            Said::new("report-bf-text-hp")
                .with("hp", p.hp)
                .with("max", p.max_hp()),
        );
    }
    if p.charge > 0 {
        notes.push(
            format!("{} {}/{}", p.special.name(), p.charge, p.charge_needed()),
            Said::new("report-bf-text-charge")
                .with("special", Said::term(&p.special))
                .with("charge", p.charge)
                .with("need", p.charge_needed()),
        );
    }
    for (k, _) in p.active_effects() {
        notes.push(k.name(), Said::term(&k));
    }
    if p.cheered {
        notes.push("Cheered", Said::new("report-bf-text-cheered"));
    }
    let said = notes.said()?;
    Some(Line::new(
        format!("{} {}: {}", sq(i), p.letter(), notes.text()),
        Said::new("report-bf-text-notes")
            .with("square", sq(i).to_string())
            .with("letter", p.letter().to_string())
            .with("notes", said),
    ))
}
