//! Secrecy of pending moves: nothing the other side sees (views, reports, history, labels) shows a
//! submitted action before the turn resolves.

use super::*;

#[test]
fn r14_pending_move_is_never_public() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "c5c4");
    let public_before = g.view(Viewer::Public);
    let black_before = g.view(Viewer::Player(Black));
    let history_before = g.history();
    let r = submit(&mut g, White, "a2b3");
    assert!(!r.public.contains("a2") && !r.public.contains("b3"));
    let public = g.view(Viewer::Public);
    let black = g.view(Viewer::Player(Black));
    assert_eq!(public.boards, public_before.boards);
    assert_eq!(black.boards, black_before.boards);
    assert_eq!(g.history(), history_before);
    for v in [&public, &black] {
        let json = serde_json::to_string(v).unwrap();
        assert!(!json.contains("a2b3"), "{json}");
        assert!(!json.contains("Your move"), "{json}");
        assert!(json.contains("White has submitted"));
    }
    assert!(!g.text_board(Viewer::Public).contains("a2b3"));
    assert!(!g.text_board(Viewer::Player(Black)).contains("a2b3"));
    // White's own view shows it.
    let white = g.view(Viewer::Player(White));
    let json = serde_json::to_string(&white).unwrap();
    assert!(json.contains("Your move: a2b3 (speculative: Black must land on b3)"));
    assert_eq!(
        white.boards[0].arrows.len(),
        public.boards[0].arrows.len() + 1
    );
    assert!(g
        .text_board(Viewer::Player(White))
        .contains("Your move: a2b3"));
    assert_eq!(white.bottom, White);
    assert_eq!(g.view(Viewer::Player(Black)).bottom, Black);
}

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
