//! Background workers: the work no interaction triggers, each a loop over rows in the database
//! (so a restart or a second process carries on where this one stopped). Started by
//! `crate::discord` once the bot is connected.
//!
//! - `outbox`: announcements nobody is sending any more (left by a stopped process, or failed
//!   for a passing reason).
//! - `computer`: the computer's turns, searched on blocking threads.
//! - `reminders`: move reminders and expired open challenges.
//! - `tournaments`: Swiss rounds paired once, their games started in threads, the final
//!   standings posted.
//! - `lobby`: seeks expired and paired, pairings' games started in both homes.
//! - `heartbeat`: this run saying it is alive, so its claims stay its own.

pub mod computer;
pub mod heartbeat;
pub mod lobby;
pub mod outbox;
pub mod reminders;
pub mod tournaments;

use std::time::Duration;

/// How often a worker goes round, and how it backs off while its rounds fail (the database
/// down, say): each failure in a row doubles its wait, up to [`Pace::LONGEST`], and only the
/// first failure, then every eighth, is logged, so an outage does not flood the log; the first
/// round that works again says so once.
#[derive(Debug)]
pub struct Pace {
    what: &'static str,
    poll: Duration,
    failures: u32,
}

impl Pace {
    /// The longest wait between two rounds while they fail.
    pub const LONGEST: Duration = Duration::from_secs(60);

    /// A worker doing `what` ("the outbox sweep") every `poll`.
    pub fn new(what: &'static str, poll: Duration) -> Pace {
        Pace {
            what,
            poll,
            failures: 0,
        }
    }

    /// The round worked.
    pub fn worked(&mut self) {
        if self.failures > 0 {
            tracing::info!(failures = self.failures, "{} works again", self.what);
        }
        self.failures = 0;
    }

    /// The round failed with `error`.
    pub fn failed(&mut self, error: &dyn std::fmt::Display) {
        self.failures += 1;
        if self.failures == 1 || self.failures.is_multiple_of(8) {
            tracing::warn!(
                failures = self.failures,
                error = %error,
                "{} failed; trying again in {:?}",
                self.what,
                self.wait()
            );
        }
    }

    /// How long to wait before the next round.
    pub fn wait(&self) -> Duration {
        let doubled = self.poll * 2u32.saturating_pow(self.failures.min(10));
        doubled.min(Self::LONGEST.max(self.poll))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_in_a_row_back_off_up_to_a_minute_and_a_success_resets() {
        let mut pace = Pace::new("a test", Duration::from_secs(2));
        assert_eq!(pace.wait(), Duration::from_secs(2));
        pace.failed(&"down");
        assert_eq!(pace.wait(), Duration::from_secs(4));
        for _ in 0..10 {
            pace.failed(&"down");
        }
        assert_eq!(pace.wait(), Pace::LONGEST);
        pace.worked();
        assert_eq!(pace.wait(), Duration::from_secs(2));
    }
}
