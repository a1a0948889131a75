//! The [`Game`] implementation: legal action lists, playing actions and decisions, prompts.

use super::board::HELL;
use super::engine::{Ability, Action, Answer, Decision, Pending, Task};
use super::moves::{MoveKind, MoveSpec};
use super::notation::canonical;
use super::pieces::{Kind, Piece};
use super::HeavenAndHell;
use crate::view::{BoardView, Viewer};
use crate::{Game, Outcome, Report, RuleError, Side, ToAct, VariantId};

impl HeavenAndHell {
    /// The actions a move spec offers (promotion choices for Pawns reaching their last rank).
    pub(crate) fn actions_of_spec(&self, m: &MoveSpec) -> Vec<Action> {
        match m.kind {
            MoveKind::Shot => vec![Action::Shot {
                plane: m.plane,
                from: m.from,
                target: m.to,
            }],
            MoveKind::Castle(long) => vec![Action::Castle { long }],
            _ => {
                let p = self.piece(m.id).expect("mover");
                let base = Action::Move {
                    plane: m.plane,
                    from: m.from,
                    to: m.to,
                    capture: m.capture,
                    promo: None,
                    chain: None,
                };
                // R17 with R18: an Experienced Pawn capturing onto its last rank decides later.
                let last = p.color.side().map(Self::last_rank);
                let reaches = last.is_some_and(|r| r >= m.to.1 && r < m.to.1 + p.k());
                if p.kind == Kind::Pawn && reaches && !(p.experienced && m.capture) {
                    Kind::PROMOTIONS
                        .iter()
                        .map(|k| match &base {
                            Action::Move {
                                plane,
                                from,
                                to,
                                capture,
                                ..
                            } => Action::Move {
                                plane: *plane,
                                from: *from,
                                to: *to,
                                capture: *capture,
                                promo: Some(*k),
                                chain: None,
                            },
                            _ => unreachable!("base is a move"),
                        })
                        .collect()
                } else {
                    vec![base]
                }
            }
        }
    }

