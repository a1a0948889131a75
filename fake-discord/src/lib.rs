//! A fake Discord on 127.0.0.1 for end-to-end tests of the real bot binary.
//!
//! Discord cannot be reached from the machines this project is built on, so the bot is tested
//! against this fake: an HTTP server answering the `/api/v10/...` routes serenity 0.12 and poise
//! 0.7 use, and a gateway websocket that says Hello, answers Identify with READY, acknowledges
//! heartbeats and dispatches the INTERACTION_CREATE events a test sends. Every request is
//! recorded (method, path, JSON body or `payload_json`, files with their bytes) so a test can
//! inspect what the bot did; unknown routes are answered 404 and recorded as unknown.
//!
//! Interactions are matched by token: the bot handles them concurrently, so replies are never
//! matched by order. Every wait is bounded (20 s by default) and panics with a dump of recent
//! messages and requests, so a broken bot fails a test instead of hanging it.
//!
//! Like Discord, the fake refuses what Discord refuses (message
//! and component limits, empty messages, a second acknowledgement, an answer after the
//! deadline) and choice options arrive as their registered values. Several bot processes may
//! connect at once ([`FakeDiscord::on_session`]).
//!
//! # Every request checked against Discord's OpenAPI document
//!
//! Each request's method and path are matched against the path templates of Discord's own
//! OpenAPI 3.1 document (`fake-discord/spec/openapi.json`, embedded at build time), and its
//! body — JSON, or the `payload_json` part of a multipart upload — is validated against the
//! operation's request-body schema (JSON Schema 2020-12, the `jsonschema` crate, nothing fetched
//! over the network). A body Discord would refuse is answered as Discord answers it — 400 with
//! `{"code": 50035, "message": "Invalid Form Body", "errors": {...}}` (50109 for a body that is
//! not JSON) — changes nothing, and is listed by [`FakeDiscord::schema_violations`] with the
//! validator's messages (each starts with the JSON pointer of the wrong field) as well as by
//! [`FakeDiscord::requests`] with status 400. Two places are relaxed where the document is
//! stricter than Discord (the spec's README): snowflakes may be JSON integers (attachment ids
//! `0`, `1`, … in uploads), and `default_member_permissions` may be a decimal string. The
//! document does not encode every limit (it allows 4,000 characters of content, a bot gets
//! 2,000): the fake's own limit checks still apply. Query strings are not validated. A route the
//! document does not have is the unknown-route case (404, [`FakeDiscord::unknown_requests`]).
//!
//! Cost, measured in a debug build (`validation_cost` in `src/schema.rs`): loading the document
//! takes about 70 ms and compiling the validators of the dozen routes the bot uses about 170 ms,
//! once per test process and on a background thread started by [`FakeDiscord::start`];
//! afterwards a request's validation takes about 30 µs (45 µs for a message with an embed,
//! buttons, a menu and a file).
//!
//! # Fault switches
//!
//! Every fault is armed for "the next `count` requests whose `METHOD path` contains the
//! pattern" (`"POST /channels/1/messages"` matches new messages but not edits; `"/messages"`
//! matches both). Faults that answer instead of Discord do nothing; the others let the request
//! take effect:
//!
//! | switch | the bot sees | effect happens |
//! | --- | --- | --- |
//! | [`FakeDiscord::fail_next`], [`FakeDiscord::fail_after`] | 500 (JSON) | no |
//! | [`FakeDiscord::fail_next_with`] | the status (JSON) | no |
//! | [`FakeDiscord::fail_next_html`] | the status, a proxy's HTML page | no |
//! | [`FakeDiscord::rate_limit_next`] | 429 with Discord's headers and body | no |
//! | [`FakeDiscord::stall_next`] | 500 after a wait | no |
//! | [`FakeDiscord::delay_next`] | the normal answer, late | yes |
//! | [`FakeDiscord::hold_next`] | the normal answer once [`FakeDiscord::release_held`] (≤ 60 s) | yes, on release |
//! | [`FakeDiscord::hang_after_next`] | the normal answer, late | yes, at once |
//! | [`FakeDiscord::lose_response_next`] | the status, a proxy's HTML page | yes |
//!
//! Besides: [`FakeDiscord::refuse_dms`] (403 / 50007), [`FakeDiscord::refuse_threads`],
//! [`FakeDiscord::refuse_thread_posts`], and on the gateway [`FakeDiscord::close_gateway`] (a
//! close frame with a code) and [`FakeDiscord::drop_gateway`] (the TCP connection goes without
//! one). [`FakeDiscord::request_times`] and [`FakeDiscord::rate_limits`] time retries;
//! [`FakeDiscord::resumes`], [`FakeDiscord::reconnects`] and
//! [`FakeDiscord::gateway_connections`] count the bot's returns to the gateway.
//!
//! # Nonces
//!
//! As on Discord, a `POST /channels/{id}/messages` whose body has a `nonce` (an integer, or a
//! string of at most 25 characters) and `"enforce_nonce": true` creates nothing if a message was
//! created in the same channel with the same nonce within the last 5 minutes
//! ([`FakeDiscord::set_nonce_window`]) and still exists: it is answered 200 with that earlier
//! message, and counted by [`FakeDiscord::deduplicated_creates`]. (Every channel post is the
//! bot's, so "by the same author" always holds.) Without `enforce_nonce: true` a nonce changes
//! nothing: each create posts. The integer `7` and the string `"7"` are the same nonce. A created
//! message echoes its nonce.
//!
//! ```no_run
//! # async fn demo() {
//! use fake_discord::FakeDiscord;
//! use serde_json::json;
//! let fake = FakeDiscord::start().await;
//! // ... start the bot with DISCORD_API_BASE = fake.http_base() ...
//! let alice = fake.user("alice");
//! let bob = fake.user("bob");
//! let channel = fake.channel("games");
//! let ix = fake
//!     .slash(&alice, channel, "play", json!([{"name": "variant", "value": "apocalypse"},
//!                                            FakeDiscord::user_option("opponent", &bob)]))
//!     .await;
//! let reply = fake.wait_reply(&ix).await;
//! let accept = reply.custom_id_starting("accept").unwrap();
//! let click = fake.click(&bob, &reply, &accept).await;
//! # }
//! ```

