//! A lesson's card (`/learn` and its buttons): words, board, the menu of answers and the
//! buttons that go on.

use super::{ComponentId, Outgoing};
use crate::board_image::Picture;
use crate::service::{LessonCard, MAX_MENU_OPTIONS};
use crate::words::{words, words_with, Lang};
use poise::serenity_prelude as serenity;
use rules::VariantId;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
};

/// A lesson card as a message: its words and board, the menu of answers (until it is solved),
/// the **Text board** button, and then **Next** — or, after the last lesson, a button that starts
/// a game against the computer (in a server; in a DM, how to start one).
pub fn lesson_message(card: &LessonCard, in_server: bool, bot: u64) -> Outgoing {
    let variant = card.variant;
    let lang = card.lang;
    let mut components = Vec::new();
    if !card.choices.is_empty() {
        let options = card
            .choices
            .iter()
            .take(MAX_MENU_OPTIONS)
            .map(|c| super::option(&c.label, &c.notation))
            .collect();
        let menu = CreateSelectMenu::new(
            ComponentId::Lesson(variant, card.lesson.clone()).encode(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(words(lang, "lesson-menu-placeholder"));
        components.push(CreateActionRow::SelectMenu(menu));
    }
    let mut buttons =
        vec![
            CreateButton::new(ComponentId::LessonText(variant, card.lesson.clone()).encode())
                .label(words(lang, "lesson-button-text-board"))
                .style(ButtonStyle::Secondary),
        ];
    if card.next.is_some() {
        buttons.push(
            CreateButton::new(ComponentId::LessonNext(variant, card.lesson.clone()).encode())
                .label(words(lang, "lesson-button-next"))
                .style(ButtonStyle::Primary),
        );
    }
    let mut text = card.text.clone();
    if card.finished {
        if in_server {
            buttons.push(
                CreateButton::new(ComponentId::LessonPlay(variant).encode())
                    .label(words(lang, "lesson-button-play"))
                    .style(ButtonStyle::Success),
            );
        } else {
            let how = play_me(variant, bot, lang);
            text.push('\n');
            text.push_str(&words_with(
                lang,
                "lesson-in-a-server",
                &[("how", how.into())],
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

/// How to start a game of `variant` against the computer with `/play`: the opponent to pick is
/// the bot itself, named by its mention (which Discord shows as its name).
pub fn play_me(variant: VariantId, bot: u64, lang: Lang) -> String {
    words_with(
        lang,
        "lesson-play-me",
        &[
            ("variant", variant.id().into()),
            ("bot", format!("<@{bot}>").into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_a_course_in_a_dm_names_the_bot_as_the_opponent_to_pick() {
        let card = LessonCard {
            variant: VariantId::Oracle,
            lesson: "last".to_owned(),
            text: "You finished the course.".to_owned(),
            view: rules::Match::new(rules::AnyGame::new(VariantId::Oracle, 1).unwrap())
                .public_view(),
            choices: Vec::new(),
            next: None,
            finished: true,
            lang: Lang::En,
        };
        let out = lesson_message(&card, false, 42);
        // Discord lets nobody pick "@me": the bot is named by its mention.
        assert!(!out.text.contains("@me"), "{}", out.text);
        assert!(out.text.contains("<@42> (me)"), "{}", out.text);
    }
}
