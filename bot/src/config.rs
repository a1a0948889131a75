//! Configuration from the environment (and a `.env` file, loaded by `main`).

use std::fmt;
use std::time::Duration;

/// The move time limit when `MOVE_TIME_LIMIT` is not set.
pub use crate::service::DEFAULT_MOVE_TIME_LIMIT;

/// The default database: a SQLite file in the working directory, created on first run.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://chessbot.db?mode=rwc";

/// Help text for `bot --help` and for a missing token.
pub const USAGE: &str = "\
Usage:
  bot                      run the Discord bot (needs DISCORD_TOKEN)
  bot local <variant> [--position TEXT] [--out DIR] [--seed N]
                           play in the terminal, no Discord needed
                           (variants: apocalypse, heaven-and-hell, battlefield, oracle,
                           it-is-what-it-is)

Environment (or a .env file):
  DISCORD_TOKEN     the bot token (required to run the bot)
  DATABASE_URL      sqlite://FILE (default sqlite://chessbot.db?mode=rwc) or
                    postgres://USER@HOST/DB
  GUILD_ID          register commands in this server only (instant); default: globally
  DISCORD_API_BASE  send Discord HTTP requests to this base URL instead (tests)
  MOVE_TIME_LIMIT   time per move before the opponent may /claim a win, e.g. 24h, 90m,
                    30s, 2d; default 24h
  RUST_LOG          log filter, default info";

/// Everything the bot reads from its environment.
#[derive(Clone)]
pub struct Config {
    /// The bot token.
    pub token: String,
    /// Where the games are stored.
    pub database_url: String,
    /// Another base URL for Discord's HTTP API (a fake Discord in tests), e.g.
    /// `http://127.0.0.1:3000`.
    pub api_base: Option<String>,
    /// Register commands in this server only (instant) instead of globally.
    pub guild_id: Option<u64>,
    /// How long a player has for each move before the opponent may claim a win on time
    /// (`MOVE_TIME_LIMIT`). Each game keeps the limit it started with.
    pub move_time_limit: Duration,
}

// Hand-written so the token never reaches a log.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &redacted(&self.database_url))
            .field("api_base", &self.api_base)
            .field("guild_id", &self.guild_id)
            .field("move_time_limit", &self.move_time_limit)
            .finish()
    }
}

/// `url` without its user and password, for logs (`postgres://bot:secret@db/chess` becomes
/// `postgres://…@db/chess`).
pub fn redacted(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => format!("{}…{}", &url[..scheme + 3], &url[at..]),
        _ => url.to_owned(),
    }
}

/// Why the configuration could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigError {
    /// `DISCORD_TOKEN` is not set.
    MissingToken,
    /// `GUILD_ID` is not a number.
    BadGuildId(String),
    /// `MOVE_TIME_LIMIT` is not a positive duration such as `24h`.
    BadMoveTimeLimit(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::MissingToken => write!(
                f,
                "DISCORD_TOKEN is not set.\n\
                 Set it in the environment or in a .env file (DISCORD_TOKEN=...) to run the bot;\n\
                 see README.md for creating the Discord application.\n\
                 To try a game without Discord, play locally instead:\n  \
                 cargo run -p bot -- local apocalypse\n\n{USAGE}"
            ),
            ConfigError::BadGuildId(v) => {
                write!(f, "GUILD_ID must be a server id (a number), not `{v}`.")
            }
            ConfigError::BadMoveTimeLimit(v) => write!(
                f,
                "MOVE_TIME_LIMIT must be a positive duration such as 24h, 90m, 30s or 2d, \
                 not `{v}`."
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|key| std::env::var(key).ok())
    }

    /// Reads the configuration through `get` (testable without touching the environment).
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let non_empty = |key: &str| {
            get(key)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let token = non_empty("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let guild_id = match non_empty("GUILD_ID") {
            Some(v) => Some(v.parse().map_err(|_| ConfigError::BadGuildId(v))?),
            None => None,
        };
        let move_time_limit = match non_empty("MOVE_TIME_LIMIT") {
            Some(v) => parse_duration(&v).ok_or(ConfigError::BadMoveTimeLimit(v))?,
            None => DEFAULT_MOVE_TIME_LIMIT,
        };
        Ok(Config {
            token,
            move_time_limit,
            database_url: non_empty("DATABASE_URL")
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            api_base: non_empty("DISCORD_API_BASE").map(|v| v.trim_end_matches('/').to_owned()),
            guild_id,
        })
    }
}

