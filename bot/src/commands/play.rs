//! `/play`: challenge someone to a variant.

use crate::components::{is_thread, may_use_threads, name_thread, open_thread, ComponentId};
use crate::delivery::{self, Asker, Outgoing};
use crate::service::{
    bounded, thread_name, BadInput, ChallengeRequest, ComputerRequest, ServiceError, TextKind,
};
use crate::store::from_db;
use crate::types::{Context, Error};
use poise::serenity_prelude as serenity;
use rules::Side;
use rules::VariantId;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// The five variants, as a choice list.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum VariantChoice {
    /// Apocalypse.
    #[name = "apocalypse"]
    Apocalypse,
    /// Heaven and Hell.
    #[name = "heaven-and-hell"]
    HeavenAndHell,
    /// Battlefield Chess.
    #[name = "battlefield"]
    Battlefield,
    /// Oracle Chess.
    #[name = "oracle"]
    Oracle,
    /// It is what it is chess.
    #[name = "it-is-what-it-is"]
    ItIsWhatItIs,
}

impl From<VariantChoice> for VariantId {
    fn from(choice: VariantChoice) -> VariantId {
        match choice {
            VariantChoice::Apocalypse => VariantId::Apocalypse,
            VariantChoice::HeavenAndHell => VariantId::HeavenAndHell,
            VariantChoice::Battlefield => VariantId::Battlefield,
            VariantChoice::Oracle => VariantId::Oracle,
            VariantChoice::ItIsWhatItIs => VariantId::ItIsWhatItIs,
        }
    }
}

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelChoice {
    /// A quick, forgiving opponent.
    #[name = "easy"]
    Easy,
    /// A fair fight.
    #[name = "medium"]
    Medium,
    /// Its best (it thinks up to two seconds a move).
    #[name = "hard"]
    Hard,
}

impl From<LevelChoice> for ai::Level {
    fn from(choice: LevelChoice) -> ai::Level {
        match choice {
            LevelChoice::Easy => ai::Level::Easy,
            LevelChoice::Medium => ai::Level::Medium,
            LevelChoice::Hard => ai::Level::Hard,
        }
    }
}

/// Which side you play against the computer.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ColourChoice {
    /// White moves first.
    #[name = "white"]
    White,
    /// Black.
    #[name = "black"]
    Black,
    /// Drawn at random.
    #[name = "random"]
    Random,
}

/// Challenge someone (or anyone) to a game in this channel, or challenge me to play the computer
///
/// The challenge is posted in the channel and pings your opponent, with **Accept** and **Decline**
/// buttons for them and **Cancel** for you; accepted, the game gets a thread of its own (where the
/// server plays games in threads). Without `opponent` it is an open challenge: anyone here may
/// accept (the first click plays you) until it expires, after 30 minutes unless the server set
/// another time. `rated:false` makes a casual game that changes no ratings. You play White unless you choose `colour`. Name me as `opponent`
/// to play the computer at once, at `level` easy, medium (default) or hard. `time_limit` (such as
/// `2h` or `3d`, from 1 minute to 30 days) is the time per move before a win on time can be
/// claimed; by default the server's. A new `/play` of yours in the same channel replaces your open
/// challenge there. Games between people are rated unless the server made casual the default.
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which variant"] variant: VariantChoice,
    #[description = "Who you challenge (me: the computer; nobody: an open challenge anyone may accept)"]
    opponent: Option<serenity::User>,
    #[description = "Time per move before a win can be claimed, e.g. 24h or 3d (default: the server's)"]
    time_limit: Option<String>,
    #[description = "Against the computer: how strongly it plays (default medium)"] level: Option<
        LevelChoice,
    >,
    #[description = "Your side (default: White against a person, random against the computer)"]
    colour: Option<ColourChoice>,
    #[description = "Whether the game is rated (default: the server's, usually yes)"] rated: Option<
        bool,
    >,
) -> Result<(), Error> {
    let move_time_limit = match time_limit.as_deref() {
        None => None,
        Some(text) => {
            let text = bounded(text, 40, TextKind::Duration)?;
            Some(
                crate::config::parse_duration(text)
                    .ok_or_else(|| ServiceError::from(BadInput::NotADuration(text.to_owned())))?,
            )
        }
    };
    let side = |colour| match colour {
        ColourChoice::White => Side::White,
        ColourChoice::Black => Side::Black,
        ColourChoice::Random if crate::service::random_seed() & 1 == 0 => Side::White,
        ColourChoice::Random => Side::Black,
    };
    let vs_computer = opponent
        .as_ref()
        .is_some_and(|o| o.id == ctx.framework().bot_id());
    if level.is_some() && !vs_computer {
        return Err(ServiceError::from(BadInput::LevelWithoutComputer).into());
    }
    let request = ChallengeRequest {
        move_time_limit,
        thread_if_allowed: !in_thread(ctx),
        challenger_side: colour.map(side),
        rated,
        ..ChallengeRequest::new(
            variant.into(),
            ctx.guild_id().map(|g| g.get()),
            ctx.channel_id().get(),
            ctx.author().id.get(),
            opponent.as_ref().map_or(0, |o| o.id.get()),
            opponent.as_ref().is_some_and(|o| o.bot),
        )
    };
    let Some(opponent) = opponent else {
        return open_challenge(ctx, &request).await;
    };
    if vs_computer {
        let computer = ComputerRequest {
            level: level.map_or(ai::Level::Medium, Into::into),
            human_side: request.challenger_side,
            bot_user: opponent.id.get(),
        };
        return against_the_computer(delivery::Asker::Command(ctx), &request, &computer).await;
    }
    // Acknowledged at once (the challenge is a write, and Discord waits only 3 s); the
    // challenge is posted in the channel as a message of its own, so it pings the opponent.
    ctx.defer_ephemeral().await?;
    let challenge = ctx.data().service.challenge_with(&request).await?;
    let id = challenge.game_id;
    let out = Outgoing {
        text: challenge.text,
        components: vec![challenge_buttons(id, true)],
        ping: challenge.ping,
        ..Outgoing::default()
    };
    let note = format!("Challenge posted: waiting for <@{}>.", opponent.id.get());
    post_challenge(ctx, id, out, note).await
}

