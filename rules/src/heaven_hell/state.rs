//! The state of a game of Heaven and Hell: the pieces on three planes, items, traps, coins, the
//! shop, the random stream and the engine's work stack; the queries every rule asks of it
//! (pieces by square, blocks, allies, control) and the geometry of blocks.

use super::board::{self, block, idx, on_grid, Items, Sq, Trap, EARTH};
use super::engine::Engine;
use super::pieces::{Color, Kind, Piece};
use super::shop::Shop;
use super::trap_counts;
use crate::error::{HeavenHellPosition, SquareName};
use crate::{Outcome, Rng, Side};
use serde::{Deserialize, Serialize};

/// The en passant chance left by a double step (R16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnPassant {
    /// Plane of the double step.
    pub plane: u8,
    /// The square passed over.
    pub passed: Sq,
    /// The pawn that double-stepped.
    pub victim: u32,
    /// Where it stands.
    pub at: Sq,
}

/// The Imp undo ban (R76): the opponent's last clean neutral move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ImpBan {
    /// The neutral piece.
    pub piece: u32,
    /// Its plane.
    pub plane: u8,
    /// The anchor it came from.
    pub from: Sq,
}

/// A square touched by the last action, for the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mark {
    /// Plane.
    pub plane: u8,
    /// Square.
    pub sq: Sq,
    /// Start (true) or end (false) of a move.
    pub from: bool,
}

/// The whole state of a game of Heaven and Hell.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct HeavenAndHell {
    /// Every piece on the planes (and, mid-resolution, lifted-off pieces).
    pub(crate) pieces: Vec<Piece>,
    /// Next fresh piece id.
    pub(crate) next_id: u32,
    /// Items on the 3×64 squares, plane-major.
    pub(crate) items: Vec<Items>,
    /// Destroyed squares per plane, one bit per square (part 2 destroys them; R49).
    pub(crate) holes: [u64; 3],
    /// Secret Traps (hidden from the public view).
    pub(crate) traps: Vec<Trap>,
    /// Both players' coins.
    pub(crate) coins: [u32; 2],
    /// Whose turn it is.
    pub(crate) turn: Side,
    /// Actions still available this turn.
    pub(crate) actions_left: u8,
    /// Actions already completed this turn.
    pub(crate) actions_done: u8,
    /// Extra actions granted for each player's next turn (R5).
    pub(crate) bonus: [u8; 2],
    /// En passant chance.
    pub(crate) ep: Option<EnPassant>,
    /// Imp undo ban.
    pub(crate) imp_ban: Option<ImpBan>,
    /// Pending work and decisions.
    pub(crate) engine: Engine,
    /// The seeded random stream.
    pub(crate) rng: Rng,
    /// Result, once over.
    pub(crate) outcome: Option<Outcome>,
    /// Finished turns, one line each.
    pub(crate) history: Vec<String>,
    /// The current turn's entries.
    pub(crate) turn_log: Vec<String>,
    /// Squares touched by the last action.
    pub(crate) marks: Vec<Mark>,
    /// Consecutive automatic passes (a guard against endless passing).
    pub(crate) passes: u32,
    /// The shared shop (R92).
    #[serde(default)]
    pub(crate) shop: Shop,
    /// What each player can know of the number of the other's Secret Traps, by owner (see
    /// `trap_counts.rs`); `None` until a trap is planted or lost (then every trap counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) trap_counts: Option<[trap_counts::TrapCount; 2]>,
}

impl HeavenAndHell {
    /// The shape checks of [`crate::Game::check_stored`]: what the rules index by without
    /// checking (the 192 item squares, planes, squares and footprints on the grid, unique
    /// piece ids below `next_id`), so a damaged stored game is refused instead of panicking.
    pub(crate) fn check_stored_shape(&self) -> Result<(), HeavenHellPosition> {
        if self.items.len() != 3 * 64 {
            return Err(HeavenHellPosition::ItemSquares {
                found: self.items.len(),
            });
        }
        let mut ids = std::collections::BTreeSet::new();
        for p in &self.pieces {
            let footprint_on_grid =
                on_grid(p.anchor) && p.size < 8 && block(p.anchor, p.size as i8 + 1).all(on_grid);
            if p.plane > 2 || !footprint_on_grid {
                return Err(HeavenHellPosition::StoredOffBoard { id: p.id });
            }
            if !ids.insert(p.id) || p.id >= self.next_id {
                return Err(HeavenHellPosition::StoredId { id: p.id });
            }
        }
        if let Some(sq) = first_overlap(&self.pieces) {
            return Err(HeavenHellPosition::TwoPieces {
                square: SquareName(sq),
            });
        }
        let squares = self.traps.iter().map(|t| (t.plane, t.sq));
        if squares
            .chain(self.marks.iter().map(|m| (m.plane, m.sq)))
            .any(|(plane, sq)| plane > 2 || !on_grid(sq))
        {
            return Err(HeavenHellPosition::MarkOffBoard);
        }
        Ok(())
    }

