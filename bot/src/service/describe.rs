//! Words and prompts: how the service describes a game's state to the channel and to each
//! player (whose turn, the decision pending, the private prompts of a secret turn).

use super::{DecisionPrompt, Loaded, PrivateNote, Waiting, MAX_MENU_OPTIONS};
use crate::text::plural;
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
        Some(DecisionPrompt {
            game_id: loaded.row.id,
            version: loaded.row.version,
            side,
            user_id: loaded.user(side),
            secret: is_secret_decision(loaded.game.game(), side),
            prompt,
            choices,
            total,
        })
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
    if let Some(outcome) = loaded.game.outcome() {
        return format!("**Game over. {outcome}.**");
    }
    match to_act {
        ToAct::Side(side) => format!("{} to move.", loaded.who(*side)),
        // A secret decision is offered in private, never below this post.
        ToAct::Decision { side, .. } if loaded.game.secret_decision(*side) => {
            if loaded.is_computer(*side) {
                format!("{} decides in secret.", loaded.who(*side))
            } else {
                format!(
                    "{}, your decision is secret: answer with `/move` here (only you see the \
                     reply), or from the menu I send you privately.",
                    loaded.who(*side)
                )
            }
        }
        ToAct::Decision { side, prompt } if said.contains(prompt.as_str()) => format!(
            "{}, your decision: answer below or with `/move`.",
            loaded.who(*side)
        ),
        ToAct::Decision { side, prompt } => format!("{} must choose: {prompt}", loaded.who(*side)),
        ToAct::Simultaneous(sides) => {
            let who: Vec<String> = sides.iter().map(|s| loaded.who(*s).to_string()).collect();
            let verb = if who.len() == 1 { "chooses" } else { "choose" };
            format!(
                "Secret moves: {} {verb} in private: `/move` here (only you see the reply), or \
                 the menu I send you privately.",
                who.join(" and ")
            )
        }
        ToAct::Over => "The game is over.".to_owned(),
    }
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
            let more = if total > choices.len() {
                format!(
                    " (the menu shows {} of your {})",
                    choices.len(),
                    plural(total, "move", "moves")
                )
            } else {
                String::new()
            };
            PrivateNote {
                user_id: loaded.user(side),
                side: Some(side),
                text: format!(
                    "**{}**, game #{}: choose your secret move as {side}. Answer with `/move` \
                     here (autocomplete lists your legal moves) or pick one below{more}.",
                    loaded.variant_title(),
                    loaded.row.id,
                ),
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
    let more = if d.total > d.choices.len() {
        format!(
            " (the menu shows {} of {} answers)",
            d.choices.len(),
            d.total
        )
    } else {
        String::new()
    };
    private.push(PrivateNote {
        user_id: d.user_id,
        side: Some(d.side),
        text: format!(
            "**{}**, game #{}: {} Answer here with `/move` (autocomplete lists the answers) or \
             pick one below{more}. Only you see this.",
            loaded.variant_title(),
            loaded.row.id,
            d.prompt,
        ),
        view: Some(loaded.private_view(d.side)),
        choices: d.choices,
        prompt: true,
        turn: loaded.game.history().len(),
        decision: Some(d.version),
        reminder: false,
    });
    None
}
