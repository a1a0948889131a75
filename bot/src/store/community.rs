//! What a server's community keeps: ratings and their changes, per-server settings, rematch
//! offers, and the lists `/games` shows.

use super::deadline::Commits;
use super::{Dialect, GameRow, RatedEnd, Store, StoreError};
use crate::ratings::{after_game, Standing};
use sqlx::{Any, FromRow, Transaction};

/// One row of `ratings`: a player's standing in a variant on a server.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct RatingRow {
    /// The player.
    pub user_id: i64,
    /// The variant id.
    pub variant: String,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Rating deviation.
    pub deviation: f64,
    /// Volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// Wins.
    pub wins: i64,
    /// Draws.
    pub draws: i64,
    /// Losses.
    pub losses: i64,
    /// Consecutive wins (positive) or losses (negative).
    pub streak: i64,
}

impl RatingRow {
    /// The standing it records.
    pub fn standing(&self) -> Standing {
        Standing {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
            games: self.games,
            wins: self.wins,
            draws: self.draws,
            losses: self.losses,
            streak: self.streak,
        }
    }
}

/// How a rated game changed its players' ratings.
#[derive(Clone, Copy, Debug, PartialEq, FromRow)]
pub struct RatingChange {
    /// White's rating before the game.
    pub white_before: f64,
    /// White's rating after it.
    pub white_after: f64,
    /// Black's rating before the game.
    pub black_before: f64,
    /// Black's rating after it.
    pub black_after: f64,
}

/// A reminder to record: game, the turn it belongs to (by the turn's start), how many
/// reminders of that turn went out before, and how many now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reminded {
    /// The game.
    pub game_id: i64,
    /// When the reminded turn started.
    pub turn_started_at: i64,
    /// Reminders of the turn sent before.
    pub was: i64,
    /// Reminders of the turn sent with this one.
    pub now: i64,
}

/// A server's settings (`/settings`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Whether an accepted challenge opens a thread for its game.
    pub threads: bool,
    /// The default move time limit of new games, in seconds (`None`: the bot's default).
    pub move_time_limit_secs: Option<i64>,
    /// The variants that may be played (`None`: all).
    pub variants: Option<Vec<String>>,
    /// How long an open challenge waits for someone to accept, in seconds (`None`: 30 min).
    pub open_challenge_secs: Option<i64>,
    /// Whether `/play` makes casual (unrated) games unless asked for a rated one.
    pub casual: bool,
    /// A role whose members may organise tournaments (besides Manage Server).
    pub organiser_role: Option<i64>,
    /// The lobby channel (where this server's games with other servers are played, each in a
    /// thread of it); `None`: not in the lobby.
    pub lobby_channel: Option<i64>,
    /// The language of public posts chosen with `/settings language` (a `locales/` folder;
    /// `None`: the server's Discord language).
    pub language: Option<String>,
    /// The server's Discord locale as last seen on an interaction there.
    pub guild_locale: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            threads: true,
            move_time_limit_secs: None,
            variants: None,
            open_challenge_secs: None,
            casual: false,
            organiser_role: None,
            lobby_channel: None,
            language: None,
            guild_locale: None,
        }
    }
}

/// `SELECT <every ratings column> FROM ratings` followed by `$tail`, as one `&'static str`.
macro_rules! select_ratings {
    ($tail:literal $(,)?) => {
        concat!(
            "SELECT user_id, variant, rating, deviation, volatility, games, wins, draws, losses, \
             streak FROM ratings",
            $tail
        )
    };
}

/// How long a server's settings are taken as read (see [`Store::settings`]).
const SETTINGS_FRESH: std::time::Duration = std::time::Duration::from_secs(2);

/// Past this many servers in the settings cache, stale entries are dropped.
const SETTINGS_CACHED: usize = 10_000;

