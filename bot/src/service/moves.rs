//! Playing an action (`/move`, a secret move's menu, the computer's turn): checked, applied by the
//! rules, committed with everything it announces; a retry of an action already played is
//! answered as such.

use super::announce::{announcements, payloads, queued};
use super::describe::{
    self, is_secret_decision, next_line, ping_for, place_decision, prompts, waiting,
};
use super::finish::{ending, rated_end};
use super::resolve::check_in_progress;
use super::{
    bounded, Announcement, ChannelPost, DecisionPrompt, Loaded, Place, Post, PrivateNote, Result,
    Service, ServiceError, Target, TextKind, TurnMessage, Update,
};
use crate::store::{from_db, to_db, Change, NewAction, Status, TurnClock};
use crate::words::{line_text, words_with, Arg};
use rules::{ActionChoice, Outcome, Report, Side, ToAct};

/// The longest action text read at all: longer input is refused before it is parsed (no
/// notation of any variant comes close).
pub const MAX_ACTION_TEXT: usize = 100;

/// How often a play is retried after losing a race to another writer on the same game.
const RETRIES: usize = 3;

impl Service {
    /// `user` plays `text` in the game `target` points at.
    pub async fn play(&self, target: &Target, user: u64, text: &str) -> Result<Update> {
        self.play_checked(target, user, text, None).await
    }

    /// [`Service::play`] from a menu offered at `turn` (the length of the public record then):
    /// refused if the game has moved to another turn since.
    pub async fn play_checked(
        &self,
        target: &Target,
        user: u64,
        text: &str,
        turn: Option<usize>,
    ) -> Result<Update> {
        bounded(text, MAX_ACTION_TEXT, TextKind::Move)?;
        let mut attempt = 0;
        loop {
            attempt += 1;
            let loaded = match self.resolve(target, user).await {
                // No game in progress here (any more): if the user's last game here ended
                // with this very move, the move is a retry, answered as already played.
                Err(
                    ServiceError::GameOver(ended) | ServiceError::NothingToPlay(ended @ Some(_)),
                ) => {
                    let refusal = match target.place {
                        Place::Direct => ServiceError::NothingToPlay(ended),
                        Place::Channel(_) => ServiceError::GameOver(ended),
                    };
                    return match self.last_game_of_here(target, user).await? {
                        Some(mut last) => {
                            self.speak(&mut last, Some((user, target.lang))).await;
                            self.try_play(last, user, text).await.map_err(|e| match e {
                                ServiceError::GameOver(_) => refusal,
                                other => other,
                            })
                        }
                        None => Err(refusal),
                    };
                }
                other => other?,
            };
            let mut loaded = loaded;
            self.speak(&mut loaded, Some((user, target.lang))).await;
            if let Some(turn) = turn {
                if let (true, Some(side)) =
                    (loaded.game.history().len() != turn, loaded.side_of(user))
                {
                    // A menu from an earlier turn: a game that ended since says how, and a
                    // pick that was already played (a retried click) says so with the board.
                    let refusal = match check_in_progress(&loaded.row) {
                        Err(e @ ServiceError::GameOver(_)) => e,
                        Err(e) => return Err(e),
                        Ok(()) => ServiceError::StaleMenu,
                    };
                    // A pick from the menu of the turn that has just resolved, which is their
                    // last action: a retried click.
                    let retried = loaded.game.history().len() == turn + 1;
                    return self
                        .already_played(&loaded, side, user, text, retried, refusal)
                        .await;
                }
            }
            match self.try_play(loaded, user, text).await {
                Err(ServiceError::Busy) if attempt < RETRIES => continue,
                other => return other,
            }
        }
    }

