//! Starting a lobby pairing's game on Discord, for `/seek`, a click on a listed seek and the
//! lobby worker alike: claimed first (nothing is posted for a pairing another live process is
//! starting), then in each home (White's server, Black's) an entry message pinging its own
//! player and a thread from it, each recorded as soon as it exists, and then the game, with
//! its first board in both threads. A process killed anywhere in between leaves what it posted
//! recorded; the next attempt reuses it, and an entry carries a nonce, so one whose record was
//! lost is not posted twice either.

use crate::board_image::Pictures;
use crate::delivery::{self, Courier, Lineup};
use crate::locks::GameLocks;
use crate::messages::Outgoing;
use crate::service::{Queued, Service};
use crate::store::{from_db, Home, LobbyPairing};
use poise::serenity_prelude::{ChannelId, Http, MessageId};
use tokio::sync::Notify;

/// Starts pairing `id`'s game if this process can claim it now; false if not (another process
/// has it, it started already, or Discord or the database failed: the worker tries again).
pub async fn start(
    http: &Http,
    service: &Service,
    locks: &GameLocks,
    computer: &Notify,
    id: i64,
) -> bool {
    let pairing = match service.claim_lobby_pairing(id).await {
        Ok(Some(p)) => p,
        Ok(None) => return false,
        Err(e) => {
            tracing::warn!(pairing = id, error = %e, "could not claim a lobby pairing");
            return false;
        }
    };
    let Some(white) = open_home(http, service, &pairing, Home::White).await else {
        return false;
    };
    let Some(black) = open_home(http, service, &pairing, Home::Black).await else {
        return false;
    };
    let update = match service.start_lobby_game(&pairing, white, black).await {
        Ok(update) => update,
        Err(e) => {
            tracing::info!(pairing = id, error = %e, "a lobby game was not started here");
            return false;
        }
    };
    let courier = Courier::new(http, service.store(), locks);
    let _game = courier.lock(update.game_id).await;
    let all: Vec<&Queued> = update.queued.iter().collect();
    courier
        .deliver(&all, None, &mut Pictures::default(), &mut Lineup::default())
        .await;
    computer.notify_one();
    true
}

/// The thread of `home` for pairing `p`: the one recorded, else one opened from the home's
/// entry message (posted first if need be), recorded at once.
async fn open_home(http: &Http, service: &Service, p: &LobbyPairing, home: Home) -> Option<u64> {
    let (channel, entry, thread) = match home {
        Home::White => (p.white_channel_id, p.white_entry_id, p.white_thread_id),
        Home::Black => (p.black_channel_id, p.black_entry_id, p.black_thread_id),
    };
    if let Some(thread) = thread {
        return Some(from_db(thread));
    }
    let channel = ChannelId::new(from_db(channel));
    let reused = entry.is_some();
    let entry = match entry {
        Some(message) => MessageId::new(from_db(message)),
        None => post_entry(http, service, p, home, channel).await?,
    };
    let lang = home_lang(service, p, home).await;
    let variant = rules::VariantId::parse(&p.variant).map_or_else(
        || p.variant.clone(),
        |v| crate::words::variant_name(lang, v),
    );
    let title = crate::words::words_with(
        lang,
        "thread-name",
        &[
            ("variant", variant.into()),
            ("white", p.white_name.as_str().into()),
            ("black", p.black_name.as_str().into()),
        ],
    );
    let name = crate::service::thread_name(&title, None);
    let placement = if reused {
        delivery::find_or_open_thread(http, channel, entry, &name).await
    } else {
        delivery::open_or_find_thread(http, channel, entry, &name)
            .await
            .0
    };
    let Some(placement) = placement else {
        tracing::warn!(
            pairing = p.id,
            "could not open a lobby game's thread; will retry"
        );
        return None;
    };
    let thread = from_db(placement.channel_id);
    if let Err(e) = service.lobby_posted(p.id, home, None, Some(thread)).await {
        tracing::warn!(pairing = p.id, error = %e, "could not record a lobby game's thread");
    }
    Some(thread)
}

/// Posts pairing `p`'s entry message in `home`'s lobby channel (pinging its own player) and
/// records it at once.
async fn post_entry(
    http: &Http,
    service: &Service,
    p: &LobbyPairing,
    home: Home,
    channel: ChannelId,
) -> Option<MessageId> {
    let lang = home_lang(service, p, home).await;
    let (text, own) = Service::lobby_entry_text(p, home, lang);
    let side = match home {
        Home::White => 'w',
        Home::Black => 'b',
    };
    let out = Outgoing {
        text,
        ping: vec![own],
        // One entry per home, whichever process posts it and however often it tries.
        nonce: Some(format!("l{}{side}", p.id)),
        ..Outgoing::default()
    };
    let message = match channel.send_message(http, out.message()).await {
        Ok(message) => message,
        Err(e) => {
            tracing::warn!(pairing = p.id, error = %e, "could not announce a lobby game");
            return None;
        }
    };
    if let Err(e) = service
        .lobby_posted(p.id, home, Some(message.id.get()), None)
        .await
    {
        tracing::warn!(pairing = p.id, error = %e, "could not record a lobby game's entry");
    }
    Some(message.id)
}

/// The language of `home`'s server (its entry message and thread name).
async fn home_lang(service: &Service, p: &LobbyPairing, home: Home) -> crate::words::Lang {
    let guild = match home {
        Home::White => p.white_guild_id,
        Home::Black => p.black_guild_id,
    };
    service.server_lang(Some(from_db(guild))).await
}
