//! The outbox: announcements committed with their action, sent afterwards, deleted once sent.
//! Also what delivery remembers about a game's channel: players whose DMs are closed, and
//! messages it will edit later.
//!
//! Ownership: a row belongs to the run that queued or claimed it while that run is alive (see
//! [`runs`](super::runs)); the run itself tries it again once its own claim lapses (a failed
//! send, after a wait that grows with each failure: [`backoff`]). Another process, a later run of the same instance included,
//! takes a row over only once its owner is gone: it said goodbye, or its lease (`WORK_LEASE`)
//! ran out. So a killed bot's restart sends what it left behind a lease later, and a deploy that
//! overlaps the old process never sends a row twice.

use super::deadline::Commits;
use super::{Dialect, Store, StoreError};
use sqlx::{Any, FromRow, Transaction};
use std::fmt;

/// The instance name of a bot that runs alone (all shards in one process).
pub const DEFAULT_INSTANCE: &str = "main";

/// How long a run is presumed alive after it last said so (seconds), unless configured
/// otherwise (`WORK_LEASE`); also the least time a run's own claim lasts before it tries the
/// work again itself.
pub const LEASE_SECS: i64 = 60;

/// After a failed send, the first wait before the row is tried again (seconds); each further
/// failure doubles it, up to [`RETRY_CAP_SECS`], with jitter (see [`Store::retry_later`]).
const RETRY_FIRST_SECS: f64 = 1.0;

/// The longest wait between two tries of a row (seconds).
const RETRY_CAP_SECS: f64 = 300.0;

/// How long a row waits behind an earlier announcement of its game that another sender still
/// holds (seconds): it goes out right after it.
const BEHIND_SECS: i64 = 1;

/// Which outbox rows are due at `$1` for run `$2`: its own whose claim lapsed, and those of a run
/// that is gone (no `runs` row alive at `$1`); and of those only the first of its game still
/// waiting (held notes aside), so that a game's announcements go out in commit order and a row
/// waiting behind an earlier one spends none of its tries.
macro_rules! due_outbox_rows {
    () => {
        "((owner = $2 AND lease_until < $1) OR (owner <> $2 AND NOT EXISTS \
         (SELECT 1 FROM runs r WHERE r.run = outbox.owner AND r.alive_until >= $1))) \
         AND NOT EXISTS (SELECT 1 FROM outbox p WHERE p.game_id = outbox.game_id \
         AND p.id < outbox.id AND p.held_for IS NULL)"
    };
}

/// A row's `owner` once it waits for a player whose DMs are closed.
const HELD: &str = "held";

/// Who this process is when it owns outbox rows: a stable instance name and a fresh run id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sender {
    /// The instance: the same for a process and its restarts (e.g. its shard range).
    pub instance: String,
    /// This run of the process: different at every start.
    pub run: String,
    /// How long it is presumed alive after it last renewed its lease, in seconds.
    pub lease_secs: i64,
}

impl Sender {
    /// A new run of `instance`.
    pub fn new(instance: &str) -> Sender {
        use std::collections::hash_map::RandomState;
        use std::hash::{BuildHasher, Hasher};
        let mut h = RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or_default(),
        );
        h.write_u32(std::process::id());
        Sender {
            instance: instance.to_owned(),
            run: format!("{instance}/{:016x}", h.finish()),
            lease_secs: LEASE_SECS,
        }
    }

    /// How long a claim of this run lasts before the run tries the work again itself (seconds):
    /// its lease, and at least [`LEASE_SECS`], so a slow send is not sent twice by its own
    /// sender even with a short `WORK_LEASE`.
    pub fn claim_secs(&self) -> i64 {
        self.lease_secs.max(LEASE_SECS)
    }
}

/// Whether a row may be sent now (see [`Store::sendable`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sendable {
    /// It is this run's and first in its game's line.
    Now,
    /// It is this run's, but an earlier announcement of its game is still waiting.
    Behind,
    /// It is gone (sent) or no longer this run's.
    NotOurs,
}

/// A game's line of announcements as [`Store::line`] saw it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    /// The rows, in sending order.
    pub rows: Vec<LineRow>,
    /// Whether a player of the game has closed DMs (true when unknown).
    pub closed_dms: bool,
}

/// One row of a [`Line`].
#[derive(Clone, PartialEq, Eq)]
pub struct LineRow {
    /// Row id.
    pub id: i64,
    /// The announcement's JSON, for rows before the caller's own. May hold a secret.
    pub payload: Option<String>,
    /// Whether this run may send it now (its own, its lease not run out).
    pub ours: bool,
}

// By hand: the payload may hold a secret.
impl fmt::Debug for LineRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LineRow")
            .field("id", &self.id)
            .field("ours", &self.ours)
            .finish_non_exhaustive()
    }
}