    /// Plays `text` for `user` in `loaded` and commits it with its announcements; a refused
    /// action that repeats the player's own last one is answered as already played.
    pub(super) async fn try_play(
        &self,
        mut loaded: Loaded,
        user: u64,
        text: &str,
    ) -> Result<Update> {
        let side = loaded.player(user)?;
        match check_in_progress(&loaded.row) {
            // A retry of the move that ended the game hears that it was played, with the
            // final board.
            Err(e @ ServiceError::GameOver(_)) => {
                return self
                    .already_played(&loaded, side, user, text, false, e)
                    .await
            }
            other => other?,
        }
        let played = match apply(&mut loaded, side, text) {
            Ok(played) => played,
            Err(refusal) => {
                return self
                    .already_played(&loaded, side, user, text, false, refusal)
                    .await
            }
        };
        let (ack, announcements) = announce(&loaded, &played);
        let id = loaded.row.id;
        let state = loaded.game.to_json();
        let clock = played.turn_changed().then(|| TurnClock {
            started_at: self.clock.now(),
            limit_secs: None,
        });
        let result = played.outcome.as_ref().map(ToString::to_string);
        let computer_due = loaded.computer_due(self.clock.now());
        let committed = self
            .store
            .commit_with_clock(
                &Change {
                    game_id: id,
                    expected_version: loaded.row.version - 1,
                    state: &state,
                    status: if result.is_some() {
                        Status::Finished
                    } else {
                        Status::Active
                    },
                    result: result.as_deref(),
                    action: Some(NewAction {
                        side: side.name().to_owned(),
                        user_id: to_db(user),
                        notation: played.notation.clone(),
                    }),
                    announcements: &payloads(&announcements),
                    rated_end: played
                        .outcome
                        .as_ref()
                        .and_then(|o| rated_end(&loaded.row, o)),
                    placement: None,
                    computer_due,
                },
                clock,
            )
            .await?;
        crate::ops::metrics::metrics().action(&loaded.row.variant);
        tracing::debug!(game = id, %side, "action committed");
        Ok(Update {
            game_id: id,
            channel_id: from_db(loaded.row.channel_id),
            secret: played.secret,
            ack,
            queued: queued(id, committed.queued, announcements),
            turn_changed: played.turn_changed(),
            finished: result,
            computer_due: computer_due.is_some(),
        })
    }

    /// A refused action that repeats the player's own last action (a retry after a lost reply,
    /// say) is answered "already played" with the board as it is now, privately; any other
    /// refusal stands.
    pub(super) async fn already_played(
        &self,
        loaded: &Loaded,
        side: Side,
        user: u64,
        text: &str,
        from_last_turn: bool,
        refusal: ServiceError,
    ) -> Result<Update> {
        let Some((last, latest)) = self
            .store
            .last_action_of(loaded.row.id, to_db(user))
            .await?
        else {
            return Err(refusal);
        };
        let same = rules::geometry::normalize_move_text(text)
            == rules::geometry::normalize_move_text(&last);
        // Only the player's newest action counts, and only while nobody has acted since (or
        // while they are not the one to act, as after a secret move), or when it came from
        // the menu of the turn that has just resolved (`from_last_turn`). In a game that is
        // over, only the action that ended it.
        let over = loaded.row.status() == Status::Finished;
        let waiting_for_them = loaded.game.to_act().includes(side) || over;
        if !same || (!latest && !from_last_turn && waiting_for_them) {
            return Err(refusal);
        }
        let to_act = loaded.game.to_act();
        Ok(Update {
            game_id: loaded.row.id,
            channel_id: from_db(loaded.row.channel_id),
            secret: true,
            ack: Post {
                text: format!(
                    "{}\n{}",
                    words_with(
                        loaded.lang_of(side),
                        "played-already",
                        &[
                            ("action", last.as_str().into()),
                            ("game", loaded.row.id.to_string().into()),
                        ]
                    ),
                    next_line(loaded, &to_act, "")
                ),
                view: Some(loaded.private_view(side)),
            },
            queued: Vec::new(),
            turn_changed: false,
            finished: None,
            computer_due: false,
        })
    }

    /// Autocomplete for `/move`: the caller's legal actions starting with `prefix` (at most 25);
    /// empty for anyone not to act in the game.
    pub async fn suggest(&self, target: &Target, user: u64, prefix: &str) -> Vec<ActionChoice> {
        self.suggest_in(target, user, prefix)
            .await
            .unwrap_or_default()
    }

