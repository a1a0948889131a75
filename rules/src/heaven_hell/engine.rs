//! The resolution engine: a stack of small work items that carries out an action step by step
//! (landing resolution R31–R38, deaths R39, experience R86, expansion R65, end of turn R7), and
//! stops whenever a player must decide something. The stack is part of the state, so a pending
//! decision survives storage and the rest of the action resumes after the answer.

use super::board::{block, Sq, EARTH, HEAVEN, HELL};
use super::moves::{Grid, MoveKind, MoveSpec};
use super::pieces::{Color, Kind, Piece, Record, Status, Upgrade};
use super::{canon, HeavenAndHell, ImpBan, Mark};
use crate::{Outcome, RuleError, Side};
use serde::{Deserialize, Serialize};

/// One action or decision answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// A pattern move (also a Checker jump, en passant, a double step).
    Move {
        /// Plane.
        plane: u8,
        /// The piece's anchor.
        from: Sq,
        /// Its anchor afterwards.
        to: Sq,
        /// Whether an enemy stands on the destination (notation `x`).
        capture: bool,
        /// Promotion choice given with the move (`=Q`).
        promo: Option<Kind>,
        /// A Checker Knight's second jump given with the move (`E:d4-d6-d8`).
        chain: Option<Sq>,
    },
    /// A shot (Mounted Archer, Fortress): capture on `target` without moving.
    Shot {
        /// Plane.
        plane: u8,
        /// The shooter's anchor.
        from: Sq,
        /// The target block's anchor.
        target: Sq,
    },
    /// Castling on Earth.
    Castle {
        /// Queen-side.
        long: bool,
    },
    /// A piece's ability.
    Ability {
        /// Plane of the piece.
        plane: u8,
        /// The piece's anchor.
        at: Sq,
        /// Which ability.
        ability: Ability,
    },
    /// End the turn, giving up the remaining bonus actions.
    End,
    /// Answer a pending decision.
    Choose(Answer),
    /// Decline an optional follow-up (Double Move, second Checker jump).
    Decline,
}

/// An ability used as an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ability {
    /// Wizard: Fire on all adjacent unoccupied squares.
    Fire,
    /// Wizard: Ice on all adjacent unoccupied squares.
    Ice,
    /// Warlock: pull the piece on this Hell square to Earth.
    Pull(Sq),
    /// Portal Gun: move to this plane.
    Portal(u8),
}

/// An answer to a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// An upgrade option.
    Upgrade(Upgrade),
    /// A promotion type.
    Promote(Kind),
    /// An expansion direction: 0 ne, 1 nw, 2 se, 3 sw.
    Dir(u8),
    /// A block's lower-left square (shrinking).
    Square(u8, Sq),
    /// A chaos option, 1–3.
    Pick(u8),
}

/// A piece lifted off while its capture resolves: (id, epoch, plane, anchor).
pub type Lifted = (u32, u32, u8, Sq);

/// The expansion direction names.
pub const DIRS: [&str; 4] = ["ne", "nw", "se", "sw"];

/// Facts about the move being resolved, carried through its landings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ctx {
    /// The moved piece.
    pub id: u32,
    /// Its life.
    pub epoch: u32,
    /// The acting player.
    pub side: Side,
    /// A move action (Curse roll and Double Move apply).
    pub active: bool,
    /// Roll for Curse at the end (move actions and Portal Gun).
    pub curse: bool,
    /// Double Move may follow.
    pub double_ok: bool,
    /// Plane at the start of the move.
    pub start_plane: u8,
    /// Anchor at the start.
    pub start: Sq,
    /// Footprint side at the start.
    pub start_k: i8,
    /// Promotion given with the move.
    pub promo: Option<Kind>,
    /// This move is a Checker jump.
    pub checker: bool,
    /// The second jump was already made.
    pub second: bool,
    /// Heaven capture sent it to Hell.
    pub transferred: bool,
    /// Second jump given with the move.
    pub chain: Option<Sq>,
}

