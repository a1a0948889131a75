//! The [`Game`] implementation of Apocalypse: submissions, refusals and what each viewer is told.

use super::moves;
use super::view;
use super::{position, Action, Apocalypse, Board};
use crate::view::Said;
use crate::view::{BoardView, Viewer};
use crate::{ActionChoice, Game, Outcome, Report, RuleError, Side, ToAct, VariantId};

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
        position::read(text)
    }

    fn position(&self) -> String {
        position::write(self)
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
            Some(c) => view::label(side, &c),
            None => action.to_string(),
        }
    }

    fn label_words(&self, side: Side, action: &Action) -> (String, Option<crate::view::Said>) {
        match self.candidate(side, action) {
            Some(c) => {
                let (label, said) = view::label_words(side, &c);
                (label, Some(said))
            }
            None => (action.to_string(), None),
        }
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        self.check_may_submit(side)?;
        moves::parse(&self.board, side, text).map(|c| c.action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        self.check_may_submit(side)?;
        let mine = self
            .candidate(side, &action)
            .ok_or_else(|| moves::why_illegal(&self.board, side, &action))?;
        let ack = view::acknowledgement(self, side, &mine);
        let other = side.opponent();
        let Some(theirs) = self.pending[other.index()] else {
            self.pending[side.index()] = Some(action);
            return Ok(Report {
                public: format!("{side} has submitted."),
                private: vec![(side, ack)],
                board_changed: false,
                said: Some(Said::new("report-apoc-submitted").with("side", side)),
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
        let summary = view::summary_words(&record, self.outcome.as_ref());
        Ok(Report {
            public: summary.text(),
            private: vec![(side, ack)],
            board_changed: true,
            said: summary.said(),
        })
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        view::view(self, viewer)
    }

    fn history(&self) -> Vec<String> {
        self.records.iter().map(view::history_line).collect()
    }

    fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        view::text_lines(self, viewer)
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
        view::suggest(side, self.candidates(side), prefix)
    }
}
