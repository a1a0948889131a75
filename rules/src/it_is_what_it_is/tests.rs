//! Tests: every ruling R1–R24 of `shared/rules/it-is-what-it-is.md`, the project rulings R25+,
//! each piece's destinations, notation, position and JSON round trips, pictures, and self-play.

use super::board::{Board, SIZE};
use super::position::{self, Setup, START};
use super::*;
use crate::view::{Highlight, Ink};
use crate::{AnyGame, Match, Rng};

fn sq(text: &str) -> Square {
    Square::parse(text, SIZE).unwrap_or_else(|| panic!("bad square {text}"))
}

fn side_of(c: char) -> Side {
    if c == 'w' {
        Side::White
    } else {
        Side::Black
    }
}

/// A game from a list of (square, colour, code) with `to_move` ('w'/'b') to move. Symbols not
/// listed are added out of the way: White's Heart a1, Happy Face b1, Peace Sign c1; Black's
/// Heart h8, Happy Face g8, Peace Sign f8.
fn build(pieces: &[(&str, char, char)], to_move: char) -> ItIsWhatItIs {
    let mut board = Board::empty();
    for &(at, colour, code) in pieces {
        let kind = Kind::from_code(code).expect("piece code");
        board.set(sq(at), Some(Piece::new(side_of(colour), kind)));
    }
    let defaults = [
        (Side::White, Kind::Heart, "a1"),
        (Side::White, Kind::HappyFace, "b1"),
        (Side::White, Kind::PeaceSign, "c1"),
        (Side::Black, Kind::Heart, "h8"),
        (Side::Black, Kind::HappyFace, "g8"),
        (Side::Black, Kind::PeaceSign, "f8"),
    ];
    for (side, kind, at) in defaults {
        if board.count(side, kind) == 0 {
            assert!(board.get(sq(at)).is_none(), "default square {at} taken");
            board.set(sq(at), Some(Piece::new(side, kind)));
        }
    }
    let text = position::format(&Setup {
        board,
        to_move: side_of(to_move),
        quiet: 0,
        fullmove: 1,
    });
    ItIsWhatItIs::from_position(&text, 0).expect("test position is valid")
}

/// The destinations of a lone piece on an otherwise empty board (Backspacing aside), sorted.
fn lone(kind: Kind, side: Side, at: &str) -> Vec<String> {
    let mut board = Board::empty();
    board.set(sq(at), Some(Piece::new(side, kind)));
    let mut v: Vec<String> = board::mask_squares(board.destinations(sq(at)))
        .map(|s| s.to_string())
        .collect();
    v.sort();
    v
}

