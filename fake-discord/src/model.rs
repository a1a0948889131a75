//! What the fake remembers: users, channels, messages, attachments and every request, plus the
//! JSON shapes serenity 0.12 expects for them.

use serde_json::{json, Value};

/// The bot's own user id; also the application id (as on real Discord for bot applications).
pub const BOT_ID: u64 = 900_000_000_000_000_001;
/// The one guild every guild channel belongs to.
pub const GUILD_ID: u64 = 800_000_000_000_000_001;
/// A fixed timestamp: tests do not depend on time, and serenity needs a parseable one.
pub const TIMESTAMP: &str = "2026-01-01T00:00:00.000000+00:00";

/// A person in the fake guild.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Snowflake id.
    pub id: u64,
    /// Username (also used as global name).
    pub name: String,
}

impl User {
    /// The user object Discord sends.
    pub fn to_json(&self) -> Value {
        user_json(self.id, &self.name, false)
    }

    /// The `<@id>` mention text.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// A user object as Discord sends it.
pub(crate) fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": bot,
        "public_flags": 0,
    })
}

/// The bot user's object.
pub(crate) fn bot_user_json() -> Value {
    user_json(BOT_ID, "variant-chess", true)
}

/// Where a channel lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    /// A text channel of the fake guild.
    Guild,
    /// A thread in the guild, under a parent channel.
    Thread {
        /// The channel the thread was started in.
        parent: u64,
    },
    /// The direct-message channel between the bot and a user.
    Dm {
        /// The user at the other end.
        user: u64,
    },
}

/// A channel the fake knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Channel {
    /// Snowflake id.
    pub id: u64,
    /// Kind and owner.
    pub kind: ChannelKind,
    /// Display name.
    pub name: String,
    /// The guild of a guild channel or thread (0 for a DM).
    pub guild: u64,
    /// For a thread: whether it was archived.
    pub archived: bool,
}

impl Channel {
    /// The full channel object (`GET /channels/{id}`).
    pub(crate) fn to_json(&self, users: &dyn Fn(u64) -> Value) -> Value {
        match &self.kind {
            ChannelKind::Dm { user } => json!({
                "id": self.id.to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [users(*user)],
            }),
            ChannelKind::Guild => json!({
                "id": self.id.to_string(),
                "type": 0,
                "guild_id": self.guild.to_string(),
                "name": self.name,
                "position": 0,
                "permission_overwrites": [],
                "nsfw": false,
                "parent_id": null,
                "topic": null,
                "last_message_id": null,
                "rate_limit_per_user": 0,
            }),
            ChannelKind::Thread { parent } => json!({
                "id": self.id.to_string(),
                "type": 11,
                "guild_id": self.guild.to_string(),
                "name": self.name,
                "parent_id": parent.to_string(),
                "owner_id": BOT_ID.to_string(),
                "position": 0,
                "permission_overwrites": [],
                "nsfw": false,
                "rate_limit_per_user": 0,
                "message_count": 0,
                "member_count": 1,
                "thread_metadata": {
                    "archived": self.archived,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": TIMESTAMP,
                    "locked": false,
                },
            }),
        }
    }

    /// The partial channel object inside an interaction.
    pub(crate) fn partial_json(&self) -> Value {
        let kind = match self.kind {
            ChannelKind::Guild => 0,
            ChannelKind::Thread { .. } => 11,
            ChannelKind::Dm { .. } => 1,
        };
        let mut v = json!({ "id": self.id.to_string(), "type": kind, "name": self.name });
        if let ChannelKind::Thread { parent } = self.kind {
            v["parent_id"] = json!(parent.to_string());
        }
        v
    }

    /// Whether this is a direct-message channel.
    pub fn is_dm(&self) -> bool {
        matches!(self.kind, ChannelKind::Dm { .. })
    }
}

