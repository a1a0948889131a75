//! Action notation: the specification's examples, loose parsing and round trips, labels and their
//! order, the record, and refusals that leave the state unchanged.

use super::*;

#[test]
fn notation_examples_of_the_specification() {
    // `b1c3` (the c), `f1e2` (the Heart) from the start.
    let g = ItIsWhatItIs::new_game(0);
    for (text, name) in [("b1c3", "c"), ("f1e2", "Heart")] {
        let a = g.parse_action(Side::White, text).unwrap();
        let label = g.label(Side::White, &a);
        assert_eq!(label, format!("{text} · {name}"));
    }
    // `b7b8` (becomes C).
    let mut g = with_symbols(&[("b7", Side::White, Kind::SmallC)], Side::White);
    let a = g.parse_action(Side::White, "b7b8").unwrap();
    assert!(g.label(Side::White, &a).ends_with("becomes C"));
    play(&mut g, "b7b8");
    assert_eq!(
        g.board().get(sq("b8")),
        Some(Piece::new(Side::White, Kind::BigC))
    );
    // `Peace d4→d7 · captures Heart · wins`.
    let g = game(
        &[
            ("a1", Side::White, Kind::Heart),
            ("b1", Side::White, Kind::HappyFace),
            ("d4", Side::White, Kind::PeaceSign),
            ("d7", Side::Black, Kind::Heart),
            ("g8", Side::Black, Kind::HappyFace),
            ("f8", Side::Black, Kind::PeaceSign),
        ],
        Side::White,
    );
    let a = g.parse_action(Side::White, "d4d7").unwrap();
    assert_eq!(
        g.label(Side::White, &a),
        "d4d7 · Peace Sign · captures Heart · wins"
    );
    // Squares are case-insensitive; spaces, `-` and `x` between squares are ignored.
    let g = ItIsWhatItIs::new_game(0);
    for text in ["B1C3", "b1-c3", "b1 c3", "b1xc3", " b1 - C3 "] {
        assert_eq!(
            g.parse_action(Side::White, text),
            Ok(Action::Move {
                from: sq("b1"),
                to: sq("c3")
            }),
            "{text}"
        );
    }
    // Nothing else is a move.
    for text in ["", "b1", "b1c3c4", "b1<c3", "Nc3", "b1c9", "<"] {
        let err = g.parse_action(Side::White, text).unwrap_err();
        assert!(
            matches!(err, RuleError::Malformed { .. }),
            "{text}: {err:?}"
        );
    }
}

#[test]
fn notation_parses_loosely_and_round_trips() {
    let g = ItIsWhatItIs::new_game(0);
    let want = Action::Move {
        from: sq("b1"),
        to: sq("c3"),
    };
    for text in ["b1c3", "B1C3", "b1-c3", " b1 c3 ", "b1xc3"] {
        assert_eq!(g.parse_action(Side::White, text), Ok(want), "{text}");
    }
    for text in ["", "b1", "zz", "b1c3d4", "b1<<", "b9c3", "hello"] {
        assert!(
            matches!(
                g.parse_action(Side::White, text),
                Err(RuleError::Malformed { .. })
            ),
            "{text}"
        );
    }
    let err = g.parse_action(Side::White, "d4d5").unwrap_err();
    assert!(matches!(&err, RuleError::Illegal { action, .. } if action == "d4d5"));
    assert_eq!(err.to_string(), "There is no piece on d4.");
    let err = g.parse_action(Side::White, "g8g7").unwrap_err();
    assert!(err.to_string().contains("Black's"), "{err}");
    let err = g.parse_action(Side::White, "c1c4").unwrap_err();
    assert_eq!(
        err.to_string(),
        "The h on c1 cannot reach c4. It can go to c2, c3."
    );
    let err = g.parse_action(Side::White, "a1a2").unwrap_err();
    assert!(err.to_string().contains("no moves now"), "{err}");
}

#[test]
fn labels_and_order() {
    let g = build(
        &[
            ("b1", 'w', 'h'),
            ("d3", 'b', 'e'),
            ("a3", 'w', 'F'),
            ("e2", 'w', 'C'),
        ],
        'w',
    );
    let a = g.parse_action(Side::White, "b1b3").unwrap();
    assert_eq!(g.label(Side::White, &a), "b1b3 · h");
    let a = g.parse_action(Side::White, "a3c5").unwrap();
    assert_eq!(g.label(Side::White, &a), "a3c5 · Happy Face");
    let a = g.parse_action(Side::White, "e2<").unwrap();
    assert_eq!(g.label(Side::White, &a), "e2< · C · Backspace to d2");
    let g2 = build(&[("c4", 'w', 'h'), ("e3", 'b', 'e')], 'w');
    let a = g2.parse_action(Side::White, "c4e3").unwrap();
    assert_eq!(g2.label(Side::White, &a), "c4e3 · h · captures e");
    // Sorted by origin (file, then rank), then destination (file, then rank), Backspace last.
    let legal = g.legal_actions(Side::White);
    let key = |a: &Action| match *a {
        Action::Move { from, to } => (from.file, from.rank, 0, to.file, to.rank),
        Action::Backspace { from } => (from.file, from.rank, 1, 0, 0),
    };
    let keys: Vec<_> = legal.iter().map(key).collect();
    let mut sorted = keys.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(keys, sorted);
    // Suggestions narrow by origin.
    let s = ItIsWhatItIs::new_game(0).suggest(Side::White, "e1");
    assert_eq!(s.len(), 9);
    assert!(s.iter().all(|c| c.notation.starts_with("e1")));
    assert_eq!(s[0].label, "e1c2 · Peace Sign");
}

#[test]
fn play_errors_leave_the_state_unchanged() {
    let mut g = build(&[("d4", 'w', 'h'), ("c8", 'w', 'S'), ("e5", 'b', 'C')], 'w');
    play(&mut g, "d4d5");
    play(&mut g, "e5e4");
    let before = json(&g);
    let bad = [
        (
            Side::Black,
            Action::Move {
                from: sq("e4"),
                to: sq("e3"),
            },
        ),
        (
            Side::White,
            Action::Move {
                from: sq("d5"),
                to: sq("d8"),
            },
        ),
        (
            Side::White,
            Action::Move {
                from: sq("d5"),
                to: sq("d5"),
            },
        ),
        (
            Side::White,
            Action::Move {
                from: sq("e4"),
                to: sq("e3"),
            },
        ),
        (
            Side::White,
            Action::Move {
                from: sq("a5"),
                to: sq("a6"),
            },
        ),
        (Side::White, Action::Backspace { from: sq("d5") }),
        (Side::White, Action::Backspace { from: sq("e4") }),
        (
            Side::White,
            Action::Move {
                from: sq("c8"),
                to: sq("c1"),
            },
        ),
    ];
    for (side, action) in bad {
        assert!(g.play(side, action).is_err(), "{action:?}");
        assert_eq!(json(&g), before, "{action:?}");
    }
}

#[test]
fn history_is_the_public_record() {
    let mut g = ItIsWhatItIs::new_game(0);
    play(&mut g, "b1b2");
    play(&mut g, "g8g7");
    play(&mut g, "b2b1");
    assert_eq!(g.history(), ["1. b1b2", "1... g8g7", "2. b2b1"]);
    assert_eq!(g.move_number(), 2);
    // Starting with Black to move.
    let mut g = ItIsWhatItIs::from_position(&START.replace(" w 0 1", " b 3 7"), 0).unwrap();
    play(&mut g, "g8g7");
    assert_eq!(g.history(), ["7... g8g7"]);
    assert_eq!(g.move_number(), 8);
}
