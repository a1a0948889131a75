//! Shared test helpers: a tiny PRNG, a tournament simulator and independent rule checkers.
//!
//! The checkers re-derive every rule from the raw rounds without the crate's internals, so a bug
//! in the crate's bookkeeping cannot hide itself.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use swiss::{pair_round, Colour, Game, Outcome, Player, PlayerId, Round};

/// SplitMix64: tiny, deterministic, good enough for test data.
#[derive(Debug)]
pub struct Mix(pub u64);

impl Mix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// `n` players with ids 101.. and seeds 1..=n.
pub fn field(n: usize) -> Vec<Player> {
    (0..n)
        .map(|i| Player::new(101 + i as u64, i as u32 + 1))
        .collect()
}

/// A random outcome, the lower seed (stronger) a little more likely to win.
pub fn random_outcome(rng: &mut Mix, players: &[Player], game: &Game) -> Outcome {
    let seed = |id| players.iter().find(|p| p.id == id).unwrap().seed;
    let white_stronger = seed(game.white) < seed(game.black);
    match (rng.below(100), white_stronger) {
        (0..=44, true) | (65..=99, false) => Outcome::WhiteWins,
        (45..=64, _) => Outcome::Draw,
        _ => Outcome::BlackWins,
    }
}

/// Points in half-points after `rounds` (finished games and byes).
pub fn halves(rounds: &[Round]) -> BTreeMap<PlayerId, u32> {
    let mut points = BTreeMap::new();
    for round in rounds {
        for g in &round.games {
            let (w, b) = match g.outcome.expect("finished") {
                Outcome::WhiteWins => (2, 0),
                Outcome::Draw => (1, 1),
                Outcome::BlackWins => (0, 2),
            };
            *points.entry(g.white).or_insert(0) += w;
            *points.entry(g.black).or_insert(0) += b;
        }
        if let Some(p) = round.bye {
            *points.entry(p).or_insert(0) += 2;
        }
    }
    points
}

/// Each player's colours so far, oldest first.
pub fn colours(rounds: &[Round]) -> BTreeMap<PlayerId, Vec<Colour>> {
    let mut out: BTreeMap<PlayerId, Vec<Colour>> = BTreeMap::new();
    for round in rounds {
        for g in &round.games {
            out.entry(g.white).or_default().push(Colour::White);
            out.entry(g.black).or_default().push(Colour::Black);
        }
    }
    out
}

/// Every pair that has met, as (smaller id, larger id).
pub fn met(rounds: &[Round]) -> BTreeSet<(PlayerId, PlayerId)> {
    rounds
        .iter()
        .flat_map(|r| r.games.iter())
        .map(|g| (g.white.min(g.black), g.white.max(g.black)))
        .collect()
}

/// The colour rules on a whole sequence: never three in a row, difference within ±2.
pub fn colours_ok(seq: &[Colour]) -> bool {
    let mut diff = 0i32;
    for (i, c) in seq.iter().enumerate() {
        diff += if *c == Colour::White { 1 } else { -1 };
        if diff.abs() > 2 || (i >= 2 && seq[i - 2] == *c && seq[i - 1] == *c) {
            return false;
        }
    }
    true
}

/// What the rules need from the rounds played, computed once.
#[derive(Debug)]
pub struct Past {
    pub met: BTreeSet<(PlayerId, PlayerId)>,
    pub colours: BTreeMap<PlayerId, Vec<Colour>>,
    pub halves: BTreeMap<PlayerId, u32>,
}

impl Past {
    pub fn new(rounds: &[Round]) -> Past {
        Past {
            met: met(rounds),
            colours: colours(rounds),
            halves: halves(rounds),
        }
    }

    pub fn score(&self, p: PlayerId) -> i64 {
        i64::from(self.halves.get(&p).copied().unwrap_or(0))
    }

