//! Swiss tournaments (`/tournament`): creating one, entries (Join / Leave, a computer player),
//! starting, withdrawing, cancelling, the pairings and standings; and running it: the
//! [`Service::tournament_tick`] the worker calls pairs each round once every game of the round
//! before is over (claimed once in the database), says which games to start, wins on time
//! the games whose player to move let the time limit run out, and ends the tournament. The
//! pairing and the standings are the `swiss` crate's.
//!
//! `entries`: creating, joining, leaving, starting, withdrawing, cancelling; `standings`: the
//! pairings and standings shown; `tick`: the worker's rounds; `refusals`: why a command is
//! refused.

mod entries;
mod refusals;
mod standings;
mod tick;

pub use refusals::TournamentRefusal;

use super::{Result, Service, Update};
use crate::store::{from_db, to_db, EntrantRow, PairingRow, TournamentRow};
use crate::words::{words, words_with, Arg, Lang};
use refusals::TournamentRefusal as Refusal;
use rules::VariantId;

/// The most entrants a tournament may have.
pub const MAX_ENTRANTS: usize = swiss::MAX_PLAYERS;

/// A `/tournament create`.
#[derive(Clone, Debug)]
pub struct TournamentRequest {
    /// The server.
    pub guild: u64,
    /// The channel it runs in.
    pub channel: u64,
    /// Who creates it.
    pub organiser: u64,
    /// Whether they may manage the server.
    pub may_organise: bool,
    /// Its name.
    pub name: String,
    /// The variant.
    pub variant: VariantId,
    /// How many rounds (1 to 15).
    pub rounds: i64,
    /// The move time limit of its games.
    pub time_limit: std::time::Duration,
    /// When it starts by itself (Unix seconds), if given.
    pub starts_at: Option<i64>,
    /// Whether its games are rated.
    pub rated: bool,
}

/// A tournament's announcement: its number and text (the caller adds Join / Leave while it is
/// open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentCard {
    /// The tournament.
    pub id: i64,
    /// Its channel.
    pub channel: u64,
    /// Its announcement message, once posted.
    pub message: Option<u64>,
    /// The text.
    pub text: String,
    /// Whether entries are open (the buttons stay).
    pub open: bool,
    /// The server's language (of the text and the buttons).
    pub lang: crate::words::Lang,
}

/// A game of a pairing to start: the caller opens its thread, then calls
/// [`Service::start_pairing_game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartingGame {
    /// The tournament.
    pub tournament: i64,
    /// The round.
    pub round: i64,
    /// The board.
    pub board: i64,
    /// The tournament's channel (the thread hangs from it).
    pub channel: u64,
    /// The tournament's name.
    pub name: String,
    /// The tournament's server (the language of the entry and the thread's name).
    pub guild: u64,
    /// White's user.
    pub white: u64,
    /// Black's user.
    pub black: u64,
}

/// What the worker has to do for the tournaments.
#[derive(Clone, Debug)]
pub enum TournamentStep {
    /// Post `text` in `channel` (a round's pairings).
    Post {
        /// The channel.
        channel: u64,
        /// The text.
        text: String,
    },
    /// Start this pairing's game.
    Start(StartingGame),
    /// Send this update (a game won on time by the worker).
    Update(Box<Update>),
    /// The tournament's state changed (a round paired, the end, a cancellation): edit its
    /// announcement to say so (buttons gone once entries close).
    Announce(TournamentCard),
    /// The tournament ended: post its standings as `table` (a picture, header row first)
    /// titled `title` and `text`, in `channel`.
    Finished {
        /// The tournament (to record the post with [`Service::tournament_end_posted`]).
        tournament: i64,
        /// The channel.
        channel: u64,
        /// The picture's title.
        title: String,
        /// The table.
        table: Vec<Vec<String>>,
        /// The words (winners named).
        text: String,
    },
}

/// How an entrant is named in messages in `lang`: a mention, or the computer with its level.
pub(super) fn entrant_name(e: &EntrantRow, lang: Lang) -> String {
    match &e.computer_level {
        Some(level) => computer_name(level, lang),
        None => format!("<@{}>", from_db(e.user_id)),
    }
}

/// "the computer (easy)" in `lang`, for a level as stored.
pub(super) fn computer_name(level: &str, lang: Lang) -> String {
    let level = level
        .parse()
        .map_or_else(|_| level.to_owned(), |l| crate::words::level_name(lang, l));
    words_with(lang, "tournament-computer", &[("level", level.into())])
}

