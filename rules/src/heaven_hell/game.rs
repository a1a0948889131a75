//! The [`Game`] implementation: playing actions and decisions, prompts, reports.

use super::engine::{Decision, Pending, Task};
use super::notation::canonical;
use super::notation::chaos_said;
use super::notation::{Action, Answer};
use super::HeavenAndHell;
use crate::error::{HeavenHellRefusal, WaitingFor};
use crate::said::Parts;
use crate::view::{BoardView, Said, Viewer};
use crate::{Game, Outcome, Report, RuleError, Side, ToAct, VariantId};

/// The words standing for a planted Secret Trap in the turn's log and report: its square is
/// secret.
const PLANTED: &str = "planted a Secret Trap";

impl HeavenAndHell {
    /// The prompt of an open decision.
    pub(crate) fn prompt(&self, p: &Pending) -> String {
        self.prompt_words(p).0
    }

    /// The prompt of an open decision, in English and as catalogue data.
    pub(crate) fn prompt_words(&self, p: &Pending) -> (String, Said) {
        let piece = |id: u32| (self.piece_name(id), self.piece_said(id));
        let about = |key: &str, id: u32, english: &dyn Fn(&str) -> String| {
            let (name, said) = piece(id);
            (english(&name), Said::new(key).with("piece", said))
        };
        match &p.decision {
            Decision::Upgrade { id, promote, .. } => {
                if *promote {
                    about("prompt-hh-promote-or-upgrade", *id, &|n| {
                        format!("Promote or upgrade the {n} (choose Q/R/B/N or an upgrade)")
                    })
                } else {
                    about("prompt-hh-upgrade", *id, &|n| {
                        format!("Choose an upgrade for the {n}")
                    })
                }
            }
            Decision::Promotion { id, .. } => about("prompt-hh-promotion", *id, &|n| {
                format!("Choose a promotion for the {n}")
            }),
            Decision::Expand { id, .. } => about("prompt-hh-expand", *id, &|n| {
                format!("Choose where the {n} grows (ne/nw/se/sw)")
            }),
            Decision::Shrink { id, .. } => about("prompt-hh-shrink", *id, &|n| {
                format!("Choose which block the {n} keeps (its lower-left square)")
            }),
            Decision::DoubleMove { ctx } => about("prompt-hh-double-move", ctx.id, &|n| {
                format!("Double Move: move the {n} again for 1 coin, or decline")
            }),
            Decision::SecondJump { ctx } => about("prompt-hh-second-jump", ctx.id, &|n| {
                format!("Second jump with the {n}, or decline")
            }),
            Decision::Chaos { options } => {
                let mut listed = Parts::joined("; ", "prompt-hh-chaos-and");
                for (i, o) in options.iter().enumerate() {
                    listed.push(
                        format!("{} = {o} {}", i + 1, o.text()),
                        Said::new("prompt-hh-chaos-option")
                            .with("index", i + 1)
                            .with("number", o.number())
                            .with("effect", chaos_said(*o)),
                    );
                }
                let joined = listed
                    .said()
                    .unwrap_or_else(|| Said::new("prompt-hh-ask-an-option"));
                (
                    format!("Chaos Orb: pick one effect: {}", listed.text()),
                    Said::new("prompt-hh-chaos").with("options", joined),
                )
            }
            Decision::ChaosArg { effect, args } => {
                let (ask, ask_key) = effect.ask_words(args.len());
                (
                    format!("Chaos {effect} ({}): choose {ask}", effect.text()),
                    Said::new("prompt-hh-chaos-arg")
                        .with("number", effect.number())
                        .with("effect", chaos_said(*effect))
                        .with("ask", Said::new(ask_key)),
                )
            }
            Decision::Trap { optional: true, .. } => (
                "Plant a Secret Trap by DM (`trap <square>`), or `done`".into(),
                Said::new("prompt-hh-trap-optional"),
            ),
            Decision::Trap { .. } => (
                "Plant your Secret Trap by DM (`trap <square>`)".into(),
                Said::new("prompt-hh-trap"),
            ),
            Decision::Spawn { kind } => (
                format!(
                    "Place your new {} on an empty square of your back rank (any plane)",
                    kind.title()
                ),
                Said::new("prompt-hh-spawn").with_term("piece", kind),
            ),
            Decision::Spree { id, .. } => about("prompt-hh-spree", *id, &|n| {
                format!("Chaos #36: move the {n} again, or `done`")
            }),
            Decision::ChaosBuy => (
                "Chaos #38: buy something from the shop (no action is used)".into(),
                Said::new("prompt-hh-chaos-buy"),
            ),
        }
    }

