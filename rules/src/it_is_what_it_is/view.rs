//! Pictures: the board image model for a game, the terminal board, and the rules diagrams.

use super::board::{backspace_square, Board, SIZE};
use super::pieces::{Kind, Piece};
use super::position::QUIET_LIMIT;
use super::ItIsWhatItIs;
use crate::geometry::Square;
use crate::view::{
    Arrow, BoardPlane, BoardView, Highlight, Ink, Line, PanelLine, PieceGlyph, Said, Tone, Viewer,
};
use crate::Side;

/// The title over every picture.
pub const TITLE: &str = "It is what it is chess";

/// How `piece` is drawn for a viewer with `bottom` at the bottom: its letter or symbol in its
/// colour, turned upside down when it belongs to the side at the top, so each side's letters read
/// the way their owner sees them. The Happy Face is never turned: a smiley on its head reads as a
/// frown. Like a chess pawn, the opponent's face still moves the other way (R1).
fn glyph(piece: Piece, bottom: Side) -> PieceGlyph {
    let mut g = PieceGlyph::new(piece.kind.glyph(), Ink::of(piece.side))
        .named(piece.kind.name())
        .said(Said::term(&piece.kind));
    g.upside_down = piece.side != bottom && piece.kind != Kind::HappyFace;
    g
}

pub(super) fn game_view(game: &ItIsWhatItIs, viewer: Viewer) -> BoardView {
    let bottom = viewer.bottom();
    let mut plane = BoardPlane::new(SIZE);
    for (sq, piece) in game.board.pieces() {
        plane.put(sq, glyph(piece, bottom));
    }
    if let Some(last) = &game.last {
        if let (Some(&from), Some(&to)) = (last.route.first(), last.route.last()) {
            plane.highlight(from, Highlight::LastFrom);
            plane.highlight(to, Highlight::LastTo);
            plane.arrows.push(Arrow {
                path: last.route.clone(),
                ink: Ink::of(last.side),
                dashed: false,
            });
        }
    }
    let mut panel = Vec::new();
    match &game.result {
        None => panel.push(PanelLine::to_move(game.to_move)),
        Some(_) => panel.push(PanelLine::strong("Game over").said(Said::new("pic-game-over"))),
    }
    panel.push(
        PanelLine::plain(format!("Move {}", game.fullmove))
            .said(Said::new("pic-move-number").with("move", game.fullmove)),
    );
    panel.push(
        PanelLine::toned(
            format!(
                "Quiet plies: {}/{QUIET_LIMIT} (no capture or capital)",
                game.quiet
            ),
            Tone::Muted,
        )
        .said(
            Said::new("pic-iiwii-quiet")
                .with("plies", game.quiet)
                .with("limit", QUIET_LIMIT),
        ),
    );
    if let Some(line) = game.record.last() {
        panel.push(
            PanelLine::plain(format!("Last: {line}"))
                .said(Said::new("pic-last").with("action", line.as_str())),
        );
    }
    if let Some(outcome) = &game.result {
        let mut line = PanelLine::result(outcome);
        line.tone = if outcome.winner.is_some() {
            Tone::Good
        } else {
            Tone::Info
        };
        panel.push(line);
    }
    BoardView {
        title: TITLE.into(),
        title_said: Some(Said::term(&crate::VariantId::ItIsWhatItIs)),
        bottom,
        boards: vec![plane],
        trays: Vec::new(),
        panel,
        ..BoardView::default()
    }
}

/// The squares of a board drawn from `bottom`'s side: rows top to bottom, squares left to right.
fn rows(bottom: Side) -> Vec<Vec<Square>> {
    let ranks: Vec<u8> = match bottom {
        Side::White => (0..SIZE.ranks).rev().collect(),
        Side::Black => (0..SIZE.ranks).collect(),
    };
    let files: Vec<u8> = match bottom {
        Side::White => (0..SIZE.files).collect(),
        Side::Black => (0..SIZE.files).rev().collect(),
    };
    ranks
        .iter()
        .map(|&r| files.iter().map(|&f| Square::new(f, r)).collect())
        .collect()
}

