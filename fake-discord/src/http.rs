//! The REST side: one catch-all handler that records every request and routes it by hand, so an
//! unknown route is answered 404 (and recorded as unknown) instead of silently matching nothing.

use crate::limits::{validate_choices, validate_message, EMPTY};
use crate::model::{
    bot_user_json, Attachment, ChannelKind, Message, Origin, RateLimited, RecordedFile,
    RecordedRequest, SchemaViolation, BOT_ID, TIMESTAMP,
};
use crate::state::{FaultKind, InteractionRecord, State, HOLD_LIMIT};
use crate::Inner;
use crate::{multipart, schema};
use axum::body::Bytes;
use axum::extract::State as AxState;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What a route answers: a status and a JSON body (`Null` means no body), or an HTML page, with
/// any extra headers.
struct Answer {
    status: u16,
    body: Value,
    unknown: bool,
    /// An HTML body instead of the JSON one (a proxy's error page).
    html: Option<String>,
    headers: Vec<(&'static str, String)>,
}

fn ok(body: Value) -> Answer {
    Answer {
        status: 200,
        body,
        unknown: false,
        html: None,
        headers: Vec::new(),
    }
}

fn no_content() -> Answer {
    Answer {
        status: 204,
        ..ok(Value::Null)
    }
}

fn error(status: u16, code: u64, message: &str) -> Answer {
    Answer {
        status,
        ..ok(json!({ "code": code, "message": message }))
    }
}

fn unknown_route() -> Answer {
    Answer {
        status: 404,
        unknown: true,
        ..ok(json!({ "code": 0, "message": "fake-discord: no such route" }))
    }
}

/// The page a proxy in front of Discord (Cloudflare) answers with when Discord does not.
fn proxy_page(status: u16) -> Answer {
    let reason = StatusCode::from_u16(status)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("Error");
    let page = format!(
        "<html>\r\n<head><title>{status} {reason}</title></head>\r\n<body>\r\n\
         <center><h1>{status} {reason}</h1></center>\r\n<hr><center>cloudflare</center>\r\n\
         </body>\r\n</html>\r\n"
    );
    Answer {
        status,
        html: Some(page),
        ..ok(Value::Null)
    }
}

/// Discord's 429: nothing done, come back after `retry_after`.
fn rate_limited(retry_after: Duration, bucket: &str) -> Answer {
    let secs = retry_after.as_secs_f64();
    let reset = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64()
        + secs;
    Answer {
        status: 429,
        headers: vec![
            ("retry-after", format!("{}", secs.ceil() as u64)),
            ("x-ratelimit-limit", "5".to_owned()),
            ("x-ratelimit-remaining", "0".to_owned()),
            ("x-ratelimit-reset", format!("{reset:.3}")),
            ("x-ratelimit-reset-after", format!("{secs:.3}")),
            ("x-ratelimit-bucket", bucket.to_owned()),
            ("x-ratelimit-scope", "user".to_owned()),
        ],
        ..ok(json!({
            "message": "You are being rate limited.",
            "retry_after": secs,
            "global": false,
        }))
    }
}

/// A bucket id for a route (Discord's are opaque hex strings).
fn bucket(route: &str) -> String {
    let hash = route.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    format!("{hash:016x}")
}

impl Answer {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        let (content_type, body) = match (self.html, self.body) {
            (Some(page), _) => ("text/html", page),
            (None, Value::Null) => ("", String::new()),
            (None, json) => ("application/json", json.to_string()),
        };
        let mut response = if content_type.is_empty() {
            status.into_response()
        } else {
            (status, [("content-type", content_type)], body).into_response()
        };
        for (name, value) in self.headers {
            if let Ok(value) = axum::http::HeaderValue::from_str(&value) {
                response.headers_mut().insert(name, value);
            }
        }
        response
    }
}

/// A request as received: what is recorded of it.
struct Incoming {
    method: Method,
    path: String,
    query: Option<String>,
    json: Option<Value>,
    files: Vec<RecordedFile>,
    authorization: Option<String>,
    arrived: Instant,
}

impl Incoming {
    /// `METHOD path`, what fault patterns are matched against.
    fn key(&self) -> String {
        format!("{} {}", self.method, self.path)
    }

