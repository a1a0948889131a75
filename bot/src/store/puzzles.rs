//! What the store keeps about a player's puzzles (`/puzzle`): the one they have open (so `/move`
//! can answer it, across restarts) and their first answer to each puzzle (their record).
//! Portable SQL: the same statements serve SQLite and PostgreSQL.

use super::deadline::Commits;
use super::{Store, StoreError};

/// The puzzle a player has open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenPuzzle {
    /// The variant's id.
    pub variant: String,
    /// The puzzle's id in the shipped data.
    pub puzzle: String,
}

impl Store {
    /// The puzzle `user_id` has open, if any.
    pub async fn open_puzzle(&self, user_id: i64) -> Result<Option<OpenPuzzle>, StoreError> {
        let row: Option<(String, String)> =
            sqlx::query_as("SELECT variant, puzzle FROM open_puzzles WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(variant, puzzle)| OpenPuzzle { variant, puzzle }))
    }

    /// Makes `open` the puzzle `user_id` has open (replacing any other), at `now` (Unix seconds).
    pub async fn set_open_puzzle(
        &self,
        user_id: i64,
        open: &OpenPuzzle,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO open_puzzles (user_id, variant, puzzle, opened_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO UPDATE SET \
             variant = excluded.variant, puzzle = excluded.puzzle, opened_at = excluded.opened_at",
        )
        .bind(user_id)
        .bind(&open.variant)
        .bind(&open.puzzle)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// Closes `user_id`'s open puzzle if it is `puzzle` (an answer to another one leaves it open).
    pub async fn close_puzzle(&self, user_id: i64, puzzle: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM open_puzzles WHERE user_id = $1 AND puzzle = $2")
            .bind(user_id)
            .bind(puzzle)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }

    /// Records `user_id`'s answer to `puzzle` at `now`, numbered after their earlier answers.
    /// Only the first answer counts: returns whether this one was recorded (`false`: they had
    /// answered it before, and the record is unchanged).
    pub async fn record_puzzle_answer(
        &self,
        user_id: i64,
        puzzle: &str,
        solved: bool,
        now: i64,
    ) -> Result<bool, StoreError> {
        // (SQLite reads `ON CONFLICT` after `INSERT … SELECT` only when the SELECT has a WHERE.)
        let done = sqlx::query(
            "INSERT INTO puzzle_attempts (user_id, puzzle, solved, answered_at, seq) \
             SELECT $1, $2, $3, $4, COALESCE(MAX(seq), 0) + 1 FROM puzzle_attempts \
             WHERE user_id = $1 ON CONFLICT (user_id, puzzle) DO NOTHING",
        )
        .bind(user_id)
        .bind(puzzle)
        .bind(i64::from(solved))
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Whether `user_id` has answered puzzle `puzzle` (one row looked up, not their record).
    pub async fn answered_puzzle(&self, user_id: i64, puzzle: &str) -> Result<bool, StoreError> {
        let row: Option<(i64,)> =
            sqlx::query_as("SELECT solved FROM puzzle_attempts WHERE user_id = $1 AND puzzle = $2")
                .bind(user_id)
                .bind(puzzle)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.is_some())
    }

    /// `user_id`'s first answers, oldest first: each puzzle's id and whether it was solved.
    pub async fn puzzle_answers(&self, user_id: i64) -> Result<Vec<(String, bool)>, StoreError> {
        let rows: Vec<(String, i64)> = sqlx::query_as(
            "SELECT puzzle, solved FROM puzzle_attempts WHERE user_id = $1 \
             ORDER BY seq, answered_at, puzzle",
        )
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(|(p, s)| (p, s != 0)).collect())
    }
}
