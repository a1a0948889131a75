//! The game service: everything the bot does, without Discord.
//!
//! Commands, buttons, tests and benchmarks all drive [`Service`]. Each use case lives in a module
//! of its own, mirroring `crate::commands`: a `challenge` is made and answered, moves are
//! `moves` `play`ed and decisions `decide`d, `draw`s offered, games `finish`ed (resigned, claimed on
//! time), a `rematch` asked for; `board`, `history`, `export`, `queries` and `community` only
//! read (or change server settings); `computer` plays the computer's turns and `reminders`
//! sends move reminders. `resolve` finds the game a request is about, `describe` words a
//! game's state, `announce` holds what is said to whom, `clock` the time, `input` the bounds
//! on what users type, `names` how the platform names users, and `errors` the refusals every
//! use case shares ([`ServiceError`]) and the failures ([`Failure`]).
//!
//! Every change follows one path: load the game from the [`Store`], check who is acting, let
//! `rules` apply the action, and commit the new state with a version check together with
//! everything the action must announce (an [`Update`] of queued [`Announcement`]s), so nothing
//! accepted is ever lost or half-announced. The service never sends anything itself:
//! `crate::delivery` does, from the outbox.
//!
//! Discord ids are plain `u64` here; the store keeps them as `i64` with the same bits.

use crate::store::{from_db, to_db, GameRow, Store};
use crate::words::Lang;
use rules::{Match, Side};

mod announce;
mod board;
mod challenge;
mod clock;
mod community;
mod computer;
mod decide;
mod describe;
pub(crate) use describe::{outcome_words, sentence};
mod draw;
mod errors;
mod export;
mod finish;
mod history;
mod input;
mod languages;
mod learn;
mod lobby;
mod moves;
mod names;
mod open_play;
mod preferences;
mod puzzle;
mod queries;
mod rematch;
mod reminders;
mod replay;
mod resolve;
mod review;
mod tournament;

pub use announce::{
    thread_name, Announcement, Answer, BoardReply, Challenge, ChannelPost, DecisionPrompt,
    DrawOffer, EditPost, OfferPost, Post, PrivateNote, Queued, Rematch, RematchPlan, ThreadPlan,
    TurnMessage, Update,
};
pub use challenge::{
    ChallengeRequest, MAX_LIVE_GAMES, MAX_MOVE_TIME_LIMIT, MAX_OPEN_CHALLENGES, MIN_MOVE_TIME_LIMIT,
};
pub use clock::{format_duration, Clock, DEFAULT_MOVE_TIME_LIMIT};
pub use community::{change_line, parse_variants, SettingsChange, LEADERBOARD_SIZE};
pub use computer::{ComputerRequest, ComputerTurn};
pub(crate) use errors::side_words;
pub use errors::{Ambiguity, Ended, Failure, ServiceError, Waiting, Who, APOLOGY};
pub use export::{file_name, Exported};
pub use input::{bounded, BadInput, TextKind};
pub use languages::server_lang;
pub use learn::LessonCard;
pub use lobby::{
    compatible, rating_window, shown_name, LobbyList, LobbyRefusal, SeekRequest, Sought,
};
pub use moves::MAX_ACTION_TEXT;
pub use names::{Mentions, Names};
pub use open_play::{discord_time, OpenRefusal, DEFAULT_OPEN_CHALLENGE_SECS};
pub use puzzle::{Moved, PuzzleCard, PuzzleRecord, PuzzleRefusal};
pub use queries::{rules_pictures, RulesPicture};
pub use rematch::RematchRefusal;
pub use reminders::{due as reminder_due, Reminder};
pub use replay::{
    animate, caption, Animation, ReplayError, ReplayPost, ReplayRefusal, MAX_GIF_BYTES,
};
pub use resolve::{Place, Target};
pub use review::{
    review_record, summary, ReviewPost, ReviewProgress, ReviewRefusal, ReviewReport, REVIEW_FILE,
};
pub use tournament::{
    StartingGame, TournamentCard, TournamentRefusal, TournamentRequest, TournamentStep,
    MAX_ENTRANTS,
};

/// Discord shows at most this many options in a select menu.
pub const MAX_MENU_OPTIONS: usize = 25;

/// Result type of the service.
pub type Result<T, E = ServiceError> = std::result::Result<T, E>;

