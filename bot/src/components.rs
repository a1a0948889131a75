//! Buttons and select menus. Each carries everything it needs in its custom id, so a click works
//! after a restart and the bot keeps no in-memory state:
//!
//! | custom id                          | what                                           |
//! |------------------------------------|------------------------------------------------|
//! | `accept:<game>`                    | the challenged player accepts                  |
//! | `decline:<game>`                   | the challenged player declines                 |
//! | `cancel:<game>`                    | the challenger withdraws                       |
//! | `draw:<game>:<version>:<w or b>`   | accept the draw offered by that side at that version |
//! | `nodraw:<game>:<version>:<w or b>` | decline it                                     |
//! | `move:<game>:<turn>`               | select menu of secret moves; option value = notation; `turn` = length of the public record when offered, so a menu from an earlier turn is refused |
//! | `decide:<game>:<version>`          | select menu answering a pending decision; option value = notation; `version` = the game's version when offered, so any later state refuses it |
//! | `answer:<game>:<version>:<index>`  | button answering a pending decision with the `index`-th legal answer at that version |
//! | `private:<game>`                   | "Show my private board": the clicker's private view and prompt, privately (for players whose DMs are closed) |
//! | `rematch:<game>`                   | ask for a rematch of a finished game; the other player's click starts it |
//! | `textboard:<game>`                 | the game's position as text, privately (the clicker's own view if they play) |
//! | `replay:<game>`                    | post the finished game's animated replay in the channel (`/replay`) |
//! | `learn:<variant>:<lesson>`         | select menu answering a lesson of `/learn`; option value = notation; `lesson` = the lesson's id in the course data |
//! | `learnnext:<variant>:<lesson>`     | the lesson after that one |
//! | `learntext:<variant>:<lesson>`     | the lesson's position as text |
//! | `learnplay:<variant>`              | after the course: a game against the computer at its easiest, in this channel |
//! | `puzzle:<variant>:<puzzle>:<menu>`  | select menu answering a `/puzzle`; option value = notation; `menu` = which of the puzzle's menus (25 actions each), so a menu the puzzle no longer has is refused |
//! | `puzzlemore:<variant>:<puzzle>:<page>` | the puzzle's menus of actions, page `page` |
//! | `puzzlego:<variant>:<puzzle>`      | select menu of the pages of a puzzle's actions; option value = the page's number |
//! | `puzzlenext:<variant>`             | the next puzzle of the variant |
//! | `review:<game>:<index>`            | under a `/review`: the board before action `index` (from 0) and what the review says of it, privately |

mod learning;
mod puzzling;

use crate::board_image::Pictures;
use crate::delivery::{self, Asker, Outgoing};
use crate::service::{
    thread_name, Answer, Queued, Rematch, RematchPlan, ServiceError, Target, Update, APOLOGY,
};
use crate::store::{from_db, to_db, Placement};
use crate::types::Data;
use poise::serenity_prelude as serenity;
use rules::{Side, VariantId};
use serenity::{
    AutoArchiveDuration, ChannelId, ChannelType, ComponentInteraction,
    ComponentInteractionDataKind, CreateInteractionResponse, CreateThread, EditAttachments,
    EditInteractionResponse, EditThread,
};

/// A parsed custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentId {
    /// Accept a challenge.
    Accept(i64),
    /// Join an open tournament.
    TournamentJoin(i64),
    /// Leave an open tournament.
    TournamentLeave(i64),
    /// Decline a challenge.
    Decline(i64),
    /// Withdraw a challenge.
    Cancel(i64),
    /// Accept a draw offer: game, version, who offered.
    Draw(i64, i64, Side),
    /// Decline a draw offer.
    NoDraw(i64, i64, Side),
    /// Pick a secret move: game, turn.
    Move(i64, usize),
    /// Answer a pending decision from a menu: game, version.
    Decide(i64, i64),
    /// Answer a pending decision with a button: game, version, index of the answer.
    Answer(i64, i64, usize),
    /// Show the clicker their private board and prompt: game.
    Private(i64),
    /// Ask for (or, as the second player, start) a rematch of a finished game: game.
    Rematch(i64),
    /// Show the game's position as text: game.
    TextBoard(i64),
    /// Post the finished game's animated replay: game.
    Replay(i64),
    /// Answer a lesson from its menu: the course and the lesson's id.
    Lesson(VariantId, String),
    /// Show the lesson after this one.
    LessonNext(VariantId, String),
    /// Show the lesson's position as text.
    LessonText(VariantId, String),
    /// Start a game against the computer at its easiest, after the course.
    LessonPlay(VariantId),
    /// Show a reviewed moment: game, the action's index.
    ReviewMoment(i64, usize),
    /// Answer a puzzle from its menu: the variant, the puzzle's id, which menu.
    Puzzle(VariantId, String, usize),
    /// Show page `.2` of a puzzle's menus.
    PuzzlePage(VariantId, String, usize),
    /// Jump to the page picked in a puzzle's page menu.
    PuzzleGo(VariantId, String),
    /// The next puzzle of the variant.
    PuzzleNext(VariantId),
}

