//! A game against the computer, started from `/play` with the bot as the opponent or from the
//! button that ends a course: the game's entry is posted, a thread opened from it where the server plays games
//! in threads, the game started there, and its first board sent.

use crate::delivery::{self, Asker};
use crate::flows::budget::bounded_here;
use crate::messages::Outgoing;
use crate::service::{thread_name, ChallengeRequest, ComputerRequest, ServiceError};
use crate::store::from_db;
use crate::types::Error;
use crate::words::{level_name, variant_name, words_with, Arg};
use poise::serenity_prelude as serenity;

/// A game against the computer starts at once: in a thread of its own started from the entry
/// (where the server plays games in threads and the bot may create one), else right here. The
/// entry is the command's public answer, or (after a click, or when the command had to be
/// acknowledged privately first) a channel message of its own.
pub async fn against_the_computer(
    asker: Asker<'_>,
    request: &ChallengeRequest,
    computer: &ComputerRequest,
) -> Result<(), Error> {
    let service = &asker.data().service;
    // The entry is public (the server's language); the note to the player is theirs.
    let lang = service.server_lang(request.guild).await;
    let variant = variant_name(lang, request.variant);
    let level = level_name(lang, computer.level);
    let entry_words = |key: &str, more: Vec<(&'static str, Arg)>| {
        let mut args = vec![
            ("variant", Arg::from(variant.as_str())),
            ("level", Arg::from(level.as_str())),
        ];
        args.extend(more);
        words_with(lang, key, &args)
    };
    let starting = Outgoing::text(entry_words("computer-entry-starting", Vec::new()));
    let (threaded, mut entry) = post_entry(
        asker,
        bounded_here(service.check_new_game(request)),
        starting,
    )
    .await?;
    let threads = threaded && delivery::may_use_threads(asker.app_permissions());
    let player = delivery::display_name(asker.http(), request.challenger).await;
    let head = words_with(
        lang,
        "computer-thread-name",
        &[
            ("variant", variant.as_str().into()),
            ("player", player.into()),
            ("level", level.as_str().into()),
        ],
    );
    let placement = if threads {
        let message = entry.message().await?;
        delivery::open_thread(
            asker.http(),
            message.channel_id,
            message.id,
            &thread_name(&head, None),
        )
        .await
    } else {
        None
    };
    let update = match bounded_here(service.start_computer_game(request, computer, placement)).await
    {
        Ok(update) => update,
        Err(e) => {
            if let Some(p) = placement {
                let _ = serenity::ChannelId::new(from_db(p.channel_id))
                    .delete(asker.http())
                    .await;
            }
            // The public entry does not stay at "starting…"; the reason goes to the player
            // privately.
            let text = entry_words("computer-entry-not-started", Vec::new());
            if let Err(e) = entry.edit(asker, Outgoing::text(text)).await {
                tracing::warn!(error = %e, "could not edit the entry of a game that did not start");
            }
            return Err(e.into());
        }
    };
    if let Some(p) = placement {
        // Named with the game's number now that it has one, like every game's thread.
        let name = thread_name(&head, Some(update.game_id));
        delivery::name_thread(asker.http(), p, name, update.game_id).await;
    }
    let game = ("game", Arg::from(update.game_id.to_string()));
    let text = match placement {
        Some(p) => {
            let thread = ("thread", format!("<#{}>", from_db(p.channel_id)).into());
            entry_words("computer-entry-thread", vec![game, thread])
        }
        None => entry_words("computer-entry", vec![game]),
    };
    // The game has started (committed): a failed edit must not hold back its first board.
    if let Err(e) = entry.edit(asker, Outgoing::text(text)).await {
        tracing::warn!(game = update.game_id, error = %e, "could not edit the game's entry");
    }
    if matches!(entry, Entry::Posted(_)) {
        let game = [("game", Arg::from(update.game_id.to_string()))];
        let note = words_with(request.lang, "computer-game-started-note", &game);
        if let Err(e) = asker.tell(&Outgoing::text(note).ephemeral()).await {
            tracing::warn!(game = update.game_id, error = %e, "could not answer privately");
        }
    }
    delivery::send_queued(asker, &update).await;
    Ok(())
}

/// Runs `check` (the new game's checks, which read the database) and posts the game's entry,
/// `starting`. A command answers publicly at once when the checks are quick, else it is
/// acknowledged privately first (a refusal stays private) and the entry posted in the channel,
/// so a busy database never makes Discord give up on it; after a click the entry is always a
/// message of its own (the click was acknowledged already).
async fn post_entry<'a, F>(
    asker: Asker<'a>,
    check: F,
    starting: Outgoing,
) -> Result<(bool, Entry<'a>), Error>
where
    F: std::future::Future<Output = Result<bool, ServiceError>>,
{
    let mut check = std::pin::pin!(check);
    if let Asker::Command(ctx) = asker {
        if let Ok(threaded) =
            tokio::time::timeout(super::public::PUBLIC_READ_DEADLINE, &mut check).await
        {
            let threaded = threaded?;
            return Ok((threaded, Entry::Reply(ctx.send(starting.reply()).await?)));
        }
        ctx.defer_ephemeral().await?;
    }
    let threaded = check.await?;
    let posted = serenity::ChannelId::new(asker.channel())
        .send_message(asker.http(), starting.message())
        .await?;
    Ok((threaded, Entry::Posted(Box::new(posted))))
}

/// The channel message that announces a game against the computer: the command's public
/// answer, or (when the command was acknowledged privately first) a message of its own.
enum Entry<'a> {
    Reply(poise::ReplyHandle<'a>),
    Posted(Box<serenity::Message>),
}

impl Entry<'_> {
    /// The message itself (its thread starts from it).
    async fn message(&self) -> Result<serenity::Message, Error> {
        Ok(match self {
            Entry::Reply(handle) => handle.message().await?.into_owned(),
            Entry::Posted(message) => (**message).clone(),
        })
    }

    /// Replaces its text.
    async fn edit(&mut self, asker: Asker<'_>, out: Outgoing) -> Result<(), Error> {
        match (self, asker) {
            (Entry::Reply(handle), Asker::Command(ctx)) => handle.edit(ctx, out.reply()).await?,
            (Entry::Reply(_), Asker::Click { .. }) => {
                unreachable!("a click's entry is always a message of its own")
            }
            (Entry::Posted(message), _) => message.edit(asker.http(), out.edit()).await?,
        }
        Ok(())
    }
}
