//! What the store keeps about languages: the one a player chose and the one their Discord
//! client last showed, and the Discord language a server last showed. Stored as text (a
//! `locales/` folder for a choice, a Discord locale for what was seen) so that a language added
//! later needs no migration. A server's chosen language is one of its settings (`Settings`).

use super::deadline::Commits;
use super::{Store, StoreError};

/// A player's languages as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerLanguages {
    /// Chosen with `/preferences language` (a `locales/` folder).
    pub chosen: Option<String>,
    /// Their Discord client's locale, as last seen.
    pub discord: Option<String>,
}

impl Store {
    /// `user_id`'s languages (none stored: both `None`).
    pub async fn player_languages(&self, user_id: i64) -> Result<PlayerLanguages, StoreError> {
        // One read: the choice and the locale seen, either possibly missing.
        let row: Option<(Option<String>, Option<String>)> = sqlx::query_as(
            "SELECT (SELECT language FROM player_preferences WHERE user_id = $1), \
             (SELECT locale FROM user_locales WHERE user_id = $1)",
        )
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        let (chosen, discord) = row.unwrap_or_default();
        Ok(PlayerLanguages { chosen, discord })
    }

    /// Sets the language `user_id` chose (`None`: their Discord client's again).
    pub async fn set_player_language(
        &self,
        user_id: i64,
        language: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO player_preferences (user_id, language) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
        )
        .bind(user_id)
        .bind(language)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// Remembers `user_id`'s Discord client locale.
    pub async fn note_player_locale(&self, user_id: i64, locale: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO user_locales (user_id, locale) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
        )
        .bind(user_id)
        .bind(locale)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// Remembers `guild_id`'s Discord locale.
    pub async fn note_server_locale(&self, guild_id: i64, locale: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_locales (guild_id, locale) VALUES ($1, $2) \
             ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale",
        )
        .bind(guild_id)
        .bind(locale)
        .execute(&self.writes)
        .committing()
        .await?;
        self.settings_cache.lock().unwrap().changed(guild_id);
        Ok(())
    }
}
