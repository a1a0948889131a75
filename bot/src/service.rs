//! The game service: everything the bot does, without Discord.
//!
//! Commands, buttons, tests and benchmarks all drive this type. It loads a game from the
//! [`Store`], checks who is acting, lets `rules` apply the action, commits the new state with a
//! version check together with everything the action must announce (an [`Update`] of queued
//! [`Announcement`]s), so nothing accepted is ever lost or half-announced. It never sends
//! anything itself: [`crate::delivery`] does, from the outbox.
//!
//! Discord ids are plain `u64` here; the store keeps them as `i64` with the same bits.

use crate::store::{
    from_db, to_db, Change, GameRow, NewAction, NewGame, Placement, RatedEnd, Status, Store,
    StoreError, TurnClock,
};
use rules::{ActionChoice, AnyGame, Match, RuleError, Side, ToAct, VariantId, Viewer};
use std::collections::HashMap;
use std::fmt;

mod announce;
mod clock;
mod community;
mod computer;
mod describe;
mod export;
mod queries;
mod rematch;
mod reminders;

pub use announce::{
    thread_name, Announcement, Answer, BoardReply, Challenge, ChannelPost, DecisionPrompt,
    DrawOffer, EditPost, Post, PrivateNote, Queued, Rematch, RematchPlan, ThreadPlan, TurnMessage,
    Update,
};
pub use clock::{format_duration, Clock, DEFAULT_MOVE_TIME_LIMIT};
pub use community::{change_line, parse_variants, LEADERBOARD_SIZE};
pub use computer::{ComputerRequest, ComputerTurn};
pub use export::{file_name, Exported};
pub use queries::{rules_pictures, RulesPicture};
pub use reminders::{due as reminder_due, Reminder};

use describe::{is_secret_decision, next_line, not_your_turn, ping_for, place_decision, prompts};

/// The longest action text read at all: longer input is refused before it is parsed (no
/// notation of any variant comes close).
pub const MAX_ACTION_TEXT: usize = 100;

/// The most games (open challenges included) one user may have going at once.
pub const MAX_LIVE_GAMES: usize = 25;

/// The most open challenges one user may have made at once.
pub const MAX_OPEN_CHALLENGES: usize = 5;

/// The shortest move time limit a challenge may set.
pub const MIN_MOVE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(60);

/// The longest move time limit a challenge (or a server) may set.
pub const MAX_MOVE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(30 * 86_400);

/// A challenge and its options, as `/play` makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRequest {
    /// The variant.
    pub variant: VariantId,
    /// The server, if any.
    pub guild: Option<u64>,
    /// Where the challenge is made.
    pub channel: u64,
    /// Who challenges (plays White).
    pub challenger: u64,
    /// Who is challenged.
    pub opponent: u64,
    /// Whether the challenged user is a bot.
    pub opponent_is_bot: bool,
    /// The move time limit of this game (`None`: the server's default).
    pub move_time_limit: Option<std::time::Duration>,
    /// The game's random seed (`None`: a fresh unpredictable one; tests set it).
    pub seed: Option<u64>,
    /// The caller opens a thread for the game when it starts, if the server plays games in
    /// threads (`/play` outside a thread). Such a challenge leaves its channel free for others.
    pub thread_if_allowed: bool,
    /// The side the challenger plays against a person (`None`: White).
    pub challenger_side: Option<Side>,
}

impl ChallengeRequest {
    /// A challenge with the default options.
    pub fn new(
        variant: VariantId,
        guild: Option<u64>,
        channel: u64,
        challenger: u64,
        opponent: u64,
        opponent_is_bot: bool,
    ) -> ChallengeRequest {
        ChallengeRequest {
            variant,
            guild,
            channel,
            challenger,
            opponent,
            opponent_is_bot,
            move_time_limit: None,
            seed: None,
            thread_if_allowed: false,
            challenger_side: None,
        }
    }
}

/// A new game's terms, checked against its server's settings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Terms {
    /// Its move time limit, in seconds.
    pub(crate) limit_secs: i64,
    /// Whether it is to be played in a thread of its own (the request asks for one where
    /// allowed, and the server plays games in threads).
    pub(crate) threaded: bool,
}

/// Discord shows at most this many options in a select menu.
pub const MAX_MENU_OPTIONS: usize = 25;

/// How often a play is retried after losing a race to another writer on the same game.
const RETRIES: usize = 3;

/// Where a command was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A server channel or thread (its id).
    Channel(u64),
    /// A direct message with the bot: the game is found from the user.
    Direct,
}

/// Which game a request is about: the one in a place, or an explicit game id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// Where the request came from.
    pub place: Place,
    /// An explicit game id (from a button, a menu or the `game` option); wins over `place`.
    pub game: Option<i64>,
}

impl Target {
    /// The live game in channel `id`.
    pub fn channel(id: u64) -> Target {
        Target {
            place: Place::Channel(id),
            game: None,
        }
    }

    /// The user's game, from a direct message.
    pub fn direct() -> Target {
        Target {
            place: Place::Direct,
            game: None,
        }
    }

    /// Game number `id`.
    pub fn game(id: i64) -> Target {
        Target {
            place: Place::Direct,
            game: Some(id),
        }
    }

    /// `self` with an explicit game id if `game` is `Some`.
    pub fn with_game(mut self, game: Option<i64>) -> Target {
        if game.is_some() {
            self.game = game;
        }
        self
    }
}

/// A refusal (or, for [`ServiceError::Internal`], a failure). `Display` is the friendly text
/// shown to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServiceError {
    /// No game in this channel.
    NoGameHere,
    /// No game with this number.
    NoSuchGame(i64),
    /// The user does not play in this game.
    NotYourGame,
    /// Not this user's turn, or they already submitted this turn.
    NotYourTurn(String),
    /// The rules refused the action (malformed or illegal); the rules' message.
    Rule(String),
    /// The game is still an open challenge.
    NotStarted,
    /// The game has ended; how, in words (empty if unknown).
    GameOver(String),
    /// The channel already has a game or an open challenge.
    ChannelBusy,
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
    /// Only members who may manage the server can change its settings.
    NotAdmin,
    /// The user is going faster than the rate limit allows; they may go on after this long.
    SlowDown(std::time::Duration),
    /// The user already has as many games (or open challenges) as anyone may.
    TooManyGames(String),
    /// The bot is stopping (a restart): nothing new is started.
    Stopping,
    /// Only the challenged player may accept or decline.
    OnlyChallenged,
    /// Only the challenger may cancel.
    OnlyChallenger,
    /// The challenge was already answered or withdrawn: how it stands now (`Challenge`: closed
    /// by another click a moment before).
    ChallengeClosed(Status),
    /// A direct message, but none of the user's games is in progress; with how their latest
    /// game ended, if they have played one (a move sent just after it ended hears that).
    NothingToPlay(Option<String>),
    /// Several of the user's games could be meant (which, and why it is unclear): they must
    /// pass `game` (or use the command in the game's thread).
    WhichGame(Vec<i64>, Ambiguity),
    /// The computer's action was chosen for a version of the game that is gone (another
    /// process took its turn over).
    Superseded,
    /// A draw offer made before the last action.
    OfferExpired,
    /// Accepting one's own draw offer.
    OwnOffer,
    /// A move menu from an earlier turn.
    StaleMenu,
    /// Lost a race with another action on the same game several times.
    Busy,
    /// A command for another variant (the command, the variant it is for, the game's variant,
    /// the game it was used on).
    WrongVariant(&'static str, VariantId, VariantId, i64),
    /// A question about the board that has no answer (no piece there, no such attack); the
    /// rules' words.
    NoAnswer(String),
    /// A win-on-time claim that is not (yet) valid: too early, or the claimant is the one to
    /// act; the reason in words.
    CannotClaim(String),
    /// Input longer than any valid answer (what it was meant to be, its length in characters);
    /// refused before it is read.
    TooLong(TextKind, usize),
    /// Something broke (database, corrupt state). Logged; the user gets an apology.
    Internal(String),
}

