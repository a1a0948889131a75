//! Which language each reader gets (`/preferences language`, `/settings language`): a private
//! reply speaks the interacting player's language, a public post the server's, a DM the
//! recipient's. Reading a language never holds up an answer: a slow or failing database gives
//! the Discord locale at hand (or English) instead.

use super::{Langs, Loaded, Place, Result, Service, Target};
use crate::store::{from_db, to_db, PlayerLanguages, Settings};
use crate::words::Lang;
use rules::Side;
use std::time::Duration;

/// The longest a language lookup may take before the reader gets the fallback.
const LOOKUP_BUDGET: Duration = Duration::from_millis(300);

/// A stored language (a `locales/` folder); an unknown one reads as none.
pub(super) fn stored(tag: Option<&str>) -> Option<Lang> {
    let tag = tag?;
    Lang::ALL.into_iter().find(|l| l.tag() == tag)
}

impl Service {
    /// The language of a private reply to `user`, whose Discord client speaks `locale`: the
    /// language they chose, else their client's. Remembers `locale` (for their DMs) when it
    /// changed, without waiting for the write.
    pub async fn reader_lang(&self, user: u64, locale: &str) -> Lang {
        let read = tokio::time::timeout(LOOKUP_BUDGET, self.store.player_languages(to_db(user)));
        let known = match read.await {
            Ok(Ok(known)) => known,
            Ok(Err(error)) => {
                tracing::debug!(%error, "a player's language could not be read");
                return Lang::from_discord(locale);
            }
            Err(_) => return Lang::from_discord(locale),
        };
        if known.discord.as_deref() != Some(locale) && !locale.is_empty() {
            let store = self.store.clone();
            let locale = locale.to_owned();
            tokio::spawn(async move {
                if let Err(error) = store.note_player_locale(to_db(user), &locale).await {
                    tracing::debug!(%error, "a player's locale was not remembered");
                }
            });
        }
        player_lang(&known, Some(locale))
    }

    /// The language of a DM to `user`: the language they chose, else their Discord client's as
    /// last seen, else English.
    pub async fn dm_lang(&self, user: u64) -> Lang {
        let read = tokio::time::timeout(LOOKUP_BUDGET, self.store.player_languages(to_db(user)));
        match read.await {
            Ok(Ok(known)) => player_lang(&known, None),
            _ => Lang::En,
        }
    }

    /// The language of a public post in `guild` (`None`: a DM channel, English): the one
    /// chosen with `/settings language`, else the server's Discord language as last seen.
    pub async fn server_lang(&self, guild: Option<u64>) -> Lang {
        let Some(guild) = guild else {
            return Lang::En;
        };
        // Settings are cached: mostly no database at all.
        let read = tokio::time::timeout(LOOKUP_BUDGET, self.store.settings(to_db(guild)));
        match read.await {
            Ok(Ok(settings)) => server_lang(&settings),
            _ => Lang::En,
        }
    }

    /// Remembers that `guild`'s Discord locale is `locale` (seen on an interaction there):
    /// written only when it changed, and never waited for.
    pub fn note_server_locale(&self, guild: u64, locale: &str) {
        if locale.is_empty() {
            return;
        }
        let store = self.store.clone();
        let locale = locale.to_owned();
        tokio::spawn(async move {
            let known = store.settings(to_db(guild)).await;
            if known.is_ok_and(|s| s.guild_locale.as_deref() == Some(locale.as_str())) {
                return;
            }
            if let Err(error) = store.note_server_locale(to_db(guild), &locale).await {
                tracing::debug!(%error, "a server's locale was not remembered");
            }
        });
    }

    /// Looks up who reads `loaded`'s words in which language: its channel the server's, `actor`
    /// (acting now) `reader` (their interaction's), the other player their own (chosen, else
    /// last seen); the computer reads nothing. At most one database read, and the server's
    /// language mostly from the settings cache.
    pub(super) async fn speak(&self, loaded: &mut Loaded, actor: Option<(u64, Lang)>) {
        let game: &Loaded = loaded;
        let ((public, away), white, black) = tokio::join!(
            self.home_langs(game),
            self.player_lang_in(game, Side::White, actor),
            self.player_lang_in(game, Side::Black, actor)
        );
        loaded.langs = Langs {
            public,
            away,
            white,
            black,
        };
    }

