//! `/leaderboard`, `/stats` and `/games`: ratings and the games a player has going.

use super::play::VariantChoice;
use crate::delivery::{self, Outgoing};
use crate::discord::{Context, Error};
use poise::serenity_prelude as serenity;

/// Sends `text` as one or more messages that fit Discord's limit, mentioning without pinging.
async fn say(ctx: Context<'_>, text: &str, ephemeral: bool) -> Result<(), Error> {
    for part in delivery::split_messages(text, delivery::MAX_MESSAGE) {
        let mut out = Outgoing::text(part);
        out.ephemeral = ephemeral;
        ctx.send(out.reply()).await?;
    }
    Ok(())
}

/// The best rated players of a variant on this server
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let text = ctx
        .data()
        .service
        .leaderboard(guild, variant.into(), ctx.author().id.get())
        .await?;
    say(ctx, &text, false).await
}

/// A player's ratings and record on this server (yours if you name nobody)
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let who = user.as_ref().map_or(ctx.author().id.get(), |u| u.id.get());
    let text = ctx.data().service.stats(guild, who).await?;
    say(ctx, &text, false).await
}

/// Your games in progress here (in a DM with me: everywhere), with whose turn it is
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx.guild_id().map(|g| g.get());
    let text = ctx
        .data()
        .service
        .games(ctx.author().id.get(), guild)
        .await?;
    say(ctx, &text, true).await
}
