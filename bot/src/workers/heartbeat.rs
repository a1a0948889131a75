//! This run's heartbeat: it tells the database it is alive every third of `WORK_LEASE`, so other
//! processes leave its claims alone while it lives (and take them over once it has been silent
//! for a lease). See `store::runs`.

use crate::store::Store;
use std::time::Duration;

/// How often a run with a lease of `lease_secs` renews it: a third of the lease, so two missed
/// beats in a row (a slow moment) still keep it alive; at least every second, at most
/// every 20 s.
pub fn interval(lease_secs: i64) -> Duration {
    Duration::from_millis((lease_secs.max(1) as u64 * 1_000 / 3).clamp(1_000, 20_000))
}

/// Renews this run's lease forever (the task ends with the process). A failed renewal is
/// logged; if the database stays away for a whole lease, other processes take this run's work
/// over, and its own sender then finds the rows no longer its own and leaves them.
pub async fn run(store: Store) {
    let every = interval(store.sender().lease_secs);
    loop {
        tokio::time::sleep(every).await;
        if let Err(e) = store.heartbeat(crate::store::now()).await {
            tracing::warn!(error = %e, "could not renew this process's lease");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::interval;
    use std::time::Duration;

    #[test]
    fn a_lease_is_renewed_three_times_within_it() {
        assert_eq!(interval(60), Duration::from_secs(20));
        assert_eq!(interval(3), Duration::from_secs(1));
        assert_eq!(interval(1), Duration::from_secs(1));
        assert_eq!(interval(600), Duration::from_secs(20));
    }
}
