//! Swiss tournaments (`/tournament`): creating one, entries (Join / Leave, a computer player),
//! starting, withdrawing, cancelling, the pairings and standings; and running it: the
//! [`Service::tournament_tick`] the worker calls pairs each round once every game of the round
//! before is over (claimed once in the database), says which games to start, wins on time
//! the games whose player to move let the time limit run out, and ends the tournament. The
//! pairing and the standings are the `swiss` crate's.

use super::open_play::discord_time;
use super::{
    format_duration, ComputerRequest, Result, Service, ServiceError, TournamentRefusal, Update,
};
use crate::store::{
    from_db, to_db, EntrantRow, NewGame, NewTournament, PairingRow, Placement, StartClaim, Status,
    StoreError, TournamentRow,
};
use rules::{AnyGame, Match, Side, VariantId};
use TournamentRefusal as Refusal;

/// The most entrants a tournament may have.
pub const MAX_ENTRANTS: usize = swiss::MAX_PLAYERS;

/// A `/tournament create`.
#[derive(Clone, Debug)]
pub struct TournamentRequest {
    /// The server.
    pub guild: u64,
    /// The channel it runs in.
    pub channel: u64,
    /// Who creates it.
    pub organiser: u64,
    /// Whether they may manage the server.
    pub may_organise: bool,
    /// Its name.
    pub name: String,
    /// The variant.
    pub variant: VariantId,
    /// How many rounds (1 to 15).
    pub rounds: i64,
    /// The move time limit of its games.
    pub time_limit: std::time::Duration,
    /// When it starts by itself (Unix seconds), if given.
    pub starts_at: Option<i64>,
    /// Whether its games are rated.
    pub rated: bool,
}

/// A tournament's announcement: its number and text (the caller adds Join / Leave while it is
/// open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentCard {
    /// The tournament.
    pub id: i64,
    /// Its channel.
    pub channel: u64,
    /// Its announcement message, once posted.
    pub message: Option<u64>,
    /// The text.
    pub text: String,
    /// Whether entries are open (the buttons stay).
    pub open: bool,
}

/// A game of a pairing to start: the caller opens its thread, then calls
/// [`Service::start_pairing_game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartingGame {
    /// The tournament.
    pub tournament: i64,
    /// The round.
    pub round: i64,
    /// The board.
    pub board: i64,
    /// The tournament's channel (the thread hangs from it).
    pub channel: u64,
    /// The thread's name without the players: "Spring Swiss · R2".
    pub prefix: String,
    /// White's user.
    pub white: u64,
    /// Black's user.
    pub black: u64,
}

/// What the worker has to do for the tournaments.
#[derive(Clone, Debug)]
pub enum TournamentStep {
    /// Post `text` in `channel` (a round's pairings).
    Post {
        /// The channel.
        channel: u64,
        /// The text.
        text: String,
    },
    /// Start this pairing's game.
    Start(StartingGame),
    /// Send this update (a game won on time by the worker).
    Update(Box<Update>),
    /// The tournament ended: post its standings as `table` (a picture, header row first)
    /// titled `title` and `text`, in `channel`.
    Finished {
        /// The tournament (to record the post with [`Service::tournament_end_posted`]).
        tournament: i64,
        /// The channel.
        channel: u64,
        /// The picture's title.
        title: String,
        /// The table.
        table: Vec<Vec<String>>,
        /// The words (winners named).
        text: String,
    },
}

/// How long a process may take to post a tournament's final standings before another (or
/// its own next run) posts them instead, in seconds.
const END_LEASE_SECS: i64 = 60;

