//! What a community asks about and sets: `/leaderboard`, `/stats`, `/games` and `/settings`.

use super::errors::side_words;
use super::{
    describe::next_line, format_duration, BadInput, Loaded, Result, Service, ServiceError,
    MAX_MOVE_TIME_LIMIT, MIN_MOVE_TIME_LIMIT,
};
use crate::ratings::signed;
use crate::store::{from_db, to_db, RatingRow, Settings, Status, GLOBAL_POOL};
use crate::words::{variant_name, words, words_with, Lang};
use rules::{Side, ToAct, VariantId};

/// How many players `/leaderboard` lists.
pub const LEADERBOARD_SIZE: i64 = 10;

/// "3 wins in a row", "1 loss in a row", "no streak", in `lang`.
fn streak(n: i64, lang: Lang) -> String {
    match n {
        0 => words(lang, "stats-no-streak"),
        n if n > 0 => words_with(lang, "stats-wins-in-a-row", &[("count", n.into())]),
        n => words_with(lang, "stats-losses-in-a-row", &[("count", (-n).into())]),
    }
}

/// One leaderboard line: "3. <@u> **1612** (14 games)"; on the global leaderboard the player's
/// lobby name (`Some`) instead of a mention, which does not resolve in other servers.
fn board_line(rank: i64, row: &RatingRow, name: Option<&str>, lang: Lang) -> String {
    let who = name.map_or_else(|| format!("<@{}>", from_db(row.user_id)), str::to_owned);
    words_with(
        lang,
        "leaderboard-line",
        &[
            ("rank", rank.to_string().into()),
            ("who", who.into()),
            ("rating", (row.rating.round() as i64).to_string().into()),
            ("games", row.games.into()),
        ],
    )
}

impl Service {
    /// How a player is named on a leaderboard: on the global one (`global`), by their latest
    /// lobby name, bold; else `None` (a mention).
    async fn shown_in_pool(&self, global: bool, user: i64) -> Result<Option<String>> {
        if !global {
            return Ok(None);
        }
        Ok(self
            .store
            .lobby_name(user)
            .await?
            .map(|n| format!("**{n}**")))
    }

    /// `/leaderboard`: the best players of `variant` on server `guild`, and where `caller`
    /// stands if they are not among them.
    pub async fn leaderboard(
        &self,
        guild: u64,
        variant: VariantId,
        caller: u64,
        lang: Lang,
    ) -> Result<String> {
        let top = self
            .store
            .leaderboard(to_db(guild), variant.id(), LEADERBOARD_SIZE)
            .await?;
        let global = to_db(guild) == GLOBAL_POOL;
        let (title, empty) = if global {
            ("leaderboard-global-title", "leaderboard-global-empty")
        } else {
            ("leaderboard-title", "leaderboard-empty")
        };
        let named = |key: &str| {
            words_with(
                lang,
                key,
                &[("variant", variant_name(lang, variant).into())],
            )
        };
        let (title, empty) = (named(title), named(empty));
        let mut lines = vec![title];
        if top.is_empty() {
            lines.push(empty);
            return Ok(lines.join("\n"));
        }
        for (i, row) in top.iter().enumerate() {
            let name = self.shown_in_pool(global, row.user_id).await?;
            lines.push(board_line(i as i64 + 1, row, name.as_deref(), lang));
        }
        if !top.iter().any(|r| from_db(r.user_id) == caller) {
            match self
                .store
                .rank_of(to_db(guild), variant.id(), to_db(caller))
                .await?
            {
                Some((rank, row)) => {
                    lines.push("…".to_owned());
                    let name = self.shown_in_pool(global, row.user_id).await?;
                    lines.push(board_line(rank, &row, name.as_deref(), lang));
                }
                None => lines.push(words(lang, "leaderboard-unrated")),
            }
        }
        Ok(lines.join("\n"))
    }

