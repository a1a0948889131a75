//! Everything Apocalypse says and draws: acknowledgements, resolution summaries (R14), the game
//! record (R17), menu labels and autocomplete (§4), board views and the terminal board.

use super::board::{Kind, SIZE};
use super::moves::Candidate;
use super::notation::{Action, Finish};
use super::{Apocalypse, TurnRecord};
use crate::geometry::{normalize_move_text, Square};
use crate::view::{
    Arrow, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, PanelLine, PieceGlyph, Tone, Viewer,
};
use crate::{ActionChoice, Outcome, Side, MAX_SUGGESTIONS};

/// Discord's limit on a choice label.
const MAX_LABEL: usize = 100;

/// "Penalties: White 0 · Black 1".
pub fn penalties_line(penalties: [u8; 2]) -> String {
    format!("Penalties: White {} · Black {}", penalties[0], penalties[1])
}

/// The private reply to an accepted submission: notation, status, both penalty counts (R14).
pub fn acknowledgement(game: &Apocalypse, side: Side, cand: &Candidate) -> String {
    format!(
        "You ({side}) submitted {} for turn {}. It is {}.\n{}",
        cand.action,
        game.turn,
        cand.status(side),
        penalties_line(game.penalties)
    )
}

/// What became of `side`'s action, in words.
fn fate(side: Side, record: &TurnRecord) -> String {
    let p = &record.played[side.index()];
    let a = p.action;
    if !p.stood {
        return format!(
            "void: its condition was not met, so nothing moved (+1 penalty for {side})"
        );
    }
    let mut parts = vec!["stood".to_string()];
    if p.cancelled {
        parts.push(format!(
            "capture cancelled (the piece on {} had moved away)",
            a.to
        ));
    } else if let Some(victim) = p.captured {
        if victim.side == side {
            parts.push(format!("took its own {} on {}", victim.kind.name(), a.to));
        } else {
            parts.push(format!("captured {} on {}", victim.describe(), a.to));
        }
    }
    if p.lost {
        parts.push(format!(
            "but the {} was lost in a collision on {}",
            p.kind.name(),
            a.final_square()
        ));
    } else {
        match a.finish {
            Finish::Plain => {}
            Finish::Promote => parts.push(format!("the pawn promoted to a knight on {}", a.to)),
            Finish::Relocate(r) => parts.push(format!("the pawn relocated to {r}")),
        }
    }
    parts.join("; ")
}

/// The public post when a turn resolves: both actions, each one's fate, new penalties, the result.
pub fn summary(record: &TurnRecord, outcome: Option<&Outcome>) -> String {
    let [w, b] = &record.played;
    let mut lines = vec![format!(
        "Turn {} resolved: White {}, Black {}.",
        record.turn, w.action, b.action
    )];
    for side in Side::BOTH {
        let p = &record.played[side.index()];
        lines.push(format!("• {side} {}: {}.", p.action, fate(side, record)));
    }
    let new: Vec<String> = Side::BOTH
        .into_iter()
        .filter(|s| !record.played[s.index()].stood)
        .map(|s| format!("{s} +1"))
        .collect();
    let mut pen = penalties_line(record.penalties);
    if !new.is_empty() {
        pen.push_str(&format!(" (new: {})", new.join(", ")));
    }
    lines.push(format!("{pen}."));
    if let Some(o) = outcome {
        lines.push(format!("Game over. {o}."));
    }
    lines.join("\n")
}

/// One action in the record: its notation, with `?` when void (R17).
fn record_move(p: &super::Played) -> String {
    if p.stood {
        p.action.to_string()
    } else {
        format!("{}?", p.action)
    }
}

/// `1. c1c2 | a4b3?` (R17).
pub fn history_line(record: &TurnRecord) -> String {
    format!(
        "{}. {} | {}",
        record.turn,
        record_move(&record.played[0]),
        record_move(&record.played[1])
    )
}

/// A menu label: "a2b3 · pawn · speculative: Black must land on b3".
pub fn label(side: Side, cand: &Candidate) -> String {
    let mut text = format!(
        "{} · {} · {}",
        cand.action,
        cand.kind.name(),
        cand.short_status(side)
    );
    match cand.action.finish {
        Finish::Plain => {}
        Finish::Promote => text.push_str(" · promotes"),
        Finish::Relocate(r) => {
            text.push_str(&format!(" · steps to {}, stands on {r}", cand.action.to))
        }
    }
    if text.chars().count() > MAX_LABEL {
        text = text.chars().take(MAX_LABEL - 1).collect::<String>() + "…";
    }
    text
}

/// Autocomplete (§4): candidates matching `prefix`, safe first, then by origin and target;
/// relocations only once the prefix has an `@` or when fewer than 25 choices match.
pub fn suggest(side: Side, cands: Vec<Candidate>, prefix: &str) -> Vec<ActionChoice> {
    let want = normalize_move_text(prefix);
    let mut matching: Vec<Candidate> = cands
        .into_iter()
        .filter(|c| normalize_move_text(&c.action.to_string()).starts_with(&want))
        .collect();
    if !want.contains('@') && matching.len() >= MAX_SUGGESTIONS {
        matching.retain(|c| !matches!(c.action.finish, Finish::Relocate(_)));
    }
    matching.sort_by_key(|c| (!c.is_safe(), c.action.from, c.action.to, c.action.finish));
    matching
        .iter()
        .take(MAX_SUGGESTIONS)
        .map(|c| ActionChoice {
            notation: c.action.to_string(),
            label: label(side, c),
        })
        .collect()
}

