//! Open challenges (`/play` without an opponent): anyone on the server may take the empty seat,
//! the first click winning (the store takes the seat and starts the game in one transaction);
//! nobody accepting, the challenge expires, and its message says so. Also the words of casual
//! games and Discord's timestamps, which every client shows in the reader's own time zone.

use super::announce::{payloads, queued};
use super::errors::side_words;
use super::{
    format_duration, random_seed, Announcement, Challenge, ChallengeRequest, EditPost, Post,
    Result, Service, ServiceError, Update,
};
use crate::store::{from_db, to_db, Change, GameRow, NewGame, Status, StoreError, OPEN_SEAT};
use crate::text::clip;
use crate::words::{variant_name, words, words_with, Arg, Lang};
use rules::{AnyGame, Match, Side};
use std::fmt;

/// How long an open challenge waits for someone to accept it, unless the server says otherwise.
pub const DEFAULT_OPEN_CHALLENGE_SECS: i64 = 30 * 60;

/// The shortest wait a server may give its open challenges.
pub const MIN_OPEN_CHALLENGE_SECS: i64 = 60;

/// The longest wait a server may give its open challenges.
pub const MAX_OPEN_CHALLENGE_SECS: i64 = 7 * 86_400;

/// The stored result of an open challenge that expired (a withdrawn one has none).
const EXPIRED: &str = "expired";

/// A Discord timestamp: `<t:UNIX:STYLE>`, shown by every client in the reader's time zone;
/// style `R` counts down live ("in 30 minutes"), `f` is the date and time.
pub fn discord_time(unix: i64, style: char) -> String {
    format!("<t:{unix}:{style}>")
}

/// How a game's rating status reads in a sentence, in `lang`: "Rated" or "Casual (not rated)".
pub(super) fn rated_word(lang: Lang, rated: bool) -> String {
    words(
        lang,
        if rated {
            "challenge-rated"
        } else {
            "challenge-casual"
        },
    )
}

/// " (It replaces game #12.)", after a challenge that replaced the challenger's own.
pub(super) fn replaces(lang: Lang, game: i64) -> String {
    let game = [("game", Arg::from(game.to_string()))];
    format!(" {}", words_with(lang, "challenge-replaces", &game))
}

/// For an open challenge, puts `user` in its empty seat in `row` (a copy; the store takes it
/// once, with the start) and says so; refuses the challenger themselves and a seat taken
/// already. False for any other game, which is left alone.
pub(super) fn take_open_seat(row: &mut GameRow, user: u64) -> Result<bool> {
    if row.open_seat == 0 {
        return Ok(false);
    }
    if row.challenger_id == to_db(user) {
        return Err(match row.status() {
            Status::Challenge => OpenRefusal::OwnChallenge(row.id).into(),
            status => ServiceError::ChallengeClosed(status),
        });
    }
    if !row.is_open_challenge() {
        return Err(match row.status() {
            Status::Active | Status::Finished => OpenRefusal::AlreadyTaken(row.id).into(),
            Status::Cancelled if row.result.as_deref() == Some(EXPIRED) => {
                OpenRefusal::Expired(row.id).into()
            }
            status => ServiceError::ChallengeClosed(status),
        });
    }
    if row.white_id == OPEN_SEAT {
        row.white_id = to_db(user);
    } else {
        row.black_id = to_db(user);
    }
    Ok(true)
}

impl Service {
    /// `/play` without an opponent: an open challenge in `req.channel` that anyone may accept
    /// until it expires (the server's wait, 30 minutes by default). `req.opponent` is ignored.
    pub async fn open_challenge(&self, req: &ChallengeRequest) -> Result<Challenge> {
        let terms = self.game_terms(req).await?;
        let challenger = req.challenger;
        self.check_room_for_a_game(challenger, true).await?;
        let seed = req.seed.unwrap_or_else(random_seed);
        let game =
            AnyGame::new(req.variant, seed).map_err(|_| ServiceError::NotPlayable(req.variant))?;
        let side = req.challenger_side.unwrap_or(Side::White);
        let (white, black) = match side {
            Side::White => (to_db(challenger), OPEN_SEAT),
            Side::Black => (OPEN_SEAT, to_db(challenger)),
        };
        let new = NewGame {
            variant: req.variant.id().to_owned(),
            guild_id: req.guild.map(to_db),
            channel_id: to_db(req.channel),
            white_id: white,
            black_id: black,
            challenger_id: to_db(challenger),
            state: Match::new(game).to_json(),
            status: Status::Challenge,
            rated: terms.rated,
            move_time_limit_secs: terms.limit_secs,
            computer: None,
            threaded: terms.threaded,
        };
        let expires = self.clock.now() + terms.open_secs;
        let lang = self.server_lang(req.guild).await;
        let mut replaced = String::new();
        let game_id = match self.store.insert_game_expiring(&new, Some(expires)).await {
            // The challenger's own challenge holds the channel: the new one replaces it.
            Err(StoreError::ChannelBusy) => {
                let own = self
                    .store
                    .game_holding_channel(to_db(req.channel))
                    .await?
                    .filter(|row| {
                        row.status() == Status::Challenge && row.challenger_id == to_db(challenger)
                    })
                    .ok_or(ServiceError::ChannelBusy)?;
                self.cancel(own.id, challenger).await?;
                replaced = replaces(lang, own.id);
                self.store.insert_game_expiring(&new, Some(expires)).await?
            }
            other => other?,
        };
        Ok(Challenge {
            game_id,
            text: words_with(
                lang,
                "open-challenge-made",
                &[
                    ("game", game_id.to_string().into()),
                    ("challenger", format!("<@{challenger}>").into()),
                    ("variant", variant_name(lang, req.variant).into()),
                    ("side", side_words(lang, side).into()),
                    ("terms", rated_word(lang, terms.rated).into()),
                    ("limit", format_duration(terms.limit_secs).into()),
                    ("until", discord_time(expires, 'f').into()),
                    ("countdown", discord_time(expires, 'R').into()),
                ],
            ) + &replaced,
            ping: Vec::new(),
            lang,
        })
    }

