//! `/review`: the computer's review of a finished game: every action judged by the `ai` search
//! from what its player could know then ([`ai::review`]), the mistakes and blunders counted, the
//! worst moments with the action the search preferred and its line, and the evaluation graph.
//!
//! Only finished games are reviewed, so nothing secret leaks and nobody gets help during a game.
//! A review is searched once (on a blocking thread, by the caller) and stored: asking again
//! answers at once. `bot review RECORD` reviews an exported record the same way.

use super::describe::{record_result, record_result_words};
use super::errors::side_words;
use super::{Failure, Result, Service, ServiceError, Target};
use crate::record::Record;
pub use crate::store::ReviewPost;
use crate::store::{to_db, Status};
use crate::words::{words, words_with, Arg, Lang};
use ai::review::{Budget, Moment, Review, ReviewError, Verdict};
use rules::{AnyGame, BoardView, Side, VariantId, Viewer};
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering};
use std::sync::Arc;

/// The file name of the evaluation graph (`bot review --out DIR` writes `DIR/review.png`).
pub const REVIEW_FILE: &str = "review.png";

/// How many worst moments of each player the summary lists (and the buttons show).
const WORST: usize = 3;

/// How far a review's search has got, for the one waiting for it: set by
/// [`Service::review`] from the blocking thread that searches, read by whoever shows progress.
#[derive(Debug, Default)]
pub struct ReviewProgress {
    searching: AtomicBool,
    game: AtomicI64,
    percent: AtomicUsize,
}

impl ReviewProgress {
    /// The game being searched (0 until the search starts).
    pub fn game(&self) -> i64 {
        self.game.load(Ordering::Relaxed)
    }

    /// Whether the computer is searching (the review was not stored yet).
    pub fn searching(&self) -> bool {
        self.searching.load(Ordering::Relaxed)
    }

    /// How much of the game it has gone through, from 0 to 100.
    pub fn percent(&self) -> usize {
        self.percent.load(Ordering::Relaxed)
    }
}

/// A game to review: its record (as `/export` makes it) and the stored review, if any.
#[derive(Clone, Debug, PartialEq)]
struct ReviewJob {
    /// The game.
    pub game_id: i64,
    /// How messages name the game ("**Oracle Chess**, game #12: <@1> (White) vs <@2> (Black)").
    pub heading: String,
    /// Its record, every action with its side.
    pub record: Record,
    /// The stored review, if the game was reviewed before.
    pub stored: Option<Review>,
}

/// A review, in words and numbers, ready to post.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewReport {
    /// The game reviewed (0: a local game's record).
    pub game_id: i64,
    /// The public summary.
    pub text: String,
    /// The evaluation graph to draw.
    pub graph: render::Graph,
    /// The graph's description, for screen readers.
    pub alt: String,
    /// The marked moments, in game order: (action index, button label).
    pub moments: Vec<(usize, String)>,
}

impl Service {
    /// The computer's review of the finished game `target` points at (or the channel's last
    /// game), ready to post. A game in progress is refused. The first review of a game is
    /// searched on the blocking pool (reporting through `progress`) and stored; later ones are
    /// read back at once.
    pub async fn review(
        &self,
        target: &Target,
        user: u64,
        progress: Arc<ReviewProgress>,
        lang: Lang,
    ) -> Result<ReviewReport> {
        let budget = crate::store::INTERACTION_BUDGET;
        let job = super::within_budget(budget, self.review_job(target, user, lang)).await?;
        let review = match job.stored {
            Some(review) => review,
            None => {
                let id = job.game_id;
                progress.game.store(id, Ordering::Relaxed);
                progress.searching.store(true, Ordering::Relaxed);
                let record = job.record.clone();
                let searched = tokio::task::spawn_blocking(move || {
                    review_record(&record, &mut |done, total| {
                        let pct = done * 100 / total.max(1);
                        progress.percent.store(pct, Ordering::Relaxed);
                    })
                })
                .await
                .map_err(|e| ServiceError::Internal(Failure::Task(e.to_string())))?;
                let review = searched
                    .map_err(|error| ServiceError::Internal(Failure::Review { game: id, error }))?;
                // Stored so the next review answers at once; if the store does not take it now,
                // this one is still posted and a later one searches again.
                if let Err(e) = super::within_budget(budget, self.save_review(id, &review)).await {
                    tracing::warn!(game = id, error = %e, "could not store a review");
                }
                review
            }
        };
        Ok(summary(&job.heading, &job.record, &review, lang))
    }

