//! The state of a game of Apocalypse and how a turn changes it: submissions, resolution, penalties
//! and the end checks (R8, R12).

use super::moves::{self, Candidate};
use super::resolve::{self, Played};
use super::{Action, Board, Kind};
use crate::error::WaitingFor;
use crate::{Ending, Game, Outcome, RuleError, Side};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Penalties that lose the game (R8, R12).
pub const LOSING_PENALTIES: u8 = 2;

/// One resolved turn: both actions and what became of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRecord {
    /// The turn's number, from 1.
    pub turn: u32,
    /// White's and Black's actions, indexed by [`Side::index`].
    pub played: [Played; 2],
    /// Where a collision removed a piece, if one did.
    pub collision: Option<crate::Square>,
    /// The penalties after the turn, White first.
    pub penalties: [u8; 2],
}

/// A game of Apocalypse.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Apocalypse {
    /// The placement at the start of the current turn.
    pub(super) board: Board,
    /// Penalty points, White first.
    pub(super) penalties: [u8; 2],
    /// The number of the turn being played.
    pub(super) turn: u32,
    /// Submitted, not yet resolved actions, White first. Secret until the turn resolves.
    pub(super) pending: [Option<Action>; 2],
    /// Every resolved turn since the game (or the loaded position) started.
    pub(super) records: Vec<TurnRecord>,
    /// How often each position (placement plus penalties) has stood at the start of a turn.
    pub(super) seen: BTreeMap<String, u8>,
    /// How the game ended, once it has.
    pub(super) outcome: Option<Outcome>,
}

impl Apocalypse {
    /// A game from a placement, penalties and turn number; runs the end checks 1–3 on it (P3).
    pub(super) fn from_parts(board: Board, penalties: [u8; 2], turn: u32) -> Self {
        let mut game = Apocalypse {
            board,
            penalties,
            turn,
            pending: [None, None],
            records: Vec::new(),
            seen: BTreeMap::new(),
            outcome: None,
        };
        game.outcome = end_checks(&board, penalties);
        game.seen.insert(game.repetition_key(), 1);
        game
    }

    /// The placement at the start of the current turn.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// `side`'s penalty points.
    pub fn penalties(&self, side: Side) -> u8 {
        self.penalties[side.index()]
    }

    /// The number of the turn being played.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Whether `side` has submitted this turn.
    pub fn has_submitted(&self, side: Side) -> bool {
        self.pending[side.index()].is_some()
    }

    /// The resolved turns.
    pub fn records(&self) -> &[TurnRecord] {
        &self.records
    }

    /// Every candidate of `side` on the current board with its conditions (ignores whose turn
    /// it is).
    pub fn candidates(&self, side: Side) -> Vec<Candidate> {
        moves::candidates(&self.board, side)
    }

    /// The candidate `action` is for `side` on the current board, if it is one.
    pub fn candidate(&self, side: Side, action: &Action) -> Option<Candidate> {
        moves::find(&self.board, side, action)
    }

    /// The key of the repetition rule: placement and both penalty counts (R12.4).
    pub(super) fn repetition_key(&self) -> String {
        format!(
            "{} {} {}",
            self.board.fen(),
            self.penalties[0],
            self.penalties[1]
        )
    }

    /// Resolves the turn with both pending actions and runs the end checks; returns the turn's
    /// record. Both actions must be candidates on the current board.
    pub(super) fn resolve_turn(&mut self, white: Candidate, black: Candidate) -> TurnRecord {
        let res = resolve::resolve(&self.board, white, black);
        for side in Side::BOTH {
            if !res.played[side.index()].stood {
                self.penalties[side.index()] += 1;
            }
        }
        let record = TurnRecord {
            turn: self.turn,
            played: res.played,
            collision: res.collision,
            penalties: self.penalties,
        };
        self.board = res.board;
        self.pending = [None, None];
        self.turn += 1;
        self.records.push(record.clone());
        let key = self.repetition_key();
        let count = self.seen.entry(key).or_insert(0);
        *count = count.saturating_add(1);
        let repeated = *count >= 3;
        self.outcome = end_checks(&self.board, self.penalties)
            .or_else(|| repeated.then(|| Outcome::draw(Ending::ApocRepetition)));
        record
    }
}

/// End checks 1–3 of R12, in order: footmen, penalties, no safe action.
pub(super) fn end_checks(board: &Board, penalties: [u8; 2]) -> Option<Outcome> {
    let pawns = Side::BOTH.map(|s| board.count(s, Kind::Pawn));
    match pawns {
        [0, 0] => return Some(Outcome::draw(Ending::ApocBothNoFootmen)),
        [0, _] => {
            return Some(Outcome::win(
                Side::Black,
                Ending::ApocNoFootmen { side: Side::White },
            ))
        }
        [_, 0] => {
            return Some(Outcome::win(
                Side::White,
                Ending::ApocNoFootmen { side: Side::Black },
            ))
        }
        _ => {}
    }
    let out = penalties.map(|p| p >= LOSING_PENALTIES);
    match out {
        [true, true] => return Some(Outcome::draw(Ending::ApocBothPenalties)),
        [true, false] => {
            return Some(Outcome::win(
                Side::Black,
                Ending::ApocPenalties { side: Side::White },
            ))
        }
        [false, true] => {
            return Some(Outcome::win(
                Side::White,
                Ending::ApocPenalties { side: Side::Black },
            ))
        }
        _ => {}
    }
    let stuck: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|s| !moves::candidates(board, *s).iter().any(Candidate::is_safe))
        .collect();
    match stuck.as_slice() {
        [] => None,
        [one] => Some(Outcome::draw(Ending::ApocNoSafeMove { side: *one })),
        _ => Some(Outcome::draw(Ending::ApocNeitherSafe)),
    }
}

impl Apocalypse {
    /// Refuses a submission when the game is over or `side` has already submitted (R2).
    pub(super) fn check_may_submit(&self, side: Side) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if self.has_submitted(side) {
            return Err(RuleError::not_your_turn(
                side,
                self.to_act().sides(),
                WaitingFor::Submitted {
                    turn: self.turn,
                    opponent: side.opponent(),
                },
            ));
        }
        Ok(())
    }

    /// `side`'s own pending action, if it has submitted one this turn. A secret: only for that
    /// player's private view.
    pub fn pending(&self, side: Side) -> Option<Action> {
        self.pending[side.index()]
    }
}
