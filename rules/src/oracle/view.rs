//! The picture (`BoardView`) and the terminal board of an Oracle game.

use super::moves::lord_square;
use super::pieces::{Body, Class};
use super::state::{ix, sq, PLY_LIMIT, QUIET_LIMIT};
use super::{Action, Oracle};
use crate::view::{
    Arrow, Badge, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, Line, PanelLine, PieceGlyph,
    Said, Tone, Tray, Viewer,
};
use crate::{BoardSize, Side};

/// The glyph of a body class: Lord ♚, Priestess ♛, Chariot ♜, Elephant ♝, Horse ♞, Soldier ♟.
pub fn glyph(class: Class) -> ChessGlyph {
    match class {
        Class::Lord => ChessGlyph::King,
        Class::Priestess => ChessGlyph::Queen,
        Class::Chariot => ChessGlyph::Rook,
        Class::Elephant => ChessGlyph::Bishop,
        Class::Horse => ChessGlyph::Knight,
        Class::Soldier => ChessGlyph::Pawn,
    }
}

/// The badges of a body: one per soul (its class letter; green in a figure, the Lord soul
/// purple, amber in an ill-suited body), or a grey `∅` on a lifeless body.
fn badges(b: &Body) -> Vec<Badge> {
    if b.is_lifeless() {
        return vec![Badge::new("∅", Tone::Muted)];
    }
    b.souls
        .as_slice()
        .iter()
        .map(|s| {
            let tone = if b.is_ill_suited() {
                Tone::Warn
            } else if *s == Class::Lord {
                Tone::Magic
            } else {
                Tone::Good
            };
            Badge::new(s.letter().to_string(), tone)
        })
        .collect()
}

fn piece(b: &Body) -> PieceGlyph {
    let (name, said) = spoken(b);
    let mut p = PieceGlyph::chess(glyph(b.class), b.side)
        .named(name)
        .said(said);
    p.faded = b.is_lifeless();
    p
}

/// A body in words, for the picture's description ("Lord", "lifeless Chariot", "Priestess with
/// Chariot and Horse souls", "Horse with a Chariot soul"), and as catalogue data, made together.
fn spoken(b: &Body) -> (String, Said) {
    let class = b.class.name();
    match b.souls.as_slice() {
        [] => (
            format!("lifeless {class}"),
            Said::new("pic-oracle-lifeless").with_term("class", &b.class),
        ),
        [one] if *one == b.class => (class.to_owned(), Said::term(&b.class)),
        [one] => (
            format!("{class} with a {} soul", one.name()),
            Said::new("pic-oracle-body-soul")
                .with_term("class", &b.class)
                .with_term("soul", one),
        ),
        many => {
            let mut souls = crate::said::Parts::joined(" and ", "pic-and");
            for soul in many {
                souls.push(soul.name(), Said::term(soul));
            }
            (
                format!("{class} with {} souls", souls.text()),
                Said::new("pic-oracle-body-souls")
                    .with_term("class", &b.class)
                    .with("souls", souls.said().expect("two souls or more")),
            )
        }
    }
}

/// The last action's from/to squares (a promotion has only a `to`).
fn last_squares(a: &Action) -> (Option<crate::Square>, crate::Square) {
    match *a {
        Action::Go { from, to, .. } | Action::Grant { from, to, .. } => (Some(from), to),
        Action::Promote { at } => (None, at),
    }
}

/// What `viewer` sees. Oracle has no secrets, so every viewer sees the same, oriented to them.
pub fn view(g: &Oracle, viewer: Viewer) -> BoardView {
    let pos = &g.pos;
    let mut plane = BoardPlane::new(BoardSize::CHESS);
    for i in 0..64u8 {
        if let Some(b) = pos.at(i) {
            let cell = plane.cell_mut(sq(i));
            cell.piece = Some(piece(&b));
            cell.badges = badges(&b);
        }
    }
    if let Some(last) = &g.last {
        let (from, to) = last_squares(&last.action);
        if let Some(from) = from {
            plane.highlight(from, Highlight::LastFrom);
            plane.arrows.push(Arrow {
                path: vec![from, to],
                ink: Ink::of(last.side),
                dashed: false,
            });
        }
        plane.highlight(to, Highlight::LastTo);
    }
    if pos.in_check() {
        if let Some(l) = lord_square(&pos.board, pos.turn) {
            plane.highlight(sq(l), Highlight::Check);
        }
    }
    BoardView {
        title: "Oracle Chess".into(),
        title_said: Some(Said::term(&crate::VariantId::Oracle)),
        bottom: viewer.bottom(),
        boards: vec![plane],
        trays: trays(pos),
        panel: panel(g),
        ..BoardView::default()
    }
}

