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
pub mod model;
mod multipart;
mod state;

/// The `image` crate, re-exported so tests can compare decoded PNGs without depending on it.
pub use image;
pub use model::{
    Attachment, Callback, Channel, ChannelKind, Message, Origin, RecordedFile, RecordedRequest,
    User, BOT_ID, GUILD_ID,
};

use serde_json::{json, Value};
use state::{Fault, FaultKind, State};
use std::future::Future;
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
    /// The gateway connection this handle dispatches to (`None`: the newest session).
    target: Option<u64>,
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
}

impl FakeDiscord {
    /// Starts the HTTP server and the gateway on random ports of 127.0.0.1.
    pub async fn start() -> FakeDiscord {
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

    /// A handle whose interactions go to the `n`th live gateway session (oldest first), for
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

    /// A new text channel in the guild; returns its id.
    pub fn channel(&self, name: &str) -> u64 {
        let mut st = self.st();
        let id = st.id();
        st.channels.insert(
            id,
            Channel {
                id,
                kind: ChannelKind::Guild,
                name: name.to_owned(),
            },
        );
        id
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

    /// Accepts DMs to `user` again.
    pub fn allow_dms(&self, user: &User) {
        self.st().dm_refused.remove(&user.id);
    }

    /// The next `count` requests whose path contains `path_contains` get a 500.
    pub fn fail_next(&self, path_contains: &str, count: u32) {
        self.st().faults.push(Fault {
            path: path_contains.to_owned(),
            count,
            kind: FaultKind::Status500,
        });
    }

    /// The next `count` requests whose path contains `path_contains` are answered after `delay`.
    pub fn delay_next(&self, path_contains: &str, count: u32, delay: Duration) {
        self.st().faults.push(Fault {
            path: path_contains.to_owned(),
            count,
            kind: FaultKind::Delay(delay),
        });
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

    // ----- waiting ---------------------------------------------------------------------------

    /// Polls `probe` until it returns `Some`, or panics after the timeout with `what` and a dump.
    pub async fn wait_for<T>(&self, what: &str, mut probe: impl FnMut(&Self) -> Option<T>) -> T {
        let deadline = Instant::now() + self.timeout();
        loop {
            if let Some(v) = probe(self) {
                return v;
            }
            if Instant::now() > deadline {
                panic!(
                    "fake-discord: timed out after {:?} waiting for {what}\n{}",
                    self.timeout(),
                    self.dump()
                );
            }
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    /// Runs `fut` with the fake's timeout, panicking with `what` if it takes longer.
    pub async fn bounded<T>(&self, what: &str, fut: impl Future<Output = T>) -> T {
        match tokio::time::timeout(self.timeout(), fut).await {
            Ok(v) => v,
            Err(_) => panic!("fake-discord: timed out: {what}\n{}", self.dump()),
        }
    }

    /// Waits until the bot is connected to the gateway and has registered its commands at
    /// least `registrations` times in total.
    pub async fn wait_ready(&self, registrations: u64) {
        self.wait_for("the bot to connect and register its commands", |f| {
            (f.connected() && f.registrations() >= registrations).then_some(())
        })
        .await
    }

    /// Waits for the first callback of an interaction.
    pub async fn wait_callback(&self, ix: &Interaction) -> Callback {
        self.wait_for(&format!("a callback for interaction {}", ix.token), |f| {
            f.callbacks(ix).into_iter().next()
        })
        .await
    }

    /// Waits for the autocomplete answer (callback type 8) and returns its choices.
    pub async fn wait_autocomplete(&self, ix: &Interaction) -> Vec<(String, String)> {
        let cb = self.wait_callback(ix).await;
        assert_eq!(cb.kind, 8, "expected an autocomplete result, got {cb:?}");
        cb.choices()
    }

    /// Waits for the first visible answer to an interaction: the response message, the edited
    /// deferred response, the first follow-up, or the message a component click updated.
    pub async fn wait_reply(&self, ix: &Interaction) -> Message {
        self.wait_for(&format!("a reply to interaction {}", ix.token), |f| {
            f.first_reply(ix)
        })
        .await
    }

    fn first_reply(&self, ix: &Interaction) -> Option<Message> {
        let cb = self.callbacks(ix).into_iter().next()?;
        let replies = self.replies(ix);
        match cb.kind {
            4 | 7 => replies.into_iter().next(),
            5 => replies.into_iter().find(|m| !m.thinking),
            6 => {
                let clicked = ix.message.and_then(|m| self.message(m));
                let followup = replies
                    .into_iter()
                    .find(|m| matches!(m.origin, Origin::Followup { .. }));
                followup.or_else(|| clicked.filter(|m| m.edits > 0))
            }
            _ => None,
        }
    }

    /// Waits for a message newer than `mark` satisfying `pred`.
    pub async fn wait_message_after(
        &self,
        mark: u64,
        what: &str,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        self.wait_for(what, |f| {
            f.find_message(|m| m.id > mark && !m.thinking && pred(m))
        })
        .await
    }

    /// Waits for a DM to `user` newer than `mark` satisfying `pred`.
    pub async fn wait_dm_after(
        &self,
        user: &User,
        mark: u64,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        let ch = self.dm_channel(user);
        self.wait_for(&format!("a DM to {}", user.name), |f| {
            f.find_message(|m| m.channel_id == ch && m.id > mark && !m.thinking && pred(m))
        })
        .await
    }

    /// A short summary of recent messages and requests, for failure messages.
    pub fn dump(&self) -> String {
        let st = self.st();
        let mut out = String::from("--- last messages ---\n");
        let msgs: Vec<&Message> = st.messages.values().collect();
        for m in msgs.iter().rev().take(12).rev() {
            out.push_str(&format!(
                "#{} ch={} flags={} thinking={} files={} ids={:?}: {}\n",
                m.id,
                m.channel_id,
                m.flags,
                m.thinking,
                m.attachments.len(),
                m.custom_ids(),
                m.text()
                    .replace('\n', " | ")
                    .chars()
                    .take(300)
                    .collect::<String>()
            ));
        }
        out.push_str("--- last requests ---\n");
        for r in st.requests.iter().rev().take(15).rev() {
            let body = r
                .json
                .as_ref()
                .map(|j| j.to_string().chars().take(300).collect::<String>())
                .unwrap_or_default();
            out.push_str(&format!(
                "{} {} -> {}{} files={} {}\n",
                r.method,
                r.path,
                r.status,
                if r.unknown { " (UNKNOWN ROUTE)" } else { "" },
                r.files.len(),
                body
            ));
        }
        out
    }

    // ----- sending interactions --------------------------------------------------------------

    /// A user-typed option: `{"name": name, "type": 6, "value": user id}`.
    pub fn user_option(name: &str, user: &User) -> Value {
        json!({ "name": name, "type": 6, "value": user.id.to_string() })
    }

    /// Sends a slash command (`options`: an array of `{"name", "value"}` with optional `type`;
    /// strings default to type 3, integers to 4, booleans to 5).
    pub async fn slash(
        &self,
        user: &User,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Interaction {
        self.command(user, channel, name, options, None).await
    }

    /// Sends a slash command in the user's DM with the bot.
    pub async fn slash_dm(&self, user: &User, name: &str, options: Value) -> Interaction {
        let ch = self.dm_channel(user);
        self.command(user, ch, name, options, None).await
    }

    /// Sends an autocomplete request for option `focused` (its current text in `options`).
    pub async fn autocomplete(
        &self,
        user: &User,
        channel: u64,
        name: &str,
        options: Value,
        focused: &str,
    ) -> Interaction {
        self.command(user, channel, name, options, Some(focused))
            .await
    }

    async fn command(
        &self,
        user: &User,
        channel: u64,
        name: &str,
        options: Value,
        focused: Option<&str>,
    ) -> Interaction {
        let mut opts = options.as_array().cloned().unwrap_or_default();
        let mut resolved_users = serde_json::Map::new();
        let mut resolved_members = serde_json::Map::new();
        let registered = self.st().commands.get(name).cloned();
        {
            let st = self.st();
            for o in &mut opts {
                // As Discord does: the option's type comes from the registered command, and a
                // choice picked by its name is sent as the choice's value.
                let def = registered.as_ref().and_then(|c| {
                    c["options"]
                        .as_array()?
                        .iter()
                        .find(|d| d["name"] == o["name"])
                        .cloned()
                });
                if let Some(def) = def {
                    if o.get("type").is_none() {
                        o["type"] = def["type"].clone();
                    }
                    let picked = def["choices"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .find(|c| c["name"] == o["value"])
                        .map(|c| c["value"].clone());
                    if let Some(value) = picked {
                        o["value"] = value;
                    }
                }
                if o.get("type").is_none() {
                    o["type"] = json!(match &o["value"] {
                        Value::Bool(_) => 5,
                        Value::Number(n) if n.is_i64() || n.is_u64() => 4,
                        Value::Number(_) => 10,
                        _ => 3,
                    });
                }
                if focused.is_some_and(|f| o["name"] == f) {
                    o["focused"] = json!(true);
                }
                if o["type"] == 6 {
                    let id: u64 = o["value"]
                        .as_str()
                        .and_then(|s| s.parse().ok())
                        .or_else(|| o["value"].as_u64())
                        .unwrap_or(0);
                    o["value"] = json!(id.to_string());
                    resolved_users.insert(id.to_string(), st.user_json(id));
                    let mut member = http::member_json(&st, id);
                    if let Some(m) = member.as_object_mut() {
                        m.remove("user");
                    }
                    resolved_members.insert(id.to_string(), member);
                }
            }
        }
        let cmd_id = self.commands().into_iter().find(|c| c["name"] == name);
        let cmd_id = match cmd_id {
            Some(c) => c["id"].clone(),
            None => json!(self.st().id().to_string()),
        };
        let in_dm = self.channel_info(channel).is_some_and(|c| c.is_dm());
        let mut resolved = json!({ "users": resolved_users });
        if !in_dm {
            resolved["members"] = Value::Object(resolved_members);
        }
        let data = json!({
            "id": cmd_id,
            "name": name,
            "type": 1,
            "options": opts,
            "resolved": resolved,
        });
        let kind = if focused.is_some() { 4 } else { 2 };
        self.dispatch_interaction(user, channel, kind, data, None)
            .await
    }

    /// Clicks the button `custom_id` on `message`.
    pub async fn click(&self, user: &User, message: &Message, custom_id: &str) -> Interaction {
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        self.dispatch_interaction(user, message.channel_id, 3, data, Some(message.id))
            .await
    }

    /// Picks `values` in the string select menu `custom_id` on `message`.
    pub async fn select(
        &self,
        user: &User,
        message: &Message,
        custom_id: &str,
        values: &[&str],
    ) -> Interaction {
        let data = json!({ "custom_id": custom_id, "component_type": 3, "values": values });
        self.dispatch_interaction(user, message.channel_id, 3, data, Some(message.id))
            .await
    }

    async fn dispatch_interaction(
        &self,
        user: &User,
        channel: u64,
        kind: u8,
        data: Value,
        message: Option<u64>,
    ) -> Interaction {
        let target = self.target;
        self.wait_for("a connected gateway session", |f| {
            let st = f.st();
            match target {
                Some(conn) => st.sessions.iter().any(|s| s.conn == conn),
                None => !st.sessions.is_empty(),
            }
            .then_some(())
        })
        .await;
        let (payload, ix) = {
            let mut st = self.st();
            let id = st.id();
            let token = format!("tok-{id}-{}", user.id);
            let ch = st
                .channels
                .get(&channel)
                .cloned()
                .unwrap_or_else(|| panic!("fake-discord: unknown channel {channel}"));
            let mut payload = json!({
                "id": id.to_string(),
                "application_id": BOT_ID.to_string(),
                "type": kind,
                "data": data,
                "channel_id": channel.to_string(),
                "channel": ch.partial_json(),
                "token": token,
                "version": 1,
                "app_permissions": "2251799813685247",
                "locale": "en-US",
                "entitlements": [],
                "attachment_size_limit": 26_214_400,
            });
            if ch.is_dm() {
                payload["user"] = st.user_json(user.id);
                payload["context"] = json!(1);
                payload["authorizing_integration_owners"] = json!({ "1": user.id.to_string() });
            } else {
                payload["guild_id"] = json!(GUILD_ID.to_string());
                payload["guild_locale"] = json!("en-US");
                payload["member"] = http::member_json(&st, user.id);
                payload["context"] = json!(0);
                payload["authorizing_integration_owners"] = json!({ "0": GUILD_ID.to_string() });
            }
            if let Some(mid) = message {
                let msg = st
                    .messages
                    .get(&mid)
                    .unwrap_or_else(|| panic!("fake-discord: unknown message {mid}"));
                payload["message"] = msg.to_json(&self.inner.http_base);
            }
            http::record_interaction(&mut st, &token, id, channel, message);
            let ix = Interaction {
                id,
                token,
                user: user.id,
                channel,
                message,
            };
            (payload, ix)
        };
        assert!(
            gateway::dispatch(&self.inner, self.target, "INTERACTION_CREATE", payload),
            "fake-discord: no gateway session to dispatch to"
        );
        ix
    }
}
