//! Games against the computer: starting one (at once, no challenge to accept), and the
//! computer's turns. The search runs on what the computer's side can see (the `ai` crate
//! re-draws everything hidden before each iteration), and its action is played through the same
//! path as a person's: version check, log row, announcements.

use super::{
    announce::queued, challenge::opening, random_seed, ChallengeRequest, Loaded, Result, Service,
    ServiceError, Update,
};
use crate::store::{
    from_db, scheme_name, to_db, GameRow, NewGame, Placement, StartClaim, Status, TurnClock,
};
use crate::words::{level_name, variant_name, words_with, Lang};
use rules::{AnyGame, Match, Side};

/// The computer as the opponent `/play` asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerRequest {
    /// How strongly it plays.
    pub level: ai::Level,
    /// The side the person plays (`None`: drawn at random).
    pub human_side: Option<Side>,
    /// The bot's own user, which plays the computer's side.
    pub bot_user: u64,
}

/// The computer's turn in one game, claimed for this process: what the search needs.
#[derive(Clone, Debug)]
pub struct ComputerTurn {
    /// The game.
    pub game_id: i64,
    /// Which side the computer plays.
    pub side: Side,
    /// The bot's user, which plays it.
    pub bot_user: u64,
    /// The game as stored (the search sees only what `side` may know of it).
    pub game: AnyGame,
    /// The search's settings (level, seed, limits).
    pub settings: ai::Settings,
    /// The game's version when the turn was claimed: the action is played only if the game
    /// is still there (not if another process took the turn over and played it meanwhile).
    pub version: i64,
}

/// How long a failed computer turn waits before another try (seconds).
const RETRY_SECS: i64 = 30;

impl Service {
    /// Starts a game of `req` against the computer at once, in `placement` (its thread) if
    /// given. The person plays the side they chose (or one drawn at random); games against the
    /// computer are never rated.
    pub async fn start_computer_game(
        &self,
        req: &ChallengeRequest,
        computer: &ComputerRequest,
        placement: Option<Placement>,
    ) -> Result<Update> {
        self.start_computer_game_with_limit(req, computer, placement, None, None)
            .await
    }

    /// [`Service::start_computer_game`], with the move time limit `fixed` in seconds if given
    /// (a rematch keeps its game's), and as the rematch of game `rematch_of` if given.
    pub(super) async fn start_computer_game_with_limit(
        &self,
        req: &ChallengeRequest,
        computer: &ComputerRequest,
        placement: Option<Placement>,
        fixed: Option<i64>,
        rematch_of: Option<i64>,
    ) -> Result<Update> {
        let terms = self.game_terms(req).await?;
        let limit = fixed.unwrap_or(terms.limit_secs);
        self.check_room_for_a_game(req.challenger, true).await?;
        let human_side = computer.human_side.unwrap_or(if random_seed() & 1 == 0 {
            Side::White
        } else {
            Side::Black
        });
        let (white, black) = match human_side {
            Side::White => (req.challenger, computer.bot_user),
            Side::Black => (computer.bot_user, req.challenger),
        };
        let seed = req.seed.unwrap_or_else(random_seed);
        let game =
            AnyGame::new(req.variant, seed).map_err(|_| ServiceError::NotPlayable(req.variant))?;
        let state = Match::new(game).to_json();
        let new = NewGame {
            variant: req.variant.id().to_owned(),
            guild_id: req.guild.map(to_db),
            channel_id: to_db(req.channel),
            white_id: to_db(white),
            black_id: to_db(black),
            challenger_id: to_db(req.challenger),
            state: state.clone(),
            status: Status::Active,
            rated: false,
            move_time_limit_secs: limit,
            computer: Some((human_side.opponent(), computer.level.name().to_owned())),
            threaded: false,
        };
        let level = computer.level;
        self.start_at_once(
            &new,
            placement,
            rematch_of.map(StartClaim::Rematch),
            Some((req.challenger, req.lang)),
            |game, id| {
                let lang = game.public_lang();
                words_with(
                    lang,
                    "computer-game-headline",
                    &[
                        ("variant", variant_name(lang, req.variant).into()),
                        ("level", level_name(lang, level).into()),
                        ("game", id.to_string().into()),
                        ("white", game.who(Side::White).words(lang).into()),
                        ("black", game.who(Side::Black).words(lang).into()),
                    ],
                )
            },
            "started-computer-ack",
        )
        .await
    }

