//! A review's message (`/review`): the summary, the evaluation graph, and a button per marked
//! moment that shows the board before it, privately.

use super::{ComponentId, Outgoing, MAX_BUTTON_LABEL};
use crate::board_image::Picture;
use crate::service::ReviewReport;
use crate::text::clip;
use crate::words::{words_with, Arg, Lang};
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
pub fn review_post_note(game_id: i64, place: ReviewPlace, lang: Lang) -> Outgoing {
    let game: Arg = game_id.to_string().into();
    Outgoing::text(match place {
        ReviewPlace::PostedNow => words_with(lang, "review-posted-now", &[("game", game)]),
        ReviewPlace::BeingPosted => words_with(lang, "review-being-posted", &[("game", game)]),
        ReviewPlace::Already(link) => words_with(
            lang,
            "review-already-posted",
            &[("game", game), ("link", link.into())],
        ),
    })
    .ephemeral()
}
