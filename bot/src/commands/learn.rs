//! `/learn`: a guided course for each variant, one lesson at a time, private to the learner.

use super::play::VariantChoice;
use crate::board_image::Picture;
use crate::components::ComponentId;
use crate::delivery::{self, Outgoing};
use crate::service::LessonCard;
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;
use rules::VariantId;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
};

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
    let card = ctx
        .data()
        .service
        .learn(ctx.author().id.get(), variant.into(), lesson)
        .await?;
    let out = lesson_message(&card, ctx.guild_id().is_some());
    ctx.send(out.ephemeral().reply()).await?;
    Ok(())
}

/// A lesson card as a message: its words and board, the menu of answers (until it is solved),
/// the **Text board** button, and then **Next** — or, after the last lesson, a button that starts
/// a game against the computer (in a server; in a DM, how to start one).
pub(crate) fn lesson_message(card: &LessonCard, in_server: bool) -> Outgoing {
    let variant = card.variant;
    let mut components = Vec::new();
    if !card.choices.is_empty() {
        let options = card
            .choices
            .iter()
            .take(crate::service::MAX_MENU_OPTIONS)
            .map(|c| delivery::option(&c.label, &c.notation))
            .collect();
        let menu = CreateSelectMenu::new(
            ComponentId::Lesson(variant, card.lesson.clone()).encode(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder("Pick your answer");
        components.push(CreateActionRow::SelectMenu(menu));
    }
    let mut buttons =
        vec![
            CreateButton::new(ComponentId::LessonText(variant, card.lesson.clone()).encode())
                .label("Text board")
                .style(ButtonStyle::Secondary),
        ];
    if card.next.is_some() {
        buttons.push(
            CreateButton::new(ComponentId::LessonNext(variant, card.lesson.clone()).encode())
                .label("Next lesson")
                .style(ButtonStyle::Primary),
        );
    }
    let mut text = card.text.clone();
    if card.finished {
        if in_server {
            buttons.push(
                CreateButton::new(ComponentId::LessonPlay(variant).encode())
                    .label("Play the computer (easy)")
                    .style(ButtonStyle::Success),
            );
        } else {
            text.push_str(&format!(
                "\nIn a server, start one with `/play {} opponent:@me level:easy`.",
                variant.id()
            ));
        }
    }
    components.push(CreateActionRow::Buttons(buttons));
    Outgoing {
        text,
        picture: Some(Picture::of(&card.view)),
        components,
        ..Outgoing::default()
    }
}

/// The `/learn` line of `/help`'s "where to start".
pub(crate) fn first_steps() -> String {
    format!(
        "New here? `/learn <variant>` teaches a variant in a few minutes (try `/learn {}`), then \
         `/play <variant> opponent:@me level:easy` starts a game against the computer.",
        VariantId::Apocalypse.id()
    )
}
