//! Every lesson of every course, played through the rules engine: its accepted answers are
//! exactly the legal actions that meet its goal, there is at least one, and a wrong answer
//! exists too (so no lesson is solved by clicking anything). The answers fit one select menu,
//! the highlighted squares are on the board, and the words fit Discord.

use learn::{course, Course, Lesson};
use rules::{VariantId, MAX_SUGGESTIONS};
use std::collections::BTreeSet;

/// Discord shows at most 25 options in a select menu: every answer must be offered.
const MENU: usize = MAX_SUGGESTIONS;

fn check_lesson(course: &Course, lesson: &Lesson) -> Result<(), String> {
    let variant = course.variant;
    let game = lesson.start(variant).map_err(|e| e.to_string())?;
    if game.outcome().is_some() {
        return Err("the game is over before the lesson starts".into());
    }
    let choices = game.legal(lesson.side(&game));
    if choices.len() > MENU && lesson.offer.is_empty() {
        return Err(format!(
            "{} legal actions: more than one menu ({MENU}) can offer; name the ones to offer",
            choices.len()
        ));
    }
    check_offer(
        lesson,
        &choices.iter().map(|c| c.notation.clone()).collect(),
    )?;
    let mut meeting = BTreeSet::new();
    let mut wrong = 0;
    for choice in &choices {
        let verdict = lesson
            .answer(variant, &choice.notation)
            .map_err(|e| format!("the legal action `{}` is refused: {e}", choice.notation))?;
        if verdict.notation != choice.notation {
            return Err(format!(
                "`{}` plays as `{}`",
                choice.notation, verdict.notation
            ));
        }
        if verdict.said.is_empty() {
            return Err(format!(
                "`{}` says nothing about what it did",
                choice.notation
            ));
        }
        if verdict.right {
            meeting.insert(choice.notation.clone());
        } else {
            wrong += 1;
        }
    }
    let listed: BTreeSet<String> = lesson.answers.iter().cloned().collect();
    if meeting != listed {
        return Err(format!(
            "the legal actions that meet the goal are {meeting:?}, the lesson lists {listed:?}"
        ));
    }
    if meeting.is_empty() {
        return Err("no legal action meets the goal".into());
    }
    if wrong == 0 {
        return Err("every legal action meets the goal: nothing to learn".into());
    }
    let view = lesson.view(&game);
    for spot in lesson.highlight.iter().chain(lesson.goal.spots()) {
        if spot.board_index(&view).is_none() {
            return Err(format!("`{spot}` is not on the lesson's board"));
        }
    }
    for (what, text, max) in [
        ("title", &lesson.title, 80),
        ("text", &lesson.text, 600),
        ("task", &lesson.task, 200),
        ("why", &lesson.why, 400),
        ("hint", &lesson.hint, 300),
    ] {
        if text.chars().count() > max {
            return Err(format!("its {what} is longer than {max} characters"));
        }
    }
    for (what, text) in [
        ("title", &lesson.title),
        ("text", &lesson.text),
        ("task", &lesson.task),
        ("why", &lesson.why),
    ] {
        if text.trim().is_empty() {
            return Err(format!("its {what} is empty"));
        }
    }
    Ok(())
}

