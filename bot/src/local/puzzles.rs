//! `bot puzzles RECORD...`: mines puzzles from finished games people played (records from
//! `/export`, or local play's `--record`), as the generator (`cargo run --release -p ai
//! --example puzzles`) mines computer self-play. Every position is examined as a shipped puzzle
//! is ([`ai::puzzle::examine`]: fair, one action clearly best at the shipped budget, at most
//! three solutions, verified by a deeper search); the puzzles found are printed as entries of
//! `learn/puzzles/<variant>.toml`, for a maintainer to append (the files are built into the
//! bot). No Discord, no database.

use crate::record::{Record, SECRET_TRAP};
use ai::puzzle::{examine, Entry, Verdict, SPACING};
use rules::AnyGame;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// What `bot puzzles` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct PuzzlesOptions {
    /// Finished games' records, as `/export` (or `bot local --record`) writes them.
    #[arg(required = true)]
    pub records: Vec<PathBuf>,
}

/// `bot puzzles ...`: the entries on stdout, progress on stderr; exit status 1 with the reason
/// if a record cannot be read or is of a game still in progress.
pub fn main(options: &PuzzlesOptions) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for path in &options.records {
        let mined = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))
            .and_then(|text| Record::parse(&text).map_err(|e| format!("{}: {e}", path.display())))
            .and_then(|record| {
                mine(&record, &mut |done, total| {
                    eprint!("\r{}: {}%", path.display(), done * 100 / total.max(1));
                })
                .map_err(|e| format!("{}: {e}", path.display()))
            });
        eprintln!();
        let entries = match mined {
            Ok(entries) => entries,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        eprintln!(
            "{}: {}",
            path.display(),
            crate::text::plural(entries.len(), "puzzle", "puzzles")
        );
        for entry in entries {
            if write!(out, "{}", entry.to_toml()).is_err() {
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// The puzzles in the finished game `record`: before each action, the position examined for
/// the side that played it (in a simultaneous turn only the first move of the turn is fair: the
/// other side's would know a submitted move), at least [`SPACING`] actions apart. Their ids are
/// `<variant>-g<game>-a<action>` (renumber them when appending to a shipped file).
pub fn mine(record: &Record, progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<Entry>, String> {
    let seed = match (&record.result, record.seed) {
        (Some(_), Some(seed)) if !record.moves.iter().any(|(_, m)| m == SECRET_TRAP) => seed,
        _ => {
            return Err(format!(
                "{} is still in progress; only finished games are mined (a game in progress \
                 hides its secrets and its seed).",
                record.game_name()
            ))
        }
    };
    let mut game = AnyGame::new(record.variant, seed).map_err(|e| e.to_string())?;
    let mut found = Vec::new();
    let mut next = 0;
    let total = record.moves.len();
    for (i, (side, action)) in record.moves.iter().enumerate() {
        progress(i, total);
        if i >= next {
            if let Verdict::Puzzle(clear) = examine(&game, *side, seed) {
                found.push(Entry {
                    id: format!("{}-g{}-a{}", record.variant.id(), record.game, i + 1),
                    side: *side,
                    seed,
                    // No player names: the entry may ship in a public data file.
                    origin: format!(
                        "a game people played, {} of {}, before action {}",
                        record.game_name(),
                        record.date,
                        i + 1
                    ),
                    position: game.position(),
                    clear,
                });
                next = i + SPACING;
            }
        }
        game.play_text(*side, action)
            .map_err(|e| format!("action {} ({action}) does not replay: {e}", i + 1))?;
    }
    progress(total, total);
    Ok(found)
}
