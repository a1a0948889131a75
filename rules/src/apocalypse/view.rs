//! Everything Apocalypse says and draws: acknowledgements, resolution summaries (R14), the game
//! record (R17), menu labels and autocomplete (§4), board views and the terminal board.

use super::board::{Kind, SIZE};
use super::moves::Candidate;
use super::notation::{Action, Finish};
use super::{Apocalypse, TurnRecord};
use crate::geometry::{normalize_move_text, Square};
use crate::said::Parts;
use crate::view::{
    Arrow, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, Line, PanelLine, PieceGlyph, Said,
    Tone, Viewer,
};
use crate::{ActionChoice, Outcome, Side, MAX_SUGGESTIONS};

/// Discord's limit on a choice label.
const MAX_LABEL: usize = 100;

/// "Penalties: White 0 · Black 1".
pub fn penalties_line(penalties: [u8; 2]) -> String {
    format!("Penalties: White {} · Black {}", penalties[0], penalties[1])
}

/// The private reply to an accepted submission: notation, status, both penalty counts (R14).
pub fn acknowledgement(game: &Apocalypse, side: Side, cand: &Candidate) -> Line {
    let (status, status_said) = cand.status_words(side);
    Line::new(
        format!(
            "You ({side}) submitted {} for turn {}. It is {status}.\n{}",
            cand.action,
            game.turn,
            penalties_line(game.penalties)
        ),
        Said::new("report-apoc-ack")
            .with("side", side)
            .with("action", cand.action.to_string())
            .with("turn", game.turn)
            .with("status", status_said)
            .with("penalties", penalties_said(game.penalties)),
    )
}

/// The piece's name as catalogue data.
fn piece_said(kind: Kind) -> Said {
    Said::new(match kind {
        Kind::Pawn => "act-apoc-pawn",
        Kind::Knight => "act-apoc-knight",
    })
}

/// What became of `side`'s action, in words and as catalogue data.
fn fate(side: Side, record: &TurnRecord) -> Parts {
    let p = &record.played[side.index()];
    let a = p.action;
    let mut parts = Parts::joined("; ", "report-apoc-and");
    if !p.stood {
        parts.push(
            format!("void: its condition was not met, so nothing moved (+1 penalty for {side})"),
            Said::new("report-apoc-void").with("side", side),
        );
        return parts;
    }
    parts.push("stood", Said::new("report-apoc-stood"));
    let at = |key: &str, square: Square| Said::new(key).with("square", square.to_string());
    if p.cancelled {
        parts.push(
            format!("capture cancelled (the piece on {} had moved away)", a.to),
            at("report-apoc-cancelled", a.to),
        );
    } else if let Some(victim) = p.captured {
        if victim.side == side {
            parts.push(
                format!("took its own {} on {}", victim.kind.name(), a.to),
                at("report-apoc-took-own", a.to).with("piece", piece_said(victim.kind)),
            );
        } else {
            parts.push(
                format!("captured {} on {}", victim.describe(), a.to),
                at("report-apoc-captured", a.to)
                    .with("owner", victim.side)
                    .with("piece", piece_said(victim.kind)),
            );
        }
    }
    if p.lost {
        parts.push(
            format!(
                "but the {} was lost in a collision on {}",
                p.kind.name(),
                a.final_square()
            ),
            at("report-apoc-lost", a.final_square()).with("piece", piece_said(p.kind)),
        );
    } else {
        match a.finish {
            Finish::Plain => {}
            Finish::Promote => parts.push(
                format!("the pawn promoted to a knight on {}", a.to),
                at("report-apoc-promoted", a.to),
            ),
            Finish::Relocate(r) => parts.push(
                format!("the pawn relocated to {r}"),
                at("report-apoc-relocated", r),
            ),
        }
    }
    parts
}

