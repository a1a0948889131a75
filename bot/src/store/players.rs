//! What the store keeps about a player outside their games: the lessons they have solved
//! (`/learn`) and their own settings (`/preferences`).

use super::deadline::Commits;
use super::{Store, StoreError};
use rules::view::Scheme;

/// The stored name of a colour scheme.
pub fn scheme_name(scheme: Scheme) -> &'static str {
    match scheme {
        Scheme::Standard => "standard",
        Scheme::ColourBlind => "colour-blind",
    }
}

/// A stored scheme name; an unknown one reads as the standard scheme.
pub fn parse_scheme(name: &str) -> Scheme {
    match name {
        "colour-blind" => Scheme::ColourBlind,
        _ => Scheme::Standard,
    }
}

impl Store {
    /// The ids of the lessons of `variant`'s course that `user_id` has solved.
    pub async fn lessons_done(
        &self,
        user_id: i64,
        variant: &str,
    ) -> Result<Vec<String>, StoreError> {
        let rows: Vec<(String,)> = sqlx::query_as(
            "SELECT lesson FROM lesson_progress WHERE user_id = $1 AND variant = $2",
        )
        .bind(user_id)
        .bind(variant)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(lesson,)| lesson).collect())
    }

    /// Records that `user_id` solved `lesson` of `variant`'s course at `now` (Unix seconds); a
    /// lesson solved again keeps its first date.
    pub async fn mark_lesson_done(
        &self,
        user_id: i64,
        variant: &str,
        lesson: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO lesson_progress (user_id, variant, lesson, done_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, variant, lesson) DO NOTHING",
        )
        .bind(user_id)
        .bind(variant)
        .bind(lesson)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// The colours `user_id` wants for their own boards.
    pub async fn scheme(&self, user_id: i64) -> Result<Scheme, StoreError> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT scheme FROM player_preferences WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(s,)| parse_scheme(&s)).unwrap_or_default())
    }

    /// Sets the colours `user_id` wants for their own boards.
    pub async fn set_scheme(&self, user_id: i64, scheme: Scheme) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO player_preferences (user_id, scheme) VALUES ($1, $2) \
             ON CONFLICT (user_id) DO UPDATE SET scheme = excluded.scheme",
        )
        .bind(user_id)
        .bind(scheme_name(scheme))
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }
}
