//! The lobby across servers (`/seek`, `/lobby`, `/block`): a player finds a human opponent in
//! any server that opted in, and both play from a thread of their own server's lobby channel.
//!
//! A seek waits in the database until a compatible one comes (same variant and terms; for a
//! rated game, ratings within a window that widens with waiting, as lichess's pools do), a
//! player takes it from `/lobby`, its owner cancels it, or it expires. Two seeks become a
//! pairing (a row), whose start the lobby worker claims: an entry message and a thread in
//! each home, then the game, with White's thread as its channel and Black's as its second
//! home. Every public announcement of such a game is written twice, once per home, each its own
//! outbox row ([`for_both_homes`]), so each thread reads every post once and in order.
//!
//! What crosses servers: the variant's notation, the players' display names (never a mention,
//! which does not resolve in another server) and ratings; nothing a player types freely.

use super::challenge::{MAX_MOVE_TIME_LIMIT, MIN_MOVE_TIME_LIMIT};
use super::errors::side_words;
use super::{
    discord_time, format_duration, random_seed, Announcement, ChannelPost, Loaded, Result, Service,
    ServiceError, Update,
};
use crate::store::{
    from_db, to_db, GameRow, Home, LobbyPairing, NewGame, NewSeek, Placed, SeekRow, StartClaim,
    Status, StoreError, GLOBAL_POOL,
};
use crate::text::clip;
use crate::words::{variant_name, words, words_with, Arg, Lang};
use rules::{AnyGame, Match, VariantId};
use std::fmt;

/// How long a seek waits for an opponent.
pub const SEEK_WAIT_SECS: i64 = 30 * 60;

/// How many seeks a player may place in [`SEEK_LIMIT_WINDOW_SECS`] (a limit kept in the
/// database, so it holds across processes and restarts).
pub const SEEKS_PER_WINDOW: i64 = 6;

/// The window of [`SEEKS_PER_WINDOW`].
pub const SEEK_LIMIT_WINDOW_SECS: i64 = 10 * 60;

/// The rating gap two rated seeks accept at once; it widens by [`WINDOW_WIDENS_PER_MINUTE`]
/// for each minute the older one has waited.
pub const RATING_WINDOW: f64 = 200.0;

/// See [`RATING_WINDOW`].
pub const WINDOW_WIDENS_PER_MINUTE: f64 = 100.0;

/// The longest a display name may be where it is shown to another server.
const NAME_MAX: usize = 32;

/// Who seeks, from where, on what terms (`/seek`), or who takes a listed seek.
#[derive(Clone, Debug)]
pub struct SeekRequest {
    /// The player.
    pub user: u64,
    /// Their server.
    pub guild: u64,
    /// Their display name (shown to the other server).
    pub name: String,
    /// The variant.
    pub variant: VariantId,
    /// Rated (in the global pool); default yes.
    pub rated: Option<bool>,
    /// The move time limit; default the bot's.
    pub move_time_limit: Option<std::time::Duration>,
    /// The player's language, for the answer to them.
    pub lang: Lang,
}

/// What `/seek` did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sought {
    /// The seek waits: its id, and the words (with its expiry).
    Waiting {
        /// The seek.
        seek: i64,
        /// What to tell the seeker.
        text: String,
    },
    /// Paired at once: the pairing, and the words.
    Paired {
        /// The pairing to start.
        pairing: i64,
        /// What to tell the seeker.
        text: String,
    },
}

/// The open seeks, as `/lobby` shows them: the text, and one button per seek (its id and
/// label).
#[derive(Clone, Debug, PartialEq)]
pub struct LobbyList {
    /// The list in words.
    pub text: String,
    /// (seek id, button label), the viewer's own seek left out.
    pub seeks: Vec<(i64, String)>,
}