    /// Inserts `new` as a game in progress (in `placement`, its thread, if given) with its
    /// opening announcements, in one transaction. With `rematch_of`, the rematch of that game
    /// is claimed in the same transaction, so a second click can never start a second one and a
    /// stop in between can never leave the old game pointing at a rematch that did not start.
    pub(super) async fn start_at_once(
        &self,
        new: &NewGame,
        placement: Option<Placement>,
        claim: Option<StartClaim>,
        actor: Option<(u64, Lang)>,
        headline: impl Fn(&Loaded, i64) -> String,
        ack: &str,
    ) -> Result<Update> {
        let now = self.clock.now();
        let clock = TurnClock {
            started_at: now,
            limit_secs: None,
        };
        // A lobby game's second home and names, as a game read back would carry them.
        let away = match &claim {
            Some(StartClaim::Lobby {
                away_channel,
                white_name,
                black_name,
                ..
            }) => Some((*away_channel, white_name.clone(), black_name.clone())),
            _ => None,
        };
        // The players' colours for their own boards, as a game read back would carry them.
        let white_scheme = self.store.scheme(new.white_id).await?;
        let black_scheme = self.store.scheme(new.black_id).await?;
        // The started game as it will read once inserted (its id comes from the insert).
        let started = |id: i64| -> Result<Loaded> {
            Loaded::new(GameRow {
                id,
                variant: new.variant.clone(),
                guild_id: new.guild_id,
                channel_id: placement.map_or(new.channel_id, |p| p.channel_id),
                white_id: new.white_id,
                black_id: new.black_id,
                challenger_id: new.challenger_id,
                state: new.state.clone(),
                version: 0,
                status: Status::Active.as_str().to_owned(),
                result: None,
                move_time_limit_secs: new.move_time_limit_secs,
                turn_started_at: Some(now),
                parent_channel_id: placement.map(|p| p.parent_channel_id),
                parent_message_id: placement.map(|p| p.parent_message_id),
                rated: i64::from(new.rated),
                reminders_sent: 0,
                rematch_game_id: None,
                computer_side: new
                    .computer
                    .as_ref()
                    .map(|(side, _)| side.name().to_owned()),
                computer_level: new.computer.as_ref().map(|(_, level)| level.clone()),
                white_scheme: Some(scheme_name(white_scheme).to_owned()),
                black_scheme: Some(scheme_name(black_scheme).to_owned()),
                open_seat: 0,
                expires_at: None,
                challenge_message_id: None,
                draw_offer_side: None,
                draw_offer_version: None,
                away_channel_id: away.as_ref().map(|a| a.0),
                white_name: away.as_ref().map(|a| a.1.clone()),
                black_name: away.as_ref().map(|a| a.2.clone()),
            })
        };
        // Who reads which language, looked up before the transaction (no reads inside it).
        let mut probe = started(0)?;
        self.speak(&mut probe, actor).await;
        let (due, langs) = (probe.computer_due(now), probe.langs);
        let started = |id: i64| -> Result<Loaded> {
            let mut game = started(id)?;
            game.langs = langs;
            Ok(game)
        };
        let mirror = |game: &Loaded, id: i64| {
            let made = opening(game, headline(game, id));
            super::lobby::for_both_homes(game, made, |there| opening(there, headline(there, id)))
        };
        let mut made = Vec::new();
        let (id, ids) = self
            .store
            .insert_active(new, clock, due, placement, claim, |id| {
                let Ok(game) = started(id) else {
                    return Vec::new();
                };
                made = mirror(&game, id);
                super::announce::payloads(&made)
            })
            .await?;
        let channel = placement.map_or(from_db(new.channel_id), |p| from_db(p.channel_id));
        Ok(Update {
            game_id: id,
            channel_id: channel,
            secret: false,
            ack: super::Post {
                text: words_with(
                    actor.map_or(langs.public, |(_, lang)| lang),
                    ack,
                    &[("game", id.to_string().into())],
                ),
                view: None,
            },
            queued: queued(id, ids, made),
            turn_changed: true,
            finished: None,
            computer_due: due.is_some(),
        })
    }

