//! The real bot binary as a child process, pointed at a fake Discord, with its logs captured.

use fake_discord::FakeDiscord;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The token the bot is started with; it must never appear in a log line.
pub const TOKEN: &str = "fake-token-e2e-Zm9vYmFy.c2VjcmV0";

/// When a started bot counts as ready.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ready {
    /// Connected and its commands registered (a process running shard 0).
    Registered,
    /// Its gateway session for shard `.0` of `.1` is identified.
    Shard(u64, u64),
}

/// A running bot process. Killed (SIGKILL) on drop; its log lines are printed when the test
/// panics, to explain the failure.
#[derive(Debug)]
pub struct BotProcess {
    child: Option<Child>,
    logs: Arc<Mutex<Vec<String>>>,
    /// The threads reading its stdout and stderr into `logs` (done at the pipes' end).
    readers: Vec<std::thread::JoinHandle<()>>,
}

fn strip_ansi(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // Skip "ESC [ ... letter".
            if chars.peek() == Some(&'[') {
                chars.next();
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            continue;
        }
        out.push(c);
    }
    out
}

impl BotProcess {
    /// Starts `bot` in `workdir` (so no stray `.env` is read) on `database_url` against
    /// `fake`, and waits until it has connected to the gateway and registered its commands.
    pub async fn spawn(fake: &FakeDiscord, workdir: &Path, database_url: &str) -> BotProcess {
        BotProcess::spawn_with(fake, workdir, database_url, &[], Ready::Registered).await
    }

    /// [`BotProcess::spawn`] with more environment (`SHARDS`, `WORK_LEASE`, ...), waiting until
    /// `ready`.
    pub async fn spawn_with(
        fake: &FakeDiscord,
        workdir: &Path,
        database_url: &str,
        env: &[(&str, &str)],
        ready: Ready,
    ) -> BotProcess {
        let registrations = fake.registrations();
        let bin = PathBuf::from(env!("CARGO_BIN_EXE_bot"));
        let mut command = Command::new(&bin);
        command
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", database_url)
            .env("DISCORD_API_BASE", fake.http_base())
            .env("GUILD_ID", fake_discord::GUILD_ID.to_string())
            .env("RUST_LOG", "info")
            .env("NO_COLOR", "1")
            // Tests act much faster than people; the rate limit has its own test.
            .env("COMMANDS_PER_MINUTE", "1000000")
            // A killed bot's work passes to the next process once its lease has run out: after
            // 3 s here (the shortest the bot takes), rather than the default minute.
            .env("WORK_LEASE", "3s");
        for (key, value) in env {
            command.env(key, value);
        }
        let mut child = command
            .current_dir(workdir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", bin.display()));
        let logs = Arc::new(Mutex::new(Vec::new()));
        let echo = std::env::var_os("E2E_ECHO").is_some();
        let mut readers = Vec::new();
        for stream in [
            Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
            Box::new(child.stderr.take().unwrap()),
        ] {
            let logs = Arc::clone(&logs);
            readers.push(std::thread::spawn(move || {
                for line in BufReader::new(stream).lines().map_while(Result::ok) {
                    let line = strip_ansi(&line);
                    if echo {
                        eprintln!("[bot] {line}");
                    }
                    logs.lock().unwrap().push(line);
                }
            }));
        }
        let mut bot = BotProcess {
            child: Some(child),
            logs,
            readers,
        };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let done = match ready {
                Ready::Registered => fake.connected() && fake.registrations() > registrations,
                Ready::Shard(id, total) => fake.shard_sessions().contains(&(id, total)),
            };
            if done {
                break;
            }
            if let Some(status) = bot.child.as_mut().unwrap().try_wait().unwrap() {
                panic!(
                    "the bot exited ({status}) before it was ready; logs:\n{}",
                    bot.logs().join("\n")
                );
            }
            if Instant::now() > deadline {
                panic!(
                    "the bot was not ready ({ready:?}) within 30 s\n{}\nlogs:\n{}",
                    fake.dump(),
                    bot.logs().join("\n")
                );
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        bot
    }

    /// Every log line so far (stdout and stderr, ANSI colours removed).
    pub fn logs(&self) -> Vec<String> {
        self.logs.lock().unwrap().clone()
    }

    /// How many log lines so far (a mark for `logs_since`).
    pub fn log_mark(&self) -> usize {
        self.logs.lock().unwrap().len()
    }

    /// Sends SIGTERM (a clean shutdown, as a deploy does) without waiting.
    pub fn terminate(&self) {
        if let Some(child) = &self.child {
            let status = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status()
                .expect("run kill");
            assert!(status.success(), "kill -TERM failed");
        }
    }

    /// Waits (at most `within`) for the process to exit on its own; its status if it did.
    pub async fn wait_exit(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + within;
        loop {
            let child = self.child.as_mut()?;
            if let Some(status) = child.try_wait().unwrap() {
                self.child = None;
                // The readers reach the pipes' end just after the exit: wait for them, so the
                // process's last lines (its goodbye) are in `logs` when the caller reads them.
                let until = Instant::now() + Duration::from_secs(5);
                while self.readers.iter().any(|r| !r.is_finished()) && Instant::now() < until {
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                return Some(status);
            }
            if Instant::now() > deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// SIGKILLs the process (no clean shutdown) and waits for it to be gone.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let logs = self.logs();
            let start = logs.len().saturating_sub(80);
            eprintln!("---- bot logs (last {}) ----", logs.len() - start);
            for line in &logs[start..] {
                eprintln!("{line}");
            }
        }
    }
}

/// A `sqlite://` URL for a fresh database file in `dir`.
pub fn database_url(dir: &Path) -> String {
    format!("sqlite://{}?mode=rwc", dir.join("games.sqlite").display())
}