/// Why the lobby refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyRefusal {
    /// This server has not opted in.
    Off,
    /// The player has an open seek already (`.0`, expiring at `.1`).
    AlreadySeeking(i64, i64),
    /// Too many seeks lately; the next may be placed at `.0` (Unix seconds).
    TooManySeeks(i64),
    /// The player clicked their own seek.
    OwnSeek,
    /// The seek was taken, cancelled or expired a moment before.
    SeekGone,
    /// The two players blocked one another (either way round).
    Blocked,
    /// Cancel pressed on a seek that is not the player's.
    NotYourSeek,
    /// Cancel pressed on a seek already paired.
    AlreadyPaired,
    /// Block pressed by someone who is not a player of game `.0`.
    NotYourGame(i64),
    /// A player tried to block themselves.
    BlockSelf,
}

impl LobbyRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let w = |key: &str| words(lang, key);
        match self {
            LobbyRefusal::Off => w("lobby-off"),
            LobbyRefusal::AlreadySeeking(id, expires) => words_with(
                lang,
                "lobby-already-seeking",
                &[
                    ("seek", id.to_string().into()),
                    ("expires", discord_time(*expires, 'R').into()),
                ],
            ),
            LobbyRefusal::TooManySeeks(at) => words_with(
                lang,
                "lobby-too-many-seeks",
                &[
                    ("count", Arg::Number(SEEKS_PER_WINDOW)),
                    ("window", format_duration(SEEK_LIMIT_WINDOW_SECS).into()),
                    ("at", discord_time(*at, 'R').into()),
                ],
            ),
            LobbyRefusal::OwnSeek => w("lobby-own-seek"),
            LobbyRefusal::SeekGone => w("lobby-seek-gone"),
            LobbyRefusal::Blocked => w("lobby-blocked"),
            LobbyRefusal::NotYourSeek => w("lobby-not-your-seek"),
            LobbyRefusal::AlreadyPaired => w("lobby-already-paired"),
            LobbyRefusal::NotYourGame(game) => words_with(
                lang,
                "lobby-not-your-game",
                &[("game", game.to_string().into())],
            ),
            LobbyRefusal::BlockSelf => w("lobby-block-self"),
        }
    }
}

impl fmt::Display for LobbyRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl From<LobbyRefusal> for ServiceError {
    fn from(e: LobbyRefusal) -> Self {
        ServiceError::Lobby(e)
    }
}

/// The rating gap a rated seek that has waited `waited` seconds accepts.
pub fn rating_window(waited: i64) -> f64 {
    RATING_WINDOW + WINDOW_WIDENS_PER_MINUTE * (waited.max(0) / 60) as f64
}

/// Whether seeks `a` and `b` may be paired at `now`: same terms, different players, and for
/// a rated game ratings within the window of the one that waited longer.
pub fn compatible(a: &SeekRow, b: &SeekRow, now: i64) -> bool {
    if a.user_id == b.user_id || !a.same_terms(b) {
        return false;
    }
    if a.rated == 0 {
        return true;
    }
    let waited = now - a.created_at.min(b.created_at);
    (a.rating - b.rating).abs() <= rating_window(waited)
}

/// A display name as the other server sees it: one line, no markdown or mentions, at most
/// [`NAME_MAX`] characters.
pub fn shown_name(name: &str) -> String {
    let plain: String = name
        .chars()
        .filter(|c| !c.is_control() && !matches!(c, '*' | '_' | '`' | '~' | '|' | '<' | '>' | '@'))
        .collect();
    let plain = plain.trim();
    if plain.is_empty() {
        "a player".to_owned()
    } else {
        clip(plain, NAME_MAX)
    }
}