/// A challenge's buttons: **Accept**, **Decline** (only for a named opponent) and **Cancel**.
fn challenge_buttons(id: i64, decline: bool) -> CreateActionRow {
    let mut buttons = vec![CreateButton::new(ComponentId::Accept(id).encode())
        .label("Accept")
        .style(ButtonStyle::Success)];
    if decline {
        buttons.push(
            CreateButton::new(ComponentId::Decline(id).encode())
                .label("Decline")
                .style(ButtonStyle::Danger),
        );
    }
    buttons.push(
        CreateButton::new(ComponentId::Cancel(id).encode())
            .label("Cancel")
            .style(ButtonStyle::Secondary),
    );
    CreateActionRow::Buttons(buttons)
}

/// `/play` without an opponent: an open challenge, with **Accept** for anyone and **Cancel**
/// for the challenger.
async fn open_challenge(ctx: Context<'_>, request: &ChallengeRequest) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let challenge = ctx.data().service.open_challenge(request).await?;
    let id = challenge.game_id;
    let out = Outgoing {
        text: challenge.text,
        components: vec![challenge_buttons(id, false)],
        ..Outgoing::default()
    };
    let note = "Open challenge posted: the first to click **Accept** plays you.".to_owned();
    post_challenge(ctx, id, out, note).await
}

/// Posts challenge `id`'s message in the channel and records where it is; tells the
/// challenger `note` privately. A challenge that could not be posted is withdrawn.
async fn post_challenge(
    ctx: Context<'_>,
    id: i64,
    out: Outgoing,
    note: String,
) -> Result<(), Error> {
    let service = &ctx.data().service;
    match ctx
        .channel_id()
        .send_message(ctx.http(), out.message())
        .await
    {
        Ok(message) => {
            if let Err(e) = service.challenge_posted(id, message.id.get()).await {
                tracing::warn!(game = id, error = %e, "could not record the challenge message");
            }
        }
        Err(e) => {
            // Nobody could see or answer it: withdrawn, so it holds no place and counts
            // toward no cap.
            tracing::warn!(game = id, error = %e, "could not post a challenge; withdrawn");
            if let Err(e) = service.cancel(id, ctx.author().id.get()).await {
                tracing::warn!(game = id, error = %e, "could not withdraw an unposted challenge");
            }
            let note = "I could not post your challenge in this channel (Discord refused it; \
                        check that I may send messages here), so nothing was started. Please \
                        try again.";
            ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
            return Ok(());
        }
    }
    ctx.send(Outgoing::text(note).ephemeral().reply()).await?;
    Ok(())
}

