//! How pieces move (R1–R11, R13–R17, R19): each piece's destinations from an open square and a
//! corner for both sides, orientation, the setup, paths and leaps, mini-roses and capital legs.

use super::*;

#[test]
fn small_c_destinations() {
    let k = Kind::SmallC;
    assert_eq!(lone(k, Side::White, "d4"), list("d5 e6 f6 g5 d3 e2 f2 g3"));
    assert_eq!(lone(k, Side::White, "a1"), list("a2 b3 c3 d2"));
    assert_eq!(lone(k, Side::Black, "e5"), list("e4 d3 c3 b4 e6 d7 c7 b6"));
    assert_eq!(lone(k, Side::Black, "a1"), list("a2"));
}

#[test]
fn small_h_destinations() {
    let k = Kind::SmallH;
    assert_eq!(lone(k, Side::White, "d4"), list("d5 d6 d3 d2 e4 f3 f2"));
    assert_eq!(lone(k, Side::White, "a1"), list("a2 a3 b1"));
    assert_eq!(lone(k, Side::Black, "e5"), list("e4 e3 e6 e7 d5 c6 c7"));
    assert_eq!(lone(k, Side::Black, "a1"), list("a2 a3"));
}

#[test]
fn small_e_destinations() {
    let k = Kind::SmallE;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("e4 f4 f5 f6 e6 d6 c4 b4 b5 b6 c6 b3 b2 c2 d2")
    );
    assert_eq!(lone(k, Side::White, "a1"), list("b1 c1 c2 c3 b3 a3"));
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("d5 c5 c4 c3 d3 e3 f5 g5 g4 g3 f3 g6 g7 f7 e7")
    );
    assert_eq!(lone(k, Side::Black, "a1"), list("b1 c1 c2 c3 b3 a3"));
}

#[test]
fn small_s_destinations() {
    let k = Kind::SmallS;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("c4 c5 c6 d6 e6 e4 e3 e2 d2 c2")
    );
    assert_eq!(lone(k, Side::White, "a1"), list("b1"));
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("f5 f4 f3 e3 d3 d5 d6 d7 e7 f7")
    );
    assert_eq!(lone(k, Side::Black, "a1"), list("b1"));
}

#[test]
fn happy_face_destinations() {
    let k = Kind::HappyFace;
    assert_eq!(lone(k, Side::White, "d4"), list("b6 f6 b3 c2 d2 e2 f3"));
    assert_eq!(lone(k, Side::White, "a1"), list("c3"));
    assert_eq!(lone(k, Side::Black, "e5"), list("g3 c3 g6 f7 e7 d7 c6"));
    assert_eq!(lone(k, Side::Black, "a1"), list("a3 b3 c2"));
}

#[test]
fn heart_destinations() {
    let k = Kind::Heart;
    assert_eq!(
        lone(k, Side::White, "d5"),
        list("c6 b6 a5 a4 b3 c2 d1 e6 f6 g5 g4 f3 e2")
    );
    assert_eq!(lone(k, Side::White, "a1"), list("b2 c2 d1"));
    assert_eq!(
        lone(k, Side::Black, "e4"),
        list("f3 g3 h4 h5 g6 f7 e8 d3 c3 b4 b5 c6 d7")
    );
    assert_eq!(lone(k, Side::Black, "a1"), Vec::<String>::new());
    assert_eq!(lone(k, Side::Black, "h8"), list("g7 f7 e8"));
}

#[test]
fn peace_sign_destinations() {
    let k = Kind::PeaceSign;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("d5 d6 e6 f5 f3 e2 c2 b3 b5 c6 f6 f2 b2 b6 g4 d7 a4 d1 e3 c3")
    );
    assert_eq!(lone(k, Side::White, "a1"), list("a2 a3 b3 c2 c3 d1 a4"));
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("e4 e3 d3 f3 d7 f7 c4 c6 g4 g6 c3 c7 g3 g7 b5 h5 e2 e8 d6 f6")
    );
    assert_eq!(lone(k, Side::Black, "a1"), list("b3 c2 c3 d1 a4 b2"));
}

#[test]
fn big_c_destinations() {
    let k = Kind::BigC;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("d5 d6 d7 d8 e8 f8 g8 h8 d3 d2 d1 e1 f1 g1 h1")
    );
    assert_eq!(
        lone(k, Side::White, "a1"),
        list("a2 a3 a4 a5 a6 a7 a8 b8 c8 d8 e8 f8 g8 h8")
    );
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("e4 e3 e2 e1 d1 c1 b1 a1 e6 e7 e8 d8 c8 b8 a8")
    );
    assert_eq!(lone(k, Side::Black, "a1"), list("a2 a3 a4 a5 a6 a7 a8"));
}

