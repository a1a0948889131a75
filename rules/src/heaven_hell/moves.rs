//! Move generation: every pattern move, shot, jump and castling a player may start (R26, §2.4),
//! and the legal action lists built from them (abilities, purchases, decision answers).

use super::board::{block, idx, Sq, EARTH, HELL};
use super::engine::{Decision, Pending};
use super::notation::{Ability, Action, Answer};
use super::pieces::{Color, Kind, Piece};
use super::HeavenAndHell;
use crate::Side;

/// How a move travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MoveKind {
    /// Rook/bishop/queen line, king step (passes through the squares in between).
    Slide,
    /// Knight-like leap (ignores squares in between).
    Leap,
    /// Pawn-like single step, straight or diagonal.
    PawnStep,
    /// Pawn double step (a slide of two).
    Double,
    /// En passant capture of `victim`.
    EnPassant(u32),
    /// Checker Knight jump over the strip next to it.
    Jump,
    /// Castling, long or short.
    Castle(bool),
    /// A shot: capture on the target block without moving.
    Shot,
}

/// One move a piece can make now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveSpec {
    /// The moving piece.
    pub id: u32,
    /// Its plane.
    pub plane: u8,
    /// Its anchor now.
    pub from: Sq,
    /// Its anchor afterwards (for shots: the target block's anchor).
    pub to: Sq,
    /// How it travels.
    pub kind: MoveKind,
    /// Ice continuation vector: a unit step for slides and steps, the whole vector for leaps.
    pub unit: Sq,
    /// Whether an enemy stands on the destination (notation `x`).
    pub capture: bool,
}

/// Which piece stands on each of the 3×64 squares, for fast look-ups during generation.
pub(crate) struct Grid {
    cells: Vec<u16>,
}

impl Grid {
    /// Builds the grid of on-board pieces.
    pub fn new(g: &HeavenAndHell) -> Grid {
        let mut cells = vec![0u16; 192];
        for (i, p) in g.pieces.iter().enumerate() {
            if p.on_board {
                for s in block(p.anchor, p.k()) {
                    if super::board::on_grid(s) {
                        cells[p.plane as usize * 64 + idx(s)] = i as u16 + 1;
                    }
                }
            }
        }
        Grid { cells }
    }

    /// Index of the piece on a square.
    pub fn get(&self, plane: u8, s: Sq) -> Option<usize> {
        match self.cells[plane as usize * 64 + idx(s)] {
            0 => None,
            n => Some(n as usize - 1),
        }
    }
}

/// What a block holds, seen from a mover.
#[derive(Default, Clone, Copy)]
struct Contents {
    any: bool,
    ally: bool,
    enemy: bool,
}

