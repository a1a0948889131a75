//! `/puzzle`: positions from real games where one action is clearly best. The puzzles are data
//! (the `learn` crate); this picks the one a player gets (the unanswered one nearest their level,
//! or the server's daily puzzle), keeps it open so `/move` can answer it, judges the answer
//! through the rules, records the first answer to each puzzle and counts the player's record.
//! Nothing here touches games, ratings or channels: a puzzle is private to its solver, and no
//! puzzle holds a secret (the generator keeps none), so its board is the solver's own view.

use super::errors::side_words;
use super::moves::MAX_ACTION_TEXT;
use super::TextKind;
use super::{bounded, Failure, Result, Service, ServiceError, Target, Update};
use crate::store::{to_db, OpenPuzzle};
use crate::text::clip;
use crate::words::{rule_error, words, words_with, Arg, Lang};
use learn::Puzzle;
use rules::RuleError;
use rules::{ActionChoice, AnyGame, BoardView, VariantId, Viewer};
use std::collections::HashSet;
use std::fmt;

/// The difficulty a player with no solved puzzle in a variant starts near; each puzzle they solve
/// there raises it by [`LEVEL_STEP`].
pub const START_LEVEL: u32 = 1000;
/// How much each solved puzzle raises the level the next puzzle is picked near.
pub const LEVEL_STEP: u32 = 100;

/// What a `/move` did ([`Service::move_or_answer`]).
#[derive(Clone, Debug)]
pub enum Moved {
    /// An action played in a game: what it announces.
    Played(Update),
    /// The answer to the player's open puzzle: its card, answered.
    Answered(PuzzleCard),
}

/// What a puzzle message shows: its words, its board and, until answered, the solver's actions.
#[derive(Clone, Debug)]
pub struct PuzzleCard {
    /// The puzzle's variant.
    pub variant: VariantId,
    /// The puzzle's id (its menu carries it).
    pub puzzle: String,
    /// The message.
    pub text: String,
    /// The board, from the solver's side, in their colours.
    pub view: BoardView,
    /// The solver's legal actions, offered in the menu; empty once answered.
    pub choices: Vec<ActionChoice>,
    /// The solver's language (the card's words, its menus' and buttons').
    pub lang: Lang,
}

impl PuzzleCard {
    /// Whether this card answers the puzzle (it then offers the next one).
    pub fn answered(&self) -> bool {
        self.choices.is_empty()
    }
}

/// A player's puzzle record: their first answers only.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleRecord {
    /// Puzzles whose first answer was right.
    pub solved: u32,
    /// Puzzles whose first answer was wrong.
    pub failed: u32,
    /// Right first answers in a row, counted back from the latest.
    pub streak: u32,
    /// The longest such run ever.
    pub best: u32,
}

impl PuzzleRecord {
    /// The record of first answers given oldest first (`true`: solved).
    pub fn of(answers: impl IntoIterator<Item = bool>) -> PuzzleRecord {
        let mut record = PuzzleRecord::default();
        for solved in answers {
            if solved {
                record.solved += 1;
                record.streak += 1;
                record.best = record.best.max(record.streak);
            } else {
                record.failed += 1;
                record.streak = 0;
            }
        }
        record
    }

    /// The `/stats` line in `lang`; `None` for a player who never answered a puzzle.
    pub fn line(&self, lang: Lang) -> Option<String> {
        (self.solved + self.failed > 0).then(|| {
            words_with(
                lang,
                "stats-puzzles",
                &[
                    ("solved", i64::from(self.solved).into()),
                    ("failed", i64::from(self.failed).into()),
                    ("streak", i64::from(self.streak).into()),
                    ("best", i64::from(self.best).into()),
                ],
            )
        })
    }
}

