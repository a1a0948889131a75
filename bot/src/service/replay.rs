//! `/replay`, the **Replay** button and `bot replay`: a finished game as an animated GIF.
//!
//! The frames come from the game's record (what `/export` writes: every action, the seed of a
//! finished game), replayed through the rules from the start: the start position, then the
//! public view after each action — the picture the channel saw, drawn from White throughout so
//! the board does not turn over between frames (the channel's own pictures turn to the side to
//! move). A simultaneous turn is one frame, once it is revealed; a move still waiting for its
//! opponent's is never shown, nor anything only a player's own view holds (Secret Traps, pending
//! moves): every frame is a public view.
//!
//! A game in progress is refused: its end is the moment to watch it again.
//!
//! The file must fit Discord's upload limit with a margin ([`MAX_GIF_BYTES`]): a longer game
//! loses frames, evenly spread, never the first, the last, a capture or a decision, and the
//! message says how many.

use super::describe::{record_result, record_result_words};
use super::{Failure, Names, Result, Service, ServiceError, Target};
use crate::record::Record;
use crate::store::Status;
use crate::words::{variant_name, words, words_with, Arg, Lang};
use render::Speed;
use rules::view::{PanelLine, Tone};
use rules::{AnyGame, BoardView, RuleError, Side, ToAct, Viewer};
use std::fmt;

/// The largest animation the bot posts: Discord's 8 MiB upload limit for bots, less a margin.
pub const MAX_GIF_BYTES: usize = 8_000_000;

/// Why a replay is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayRefusal {
    /// Game `.0` is still being played.
    InProgress(i64),
    /// Game `.0` never started (an open, declined or withdrawn challenge).
    NeverPlayed(i64),
}

/// Why a record cannot be animated: a failure (the record was written by the bot itself), not a
/// refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The variant's start could not be set up from the record's seed.
    Start(RuleError),
    /// Action `number` (from 1) does not replay.
    Action {
        /// Its number in the record.
        number: usize,
        /// Who played it.
        side: Side,
        /// Its text.
        notation: String,
        /// What the rules said.
        error: RuleError,
    },
    /// The replayed game does not end in the record's final position.
    WrongEnd,
    /// Even with every optional frame skipped, the file is over `max_bytes`.
    TooLong {
        /// The game, as records name it.
        game: String,
        /// The limit.
        max_bytes: usize,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Start(error) => write!(f, "the game does not start: {error}"),
            ReplayError::Action {
                number,
                side,
                notation,
                error,
            } => write!(
                f,
                "move {number} ({side} {notation}) does not replay: {error}"
            ),
            ReplayError::WrongEnd => {
                f.write_str("the replayed game does not end in the record's final position")
            }
            ReplayError::TooLong { game, max_bytes } => write!(
                f,
                "{game} is too long to animate within {:.1} MB",
                *max_bytes as f64 / 1e6
            ),
        }
    }
}

impl std::error::Error for ReplayError {}

/// A replay ready to post: the message's text and the animation it carries.
#[derive(Clone, Debug)]
pub struct ReplayPost {
    /// The game.
    pub game_id: i64,
    /// The message's text.
    pub caption: String,
    /// The GIF's description for screen readers (the attachment's alt text).
    pub alt: String,
    /// The animation.
    pub animation: Animation,
}

/// A finished game's record, ready to animate ([`animate`], on the blocking pool).
#[derive(Clone, Debug, PartialEq)]
struct ReplayPlan {
    /// The record (players named by mention until the caller writes their names).
    pub record: Record,
    /// White's user.
    pub white: u64,
    /// Black's user.
    pub black: u64,
    /// The final board the channel saw. It differs from the replayed record's last position
    /// only when the game ended with a simultaneous move submitted and not yet revealed: the
    /// record leaves the move out, while the channel's board said that it was in.
    pub final_view: BoardView,
    /// The channel's language, which the post speaks.
    pub lang: Lang,
}

/// One picture of the replay and whether it must be kept when frames are skipped.
#[derive(Clone, Debug)]
struct Still {
    view: BoardView,
    keep: bool,
}

/// A drawn replay.
#[derive(Clone, Debug)]
pub struct Animation {
    /// The GIF.
    pub gif: Vec<u8>,
    /// Frames in the file.
    pub frames: usize,
    /// Frames of the whole game (the start and one per action or revealed turn).
    pub positions: usize,
}