/// A file the bot attached to a message.
#[derive(Clone)]
pub struct Attachment {
    /// Id the fake gave it.
    pub id: u64,
    /// File name as uploaded.
    pub filename: String,
    /// Content type the bot declared, if any.
    pub content_type: Option<String>,
    /// Description (alt text) from `payload_json`, if any.
    pub description: Option<String>,
    /// The raw bytes (none kept in lean mode).
    pub bytes: Vec<u8>,
    /// How many bytes the file had.
    pub size: usize,
}

// By hand, so a failing assertion shows the file's name and size rather than its bytes.
impl std::fmt::Debug for Attachment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Attachment")
            .field("id", &self.id)
            .field("filename", &self.filename)
            .field("content_type", &self.content_type)
            .field("description", &self.description)
            .field("bytes", &format_args!("<{} bytes>", self.bytes.len()))
            .finish()
    }
}

impl Attachment {
    /// Decodes the file as an image (PNG); panics with the file name if it is not one.
    pub fn image(&self) -> image::RgbaImage {
        image::load_from_memory(&self.bytes)
            .unwrap_or_else(|e| panic!("attachment {} is not an image: {e}", self.filename))
            .to_rgba8()
    }

    /// Whether the bytes start with the PNG signature.
    pub fn is_png(&self) -> bool {
        self.bytes.starts_with(b"\x89PNG\r\n\x1a\n")
    }

    pub(crate) fn to_json(&self, base: &str) -> Value {
        let (w, h) = image::load_from_memory(&self.bytes)
            .map(|i| (Some(i.width()), Some(i.height())))
            .unwrap_or((None, None));
        let url = format!("{base}/attachments/{}/{}", self.id, self.filename);
        json!({
            "id": self.id.to_string(),
            "filename": self.filename,
            "description": self.description,
            "size": self.size,
            "url": url,
            "proxy_url": url,
            "content_type": self.content_type,
            "width": w,
            "height": h,
        })
    }
}

/// How a message came to exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `POST /channels/{id}/messages`.
    ChannelPost,
    /// The response to an interaction (callback type 4, or 5 later edited).
    InteractionResponse {
        /// The interaction's token.
        token: String,
    },
    /// A follow-up of an interaction (`POST /webhooks/{app}/{token}`).
    Followup {
        /// The interaction's token.
        token: String,
    },
}

/// A message the bot posted (or an interaction response, which Discord shows as one).
#[derive(Clone, Debug)]
pub struct Message {
    /// Snowflake id.
    pub id: u64,
    /// Where it was posted.
    pub channel_id: u64,
    /// Text content.
    pub content: String,
    /// Embeds as sent.
    pub embeds: Vec<Value>,
    /// Action rows as sent.
    pub components: Vec<Value>,
    /// Files.
    pub attachments: Vec<Attachment>,
    /// Message flags (64 = ephemeral).
    pub flags: u64,
    /// How it was made.
    pub origin: Origin,
    /// A deferred response that has not been edited yet ("the bot is thinking").
    pub thinking: bool,
    /// How many times it was edited.
    pub edits: u32,
    /// Deleted by the bot.
    pub deleted: bool,
    /// Whether the channel is a DM.
    pub in_dm: bool,
    /// The guild of its channel (0 in a DM).
    pub guild: u64,
    /// The users this message notified when it was created (mentions allowed by its
    /// `allowed_mentions`; edits notify nobody).
    pub pinged: Vec<u64>,
    /// Whether it notified `@everyone` or `@here`.
    pub pings_everyone: bool,
    /// The `nonce` it was created with (an integer or a string), echoed back as Discord does.
    pub nonce: Option<Value>,
}

impl Message {
    /// Ephemeral (flag 64): only the interacting user sees it.
    pub fn ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// Seen by everyone in a guild channel: not ephemeral and not in a DM.
    pub fn is_public(&self) -> bool {
        !self.ephemeral() && !self.in_dm
    }

