//! Threads and rematches: which thread an accepted challenge opens, and how a finished game's
//! players start the next one.

use super::announce::{payloads, queued};
use super::challenge::check_may_accept;
use super::{
    Announcement, ChallengeRequest, ChannelPost, ComputerRequest, Loaded, Post, Rematch,
    RematchPlan, Result, Service, ServiceError, ThreadPlan, TurnMessage, Update,
};
use crate::store::{from_db, to_db, NewGame, Placement, Status};
use crate::words::{words, words_with, Arg, Lang};
use rules::{AnyGame, Match, Side};
use std::fmt;

impl Service {
    /// For a challenge `user` may accept: the thread its game should get, if the server plays
    /// games in threads (`None`: play where it was challenged). Changes nothing; the caller
    /// creates the thread and passes it to [`Service::accept_in`].
    pub async fn thread_plan(&self, game_id: i64, user: u64) -> Result<Option<ThreadPlan>> {
        let mut loaded = self.load_id(game_id).await?;
        super::open_play::take_open_seat(&mut loaded.row, user)?;
        check_may_accept(&loaded.row, user)?;
        let threads = match loaded.row.guild_id {
            Some(guild) => self.store.settings(guild).await?.threads,
            None => false,
        };
        let lang = self.server_lang(loaded.row.guild_id.map(from_db)).await;
        Ok(threads.then(|| ThreadPlan {
            game_id,
            title: crate::words::variant_name(lang, loaded.game.variant()),
            white: loaded.user(Side::White),
            black: loaded.user(Side::Black),
            lang,
        }))
    }

    /// `user` clicks **Rematch** under finished game `game_id`: the first of the two players
    /// offers, the second's click makes the rematch ready to start (same variant, colours
    /// swapped, where the game was challenged). Refused if a rematch already started, or if
    /// either player is in another game in that place.
    pub async fn rematch(&self, game_id: i64, user: u64) -> Result<Rematch> {
        let loaded = self.load_id(game_id).await?;
        let side = loaded.player(user)?;
        let place = self.check_rematch(&loaded).await?;
        let other = loaded.user(side.opponent());
        // The computer is always ready for another game.
        let computer = match loaded.computer_level() {
            Some(level) if loaded.is_computer(side.opponent()) => Some(ComputerRequest {
                level,
                human_side: Some(side.opponent()),
                bot_user: other,
            }),
            _ => None,
        };
        let offered = self
            .offer_rematch(&loaded, user, other, place, computer.is_some())
            .await?;
        if let Some(offered) = offered {
            return Ok(Rematch::Offered(Box::new(offered)));
        }
        let threads = match loaded.row.guild_id {
            Some(guild) => {
                loaded.row.parent_channel_id.is_some() && self.store.settings(guild).await?.threads
            }
            None => false,
        };
        Ok(Rematch::Ready(RematchPlan {
            old_game: game_id,
            variant: loaded.game.variant(),
            guild: loaded.row.guild_id.map(from_db),
            channel: from_db(place),
            threads,
            white: loaded.user(Side::Black),
            black: loaded.user(Side::White),
            move_time_limit_secs: loaded.row.move_time_limit_secs,
            computer,
        }))
    }

    /// Whether the players of finished game `loaded` may have a rematch now; where it would be
    /// played (the game's channel, or the channel its thread hangs from).
    async fn check_rematch(&self, loaded: &Loaded) -> Result<i64> {
        let game = loaded.row.id;
        if loaded.row.status() != Status::Finished {
            return Err(RematchRefusal::NotOver.into());
        }
        match loaded.row.rematch_game_id {
            // (0: a reservation left by an earlier version stopped midway: not started.)
            None | Some(0) => {}
            Some(next) => {
                let rematch = Some(next);
                return Err(RematchRefusal::Started { game, rematch }.into());
            }
        }
        let place = loaded
            .row
            .parent_channel_id
            .unwrap_or(loaded.row.channel_id);
        // The computer plays any number of games at once: only its human opponent's other
        // games stand in the way.
        let humans: Vec<u64> = Side::BOTH
            .into_iter()
            .filter(|s| !loaded.is_computer(*s))
            .map(|s| loaded.user(s))
            .collect();
        let (a, b) = (humans[0], *humans.last().unwrap_or(&humans[0]));
        if let Some(busy) = self.store.live_game_with(place, to_db(a), to_db(b)).await? {
            return Err(RematchRefusal::Blocked(busy).into());
        }
        self.check_enabled(loaded.row.guild_id.map(from_db), loaded.game.variant())
            .await?;
        for &player in &humans {
            let live = self.store.live_games_of(to_db(player), None).await?.len();
            if live >= super::MAX_LIVE_GAMES {
                return Err(RematchRefusal::TooManyGames { player, live }.into());
            }
        }
        Ok(place)
    }

