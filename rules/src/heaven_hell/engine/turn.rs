//! End of an action and of a turn (R4–R10), Forced movement (R60), answers to decisions.

use super::super::board::EARTH;
use super::super::moves::{Grid, MoveKind, MoveSpec};
use super::super::pieces::{Color, Kind, Piece, Status, Upgrade};
use super::super::state::canon;
use super::super::{HeavenAndHell, ImpBan};
use super::*;
use crate::error::HeavenHellRefusal;
use crate::{Ending, Outcome, RuleError, Side};

impl HeavenAndHell {
    /// R60.
    pub(super) fn forced(&mut self, id: u32) {
        let Some(p) = self.piece(id).filter(|p| p.on_board).cloned() else {
            return;
        };
        if p.kind != Kind::Pawn {
            self.piece_mut(id).expect("exists").forced = false;
            return;
        }
        let side = p.color.side().unwrap_or(self.turn);
        let fwd = Self::forward(&p, side);
        let a = (p.anchor.0, p.anchor.1 + fwd);
        if self.block_exists(p.plane, a, p.k()) && self.in_block(p.plane, a, p.k(), p.id).is_empty()
        {
            let ctx = Ctx::passive(&p, side);
            self.push(Task::Land(Landing {
                ctx,
                plane: p.plane,
                anchor: a,
                step: Some((0, fwd)),
                zone: None,
                stay: false,
                prev: Some((p.plane, p.anchor, p.k())),
            }));
        }
    }

    pub(super) fn imp_state(&self, id: u32) -> Vec<Piece> {
        self.pieces
            .iter()
            .map(|p| {
                let mut q = p.clone();
                if q.id == id {
                    q.anchor = (0, 0);
                    q.moved = false;
                }
                q
            })
            .collect()
    }

    /// Takes the Imp-undo snapshot before a neutral piece's move action.
    pub(crate) fn snap_imp(&mut self, p: &Piece) {
        self.engine.imp_snap = Some(ImpSnap {
            id: p.id,
            plane: p.plane,
            from: p.anchor,
            coins: self.coins,
            items: self.items.clone(),
            traps: self.traps.len(),
            pieces: self.imp_state(p.id),
        });
    }

    /// After the action's work: Imp ban bookkeeping, game end, next action or end of turn.
    pub(super) fn end_action(&mut self) {
        if !self.engine.chaos_queue.is_empty() {
            self.push(Task::EndAction);
            let queue = std::mem::take(&mut self.engine.chaos_queue);
            for s in queue.into_iter().rev() {
                self.push(Task::Chaos(s));
            }
            return;
        }
        self.engine.no_promo = None;
        if let Some(snap) = self.engine.imp_snap.take() {
            let clean = self
                .piece(snap.id)
                .is_some_and(|p| p.on_board && p.plane == snap.plane)
                && snap.coins == self.coins
                && snap.items == self.items
                && snap.traps == self.traps.len()
                && snap.pieces == self.imp_state(snap.id);
            if clean {
                self.imp_ban = Some(ImpBan {
                    piece: snap.id,
                    plane: snap.plane,
                    from: snap.from,
                });
            }
        }
        self.actions_done += 1;
        self.actions_left = self.actions_left.saturating_sub(1);
        if self.check_outcome() {
            return;
        }
        if self.actions_left == 0 {
            self.push(Task::EndTurn(0));
        }
    }

    /// R10: sets the outcome if a player lost. Returns whether the game is over.
    pub(crate) fn check_outcome(&mut self) -> bool {
        let lost = |s: Side| {
            let c = Color::of(s);
            let king = self
                .pieces
                .iter()
                .any(|p| p.color == c && p.kind == Kind::King);
            let earth = self
                .pieces
                .iter()
                .any(|p| p.color == c && p.on_board && p.plane == EARTH);
            (!king, !earth)
        };
        let (wk, we) = lost(Side::White);
        let (bk, be) = lost(Side::Black);
        let w = wk || we;
        let b = bk || be;
        let why = |king: bool, side: Side| {
            if king {
                Ending::HhNoKing { side }
            } else {
                Ending::HhNoEarth { side }
            }
        };
        self.outcome = match (w, b) {
            (true, true) => Some(Outcome::draw(Ending::HhBothLost)),
            (true, false) => Some(Outcome::win(Side::Black, why(wk, Side::White))),
            (false, true) => Some(Outcome::win(Side::White, why(bk, Side::Black))),
            _ => None,
        };
        if self.outcome.is_some() {
            self.flush_turn();
        }
        self.outcome.is_some()
    }

    pub(super) fn flush_turn(&mut self) {
        if !self.turn_log.is_empty() {
            let line = format!("{}: {}", self.turn, self.turn_log.join("; "));
            self.history.push(line);
            self.turn_log.clear();
        }
    }

