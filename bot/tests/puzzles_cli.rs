//! `bot puzzles RECORD...` over the real binary: a finished game's record (computer self-play
//! of It is what it is chess, written as `/export` writes it) is mined, and the entries printed
//! are exactly the positions `ai::puzzle::examine` finds in that game, six actions apart, each
//! with its solution; a record of a game in progress is refused.
//!
//! Run: `cargo test -p bot --test puzzles_cli`.

use ai::puzzle::{examine, quoted, Verdict};
use ai::{Level, Settings};
use bot::record::Record;
use rules::{AnyGame, VariantId};
use std::process::{Command, Output};
use tempfile::TempDir;

fn bot(args: &[&str], dir: &TempDir) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bot"))
        .args(args)
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("the bot binary runs")
}

/// A finished game of easy against easy (seeded), as a record.
fn self_play(seed: u64) -> Record {
    let mut game = AnyGame::new(VariantId::ItIsWhatItIs, seed).unwrap();
    let mut moves = Vec::new();
    while game.outcome().is_none() && moves.len() < 200 {
        let side = game.to_act().sides()[0];
        let settings = Settings::fixed(Level::Easy, seed * 1_000 + moves.len() as u64, 100);
        let choice = ai::choose(&game, side, &settings).unwrap();
        let (notation, _) = game.play_text(side, &choice.notation).unwrap();
        moves.push((side, notation));
    }
    Record {
        variant: VariantId::ItIsWhatItIs,
        game: 42,
        date: "2026-11-27".into(),
        rated: Some(true),
        white: "alice".into(),
        black: "bob".into(),
        result: Some(
            game.outcome()
                .map_or("Draw: agreed".into(), |o| o.to_string()),
        ),
        seed: Some(seed),
        moves,
        outcome: None,
        final_position: Some(game.position()),
    }
}

/// The positions (as quoted in the files) of the puzzles in `record`, found in process.
fn expected(record: &Record) -> Vec<String> {
    let seed = record.seed.unwrap();
    let mut game = AnyGame::new(record.variant, seed).unwrap();
    let (mut found, mut next) = (Vec::new(), 0);
    for (i, (side, action)) in record.moves.iter().enumerate() {
        if i >= next && matches!(examine(&game, *side, seed), Verdict::Puzzle(_)) {
            found.push(format!("position = {}", quoted(&game.position())));
            next = i + 6;
        }
        game.play_text(*side, action).unwrap();
    }
    found
}

#[test]
fn a_finished_games_puzzles_are_printed_as_file_entries() {
    let dir = TempDir::new().unwrap();
    // The first seeded game with a puzzle in it (easy misses wins: most have one).
    let (record, want) = (1..20)
        .map(self_play)
        .map(|r| {
            let want = expected(&r);
            (r, want)
        })
        .find(|(_, want)| !want.is_empty())
        .expect("a self-play game with a puzzle");
    std::fs::write(dir.path().join("game-42.txt"), record.to_text()).unwrap();
    let out = bot(&["puzzles", "game-42.txt"], &dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let positions: Vec<String> = stdout
        .lines()
        .filter(|l| l.starts_with("position = "))
        .map(str::to_owned)
        .collect();
    assert_eq!(positions, want, "{stdout}");
    assert_eq!(stdout.matches("[[puzzle]]").count(), want.len());
    assert!(stdout.contains("id = \"it-is-what-it-is-g42-a"), "{stdout}");
    assert!(
        stdout.contains("origin = \"a game people played, game #42 of 2026-11-27, before action"),
        "{stdout}"
    );
    assert!(
        !stdout.contains("alice") && !stdout.contains("bob"),
        "no player's name: {stdout}"
    );
    for entry in stdout.split("[[puzzle]]").skip(1) {
        let solutions = entry
            .lines()
            .find_map(|l| l.strip_prefix("solution = ["))
            .expect("a solution line");
        let count = solutions.matches("\", \"").count() + 1;
        assert!((1..=3).contains(&count), "{entry}");
    }
}

#[test]
fn a_game_in_progress_is_not_mined() {
    let dir = TempDir::new().unwrap();
    let mut record = self_play(1);
    record.result = None;
    record.seed = None;
    record.final_position = None;
    std::fs::write(dir.path().join("live.txt"), record.to_text()).unwrap();
    let out = bot(&["puzzles", "live.txt"], &dir);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("game #42 is still in progress"), "{stderr}");
    assert!(out.stdout.is_empty());
}
