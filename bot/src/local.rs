//! Local play in the terminal: `bot local <variant> [--position TEXT] [--out DIR] [--seed N]`.
//!
//! Reads one line at a time from stdin (a pipe works: end of input means quit), prompts the side
//! to act (for simultaneous variants White, then Black, each turn), and accepts an action or one
//! of the words `legal`, `position`, `board`, `help`, `quit`. After every turn it prints the
//! board, and writes it as a PNG into the `--out` folder if given. No Discord, no database.

use crate::board_image;
use rules::{AnyGame, Side, ToAct, VariantId, Viewer};
use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// What `bot local` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalOptions {
    /// Which variant.
    pub variant: VariantId,
    /// Start from this position text instead of the standard start.
    pub position: Option<String>,
    /// Write `turn-NNN.png` files here.
    pub out: Option<PathBuf>,
    /// Seed for the game's random draws.
    pub seed: u64,
}

impl LocalOptions {
    /// Reads the arguments after `local`.
    pub fn parse(args: &[String]) -> Result<LocalOptions, String> {
        let mut variant = None;
        let mut position = None;
        let mut out = None;
        let mut seed = 1;
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let mut value = |name: &str| {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("{name} needs a value"))
            };
            match arg.as_str() {
                "--position" => position = Some(value("--position")?),
                "--out" => out = Some(PathBuf::from(value("--out")?)),
                "--seed" => {
                    let v = value("--seed")?;
                    seed = v
                        .parse()
                        .map_err(|_| format!("--seed must be a number, not `{v}`"))?;
                }
                other if other.starts_with("--") => return Err(format!("unknown option {other}")),
                other => {
                    if variant.is_some() {
                        return Err(format!("unexpected argument `{other}`"));
                    }
                    variant = Some(VariantId::parse(other).ok_or_else(|| {
                        format!(
                            "unknown variant `{other}`; choose one of: {}",
                            VariantId::ALL.map(|v| v.id()).join(", ")
                        )
                    })?);
                }
            }
        }
        Ok(LocalOptions {
            variant: variant.ok_or("which variant? e.g. `local apocalypse`")?,
            position,
            out,
            seed,
        })
    }
}

/// Entry point for `bot local ...`: plays on stdin/stdout.
pub fn main(args: &[String]) -> ExitCode {
    let options = match LocalOptions::parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\n\n{}", crate::config::USAGE);
            return ExitCode::from(2);
        }
    };
    let stdin = io::stdin();
    let stdout = io::stdout();
    match run(&options, stdin.lock(), stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Plays a game reading commands from `input` and writing to `out`.
pub fn run(
    options: &LocalOptions,
    mut input: impl BufRead,
    mut out: impl Write,
) -> Result<(), String> {
    let io_err = |e: io::Error| format!("i/o error: {e}");
    let mut game = match &options.position {
        Some(text) => AnyGame::from_position(options.variant, text, options.seed),
        None => AnyGame::new(options.variant, options.seed),
    }
    .map_err(|e| e.to_string())?;
    if let Some(dir) = &options.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    writeln!(
        out,
        "{} (seed {}). Type an action, or: legal, position, board, help, quit.",
        options.variant.title(),
        options.seed
    )
    .map_err(io_err)?;
    let mut turn = 0;
    show_turn(&game, options, turn, &mut out)?;
    let mut line = String::new();
    loop {
        if let Some(outcome) = game.outcome() {
            writeln!(out, "Result: {outcome}").map_err(io_err)?;
            return Ok(());
        }
        let before = game.to_act();
        let Some(&side) = before.sides().first() else {
            writeln!(out, "Nobody can act; stopping.").map_err(io_err)?;
            return Ok(());
        };
        match &before {
            ToAct::Decision { prompt, .. } => write!(out, "{side} must choose: {prompt}\n{side}> "),
            _ => write!(out, "{side}> "),
        }
        .map_err(io_err)?;
        out.flush().map_err(io_err)?;
        line.clear();
        if input.read_line(&mut line).map_err(io_err)? == 0 {
            writeln!(out, "\nEnd of input: stopping.").map_err(io_err)?;
            return Ok(());
        }
        match line.trim() {
            "" => {}
            "quit" | "exit" => {
                writeln!(out, "Stopped.").map_err(io_err)?;
                return Ok(());
            }
            "help" => writeln!(
                out,
                "Type an action in notation (see `legal`), or: legal (your legal actions), \
                 position (the position text), board (the board), quit."
            )
            .map_err(io_err)?,
            "legal" => {
                for choice in game.legal(side) {
                    writeln!(out, "{}", choice.notation).map_err(io_err)?;
                }
            }
            "position" => writeln!(out, "{}", game.position()).map_err(io_err)?,
            "board" => writeln!(out, "{}", game.text_board(Viewer::Public)).map_err(io_err)?,
            text => match game.play_text(side, text) {
                Ok((notation, report)) => {
                    let after = game.to_act();
                    let simultaneous = matches!(before, ToAct::Simultaneous(_));
                    writeln!(out, "{side} plays {notation}.").map_err(io_err)?;
                    for (to, private) in &report.private {
                        writeln!(out, "({to} only) {private}").map_err(io_err)?;
                    }
                    let new_turn = after
                        .sides()
                        .iter()
                        .any(|s| !before.includes(*s) || *s == side)
                        || game.outcome().is_some();
                    if !report.public.trim().is_empty() && (new_turn || !simultaneous) {
                        writeln!(out, "{}", report.public.trim()).map_err(io_err)?;
                    }
                    if new_turn {
                        turn += 1;
                        show_turn(&game, options, turn, &mut out)?;
                    }
                }
                Err(e) => writeln!(out, "Refused: {e}").map_err(io_err)?,
            },
        }
    }
}

/// Prints the board and writes `turn-NNN.png` if an output folder was given.
fn show_turn(
    game: &AnyGame,
    options: &LocalOptions,
    turn: usize,
    out: &mut impl Write,
) -> Result<(), String> {
    let io_err = |e: io::Error| format!("i/o error: {e}");
    writeln!(out, "{}", game.text_board(Viewer::Public)).map_err(io_err)?;
    if let Some(dir) = &options.out {
        let path = dir.join(format!("turn-{turn:03}.png"));
        std::fs::write(&path, board_image::png(&game.view(Viewer::Public)))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

/// The sides in the order local play prompts them.
pub fn prompt_order(to_act: &ToAct) -> Vec<Side> {
    to_act.sides()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_options() {
        let o = LocalOptions::parse(&args(&["apocalypse", "--seed", "7", "--out", "x"])).unwrap();
        assert_eq!(o.variant, VariantId::Apocalypse);
        assert_eq!(o.seed, 7);
        assert_eq!(o.out, Some(PathBuf::from("x")));
        assert_eq!(o.position, None);
        assert!(LocalOptions::parse(&args(&[])).is_err());
        assert!(LocalOptions::parse(&args(&["chess"])).is_err());
        assert!(LocalOptions::parse(&args(&["apocalypse", "--seed"])).is_err());
        assert!(LocalOptions::parse(&args(&["apocalypse", "--seed", "x"])).is_err());
    }

    #[test]
    fn prompts_white_before_black() {
        assert_eq!(
            prompt_order(&ToAct::Simultaneous(vec![Side::Black, Side::White])),
            vec![Side::White, Side::Black]
        );
    }
}
