//! `/review`: the computer's review of a finished game, with its evaluation graph.

use crate::messages::review::{review_message, review_post_note, ReviewPlace};
use crate::messages::Outgoing;
use crate::service::{ReviewPost, ReviewProgress, ReviewReport, ServiceError};
use crate::store::from_db;
use crate::types::{Context, Error};
use crate::words::{words_with, Lang};
use std::sync::Arc;
use std::time::Duration;

/// How often the progress message is edited while the computer reviews.
const PROGRESS_EVERY: Duration = Duration::from_millis(1_500);

/// The computer's review of a finished game: mistakes, blunders and an evaluation graph
///
/// The computer goes through every action of a finished game (this channel's last game, or game
/// number N) from what its player could know then, and posts in the channel each player's
/// mistakes and blunders, their worst moments with the action it preferred, and a graph of
/// White's expected score. Buttons show the board at each moment, privately. A game in progress
/// is never reviewed. The first review of a game takes a few seconds; after that it is stored.
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<i64>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    // The review is posted for everyone in a server's channel (its language); in a DM, it is
    // the asker's.
    let reader = super::context::reader_lang(ctx).await;
    let post_lang = match ctx.guild_id() {
        Some(guild) => ctx.data().service.server_lang(Some(guild.get())).await,
        None => reader,
    };
    let report = with_progress(ctx, &target, post_lang, reader).await?;
    let out = review_message(&report);
    if ctx.guild_id().is_none() {
        ctx.send(out.reply()).await?;
        return Ok(());
    }
    // Posted once per game and channel: a later call gets a link to that post.
    let service = &ctx.data().service;
    let (game, channel) = (report.game_id, ctx.channel_id());
    let posted = match service.claim_review_post(game, channel.get()).await? {
        ReviewPost::Claimed => {
            let sent = channel.send_message(ctx.http(), out.message()).await;
            let message = sent.as_ref().ok().map(|m| m.id.get());
            if let Err(e) = service
                .settle_review_post(game, channel.get(), message)
                .await
            {
                tracing::warn!(game, error = %e, "could not record a review's post");
            }
            sent?;
            ReviewPlace::PostedNow
        }
        ReviewPost::Posted(message) => {
            let guild = ctx.guild_id().map_or(0, |g| g.get());
            ReviewPlace::Already(format!(
                "https://discord.com/channels/{guild}/{}/{}",
                channel.get(),
                from_db(message)
            ))
        }
        ReviewPost::Posting => ReviewPlace::BeingPosted,
    };
    ctx.send(review_post_note(game, posted, reader).reply())
        .await?;
    Ok(())
}

/// The service's review of `target`'s game; while the computer searches (a first review), a
/// private progress message is edited as it goes ("Reviewing game #12… 40%").
async fn with_progress(
    ctx: Context<'_>,
    target: &crate::service::Target,
    lang: Lang,
    reader: Lang,
) -> Result<ReviewReport, ServiceError> {
    let progress = Arc::new(ReviewProgress::default());
    let service = &ctx.data().service;
    let work = service.review(target, ctx.author().id.get(), Arc::clone(&progress), lang);
    let mut work = std::pin::pin!(work);
    let mut shown: Option<(poise::ReplyHandle<'_>, usize)> = None;
    let say = |pct: usize| {
        let game = progress.game();
        let text = words_with(
            reader,
            "review-progress",
            &[
                ("game", game.to_string().into()),
                ("percent", pct.to_string().into()),
            ],
        );
        Outgoing::text(text).ephemeral().reply()
    };
    loop {
        tokio::select! {
            done = &mut work => {
                if let Some((handle, _)) = &shown {
                    let _ = handle.edit(ctx, say(100)).await;
                }
                return done;
            }
            _ = tokio::time::sleep(PROGRESS_EVERY) => {
                if !progress.searching() {
                    continue;
                }
                let pct = progress.percent();
                let edited = match &shown {
                    None => ctx.send(say(pct)).await.map(|h| shown = Some((h, pct))),
                    Some((_, was)) if *was == pct => Ok(()),
                    Some((handle, _)) => handle.edit(ctx, say(pct)).await,
                };
                if let Err(e) = edited {
                    tracing::warn!(error = %e, "could not show a review's progress");
                }
                if let Some((_, was)) = &mut shown {
                    *was = pct;
                }
            }
        }
    }
}
