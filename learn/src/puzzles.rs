//! Puzzles: positions from computer self-play where one action is clearly best, mined by
//! `cargo run --release -p ai --example puzzles` into `puzzles/<variant>.toml` and embedded
//! here. `tests/puzzles.rs` replays every one: its solutions are legal, and the search at the
//! shipped budget still finds one of them clearly best.

use rules::{AnyGame, RuleError, Side, VariantId};
use serde::Deserialize;
use std::sync::OnceLock;

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Puzzle {
    /// Its stable id, `<variant>-NNN`.
    pub id: String,
    /// The side to find the action for.
    pub side: Side,
    /// The seed the position is read with (a variant that draws at random carries its stream in
    /// the position text).
    pub seed: u64,
    /// Rating-like: about 800 (the best action leads by everything) to 1,800 (by little).
    pub difficulty: u32,
    /// The game it came from.
    pub origin: String,
    /// Every action that solves it, in notation, best first.
    pub solution: Vec<String>,
    /// The line the search expects, the solution first, each step `Side notation`.
    pub line: Vec<String>,
    /// The position, in the variant's position format. Never holds a secret: the generator
    /// keeps no position with a Secret Trap or a submitted simultaneous move.
    pub position: String,
}

impl Puzzle {
    /// The puzzle's game, ready for the solver's action.
    pub fn game(&self, variant: VariantId) -> Result<AnyGame, RuleError> {
        AnyGame::from_position(variant, &self.position, self.seed)
    }
}

#[derive(Deserialize)]
struct PuzzleFile {
    #[serde(default)]
    puzzle: Vec<Puzzle>,
}

/// The data file of `variant`'s puzzles.
pub fn puzzle_data(variant: VariantId) -> &'static str {
    match variant {
        VariantId::Apocalypse => include_str!("../puzzles/apocalypse.toml"),
        VariantId::HeavenAndHell => include_str!("../puzzles/heaven-and-hell.toml"),
        VariantId::Battlefield => include_str!("../puzzles/battlefield.toml"),
        VariantId::Oracle => include_str!("../puzzles/oracle.toml"),
        VariantId::ItIsWhatItIs => include_str!("../puzzles/it-is-what-it-is.toml"),
    }
}

/// `variant`'s puzzles, read once (the data is checked by this crate's tests).
pub fn puzzles(variant: VariantId) -> &'static [Puzzle] {
    static ALL: OnceLock<Vec<Vec<Puzzle>>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        VariantId::ALL
            .into_iter()
            .map(|v| {
                toml::from_str::<PuzzleFile>(puzzle_data(v))
                    .unwrap_or_else(|e| panic!("the {v} puzzles do not read: {e}"))
                    .puzzle
            })
            .collect()
    });
    let i = VariantId::ALL
        .iter()
        .position(|v| *v == variant)
        .expect("a variant");
    &all[i]
}
