//! Standings: points, then Buchholz cut 1, Sonneborn–Berger, direct encounter and seed.
//!
//! Unplayed rounds (see `docs/tournaments.md`, "Tie-breaks"):
//! - a player's own bye or absence counts, for their Buchholz and Sonneborn–Berger, as a game
//!   against a *virtual opponent* whose score is the player's own points (won for a bye, lost for
//!   an absence);
//! - an opponent's score, wherever it enters a tie-break, counts each round the opponent missed
//!   after withdrawing as a draw (½), so leaving early does not drag down those who met them.

use crate::error::InputError;
use crate::history::{Entry, History};
use crate::score::Score;
use crate::types::{Player, PlayerId, Round};
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// Place, 1 first; every player has a distinct place (the seed breaks the last ties).
    pub rank: usize,
    /// The player.
    pub id: PlayerId,
    /// The player's seed.
    pub seed: u32,
    /// Whether the player has withdrawn (still listed with the points they made).
    pub withdrawn: bool,
    /// Points: 1 a win or the bye, ½ a draw.
    pub points: Score,
    /// Buchholz cut 1: the opponents' scores, less the lowest one.
    pub buchholz_cut1: Score,
    /// Sonneborn–Berger: beaten opponents' scores plus half the drawn opponents' scores.
    pub sonneborn_berger: Score,
    /// Points scored against the players tied with this one on points, Buchholz cut 1 and
    /// Sonneborn–Berger, when every two of them have met; `None` when the tie-break does not
    /// apply (no tie, or not all of the tied players played each other).
    pub direct_encounter: Option<Score>,
    /// Games with an outcome.
    pub played: u32,
    /// Games won (on the board, on time or by the opponent not starting).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
    /// Byes received.
    pub byes: u32,
}

/// The standings after `rounds` (oldest first; a round in progress counts its finished games
/// only), best first, every player of `players` included.
///
/// Order: points, Buchholz cut 1, Sonneborn–Berger, direct encounter, seed, id (each higher
/// first, except seed and id: lower first).
///
/// # Errors
/// [`InputError`] when the players or rounds are inconsistent.
pub fn standings(players: &[Player], rounds: &[Round]) -> Result<Vec<Standing>, InputError> {
    let history = History::new(players, rounds)?;
    let records = &history.records;
    // An opponent's score for tie-breaks: rounds missed after withdrawing count as draws.
    let adjusted: Vec<u32> = records.iter().map(|r| r.halves + r.absences()).collect();
    let mut lines: Vec<Standing> = (0..records.len())
        .map(|i| line(&history, &adjusted, i))
        .collect();
    lines.sort_by_key(|s| {
        (
            Reverse(s.points),
            Reverse(s.buchholz_cut1),
            Reverse(s.sonneborn_berger),
            s.seed,
            s.id,
        )
    });
    apply_direct_encounter(&history, &mut lines);
    for (place, line) in lines.iter_mut().enumerate() {
        line.rank = place + 1;
    }
    Ok(lines)
}

/// One player's line, without rank and direct encounter.
fn line(history: &History, adjusted: &[u32], i: usize) -> Standing {
    let record = &history.records[i];
    let own = record.halves;
    // Buchholz contributions per round in half-points, and Sonneborn–Berger in quarters.
    let mut buchholz = Vec::new();
    let mut sb_quarters = 0;
    let (mut wins, mut draws, mut losses, mut byes) = (0, 0, 0, 0);
    for entry in &record.entries {
        match *entry {
            Entry::Game {
                opponent,
                halves: Some(result),
                ..
            } => {
                buchholz.push(adjusted[opponent]);
                sb_quarters += result * adjusted[opponent];
                match result {
                    2 => wins += 1,
                    1 => draws += 1,
                    _ => losses += 1,
                }
            }
            Entry::Game { halves: None, .. } => {}
            Entry::Bye => {
                buchholz.push(own);
                sb_quarters += 2 * own;
                byes += 1;
            }
            Entry::Absent => buchholz.push(own),
        }
    }
    let cut = buchholz.iter().min().copied().unwrap_or(0);
    let buchholz_cut1 = buchholz.iter().sum::<u32>() - cut;
    Standing {
        rank: 0,
        id: record.id,
        seed: record.seed,
        withdrawn: record.withdrawn,
        points: Score::from_halves(own),
        buchholz_cut1: Score::from_halves(buchholz_cut1),
        sonneborn_berger: Score::from_quarters(sb_quarters),
        direct_encounter: None,
        played: wins + draws + losses,
        wins,
        draws,
        losses,
        byes,
    }
}

/// Reorders each run of lines tied on points, Buchholz cut 1 and Sonneborn–Berger by the points
/// scored among them, when every two of them have met; the seed order stays within equal values.
fn apply_direct_encounter(history: &History, lines: &mut [Standing]) {
    let key = |s: &Standing| (s.points, s.buchholz_cut1, s.sonneborn_berger);
    let index = |id: PlayerId| {
        history
            .records
            .iter()
            .position(|r| r.id == id)
            .expect("every line is a record")
    };
    let mut start = 0;
    while start < lines.len() {
        let end = (start..lines.len())
            .find(|&k| key(&lines[k]) != key(&lines[start]))
            .unwrap_or(lines.len());
        if end - start >= 2 {
            let members: Vec<usize> = lines[start..end].iter().map(|s| index(s.id)).collect();
            if let Some(scores) = mutual_scores(history, &members) {
                for (line, halves) in lines[start..end].iter_mut().zip(scores) {
                    line.direct_encounter = Some(Score::from_halves(halves));
                }
                lines[start..end].sort_by_key(|s| (Reverse(s.direct_encounter), s.seed, s.id));
            }
        }
        start = end;
    }
}

/// Each member's points (half-points) in finished games against the other members, or `None`
/// unless every two members have a finished game between them.
fn mutual_scores(history: &History, members: &[usize]) -> Option<Vec<u32>> {
    let mut scores = vec![0; members.len()];
    for (a, &i) in members.iter().enumerate() {
        for (b, &j) in members.iter().enumerate() {
            if a == b {
                continue;
            }
            let results: Vec<u32> = history.records[i]
                .entries
                .iter()
                .filter_map(|e| match *e {
                    Entry::Game {
                        opponent,
                        halves: Some(result),
                        ..
                    } if opponent == j => Some(result),
                    _ => None,
                })
                .collect();
            if results.is_empty() {
                return None;
            }
            scores[a] += results.iter().sum::<u32>();
        }
    }
    Some(scores)
}
