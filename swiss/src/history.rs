//! The validated tournament: each player's record, built once from the caller's rows.

use crate::error::InputError;
use crate::types::{Colour, Player, PlayerId, Round, MAX_PLAYERS, MAX_ROUNDS};
use std::collections::BTreeMap;

/// What a player did in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entry {
    /// A game against the player at index `opponent`, with `colour`; `halves` is this player's
    /// result in half-points, `None` while the game goes on.
    Game {
        opponent: usize,
        colour: Colour,
        halves: Option<u32>,
    },
    /// The pairing-allocated bye (one point).
    Bye,
    /// Neither paired nor given the bye (the player had withdrawn).
    Absent,
}

/// The direction of a player's float in the latest round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Float {
    None,
    /// Met a lower score, or had the bye.
    Down,
    /// Met a higher score.
    Up,
}

/// One player's record over the rounds given.
#[derive(Clone, Debug)]
pub(crate) struct Record {
    pub(crate) id: PlayerId,
    pub(crate) seed: u32,
    pub(crate) withdrawn: bool,
    /// One entry per round, oldest first.
    pub(crate) entries: Vec<Entry>,
    /// Points from finished games and byes, in half-points.
    pub(crate) halves: u32,
    /// The float of the latest round.
    pub(crate) last_float: Float,
}

impl Record {
    /// The colours of the games played, oldest first (byes and absences leave no trace).
    pub(crate) fn colours(&self) -> Vec<Colour> {
        self.entries
            .iter()
            .filter_map(|entry| match entry {
                Entry::Game { colour, .. } => Some(*colour),
                _ => None,
            })
            .collect()
    }

    /// How many byes the player has had.
    pub(crate) fn byes(&self) -> usize {
        self.entries.iter().filter(|e| **e == Entry::Bye).count()
    }

    /// How many rounds the player missed (withdrawn, not paired, no bye).
    pub(crate) fn absences(&self) -> u32 {
        self.entries.iter().filter(|e| **e == Entry::Absent).count() as u32
    }
}

/// The field, ordered by (seed, id): a player's index is fixed whatever the input order.
#[derive(Clone, Debug)]
pub(crate) struct History {
    pub(crate) records: Vec<Record>,
    /// `met[a * n + b]`: a and b have been paired (in any round, finished or not).
    met: Vec<bool>,
}

impl History {
    /// Validates the field and the rounds and builds every record.
    pub(crate) fn new(players: &[Player], rounds: &[Round]) -> Result<History, InputError> {
        if players.len() > MAX_PLAYERS {
            return Err(InputError::TooManyPlayers {
                count: players.len(),
                max: MAX_PLAYERS,
            });
        }
        if rounds.len() > MAX_ROUNDS {
            return Err(InputError::TooManyRounds {
                count: rounds.len(),
                max: MAX_ROUNDS,
            });
        }
        let mut sorted = players.to_vec();
        sorted.sort_by_key(|p| (p.seed, p.id));
        let mut index = BTreeMap::new();
        for (i, player) in sorted.iter().enumerate() {
            if index.insert(player.id, i).is_some() {
                return Err(InputError::DuplicatePlayer { id: player.id });
            }
        }
        let n = sorted.len();
        let mut history = History {
            records: sorted
                .iter()
                .map(|p| Record {
                    id: p.id,
                    seed: p.seed,
                    withdrawn: p.withdrawn,
                    entries: Vec::with_capacity(rounds.len()),
                    halves: 0,
                    last_float: Float::None,
                })
                .collect(),
            met: vec![false; n * n],
        };
        for (r, round) in rounds.iter().enumerate() {
            history.add_round(r + 1, round, &index)?;
        }
        Ok(history)
    }

    /// Adds one round's entries, points and floats.
    fn add_round(
        &mut self,
        number: usize,
        round: &Round,
        index: &BTreeMap<PlayerId, usize>,
    ) -> Result<(), InputError> {
        let find = |id: PlayerId| {
            index
                .get(&id)
                .copied()
                .ok_or(InputError::UnknownPlayer { round: number, id })
        };
        let mut entries: Vec<Option<Entry>> = vec![None; self.records.len()];
        let mut place = |i: usize, entry: Entry| match entries[i].replace(entry) {
            Some(_) => Err(i),
            None => Ok(()),
        };
        let twice = |i: usize| InputError::PlayerTwiceInRound {
            round: number,
            id: self.records[i].id,
        };
        for game in &round.games {
            let (w, b) = (find(game.white)?, find(game.black)?);
            let halves = |colour| game.outcome.map(|o| o.halves_for(colour));
            place(
                w,
                Entry::Game {
                    opponent: b,
                    colour: Colour::White,
                    halves: halves(Colour::White),
                },
            )
            .map_err(twice)?;
            place(
                b,
                Entry::Game {
                    opponent: w,
                    colour: Colour::Black,
                    halves: halves(Colour::Black),
                },
            )
            .map_err(twice)?;
        }
        if let Some(id) = round.bye {
            place(find(id)?, Entry::Bye).map_err(twice)?;
        }
        let before: Vec<u32> = self.records.iter().map(|r| r.halves).collect();
        let n = self.records.len();
        for (i, entry) in entries.into_iter().enumerate() {
            let entry = entry.unwrap_or(Entry::Absent);
            let record = &mut self.records[i];
            record.last_float = Float::None;
            match entry {
                Entry::Game {
                    opponent, halves, ..
                } => {
                    self.met[i * n + opponent] = true;
                    record.halves += halves.unwrap_or(0);
                    record.last_float = match before[i].cmp(&before[opponent]) {
                        std::cmp::Ordering::Greater => Float::Down,
                        std::cmp::Ordering::Less => Float::Up,
                        std::cmp::Ordering::Equal => Float::None,
                    };
                }
                Entry::Bye => {
                    record.halves += 2;
                    record.last_float = Float::Down;
                }
                Entry::Absent => {}
            }
            record.entries.push(entry);
        }
        Ok(())
    }

    /// Whether the players at indices `a` and `b` have been paired before.
    pub(crate) fn met(&self, a: usize, b: usize) -> bool {
        self.met[a * self.records.len() + b]
    }
}
