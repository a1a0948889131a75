//! Guided courses for the five variants, the way lichess's "Learn" teaches chess: one idea at a
//! time, each with a board and a task solved by choosing an action.
//!
//! Lessons are data, not code: each variant's course is a TOML file in `courses/`, embedded
//! here, where every lesson is a position text (or the start and a few setup actions), its
//! words, the squares to highlight and what counts as solved ([`Goal`]). This crate plays the
//! learner's answer through the rules engine and says whether it meets the goal; the bot only
//! presents lessons. Pure like `rules`: no I/O.
//!
//! `tests/courses.rs` plays every lesson: its accepted answers must be exactly the legal
//! actions that meet its goal, at least one must exist, and so must a wrong one.
//!
//! ```
//! use rules::VariantId;
//!
//! let course = learn::course(VariantId::Apocalypse);
//! let first = &course.lessons[0];
//! let game = first.start(course.variant).unwrap();
//! assert!(!first.choices(&game).is_empty());
//! let verdict = first.answer(course.variant, &first.answers[0]).unwrap();
//! assert!(verdict.right);
//! ```

mod course;
mod goal;
mod puzzles;
mod spot;

pub use course::{Course, CourseError, Lesson, Verdict};
pub use goal::Goal;
pub use puzzles::{daily_index, puzzle_data, puzzles, Puzzle};
pub use spot::Spot;

use rules::VariantId;
use std::sync::OnceLock;

/// The data file of `variant`'s course.
pub fn course_data(variant: VariantId) -> &'static str {
    match variant {
        VariantId::Apocalypse => include_str!("../courses/apocalypse.toml"),
        VariantId::HeavenAndHell => include_str!("../courses/heaven-and-hell.toml"),
        VariantId::Battlefield => include_str!("../courses/battlefield.toml"),
        VariantId::Oracle => include_str!("../courses/oracle.toml"),
        VariantId::ItIsWhatItIs => include_str!("../courses/it-is-what-it-is.toml"),
    }
}

/// `variant`'s course, read once. The data is checked by this crate's tests, so a course that
/// does not read is a build that never ships.
pub fn course(variant: VariantId) -> &'static Course {
    static COURSES: OnceLock<Vec<Course>> = OnceLock::new();
    let courses = COURSES.get_or_init(|| {
        VariantId::ALL
            .into_iter()
            .map(|v| {
                Course::from_toml(course_data(v))
                    .unwrap_or_else(|e| panic!("the {v} course does not read: {e}"))
            })
            .collect()
    });
    courses
        .iter()
        .find(|c| c.variant == variant)
        .expect("a course per variant")
}
