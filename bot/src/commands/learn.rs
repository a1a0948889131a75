//! `/learn`: a guided course for each variant, one lesson at a time, private to the learner.

use super::context::{call, reader_lang, VariantChoice};
use crate::messages::lesson::lesson_message;
use crate::types::{Context, Error};

/// Learn a variant step by step: short lessons with a board and a task, private to you
///
/// Each lesson explains one idea in a few sentences and gives you a task on a board: pick your
/// answer from the menu. A right answer says why and offers the next lesson; a wrong one says
/// what that move does instead, and you try again. `/learn` remembers the lessons you solved and
/// carries on where you left off; `lesson:` picks one. Nothing here touches your games or
/// ratings, and it works in a DM too.
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "A lesson number (default: where you left off)"]
    #[min = 1]
    #[max = 12]
    lesson: Option<i64>,
) -> Result<(), Error> {
    // A lesson is a few reads and one small picture: answered at once, privately.
    ctx.defer_ephemeral().await?;
    let lang = reader_lang(ctx).await;
    let card = call(
        ctx,
        ctx.data()
            .service
            .learn(ctx.author().id.get(), variant.into(), lesson, lang),
    )
    .await?;
    let bot = ctx.framework().bot_id().get();
    let out = lesson_message(&card, ctx.guild_id().is_some(), bot);
    ctx.send(out.ephemeral().reply()).await?;
    Ok(())
}
