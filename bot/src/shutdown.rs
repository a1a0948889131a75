//! Graceful shutdown. On SIGTERM or ctrl-c the bot stops taking interactions (the gateway
//! closes; any that still arrive are told to try again shortly), lets those in flight finish
//! for a bounded time, stops its background workers from starting new work, and closes the
//! database. Nothing accepted is lost either way: actions and their announcements are
//! committed before anything is sent, and whatever was left unsent goes out after the restart.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How long a stopping bot waits for interactions in flight.
pub const DRAIN: Duration = Duration::from_secs(10);

/// The work in flight: interactions being handled and computer turns being played.
#[derive(Debug, Default)]
pub struct InFlight {
    count: AtomicUsize,
    closing: AtomicBool,
    idle: Notify,
}

/// One piece of work in flight; dropping it marks it done.
#[derive(Debug)]
pub struct Guard(Arc<InFlight>);

impl Drop for Guard {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl InFlight {
    /// Starts a piece of work, or `None` once the bot is stopping (start nothing new then).
    pub fn enter(self: &Arc<Self>) -> Option<Guard> {
        if self.closing.load(Ordering::SeqCst) {
            return None;
        }
        self.count.fetch_add(1, Ordering::SeqCst);
        Some(Guard(Arc::clone(self)))
    }

    /// The bot is stopping: no new work from now on.
    pub fn close(&self) {
        self.closing.store(true, Ordering::SeqCst);
    }

    /// How much work is in flight.
    pub fn busy(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    /// Waits until nothing is in flight, at most `within`; returns whether it got there.
    pub async fn drained(&self, within: Duration) -> bool {
        let wait = async {
            loop {
                let idle = self.idle.notified();
                if self.busy() == 0 {
                    return;
                }
                idle.await;
            }
        };
        tokio::time::timeout(within, wait).await.is_ok()
    }
}

/// Waits for ctrl-c or (on Unix) SIGTERM.
pub async fn signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_in_flight_is_waited_for_and_nothing_new_starts_once_closing() {
        let inflight = Arc::new(InFlight::default());
        let guard = inflight.enter().unwrap();
        assert!(!inflight.drained(Duration::from_millis(20)).await);
        inflight.close();
        assert!(inflight.enter().is_none(), "nothing new once closing");
        let waiter = {
            let inflight = Arc::clone(&inflight);
            tokio::spawn(async move { inflight.drained(Duration::from_secs(5)).await })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(guard);
        assert!(waiter.await.unwrap(), "drained once the work finished");
    }
}
