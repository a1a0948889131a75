//! Challenges: making one (`/play`), its terms (the server's variants and move time limit, the
//! caps on games per player), and its answers: accept, decline, cancel.

use super::announce::Announcement;
use super::announce::{announcements, payloads, queued};
use super::describe::{next_line, ping_for, place_decision, prompts};
use super::errors::side_words;
use super::open_play::{rated_word, replaces, take_open_seat};
use super::{
    format_duration, random_seed, side_of, Challenge, ChannelPost, DecisionPrompt, Loaded,
    OpenRefusal, Post, Result, Service, ServiceError, TurnMessage, Update,
};
use crate::store::{
    from_db, to_db, Change, GameRow, NewGame, Placement, Status, StoreError, TurnClock,
};
use crate::words::{variant_name, words_with, Arg, Lang};
use rules::{AnyGame, Match, Side, VariantId};

/// The most games (open challenges included) one user may have going at once.
pub const MAX_LIVE_GAMES: usize = 25;

/// The most open challenges one user may have made at once.
pub const MAX_OPEN_CHALLENGES: usize = 5;

/// The shortest move time limit a challenge may set.
pub const MIN_MOVE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(60);

/// The longest move time limit a challenge (or a server) may set.
pub const MAX_MOVE_TIME_LIMIT: std::time::Duration = std::time::Duration::from_secs(30 * 86_400);

/// A challenge and its options, as `/play` makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeRequest {
    /// The variant.
    pub variant: VariantId,
    /// The server, if any.
    pub guild: Option<u64>,
    /// Where the challenge is made.
    pub channel: u64,
    /// Who challenges (plays White).
    pub challenger: u64,
    /// Who is challenged.
    pub opponent: u64,
    /// Whether the challenged user is a bot.
    pub opponent_is_bot: bool,
    /// The move time limit of this game (`None`: the server's default).
    pub move_time_limit: Option<std::time::Duration>,
    /// The game's random seed (`None`: a fresh unpredictable one; tests set it).
    pub seed: Option<u64>,
    /// The caller opens a thread for the game when it starts, if the server plays games in
    /// threads (`/play` outside a thread). Such a challenge leaves its channel free for others.
    pub thread_if_allowed: bool,
    /// The side the challenger plays against a person (`None`: White).
    pub challenger_side: Option<Side>,
    /// Whether a game between people is rated (`None`: the server's default, rated unless
    /// `/settings` made casual the default).
    pub rated: Option<bool>,
    /// The challenger's language, for the answer to them.
    pub lang: Lang,
}

impl ChallengeRequest {
    /// A challenge with the default options.
    pub fn new(
        variant: VariantId,
        guild: Option<u64>,
        channel: u64,
        challenger: u64,
        opponent: u64,
        opponent_is_bot: bool,
    ) -> ChallengeRequest {
        ChallengeRequest {
            variant,
            guild,
            channel,
            challenger,
            opponent,
            opponent_is_bot,
            move_time_limit: None,
            seed: None,
            thread_if_allowed: false,
            challenger_side: None,
            rated: None,
            lang: Lang::En,
        }
    }
}

/// A new game's terms, checked against its server's settings.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Terms {
    /// Its move time limit, in seconds.
    pub(crate) limit_secs: i64,
    /// Whether it is to be played in a thread of its own (the request asks for one where
    /// allowed, and the server plays games in threads).
    pub(crate) threaded: bool,
    /// Whether it is rated (between people: asked for, else the server's default).
    pub(crate) rated: bool,
    /// How long an open challenge waits for someone to accept it, in seconds.
    pub(crate) open_secs: i64,
}

impl Service {
    /// `challenger` challenges `opponent` to `variant` in `channel`. The challenger plays White.
    pub async fn challenge(
        &self,
        variant: VariantId,
        guild: Option<u64>,
        channel: u64,
        challenger: u64,
        opponent: u64,
        opponent_is_bot: bool,
    ) -> Result<Challenge> {
        self.challenge_seeded(
            variant,
            guild,
            channel,
            challenger,
            opponent,
            opponent_is_bot,
            random_seed(),
        )
        .await
    }