#[test]
fn big_h_destinations() {
    let k = Kind::BigH;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("c4 b4 a4 a5 a6 a7 a8 a3 a2 a1 e4 f4 g4 h4 h5 h6 h7 h8 h3 h2 h1")
    );
    assert_eq!(
        lone(k, Side::White, "a1"),
        list("b1 c1 d1 e1 f1 g1 h1 h2 h3 h4 h5 h6 h7 h8")
    );
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("f5 g5 h5 h4 h3 h2 h1 h6 h7 h8 d5 c5 b5 a5 a4 a3 a2 a1 a6 a7 a8")
    );
    assert_eq!(
        lone(k, Side::Black, "a1"),
        list("b1 c1 d1 e1 f1 g1 h1 h2 h3 h4 h5 h6 h7 h8")
    );
}

#[test]
fn big_e_destinations() {
    let k = Kind::BigE;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("d5 d6 d7 d8 e8 f8 g8 h8 d3 d2 d1 e1 f1 g1 h1 e4 f4 g4 h4")
    );
    assert_eq!(
        lone(k, Side::White, "a1"),
        list("a2 a3 a4 a5 a6 a7 a8 b8 c8 d8 e8 f8 g8 h8 b1 c1 d1 e1 f1 g1 h1")
    );
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("e4 e3 e2 e1 d1 c1 b1 a1 e6 e7 e8 d8 c8 b8 a8 d5 c5 b5 a5")
    );
    assert_eq!(lone(k, Side::Black, "a1"), list("a2 a3 a4 a5 a6 a7 a8"));
}

#[test]
fn big_s_destinations() {
    let k = Kind::BigS;
    assert_eq!(
        lone(k, Side::White, "d4"),
        list("e4 f4 g4 h4 h3 h2 h1 g1 f1 e1 d1 c1 b1 a1 c4 b4 a4 a5 a6 a7 a8 b8 c8 d8 e8 f8 g8 h8")
    );
    assert_eq!(lone(k, Side::White, "a1"), list("b1 c1 d1 e1 f1 g1 h1"));
    assert_eq!(
        lone(k, Side::Black, "e5"),
        list("d5 c5 b5 a5 a6 a7 a8 b8 c8 d8 e8 f8 g8 h8 f5 g5 h5 h4 h3 h2 h1 g1 f1 e1 d1 c1 b1 a1")
    );
    assert_eq!(lone(k, Side::Black, "a1"), list("b1 c1 d1 e1 f1 g1 h1"));
}

#[test]
fn r1_black_is_white_rotated() {
    let mut rng = Rng::new(11);
    for kind in Kind::ALL {
        for from in SIZE.squares() {
            let mut white = Board::empty();
            let mut black = Board::empty();
            white.set(from, Some(Piece::new(Side::White, kind)));
            black.set(rotate(from), Some(Piece::new(Side::Black, kind)));
            // A few blockers of both colours, rotated and with colours swapped.
            for _ in 0..6 {
                let s = Square::from_index(rng.below(64), SIZE);
                if s == from {
                    continue;
                }
                let side = if rng.chance(1, 2) {
                    Side::White
                } else {
                    Side::Black
                };
                white.set(s, Some(Piece::new(side, Kind::SmallS)));
                black.set(rotate(s), Some(Piece::new(side.opponent(), Kind::SmallS)));
            }
            let w: Vec<Square> = board::mask_squares(white.destinations(from)).collect();
            let mut b: Vec<Square> = board::mask_squares(black.destinations(rotate(from)))
                .map(rotate)
                .collect();
            b.sort_by_key(|s| s.index(SIZE));
            assert_eq!(w, b, "{kind:?} on {from}");
            assert_eq!(
                board::backspace_square(from, Side::White).map(rotate),
                board::backspace_square(rotate(from), Side::Black)
            );
        }
    }
}

#[test]
fn r1_right_and_up_are_the_owners() {
    // White's h steps right toward the h-file; Black's toward the a-file.
    let g = build(&[("d4", 'w', 'h'), ("e5", 'b', 'h')], 'w');
    assert!(dests(&g, "d4").contains(&"e4".to_string()));
    assert!(dests(&g, "e5").contains(&"d5".to_string()));
    assert!(!dests(&g, "e5").contains(&"f5".to_string()));
}