/// Round `round`'s pairings, one line each, in `lang`.
pub(super) fn pairing_lines(pairings: &[PairingRow], round: i64, lang: Lang) -> Vec<String> {
    pairings
        .iter()
        .filter(|p| p.round == round)
        .map(|p| match p.black_id {
            None => words_with(
                lang,
                "tournament-bye",
                &[("player", format!("<@{}>", from_db(p.white_id)).into())],
            ),
            Some(black) => {
                let result = match p.outcome.as_deref() {
                    Some("white") => "1–0".to_owned(),
                    Some("black") => "0–1".to_owned(),
                    Some("draw") => "½–½".to_owned(),
                    _ => words(lang, "tournament-playing"),
                };
                let who = |id: i64, side| {
                    let user = from_db(id);
                    crate::service::Who::Player { user, side }.words(lang)
                };
                let line = words_with(
                    lang,
                    "tournament-board",
                    &[
                        ("board", p.board.to_string().into()),
                        ("white", who(p.white_id, rules::Side::White).into()),
                        ("black", who(black, rules::Side::Black).into()),
                        ("result", result.into()),
                    ],
                );
                match p.game_id {
                    Some(g) => words_with(
                        lang,
                        "tournament-board-game",
                        &[("line", line.into()), ("game", g.to_string().into())],
                    ),
                    None => line,
                }
            }
        })
        .collect()
}

/// "**Spring Swiss** · round 2 of 5", then round `round`'s pairings, in `lang`.
pub(super) fn round_post(
    t: &TournamentRow,
    pairings: &[PairingRow],
    round: i64,
    lang: Lang,
) -> String {
    let head = words_with(
        lang,
        "tournament-round-head",
        &[
            ("name", t.name.as_str().into()),
            ("round", Arg::Number(round)),
            ("rounds", Arg::Number(t.rounds)),
        ],
    );
    let mut lines = vec![head];
    lines.extend(pairing_lines(pairings, round, lang));
    lines.join("\n")
}

/// The tournament as the `swiss` crate reads it: players and rounds (outcomes so far).
pub(super) fn swiss_view(
    entrants: &[EntrantRow],
    pairings: &[PairingRow],
) -> (Vec<swiss::Player>, Vec<swiss::Round>) {
    let players = entrants
        .iter()
        .map(|e| swiss::Player {
            id: from_db(e.user_id),
            seed: u32::try_from(e.seed).unwrap_or(u32::MAX),
            withdrawn: e.withdrawn != 0,
        })
        .collect();
    let last = pairings.iter().map(|p| p.round).max().unwrap_or(0);
    let rounds = (1..=last)
        .map(|r| {
            let mut round = swiss::Round::default();
            for p in pairings.iter().filter(|p| p.round == r) {
                match p.black_id {
                    None => round.bye = Some(from_db(p.white_id)),
                    Some(black) => round.games.push(swiss::Game {
                        white: from_db(p.white_id),
                        black: from_db(black),
                        outcome: match p.outcome.as_deref() {
                            Some("white") => Some(swiss::Outcome::WhiteWins),
                            Some("black") => Some(swiss::Outcome::BlackWins),
                            Some("draw") => Some(swiss::Outcome::Draw),
                            _ => None,
                        },
                    }),
                }
            }
            round
        })
        .collect();
    (players, rounds)
}

/// The game of pairing `p` (whose Black is `black`) to start.
pub(super) fn starting(t: &TournamentRow, p: &PairingRow, black: i64) -> StartingGame {
    StartingGame {
        tournament: t.id,
        round: p.round,
        board: p.board,
        channel: from_db(t.channel_id),
        name: t.name.clone(),
        guild: from_db(t.guild_id),
        white: from_db(p.white_id),
        black: from_db(black),
    }
}

impl Service {
    pub(super) async fn tournament_row(&self, id: i64) -> Result<TournamentRow> {
        self.store
            .tournament(id)
            .await?
            .ok_or_else(|| Refusal::NoneHere.into())
    }

    pub(super) async fn channel_tournament(&self, channel: u64) -> Result<TournamentRow> {
        self.store
            .tournament_in_channel(to_db(channel))
            .await?
            .ok_or_else(|| Refusal::NoneHere.into())
    }
}
