//! The buttons and select menus the bot puts under its messages, each carrying its
//! [`ComponentId`] (so a click works after a restart) and clipped to Discord's limits.

use super::ids::ComponentId;
use super::limits::{MAX_ANSWER_BUTTONS, MAX_BUTTON_LABEL, MAX_OPTION_TEXT};
use crate::service::{DecisionPrompt, PrivateNote};
use crate::text::clip;
use crate::words::{words, words_with, Lang};
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption,
};

/// The select menu of secret moves (or secret answers) for a private prompt, if it has choices.
pub fn move_menu(game_id: i64, note: &PrivateNote) -> Option<CreateActionRow> {
    if note.choices.is_empty() {
        return None;
    }
    let options = note
        .choices
        .iter()
        .take(crate::service::MAX_MENU_OPTIONS)
        .map(|c| option(&c.label, &c.notation))
        .collect();
    // A secret decision answers through its version; a secret move through its turn.
    let (id, placeholder) = match note.decision {
        Some(version) => (ComponentId::Decide(game_id, version), "menu-choose-answer"),
        None => (
            ComponentId::Move(game_id, note.turn),
            "menu-choose-secret-move",
        ),
    };
    let placeholder = clip(&words(note.lang, placeholder), MAX_PLACEHOLDER);
    let menu = CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options })
        .placeholder(placeholder);
    Some(CreateActionRow::SelectMenu(menu))
}

/// The longest placeholder Discord shows in a select menu.
const MAX_PLACEHOLDER: usize = 150;

/// Button label `key` in `lang`, within Discord's limit.
fn label(lang: Lang, key: &str) -> String {
    clip(&words(lang, key), MAX_BUTTON_LABEL)
}

/// A select menu option, its label and value clipped to Discord's limits.
pub fn option(label: &str, value: &str) -> CreateSelectMenuOption {
    CreateSelectMenuOption::new(clip(label, MAX_OPTION_TEXT), clip(value, MAX_OPTION_TEXT))
}

/// The buttons (up to [`MAX_ANSWER_BUTTONS`] answers) or select menu answering a pending
/// decision; nothing when there is none. The custom ids carry the game and its version, so they
/// work after a restart and are refused once the game has moved on. Worded in `lang`.
pub fn decision_components(decision: Option<&DecisionPrompt>, lang: Lang) -> Vec<CreateActionRow> {
    let Some(d) = decision else {
        return Vec::new();
    };
    // A secret decision never gets components in a channel (the service sends it privately).
    if d.choices.is_empty() || d.secret {
        return Vec::new();
    }
    if d.choices.len() <= MAX_ANSWER_BUTTONS {
        let buttons = d
            .choices
            .iter()
            .enumerate()
            .map(|(i, c)| {
                CreateButton::new(ComponentId::Answer(d.game_id, d.version, i).encode())
                    .label(clip(&c.label, MAX_BUTTON_LABEL))
                    .style(ButtonStyle::Primary)
            })
            .collect();
        return vec![CreateActionRow::Buttons(buttons)];
    }
    let options = d
        .choices
        .iter()
        .take(crate::service::MAX_MENU_OPTIONS)
        .map(|c| option(&c.label, &c.notation))
        .collect();
    let placeholder = if d.total > d.choices.len() {
        let (shown, total) = (d.choices.len() as i64, d.total as i64);
        words_with(
            lang,
            "menu-choose-cut",
            &[("shown", shown.into()), ("total", total.into())],
        )
    } else {
        words(lang, "menu-choose")
    };
    let menu = CreateSelectMenu::new(
        ComponentId::Decide(d.game_id, d.version).encode(),
        CreateSelectMenuKind::String { options },
    )
    .placeholder(clip(&placeholder, MAX_PLACEHOLDER));
    vec![CreateActionRow::SelectMenu(menu)]
}

/// The **Rematch** and **Replay** buttons of a finished game (under its result, its thread's
/// summary, and a rematch offer).
///
/// Replay is a button, not the animation attached to the result: drawing and encoding a long
/// game takes a noticeable moment (see docs/benchmarks.md; more in a debug build, and on a busy
/// blocking pool), and a result message must go out at once, from the outbox, with no more than
/// its board. The button costs nothing until someone wants the animation. Worded in `lang`.
pub fn rematch_button(game_id: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::Rematch(game_id).encode())
            .label(label(lang, "button-rematch"))
            .style(ButtonStyle::Primary),
        CreateButton::new(ComponentId::Replay(game_id).encode())
            .label(label(lang, "button-replay"))
            .style(ButtonStyle::Secondary),
    ])
}

