//! What the operator's endpoints read from the store: whether the database answers (`/readyz`)
//! and the figures `/metrics` reports at each scrape (games in progress, the outbox, the pools).

use super::{Dialect, Store, StoreError};

/// One connection pool's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PoolFigures {
    /// `read` or `write`.
    pub name: &'static str,
    /// Connections open.
    pub size: u32,
    /// Of them, idle.
    pub idle: usize,
    /// The most it may open.
    pub max: u32,
    /// How long taking a connection from it took just now, in seconds: about 0 unless every
    /// connection is busy and the pool is at its maximum, when queries wait as long.
    pub acquire_secs: f64,
}

/// The store's figures at one moment, for `/metrics`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figures {
    /// Games in progress, by variant id.
    pub games_in_progress: Vec<(String, i64)>,
    /// Announcements waiting to be sent (not those held for a player whose DMs are closed:
    /// they wait for that player, not for Discord).
    pub outbox_depth: i64,
    /// Age in seconds of the oldest of them (0 when there are none).
    pub outbox_oldest_age: i64,
    /// The read and the write pool.
    pub pools: [PoolFigures; 2],
}

impl Store {
    /// Whether the database answers: a trivial read, and whether a write could start (on
    /// SQLite, readers never wait for a writer, so only taking the write lock tells whether
    /// the file is locked by someone else).
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        match self.dialect {
            Dialect::Postgres => {
                sqlx::query("SELECT 1").execute(&self.writes).await?;
            }
            Dialect::Sqlite => {
                // In a task of its own: a caller that stops waiting (a timeout) must never
                // leave the transaction open on a pooled connection.
                let writes = self.writes.clone();
                let probe = tokio::spawn(async move {
                    // A transaction object: one left unfinished rolls back when dropped, never
                    // going back to the pool open.
                    let tx = writes.begin_with("BEGIN IMMEDIATE").await?;
                    tx.rollback().await?;
                    Ok::<(), sqlx::Error>(())
                });
                probe
                    .await
                    .map_err(|_| StoreError::Db(sqlx::Error::WorkerCrashed))??;
            }
        }
        Ok(())
    }

    /// The figures `/metrics` reports (three small queries).
    pub async fn figures(&self) -> Result<Figures, StoreError> {
        let games_in_progress: Vec<(String, i64)> = sqlx::query_as(
            "SELECT variant, COUNT(*) FROM games WHERE status = 'active' GROUP BY variant",
        )
        .fetch_all(&self.pool)
        .await?;
        let (outbox_depth, oldest): (i64, Option<i64>) =
            sqlx::query_as("SELECT COUNT(*), MIN(created_at) FROM outbox WHERE held_for IS NULL")
                .fetch_one(&self.pool)
                .await?;
        let now = super::outbox::now();
        Ok(Figures {
            games_in_progress,
            outbox_depth,
            outbox_oldest_age: oldest.map_or(0, |t| (now - t).max(0)),
            pools: [
                pool_figures("read", &self.pool).await?,
                pool_figures("write", &self.writes).await?,
            ],
        })
    }
}

/// `pool`'s figures, timing how long it takes to hand out a connection now (the connection goes
/// straight back).
async fn pool_figures(name: &'static str, pool: &sqlx::AnyPool) -> Result<PoolFigures, StoreError> {
    let (size, idle) = (pool.size(), pool.num_idle());
    let started = std::time::Instant::now();
    // Bounded, so an exhausted pool shows as a long wait rather than stopping every figure
    // (the caller gives them all 2 s).
    let probe = tokio::time::timeout(std::time::Duration::from_millis(1_500), pool.acquire());
    if let Ok(connection) = probe.await {
        drop(connection?);
    }
    Ok(PoolFigures {
        name,
        size,
        idle,
        max: pool.options().get_max_connections(),
        acquire_secs: started.elapsed().as_secs_f64(),
    })
}
