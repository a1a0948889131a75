//! Games against the computer: starting one in a single transaction, and claiming the
//! computer's turns as background work (one process plays each move; another takes over if it
//! dies).

use super::deadline::Commits;
use super::{Dialect, NewGame, Placement, Store, StoreError, TurnClock};

/// The select of [`CLAIM_COMPUTER_TURN_SQLITE`], without its locking clause.
macro_rules! due_computer_turn {
    () => {
        "SELECT id FROM games WHERE status = 'active' AND computer_due IS NOT NULL \
         AND computer_due <= $3 AND (computer_owner IS NULL \
         OR (computer_owner = $1 AND computer_lease_until < $3) \
         OR (computer_owner <> $1 AND NOT EXISTS (SELECT 1 FROM runs r \
         WHERE r.run = games.computer_owner AND r.alive_until >= $3))) \
         ORDER BY computer_due, id LIMIT 1"
    };
}

/// Claims the earliest due computer turn for run `$1` until `$2`, at `$3` (SQLite; PostgreSQL
/// adds `FOR UPDATE SKIP LOCKED`): a turn nobody holds, this run's own whose claim lapsed, or
/// one held by a run that is gone (see [`runs`](super::runs)). The inner select walks the
/// `games_computer_turns` index: only games whose computer is to act are read.
pub(crate) const CLAIM_COMPUTER_TURN_SQLITE: &str = concat!(
    "UPDATE games SET computer_owner = $1, computer_lease_until = $2 WHERE id = ( ",
    due_computer_turn!(),
    ") RETURNING id"
);

/// What starting a game at once claims in the same transaction, so it happens once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartClaim {
    /// The rematch of this finished game.
    Rematch(i64),
    /// The game of a tournament's pairing.
    Pairing {
        /// The tournament.
        tournament: i64,
        /// The round.
        round: i64,
        /// The board.
        board: i64,
    },
    /// The game of a lobby pairing, with its second home and the players' names.
    Lobby {
        /// The pairing.
        pairing: i64,
        /// Black's home thread (White's is the game's channel).
        away_channel: i64,
        /// White's display name.
        white_name: String,
        /// Black's display name.
        black_name: String,
    },
}