    /// Records the request with the status it was answered with.
    fn record(self, st: &mut State, status: u16, unknown: bool) {
        let seq = st.requests.len() as u64;
        let (json, files) = if st.lean {
            (None, Vec::new())
        } else {
            (self.json, self.files)
        };
        st.requests.push(RecordedRequest {
            seq,
            method: self.method.to_string(),
            path: self.path,
            query: self.query,
            json,
            files,
            status,
            unknown,
            authorization: self.authorization,
            arrived: self.arrived,
        });
    }
}

/// The axum handler for every path.
pub(crate) async fn handle(
    AxState(inner): AxState<Arc<Inner>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let arrived = Instant::now();
    let full_path = uri.path().to_owned();
    if let Some(rest) = full_path.strip_prefix("/attachments/") {
        return serve_attachment(&inner, rest);
    }
    let path = full_path
        .strip_prefix("/api/v10")
        .or_else(|| full_path.strip_prefix("/api/v9"))
        .unwrap_or(&full_path)
        .to_owned();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (json, files, unparsable) = decode_body(content_type, &body);
    let req = Incoming {
        method,
        path,
        query: uri.query().map(str::to_owned),
        json,
        files,
        authorization: headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned),
        arrived,
    };
    let payload = match (&req.json, unparsable) {
        (_, true) => schema::Payload::Unparsable,
        (Some(json), false) => schema::Payload::Json(json),
        (None, false) => schema::Payload::None,
    };
    if let Err(refusal) = schema::check(req.method.as_str(), &req.path, payload) {
        return refuse(&inner, req, refusal).into_response();
    }
    // A fault's path may name the method too ("POST /channels/1/messages").
    let key = req.key();
    let fault = inner.state.lock().unwrap().take_fault(&key);
    let (forced, taken) = before_route(&inner, fault.as_ref(), &key, arrived).await;
    let answer = {
        let mut st = inner.state.lock().unwrap();
        let mut answer = match forced {
            Some(answer) => answer,
            None => {
                let segs: Vec<&str> = req.path.trim_matches('/').split('/').collect();
                let body = req.json.as_ref();
                route(
                    &mut st,
                    &inner,
                    req.method.as_str(),
                    &segs,
                    body,
                    &req.files,
                    taken,
                )
            }
        };
        if let Some(FaultKind::LoseResponse(status)) = fault {
            answer = proxy_page(status);
        }
        req.record(&mut st, answer.status, answer.unknown);
        answer
    };
    if let Some(FaultKind::DoneThenHang(d)) = fault {
        tokio::time::sleep(d).await;
    }
    answer.into_response()
}

/// Refuses a request whose body breaks Discord's OpenAPI document, as Discord does (400), and
/// records it.
fn refuse(inner: &Inner, req: Incoming, refusal: schema::Refusal) -> Answer {
    let answer = if refusal.code == 50109 {
        error(400, 50109, "The request body contains invalid JSON.")
    } else {
        let body =
            json!({ "code": 50035, "message": "Invalid Form Body", "errors": refusal.errors });
        Answer {
            status: 400,
            ..ok(body)
        }
    };
    let mut st = inner.state.lock().unwrap();
    st.violations.push(SchemaViolation {
        method: req.method.to_string(),
        path: req.path.clone(),
        messages: refusal.messages,
        body: req.json.clone(),
    });
    req.record(&mut st, 400, false);
    answer
}