impl Ctx {
    fn passive(p: &Piece, side: Side) -> Ctx {
        Ctx {
            id: p.id,
            epoch: p.epoch,
            side,
            active: false,
            curse: false,
            double_ok: false,
            start_plane: p.plane,
            start: p.anchor,
            start_k: p.k(),
            promo: None,
            checker: false,
            second: false,
            transferred: false,
            chain: None,
        }
    }
}

/// A piece arriving somewhere (R31–R37).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Landing {
    /// The move.
    pub ctx: Ctx,
    /// Destination plane.
    pub plane: u8,
    /// Destination anchor.
    pub anchor: Sq,
    /// Direction for Ice, if the move has one.
    pub step: Option<Sq>,
    /// Explicit capture zone (en passant victim, Checker strip, shot target).
    pub zone: Option<Vec<Sq>>,
    /// A shot: the mover stays.
    pub stay: bool,
    /// What the piece covered just before (plane, anchor, side).
    pub prev: Option<(u8, Sq, i8)>,
}

/// A decision a player must make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// Upgrade choice; `promote` adds promotions (Experienced Pawn on its last rank, R18).
    Upgrade {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
        /// Offered options.
        options: Vec<Upgrade>,
        /// Promotions offered too.
        promote: bool,
    },
    /// Promotion choice.
    Promotion {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
    },
    /// Expansion direction.
    Expand {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
        /// Offered directions.
        options: Vec<u8>,
        /// The expansion captures.
        capture: bool,
        /// Acting player.
        actor: Side,
    },
    /// Which block a shrinking piece keeps.
    Shrink {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
        /// New stack count.
        size: u8,
        /// Offered anchors.
        options: Vec<Sq>,
    },
    /// Pay a coin to move the piece again, or decline.
    DoubleMove {
        /// The move so far.
        ctx: Ctx,
    },
    /// Second Checker jump, or decline.
    SecondJump {
        /// The move so far.
        ctx: Ctx,
    },
    /// Pick one of three chaos effects.
    Chaos {
        /// Effect ids 1–40.
        options: Vec<u8>,
    },
}

/// A decision and who makes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    /// Who decides.
    pub side: Side,
    /// What.
    pub decision: Decision,
}

/// One step of work.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// R31–R32.
    Land(Landing),
    /// R33–R34: occupy, experience, victims die.
    Occupy {
        /// The landing.
        land: Landing,
        /// Lifted victims (id, epoch, plane, anchor).
        lifted: Vec<Lifted>,
        /// Number of captured pieces.
        captured: u32,
        /// A fatal piece was there.
        fatal: bool,
    },
    /// R35–R37.
    Arrive {
        /// The landing.
        land: Landing,
        /// Number of captured pieces.
        captured: u32,
        /// A fatal piece was there.
        fatal: bool,
    },
    /// R38, in phases.
    EndMove(Ctx, u8),
    /// A piece dies (R39).
    Die {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
        /// Where it dies.
        plane: u8,
        /// Anchor where it dies.
        anchor: Sq,
        /// Off the board: removed, no transfer, no Fire.
        offboard: bool,
        /// Acting player.
        side: Side,
    },
    /// Create Fire on a square (R45).
    Fire(u8, Sq, Side),
    /// Experience for one capture (R86).
    Experience(u32, u32),
    /// Upgrade a piece (R87).
    Upgrade(u32, u32, Side, bool),
    /// Gain an Increased Size stack (R65).
    Expand(u32, u32, Side),
    /// Grow into `anchor` capturing (R65 class B), after any shrink decisions.
    Grow {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
        /// New anchor.
        anchor: Sq,
        /// Lifted victims.
        lifted: Vec<Lifted>,
        /// Number captured.
        captured: u32,
        /// Acting player.
        side: Side,
    },
    /// Downgrade a piece (R90).
    Downgrade(u32, u32, Side),
    /// Give Cursed if still alive (Warlock pull).
    Curse(u32, u32),
    /// Resolve one chaos orb for this player.
    Chaos(Side),
    /// Ask a decision.
    Decide(Pending),
    /// End-of-turn Forced movement of one piece (R60).
    Forced(u32),
    /// The action's work is done.
    EndAction,
    /// End of turn, in phases (R7).
    EndTurn(u8),
}

