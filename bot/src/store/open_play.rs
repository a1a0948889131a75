//! Open challenges (the seat anyone may take, their expiry) and stored draw offers.

use super::deadline::Commits;
use super::{
    select_games, Change, Committed, GameRow, Store, StoreError, TurnClock, ANSWERED_OFFER,
    OPEN_SEAT,
};

/// Open challenges whose time ran out at `$1` (now), oldest first (the expiry index).
pub(super) const EXPIRED_OPEN_CHALLENGES: &str = select_games!(
    " WHERE status = 'challenge' AND expires_at IS NOT NULL AND expires_at <= $1 \
     ORDER BY expires_at LIMIT 50"
);

impl Store {
    /// Commits `change` (the start of open challenge `change.game_id`) together with its empty
    /// seat taken by `user_id`, in one transaction: of two members accepting at once, exactly
    /// one takes the seat, the other gets [`StoreError::Conflict`].
    pub async fn commit_taking_seat(
        &self,
        change: &Change<'_>,
        clock: Option<TurnClock>,
        user_id: i64,
    ) -> Result<Committed, StoreError> {
        let mut tx = self.writes.begin().await?;
        let taken = sqlx::query(
            "UPDATE games SET \
             white_id = CASE WHEN white_id = $1 THEN $2 ELSE white_id END, \
             black_id = CASE WHEN black_id = $3 THEN $4 ELSE black_id END, expires_at = NULL \
             WHERE id = $5 AND version = $6 AND status = 'challenge' AND open_seat = 1 \
             AND (white_id = $7 OR black_id = $8)",
        )
        .bind(OPEN_SEAT)
        .bind(user_id)
        .bind(OPEN_SEAT)
        .bind(user_id)
        .bind(change.game_id)
        .bind(change.expected_version)
        .bind(OPEN_SEAT)
        .bind(OPEN_SEAT)
        .execute(&mut *tx)
        .await?;
        if taken.rows_affected() != 1 {
            return Err(StoreError::Conflict);
        }
        let committed = self.commit_in(&mut tx, change, clock).await?;
        tx.commit().committing().await?;
        Ok(committed)
    }

    /// Records where challenge `game_id`'s message is, so its expiry can edit it.
    pub async fn set_challenge_message(
        &self,
        game_id: i64,
        message_id: i64,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE games SET challenge_message_id = $1 WHERE id = $2")
            .bind(message_id)
            .bind(game_id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }

    /// Open challenges nobody accepted before `now` (Unix seconds), at most 50.
    pub async fn expired_open_challenges(&self, now: i64) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as::<_, GameRow>(EXPIRED_OPEN_CHALLENGES)
            .bind(now)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Stores `side`'s draw offer in `game_id` at `version`. False if that very offer is
    /// pending already, or the game moved on since `version` (nothing changes then).
    pub async fn offer_draw(
        &self,
        game_id: i64,
        version: i64,
        side: &str,
    ) -> Result<bool, StoreError> {
        let stored = sqlx::query(
            "UPDATE games SET draw_offer_side = $1, draw_offer_version = $2 \
             WHERE id = $3 AND version = $4 AND status = 'active' \
             AND NOT (COALESCE(draw_offer_side, '') = $5 AND COALESCE(draw_offer_version, -1) = $6)",
        )
        .bind(side)
        .bind(version)
        .bind(game_id)
        .bind(version)
        .bind(side)
        .bind(version)
        .execute(&self.writes).committing()
        .await?;
        Ok(stored.rows_affected() == 1)
    }

    /// Withdraws (or declines) the draw offer `side` made in `game_id`; false if none was
    /// pending. The offer is remembered as answered (its side followed by
    /// [`ANSWERED_OFFER`], its version kept), so its side may offer again only once the game
    /// has moved on.
    pub async fn clear_draw_offer(&self, game_id: i64, side: &str) -> Result<bool, StoreError> {
        let cleared = sqlx::query(
            "UPDATE games SET draw_offer_side = draw_offer_side || $1 \
             WHERE id = $2 AND draw_offer_side = $3",
        )
        .bind(ANSWERED_OFFER)
        .bind(game_id)
        .bind(side)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(cleared.rows_affected() == 1)
    }

    /// `user_id`'s finished casual games (between people, not rated) on server `guild_id`:
    /// (won, drawn, lost).
    pub async fn casual_record(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<(i64, i64, i64), StoreError> {
        let (won, drawn, lost): (i64, i64, i64) = sqlx::query_as(
            "SELECT \
             COALESCE(SUM(CASE WHEN (white_id = $1 AND result LIKE 'White wins%') \
               OR (black_id = $2 AND result LIKE 'Black wins%') THEN 1 ELSE 0 END), 0), \
             COALESCE(SUM(CASE WHEN result LIKE 'Draw%' THEN 1 ELSE 0 END), 0), \
             COALESCE(SUM(CASE WHEN (white_id = $3 AND result LIKE 'Black wins%') \
               OR (black_id = $4 AND result LIKE 'White wins%') THEN 1 ELSE 0 END), 0) \
             FROM games WHERE guild_id = $5 AND status = 'finished' AND rated = 0 \
             AND computer_side IS NULL AND (white_id = $6 OR black_id = $7)",
        )
        .bind(user_id)
        .bind(user_id)
        .bind(user_id)
        .bind(user_id)
        .bind(guild_id)
        .bind(user_id)
        .bind(user_id)
        .fetch_one(&self.pool)
        .await?;
        Ok((won, drawn, lost))
    }
}