/// What a fault does before the request is routed: waits (a delay, a stall, a hold), or answers
/// instead of Discord (`Some`: nothing is done). Also returns when the request is taken (for a
/// held one, its release).
async fn before_route(
    inner: &Inner,
    fault: Option<&FaultKind>,
    key: &str,
    arrived: Instant,
) -> (Option<Answer>, Instant) {
    let forced = match fault {
        Some(FaultKind::Delay(d)) => {
            tokio::time::sleep(*d).await;
            None
        }
        Some(FaultKind::Stall(d)) => {
            tokio::time::sleep(*d).await;
            Some(error(500, 0, "fake-discord: injected server error"))
        }
        Some(FaultKind::Status500) => Some(error(500, 0, "fake-discord: injected server error")),
        Some(FaultKind::Status(status)) => {
            Some(error(*status, 0, "fake-discord: injected server error"))
        }
        Some(FaultKind::Html(status)) => Some(proxy_page(*status)),
        Some(FaultKind::RateLimit(retry_after)) => {
            let mut st = inner.state.lock().unwrap();
            let (method, path) = key.split_once(' ').unwrap_or(("", key));
            st.rate_limits.push(RateLimited {
                method: method.to_owned(),
                path: path.to_owned(),
                at: Instant::now(),
                retry_after: *retry_after,
            });
            Some(rate_limited(*retry_after, &bucket(key)))
        }
        Some(FaultKind::Hold) => {
            let (tx, rx) = tokio::sync::oneshot::channel();
            inner.state.lock().unwrap().held.push(tx);
            let _ = tokio::time::timeout(HOLD_LIMIT, rx).await;
            return (None, Instant::now());
        }
        Some(FaultKind::DoneThenHang(_) | FaultKind::LoseResponse(_) | FaultKind::Pass) | None => {
            None
        }
    };
    (forced, arrived)
}

fn serve_attachment(inner: &Inner, rest: &str) -> Response {
    let id: u64 = rest
        .split('/')
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let st = inner.state.lock().unwrap();
    let found = st
        .messages
        .values()
        .flat_map(|m| m.attachments.iter())
        .find(|a| a.id == id)
        .map(|a| a.bytes.clone());
    match found {
        Some(bytes) => (StatusCode::OK, bytes).into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// JSON body, or `payload_json` plus files of a multipart body; and whether a body (or
/// `payload_json`) was there but not JSON.
fn decode_body(content_type: &str, body: &[u8]) -> (Option<Value>, Vec<RecordedFile>, bool) {
    if let Some(boundary) = multipart::boundary(content_type) {
        let mut json = None;
        let mut files = Vec::new();
        let mut unparsable = false;
        for part in multipart::parse(body, &boundary) {
            if part.name == "payload_json" {
                json = serde_json::from_slice(&part.body).ok();
                unparsable = json.is_none();
            } else {
                files.push(RecordedFile {
                    field: part.name,
                    filename: part.filename.unwrap_or_default(),
                    content_type: part.content_type,
                    bytes: part.body,
                });
            }
        }
        return (json, files, unparsable);
    }
    if body.is_empty() {
        return (None, Vec::new(), false);
    }
    let json: Option<Value> = serde_json::from_slice(body).ok();
    let unparsable = json.is_none();
    (json, Vec::new(), unparsable)
}

fn parse_id(s: &str) -> Option<u64> {
    s.parse().ok()
}

fn route(
    st: &mut State,
    inner: &Inner,
    method: &str,
    segs: &[&str],
    json: Option<&Value>,
    files: &[RecordedFile],
    arrived: Instant,
) -> Answer {
    let empty = Value::Null;
    let body = json.unwrap_or(&empty);
    match (method, segs) {
        ("GET", ["gateway"]) => ok(json!({ "url": inner.gateway_url })),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": inner.gateway_url,
            "shards": st.recommended_shards,
            "session_start_limit": {
                "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1
            },
        })),
        ("GET", ["users", "@me"]) => ok(bot_user_json()),
        ("GET", ["users", id]) => match parse_id(id) {
            Some(id) => ok(st.user_json(id)),
            None => error(404, 10013, "Unknown User"),
        },
        ("GET", ["oauth2", "applications", "@me"]) => ok(json!({
            "id": BOT_ID.to_string(),
            "name": "variant-chess",
            "icon": null,
            "description": "fake application",
            "rpc_origins": [],
            "bot_public": true,
            "bot_require_code_grant": false,
            "owner": st.user_json(1),
            "verify_key": "0000",
            "team": null,
            "flags": 0,
        })),
        ("PUT", ["applications", _, "commands"]) => register(st, body, None),
        ("PUT", ["applications", _, "guilds", g, "commands"]) => register(st, body, parse_id(g)),
        ("POST", ["applications", _, "commands"]) => {
            register_one(st, body, None).map_or_else(|| error(400, 50035, "Invalid Form Body"), ok)
        }
        ("POST", ["applications", _, "guilds", g, "commands"]) => {
            register_one(st, body, parse_id(g))
                .map_or_else(|| error(400, 50035, "Invalid Form Body"), ok)
        }
        ("GET", ["applications", _, "commands"])
        | ("GET", ["applications", _, "guilds", _, "commands"]) => {
            ok(Value::Array(st.commands.values().cloned().collect()))
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            callback(st, parse_id(id), token, body, files, arrived)
        }
        ("POST", ["webhooks", _, token]) => followup(st, inner, token, body, files),
        (m, ["webhooks", _, token, "messages", which]) => {
            webhook_message(st, inner, m, token, which, body, files)
        }
        ("POST", ["users", "@me", "channels"]) => {
            let Some(user) = body["recipient_id"]
                .as_str()
                .and_then(parse_id)
                .or_else(|| body["recipient_id"].as_u64())
            else {
                return error(400, 50035, "Invalid Form Body: recipient_id");
            };
            let id = st.dm_channel(user);
            ok(channel_json(st, id))
        }
        ("GET", ["channels", id]) => match parse_id(id).filter(|i| st.channels.contains_key(i)) {
            Some(id) => ok(channel_json(st, id)),
            None => error(404, 10003, "Unknown Channel"),
        },
        ("PATCH", ["channels", id]) => match parse_id(id).filter(|i| st.channels.contains_key(i)) {
            Some(id) => {
                let channel = st.channels.get_mut(&id).expect("checked");
                if let Some(archived) = body["archived"].as_bool() {
                    channel.archived = archived;
                }
                if let Some(name) = body["name"].as_str() {
                    channel.name = name.to_owned();
                }
                ok(channel_json(st, id))
            }
            None => error(404, 10003, "Unknown Channel"),
        },
        ("DELETE", ["channels", id]) => match parse_id(id).and_then(|i| st.channels.remove(&i)) {
            Some(channel) => ok(channel.to_json(&|u| st.user_json(u))),
            None => error(404, 10003, "Unknown Channel"),
        },
        ("POST", ["channels", id, "typing"]) => match parse_id(id) {
            Some(_) => no_content(),
            None => error(404, 10003, "Unknown Channel"),
        },
        ("POST", ["channels", id, "messages"]) => channel_post(st, inner, id, body, files),
        ("GET", ["channels", id, "messages"]) => {
            let id = parse_id(id).unwrap_or(0);
            let list: Vec<Value> = st
                .messages
                .values()
                .rev()
                .filter(|m| m.channel_id == id && !m.deleted && !m.ephemeral())
                .take(50)
                .map(|m| m.to_json(&inner.http_base))
                .collect();
            ok(Value::Array(list))
        }
        (m, ["channels", ch, "messages", mid]) => one_message(st, inner, m, ch, mid, body, files),
        ("POST", ["channels", ch, "threads"])
        | ("POST", ["channels", ch, "messages", _, "threads"]) => create_thread(st, ch, segs, body),
        ("GET", ["guilds", _, "members", u]) => match parse_id(u) {
            Some(u) => ok(member_json(st, u)),
            None => error(404, 10007, "Unknown Member"),
        },
        _ => unknown_route(),
    }
}

