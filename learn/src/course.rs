//! A course and its lessons, read from the variant's data file (`courses/<variant>.toml`), and
//! what happens when a learner answers.

use crate::goal::Goal;
use crate::spot::Spot;
use rules::view::{BoardView, Highlight, Line, Tone};
use rules::{ActionChoice, AnyGame, RuleError, Side, VariantId, Viewer};
use serde::Deserialize;
use std::fmt;

/// One variant's course: its lessons in order.
#[derive(Clone, Debug)]
pub struct Course {
    /// The variant taught.
    pub variant: VariantId,
    /// The lessons, first to last.
    pub lessons: Vec<Lesson>,
}

/// One idea, a board and a task.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// A short stable name (progress is stored under it): `speculative-moves`.
    pub id: String,
    /// The heading: "Speculative moves".
    pub title: String,
    /// Two or three sentences: the idea.
    pub text: String,
    /// The task, one sentence: "Capture the horseman on d3."
    pub task: String,
    /// Said when the task is solved: why that answer is right.
    pub why: String,
    /// Said after a wrong answer (after what that action did instead).
    #[serde(default)]
    pub hint: String,
    /// The position in the variant's text format; the standard start when absent.
    #[serde(default)]
    pub position: Option<String>,
    /// Actions played from the position before the lesson starts (each by whichever side is
    /// to act; White first in a simultaneous turn), when it is easier to reach a position than
    /// to write it.
    #[serde(default)]
    pub setup: Vec<String>,
    /// The seed of the lesson's game (Heaven and Hell draws from it).
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// The squares that matter, highlighted on the board.
    #[serde(default)]
    pub highlight: Vec<Spot>,
    /// The side panel's plain lines this lesson is about, by how they start ("Quiet plies",
    /// "White coins"). A lesson's boards show these, the lines in bold (whose turn, the last
    /// action, the result) and the coloured ones (check, what is awaited), and leave off the
    /// rest: counters a learner has not been told about yet.
    #[serde(default)]
    pub panel: Vec<String>,
    /// What counts as solved.
    pub goal: Goal,
    /// The accepted answers in canonical notation. Not read by the bot: the course test checks
    /// that they are exactly the legal actions that meet the goal, so the data says what it
    /// accepts.
    pub answers: Vec<String>,
    /// The actions the answer menu offers, when the learner has more legal actions than one
    /// menu holds (25): every answer and at least one wrong one. Any legal action is still
    /// answered (typed with `/move`, or in local play); empty: the menu offers them all.
    #[serde(default)]
    pub offer: Vec<String>,
    /// The opponent's actions played after the learner's, before the goal is checked (the other
    /// half of an Apocalypse turn; a forced reply).
    #[serde(default)]
    pub reply: Vec<String>,
}

fn default_seed() -> u64 {
    1
}

/// What an answer did.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// Whether it solves the task.
    pub right: bool,
    /// The action in canonical notation.
    pub notation: String,
    /// What happened, in the rules' own words: the scripted replies' reports when they say
    /// something (the resolution of a simultaneous turn says what both moves did), else the
    /// action's own report (with the learner's private lines; the opponent is scripted, so
    /// nothing here is secret). A line each, with its message where the variant words it so
    /// (the bot words them in the learner's language).
    pub said: Vec<Line>,
    /// The learner's view once everything was played.
    pub after: BoardView,
}

/// A course file that cannot be read, or a lesson that cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CourseError {
    /// The TOML is malformed or a field is wrong.
    Data(String),
    /// A lesson's position or setup is refused by the rules.
    Setup {
        /// The lesson's id.
        lesson: String,
        /// What the rules said.
        error: RuleError,
    },
}

impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CourseError::Data(m) => write!(f, "course data: {m}"),
            CourseError::Setup { lesson, error } => write!(f, "lesson `{lesson}`: {error}"),
        }
    }
}

impl std::error::Error for CourseError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CourseFile {
    variant: String,
    #[serde(rename = "lesson", default)]
    lessons: Vec<Lesson>,
}

impl Course {
    /// Reads a course from its TOML data.
    pub fn from_toml(text: &str) -> Result<Course, CourseError> {
        let file: CourseFile =
            toml::from_str(text).map_err(|e| CourseError::Data(e.to_string()))?;
        let variant = VariantId::parse(&file.variant)
            .ok_or_else(|| CourseError::Data(format!("unknown variant `{}`", file.variant)))?;
        Ok(Course {
            variant,
            lessons: file.lessons,
        })
    }

