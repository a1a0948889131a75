//! Abuse limits: how fast one user may use commands, buttons and autocomplete, with `governor`'s
//! keyed rate limiters (a token bucket per user). A user over the limit gets a friendly
//! "slow down" and no work is done; autocomplete just answers nothing.

use governor::clock::{Clock, MonotonicClock};
use governor::middleware::NoOpMiddleware;
use governor::state::keyed::DashMapStateStore;
use governor::{Quota, RateLimiter};
use std::num::NonZeroU32;
use std::time::Duration;

/// A token bucket per user on the operating system's monotonic clock (`std::time::Instant`),
/// which reads the same on every core; governor's default (TSC-based) clock can read earlier on
/// one virtual CPU than on another, and then refuses a user who is well within the limit.
type PerUser =
    RateLimiter<u64, DashMapStateStore<u64>, MonotonicClock, NoOpMiddleware<std::time::Instant>>;

/// The per-user limits of one bot process.
#[derive(Debug)]
pub struct RateLimits {
    commands: PerUser,
    autocomplete: PerUser,
}

/// Commands (and button clicks) a user may use in a burst.
pub const COMMAND_BURST: u32 = 10;

/// Autocomplete requests (one per keystroke) a user may send in a burst.
pub const AUTOCOMPLETE_BURST: u32 = 40;

impl RateLimits {
    /// Limits allowing `per_minute` commands a minute on average, in bursts of
    /// [`COMMAND_BURST`] (or `per_minute`, if lower), and autocomplete five times as often.
    pub fn new(per_minute: u32) -> RateLimits {
        let per_minute = NonZeroU32::new(per_minute.max(1)).expect("at least one");
        let burst = NonZeroU32::new(COMMAND_BURST.min(per_minute.get())).expect("positive");
        let commands = Quota::per_minute(per_minute).allow_burst(burst);
        let typing = NonZeroU32::new(per_minute.get().saturating_mul(5)).expect("positive");
        let autocomplete = Quota::per_minute(typing)
            .allow_burst(NonZeroU32::new(AUTOCOMPLETE_BURST).expect("positive"));
        RateLimits {
            commands: RateLimiter::dashmap_with_clock(commands, MonotonicClock),
            autocomplete: RateLimiter::dashmap_with_clock(autocomplete, MonotonicClock),
        }
    }

    /// Whether `user` may use a command or a button now; if not, how long until they may.
    pub fn command(&self, user: u64) -> Result<(), Duration> {
        self.commands
            .check_key(&user)
            .map_err(|not_until| not_until.wait_time_from(MonotonicClock.now()))
    }

    /// Whether `user` may have autocomplete now.
    pub fn autocomplete(&self, user: u64) -> bool {
        self.autocomplete.check_key(&user).is_ok()
    }

    /// Forgets users who have not been limited lately (keeps memory bounded).
    pub fn forget_idle(&self) {
        self.commands.retain_recent();
        self.autocomplete.retain_recent();
        // (And gives back the memory of a past rush of users.)
        self.commands.shrink_to_fit();
        self.autocomplete.shrink_to_fit();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_the_user_is_told_to_wait_and_others_are_not() {
        let limits = RateLimits::new(60);
        for _ in 0..COMMAND_BURST {
            assert!(limits.command(1).is_ok());
        }
        let wait = limits.command(1).unwrap_err();
        assert!(
            wait > Duration::ZERO && wait <= Duration::from_secs(1),
            "{wait:?}"
        );
        assert!(limits.command(2).is_ok(), "limits are per user");
        for _ in 0..AUTOCOMPLETE_BURST {
            assert!(limits.autocomplete(1));
        }
        assert!(!limits.autocomplete(1));
    }

    #[test]
    fn a_limit_below_the_burst_is_also_the_burst() {
        let limits = RateLimits::new(3);
        for _ in 0..3 {
            assert!(limits.command(1).is_ok());
        }
        assert!(
            limits.command(1).is_err(),
            "3 a minute allows no burst of 10"
        );
        limits.forget_idle();
    }
}
