//! Determinism: the same state, seed and iteration budget give the same choice, in every
//! variant (and the search really runs the budget it is given).

use ai::{choose, Level, Settings};
use rules::{AnyGame, Side, VariantId};

/// A game a few fixed (arbitrary) actions in, still running.
fn midgame(variant: VariantId) -> AnyGame {
    for offset in 0.. {
        let mut g = AnyGame::new(variant, 9).unwrap();
        for i in 0..6usize {
            for side in g.to_act().sides() {
                if g.outcome().is_some() || !g.to_act().includes(side) {
                    continue;
                }
                let legal = g.legal(side);
                let pick = &legal[(i * 7 + offset) % legal.len()].notation;
                g.play_text(side, pick).unwrap();
            }
        }
        if g.outcome().is_none() {
            return g;
        }
    }
    unreachable!()
}

#[test]
fn same_state_seed_and_budget_give_the_same_choice() {
    for variant in VariantId::ALL {
        let g = midgame(variant);
        let side = g.to_act().sides()[0];
        for level in Level::ALL {
            let settings = Settings::fixed(level, 1234, 150);
            let a = choose(&g, side, &settings).unwrap();
            let b = choose(&g.clone(), side, &settings).unwrap();
            assert_eq!(a.notation, b.notation, "{variant} {level}");
            assert_eq!(a.iterations, b.iterations);
            assert_eq!(a.value, b.value);
            if g.legal(side).len() > 1 {
                assert_eq!(a.iterations, 150, "{variant}");
            }
        }
    }
}

#[test]
fn the_real_levels_keep_their_time_limit() {
    let s = Settings::new(Level::Hard, 1);
    assert_eq!(s.time_limit, Some(Level::Hard.time_limit()));
    assert_eq!(s.iterations, None);
    let p = s.params(VariantId::Apocalypse);
    assert_eq!(p.iterations, Level::Hard.iterations(VariantId::Apocalypse));
    // A search with a zero time limit still answers with a legal action.
    let g = AnyGame::new(VariantId::Oracle, 0).unwrap();
    let c = choose(
        &g,
        Side::White,
        &Settings {
            time_limit: Some(std::time::Duration::ZERO),
            ..Settings::new(Level::Hard, 1)
        },
    )
    .unwrap();
    assert!(g
        .legal(Side::White)
        .iter()
        .any(|l| l.notation == c.notation));
}
