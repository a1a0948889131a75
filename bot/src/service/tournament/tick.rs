//! The tournament worker's rounds: start tournaments whose time came, record results, win on
//! time, pair the next round once (claimed in the database), and end the tournament.

use super::refusals::TournamentRefusal as Refusal;
use super::{round_post, starting, swiss_view, StartingGame, TournamentStep};
use crate::service::{Failure, Result, Service, ServiceError, Update};
use crate::store::{
    from_db, to_db, NewGame, PairingClaim, Placement, StartClaim, Status, TournamentRow,
};
use crate::words::{words, words_with, Arg};
use rules::{AnyGame, Match, Side, VariantId};

/// How long a process may take to post a tournament's final standings before another (or
/// its own next run) posts them instead, in seconds.
const END_LEASE_SECS: i64 = 60;

impl Service {
    /// Records that tournament `id`'s final standings were posted (see
    /// [`TournamentStep::Finished`]).
    pub async fn tournament_end_posted(&self, id: i64) -> Result<()> {
        Ok(self.store.tournament_end_posted(id).await?)
    }

    /// One round of the tournament worker: starts tournaments whose start time came, records
    /// the results of finished games, wins on time the games whose player to move let the
    /// limit run out, pairs the next round once every game of a round is over (claimed once in
    /// the database), and ends tournaments after their last round. Returns what the caller
    /// must do on Discord.
    pub async fn tournament_tick(&self) -> Result<Vec<TournamentStep>> {
        let now = self.clock.now();
        let mut steps = Vec::new();
        for t in self.store.live_tournaments(now).await? {
            // One tournament's trouble (logged) never holds up the others.
            if let Err(e) = self.tick_one(&t, now, &mut steps).await {
                tracing::warn!(tournament = t.id, error = %e, "a tournament could not go on");
            }
        }
        Ok(steps)
    }

    /// [`Service::tournament_tick`] for tournament `t`: what it needs now, added to `steps`.
    async fn tick_one(
        &self,
        t: &TournamentRow,
        now: i64,
        steps: &mut Vec<TournamentStep>,
    ) -> Result<()> {
        match t.status.as_str() {
            "open" => match self.begin(t).await {
                Ok(()) => {}
                Err(ServiceError::Tournament(Refusal::TooFew(n))) => {
                    if self
                        .store
                        .step_tournament(t.id, "open", "cancelled", &[])
                        .await?
                    {
                        steps.push(TournamentStep::Post {
                            channel: from_db(t.channel_id),
                            text: words_with(
                                self.server_lang(Some(from_db(t.guild_id))).await,
                                "tournament-could-not-start",
                                &[
                                    ("name", t.name.as_str().into()),
                                    ("count", Arg::Number(n as i64)),
                                ],
                            ),
                        });
                        steps.push(TournamentStep::Announce(self.tournament_card(t.id).await?));
                    }
                }
                // Another process started it at the same moment.
                Err(ServiceError::Tournament(Refusal::NotOpen)) => {}
                Err(e) => return Err(e),
            },
            "finished" => {
                if self
                    .store
                    .claim_tournament_end(t.id, now, END_LEASE_SECS)
                    .await?
                {
                    steps.push(self.final_step(t).await?);
                    steps.push(TournamentStep::Announce(self.tournament_card(t.id).await?));
                }
            }
            _ => self.run_round(t, now, steps).await?,
        }
        Ok(())
    }

    /// The current round of running tournament `t`: its games to start, its games whose time
    /// ran out, and the next round once every game is over. A game's result reaches its
    /// pairing in the transaction that ends the game, so this reads the round's pairings and
    /// its overdue games only, never every game.
    async fn run_round(
        &self,
        t: &TournamentRow,
        now: i64,
        steps: &mut Vec<TournamentStep>,
    ) -> Result<()> {
        let pairings = self.store.pairings(t.id).await?;
        let round: Vec<_> = pairings
            .iter()
            .filter(|p| p.round == t.current_round && p.outcome.is_none())
            .collect();
        if round.is_empty() {
            return self.next_round(t, steps).await;
        }
        for p in &round {
            if let (Some(black), None) = (p.black_id, p.game_id) {
                steps.push(TournamentStep::Start(starting(t, p, black)));
            }
        }
        for row in self
            .store
            .overdue_pairing_games(t.id, t.current_round, now)
            .await?
        {
            if let Some(update) = self.time_out(&row, now).await {
                steps.push(TournamentStep::Update(Box::new(update)));
            }
        }
        Ok(())
    }

    /// A tournament game whose player to move let the time limit run out is won on time by
    /// the other, as `/claim` would (nothing when the rules allow no claim yet).
    async fn time_out(&self, row: &crate::store::GameRow, now: i64) -> Option<Update> {
        let started = row.turn_started_at?;
        if now - started < row.move_time_limit_secs {
            return None;
        }
        let game = Match::from_json(&row.state).ok()?;
        let to_act = game.to_act();
        let claimant = Side::BOTH.into_iter().find(|s| !to_act.includes(*s))?;
        let user = from_db(match claimant {
            Side::White => row.white_id,
            Side::Black => row.black_id,
        });
        match self
            .win_on_time(&crate::service::Target::game(row.id), user, false)
            .await
        {
            Ok(update) => Some(update),
            Err(e) => {
                tracing::debug!(game = row.id, error = %e, "no win on time for now");
                None
            }
        }
    }