    /// Whether `a` and `b` may meet next round under the absolute rules (some colour
    /// assignment keeps both within them).
    pub fn legal(&self, a: PlayerId, b: PlayerId) -> bool {
        if a == b || self.met.contains(&(a.min(b), a.max(b))) {
            return false;
        }
        let with = |p: PlayerId, c: Colour| {
            let mut seq = self.colours.get(&p).cloned().unwrap_or_default();
            seq.push(c);
            colours_ok(&seq)
        };
        (with(a, Colour::White) && with(b, Colour::Black))
            || (with(a, Colour::Black) && with(b, Colour::White))
    }
}

/// The smallest total of squared score differences (half-points) over all legal complete
/// pairings of `ids`, or `None` if there is none. Exhaustive (bitmask DP): at most ~20 players.
pub fn best_gap_total(rounds: &[Round], ids: &[PlayerId]) -> Option<u64> {
    let n = ids.len();
    assert!(n <= 20, "exhaustive check is for small fields");
    let past = Past::new(rounds);
    let mut cost = vec![vec![None; n]; n];
    for i in 0..n {
        for j in 0..n {
            if past.legal(ids[i], ids[j]) {
                let d = past.score(ids[i]) - past.score(ids[j]);
                cost[i][j] = Some((d * d) as u64);
            }
        }
    }
    let mut best: Vec<Option<u64>> = vec![None; 1 << n];
    best[0] = Some(0);
    for mask in 1usize..1 << n {
        if mask.count_ones() % 2 == 1 {
            continue;
        }
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut b = None;
        for j in 0..n {
            if rest & (1 << j) != 0 {
                if let (Some(c), Some(sub)) = (cost[i][j], best[rest & !(1 << j)]) {
                    if b.is_none_or(|x| c + sub < x) {
                        b = Some(c + sub);
                    }
                }
            }
        }
        best[mask] = b;
    }
    best[(1 << n) - 1]
}

/// The total of squared score differences of a round's games.
pub fn gap_total(rounds: &[Round], round: &Round) -> u64 {
    let points = halves(rounds);
    let score = |p: PlayerId| i64::from(points.get(&p).copied().unwrap_or(0));
    round
        .games
        .iter()
        .map(|g| {
            let d = score(g.white) - score(g.black);
            (d * d) as u64
        })
        .sum()
}

/// Pairing order: score high first, then seed, then id.
pub fn ranking(players: &[Player], rounds: &[Round]) -> Vec<PlayerId> {
    let points = halves(rounds);
    let mut active: Vec<&Player> = players.iter().filter(|p| !p.withdrawn).collect();
    active.sort_by_key(|p| {
        (
            std::cmp::Reverse(points.get(&p.id).copied().unwrap_or(0)),
            p.seed,
            p.id,
        )
    });
    active.iter().map(|p| p.id).collect()
}

/// Checks one freshly paired round against every rule, independently of the crate.
/// `exhaustive`: also prove score-gap optimality and the bye choice by brute force.
pub fn check_round(players: &[Player], rounds: &[Round], new: &Round, exhaustive: bool) {
    let order = ranking(players, rounds);
    // Every active player exactly once; nobody else.
    let mut seen: Vec<PlayerId> = new.games.iter().flat_map(|g| [g.white, g.black]).collect();
    seen.extend(new.bye);
    seen.sort_unstable();
    let mut want = order.clone();
    want.sort_unstable();
    assert_eq!(seen, want, "every active player exactly once");
    assert_eq!(new.bye.is_some(), order.len() % 2 == 1, "a bye iff odd");
    // No repeat pairing; colour rules after this round.
    let before = met(rounds);
    for g in &new.games {
        assert!(g.outcome.is_none());
        let pair = (g.white.min(g.black), g.white.max(g.black));
        assert!(!before.contains(&pair), "rematch {pair:?}");
    }
    let mut all = rounds.to_vec();
    all.push(new.clone());
    for (p, seq) in colours(&all) {
        assert!(colours_ok(&seq), "colours of {p}: {seq:?}");
    }
    check_bye(players, rounds, new, &order, exhaustive);
    if exhaustive {
        let paired: Vec<PlayerId> = order
            .iter()
            .copied()
            .filter(|&p| Some(p) != new.bye)
            .collect();
        let best = best_gap_total(rounds, &paired).expect("the round was paired");
        assert_eq!(
            gap_total(rounds, new),
            best,
            "score differences are minimal"
        );
    } else {
        check_two_opt(rounds, new);
    }
}

