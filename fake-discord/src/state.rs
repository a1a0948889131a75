//! The fake's memory, shared by the HTTP server, the gateway and the test-facing API.

use crate::model::{
    Callback, Channel, ChannelKind, Message, RateLimited, RecordedRequest, SchemaViolation, User,
};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{Duration, Instant};
use tokio::sync::mpsc::UnboundedSender;

/// An interaction the test dispatched, and what the bot did with it.
#[derive(Clone, Debug)]
pub(crate) struct InteractionRecord {
    pub id: u64,
    pub channel: u64,
    /// For component interactions: the message the component belongs to.
    pub message: Option<u64>,
    pub callbacks: Vec<Callback>,
    /// When the test dispatched it.
    pub dispatched: Instant,
    /// Time from dispatch to the arrival of the first callback.
    pub latency: Option<Duration>,
    /// The message `@original` refers to.
    pub original: Option<u64>,
    /// When the interaction got its visible answer (see [`crate::Answered`]), and what it said.
    pub answered: Option<crate::state::AnswerRecord>,
}

/// An interaction's visible answer: when, its text and components, its message, whether only
/// the user sees it.
#[derive(Clone, Debug)]
pub(crate) struct AnswerRecord {
    pub at: Instant,
    pub text: String,
    pub ids: Vec<String>,
    pub message: Option<u64>,
    pub ephemeral: bool,
}

/// A fault the test armed: the next `count` requests whose path contains `path` get it.
#[derive(Clone, Debug)]
pub(crate) struct Fault {
    pub path: String,
    pub count: u32,
    pub kind: FaultKind,
}

#[derive(Clone, Debug)]
pub(crate) enum FaultKind {
    /// Nothing happens: the request goes through (to let some pass before a later fault).
    Pass,
    Status500,
    /// Answered with this status (a 502 Bad Gateway, say) having done nothing.
    Status(u16),
    Delay(Duration),
    /// Hangs for the duration, then fails with a 500 having done nothing (a request the bot
    /// sent that Discord never took).
    Stall(Duration),
    /// Takes the request (its effect is done at once), then hangs for the duration before
    /// answering: a bot killed meanwhile never hears that Discord did it.
    DoneThenHang(Duration),
    /// Answered 429 having done nothing, with Discord's rate-limit headers and body.
    RateLimit(Duration),
    /// Answered with this status and an HTML page (a proxy in front of Discord), having done
    /// nothing.
    Html(u16),
    /// Carried out, then answered with this status and the proxy's HTML page: the response was
    /// lost on the way back.
    LoseResponse(u16),
    /// Waits, not carried out, until the test releases it (or [`HOLD_LIMIT`] passes), then is
    /// carried out and answered normally.
    Hold,
}

/// How long a held request waits for [`crate::FakeDiscord::release_held`] before it is released
/// anyway: no request hangs forever.
pub(crate) const HOLD_LIMIT: Duration = Duration::from_secs(60);

/// A live, identified gateway session.
#[derive(Debug)]
pub(crate) struct Session {
    pub conn: u64,
    pub tx: UnboundedSender<String>,
    pub seq: u64,
    /// Its session id (`fake-session-<conn>` of the connection that identified).
    pub session_id: String,
    /// The shard it identified as: (id, total).
    pub shard: (u64, u64),
    /// Notified to drop the connection without a close frame.
    pub kill: std::sync::Arc<tokio::sync::Notify>,
}

