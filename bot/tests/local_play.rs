//! The `bot` binary itself: local play driven through a pipe, and start-up without a token.

use rules::{AnyGame, VariantId};
use std::io::Write;
use std::process::{Command, Output, Stdio};
use tempfile::TempDir;

fn bot(args: &[&str], stdin: &str, dir: &TempDir) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bot"))
        .args(args)
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        // English unless a test says otherwise (the default language follows `LANG`).
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the bot binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// A whole game's worth of moves for `seed`, chosen with a fixed pseudo-random sequence from
/// each side's legal actions, and the result the rules reach.
fn scripted_game(seed: u64) -> (Vec<String>, String, usize) {
    let mut game = AnyGame::new(VariantId::Apocalypse, seed).unwrap();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut lines = Vec::new();
    let mut turns = 0;
    while game.outcome().is_none() {
        for side in game.to_act().sides() {
            let legal = game.legal(side);
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let pick = legal[(x % legal.len() as u64) as usize].notation.clone();
            game.play_text(side, &pick).unwrap();
            lines.push(pick);
        }
        turns += 1;
        assert!(turns < 5000, "the scripted game ends");
    }
    (lines, game.outcome().unwrap().to_string(), turns)
}

#[test]
fn local_play_through_a_pipe_plays_a_whole_game_and_writes_a_png_per_turn() {
    let dir = TempDir::new().unwrap();
    let (moves, result, turns) = scripted_game(11);
    let mut script = String::from("legal\nposition\nboard\nnot-a-move\n");
    for m in &moves {
        script.push_str(m);
        script.push('\n');
    }
    let out = bot(
        &["local", "apocalypse", "--seed", "11", "--out", "boards"],
        &script,
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "exit status {:?}\n{stdout}",
        out.status
    );
    assert!(stdout.contains("White> "), "prompts White");
    assert!(stdout.contains("Black> "), "prompts Black");
    assert!(
        stdout.contains("c1c2\n"),
        "`legal` lists White's moves one per line"
    );
    assert!(
        stdout.contains("Refused:"),
        "a bad move is refused, then play goes on"
    );
    assert!(
        stdout
            .trim_end()
            .ends_with(&format!("Result: {result} (seed 11).")),
        "ends with the result:\n{}",
        &stdout[stdout.len().saturating_sub(400)..]
    );
    let mut pngs: Vec<_> = std::fs::read_dir(dir.path().join("boards"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    pngs.sort();
    assert_eq!(pngs.len(), turns + 1, "the start plus one picture per turn");
    for png in &pngs {
        let bytes = std::fs::read(png).unwrap();
        assert!(
            bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            "{} is a PNG",
            png.display()
        );
    }
}

#[test]
fn local_play_stops_cleanly_at_end_of_input_and_on_quit() {
    let dir = TempDir::new().unwrap();
    let out = bot(&["local", "apocalypse"], "c1c2\n", &dir);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("End of input"));
    let out = bot(&["local", "apocalypse"], "quit\nc1c2\n", &dir);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Stopped."));
    assert!(
        !stdout.contains("White plays"),
        "nothing is read after quit"
    );
}

#[test]
fn local_play_refuses_unknown_variants_and_bad_positions() {
    let dir = TempDir::new().unwrap();
    let out = bot(&["local", "chess"], "", &dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown variant"));
    let out = bot(&["local", "apocalypse", "--position", "nonsense"], "", &dir);
    assert!(!out.status.success());
}

#[test]
fn without_a_token_the_bot_says_what_to_set_and_how_to_play_locally() {
    let dir = TempDir::new().unwrap();
    let out = bot(&[], "", &dir);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN"), "{stderr}");
    assert!(
        stderr.contains("cargo run -p bot -- local apocalypse"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("chessbot.db").exists(),
        "no database without a token"
    );
}

#[test]
fn local_play_starts_every_variant() {
    let dir = TempDir::new().unwrap();
    for variant in VariantId::ALL {
        let out = bot(
            &["local", variant.id(), "--out", variant.id()],
            "legal\nposition\nboard\nquit\n",
            &dir,
        );
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{variant}: {stdout}");
        assert!(stdout.contains("White> "), "{variant}: {stdout}");
        assert!(stdout.contains("Stopped."), "{variant}");
        assert!(dir.path().join(variant.id()).join("turn-000.png").exists());
    }
}

/// A finished game's record replays through `bot local --replay`, drawing every position and
/// ending in the recorded final position; a record that does not replay says which move.
#[test]
fn a_game_record_replays_and_draws_every_position() {
    use bot::record::Record;
    use rules::Side;
    let dir = TempDir::new().unwrap();
    let (moves, result, _) = scripted_game(5);
    let mut game = AnyGame::new(VariantId::Apocalypse, 5).unwrap();
    let mut recorded = Vec::new();
    let mut pending = moves.iter();
    while game.outcome().is_none() {
        for side in game.to_act().sides() {
            let m = pending.next().unwrap().clone();
            game.play_text(side, &m).unwrap();
            recorded.push((side, m));
        }
    }
    let record = Record {
        variant: VariantId::Apocalypse,
        game: 3,
        date: "2026-11-24".into(),
        rated: None,
        white: "alice".into(),
        black: "bob".into(),
        result: Some(result.clone()),
        seed: None,
        moves: recorded.clone(),
        outcome: None,
        final_position: Some(game.position()),
    };
    std::fs::write(dir.path().join("game-3.txt"), record.to_text()).unwrap();
    let out = bot(
        &[
            "local",
            "apocalypse",
            "--replay",
            "game-3.txt",
            "--out",
            "replay",
        ],
        "",
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("alice (White) vs bob (Black)"), "{stdout}");
    assert!(
        stdout.contains(&format!("1. White {}", recorded[0].1)),
        "{stdout}"
    );
    assert!(
        stdout.contains("ends in the record's final position"),
        "{stdout}"
    );
    let pngs = std::fs::read_dir(dir.path().join("replay"))
        .unwrap()
        .count();
    assert_eq!(pngs, recorded.len() + 1, "one picture per position");

    // A wrong move, or the wrong variant, is refused with the reason.
    let mut broken = record.clone();
    broken.moves[1] = (Side::Black, "a1a1".into());
    std::fs::write(dir.path().join("broken.txt"), broken.to_text()).unwrap();
    let out = bot(&["local", "apocalypse", "--replay", "broken.txt"], "", &dir);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("move 2"));
    let out = bot(&["local", "oracle", "--replay", "game-3.txt"], "", &dir);
    assert!(String::from_utf8_lossy(&out.stderr).contains("record of Apocalypse"));
}

/// Local play against the computer: it answers every move; two computers play a whole game on
/// their own; a secret Apocalypse move of the computer is not shown before the turn resolves.
#[test]
fn local_play_against_the_computer() {
    let dir = TempDir::new().unwrap();
    let out = bot(
        &["local", "oracle", "--black", "ai:easy", "--seed", "3"],
        "e2e3\ng1f3\nquit\n",
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert_eq!(stdout.matches("Black plays ").count(), 2, "{stdout}");
    let out = bot(
        &[
            "local",
            "apocalypse",
            "--white",
            "ai:easy",
            "--black",
            "ai:easy",
        ],
        "",
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("Result: "),
        "the computers finish the game: {stdout}"
    );
    let out = bot(
        &["local", "apocalypse", "--white", "ai:easy"],
        "a4a3\nquit\n",
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let chosen = stdout
        .find("White (computer, easy) has chosen")
        .expect("said, not shown");
    let shown = stdout.find("White plays").unwrap_or(usize::MAX);
    assert!(shown > chosen, "{stdout}");
    assert!(!stdout[..stdout.find("Black plays").unwrap_or(stdout.len())].contains("White plays"));
    let out = bot(&["local", "oracle", "--white", "robot"], "", &dir);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("ai:easy"));
}

/// Against the computer, local play keeps the computer's secrets: its Secret Trap square is
/// never printed, the position text (which holds the traps and the random stream) is refused
/// while the game is on, and without `--seed` the seed is not shown until the game ends.
#[test]
fn local_play_keeps_the_computers_secrets() {
    use rules::Side;
    // A Heaven and Hell position in which White has just bought a Secret Trap and must place it.
    let mut game = AnyGame::HeavenAndHell(Box::new(
        rules::heaven_hell::HeavenAndHell::with_open_shop(9, 20),
    ));
    game.play_text(Side::White, "buy trap")
        .expect("the trap is for sale");
    assert!(game.secret_decision(Side::White));
    let dir = TempDir::new().unwrap();
    let out = bot(
        &[
            "local",
            "heaven-and-hell",
            "--position",
            &game.position(),
            "--white",
            "ai:easy",
        ],
        "position\nquit\n",
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("White (computer) has made its secret decision."),
        "{stdout}"
    );
    for plane in ["V:", "E:", "L:"] {
        assert!(
            !stdout.contains(&format!("trap {plane}")),
            "no trap square shown: {stdout}"
        );
    }
    assert!(
        stdout.contains("The position text holds the computer's secrets"),
        "{stdout}"
    );
    assert!(!stdout.contains("rng "), "{stdout}");
    assert!(
        stdout.contains("a random seed, shown when the game ends"),
        "{stdout}"
    );
}

#[test]
fn the_course_in_the_terminal_takes_numbers_or_actions_and_writes_each_board() {
    let dir = TempDir::new().unwrap();
    let course = learn::course(VariantId::Oracle);
    let mut script = String::new();
    for (i, lesson) in course.lessons.iter().enumerate() {
        if i == 0 {
            // A wrong answer first, by its number in the list.
            let game = lesson.start(VariantId::Oracle).unwrap();
            let choices = lesson.choices(&game);
            let wrong = choices
                .iter()
                .position(|c| !lesson.answers.contains(&c.notation))
                .unwrap();
            script.push_str(&format!("{}\n", wrong + 1));
        }
        script.push_str(&lesson.answers[0]);
        script.push('\n');
    }
    let out = bot(
        &["local", "oracle", "--learn", "--out", "lessons"],
        &script,
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout.matches("Right: ").count(),
        course.lessons.len(),
        "{stdout}"
    );
    assert_eq!(stdout.matches("Not it: ").count(), 1, "{stdout}");
    assert!(
        stdout.contains("finished the Oracle Chess course"),
        "{stdout}"
    );
    for i in 1..=course.lessons.len() {
        let png = std::fs::read(dir.path().join(format!("lessons/lesson-{i:02}.png"))).unwrap();
        assert!(png.starts_with(b"\x89PNG"));
    }
    // A lesson past the end is refused.
    let out = bot(&["local", "oracle", "--learn", "--lesson", "99"], "", &dir);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("lessons 1 to"));
}

/// Issue 36: `--lang` (or `LANG`) picks the language of the course in the terminal.
#[test]
fn the_course_in_the_terminal_speaks_the_language_asked_for() {
    use bot::words::{lesson_words, words, Lang, LessonPart};
    let dir = TempDir::new().unwrap();
    let lesson = &learn::course(VariantId::Oracle).lessons[0];
    let script = format!("{}\nquit\n", lesson.answers[0]);
    for (args, lang) in [
        (vec!["local", "oracle", "--learn", "--lang", "de"], Lang::De),
        (
            vec!["local", "oracle", "--learn", "--lang", "pt-BR"],
            Lang::PtBr,
        ),
    ] {
        let out = bot(&args, &script, &dir);
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{stdout}");
        let title = lesson_words(lang, VariantId::Oracle, &lesson.id, LessonPart::Title);
        assert!(stdout.contains(&title), "{}: {stdout}", lang.tag());
        let prompt = words(lang, "local-learn-prompt");
        assert!(stdout.contains(&prompt), "{}: {stdout}", lang.tag());
    }
    // Without `--lang`, the environment's language.
    let mut child = Command::new(env!("CARGO_BIN_EXE_bot"))
        .args(["local", "oracle", "--learn"])
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("LANG", "fr_FR.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let title = lesson_words(Lang::Fr, VariantId::Oracle, &lesson.id, LessonPart::Title);
    assert!(stdout.contains(&title), "{stdout}");
    // An unknown language is refused, naming those there are.
    let out = bot(&["local", "oracle", "--learn", "--lang", "ja"], "", &dir);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("pt-BR"));
}

/// Issue 36: a game in the terminal speaks `--lang` too: its prompts, what a move did, and a
/// refusal with the rules' own reason.
#[test]
fn a_game_in_the_terminal_speaks_the_language_asked_for() {
    use bot::words::{rule_error, words, words_with, Lang};
    let dir = TempDir::new().unwrap();
    let out = bot(
        &["local", "oracle", "--lang", "es", "--seed", "5"],
        "d4d5\nquit\n",
        &dir,
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let mut game = AnyGame::new(VariantId::Oracle, 5).unwrap();
    let why = game
        .play_text(rules::Side::White, "d4d5")
        .expect_err("d4 is empty at the start");
    let refused = words_with(
        Lang::Es,
        "local-refused",
        &[("reason", rule_error(Lang::Es, &why).into())],
    );
    assert!(stdout.contains(&refused), "{stdout}");
    assert!(
        stdout.contains(&words(Lang::Es, "local-stopped")),
        "{stdout}"
    );
    assert!(!stdout.contains("Refused:"), "{stdout}");
}

/// `bot local --record` writes the game in `/export`'s format when it ends, `bot replay`
/// animates it (a frame for the start and each turn, the first and the last the local boards)
/// and `bot review` reviews it.
#[test]
fn a_recorded_local_game_replays_as_a_gif() {
    let dir = TempDir::new().unwrap();
    let (moves, result, turns) = scripted_game(11);
    let script: String = moves.iter().map(|m| format!("{m}\n")).collect();
    let args = [
        "local",
        "apocalypse",
        "--seed",
        "11",
        "--out",
        "boards",
        "--record",
        "game.txt",
    ];
    let out = bot(&args, &script, &dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("The game's record is in game.txt"));
    let record = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    assert!(record.starts_with("Chess variants bot game record, version 1"));
    assert!(record.contains(&format!("Result: {result}")), "{record}");
    assert!(record.contains("Seed: 11"), "{record}");

    let out = bot(
        &["replay", "game.txt", "--gif", "game.gif", "--speed", "fast"],
        "",
        &dir,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let gif = render::decode_gif(&std::fs::read(dir.path().join("game.gif")).unwrap()).unwrap();
    assert_eq!(
        gif.frames.len(),
        turns + 2,
        "the start, each turn and the result"
    );
    assert!(gif.loops);
    assert_eq!(gif.delays[1], 50, "fast");
    let png = |n: usize| {
        let path = dir.path().join(format!("boards/turn-{n:03}.png"));
        fake_discord::image::load_from_memory(&std::fs::read(path).unwrap())
            .unwrap()
            .to_rgb8()
    };
    assert!(
        gif.frames[0].as_raw() == png(0).as_raw(),
        "the first frame is the start board"
    );
    assert!(
        gif.frames[turns].as_raw() == png(turns).as_raw(),
        "the last frame is the final board"
    );

    // `bot review` reviews the same record, named as the local game it is.
    let out = bot(&["review", "game.txt", "--out", "review"], "", &dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("Computer review of Apocalypse, the local game"),
        "{stdout}"
    );
    assert!(dir.path().join("review/review.png").exists());

    // An unfinished record of a variant that draws at random cannot be animated; quitting
    // writes the record without the seed.
    let out = bot(
        &["local", "heaven-and-hell", "--record", "quit.txt"],
        "quit\n",
        &dir,
    );
    assert!(out.status.success());
    let record = std::fs::read_to_string(dir.path().join("quit.txt")).unwrap();
    assert!(
        record.contains("Result: *") && !record.contains("Seed:"),
        "{record}"
    );
    let out = bot(&["replay", "quit.txt", "--gif", "quit.gif"], "", &dir);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unfinished game"));
}