    /// `/stats`: `user`'s rating and record in every variant they have played rated on server
    /// `guild`.
    pub async fn stats(&self, guild: u64, user: u64, lang: Lang) -> Result<String> {
        let rows = self.store.ratings_of(to_db(guild), to_db(user)).await?;
        let mut lines = vec![words_with(
            lang,
            "stats-title",
            &[("user", format!("<@{user}>").into())],
        )];
        if rows.is_empty() {
            lines.push(words(lang, "stats-none"));
        }
        for row in rows {
            lines.push(rating_line(&row, lang));
        }
        // Lobby games are rated in the global pool, apart from this server's.
        let global = self
            .store
            .ratings_of(crate::store::GLOBAL_POOL, to_db(user))
            .await?;
        if !global.is_empty() {
            lines.push(words(lang, "stats-global"));
        }
        for row in global {
            lines.push(rating_line(&row, lang));
        }
        // Casual games count apart: they change no rating.
        let (won, drawn, lost) = self.store.casual_record(to_db(guild), to_db(user)).await?;
        if won + drawn + lost > 0 {
            lines.push(words_with(
                lang,
                "stats-casual",
                &[
                    ("won", won.into()),
                    ("drawn", drawn.into()),
                    ("lost", lost.into()),
                ],
            ));
        }
        // Puzzles are the player's own, wherever they were solved.
        lines.extend(self.puzzle_record(user).await?.line(lang));
        Ok(lines.join("\n"))
    }

    /// `/games`: `user`'s live games on server `guild` (or, from a DM, everywhere): variant,
    /// opponent, whose turn, the time left to move, and where the game is; in `lang`.
    pub async fn games(&self, user: u64, guild: Option<u64>, lang: Lang) -> Result<String> {
        let rows = self
            .store
            .live_games_of(to_db(user), guild.map(to_db))
            .await?;
        if rows.is_empty() {
            return Ok(words(lang, "games-none"));
        }
        let now = self.clock.now();
        let mut lines = vec![words(lang, "games-heading")];
        for row in rows {
            // A game that does not load is listed by number only; the others still show.
            let id = row.id;
            let loaded = match Loaded::new(row) {
                Ok(loaded) => loaded,
                Err(e) => {
                    tracing::error!(
                        game = id,
                        "the game list skips a game that does not load: {e}"
                    );
                    lines.push(words_with(
                        lang,
                        "games-unreadable",
                        &[("game", id.to_string().into())],
                    ));
                    continue;
                }
            };
            let Some(side) = loaded.side_of(user) else {
                continue;
            };
            lines.push(game_line(&loaded, user, side, guild.is_some(), now, lang));
        }
        Ok(lines.join("\n"))
    }
}

/// One line of `/games`: the game, the opponent, where, whose turn and the time left.
fn game_line(
    loaded: &Loaded,
    user: u64,
    side: Side,
    in_server: bool,
    now: i64,
    lang: Lang,
) -> String {
    let opponent = if loaded.row.is_open_challenge() {
        words(lang, "games-anyone")
    } else {
        super::lobby::text_in_home(
            &loaded.row,
            &format!("<@{}>", loaded.user(side.opponent())),
            user,
        )
    };
    // In a server the mention reads well; in a DM the link opens the game.
    let place = if in_server {
        format!("<#{}>", from_db(loaded.row.home_of(to_db(user))))
    } else {
        loaded.place_for(user)
    };
    let head = words_with(
        lang,
        "games-line",
        &[
            ("game", loaded.row.id.to_string().into()),
            ("variant", variant_name(lang, loaded.game.variant()).into()),
            ("opponent", opponent.into()),
            ("side", side_words(lang, side).into()),
            ("place", place.into()),
        ],
    );
    let state = if loaded.row.status() == Status::Challenge {
        words(lang, "games-challenge")
    } else {
        let to_act = loaded.game.to_act();
        let whose = match &to_act {
            t if t.includes(side) => words(lang, "games-your-turn"),
            ToAct::Side(_) | ToAct::Decision { .. } => words(lang, "games-their-turn"),
            ToAct::Simultaneous(_) => words(lang, "games-move-in"),
            ToAct::Over => next_line(loaded, &to_act, ""),
        };
        let left = loaded
            .row
            .turn_started_at
            .map(|start| loaded.row.move_time_limit_secs - (now - start))
            .map_or(String::new(), |secs| {
                let opponent = side.opponent();
                let key = match secs {
                    secs if secs > 0 => {
                        return words_with(
                            lang,
                            "games-left",
                            &[
                                ("left", format_duration(secs).into()),
                                ("at", super::discord_time(now + secs, 'R').into()),
                            ],
                        )
                    }
                    // Only a person who has done their part may claim.
                    _ if !to_act.includes(side) => "games-time-up-claim",
                    _ if to_act.includes(opponent) || loaded.is_computer(opponent) => {
                        "games-time-up"
                    }
                    _ => "games-time-up-opponent",
                };
                words(lang, key)
            });
        format!("{whose}{left}")
    };
    format!("{head}: {state}")
}