/// Games in progress due a reminder at `$1` (now): the half-time one (half the turn is over,
/// none sent yet) or the last call (a tenth of the limit, at most an hour, before the claim),
/// while the time is not up yet (the same rule as `service::reminders::due`). The inner select
/// is answered from the `games_turn_clocks` index alone, so the poll reads only the games it
/// returns, not every game's state.
pub(crate) const REMINDER_CANDIDATES: &str = super::select_games!(
    " WHERE id IN (SELECT id FROM games WHERE status = 'active' \
      AND turn_started_at IS NOT NULL AND ($1 - turn_started_at) < move_time_limit_secs AND (\
        (reminders_sent = 0 AND ($1 - turn_started_at) * 2 >= move_time_limit_secs) \
        OR (reminders_sent = 1 \
          AND ($1 - turn_started_at) >= move_time_limit_secs - move_time_limit_secs / 10 \
          AND ($1 - turn_started_at) >= move_time_limit_secs - 3600))) ORDER BY id"
);

impl Store {
    /// Applies a rated game's result to both players' ratings, inside the transaction that
    /// ends the game, and records the change (once: `rating_changes` is keyed by game).
    pub(super) async fn rate(
        &self,
        tx: &mut Transaction<'_, Any>,
        game_id: i64,
        end: RatedEnd,
    ) -> Result<(), StoreError> {
        let variant: (String,) = sqlx::query_as("SELECT variant FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_one(&mut **tx)
            .await?;
        let variant = variant.0;
        // Both players' rows exist before they are read (a first rated game starts from the
        // defaults), so that on PostgreSQL `FOR UPDATE` has a row to lock; and they are locked
        // in the order of the user ids, so that two games between the same players ending at
        // once wait for each other instead of deadlocking. SQLite: this transaction already
        // holds the database's write lock.
        let mut users = [end.white_id, end.black_id];
        users.sort_unstable();
        let mut read = Vec::with_capacity(2);
        for user in users {
            write_standing(
                tx,
                end.guild_id,
                &variant,
                user,
                &Standing::default(),
                false,
            )
            .await?;
            let sql = match self.dialect {
                Dialect::Sqlite => {
                    select_ratings!(" WHERE guild_id = $1 AND variant = $2 AND user_id = $3")
                }
                Dialect::Postgres => select_ratings!(
                    " WHERE guild_id = $1 AND variant = $2 AND user_id = $3 FOR UPDATE"
                ),
            };
            let row: RatingRow = sqlx::query_as(sql)
                .bind(end.guild_id)
                .bind(&variant)
                .bind(user)
                .fetch_one(&mut **tx)
                .await?;
            read.push((user, row.standing()));
        }
        let standing_of = |user: i64| {
            read.iter()
                .find(|(u, _)| *u == user)
                .map(|(_, s)| *s)
                .unwrap_or_default()
        };
        let standings = [standing_of(end.white_id), standing_of(end.black_id)];
        let (white, black) = after_game(&standings[0], &standings[1], end.score);
        for (user, standing) in [(end.white_id, white), (end.black_id, black)] {
            write_standing(tx, end.guild_id, &variant, user, &standing, true).await?;
        }
        sqlx::query(
            "INSERT INTO rating_changes (game_id, white_before, white_after, black_before, \
             black_after) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(game_id)
        .bind(standings[0].rating)
        .bind(white.rating)
        .bind(standings[1].rating)
        .bind(black.rating)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// How game `game_id` changed its players' ratings, if it was rated and has ended.
    pub async fn rating_change(&self, game_id: i64) -> Result<Option<RatingChange>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT white_before, white_after, black_before, black_after FROM rating_changes \
             WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// The best `limit` players of `variant` on server `guild_id`, best first (ties: more games
    /// first, then the lower user id, so that `rank_of` agrees).
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        variant: &str,
        limit: i64,
    ) -> Result<Vec<RatingRow>, StoreError> {
        Ok(sqlx::query_as(select_ratings!(
            " WHERE guild_id = $1 AND variant = $2 ORDER BY rating DESC, games DESC, user_id \
             LIMIT $3"
        ))
        .bind(guild_id)
        .bind(variant)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    /// `user_id`'s place (1 = best) on the `variant` leaderboard of `guild_id`, with their row.
    pub async fn rank_of(
        &self,
        guild_id: i64,
        variant: &str,
        user_id: i64,
    ) -> Result<Option<(i64, RatingRow)>, StoreError> {
        let row: Option<RatingRow> = sqlx::query_as(select_ratings!(
            " WHERE guild_id = $1 AND variant = $2 AND user_id = $3"
        ))
        .bind(guild_id)
        .bind(variant)
        .bind(user_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let (above,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = $1 AND variant = $2 AND \
             (rating > $3 OR (rating = $3 AND (games > $4 OR (games = $4 AND user_id < $5))))",
        )
        .bind(guild_id)
        .bind(variant)
        .bind(row.rating)
        .bind(row.games)
        .bind(user_id)
        .fetch_one(&self.pool)
        .await?;
        Ok(Some((above + 1, row)))
    }

    /// Every rating `user_id` has on server `guild_id`, by variant id.
    pub async fn ratings_of(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Vec<RatingRow>, StoreError> {
        Ok(sqlx::query_as(select_ratings!(
            " WHERE guild_id = $1 AND user_id = $2 ORDER BY variant"
        ))
        .bind(guild_id)
        .bind(user_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Server `guild_id`'s settings (the defaults if it never changed them). Kept for
    /// [`SETTINGS_FRESH`] after a read: a change made by this process is seen at once, one made
    /// by another process within that time.
    pub async fn settings(&self, guild_id: i64) -> Result<Settings, StoreError> {
        let changes = {
            let cache = self.settings_cache.lock().unwrap();
            if let Some((read, settings)) = cache.read.get(&guild_id) {
                if read.elapsed() < SETTINGS_FRESH {
                    return Ok(settings.clone());
                }
            }
            cache.changes
        };
        let settings = self.read_settings(guild_id).await?;
        let mut cache = self.settings_cache.lock().unwrap();
        // A change made meanwhile may not be in what was read: not cached then.
        if cache.changes == changes {
            if cache.read.len() >= SETTINGS_CACHED {
                cache
                    .read
                    .retain(|_, (read, _)| read.elapsed() < SETTINGS_FRESH);
            }
            cache
                .read
                .insert(guild_id, (std::time::Instant::now(), settings.clone()));
        }
        Ok(settings)
    }

    async fn read_settings(&self, guild_id: i64) -> Result<Settings, StoreError> {
        type Row = (
            i64,
            Option<i64>,
            Option<String>,
            Option<i64>,
            i64,
            Option<i64>,
            Option<i64>,
            Option<String>,
            Option<String>,
        );
        let row: Option<Row> = sqlx::query_as(
            "SELECT threads, move_time_limit_secs, variants, open_challenge_secs, casual, \
             organiser_role, lobby_channel_id, language, \
             (SELECT locale FROM guild_locales WHERE guild_locales.guild_id = guild_settings.guild_id) \
             FROM guild_settings WHERE guild_id = $1",
        )
        .bind(guild_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            // No settings chosen: the defaults, with the server's Discord language if seen.
            None => Settings {
                guild_locale: sqlx::query_scalar(
                    "SELECT locale FROM guild_locales WHERE guild_id = $1",
                )
                .bind(guild_id)
                .fetch_optional(&self.pool)
                .await?,
                ..Settings::default()
            },
            Some((threads, limit, variants, open_secs, casual, role, lobby, language, locale)) => {
                Settings {
                    threads: threads != 0,
                    move_time_limit_secs: limit,
                    variants: variants.map(|v| {
                        v.split(',')
                            .filter(|s| !s.is_empty())
                            .map(str::to_owned)
                            .collect()
                    }),
                    open_challenge_secs: open_secs,
                    casual: casual != 0,
                    organiser_role: role,
                    lobby_channel: lobby,
                    language,
                    guild_locale: locale,
                }
            }
        })
    }

    /// Saves server `guild_id`'s settings.
    pub async fn save_settings(
        &self,
        guild_id: i64,
        settings: &Settings,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, threads, move_time_limit_secs, variants, \
             open_challenge_secs, casual, organiser_role, lobby_channel_id, language) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (guild_id) DO UPDATE SET \
             threads = excluded.threads, move_time_limit_secs = excluded.move_time_limit_secs, \
             variants = excluded.variants, open_challenge_secs = excluded.open_challenge_secs, \
             casual = excluded.casual, organiser_role = excluded.organiser_role, \
             lobby_channel_id = excluded.lobby_channel_id, language = excluded.language",
        )
        .bind(guild_id)
        .bind(i64::from(settings.threads))
        .bind(settings.move_time_limit_secs)
        .bind(settings.variants.as_ref().map(|v| v.join(",")))
        .bind(settings.open_challenge_secs)
        .bind(i64::from(settings.casual))
        .bind(settings.organiser_role)
        .bind(settings.lobby_channel)
        .bind(settings.language.as_deref())
        .execute(&self.writes)
        .committing()
        .await?;
        self.settings_cache.lock().unwrap().changed(guild_id);
        Ok(())
    }

    /// Records `user_id`'s wish for a rematch of `game_id`, with the announcements `announce`
    /// makes (given every player who has asked so far, and whether this wish is new) in the
    /// same transaction; returns those players (the caller starts the rematch once both have)
    /// and the outbox rows.
    pub async fn offer_rematch(
        &self,
        game_id: i64,
        user_id: i64,
        announce: impl FnOnce(&[i64], bool) -> Vec<String>,
    ) -> Result<(Vec<i64>, Vec<i64>), StoreError> {
        let mut tx = self.writes.begin().await?;
        let fresh = sqlx::query(
            "INSERT INTO rematch_offers (game_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        )
        .bind(game_id)
        .bind(user_id)
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        let rows: Vec<(i64,)> = sqlx::query_as(
            "SELECT user_id FROM rematch_offers WHERE game_id = $1 ORDER BY user_id",
        )
        .bind(game_id)
        .fetch_all(&mut *tx)
        .await?;
        let offers: Vec<i64> = rows.into_iter().map(|(u,)| u).collect();
        let queued = self
            .queue(&mut tx, game_id, &announce(&offers, fresh))
            .await?;
        tx.commit().committing().await?;
        Ok((offers, queued))
    }

    /// A live game in `place` (played there, or in a thread under it) in which `a` or `b`
    /// plays, if any.
    pub async fn live_game_with(
        &self,
        place: i64,
        a: i64,
        b: i64,
    ) -> Result<Option<i64>, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as(
            "SELECT id FROM games WHERE status IN ('challenge', 'active') \
             AND (channel_id = $1 OR parent_channel_id = $1) \
             AND (white_id IN ($2, $3) OR black_id IN ($2, $3)) ORDER BY id LIMIT 1",
        )
        .bind(place)
        .bind(a)
        .bind(b)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(id,)| id))
    }

    /// Games in progress due a reminder at `now` (the caller works out which one).
    pub async fn reminder_candidates(&self, now: i64) -> Result<Vec<GameRow>, StoreError> {
        Ok(sqlx::query_as::<_, GameRow>(REMINDER_CANDIDATES)
            .bind(now)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Records a reminder and queues its DMs, in one transaction; fails with
    /// [`StoreError::Conflict`] if the game moved to another turn or someone else recorded it
    /// first (so it is sent once).
    pub async fn mark_reminded(
        &self,
        reminded: &Reminded,
        announcements: &[String],
    ) -> Result<Vec<i64>, StoreError> {
        let mut tx = self.writes.begin().await?;
        let done = sqlx::query(
            "UPDATE games SET reminders_sent = $1 WHERE id = $2 AND status = 'active' \
             AND turn_started_at = $3 AND reminders_sent = $4",
        )
        .bind(reminded.now)
        .bind(reminded.game_id)
        .bind(reminded.turn_started_at)
        .bind(reminded.was)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        let ids = self.queue(&mut tx, reminded.game_id, announcements).await?;
        tx.commit().committing().await?;
        Ok(ids)
    }

    /// The live games (open challenges and games in progress) `user_id` plays in, on server
    /// `guild_id` or (with `None`) anywhere; oldest first.
    pub async fn live_games_of(
        &self,
        user_id: i64,
        guild_id: Option<i64>,
    ) -> Result<Vec<GameRow>, StoreError> {
        const SQL: &str = super::select_games!(
            " WHERE (white_id = $1 OR black_id = $1) AND status IN ('challenge', 'active') \
              AND ($2 IS NULL OR guild_id = $2 OR away_channel_id IS NOT NULL) ORDER BY id"
        );
        Ok(sqlx::query_as::<_, GameRow>(SQL)
            .bind(user_id)
            .bind(guild_id)
            .fetch_all(&self.pool)
            .await?)
    }
}

/// `INSERT` of a whole `ratings` row; `$on_conflict` says what happens to a stored one.
macro_rules! insert_rating {
    ($on_conflict:literal) => {
        concat!(
            "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility, \
             games, wins, draws, losses, streak) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) \
             ON CONFLICT (guild_id, variant, user_id) DO ",
            $on_conflict
        )
    };
}

/// Writes `user`'s standing in `variant` on `guild`: replacing the stored one if `replace`,
/// else only if there is none yet.
async fn write_standing(
    tx: &mut Transaction<'_, Any>,
    guild: i64,
    variant: &str,
    user: i64,
    standing: &Standing,
    replace: bool,
) -> Result<(), StoreError> {
    let sql = if replace {
        insert_rating!(
            "UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, games = excluded.games, \
             wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, \
             streak = excluded.streak"
        )
    } else {
        insert_rating!("NOTHING")
    };
    sqlx::query(sql)
        .bind(guild)
        .bind(variant)
        .bind(user)
        .bind(standing.rating)
        .bind(standing.deviation)
        .bind(standing.volatility)
        .bind(standing.games)
        .bind(standing.wins)
        .bind(standing.draws)
        .bind(standing.losses)
        .bind(standing.streak)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::reminder_due;

    /// The reminder poll returns exactly the games `reminder_due` has a reminder for, over a
    /// grid of move time limits, elapsed times and reminders already sent.
    #[tokio::test]
    async fn the_reminder_poll_finds_exactly_the_games_due_a_reminder() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("due.db").display());
        let store = Store::open(&url).await.unwrap();
        let now = 10_000_000;
        let mut expected = Vec::new();
        let mut channel = 0;
        for limit in [60, 600, 36_000, 86_400, 604_800] {
            for elapsed in [
                0,
                limit / 2 - 1,
                limit / 2,
                limit - limit / 10 - 1,
                limit - 3_601,
            ]
            .into_iter()
            .chain([limit - 3_600, limit - limit / 10, limit - 1, limit + 5])
            {
                for sent in 0..=2 {
                    channel += 1;
                    let id = store
                        .insert_game(&super::super::NewGame {
                            variant: "oracle".into(),
                            guild_id: None,
                            channel_id: channel,
                            white_id: 1,
                            black_id: 2,
                            challenger_id: 1,
                            state: "{}".into(),
                            status: super::super::Status::Challenge,
                            rated: false,
                            move_time_limit_secs: limit,
                            computer: None,
                            threaded: false,
                        })
                        .await
                        .unwrap();
                    sqlx::query(
                        "UPDATE games SET status = 'active', turn_started_at = $1, \
                         reminders_sent = $2 WHERE id = $3",
                    )
                    .bind(now - elapsed)
                    .bind(sent)
                    .bind(id)
                    .execute(&store.writes)
                    .await
                    .unwrap();
                    if reminder_due(now, now - elapsed, limit, sent).is_some() {
                        expected.push(id);
                    }
                }
            }
        }
        let found: Vec<i64> = store
            .reminder_candidates(now)
            .await
            .unwrap()
            .into_iter()
            .map(|row| row.id)
            .collect();
        assert!(!expected.is_empty());
        assert_eq!(found, expected);
    }
}
