//! `/learn`: the guided courses. The lessons are data (the `learn` crate); this finds the lesson a
//! learner is at, plays their answer through it, records the lessons they solve and words what
//! happened. Nothing here touches games, ratings or channels: a lesson is private to its learner.

use super::moves::MAX_ACTION_TEXT;
use super::{BadInput, Failure, TextKind};
use super::{Result, Service, ServiceError};
use crate::store::to_db;
use crate::words::{
    board_lines_text, lesson_words, lines_text, words, words_with, Lang, LessonPart,
};
use learn::{Course, Lesson};
use rules::view::Scheme;
use rules::{ActionChoice, BoardView, VariantId, Viewer};

/// What a lesson message shows: its words, its board and, until it is solved, the answers.
#[derive(Clone, Debug)]
pub struct LessonCard {
    /// The course.
    pub variant: VariantId,
    /// The lesson's id (its buttons and menu carry it).
    pub lesson: String,
    /// The message.
    pub text: String,
    /// The board: the lesson's position with the squares that matter highlighted, or the
    /// position after a right answer; in the learner's colours.
    pub view: BoardView,
    /// The answers offered in the menu; empty once the lesson is solved.
    pub choices: Vec<ActionChoice>,
    /// Once solved: the next lesson's id, or `None` after the last one.
    pub next: Option<String>,
    /// Whether this card ends the course (the last lesson solved).
    pub finished: bool,
    /// The learner's language (the card's words, and its buttons').
    pub lang: Lang,
}

impl Service {
    /// `/learn variant [lesson]`: lesson number `lesson` (from 1), or the first lesson `user` has
    /// not solved yet (from the start again once they have solved them all), in `lang`.
    pub async fn learn(
        &self,
        user: u64,
        variant: VariantId,
        lesson: Option<i64>,
        lang: Lang,
    ) -> Result<LessonCard> {
        let course = learn::course(variant);
        let done = self.store.lessons_done(to_db(user), variant.id()).await?;
        let (index, intro) = match lesson {
            Some(n) if n >= 1 && (n as usize) <= course.lessons.len() => (n as usize - 1, None),
            Some(asked) => {
                return Err(BadInput::NoSuchLesson {
                    variant,
                    asked,
                    lessons: course.lessons.len(),
                }
                .into())
            }
            None => match course.lessons.iter().position(|l| !done.contains(&l.id)) {
                Some(i) => (i, None),
                None => (
                    0,
                    Some(words_with(
                        lang,
                        "lesson-all-solved",
                        &[("variant", variant.id().into())],
                    )),
                ),
            },
        };
        let scheme = self.store.scheme(to_db(user)).await?;
        let lesson = &course.lessons[index];
        let solved = done.contains(&lesson.id);
        let mut card = lesson_card(course, index, solved, scheme, lang)?;
        if let Some(intro) = intro {
            card.text = format!("{intro}\n\n{}", card.text);
        }
        Ok(card)
    }

    /// `user` answers lesson `lesson` of `variant`'s course with `text`: right, the lesson is
    /// recorded as solved and the card says why and offers the next; wrong, it says what that
    /// action did instead and offers the answers again. In `lang`.
    pub async fn learn_answer(
        &self,
        user: u64,
        variant: VariantId,
        lesson: &str,
        text: &str,
        lang: Lang,
    ) -> Result<LessonCard> {
        let len = text.chars().count();
        if len > MAX_ACTION_TEXT {
            return Err(BadInput::TooLong {
                what: TextKind::Move,
                len,
            }
            .into());
        }
        let course = learn::course(variant);
        let (index, lesson) = find(course, lesson)?;
        let verdict = lesson
            .answer(variant, text)
            .map_err(BadInput::NotAnAnswer)?;
        let scheme = self.store.scheme(to_db(user)).await?;
        if !verdict.right {
            let mut card = lesson_card(course, index, false, scheme, lang)?;
            // The hint first: what the action did (a whole resolution log in Apocalypse) only
            // after it.
            let hint = lesson_words(lang, variant, &lesson.id, LessonPart::Hint);
            card.text = format!(
                "{}\n\n{}\n{}\n{}",
                card.text,
                words_with(
                    lang,
                    "lesson-wrong",
                    &[
                        ("answer", verdict.notation.as_str().into()),
                        ("hint", hint.into())
                    ]
                ),
                words(lang, "lesson-what-it-did"),
                quoted(&lines_text(lang, &verdict.said))
            );
            return Ok(card);
        }
        self.store
            .mark_lesson_done(to_db(user), variant.id(), &lesson.id, self.clock.now())
            .await?;
        let next = course.lessons.get(index + 1);
        let why = lesson_words(lang, variant, &lesson.id, LessonPart::Why);
        let mut text = format!(
            "{}\n\n{}\n{}",
            heading(course, index, true, lang),
            words_with(
                lang,
                "lesson-right",
                &[
                    ("answer", verdict.notation.as_str().into()),
                    ("why", why.into())
                ]
            ),
            quoted(&lines_text(lang, &verdict.said))
        );
        text.push_str("\n\n");
        text.push_str(&what_next(course, index, lang));
        let mut view = verdict.after;
        view.scheme = scheme;
        Ok(LessonCard {
            variant,
            lesson: lesson.id.clone(),
            text,
            view,
            choices: Vec::new(),
            next: next.map(|l| l.id.clone()),
            finished: next.is_none(),
            lang,
        })
    }

