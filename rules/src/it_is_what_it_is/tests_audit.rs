//! Audit tests: the specification's examples and notation rules checked again from the outside,
//! and round trips (notation, position, JSON) over random play up to and including the end.

use super::board::{Board, SIZE};
use super::position::{self, Setup};
use super::*;
use crate::Rng;

fn sq(text: &str) -> Square {
    Square::parse(text, SIZE).unwrap_or_else(|| panic!("bad square {text}"))
}

/// A game from `(square, side, kind)` triples; nothing else is on the board.
fn game(pieces: &[(&str, Side, Kind)], to_move: Side) -> ItIsWhatItIs {
    let mut board = Board::empty();
    for &(at, side, kind) in pieces {
        board.set(sq(at), Some(Piece::new(side, kind)));
    }
    let text = position::format(&Setup {
        board,
        to_move,
        quiet: 0,
        fullmove: 1,
    });
    ItIsWhatItIs::from_position(&text, 0).expect("test position is valid")
}

/// Both sides' three symbols tucked in the corners of their first ranks.
const SYMBOLS: [(&str, Side, Kind); 6] = [
    ("a1", Side::White, Kind::Heart),
    ("b1", Side::White, Kind::HappyFace),
    ("c1", Side::White, Kind::PeaceSign),
    ("h8", Side::Black, Kind::Heart),
    ("g8", Side::Black, Kind::HappyFace),
    ("f8", Side::Black, Kind::PeaceSign),
];

fn with_symbols(extra: &[(&'static str, Side, Kind)], to_move: Side) -> ItIsWhatItIs {
    let mut all = SYMBOLS.to_vec();
    all.extend_from_slice(extra);
    game(&all, to_move)
}

fn play(g: &mut ItIsWhatItIs, text: &str) -> Report {
    let side = g.side_to_move();
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    g.play(side, a).unwrap_or_else(|e| panic!("{text}: {e}"))
}

// ---------------------------------------------------------------- §4 examples

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
        assert!(matches!(err, RuleError::Malformed(_)), "{text}: {err:?}");
    }
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

// ---------------------------------------------------------------- position round trips

#[test]
fn a_finished_game_reads_back_from_its_position() {
    // `from_position(position())` gives back the game as far as the rules are concerned, also
    // once a symbol has been captured.
    let mut g = game(
        &[
            ("a1", Side::White, Kind::Heart),
            ("b1", Side::White, Kind::HappyFace),
            ("c1", Side::White, Kind::PeaceSign),
            ("d4", Side::White, Kind::SmallH),
            ("d6", Side::Black, Kind::PeaceSign),
            ("h8", Side::Black, Kind::Heart),
            ("g8", Side::Black, Kind::HappyFace),
        ],
        Side::White,
    );
    play(&mut g, "d4d6");
    assert_eq!(g.outcome().unwrap().winner, Some(Side::White));
    let back = ItIsWhatItIs::from_position(&g.position(), 0)
        .unwrap_or_else(|e| panic!("{}: {e}", g.position()));
    assert_eq!(back.position(), g.position());
    assert_eq!(back.outcome().unwrap().winner, Some(Side::White));
    assert_eq!(back.to_act(), ToAct::Over);
    // A Backspace over one's own symbol reads back as that side's loss too.
    let mut g = game(
        &[
            ("b1", Side::White, Kind::BigE),
            ("a1", Side::White, Kind::Heart),
            ("d1", Side::White, Kind::HappyFace),
            ("c1", Side::White, Kind::PeaceSign),
            ("h8", Side::Black, Kind::Heart),
            ("g8", Side::Black, Kind::HappyFace),
            ("f8", Side::Black, Kind::PeaceSign),
        ],
        Side::White,
    );
    play(&mut g, "b1<");
    let back = ItIsWhatItIs::from_position(&g.position(), 0).unwrap();
    assert_eq!(back.outcome().unwrap().winner, Some(Side::Black));
    // A position in which both sides miss a symbol cannot arise and is still refused.
    let err = ItIsWhatItIs::from_position("bsbebLbPb1bhbcbs/8/8/8/8/8/8/wswcwhw1wPwLwews w", 0)
        .unwrap_err();
    assert!(matches!(err, RuleError::BadPosition(_)), "{err:?}");
}

#[test]
fn random_play_round_trips_every_action_and_position() {
    let mut rng = Rng::new(4242);
    for game_no in 0..60u32 {
        let mut g = ItIsWhatItIs::new_game(0);
        let mut plies = 0;
        while g.outcome().is_none() && plies < 400 {
            let side = g.side_to_move();
            let legal = g.legal_actions(side);
            for a in &legal {
                let n = g.notation(side, a);
                assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                let label = g.label(side, a);
                assert!(label.starts_with(&n) && label.chars().count() <= 100);
            }
            for c in g.suggest(side, "") {
                assert!(g.parse_action(side, &c.notation).is_ok());
            }
            // The side not to move is refused, and nothing changes.
            let before = serde_json::to_string(&g).unwrap();
            let a = *rng.pick(&legal).unwrap();
            assert!(matches!(
                g.play(side.opponent(), a),
                Err(RuleError::NotYourTurn(_))
            ));
            assert_eq!(serde_json::to_string(&g).unwrap(), before);
            g.play(side, a).unwrap();
            plies += 1;
            let back = ItIsWhatItIs::from_position(&g.position(), 0)
                .unwrap_or_else(|e| panic!("game {game_no}: {}: {e}", g.position()));
            assert_eq!(back.position(), g.position());
            let j: ItIsWhatItIs =
                serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
            assert_eq!(j, g);
            if let Some(o) = g.outcome() {
                if !o.reason.contains("three times") {
                    assert_eq!(back.outcome().map(|o| o.winner), Some(o.winner));
                }
            }
        }
    }
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
    assert_eq!(
        g.outcome(),
        Some(Outcome::draw("the same position occurred three times"))
    );
}
