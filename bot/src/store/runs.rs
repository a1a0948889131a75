//! The runs of the bot that are alive, so that work changes hands only when its owner is gone.
//!
//! Every start of the bot is a run ([`Sender::run`](super::Sender)): its instance name (the shard
//! range) and a random id. A run says it is alive ([`Store::start_run`], then
//! [`Store::heartbeat`] every third of `WORK_LEASE`) and, when it stops cleanly with nothing
//! left in flight, says goodbye ([`Store::goodbye`]). The outbox and the computer's turns hand a
//! run's claims to another process only once the run is gone: it said goodbye, or it has not
//! renewed its lease for `WORK_LEASE` (it was killed, or lost its database). The instance name
//! alone hands nothing over, so a new deploy of the same shards that overlaps the old process
//! never sends what the old one is still sending.

use super::deadline::Commits;
use super::{Store, StoreError};

/// A run that has not been heard of for this long (seconds) is forgotten when another starts.
const FORGET_SECS: i64 = 86_400;

impl Store {
    /// Records this run as alive from `now` for the lease, and forgets runs gone for a day.
    pub async fn start_run(&self, now: i64) -> Result<(), StoreError> {
        let mut tx = self.writes.begin().await?;
        sqlx::query("DELETE FROM runs WHERE alive_until < $1")
            .bind(now - FORGET_SECS)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO runs (run, instance, started_at, alive_until) VALUES ($1, $2, $3, $4)",
        )
        .bind(&self.sender.run)
        .bind(&self.sender.instance)
        .bind(now)
        .bind(now + self.sender.lease_secs)
        .execute(&mut *tx)
        .await?;
        tx.commit().committing().await?;
        Ok(())
    }

    /// Renews this run's lease from `now` (recording the run again if its row is gone, e.g.
    /// after it was presumed dead while its database was away: what others took over stays
    /// theirs).
    pub async fn heartbeat(&self, now: i64) -> Result<(), StoreError> {
        let renewed = sqlx::query("UPDATE runs SET alive_until = $1 WHERE run = $2")
            .bind(now + self.sender.lease_secs)
            .bind(&self.sender.run)
            .execute(&self.writes)
            .committing()
            .await?;
        if renewed.rows_affected() == 0 {
            self.start_run(now).await?;
        }
        Ok(())
    }

    /// This run stops cleanly, with nothing in flight: its row goes, and with it what it still
    /// owns (announcements waiting for a retry, computer turns it claimed) passes to the next
    /// process at once (the claims take another run's work as soon as that run is gone).
    pub async fn goodbye(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM runs WHERE run = $1")
            .bind(&self.sender.run)
            .execute(&self.writes)
            .committing()
            .await?;
        Ok(())
    }
}