impl Service {
    /// Records that tournament `id`'s final standings were posted (see
    /// [`TournamentStep::Finished`]).
    pub async fn tournament_end_posted(&self, id: i64) -> Result<()> {
        Ok(self.store.tournament_end_posted(id).await?)
    }

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
        if !(super::MIN_MOVE_TIME_LIMIT..=super::MAX_MOVE_TIME_LIMIT).contains(&limit) {
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
        let names: Vec<String> = entrants.iter().map(entrant_name).collect();
        let start = match t.starts_at {
            Some(at) => format!(
                "Starts {} ({}).",
                discord_time(at, 'f'),
                discord_time(at, 'R')
            ),
            None => "Starts when the organiser says `/tournament start`.".to_owned(),
        };
        let state = match t.status.as_str() {
            "open" => format!("Open for entries: click **Join**. {start}"),
            "running" => format!("Running: round {} of {}.", t.current_round, t.rounds),
            "finished" => "Finished.".to_owned(),
            _ => "Cancelled.".to_owned(),
        };
        let text =
            format!(
            "🏆 **{}** (tournament #{id}): Swiss, **{}**, {} rounds, {} a move, {}. Organised by \
             <@{}>.\n{state}\nPlayers ({}): {}",
            t.name,
            variant_title(&t.variant),
            t.rounds,
            format_duration(t.time_limit_secs),
            if t.rated != 0 { "rated" } else { "casual (not rated)" },
            from_db(t.organiser_id),
            names.len(),
            if names.is_empty() { "none yet".to_owned() } else { names.join(", ") },
        );
        Ok(TournamentCard {
            id,
            channel: from_db(t.channel_id),
            message: t.message_id.map(from_db),
            text,
            open: t.status == "open",
        })
    }

    /// `user` joins (a **Join** click) open tournament `id`.
    pub async fn join_tournament(&self, id: i64, user: u64) -> Result<TournamentCard> {
        let t = self.tournament_row(id).await?;
        if t.status != "open" {
            return Err(Refusal::NotOpen.into());
        }
        let entrants = self.store.entrants(id).await?;
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
        self.tournament_card(id).await
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
    pub async fn start_tournament(&self, channel: u64, may_organise: bool) -> Result<String> {
        let t = self.channel_tournament(channel).await?;
        if !may_organise {
            return Err(Refusal::NotOrganiser.into());
        }
        self.begin(&t).await?;
        Ok(format!(
            "**{}** has started: round 1 is being paired.",
            t.name
        ))
    }

    /// Moves open tournament `t` to running, its seeds set from the ratings.
    async fn begin(&self, t: &TournamentRow) -> Result<()> {
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
    pub async fn withdraw_from_tournament(&self, channel: u64, user: u64) -> Result<String> {
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
        Ok(format!("<@{user}> withdrew from **{}**.", t.name))
    }

    /// `/tournament cancel`: the organiser cancels the channel's open or running tournament
    /// (games in progress play on, unrecorded).
    pub async fn cancel_tournament(&self, channel: u64, may_organise: bool) -> Result<String> {
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
                return Ok(format!("**{}** was cancelled.", t.name));
            }
        }
        Err(Refusal::NotRunning.into())
    }

    /// `/tournament pairings [round]`: a round's pairings and results (by default the current).
    pub async fn tournament_pairings(&self, channel: u64, round: Option<i64>) -> Result<String> {
        let t = self.channel_tournament(channel).await?;
        let round = round.unwrap_or(t.current_round);
        let pairings = self.store.pairings(t.id).await?;
        let lines = pairing_lines(&pairings, round);
        if round < 1 || lines.is_empty() {
            return Err(Refusal::NoSuchRound(round).into());
        }
        Ok(format!(
            "**{}** · round {round} of {}\n{}",
            t.name,
            t.rounds,
            lines.join("\n")
        ))
    }

    /// `/tournament standings`: the channel's tournament's standings as text, and as a table
    /// (header row first) for a picture.
    pub async fn tournament_standings(
        &self,
        channel: u64,
    ) -> Result<(String, String, Vec<Vec<String>>)> {
        let t = self.channel_tournament(channel).await?;
        if t.status == "open" {
            return Err(Refusal::NotRunning.into());
        }
        let (text, table, _) = self.standings_of(&t).await?;
        Ok((format!("{} · standings", t.name), text, table))
    }

