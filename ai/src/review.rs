//! Reviews of finished games: what lichess's computer analysis gives, for these variants.
//!
//! For every action of a game, the search ([`crate::search::analyse`]) looks at the state
//! before it **from the acting side's knowledge**: each iteration starts from
//! [`rules::Game::determinize`] for that side, exactly as when the computer plays, so in
//! Apocalypse and Heaven and Hell a decision is judged from what the player could know then
//! (the opponent's pending move and Secret Traps re-drawn), never from the secrets the end of
//! the game revealed. It reports the acting side's expected score with the search's preferred
//! action and with the action played; the drop between them classifies the action
//! ([`Verdict`]: a mistake beyond [`MISTAKE`], a blunder beyond [`BLUNDER`]).
//!
//! Pure: no I/O, no threads. A [`Budget`] bounds each action's search (iterations and time) so a
//! 100-action game takes at most 10 s on one core; a progress callback reports each action.

use crate::search::{analyse, Analysis, Params, Pick};
use rules::{outcome_value, AnyGame, Game, RuleError, Side, VariantId};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::time::Duration;

/// A drop of the acting side's expected score (on a 0–1 scale) at least this large is a
/// mistake.
pub const MISTAKE: f64 = 0.10;

/// A drop at least this large is a blunder.
pub const BLUNDER: f64 = 0.25;

/// How an action compares with the search's preferred one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Lost less than [`MISTAKE`] of the expected score.
    Good,
    /// Lost at least [`MISTAKE`].
    Mistake,
    /// Lost at least [`BLUNDER`].
    Blunder,
}

impl Verdict {
    /// The verdict for a drop of `loss` in expected score (0–1 scale).
    pub fn of(loss: f64) -> Verdict {
        if loss >= BLUNDER {
            Verdict::Blunder
        } else if loss >= MISTAKE {
            Verdict::Mistake
        } else {
            Verdict::Good
        }
    }
}

/// One reviewed action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moment {
    /// Its place in the game, from 0 (a record numbers it `index + 1`).
    pub index: usize,
    /// Who played it.
    pub side: Side,
    /// The action played, in the variant's notation.
    pub played: String,
    /// The acting side's expected score (0–1) with the search's preferred action.
    pub before: f64,
    /// The acting side's expected score (0–1) after the action played.
    pub after: f64,
    /// White's expected score (0–1) after the action played: the graph's point.
    pub white: f64,
    /// The search's preferred action, in the variant's notation.
    pub best: String,
    /// The line the search expected after (and including) its preferred action, each step
    /// `Side notation`.
    pub line: Vec<String>,
    /// How the action played compares.
    pub verdict: Verdict,
}

impl Moment {
    /// How much of the acting side's expected score the action lost (0 when it was as good as
    /// the search's choice).
    pub fn loss(&self) -> f64 {
        (self.before - self.after).max(0.0)
    }

    /// The number the game's record gives this action.
    pub fn number(&self) -> usize {
        self.index + 1
    }
}

/// A whole game's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The variant.
    pub variant: VariantId,
    /// Every action, in order.
    pub moments: Vec<Moment>,
    /// White's score at the end (1 a win, 0.5 a draw, 0 a loss), if the game ended by its rules
    /// or by resignation and the caller knows it.
    pub result: Option<f64>,
    /// Search iterations run over the whole review.
    pub iterations: u64,
}

impl Review {
    /// How many of `side`'s actions got `verdict`.
    pub fn count(&self, side: Side, verdict: Verdict) -> usize {
        self.moments
            .iter()
            .filter(|m| m.side == side && m.verdict == verdict)
            .count()
    }

    /// `side`'s worst actions, at most `n`, worst first; only mistakes and blunders.
    pub fn worst(&self, side: Side, n: usize) -> Vec<&Moment> {
        let mut bad: Vec<&Moment> = self
            .moments
            .iter()
            .filter(|m| m.side == side && m.verdict != Verdict::Good)
            .collect();
        bad.sort_by(|a, b| {
            b.loss()
                .partial_cmp(&a.loss())
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.index.cmp(&b.index))
        });
        bad.truncate(n);
        bad
    }

    /// The moments worth a look, in game order: each player's worst three.
    pub fn marked(&self) -> Vec<&Moment> {
        let mut all: Vec<&Moment> = Side::BOTH.iter().flat_map(|&s| self.worst(s, 3)).collect();
        all.sort_by_key(|m| m.index);
        all
    }
}

