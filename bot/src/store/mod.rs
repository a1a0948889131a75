//! Every SQL statement the bot runs, in one place.
//!
//! Two databases: SQLite, the embedded default (`sqlite://…`), and PostgreSQL for deployments
//! that outgrow one machine (`postgres://…`), both through sqlx's `Any` driver. One set of
//! statements serves both wherever the SQL is portable (placeholders are `$1, $2, …`, which both
//! read; the one-live-game-per-channel rule is a partial unique index, which both have; new ids
//! come back with `RETURNING`); where it is not, the two dialects stand side by side here
//! ([`Dialect`]). The schemas differ only in identity columns and timestamps:
//! `migrations/sqlite/` and `migrations/postgres/`, both embedded and run at start-up.
//! Writers use optimistic locking: each game row has a `version`, and a change is committed with
//! `UPDATE ... WHERE id = ? AND version = ?` in one transaction with its action row. A writer that
//! lost a race sees zero rows affected and gets [`StoreError::Conflict`].

use deadline::Commits;
pub use health::{Figures, PoolFigures};
use sqlx::any::AnyPoolOptions;
use sqlx::AnyPool;
use sqlx::{Executor, FromRow};
use std::fmt;
use std::sync::Arc;

mod community;
mod computer;
mod deadline;
mod errors;
mod health;
mod languages;
mod lobby;
mod open_play;
mod outbox;
mod players;
mod puzzles;
mod reviews;
pub use reviews::ReviewPost;
mod runs;
mod tournaments;

pub use community::{RatingChange, RatingRow, Reminded, Settings};
pub use computer::StartClaim;
pub use deadline::{within, Cut, COMMIT_GRACE, INTERACTION_BUDGET};
pub use errors::{is_unavailable, StoreError};
pub use languages::PlayerLanguages;
pub use lobby::{Home, LobbyPairing, NewSeek, Placed, SeekRow, GLOBAL_POOL};

pub(crate) use outbox::now;
pub use outbox::{
    backoff, Line, LineRow, OutboxRow, Sendable, Sender, DEFAULT_INSTANCE, LEASE_SECS,
};
pub use players::{parse_scheme, scheme_name};
pub use puzzles::OpenPuzzle;
pub use rules::view::Scheme;
pub use tournaments::{EntrantRow, NewTournament, PairingClaim, PairingRow, TournamentRow};

/// The SQLite migrations (`migrations/sqlite/`), embedded at compile time.
pub static SQLITE_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/sqlite");

/// The PostgreSQL migrations (`migrations/postgres/`), embedded at compile time.
pub static POSTGRES_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/postgres");

/// Which database a store speaks to; the few statements that differ are chosen by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// SQLite (one process; the default).
    Sqlite,
    /// PostgreSQL (shared by several processes).
    Postgres,
}

impl Dialect {
    /// The dialect of a `DATABASE_URL`, if it is one the bot speaks.
    pub fn of_url(url: &str) -> Option<Dialect> {
        if url.starts_with("sqlite:") {
            Some(Dialect::Sqlite)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Some(Dialect::Postgres)
        } else {
            None
        }
    }

    /// What every connection of the bot's pools sets when it opens. SQLite: WAL, and a write
    /// waits at most [`SQLITE_BUSY_TIMEOUT_MS`] for another process's lock. PostgreSQL: a
    /// statement runs at most [`PG_STATEMENT_TIMEOUT_MS`]; a session left idle inside a
    /// transaction (its client gone) is ended after 10 s, rolling it back; and the server
    /// probes an idle connection after 10 s of silence (TCP keepalives: sqlx sets none on its
    /// side, so a connection cut without a word is noticed there, and by the bot's own
    /// deadlines here).
    fn session_settings(self) -> &'static str {
        match self {
            Dialect::Sqlite => {
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                 PRAGMA busy_timeout = 2000; PRAGMA foreign_keys = ON;"
            }
            Dialect::Postgres => {
                "SET statement_timeout = 1500; SET idle_in_transaction_session_timeout = 10000; \
                 SET tcp_keepalives_idle = 10; SET tcp_keepalives_interval = 5; \
                 SET tcp_keepalives_count = 3;"
            }
        }
    }

    fn migrator(self) -> &'static sqlx::migrate::Migrator {
        match self {
            Dialect::Sqlite => &SQLITE_MIGRATOR,
            Dialect::Postgres => &POSTGRES_MIGRATOR,
        }
    }
}

