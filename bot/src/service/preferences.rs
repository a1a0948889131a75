//! `/preferences`: a player's own settings, which follow them into every game and lesson (server
//! settings are `/settings`).

use super::{Result, Service};
use crate::store::to_db;
use crate::words::{words, words_with, Lang};
use rules::view::Scheme;

impl Service {
    /// Shows `user`'s preferences in `lang`, after setting their colour scheme to `scheme` if
    /// given; `saved` says something was just changed (the language, set before).
    pub async fn preferences(
        &self,
        user: u64,
        scheme: Option<Scheme>,
        lang: Lang,
        saved: bool,
    ) -> Result<String> {
        let now = match scheme {
            Some(scheme) => {
                self.store.set_scheme(to_db(user), scheme).await?;
                scheme
            }
            None => self.store.scheme(to_db(user)).await?,
        };
        let chosen = self.store.player_languages(to_db(user)).await?.chosen;
        let language = words_with(
            lang,
            if super::languages::stored(chosen.as_deref()).is_some() {
                "prefs-language-chosen"
            } else {
                "prefs-language-discord"
            },
            &[("language", lang.own_name().into())],
        );
        let colours = words(
            lang,
            match now {
                Scheme::Standard => "prefs-colours-standard",
                Scheme::ColourBlind => "prefs-colours-colour-blind",
            },
        );
        let mut text = String::new();
        if saved || scheme.is_some() {
            text.push_str(&words(lang, "prefs-saved"));
            text.push(' ');
        }
        text.push_str(&format!("{language}\n{colours}"));
        Ok(text)
    }
}