impl Store {
    /// Inserts `game` already in progress (a game against the computer, or a rematch, starts at
    /// once), its clock started, in `placement` if given, with the announcements `announce`
    /// makes for its id, in one transaction; with `rematch_of`, that game's rematch is claimed
    /// in the same transaction ([`StoreError::Conflict`] if another click claimed it first).
    /// Returns the id and the outbox rows.
    pub async fn insert_active(
        &self,
        game: &NewGame,
        clock: TurnClock,
        computer_due: Option<i64>,
        placement: Option<Placement>,
        claim: Option<StartClaim>,
        announce: impl FnOnce(i64) -> Vec<String>,
    ) -> Result<(i64, Vec<i64>), StoreError> {
        let mut tx = self.writes.begin().await?;
        let inserted: Result<(i64,), sqlx::Error> = sqlx::query_as(
            "INSERT INTO games (variant, guild_id, channel_id, white_id, black_id, challenger_id, \
             state, version, status, rated, move_time_limit_secs, computer_side, computer_level, \
             turn_started_at, computer_due, parent_channel_id, parent_message_id) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 'active', $8, $9, $10, $11, $12, $13, $14, $15) \
             RETURNING id",
        )
        .bind(&game.variant)
        .bind(game.guild_id)
        .bind(placement.map_or(game.channel_id, |p| p.channel_id))
        .bind(game.white_id)
        .bind(game.black_id)
        .bind(game.challenger_id)
        .bind(&game.state)
        .bind(i64::from(game.rated))
        .bind(game.move_time_limit_secs)
        .bind(game.computer.as_ref().map(|(side, _)| side.name()))
        .bind(game.computer.as_ref().map(|(_, level)| level.as_str()))
        .bind(clock.started_at)
        .bind(computer_due)
        .bind(placement.map(|p| p.parent_channel_id))
        .bind(placement.map(|p| p.parent_message_id))
        .fetch_one(&mut *tx)
        .await;
        let id = match inserted {
            Ok((id,)) => id,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::ChannelBusy)
            }
            Err(e) => return Err(e.into()),
        };
        // Claimed with the new game, or not at all (another click or process started it first).
        if !claim_start(&mut tx, id, claim).await? {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        let queued = self.queue(&mut tx, id, &announce(id)).await?;
        tx.commit().committing().await?;
        Ok((id, queued))
    }

    /// Claims one game whose computer turn is due at `now` and that nobody is playing for now
    /// (nobody holds it, this run's own claim lapsed, or its holder is gone); returns it.
    pub async fn claim_computer_turn(&self, now: i64) -> Result<Option<i64>, StoreError> {
        // No turn due at all (the usual case between moves): a read from the reading pool (the
        // index `games_computer_turns`), not a claim queued on the writing connection.
        let due: Option<(i64,)> = sqlx::query_as(
            "SELECT id FROM games WHERE computer_due IS NOT NULL AND computer_due <= $1 \
             AND status = 'active' LIMIT 1",
        )
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        if due.is_none() {
            return Ok(None);
        }
        let sql = match self.dialect {
            Dialect::Sqlite => CLAIM_COMPUTER_TURN_SQLITE,
            Dialect::Postgres => concat!(
                "UPDATE games SET computer_owner = $1, computer_lease_until = $2 WHERE id = ( ",
                due_computer_turn!(),
                " FOR UPDATE SKIP LOCKED) RETURNING id"
            ),
        };
        let row: Option<(i64,)> = sqlx::query_as(sql)
            .bind(&self.sender.run)
            .bind(now + self.sender.claim_secs())
            .bind(now)
            .fetch_optional(&self.writes)
            .committing()
            .await?;
        Ok(row.map(|(id,)| id))
    }

    /// The computer could not play game `game_id` now (its search or its move failed): leave it
    /// for another try after `retry_secs`. Only this run's own claim is released (a claim that
    /// ran out and was taken by another process is theirs).
    pub async fn postpone_computer_turn(
        &self,
        game_id: i64,
        now: i64,
        retry_secs: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE games SET computer_owner = NULL, computer_lease_until = NULL, \
             computer_due = $1 WHERE id = $2 AND computer_due IS NOT NULL \
             AND (computer_owner IS NULL OR computer_owner = $3)",
        )
        .bind(now + retry_secs)
        .bind(game_id)
        .bind(&self.sender.run)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }
}

/// Claims what game `id` starts for, in its transaction: true if claimed (or nothing to claim),
/// false if another click or process started it first.
async fn claim_start(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    claim: Option<StartClaim>,
) -> Result<bool, StoreError> {
    let claimed = match claim {
        None => None,
        Some(StartClaim::Rematch(old)) => Some(
            sqlx::query(
                "UPDATE games SET rematch_game_id = $1 WHERE id = $2 \
                 AND (rematch_game_id IS NULL OR rematch_game_id = 0)",
            )
            .bind(id)
            .bind(old)
            .execute(&mut **tx)
            .await?,
        ),
        Some(StartClaim::Pairing {
            tournament,
            round,
            board,
        }) => Some(
            sqlx::query(
                "UPDATE tournament_games SET game_id = $1 WHERE tournament_id = $2 \
                 AND round = $3 AND board = $4 AND game_id IS NULL",
            )
            .bind(id)
            .bind(tournament)
            .bind(round)
            .bind(board)
            .execute(&mut **tx)
            .await?,
        ),
        Some(StartClaim::Lobby {
            pairing,
            away_channel,
            white_name,
            black_name,
        }) => {
            sqlx::query(
                "UPDATE games SET away_channel_id = $1, white_name = $2, black_name = $3 \
                 WHERE id = $4",
            )
            .bind(away_channel)
            .bind(white_name)
            .bind(black_name)
            .bind(id)
            .execute(&mut **tx)
            .await?;
            Some(
                sqlx::query(
                    "UPDATE lobby_pairings SET game_id = $1 WHERE id = $2 AND game_id IS NULL",
                )
                .bind(id)
                .bind(pairing)
                .execute(&mut **tx)
                .await?,
            )
        }
    };
    Ok(claimed.is_none_or(|c| c.rows_affected() == 1))
}
