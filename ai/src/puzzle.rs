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

/// The most solutions a puzzle may have: one action clearly best, or a few equivalent ones; a
/// position where most actions win and one or two lose is no puzzle.
pub const MAX_SOLUTIONS: usize = 3;

/// Actions skipped in a game after a puzzle is taken from it, so one game does not fill a file
/// with near-copies of one idea (the generator and `bot puzzles` both keep to it).
pub const SPACING: usize = 6;

/// What [`examine`] made of a position.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Not a fair puzzle: something is hidden from the solver, the position does not read back
    /// from its text, the game is over or the solver has fewer than two actions.
    Unfair,
    /// Fair, but no action stands out at the shipped budget.
    Unclear,
    /// Clear, but with more than [`MAX_SOLUTIONS`] solutions.
    Many,
    /// Clear at the shipped budget, but the deeper search ([`VERIFY_FACTOR`] times it) does
    /// not agree.
    Rejected,
    /// A puzzle: clear, few solutions, verified.
    Puzzle(Clear),
}

/// Whether a puzzle may be made of `game` for `side` ([`fair`], for any variant).
pub fn fair_in(game: &rules::AnyGame, side: Side) -> bool {
    use rules::AnyGame;
    match game {
        AnyGame::Apocalypse(g) => fair(&**g, side),
        AnyGame::HeavenAndHell(g) => fair(&**g, side),
        AnyGame::Battlefield(g) => fair(&**g, side),
        AnyGame::Oracle(g) => fair(&**g, side),
        AnyGame::ItIsWhatItIs(g) => fair(&**g, side),
    }
}

/// [`judge`] for any variant: `None` when `side` may not act.
pub fn judge_in(game: &rules::AnyGame, side: Side, iterations: u32) -> Option<Option<Clear>> {
    use rules::AnyGame;
    match game {
        AnyGame::Apocalypse(g) => judge(&**g, side, iterations).ok(),
        AnyGame::HeavenAndHell(g) => judge(&**g, side, iterations).ok(),
        AnyGame::Battlefield(g) => judge(&**g, side, iterations).ok(),
        AnyGame::Oracle(g) => judge(&**g, side, iterations).ok(),
        AnyGame::ItIsWhatItIs(g) => judge(&**g, side, iterations).ok(),
    }
}

/// Whether `live` (a game as played, with its random `seed`) makes a puzzle for `side`: read
/// back from its position text (as a shipped puzzle is replayed), fair both as played and as
/// read back (a submitted simultaneous move is in the live game only), judged at the shipped
/// budget, at most [`MAX_SOLUTIONS`] solutions, and verified by a search [`VERIFY_FACTOR`]
/// times deeper. What the generator and `bot puzzles` both ask of a position.
pub fn examine(live: &rules::AnyGame, side: Side, seed: u64) -> Verdict {
    use rules::AnyGame;
    let position = live.position();
    let game = match AnyGame::from_position(live.variant(), &position, seed) {
        Ok(game) if game.position() == position => game,
        _ => return Verdict::Unfair,
    };
    if game.legal(side).len() < 2 || !fair_in(live, side) || !fair_in(&game, side) {
        return Verdict::Unfair;
    }
    let judge_any = |iterations| judge_in(&game, side, iterations);
    let shipped = shipped_iterations(game.variant());
    let Some(verdict) = judge_any(shipped) else {
        return Verdict::Unfair;
    };
    let Some(clear) = verdict else {
        return Verdict::Unclear;
    };
    if clear.solutions.len() > MAX_SOLUTIONS {
        return Verdict::Many;
    }
    match judge_any(shipped * VERIFY_FACTOR).flatten() {
        Some(deep) if deep.solutions.contains(&clear.solutions[0]) => Verdict::Puzzle(clear),
        _ => Verdict::Rejected,
    }
}

/// A found puzzle, ready to be written into a puzzle file.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// Its id (`<variant>-NNN` in the shipped files).
    pub id: String,
    /// The solver.
    pub side: Side,
    /// The game's random seed (the position is read back with it).
    pub seed: u64,
    /// Where the position came from, in words.
    pub origin: String,
    /// The position text.
    pub position: String,
    /// What the search found.
    pub clear: Clear,
}

impl Entry {
    /// Rating-like difficulty: about 800 when the solution leads by everything, up to 1,800
    /// when by little (a narrow lead is harder to see).
    pub fn difficulty(&self) -> u32 {
        800 + ((1.0 - (self.clear.best - self.clear.second)) * 1_000.0).round() as u32
    }

    /// The entry in the puzzle files' TOML (`[[puzzle]]` and its fields, one a line).
    pub fn to_toml(&self) -> String {
        let list = |v: &[String]| v.iter().map(|s| quoted(s)).collect::<Vec<_>>().join(", ");
        format!(
            "\n[[puzzle]]\nid = {}\nside = {}\nseed = {}\ndifficulty = {}\norigin = {}\n\
             solution = [{}]\nline = [{}]\nposition = {}\n",
            quoted(&self.id),
            quoted(self.side.name()),
            self.seed,
            self.difficulty(),
            quoted(&self.origin),
            list(&self.clear.solutions),
            list(&self.clear.line),
            quoted(&self.position)
        )
    }
}

/// `text` as a TOML basic string.
pub fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
