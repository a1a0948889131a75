//! Sends what the service decided ([`Update`], [`Post`], [`PrivateNote`]) to Discord: replies,
//! channel posts, and DMs with a fallback to the channel when a player's DMs are closed.
//!
//! Secret text only ever goes to a DM or an ephemeral reply, and is never logged above debug.

use crate::board_image;
use crate::components::ComponentId;
use crate::discord::{Context, Error};
use crate::service::{DecisionPrompt, Post, PrivateNote, Update};
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ButtonStyle, ChannelId, CreateActionRow, CreateAttachment, CreateButton,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, Http, UserId,
};

/// Discord's limit on a message's text.
pub const MAX_MESSAGE: usize = 2000;

/// Discord's limit on the attachments of one message.
pub const MAX_ATTACHMENTS: usize = 10;

/// `text` cut to at most `max` characters (on a character boundary), marked with "…" if cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// `text` cut to at most `max` characters by dropping lines after the first one (the heading),
/// oldest first, so the end of a long record stays visible.
pub fn clip_tail(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut lines: Vec<&str> = text.lines().collect();
    let marker = "…";
    while lines.len() > 2 {
        lines.remove(1);
        let count: usize = lines.iter().map(|l| l.chars().count() + 1).sum::<usize>() + 2;
        if count <= max {
            let mut kept = vec![lines[0], marker];
            kept.extend(&lines[1..]);
            return kept.join("\n");
        }
    }
    clip(text, max)
}

/// Splits `text` into messages of at most `max` characters, at line breaks where possible.
pub fn split_messages(text: &str, max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let needed = current.chars().count() + line.chars().count() + 1;
        if !current.is_empty() && needed > max {
            out.push(std::mem::take(&mut current));
        }
        if line.chars().count() > max {
            out.push(clip(line, max));
            continue;
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(line);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// A board picture as an attachment.
pub fn attachment(png: &[u8]) -> CreateAttachment {
    CreateAttachment::bytes(png.to_vec(), board_image::FILE_NAME)
}

/// A command reply carrying `post`.
pub fn reply(post: &Post, ephemeral: bool) -> CreateReply {
    let mut reply = CreateReply::default()
        .content(clip(&post.text, MAX_MESSAGE))
        .ephemeral(ephemeral);
    if let Some(png) = &post.png {
        reply = reply.attachment(attachment(png));
    }
    reply
}

/// A channel message carrying `post`.
pub fn message(post: &Post) -> CreateMessage {
    let mut message = CreateMessage::new().content(clip(&post.text, MAX_MESSAGE));
    if let Some(png) = &post.png {
        message = message.add_file(attachment(png));
    }
    message
}

/// Replaces a clicked message with `post` and removes its buttons.
pub fn update_message(post: &Post) -> CreateInteractionResponseMessage {
    let mut message = CreateInteractionResponseMessage::new()
        .content(clip(&post.text, MAX_MESSAGE))
        .components(Vec::new());
    if let Some(png) = &post.png {
        message = message.add_file(attachment(png));
    }
    message
}

/// The select menu of secret moves for a private prompt, if it has choices.
pub fn move_menu(game_id: i64, note: &PrivateNote) -> Option<CreateActionRow> {
    if note.choices.is_empty() {
        return None;
    }
    let options = note
        .choices
        .iter()
        .map(|c| CreateSelectMenuOption::new(clip(&c.label, 100), clip(&c.notation, 100)))
        .collect();
    // A secret decision answers through its version; a secret move through its turn.
    let (id, placeholder) = match note.decision {
        Some(version) => (ComponentId::Decide(game_id, version), "Choose your answer"),
        None => (
            ComponentId::Move(game_id, note.turn),
            "Choose your secret move",
        ),
    };
    let menu = CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options })
        .placeholder(placeholder);
    Some(CreateActionRow::SelectMenu(menu))
}

/// At most this many answers are offered as buttons; more become a select menu.
pub const MAX_ANSWER_BUTTONS: usize = 5;

