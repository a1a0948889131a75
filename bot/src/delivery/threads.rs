//! Game threads: whether the bot may open one where it was asked, opening it from a message
//! (or finding the one an earlier attempt opened), and naming it once its game has a number.

use crate::store::{from_db, to_db, Placement};
use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, ChannelId, ChannelType, CreateThread, EditThread};

/// Opens a thread from `message`, or finds the one an earlier click opened from it (the bot
/// stopped, or the click was doubled, before the game was stored: the game goes there).
/// Returns where the game is played (none: in the channel) and whether the thread is new.
pub async fn open_or_find_thread(
    http: &serenity::Http,
    channel: ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> (Option<Placement>, bool) {
    match open_thread(http, channel, message, name).await {
        Some(p) => (Some(p), true),
        None if has_thread(http, message).await => (
            Some(Placement {
                channel_id: to_db(message.get()),
                parent_channel_id: to_db(channel.get()),
                parent_message_id: to_db(message.get()),
            }),
            false,
        ),
        None => (None, false),
    }
}

/// The thread started from `message` if there is one already (an earlier attempt opened it
/// and was killed before recording it), else a new one named `name`: looked up first, so no
/// request Discord would refuse (a second thread from one message) is sent.
pub async fn find_or_open_thread(
    http: &serenity::Http,
    channel: ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> Option<Placement> {
    if has_thread(http, message).await {
        return Some(Placement {
            channel_id: to_db(message.get()),
            parent_channel_id: to_db(channel.get()),
            parent_message_id: to_db(message.get()),
        });
    }
    open_or_find_thread(http, channel, message, name).await.0
}

/// Whether `message` has started a thread already (a thread started from a message has the
/// message's id).
async fn has_thread(http: &serenity::Http, message: serenity::MessageId) -> bool {
    ChannelId::new(message.get())
        .to_channel(http)
        .await
        .is_ok_and(|c| c.guild().is_some_and(|g| is_thread(g.kind)))
}

/// Whether a channel of this kind is a thread.
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Names game thread `placement` `name` (once its game has a number); a failure is only
/// logged (the thread keeps its first name).
pub async fn name_thread(http: &serenity::Http, placement: Placement, name: String, game: i64) {
    let renamed = ChannelId::new(from_db(placement.channel_id))
        .edit_thread(http, EditThread::new().name(name))
        .await;
    if let Err(e) = renamed {
        tracing::info!(game, error = %e, "could not rename a game's thread");
    }
}

/// Whether the bot may play a game in a thread here: Discord sends the bot's permissions in the
/// channel with every interaction; a game needs both to create the thread and to post in it
/// (a server may grant one without the other). Unknown permissions: try, and fall back if the
/// thread cannot be created.
pub fn may_use_threads(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_none_or(|p| {
        (p.create_public_threads() && p.send_messages_in_threads()) || p.administrator()
    })
}

/// A thread for a game, started from `message` in `channel`; `None` (play in the channel) when
/// the bot may not create one there.
pub async fn open_thread(
    http: &serenity::Http,
    channel: ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> Option<Placement> {
    let builder = CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneWeek);
    match channel
        .create_thread_from_message(http, message, builder)
        .await
    {
        Ok(thread) => Some(Placement {
            channel_id: to_db(thread.id.get()),
            parent_channel_id: to_db(channel.get()),
            parent_message_id: to_db(message.get()),
        }),
        Err(e) => {
            tracing::info!(error = %e, "cannot open a thread here; the game is played in the channel");
            None
        }
    }
}
