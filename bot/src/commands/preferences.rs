//! `/preferences`: a player's own settings (server settings are `/settings`).

use super::context::{call, reader_lang, LanguageChoice};
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

/// Your own settings: your language, and the colours of your private boards and lessons
///
/// `language` picks the language I answer you in, privately and by DM (by default, your Discord
/// app's language); what I post in a channel, everyone reads, so it speaks the server's language
/// (`/settings language`). `theme:colour-blind` draws your private boards (your view of a game,
/// the prompts I send you by DM) and your lessons without red/green pairs: the last move, check,
/// targets, health bars and good or bad news use blue, yellow and orange instead. The boards
/// posted in a channel, which everyone shares, keep the standard colours. Without options it
/// shows your settings.
#[poise::command(slash_command)]
pub async fn preferences(
    ctx: Context<'_>,
    #[description = "The colours of your own boards"] theme: Option<ThemeChoice>,
    #[description = "The language I answer you in (default: your Discord app's)"] language: Option<
        LanguageChoice,
    >,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let user = ctx.author().id.get();
    let service = &ctx.data().service;
    if let Some(language) = language {
        call(ctx, service.set_language(user, language.lang())).await?;
    }
    let lang = reader_lang(ctx).await;
    let text = call(
        ctx,
        service.preferences(user, theme.map(Into::into), lang, language.is_some()),
    )
    .await?;
    ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
    Ok(())
}