    /// Records `user`'s wish for a rematch of `loaded`. While the `other` player (a person)
    /// has not asked too, the offer is announced in `place`, committed with it so a restart
    /// in between loses neither, and returned; `None` once both have asked.
    async fn offer_rematch(
        &self,
        loaded: &Loaded,
        user: u64,
        other: u64,
        place: i64,
        against_computer: bool,
    ) -> Result<Option<Update>> {
        let game_id = loaded.row.id;
        let waiting = |offers: &[i64]| !against_computer && !offers.contains(&to_db(other));
        let lang = self.server_lang(loaded.row.guild_id.map(from_db)).await;
        let offer = Announcement::Channel(ChannelPost {
            lang,
            channel_id: from_db(place),
            text: crate::words::words_with(
                lang,
                "rematch-offer",
                &[
                    ("user", format!("<@{user}>").into()),
                    ("game", game_id.to_string().into()),
                    (
                        "variant",
                        crate::words::variant_name(lang, loaded.game.variant()).into(),
                    ),
                    ("other", format!("<@{other}>").into()),
                ],
            ),
            view: None,
            ping: vec![other],
            decision: None,
            turn_message: TurnMessage::None,
            live: false,
            ratings: false,
            rematch: Some(game_id),
            block: None,
        });
        let mut made = Vec::new();
        let (offers, ids) = self
            .store
            .offer_rematch(game_id, to_db(user), |offers, fresh| {
                if waiting(offers) && fresh {
                    made.push(offer);
                }
                payloads(&made)
            })
            .await?;
        if !waiting(&offers) {
            return Ok(None);
        }
        if ids.is_empty() {
            let game = game_id;
            return Err(RematchRefusal::Asked { game, other }.into());
        }
        Ok(Some(Update {
            game_id,
            channel_id: from_db(place),
            secret: false,
            ack: Post {
                text: crate::words::words(lang, "rematch-offered"),
                view: None,
            },
            queued: queued(game_id, ids, made),
            turn_changed: false,
            finished: None,
            computer_due: false,
        }))
    }

    /// Starts the rematch `plan` both players asked for, in `placement` (its thread) if given:
    /// the new game is claimed once (a second click finds it started) and begins at once.
    pub async fn start_rematch(
        &self,
        plan: &RematchPlan,
        placement: Option<Placement>,
    ) -> Result<Update> {
        let old = self.load_id(plan.old_game).await?;
        if let Some(computer) = &plan.computer {
            return self.start_computer_rematch(plan, computer, placement).await;
        }
        let game = AnyGame::new(plan.variant, super::random_seed())
            .map_err(|_| ServiceError::NotPlayable(plan.variant))?;
        let new = NewGame {
            variant: plan.variant.id().to_owned(),
            guild_id: plan.guild.map(to_db),
            channel_id: to_db(plan.channel),
            white_id: to_db(plan.white),
            black_id: to_db(plan.black),
            challenger_id: to_db(plan.white),
            state: Match::new(game).to_json(),
            status: Status::Active,
            rated: old.row.rated != 0,
            move_time_limit_secs: plan.move_time_limit_secs,
            computer: None,
            threaded: false,
        };
        // Started at once, claimed in the same transaction: nothing half-done survives a stop.
        let started = self
            .start_at_once(
                &new,
                placement,
                Some(crate::store::StartClaim::Rematch(plan.old_game)),
                None,
                |game, _| {
                    crate::words::words_with(
                        game.public_lang(),
                        "rematch-headline",
                        &[
                            ("old", plan.old_game.to_string().into()),
                            ("heading", game.public_heading().into()),
                        ],
                    )
                },
                "rematch-started-ack",
            )
            .await;
        self.started_or_taken(plan.old_game, started).await
    }

