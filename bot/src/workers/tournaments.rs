//! The tournament worker: every couple of seconds, asks the service what the tournaments need
//! ([`Service::tournament_tick`]) and does it on Discord: posts a round's pairings, opens each
//! game's thread from a message pinging both players and starts the game there, sends the wins
//! on time, and posts the final standings as a picture (a table drawn by `render`) and text.
//! Everything it decides is in the database first (a round is paired once, a game started once
//! per pairing), so a restart or a second process carries on without doubling anything.

use crate::board_image::Pictures;
use crate::delivery::{self, Courier, Lineup};
use crate::locks::GameLocks;
use crate::messages::Outgoing;
use crate::service::{Queued, Service, StartingGame, TournamentStep, Update};
use crate::shutdown::InFlight;
use crate::store::Placement;
use crate::words::{words, words_with, Arg};
use poise::serenity_prelude::{ChannelId, Http, MessageId};
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
    let mut pace = super::Pace::new("the tournaments' round", POLL);
    loop {
        let Some(working) = inflight.enter() else {
            return;
        };
        match service.tournament_tick().await {
            Ok(steps) => {
                pace.worked();
                for step in steps {
                    do_step(&http, &service, &locks, &computer, bot_user, step).await;
                }
            }
            Err(e) => pace.failed(&e),
        }
        drop(working);
        tokio::time::sleep(pace.wait()).await;
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
        TournamentStep::Announce(card) => crate::flows::announcement::refresh(http, &card).await,
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

/// Starts the game of pairing `game`: claimed first (nothing is posted for a pairing another
/// live process is starting), then its entry message pinging both players and its thread,
/// each recorded as soon as it exists, and the game in that thread (in the channel where no
/// thread can be opened). A process killed anywhere in between leaves what it posted
/// recorded: the next attempt reuses the entry and the thread instead of posting them again,
/// and the entry carries a nonce, so one whose record was lost is not posted twice either.
/// `None` if another process has it, or it could not start now (tried again at the next poll).
async fn start_game(
    http: &Http,
    service: &Service,
    game: &StartingGame,
    bot_user: u64,
) -> Option<Update> {
    let claim = match service.claim_pairing(game).await {
        Ok(Some(claim)) => claim,
        Ok(None) => return None,
        Err(e) => {
            tracing::warn!(error = %e, "could not claim a tournament game's start");
            return None;
        }
    };
    let channel = ChannelId::new(game.channel);
    // An entry posted by an earlier attempt may have its thread already.
    let reused_entry = claim.entry_message_id.is_some();
    let entry = match claim.entry_message_id {
        Some(message) => MessageId::new(crate::store::from_db(message)),
        None => post_entry(http, service, game).await?,
    };
    let placement = match claim.thread_id {
        Some(thread) => Some(Placement {
            channel_id: thread,
            parent_channel_id: crate::store::to_db(game.channel),
            parent_message_id: crate::store::to_db(entry.get()),
        }),
        None => {
            let lang = service.server_lang(Some(game.guild)).await;
            let name = |user: u64| async move {
                if user == bot_user {
                    words(lang, "tournament-thread-computer")
                } else {
                    delivery::display_name(http, user).await
                }
            };
            let title = words_with(
                lang,
                "tournament-thread-name",
                &[
                    ("name", game.name.as_str().into()),
                    ("round", Arg::Number(game.round)),
                    ("white", name(game.white).await.into()),
                    ("black", name(game.black).await.into()),
                ],
            );
            let thread = crate::service::thread_name(&title, None);
            let placement = if reused_entry {
                delivery::find_or_open_thread(http, channel, entry, &thread).await
            } else {
                delivery::open_or_find_thread(http, channel, entry, &thread)
                    .await
                    .0
            };
            if let Some(p) = placement {
                let recorded = service
                    .pairing_posted(game, None, Some(crate::store::from_db(p.channel_id)))
                    .await;
                if let Err(e) = recorded {
                    tracing::warn!(error = %e, "could not record a tournament game's thread");
                }
            }
            placement
        }
    };
    match service.start_pairing_game(game, placement).await {
        Ok(update) => Some(update),
        Err(e) => {
            // Its entry and thread stay recorded for the next attempt.
            tracing::info!(error = %e, "a tournament game was not started here");
            None
        }
    }
}

/// Posts pairing `game`'s entry message (pinging both players) and records it at once.
async fn post_entry(http: &Http, service: &Service, game: &StartingGame) -> Option<MessageId> {
    let lang = service.server_lang(Some(game.guild)).await;
    let entry = Outgoing {
        text: words_with(
            lang,
            "tournament-entry",
            &[
                ("name", game.name.as_str().into()),
                ("round", Arg::Number(game.round)),
                ("board", Arg::Number(game.board)),
                ("white", format!("<@{}>", game.white).into()),
                ("black", format!("<@{}>", game.black).into()),
            ],
        ),
        ping: vec![game.white, game.black],
        // One entry per pairing, whichever process posts it and however often it tries.
        nonce: Some(format!(
            "p{}-{}-{}",
            game.tournament, game.round, game.board
        )),
        ..Outgoing::default()
    };
    let message = match ChannelId::new(game.channel)
        .send_message(http, entry.message())
        .await
    {
        Ok(message) => message,
        Err(e) => {
            tracing::warn!(error = %e, "could not announce a tournament game");
            return None;
        }
    };
    if let Err(e) = service
        .pairing_posted(game, Some(message.id.get()), None)
        .await
    {
        tracing::warn!(error = %e, "could not record a tournament game's entry");
    }
    Some(message.id)
}

/// Sends `update`'s announcements under its game's lock.
async fn send(http: &Http, service: &Service, locks: &GameLocks, update: &Update) {
    let courier = Courier::new(http, service.store(), locks);
    let _game = courier.lock(update.game_id).await;
    let all: Vec<&Queued> = update.queued.iter().collect();
    courier
        .deliver(&all, None, &mut Pictures::default(), &mut Lineup::default())
        .await;
}
