//! Swiss tournaments: the tournament, its players, the pairings of its rounds and their results.
//! Pairing a round is claimed once, by stepping `current_round` from the round before in the
//! transaction that writes the pairings: two processes (or a restart) never pair a round twice.

use super::deadline::Commits;
use super::{Store, StoreError};

use sqlx::FromRow;

/// One row of `tournaments`.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct TournamentRow {
    /// Its number.
    pub id: i64,
    /// The server.
    pub guild_id: i64,
    /// The channel it runs in (its games are in threads under it).
    pub channel_id: i64,
    /// Its name.
    pub name: String,
    /// The variant id.
    pub variant: String,
    /// How many rounds.
    pub rounds: i64,
    /// The move time limit of its games, in seconds.
    pub time_limit_secs: i64,
    /// 1 if its games are rated.
    pub rated: i64,
    /// Who created it.
    pub organiser_id: i64,
    /// When it starts by itself (Unix seconds), if set.
    pub starts_at: Option<i64>,
    /// `open`, `running`, `finished` or `cancelled`.
    pub status: String,
    /// The round being played (0 before the first).
    pub current_round: i64,
    /// The announcement message.
    pub message_id: Option<i64>,
    /// 1 once the final standings were posted.
    pub announced_end: i64,
}

/// A tournament to create.
#[derive(Clone, Debug)]
pub struct NewTournament {
    /// The server.
    pub guild_id: i64,
    /// The channel.
    pub channel_id: i64,
    /// Its name.
    pub name: String,
    /// The variant id.
    pub variant: String,
    /// How many rounds.
    pub rounds: i64,
    /// The move time limit of its games, in seconds.
    pub time_limit_secs: i64,
    /// Whether its games are rated.
    pub rated: bool,
    /// Who creates it.
    pub organiser_id: i64,
    /// When it starts by itself, if set.
    pub starts_at: Option<i64>,
}

/// One entrant.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct EntrantRow {
    /// Their user id (the bot's own for the computer).
    pub user_id: i64,
    /// The computer's level, for the computer.
    pub computer_level: Option<String>,
    /// Their seed (1 the top), set at the start.
    pub seed: i64,
    /// 1 once withdrawn.
    pub withdrawn: i64,
}

/// One pairing of a round (or its bye).
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct PairingRow {
    /// The round (1, 2, …).
    pub round: i64,
    /// The board (1 first; the bye comes last).
    pub board: i64,
    /// White (or the player with the bye).
    pub white_id: i64,
    /// Black; `None` for the bye.
    pub black_id: Option<i64>,
    /// The game, once started.
    pub game_id: Option<i64>,
    /// `white`, `draw`, `black` or `bye`, once known.
    pub outcome: Option<String>,
}

/// What is already posted for a pairing whose start this run has claimed
/// ([`Store::claim_pairing`]): reused, never posted again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct PairingClaim {
    /// The message pinging both players, once posted.
    pub entry_message_id: Option<i64>,
    /// The game's thread (started from that message), once opened.
    pub thread_id: Option<i64>,
}

/// `SELECT` of every [`TournamentRow`] column from `tournaments`, followed by `$tail` (the
/// `WHERE` and `ORDER BY`): the column list written once.
macro_rules! select_tournaments {
    ($tail:literal $(,)?) => {
        concat!(
            "SELECT id, guild_id, channel_id, name, variant, rounds, time_limit_secs, rated, \
             organiser_id, starts_at, status, current_round, message_id, announced_end \
             FROM tournaments",
            $tail
        )
    };
}

