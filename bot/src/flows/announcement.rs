//! A tournament's announcement kept true: edited at each change of state (entries, start,
//! each round, the end or a cancellation), its **Join** and **Leave** buttons removed once
//! entries close. Used by the commands that change a tournament and by its worker.

use crate::messages::tournament::announcement;
use crate::service::TournamentCard;
use poise::serenity_prelude::{ChannelId, Http, MessageId};

/// Edits `card`'s announcement message (if it was posted) to say what `card` says. A failed
/// edit is logged: the next change of state edits it again.
pub async fn refresh(http: &Http, card: &TournamentCard) {
    let Some(message) = card.message else {
        return;
    };
    let out = announcement(&card.text, card.id, card.open, card.lang);
    if let Err(e) = ChannelId::new(card.channel)
        .edit_message(http, MessageId::new(message), out.edit_keeping_files())
        .await
    {
        tracing::warn!(tournament = card.id, error = %e, "could not update the announcement");
    }
}
