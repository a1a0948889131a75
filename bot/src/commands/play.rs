//! `/play`: challenge someone to a variant.

use crate::components::ComponentId;
use crate::delivery::Outgoing;
use crate::discord::{Context, Error};
use crate::service::{ChallengeRequest, ServiceError};
use poise::serenity_prelude as serenity;
use rules::VariantId;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// The five variants, as a choice list.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum VariantChoice {
    /// Apocalypse.
    #[name = "apocalypse"]
    Apocalypse,
    /// Heaven and Hell.
    #[name = "heaven-and-hell"]
    HeavenAndHell,
    /// Battlefield Chess.
    #[name = "battlefield"]
    Battlefield,
    /// Oracle Chess.
    #[name = "oracle"]
    Oracle,
    /// It is what it is chess.
    #[name = "it-is-what-it-is"]
    ItIsWhatItIs,
}

impl From<VariantChoice> for VariantId {
    fn from(choice: VariantChoice) -> VariantId {
        match choice {
            VariantChoice::Apocalypse => VariantId::Apocalypse,
            VariantChoice::HeavenAndHell => VariantId::HeavenAndHell,
            VariantChoice::Battlefield => VariantId::Battlefield,
            VariantChoice::Oracle => VariantId::Oracle,
            VariantChoice::ItIsWhatItIs => VariantId::ItIsWhatItIs,
        }
    }
}

/// Challenge someone to a game in this channel (you play White)
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "Who you challenge"] opponent: serenity::User,
    #[description = "Time per move before a win can be claimed, e.g. 24h or 3d (default: the server's)"]
    time_limit: Option<String>,
) -> Result<(), Error> {
    let move_time_limit = match time_limit.as_deref() {
        None => None,
        Some(text) => {
            let text = super::bounded(text, 40, "a duration")?;
            Some(crate::config::parse_duration(text).ok_or_else(|| {
                ServiceError::NoAnswer(format!(
                    "`{text}` is not a duration: write it like `24h`, `90m` or `3d`."
                ))
            })?)
        }
    };
    let request = ChallengeRequest {
        move_time_limit,
        ..ChallengeRequest::new(
            variant.into(),
            ctx.guild_id().map(|g| g.get()),
            ctx.channel_id().get(),
            ctx.author().id.get(),
            opponent.id.get(),
            opponent.bot,
        )
    };
    let challenge = ctx.data().service.challenge_with(&request).await?;
    let id = challenge.game_id;
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::Accept(id).encode())
            .label("Accept")
            .style(ButtonStyle::Success),
        CreateButton::new(ComponentId::Decline(id).encode())
            .label("Decline")
            .style(ButtonStyle::Danger),
        CreateButton::new(ComponentId::Cancel(id).encode())
            .label("Cancel")
            .style(ButtonStyle::Secondary),
    ]);
    let out = Outgoing {
        text: challenge.text,
        components: vec![buttons],
        ping: challenge.ping,
        ..Outgoing::default()
    };
    ctx.send(out.reply()).await?;
    Ok(())
}