    /// The game `target` points at (or the channel's last game), if it is finished: its record
    /// and its stored review. A game in progress is refused.
    async fn review_job(&self, target: &Target, user: u64, lang: Lang) -> Result<ReviewJob> {
        let loaded = self.resolve_any(target, user).await?;
        match loaded.row.status() {
            Status::Finished => {}
            Status::Challenge | Status::Declined | Status::Cancelled => {
                return Err(ServiceError::NotStarted(loaded.row.id))
            }
            Status::Active => return Err(ReviewRefusal::InProgress(loaded.row.id).into()),
        }
        let exported = self
            .export(&super::Target::game(loaded.row.id), user)
            .await?;
        let stored = match self.store.review(loaded.row.id).await? {
            Some(json) => serde_json::from_str(&json).ok(),
            None => None,
        };
        Ok(ReviewJob {
            game_id: loaded.row.id,
            heading: loaded.heading_in(lang),
            record: exported.record,
            stored,
        })
    }

    /// Claims the public post of game `game_id`'s review in channel `channel_id`, or says
    /// where it is: a review is posted once per game and channel.
    pub async fn claim_review_post(&self, game_id: i64, channel_id: u64) -> Result<ReviewPost> {
        let now = self.clock.now();
        Ok(self
            .store
            .claim_review_post(game_id, to_db(channel_id), now)
            .await?)
    }

    /// Records the review post a [`ReviewPost::Claimed`] call made (`Some`), or releases its
    /// claim if posting failed (`None`).
    pub async fn settle_review_post(
        &self,
        game_id: i64,
        channel_id: u64,
        message_id: Option<u64>,
    ) -> Result<()> {
        self.store
            .settle_review_post(game_id, to_db(channel_id), message_id.map(to_db))
            .await?;
        Ok(())
    }

    /// Keeps `review` as game `game_id`'s review.
    async fn save_review(&self, game_id: i64, review: &Review) -> Result<()> {
        let json = serde_json::to_string(review)
            .map_err(|e| ServiceError::Internal(Failure::Encoding(e.to_string())))?;
        self.store
            .save_review(game_id, &json, self.clock.now())
            .await?;
        Ok(())
    }

    /// The public board just before marked action `index` of finished game `game_id`, and
    /// what the review says of it: for the buttons under a review, shown privately.
    pub async fn review_moment(
        &self,
        game_id: i64,
        index: usize,
        user: u64,
        lang: Lang,
    ) -> Result<(String, BoardView)> {
        let job = self.review_job(&Target::game(game_id), user, lang).await?;
        let missing = || {
            ServiceError::from(ReviewRefusal::NoSuchMoment {
                game: game_id,
                index,
            })
        };
        let review = job.stored.ok_or_else(missing)?;
        let moment = review.moments.get(index).ok_or_else(missing)?;
        let failed = |error| {
            ServiceError::Internal(Failure::Review {
                game: game_id,
                error,
            })
        };
        let mut game = start_of(&job.record).map_err(failed)?;
        for (i, (side, text)) in job.record.moves.iter().enumerate().take(index) {
            game.play_text(*side, text).map_err(|error| {
                failed(ReviewError::Replay {
                    number: i + 1,
                    action: text.clone(),
                    error,
                })
            })?;
        }
        let text = words_with(
            lang,
            "review-moment-board",
            &[
                ("game", game_id.to_string().into()),
                ("number", moment.number().to_string().into()),
                ("moment", moment_line(moment, lang).into()),
            ],
        );
        let mut view = game.view(Viewer::Public);
        crate::words::translate_view(lang, &mut view);
        Ok((text, view))
    }
}

