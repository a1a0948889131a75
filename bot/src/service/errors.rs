//! Why the service refuses, and how it fails: [`ServiceError`], every refusal as data (the game,
//! the side, who is to act, the rules' own error, the counts) and every failure as a
//! [`Failure`]. Each feature's own refusals live with their use case (`RematchRefusal` in
//! `rematch`, `TournamentRefusal` in `tournament`, …) and the refusals of what a user typed in
//! `input`; this module holds the ones every use case shares, and the `Display` impls that word
//! them. Callers and tests match on the variants; only the user reads the words.

use super::replay::ReplayError;
use super::{
    format_duration, BadInput, LobbyRefusal, OpenRefusal, PuzzleRefusal, RematchRefusal,
    ReplayRefusal, ReviewRefusal, TournamentRefusal, MAX_MOVE_TIME_LIMIT, MIN_MOVE_TIME_LIMIT,
};
use crate::store::{Status, StoreError};
use crate::words::{rule_error, variant_name, words, words_with, Arg, Lang};
use ai::review::ReviewError;
use rules::{RuleError, Side, Square, VariantId};
use std::fmt;

/// A refusal (or, for [`ServiceError::Internal`], a failure). `Display` is the friendly text
/// shown to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServiceError {
    // Finding the game, and whether the user may act on it (every use case).
    /// No game in this channel.
    NoGameHere,
    /// No game with this number.
    NoSuchGame(i64),
    /// The user does not play in this game.
    NotYourGame(i64),
    /// Several of the user's games could be meant: they must pass `game` (or use the command in
    /// the game's thread).
    WhichGame {
        /// The games that could be meant.
        games: Vec<i64>,
        /// Why it is unclear.
        why: Ambiguity,
    },
    /// A direct message, but none of the user's games is in progress; with how their latest
    /// game ended, if they have played one (a move sent just after it ended hears that).
    NothingToPlay(Option<Ended>),
    /// A command for another variant.
    WrongVariant {
        /// The command ("forecast").
        command: &'static str,
        /// The variant it is for.
        wanted: VariantId,
        /// The variant of the game it was used on.
        actual: VariantId,
        /// The game it was used on.
        game: i64,
    },
    /// This game is still an open challenge.
    NotStarted(i64),
    /// The game has ended; which game and how, when known (the rules alone do not say).
    GameOver(Option<Ended>),
    /// Not this user's turn, or they already submitted this turn.
    NotYourTurn {
        /// The game.
        game: i64,
        /// The user's side.
        side: Side,
        /// Whom the game waits for.
        waiting: Waiting,
    },
    /// The rules refused the action: malformed, illegal, or (by the rules' own reckoning) not
    /// this side's turn; the rules' error, whose message is shown.
    Rule {
        /// The game.
        game: i64,
        /// What the rules said.
        error: RuleError,
    },
    /// A move menu or decision prompt from an earlier turn.
    StaleMenu,
    /// Lost a race with another action on the same game several times.
    Busy,
    /// The computer's action was chosen for a version of the game that is gone (another
    /// process took its turn over).
    Superseded,

    // Starting a game: challenges, their terms and answers.
    /// The channel already has a game or an open challenge.
    ChannelBusy,
    /// Accepting game `.0`, meant for a thread that could not be opened, while another game
    /// holds the channel: the challenge stays open.
    ChannelBusyNoThread(i64),
    /// Challenging yourself.
    SelfChallenge,
    /// Challenging a bot.
    BotChallenge,
    /// The variant is not in this build yet.
    NotPlayable(VariantId),
    /// The server turned this variant off (`/settings`).
    VariantDisabled(VariantId),
    /// A move time limit outside the allowed range (its length in seconds).
    BadTimeLimit(u64),
    /// The user already has this many games going (open challenges included), the most anyone
    /// may.
    TooManyGames {
        /// How many.
        live: usize,
    },
    /// The user already has this many open challenges, the most anyone may.
    TooManyChallenges {
        /// How many.
        open: usize,
    },
    /// Only the challenged player may accept or decline.
    OnlyChallenged,
    /// Only the challenger may cancel.
    OnlyChallenger,
    /// The challenge was already answered or withdrawn: how it stands now (`Challenge`: closed
    /// by another click a moment before).
    ChallengeClosed(Status),

    // Draws and wins on time.
    /// A draw offer made before the last action.
    OfferExpired,
    /// Accepting one's own draw offer.
    OwnOffer,
    /// A draw offered to the computer, which takes none.
    ComputerTakesNoDraws,
    /// The same draw offer again before the game moved on.
    DrawAlreadyOffered {
        /// The game.
        game: i64,
        /// Whose answer is awaited.
        opponent: Who,
    },
    /// A second draw offer before the opponent has moved since the first (withdrawn or
    /// declined): one offer per move, so an offer cannot be used to ping without end.
    DrawOfferTooSoon {
        /// The game.
        game: i64,
        /// Who must move before a new offer.
        opponent: Who,
    },
    /// A win-on-time claim before the move time limit has run out.
    TooEarlyToClaim {
        /// The game.
        game: i64,
        /// Who is to act.
        opponent: Who,
        /// Seconds they have left.
        left: i64,
        /// When their time runs out (Unix seconds): said as a Discord timestamp, which each
        /// reader sees in their time zone and which stays true as time passes.
        until: i64,
        /// The game's move time limit in seconds.
        limit: i64,
    },
    /// A win-on-time claim the rules do not allow (the claimant is to act; in Apocalypse,
    /// neither player has submitted): the rules' error.
    CannotClaim(RuleError),

    /// A rematch that cannot be had (now).
    Rematch(RematchRefusal),
    /// A replay of a game that has not ended.
    Replay(ReplayRefusal),
    /// A review (`/review`) that cannot be made.
    Review(ReviewRefusal),
    /// A puzzle (`/puzzle`) answer that cannot be taken.
    Puzzle(PuzzleRefusal),

    /// Open challenges, casual play and their settings.
    Open(OpenRefusal),
    /// Tournaments.
    Tournament(TournamentRefusal),
    /// The lobby across servers: seeks, blocks.
    Lobby(LobbyRefusal),

    // Questions about a Battlefield board.
    /// No piece on the square asked about.
    NoPiece(Square),
    /// A forecast the rules cannot make (no piece there, no enemy to attack): the rules' error.
    NoForecast(RuleError),

    /// Text (or an option) the user gave that cannot be used; refused before anything is done.
    Input(BadInput),

    // The bot itself.
    /// Only members who may manage the server can change its settings.
    NotAdmin,
    /// The user is going faster than the rate limit allows; they may go on after this long.
    SlowDown(std::time::Duration),
    /// The bot is stopping (a restart): nothing new is started.
    Stopping,
    /// The database does not answer (down, restarting, unreachable, or its file locked): nothing
    /// was done, for certain; the user may try again once it is back.
    StoreUnavailable,
    /// The database stopped answering while a change was being committed: it may or may not be
    /// applied, and nobody can tell until the database answers again (see
    /// `crate::store::within`). The user is told so, never "not played".
    StoreUnconfirmed,
    /// Something broke (database, corrupt state, a task): what, for the log. The user gets an
    /// apology.
    Internal(Failure),
}