/// A SQLite URL that creates the file if it is missing (as the bot always has).
fn sqlite_url(url: &str) -> String {
    if url.contains("mode=") || url.contains(":memory:") {
        url.to_owned()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    }
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Challenged, waiting for the opponent to accept.
    Challenge,
    /// In progress.
    Active,
    /// Ended (by the rules, resignation or agreement).
    Finished,
    /// The challenged player said no.
    Declined,
    /// The challenger withdrew.
    Cancelled,
}

impl Status {
    /// The text stored in the `status` column.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Challenge => "challenge",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Declined => "declined",
            Status::Cancelled => "cancelled",
        }
    }

    /// Reads a stored status.
    pub fn parse(text: &str) -> Option<Status> {
        Some(match text {
            "challenge" => Status::Challenge,
            "active" => Status::Active,
            "finished" => Status::Finished,
            "declined" => Status::Declined,
            "cancelled" => Status::Cancelled,
            _ => return None,
        })
    }

    /// Whether the game still occupies its channel.
    pub fn is_live(self) -> bool {
        matches!(self, Status::Challenge | Status::Active)
    }
}

/// One row of `games`. Ids are Discord snowflakes stored as `i64` with the same bits.
#[derive(Clone, FromRow)]
pub struct GameRow {
    /// Primary key; shown to players as the game number.
    pub id: i64,
    /// Variant id (`apocalypse`, ...).
    pub variant: String,
    /// Server, if the game was started in one.
    pub guild_id: Option<i64>,
    /// The channel (or thread) the game lives in.
    pub channel_id: i64,
    /// Who plays White.
    pub white_id: i64,
    /// Who plays Black.
    pub black_id: i64,
    /// Who issued the challenge.
    pub challenger_id: i64,
    /// `rules::Match` as JSON. May contain a pending secret move: never log it.
    pub state: String,
    /// Optimistic-locking counter.
    pub version: i64,
    /// Stored status text; see [`GameRow::status`].
    pub status: String,
    /// How it ended, in words.
    pub result: Option<String>,
    /// The move time limit of this game in seconds, fixed when it started.
    pub move_time_limit_secs: i64,
    /// When the current turn began (Unix seconds); `None` until the game starts.
    pub turn_started_at: Option<i64>,
    /// For a game in a thread of its own: the channel it was challenged in.
    pub parent_channel_id: Option<i64>,
    /// For a game in a thread of its own: the challenge message in the parent channel.
    pub parent_message_id: Option<i64>,
    /// 1 if the game counts for ratings (two people), else 0.
    pub rated: i64,
    /// Move reminders sent for the current turn (0, 1 or 2).
    pub reminders_sent: i64,
    /// The game a rematch of this one started, once it has.
    pub rematch_game_id: Option<i64>,
    /// The side the computer plays ("White" or "Black"), in a game against it.
    pub computer_side: Option<String>,
    /// How strongly the computer plays (`easy`, `medium`, `hard`), in a game against it.
    pub computer_level: Option<String>,
    /// White's colour scheme for their private boards (`/preferences`), read with the game.
    pub white_scheme: Option<String>,
    /// Black's colour scheme for their private boards.
    pub black_scheme: Option<String>,
    /// 1 for a challenge made open to anyone (its empty seat is user 0 until it is taken).
    pub open_seat: i64,
    /// When an open challenge nobody accepted expires (Unix seconds).
    pub expires_at: Option<i64>,
    /// The challenge message in its channel, once posted (an open challenge's).
    pub challenge_message_id: Option<i64>,
    /// The side that made the latest draw offer ("White" or "Black", followed by " answered"
    /// once declined or withdrawn): read through [`GameRow::draw_offer`].
    pub draw_offer_side: Option<String>,
    /// The game version the pending draw offer was made at.
    pub draw_offer_version: Option<i64>,
    /// A lobby game's second home: Black's thread, in Black's server (White's is
    /// `channel_id`). `None` for every other game.
    pub away_channel_id: Option<i64>,
    /// In a lobby game: White's display name (shown instead of a mention, which does not
    /// resolve in the other server).
    pub white_name: Option<String>,
    /// In a lobby game: Black's display name.
    pub black_name: Option<String>,
}

