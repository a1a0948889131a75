//! `/seek`, `/lobby` and `/block`: finding a human opponent in any server of the lobby.

use super::context::{call, time_limit_option, VariantChoice};
use crate::messages::buttons::{cancel_seek_button, seek_buttons};
use crate::messages::Outgoing;
use crate::service::{SeekRequest, Sought};
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;

/// Find an opponent in any server of the lobby
///
/// Places a seek in the lobby across servers (the server must have joined it: `/settings lobby`).
/// If a compatible seek is waiting (same variant and terms; for a rated game, a rating close
/// enough, the window widening as it waits), you are paired at once; otherwise your seek waits
/// for 30 minutes, or until you cancel it. Your game is played in a thread of this server's lobby
/// channel; your opponent plays from their own server and sees only your display name. Rated lobby
/// games count in the global ratings (`/leaderboard scope:global`).
#[poise::command(slash_command, guild_only)]
pub async fn seek(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "Whether the game is rated in the global ratings (default yes)"] rated: Option<
        bool,
    >,
    #[description = "Time per move before a win can be claimed, e.g. 24h or 3d (default: the bot's)"]
    time_limit: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = SeekRequest {
        user: ctx.author().id.get(),
        guild: ctx.guild_id().map(|g| g.get()).unwrap_or_default(),
        name: ctx.author().display_name().to_owned(),
        variant: variant.into(),
        rated,
        move_time_limit: time_limit_option(time_limit.as_deref())?,
        lang: super::context::reader_lang(ctx).await,
    };
    let data = ctx.data();
    match call(ctx, data.service.seek(&request)).await? {
        Sought::Waiting { seek, text } => {
            let out = Outgoing {
                text,
                components: vec![cancel_seek_button(
                    seek,
                    super::context::reader_lang(ctx).await,
                )],
                ..Outgoing::default()
            };
            ctx.send(out.ephemeral().reply()).await?;
        }
        Sought::Paired { pairing, text } => {
            ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
            let http = ctx.serenity_context().http.clone();
            let (service, locks, computer) = (
                data.service.clone(),
                data.locks.clone(),
                data.computer.clone(),
            );
            // Started now (the lobby worker takes it over if this process stops first).
            tokio::spawn(async move {
                crate::flows::lobby::start(&http, &service, &locks, &computer, pairing).await;
            });
        }
    }
    Ok(())
}

/// The open seeks of the lobby, with a button to play each
///
/// Lists the seeks waiting in every server of the lobby (the variant, the player's display name
/// and global rating, the terms, how long they have waited); no server is named. A button under
/// the list takes a seek: you are paired at once, and the game starts in a thread of this server's
/// lobby channel.
#[poise::command(slash_command, guild_only)]
pub async fn lobby(
    ctx: Context<'_>,
    #[description = "Only this variant (default: all)"] variant: Option<VariantChoice>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let guild = ctx.guild_id().map(|g| g.get()).unwrap_or_default();
    let list = call(
        ctx,
        ctx.data().service.lobby(
            guild,
            ctx.author().id.get(),
            variant.map(Into::into),
            super::context::reader_lang(ctx).await,
        ),
    )
    .await?;
    let out = Outgoing {
        text: list.text,
        components: seek_buttons(&list.seeks),
        ..Outgoing::default()
    };
    ctx.send(out.ephemeral().reply()).await?;
    Ok(())
}

/// Never be paired with a player by the lobby again
///
/// The lobby across servers will never pair you with this player (nor them with you). Under a
/// finished lobby game, the **Block opponent** button does the same for an opponent from another
/// server.
#[poise::command(slash_command, guild_only)]
pub async fn block(
    ctx: Context<'_>,
    #[description = "Who"] user: serenity::User,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let text = call(
        ctx,
        ctx.data().service.block(
            ctx.author().id.get(),
            user.id.get(),
            &format!("<@{}>", user.id.get()),
            super::context::reader_lang(ctx).await,
        ),
    )
    .await?;
    ctx.send(Outgoing::text(text).ephemeral().reply()).await?;
    Ok(())
}