/// A failure: something broke that the user did not cause. The user gets an apology
/// ([`APOLOGY`]); the log gets this, with the data to find the cause.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The database refused a statement (not that it is unavailable): its words.
    Database(String),
    /// A stored game's state does not read.
    Game {
        /// The game.
        game: i64,
        /// What the rules said of its state.
        error: RuleError,
    },
    /// A shipped lesson does not start (a broken build: the `learn` crate's tests check them).
    Lesson {
        /// The lesson's id.
        lesson: String,
        /// What went wrong.
        error: learn::CourseError,
    },
    /// A shipped puzzle does not read (a broken build).
    Puzzle {
        /// The puzzle's id.
        puzzle: String,
        /// What the rules said.
        error: RuleError,
    },
    /// A stored variant id this build does not know (an open puzzle's, a tournament's).
    UnknownVariant(String),
    /// A finished game's record does not animate.
    Replay {
        /// The game.
        game: i64,
        /// Why.
        error: ReplayError,
    },
    /// A finished game's record does not review.
    Review {
        /// The game.
        game: i64,
        /// Why.
        error: ReviewError,
    },
    /// A tournament's rounds do not make standings.
    Standings {
        /// The tournament.
        tournament: i64,
        /// What the pairing library said.
        error: swiss::InputError,
    },
    /// Something could not be written as JSON: its words.
    Encoding(String),
    /// A task on the blocking pool panicked or was cancelled: its words.
    Task(String),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Database(e) => write!(f, "database: {e}"),
            Failure::Game { game, error } => write!(f, "game #{game}: {error}"),
            Failure::Lesson { lesson, error } => write!(f, "lesson {lesson}: {error}"),
            Failure::Puzzle { puzzle, error } => write!(f, "puzzle {puzzle}: {error}"),
            Failure::UnknownVariant(v) => write!(f, "unknown variant {v}"),
            Failure::Replay { game, error } => write!(f, "replay of game #{game}: {error}"),
            Failure::Review { game, error } => write!(f, "review of game #{game}: {error}"),
            Failure::Standings { tournament, error } => {
                write!(f, "standings of tournament #{tournament}: {error}")
            }
            Failure::Encoding(e) => write!(f, "encoding: {e}"),
            Failure::Task(e) => write!(f, "blocking task: {e}"),
        }
    }
}

