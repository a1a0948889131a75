//! The courier: sends queued announcements to Discord and settles their outbox rows.
//!
//! A row is deleted once Discord accepted its message; a row whose send failed for a passing
//! reason is left for a later try; a DM refused because the player's DMs are closed is held for
//! that player (shown privately the next time they interact), and the channel is told once per
//! game. One game's announcements go out one at a time and in commit order: every sender takes
//! the game's lock and first sends what this process queued earlier for that game.

use super::{is_closed_dms, is_permanent};
use crate::board_image::Pictures;
use crate::locks::GameLocks;
use crate::messages::buttons::{
    decision_components, lobby_end_buttons, private_board_button, rematch_button, text_board_button,
};
use crate::messages::Outgoing;
use crate::service::{
    Announcement, ChannelPost, EditPost, PrivateNote, Queued, TurnMessage, Update,
};
use crate::store::{to_db, OutboxRow, Sendable, Store};
use crate::words::{words_with, Lang};
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, EditThread, Http, UserId};
use std::collections::HashSet;
use std::time::{Duration, Instant};
use tokio::sync::OwnedMutexGuard;

/// How long one look at a game's line ([`Courier::flush_before`]) stands for the rows it
/// cleared: past it (a slow Discord), each row is asked about again before it is sent.
const LINE_FRESH: Duration = Duration::from_secs(5);

/// What one look at a game's line of announcements cleared, so that the sender of an action's
/// announcements asks the store once, not about every row and every channel post.
#[derive(Debug, Default)]
pub struct Lineup {
    /// Rows this run may send in the order given: its own, with only its own before them.
    cleared: HashSet<i64>,
    /// Until when `cleared` stands.
    until: Option<Instant>,
    /// Known that no player of the game has closed DMs (so no post needs the private-board
    /// button); false when unknown.
    no_closed_dms: bool,
}

impl Lineup {
    /// A send of the game is held up (a passing failure, or a row behind another sender's):
    /// what the look cleared no longer stands, so each later row is asked about (and waits
    /// behind the one held up). The caller's next `deliver` of the same update sees it too.
    fn revoke(&mut self) {
        self.cleared.clear();
    }

    /// Whether row `id` was cleared, and the look is recent enough to stand.
    fn cleared(&self, id: i64) -> bool {
        self.until.is_some_and(|until| Instant::now() < until) && self.cleared.contains(&id)
    }
}

/// How a send ended.
enum Sent {
    /// Discord took it.
    Done,
    /// The player's DMs are closed.
    ClosedDms,
    /// It can never be sent (the channel is gone, say): drop it.
    Never,
    /// A passing failure: try again later.
    Later,
}

fn outcome(result: Result<(), serenity::Error>, what: &str, game_id: i64) -> Sent {
    if let Err(e) = &result {
        crate::ops::metrics::metrics().send_failed(http_status(e));
    }
    match result {
        Ok(()) => Sent::Done,
        Err(e) if is_closed_dms(&e) => Sent::ClosedDms,
        Err(e) if is_permanent(&e) => {
            tracing::warn!(game = game_id, error = %e, "dropping {what}: Discord refused it");
            Sent::Never
        }
        Err(e) => {
            tracing::warn!(game = game_id, error = %e, "could not send {what}; will retry");
            Sent::Later
        }
    }
}

/// Sends announcements over `http`, settling their rows in `store`.
#[derive(Clone, Copy)]
pub struct Courier<'a> {
    http: &'a Http,
    store: &'a Store,
    locks: &'a GameLocks,
}

impl std::fmt::Debug for Courier<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Courier").finish_non_exhaustive()
    }
}

