//! Puzzles: positions where one action (or a few equivalent ones) is clearly best.
//!
//! [`judge`] searches a position at a fixed, reproducible budget ([`SHIPPED_ITERATIONS`] of the
//! variant, a fixed seed, no time limit) and reports whether the best action's expected score
//! beats every other action's by at least [`min_gap`]. The generator
//! (`cargo run --release -p ai --example puzzles`) keeps the positions that pass at this budget
//! and again at [`VERIFY_FACTOR`] times it (a deeper search that agrees); a test replays every
//! shipped puzzle through [`judge`] at the shipped budget. Pure, like the rest of the crate.

use crate::search::{analyse, Params, Pick};
use crate::Level;
use rules::{Game, RuleError, Side, ToAct, VariantId};

/// The smallest lead, in expected score (0–1), of the solution over every other action.
pub const MIN_GAP: f64 = 0.2;

/// The smallest lead in `variant`: [`MIN_GAP`], except in Apocalypse, where a move is judged
/// against every secret answer at once (a mixed turn), so even a clearly best move leads by
/// less; there it is half as much.
pub fn min_gap(variant: VariantId) -> f64 {
    match variant {
        VariantId::Apocalypse => MIN_GAP / 2.0,
        _ => MIN_GAP,
    }
}

/// Actions within this much expected score of the best (and well searched) count as solutions
/// too: equivalent ways to win.
pub const EQUIVALENT: f64 = 0.02;

/// How many times the shipped budget the generator's verifying search runs.
pub const VERIFY_FACTOR: u32 = 4;

/// The seed of every puzzle search, so a puzzle's verdict is reproducible.
pub const SEED: u64 = 0x0902_21E5;

/// The shipped budget: the medium level's iterations in `variant`.
pub fn shipped_iterations(variant: VariantId) -> u32 {
    Level::Medium.iterations(variant)
}

/// What [`judge`] found in a position with a clearly best action.
#[derive(Clone, Debug, PartialEq)]
pub struct Clear {
    /// The solutions, in notation, best first.
    pub solutions: Vec<String>,
    /// The expected line after the solution (the solution first), each `Side notation`.
    pub line: Vec<String>,
    /// The best action's expected score (0–1).
    pub best: f64,
    /// The best expected score (0–1) among the other actions.
    pub second: f64,
}

/// Searches `game` for `side` with `iterations` (reproducibly) and returns the clear best
/// action(s) if the best leads every other action by [`min_gap`]; `None` if no action stands
/// out. Errors when `side` may not act.
pub fn judge<G: Game>(game: &G, side: Side, iterations: u32) -> Result<Option<Clear>, RuleError> {
    let mut params: Params =
        crate::Settings::fixed(Level::Medium, SEED, iterations).params(G::VARIANT);
    params.pick = Pick::Best;
    let analysis = analyse(game, side, &params)?;
    let score = |v: f64| ((v + 1.0) / 2.0).clamp(0.0, 1.0);
    let Some(top) = analysis.actions.first() else {
        return Ok(None);
    };
    if analysis.actions.len() < 2 {
        return Ok(None);
    }
    let best = score(top.value);
    let (solutions, others): (Vec<_>, Vec<_>) = analysis
        .actions
        .iter()
        .partition(|s| score(s.value) >= best - EQUIVALENT && s.visits * 4 >= top.visits);
    let second = others.iter().map(|s| score(s.value)).fold(0.0f64, f64::max);
    if others.is_empty() || best - second < min_gap(G::VARIANT) {
        return Ok(None);
    }
    let mut state = analysis.state.clone();
    let mut line = Vec::new();
    for (s, a) in &analysis.line {
        let text = state.notation(*s, a);
        if state.play(*s, a.clone()).is_err() {
            break;
        }
        line.push(format!("{s} {text}"));
    }
    Ok(Some(Clear {
        solutions: solutions
            .iter()
            .map(|s| analysis.state.notation(side, &s.action))
            .collect(),
        line,
        best,
        second,
    }))
}

/// Whether a puzzle may be made of `game` for `side`: nothing hidden the solver could not know.
/// No pending secret decision (a Secret Trap to place), no simultaneous move already submitted
/// by the opponent (only the start of an Apocalypse turn), no Secret Trap on the board (its
/// position text would show it), and the game not over.
pub fn fair<G: Game>(game: &G, side: Side) -> bool {
    if game.outcome().is_some() || game.secret_decision(side) {
        return false;
    }
    let acts = match game.to_act() {
        ToAct::Simultaneous(sides) => sides.len() == 2 && sides.contains(&side),
        to_act => to_act.includes(side),
    };
    acts && !game.position().lines().any(|l| l.starts_with("trap "))
}