/// The latest draw offer of a game, read from its row ([`GameRow::draw_offer`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredDrawOffer {
    /// Who offered it: "White" or "Black".
    pub side: &'static str,
    /// The game version it was made at.
    pub version: i64,
    /// Whether it was declined or withdrawn (no longer pending).
    pub answered: bool,
}

impl GameRow {
    /// Where `user` plays this game: a lobby game's Black plays in its second home, everyone
    /// else in its channel.
    pub fn home_of(&self, user: i64) -> i64 {
        match self.away_channel_id {
            Some(away) if user == self.black_id => away,
            _ => self.channel_id,
        }
    }

    /// The game's latest draw offer, pending or answered, if any. The column holds the side,
    /// followed by [`ANSWERED_OFFER`] once the offer was declined or withdrawn: read here only.
    pub fn draw_offer(&self) -> Option<StoredDrawOffer> {
        let text = self.draw_offer_side.as_deref()?;
        let (name, answered) = match text.strip_suffix(ANSWERED_OFFER) {
            Some(name) => (name, true),
            None => (text, false),
        };
        let side = ["White", "Black"].into_iter().find(|s| *s == name)?;
        Some(StoredDrawOffer {
            side,
            version: self.draw_offer_version?,
            answered,
        })
    }

    /// The parsed status (an unknown text reads as finished, which blocks further play).
    pub fn status(&self) -> Status {
        Status::parse(&self.status).unwrap_or(Status::Finished)
    }

    /// The colours `side`'s player wants for their own boards.
    pub fn scheme(&self, side: rules::Side) -> Scheme {
        let stored = match side {
            rules::Side::White => &self.white_scheme,
            rules::Side::Black => &self.black_scheme,
        };
        stored.as_deref().map(parse_scheme).unwrap_or_default()
    }

    /// Whether this is an open challenge still waiting for someone to take its empty seat.
    pub fn is_open_challenge(&self) -> bool {
        self.open_seat != 0
            && self.status() == Status::Challenge
            && (self.white_id == OPEN_SEAT || self.black_id == OPEN_SEAT)
    }
}

/// The user id an open challenge's empty seat holds until someone accepts (no Discord id is 0).
pub const OPEN_SEAT: i64 = 0;

/// What follows the side in `games.draw_offer_side` once its offer was declined or withdrawn.
pub const ANSWERED_OFFER: &str = " answered";

// Hand-written so a stray `{:?}` never prints the state, which may hold a secret move.
impl fmt::Debug for GameRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameRow")
            .field("id", &self.id)
            .field("variant", &self.variant)
            .field("channel_id", &self.channel_id)
            .field("version", &self.version)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

/// One row of `actions`: the move log.
#[derive(Clone, FromRow)]
pub struct ActionRow {
    /// 1, 2, 3, ... within the game.
    pub seq: i64,
    /// "White" or "Black".
    pub side: String,
    /// Who acted.
    pub user_id: i64,
    /// The action in canonical notation (secret until its turn resolves).
    pub notation: String,
}

impl fmt::Debug for ActionRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ActionRow")
            .field("seq", &self.seq)
            .field("side", &self.side)
            .finish_non_exhaustive()
    }
}

/// A game to insert.
#[derive(Clone)]
pub struct NewGame {
    /// Variant id.
    pub variant: String,
    /// Server, if any.
    pub guild_id: Option<i64>,
    /// Channel the game lives in.
    pub channel_id: i64,
    /// White's user id.
    pub white_id: i64,
    /// Black's user id.
    pub black_id: i64,
    /// Who challenged.
    pub challenger_id: i64,
    /// Initial `rules::Match` JSON.
    pub state: String,
    /// Usually [`Status::Challenge`].
    pub status: Status,
    /// Whether the game counts for ratings (two people).
    pub rated: bool,
    /// Its move time limit, in seconds.
    pub move_time_limit_secs: i64,
    /// In a game against the computer: its side and level.
    pub computer: Option<(rules::Side, String)>,
    /// A challenge whose game is to be played in a thread of its own: it does not hold its
    /// channel, so other challenges may be made there meanwhile.
    pub threaded: bool,
}

/// An action to log together with a state change.
#[derive(Clone)]
pub struct NewAction {
    /// "White" or "Black".
    pub side: String,
    /// Who acted.
    pub user_id: i64,
    /// Canonical notation, or a word such as `resign` for match-level actions.
    pub notation: String,
}