/// The buttons (up to [`MAX_ANSWER_BUTTONS`] answers) or select menu answering a pending
/// decision; nothing when there is none. The custom ids carry the game and its version, so they
/// work after a restart and are refused once the game has moved on.
pub fn decision_components(decision: Option<&DecisionPrompt>) -> Vec<CreateActionRow> {
    let Some(d) = decision else {
        return Vec::new();
    };
    // A secret decision never gets components in a channel (the service sends it privately).
    if d.choices.is_empty() || d.secret {
        return Vec::new();
    }
    if d.choices.len() <= MAX_ANSWER_BUTTONS {
        let buttons = d
            .choices
            .iter()
            .enumerate()
            .map(|(i, c)| {
                CreateButton::new(ComponentId::Answer(d.game_id, d.version, i).encode())
                    .label(clip(&c.label, 80))
                    .style(ButtonStyle::Primary)
            })
            .collect();
        return vec![CreateActionRow::Buttons(buttons)];
    }
    let options = d
        .choices
        .iter()
        .map(|c| CreateSelectMenuOption::new(clip(&c.label, 100), clip(&c.notation, 100)))
        .collect();
    let placeholder = if d.total > d.choices.len() {
        format!("Choose ({} of {}; /move for all)", d.choices.len(), d.total)
    } else {
        "Choose".to_owned()
    };
    let menu = CreateSelectMenu::new(
        ComponentId::Decide(d.game_id, d.version).encode(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(clip(&placeholder, 150));
    vec![CreateActionRow::SelectMenu(menu)]
}

/// Answers a command with an update: publicly in the game's channel when nothing is secret,
/// otherwise an ephemeral acknowledgement plus a separate channel post; then the private notes.
pub async fn send_update(ctx: Context<'_>, update: &Update) -> Result<(), Error> {
    let here = ctx.channel_id().get() == update.channel_id;
    if !update.secret && here {
        let components = decision_components(update.decision.as_ref());
        ctx.send(reply(&update.public, false).components(components))
            .await?;
    } else {
        ctx.send(reply(&update.ack, true)).await?;
        post_public(ctx.http(), update).await;
    }
    // A note for the player who just acted reaches them here, privately, if their DMs are shut.
    let author = ctx.author().id.get();
    for note in send_private_except(ctx.http(), update, Some(author)).await {
        ctx.send(private_reply(update.game_id, note)).await?;
    }
    Ok(())
}

/// Posts the update's public part in the game's channel (failures are logged, not fatal: the
/// action is already committed and `/board` shows the state).
pub async fn post_public(http: &Http, update: &Update) {
    let channel = ChannelId::new(update.channel_id);
    let post = message(&update.public).components(decision_components(update.decision.as_ref()));
    if let Err(e) = channel.send_message(http, post).await {
        tracing::warn!(game = update.game_id, error = %e, "could not post in the game channel");
    }
}

/// Sends every private note by DM. When a DM cannot be delivered (closed DMs: HTTP 403, code
/// 50007), says so in the game's channel, where the player can use `/move` and `/board` with
/// private replies instead.
pub async fn send_private(http: &Http, update: &Update) {
    send_private_except(http, update, None).await;
}

/// [`send_private`], except that a note for `asker` (who is interacting right now) that cannot be
/// DMed is returned instead of announced, so the caller can answer them ephemerally with it.
pub async fn send_private_except<'a>(
    http: &Http,
    update: &'a Update,
    asker: Option<u64>,
) -> Vec<&'a PrivateNote> {
    let mut undelivered = Vec::new();
    for note in &update.private {
        if let Err(e) = dm(http, update.game_id, note).await {
            if asker == Some(note.user_id) {
                tracing::debug!(game = update.game_id, error = %e, "DM failed; answering ephemerally");
                undelivered.push(note);
                continue;
            }
            tracing::warn!(
                game = update.game_id,
                user = note.user_id,
                closed_dms = is_closed_dms(&e),
                error = %e,
                "could not DM a player; pointing them to the channel"
            );
            let text = format!(
                "I can't DM <@{}>; use `/move` here — your reply will be private \
                 (and `/board` shows your private view).",
                note.user_id
            );
            let channel = ChannelId::new(update.channel_id);
            let notice = CreateMessage::new().content(text);
            if let Err(e) = channel.send_message(http, notice).await {
                tracing::warn!(game = update.game_id, error = %e, "could not post the DM notice");
            }
        }
    }
    undelivered
}