    /// The message's own text: content plus embed titles, descriptions, fields, footers,
    /// component labels and select option labels/values. (A picture's description, which only
    /// repeats what the picture shows, is in [`Message::readable`].)
    pub fn text(&self) -> String {
        let mut out = self.content.clone();
        let mut push = |s: &Value| {
            if let Some(s) = s.as_str() {
                out.push('\n');
                out.push_str(s);
            }
        };
        for e in &self.embeds {
            push(&e["title"]);
            push(&e["description"]);
            push(&e["footer"]["text"]);
            push(&e["author"]["name"]);
            for f in e["fields"].as_array().into_iter().flatten() {
                push(&f["name"]);
                push(&f["value"]);
            }
        }
        for c in self.flat_components() {
            push(&c["label"]);
            push(&c["placeholder"]);
            push(&c["custom_id"]);
            for o in c["options"].as_array().into_iter().flatten() {
                push(&o["label"]);
                push(&o["value"]);
                push(&o["description"]);
            }
        }
        out
    }

    /// All text a person (or their screen reader) could read: [`Message::text`] plus the
    /// attachments' names and descriptions (a picture's alt text). What a privacy check reads.
    pub fn readable(&self) -> String {
        let mut out = self.text();
        for a in &self.attachments {
            out.push('\n');
            out.push_str(&a.filename);
            if let Some(d) = &a.description {
                out.push('\n');
                out.push_str(d);
            }
        }
        out
    }

    /// Every component (buttons, selects) across all action rows.
    pub fn flat_components(&self) -> Vec<Value> {
        self.components
            .iter()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .collect()
    }

    /// The custom ids of all buttons and selects.
    pub fn custom_ids(&self) -> Vec<String> {
        self.flat_components()
            .iter()
            .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    /// The first custom id starting with `prefix`, if any.
    pub fn custom_id_starting(&self, prefix: &str) -> Option<String> {
        self.custom_ids()
            .into_iter()
            .find(|c| c.starts_with(prefix))
    }

    /// The option values of the select menu whose custom id starts with `prefix`.
    pub fn select_values(&self, prefix: &str) -> Vec<String> {
        self.flat_components()
            .iter()
            .filter(|c| {
                c["custom_id"]
                    .as_str()
                    .is_some_and(|id| id.starts_with(prefix))
            })
            .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
            .filter_map(|o| o["value"].as_str().map(str::to_owned))
            .collect()
    }

    /// Whether a PNG is attached (cheap: checks the signature, decodes nothing).
    pub fn has_png(&self) -> bool {
        self.attachments.iter().any(Attachment::is_png)
    }

    /// The first PNG attachment, decoded.
    pub fn png(&self) -> Option<image::RgbaImage> {
        self.attachments
            .iter()
            .find(|a| a.is_png())
            .map(Attachment::image)
    }

    /// The interaction token this message belongs to, if it is a response or follow-up.
    pub fn interaction_token(&self) -> Option<&str> {
        match &self.origin {
            Origin::ChannelPost => None,
            Origin::InteractionResponse { token } | Origin::Followup { token } => Some(token),
        }
    }

    /// The message object serenity deserialises.
    pub(crate) fn to_json(&self, base: &str) -> Value {
        let mut v = json!({
            "id": self.id.to_string(),
            "channel_id": self.channel_id.to_string(),
            "author": bot_user_json(),
            "content": self.content,
            "timestamp": TIMESTAMP,
            "edited_timestamp": if self.edits > 0 { json!(TIMESTAMP) } else { Value::Null },
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().map(|a| a.to_json(base)).collect::<Vec<_>>(),
            "embeds": self.embeds,
            "pinned": false,
            "type": if matches!(self.origin, Origin::ChannelPost) { 0 } else { 20 },
            "flags": self.flags,
            "components": self.components,
            "application_id": BOT_ID.to_string(),
        });
        if let Some(nonce) = &self.nonce {
            v["nonce"] = nonce.clone();
        }
        if !self.in_dm {
            v["guild_id"] = json!(self.guild.to_string());
        }
        if self.interaction_token().is_some() {
            v["webhook_id"] = json!(BOT_ID.to_string());
        }
        v
    }
}

/// One file part of a multipart request.
#[derive(Clone)]
pub struct RecordedFile {
    /// Form field name (`files[0]`).
    pub field: String,
    /// File name.
    pub filename: String,
    /// Declared content type.
    pub content_type: Option<String>,
    /// Raw bytes.
    pub bytes: Vec<u8>,
}

// By hand, so a failing assertion shows the file's name and size rather than its bytes.
impl std::fmt::Debug for RecordedFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RecordedFile")
            .field("field", &self.field)
            .field("filename", &self.filename)
            .field("content_type", &self.content_type)
            .field("bytes", &format_args!("<{} bytes>", self.bytes.len()))
            .finish()
    }
}

