//! What an action did, in words: the channel's report ("White Bishop b2→g7: Bishop hits
//! Pikeman for 14 · …") and a menu's label ("b2g7 · Bishop hits Pikeman for 14 · …"), each in
//! English and as catalogue data (`reports.ftl`, message ids `report-bf-*`). One function makes
//! both, so the English and the message cannot drift.
//!
//! An action records [`What`] it did as plain data; the words are made only when asked (the
//! legal-move search plays many actions and reads none of them).

use super::combat::Forecast;
use super::pieces::{EffectKind, Kind, Passive};
use super::profiles;
use crate::said::Parts;
use crate::view::Said;
use crate::{Side, Square};
use serde::{Deserialize, Serialize};

/// What an action did, as data (a stored game keeps its last action's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum What {
    /// `end`: the turn ends.
    #[default]
    End,
    /// A move to an empty square (en passant is an attack).
    Move {
        /// The piece that moved.
        piece: Kind,
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// What a pawn promoted to.
        promo: Option<Kind>,
    },
    /// Castling, queen side when `long`.
    Castle {
        /// Queen side.
        long: bool,
    },
    /// An attack; the combat is the action's forecast.
    Attack {
        /// The attacker.
        piece: Kind,
        /// Where it attacked from.
        from: Square,
        /// The attacked square.
        to: Square,
    },
    /// Heal, with a Healing Staff's extras.
    Heal(Heal),
    /// Cheer.
    Cheer {
        /// The cheering piece.
        user: Kind,
        /// The cheered piece.
        target: Kind,
        /// Where it stands.
        at: Square,
    },
    /// Sacrifice: the user gives `amount` HP.
    Sacrifice {
        /// The giver.
        user: Kind,
        /// The receiver.
        target: Kind,
        /// Where it stands.
        at: Square,
        /// HP given.
        amount: i32,
    },
    /// Cure (or Cure+, which turns the penalties into bonuses).
    Cure {
        /// The curer.
        user: Kind,
        /// The cured piece.
        target: Kind,
        /// Where it stands.
        at: Square,
        /// The penalties removed, as bits of [`EffectKind::ALL`]'s indexes.
        removed: u32,
        /// Cure+.
        plus: bool,
    },
    /// Swap of two friends.
    Swap {
        /// The swapping piece.
        user: Kind,
        /// The other.
        target: Kind,
        /// The user's square.
        from: Square,
        /// The other's square.
        to: Square,
    },
}

/// A heal, with a Healing Staff's extras (stored as [`What::Heal`]'s fields, as before it
/// was a struct of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heal {
    /// The healer.
    pub user: Kind,
    /// The healed piece.
    pub target: Kind,
    /// Where the healed piece stands.
    pub at: Square,
    /// HP restored.
    pub got: i32,
    /// The healed piece's HP and maximum after.
    pub hp: (i32, i32),
    /// HP the healer got back by Live to Serve.
    pub live_to_serve: Option<i32>,
    /// Whether the Healing Staff's charge gave Group Cheer.
    pub group_cheer: bool,
}

/// English and catalogue data, made together.
type Words = (String, Said);

fn term(kind: Kind) -> Said {
    Said::term(&kind)
}

impl What {
    /// The channel's words for `side`'s action: "White Pikeman e2→e4"; `combat` is the
    /// action's forecast when it was an attack.
    pub fn report(&self, side: Side, combat: Option<&Forecast>) -> Words {
        let (text, said) = self.what(combat);
        (
            format!("{side} {text}"),
            Said::new("report-bf-by")
                .with("side", side)
                .with("what", said),
        )
    }

    /// What the action does, for a menu's label after its notation ("Pikeman to e4"; a skill
    /// says what the report says, without the side).
    pub fn label(&self, combat: Option<&Forecast>) -> Words {
        match *self {
            What::End => ("ends the turn".into(), Said::new("report-bf-end")),
            What::Castle { long } => {
                let (text, said) = castle(long);
                (
                    format!("King {text}"),
                    Said::new("report-bf-king").with("what", said),
                )
            }
            What::Move {
                piece, to, promo, ..
            } => {
                let to = (
                    format!("{} to {to}", piece.name()),
                    Said::new("report-bf-to")
                        .with("piece", term(piece))
                        .with("square", to.to_string()),
                );
                promoting(to, promo)
            }
            What::Attack { .. } => match combat {
                Some(fc) => fc_words(fc),
                None => self.what(None),
            },
            _ => self.what(combat),
        }
    }

    /// The report's words after the side.
    fn what(&self, combat: Option<&Forecast>) -> Words {
        match *self {
            What::End => ("ends the turn".into(), Said::new("report-bf-end")),
            What::Castle { long } => castle(long),
            What::Move {
                piece,
                from,
                to,
                promo,
            } => promoting(went(piece, from, to), promo),
            What::Attack { piece, from, to } => {
                let (text, said) = went(piece, from, to);
                match combat {
                    Some(fc) => {
                        let (fight, fight_said) = fc_words(fc);
                        (
                            format!("{text}: {fight}"),
                            Said::new("report-bf-attack")
                                .with("move", said)
                                .with("combat", fight_said),
                        )
                    }
                    None => (text, said),
                }
            }
            What::Heal(heal) => heal.words(),
            What::Cheer { user, target, at } => (
                format!("{} cheers the {} on {at}", user.name(), target.name()),
                skill("report-bf-cheer", user, target, at),
            ),
            What::Sacrifice {
                user,
                target,
                at,
                amount,
            } => (
                format!(
                    "{} gives {amount} HP to the {} on {at}",
                    user.name(),
                    target.name()
                ),
                skill("report-bf-sacrifice", user, target, at).with("hp", amount),
            ),
            What::Cure {
                user,
                target,
                at,
                removed,
                plus,
            } => What::cure(user, target, at, removed, plus),
            What::Swap {
                user,
                target,
                from,
                to,
            } => (
                format!(
                    "{} on {from} swaps with the {} on {to}",
                    user.name(),
                    target.name()
                ),
                skill("report-bf-swap", user, target, to).with("from", from.to_string()),
            ),
        }
    }

