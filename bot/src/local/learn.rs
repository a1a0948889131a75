//! `bot local <variant> --learn`: the guided course of `/learn` in the terminal. Each lesson
//! prints its words, the board as text (and as `lesson-NN.png` with `--out`), the task and the
//! numbered answers; the learner types a number or an action. A right answer says why and goes
//! on; a wrong one says what it did and asks again. Nothing is stored.

use super::options::{io_err, LocalOptions};
use learn::{Course, Lesson};
use rules::{ActionChoice, Viewer};
use std::io::{BufRead, Write};

/// Takes `options.variant`'s course from `options.lesson` (or the first), reading answers
/// from `input`.
pub fn run(
    options: &LocalOptions,
    mut input: impl BufRead,
    mut out: impl Write,
) -> Result<(), String> {
    let course = learn::course(options.variant);
    let first = options.lesson.unwrap_or(1);
    if first == 0 || first > course.lessons.len() {
        return Err(format!(
            "The {} course has lessons 1 to {}.",
            options.variant.title(),
            course.lessons.len()
        ));
    }
    if let Some(dir) = &options.out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    for index in first - 1..course.lessons.len() {
        if !lesson(course, index, options, &mut input, &mut out)? {
            return Ok(());
        }
    }
    writeln!(
        out,
        "\nYou have finished the {} course! Play the computer at its easiest: \
         `bot local {} --black ai:easy`.",
        options.variant.title(),
        options.variant.id()
    )
    .map_err(io_err)
}

/// Lesson `index`, until it is solved (true) or the learner quits (false).
fn lesson(
    course: &Course,
    index: usize,
    options: &LocalOptions,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<bool, String> {
    let variant = course.variant;
    let lesson = &course.lessons[index];
    let game = lesson.start(variant).map_err(|e| e.to_string())?;
    let choices = lesson.choices(&game);
    show(course, index, &game, &choices, out)?;
    if let Some(dir) = &options.out {
        let path = dir.join(format!("lesson-{:02}.png", index + 1));
        std::fs::write(&path, crate::board_image::png(&lesson.view(&game)))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let mut line = String::new();
    loop {
        write!(out, "answer> ").map_err(io_err)?;
        out.flush().map_err(io_err)?;
        line.clear();
        if input.read_line(&mut line).map_err(io_err)? == 0 {
            writeln!(out, "\nEnd of input: stopping.").map_err(io_err)?;
            return Ok(false);
        }
        match line.trim() {
            "" => continue,
            "quit" | "exit" => return Ok(false),
            "skip" => return Ok(true),
            "board" => {
                writeln!(
                    out,
                    "{}",
                    game.text_board(Viewer::Player(lesson.side(&game)))
                )
                .map_err(io_err)?;
                continue;
            }
            text => {
                if answer(lesson, variant, text, &choices, out)? {
                    return Ok(true);
                }
            }
        }
    }
}

/// Prints lesson `index`: heading, words, board, task and numbered answers.
fn show(
    course: &Course,
    index: usize,
    game: &rules::AnyGame,
    choices: &[ActionChoice],
    out: &mut impl Write,
) -> Result<(), String> {
    let lesson = &course.lessons[index];
    let squares: Vec<String> = lesson.highlight.iter().map(ToString::to_string).collect();
    let mut text = format!(
        "\n{} · lesson {} of {}: {}\n{}\n\n{}\n",
        course.variant.title(),
        index + 1,
        course.lessons.len(),
        lesson.title,
        plain(&lesson.text),
        game.text_board(Viewer::Player(lesson.side(game)))
            .trim_end()
    );
    if !squares.is_empty() {
        text.push_str(&format!("Look at: {}\n", squares.join(", ")));
    }
    text.push_str(&format!("\nYour task: {}\n", plain(&lesson.task)));
    for (i, c) in choices.iter().enumerate() {
        text.push_str(&format!("{:>3}. {}\n", i + 1, c.label));
    }
    text.push_str("Type a number or an action (or: board, skip, quit).\n");
    out.write_all(text.as_bytes()).map_err(io_err)
}

/// Plays one answer (a number from the list, or an action) and says how it went; true if right.
fn answer(
    lesson: &Lesson,
    variant: rules::VariantId,
    text: &str,
    choices: &[ActionChoice],
    out: &mut impl Write,
) -> Result<bool, String> {
    let picked = match text.parse::<usize>() {
        Ok(n) if (1..=choices.len()).contains(&n) => choices[n - 1].notation.clone(),
        _ => text.to_owned(),
    };
    let (right, said) = match lesson.answer(variant, &picked) {
        Err(refused) => (false, format!("Not an answer here: {refused}\n")),
        Ok(v) if v.right => (
            true,
            format!(
                "Right: {}. {}\n({})\n",
                v.notation,
                plain(&lesson.why),
                plain(&v.said)
            ),
        ),
        Ok(v) => (
            false,
            format!(
                "Not it: {}. {}\nTry again. What it did: {}\n",
                v.notation,
                plain(&lesson.hint),
                plain(&v.said)
            ),
        ),
    };
    out.write_all(said.as_bytes()).map_err(io_err)?;
    Ok(right)
}

/// Discord's bold and code marks removed, for the terminal.
fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "").trim().to_owned()
}