    /// [`Service::suggest`], with the reason there is no game to move in: the refusal `/move`
    /// would meet (no game here, not theirs, over). A game of theirs where it is not their
    /// turn suggests nothing, without a refusal.
    pub(super) async fn suggest_in(
        &self,
        target: &Target,
        user: u64,
        prefix: &str,
    ) -> Result<Vec<ActionChoice>> {
        let loaded = match self.resolve(target, user).await {
            Ok(l) => l,
            Err(ServiceError::WhichGame { games, .. }) => self.load_id(games[0]).await?,
            Err(e) => return Err(e),
        };
        let Some(side) = loaded.side_of(user) else {
            return Err(ServiceError::NotYourGame(loaded.row.id));
        };
        match loaded.row.status() {
            Status::Active => {}
            Status::Finished => return Err(ServiceError::GameOver(None)),
            _ => return Err(ServiceError::NotStarted(loaded.row.id)),
        }
        if !loaded.game.to_act().includes(side) {
            return Ok(Vec::new());
        }
        Ok(loaded.game.suggest(side, prefix))
    }
}

/// An action the rules accepted, before it is committed: what was played, and who is to act
/// after it. `Loaded` holds the game as it will be once committed.
struct Played {
    side: Side,
    notation: String,
    report: Report,
    after: ToAct,
    /// The length of the public record before the action (a simultaneous turn's number).
    turn_before: usize,
    /// A move of a simultaneous turn: secret until the turn resolves.
    simultaneous: bool,
    /// The actor is answered privately: a simultaneous move, or the answer to a secret decision
    /// (which stays secret for good).
    secret: bool,
    /// Who is newly asked to act: a new turn (and a new turn clock). A submission that leaves
    /// the opponent still to act does not restart it (Apocalypse R16).
    prompted: Vec<Side>,
    /// How the game ended, if this action ended it.
    outcome: Option<Outcome>,
}

impl Played {
    /// Whether a new turn began (or the game ended).
    fn turn_changed(&self) -> bool {
        !self.prompted.is_empty() || self.outcome.is_some()
    }
}

/// Lets the rules play `text` for `side` in `loaded`, which then describes the game as it will
/// be once committed (one version on). A refusal leaves `loaded` as it was.
fn apply(loaded: &mut Loaded, side: Side, text: &str) -> Result<Played> {
    let id = loaded.row.id;
    let before = loaded.game.to_act();
    if !before.includes(side) {
        return Err(ServiceError::NotYourTurn {
            game: id,
            side,
            waiting: waiting(loaded, &before),
        });
    }
    let simultaneous = matches!(before, ToAct::Simultaneous(_));
    let secret = simultaneous || is_secret_decision(loaded.game.game(), side);
    let turn_before = loaded.game.history().len();
    let (notation, report) = loaded
        .game
        .play_text(side, text)
        .map_err(|e| ServiceError::rule(id, e))?;
    loaded.row.version += 1;
    let after = loaded.game.to_act();
    let prompted = after
        .sides()
        .into_iter()
        .filter(|s| !before.includes(*s) || *s == side)
        .collect();
    Ok(Played {
        side,
        notation,
        report,
        after,
        turn_before,
        simultaneous,
        secret,
        prompted,
        outcome: loaded.game.outcome(),
    })
}

/// What `played` says: the actor's acknowledgement, and the announcements in sending order
/// (the channel post, the private notes and prompts, what the end of the game announces), a
/// lobby game's in both its homes.
fn announce(loaded: &Loaded, played: &Played) -> (Post, Vec<Announcement>) {
    let (ack, all) = announce_here(loaded, played);
    let again = |there: &Loaded| announce_here(there, played).1;
    (ack, super::lobby::for_both_homes(loaded, all, again))
}

/// [`announce`] in the game's channel.
fn announce_here(loaded: &Loaded, played: &Played) -> (Post, Vec<Announcement>) {
    let (ack, mut private) = acknowledgement(loaded, played);
    private.extend(prompts(loaded, &played.after, &played.prompted));
    let decision = place_decision(loaded, DecisionPrompt::of(loaded), &mut private);
    let mut public = ChannelPost {
        decision,
        ..channel_post(loaded, played)
    };
    let mut endings = Vec::new();
    if played.outcome.is_some() {
        (public.rematch, endings) = ending(loaded);
    }
    let mut all = announcements(Some(public), private);
    all.extend(endings);
    (ack, all)
}

