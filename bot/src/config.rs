//! Configuration from the environment (and a `.env` file, loaded by `main`).

use std::fmt;
use std::time::Duration;

/// The move time limit when `MOVE_TIME_LIMIT` is not set.
pub use crate::service::DEFAULT_MOVE_TIME_LIMIT;

/// Commands a user may use a minute when `COMMANDS_PER_MINUTE` is not set.
pub const DEFAULT_COMMANDS_PER_MINUTE: u32 = 30;

/// How long a process owns background work when `WORK_LEASE` is not set.
pub const DEFAULT_WORK_LEASE: Duration = Duration::from_secs(60);

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
  bot local <variant> --replay FILE [--out DIR]
                           replay a game record from /export, drawing every position

Environment (or a .env file):
  DISCORD_TOKEN     the bot token (required to run the bot)
  DATABASE_URL      sqlite://FILE (default sqlite://chessbot.db?mode=rwc) or
                    postgres://USER@HOST/DB
  GUILD_ID          register commands in this server only (instant); default: globally
  DISCORD_API_BASE  send Discord HTTP requests to this base URL instead (tests)
  MOVE_TIME_LIMIT   time per move before the opponent may /claim a win, e.g. 24h, 90m,
                    30s, 2d; default 24h
  SHARD_COUNT       shards in all (default: Discord's recommendation, all run here)
  SHARDS            the shards this process runs, e.g. 0-3 or 4 (needs SHARD_COUNT)
  WORK_LEASE        how long a process owns background work before another may take
                    it over, e.g. 60s (default 60s)
  COMMANDS_PER_MINUTE
                    commands and button clicks one user may use a minute, in bursts of
                    10 (default 30)
  COMPUTER_ITERATIONS
                    cap the computer's search at this many iterations a move (default:
                    each level's budget; for small machines and tests)
  COMPUTER_DELAY    how long the computer waits before answering a move in a turn-based
                    variant, e.g. 2s (default 0)
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
    /// The shards this process runs (`SHARDS` of `SHARD_COUNT`); `None`: Discord's
    /// recommended count, all in this process.
    pub shards: Option<ShardRange>,
    /// How long this process owns background work it claimed (`WORK_LEASE`) before another
    /// process may take it over.
    pub work_lease: Duration,
    /// How many commands and clicks one user may use a minute (`COMMANDS_PER_MINUTE`).
    pub commands_per_minute: u32,
    /// At most this many search iterations for each computer move (`COMPUTER_ITERATIONS`;
    /// `None`: each level's own budget).
    pub computer_iterations: Option<u32>,
    /// How long the computer waits before it starts thinking about a move (`COMPUTER_DELAY`).
    pub computer_delay: Duration,
}

/// A contiguous range of shards, `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard this process runs.
    pub first: u32,
    /// The last shard this process runs (inclusive).
    pub last: u32,
    /// How many shards the bot runs in all, across processes.
    pub total: u32,
}

