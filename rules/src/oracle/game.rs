//! The game: the position plus what the rules keep around it (the record, repetitions, the last
//! action, how it ended, R21), and the [`Game`] implementation of Oracle Chess.

use super::state::{Position, PLY_LIMIT, QUIET_LIMIT};
use super::{notation, view, Action};
use crate::view::Said;
use crate::view::{BoardView, Viewer};
use crate::{Ending, Game, Outcome, Report, Rng, RuleError, Side, ToAct, VariantId};
use serde::{Deserialize, Serialize};

/// The last action played, for the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    /// Who played it.
    pub side: Side,
    /// What it was.
    pub action: Action,
}

/// A game of Oracle Chess.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Oracle {
    /// The current position.
    pub(super) pos: Position,
    /// Every action so far in notation, one per ply.
    pub(super) moves: Vec<String>,
    /// Ply number of the game's first position (non-zero for custom starts).
    pub(super) first_ply: u32,
    /// Keys of every position since the start, the current one last (repetition, R18).
    pub(super) seen: Vec<u64>,
    /// The last action, for the picture.
    pub(super) last: Option<LastAction>,
    /// How the game ended by the rules.
    pub(super) result: Option<Outcome>,
    /// Unused by the rules (Oracle has no chance), kept so every game carries its seed.
    pub(super) rng: Rng,
}

impl Oracle {
    /// The current position.
    pub fn position_state(&self) -> &Position {
        &self.pos
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.pos.in_check()
    }

    /// How many times the current position has occurred.
    pub fn repetitions(&self) -> usize {
        let k = self.pos.key();
        self.seen.iter().filter(|x| **x == k).count()
    }

    pub(super) fn from_pos(pos: Position, seed: u64) -> Oracle {
        let mut g = Oracle {
            first_ply: pos.ply,
            seen: vec![pos.key()],
            pos,
            moves: Vec::new(),
            last: None,
            result: None,
            rng: Rng::new(seed),
        };
        g.result = g.judge();
        g
    }

    /// Whether the game has ended now, by the precedence of R21.
    pub(super) fn judge(&self) -> Option<Outcome> {
        let side = self.pos.turn;
        if !self.pos.has_legal_action() {
            return Some(if self.pos.in_check() {
                Outcome::win(side.opponent(), Ending::Checkmate)
            } else {
                Outcome::draw(Ending::OracleStalemate { side })
            });
        }
        if self.repetitions() >= 3 {
            return Some(Outcome::draw(Ending::Repetition));
        }
        if self.pos.quiet >= QUIET_LIMIT {
            return Some(Outcome::draw(Ending::OracleQuiet {
                rounds: QUIET_LIMIT / 2,
            }));
        }
        if self.pos.ply >= PLY_LIMIT {
            return Some(Outcome::draw(Ending::OracleLastRound {
                round: PLY_LIMIT / 2,
            }));
        }
        None
    }
}

impl Game for Oracle {
    type Action = Action;

    const VARIANT: VariantId = VariantId::Oracle;

    /// Nothing hidden the rules act on, no chance (the stored seed is never drawn from).
    const HIDDEN_OR_RANDOM: bool = false;

    fn evaluate(&self, side: Side) -> f64 {
        self.evaluation(side)
    }

    fn determinize(&self, _observer: Side, seed: u64) -> Self {
        self.determinization(seed)
    }

    fn new_game(seed: u64) -> Self {
        Oracle::from_pos(Position::start(), seed)
    }

    fn from_position(text: &str, seed: u64) -> Result<Self, RuleError> {
        Ok(Oracle::from_pos(Position::from_text(text)?, seed))
    }

    fn position(&self) -> String {
        self.pos.to_text()
    }

    fn to_act(&self) -> ToAct {
        if self.result.is_some() {
            ToAct::Over
        } else {
            ToAct::Side(self.pos.turn)
        }
    }

    fn legal_actions(&self, side: Side) -> Vec<Action> {
        if self.result.is_some() || side != self.pos.turn {
            return Vec::new();
        }
        self.pos.legal_actions()
    }

    fn notation(&self, _side: Side, action: &Action) -> String {
        notation::notation(action)
    }

    fn label(&self, _side: Side, action: &Action) -> String {
        notation::label(&self.pos, action)
    }

    fn label_words(&self, _side: Side, action: &Action) -> (String, Option<crate::view::Said>) {
        let (label, said) = notation::label_words(&self.pos, action);
        (label, Some(said))
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        let action = notation::read(text)?;
        if self.result.is_some() || side != self.pos.turn {
            return Ok(action);
        }
        if let Action::Go {
            from,
            to,
            drop: None,
        } = action
        {
            // A plain `from to` onto one of your own bodies means the only soul that can go there.
            if !self.pos.is_legal(&action) {
                let grants: Vec<Action> = self
                    .pos
                    .legal_actions()
                    .into_iter()
                    .filter(|a| {
                        matches!(a, Action::Grant { from: f, to: t, summon: None, .. }
                            if *f == from && *t == to)
                    })
                    .collect();
                if let [only] = grants[..] {
                    return Ok(only);
                }
            }
        }
        if !self.pos.is_legal(&action) {
            return Err(RuleError::illegal(
                notation::notation(&action),
                notation::explain(&self.pos, &action),
            ));
        }
        Ok(action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        if self.result.is_some() {
            return Err(RuleError::GameOver);
        }
        if side != self.pos.turn {
            return Err(RuleError::not_your_turn(
                side,
                vec![self.pos.turn],
                crate::error::WaitingFor::Turn {
                    side: self.pos.turn,
                },
            ));
        }
        if !self.pos.is_legal(&action) {
            return Err(RuleError::illegal(
                notation::notation(&action),
                notation::explain(&self.pos, &action),
            ));
        }
        let (label, words) = notation::label_words(&self.pos, &action);
        let said = Said::new("report-action")
            .with("side", side)
            .with("notation", notation::notation(&action))
            .with("words", words);
        self.pos.apply(action);
        self.moves.push(notation::notation(&action));
        self.seen.push(self.pos.key());
        self.last = Some(LastAction { side, action });
        self.result = self.judge();
        let mut text = format!("{side}: {label}");
        let said = match &self.result {
            Some(o) => {
                text.push_str(&format!(". {o}."));
                Said::new("report-then-result")
                    .with("report", said)
                    .with("result", o.clone())
            }
            None if self.pos.in_check() => {
                text.push_str(&format!(". {} is in check.", self.pos.turn));
                Said::new("report-then-check")
                    .with("report", said)
                    .with("side", self.pos.turn)
            }
            None => said,
        };
        let mut report = Report::public(text);
        report.said = Some(said);
        Ok(report)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        view::view(self, viewer)
    }

    fn history(&self) -> Vec<String> {
        self.moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let ply = self.first_ply as usize + i;
                let round = ply / 2 + 1;
                // The mover of ply i: the side to move now, flipped once per later ply.
                let white = ((self.moves.len() - i) % 2 == 1) == (self.pos.turn == Side::Black);
                if white {
                    format!("{round}. {m}")
                } else {
                    format!("{round}... {m}")
                }
            })
            .collect()
    }

    fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        view::text_lines(self, viewer)
    }
}