/// The actor's acknowledgement (with their own news from the rules when it is private), and
/// the rules' private news for others.
fn acknowledgement(loaded: &Loaded, played: &Played) -> (Post, Vec<PrivateNote>) {
    let (id, notation, side) = (loaded.row.id, &played.notation, played.side);
    let (secret, turn_changed) = (played.secret, played.turn_changed());
    let args = [
        ("action", Arg::from(notation.as_str())),
        ("game", id.to_string().into()),
    ];
    let key = if secret && !played.simultaneous {
        "played-answered"
    } else if secret && turn_changed {
        "played-both-in"
    } else if secret {
        "played-secret-in"
    } else {
        "played"
    };
    let mut own_lines = vec![words_with(loaded.lang_of(side), key, &args)];
    let mut private = Vec::new();
    for (to, line) in &played.report.private {
        if loaded.is_computer(*to) {
            continue;
        }
        if *to == side && secret {
            // The acknowledgement is private: it carries the mover's own news.
            own_lines.push(line_text(loaded.lang_of(side), line));
        } else {
            private.push(PrivateNote {
                lang: loaded.lang_of(*to),
                user_id: loaded.user(*to),
                side: Some(*to),
                text: words_with(
                    loaded.lang_of(*to),
                    "private-news",
                    &[
                        ("game", id.to_string().into()),
                        ("news", line_text(loaded.lang_of(*to), line).into()),
                    ],
                ),
                view: None,
                choices: Vec::new(),
                prompt: false,
                turn: loaded.game.history().len(),
                decision: None,
                reminder: false,
            });
        }
    }
    let ack = Post {
        text: own_lines.join("\n"),
        // After a secret move the mover sees it on their board; once the turn resolves, the
        // new turn's prompt carries their board instead.
        view: (secret && !turn_changed).then(|| loaded.private_view(side)),
    };
    (ack, private)
}

/// The channel's post about `played`: who has submitted in a simultaneous turn still open, else
/// what happened (never a secret) and what happens next.
fn channel_post(loaded: &Loaded, played: &Played) -> ChannelPost {
    let turn_changed = played.turn_changed();
    let post = ChannelPost {
        lang: loaded.public_lang(),
        channel_id: from_db(loaded.row.channel_id),
        text: String::new(),
        view: None,
        ping: Vec::new(),
        decision: None,
        turn_message: TurnMessage::None,
        live: true,
        ratings: false,
        rematch: None,
        block: None,
    };
    if played.simultaneous && !turn_changed {
        let waiting = played.after.sides();
        let lang = loaded.public_lang();
        let names: Vec<String> = waiting.iter().map(|s| loaded.who(*s).words(lang)).collect();
        return ChannelPost {
            text: describe::sentence(words_with(
                lang,
                "post-submitted",
                &[
                    ("who", loaded.who(played.side).words(lang).into()),
                    ("waiting", names.join(", ").into()),
                ],
            )),
            ping: waiting.iter().map(|s| loaded.user(*s)).collect(),
            turn_message: TurnMessage::Open(played.turn_before),
            ..post
        };
    }
    let mut lines = Vec::new();
    let public = match &played.report.said {
        Some(said) => crate::words::said_text(loaded.public_lang(), said),
        None => played.report.public.trim().to_owned(),
    };
    if !public.is_empty() {
        lines.push(public);
    } else if !played.secret {
        // No public line from the rules: say that something happened, not what (the notation
        // of a secret action must not reach the channel).
        let lang = loaded.public_lang();
        lines.push(describe::sentence(words_with(
            lang,
            "post-moved",
            &[("who", loaded.who(played.side).words(lang).into())],
        )));
    }
    let said = lines.join("\n");
    lines.push(next_line(loaded, &played.after, &said));
    let over = played.outcome.is_some();
    ChannelPost {
        text: lines.join("\n"),
        view: (played.report.board_changed || turn_changed).then(|| loaded.public_view()),
        ping: if over {
            vec![loaded.user(played.side.opponent())]
        } else {
            ping_for(loaded, &played.after)
        },
        turn_message: if played.simultaneous {
            TurnMessage::Close(played.turn_before)
        } else {
            TurnMessage::None
        },
        live: !over,
        ratings: over && loaded.row.rated != 0,
        ..post
    }
}