/// A state change to commit.
#[derive(Clone)]
pub struct Change<'a> {
    /// Which game.
    pub game_id: i64,
    /// The version the writer loaded; the commit fails if the row moved on.
    pub expected_version: i64,
    /// New `rules::Match` JSON.
    pub state: &'a str,
    /// New status.
    pub status: Status,
    /// Result text once the game ends.
    pub result: Option<&'a str>,
    /// The action that caused the change, if any.
    pub action: Option<NewAction>,
    /// Announcements to queue in the outbox with the change (JSON of
    /// [`crate::service::Announcement`]), in sending order.
    pub announcements: &'a [String],
    /// For a rated game that this change ends: how, so the players' ratings change in the same
    /// transaction.
    pub rated_end: Option<RatedEnd>,
    /// Moves the game to another channel (its thread, when the challenge is accepted).
    pub placement: Option<Placement>,
    /// In a game against the computer: since when (Unix seconds) the computer is to act after
    /// this change; `None` when it is not. Committed with the change, so the computer's turn is
    /// never lost or taken twice.
    pub computer_due: Option<i64>,
}

/// A pairing's outcome from its game's result text ("White wins: …", "Black wins: …",
/// anything else a draw).
pub fn pairing_outcome(result: Option<&str>) -> &'static str {
    match result {
        Some(r) if r.starts_with("White wins") => "white",
        Some(r) if r.starts_with("Black wins") => "black",
        _ => "draw",
    }
}

/// How a rated game ended, for the rating update committed with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatedEnd {
    /// The server whose ratings change.
    pub guild_id: i64,
    /// White.
    pub white_id: i64,
    /// Black.
    pub black_id: i64,
    /// The result.
    pub score: crate::ratings::Score,
}

/// Where a game lives from a change on: a thread of its own, under the challenge message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The thread.
    pub channel_id: i64,
    /// The channel the challenge was made in.
    pub parent_channel_id: i64,
    /// The challenge message there.
    pub parent_message_id: i64,
}

// Hand-written: these carry a state (maybe a pending secret move) and notation, which must
// never reach a log through `{:?}`.
impl fmt::Debug for NewGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NewGame")
            .field("variant", &self.variant)
            .field("channel_id", &self.channel_id)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl fmt::Debug for NewAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NewAction")
            .field("side", &self.side)
            .field("user_id", &self.user_id)
            .finish_non_exhaustive()
    }
}

impl fmt::Debug for Change<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Change")
            .field("game_id", &self.game_id)
            .field("expected_version", &self.expected_version)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

/// A new turn clock to commit together with a [`Change`]: the turn began at `started_at`, and
/// (when the game starts) its move time limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    /// When the new turn began, in Unix seconds.
    pub started_at: i64,
    /// The game's move time limit in seconds, set when the game starts; `None` keeps it.
    pub limit_secs: Option<i64>,
}

/// How long a query waits for a connection from a pool (or for a new one to connect).
pub const ACQUIRE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// How long SQLite waits for another process's lock on the file before it gives up: the limit
/// `docs/operations.md` documents, short enough for an interaction's 3 s.
pub const SQLITE_BUSY_TIMEOUT_MS: u32 = 2_000;

/// How long PostgreSQL runs one statement of the bot's before it cancels it.
pub const PG_STATEMENT_TIMEOUT_MS: u32 = 1_500;

/// Converts a Discord snowflake to the stored integer (same 64 bits).
pub fn to_db(id: u64) -> i64 {
    id as i64
}

/// Converts a stored integer back to a Discord snowflake.
pub fn from_db(id: i64) -> u64 {
    id as u64
}

/// `SELECT <every games column> FROM games` followed by `$tail`, as one `&'static str`.
macro_rules! select_games {
    ($tail:literal $(,)?) => {
        concat!(
            "SELECT id, variant, guild_id, channel_id, white_id, black_id, challenger_id, state, \
             version, status, result, move_time_limit_secs, turn_started_at, parent_channel_id, \
             parent_message_id, rated, reminders_sent, rematch_game_id, computer_side, \
             computer_level, \
             (SELECT scheme FROM player_preferences p WHERE p.user_id = games.white_id) \
             AS white_scheme, \
             (SELECT scheme FROM player_preferences p WHERE p.user_id = games.black_id) \
             AS black_scheme, open_seat, expires_at, challenge_message_id, draw_offer_side, \
             draw_offer_version, away_channel_id, white_name, black_name FROM games",
            $tail
        )
    };
}
pub(crate) use select_games;

