//! The menus and buttons of a puzzle (`/puzzle`): answering it, another page of its actions (the
//! page menu and **More actions**), and the next puzzle. A puzzle message is private, so a click edits it in place.

use crate::flows::budget::bounded_here;
use crate::messages::puzzle::puzzle_message;
use crate::messages::ComponentId;
use crate::types::Data;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;

/// Handles a puzzle's component `id`, clicked by `user` (the click is acknowledged already).
pub(super) async fn handle(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: ComponentId,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let lang = service.reader_lang(user, &ci.locale).await;
    let (card, page) = match id {
        ComponentId::Puzzle(variant, puzzle, menu) => {
            let Some(answer) = super::clicked::picked(ci) else {
                return Ok(());
            };
            let card = bounded_here(
                service.puzzle_menu_answer(user, variant, &puzzle, menu, &answer, lang),
            )
            .await?;
            (card, 0)
        }
        ComponentId::PuzzlePage(variant, puzzle, page) => (
            bounded_here(service.show_puzzle(user, variant, &puzzle, lang)).await?,
            page,
        ),
        ComponentId::PuzzleGo(variant, puzzle) => {
            let Some(page) = super::clicked::picked(ci).and_then(|p| p.parse().ok()) else {
                return Ok(());
            };
            (
                bounded_here(service.show_puzzle(user, variant, &puzzle, lang)).await?,
                page,
            )
        }
        ComponentId::PuzzleNext(variant) => (
            bounded_here(service.puzzle(user, Some(variant), lang)).await?,
            0,
        ),
        _ => return Ok(()),
    };
    let out = puzzle_message(&card, page);
    ci.edit_response(&ctx.http, super::clicked::replacing(&out))
        .await?;
    Ok(())
}