fn side_code(side: Side) -> &'static str {
    match side {
        Side::White => "w",
        Side::Black => "b",
    }
}

impl ComponentId {
    /// The custom id text.
    pub fn encode(&self) -> String {
        match self {
            ComponentId::Accept(g) => format!("accept:{g}"),
            ComponentId::TournamentJoin(t) => format!("tjoin:{t}"),
            ComponentId::TournamentLeave(t) => format!("tleave:{t}"),
            ComponentId::Decline(g) => format!("decline:{g}"),
            ComponentId::Cancel(g) => format!("cancel:{g}"),
            ComponentId::Draw(g, v, s) => format!("draw:{g}:{v}:{}", side_code(*s)),
            ComponentId::NoDraw(g, v, s) => format!("nodraw:{g}:{v}:{}", side_code(*s)),
            ComponentId::Move(g, t) => format!("move:{g}:{t}"),
            ComponentId::Decide(g, v) => format!("decide:{g}:{v}"),
            ComponentId::Answer(g, v, i) => format!("answer:{g}:{v}:{i}"),
            ComponentId::Private(g) => format!("private:{g}"),
            ComponentId::Rematch(g) => format!("rematch:{g}"),
            ComponentId::TextBoard(g) => format!("textboard:{g}"),
            ComponentId::Replay(g) => format!("replay:{g}"),
            ComponentId::Lesson(v, l) => format!("learn:{v}:{l}"),
            ComponentId::LessonNext(v, l) => format!("learnnext:{v}:{l}"),
            ComponentId::LessonText(v, l) => format!("learntext:{v}:{l}"),
            ComponentId::LessonPlay(v) => format!("learnplay:{v}"),
            ComponentId::ReviewMoment(g, i) => format!("review:{g}:{i}"),
            ComponentId::Puzzle(v, p, n) => format!("puzzle:{v}:{p}:{n}"),
            ComponentId::PuzzlePage(v, p, n) => format!("puzzlemore:{v}:{p}:{n}"),
            ComponentId::PuzzleGo(v, p) => format!("puzzlego:{v}:{p}"),
            ComponentId::PuzzleNext(v) => format!("puzzlenext:{v}"),
        }
    }

    /// Reads a custom id; `None` for anything this bot did not make. Only the bot's own spelling
    /// is read (`move:5:2`, not `move:+5:02`), so every id read is exactly one [`Self::encode`]
    /// wrote.
    pub fn decode(text: &str) -> Option<ComponentId> {
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| canonical::<i64>(parts.get(i)?);
        let side = |i: usize| match *parts.get(i)? {
            "w" => Some(Side::White),
            "b" => Some(Side::Black),
            _ => None,
        };
        Some(match (parts[0], parts.len()) {
            ("accept", 2) => ComponentId::Accept(num(1)?),
            ("tjoin", 2) => ComponentId::TournamentJoin(num(1)?),
            ("tleave", 2) => ComponentId::TournamentLeave(num(1)?),
            ("decline", 2) => ComponentId::Decline(num(1)?),
            ("cancel", 2) => ComponentId::Cancel(num(1)?),
            ("draw", 4) => ComponentId::Draw(num(1)?, num(2)?, side(3)?),
            ("nodraw", 4) => ComponentId::NoDraw(num(1)?, num(2)?, side(3)?),
            ("move", 3) => ComponentId::Move(num(1)?, canonical(parts[2])?),
            ("decide", 3) => ComponentId::Decide(num(1)?, num(2)?),
            ("answer", 4) => ComponentId::Answer(num(1)?, num(2)?, canonical(parts[3])?),
            ("private", 2) => ComponentId::Private(num(1)?),
            ("rematch", 2) => ComponentId::Rematch(num(1)?),
            ("textboard", 2) => ComponentId::TextBoard(num(1)?),
            ("replay", 2) => ComponentId::Replay(num(1)?),
            ("learn", 3) => ComponentId::Lesson(variant(parts[1])?, lesson(parts[2])?),
            ("learnnext", 3) => ComponentId::LessonNext(variant(parts[1])?, lesson(parts[2])?),
            ("learntext", 3) => ComponentId::LessonText(variant(parts[1])?, lesson(parts[2])?),
            ("learnplay", 2) => ComponentId::LessonPlay(variant(parts[1])?),
            ("review", 3) => ComponentId::ReviewMoment(num(1)?, canonical(parts[2])?),
            ("puzzle", 4) => {
                ComponentId::Puzzle(variant(parts[1])?, lesson(parts[2])?, canonical(parts[3])?)
            }
            ("puzzlemore", 4) => {
                ComponentId::PuzzlePage(variant(parts[1])?, lesson(parts[2])?, canonical(parts[3])?)
            }
            ("puzzlego", 3) => ComponentId::PuzzleGo(variant(parts[1])?, lesson(parts[2])?),
            ("puzzlenext", 2) => ComponentId::PuzzleNext(variant(parts[1])?),
            _ => return None,
        })
    }
}

