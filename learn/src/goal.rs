//! What counts as solving a lesson: a fact about the game once the learner's action (and the
//! opponent's scripted reply) has been played, checked through the rules engine, never a
//! list of expected texts unless the lesson says "exactly these actions".

use crate::spot::Spot;
use rules::view::Ink;
use rules::{AnyGame, Side, Viewer};
use serde::Deserialize;

/// The lesson's goal, as its data writes it: `goal = "wins"`, `goal = { captures = "d5" }`,
/// `goal = { reaches = "E:e8" }`, `goal = { actions = ["c1c2"] }`, and `all` / `any` of
/// several.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// The learner has won once the action is played.
    Wins,
    /// No piece of the opponent's stands on the square afterwards (it was captured, defeated,
    /// or driven off).
    Captures(Spot),
    /// One of the learner's pieces stands on the square afterwards.
    Reaches(Spot),
    /// Exactly these actions, in the variant's canonical notation: for tasks whose point is
    /// not a position ("which moves are speculative?").
    Actions(Vec<String>),
    /// Every one of these goals holds.
    All(Vec<Goal>),
    /// At least one of these goals holds.
    Any(Vec<Goal>),
}

impl Goal {
    /// Whether `game`, after `learner` played `notation` (and the replies were played), meets
    /// the goal.
    pub fn met(&self, game: &AnyGame, learner: Side, notation: &str) -> bool {
        match self {
            Goal::Wins => game.outcome().is_some_and(|o| o.winner == Some(learner)),
            Goal::Captures(spot) => {
                let view = game.view(Viewer::Player(learner));
                spot.ink(&view) != Some(Ink::of(learner.opponent()))
            }
            Goal::Reaches(spot) => {
                let view = game.view(Viewer::Player(learner));
                spot.ink(&view) == Some(Ink::of(learner))
            }
            Goal::Actions(actions) => actions.iter().any(|a| a == notation),
            Goal::All(goals) => goals.iter().all(|g| g.met(game, learner, notation)),
            Goal::Any(goals) => goals.iter().any(|g| g.met(game, learner, notation)),
        }
    }

    /// The squares this goal names, so a lesson whose data names none can still be checked
    /// for them being on the board.
    pub fn spots(&self) -> Vec<&Spot> {
        match self {
            Goal::Captures(s) | Goal::Reaches(s) => vec![s],
            Goal::All(goals) | Goal::Any(goals) => goals.iter().flat_map(Goal::spots).collect(),
            Goal::Wins | Goal::Actions(_) => Vec::new(),
        }
    }
}