impl Store {
    /// Claims the start of pairing (`id`, `round`, `board`) for this run before anything is
    /// posted for it: `None` if its game has started, or another run that is alive holds the
    /// claim. A claim held by a run that is gone (killed, or said goodbye) passes on, with what
    /// it had posted.
    pub async fn claim_pairing(
        &self,
        id: i64,
        round: i64,
        board: i64,
        now: i64,
    ) -> Result<Option<PairingClaim>, StoreError> {
        let claimed = sqlx::query(
            "UPDATE tournament_games SET claimed_by = $1, claimed_until = $2 \
             WHERE tournament_id = $3 AND round = $4 AND board = $5 AND game_id IS NULL \
             AND (claimed_by IS NULL OR claimed_by = $1 OR NOT EXISTS (SELECT 1 FROM runs r \
             WHERE r.run = tournament_games.claimed_by AND r.alive_until >= $6))",
        )
        .bind(&self.sender.run)
        .bind(now + self.sender.claim_secs())
        .bind(id)
        .bind(round)
        .bind(board)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        if claimed.rows_affected() != 1 {
            return Ok(None);
        }
        Ok(sqlx::query_as::<_, PairingClaim>(
            "SELECT entry_message_id, thread_id FROM tournament_games \
             WHERE tournament_id = $1 AND round = $2 AND board = $3",
        )
        .bind(id)
        .bind(round)
        .bind(board)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Records what was posted for a claimed pairing's start: its entry message, or its
    /// thread (at once, before anything else is posted, so a restart reuses them).
    pub async fn pairing_posted(
        &self,
        (id, round, board): (i64, i64, i64),
        entry_message_id: Option<i64>,
        thread_id: Option<i64>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE tournament_games SET entry_message_id = COALESCE($1, entry_message_id), \
             thread_id = COALESCE($2, thread_id) \
             WHERE tournament_id = $3 AND round = $4 AND board = $5",
        )
        .bind(entry_message_id)
        .bind(thread_id)
        .bind(id)
        .bind(round)
        .bind(board)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// The games of round `round` of tournament `id` still in progress whose player to move
    /// has let the move time limit run out at `now`.
    pub async fn overdue_pairing_games(
        &self,
        id: i64,
        round: i64,
        now: i64,
    ) -> Result<Vec<super::GameRow>, StoreError> {
        const SQL: &str = super::select_games!(
            " WHERE id IN (SELECT p.game_id FROM tournament_games p WHERE p.tournament_id = $1 \
             AND p.round = $2 AND p.outcome IS NULL) AND status = 'active' \
             AND turn_started_at IS NOT NULL AND turn_started_at + move_time_limit_secs <= $3"
        );
        Ok(sqlx::query_as::<_, super::GameRow>(SQL)
            .bind(id)
            .bind(round)
            .bind(now)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Creates a tournament open for entries; [`StoreError::ChannelBusy`] if its channel has
    /// one open or running already.
    pub async fn create_tournament(&self, new: &NewTournament) -> Result<i64, StoreError> {
        let inserted: Result<(i64,), sqlx::Error> = sqlx::query_as(
            "INSERT INTO tournaments (guild_id, channel_id, name, variant, rounds, \
             time_limit_secs, rated, organiser_id, starts_at, status) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open') RETURNING id",
        )
        .bind(new.guild_id)
        .bind(new.channel_id)
        .bind(&new.name)
        .bind(&new.variant)
        .bind(new.rounds)
        .bind(new.time_limit_secs)
        .bind(i64::from(new.rated))
        .bind(new.organiser_id)
        .bind(new.starts_at)
        .fetch_one(&self.writes)
        .committing()
        .await;
        match inserted {
            Ok((id,)) => Ok(id),
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                Err(StoreError::ChannelBusy)
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Tournament `id`.
    pub async fn tournament(&self, id: i64) -> Result<Option<TournamentRow>, StoreError> {
        const SQL: &str = select_tournaments!(" WHERE id = $1");
        Ok(sqlx::query_as::<_, TournamentRow>(SQL)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The tournament of `channel_id`: the open or running one, else the latest.
    pub async fn tournament_in_channel(
        &self,
        channel_id: i64,
    ) -> Result<Option<TournamentRow>, StoreError> {
        const SQL: &str = select_tournaments!(
            " WHERE channel_id = $1 ORDER BY CASE WHEN status IN ('open', 'running') THEN 0 \
             ELSE 1 END, id DESC LIMIT 1"
        );
        Ok(sqlx::query_as::<_, TournamentRow>(SQL)
            .bind(channel_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Tournaments with work for the worker: running ones, and open ones whose start time
    /// has come.
    pub async fn live_tournaments(&self, now: i64) -> Result<Vec<TournamentRow>, StoreError> {
        const SQL: &str = select_tournaments!(
            " WHERE status = 'running' OR (status = 'finished' \
             AND (announced_end = 0 OR (announced_end > 1 AND announced_end < $1))) \
             OR (status = 'open' AND starts_at IS NOT NULL AND starts_at <= $1) ORDER BY id"
        );
        Ok(sqlx::query_as::<_, TournamentRow>(SQL)
            .bind(now)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Records the announcement message of tournament `id`.
    pub async fn set_tournament_message(&self, id: i64, message: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE tournaments SET message_id = $1 WHERE id = $2")
            .bind(message)
            .bind(id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }

    /// The entrants of tournament `id`, in the order they joined.
    pub async fn entrants(&self, id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        Ok(sqlx::query_as::<_, EntrantRow>(
            "SELECT user_id, computer_level, seed, withdrawn FROM tournament_players \
             WHERE tournament_id = $1 ORDER BY entry_order, user_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Adds `user_id` to open tournament `id` while it has fewer than `max` entrants; false if
    /// they are in already, it is not open, or it is full.
    pub async fn join_tournament(
        &self,
        id: i64,
        user_id: i64,
        computer_level: Option<&str>,
        max: i64,
    ) -> Result<bool, StoreError> {
        let joined = sqlx::query(
            "INSERT INTO tournament_players (tournament_id, user_id, computer_level, entry_order) \
             SELECT $1, $2, $3, (SELECT COALESCE(MAX(entry_order), 0) + 1 FROM tournament_players \
             WHERE tournament_id = $4) \
             WHERE EXISTS (SELECT 1 FROM tournaments WHERE id = $5 AND status = 'open') \
             AND (SELECT COUNT(*) FROM tournament_players WHERE tournament_id = $6) < $7 \
             ON CONFLICT (tournament_id, user_id) DO NOTHING",
        )
        .bind(id)
        .bind(user_id)
        .bind(computer_level)
        .bind(id)
        .bind(id)
        .bind(id)
        .bind(max)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(joined.rows_affected() == 1)
    }

    /// Removes `user_id` from open tournament `id`; false if they were not in it (or it runs).
    pub async fn leave_tournament(&self, id: i64, user_id: i64) -> Result<bool, StoreError> {
        let left = sqlx::query(
            "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2 \
             AND EXISTS (SELECT 1 FROM tournaments WHERE id = $3 AND status = 'open')",
        )
        .bind(id)
        .bind(user_id)
        .bind(id)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(left.rows_affected() == 1)
    }

    /// Withdraws `user_id` from running tournament `id` (they are paired no more); false if
    /// they were not in it or withdrew already.
    pub async fn withdraw_from_tournament(
        &self,
        id: i64,
        user_id: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 \
             WHERE tournament_id = $1 AND user_id = $2 AND withdrawn = 0",
        )
        .bind(id)
        .bind(user_id)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Moves tournament `id` from `from` to `to` (`open` → `running`, … → `cancelled`,
    /// `running` → `finished`); false if it was not at `from`. Starting, the seeds are set too.
    pub async fn step_tournament(
        &self,
        id: i64,
        from: &str,
        to: &str,
        seeds: &[(i64, i64)],
    ) -> Result<bool, StoreError> {
        let mut tx = self.writes.begin().await?;
        let stepped =
            sqlx::query("UPDATE tournaments SET status = $1 WHERE id = $2 AND status = $3")
                .bind(to)
                .bind(id)
                .bind(from)
                .execute(&mut *tx)
                .await?;
        if stepped.rows_affected() != 1 {
            return Ok(false);
        }
        for (user, seed) in seeds {
            sqlx::query(
                "UPDATE tournament_players SET seed = $1 WHERE tournament_id = $2 AND user_id = $3",
            )
            .bind(seed)
            .bind(id)
            .bind(user)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().committing().await?;
        Ok(true)
    }

    /// Writes round `round`'s pairings (`(white, black)`, `black` `None` for the bye, which
    /// scores at once), claiming the round: false if it was paired already (by another process,
    /// or before a restart).
    pub async fn pair_tournament_round(
        &self,
        id: i64,
        round: i64,
        pairings: &[(i64, Option<i64>)],
    ) -> Result<bool, StoreError> {
        let mut tx = self.writes.begin().await?;
        let claimed = sqlx::query(
            "UPDATE tournaments SET current_round = $1 \
             WHERE id = $2 AND current_round = $3 AND status = 'running'",
        )
        .bind(round)
        .bind(id)
        .bind(round - 1)
        .execute(&mut *tx)
        .await?;
        if claimed.rows_affected() != 1 {
            return Ok(false);
        }
        for (board, (white, black)) in pairings.iter().enumerate() {
            sqlx::query(
                "INSERT INTO tournament_games (tournament_id, round, board, white_id, black_id, \
                 outcome) VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(id)
            .bind(round)
            .bind(board as i64 + 1)
            .bind(white)
            .bind(black)
            .bind(black.is_none().then_some("bye"))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().committing().await?;
        Ok(true)
    }

    /// Every pairing of tournament `id`, by round and board.
    pub async fn pairings(&self, id: i64) -> Result<Vec<PairingRow>, StoreError> {
        Ok(sqlx::query_as::<_, PairingRow>(
            "SELECT round, board, white_id, black_id, game_id, outcome FROM tournament_games \
             WHERE tournament_id = $1 ORDER BY round, board",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Records how the game of a pairing ended (once).
    pub async fn set_pairing_outcome(
        &self,
        id: i64,
        round: i64,
        board: i64,
        outcome: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE tournament_games SET outcome = $1 WHERE tournament_id = $2 AND round = $3 \
             AND board = $4 AND outcome IS NULL",
        )
        .bind(outcome)
        .bind(id)
        .bind(round)
        .bind(board)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// Claims the posting of tournament `id`'s final standings for `lease` seconds from `now`;
    /// false if it is posted, or another process holds the claim. `announced_end` is 0 (not
    /// posted), 1 (posted) or the claim's end: a process that dies before posting leaves a
    /// claim that runs out, and the next poll posts the standings (never lost; twice only if a
    /// post succeeded and its process died before [`Store::tournament_end_posted`]).
    pub async fn claim_tournament_end(
        &self,
        id: i64,
        now: i64,
        lease: i64,
    ) -> Result<bool, StoreError> {
        let claimed = sqlx::query(
            "UPDATE tournaments SET announced_end = $2 WHERE id = $1 AND status = 'finished' \
             AND (announced_end = 0 OR (announced_end > 1 AND announced_end < $3))",
        )
        .bind(id)
        .bind(now + lease)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(claimed.rows_affected() == 1)
    }

    /// Records that tournament `id`'s final standings were posted.
    pub async fn tournament_end_posted(&self, id: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE tournaments SET announced_end = 1 WHERE id = $1")
            .bind(id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }
}
