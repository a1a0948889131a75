//! The outbox worker: sends the announcements nobody is sending any more.
//!
//! Normally the handler of an action sends its announcements right after the commit. This task
//! covers everything else: what a stopped process left queued (taken over at its goodbye, or once
//! its lease has run out if it was killed), and sends that failed for a passing reason (tried
//! again later). It reads all its work from the database and
//! keeps none in memory, so a restart loses nothing.

use crate::delivery::Courier;
use crate::locks::GameLocks;
use crate::shutdown::InFlight;
use crate::store::Store;
use poise::serenity_prelude::Http;
use std::sync::Arc;
use std::time::Duration;

/// How often the worker looks for due announcements.
pub const POLL: Duration = Duration::from_secs(2);

/// A row claimed this many times without being sent is dropped (and logged): something about
/// it keeps failing, and the game goes on without it (`/board` shows the state). With the
/// waits between tries doubling up to 5 minutes (`store::backoff`), that is about two hours of
/// Discord refusing it.
pub const MAX_ATTEMPTS: i64 = 30;

/// How many rows one sweep claims.
const BATCH: i64 = 50;

/// Sends due announcements forever: once at start (what the previous run left), then every
/// [`POLL`].
pub async fn run(http: Arc<Http>, store: Store, locks: Arc<GameLocks>, inflight: Arc<InFlight>) {
    let mut pace = super::Pace::new("the outbox sweep", POLL);
    loop {
        // A stopping bot leaves what is left to its next run.
        let Some(working) = inflight.enter() else {
            return;
        };
        match sweep(&http, &store, &locks).await {
            Ok(n) => {
                pace.worked();
                if n > 0 {
                    tracing::info!(sent = n, "sent announcements left in the outbox");
                }
            }
            Err(e) => pace.failed(&e),
        }
        drop(working);
        tokio::time::sleep(pace.wait()).await;
    }
}

/// One sweep: claims due rows and sends them, game by game in order. Returns how many rows it
/// handled.
pub async fn sweep(
    http: &Http,
    store: &Store,
    locks: &GameLocks,
) -> Result<usize, crate::store::StoreError> {
    let courier = Courier::new(http, store, locks);
    let mut handled = 0;
    loop {
        let rows = store.claim_due(BATCH).await?;
        if rows.is_empty() {
            return Ok(handled);
        }
        handled += rows.len();
        let mut games: Vec<i64> = Vec::new();
        for row in &rows {
            if !games.contains(&row.game_id) {
                games.push(row.game_id);
            }
        }
        for game in games {
            let _turn = courier.lock(game).await;
            let (due, worn): (Vec<_>, Vec<_>) = rows
                .iter()
                .filter(|r| r.game_id == game)
                .cloned()
                .partition(|r| r.attempts < MAX_ATTEMPTS);
            for row in worn {
                tracing::error!(
                    game,
                    row = row.id,
                    "dropping an announcement that keeps failing"
                );
                courier.mark_sent(row.id).await;
            }
            courier.send_rows(&due).await;
        }
        if (rows.len() as i64) < BATCH {
            return Ok(handled);
        }
    }
}
