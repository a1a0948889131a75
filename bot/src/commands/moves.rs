//! `/move`: play an action, with autocomplete of the caller's legal actions.

use crate::delivery;
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

/// The `game` option as typed so far (autocomplete sees the other options' values).
fn game_option(ctx: Context<'_>) -> Option<i64> {
    let poise::Context::Application(actx) = ctx else {
        return None;
    };
    actx.interaction
        .data
        .options
        .iter()
        .find(|o| o.name == "game")
        .and_then(|o| o.value.as_i64())
}

/// How long autocomplete may look for suggestions (Discord drops answers after 3 s).
const AUTOCOMPLETE_DEADLINE: std::time::Duration = std::time::Duration::from_secs(2);

async fn autocomplete_action(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    // Over the rate limit, or text longer than any move: nothing to suggest.
    if !ctx.data().limits.autocomplete(ctx.author().id.get())
        || partial.chars().count() > crate::service::MAX_ACTION_TEXT
    {
        return CreateAutocompleteResponse::new();
    }
    let target = super::target(ctx, game_option(ctx));
    let (service, user) = (&ctx.data().service, ctx.author().id.get());
    let no_game_named = game_option(ctx).is_none();
    let suggest = async {
        let suggested = service.suggest(&target, user, partial).await;
        // No game to move in: the open puzzle's actions, if the player has one.
        if suggested.is_empty() && no_game_named {
            service.suggest_puzzle(user, partial).await
        } else {
            suggested
        }
    };
    // Autocomplete cannot be deferred: past the deadline (a busy database), no suggestions
    // rather than an answer Discord would drop. One deadline for both lookups.
    let Ok(suggested) = tokio::time::timeout(AUTOCOMPLETE_DEADLINE, suggest).await else {
        tracing::info!("autocomplete gave up waiting for the database");
        return CreateAutocompleteResponse::new();
    };
    let choices = suggested
        .into_iter()
        .map(|c| {
            AutocompleteChoice::new(
                delivery::clip(&c.label, 100),
                delivery::clip(&c.notation, 100),
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
    let target = super::target(ctx, game);
    let service = &ctx.data().service;
    let user = ctx.author().id.get();
    let update = match service.play(&target, user, &action).await {
        // No game of theirs here (and none named): the answer to their open puzzle, if any.
        Err(refusal) if game.is_none() => {
            let card = service.answer_open_puzzle(user, &action, refusal).await?;
            let out = super::puzzle::puzzle_message(&card, 0);
            ctx.send(out.ephemeral().reply()).await?;
            return Ok(());
        }
        done => done?,
    };
    delivery::send_update(ctx, &update).await
}