#[test]
fn r2_setup() {
    let g = ItIsWhatItIs::new_game(0);
    let expect_white = [
        ("a1", Kind::SmallS),
        ("b1", Kind::SmallC),
        ("c1", Kind::SmallH),
        ("d1", Kind::HappyFace),
        ("e1", Kind::PeaceSign),
        ("f1", Kind::Heart),
        ("g1", Kind::SmallE),
        ("h1", Kind::SmallS),
    ];
    let expect_black = [
        ("h8", Kind::SmallS),
        ("g8", Kind::SmallC),
        ("f8", Kind::SmallH),
        ("e8", Kind::HappyFace),
        ("d8", Kind::PeaceSign),
        ("c8", Kind::Heart),
        ("b8", Kind::SmallE),
        ("a8", Kind::SmallS),
    ];
    for (at, kind) in expect_white {
        assert_eq!(piece_at(&g, at), Some((Side::White, kind)), "{at}");
    }
    for (at, kind) in expect_black {
        assert_eq!(piece_at(&g, at), Some((Side::Black, kind)), "{at}");
    }
    assert_eq!(g.board().pieces().count(), 16);
    assert_eq!(g.position(), START);
    assert_eq!(g.to_act(), ToAct::Side(Side::White));
    assert!(g.legal_actions(Side::Black).is_empty());
    let mut g2 = g.clone();
    let err = g2
        .play(
            Side::Black,
            Action::Move {
                from: sq("g8"),
                to: sq("g7"),
            },
        )
        .unwrap_err();
    assert!(matches!(err, RuleError::NotYourTurn { .. }));
    assert_eq!(json(&g), json(&g2));
    // Moves alternate.
    let mut g3 = g.clone();
    play(&mut g3, "b1b2");
    assert_eq!(g3.to_act(), ToAct::Side(Side::Black));
}

#[test]
fn r19_start_moves_are_exactly_the_geometry() {
    let g = ItIsWhatItIs::new_game(0);
    let got: Vec<String> = g
        .legal_actions(Side::White)
        .iter()
        .map(|a| g.notation(Side::White, a))
        .collect();
    let want = [
        "b1b2", "b1c3", "b1d3", "b1e2", // c
        "c1c2", "c1c3", // h
        "d1b3", "d1f3", // Happy Face
        "e1c2", "e1c3", "e1d3", "e1e2", "e1e3", "e1e4", "e1f3", "e1g2", "e1g3", // Peace Sign
        "f1d2", "f1e2", "f1g2", "f1h2", // Heart
    ];
    assert_eq!(got, want);
}

#[test]
fn r3_paths_are_blocked_and_capture_only_at_the_end() {
    // White c on d4, Black e on e6 (second square of the up path), own s on d3.
    let g = build(&[("d4", 'w', 'c'), ("e6", 'b', 'e'), ("d3", 'w', 's')], 'w');
    // Up path: d5, then e6 captured, and f6/g5 are out of reach; the down path is blocked at once.
    assert_eq!(dests(&g, "d4"), list("d5 e6"));
    let a = g.parse_action(Side::White, "d4e6").unwrap();
    assert!(g.label(Side::White, &a).contains("captures e"));
    let err = g.parse_action(Side::White, "d4f6").unwrap_err();
    assert!(matches!(err, RuleError::Illegal { .. }));
    assert!(err.to_string().contains("d5, e6"), "{err}");
}

#[test]
fn r3_leaps_ignore_what_is_between() {
    // A Happy Face boxed in on all sides still leaps.
    let g = build(
        &[
            ("d4", 'w', 'F'),
            ("c4", 'w', 's'),
            ("e4", 'w', 's'),
            ("d5", 'w', 's'),
            ("d3", 'w', 's'),
            ("c5", 'w', 's'),
            ("e5", 'w', 's'),
            ("c3", 'w', 's'),
            ("e3", 'w', 's'),
            ("f3", 'b', 'c'),
        ],
        'w',
    );
    assert_eq!(dests(&g, "d4"), list("b6 f6 b3 c2 d2 e2 f3"));
}

#[test]
fn r3_same_square_by_two_paths_is_one_move() {
    let g = build(&[("d4", 'w', 'e')], 'w');
    let d4d6 = g
        .legal_actions(Side::White)
        .into_iter()
        .filter(|a| {
            *a == Action::Move {
                from: sq("d4"),
                to: sq("d6"),
            }
        })
        .count();
    assert_eq!(d4d6, 1);
    // With the right-hand path blocked, d6 is still reached round the left.
    let g = build(&[("d4", 'w', 'e'), ("e4", 'w', 's')], 'w');
    assert!(dests(&g, "d4").contains(&"d6".to_string()));
    assert!(!dests(&g, "d4").contains(&"f5".to_string()));
    // The route drawn is the path that got there.
    let mut g2 = g.clone();
    play(&mut g2, "d4d6");
    assert_eq!(
        g2.last_move().unwrap().route,
        ["d4", "c4", "b4", "b5", "b6", "c6", "d6"].map(sq).to_vec()
    );
}

#[test]
fn r3_no_move_ends_on_a_friendly_piece() {
    let g = build(&[("d4", 'w', 'P'), ("f5", 'w', 's')], 'w');
    assert!(!dests(&g, "d4").contains(&"f5".to_string()));
    let err = g.parse_action(Side::White, "d4f5").unwrap_err();
    assert!(err.to_string().contains("Your own s stands on f5"), "{err}");
}

