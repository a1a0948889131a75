//! The [`Game`] implementation of Oracle Chess: legal actions, parsing, playing, the record.

use super::state::{LastAction, Oracle, Position};
use super::{notation, view, Action};
use crate::view::{BoardView, Viewer};
use crate::{Game, Outcome, Report, RuleError, Side, ToAct, VariantId};

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
            return Err(RuleError::Illegal(notation::explain(&self.pos, &action)));
        }
        Ok(action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        if self.result.is_some() {
            return Err(RuleError::GameOver);
        }
        if side != self.pos.turn {
            return Err(RuleError::NotYourTurn(format!(
                "It is {}'s turn.",
                self.pos.turn
            )));
        }
        if !self.pos.is_legal(&action) {
            return Err(RuleError::Illegal(notation::explain(&self.pos, &action)));
        }
        let label = notation::label(&self.pos, &action);
        self.pos.apply(action);
        self.moves.push(notation::notation(&action));
        self.seen.push(self.pos.key());
        self.last = Some(LastAction { side, action });
        self.result = self.judge();
        let mut text = format!("{side}: {label}");
        match &self.result {
            Some(o) => text.push_str(&format!(". {o}.")),
            None if self.pos.in_check() => {
                text.push_str(&format!(". {} is in check.", self.pos.turn))
            }
            None => {}
        }
        Ok(Report::public(text))
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

    fn text_board(&self, viewer: Viewer) -> String {
        view::text_board(self, viewer)
    }
}
