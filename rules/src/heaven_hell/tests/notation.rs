//! Action notation (rulings §4): round trips, the accepted variants, and junk that never panics.

use super::*;

#[test]
fn notation_round_trips_and_accepts_variants() {
    let g = HeavenAndHell::new_game(2);
    for a in g.legal_actions(Side::White) {
        let n = g.notation(Side::White, &a);
        assert_eq!(g.parse_action(Side::White, &n).unwrap(), a, "{n}");
        assert!(g.label(Side::White, &a).chars().count() <= 100);
    }
    let e = g.parse_action(Side::White, "E:e2-e4").unwrap();
    for v in ["e2e4", "e2-e4", "E:e2e4", "e:E2-E4", "earth:e2-e4"] {
        assert_eq!(g.parse_action(Side::White, v).unwrap(), e, "{v}");
    }
    let err = g.parse_action(Side::White, "H:e2e4").unwrap_err();
    assert!(err.to_string().contains("ambiguous plane"));
}

#[test]
fn parsing_junk_never_panics() {
    let g = HeavenAndHell::from_position(selfplay::ZOO, 3).unwrap();
    let mut rng = Rng::new(4);
    let alphabet: Vec<char> = "aehlvxoO0-=:*#12345678 QRBNchoseupiylfrt\u{e9}\u{1f525}"
        .chars()
        .collect();
    for _ in 0..3000 {
        let n = rng.below(12);
        let text: String = (0..n)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        for side in Side::BOTH {
            if let Ok(a) = g.parse_action(side, &text) {
                assert!(
                    a.offered_by(&g.legal_actions(side))
                        || matches!(a, Action::Move { chain: Some(_), .. })
                );
            }
        }
    }
}