impl Animation {
    /// Frames left out to fit the size limit.
    pub fn skipped(&self) -> usize {
        self.positions - self.frames
    }

    /// The file name for game `game`.
    pub fn file_name(game: i64) -> String {
        format!("game-{game}.gif")
    }
}

impl Service {
    /// The finished game `target` points at (or the channel's last game) as an animated GIF at
    /// `speed`, its players called by `names`, with the message that goes with it. A game in
    /// progress, or a challenge, is refused. The drawing runs on the blocking pool.
    pub async fn replay(
        &self,
        target: &Target,
        user: u64,
        speed: Speed,
        names: &impl Names,
    ) -> Result<ReplayPost> {
        let budget = crate::store::INTERACTION_BUDGET;
        let mut plan = super::within_budget(budget, self.replay_plan(target, user)).await?;
        plan.record.white = names.name(plan.white).await;
        plan.record.black = names.name(plan.black).await;
        let game_id = plan.record.game;
        let (record, last, lang) = (plan.record, plan.final_view, plan.lang);
        let (record, drawn) = tokio::task::spawn_blocking(move || {
            let drawn = animate(&record, Some(&last), speed, MAX_GIF_BYTES, lang);
            (record, drawn)
        })
        .await
        .map_err(|e| ServiceError::Internal(Failure::Task(e.to_string())))?;
        let animation = drawn.map_err(|error| {
            ServiceError::Internal(Failure::Replay {
                game: game_id,
                error,
            })
        })?;
        Ok(ReplayPost {
            game_id,
            caption: caption(&record, &animation, speed, lang),
            alt: alt_text(&record, animation.frames, lang),
            animation,
        })
    }

    /// The record of the finished game `target` points at, to animate.
    async fn replay_plan(&self, target: &Target, user: u64) -> Result<ReplayPlan> {
        let loaded = self.resolve_any(target, user).await?;
        match loaded.row.status() {
            Status::Finished => {}
            Status::Active => return Err(ReplayRefusal::InProgress(loaded.row.id).into()),
            _ => return Err(ReplayRefusal::NeverPlayed(loaded.row.id).into()),
        }
        let exported = self.export(&Target::game(loaded.row.id), user).await?;
        let guild = loaded.row.guild_id.map(crate::store::from_db);
        Ok(ReplayPlan {
            record: exported.record,
            white: exported.white,
            black: exported.black,
            final_view: loaded.game.public_view(),
            lang: self.server_lang(guild).await,
        })
    }
}

/// The public pictures of `record`'s game: the start, then one after each action (a
/// simultaneous turn once both moves are in), `final_view` if it is not the last of them, and,
/// once the game has a result, the final board saying how it ended; each marked to keep if it
/// is the first, one of the last two, a capture or a decision. Errors say which
/// action does not replay.
fn stills(
    record: &Record,
    final_view: Option<&BoardView>,
    lang: Lang,
) -> std::result::Result<Vec<Still>, ReplayError> {
    let mut game =
        AnyGame::new(record.variant, record.seed.unwrap_or(1)).map_err(ReplayError::Start)?;
    let from_white = Viewer::PublicFrom(Side::White);
    let first = game.view(from_white);
    let mut pieces = piece_count(&first);
    let mut out = vec![Still {
        view: first,
        keep: true,
    }];
    for (i, (side, notation)) in record.moves.iter().enumerate() {
        let decision = matches!(game.to_act(), ToAct::Decision { .. });
        game.play_text(*side, notation)
            .map_err(|error| ReplayError::Action {
                number: i + 1,
                side: *side,
                notation: notation.clone(),
                error,
            })?;
        // Half of a simultaneous turn: the channel saw no move, and the move is secret.
        if matches!(game.to_act(), ToAct::Simultaneous(ref waiting) if waiting.len() == 1) {
            continue;
        }
        let view = game.view(from_white);
        let now = piece_count(&view);
        out.push(Still {
            keep: decision || now < pieces,
            view,
        });
        pieces = now;
    }
    if let Some(view) = final_view.filter(|v| out.last().is_some_and(|s| s.view != **v)) {
        out.push(Still {
            view: view.clone(),
            keep: true,
        });
    }
    if let Some(last) = out.last_mut() {
        last.keep = true;
    }
    if let Some(end) = out
        .last()
        .and_then(|last| result_frame(record, &last.view, lang))
    {
        out.push(Still {
            view: end,
            keep: true,
        });
    }
    // (A game ended outside the rules may hold a submitted move the record leaves out.)
    if let (Some(expected), Some(_)) = (&record.final_position, game.outcome()) {
        if game.position().trim() != expected.trim() {
            return Err(ReplayError::WrongEnd);
        }
    }
    Ok(out)
}