    /// The lesson with id `id`, and its index.
    pub fn lesson(&self, id: &str) -> Option<(usize, &Lesson)> {
        self.lessons.iter().enumerate().find(|(_, l)| l.id == id)
    }
}

impl Lesson {
    /// The lesson's game as the learner finds it.
    pub fn start(&self, variant: VariantId) -> Result<AnyGame, CourseError> {
        let setup = |error| CourseError::Setup {
            lesson: self.id.clone(),
            error,
        };
        let mut game = match &self.position {
            Some(text) => AnyGame::from_position(variant, text, self.seed),
            None => AnyGame::new(variant, self.seed),
        }
        .map_err(setup)?;
        for action in &self.setup {
            let side = first_to_act(&game).ok_or(setup(RuleError::GameOver))?;
            game.play_text(side, action).map_err(setup)?;
        }
        Ok(game)
    }

    /// Who the learner plays: the side to act once the lesson has started.
    pub fn side(&self, game: &AnyGame) -> Side {
        first_to_act(game).unwrap_or(Side::White)
    }

    /// The answers offered in the menu: the learner's legal actions, or those of them the
    /// lesson's `offer` names, in its order.
    pub fn choices(&self, game: &AnyGame) -> Vec<ActionChoice> {
        let legal = game.legal(self.side(game));
        if self.offer.is_empty() {
            return legal;
        }
        self.offer
            .iter()
            .filter_map(|n| legal.iter().find(|c| &c.notation == n).cloned())
            .collect()
    }

    /// The board the learner sees, with the squares that matter highlighted.
    pub fn view(&self, game: &AnyGame) -> BoardView {
        let mut view = self.about(game.view(Viewer::Player(self.side(game))));
        for spot in &self.highlight {
            if let Some(index) = spot.board_index(&view) {
                view.boards[index].highlight(spot.square, Highlight::Target);
            }
        }
        view
    }

    /// Plays `text` as the learner's answer from the lesson's start: what it did and whether
    /// it solves the task. `Err`: the rules refuse it (malformed or illegal), with their words.
    pub fn answer(&self, variant: VariantId, text: &str) -> Result<Verdict, RuleError> {
        let mut game = self.start(variant).map_err(|e| match e {
            CourseError::Setup { error, .. } => error,
            CourseError::Data(m) => RuleError::bad_position(m),
        })?;
        let learner = self.side(&game);
        let (notation, report) = game.play_text(learner, text)?;
        let mut said = Vec::new();
        let mut push = |report: &rules::Report| {
            if !report.public.trim().is_empty() {
                said.push(Line {
                    text: report.public.trim().to_owned(),
                    said: report.said.clone(),
                });
            }
            for (side, line) in &report.private {
                if *side == learner && !line.trim().is_empty() {
                    said.push(line.clone());
                }
            }
        };
        // The scripted replies; one that no longer fits (the answer changed the board) ends
        // the lesson's play there: such an answer is not the right one.
        let mut replied = true;
        let mut replies = Vec::new();
        for reply in &self.reply {
            let Some(side) = game.to_act().sides().into_iter().find(|s| *s != learner) else {
                replied = false;
                break;
            };
            match game.play_text(side, reply) {
                Ok((_, report)) => replies.push(report),
                Err(_) => {
                    replied = false;
                    break;
                }
            }
        }
        // What happened: the replies' reports when there were some (they resolve a
        // simultaneous turn and say what both moves did), else the answer's own.
        if replies.iter().any(|r| !r.public.trim().is_empty()) {
            replies.iter().for_each(&mut push);
        } else {
            push(&report);
            replies.iter().for_each(&mut push);
        }
        let right = replied && self.goal.met(&game, learner, &notation);
        Ok(Verdict {
            right,
            notation,
            said,
            after: self.about(game.view(Viewer::Player(learner))),
        })
    }

    /// `view` with only the panel lines this lesson is about (see [`Lesson::panel`]).
    fn about(&self, mut view: BoardView) -> BoardView {
        view.panel.retain(|line| {
            line.strong
                || !matches!(line.tone, Tone::Plain | Tone::Muted)
                || self.panel.iter().any(|p| line.text.starts_with(p.as_str()))
        });
        view
    }
}

/// The first side that may act: White first in a simultaneous turn.
fn first_to_act(game: &AnyGame) -> Option<Side> {
    game.to_act().sides().into_iter().next()
}
