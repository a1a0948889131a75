//! `/puzzle`: a position from a real game where one action is clearly best, private to the
//! solver, answered from its menu or with `/move`.

use super::context::{call, VariantChoice};
use crate::messages::puzzle::puzzle_message;
use crate::types::{Context, Error};

/// Solve a puzzle: find the best action in a position from a real game (private to you)
///
/// One puzzle of the variant (or of one picked for you) that you have not answered yet, the one
/// nearest your level (it rises with each puzzle you solve there). Pick your answer from the
/// menu, or answer with `/move` where you have no game going. Right or wrong, you see the
/// solution and the line that follows; your first answer to each puzzle counts in your record
/// (`/stats`). `daily:True` gives the day's puzzle, the same for everyone on this server.
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Which variant (default: one picked for you)"] variant: Option<VariantChoice>,
    #[description = "The daily puzzle, the same for everyone here today"] daily: Option<bool>,
) -> Result<(), Error> {
    // A puzzle is a few reads and one small picture: answered at once, privately.
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let user = ctx.author().id.get();
    let variant = variant.map(Into::into);
    let lang = super::context::reader_lang(ctx).await;
    let card = if daily.unwrap_or(false) {
        let guild = ctx.guild_id().map(|g| g.get());
        call(ctx, service.daily_puzzle(user, guild, variant, lang)).await?
    } else {
        call(ctx, service.puzzle(user, variant, lang)).await?
    };
    ctx.send(puzzle_message(&card, 0).ephemeral().reply())
        .await?;
    Ok(())
}