    /// The languages of `game`'s channel and of its second home: its server's twice, or a
    /// lobby game's two servers' (found from its threads; English where not found).
    async fn home_langs(&self, game: &Loaded) -> (Lang, Lang) {
        let row = &game.row;
        let Some(away) = row.away_channel_id.filter(|_| row.white_name.is_some()) else {
            let lang = self.server_lang(row.guild_id.map(from_db)).await;
            return (lang, lang);
        };
        let read =
            tokio::time::timeout(LOOKUP_BUDGET, self.store.lobby_guilds(row.channel_id, away));
        let (white, black) = match read.await {
            Ok(Ok(Some((white, black)))) => (Some(from_db(white)), Some(from_db(black))),
            Ok(Ok(None)) => (None, None),
            Ok(Err(error)) => {
                tracing::debug!(%error, "a lobby game's servers could not be read");
                (None, None)
            }
            Err(_) => (None, None),
        };
        tokio::join!(self.server_lang(white), self.server_lang(black))
    }

    /// [`Service::speak`] for a read-only answer to `user`'s request `target`: the channel's
    /// language (a lobby game's second home's when asked there), and `user`'s (from their
    /// interaction) if they play; no other player's is looked up.
    pub(super) async fn speak_to(&self, loaded: &mut Loaded, user: u64, target: &Target) {
        let (public, away) = self.home_langs(loaded).await;
        let asked_away = matches!(target.place, Place::Channel(c) if Some(to_db(c)) == loaded.row.away_channel_id);
        loaded.langs.public = if asked_away { away } else { public };
        loaded.langs.away = away;
        match loaded.side_of(user) {
            Some(Side::White) => loaded.langs.white = target.lang,
            Some(Side::Black) => loaded.langs.black = target.lang,
            None => {}
        }
    }

    /// The language `side`'s player reads `game`'s words in (see [`Service::speak`]).
    async fn player_lang_in(&self, game: &Loaded, side: Side, actor: Option<(u64, Lang)>) -> Lang {
        let user = game.user(side);
        match actor {
            Some((who, lang)) if who == user => lang,
            _ if game.is_computer(side) => Lang::En,
            _ => self.dm_lang(user).await,
        }
    }

    /// `/preferences language`: sets `user`'s language (`None`: their Discord client's).
    pub async fn set_language(&self, user: u64, language: Option<Lang>) -> Result<()> {
        self.store
            .set_player_language(to_db(user), language.map(Lang::tag))
            .await?;
        Ok(())
    }
}

/// A player's language: chosen, else their client's (`locale` at hand, else as last seen).
fn player_lang(known: &PlayerLanguages, locale: Option<&str>) -> Lang {
    stored(known.chosen.as_deref()).unwrap_or_else(|| {
        locale
            .or(known.discord.as_deref())
            .map_or(Lang::En, Lang::from_discord)
    })
}

/// A server's language: chosen, else its Discord language, else English.
pub fn server_lang(settings: &Settings) -> Lang {
    stored(settings.language.as_deref()).unwrap_or_else(|| {
        settings
            .guild_locale
            .as_deref()
            .map_or(Lang::En, Lang::from_discord)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_language_wins_over_the_client_and_the_last_seen_one() {
        let chosen = PlayerLanguages {
            chosen: Some("de".into()),
            discord: Some("fr".into()),
        };
        assert_eq!(player_lang(&chosen, Some("pt-BR")), Lang::De);
        let none = PlayerLanguages {
            chosen: None,
            discord: Some("fr".into()),
        };
        assert_eq!(player_lang(&none, Some("pt-BR")), Lang::PtBr);
        assert_eq!(player_lang(&none, None), Lang::Fr);
        assert_eq!(player_lang(&PlayerLanguages::default(), None), Lang::En);
        let server = Settings {
            guild_locale: Some("es-ES".into()),
            ..Settings::default()
        };
        assert_eq!(server_lang(&server), Lang::Es);
        let chosen = Settings {
            language: Some("fr".into()),
            ..server
        };
        assert_eq!(server_lang(&chosen), Lang::Fr);
        assert_eq!(server_lang(&Settings::default()), Lang::En);
        // A tag the bot no longer knows reads as no choice.
        let unknown = Settings {
            language: Some("xx".into()),
            ..Settings::default()
        };
        assert_eq!(server_lang(&unknown), Lang::En);
    }
}
