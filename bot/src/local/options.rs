//! What `bot local` is asked to do: its options as clap reads them, and who plays each side.

use rules::{Side, VariantId};
use std::io;
use std::path::PathBuf;

/// What `bot local` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct LocalOptions {
    /// Which variant: apocalypse, heaven-and-hell, battlefield, oracle, it-is-what-it-is.
    #[arg(value_parser = parse_variant)]
    pub variant: VariantId,
    /// Start from this position text instead of the standard start.
    #[arg(long)]
    pub position: Option<String>,
    /// Write `turn-NNN.png` files here.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Seed for the game's random draws (default: a random one, secret until the game ends;
    /// given, the computer's searches are reproducible too).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Replay this game record (from `/export`) and draw every position, instead of playing.
    #[arg(long, conflicts_with = "position")]
    pub replay: Option<PathBuf>,
    /// Write the game's record (`/export`'s format) to this file when it ends or play stops;
    /// `bot replay FILE --gif OUT.gif` animates it.
    #[arg(long, value_name = "FILE", conflicts_with = "replay")]
    pub record: Option<PathBuf>,
    /// Take the variant's guided course (the lessons of `/learn`) instead of playing.
    #[arg(long, conflicts_with_all = ["position", "replay", "seed", "record"])]
    pub learn: bool,
    /// With `--learn`: start at this lesson (from 1).
    #[arg(long, requires = "learn", value_name = "N")]
    pub lesson: Option<usize>,
    /// Who plays White: `human`, or the computer at a level: `ai:easy`, `ai:medium`, `ai:hard`.
    #[arg(long, default_value = "human", value_parser = parse_player)]
    pub white: Player,
    /// Who plays Black, as for `--white`.
    #[arg(long, default_value = "human", value_parser = parse_player)]
    pub black: Player,
    /// The language of the words (`en`, `es`, `pt-BR`, `de`, `fr`; default: from `LANG`).
    #[arg(long, value_parser = crate::words::Lang::parse_tag, default_value_t = crate::words::Lang::from_environment())]
    pub lang: crate::words::Lang,
}

/// Who plays a side in local play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Someone at the terminal.
    Human,
    /// The computer, at this level.
    Computer(ai::Level),
}

fn parse_player(text: &str) -> Result<Player, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "human" => Ok(Player::Human),
        t => t
            .strip_prefix("ai:")
            .and_then(|level| level.parse().ok())
            .map(Player::Computer)
            .ok_or_else(|| {
                format!("`{text}`: write `human`, or `ai:easy`, `ai:medium` or `ai:hard`")
            }),
    }
}

fn parse_variant(text: &str) -> Result<VariantId, String> {
    VariantId::parse(text).ok_or_else(|| {
        format!(
            "unknown variant `{text}`; choose one of: {}",
            VariantId::ALL.map(|v| v.id()).join(", ")
        )
    })
}

impl LocalOptions {
    /// Who plays `side`.
    pub fn player(&self, side: Side) -> Player {
        match side {
            Side::White => self.white,
            Side::Black => self.black,
        }
    }
}

/// An i/o error as local play reports it.
pub(crate) fn io_err(e: io::Error) -> String {
    format!("i/o error: {e}")
}
