//! The forty seed-era chaos effects (rulings §2.3, R98–R104) as data: [`Chaos`], the draw of
//! three options, the inputs each effect asks for (one pending decision per input), and the
//! tasks some effects leave on the stack (trap planting, relocations, steps back, the Pawn
//! spree). The effects themselves are in `effects`. Randomness comes only from the stored RNG
//! (R105, R106).

mod effects;

use super::super::board::{block, psq_name, sq_of, Sq, EARTH, HEAVEN, HELL};
use super::super::notation::{Answer, Word};
use super::super::pieces::{Color, Kind, Piece};
use super::super::HeavenAndHell;
use super::*;
use crate::error::HeavenHellPosition;
use crate::{RuleError, Side};
use effects::Call;
use std::fmt;

/// The forty chaos effects, numbered 1–40 as the seed lists them. The number is what stored
/// games and position texts hold (a chaos effect is serialised as its number), and what players
/// read ("Chaos #30").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub enum Chaos {
    /// Shuffle the shop ordering and gain 6 coins.
    ShuffleShop = 1,
    /// Freeze all tiles with Pawns.
    FreezePawns = 2,
    /// Summon two Imps on Earth on random empty tiles.
    SummonImps = 3,
    /// Pick a file in a plane. Curse all non-royal pieces in the chosen file.
    CurseFile = 4,
    /// Replace all Bishops with Rooks and vice versa.
    SwapBishopsAndRooks = 5,
    /// Reset both players' coin count to 0.
    ResetCoins = 6,
    /// Spread all ice to adjacent tiles.
    SpreadIce = 7,
    /// Summon the Devil (Giant Imp with double move) in the middle of Hell.
    SummonDevil = 8,
    /// Summon an Angel on an empty tile in Heaven.
    SummonAngel = 9,
    /// Destroy the outermost ranks OR files of Heaven.
    DestroyHeavenEdge = 10,
    /// Move each Pawn a step backwards, if the destination tile is unoccupied.
    PawnsStepBack = 11,
    /// Stun 4 random pieces for 3 rounds.
    StunFour = 12,
    /// Destroy the outermost ranks OR files of Hell.
    DestroyHellEdge = 13,
    /// Duplicate a non-King piece to an adjacent empty tile. Then Curse both.
    DuplicatePiece = 14,
    /// Summon a Rook on a back rank for each player. Owner chooses where. Opponent starts.
    SummonRooks = 15,
    /// Spawn a Chaos Orb in each plane on a random empty tile.
    SpawnOrbs = 16,
    /// Make a piece giant.
    MakeGiant = 17,
    /// Swap a piece in Hell with one in Heaven.
    SwapHellAndHeaven = 18,
    /// Curse a random piece of each player.
    CurseRandomPieces = 19,
    /// Upgrade all Knights.
    UpgradeKnights = 20,
    /// Replace all ice with fire OR all fire with ice.
    IceOrFire = 21,
    /// Spread all fire to adjacent tiles.
    SpreadFire = 22,
    /// Pick two Pawns. They move forward at the end of their owner's turn if the tile is unoccupied.
    ForcedPawns = 23,
    /// Fill empty tiles on Earth with coins.
    CoinsOnEarth = 24,
    /// Start 3 fires on random empty tiles in a plane of your choosing.
    ThreeFires = 25,
    /// Freeze one unoccupied tile and start a fire on a different unoccupied tile.
    FreezeAndBurn = 26,
    /// Downgrade an upgraded piece of your choosing.
    DowngradePiece = 27,
    /// You have two actions on your next turn.
    TwoActions = 28,
    /// Remove two options from the shop.
    RemoveShopOptions = 29,
    /// Destroy all traps. You may plant a trap for each destroyed.
    DestroyTraps = 30,
    /// Move all Bishops to their starting position on Earth.
    BishopsHome = 31,
    /// Upgrade all Kings.
    UpgradeKings = 32,
    /// Swap your King and a Pawn on the same plane.
    SwapKingAndPawn = 33,
    /// Pick a plane. Downgrade all pieces on that plane.
    DowngradePlane = 34,
    /// Replace all Pawns with Suicide Bombers.
    PawnsToBombers = 35,
    /// Pick a Pawn of yours. While it is a Pawn make as many moves and captures with it as you desire/can.
    PawnSpree = 36,
    /// Pick a plane. Spawn white Pawns on empty rank 2 tiles and black Pawns on empty rank 7 tiles.
    SpawnPawnRanks = 37,
    /// Gain 4 coins. Then buy something from the shop. Then remove that option from the shop.
    BuyAndRemove = 38,
    /// Pick a non-royal piece. Move it to a random position on a random plane.
    RandomRelocation = 39,
    /// Something random. Reroll Chaos options and pick the top one.
    Reroll = 40,
}

