//! Words and prompts: how the service describes a game's state to the channel and to each
//! player (whose turn, the decision pending, the private prompts of a secret turn).

use super::{DecisionPrompt, Loaded, PrivateNote, Waiting, MAX_MENU_OPTIONS};
use crate::words::{
    ending_words, said_words, side_words, translate_choices, variant_name, words, words_with, Arg,
    Lang,
};
use rules::{AnyGame, Side, ToAct};

impl DecisionPrompt {
    /// The decision pending in `loaded`, if any.
    pub(super) fn of(loaded: &Loaded) -> Option<DecisionPrompt> {
        let ToAct::Decision { side, prompt } = loaded.game.to_act() else {
            return None;
        };
        let mut choices = loaded.game.legal(side);
        let total = choices.len();
        choices.truncate(MAX_MENU_OPTIONS);
        let secret = is_secret_decision(loaded.game.game(), side);
        let lang = if secret {
            loaded.lang_of(side)
        } else {
            loaded.public_lang()
        };
        translate_choices(lang, &mut choices);
        let prompt = prompt_in(loaded, lang, &prompt);
        Some(DecisionPrompt {
            game_id: loaded.row.id,
            version: loaded.row.version,
            side,
            user_id: loaded.user(side),
            secret,
            prompt,
            choices,
            total,
        })
    }
}

/// The pending decision's prompt in `lang` (the rules' `english` where they give no words).
fn prompt_in(loaded: &Loaded, lang: Lang, english: &str) -> String {
    match loaded.game.game().decision_said() {
        Some(said) => said_words(lang, &said),
        None => english.to_owned(),
    }
}

/// Whom a game at `to_act` waits for, when a player who is not to act tries to.
pub(super) fn waiting(loaded: &Loaded, to_act: &ToAct) -> Waiting {
    match to_act {
        ToAct::Over => Waiting::Nobody,
        ToAct::Simultaneous(_) => Waiting::Opponent,
        _ => Waiting::For(to_act.sides().iter().map(|s| loaded.who(*s)).collect()),
    }
}

/// The line saying what happens next (or how the game ended). `said` is what the post already
/// says, so a decision's question the rules' report already asked is not asked twice.
pub(super) fn next_line(loaded: &Loaded, to_act: &ToAct, said: &str) -> String {
    sentence(next_words(loaded, to_act, said))
}

/// `text` with its first letter capitalised ("the computer (Black) to move." starts a line).
pub(crate) fn sentence(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if first.is_lowercase() => first.to_uppercase().chain(chars).collect(),
        _ => text,
    }
}

fn next_words(loaded: &Loaded, to_act: &ToAct, said: &str) -> String {
    let lang = loaded.public_lang();
    let who = |side: &Side| ("who", Arg::from(loaded.who(*side).words(lang)));
    if let Some(outcome) = loaded.game.outcome() {
        let outcome = outcome_words(lang, &outcome);
        return words_with(lang, "next-game-over", &[("outcome", outcome.into())]);
    }
    match to_act {
        ToAct::Side(side) => words_with(lang, "next-to-move", &[who(side)]),
        // A secret decision is offered in private, never below this post.
        ToAct::Decision { side, .. } if loaded.game.secret_decision(*side) => {
            if loaded.is_computer(*side) {
                words_with(lang, "next-decides-in-secret", &[who(side)])
            } else {
                words_with(lang, "next-secret-decision", &[who(side)])
            }
        }
        ToAct::Decision { side, prompt } if said.contains(prompt.as_str()) => {
            words_with(lang, "next-decision-below", &[who(side)])
        }
        ToAct::Decision { side, prompt } => words_with(
            lang,
            "next-must-choose",
            &[
                who(side),
                ("prompt", prompt_in(loaded, lang, prompt).into()),
            ],
        ),
        ToAct::Simultaneous(sides) => match sides.as_slice() {
            [first, second, ..] => words_with(
                lang,
                "next-secret-moves-both",
                &[
                    ("first", loaded.who(*first).words(lang).into()),
                    ("second", loaded.who(*second).words(lang).into()),
                ],
            ),
            [one] => words_with(lang, "next-secret-moves-one", &[who(one)]),
            [] => words(lang, "next-over"),
        },
        ToAct::Over => words(lang, "next-over"),
    }
}

/// How a game ended, in `lang`: "White wins: checkmate" (the reason in the rules' English for
/// a game stored before its ending was kept as data).
pub(crate) fn outcome_words(lang: Lang, outcome: &rules::Outcome) -> String {
    let why = outcome.ending.as_ref().map_or_else(
        || outcome.reason.clone(),
        |ending| ending_words(lang, ending),
    );
    let reason = ("reason", Arg::from(why));
    match outcome.winner {
        Some(side) => words_with(
            lang,
            "outcome-win",
            &[("side", side_words(lang, side).into()), reason],
        ),
        None => words_with(lang, "outcome-draw", &[reason]),
    }
}

/// How `record`'s game ended, in `lang` ("White wins: checkmate"); the record's English for a
/// record read from its text. `None` while it is in progress.
pub(crate) fn record_result(lang: Lang, record: &crate::record::Record) -> Option<String> {
    match &record.outcome {
        Some(outcome) => Some(outcome_words(lang, outcome)),
        None => record.result.clone(),
    }
}