fn list(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

/// Ordinary-move destinations of the piece on `from` in a game, sorted.
fn dests(g: &ItIsWhatItIs, from: &str) -> Vec<String> {
    assert!(g.board().get(sq(from)).is_some(), "no piece on {from}");
    let mut v: Vec<String> = board::mask_squares(g.board().destinations(sq(from)))
        .map(|s| s.to_string())
        .collect();
    v.sort();
    v
}

fn play(g: &mut ItIsWhatItIs, text: &str) -> Report {
    let side = g.side_to_move();
    let action = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(side, action)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn json(g: &ItIsWhatItIs) -> String {
    serde_json::to_string(g).unwrap()
}

fn piece_at(g: &ItIsWhatItIs, at: &str) -> Option<(Side, Kind)> {
    g.board().get(sq(at)).map(|p| (p.side, p.kind))
}

fn rotate(s: Square) -> Square {
    Square::new(7 - s.file, 7 - s.rank)
}

// ---------------------------------------------------------------------------------------------
// Each piece from an open square and from a corner, for both sides (R5–R11, R14–R17).

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

// ---------------------------------------------------------------------------------------------
// R1 orientation: Black's geometry is White's turned 180 degrees, for every kind and square,
// also with other pieces in the way.

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

// ---------------------------------------------------------------------------------------------
// R2 setup and turn order, R19 nothing else.

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
    assert!(matches!(err, RuleError::NotYourTurn(_)));
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

// ---------------------------------------------------------------------------------------------
// R3 movement model.

#[test]
fn r3_paths_are_blocked_and_capture_only_at_the_end() {
    // White c on d4, Black e on e6 (second square of the up path), own s on d3.
    let g = build(&[("d4", 'w', 'c'), ("e6", 'b', 'e'), ("d3", 'w', 's')], 'w');
    // Up path: d5, then e6 captured, and f6/g5 are out of reach; the down path is blocked at once.
    assert_eq!(dests(&g, "d4"), list("d5 e6"));
    let a = g.parse_action(Side::White, "d4e6").unwrap();
    assert!(g.label(Side::White, &a).contains("captures e"));
    let err = g.parse_action(Side::White, "d4f6").unwrap_err();
    assert!(matches!(err, RuleError::Illegal(_)));
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

// ---------------------------------------------------------------------------------------------
// R4 mini-roses: each step turns 45 degrees the same way.

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

// ---------------------------------------------------------------------------------------------
// R12 capitalisation.

#[test]
fn r12_letters_capitalise_on_the_far_rank() {
    let mut g = build(&[("c7", 'w', 'h'), ("d4", 'b', 's')], 'w');
    let a = g.parse_action(Side::White, "c7c8").unwrap();
    assert_eq!(g.label(Side::White, &a), "c7c8 · h · becomes H");
    // Make the quiet count non-zero first to see the reset.
    g.quiet = 7;
    play(&mut g, "c7c8");
    assert_eq!(piece_at(&g, "c8"), Some((Side::White, Kind::BigH)));
    assert_eq!(g.quiet_plies(), 0);

    // Also when capturing.
    let mut g = build(&[("c7", 'w', 'h'), ("c8", 'b', 'e')], 'w');
    let a = g.parse_action(Side::White, "c7c8").unwrap();
    assert_eq!(
        g.label(Side::White, &a),
        "c7c8 · h · captures e · becomes H"
    );
    play(&mut g, "c7c8");
    assert_eq!(piece_at(&g, "c8"), Some((Side::White, Kind::BigH)));

    // Black capitalises on rank 1.
    let mut g = build(&[("d2", 'b', 'h')], 'b');
    play(&mut g, "d2d1");
    assert_eq!(piece_at(&g, "d1"), Some((Side::Black, Kind::BigH)));
}

#[test]
fn r12_passing_through_does_not_capitalise() {
    // White c on a6: up path a7, b8, c8, d7. Ending on d7 passes b8 and c8.
    let mut g = build(&[("a6", 'w', 'c')], 'w');
    play(&mut g, "a6d7");
    assert_eq!(piece_at(&g, "d7"), Some((Side::White, Kind::SmallC)));
    assert_eq!(
        g.last_move().unwrap().route,
        ["a6", "a7", "b8", "c8", "d7"].map(sq).to_vec()
    );
    // Stopping on b8 does capitalise.
    let mut g = build(&[("a6", 'w', 'c')], 'w');
    play(&mut g, "a6b8");
    assert_eq!(piece_at(&g, "b8"), Some((Side::White, Kind::BigC)));
}

#[test]
fn r12_capitals_never_revert_and_symbols_never_capitalise() {
    let mut g = build(&[("d8", 'w', 'C'), ("a7", 'b', 's')], 'w');
    play(&mut g, "d8d3");
    assert_eq!(piece_at(&g, "d3"), Some((Side::White, Kind::BigC)));

    let mut g = build(&[("d6", 'w', 'P'), ("a1", 'w', 'L')], 'w');
    play(&mut g, "d6d8");
    assert_eq!(piece_at(&g, "d8"), Some((Side::White, Kind::PeaceSign)));
    assert_eq!(g.quiet_plies(), 1);
}

// ---------------------------------------------------------------------------------------------
// R13 capital legs.

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

// ---------------------------------------------------------------------------------------------
// R18 Backspacing.

#[test]
fn r18_backspace_removes_an_enemy() {
    let mut g = build(&[("c8", 'w', 'H'), ("b8", 'b', 'e')], 'w');
    let a = g.parse_action(Side::White, "c8<").unwrap();
    assert_eq!(a, Action::Backspace { from: sq("c8") });
    assert_eq!(
        g.label(Side::White, &a),
        "c8< · H · Backspace to b8 · removes e"
    );
    g.quiet = 5;
    play(&mut g, "c8<");
    assert_eq!(piece_at(&g, "b8"), Some((Side::White, Kind::BigH)));
    assert_eq!(piece_at(&g, "c8"), None);
    assert_eq!(g.quiet_plies(), 0);
}

#[test]
fn r18_backspace_removes_a_friend_and_steps_onto_empty() {
    let mut g = build(&[("d4", 'w', 'C'), ("c4", 'w', 's')], 'w');
    // The ordinary form cannot do it, and says how.
    let err = g.parse_action(Side::White, "d4c4").unwrap_err();
    assert!(err.to_string().contains("d4<"), "{err}");
    let a = g.parse_action(Side::White, "d4<").unwrap();
    assert_eq!(
        g.label(Side::White, &a),
        "d4< · C · Backspace to c4 · removes your s!"
    );
    play(&mut g, "d4<");
    assert_eq!(piece_at(&g, "c4"), Some((Side::White, Kind::BigC)));
    assert_eq!(g.quiet_plies(), 0);
    assert_eq!(g.board().count(Side::White, Kind::SmallS), 0);

    // Onto an empty square: a plain step, and a quiet one.
    let mut g = build(&[("d4", 'w', 'C')], 'w');
    play(&mut g, "d4<");
    assert_eq!(piece_at(&g, "c4"), Some((Side::White, Kind::BigC)));
    assert_eq!(g.quiet_plies(), 1);
}

#[test]
fn r18_black_backspaces_toward_the_h_file() {
    let mut g = build(&[("e1", 'b', 'H'), ("f1", 'w', 'e')], 'b');
    play(&mut g, "e1<");
    assert_eq!(piece_at(&g, "f1"), Some((Side::Black, Kind::BigH)));
    // At Black's left edge (the h-file) there is nothing to Backspace onto.
    let g = build(&[("h4", 'b', 'C')], 'b');
    assert!(!g
        .legal_actions(Side::Black)
        .contains(&Action::Backspace { from: sq("h4") }));
    let err = g.parse_action(Side::Black, "h4<").unwrap_err();
    assert!(err.to_string().contains("left edge"), "{err}");
}

#[test]
fn r18_only_capitals_backspace_and_both_forms_work() {
    let g = build(&[("d4", 'w', 'h')], 'w');
    let err = g.parse_action(Side::White, "d4<").unwrap_err();
    assert!(err.to_string().contains("Only capital"), "{err}");

    // H on c8 with b8 empty: c8b8 (a sideways slide) and c8< both legal, same result.
    let g = build(&[("c8", 'w', 'H')], 'w');
    let legal = g.legal_actions(Side::White);
    assert!(legal.contains(&Action::Move {
        from: sq("c8"),
        to: sq("b8")
    }));
    assert!(legal.contains(&Action::Backspace { from: sq("c8") }));
    let mut a = g.clone();
    let mut b = g.clone();
    play(&mut a, "c8b8");
    play(&mut b, "c8<");
    assert_eq!(a.position(), b.position());
    // Backspace comes after the piece's ordinary moves.
    let from_c8: Vec<Action> = legal.into_iter().filter(|a| a.from() == sq("c8")).collect();
    assert_eq!(from_c8.last(), Some(&Action::Backspace { from: sq("c8") }));
}

// ---------------------------------------------------------------------------------------------
// R20 winning, R21 no check.

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

// ---------------------------------------------------------------------------------------------
// R22 stalemate, R23 repetition, R24 quiet-move limit.

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
        Some(Outcome::draw("stalemate: Black has no legal move"))
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
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw("the same position occurred three times"))
    );
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
fn r24_quiet_move_limit() {
    let text = START.replace(" w 0 1", " w 98 1");
    let mut g = ItIsWhatItIs::from_position(&text, 0).unwrap();
    play(&mut g, "b1b2");
    assert_eq!(g.quiet_plies(), 99);
    assert!(g.outcome().is_none());
    play(&mut g, "g8g7");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw(
            "100 plies in a row without a capture or capitalisation"
        ))
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

// ---------------------------------------------------------------------------------------------
// Notation, labels, errors.

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
                Err(RuleError::Malformed(_))
            ),
            "{text}"
        );
    }
    let err = g.parse_action(Side::White, "d4d5").unwrap_err();
    assert_eq!(err, RuleError::Illegal("There is no piece on d4.".into()));
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