#[test]
fn r4_mini_roses_turn_one_way() {
    use super::shapes::*;
    fn turn(a: Vector, b: Vector) -> i32 {
        // Cross product sign: +1 counter-clockwise, -1 clockwise.
        (a.x as i32 * b.y as i32 - a.y as i32 * b.x as i32).signum()
    }
    let roses: [(&[Vector], i32); 4] = [
        (SMALL_C.paths[0], -1),
        (SMALL_C.paths[1], 1),
        (&HEART.paths[0][..5], 1),
        (&HEART.paths[1][..5], -1),
    ];
    for (path, sense) in roses {
        for w in path.windows(2) {
            assert_eq!(turn(w[0], w[1]), sense, "{path:?}");
            // 45 degrees: a king step and its neighbour differ by one in one coordinate.
            let d = (w[0].x - w[1].x).abs() + (w[0].y - w[1].y).abs();
            assert_eq!(d, 1, "{path:?}");
        }
    }
    // The h's shoulder is a clockwise rose starting right.
    assert_eq!(SMALL_H.paths[2], &[R, DR, D]);
    assert_eq!(turn(R, DR), -1);
}

#[test]
fn r13_standing_on_an_edge_is_not_reaching_it() {
    // White C on d1: it may go up (and turn right at d8) but not "down then right" along rank 1.
    let g = build(&[("d1", 'w', 'C')], 'w');
    assert_eq!(dests(&g, "d1"), list("d2 d3 d4 d5 d6 d7 d8 e8 f8"));
    // (The turn along rank 8 ends by capturing Black's Peace Sign on f8, a default.)
}

#[test]
fn r13_blocked_legs_and_captures_end_the_move() {
    // Own piece on d7: the up leg stops at d6 and never turns.
    let g = build(&[("d4", 'w', 'C'), ("d7", 'w', 's')], 'w');
    assert_eq!(dests(&g, "d4"), list("d5 d6 d3 d2 d1 e1 f1 g1 h1"));
    // Enemy on d8: captured at the edge, no turn from there.
    let g = build(&[("d4", 'w', 'C'), ("d8", 'b', 's')], 'w');
    let d = dests(&g, "d4");
    assert!(d.contains(&"d8".to_string()));
    assert!(!d.contains(&"e8".to_string()));
    // The second leg is blocked like the first: it captures Black's Peace Sign on f8 and stops.
    let g = build(&[("d4", 'w', 'C')], 'w');
    let d = dests(&g, "d4");
    assert!(d.contains(&"f8".to_string()) && !d.contains(&"g8".to_string()));
}

#[test]
fn r13_capital_in_a_corner_must_travel_before_turning() {
    // A White C on a8 stands on the top edge: it has not reached it, so it cannot turn right
    // along rank 8. Down, it reaches a1's edge and turns right along rank 1.
    let g = game(
        &[
            ("a8", Side::White, Kind::BigC),
            ("h2", Side::White, Kind::Heart),
            ("g2", Side::White, Kind::HappyFace),
            ("f2", Side::White, Kind::PeaceSign),
            ("h5", Side::Black, Kind::Heart),
            ("g5", Side::Black, Kind::HappyFace),
            ("f5", Side::Black, Kind::PeaceSign),
        ],
        Side::White,
    );
    let mut got: Vec<String> = board::mask_squares(g.board().destinations(sq("a8")))
        .map(|s| s.to_string())
        .collect();
    got.sort();
    let mut want: Vec<String> = "a7 a6 a5 a4 a3 a2 a1 b1 c1 d1 e1 f1 g1 h1"
        .split(' ')
        .map(String::from)
        .collect();
    want.sort();
    assert_eq!(got, want);
}

#[test]
fn r14_to_r17_capital_turns_on_a_board() {
    // R15 H: turns only at the side edge.
    let g = build(&[("d4", 'w', 'H'), ("b4", 'b', 's')], 'w');
    assert_eq!(
        dests(&g, "d4"),
        list("c4 b4 e4 f4 g4 h4 h5 h6 h7 h8 h3 h2 h1")
    );
    // R16 E: a rightward leg never turns.
    let g = build(&[("d6", 'w', 'E')], 'w');
    assert!(!dests(&g, "d6").contains(&"h7".to_string()));
    assert!(dests(&g, "d6").contains(&"h6".to_string()));
    // R17 S: the third leg needs the corner.
    let g = build(&[("d4", 'w', 'S'), ("e1", 'b', 'S')], 'w');
    assert_eq!(
        dests(&g, "d4"),
        list("e4 f4 g4 h4 h3 h2 h1 g1 f1 e1 c4 b4 a4 a5 a6 a7 a8 b8 c8 d8 e8 f8")
    );
}
