//! `/rules`: how a variant is played.

use super::context::VariantChoice;
use crate::service::rules_pictures;
use crate::types::{Context, Error};
use crate::words::{rules_key, words, words_with, Lang};
use poise::serenity_prelude::CreateAttachment;
use poise::CreateReply;
use rules::VariantId;

/// The `/rules` text of `variant` in `lang`: the variant's own player-facing summary
/// (`rules/src/<variant>/help.md` in English), as each language's `rules.ftl` words it.
pub fn help(variant: VariantId, lang: Lang) -> String {
    words(lang, &rules_key(variant))
}

/// The key to the symbols on `variant`'s boards, as a picture, where the variant has symbols a
/// player cannot guess (Heaven and Hell's new pieces and items).
pub fn legend_png(variant: VariantId, lang: Lang) -> Option<Vec<u8>> {
    legend(variant, lang).map(|legend| render::render_legend_png(&legend))
}

/// The key to `variant`'s symbols in `lang`, where it has one.
fn legend(variant: VariantId, lang: Lang) -> Option<rules::view::Legend> {
    (variant == VariantId::HeavenAndHell).then(|| {
        let mut legend = rules::heaven_hell::legend();
        crate::words::translate_legend(lang, &mut legend);
        legend
    })
}

/// The legend in words: the name of every symbol it shows, in its order.
fn legend_alt(variant: VariantId, lang: Lang) -> String {
    let names: Vec<String> = legend(variant, lang)
        .map(|legend| legend.entries.into_iter().map(|e| e.name).collect())
        .unwrap_or_default();
    words_with(
        lang,
        "rules-legend-alt",
        &[
            ("variant", crate::words::variant_name(lang, variant).into()),
            ("names", names.join(", ").into()),
        ],
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
    let lang = super::context::reader_lang(ctx).await;
    let text = help(variant, lang);
    for out in crate::messages::Outgoing::split(&text) {
        ctx.send(out.ephemeral().reply()).await?;
    }
    // Discord takes at most ten attachments per message: send the pictures in even groups.
    let pictures = rules_pictures(variant, lang);
    let messages = pictures
        .len()
        .div_ceil(crate::messages::MAX_ATTACHMENTS)
        .max(1);
    let per_message = pictures.len().div_ceil(messages).max(1);
    for group in pictures.chunks(per_message) {
        let names: Vec<&str> = group.iter().map(|p| p.caption.as_str()).collect();
        let mut reply = CreateReply::default()
            .content(crate::text::clip(
                &words_with(
                    lang,
                    "rules-how-each-piece-moves",
                    &[("pieces", names.join(", ").into())],
                ),
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
    if let Some(png) = legend_png(variant, lang) {
        let reply =
            CreateReply::default()
                .content(words(lang, "rules-legend"))
                .ephemeral(true)
                .attachment(CreateAttachment::bytes(png, "legend.png").description(
                    crate::text::clip(&legend_alt(variant, lang), crate::messages::MAX_ALT),
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
        for lang in Lang::ALL {
            for variant in VariantId::ALL {
                let text = help(variant, lang);
                assert!(text.len() > 200, "{variant} has a real summary in {lang}");
                // Discord's limit, split by `Outgoing::split` if needed; notation kept.
                assert!(text.contains(variant.title()) || lang != Lang::En);
            }
        }
        assert_eq!(
            help(VariantId::Apocalypse, Lang::En),
            rules::apocalypse::HELP.trim()
        );
        // It is what it is chess's forced win is said plainly in every language.
        for lang in Lang::ALL {
            let text = help(VariantId::ItIsWhatItIs, lang);
            assert!(
                text.contains("e1-e4") || text.contains("e1e4"),
                "{lang}: {text}"
            );
        }
    }

    #[test]
    fn heaven_and_hell_has_a_legend_picture() {
        let png = legend_png(VariantId::HeavenAndHell, Lang::En).expect("a legend");
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
        assert!(legend_png(VariantId::Apocalypse, Lang::En).is_none());
    }
}
