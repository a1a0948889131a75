//! Pairing the next round: the bye, then one optimal matching of everyone else.
//!
//! `docs/tournaments.md` states the rules in prose; this module is their implementation and the
//! two must agree.

use crate::colour::{allocate, ColourState};
use crate::error::PairingError;
use crate::history::{Float, History};
use crate::matching::{max_weight_matching, Edge};
use crate::types::{Colour, Game, Player, PlayerId, Round, MAX_ROUNDS};
use std::cmp::Reverse;

/// The most rounds a field of `active_players` can ever play: every round needs a new opponent for
/// everyone (and, with an odd field, a new player for the bye), so at most `n - 1` rounds for an
/// even `n`, `n` for an odd `n`, and never more than [`MAX_ROUNDS`]. 0 below two players.
///
/// Refuse a tournament with more rounds than this up front. Fewer rounds are not a guarantee:
/// near this bound the games already played can leave no legal pairing (as in a round robin
/// built round by round, or when colour rules clash), and [`pair_round`] then returns
/// [`PairingError::NoLegalPairing`]; end the tournament after the rounds played.
/// `docs/tournaments.md` ("Limits") gives measured figures: small fields reliably reach about
/// half this many rounds.
pub fn max_rounds(active_players: usize) -> usize {
    let rounds = match active_players {
        0 | 1 => 0,
        n if n % 2 == 0 => n - 1,
        n => n,
    };
    rounds.min(MAX_ROUNDS)
}

/// Pairs the next round of the tournament whose earlier rounds are `rounds` (oldest first).
///
/// Every player not withdrawn is paired exactly once or given the bye. The returned round lists
/// the games in board order with no outcomes yet. The same players and rounds always give the
/// same result, whatever the order of `players` and of the games within a round.
///
/// # Errors
/// - [`PairingError::Input`]: inconsistent players or rounds;
/// - [`PairingError::UnfinishedGame`]: an earlier game has no outcome;
/// - [`PairingError::RoundLimit`]: the next round would be past [`MAX_ROUNDS`];
/// - [`PairingError::TooFewPlayers`]: fewer than two active players;
/// - [`PairingError::NoByeAvailable`]: odd field and everybody has had the bye;
/// - [`PairingError::NoLegalPairing`]: no pairing keeps the absolute rules.
pub fn pair_round(players: &[Player], rounds: &[Round]) -> Result<Round, PairingError> {
    let history = History::new(players, rounds)?;
    let round = rounds.len() + 1;
    if round > MAX_ROUNDS {
        return Err(PairingError::RoundLimit {
            next_round: round,
            max: MAX_ROUNDS,
        });
    }
    check_finished(rounds)?;
    let field = Field::new(&history);
    let active = field.seats.len();
    if active < 2 {
        return Err(PairingError::TooFewPlayers { active });
    }
    let everyone: Vec<usize> = (0..active).collect();
    if active.is_multiple_of(2) {
        return match field.pair(&everyone) {
            Ok(pairs) => Ok(field.boards(pairs, None)),
            Err(unpaired) => Err(PairingError::NoLegalPairing {
                round,
                unpaired: field.ids(&unpaired),
            }),
        };
    }
    // The bye: the lowest-ranked player without one whose absence leaves a legal pairing.
    let candidates: Vec<usize> = (0..active)
        .rev()
        .filter(|&x| history.records[field.seats[x].index].byes() == 0)
        .collect();
    if candidates.is_empty() {
        return Err(PairingError::NoByeAvailable { round, active });
    }
    let mut first_failure = None;
    for bye in candidates {
        let rest: Vec<usize> = everyone.iter().copied().filter(|&x| x != bye).collect();
        match field.pair(&rest) {
            Ok(pairs) => return Ok(field.boards(pairs, Some(bye))),
            Err(unpaired) => {
                first_failure.get_or_insert(unpaired);
            }
        }
    }
    Err(PairingError::NoLegalPairing {
        round,
        unpaired: field.ids(&first_failure.unwrap_or_default()),
    })
}

/// A round is paired only when every earlier game has an outcome.
fn check_finished(rounds: &[Round]) -> Result<(), PairingError> {
    for (r, round) in rounds.iter().enumerate() {
        if let Some(game) = round.games.iter().find(|g| g.outcome.is_none()) {
            return Err(PairingError::UnfinishedGame {
                round: r + 1,
                white: game.white,
                black: game.black,
            });
        }
    }
    Ok(())
}

/// An active player as the pairing sees them.
#[derive(Debug)]
struct Seat {
    /// Index in the history.
    index: usize,
    /// Score in half-points.
    halves: u32,
    colour: ColourState,
    float: Float,
}

/// The active players in pairing order: score (high first), then seed, then id.
#[derive(Debug)]
struct Field<'a> {
    history: &'a History,
    seats: Vec<Seat>,
}

