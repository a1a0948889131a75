//! A tournament's announcement in its channel: its words, with **Join** and **Leave** while
//! entries are open.

use super::{ComponentId, Outgoing};
use crate::words::{words, Lang};
use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton};

/// A tournament's announcement, with **Join** and **Leave** while entries are open (worded in
/// `lang`, the server's).
pub fn announcement(text: &str, id: i64, open: bool, lang: Lang) -> Outgoing {
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::TournamentJoin(id).encode())
            .label(words(lang, "button-join"))
            .style(ButtonStyle::Success),
        CreateButton::new(ComponentId::TournamentLeave(id).encode())
            .label(words(lang, "button-leave"))
            .style(ButtonStyle::Secondary),
    ]);
    Outgoing {
        text: text.to_owned(),
        components: if open { vec![buttons] } else { Vec::new() },
        ..Outgoing::default()
    }
}
