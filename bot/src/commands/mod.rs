//! Slash commands, one file per command (or family), each named after its use case in
//! `crate::service`. Each is thin: read who, where and what (`context`), call the service once,
//! and answer with what it returns, built by `crate::messages`. The `///` comment of each
//! command is its description in Discord, in English; `localize` adds its name and description
//! in every other language of `locales/`.

mod battlefield;
mod board;
mod challenge;
mod claim;
mod community;
mod context;
mod draw;
mod export;
mod help;
mod history;
mod learn;
mod lobby;
mod localize;
mod moves;
mod preferences;
mod puzzle;
mod replay;
mod resign;
mod review;
mod rules_help;
mod shop;
mod tournament;

use crate::types::{Data, Error};

/// Every command the bot registers, each run inside its interaction's log span (see
/// [`traced`]).
pub fn all() -> Vec<poise::Command<Data, Error>> {
    commands()
        .into_iter()
        .map(|mut c| {
            localize::localize(&mut c, "");
            with_span(c)
        })
        .collect()
}

fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge::play(),
        moves::move_(),
        board::board(),
        resign::resign(),
        claim::claim(),
        draw::draw(),
        rules_help::rules(),
        history::history(),
        battlefield::forecast(),
        battlefield::piece(),
        shop::shop(),
        community::leaderboard(),
        community::stats(),
        community::games(),
        community::settings(),
        export::export(),
        replay::replay(),
        review::review(),
        learn::learn(),
        puzzle::puzzle(),
        preferences::preferences(),
        tournament::tournament(),
        lobby::seek(),
        lobby::lobby(),
        lobby::block(),
        help::help(),
    ]
}

/// A command's own slash action, kept in its `custom_data` while [`traced`] runs it.
type SlashAction =
    for<'a> fn(
        poise::ApplicationContext<'a, Data, Error>,
    ) -> poise::BoxFuture<'a, Result<(), poise::FrameworkError<'a, Data, Error>>>;

/// See [`SlashAction`].
struct OwnAction(SlashAction);

/// `command` (and its subcommands) with its action run by [`traced`].
fn with_span(mut command: poise::Command<Data, Error>) -> poise::Command<Data, Error> {
    if let Some(action) = command.slash_action.take() {
        command.custom_data = Box::new(OwnAction(action));
        command.slash_action = Some(traced);
    }
    command.subcommands = command.subcommands.into_iter().map(with_span).collect();
    command
}

/// Runs a command's own action inside a span naming the interaction, the command and the
/// user (and the game, once the service has found it): every log line of the command carries
/// them, in the JSON logs too.
fn traced(
    ctx: poise::ApplicationContext<'_, Data, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Data, Error>>> {
    use tracing::Instrument;
    Box::pin(async move {
        let span = tracing::info_span!(
            "interaction",
            id = %ctx.interaction.id,
            command = %ctx.command().qualified_name,
            user = %ctx.interaction.user.id,
            game = tracing::field::Empty,
        );
        match ctx.command().custom_data.downcast_ref::<OwnAction>() {
            Some(OwnAction(action)) => action(ctx).instrument(span).await,
            None => Ok(()),
        }
    })
}
