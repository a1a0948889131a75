//! Landing resolution (R30–R38): captures, items, Heaven→Hell, Ice, end of move.

use super::super::board::{block, Sq, EARTH, HEAVEN, HELL};
use super::super::moves::{Grid, MoveKind, MoveSpec};
use super::super::pieces::{Kind, Piece};
use super::super::HeavenAndHell;
use super::*;
use crate::Side;

impl HeavenAndHell {
    /// Capturable enemies of `mover` in `zone`; enlarged ones shrink (or open a decision),
    /// the others are lifted off. Returns (lifted, captured count, shrink decisions).
    pub(super) fn seize(
        &mut self,
        mover: u32,
        side: Side,
        plane: u8,
        zone: &[Sq],
    ) -> (Vec<Lifted>, u32, Vec<Task>) {
        let m = self.piece(mover).expect("mover").clone();
        let victims: Vec<u32> = self
            .on_squares(plane, zone, mover)
            .into_iter()
            .filter(|id| {
                let q = self.piece(*id).expect("listed");
                !Self::is_ally(&m, q, side) && !self.uncapturable(q)
            })
            .collect();
        let mut lifted = Vec::new();
        let mut decisions = Vec::new();
        for id in &victims {
            let i = self.find(*id).expect("victim");
            let v = self.pieces[i].clone();
            let mut kept = None;
            if v.size > 0 {
                for j in (1..v.k()).rev() {
                    let opts: Vec<Sq> = (0..=v.k() - j)
                        .flat_map(|dr| {
                            (0..=v.k() - j).map(move |df| (v.anchor.0 + df, v.anchor.1 + dr))
                        })
                        .filter(|a| block(*a, j).all(|s| !zone.contains(&s)))
                        .collect();
                    if !opts.is_empty() {
                        kept = Some((j, opts));
                        break;
                    }
                }
            }
            match kept {
                Some((j, opts)) if opts.len() == 1 => {
                    let p = &mut self.pieces[i];
                    p.anchor = opts[0];
                    p.size = (j - 1) as u8;
                }
                Some((j, opts)) => decisions.push(Task::Decide(Pending {
                    side: v.color.side().unwrap_or(side),
                    decision: Decision::Shrink {
                        id: v.id,
                        epoch: v.epoch,
                        size: (j - 1) as u8,
                        options: opts,
                    },
                })),
                None => {
                    self.pieces[i].on_board = false;
                    lifted.push((v.id, v.epoch, v.plane, v.anchor));
                }
            }
        }
        (lifted, victims.len() as u32, decisions)
    }

    /// R31–R32.
    pub(super) fn land(&mut self, l: Landing) {
        let Some(p) = self.alive(l.ctx.id, l.ctx.epoch).cloned() else {
            return;
        };
        let k = p.k();
        if !l.stay && !self.block_exists(l.plane, l.anchor, k) {
            self.push(Task::Die {
                id: p.id,
                epoch: p.epoch,
                plane: l.plane,
                anchor: l.anchor,
                offboard: true,
                side: l.ctx.side,
            });
            return;
        }
        let f = squares(l.anchor, k);
        let mut zone = l.zone.clone().unwrap_or_default();
        if !l.stay {
            zone.extend(f.iter().copied());
        }
        // Fatal pieces on the footprint: allies and uncapturable enemies (R32).
        let fatal = !l.stay
            && self.on_squares(l.plane, &f, p.id).into_iter().any(|id| {
                let q = self.piece(id).expect("listed");
                Self::is_ally(&p, q, l.ctx.side) || self.uncapturable(q)
            });
        let (lifted, captured, decisions) = self.seize(p.id, l.ctx.side, l.plane, &zone);
        self.push(Task::Occupy {
            land: l,
            lifted,
            captured,
            fatal,
        });
        for d in decisions.into_iter().rev() {
            self.push(d);
        }
    }

