//! Audit tests: rules of the specification checked again from the outside, with the cases the
//! scenario tests did not reach (error wording, label length, secrecy of every pending action,
//! round trips over many random positions, a collision after a relocation onto its own square).

use super::*;
use crate::geometry::Square;
use crate::rng::Rng;
use crate::view::Viewer;
use crate::Side::{Black, White};

fn sq(name: &str) -> Square {
    Square::parse(name, board::SIZE).expect("test square")
}

/// A game from pieces like `"Na1 Pb2 pc3 ne5"` (upper case White, lower case Black).
fn setup(pieces: &str) -> Apocalypse {
    let mut b = Board::empty();
    for item in pieces.split_whitespace() {
        let mut chars = item.chars();
        let piece = Piece::from_letter(chars.next().unwrap()).expect("test piece");
        b.set(sq(chars.as_str()), Some(piece));
    }
    Apocalypse::from_position(&b.fen(), 0).expect("test position")
}

fn submit(g: &mut Apocalypse, side: Side, text: &str) -> Report {
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{side} {text}: {e}"));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("{side} {text}: {e}"))
}

fn error_text(r: Result<Action, RuleError>) -> String {
    r.expect_err("expected an error").to_string()
}

// ---------------------------------------------------------------- R15 and error wording

#[test]
fn r15_two_knights_plain_step_onto_own_piece_is_not_called_ambiguous() {
    // d4d5 is no action at all (straight onto White's own knight), so neither `=N` nor `@sq`
    // would help: the error must say why, not ask for a suffix.
    let g = setup("Na1 Nd5 Pd4 Pb2 pc3 pe4");
    let msg = error_text(g.parse_action(White, "d4d5"));
    assert!(!msg.contains("ambiguous"), "{msg}");
    assert!(msg.contains("own piece on d5"), "{msg}");
    // With the square free, the plain step is ambiguous as R15 says.
    let g = setup("Na1 Ne1 Pd4 Pb2 pc3 pe4");
    let msg = error_text(g.parse_action(White, "d4d5"));
    assert!(msg.contains("add =N or @square"), "{msg}");
}

#[test]
fn plain_last_rank_action_played_directly_says_what_to_write() {
    // `play` given the plain shape (not through `parse_action`) explains the suffix.
    let mut g = setup("Na1 Pd4 Pb2 pc3 pe4");
    let before = serde_json::to_string(&g).unwrap();
    let err = g
        .play(White, Action::plain(sq("d4"), sq("d5")))
        .unwrap_err()
        .to_string();
    assert!(err.contains("d4d5=N"), "{err}");
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    let mut g = setup("Na1 Ne1 Pd4 Pb2 pc3 pe4");
    let err = g
        .play(White, Action::plain(sq("d4"), sq("d5")))
        .unwrap_err()
        .to_string();
    assert!(err.contains("=N") && err.contains('@'), "{err}");
}

// ---------------------------------------------------------------- §4 labels

#[test]
fn labels_fit_without_being_cut() {
    // The longest label: a promotion with two knights onto an empty diagonal square carries
    // LAND and KNIGHT-LOSS (R6). It must fit in 100 characters whole, not be cut mid-word.
    let g = setup("Na1 Ne1 Pc4 Pb2 pc3 pe4");
    let a = g.parse_action(White, "c4d5=N").unwrap();
    let label = g.label(White, &a);
    assert!(label.chars().count() <= 100, "{label}");
    assert!(!label.ends_with('…'), "{label}");
    assert!(label.contains("Black must land on d5"), "{label}");
    assert!(label.contains("Black must take a White knight"), "{label}");
    let g = setup("Pa4 Pe2 nb2 nd2 pc2 pd3");
    let a = g.parse_action(Black, "c2b1=N").unwrap();
    let label = g.label(Black, &a);
    assert!(
        label.chars().count() <= 100 && !label.ends_with('…'),
        "{label}"
    );
}

// ---------------------------------------------------------------- R9 / R10 / R11 corner

#[test]
fn leave_push_beats_a_pawn_relocating_onto_its_own_square() {
    // White pushes c1c2 onto Black's pawn (LEAVE c2). Black's c2 pawn (two knights) takes the
    // White knight on b1 and relocates back to c2. Both stand; White's capture on c2 is
    // cancelled (the pawn left), both finish on c2 and the speculative push prevails. The
    // relocating pawn's capture of b1 still stands (R10).
    let mut g = setup("Pc1 Nb1 Pe2 pc2 pa4 na5 ne5");
    submit(&mut g, White, "c1c2");
    submit(&mut g, Black, "c2b1@c2");
    let rec = g.records().last().unwrap();
    let [w, b] = &rec.played;
    assert!(w.stood && b.stood);
    assert!(w.cancelled && !w.lost);
    assert!(b.lost && !b.cancelled);
    assert_eq!(b.captured, Some(Piece::new(White, Kind::Knight)));
    assert_eq!(rec.collision, Some(sq("c2")));
    assert_eq!(g.board().get(sq("c2")), Some(Piece::new(White, Kind::Pawn)));
    assert_eq!(g.board().get(sq("b1")), None);
    assert_eq!(g.board().get(sq("c1")), None);
    assert_eq!(g.penalties(White) + g.penalties(Black), 0);
}

// ---------------------------------------------------------------- R14 secrecy

