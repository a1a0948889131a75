//! The lobby across servers: seeks, the pairings they become (a game with two homes), and
//! blocks. Every change of a seek is one UPDATE guarded by `status = 'open'`, so a seek is
//! matched, cancelled or expired exactly once, whoever races for it; a pairing's start is
//! claimed by a live run like a tournament's (see `store/tournaments.rs`).

use super::deadline::Commits;
use super::{Store, StoreError};
use sqlx::FromRow;

/// The `guild_id` of the global rating pool: lobby games are rated there (and only there).
pub const GLOBAL_POOL: i64 = 0;

/// A seek to place: who, from which server's lobby, on what terms.
#[derive(Clone, Debug, PartialEq)]
pub struct NewSeek {
    /// The seeker.
    pub user_id: i64,
    /// Their server.
    pub guild_id: i64,
    /// Their server's lobby channel.
    pub channel_id: i64,
    /// Their display name.
    pub name: String,
    /// Variant id.
    pub variant: String,
    /// Whether the game is to be rated (in the global pool).
    pub rated: bool,
    /// The move time limit, in seconds.
    pub move_time_limit_secs: i64,
    /// The seeker's global rating of the variant.
    pub rating: f64,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds.
    pub expires_at: i64,
}

/// One row of `seeks`.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct SeekRow {
    /// Its id.
    pub id: i64,
    /// The seeker.
    pub user_id: i64,
    /// Their server.
    pub guild_id: i64,
    /// Their server's lobby channel.
    pub channel_id: i64,
    /// Their display name.
    pub name: String,
    /// Variant id.
    pub variant: String,
    /// 1: rated.
    pub rated: i64,
    /// The move time limit, in seconds.
    pub move_time_limit_secs: i64,
    /// The seeker's global rating when they sought.
    pub rating: f64,
    /// Unix seconds.
    pub created_at: i64,
    /// Unix seconds.
    pub expires_at: i64,
    /// `open`, `matched`, `cancelled` or `expired`.
    pub status: String,
    /// The pairing a matched seek became.
    pub pairing_id: Option<i64>,
}

impl SeekRow {
    /// Whether `other` asks for the same game: variant, rating and move time limit.
    pub fn same_terms(&self, other: &SeekRow) -> bool {
        self.variant == other.variant
            && self.rated == other.rated
            && self.move_time_limit_secs == other.move_time_limit_secs
    }
}

/// One row of `lobby_pairings`: two players paired, and their game's two homes.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct LobbyPairing {
    /// Its id.
    pub id: i64,
    /// Variant id.
    pub variant: String,
    /// 1: rated (global pool).
    pub rated: i64,
    /// The move time limit, in seconds.
    pub move_time_limit_secs: i64,
    /// White.
    pub white_id: i64,
    /// White's display name.
    pub white_name: String,
    /// White's server.
    pub white_guild_id: i64,
    /// White's server's lobby channel.
    pub white_channel_id: i64,
    /// The entry message in White's lobby channel, once posted.
    pub white_entry_id: Option<i64>,
    /// White's home thread, once opened.
    pub white_thread_id: Option<i64>,
    /// Black.
    pub black_id: i64,
    /// Black's display name.
    pub black_name: String,
    /// Black's server.
    pub black_guild_id: i64,
    /// Black's server's lobby channel.
    pub black_channel_id: i64,
    /// The entry message in Black's lobby channel, once posted.
    pub black_entry_id: Option<i64>,
    /// Black's home thread, once opened.
    pub black_thread_id: Option<i64>,
    /// The game, once started.
    pub game_id: Option<i64>,
}

/// `SELECT` of every [`LobbyPairing`] column.
const PAIRING_COLUMNS: &str = "SELECT id, variant, rated, move_time_limit_secs, white_id, \
     white_name, white_guild_id, white_channel_id, white_entry_id, white_thread_id, black_id, \
     black_name, black_guild_id, black_channel_id, black_entry_id, black_thread_id, game_id \
     FROM lobby_pairings";

/// `SELECT` of every [`SeekRow`] column.
macro_rules! select_seeks {
    ($tail:literal $(,)?) => {
        concat!(
            "SELECT id, user_id, guild_id, channel_id, name, variant, rated, \
             move_time_limit_secs, rating, created_at, expires_at, status, pairing_id FROM seeks",
            $tail
        )
    };
}

