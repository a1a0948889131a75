//! The tournament worker: every couple of seconds, asks the service what the tournaments need
//! ([`Service::tournament_tick`]) and does it on Discord: posts a round's pairings, opens each
//! game's thread from a message pinging both players and starts the game there, sends the wins
//! on time, and posts the final standings as a picture (a table drawn by `render`) and text.
//! Everything it decides is in the database first (a round is paired once, a game started once
//! per pairing), so a restart or a second process carries on without doubling anything.

use crate::board_image::Pictures;
use crate::delivery::{self, Courier};
use crate::locks::GameLocks;
use crate::messages::Outgoing;
use crate::service::{Queued, Service, StartingGame, TournamentStep, Update};
use crate::shutdown::InFlight;
use poise::serenity_prelude::{ChannelId, Http};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// How often the worker looks at the tournaments.
pub const POLL: Duration = Duration::from_secs(2);

/// Runs the tournaments forever.
pub async fn run(
    http: Arc<Http>,
    service: Service,
    locks: Arc<GameLocks>,
    inflight: Arc<InFlight>,
    computer: Arc<Notify>,
    bot_user: u64,
) {
    loop {
        let Some(working) = inflight.enter() else {
            return;
        };
        match service.tournament_tick().await {
            Ok(steps) => {
                for step in steps {
                    do_step(&http, &service, &locks, &computer, bot_user, step).await;
                }
            }
            Err(e) => tracing::warn!(error = %e, "could not run the tournaments"),
        }
        drop(working);
        tokio::time::sleep(POLL).await;
    }
}

async fn do_step(
    http: &Http,
    service: &Service,
    locks: &GameLocks,
    computer: &Notify,
    bot_user: u64,
    step: TournamentStep,
) {
    match step {
        TournamentStep::Post { channel, text } => {
            for out in Outgoing::split(&text) {
                if let Err(e) = ChannelId::new(channel)
                    .send_message(http, out.message())
                    .await
                {
                    tracing::warn!(channel, error = %e, "could not post a tournament message");
                }
            }
        }
        TournamentStep::Start(game) => {
            if let Some(update) = start_game(http, service, &game, bot_user).await {
                send(http, service, locks, &update).await;
                computer.notify_one();
            }
        }
        TournamentStep::Update(update) => {
            send(http, service, locks, &update).await;
            computer.notify_one();
        }
        TournamentStep::Finished {
            tournament,
            channel,
            title,
            table,
            text,
        } => {
            let out = Outgoing {
                picture: Some(
                    crate::flows::standings::standings_picture(http, title, table, &text).await,
                ),
                text,
                ..Outgoing::default()
            };
            // Recorded only once posted: a failed post (or a process that dies here) is
            // posted again when the claim runs out.
            match ChannelId::new(channel)
                .send_message(http, out.message())
                .await
            {
                Ok(_) => {
                    if let Err(e) = service.tournament_end_posted(tournament).await {
                        tracing::warn!(tournament, error = %e, "could not record the standings post");
                    }
                }
                Err(e) => {
                    tracing::warn!(channel, error = %e, "could not post the final standings");
                }
            }
        }
    }
}

/// Opens the thread of pairing `game` from a message pinging both players, and starts the game
/// there (in the channel where no thread can be opened). `None` if another process started it,
/// or it could not start now (tried again at the next poll).
async fn start_game(
    http: &Http,
    service: &Service,
    game: &StartingGame,
    bot_user: u64,
) -> Option<Update> {
    let name = |user: u64| async move {
        if user == bot_user {
            "the computer".to_owned()
        } else {
            delivery::display_name(http, user).await
        }
    };
    let white = name(game.white).await;
    let black = name(game.black).await;
    let title = format!("{} · {white} vs {black}", game.prefix);
    let entry = Outgoing {
        text: format!(
            "**{}**, board {}: <@{}> (White) vs <@{}> (Black). Your game is in the thread below.",
            game.prefix, game.board, game.white, game.black
        ),
        ping: vec![game.white, game.black],
        ..Outgoing::default()
    };
    let channel = ChannelId::new(game.channel);
    let message = match channel.send_message(http, entry.message()).await {
        Ok(message) => message,
        Err(e) => {
            tracing::warn!(error = %e, "could not announce a tournament game");
            return None;
        }
    };
    let thread = crate::service::thread_name(&title, None);
    let placement = delivery::open_thread(http, channel, message.id, &thread).await;
    match service.start_pairing_game(game, placement).await {
        Ok(update) => Some(update),
        Err(e) => {
            tracing::info!(error = %e, "a tournament game was not started here");
            if let Some(p) = placement {
                let _ = ChannelId::new(crate::store::from_db(p.channel_id))
                    .delete(http)
                    .await;
            }
            let _ = message.delete(http).await;
            None
        }
    }
}

/// Sends `update`'s announcements under its game's lock.
async fn send(http: &Http, service: &Service, locks: &GameLocks, update: &Update) {
    let courier = Courier::new(http, service.store(), locks);
    let _game = courier.lock(update.game_id).await;
    let all: Vec<&Queued> = update.queued.iter().collect();
    courier.deliver(&all, None, &mut Pictures::default()).await;
}