/// `POST /channels/{ch}/threads` or `.../messages/{id}/threads`: a thread (from a message, it has
/// the message's id, and a message starts one thread at most).
fn create_thread(st: &mut State, ch: &str, segs: &[&str], body: &Value) -> Answer {
    let Some(parent) = parse_id(ch).filter(|c| st.channels.contains_key(c)) else {
        return error(404, 10003, "Unknown Channel");
    };
    if st.threads_refused.contains(&parent) {
        return error(403, 50013, "Missing Permissions");
    }
    // A thread started from a message has the message's id, and a message starts one
    // thread at most (as on Discord).
    let from_message = match segs {
        [_, _, "messages", mid, _] => parse_id(mid),
        _ => None,
    };
    if from_message.is_some_and(|m| st.channels.contains_key(&m)) {
        return error(
            400,
            160004,
            "A thread has already been created for this message",
        );
    }
    let id = from_message.unwrap_or_else(|| st.id());
    let name = body["name"].as_str().unwrap_or("thread").to_owned();
    st.channels.insert(
        id,
        crate::model::Channel {
            id,
            kind: ChannelKind::Thread { parent },
            name,
            guild: st.channels[&parent].guild,
            archived: false,
        },
    );
    Answer {
        status: 201,
        ..ok(channel_json(st, id))
    }
}

