//! How a game ends (R20–R24, R26, R28): a symbol lost, no check, stalemate, repetition and the
//! quiet-move limit, in their order of precedence.

use super::*;
use crate::Ending;

#[test]
fn r20_capturing_a_symbol_wins_at_once() {
    for (code, name) in [('L', "Heart"), ('F', "Happy Face"), ('P', "Peace Sign")] {
        let mut g = build(&[("d4", 'w', 'h'), ("d6", 'b', code)], 'w');
        let a = g.parse_action(Side::White, "d4d6").unwrap();
        assert_eq!(
            g.label(Side::White, &a),
            format!("d4d6 · h · captures {name} · wins")
        );
        let report = play(&mut g, "d4d6");
        let outcome = g.outcome().expect("over");
        assert_eq!(outcome.winner, Some(Side::White));
        assert_eq!(outcome.reason, format!("Black's {name} was captured"));
        assert!(report.public.contains("White wins"), "{}", report.public);
        assert_eq!(g.to_act(), ToAct::Over);
        assert!(g.legal_actions(Side::Black).is_empty());
        let before = json(&g);
        let err = g
            .play(
                Side::Black,
                Action::Move {
                    from: sq("g8"),
                    to: sq("e7"),
                },
            )
            .unwrap_err();
        assert_eq!(err, RuleError::GameOver);
        assert_eq!(json(&g), before);
    }
}

#[test]
fn r20_backspacing_onto_your_own_symbol_loses() {
    // b1 is taken by the E, so the Happy Face is placed explicitly.
    let mut g = build(&[("b1", 'w', 'E'), ("a1", 'w', 'L'), ("d1", 'w', 'F')], 'w');
    let a = g.parse_action(Side::White, "b1<").unwrap();
    assert_eq!(
        g.label(Side::White, &a),
        "b1< · E · Backspace to a1 · removes your Heart! · you lose!"
    );
    play(&mut g, "b1<");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winner, Some(Side::Black));
    assert!(outcome.reason.contains("own Heart"), "{}", outcome.reason);
}

#[test]
fn r21_no_check_symbols_may_be_left_en_prise() {
    // Black h on d8 aims down the d-file; White's e on d7 shields White's Heart on d6.
    let mut g = build(&[("d8", 'b', 'h'), ("d7", 'w', 'e'), ("d6", 'w', 'L')], 'w');
    assert!(!dests(&g, "d8").contains(&"d6".to_string()));
    play(&mut g, "d7e7");
    assert!(g.outcome().is_none());
    play(&mut g, "d8d6");
    assert_eq!(g.outcome().unwrap().winner, Some(Side::Black));
}

/// A full board but for `hole`: White's first rank (symbols on a1 b1 c1, e's beside them),
/// and Black everywhere else with pieces whose first steps only meet Black pieces: e's (first
/// steps sideways), a c and an h beside d3, and Black's symbols in the far corner.
fn crowded(to_move: char, hole: &str) -> ItIsWhatItIs {
    let mut pieces: Vec<(String, char, char)> = vec![
        ("a1".into(), 'w', 'L'),
        ("b1".into(), 'w', 'F'),
        ("c1".into(), 'w', 'P'),
        ("c3".into(), 'b', 'h'),
        ("e3".into(), 'b', 'c'),
        ("h8".into(), 'b', 'F'),
        ("h7".into(), 'b', 'P'),
        ("g8".into(), 'b', 'L'),
    ];
    for s in SIZE.squares() {
        let name = s.to_string();
        if name != hole && !pieces.iter().any(|p| p.0 == name) {
            let colour = if s.rank == 0 { 'w' } else { 'b' };
            pieces.push((name, colour, 'e'));
        }
    }
    let refs: Vec<(&str, char, char)> = pieces
        .iter()
        .map(|(s, c, k)| (s.as_str(), *c, *k))
        .collect();
    build(&refs, to_move)
}

#[test]
fn r22_stalemate_is_a_draw() {
    // Loaded with Black to move and no Black move: drawn at once.
    let g = crowded('b', "none");
    assert!(g.legal_actions(Side::Black).is_empty());
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winner, None);
    assert!(outcome.reason.contains("stalemate"), "{}", outcome.reason);
    assert_eq!(g.to_act(), ToAct::Over);

    // Reached by a move: White's Happy Face leaps b1-d3 into the only hole.
    let mut g = crowded('w', "d3");
    assert!(g.outcome().is_none());
    play(&mut g, "b1d3");
    assert!(g.legal_actions(Side::Black).is_empty());
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Ending::IiwiiStalemate { side: Side::Black }))
    );
}

