//! The shop (seed §1, rulings §2.2 and R92–R97): its sixteen entries, their prices and order,
//! the legal targets of each entry, buying, and the public `/shop` description.

use super::board::{block, on_grid, Sq, EARTH, HEAVEN, HELL};
use super::engine::{Ctx, Decision, Landing, Pending, Task};
use super::notation::Action;
use super::pieces::{Color, Kind, Piece};
use super::HeavenAndHell;
use crate::{Rng, Side};
use serde::{Deserialize, Serialize};

/// One shop entry (rulings §2.2), in base order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Entry {
    /// Stun a non-King piece for 3 rounds.
    Stun,
    /// Move a non-royal piece to Earth.
    ToEarth,
    /// Upgrade a non-royal piece.
    Upgrade,
    /// Plant a secret trap.
    Trap,
    /// Start a fire on an unoccupied tile.
    Fire,
    /// Kill a non-standard piece.
    Kill,
    /// Buy a chaos orb.
    Orb,
    /// Remove ice and fire in a 2x2 area.
    Thaw,
    /// Curse a non-royal piece.
    Curse,
    /// Spawn a new Rook on your back rank.
    Rook,
    /// Get two actions next turn.
    TwoActions,
    /// Move a piece anywhere on the same plane.
    Teleport,
    /// Freeze a 2x2 area.
    Freeze,
    /// Forgive a piece for its sins.
    Forgive,
    /// Spawn a new Knight on your back rank.
    Knight,
    /// Spawn a new Bishop on your back rank.
    Bishop,
}

impl Entry {
    /// The sixteen entries in base order.
    pub const ALL: [Entry; 16] = [
        Entry::Stun,
        Entry::ToEarth,
        Entry::Upgrade,
        Entry::Trap,
        Entry::Fire,
        Entry::Kill,
        Entry::Orb,
        Entry::Thaw,
        Entry::Curse,
        Entry::Rook,
        Entry::TwoActions,
        Entry::Teleport,
        Entry::Freeze,
        Entry::Forgive,
        Entry::Knight,
        Entry::Bishop,
    ];

    /// The code used in commands (`buy stun E:g8`).
    pub fn code(self) -> &'static str {
        match self {
            Entry::Stun => "stun",
            Entry::ToEarth => "to-earth",
            Entry::Upgrade => "upgrade",
            Entry::Trap => "trap",
            Entry::Fire => "fire",
            Entry::Kill => "kill",
            Entry::Orb => "orb",
            Entry::Thaw => "thaw",
            Entry::Curse => "curse",
            Entry::Rook => "rook",
            Entry::TwoActions => "two-actions",
            Entry::Teleport => "teleport",
            Entry::Freeze => "freeze",
            Entry::Forgive => "forgive",
            Entry::Knight => "knight",
            Entry::Bishop => "bishop",
        }
    }

    /// Reads a code.
    pub fn from_code(s: &str) -> Option<Entry> {
        Entry::ALL.into_iter().find(|e| e.code() == s)
    }

    /// The seed-era text of the entry.
    pub fn text(self) -> &'static str {
        match self {
            Entry::Stun => "Stun a non-King piece for 3 rounds",
            Entry::ToEarth => "Move a non-royal piece to Earth",
            Entry::Upgrade => "Upgrade a non-royal piece",
            Entry::Trap => "Plant a secret trap",
            Entry::Fire => "Start a fire on an unoccupied tile",
            Entry::Kill => "Kill a non-standard piece",
            Entry::Orb => "Buy a chaos orb",
            Entry::Thaw => "Remove ice and fire in a 2x2 area",
            Entry::Curse => "Curse a non-royal piece",
            Entry::Rook => "Spawn new Rook anywhere on your back rank",
            Entry::TwoActions => "Get two actions next turn",
            Entry::Teleport => "Move a piece to anywhere on the same plane",
            Entry::Freeze => "Freeze a 2x2 area",
            Entry::Forgive => "Forgive a piece for its sins",
            Entry::Knight => "Spawn new Knight anywhere on your back rank",
            Entry::Bishop => "Spawn new Bishop anywhere on your back rank",
        }
    }

    /// The starting price (`shop.go` at the seed commit).
    pub fn base_price(self) -> u32 {
        match self {
            Entry::Stun => 6,
            Entry::ToEarth => 12,
            Entry::Upgrade => 8,
            Entry::Trap => 6,
            Entry::Fire => 5,
            Entry::Kill => 20,
            Entry::Orb => 4,
            Entry::Thaw => 8,
            Entry::Curse => 6,
            Entry::Rook => 12,
            Entry::TwoActions => 12,
            Entry::Teleport => 6,
            Entry::Freeze => 6,
            Entry::Forgive => 2,
            Entry::Knight => 8,
            Entry::Bishop => 10,
        }
    }

    /// The piece a spawn entry creates.
    pub fn spawns(self) -> Option<Kind> {
        match self {
            Entry::Rook => Some(Kind::Rook),
            Entry::Knight => Some(Kind::Knight),
            Entry::Bishop => Some(Kind::Bishop),
            _ => None,
        }
    }
}