/// A variant by its exact id.
fn variant(text: &str) -> Option<VariantId> {
    VariantId::ALL.into_iter().find(|v| v.id() == text)
}

/// A lesson id as the course data spells them: 1 to 32 of `a-z`, `0-9` and `-`.
fn lesson(text: &str) -> Option<String> {
    let ok = (1..=32).contains(&text.len())
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    ok.then(|| text.to_owned())
}

/// A number in its one decimal spelling (no sign, no leading zeros), as `encode` writes it.
fn canonical<T: std::str::FromStr + ToString>(text: &str) -> Option<T> {
    let n: T = text.parse().ok()?;
    (n.to_string() == text).then_some(n)
}

/// Handles a button click or menu pick.
pub async fn handle(ctx: &serenity::Context, data: &Data, ci: &ComponentInteraction) {
    let Some(id) = ComponentId::decode(&ci.data.custom_id) else {
        tracing::debug!(custom_id = %ci.data.custom_id, "ignoring an unknown component");
        return;
    };
    let started = std::time::Instant::now();
    let user = ci.user.id.get();
    // Heard at once, whatever the load: the clicked message is updated (or an answer follows)
    // once the work is done.
    if let Err(e) = ci
        .create_response(&ctx.http, CreateInteractionResponse::Acknowledge)
        .await
    {
        tracing::warn!(error = %e, "could not acknowledge a component interaction");
        crate::ops::metrics::metrics().interaction("component", "failed");
        return;
    }
    let metrics = crate::ops::metrics::metrics();
    metrics.responded("component", started.elapsed());
    let guard = data.inflight.enter();
    // (Not the challenge's buttons: a game not yet started has nothing held.)
    let shows_held = !matches!(
        id,
        ComponentId::Private(_)
            | ComponentId::Accept(_)
            | ComponentId::TournamentJoin(_)
            | ComponentId::TournamentLeave(_)
            | ComponentId::Decline(_)
            | ComponentId::Cancel(_)
            | ComponentId::Lesson(..)
            | ComponentId::LessonNext(..)
            | ComponentId::LessonText(..)
            | ComponentId::ReviewMoment(..)
            | ComponentId::Puzzle(..)
            | ComponentId::PuzzlePage(..)
            | ComponentId::PuzzleGo(..)
            | ComponentId::PuzzleNext(_)
    );
    let done = match (data.limits.command(user), guard) {
        (Err(wait), _) => Err(ServiceError::SlowDown(wait).into()),
        (Ok(()), None) => Err(ServiceError::Stopping.into()),
        (Ok(()), Some(_working)) => {
            let done = dispatch(ctx, data, ci, id.clone(), user).await;
            // As after a command: what was held for them because their DMs are closed (the
            // "Show my private board" button shows it itself).
            if shows_held {
                delivery::show_held(Asker::Click { ctx, data, ci }).await;
            }
            done
        }
    };
    let Err(e) = done else {
        metrics.interaction("component", "answered");
        return;
    };
    {
        let text = match e.downcast_ref::<ServiceError>() {
            Some(refusal) if refusal.is_refusal() => {
                metrics.interaction("component", "refused");
                refusal.to_string()
            }
            Some(failure) => {
                tracing::error!(?id, error = ?failure, "component failed");
                metrics.interaction("component", "failed");
                failure.to_string()
            }
            None => {
                tracing::error!(?id, error = %e, "component failed");
                metrics.interaction("component", "failed");
                APOLOGY.to_owned()
            }
        };
        let reply = Outgoing::text(text).ephemeral().followup();
        if let Err(e) = ci.create_followup(&ctx.http, reply).await {
            tracing::warn!(error = %e, "could not answer a component interaction");
        }
    }
}