/// The game service over a [`Store`].
#[derive(Clone, Debug)]
pub struct Service {
    store: Store,
    /// The move time limit given to games that start from now on.
    move_time_limit: std::time::Duration,
    /// What time it is (injectable so tests never sleep).
    clock: Clock,
    /// At most this many search iterations for the computer's moves (`None`: its level's
    /// budget); tests and small machines lower it.
    computer_iterations: Option<u32>,
}

/// A loaded game: its row, its parsed state, and the languages its announcements speak.
#[derive(Clone)]
struct Loaded {
    row: GameRow,
    game: Match,
    langs: Langs,
}

/// Who reads a game's words in which language: the channel (the server's language) and each
/// player (the acting one in their interaction's, the other in their last known). English
/// until [`Service::speak`] looks them up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Langs {
    /// The game's channel (a lobby game's: White's thread, in White's server).
    public: Lang,
    /// A lobby game's second home (Black's thread, in Black's server); else as `public`.
    away: Lang,
    white: Lang,
    black: Lang,
}

impl Loaded {
    /// Where the game is played for `user`, for a message read anywhere: the channel (or
    /// thread) mention and, in a server, its link, which opens it even from a DM where a
    /// mention of a channel the client has not loaded reads "#unknown". A lobby game's place
    /// is the player's own home (its server is not kept, so the mention alone).
    fn place_for(&self, user: u64) -> String {
        let channel = from_db(self.row.home_of(to_db(user)));
        match self.row.guild_id {
            _ if self.row.away_channel_id.is_some() => format!("<#{channel}>"),
            Some(guild) => format!(
                "<#{channel}> (https://discord.com/channels/{}/{channel})",
                from_db(guild)
            ),
            None => format!("<#{channel}>"),
        }
    }

    fn new(row: GameRow) -> Result<Loaded> {
        // The interaction being handled is about this game: its log lines say so.
        tracing::Span::current().record("game", row.id);
        let game = Match::from_json(&row.state).map_err(|error| {
            ServiceError::Internal(Failure::Game {
                game: row.id,
                error,
            })
        })?;
        Ok(Loaded {
            row,
            game,
            langs: Langs::default(),
        })
    }

    fn side_of(&self, user: u64) -> Option<Side> {
        side_of(&self.row, user)
    }

    /// `side`'s private board, in the colours that player chose for their own boards.
    fn private_view(&self, side: Side) -> rules::BoardView {
        let mut view = self.game.view(rules::Viewer::Player(side));
        view.scheme = self.row.scheme(side);
        crate::words::translate_view(self.lang_of(side), &mut view);
        view
    }

    /// The channel's board (no secrets, drawn from the side to act), in the channel's language.
    fn public_view(&self) -> rules::BoardView {
        let mut view = self.game.public_view();
        crate::words::translate_view(self.public_lang(), &mut view);
        view
    }

    /// The side `user` plays; refused if they do not play in this game.
    fn player(&self, user: u64) -> Result<Side> {
        self.side_of(user)
            .ok_or(ServiceError::NotYourGame(self.row.id))
    }

    fn user(&self, side: Side) -> u64 {
        from_db(match side {
            Side::White => self.row.white_id,
            Side::Black => self.row.black_id,
        })
    }

    /// The language `side`'s player reads.
    fn lang_of(&self, side: Side) -> Lang {
        match side {
            Side::White => self.langs.white,
            Side::Black => self.langs.black,
        }
    }

    /// The language of the game's channel posts.
    fn public_lang(&self) -> Lang {
        self.langs.public
    }

    /// A lobby game as its second home reads it (its channel posts in that home's language),
    /// when that differs from the game's channel's; `None` for any other game.
    fn in_away_home(&self) -> Option<Loaded> {
        let differs = self.row.away_channel_id.is_some() && self.langs.away != self.langs.public;
        differs.then(|| Loaded {
            langs: Langs {
                public: self.langs.away,
                ..self.langs
            },
            ..self.clone()
        })
    }

    /// "**Oracle Chess**, game #12: …" in the channel's language.
    fn public_heading(&self) -> String {
        self.heading_in(self.public_lang())
    }

