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

use crate::delivery;
use crate::discord::Data;
use crate::service::{Answer, ServiceError, Target, Update};
use poise::serenity_prelude as serenity;
use rules::Side;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
};

/// A parsed custom id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComponentId {
    /// Accept a challenge.
    Accept(i64),
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
}

fn side_code(side: Side) -> &'static str {
    match side {
        Side::White => "w",
        Side::Black => "b",
    }
}

impl ComponentId {
    /// The custom id text.
    pub fn encode(self) -> String {
        match self {
            ComponentId::Accept(g) => format!("accept:{g}"),
            ComponentId::Decline(g) => format!("decline:{g}"),
            ComponentId::Cancel(g) => format!("cancel:{g}"),
            ComponentId::Draw(g, v, s) => format!("draw:{g}:{v}:{}", side_code(s)),
            ComponentId::NoDraw(g, v, s) => format!("nodraw:{g}:{v}:{}", side_code(s)),
            ComponentId::Move(g, t) => format!("move:{g}:{t}"),
            ComponentId::Decide(g, v) => format!("decide:{g}:{v}"),
            ComponentId::Answer(g, v, i) => format!("answer:{g}:{v}:{i}"),
        }
    }

    /// Reads a custom id; `None` for anything this bot did not make.
    pub fn decode(text: &str) -> Option<ComponentId> {
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| parts.get(i)?.parse::<i64>().ok();
        let side = |i: usize| match *parts.get(i)? {
            "w" => Some(Side::White),
            "b" => Some(Side::Black),
            _ => None,
        };
        Some(match (parts[0], parts.len()) {
            ("accept", 2) => ComponentId::Accept(num(1)?),
            ("decline", 2) => ComponentId::Decline(num(1)?),
            ("cancel", 2) => ComponentId::Cancel(num(1)?),
            ("draw", 4) => ComponentId::Draw(num(1)?, num(2)?, side(3)?),
            ("nodraw", 4) => ComponentId::NoDraw(num(1)?, num(2)?, side(3)?),
            ("move", 3) => ComponentId::Move(num(1)?, parts[2].parse().ok()?),
            ("decide", 3) => ComponentId::Decide(num(1)?, num(2)?),
            ("answer", 4) => ComponentId::Answer(num(1)?, num(2)?, parts[3].parse().ok()?),
            _ => return None,
        })
    }
}

/// Handles a button click or menu pick.
pub async fn handle(ctx: &serenity::Context, data: &Data, ci: &ComponentInteraction) {
    let Some(id) = ComponentId::decode(&ci.data.custom_id) else {
        tracing::debug!(custom_id = %ci.data.custom_id, "ignoring an unknown component");
        return;
    };
    let user = ci.user.id.get();
    if let Err(e) = dispatch(ctx, data, ci, id, user).await {
        let text = match e.downcast_ref::<ServiceError>() {
            Some(refusal) if refusal.is_refusal() => refusal.to_string(),
            Some(failure) => {
                tracing::error!(?id, error = ?failure, "component failed");
                failure.to_string()
            }
            None => {
                tracing::error!(?id, error = %e, "component failed");
                ServiceError::Internal(String::new()).to_string()
            }
        };
        let reply = CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(text)
                .ephemeral(true),
        );
        if let Err(e) = ci.create_response(&ctx.http, reply).await {
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
    let http = &ctx.http;
    match id {
        ComponentId::Accept(game) => {
            let update = service.accept(game, user).await?;
            let message = delivery::update_message(&update.public)
                .components(delivery::decision_components(update.decision.as_ref()));
            ci.create_response(http, CreateInteractionResponse::UpdateMessage(message))
                .await?;
            delivery::send_private(http, &update).await;
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
            let message = delivery::update_message(&update.public);
            ci.create_response(http, CreateInteractionResponse::UpdateMessage(message))
                .await?;
        }
        ComponentId::NoDraw(game, _, offered_by) => {
            let text = service.decline_draw(game, offered_by, user).await?;
            close(ctx, ci, text).await?;
        }
        ComponentId::Move(game, turn) => {
            let ComponentInteractionDataKind::StringSelect { values } = &ci.data.kind else {
                return Ok(());
            };
            let Some(choice) = values.first() else {
                return Ok(());
            };
            let update = service
                .play_checked(&Target::game(game), user, choice, Some(turn))
                .await?;
            // Replace the menu with the acknowledgement (only this player sees their DM).
            let message = CreateInteractionResponseMessage::new()
                .content(update.ack.text.clone())
                .components(Vec::new());
            ci.create_response(http, CreateInteractionResponse::UpdateMessage(message))
                .await?;
            delivery::post_public(http, &update).await;
            delivery::send_private(http, &update).await;
        }
        ComponentId::Decide(game, version) => {
            let ComponentInteractionDataKind::StringSelect { values } = &ci.data.kind else {
                return Ok(());
            };
            let Some(choice) = values.first() else {
                return Ok(());
            };
            let answer = Answer::Notation(choice.clone());
            let update = service.answer(game, version, user, &answer).await?;
            decided(ctx, ci, &update).await?;
        }
        ComponentId::Answer(game, version, index) => {
            let update = service
                .answer(game, version, user, &Answer::Index(index))
                .await?;
            decided(ctx, ci, &update).await?;
        }
    }
    Ok(())
}

/// After a decision was answered: the prompt loses its menu or buttons (a private prompt shows
/// the acknowledgement instead), and the result (with any next decision) is posted in the channel
/// as a new message; private notes go out as usual.
async fn decided(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    update: &Update,
) -> anyhow::Result<()> {
    let mut message = CreateInteractionResponseMessage::new().components(Vec::new());
    if update.secret {
        // A secret answer was picked in a DM: that message becomes the private acknowledgement.
        message = message.content(delivery::clip(&update.ack.text, delivery::MAX_MESSAGE));
    }
    ci.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
        .await?;
    delivery::post_public(&ctx.http, update).await;
    // A note for whoever clicked reaches them as an ephemeral follow-up if their DMs are shut.
    let clicker = ci.user.id.get();
    for note in delivery::send_private_except(&ctx.http, update, Some(clicker)).await {
        let mut followup = CreateInteractionResponseFollowup::new()
            .content(delivery::clip(&note.text, delivery::MAX_MESSAGE))
            .ephemeral(true);
        if let Some(png) = &note.png {
            followup = followup.add_file(delivery::attachment(png));
        }
        if let Some(menu) = delivery::move_menu(update.game_id, note) {
            followup = followup.components(vec![menu]);
        }
        ci.create_followup(&ctx.http, followup).await?;
    }
    Ok(())
}

/// Replaces the clicked message's text and removes its buttons.
async fn close(
    ctx: &serenity::Context,
    ci: &ComponentInteraction,
    text: String,
) -> anyhow::Result<()> {
    let message = CreateInteractionResponseMessage::new()
        .content(text)
        .components(Vec::new());
    ci.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(message))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for id in [
            ComponentId::Accept(1),
            ComponentId::Decline(22),
            ComponentId::Cancel(333),
            ComponentId::Draw(4, 17, Side::White),
            ComponentId::NoDraw(4, 17, Side::Black),
            ComponentId::Move(9, 12),
            ComponentId::Decide(9, 40),
            ComponentId::Answer(9, 40, 3),
        ] {
            assert_eq!(ComponentId::decode(&id.encode()), Some(id), "{id:?}");
        }
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
            "zap:1",
        ] {
            assert_eq!(ComponentId::decode(text), None, "{text}");
        }
    }
}