/// A private note as an ephemeral reply (for a player whose DMs are closed), with its menu.
pub fn private_reply(game_id: i64, note: &PrivateNote) -> CreateReply {
    let mut reply = CreateReply::default()
        .content(clip(&note.text, MAX_MESSAGE))
        .ephemeral(true);
    if let Some(png) = &note.png {
        reply = reply.attachment(attachment(png));
    }
    if let Some(menu) = move_menu(game_id, note) {
        reply = reply.components(vec![menu]);
    }
    reply
}

async fn dm(http: &Http, game_id: i64, note: &PrivateNote) -> Result<(), serenity::Error> {
    let channel = UserId::new(note.user_id).create_dm_channel(http).await?;
    let mut message = CreateMessage::new().content(clip(&note.text, MAX_MESSAGE));
    if let Some(png) = &note.png {
        message = message.add_file(attachment(png));
    }
    if let Some(menu) = move_menu(game_id, note) {
        message = message.components(vec![menu]);
    }
    channel.id.send_message(http, message).await?;
    Ok(())
}

/// Whether `e` is Discord refusing a DM because the user does not accept them.
pub fn is_closed_dms(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.error.code == 50007 || response.status_code.as_u16() == 403
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{ActionChoice, Side};

    fn prompt(answers: usize) -> DecisionPrompt {
        DecisionPrompt {
            game_id: 7,
            version: 12,
            side: Side::White,
            user_id: 1,
            prompt: "Choose".into(),
            choices: (0..answers)
                .map(|i| ActionChoice {
                    notation: format!("pick {i}"),
                    label: format!("Pick {i}"),
                })
                .collect(),
            total: answers,
            secret: false,
        }
    }

    fn json(rows: &[CreateActionRow]) -> String {
        serde_json::to_string(rows).unwrap()
    }

    #[test]
    fn few_answers_are_buttons_and_many_a_menu_carrying_game_and_version() {
        assert!(decision_components(None).is_empty());
        assert!(decision_components(Some(&prompt(0))).is_empty());
        let buttons = json(&decision_components(Some(&prompt(5))));
        for i in 0..5 {
            assert!(
                buttons.contains(&format!("\"answer:7:12:{i}\"")),
                "{buttons}"
            );
            assert!(buttons.contains(&format!("Pick {i}")), "{buttons}");
        }
        assert!(!buttons.contains("decide:"), "{buttons}");
        let menu = json(&decision_components(Some(&prompt(6))));
        assert!(menu.contains("\"decide:7:12\""), "{menu}");
        assert!(menu.contains("\"pick 5\""), "{menu}");
        assert!(!menu.contains("answer:"), "{menu}");
        let secret = DecisionPrompt {
            secret: true,
            ..prompt(3)
        };
        assert!(decision_components(Some(&secret)).is_empty());
    }

    #[test]
    fn clip_keeps_short_text_and_cuts_long_text_on_char_boundaries() {
        assert_eq!(clip("abc", 5), "abc");
        assert_eq!(clip("♞♞♞♞♞♞", 4), "♞♞♞…");
        assert_eq!(clip("♞♞♞♞♞♞", 4).chars().count(), 4);
    }

    #[test]
    fn clip_tail_keeps_the_heading_and_the_latest_lines() {
        let text: String = std::iter::once("Heading".to_owned())
            .chain((1..=100).map(|i| format!("{i}. move")))
            .collect::<Vec<_>>()
            .join("\n");
        let clipped = clip_tail(&text, 200);
        assert!(clipped.chars().count() <= 200);
        assert!(clipped.starts_with("Heading\n…\n"));
        assert!(clipped.ends_with("100. move"));
    }

    #[test]
    fn split_messages_respects_the_limit_and_keeps_every_line() {
        let text = (0..50)
            .map(|i| format!("line {i}"))
            .collect::<Vec<_>>()
            .join("\n");
        let parts = split_messages(&text, 60);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= 60));
        assert_eq!(parts.join("\n"), text);
    }
}