/// `GET`, `PATCH` or `DELETE /channels/{ch}/messages/{mid}`.
fn one_message(
    st: &mut State,
    inner: &Inner,
    m: &str,
    ch: &str,
    mid: &str,
    body: &Value,
    files: &[RecordedFile],
) -> Answer {
    let (Some(ch), Some(mid)) = (parse_id(ch), parse_id(mid)) else {
        return error(404, 10008, "Unknown Message");
    };
    match st.messages.get_mut(&mid) {
        Some(msg) if msg.channel_id == ch && !msg.deleted && !msg.ephemeral() => match m {
            "GET" => ok(msg.to_json(&inner.http_base)),
            "PATCH" => {
                if let Err(why) = validate_message(body, files, false) {
                    return refusal(&why);
                }
                apply_edit(st, mid, body, files);
                ok(st.messages[&mid].to_json(&inner.http_base))
            }
            "DELETE" => {
                msg.deleted = true;
                no_content()
            }
            _ => unknown_route(),
        },
        _ => error(404, 10008, "Unknown Message"),
    }
}

fn channel_json(st: &State, id: u64) -> Value {
    st.channels[&id].to_json(&|u| st.user_json(u))
}

/// A guild member object for `user`.
pub(crate) fn member_json(st: &State, user: u64) -> Value {
    json!({
        "user": st.user_json(user),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": TIMESTAMP,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": st.permissions.get(&user).copied().unwrap_or(2_251_799_813_685_247).to_string(),
    })
}

fn register(st: &mut State, body: &Value, guild: Option<u64>) -> Answer {
    let Some(list) = body.as_array() else {
        return error(400, 50035, "Invalid Form Body: expected an array");
    };
    let mut out = Vec::new();
    for c in list {
        match register_one(st, c, guild) {
            Some(v) => out.push(v),
            None => return error(400, 50035, "Invalid Form Body: command without a name"),
        }
    }
    st.registrations += 1;
    ok(Value::Array(out))
}

fn register_one(st: &mut State, c: &Value, guild: Option<u64>) -> Option<Value> {
    let name = c["name"].as_str()?.to_owned();
    let mut v = c.clone();
    let id = match st.commands.get(&name) {
        Some(old) => old["id"].clone(),
        None => json!(st.id().to_string()),
    };
    v["id"] = id;
    v["application_id"] = json!(BOT_ID.to_string());
    v["version"] = json!("1");
    if v.get("type").is_none_or(Value::is_null) {
        v["type"] = json!(1);
    }
    if v.get("description").is_none_or(Value::is_null) {
        v["description"] = json!("");
    }
    if let Some(g) = guild {
        v["guild_id"] = json!(g.to_string());
    }
    st.commands.insert(name, v.clone());
    Some(v)
}

/// Builds a new message from a create payload.
fn new_message(
    st: &mut State,
    channel: u64,
    body: &Value,
    files: &[RecordedFile],
    origin: Origin,
) -> u64 {
    let id = st.id();
    let in_dm = st.channels.get(&channel).is_some_and(|c| c.is_dm());
    let guild = st.channels.get(&channel).map_or(0, |c| c.guild);
    let mut msg = Message {
        id,
        channel_id: channel,
        content: String::new(),
        embeds: Vec::new(),
        components: Vec::new(),
        attachments: Vec::new(),
        flags: 0,
        origin,
        thinking: false,
        edits: 0,
        deleted: false,
        in_dm,
        guild,
        pinged: Vec::new(),
        pings_everyone: false,
        nonce: None,
    };
    fill(st, &mut msg, body, files, false);
    // Only a new message notifies; an edit pings nobody, as on Discord.
    (msg.pinged, msg.pings_everyone) = pings(&msg.content, body.get("allowed_mentions"));
    if !st.lean {
        st.history.push(msg.clone());
    }
    st.messages.insert(id, msg);
    id
}