/// A game against the computer starts at once: in a thread of its own started from the entry
/// (where the server plays games in threads and the bot may create one), else right here. The
/// entry is the command's public answer, or (after a click, or when the command had to be
/// acknowledged privately first) a channel message of its own.
pub(crate) async fn against_the_computer(
    asker: Asker<'_>,
    request: &ChallengeRequest,
    computer: &ComputerRequest,
) -> Result<(), Error> {
    let service = &asker.data().service;
    let title = request.variant.title();
    let starting = Outgoing::text(format!(
        "**{title}** against the computer ({}): starting…",
        computer.level
    ));
    let (threaded, mut entry) =
        post_entry(asker, service.check_new_game(request), starting).await?;
    let threads = threaded && may_use_threads(asker.app_permissions());
    let head = format!(
        "{title} · {} vs the computer ({})",
        delivery::display_name(asker.http(), request.challenger).await,
        computer.level
    );
    let placement = if threads {
        let message = entry.message().await?;
        open_thread(
            asker.http(),
            message.channel_id,
            message.id,
            &thread_name(&head, None),
        )
        .await
    } else {
        None
    };
    let update = match service
        .start_computer_game(request, computer, placement)
        .await
    {
        Ok(update) => update,
        Err(e) => {
            if let Some(p) = placement {
                let _ = serenity::ChannelId::new(from_db(p.channel_id))
                    .delete(asker.http())
                    .await;
            }
            // The public entry does not stay at "starting…"; the reason goes to the player
            // privately.
            let text = format!("**{title}** against the computer: not started.");
            if let Err(e) = entry.edit(asker, Outgoing::text(text)).await {
                tracing::warn!(error = %e, "could not edit the entry of a game that did not start");
            }
            return Err(e.into());
        }
    };
    if let Some(p) = placement {
        // Named with the game's number now that it has one, like every game's thread.
        let name = thread_name(&head, Some(update.game_id));
        name_thread(asker.http(), p, name, update.game_id).await;
    }
    let text = match placement {
        Some(p) => format!(
            "**{title}** against the computer ({}), game #{}: played in <#{}>.",
            computer.level,
            update.game_id,
            from_db(p.channel_id)
        ),
        None => format!(
            "**{title}** against the computer ({}), game #{}.",
            computer.level, update.game_id
        ),
    };
    // The game has started (committed): a failed edit must not hold back its first board.
    if let Err(e) = entry.edit(asker, Outgoing::text(text)).await {
        tracing::warn!(game = update.game_id, error = %e, "could not edit the game's entry");
    }
    if matches!(entry, Entry::Posted(_)) {
        let note = format!("Game #{} started.", update.game_id);
        if let Err(e) = asker.tell(&Outgoing::text(note).ephemeral()).await {
            tracing::warn!(game = update.game_id, error = %e, "could not answer privately");
        }
    }
    delivery::send_queued(asker, &update).await;
    Ok(())
}

/// Runs `check` (the new game's checks, which read the database) and posts the game's entry,
/// `starting`. A command answers publicly at once when the checks are quick, else it is
/// acknowledged privately first (a refusal stays private) and the entry posted in the channel,
/// so a busy database never makes Discord give up on it; after a click the entry is always a
/// message of its own (the click was acknowledged already).
async fn post_entry<'a, F>(
    asker: Asker<'a>,
    check: F,
    starting: Outgoing,
) -> Result<(bool, Entry<'a>), Error>
where
    F: std::future::Future<Output = Result<bool, ServiceError>>,
{
    let mut check = std::pin::pin!(check);
    if let Asker::Command(ctx) = asker {
        if let Ok(threaded) = tokio::time::timeout(super::PUBLIC_READ_DEADLINE, &mut check).await {
            let threaded = threaded?;
            return Ok((threaded, Entry::Reply(ctx.send(starting.reply()).await?)));
        }
        ctx.defer_ephemeral().await?;
    }
    let threaded = check.await?;
    let posted = serenity::ChannelId::new(asker.channel())
        .send_message(asker.http(), starting.message())
        .await?;
    Ok((threaded, Entry::Posted(Box::new(posted))))
}

/// The channel message that announces a game against the computer: the command's public
/// answer, or (when the command was acknowledged privately first) a message of its own.
enum Entry<'a> {
    Reply(poise::ReplyHandle<'a>),
    Posted(Box<serenity::Message>),
}

impl Entry<'_> {
    /// The message itself (its thread starts from it).
    async fn message(&self) -> Result<serenity::Message, Error> {
        Ok(match self {
            Entry::Reply(handle) => handle.message().await?.into_owned(),
            Entry::Posted(message) => (**message).clone(),
        })
    }

    /// Replaces its text.
    async fn edit(&mut self, asker: Asker<'_>, out: Outgoing) -> Result<(), Error> {
        match (self, asker) {
            (Entry::Reply(handle), Asker::Command(ctx)) => handle.edit(ctx, out.reply()).await?,
            (Entry::Reply(_), Asker::Click { .. }) => {
                unreachable!("a click's entry is always a message of its own")
            }
            (Entry::Posted(message), _) => message.edit(asker.http(), out.edit()).await?,
        }
        Ok(())
    }
}

/// Whether the command was used inside a thread.
fn in_thread(ctx: Context<'_>) -> bool {
    let poise::Context::Application(actx) = ctx else {
        return false;
    };
    actx.interaction
        .channel
        .as_ref()
        .is_some_and(|c| is_thread(c.kind))
}
