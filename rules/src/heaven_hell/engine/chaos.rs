//! The forty seed-era chaos effects (rulings §2.3, R98–R104): the draw of three options, the
//! inputs each effect asks for (one pending decision per input), and their exact effects.
//! Randomness comes only from the stored RNG (R105, R106).

use super::super::board::{block, on_grid, psq_name, sq_of, Sq, EARTH, HEAVEN, HELL};
use super::super::pieces::{Color, Kind, Piece};
use super::super::state::canon;
use super::super::HeavenAndHell;
use super::*;
use crate::Side;

/// The seed-era texts of the chaos effects, by id − 1.
pub const CHAOS_TEXT: [&str; 40] = [
    "Shuffle the shop ordering and gain 6 coins",
    "Freeze all tiles with Pawns",
    "Summon two Imps on Earth on random empty tiles",
    "Pick a file in a plane. Curse all non-royal pieces in the chosen file",
    "Replace all Bishops with Rooks and vice versa",
    "Reset both players' coin count to 0",
    "Spread all ice to adjacent tiles",
    "Summon the Devil (Giant Imp with double move) in the middle of Hell",
    "Summon an Angel on an empty tile in Heaven",
    "Destroy the outermost ranks OR files of Heaven",
    "Move each Pawn a step backwards, if the destination tile is unoccupied",
    "Stun 4 random pieces for 3 rounds",
    "Destroy the outermost ranks OR files of Hell",
    "Duplicate a non-King piece to an adjacent empty tile. Then Curse both",
    "Summon a Rook on a back rank for each player. Owner chooses where. Opponent starts",
    "Spawn a Chaos Orb in each plane on a random empty tile",
    "Make a piece giant",
    "Swap a piece in Hell with one in Heaven",
    "Curse a random piece of each player",
    "Upgrade all Knights",
    "Replace all ice with fire OR all fire with ice",
    "Spread all fire to adjacent tiles",
    "Pick two Pawns. They move forward at the end of their owner's turn if the tile is unoccupied",
    "Fill empty tiles on Earth with coins",
    "Start 3 fires on random empty tiles in a plane of your choosing",
    "Freeze one unoccupied tile and start a fire on a different unoccupied tile",
    "Downgrade an upgraded piece of your choosing",
    "You have two actions on your next turn",
    "Remove two options from the shop",
    "Destroy all traps. You may plant a trap for each destroyed",
    "Move all Bishops to their starting position on Earth",
    "Upgrade all Kings",
    "Swap your King and a Pawn on the same plane",
    "Pick a plane. Downgrade all pieces on that plane",
    "Replace all Pawns with Suicide Bombers",
    "Pick a Pawn of yours. While it is a Pawn make as many moves and captures with it as you desire/can",
    "Pick a plane. Spawn white Pawns on empty rank 2 tiles and black Pawns on empty rank 7 tiles",
    "Gain 4 coins. Then buy something from the shop. Then remove that option from the shop",
    "Pick a non-royal piece. Move it to a random position on a random plane",
    "Something random. Reroll Chaos options and pick the top one",
];

/// The text of chaos effect `id` (1–40).
pub fn chaos_text(id: u8) -> &'static str {
    CHAOS_TEXT
        .get((id as usize).wrapping_sub(1))
        .copied()
        .unwrap_or("")
}

const PLANES: [u8; 3] = [HEAVEN, EARTH, HELL];

fn piece_answer(p: &Piece) -> Answer {
    Answer::Square(p.plane, p.anchor)
}

impl HeavenAndHell {
    /// Draws three distinct chaos ids from 1–40 without replacement (R106).
    pub(crate) fn draw_chaos(&mut self) -> Vec<u8> {
        let mut pool: Vec<u8> = (1..=40).collect();
        let mut options = Vec::new();
        for _ in 0..3 {
            let i = self.rng.below(pool.len());
            options.push(pool.remove(i));
        }
        options
    }