mod gateway;
mod http;
mod limits;
pub mod model;
mod multipart;
mod schema;
mod send;
mod state;
mod wait;

/// The `image` crate, re-exported so tests can compare decoded PNGs without depending on it.
pub use image;
pub use model::{
    Attachment, Callback, Channel, ChannelKind, Message, Origin, RateLimited, RecordedFile,
    RecordedRequest, SchemaViolation, User, BOT_ID, GUILD_ID,
};

use serde_json::Value;
use state::{Fault, FaultKind, State};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Shared by the servers and the handle.
#[derive(Debug)]
pub(crate) struct Inner {
    pub state: Mutex<State>,
    pub http_base: String,
    pub gateway_url: String,
    pub timeout: Mutex<Duration>,
}

/// A running fake Discord. Cheap to clone; the servers stop with the tokio runtime that
/// started them (i.e. at the end of the test).
#[derive(Clone, Debug)]
pub struct FakeDiscord {
    inner: Arc<Inner>,
    /// The gateway connection this handle dispatches to (`None`: the session of the event's
    /// shard).
    target: Option<u64>,
}

/// When and how an interaction was answered.
#[derive(Clone, Debug)]
pub struct Answered {
    /// From dispatch to the bot's first callback (a deferral counts).
    pub first: Duration,
    /// From dispatch to the visible answer: a message, an update of the clicked message, an
    /// autocomplete list, the edit of a deferred response, or a follow-up.
    pub answered: Duration,
    /// The answer's text (for autocomplete: the choices as JSON).
    pub text: String,
    /// The answer's buttons and menus.
    pub custom_ids: Vec<String>,
    /// The message that answered (none for autocomplete).
    pub message: Option<u64>,
    /// Whether only the user sees the answer.
    pub ephemeral: bool,
}

