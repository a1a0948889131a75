//! `/rules`: how a variant is played.

use super::play::VariantChoice;
use crate::delivery;
use crate::discord::{Context, Error};
use poise::CreateReply;
use rules::VariantId;

/// The `/rules` text of `variant`.
pub fn help(variant: VariantId) -> String {
    match variant {
        _ => format!(
            "**{}** is coming soon: its rules are not in this build yet.",
            variant.title()
        ),
    }
}

/// Explain how a variant is played
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
) -> Result<(), Error> {
    let text = help(variant.into());
    for part in delivery::split_messages(&text, delivery::MAX_MESSAGE) {
        ctx.send(CreateReply::default().content(part).ephemeral(true))
            .await?;
    }
    Ok(())
}