/// The frame a finished game's replay ends on: the final board, its panel saying only how the
/// game ended ("White resigned; Black wins"): the board alone still says whose turn it was when
/// a game was resigned, agreed drawn or lost on time. `None` for a record with no result.
fn result_frame(record: &Record, last: &BoardView, lang: Lang) -> Option<BoardView> {
    let words = record_result_words(lang, record)?;
    let mut view = last.clone();
    let mut line = PanelLine::strong(words);
    line.tone = Tone::Warn;
    view.panel = vec![line];
    Some(view)
}

/// Pieces on the boards of `view`.
fn piece_count(view: &BoardView) -> usize {
    view.boards
        .iter()
        .flat_map(|b| &b.cells)
        .filter(|c| c.piece.is_some())
        .count()
}

/// Which of `stills` to draw so that about `budget` frames remain: every one marked to keep,
/// and the others evenly spread.
fn pick(stills: &[Still], budget: usize) -> Vec<usize> {
    let optional: Vec<usize> = (0..stills.len()).filter(|&i| !stills[i].keep).collect();
    let room = budget.saturating_sub(stills.len() - optional.len());
    let mut chosen: Vec<usize> = (0..stills.len()).filter(|&i| stills[i].keep).collect();
    if room > 0 && !optional.is_empty() {
        let step = optional.len() as f64 / room.min(optional.len()) as f64;
        let mut at = step / 2.0;
        while (at as usize) < optional.len() {
            chosen.push(optional[at as usize]);
            at += step;
        }
    }
    chosen.sort_unstable();
    chosen.dedup();
    chosen
}

/// Draws `record`'s finished game as an animated GIF at `speed`, within `max_bytes`: a longer
/// one loses frames evenly (never the first, the last, a capture or a decision). `final_view`,
/// the channel's last board when known, ends it. CPU work: run it on the blocking pool.
pub fn animate(
    record: &Record,
    final_view: Option<&BoardView>,
    speed: Speed,
    max_bytes: usize,
    lang: Lang,
) -> std::result::Result<Animation, ReplayError> {
    let mut stills = stills(record, final_view, lang)?;
    for still in &mut stills {
        crate::words::translate_view(lang, &mut still.view);
    }
    let positions = stills.len();
    let mut chosen: Vec<usize> = (0..positions).collect();
    let mut gif = Vec::new();
    // Each try scales the frame count by how far over the limit the last one was.
    for _ in 0..5 {
        let views: Vec<BoardView> = chosen.iter().map(|&i| stills[i].view.clone()).collect();
        gif = render::render_gif(&views, speed);
        if gif.len() <= max_bytes {
            break;
        }
        let scale = max_bytes as f64 / gif.len() as f64 * 0.9;
        let budget = ((chosen.len() as f64) * scale) as usize;
        let fewer = pick(&stills, budget.max(2));
        if fewer.len() >= chosen.len() {
            break;
        }
        chosen = fewer;
    }
    if gif.len() > max_bytes {
        return Err(ReplayError::TooLong {
            game: record.game_name(),
            max_bytes,
        });
    }
    Ok(Animation {
        gif,
        frames: chosen.len(),
        positions,
    })
}

/// The replay's description for those who cannot see it (its `frames` and how the game
/// ended), in `lang`.
pub fn alt_text(record: &Record, frames: usize, lang: Lang) -> String {
    let result =
        record_result_words(lang, record).unwrap_or_else(|| words(lang, "replay-unfinished"));
    words_with(
        lang,
        "replay-alt",
        &[
            ("game", game_words(record, lang).into()),
            ("variant", variant_name(lang, record.variant).into()),
            ("white", record.white.clone().into()),
            ("black", record.black.clone().into()),
            ("frames", Arg::Number(frames as i64)),
            ("result", result.into()),
        ],
    )
}

