//! Sends what the service decided to Discord: replies, channel posts, DMs, and the outbox's
//! announcements.
//!
//! Every message the bot sends is built here, from an [`Outgoing`], which is where Discord's
//! limits are checked (2,000 characters of content, 25 select options, 80-character button
//! labels, 100-character option labels and values, 5 action rows) and where mentions are
//! allowed: only the users an announcement means to ping are pinged, never `@everyone` or a role,
//! whatever the text quotes. Secret text only ever goes to a DM or an ephemeral reply, and is
//! never logged above debug.

mod asker;
mod courier;

pub use asker::{deliver_to, send_queued, send_update, show_held, Asker};
pub use courier::{Courier, GameLocks};

use crate::board_image::{self, Picture, Pictures};
use crate::components::ComponentId;
use crate::service::{DecisionPrompt, Post, PrivateNote};
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditAttachments, EditInteractionResponse, EditMessage,
};

/// Discord's limit on a message's text.
pub const MAX_MESSAGE: usize = 2000;

/// Discord's limit on the attachments of one message.
pub const MAX_ATTACHMENTS: usize = 10;

/// Discord's limit on a button's label.
pub const MAX_BUTTON_LABEL: usize = 80;

/// Discord's limit on a select option's label and value, and on an autocomplete choice's.
pub const MAX_OPTION_TEXT: usize = 100;

/// Discord's limit on the action rows of a message.
pub const MAX_ROWS: usize = 5;

/// At most this many answers are offered as buttons; more become a select menu.
pub const MAX_ANSWER_BUTTONS: usize = 5;

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

/// A board picture as an attachment, described for screen readers.
pub fn attachment(picture: &Picture) -> CreateAttachment {
    CreateAttachment::bytes(picture.png.clone(), board_image::FILE_NAME)
        .description(clip(&picture.alt, MAX_ALT))
}

/// The longest description Discord keeps for an attachment.
pub const MAX_ALT: usize = rules::view::MAX_ALT;

/// Mentions that ping exactly `users` (and never `@everyone`, `@here` or a role).
pub fn pinging(users: &[u64]) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(users.iter().map(|&u| serenity::UserId::new(u)))
}

/// A message as the bot will send it, before it becomes one of serenity's builders. Each
/// conversion clips the text to Discord's limit, keeps at most [`MAX_ROWS`] action rows and sets
/// the allowed mentions, so no message can be refused for its size or ping anyone unintended.
#[derive(Debug, Default)]
pub struct Outgoing {
    /// The text (clipped when converted).
    pub text: String,
    /// A board picture, if any.
    pub picture: Option<Picture>,
    /// Buttons and menus (built by the functions below, which respect the per-component limits).
    pub components: Vec<CreateActionRow>,
    /// Who is pinged.
    pub ping: Vec<u64>,
    /// Only the person interacting sees it (interaction replies and follow-ups only).
    pub ephemeral: bool,
}

impl Outgoing {
    /// Plain text, pinging nobody.
    pub fn text(text: impl Into<String>) -> Outgoing {
        Outgoing {
            text: text.into(),
            ..Outgoing::default()
        }
    }

    /// `text` as plain messages, split to fit Discord's limit (at line ends where it can).
    pub fn split(text: &str) -> Vec<Outgoing> {
        split_messages(text, MAX_MESSAGE)
            .into_iter()
            .map(Outgoing::text)
            .collect()
    }

    /// `post`'s text with its board drawn (through `pictures`, which draws each view once).
    pub fn post(post: &Post, pictures: &mut Pictures) -> Outgoing {
        Outgoing {
            text: post.text.clone(),
            picture: post.view.clone().map(|v| pictures.picture(v)),
            ..Outgoing::default()
        }
    }

    /// A private note with its board and menu.
    pub fn note(game_id: i64, note: &PrivateNote, pictures: &mut Pictures) -> Outgoing {
        Outgoing {
            text: note.text.clone(),
            picture: note.view.clone().map(|v| pictures.picture(v)),
            components: move_menu(game_id, note).into_iter().collect(),
            ..Outgoing::default()
        }
    }

    /// The same, visible only to the person interacting.
    pub fn ephemeral(mut self) -> Outgoing {
        self.ephemeral = true;
        self
    }

    fn content(&self) -> String {
        let text = clip(&self.text, MAX_MESSAGE);
        if text.trim().is_empty() && self.picture.is_none() && self.components.is_empty() {
            // Discord refuses an empty message.
            "…".to_owned()
        } else {
            text
        }
    }