/// The public post when a turn resolves: both actions, each one's fate, new penalties, the
/// result; in English and as catalogue data.
pub(crate) fn summary_words(record: &TurnRecord, outcome: Option<&Outcome>) -> Parts {
    let [w, b] = &record.played;
    let mut lines = Parts::joined("\n", "report-lines");
    lines.push(
        format!(
            "Turn {} resolved: White {}, Black {}.",
            record.turn, w.action, b.action
        ),
        Said::new("report-apoc-resolved")
            .with("turn", record.turn)
            .with("white", w.action.to_string())
            .with("black", b.action.to_string()),
    );
    for side in Side::BOTH {
        let p = &record.played[side.index()];
        let fate = fate(side, record);
        if let Some(said) = fate.said() {
            lines.push(
                format!("• {side} {}: {}.", p.action, fate.text()),
                Said::new("report-apoc-fate")
                    .with("side", side)
                    .with("action", p.action.to_string())
                    .with("fate", said),
            );
        }
    }
    let new: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|s| !record.played[s.index()].stood)
        .collect();
    let pen = penalties_line(record.penalties);
    let penalties = penalties_said(record.penalties);
    match new.as_slice() {
        [] => lines.push(
            format!("{pen}."),
            Said::new("report-apoc-penalties").with("penalties", penalties),
        ),
        sides => {
            let named: Vec<String> = sides.iter().map(|s| format!("{s} +1")).collect();
            let new = match sides {
                [one] => Said::new("report-apoc-new-one").with("side", *one),
                _ => Said::new("report-apoc-new-both"),
            };
            lines.push(
                format!("{pen} (new: {}).", named.join(", ")),
                Said::new("report-apoc-penalties-new")
                    .with("penalties", penalties)
                    .with("new", new),
            );
        }
    }
    if let Some(o) = outcome {
        lines.push(
            format!("Game over. {o}."),
            Said::new("report-apoc-game-over").with("result", o.clone()),
        );
    }
    lines
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
    label_words(side, cand).0
}

