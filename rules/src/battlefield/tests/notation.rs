//! Action notation (§4): round trips, labels that carry the forecast, and refusals (garbage input
//! included) that leave the state unchanged.

use super::*;

#[test]
fn start_position_actions_and_notation_round_trip() {
    let g = Battlefield::new_game(1);
    assert_eq!(
        g.position(),
        "rnbqkbnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKBNR w 1 KQkq - -"
    );
    let acts = g.legal_actions(Side::White);
    assert_eq!(acts.len(), 25, "20 moves and 5 cheers");
    for a in &acts {
        let n = g.notation(Side::White, a);
        assert_eq!(&g.parse_action(Side::White, &n).unwrap(), a, "{n}");
        assert!(g.label(Side::White, a).chars().count() <= 100);
    }
    assert!(g.legal_actions(Side::Black).is_empty());
}

#[test]
fn errors_leave_the_state_unchanged() {
    let mut g = Battlefield::new_game(0);
    mv(&mut g, "e2e4");
    let before = serde_json::to_string(&g).unwrap();
    let bad = [
        (Side::White, "e7e5"),
        (Side::Black, "e2e3"),
        (Side::Black, "e7e4"),
        (Side::Black, "end"),
        (Side::Black, "heal c8>d7"),
    ];
    for (side, text) in bad {
        let action = crate::battlefield::notation::parse(side, text).unwrap();
        assert!(g.play(side, action).is_err(), "{text}");
        assert_eq!(serde_json::to_string(&g).unwrap(), before);
    }
    assert!(g.parse_action(Side::Black, "zz").is_err());
    assert!(g.parse_action(Side::Black, "forecast e7e5").is_err());
}

/// Garbage input never panics: action text, forecast queries and position text.
#[test]
fn garbage_input_gives_errors_not_panics() {
    let alphabet: Vec<char> =
        "abcdefghijklmnopqrstuvwxyz012345678 >-=+#?!/|:,KQRBNAPSFWDCkqrbnapsfwdc*"
            .chars()
            .collect();
    let g = game("r3k2r/apsffspa/8/3Pp3/8/8/APSF1SPA/R3K2R w 3 KQkq e6 -");
    let mut rng = Rng::new(5);
    let start = g.position();
    for _ in 0..20_000 {
        let len = rng.below(14);
        let t: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        for side in [Side::White, Side::Black] {
            if let Ok(a) = g.parse_action(side, &t) {
                assert_eq!(side, Side::White, "{t}");
                assert!(g.legal_actions(side).contains(&a), "{t}");
            }
        }
        let _ = g.forecast_text(&t);
        // Mutate one character of the position text.
        let mut chars: Vec<char> = start.chars().collect();
        let i = rng.below(chars.len());
        chars[i] = alphabet[rng.below(alphabet.len())];
        let text: String = chars.into_iter().collect();
        if let Ok(h) = Battlefield::from_position(&text, 0) {
            assert_eq!(game(&h.position()).pos, h.pos, "{text}");
            let side = h.side_to_move();
            for a in h.legal_actions(side).iter().take(3) {
                h.clone().play(side, *a).unwrap();
            }
        }
    }
    assert_eq!(g.position(), start);
}

#[test]
fn forecast_text_and_labels_name_both_sides() {
    let g = setup(&["Ka1", "kh8", "Rd1", "rd5"], 'w', "");
    let f = g.forecast_text("forecast d1d5").unwrap();
    assert_eq!(f, g.forecast_text("?d1-d5").unwrap());
    assert_eq!(
        f.summary(),
        "Rook hits enemy Rook for 6, takes 9 · enemy Rook 34/40 · Rook 31/40 · Rook ends on d4"
    );
    assert!(g.forecast_text("d1").is_err());
    assert!(g.forecast_text("d1d2").is_err());
    let mut g2 = g.clone();
    let before = serde_json::to_string(&g2).unwrap();
    let off = Action::Move {
        from: Square::new(9, 0),
        to: s("d2"),
        promo: None,
    };
    assert!(g2.play(Side::White, off).is_err());
    assert_eq!(serde_json::to_string(&g2).unwrap(), before);
    assert_eq!(g.piece(Square::new(8, 8)), None);
}

/// A label shows the forecast, and for an attack that promotes, the promotion too.
#[test]
fn attack_labels_carry_the_forecast_and_the_promotion() {
    let g = game("2n4k/1P6/8/8/8/8/8/K7 w 1 - - - | c8:hp1");
    let a = g.parse_action(Side::White, "b7c8w").unwrap();
    let label = g.label(Side::White, &a);
    assert!(label.starts_with("b7c8w · Pikeman hits Knight"), "{label}");
    assert!(label.contains("promotes to Beast"), "{label}");
    assert!(label.chars().count() <= 100);
    let mut h = g.clone();
    let r = h.play(Side::White, a).unwrap();
    assert!(r.public.contains("promotes to Beast"), "{}", r.public);
    // A failed attack onto the last rank does not promote, and the label does not say so.
    let g = game("2r4k/1P6/8/8/8/8/8/K7 w 1 - - -");
    let a = g.parse_action(Side::White, "b7c8q").unwrap();
    let label = g.label(Side::White, &a);
    assert!(!label.contains("promotes"), "{label}");
}