/// An interaction the test dispatched; replies are found by its token.
#[derive(Clone, Debug)]
pub struct Interaction {
    /// Interaction id.
    pub id: u64,
    /// Interaction token (unique).
    pub token: String,
    /// Who "clicked" or typed the command.
    pub user: u64,
    /// Where.
    pub channel: u64,
    /// For components: the message the component belongs to.
    pub message: Option<u64>,
    /// The shard (id, total) of the gateway session it was dispatched on.
    pub shard: (u64, u64),
}

impl FakeDiscord {
    /// Starts the HTTP server and the gateway on random ports of 127.0.0.1.
    pub async fn start() -> FakeDiscord {
        schema::warm_up_in_background();
        let http_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake HTTP port");
        let gw_listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind fake gateway port");
        let http_base = format!("http://{}", http_listener.local_addr().unwrap());
        let gateway_url = format!("ws://{}", gw_listener.local_addr().unwrap());
        let inner = Arc::new(Inner {
            state: Mutex::new(State::default()),
            http_base,
            gateway_url,
            timeout: Mutex::new(Duration::from_secs(20)),
        });
        let app = axum::Router::new()
            .fallback(http::handle)
            .with_state(Arc::clone(&inner));
        tokio::spawn(async move {
            let _ = axum::serve(http_listener, app).await;
        });
        tokio::spawn(gateway::serve(gw_listener, Arc::clone(&inner)));
        FakeDiscord {
            inner,
            target: None,
        }
    }

    /// A handle whose interactions go to the `n`th live gateway session (oldest first), whatever
    /// the shard routing says, for
    /// tests that run several bot processes on one database. Panics if there is no such
    /// session.
    pub fn on_session(&self, n: usize) -> FakeDiscord {
        let conn = self
            .st()
            .sessions
            .get(n)
            .map(|s| s.conn)
            .unwrap_or_else(|| panic!("fake-discord: no gateway session #{n}"));
        FakeDiscord {
            inner: Arc::clone(&self.inner),
            target: Some(conn),
        }
    }

    /// How many bot processes are connected to the gateway.
    pub fn sessions(&self) -> usize {
        self.st().sessions.len()
    }

    /// The base URL to give the bot as `DISCORD_API_BASE` (`http://127.0.0.1:PORT`).
    pub fn http_base(&self) -> &str {
        &self.inner.http_base
    }

    /// The gateway URL (`ws://127.0.0.1:PORT`), as `GET /gateway` reports it.
    pub fn gateway_url(&self) -> &str {
        &self.inner.gateway_url
    }

    /// Changes how long every `wait_*` waits before panicking (default 20 s).
    pub fn set_timeout(&self, timeout: Duration) {
        *self.inner.timeout.lock().unwrap() = timeout;
    }

    fn timeout(&self) -> Duration {
        *self.inner.timeout.lock().unwrap()
    }

