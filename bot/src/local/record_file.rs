//! `bot local <variant> --record FILE`: the game just played, written in `/export`'s format
//! ([`crate::record`]) when it ends or when play stops (`quit`, end of input), so that
//! `bot local <variant> --replay FILE`, `bot replay FILE --gif OUT.gif` and anything else that
//! reads records read it.
//!
//! An unfinished game is written as `/export` writes one: no seed, no final position, no move
//! still waiting for its simultaneous opponent, Secret Trap squares hidden.

use crate::record::{Record, SECRET_TRAP};
use rules::{AnyGame, Side, ToAct};
use std::path::Path;

/// The actions played so far, in order, with their sides: what a record lists.
#[derive(Clone, Debug, Default)]
pub(super) struct Moves(pub Vec<(Side, String)>);

/// The record of `game` (begun with `seed`, `moves` played) as `/export` would write it.
pub(super) fn record(game: &AnyGame, seed: u64, moves: &Moves, names: [String; 2]) -> Record {
    let over = game.outcome().is_some();
    let mut moves = moves.0.clone();
    if let ToAct::Simultaneous(waiting) = game.to_act() {
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
    let [white, black] = names;
    Record {
        variant: game.variant(),
        game: 0,
        date: today(),
        white,
        black,
        // A game played in the terminal never counts for ratings.
        rated: Some(false),
        result: game.outcome().map(|o| o.to_string()),
        seed: over.then_some(seed),
        moves,
        outcome: game.outcome(),
        final_position: over.then(|| game.position()),
    }
}

/// Writes `record` to `path`.
pub(super) fn write(path: &Path, record: &Record) -> Result<(), String> {
    std::fs::write(path, record.to_text())
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Today's date, `YYYY-MM-DD` (UTC).
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::VariantId;

    #[test]
    fn a_finished_game_reads_back_and_replays() {
        let mut game = AnyGame::new(VariantId::ItIsWhatItIs, 3).unwrap();
        let mut moves = Moves::default();
        while game.outcome().is_none() {
            let ToAct::Side(side) = game.to_act() else {
                panic!("turn-based")
            };
            let action = game.legal(side)[0].notation.clone();
            let (notation, _) = game.play_text(side, &action).unwrap();
            moves.0.push((side, notation));
        }
        let record = record(&game, 3, &moves, ["you".into(), "the computer".into()]);
        let back = Record::parse(&record.to_text()).unwrap();
        // The text keeps the result in English; the outcome as data stays with the game.
        assert!(record.outcome.is_some());
        assert_eq!(
            back,
            Record {
                outcome: None,
                ..record
            }
        );
        assert_eq!(back.seed, Some(3));
        assert!(back.result.is_some() && back.final_position.is_some());
        assert_eq!(today().len(), 10);
    }

    #[test]
    fn an_unfinished_game_keeps_its_secrets() {
        let mut game = AnyGame::new(VariantId::Apocalypse, 5).unwrap();
        let action = game.legal(Side::White)[0].notation.clone();
        game.play_text(Side::White, &action).unwrap();
        let moves = Moves(vec![(Side::White, action)]);
        let record = record(&game, 5, &moves, ["a".into(), "b".into()]);
        assert!(record.moves.is_empty(), "the pending move is left out");
        assert_eq!((record.seed, record.result), (None, None));
    }
}