    fn play_checked(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        self.engine.notes.clear();
        if let Some(p) = self.engine.pending.clone() {
            return self.answer_pending(side, p, action);
        }
        if side != self.turn {
            return Err(RuleError::not_your_turn(
                side,
                vec![self.turn],
                crate::error::WaitingFor::Turn { side: self.turn },
            ));
        }
        let plain = match &action {
            Action::Move {
                plane,
                from,
                to,
                capture,
                promo,
                chain: Some(_),
            } => Action::Move {
                plane: *plane,
                from: *from,
                to: *to,
                capture: *capture,
                promo: *promo,
                chain: None,
            },
            a => a.clone(),
        };
        if !self.is_legal(side, &plain) {
            return Err(self.refuse_action(side, &action));
        }
        let text = canonical(&action);
        self.engine.private.clear();
        if let Action::Buy { entry, targets } = &action {
            self.begin_action(side, &text);
            self.start_buy(side, *entry, targets, false);
            self.run();
            return Ok(self.report(side, &text));
        }
        let backup = if matches!(action, Action::Move { chain: Some(_), .. }) {
            Some(self.clone())
        } else {
            None
        };
        if action == Action::End {
            self.log(side, &text);
            self.actions_left = 0;
            self.push_end_turn();
            self.run();
            return Ok(self.report(side, &text));
        }
        self.start_move_or_ability(side, &action, &text)?;
        self.run();
        if let Some(b) = backup {
            self.check_second_jump(b, &action, &text)?;
        }
        Ok(self.report(side, &text))
    }

    /// `side` answers the pending decision `p` with `action`; on `Err` nothing changed.
    fn answer_pending(
        &mut self,
        side: Side,
        p: Pending,
        action: Action,
    ) -> Result<Report, RuleError> {
        if p.side != side {
            return Err(RuleError::not_your_turn(
                side,
                vec![p.side],
                WaitingFor::DecisionPending { side: p.side },
            ));
        }
        if !action.offered_by(&self.answers(&p)) {
            return Err(self.refuse_action(side, &action));
        }
        let secret = matches!(action, Action::Choose(Answer::Trap(..)));
        let text = if secret {
            PLANTED.to_string()
        } else {
            canonical(&action)
        };
        let backup = self.clone();
        self.engine.pending = None;
        self.engine.private.clear();
        if let Err(e) = self.answer(side, p, &action) {
            *self = backup;
            return Err(e);
        }
        self.log(side, &text);
        self.run();
        Ok(self.report(side, &text))
    }

    /// Starts an action of `side` written `text`: logged, last marks, en passant and Imp ban
    /// gone, and the end of the action waiting under whatever it starts.
    fn begin_action(&mut self, side: Side, text: &str) {
        self.log(side, text);
        self.marks.clear();
        self.ep = None;
        self.imp_ban = None;
        self.engine.tasks.push(Task::EndAction);
    }

    /// Starts a legal move, shot, castling or ability (the engine then runs it).
    fn start_move_or_ability(
        &mut self,
        side: Side,
        action: &Action,
        text: &str,
    ) -> Result<(), RuleError> {
        let (spec, user) = match action {
            Action::Ability { plane, at, .. } => {
                (None, self.at(*plane, *at).expect("user").clone())
            }
            a => {
                let m = self.spec_for(side, a, None)?;
                (Some(m), self.piece(m.id).expect("mover").clone())
            }
        };
        self.begin_action(side, text);
        if user.color == super::pieces::Color::Neutral && spec.is_some() {
            self.snap_imp(&user);
        }
        match (action, spec) {
            (Action::Ability { ability, .. }, _) => self.start_ability(side, user.id, *ability),
            (a, Some(m)) => {
                let (promo, chain) = match a {
                    Action::Move { promo, chain, .. } => (*promo, *chain),
                    _ => (None, None),
                };
                let ctx = Self::action_ctx(&user, side, &m, promo, chain);
                self.start_spec(m, ctx);
            }
            _ => unreachable!("every other action has a move spec"),
        }
        Ok(())
    }

    /// After a Checker move sent with its second jump (`text`): if the jump could not be made,
    /// the game goes back to `backup` and the move is refused, saying what to send instead.
    fn check_second_jump(
        &mut self,
        backup: HeavenAndHell,
        action: &Action,
        text: &str,
    ) -> Result<(), RuleError> {
        let chain_unused = std::mem::take(&mut self.engine.chain_failed)
            || matches!(
                &self.engine.pending,
                Some(Pending {
                    decision: Decision::SecondJump { .. },
                    ..
                })
            );
        if !chain_unused {
            return Ok(());
        }
        *self = backup;
        let first = match action {
            Action::Move {
                plane,
                from,
                to,
                capture,
                ..
            } => canonical(&Action::Move {
                plane: *plane,
                from: *from,
                to: *to,
                capture: *capture,
                promo: None,
                chain: None,
            }),
            a => canonical(a),
        };
        Err(RuleError::illegal(
            "",
            HeavenHellRefusal::SecondJump {
                text: text.to_string(),
                first,
            },
        ))
    }

    fn push_end_turn(&mut self) {
        self.engine.tasks.push(Task::EndTurn(0));
    }

