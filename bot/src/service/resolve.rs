//! Finding the game a request is about: the one in a channel (or in the user's thread under it),
//! the user's own from a direct message, or an explicit game number; and how a finished game is
//! named in refusals.

use super::{side_of, Ambiguity, Ended, Loaded, Result, Service, ServiceError};
use crate::store::{to_db, GameRow, Status};
use crate::words::Lang;

/// Where a command was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A server channel or thread (its id).
    Channel(u64),
    /// A direct message with the bot: the game is found from the user.
    Direct,
}

/// Which game a request is about: the one in a place, or an explicit game id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// Where the request came from.
    pub place: Place,
    /// An explicit game id (from a button, a menu or the `game` option); wins over `place`.
    pub game: Option<i64>,
    /// The language of the private reply to the request (the player's).
    pub lang: Lang,
}

impl Target {
    /// The live game in channel `id`.
    pub fn channel(id: u64) -> Target {
        Target {
            place: Place::Channel(id),
            game: None,
            lang: Lang::En,
        }
    }

    /// The user's game, from a direct message.
    pub fn direct() -> Target {
        Target {
            place: Place::Direct,
            game: None,
            lang: Lang::En,
        }
    }

    /// Game number `id`.
    pub fn game(id: i64) -> Target {
        Target {
            place: Place::Direct,
            game: Some(id),
            lang: Lang::En,
        }
    }

    /// `self`, answered in `lang`.
    pub fn with_lang(mut self, lang: Lang) -> Target {
        self.lang = lang;
        self
    }

    /// `self` with an explicit game id if `game` is `Some`.
    pub fn with_game(mut self, game: Option<i64>) -> Target {
        if game.is_some() {
            self.game = game;
        }
        self
    }
}

impl Service {
    /// Game number `id`.
    pub(super) async fn load_id(&self, id: i64) -> Result<Loaded> {
        let row = self
            .store
            .game(id)
            .await?
            .ok_or(ServiceError::NoSuchGame(id))?;
        Loaded::new(row)
    }

    /// Finds the game a request is about. In a direct message that is the user's game awaiting
    /// their action (or their only game in progress).
    pub(super) async fn resolve(&self, target: &Target, user: u64) -> Result<Loaded> {
        match (target.game, target.place) {
            (Some(id), _) => self.load_id(id).await,
            (None, Place::Channel(channel)) => self.resolve_in_channel(channel, user).await,
            (None, Place::Direct) => self.resolve_direct(user).await,
        }
    }

    /// The game in progress in `channel`; else `user`'s game in a thread under it, if just
    /// one; else the channel's open challenge. A move that just missed the end of the channel's
    /// last game (a draw accepted a moment before), or of the user's game in a thread under it,
    /// hears how that game ended, not that there is none.
    async fn resolve_in_channel(&self, channel: u64, user: u64) -> Result<Loaded> {
        let here = self.store.live_game_in_channel(to_db(channel)).await?;
        if let Some(row) = here.as_ref().filter(|r| r.status() == Status::Active) {
            return Loaded::new(row.clone());
        }
        let mut under: Vec<GameRow> = self
            .store
            .live_games_of(to_db(user), None)
            .await?
            .into_iter()
            .filter(|g| g.parent_channel_id == Some(to_db(channel)) && g.status() == Status::Active)
            .collect();
        match under.len() {
            1 => return Loaded::new(under.remove(0)),
            0 => {}
            _ => {
                return Err(ServiceError::WhichGame {
                    games: under.iter().map(|g| g.id).collect(),
                    why: Ambiguity::InThreads,
                })
            }
        }
        if let Some(row) = here {
            return Loaded::new(row);
        }
        match self.last_game_here(channel, user).await? {
            Some(row) if row.status() == Status::Finished => {
                Err(ServiceError::GameOver(Some(ended(&row))))
            }
            _ => Err(ServiceError::NoGameHere),
        }
    }