    fn rows(&self) -> Vec<CreateActionRow> {
        self.components.iter().take(MAX_ROWS).cloned().collect()
    }

    /// As a command reply.
    pub fn reply(&self) -> CreateReply {
        let mut reply = CreateReply::default()
            .content(self.content())
            .ephemeral(self.ephemeral)
            .components(self.rows())
            .allowed_mentions(pinging(&self.ping));
        if let Some(picture) = &self.picture {
            reply = reply.attachment(attachment(picture));
        }
        reply
    }

    /// As a new channel message (or DM).
    pub fn message(&self) -> CreateMessage {
        let mut message = CreateMessage::new()
            .content(self.content())
            .components(self.rows())
            .allowed_mentions(pinging(&self.ping));
        if let Some(picture) = &self.picture {
            message = message.add_file(attachment(picture));
        }
        message
    }

    /// As an edit of an existing message: its text, picture and components are replaced.
    pub fn edit(&self) -> EditMessage {
        let mut files = EditAttachments::new();
        if let Some(picture) = &self.picture {
            files = files.add(attachment(picture));
        }
        EditMessage::new()
            .content(self.content())
            .components(self.rows())
            .attachments(files)
            .allowed_mentions(pinging(&self.ping))
    }

    /// As an edit that replaces text and components but keeps the message's files.
    pub fn edit_keeping_files(&self) -> EditMessage {
        EditMessage::new()
            .content(self.content())
            .components(self.rows())
            .allowed_mentions(pinging(&self.ping))
    }

    /// As the new content of a clicked message (its buttons replaced by these, its files kept
    /// and this one's board added).
    pub fn edit_response(&self) -> EditInteractionResponse {
        let mut edit = EditInteractionResponse::new()
            .content(self.content())
            .components(self.rows())
            .allowed_mentions(pinging(&self.ping));
        if let Some(picture) = &self.picture {
            edit = edit.new_attachment(attachment(picture));
        }
        edit
    }

    /// As a follow-up of an interaction already answered.
    pub fn followup(&self) -> CreateInteractionResponseFollowup {
        let mut followup = CreateInteractionResponseFollowup::new()
            .content(self.content())
            .ephemeral(self.ephemeral)
            .components(self.rows())
            .allowed_mentions(pinging(&self.ping));
        if let Some(picture) = &self.picture {
            followup = followup.add_file(attachment(picture));
        }
        followup
    }
}

/// Discord's limits on an embed's title and description.
pub const MAX_EMBED_TITLE: usize = 256;
/// See [`MAX_EMBED_TITLE`].
pub const MAX_EMBED_DESCRIPTION: usize = 4096;

/// `text` for the asker only, as a card: an embed whose title is the first line, when it fits
/// Discord's embed limits; else plain messages split to the message limit. Pings nobody.
pub fn private_card(text: &str) -> Vec<CreateReply> {
    match card_layout(text) {
        Ok((title, body)) => {
            let embed = serenity::CreateEmbed::new()
                .title(title)
                .description(body)
                .colour(serenity::Colour::from_rgb(0x5b, 0x8c, 0x3a));
            vec![CreateReply::default()
                .embed(embed)
                .ephemeral(true)
                .allowed_mentions(pinging(&[]))]
        }
        Err(parts) => parts
            .into_iter()
            .map(|part| Outgoing::text(part).ephemeral().reply())
            .collect(),
    }
}

/// How [`private_card`] lays `text` out: an embed's title and description if they fit, else
/// the messages it is split into.
fn card_layout(text: &str) -> Result<(String, String), Vec<String>> {
    let (title, body) = text.split_once('\n').unwrap_or((text, ""));
    // Embed titles are bold already.
    let title = title.replace("**", "");
    if title.chars().count() <= MAX_EMBED_TITLE && body.chars().count() <= MAX_EMBED_DESCRIPTION {
        Ok((title, body.to_owned()))
    } else {
        Err(split_messages(text, MAX_MESSAGE))
    }
}

