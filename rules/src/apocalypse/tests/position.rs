//! The position text and the stored form: round trips, validation, a pending move kept in storage.

use super::*;

#[test]
fn position_round_trips_and_validates() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "a4b3");
    let text = g.position();
    assert_eq!(text, "npppn/p3p/5/P1P1P/NP1PN 0 1 2");
    let g2 = Apocalypse::from_position(&text, 9).unwrap();
    assert_eq!(g2.position(), text);
    assert_eq!(*g2.board(), *g.board());
    // Short forms.
    assert_eq!(
        Apocalypse::from_position(START_FEN, 0).unwrap().position(),
        "npppn/p3p/5/P3P/NPPPN 0 0 1"
    );
    assert_eq!(
        Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 1 0", 0)
            .unwrap()
            .position(),
        "npppn/p3p/5/P3P/NPPPN 1 0 1"
    );
    for bad in [
        "",
        "npppn/p3p/5/P3P",
        "npppn/p3p/5/P3P/NPPPN/5",
        "npppn/p3p/5/P3P/NPPPQ",
        "npppn/p3p/6/P3P/NPPPN",
        "npppn/p3p/4/P3P/NPPPN",
        "npppn/p3p/05/P3P/NPPPN",
        "nnnpn/p3p/5/P3P/NPPPN",
        "Pppnn/p3p/5/P3P/NPPPN",
        "npppn/p3p/5/P3P/NPPpN",
        "npppn/p3p/5/P3P/NPPPN 3 0",
        "npppn/p3p/5/P3P/NPPPN 0",
        "npppn/p3p/5/P3P/NPPPN 0 x",
        "npppn/p3p/5/P3P/NPPPN 0 0 0",
        "npppn/p3p/5/P3P/NPPPN 0 0 1 extra",
    ] {
        assert!(
            matches!(
                Apocalypse::from_position(bad, 0),
                Err(RuleError::BadPosition { .. })
            ),
            "{bad:?}"
        );
    }
    let e = Apocalypse::from_position("nnnpn/p3p/5/P3P/NPPPN", 0).unwrap_err();
    assert!(e.to_string().contains("4 knights"), "{e}");
    let e = Apocalypse::from_position("Pppnn/p3p/5/P3P/NPPPN", 0).unwrap_err();
    assert!(e.to_string().contains("last rank"), "{e}");
    // A finished position loads finished.
    let g = Apocalypse::from_position("n4/5/5/P3P/NPPPN 0 0", 0).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(White));
    let g = Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 2 0", 0).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Black));
}

#[test]
fn json_round_trip_mid_turn_keeps_the_pending_move() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "c5c4");
    submit(&mut g, White, "a2b3");
    let json = serde_json::to_string(&g).unwrap();
    let mut back: Apocalypse = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.to_act(), ToAct::Simultaneous(vec![Black]));
    assert_eq!(
        back.pending(White).map(|a| a.to_string()),
        Some("a2b3".into())
    );
    submit(&mut back, Black, "a5b3");
    assert_eq!(back.board().get(sq("b3")), Some(WP));
    // Through the AnyGame / Match wrapper too.
    let mut m = crate::Match::new(crate::AnyGame::new(VariantId::Apocalypse, 1).unwrap());
    m.play_text(Black, "b5b4").unwrap();
    let m2 = crate::Match::from_json(&m.to_json()).unwrap();
    let mut game = m2.into_game();
    assert_eq!(game.to_act(), ToAct::Simultaneous(vec![White]));
    let (notation, report) = game.play_text(White, "(b1)-b2").unwrap();
    assert_eq!(notation, "b1b2");
    assert!(report.board_changed);
    assert_eq!(game.history(), ["1. b1b2 | b5b4"]);
}
