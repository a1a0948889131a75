//! `bot review RECORD [--out DIR]`: the computer's review of an exported record, through the real
//! binary: the summary names actions that were played, `--out` gets a valid `review.png`, and a
//! record of a game in progress is refused.

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

/// A finished Oracle game's record, as `/export` writes it: a fixed pseudo-random game.
fn finished_record() -> Record {
    let mut game = AnyGame::new(VariantId::Oracle, 5).unwrap();
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut moves = Vec::new();
    while game.outcome().is_none() && moves.len() < 400 {
        let side = game.to_act().sides()[0];
        let legal = game.legal(side);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let pick = legal[(x % legal.len() as u64) as usize].notation.clone();
        let (notation, _) = game.play_text(side, &pick).unwrap();
        moves.push((side, notation));
    }
    let result = game
        .outcome()
        .map_or("Draw: agreed".to_owned(), |o| o.to_string());
    Record {
        variant: VariantId::Oracle,
        game: 7,
        date: "2026-11-27".into(),
        rated: Some(true),
        white: "alice".into(),
        black: "bob".into(),
        result: Some(result),
        seed: game.random_seed(),
        moves,
        outcome: None,
        final_position: Some(game.position()),
    }
}

#[test]
fn a_finished_record_is_reviewed_with_its_graph() {
    let dir = TempDir::new().unwrap();
    let record = finished_record();
    std::fs::write(dir.path().join("game-7.txt"), record.to_text()).unwrap();
    let out = bot(&["review", "game-7.txt", "--out", "graphs"], &dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Computer review of Oracle Chess, game #7"),
        "{stdout}"
    );
    assert!(
        stdout.contains("White:") && stdout.contains("Black:"),
        "{stdout}"
    );
    // The worst moments name actions of the game, by their numbers in the record.
    let named = record
        .moves
        .iter()
        .enumerate()
        .filter(|(i, (side, m))| stdout.contains(&format!("{}. {side} {m}", i + 1)))
        .count();
    assert!(named >= 1, "no action of the game is named: {stdout}");
    let png = std::fs::read(dir.path().join("graphs/review.png")).expect("review.png written");
    let img = fake_discord::image::load_from_memory(&png).expect("a valid PNG");
    assert_eq!((img.width(), img.height()), render::GRAPH_SIZE);
}

#[test]
fn a_game_in_progress_is_refused() {
    let dir = TempDir::new().unwrap();
    let mut record = finished_record();
    record.result = None;
    record.seed = None;
    record.final_position = None;
    std::fs::write(dir.path().join("live.txt"), record.to_text()).unwrap();
    let out = bot(&["review", "live.txt"], &dir);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("still in progress"), "{stderr}");
}

/// Local play's records carry game number 0 (no bot numbered the game): the review calls it
/// "the local game", never "game #0".
#[test]
fn a_local_record_is_named_the_local_game() {
    let dir = TempDir::new().unwrap();
    let mut record = finished_record();
    record.game = 0;
    std::fs::write(dir.path().join("local.txt"), record.to_text()).unwrap();
    let out = bot(&["review", "local.txt"], &dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("Oracle Chess, the local game: alice (White)"),
        "{stdout}"
    );
    assert!(!stdout.contains("#0"), "{stdout}");
}
