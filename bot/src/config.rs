//! The bot's settings: `bot run`'s arguments, each a flag or an environment variable (or a line
//! of a `.env` file, loaded before the command line is read), with its default, its bounds and a
//! friendly refusal; and the [`Config`] they make.

use clap::Args;
use std::fmt;
use std::time::Duration;

/// Commands a user may use a minute when `COMMANDS_PER_MINUTE` is not set.
pub const DEFAULT_COMMANDS_PER_MINUTE: u32 = 30;

/// The default database: a SQLite file in the working directory, created on first run.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://chessbot.db?mode=rwc";

/// `bot run`'s settings as given (flags win over the environment; a blank value is unset).
/// [`RunArgs::config`] checks what depends on more than one of them.
#[derive(Clone, Args)]
#[command(next_help_heading = "Settings (each also read from the environment variable shown)")]
pub struct RunArgs {
    /// The bot token (required to run the bot)
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    token: Option<String>,
    /// Where games are stored: sqlite://FILE or postgres://USER@HOST/DB
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, default_value = DEFAULT_DATABASE_URL)]
    database_url: String,
    /// Register commands in this server only (instant); default: globally
    #[arg(long, env = "GUILD_ID", value_name = "ID", value_parser = guild_id)]
    guild_id: Option<u64>,
    /// Send Discord HTTP requests to this base URL instead (tests)
    #[arg(long, env = "DISCORD_API_BASE", value_name = "URL", value_parser = api_base)]
    discord_api_base: Option<String>,
    /// With DISCORD_API_BASE: wait out its rate limits through the bot's loopback relay (on),
    /// or send to it directly (off: for a base that never rate-limits, as the load test's)
    #[arg(long, env = "DISCORD_API_RELAY", value_name = "on|off", default_value = "on", value_parser = on_off)]
    discord_api_relay: bool,
    /// Time per move before the opponent may /claim a win, e.g. 24h, 90m, 30s, 2d
    #[arg(long, env = "MOVE_TIME_LIMIT", value_name = "DURATION", default_value = "24h", value_parser = move_time_limit)]
    move_time_limit: Duration,
    /// Shards in all (default: Discord's recommendation, all run here)
    #[arg(long, env = "SHARD_COUNT", value_name = "N")]
    shard_count: Option<String>,
    /// The shards this process runs, e.g. 0-3 or 4 (needs SHARD_COUNT)
    #[arg(long, env = "SHARDS", value_name = "RANGE")]
    shards: Option<String>,
    /// How long a process that stopped answering keeps its background work before another takes it over, e.g. 60s
    #[arg(long, env = "WORK_LEASE", value_name = "DURATION", default_value = "60s", value_parser = work_lease)]
    work_lease: Duration,
    /// Commands and button clicks one user may use a minute, in bursts of 10
    #[arg(long, env = "COMMANDS_PER_MINUTE", value_name = "N", default_value_t = DEFAULT_COMMANDS_PER_MINUTE, value_parser = commands_per_minute)]
    commands_per_minute: u32,
    /// Cap the computer's search at this many iterations a move (default: each level's budget;
    /// for small machines and tests)
    #[arg(long, env = "COMPUTER_ITERATIONS", value_name = "N", value_parser = computer_iterations)]
    computer_iterations: Option<u32>,
    /// How long the computer waits before answering a move in a turn-based variant, e.g. 2s
    #[arg(long, env = "COMPUTER_DELAY", value_name = "DURATION", default_value = "0s", value_parser = computer_delay)]
    computer_delay: Duration,
    /// Serve /healthz, /readyz and /metrics on this address, e.g. 127.0.0.1:9100 (default: off)
    #[arg(long, env = "METRICS_ADDR", value_name = "HOST:PORT", value_parser = metrics_addr)]
    metrics_addr: Option<std::net::SocketAddr>,
    /// How log lines are written: text (readable) or json (one JSON object a line)
    #[arg(long, env = "LOG_FORMAT", value_name = "FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// How log lines are written (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    /// Readable text, one event a line (the default).
    #[default]
    Text,
    /// One JSON object a line, for log collectors.
    Json,
}

