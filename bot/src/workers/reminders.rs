//! The reminder worker: once a second, commits the move reminders that fell due (with their DMs
//! in the outbox, so none is lost or doubled) and sends them, and closes the open challenges
//! that expired (editing their messages the same way). It keeps nothing in memory: after
//! a restart it finds in the database what is still due.

use crate::board_image::Pictures;
use crate::delivery::{Courier, Lineup};
use crate::locks::GameLocks;
use crate::service::{Queued, Service};
use crate::shutdown::InFlight;
use poise::serenity_prelude::Http;
use std::sync::Arc;
use std::time::Duration;

/// How often the worker looks for due reminders.
pub const POLL: Duration = Duration::from_secs(1);

/// Sends due reminders forever.
pub async fn run(
    http: Arc<Http>,
    service: Service,
    locks: Arc<GameLocks>,
    inflight: Arc<InFlight>,
) {
    let mut pace = super::Pace::new("the reminders' round", POLL);
    loop {
        // A stopping bot leaves what is due to its next run.
        let Some(working) = inflight.enter() else {
            return;
        };
        let mut failed = None;
        match service.due_reminders().await {
            Ok(updates) => {
                let courier = Courier::new(&http, service.store(), &locks);
                for update in updates {
                    let _turn = courier.lock(update.game_id).await;
                    let all: Vec<&Queued> = update.queued.iter().collect();
                    courier
                        .deliver(&all, None, &mut Pictures::default(), &mut Lineup::default())
                        .await;
                    crate::ops::metrics::metrics().reminders.inc();
                    tracing::debug!(game = update.game_id, "move reminder sent");
                }
            }
            Err(e) => failed = Some(e),
        }
        // Open challenges nobody accepted in time: their messages say so.
        match service.expire_open_challenges().await {
            Ok(updates) => {
                let courier = Courier::new(&http, service.store(), &locks);
                for update in updates {
                    let _game = courier.lock(update.game_id).await;
                    let all: Vec<&Queued> = update.queued.iter().collect();
                    courier
                        .deliver(&all, None, &mut Pictures::default(), &mut Lineup::default())
                        .await;
                    tracing::debug!(game = update.game_id, "open challenge expired");
                }
            }
            Err(e) => failed = Some(e),
        }
        match failed {
            Some(e) => pace.failed(&e),
            None => pace.worked(),
        }
        drop(working);
        tokio::time::sleep(pace.wait()).await;
    }
}
