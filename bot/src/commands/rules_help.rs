//! `/rules`: how a variant is played.

use super::play::VariantChoice;
use crate::delivery;
use crate::discord::{Context, Error};
use poise::CreateReply;
use rules::VariantId;

/// The `/rules` text of `variant`: the variant's own player-facing summary.
pub fn help(variant: VariantId) -> String {
    let text = match variant {
        VariantId::Apocalypse => rules::apocalypse::HELP,
        VariantId::HeavenAndHell => rules::heaven_hell::HELP,
        VariantId::Battlefield => rules::battlefield::HELP,
        VariantId::Oracle => rules::oracle::HELP,
        VariantId::ItIsWhatItIs => rules::it_is_what_it_is::HELP,
    };
    text.trim().to_owned()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_playable_variant_has_real_help() {
        for variant in VariantId::ALL {
            let text = help(variant);
            assert!(!text.is_empty());
            assert!(text.len() > 200, "{variant} has a real summary");
        }
        assert_eq!(help(VariantId::Apocalypse), rules::apocalypse::HELP.trim());
    }
}