impl RunArgs {
    /// How log lines are to be written (read before the rest, so that refusals are logged in
    /// that format too).
    pub fn log_format(&self) -> LogFormat {
        self.log_format
    }

    /// The configuration these settings make: refused without a token, or with shards that do
    /// not fit together.
    pub fn config(self) -> Result<Config, ConfigError> {
        let token = self
            .token
            .map(|t| t.trim().to_owned())
            .filter(|t| !t.is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let shards = ShardRange::parse(
            blank_is_none(self.shards.as_deref()),
            blank_is_none(self.shard_count.as_deref()),
        )
        .map_err(ConfigError::BadShards)?;
        let database_url = match self.database_url.trim() {
            "" => DEFAULT_DATABASE_URL.to_owned(),
            url => url.to_owned(),
        };
        Ok(Config {
            token,
            database_url,
            api_base: self.discord_api_base,
            api_relay: self.discord_api_relay,
            guild_id: self.guild_id,
            move_time_limit: self.move_time_limit,
            shards,
            work_lease: self.work_lease,
            commands_per_minute: self.commands_per_minute,
            computer_iterations: self.computer_iterations,
            computer_delay: self.computer_delay,
            metrics_addr: self.metrics_addr,
        })
    }
}

// Hand-written so the token never reaches a log.
impl fmt::Debug for RunArgs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RunArgs")
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field("database_url", &redacted(&self.database_url))
            .finish_non_exhaustive()
    }
}

fn blank_is_none(text: Option<&str>) -> Option<&str> {
    text.map(str::trim).filter(|t| !t.is_empty())
}

fn guild_id(text: &str) -> Result<u64, ConfigError> {
    text.trim()
        .parse()
        .map_err(|_| ConfigError::BadGuildId(text.trim().to_owned()))
}

/// `on` or `off` (also true/false, 1/0, yes/no).
fn on_off(text: &str) -> Result<bool, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" => Ok(false),
        other => Err(format!("`{other}` is neither on nor off")),
    }
}

fn api_base(text: &str) -> Result<String, ConfigError> {
    Ok(text.trim().trim_end_matches('/').to_owned())
}

fn move_time_limit(text: &str) -> Result<Duration, ConfigError> {
    parse_duration(text).ok_or_else(|| ConfigError::BadMoveTimeLimit(text.trim().to_owned()))
}

fn work_lease(text: &str) -> Result<Duration, ConfigError> {
    parse_duration(text).ok_or_else(|| ConfigError::BadWorkLease(text.trim().to_owned()))
}

/// A whole number above zero, or `None`.
fn positive(text: &str) -> Option<u32> {
    text.trim().parse().ok().filter(|&n: &u32| n > 0)
}

fn commands_per_minute(text: &str) -> Result<u32, ConfigError> {
    positive(text).ok_or_else(|| ConfigError::BadRateLimit(text.trim().to_owned()))
}

fn computer_iterations(text: &str) -> Result<u32, ConfigError> {
    positive(text).ok_or_else(|| ConfigError::BadComputerIterations(text.trim().to_owned()))
}

fn metrics_addr(text: &str) -> Result<std::net::SocketAddr, ConfigError> {
    text.trim()
        .parse()
        .map_err(|_| ConfigError::BadMetricsAddr(text.trim().to_owned()))
}

fn computer_delay(text: &str) -> Result<Duration, ConfigError> {
    match text.trim() {
        "0" | "0s" => Ok(Duration::ZERO),
        t => parse_duration(t).ok_or_else(|| ConfigError::BadComputerDelay(t.to_owned())),
    }
}