// ---------------------------------------------------------------------------------------------
// Position and JSON round trips.

#[test]
fn position_round_trip() {
    let g = ItIsWhatItIs::new_game(0);
    assert_eq!(
        ItIsWhatItIs::from_position(&g.position(), 0)
            .unwrap()
            .position(),
        START
    );
    let text = "bsbeb♥b☮b☺bhbcbs/8/8/3wC4/8/8/8/wswcwhwFwPwLwews b 12 30";
    let g = ItIsWhatItIs::from_position(text, 0).unwrap();
    assert_eq!(
        g.position(),
        "bsbebLbPbFbhbcbs/8/8/3wC4/8/8/8/wswcwhwFwPwLwews b 12 30"
    );
    assert_eq!(piece_at(&g, "d5"), Some((Side::White, Kind::BigC)));
    assert_eq!(g.quiet_plies(), 12);
    // Optional counters default.
    let g =
        ItIsWhatItIs::from_position("bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w", 0).unwrap();
    assert_eq!(g.position(), START);
}

#[test]
fn bad_positions_are_refused() {
    let cases = [
        ("", "placement"),
        ("8/8/8/8/8/8/8/8 w", "exactly one"),
        ("bsbebLbPbFbhbcbs/8/8/8/8/8/8 w", "8 ranks"),
        ("bsbebLbPbFbhbcbs/9/8/8/8/8/8/wswcwhwFwPwLwews w", "neither"),
        (
            "bsbebLbPbFbhbcbs/7/8/8/8/8/8/wswcwhwFwPwLwews w",
            "7 squares",
        ),
        (
            "bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwewsws w",
            "more than 8",
        ),
        (
            "bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwewx w",
            "not a piece",
        ),
        ("wcbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w", "capital"),
        ("bsbebLbPbFbhbcbs/8/8/8/8/8/8/bswcwhwFwPwLwews w", "capital"),
        ("bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews x", "side"),
        (
            "bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w 101",
            "quiet",
        ),
        (
            "bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w 0 0",
            "move number",
        ),
        (
            "bsbebLbPbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w 0 1 9",
            "Write a position",
        ),
        (
            "bsbebLbLbFbhbcbs/8/8/8/8/8/8/wswcwhwFwPwLwews w",
            "exactly one",
        ),
    ];
    for (text, needle) in cases {
        match ItIsWhatItIs::from_position(text, 0) {
            Err(RuleError::BadPosition(m)) => assert!(m.contains(needle), "{text}: {m}"),
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn json_round_trip() {
    let mut g = ItIsWhatItIs::new_game(0);
    play(&mut g, "b1c3");
    play(&mut g, "g8g7");
    let text = json(&g);
    let back: ItIsWhatItIs = serde_json::from_str(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(json(&back), text);
    // Through the shared storage wrapper.
    let m = Match::new(AnyGame::ItIsWhatItIs(Box::new(g.clone())));
    let stored = m.to_json();
    let loaded = Match::from_json(&stored).unwrap();
    assert_eq!(loaded.game.position(), g.position());
    assert_eq!(loaded.game.history(), g.history());
    assert_eq!(loaded.game.variant(), VariantId::ItIsWhatItIs);
    // A finished game (one symbol gone) also round-trips.
    let mut g = build(&[("d4", 'w', 'h'), ("d6", 'b', 'L')], 'w');
    play(&mut g, "d4d6");
    let back: ItIsWhatItIs = serde_json::from_str(&json(&g)).unwrap();
    assert_eq!(back, g);
}

#[test]
fn any_game_plays_by_text() {
    let mut g = AnyGame::new(VariantId::ItIsWhatItIs, 1).unwrap();
    let (notation, report) = g.play_text(Side::White, "B1-C3").unwrap();
    assert_eq!(notation, "b1c3");
    assert_eq!(report.public, "White: b1c3 · c");
    assert!(g.play_text(Side::White, "c3d4").is_err());
    assert_eq!(g.history(), ["1. b1c3"]);
}

// ---------------------------------------------------------------------------------------------
// Pictures.

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

// ---------------------------------------------------------------------------------------------
// Random self-play.

/// 10,000 random games. Nine in ten pick uniformly among the legal actions (short, decisive
/// games); one in ten avoids taking a symbol while it can, so games run long enough to grow
/// capitals, Backspace and reach the quiet-move limit. Every ply checks the invariants; every
/// 200th game also checks notation, labels, position and JSON round trips at every ply.
#[test]
fn self_play_10000_games() {
    let mut rng = Rng::new(2026);
    let (mut wins, mut draws, mut capitals, mut backspaces) = (0, 0, 0, 0);
    for game_no in 0..10_000u32 {
        let mut g = ItIsWhatItIs::new_game(game_no as u64);
        let deep = game_no % 200 == 0;
        let cautious = game_no % 10 == 3;
        let mut plies = 0u32;
        while g.outcome().is_none() {
            let side = g.side_to_move();
            assert_eq!(g.to_act(), ToAct::Side(side));
            assert!(g.legal_actions(side.opponent()).is_empty());
            let legal = g.legal_actions(side);
            assert!(!legal.is_empty(), "no move but no stalemate");
            if deep {
                for a in &legal {
                    let n = g.notation(side, a);
                    assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                    let label = g.label(side, a);
                    assert!(label.starts_with(&n) && label.chars().count() <= 100);
                }
                let back = ItIsWhatItIs::from_position(&g.position(), 0).unwrap();
                assert_eq!(back.position(), g.position());
                let j: ItIsWhatItIs = serde_json::from_str(&json(&g)).unwrap();
                assert_eq!(j, g);
            }
            let safe: Vec<Action> = if cautious {
                legal
                    .iter()
                    .copied()
                    .filter(|a| !removes_symbol(&g, side, *a))
                    .collect()
            } else {
                Vec::new()
            };
            let pool = if safe.is_empty() { &legal } else { &safe };
            let action = *rng.pick(pool).unwrap();
            let pieces_before = g.board().pieces().count();
            let mover_lower = g.board().get(action.from()).unwrap().kind.is_lower();
            let quiet_before = g.quiet_plies();
            g.play(side, action).expect("legal actions are playable");
            plies += 1;
            backspaces += matches!(action, Action::Backspace { .. }) as u32;
            let pieces_after = g.board().pieces().count();
            let captured = pieces_after + 1 == pieces_before;
            let to = *g.last_move().unwrap().route.last().unwrap();
            let capitalised = mover_lower && g.board().get(to).unwrap().kind.is_capital();
            capitals += capitalised as u32;
            assert!(pieces_after == pieces_before || captured);
            if captured || capitalised {
                assert_eq!(g.quiet_plies(), 0);
            } else {
                assert_eq!(g.quiet_plies(), quiet_before + 1);
            }
            assert!(g.quiet_plies() <= 100);
            assert_eq!(g.record.len() as u32, plies);
            // No lower-case letter rests on its opponent's first rank.
            for (s, p) in g.board().pieces() {
                assert!(!(p.kind.is_lower() && s.rank == pieces::promotion_rank(p.side)));
            }
            // A symbol is missing exactly when the game was won.
            let symbols_complete = Side::BOTH.iter().all(|&sd| {
                [Kind::Heart, Kind::HappyFace, Kind::PeaceSign]
                    .iter()
                    .all(|&k| g.board().count(sd, k) == 1)
            });
            assert_eq!(
                symbols_complete,
                g.outcome().and_then(|o| o.winner).is_none()
            );
            assert!(plies < 3000, "game {game_no} ran too long");
        }
        assert_eq!(g.to_act(), ToAct::Over);
        assert!(g.legal_actions(Side::White).is_empty() && g.legal_actions(Side::Black).is_empty());
        if g.outcome().unwrap().winner.is_some() {
            wins += 1;
        } else {
            draws += 1;
        }
    }
    assert!(wins > 0 && draws > 0, "{wins} wins, {draws} draws");
    assert!(
        capitals > 0 && backspaces > 0,
        "{capitals} capitals, {backspaces} backspaces"
    );
}

// ---------------------------------------------------------------------------------------------
// Project rulings R25–R29 (docs/rules/it-is-what-it-is.md). R25 is `bad_positions_are_refused`,
// R27 is `r18_only_capitals_backspace_and_both_forms_work`.

#[test]
fn r26_repetition_counts_from_the_loaded_position() {
    let text = START.replace(" w 0 1", " b 0 5");
    let mut g = ItIsWhatItIs::from_position(&text, 0).unwrap();
    for m in ["g8g7", "b1b2", "g7g8", "b2b1", "g8g7", "b1b2", "g7g8"] {
        play(&mut g, m);
        assert!(g.outcome().is_none(), "{m}");
    }
    play(&mut g, "b2b1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw("the same position occurred three times"))
    );
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
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw("the same position occurred three times"))
    );
    // A symbol's loss is a win even on what would have been the hundredth quiet ply.
    let text = position::format(&Setup {
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
/// Whether `a` would take a Heart, Happy Face or Peace Sign off the board (ending the game).
fn removes_symbol(g: &ItIsWhatItIs, side: Side, a: Action) -> bool {
    let target = match a {
        Action::Move { to, .. } => Some(to),
        Action::Backspace { from } => board::backspace_square(from, side),
    };
    target
        .and_then(|t| g.board().get(t))
        .is_some_and(|p| p.kind.is_symbol())
}