    fn log(&mut self, side: Side, text: &str) {
        if side == self.turn {
            self.turn_log.push(text.to_string());
        } else {
            self.turn_log.push(format!("({side}) {text}"));
        }
    }

    /// What `side`'s action (written `text`) did: the action, the notes of what followed, then
    /// the result or the next decision; in English and as catalogue data (`reports.ftl`).
    fn report(&mut self, side: Side, text: &str) -> Report {
        let mut parts = Parts::joined(". ", "report-sentences");
        if text == PLANTED {
            parts.push(
                format!("{side} {text}"),
                Said::new("report-hh-planted").with("side", side),
            );
        } else {
            parts.push(
                format!("{side}: {text}"),
                Said::new("report-hh-action")
                    .with("side", side)
                    .with("notation", text),
            );
        }
        for note in std::mem::take(&mut self.engine.notes) {
            match note.said {
                Some(said) => parts.push(note.text, said),
                // A note stored before notes had messages (a game saved mid-action).
                None => parts.push(
                    note.text.clone(),
                    Said::new("report-hh-note").with("note", note.text),
                ),
            }
        }
        if let Some(o) = &self.outcome {
            parts.push(
                o.to_string(),
                Said::new("report-result").with("result", o.clone()),
            );
        } else if let Some(p) = &self.engine.pending {
            let (prompt, said) = self.prompt_words(p);
            parts.push(
                format!("{} to decide: {prompt}", p.side),
                Said::new("report-hh-to-decide")
                    .with("side", p.side)
                    .with("prompt", said),
            );
        }
        let mut r = Report::public(parts.text());
        r.said = parts.said();
        r.private = std::mem::take(&mut self.engine.private);
        r
    }
}

impl Game for HeavenAndHell {
    type Action = Action;

    const VARIANT: VariantId = VariantId::HeavenAndHell;

    fn new_game(seed: u64) -> Self {
        HeavenAndHell::start(seed)
    }

    fn from_position(text: &str, seed: u64) -> Result<Self, RuleError> {
        HeavenAndHell::read_position(text, seed)
    }

    fn position(&self) -> String {
        self.write_position()
    }

    fn to_act(&self) -> ToAct {
        if self.outcome.is_some() {
            return ToAct::Over;
        }
        match &self.engine.pending {
            Some(p) => ToAct::Decision {
                side: p.side,
                prompt: self.prompt(p),
            },
            None => ToAct::Side(self.turn),
        }
    }

    fn decision_said(&self) -> Option<Said> {
        if self.outcome.is_some() {
            return None;
        }
        self.engine.pending.as_ref().map(|p| self.prompt_words(p).1)
    }

    fn legal_actions(&self, side: Side) -> Vec<Action> {
        self.legal_list(side)
    }

    fn evaluate(&self, side: Side) -> f64 {
        self.evaluation(side)
    }

    fn determinize(&self, observer: Side, seed: u64) -> Self {
        self.determinization(observer, seed)
    }

    fn search_actions(&self, side: Side) -> Vec<Action> {
        self.search_list(side)
    }

    /// Planting a Secret Trap is answered in private: its notation names the square (HH-18).
    fn secret_decision(&self, side: Side) -> bool {
        matches!(
            &self.engine.pending,
            Some(p) if p.side == side && matches!(p.decision, Decision::Trap { .. })
        )
    }

    fn check_stored(&self) -> Result<(), RuleError> {
        self.check_stored_shape().map_err(RuleError::bad_position)
    }

    fn random_seed(&self) -> Option<u64> {
        Some(self.rng.seed())
    }

    fn notation(&self, _side: Side, action: &Action) -> String {
        canonical(action)
    }

    fn label(&self, _side: Side, action: &Action) -> String {
        self.label_of(action)
    }

    fn label_words(&self, _side: Side, action: &Action) -> (String, Option<crate::view::Said>) {
        self.label_words_of(action)
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        self.parse_text(side, text).map_err(|e| e.with_text(text))
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        let notation = canonical(&action);
        self.play_checked(side, action)
            .map_err(|e| e.with_text(&notation))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        self.board_view(viewer)
    }

    fn history(&self) -> Vec<String> {
        let mut h = self.history.clone();
        if !self.turn_log.is_empty() {
            h.push(format!("{}: {}", self.turn, self.turn_log.join("; ")));
        }
        h
    }

    fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        self.text(viewer)
    }

    fn suggest(&self, side: Side, prefix: &str) -> Vec<crate::ActionChoice> {
        // Plain Earth forms (`e2e4`) match their canonical `E:e2-e4` (rulings §4.4).
        let want = super::notation::key(prefix).unwrap_or_default();
        self.legal_list(side)
            .iter()
            .filter(|a| super::notation::key(&canonical(a)).is_ok_and(|k| k.starts_with(&want)))
            .take(crate::MAX_SUGGESTIONS)
            .map(|a| self.choice(side, a))
            .collect()
    }
}