/// Everything the bot needs to run, checked.
#[derive(Clone)]
pub struct Config {
    /// The bot token.
    pub token: String,
    /// Where the games are stored.
    pub database_url: String,
    /// Another base URL for Discord's HTTP API (a fake Discord in tests), e.g.
    /// `http://127.0.0.1:3000`.
    pub api_base: Option<String>,
    /// Whether requests to `api_base` go through the loopback relay that waits out its rate
    /// limits (`DISCORD_API_RELAY`, on by default; see `relay`).
    pub api_relay: bool,
    /// Register commands in this server only (instant) instead of globally.
    pub guild_id: Option<u64>,
    /// How long a player has for each move before the opponent may claim a win on time
    /// (`MOVE_TIME_LIMIT`). Each game keeps the limit it started with.
    pub move_time_limit: Duration,
    /// The shards this process runs (`SHARDS` of `SHARD_COUNT`); `None`: Discord's
    /// recommended count, all in this process.
    pub shards: Option<ShardRange>,
    /// How long after this process last said it is alive (`WORK_LEASE`; it says so every third
    /// of it) another process may take its background work over. A clean stop hands the work
    /// over at once.
    pub work_lease: Duration,
    /// How many commands and clicks one user may use a minute (`COMMANDS_PER_MINUTE`).
    pub commands_per_minute: u32,
    /// At most this many search iterations for each computer move (`COMPUTER_ITERATIONS`;
    /// `None`: each level's own budget).
    pub computer_iterations: Option<u32>,
    /// How long the computer waits before it starts thinking about a move (`COMPUTER_DELAY`).
    pub computer_delay: Duration,
    /// Where `/healthz`, `/readyz` and `/metrics` are served (`METRICS_ADDR`); `None`: nowhere.
    pub metrics_addr: Option<std::net::SocketAddr>,
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
            .field("api_relay", &self.api_relay)
            .field("guild_id", &self.guild_id)
            .field("move_time_limit", &self.move_time_limit)
            .field("shards", &self.shards)
            .field("work_lease", &self.work_lease)
            .field("commands_per_minute", &self.commands_per_minute)
            .field("computer_iterations", &self.computer_iterations)
            .field("computer_delay", &self.computer_delay)
            .field("metrics_addr", &self.metrics_addr)
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
    /// `METRICS_ADDR` is not an address with a port.
    BadMetricsAddr(String),
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
                 cargo run -p bot -- local apocalypse"
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
            ConfigError::BadMetricsAddr(v) => write!(
                f,
                "METRICS_ADDR must be an address and port such as 127.0.0.1:9100, not `{v}`."
            ),
            ConfigError::BadWorkLease(v) => write!(
                f,
                "WORK_LEASE must be a positive duration such as 60s or 2m, not `{v}`."
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

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

/// Logs to stderr, filtered by `RUST_LOG` (default `info`, with serenity's chatter at `warn`),
/// as readable text or (`LOG_FORMAT=json`) one JSON object a line.
pub fn init_logging(format: LogFormat) {
    use std::io::IsTerminal;
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,serenity=warn,sqlx=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        // An interaction's line carries its span (`span`: interaction id, command, user, game).
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
        // Colours only on a terminal, and never when NO_COLOR is set.
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none())
            .try_init(),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_urls_are_logged_without_their_password() {
        assert_eq!(
            redacted("postgres://bot:secret@db:5432/chess"),
            "postgres://…@db:5432/chess"
        );
        assert_eq!(redacted(DEFAULT_DATABASE_URL), DEFAULT_DATABASE_URL);
    }
    #[test]
    fn the_relay_switch_reads_on_and_off_and_refuses_anything_else() {
        for on in ["on", "ON", "true", "1", "yes"] {
            assert_eq!(on_off(on), Ok(true), "{on}");
        }
        for off in ["off", "Off", "false", "0", "no"] {
            assert_eq!(on_off(off), Ok(false), "{off}");
        }
        assert!(on_off("sometimes").unwrap_err().contains("sometimes"));
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
    }
}