/// Everything the fake knows.
#[derive(Debug)]
pub(crate) struct State {
    pub next_id: u64,
    pub requests: Vec<RecordedRequest>,
    pub users: HashMap<u64, User>,
    pub channels: HashMap<u64, Channel>,
    pub dm_of_user: HashMap<u64, u64>,
    pub messages: BTreeMap<u64, Message>,
    /// Every version of every message (on creation and after each edit), in order.
    pub history: Vec<Message>,
    pub interactions: HashMap<String, InteractionRecord>,
    /// Commands from the latest registration, by name.
    pub commands: BTreeMap<String, Value>,
    /// How many times commands were registered (global or guild).
    pub registrations: u64,
    /// How many Identify payloads the gateway answered.
    pub identifies: u64,
    /// Live, identified gateway sessions, oldest first (one per bot process).
    pub sessions: Vec<Session>,
    /// Sessions that may be resumed (op 6), by session id: their shard and last sequence.
    pub resumable: HashMap<String, (u64, u64)>,
    /// How many Resume payloads the gateway answered with RESUMED.
    pub resumes: u64,
    pub dm_refused: HashSet<u64>,
    /// Channels in which the bot may not create threads (403 / 50013).
    pub threads_refused: HashSet<u64>,
    /// Channels in whose threads the bot may not post (403 / 50001), though it may create them.
    pub thread_posts_refused: HashSet<u64>,
    /// Members' permission bits where they are not every permission.
    pub permissions: HashMap<u64, u64>,
    /// Users' Discord client locales where they are not `en-US`.
    pub locales: HashMap<u64, String>,
    /// The servers' Discord locale (`guild_locale`), when not `en-US`.
    pub guild_locale: Option<String>,
    pub faults: Vec<Fault>,
    /// How long after dispatch an interaction may still be answered (Discord: 3 s).
    pub callback_deadline: Duration,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u64,
    /// Guilds made by the test besides [`crate::GUILD_ID`].
    pub guilds: u64,
    /// Lean mode (load tests): no file bytes, no message versions, no request bodies kept.
    pub lean: bool,
    /// Who waits for an interaction's answer, by token.
    pub answer_waiters: HashMap<String, Vec<tokio::sync::oneshot::Sender<()>>>,
    /// Requests refused because their body breaks Discord's OpenAPI document.
    pub violations: Vec<SchemaViolation>,
    /// The 429s given, in order.
    pub rate_limits: Vec<RateLimited>,
    /// Held requests, each waiting for its sender to fire (a closed one no longer waits).
    pub held: Vec<tokio::sync::oneshot::Sender<()>>,
    /// Messages created with a nonce, by (channel, nonce as text): the message and when.
    pub nonces: HashMap<(u64, String), (u64, Instant)>,
    /// How long a nonce de-duplicates creates (Discord: a few minutes; 5 here).
    pub nonce_window: Duration,
    /// Creates answered with an earlier message because of their nonce.
    pub deduplicated: u64,
    /// Websocket connections the gateway accepted.
    pub gateway_connections: u64,
    /// Resumes, and Identifies for a shard that had identified before.
    pub reconnects: u64,
    /// The shards (id, total) that have identified.
    pub shards_seen: HashSet<(u64, u64)>,
}

impl Default for State {
    fn default() -> Self {
        State {
            next_id: 0,
            requests: Vec::new(),
            users: HashMap::new(),
            channels: HashMap::new(),
            dm_of_user: HashMap::new(),
            messages: BTreeMap::new(),
            history: Vec::new(),
            interactions: HashMap::new(),
            commands: BTreeMap::new(),
            registrations: 0,
            identifies: 0,
            sessions: Vec::new(),
            resumable: HashMap::new(),
            resumes: 0,
            dm_refused: HashSet::new(),
            threads_refused: HashSet::new(),
            thread_posts_refused: HashSet::new(),
            permissions: HashMap::new(),
            locales: HashMap::new(),
            guild_locale: None,
            faults: Vec::new(),
            callback_deadline: Duration::from_secs(3),
            recommended_shards: 1,
            guilds: 0,
            lean: false,
            answer_waiters: HashMap::new(),
            violations: Vec::new(),
            rate_limits: Vec::new(),
            held: Vec::new(),
            nonces: HashMap::new(),
            nonce_window: Duration::from_secs(300),
            deduplicated: 0,
            gateway_connections: 0,
            reconnects: 0,
            shards_seen: HashSet::new(),
        }
    }
}

impl State {
    /// A fresh snowflake.
    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        1_000_000_000_000_000_000 + self.next_id
    }

    pub fn user_json(&self, id: u64) -> Value {
        match self.users.get(&id) {
            Some(u) => u.to_json(),
            None if id == crate::model::BOT_ID => crate::model::bot_user_json(),
            None => crate::model::user_json(id, &format!("user{id}"), false),
        }
    }

    /// The DM channel with `user`, created on first use.
    pub fn dm_channel(&mut self, user: u64) -> u64 {
        if let Some(&c) = self.dm_of_user.get(&user) {
            return c;
        }
        let id = self.id();
        self.channels.insert(
            id,
            Channel {
                id,
                kind: ChannelKind::Dm { user },
                name: format!("dm-{user}"),
                guild: 0,
                archived: false,
            },
        );
        self.dm_of_user.insert(user, id);
        id
    }

    /// Takes the fault armed for this path, if any.
    pub fn take_fault(&mut self, path: &str) -> Option<FaultKind> {
        let i = self
            .faults
            .iter()
            .position(|f| f.count > 0 && path.contains(&f.path))?;
        self.faults[i].count -= 1;
        let kind = self.faults[i].kind.clone();
        if self.faults[i].count == 0 {
            self.faults.remove(i);
        }
        Some(kind)
    }
}
