//! Answering a pending decision from its buttons or menu: only the decider, only while the game
//! is still at the version the prompt was made for.

use super::moves::MAX_ACTION_TEXT;
use super::resolve::check_in_progress;
use super::{bounded, Answer, Result, Service, ServiceError, TextKind, Update, Waiting};
use crate::store::to_db;
use crate::words::Lang;
use rules::ToAct;

impl Service {
    /// `user` answers the decision offered at `version` of game `game_id` (a menu pick or a
    /// button). Only the decider may answer, and only while the game is still at that version.
    /// `lang` is the language of the answer to them.
    pub async fn answer(
        &self,
        game_id: i64,
        version: i64,
        user: u64,
        answer: &Answer,
        lang: Lang,
    ) -> Result<Update> {
        // (A menu's value comes from the client: checked like typed text.)
        if let Answer::Notation(n) = answer {
            bounded(n, MAX_ACTION_TEXT, TextKind::Move)?;
        }
        let mut loaded = self.load_id(game_id).await?;
        let side = loaded.player(user)?;
        self.speak(&mut loaded, Some((user, lang))).await;
        // A game that is over refuses the answer, unless it was this answer that ended it.
        let over = check_in_progress(&loaded.row).err();
        if loaded.row.version == version + 1 {
            // The game is one change past this prompt: if that change is this player's
            // answer (their action is the game's last), the click is a retry of it.
            if let Some((last, true)) = self
                .store
                .last_action_of(loaded.row.id, to_db(user))
                .await?
            {
                let text = match answer {
                    Answer::Notation(n) => Some(n.clone()),
                    // A button's options went with its state: taken as theirs unless a new
                    // decision of theirs is pending (then the old button is just stale).
                    Answer::Index(_) => {
                        let deciding = matches!(
                            loaded.game.to_act(),
                            ToAct::Decision { side: decider, .. } if decider == side
                        );
                        (!deciding).then_some(last)
                    }
                };
                if let Some(text) = text {
                    let refusal = over.unwrap_or(ServiceError::StaleMenu);
                    return self
                        .already_played(&loaded, side, user, &text, true, refusal)
                        .await;
                }
            }
        }
        if let Some(over) = over {
            return Err(over);
        }
        let to_act = loaded.game.to_act();
        match &to_act {
            ToAct::Decision { side: decider, .. } if *decider != side => {
                return Err(ServiceError::NotYourTurn {
                    game: game_id,
                    side,
                    waiting: Waiting::Decider(loaded.who(*decider)),
                });
            }
            _ if loaded.row.version != version => return Err(ServiceError::StaleMenu),
            ToAct::Decision { .. } => {}
            _ => return Err(ServiceError::StaleMenu),
        }
        let text = match answer {
            Answer::Notation(n) => n.clone(),
            Answer::Index(i) => {
                let choices = loaded.game.legal(side);
                choices
                    .get(*i)
                    .ok_or(ServiceError::StaleMenu)?
                    .notation
                    .clone()
            }
        };
        // The version check makes a lost race a stale prompt, not something to retry.
        self.try_play(loaded, user, &text)
            .await
            .map_err(|e| match e {
                ServiceError::Busy => ServiceError::StaleMenu,
                other => other,
            })
    }
}