/// How placing a seek ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placed {
    /// It waits, as seek `.0`.
    Waiting(i64),
    /// It matched a waiting seek at once: pairing `.0`.
    Paired(i64),
}

/// Which side of a pairing a home belongs to, for recording what was posted there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// White's server.
    White,
    /// Black's server.
    Black,
}

impl Home {
    fn prefix(self) -> &'static str {
        match self {
            Home::White => "white",
            Home::Black => "black",
        }
    }
}

impl Store {
    /// Player `user_id`'s open seek, if any.
    pub async fn open_seek_of(&self, user_id: i64) -> Result<Option<SeekRow>, StoreError> {
        Ok(
            sqlx::query_as(select_seeks!(" WHERE user_id = $1 AND status = 'open'"))
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    /// Seek `id`.
    pub async fn seek(&self, id: i64) -> Result<Option<SeekRow>, StoreError> {
        Ok(sqlx::query_as(select_seeks!(" WHERE id = $1"))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The display name `user_id` last sought under (how the global leaderboard names them).
    pub async fn lobby_name(&self, user_id: i64) -> Result<Option<String>, StoreError> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT name FROM seeks WHERE user_id = $1 ORDER BY id DESC LIMIT 1")
                .bind(user_id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(name,)| name))
    }

    /// How many seeks `user_id` placed since `since` (Unix seconds): the seek rate limit.
    pub async fn seeks_since(&self, user_id: i64, since: i64) -> Result<i64, StoreError> {
        let (n,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM seeks WHERE user_id = $1 AND created_at >= $2")
                .bind(user_id)
                .bind(since)
                .fetch_one(&self.pool)
                .await?;
        Ok(n)
    }

    /// The open seeks not expired at `now`, of `variant` if given, oldest first (at most 25:
    /// one message's buttons).
    pub async fn open_seeks(
        &self,
        variant: Option<&str>,
        now: i64,
    ) -> Result<Vec<SeekRow>, StoreError> {
        Ok(sqlx::query_as(select_seeks!(
            " WHERE status = 'open' AND expires_at > $1 AND ($2 = '' OR variant = $3) \
             ORDER BY created_at, id LIMIT 25"
        ))
        .bind(now)
        .bind(variant.unwrap_or(""))
        .bind(variant.unwrap_or(""))
        .fetch_all(&self.pool)
        .await?)
    }

    /// Whether either player blocked the other.
    pub async fn blocked_between(&self, a: i64, b: i64) -> Result<bool, StoreError> {
        let (n,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM blocks WHERE (user_id = $1 AND blocked_id = $2) \
             OR (user_id = $3 AND blocked_id = $4)",
        )
        .bind(a)
        .bind(b)
        .bind(b)
        .bind(a)
        .fetch_one(&self.pool)
        .await?;
        Ok(n > 0)
    }

    /// `user_id` blocks `blocked_id` (again: no change); their open seeks stay, but the lobby
    /// never pairs them.
    pub async fn block(&self, user_id: i64, blocked_id: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO blocks (user_id, blocked_id) VALUES ($1, $2) \
             ON CONFLICT (user_id, blocked_id) DO NOTHING",
        )
        .bind(user_id)
        .bind(blocked_id)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// Places `seek`, or pairs it at once with `partner` (a waiting seek the caller found
    /// compatible), in one transaction. A partner taken (or cancelled) a moment before leaves
    /// [`StoreError::Conflict`]; a second open seek of the same player,
    /// [`StoreError::ChannelBusy`] (the unique index on open seeks).
    pub async fn place_seek(
        &self,
        seek: &NewSeek,
        partner: Option<&SeekRow>,
        seeker_is_white: bool,
    ) -> Result<Placed, StoreError> {
        let mut tx = self.writes.begin().await?;
        let status = if partner.is_some() { "matched" } else { "open" };
        let inserted: Result<(i64,), sqlx::Error> = sqlx::query_as(
            "INSERT INTO seeks (user_id, guild_id, channel_id, name, variant, rated, \
             move_time_limit_secs, rating, created_at, expires_at, status) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        )
        .bind(seek.user_id)
        .bind(seek.guild_id)
        .bind(seek.channel_id)
        .bind(&seek.name)
        .bind(&seek.variant)
        .bind(i64::from(seek.rated))
        .bind(seek.move_time_limit_secs)
        .bind(seek.rating)
        .bind(seek.created_at)
        .bind(seek.expires_at)
        .bind(status)
        .fetch_one(&mut *tx)
        .await;
        let own = match inserted {
            Ok((id,)) => id,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::ChannelBusy)
            }
            Err(e) => return Err(e.into()),
        };
        let Some(partner) = partner else {
            tx.commit().committing().await?;
            return Ok(Placed::Waiting(own));
        };
        let mine = SeekRow {
            id: own,
            user_id: seek.user_id,
            guild_id: seek.guild_id,
            channel_id: seek.channel_id,
            name: seek.name.clone(),
            variant: seek.variant.clone(),
            rated: i64::from(seek.rated),
            move_time_limit_secs: seek.move_time_limit_secs,
            rating: seek.rating,
            created_at: seek.created_at,
            expires_at: seek.expires_at,
            status: status.to_owned(),
            pairing_id: None,
        };
        let (white, black) = if seeker_is_white {
            (&mine, partner)
        } else {
            (partner, &mine)
        };
        let pairing = insert_pairing(&mut tx, white, black, seek.created_at).await?;
        for id in [own, partner.id] {
            let taken = sqlx::query(
                "UPDATE seeks SET status = 'matched', pairing_id = $1 WHERE id = $2 \
                 AND (status = 'open' OR (id = $3 AND status = 'matched'))",
            )
            .bind(pairing)
            .bind(id)
            .bind(own)
            .execute(&mut *tx)
            .await?;
            if taken.rows_affected() != 1 {
                tx.rollback().await?;
                return Err(StoreError::Conflict);
            }
        }
        tx.commit().committing().await?;
        Ok(Placed::Paired(pairing))
    }

    /// Pairs two open seeks (`white`'s and `black`'s) in one transaction: both still open, or
    /// nothing changes ([`StoreError::Conflict`]). Also what a click on a listed seek does,
    /// with the taker's seek made for the occasion (`taker` not yet stored: `id` 0), whose
    /// own open seek, if any, is closed with it.
    pub async fn pair_seeks(
        &self,
        white: &SeekRow,
        black: &SeekRow,
        now: i64,
    ) -> Result<i64, StoreError> {
        let mut tx = self.writes.begin().await?;
        let pairing = insert_pairing(&mut tx, white, black, now).await?;
        for seek in [white, black] {
            if seek.id == 0 {
                // The taker's click: their own open seek (if any) becomes this pairing.
                sqlx::query(
                    "UPDATE seeks SET status = 'matched', pairing_id = $1 \
                     WHERE user_id = $2 AND status = 'open'",
                )
                .bind(pairing)
                .bind(seek.user_id)
                .execute(&mut *tx)
                .await?;
                continue;
            }
            let taken = sqlx::query(
                "UPDATE seeks SET status = 'matched', pairing_id = $1 \
                 WHERE id = $2 AND status = 'open'",
            )
            .bind(pairing)
            .bind(seek.id)
            .execute(&mut *tx)
            .await?;
            if taken.rows_affected() != 1 {
                tx.rollback().await?;
                return Err(StoreError::Conflict);
            }
        }
        tx.commit().committing().await?;
        Ok(pairing)
    }

    /// Cancels `user_id`'s seek `id` if it is still open; false if it is not (matched,
    /// expired, cancelled already, or not theirs).
    pub async fn cancel_seek(&self, id: i64, user_id: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE seeks SET status = 'cancelled' WHERE id = $1 AND user_id = $2 \
             AND status = 'open'",
        )
        .bind(id)
        .bind(user_id)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Cancels every open seek placed from server `guild_id` (it left the lobby); how many.
    pub async fn cancel_seeks_of_guild(&self, guild_id: i64) -> Result<u64, StoreError> {
        let done = sqlx::query(
            "UPDATE seeks SET status = 'cancelled' WHERE guild_id = $1 AND status = 'open'",
        )
        .bind(guild_id)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(done.rows_affected())
    }

    /// Closes the seeks whose time ran out at `now`; how many. Nothing due (the usual case):
    /// one read, and nothing queued on the writing connection.
    pub async fn expire_seeks(&self, now: i64) -> Result<u64, StoreError> {
        let due: Option<(i64,)> = sqlx::query_as(
            "SELECT id FROM seeks WHERE status = 'open' AND expires_at <= $1 LIMIT 1",
        )
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        if due.is_none() {
            return Ok(0);
        }
        let done = sqlx::query(
            "UPDATE seeks SET status = 'expired' WHERE status = 'open' AND expires_at <= $1",
        )
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(done.rows_affected())
    }

    /// Pairing `id`.
    pub async fn lobby_pairing(&self, id: i64) -> Result<Option<LobbyPairing>, StoreError> {
        let sql = format!("{PAIRING_COLUMNS} WHERE id = $1");
        Ok(sqlx::query_as(&sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The servers (White's, Black's) of the lobby game played in threads `white_thread` and
    /// `black_thread`, if a pairing recorded them.
    pub async fn lobby_guilds(
        &self,
        white_thread: i64,
        black_thread: i64,
    ) -> Result<Option<(i64, i64)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT white_guild_id, black_guild_id FROM lobby_pairings \
             WHERE white_thread_id = $1 AND black_thread_id = $2",
        )
        .bind(white_thread)
        .bind(black_thread)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Pairings whose game has not started yet (at most 20, oldest first).
    pub async fn waiting_pairings(&self) -> Result<Vec<LobbyPairing>, StoreError> {
        let sql = format!("{PAIRING_COLUMNS} WHERE game_id IS NULL ORDER BY id LIMIT 20");
        Ok(sqlx::query_as(&sql).fetch_all(&self.pool).await?)
    }

    /// Claims the start of pairing `id` for this run until the claim runs out (taken over
    /// from a run that is gone); the pairing as it stands, or `None` if another live run has
    /// it or its game has started.
    pub async fn claim_lobby_pairing(
        &self,
        id: i64,
        now: i64,
    ) -> Result<Option<LobbyPairing>, StoreError> {
        let claimed = sqlx::query(
            "UPDATE lobby_pairings SET claimed_by = $1, claimed_until = $2 \
             WHERE id = $3 AND game_id IS NULL \
             AND (claimed_by IS NULL OR claimed_by = $1 OR claimed_until < $4 \
             OR NOT EXISTS (SELECT 1 FROM runs r \
             WHERE r.run = lobby_pairings.claimed_by AND r.alive_until >= $5))",
        )
        .bind(&self.sender.run)
        .bind(now + self.sender.claim_secs())
        .bind(id)
        .bind(now)
        .bind(now)
        .execute(&self.writes)
        .committing()
        .await?;
        if claimed.rows_affected() != 1 {
            return Ok(None);
        }
        self.lobby_pairing(id).await
    }

    /// Records what was posted in `home` for pairing `id`: its entry message or its thread (at
    /// once, so a restart reuses them).
    pub async fn lobby_posted(
        &self,
        id: i64,
        home: Home,
        entry_id: Option<i64>,
        thread_id: Option<i64>,
    ) -> Result<(), StoreError> {
        let p = home.prefix();
        let sql = format!(
            "UPDATE lobby_pairings SET {p}_entry_id = COALESCE($1, {p}_entry_id), \
             {p}_thread_id = COALESCE($2, {p}_thread_id) WHERE id = $3"
        );
        sqlx::query(&sql)
            .bind(entry_id)
            .bind(thread_id)
            .bind(id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }
}

/// Inserts the pairing of `white`'s and `black`'s seeks; its id.
async fn insert_pairing(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    white: &SeekRow,
    black: &SeekRow,
    now: i64,
) -> Result<i64, StoreError> {
    let (id,): (i64,) = sqlx::query_as(
        "INSERT INTO lobby_pairings (variant, rated, move_time_limit_secs, white_id, white_name, \
         white_guild_id, white_channel_id, black_id, black_name, black_guild_id, \
         black_channel_id, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(&white.variant)
    .bind(white.rated)
    .bind(white.move_time_limit_secs)
    .bind(white.user_id)
    .bind(&white.name)
    .bind(white.guild_id)
    .bind(white.channel_id)
    .bind(black.user_id)
    .bind(&black.name)
    .bind(black.guild_id)
    .bind(black.channel_id)
    .bind(now)
    .fetch_one(&mut **tx)
    .await?;
    Ok(id)
}
