//! `/replay` and the **Replay** button: a finished game as an animated GIF, posted in the
//! channel.

use crate::delivery::{self, Outgoing};
use crate::service::{animate, caption, Animation, ReplayPlan, ServiceError, MAX_GIF_BYTES};
use crate::types::{Context, Error};
use poise::serenity_prelude::{self as serenity, CreateAttachment, CreateMessage};
use render::Speed;

/// How fast the moves follow each other.
#[derive(Clone, Copy, Debug, Default, poise::ChoiceParameter)]
pub enum SpeedChoice {
    /// Two seconds a move.
    #[name = "slow"]
    Slow,
    /// One second a move.
    #[default]
    #[name = "normal"]
    Normal,
    /// Half a second a move.
    #[name = "fast"]
    Fast,
}

impl From<SpeedChoice> for Speed {
    fn from(choice: SpeedChoice) -> Speed {
        match choice {
            SpeedChoice::Slow => Speed::Slow,
            SpeedChoice::Normal => Speed::Normal,
            SpeedChoice::Fast => Speed::Fast,
        }
    }
}

/// Post a finished game as an animated GIF (this channel's last game, or game number N)
///
/// Every move is a frame, as the channel saw it, from the start to the end; the first and last
/// frames stay 3 seconds, the others 1 (`speed` slow: 2, fast: half a second), and it loops. A
/// game still being played is not replayed. A very long game skips some positions (never a
/// capture or a decision) to fit Discord's upload limit, and says so.
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "Game number"] game: Option<i64>,
    #[description = "How fast the moves follow each other (default normal)"] speed: Option<
        SpeedChoice,
    >,
) -> Result<(), Error> {
    // Drawing a long game takes a moment: heard at once, and a refusal stays private.
    ctx.defer_ephemeral().await?;
    let target = super::target(ctx, game);
    let plan = ctx
        .data()
        .service
        .replay(&target, ctx.author().id.get())
        .await?;
    let speed = Speed::from(speed.unwrap_or_default());
    let id = plan.record.game;
    let message = replay_message(ctx.http(), plan, speed).await?;
    ctx.channel_id().send_message(ctx.http(), message).await?;
    let where_ = if ctx.guild_id().is_some() {
        "in the channel"
    } else {
        "above"
    };
    let note = format!("The replay of game #{id} is {where_}.");
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}

/// Names the players, draws the animation on the blocking pool (never on the threads that
/// answer interactions) and builds the public message carrying it.
pub(crate) async fn replay_message(
    http: &serenity::Http,
    mut plan: ReplayPlan,
    speed: Speed,
) -> Result<CreateMessage, ServiceError> {
    plan.record.white = delivery::display_name(http, plan.white).await;
    plan.record.black = delivery::display_name(http, plan.black).await;
    let (record, last) = (plan.record, plan.final_view);
    let (record, animation) = tokio::task::spawn_blocking(move || {
        let drawn = animate(&record, Some(&last), speed, MAX_GIF_BYTES);
        (record, drawn)
    })
    .await
    .map_err(|e| ServiceError::Internal(format!("drawing a replay: {e}")))?;
    let animation =
        animation.map_err(|e| ServiceError::Internal(format!("game #{}: {e}", record.game)))?;
    let file = CreateAttachment::bytes(animation.gif.clone(), Animation::file_name(record.game))
        .description(delivery::clip(&animation.alt, delivery::MAX_ALT));
    Ok(Outgoing::text(caption(&record, &animation, speed))
        .message()
        .add_file(file))
}