/// One candidate game's faults, most important first (see `docs/tournaments.md`).
#[derive(Clone, Copy, Debug, Default)]
struct Cost {
    /// Squared score difference in half-points.
    gap: i128,
    /// Score difference times the higher score (half-points): among equal gaps, floats from
    /// lower score groups are preferred, keeping the top groups intact.
    height: i128,
    /// Players denied their colour preference (0–2).
    denied: i128,
    /// Players denied a strong preference (0–2).
    denied_strong: i128,
    /// Players who would float the same way as in the previous round (0–2).
    floats: i128,
    /// Distance from the ideal opponent in the ranking.
    rank: i128,
}

impl<'a> Field<'a> {
    fn new(history: &'a History) -> Self {
        let mut seats: Vec<Seat> = history
            .records
            .iter()
            .enumerate()
            .filter(|(_, r)| !r.withdrawn)
            .map(|(index, r)| Seat {
                index,
                halves: r.halves,
                colour: ColourState::new(r.colours()),
                float: r.last_float,
            })
            .collect();
        // Records are already in (seed, id) order; a stable sort keeps it within a score.
        seats.sort_by_key(|s| Reverse(s.halves));
        Field { history, seats }
    }

    fn ids(&self, seats: &[usize]) -> Vec<PlayerId> {
        seats
            .iter()
            .map(|&x| self.history.records[self.seats[x].index].id)
            .collect()
    }

    /// The best complete pairing of `members` (seat positions, ascending), as `(higher, lower)`
    /// seat pairs; or the members left unpaired by the largest legal pairing.
    fn pair(&self, members: &[usize]) -> Result<Vec<(usize, usize)>, Vec<usize>> {
        let mut candidates: Vec<(usize, usize, Cost)> = Vec::new();
        let groups = score_groups(members.iter().map(|&x| self.seats[x].halves));
        for i in 0..members.len() {
            for j in i + 1..members.len() {
                if let Some(cost) = self.cost(members, &groups, i, j) {
                    candidates.push((i, j, cost));
                }
            }
        }
        let edges = weigh(&candidates, members.len() / 2);
        let mate = max_weight_matching(members.len(), &edges, true);
        let unpaired: Vec<usize> = (0..members.len())
            .filter(|&i| mate[i].is_none())
            .map(|i| members[i])
            .collect();
        if !unpaired.is_empty() {
            return Err(unpaired);
        }
        Ok((0..members.len())
            .filter_map(|i| mate[i].filter(|&j| j > i).map(|j| (members[i], members[j])))
            .collect())
    }

    /// The faults of pairing local positions `i < j`, or `None` if the absolute rules forbid it.
    fn cost(
        &self,
        members: &[usize],
        groups: &[(usize, usize)],
        i: usize,
        j: usize,
    ) -> Option<Cost> {
        let (high, low) = (&self.seats[members[i]], &self.seats[members[j]]);
        if self.history.met(high.index, low.index) {
            return None;
        }
        let colour = allocate(&high.colour, &low.colour, true)?;
        let (high_denied, high_strong) = high.colour.denied(colour);
        let (low_denied, low_strong) = low.colour.denied(colour.opposite());
        let gap = i128::from(high.halves - low.halves);
        let floats = if gap > 0 {
            i128::from(high.float == Float::Down) + i128::from(low.float == Float::Up)
        } else {
            0
        };
        let distance = (j - i) as i128;
        let rank = if gap == 0 {
            // Same score group: the ideal opponent is half the group further down.
            let (_, size) = groups[i];
            let d = distance - (size / 2) as i128;
            if d >= 0 {
                d * d
            } else {
                2 * d * d
            }
        } else {
            distance * distance
        };
        Some(Cost {
            gap: gap * gap,
            height: gap * i128::from(high.halves),
            denied: i128::from(high_denied) + i128::from(low_denied),
            denied_strong: i128::from(high_strong) + i128::from(low_strong),
            floats,
            rank,
        })
    }

    /// The round in board order, with colours allocated.
    fn boards(&self, mut pairs: Vec<(usize, usize)>, bye: Option<usize>) -> Round {
        let halves = |x: usize| self.seats[x].halves;
        pairs.sort_by_key(|&(x, y)| (Reverse(halves(x)), Reverse(halves(x) + halves(y)), x));
        let id = |x: usize| self.history.records[self.seats[x].index].id;
        let games = pairs
            .iter()
            .enumerate()
            .map(|(board, &(x, y))| {
                let odd_board = board % 2 == 0;
                let colour = allocate(&self.seats[x].colour, &self.seats[y].colour, odd_board)
                    .expect("only legal pairs are matched");
                let (white, black) = match colour {
                    Colour::White => (id(x), id(y)),
                    Colour::Black => (id(y), id(x)),
                };
                Game {
                    white,
                    black,
                    outcome: None,
                }
            })
            .collect();
        Round {
            games,
            bye: bye.map(id),
        }
    }
}

