//! Local play in the terminal: `bot local <variant> [--position TEXT] [--out DIR] [--seed N]`,
//! replays of exported games: `bot local <variant> --replay FILE [--out DIR]`, and the guided
//! course: `bot local <variant> --learn` (see [`learn`]). `--record FILE` writes the game played
//! as a record (see [`record_file`]).
//!
//! Reads one line at a time from stdin (a pipe works: end of input means quit), prompts the side
//! to act (for simultaneous variants White, then Black, each turn), and accepts an action or one
//! of the words `legal`, `position`, `board`, `help`, `quit`. After every turn it prints the
//! board, and writes it as a PNG into the `--out` folder if given. No Discord, no database.

mod learn;
mod options;
pub mod puzzles;
mod record_file;
pub mod review;

pub use options::{LocalOptions, Player};

use crate::board_image;
use crate::record::{Record, SECRET_TRAP};
use crate::service::{outcome_words, side_words};
use crate::words::{
    board_lines_text, level_name, line_text, rule_error, variant_name, words, words_with, Arg,
};
use options::io_err;
use rules::{AnyGame, Side, ToAct, Viewer};
use std::io::{self, BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

/// `bot local ...`: plays on stdin/stdout, or replays a record.
pub fn main(options: &LocalOptions) -> ExitCode {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let done = match &options.replay {
        Some(file) => replay(options, file, stdout.lock()),
        None if options.learn => learn::run(options, stdin.lock(), stdout.lock()),
        None => run(options, stdin.lock(), stdout.lock()),
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Plays a game reading commands from `input` and writing to `out`.
pub fn run(options: &LocalOptions, mut input: impl BufRead, out: impl Write) -> Result<(), String> {
    let seed = options.seed.unwrap_or_else(crate::service::random_seed);
    let game = match &options.position {
        Some(text) => AnyGame::from_position(options.variant, text, seed),
        None => AnyGame::new(options.variant, seed),
    }
    .map_err(|e| e.to_string())?;
    if let Some(dir) = &options.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let mut table = Table {
        game,
        options,
        turn: 0,
        out,
        moves: record_file::Moves::default(),
    };
    let lang = options.lang;
    let seed_words = match options.seed {
        Some(seed) => words_with(lang, "local-seed", &[("seed", seed.to_string().into())]),
        None => words(lang, "local-random-seed"),
    };
    let intro = words_with(
        lang,
        "local-intro",
        &[
            ("variant", variant_name(lang, options.variant).into()),
            ("seed", seed_words.into()),
        ],
    );
    table.say(format_args!("{intro}\n"))?;
    show_turn(&table.game, options, 0, &mut table.out)?;
    let played = play_on(&mut table, &mut input, seed);
    if let Some(path) = &options.record {
        let names = Side::BOTH.map(|s| match options.player(s) {
            Player::Human => format!("{s} (local player)"),
            Player::Computer(level) => format!("the computer ({level})"),
        });
        let record = record_file::record(&table.game, seed, &table.moves, names);
        record_file::write(path, &record)?;
        let path = path.display().to_string();
        let said = words_with(lang, "local-record-written", &[("path", path.into())]);
        table.say(format_args!("{said}\n"))?;
    }
    played
}

/// Prompts and plays until the game ends, someone quits or the input ends.
fn play_on<W: Write>(
    table: &mut Table<'_, W>,
    input: &mut impl BufRead,
    seed: u64,
) -> Result<(), String> {
    let options = table.options;
    let lang = options.lang;
    let mut line = String::new();
    loop {
        if let Some(outcome) = table.game.outcome() {
            let result = words_with(
                lang,
                "local-result",
                &[
                    ("outcome", outcome_words(lang, &outcome).into()),
                    ("seed", seed.to_string().into()),
                ],
            );
            return table.say(format_args!("{result}\n"));
        }
        let before = table.game.to_act();
        let sides = before.sides();
        // The computer chooses first in a simultaneous turn, without showing its move.
        let computer = sides
            .iter()
            .copied()
            .find(|s| matches!(options.player(*s), Player::Computer(_)));
        let Some(side) = computer.or(sides.first().copied()) else {
            return table.say(format_args!("{}\n", words(lang, "local-nobody-can-act")));
        };
        if let Player::Computer(level) = options.player(side) {
            table.computer_moves(side, level, &before)?;
            continue;
        }
        let who = side_words(lang, side);
        match &before {
            ToAct::Decision { prompt, .. } => {
                let choose = words_with(
                    lang,
                    "local-must-choose",
                    &[
                        ("side", who.clone().into()),
                        ("prompt", prompt.clone().into()),
                    ],
                );
                table.say(format_args!("{choose}\n{who}> "))?
            }
            _ => table.say(format_args!("{who}> "))?,
        }
        table.out.flush().map_err(io_err)?;
        line.clear();
        if input.read_line(&mut line).map_err(io_err)? == 0 {
            return table.say(format_args!("\n{}\n", words(lang, "local-end-of-input")));
        }
        if !table.command(side, line.trim(), &before)? {
            return Ok(());
        }
    }
}

/// A game played in the terminal, and where it is shown.
struct Table<'a, W: Write> {
    game: AnyGame,
    options: &'a LocalOptions,
    /// Turns played so far (the pictures' numbers).
    turn: usize,
    out: W,
    /// Every action played, for `--record`.
    moves: record_file::Moves,
}

impl<W: Write> Table<'_, W> {
    fn say(&mut self, text: std::fmt::Arguments<'_>) -> Result<(), String> {
        self.out.write_fmt(text).map_err(io_err)
    }

    /// Whether anyone plays the computer here.
    fn computer_plays(&self) -> bool {
        Side::BOTH
            .into_iter()
            .any(|s| matches!(self.options.player(s), Player::Computer(_)))
    }

    /// Does what a person typed for `side`: a word, or an action. False once they quit.
    fn command(&mut self, side: Side, text: &str, before: &ToAct) -> Result<bool, String> {
        let lang = self.options.lang;
        match text {
            "" => {}
            "quit" | "exit" => {
                self.say(format_args!("{}\n", words(lang, "local-stopped")))?;
                return Ok(false);
            }
            "help" => self.say(format_args!("{}\n", words(lang, "local-help")))?,
            "legal" => {
                for choice in self.game.legal(side) {
                    self.say(format_args!("{}\n", choice.notation))?;
                }
            }
            // Against the computer, the position text would show its secrets (Secret Traps,
            // the random stream).
            "position" if self.computer_plays() => {
                self.say(format_args!("{}\n", words(lang, "local-position-secret")))?
            }
            "position" => {
                let position = self.game.position();
                self.say(format_args!("{position}\n"))?
            }
            "board" => {
                let lines = self.game.text_lines(Viewer::Public);
                let board = board_lines_text(self.options.lang, &lines);
                self.say(format_args!("{board}\n\n"))?
            }
            text => {
                self.play(side, text, before)?;
            }
        }
        Ok(true)
    }

    /// The computer chooses `side`'s action at `level` and plays it.
    fn computer_moves(
        &mut self,
        side: Side,
        level: ai::Level,
        before: &ToAct,
    ) -> Result<(), String> {
        // Reproducible with `--seed`; otherwise fresh and secret, so the search cannot be
        // rerun to learn a secret choice.
        let search_seed = match self.options.seed {
            Some(seed) => seed ^ (self.game.history().len() as u64).wrapping_mul(0x9E37_79B9),
            None => crate::service::random_seed(),
        };
        let choice = ai::choose(&self.game, side, &ai::Settings::new(level, search_seed))
            .map_err(|e| format!("the computer found no action: {e}"))?;
        if matches!(before, ToAct::Simultaneous(_)) {
            let lang = self.options.lang;
            let chose = words_with(
                lang,
                "local-computer-chose",
                &[
                    ("side", side_words(lang, side).into()),
                    ("level", level_name(lang, level).into()),
                ],
            );
            self.say(format_args!("{chose}\n"))?;
        }
        if self.play(side, &choice.notation, before)? {
            Ok(())
        } else {
            Err("the computer's action was refused".into())
        }
    }

    /// Plays `text` for `side` and says what happened (a secret move of the computer stays
    /// hidden until its turn resolves); shows the board when a new turn starts. False if
    /// refused.
    fn play(&mut self, side: Side, text: &str, before: &ToAct) -> Result<bool, String> {
        let lang = self.options.lang;
        let who = ("side", Arg::from(side_words(lang, side)));
        let simultaneous = matches!(before, ToAct::Simultaneous(_));
        let computer = matches!(self.options.player(side), Player::Computer(_));
        // The computer's Secret Trap squares are never shown.
        let secret = computer && self.game.secret_decision(side);
        let (notation, report) = match self.game.play_text(side, text) {
            Ok(done) => done,
            Err(e) => {
                let why = [("reason", Arg::from(rule_error(lang, &e)))];
                self.say(format_args!(
                    "{}\n",
                    words_with(lang, "local-refused", &why)
                ))?;
                return Ok(false);
            }
        };
        self.moves.0.push((side, notation.clone()));
        let after = self.game.to_act();
        if secret {
            let said = words_with(lang, "local-computer-secret", std::slice::from_ref(&who));
            self.say(format_args!("{said}\n"))?;
        } else if !(simultaneous && computer) {
            let said = words_with(
                lang,
                "local-plays",
                &[who.clone(), ("notation", notation.as_str().into())],
            );
            self.say(format_args!("{said}\n"))?;
        }
        for (to, private) in &report.private {
            // The computer's own news stays with it when a person plays the other side.
            if !matches!(self.options.player(*to), Player::Computer(_)) {
                let said = words_with(
                    lang,
                    "local-only",
                    &[
                        ("side", side_words(lang, *to).into()),
                        ("text", line_text(lang, private).into()),
                    ],
                );
                self.say(format_args!("{said}\n"))?;
            }
        }
        let new_turn = after
            .sides()
            .iter()
            .any(|s| !before.includes(*s) || *s == side)
            || self.game.outcome().is_some();
        let public = match &report.said {
            Some(said) => crate::words::said_text(self.options.lang, said),
            None => report.public.trim().to_owned(),
        };
        if !public.is_empty() && (new_turn || !simultaneous) {
            self.say(format_args!("{public}\n"))?;
        }
        if new_turn {
            self.turn += 1;
            show_turn(&self.game, self.options, self.turn, &mut self.out)?;
        }
        Ok(true)
    }
}

/// Replays the game record in `file`: every action in order, each position printed (and drawn
/// into `--out`), and the end checked against the record's final position.
pub fn replay(options: &LocalOptions, file: &Path, mut out: impl Write) -> Result<(), String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let record = Record::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    if record.variant != options.variant {
        return Err(format!(
            "{} is a record of {}, not {}.",
            file.display(),
            record.variant.title(),
            options.variant.title()
        ));
    }
    let seed = record.seed.or(options.seed).unwrap_or(1);
    let mut game = AnyGame::new(record.variant, seed).map_err(|e| e.to_string())?;
    let hidden = record.moves.iter().any(|(_, m)| m == SECRET_TRAP);
    if record.seed.is_none() && (game.random_seed().is_some() || hidden) {
        return Err(format!(
            "{} is still in progress, and {} draws at random: it can be replayed once it is over, \
             when its record carries the seed.",
            crate::service::sentence(record.game_name()),
            record.variant.title()
        ));
    }
    if let Some(dir) = &options.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    let lang = options.lang;
    let game_words = if record.game == 0 {
        words(lang, "local-replay-local-game")
    } else {
        words_with(
            lang,
            "local-replay-game-number",
            &[("game", record.game.to_string().into())],
        )
    };
    let heading = words_with(
        lang,
        "local-replaying",
        &[
            ("game", game_words.into()),
            ("variant", variant_name(lang, record.variant).into()),
            ("date", record.date.as_str().into()),
            ("white", record.white.as_str().into()),
            ("black", record.black.as_str().into()),
        ],
    );
    writeln!(out, "{heading}").map_err(io_err)?;
    show_turn(&game, options, 0, &mut out)?;
    for (i, (side, notation)) in record.moves.iter().enumerate() {
        game.play_text(*side, notation)
            .map_err(|e| format!("move {} ({side} {notation}) does not replay: {e}", i + 1))?;
        let line = words_with(
            lang,
            "local-replay-move",
            &[
                ("number", (i as i64 + 1).into()),
                ("side", side_words(lang, *side).into()),
                ("notation", notation.as_str().into()),
            ],
        );
        writeln!(out, "{line}").map_err(io_err)?;
        show_turn(&game, options, i + 1, &mut out)?;
    }
    if let Some(result) = &record.result {
        let line = words_with(
            lang,
            "local-replay-result",
            &[("result", result.as_str().into())],
        );
        writeln!(out, "{line}").map_err(io_err)?;
    }
    if let Some(expected) = &record.final_position {
        if game.position().trim() != expected.trim() {
            return Err("the replayed game does not end in the record's final position".into());
        }
        writeln!(out, "{}", words(lang, "local-replay-ends")).map_err(io_err)?;
    }
    Ok(())
}

/// Prints the board and writes `turn-NNN.png` if an output folder was given.
fn show_turn(
    game: &AnyGame,
    options: &LocalOptions,
    turn: usize,
    out: &mut impl Write,
) -> Result<(), String> {
    let lines = game.text_lines(Viewer::Public);
    writeln!(out, "{}\n", board_lines_text(options.lang, &lines)).map_err(io_err)?;
    if let Some(dir) = &options.out {
        let path = dir.join(format!("turn-{turn:03}.png"));
        std::fs::write(
            &path,
            board_image::png_in(&game.view(Viewer::Public), options.lang),
        )
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prompts_white_before_black() {
        assert_eq!(
            // Local play prompts the sides to act in this order.
            ToAct::Simultaneous(vec![Side::Black, Side::White]).sides(),
            vec![Side::White, Side::Black]
        );
    }
}