    /// The standings of `t` as text and as a table, and the leader's name (mention).
    async fn standings_of(
        &self,
        t: &TournamentRow,
    ) -> Result<(String, Vec<Vec<String>>, Option<String>)> {
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.pairings(t.id).await?;
        let (players, rounds) = swiss_view(&entrants, &pairings);
        let lines = swiss::standings(&players, &rounds)
            .map_err(|e| ServiceError::Internal(format!("tournament #{}: {e}", t.id)))?;
        let name = |id: u64| {
            entrants
                .iter()
                .find(|e| from_db(e.user_id) == id)
                .map_or(format!("<@{id}>"), entrant_name)
        };
        let mut text = vec![format!(
            "**{}** · standings after round {} of {}",
            t.name, t.current_round, t.rounds
        )];
        let mut table = vec![["#", "Player", "Points", "Buchholz c1", "S-B", "W-D-L"]
            .map(str::to_owned)
            .to_vec()];
        for s in &lines {
            let wdl = format!("{}-{}-{}", s.wins + s.byes, s.draws, s.losses);
            text.push(format!(
                "{}. {} · {} points (Buchholz cut 1 {}, Sonneborn–Berger {}) · {wdl}{}",
                s.rank,
                name(s.id),
                s.points,
                s.buchholz_cut1,
                s.sonneborn_berger,
                if s.withdrawn { " · withdrew" } else { "" }
            ));
            table.push(vec![
                s.rank.to_string(),
                self.plain_name(&entrants, s.id).await,
                s.points.to_string(),
                s.buchholz_cut1.to_string(),
                s.sonneborn_berger.to_string(),
                wdl,
            ]);
        }
        // The leader: ranks are distinct (tie-breaks, then direct encounter, then seeding).
        let leader = lines.first().map(|s| name(s.id));
        Ok((text.join("\n"), table, leader))
    }

    /// A player's name for the standings picture (a picture cannot show a mention): the
    /// computer, or the user id (the caller may replace it with a display name).
    async fn plain_name(&self, entrants: &[EntrantRow], id: u64) -> String {
        match entrants.iter().find(|e| from_db(e.user_id) == id) {
            Some(EntrantRow {
                computer_level: Some(level),
                ..
            }) => format!("the computer ({level})"),
            _ => format!("@{id}"),
        }
    }

    async fn tournament_row(&self, id: i64) -> Result<TournamentRow> {
        self.store
            .tournament(id)
            .await?
            .ok_or_else(|| Refusal::NoneHere.into())
    }

    async fn channel_tournament(&self, channel: u64) -> Result<TournamentRow> {
        self.store
            .tournament_in_channel(to_db(channel))
            .await?
            .ok_or_else(|| Refusal::NoneHere.into())
    }
}

/// How an entrant is named in messages: a mention, or the computer with its level.
fn entrant_name(e: &EntrantRow) -> String {
    match &e.computer_level {
        Some(level) => format!("the computer ({level})"),
        None => format!("<@{}>", from_db(e.user_id)),
    }
}

fn variant_title(id: &str) -> &'static str {
    VariantId::parse(id).map_or("?", VariantId::title)
}

/// Round `round`'s pairings, one line each.
fn pairing_lines(pairings: &[PairingRow], round: i64) -> Vec<String> {
    pairings
        .iter()
        .filter(|p| p.round == round)
        .map(|p| match p.black_id {
            None => format!("Bye: <@{}> (1 point)", from_db(p.white_id)),
            Some(black) => {
                let result = match p.outcome.as_deref() {
                    Some("white") => "1–0",
                    Some("black") => "0–1",
                    Some("draw") => "½–½",
                    _ => "playing",
                };
                let game = p.game_id.map_or(String::new(), |g| format!(" (game #{g})"));
                format!(
                    "Board {}: <@{}> (White) vs <@{}> (Black): {result}{game}",
                    p.board,
                    from_db(p.white_id),
                    from_db(black)
                )
            }
        })
        .collect()
}

/// The tournament as the `swiss` crate reads it: players and rounds (outcomes so far).
fn swiss_view(
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
) -> (Vec<swiss::Player>, Vec<swiss::Round>) {
    let players = entrants
        .iter()
        .map(|e| swiss::Player {
            id: from_db(e.user_id),
            seed: u32::try_from(e.seed).unwrap_or(u32::MAX),
            withdrawn: e.withdrawn != 0,
        })
        .collect();
    let last = pairings.iter().map(|p| p.round).max().unwrap_or(0);
    let rounds = (1..=last)
        .map(|r| {
            let mut round = swiss::Round::default();
            for p in pairings.iter().filter(|p| p.round == r) {
                match p.black_id {
                    None => round.bye = Some(from_db(p.white_id)),
                    Some(black) => round.games.push(swiss::Game {
                        white: from_db(p.white_id),
                        black: from_db(black),
                        outcome: match p.outcome.as_deref() {
                            Some("white") => Some(swiss::Outcome::WhiteWins),
                            Some("black") => Some(swiss::Outcome::BlackWins),
                            Some("draw") => Some(swiss::Outcome::Draw),
                            _ => None,
                        },
                    }),
                }
            }
            round
        })
        .collect();
    (players, rounds)
}

