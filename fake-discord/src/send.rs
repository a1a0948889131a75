//! Sending interactions through the gateway: slash commands, autocomplete, button clicks and
//! select-menu picks, shaped as serenity 0.12 deserialises them.

use crate::model::{Message, User, BOT_ID};
use crate::{gateway, http, FakeDiscord, Interaction};
use serde_json::{json, Value};

impl FakeDiscord {
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
        let (payload, ix, guild) = {
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
                "app_permissions": app_permissions(&st, &ch).to_string(),
                "locale": st.locales.get(&user.id).map_or("en-US", String::as_str),
                "entitlements": [],
                "attachment_size_limit": 26_214_400,
            });
            if ch.is_dm() {
                payload["user"] = st.user_json(user.id);
                payload["context"] = json!(1);
                payload["authorizing_integration_owners"] = json!({ "1": user.id.to_string() });
            } else {
                payload["guild_id"] = json!(ch.guild.to_string());
                payload["guild_locale"] = json!(st.guild_locale.as_deref().unwrap_or("en-US"));
                payload["member"] = http::member_json(&st, user.id);
                payload["context"] = json!(0);
                payload["authorizing_integration_owners"] = json!({ "0": ch.guild.to_string() });
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
                shard: (0, 1),
            };
            let guild = (!ch.is_dm()).then_some(ch.guild);
            (payload, ix, guild)
        };
        let shard = gateway::dispatch(
            &self.inner,
            self.target,
            guild,
            "INTERACTION_CREATE",
            payload,
        )
        .expect("fake-discord: no gateway session to dispatch to");
        Interaction { shard, ..ix }
    }
}

/// Every permission (Discord's bits up to 1 << 50), less the thread permissions the bot lacks in
/// `channel` (or, for a thread, in its parent).
fn app_permissions(st: &crate::state::State, channel: &crate::model::Channel) -> u64 {
    const ALL: u64 = 2_251_799_813_685_247;
    const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    let parent = match channel.kind {
        crate::model::ChannelKind::Thread { parent } => parent,
        _ => channel.id,
    };
    // (An administrator may do everything: a bot refused anything is not one.)
    const ADMINISTRATOR: u64 = 1 << 3;
    let mut bits = ALL;
    if st.threads_refused.contains(&parent) {
        bits &= !(CREATE_PUBLIC_THREADS | ADMINISTRATOR);
    }
    if st.thread_posts_refused.contains(&parent) {
        bits &= !(SEND_MESSAGES_IN_THREADS | ADMINISTRATOR);
    }
    bits
}