    /// An empty game: no pieces, no items, White to act.
    pub(crate) fn empty(seed: u64) -> Self {
        HeavenAndHell {
            pieces: Vec::new(),
            next_id: 1,
            items: vec![Items::default(); 192],
            holes: [0; 3],
            traps: Vec::new(),
            coins: [0, 0],
            turn: Side::White,
            actions_left: 1,
            actions_done: 0,
            bonus: [0, 0],
            ep: None,
            imp_ban: None,
            engine: Engine::default(),
            rng: Rng::new(seed),
            outcome: None,
            history: Vec::new(),
            turn_log: Vec::new(),
            trap_counts: None,
            marks: Vec::new(),
            passes: 0,
            shop: Shop::default(),
        }
    }

    /// The starting position (seed 2.1, rulings §2.1).
    pub(crate) fn start(seed: u64) -> Self {
        let mut g = Self::empty(seed);
        g.shop = Shop::shuffled(&mut g.rng);
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        for f in 0..8i8 {
            g.add_piece(Color::White, back[f as usize], EARTH, (f, 0));
            g.add_piece(Color::White, Kind::Pawn, EARTH, (f, 1));
            g.add_piece(Color::Black, Kind::Pawn, EARTH, (f, 6));
            g.add_piece(Color::Black, back[f as usize], EARTH, (f, 7));
        }
        g.items_mut(board::HEAVEN, (2, 2)).orb = true;
        g.items_mut(board::HEAVEN, (5, 5)).orb = true;
        g.items_mut(board::HEAVEN, (1, 5)).coins = 2;
        g.items_mut(board::HEAVEN, (6, 2)).coins = 2;
        g.items_mut(board::HELL, (2, 5)).orb = true;
        g.items_mut(board::HELL, (5, 2)).orb = true;
        g.items_mut(board::HELL, (1, 2)).fire = true;
        g.items_mut(board::HELL, (6, 5)).fire = true;
        g
    }

    /// Replaces the random stream with the stream of `seed` from its start (R105). For a search
    /// (an AI) that re-draws the hidden future on its own copy of the game, so it never learns
    /// the real game's draws; never call it on the game being played.
    pub fn reseed(&mut self, seed: u64) {
        self.rng.reseed(seed);
    }