const ROOK: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP: [Sq; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT: [Sq; 8] = [
    (1, 2),
    (2, 1),
    (-1, 2),
    (-2, 1),
    (1, -2),
    (2, -1),
    (-1, -2),
    (-2, -1),
];

/// The Leopard's 16 leaps: every (dx, dy) with |dx|, |dy| in {1, 2} (§2.4).
pub(crate) fn leopard_vectors() -> Vec<Sq> {
    let mut v = Vec::new();
    for dx in [-2i8, -1, 1, 2] {
        for dy in [-2i8, -1, 1, 2] {
            v.push((dx, dy));
        }
    }
    v
}

/// The Mounted Archer's 12 squares: the Knight's 8 plus (±2, 0) and (0, ±2) (§2.4).
pub(crate) fn archer_vectors() -> Vec<Sq> {
    let mut v = KNIGHT.to_vec();
    v.extend([(2, 0), (-2, 0), (0, 2), (0, -2)]);
    v
}

impl HeavenAndHell {
    fn contents(
        &self,
        grid: &Grid,
        plane: u8,
        a: Sq,
        k: i8,
        mover: &Piece,
        side: Side,
    ) -> Contents {
        let mut c = Contents::default();
        for s in block(a, k) {
            if let Some(i) = grid.get(plane, s) {
                let q = &self.pieces[i];
                if q.id == mover.id {
                    continue;
                }
                c.any = true;
                if Self::is_ally(mover, q, side) {
                    c.ally = true;
                } else {
                    c.enemy = true;
                }
            }
        }
        c
    }

    /// Whether a block holds at least one enemy of `mover` that can be captured (for shots).
    fn capturable_in(&self, plane: u8, a: Sq, k: i8, mover: &Piece, side: Side) -> bool {
        self.in_block(plane, a, k, mover.id).into_iter().any(|id| {
            let q = self.piece(id).expect("listed");
            !Self::is_ally(mover, q, side) && !self.uncapturable(q)
        })
    }

    /// Whether `side` may start a move action with `p` now (control, stun, R54).
    pub(crate) fn may_act_with(&self, side: Side, p: &Piece) -> bool {
        p.on_board && p.stun == 0 && self.controls(side, p)
    }

    /// Every move `side` can start now, piece by piece in canonical order.
    pub(crate) fn all_moves(&self, side: Side) -> Vec<MoveSpec> {
        let grid = Grid::new(self);
        let mut order: Vec<&Piece> = self.pieces.iter().filter(|p| p.on_board).collect();
        order.sort_by_key(|p| super::state::canon(p));
        let mut out = Vec::new();
        for p in order {
            if self.may_act_with(side, p) {
                self.piece_moves(&grid, p, side, &mut out);
            }
        }
        out
    }

    /// The moves of one piece (whether or not it may act is the caller's concern).
    pub(crate) fn moves_of(&self, p: &Piece, side: Side) -> Vec<MoveSpec> {
        self.moves_with_grid(&Grid::new(self), p, side)
    }

    /// The moves of one piece, given a grid.
    pub(crate) fn moves_with_grid(&self, grid: &Grid, p: &Piece, side: Side) -> Vec<MoveSpec> {
        let mut out = Vec::new();
        self.piece_moves(grid, p, side, &mut out);
        out
    }

    fn piece_moves(&self, grid: &Grid, p: &Piece, side: Side, out: &mut Vec<MoveSpec>) {
        let start = out.len();
        let k = p.k();
        let queen: Vec<Sq> = ROOK.iter().chain(BISHOP.iter()).copied().collect();
        match p.kind {
            Kind::Rook | Kind::Warlock => self.slides(grid, p, side, &ROOK, 8, out),
            Kind::Bishop | Kind::Wizard | Kind::Archbishop => {
                self.slides(grid, p, side, &BISHOP, 8, out)
            }
            Kind::Queen | Kind::Angel => self.slides(grid, p, side, &queen, 8, out),
            Kind::King => {
                self.slides(grid, p, side, &queen, 1, out);
                self.castles(p, side, out);
            }
            Kind::Knight => self.leaps(grid, p, side, &KNIGHT, out),
            Kind::Leopard => self.leaps(grid, p, side, &leopard_vectors(), out),
            Kind::Archer => {
                let v = archer_vectors();
                self.leaps(grid, p, side, &v, out);
                self.shots(p, side, &v, out);
            }
            Kind::Fortress => {
                self.slides(grid, p, side, &ROOK, 8, out);
                self.shots(p, side, &BISHOP, out);
            }
            Kind::Scout => {
                self.slides(grid, p, side, &ROOK, 8, out);
                let far = 8 - k;
                for c in [(0, 0), (far, 0), (0, far), (far, far)] {
                    if c == p.anchor
                        || out[start..]
                            .iter()
                            .any(|m| m.to == c && m.kind == MoveKind::Leap)
                    {
                        continue;
                    }
                    self.leap_to(grid, p, side, c, (c.0 - p.anchor.0, c.1 - p.anchor.1), out);
                }
            }
            Kind::Pawn | Kind::Bomber | Kind::Checker | Kind::Imp | Kind::Devil => {
                self.pawn_moves(grid, p, side, out);
                if p.kind == Kind::Checker {
                    self.jumps(grid, p, side, out);
                }
            }
        }
        // The Imp undo ban (R76) applies to the first action of a turn only.
        if let Some(ban) = self.imp_ban {
            if ban.piece == p.id && self.actions_done == 0 && self.engine.is_idle() {
                out.retain(|m| {
                    !(m.id == p.id
                        && m.kind != MoveKind::Shot
                        && m.plane == ban.plane
                        && m.to == ban.from)
                });
            }
        }
    }

    fn slides(
        &self,
        grid: &Grid,
        p: &Piece,
        side: Side,
        dirs: &[Sq],
        max: i8,
        out: &mut Vec<MoveSpec>,
    ) {
        let k = p.k();
        for &d in dirs {
            for t in 1..=max {
                let a = (p.anchor.0 + d.0 * t, p.anchor.1 + d.1 * t);
                if !self.block_exists(p.plane, a, k) {
                    break;
                }
                let c = self.contents(grid, p.plane, a, k, p, side);
                if !c.ally {
                    out.push(MoveSpec {
                        id: p.id,
                        plane: p.plane,
                        from: p.anchor,
                        to: a,
                        kind: MoveKind::Slide,
                        unit: d,
                        capture: c.enemy,
                    });
                }
                if c.any {
                    break;
                }
            }
        }
    }

    fn leap_to(&self, grid: &Grid, p: &Piece, side: Side, a: Sq, v: Sq, out: &mut Vec<MoveSpec>) {
        let k = p.k();
        if !self.block_exists(p.plane, a, k) {
            return;
        }
        let c = self.contents(grid, p.plane, a, k, p, side);
        if !c.ally {
            out.push(MoveSpec {
                id: p.id,
                plane: p.plane,
                from: p.anchor,
                to: a,
                kind: MoveKind::Leap,
                unit: v,
                capture: c.enemy,
            });
        }
    }

    fn leaps(&self, grid: &Grid, p: &Piece, side: Side, vs: &[Sq], out: &mut Vec<MoveSpec>) {
        for &v in vs {
            self.leap_to(grid, p, side, (p.anchor.0 + v.0, p.anchor.1 + v.1), v, out);
        }
    }

    fn shots(&self, p: &Piece, side: Side, vs: &[Sq], out: &mut Vec<MoveSpec>) {
        let k = p.k();
        for &v in vs {
            let a = (p.anchor.0 + v.0, p.anchor.1 + v.1);
            // The target block must lie on the grid (project ruling HH-2).
            if !block(a, k).all(super::board::on_grid) {
                continue;
            }
            if self.capturable_in(p.plane, a, k, p, side) {
                out.push(MoveSpec {
                    id: p.id,
                    plane: p.plane,
                    from: p.anchor,
                    to: a,
                    kind: MoveKind::Shot,
                    unit: v,
                    capture: true,
                });
            }
        }
    }

    fn pawn_moves(&self, grid: &Grid, p: &Piece, side: Side, out: &mut Vec<MoveSpec>) {
        let k = p.k();
        let fwd = Self::forward(p, side);
        let a1 = (p.anchor.0, p.anchor.1 + fwd);
        if self.block_exists(p.plane, a1, k) && !self.contents(grid, p.plane, a1, k, p, side).any {
            out.push(MoveSpec {
                id: p.id,
                plane: p.plane,
                from: p.anchor,
                to: a1,
                kind: MoveKind::PawnStep,
                unit: (0, fwd),
                capture: false,
            });
            // Double step (R15): size-1 type-Pawns on their initial rank, on any plane.
            let home = if fwd == 1 { 1 } else { 6 };
            let a2 = (p.anchor.0, p.anchor.1 + 2 * fwd);
            if p.kind == Kind::Pawn
                && k == 1
                && p.anchor.1 == home
                && self.block_exists(p.plane, a2, 1)
                && !self.contents(grid, p.plane, a2, 1, p, side).any
            {
                out.push(MoveSpec {
                    id: p.id,
                    plane: p.plane,
                    from: p.anchor,
                    to: a2,
                    kind: MoveKind::Double,
                    unit: (0, fwd),
                    capture: false,
                });
            }
        }
        for df in [-1i8, 1] {
            let a = (p.anchor.0 + df, p.anchor.1 + fwd);
            if !self.block_exists(p.plane, a, k) {
                continue;
            }
            let c = self.contents(grid, p.plane, a, k, p, side);
            if c.enemy && !c.ally {
                out.push(MoveSpec {
                    id: p.id,
                    plane: p.plane,
                    from: p.anchor,
                    to: a,
                    kind: MoveKind::PawnStep,
                    unit: (df, fwd),
                    capture: true,
                });
            } else if !c.any && p.kind == Kind::Pawn && k == 1 && self.actions_done == 0 {
                // En passant (R16), only as the first action of a turn.
                if let Some(ep) = self.ep {
                    if ep.plane == p.plane && ep.passed == a {
                        if let Some(v) = self.piece(ep.victim) {
                            if v.on_board
                                && v.plane == p.plane
                                && v.anchor == ep.at
                                && v.kind == Kind::Pawn
                                && v.size == 0
                                && v.color != p.color
                                && v.color != Color::Neutral
                                && !Self::is_ally(p, v, side)
                            {
                                out.push(MoveSpec {
                                    id: p.id,
                                    plane: p.plane,
                                    from: p.anchor,
                                    to: a,
                                    kind: MoveKind::EnPassant(v.id),
                                    unit: (df, fwd),
                                    capture: true,
                                });
                            }
                        }
                    }
                }
            }
        }
    }

    /// The strip a Checker jump passes over, and the landing anchor (R62, R78).
    pub(crate) fn jump_geometry(p: &Piece, d: Sq) -> (Vec<Sq>, Sq) {
        let k = p.k();
        let strip: Vec<Sq> = (0..k)
            .map(|i| match d {
                (1, 0) => (p.anchor.0 + k, p.anchor.1 + i),
                (-1, 0) => (p.anchor.0 - 1, p.anchor.1 + i),
                (0, 1) => (p.anchor.0 + i, p.anchor.1 + k),
                _ => (p.anchor.0 + i, p.anchor.1 - 1),
            })
            .collect();
        let land = (p.anchor.0 + d.0 * (k + 1), p.anchor.1 + d.1 * (k + 1));
        (strip, land)
    }

    /// Checker jumps from where `p` stands.
    pub(crate) fn jumps_of(&self, grid: &Grid, p: &Piece, side: Side) -> Vec<MoveSpec> {
        let mut out = Vec::new();
        self.jumps(grid, p, side, &mut out);
        out
    }

    fn jumps(&self, grid: &Grid, p: &Piece, side: Side, out: &mut Vec<MoveSpec>) {
        let k = p.k();
        for d in ROOK {
            let (strip, land) = Self::jump_geometry(p, d);
            let any = strip
                .iter()
                .any(|s| super::board::on_grid(*s) && grid.get(p.plane, *s).is_some());
            if !any || !self.block_exists(p.plane, land, k) {
                continue;
            }
            if self.contents(grid, p.plane, land, k, p, side).any {
                continue;
            }
            out.push(MoveSpec {
                id: p.id,
                plane: p.plane,
                from: p.anchor,
                to: land,
                kind: MoveKind::Jump,
                unit: (d.0 * (k + 1), d.1 * (k + 1)),
                capture: false,
            });
        }
    }

    fn castles(&self, p: &Piece, side: Side, out: &mut Vec<MoveSpec>) {
        let rank = if p.color == Color::White { 0 } else { 7 };
        if p.plane != EARTH
            || p.size != 0
            || p.moved
            || p.color != Color::of(side)
            || p.anchor != (4, rank)
        {
            return;
        }
        for long in [false, true] {
            let rf = if long { 0 } else { 7 };
            let Some(r) = self.at(EARTH, (rf, rank)) else {
                continue;
            };
            if r.kind != Kind::Rook || r.size != 0 || r.moved || r.stun > 0 || r.color != p.color {
                continue;
            }
            let between: Vec<i8> = if long { vec![1, 2, 3] } else { vec![5, 6] };
            let clear = between.iter().all(|&f| {
                self.exists(EARTH, (f, rank))
                    && self.at(EARTH, (f, rank)).is_none()
                    && !self.items(EARTH, (f, rank)).any()
            });
            if clear {
                out.push(MoveSpec {
                    id: p.id,
                    plane: EARTH,
                    from: p.anchor,
                    to: (if long { 2 } else { 6 }, rank),
                    kind: MoveKind::Castle(long),
                    unit: (0, 0),
                    capture: false,
                });
            }
        }
    }
}

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
        users.sort_by_key(|p| super::state::canon(p));
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
    pub(crate) fn is_legal(&self, side: Side, action: &Action) -> bool {
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
            pulled.sort_by_key(|q| super::state::canon(q));
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
}
