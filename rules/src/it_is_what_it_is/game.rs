//! The [`Game`] implementation of It is what it is chess.

use super::position::{self, Setup};
use super::state::ItIsWhatItIs;
use super::{view, Action};
use crate::view::Said;
use crate::view::{BoardView, Viewer};
use crate::{Game, Outcome, Report, RuleError, Side, ToAct, VariantId};

impl Game for ItIsWhatItIs {
    type Action = Action;

    const VARIANT: VariantId = VariantId::ItIsWhatItIs;

    /// Nothing hidden, no chance.
    const HIDDEN_OR_RANDOM: bool = false;

    fn evaluate(&self, side: Side) -> f64 {
        self.evaluation(side)
    }

    fn new_game(seed: u64) -> Self {
        Self::from_position(position::START, seed).expect("the start position is valid")
    }

    /// The game has no chance, so `seed` is not used.
    fn from_position(text: &str, _seed: u64) -> Result<Self, RuleError> {
        Ok(Self::from_setup(position::parse(text)?))
    }

    fn position(&self) -> String {
        position::format(&Setup {
            board: self.board.clone(),
            to_move: self.to_move,
            quiet: self.quiet,
            fullmove: self.fullmove,
        })
    }

    fn to_act(&self) -> ToAct {
        if self.result.is_some() {
            ToAct::Over
        } else {
            ToAct::Side(self.to_move)
        }
    }

    fn legal_actions(&self, side: Side) -> Vec<Action> {
        self.legal_actions_of(side)
    }

    fn notation(&self, _side: Side, action: &Action) -> String {
        action.to_string()
    }

    fn label(&self, side: Side, action: &Action) -> String {
        self.label_words(side, action).0
    }

    fn label_words(&self, side: Side, action: &Action) -> (String, Option<crate::view::Said>) {
        let words = self.describe(side, *action);
        let mut label = format!("{} · {}", self.notation(side, action), words.text());
        if label.chars().count() > 100 {
            label = label.chars().take(100).collect();
        }
        (label, words.said())
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        let action = Action::read(text)?;
        self.check(side, action)?;
        Ok(action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        self.check(side, action)?;
        let (label, words) = self.label_words(side, &action);
        let text = format!("{side}: {label}");
        let notation = self.notation(side, &action);
        let said = words.map(|words| {
            Said::new("report-action")
                .with("side", side)
                .with("notation", notation.clone())
                .with("words", words)
        });
        self.make_move(side, action, notation);

        let mut report = Report::public(text);
        report.said = said;
        if let Some(outcome) = &self.result {
            report.public.push_str(&format!("\n{outcome}"));
            report.said = report.said.take().map(|said| {
                Said::new("report-then-result-line")
                    .with("report", said)
                    .with("result", outcome.clone())
            });
        }
        Ok(report)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        view::game_view(self, viewer)
    }

    fn history(&self) -> Vec<String> {
        self.record.clone()
    }

    fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        view::text_lines(self, viewer)
    }
}
