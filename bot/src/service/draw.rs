//! Draw offers (`/draw`) and their answers (the offer's buttons).

use super::lobby::text_in_home;
use super::resolve::check_in_progress;
use super::Who;
use super::{DrawOffer, OfferPost, Result, Service, ServiceError, Target, Update};
use crate::store::from_db;
use crate::words::{words_with, Lang};
use rules::Side;

impl Service {
    /// `user` offers a draw in the game `target` points at.
    pub async fn offer_draw(&self, target: &Target, user: u64) -> Result<DrawOffer> {
        let mut loaded = self.resolve(target, user).await?;
        let side = loaded.player(user)?;
        check_in_progress(&loaded.row)?;
        self.speak(&mut loaded, Some((user, target.lang))).await;
        if loaded.is_computer(side.opponent()) {
            return Err(ServiceError::ComputerTakesNoDraws);
        }
        let row = &loaded.row;
        let already = ServiceError::DrawAlreadyOffered {
            game: row.id,
            opponent: loaded.who(side.opponent()),
        };
        // The offer is stored with the game (its side and version): a restart or another
        // process knows it, and the same offer again pings nobody twice. An answered offer of
        // this side (declined or withdrawn) holds back the next one until two actions have
        // been played since: in a game of turns the opponent has moved, in Apocalypse a turn
        // has been resolved.
        match row.draw_offer().filter(|o| o.side == side.name()) {
            Some(o) if !o.answered && o.version == row.version => return Err(already),
            Some(o) if o.answered && row.version < o.version + 2 => {
                return Err(ServiceError::DrawOfferTooSoon {
                    game: row.id,
                    opponent: loaded.who(side.opponent()),
                })
            }
            _ => {}
        }
        if !self
            .store
            .offer_draw(row.id, row.version, side.name())
            .await?
        {
            // Made a moment before by another click, or the game moved on meanwhile.
            let now = self.load_id(row.id).await?.row;
            return Err(if now.version == row.version {
                already
            } else {
                ServiceError::Busy
            });
        }
        let opponent = loaded.user(side.opponent());
        // Shown in each home in its language; a lobby game's names the opponent from the other
        // server and pings only the home's own player.
        let post = |channel: u64, lang: Lang, own: Option<u64>| {
            let text = words_with(
                lang,
                "draw-offered",
                &[
                    ("who", loaded.who(side).words(lang).into()),
                    ("game", loaded.row.id.to_string().into()),
                    ("opponent", loaded.who(side.opponent()).words(lang).into()),
                ],
            );
            OfferPost {
                channel_id: channel,
                text: own.map_or_else(|| text.clone(), |own| text_in_home(&loaded.row, &text, own)),
                ping: [opponent]
                    .into_iter()
                    .filter(|p| own.is_none_or(|o| o == *p))
                    .collect(),
                lang,
            }
        };
        let home = from_db(loaded.row.channel_id);
        let posts = match super::lobby::away_home(&loaded.row) {
            Some((away, black)) => vec![
                post(
                    home,
                    loaded.langs.public,
                    Some(from_db(loaded.row.white_id)),
                ),
                post(away, loaded.langs.away, Some(black)),
            ],
            None => vec![post(home, loaded.langs.public, None)],
        };
        Ok(DrawOffer {
            game_id: loaded.row.id,
            version: loaded.row.version,
            offered_by: side,
            posts,
        })
    }

    /// The opponent accepts a draw offered by `offered_by` at `version`.
    pub async fn accept_draw(
        &self,
        game_id: i64,
        version: i64,
        offered_by: Side,
        user: u64,
        lang: Lang,
    ) -> Result<Update> {
        let mut loaded = self.load_id(game_id).await?;
        let side = loaded.player(user)?;
        self.speak(&mut loaded, Some((user, lang))).await;
        if side == offered_by {
            return Err(ServiceError::OwnOffer);
        }
        check_in_progress(&loaded.row)?;
        // Only the pending offer (stored with the game, made at this version) is accepted.
        let pending = loaded
            .row
            .draw_offer()
            .is_some_and(|o| !o.answered && o.side == offered_by.name() && o.version == version);
        if loaded.row.version != version || !pending {
            return Err(ServiceError::OfferExpired);
        }
        let outcome = loaded
            .game
            .agree_draw()
            .map_err(|e| ServiceError::rule(game_id, e))?;
        let result = outcome.to_string();
        let who = loaded.who(side);
        let text = |lang| who_words(lang, "draw-accepted", who);
        // The answer replaces the offer's message in the channel: the channel's language.
        let public = loaded.public_lang();
        self.finish(loaded, side, "draw agreed", result, text, public)
            .await
            .map_err(|e| match e {
                ServiceError::Busy => ServiceError::OfferExpired,
                other => other,
            })
    }

    /// The opponent declines a draw offered by `offered_by` (or the offerer withdraws it).
    /// The words are the clicker's (`lang`): they replace the offer's buttons for them.
    pub async fn decline_draw(
        &self,
        game_id: i64,
        offered_by: Side,
        user: u64,
        lang: Lang,
    ) -> Result<String> {
        let loaded = self.load_id(game_id).await?;
        let side = loaded.player(user)?;
        check_in_progress(&loaded.row)?;
        // Whichever version it was made at, it is no longer pending.
        self.store
            .clear_draw_offer(game_id, offered_by.name())
            .await?;
        if side == offered_by {
            // The offerer's own Decline takes the offer back.
            return Ok(who_words(lang, "draw-withdrawn", loaded.who(side)));
        }
        Ok(who_words(lang, "draw-declined", loaded.who(side)))
    }
}

/// Message `key` about `who`, in `lang`.
fn who_words(lang: Lang, key: &str, who: Who) -> String {
    words_with(lang, key, &[("who", who.words(lang).into())])
}
