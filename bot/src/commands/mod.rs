//! Slash commands, one file per feature. Each is thin: read who/where/what, call the service,
//! reply. The `///` comment of each command is its description in Discord.

mod battlefield;
mod board;
mod claim;
mod community;
mod draw;
mod export;
mod history;
mod moves;
mod play;
mod resign;
mod rules_help;
mod shop;

use crate::delivery::Outgoing;
use crate::discord::{Context, Data, Error};
use crate::service::{ServiceError, Target, TextKind};
use std::future::Future;
use std::time::Duration;

/// The longest square text read (`b2`, with room for stray spaces).
pub const MAX_SQUARE_TEXT: usize = 8;

/// `text` if it is at most `max` characters long; otherwise a refusal saying it is too long to
/// be `what`, without reading (or quoting) it.
pub fn bounded(text: &str, max: usize, what: TextKind) -> Result<&str, ServiceError> {
    let len = text.chars().count();
    if len > max {
        return Err(ServiceError::TooLong(what, len));
    }
    Ok(text)
}

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        play::play(),
        moves::move_(),
        board::board(),
        resign::resign(),
        claim::claim(),
        draw::draw(),
        rules_help::rules(),
        history::history(),
        battlefield::forecast(),
        battlefield::piece(),
        shop::shop(),
        community::leaderboard(),
        community::stats(),
        community::games(),
        community::settings(),
        export::export(),
    ]
}

/// Which game a command is about: the explicit `game` option, else the channel's game, else (in
/// a DM) the user's game.
pub fn target(ctx: Context<'_>, game: Option<i64>) -> Target {
    let place = if ctx.guild_id().is_some() {
        Target::channel(ctx.channel_id().get())
    } else {
        Target::direct()
    };
    place.with_game(game)
}

/// How long a command whose answer is public may read before the interaction is acknowledged
/// first (Discord waits 3 s for the first response).
pub(crate) const PUBLIC_READ_DEADLINE: Duration = Duration::from_millis(1_500);

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
    ctx.send(Outgoing::text("Posted in the channel.").ephemeral().reply())
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_too_long_is_refused_with_what_a_good_one_looks_like() {
        assert_eq!(bounded("24h", 40, TextKind::Duration), Ok("24h"));
        for (kind, hint) in [
            (TextKind::Duration, "Durations look like `24h`"),
            (TextKind::VariantList, "Use `all`"),
            (TextKind::Square, "Squares look like `b2`"),
            (TextKind::Move, "Moves look like `e2e4`"),
        ] {
            let refusal = bounded(&"9".repeat(300), 40, kind).unwrap_err().to_string();
            assert!(refusal.contains(kind.noun()), "{refusal}");
            assert!(refusal.contains(hint), "{refusal}");
            assert!(refusal.contains("300 characters"), "{refusal}");
            assert!(
                !refusal.contains("999"),
                "the text is not quoted: {refusal}"
            );
        }
        // Only a move's refusal talks about moves.
        let square = bounded("b2b2b2b2b2", 8, TextKind::Square).unwrap_err();
        assert!(!square.to_string().contains("autocomplete"));
    }
}
