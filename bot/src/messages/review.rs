//! A review's message (`/review`): the summary, the evaluation graph, and a button per marked
//! moment that shows the board before it, privately.

use super::{ComponentId, Outgoing, MAX_BUTTON_LABEL};
use crate::board_image::Picture;
use crate::service::ReviewReport;
use crate::text::clip;
use poise::serenity_prelude::{ButtonStyle, CreateActionRow, CreateButton};

/// Buttons per row (Discord's limit).
const PER_ROW: usize = 5;

/// `report` as a message, its graph drawn.
pub fn review_message(report: &ReviewReport) -> Outgoing {
    Outgoing {
        text: report.text.clone(),
        picture: Some(Picture {
            png: render::render_graph_png(&report.graph),
            alt: report.alt.clone(),
        }),
        components: buttons(report.game_id, &report.moments),
        ..Outgoing::default()
    }
}

/// A button per marked moment: the board before it, privately.
fn buttons(game: i64, moments: &[(usize, String)]) -> Vec<CreateActionRow> {
    moments
        .chunks(PER_ROW)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|(index, label)| {
                        CreateButton::new(ComponentId::ReviewMoment(game, *index).encode())
                            .label(clip(label, MAX_BUTTON_LABEL))
                            .style(ButtonStyle::Secondary)
                    })
                    .collect(),
            )
        })
        .collect()
}

/// Where a `/review` found its game's review in a server channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewPlace {
    /// This call posted it.
    PostedNow,
    /// Posted by an earlier call: the link to that post.
    Already(String),
    /// Another call is posting it at this very moment.
    BeingPosted,
}

/// The private note of a `/review` whose review is in the channel.
pub fn review_post_note(game_id: i64, place: ReviewPlace) -> Outgoing {
    Outgoing::text(match place {
        ReviewPlace::PostedNow => {
            format!("The review of game #{game_id} is posted in the channel.")
        }
        ReviewPlace::BeingPosted => {
            format!("The review of game #{game_id} is being posted in this channel right now.")
        }
        ReviewPlace::Already(link) => format!(
            "The review of game #{game_id} is already posted in this channel: {link} \
             (it is posted once a game, so the channel is not flooded)."
        ),
    })
    .ephemeral()
}