impl Chaos {
    /// Every effect, by number.
    pub const ALL: [Chaos; 40] = [
        Chaos::ShuffleShop,
        Chaos::FreezePawns,
        Chaos::SummonImps,
        Chaos::CurseFile,
        Chaos::SwapBishopsAndRooks,
        Chaos::ResetCoins,
        Chaos::SpreadIce,
        Chaos::SummonDevil,
        Chaos::SummonAngel,
        Chaos::DestroyHeavenEdge,
        Chaos::PawnsStepBack,
        Chaos::StunFour,
        Chaos::DestroyHellEdge,
        Chaos::DuplicatePiece,
        Chaos::SummonRooks,
        Chaos::SpawnOrbs,
        Chaos::MakeGiant,
        Chaos::SwapHellAndHeaven,
        Chaos::CurseRandomPieces,
        Chaos::UpgradeKnights,
        Chaos::IceOrFire,
        Chaos::SpreadFire,
        Chaos::ForcedPawns,
        Chaos::CoinsOnEarth,
        Chaos::ThreeFires,
        Chaos::FreezeAndBurn,
        Chaos::DowngradePiece,
        Chaos::TwoActions,
        Chaos::RemoveShopOptions,
        Chaos::DestroyTraps,
        Chaos::BishopsHome,
        Chaos::UpgradeKings,
        Chaos::SwapKingAndPawn,
        Chaos::DowngradePlane,
        Chaos::PawnsToBombers,
        Chaos::PawnSpree,
        Chaos::SpawnPawnRanks,
        Chaos::BuyAndRemove,
        Chaos::RandomRelocation,
        Chaos::Reroll,
    ];

    /// The effect's number, 1–40.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The effect numbered `n`, if 1 ≤ `n` ≤ 40.
    pub fn from_number(n: u8) -> Option<Chaos> {
        Chaos::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// What the next input of the effect is, when `given` inputs are known (for prompts).
    pub fn ask(self, given: usize) -> &'static str {
        self.ask_words(given).0
    }