impl ShardRange {
    /// Reads `SHARDS` (`0-3` or `4`) of `SHARD_COUNT` (`8`). A count alone means all its shards.
    pub fn parse(shards: Option<&str>, count: Option<&str>) -> Result<Option<ShardRange>, String> {
        let total: u32 = match count {
            None if shards.is_none() => return Ok(None),
            None => return Err("SHARDS needs SHARD_COUNT (the shards in all)".into()),
            Some(c) => c
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("SHARD_COUNT must be a positive number, not `{c}`"))?,
        };
        let (first, last) = match shards {
            None => (0, total - 1),
            Some(text) => {
                let number = |s: &str| {
                    s.trim()
                        .parse::<u32>()
                        .map_err(|_| format!("SHARDS must look like 0-3 or 4, not `{text}`"))
                };
                match text.split_once('-') {
                    Some((a, b)) => (number(a)?, number(b)?),
                    None => {
                        let n = number(text)?;
                        (n, n)
                    }
                }
            }
        };
        if first > last || last >= total {
            return Err(format!(
                "SHARDS {first}-{last} is not a range within the {total} shards of SHARD_COUNT"
            ));
        }
        Ok(Some(ShardRange { first, last, total }))
    }

    /// Whether this process runs shard 0, which receives DMs and registers the commands.
    pub fn has_shard_zero(self) -> bool {
        self.first == 0
    }

    /// The name under which this process owns background work: the same for every restart of
    /// the process running these shards, so a restart takes over what its predecessor left.
    pub fn instance(self) -> String {
        format!("shards-{}-{}-of-{}", self.first, self.last, self.total)
    }
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
            .field("shards", &self.shards)
            .field("work_lease", &self.work_lease)
            .field("commands_per_minute", &self.commands_per_minute)
            .field("computer_iterations", &self.computer_iterations)
            .field("computer_delay", &self.computer_delay)
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
    /// `SHARDS` / `SHARD_COUNT` do not describe a range of shards (the reason).
    BadShards(String),
    /// `WORK_LEASE` is not a positive duration.
    BadWorkLease(String),
    /// `COMMANDS_PER_MINUTE` is not a positive number.
    BadRateLimit(String),
    /// `COMPUTER_ITERATIONS` is not a positive number.
    BadComputerIterations(String),
    /// `COMPUTER_DELAY` is not a duration.
    BadComputerDelay(String),
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
            ConfigError::BadShards(why) => write!(f, "{why}."),
            ConfigError::BadRateLimit(v) => write!(
                f,
                "COMMANDS_PER_MINUTE must be a positive whole number, not `{v}`."
            ),
            ConfigError::BadComputerIterations(v) => write!(
                f,
                "COMPUTER_ITERATIONS must be a positive whole number, not `{v}`."
            ),
            ConfigError::BadComputerDelay(v) => {
                write!(
                    f,
                    "COMPUTER_DELAY must be a duration such as 2s, not `{v}`."
                )
            }
            ConfigError::BadWorkLease(v) => write!(
                f,
                "WORK_LEASE must be a positive duration such as 60s or 2m, not `{v}`."
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
        let shards = ShardRange::parse(
            non_empty("SHARDS").as_deref(),
            non_empty("SHARD_COUNT").as_deref(),
        )
        .map_err(ConfigError::BadShards)?;
        let work_lease = match non_empty("WORK_LEASE") {
            Some(v) => parse_duration(&v).ok_or(ConfigError::BadWorkLease(v))?,
            None => DEFAULT_WORK_LEASE,
        };
        let commands_per_minute = match non_empty("COMMANDS_PER_MINUTE") {
            Some(v) => v
                .parse()
                .ok()
                .filter(|&n: &u32| n > 0)
                .ok_or(ConfigError::BadRateLimit(v))?,
            None => DEFAULT_COMMANDS_PER_MINUTE,
        };
        let computer_iterations = match non_empty("COMPUTER_ITERATIONS") {
            Some(v) => Some(
                v.parse()
                    .ok()
                    .filter(|&n: &u32| n > 0)
                    .ok_or(ConfigError::BadComputerIterations(v))?,
            ),
            None => None,
        };
        let computer_delay = match non_empty("COMPUTER_DELAY") {
            Some(v) if v.trim() == "0" || v.trim() == "0s" => Duration::ZERO,
            Some(v) => parse_duration(&v).ok_or(ConfigError::BadComputerDelay(v))?,
            None => Duration::ZERO,
        };
        Ok(Config {
            token,
            move_time_limit,
            shards,
            work_lease,
            commands_per_minute,
            computer_iterations,
            computer_delay,
            database_url: non_empty("DATABASE_URL")
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            api_base: non_empty("DISCORD_API_BASE").map(|v| v.trim_end_matches('/').to_owned()),
            guild_id,
        })
    }
}

/// Longest duration setting read (`MOVE_TIME_LIMIT="2days 12h"` needs a dozen).
const MAX_DURATION_TEXT: usize = 64;

/// Longest duration read, in seconds (about 316 years): every accepted duration is also
/// accepted as its bare number of seconds (at most 10 digits).
const MAX_DURATION_SECS: u64 = 9_999_999_999;