impl Service {
    /// `/puzzle [variant]`: the unanswered puzzle of `variant` nearest `user`'s level there
    /// ([`START_LEVEL`] plus [`LEVEL_STEP`] per puzzle they solved in it; the easier of two
    /// equally near), or, once they have answered all, any of them again at random.
    /// Without `variant`, the variant where they answered fewest puzzles. It becomes their open
    /// puzzle.
    pub async fn puzzle(
        &self,
        user: u64,
        variant: Option<VariantId>,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        let answers = self.store.puzzle_answers(to_db(user)).await?;
        let answered: HashSet<&str> = answers.iter().map(|(p, _)| p.as_str()).collect();
        let (variant, chosen) = match variant {
            Some(v) => (v, None),
            None => {
                let v = variant_for(&answered);
                let note = words_with(
                    lang,
                    "puzzle-picked-for-you",
                    &[("variant", crate::words::variant_name(lang, v).into())],
                );
                (v, Some(note))
            }
        };
        let puzzles = learn::puzzles(variant);
        let solved_here = answers
            .iter()
            .filter(|(p, solved)| *solved && puzzles.iter().any(|q| &q.id == p))
            .count() as u32;
        let level = START_LEVEL + LEVEL_STEP * solved_here;
        let left: Vec<&Puzzle> = puzzles
            .iter()
            .filter(|p| !answered.contains(p.id.as_str()))
            .collect();
        let all_done = left.is_empty();
        let puzzle = if all_done {
            // Answered all: any of them again, at random (their level no longer moves, so the
            // nearest would be the same puzzle at every **Next puzzle**).
            puzzles
                .get(super::random_seed() as usize % puzzles.len().max(1))
                .ok_or(PuzzleRefusal::NoneYet(variant))?
        } else {
            left.into_iter()
                .min_by_key(|p| (p.difficulty.abs_diff(level), p.difficulty, p.id.clone()))
                .ok_or(PuzzleRefusal::NoneYet(variant))?
        };
        let mut intro: Vec<String> = chosen.into_iter().collect();
        if all_done {
            intro.push(words_with(
                lang,
                "puzzle-all-answered",
                &[
                    ("count", Arg::Number(puzzles.len() as i64)),
                    ("variant", crate::words::variant_name(lang, variant).into()),
                ],
            ));
        }
        self.show_as_open(user, variant, puzzle, &intro, lang).await
    }

    /// `/puzzle daily [variant]`: the day's puzzle of `variant` (without it, the day's variant),
    /// the same for everyone in server `guild` (or, `None`, in direct messages) that UTC day.
    pub async fn daily_puzzle(
        &self,
        user: u64,
        guild: Option<u64>,
        variant: Option<VariantId>,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        let day = self.clock.now().div_euclid(86_400);
        let variant = variant.unwrap_or_else(|| {
            VariantId::ALL[day.rem_euclid(VariantId::ALL.len() as i64) as usize]
        });
        let puzzles = learn::puzzles(variant);
        let index = learn::daily_index(puzzles.len(), day, guild, variant)
            .ok_or(PuzzleRefusal::NoneYet(variant))?;
        let date = humantime::format_rfc3339(
            std::time::UNIX_EPOCH + std::time::Duration::from_secs((day * 86_400).max(0) as u64),
        )
        .to_string();
        let intro = words_with(
            lang,
            if guild.is_some() {
                "puzzle-daily-server"
            } else {
                "puzzle-daily-dm"
            },
            &[
                ("variant", crate::words::variant_name(lang, variant).into()),
                ("date", date[..10].into()),
            ],
        );
        self.show_as_open(user, variant, &puzzles[index], &[intro], lang)
            .await
    }

    /// Puzzle `id` of `variant` shown again (the menu's **More actions**), as `user`'s open
    /// puzzle.
    pub async fn show_puzzle(
        &self,
        user: u64,
        variant: VariantId,
        id: &str,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        self.show_as_open(user, variant, find(variant, id)?, &[], lang)
            .await
    }