    /// "**Oracle Chess**, game #12: <@1> (White) vs <@2> (Black)": how messages name the
    /// game, in `lang`.
    fn heading_in(&self, lang: Lang) -> String {
        crate::words::words_with(
            lang,
            "game-heading",
            &[
                (
                    "variant",
                    crate::words::variant_name(lang, self.game.variant()).into(),
                ),
                ("game", self.row.id.to_string().into()),
                ("white", self.who(Side::White).words(lang).into()),
                ("black", self.who(Side::Black).words(lang).into()),
            ],
        )
    }

    /// Who plays `side`: "<@123> (White)", or "the computer (White)".
    fn who(&self, side: Side) -> Who {
        if self.is_computer(side) {
            Who::Computer(side)
        } else {
            Who::Player {
                user: self.user(side),
                side,
            }
        }
    }

    /// The computer's level in a game against it.
    fn computer_level(&self) -> Option<ai::Level> {
        self.row.computer_level.as_deref()?.parse().ok()
    }

    /// Since when the computer is to act, once this state is committed at `now`: `None` when it
    /// is not (a game between people, the other side to act, or the game over).
    fn computer_due(&self, now: i64) -> Option<i64> {
        let to_act = self.game.to_act();
        Side::BOTH
            .into_iter()
            .any(|s| self.is_computer(s) && to_act.includes(s))
            .then_some(now)
    }

    /// Whether the computer plays `side`.
    fn is_computer(&self, side: Side) -> bool {
        self.row.computer_side.as_deref() == Some(side.name())
    }
}

fn side_of(row: &GameRow, user: u64) -> Option<Side> {
    let user = to_db(user);
    if row.white_id == user {
        Some(Side::White)
    } else if row.black_id == user {
        Some(Side::Black)
    } else {
        None
    }
}

/// Runs `work` (service calls, or the database part of one) for at most `budget`, and turns a
/// cut-off into what it left behind (see `crate::store::within`): nothing done
/// ([`ServiceError::StoreUnavailable`]) or a commit the database did not confirm
/// ([`ServiceError::StoreUnconfirmed`]).
pub async fn within_budget<T>(
    budget: std::time::Duration,
    work: impl std::future::Future<Output = Result<T>>,
) -> Result<T> {
    use crate::store::{within, Cut, COMMIT_GRACE};
    match within(budget, COMMIT_GRACE, work).await {
        Ok(done) => done,
        Err(Cut::NothingDone) => {
            tracing::warn!("the game store did not answer in time; nothing was done");
            Err(ServiceError::StoreUnavailable)
        }
        Err(Cut::Unconfirmed) => {
            tracing::warn!("the game store did not confirm a commit in time");
            Err(ServiceError::StoreUnconfirmed)
        }
    }
}

/// A secret seed from the operating system's random source: for a new game, and for each of
/// the computer's searches (so nobody can replay a search to learn its secret choice).
pub(crate) fn random_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| {
        // No OS randomness (never seen in practice): the process's hash keys and the time.
        use std::collections::hash_map::RandomState;
        use std::hash::{BuildHasher, Hasher};
        let mut h = RandomState::new().build_hasher();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        h.write_u128(nanos);
        h.finish()
    })
}

impl Service {
    /// A service over `store`.
    pub fn new(store: Store) -> Service {
        Service {
            store,
            move_time_limit: DEFAULT_MOVE_TIME_LIMIT,
            clock: Clock::system(),
            computer_iterations: None,
        }
    }

    /// The same service, giving games that start from now on `limit` per move (`MOVE_TIME_LIMIT`).
    pub fn with_move_time_limit(mut self, limit: std::time::Duration) -> Service {
        self.move_time_limit = limit;
        self
    }

    /// The same service, capping the computer's search at `iterations` a move.
    pub fn with_computer_iterations(mut self, iterations: Option<u32>) -> Service {
        self.computer_iterations = iterations;
        self
    }

    /// The same service, reading the time from `clock` (tests use a hand-moved clock).
    pub fn with_clock(mut self, clock: Clock) -> Service {
        self.clock = clock;
        self
    }

    /// Opens the store at `database_url` (running migrations) and wraps it.
    pub async fn open(database_url: &str) -> anyhow::Result<Service> {
        Ok(Service::new(Store::open(database_url).await?))
    }

    /// The underlying store.
    pub fn store(&self) -> &Store {
        &self.store
    }
}