    /// Checks a new game's terms (variant, time limit, the player's room for another game)
    /// without starting it; returns whether it is to be played in a thread of its own.
    pub async fn check_new_game(&self, req: &ChallengeRequest) -> Result<bool> {
        let terms = self.game_terms(req).await?;
        self.check_room_for_a_game(req.challenger, true).await?;
        Ok(terms.threaded)
    }

    /// Claims one game in which the computer is to act and nobody is thinking about it yet;
    /// `None` if there is none. The caller searches ([`ComputerTurn::choose`], on a blocking
    /// thread) and plays the result with [`Service::play_computer`].
    pub async fn claim_computer_turn(&self) -> Result<Option<ComputerTurn>> {
        let now = self.clock.now();
        let Some(id) = self.store.claim_computer_turn(now).await? else {
            return Ok(None);
        };
        let loaded = self.load_id(id).await?;
        let side = Side::BOTH
            .into_iter()
            .find(|s| loaded.is_computer(*s) && loaded.game.to_act().includes(*s));
        let (Some(side), Some(level)) = (side, loaded.computer_level()) else {
            // Not the computer's turn after all (or no level): look again later.
            tracing::warn!(
                game = id,
                "a computer turn was due but the computer cannot act"
            );
            self.store
                .postpone_computer_turn(id, now, RETRY_SECS)
                .await?;
            return Ok(None);
        };
        // The search's own seed: fresh and secret for every turn, so nobody can rerun the
        // search from the public position to learn a secret choice (an Apocalypse move, a
        // trap square) or predict a mixed one; nothing of the game's (its seed stays out).
        let seed = random_seed();
        let mut settings = ai::Settings::new(level, seed);
        if let Some(cap) = self.computer_iterations {
            settings.iterations = Some(cap.min(level.iterations(loaded.game.variant())));
        }
        Ok(Some(ComputerTurn {
            game_id: id,
            side,
            bot_user: loaded.user(side),
            game: loaded.game.into_game(),
            settings,
            version: loaded.row.version,
        }))
    }

    /// Plays the computer's action `notation` in its claimed turn, as a person's action is
    /// played. Refused with [`ServiceError::Superseded`] if the game changed since the turn
    /// was claimed (a slow search whose lease ran out, and another process played the turn).
    pub async fn play_computer(&self, turn: &ComputerTurn, notation: &str) -> Result<Update> {
        let mut loaded = self.load_id(turn.game_id).await?;
        if loaded.row.version != turn.version {
            return Err(ServiceError::Superseded);
        }
        self.speak(&mut loaded, None).await;
        match self.try_play(loaded, turn.bot_user, notation).await {
            // A version conflict: someone acted while this move was being committed.
            Err(ServiceError::Busy) => Err(ServiceError::Superseded),
            other => other,
        }
    }

    /// The computer's search or move failed: try that game again later.
    pub async fn postpone_computer(&self, game_id: i64) -> Result<()> {
        self.store
            .postpone_computer_turn(game_id, self.clock.now(), RETRY_SECS)
            .await?;
        Ok(())
    }
}

impl ComputerTurn {
    /// The computer's action (its notation). Pure and CPU-bound: run it on a blocking thread.
    pub fn choose(&self) -> std::result::Result<ai::Choice, rules::RuleError> {
        ai::choose(&self.game, self.side, &self.settings)
    }
}