    /// R7.
    pub(super) fn end_turn(&mut self, phase: u8) {
        if phase == 0 {
            self.push(Task::EndTurn(1));
            let c = Color::of(self.turn);
            let mut ids: Vec<&Piece> = self
                .pieces
                .iter()
                .filter(|p| p.on_board && p.color == c && p.forced)
                .collect();
            ids.sort_by_key(|p| canon(p));
            let ids: Vec<u32> = ids.into_iter().map(|p| p.id).collect();
            for id in ids.into_iter().rev() {
                self.push(Task::Forced(id));
            }
            return;
        }
        if self.turn == Side::White {
            for s in Side::BOTH {
                let inv: u32 = self
                    .pieces
                    .iter()
                    .filter(|p| p.color == Color::of(s))
                    .map(|p| p.investor as u32)
                    .sum();
                self.coins[s.index()] += 1 + inv;
            }
        }
        let turn = self.turn;
        for p in self.pieces.iter_mut() {
            if p.color == Color::of(turn) || (p.color == Color::Neutral && turn == Side::Black) {
                p.stun = p.stun.saturating_sub(1);
            }
        }
        if self.check_outcome() {
            return;
        }
        self.flush_turn();
        self.turn = turn.opponent();
        let b = &mut self.bonus[self.turn.index()];
        self.actions_left = 1 + *b;
        *b = 0;
        self.actions_done = 0;
        self.pass_if_stuck();
    }

    /// R4: a player with no legal action passes automatically (end-of-turn processing still
    /// runs). After 20 passes in a row the game is drawn (project ruling HH-1).
    pub(super) fn pass_if_stuck(&mut self) {
        if self.has_action(self.turn) {
            self.passes = 0;
            return;
        }
        self.passes += 1;
        self.turn_log.push("pass".into());
        if self.passes >= 20 {
            self.flush_turn();
            self.outcome = Some(Outcome::draw(Ending::HhNobodyCanAct));
            return;
        }
        self.actions_left = 0;
        self.push(Task::EndTurn(0));
    }

    /// Brings a freshly loaded position to a playable state: a lost game is over, and a player
    /// who cannot act passes.
    pub(crate) fn settle(&mut self) {
        if self.outcome.is_some() || !self.engine.is_idle() || self.check_outcome() {
            return;
        }
        if self.actions_left > 0 && self.actions_done == 0 {
            self.pass_if_stuck();
            self.run();
        }
    }

    /// Applies an answer to the open decision. Assumes it was validated.
    pub(crate) fn answer(
        &mut self,
        side: Side,
        pending: Pending,
        action: &Action,
    ) -> Result<(), RuleError> {
        match (&pending.decision, action) {
            (Decision::Upgrade { id, .. }, Action::Choose(Answer::Upgrade(u))) => {
                if let Some(p) = self.piece(*id) {
                    if p.kind == Kind::Pawn
                        && Self::on_last_rank(p)
                        && *u == Upgrade::Gain(Status::Size)
                    {
                        self.engine.no_promo = Some(*id);
                    }
                }
                self.apply_upgrade(*id, *u, side);
            }
            (Decision::Upgrade { id, .. }, Action::Choose(Answer::Promote(k))) => {
                self.promote(*id, *k)
            }
            (Decision::Promotion { id, .. }, Action::Choose(Answer::Promote(k))) => {
                self.promote(*id, *k)
            }
            (Decision::Expand { id, actor, .. }, Action::Choose(Answer::Dir(d))) => {
                self.apply_expand(*id, *d, *actor)
            }
            (Decision::Shrink { id, size, .. }, Action::Choose(Answer::Square(_, a))) => {
                if let Some(p) = self.piece_mut(*id) {
                    p.anchor = *a;
                    p.size = *size;
                }
            }
            (Decision::Chaos { options }, Action::Choose(Answer::Pick(n))) => {
                let id = options[*n as usize - 1];
                self.start_chaos(side, id);
            }
            (Decision::ChaosArg { effect, args }, Action::Choose(a)) => {
                let mut args = args.clone();
                args.push(*a);
                self.chaos_next(side, *effect, args);
            }
            (Decision::Trap { left, optional }, Action::Choose(Answer::Trap(plane, sq))) => {
                self.plant_trap(side, *plane, *sq, *left, *optional)
            }
            (Decision::Trap { .. }, Action::Done) | (Decision::Spree { .. }, Action::Done) => {}
            (Decision::Spawn { kind }, Action::Choose(Answer::Square(plane, sq))) => {
                self.add_piece(Color::of(side), *kind, *plane, *sq);
                self.mark(*plane, *sq, false);
            }
            (Decision::ChaosBuy, Action::Buy { entry, targets }) => {
                self.start_buy(side, *entry, targets, true);
            }
            (Decision::Spree { id, epoch }, a) => {
                let p = self.piece(*id).expect("alive").clone();
                let m = self.spec_for(side, a, Some(self.spree_moves(&p, side)))?;
                self.push(Task::Spree(*id, *epoch, side));
                let promo = match a {
                    Action::Move { promo, .. } => *promo,
                    _ => None,
                };
                let mut c = Self::action_ctx(&p, side, &m, promo, None);
                c.double_ok = false;
                c.active = false;
                self.start_spec(m, c);
            }
            (Decision::DoubleMove { ctx }, Action::Decline)
            | (Decision::SecondJump { ctx }, Action::Decline) => {
                if matches!(pending.decision, Decision::SecondJump { .. }) {
                    self.push(Task::EndMove(*ctx, 1));
                }
            }
            (Decision::DoubleMove { ctx }, a) => {
                let m = self.spec_for(side, a, Some(self.double_answers(*ctx)))?;
                self.coins[side.index()] -= 1;
                let p = self.piece(ctx.id).expect("alive").clone();
                let (promo, chain) = match a {
                    Action::Move { promo, chain, .. } => (*promo, *chain),
                    _ => (None, None),
                };
                let mut c = Self::action_ctx(&p, side, &m, promo, chain);
                c.double_ok = false;
                self.start_spec(m, c);
            }
            (Decision::SecondJump { ctx }, a) => {
                let p = self.piece(ctx.id).expect("alive").clone();
                let grid = Grid::new(self);
                let m = self.spec_for(side, a, Some(self.jumps_of(&grid, &p, ctx.side)))?;
                let mut c = *ctx;
                c.second = true;
                self.start_spec(m, c);
            }
            _ => return Err(RuleError::illegal("", HeavenHellRefusal::NotAnAnswer)),
        }
        Ok(())
    }