    /// Starts a picked effect: asks its first input, or applies it.
    pub(crate) fn start_chaos(&mut self, side: Side, effect: u8) {
        self.engine.chaos_picked.push((side, effect));
        self.engine.chaos_depth += 1;
        self.push(Task::ChaosDone);
        self.note(format!("Chaos #{effect}: {}", chaos_text(effect)));
        self.chaos_next(side, effect, Vec::new());
    }

    /// Asks the next input, or applies the effect once every input is known.
    pub(crate) fn chaos_next(&mut self, side: Side, effect: u8, args: Vec<Answer>) {
        match self.chaos_input(side, effect, &args) {
            Some(v) if !v.is_empty() => self.push(Task::Decide(Pending {
                side,
                decision: Decision::ChaosArg { effect, args },
            })),
            _ => self.apply_chaos(side, effect, &args),
        }
    }

    /// Empty squares of a plane in square order ("empty": no piece, no visible item, R108).
    fn empty_list(&self, plane: u8) -> Vec<Sq> {
        (0..64)
            .map(sq_of)
            .filter(|s| self.empty_sq(plane, *s))
            .collect()
    }

    /// Empty squares orthogonally adjacent to a piece's footprint, in square order.
    fn empty_beside(&self, p: &Piece) -> Vec<Sq> {
        let mut v: Vec<Sq> = Vec::new();
        for s in block(p.anchor, p.k()) {
            for d in [(0, -1), (-1, 0), (1, 0), (0, 1)] {
                let t = (s.0 + d.0, s.1 + d.1);
                if !p.covers(t) && self.empty_sq(p.plane, t) && !v.contains(&t) {
                    v.push(t);
                }
            }
        }
        v.sort_by_key(|s| (s.1, s.0));
        v
    }

    fn piece_at_answer(&self, a: Option<&Answer>) -> Option<Piece> {
        match a {
            Some(Answer::Square(pl, s)) => self.at(*pl, *s).cloned(),
            _ => None,
        }
    }

    /// The legal answers for the next input of `effect`, or `None` when no input is missing.
    pub(crate) fn chaos_input(
        &self,
        side: Side,
        effect: u8,
        args: &[Answer],
    ) -> Option<Vec<Answer>> {
        let pieces = self.board_pieces();
        let pick = |f: &dyn Fn(&Piece) -> bool| -> Vec<Answer> {
            pieces
                .iter()
                .filter(|p| f(p))
                .map(|p| piece_answer(p))
                .collect()
        };
        let n = args.len();
        match effect {
            4 if n == 0 => Some(
                PLANES
                    .iter()
                    .flat_map(|pl| (0..8).map(move |f| Answer::File(*pl, f)))
                    .collect(),
            ),
            9 if n == 0 => Some(
                self.empty_list(HEAVEN)
                    .into_iter()
                    .map(|s| Answer::Square(HEAVEN, s))
                    .collect(),
            ),
            10 | 13 if n == 0 => Some(vec![Answer::Word(0), Answer::Word(1)]),
            14 if n == 0 => Some(pick(&|p| {
                p.kind != Kind::King && !self.empty_beside(p).is_empty()
            })),
            14 if n == 1 => self.piece_at_answer(args.first()).map(|p| {
                self.empty_beside(&p)
                    .into_iter()
                    .map(|s| Answer::Square(p.plane, s))
                    .collect()
            }),
            17 | 27 | 39 if n == 0 => Some(pick(&|p| match effect {
                27 => !p.history.is_empty(),
                39 => !p.kind.royal(),
                _ => true,
            })),
            18 if n == 0 => {
                if pieces.iter().any(|p| p.plane == HEAVEN) {
                    Some(pick(&|p| p.plane == HELL))
                } else {
                    Some(Vec::new())
                }
            }
            18 if n == 1 => Some(pick(&|p| p.plane == HEAVEN)),
            21 if n == 0 => Some(vec![Answer::Word(2), Answer::Word(3)]),
            23 if n < 2 => {
                let v = pick(&|p| p.kind == Kind::Pawn && !args.contains(&piece_answer(p)));
                if v.is_empty() {
                    None
                } else {
                    Some(v)
                }
            }
            25 | 34 | 37 if n == 0 => Some(PLANES.iter().map(|p| Answer::Plane(*p)).collect()),
            26 if n < 2 => {
                let mut v = Vec::new();
                for pl in PLANES {
                    for s in (0..64).map(sq_of) {
                        let a = Answer::Square(pl, s);
                        if self.exists(pl, s) && self.at(pl, s).is_none() && !args.contains(&a) {
                            v.push(a);
                        }
                    }
                }
                Some(v)
            }
            29 if n < 2 => {
                let v: Vec<Answer> = self
                    .shop
                    .order
                    .iter()
                    .map(|(e, _)| Answer::Entry(*e))
                    .filter(|a| !args.contains(a))
                    .collect();
                if v.is_empty() {
                    None
                } else {
                    Some(v)
                }
            }
            33 if n == 0 => Some(pick(&|p| {
                p.kind == Kind::King
                    && p.color == Color::of(side)
                    && pieces
                        .iter()
                        .any(|q| q.kind == Kind::Pawn && q.plane == p.plane)
            })),
            33 if n == 1 => self
                .piece_at_answer(args.first())
                .map(|k| pick(&|p| p.kind == Kind::Pawn && p.plane == k.plane)),
            36 if n == 0 => Some(pick(&|p| {
                p.kind == Kind::Pawn && p.color == Color::of(side) && p.stun == 0
            })),
            _ => None,
        }
    }