    /// R33–R34.
    pub(super) fn occupy(&mut self, l: Landing, lifted: Vec<Lifted>, captured: u32, fatal: bool) {
        let Some(i) = self
            .find(l.ctx.id)
            .filter(|i| self.pieces[*i].epoch == l.ctx.epoch)
        else {
            return;
        };
        if !l.stay {
            let p = &mut self.pieces[i];
            p.plane = l.plane;
            p.anchor = l.anchor;
            p.moved = true;
            p.on_board = !fatal;
            self.mark(l.plane, l.anchor, false);
        }
        if captured > 0 {
            self.pieces[i].murderer = true;
        }
        let id = l.ctx.id;
        let epoch = l.ctx.epoch;
        let side = l.ctx.side;
        self.push(Task::Arrive {
            land: l,
            captured,
            fatal,
        });
        for &(vid, vep, plane, anchor) in lifted.iter().rev() {
            self.push(Task::Die {
                id: vid,
                epoch: vep,
                plane,
                anchor,
                offboard: false,
                side,
            });
        }
        for _ in 0..captured {
            self.push(Task::Experience(id, epoch));
        }
    }

    /// R35–R37.
    pub(super) fn arrive(&mut self, l: Landing, captured: u32, fatal: bool) {
        let Some(p) = self.alive(l.ctx.id, l.ctx.epoch).cloned() else {
            return;
        };
        if fatal {
            self.push(Task::die_on_board(&p, l.ctx.side));
            return;
        }
        if !p.on_board {
            return;
        }
        let owner = Self::eff_side(&p, l.ctx.side);
        let newly: Vec<Sq> = if l.stay {
            Vec::new()
        } else {
            squares(p.anchor, p.k())
                .into_iter()
                .filter(|s| match l.prev {
                    Some((pl, a, k)) if pl == p.plane => !block(a, k).any(|x| x == *s),
                    _ => true,
                })
                .collect()
        };
        let mut burn = false;
        let mut ice = false;
        for s in &newly {
            let it = self.items(p.plane, *s);
            if it.coins > 0 {
                self.coins[owner.index()] += it.coins as u32;
                let coins = u32::from(it.coins);
                self.note(
                    format!(
                        "{owner} collects {coins} coin{}",
                        if coins == 1 { "" } else { "s" }
                    ),
                    Said::new("report-hh-collects")
                        .with("side", owner)
                        .with("coins", coins),
                );
                self.items_mut(p.plane, *s).coins = 0;
            }
            if it.orb {
                self.items_mut(p.plane, *s).orb = false;
                self.engine.chaos_queue.push(owner);
            }
            burn |= it.fire;
            ice |= it.ice;
        }
        if burn && !p.fire_immune() {
            self.push(Task::die_on_board(&p, l.ctx.side));
            return;
        }
        if captured > 0 && p.plane == HEAVEN && !l.ctx.transferred {
            let mut ctx = l.ctx;
            ctx.transferred = true;
            self.push(Task::Land(Landing {
                ctx,
                plane: HELL,
                anchor: p.anchor,
                step: None,
                zone: None,
                stay: false,
                prev: None,
            }));
            return;
        }
        if let Some(st) = l.step {
            if ice && !p.ice_immune() {
                self.push(Task::Land(Landing {
                    ctx: l.ctx,
                    plane: p.plane,
                    anchor: (p.anchor.0 + st.0, p.anchor.1 + st.1),
                    step: Some(st),
                    zone: None,
                    stay: false,
                    prev: Some((p.plane, p.anchor, p.k())),
                }));
                return;
            }
        }
        self.push(Task::EndMove(l.ctx, 0));
    }

    /// R38 and the Checker's second jump, in phases: 0 the second jump, 1 Secret Traps, 2
    /// promotion and Bombers, 3 chaos orbs, 4 the curse, 5 the Double Move. Each phase first
    /// queues the next, so whatever it starts resolves before the next phase.
    pub(super) fn end_move(&mut self, ctx: Ctx, phase: u8) {
        let p = self
            .alive(ctx.id, ctx.epoch)
            .filter(|p| p.on_board)
            .cloned();
        if phase == 0 {
            if !self.second_jump(ctx, p.as_ref()) {
                self.push(Task::EndMove(ctx, 1));
            }
            return;
        }
        if phase < 5 {
            self.push(Task::EndMove(ctx, phase + 1));
        }
        match (phase, p) {
            (1, Some(p)) => self.spring_traps(ctx, &p),
            (2, Some(p)) => self.promote_at_end(ctx, &p),
            (3, _) => {
                if self.engine.chaos_depth > 0 {
                    // Inside a chaos effect: its orbs wait until it is done (R102).
                    return;
                }
                let queue = std::mem::take(&mut self.engine.chaos_queue);
                for s in queue.into_iter().rev() {
                    self.push(Task::Chaos(s));
                }
            }
            (4, Some(p)) if ctx.curse && p.cursed && self.rng.below(4) == 0 => {
                self.note(
                    format!("The curse strikes the {}", p.kind.title()),
                    Said::new("report-hh-curse-strikes").with_term("piece", &p.kind),
                );
                self.push(Task::die_on_board(&p, ctx.side));
            }
            (5.., Some(p))
                if ctx.double_ok
                    && p.double
                    && p.stun == 0
                    && self.coins[ctx.side.index()] >= 1
                    && !self.double_answers(ctx).is_empty() =>
            {
                self.push(Task::Decide(Pending {
                    side: ctx.side,
                    decision: Decision::DoubleMove { ctx },
                }));
            }
            _ => {}
        }
    }