/// The game a record starts from: the variant's start with the record's seed (any seed for a
/// variant that never draws at random).
fn start_of(record: &Record) -> std::result::Result<AnyGame, ReviewError> {
    AnyGame::new(record.variant, record.seed.unwrap_or(1)).map_err(ReviewError::Start)
}

/// White's final score (1, ½ or 0) from a record's result text ("White wins: …", "Draw: …").
fn white_score(result: Option<&str>) -> Option<f64> {
    let r = result?;
    if r.starts_with("White wins") {
        Some(1.0)
    } else if r.starts_with("Black wins") {
        Some(0.0)
    } else if r.starts_with("Draw") {
        Some(0.5)
    } else {
        None
    }
}

/// Reviews a finished game's `record` at the variant's review budget. CPU work: call it on a
/// blocking thread. `progress(done, total)` is called before each action and at the end.
pub fn review_record(
    record: &Record,
    progress: &mut dyn FnMut(usize, usize),
) -> std::result::Result<Review, ReviewError> {
    let start = start_of(record)?;
    let budget = Budget::of(record.variant);
    ai::review::review(
        &start,
        &record.moves,
        white_score(record.result.as_deref()),
        &budget,
        progress,
    )
}

/// Percent of an expected score.
fn pct(score: f64) -> String {
    format!("{:.0}%", score * 100.0)
}

/// "7. White d2d4, a blunder (expected score 62% → 21%); the computer preferred c1c3: White
/// c1c3, Black a7a6".
fn moment_line(m: &Moment, lang: Lang) -> String {
    let what = words(
        lang,
        match m.verdict {
            Verdict::Blunder => "review-verdict-blunder",
            Verdict::Mistake => "review-verdict-mistake",
            Verdict::Good => "review-verdict-good",
        },
    );
    let mut line = words_with(
        lang,
        "review-moment",
        &[
            ("number", m.number().to_string().into()),
            ("side", side_words(lang, m.side).into()),
            ("played", m.played.as_str().into()),
            ("verdict", what.into()),
            ("before", pct(m.before).into()),
            ("after", pct(m.after).into()),
        ],
    );
    if m.best != m.played {
        line.push_str(&words_with(
            lang,
            "review-preferred",
            &[("best", m.best.as_str().into())],
        ));
        if m.line.len() > 1 {
            line.push_str(&format!(": {}", m.line.join(", ")));
        }
    }
    line
}

/// "1 mistake, 0 blunders": `side`'s marks, counted.
fn counts(lang: Lang, mistakes: usize, blunders: usize) -> String {
    words_with(
        lang,
        "review-counts",
        &[
            ("mistakes", Arg::Number(mistakes as i64)),
            ("blunders", Arg::Number(blunders as i64)),
        ],
    )
}

/// `side`'s worst moments: their actions that lost the most (the mistakes and blunders first),
/// at most [`WORST`], only those that lost anything.
fn worst(review: &Review, side: Side) -> Vec<&Moment> {
    let mut all: Vec<&Moment> = review
        .moments
        .iter()
        .filter(|m| m.side == side && m.loss() > 0.005)
        .collect();
    all.sort_by(|a, b| {
        b.loss()
            .partial_cmp(&a.loss())
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.index.cmp(&b.index))
    });
    all.truncate(WORST);
    all
}

