//! Independent audit tests: rules read again from the seed and the rulings file, and
//! cross-checks between `forecast`, `play`, labels, notation and the position text over many
//! random positions.

use super::board::{idx, reaches};
use super::pos::Action;
use super::types::Kind;
use super::*;
use crate::{BoardSize, Game, Rng, Side, Square, ToAct};

fn s(t: &str) -> Square {
    Square::parse(t, BoardSize::CHESS).expect("square")
}

fn game(text: &str) -> Battlefield {
    Battlefield::from_position(text, 0).unwrap_or_else(|e| panic!("{text}: {e}"))
}

// ---------------------------------------------------------------- Miracle

/// Miracle is "consumed when it fires" (§2.4): a second lethal strike in the same combat
/// defeats the holder.
#[test]
fn miracle_fires_at_most_once_per_combat() {
    // Queen 10/32 (Desperation: two strikes before any counter) against a Beast 5/36 with
    // Miracle charged. Axe vs Hand neutral, Flying > Beast +10, Ground > Water −10: 22 against
    // DEF 9 + 5 (Painful Strength) = 8 per strike.
    let g = game("7k/8/8/3w4/8/8/8/K2Q4 w 1 - - - | d1:hp10 d5:hp5,ch3");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    let d: Vec<(bool, i32, i32, bool)> = f
        .strikes
        .iter()
        .map(|x| (x.by_attacker, x.damage, x.target_hp, x.miracle))
        .collect();
    assert_eq!(d, vec![(true, 8, 1, true), (true, 8, -7, false)]);
    assert!(f.defender.defeated);
    assert_eq!(f.attacker_ends, Some(s("d5")));
}
