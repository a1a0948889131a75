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

/// Where a game's public review stands in a channel ([`Store::claim_review_post`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewPost {
    /// Not posted yet: this caller posts it, then records it (or releases the claim).
    Claimed,
    /// Posted already, as this message.
    Posted(i64),
    /// Another call is posting it right now.
    Posting,
}

/// How long a claim to post a review holds before another call may take it over (its
/// process was killed before it posted).
const REVIEW_CLAIM_SECS: i64 = 60;

impl Store {
    /// Claims the public post of game `game_id`'s review in channel `channel_id` at `now`
    /// (Unix seconds), or says where it is.
    pub async fn claim_review_post(
        &self,
        game_id: i64,
        channel_id: i64,
        now: i64,
    ) -> Result<ReviewPost, StoreError> {
        let claimed = sqlx::query(
            "INSERT INTO review_posts (game_id, channel_id, claimed_at) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id, channel_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(channel_id)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        if claimed.rows_affected() == 1 {
            return Ok(ReviewPost::Claimed);
        }
        let taken = sqlx::query(
            "UPDATE review_posts SET claimed_at = $3 \
             WHERE game_id = $1 AND channel_id = $2 AND message_id IS NULL AND claimed_at < $4",
        )
        .bind(game_id)
        .bind(channel_id)
        .bind(now)
        .bind(now - REVIEW_CLAIM_SECS)
        .execute(&self.writes)
        .committing()
        .await?;
        if taken.rows_affected() == 1 {
            return Ok(ReviewPost::Claimed);
        }
        let row: Option<(Option<i64>,)> = sqlx::query_as(
            "SELECT message_id FROM review_posts WHERE game_id = $1 AND channel_id = $2",
        )
        .bind(game_id)
        .bind(channel_id)
        .fetch_optional(&self.writes)
        .await?;
        Ok(match row {
            Some((Some(message),)) => ReviewPost::Posted(message),
            _ => ReviewPost::Posting,
        })
    }

    /// Records the post that a [`ReviewPost::Claimed`] call made (`Some`), or releases the
    /// claim when posting failed (`None`), so the next call posts.
    pub async fn settle_review_post(
        &self,
        game_id: i64,
        channel_id: i64,
        message_id: Option<i64>,
    ) -> Result<(), StoreError> {
        let query = match message_id {
            Some(message) => sqlx::query(
                "UPDATE review_posts SET message_id = $1 WHERE game_id = $2 AND channel_id = $3",
            )
            .bind(message),
            None => sqlx::query(
                "DELETE FROM review_posts WHERE message_id IS NULL AND game_id = $1 \
                 AND channel_id = $2",
            ),
        };
        query
            .bind(game_id)
            .bind(channel_id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }
}