/// Everything a viewer other than `side` can observe while `side`'s action is pending.
fn observable(g: &Apocalypse, side: Side) -> Vec<String> {
    let other = side.opponent();
    let mut out = vec![
        serde_json::to_string(&g.view(Viewer::Public)).unwrap(),
        serde_json::to_string(&g.view(Viewer::Player(other))).unwrap(),
        g.text_board(Viewer::Public),
        g.text_board(Viewer::Player(other)),
        g.history().join("\n"),
        g.position(),
        format!("{:?}", g.to_act()),
        format!("{:?}", g.outcome()),
        format!("{:?}", g.legal_actions(other)),
        format!("{:?}", g.suggest(other, "")),
    ];
    for text in ["", "a1a1", "e5e1", "c2c3", "b2b1", "d4d5", "a4b3@a1"] {
        out.push(format!("{:?}", g.parse_action(other, text)));
    }
    out
}

#[test]
fn no_pending_action_shows_in_anything_the_other_side_sees() {
    // For every action White might submit (relocations and promotions included), what the
    // public and Black can observe is exactly the same, and so is the public report.
    for pieces in [
        "npppn/p3p/5/P3P/NPPPN",
        "Na1 Ne1 Pd4 Pb3 Pe2 pc3 pe4 na5 nc5",
    ] {
        let g0 = if pieces.contains('/') {
            Apocalypse::from_position(pieces, 0).unwrap()
        } else {
            setup(pieces)
        };
        for side in Side::BOTH {
            let mut seen: Option<(Vec<String>, String)> = None;
            for action in g0.legal_actions(side) {
                let mut g = g0.clone();
                let report = g.play(side, action).unwrap();
                assert_eq!(report.private.len(), 1);
                assert_eq!(report.private[0].0, side);
                let now = (observable(&g, side), report.public.clone());
                match &seen {
                    None => seen = Some(now),
                    Some(first) => assert_eq!(first, &now, "{side} {action} leaks"),
                }
            }
        }
    }
}

#[test]
fn a_void_action_is_revealed_only_when_the_turn_resolves() {
    // White's speculative push is pending: nothing shows it. When Black's move resolves the turn
    // (White's void), the post names both actions as R14 requires, and the record marks `?`.
    let mut g = Apocalypse::new_game(0);
    submit(&mut g, White, "a2b3");
    assert!(!g.history().iter().any(|l| l.contains("a2b3")));
    let r = submit(&mut g, Black, "c5c4");
    assert!(r.public.contains("White a2b3") && r.public.contains("void"));
    assert_eq!(g.history(), vec!["1. a2b3? | c5c4".to_string()]);
    assert_eq!(r.private.len(), 1);
    assert_eq!(r.private[0].0, Black);
    assert!(!r.private[0].1.contains("a2b3"));
}

// ---------------------------------------------------------------- round trips on random play

#[test]
fn random_play_round_trips_and_refuses_cleanly() {
    let starts = [
        "npppn/p3p/5/P3P/NPPPN 0 0 1",
        "n3n/1ppp1/5/1PPP1/N3N 0 0 1",
        "n1p1n/p1p1p/5/P1P1P/N1P1N 1 1 3",
    ];
    let mut rng = Rng::new(77);
    let squares: Vec<Square> = board::squares().collect();
    for game_no in 0..150u32 {
        let start = starts[game_no as usize % starts.len()];
        let mut g = Apocalypse::from_position(start, 0).unwrap();
        let mut turns = 0;
        while g.outcome().is_none() && turns < 60 {
            for side in [White, Black] {
                if g.outcome().is_some() {
                    break;
                }
                let legal = g.legal_actions(side);
                assert!(!legal.is_empty());
                for a in &legal {
                    let n = g.notation(side, a);
                    assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                    let label = g.label(side, a);
                    assert!(label.starts_with(&n), "{label}");
                    assert!(label.chars().count() <= 100, "{label}");
                }
                for c in g.suggest(side, "") {
                    assert!(g.parse_action(side, &c.notation).is_ok());
                }
                // A random shape that is not a candidate is refused and changes nothing.
                let before = serde_json::to_string(&g).unwrap();
                for _ in 0..4 {
                    let from = *rng.pick(&squares).unwrap();
                    let to = *rng.pick(&squares).unwrap();
                    let a = Action::plain(from, to);
                    if !legal.contains(&a) {
                        let err = g.play(side, a).unwrap_err();
                        assert!(!err.to_string().is_empty());
                        assert_eq!(serde_json::to_string(&g).unwrap(), before);
                    }
                }
                let a = *rng.pick(&legal).unwrap();
                g.play(side, a).unwrap();
            }
            turns += 1;
            // The position text reads back to the same position; a finished game (by R12.1–3)
            // reads back finished.
            let back = Apocalypse::from_position(&g.position(), 0).unwrap();
            assert_eq!(back.position(), g.position());
            if g.outcome()
                .is_some_and(|o| !o.reason.contains("three times"))
            {
                assert_eq!(back.outcome(), g.outcome());
            }
        }
    }
}

#[test]
fn notation_errors_say_what_is_wrong() {
    let g = Apocalypse::new_game(0);
    // A square off the 5x5 board is named as such.
    for (text, square) in [("f1f2", "f1"), ("a1a6", "a6"), ("c1 h8", "h8")] {
        let msg = error_text(g.parse_action(White, text));
        assert!(
            msg.contains(&format!("`{square}` is off the board")),
            "{msg}"
        );
        assert!(msg.contains("a–e") && msg.contains("1–5"), "{msg}");
    }
    // Both `=N` and `@square` at once is neither form.
    let g = setup("Na1 Ne1 Pd4 Pb2 pc3 pe4");
    let msg = error_text(g.parse_action(White, "d4d5=N@b3"));
    assert!(msg.contains("not both"), "{msg}");
    // Short algebraic stays the generic explanation.
    let msg = error_text(g.parse_action(White, "Nb3"));
    assert!(msg.contains("origin and target squares"), "{msg}");
}