/// The review of a game in words, with its graph and marked moments, in `lang` (the result
/// too, where the record was made from the game: a record read from its text keeps its
/// English).
pub fn summary(heading: &str, record: &Record, review: &Review, lang: Lang) -> ReviewReport {
    let side = |s: Side| -> Arg { side_words(lang, s).into() };
    let mut lines = vec![words_with(
        lang,
        "review-heading",
        &[("heading", heading.into())],
    )];
    if let Some(result) = record_result(lang, record) {
        lines.push(words_with(
            lang,
            "review-result",
            &[("result", result.into())],
        ));
    }
    if record.variant == VariantId::ItIsWhatItIs {
        lines.push(words(lang, "review-forced-win"));
    }
    for s in Side::BOTH {
        let (m, b) = (
            review.count(s, Verdict::Mistake),
            review.count(s, Verdict::Blunder),
        );
        lines.push(words_with(
            lang,
            "review-side-counts",
            &[("side", side(s)), ("counts", counts(lang, m, b).into())],
        ));
    }
    let mut marked: Vec<&Moment> = Vec::new();
    for s in Side::BOTH {
        let worst = worst(review, s);
        if worst.is_empty() {
            lines.push(words_with(lang, "review-side-clean", &[("side", side(s))]));
            continue;
        }
        lines.push(words_with(lang, "review-side-worst", &[("side", side(s))]));
        for m in &worst {
            lines.push(format!("• {}", moment_line(m, lang)));
        }
        marked.extend(worst);
    }
    lines.push(words_with(
        lang,
        "review-footer",
        &[
            ("mistake", pct(ai::review::MISTAKE).into()),
            ("blunder", pct(ai::review::BLUNDER).into()),
        ],
    ));
    marked.sort_by_key(|m| m.index);
    let (graph, alt) = graph(heading_plain(record, lang), record, review, lang);
    ReviewReport {
        game_id: record.game,
        text: lines.join("\n"),
        graph,
        alt,
        moments: marked
            .iter()
            .map(|m| {
                let label = format!("{}. {} {}", m.number(), side_words(lang, m.side), m.played);
                (m.index, label)
            })
            .collect(),
    }
}

/// "Game #12 · Oracle Chess" (or "Local game · Oracle Chess"): the graph's title (no mentions
/// in a picture).
fn heading_plain(record: &Record, lang: Lang) -> String {
    let variant = crate::words::variant_name(lang, record.variant).into();
    match record.game {
        0 => words_with(lang, "review-graph-title-local", &[("variant", variant)]),
        n => words_with(
            lang,
            "review-graph-title",
            &[("game", n.to_string().into()), ("variant", variant)],
        ),
    }
}

/// The evaluation graph of `review` (of `record`'s game) and its description: each side's
/// marks in its colour, the curve ending at the result when there is one (a resigned game ends
/// on the winner's side), the result written there.
fn graph(title: String, record: &Record, review: &Review, lang: Lang) -> (render::Graph, String) {
    let marks: Vec<(usize, Side, render::Mark)> = review
        .moments
        .iter()
        .filter_map(|m| match m.verdict {
            Verdict::Mistake => Some((m.index, m.side, render::Mark::Mistake)),
            Verdict::Blunder => Some((m.index, m.side, render::Mark::Blunder)),
            Verdict::Good => None,
        })
        .collect();
    let result = record_result_words(lang, record).or_else(|| {
        review.result.map(|w| {
            words(
                lang,
                if w > 0.75 {
                    "review-white-wins"
                } else if w < 0.25 {
                    "review-black-wins"
                } else {
                    "review-draw"
                },
            )
        })
    });
    // The final score: the review's, else the record's (a review stored without it).
    let end = review
        .result
        .or_else(|| white_score(record.result.as_deref()));
    let last = end
        .or(review.moments.last().map(|m| m.white))
        .unwrap_or(0.5);
    let count = |side: Side, mark: render::Mark| {
        marks
            .iter()
            .filter(|(_, s, k)| *s == side && *k == mark)
            .count()
    };
    let marked: Vec<String> = Side::BOTH
        .into_iter()
        .map(|side| {
            let mistakes = count(side, render::Mark::Mistake);
            let blunders = count(side, render::Mark::Blunder);
            format!(
                "{}: {}",
                side_words(lang, side),
                counts(lang, mistakes, blunders)
            )
        })
        .collect();
    let actions = words_with(
        lang,
        "review-graph-actions",
        &[("count", Arg::Number(review.moments.len() as i64))],
    );
    let alt = words_with(
        lang,
        "review-graph-alt",
        &[
            ("title", title.as_str().into()),
            ("actions", actions.as_str().into()),
            ("end", pct(last).into()),
            (
                "result",
                result
                    .as_deref()
                    .map(|r| format!(" ({r})"))
                    .unwrap_or_default()
                    .into(),
            ),
            ("marked", marked.join("; ").into()),
        ],
    );
    let words = render::GraphWords {
        axis: words(lang, "review-graph-axis"),
        actions,
        marks: [
            "review-graph-white-mistake",
            "review-graph-white-blunder",
            "review-graph-black-mistake",
            "review-graph-black-blunder",
        ]
        .map(|key| words(lang, key)),
    };
    let graph = render::Graph {
        title,
        points: review.moments.iter().map(|m| m.white).collect(),
        marks,
        end,
        result,
        words,
    };
    (graph, alt)
}

