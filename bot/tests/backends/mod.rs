//! The databases the store and service suites run against: a fresh SQLite file always, and a
//! fresh PostgreSQL schema when `TEST_POSTGRES_URL` names a server (CI sets it). Each test gets
//! its own database, removed when the test ends.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The variable naming the PostgreSQL server the tests may use.
pub const POSTGRES_ENV: &str = "TEST_POSTGRES_URL";

/// One test's database.
#[derive(Debug)]
pub struct TestDb {
    /// The `DATABASE_URL` to open it with.
    pub url: String,
    /// Keeps a SQLite file alive.
    _dir: Option<tempfile::TempDir>,
    /// For PostgreSQL: the server's URL and the schema to drop at the end.
    schema: Option<(String, String)>,
}

impl TestDb {
    /// A fresh SQLite file.
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("temp dir");
        let url = format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("games.db").display()
        );
        TestDb {
            url,
            _dir: Some(dir),
            schema: None,
        }
    }

    /// A fresh schema on the PostgreSQL server of `TEST_POSTGRES_URL`, or `None` (said once per
    /// `cargo test` run, however many test binaries skip) when the variable is not set.
    pub async fn postgres() -> Option<TestDb> {
        let Ok(server) = std::env::var(POSTGRES_ENV) else {
            static SAID: AtomicBool = AtomicBool::new(false);
            if !SAID.swap(true, Ordering::SeqCst) && first_to_say_it() {
                // Straight to stderr: the test harness would swallow a println.
                let _ = writeln!(
                    std::io::stderr(),
                    "skipping the PostgreSQL runs of these tests: set {POSTGRES_ENV}=postgres://\
                     postgres@127.0.0.1:5432/test to run them"
                );
            }
            return None;
        };
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let schema = format!(
            "t{}_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.subsec_nanos())
                .unwrap_or_default()
        );
        run(&server, &format!("CREATE SCHEMA {schema}")).await;
        let join = if server.contains('?') { '&' } else { '?' };
        Some(TestDb {
            url: format!("{server}{join}options[search_path]={schema}"),
            _dir: None,
            schema: Some((server, schema)),
        })
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let Some((server, schema)) = self.schema.take() else {
            return;
        };
        // Dropping happens outside any runtime's async context: clean up on a thread of its own.
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("runtime");
            runtime.block_on(run(
                &server,
                &format!("DROP SCHEMA IF EXISTS {schema} CASCADE"),
            ));
        })
        .join();
    }
}

async fn run(server: &str, sql: &str) {
    use sqlx::Connection;
    let mut conn = sqlx::PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| panic!("cannot reach PostgreSQL at {POSTGRES_ENV}: {e}"));
    sqlx::query(sql)
        .execute(&mut conn)
        .await
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    let _ = conn.close().await;
}

/// Runs each listed `async fn name(db: &str)` twice, as `name::sqlite` and `name::postgres`
/// (the latter skipped without `TEST_POSTGRES_URL`).
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    let db = $crate::backends::TestDb::sqlite();
                    super::$name(&db.url).await;
                }

                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    let Some(db) = $crate::backends::TestDb::postgres().await else {
                        return;
                    };
                    super::$name(&db.url).await;
                }
            }
        )*
    };
}

/// Whether this test binary is the first of its `cargo test` run to say that PostgreSQL is
/// skipped: the binaries of one run share a parent process (cargo), and the first to create a
/// marker file named after it (its id and, where Linux tells it, its start time, so a reused
/// process id is not mistaken for it) says it.
fn first_to_say_it() -> bool {
    #[cfg(unix)]
    {
        let parent = std::os::unix::process::parent_id();
        let started = std::fs::read_to_string(format!("/proc/{parent}/stat"))
            .ok()
            .and_then(|stat| {
                let after_name = &stat[stat.rfind(')')? + 2..];
                after_name.split_whitespace().nth(19).map(str::to_owned)
            })
            .unwrap_or_default();
        let marker =
            std::env::temp_dir().join(format!("chess-variants-bot-no-postgres-{parent}-{started}"));
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(marker)
            .is_ok()
    }
    #[cfg(not(unix))]
    {
        true
    }
}