/// Snapshot used for the Imp undo ban (R76).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImpSnap {
    id: u32,
    plane: u8,
    from: Sq,
    coins: [u32; 2],
    items: Vec<super::board::Items>,
    traps: usize,
    pieces: Vec<Piece>,
}

/// Pending work, the open decision and the chaos queue.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Engine {
    /// Work stack: the last entry runs next.
    pub tasks: Vec<Task>,
    /// The open decision.
    pub pending: Option<Pending>,
    /// Chaos resolutions waiting (R38c), by chooser.
    pub chaos_queue: Vec<Side>,
    /// A Pawn that chose to stay a Pawn on its last rank this move (R18).
    pub no_promo: Option<u32>,
    /// Chaos effects picked so far (their effects arrive with part 2).
    pub chaos_picked: Vec<(Side, u8)>,
    /// The Imp undo snapshot of the running action.
    pub imp_snap: Option<ImpSnap>,
    /// Public lines of the running action.
    pub notes: Vec<String>,
    /// A second jump given with a Checker move could not be made.
    #[serde(default)]
    pub chain_failed: bool,
}

impl Engine {
    /// Nothing running and nothing to decide.
    pub fn is_idle(&self) -> bool {
        self.tasks.is_empty() && self.pending.is_none()
    }
}

fn squares(a: Sq, k: i8) -> Vec<Sq> {
    block(a, k).collect()
}

impl HeavenAndHell {
    fn alive(&self, id: u32, epoch: u32) -> Option<&Piece> {
        self.piece(id).filter(|p| p.epoch == epoch)
    }

    fn push(&mut self, t: Task) {
        self.engine.tasks.push(t);
    }

    fn note(&mut self, s: impl Into<String>) {
        self.engine.notes.push(s.into());
    }

    fn mark(&mut self, plane: u8, sq: Sq, from: bool) {
        self.marks.push(Mark { plane, sq, from });
    }

    /// Runs work until it is done, a decision is open or the game is over.
    pub(crate) fn run(&mut self) {
        let mut guard = 0u32;
        while self.engine.pending.is_none() && self.outcome.is_none() {
            let Some(t) = self.engine.tasks.pop() else {
                break;
            };
            self.exec(t);
            guard += 1;
            if guard > 100_000 {
                // Unreachable in practice: every task makes progress. Never loop forever.
                self.outcome = Some(Outcome::draw("the rules engine could not settle"));
            }
        }
        if self.outcome.is_some() {
            self.engine.tasks.clear();
            self.engine.pending = None;
        }
    }

    fn exec(&mut self, t: Task) {
        match t {
            Task::Land(l) => self.land(l),
            Task::Occupy {
                land,
                lifted,
                captured,
                fatal,
            } => self.occupy(land, lifted, captured, fatal),
            Task::Arrive {
                land,
                captured,
                fatal,
            } => self.arrive(land, captured, fatal),
            Task::EndMove(ctx, phase) => self.end_move(ctx, phase),
            Task::Die {
                id,
                epoch,
                plane,
                anchor,
                offboard,
                side,
            } => self.die(id, epoch, plane, anchor, offboard, side),
            Task::Fire(plane, sq, side) => self.create_fire(plane, sq, side),
            Task::Experience(id, epoch) => self.experience(id, epoch),
            Task::Upgrade(id, epoch, side, capture) => self.upgrade(id, epoch, side, capture),
            Task::Expand(id, epoch, side) => self.expand(id, epoch, side),
            Task::Grow {
                id,
                epoch,
                anchor,
                lifted,
                captured,
                side,
            } => self.grow(id, epoch, anchor, lifted, captured, side),
            Task::Downgrade(id, epoch, side) => self.downgrade(id, epoch, side),
            Task::Curse(id, epoch) => {
                if let Some(i) = self.find(id) {
                    if self.pieces[i].epoch == epoch && self.pieces[i].on_board {
                        self.pieces[i].cursed = true;
                    }
                }
            }
            Task::Chaos(side) => {
                let mut pool: Vec<u8> = (1..=40).collect();
                let mut options = Vec::new();
                for _ in 0..3 {
                    let i = self.rng.below(pool.len());
                    options.push(pool.remove(i));
                }
                self.push(Task::Decide(Pending {
                    side,
                    decision: Decision::Chaos { options },
                }));
            }
            Task::Decide(p) => self.engine.pending = Some(p),
            Task::Forced(id) => self.forced(id),
            Task::EndAction => self.end_action(),
            Task::EndTurn(phase) => self.end_turn(phase),
        }
    }