/// How `record`'s game ended, in the words its pictures show (the replay's last frame, the
/// review graph's end), in `lang`: who resigned or ran out of time and who wins, a draw by
/// agreement, else [`record_result`]. The record's English for a record read from its text.
pub(crate) fn record_result_words(lang: Lang, record: &crate::record::Record) -> Option<String> {
    use rules::Ending;
    let Some(outcome) = &record.outcome else {
        return record.result_words();
    };
    let sides = |loser: Side, winner: Side| {
        [
            ("loser", Arg::from(side_words(lang, loser))),
            ("winner", side_words(lang, winner).into()),
        ]
    };
    Some(match (&outcome.ending, outcome.winner) {
        (Some(Ending::Resigned { side }), Some(winner)) => {
            words_with(lang, "result-resigned", &sides(*side, winner))
        }
        (Some(Ending::OnTime), Some(winner)) => {
            words_with(lang, "result-on-time", &sides(winner.opponent(), winner))
        }
        (Some(Ending::Agreed), None) => words(lang, "result-agreed"),
        _ => outcome_words(lang, outcome),
    })
}

/// The words naming game `loaded` in a prompt to a player reading `lang`.
fn game_args(loaded: &Loaded, lang: Lang) -> Vec<(&'static str, Arg)> {
    vec![
        ("variant", variant_name(lang, loaded.game.variant()).into()),
        ("game", loaded.row.id.to_string().into()),
    ]
}

/// Who a channel post about `to_act` pings: the player who must act now and is not told so in
/// private (a secret turn's prompts and a secret decision go by DM), or nobody.
pub(super) fn ping_for(loaded: &Loaded, to_act: &ToAct) -> Vec<u64> {
    match to_act {
        ToAct::Side(side) if !loaded.is_computer(*side) => vec![loaded.user(*side)],
        ToAct::Decision { side, .. }
            if !loaded.game.secret_decision(*side) && !loaded.is_computer(*side) =>
        {
            vec![loaded.user(*side)]
        }
        _ => Vec::new(),
    }
}

/// Private prompts for the sides that must now act in secret: their view and their choices.
pub(super) fn prompts(loaded: &Loaded, to_act: &ToAct, prompted: &[Side]) -> Vec<PrivateNote> {
    if !matches!(to_act, ToAct::Simultaneous(_)) {
        return Vec::new();
    }
    prompted
        .iter()
        // The computer needs no prompt: it plays when its turn is due.
        .filter(|&&side| !loaded.is_computer(side))
        .map(|&side| {
            let mut choices = loaded.game.legal(side);
            let total = choices.len();
            choices.truncate(MAX_MENU_OPTIONS);
            let lang = loaded.lang_of(side);
            translate_choices(lang, &mut choices);
            let mut args = game_args(loaded, lang);
            args.push(("side", side_words(lang, side).into()));
            let key = if total > choices.len() {
                args.push(("shown", Arg::Number(choices.len() as i64)));
                args.push(("total", Arg::Number(total as i64)));
                "prompt-secret-move-cut"
            } else {
                "prompt-secret-move"
            };
            PrivateNote {
                lang,
                user_id: loaded.user(side),
                side: Some(side),
                text: words_with(lang, key, &args),
                view: Some(loaded.private_view(side)),
                choices,
                prompt: true,
                turn: loaded.game.history().len(),
                decision: None,
                reminder: false,
            }
        })
        .collect()
}

/// Whether the decision pending for `side` must be answered in private (the rules say so: e.g.
/// planting a Secret Trap in Heaven and Hell, whose answer names the square).
pub(super) fn is_secret_decision(game: &AnyGame, side: Side) -> bool {
    matches!(game.to_act(), ToAct::Decision { side: s, .. } if s == side)
        && game.secret_decision(side)
}

/// Where a pending decision goes: in the channel (returned, to offer with the channel post), or
/// for a secret one as a private prompt to the decider with their own board, never in the
/// channel.
pub(super) fn place_decision(
    loaded: &Loaded,
    decision: Option<DecisionPrompt>,
    private: &mut Vec<PrivateNote>,
) -> Option<DecisionPrompt> {
    let d = decision?;
    // The computer answers its own decisions; nothing to offer anyone.
    if loaded.is_computer(d.side) {
        return None;
    }
    if !d.secret {
        return Some(d);
    }
    let lang = loaded.lang_of(d.side);
    let mut args = game_args(loaded, lang);
    args.push(("prompt", d.prompt.as_str().into()));
    let key = if d.total > d.choices.len() {
        args.push(("shown", Arg::Number(d.choices.len() as i64)));
        args.push(("total", Arg::Number(d.total as i64)));
        "prompt-secret-decision-cut"
    } else {
        "prompt-secret-decision"
    };
    private.push(PrivateNote {
        lang,
        user_id: d.user_id,
        side: Some(d.side),
        text: words_with(lang, key, &args),
        view: Some(loaded.private_view(d.side)),
        choices: d.choices,
        prompt: true,
        turn: loaded.game.history().len(),
        decision: Some(d.version),
        reminder: false,
    });
    None
}
