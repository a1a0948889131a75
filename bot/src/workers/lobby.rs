//! The lobby worker: every couple of seconds, closes the seeks whose time ran out, pairs
//! waiting seeks that have become compatible, and starts the games of pairings nobody started
//! (a process killed in the middle of a start, or two seeks met here).

use crate::locks::GameLocks;
use crate::service::Service;
use crate::shutdown::InFlight;
use poise::serenity_prelude::Http;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How often the worker looks at the lobby.
pub const POLL: Duration = Duration::from_secs(2);

/// Runs the lobby forever.
pub async fn run(
    http: Arc<Http>,
    service: Service,
    locks: Arc<GameLocks>,
    inflight: Arc<InFlight>,
    computer: Arc<Notify>,
) {
    let mut pace = super::Pace::new("the lobby's round", POLL);
    loop {
        let Some(working) = inflight.enter() else {
            return;
        };
        match service.lobby_tick().await {
            Ok(pairings) => {
                pace.worked();
                for id in pairings {
                    crate::flows::lobby::start(&http, &service, &locks, &computer, id).await;
                }
            }
            Err(e) => pace.failed(&e),
        }
        drop(working);
        tokio::time::sleep(pace.wait()).await;
    }
}
