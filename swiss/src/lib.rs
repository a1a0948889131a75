//! Swiss-system tournaments, pure and deterministic: no I/O, no async, no Discord, no database.
//!
//! The caller stores the tournament (its [`Player`]s and the [`Round`]s played so far) and asks
//! this crate for the next round's pairings ([`pair_round`]) and for the standings
//! ([`standings`]). Nothing is kept between calls, and the same input always gives the same
//! output, so a restarted or second process pairs a round exactly as the first would have.
//!
//! The rules (score groups, floats, colours, the bye, tie-breaks, errors) are written out for
//! players and organisers in `docs/tournaments.md`.
//!
//! # Example: four players, three rounds
//!
//! ```
//! use swiss::{pair_round, standings, Game, Outcome, Player, Round};
//!
//! let players: Vec<Player> = (1..=4).map(|n| Player::new(n, n as u32)).collect();
//! let games = |round: &Round| -> Vec<(u64, u64)> {
//!     round.games.iter().map(|g| (g.white, g.black)).collect()
//! };
//! let finish = |mut round: Round, outcomes: &[Outcome]| {
//!     for (game, outcome) in round.games.iter_mut().zip(outcomes) {
//!         game.outcome = Some(*outcome);
//!     }
//!     round
//! };
//! let mut rounds = Vec::new();
//!
//! // Round 1: top half against bottom half; board 1's higher seed has white, board 2's black.
//! let r1 = pair_round(&players, &rounds).unwrap();
//! assert_eq!(games(&r1), [(1, 3), (4, 2)]);
//! rounds.push(finish(r1, &[Outcome::WhiteWins, Outcome::Draw]));
//!
//! // Round 2: 1 (1 point) has no equal, so 1–2 and 3–4 (each across half a point or a point),
//! // with every colour alternating (1–4 and 2–3 would give two players the same colour twice).
//! let r2 = pair_round(&players, &rounds).unwrap();
//! assert_eq!(games(&r2), [(2, 1), (3, 4)]);
//! rounds.push(finish(r2, &[Outcome::BlackWins, Outcome::WhiteWins]));
//!
//! // Round 3: the only games left.
//! let r3 = pair_round(&players, &rounds).unwrap();
//! assert_eq!(games(&r3), [(1, 4), (2, 3)]);
//! rounds.push(finish(r3, &[Outcome::Draw, Outcome::WhiteWins]));
//!
//! let table = standings(&players, &rounds).unwrap();
//! let line = |s: &swiss::Standing| {
//!     format!("{} {} {} {}", s.id, s.points, s.buchholz_cut1, s.sonneborn_berger)
//! };
//! let lines: Vec<String> = table.iter().map(line).collect();
//! // 3 and 4 tie on 1 point and Buchholz cut 1 (4); 4 has the better Sonneborn–Berger
//! // (two draws against 1½ and 2½: ¾ + 1¼ = 2, against 3's win over 4 with 1 point).
//! assert_eq!(lines, ["1 2½ 2½ 3", "2 1½ 3½ 1½", "4 1 4 2", "3 1 4 1"]);
//! ```

mod colour;
mod error;
mod history;
mod matching;
mod pairing;
mod score;
mod standings;
mod types;

pub use error::{InputError, PairingError};
pub use pairing::{max_rounds, pair_round};
pub use score::Score;
pub use standings::{standings, Standing};
pub use types::{Colour, Game, Outcome, Player, PlayerId, Round, MAX_PLAYERS, MAX_ROUNDS};