/// The game database: connection pools with the migrations applied, and who this process is
/// when it claims outbox rows.
#[derive(Clone, Debug)]
pub struct Store {
    /// Reads.
    pool: AnyPool,
    /// Writes, apart from reads so that a reader (autocomplete, a board) never waits behind a
    /// queue of commits. On SQLite one connection: writers queue here in order instead of
    /// sleeping on SQLite's lock while holding a connection.
    writes: AnyPool,
    dialect: Dialect,
    sender: Arc<Sender>,
    /// Servers' settings as last read, and when: read on every challenge and accept, they
    /// change rarely (see [`Store::settings`]).
    settings_cache: Arc<std::sync::Mutex<SettingsCache>>,
}

/// Servers' settings by server id, with when they were read; and how many changes this
/// process made, so a read that started before a change does not cache what it read.
#[derive(Debug, Default)]
struct SettingsCache {
    read: std::collections::HashMap<i64, (std::time::Instant, Settings)>,
    changes: u64,
}

impl SettingsCache {
    /// Forgets `guild_id`'s settings (changed): the next read goes to the database, and a
    /// read under way keeps what it read to itself.
    fn changed(&mut self, guild_id: i64) {
        self.read.remove(&guild_id);
        self.changes += 1;
    }
}

/// What a committed change produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Committed {
    /// The game's new version.
    pub version: i64,
    /// The outbox rows of the change's announcements, in order.
    pub queued: Vec<i64>,
}

