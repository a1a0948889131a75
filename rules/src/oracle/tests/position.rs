//! The position text and the stored form: round trips and refusals of impossible positions.

use super::*;

#[test]
fn position_text_round_trips() {
    let text = "wP(C,E)@d4 wC(L)@g1 wL()@e1 bL(L)@e8 bS(S)@a2\n\
                earth: wH, wH, bS\nunderworld: C, S\nturn: black\nquiet: 5\nply: 40\n";
    let g = game(text);
    let again = game(&g.position());
    assert_eq!(g.position(), again.position());
    assert_eq!(g.pos, again.pos);
    assert!(g.position().contains("wP(C,E)@d4"));
    assert!(g.position().contains("earth: wH, wH, bS"));
    let start = Oracle::new_game(0);
    assert_eq!(game(&start.position()).pos, start.pos);
}

#[test]
fn bad_positions_are_refused() {
    for bad in [
        "wL(L)@e1\nturn: white",                         // no Black Lord soul
        "wL(L)@e1 bL(L)@e8",                             // no side to move
        "wL(L)@e1 bL(L)@e8 bC(C)@e5\nturn: black",       // White in check on Black's turn
        "wL(L)@e1 bL(L)@e8 wH()@e1\nturn: white",        // two beings on one square
        "wL(L)@e1 bL(L)@e8\nunderworld: L\nturn: white", // Lord soul in the underworld
        "wL(L)@e1 bL(L)@e8 wQ()@d1\nturn: white",
        "wL(L)@e1 bL(L)@e8\nearth: wP, wX\nturn: white",
        "wL(L)@e1 bL(L)@e8\nunderworld: P\nturn: white",
        "wL(L)@e1 bL(L)@e8\nturn: green",
        "wL(L)@e1 bL(L)@e8\nturn: white\nply: -1",
    ] {
        assert!(
            matches!(
                Oracle::from_position(bad, 0),
                Err(RuleError::BadPosition { .. })
            ),
            "{bad}"
        );
    }
}

#[test]
fn json_round_trip_mid_game() {
    let mut g = Oracle::new_game(3);
    for m in ["e2e3", "d7d6", "f1c4", "c8g4"] {
        play(&mut g, m);
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Oracle = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let mut any = AnyGame::new(VariantId::Oracle, 1).unwrap();
    let (n, _) = any.play_text(W, "e2-e3").unwrap();
    assert_eq!(n, "e2e3");
    assert_eq!(any.history(), vec!["1. e2e3"]);
    let json = serde_json::to_string(&any).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back.position(), any.position());
}

#[test]
fn position_text_of_the_rich_position_round_trips() {
    let g = game(RICH);
    let text = g.position();
    let back = game(&text);
    assert_eq!(back.pos, g.pos);
    assert_eq!(back.position(), text);
    assert!(text.contains("wE(H)@g1") && text.contains("wP(C,E)@d4"));
    assert!(text.contains("earth: wL, wE, wH, wS, bP, bC"), "{text}");
    assert!(text.contains("underworld: C, E, H, S"), "{text}");
}

#[test]
fn absurd_counts_are_refused_not_panicking() {
    let many = vec!["C"; 70].join(", ");
    let text = format!("wL(L)@e1 bL(L)@e8\nunderworld: {many}\nturn: white");
    assert!(Oracle::from_position(&text, 0).is_err());
    let many = vec!["wH"; 300].join(", ");
    let text = format!("wL(L)@e1 bL(L)@e8\nearth: {many}\nturn: white");
    assert!(Oracle::from_position(&text, 0).is_err());
}