/// What a text a user typed was meant to be, for the refusal of one that is too long: it
/// names the kind and shows what one looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// An action (`/move`).
    Move,
    /// A duration (a move time limit).
    Duration,
    /// A list of variants (`/settings variants`).
    VariantList,
    /// A square (`/forecast`, `/piece`).
    Square,
}

impl TextKind {
    /// "a move", "a duration", ...
    pub fn noun(self) -> &'static str {
        match self {
            TextKind::Move => "a move",
            TextKind::Duration => "a duration",
            TextKind::VariantList => "a list of variants",
            TextKind::Square => "a square",
        }
    }

    /// What a good one looks like.
    pub fn hint(self) -> &'static str {
        match self {
            TextKind::Move => {
                "Moves look like `e2e4` and squares like `b2`; start typing a move and \
                 autocomplete lists your legal ones."
            }
            TextKind::Duration => "Durations look like `24h`, `3d` or `90m`.",
            TextKind::VariantList => {
                "Use `all`, or variant ids separated by commas such as `apocalypse, oracle`."
            }
            TextKind::Square => "Squares look like `b2`.",
        }
    }
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
    /// Whether this is a refusal the user caused (shown as is) rather than a failure.
    pub fn is_refusal(&self) -> bool {
        !matches!(self, ServiceError::Internal(_))
    }

    fn from_rule(e: RuleError) -> ServiceError {
        match e {
            RuleError::NotYourTurn { message, .. } => ServiceError::NotYourTurn(message),
            RuleError::GameOver => ServiceError::GameOver(String::new()),
            other => ServiceError::Rule(other.to_string()),
        }
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::NoGameHere => {
                f.write_str("There is no game in this channel. Challenge someone with `/play`.")
            }
            ServiceError::NoSuchGame(id) => write!(f, "There is no game #{id}."),
            ServiceError::NotYourGame => f.write_str("You are not playing in this game."),
            ServiceError::NotYourTurn(m) => f.write_str(m),
            ServiceError::Rule(m) => write!(f, "That move is not allowed: {m}"),
            ServiceError::NotStarted => {
                f.write_str("This game has not started: the challenge is still open.")
            }
            ServiceError::GameOver(how) if how.is_empty() => f.write_str("This game is over."),
            ServiceError::GameOver(how) => write!(f, "This game is over: {how}."),
            ServiceError::ChannelBusy => f.write_str(
                "This channel already has a game or an open challenge. Finish it first, or \
                 start a thread and play there.",
            ),
            ServiceError::SelfChallenge => f.write_str("You cannot challenge yourself."),
            ServiceError::BotChallenge => f.write_str("Bots cannot play; challenge a person."),
            ServiceError::NotPlayable(v) => write!(f, "{} is not playable yet.", v.title()),
            ServiceError::VariantDisabled(v) => write!(
                f,
                "{} is turned off on this server (see `/settings`).",
                v.title()
            ),
            ServiceError::BadTimeLimit(secs) => write!(
                f,
                "A move time limit of {} is not allowed: choose between {} and {}, e.g. `24h`.",
                format_duration(*secs as i64),
                format_duration(MIN_MOVE_TIME_LIMIT.as_secs() as i64),
                format_duration(MAX_MOVE_TIME_LIMIT.as_secs() as i64)
            ),
            ServiceError::SlowDown(wait) => write!(
                f,
                "Slow down a little: you can go on in {}.",
                format_duration((wait.as_secs_f64().ceil() as i64).max(1))
            ),
            ServiceError::TooManyGames(why) => f.write_str(why),
            ServiceError::Stopping => f.write_str("I am restarting; please try again in a minute."),
            ServiceError::NotAdmin => f.write_str(
                "Only members who may manage the server (Manage Server) can change its settings.",
            ),
            ServiceError::OnlyChallenged => {
                f.write_str("Only the challenged player can accept or decline this challenge.")
            }
            ServiceError::OnlyChallenger => {
                f.write_str("Only the player who made the challenge can cancel it.")
            }
            ServiceError::ChallengeClosed(how) => f.write_str(match how {
                Status::Declined => "This challenge was declined.",
                Status::Cancelled => "This challenge was withdrawn.",
                Status::Active => "This challenge was accepted already: its game is under way.",
                Status::Finished => "This challenge was accepted already, and its game is over.",
                // (Closed by another click a moment before.)
                Status::Challenge => "This challenge is no longer open.",
            }),
            ServiceError::Superseded => {
                f.write_str("The game moved on while this action was being chosen.")
            }
            ServiceError::NothingToPlay(None) => f.write_str(
                "You have no game in progress. Challenge someone with `/play` in a server.",
            ),
            ServiceError::NothingToPlay(Some(how)) => write!(
                f,
                "You have no game in progress: your latest game is over ({how}). \
                 Challenge someone with `/play` in a server."
            ),
            ServiceError::WhichGame(ids, why) => {
                let list: Vec<String> = ids.iter().map(|id| format!("#{id}")).collect();
                let list = list.join(", ");
                match why {
                    Ambiguity::Waiting => write!(
                        f,
                        "Several of your games are waiting for you ({list}); say which with the \
                         `game` option."
                    ),
                    Ambiguity::InProgress => write!(
                        f,
                        "You have several games in progress ({list}), none of them waiting for \
                         you; say which with the `game` option (`/games` lists them)."
                    ),
                    Ambiguity::InThreads => write!(
                        f,
                        "You have several games in threads of this channel ({list}): use the \
                         command in the game's thread, or say which with the `game` option."
                    ),
                }
            }
            ServiceError::OfferExpired => {
                f.write_str("That draw offer has expired: the game has moved on since.")
            }
            ServiceError::StaleMenu => {
                f.write_str("That menu is from an earlier turn; use the newest one, or `/move`.")
            }
            ServiceError::OwnOffer => f.write_str("You cannot accept your own draw offer."),
            ServiceError::Busy => {
                f.write_str("Someone else acted on this game at the same moment; please try again.")
            }
            ServiceError::WrongVariant(command, wanted, actual, game) => write!(
                f,
                "`/{command}` is for {} games; game #{game} is {}. For another game, add \
                 `game:` with its number (`/games` lists yours).",
                wanted.title(),
                actual.title()
            ),
            ServiceError::NoAnswer(m) | ServiceError::CannotClaim(m) => f.write_str(m),
            ServiceError::TooLong(what, len) => write!(
                f,
                "That is too long to be {} ({len} characters). {}",
                what.noun(),
                what.hint()
            ),
            ServiceError::Internal(_) => {
                f.write_str("Something went wrong on my side; please try again in a moment.")
            }
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<StoreError> for ServiceError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::ChannelBusy => ServiceError::ChannelBusy,
            StoreError::Conflict => ServiceError::Busy,
            StoreError::Db(e) => ServiceError::Internal(format!("database: {e}")),
        }
    }
}

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
    /// The last draw offer made in each game, as (game version, offering side): the same
    /// offer again is refused rather than pinging the opponent again. Kept in memory (a
    /// restart allows one more), shared by the service's clones.
    draw_offers: std::sync::Arc<std::sync::Mutex<HashMap<i64, (i64, Side)>>>,
}

