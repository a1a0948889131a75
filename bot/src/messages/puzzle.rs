//! A puzzle's card (`/puzzle`, its menus and buttons, and `/move` answering it): words, board,
//! and the menus of the solver's actions, paged when they are many.

use super::{ComponentId, Outgoing};
use crate::board_image::Picture;
use crate::service::{PuzzleCard, MAX_MENU_OPTIONS};
use crate::words::{words, words_with, Arg};
use poise::serenity_prelude as serenity;
use rules::ActionChoice;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
};

/// Action menus on a page when every action fits on one (Discord allows five rows; the last
/// holds the buttons).
const MENUS_ALONE: usize = 4;
/// Action menus on a page when there are several pages: one row goes to the page menu.
const MENUS_PAGED: usize = 3;

/// A puzzle card as a message: its words and board and, until answered, page `page` of the menus
/// of its actions (25 to a menu). When they do not fit on one page (Heaven and Hell's shop can
/// offer over a thousand), a first menu jumps to any page, named by its first and last action,
/// and **More actions** turns to the next. Once answered, the **Next puzzle** button.
pub fn puzzle_message(card: &PuzzleCard, page: usize) -> Outgoing {
    let variant = card.variant;
    let lang = card.lang;
    let menus: Vec<&[ActionChoice]> = card.choices.chunks(MAX_MENU_OPTIONS).collect();
    let per_page = if menus.len() > MENUS_ALONE {
        MENUS_PAGED
    } else {
        MENUS_ALONE
    };
    let pages = menus.len().div_ceil(per_page);
    let page = if pages == 0 { 0 } else { page % pages };
    let mut components = Vec::new();
    if pages > 1 {
        components.push(page_menu(card, &menus, per_page, page));
    }
    for (n, chunk) in menus
        .iter()
        .enumerate()
        .skip(page * per_page)
        .take(per_page)
    {
        let options = chunk
            .iter()
            .map(|c| super::option(&c.label, &c.notation))
            .collect();
        let first = n * MAX_MENU_OPTIONS + 1;
        let menu = CreateSelectMenu::new(
            ComponentId::Puzzle(variant, card.puzzle.clone(), n).encode(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(words_with(
            lang,
            "puzzle-menu-placeholder",
            &[
                ("first", Arg::Number(first as i64)),
                ("last", Arg::Number((first + chunk.len() - 1) as i64)),
                ("count", Arg::Number(card.choices.len() as i64)),
            ],
        ));
        components.push(CreateActionRow::SelectMenu(menu));
    }
    let mut buttons = Vec::new();
    if pages > 1 {
        let next = ComponentId::PuzzlePage(variant, card.puzzle.clone(), (page + 1) % pages);
        buttons.push(
            CreateButton::new(next.encode())
                .label(words(lang, "puzzle-button-more"))
                .style(ButtonStyle::Secondary),
        );
    }
    if card.answered() {
        buttons.push(
            CreateButton::new(ComponentId::PuzzleNext(variant).encode())
                .label(words(lang, "puzzle-button-next"))
                .style(ButtonStyle::Primary),
        );
    }
    if !buttons.is_empty() {
        components.push(CreateActionRow::Buttons(buttons));
    }
    Outgoing {
        text: card.text.clone(),
        picture: Some(Picture::of(&card.view)),
        components,
        ..Outgoing::default()
    }
}

/// The menu that jumps to a page of the actions (the first 25 pages), each named by the
/// actions it holds; option value = the page's number from 0.
fn page_menu(
    card: &PuzzleCard,
    menus: &[&[ActionChoice]],
    per_page: usize,
    page: usize,
) -> CreateActionRow {
    let options = menus
        .chunks(per_page)
        .enumerate()
        .take(MAX_MENU_OPTIONS)
        .map(|(p, chunk)| {
            let first = &chunk[0][0].notation;
            let last = &chunk[chunk.len() - 1].last().map_or(first, |c| &c.notation);
            let label = words_with(
                card.lang,
                "puzzle-page",
                &[
                    ("page", Arg::Number(p as i64 + 1)),
                    ("first", first.as_str().into()),
                    ("last", last.as_str().into()),
                ],
            );
            super::option(&label, &p.to_string()).default_selection(p == page)
        })
        .collect();
    let menu = CreateSelectMenu::new(
        ComponentId::PuzzleGo(card.variant, card.puzzle.clone()).encode(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(words(card.lang, "puzzle-page-menu"));
    CreateActionRow::SelectMenu(menu)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{BoardView, VariantId};

    /// A card offering `n` made-up actions.
    fn card(n: usize) -> PuzzleCard {
        let game = learn::puzzles(VariantId::Battlefield)[0]
            .game(VariantId::Battlefield)
            .unwrap();
        let view: BoardView = game.view(rules::Viewer::Player(rules::Side::White));
        PuzzleCard {
            variant: VariantId::Battlefield,
            puzzle: "battlefield-001".into(),
            text: "a puzzle".into(),
            view,
            choices: (0..n)
                .map(|i| ActionChoice {
                    notation: format!("a{i}"),
                    label: format!("action {i}"),
                    said: None,
                })
                .collect(),
            lang: crate::words::Lang::En,
        }
    }

    /// The rows of `out` as JSON: (custom id, option values) per component.
    fn rows(out: &Outgoing) -> Vec<Vec<(String, Vec<String>)>> {
        out.components
            .iter()
            .map(|row| {
                let row = serde_json::to_value(row).unwrap();
                row["components"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| {
                        let values = c["options"]
                            .as_array()
                            .map(|o| {
                                o.iter()
                                    .map(|o| o["value"].as_str().unwrap().to_owned())
                                    .collect()
                            })
                            .unwrap_or_default();
                        (c["custom_id"].as_str().unwrap().to_owned(), values)
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn every_action_is_on_some_page_within_discords_limits() {
        for n in [1, 25, 26, 100, 101, 1450] {
            let card = card(n);
            let mut seen = std::collections::HashSet::new();
            let mut page = 0;
            loop {
                let rows = rows(&puzzle_message(&card, page));
                assert!(rows.len() <= 5, "{n} actions: {} rows", rows.len());
                let mut more = None;
                for (id, values) in rows.iter().flatten() {
                    assert!(values.len() <= MAX_MENU_OPTIONS, "{id}");
                    if id.starts_with("puzzle:") {
                        seen.extend(values.iter().cloned());
                    } else if id.starts_with("puzzlego:") {
                        assert!(n > 100 && values.len() >= 2, "{n}: {values:?}");
                    } else if let Some(rest) = id.strip_prefix("puzzlemore:") {
                        more = rest.rsplit(':').next().map(|p| p.parse::<usize>().unwrap());
                    }
                    assert_eq!(
                        ComponentId::decode(id).map(|c| c.encode()).as_ref(),
                        Some(id)
                    );
                }
                match more {
                    Some(next) if next != 0 => page = next,
                    _ => break,
                }
            }
            assert_eq!(seen.len(), n, "{n} actions, all reachable");
        }
    }
}
