//! What a tournament shows: a round's pairings and the standings (the `swiss` crate ranks).

use super::refusals::TournamentRefusal as Refusal;
use super::{computer_name, entrant_name, round_post, swiss_view};
use crate::service::{Failure, Result, Service, ServiceError};
use crate::store::{from_db, EntrantRow, TournamentRow};
use crate::words::{words, words_with, Arg, Lang};

impl Service {
    /// `/tournament pairings [round]`: a round's pairings and results (by default the current).
    /// In `lang`, the asker's (the answer is theirs alone).
    pub async fn tournament_pairings(
        &self,
        channel: u64,
        round: Option<i64>,
        lang: Lang,
    ) -> Result<String> {
        let t = self.channel_tournament(channel).await?;
        let round = round.unwrap_or(t.current_round);
        let pairings = self.store.pairings(t.id).await?;
        if round < 1 || !pairings.iter().any(|p| p.round == round) {
            return Err(Refusal::NoSuchRound(round).into());
        }
        Ok(round_post(&t, &pairings, round, lang))
    }

    /// `/tournament standings`: the channel's tournament's standings as text, and as a table
    /// (header row first) for a picture, in `lang` (the asker's: the answer is theirs alone).
    pub async fn tournament_standings(
        &self,
        channel: u64,
        lang: Lang,
    ) -> Result<(String, String, Vec<Vec<String>>)> {
        let t = self.channel_tournament(channel).await?;
        if t.status == "open" {
            return Err(Refusal::NotRunning.into());
        }
        let (text, table, _) = self.standings_of(&t, lang).await?;
        let title = words_with(lang, "standings-title", &[("name", t.name.as_str().into())]);
        Ok((title, text, table))
    }

    /// The standings of `t` as text and as a table, and the leader's name (mention), in `lang`.
    pub(super) async fn standings_of(
        &self,
        t: &TournamentRow,
        lang: Lang,
    ) -> Result<(String, Vec<Vec<String>>, Option<String>)> {
        let entrants = self.store.entrants(t.id).await?;
        let pairings = self.store.pairings(t.id).await?;
        let (players, rounds) = swiss_view(&entrants, &pairings);
        let lines = swiss::standings(&players, &rounds).map_err(|error| {
            ServiceError::Internal(Failure::Standings {
                tournament: t.id,
                error,
            })
        })?;
        let name = |id: u64| {
            entrants
                .iter()
                .find(|e| from_db(e.user_id) == id)
                .map_or(format!("<@{id}>"), |e| entrant_name(e, lang))
        };
        // While a round is played, its finished games already count: say so, rather than
        // "after round 2" while round 2 is being played.
        let round_over = pairings
            .iter()
            .filter(|p| p.round == t.current_round)
            .all(|p| p.outcome.is_some());
        let (round, rounds) = (Arg::Number(t.current_round), Arg::Number(t.rounds));
        let when = match t.status.as_str() {
            "finished" => words_with(lang, "standings-final", &[("round", round)]),
            _ if t.current_round == 0 => words(lang, "standings-before"),
            _ if round_over => words_with(
                lang,
                "standings-after",
                &[("round", round), ("rounds", rounds)],
            ),
            _ => words_with(
                lang,
                "standings-during",
                &[("round", round), ("rounds", rounds)],
            ),
        };
        let heading = [("name", Arg::from(t.name.as_str())), ("when", when.into())];
        let mut text = vec![words_with(lang, "standings-heading", &heading)];
        let mut table = vec![[
            "standings-rank",
            "standings-player",
            "standings-points",
            "standings-buchholz",
            "standings-sb",
            "standings-wdl",
        ]
        .map(|key| words(lang, key))
        .to_vec()];
        for s in &lines {
            // A bye counts as a win (a point): said, not hidden in the W-D-L.
            let wdl = format!("{}-{}-{}", s.wins + s.byes, s.draws, s.losses);
            let wdl = match s.byes {
                0 => wdl,
                byes => words_with(
                    lang,
                    "standings-with-byes",
                    &[("wdl", wdl.into()), ("byes", Arg::Number(byes as i64))],
                ),
            };
            let withdrew = if s.withdrawn {
                format!(" {}", words(lang, "standings-withdrew"))
            } else {
                String::new()
            };
            text.push(words_with(
                lang,
                "standings-line",
                &[
                    ("rank", s.rank.to_string().into()),
                    ("player", format!("{}{withdrew}", name(s.id)).into()),
                    ("points", points(s.points)),
                    ("buchholz", s.buchholz_cut1.to_string().into()),
                    ("sb", s.sonneborn_berger.to_string().into()),
                    ("wdl", wdl.clone().into()),
                ],
            ));
            table.push(vec![
                s.rank.to_string(),
                format!("{}{withdrew}", self.plain_name(&entrants, s.id, lang).await),
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
    async fn plain_name(&self, entrants: &[EntrantRow], id: u64, lang: Lang) -> String {
        match entrants.iter().find(|e| from_db(e.user_id) == id) {
            Some(EntrantRow {
                computer_level: Some(level),
                ..
            }) => computer_name(level, lang),
            _ => format!("@{id}"),
        }
    }
}

/// A score as a message's variable: a number when whole (so the language's plural rules pick
/// "1 point" or "2 points"), else its text ("2½").
fn points(score: swiss::Score) -> Arg {
    let text = score.to_string();
    text.parse().map_or(Arg::Text(text), Arg::Number)
}