/// How hard the review looks at each action.
#[derive(Clone, Debug, PartialEq)]
pub struct Budget {
    /// At most this many search iterations per action.
    pub iterations: u32,
    /// And at most this long per action (`None`: only iterations count, reproducible).
    pub time_limit: Option<Duration>,
}

impl Budget {
    /// The review budget of `variant`: the medium level's iterations (tens of milliseconds
    /// per action on one core of the project's machine, see `docs/benchmarks.md`), capped at
    /// 90 ms per action so a 100-action game stays within 10 s on a slower or busier host.
    pub fn of(variant: VariantId) -> Budget {
        Budget {
            iterations: crate::Level::Medium.iterations(variant),
            time_limit: Some(Duration::from_millis(90)),
        }
    }

    /// Exactly `iterations` per action, no time limit: the same game always gets the same
    /// review.
    pub fn fixed(iterations: u32) -> Budget {
        Budget {
            iterations,
            time_limit: None,
        }
    }

    /// The search parameters for action number `index` of a game of `variant`: the medium
    /// level's shape with this budget and a seed of its own.
    fn params(&self, variant: VariantId, index: usize) -> Params {
        let mut p =
            crate::Settings::fixed(crate::Level::Medium, 0, self.iterations).params(variant);
        p.time_limit = self.time_limit;
        p.pick = Pick::Best;
        p.seed = 0x5EED_0000 ^ index as u64;
        p
    }
}

