//! `/export`: a game's record as a file (see [`crate::record`]), without the secrets of an
//! unfinished game.

use super::{Result, Service, Target};
use crate::record::{Record, SECRET_TRAP};
use crate::store::Status;
use rules::{Side, ToAct, VariantId};

/// Actions the log keeps that end a match outside the rules; the record's result says them.
const MATCH_ACTIONS: [&str; 3] = ["resign", "draw agreed", "claim on time"];

/// An exported game: its record, with the players' ids so the caller can write their names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exported {
    /// The record (names are mentions until the caller resolves them).
    pub record: Record,
    /// White's user.
    pub white: u64,
    /// Black's user.
    pub black: u64,
}

impl Service {
    /// The record of the game `target` points at (or the channel's last game), for anyone to
    /// download. Until the game is over it holds only what the channel has seen: no seed, no
    /// final position, no pending simultaneous move, no Secret Trap square.
    pub async fn export(&self, target: &Target, user: u64) -> Result<Exported> {
        let loaded = self.resolve_any(target, user).await?;
        let over = loaded.row.status() == Status::Finished;
        let mut moves: Vec<(Side, String)> = self
            .store
            .actions(loaded.row.id)
            .await?
            .into_iter()
            .filter(|a| !MATCH_ACTIONS.contains(&a.notation.as_str()))
            .map(|a| {
                let side = if a.side == Side::Black.name() {
                    Side::Black
                } else {
                    Side::White
                };
                (side, a.notation)
            })
            .collect();
        // A submitted move of a simultaneous turn stays secret until the turn resolves: it is
        // the last one logged while its opponent still has to move. A game that ended outside
        // the rules (a resignation, a time claim) with such a move still pending never reveals
        // it either: it was never played.
        if let ToAct::Simultaneous(waiting) = loaded.game.game().to_act() {
            if waiting.len() == 1 {
                moves.pop();
            }
        }
        if !over {
            for (_, notation) in &mut moves {
                if notation.starts_with("trap ") {
                    *notation = SECRET_TRAP.to_owned();
                }
            }
        }
        let variant =
            VariantId::parse(&loaded.row.variant).unwrap_or_else(|| loaded.game.variant());
        let date = self.store.created_on(loaded.row.id).await?;
        let (white, black) = (loaded.user(Side::White), loaded.user(Side::Black));
        Ok(Exported {
            record: Record {
                variant,
                game: loaded.row.id,
                date,
                rated: Some(loaded.row.rated != 0),
                white: format!("<@{white}>"),
                black: format!("<@{black}>"),
                result: loaded.game.outcome().map(|o| o.to_string()),
                seed: if over {
                    loaded.game.game().random_seed()
                } else {
                    None
                },
                moves,
                outcome: loaded.game.outcome(),
                final_position: over.then(|| loaded.game.game().position()),
            },
            white,
            black,
        })
    }
}

/// The file name of a game's record.
pub fn file_name(game: i64) -> String {
    format!("game-{game}.txt")
}