/// Whom a game waits for, in a refusal of a player's action out of turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// These players (one, or both in a simultaneous turn).
    For(Vec<Who>),
    /// The opponent: the player has submitted their move of this simultaneous turn already.
    Opponent,
    /// Only this player may answer the decision pending.
    Decider(Who),
    /// Nobody: by the rules, the game is over.
    Nobody,
}

/// A player as messages name them: a mention with their side, or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// A person.
    Player {
        /// Their Discord user.
        user: u64,
        /// Their side.
        side: Side,
    },
    /// The computer, playing this side.
    Computer(Side),
}

/// A finished game, as a refusal names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    /// The game.
    pub game: i64,
    /// Its result in words ("White wins: Black resigned"), if stored.
    pub result: Option<String>,
}

/// Why [`ServiceError::WhichGame`] cannot tell which game is meant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ambiguity {
    /// In a direct message: several games wait for the user.
    Waiting,
    /// In a direct message: several games are in progress, none waiting for the user.
    InProgress,
    /// In a channel: the user plays several games in threads under it.
    InThreads,
}

impl ServiceError {
    /// Whether the database, not the user, is why nothing (or nothing certain) was done: the
    /// operator's metrics count these apart from refusals.
    pub fn is_outage(&self) -> bool {
        matches!(
            self,
            ServiceError::StoreUnavailable | ServiceError::StoreUnconfirmed
        )
    }

    /// Whether this is a refusal the user caused (shown as is) rather than a failure.
    pub fn is_refusal(&self) -> bool {
        !matches!(self, ServiceError::Internal(_))
    }

    /// The refusal of `game`'s rules: a game the rules call over is [`ServiceError::GameOver`].
    pub(super) fn rule(game: i64, error: RuleError) -> ServiceError {
        match error {
            RuleError::GameOver => ServiceError::GameOver(None),
            error => ServiceError::Rule { game, error },
        }
    }
}

/// What a failure says to the user (the details go to the log only), in English.
pub const APOLOGY: &str = "Something went wrong on my side; please try again in a moment.";