/// The shared shop: entries in their shuffled order with their prices, and how many of the first
/// entries are unlocked (R92, R95).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shop {
    /// Remaining entries in order, each with its current price.
    pub order: Vec<(Entry, u32)>,
    /// The first `unlocked` entries can be bought.
    pub unlocked: usize,
}

impl Default for Shop {
    /// The base order, unshuffled, three entries unlocked (used for loaded positions without a
    /// `shop` line).
    fn default() -> Self {
        Shop {
            order: Entry::ALL.iter().map(|e| (*e, e.base_price())).collect(),
            unlocked: 3,
        }
    }
}

impl Shop {
    /// The start-up shop: the base order drawn without replacement (R106), 3 unlocked.
    pub fn shuffled(rng: &mut Rng) -> Shop {
        let mut s = Shop::default();
        s.reshuffle(rng);
        s
    }

    /// Puts the remaining entries in a new random order (R106); the unlocked count stays.
    pub fn reshuffle(&mut self, rng: &mut Rng) {
        let mut pool = std::mem::take(&mut self.order);
        while !pool.is_empty() {
            let i = rng.below(pool.len());
            self.order.push(pool.remove(i));
        }
    }

    /// The unlocked entries with their prices.
    pub fn open(&self) -> &[(Entry, u32)] {
        &self.order[..self.unlocked.min(self.order.len())]
    }

    /// The price of an entry still in the shop.
    pub fn price(&self, e: Entry) -> Option<u32> {
        self.order.iter().find(|(x, _)| *x == e).map(|(_, p)| *p)
    }

    /// After a purchase: the price rises by 1 and one more entry is unlocked (1.2a).
    pub fn bought(&mut self, e: Entry) {
        if let Some(x) = self.order.iter_mut().find(|(x, _)| *x == e) {
            x.1 += 1;
        }
        if self.unlocked < self.order.len() {
            self.unlocked += 1;
        }
    }

    /// Removes an entry for good, then unlocks from the top while fewer than 3 are open (R95).
    pub fn remove(&mut self, e: Entry) {
        if let Some(i) = self.order.iter().position(|(x, _)| *x == e) {
            self.order.remove(i);
            if i < self.unlocked {
                self.unlocked -= 1;
            }
        }
        while self.unlocked < 3 && self.unlocked < self.order.len() {
            self.unlocked += 1;
        }
    }
}

/// One unlocked entry as shown by `/shop`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopItemView {
    /// Command code.
    pub code: String,
    /// Seed-era text.
    pub text: String,
    /// Current price in coins.
    pub price: u32,
    /// The text as catalogue data (see [`crate::view::Said`]).
    #[serde(skip)]
    pub said: Option<crate::view::Said>,
}

/// The public description of the shop, for `/shop`: plain data, no secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShopView {
    /// The unlocked entries, in shop order.
    pub unlocked: Vec<ShopItemView>,
    /// How many entries are still locked.
    pub locked: usize,
    /// White's and Black's coins.
    pub coins: [u32; 2],
}

impl HeavenAndHell {
    /// The start position of `seed` with every shop entry open and `coins` for each player:
    /// for tests and trials that want the shop at once (a Secret Trap to buy, say).
    pub fn with_open_shop(seed: u64, coins: u32) -> HeavenAndHell {
        let mut g = <HeavenAndHell as crate::Game>::new_game(seed);
        g.coins = [coins, coins];
        g.shop.unlocked = g.shop.order.len();
        g
    }

    /// What `/shop` shows: unlocked entries with prices, the number locked, both coin counts.
    pub fn shop_view(&self) -> ShopView {
        ShopView {
            unlocked: self
                .shop
                .open()
                .iter()
                .map(|(e, p)| ShopItemView {
                    code: e.code().into(),
                    text: e.text().into(),
                    price: *p,
                    said: Some(super::notation::entry_said(*e)),
                })
                .collect(),
            locked: self.shop.order.len() - self.shop.open().len(),
            coins: self.coins,
        }
    }

    /// The shop as text (one line per unlocked entry).
    pub fn shop_text(&self) -> String {
        let v = self.shop_view();
        let mut s = format!("Coins: White {}, Black {}\n", v.coins[0], v.coins[1]);
        for it in &v.unlocked {
            s.push_str(&format!(
                "{:>2} coins  buy {:<12} {}\n",
                it.price, it.code, it.text
            ));
        }
        s.push_str(&format!("{} more locked", v.locked));
        s
    }

