//! `/rules`: how a variant is played.

use super::context::VariantChoice;
use crate::service::rules_pictures;
use crate::types::{Context, Error};
use poise::serenity_prelude::CreateAttachment;
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

/// The key to the symbols on `variant`'s boards, as a picture, where the variant has symbols a
/// player cannot guess (Heaven and Hell's new pieces and items).
pub fn legend_png(variant: VariantId) -> Option<Vec<u8>> {
    (variant == VariantId::HeavenAndHell)
        .then(|| render::render_legend_png(&rules::heaven_hell::legend()))
}

/// The legend in words: the name of every symbol it shows, in its order.
fn legend_alt(variant: VariantId) -> String {
    let names: Vec<String> = match variant {
        VariantId::HeavenAndHell => rules::heaven_hell::legend()
            .entries
            .into_iter()
            .map(|e| e.name)
            .collect(),
        _ => Vec::new(),
    };
    format!(
        "The symbols on {}'s boards: {}.",
        variant.title(),
        names.join(", ")
    )
}

/// Explain how a variant is played
///
/// A summary of the variant's rules, visible only to you. For It is what it is chess it adds a
/// picture of each piece with every square it can reach; for Heaven and Hell, a key to its new
/// pieces and items. To learn step by step, with a board and a task per idea, use `/learn`.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
) -> Result<(), Error> {
    let variant: VariantId = variant.into();
    let text = help(variant);
    for out in crate::messages::Outgoing::split(&text) {
        ctx.send(out.ephemeral().reply()).await?;
    }
    // Discord takes at most ten attachments per message: send the pictures in even groups.
    let pictures = rules_pictures(variant);
    let messages = pictures
        .len()
        .div_ceil(crate::messages::MAX_ATTACHMENTS)
        .max(1);
    let per_message = pictures.len().div_ceil(messages).max(1);
    for group in pictures.chunks(per_message) {
        let names: Vec<&str> = group.iter().map(|p| p.caption.as_str()).collect();
        let mut reply = CreateReply::default()
            .content(crate::text::clip(
                &format!("How each piece moves: {}", names.join(", ")),
                crate::messages::MAX_MESSAGE,
            ))
            .ephemeral(true);
        for picture in group {
            reply = reply.attachment(
                CreateAttachment::bytes(picture.png.clone(), picture.file_name.clone())
                    .description(crate::text::clip(&picture.alt, crate::messages::MAX_ALT)),
            );
        }
        ctx.send(reply).await?;
    }
    if let Some(png) = legend_png(variant) {
        let reply =
            CreateReply::default()
                .content("The pieces and items on the boards:")
                .ephemeral(true)
                .attachment(CreateAttachment::bytes(png, "legend.png").description(
                    crate::text::clip(&legend_alt(variant), crate::messages::MAX_ALT),
                ));
        ctx.send(reply).await?;
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

    #[test]
    fn heaven_and_hell_has_a_legend_picture() {
        let png = legend_png(VariantId::HeavenAndHell).expect("a legend");
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert!(legend_png(VariantId::Apocalypse).is_none());
    }
}