    /// [`Service::challenge`] with a chosen seed (tests and benchmarks replay games exactly).
    #[allow(clippy::too_many_arguments)]
    pub async fn challenge_seeded(
        &self,
        variant: VariantId,
        guild: Option<u64>,
        channel: u64,
        challenger: u64,
        opponent: u64,
        opponent_is_bot: bool,
        seed: u64,
    ) -> Result<Challenge> {
        self.challenge_with(&ChallengeRequest {
            seed: Some(seed),
            ..ChallengeRequest::new(
                variant,
                guild,
                channel,
                challenger,
                opponent,
                opponent_is_bot,
            )
        })
        .await
    }

    /// A challenge as `/play` makes it, with its options: checked against the rules of the
    /// server (which variants it plays, its default move time limit).
    pub async fn challenge_with(&self, req: &ChallengeRequest) -> Result<Challenge> {
        let ChallengeRequest {
            variant,
            guild,
            channel,
            challenger,
            opponent,
            ..
        } = *req;
        if opponent == challenger {
            return Err(ServiceError::SelfChallenge);
        }
        if req.opponent_is_bot {
            return Err(ServiceError::BotChallenge);
        }
        let terms = self.game_terms(req).await?;
        self.check_room_for_a_game(challenger, true).await?;
        let seed = req.seed.unwrap_or_else(random_seed);
        let game = AnyGame::new(variant, seed).map_err(|_| ServiceError::NotPlayable(variant))?;
        let side = req.challenger_side.unwrap_or(Side::White);
        let (white, black) = match side {
            Side::White => (challenger, opponent),
            Side::Black => (opponent, challenger),
        };
        let new = NewGame {
            variant: variant.id().to_owned(),
            guild_id: guild.map(to_db),
            channel_id: to_db(channel),
            white_id: to_db(white),
            black_id: to_db(black),
            challenger_id: to_db(challenger),
            state: Match::new(game).to_json(),
            status: Status::Challenge,
            rated: terms.rated,
            move_time_limit_secs: terms.limit_secs,
            computer: None,
            threaded: terms.threaded,
        };
        let lang = self.server_lang(guild).await;
        let mut replaced = String::new();
        let game_id = match self.store.insert_game(&new).await {
            // The channel's open challenge is the challenger's own (its message may never have
            // been seen, if the bot stopped before posting it): the new one replaces it.
            Err(StoreError::ChannelBusy) => {
                let own = self
                    .store
                    .game_holding_channel(to_db(channel))
                    .await?
                    .filter(|row| {
                        row.status() == Status::Challenge && row.challenger_id == to_db(challenger)
                    })
                    .ok_or(ServiceError::ChannelBusy)?;
                self.cancel(own.id, challenger).await?;
                replaced = replaces(lang, own.id);
                self.store.insert_game(&new).await?
            }
            other => other?,
        };
        Ok(Challenge {
            game_id,
            text: words_with(
                lang,
                "challenge-made",
                &[
                    ("opponent", format!("<@{opponent}>").into()),
                    ("challenger", format!("<@{challenger}>").into()),
                    ("variant", variant_name(lang, variant).into()),
                    ("game", game_id.to_string().into()),
                    ("side", side_words(lang, side).into()),
                    ("other", side_words(lang, side.opponent()).into()),
                    ("terms", rated_word(lang, terms.rated).into()),
                    ("limit", format_duration(terms.limit_secs).into()),
                ],
            ) + &replaced,
            ping: vec![opponent],
            lang,
        })
    }

    /// Checks a new game's terms against the server (is the variant played here?) and returns
    /// them: its move time limit in seconds (the one asked for, within bounds, else the
    /// server's) and whether it gets a thread of its own.
    pub(crate) async fn game_terms(&self, req: &ChallengeRequest) -> Result<Terms> {
        let variant = req.variant;
        if !AnyGame::is_available(variant) {
            return Err(ServiceError::NotPlayable(variant));
        }
        let settings = self.check_enabled(req.guild, variant).await?;
        let limit = match req.move_time_limit {
            Some(limit) => {
                if !(MIN_MOVE_TIME_LIMIT..=MAX_MOVE_TIME_LIMIT).contains(&limit) {
                    return Err(ServiceError::BadTimeLimit(limit.as_secs()));
                }
                limit.as_secs() as i64
            }
            None => settings.move_time_limit_secs.unwrap_or(
                self.move_time_limit
                    .as_secs()
                    .try_into()
                    .unwrap_or(i64::MAX),
            ),
        };
        Ok(Terms {
            limit_secs: limit,
            threaded: req.thread_if_allowed && req.guild.is_some() && settings.threads,
            rated: req.rated.unwrap_or(!settings.casual),
            open_secs: settings
                .open_challenge_secs
                .unwrap_or(super::DEFAULT_OPEN_CHALLENGE_SECS),
        })
    }