    /// Phase 0: a Checker Knight that jumped may jump again (the one given with the move, or
    /// a decision); a second jump given but impossible is noted for the refusal. Returns
    /// whether a second jump started (it ends with its own phases).
    fn second_jump(&mut self, ctx: Ctx, p: Option<&Piece>) -> bool {
        if let Some(p) = p {
            if ctx.checker && !ctx.second && !ctx.transferred && p.plane == ctx.start_plane {
                let grid = Grid::new(self);
                let jumps = self.jumps_of(&grid, p, ctx.side);
                if !jumps.is_empty() {
                    if let Some(target) = ctx.chain {
                        if let Some(m) = jumps.iter().find(|m| m.to == target) {
                            let mut c = ctx;
                            c.second = true;
                            self.start_spec(*m, c);
                            return true;
                        }
                    }
                    self.push(Task::Decide(Pending {
                        side: ctx.side,
                        decision: Decision::SecondJump { ctx },
                    }));
                    return true;
                }
            }
        }
        if ctx.chain.is_some() && !ctx.second {
            self.engine.chain_failed = true;
        }
        false
    }

    /// Phase 1: Secret Traps on the squares the piece newly covers spring and kill it (R109).
    fn spring_traps(&mut self, ctx: Ctx, p: &Piece) {
        if p.kind == Kind::Scout {
            return;
        }
        let fresh: Vec<Sq> = squares(p.anchor, p.k())
            .into_iter()
            .filter(|s| {
                p.plane != ctx.start_plane || !block(ctx.start, ctx.start_k).any(|x| x == *s)
            })
            .collect();
        let hit = self
            .traps
            .iter()
            .any(|t| t.plane == p.plane && fresh.contains(&t.sq));
        if !hit {
            return;
        }
        let mut sprung: Vec<Sq> = self
            .traps
            .iter()
            .filter(|t| t.plane == p.plane && fresh.contains(&t.sq))
            .map(|t| t.sq)
            .collect();
        sprung.sort_by_key(|s| (s.1, s.0));
        sprung.dedup();
        self.count_sprung(p.plane, &sprung);
        self.traps
            .retain(|t| !(t.plane == p.plane && fresh.contains(&t.sq)));
        let names: Vec<String> = sprung
            .iter()
            .map(|s| super::super::board::psq_name(p.plane, *s))
            .collect();
        let names = names.join(", ");
        self.note(
            format!("A Secret Trap springs on {names}"),
            Said::new("report-hh-trap-springs").with("squares", names),
        );
        self.push(Task::die_on_board(p, ctx.side));
    }

    /// Phase 2: a Pawn on its last rank promotes (as given, or by a decision); a Bomber there
    /// explodes.
    fn promote_at_end(&mut self, ctx: Ctx, p: &Piece) {
        if p.kind == Kind::Pawn && Self::on_last_rank(p) && self.engine.no_promo != Some(p.id) {
            match ctx.promo.filter(|_| ctx.id == p.id) {
                Some(kind) => self.promote(p.id, kind),
                None => self.push(Task::Decide(Pending {
                    side: p.color.side().unwrap_or(ctx.side),
                    decision: Decision::Promotion {
                        id: p.id,
                        epoch: p.epoch,
                    },
                })),
            }
        } else if p.kind == Kind::Bomber && Self::on_last_rank(p) {
            self.push(Task::die_on_board(p, ctx.side));
        }
    }