/// One HTTP request the bot made, as received.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    /// Sequence number (order of arrival).
    pub seq: u64,
    /// HTTP method.
    pub method: String,
    /// Path below `/api/v10` (or the full path if it had no such prefix).
    pub path: String,
    /// Query string, if any.
    pub query: Option<String>,
    /// The JSON body, or `payload_json` of a multipart body.
    pub json: Option<Value>,
    /// Files of a multipart body.
    pub files: Vec<RecordedFile>,
    /// The status the fake answered.
    pub status: u16,
    /// Whether no route matched (answered 404).
    pub unknown: bool,
    /// The `Authorization` header.
    pub authorization: Option<String>,
    /// When it arrived (a held or delayed request: when the bot sent it).
    pub arrived: std::time::Instant,
}

/// A request the fake refused because its body breaks Discord's OpenAPI document (answered
/// 400 / 50035 "Invalid Form Body", or 50109 for a body that is not JSON, having done nothing).
#[derive(Clone, Debug)]
pub struct SchemaViolation {
    /// HTTP method.
    pub method: String,
    /// Path below `/api/v10`.
    pub path: String,
    /// The validator's messages, each starting with the JSON pointer of the wrong field
    /// (`/components/0/components/0/label: 7 is not of type "string"`).
    pub messages: Vec<String>,
    /// The JSON body (or `payload_json`), if it was JSON.
    pub body: Option<Value>,
}

/// A 429 the fake gave ([`crate::FakeDiscord::rate_limit_next`]).
#[derive(Clone, Debug)]
pub struct RateLimited {
    /// HTTP method.
    pub method: String,
    /// Path below `/api/v10`.
    pub path: String,
    /// When the 429 was given.
    pub at: std::time::Instant,
    /// The `retry_after` it announced.
    pub retry_after: std::time::Duration,
}

impl RecordedRequest {
    /// Every text in the JSON body (string leaves joined by newlines), for secret checks.
    pub fn body_text(&self) -> String {
        let mut out = String::new();
        if let Some(j) = &self.json {
            collect_strings(j, &mut out);
        }
        for f in &self.files {
            out.push('\n');
            out.push_str(&f.filename);
        }
        out
    }
}

fn collect_strings(v: &Value, out: &mut String) {
    match v {
        Value::String(s) => {
            out.push_str(s);
            out.push('\n');
        }
        Value::Array(a) => a.iter().for_each(|x| collect_strings(x, out)),
        Value::Object(o) => o.values().for_each(|x| collect_strings(x, out)),
        _ => {}
    }
}

/// The bot's answer to an interaction (`POST /interactions/{id}/{token}/callback`).
#[derive(Clone, Debug)]
pub struct Callback {
    /// Callback type: 4 message, 5 deferred message, 6 deferred update, 7 update message,
    /// 8 autocomplete result, 9 modal.
    pub kind: u64,
    /// The `data` object (may be null).
    pub data: Value,
}

impl Callback {
    /// Autocomplete choices as (name, value) pairs.
    pub fn choices(&self) -> Vec<(String, String)> {
        self.data["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                let value = match &c["value"] {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                };
                (c["name"].as_str().unwrap_or_default().to_owned(), value)
            })
            .collect()
    }

    /// Whether the response is ephemeral (flag 64).
    pub fn ephemeral(&self) -> bool {
        self.data["flags"].as_u64().unwrap_or(0) & 64 != 0
    }
}