impl<'a> Courier<'a> {
    /// A courier over `http` and `store`, ordering sends with `locks`.
    pub fn new(http: &'a Http, store: &'a Store, locks: &'a GameLocks) -> Courier<'a> {
        Courier { http, store, locks }
    }

    /// Waits for game `game_id`'s sending lock.
    pub async fn lock(&self, game_id: i64) -> OwnedMutexGuard<()> {
        self.locks.lock(game_id).await
    }

    /// Sends what this process queued for `update`'s game before `update`'s own announcements
    /// (another action's, whose sender has not got to them yet), so the channel reads in order;
    /// returns what the one look at the game's line cleared of `update`'s own rows, for
    /// [`Courier::deliver`].
    pub async fn flush_before(&self, update: &Update) -> Lineup {
        let (Some(first), Some(last)) = (update.queued.first(), update.queued.last()) else {
            return Lineup::default();
        };
        let line = match self.store.line(update.game_id, first.id, last.id).await {
            Ok(line) => line,
            Err(e) => {
                tracing::warn!(game = update.game_id, error = %e, "could not read the outbox");
                return Lineup::default();
            }
        };
        let mut lineup = Lineup {
            cleared: HashSet::new(),
            until: Some(Instant::now() + LINE_FRESH),
            no_closed_dms: !line.closed_dms,
        };
        let own: HashSet<i64> = update.queued.iter().map(|q| q.id).collect();
        let mut earlier = Vec::new();
        for row in line.rows {
            // A row of another sender's (or one whose claim lapsed) first: this look clears
            // nothing after it; each row is asked about when its turn comes.
            if !row.ours || (row.id >= first.id && !own.contains(&row.id)) {
                break;
            }
            if let Some(payload) = &row.payload {
                match self.read_row(row.id, update.game_id, payload).await {
                    Some(queued) => earlier.push(queued),
                    None => continue,
                }
            }
            lineup.cleared.insert(row.id);
        }
        let earlier: Vec<&Queued> = earlier.iter().collect();
        self.deliver(&earlier, None, &mut Pictures::default(), &mut lineup)
            .await;
        lineup
    }

    /// Outbox row `id` of game `game_id` as an announcement to send; an unreadable one is
    /// logged and dropped (deleted), since no later try can read it either.
    async fn read_row(&self, id: i64, game_id: i64, payload: &str) -> Option<Queued> {
        match Announcement::from_json(payload) {
            Ok(announcement) => Some(Queued {
                id,
                game_id,
                announcement,
            }),
            Err(e) => {
                tracing::error!(game = game_id, row = id, error = %e, "unreadable outbox row; dropped");
                self.mark_sent(id).await;
                None
            }
        }
    }

    /// Sends outbox rows (already claimed by this process), in order.
    pub async fn send_rows(&self, rows: &[OutboxRow]) {
        let mut queued = Vec::with_capacity(rows.len());
        for row in rows {
            queued.extend(self.read_row(row.id, row.game_id, &row.payload).await);
        }
        let all: Vec<&Queued> = queued.iter().collect();
        self.deliver(&all, None, &mut Pictures::default(), &mut Lineup::default())
            .await;
    }

    /// Sends `items` in order. A private note for `actor` (who is interacting right now) whose
    /// DM is refused is returned instead, with its outbox row, for the caller to show privately
    /// and then mark sent ([`Courier::mark_sent`]); until then it stays held for them, so a
    /// reply that fails leaves it for their next interaction. Rows `lineup` cleared go out
    /// without asking the store again (a default `Lineup` clears nothing).
    pub async fn deliver(
        &self,
        items: &[&Queued],
        actor: Option<u64>,
        pictures: &mut Pictures,
        lineup: &mut Lineup,
    ) -> Vec<(i64, PrivateNote)> {
        let mut for_actor = Vec::new();
        // Games whose announcement hit a passing failure: their later announcements wait for
        // the retry too, so that a game's messages never arrive out of order.
        let mut blocked: HashSet<i64> = HashSet::new();
        for q in items {
            let game = game_of(q);
            match self.sendable_in(q.id, lineup).await {
                Sendable::NotOurs => continue,
                // An earlier announcement of the game waits (held by this run after a failed
                // send, or by another process): this one goes out right after it.
                Sendable::Behind => {
                    self.wait_behind(q.id).await;
                    blocked.insert(game);
                    lineup.revoke();
                    continue;
                }
                Sendable::Now if blocked.contains(&game) => {
                    self.wait_behind(q.id).await;
                    continue;
                }
                Sendable::Now => {}
            }
            // How the send went, to settle the row by (`None`: settled already).
            let sent = match &q.announcement {
                Announcement::Channel(post) => {
                    let closed = !lineup.no_closed_dms;
                    let sent = self.send_channel(game, q.id, post, pictures, closed).await;
                    Some(outcome(sent, "a channel post", game))
                }
                Announcement::Private(note) => {
                    let sent = self.send_note(game, q.id, note, pictures).await;
                    let sent = outcome(sent, "a DM", game);
                    if matches!(sent, Sent::ClosedDms) {
                        lineup.no_closed_dms = false;
                    }
                    match sent {
                        // A reminder that cannot be DMed is not worth a word in the channel.
                        Sent::ClosedDms if note.reminder => Some(Sent::Done),
                        Sent::ClosedDms if actor == Some(note.user_id) => {
                            tracing::debug!(game, "DM refused; answering the actor privately");
                            self.hold(q.id, game, note, None).await;
                            self.closed_dms(game, note.user_id, post_channel(items))
                                .await;
                            for_actor.push((q.id, note.clone()));
                            None
                        }
                        Sent::ClosedDms => {
                            let channel = post_channel(items);
                            let known = self.knows_closed_dms(game, note.user_id).await;
                            // Their turn, and nothing else tells them (a simultaneous turn's
                            // reveal pings nobody, and an edit pings nobody): a short ping with
                            // the button, queued with the hold so neither is lost. The first
                            // time, the notice that their DMs are closed says it instead.
                            let ping = match (known, note.prompt) {
                                (true, true) => self.your_turn(game, note.user_id, channel).await,
                                _ => None,
                            };
                            let queued = self.hold(q.id, game, note, ping.as_ref()).await;
                            if !known {
                                self.tell_closed_dms(game, note.user_id, channel).await;
                            }
                            if let (Some(id), Some(post)) = (queued, ping) {
                                let sent = self.send_channel(game, id, &post, pictures, true).await;
                                if self.settle(id, outcome(sent, "a ping", game)).await {
                                    blocked.insert(game);
                                    lineup.revoke();
                                }
                            }
                            None
                        }
                        other => Some(other),
                    }
                }
                Announcement::Edit(edit) => {
                    let sent = self.send_edit(game, edit).await;
                    Some(outcome(sent, "an edit", game))
                }
                Announcement::Archive { channel_id } => {
                    let archive = EditThread::new().archived(true);
                    let sent = ChannelId::new(*channel_id)
                        .edit_thread(self.http, archive)
                        .await
                        .map(|_| ());
                    Some(outcome(sent, "archiving a thread", game))
                }
            };
            if let Some(sent) = sent {
                if self.settle(q.id, sent).await {
                    blocked.insert(game);
                    lineup.revoke();
                }
            }
        }
        for_actor
    }

    /// Replaces an earlier message's text (and buttons): the challenge message under a game's
    /// thread, once the game ends.
    async fn send_edit(&self, game: i64, edit: &EditPost) -> Result<(), serenity::Error> {
        let mut text = edit.text.clone();
        if edit.ratings {
            if let Some(line) = self.ratings_line(game, edit.lang).await {
                text.push('\n');
                text.push_str(&line);
            }
        }
        let out = Outgoing {
            text,
            components: edit
                .rematch
                .map(|g| rematch_button(g, edit.lang))
                .into_iter()
                .collect(),
            ..Outgoing::default()
        };
        ChannelId::new(edit.channel_id)
            .edit_message(
                self.http,
                serenity::MessageId::new(edit.message_id),
                out.edit_keeping_files(),
            )
            .await?;
        Ok(())
    }

    /// The channel post `q` as a message to send now; else why not: it is no longer this
    /// process's to send ([`Sendable::NotOurs`], also for what is not a channel post), or an
    /// earlier announcement of its game still waits ([`Sendable::Behind`]).
    pub async fn outgoing_channel(
        &self,
        q: &Queued,
        pictures: &mut Pictures,
        lineup: &Lineup,
    ) -> Result<Outgoing, Sendable> {
        let Announcement::Channel(post) = &q.announcement else {
            return Err(Sendable::NotOurs);
        };
        let closed = !lineup.no_closed_dms;
        match self.sendable_in(q.id, lineup).await {
            Sendable::Now => Ok(self
                .channel_outgoing(game_of(q), post, pictures, closed)
                .await),
            why => Err(why),
        }
    }

    /// Deletes row `id`: its message was sent.
    pub async fn mark_sent(&self, id: i64) {
        if let Err(e) = self.store.sent(id).await {
            tracing::warn!(row = id, error = %e, "could not mark an announcement sent");
        }
    }

    /// The notes held for `user` in games of `channel` (or in `game` only, if given), removed
    /// from the outbox to be shown now; oldest first.
    pub async fn take_held(
        &self,
        user: u64,
        channel: u64,
        game: Option<i64>,
    ) -> Vec<(i64, PrivateNote)> {
        let rows = match game {
            Some(game) => self.store.held_in_game(to_db(user), game).await,
            None => self.store.held_for(to_db(user), to_db(channel)).await,
        };
        let rows = match rows {
            Ok(rows) => rows,
            Err(e) => {
                tracing::warn!(error = %e, "could not read held notes");
                return Vec::new();
            }
        };
        let mut notes = Vec::new();
        for row in rows {
            // Whoever deletes the row shows it: two interactions at once show it once.
            if !matches!(self.store.sent(row.id).await, Ok(true)) {
                continue;
            }
            if let Ok(Announcement::Private(note)) = Announcement::from_json(&row.payload) {
                notes.push((row.game_id, note));
            }
        }
        notes
    }

    /// Whether row `id` may be sent now (see [`Store::sendable`]); on a failed read, not by
    /// this run (it is tried again when its claim lapses).
    async fn sendable(&self, id: i64) -> Sendable {
        match self.store.sendable(id).await {
            Ok(sendable) => sendable,
            Err(e) => {
                tracing::warn!(row = id, error = %e, "could not read the outbox");
                Sendable::NotOurs
            }
        }
    }

    /// [`Courier::sendable`], unless `lineup` cleared row `id` already.
    async fn sendable_in(&self, id: i64, lineup: &Lineup) -> Sendable {
        if lineup.cleared(id) {
            Sendable::Now
        } else {
            self.sendable(id).await
        }
    }

    /// Row `id` waits behind an earlier announcement of its game.
    async fn wait_behind(&self, id: i64) {
        if let Err(e) = self.store.retry_soon(id).await {
            tracing::warn!(row = id, error = %e, "could not settle an announcement");
        }
    }

    /// Settles row `id` after a send; returns whether it must be tried again later.
    async fn settle(&self, id: i64, sent: Sent) -> bool {
        let later = matches!(sent, Sent::Later);
        let result = match sent {
            Sent::Done | Sent::Never | Sent::ClosedDms => self.store.sent(id).await.map(|_| ()),
            Sent::Later => {
                crate::ops::metrics::metrics().outbox_retries.inc();
                self.store.retry_later(id).await
            }
        };
        if let Err(e) = result {
            tracing::warn!(row = id, error = %e, "could not settle an announcement");
        }
        later
    }

    /// Keeps a note for a player whose DMs are closed, and queues `ping` with it if given
    /// (returning its row). A new prompt replaces the older prompts held for them in this game
    /// (their menus are stale).
    async fn hold(
        &self,
        id: i64,
        game: i64,
        note: &PrivateNote,
        ping: Option<&ChannelPost>,
    ) -> Option<i64> {
        let user = to_db(note.user_id);
        if note.prompt {
            if let Ok(rows) = self.store.held_in_game(user, game).await {
                for row in rows {
                    let stale = matches!(
                        Announcement::from_json(&row.payload),
                        Ok(Announcement::Private(old)) if old.prompt
                    );
                    if stale {
                        let _ = self.store.sent(row.id).await;
                    }
                }
            }
        }
        let held = match ping {
            Some(post) => {
                let payload = Announcement::Channel(post.clone()).to_json();
                self.store
                    .hold_and_queue(id, user, game, payload)
                    .await
                    .map(Some)
            }
            None => self.store.hold(id, user).await.map(|()| None),
        };
        held.unwrap_or_else(|e| {
            tracing::warn!(game, error = %e, "could not hold a note");
            None
        })
    }

    /// Whether the channel of `game` has been told that `user`'s DMs are closed (on a failed
    /// read: yes, rather than risk saying it again).
    async fn knows_closed_dms(&self, game: i64, user: u64) -> bool {
        match self.store.closed_dms(game).await {
            Ok(known) => known.contains(&to_db(user)),
            Err(e) => {
                tracing::warn!(game, error = %e, "could not read closed DMs");
                true
            }
        }
    }

    /// `user`'s DMs are closed in `game`: the first time, say so in the game's channel, with the
    /// button that shows them their private board.
    async fn closed_dms(&self, game: i64, user: u64, channel: Option<u64>) {
        if !self.knows_closed_dms(game, user).await {
            self.tell_closed_dms(game, user, channel).await;
        }
    }

    /// Says in the game's channel that `user`'s DMs are closed, with the button that shows
    /// them their private board. The notice is recorded once it is posted, so a failed post (or
    /// a stop in between) says it again next time rather than never.
    async fn tell_closed_dms(&self, game: i64, user: u64, channel: Option<u64>) {
        let Some((channel, lang)) = self.channel_of(game, user, channel).await else {
            return;
        };
        let text = words_with(
            lang,
            "closed-dms",
            &[
                ("user", format!("<@{user}>").into()),
                ("game", game.to_string().into()),
            ],
        );
        let out = Outgoing {
            text,
            components: vec![private_board_button(game, lang)],
            ping: vec![user],
            ..Outgoing::default()
        };
        if let Err(e) = ChannelId::new(channel)
            .send_message(self.http, out.message())
            .await
        {
            tracing::warn!(game, error = %e, "could not say that a player's DMs are closed");
            return;
        }
        tracing::info!(game, "a player's DMs are closed; told once in the channel");
        if let Err(e) = self.store.mark_closed_dms(game, to_db(user)).await {
            tracing::warn!(game, error = %e, "could not record closed DMs");
        }
    }

    /// The ping for `user`, whose DMs are closed, in the game's channel: their turn's prompt
    /// waits for them (held), and the post carries the "Show my private board" button.
    async fn your_turn(&self, game: i64, user: u64, channel: Option<u64>) -> Option<ChannelPost> {
        let (channel_id, lang) = self.channel_of(game, user, channel).await?;
        Some(ChannelPost {
            lang,
            channel_id,
            text: words_with(
                lang,
                "your-turn-closed-dms",
                &[
                    ("user", format!("<@{user}>").into()),
                    ("game", game.to_string().into()),
                ],
            ),
            view: None,
            ping: vec![user],
            decision: None,
            turn_message: TurnMessage::None,
            live: true,
            ratings: false,
            rematch: None,
            block: None,
        })
    }

    /// Where `user` plays game `game`: `channel` if known (the channel of the posts being sent),
    /// else the game's channel; in a lobby game, always the user's own home (the other is a
    /// thread of another server).
    /// The server's language too (of the game's own server; English in a lobby game, whose
    /// two homes are in two servers, and when the store does not answer).
    async fn channel_of(&self, game: i64, user: u64, channel: Option<u64>) -> Option<(u64, Lang)> {
        let row = self.store.game(game).await.ok().flatten();
        // The server of the channel told: a lobby game's is the player's own home's.
        let guild = match &row {
            Some(r) => match r.away_channel_id {
                Some(away) => self
                    .store
                    .lobby_guilds(r.channel_id, away)
                    .await
                    .ok()
                    .flatten()
                    .map(|(white, black)| {
                        if r.black_id == to_db(user) {
                            black
                        } else {
                            white
                        }
                    }),
                None => r.guild_id,
            },
            None => None,
        };
        let lang = match guild {
            Some(guild) => self
                .store
                .settings(guild)
                .await
                .map_or(Lang::En, |s| crate::service::server_lang(&s)),
            None => Lang::En,
        };
        let channel = match (row, channel) {
            (Some(row), _) if row.away_channel_id.is_some() => {
                Some(crate::store::from_db(row.home_of(to_db(user))))
            }
            (_, Some(c)) => Some(c),
            (Some(row), None) => Some(crate::store::from_db(row.channel_id)),
            (None, None) => None,
        };
        Some((channel?, lang))
    }

    /// The message for a channel post: its text and board, its decision's buttons or menu, and
    /// the private-board button while a player of the game has closed DMs (asked of the store
    /// unless `maybe_closed` is false: known that none has).
    async fn channel_outgoing(
        &self,
        game: i64,
        post: &ChannelPost,
        pictures: &mut Pictures,
        maybe_closed: bool,
    ) -> Outgoing {
        let lang = post.lang;
        let mut components = decision_components(post.decision.as_ref(), lang);
        if post.live
            && maybe_closed
            && !self
                .store
                .closed_dms(game)
                .await
                .unwrap_or_default()
                .is_empty()
        {
            components.push(private_board_button(game, lang));
        }
        components.extend(post.rematch.map(|g| rematch_button(g, lang)));
        components.extend(post.block.map(|g| lobby_end_buttons(g, lang)));
        if post.view.is_some() {
            components.push(text_board_button(game, lang));
        }
        let mut text = post.text.clone();
        if post.ratings {
            if let Some(line) = self.ratings_line(game, lang).await {
                text.push('\n');
                text.push_str(&line);
            }
        }
        Outgoing {
            text,
            picture: post.view.clone().map(|v| pictures.picture(v)),
            components,
            ping: post.ping.clone(),
            ephemeral: false,
            nonce: None,
        }
    }

    /// "Ratings: <@white> 1500 → 1662 (+162) · <@black> 1500 → 1338 (−162)" for a rated game
    /// that has ended.
    async fn ratings_line(&self, game: i64, lang: Lang) -> Option<String> {
        let change = self.store.rating_change(game).await.ok()??;
        let row = self.store.game(game).await.ok()??;
        // A lobby game's players are named: a mention does not resolve in the other server.
        let one = |user: i64, name: &Option<String>, before: f64, after: f64| {
            let who = name.as_ref().map_or_else(
                || format!("<@{}>", crate::store::from_db(user)),
                |n| format!("**{n}**"),
            );
            format!("{who} {}", crate::service::change_line(before, after))
        };
        let white = one(
            row.white_id,
            &row.white_name,
            change.white_before,
            change.white_after,
        );
        let black = one(
            row.black_id,
            &row.black_name,
            change.black_before,
            change.black_after,
        );
        Some(words_with(
            lang,
            "ratings-line",
            &[("white", white.into()), ("black", black.into())],
        ))
    }

    /// Sends `post`, outbox row `row`: with the row's nonce, so a post Discord made but whose
    /// answer was lost is not made again when the row is retried.
    async fn send_channel(
        &self,
        game: i64,
        row: i64,
        post: &ChannelPost,
        pictures: &mut Pictures,
        maybe_closed: bool,
    ) -> Result<(), serenity::Error> {
        let mut out = self
            .channel_outgoing(game, post, pictures, maybe_closed)
            .await;
        out.nonce = Some(row_nonce(row));
        if let TurnMessage::Close(turn) = post.turn_message {
            let purpose = turn_purpose(turn, post.channel_id);
            if let Ok(Some((channel, message))) = self.store.posted_message(game, &purpose).await {
                let edited = ChannelId::new(crate::store::from_db(channel))
                    .edit_message(
                        self.http,
                        serenity::MessageId::new(crate::store::from_db(message)),
                        out.edit(),
                    )
                    .await;
                match edited {
                    Ok(_) => {
                        let _ = self.store.forget_message(game, &purpose).await;
                        return Ok(());
                    }
                    // The turn's message is gone: post the reveal instead.
                    Err(e) if is_permanent(&e) => {
                        let _ = self.store.forget_message(game, &purpose).await;
                    }
                    Err(e) => return Err(e),
                }
            }
        }
        let message = ChannelId::new(post.channel_id)
            .send_message(self.http, out.message())
            .await?;
        if let Some(picture) = &out.picture {
            super::recent::remember(
                post.channel_id,
                super::recent::Posted {
                    game,
                    picture: picture.clone(),
                    text: out.text.clone(),
                    at: crate::store::now(),
                },
            );
        }
        if let TurnMessage::Open(turn) = post.turn_message {
            let remembered = self
                .store
                .remember_message(
                    game,
                    &turn_purpose(turn, post.channel_id),
                    to_db(post.channel_id),
                    to_db(message.id.get()),
                )
                .await;
            if let Err(e) = remembered {
                tracing::warn!(game, error = %e, "could not remember the turn's message");
            }
        }
        Ok(())
    }

    /// Sends `note`, outbox row `row`, by DM (with the row's nonce, as a channel post).
    async fn send_note(
        &self,
        game: i64,
        row: i64,
        note: &PrivateNote,
        pictures: &mut Pictures,
    ) -> Result<(), serenity::Error> {
        let channel = UserId::new(note.user_id)
            .create_dm_channel(self.http)
            .await?;
        let mut out = Outgoing::note(game, note, pictures);
        out.nonce = Some(row_nonce(row));
        channel.id.send_message(self.http, out.message()).await?;
        Ok(())
    }
}

/// The HTTP status of a failed request to Discord (`None`: no answer came back).
pub fn http_status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.status_code.as_u16())
        }
        _ => None,
    }
}

/// The nonce of outbox row `row`'s message: Discord makes one message per nonce (with
/// `enforce_nonce`) within a few minutes, and outbox ids are never reused.
fn row_nonce(row: i64) -> String {
    format!("o{row}")
}

/// The purpose under which a simultaneous turn's channel message in `channel` is remembered
/// (a lobby game has one such message in each of its two homes).
fn turn_purpose(turn: usize, channel: u64) -> String {
    format!("turn:{turn}:{channel}")
}

/// The channel of the first channel post among `items`, if any (where a closed-DM notice goes).
fn post_channel(items: &[&Queued]) -> Option<u64> {
    items.iter().find_map(|q| match &q.announcement {
        Announcement::Channel(post) => Some(post.channel_id),
        _ => None,
    })
}

/// The game an announcement belongs to.
fn game_of(q: &Queued) -> i64 {
    q.game_id
}
