//! The resolution engine: a stack of small work items that carries out an action step by step
//! (landing resolution R31–R38, deaths R39, experience R86, expansion R65, end of turn R7), and
//! stops whenever a player must decide something. The stack is part of the state, so a pending
//! decision survives storage and the rest of the action resumes after the answer.
//!
//! Submodules: `landing` (R30–R38), `life` (deaths, items created, experience, upgrades, size),
//! `abilities` (Wizard, Warlock, Portal Gun) and `turn` (end of action and turn, answers).

use super::board::{block, Sq};
use super::notation::{Ability, Action, Answer, Dir};
use super::pieces::{Color, Kind, Piece, Upgrade};
use super::shop::Entry;
use super::{HeavenAndHell, Mark};
use crate::view::{Line, Said};
use crate::{Outcome, Side};
use serde::{Deserialize, Serialize};

mod abilities;
mod chaos;

pub use chaos::Chaos;
mod landing;
mod life;
mod turn;

/// A piece lifted off while its capture resolves: (id, epoch, plane, anchor).
pub type Lifted = (u32, u32, u8, Sq);

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
    pub(super) fn passive(p: &Piece, side: Side) -> Ctx {
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
        options: Vec<Dir>,
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
        /// The three effects drawn.
        options: Vec<Chaos>,
    },
    /// The next input of a picked chaos effect (plane, file, square, piece, entry, word).
    ChaosArg {
        /// The effect picked.
        effect: Chaos,
        /// Inputs given so far.
        args: Vec<Answer>,
    },
    /// Plant a Secret Trap (R107): `left` more may be planted; `optional` allows `done`.
    Trap {
        /// Traps still to plant.
        left: u32,
        /// Whether `done` may stop early (chaos #30).
        optional: bool,
    },
    /// Place a new piece of your colour on your back rank (chaos #15, R96).
    Spawn {
        /// The piece type.
        kind: Kind,
    },
    /// Chaos #36: move the Pawn again, or `done`.
    Spree {
        /// The Pawn.
        id: u32,
        /// Its life.
        epoch: u32,
    },
    /// Chaos #38: buy something (no action is used); the entry is removed afterwards.
    ChaosBuy,
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
    /// The end of one chaos effect's work: orbs it triggered resolve now (R102).
    ChaosDone,
    /// Remove a shop entry (chaos #38, after the purchase resolves).
    RemoveEntry(Entry),
    /// A directionless relocation of a piece, if it is still alive (chaos #31).
    Relocate {
        /// Piece.
        id: u32,
        /// Life.
        epoch: u32,
        /// Destination plane.
        plane: u8,
        /// Destination anchor.
        anchor: Sq,
        /// Acting player.
        side: Side,
    },
    /// Chaos #11: one Pawn steps back if the squares are unoccupied then.
    StepBack(u32, Side),
    /// Ask a player to place a new piece (chaos #15), if a square is free.
    AskSpawn(Side, Kind),
    /// Chaos #36: offer the next Pawn move.
    Spree(u32, u32, Side),
    /// Place a new piece without moving it (chaos #8 Devil).
    Place {
        /// Colour.
        color: Color,
        /// Type.
        kind: Kind,
        /// Plane.
        plane: u8,
        /// Anchor.
        anchor: Sq,
        /// Increased Size stacks.
        size: u8,
        /// Double Move.
        double: bool,
    },
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
    /// Chaos effects picked so far, in order (a record; the effects resolve at once).
    pub chaos_picked: Vec<(Side, Chaos)>,
    /// The Imp undo snapshot of the running action.
    pub imp_snap: Option<ImpSnap>,
    /// Public lines of the running action.
    pub notes: Vec<Line>,
    /// A second jump given with a Checker move could not be made.
    #[serde(default)]
    pub chain_failed: bool,
    /// Private lines of the running action (trap squares, chaos #30 count).
    #[serde(default)]
    pub private: Vec<(Side, Line)>,
    /// Chaos effects still resolving; orbs triggered meanwhile wait behind them (R102).
    #[serde(default)]
    pub chaos_depth: u32,
}

impl Engine {
    /// Nothing running and nothing to decide.
    pub fn is_idle(&self) -> bool {
        self.tasks.is_empty() && self.pending.is_none()
    }
}

pub(super) fn squares(a: Sq, k: i8) -> Vec<Sq> {
    block(a, k).collect()
}

impl HeavenAndHell {
    pub(super) fn alive(&self, id: u32, epoch: u32) -> Option<&Piece> {
        self.piece(id).filter(|p| p.epoch == epoch)
    }

    pub(super) fn push(&mut self, t: Task) {
        self.engine.tasks.push(t);
    }

    /// A public line of the running action: its English and its message (`reports.ftl`).
    pub(super) fn note(&mut self, text: String, said: Said) {
        self.engine.notes.push(Line::new(text, said));
    }

    /// A line of the running action said to `side` alone.
    pub(super) fn tell(&mut self, side: Side, text: String, said: Said) {
        self.engine.private.push((side, Line::new(text, said)));
    }

    pub(super) fn mark(&mut self, plane: u8, sq: Sq, from: bool) {
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
                self.outcome = Some(Outcome::draw(crate::Ending::HhUnsettled));
            }
        }
        if self.outcome.is_some() {
            self.engine.tasks.clear();
            self.engine.pending = None;
        }
    }

    pub(super) fn exec(&mut self, t: Task) {
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
                let options = self.draw_chaos();
                self.push(Task::Decide(Pending {
                    side,
                    decision: Decision::Chaos { options },
                }));
            }
            Task::RemoveEntry(e) => self.shop.remove(e),
            Task::ChaosDone => {
                self.engine.chaos_depth = self.engine.chaos_depth.saturating_sub(1);
                if self.engine.chaos_depth == 0 {
                    let queue = std::mem::take(&mut self.engine.chaos_queue);
                    for s in queue.into_iter().rev() {
                        self.push(Task::Chaos(s));
                    }
                }
            }
            Task::Relocate {
                id,
                epoch,
                plane,
                anchor,
                side,
            } => self.relocate(id, epoch, plane, anchor, side),
            Task::StepBack(id, side) => self.step_back(id, side),
            Task::AskSpawn(side, kind) => {
                if !self.spawn_squares(side).is_empty() {
                    self.push(Task::Decide(Pending {
                        side,
                        decision: Decision::Spawn { kind },
                    }));
                }
            }
            Task::Spree(id, epoch, side) => self.spree(id, epoch, side),
            Task::Place {
                color,
                kind,
                plane,
                anchor,
                size,
                double,
            } => {
                let id = self.add_piece(color, kind, plane, anchor);
                let p = self.piece_mut(id).expect("new");
                p.size = size;
                p.double = double;
            }
            Task::Decide(p) => self.engine.pending = Some(p),
            Task::Forced(id) => self.forced(id),
            Task::EndAction => self.end_action(),
            Task::EndTurn(phase) => self.end_turn(phase),
        }
    }
}

impl Task {
    /// `p` dies where it stands on its plane (not off the board), on `side`'s action.
    pub(super) fn die_on_board(p: &Piece, side: Side) -> Task {
        Task::Die {
            id: p.id,
            epoch: p.epoch,
            plane: p.plane,
            anchor: p.anchor,
            offboard: false,
            side,
        }
    }
}