impl ServiceError {
    /// The refusal in `lang`: the words of `locales/<language>/errors.ftl` (the use cases' own
    /// refusals not moved there yet are English).
    pub fn words(&self, lang: Lang) -> String {
        let w = |key: &str| words(lang, key);
        let with = |key: &str, args: &[(&str, Arg)]| words_with(lang, key, args);
        match self {
            ServiceError::NoGameHere => w("err-no-game-here"),
            ServiceError::NoSuchGame(id) => {
                with("err-no-such-game", &[("game", id.to_string().into())])
            }
            ServiceError::NotYourGame(_) => w("err-not-your-game"),
            ServiceError::WhichGame { games, why } => which_game(lang, games, *why),
            ServiceError::NothingToPlay(None) => w("err-nothing-to-play"),
            ServiceError::NothingToPlay(Some(ended)) => with(
                "err-nothing-to-play-ended",
                &[("ended", ended.words(lang).into())],
            ),
            ServiceError::WrongVariant {
                command,
                wanted,
                actual,
                game,
            } => with(
                "err-wrong-variant",
                &[
                    ("command", (*command).into()),
                    ("wanted", variant_name(lang, *wanted).into()),
                    ("actual", variant_name(lang, *actual).into()),
                    ("game", game.to_string().into()),
                ],
            ),
            ServiceError::NotStarted(_) => w("err-not-started"),
            ServiceError::GameOver(None) => w("err-game-over"),
            ServiceError::GameOver(Some(ended)) => with(
                "err-game-over-ended",
                &[("ended", ended.words(lang).into())],
            ),
            ServiceError::NotYourTurn { side, waiting, .. } => not_your_turn(lang, *side, waiting),
            // The rules' own "not your turn" says it all; anything else is a move refused.
            ServiceError::Rule {
                error: error @ RuleError::NotYourTurn { .. },
                ..
            } => rule_error(lang, error),
            ServiceError::Rule { error, .. } => with(
                "err-move-refused",
                &[("error", rule_error(lang, error).into())],
            ),
            ServiceError::StaleMenu => w("err-stale-menu"),
            ServiceError::Busy => w("err-busy"),
            ServiceError::Superseded => w("err-superseded"),
            ServiceError::ChannelBusy => w("err-channel-busy"),
            ServiceError::ChannelBusyNoThread(_) => w("err-channel-busy-no-thread"),
            ServiceError::SelfChallenge => w("err-self-challenge"),
            ServiceError::BotChallenge => w("err-bot-challenge"),
            ServiceError::NotPlayable(v) => with(
                "err-not-playable",
                &[("variant", variant_name(lang, *v).into())],
            ),
            ServiceError::VariantDisabled(v) => with(
                "err-variant-disabled",
                &[("variant", variant_name(lang, *v).into())],
            ),
            ServiceError::BadTimeLimit(secs) => with(
                "err-bad-time-limit",
                &[
                    ("limit", format_duration(*secs as i64).into()),
                    (
                        "min",
                        format_duration(MIN_MOVE_TIME_LIMIT.as_secs() as i64).into(),
                    ),
                    (
                        "max",
                        format_duration(MAX_MOVE_TIME_LIMIT.as_secs() as i64).into(),
                    ),
                ],
            ),
            ServiceError::TooManyGames { live } => {
                with("err-too-many-games", &[("live", Arg::Number(*live as i64))])
            }
            ServiceError::TooManyChallenges { open } => with(
                "err-too-many-challenges",
                &[("open", Arg::Number(*open as i64))],
            ),
            ServiceError::OnlyChallenged => w("err-only-challenged"),
            ServiceError::OnlyChallenger => w("err-only-challenger"),
            ServiceError::ChallengeClosed(how) => w(challenge_closed(*how)),
            ServiceError::OfferExpired
            | ServiceError::OwnOffer
            | ServiceError::ComputerTakesNoDraws
            | ServiceError::DrawAlreadyOffered { .. }
            | ServiceError::DrawOfferTooSoon { .. }
            | ServiceError::TooEarlyToClaim { .. } => offer_or_claim(lang, self),
            ServiceError::CannotClaim(error) | ServiceError::NoForecast(error) => {
                rule_error(lang, error)
            }
            ServiceError::Rematch(why) => why.words(lang),
            ServiceError::Replay(why) => why.words(lang),
            ServiceError::Review(why) => why.words(lang),
            ServiceError::Puzzle(why) => why.words(lang),
            ServiceError::Open(why) => why.words(lang),
            ServiceError::Tournament(why) => why.words(lang),
            ServiceError::Lobby(why) => why.words(lang),
            ServiceError::NoPiece(at) => with("err-no-piece", &[("square", at.to_string().into())]),
            ServiceError::Input(what) => what.words(lang),
            ServiceError::NotAdmin => w("err-not-admin"),
            ServiceError::SlowDown(wait) => with(
                "err-slow-down",
                &[(
                    "wait",
                    format_duration((wait.as_secs_f64().ceil() as i64).max(1)).into(),
                )],
            ),
            ServiceError::Stopping => w("err-stopping"),
            ServiceError::StoreUnavailable => w("err-store-unavailable"),
            ServiceError::StoreUnconfirmed => w("err-store-unconfirmed"),
            ServiceError::Internal(_) => w("err-apology"),
        }
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// The refusals of draw offers, their answers and claims on time.
fn offer_or_claim(lang: Lang, error: &ServiceError) -> String {
    let opponent_is = |key: &str, opponent: &Who| {
        words_with(lang, key, &[("opponent", opponent.words(lang).into())])
    };
    match error {
        ServiceError::OfferExpired => words(lang, "err-offer-expired"),
        ServiceError::OwnOffer => words(lang, "err-own-offer"),
        ServiceError::ComputerTakesNoDraws => words(lang, "err-computer-takes-no-draws"),
        ServiceError::DrawAlreadyOffered { opponent, .. } => {
            opponent_is("err-draw-already-offered", opponent)
        }
        ServiceError::DrawOfferTooSoon { opponent, .. } => {
            opponent_is("err-draw-offer-too-soon", opponent)
        }
        ServiceError::TooEarlyToClaim {
            opponent,
            until,
            limit,
            ..
        } => words_with(
            lang,
            "err-too-early-to-claim",
            &[
                ("opponent", opponent.words(lang).into()),
                ("until", until.to_string().into()),
                ("limit", format_duration(*limit).into()),
            ],
        ),
        // (Only offers and claims are routed here.)
        _ => words(lang, "err-apology"),
    }
}

fn which_game(lang: Lang, games: &[i64], why: Ambiguity) -> String {
    let list: Vec<String> = games.iter().map(|id| format!("#{id}")).collect();
    let key = match why {
        Ambiguity::Waiting => "err-which-game-waiting",
        Ambiguity::InProgress => "err-which-game-in-progress",
        Ambiguity::InThreads => "err-which-game-in-threads",
    };
    words_with(lang, key, &[("games", list.join(", ").into())])
}

fn not_your_turn(lang: Lang, side: Side, waiting: &Waiting) -> String {
    match waiting {
        Waiting::For(players) => {
            let names: Vec<String> = players.iter().map(|p| p.words(lang)).collect();
            let players = match names.as_slice() {
                [first, second] => words_with(
                    lang,
                    "and-list",
                    &[
                        ("first", first.clone().into()),
                        ("second", second.clone().into()),
                    ],
                ),
                _ => names.join(", "),
            };
            words_with(lang, "err-not-your-turn", &[("players", players.into())])
        }
        Waiting::Opponent => words_with(
            lang,
            "err-submitted-already",
            &[("side", side_words(lang, side.opponent()).into())],
        ),
        Waiting::Decider(who) => {
            words_with(lang, "err-only-decider", &[("who", who.words(lang).into())])
        }
        Waiting::Nobody => words(lang, "err-game-over"),
    }
}

pub(crate) use crate::words::side_words;

/// The key of why a challenge is closed.
fn challenge_closed(how: Status) -> &'static str {
    match how {
        Status::Declined => "err-challenge-declined",
        Status::Cancelled => "err-challenge-withdrawn",
        Status::Active => "err-challenge-accepted",
        Status::Finished => "err-challenge-over",
        // (Closed by another click a moment before.)
        Status::Challenge => "err-challenge-closed",
    }
}

impl Who {
    /// Who, in `lang`: a mention and their side, or the computer and its side.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Who::Player { user, side } => words_with(
                lang,
                "who-player",
                &[
                    ("user", format!("<@{user}>").into()),
                    ("side", side_words(lang, *side).into()),
                ],
            ),
            Who::Computer(side) => words_with(
                lang,
                "who-computer",
                &[("side", side_words(lang, *side).into())],
            ),
        }
    }
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl Ended {
    /// The game and how it ended, in `lang` (the result itself as the rules word it).
    pub fn words(&self, lang: Lang) -> String {
        let game = ("game", Arg::from(self.game.to_string()));
        match &self.result {
            Some(result) => words_with(
                lang,
                "ended-game-result",
                &[game, ("result", result.as_str().into())],
            ),
            None => words_with(lang, "ended-game", &[game]),
        }
    }
}