    /// Every legal action (or decision answer) of `side` now.
    pub(crate) fn legal_list(&self, side: Side) -> Vec<Action> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        if let Some(p) = &self.engine.pending {
            return if p.side == side {
                self.answers(p)
            } else {
                Vec::new()
            };
        }
        if side != self.turn || !self.engine.tasks.is_empty() || self.actions_left == 0 {
            return Vec::new();
        }
        let mut out: Vec<Action> = Vec::new();
        for m in self.all_moves(side) {
            out.extend(self.actions_of_spec(&m));
        }
        let mut users: Vec<&Piece> = self
            .pieces
            .iter()
            .filter(|p| self.may_act_with(side, p))
            .collect();
        users.sort_by_key(|p| super::canon(p));
        for p in users {
            self.abilities_of(side, p, &mut out);
        }
        out.extend(self.buy_actions(side));
        if self.actions_done >= 1 {
            out.push(Action::End);
        }
        out
    }

    /// Whether `side` has any legal action at all (cheaper than listing them).
    pub(crate) fn has_action(&self, side: Side) -> bool {
        if self.actions_done >= 1 {
            return true;
        }
        let grid = super::moves::Grid::new(self);
        let mut buf = Vec::new();
        self.pieces.iter().any(|p| {
            self.may_act_with(side, p) && {
                buf.clear();
                self.abilities_of(side, p, &mut buf);
                !buf.is_empty() || !self.moves_with_grid(&grid, p, side).is_empty()
            }
        }) || self.can_buy(side)
    }

    /// The legal actions of one piece (moves and abilities), for validating a played action.
    pub(crate) fn legal_of_piece(
        &self,
        side: Side,
        plane: u8,
        sq: super::board::Sq,
    ) -> Vec<Action> {
        let Some(p) = self.at(plane, sq) else {
            return Vec::new();
        };
        if !self.may_act_with(side, p) {
            return Vec::new();
        }
        let mut out: Vec<Action> = Vec::new();
        for m in self.moves_of(p, side) {
            out.extend(self.actions_of_spec(&m));
        }
        self.abilities_of(side, p, &mut out);
        out
    }

    /// Whether `action` is legal for `side` now (no decision open).
    fn is_legal(&self, side: Side, action: &Action) -> bool {
        if self.outcome.is_some()
            || self.engine.pending.is_some()
            || side != self.turn
            || !self.engine.tasks.is_empty()
            || self.actions_left == 0
        {
            return false;
        }
        match action {
            Action::Move { plane, from, .. }
            | Action::Shot { plane, from, .. }
            | Action::Ability {
                plane, at: from, ..
            } => action.offered_by(&self.legal_of_piece(side, *plane, *from)),
            Action::Castle { .. } => {
                let rank = if side == Side::White { 0 } else { 7 };
                self.legal_of_piece(side, super::board::EARTH, (4, rank))
                    .contains(action)
            }
            Action::End => self.actions_done >= 1,
            Action::Buy { entry, targets } => self.shop.open().iter().any(|(e, price)| {
                e == entry
                    && *price <= self.coins[side.index()]
                    && self.entry_targets(side, *e).contains(targets)
            }),
            _ => false,
        }
    }

    fn abilities_of(&self, side: Side, p: &Piece, out: &mut Vec<Action>) {
        if p.kind == Kind::Wizard && !self.wizard_targets(p).is_empty() {
            for ability in [Ability::Fire, Ability::Ice] {
                out.push(Action::Ability {
                    plane: p.plane,
                    at: p.anchor,
                    ability,
                });
            }
        }
        if p.kind == Kind::Warlock {
            let mut pulled: Vec<&Piece> = self
                .pieces
                .iter()
                .filter(|q| q.on_board && q.plane == HELL && self.controls(side, q))
                .collect();
            pulled.sort_by_key(|q| super::canon(q));
            for q in pulled {
                if self.relocation_ok(q, side, super::board::EARTH, q.anchor) {
                    out.push(Action::Ability {
                        plane: p.plane,
                        at: p.anchor,
                        ability: Ability::Pull(q.anchor),
                    });
                }
            }
        }
        if p.portal && p.kind != Kind::King {
            for plane in 0..3u8 {
                if plane != p.plane && self.relocation_ok(p, side, plane, p.anchor) {
                    out.push(Action::Ability {
                        plane: p.plane,
                        at: p.anchor,
                        ability: Ability::Portal(plane),
                    });
                }
            }
        }
    }

    /// The legal answers to an open decision.
    pub(crate) fn answers(&self, p: &Pending) -> Vec<Action> {
        match &p.decision {
            Decision::Upgrade {
                options, promote, ..
            } => {
                let mut v: Vec<Action> = Vec::new();
                if *promote {
                    v.extend(
                        Kind::PROMOTIONS
                            .iter()
                            .map(|k| Action::Choose(Answer::Promote(*k))),
                    );
                }
                v.extend(options.iter().map(|u| Action::Choose(Answer::Upgrade(*u))));
                v
            }
            Decision::Promotion { .. } => Kind::PROMOTIONS
                .iter()
                .map(|k| Action::Choose(Answer::Promote(*k)))
                .collect(),
            Decision::Expand { options, .. } => options
                .iter()
                .map(|d| Action::Choose(Answer::Dir(*d)))
                .collect(),
            Decision::Shrink { id, options, .. } => {
                let plane = self.piece(*id).map(|q| q.plane).unwrap_or(0);
                options
                    .iter()
                    .map(|a| Action::Choose(Answer::Square(plane, *a)))
                    .collect()
            }
            Decision::DoubleMove { ctx } => {
                let mut v: Vec<Action> = self
                    .double_answers(*ctx)
                    .iter()
                    .flat_map(|m| self.actions_of_spec(m))
                    .collect();
                v.push(Action::Decline);
                v
            }
            Decision::SecondJump { ctx } => {
                let mut v: Vec<Action> = Vec::new();
                if let Some(q) = self.piece(ctx.id) {
                    let grid = super::moves::Grid::new(self);
                    for m in self.jumps_of(&grid, q, ctx.side) {
                        v.extend(self.actions_of_spec(&m));
                    }
                }
                v.push(Action::Decline);
                v
            }
            Decision::Chaos { options } => (1..=options.len() as u8)
                .map(|n| Action::Choose(Answer::Pick(n)))
                .collect(),
            Decision::ChaosArg { effect, args } => self
                .chaos_input(p.side, *effect, args)
                .unwrap_or_default()
                .into_iter()
                .map(Action::Choose)
                .collect(),
            Decision::Trap { optional, .. } => {
                let mut v: Vec<Action> = self
                    .trap_squares(p.side)
                    .into_iter()
                    .map(|(pl, s)| Action::Choose(Answer::Trap(pl, s)))
                    .collect();
                if *optional {
                    v.push(Action::Done);
                }
                v
            }
            Decision::Spawn { .. } => self
                .spawn_squares(p.side)
                .into_iter()
                .map(|(pl, s)| Action::Choose(Answer::Square(pl, s)))
                .collect(),
            Decision::Spree { id, .. } => {
                let mut v: Vec<Action> = Vec::new();
                if let Some(q) = self.piece(*id) {
                    for m in self.spree_moves(q, p.side) {
                        v.extend(self.actions_of_spec(&m));
                    }
                }
                v.push(Action::Done);
                v
            }
            Decision::ChaosBuy => self.buy_actions(p.side),
        }
    }

    /// The prompt of an open decision.
    pub(crate) fn prompt(&self, p: &Pending) -> String {
        match &p.decision {
            Decision::Upgrade { id, promote, .. } => {
                if *promote {
                    format!(
                        "Promote or upgrade the {} (choose Q/R/B/N or an upgrade)",
                        self.piece_name(*id)
                    )
                } else {
                    format!("Choose an upgrade for the {}", self.piece_name(*id))
                }
            }
            Decision::Promotion { id, .. } => {
                format!("Choose a promotion for the {}", self.piece_name(*id))
            }
            Decision::Expand { id, .. } => {
                format!(
                    "Choose where the {} grows (ne/nw/se/sw)",
                    self.piece_name(*id)
                )
            }
            Decision::Shrink { id, .. } => format!(
                "Choose which block the {} keeps (its lower-left square)",
                self.piece_name(*id)
            ),
            Decision::DoubleMove { ctx } => format!(
                "Double Move: move the {} again for 1 coin, or decline",
                self.piece_name(ctx.id)
            ),
            Decision::SecondJump { ctx } => format!(
                "Second jump with the {}, or decline",
                self.piece_name(ctx.id)
            ),
            Decision::Chaos { options } => format!(
                "Chaos Orb: pick one effect: {}",
                options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| format!("{} = #{o} {}", i + 1, super::engine::chaos_text(*o)))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            Decision::ChaosArg { effect, args } => format!(
                "Chaos #{effect} ({}): choose {}",
                super::engine::chaos_text(*effect),
                super::engine::chaos_ask(*effect, args.len())
            ),
            Decision::Trap { optional, .. } => {
                if *optional {
                    "Plant a Secret Trap by DM (`trap <square>`), or `done`".into()
                } else {
                    "Plant your Secret Trap by DM (`trap <square>`)".into()
                }
            }
            Decision::Spawn { kind } => format!(
                "Place your new {} on an empty square of your back rank (any plane)",
                kind.title()
            ),
            Decision::Spree { id, .. } => format!(
                "Chaos #36: move the {} again, or `done`",
                self.piece_name(*id)
            ),
            Decision::ChaosBuy => {
                "Chaos #38: buy something from the shop (no action is used)".into()
            }
        }
    }

    fn play_checked(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let note_side = side;
        self.engine.notes.clear();
        if let Some(p) = self.engine.pending.clone() {
            if p.side != side {
                return Err(RuleError::NotYourTurn(format!(
                    "Waiting for {} to decide.",
                    p.side
                )));
            }
            if !action.offered_by(&self.answers(&p)) {
                return Err(self.refuse_action(side, &action));
            }
            let secret = matches!(action, Action::Choose(Answer::Trap(..)));
            let text = if secret {
                "planted a Secret Trap".to_string()
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
            return Ok(self.report(note_side, &text));
        }
        if side != self.turn {
            return Err(RuleError::NotYourTurn(format!(
                "It is {}'s turn.",
                self.turn
            )));
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
            self.log(side, &text);
            self.marks.clear();
            self.ep = None;
            self.imp_ban = None;
            self.engine.tasks.push(Task::EndAction);
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
        let (spec, user) = match &action {
            Action::Ability { plane, at, .. } => {
                (None, self.at(*plane, *at).expect("user").clone())
            }
            a => {
                let m = self.spec_for(side, a, None)?;
                (Some(m), self.piece(m.id).expect("mover").clone())
            }
        };
        self.log(side, &text);
        self.marks.clear();
        self.ep = None;
        self.imp_ban = None;
        self.engine.tasks.push(Task::EndAction);
        if user.color == super::pieces::Color::Neutral && spec.is_some() {
            self.snap_imp(&user);
        }
        match (&action, spec) {
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
        self.run();
        if let Some(b) = backup {
            let chain_unused = std::mem::take(&mut self.engine.chain_failed)
                || matches!(
                    &self.engine.pending,
                    Some(Pending {
                        decision: Decision::SecondJump { .. },
                        ..
                    })
                );
            if chain_unused {
                *self = b;
                let first = match &action {
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
                return Err(RuleError::Illegal(format!(
                    "The second jump of `{text}` cannot be made after the first: a Checker \
                     Knight jumps again only over an adjacent piece onto an empty square, still \
                     alive and on its plane (R78, HH-8). Send `{first}` alone, then choose among \
                     the second jumps offered."
                )));
            }
        }
        Ok(self.report(side, &text))
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

    fn report(&mut self, side: Side, text: &str) -> Report {
        let mut s = if text == "planted a Secret Trap" {
            format!("{side} {text}")
        } else {
            format!("{side}: {text}")
        };
        let notes = std::mem::take(&mut self.engine.notes);
        if !notes.is_empty() {
            s.push_str(". ");
            s.push_str(&notes.join(". "));
        }
        if let Some(o) = &self.outcome {
            s.push_str(&format!(". {o}"));
        } else if let Some(p) = &self.engine.pending {
            s.push_str(&format!(". {} to decide: {}", p.side, self.prompt(p)));
        }
        let mut r = Report::public(s);
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

    fn check_stored(&self) -> Result<(), String> {
        self.check_stored_shape()
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

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        self.parse_text(side, text)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        self.play_checked(side, action)
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

    fn text_board(&self, viewer: Viewer) -> String {
        self.text(viewer)
    }

    fn suggest(&self, side: Side, prefix: &str) -> Vec<crate::ActionChoice> {
        // Plain Earth forms (`e2e4`) match their canonical `E:e2-e4` (rulings §4.4).
        let want = super::notation::key(prefix).unwrap_or_default();
        self.legal_list(side)
            .iter()
            .filter(|a| super::notation::key(&canonical(a)).is_ok_and(|k| k.starts_with(&want)))
            .take(crate::MAX_SUGGESTIONS)
            .map(|a| crate::ActionChoice {
                notation: canonical(a),
                label: self.label_of(a),
            })
            .collect()
    }
}
