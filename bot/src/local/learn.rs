//! `bot local <variant> --learn`: the guided course of `/learn` in the terminal. Each lesson
//! prints its words, the board as text (and as `lesson-NN.png` with `--out`), the task and the
//! numbered answers; the learner types a number or an action. A right answer says why and goes
//! on; a wrong one says what it did and asks again. Nothing is stored.

use super::options::{io_err, LocalOptions};
use crate::words::{
    board_lines_text, lesson_words, lines_text, rule_error, variant_name, words, words_with, Lang,
    LessonPart,
};
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
        return Err(words_with(
            options.lang,
            "local-learn-lessons",
            &[
                (
                    "variant",
                    variant_name(options.lang, options.variant).into(),
                ),
                ("count", (course.lessons.len() as i64).into()),
            ],
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
    let done = words_with(
        options.lang,
        "local-learn-finished",
        &[
            (
                "variant",
                variant_name(options.lang, options.variant).into(),
            ),
            ("id", options.variant.id().into()),
        ],
    );
    writeln!(out, "\n{done}").map_err(io_err)
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
    let mut choices = lesson.choices(&game);
    crate::words::translate_choices(options.lang, &mut choices);
    show(course, index, &game, &choices, options.lang, out)?;
    if let Some(dir) = &options.out {
        let path = dir.join(format!("lesson-{:02}.png", index + 1));
        std::fs::write(
            &path,
            crate::board_image::png_in(&lesson.view(&game), options.lang),
        )
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    let mut line = String::new();
    loop {
        write!(out, "answer> ").map_err(io_err)?;
        out.flush().map_err(io_err)?;
        line.clear();
        if input.read_line(&mut line).map_err(io_err)? == 0 {
            writeln!(out, "\n{}", words(options.lang, "local-end-of-input")).map_err(io_err)?;
            return Ok(false);
        }
        match line.trim() {
            "" => continue,
            "quit" | "exit" => return Ok(false),
            "skip" => return Ok(true),
            "board" => {
                let lines = game.text_lines(Viewer::Player(lesson.side(&game)));
                writeln!(out, "{}", board_lines_text(options.lang, &lines)).map_err(io_err)?;
                continue;
            }
            text => {
                if answer(lesson, variant, text, &choices, options.lang, out)? {
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
    lang: Lang,
    out: &mut impl Write,
) -> Result<(), String> {
    let lesson = &course.lessons[index];
    let part = |p| lesson_words(lang, course.variant, &lesson.id, p);
    let squares: Vec<String> = lesson.highlight.iter().map(ToString::to_string).collect();
    let heading = words_with(
        lang,
        "lesson-heading",
        &[
            ("variant", variant_name(lang, course.variant).into()),
            ("number", (index as i64 + 1).into()),
            ("count", (course.lessons.len() as i64).into()),
            ("title", part(LessonPart::Title).into()),
        ],
    );
    let mut text = format!(
        "\n{}\n{}\n\n{}\n",
        plain(&heading),
        plain(&part(LessonPart::Text)),
        board_lines_text(lang, &game.text_lines(Viewer::Player(lesson.side(game)))).trim_end()
    );
    if !squares.is_empty() {
        let look = words_with(
            lang,
            "local-learn-look-at",
            &[("squares", squares.join(", ").into())],
        );
        text.push_str(&format!("{look}\n"));
    }
    let task = words_with(
        lang,
        "local-learn-task",
        &[("task", plain(&part(LessonPart::Task)).into())],
    );
    text.push_str(&format!("\n{task}\n"));
    for (i, c) in choices.iter().enumerate() {
        text.push_str(&format!("{:>3}. {}\n", i + 1, c.label));
    }
    text.push_str(&words(lang, "local-learn-prompt"));
    text.push('\n');
    out.write_all(text.as_bytes()).map_err(io_err)
}

/// Plays one answer (a number from the list, or an action) and says how it went; true if right.
fn answer(
    lesson: &Lesson,
    variant: rules::VariantId,
    text: &str,
    choices: &[ActionChoice],
    lang: Lang,
    out: &mut impl Write,
) -> Result<bool, String> {
    let part = |p| plain(&lesson_words(lang, variant, &lesson.id, p));
    let picked = match text.parse::<usize>() {
        Ok(n) if (1..=choices.len()).contains(&n) => choices[n - 1].notation.clone(),
        _ => text.to_owned(),
    };
    let (right, said) = match lesson.answer(variant, &picked) {
        Err(refused) => (
            false,
            words_with(
                lang,
                "local-learn-not-an-answer",
                &[("error", rule_error(lang, &refused).into())],
            ),
        ),
        Ok(v) if v.right => (
            true,
            words_with(
                lang,
                "local-learn-right",
                &[
                    ("answer", v.notation.as_str().into()),
                    ("why", part(LessonPart::Why).into()),
                    ("said", plain(&lines_text(lang, &v.said)).into()),
                ],
            ),
        ),
        Ok(v) => (
            false,
            words_with(
                lang,
                "local-learn-wrong",
                &[
                    ("answer", v.notation.as_str().into()),
                    ("hint", part(LessonPart::Hint).into()),
                    ("said", plain(&lines_text(lang, &v.said)).into()),
                ],
            ),
        ),
    };
    out.write_all(said.as_bytes()).map_err(io_err)?;
    out.write_all(b"\n").map_err(io_err)?;
    Ok(right)
}

/// Discord's bold and code marks removed, for the terminal.
fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "").trim().to_owned()
}