/// A loaded game: its row, its parsed state, and the acting user's side (if they play in it).
struct Loaded {
    row: GameRow,
    game: Match,
}

impl Loaded {
    /// Where the game is played, for a message read anywhere: the channel (or thread) mention
    /// and, in a server, its link, which opens it even from a DM where a mention of a channel
    /// the client has not loaded reads "#unknown".
    fn place(&self) -> String {
        let channel = from_db(self.row.channel_id);
        match self.row.guild_id {
            Some(guild) => format!(
                "<#{channel}> (https://discord.com/channels/{}/{channel})",
                from_db(guild)
            ),
            None => format!("<#{channel}>"),
        }
    }

    fn new(row: GameRow) -> Result<Loaded> {
        let game = Match::from_json(&row.state)
            .map_err(|e| ServiceError::Internal(format!("game #{}: {e}", row.id)))?;
        Ok(Loaded { row, game })
    }

    fn side_of(&self, user: u64) -> Option<Side> {
        side_of(&self.row, user)
    }

    fn user(&self, side: Side) -> u64 {
        from_db(match side {
            Side::White => self.row.white_id,
            Side::Black => self.row.black_id,
        })
    }

    fn variant_title(&self) -> &'static str {
        self.game.game.variant().title()
    }

    /// "<@123> (White)", or "the computer (White)".
    fn who(&self, side: Side) -> String {
        if self.is_computer(side) {
            format!("the computer ({side})")
        } else {
            format!("<@{}> ({side})", self.user(side))
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
            draw_offers: Default::default(),
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

    /// `challenger` challenges `opponent` to `variant` in `channel`. The challenger plays White.
    pub async fn challenge(
        &self,
        variant: VariantId,
        guild: Option<u64>,
        channel: u64,
        challenger: u64,
        opponent: u64,
        opponent_is_bot: bool,
    ) -> Result<Challenge> {
        self.challenge_seeded(
            variant,
            guild,
            channel,
            challenger,
            opponent,
            opponent_is_bot,
            random_seed(),
        )
        .await
    }

    /// [`Service::challenge`] with a chosen seed (tests and benchmarks replay games exactly).
    #[allow(clippy::too_many_arguments)]
    pub async fn challenge_seeded(
        &self,
        variant: VariantId,
        guild: Option<u64>,
        channel: u64,
        challenger: u64,
        opponent: u64,
        opponent_is_bot: bool,
        seed: u64,
    ) -> Result<Challenge> {
        self.challenge_with(&ChallengeRequest {
            seed: Some(seed),
            ..ChallengeRequest::new(
                variant,
                guild,
                channel,
                challenger,
                opponent,
                opponent_is_bot,
            )
        })
        .await
    }

    /// A challenge as `/play` makes it, with its options: checked against the rules of the
    /// server (which variants it plays, its default move time limit).
    pub async fn challenge_with(&self, req: &ChallengeRequest) -> Result<Challenge> {
        let ChallengeRequest {
            variant,
            guild,
            channel,
            challenger,
            opponent,
            ..
        } = *req;
        if opponent == challenger {
            return Err(ServiceError::SelfChallenge);
        }
        if req.opponent_is_bot {
            return Err(ServiceError::BotChallenge);
        }
        let terms = self.game_terms(req).await?;
        self.check_room_for_a_game(challenger, true).await?;
        let seed = req.seed.unwrap_or_else(random_seed);
        let game = AnyGame::new(variant, seed).map_err(|_| ServiceError::NotPlayable(variant))?;
        let side = req.challenger_side.unwrap_or(Side::White);
        let (white, black) = match side {
            Side::White => (challenger, opponent),
            Side::Black => (opponent, challenger),
        };
        let new = NewGame {
            variant: variant.id().to_owned(),
            guild_id: guild.map(to_db),
            channel_id: to_db(channel),
            white_id: to_db(white),
            black_id: to_db(black),
            challenger_id: to_db(challenger),
            state: Match::new(game).to_json(),
            status: Status::Challenge,
            rated: true,
            move_time_limit_secs: terms.limit_secs,
            computer: None,
            threaded: terms.threaded,
        };
        let mut replaced = String::new();
        let game_id = match self.store.insert_game(&new).await {
            // The channel's open challenge is the challenger's own (its message may never have
            // been seen, if the bot stopped before posting it): the new one replaces it.
            Err(StoreError::ChannelBusy) => {
                let own = self
                    .store
                    .game_holding_channel(to_db(channel))
                    .await?
                    .filter(|row| {
                        row.status() == Status::Challenge && row.challenger_id == to_db(challenger)
                    })
                    .ok_or(ServiceError::ChannelBusy)?;
                self.cancel(own.id, challenger).await?;
                replaced = format!(" (It replaces game #{}.)", own.id);
                self.store.insert_game(&new).await?
            }
            other => other?,
        };
        Ok(Challenge {
            game_id,
            text: format!(
                "<@{opponent}>, <@{challenger}> challenges you to **{}** (game #{game_id}). \
                 <@{challenger}> plays {side}, you play {}. Rated, {} a move. Accept?{replaced}",
                variant.title(),
                side.opponent(),
                format_duration(terms.limit_secs)
            ),
            ping: vec![opponent],
        })
    }

    /// Checks a new game's terms against the server (is the variant played here?) and returns
    /// them: its move time limit in seconds (the one asked for, within bounds, else the
    /// server's) and whether it gets a thread of its own.
    pub(crate) async fn game_terms(&self, req: &ChallengeRequest) -> Result<Terms> {
        let variant = req.variant;
        if !AnyGame::is_available(variant) {
            return Err(ServiceError::NotPlayable(variant));
        }
        let settings = self.check_enabled(req.guild, variant).await?;
        let limit = match req.move_time_limit {
            Some(limit) => {
                if !(MIN_MOVE_TIME_LIMIT..=MAX_MOVE_TIME_LIMIT).contains(&limit) {
                    return Err(ServiceError::BadTimeLimit(limit.as_secs()));
                }
                limit.as_secs() as i64
            }
            None => settings.move_time_limit_secs.unwrap_or(
                self.move_time_limit
                    .as_secs()
                    .try_into()
                    .unwrap_or(i64::MAX),
            ),
        };
        Ok(Terms {
            limit_secs: limit,
            threaded: req.thread_if_allowed && req.guild.is_some() && settings.threads,
        })
    }

    async fn load_id(&self, id: i64) -> Result<Loaded> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::NoSuchGame(id))?;
        Loaded::new(row)
    }

    /// The challenged user accepts: the game starts where it was challenged.
    pub async fn accept(&self, game_id: i64, user: u64) -> Result<Update> {
        self.accept_in(game_id, user, None).await
    }

    /// The challenged user accepts, and the game starts in `placement` (its own thread under
    /// the challenge message) if given, else where it was challenged.
    pub async fn accept_in(
        &self,
        game_id: i64,
        user: u64,
        placement: Option<Placement>,
    ) -> Result<Update> {
        let loaded = self.load_id(game_id).await?;
        check_may_accept(&loaded.row, user)?;
        // A variant the server turned off since the challenge was made is not started.
        self.check_enabled(loaded.row.guild_id.map(from_db), loaded.game.game.variant())
            .await?;
        // (The challenge being accepted is one of the accepting user's live games already.)
        self.check_room_for_a_game(user, false).await?;
        let row = &loaded.row;
        // The move time limit was fixed with the challenge.
        let clock = TurnClock {
            started_at: self.clock.now(),
            limit_secs: None,
        };
        // The game is one version on once this commits, and lives in its thread if it has one.
        let mut started = Loaded {
            row: row.clone(),
            game: loaded.game.clone(),
        };
        started.row.version += 1;
        if let Some(p) = placement {
            started.row.channel_id = p.channel_id;
            started.row.parent_channel_id = Some(p.parent_channel_id);
            started.row.parent_message_id = Some(p.parent_message_id);
        }
        let headline = format!(
            "Challenge accepted! **{}**, game #{game_id}: {} vs {}.",
            started.variant_title(),
            started.who(Side::White),
            started.who(Side::Black)
        );
        let announcements = opening(&started, headline);
        let committed = self
            .store
            .commit_with_clock(
                &Change {
                    game_id,
                    expected_version: row.version,
                    state: &row.state,
                    status: Status::Active,
                    result: None,
                    action: None,
                    announcements: &payloads(&announcements),
                    rated_end: None,
                    placement,
                    computer_due: started.computer_due(clock.started_at),
                },
                Some(clock),
            )
            .await
            .map_err(|e| match e {
                StoreError::Conflict => ServiceError::ChallengeClosed(Status::Challenge),
                // Meant for a thread that could not be opened, while another game holds the
                // channel: the challenge stays open.
                StoreError::ChannelBusy => ServiceError::NoAnswer(
                    "Another game is being played in this channel, and I could not open a \
                     thread for this one (threads are off here, or I may not create them). \
                     Accept once that game is over."
                        .into(),
                ),
                other => other.into(),
            })?;
        Ok(Update {
            game_id,
            channel_id: from_db(started.row.channel_id),
            secret: false,
            ack: Post {
                text: "Challenge accepted.".into(),
                view: None,
            },
            queued: queued(game_id, committed.queued, announcements),
            turn_changed: true,
            finished: None,
        })
    }

    /// The challenged user declines.
    pub async fn decline(&self, game_id: i64, user: u64) -> Result<String> {
        self.close_challenge(game_id, user, Status::Declined).await
    }

    /// The challenger withdraws the challenge.
    pub async fn cancel(&self, game_id: i64, user: u64) -> Result<String> {
        self.close_challenge(game_id, user, Status::Cancelled).await
    }

    async fn close_challenge(&self, game_id: i64, user: u64, status: Status) -> Result<String> {
        let loaded = self.load_id(game_id).await?;
        let row = &loaded.row;
        if row.status() != Status::Challenge {
            return Err(ServiceError::ChallengeClosed(row.status()));
        }
        let is_challenger = to_db(user) == row.challenger_id;
        let is_player = side_of(row, user).is_some();
        match status {
            Status::Cancelled if !is_challenger => return Err(ServiceError::OnlyChallenger),
            Status::Declined if is_challenger || !is_player => {
                return Err(ServiceError::OnlyChallenged)
            }
            _ => {}
        }
        self.store
            .commit(&Change {
                game_id,
                expected_version: row.version,
                state: &row.state,
                status,
                result: None,
                action: None,
                announcements: &[],
                rated_end: None,
                placement: None,
                computer_due: None,
            })
            .await
            .map_err(|e| match e {
                StoreError::Conflict => ServiceError::ChallengeClosed(Status::Challenge),
                other => other.into(),
            })?;
        Ok(match status {
            Status::Declined => format!("<@{user}> declined the challenge (game #{game_id})."),
            _ => format!("<@{user}> withdrew the challenge (game #{game_id})."),
        })
    }

    /// Refuses a new game (or, when `challenging`, a new open challenge) to a user who has as
    /// many as anyone may.
    /// The settings of `guild` (the defaults outside a server), if they allow `variant`.
    async fn check_enabled(
        &self,
        guild: Option<u64>,
        variant: VariantId,
    ) -> Result<crate::store::Settings> {
        let settings = match guild {
            Some(g) => self.store.settings(to_db(g)).await?,
            None => crate::store::Settings::default(),
        };
        if let Some(enabled) = &settings.variants {
            if !enabled.iter().any(|v| v == variant.id()) {
                return Err(ServiceError::VariantDisabled(variant));
            }
        }
        Ok(settings)
    }

    async fn check_room_for_a_game(&self, user: u64, challenging: bool) -> Result<()> {
        let live = self.store.live_games_of(to_db(user), None).await?;
        // Accepting, the challenge itself is among the live games.
        let room = if challenging {
            MAX_LIVE_GAMES
        } else {
            MAX_LIVE_GAMES + 1
        };
        if live.len() >= room {
            return Err(ServiceError::TooManyGames(format!(
                "You already have {} games going, the most anyone may; finish one first \
                 (`/games` lists them).",
                live.len()
            )));
        }
        let open = live
            .iter()
            .filter(|g| g.status() == Status::Challenge && g.challenger_id == to_db(user))
            .count();
        if challenging && open >= MAX_OPEN_CHALLENGES {
            return Err(ServiceError::TooManyGames(format!(
                "You already have {open} open challenges, the most anyone may; wait for an \
                 answer, or cancel one."
            )));
        }
        Ok(())
    }

    /// Finds the game a request is about. In a direct message that is the user's game awaiting
    /// their action (or their only game in progress).
    async fn resolve(&self, target: &Target, user: u64) -> Result<Loaded> {
        if let Some(id) = target.game {
            return self.load_id(id).await;
        }
        match target.place {
            Place::Channel(channel) => {
                let here = self.store.live_game_in_channel(to_db(channel)).await?;
                if let Some(row) = here.as_ref().filter(|r| r.status() == Status::Active) {
                    return Loaded::new(row.clone());
                }
                // Used in the channel under a game's thread: the user's game there, if just one.
                let mut under: Vec<GameRow> = self
                    .store
                    .live_games_of(to_db(user), None)
                    .await?
                    .into_iter()
                    .filter(|g| {
                        g.parent_channel_id == Some(to_db(channel)) && g.status() == Status::Active
                    })
                    .collect();
                match under.len() {
                    1 => return Loaded::new(under.remove(0)),
                    0 => {}
                    _ => {
                        return Err(ServiceError::WhichGame(
                            under.iter().map(|g| g.id).collect(),
                            Ambiguity::InThreads,
                        ))
                    }
                }
                // An open challenge here (the game has not started).
                if let Some(row) = here {
                    return Loaded::new(row);
                }
                // A move that just missed the end of the channel's last game (a draw accepted
                // a moment before), or of the user's game in a thread under it, hears how that
                // game ended, not that there is none.
                match self.last_game_here(channel, user).await? {
                    Some(row) if row.status() == Status::Finished => {
                        Err(ServiceError::GameOver(ended(&row)))
                    }
                    _ => Err(ServiceError::NoGameHere),
                }
            }
            Place::Direct => {
                let mut games = Vec::new();
                for row in self.store.active_games_of(to_db(user)).await? {
                    games.push(Loaded::new(row)?);
                }
                let waiting: Vec<usize> = (0..games.len())
                    .filter(|&i| {
                        let g = &games[i];
                        g.side_of(user)
                            .is_some_and(|side| g.game.to_act().includes(side))
                    })
                    .collect();
                match (waiting.len(), games.len()) {
                    (1, _) => Ok(games.swap_remove(waiting[0])),
                    (0, 1) => Ok(games.swap_remove(0)),
                    (0, 0) => Err(ServiceError::NothingToPlay(
                        self.store
                            .latest_finished_game_of(to_db(user))
                            .await?
                            .map(|row| ended(&row)),
                    )),
                    (0, _) => Err(ServiceError::WhichGame(
                        games.iter().map(|g| g.row.id).collect(),
                        Ambiguity::InProgress,
                    )),
                    _ => Err(ServiceError::WhichGame(
                        waiting.iter().map(|&i| games[i].row.id).collect(),
                        Ambiguity::Waiting,
                    )),
                }
            }
        }
    }

    /// Like [`Service::resolve`], but also finds the last finished game in a channel (for
    /// `/board`, `/history` and `/export` after a game ended), or in a thread under it.
    async fn resolve_any(&self, target: &Target, user: u64) -> Result<Loaded> {
        match self.resolve(target, user).await {
            Err(ServiceError::NoGameHere | ServiceError::GameOver(_)) => {
                let Place::Channel(channel) = target.place else {
                    return Err(ServiceError::NoGameHere);
                };
                let here = self.store.latest_game_in_channel(to_db(channel)).await?;
                let under = self.store.latest_thread_game_under(to_db(channel)).await?;
                let row = here
                    .into_iter()
                    .chain(under)
                    .max_by_key(|row| row.id)
                    .ok_or(ServiceError::NoGameHere)?;
                Loaded::new(row)
            }
            other => other,
        }
    }

    /// `user` plays `text` in the game `target` points at.
    pub async fn play(&self, target: &Target, user: u64, text: &str) -> Result<Update> {
        self.play_checked(target, user, text, None).await
    }

    /// [`Service::play`] from a menu offered at `turn` (the length of the public record then):
    /// refused if the game has moved to another turn since.
    pub async fn play_checked(
        &self,
        target: &Target,
        user: u64,
        text: &str,
        turn: Option<usize>,
    ) -> Result<Update> {
        let len = text.chars().count();
        if len > MAX_ACTION_TEXT {
            return Err(ServiceError::TooLong(TextKind::Move, len));
        }
        let mut attempt = 0;
        loop {
            attempt += 1;
            let loaded = match self.resolve(target, user).await {
                // No game in progress here (any more): if the user's last game here ended
                // with this very move, the move is a retry, answered as already played.
                Err(ServiceError::GameOver(how) | ServiceError::NothingToPlay(Some(how))) => {
                    let refusal = match target.place {
                        Place::Direct => ServiceError::NothingToPlay(Some(how)),
                        Place::Channel(_) => ServiceError::GameOver(how),
                    };
                    return match self.last_game_of_here(target, user).await? {
                        Some(last) => self.try_play(last, user, text).await.map_err(|e| match e {
                            ServiceError::GameOver(_) => refusal,
                            other => other,
                        }),
                        None => Err(refusal),
                    };
                }
                other => other?,
            };
            if let Some(turn) = turn {
                if let (true, Some(side)) = (
                    loaded.game.game.history().len() != turn,
                    loaded.side_of(user),
                ) {
                    // A menu from an earlier turn: a game that ended since says how, and a
                    // pick that was already played (a retried click) says so with the board.
                    let refusal = match check_in_progress(&loaded.row) {
                        Err(e @ ServiceError::GameOver(_)) => e,
                        Err(e) => return Err(e),
                        Ok(()) => ServiceError::StaleMenu,
                    };
                    // A pick from the menu of the turn that has just resolved, which is their
                    // last action: a retried click.
                    let retried = loaded.game.game.history().len() == turn + 1;
                    return self
                        .already_played(&loaded, side, user, text, retried, refusal)
                        .await;
                }
            }
            match self.try_play(loaded, user, text).await {
                Err(ServiceError::Busy) if attempt < RETRIES => continue,
                other => return other,
            }
        }
    }

    /// The finished game a move sent to `target` by `user` may have been meant for: in a
    /// channel its last game (or the user's in a thread under it), in a DM the user's last.
    async fn last_game_of_here(&self, target: &Target, user: u64) -> Result<Option<Loaded>> {
        let row = match target.place {
            Place::Direct => self.store.latest_finished_game_of(to_db(user)).await?,
            Place::Channel(channel) => self.last_game_here(channel, user).await?,
        };
        match row.filter(|r| r.status() == Status::Finished && side_of(r, user).is_some()) {
            Some(row) => Ok(Some(Loaded::new(row)?)),
            None => Ok(None),
        }
    }

    /// The newest started game of `channel`: its own, or `user`'s in a thread under it.
    async fn last_game_here(&self, channel: u64, user: u64) -> Result<Option<GameRow>> {
        let here = self.store.latest_game_in_channel(to_db(channel)).await?;
        let under = self
            .store
            .latest_thread_game_of(to_db(channel), to_db(user))
            .await?;
        Ok(here.into_iter().chain(under).max_by_key(|row| row.id))
    }

    async fn try_play(&self, mut loaded: Loaded, user: u64, text: &str) -> Result<Update> {
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        match check_in_progress(&loaded.row) {
            // A retry of the move that ended the game hears that it was played, with the
            // final board.
            Err(e @ ServiceError::GameOver(_)) => {
                return self
                    .already_played(&loaded, side, user, text, false, e)
                    .await
            }
            other => other?,
        }
        let before = loaded.game.to_act();
        if !before.includes(side) {
            let refusal = ServiceError::NotYourTurn(not_your_turn(&loaded, &before, side));
            return self
                .already_played(&loaded, side, user, text, false, refusal)
                .await;
        }
        // A simultaneous move stays secret until the turn resolves; the answer to a secret
        // decision stays secret for good. Either way the actor is answered privately.
        let simultaneous = matches!(before, ToAct::Simultaneous(_));
        let secret = simultaneous || is_secret_decision(&loaded.game.game, side);
        let turn_before = loaded.game.game.history().len();
        let (notation, report) = match loaded.game.game.play_text(side, text) {
            Ok(done) => done,
            Err(e) => {
                let refusal = ServiceError::from_rule(e);
                return self
                    .already_played(&loaded, side, user, text, false, refusal)
                    .await;
            }
        };
        // From here on `loaded` describes the game as it will be once committed.
        loaded.row.version += 1;
        let after = loaded.game.to_act();
        let outcome = loaded.game.outcome();
        let result = outcome.as_ref().map(|o| o.to_string());
        // Who is newly asked to act: a new turn (or the game ended), and a new turn clock. A
        // submission that leaves the opponent still to act does not restart it (Apocalypse R16).
        let prompted: Vec<Side> = after
            .sides()
            .into_iter()
            .filter(|s| !before.includes(*s) || *s == side)
            .collect();
        let turn_changed = !prompted.is_empty() || result.is_some();
        let id = loaded.row.id;

        let mut own_lines = vec![if secret && !simultaneous {
            format!("You answered `{notation}` (game #{id}).")
        } else if secret && turn_changed {
            format!(
                "Your move `{notation}` is in (game #{id}). Both moves are in: see the channel."
            )
        } else if secret {
            format!(
                "Your move `{notation}` is in (game #{id}). It stays secret until both moves \
                 are in."
            )
        } else {
            format!("You played `{notation}`.")
        }];
        let mut private = Vec::new();
        for (to, line) in &report.private {
            if loaded.is_computer(*to) {
                continue;
            }
            if *to == side && secret {
                // The acknowledgement is private: it carries the mover's own news.
                own_lines.push(line.clone());
            } else {
                private.push(PrivateNote {
                    user_id: loaded.user(*to),
                    side: *to,
                    text: format!("Game #{id}: {line}"),
                    view: None,
                    choices: Vec::new(),
                    prompt: false,
                    turn: loaded.game.game.history().len(),
                    decision: None,
                    reminder: false,
                });
            }
        }
        let public = if simultaneous && !turn_changed {
            let waiting = after.sides();
            let names: Vec<String> = waiting.iter().map(|s| loaded.who(*s)).collect();
            ChannelPost {
                channel_id: from_db(loaded.row.channel_id),
                text: describe::sentence(format!(
                    "{} has submitted a move. Waiting for {}.",
                    loaded.who(side),
                    names.join(" and ")
                )),
                view: None,
                ping: waiting.iter().map(|s| loaded.user(*s)).collect(),
                decision: None,
                turn_message: TurnMessage::Open(turn_before),
                live: true,
                ratings: false,
                rematch: None,
            }
        } else {
            let mut lines = Vec::new();
            if !report.public.trim().is_empty() {
                lines.push(report.public.trim().to_owned());
            } else if !secret {
                // No public line from the rules: say that something happened, not what (the
                // notation of a secret action must not reach the channel).
                lines.push(describe::sentence(format!(
                    "{} has moved.",
                    loaded.who(side)
                )));
            }
            let said = lines.join("\n");
            lines.push(next_line(&loaded, &after, &said));
            let ping = if result.is_some() {
                vec![loaded.user(side.opponent())]
            } else {
                ping_for(&loaded, &after)
            };
            ChannelPost {
                channel_id: from_db(loaded.row.channel_id),
                text: lines.join("\n"),
                view: (report.board_changed || turn_changed).then(|| loaded.game.public_view()),
                ping,
                decision: None,
                turn_message: if simultaneous {
                    TurnMessage::Close(turn_before)
                } else {
                    TurnMessage::None
                },
                live: result.is_none(),
                ratings: result.is_some() && loaded.row.rated != 0,
                rematch: None,
            }
        };
        let ack = Post {
            text: own_lines.join("\n"),
            // After a secret move the mover sees it on their board; once the turn resolves, the
            // new turn's prompt carries their board instead.
            view: (secret && !turn_changed).then(|| loaded.game.game.view(Viewer::Player(side))),
        };
        private.extend(prompts(&loaded, &after, &prompted));
        let decision = place_decision(&loaded, DecisionPrompt::of(&loaded), &mut private);
        let mut public = ChannelPost { decision, ..public };
        let mut endings = Vec::new();
        if let Some(result) = &result {
            (public.rematch, endings) = ending(&loaded, result);
        }
        let mut announcements = announcements(Some(public), private);
        announcements.extend(endings);

        let state = loaded.game.to_json();
        let clock = turn_changed.then(|| TurnClock {
            started_at: self.clock.now(),
            limit_secs: None,
        });
        let committed = self
            .store
            .commit_with_clock(
                &Change {
                    game_id: id,
                    expected_version: loaded.row.version - 1,
                    state: &state,
                    status: if outcome.is_some() {
                        Status::Finished
                    } else {
                        Status::Active
                    },
                    result: result.as_deref(),
                    action: Some(NewAction {
                        side: side.name().to_owned(),
                        user_id: to_db(user),
                        notation: notation.clone(),
                    }),
                    announcements: &payloads(&announcements),
                    rated_end: outcome.as_ref().and_then(|o| rated_end(&loaded.row, o)),
                    placement: None,
                    computer_due: loaded.computer_due(self.clock.now()),
                },
                clock,
            )
            .await?;
        tracing::debug!(game = id, %side, "action committed");
        Ok(Update {
            game_id: id,
            channel_id: from_db(loaded.row.channel_id),
            secret,
            ack,
            queued: queued(id, committed.queued, announcements),
            turn_changed,
            finished: result,
        })
    }

    /// A refused action that repeats the player's own last action (a retry after a lost reply,
    /// say) is answered "already played" with the board as it is now, privately; any other
    /// refusal stands.
    async fn already_played(
        &self,
        loaded: &Loaded,
        side: Side,
        user: u64,
        text: &str,
        from_last_turn: bool,
        refusal: ServiceError,
    ) -> Result<Update> {
        let Some((last, latest)) = self
            .store
            .last_action_of(loaded.row.id, to_db(user))
            .await?
        else {
            return Err(refusal);
        };
        let same = rules::geometry::normalize_move_text(text)
            == rules::geometry::normalize_move_text(&last);
        // Only the player's newest action counts, and only while nobody has acted since (or
        // while they are not the one to act, as after a secret move), or when it came from
        // the menu of the turn that has just resolved (`from_last_turn`). In a game that is
        // over, only the action that ended it.
        let over = loaded.row.status() == Status::Finished;
        let waiting_for_them = loaded.game.to_act().includes(side) || over;
        if !same || (!latest && !from_last_turn && waiting_for_them) {
            return Err(refusal);
        }
        let to_act = loaded.game.to_act();
        Ok(Update {
            game_id: loaded.row.id,
            channel_id: from_db(loaded.row.channel_id),
            secret: true,
            ack: Post {
                text: format!(
                    "Your move `{last}` was already played (game #{}); nothing more to do.\n{}",
                    loaded.row.id,
                    next_line(loaded, &to_act, "")
                ),
                view: Some(loaded.game.game.view(Viewer::Player(side))),
            },
            queued: Vec::new(),
            turn_changed: false,
            finished: None,
        })
    }

    /// Autocomplete for `/move`: the caller's legal actions starting with `prefix` (at most 25);
    /// empty for anyone not to act in the game.
    pub async fn suggest(&self, target: &Target, user: u64, prefix: &str) -> Vec<ActionChoice> {
        let loaded = match self.resolve(target, user).await {
            Ok(l) => l,
            Err(ServiceError::WhichGame(ids, _)) => match self.load_id(ids[0]).await {
                Ok(l) => l,
                Err(_) => return Vec::new(),
            },
            Err(_) => return Vec::new(),
        };
        let Some(side) = loaded.side_of(user) else {
            return Vec::new();
        };
        if loaded.row.status() != Status::Active || !loaded.game.to_act().includes(side) {
            return Vec::new();
        }
        loaded.game.game.suggest(side, prefix)
    }

    /// `user` answers the decision offered at `version` of game `game_id` (a menu pick or a
    /// button). Only the decider may answer, and only while the game is still at that version.
    pub async fn answer(
        &self,
        game_id: i64,
        version: i64,
        user: u64,
        answer: &Answer,
    ) -> Result<Update> {
        // (A menu's value comes from the client: checked like typed text.)
        if let Answer::Notation(n) = answer {
            let len = n.chars().count();
            if len > MAX_ACTION_TEXT {
                return Err(ServiceError::TooLong(TextKind::Move, len));
            }
        }
        let loaded = self.load_id(game_id).await?;
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        // A game that is over refuses the answer, unless it was this answer that ended it.
        let over = check_in_progress(&loaded.row).err();
        if loaded.row.version == version + 1 {
            // The game is one change past this prompt: if that change is this player's
            // answer (their action is the game's last), the click is a retry of it.
            if let Some((last, true)) = self
                .store
                .last_action_of(loaded.row.id, to_db(user))
                .await?
            {
                let text = match answer {
                    Answer::Notation(n) => Some(n.clone()),
                    // A button's options went with its state: taken as theirs unless a new
                    // decision of theirs is pending (then the old button is just stale).
                    Answer::Index(_) => {
                        let deciding = matches!(
                            loaded.game.to_act(),
                            ToAct::Decision { side: decider, .. } if decider == side
                        );
                        (!deciding).then_some(last)
                    }
                };
                if let Some(text) = text {
                    let refusal = over.unwrap_or(ServiceError::StaleMenu);
                    return self
                        .already_played(&loaded, side, user, &text, true, refusal)
                        .await;
                }
            }
        }
        if let Some(over) = over {
            return Err(over);
        }
        let to_act = loaded.game.to_act();
        match &to_act {
            ToAct::Decision { side: decider, .. } if *decider != side => {
                return Err(ServiceError::NotYourTurn(format!(
                    "Only {} can answer this.",
                    loaded.who(*decider)
                )));
            }
            _ if loaded.row.version != version => return Err(ServiceError::StaleMenu),
            ToAct::Decision { .. } => {}
            _ => return Err(ServiceError::StaleMenu),
        }
        let text = match answer {
            Answer::Notation(n) => n.clone(),
            Answer::Index(i) => {
                let choices = loaded.game.game.legal(side);
                choices
                    .get(*i)
                    .ok_or(ServiceError::StaleMenu)?
                    .notation
                    .clone()
            }
        };
        // The version check makes a lost race a stale prompt, not something to retry.
        self.try_play(loaded, user, &text)
            .await
            .map_err(|e| match e {
                ServiceError::Busy => ServiceError::StaleMenu,
                other => other,
            })
    }

    /// `/board`: the public picture, plus the asker's private view if they play.
    pub async fn board(&self, target: &Target, user: u64) -> Result<BoardReply> {
        let loaded = self.resolve_any(target, user).await?;
        let game = &loaded.game;
        let mut caption = vec![format!(
            "**{}**, game #{}: {} vs {}.",
            loaded.variant_title(),
            loaded.row.id,
            loaded.who(Side::White),
            loaded.who(Side::Black)
        )];
        let to_act = game.to_act();
        caption.push(match loaded.row.status() {
            Status::Challenge => "The challenge is still open.".to_owned(),
            Status::Declined => "The challenge was declined.".to_owned(),
            Status::Cancelled => "The challenge was withdrawn.".to_owned(),
            _ => next_line(&loaded, &to_act, ""),
        });
        let private = match loaded.side_of(user) {
            Some(side) if loaded.row.status() == Status::Active => Some(Post {
                text: format!("Your view as {side} (game #{}).", loaded.row.id),
                view: Some(game.game.view(Viewer::Player(side))),
            }),
            _ => None,
        };
        let decision = DecisionPrompt::of(&loaded)
            .filter(|d| !d.secret && loaded.row.status() == Status::Active);
        Ok(BoardReply {
            decision,
            game_id: loaded.row.id,
            public: Post {
                text: caption.join("\n"),
                view: Some(game.public_view()),
            },
            private,
        })
    }

    /// "Show my private board": `user`'s private view of game `game_id`, with their prompt (a
    /// secret move's menu, a secret decision) when they are to act in private. For players whose
    /// DMs are closed, this is how they see what a DM would have shown them.
    pub async fn private_prompt(&self, game_id: i64, user: u64) -> Result<PrivateNote> {
        let loaded = self.load_id(game_id).await?;
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        check_in_progress(&loaded.row)?;
        let to_act = loaded.game.to_act();
        if to_act.includes(side) {
            if let Some(note) = prompts(&loaded, &to_act, &[side]).pop() {
                return Ok(note);
            }
            let mut private = Vec::new();
            place_decision(&loaded, DecisionPrompt::of(&loaded), &mut private);
            if let Some(note) = private.pop() {
                return Ok(note);
            }
        }
        Ok(PrivateNote {
            user_id: user,
            side,
            text: format!(
                "Your view as {side} (game #{}). {}",
                loaded.row.id,
                next_line(&loaded, &to_act, "")
            ),
            view: Some(loaded.game.game.view(Viewer::Player(side))),
            choices: Vec::new(),
            prompt: false,
            turn: loaded.game.game.history().len(),
            decision: None,
            reminder: false,
        })
    }

    /// `user` resigns the game `target` points at.
    pub async fn resign(&self, target: &Target, user: u64) -> Result<Update> {
        let mut loaded = self.resolve(target, user).await?;
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        check_in_progress(&loaded.row)?;
        let outcome = loaded.game.resign(side).map_err(ServiceError::from_rule)?;
        let result = outcome.to_string();
        let text = format!("{} resigns. {result}.", loaded.who(side));
        self.finish(loaded, side, user, "resign", result, text)
            .await
    }

    /// `user` offers a draw in the game `target` points at.
    pub async fn offer_draw(&self, target: &Target, user: u64) -> Result<DrawOffer> {
        let loaded = self.resolve(target, user).await?;
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        check_in_progress(&loaded.row)?;
        if loaded.is_computer(side.opponent()) {
            return Err(ServiceError::NoAnswer(
                "The computer does not take draw offers: play on, or `/resign`.".into(),
            ));
        }
        {
            let mut offers = self.draw_offers.lock().unwrap_or_else(|e| e.into_inner());
            let offer = (loaded.row.version, side);
            if offers.get(&loaded.row.id) == Some(&offer) {
                return Err(ServiceError::NoAnswer(format!(
                    "You have offered a draw already; wait for {}'s answer (a new offer can be \
                     made once the game has moved on).",
                    loaded.who(side.opponent())
                )));
            }
            // (Only the newest offer per game is kept: a few bytes per game offered a draw.)
            offers.insert(loaded.row.id, offer);
        }
        Ok(DrawOffer {
            game_id: loaded.row.id,
            version: loaded.row.version,
            offered_by: side,
            channel_id: from_db(loaded.row.channel_id),
            text: format!(
                "{} offers a draw (game #{}). {}, do you accept?",
                loaded.who(side),
                loaded.row.id,
                loaded.who(side.opponent())
            ),
            ping: vec![loaded.user(side.opponent())],
        })
    }

    /// The opponent accepts a draw offered by `offered_by` at `version`.
    pub async fn accept_draw(
        &self,
        game_id: i64,
        version: i64,
        offered_by: Side,
        user: u64,
    ) -> Result<Update> {
        let mut loaded = self.load_id(game_id).await?;
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        if side == offered_by {
            return Err(ServiceError::OwnOffer);
        }
        check_in_progress(&loaded.row)?;
        if loaded.row.version != version {
            return Err(ServiceError::OfferExpired);
        }
        let outcome = loaded.game.agree_draw().map_err(ServiceError::from_rule)?;
        let result = outcome.to_string();
        let text = format!("{} accepts the draw. {result}.", loaded.who(side));
        self.finish(loaded, side, user, "draw agreed", result, text)
            .await
            .map_err(|e| match e {
                ServiceError::Busy => ServiceError::OfferExpired,
                other => other,
            })
    }

    /// The opponent declines a draw offered by `offered_by` (or the offerer withdraws it).
    pub async fn decline_draw(&self, game_id: i64, offered_by: Side, user: u64) -> Result<String> {
        let loaded = self.load_id(game_id).await?;
        let side = loaded.side_of(user).ok_or(ServiceError::NotYourGame)?;
        check_in_progress(&loaded.row)?;
        if side == offered_by {
            // The offerer's own Decline takes the offer back.
            return Ok(format!("{} withdraws the draw offer.", loaded.who(side)));
        }
        Ok(format!("{} declines the draw.", loaded.who(side)))
    }

    /// The public record of the game `target` points at (or the channel's last game).
    pub async fn history(&self, target: &Target, user: u64) -> Result<String> {
        let loaded = self.resolve_any(target, user).await?;
        let against = match loaded.computer_level() {
            Some(level) => format!(" A game against the computer ({level}), not rated."),
            None => String::new(),
        };
        let mut lines = vec![format!(
            "**{}**, game #{}: {} vs {}.{against}",
            loaded.variant_title(),
            loaded.row.id,
            loaded.who(Side::White),
            loaded.who(Side::Black)
        )];
        let record = loaded.game.game.history();
        if record.is_empty() {
            lines.push("No moves yet.".into());
        }
        // Each variant numbers its own record (by turn, or move and half-move).
        lines.extend(record);
        if let Some(outcome) = loaded.game.outcome() {
            lines.push(format!("**{outcome}**"));
        }
        Ok(lines.join("\n"))
    }

    /// Commits the end of a match outside the rules (resignation, agreed draw, win on time)
    /// with a version check, announcing `text` with the final board; `what` is logged as the
    /// action.
    async fn finish(
        &self,
        mut loaded: Loaded,
        side: Side,
        user: u64,
        what: &str,
        result: String,
        text: String,
    ) -> Result<Update> {
        let public = ChannelPost {
            channel_id: from_db(loaded.row.channel_id),
            text: text.clone(),
            view: Some(loaded.game.public_view()),
            ping: vec![loaded.user(side.opponent())],
            decision: None,
            turn_message: TurnMessage::None,
            live: false,
            ratings: loaded.row.rated != 0,
            rematch: None,
        };
        let (rematch, endings) = ending(&loaded, &result);
        let mut announcements = announcements(Some(ChannelPost { rematch, ..public }), Vec::new());
        announcements.extend(endings);
        let committed = self
            .store
            .commit(&Change {
                game_id: loaded.row.id,
                expected_version: loaded.row.version,
                state: &loaded.game.to_json(),
                status: Status::Finished,
                result: Some(&result),
                action: Some(NewAction {
                    side: side.name().to_owned(),
                    user_id: to_db(user),
                    notation: what.to_owned(),
                }),
                announcements: &payloads(&announcements),
                rated_end: loaded
                    .game
                    .outcome()
                    .and_then(|o| rated_end(&loaded.row, &o)),
                placement: None,
                computer_due: None,
            })
            .await?;
        loaded.row.version = committed.version;
        Ok(Update {
            game_id: loaded.row.id,
            channel_id: from_db(loaded.row.channel_id),
            secret: false,
            ack: Post { text, view: None },
            queued: queued(loaded.row.id, committed.queued, announcements),
            turn_changed: true,
            finished: Some(result),
        })
    }
}

