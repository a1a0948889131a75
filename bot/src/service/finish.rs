//! Ending a game outside the rules' own endings: resigning, agreed draws, wins on time
//! (`/claim`); what the end announces (the result, the rematch button, the thread archived);
//! and the rating change of a rated game.

use super::announce::{announcements, payloads, queued};
use super::errors::side_words;
use super::resolve::check_in_progress;
use super::{
    format_duration, Announcement, ChannelPost, EditPost, Loaded, Post, Result, Service,
    ServiceError, Target, TurnMessage, Update,
};
use crate::store::{from_db, to_db, Change, GameRow, NewAction, RatedEnd, Status};
use crate::words::{words_with, Arg};
use rules::{RuleError, Side};

impl Service {
    /// `user` resigns the game `target` points at.
    pub async fn resign(&self, target: &Target, user: u64) -> Result<Update> {
        let mut loaded = self.resolve(target, user).await?;
        let side = loaded.player(user)?;
        check_in_progress(&loaded.row)?;
        self.speak(&mut loaded, Some((user, target.lang))).await;
        let id = loaded.row.id;
        let outcome = loaded
            .game
            .resign(side)
            .map_err(|e| ServiceError::rule(id, e))?;
        let result = outcome.to_string();
        let who = loaded.who(side);
        let text = |lang| {
            words_with(
                lang,
                "resigned",
                &[
                    ("who", who.words(lang).into()),
                    ("winner", side_words(lang, side.opponent()).into()),
                ],
            )
        };
        let reader = loaded.lang_of(side);
        self.finish(loaded, side, "resign", result, text, reader)
            .await
    }

    /// `user` claims a win on time in the game `target` points at: their opponent is to act and
    /// has not within the game's move time limit. Refused, changing nothing, while the time has
    /// not run out (saying how long is left) or when the rules do not allow the claim (the
    /// claimant is to act; in Apocalypse, neither player has submitted). A pending secret move is
    /// discarded unrevealed.
    pub async fn claim(&self, target: &Target, user: u64) -> Result<Update> {
        self.win_on_time(target, user, true).await
    }

    /// The win on time of `user` in the game `target` points at, claimed by them
    /// (`claimed`) or given by the bot itself (a tournament game whose time ran out): the
    /// announcement names what happened, and names the claimant only if they claimed.
    pub(super) async fn win_on_time(
        &self,
        target: &Target,
        user: u64,
        claimed: bool,
    ) -> Result<Update> {
        let mut loaded = self.resolve(target, user).await?;
        let side = loaded.player(user)?;
        check_in_progress(&loaded.row)?;
        self.speak(&mut loaded, Some((user, target.lang))).await;
        let outcome = loaded.game.claim_on_time(side).map_err(|e| match e {
            RuleError::GameOver => ServiceError::GameOver(None),
            other => ServiceError::CannotClaim(other),
        })?;
        let opponent = loaded.who(side.opponent());
        let limit = loaded.row.move_time_limit_secs;
        let now = self.clock.now();
        let elapsed = now - loaded.row.turn_started_at.unwrap_or(now);
        if elapsed < limit {
            return Err(ServiceError::TooEarlyToClaim {
                game: loaded.row.id,
                opponent,
                left: limit - elapsed,
                until: now + (limit - elapsed),
                limit,
            });
        }
        let result = outcome.to_string();
        let claimant = claimed.then(|| loaded.who(side));
        let text = |lang| {
            let happened = words_with(
                lang,
                "time-ran-out",
                &[
                    ("loser", side_words(lang, side.opponent()).into()),
                    ("winner", side_words(lang, side).into()),
                    ("who", opponent.words(lang).into()),
                    ("limit", format_duration(limit).into()),
                ],
            );
            match claimant {
                Some(who) => {
                    let by = [("who", Arg::from(who.words(lang)))];
                    format!("{happened}\n{}", words_with(lang, "time-claimed-by", &by))
                }
                None => happened,
            }
        };
        let reader = loaded.lang_of(side);
        self.finish(loaded, side, "claim on time", result, text, reader)
            .await
    }

