//! [`Outgoing`]: a message as the bot will send it, and the conversions into serenity's builders
//! that clip it to Discord's limits and ping only whom it means; the private card.

use super::buttons;
use super::limits::{MAX_ALT, MAX_EMBED_DESCRIPTION, MAX_EMBED_TITLE, MAX_MESSAGE, MAX_ROWS};
use crate::board_image::{self, Picture, Pictures};
use crate::service::{Post, PrivateNote};
use crate::text::{clip, split_messages};
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponseFollowup,
    CreateMessage, EditAttachments, EditInteractionResponse, EditMessage,
};

/// A board picture as an attachment, described for screen readers.
pub fn attachment(picture: &Picture) -> CreateAttachment {
    CreateAttachment::bytes(picture.png.clone(), board_image::FILE_NAME)
        .description(clip(&picture.alt, MAX_ALT))
}

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
    /// A new message's nonce (at most 25 characters): Discord makes one message per nonce
    /// within a few minutes, so a retried send whose first answer was lost posts once.
    pub nonce: Option<String>,
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
            components: buttons::move_menu(game_id, note).into_iter().collect(),
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
        if let Some(nonce) = &self.nonce {
            message = message
                .nonce(serenity::Nonce::String(nonce.clone()))
                .enforce_nonce(true);
        }
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

    fn json<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string(value).unwrap()
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
}