/// The board as text, `viewer.bottom()` at the bottom, with a key to the letters and the
/// counters, a line each.
pub(super) fn text_lines(game: &ItIsWhatItIs, viewer: Viewer) -> Vec<Line> {
    let bottom = viewer.bottom();
    let rows = rows(bottom);
    let file_line: String = rows[0]
        .iter()
        .map(|sq| format!("{:<3}", (b'a' + sq.file) as char))
        .collect();
    let mut out = format!("   {}\n", file_line.trim_end());
    for row in &rows {
        let rank = row[0].rank + 1;
        let cells: String = row
            .iter()
            .map(|&sq| match game.board.get(sq) {
                None => ".  ".to_string(),
                Some(p) => {
                    let colour = if p.side == Side::White { 'w' } else { 'b' };
                    format!("{colour}{} ", p.kind.glyph())
                }
            })
            .collect();
        out.push_str(&format!("{rank}  {}  {rank}\n", cells.trim_end()));
    }
    out.push_str(&format!("   {}\n", file_line.trim_end()));
    let mut lines: Vec<Line> = out.lines().map(Line::from).collect();
    lines.push(Line::new(
        "w = White, b = Black; ☺ Happy Face, ♥ Heart, ☮ Peace Sign",
        Said::new("report-iiwii-text-key")
            .with_term("happy", &Kind::HappyFace)
            .with_term("heart", &Kind::Heart)
            .with_term("peace", &Kind::PeaceSign),
    ));
    lines.push(match &game.result {
        None => Line::new(
            format!(
                "{} to move · move {} · quiet plies {}/{QUIET_LIMIT}",
                game.to_move, game.fullmove, game.quiet
            ),
            Said::new("report-iiwii-text-to-move")
                .with("side", game.to_move)
                .with("move", game.fullmove)
                .with("quiet", game.quiet)
                .with("limit", QUIET_LIMIT),
        ),
        Some(outcome) => Line::new(
            outcome.to_string(),
            Said::new("report-result").with("result", outcome.clone()),
        ),
    });
    lines
}

/// Every kind with the name players read, in the order of the rules.
pub fn kinds() -> impl Iterator<Item = (Kind, &'static str)> {
    Kind::ALL.into_iter().map(|k| (k, k.name()))
}

/// Where a rules diagram puts the piece: d4, or d5 for the Heart so that its point (four squares
/// down) stays on the board.
pub fn diagram_square(kind: Kind) -> Square {
    match kind {
        Kind::Heart => Square::new(3, 4),
        _ => Square::new(3, 3),
    }
}

/// A rules picture for `kind`: an otherwise empty 8x8 board with one White piece of that kind on
/// [`diagram_square`], every square it can move to highlighted as [`Highlight::Target`]
/// (Backspacing included), and an arrow along each path or rook-leg plan that runs two or more
/// squares. Used by `/rules` to show each piece; [`kinds`] lists them.
pub fn piece_diagram(kind: Kind) -> BoardView {
    let from = diagram_square(kind);
    let piece = Piece::new(Side::White, kind);
    let mut board = Board::empty();
    board.set(from, Some(piece));

    let mut plane = BoardPlane::new(SIZE);
    plane.put(from, glyph(piece, Side::White));

    // The longest route of each path or plan: a visit that extends the previous route replaces
    // it, anything else starts a new one.
    let mut routes: Vec<Vec<Square>> = Vec::new();
    let mut targets: Vec<Square> = Vec::new();
    board.visit_moves(from, |to, route| {
        if !targets.contains(&to) {
            targets.push(to);
        }
        match routes.last_mut() {
            Some(last) if route.len() == last.len() + 1 && route.starts_with(last) => {
                last.push(to);
            }
            _ => routes.push(route.to_vec()),
        }
    });
    if kind.is_capital() {
        if let Some(left) = backspace_square(from, Side::White) {
            if !targets.contains(&left) {
                targets.push(left);
            }
        }
    }
    targets.sort();
    for sq in targets {
        plane.highlight(sq, Highlight::Target);
    }
    for route in routes.into_iter().filter(|r| r.len() >= 2) {
        let mut path = vec![from];
        path.extend(route);
        plane.arrows.push(Arrow {
            path,
            ink: Ink::Neutral,
            dashed: false,
        });
    }

    BoardView {
        title: format!("{TITLE}: {}", kind.name()),
        title_said: Some(
            Said::new("pic-diagram-title")
                .with("variant", Said::term(&crate::VariantId::ItIsWhatItIs))
                .with("piece", Said::term(&kind)),
        ),
        bottom: Side::White,
        boards: vec![plane],
        trays: Vec::new(),
        panel: vec![
            PanelLine::strong(format!("{} {}", kind.glyph(), kind.name())).said(
                Said::new("pic-glyph-name")
                    .with("glyph", kind.glyph())
                    .with("name", Said::term(&kind)),
            ),
            PanelLine::plain(kind.summary()).said(Said::new(&format!(
                "pic-{}-summary",
                crate::said::term_id(&kind)
            ))),
        ],
        ..BoardView::default()
    }
}

#[cfg(test)]
mod picture_tests {
    use super::*;

    #[test]
    fn the_happy_face_is_never_turned_but_the_opponents_other_pieces_are() {
        for bottom in Side::BOTH {
            for side in Side::BOTH {
                for kind in Kind::ALL {
                    let g = glyph(Piece::new(side, kind), bottom);
                    let turned = side != bottom && kind != Kind::HappyFace;
                    assert_eq!(g.upside_down, turned, "{kind:?} of {side} seen by {bottom}");
                    assert_eq!(g.ink, Ink::of(side));
                }
            }
        }
    }
}
