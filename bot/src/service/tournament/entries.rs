//! A tournament's life before and beside its rounds: created and announced, joined and left
//! (a computer player added), started, withdrawn from, cancelled.

use super::refusals::TournamentRefusal as Refusal;
use super::{entrant_name, TournamentCard, TournamentRequest, MAX_ENTRANTS};
use crate::service::open_play::discord_time;
use crate::service::{format_duration, ComputerRequest, Result, Service, ServiceError};
use crate::store::{from_db, to_db, EntrantRow, NewTournament, StoreError, TournamentRow};
use crate::words::{variant_name, words, words_with, Arg, Lang};

impl Service {
    /// When a tournament created now starts, from `/tournament create start:`: how long from
    /// now (`2h`, `1d 12h`) or a Unix time in the future; refused otherwise.
    pub fn tournament_start(&self, text: &str) -> Result<i64> {
        let now = self.clock.now();
        let text = text.trim();
        let at = match text.parse::<i64>() {
            Ok(unix) => Some(unix),
            Err(_) => crate::config::parse_duration(text)
                .and_then(|d| i64::try_from(d.as_secs()).ok())
                .and_then(|secs| now.checked_add(secs)),
        };
        match at {
            Some(at) if at > now => Ok(at),
            _ => Err(Refusal::BadStart(text.to_owned()).into()),
        }
    }

    /// `/tournament create`: a tournament open for entries in the request's channel.
    pub async fn create_tournament(&self, req: &TournamentRequest) -> Result<TournamentCard> {
        if !req.may_organise {
            return Err(Refusal::NotOrganiser.into());
        }
        if !(1..=swiss::MAX_ROUNDS as i64).contains(&req.rounds) {
            return Err(Refusal::BadRounds(req.rounds).into());
        }
        let limit = req.time_limit;
        if !(crate::service::MIN_MOVE_TIME_LIMIT..=crate::service::MAX_MOVE_TIME_LIMIT)
            .contains(&limit)
        {
            return Err(ServiceError::BadTimeLimit(limit.as_secs()));
        }
        if let Some(at) = req.starts_at {
            if at <= self.clock.now() {
                return Err(Refusal::BadStart(at.to_string()).into());
            }
        }
        self.check_enabled(Some(req.guild), req.variant).await?;
        let new = NewTournament {
            guild_id: to_db(req.guild),
            channel_id: to_db(req.channel),
            name: req.name.clone(),
            variant: req.variant.id().to_owned(),
            rounds: req.rounds,
            time_limit_secs: limit.as_secs() as i64,
            rated: req.rated,
            organiser_id: to_db(req.organiser),
            starts_at: req.starts_at,
        };
        let id = match self.store.create_tournament(&new).await {
            Err(StoreError::ChannelBusy) => {
                let busy = self.store.tournament_in_channel(new.channel_id).await?;
                return Err(Refusal::ChannelBusy(busy.map_or(0, |t| t.id)).into());
            }
            other => other?,
        };
        self.tournament_card(id).await
    }

    /// Records where tournament `id`'s announcement was posted.
    pub async fn tournament_posted(&self, id: i64, message: u64) -> Result<()> {
        Ok(self
            .store
            .set_tournament_message(id, to_db(message))
            .await?)
    }

    /// The announcement of tournament `id` as it stands.
    pub async fn tournament_card(&self, id: i64) -> Result<TournamentCard> {
        let t = self.tournament_row(id).await?;
        let entrants = self.store.entrants(id).await?;
        self.card_of(&t, &entrants).await
    }