/// The game of pairing `p` (whose Black is `black`) to start.
fn starting(t: &TournamentRow, p: &PairingRow, black: i64) -> StartingGame {
    StartingGame {
        tournament: t.id,
        round: p.round,
        board: p.board,
        channel: from_db(t.channel_id),
        prefix: format!("{} · R{}", t.name, p.round),
        white: from_db(p.white_id),
        black: from_db(black),
    }
}

/// A finished game's result as a pairing's outcome.
fn outcome_of(result: &str) -> &'static str {
    if result.starts_with("White wins") {
        "white"
    } else if result.starts_with("Black wins") {
        "black"
    } else {
        "draw"
    }
}

impl Service {
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
                            text: format!(
                                "**{}** could not start: it needs at least 2 players, and \
                                 has {n}. It is cancelled.",
                                t.name
                            ),
                        });
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
                }
            }
            _ => self.run_round(t, now, steps).await?,
        }
        Ok(())
    }

    /// The current round of running tournament `t`: its games' results, and the next round.
    async fn run_round(
        &self,
        t: &TournamentRow,
        now: i64,
        steps: &mut Vec<TournamentStep>,
    ) -> Result<()> {
        let pairings = self.store.pairings(t.id).await?;
        let mut unfinished = 0;
        for p in pairings.iter().filter(|p| p.round == t.current_round) {
            if p.outcome.is_some() {
                continue;
            }
            let (Some(_), Some(game)) = (p.black_id, p.game_id) else {
                unfinished += 1;
                if let Some(black) = p.black_id {
                    steps.push(TournamentStep::Start(starting(t, p, black)));
                }
                continue;
            };
            let Some(row) = self.store.game(game).await? else {
                continue;
            };
            match (row.status(), row.result.as_deref()) {
                (Status::Finished, Some(result)) => {
                    self.store
                        .set_pairing_outcome(t.id, p.round, p.board, outcome_of(result))
                        .await?;
                }
                (Status::Finished, None) => {
                    self.store
                        .set_pairing_outcome(t.id, p.round, p.board, "draw")
                        .await?;
                }
                _ => {
                    unfinished += 1;
                    if let Some(update) = self.win_on_time(&row, now).await {
                        steps.push(TournamentStep::Update(Box::new(update)));
                    }
                }
            }
        }
        if unfinished == 0 {
            self.next_round(t, steps).await?;
        }
        Ok(())
    }

    /// A tournament game whose player to move let the time limit run out is won on time by
    /// the other, as `/claim` would (nothing when the rules allow no claim yet).
    async fn win_on_time(&self, row: &crate::store::GameRow, now: i64) -> Option<Update> {
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
        match self.claim(&super::Target::game(row.id), user).await {
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
            let pairings = self.store.pairings(t.id).await?;
            steps.push(TournamentStep::Post {
                channel: from_db(t.channel_id),
                text: format!(
                    "**{}** · round {next} of {}\n{}",
                    t.name,
                    t.rounds,
                    pairing_lines(&pairings, next).join("\n")
                ),
            });
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
        let (text, table, leader) = self.standings_of(t).await?;
        let head = format!(
            "🏆 **{}** is over after {} rounds. Winner: {}!",
            t.name,
            t.current_round,
            leader.as_deref().unwrap_or("nobody")
        );
        Ok(TournamentStep::Finished {
            tournament: t.id,
            channel: from_db(t.channel_id),
            title: format!("{} · final standings", t.name),
            table,
            text: format!("{head}\n{text}"),
        })
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
            .ok_or_else(|| ServiceError::Internal(format!("tournament variant {}", t.variant)))?;
        let game = AnyGame::new(variant, super::random_seed())
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
            move |game, _| {
                format!(
                    "**{name}** · round {round}, board {board}: {}.",
                    game.heading()
                )
            },
            |id| format!("Game #{id} has started."),
        )
        .await
    }
}