/// Reads a duration written as a whole number and a unit: `30s`, `90m`, `24h`, `2d` (a bare
/// number is seconds). `None` for anything else, and for zero (a zero limit would let any move
/// be claimed at once).
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().ok()?;
    let scale = match unit.trim() {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3_600,
        "d" => 86_400,
        _ => return None,
    };
    let secs = n
        .checked_mul(scale)
        .filter(|&s| s > 0 && s <= i64::MAX as u64)?;
    Some(Duration::from_secs(secs))
}

/// Logs to stderr, filtered by `RUST_LOG` (default `info`, with serenity's chatter at `warn`).
pub fn init_logging() {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,serenity=warn,sqlx=warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colours only on a terminal, and never when NO_COLOR is set.
        .with_ansi(std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none())
        .try_init();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn token_is_required_and_the_message_says_how_to_play_locally() {
        let err = config(&[]).unwrap_err();
        assert_eq!(err, ConfigError::MissingToken);
        let text = err.to_string();
        assert!(text.contains("DISCORD_TOKEN"));
        assert!(text.contains("cargo run -p bot -- local apocalypse"));
    }

    #[test]
    fn defaults_and_overrides() {
        let c = config(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(
            redacted("postgres://bot:secret@db:5432/chess"),
            "postgres://…@db:5432/chess"
        );
        assert_eq!(redacted(DEFAULT_DATABASE_URL), DEFAULT_DATABASE_URL);
        assert_eq!(c.api_base, None);
        assert_eq!(c.guild_id, None);
        assert_eq!(c.move_time_limit, Duration::from_secs(24 * 3600));
        let c = config(&[
            ("DISCORD_TOKEN", "abc"),
            ("DATABASE_URL", "sqlite://x.db"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9/"),
            ("GUILD_ID", "42"),
            ("MOVE_TIME_LIMIT", "90m"),
        ])
        .unwrap();
        assert_eq!(c.database_url, "sqlite://x.db");
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(c.guild_id, Some(42));
        assert_eq!(c.move_time_limit, Duration::from_secs(90 * 60));
        assert!(
            !format!("{c:?}").contains("abc"),
            "token must not be printed"
        );
    }

    #[test]
    fn bad_guild_id_is_refused() {
        assert!(matches!(
            config(&[("DISCORD_TOKEN", "abc"), ("GUILD_ID", "x")]),
            Err(ConfigError::BadGuildId(_))
        ));
    }

    #[test]
    fn move_time_limits_parse_and_nonsense_is_refused() {
        assert_eq!(parse_duration("30s"), Some(Duration::from_secs(30)));
        assert_eq!(parse_duration("45"), Some(Duration::from_secs(45)));
        assert_eq!(parse_duration("90m"), Some(Duration::from_secs(5_400)));
        assert_eq!(parse_duration("24h"), Some(Duration::from_secs(86_400)));
        assert_eq!(parse_duration(" 2d "), Some(Duration::from_secs(172_800)));
        for bad in [
            "",
            "0h",
            "h",
            "1.5h",
            "-1h",
            "10w",
            "1h30m",
            "99999999999999999999d",
        ] {
            assert_eq!(parse_duration(bad), None, "{bad:?}");
        }
        assert_eq!(
            config(&[("DISCORD_TOKEN", "abc"), ("MOVE_TIME_LIMIT", "soon")]).unwrap_err(),
            ConfigError::BadMoveTimeLimit("soon".into())
        );
    }
}