async fn dispatch(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    id: ComponentId,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    match id {
        ComponentId::Accept(game) => accept(ctx, data, ci, game, user).await?,
        ComponentId::Rematch(game) => rematch(ctx, data, ci, game, user).await?,
        ComponentId::TournamentJoin(t) | ComponentId::TournamentLeave(t) => {
            let card = if matches!(id, ComponentId::TournamentJoin(_)) {
                service.join_tournament(t, user).await?
            } else {
                service.leave_tournament(t, user).await?
            };
            let out = crate::commands::tournament_announcement(&card.text, card.id, card.open);
            if let Err(e) = ci.edit_response(&ctx.http, out.edit_response()).await {
                tracing::warn!(tournament = t, error = %e, "could not update the announcement");
            }
        }
        ComponentId::Decline(game) => {
            let text = service.decline(game, user).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Cancel(game) => {
            let text = service.cancel(game, user).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Draw(game, version, offered_by) => {
            let update = service.accept_draw(game, version, offered_by, user).await?;
            answer_with_update(ctx, data, ci, &update, Clicked::Replace).await?;
        }
        ComponentId::NoDraw(game, _, offered_by) => {
            let text = service.decline_draw(game, offered_by, user).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Move(game, turn) => {
            let Some(choice) = picked(ci) else {
                return Ok(());
            };
            let update = service
                .play_checked(&Target::game(game), user, &choice, Some(turn))
                .await?;
            answer_with_update(ctx, data, ci, &update, Clicked::Keep).await?;
        }
        ComponentId::Decide(game, version) => {
            let Some(choice) = picked(ci) else {
                return Ok(());
            };
            let answer = Answer::Notation(choice);
            let update = service.answer(game, version, user, &answer).await?;
            answer_with_update(ctx, data, ci, &update, Clicked::Keep).await?;
        }
        ComponentId::Answer(game, version, index) => {
            let update = service
                .answer(game, version, user, &Answer::Index(index))
                .await?;
            answer_with_update(ctx, data, ci, &update, Clicked::Keep).await?;
        }
        ComponentId::TextBoard(game) => {
            let text = service.text_board(&Target::game(game), user).await?;
            let asker = Asker::Click { ctx, data, ci };
            asker.tell(&Outgoing::text(text).ephemeral()).await?;
        }
        ComponentId::Replay(game) => {
            let plan = service.replay(&Target::game(game), user).await?;
            let speed = render::Speed::Normal;
            let message = crate::commands::replay::replay_message(&ctx.http, plan, speed).await?;
            ci.channel_id.send_message(&ctx.http, message).await?;
        }
        ComponentId::Lesson(..)
        | ComponentId::LessonNext(..)
        | ComponentId::LessonText(..)
        | ComponentId::LessonPlay(_) => learning::handle(ctx, data, ci, id, user).await?,
        ComponentId::Puzzle(..)
        | ComponentId::PuzzlePage(..)
        | ComponentId::PuzzleGo(..)
        | ComponentId::PuzzleNext(_) => puzzling::handle(ctx, data, ci, id, user).await?,
        ComponentId::ReviewMoment(game, index) => {
            let (text, view) = service.review_moment(game, index, user).await?;
            let out = Outgoing {
                text,
                picture: Some(crate::board_image::Picture::of(&view)),
                ..Outgoing::default()
            };
            Asker::Click { ctx, data, ci }
                .tell(&out.ephemeral())
                .await?;
        }
        ComponentId::Private(game) => {
            let note = service.private_prompt(game, user).await?;
            let asker = Asker::Click { ctx, data, ci };
            let mut pictures = Pictures::default();
            asker
                .tell(&Outgoing::note(game, &note, &mut pictures).ephemeral())
                .await?;
            // What was held for them in this game is superseded by what they see now, except
            // notes that are not prompts (news of their own secret actions).
            let courier = asker.courier();
            for (game, held) in courier.take_held(user, 0, Some(game)).await {
                if !held.prompt {
                    let out = Outgoing::note(game, &held, &mut pictures).ephemeral();
                    asker.tell(&out).await?;
                }
            }
        }
    }
    Ok(())
}

/// The value picked in a select menu.
fn picked(ci: &ComponentInteraction) -> Option<String> {
    let ComponentInteractionDataKind::StringSelect { values } = &ci.data.kind else {
        return None;
    };
    values.first().cloned()
}

/// What becomes of the clicked message once its action is committed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Clicked {
    /// It becomes the action's channel post (a challenge turning into the game's first board,
    /// a draw offer into the result).
    Replace,
    /// It keeps its board and loses its buttons or menu (a secret prompt shows the
    /// acknowledgement instead of its question); the action's post follows as a new message.
    Keep,
}

/// The challenged player accepts. Where the server plays games in threads (and the challenge
/// is not already in a thread), the game gets a thread of its own started from the challenge
/// message, which then links to it; without permission to create threads, the game is played
/// in the channel.
async fn accept(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let http = &ctx.http;
    let in_thread = ci.channel.as_ref().is_some_and(|c| is_thread(c.kind));
    let plan = if in_thread || !may_use_threads(ci.app_permissions) {
        None
    } else {
        service.thread_plan(game, user).await?
    };
    let (placement, opened_now) = match &plan {
        Some(plan) => {
            let name = plan.name(
                &delivery::display_name(http, plan.white).await,
                &delivery::display_name(http, plan.black).await,
            );
            open_or_find_thread(http, ci.channel_id, ci.message.id, &name).await
        }
        None => (None, false),
    };
    let update = match service.accept_in(game, user, placement).await {
        Ok(update) => update,
        Err(e) => {
            if let (Some(p), true) = (placement, opened_now) {
                // Accepting failed after all (withdrawn a moment before): no empty thread.
                let _ = ChannelId::new(from_db(p.channel_id)).delete(http).await;
            }
            return Err(e.into());
        }
    };
    let (Some(plan), Some(p)) = (plan, placement) else {
        return answer_with_update(ctx, data, ci, &update, Clicked::Replace).await;
    };
    // The challenge message stays in the channel as the game's entry: a link to its thread
    // (and, once the game ends, its result).
    let entry = Outgoing::text(format!(
        "**{}**, game #{game}: <@{}> (White) vs <@{}> (Black), played in <#{}>.",
        plan.title,
        plan.white,
        plan.black,
        from_db(p.channel_id)
    ));
    // The game has started (committed): a failed edit must not hold back its announcements.
    if let Err(e) = ci.edit_response(http, entry.edit_response()).await {
        tracing::warn!(game, error = %e, "could not turn the challenge into the game's entry");
    }
    delivery::send_queued(Asker::Click { ctx, data, ci }, &update).await;
    Ok(())
}

/// A **Rematch** click: the first player's offers (the channel hears it, the other player is
/// pinged); the second player's starts the rematch, in a new thread where the game had one.
async fn rematch(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    game: i64,
    user: u64,
) -> anyhow::Result<()> {
    let service = &data.service;
    let http = &ctx.http;
    let plan = match service.rematch(game, user).await? {
        // The offer's post, committed with it, goes out through the outbox.
        Rematch::Offered(update) => {
            delivery::send_queued(Asker::Click { ctx, data, ci }, &update).await;
            return Ok(());
        }
        Rematch::Ready(plan) => plan,
    };
    // The rematch's entry in the channel, when it gets a thread: remembered as soon as it is
    // posted, so a click cut off before the rematch started (the bot stopped) is retried
    // with the same entry and thread, not a second pair. Removed again if the rematch does
    // not start there after all.
    let mut entry = None;
    let placement = if plan.threads && may_use_threads(ci.app_permissions) {
        let store = service.store();
        let remembered = store
            .posted_message(plan.old_game, REMATCH_ENTRY)
            .await
            .ok()
            .flatten();
        let posted = match remembered {
            Some((channel, message)) => Some(RematchEntry {
                channel: ChannelId::new(from_db(channel)),
                message: serenity::MessageId::new(from_db(message)),
                new: false,
            }),
            None => post_rematch_entry(http, store, &plan).await,
        };
        match posted {
            Some(e) => {
                let name = thread_name(
                    &format!(
                        "{} · rematch of #{}",
                        players_title(http, &plan).await,
                        plan.old_game
                    ),
                    None,
                );
                let (placement, opened) =
                    open_or_find_thread(http, e.channel, e.message, &name).await;
                entry = Some((e, opened));
                placement
            }
            None => None,
        }
    } else {
        None
    };
    let started = service.start_rematch(&plan, placement).await;
    if let Some((e, opened)) = &entry {
        // No thread after all, or no rematch (another click started it): no entry pointing
        // at a thread below that is not there (only what this click made is removed).
        let removed = e.new && (placement.is_none() || started.is_err());
        if removed {
            if let Err(err) = e.channel.delete_message(http, e.message).await {
                tracing::info!(game, error = %err, "could not remove the rematch's entry");
            }
        }
        if let (Err(_), Some(p), true) = (&started, placement, opened) {
            let _ = ChannelId::new(from_db(p.channel_id)).delete(http).await;
        }
        // Used or removed, the entry is no longer one to retry with.
        if started.is_ok() || removed {
            let _ = service
                .store()
                .forget_message(plan.old_game, REMATCH_ENTRY)
                .await;
        }
    }
    match started {
        Ok(update) => {
            // Named like every game's thread, now that the game has its number.
            if let Some(p) = placement {
                let name = thread_name(&players_title(http, &plan).await, Some(update.game_id));
                name_thread(http, p, name, update.game_id).await;
            }
            delivery::send_queued(Asker::Click { ctx, data, ci }, &update).await;
            Ok(())
        }
        Err(e) => {
            let text = match e {
                ServiceError::Internal(detail) => {
                    tracing::error!(game, %detail, "rematch failed");
                    APOLOGY.to_owned()
                }
                refusal => refusal.to_string(),
            };
            ci.create_followup(http, Outgoing::text(text).ephemeral().followup())
                .await?;
            Ok(())
        }
    }
}

/// What the rematch's entry in the channel is remembered as (by the old game).
const REMATCH_ENTRY: &str = "rematch-entry";

/// The rematch's entry: the message its thread hangs from, and whether this click posted it.
struct RematchEntry {
    channel: ChannelId,
    message: serenity::MessageId,
    new: bool,
}

/// Posts the rematch's entry in the channel ("… in the thread below") and remembers it.
async fn post_rematch_entry(
    http: &serenity::Http,
    store: &crate::store::Store,
    plan: &RematchPlan,
) -> Option<RematchEntry> {
    let starter = Outgoing::text(format!(
        "Rematch of game #{}: **{}**, <@{}> (White) vs <@{}> (Black), in the thread below.",
        plan.old_game,
        plan.variant.title(),
        plan.white,
        plan.black
    ));
    match ChannelId::new(plan.channel)
        .send_message(http, starter.message())
        .await
    {
        Ok(message) => {
            let remembered = store
                .remember_message(
                    plan.old_game,
                    REMATCH_ENTRY,
                    to_db(message.channel_id.get()),
                    to_db(message.id.get()),
                )
                .await;
            if let Err(e) = remembered {
                tracing::warn!(game = plan.old_game, error = %e, "could not remember the rematch's entry");
            }
            Some(RematchEntry {
                channel: message.channel_id,
                message: message.id,
                new: true,
            })
        }
        Err(e) => {
            tracing::warn!(game = plan.old_game, error = %e, "could not post the rematch's first message");
            None
        }
    }
}

/// "Oracle · bob vs alice": a rematch's variant and players, for its thread's name.
async fn players_title(http: &serenity::Http, plan: &RematchPlan) -> String {
    format!(
        "{} · {} vs {}",
        plan.variant.title(),
        delivery::display_name(http, plan.white).await,
        delivery::display_name(http, plan.black).await,
    )
}

/// Opens a thread from `message`, or finds the one an earlier click opened from it (the bot
/// stopped, or the click was doubled, before the game was stored: the game goes there).
/// Returns where the game is played (none: in the channel) and whether the thread is new.
async fn open_or_find_thread(
    http: &serenity::Http,
    channel: ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> (Option<Placement>, bool) {
    match open_thread(http, channel, message, name).await {
        Some(p) => (Some(p), true),
        None if has_thread(http, message).await => (
            Some(Placement {
                channel_id: to_db(message.get()),
                parent_channel_id: to_db(channel.get()),
                parent_message_id: to_db(message.get()),
            }),
            false,
        ),
        None => (None, false),
    }
}

/// Whether `message` has started a thread already (a thread started from a message has the
/// message's id).
async fn has_thread(http: &serenity::Http, message: serenity::MessageId) -> bool {
    ChannelId::new(message.get())
        .to_channel(http)
        .await
        .is_ok_and(|c| c.guild().is_some_and(|g| is_thread(g.kind)))
}

/// Whether a channel of this kind is a thread.
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Names game thread `placement` `name` (once its game has a number); a failure is only
/// logged (the thread keeps its first name).
pub async fn name_thread(http: &serenity::Http, placement: Placement, name: String, game: i64) {
    let renamed = ChannelId::new(from_db(placement.channel_id))
        .edit_thread(http, EditThread::new().name(name))
        .await;
    if let Err(e) = renamed {
        tracing::info!(game, error = %e, "could not rename a game's thread");
    }
}

/// Whether the bot may play a game in a thread here: Discord sends the bot's permissions in the
/// channel with every interaction; a game needs both to create the thread and to post in it
/// (a server may grant one without the other). Unknown permissions: try, and fall back if the
/// thread cannot be created.
pub fn may_use_threads(permissions: Option<serenity::Permissions>) -> bool {
    permissions.is_none_or(|p| {
        (p.create_public_threads() && p.send_messages_in_threads()) || p.administrator()
    })
}

/// A thread for a game, started from `message` in `channel`; `None` (play in the channel) when
/// the bot may not create one there.
pub async fn open_thread(
    http: &serenity::Http,
    channel: ChannelId,
    message: serenity::MessageId,
    name: &str,
) -> Option<Placement> {
    let builder = CreateThread::new(name).auto_archive_duration(AutoArchiveDuration::OneWeek);
    match channel
        .create_thread_from_message(http, message, builder)
        .await
    {
        Ok(thread) => Some(Placement {
            channel_id: to_db(thread.id.get()),
            parent_channel_id: to_db(channel.get()),
            parent_message_id: to_db(message.get()),
        }),
        Err(e) => {
            tracing::info!(error = %e, "cannot open a thread here; the game is played in the channel");
            None
        }
    }
}

/// Answers the click, then sends the update's announcements. A private note for the clicker
/// whose DM is refused reaches them as a private follow-up.
async fn answer_with_update(
    ctx: &serenity::Context,
    data: &Data,
    ci: &ComponentInteraction,
    update: &Update,
    clicked: Clicked,
) -> anyhow::Result<()> {
    let http = &ctx.http;
    let asker = Asker::Click { ctx, data, ci };
    let courier = asker.courier();
    let _turn = courier.lock(update.game_id).await;
    courier.flush_before(update).await;
    let mut pictures = Pictures::default();
    let mut rest: Vec<&Queued> = update.queued.iter().collect();
    match clicked {
        Clicked::Replace => {
            let first = (!rest.is_empty() && update.public().is_some()).then(|| rest.remove(0));
            let out = match first {
                Some(q) => courier.outgoing_channel(q, &mut pictures).await,
                None => None,
            };
            // The action is committed: if the clicked message cannot be edited, its post goes
            // out as a message of its own, with the rest, rather than waiting for a retry.
            match (out, first) {
                (Some(out), Some(q)) => match ci.edit_response(http, out.edit_response()).await {
                    Ok(_) => courier.mark_sent(q.id).await,
                    Err(e) => {
                        tracing::warn!(game = update.game_id, error = %e, "could not edit the clicked message");
                        rest.insert(0, q);
                    }
                },
                _ => {
                    let out = Outgoing::text(update.ack.text.clone());
                    if let Err(e) = ci.edit_response(http, out.edit_response()).await {
                        tracing::warn!(game = update.game_id, error = %e, "could not edit the clicked message");
                    }
                }
            }
        }
        Clicked::Keep => {
            let mut edit = EditInteractionResponse::new().components(Vec::new());
            if update.secret {
                // A secret answer was picked in private: that message becomes the
                // acknowledgement, with the player's new board when there is one.
                edit = edit.content(delivery::clip(&update.ack.text, delivery::MAX_MESSAGE));
            }
            edit = match update.ack.view.clone().filter(|_| update.secret) {
                Some(view) => edit.attachments(
                    EditAttachments::new().add(delivery::attachment(&pictures.picture(view))),
                ),
                None => edit.attachments(EditAttachments::keep_all(&ci.message)),
            };
            if let Err(e) = ci.edit_response(http, edit).await {
                tracing::warn!(game = update.game_id, error = %e, "could not edit the clicked message");
            }
        }
    }
    delivery::deliver_to(asker, &courier, update.game_id, &rest, &mut pictures).await;
    data.computer.notify_one();
    Ok(())
}

/// Replaces the clicked message's text and removes its buttons. The change is committed
/// already: a failed edit is logged, and the clicker hears the news privately instead of an
/// error that would invite a retry.
async fn close(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    text: String,
) -> anyhow::Result<()> {
    let out = Outgoing::text(text);
    if let Err(e) = ci.edit_response(&ctx.http, out.edit_response()).await {
        tracing::warn!(error = %e, "could not close the challenge message");
        if let Err(e) = ci
            .create_followup(&ctx.http, out.ephemeral().followup())
            .await
        {
            tracing::warn!(error = %e, "could not say so privately either");
        }
    }
    Ok(())
}

/// The clicked message (a lesson's or a puzzle's card) becomes `out`: its words, board (the old
/// picture replaced) and components.
fn replacing(out: &Outgoing) -> serenity::EditInteractionResponse {
    let mut files = serenity::EditAttachments::new();
    if let Some(picture) = &out.picture {
        files = files.add(crate::delivery::attachment(picture));
    }
    out.edit_response().attachments(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for id in [
            ComponentId::Accept(1),
            ComponentId::TournamentJoin(4),
            ComponentId::TournamentLeave(5),
            ComponentId::Decline(22),
            ComponentId::Cancel(333),
            ComponentId::Draw(4, 17, Side::White),
            ComponentId::NoDraw(4, 17, Side::Black),
            ComponentId::Move(9, 12),
            ComponentId::Decide(9, 40),
            ComponentId::Answer(9, 40, 3),
            ComponentId::Private(9),
            ComponentId::Rematch(9),
            ComponentId::TextBoard(9),
            ComponentId::Replay(9),
            ComponentId::Lesson(VariantId::HeavenAndHell, "secret-traps".into()),
            ComponentId::LessonNext(VariantId::Oracle, "capture".into()),
            ComponentId::LessonText(VariantId::Apocalypse, "footmen-capture".into()),
            ComponentId::LessonPlay(VariantId::ItIsWhatItIs),
            ComponentId::ReviewMoment(12, 0),
            ComponentId::Puzzle(VariantId::HeavenAndHell, "heaven-and-hell-013".into(), 2),
            ComponentId::PuzzlePage(VariantId::Oracle, "oracle-004".into(), 1),
            ComponentId::PuzzleGo(VariantId::Battlefield, "battlefield-018".into()),
            ComponentId::PuzzleNext(VariantId::ItIsWhatItIs),
        ] {
            assert_eq!(
                ComponentId::decode(&id.encode()),
                Some(id.clone()),
                "{id:?}"
            );
        }
        assert_eq!(
            ComponentId::Lesson(VariantId::Apocalypse, "penalties".into()).encode(),
            "learn:apocalypse:penalties"
        );
        assert_eq!(ComponentId::Accept(5).encode(), "accept:5");
        assert_eq!(ComponentId::Draw(5, 3, Side::Black).encode(), "draw:5:3:b");
        assert_eq!(ComponentId::Move(5, 0).encode(), "move:5:0");
        assert_eq!(ComponentId::Decide(5, 8).encode(), "decide:5:8");
        assert_eq!(ComponentId::Answer(5, 8, 2).encode(), "answer:5:8:2");
    }

    #[test]
    fn foreign_ids_are_ignored() {
        for text in [
            "",
            "accept",
            "accept:x",
            "draw:1:2",
            "draw:1:2:q",
            "move:1",
            "decide:1",
            "answer:1:2",
            "answer:1:2:-1",
            "private:",
            "private:1:2",
            "zap:1",
            // Only the bot's own spelling of a number.
            "accept:+5",
            "accept:05",
            "move:5:+2",
            "answer:5:8:02",
            "draw:-0:1:w",
            // A lesson id in the course data's spelling, of a variant by its exact id.
            "learn:apocalypse:Penalties",
            "learn:apocalypse:",
            "learn:chess:penalties",
            "learn:Apocalypse:penalties",
            "learnplay:hh",
            "review:1",
            "review:1:-1",
            "review:1:01",
        ] {
            assert_eq!(ComponentId::decode(text), None, "{text}");
        }
    }
}