    /// The announcement of tournament `t` with `entrants` (read by the caller, who may have
    /// just changed them): no further query, except for the winner once it is finished.
    async fn card_of(&self, t: &TournamentRow, entrants: &[EntrantRow]) -> Result<TournamentCard> {
        let id = t.id;
        let lang = self.server_lang(Some(from_db(t.guild_id))).await;
        let names: Vec<String> = entrants.iter().map(|e| entrant_name(e, lang)).collect();
        let rounds = |n: i64| ("rounds", Arg::Number(n));
        let start = match t.starts_at {
            Some(at) => words_with(
                lang,
                "tournament-starts-at",
                &[
                    ("at", discord_time(at, 'f').into()),
                    ("countdown", discord_time(at, 'R').into()),
                ],
            ),
            None => words(lang, "tournament-starts-manual"),
        };
        let state = match t.status.as_str() {
            "open" => words_with(lang, "tournament-open", &[("start", start.into())]),
            "running" if t.current_round == 0 => words(lang, "tournament-pairing-first"),
            "running" => words_with(
                lang,
                "tournament-running",
                &[("round", Arg::Number(t.current_round)), rounds(t.rounds)],
            ),
            "finished" => {
                let (_, _, leader) = self.standings_of(t, lang).await?;
                let winner = leader.unwrap_or_else(|| words(lang, "tournament-nobody"));
                words_with(
                    lang,
                    "tournament-finished",
                    &[rounds(t.current_round), ("winner", winner.into())],
                )
            }
            _ => words(lang, "tournament-cancelled"),
        };
        let players = if names.is_empty() {
            words(lang, "tournament-players-none")
        } else {
            words_with(
                lang,
                "tournament-players",
                &[
                    ("count", Arg::Number(names.len() as i64)),
                    ("names", names.join(", ").into()),
                ],
            )
        };
        let rated = if t.rated != 0 {
            "tournament-rated"
        } else {
            "tournament-casual"
        };
        let head = words_with(
            lang,
            "tournament-card",
            &[
                ("name", t.name.as_str().into()),
                ("id", id.to_string().into()),
                (
                    "variant",
                    rules::VariantId::parse(&t.variant)
                        .map_or_else(|| t.variant.clone(), |v| variant_name(lang, v))
                        .into(),
                ),
                rounds(t.rounds),
                ("limit", format_duration(t.time_limit_secs).into()),
                ("rated", words(lang, rated).into()),
                (
                    "organiser",
                    format!("<@{}>", from_db(t.organiser_id)).into(),
                ),
            ],
        );
        let text = format!("{head}\n{state}\n{players}");
        Ok(TournamentCard {
            id,
            channel: from_db(t.channel_id),
            message: t.message_id.map(from_db),
            text,
            open: t.status == "open",
            lang,
        })
    }

    /// `user` joins (a **Join** click) open tournament `id`. Three queries: the tournament,
    /// its entrants, the entry (which checks again, in the database, that it is open and not
    /// full); the announcement is built from what was read.
    pub async fn join_tournament(&self, id: i64, user: u64) -> Result<TournamentCard> {
        let t = self.tournament_row(id).await?;
        if t.status != "open" {
            return Err(Refusal::NotOpen.into());
        }
        let mut entrants = self.store.entrants(id).await?;
        if entrants.iter().any(|e| e.user_id == to_db(user)) {
            return Err(Refusal::AlreadyEntered.into());
        }
        if entrants.len() >= MAX_ENTRANTS {
            return Err(Refusal::Full(MAX_ENTRANTS).into());
        }
        if !self
            .store
            .join_tournament(id, to_db(user), None, MAX_ENTRANTS as i64)
            .await?
        {
            return Err(Refusal::NotOpen.into());
        }
        // Entries made by others meanwhile show at the next change.
        entrants.push(EntrantRow {
            user_id: to_db(user),
            computer_level: None,
            seed: 0,
            withdrawn: 0,
        });
        self.card_of(&t, &entrants).await
    }

    /// `user` leaves (a **Leave** click) open tournament `id`.
    pub async fn leave_tournament(&self, id: i64, user: u64) -> Result<TournamentCard> {
        let t = self.tournament_row(id).await?;
        if t.status != "open" {
            return Err(Refusal::NotOpen.into());
        }
        if !self.store.leave_tournament(id, to_db(user)).await? {
            return Err(Refusal::NotEntered.into());
        }
        self.tournament_card(id).await
    }

    /// `/tournament add_computer level`: the organiser adds the computer (`bot_user`) to the
    /// channel's open tournament.
    pub async fn add_computer_to_tournament(
        &self,
        channel: u64,
        may_organise: bool,
        computer: &ComputerRequest,
    ) -> Result<TournamentCard> {
        let t = self.channel_tournament(channel).await?;
        if !may_organise {
            return Err(Refusal::NotOrganiser.into());
        }
        if t.status != "open" {
            return Err(Refusal::NotOpen.into());
        }
        let entrants = self.store.entrants(t.id).await?;
        if entrants.iter().any(|e| e.computer_level.is_some()) {
            return Err(Refusal::OneComputer.into());
        }
        let level = computer.level.name();
        if !self
            .store
            .join_tournament(
                t.id,
                to_db(computer.bot_user),
                Some(level),
                MAX_ENTRANTS as i64,
            )
            .await?
        {
            return Err(Refusal::Full(MAX_ENTRANTS).into());
        }
        self.tournament_card(t.id).await
    }

