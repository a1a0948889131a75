//! A tournament's announcement in its channel: its words, with **Join** and **Leave** while
//! entries are open.

use super::{ComponentId, Outgoing};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// A tournament's announcement, with **Join** and **Leave** while entries are open.
pub fn announcement(text: &str, id: i64, open: bool) -> Outgoing {
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::TournamentJoin(id).encode())
            .label("Join")
            .style(ButtonStyle::Success),
        CreateButton::new(ComponentId::TournamentLeave(id).encode())
            .label("Leave")
            .style(ButtonStyle::Secondary),
    ]);
    Outgoing {
        text: text.to_owned(),
        components: if open { vec![buttons] } else { Vec::new() },
        ..Outgoing::default()
    }
}