    /// `user` answers puzzle `id` of `variant` with `text` (from its menu, or `/move`): right or
    /// wrong, the card shows the solution, the board after it (after their own action when it
    /// was right) and the line that follows, and offers the next puzzle.
    /// The first answer to a puzzle is recorded; later ones only show the solution. Text that is
    /// none of the solver's actions is refused, and nothing is recorded.
    pub async fn puzzle_answer(
        &self,
        user: u64,
        variant: VariantId,
        id: &str,
        text: &str,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        bounded(text, MAX_ACTION_TEXT, TextKind::Move)?;
        let puzzle = find(variant, id)?;
        let game = start(variant, puzzle)?;
        let mut played = game.clone();
        let notation = played
            .play_text(puzzle.side, text.trim())
            .map(|(n, _)| n)
            .map_err(|error| PuzzleRefusal::NotAnAction {
                puzzle: puzzle.id.clone(),
                text: text.to_owned(),
                error,
            })?;
        let right = solutions(&game, puzzle).contains(&notation);
        let counted = self
            .store
            .record_puzzle_answer(to_db(user), &puzzle.id, right, self.clock.now())
            .await?;
        self.store.close_puzzle(to_db(user), &puzzle.id).await?;
        let record = self.puzzle_record(user).await?;
        let mut text = answer_text(puzzle, &notation, right, counted, &record, lang);
        // The board after the answer when it was right, else after the best solution: the
        // answer shows a solution played, its move marked.
        let (shown, board) = if right {
            (notation, played)
        } else {
            let mut best = game.clone();
            match best.play_text(puzzle.side, &puzzle.solution[0]) {
                Ok(_) => (puzzle.solution[0].clone(), best),
                Err(_) => (String::new(), game),
            }
        };
        if !shown.is_empty() {
            text.push('\n');
            text.push_str(&words_with(
                lang,
                "puzzle-board-after",
                &[("action", shown.into())],
            ));
        }
        let mut view = board.view(Viewer::Player(puzzle.side));
        view.scheme = self.store.scheme(to_db(user)).await?;
        crate::words::translate_view(lang, &mut view);
        Ok(PuzzleCard {
            variant,
            puzzle: puzzle.id.clone(),
            text,
            view,
            choices: Vec::new(),
            lang,
        })
    }

    /// [`Service::puzzle_answer`] picked from menu `menu` (from 0) of the puzzle's card: refused
    /// as out of date when the puzzle has no such menu any more (its actions changed since).
    pub async fn puzzle_menu_answer(
        &self,
        user: u64,
        variant: VariantId,
        id: &str,
        menu: usize,
        text: &str,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        let puzzle = find(variant, id)?;
        let actions = start(variant, puzzle)?.legal(puzzle.side).len();
        if menu.saturating_mul(super::MAX_MENU_OPTIONS) >= actions {
            return Err(PuzzleRefusal::StaleMenu(variant).into());
        }
        // A puzzle card is private to whoever opened it; a menu answer from anyone else (a
        // replayed custom id) is refused: the puzzle must be the one they have open, or one
        // they answered already (answering again on their own card counts nothing twice).
        let me = to_db(user);
        let open = self.store.open_puzzle(me).await?;
        if open.is_none_or(|o| o.puzzle != puzzle.id)
            && !self.store.answered_puzzle(me, &puzzle.id).await?
        {
            return Err(PuzzleRefusal::NotOpen(variant).into());
        }
        self.puzzle_answer(user, variant, id, text, lang).await
    }

    /// `/move text` by `user`, whose Discord app speaks `locale`: played in the game `target`
    /// points at, or, where they have no game to move in there and named none, the answer to
    /// their open puzzle (in their language, looked up only then: a move asks no more of the
    /// database than it did).
    pub async fn move_or_answer(
        &self,
        target: &Target,
        user: u64,
        text: &str,
        locale: &str,
    ) -> Result<Moved> {
        match self.play(target, user, text).await {
            Ok(update) => Ok(Moved::Played(update)),
            Err(refusal) if target.game.is_none() => {
                let lang = self.reader_lang(user, locale).await;
                let card = self.answer_open_puzzle(user, text, refusal, lang).await?;
                Ok(Moved::Answered(card))
            }
            Err(refusal) => Err(refusal),
        }
    }