    fn st(&self) -> std::sync::MutexGuard<'_, State> {
        self.inner.state.lock().unwrap()
    }

    // ----- the world -------------------------------------------------------------------------

    /// A new member of the guild.
    pub fn user(&self, name: &str) -> User {
        let mut st = self.st();
        let id = st.id();
        let user = User {
            id,
            name: name.to_owned(),
        };
        st.users.insert(id, user.clone());
        user
    }

    /// The bot's own user (to challenge it, mention it, ...).
    pub fn bot_user(&self) -> User {
        User {
            id: BOT_ID,
            name: "variant-chess".to_owned(),
        }
    }

    /// A new text channel in the guild; returns its id.
    pub fn channel(&self, name: &str) -> u64 {
        self.channel_in(GUILD_ID, name)
    }

    /// A new text channel in `guild`.
    pub fn channel_in(&self, guild: u64, name: &str) -> u64 {
        let mut st = self.st();
        let id = st.id();
        st.channels.insert(
            id,
            Channel {
                id,
                kind: ChannelKind::Guild,
                name: name.to_owned(),
                guild,
                archived: false,
            },
        );
        id
    }

    /// A new guild whose events Discord sends to shard `shard` of `total`: its id `g` has
    /// `(g >> 22) % total == shard`.
    pub fn guild_on_shard(&self, shard: u64, total: u64) -> u64 {
        let mut st = self.st();
        st.guilds += 1;
        // A snowflake's top bits are its timestamp; pick one that lands on the shard.
        let stamp = (200_000_000_000 + st.guilds) * total + shard;
        (stamp << 22) | st.guilds
    }

    /// The shard Discord routes `guild`'s events to, out of `total`.
    pub fn shard_of(guild: u64, total: u64) -> u64 {
        (guild >> 22) % total.max(1)
    }

    /// The shards of the live gateway sessions, as (id, total), oldest session first.
    pub fn shard_sessions(&self) -> Vec<(u64, u64)> {
        self.st().sessions.iter().map(|s| s.shard).collect()
    }

    /// Makes `GET /gateway/bot` recommend `shards` shards (default 1).
    pub fn set_recommended_shards(&self, shards: u64) {
        self.st().recommended_shards = shards;
    }

    /// The DM channel between the bot and `user` (created if needed, as Discord would when the
    /// user opens a DM with the bot).
    pub fn dm_channel(&self, user: &User) -> u64 {
        self.st().dm_channel(user.id)
    }

    /// The channel with this id, if the fake knows it.
    pub fn channel_info(&self, id: u64) -> Option<Channel> {
        self.st().channels.get(&id).cloned()
    }

    // ----- fault switches --------------------------------------------------------------------

    /// From now on, `POST /channels/{dm}/messages` to `user`'s DM answers 403 / 50007.
    pub fn refuse_dms(&self, user: &User) {
        self.st().dm_refused.insert(user.id);
    }

    /// From now on, creating a thread in `channel` answers 403 / 50013 (Missing Permissions), as
    /// when the bot may not create threads there (interactions there say so in their
    /// `app_permissions`).
    pub fn refuse_threads(&self, channel: u64) {
        self.st().threads_refused.insert(channel);
    }

    /// From now on, the bot may create threads in `channel` but not post in them (403 / 50001):
    /// a server that grants Create Public Threads without Send Messages in Threads. Interactions
    /// there say so in their `app_permissions`, as Discord's do.
    pub fn refuse_thread_posts(&self, channel: u64) {
        self.st().thread_posts_refused.insert(channel);
    }

    /// The threads started in `channel`, oldest first.
    pub fn threads_of(&self, channel: u64) -> Vec<Channel> {
        let mut threads: Vec<Channel> = self
            .st()
            .channels
            .values()
            .filter(|c| c.kind == ChannelKind::Thread { parent: channel })
            .cloned()
            .collect();
        threads.sort_by_key(|c| c.id);
        threads
    }

    /// Sets `user`'s Discord client locale (`es-ES`, `pt-BR`, `de`, `fr`, …; default `en-US`),
    /// sent as every interaction's `locale`.
    pub fn set_locale(&self, user: &User, locale: &str) {
        self.st().locales.insert(user.id, locale.to_owned());
    }

    /// Sets the servers' Discord locale (`guild_locale` on their interactions; default `en-US`).
    pub fn set_guild_locale(&self, locale: &str) {
        self.st().guild_locale = Some(locale.to_owned());
    }

    /// Gives `user` only the permissions to read and write in channels (no Manage Server, no
    /// Administrator); by default every member has every permission.
    pub fn make_ordinary_member(&self, user: &User) {
        // VIEW_CHANNEL, SEND_MESSAGES, READ_MESSAGE_HISTORY, USE_APPLICATION_COMMANDS.
        let bits = (1 << 10) | (1 << 11) | (1 << 16) | (1 << 31);
        self.st().permissions.insert(user.id, bits);
    }

    /// Accepts DMs to `user` again.
    pub fn allow_dms(&self, user: &User) {
        self.st().dm_refused.remove(&user.id);
    }

    /// The next `count` requests whose path contains `path_contains` get a 500. Like every
    /// fault's, the pattern may start with the method, to match only those requests
    /// (`"POST /channels/1/messages"` fails new messages but not edits).
    pub fn fail_next(&self, path_contains: &str, count: u32) {
        self.push_fault(path_contains, count, FaultKind::Status500);
    }

    /// The next `count` requests whose path contains `path_contains` are answered with `status`
    /// (500, 502, 503: Discord having a bad time) and do nothing.
    pub fn fail_next_with(&self, path_contains: &str, count: u32, status: u16) {
        self.push_fault(path_contains, count, FaultKind::Status(status));
    }

    /// Lets the next `pass` requests whose path contains `path_contains` through, then fails
    /// the `count` after them with a 500 (as [`FakeDiscord::fail_next`]).
    pub fn fail_after(&self, path_contains: &str, pass: u32, count: u32) {
        let mut st = self.st();
        for (count, kind) in [(pass, FaultKind::Pass), (count, FaultKind::Status500)] {
            st.faults.push(Fault {
                path: path_contains.to_owned(),
                count,
                kind,
            });
        }
    }

    /// The next `count` requests whose path contains `path_contains` are answered after `delay`.
    pub fn delay_next(&self, path_contains: &str, count: u32, delay: Duration) {
        self.push_fault(path_contains, count, FaultKind::Delay(delay));
    }

    /// The next `count` requests whose path contains `path_contains` hang for `delay` and then
    /// fail (500) without effect: a bot killed while they hang has sent nothing.
    pub fn stall_next(&self, path_contains: &str, count: u32, delay: Duration) {
        self.push_fault(path_contains, count, FaultKind::Stall(delay));
    }

    /// The next `count` requests whose path contains `path_contains` take effect at once but are
    /// answered only after `delay`: a bot killed meanwhile never learns they were done.
    pub fn hang_after_next(&self, path_contains: &str, count: u32, delay: Duration) {
        self.push_fault(path_contains, count, FaultKind::DoneThenHang(delay));
    }

    /// The next `count` requests whose path contains `path_contains` are answered 429 having
    /// done nothing, as Discord rate-limits: body `{"message": "You are being rate limited.",
    /// "retry_after": <seconds>, "global": false}`, headers `Retry-After` (whole seconds, rounded
    /// up), `X-RateLimit-Reset-After` (seconds), `X-RateLimit-Limit: 5`,
    /// `X-RateLimit-Remaining: 0`, `X-RateLimit-Reset`, `X-RateLimit-Bucket` and
    /// `X-RateLimit-Scope: user`. Each 429 is listed by [`FakeDiscord::rate_limits`]; measure
    /// the wait before the retry with [`FakeDiscord::request_times`].
    pub fn rate_limit_next(&self, path_contains: &str, count: u32, retry_after: Duration) {
        self.push_fault(path_contains, count, FaultKind::RateLimit(retry_after));
    }

    /// The next `count` requests whose path contains `path_contains` are answered with `status`
    /// and an HTML page (`content-type: text/html`, a Cloudflare-like "502 Bad Gateway"), as the
    /// proxy in front of Discord answers when Discord does not, and do nothing.
    pub fn fail_next_html(&self, path_contains: &str, count: u32, status: u16) {
        self.push_fault(path_contains, count, FaultKind::Html(status));
    }

    /// The next `count` requests whose path contains `path_contains` are carried out (a message
    /// is created, an edit is made) and then answered with `status` and the proxy's HTML page
    /// (see [`FakeDiscord::fail_next_html`]): the response was lost on the way back, so the bot
    /// cannot know its request took effect.
    pub fn lose_response_next(&self, path_contains: &str, count: u32, status: u16) {
        self.push_fault(path_contains, count, FaultKind::LoseResponse(status));
    }

    /// The next `count` requests whose path contains `path_contains` wait, not carried out, until
    /// [`FakeDiscord::release_held`]; then they are carried out (as arriving then: an interaction
    /// callback held past its deadline is late) and answered normally. A held request is
    /// released anyway after 60 s, so none hangs forever.
    pub fn hold_next(&self, path_contains: &str, count: u32) {
        self.push_fault(path_contains, count, FaultKind::Hold);
    }

    /// Releases every held request (see [`FakeDiscord::hold_next`]); returns how many were
    /// waiting.
    pub fn release_held(&self) -> usize {
        let held = std::mem::take(&mut self.st().held);
        held.into_iter().filter_map(|tx| tx.send(()).ok()).count()
    }

    /// How many held requests are waiting (see [`FakeDiscord::hold_next`]).
    pub fn held_count(&self) -> usize {
        let mut st = self.st();
        st.held.retain(|tx| !tx.is_closed());
        st.held.len()
    }

    /// How long a `nonce` de-duplicates message creates (default 5 minutes, as on Discord; see
    /// the crate docs).
    pub fn set_nonce_window(&self, window: Duration) {
        self.st().nonce_window = window;
    }

    fn push_fault(&self, path_contains: &str, count: u32, kind: FaultKind) {
        self.st().faults.push(Fault {
            path: path_contains.to_owned(),
            count,
            kind,
        });
    }

    /// Lean mode, for load tests: keeps no file bytes, no message versions and no request
    /// bodies, so a long run stays small. Waiting by answer ([`FakeDiscord::wait_answer`])
    /// works as always.
    pub fn set_lean(&self, lean: bool) {
        self.st().lean = lean;
    }

    /// Removes every pending fault.
    pub fn clear_faults(&self) {
        self.st().faults.clear();
    }

    /// Changes how long after dispatch an interaction may be answered (default 3 s, as on
    /// Discord); a later callback gets 404 / 10062 "Unknown interaction".
    pub fn set_callback_deadline(&self, deadline: Duration) {
        self.st().callback_deadline = deadline;
    }

    // ----- inspection ------------------------------------------------------------------------

    /// For every answered interaction, the time from dispatch to its first callback.
    pub fn callback_latencies(&self) -> Vec<Duration> {
        self.st()
            .interactions
            .values()
            .filter_map(|r| r.latency)
            .collect()
    }

    /// How many times the bot registered its commands.
    pub fn registrations(&self) -> u64 {
        self.st().registrations
    }

    /// How many gateway Identify payloads were answered.
    pub fn identifies(&self) -> u64 {
        self.st().identifies
    }

    /// How many gateway Resume payloads were answered with RESUMED.
    pub fn resumes(&self) -> u64 {
        self.st().resumes
    }

    /// Closes every gateway session with the websocket close `code`, as Discord does: 4000
    /// (unknown error) may be resumed, 4004 (authentication failed) is fatal.
    pub fn close_gateway(&self, code: u16) {
        gateway::close_all(&self.inner, code);
    }

    /// Drops the TCP connection of every live gateway session without a close frame, as a
    /// network failure does; the sessions stay resumable (serenity reconnects and resumes:
    /// see [`FakeDiscord::resumes`] and [`FakeDiscord::reconnects`]).
    pub fn drop_gateway(&self) {
        gateway::drop_all(&self.inner);
    }

    /// How many websocket connections the gateway accepted (first connections included).
    pub fn gateway_connections(&self) -> u64 {
        self.st().gateway_connections
    }

    /// How many times the bot came back to the gateway: every Resume (answered RESUMED or
    /// told to identify again), and every Identify for a shard that had identified before.
    pub fn reconnects(&self) -> u64 {
        self.st().reconnects
    }

    /// Whether a gateway session is connected and identified.
    pub fn connected(&self) -> bool {
        !self.st().sessions.is_empty()
    }

    /// The registered commands (latest registration), sorted by name.
    pub fn commands(&self) -> Vec<Value> {
        self.st().commands.values().cloned().collect()
    }

    /// Every request so far, in order.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.st().requests.clone()
    }

    /// Requests refused because their body breaks Discord's OpenAPI document (answered 400, as
    /// Discord would, and also in [`FakeDiscord::requests`] with status 400), oldest first. A
    /// test that expects only valid requests asserts this is empty.
    pub fn schema_violations(&self) -> Vec<SchemaViolation> {
        self.st().violations.clone()
    }

    /// The 429s given by [`FakeDiscord::rate_limit_next`], oldest first.
    pub fn rate_limits(&self) -> Vec<RateLimited> {
        self.st().rate_limits.clone()
    }

    /// When each request whose `METHOD path` contains `pattern` arrived, and the status it was
    /// answered with, oldest first: the gap between a 429 and the retry after it, say.
    pub fn request_times(&self, pattern: &str) -> Vec<(Instant, u16)> {
        self.st()
            .requests
            .iter()
            .filter(|r| format!("{} {}", r.method, r.path).contains(pattern))
            .map(|r| (r.arrived, r.status))
            .collect()
    }

    /// How many message creates were answered with an earlier message because of their
    /// `nonce` (with `enforce_nonce: true`; see the crate docs).
    pub fn deduplicated_creates(&self) -> u64 {
        self.st().deduplicated
    }

    /// Requests that matched no known route.
    pub fn unknown_requests(&self) -> Vec<RecordedRequest> {
        self.st()
            .requests
            .iter()
            .filter(|r| r.unknown)
            .cloned()
            .collect()
    }

    /// Every message (not deleted), oldest first.
    pub fn messages(&self) -> Vec<Message> {
        self.st()
            .messages
            .values()
            .filter(|m| !m.deleted)
            .cloned()
            .collect()
    }

    /// Messages in one channel, oldest first.
    pub fn messages_in(&self, channel: u64) -> Vec<Message> {
        self.st()
            .messages
            .values()
            .filter(|m| m.channel_id == channel && !m.deleted)
            .cloned()
            .collect()
    }

    /// The first (oldest) message, not deleted, satisfying `pred` (checked under the lock
    /// without copying the others).
    pub fn find_message(&self, pred: impl Fn(&Message) -> bool) -> Option<Message> {
        self.st()
            .messages
            .values()
            .find(|m| !m.deleted && pred(m))
            .cloned()
    }

    /// Messages the bot sent to `user` in their DM channel, oldest first.
    pub fn dms_to(&self, user: &User) -> Vec<Message> {
        let Some(ch) = self.st().dm_of_user.get(&user.id).copied() else {
            return Vec::new();
        };
        self.messages_in(ch)
    }

    /// A message by id (even if deleted).
    pub fn message(&self, id: u64) -> Option<Message> {
        self.st().messages.get(&id).cloned()
    }

    /// The newest message id so far; pass it to `wait_message_after` to see only newer ones.
    pub fn mark(&self) -> u64 {
        self.st().messages.keys().next_back().copied().unwrap_or(0)
    }

    /// How many message versions exist so far (a mark for `versions_since`).
    pub fn version_mark(&self) -> usize {
        self.st().history.len()
    }

    /// Every message version (a creation or an edit) after `mark`, in order. Unlike
    /// `messages`, this also shows what an edited message said before.
    pub fn versions_since(&self, mark: usize) -> Vec<Message> {
        self.st().history.get(mark..).unwrap_or(&[]).to_vec()
    }

    /// The callbacks the bot sent for an interaction.
    pub fn callbacks(&self, ix: &Interaction) -> Vec<Callback> {
        self.st()
            .interactions
            .get(&ix.token)
            .map(|r| r.callbacks.clone())
            .unwrap_or_default()
    }

    /// Every message an interaction produced: its response (or the message it updated) and its
    /// follow-ups, oldest first.
    pub fn replies(&self, ix: &Interaction) -> Vec<Message> {
        let st = self.st();
        let Some(rec) = st.interactions.get(&ix.token) else {
            return Vec::new();
        };
        // Messages of an interaction are newer than the interaction itself.
        let mut out: Vec<Message> = st
            .messages
            .range(ix.id..)
            .map(|(_, m)| m)
            .filter(|m| m.interaction_token() == Some(ix.token.as_str()) && !m.deleted)
            .cloned()
            .collect();
        if let Some(orig) = rec.original.and_then(|o| st.messages.get(&o)) {
            if !out.iter().any(|m| m.id == orig.id) {
                out.insert(0, orig.clone());
            }
        }
        out
    }
}
