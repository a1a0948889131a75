//! Answering a command publicly within Discord's 3 seconds, whatever the database does.

use crate::messages::Outgoing;
use crate::service::ServiceError;
use crate::types::{Context, Error};
use std::future::Future;
use std::time::Duration;

/// How long a command whose answer is public may read before the interaction is acknowledged
/// first (Discord waits 3 s for the first response).
pub const PUBLIC_READ_DEADLINE: Duration = Duration::from_millis(1_500);

/// Runs `work` and posts its messages publicly, as the interaction's answer. If it has not
/// finished within [`PUBLIC_READ_DEADLINE`] (a busy database), the interaction is acknowledged
/// first, privately, so that Discord's 3 s are met; the messages are then posted in the
/// channel, and a refusal stays private. (Deferring publicly would make a refusal public.)
pub async fn answer_publicly<F>(ctx: Context<'_>, work: F) -> Result<(), Error>
where
    F: Future<Output = Result<Vec<Outgoing>, ServiceError>>,
{
    let mut work = std::pin::pin!(work);
    let (messages, deferred) = match tokio::time::timeout(PUBLIC_READ_DEADLINE, &mut work).await {
        Ok(done) => (done?, false),
        Err(_) => {
            ctx.defer_ephemeral().await?;
            (work.await?, true)
        }
    };
    if !deferred {
        for out in messages {
            ctx.send(out.reply()).await?;
        }
        return Ok(());
    }
    for out in &messages {
        ctx.channel_id()
            .send_message(ctx.http(), out.message())
            .await?;
    }
    let note = crate::words::words(crate::types::reader_lang(ctx).await, "posted-in-channel");
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}
