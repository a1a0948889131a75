//! The computer's turns: a background worker that claims games in which the computer is to act
//! (in the database, so one process plays each move and a restart picks up a move that was due
//! when the bot stopped), runs the search on a blocking thread (never on the async runtime, so
//! other games are not held up), plays the result through the game service like a person's
//! action, and announces it.

use crate::board_image::Pictures;
use crate::delivery::Courier;
use crate::locks::GameLocks;
use crate::service::{ComputerTurn, Queued, Service, ServiceError};
use crate::shutdown::InFlight;
use poise::serenity_prelude::Http;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Notify, Semaphore};

/// How often the worker looks for due turns when nobody wakes it.
pub const POLL: Duration = Duration::from_millis(500);

/// Plays the computer's due turns forever. `wake` is notified after every action people make,
/// so the computer answers at once; `thinkers` searches run at the same time at most.
pub async fn run(
    http: Arc<Http>,
    service: Service,
    locks: Arc<GameLocks>,
    wake: Arc<Notify>,
    thinkers: usize,
    delay: Duration,
    inflight: Arc<InFlight>,
) {
    let thinkers = Arc::new(Semaphore::new(thinkers.max(1)));
    let mut pace = super::Pace::new("the computer's round", POLL);
    loop {
        while let Ok(permit) = Arc::clone(&thinkers).try_acquire_owned() {
            // A stopping bot takes on no new turn (the next run will).
            let Some(working) = inflight.enter() else {
                break;
            };
            match service.claim_computer_turn().await {
                Ok(Some(turn)) => {
                    let (http, service, locks, wake) = (
                        Arc::clone(&http),
                        service.clone(),
                        Arc::clone(&locks),
                        Arc::clone(&wake),
                    );
                    tokio::spawn(async move {
                        // A pause before answering, if configured (people like to see their
                        // own move first); none in a simultaneous turn, where the computer
                        // submits at the turn's start, before the human.
                        let simultaneous =
                            matches!(turn.game.to_act(), rules::ToAct::Simultaneous(_));
                        if !simultaneous {
                            tokio::time::sleep(delay).await;
                        }
                        play_turn(&http, &service, &locks, turn).await;
                        drop(working);
                        drop(permit);
                        // The computer may be to act again (a decision after its move).
                        wake.notify_one();
                    });
                }
                Ok(None) => {
                    pace.worked();
                    break;
                }
                Err(e) => {
                    pace.failed(&e);
                    break;
                }
            }
        }
        tokio::select! {
            _ = wake.notified() => {}
            _ = tokio::time::sleep(pace.wait()) => {}
        }
    }
}

/// Searches, plays and announces one claimed turn. A failure leaves the turn for a later try.
async fn play_turn(http: &Http, service: &Service, locks: &GameLocks, turn: ComputerTurn) {
    let game = turn.game_id;
    let searched = {
        let turn = turn.clone();
        tokio::task::spawn_blocking(move || turn.choose()).await
    };
    let choice = match searched {
        Ok(Ok(choice)) => choice,
        Ok(Err(e)) => {
            tracing::warn!(game, error = %e, "the computer found no action");
            let _ = service.postpone_computer(game).await;
            return;
        }
        Err(e) => {
            tracing::error!(game, error = %e, "the computer's search failed");
            let _ = service.postpone_computer(game).await;
            return;
        }
    };
    crate::ops::metrics::metrics().computer_turn(turn.settings.level.name(), choice.elapsed);
    // The action itself may be secret (an Apocalypse move): debug level only.
    tracing::debug!(
        game,
        iterations = choice.iterations,
        millis = choice.elapsed.as_millis() as u64,
        "the computer chose"
    );
    match service.play_computer(&turn, &choice.notation).await {
        Ok(update) => {
            let courier = Courier::new(http, service.store(), locks);
            let _turn = courier.lock(game).await;
            let mut lineup = courier.flush_before(&update).await;
            let all: Vec<&Queued> = update.queued.iter().collect();
            courier
                .deliver(&all, None, &mut Pictures::default(), &mut lineup)
                .await;
        }
        Err(ServiceError::Superseded) => {
            // Another process took the turn over (this search outlived its lease) and played
            // it: its claim is not this one's to release.
            tracing::info!(game, "the computer's turn was played elsewhere meanwhile");
        }
        Err(e) => {
            // The game moved on meanwhile (a resignation, say), or the move was refused. A
            // refusal may quote the move, which may be secret: its words at debug level only.
            tracing::info!(game, "the computer's move was not played");
            tracing::debug!(game, error = %e, "why the computer's move was not played");
            let _ = service.postpone_computer(game).await;
        }
    }
}
