//! Bounded waits on the database, and knowing for certain what a cut-off write did.
//!
//! An interaction must get its final answer within Discord's 3 seconds whatever the database
//! does: refuse connections, stop answering mid-query (a network partition), or keep its file
//! locked. [`within`] runs a piece of work (a service call) under a budget. When the budget
//! runs out it drops the work, and the answer depends on what the work had done by then,
//! which the store records as it goes (a task-local [`Watch`]):
//!
//! - no write had been sent to be committed: everything it began is rolled back (a dropped
//!   transaction never commits; the server aborts one whose client is gone), so "nothing was
//!   done" is true for certain: [`Cut::NothingDone`];
//! - a COMMIT (or a single-statement write, which commits itself) was on its way: the database
//!   may apply it or not, and nobody can tell until it answers again. The work gets a short
//!   grace to finish; if it does not, the answer says so honestly: [`Cut::Unconfirmed`]. A
//!   player is never told "not played" about an action that may still be applied.
//!
//! Reads need no such care: a dropped read changes nothing.

use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How long an interaction's work may use the database before it is answered "nothing was
/// done": with the time to acknowledge and to send the answer, well within Discord's 3 s.
pub const INTERACTION_BUDGET: Duration = Duration::from_millis(2_300);

/// How much longer a commit already sent may take to be confirmed, past the budget.
pub const COMMIT_GRACE: Duration = Duration::from_millis(400);

/// What the work in a [`within`] has sent to be committed so far.
#[derive(Debug, Default)]
pub struct Watch {
    /// Commits (or self-committing writes) sent and not yet answered.
    in_flight: AtomicUsize,
    /// Commits the database confirmed.
    committed: AtomicUsize,
}

tokio::task_local! {
    static WATCH: Arc<Watch>;
}

/// Marks a commit as sent for as long as it lives; [`Sending::confirmed`] when it succeeded.
#[derive(Debug)]
pub(crate) struct Sending {
    watch: Option<Arc<Watch>>,
}

impl Sending {
    /// A commit (or a write that commits itself) is about to be sent.
    pub(crate) fn start() -> Sending {
        let watch = WATCH.try_with(Arc::clone).ok();
        if let Some(w) = &watch {
            w.in_flight.fetch_add(1, Ordering::SeqCst);
        }
        Sending { watch }
    }

    /// The database confirmed it.
    pub(crate) fn confirmed(self) {
        if let Some(w) = &self.watch {
            w.committed.fetch_add(1, Ordering::SeqCst);
        }
    }
}

impl Drop for Sending {
    fn drop(&mut self) {
        if let Some(w) = &self.watch {
            w.in_flight.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// Runs `write`, a COMMIT or a statement that commits itself, watched as a commit on its way
/// (see [`Sending`]).
pub(crate) async fn committing<T, E>(write: impl Future<Output = Result<T, E>>) -> Result<T, E> {
    let sending = Sending::start();
    let done = write.await?;
    sending.confirmed();
    Ok(done)
}

/// `.committing()` on a write's future: see [`committing`].
pub(crate) trait Commits: Future<Output = Result<Self::Ok, Self::Err>> + Sized {
    /// What the write returns.
    type Ok;
    /// How it fails.
    type Err;

    /// This write commits: watched as a commit while it runs.
    fn committing(self) -> impl Future<Output = Result<Self::Ok, Self::Err>> {
        committing(self)
    }
}

impl<F, T, E> Commits for F
where
    F: Future<Output = Result<T, E>>,
{
    type Ok = T;
    type Err = E;
}

/// Why [`within`] cut its work off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// Nothing had been sent to be committed: nothing was done, for certain.
    NothingDone,
    /// A commit was sent (or had been confirmed) and the database did not answer in time:
    /// what was sent may or may not be applied.
    Unconfirmed,
}

/// Runs `work` for at most `budget` (then `grace` more if a commit is on its way), recording
/// what it sends to be committed. `Err` says what a cut-off left behind.
pub async fn within<T>(
    budget: Duration,
    grace: Duration,
    work: impl Future<Output = T>,
) -> Result<T, Cut> {
    let watch = Arc::new(Watch::default());
    WATCH
        .scope(Arc::clone(&watch), async {
            // On the heap: a service call's future is large (in a debug build especially), and
            // this one nests inside the interaction's own.
            let mut work = Box::pin(work);
            if let Ok(done) = tokio::time::timeout(budget, &mut work).await {
                return Ok(done);
            }
            let sent = watch.in_flight.load(Ordering::SeqCst) > 0;
            if !sent && watch.committed.load(Ordering::SeqCst) == 0 {
                return Err(Cut::NothingDone);
            }
            if sent {
                if let Ok(done) = tokio::time::timeout(grace, &mut work).await {
                    return Ok(done);
                }
            }
            Err(Cut::Unconfirmed)
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_cut_off_before_committing_did_nothing() {
        let cut = within(Duration::from_millis(20), COMMIT_GRACE, async {
            tokio::time::sleep(Duration::from_secs(5)).await;
        })
        .await;
        assert_eq!(cut, Err(Cut::NothingDone));
    }

    #[tokio::test]
    async fn a_commit_in_flight_gets_its_grace_and_is_unconfirmed_after() {
        let done = within(
            Duration::from_millis(20),
            Duration::from_millis(200),
            async {
                let sending = Sending::start();
                tokio::time::sleep(Duration::from_millis(60)).await;
                sending.confirmed();
                7
            },
        )
        .await;
        assert_eq!(done, Ok(7), "finished within the grace");
        let cut = within(
            Duration::from_millis(20),
            Duration::from_millis(20),
            async {
                let _sending = Sending::start();
                tokio::time::sleep(Duration::from_secs(5)).await;
            },
        )
        .await;
        assert_eq!(cut, Err(Cut::Unconfirmed));
    }

    #[tokio::test]
    async fn work_that_committed_and_then_hung_is_not_nothing() {
        let cut = within(
            Duration::from_millis(30),
            Duration::from_millis(10),
            async {
                Sending::start().confirmed();
                tokio::time::sleep(Duration::from_secs(5)).await;
            },
        )
        .await;
        assert_eq!(cut, Err(Cut::Unconfirmed));
    }

    #[tokio::test]
    async fn outside_within_nothing_is_watched() {
        // A worker's write: no scope, no panic.
        Sending::start().confirmed();
    }
}