impl Service {
    /// `/settings` without changes: server `guild`'s settings, described, for a member who may
    /// manage the server (`is_admin`).
    pub async fn settings(&self, guild: u64, is_admin: bool, lang: Lang) -> Result<String> {
        if !is_admin {
            return Err(ServiceError::NotAdmin);
        }
        let settings = self.store.settings(to_db(guild)).await?;
        Ok(self.describe_settings(&settings, lang))
    }

    /// `/settings` with changes, by a member who may manage the server (`is_admin`): threads
    /// on or off, the default move time limit (`default` for the bot's), the enabled variants
    /// (`all`, or ids separated by commas or spaces). Nothing changes if any part is wrong.
    pub async fn change_settings(
        &self,
        guild: u64,
        is_admin: bool,
        change: &SettingsChange<'_>,
        lang: Lang,
    ) -> Result<String> {
        if !is_admin {
            return Err(ServiceError::NotAdmin);
        }
        let SettingsChange {
            threads,
            move_time_limit,
            variants,
            open_challenge_expiry,
            rated,
            organiser_role,
            lobby,
            language,
        } = *change;
        let mut settings = self.store.settings(to_db(guild)).await?;
        if let Some(text) = open_challenge_expiry {
            settings.open_challenge_secs = super::open_play::parse_open_expiry(text)?;
        }
        if let Some(rated) = rated {
            settings.casual = !rated;
        }
        if let Some(role) = organiser_role {
            settings.organiser_role = role.map(to_db);
        }
        if let Some(on) = threads {
            settings.threads = on;
        }
        if let Some(text) = move_time_limit {
            settings.move_time_limit_secs = if text.trim().eq_ignore_ascii_case("default") {
                None
            } else {
                let limit = crate::config::parse_duration(text)
                    .filter(|d| (MIN_MOVE_TIME_LIMIT..=MAX_MOVE_TIME_LIMIT).contains(d))
                    .ok_or_else(|| BadInput::NotATimeLimit(text.trim().to_owned()))?;
                Some(limit.as_secs() as i64)
            };
        }
        if let Some(text) = variants {
            settings.variants = parse_variants(text)?;
        }
        if let Some(lobby) = lobby {
            settings.lobby_channel = lobby.map(to_db);
        }
        if let Some(language) = language {
            settings.language = language.map(|l| l.tag().to_owned());
        }
        self.store.save_settings(to_db(guild), &settings).await?;
        if lobby == Some(None) {
            // Leaving the lobby: no new games (those in progress play on).
            self.store.cancel_seeks_of_guild(to_db(guild)).await?;
        }
        Ok(format!(
            "{}\n{}",
            words(lang, "settings-saved"),
            self.describe_settings(&settings, lang)
        ))
    }

    /// The server's settings in `lang`, one line each.
    fn describe_settings(&self, settings: &Settings, lang: Lang) -> String {
        let w = |key: &str| words(lang, key);
        let limit = settings.move_time_limit_secs.map_or_else(
            || {
                words_with(
                    lang,
                    "settings-limit-default",
                    &[(
                        "limit",
                        format_duration(self.move_time_limit.as_secs() as i64).into(),
                    )],
                )
            },
            format_duration,
        );
        let variants = match &settings.variants {
            None => w("settings-variants-all"),
            Some(ids) => ids
                .iter()
                .filter_map(|id| VariantId::parse(id))
                .map(VariantId::title)
                .collect::<Vec<_>>()
                .join(", "),
        };
        let open = format_duration(
            settings
                .open_challenge_secs
                .unwrap_or(super::DEFAULT_OPEN_CHALLENGE_SECS),
        );
        let organisers = match settings.organiser_role {
            Some(role) => words_with(
                lang,
                "settings-organisers-role",
                &[("role", format!("<@&{}>", from_db(role)).into())],
            ),
            None => w("settings-organisers"),
        };
        let lobby = match settings.lobby_channel {
            Some(c) => words_with(
                lang,
                "settings-lobby-on",
                &[("channel", format!("<#{}>", from_db(c)).into())],
            ),
            None => w("settings-lobby-off"),
        };
        words_with(
            lang,
            "settings-summary",
            &[
                (
                    "threads",
                    w(if settings.threads {
                        "settings-threads-on"
                    } else {
                        "settings-threads-off"
                    })
                    .into(),
                ),
                ("limit", limit.into()),
                ("variants", variants.into()),
                ("open", open.into()),
                (
                    "rated",
                    w(if settings.casual {
                        "settings-casual"
                    } else {
                        "settings-rated"
                    })
                    .into(),
                ),
                ("organisers", organisers.into()),
                ("lobby", lobby.into()),
                ("language", language_line(settings, lang).into()),
            ],
        )
    }