/// How long to wait before a row that failed after `attempts` claims is tried again, in whole
/// seconds: [`RETRY_FIRST_SECS`] doubled per attempt, capped at [`RETRY_CAP_SECS`], times a
/// factor from ½ to 1 drawn from `random`.
pub fn backoff(attempts: i64, random: u64) -> i64 {
    let doubled = RETRY_FIRST_SECS * 2f64.powi(attempts.clamp(0, 30) as i32);
    let capped = doubled.min(RETRY_CAP_SECS);
    let factor = 0.5 + (random % 1_000) as f64 / 2_000.0;
    (capped * factor).ceil().max(1.0) as i64
}

/// One outbox row.
#[derive(Clone, FromRow)]
pub struct OutboxRow {
    /// Row id: the sending order within a game.
    pub id: i64,
    /// The game it belongs to.
    pub game_id: i64,
    /// The announcement's JSON. May hold a secret: never log it.
    pub payload: String,
    /// How many times a sender has claimed it.
    pub attempts: i64,
}

// By hand: the payload may hold a secret.
impl fmt::Debug for OutboxRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OutboxRow")
            .field("id", &self.id)
            .field("game_id", &self.game_id)
            .field("attempts", &self.attempts)
            .finish_non_exhaustive()
    }
}

/// The statement that holds row `id` for `user` (no sender owns it; it waits for them).
fn hold_row(
    id: i64,
    user: i64,
) -> sqlx::query::Query<'static, Any, sqlx::any::AnyArguments<'static>> {
    sqlx::query("UPDATE outbox SET owner = $1, held_for = $2, lease_until = $3 WHERE id = $4")
        .bind(HELD)
        .bind(user)
        .bind(i64::MAX)
        .bind(id)
}

/// Unix seconds now (the store's clock: the outbox, the runs' leases, the health figures).
pub(crate) fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or_default()
}

impl Store {
    /// Queues `payloads` for `game_id` inside `tx`, owned by this run; returns their ids.
    pub(super) async fn queue(
        &self,
        tx: &mut Transaction<'_, Any>,
        game_id: i64,
        payloads: &[String],
    ) -> Result<Vec<i64>, StoreError> {
        if payloads.is_empty() {
            return Ok(Vec::new());
        }
        // One statement for all the rows (one round trip to the database's thread).
        let values: Vec<String> = (0..payloads.len())
            .map(|i| {
                let n = i * 6;
                format!(
                    "(${}, ${}, ${}, ${}, ${}, ${})",
                    n + 1,
                    n + 2,
                    n + 3,
                    n + 4,
                    n + 5,
                    n + 6
                )
            })
            .collect();
        let sql = format!(
            "INSERT INTO outbox (game_id, payload, instance, owner, lease_until, created_at) \
             VALUES {} RETURNING id",
            values.join(", ")
        );
        let now = now();
        let mut insert = sqlx::query_as::<_, (i64,)>(&sql);
        for payload in payloads {
            insert = insert
                .bind(game_id)
                .bind(payload)
                .bind(&self.sender.instance)
                .bind(&self.sender.run)
                .bind(now + self.sender.claim_secs())
                .bind(now);
        }
        let mut ids: Vec<i64> = insert
            .fetch_all(&mut **tx)
            .await?
            .into_iter()
            .map(|(id,)| id)
            .collect();
        // Ids are given in the order of the values; RETURNING may list them in any order.
        ids.sort_unstable();
        Ok(ids)
    }

    /// One look at game `game_id`'s line of announcements up to row `last` (held notes
    /// aside), in order: each row's id, whether this run may send it (it is this run's and its
    /// lease has not run out, as [`Store::sendable`] asks), its payload if it comes before
    /// `first` (the rows from `first` on are the caller's own, in memory), and whether any
    /// player of the game has closed DMs. What a sender of one action's announcements would
    /// otherwise ask row by row (its own rows before `first`, [`Store::sendable`],
    /// [`Store::closed_dms`]) in one statement.
    pub async fn line(&self, game_id: i64, first: i64, last: i64) -> Result<Line, StoreError> {
        let rows: Vec<(i64, Option<String>, i64, i64)> = sqlx::query_as(
            "SELECT id, CASE WHEN id < $1 THEN payload ELSE NULL END, \
                    CASE WHEN owner = $2 AND lease_until >= $3 THEN 1 ELSE 0 END, \
                    CASE WHEN EXISTS (SELECT 1 FROM closed_dms c WHERE c.game_id = $4) \
                         THEN 1 ELSE 0 END \
             FROM outbox WHERE game_id = $5 AND held_for IS NULL AND id <= $6 ORDER BY id",
        )
        .bind(first)
        .bind(&self.sender.run)
        .bind(now())
        .bind(game_id)
        .bind(game_id)
        .bind(last)
        .fetch_all(&self.pool)
        .await?;
        let closed_dms = match rows.first() {
            Some(row) => row.3 == 1,
            // No row left (all sent by someone else): nothing to send, and nothing known.
            None => true,
        };
        Ok(Line {
            rows: rows
                .into_iter()
                .map(|(id, payload, ours, _)| LineRow {
                    id,
                    payload,
                    ours: ours == 1,
                })
                .collect(),
            closed_dms,
        })
    }