/// "game #12" (or the local game, which has no number) in `lang`.
fn game_words(record: &Record, lang: Lang) -> String {
    if record.game == 0 {
        words(lang, "replay-local-game")
    } else {
        words_with(
            lang,
            "replay-game",
            &[("game", record.game.to_string().into())],
        )
    }
}

/// The message that goes with a replay of game `game`, in `lang`.
pub fn caption(record: &Record, animation: &Animation, speed: Speed, lang: Lang) -> String {
    let mut text = words_with(
        lang,
        "replay-caption",
        &[
            ("variant", variant_name(lang, record.variant).into()),
            ("game", game_words(record, lang).into()),
            ("white", record.white.clone().into()),
            ("black", record.black.clone().into()),
            (
                "speed",
                words(lang, &format!("replay-speed-{}", speed.name())).into(),
            ),
        ],
    );
    if let Some(result) = record_result(lang, record) {
        text.push(' ');
        text.push_str(&words_with(
            lang,
            "replay-caption-result",
            &[("result", result.into())],
        ));
    }
    if animation.skipped() > 0 {
        text.push('\n');
        text.push_str(&words_with(
            lang,
            "replay-caption-skipped",
            &[
                ("frames", Arg::Number(animation.frames as i64)),
                ("positions", Arg::Number(animation.positions as i64)),
            ],
        ));
    }
    text
}

impl ReplayRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let (key, game) = match self {
            ReplayRefusal::InProgress(game) => ("replay-in-progress", game),
            ReplayRefusal::NeverPlayed(game) => ("replay-never-played", game),
        };
        words_with(lang, key, &[("game", game.to_string().into())])
    }
}