    /// `/move text` by `user` that found no game of theirs to play (`refusal`, the game's
    /// refusal): it answers their open puzzle, if they have one. Otherwise the refusal stands,
    /// or, where there was no game at all, a refusal that names both.
    pub async fn answer_open_puzzle(
        &self,
        user: u64,
        text: &str,
        refusal: ServiceError,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        if !no_game_to_move_in(&refusal) {
            return Err(refusal);
        }
        let Some(open) = self.store.open_puzzle(to_db(user)).await? else {
            return Err(match refusal {
                ServiceError::NoGameHere | ServiceError::NothingToPlay(None) => {
                    PuzzleRefusal::NothingOpen.into()
                }
                other => other,
            });
        };
        let variant = VariantId::parse(&open.variant)
            .ok_or_else(|| ServiceError::Internal(Failure::UnknownVariant(open.variant.clone())))?;
        self.puzzle_answer(user, variant, &open.puzzle, text, lang)
            .await
    }

    /// Autocomplete for `/move`, choosing as [`Service::move_or_answer`] does: `user`'s legal
    /// actions in the game `target` points at; where they have no game to move in there (and
    /// named none), their open puzzle's actions. Nothing while it is not their turn in a game
    /// of theirs: the puzzle is not offered in its place.
    pub async fn suggest_move_or_answer(
        &self,
        target: &Target,
        user: u64,
        prefix: &str,
    ) -> Vec<ActionChoice> {
        match self.suggest_in(target, user, prefix).await {
            Ok(choices) => choices,
            Err(refusal) if target.game.is_none() && no_game_to_move_in(&refusal) => {
                self.suggest_puzzle(user, prefix).await
            }
            Err(_) => Vec::new(),
        }
    }

    /// Autocomplete for `/move` where `user` has no game: their open puzzle's actions starting
    /// with `prefix`.
    pub async fn suggest_puzzle(&self, user: u64, prefix: &str) -> Vec<ActionChoice> {
        let Ok(Some(open)) = self.store.open_puzzle(to_db(user)).await else {
            return Vec::new();
        };
        let Some(variant) = VariantId::parse(&open.variant) else {
            return Vec::new();
        };
        match find(variant, &open.puzzle).and_then(|p| Ok((p, start(variant, p)?))) {
            Ok((puzzle, game)) => game.suggest(puzzle.side, prefix),
            Err(_) => Vec::new(),
        }
    }

    /// `user`'s puzzle record (first answers only).
    pub async fn puzzle_record(&self, user: u64) -> Result<PuzzleRecord> {
        let answers = self.store.puzzle_answers(to_db(user)).await?;
        Ok(PuzzleRecord::of(answers.into_iter().map(|(_, s)| s)))
    }

    /// `puzzle` becomes `user`'s open puzzle; its card, with `intro` above it.
    async fn show_as_open(
        &self,
        user: u64,
        variant: VariantId,
        puzzle: &Puzzle,
        intro: &[String],
        lang: Lang,
    ) -> Result<PuzzleCard> {
        let game = start(variant, puzzle)?;
        let open = OpenPuzzle {
            variant: variant.id().to_owned(),
            puzzle: puzzle.id.clone(),
        };
        self.store
            .set_open_puzzle(to_db(user), &open, self.clock.now())
            .await?;
        let mut card = self.card(user, variant, puzzle, &game, lang).await?;
        if !intro.is_empty() {
            card.text = format!("{}\n\n{}", intro.join("\n"), card.text);
        }
        Ok(card)
    }

    /// `puzzle`'s card as first shown: heading, whose turn, the task, the board and the actions.
    async fn card(
        &self,
        user: u64,
        variant: VariantId,
        puzzle: &Puzzle,
        game: &AnyGame,
        lang: Lang,
    ) -> Result<PuzzleCard> {
        let mut view = game.view(Viewer::Player(puzzle.side));
        view.scheme = self.store.scheme(to_db(user)).await?;
        crate::words::translate_view(lang, &mut view);
        let side = side_words(lang, puzzle.side);
        // Apocalypse's sides move at once: nobody is "to play" alone.
        let turn = match game.to_act() {
            rules::ToAct::Simultaneous(_) => words(lang, "puzzle-both-move"),
            _ => words_with(
                lang,
                "puzzle-side-to-play",
                &[("side", side.as_str().into())],
            ),
        };
        let task = words_with(
            lang,
            "puzzle-task",
            &[("turn", turn.into()), ("side", side.into())],
        );
        let text = format!("{}\n{task}", heading(variant, puzzle, lang));
        Ok(PuzzleCard {
            variant,
            puzzle: puzzle.id.clone(),
            text,
            view,
            choices: {
                let mut choices = game.legal(puzzle.side);
                crate::words::translate_choices(lang, &mut choices);
                choices
            },
            lang,
        })
    }
}