/// The buttons under a finished lobby game: its **Replay**, and **Block opponent** (the lobby
/// never pairs the two again). Worded in `lang`.
pub fn lobby_end_buttons(game_id: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::Replay(game_id).encode())
            .label(label(lang, "button-replay"))
            .style(ButtonStyle::Secondary),
        CreateButton::new(ComponentId::Block(game_id).encode())
            .label(label(lang, "button-block"))
            .style(ButtonStyle::Danger),
    ])
}

/// The buttons under `/lobby`'s list: one per open seek (at most 25, five to a row).
pub fn seek_buttons(seeks: &[(i64, String)]) -> Vec<CreateActionRow> {
    seeks
        .chunks(5)
        .take(5)
        .map(|row| {
            CreateActionRow::Buttons(
                row.iter()
                    .map(|(id, label)| {
                        CreateButton::new(ComponentId::TakeSeek(*id).encode())
                            .label(label.clone())
                            .style(ButtonStyle::Primary)
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The **Cancel** button under a waiting seek's answer, in `lang`.
pub fn cancel_seek_button(seek: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(
        ComponentId::CancelSeek(seek).encode(),
    )
    .label(label(lang, "button-cancel-seek"))
    .style(ButtonStyle::Secondary)])
}

/// The **Text board** button under a game's board: the position as text, privately. In
/// `lang`.
pub fn text_board_button(game_id: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(
        ComponentId::TextBoard(game_id).encode(),
    )
    .label(label(lang, "button-text-board"))
    .style(ButtonStyle::Secondary)])
}

/// The "Show my private board" button of a game in which a player's DMs are closed, in `lang`.
pub fn private_board_button(game_id: i64, lang: Lang) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(
        ComponentId::Private(game_id).encode(),
    )
    .label(label(lang, "button-private-board"))
    .style(ButtonStyle::Secondary)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{ActionChoice, Side};

    fn prompt(answers: usize) -> DecisionPrompt {
        DecisionPrompt {
            game_id: 7,
            version: 12,
            side: Side::White,
            user_id: 1,
            prompt: "Choose".into(),
            choices: (0..answers)
                .map(|i| ActionChoice {
                    notation: format!("pick {i}"),
                    label: format!("Pick {i}"),
                    said: None,
                })
                .collect(),
            total: answers,
            secret: false,
        }
    }

    fn json<T: serde::Serialize>(value: &T) -> String {
        serde_json::to_string(value).unwrap()
    }

    #[test]
    fn few_answers_are_buttons_and_many_a_menu_carrying_game_and_version() {
        assert!(decision_components(None, Lang::En).is_empty());
        assert!(decision_components(Some(&prompt(0)), Lang::En).is_empty());
        let buttons = json(&decision_components(Some(&prompt(5)), Lang::En));
        for i in 0..5 {
            assert!(
                buttons.contains(&format!("\"answer:7:12:{i}\"")),
                "{buttons}"
            );
            assert!(buttons.contains(&format!("Pick {i}")), "{buttons}");
        }
        assert!(!buttons.contains("decide:"), "{buttons}");
        let menu = json(&decision_components(Some(&prompt(6)), Lang::En));
        assert!(menu.contains("\"decide:7:12\""), "{menu}");
        assert!(menu.contains("\"pick 5\""), "{menu}");
        assert!(!menu.contains("answer:"), "{menu}");
        let secret = DecisionPrompt {
            secret: true,
            ..prompt(3)
        };
        assert!(decision_components(Some(&secret), Lang::En).is_empty());
    }

    #[test]
    fn long_labels_and_values_are_clipped_to_discords_limits() {
        let long = "x".repeat(300);
        let mut p = prompt(2);
        p.choices[0].label = long.clone();
        let buttons = json(&decision_components(Some(&p), Lang::En));
        assert!(
            !buttons.contains(&"x".repeat(MAX_BUTTON_LABEL + 1)),
            "{buttons}"
        );
        let mut p = prompt(8);
        p.choices[0].label = long.clone();
        p.choices[0].notation = long;
        let menu = json(&decision_components(Some(&p), Lang::En));
        assert!(!menu.contains(&"x".repeat(MAX_OPTION_TEXT + 1)), "{menu}");
    }
}