    /// Plants `side`'s Secret Trap on `sq` of `plane` (told to its owner only) and, with
    /// `left` traps to plant in all, asks for the next one while a square is free.
    fn plant_trap(&mut self, side: Side, plane: u8, sq: Sq, left: u32, optional: bool) {
        self.count_planted(side);
        self.traps.push(super::super::board::Trap {
            plane,
            sq,
            owner: side,
        });
        let square = super::super::board::psq_name(plane, sq);
        self.tell(
            side,
            format!("Your Secret Trap is on {square}."),
            Said::new("report-hh-your-trap").with("square", square),
        );
        if left > 1 && !self.trap_squares(side).is_empty() {
            self.push(Task::Decide(Pending {
                side,
                decision: Decision::Trap {
                    left: left - 1,
                    optional,
                },
            }));
        }
    }

    /// The move spec an action names, among `within` (or all of the side's moves).
    pub(crate) fn spec_for(
        &self,
        side: Side,
        a: &Action,
        within: Option<Vec<MoveSpec>>,
    ) -> Result<MoveSpec, RuleError> {
        let all = within.unwrap_or_else(|| self.all_moves(side));
        let found = match a {
            Action::Move {
                plane, from, to, ..
            } => all.iter().find(|m| {
                m.plane == *plane
                    && m.from == *from
                    && m.to == *to
                    && m.kind != MoveKind::Shot
                    && !matches!(m.kind, MoveKind::Castle(_))
            }),
            Action::Shot {
                plane,
                from,
                target,
            } => all.iter().find(|m| {
                m.plane == *plane && m.from == *from && m.to == *target && m.kind == MoveKind::Shot
            }),
            Action::Castle { long } => all.iter().find(|m| m.kind == MoveKind::Castle(*long)),
            _ => None,
        };
        found
            .copied()
            .ok_or_else(|| RuleError::illegal("", HeavenHellRefusal::NotLegalNow))
    }

    /// [`HeavenAndHell::piece_name`] as catalogue data.
    pub(crate) fn piece_said(&self, id: u32) -> crate::view::Said {
        use crate::view::Said;
        match self.piece(id) {
            Some(p) => Said::new("prompt-piece-on")
                .with_term("piece", &p.kind)
                .with(
                    "square",
                    super::super::board::psq_name(p.plane, p.anchor).to_string(),
                ),
            None => Said::new("prompt-piece"),
        }
    }

    /// Whether the decision still matters for the named piece (used by prompts).
    pub(crate) fn piece_name(&self, id: u32) -> String {
        match self.piece(id) {
            Some(p) => format!(
                "{} on {}",
                p.kind.title(),
                super::super::board::psq_name(p.plane, p.anchor)
            ),
            None => "piece".into(),
        }
    }
}
