//! Reading the bot's SQLite file from the test, read-only, to check what was (not) stored.

use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection, SqlitePool, SqlitePoolOptions};
use sqlx::Connection;
use sqlx::Row;
use std::collections::BTreeMap;
use std::path::Path;
use std::str::FromStr;

/// A read-only view of the bot's database.
#[derive(Debug, Clone)]
pub struct Db {
    pool: SqlitePool,
}

/// Every row of every table (as SQL-quoted text), for before/after comparisons.
pub type Snapshot = BTreeMap<String, Vec<String>>;

impl Db {
    /// Opens the bot's database file read-only.
    pub async fn open(path: &Path) -> Db {
        let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
            .expect("sqlite url")
            .read_only(true);
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options)
            .await
            .expect("open the bot's database read-only");
        Db { pool }
    }

    /// Waits (at most 60 s) until the bot has sent every queued announcement: the outbox holds
    /// only notes waiting for players whose DMs are closed. Sending is the tail of an action, so
    /// a snapshot compares the database at rest. A send cut short by a kill is retried with a
    /// backoff that doubles from 1 s (issue 34), so after a few kills in a row a row may wait
    /// more than 20 s: the wait allows for that.
    pub async fn settled(&self) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        loop {
            let pending: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE held_for IS NULL")
                    .fetch_one(&self.pool)
                    .await
                    .expect("count the outbox");
            if pending == 0 {
                return;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the bot left {pending} announcements unsent for 60 s"
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }

    /// Every row of every table except sqlx's bookkeeping, the processes' heartbeats (`runs`,
    /// renewed every second or so) and the Discord languages last seen (`user_locales`,
    /// `guild_locales`, noted on any interaction: what Discord said, not what anyone chose), in
    /// rowid order, once the bot has sent what it queued ([`Db::settled`]).
    pub async fn snapshot(&self) -> Snapshot {
        self.settled().await;
        let tables: Vec<String> = sqlx::query(
            "SELECT name FROM sqlite_master WHERE type = 'table' \
             AND name NOT LIKE 'sqlite_%' \
             AND name NOT IN ('_sqlx_migrations', 'runs', 'user_locales', 'guild_locales') \
             ORDER BY name",
        )
        .fetch_all(&self.pool)
        .await
        .expect("list tables")
        .into_iter()
        .map(|r| r.get::<String, _>(0))
        .collect();
        let mut out = Snapshot::new();
        for table in tables {
            let columns: Vec<String> =
                sqlx::query("SELECT name FROM pragma_table_info(?) ORDER BY cid")
                    .bind(&table)
                    .fetch_all(&self.pool)
                    .await
                    .expect("list columns")
                    .into_iter()
                    .map(|r| r.get::<String, _>(0))
                    .collect();
            let expr = columns
                .iter()
                .map(|c| format!("quote(\"{c}\")"))
                .collect::<Vec<_>>()
                .join(" || '|' || ");
            let sql = format!("SELECT {expr} FROM \"{table}\" ORDER BY rowid");
            let rows: Vec<String> = sqlx::query(&sql)
                .fetch_all(&self.pool)
                .await
                .expect("read table")
                .into_iter()
                .map(|r| r.get::<String, _>(0))
                .collect();
            out.insert(table, rows);
        }
        out
    }

    /// `(status, result, version)` of a game.
    pub async fn game(&self, id: i64) -> (String, Option<String>, i64) {
        let row = sqlx::query("SELECT status, result, version FROM games WHERE id = ?")
            .bind(id)
            .fetch_one(&self.pool)
            .await
            .expect("game row");
        (row.get(0), row.get(1), row.get(2))
    }

    /// The bot run that has claimed the computer's turn in the game, if one has.
    pub async fn computer_owner(&self, id: i64) -> Option<String> {
        sqlx::query("SELECT computer_owner FROM games WHERE id = ?")
            .bind(id)
            .fetch_one(&self.pool)
            .await
            .expect("game row")
            .get(0)
    }

    /// The game's move time limit, in seconds.
    pub async fn move_time_limit(&self, id: i64) -> i64 {
        sqlx::query("SELECT move_time_limit_secs FROM games WHERE id = ?")
            .bind(id)
            .fetch_one(&self.pool)
            .await
            .expect("game row")
            .get(0)
    }

    /// The game's serialized state (may hold a pending secret).
    pub async fn state(&self, id: i64) -> String {
        sqlx::query("SELECT state FROM games WHERE id = ?")
            .bind(id)
            .fetch_one(&self.pool)
            .await
            .expect("game state")
            .get(0)
    }

    /// The notations of the game's logged actions, in order.
    pub async fn actions(&self, id: i64) -> Vec<String> {
        sqlx::query("SELECT notation FROM actions WHERE game_id = ? ORDER BY seq")
            .bind(id)
            .fetch_all(&self.pool)
            .await
            .expect("actions")
            .into_iter()
            .map(|r| r.get::<String, _>(0))
            .collect()
    }

    /// `(side, notation)` of the game's logged actions, in order.
    pub async fn logged(&self, id: i64) -> Vec<(String, String)> {
        sqlx::query("SELECT side, notation FROM actions WHERE game_id = ? ORDER BY seq")
            .bind(id)
            .fetch_all(&self.pool)
            .await
            .expect("actions")
            .into_iter()
            .map(|r| (r.get::<String, _>(0), r.get::<String, _>(1)))
            .collect()
    }

    /// The one number `sql` (a `SELECT COUNT(*) …`) answers.
    pub async fn count(&self, sql: &str) -> i64 {
        sqlx::query(sql)
            .fetch_one(&self.pool)
            .await
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
            .get(0)
    }

    /// `(id, status)` of every game, in id order.
    pub async fn games(&self) -> Vec<(i64, String)> {
        sqlx::query("SELECT id, status FROM games ORDER BY id")
            .fetch_all(&self.pool)
            .await
            .expect("games")
            .into_iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect()
    }
}

/// The database's write lock, held by the test (`BEGIN IMMEDIATE`) until dropped or released:
/// bot writers wait (their busy timeout) while readers go on, which lines up racing commits.
#[derive(Debug)]
pub struct WriteLock {
    conn: Option<SqliteConnection>,
}

impl WriteLock {
    /// Takes the write lock of the database file at `path`.
    pub async fn take(path: &Path) -> WriteLock {
        let options = SqliteConnectOptions::from_str(&format!("sqlite://{}", path.display()))
            .expect("sqlite url");
        let mut conn = SqliteConnection::connect_with(&options)
            .await
            .expect("open the bot's database");
        sqlx::query("BEGIN IMMEDIATE")
            .execute(&mut conn)
            .await
            .expect("take the write lock");
        WriteLock { conn: Some(conn) }
    }

    /// Releases the lock without writing anything.
    pub async fn release(mut self) {
        if let Some(mut conn) = self.conn.take() {
            sqlx::query("ROLLBACK")
                .execute(&mut conn)
                .await
                .expect("release the write lock");
            conn.close().await.expect("close");
        }
    }
}