    /// Commits the end of a match outside the rules (resignation, agreed draw, win on time)
    /// with a version check, announcing `text` (in the channel's language) with the final
    /// board, and answering the actor with it in `ack_lang`; `what` is logged as the action.
    pub(super) async fn finish(
        &self,
        mut loaded: Loaded,
        side: Side,
        what: &str,
        result: String,
        text: impl Fn(crate::words::Lang) -> String,
        ack_lang: crate::words::Lang,
    ) -> Result<Update> {
        let made = |loaded: &Loaded| {
            let lang = loaded.public_lang();
            let public = ChannelPost {
                lang,
                channel_id: from_db(loaded.row.channel_id),
                text: text(lang),
                view: Some(loaded.public_view()),
                ping: vec![loaded.user(side.opponent())],
                decision: None,
                turn_message: TurnMessage::None,
                live: false,
                ratings: loaded.row.rated != 0,
                rematch: None,
                block: None,
            };
            let (rematch, endings) = ending(loaded);
            let mut all = announcements(Some(ChannelPost { rematch, ..public }), Vec::new());
            all.extend(endings);
            all
        };
        let announcements = super::lobby::for_both_homes(&loaded, made(&loaded), made);
        let committed = self
            .store
            .commit(&Change {
                game_id: loaded.row.id,
                expected_version: loaded.row.version,
                state: &loaded.game.to_json(),
                status: Status::Finished,
                result: Some(&result),
                action: Some(NewAction {
                    side: side.name().to_owned(),
                    user_id: to_db(loaded.user(side)),
                    notation: what.to_owned(),
                }),
                announcements: &payloads(&announcements),
                rated_end: loaded
                    .game
                    .outcome()
                    .and_then(|o| rated_end(&loaded.row, &o)),
                placement: None,
                computer_due: None,
            })
            .await?;
        crate::ops::metrics::metrics().action(&loaded.row.variant);
        loaded.row.version = committed.version;
        Ok(Update {
            game_id: loaded.row.id,
            channel_id: from_db(loaded.row.channel_id),
            secret: false,
            ack: Post {
                text: text(ack_lang),
                view: None,
            },
            queued: queued(loaded.row.id, committed.queued, announcements),
            turn_changed: true,
            finished: Some(result),
            computer_due: false,
        })
    }
}

/// What the end of `loaded` announces besides its result post: for a
/// game in a thread, the challenge message under the thread shows the result and offers a
/// rematch, and the thread is archived; otherwise the result post itself offers the rematch
/// (returned first, for the post).
pub(super) fn ending(loaded: &Loaded) -> (Option<i64>, Vec<Announcement>) {
    let id = loaded.row.id;
    let lang = loaded.public_lang();
    let result = loaded
        .game
        .outcome()
        .map(|o| super::describe::outcome_words(lang, &o))
        .unwrap_or_default();
    let (Some(parent), Some(message)) =
        (loaded.row.parent_channel_id, loaded.row.parent_message_id)
    else {
        return (Some(id), Vec::new());
    };
    let summary = EditPost {
        lang,
        channel_id: from_db(parent),
        message_id: from_db(message),
        text: format!(
            "{}\n**{result}.**",
            words_with(
                lang,
                "ended-in-thread",
                &[
                    ("heading", loaded.public_heading().into()),
                    (
                        "thread",
                        format!("<#{}>", from_db(loaded.row.channel_id)).into()
                    ),
                ]
            )
        ),
        rematch: Some(id),
        ratings: loaded.row.rated != 0,
    };
    let archive = Announcement::Archive {
        channel_id: from_db(loaded.row.channel_id),
    };
    (None, vec![Announcement::Edit(summary), archive])
}

/// For a rated game that ends with `outcome`: the result its players' ratings change by.
pub(super) fn rated_end(row: &GameRow, outcome: &rules::Outcome) -> Option<RatedEnd> {
    if row.rated == 0 {
        return None;
    }
    Some(RatedEnd {
        guild_id: row.guild_id?,
        white_id: row.white_id,
        black_id: row.black_id,
        score: match outcome.winner {
            Some(Side::White) => crate::ratings::Score::WhiteWins,
            Some(Side::Black) => crate::ratings::Score::BlackWins,
            None => crate::ratings::Score::Draw,
        },
    })
}