    /// The challenged user accepts: the game starts where it was challenged.
    pub async fn accept(&self, game_id: i64, user: u64) -> Result<Update> {
        self.accept_in(game_id, user, None, Lang::En).await
    }

    /// The challenged user accepts, and the game starts in `placement` (its own thread under
    /// the challenge message) if given, else where it was challenged. `lang` is the accepting
    /// user's, for their answer.
    pub async fn accept_in(
        &self,
        game_id: i64,
        user: u64,
        placement: Option<Placement>,
        lang: Lang,
    ) -> Result<Update> {
        let mut loaded = self.load_id(game_id).await?;
        // An open challenge: the accepting user takes its empty seat (in this copy; the store
        // takes it with the start, once).
        let taking_seat = take_open_seat(&mut loaded.row, user)?;
        check_may_accept(&loaded.row, user)?;
        self.speak(&mut loaded, Some((user, lang))).await;
        // A variant the server turned off since the challenge was made is not started.
        self.check_enabled(loaded.row.guild_id.map(from_db), loaded.game.variant())
            .await?;
        // (A challenge made to them is one of the accepting user's live games already; an
        // open one is not yet.)
        if taking_seat {
            let live = self.store.live_games_of(to_db(user), None).await?.len();
            if live >= MAX_LIVE_GAMES {
                return Err(ServiceError::TooManyGames { live });
            }
        } else {
            self.check_room_for_a_game(user, false).await?;
        }
        let row = &loaded.row;
        // The move time limit was fixed with the challenge.
        let clock = TurnClock {
            started_at: self.clock.now(),
            limit_secs: None,
        };
        // The game is one version on once this commits, and lives in its thread if it has one.
        let mut started = Loaded {
            row: row.clone(),
            game: loaded.game.clone(),
            langs: loaded.langs,
        };
        started.row.version += 1;
        if let Some(p) = placement {
            started.row.channel_id = p.channel_id;
            started.row.parent_channel_id = Some(p.parent_channel_id);
            started.row.parent_message_id = Some(p.parent_message_id);
        }
        let heading = |lang| [("heading", Arg::from(started.heading_in(lang)))];
        let headline = words_with(
            started.public_lang(),
            "challenge-accepted",
            &heading(started.public_lang()),
        );
        let announcements = opening(&started, headline);
        let change = Change {
            game_id,
            expected_version: row.version,
            state: &row.state,
            status: Status::Active,
            result: None,
            action: None,
            announcements: &payloads(&announcements),
            rated_end: None,
            placement,
            computer_due: started.computer_due(clock.started_at),
        };
        let committed = if taking_seat {
            self.store
                .commit_taking_seat(&change, Some(clock), to_db(user))
                .await
        } else {
            self.store.commit_with_clock(&change, Some(clock)).await
        };
        let committed = committed.map_err(|e| match e {
            StoreError::Conflict if taking_seat => OpenRefusal::AlreadyTaken(game_id).into(),
            StoreError::Conflict => ServiceError::ChallengeClosed(Status::Challenge),
            // Meant for a thread that could not be opened, while another game holds the
            // channel: the challenge stays open.
            StoreError::ChannelBusy => ServiceError::ChannelBusyNoThread(game_id),
            other => other.into(),
        })?;
        Ok(Update {
            game_id,
            channel_id: from_db(started.row.channel_id),
            secret: false,
            ack: Post {
                // It replaces the challenge message in the channel: the channel's language.
                text: words_with(
                    started.public_lang(),
                    "challenge-accepted-ack",
                    &heading(started.public_lang()),
                ),
                view: None,
            },
            queued: queued(game_id, committed.queued, announcements),
            turn_changed: true,
            finished: None,
            computer_due: change.computer_due.is_some(),
        })
    }

    /// The challenged user declines.
    pub async fn decline(&self, game_id: i64, user: u64) -> Result<String> {
        self.close_challenge(game_id, user, Status::Declined).await
    }

    /// The challenger withdraws the challenge.
    pub async fn cancel(&self, game_id: i64, user: u64) -> Result<String> {
        self.close_challenge(game_id, user, Status::Cancelled).await
    }

