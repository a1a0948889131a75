//! Apocalypse: a 5x5 game of footmen (pawns) and horsemen (knights) in which both players move
//! at the same time, in secret, and may speculate on the opponent's move.
//!
//! The rules are the seed text with the rulings R1–R17 of the specification and the project's own
//! rulings P1… in `docs/rules/apocalypse.md`. A turn goes:
//! 1. each side submits one candidate action ([`Apocalypse::candidates`]); the first submission is stored
//!    in the state (it survives serialisation) and only "White has submitted." is said publicly;
//! 2. when the second arrives, the turn is resolved: it validates both (R5), hands out penalties (R8), cancels
//!    captures of pieces that moved away (R9), settles collisions (R10) and applies the turn (R11);
//! 3. the end checks run in order (R12): footmen, penalties, no safe action, repetition.
//!
//! # Position format
//!
//! `npppn/p3p/5/P3P/NPPPN 0 0 1`: the placement (rank 5 first, `/` between ranks, `P N` White,
//! `p n` Black, digits count empty squares), then White's and Black's penalties, then the number
//! of the turn about to be played. The penalties and the turn number may be left out (they
//! default to `0 0 1`). Pending submissions are never part of the position.

mod action;
mod ai;
mod board;
mod candidates;
mod present;
mod resolve;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_audit;
#[cfg(test)]
mod tests_selfplay;

pub use action::{Action, Finish};
pub use board::{Board, Kind, Piece, START_FEN};
pub use candidates::{Candidate, Condition, Conditions};
pub use resolve::Played;

use crate::view::{BoardView, Viewer};
use crate::{ActionChoice, Game, Outcome, Report, RuleError, Side, ToAct, VariantId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The player-facing rules summary (Discord markdown), shown by `/rules apocalypse`.
pub const HELP: &str = include_str!("help.md");

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
    board: Board,
    /// Penalty points, White first.
    penalties: [u8; 2],
    /// The number of the turn being played.
    turn: u32,
    /// Submitted, not yet resolved actions, White first. Secret until the turn resolves.
    pending: [Option<Action>; 2],
    /// Every resolved turn since the game (or the loaded position) started.
    records: Vec<TurnRecord>,
    /// How often each position (placement plus penalties) has stood at the start of a turn.
    seen: BTreeMap<String, u8>,
    /// How the game ended, once it has.
    outcome: Option<Outcome>,
}

impl Apocalypse {
    /// A game from a placement, penalties and turn number; runs the end checks 1–3 on it (P3).
    fn from_parts(board: Board, penalties: [u8; 2], turn: u32) -> Self {
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
        candidates::candidates(&self.board, side)
    }

    /// The candidate `action` is for `side` on the current board, if it is one.
    pub fn candidate(&self, side: Side, action: &Action) -> Option<Candidate> {
        candidates::find(&self.board, side, action)
    }

    /// The key of the repetition rule: placement and both penalty counts (R12.4).
    fn repetition_key(&self) -> String {
        format!(
            "{} {} {}",
            self.board.fen(),
            self.penalties[0],
            self.penalties[1]
        )
    }

    /// Resolves the turn with both pending actions and runs the end checks; returns the turn's
    /// record. Both actions must be candidates on the current board.
    fn resolve_turn(&mut self, white: Candidate, black: Candidate) -> TurnRecord {
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
        self.outcome = end_checks(&self.board, self.penalties).or_else(|| {
            repeated.then(|| {
                Outcome::draw("the same position stood three times at the start of a turn")
            })
        });
        record
    }
}

/// End checks 1–3 of R12, in order: footmen, penalties, no safe action.
fn end_checks(board: &Board, penalties: [u8; 2]) -> Option<Outcome> {
    let pawns = Side::BOTH.map(|s| board.count(s, Kind::Pawn));
    match pawns {
        [0, 0] => return Some(Outcome::draw("both sides lost all their footmen")),
        [0, _] => return Some(Outcome::win(Side::Black, "White has no footmen left")),
        [_, 0] => return Some(Outcome::win(Side::White, "Black has no footmen left")),
        _ => {}
    }
    let out = penalties.map(|p| p >= LOSING_PENALTIES);
    match out {
        [true, true] => return Some(Outcome::draw("both sides reached two penalties")),
        [true, false] => return Some(Outcome::win(Side::Black, "White reached two penalties")),
        [false, true] => return Some(Outcome::win(Side::White, "Black reached two penalties")),
        _ => {}
    }
    let stuck: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|s| {
            !candidates::candidates(board, *s)
                .iter()
                .any(Candidate::is_safe)
        })
        .collect();
    match stuck.as_slice() {
        [] => None,
        [one] => Some(Outcome::draw(format!("{one} has no safe move"))),
        _ => Some(Outcome::draw("neither side has a safe move")),
    }
}

impl Game for Apocalypse {
    type Action = Action;

    const VARIANT: VariantId = VariantId::Apocalypse;