    /// Adds a fresh piece and returns its id.
    pub(crate) fn add_piece(&mut self, color: Color, kind: Kind, plane: u8, at: Sq) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        self.pieces.push(Piece::new(id, color, kind, plane, at));
        id
    }

    /// The items on a square.
    pub(crate) fn items(&self, plane: u8, sq: Sq) -> Items {
        self.items[plane as usize * 64 + idx(sq)]
    }

    /// The items on a square, mutably.
    pub(crate) fn items_mut(&mut self, plane: u8, sq: Sq) -> &mut Items {
        &mut self.items[plane as usize * 64 + idx(sq)]
    }

    /// Whether the square exists: on the grid and not destroyed (R49).
    pub(crate) fn exists(&self, plane: u8, sq: Sq) -> bool {
        on_grid(sq) && self.holes[plane as usize] & (1u64 << idx(sq)) == 0
    }

    /// Whether every square of the k×k block at `a` exists.
    pub(crate) fn block_exists(&self, plane: u8, a: Sq, k: i8) -> bool {
        block(a, k).all(|s| self.exists(plane, s))
    }

    /// The index of the piece with this id.
    pub(crate) fn find(&self, id: u32) -> Option<usize> {
        self.pieces.iter().position(|p| p.id == id)
    }

    /// The piece with this id.
    pub(crate) fn piece(&self, id: u32) -> Option<&Piece> {
        self.pieces.iter().find(|p| p.id == id)
    }

    /// The piece with this id, mutably.
    pub(crate) fn piece_mut(&mut self, id: u32) -> Option<&mut Piece> {
        self.pieces.iter_mut().find(|p| p.id == id)
    }

    /// The piece standing on `sq` of `plane`, if any.
    pub(crate) fn at(&self, plane: u8, sq: Sq) -> Option<&Piece> {
        self.pieces
            .iter()
            .find(|p| p.on_board && p.plane == plane && p.covers(sq))
    }

    /// Ids of the on-board pieces overlapping the k×k block at `a`, other than `except`, in
    /// canonical order.
    pub(crate) fn in_block(&self, plane: u8, a: Sq, k: i8, except: u32) -> Vec<u32> {
        let mut v: Vec<&Piece> = self
            .pieces
            .iter()
            .filter(|p| {
                p.on_board && p.plane == plane && p.id != except && overlaps(p.anchor, p.k(), a, k)
            })
            .collect();
        v.sort_by_key(|p| canon(p));
        v.into_iter().map(|p| p.id).collect()
    }

    /// Ids of on-board pieces covering any of `squares` on `plane`, other than `except`.
    pub(crate) fn on_squares(&self, plane: u8, squares: &[Sq], except: u32) -> Vec<u32> {
        let mut v: Vec<&Piece> = self
            .pieces
            .iter()
            .filter(|p| {
                p.on_board
                    && p.plane == plane
                    && p.id != except
                    && squares.iter().any(|s| p.covers(*s))
            })
            .collect();
        v.sort_by_key(|p| canon(p));
        v.into_iter().map(|p| p.id).collect()
    }

    /// The side a piece works for when `acting` moves it (R23).
    pub(crate) fn eff_side(p: &Piece, acting: Side) -> Side {
        p.color.side().unwrap_or(acting)
    }

    /// Whether `other` is an ally of `mover` while `acting` moves it (R23).
    pub(crate) fn is_ally(mover: &Piece, other: &Piece, acting: Side) -> bool {
        other.color == Color::of(Self::eff_side(mover, acting))
    }

    /// Whether `p` cannot be captured now (R25): a Pawn on an allied Archbishop's rank or file,
    /// or a King orthogonally next to an allied Fortress, on the same plane.
    pub(crate) fn uncapturable(&self, p: &Piece) -> bool {
        let guard = match p.kind {
            Kind::Pawn => Kind::Archbishop,
            Kind::King => Kind::Fortress,
            _ => return false,
        };
        if p.color == Color::Neutral {
            return false;
        }
        self.pieces.iter().any(|q| {
            q.on_board
                && q.plane == p.plane
                && q.color == p.color
                && q.kind == guard
                && q.id != p.id
                && if guard == Kind::Archbishop {
                    spans_overlap(q.anchor.0, q.k(), p.anchor.0, p.k())
                        || spans_overlap(q.anchor.1, q.k(), p.anchor.1, p.k())
                } else {
                    orth_adjacent(q.anchor, q.k(), p.anchor, p.k())
                }
        })
    }

    /// Whether `side` controls `p` now (R21): own pieces, Imps and Devils, and Angels while
    /// `side` has strictly more coins.
    pub(crate) fn controls(&self, side: Side, p: &Piece) -> bool {
        match p.color {
            Color::Neutral => match p.kind {
                Kind::Angel => self.coins[side.index()] > self.coins[side.opponent().index()],
                _ => true,
            },
            c => c == Color::of(side),
        }
    }

    /// Forward direction of `p` when moved by `acting` (R76: the Imp uses the acting player's).
    pub(crate) fn forward(p: &Piece, acting: Side) -> i8 {
        match Self::eff_side(p, acting) {
            Side::White => 1,
            Side::Black => -1,
        }
    }

    /// The last rank (index) for a piece of `side`.
    pub(crate) fn last_rank(side: Side) -> i8 {
        match side {
            Side::White => 7,
            Side::Black => 0,
        }
    }

    /// Whether a type-Pawn (or Bomber) of `p` touches its last rank.
    pub(crate) fn on_last_rank(p: &Piece) -> bool {
        match p.color.side() {
            Some(s) => {
                let r = Self::last_rank(s);
                r >= p.anchor.1 && r < p.anchor.1 + p.k()
            }
            None => false,
        }
    }
}

/// Canonical sort key of a piece: plane, then square order of its anchor.
pub(crate) fn canon(p: &Piece) -> (u8, i8, i8) {
    (p.plane, p.anchor.1, p.anchor.0)
}

/// The name of a square where two on-board pieces stand, if any: the rules find a piece by its
/// square, so no state may hold two on one (a position text or stored game that does is refused).
pub(crate) fn first_overlap(pieces: &[Piece]) -> Option<String> {
    pieces.iter().enumerate().find_map(|(i, p)| {
        pieces[i + 1..]
            .iter()
            .find(|q| {
                p.on_board
                    && q.on_board
                    && p.plane == q.plane
                    && overlaps(p.anchor, p.k(), q.anchor, q.k())
            })
            .map(|q| board::psq_name(q.plane, q.anchor))
    })
}

/// Whether two blocks overlap.
pub(crate) fn overlaps(a: Sq, ka: i8, b: Sq, kb: i8) -> bool {
    spans_overlap(a.0, ka, b.0, kb) && spans_overlap(a.1, ka, b.1, kb)
}

/// Whether [a, a+ka) and [b, b+kb) intersect.
fn spans_overlap(a: i8, ka: i8, b: i8, kb: i8) -> bool {
    a < b + kb && b < a + ka
}

/// Whether two blocks touch orthogonally (share an edge) without overlapping (R69).
pub(crate) fn orth_adjacent(a: Sq, ka: i8, b: Sq, kb: i8) -> bool {
    let files = spans_overlap(a.0, ka, b.0, kb);
    let ranks = spans_overlap(a.1, ka, b.1, kb);
    (files && (a.1 + ka == b.1 || b.1 + kb == a.1))
        || (ranks && (a.0 + ka == b.0 || b.0 + kb == a.0))
}