    /// The lesson after `lesson` (the **Next** button), in `lang`.
    pub async fn learn_next(
        &self,
        user: u64,
        variant: VariantId,
        lesson: &str,
        lang: Lang,
    ) -> Result<LessonCard> {
        let course = learn::course(variant);
        let (index, _) = find(course, lesson)?;
        let next = (index + 1).min(course.lessons.len() - 1);
        self.learn(user, variant, Some(next as i64 + 1), lang).await
    }

    /// The lesson's position as text (the **Text board** button), as local play prints it, in
    /// `lang`.
    pub fn learn_text_board(&self, variant: VariantId, lesson: &str, lang: Lang) -> Result<String> {
        let course = learn::course(variant);
        let (_, lesson) = find(course, lesson)?;
        let game = start(course, lesson)?;
        let lines = game.text_lines(Viewer::Player(lesson.side(&game)));
        Ok(board_lines_text(lang, &lines))
    }
}

/// Lesson `id` of `course`, with its index.
fn find<'c>(course: &'c Course, id: &str) -> Result<(usize, &'c Lesson)> {
    course
        .lesson(id)
        .ok_or_else(|| BadInput::UnknownLesson(course.variant).into())
}

/// The lesson's game, as the learner finds it.
fn start(course: &Course, lesson: &Lesson) -> Result<rules::AnyGame> {
    // The course data is checked by the `learn` crate's tests; a lesson that does not start is
    // a broken build, reported as a failure.
    lesson.start(course.variant).map_err(|error| {
        ServiceError::Internal(Failure::Lesson {
            lesson: lesson.id.clone(),
            error,
        })
    })
}

/// What follows lesson `index` once solved, in `lang`: the next lesson, or the end of the course.
fn what_next(course: &Course, index: usize, lang: Lang) -> String {
    let variant = course.variant;
    match course.lessons.get(index + 1) {
        Some(next) => words_with(
            lang,
            "lesson-next",
            &[
                ("number", (index as i64 + 2).into()),
                (
                    "title",
                    lesson_words(lang, variant, &next.id, LessonPart::Title).into(),
                ),
            ],
        ),
        // It is what it is chess is won by force from the start: the course ends by finding
        // that opening, which the learner can play against the computer at once.
        None if variant == VariantId::ItIsWhatItIs => words_with(
            lang,
            "lesson-finished-forced-win",
            &[("variant", crate::words::variant_name(lang, variant).into())],
        ),
        None => words_with(
            lang,
            "lesson-finished",
            &[("variant", crate::words::variant_name(lang, variant).into())],
        ),
    }
}

/// "**Apocalypse · lesson 3 of 10: Safe and speculative moves**", marked when solved.
fn heading(course: &Course, index: usize, solved: bool, lang: Lang) -> String {
    let variant = course.variant;
    let title = lesson_words(lang, variant, &course.lessons[index].id, LessonPart::Title);
    let heading = words_with(
        lang,
        "lesson-heading",
        &[
            ("variant", crate::words::variant_name(lang, variant).into()),
            ("number", (index as i64 + 1).into()),
            ("count", (course.lessons.len() as i64).into()),
            ("title", title.into()),
        ],
    );
    format!("{heading}{}", if solved { " ✓" } else { "" })
}

/// Lesson `index` of `course` as first shown: its words, task and board, and the answers.
fn lesson_card(
    course: &Course,
    index: usize,
    solved: bool,
    scheme: Scheme,
    lang: Lang,
) -> Result<LessonCard> {
    let lesson = &course.lessons[index];
    let game = start(course, lesson)?;
    let mut view = lesson.view(&game);
    view.scheme = scheme;
    crate::words::translate_view(lang, &mut view);
    Ok(LessonCard {
        variant: course.variant,
        lesson: lesson.id.clone(),
        text: format!(
            "{}\n{}\n\n{}",
            heading(course, index, solved, lang),
            lesson_words(lang, course.variant, &lesson.id, LessonPart::Text),
            words_with(
                lang,
                "lesson-task",
                &[(
                    "task",
                    lesson_words(lang, course.variant, &lesson.id, LessonPart::Task).into()
                )]
            ),
        ),
        view,
        choices: {
            let mut choices = lesson.choices(&game);
            crate::words::translate_choices(lang, &mut choices);
            choices
        },
        next: None,
        finished: false,
        lang,
    })
}

/// The rules' report lines as a quote block.
fn quoted(text: &str) -> String {
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| format!("> {l}"))
        .collect();
    lines.join("\n")
}
