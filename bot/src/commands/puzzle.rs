//! `/puzzle`: a position from a real game where one action is clearly best, private to the
//! solver, answered from its menu or with `/move`.

use super::play::VariantChoice;
use crate::board_image::Picture;
use crate::components::ComponentId;
use crate::delivery::{self, Outgoing};
use crate::service::{PuzzleCard, MAX_MENU_OPTIONS};
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
};

/// Menus shown at once (Discord allows five rows; the last holds the buttons).
const MENUS_PER_PAGE: usize = 4;

/// Solve a puzzle: find the best action in a position from a real game (private to you)
///
/// One puzzle of the variant (or of one picked for you) that you have not answered yet, the one
/// nearest your level (it rises with each puzzle you solve there). Pick your answer from the
/// menu, or answer with `/move` where you have no game going. Right or wrong, you see the
/// solution and the line that follows; your first answer to each puzzle counts in your record
/// (`/stats`). `daily:True` gives the day's puzzle, the same for everyone on this server.
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    #[description = "Which variant (default: one picked for you)"] variant: Option<VariantChoice>,
    #[description = "The daily puzzle, the same for everyone here today"] daily: Option<bool>,
) -> Result<(), Error> {
    // A puzzle is a few reads and one small picture: answered at once, privately.
    ctx.defer_ephemeral().await?;
    let service = &ctx.data().service;
    let user = ctx.author().id.get();
    let variant = variant.map(Into::into);
    let card = if daily.unwrap_or(false) {
        let guild = ctx.guild_id().map(|g| g.get());
        service.daily_puzzle(user, guild, variant).await?
    } else {
        service.puzzle(user, variant).await?
    };
    ctx.send(puzzle_message(&card, 0).ephemeral().reply())
        .await?;
    Ok(())
}

/// A puzzle card as a message: its words and board and, until answered, page `page` of the menus
/// of actions (25 to a menu) with **More actions** when there are more; once answered, the
/// **Next puzzle** button.
pub(crate) fn puzzle_message(card: &PuzzleCard, page: usize) -> Outgoing {
    let variant = card.variant;
    let mut components = Vec::new();
    let menus: Vec<&[rules::ActionChoice]> = card.choices.chunks(MAX_MENU_OPTIONS).collect();
    let pages = menus.len().div_ceil(MENUS_PER_PAGE);
    let page = if pages == 0 { 0 } else { page % pages };
    for (n, chunk) in menus
        .iter()
        .enumerate()
        .skip(page * MENUS_PER_PAGE)
        .take(MENUS_PER_PAGE)
    {
        let options = chunk
            .iter()
            .map(|c| delivery::option(&c.label, &c.notation))
            .collect();
        let first = n * MAX_MENU_OPTIONS + 1;
        let menu = CreateSelectMenu::new(
            ComponentId::Puzzle(variant, card.puzzle.clone(), n).encode(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(format!(
            "Your answer (actions {first} to {} of {})",
            first + chunk.len() - 1,
            card.choices.len()
        ));
        components.push(CreateActionRow::SelectMenu(menu));
    }
    let mut buttons = Vec::new();
    if pages > 1 {
        buttons.push(
            CreateButton::new(
                ComponentId::PuzzlePage(variant, card.puzzle.clone(), (page + 1) % pages).encode(),
            )
            .label("More actions")
            .style(ButtonStyle::Secondary),
        );
    }
    if card.answered() {
        buttons.push(
            CreateButton::new(ComponentId::PuzzleNext(variant).encode())
                .label("Next puzzle")
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
