//! A replay's message: its caption and the animated GIF, described for screen readers.

use super::{Outgoing, MAX_ALT};
use crate::service::{Animation, ReplayPost};
use crate::text::clip;
use poise::serenity_prelude::{CreateAttachment, CreateMessage};

/// The public message carrying `post`'s animation.
pub fn replay_message(post: &ReplayPost) -> CreateMessage {
    let file = CreateAttachment::bytes(
        post.animation.gif.clone(),
        Animation::file_name(post.game_id),
    )
    .description(clip(&post.alt, MAX_ALT));
    Outgoing::text(post.caption.clone())
        .message()
        .add_file(file)
}