/// For each position of a score-ordered list: `(index within its score group, group size)`.
fn score_groups(halves: impl Iterator<Item = u32>) -> Vec<(usize, usize)> {
    let halves: Vec<u32> = halves.collect();
    let mut out = Vec::with_capacity(halves.len());
    let mut start = 0;
    while start < halves.len() {
        let end = (start..halves.len())
            .find(|&k| halves[k] != halves[start])
            .unwrap_or(halves.len());
        out.extend((0..end - start).map(|k| (k, end - start)));
        start = end;
    }
    out
}

/// Turns the fault vectors into matching weights so that a heavier matching is exactly a
/// lexicographically better one: each level's multiplier exceeds the largest possible total of
/// every level below it over `pairs` games.
fn weigh(candidates: &[(usize, usize, Cost)], pairs: usize) -> Vec<Edge> {
    let pairs = pairs as i128;
    let max_rank = candidates.iter().map(|c| c.2.rank).max().unwrap_or(0);
    let w_floats = pairs * max_rank + 1;
    let w_strong = w_floats * (2 * pairs + 1);
    let w_denied = w_strong * (2 * pairs + 1);
    let w_height = w_denied * (2 * pairs + 1);
    let max_height = candidates.iter().map(|c| c.2.height).max().unwrap_or(0);
    let w_gap = w_height * (pairs * max_height + 1);
    let total = |c: &Cost| {
        c.gap * w_gap
            + c.height * w_height
            + c.denied * w_denied
            + c.denied_strong * w_strong
            + c.floats * w_floats
            + c.rank
    };
    let worst = candidates.iter().map(|c| total(&c.2)).max().unwrap_or(0);
    candidates
        .iter()
        .map(|(i, j, c)| (*i, *j, worst + 1 - total(c)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn max_rounds_is_the_round_robin_bound() {
        assert_eq!(max_rounds(0), 0);
        assert_eq!(max_rounds(1), 0);
        assert_eq!(max_rounds(2), 1);
        assert_eq!(max_rounds(4), 3);
        assert_eq!(max_rounds(7), 7);
        assert_eq!(max_rounds(16), 15);
        assert_eq!(max_rounds(256), 15);
    }

    /// Every perfect matching of `members`' legal games, by brute force.
    fn all_pairings(
        legal: &dyn Fn(usize, usize) -> bool,
        left: &[usize],
    ) -> Vec<Vec<(usize, usize)>> {
        let Some((&first, rest)) = left.split_first() else {
            return vec![Vec::new()];
        };
        let mut out = Vec::new();
        for (k, &other) in rest.iter().enumerate() {
            if !legal(first, other) {
                continue;
            }
            let remaining: Vec<usize> = rest
                .iter()
                .enumerate()
                .filter(|&(m, _)| m != k)
                .map(|(_, &x)| x)
                .collect();
            for mut tail in all_pairings(legal, &remaining) {
                tail.push((first, other));
                out.push(tail);
            }
        }
        out
    }

    /// The matching finds exactly the lexicographically best pairing: compared with every
    /// perfect matching of small fields, on the whole fault vector (not only the scores).
    #[test]
    fn the_weights_rank_pairings_lexicographically() {
        use crate::types::Outcome;
        let mut state = 11u64;
        let mut next = move || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            state >> 33
        };
        let players: Vec<Player> = (1..=10).map(|i| Player::new(i, i as u32)).collect();
        for _ in 0..8 {
            let mut rounds: Vec<Round> = Vec::new();
            for _ in 0..6 {
                let history = History::new(&players, &rounds).unwrap();
                let field = Field::new(&history);
                let members: Vec<usize> = (0..field.seats.len()).collect();
                let groups = score_groups(field.seats.iter().map(|s| s.halves));
                let cost = |i: usize, j: usize| field.cost(&members, &groups, i, j);
                let vector = |pairs: &[(usize, usize)]| {
                    pairs.iter().fold([0i128; 6], |mut sum, &(i, j)| {
                        let c = cost(i.min(j), i.max(j)).unwrap();
                        let parts = [c.gap, c.height, c.denied, c.denied_strong, c.floats, c.rank];
                        for (s, p) in sum.iter_mut().zip(parts) {
                            *s += p;
                        }
                        sum
                    })
                };
                let legal = |i: usize, j: usize| cost(i.min(j), i.max(j)).is_some();
                let best = all_pairings(&legal, &members)
                    .iter()
                    .map(|p| vector(p))
                    .min();
                let Ok(chosen) = field.pair(&members) else {
                    assert_eq!(best, None);
                    break;
                };
                assert_eq!(Some(vector(&chosen)), best);
                let mut round = field.boards(chosen, None);
                for g in &mut round.games {
                    g.outcome = Some(
                        [Outcome::WhiteWins, Outcome::Draw, Outcome::BlackWins]
                            [(next() % 3) as usize],
                    );
                }
                rounds.push(round);
            }
        }
    }

    #[test]
    fn score_groups_split_on_score_changes() {
        assert_eq!(
            score_groups([4, 4, 2, 2, 2, 0].into_iter()),
            vec![(0, 2), (1, 2), (0, 3), (1, 3), (2, 3), (0, 1)]
        );
        assert_eq!(score_groups(std::iter::empty()), vec![]);
    }
}