/// Who a new message with `content` pings under `allowed` (Discord's rules: without
/// `allowed_mentions` every mention in the text pings; with it, only the kinds listed in `parse`
/// and the users listed in `users`).
fn pings(content: &str, allowed: Option<&Value>) -> (Vec<u64>, bool) {
    let mut mentioned: Vec<u64> = Vec::new();
    for rest in content.split("<@").skip(1) {
        let rest = rest.strip_prefix('!').unwrap_or(rest);
        if let Some(id) = rest.split('>').next().and_then(|s| s.parse().ok()) {
            if !mentioned.contains(&id) {
                mentioned.push(id);
            }
        }
    }
    let everyone_text = content.contains("@everyone") || content.contains("@here");
    let Some(allowed) = allowed.filter(|a| !a.is_null()) else {
        return (mentioned, everyone_text);
    };
    let parse: Vec<&str> = allowed["parse"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let listed: Vec<u64> = allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| {
            u.as_str()
                .and_then(|s| s.parse().ok())
                .or_else(|| u.as_u64())
        })
        .collect();
    let pinged = mentioned
        .into_iter()
        .filter(|u| parse.contains(&"users") || listed.contains(u))
        .collect();
    (pinged, everyone_text && parse.contains(&"everyone"))
}

/// Applies an edit payload to a stored message.
fn apply_edit(st: &mut State, id: u64, body: &Value, files: &[RecordedFile]) {
    let Some(mut msg) = st.messages.remove(&id) else {
        return;
    };
    fill(st, &mut msg, body, files, true);
    if msg.thinking {
        msg.thinking = false;
    } else {
        msg.edits += 1;
    }
    if !st.lean {
        st.history.push(msg.clone());
    }
    st.messages.insert(id, msg);
}