    /// Carries out a chaos effect whose inputs are all known (rulings §2.3). An effect does as
    /// much as it can (R99).
    pub(crate) fn apply_chaos(&mut self, side: Side, effect: u8, args: &[Answer]) {
        let all: Vec<Piece> = self.board_pieces().into_iter().cloned().collect();
        let arg_piece = |g: &Self, i: usize| g.piece_at_answer(args.get(i));
        let plane_arg = match args.first() {
            Some(Answer::Plane(p)) => Some(*p),
            _ => None,
        };
        match effect {
            1 => {
                self.shop.reshuffle(&mut self.rng);
                self.coins[side.index()] += 6;
            }
            2 => {
                let sqs: Vec<(u8, Sq)> = all
                    .iter()
                    .filter(|p| p.kind == Kind::Pawn)
                    .flat_map(|p| block(p.anchor, p.k()).map(move |s| (p.plane, s)))
                    .collect();
                for (pl, s) in sqs {
                    self.create_ice(pl, s);
                }
            }
            3 => {
                for _ in 0..2 {
                    let list = self.empty_list(EARTH);
                    if list.is_empty() {
                        break;
                    }
                    let s = list[self.rng.below(list.len())];
                    self.add_piece(Color::Neutral, Kind::Imp, EARTH, s);
                    self.mark(EARTH, s, false);
                }
            }
            4 => {
                if let Some(Answer::File(pl, f)) = args.first() {
                    for p in &all {
                        if p.plane == *pl
                            && !p.kind.royal()
                            && p.anchor.0 <= *f
                            && *f < p.anchor.0 + p.k()
                        {
                            self.piece_mut(p.id).expect("alive").cursed = true;
                        }
                    }
                }
            }
            5 => {
                for p in self.pieces.iter_mut() {
                    p.kind = match p.kind {
                        Kind::Bishop => Kind::Rook,
                        Kind::Rook => Kind::Bishop,
                        k => k,
                    };
                }
            }
            6 => self.coins = [0, 0],
            7 | 22 => {
                let fire = effect == 22;
                let mut targets: Vec<(u8, Sq)> = Vec::new();
                for pl in PLANES {
                    for s in (0..64).map(sq_of) {
                        let it = self.items(pl, s);
                        if self.exists(pl, s) && if fire { it.fire } else { it.ice } {
                            for d in [(0, -1), (-1, 0), (1, 0), (0, 1)] {
                                let t = (s.0 + d.0, s.1 + d.1);
                                if self.exists(pl, t) && !targets.contains(&(pl, t)) {
                                    targets.push((pl, t));
                                }
                            }
                        }
                    }
                }
                targets.sort_by_key(|(pl, s)| (*pl, s.1, s.0));
                if fire {
                    for (pl, s) in targets.into_iter().rev() {
                        self.push(Task::Fire(pl, s, side));
                    }
                } else {
                    for (pl, s) in targets {
                        self.create_ice(pl, s);
                    }
                }
            }
            8 => {
                if !self.block_exists(HELL, (3, 3), 2) {
                    return;
                }
                self.push(Task::Place {
                    color: Color::Neutral,
                    kind: Kind::Devil,
                    plane: HELL,
                    anchor: (3, 3),
                    size: 1,
                    double: true,
                });
                for p in self.in_block(HELL, (3, 3), 2, 0).into_iter().rev() {
                    let q = self.piece(p).expect("listed").clone();
                    self.push(Task::Die {
                        id: q.id,
                        epoch: q.epoch,
                        plane: q.plane,
                        anchor: q.anchor,
                        offboard: false,
                        side,
                    });
                }
            }
            9 => {
                if let Some(Answer::Square(pl, s)) = args.first() {
                    self.add_piece(Color::Neutral, Kind::Angel, *pl, *s);
                    self.mark(*pl, *s, false);
                }
            }
            10 | 13 => {
                if let Some(Answer::Word(w)) = args.first() {
                    self.destroy_outer(if effect == 10 { HEAVEN } else { HELL }, *w == 0, side);
                }
            }
            11 => {
                let mut white: Vec<&Piece> = all
                    .iter()
                    .filter(|p| p.kind == Kind::Pawn && p.color == Color::White)
                    .collect();
                white.sort_by_key(|p| canon(p));
                let mut black: Vec<&Piece> = all
                    .iter()
                    .filter(|p| p.kind == Kind::Pawn && p.color == Color::Black)
                    .collect();
                black.sort_by_key(|p| std::cmp::Reverse(canon(p)));
                let order: Vec<u32> = white.iter().chain(black.iter()).map(|p| p.id).collect();
                for id in order.into_iter().rev() {
                    self.push(Task::StepBack(id, side));
                }
            }
            12 => {
                let mut pool: Vec<u32> = all.iter().map(|p| p.id).collect();
                for _ in 0..4 {
                    if pool.is_empty() {
                        break;
                    }
                    let id = pool.remove(self.rng.below(pool.len()));
                    let p = self.piece_mut(id).expect("alive");
                    p.stun = p.stun.saturating_add(3);
                }
            }
            14 => {
                if let (Some(p), Some(Answer::Square(pl, s))) = (arg_piece(self, 0), args.get(1)) {
                    let mut q = p.clone();
                    q.id = self.next_id;
                    self.next_id += 1;
                    q.epoch = 0;
                    q.plane = *pl;
                    q.anchor = *s;
                    q.size = 0;
                    q.moved = true;
                    q.cursed = true;
                    self.pieces.push(q);
                    self.piece_mut(p.id).expect("alive").cursed = true;
                    self.mark(*pl, *s, false);
                }
            }
            15 => {
                self.push(Task::AskSpawn(side, Kind::Rook));
                self.push(Task::AskSpawn(side.opponent(), Kind::Rook));
            }
            16 => {
                for pl in PLANES {
                    let list = self.empty_list(pl);
                    if !list.is_empty() {
                        let s = list[self.rng.below(list.len())];
                        self.items_mut(pl, s).orb = true;
                    }
                }
            }
            17 => {
                if let Some(p) = arg_piece(self, 0) {
                    self.push(Task::Expand(p.id, p.epoch, side));
                }
            }
            18 | 33 => {
                if let (Some(a), Some(b)) = (arg_piece(self, 0), arg_piece(self, 1)) {
                    for id in [a.id, b.id] {
                        self.piece_mut(id).expect("alive").on_board = false;
                    }
                    // A lands first, so it is pushed last.
                    self.push(Task::Land(Landing {
                        ctx: Ctx::passive(&b, side),
                        plane: a.plane,
                        anchor: a.anchor,
                        step: None,
                        zone: None,
                        stay: false,
                        prev: None,
                    }));
                    self.push(Task::Land(Landing {
                        ctx: Ctx::passive(&a, side),
                        plane: b.plane,
                        anchor: b.anchor,
                        step: None,
                        zone: None,
                        stay: false,
                        prev: None,
                    }));
                }
            }
            19 => {
                for s in Side::BOTH {
                    let pool: Vec<u32> = all
                        .iter()
                        .filter(|p| p.color == Color::of(s) && !p.cursed)
                        .map(|p| p.id)
                        .collect();
                    if !pool.is_empty() {
                        let id = pool[self.rng.below(pool.len())];
                        self.piece_mut(id).expect("alive").cursed = true;
                    }
                }
            }
            20 | 32 => {
                let kind = if effect == 20 {
                    Kind::Knight
                } else {
                    Kind::King
                };
                for p in all.iter().filter(|p| p.kind == kind).rev() {
                    self.push(Task::Upgrade(p.id, p.epoch, side, false));
                }
            }
            21 => {
                if let Some(Answer::Word(w)) = args.first() {
                    let to_fire = *w == 2;
                    for it in self.items.iter_mut() {
                        if to_fire && it.ice {
                            it.ice = false;
                            it.fire = true;
                        } else if !to_fire && it.fire {
                            it.fire = false;
                            it.ice = true;
                        }
                    }
                    if to_fire {
                        for p in all.iter().rev() {
                            let burns = block(p.anchor, p.k())
                                .any(|s| on_grid(s) && self.items(p.plane, s).fire);
                            if burns && !p.fire_immune() {
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
                }
            }
            23 => {
                for i in 0..args.len() {
                    if let Some(p) = arg_piece(self, i) {
                        self.piece_mut(p.id).expect("alive").forced = true;
                    }
                }
            }
            24 => {
                for s in self.empty_list(EARTH) {
                    self.items_mut(EARTH, s).coins = 1;
                }
            }
            25 => {
                if let Some(pl) = plane_arg {
                    let mut pool = self.empty_list(pl);
                    for _ in 0..3 {
                        if pool.is_empty() {
                            break;
                        }
                        let s = pool.remove(self.rng.below(pool.len()));
                        self.create_fire(pl, s, side);
                    }
                }
            }
            26 => {
                if let (Some(Answer::Square(p1, s1)), Some(Answer::Square(p2, s2))) =
                    (args.first(), args.get(1))
                {
                    self.create_ice(*p1, *s1);
                    self.create_fire(*p2, *s2, side);
                }
            }
            27 => {
                if let Some(p) = arg_piece(self, 0) {
                    self.push(Task::Downgrade(p.id, p.epoch, side));
                }
            }
            28 => self.bonus[side.index()] += 1,
            29 => {
                for a in args {
                    if let Answer::Entry(e) = a {
                        self.shop.remove(*e);
                    }
                }
            }
            30 => {
                let n = self.traps.len() as u32;
                self.traps.clear();
                self.count_all_destroyed();
                self.engine
                    .private
                    .push((side, format!("Chaos #30 destroyed {n} Secret Trap(s).")));
                if n > 0 && !self.trap_squares(side).is_empty() {
                    self.push(Task::Decide(Pending {
                        side,
                        decision: Decision::Trap {
                            left: n,
                            optional: true,
                        },
                    }));
                }
            }
            31 => {
                for p in all.iter().filter(|p| p.kind == Kind::Bishop).rev() {
                    let dark = (p.anchor.0 + p.anchor.1) % 2 == 0;
                    let file = match (p.color, dark) {
                        (Color::White, true) | (Color::Black, false) => 2,
                        _ => 5,
                    };
                    let rank = if p.color == Color::Black { 7 } else { 0 };
                    if p.color == Color::Neutral {
                        continue;
                    }
                    self.push(Task::Relocate {
                        id: p.id,
                        epoch: p.epoch,
                        plane: EARTH,
                        anchor: (file, rank),
                        side,
                    });
                }
            }
            34 => {
                if let Some(pl) = plane_arg {
                    for p in all
                        .iter()
                        .filter(|p| p.plane == pl && !p.history.is_empty())
                        .rev()
                    {
                        self.push(Task::Downgrade(p.id, p.epoch, side));
                    }
                }
            }
            35 => {
                for p in all.iter().filter(|p| p.kind == Kind::Pawn) {
                    let q = self.piece_mut(p.id).expect("alive");
                    q.kind = Kind::Bomber;
                    q.forced = false;
                }
                for p in all.iter().filter(|p| p.kind == Kind::Pawn).rev() {
                    let q = self.piece(p.id).expect("alive");
                    if Self::on_last_rank(q) {
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
            36 => {
                if let Some(p) = arg_piece(self, 0) {
                    self.push(Task::Spree(p.id, p.epoch, side));
                }
            }
            37 => {
                if let Some(pl) = plane_arg {
                    let white: Vec<Sq> = (0..8)
                        .map(|f| (f, 1))
                        .filter(|s| self.empty_sq(pl, *s))
                        .collect();
                    let black: Vec<Sq> = (0..8)
                        .map(|f| (f, 6))
                        .filter(|s| self.empty_sq(pl, *s))
                        .collect();
                    for s in white {
                        self.add_piece(Color::White, Kind::Pawn, pl, s);
                    }
                    for s in black {
                        self.add_piece(Color::Black, Kind::Pawn, pl, s);
                    }
                }
            }
            38 => {
                self.coins[side.index()] += 4;
                if self.can_buy(side) {
                    self.push(Task::Decide(Pending {
                        side,
                        decision: Decision::ChaosBuy,
                    }));
                }
            }
            39 => {
                if let Some(p) = arg_piece(self, 0) {
                    let plane = PLANES[self.rng.below(3)];
                    let anchor = sq_of(self.rng.below(64));
                    self.note(format!("It goes to {}", psq_name(plane, anchor)));
                    self.push(Task::Relocate {
                        id: p.id,
                        epoch: p.epoch,
                        plane,
                        anchor,
                        side,
                    });
                }
            }
            40 => {
                for _ in 0..1000 {
                    let top = self.draw_chaos()[0];
                    if top != 40 {
                        self.start_chaos(side, top);
                        return;
                    }
                }
            }
            _ => {}
        }
    }

    /// Destroys the outermost ranks (or files) of a plane that still exist (R49).
    fn destroy_outer(&mut self, plane: u8, ranks: bool, side: Side) {
        let line_of = |s: Sq| if ranks { s.1 } else { s.0 };
        let alive: Vec<i8> = (0..64)
            .map(sq_of)
            .filter(|s| self.exists(plane, *s))
            .map(line_of)
            .collect();
        let (Some(lo), Some(hi)) = (alive.iter().min().copied(), alive.iter().max().copied())
        else {
            return;
        };
        let doomed: Vec<Sq> = (0..64)
            .map(sq_of)
            .filter(|s| self.exists(plane, *s) && (line_of(*s) == lo || line_of(*s) == hi))
            .collect();
        for s in &doomed {
            self.holes[plane as usize] |= 1u64 << super::super::board::idx(*s);
            *self.items_mut(plane, *s) = Default::default();
        }
        self.count_destroyed_squares(plane, &doomed);
        let mut lost: Vec<(Side, Sq)> = Vec::new();
        self.traps.retain(|t| {
            let gone = t.plane == plane && doomed.contains(&t.sq);
            if gone {
                lost.push((t.owner, t.sq));
            }
            !gone
        });
        for (owner, s) in lost {
            self.engine.private.push((
                owner,
                format!("Your Secret Trap on {} was destroyed.", psq_name(plane, s)),
            ));
        }
        for id in self.on_squares(plane, &doomed, 0).into_iter().rev() {
            let p = self.piece(id).expect("listed").clone();
            self.push(Task::Die {
                id,
                epoch: p.epoch,
                plane,
                anchor: p.anchor,
                offboard: true,
                side,
            });
        }
    }

    /// Squares where `side` may plant a trap: existing, no piece, none of its own traps (R107).
    pub(crate) fn trap_squares(&self, side: Side) -> Vec<(u8, Sq)> {
        let mut v = Vec::new();
        for pl in PLANES {
            let occ = self.occupied(pl);
            for s in (0..64).map(sq_of) {
                if occ & (1 << super::super::board::idx(s)) == 0
                    && self.exists(pl, s)
                    && !self
                        .traps
                        .iter()
                        .any(|t| t.owner == side && t.plane == pl && t.sq == s)
                {
                    v.push((pl, s));
                }
            }
        }
        v
    }

    /// Whether `side` has any square to plant a trap on (cheap form of `trap_squares`).
    pub(crate) fn any_trap_square(&self, side: Side) -> bool {
        let own = self.traps.iter().filter(|t| t.owner == side).count();
        PLANES.iter().any(|pl| {
            let free = 64 - self.holes[*pl as usize].count_ones() as usize;
            free > self.occupied(*pl).count_ones() as usize + own
        }) || !self.trap_squares(side).is_empty()
    }

    /// A directionless relocation, if the piece still lives (chaos #31, #39). Moving to where it
    /// already is does nothing.
    pub(super) fn relocate(&mut self, id: u32, epoch: u32, plane: u8, anchor: Sq, side: Side) {
        let Some(p) = self.alive(id, epoch).filter(|p| p.on_board).cloned() else {
            return;
        };
        if p.plane == plane && p.anchor == anchor {
            return;
        }
        self.push(Task::Land(Landing {
            ctx: Ctx::passive(&p, side),
            plane,
            anchor,
            step: None,
            zone: None,
            stay: false,
            prev: Some((p.plane, p.anchor, p.k())),
        }));
    }

    /// Chaos #11 for one Pawn: one step toward its own back rank if the squares exist and hold
    /// no piece now; Ice pushes it further back.
    pub(super) fn step_back(&mut self, id: u32, side: Side) {
        let Some(p) = self.piece(id).filter(|p| p.on_board).cloned() else {
            return;
        };
        if p.kind != Kind::Pawn {
            return;
        }
        let back = if p.color == Color::Black { 1 } else { -1 };
        let a = (p.anchor.0, p.anchor.1 + back);
        if self.block_exists(p.plane, a, p.k()) && self.in_block(p.plane, a, p.k(), p.id).is_empty()
        {
            self.push(Task::Land(Landing {
                ctx: Ctx::passive(&p, side),
                plane: p.plane,
                anchor: a,
                step: Some((0, back)),
                zone: None,
                stay: false,
                prev: Some((p.plane, p.anchor, p.k())),
            }));
        }
    }

    /// Chaos #36: offers the next move of the Pawn while it lives, is a Pawn and can move.
    pub(super) fn spree(&mut self, id: u32, epoch: u32, side: Side) {
        let Some(p) = self.alive(id, epoch).filter(|p| p.on_board).cloned() else {
            return;
        };
        if p.kind != Kind::Pawn || self.spree_moves(&p, side).is_empty() {
            return;
        }
        self.push(Task::Decide(Pending {
            side,
            decision: Decision::Spree { id, epoch },
        }));
    }

    /// The Pawn moves chaos #36 allows (no castling).
    pub(crate) fn spree_moves(&self, p: &Piece, side: Side) -> Vec<super::super::moves::MoveSpec> {
        self.moves_of(p, side)
    }
}

/// What the next input of a chaos effect is, for prompts.
pub fn chaos_ask(effect: u8, given: usize) -> &'static str {
    match (effect, given) {
        (4, _) => "a plane and a file (e.g. `choose V:c`)",
        (9, _) => "an empty Heaven square",
        (10 | 13, _) => "`ranks` or `files`",
        (14, 0) => "a non-King piece",
        (14, _) => "an empty square next to it",
        (17, _) => "a piece",
        (18, 0) => "a piece in Hell",
        (18, _) => "a piece in Heaven",
        (21, _) => "`to-fire` or `to-ice`",
        (23, _) => "a Pawn",
        (25 | 34 | 37, _) => "a plane (V, E or L)",
        (26, 0) => "a square with no piece to freeze",
        (26, _) => "a different square with no piece to set on fire",
        (27, _) => "an upgraded piece",
        (29, _) => "a shop entry to remove",
        (33, 0) => "your King",
        (33, _) => "a Pawn on its plane",
        (36, _) => "one of your Pawns",
        (39, _) => "a non-royal piece",
        _ => "an option",
    }
}
