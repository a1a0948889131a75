//! Two simple players the search is measured against (the `arena` example): a uniformly random
//! one and a greedy one that looks one step ahead with the evaluation. Like the search, both act
//! only on what their side may know: they look at a determinisation, never at the real state.

use crate::search::actors;
use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::{Game, Side};

/// A uniformly random legal action of `side`, drawn from `seed`; `None` if `side` may not act.
pub fn random_action<G: Game>(game: &G, side: Side, seed: u64) -> Option<G::Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let view = game.determinize(side, rng.gen());
    let mut legal = view.legal_actions(side);
    if legal.is_empty() {
        return None;
    }
    Some(legal.swap_remove(rng.gen_range(0..legal.len())))
}

/// The legal action of `side` with the best [`Game::evaluate`] one step later (ties drawn from
/// `seed`); `None` if `side` may not act. At a simultaneous turn "one step" is the whole turn:
/// each action is scored by its mean over every answer of the opponent.
pub fn greedy_action<G: Game>(game: &G, side: Side, seed: u64) -> Option<G::Action> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let view = game.determinize(side, rng.gen());
    let legal = view.legal_actions(side);
    if legal.is_empty() {
        return None;
    }
    let simultaneous = actors(&view.to_act())[side.opponent().index()];
    let mut best: Vec<usize> = Vec::new();
    let mut best_value = f64::NEG_INFINITY;
    for (i, action) in legal.iter().enumerate() {
        let mut after = view.clone();
        if after.play(side, action.clone()).is_err() {
            continue;
        }
        let value = if simultaneous {
            let answers = after.legal_actions(side.opponent());
            let total: f64 = answers
                .iter()
                .map(|b| {
                    let mut both = after.clone();
                    match both.play(side.opponent(), b.clone()) {
                        Ok(_) => both.evaluate(side),
                        Err(_) => 0.0,
                    }
                })
                .sum();
            total / answers.len().max(1) as f64
        } else {
            after.evaluate(side)
        };
        // Equal within rounding counts as a tie.
        if value > best_value + 1e-9 {
            best_value = value;
            best.clear();
            best.push(i);
        } else if (value - best_value).abs() <= 1e-9 {
            best.push(i);
        }
    }
    let pick = *best.get(rng.gen_range(0..best.len().max(1)))?;
    legal.into_iter().nth(pick)
}