    /// Whether the square is "empty": it exists, has no piece and no visible item. Hidden traps
    /// never count (R108).
    pub(crate) fn empty_sq(&self, plane: u8, sq: Sq) -> bool {
        self.exists(plane, sq) && self.at(plane, sq).is_none() && !self.items(plane, sq).any()
    }

    /// The squares of a plane covered by on-board pieces, one bit per square.
    pub(crate) fn occupied(&self, plane: u8) -> u64 {
        let mut m = 0u64;
        for p in self
            .pieces
            .iter()
            .filter(|p| p.on_board && p.plane == plane)
        {
            for s in block(p.anchor, p.k()).filter(|s| on_grid(*s)) {
                m |= 1 << super::board::idx(s);
            }
        }
        m
    }

    /// On-board pieces in canonical order.
    pub(crate) fn board_pieces(&self) -> Vec<&Piece> {
        let mut v: Vec<&Piece> = self.pieces.iter().filter(|p| p.on_board).collect();
        v.sort_by_key(|p| super::state::canon(p));
        v
    }

    /// Empty squares on a side's back rank, on any plane, in canonical order (R96).
    pub(crate) fn spawn_squares(&self, side: Side) -> Vec<(u8, Sq)> {
        let rank = if side == Side::White { 0 } else { 7 };
        let mut v = Vec::new();
        for plane in [HEAVEN, EARTH, HELL] {
            for f in 0..8 {
                if self.empty_sq(plane, (f, rank)) {
                    v.push((plane, (f, rank)));
                }
            }
        }
        v
    }

    /// 2×2 blocks named by lower-left square (files a–g, ranks 1–7) on every plane.
    fn areas() -> impl Iterator<Item = (u8, Sq)> {
        [HEAVEN, EARTH, HELL]
            .into_iter()
            .flat_map(|pl| (0..7).flat_map(move |r| (0..7).map(move |f| (pl, (f, r)))))
    }

    /// The target lists of an entry for `side`, each a list of plane-qualified squares.
    pub(crate) fn entry_targets(&self, side: Side, e: Entry) -> Vec<Vec<(u8, Sq)>> {
        let pieces = self.board_pieces();
        let one = |f: &dyn Fn(&Piece) -> bool| -> Vec<Vec<(u8, Sq)>> {
            pieces
                .iter()
                .filter(|p| f(p))
                .map(|p| vec![(p.plane, p.anchor)])
                .collect()
        };
        match e {
            Entry::Stun => one(&|p| p.kind != Kind::King),
            Entry::ToEarth => one(&|p| {
                p.plane != EARTH
                    && !p.kind.royal()
                    && self.controls(side, p)
                    && self.relocation_ok(p, side, EARTH, p.anchor)
            }),
            Entry::Upgrade => one(&|p| !p.kind.royal() && !p.upgrade_options().is_empty()),
            Entry::Trap if !self.any_trap_square(side) => Vec::new(),
            Entry::Trap | Entry::Orb | Entry::TwoActions => vec![Vec::new()],
            Entry::Fire => {
                let mut v = Vec::new();
                for pl in [HEAVEN, EARTH, HELL] {
                    let occ = self.occupied(pl);
                    for i in 0..64 {
                        let s = super::board::sq_of(i);
                        if occ & (1 << i) == 0 && self.exists(pl, s) && !self.items(pl, s).fire {
                            v.push(vec![(pl, s)]);
                        }
                    }
                }
                v
            }
            Entry::Kill => one(&|p| !p.kind.standard()),
            Entry::Thaw => Self::areas()
                .filter(|(pl, a)| {
                    block(*a, 2).any(|s| {
                        let it = self.items(*pl, s);
                        self.exists(*pl, s) && (it.fire || it.ice)
                    })
                })
                .map(|t| vec![t])
                .collect(),
            Entry::Freeze => Self::areas()
                .filter(|(pl, a)| block(*a, 2).any(|s| self.exists(*pl, s)))
                .map(|t| vec![t])
                .collect(),
            Entry::Curse => one(&|p| !p.kind.royal() && !p.cursed),
            Entry::Forgive => one(&|p| p.murderer),
            Entry::Rook | Entry::Knight | Entry::Bishop => self
                .spawn_squares(side)
                .into_iter()
                .map(|t| vec![t])
                .collect(),
            Entry::Teleport => {
                // Squares covered by pieces of each colour, per plane (ally check of R59).
                let mut cover = [[0u64; 3]; 3];
                for q in &pieces {
                    for sq in block(q.anchor, q.k()).filter(|x| on_grid(*x)) {
                        cover[q.plane as usize][q.color as usize] |= 1 << super::board::idx(sq);
                    }
                }
                let mut v = Vec::new();
                for p in pieces.iter().filter(|p| self.controls(side, p)) {
                    let ally = Color::of(Self::eff_side(p, side)) as usize;
                    let own: u64 = block(p.anchor, p.k())
                        .filter(|x| on_grid(*x))
                        .fold(0, |m, x| m | 1 << super::board::idx(x));
                    let forbidden = cover[p.plane as usize][ally] & !own;
                    for i in 0..64 {
                        let a = super::board::sq_of(i);
                        if a != p.anchor
                            && self.block_exists(p.plane, a, p.k())
                            && block(a, p.k()).all(|x| forbidden & (1 << super::board::idx(x)) == 0)
                        {
                            v.push(vec![(p.plane, p.anchor), (p.plane, a)]);
                        }
                    }
                }
                v
            }
        }
    }