/// The bye: nobody twice; the lowest-ranked without one, unless (exhaustive) every lower-ranked
/// candidate would leave no legal pairing.
fn check_bye(
    _players: &[Player],
    rounds: &[Round],
    new: &Round,
    order: &[PlayerId],
    exhaustive: bool,
) {
    let Some(bye) = new.bye else { return };
    let had: BTreeSet<PlayerId> = rounds.iter().filter_map(|r| r.bye).collect();
    assert!(!had.contains(&bye), "{bye} had a second bye");
    let position = order.iter().position(|&p| p == bye).unwrap();
    for &lower in &order[position + 1..] {
        if had.contains(&lower) {
            continue;
        }
        assert!(
            exhaustive,
            "{bye} got the bye though {lower} is lower and had none"
        );
        let rest: Vec<PlayerId> = order.iter().copied().filter(|&p| p != lower).collect();
        assert!(
            best_gap_total(rounds, &rest).is_none(),
            "{lower} could have had the bye"
        );
    }
}

/// No two games can be re-paired between their four players (legally) with a smaller total of
/// squared score differences: a necessary condition of minimality, cheap on any field.
pub fn check_two_opt(rounds: &[Round], new: &Round) {
    let past = Past::new(rounds);
    let gap = |a: PlayerId, b: PlayerId| (past.score(a) - past.score(b)).pow(2);
    for (i, g) in new.games.iter().enumerate() {
        for h in &new.games[i + 1..] {
            let (a, b, c, d) = (g.white, g.black, h.white, h.black);
            let now = gap(a, b) + gap(c, d);
            for (p, q, r, s) in [(a, c, b, d), (a, d, b, c)] {
                if past.legal(p, q) && past.legal(r, s) {
                    assert!(
                        gap(p, q) + gap(r, s) >= now,
                        "{a}-{b} and {c}-{d} could be re-paired as {p}-{q} and {r}-{s}"
                    );
                }
            }
        }
    }
}

/// The same input in another order gives the same round: players shuffled, games of every
/// earlier round shuffled.
pub fn check_determinism(players: &[Player], rounds: &[Round], new: &Round, rng: &mut Mix) {
    assert_eq!(&pair_round(players, rounds).unwrap(), new, "pairing twice");
    let mut shuffled_players = players.to_vec();
    rng.shuffle(&mut shuffled_players);
    let mut shuffled_rounds = rounds.to_vec();
    for round in &mut shuffled_rounds {
        rng.shuffle(&mut round.games);
    }
    assert_eq!(
        &pair_round(&shuffled_players, &shuffled_rounds).unwrap(),
        new,
        "input order must not matter"
    );
}

/// Plays `rounds` rounds with random results, checking every round; returns the rounds played
/// (fewer if the field is exhausted early, which `allow_early_end` permits).
pub fn simulate(
    players: &[Player],
    rounds: usize,
    seed: u64,
    exhaustive: bool,
    allow_early_end: bool,
) -> Vec<Round> {
    let mut rng = Mix(seed);
    let mut played: Vec<Round> = Vec::new();
    for _ in 0..rounds {
        let new = match pair_round(players, &played) {
            Ok(round) => round,
            Err(e) if allow_early_end => {
                assert!(
                    matches!(e, swiss::PairingError::NoLegalPairing { .. }),
                    "{e:?}"
                );
                break;
            }
            Err(e) => panic!("seed {seed}, round {}: {e:?}", played.len() + 1),
        };
        check_round(players, &played, &new, exhaustive);
        check_determinism(players, &played, &new, &mut rng);
        let mut finished = new;
        for i in 0..finished.games.len() {
            let outcome = random_outcome(&mut rng, players, &finished.games[i]);
            finished.games[i].outcome = Some(outcome);
        }
        played.push(finished);
    }
    played
}
