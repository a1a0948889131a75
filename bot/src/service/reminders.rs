//! Move reminders: a DM when half of a player's move time has passed, and a last call shortly
//! before their opponent may claim the game. Each is due once per turn; the database records
//! what was sent with the turn it belongs to, so a restart or a second process never sends one
//! twice, and a new turn starts the count again.

use super::announce::{announcements, payloads, queued};
use super::{format_duration, Loaded, Result, Service};
use super::{PrivateNote, Update};
use crate::store::{from_db, Reminded, StoreError};
use crate::words::{words_with, Arg, Lang};

/// Which reminder of a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reminder {
    /// Half of the move time has passed.
    Half = 1,
    /// The last call: the opponent may claim soon.
    Last = 2,
}

/// How long before the claim the last call goes out: a tenth of the limit, at most an hour.
pub fn last_call_margin(limit_secs: i64) -> i64 {
    (limit_secs / 10).min(3_600)
}

/// The reminder due at `now` for a turn that started at `started` with `limit_secs` to move,
/// when `sent` reminders of this turn went out already (the latest due, if both are). None once
/// the time is up: the opponent may claim already, and a bot back from a long stop must not
/// send a burst of stale "last calls".
pub fn due(now: i64, started: i64, limit_secs: i64, sent: i64) -> Option<Reminder> {
    let elapsed = now - started;
    let stage = if elapsed >= limit_secs {
        return None;
    } else if elapsed >= limit_secs - last_call_margin(limit_secs) {
        Reminder::Last
    } else if elapsed * 2 >= limit_secs {
        Reminder::Half
    } else {
        return None;
    };
    (stage as i64 > sent).then_some(stage)
}

impl Service {
    /// Commits every reminder due now, each with its DMs in the outbox; returns the updates to
    /// send. Only players who must act are reminded (and never the computer).
    pub async fn due_reminders(&self) -> Result<Vec<Update>> {
        let now = self.clock.now();
        let mut updates = Vec::new();
        for row in self.store.reminder_candidates(now).await? {
            let Some(started) = row.turn_started_at else {
                continue;
            };
            let Some(stage) = due(now, started, row.move_time_limit_secs, row.reminders_sent)
            else {
                continue;
            };
            // One unreadable game must not hold back every other game's reminders.
            let id = row.id;
            let loaded = match Loaded::new(row) {
                Ok(loaded) => loaded,
                Err(e) => {
                    tracing::error!(game = id, "reminders skip a game that does not load: {e}");
                    continue;
                }
            };
            // Each DM in its reader's language (the one they chose, else their app's as last
            // seen).
            let mut langs = std::collections::HashMap::new();
            for side in loaded.game.to_act().sides() {
                let user = loaded.user(side);
                langs.insert(user, self.dm_lang(user).await);
            }
            let lang_of = |user: u64| langs.get(&user).copied().unwrap_or_default();
            let notes = reminder_notes(&loaded, stage, now - started, lang_of);
            // Reminders are DMs only: no channel post to write again for a second home.
            let announcements =
                super::lobby::for_both_homes(&loaded, announcements(None, notes), |_| Vec::new());
            let reminded = Reminded {
                game_id: loaded.row.id,
                turn_started_at: started,
                was: loaded.row.reminders_sent,
                now: stage as i64,
            };
            match self
                .store
                .mark_reminded(&reminded, &payloads(&announcements))
                .await
            {
                Ok(ids) => updates.push(Update {
                    game_id: loaded.row.id,
                    channel_id: from_db(loaded.row.channel_id),
                    secret: true,
                    ack: super::Post::default(),
                    queued: queued(loaded.row.id, ids, announcements),
                    turn_changed: false,
                    finished: None,
                    computer_due: false,
                }),
                // Another process sent it, or the turn moved on meanwhile.
                Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(updates)
    }
}

/// The reminder DMs of `stage` for the players to act in `loaded`, `elapsed` seconds into the
/// turn, each in its reader's language (`lang_of(user)`).
fn reminder_notes(
    loaded: &Loaded,
    stage: Reminder,
    elapsed: i64,
    lang_of: impl Fn(u64) -> Lang,
) -> Vec<PrivateNote> {
    let limit = loaded.row.move_time_limit_secs;
    let left = format_duration((limit - elapsed).max(0));
    // The deadline as a Discord timestamp: shown in the reader's time zone, counting down.
    let deadline = |lang| {
        loaded.row.turn_started_at.map_or(String::new(), |start| {
            let at = start + limit;
            words_with(
                lang,
                "reminder-until",
                &[
                    ("date", super::discord_time(at, 'f').into()),
                    ("relative", super::discord_time(at, 'R').into()),
                ],
            )
        })
    };
    let to_act = loaded.game.to_act();
    to_act
        .sides()
        .into_iter()
        .filter(|side| !loaded.is_computer(*side))
        .map(|side| {
            let lang = lang_of(loaded.user(side));
            // Only a person who has done their part may claim: not the computer, and not an
            // opponent who still owes a simultaneous move too.
            let after = if loaded.is_computer(side.opponent()) || to_act.includes(side.opponent()) {
                String::new()
            } else {
                let opponent = format!("<@{}>", loaded.user(side.opponent()));
                format!(
                    " {}",
                    words_with(
                        lang,
                        "reminder-claim-after",
                        &[("opponent", opponent.into())]
                    )
                )
            };
            let key = match stage {
                Reminder::Half => "reminder-half",
                Reminder::Last => "reminder-last",
            };
            let args: [(&str, Arg); 5] = [
                (
                    "variant",
                    crate::words::variant_name(lang, loaded.game.variant()).into(),
                ),
                ("game", loaded.row.id.to_string().into()),
                ("place", loaded.place_for(loaded.user(side)).into()),
                ("left", left.as_str().into()),
                ("until", deadline(lang).into()),
            ];
            PrivateNote {
                lang,
                user_id: loaded.user(side),
                side: Some(side),
                text: format!("{}{after}", words_with(lang, key, &args)),
                view: Some(loaded.private_view(side)),
                choices: Vec::new(),
                prompt: false,
                turn: loaded.game.history().len(),
                decision: None,
                reminder: true,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminders_fall_due_at_half_time_and_shortly_before_the_claim() {
        let day = 86_400;
        assert_eq!(due(0, 0, day, 0), None);
        assert_eq!(due(day / 2 - 1, 0, day, 0), None);
        assert_eq!(due(day / 2, 0, day, 0), Some(Reminder::Half));
        assert_eq!(due(day / 2, 0, day, 1), None, "once per turn");
        assert_eq!(due(day - 3_601, 0, day, 1), None);
        assert_eq!(due(day - 3_600, 0, day, 1), Some(Reminder::Last));
        assert_eq!(due(day - 3_600, 0, day, 2), None);
        // After a long stop, only the last call goes out, if the time is not up yet; once it
        // is, none (the opponent may claim already).
        assert_eq!(due(day - 10, 0, day, 0), Some(Reminder::Last));
        assert_eq!(due(day, 0, day, 0), None);
        assert_eq!(due(day + 50, 0, day, 1), None);
        // Short limits: the last call a tenth of the limit before the claim.
        assert_eq!(last_call_margin(60), 6);
        assert_eq!(due(54, 0, 60, 1), Some(Reminder::Last));
    }
}
