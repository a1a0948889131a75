//! `bot review RECORD [--out DIR]`: the computer's review of an exported game record (`/export`,
//! or local play's record), printed as `/review` words it, with the evaluation graph written to
//! `DIR/review.png`. No Discord, no database.

use crate::record::{Record, SECRET_TRAP};
use crate::service::{review_record, summary, REVIEW_FILE};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What `bot review` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct ReviewOptions {
    /// A finished game's record, as `/export` writes it.
    pub record: PathBuf,
    /// Write the evaluation graph here, as `review.png`.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// The language of the words (`en`, `es`, `pt-BR`, `de`, `fr`; default: from `LANG`).
    #[arg(long, value_parser = crate::words::Lang::parse_tag, default_value_t = crate::words::Lang::from_environment())]
    pub lang: crate::words::Lang,
}

/// `bot review ...`: the summary on stdout, progress on stderr; exit status 1 with the reason on
/// stderr if the record cannot be reviewed.
pub fn main(options: &ReviewOptions) -> ExitCode {
    let stdout = std::io::stdout();
    let mut progress = |done: usize, total: usize| {
        eprint!("\rreviewing… {}%", done * 100 / total.max(1));
        if done == total {
            eprintln!();
        }
    };
    match run(options, stdout.lock(), &mut progress) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Reviews the record `options.record`, writing the summary to `out` (and the graph into
/// `options.out`); `progress(done, total)` hears of each action.
pub fn run(
    options: &ReviewOptions,
    mut out: impl Write,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<(), String> {
    let file = &options.record;
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let record = Record::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    check_finished(&record, file)?;
    let review = review_record(&record, progress).map_err(|e| e.to_string())?;
    let heading = format!(
        "{}, {}: {} (White) vs {} (Black)",
        record.variant.title(),
        record.game_name(),
        record.white,
        record.black
    );
    let report = summary(&heading, &record, &review, options.lang);
    writeln!(out, "{}", report.text.replace("**", "")).map_err(|e| e.to_string())?;
    if let Some(dir) = &options.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let path = dir.join(REVIEW_FILE);
        std::fs::write(&path, render::render_graph_png(&report.graph))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        writeln!(out, "The evaluation graph is in {}.", path.display())
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Only a finished game is reviewed: a record of a game in progress has no seed and may hide
/// a Secret Trap, so it cannot be replayed faithfully, and reviewing it would help one side.
fn check_finished(record: &Record, file: &Path) -> Result<(), String> {
    if record.result.is_none() || record.moves.iter().any(|(_, m)| m == SECRET_TRAP) {
        return Err(format!(
            "{}: {} is still in progress; only finished games are reviewed.",
            file.display(),
            record.game_name()
        ));
    }
    Ok(())
}