    /// From a direct message: the one game of `user`'s waiting for them, else their only game
    /// in progress.
    async fn resolve_direct(&self, user: u64) -> Result<Loaded> {
        let mut games = Vec::new();
        for row in self.store.active_games_of(to_db(user)).await? {
            games.push(Loaded::new(row)?);
        }
        let waiting: Vec<usize> = (0..games.len())
            .filter(|&i| {
                let g = &games[i];
                g.side_of(user)
                    .is_some_and(|side| g.game.to_act().includes(side))
            })
            .collect();
        match (waiting.len(), games.len()) {
            (1, _) => Ok(games.swap_remove(waiting[0])),
            (0, 1) => Ok(games.swap_remove(0)),
            (0, 0) => Err(ServiceError::NothingToPlay(
                self.store
                    .latest_finished_game_of(to_db(user))
                    .await?
                    .map(|row| ended(&row)),
            )),
            (0, _) => Err(ServiceError::WhichGame {
                games: games.iter().map(|g| g.row.id).collect(),
                why: Ambiguity::InProgress,
            }),
            _ => Err(ServiceError::WhichGame {
                games: waiting.iter().map(|&i| games[i].row.id).collect(),
                why: Ambiguity::Waiting,
            }),
        }
    }

    /// Like [`Service::resolve`], but also finds the last finished game in a channel (for
    /// `/board`, `/history` and `/export` after a game ended), or in a thread under it.
    pub(super) async fn resolve_any(&self, target: &Target, user: u64) -> Result<Loaded> {
        match self.resolve(target, user).await {
            Err(ServiceError::NoGameHere | ServiceError::GameOver(_)) => {
                let Place::Channel(channel) = target.place else {
                    return Err(ServiceError::NoGameHere);
                };
                let here = self.store.latest_game_in_channel(to_db(channel)).await?;
                let under = self.store.latest_thread_game_under(to_db(channel)).await?;
                let row = here
                    .into_iter()
                    .chain(under)
                    .max_by_key(|row| row.id)
                    .ok_or(ServiceError::NoGameHere)?;
                Loaded::new(row)
            }
            other => other,
        }
    }

    /// The finished game a move sent to `target` by `user` may have been meant for: in a
    /// channel its last game (or the user's in a thread under it), in a DM the user's last.
    pub(super) async fn last_game_of_here(
        &self,
        target: &Target,
        user: u64,
    ) -> Result<Option<Loaded>> {
        let row = match target.place {
            Place::Direct => self.store.latest_finished_game_of(to_db(user)).await?,
            Place::Channel(channel) => self.last_game_here(channel, user).await?,
        };
        match row.filter(|r| r.status() == Status::Finished && side_of(r, user).is_some()) {
            Some(row) => Ok(Some(Loaded::new(row)?)),
            None => Ok(None),
        }
    }

    /// The newest started game of `channel`: its own, or `user`'s in a thread under it.
    pub(super) async fn last_game_here(&self, channel: u64, user: u64) -> Result<Option<GameRow>> {
        let here = self.store.latest_game_in_channel(to_db(channel)).await?;
        let under = self
            .store
            .latest_thread_game_of(to_db(channel), to_db(user))
            .await?;
        Ok(here.into_iter().chain(under).max_by_key(|row| row.id))
    }
}

/// A finished game as refusals name it: "game #12, White wins: checkmate".
pub(super) fn ended(row: &GameRow) -> Ended {
    Ended {
        game: row.id,
        result: row.result.clone(),
    }
}

/// Refuses an action on a game that is not in progress, saying why.
pub(super) fn check_in_progress(row: &GameRow) -> Result<()> {
    match row.status() {
        Status::Active => Ok(()),
        Status::Challenge => Err(ServiceError::NotStarted(row.id)),
        Status::Finished => Err(ServiceError::GameOver(Some(ended(row)))),
        how @ (Status::Declined | Status::Cancelled) => Err(ServiceError::ChallengeClosed(how)),
    }
}