/// Checks every lesson of `variant`'s course and its size.
fn check_course(variant: VariantId) {
    let course = course(variant);
    let failures: Vec<String> = course
        .lessons
        .iter()
        .filter_map(|lesson| {
            check_lesson(course, lesson)
                .err()
                .map(|why| format!("{variant} lesson `{}`: {why}", lesson.id))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let n = course.lessons.len();
    assert!(
        (6..=12).contains(&n),
        "{variant} has {n} lessons, not 6 to 12"
    );
    let ids: BTreeSet<&str> = course.lessons.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids.len(), n, "{variant}'s lesson ids are unique");
    for id in ids {
        assert!(
            id.len() <= 32
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
            "{variant} lesson id `{id}`: at most 32 of a-z, 0-9 and '-' (it goes into button ids)"
        );
    }
}

/// A lesson's `offer` (when it has one) fits one menu, holds only legal actions, every answer and
/// a wrong one.
fn check_offer(lesson: &Lesson, legal: &BTreeSet<String>) -> Result<(), String> {
    if lesson.offer.is_empty() {
        return Ok(());
    }
    if lesson.offer.len() > MENU {
        return Err(format!(
            "it offers {} actions: one menu holds {MENU}",
            lesson.offer.len()
        ));
    }
    if let Some(bad) = lesson.offer.iter().find(|o| !legal.contains(*o)) {
        return Err(format!("it offers `{bad}`, which is not legal"));
    }
    if let Some(missing) = lesson.answers.iter().find(|a| !lesson.offer.contains(a)) {
        return Err(format!("it does not offer the answer `{missing}`"));
    }
    if lesson.offer.iter().all(|o| lesson.answers.contains(o)) {
        return Err("it offers no wrong answer".into());
    }
    Ok(())
}

#[test]
fn apocalypse_course() {
    check_course(VariantId::Apocalypse);
}

#[test]
fn heaven_and_hell_course() {
    check_course(VariantId::HeavenAndHell);
}

#[test]
fn battlefield_course() {
    check_course(VariantId::Battlefield);
}

#[test]
fn oracle_course() {
    check_course(VariantId::Oracle);
}

#[test]
fn it_is_what_it_is_course() {
    check_course(VariantId::ItIsWhatItIs);
}

#[test]
fn a_wrong_answer_says_what_it_did_and_is_not_accepted() {
    let course = course(VariantId::Apocalypse);
    let lesson = &course.lessons[0];
    let game = lesson.start(course.variant).unwrap();
    let wrong = lesson
        .choices(&game)
        .into_iter()
        .find(|c| !lesson.answers.contains(&c.notation))
        .expect("a wrong answer");
    let verdict = lesson.answer(course.variant, &wrong.notation).unwrap();
    assert!(!verdict.right);
    assert!(!verdict.said.is_empty());
    // Text that is not an action is refused by the rules, with their words.
    let refused = lesson.answer(course.variant, "zz9").unwrap_err();
    assert!(!refused.to_string().is_empty());
}

/// Issue 35: a lesson's board shows only what the lesson is about. Oracle's first lesson, about
/// bodies and souls, shows no round, quiet-ply or repetition counter (the game's own view has
/// them), before or after the answer; whose turn it is stays. Every panel line a lesson names
/// is on its board, so a misspelt name cannot hide one.
#[test]
fn lessons_show_only_what_they_are_about() {
    use rules::Viewer;
    let counters = ["Round", "Quiet plies", "position seen"];
    let shows_counter = |panel: &[rules::view::PanelLine]| {
        panel
            .iter()
            .any(|l| counters.iter().any(|c| l.text.contains(c)))
    };
    let oracle = course(VariantId::Oracle);
    let first = &oracle.lessons[0];
    let game = first.start(oracle.variant).unwrap();
    assert!(shows_counter(
        &game.view(Viewer::Player(first.side(&game))).panel
    ));
    let shown = first.view(&game);
    assert!(!shows_counter(&shown.panel), "{:?}", shown.panel);
    assert!(
        shown.panel.iter().any(|l| l.text.contains("to move")),
        "{:?}",
        shown.panel
    );
    let after = first
        .answer(oracle.variant, &first.answers[0])
        .unwrap()
        .after;
    assert!(!shows_counter(&after.panel), "{:?}", after.panel);

    for variant in VariantId::ALL {
        let course = course(variant);
        for lesson in &course.lessons {
            let game = lesson.start(variant).unwrap();
            let full = game.view(Viewer::Player(lesson.side(&game)));
            let shown = lesson.view(&game);
            for named in &lesson.panel {
                assert!(
                    shown
                        .panel
                        .iter()
                        .any(|l| l.text.starts_with(named.as_str())),
                    "{variant:?} {}: no panel line `{named}` in {:?}",
                    lesson.id,
                    full.panel
                );
            }
        }
    }
}
