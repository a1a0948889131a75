//! The position text and the stored form: round trips (also of a finished game), refusals of
//! impossible positions (R25), and playing through [`crate::AnyGame`].

use super::*;

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
            Err(e @ RuleError::BadPosition { .. }) => {
                let message = e.to_string();
                assert!(message.contains(needle), "{text}: {message}")
            }
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
    assert_eq!(loaded.game().position(), g.position());
    assert_eq!(loaded.game().history(), g.history());
    assert_eq!(loaded.game().variant(), VariantId::ItIsWhatItIs);
    // A finished game (one symbol gone) also round-trips.
    let mut g = build(&[("d4", 'w', 'h'), ("d6", 'b', 'L')], 'w');
    play(&mut g, "d4d6");
    let back: ItIsWhatItIs = serde_json::from_str(&json(&g)).unwrap();
    assert_eq!(back, g);
}

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
    assert!(matches!(err, RuleError::BadPosition { .. }), "{err:?}");
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