    /// `/tournament start`: the organiser starts the channel's open tournament now (seeds from
    /// the players' ratings in its variant; the first round is paired by the worker at once).
    /// Returns the note for the organiser and the announcement as it now stands.
    pub async fn start_tournament(
        &self,
        channel: u64,
        may_organise: bool,
        lang: Lang,
    ) -> Result<(String, TournamentCard)> {
        let t = self.channel_tournament(channel).await?;
        if !may_organise {
            return Err(Refusal::NotOrganiser.into());
        }
        self.begin(&t).await?;
        let note = words_with(
            lang,
            "tournament-started-note",
            &[("name", t.name.as_str().into())],
        );
        Ok((note, self.tournament_card(t.id).await?))
    }

    /// Moves open tournament `t` to running, its seeds set from the ratings.
    pub(super) async fn begin(&self, t: &TournamentRow) -> Result<()> {
        if t.status != "open" {
            return Err(Refusal::NotOpen.into());
        }
        let entrants = self.store.entrants(t.id).await?;
        if entrants.len() < 2 {
            return Err(Refusal::TooFew(entrants.len()).into());
        }
        // Everyone's rating in the variant at once (one query, not one an entrant).
        let ratings = self
            .store
            .leaderboard(t.guild_id, &t.variant, i64::MAX)
            .await?;
        let start = crate::ratings::Standing::default().rating;
        let mut rated: Vec<(i64, f64, usize)> = entrants
            .iter()
            .enumerate()
            .map(|(order, e)| {
                let rating = ratings
                    .iter()
                    .find(|r| r.user_id == e.user_id)
                    .map_or(start, |r| r.rating);
                (e.user_id, rating, order)
            })
            .collect();
        // Highest rating first; equal ratings in the order they joined.
        rated.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)));
        let seeds: Vec<(i64, i64)> = rated
            .iter()
            .enumerate()
            .map(|(i, (user, _, _))| (*user, i as i64 + 1))
            .collect();
        if !self
            .store
            .step_tournament(t.id, "open", "running", &seeds)
            .await?
        {
            return Err(Refusal::NotOpen.into());
        }
        Ok(())
    }

    /// `/tournament withdraw`: `user` leaves the channel's running tournament (their games so
    /// far count; they are paired no more).
    pub async fn withdraw_from_tournament(
        &self,
        channel: u64,
        user: u64,
        lang: Lang,
    ) -> Result<String> {
        let t = self.channel_tournament(channel).await?;
        if t.status != "running" {
            return Err(Refusal::NotRunning.into());
        }
        if !self
            .store
            .withdraw_from_tournament(t.id, to_db(user))
            .await?
        {
            return Err(Refusal::NotEntered.into());
        }
        let name = ("name", Arg::from(t.name.as_str()));
        let mut said = words_with(
            lang,
            "tournament-withdrew",
            &[("user", format!("<@{user}>").into()), name],
        );
        // A game of the current round already under way still counts: say it must be finished.
        let me = to_db(user);
        let pending = self.store.pairings(t.id).await?.into_iter().find(|p| {
            p.round == t.current_round
                && p.outcome.is_none()
                && (p.white_id == me || p.black_id == Some(me))
        });
        if let Some(game) = pending.and_then(|p| p.game_id) {
            let still = words_with(
                lang,
                "tournament-withdrew-game",
                &[
                    ("game", game.to_string().into()),
                    ("round", Arg::Number(t.current_round)),
                ],
            );
            said = format!("{said} {still}");
        }
        Ok(said)
    }

    /// `/tournament cancel`: the organiser cancels the channel's open or running tournament
    /// (games in progress play on, unrecorded).
    /// Returns the note for the organiser and the announcement as it now stands.
    pub async fn cancel_tournament(
        &self,
        channel: u64,
        may_organise: bool,
        lang: Lang,
    ) -> Result<(String, TournamentCard)> {
        let t = self.channel_tournament(channel).await?;
        if !may_organise {
            return Err(Refusal::NotOrganiser.into());
        }
        for from in ["open", "running"] {
            if self
                .store
                .step_tournament(t.id, from, "cancelled", &[])
                .await?
            {
                let name = [("name", Arg::from(t.name.as_str()))];
                let note = words_with(lang, "tournament-cancelled-note", &name);
                return Ok((note, self.tournament_card(t.id).await?));
            }
        }
        Err(Refusal::NotRunning.into())
    }
}
