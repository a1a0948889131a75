//! Time: the service's clock, the default move time limit, and durations in words.
//!
//! Each game stores its limit (fixed when it starts) and when the current turn began; a win on
//! time is claimed in [`super::finish`].

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// The move time limit when `MOVE_TIME_LIMIT` is not set: one day.
pub const DEFAULT_MOVE_TIME_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// What time it is, in Unix seconds. The real clock in the bot; a hand-moved one in tests, so
/// timeouts are tested without sleeping.
#[derive(Clone)]
pub struct Clock(Arc<dyn Fn() -> i64 + Send + Sync>);

impl Clock {
    /// The system clock.
    pub fn system() -> Clock {
        Clock::from_fn(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs() as i64)
                .unwrap_or_default()
        })
    }

    /// A clock that asks `now` (Unix seconds).
    pub fn from_fn(now: impl Fn() -> i64 + Send + Sync + 'static) -> Clock {
        Clock(Arc::new(now))
    }

    /// The time now, in Unix seconds.
    pub fn now(&self) -> i64 {
        (self.0)()
    }
}

impl fmt::Debug for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Clock")
    }
}

/// `secs` in words a player reads at a glance, the two largest units: "1d", "23h 59m", "90s" is
/// "1m 30s".
pub fn format_duration(secs: i64) -> String {
    let secs = secs.max(0);
    let units = [(86_400, "d"), (3_600, "h"), (60, "m"), (1, "s")];
    let mut rest = secs;
    let mut parts = Vec::new();
    for (size, name) in units {
        let n = rest / size;
        rest %= size;
        if n > 0 || !parts.is_empty() {
            parts.push((n, name));
        }
    }
    let shown: Vec<String> = parts
        .iter()
        .take(2)
        .filter(|(n, _)| *n > 0)
        .map(|(n, name)| format!("{n}{name}"))
        .collect();
    if shown.is_empty() {
        "0s".to_owned()
    } else {
        shown.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(format_duration(0), "0s");
        assert_eq!(format_duration(-5), "0s");
        assert_eq!(format_duration(30), "30s");
        assert_eq!(format_duration(90), "1m 30s");
        assert_eq!(format_duration(5_400), "1h 30m");
        assert_eq!(format_duration(86_400), "1d");
        assert_eq!(format_duration(86_399), "23h 59m");
        assert_eq!(format_duration(90_061), "1d 1h");
        assert_eq!(format_duration(3_601), "1h");
    }
}