impl fmt::Display for Ended {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for ServiceError {}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            StoreError::Conflict => ServiceError::Busy,
            StoreError::Unavailable(e) => {
                tracing::warn!(error = %e, "the game store is unavailable");
                ServiceError::StoreUnavailable
            }
            StoreError::Db(e) => ServiceError::Internal(Failure::Database(e.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Every refusal's words, as players read them (the words are the point here; everywhere
    /// else tests match the variants).
    #[test]
    fn every_refusal_reads_as_before() {
        for (refusal, words) in refusals_and_their_words() {
            assert_eq!(refusal.to_string(), words, "{refusal:?}");
        }
    }

    #[allow(clippy::too_many_lines)] // A data table: one refusal and its words per entry.
    fn refusals_and_their_words() -> Vec<(ServiceError, &'static str)> {
        let alice = Who::Player {
            user: 7,
            side: Side::White,
        };
        let ended = Ended {
            game: 12,
            result: Some("White wins: Black resigned".into()),
        };
        vec![
            (ServiceError::NoSuchGame(4), "There is no game #4."),
            (
                PuzzleRefusal::NothingOpen.into(),
                "You have no game to move in here and no puzzle open: `/play` challenges \
                 someone (in a server), and `/puzzle` gives you a puzzle.",
            ),
            (
                PuzzleRefusal::Unknown(VariantId::Oracle).into(),
                "That puzzle is no longer among the Oracle Chess puzzles (I was updated since); \
                 `/puzzle variant:oracle` gives you another.",
            ),
            (
                PuzzleRefusal::StaleMenu(VariantId::Oracle).into(),
                "That menu is out of date (I was updated since); `/puzzle variant:oracle` shows \
                 the puzzle afresh.",
            ),
            (
                PuzzleRefusal::NotOpen(VariantId::Apocalypse).into(),
                "That puzzle card is not yours: `/puzzle variant:apocalypse` gives you a puzzle \
                 of your own. Nothing was recorded.",
            ),
            (
                PuzzleRefusal::NoneYet(VariantId::Battlefield).into(),
                "There are no Battlefield Chess puzzles yet; try another variant.",
            ),
            (
                ReviewRefusal::InProgress(8).into(),
                "Game #8 is still in progress: only finished games are reviewed (a review of a \
                 game going on would tell its secrets and help one side). Ask again once it is \
                 over.",
            ),
            (
                ReviewRefusal::NoSuchMoment { game: 8, index: 2 }.into(),
                "Game #8's review has no marked moment at action 3.",
            ),
            (
                ReplayRefusal::InProgress(5).into(),
                "Game #5 is still being played: its replay comes once it is over. `/board` shows \
                 where it stands.",
            ),
            (
                ReplayRefusal::NeverPlayed(6).into(),
                "Game #6 was never played, so there is nothing to replay.",
            ),
            (
                ServiceError::WhichGame {
                    games: vec![3, 5],
                    why: Ambiguity::Waiting,
                },
                "Several of your games are waiting for you (#3, #5); say which with the `game` \
                 option.",
            ),
            (
                ServiceError::NothingToPlay(Some(ended.clone())),
                "You have no game in progress: your latest game is over (game #12, White wins: \
                 Black resigned). Challenge someone with `/play` in a server.",
            ),
            (
                ServiceError::GameOver(Some(Ended {
                    game: 3,
                    result: None,
                })),
                "This game is over: game #3.",
            ),
            (ServiceError::GameOver(None), "This game is over."),
            (
                ServiceError::NotYourTurn {
                    game: 1,
                    side: Side::Black,
                    waiting: Waiting::For(vec![alice, Who::Computer(Side::Black)]),
                },
                "It is not your turn: waiting for <@7> (White) and the computer (Black).",
            ),
            (
                ServiceError::NotYourTurn {
                    game: 1,
                    side: Side::Black,
                    waiting: Waiting::Opponent,
                },
                "You have already submitted your move for this turn; waiting for White.",
            ),
            (
                ServiceError::NotYourTurn {
                    game: 1,
                    side: Side::Black,
                    waiting: Waiting::Decider(alice),
                },
                "Only <@7> (White) can answer this.",
            ),
            (
                ServiceError::Rule {
                    game: 1,
                    error: RuleError::illegal("e2e5", "No piece there."),
                },
                "That move is not allowed: No piece there.",
            ),
            (
                ServiceError::Rule {
                    game: 1,
                    error: RuleError::not_your_turn(
                        Side::Black,
                        vec![Side::White],
                        "It is White's turn.",
                    ),
                },
                "It is White's turn.",
            ),
            (
                ServiceError::BadTimeLimit(30),
                "A move time limit of 30s is not allowed: choose between 1m and 30d, e.g. `24h`.",
            ),
            (
                ServiceError::TooManyGames { live: 25 },
                "You already have 25 games going, the most anyone may; finish one first \
                 (`/games` lists them).",
            ),
            (
                ServiceError::TooManyChallenges { open: 5 },
                "You already have 5 open challenges, the most anyone may; wait for an answer, \
                 or cancel one.",
            ),
            (
                ServiceError::DrawAlreadyOffered {
                    game: 1,
                    opponent: alice,
                },
                "You have offered a draw already; wait for <@7> (White)'s answer (a new offer \
                 can be made once the game has moved on).",
            ),
            (
                ServiceError::TooEarlyToClaim {
                    game: 1,
                    opponent: alice,
                    left: 90,
                    until: 1_800_000_090,
                    limit: 3_600,
                },
                "Too early to claim: <@7> (White) has until <t:1800000090:t> \
                 (<t:1800000090:R>) to act (the move time limit is 1h). You can claim a win on \
                 time after that.",
            ),
            (
                RematchRefusal::Started {
                    game: 3,
                    rematch: Some(9),
                }
                .into(),
                "The rematch of game #3 has already started: game #9.",
            ),
            (
                RematchRefusal::Started {
                    game: 3,
                    rematch: None,
                }
                .into(),
                "The rematch of game #3 has already started.",
            ),
            (
                RematchRefusal::Asked { game: 3, other: 8 }.into(),
                "You have asked for a rematch of game #3 already; waiting for <@8>.",
            ),
            (
                RematchRefusal::Blocked(4).into(),
                "No rematch here for now: game #4 with one of you is still on in this channel.",
            ),
            (
                RematchRefusal::TooManyGames {
                    player: 8,
                    live: 25,
                }
                .into(),
                "No rematch for now: <@8> already has 25 games going, the most anyone may.",
            ),
            (
                BadInput::NotATimeLimit("soon".into()).into(),
                "`soon` is not a move time limit: write a duration between 1m and 30d, such as \
                 `24h` or `3d`, or `default`.",
            ),
            (
                BadInput::NotAVariant("chess".into()).into(),
                "`chess` is not a variant: use `all`, or ids such as `apocalypse, oracle` \
                 (apocalypse, heaven-and-hell, battlefield, oracle, it-is-what-it-is).",
            ),
            (
                BadInput::NotASquare("z9".into()).into(),
                "`z9` is not a square: use a1 to h8.",
            ),
            (
                BadInput::NotADuration("soon".into()).into(),
                "`soon` is not a duration: write it like `24h`, `90m` or `3d`.",
            ),
            (
                BadInput::UnknownLesson(VariantId::Oracle).into(),
                "That lesson is no longer in the Oracle Chess course (I was updated since); \
                 `/learn oracle` carries on where you left off.",
            ),
            (
                OpenRefusal::Expired(3).into(),
                "Open challenge #3 expired before anyone accepted it. Post a new one with \
                 `/play`.",
            ),
            (
                TournamentRefusal::Full(1).into(),
                "This tournament is full (1 player, the most allowed).",
            ),
            (
                TournamentRefusal::Full(64).into(),
                "This tournament is full (64 players, the most allowed).",
            ),
            (
                TournamentRefusal::NoSuchRound(4).into(),
                "Round 4 has not been paired.",
            ),
            (
                ServiceError::SlowDown(Duration::from_millis(1_500)),
                "Slow down a little: you can go on in 2s.",
            ),
            (
                ServiceError::Internal(Failure::Database("gone".into())),
                APOLOGY,
            ),
        ]
    }
}
