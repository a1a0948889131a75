//! What the bot calls a user where a mention cannot be used: a thread's name, a game record, a
//! picture, an alt text.

use crate::service::Names;
use poise::serenity_prelude as serenity;

/// How a user is called, for a thread's name or a game record: their display name, else their
/// username, else their id.
pub async fn display_name(http: &serenity::Http, user: u64) -> String {
    match serenity::UserId::new(user).to_user(http).await {
        Ok(u) => u.global_name.clone().unwrap_or(u.name),
        Err(_) => format!("player {user}"),
    }
}

/// The service's [`Names`] over Discord: display names, looked up as needed.
#[derive(Clone, Copy)]
pub struct DiscordNames<'a>(pub &'a serenity::Http);

impl std::fmt::Debug for DiscordNames<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DiscordNames")
    }
}

impl Names for DiscordNames<'_> {
    async fn name(&self, user: u64) -> String {
        display_name(self.0, user).await
    }
}