/// Why a game could not be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The game's start could not be set up (from a record's seed).
    Start(RuleError),
    /// Action number `number` (from 1) did not replay.
    Replay {
        /// Its number in the record.
        number: usize,
        /// Its text.
        action: String,
        /// What the rules said.
        error: RuleError,
    },
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Start(error) => write!(f, "the game does not start: {error}"),
            ReviewError::Replay {
                number,
                action,
                error,
            } => write!(f, "action {number} ({action}) does not replay: {error}"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reviews the game that starts at `start` and goes through `moves` (each with the side that
/// played it, in notation). `result` is White's final score if known (see [`Review::result`]);
/// otherwise the game's own outcome after the last action is used. `progress(done, total)` is
/// called before each action and once at the end.
pub fn review(
    start: &AnyGame,
    moves: &[(Side, String)],
    result: Option<f64>,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    match start {
        AnyGame::Apocalypse(g) => review_in(&**g, moves, result, budget, progress),
        AnyGame::HeavenAndHell(g) => review_in(&**g, moves, result, budget, progress),
        AnyGame::Battlefield(g) => review_in(&**g, moves, result, budget, progress),
        AnyGame::Oracle(g) => review_in(&**g, moves, result, budget, progress),
        AnyGame::ItIsWhatItIs(g) => review_in(&**g, moves, result, budget, progress),
    }
}

/// [`review`] for one variant's state.
pub fn review_in<G: Game>(
    start: &G,
    moves: &[(Side, String)],
    result: Option<f64>,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    let mut game = start.clone();
    let mut moments = Vec::with_capacity(moves.len());
    let mut iterations = 0u64;
    let mut white = 0.5;
    for (i, (side, text)) in moves.iter().enumerate() {
        progress(i, moves.len());
        let replay = |error| ReviewError::Replay {
            number: i + 1,
            action: format!("{side} {text}"),
            error,
        };
        let action = game.parse_action(*side, text).map_err(replay)?;
        let moment = match analyse(&game, *side, &budget.params(G::VARIANT, i)) {
            Ok(analysis) => {
                iterations += u64::from(analysis.iterations);
                judge(&game, &analysis, i, *side, &action)
            }
            // Nothing to judge (cannot happen for a replayed action): the graph stays level.
            Err(_) => unjudged(&game, i, *side, &action, white),
        };
        white = moment.white;
        moments.push(moment);
        game.play(*side, action).map_err(replay)?;
    }
    progress(moves.len(), moves.len());
    let result = result
        .or_else(|| outcome_value(game.outcome().as_ref(), Side::White).map(|v| (v + 1.0) / 2.0));
    Ok(Review {
        variant: G::VARIANT,
        moments,
        result,
        iterations,
    })
}

/// The moment of action `index`, `action` by `side` in `game`, from the search's `analysis`.
fn judge<G: Game>(
    game: &G,
    analysis: &Analysis<G>,
    index: usize,
    side: Side,
    action: &G::Action,
) -> Moment {
    let to_score = |v: f64| ((v + 1.0) / 2.0).clamp(0.0, 1.0);
    let best = &analysis.actions[0];
    let before = to_score(best.value);
    let after = if *action == best.action {
        before
    } else {
        match analysis.actions.iter().find(|s| s.action == *action) {
            Some(s) => to_score(s.value),
            // Not among the actions the search considers (a subset in Heaven and Hell): the
            // evaluation one step later, in the side's determinisation.
            None => {
                let mut after = analysis.state.clone();
                match after.play(side, action.clone()) {
                    Ok(_) => to_score(after.evaluate(side)),
                    Err(_) => before,
                }
            }
        }
    };
    // The most visited action is the preference, not always the highest valued: an action
    // valued above it lost nothing.
    let before = before.max(after);
    let line = line_text(&analysis.state, &analysis.line);
    Moment {
        index,
        side,
        played: game.notation(side, action),
        before,
        after,
        white: if side == Side::White {
            after
        } else {
            1.0 - after
        },
        best: analysis.state.notation(side, &best.action),
        line,
        verdict: Verdict::of((before - after).max(0.0)),
    }
}

/// A moment the search could not judge: no loss, the graph level at `white`.
fn unjudged<G: Game>(game: &G, index: usize, side: Side, action: &G::Action, white: f64) -> Moment {
    let played = game.notation(side, action);
    let mine = if side == Side::White {
        white
    } else {
        1.0 - white
    };
    Moment {
        index,
        side,
        played: played.clone(),
        before: mine,
        after: mine,
        white,
        best: played,
        line: Vec::new(),
        verdict: Verdict::Good,
    }
}

/// The `line` played out on `state`, each step written `Side notation`; stops at the first
/// step the state refuses.
fn line_text<G: Game>(state: &G, line: &[(Side, G::Action)]) -> Vec<String> {
    let mut g = state.clone();
    let mut out = Vec::new();
    for (s, a) in line {
        let text = g.notation(*s, a);
        if g.play(*s, a.clone()).is_err() {
            break;
        }
        out.push(format!("{s} {text}"));
        if g.outcome().is_some() {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_follow_the_thresholds() {
        assert_eq!(Verdict::of(0.0), Verdict::Good);
        assert_eq!(Verdict::of(MISTAKE - 0.001), Verdict::Good);
        assert_eq!(Verdict::of(MISTAKE), Verdict::Mistake);
        assert_eq!(Verdict::of(BLUNDER), Verdict::Blunder);
    }

    /// A game played by the search itself, then reviewed: every action judged, numbers in
    /// range, the preferred action legal where it was judged, the same review twice with a fixed
    /// budget.
    #[test]
    fn a_selfplay_game_is_reviewed_reproducibly() {
        for variant in VariantId::ALL {
            let start = AnyGame::new(variant, 3).expect("variant");
            let mut game = start.clone();
            let mut moves = Vec::new();
            for ply in 0..16u64 {
                let Some(&side) = game.to_act().sides().first() else {
                    break;
                };
                let settings = crate::Settings::fixed(crate::Level::Easy, ply, 30);
                let choice = crate::choose(&game, side, &settings).expect("choice");
                let (text, _) = game.play_text(side, &choice.notation).expect("plays");
                moves.push((side, text));
            }
            let mut calls = 0;
            let budget = Budget::fixed(40);
            let review =
                review(&start, &moves, None, &budget, &mut |_, _| calls += 1).expect("reviews");
            assert_eq!(calls, moves.len() + 1, "{variant}");
            assert_eq!(review.moments.len(), moves.len(), "{variant}");
            for m in &review.moments {
                assert!((0.0..=1.0).contains(&m.before), "{variant} {m:?}");
                assert!((0.0..=1.0).contains(&m.white), "{variant} {m:?}");
                assert!(m.after <= m.before + 1e-9, "{variant} {m:?}");
                assert_eq!(m.played, moves[m.index].1, "{variant}");
            }
            let again = super::review(&start, &moves, None, &budget, &mut |_, _| {});
            assert_eq!(again.expect("reviews"), review, "{variant}");
        }
    }

    #[test]
    fn a_bad_record_is_refused_with_its_number() {
        let start = AnyGame::new(VariantId::Oracle, 1).expect("variant");
        let moves = vec![(Side::White, "zz9".to_string())];
        let err = review(&start, &moves, None, &Budget::fixed(10), &mut |_, _| {}).unwrap_err();
        assert!(err.to_string().starts_with("action 1 (White zz9)"), "{err}");
    }
}
