//! `/preferences`: a player's own settings (server settings are `/settings`).

use super::context::call;
use crate::messages::Outgoing;
use crate::types::{Context, Error};
use rules::view::Scheme;

/// The colours of your own boards.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ThemeChoice {
    /// The house colours.
    #[name = "standard"]
    Standard,
    /// No red/green pairs: blue, yellow and orange instead.
    #[name = "colour-blind"]
    ColourBlind,
}

impl From<ThemeChoice> for Scheme {
    fn from(choice: ThemeChoice) -> Scheme {
        match choice {
            ThemeChoice::Standard => Scheme::Standard,
            ThemeChoice::ColourBlind => Scheme::ColourBlind,
        }
    }
}

/// Your own settings: the colours of your private boards and lessons
///
/// `theme:colour-blind` draws your private boards (your view of a game, the prompts I send you
/// by DM) and your lessons without red/green pairs: the last move, check, targets, health bars
/// and good or bad news use blue, yellow and orange instead. The boards posted in a channel,
/// which everyone shares, keep the standard colours. Without options it shows your settings.
#[poise::command(slash_command)]
pub async fn preferences(
    ctx: Context<'_>,
    #[description = "The colours of your own boards"] theme: Option<ThemeChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let text = call(
        ctx,
        ctx.data()
            .service
            .preferences(ctx.author().id.get(), theme.map(Into::into)),
    )
    .await?;
    ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
    Ok(())
}