    /// Whether row `id` is still this run's to send (see [`Store::sendable`]).
    pub async fn still_owned(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self.sendable(id).await? != Sendable::NotOurs)
    }

    /// Whether row `id` may be sent now by this run: it is still this run's, its lease not run
    /// out (a row whose lease ran out may be another process's by now, and is left to whoever
    /// claims it next, this run included), and no earlier announcement of its game is still
    /// waiting, whoever holds it (so a game's announcements go out in commit order whichever
    /// process sends them; notes held for a player whose DMs are closed do not count).
    pub async fn sendable(&self, id: i64) -> Result<Sendable, StoreError> {
        let row: Option<(i64, i64)> = sqlx::query_as(
            "SELECT CASE WHEN o.owner = $2 AND o.lease_until >= $3 THEN 1 ELSE 0 END, \
                    CASE WHEN EXISTS (SELECT 1 FROM outbox p WHERE p.game_id = o.game_id \
                         AND p.id < o.id AND p.held_for IS NULL) THEN 0 ELSE 1 END \
             FROM outbox o WHERE o.id = $1",
        )
        .bind(id)
        .bind(&self.sender.run)
        .bind(now())
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            None | Some((0, _)) => Sendable::NotOurs,
            Some((_, 0)) => Sendable::Behind,
            Some(_) => Sendable::Now,
        })
    }

    /// Claims up to `limit` rows that are due: this run's own whose claim lapsed (a retry), and
    /// any whose owner is gone (said goodbye, or its lease ran out). Held rows are not due. In
    /// id order.
    pub async fn claim_due(&self, limit: i64) -> Result<Vec<OutboxRow>, StoreError> {
        let now = now();
        let mut tx = self.writes.begin().await?;
        // PostgreSQL: rows another process is claiming at this moment are skipped, not waited
        // for. SQLite has one writer at a time, so a plain read inside the transaction is safe.
        let sql = match self.dialect {
            Dialect::Sqlite => concat!(
                "SELECT id, game_id, payload, attempts FROM outbox WHERE held_for IS NULL AND ",
                due_outbox_rows!(),
                " ORDER BY id LIMIT $3"
            ),
            Dialect::Postgres => concat!(
                "SELECT id, game_id, payload, attempts FROM outbox WHERE held_for IS NULL AND ",
                due_outbox_rows!(),
                " ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED"
            ),
        };
        let rows = sqlx::query_as::<_, OutboxRow>(sql)
            .bind(now)
            .bind(&self.sender.run)
            .bind(limit)
            .fetch_all(&mut *tx)
            .await?;
        for row in &rows {
            sqlx::query(
                "UPDATE outbox SET owner = $1, instance = $2, lease_until = $3, \
                 attempts = attempts + 1 WHERE id = $4",
            )
            .bind(&self.sender.run)
            .bind(&self.sender.instance)
            .bind(now + self.sender.claim_secs())
            .bind(row.id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().committing().await?;
        Ok(rows)
    }

    /// Deletes row `id` once sent. Returns whether it was still there (and so had not been
    /// sent by someone else).
    pub async fn sent(&self, id: i64) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM outbox WHERE id = $1")
            .bind(id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A send of row `id` failed for a passing reason: this run tries it again later (or
    /// whoever takes its work over, if it stops first), after a wait that doubles with each
    /// failure from [`RETRY_FIRST_SECS`] up to [`RETRY_CAP_SECS`], scattered by a random
    /// factor from ½ to 1 so that many rows refused at once are not retried at once.
    pub async fn retry_later(&self, id: i64) -> Result<(), StoreError> {
        let attempts: Option<(i64,)> = sqlx::query_as("SELECT attempts FROM outbox WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        let wait = backoff(attempts.map_or(0, |(a,)| a), crate::service::random_seed());
        self.retry_in(id, wait).await
    }

    /// Row `id` waits behind an earlier announcement of its game: tried again shortly.
    pub async fn retry_soon(&self, id: i64) -> Result<(), StoreError> {
        self.retry_in(id, BEHIND_SECS).await
    }

    async fn retry_in(&self, id: i64, secs: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET lease_until = $1 WHERE id = $2")
            .bind(now() + secs)
            .bind(id)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }

    /// Row `id` is a private note for `user`, whose DMs are closed: keep it until they next
    /// interact.
    pub async fn hold(&self, id: i64, user: i64) -> Result<(), StoreError> {
        hold_row(id, user)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }

    /// Keeps `payload` (a private note) for `user` in game `game_id` until they next interact,
    /// as a note for closed DMs is kept: news that could not be shown to them at once.
    pub async fn hold_new(&self, game_id: i64, user: i64, payload: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO outbox (game_id, payload, instance, owner, held_for, lease_until, \
             created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(game_id)
        .bind(payload)
        .bind(&self.sender.instance)
        .bind(HELD)
        .bind(user)
        .bind(i64::MAX)
        .bind(now())
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// Holds row `id` for `user` (as [`Store::hold`]) and, in the same transaction, queues
    /// `then` for game `game_id` (owned by this run, like an action's announcements): the
    /// channel's word that something waits for them is not lost if the bot stops in between.
    /// Returns the new row's id.
    pub async fn hold_and_queue(
        &self,
        id: i64,
        user: i64,
        game_id: i64,
        then: String,
    ) -> Result<i64, StoreError> {
        let mut tx = self.writes.begin().await?;
        hold_row(id, user).execute(&mut *tx).await?;
        let queued = self.queue(&mut tx, game_id, &[then]).await?;
        tx.commit().committing().await?;
        Ok(queued[0])
    }

    /// The notes held for `user` in games living in `channel_id` or in a thread under it, in
    /// order (a player may act on a threaded game from the channel it hangs from).
    pub async fn held_for(&self, user: i64, channel_id: i64) -> Result<Vec<OutboxRow>, StoreError> {
        Ok(sqlx::query_as::<_, OutboxRow>(
            "SELECT o.id, o.game_id, o.payload, o.attempts FROM outbox o \
             JOIN games g ON g.id = o.game_id \
             WHERE o.held_for = $1 AND (g.channel_id = $2 OR g.parent_channel_id = $3) \
             ORDER BY o.id",
        )
        .bind(user)
        .bind(channel_id)
        .bind(channel_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The notes held for `user` in game `game_id`, in order.
    pub async fn held_in_game(
        &self,
        user: i64,
        game_id: i64,
    ) -> Result<Vec<OutboxRow>, StoreError> {
        Ok(sqlx::query_as::<_, OutboxRow>(
            "SELECT id, game_id, payload, attempts FROM outbox \
             WHERE held_for = $1 AND game_id = $2 ORDER BY id",
        )
        .bind(user)
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Records that `user`'s DMs are closed in game `game_id`; returns whether this is new (so
    /// the channel should be told, once per game).
    pub async fn mark_closed_dms(&self, game_id: i64, user: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO closed_dms (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .bind(game_id)
        .bind(user)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The players of `game_id` whose DMs were found closed.
    pub async fn closed_dms(&self, game_id: i64) -> Result<Vec<i64>, StoreError> {
        let rows: Vec<(i64,)> =
            sqlx::query_as("SELECT user_id FROM closed_dms WHERE game_id = $1 ORDER BY user_id")
                .bind(game_id)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().map(|(u,)| u).collect())
    }

    /// Remembers the message posted for `purpose` in game `game_id` (replacing an older one).
    pub async fn remember_message(
        &self,
        game_id: i64,
        purpose: &str,
        channel_id: i64,
        message_id: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO posted_messages (game_id, purpose, channel_id, message_id) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, purpose) \
             DO UPDATE SET channel_id = excluded.channel_id, message_id = excluded.message_id",
        )
        .bind(game_id)
        .bind(purpose)
        .bind(channel_id)
        .bind(message_id)
        .execute(&self.writes)
        .committing()
        .await?;
        Ok(())
    }

    /// The `(channel, message)` posted for `purpose` in game `game_id`, if remembered.
    pub async fn posted_message(
        &self,
        game_id: i64,
        purpose: &str,
    ) -> Result<Option<(i64, i64)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT channel_id, message_id FROM posted_messages WHERE game_id = $1 AND purpose = $2",
        )
        .bind(game_id)
        .bind(purpose)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Forgets the message posted for `purpose` in game `game_id`.
    pub async fn forget_message(&self, game_id: i64, purpose: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM posted_messages WHERE game_id = $1 AND purpose = $2")
            .bind(game_id)
            .bind(purpose)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_doubles_with_jitter_up_to_the_cap() {
        for random in [0, 499, 999, 123_456_789] {
            let waits: Vec<i64> = (0..12).map(|a| backoff(a, random)).collect();
            assert!(waits.iter().all(|&w| (1..=300).contains(&w)), "{waits:?}");
            assert!(waits.windows(2).all(|w| w[1] >= w[0]), "{waits:?}");
            assert!(
                waits[11] >= 150,
                "capped at 300 s, at least half of it: {waits:?}"
            );
        }
        assert_eq!(backoff(0, 0), 1);
        assert_eq!(backoff(3, 999), 8);
        assert_eq!(backoff(3, 0), 4);
    }
}