#[test]
fn r23_third_repetition_is_a_draw() {
    let mut g = ItIsWhatItIs::new_game(0);
    let cycle = ["b1b2", "g8g7", "b2b1", "g7g8"];
    for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert!(g.outcome().is_none(), "over before ply {}", i + 1);
        play(&mut g, m);
    }
    assert_eq!(g.outcome(), Some(Outcome::draw(Ending::Repetition)));
    // The same position with the other side to move is a different position.
    let mut g = build(&[("d4", 'w', 'C'), ("e5", 'b', 'C')], 'w');
    for m in ["d4d5", "e5e4", "d5d4", "e4e5", "d4d5", "e5e4", "d5d4"] {
        play(&mut g, m);
        assert!(g.outcome().is_none(), "{m}");
    }
    play(&mut g, "e4e5");
    assert!(g.outcome().is_some());
}

#[test]
fn r23_the_side_to_move_is_part_of_the_position() {
    // White's Peace Sign runs a three-move triangle (d4 f6 e5), Black's C a two-move shuffle, so
    // the starting placement comes back after 5 plies with Black to move and after 12 with
    // White to move. Only the third occurrence of placement *and* side (ply 24) draws; counting
    // placements alone would have drawn at ply 12.
    let mut g = game(
        &[
            ("a1", Side::White, Kind::Heart),
            ("b1", Side::White, Kind::HappyFace),
            ("d4", Side::White, Kind::PeaceSign),
            ("h8", Side::Black, Kind::Heart),
            ("g8", Side::Black, Kind::HappyFace),
            ("f8", Side::Black, Kind::PeaceSign),
            ("h4", Side::Black, Kind::BigC),
        ],
        Side::White,
    );
    let white = ["d4f6", "f6e5", "e5d4"];
    let black = ["h4h3", "h3h4"];
    for ply in 0..24 {
        assert!(g.outcome().is_none(), "over before ply {}", ply + 1);
        let m = if ply % 2 == 0 {
            white[(ply / 2) % 3]
        } else {
            black[(ply / 2) % 2]
        };
        play(&mut g, m);
    }
    assert_eq!(g.outcome(), Some(Outcome::draw(Ending::Repetition)));
}

#[test]
fn r24_quiet_move_limit() {
    let text = START.replace(" w 0 1", " w 98 1");
    let mut g = ItIsWhatItIs::from_position(&text, 0).unwrap();
    play(&mut g, "b1b2");
    assert_eq!(g.quiet_plies(), 99);
    assert!(g.outcome().is_none());
    play(&mut g, "g8g7");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(Ending::IiwiiQuiet { plies: 100 }))
    );
    // A capture resets the count.
    let mut g = build(&[("d4", 'w', 'h'), ("d5", 'b', 's'), ("e6", 'b', 'h')], 'w');
    g.quiet = 99;
    play(&mut g, "d4d5");
    assert_eq!(g.quiet_plies(), 0);
    assert!(g.outcome().is_none());
    // A position text with 100 is already drawn.
    let g = ItIsWhatItIs::from_position(&START.replace(" w 0 1", " w 100 1"), 0).unwrap();
    assert!(g.outcome().is_some());
}

#[test]
fn r26_repetition_counts_from_the_loaded_position() {
    let text = START.replace(" w 0 1", " b 0 5");
    let mut g = ItIsWhatItIs::from_position(&text, 0).unwrap();
    for m in ["g8g7", "b1b2", "g7g8", "b2b1", "g8g7", "b1b2", "g7g8"] {
        play(&mut g, m);
        assert!(g.outcome().is_none(), "{m}");
    }
    play(&mut g, "b2b1");
    assert_eq!(g.outcome(), Some(Outcome::draw(Ending::Repetition)));
}

#[test]
fn r28_repetition_is_named_before_the_quiet_limit() {
    // The eighth ply is both the hundredth quiet ply and the third repetition.
    let mut g = ItIsWhatItIs::from_position(&START.replace(" w 0 1", " w 92 1"), 0).unwrap();
    for m in [
        "b1b2", "g8g7", "b2b1", "g7g8", "b1b2", "g8g7", "b2b1", "g7g8",
    ] {
        assert!(g.outcome().is_none());
        play(&mut g, m);
    }
    assert_eq!(g.quiet_plies(), 100);
    assert_eq!(g.outcome(), Some(Outcome::draw(Ending::Repetition)));
    // A symbol's loss is a win even on what would have been the hundredth quiet ply.
    let text = position_text::format(&Setup {
        board: build(&[("d4", 'w', 'h'), ("d6", 'b', 'F')], 'w')
            .board()
            .clone(),
        to_move: Side::White,
        quiet: 99,
        fullmove: 60,
    });
    let mut g = ItIsWhatItIs::from_position(&text, 0).unwrap();
    play(&mut g, "d4d6");
    assert_eq!(g.outcome().unwrap().winner, Some(Side::White));
}
