//! What a viewer sees: the picture, the terminal board turned to the viewer, the route of the last
//! move (R29), the per-piece rules diagrams and the help text.

use super::*;

#[test]
fn view_draws_pieces_as_they_are() {
    let mut g = ItIsWhatItIs::new_game(0);
    play(&mut g, "b1d3");
    for viewer in [
        Viewer::Public,
        Viewer::Player(Side::White),
        Viewer::Player(Side::Black),
    ] {
        let v = g.view(viewer);
        assert_eq!(v.title, "It is what it is chess");
        assert_eq!(v.bottom, viewer.bottom());
        let plane = &v.boards[0];
        assert_eq!(plane.size, SIZE);
        let cell = |s: &str| plane.cells.iter().find(|c| c.square == sq(s)).unwrap();
        let heart = cell("c8").piece.clone().unwrap();
        assert_eq!((heart.glyph.as_str(), heart.ink), ("♥", Ink::Black));
        assert_eq!(heart.upside_down, viewer.bottom() == Side::White);
        let c = cell("d3").piece.clone().unwrap();
        assert_eq!((c.glyph.as_str(), c.ink), ("c", Ink::White));
        assert_eq!(c.upside_down, viewer.bottom() == Side::Black);
        assert_eq!(cell("d1").piece.clone().unwrap().glyph, "☺");
        assert_eq!(cell("e1").piece.clone().unwrap().glyph, "☮");
        assert!(cell("b1").highlights.contains(&Highlight::LastFrom));
        assert!(cell("d3").highlights.contains(&Highlight::LastTo));
        assert_eq!(plane.arrows.len(), 1);
        assert_eq!(
            plane.arrows[0].path,
            ["b1", "b2", "c3", "d3"].map(sq).to_vec()
        );
        assert_eq!(plane.arrows[0].ink, Ink::White);
        let panel: Vec<&str> = v.panel.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(panel[0], "Black to move");
        assert!(panel.contains(&"Move 1"));
        assert!(panel.iter().any(|l| l.starts_with("Quiet plies: 1/100")));
    }
    // Capitals are drawn as capitals; the result is shown.
    let mut g = build(&[("c7", 'w', 'h'), ("c8", 'b', 'L')], 'w');
    play(&mut g, "c7c8");
    let v = g.view(Viewer::Public);
    let cell = v.boards[0]
        .cells
        .iter()
        .find(|c| c.square == sq("c8"))
        .unwrap();
    assert_eq!(cell.piece.clone().unwrap().glyph, "H");
    assert!(v
        .panel
        .iter()
        .any(|l| l.strong && l.text.contains("White wins")));
}

#[test]
fn text_board_turns_with_the_viewer() {
    let g = ItIsWhatItIs::new_game(0);
    let white = g.text_board(Viewer::Public);
    let lines: Vec<&str> = white.lines().collect();
    assert_eq!(lines[0], "   a  b  c  d  e  f  g  h");
    assert_eq!(lines[1], "8  bs be b♥ b☮ b☺ bh bc bs  8");
    assert_eq!(lines[8], "1  ws wc wh w☺ w☮ w♥ we ws  1");
    let black = g.text_board(Viewer::Player(Side::Black));
    let lines: Vec<&str> = black.lines().collect();
    assert_eq!(lines[0], "   h  g  f  e  d  c  b  a");
    assert_eq!(lines[1], "1  ws we w♥ w☮ w☺ wh wc ws  1");
    assert!(black.contains("White to move"));
}

#[test]
fn r29_the_route_shown_is_the_first_listed_path() {
    let mut g = build(&[("d4", 'w', 'e')], 'w');
    play(&mut g, "d4d6");
    assert_eq!(
        g.last_move().unwrap().route,
        ["d4", "e4", "f4", "f5", "f6", "e6", "d6"].map(sq).to_vec()
    );
    let v = g.view(Viewer::Public);
    assert_eq!(v.boards[0].arrows[0].path.len(), 7);
}

#[test]
fn piece_diagrams_show_every_destination() {
    assert_eq!(kinds().count(), 11);
    for (kind, name) in kinds() {
        let v = piece_diagram(kind);
        assert!(v.title.ends_with(name));
        let plane = &v.boards[0];
        let from = diagram_square(kind);
        let mut want: Vec<Square> = board::mask_squares(lone_mask(kind, from)).collect();
        if kind.is_capital() {
            if let Some(left) = board::backspace_square(from, Side::White) {
                if !want.contains(&left) {
                    want.push(left);
                }
            }
        }
        want.sort();
        let mut got: Vec<Square> = plane
            .cells
            .iter()
            .filter(|c| c.highlights.contains(&Highlight::Target))
            .map(|c| c.square)
            .collect();
        got.sort();
        assert_eq!(got, want, "{name}");
        let piece = plane.cells.iter().find(|c| c.square == from).unwrap();
        assert_eq!(piece.piece.clone().unwrap().glyph, kind.glyph());
        assert!(!piece.piece.clone().unwrap().upside_down);
        for arrow in &plane.arrows {
            assert_eq!(arrow.path[0], from);
            assert!(arrow.path.len() >= 3);
        }
    }
    // The c: two curves, each drawn in full.
    let v = piece_diagram(Kind::SmallC);
    let paths: Vec<Vec<Square>> = v.boards[0].arrows.iter().map(|a| a.path.clone()).collect();
    assert_eq!(
        paths,
        vec![
            ["d4", "d5", "e6", "f6", "g5"].map(sq).to_vec(),
            ["d4", "d3", "e2", "f2", "g3"].map(sq).to_vec()
        ]
    );
    // Leapers get no arrows.
    assert!(piece_diagram(Kind::HappyFace).boards[0].arrows.is_empty());
    // The S: both three-leg routes.
    assert_eq!(piece_diagram(Kind::BigS).boards[0].arrows.len(), 2);
}

fn lone_mask(kind: Kind, at: Square) -> u64 {
    let mut board = Board::empty();
    board.set(at, Some(Piece::new(Side::White, kind)));
    board.destinations(at)
}

#[test]
fn help_is_short_enough_for_discord() {
    assert!(HELP.chars().count() <= 3500, "{}", HELP.chars().count());
    for word in ["Heart", "Happy Face", "Peace Sign", "Backspac", "c8<"] {
        assert!(HELP.contains(word), "{word}");
    }
}