    /// Pairs round `t.current_round + 1` (once), or ends `t` after its last round (or when no
    /// further round can be paired).
    async fn next_round(&self, t: &TournamentRow, steps: &mut Vec<TournamentStep>) -> Result<()> {
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.pairings(t.id).await?;
        let (players, rounds) = swiss_view(&entrants, &pairings);
        let next = t.current_round + 1;
        let round = if next > t.rounds {
            None
        } else {
            swiss::pair_round(&players, &rounds).ok()
        };
        let Some(round) = round else {
            self.store
                .step_tournament(t.id, "running", "finished", &[])
                .await?;
            return Ok(());
        };
        let mut rows: Vec<(i64, Option<i64>)> = round
            .games
            .iter()
            .map(|g| (to_db(g.white), Some(to_db(g.black))))
            .collect();
        if let Some(bye) = round.bye {
            rows.push((to_db(bye), None));
        }
        if self.store.pair_tournament_round(t.id, next, &rows).await? {
            let lang = self.server_lang(Some(from_db(t.guild_id))).await;
            let pairings = self.store.pairings(t.id).await?;
            steps.push(TournamentStep::Post {
                channel: from_db(t.channel_id),
                text: round_post(t, &pairings, next, lang),
            });
            steps.push(TournamentStep::Announce(self.tournament_card(t.id).await?));
            // Its games start at once.
            for p in pairings.iter().filter(|p| p.round == next) {
                if let Some(black) = p.black_id {
                    steps.push(TournamentStep::Start(starting(t, p, black)));
                }
            }
        }
        Ok(())
    }

    /// The final standings of `t`, winners named.
    async fn final_step(&self, t: &TournamentRow) -> Result<TournamentStep> {
        let lang = self.server_lang(Some(from_db(t.guild_id))).await;
        let (text, table, leader) = self.standings_of(t, lang).await?;
        let (name, rounds) = (
            ("name", Arg::from(t.name.as_str())),
            Arg::Number(t.current_round),
        );
        let winner = leader.unwrap_or_else(|| words(lang, "tournament-nobody"));
        let head = words_with(
            lang,
            "tournament-over",
            &[name.clone(), ("rounds", rounds), ("winner", winner.into())],
        );
        Ok(TournamentStep::Finished {
            tournament: t.id,
            channel: from_db(t.channel_id),
            title: words_with(lang, "tournament-final-title", &[name]),
            table,
            text: format!("{head}\n{text}"),
        })
    }

    /// Claims the start of pairing `g` for this process before anything is posted for it
    /// (`None`: its game has started, or another process that is alive is starting it), with
    /// what an earlier attempt already posted (reused, never posted again).
    pub async fn claim_pairing(&self, g: &StartingGame) -> Result<Option<PairingClaim>> {
        let now = self.clock.now();
        Ok(self
            .store
            .claim_pairing(g.tournament, g.round, g.board, now)
            .await?)
    }

    /// Records the entry message or the thread just posted for claimed pairing `g`.
    pub async fn pairing_posted(
        &self,
        g: &StartingGame,
        entry_message: Option<u64>,
        thread: Option<u64>,
    ) -> Result<()> {
        let key = (g.tournament, g.round, g.board);
        Ok(self
            .store
            .pairing_posted(key, entry_message.map(to_db), thread.map(to_db))
            .await?)
    }

    /// Starts the game of pairing `g` in `placement` (its thread) if given, claiming the
    /// pairing in the same transaction ([`ServiceError::Busy`] if another process started it).
    pub async fn start_pairing_game(
        &self,
        g: &StartingGame,
        placement: Option<Placement>,
    ) -> Result<Update> {
        let t = self.tournament_row(g.tournament).await?;
        let entrants = self.store.entrants(t.id).await?;
        let level_of = |user: u64| {
            entrants
                .iter()
                .find(|e| from_db(e.user_id) == user)
                .and_then(|e| e.computer_level.clone())
        };
        let computer = match (level_of(g.white), level_of(g.black)) {
            (Some(level), _) => Some((Side::White, level)),
            (_, Some(level)) => Some((Side::Black, level)),
            _ => None,
        };
        let variant = VariantId::parse(&t.variant)
            .ok_or_else(|| ServiceError::Internal(Failure::UnknownVariant(t.variant.clone())))?;
        let game = AnyGame::new(variant, crate::service::random_seed())
            .map_err(|_| ServiceError::NotPlayable(variant))?;
        let new = NewGame {
            variant: t.variant.clone(),
            guild_id: Some(t.guild_id),
            channel_id: t.channel_id,
            white_id: to_db(g.white),
            black_id: to_db(g.black),
            challenger_id: to_db(g.white),
            state: Match::new(game).to_json(),
            status: Status::Active,
            rated: t.rated != 0 && computer.is_none(),
            move_time_limit_secs: t.time_limit_secs,
            computer,
            threaded: false,
        };
        let claim = StartClaim::Pairing {
            tournament: t.id,
            round: g.round,
            board: g.board,
        };
        let name = t.name.clone();
        let (round, board) = (g.round, g.board);
        self.start_at_once(
            &new,
            placement,
            Some(claim),
            None,
            move |game, _| {
                crate::words::words_with(
                    game.public_lang(),
                    "tournament-game-headline",
                    &[
                        ("name", name.as_str().into()),
                        ("round", round.to_string().into()),
                        ("board", board.to_string().into()),
                        ("heading", game.public_heading().into()),
                    ],
                )
            },
            "started-ack",
        )
        .await
    }
}