    /// Records where challenge `game_id`'s message was posted, so its expiry can edit it.
    pub async fn challenge_posted(&self, game_id: i64, message_id: u64) -> Result<()> {
        self.store
            .set_challenge_message(game_id, to_db(message_id))
            .await?;
        Ok(())
    }

    /// Closes every open challenge whose time ran out, each with the edit of its message
    /// committed in the outbox in the same transaction (an accept at the same moment wins or
    /// loses as a whole); returns the updates to send.
    pub async fn expire_open_challenges(&self) -> Result<Vec<Update>> {
        let now = self.clock.now();
        let mut updates = Vec::new();
        for row in self.store.expired_open_challenges(now).await? {
            let expired_at = row.expires_at.unwrap_or(now);
            let lang = self.server_lang(row.guild_id.map(from_db)).await;
            let edit = row.challenge_message_id.map(|message| {
                Announcement::Edit(EditPost {
                    lang,
                    channel_id: from_db(row.channel_id),
                    message_id: from_db(message),
                    text: words_with(
                        lang,
                        "open-challenge-expired",
                        &[
                            ("game", row.id.to_string().into()),
                            (
                                "challenger",
                                format!("<@{}>", from_db(row.challenger_id)).into(),
                            ),
                            (
                                "variant",
                                rules::VariantId::parse(&row.variant)
                                    .map_or(String::new(), |v| variant_name(lang, v))
                                    .into(),
                            ),
                            ("when", discord_time(expired_at, 'f').into()),
                        ],
                    ),
                    rematch: None,
                    ratings: false,
                })
            });
            let announcements: Vec<Announcement> = edit.into_iter().collect();
            let committed = self
                .store
                .commit(&Change {
                    game_id: row.id,
                    expected_version: row.version,
                    state: &row.state,
                    status: Status::Cancelled,
                    result: Some(EXPIRED),
                    action: None,
                    announcements: &payloads(&announcements),
                    rated_end: None,
                    placement: None,
                    computer_due: None,
                })
                .await;
            match committed {
                Ok(committed) => updates.push(Update {
                    game_id: row.id,
                    channel_id: from_db(row.channel_id),
                    secret: false,
                    ack: Post {
                        text: String::new(),
                        view: None,
                    },
                    queued: queued(row.id, committed.queued, announcements),
                    turn_changed: false,
                    finished: None,
                    computer_due: false,
                }),
                // Accepted (or withdrawn) a moment before: it is not expired.
                Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(updates)
    }
}

/// Reads a `/settings open_challenge_expiry` value: `default` (`None`), or a duration from 1
/// minute to 7 days, in seconds.
pub(super) fn parse_open_expiry(text: &str) -> Result<Option<i64>> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("default") {
        return Ok(None);
    }
    crate::config::parse_duration(text)
        .map(|d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
        .filter(|secs| (MIN_OPEN_CHALLENGE_SECS..=MAX_OPEN_CHALLENGE_SECS).contains(secs))
        .map(Some)
        .ok_or_else(|| OpenRefusal::BadExpiry(text.to_owned()).into())
}

/// Why an open challenge (or its setting) is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenRefusal {
    /// Someone else accepted open challenge `.0` first.
    AlreadyTaken(i64),
    /// The challenger clicked Accept on their own open challenge `.0`.
    OwnChallenge(i64),
    /// Open challenge `.0` expired before anyone accepted it.
    Expired(i64),
    /// `/settings open_challenge_expiry` that is not a duration from 1 minute to 7 days.
    BadExpiry(String),
}

impl OpenRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let game = |g: &i64| -> [(&str, Arg); 1] { [("game", g.to_string().into())] };
        match self {
            OpenRefusal::AlreadyTaken(g) => words_with(lang, "open-already-taken", &game(g)),
            OpenRefusal::OwnChallenge(g) => words_with(lang, "open-own-challenge", &game(g)),
            OpenRefusal::Expired(g) => words_with(lang, "open-expired", &game(g)),
            OpenRefusal::BadExpiry(text) => {
                words_with(lang, "open-bad-expiry", &[("text", clip(text, 40).into())])
            }
        }
    }
}

impl fmt::Display for OpenRefusal {
    /// The refusal in English (for the log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl From<OpenRefusal> for ServiceError {
    fn from(e: OpenRefusal) -> Self {
        ServiceError::Open(e)
    }
}
