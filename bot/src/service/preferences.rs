//! `/preferences`: a player's own settings, which follow them into every game and lesson (server
//! settings are `/settings`).

use super::{Result, Service};
use crate::store::to_db;
use rules::view::Scheme;

impl Service {
    /// Shows `user`'s preferences, after setting their colour scheme to `scheme` if given.
    pub async fn preferences(&self, user: u64, scheme: Option<Scheme>) -> Result<String> {
        let now = match scheme {
            Some(scheme) => {
                self.store.set_scheme(to_db(user), scheme).await?;
                scheme
            }
            None => self.store.scheme(to_db(user)).await?,
        };
        let colours = match now {
            Scheme::Standard => {
                "**Colours:** standard. `/preferences theme:colour-blind` draws your own boards \
                 and lessons without red/green pairs."
            }
            Scheme::ColourBlind => {
                "**Colours:** colour-blind-safe: your own boards (private views, DM prompts) and \
                 lessons use blue, yellow and orange where the standard colours pair red with \
                 green. The boards posted in a channel, which everyone shares, keep the standard \
                 colours."
            }
        };
        let said = if scheme.is_some() { "Saved. " } else { "" };
        Ok(format!("{said}{colours}"))
    }
}