/// The select menu of secret moves (or secret answers) for a private prompt, if it has choices.
pub fn move_menu(game_id: i64, note: &PrivateNote) -> Option<CreateActionRow> {
    if note.choices.is_empty() {
        return None;
    }
    let options = note
        .choices
        .iter()
        .take(crate::service::MAX_MENU_OPTIONS)
        .map(|c| option(&c.label, &c.notation))
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

/// A select menu option, its label and value clipped to Discord's limits.
pub(crate) fn option(label: &str, value: &str) -> CreateSelectMenuOption {
    CreateSelectMenuOption::new(clip(label, MAX_OPTION_TEXT), clip(value, MAX_OPTION_TEXT))
}

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
                    .label(clip(&c.label, MAX_BUTTON_LABEL))
                    .style(ButtonStyle::Primary)
            })
            .collect();
        return vec![CreateActionRow::Buttons(buttons)];
    }
    let options = d
        .choices
        .iter()
        .take(crate::service::MAX_MENU_OPTIONS)
        .map(|c| option(&c.label, &c.notation))
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

/// The **Rematch** and **Replay** buttons of a finished game (under its result, its thread's
/// summary, and a rematch offer).
///
/// Replay is a button, not the animation attached to the result: drawing and encoding a long
/// game takes a noticeable moment (see docs/benchmarks.md; more in a debug build, and on a busy
/// blocking pool), and a result message must go out at once, from the outbox, with no more than
/// its board. The button costs nothing until someone wants the animation.
pub fn rematch_button(game_id: i64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::Rematch(game_id).encode())
            .label("Rematch")
            .style(ButtonStyle::Primary),
        CreateButton::new(ComponentId::Replay(game_id).encode())
            .label("Replay")
            .style(ButtonStyle::Secondary),
    ])
}

/// The **Text board** button under a game's board: the position as text, privately.
pub fn text_board_button(game_id: i64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(
        ComponentId::TextBoard(game_id).encode(),
    )
    .label("Text board")
    .style(ButtonStyle::Secondary)])
}

/// The "Show my private board" button of a game in which a player's DMs are closed.
pub fn private_board_button(game_id: i64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(
        ComponentId::Private(game_id).encode(),
    )
    .label("Show my private board")
    .style(ButtonStyle::Secondary)])
}

/// How a user is called, for a thread's name or a game record: their display name, else their
/// username, else their id.
pub async fn display_name(http: &serenity::Http, user: u64) -> String {
    match serenity::UserId::new(user).to_user(http).await {
        Ok(u) => u.global_name.clone().unwrap_or(u.name),
        Err(_) => format!("player {user}"),
    }
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

/// Whether `e` says the target is gone for good (unknown channel, message or user; missing
/// access): retrying cannot help.
pub fn is_permanent(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            (400..500).contains(&status) && status != 429
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_is_an_embed_when_it_fits_and_split_messages_when_not() {
        assert_eq!(
            card_layout("**Knight** on e4\nHP 20/20"),
            Ok(("Knight on e4".to_owned(), "HP 20/20".to_owned()))
        );
        let long = format!("Title\n{}", "word ".repeat(1_000));
        let parts = card_layout(&long).unwrap_err();
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_MESSAGE));
        assert_eq!(private_card(&long).len(), parts.len());
    }
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

    fn json<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string(value).unwrap()
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
    fn long_labels_and_values_are_clipped_to_discords_limits() {
        let long = "x".repeat(300);
        let mut p = prompt(2);
        p.choices[0].label = long.clone();
        let buttons = json(&decision_components(Some(&p)));
        assert!(
            !buttons.contains(&"x".repeat(MAX_BUTTON_LABEL + 1)),
            "{buttons}"
        );
        let mut p = prompt(8);
        p.choices[0].label = long.clone();
        p.choices[0].notation = long;
        let menu = json(&decision_components(Some(&p)));
        assert!(!menu.contains(&"x".repeat(MAX_OPTION_TEXT + 1)), "{menu}");
    }

    #[test]
    fn every_message_clips_its_text_and_pings_only_whom_it_means() {
        let out = Outgoing {
            text: format!("@everyone {}", "y".repeat(5000)),
            ping: vec![42],
            ..Outgoing::default()
        };
        let message = json(&out.message());
        assert!(!message.contains(&"y".repeat(MAX_MESSAGE)), "text clipped");
        assert!(message.contains("\"parse\":[]"), "{message}");
        assert!(message.contains("\"users\":[\"42\"]"), "{message}");
        let quiet = json(&Outgoing::text("<@7> @everyone").message());
        assert!(quiet.contains("\"users\":[]"), "{quiet}");
        assert!(quiet.contains("\"parse\":[]"), "{quiet}");
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