impl fmt::Display for ReplayRefusal {
    /// The refusal in English (for the log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl From<ReplayRefusal> for ServiceError {
    fn from(e: ReplayRefusal) -> Self {
        ServiceError::Replay(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn still(keep: bool) -> Still {
        Still {
            view: BoardView::default(),
            keep,
        }
    }

    /// A game of Oracle Chess of up to 60 actions (White's first legal action each time,
    /// Black's last), as the record of a finished game.
    fn finished_record() -> Record {
        let mut game = AnyGame::new(rules::VariantId::Oracle, 1).unwrap();
        let mut moves = Vec::new();
        while game.outcome().is_none() && moves.len() < 60 {
            let side = match game.to_act() {
                ToAct::Side(s) | ToAct::Decision { side: s, .. } => s,
                _ => break,
            };
            let legal = game.legal(side);
            let pick = if side == Side::White {
                0
            } else {
                legal.len() - 1
            };
            let (notation, _) = game.play_text(side, &legal[pick].notation).unwrap();
            moves.push((side, notation));
        }
        Record {
            variant: rules::VariantId::Oracle,
            game: 7,
            date: "2026-11-27".into(),
            rated: Some(true),
            white: "alice".into(),
            black: "bob".into(),
            result: Some("Black wins: White resigned".into()),
            seed: None,
            moves,
            outcome: None,
            final_position: None,
        }
    }

    #[test]
    fn a_long_game_skips_frames_to_fit_and_says_so() {
        let record = finished_record();
        let whole = animate(&record, None, Speed::Normal, MAX_GIF_BYTES, Lang::En).unwrap();
        assert_eq!(
            whole.frames,
            record.moves.len() + 2,
            "the start, each action, the result"
        );
        assert_eq!(whole.skipped(), 0);
        let caption_whole = caption(&record, &whole, Speed::Normal, Lang::En);
        assert!(
            !caption_whole.contains("positions are shown"),
            "{caption_whole}"
        );

        let limit = whole.gif.len() * 4 / 5;
        let fitted = animate(&record, None, Speed::Fast, limit, Lang::En).unwrap();
        assert!(fitted.gif.len() <= limit);
        assert!(fitted.skipped() > 0 && fitted.frames >= 2);
        let decoded = render::decode_gif(&fitted.gif).unwrap();
        assert_eq!(decoded.frames.len(), fitted.frames);
        let wanted = render::decode_gif(&whole.gif).unwrap();
        assert!(
            decoded.frames[0] == wanted.frames[0],
            "the first frame kept"
        );
        assert!(
            decoded.frames.last() == wanted.frames.last(),
            "the last frame kept"
        );
        let text = caption(&record, &fitted, Speed::Fast, Lang::En);
        assert!(text.contains("positions are shown"), "{text}");
        assert!(text.contains("fast speed"), "{text}");
        // In a German channel, the caption and the description are German.
        let german = caption(&record, &fitted, Speed::Fast, Lang::De);
        let skipped = words_with(
            Lang::De,
            "replay-caption-skipped",
            &[
                ("frames", Arg::Number(fitted.frames as i64)),
                ("positions", Arg::Number(fitted.positions as i64)),
            ],
        );
        assert!(german.contains(&skipped), "{german}");
        assert!(
            german.contains(&words(Lang::De, "replay-speed-fast")),
            "{german}"
        );
        let alt = alt_text(&record, fitted.frames, Lang::De);
        assert!(
            alt.contains(&record.white) && alt != alt_text(&record, fitted.frames, Lang::En),
            "{alt}"
        );
        assert!(
            animate(&record, None, Speed::Normal, 1_000, Lang::En).is_err(),
            "too long to fit"
        );
    }

    /// Issue 35: whatever ended the game, the replay's last frame says so, and the GIF shows it.
    #[test]
    fn a_replay_ends_on_a_frame_that_states_the_result() {
        for (result, words) in [
            ("Black wins: White resigned", "White resigned; Black wins"),
            ("Draw: agreed by both players", "Drawn by agreement"),
            ("Black wins: on time", "White ran out of time; Black wins"),
        ] {
            let record = Record {
                result: Some(result.into()),
                ..finished_record()
            };
            let all = stills(&record, None, Lang::En).unwrap();
            let (end, before) = (&all[all.len() - 1], &all[all.len() - 2]);
            assert!(end.keep && before.keep);
            let panel: Vec<&str> = end.view.panel.iter().map(|l| l.text.as_str()).collect();
            assert_eq!(panel, [words], "{result}");
            assert!(
                !before.view.panel.iter().any(|l| l.text.contains(words)),
                "the board before it does not say it"
            );
            assert_eq!(end.view.boards, before.view.boards, "the final board");
            let drawn = animate(&record, None, Speed::Fast, MAX_GIF_BYTES, Lang::En).unwrap();
            let alt = alt_text(&record, drawn.frames, Lang::En);
            assert!(alt.contains(words), "{alt}");
            let gif = render::decode_gif(&drawn.gif).unwrap();
            let n = gif.frames.len();
            assert!(
                gif.frames[n - 1] != gif.frames[n - 2],
                "the last frame changes"
            );
        }
        // Where the record was made from the game, the result speaks the reader's language.
        let record = Record {
            result: Some("Black wins: White resigned".into()),
            outcome: Some(rules::Outcome::win(
                Side::Black,
                rules::Ending::Resigned { side: Side::White },
            )),
            ..finished_record()
        };
        let all = stills(&record, None, Lang::De).unwrap();
        let panel: Vec<&str> = all[all.len() - 1]
            .view
            .panel
            .iter()
            .map(|l| l.text.as_str())
            .collect();
        assert_eq!(panel, ["Weiß hat aufgegeben; Schwarz gewinnt"]);
        assert!(alt_text(&record, 3, Lang::De).contains("Weiß hat aufgegeben"));
        // A game in progress has no result to show.
        let unfinished = Record {
            result: None,
            ..finished_record()
        };
        let all = stills(&unfinished, None, Lang::En).unwrap();
        assert_eq!(all.len(), unfinished.moves.len() + 1);
    }

    #[test]
    fn picking_keeps_the_marked_frames_and_spreads_the_rest() {
        let mut stills: Vec<Still> = (0..100).map(|_| still(false)).collect();
        stills[0].keep = true;
        stills[99].keep = true;
        stills[40].keep = true;
        let chosen = pick(&stills, 23);
        assert!(chosen.contains(&0) && chosen.contains(&99) && chosen.contains(&40));
        assert!((20..=24).contains(&chosen.len()), "{}", chosen.len());
        let gaps: Vec<usize> = chosen.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(gaps.iter().all(|&g| g <= 8), "evenly spread: {gaps:?}");
        // A budget below the marked frames keeps just those.
        assert_eq!(pick(&stills, 1), vec![0, 40, 99]);
    }
}
