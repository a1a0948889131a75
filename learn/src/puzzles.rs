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

/// Where a mined puzzle came from, read back from [`Puzzle::origin`] as the generator
/// (`ai`'s `puzzles` example) writes it: "computer self-play (easy against easy[ where Black
/// played a random legal action one time in 4]), game seed 9, before action 19".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfPlay {
    /// The side that played a random legal action one time in `n`, if one did.
    pub random: Option<(Side, u32)>,
    /// The self-play game's seed.
    pub seed: u64,
    /// The action (from 1) the puzzle's position came before.
    pub action: u32,
}

impl Puzzle {
    /// [`Puzzle::origin`] as data, `None` for an origin written otherwise (shown as it is).
    pub fn self_play(&self) -> Option<SelfPlay> {
        let rest = self
            .origin
            .strip_prefix("computer self-play (easy against easy")?;
        let (play, rest) = rest.split_once("), game seed ")?;
        let (seed, action) = rest.split_once(", before action ")?;
        let random = match play.strip_prefix(" where ") {
            None if play.is_empty() => None,
            None => return None,
            Some(who) => {
                let (side, n) = who.split_once(" played a random legal action one time in ")?;
                let side = [Side::White, Side::Black]
                    .into_iter()
                    .find(|s| s.name() == side)?;
                Some((side, n.parse().ok()?))
            }
        };
        Some(SelfPlay {
            random,
            seed: seed.parse().ok()?,
            action: action.parse().ok()?,
        })
    }

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

/// The index of the daily puzzle among `count` puzzles of `variant` on day `day` (days since
/// 1970-01-01, UTC) in server `guild` (`None`: a direct message). The same for everyone who asks
/// that day there; consecutive days never repeat (each server walks the list from its own
/// starting point), so the pick is a pure function of its inputs. `None` when there is no puzzle.
pub fn daily_index(
    count: usize,
    day: i64,
    guild: Option<u64>,
    variant: VariantId,
) -> Option<usize> {
    if count == 0 {
        return None;
    }
    let v = VariantId::ALL
        .iter()
        .position(|x| *x == variant)
        .unwrap_or(0) as u64;
    let start = splitmix(guild.unwrap_or(0) ^ splitmix(v + 1));
    let n = count as u64;
    Some(((start % n + day.rem_euclid(count as i64) as u64) % n) as usize)
}

/// SplitMix64's finaliser: a well-spread hash of one number, stable across builds.
fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_pick_is_stable_in_range_and_changes_every_day() {
        assert_eq!(daily_index(0, 5, Some(1), VariantId::Oracle), None);
        for count in 1..40 {
            for guild in [None, Some(1), Some(987_654_321_012_345_678)] {
                let pick = |day| daily_index(count, day, guild, VariantId::Battlefield).unwrap();
                for day in 20_000..20_050 {
                    assert!(pick(day) < count);
                    assert_eq!(pick(day), pick(day), "the same all day");
                    if count > 1 {
                        assert_ne!(pick(day), pick(day + 1), "a new one each day");
                    }
                }
            }
        }
        // Servers and variants start at different places.
        let starts: std::collections::HashSet<usize> = (1..50u64)
            .map(|g| daily_index(1000, 0, Some(g), VariantId::Oracle).unwrap())
            .collect();
        assert!(starts.len() > 40, "{starts:?}");
        assert_ne!(
            daily_index(1000, 0, Some(7), VariantId::Oracle),
            daily_index(1000, 0, Some(7), VariantId::Apocalypse)
        );
    }
}