/// The piece's name in the variant's own words, for the picture's description.
fn spoken(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => "footman",
        Kind::Knight => "horseman",
    }
}

fn glyph(kind: Kind) -> ChessGlyph {
    match kind {
        Kind::Pawn => ChessGlyph::Pawn,
        Kind::Knight => ChessGlyph::Knight,
    }
}

/// The squares an arrow for `action` passes through: origin, target, and relocation square.
fn arrow_path(action: &Action) -> Vec<Square> {
    let mut path = vec![action.from, action.to];
    if let Finish::Relocate(r) = action.finish {
        path.push(r);
    }
    path
}

/// The lines "Waiting for: …" and "… has submitted", or nothing once the game is over.
fn waiting_lines(game: &Apocalypse) -> Vec<String> {
    if game.outcome.is_some() {
        return Vec::new();
    }
    let waiting: Vec<&str> = Side::BOTH
        .into_iter()
        .filter(|s| !game.has_submitted(*s))
        .map(Side::name)
        .collect();
    let mut lines = vec![format!("Waiting for: {}", waiting.join(", "))];
    for side in Side::BOTH {
        if game.has_submitted(side) {
            lines.push(format!("{side} has submitted"));
        }
    }
    lines
}

/// `viewer`'s own pending action with its status, if it has one. Never for the public.
fn own_pending(game: &Apocalypse, viewer: Viewer) -> Option<(Side, Candidate)> {
    let Viewer::Player(side) = viewer else {
        return None;
    };
    let action = game.pending[side.index()]?;
    game.candidate(side, &action).map(|c| (side, c))
}

/// The picture of the game for `viewer` (R14): pieces, last turn's arrows (void ones dashed),
/// collision squares, and the viewer's own pending move when it is a player.
pub fn view(game: &Apocalypse, viewer: Viewer) -> BoardView {
    let mut plane = BoardPlane::new(SIZE);
    for (sq, piece) in game.board.pieces() {
        plane.put(
            sq,
            PieceGlyph::chess(glyph(piece.kind), piece.side).named(spoken(piece.kind)),
        );
    }
    let mut panel = Vec::new();
    if game.outcome.is_some() {
        panel.push(PanelLine::strong(format!(
            "Game over after turn {}",
            game.turn.saturating_sub(1)
        )));
    } else {
        panel.push(PanelLine::strong(format!("Turn {}", game.turn)));
    }
    for line in waiting_lines(game) {
        panel.push(PanelLine::toned(line, Tone::Info));
    }
    panel.push(PanelLine::plain(penalties_line(game.penalties)));
    if let Some(last) = game.records.last() {
        for side in Side::BOTH {
            let p = &last.played[side.index()];
            plane.arrows.push(Arrow {
                path: arrow_path(&p.action),
                ink: Ink::of(side),
                dashed: !p.stood,
            });
            if p.stood {
                plane.highlight(p.action.from, Highlight::LastFrom);
                plane.highlight(p.action.final_square(), Highlight::LastTo);
            }
        }
        if let Some(sq) = last.collision {
            plane.highlight(sq, Highlight::Danger);
        }
        panel.push(PanelLine::toned(
            format!("Last turn: {}", history_line(last)),
            Tone::Muted,
        ));
    }
    if let Some((side, cand)) = own_pending(game, viewer) {
        plane.arrows.push(Arrow {
            path: arrow_path(&cand.action),
            ink: Ink::of(side),
            dashed: false,
        });
        plane.highlight(cand.action.final_square(), Highlight::Target);
        panel.push(PanelLine::toned(
            format!("Your move: {} ({})", cand.action, cand.short_status(side)),
            Tone::Good,
        ));
    }
    if let Some(o) = &game.outcome {
        panel.push(PanelLine {
            text: o.to_string(),
            tone: Tone::Warn,
            strong: true,
        });
    }
    BoardView {
        title: "Apocalypse".to_string(),
        bottom: viewer.bottom(),
        boards: vec![plane],
        trays: Vec::new(),
        panel,
        ..BoardView::default()
    }
}

/// The board as text: ranks 5 to 1, `P N` White, `p n` Black, `.` empty, files underneath,
/// then penalties, whose submission is awaited, the viewer's own pending move, the result.
pub fn text_board(game: &Apocalypse, viewer: Viewer) -> String {
    let mut out = String::new();
    for rank in (0..SIZE.ranks).rev() {
        out.push_str(&format!("{} ", rank + 1));
        for file in 0..SIZE.files {
            let c = game
                .board
                .get(Square::new(file, rank))
                .map_or('.', |p| p.letter());
            out.push(' ');
            out.push(c);
        }
        out.push('\n');
    }
    out.push_str("   a b c d e\n");
    out.push_str(&penalties_line(game.penalties));
    out.push('\n');
    if game.outcome.is_none() {
        out.push_str(&format!("Turn {}", game.turn));
        for line in waiting_lines(game) {
            out.push_str(" · ");
            out.push_str(&line);
        }
        out.push('\n');
    }
    if let Some((side, cand)) = own_pending(game, viewer) {
        out.push_str(&format!(
            "Your move: {} ({})\n",
            cand.action,
            cand.short_status(side)
        ));
    }
    if let Some(o) = &game.outcome {
        out.push_str(&format!("{o}\n"));
    }
    out
}