    /// A second click starting a rematch loses either on the claim or (in a channel the first
    /// one's game now holds) on the channel: either way, the rematch has already started.
    async fn started_or_taken(&self, old_game: i64, started: Result<Update>) -> Result<Update> {
        match started {
            Err(ServiceError::Busy) => Err(taken(old_game)),
            Err(ServiceError::ChannelBusy) => match self.load_id(old_game).await {
                Ok(old) if old.row.rematch_game_id.is_some_and(|id| id != 0) => {
                    Err(taken(old_game))
                }
                _ => Err(ServiceError::ChannelBusy),
            },
            other => other,
        }
    }

    /// A rematch against the computer: it starts at once, claimed with the new game.
    async fn start_computer_rematch(
        &self,
        plan: &RematchPlan,
        computer: &ComputerRequest,
        placement: Option<Placement>,
    ) -> Result<Update> {
        let human = match computer.human_side {
            Some(Side::White) => plan.white,
            _ => plan.black,
        };
        let mut request = ChallengeRequest::new(
            plan.variant,
            plan.guild,
            plan.channel,
            human,
            computer.bot_user,
            true,
        );
        request.move_time_limit = None;
        let started = self
            .start_computer_game_with_limit(
                &request,
                computer,
                placement,
                Some(plan.move_time_limit_secs),
                Some(plan.old_game),
            )
            .await;
        self.started_or_taken(plan.old_game, started).await
    }
}

/// The refusal of a second click that would start a rematch already started.
fn taken(old_game: i64) -> ServiceError {
    RematchRefusal::Started {
        game: old_game,
        rematch: None,
    }
    .into()
}

/// Why a **Rematch** click is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RematchRefusal {
    /// The game is not over yet.
    NotOver,
    /// The rematch of `game` has started already (as game `rematch`, when known).
    Started {
        /// The finished game.
        game: i64,
        /// The rematch.
        rematch: Option<i64>,
    },
    /// This player has asked for it already; the other has not.
    Asked {
        /// The finished game.
        game: i64,
        /// The other player.
        other: u64,
    },
    /// Game `.0`, with one of the players, is still on in that channel.
    Blocked(i64),
    /// A player already has as many games going as anyone may.
    TooManyGames {
        /// The player.
        player: u64,
        /// How many.
        live: usize,
    },
}

impl RematchRefusal {
    /// The refusal in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        let game = |g: &i64| -> Arg { g.to_string().into() };
        match self {
            RematchRefusal::NotOver => words(lang, "rematch-not-over"),
            RematchRefusal::Started {
                game: g,
                rematch: Some(next),
            } => words_with(
                lang,
                "rematch-started-as",
                &[("game", game(g)), ("next", game(next))],
            ),
            RematchRefusal::Started {
                game: g,
                rematch: None,
            } => words_with(lang, "rematch-started", &[("game", game(g))]),
            RematchRefusal::Asked { game: g, other } => words_with(
                lang,
                "rematch-asked",
                &[("game", game(g)), ("other", format!("<@{other}>").into())],
            ),
            RematchRefusal::Blocked(busy) => {
                words_with(lang, "rematch-blocked", &[("game", game(busy))])
            }
            RematchRefusal::TooManyGames { player, live } => words_with(
                lang,
                "rematch-too-many-games",
                &[
                    ("player", format!("<@{player}>").into()),
                    ("count", Arg::Number(*live as i64)),
                ],
            ),
        }
    }
}

impl fmt::Display for RematchRefusal {
    /// The refusal in English (for the log).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl From<RematchRefusal> for ServiceError {
    fn from(e: RematchRefusal) -> Self {
        ServiceError::Rematch(e)
    }
}
