//! Whole tournaments with random but seeded results, every round checked against every rule by
//! the independent checkers in `common`.

mod common;

use common::{field, simulate, Mix};
use std::collections::BTreeSet;
use swiss::{max_rounds, pair_round, Outcome, PairingError, Round};

/// Four players, three rounds, every possible result of rounds 1 and 2 (81 histories): the
/// tournament always completes as a round robin (every pair exactly once), and a fourth round
/// is refused because everyone has met.
#[test]
fn four_players_always_complete_a_round_robin() {
    let players = field(4);
    let outcomes = [Outcome::WhiteWins, Outcome::Draw, Outcome::BlackWins];
    for code in 0..81 {
        let pick = |k: usize| outcomes[code / 3usize.pow(k as u32) % 3];
        let mut rounds: Vec<Round> = Vec::new();
        for r in 0..3 {
            let mut new = pair_round(&players, &rounds).expect("4 players pair for 3 rounds");
            common::check_round(&players, &rounds, &new, true);
            for (g, game) in new.games.iter_mut().enumerate() {
                game.outcome = Some(if r < 2 {
                    pick(2 * r + g)
                } else {
                    Outcome::Draw
                });
            }
            rounds.push(new);
        }
        let pairs = common::met(&rounds);
        assert_eq!(pairs.len(), 6, "every pair met once: {rounds:?}");
        assert!(matches!(
            pair_round(&players, &rounds),
            Err(PairingError::NoLegalPairing { round: 4, .. })
        ));
    }
}

/// Seven players: a bye every round, always to the lowest-ranked player without one, never
/// twice; five rounds always pair.
#[test]
fn seven_players_byes_go_to_the_lowest_without_one() {
    let players = field(7);
    for seed in 0..60 {
        let rounds = simulate(&players, 5, seed, true, false);
        let byes: Vec<u64> = rounds.iter().map(|r| r.bye.unwrap()).collect();
        let distinct: BTreeSet<u64> = byes.iter().copied().collect();
        assert_eq!(distinct.len(), 5, "seed {seed}: byes {byes:?}");
    }
}

/// Seven players up to the limit of seven rounds: the field may run out of legal pairings before
/// (a Swiss is not a round-robin schedule); when it does, the error says so. Reports how far
/// the tournaments got.
#[test]
fn seven_players_up_to_max_rounds() {
    let players = field(7);
    let mut lengths = [0usize; 8];
    for seed in 0..60 {
        let rounds = simulate(&players, max_rounds(7), seed, true, true);
        lengths[rounds.len()] += 1;
    }
    println!("7 players, rounds completed out of 7 (count per length): {lengths:?}");
    assert!(
        lengths[..5].iter().all(|&n| n == 0),
        "five rounds always pair"
    );
}

/// Sixteen players, 5 to 9 rounds: all rules, with score differences proved minimal by
/// exhaustive search every round.
#[test]
fn sixteen_players() {
    let players = field(16);
    for (seed, rounds) in (100..110).zip([5, 6, 7, 8, 9, 5, 6, 7, 8, 9]) {
        let played = simulate(&players, rounds, seed, true, false);
        assert_eq!(played.len(), rounds);
    }
}

/// Thirty-three players, 5 to 9 rounds: all rules; score differences checked by 2-opt.
#[test]
fn thirty_three_players() {
    let players = field(33);
    for (seed, rounds) in (200..206).zip([5, 6, 7, 8, 9, 9]) {
        let played = simulate(&players, rounds, seed, false, false);
        assert_eq!(played.len(), rounds);
    }
}

/// Players withdraw mid-tournament: they are never paired again, the parity (and so the bye)
/// follows the active field, and their past games stay.
#[test]
fn withdrawals_leave_the_pairings() {
    let mut players = field(33);
    let mut rng = Mix(77);
    let mut rounds: Vec<Round> = Vec::new();
    for r in 0..9 {
        if r == 3 || r == 6 {
            let who = rng.below(33) as usize;
            players[who].withdrawn = true;
        }
        let mut new = pair_round(&players, &rounds).unwrap();
        common::check_round(&players, &rounds, &new, false);
        common::check_determinism(&players, &rounds, &new, &mut rng);
        for g in &mut new.games {
            g.outcome = Some(common::random_outcome(&mut rng, &players, g));
        }
        rounds.push(new);
    }
    let table = swiss::standings(&players, &rounds).unwrap();
    assert_eq!(table.len(), 33);
    assert_eq!(table.iter().filter(|s| s.withdrawn).count(), 2);
}

/// 256 players, 15 rounds: prints the time per pairing (never asserted: machines differ).
#[test]
fn large_field_timing() {
    let players = field(256);
    let mut rng = Mix(256);
    let mut rounds: Vec<Round> = Vec::new();
    let mut times = Vec::new();
    for _ in 0..15 {
        let start = std::time::Instant::now();
        let mut new = pair_round(&players, &rounds).unwrap();
        times.push(start.elapsed());
        common::check_round(&players, &rounds, &new, false);
        for g in &mut new.games {
            g.outcome = Some(common::random_outcome(&mut rng, &players, g));
        }
        rounds.push(new);
    }
    let max = times.iter().max().unwrap();
    let total: std::time::Duration = times.iter().sum();
    println!(
        "256 players: round 1 {:?}, slowest round {max:?}, 15 rounds {total:?}",
        times[0]
    );
}