    /// Capturable enemies of `mover` in `zone`; enlarged ones shrink (or open a decision),
    /// the others are lifted off. Returns (lifted, captured count, shrink decisions).
    fn seize(
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
    fn land(&mut self, l: Landing) {
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
    fn occupy(&mut self, l: Landing, lifted: Vec<Lifted>, captured: u32, fatal: bool) {
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
    fn arrive(&mut self, l: Landing, captured: u32, fatal: bool) {
        let Some(p) = self.alive(l.ctx.id, l.ctx.epoch).cloned() else {
            return;
        };
        if fatal {
            self.push(Task::Die {
                id: p.id,
                epoch: p.epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side: l.ctx.side,
            });
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
                self.note(format!("{} collects {} coin(s)", owner, it.coins));
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
            self.push(Task::Die {
                id: p.id,
                epoch: p.epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side: l.ctx.side,
            });
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

    /// R38 and the Checker's second jump, in phases.
    fn end_move(&mut self, ctx: Ctx, phase: u8) {
        let p = self
            .alive(ctx.id, ctx.epoch)
            .filter(|p| p.on_board)
            .cloned();
        match phase {
            0 => {
                if let Some(p) = &p {
                    if ctx.checker && !ctx.second && !ctx.transferred && p.plane == ctx.start_plane
                    {
                        let grid = Grid::new(self);
                        let jumps = self.jumps_of(&grid, p, ctx.side);
                        if !jumps.is_empty() {
                            if let Some(target) = ctx.chain {
                                if let Some(m) = jumps.iter().find(|m| m.to == target) {
                                    let mut c = ctx;
                                    c.second = true;
                                    self.start_spec(*m, c);
                                    return;
                                }
                            }
                            self.push(Task::Decide(Pending {
                                side: ctx.side,
                                decision: Decision::SecondJump { ctx },
                            }));
                            return;
                        }
                    }
                }
                if ctx.chain.is_some() && !ctx.second {
                    self.engine.chain_failed = true;
                }
                self.push(Task::EndMove(ctx, 1));
            }
            1 => {
                self.push(Task::EndMove(ctx, 2));
                let Some(p) = p else { return };
                if p.kind == Kind::Scout {
                    return;
                }
                let fresh: Vec<Sq> = squares(p.anchor, p.k())
                    .into_iter()
                    .filter(|s| {
                        p.plane != ctx.start_plane
                            || !block(ctx.start, ctx.start_k).any(|x| x == *s)
                    })
                    .collect();
                let hit = self
                    .traps
                    .iter()
                    .any(|t| t.plane == p.plane && fresh.contains(&t.sq));
                if hit {
                    let mut sprung: Vec<Sq> = self
                        .traps
                        .iter()
                        .filter(|t| t.plane == p.plane && fresh.contains(&t.sq))
                        .map(|t| t.sq)
                        .collect();
                    sprung.sort_by_key(|s| (s.1, s.0));
                    sprung.dedup();
                    self.traps
                        .retain(|t| !(t.plane == p.plane && fresh.contains(&t.sq)));
                    let names: Vec<String> = sprung
                        .iter()
                        .map(|s| super::board::psq_name(p.plane, *s))
                        .collect();
                    self.note(format!("A Secret Trap springs on {}", names.join(", ")));
                    self.push(Task::Die {
                        id: p.id,
                        epoch: p.epoch,
                        plane: p.plane,
                        anchor: p.anchor,
                        offboard: false,
                        side: ctx.side,
                    });
                }
            }
            2 => {
                self.push(Task::EndMove(ctx, 3));
                let Some(p) = p else { return };
                if p.kind == Kind::Pawn
                    && Self::on_last_rank(&p)
                    && self.engine.no_promo != Some(p.id)
                {
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
                } else if p.kind == Kind::Bomber && Self::on_last_rank(&p) {
                    self.push(Task::Die {
                        id: p.id,
                        epoch: p.epoch,
                        plane: p.plane,
                        anchor: p.anchor,
                        offboard: false,
                        side: ctx.side,
                    });
                }
            }
            3 => {
                self.push(Task::EndMove(ctx, 4));
                let queue = std::mem::take(&mut self.engine.chaos_queue);
                for s in queue.into_iter().rev() {
                    self.push(Task::Chaos(s));
                }
            }
            4 => {
                self.push(Task::EndMove(ctx, 5));
                if let Some(p) = p {
                    if ctx.curse && p.cursed && self.rng.below(4) == 0 {
                        self.note(format!("The curse strikes the {}", p.kind.title()));
                        self.push(Task::Die {
                            id: p.id,
                            epoch: p.epoch,
                            plane: p.plane,
                            anchor: p.anchor,
                            offboard: false,
                            side: ctx.side,
                        });
                    }
                }
            }
            _ => {
                let Some(p) = p else { return };
                if ctx.double_ok
                    && p.double
                    && p.stun == 0
                    && self.coins[ctx.side.index()] >= 1
                    && !self.double_answers(ctx).is_empty()
                {
                    self.push(Task::Decide(Pending {
                        side: ctx.side,
                        decision: Decision::DoubleMove { ctx },
                    }));
                }
            }
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

    /// R39.
    fn die(&mut self, id: u32, epoch: u32, plane: u8, anchor: Sq, offboard: bool, side: Side) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let p = self.pieces[i].clone();
        let k = p.k();
        self.note(format!(
            "{} {} dies on {}",
            match p.color {
                Color::White => "White",
                Color::Black => "Black",
                Color::Neutral => "Neutral",
            },
            p.kind.title(),
            super::board::psq_name(plane, anchor)
        ));
        let target = match p.kind {
            Kind::Archbishop => HEAVEN,
            Kind::Warlock => HELL,
            _ if p.murderer => HELL,
            _ => HEAVEN,
        };
        if p.kind == Kind::Bomber && !offboard {
            for s in squares(anchor, k).into_iter().rev() {
                if self.exists(plane, s) {
                    self.push(Task::Fire(plane, s, side));
                }
            }
        }
        if offboard || plane != EARTH || !self.block_exists(target, anchor, k) {
            self.pieces.remove(i);
            return;
        }
        let q = &mut self.pieces[i];
        q.epoch += 1;
        q.on_board = false;
        q.plane = target;
        q.anchor = anchor;
        let ctx = Ctx::passive(q, side);
        let ctx = Ctx {
            start_plane: EARTH,
            ..ctx
        };
        self.push(Task::Land(Landing {
            ctx,
            plane: target,
            anchor,
            step: None,
            zone: None,
            stay: false,
            prev: None,
        }));
    }

    /// R45.
    fn create_fire(&mut self, plane: u8, sq: Sq, side: Side) {
        if !self.exists(plane, sq) {
            return;
        }
        let it = self.items_mut(plane, sq);
        if it.ice {
            it.ice = false;
            return;
        }
        if it.fire {
            return;
        }
        it.fire = true;
        if let Some(p) = self.at(plane, sq).cloned() {
            if !p.fire_immune() {
                self.push(Task::Die {
                    id: p.id,
                    epoch: p.epoch,
                    plane: p.plane,
                    anchor: p.anchor,
                    offboard: false,
                    side,
                });
            }
        }
    }

    /// R46.
    pub(crate) fn create_ice(&mut self, plane: u8, sq: Sq) {
        if !self.exists(plane, sq) {
            return;
        }
        let it = self.items_mut(plane, sq);
        if it.fire {
            it.fire = false;
        } else {
            it.ice = true;
        }
    }

    /// R86, for one captured piece.
    fn experience(&mut self, id: u32, epoch: u32) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let p = &mut self.pieces[i];
        if p.color == Color::Neutral {
            return;
        }
        if !p.experienced {
            p.experienced = true;
        } else {
            p.experienced = false;
            let side = p.color.side().expect("coloured");
            self.push(Task::Upgrade(id, epoch, side, true));
        }
    }

    /// R87/R88 (and R18 for an Experienced Pawn capturing onto its last rank).
    fn upgrade(&mut self, id: u32, epoch: u32, side: Side, capture: bool) {
        let Some(p) = self.alive(id, epoch).cloned() else {
            return;
        };
        let options = p.upgrade_options();
        if options.is_empty() {
            return;
        }
        let owner = p.color.side().unwrap_or(side);
        let promote = capture && p.kind == Kind::Pawn && Self::on_last_rank(&p);
        if options.len() == 1 && !promote {
            self.apply_upgrade(id, options[0], side);
            return;
        }
        self.push(Task::Decide(Pending {
            side: owner,
            decision: Decision::Upgrade {
                id,
                epoch,
                options,
                promote,
            },
        }));
    }

    /// Applies one upgrade (R89).
    pub(crate) fn apply_upgrade(&mut self, id: u32, up: Upgrade, side: Side) {
        let Some(i) = self.find(id) else { return };
        let p = &mut self.pieces[i];
        let epoch = p.epoch;
        match up {
            Upgrade::To(kind) => {
                p.history.push(Record::From(p.kind));
                p.kind = kind;
                if kind != Kind::Pawn {
                    p.forced = false;
                }
                if kind == Kind::Bomber && p.on_board && Self::on_last_rank(p) {
                    let (plane, anchor) = (p.plane, p.anchor);
                    self.push(Task::Die {
                        id,
                        epoch,
                        plane,
                        anchor,
                        offboard: false,
                        side,
                    });
                }
            }
            Upgrade::Gain(s) => {
                p.history.push(Record::Gained(s));
                match s {
                    Status::Hat => p.hat = true,
                    Status::Investor => p.investor += 1,
                    Status::Portal => p.portal = true,
                    Status::Double => p.double = true,
                    Status::Size => self.push(Task::Expand(id, epoch, side)),
                }
            }
        }
    }

    /// Expansion candidates of the best class (R65): (class B?, directions).
    pub(crate) fn expansion(&self, p: &Piece, side: Side) -> (bool, Vec<u8>) {
        let k = p.k();
        let mut a_class = Vec::new();
        let mut b_class = Vec::new();
        for (d, na) in Self::grow_anchors(p).into_iter().enumerate() {
            if !self.block_exists(p.plane, na, k + 1) {
                continue;
            }
            let new: Vec<Sq> = block(na, k + 1).filter(|s| !p.covers(*s)).collect();
            if !p.fire_immune() && new.iter().any(|s| self.items(p.plane, *s).fire) {
                continue;
            }
            let there: Vec<&Piece> = self
                .on_squares(p.plane, &new, p.id)
                .into_iter()
                .map(|id| self.piece(id).expect("listed"))
                .collect();
            if there.is_empty() {
                a_class.push(d as u8);
            } else if there
                .iter()
                .all(|q| !Self::is_ally(p, q, side) && !self.uncapturable(q))
            {
                b_class.push(d as u8);
            }
        }
        if a_class.is_empty() {
            (true, b_class)
        } else {
            (false, a_class)
        }
    }

    /// The anchors of the four (k+1)-blocks containing the piece: ne, nw, se, sw.
    pub(crate) fn grow_anchors(p: &Piece) -> [Sq; 4] {
        let a = p.anchor;
        [a, (a.0 - 1, a.1), (a.0, a.1 - 1), (a.0 - 1, a.1 - 1)]
    }

    /// R65.
    fn expand(&mut self, id: u32, epoch: u32, side: Side) {
        let Some(p) = self.alive(id, epoch).cloned() else {
            return;
        };
        if !p.on_board {
            // Lifted off while its landing resolves: the stack is added and the piece grows
            // north-east from its anchor (project ruling HH-3).
            self.piece_mut(id).expect("alive").size += 1;
            return;
        }
        let (capture, options) = self.expansion(&p, side);
        match options.len() {
            0 => self.push(Task::Die {
                id,
                epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side,
            }),
            1 => self.apply_expand(id, options[0], side),
            _ => self.push(Task::Decide(Pending {
                side: p.color.side().unwrap_or(side),
                decision: Decision::Expand {
                    id,
                    epoch,
                    options,
                    capture,
                    actor: side,
                },
            })),
        }
    }

    /// Grows the piece in direction `d` (R65), capturing if needed.
    pub(crate) fn apply_expand(&mut self, id: u32, d: u8, side: Side) {
        let Some(p) = self.piece(id).cloned() else {
            return;
        };
        let na = Self::grow_anchors(&p)[d as usize];
        let new: Vec<Sq> = block(na, p.k() + 1).filter(|s| !p.covers(*s)).collect();
        let (lifted, captured, decisions) = self.seize(id, side, p.plane, &new);
        self.push(Task::Grow {
            id,
            epoch: p.epoch,
            anchor: na,
            lifted,
            captured,
            side,
        });
        for t in decisions.into_iter().rev() {
            self.push(t);
        }
    }

    fn grow(
        &mut self,
        id: u32,
        epoch: u32,
        anchor: Sq,
        lifted: Vec<Lifted>,
        captured: u32,
        side: Side,
    ) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let p = &mut self.pieces[i];
        p.anchor = anchor;
        p.size += 1;
        if captured > 0 {
            p.murderer = true;
            if p.plane == HEAVEN {
                let mut ctx = Ctx::passive(p, side);
                ctx.transferred = true;
                let anchor = p.anchor;
                self.push(Task::Land(Landing {
                    ctx,
                    plane: HELL,
                    anchor,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: None,
                }));
            }
        }
        for &(vid, vep, plane, a) in lifted.iter().rev() {
            self.push(Task::Die {
                id: vid,
                epoch: vep,
                plane,
                anchor: a,
                offboard: false,
                side,
            });
        }
        for _ in 0..captured {
            self.push(Task::Experience(id, epoch));
        }
    }

    /// R90: undo the last upgrade record.
    fn downgrade(&mut self, id: u32, epoch: u32, side: Side) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let Some(rec) = self.pieces[i].history.pop() else {
            return;
        };
        let p = &mut self.pieces[i];
        match rec {
            Record::From(kind) => p.kind = kind,
            Record::Gained(Status::Hat) => p.hat = false,
            Record::Gained(Status::Investor) => p.investor = p.investor.saturating_sub(1),
            Record::Gained(Status::Portal) => p.portal = false,
            Record::Gained(Status::Double) => p.double = false,
            Record::Gained(Status::Size) => {
                if p.size > 0 {
                    let k = p.k();
                    let a = p.anchor;
                    let options = vec![a, (a.0 + 1, a.1), (a.0, a.1 + 1), (a.0 + 1, a.1 + 1)];
                    let _ = k;
                    let owner = p.color.side().unwrap_or(side);
                    let size = p.size - 1;
                    self.push(Task::Decide(Pending {
                        side: owner,
                        decision: Decision::Shrink {
                            id,
                            epoch,
                            size,
                            options,
                        },
                    }));
                }
            }
        }
        // R50: losing fire immunity while standing on Fire kills.
        let p = self.pieces[i].clone();
        if p.on_board
            && !p.fire_immune()
            && block(p.anchor, p.k())
                .any(|s| super::board::on_grid(s) && self.items(p.plane, s).fire)
        {
            self.push(Task::Die {
                id,
                epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side,
            });
        }
    }

    /// R60.
    fn forced(&mut self, id: u32) {
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
                    self.ep = Some(super::EnPassant {
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

    /// Starts an ability (R79, R82, R59).
    pub(crate) fn start_ability(&mut self, side: Side, id: u32, ability: Ability) {
        let p = self.piece(id).expect("user").clone();
        self.mark(p.plane, p.anchor, true);
        match ability {
            Ability::Fire | Ability::Ice => {
                let targets = self.wizard_targets(&p);
                for s in targets.into_iter().rev() {
                    if ability == Ability::Fire {
                        self.push(Task::Fire(p.plane, s, side));
                    } else {
                        self.create_ice(p.plane, s);
                    }
                }
            }
            Ability::Pull(sq) => {
                let q = self.at(HELL, sq).expect("pulled").clone();
                self.push(Task::Curse(q.id, q.epoch));
                self.push(Task::Land(Landing {
                    ctx: Ctx::passive(&q, side),
                    plane: EARTH,
                    anchor: q.anchor,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: None,
                }));
            }
            Ability::Portal(plane) => {
                let q = self.piece_mut(id).expect("user");
                q.portal = false;
                let mut ctx = Ctx::passive(&p, side);
                ctx.curse = true;
                self.push(Task::Land(Landing {
                    ctx,
                    plane,
                    anchor: p.anchor,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: None,
                }));
            }
        }
    }

    /// Squares a Wizard's ability reaches: existing, orthogonally adjacent, no piece (R79).
    pub(crate) fn wizard_targets(&self, p: &Piece) -> Vec<Sq> {
        let k = p.k();
        let mut v = Vec::new();
        for i in 0..k {
            for s in [
                (p.anchor.0 + i, p.anchor.1 - 1),
                (p.anchor.0 - 1, p.anchor.1 + i),
                (p.anchor.0 + k, p.anchor.1 + i),
                (p.anchor.0 + i, p.anchor.1 + k),
            ] {
                if self.exists(p.plane, s) && self.at(p.plane, s).is_none() && !v.contains(&s) {
                    v.push(s);
                }
            }
        }
        v.sort_by_key(|s| (s.1, s.0));
        v
    }

    /// Whether the piece may land with footprint at `a` on `plane` by a directionless relocation:
    /// the footprint exists and holds no piece allied to it (R59, R82).
    pub(crate) fn relocation_ok(&self, p: &Piece, side: Side, plane: u8, a: Sq) -> bool {
        self.block_exists(plane, a, p.k())
            && self
                .in_block(plane, a, p.k(), p.id)
                .into_iter()
                .all(|id| !Self::is_ally(p, self.piece(id).expect("listed"), side))
    }

    fn imp_state(&self, id: u32) -> Vec<Piece> {
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
    fn end_action(&mut self) {
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
        let why = |king: bool, s: Side| {
            if king {
                format!("{s} has no King left")
            } else {
                format!("{s} has no piece left on Earth")
            }
        };
        self.outcome = match (w, b) {
            (true, true) => Some(Outcome::draw("both players lost at once")),
            (true, false) => Some(Outcome::win(Side::Black, why(wk, Side::White))),
            (false, true) => Some(Outcome::win(Side::White, why(bk, Side::Black))),
            _ => None,
        };
        if self.outcome.is_some() {
            self.flush_turn();
        }
        self.outcome.is_some()
    }

    fn flush_turn(&mut self) {
        if !self.turn_log.is_empty() {
            let line = format!("{}: {}", self.turn, self.turn_log.join("; "));
            self.history.push(line);
            self.turn_log.clear();
        }
    }

    /// R7.
    fn end_turn(&mut self, phase: u8) {
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
    fn pass_if_stuck(&mut self) {
        if self.has_action(self.turn) {
            self.passes = 0;
            return;
        }
        self.passes += 1;
        self.turn_log.push("pass".into());
        if self.passes >= 20 {
            self.flush_turn();
            self.outcome = Some(Outcome::draw("neither player can act"));
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
                self.engine.chaos_picked.push((side, id));
                self.note(format!("{side} picks chaos effect #{id}"));
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
            _ => {
                return Err(RuleError::Illegal(
                    "That does not answer the open decision.".into(),
                ))
            }
        }
        Ok(())
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
            .ok_or_else(|| RuleError::Illegal("That move is not legal now.".into()))
    }

    /// Whether the decision still matters for the named piece (used by prompts).
    pub(crate) fn piece_name(&self, id: u32) -> String {
        match self.piece(id) {
            Some(p) => format!(
                "{} on {}",
                p.kind.title(),
                super::board::psq_name(p.plane, p.anchor)
            ),
            None => "piece".into(),
        }
    }
}