fn fill(st: &mut State, msg: &mut Message, body: &Value, files: &[RecordedFile], edit: bool) {
    if let Some(c) = body.get("content") {
        msg.content = c.as_str().unwrap_or_default().to_owned();
    }
    if let Some(e) = body.get("embeds") {
        msg.embeds = e.as_array().cloned().unwrap_or_default();
    }
    if let Some(c) = body.get("components") {
        msg.components = c.as_array().cloned().unwrap_or_default();
    }
    if let Some(f) = body.get("flags").and_then(Value::as_u64) {
        // An edit cannot make a message ephemeral or public.
        msg.flags = if edit {
            (f & !64) | (msg.flags & 64)
        } else {
            f
        };
    }
    let listed: Vec<&Value> = body["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .collect();
    if edit && body.get("attachments").is_some() {
        // Keep only the existing attachments the edit lists.
        let keep: Vec<u64> = listed
            .iter()
            .filter_map(|a| match &a["id"] {
                Value::String(s) => s.parse().ok(),
                Value::Number(n) => n.as_u64(),
                _ => None,
            })
            .collect();
        msg.attachments.retain(|a| keep.contains(&a.id));
    }
    for f in files {
        // `files[n]` pairs with the payload attachment whose id is n.
        let index: Option<u64> = f
            .field
            .strip_prefix("files[")
            .and_then(|s| s.strip_suffix(']'))
            .and_then(|s| s.parse().ok());
        let description = listed
            .iter()
            .find(|a| a["id"].as_u64().is_some() && a["id"].as_u64() == index)
            .and_then(|a| a["description"].as_str())
            .map(str::to_owned);
        let id = st.id();
        msg.attachments.push(Attachment {
            id,
            filename: f.filename.clone(),
            content_type: f.content_type.clone(),
            description,
            size: f.bytes.len(),
            bytes: if st.lean { Vec::new() } else { f.bytes.clone() },
        });
    }
}

fn channel_post(
    st: &mut State,
    inner: &Inner,
    id: &str,
    body: &Value,
    files: &[RecordedFile],
) -> Answer {
    let Some(ch) = parse_id(id).and_then(|i| st.channels.get(&i).cloned()) else {
        return error(404, 10003, "Unknown Channel");
    };
    if let ChannelKind::Dm { user } = ch.kind {
        if st.dm_refused.contains(&user) {
            return error(403, 50007, "Cannot send messages to this user");
        }
    }
    if let ChannelKind::Thread { parent } = ch.kind {
        if st.thread_posts_refused.contains(&parent) {
            return error(403, 50001, "Missing Access");
        }
    }
    if let Err(why) = validate_message(body, files, true) {
        return refusal(&why);
    }
    let nonce = nonce_key(&body["nonce"]);
    if let Some(earlier) = nonce
        .as_ref()
        .filter(|_| body["enforce_nonce"] == true)
        .and_then(|n| earlier_with_nonce(st, ch.id, n))
    {
        st.deduplicated += 1;
        return ok(st.messages[&earlier].to_json(&inner.http_base));
    }
    let mid = new_message(st, ch.id, body, files, Origin::ChannelPost);
    if let Some(n) = nonce {
        st.nonces.insert((ch.id, n), (mid, Instant::now()));
        if let Some(m) = st.messages.get_mut(&mid) {
            m.nonce = Some(body["nonce"].clone());
        }
    }
    ok(st.messages[&mid].to_json(&inner.http_base))
}

/// A message create's nonce as text (an integer or a string, as Discord takes it), if it has one.
fn nonce_key(nonce: &Value) -> Option<String> {
    match nonce {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The message created in `channel` with `nonce` within the nonce window, if it still exists
/// (every channel post is the bot's, so the author is always the same).
fn earlier_with_nonce(st: &State, channel: u64, nonce: &str) -> Option<u64> {
    let &(mid, at) = st.nonces.get(&(channel, nonce.to_owned()))?;
    (at.elapsed() <= st.nonce_window && st.messages.get(&mid).is_some_and(|m| !m.deleted))
        .then_some(mid)
}

fn callback(
    st: &mut State,
    id: Option<u64>,
    token: &str,
    body: &Value,
    files: &[RecordedFile],
    arrived: Instant,
) -> Answer {
    let Some(ix) = st.interactions.get(token).cloned() else {
        return error(404, 10062, "Unknown interaction");
    };
    if Some(ix.id) != id {
        return error(404, 10062, "Unknown interaction (id does not match token)");
    }
    // Discord invalidates an interaction not answered within 3 seconds.
    let latency = arrived.saturating_duration_since(ix.dispatched);
    if let Some(rec) = st.interactions.get_mut(token) {
        rec.latency.get_or_insert(latency);
    }
    if latency > st.callback_deadline {
        return error(
            404,
            10062,
            "Unknown interaction (answered after the deadline)",
        );
    }
    if !ix.callbacks.is_empty() {
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let kind = body["type"].as_u64().unwrap_or(0);
    let data = body["data"].clone();
    let checked = match kind {
        4 => validate_message(&data, files, true),
        7 => validate_message(&data, files, false),
        8 => validate_choices(&data),
        _ => Ok(()),
    };
    if let Err(why) = checked {
        return error(400, 50035, &format!("Invalid Form Body: {why}"));
    }
    let mut original = ix.original;
    match kind {
        4 => {
            let origin = Origin::InteractionResponse {
                token: token.to_owned(),
            };
            original = Some(new_message(st, ix.channel, &data, files, origin));
        }
        5 => {
            let origin = Origin::InteractionResponse {
                token: token.to_owned(),
            };
            let flags = json!({ "flags": data["flags"].as_u64().unwrap_or(0) });
            let mid = new_message(st, ix.channel, &flags, &[], origin);
            if let Some(m) = st.messages.get_mut(&mid) {
                m.thinking = true;
            }
            original = Some(mid);
        }
        6 => original = ix.message,
        7 => {
            let Some(mid) = ix.message else {
                return error(
                    400,
                    40004,
                    "UPDATE_MESSAGE on an interaction without a message",
                );
            };
            apply_edit(st, mid, &data, files);
            original = Some(mid);
        }
        8 | 9 => {}
        _ => return error(400, 50035, "Invalid Form Body: unknown callback type"),
    }
    let rec = st.interactions.get_mut(token).expect("interaction present");
    rec.callbacks.push(crate::model::Callback {
        kind,
        data: data.clone(),
    });
    rec.original = original;
    match kind {
        4 | 7 => answered(st, token, original, &Value::Null),
        8 => answered(st, token, None, &data["choices"]),
        _ => {}
    }
    no_content()
}

fn followup(
    st: &mut State,
    inner: &Inner,
    token: &str,
    body: &Value,
    files: &[RecordedFile],
) -> Answer {
    let Some(ix) = st.interactions.get(token).cloned() else {
        return error(404, 10015, "Unknown Webhook");
    };
    if ix.callbacks.is_empty() {
        return error(
            404,
            10015,
            "Unknown Webhook (interaction not acknowledged yet)",
        );
    }
    if let Err(why) = validate_message(body, files, true) {
        return refusal(&why);
    }
    // As on Discord, the first follow-up after a deferral replaces the "thinking…" message,
    // which keeps the deferral's visibility (a public deferral cannot turn ephemeral, so a
    // bot that wants a private refusal after one must delete the original first).
    if let Some(mid) = ix.original.filter(|m| {
        st.messages
            .get(m)
            .is_some_and(|msg| msg.thinking && !msg.deleted)
    }) {
        apply_edit(st, mid, body, files);
        answered(st, token, Some(mid), &Value::Null);
        return ok(st.messages[&mid].to_json(&inner.http_base));
    }
    let origin = Origin::Followup {
        token: token.to_owned(),
    };
    let mid = new_message(st, ix.channel, body, files, origin);
    answered(st, token, Some(mid), &Value::Null);
    ok(st.messages[&mid].to_json(&inner.http_base))
}

fn webhook_message(
    st: &mut State,
    inner: &Inner,
    method: &str,
    token: &str,
    which: &str,
    body: &Value,
    files: &[RecordedFile],
) -> Answer {
    let Some(ix) = st.interactions.get(token).cloned() else {
        return error(404, 10015, "Unknown Webhook");
    };
    let mid = if which == "@original" {
        ix.original
    } else {
        parse_id(which).filter(|m| {
            st.messages
                .get(m)
                .is_some_and(|msg| msg.interaction_token() == Some(token))
        })
    };
    let Some(mid) = mid.filter(|m| st.messages.get(m).is_some_and(|msg| !msg.deleted)) else {
        return error(404, 10008, "Unknown Message");
    };
    match method {
        "GET" => ok(st.messages[&mid].to_json(&inner.http_base)),
        "PATCH" => {
            if let Err(why) = validate_message(body, files, false) {
                return refusal(&why);
            }
            apply_edit(st, mid, body, files);
            if which == "@original" {
                answered(st, token, Some(mid), &Value::Null);
            }
            ok(st.messages[&mid].to_json(&inner.http_base))
        }
        "DELETE" => {
            if let Some(m) = st.messages.get_mut(&mid) {
                m.deleted = true;
            }
            no_content()
        }
        _ => unknown_route(),
    }
}

/// Registers an interaction the test is about to dispatch.
pub(crate) fn record_interaction(
    st: &mut State,
    token: &str,
    id: u64,
    channel: u64,
    message: Option<u64>,
) {
    st.interactions.insert(
        token.to_owned(),
        InteractionRecord {
            id,
            channel,
            message,
            callbacks: Vec::new(),
            dispatched: Instant::now(),
            latency: None,
            original: None,
            answered: None,
        },
    );
}

/// Records that interaction `token` got its visible answer now (a message, an update, an
/// autocomplete list, the edit of a deferred response, or a follow-up), once, and wakes whoever
/// waits for it.
fn answered(st: &mut State, token: &str, message: Option<u64>, choices: &Value) {
    let Some(rec) = st.interactions.get(token) else {
        return;
    };
    if rec.answered.is_some() {
        return;
    }
    let (text, ids, ephemeral) = match message.and_then(|m| st.messages.get(&m)) {
        Some(m) => (m.text(), m.custom_ids(), m.ephemeral()),
        None => (choices.to_string(), Vec::new(), true),
    };
    if let Some(rec) = st.interactions.get_mut(token) {
        rec.answered = Some(crate::state::AnswerRecord {
            at: Instant::now(),
            text,
            ids,
            message,
            ephemeral,
        });
    }
    for waiter in st.answer_waiters.remove(token).unwrap_or_default() {
        let _ = waiter.send(());
    }
}

/// A 400 for a message Discord would refuse (empty, or over one of its limits).
fn refusal(why: &str) -> Answer {
    if why == EMPTY {
        error(400, 50006, "Cannot send an empty message")
    } else {
        error(400, 50035, &format!("Invalid Form Body: {why}"))
    }
}