impl Store {
    /// Opens the database at `url` (`sqlite://…`, created if missing, or `postgres://…`) and
    /// runs its migrations. SQLite runs in WAL mode with one writing connection, so readers
    /// never wait for writers and writers queue in order instead of failing.
    pub async fn open(url: &str) -> Result<Store, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let dialect = Dialect::of_url(url).ok_or_else(|| {
            sqlx::Error::Configuration(
                format!("DATABASE_URL must start with sqlite:// or postgres://, not `{url}`")
                    .into(),
            )
        })?;
        // (reading connections, writing connections). On PostgreSQL a busy process has many
        // reads in flight whose tasks wait for a core while holding their connection; with 8
        // readers autocomplete queued for them (p99 1.2 s in the load test), with 32 it does
        // not (p99 62–85 ms). Connections open on demand, so a quiet process holds few.
        let (url, (reading, writing)) = match dialect {
            Dialect::Sqlite => (sqlite_url(url), (8, 1)),
            Dialect::Postgres => (url.to_owned(), (32, 12)),
        };
        let options = |connections: u32| {
            AnyPoolOptions::new()
                .max_connections(connections)
                // Waiting for a connection (or for a new one to connect) is bounded: an
                // interaction's own budget is shorter still (see `deadline`), and a worker
                // tries again at its next round.
                .acquire_timeout(ACQUIRE_TIMEOUT)
                // A broken connection fails its query and is replaced; pinging the server
                // before every use would double the round trips.
                .test_before_acquire(false)
                .after_connect(move |conn, _| {
                    Box::pin(async move {
                        conn.execute(dialect.session_settings()).await?;
                        Ok(())
                    })
                })
        };
        // An in-memory SQLite database lives in its one connection: everything shares it.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        if !in_memory {
            // Migrations on a connection of their own, without the statement time limit the
            // bot's own connections have (building an index may take longer).
            let setup = AnyPoolOptions::new()
                .max_connections(1)
                .connect(&url)
                .await?;
            dialect.migrator().run(&setup).await?;
            setup.close().await;
        }
        let writes = options(writing).connect(&url).await?;
        if in_memory {
            dialect.migrator().run(&writes).await?;
        }
        let pool = if in_memory {
            writes.clone()
        } else {
            options(reading).connect(&url).await?
        };
        Ok(Store {
            pool,
            writes,
            dialect,
            sender: Arc::new(Sender::new(DEFAULT_INSTANCE)),
            settings_cache: Arc::default(),
        })
    }

    /// Which database this is.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// The same store, claiming background work as instance `name` (stable across restarts of
    /// one process role; see [`Sender`]) and owning it for `lease` before another process may
    /// take it over.
    pub fn with_sender(mut self, name: &str, lease: std::time::Duration) -> Store {
        let mut sender = Sender::new(name);
        // At least 3 s: the run renews it every second at most, in whole seconds, and a lease
        // shorter than three beats would let a live run look gone.
        sender.lease_secs = i64::try_from(lease.as_secs()).unwrap_or(LEASE_SECS).max(3);
        self.sender = Arc::new(sender);
        self
    }

    /// Who this process is when it claims outbox rows.
    pub fn sender(&self) -> &Sender {
        &self.sender
    }

    /// Closes the pool (waits for connections to finish).
    pub async fn close(&self) {
        self.writes.close().await;
        self.pool.close().await;
    }

    /// Inserts a game; fails with [`StoreError::ChannelBusy`] if its channel is held (see
    /// [`Store::game_holding_channel`]).
    pub async fn insert_game(&self, game: &NewGame) -> Result<i64, StoreError> {
        self.insert_game_expiring(game, None).await
    }

    /// Inserts a game; with `open_until`, an open challenge (its empty seat is [`OPEN_SEAT`])
    /// that expires then (Unix seconds).
    pub async fn insert_game_expiring(
        &self,
        game: &NewGame,
        open_until: Option<i64>,
    ) -> Result<i64, StoreError> {
        let result: Result<(i64,), sqlx::Error> = sqlx::query_as(
            "INSERT INTO games (variant, guild_id, channel_id, white_id, black_id, challenger_id, \
             state, version, status, rated, move_time_limit_secs, computer_side, computer_level, \
             threaded, open_seat, expires_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13, $14, $15) \
             RETURNING id",
        )
        .bind(&game.variant)
        .bind(game.guild_id)
        .bind(game.channel_id)
        .bind(game.white_id)
        .bind(game.black_id)
        .bind(game.challenger_id)
        .bind(&game.state)
        .bind(game.status.as_str())
        .bind(i64::from(game.rated))
        .bind(game.move_time_limit_secs)
        .bind(game.computer.as_ref().map(|(side, _)| side.name()))
        .bind(game.computer.as_ref().map(|(_, level)| level.as_str()))
        .bind(i64::from(game.threaded))
        .bind(i64::from(open_until.is_some()))
        .bind(open_until)
        .fetch_one(&self.writes)
        .committing()
        .await;
        match result {
            Ok((id,)) => Ok(id),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                Err(StoreError::ChannelBusy)
            }
            Err(e) => Err(e.into()),
        }
    }

    /// The game with `id`, whatever its status.
    pub async fn game(&self, id: i64) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(" WHERE id = $1");
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The live game (challenge or in progress) in `channel_id`, if any: the game in progress
    /// first, else the newest open challenge (with threads, several may be open). A lobby
    /// game's second home finds its game too: asked only when the channel holds none of its
    /// own, so the usual look (every move and its autocomplete) stays one index lookup.
    pub async fn live_game_in_channel(
        &self,
        channel_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE channel_id = $1 AND status IN ('challenge', 'active') \
             ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END, id DESC LIMIT 1"
        );
        const AWAY: &str = select_games!(
            " WHERE away_channel_id = $1 AND status = 'active' ORDER BY id DESC LIMIT 1"
        );
        let here = sqlx::query_as::<_, GameRow>(SQL)
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?;
        if here.is_some() {
            return Ok(here);
        }
        Ok(sqlx::query_as::<_, GameRow>(AWAY)
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The game that holds `channel_id` alone, if any: a game in progress there, or an open
    /// challenge whose game will be played there (not in a thread of its own). The partial
    /// unique index `games_one_live_per_channel` allows one such row per channel.
    pub async fn game_holding_channel(
        &self,
        channel_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE channel_id = $1 \
             AND (status = 'active' OR (status = 'challenge' AND threaded = 0))"
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The most recent game in `channel_id` of any status (for `/history` after a game ended).
    pub async fn latest_game_in_channel(
        &self,
        channel_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE (channel_id = $1 OR away_channel_id = $2) \
             AND status IN ('active', 'finished') ORDER BY id DESC LIMIT 1",
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(channel_id)
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The newest started game (in progress or finished) played in a thread under
    /// `channel_id`.
    pub async fn latest_thread_game_under(
        &self,
        channel_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE parent_channel_id = $1 AND status IN ('active', 'finished') \
             ORDER BY id DESC LIMIT 1",
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The newest started game (in progress or finished) of `user_id` played in a thread under
    /// `channel_id`.
    pub async fn latest_thread_game_of(
        &self,
        channel_id: i64,
        user_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE parent_channel_id = $1 AND (white_id = $2 OR black_id = $3) \
             AND status IN ('active', 'finished') ORDER BY id DESC LIMIT 1",
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(channel_id)
            .bind(user_id)
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The newest finished game `user_id` played in, if any.
    pub async fn latest_finished_game_of(
        &self,
        user_id: i64,
    ) -> Result<Option<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE (white_id = $1 OR black_id = $2) AND status = 'finished' \
             ORDER BY id DESC LIMIT 1"
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(user_id)
            .bind(user_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Every game in progress that `user_id` plays in, oldest first.
    pub async fn active_games_of(&self, user_id: i64) -> Result<Vec<GameRow>, StoreError> {
        const SQL: &str = select_games!(
            " WHERE (white_id = $1 OR black_id = $2) AND status = 'active' ORDER BY id"
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(user_id)
            .bind(user_id)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Commits `change` if the game is still at `expected_version`, together with its action
    /// row and announcements, in one transaction.
    pub async fn commit(&self, change: &Change<'_>) -> Result<Committed, StoreError> {
        self.commit_with_clock(change, None).await
    }

    /// [`Store::commit`], also starting a new turn clock when `clock` is given (the turn
    /// changed, or the game started), in the same statement.
    pub async fn commit_with_clock(
        &self,
        change: &Change<'_>,
        clock: Option<TurnClock>,
    ) -> Result<Committed, StoreError> {
        let mut tx = self.writes.begin().await?;
        let committed = self.commit_in(&mut tx, change, clock).await?;
        tx.commit().committing().await?;
        Ok(committed)
    }

    /// [`Store::commit_with_clock`] inside `tx` (rolled back by the caller on an error).
    async fn commit_in(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        change: &Change<'_>,
        clock: Option<TurnClock>,
    ) -> Result<Committed, StoreError> {
        // A new turn clock also resets the turn's reminders.
        let placement = change.placement;
        let updated = sqlx::query(
            "UPDATE games SET state = $1, status = $2, result = $3, version = version + 1, \
             updated_at = CURRENT_TIMESTAMP, turn_started_at = COALESCE($4, turn_started_at), \
             move_time_limit_secs = COALESCE($5, move_time_limit_secs), \
             reminders_sent = CASE WHEN $4 IS NULL THEN reminders_sent ELSE 0 END, \
             channel_id = COALESCE($6, channel_id), \
             parent_channel_id = COALESCE($7, parent_channel_id), \
             parent_message_id = COALESCE($8, parent_message_id), \
             computer_due = $11, computer_owner = NULL, computer_lease_until = NULL \
             WHERE id = $9 AND version = $10",
        )
        .bind(change.state)
        .bind(change.status.as_str())
        .bind(change.result)
        .bind(clock.map(|c| c.started_at))
        .bind(clock.and_then(|c| c.limit_secs))
        .bind(placement.map(|p| p.channel_id))
        .bind(placement.map(|p| p.parent_channel_id))
        .bind(placement.map(|p| p.parent_message_id))
        .bind(change.game_id)
        .bind(change.expected_version)
        .bind(change.computer_due)
        .execute(&mut **tx)
        .await
        .map_err(|e| match e {
            // A challenge meant for a thread, started in its channel after all (no thread
            // could be opened), while another game holds that channel.
            sqlx::Error::Database(e) if e.is_unique_violation() => StoreError::ChannelBusy,
            other => other.into(),
        })?;
        if updated.rows_affected() != 1 {
            return Err(StoreError::Conflict);
        }
        if let Some(action) = &change.action {
            sqlx::query(
                "INSERT INTO actions (game_id, seq, side, user_id, notation) \
                 SELECT $1, COALESCE(MAX(seq), 0) + 1, $2, $3, $4 FROM actions WHERE game_id = $5",
            )
            .bind(change.game_id)
            .bind(&action.side)
            .bind(action.user_id)
            .bind(&action.notation)
            .bind(change.game_id)
            .execute(&mut **tx)
            .await?;
        }
        if let (Status::Finished, Some(end)) = (change.status, change.rated_end) {
            self.rate(tx, change.game_id, end).await?;
        }
        if change.status == Status::Finished {
            // A tournament game's result reaches its pairing with the game's end (a game of
            // no tournament has none: nothing changes).
            sqlx::query(
                "UPDATE tournament_games SET outcome = $1 WHERE game_id = $2 AND outcome IS NULL",
            )
            .bind(pairing_outcome(change.result))
            .bind(change.game_id)
            .execute(&mut **tx)
            .await?;
        }
        let queued = self.queue(tx, change.game_id, change.announcements).await?;
        Ok(Committed {
            version: change.expected_version + 1,
            queued,
        })
    }

    /// The notation of `user_id`'s last logged action in `game_id`, and whether it is the
    /// game's last action of all.
    pub async fn last_action_of(
        &self,
        game_id: i64,
        user_id: i64,
    ) -> Result<Option<(String, bool)>, StoreError> {
        let row: Option<(String, i64, i64)> = sqlx::query_as(
            "SELECT a.notation, a.seq, (SELECT MAX(seq) FROM actions WHERE game_id = a.game_id) \
             FROM actions a WHERE a.game_id = $1 AND a.user_id = $2 ORDER BY a.seq DESC LIMIT 1",
        )
        .bind(game_id)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(notation, seq, max)| (notation, seq == max)))
    }

    /// The day game `id` was created, `YYYY-MM-DD` (UTC).
    pub async fn created_on(&self, id: i64) -> Result<String, StoreError> {
        let (text,): (String,) =
            sqlx::query_as("SELECT CAST(created_at AS TEXT) FROM games WHERE id = $1")
                .bind(id)
                .fetch_one(&self.pool)
                .await?;
        Ok(text.chars().take(10).collect())
    }

    /// The move log of a game, in order.
    pub async fn actions(&self, game_id: i64) -> Result<Vec<ActionRow>, StoreError> {
        Ok(sqlx::query_as::<_, ActionRow>(
            "SELECT seq, side, user_id, notation FROM actions WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?)
    }
}

#[cfg(test)]
mod query_plans {
    //! The background polls run every second or so over every game; they must use their
    //! indexes, never read the whole `games` table (its rows are mostly game states).

    use super::Store;

    /// SQLite's plan for `sql` (its placeholders bound to zeros), one detail per line.
    async fn plan(store: &Store, sql: &str, params: usize) -> String {
        let explain = format!("EXPLAIN QUERY PLAN {sql}");
        let mut query = sqlx::query_as::<_, (i64, i64, i64, String)>(&explain);
        for _ in 0..params {
            query = query.bind(0_i64);
        }
        let rows = query.fetch_all(&store.pool).await.unwrap();
        rows.into_iter()
            .map(|(_, _, _, detail)| detail)
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[tokio::test]
    async fn background_polls_never_scan_every_game() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("plans.db").display());
        let store = Store::open(&url).await.unwrap();
        for (what, sql, params) in [
            ("reminders", super::community::REMINDER_CANDIDATES, 1),
            (
                "computer turns",
                super::computer::CLAIM_COMPUTER_TURN_SQLITE,
                3,
            ),
        ] {
            let plan = plan(&store, sql, params).await;
            assert!(
                !plan.contains("SCAN games"),
                "{what} scan the games:\n{plan}"
            );
            assert!(plan.contains("USING"), "{what}:\n{plan}");
        }
        let reminders = plan(&store, super::community::REMINDER_CANDIDATES, 1).await;
        assert!(
            reminders.contains("COVERING INDEX games_turn_clocks"),
            "{reminders}"
        );
    }
}

#[cfg(test)]
mod session_settings {
    use super::*;

    #[test]
    fn every_connection_sets_the_documented_limits() {
        let sqlite = Dialect::Sqlite.session_settings();
        assert!(sqlite.contains(&format!("busy_timeout = {SQLITE_BUSY_TIMEOUT_MS};")));
        let postgres = Dialect::Postgres.session_settings();
        assert!(postgres.contains(&format!("statement_timeout = {PG_STATEMENT_TIMEOUT_MS};")));
        assert!(postgres.contains("idle_in_transaction_session_timeout"));
        assert!(postgres.contains("tcp_keepalives_idle"));
    }
}