    /// The moves a Double Move may make with the piece of `ctx` (no castling).
    pub(crate) fn double_answers(&self, ctx: Ctx) -> Vec<MoveSpec> {
        match self.alive(ctx.id, ctx.epoch) {
            Some(p) if p.on_board && p.stun == 0 && self.controls(ctx.side, p) => self
                .moves_of(p, ctx.side)
                .into_iter()
                .filter(|m| !matches!(m.kind, MoveKind::Castle(_)))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Turns a pawn into `kind` (R17).
    pub(crate) fn promote(&mut self, id: u32, kind: Kind) {
        if let Some(p) = self.piece_mut(id) {
            p.kind = kind;
            p.forced = false;
        }
    }

    /// Starts the landing(s) of one move spec (R27 paths, then R31).
    pub(crate) fn start_spec(&mut self, m: MoveSpec, ctx: Ctx) {
        let p = self.piece(m.id).expect("mover").clone();
        let k = p.k();
        self.mark(m.plane, m.from, true);
        match m.kind {
            MoveKind::Castle(long) => {
                let rank = m.from.1;
                let rook = self
                    .at(EARTH, (if long { 0 } else { 7 }, rank))
                    .expect("rook")
                    .clone();
                self.push(Task::Land(Landing {
                    ctx,
                    plane: EARTH,
                    anchor: m.to,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: Some((EARTH, m.from, 1)),
                }));
                self.push(Task::Land(Landing {
                    ctx: Ctx::passive(&rook, ctx.side),
                    plane: EARTH,
                    anchor: (if long { 3 } else { 5 }, rank),
                    step: None,
                    zone: None,
                    stay: false,
                    prev: Some((EARTH, rook.anchor, 1)),
                }));
            }
            MoveKind::Shot => {
                self.mark(m.plane, m.to, false);
                self.push(Task::Land(Landing {
                    ctx,
                    plane: m.plane,
                    anchor: m.from,
                    step: None,
                    zone: Some(squares(m.to, k)),
                    stay: true,
                    prev: Some((m.plane, m.from, k)),
                }));
            }
            _ => {
                // Slides pass through the blocks in between: Fire there kills (R27).
                if matches!(m.kind, MoveKind::Slide | MoveKind::Double) && !p.fire_immune() {
                    let d = m.unit;
                    let n = (m.to.0 - m.from.0).abs().max((m.to.1 - m.from.1).abs());
                    for t in 1..n {
                        let a = (m.from.0 + d.0 * t, m.from.1 + d.1 * t);
                        let burns =
                            block(a, k).any(|s| !p.covers(s) && self.items(m.plane, s).fire);
                        if burns {
                            let q = self.piece_mut(m.id).expect("mover");
                            q.moved = true;
                            self.mark(m.plane, a, false);
                            self.push(Task::Die {
                                id: m.id,
                                epoch: p.epoch,
                                plane: m.plane,
                                anchor: a,
                                offboard: false,
                                side: ctx.side,
                            });
                            return;
                        }
                    }
                }
                let zone = match m.kind {
                    MoveKind::EnPassant(v) => self.piece(v).map(|v| squares(v.anchor, v.k())),
                    MoveKind::Jump => {
                        let d = (m.unit.0.signum(), m.unit.1.signum());
                        Some(Self::jump_geometry(&p, d).0)
                    }
                    _ => None,
                };
                if m.kind == MoveKind::Double {
                    self.ep = Some(super::super::EnPassant {
                        plane: m.plane,
                        passed: (m.from.0, (m.from.1 + m.to.1) / 2),
                        victim: m.id,
                        at: m.to,
                    });
                }
                self.push(Task::Land(Landing {
                    ctx,
                    plane: m.plane,
                    anchor: m.to,
                    step: Some(m.unit),
                    zone,
                    stay: false,
                    prev: Some((m.plane, m.from, k)),
                }));
            }
        }
    }

    /// A context for a move action of `p` by `side`.
    pub(crate) fn action_ctx(
        p: &Piece,
        side: Side,
        m: &MoveSpec,
        promo: Option<Kind>,
        chain: Option<Sq>,
    ) -> Ctx {
        Ctx {
            id: p.id,
            epoch: p.epoch,
            side,
            active: true,
            curse: true,
            double_ok: true,
            start_plane: p.plane,
            start: p.anchor,
            start_k: p.k(),
            promo,
            checker: m.kind == MoveKind::Jump,
            second: false,
            transferred: false,
            chain,
        }
    }
}
