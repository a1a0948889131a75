//! `/move`: play an action, with autocomplete of the caller's legal actions.

use super::context::call;
use crate::delivery;
use crate::messages::puzzle::puzzle_message;
use crate::service::Moved;
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

/// How long autocomplete may look for suggestions (Discord drops answers after 3 s).
const AUTOCOMPLETE_DEADLINE: std::time::Duration = std::time::Duration::from_secs(2);

async fn autocomplete_action(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    // Over the rate limit, or text longer than any move: nothing to suggest.
    if !ctx.data().limits.autocomplete(ctx.author().id.get())
        || partial.chars().count() > crate::service::MAX_ACTION_TEXT
    {
        return CreateAutocompleteResponse::new();
    }
    let target = super::context::place(ctx, super::context::game_option(ctx));
    let (service, user) = (&ctx.data().service, ctx.author().id.get());
    // The same choice as `/move`: the game's actions, else the open puzzle's.
    let suggest = service.suggest_move_or_answer(&target, user, partial);
    // Autocomplete cannot be deferred: past the deadline (a busy database), no suggestions
    // rather than an answer Discord would drop. One deadline for both lookups.
    let Ok(mut suggested) = tokio::time::timeout(AUTOCOMPLETE_DEADLINE, suggest).await else {
        tracing::info!("autocomplete gave up waiting for the database");
        return CreateAutocompleteResponse::new();
    };
    crate::words::translate_choices(target.lang, &mut suggested);
    let choices = suggested
        .into_iter()
        .map(|c| {
            AutocompleteChoice::new(
                crate::text::clip(&c.label, 100),
                crate::text::clip(&c.notation, 100),
            )
        })
        .collect();
    CreateAutocompleteResponse::new().set_choices(choices)
}

/// Make your move (in a DM with me for secret moves, or here: secret moves get a private reply)
///
/// Autocomplete lists your legal actions, and only yours: start typing and pick one. Secret moves
/// (Apocalypse's simultaneous moves) can be sent in your DM with me, or here, where my answer is
/// visible only to you. `game` is needed only in a DM when several of your games wait for you.
/// Where you have no game to move in, it answers the puzzle you have open (`/puzzle`).
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[description = "Your action, e.g. b1b2 (start typing to see your legal moves)"]
    #[autocomplete = "autocomplete_action"]
    action: String,
    #[description = "Game number (only needed when several of your games wait for you)"]
    game: Option<i64>,
) -> Result<(), Error> {
    // Heard at once, whatever the load; the answer follows privately, the board in the channel.
    ctx.defer_ephemeral().await?;
    let target = super::context::target(ctx, game).await;
    let service = &ctx.data().service;
    let user = ctx.author().id.get();
    match call(
        ctx,
        service.move_or_answer(&target, user, &action, ctx.locale().unwrap_or("")),
    )
    .await?
    {
        Moved::Played(update) => delivery::send_update(ctx, &update).await,
        // No game of theirs here (and none named): the answer to their open puzzle.
        Moved::Answered(card) => {
            let out = puzzle_message(&card, 0);
            ctx.send(out.ephemeral().reply()).await?;
            Ok(())
        }
    }
}