    pub(super) async fn close_challenge(
        &self,
        game_id: i64,
        user: u64,
        status: Status,
    ) -> Result<String> {
        let loaded = self.load_id(game_id).await?;
        let row = &loaded.row;
        let lang = self.server_lang(row.guild_id.map(from_db)).await;
        if row.status() != Status::Challenge {
            return Err(ServiceError::ChallengeClosed(row.status()));
        }
        let is_challenger = to_db(user) == row.challenger_id;
        let is_player = side_of(row, user).is_some();
        match status {
            Status::Cancelled if !is_challenger => return Err(ServiceError::OnlyChallenger),
            Status::Declined if is_challenger || !is_player => {
                return Err(ServiceError::OnlyChallenged)
            }
            _ => {}
        }
        self.store
            .commit(&Change {
                game_id,
                expected_version: row.version,
                state: &row.state,
                status,
                result: None,
                action: None,
                announcements: &[],
                rated_end: None,
                placement: None,
                computer_due: None,
            })
            .await
            .map_err(|e| match e {
                StoreError::Conflict => ServiceError::ChallengeClosed(Status::Challenge),
                other => other.into(),
            })?;
        let key = match status {
            Status::Declined => "challenge-declined",
            _ => "challenge-withdrawn",
        };
        Ok(words_with(
            lang,
            key,
            &[
                ("user", format!("<@{user}>").into()),
                ("game", game_id.to_string().into()),
            ],
        ))
    }

    /// The settings of `guild` (the defaults outside a server), if they allow `variant`.
    pub(super) async fn check_enabled(
        &self,
        guild: Option<u64>,
        variant: VariantId,
    ) -> Result<crate::store::Settings> {
        let settings = match guild {
            Some(g) => self.store.settings(to_db(g)).await?,
            None => crate::store::Settings::default(),
        };
        if let Some(enabled) = &settings.variants {
            if !enabled.iter().any(|v| v == variant.id()) {
                return Err(ServiceError::VariantDisabled(variant));
            }
        }
        Ok(settings)
    }

    /// Refuses a new game (or, when `challenging`, a new open challenge) to a user who has as
    /// many as anyone may.
    pub(super) async fn check_room_for_a_game(&self, user: u64, challenging: bool) -> Result<()> {
        let live = self.store.live_games_of(to_db(user), None).await?;
        // Accepting, the challenge itself is among the live games.
        let room = if challenging {
            MAX_LIVE_GAMES
        } else {
            MAX_LIVE_GAMES + 1
        };
        if live.len() >= room {
            return Err(ServiceError::TooManyGames { live: live.len() });
        }
        let open = live
            .iter()
            .filter(|g| g.status() == Status::Challenge && g.challenger_id == to_db(user))
            .count();
        if challenging && open >= MAX_OPEN_CHALLENGES {
            return Err(ServiceError::TooManyChallenges { open });
        }
        Ok(())
    }
}

/// Whether `user` may accept the challenge `row` (it is open, and they are the one challenged).
pub(super) fn check_may_accept(row: &GameRow, user: u64) -> Result<()> {
    if row.status() != Status::Challenge {
        return Err(ServiceError::ChallengeClosed(row.status()));
    }
    let challenged = if row.challenger_id == row.white_id {
        row.black_id
    } else {
        row.white_id
    };
    if to_db(user) != challenged {
        return Err(ServiceError::OnlyChallenged);
    }
    Ok(())
}

/// What the start of the game `started` announces: `headline` and what happens next, with the
/// board, in the game's channel (pinging whoever must act), and the private prompts of a secret
/// first turn or decision.
pub(super) fn opening(started: &Loaded, headline: String) -> Vec<Announcement> {
    let to_act = started.game.to_act();
    let lines = [headline, next_line(started, &to_act, "")];
    let mut private = prompts(started, &to_act, &to_act.sides());
    let decision = place_decision(started, DecisionPrompt::of(started), &mut private);
    let public = ChannelPost {
        lang: started.public_lang(),
        channel_id: from_db(started.row.channel_id),
        text: lines.join("\n"),
        view: Some(started.public_view()),
        ping: ping_for(started, &to_act),
        decision,
        turn_message: TurnMessage::None,
        live: true,
        ratings: false,
        rematch: None,
        block: None,
    };
    announcements(Some(public), private)
}