/// What the end of `loaded` (ending with `result`) announces besides its result post: for a
/// game in a thread, the challenge message under the thread shows the result and offers a
/// rematch, and the thread is archived; otherwise the result post itself offers the rematch
/// (returned first, for the post).
fn ending(loaded: &Loaded, result: &str) -> (Option<i64>, Vec<Announcement>) {
    let id = loaded.row.id;
    let (Some(parent), Some(message)) =
        (loaded.row.parent_channel_id, loaded.row.parent_message_id)
    else {
        return (Some(id), Vec::new());
    };
    let summary = EditPost {
        channel_id: from_db(parent),
        message_id: from_db(message),
        text: format!(
            "**{}**, game #{id}: {} vs {} in <#{}>.\n**{result}.**",
            loaded.variant_title(),
            loaded.who(Side::White),
            loaded.who(Side::Black),
            from_db(loaded.row.channel_id)
        ),
        rematch: Some(id),
        ratings: loaded.row.rated != 0,
    };
    let archive = Announcement::Archive {
        channel_id: from_db(loaded.row.channel_id),
    };
    (None, vec![Announcement::Edit(summary), archive])
}

/// For a rated game that ends with `outcome`: the result its players' ratings change by.
fn rated_end(row: &GameRow, outcome: &rules::Outcome) -> Option<RatedEnd> {
    if row.rated == 0 {
        return None;
    }
    Some(RatedEnd {
        guild_id: row.guild_id?,
        white_id: row.white_id,
        black_id: row.black_id,
        score: match outcome.winner {
            Some(Side::White) => crate::ratings::Score::WhiteWins,
            Some(Side::Black) => crate::ratings::Score::BlackWins,
            None => crate::ratings::Score::Draw,
        },
    })
}