    fn cure(user: Kind, target: Kind, at: Square, removed: u32, plus: bool) -> Words {
        let mut list = Parts::joined(", ", "report-bf-comma");
        for (i, k) in EffectKind::ALL.iter().enumerate() {
            if removed & (1 << i) != 0 {
                list.push(k.name(), effect_said(*k));
            }
        }
        let names = list.text();
        let list = list
            .said()
            .unwrap_or_else(|| Said::new("report-bf-nothing"));
        (
            format!(
                "{} cures the {} on {at} of {names}{}",
                user.name(),
                target.name(),
                if plus { " (turned into bonuses)" } else { "" }
            ),
            skill(
                if plus {
                    "report-bf-cure-plus"
                } else {
                    "report-bf-cure"
                },
                user,
                target,
                at,
            )
            .with("effects", list),
        )
    }
}

/// A penalty's name: the passive that gives it (the glossary's word), the only effects a Cure
/// removes.
fn effect_said(kind: EffectKind) -> Said {
    match kind {
        EffectKind::Curse => Said::term(&Passive::Curse),
        EffectKind::Sabotage => Said::term(&Passive::Sabotage),
        EffectKind::Threaten => Said::term(&Passive::Threaten),
        EffectKind::PoisonSmoke => Said::term(&Passive::PoisonSmoke),
        other => Said::new("report-bf-effect").with("name", other.name()),
    }
}

/// A skill's message: `user`, `target` and `at`.
fn skill(key: &str, user: Kind, target: Kind, at: Square) -> Said {
    Said::new(key)
        .with("user", term(user))
        .with("target", term(target))
        .with("square", at.to_string())
}

/// "Pikeman e2→e4".
fn went(piece: Kind, from: Square, to: Square) -> Words {
    (
        format!("{} {from}→{to}", piece.name()),
        Said::new("report-bf-went")
            .with("piece", term(piece))
            .with("from", from.to_string())
            .with("to", to.to_string()),
    )
}

impl Heal {
    /// "Cleric heals Knight on c3 for 10 (30/40); Live to Serve +5".
    fn words(&self) -> Words {
        let Heal {
            user,
            target,
            at,
            got,
            hp,
            live_to_serve,
            group_cheer,
        } = *self;
        let mut parts = Parts::joined("; ", "report-bf-semicolon");
        parts.push(
            format!(
                "{} heals {} on {at} for {got} ({}/{})",
                user.name(),
                target.name(),
                hp.0,
                hp.1
            ),
            skill("report-bf-heal", user, target, at)
                .with("got", got)
                .with("hp", hp.0)
                .with("max", hp.1),
        );
        if let Some(back) = live_to_serve {
            parts.push(
                format!("Live to Serve +{back}"),
                Said::new("report-bf-live-to-serve").with("hp", back),
            );
        }
        if group_cheer {
            let (delta, turns) = (profiles::GROUP_CHEER.delta[0], profiles::GROUP_CHEER.turns);
            parts.push(
                format!("Group Cheer: {delta:+} to all for {turns} turns"),
                Said::new("report-bf-group-cheer")
                    .with("delta", format!("{delta:+}"))
                    .with("turns", turns),
            );
        }
        (parts.text(), parts.said().expect("a part"))
    }
}

/// A move's words, then ", promotes to Queen" when it promotes.
fn promoting((text, said): Words, promo: Option<Kind>) -> Words {
    let Some(kind) = promo else {
        return (text, said);
    };
    let mut parts = Parts::joined(", ", "report-bf-comma");
    parts.push(text, said);
    parts.push(
        format!("promotes to {}", kind.name()),
        Said::new("report-bf-promotes").with("piece", term(kind)),
    );
    (parts.text(), parts.said().expect("two parts"))
}

/// "castles king side".
fn castle(long: bool) -> Words {
    if long {
        (
            "castles queen side".into(),
            Said::new("report-bf-castles-long"),
        )
    } else {
        (
            "castles king side".into(),
            Said::new("report-bf-castles-short"),
        )
    }
}

/// A combat's summary, with the attacker's promotion if any.
fn fc_words(fc: &Forecast) -> Words {
    let (mut text, mut said) = fc.summary_words();
    if let Some((from, to)) = fc.promoted() {
        let line = format!("{} promotes to {}", from.name(), to.name());
        text = format!("{text} · {line}");
        said = Said::new("act-then").with("first", said).with(
            "then",
            Said::new("report-bf-piece-promotes")
                .with("piece", term(from))
                .with("to", term(to)),
        );
    }
    (text, said)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stored game keeps its last action's [`What`]: a heal reads and writes as it did when
    /// its fields stood in the enum (`{"heal": {"user": …, …}}`).
    #[test]
    fn a_stored_heal_keeps_its_form() {
        let heal = What::Heal(Heal {
            user: Kind::Cleric,
            target: Kind::Knight,
            at: Square::new(2, 2),
            got: 10,
            hp: (30, 40),
            live_to_serve: Some(5),
            group_cheer: false,
        });
        let stored = serde_json::to_value(heal).unwrap();
        assert_eq!(stored["heal"]["got"], 10);
        assert_eq!(stored["heal"]["hp"], serde_json::json!([30, 40]));
        assert_eq!(stored["heal"]["group_cheer"], false);
        assert_eq!(serde_json::from_value::<What>(stored).unwrap(), heal);
    }
}