    /// Every purchase `side` can make now (ignoring whose turn it is): unlocked, affordable, with
    /// a legal target (R92).
    pub(crate) fn buy_actions(&self, side: Side) -> Vec<Action> {
        let mut out = Vec::new();
        for (e, price) in self.shop.open() {
            if *price > self.coins[side.index()] {
                continue;
            }
            for targets in self.entry_targets(side, *e) {
                out.push(Action::Buy { entry: *e, targets });
            }
        }
        out
    }

    /// Whether `side` can buy anything now.
    pub(crate) fn can_buy(&self, side: Side) -> bool {
        self.shop.open().iter().any(|(e, price)| {
            *price <= self.coins[side.index()] && !self.entry_targets(side, *e).is_empty()
        })
    }

    /// Pays for an entry and queues its effect (R92). `remove` drops it afterwards (chaos #38).
    /// Assumes the purchase was validated.
    pub(crate) fn start_buy(&mut self, side: Side, e: Entry, targets: &[(u8, Sq)], remove: bool) {
        let price = self.shop.price(e).unwrap_or(0);
        self.coins[side.index()] -= price;
        self.shop.bought(e);
        if remove {
            self.push(Task::RemoveEntry(e));
        }
        let piece = targets
            .first()
            .and_then(|(pl, s)| self.at(*pl, *s))
            .cloned();
        match e {
            Entry::Stun => {
                if let Some(p) = piece {
                    let q = self.piece_mut(p.id).expect("target");
                    q.stun = q.stun.saturating_add(3);
                }
            }
            Entry::ToEarth | Entry::Teleport => {
                let p = piece.expect("target");
                let (plane, a) = if e == Entry::ToEarth {
                    (EARTH, p.anchor)
                } else {
                    targets[1]
                };
                self.mark(p.plane, p.anchor, true);
                self.mark(plane, a, false);
                self.push(Task::Land(Landing {
                    ctx: Ctx::passive(&p, side),
                    plane,
                    anchor: a,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: Some((p.plane, p.anchor, p.k())),
                }));
            }
            Entry::Upgrade => {
                let p = piece.expect("target");
                self.push(Task::Upgrade(p.id, p.epoch, side, false));
            }
            Entry::Trap => self.push(Task::Decide(Pending {
                side,
                decision: Decision::Trap {
                    left: 1,
                    optional: false,
                },
            })),
            Entry::Fire => {
                let (pl, s) = targets[0];
                self.push(Task::Fire(pl, s, side));
            }
            Entry::Kill => {
                let p = piece.expect("target");
                self.push(Task::Die {
                    id: p.id,
                    epoch: p.epoch,
                    plane: p.plane,
                    anchor: p.anchor,
                    offboard: false,
                    side,
                });
            }
            Entry::Orb => self.push(Task::Chaos(side)),
            Entry::Thaw => {
                let (pl, a) = targets[0];
                for s in block(a, 2) {
                    if on_grid(s) {
                        let it = self.items_mut(pl, s);
                        it.fire = false;
                        it.ice = false;
                    }
                }
            }
            Entry::Freeze => {
                let (pl, a) = targets[0];
                for s in block(a, 2) {
                    self.create_ice(pl, s);
                }
            }
            Entry::Curse => {
                if let Some(p) = piece {
                    self.piece_mut(p.id).expect("target").cursed = true;
                }
            }
            Entry::Forgive => {
                if let Some(p) = piece {
                    self.piece_mut(p.id).expect("target").murderer = false;
                }
            }
            Entry::TwoActions => self.bonus[side.index()] += 1,
            Entry::Rook | Entry::Knight | Entry::Bishop => {
                let (pl, s) = targets[0];
                let kind = e.spawns().expect("spawn entry");
                self.add_piece(Color::of(side), kind, pl, s);
                self.mark(pl, s, false);
            }
        }
    }
}