/// Each side's earth (its bodies off the board) and the underworld (the souls).
fn trays(pos: &super::state::Position) -> Vec<Tray> {
    let mut trays = Vec::new();
    for side in Side::BOTH {
        let pieces = Class::ALL
            .into_iter()
            .filter(|c| pos.earth[side.index()][c.index()] > 0)
            .map(|c| {
                (
                    PieceGlyph::chess(glyph(c), side)
                        .named(c.name())
                        .said(Said::term(&c)),
                    pos.earth[side.index()][c.index()] as u32,
                )
            })
            .collect();
        trays.push(Tray {
            title: format!("{side}'s earth (bodies)"),
            title_said: Some(Said::new("pic-oracle-earth").with("side", side)),
            pieces,
        });
    }
    trays.push(Tray {
        title: "Underworld (souls)".into(),
        title_said: Some(Said::new("pic-oracle-underworld")),
        pieces: Class::ALL
            .into_iter()
            .filter(|c| pos.underworld[c.index()] > 0)
            .map(|c| {
                (
                    PieceGlyph::new(glyph(c).symbol(), Ink::Neutral)
                        .named(format!("{} soul", c.name()))
                        .said(Said::new("pic-oracle-soul").with_term("class", &c)),
                    pos.underworld[c.index()] as u32,
                )
            })
            .collect(),
    });
    trays
}

/// The side panel: whose move or the result, the counters, the last action.
fn panel(g: &Oracle) -> Vec<PanelLine> {
    let pos = &g.pos;
    let mut panel = Vec::new();
    match &g.result {
        Some(o) => panel.push(PanelLine::result(o)),
        None => {
            panel.push(PanelLine::to_move(pos.turn));
            if pos.in_check() {
                panel.push(
                    PanelLine::toned(format!("{}'s Lord soul is in check", pos.turn), Tone::Bad)
                        .said(Said::new("pic-oracle-check").with("side", pos.turn)),
                );
            }
        }
    }
    let round = (pos.ply / 2 + 1).min(PLY_LIMIT / 2);
    panel.push(
        PanelLine::plain(format!("Round {round} of {}", PLY_LIMIT / 2)).said(
            Said::new("pic-oracle-round")
                .with("round", round)
                .with("rounds", PLY_LIMIT / 2),
        ),
    );
    panel.push(
        PanelLine::plain(format!("Quiet plies: {} of {QUIET_LIMIT}", pos.quiet)).said(
            Said::new("pic-oracle-quiet")
                .with("plies", pos.quiet)
                .with("limit", QUIET_LIMIT),
        ),
    );
    panel.push(
        PanelLine::plain(format!("This position seen: {} of 3", g.repetitions()))
            .said(Said::new("pic-oracle-seen").with("times", g.repetitions())),
    );
    if let Some(last) = &g.last {
        let notation = super::notation::notation(&last.action);
        panel.push(
            PanelLine::toned(format!("Last: {} {notation}", last.side), Tone::Muted).said(
                Said::new("pic-side-last")
                    .with("side", last.side)
                    .with("action", notation),
            ),
        );
    }
    panel
}

/// A cell of the terminal board: `wC:C`, `bP:CEH`, `wH:-` (lifeless), `wC:L` (ill-suited).
fn cell_text(b: &Body) -> String {
    let souls: String = if b.is_lifeless() {
        "-".into()
    } else {
        b.souls.as_slice().iter().map(|c| c.letter()).collect()
    };
    let colour = if b.side == Side::White { 'w' } else { 'b' };
    format!("{colour}{}:{souls}", b.class.letter())
}

/// The board as text, `viewer.bottom()` at the bottom, with the earth, underworld and counters.
pub fn text_lines(g: &Oracle, viewer: Viewer) -> Vec<Line> {
    let pos = &g.pos;
    let white_bottom = viewer.bottom() == Side::White;
    let ranks: Vec<u8> = if white_bottom {
        (0..8).rev().collect()
    } else {
        (0..8).collect()
    };
    let files: Vec<u8> = if white_bottom {
        (0..8).collect()
    } else {
        (0..8).rev().collect()
    };
    let mut out = String::new();
    for &r in &ranks {
        out.push_str(&format!("{} ", r + 1));
        for &f in &files {
            let i = ix(crate::Square::new(f, r));
            let text = pos.at(i).map(|b| cell_text(&b)).unwrap_or(".".into());
            out.push_str(&format!(" {text:<6}"));
        }
        out.push('\n');
    }
    out.push_str("  ");
    for &f in &files {
        out.push_str(&format!(" {:<6}", (b'a' + f) as char));
    }
    out.push('\n');
    let tail = pos.to_text();
    for line in tail
        .lines()
        .filter(|l| ["earth:", "underworld:"].iter().any(|k| l.starts_with(k)))
    {
        out.push_str(line);
        out.push('\n');
    }
    let mut lines: Vec<Line> = out.lines().map(Line::from).collect();
    lines.push(match &g.result {
        Some(o) => Line::new(
            o.to_string(),
            Said::new("report-result").with("result", o.clone()),
        ),
        None if pos.in_check() => Line::new(
            format!("{} to move (in check)", pos.turn),
            Said::new("report-oracle-text-to-move-check").with("side", pos.turn),
        ),
        None => Line::new(
            format!("{} to move", pos.turn),
            Said::new("report-oracle-text-to-move").with("side", pos.turn),
        ),
    });
    lines.push(Line::new(
        format!(
            "ply {} of {PLY_LIMIT}, quiet plies {} of {QUIET_LIMIT}",
            pos.ply, pos.quiet
        ),
        Said::new("report-oracle-text-plies")
            .with("ply", pos.ply)
            .with("limit", PLY_LIMIT)
            .with("quiet", pos.quiet)
            .with("quiet-limit", QUIET_LIMIT),
    ));
    lines
}
