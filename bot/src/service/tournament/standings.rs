//! What a tournament shows: a round's pairings and the standings (the `swiss` crate ranks).

use super::refusals::TournamentRefusal as Refusal;
use super::{entrant_name, pairing_lines, swiss_view};
use crate::service::{Failure, Result, Service, ServiceError};
use crate::store::{from_db, EntrantRow, TournamentRow};
use crate::text::plural;

impl Service {
    /// `/tournament pairings [round]`: a round's pairings and results (by default the current).
    pub async fn tournament_pairings(&self, channel: u64, round: Option<i64>) -> Result<String> {
        let t = self.channel_tournament(channel).await?;
        let round = round.unwrap_or(t.current_round);
        let pairings = self.store.pairings(t.id).await?;
        let lines = pairing_lines(&pairings, round);
        if round < 1 || lines.is_empty() {
            return Err(Refusal::NoSuchRound(round).into());
        }
        Ok(format!(
            "**{}** · round {round} of {}\n{}",
            t.name,
            t.rounds,
            lines.join("\n")
        ))
    }

    /// `/tournament standings`: the channel's tournament's standings as text, and as a table
    /// (header row first) for a picture.
    pub async fn tournament_standings(
        &self,
        channel: u64,
    ) -> Result<(String, String, Vec<Vec<String>>)> {
        let t = self.channel_tournament(channel).await?;
        if t.status == "open" {
            return Err(Refusal::NotRunning.into());
        }
        let (text, table, _) = self.standings_of(&t).await?;
        Ok((format!("{} · standings", t.name), text, table))
    }

    /// The standings of `t` as text and as a table, and the leader's name (mention).
    pub(super) async fn standings_of(
        &self,
        t: &TournamentRow,
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
                .map_or(format!("<@{id}>"), entrant_name)
        };
        // While a round is played, its finished games already count: say so, rather than
        // "after round 2" while round 2 is being played.
        let round_over = pairings
            .iter()
            .filter(|p| p.round == t.current_round)
            .all(|p| p.outcome.is_some());
        let when = match t.status.as_str() {
            "finished" => format!(
                "final, after {}",
                plural(t.current_round, "round", "rounds")
            ),
            _ if t.current_round == 0 => "before round 1".to_owned(),
            _ if round_over => format!("after round {} of {}", t.current_round, t.rounds),
            _ => format!("during round {} of {}", t.current_round, t.rounds),
        };
        let mut text = vec![format!("**{}** · standings {when}", t.name)];
        let mut table = vec![["#", "Player", "Points", "Buchholz c1", "S-B", "W-D-L"]
            .map(str::to_owned)
            .to_vec()];
        for s in &lines {
            // A bye counts as a win (a point): said, not hidden in the W-D-L.
            let wdl = match s.byes {
                0 => format!("{}-{}-{}", s.wins, s.draws, s.losses),
                byes => format!(
                    "{}-{}-{} (with {})",
                    s.wins + byes,
                    s.draws,
                    s.losses,
                    plural(byes, "bye", "byes")
                ),
            };
            let withdrew = if s.withdrawn { " (withdrew)" } else { "" };
            text.push(format!(
                "{}. {}{withdrew} · {} (Buchholz cut 1 {}, Sonneborn–Berger {}) · W-D-L {wdl}",
                s.rank,
                name(s.id),
                plural(s.points, "point", "points"),
                s.buchholz_cut1,
                s.sonneborn_berger,
            ));
            table.push(vec![
                s.rank.to_string(),
                format!("{}{withdrew}", self.plain_name(&entrants, s.id).await),
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
    async fn plain_name(&self, entrants: &[EntrantRow], id: u64) -> String {
        match entrants.iter().find(|e| from_db(e.user_id) == id) {
            Some(EntrantRow {
                computer_level: Some(level),
                ..
            }) => format!("the computer ({level})"),
            _ => format!("@{id}"),
        }
    }
}