/// How a finished game ended, for refusals: "game #12, White wins: checkmate".
fn ended(row: &GameRow) -> String {
    match &row.result {
        Some(result) => format!("game #{}, {result}", row.id),
        None => format!("game #{}", row.id),
    }
}

/// Whether `user` may accept the challenge `row` (it is open, and they are the one challenged).
fn check_may_accept(row: &GameRow, user: u64) -> Result<()> {
    if row.status() != Status::Challenge {
        return Err(ServiceError::ChallengeClosed(row.status()));
    }
    let challenged = if row.challenger_id == row.white_id {
        row.black_id
    } else {
        row.white_id
    };
    if to_db(user) != challenged {
        return Err(ServiceError::OnlyChallenged);
    }
    Ok(())
}

fn check_in_progress(row: &GameRow) -> Result<()> {
    match row.status() {
        Status::Active => Ok(()),
        Status::Challenge => Err(ServiceError::NotStarted),
        Status::Finished => Err(ServiceError::GameOver(ended(row))),
        how @ (Status::Declined | Status::Cancelled) => Err(ServiceError::ChallengeClosed(how)),
    }
}

/// What the start of the game `started` announces: `headline` and what happens next, with the
/// board, in the game's channel (pinging whoever must act), and the private prompts of a secret
/// first turn or decision.
fn opening(started: &Loaded, headline: String) -> Vec<Announcement> {
    let to_act = started.game.to_act();
    let lines = [headline, next_line(started, &to_act, "")];
    let mut private = prompts(started, &to_act, &to_act.sides());
    let decision = place_decision(started, DecisionPrompt::of(started), &mut private);
    let public = ChannelPost {
        channel_id: from_db(started.row.channel_id),
        text: lines.join("\n"),
        view: Some(started.game.public_view()),
        ping: ping_for(started, &to_act),
        decision,
        turn_message: TurnMessage::None,
        live: true,
        ratings: false,
        rematch: None,
    };
    announcements(Some(public), private)
}

/// The announcements of an action in sending order: the channel post first, then the notes.
fn announcements(public: Option<ChannelPost>, private: Vec<PrivateNote>) -> Vec<Announcement> {
    public
        .map(Announcement::Channel)
        .into_iter()
        .chain(private.into_iter().map(Announcement::Private))
        .collect()
}

/// The stored form of `announcements`.
fn payloads(announcements: &[Announcement]) -> Vec<String> {
    announcements.iter().map(Announcement::to_json).collect()
}

/// `announcements` of game `game_id` with the outbox ids they were committed under.
fn queued(game_id: i64, ids: Vec<i64>, announcements: Vec<Announcement>) -> Vec<Queued> {
    ids.into_iter()
        .zip(announcements)
        .map(|(id, announcement)| Queued {
            id,
            game_id,
            announcement,
        })
        .collect()
}