/// Why a game cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewRefusal {
    /// Game `.0` is still in progress: only finished games are reviewed, so no secret leaks.
    InProgress(i64),
    /// No marked moment `index` in game `game`'s review (a button from another review).
    NoSuchMoment {
        /// The game.
        game: i64,
        /// The action's index.
        index: usize,
    },
}

impl fmt::Display for ReviewRefusal {
    /// The refusal in English (for the log), as `locales/en/errors.ftl` words it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl ReviewRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            ReviewRefusal::InProgress(game) => words_with(
                lang,
                "review-in-progress",
                &[("game", game.to_string().into())],
            ),
            ReviewRefusal::NoSuchMoment { game, index } => words_with(
                lang,
                "review-no-such-moment",
                &[
                    ("game", game.to_string().into()),
                    ("number", (index + 1).to_string().into()),
                ],
            ),
        }
    }
}

impl From<ReviewRefusal> for ServiceError {
    fn from(why: ReviewRefusal) -> ServiceError {
        ServiceError::Review(why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A review of a level game of Oracle Chess that White resigned, White having made a
    /// mistake and Black a blunder.
    fn resigned_review() -> (Record, Review) {
        let moment = |index: usize, side: Side, verdict: Verdict| Moment {
            index,
            side,
            played: "a1a2".into(),
            before: 0.5,
            after: 0.5,
            white: 0.5,
            best: "a1a2".into(),
            line: Vec::new(),
            verdict,
        };
        let record = Record {
            variant: VariantId::Oracle,
            game: 9,
            date: "2026-11-28".into(),
            rated: Some(true),
            white: "alice".into(),
            black: "bob".into(),
            result: Some("Black wins: White resigned".into()),
            seed: None,
            moves: Vec::new(),
            outcome: None,
            final_position: None,
        };
        let review = Review {
            variant: VariantId::Oracle,
            moments: vec![
                moment(0, Side::White, Verdict::Mistake),
                moment(1, Side::Black, Verdict::Blunder),
                moment(2, Side::White, Verdict::Good),
            ],
            result: white_score(record.result.as_deref()),
            iterations: 0,
        };
        (record, review)
    }

    /// Issue 35: the graph ends where the game did, says how, and tells the sides' marks apart.
    #[test]
    fn a_resigned_games_graph_ends_on_the_winners_side_and_says_how() {
        let (record, review) = resigned_review();
        let report = summary("game #9", &record, &review, Lang::En);
        let graph = &report.graph;
        assert_eq!(graph.points, vec![0.5; 3], "level until the resignation");
        assert_eq!(graph.end, Some(0.0), "ends on Black's side");
        assert_eq!(graph.result.as_deref(), Some("White resigned; Black wins"));
        assert_eq!(
            graph.marks,
            vec![
                (0, Side::White, render::Mark::Mistake),
                (1, Side::Black, render::Mark::Blunder)
            ]
        );
        assert!(
            report.alt.contains("ending at 0%")
                && report.alt.contains("White resigned; Black wins")
                && report.alt.contains("White: 1 mistake, 0 blunders")
                && report.alt.contains("Black: 0 mistakes, 1 blunder"),
            "{}",
            report.alt
        );
    }

    #[test]
    fn results_read_as_white_scores() {
        assert_eq!(white_score(Some("White wins: mate")), Some(1.0));
        assert_eq!(white_score(Some("Black wins: White resigns")), Some(0.0));
        assert_eq!(white_score(Some("Draw: agreed")), Some(0.5));
        assert_eq!(white_score(None), None);
    }
}
