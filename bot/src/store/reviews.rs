//! Stored reviews of finished games (`/review`): a review is searched once and kept, so asking
//! again answers at once.

use super::deadline::Commits;
use super::{Store, StoreError};

impl Store {
    /// The stored review of game `game_id` (JSON), if it was reviewed.
    pub async fn review(&self, game_id: i64) -> Result<Option<String>, StoreError> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT review FROM reviews WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(r,)| r))
    }

    /// Keeps `review` (JSON) as game `game_id`'s review, made at `now` (Unix seconds). A review
    /// stored meanwhile by another request is kept: both came from the same finished game.
    pub async fn save_review(
        &self,
        game_id: i64,
        review: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO reviews (game_id, review, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(review)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }
}