    /// A determinisation takes back the opponent's pending move, always the same way, and the
    /// game has no chance.
    const HIDDEN_OR_RANDOM: bool = false;

    fn new_game(_seed: u64) -> Self {
        Apocalypse::from_parts(Board::start(), [0, 0], 1)
    }

    fn from_position(text: &str, _seed: u64) -> Result<Self, RuleError> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let bad = |why: String| RuleError::BadPosition(format!("Bad Apocalypse position: {why}"));
        if fields.is_empty() || fields.len() == 2 || fields.len() > 4 {
            return Err(bad(format!(
                "expected `board white-penalties black-penalties [turn]`, like \
                 `{START_FEN} 0 0 1`; got `{}`",
                text.trim()
            )));
        }
        let board = Board::from_fen(fields[0])?;
        board.check_legal().map_err(bad)?;
        let mut penalties = [0u8; 2];
        for (i, side) in Side::BOTH.into_iter().enumerate() {
            if let Some(field) = fields.get(1 + i) {
                penalties[i] = match field.parse::<u8>() {
                    Ok(p) if p <= LOSING_PENALTIES => p,
                    _ => {
                        return Err(bad(format!(
                            "{side}'s penalties must be 0, 1 or 2, not `{field}`"
                        )))
                    }
                };
            }
        }
        let turn = match fields.get(3) {
            None => 1,
            Some(field) => match field.parse::<u32>() {
                Ok(t) if t >= 1 => t,
                _ => {
                    return Err(bad(format!(
                        "the turn number must be 1 or more, not `{field}`"
                    )))
                }
            },
        };
        Ok(Apocalypse::from_parts(board, penalties, turn))
    }

    fn position(&self) -> String {
        format!(
            "{} {} {} {}",
            self.board.fen(),
            self.penalties[0],
            self.penalties[1],
            self.turn
        )
    }

    fn to_act(&self) -> ToAct {
        if self.outcome.is_some() {
            return ToAct::Over;
        }
        ToAct::Simultaneous(
            Side::BOTH
                .into_iter()
                .filter(|s| !self.has_submitted(*s))
                .collect(),
        )
    }

    fn legal_actions(&self, side: Side) -> Vec<Action> {
        if !self.to_act().includes(side) {
            return Vec::new();
        }
        self.candidates(side)
            .into_iter()
            .map(|c| c.action)
            .collect()
    }

    fn notation(&self, _side: Side, action: &Action) -> String {
        action.to_string()
    }

    fn label(&self, side: Side, action: &Action) -> String {
        match self.candidate(side, action) {
            Some(c) => present::label(side, &c),
            None => action.to_string(),
        }
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        self.check_may_submit(side)?;
        candidates::parse(&self.board, side, text).map(|c| c.action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        self.check_may_submit(side)?;
        let mine = self
            .candidate(side, &action)
            .ok_or_else(|| candidates::why_illegal(&self.board, side, &action))?;
        let ack = present::acknowledgement(self, side, &mine);
        let other = side.opponent();
        let Some(theirs) = self.pending[other.index()] else {
            self.pending[side.index()] = Some(action);
            return Ok(Report {
                public: format!("{side} has submitted."),
                private: vec![(side, ack)],
                board_changed: false,
            });
        };
        let theirs = self
            .candidate(other, &theirs)
            .expect("a pending action stays a candidate until the turn resolves");
        let (white, black) = match side {
            Side::White => (mine, theirs),
            Side::Black => (theirs, mine),
        };
        let record = self.resolve_turn(white, black);
        Ok(Report {
            public: present::summary(&record, self.outcome.as_ref()),
            private: vec![(side, ack)],
            board_changed: true,
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        present::view(self, viewer)
    }

    fn history(&self) -> Vec<String> {
        self.records.iter().map(present::history_line).collect()
    }

    fn text_board(&self, viewer: Viewer) -> String {
        present::text_board(self, viewer)
    }

    fn evaluate(&self, side: Side) -> f64 {
        self.evaluation(side)
    }

    fn determinize(&self, observer: Side, _seed: u64) -> Self {
        self.determinization(observer)
    }

    fn suggest(&self, side: Side, prefix: &str) -> Vec<ActionChoice> {
        if !self.to_act().includes(side) {
            return Vec::new();
        }
        present::suggest(side, self.candidates(side), prefix)
    }
}

impl Apocalypse {
    /// Refuses a submission when the game is over or `side` has already submitted (R2).
    fn check_may_submit(&self, side: Side) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if self.has_submitted(side) {
            return Err(RuleError::NotYourTurn(format!(
                "You have already submitted your move for turn {}, and a submission is final. \
                 Waiting for {}.",
                self.turn,
                side.opponent()
            )));
        }
        Ok(())
    }

    /// `side`'s own pending action, if it has submitted one this turn. A secret: only for that
    /// player's private view.
    pub fn pending(&self, side: Side) -> Option<Action> {
        self.pending[side.index()]
    }
}