/// Reads a duration such as `30s`, `90m`, `24h`, `2d` or `1h 30m` (humantime's format; a bare
/// number is seconds), in whole seconds. `None` for anything else, and for zero (a zero limit
/// would let any move be claimed at once).
pub fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim();
    // humantime 2.4 panics (instead of refusing) when a sum of terms lands exactly on
    // `u64::MAX` seconds with a carry from the fractions; found by fuzzing (`config`). No real
    // setting is long or huge: within 64 characters and 10 digits per number, every sum stays
    // far below that (at most five terms of 9,999,999,999 years, about 1.6e18 seconds).
    if text.len() > MAX_DURATION_TEXT
        || text
            .split(|c: char| !c.is_ascii_digit())
            .any(|digits| digits.len() > 10)
    {
        return None;
    }
    let parsed = match text.parse::<u64>() {
        Ok(secs) => Duration::from_secs(secs),
        Err(_) => humantime::parse_duration(text).ok()?,
    };
    let secs = parsed.as_secs();
    (secs > 0 && secs <= MAX_DURATION_SECS).then(|| Duration::from_secs(secs))
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
        assert_eq!(parse_duration("1h 30m"), Some(Duration::from_secs(5_400)));
        assert_eq!(parse_duration("2w"), Some(Duration::from_secs(1_209_600)));
        assert_eq!(parse_duration("1.5h"), Some(Duration::from_secs(5_400)));
        for bad in ["", "0h", "h", "-1h", "soon", "99999999999999999999d"] {
            assert_eq!(parse_duration(bad), None, "{bad:?}");
        }
        assert_eq!(
            config(&[("DISCORD_TOKEN", "abc"), ("MOVE_TIME_LIMIT", "soon")]).unwrap_err(),
            ConfigError::BadMoveTimeLimit("soon".into())
        );
    }

    /// Found by fuzzing (`config`): humantime panicked on terms summing to exactly `u64::MAX`
    /// seconds with a carried second from the fractions. Such texts are refused (no number
    /// longer than 10 digits, no text longer than 64 characters) before humantime reads them,
    /// and no duration is longer than 9,999,999,999 seconds.
    #[test]
    fn durations_that_would_overflow_are_refused_without_panicking() {
        for huge in [
            "18446744073709551615s 500ms 500ms",
            "584542046090y 2226815s 500ms 500ms",
            "0000000000000000000000000000000000018446744073709551615.3s0.7s",
        ] {
            assert_eq!(parse_duration(huge), None, "{huge:?}");
        }
        let long = "1s ".repeat(30);
        assert_eq!(parse_duration(&long), None);
        assert_eq!(parse_duration("9999999999y"), None);
        assert_eq!(parse_duration("317y"), None);
        let longest = Duration::from_secs(9_999_999_999);
        assert_eq!(parse_duration("9999999999"), Some(longest));
        let spelled = humantime::format_duration(longest).to_string();
        assert_eq!(parse_duration(&spelled), Some(longest), "{spelled}");
    }

    #[test]
    fn shard_ranges_parse_and_bad_ones_say_why() {
        assert_eq!(ShardRange::parse(None, None), Ok(None));
        let all = ShardRange::parse(None, Some("4")).unwrap().unwrap();
        assert_eq!((all.first, all.last, all.total), (0, 3, 4));
        let some = ShardRange::parse(Some("4-7"), Some("8")).unwrap().unwrap();
        assert_eq!((some.first, some.last, some.total), (4, 7, 8));
        assert!(!some.has_shard_zero());
        assert_eq!(some.instance(), "shards-4-7-of-8");
        let one = ShardRange::parse(Some("0"), Some("2")).unwrap().unwrap();
        assert!(one.has_shard_zero() && one.last == 0);
        for (shards, count) in [
            (Some("0-3"), None),
            (Some("3-1"), Some("8")),
            (Some("0-8"), Some("8")),
            (Some("a-b"), Some("8")),
            (None, Some("0")),
        ] {
            assert!(
                ShardRange::parse(shards, count).is_err(),
                "{shards:?} of {count:?}"
            );
        }
        let c = config(&[
            ("DISCORD_TOKEN", "abc"),
            ("SHARDS", "1"),
            ("SHARD_COUNT", "2"),
        ])
        .unwrap();
        assert_eq!(
            c.shards.map(|s| s.instance()).as_deref(),
            Some("shards-1-1-of-2")
        );
        assert_eq!(c.work_lease, DEFAULT_WORK_LEASE);
        assert!(matches!(
            config(&[("DISCORD_TOKEN", "abc"), ("SHARDS", "1")]),
            Err(ConfigError::BadShards(_))
        ));
        let c = config(&[("DISCORD_TOKEN", "abc"), ("WORK_LEASE", "5s")]).unwrap();
        assert_eq!(c.work_lease, Duration::from_secs(5));
    }
}