/// A lobby game's announcements, each public one written once per home, in the home's
/// language: `made` for the game's channel, and `again` builds them for the second home when
/// its server speaks another language. In each home the opponent (a member of the other
/// server) is named, not mentioned, and only the home's own player is pinged; private notes
/// name the opponent too. Any other game's are `made`, unchanged.
pub(super) fn for_both_homes(
    loaded: &Loaded,
    made: Vec<Announcement>,
    again: impl FnOnce(&Loaded) -> Vec<Announcement>,
) -> Vec<Announcement> {
    let row = &loaded.row;
    let Some(away) = row.away_channel_id.filter(|_| row.white_name.is_some()) else {
        return made;
    };
    let (white, black) = (from_db(row.white_id), from_db(row.black_id));
    let home = from_db(row.channel_id);
    let away = from_db(away);
    let in_home = |post: &ChannelPost, channel: u64, own: u64| ChannelPost {
        channel_id: channel,
        text: text_in_home(row, &post.text, own),
        ping: post.ping.iter().copied().filter(|p| *p == own).collect(),
        // A rematch would be a game across servers started by a click: seek again instead;
        // the end's buttons are the replay and blocking the opponent.
        rematch: None,
        block: post.rematch,
        ..post.clone()
    };
    let for_home = |a: &Announcement| matches!(a, Announcement::Channel(p) if p.channel_id == home);
    // The second home's copies of the channel posts, in order: the same posts in its language.
    let translated: Vec<ChannelPost> = match loaded.in_away_home() {
        Some(there) if made.iter().any(for_home) => again(&there)
            .into_iter()
            .filter_map(|a| match a {
                Announcement::Channel(post) if post.channel_id == home => Some(post),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let mut translated = translated.into_iter();
    let mut out = Vec::with_capacity(made.len() * 2);
    for a in made {
        match a {
            Announcement::Channel(post) if post.channel_id == home => {
                let there = translated.next().unwrap_or_else(|| post.clone());
                out.push(Announcement::Channel(in_home(&post, home, white)));
                out.push(Announcement::Channel(in_home(&there, away, black)));
            }
            Announcement::Archive { channel_id } if channel_id == home => {
                out.push(Announcement::Archive { channel_id: home });
                out.push(Announcement::Archive { channel_id: away });
            }
            Announcement::Private(mut note) => {
                note.text = text_in_home(row, &note.text, note.user_id);
                out.push(Announcement::Private(note));
            }
            other => out.push(other),
        }
    }
    out
}

/// A text for the home of `own` in lobby game `row`: the opponent named, not mentioned (any
/// other game's text is unchanged).
pub(super) fn text_in_home(row: &GameRow, text: &str, own: u64) -> String {
    let (Some(white_name), Some(black_name)) = (&row.white_name, &row.black_name) else {
        return text.to_owned();
    };
    let (white, black) = (from_db(row.white_id), from_db(row.black_id));
    let (other, name) = if own == white {
        (black, black_name)
    } else {
        (white, white_name)
    };
    text.replace(&format!("<@{other}>"), &format!("**{name}**"))
}

/// The second home of lobby game `row` and its player: `(channel, player)`.
pub(super) fn away_home(row: &GameRow) -> Option<(u64, u64)> {
    row.away_channel_id
        .map(|away| (from_db(away), from_db(row.black_id)))
}

impl Service {
    /// `/seek`: pairs `req` at once with a compatible waiting seek (the oldest), or leaves it
    /// waiting until matched, cancelled or expired.
    pub async fn seek(&self, req: &SeekRequest) -> Result<Sought> {
        let lobby = self.lobby_channel(req.guild).await?;
        self.check_enabled(Some(req.guild), req.variant).await?;
        if !AnyGame::is_available(req.variant) {
            return Err(ServiceError::NotPlayable(req.variant));
        }
        let now = self.clock.now();
        let user = to_db(req.user);
        if let Some(open) = self.store.open_seek_of(user).await? {
            return Err(LobbyRefusal::AlreadySeeking(open.id, open.expires_at).into());
        }
        if self
            .store
            .seeks_since(user, now - SEEK_LIMIT_WINDOW_SECS)
            .await?
            >= SEEKS_PER_WINDOW
        {
            return Err(LobbyRefusal::TooManySeeks(now + SEEK_LIMIT_WINDOW_SECS).into());
        }
        self.check_room_for_a_game(req.user, true).await?;
        let limit = match req.move_time_limit {
            Some(limit) if !(MIN_MOVE_TIME_LIMIT..=MAX_MOVE_TIME_LIMIT).contains(&limit) => {
                return Err(ServiceError::BadTimeLimit(limit.as_secs()))
            }
            Some(limit) => limit.as_secs() as i64,
            None => self
                .move_time_limit
                .as_secs()
                .try_into()
                .unwrap_or(i64::MAX),
        };
        let rating = self
            .store
            .rank_of(GLOBAL_POOL, req.variant.id(), user)
            .await?
            .map_or(crate::ratings::Standing::default().rating, |(_, r)| {
                r.rating
            });
        let new = NewSeek {
            user_id: user,
            guild_id: to_db(req.guild),
            channel_id: to_db(lobby),
            name: shown_name(&req.name),
            variant: req.variant.id().to_owned(),
            rated: req.rated.unwrap_or(true),
            move_time_limit_secs: limit,
            rating,
            created_at: now,
            expires_at: now + SEEK_WAIT_SECS,
        };
        let lang = req.lang;
        let terms = terms_text(lang, req.variant, new.rated, limit);
        // A partner taken a moment before by someone else: the next one, or wait.
        for _ in 0..3 {
            let partner = self.partner_for(&new, now).await?;
            let seeker_is_white = random_seed() & 1 == 0;
            match self
                .store
                .place_seek(&new, partner.as_ref(), seeker_is_white)
                .await
            {
                Ok(Placed::Waiting(seek)) => {
                    return Ok(Sought::Waiting {
                        seek,
                        text: words_with(
                            lang,
                            "lobby-seeking",
                            &[
                                ("terms", terms.as_str().into()),
                                ("seek", seek.to_string().into()),
                                ("lobby", format!("<#{lobby}>").into()),
                                ("until", discord_time(new.expires_at, 'f').into()),
                                ("countdown", discord_time(new.expires_at, 'R').into()),
                            ],
                        ),
                    })
                }
                Ok(Placed::Paired(pairing)) => {
                    return Ok(Sought::Paired {
                        pairing,
                        text: words_with(
                            lang,
                            "lobby-paired",
                            &[
                                ("terms", terms.as_str().into()),
                                ("lobby", format!("<#{lobby}>").into()),
                            ],
                        ),
                    })
                }
                Err(StoreError::Conflict) => continue,
                Err(StoreError::ChannelBusy) => {
                    let open = self.store.open_seek_of(user).await?;
                    return Err(open.map_or(ServiceError::Busy, |o| {
                        LobbyRefusal::AlreadySeeking(o.id, o.expires_at).into()
                    }));
                }
                Err(e) => return Err(e.into()),
            }
        }
        Err(ServiceError::Busy)
    }

    /// The oldest waiting seek `new` may be paired with, if any.
    async fn partner_for(&self, new: &NewSeek, now: i64) -> Result<Option<SeekRow>> {
        let mine = SeekRow {
            id: 0,
            user_id: new.user_id,
            guild_id: new.guild_id,
            channel_id: new.channel_id,
            name: new.name.clone(),
            variant: new.variant.clone(),
            rated: i64::from(new.rated),
            move_time_limit_secs: new.move_time_limit_secs,
            rating: new.rating,
            created_at: now,
            expires_at: new.expires_at,
            status: "open".to_owned(),
            pairing_id: None,
        };
        for seek in self.store.open_seeks(Some(&new.variant), now).await? {
            if compatible(&mine, &seek, now)
                && !self
                    .store
                    .blocked_between(mine.user_id, seek.user_id)
                    .await?
            {
                return Ok(Some(seek));
            }
        }
        Ok(None)
    }

    /// This server's lobby channel; refused if it has not opted in.
    async fn lobby_channel(&self, guild: u64) -> Result<u64> {
        let settings = self.store.settings(to_db(guild)).await?;
        settings
            .lobby_channel
            .map(from_db)
            .ok_or_else(|| LobbyRefusal::Off.into())
    }

    /// `/lobby`: the open seeks (of `variant` if given), oldest first, with how long each has
    /// waited; no server is named. Needs the viewer's server in the lobby.
    pub async fn lobby(
        &self,
        guild: u64,
        viewer: u64,
        variant: Option<VariantId>,
        lang: Lang,
    ) -> Result<LobbyList> {
        self.lobby_channel(guild).await?;
        let now = self.clock.now();
        let seeks = self
            .store
            .open_seeks(variant.map(VariantId::id), now)
            .await?;
        if seeks.is_empty() {
            let text = match variant {
                Some(v) => {
                    let which = [("variant", Arg::from(variant_name(lang, v)))];
                    words_with(lang, "lobby-empty-variant", &which)
                }
                None => words(lang, "lobby-empty"),
            };
            return Ok(LobbyList {
                text,
                seeks: Vec::new(),
            });
        }
        let count = [("count", Arg::Number(seeks.len() as i64))];
        let mut lines = vec![words_with(lang, "lobby-list-head", &count)];
        let mut buttons = Vec::new();
        for (n, seek) in seeks.iter().enumerate() {
            let variant = VariantId::parse(&seek.variant)
                .map_or_else(|| seek.variant.clone(), |v| variant_name(lang, v));
            let mine = from_db(seek.user_id) == viewer;
            let terms = terms_text_raw(lang, &variant, seek.rated != 0, seek.move_time_limit_secs);
            let mut line = words_with(
                lang,
                "lobby-list-line",
                &[
                    ("number", (n + 1).to_string().into()),
                    ("name", seek.name.as_str().into()),
                    ("rating", (seek.rating.round() as i64).to_string().into()),
                    ("terms", terms.into()),
                    ("since", discord_time(seek.created_at, 'R').into()),
                ],
            );
            if mine {
                line = format!("{line} · {}", words(lang, "lobby-your-seek"));
            }
            lines.push(line);
            if !mine {
                let label = words_with(
                    lang,
                    "lobby-play-button",
                    &[
                        ("number", (n + 1).to_string().into()),
                        ("name", seek.name.as_str().into()),
                        ("variant", variant.as_str().into()),
                    ],
                );
                buttons.push((seek.id, clip(&label, 80)));
            }
        }
        Ok(LobbyList {
            text: lines.join("\n"),
            seeks: buttons,
        })
    }

    /// A click on a seek listed by `/lobby`: `taker` (named `name`, from server `guild`, which
    /// must be in the lobby) takes seek `id`, on its terms; of two players taking it at once,
    /// exactly one is paired. Returns the pairing and the words for the taker.
    pub async fn take_seek(
        &self,
        id: i64,
        taker: u64,
        guild: u64,
        name: &str,
        lang: Lang,
    ) -> Result<(i64, String)> {
        let lobby = self.lobby_channel(guild).await?;
        let now = self.clock.now();
        let seek = self
            .store
            .seek(id)
            .await?
            .filter(|s| s.status == "open" && s.expires_at > now)
            .ok_or(LobbyRefusal::SeekGone)?;
        if from_db(seek.user_id) == taker {
            return Err(LobbyRefusal::OwnSeek.into());
        }
        let user = to_db(taker);
        if self.store.blocked_between(user, seek.user_id).await? {
            return Err(LobbyRefusal::Blocked.into());
        }
        self.check_room_for_a_game(taker, true).await?;
        let rating = self
            .store
            .rank_of(GLOBAL_POOL, &seek.variant, user)
            .await?
            .map_or(crate::ratings::Standing::default().rating, |(_, r)| {
                r.rating
            });
        let mine = SeekRow {
            id: 0,
            user_id: user,
            guild_id: to_db(guild),
            channel_id: to_db(lobby),
            name: shown_name(name),
            rating,
            created_at: now,
            status: "open".to_owned(),
            pairing_id: None,
            ..seek.clone()
        };
        let (white, black) = if random_seed() & 1 == 0 {
            (&mine, &seek)
        } else {
            (&seek, &mine)
        };
        let pairing = match self.store.pair_seeks(white, black, now).await {
            Ok(pairing) => pairing,
            Err(StoreError::Conflict) => return Err(LobbyRefusal::SeekGone.into()),
            Err(e) => return Err(e.into()),
        };
        let variant = VariantId::parse(&seek.variant)
            .map_or_else(|| seek.variant.clone(), |v| variant_name(lang, v));
        Ok((
            pairing,
            words_with(
                lang,
                "lobby-paired-with",
                &[
                    ("name", seek.name.as_str().into()),
                    ("variant", variant.into()),
                    ("lobby", format!("<#{lobby}>").into()),
                ],
            ),
        ))
    }

    /// The seek's **Cancel** button: cancels `user`'s seek `id` if still open.
    pub async fn cancel_seek(&self, id: i64, user: u64, lang: Lang) -> Result<String> {
        let seek_id = ("seek", Arg::from(id.to_string()));
        if self.store.cancel_seek(id, to_db(user)).await? {
            return Ok(words_with(lang, "lobby-seek-cancelled", &[seek_id]));
        }
        let seek = self
            .store
            .seek(id)
            .await?
            .ok_or(LobbyRefusal::NotYourSeek)?;
        if from_db(seek.user_id) != user {
            return Err(LobbyRefusal::NotYourSeek.into());
        }
        match seek.status.as_str() {
            "matched" => Err(LobbyRefusal::AlreadyPaired.into()),
            _ => Ok(words_with(lang, "lobby-seek-closed", &[seek_id])),
        }
    }

    /// `/block`: the lobby never pairs `user` with `other` again (nor `other` with them).
    pub async fn block(
        &self,
        user: u64,
        other: u64,
        other_shown: &str,
        lang: Lang,
    ) -> Result<String> {
        if user == other {
            return Err(LobbyRefusal::BlockSelf.into());
        }
        self.store.block(to_db(user), to_db(other)).await?;
        Ok(words_with(
            lang,
            "lobby-block-done",
            &[("other", other_shown.into())],
        ))
    }

    /// The **Block opponent** button under a finished lobby game: `user` blocks the other
    /// player of game `game_id`.
    pub async fn block_opponent(&self, game_id: i64, user: u64, lang: Lang) -> Result<String> {
        let row = self.load_id(game_id).await?.row;
        let (white, black) = (from_db(row.white_id), from_db(row.black_id));
        let (other, name) = if user == white {
            (black, row.black_name.clone())
        } else if user == black {
            (white, row.white_name.clone())
        } else {
            return Err(LobbyRefusal::NotYourGame(game_id).into());
        };
        let shown = name.map_or(format!("<@{other}>"), |n| format!("**{n}**"));
        self.block(user, other, &shown, lang).await
    }

    /// The lobby worker's round: closes the seeks whose time ran out, pairs waiting seeks that
    /// have become compatible (their windows widen as they wait; two seeks placed at the same
    /// instant in two processes meet here), and returns the pairings whose game is still to
    /// start.
    pub async fn lobby_tick(&self) -> Result<Vec<i64>> {
        let now = self.clock.now();
        self.store.expire_seeks(now).await?;
        let open = self.store.open_seeks(None, now).await?;
        let mut taken = std::collections::HashSet::new();
        for (i, a) in open.iter().enumerate() {
            if taken.contains(&a.id) {
                continue;
            }
            for b in &open[i + 1..] {
                if taken.contains(&b.id)
                    || !compatible(a, b, now)
                    || self.store.blocked_between(a.user_id, b.user_id).await?
                {
                    continue;
                }
                let (white, black) = if random_seed() & 1 == 0 {
                    (a, b)
                } else {
                    (b, a)
                };
                match self.store.pair_seeks(white, black, now).await {
                    Ok(_) => {
                        taken.insert(a.id);
                        taken.insert(b.id);
                        break;
                    }
                    Err(StoreError::Conflict) => {}
                    Err(e) => return Err(e.into()),
                }
            }
        }
        Ok(self
            .store
            .waiting_pairings()
            .await?
            .into_iter()
            .map(|p| p.id)
            .collect())
    }

    /// Claims the start of pairing `id` for this run; `None` if another live process has it or
    /// its game started.
    pub async fn claim_lobby_pairing(&self, id: i64) -> Result<Option<LobbyPairing>> {
        Ok(self.store.claim_lobby_pairing(id, self.clock.now()).await?)
    }

    /// Records what was posted in `home` for pairing `id` (its entry message, its thread).
    pub async fn lobby_posted(
        &self,
        id: i64,
        home: Home,
        entry: Option<u64>,
        thread: Option<u64>,
    ) -> Result<()> {
        Ok(self
            .store
            .lobby_posted(id, home, entry.map(to_db), thread.map(to_db))
            .await?)
    }

    /// The text of pairing `p`'s entry message in `home`: its own player mentioned (pinged),
    /// the opponent named.
    pub fn lobby_entry_text(p: &LobbyPairing, home: Home, lang: Lang) -> (String, u64) {
        let variant = VariantId::parse(&p.variant)
            .map_or_else(|| p.variant.clone(), |v| variant_name(lang, v));
        let terms = terms_text_raw(lang, &variant, p.rated != 0, p.move_time_limit_secs);
        let (white, black, own) = match home {
            Home::White => (
                format!("<@{}>", from_db(p.white_id)),
                format!("**{}**", p.black_name),
                from_db(p.white_id),
            ),
            Home::Black => (
                format!("**{}**", p.white_name),
                format!("<@{}>", from_db(p.black_id)),
                from_db(p.black_id),
            ),
        };
        let side = |user: String, side| {
            words_with(
                lang,
                "who-player",
                &[
                    ("user", user.into()),
                    ("side", side_words(lang, side).into()),
                ],
            )
        };
        let text = words_with(
            lang,
            "lobby-entry",
            &[
                ("white", side(white, rules::Side::White).into()),
                ("black", side(black, rules::Side::Black).into()),
                ("terms", terms.into()),
            ],
        );
        (text, own)
    }

    /// Starts the game of pairing `p`, in White's thread with Black's as its second home, its
    /// opening announcements written once per home, in one transaction with the pairing's
    /// claim (started once, whichever process gets here first).
    pub async fn start_lobby_game(
        &self,
        p: &LobbyPairing,
        white_thread: u64,
        black_thread: u64,
    ) -> Result<Update> {
        let variant = VariantId::parse(&p.variant).ok_or(ServiceError::Busy)?;
        // The threads are how the game finds its homes' languages: recorded before it starts
        // (already, unless recording them failed when they were opened).
        for (home, thread, known) in [
            (Home::White, white_thread, p.white_thread_id),
            (Home::Black, black_thread, p.black_thread_id),
        ] {
            if known != Some(to_db(thread)) {
                self.store
                    .lobby_posted(p.id, home, None, Some(to_db(thread)))
                    .await?;
            }
        }
        let game =
            AnyGame::new(variant, random_seed()).map_err(|_| ServiceError::NotPlayable(variant))?;
        let new = NewGame {
            variant: p.variant.clone(),
            guild_id: Some(GLOBAL_POOL),
            channel_id: to_db(white_thread),
            white_id: p.white_id,
            black_id: p.black_id,
            challenger_id: p.white_id,
            state: Match::new(game).to_json(),
            status: Status::Active,
            rated: p.rated != 0,
            move_time_limit_secs: p.move_time_limit_secs,
            computer: None,
            threaded: false,
        };
        let claim = StartClaim::Lobby {
            pairing: p.id,
            away_channel: to_db(black_thread),
            white_name: p.white_name.clone(),
            black_name: p.black_name.clone(),
        };
        self.start_at_once(
            &new,
            None,
            Some(claim),
            None,
            |game, _| {
                let heading = [("heading", Arg::from(game.public_heading()))];
                words_with(game.public_lang(), "lobby-game-headline", &heading)
            },
            "started-ack",
        )
        .await
    }
}

/// "**Oracle Chess**, rated, 1d a move", in `lang`.
fn terms_text(lang: Lang, variant: VariantId, rated: bool, limit_secs: i64) -> String {
    terms_text_raw(lang, &variant_name(lang, variant), rated, limit_secs)
}

fn terms_text_raw(lang: Lang, variant: &str, rated: bool, limit_secs: i64) -> String {
    let rated = words(lang, if rated { "lobby-rated" } else { "lobby-casual" });
    words_with(
        lang,
        "lobby-terms",
        &[
            ("variant", variant.into()),
            ("rated", rated.into()),
            ("limit", format_duration(limit_secs).into()),
        ],
    )
}