    /// Whether a member with `roles` (and Manage Server when `manages`) may organise
    /// tournaments on server `guild`: Manage Server, or the role `/settings` names.
    pub async fn may_organise(&self, guild: u64, manages: bool, roles: &[u64]) -> Result<bool> {
        if manages {
            return Ok(true);
        }
        let settings = self.store.settings(to_db(guild)).await?;
        Ok(settings
            .organiser_role
            .is_some_and(|r| roles.contains(&from_db(r))))
    }
}

/// The changes of one `/settings` command (`None`: left as it is).
#[derive(Clone, Copy, Debug, Default)]
pub struct SettingsChange<'a> {
    /// Threads for games on or off.
    pub threads: Option<bool>,
    /// The default move time limit (`default`: the bot's).
    pub move_time_limit: Option<&'a str>,
    /// The enabled variants (`all`, or ids).
    pub variants: Option<&'a str>,
    /// How long open challenges wait (`default`: 30 minutes).
    pub open_challenge_expiry: Option<&'a str>,
    /// Whether games between people are rated unless `/play` says otherwise.
    pub rated: Option<bool>,
    /// A role whose members may organise tournaments (`Some(None)`: none any more, Manage
    /// Server alone).
    pub organiser_role: Option<Option<u64>>,
    /// The lobby across servers: `Some(Some(channel))` joins it with `channel` as the lobby
    /// channel, `Some(None)` leaves it.
    pub lobby: Option<Option<u64>>,
    /// The language of public posts: `Some(Some(lang))` chooses it, `Some(None)` follows the
    /// server's Discord language again.
    pub language: Option<Option<crate::words::Lang>>,
}

/// The settings' language line, in `lang`: the language of public posts, and why.
fn language_line(settings: &Settings, lang: Lang) -> String {
    let posts = super::languages::server_lang(settings);
    let key = if super::languages::stored(settings.language.as_deref()).is_some() {
        "settings-language-chosen"
    } else if settings.guild_locale.is_some() {
        "settings-language-discord"
    } else {
        "settings-language-default"
    };
    words_with(lang, key, &[("language", posts.own_name().into())])
}

/// Reads a `/settings variants` list: `all` (`None`), or variant ids separated by commas or
/// spaces, each kept once.
pub fn parse_variants(text: &str) -> Result<Option<Vec<String>>> {
    if text.trim().eq_ignore_ascii_case("all") {
        return Ok(None);
    }
    let mut ids = Vec::new();
    for word in text.split([',', ' ']).filter(|w| !w.trim().is_empty()) {
        let variant =
            VariantId::parse(word).ok_or_else(|| BadInput::NotAVariant(word.trim().to_owned()))?;
        if !ids.contains(&variant.id().to_owned()) {
            ids.push(variant.id().to_owned());
        }
    }
    if ids.is_empty() {
        return Err(BadInput::NoVariants.into());
    }
    Ok(Some(ids))
}

/// How a rating line reads after a game: "1500 → 1662 (+162)".
pub fn change_line(before: f64, after: f64) -> String {
    format!(
        "{} → {} ({})",
        before.round() as i64,
        after.round() as i64,
        signed(after - before)
    )
}

/// One variant's line of `/stats`: rating and how sure it is, record, streak.
fn rating_line(row: &crate::store::RatingRow, lang: Lang) -> String {
    let title =
        VariantId::parse(&row.variant).map_or(row.variant.clone(), |v| v.title().to_owned());
    words_with(
        lang,
        "stats-line",
        &[
            ("variant", title.into()),
            ("rating", (row.rating.round() as i64).to_string().into()),
            (
                "deviation",
                (row.deviation.round() as i64).to_string().into(),
            ),
            ("won", row.wins.into()),
            ("drawn", row.draws.into()),
            ("lost", row.losses.into()),
            ("streak", streak(row.streak, lang).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_read_naturally() {
        assert_eq!(streak(0, Lang::En), "no streak");
        assert_eq!(streak(3, Lang::En), "3 wins in a row");
        assert_eq!(streak(-1, Lang::En), "1 loss in a row");
        assert_eq!(change_line(1500.0, 1661.6), "1500 → 1662 (+162)");
    }
}