    /// [`Chaos::ask`] and its catalogue message.
    pub(crate) fn ask_words(self, given: usize) -> (&'static str, &'static str) {
        match (self, given) {
            (Chaos::CurseFile, _) => (
                "a plane and a file (e.g. `choose V:c`)",
                "prompt-hh-ask-plane-and-file",
            ),
            (Chaos::SummonAngel, _) => (
                "an empty Heaven square",
                "prompt-hh-ask-an-empty-heaven-square",
            ),
            (Chaos::DestroyHeavenEdge | Chaos::DestroyHellEdge, _) => {
                ("`ranks` or `files`", "prompt-hh-ask-ranks-or-files")
            }
            (Chaos::DuplicatePiece, 0) => ("a non-King piece", "prompt-hh-ask-a-non-king-piece"),
            (Chaos::DuplicatePiece, _) => (
                "an empty square next to it",
                "prompt-hh-ask-an-empty-square-next-to-it",
            ),
            (Chaos::MakeGiant, _) => ("a piece", "prompt-hh-ask-a-piece"),
            (Chaos::SwapHellAndHeaven, 0) => ("a piece in Hell", "prompt-hh-ask-a-piece-in-hell"),
            (Chaos::SwapHellAndHeaven, _) => {
                ("a piece in Heaven", "prompt-hh-ask-a-piece-in-heaven")
            }
            (Chaos::IceOrFire, _) => ("`to-fire` or `to-ice`", "prompt-hh-ask-to-fire-or-to-ice"),
            (Chaos::ForcedPawns, _) => ("a Pawn", "prompt-hh-ask-a-pawn"),
            (Chaos::ThreeFires | Chaos::DowngradePlane | Chaos::SpawnPawnRanks, _) => {
                ("a plane (V, E or L)", "prompt-hh-ask-a-plane-v-e-or-l")
            }
            (Chaos::FreezeAndBurn, 0) => (
                "a square with no piece to freeze",
                "prompt-hh-ask-square-to-freeze",
            ),
            (Chaos::FreezeAndBurn, _) => (
                "a different square with no piece to set on fire",
                "prompt-hh-ask-square-to-burn",
            ),
            (Chaos::DowngradePiece, _) => ("an upgraded piece", "prompt-hh-ask-an-upgraded-piece"),
            (Chaos::RemoveShopOptions, _) => (
                "a shop entry to remove",
                "prompt-hh-ask-a-shop-entry-to-remove",
            ),
            (Chaos::SwapKingAndPawn, 0) => ("your King", "prompt-hh-ask-your-king"),
            (Chaos::SwapKingAndPawn, _) => {
                ("a Pawn on its plane", "prompt-hh-ask-a-pawn-on-its-plane")
            }
            (Chaos::PawnSpree, _) => ("one of your Pawns", "prompt-hh-ask-one-of-your-pawns"),
            (Chaos::RandomRelocation, _) => {
                ("a non-royal piece", "prompt-hh-ask-a-non-royal-piece")
            }
            _ => ("an option", "prompt-hh-ask-an-option"),
        }
    }

    /// The seed-era text of the effect.
    pub fn text(self) -> &'static str {
        self.entry().1
    }

    /// Carries out the effect for `side` with all its inputs known.
    fn apply(self, g: &mut HeavenAndHell, call: &Call) {
        (self.entry().2)(g, call)
    }

    fn entry(self) -> &'static (Chaos, &'static str, effects::Apply) {
        &effects::EFFECTS[usize::from(self.number()) - 1]
    }
}

impl From<Chaos> for u8 {
    fn from(c: Chaos) -> u8 {
        c.number()
    }
}

impl TryFrom<u8> for Chaos {
    type Error = RuleError;

    fn try_from(n: u8) -> Result<Chaos, RuleError> {
        Chaos::from_number(n)
            .ok_or_else(|| RuleError::bad_position(HeavenHellPosition::NoChaos { number: n }))
    }
}

impl fmt::Display for Chaos {
    /// `#30`, as the effect is named to players.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.number())
    }
}

const PLANES: [u8; 3] = [HEAVEN, EARTH, HELL];

fn piece_answer(p: &Piece) -> Answer {
    Answer::Square(p.plane, p.anchor)
}

impl HeavenAndHell {
    /// Draws three distinct chaos effects without replacement, from the forty in number order
    /// (R106).
    pub(crate) fn draw_chaos(&mut self) -> Vec<Chaos> {
        let mut pool: Vec<Chaos> = Chaos::ALL.to_vec();
        let mut options = Vec::new();
        for _ in 0..3 {
            let i = self.rng.below(pool.len());
            options.push(pool.remove(i));
        }
        options
    }

    /// Starts a picked effect: asks its first input, or applies it.
    pub(crate) fn start_chaos(&mut self, side: Side, effect: Chaos) {
        self.engine.chaos_picked.push((side, effect));
        self.engine.chaos_depth += 1;
        self.push(Task::ChaosDone);
        self.note(
            format!("Chaos {effect}: {}", effect.text()),
            Said::new("report-hh-chaos")
                .with("number", effect.number())
                .with("effect", crate::heaven_hell::notation::chaos_said(effect)),
        );
        self.chaos_next(side, effect, Vec::new());
    }

