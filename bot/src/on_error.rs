//! The one error handler for every command: refusals get their friendly text as an ephemeral
//! reply; failures are logged (without secrets) and the user gets an apology.

use crate::delivery;
use crate::messages::Outgoing;
use crate::service::ServiceError;
use crate::text::clip;
use crate::types::{Context, Data, Error};
use crate::words::{words, words_with, Lang};
use poise::FrameworkError;

/// Counts a command's interaction in the metrics as `outcome` (`answered`, `refused`,
/// `failed`), with the time since it was admitted as its response time (an upper bound of the
/// first response: a slow command has deferred before it ends). Autocomplete is not counted.
pub async fn count(ctx: Context<'_>, outcome: &'static str) {
    let poise::Context::Application(app) = ctx else {
        return;
    };
    if app.interaction_type == poise::CommandInteractionType::Autocomplete {
        return;
    }
    let kind: &str = &ctx.command().qualified_name;
    let metrics = crate::ops::metrics::metrics();
    metrics.interaction(kind, outcome);
    // (A command refused before it was admitted has no start.)
    if let Some(invocation) = ctx.invocation_data::<crate::types::Invocation>().await {
        metrics.responded(kind, invocation.started.elapsed());
    }
}

/// The language of the person interacting: the one a reply of this command already found (their
/// `/preferences language`), else their Discord client's. Never asks the database: the error may
/// be that it is not answering.
async fn lang_of(ctx: Context<'_>) -> Lang {
    let invocation = ctx.invocation_data::<crate::types::Invocation>().await;
    invocation
        .and_then(|i| i.lang.get().copied())
        .unwrap_or_else(|| ctx.locale().map_or(Lang::En, Lang::from_discord))
}

/// Answers the user (ephemerally, in their language) and logs what went wrong.
pub async fn on_error(error: FrameworkError<'_, Data, Error>) {
    let (ctx, text) = match error {
        FrameworkError::Command { error, ctx, .. } => {
            let command = ctx.command().qualified_name.clone();
            let lang = lang_of(ctx).await;
            let text = match error.downcast_ref::<ServiceError>() {
                Some(outage) if outage.is_outage() => {
                    count(ctx, "unavailable").await;
                    outage.words(lang)
                }
                Some(refusal) if refusal.is_refusal() => {
                    tracing::debug!(%command, reason = %refusal, "refused");
                    count(ctx, "refused").await;
                    refusal.words(lang)
                }
                Some(ServiceError::Internal(detail)) => {
                    tracing::error!(%command, %detail, "command failed");
                    count(ctx, "failed").await;
                    words(lang, "err-apology")
                }
                _ => {
                    tracing::error!(%command, error = %error, "command failed");
                    count(ctx, "failed").await;
                    words(lang, "err-apology")
                }
            };
            (ctx, text)
        }
        FrameworkError::ArgumentParse { ctx, error, .. } => {
            // The input may be a secret move: log only at debug.
            tracing::debug!(command = %ctx.command().qualified_name, %error, "bad arguments");
            count(ctx, "refused").await;
            let error = clip(&error.to_string(), 200);
            let text = words_with(
                lang_of(ctx).await,
                "err-could-not-read",
                &[("error", error.into())],
            );
            (ctx, text)
        }
        FrameworkError::CommandCheckFailed { ctx, error, .. } => {
            count(ctx, "refused").await;
            let text = match error
                .as_ref()
                .and_then(|e| e.downcast_ref::<ServiceError>())
            {
                Some(refusal) => refusal.words(lang_of(ctx).await),
                None => words(lang_of(ctx).await, "err-not-here"),
            };
            // Over the rate limit, or the bot is stopping: the refusal and no work at all (what
            // is held for the user stays held for their next command).
            if let Err(e) = ctx.send(Outgoing::text(text).ephemeral().reply()).await {
                tracing::warn!(error = %e, "could not send the refusal");
            }
            return;
        }
        FrameworkError::GuildOnly { ctx, .. } => (
            {
                count(ctx, "refused").await;
                ctx
            },
            words(lang_of(ctx).await, "err-guild-only"),
        ),
        FrameworkError::CommandPanic { ctx, payload, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, ?payload, "command panicked");
            count(ctx, "failed").await;
            (ctx, words(lang_of(ctx).await, "err-apology"))
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
            return;
        }
    };
    // Outgoing clips the text to Discord's limit (a refusal may quote long input).
    if let Err(e) = ctx.send(Outgoing::text(text).ephemeral().reply()).await {
        tracing::warn!(error = %e, "could not send the error reply");
        return;
    }
    delivery::show_held(delivery::Asker::Command(ctx)).await;
}