/// [`label`], and what it says after the notation as catalogue data, made together.
pub fn label_words(side: Side, cand: &Candidate) -> (String, Said) {
    let (status, status_said) = cand.short_status_words(side);
    let mut text = format!("{} · {} · {status}", cand.action, cand.kind.name());
    let piece = match cand.kind {
        Kind::Pawn => "act-apoc-pawn",
        Kind::Knight => "act-apoc-knight",
    };
    let said = Said::new("act-apoc-label")
        .with("piece", Said::new(piece))
        .with("status", status_said);
    let said = match cand.action.finish {
        Finish::Plain => said,
        Finish::Promote => {
            text.push_str(" · promotes");
            Said::new("act-then")
                .with("first", said)
                .with("then", Said::new("act-apoc-promotes"))
        }
        Finish::Relocate(r) => {
            text.push_str(&format!(" · steps to {}, stands on {r}", cand.action.to));
            Said::new("act-then").with("first", said).with(
                "then",
                Said::new("act-apoc-relocates")
                    .with("to", cand.action.to.to_string())
                    .with("square", r.to_string()),
            )
        }
    };
    if text.chars().count() > MAX_LABEL {
        text = text.chars().take(MAX_LABEL - 1).collect::<String>() + "…";
    }
    (text, said)
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
        .map(|c| {
            let (label, said) = label_words(side, c);
            ActionChoice {
                notation: c.action.to_string(),
                label,
                said: Some(said),
            }
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

/// "Penalties: White 0 · Black 1" in the panel.
fn penalties_panel(penalties: [u8; 2]) -> PanelLine {
    PanelLine::plain(penalties_line(penalties)).said(penalties_said(penalties))
}

/// [`penalties_line`] as catalogue data.
fn penalties_said(penalties: [u8; 2]) -> Said {
    Said::new("pic-apoc-penalties")
        .with("white", penalties[0])
        .with("black", penalties[1])
}

/// "Your move: a2b3 (safe)": a player's own pending move, for their eyes only.
fn your_move(side: Side, cand: &Candidate) -> (String, Said) {
    let (status, status_said) = cand.short_status_words(side);
    (
        format!("Your move: {} ({status})", cand.action),
        Said::new("pic-apoc-your-move")
            .with("action", cand.action.to_string())
            .with("status", status_said),
    )
}

/// The panel's lines "Waiting for: …" and "… has submitted".
fn waiting_panel(game: &Apocalypse) -> Vec<PanelLine> {
    let lines = waiting_lines(game);
    let mut saids = Vec::new();
    if game.outcome.is_none() {
        let waiting: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|s| !game.has_submitted(*s))
            .collect();
        saids.push(match waiting.as_slice() {
            [one] => Said::new("pic-apoc-waiting").with("side", *one),
            _ => Said::new("pic-apoc-waiting-both"),
        });
        for side in Side::BOTH.into_iter().filter(|s| game.has_submitted(*s)) {
            saids.push(Said::new("pic-apoc-submitted").with("side", side));
        }
    }
    lines
        .into_iter()
        .zip(saids)
        .map(|(line, said)| PanelLine::toned(line, Tone::Info).said(said))
        .collect()
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
            PieceGlyph::chess(glyph(piece.kind), piece.side)
                .named(spoken(piece.kind))
                .said(Said::new(match piece.kind {
                    Kind::Pawn => "pic-apoc-footman",
                    Kind::Knight => "pic-apoc-horseman",
                })),
        );
    }
    let mut panel = Vec::new();
    if game.outcome.is_some() {
        let turn = game.turn.saturating_sub(1);
        panel.push(
            PanelLine::strong(format!("Game over after turn {turn}"))
                .said(Said::new("pic-apoc-over-after").with("turn", turn)),
        );
    } else {
        panel.push(
            PanelLine::strong(format!("Turn {}", game.turn))
                .said(Said::new("pic-turn").with("turn", game.turn)),
        );
    }
    panel.extend(waiting_panel(game));
    panel.push(penalties_panel(game.penalties));
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
        let line = history_line(last);
        panel.push(
            PanelLine::toned(format!("Last turn: {line}"), Tone::Muted)
                .said(Said::new("pic-apoc-last").with("turn", line)),
        );
    }
    if let Some((side, cand)) = own_pending(game, viewer) {
        plane.arrows.push(Arrow {
            path: arrow_path(&cand.action),
            ink: Ink::of(side),
            dashed: false,
        });
        plane.highlight(cand.action.final_square(), Highlight::Target);
        let (text, said) = your_move(side, &cand);
        panel.push(PanelLine::toned(text, Tone::Good).said(said));
    }
    if let Some(o) = &game.outcome {
        let mut line = PanelLine::result(o);
        line.tone = Tone::Warn;
        panel.push(line);
    }
    BoardView {
        title: "Apocalypse".to_string(),
        title_said: Some(Said::term(&crate::VariantId::Apocalypse)),
        bottom: viewer.bottom(),
        boards: vec![plane],
        trays: Vec::new(),
        panel,
        ..BoardView::default()
    }
}

/// The board as text: ranks 5 to 1, `P N` White, `p n` Black, `.` empty, files underneath,
/// then penalties, whose submission is awaited, the viewer's own pending move, the result, a
/// line each.
pub fn text_lines(game: &Apocalypse, viewer: Viewer) -> Vec<Line> {
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
    out.push_str("   a b c d e");
    let mut lines: Vec<Line> = out.lines().map(Line::from).collect();
    lines.push(Line::new(
        penalties_line(game.penalties),
        penalties_said(game.penalties),
    ));
    if game.outcome.is_none() {
        let mut parts = Parts::joined(" · ", "act-then");
        parts.push(
            format!("Turn {}", game.turn),
            Said::new("report-apoc-text-turn").with("turn", game.turn),
        );
        for line in waiting_panel(game) {
            if let Some(said) = line.said {
                parts.push(line.text, said);
            }
        }
        lines.push(Line::new(parts.text(), parts.said().expect("the turn")));
    }
    if let Some((side, cand)) = own_pending(game, viewer) {
        let (text, said) = your_move(side, &cand);
        lines.push(Line::new(text, said));
    }
    if let Some(o) = &game.outcome {
        lines.push(Line::new(
            o.to_string(),
            Said::new("report-result").with("result", o.clone()),
        ));
    }
    lines
}