    /// Asks the next input, or applies the effect once every input is known.
    pub(crate) fn chaos_next(&mut self, side: Side, effect: Chaos, args: Vec<Answer>) {
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
        effect: Chaos,
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
            Chaos::CurseFile if n == 0 => Some(
                PLANES
                    .iter()
                    .flat_map(|pl| (0..8).map(move |f| Answer::File(*pl, f)))
                    .collect(),
            ),
            Chaos::SummonAngel if n == 0 => Some(
                self.empty_list(HEAVEN)
                    .into_iter()
                    .map(|s| Answer::Square(HEAVEN, s))
                    .collect(),
            ),
            Chaos::DestroyHeavenEdge | Chaos::DestroyHellEdge if n == 0 => {
                Some(vec![Answer::Word(Word::Ranks), Answer::Word(Word::Files)])
            }
            Chaos::DuplicatePiece if n == 0 => Some(pick(&|p| {
                p.kind != Kind::King && !self.empty_beside(p).is_empty()
            })),
            Chaos::DuplicatePiece if n == 1 => self.piece_at_answer(args.first()).map(|p| {
                self.empty_beside(&p)
                    .into_iter()
                    .map(|s| Answer::Square(p.plane, s))
                    .collect()
            }),
            Chaos::MakeGiant | Chaos::DowngradePiece | Chaos::RandomRelocation if n == 0 => {
                Some(pick(&|p| match effect {
                    Chaos::DowngradePiece => !p.history.is_empty(),
                    Chaos::RandomRelocation => !p.kind.royal(),
                    _ => true,
                }))
            }
            Chaos::SwapHellAndHeaven if n == 0 => {
                if pieces.iter().any(|p| p.plane == HEAVEN) {
                    Some(pick(&|p| p.plane == HELL))
                } else {
                    Some(Vec::new())
                }
            }
            Chaos::SwapHellAndHeaven if n == 1 => Some(pick(&|p| p.plane == HEAVEN)),
            Chaos::IceOrFire if n == 0 => {
                Some(vec![Answer::Word(Word::ToFire), Answer::Word(Word::ToIce)])
            }
            Chaos::ForcedPawns if n < 2 => {
                let v = pick(&|p| p.kind == Kind::Pawn && !args.contains(&piece_answer(p)));
                if v.is_empty() {
                    None
                } else {
                    Some(v)
                }
            }
            Chaos::ThreeFires | Chaos::DowngradePlane | Chaos::SpawnPawnRanks if n == 0 => {
                Some(PLANES.iter().map(|p| Answer::Plane(*p)).collect())
            }
            Chaos::FreezeAndBurn if n < 2 => {
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
            Chaos::RemoveShopOptions if n < 2 => {
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
            Chaos::SwapKingAndPawn if n == 0 => Some(pick(&|p| {
                p.kind == Kind::King
                    && p.color == Color::of(side)
                    && pieces
                        .iter()
                        .any(|q| q.kind == Kind::Pawn && q.plane == p.plane)
            })),
            Chaos::SwapKingAndPawn if n == 1 => self
                .piece_at_answer(args.first())
                .map(|k| pick(&|p| p.kind == Kind::Pawn && p.plane == k.plane)),
            Chaos::PawnSpree if n == 0 => Some(pick(&|p| {
                p.kind == Kind::Pawn && p.color == Color::of(side) && p.stun == 0
            })),
            _ => None,
        }
    }

    /// Carries out a chaos effect whose inputs are all known (rulings §2.3).
    pub(crate) fn apply_chaos(&mut self, side: Side, effect: Chaos, args: &[Answer]) {
        let call = Call {
            side,
            args,
            all: self.board_pieces().into_iter().cloned().collect(),
        };
        effect.apply(self, &call);
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
            let square = psq_name(plane, s);
            self.tell(
                owner,
                format!("Your Secret Trap on {square} was destroyed."),
                Said::new("report-hh-your-trap-destroyed").with("square", square),
            );
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