/// The variant for a player who named none: the one with puzzles left where they answered
/// fewest (then the first in the usual order).
fn variant_for(answered: &HashSet<&str>) -> VariantId {
    VariantId::ALL
        .into_iter()
        .filter(|v| !learn::puzzles(*v).is_empty())
        .min_by_key(|v| {
            let puzzles = learn::puzzles(*v);
            let done = puzzles
                .iter()
                .filter(|p| answered.contains(p.id.as_str()))
                .count();
            (done == puzzles.len(), done)
        })
        .unwrap_or(VariantId::Apocalypse)
}

/// Puzzle `id` of `variant`; refused when the data no longer has it (an old menu).
fn find(variant: VariantId, id: &str) -> Result<&'static Puzzle> {
    learn::puzzles(variant)
        .iter()
        .find(|p| p.id == id)
        .ok_or_else(|| PuzzleRefusal::Unknown(variant).into())
}

/// The puzzle's game, ready for the solver's action.
fn start(variant: VariantId, puzzle: &Puzzle) -> Result<AnyGame> {
    // The puzzle data is checked by the `learn` crate's tests; one that does not read is a
    // broken build, reported as a failure.
    puzzle.game(variant).map_err(|error| {
        ServiceError::Internal(Failure::Puzzle {
            puzzle: puzzle.id.clone(),
            error,
        })
    })
}

/// The solutions in the rules' own notation (as a played answer is written).
fn solutions(game: &AnyGame, puzzle: &Puzzle) -> Vec<String> {
    puzzle
        .solution
        .iter()
        .map(|s| {
            game.clone()
                .play_text(puzzle.side, s)
                .map_or_else(|_| s.clone(), |(n, _)| n)
        })
        .collect()
}

/// "🧩 **Oracle Chess puzzle oracle-003** · difficulty 1036 · from computer self-play …".
fn heading(variant: VariantId, puzzle: &Puzzle, lang: Lang) -> String {
    words_with(
        lang,
        "puzzle-heading",
        &[
            ("variant", crate::words::variant_name(lang, variant).into()),
            ("puzzle", puzzle.id.as_str().into()),
            ("difficulty", puzzle.difficulty.to_string().into()),
            ("origin", origin_words(puzzle, lang).into()),
        ],
    )
}

/// Where `puzzle` came from, in `lang`: the self-play game it was mined from (the generator's
/// record as it is where it is written otherwise).
fn origin_words(puzzle: &Puzzle, lang: Lang) -> String {
    let Some(from) = puzzle.self_play() else {
        return puzzle.origin.clone();
    };
    let easy = crate::words::level_name(lang, ai::Level::Easy);
    let mut args = vec![
        ("level", Arg::from(easy)),
        ("seed", from.seed.to_string().into()),
        ("action", Arg::Number(i64::from(from.action))),
    ];
    let key = match from.random {
        None => "puzzle-origin-self-play",
        Some((side, one_in)) => {
            args.push(("side", side_words(lang, side).into()));
            args.push(("one-in", Arg::Number(i64::from(one_in))));
            "puzzle-origin-self-play-random"
        }
    };
    words_with(lang, key, &args)
}

