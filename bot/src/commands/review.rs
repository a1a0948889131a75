//! `/review`: the computer's review of a finished game, with its evaluation graph.

use crate::board_image::Picture;
use crate::components::ComponentId;
use crate::delivery::{clip, Outgoing, MAX_BUTTON_LABEL};
use crate::service::{review_record, summary, ReviewJob, ServiceError};
use crate::types::{Context, Error};
use ai::review::Review;
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How often the progress message is edited while the computer reviews.
const PROGRESS_EVERY: Duration = Duration::from_millis(1_500);

/// Buttons per row (Discord's limit).
const PER_ROW: usize = 5;

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
    let target = super::target(ctx, game);
    let service = &ctx.data().service;
    let job = service.review_job(&target, ctx.author().id.get()).await?;
    let review = match &job.stored {
        Some(review) => review.clone(),
        None => search(ctx, &job).await?,
    };
    let report = summary(&job.heading, &job.record, &review);
    let graph = report.graph.clone();
    let png = tokio::task::spawn_blocking(move || render::render_graph_png(&graph)).await?;
    let out = Outgoing {
        text: report.text,
        picture: Some(Picture {
            png,
            alt: report.alt,
        }),
        components: buttons(job.game_id, &report.moments),
        ..Outgoing::default()
    };
    if ctx.guild_id().is_none() {
        ctx.send(out.reply()).await?;
        return Ok(());
    }
    ctx.channel_id()
        .send_message(ctx.http(), out.message())
        .await?;
    let note = format!(
        "The review of game #{} is posted in the channel.",
        job.game_id
    );
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}

/// Reviews `job`'s game on the blocking pool, editing a private progress message as it goes
/// ("Reviewing game #12… 40%"), and stores the review.
async fn search(ctx: Context<'_>, job: &ReviewJob) -> Result<Review, Error> {
    let id = job.game_id;
    let progress = |pct: usize| {
        Outgoing::text(format!("Reviewing game #{id}… {pct}%"))
            .ephemeral()
            .reply()
    };
    let handle = ctx.send(progress(0)).await?;
    let done = Arc::new(AtomicUsize::new(0));
    let record = job.record.clone();
    let seen = done.clone();
    let mut task = tokio::task::spawn_blocking(move || {
        review_record(&record, &mut |d, total| {
            seen.store(d * 100 / total.max(1), Ordering::Relaxed);
        })
    });
    let mut shown = 0;
    let result = loop {
        tokio::select! {
            finished = &mut task => break finished?,
            _ = tokio::time::sleep(PROGRESS_EVERY) => {
                let pct = done.load(Ordering::Relaxed);
                if pct != shown {
                    shown = pct;
                    if let Err(e) = handle.edit(ctx, progress(pct)).await {
                        tracing::warn!(game = id, error = %e, "could not show a review's progress");
                    }
                }
            }
        }
    };
    let review = result.map_err(|e| ServiceError::Internal(format!("review of #{id}: {e}")))?;
    ctx.data().service.save_review(id, &review).await?;
    let _ = handle.edit(ctx, progress(100)).await;
    Ok(review)
}

/// A button per marked moment: the board before it, privately.
fn buttons(game: i64, moments: &[(usize, String)]) -> Vec<CreateActionRow> {
    moments
        .chunks(PER_ROW)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|(index, label)| {
                        CreateButton::new(ComponentId::ReviewMoment(game, *index).encode())
                            .label(clip(label, MAX_BUTTON_LABEL))
                            .style(ButtonStyle::Secondary)
                    })
                    .collect(),
            )
        })
        .collect()
}
