//! Every shipped puzzle replayed: at least 30 per variant, ids unique, at most three solutions
//! (one action clearly best, or a few equivalent ones: not a position where almost anything
//! wins), the position reads, the solver may act and nothing is hidden from them
//! (`ai::puzzle::fair`), every solution is legal, and the search at the shipped budget still
//! finds one of the solutions clearly best.

use ai::puzzle::{fair_in, judge_in, shipped_iterations, MAX_SOLUTIONS as MOST_SOLUTIONS};
use rules::VariantId;
use std::collections::HashSet;

/// The fewest puzzles a variant ships (issue 26).
const FLOOR: usize = 30;

/// Checks every puzzle of `variant`, and that it has at least `floor`.
fn check(variant: VariantId, floor: usize) {
    let puzzles = learn::puzzles(variant);
    assert!(
        puzzles.len() >= floor,
        "{variant}: only {} puzzles",
        puzzles.len()
    );
    let mut ids = HashSet::new();
    for p in puzzles {
        assert!(ids.insert(&p.id), "{variant}: {} twice", p.id);
        // Where it came from reads back as data (the bot words it in each language).
        assert!(p.self_play().is_some(), "{}: origin {:?}", p.id, p.origin);
        assert!(
            (1..=MOST_SOLUTIONS).contains(&p.solution.len()),
            "{}: {} solutions",
            p.id,
            p.solution.len()
        );
        let game = p.game(variant).unwrap_or_else(|e| panic!("{}: {e}", p.id));
        for s in &p.solution {
            let mut g = game.clone();
            g.play_text(p.side, s)
                .unwrap_or_else(|e| panic!("{}: solution {s} is not legal: {e}", p.id));
        }
        let iterations = shipped_iterations(variant);
        assert!(
            fair_in(&game, p.side),
            "{}: hides something from the solver",
            p.id
        );
        let clear = judge_in(&game, p.side, iterations)
            .unwrap_or_else(|| panic!("{}: the solver may not act", p.id))
            .unwrap_or_else(|| panic!("{}: no action is clearly best any more", p.id));
        assert!(
            p.solution.contains(&clear.solutions[0]),
            "{}: the search now prefers {:?}, not one of {:?}",
            p.id,
            clear.solutions,
            p.solution
        );
    }
}

#[test]
fn it_is_what_it_is_puzzles_hold() {
    check(VariantId::ItIsWhatItIs, FLOOR);
}

#[test]
fn oracle_puzzles_hold() {
    check(VariantId::Oracle, FLOOR);
}

#[test]
fn battlefield_puzzles_hold() {
    check(VariantId::Battlefield, FLOOR);
}

#[test]
fn heaven_and_hell_puzzles_hold() {
    check(VariantId::HeavenAndHell, FLOOR);
}

#[test]
fn apocalypse_puzzles_hold() {
    check(VariantId::Apocalypse, FLOOR);
}