/// The answer's verdict, the solution, the line and the record.
fn answer_text(
    puzzle: &Puzzle,
    answer: &str,
    right: bool,
    counted: bool,
    record: &PuzzleRecord,
    lang: Lang,
) -> String {
    let answer: Arg = answer.into();
    let verdict = if right {
        words_with(lang, "puzzle-right", &[("answer", answer)])
    } else {
        words_with(lang, "puzzle-wrong", &[("answer", answer)])
    };
    // (At most three: learn's tests hold every shipped puzzle to ai::puzzle::MAX_SOLUTIONS.)
    let solution: Vec<String> = puzzle.solution.iter().map(|s| format!("`{s}`")).collect();
    let or = format!(" {} ", words(lang, "puzzle-or"));
    let mut text = format!(
        "{}\n{verdict}\n{}",
        heading_short(puzzle, lang),
        words_with(
            lang,
            "puzzle-solution",
            &[("solutions", solution.join(&or).into())]
        )
    );
    if !puzzle.line.is_empty() {
        text.push('\n');
        text.push_str(&words_with(
            lang,
            "puzzle-line",
            &[("line", puzzle.line.join(" → ").into())],
        ));
    }
    text.push('\n');
    text.push_str(&if counted {
        words_with(
            lang,
            "puzzle-recorded",
            &[
                ("solved", i64::from(record.solved).into()),
                ("failed", i64::from(record.failed).into()),
                ("streak", i64::from(record.streak).into()),
                ("best", i64::from(record.best).into()),
            ],
        )
    } else {
        words(lang, "puzzle-answered-before")
    });
    text
}

/// "🧩 **Puzzle oracle-003** · difficulty 1036 · you are Black": the heading of an answer.
fn heading_short(puzzle: &Puzzle, lang: Lang) -> String {
    words_with(
        lang,
        "puzzle-heading-short",
        &[
            ("puzzle", puzzle.id.as_str().into()),
            ("difficulty", puzzle.difficulty.to_string().into()),
            ("side", side_words(lang, puzzle.side).into()),
        ],
    )
}

/// Why a puzzle answer (`/puzzle`, its menu, `/move`) is refused. Nothing is recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleRefusal {
    /// `/move` where the player has no game to move in and no puzzle open.
    NothingOpen,
    /// A menu or button naming a puzzle the shipped data no longer has (the bot was updated).
    Unknown(VariantId),
    /// A menu page the puzzle does not have (its actions changed since it was shown).
    StaleMenu(VariantId),
    /// Text that is none of the solver's actions in the puzzle: the text and the rules' error.
    NotAnAction {
        /// The puzzle's id.
        puzzle: String,
        /// What the player gave (clipped when shown).
        text: String,
        /// What the rules said.
        error: RuleError,
    },
    /// A variant with no puzzle shipped yet.
    NoneYet(VariantId),
    /// A menu answer to a puzzle the player has not opened (someone else's card).
    NotOpen(VariantId),
}

impl fmt::Display for PuzzleRefusal {
    /// The refusal in English (for the log), as `locales/en/errors.ftl` words it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl PuzzleRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let variant = |key: &str, v: &VariantId| {
            words_with(
                lang,
                key,
                &[
                    ("variant", crate::words::variant_name(lang, *v).into()),
                    ("id", v.id().into()),
                ],
            )
        };
        match self {
            PuzzleRefusal::NothingOpen => words(lang, "puzzle-nothing-open"),
            PuzzleRefusal::Unknown(v) => variant("puzzle-unknown", v),
            PuzzleRefusal::StaleMenu(v) => variant("puzzle-stale-menu", v),
            PuzzleRefusal::NotOpen(v) => variant("puzzle-not-open", v),
            PuzzleRefusal::NoneYet(v) => variant("puzzle-none-yet", v),
            PuzzleRefusal::NotAnAction {
                puzzle,
                text,
                error,
            } => words_with(
                lang,
                "puzzle-not-an-action",
                &[
                    ("text", clip(text, 40).into()),
                    ("puzzle", puzzle.as_str().into()),
                    ("error", rule_error(lang, error).into()),
                ],
            ),
        }
    }
}

impl From<PuzzleRefusal> for ServiceError {
    fn from(why: PuzzleRefusal) -> ServiceError {
        ServiceError::Puzzle(why)
    }
}

/// Whether `/move`'s `refusal` means the player has no game to move in here (so `/move`
/// answers their open puzzle), rather than a refusal within a game of theirs.
fn no_game_to_move_in(refusal: &ServiceError) -> bool {
    matches!(
        refusal,
        ServiceError::NoGameHere
            | ServiceError::NothingToPlay(_)
            | ServiceError::NotYourGame(_)
            | ServiceError::GameOver(_)
            | ServiceError::NotStarted(_)
    )
}
