//! What the computer opponent needs from Heaven and Hell: the evaluation of a position and the
//! determinisation of what a player cannot see (the opponent's Secret Traps, the order of the
//! locked shop entries, the random stream).

use super::board::{Trap, EARTH};
use super::notation::{Action, Answer};
use super::pieces::{Color, Kind, Piece};
use super::shop::Entry;
use super::HeavenAndHell;
use crate::{outcome_value, Rng, Side};

/// A piece's worth, in Pawns, by type (Kings are counted apart: they are the game).
fn value(kind: Kind) -> f64 {
    match kind {
        Kind::Pawn => 1.0,
        Kind::Bomber => 1.2,
        Kind::Checker => 1.6,
        Kind::Knight => 3.0,
        Kind::Bishop => 3.2,
        Kind::Leopard | Kind::Archer | Kind::Wizard | Kind::Archbishop => 3.6,
        Kind::Rook => 5.0,
        Kind::Scout | Kind::Warlock => 5.2,
        Kind::Fortress => 5.6,
        Kind::Queen => 9.0,
        Kind::King | Kind::Imp | Kind::Angel | Kind::Devil => 0.0,
    }
}

/// A piece in Heaven or Hell still fights, but one more death removes it for good (R39).
const AFTERLIFE: f64 = 0.6;
/// Per King "life": a King on Earth survives one capture (it moves to Heaven or Hell), a King
/// elsewhere none. Losing every King loses the game (R10).
const KING_LIFE: f64 = 3.0;
/// Owning no piece on Earth loses too (R10): a thin Earth presence is a danger.
const LAST_ON_EARTH: f64 = 3.0;
/// One coin, in Pawns: the shop sells a Knight for 8.
const COIN: f64 = 0.3;
/// Statuses (seed 5): Experienced, Double Move, Portal Gun, each Investor stack (a coin a
/// round), each Increased Size stack (share of the piece's worth), Cursed, Forced, each Stun.
const EXPERIENCED: f64 = 0.5;
const DOUBLE: f64 = 0.8;
const PORTAL: f64 = 0.4;
const INVESTOR: f64 = 1.0;
const SIZE: f64 = 0.3;
const CURSED: f64 = -0.4;
const FORCED: f64 = -0.3;
const STUN: f64 = -0.2;
/// How many Pawns of advantage make a near-certain win.
const SCALE: f64 = 10.0;

fn piece_score(p: &Piece) -> f64 {
    let mut score = value(p.kind) * (1.0 + SIZE * f64::from(p.size));
    if p.plane != EARTH {
        score *= AFTERLIFE;
    }
    if p.experienced {
        score += EXPERIENCED;
    }
    if p.double {
        score += DOUBLE;
    }
    if p.portal {
        score += PORTAL;
    }
    if p.cursed {
        score += CURSED;
    }
    if p.forced {
        score += FORCED;
    }
    score += INVESTOR * f64::from(p.investor) + STUN * f64::from(p.stun);
    score
}

/// At most this many targets of one shop entry are searched (a Teleport alone has hundreds).
const TARGETS_PER_ENTRY: usize = 4;
/// At most this many squares are searched for a Secret Trap.
const TRAP_SQUARES: usize = 12;

/// The group an action is thinned in, if any: purchases by entry, trap squares.
fn group(a: &Action) -> Option<(usize, usize)> {
    match a {
        Action::Buy { entry, .. } => Some((
            Entry::ALL.iter().position(|e| e == entry).unwrap_or(0),
            TARGETS_PER_ENTRY,
        )),
        Action::Choose(Answer::Trap(..)) => Some((Entry::ALL.len(), TRAP_SQUARES)),
        _ => None,
    }
}

impl HeavenAndHell {
    /// [`crate::Game::search_actions`]: every legal action except that each shop entry keeps
    /// at most [`TARGETS_PER_ENTRY`] targets and a trap at most [`TRAP_SQUARES`] squares,
    /// spread evenly over the legal list (in canonical order). The trap squares' slice starts
    /// at an offset drawn from the random stream's state: the search only ever lists actions of
    /// a determinisation, whose stream is re-seeded from the search's secret seed, so the
    /// squares it may choose for a Secret Trap cannot be worked out from the public position.
    pub(crate) fn search_list(&self, side: Side) -> Vec<Action> {
        let all = self.legal_list(side);
        let trap_offset = {
            // SplitMix64's finaliser over the stream's state: any offset, evenly spread.
            let mut z = self.rng.seed() ^ self.rng.word_pos().wrapping_mul(0x9E37_79B9_7F4A_7C15);
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) as usize
        };
        let mut sizes = [0usize; Entry::ALL.len() + 1];
        for a in &all {
            if let Some((g, _)) = group(a) {
                sizes[g] += 1;
            }
        }
        let mut seen = [0usize; Entry::ALL.len() + 1];
        all.into_iter()
            .filter(|a| match group(a) {
                None => true,
                Some((g, keep)) => {
                    let n = sizes[g];
                    let mut i = seen[g];
                    seen[g] += 1;
                    if g == Entry::ALL.len() {
                        i = (i + trap_offset % n) % n;
                    }
                    // Keep index i when it is the first of one of `keep` equal slices.
                    n <= keep || (i * keep) % n < keep
                }
            })
            .collect()
    }

    /// The raw score of `side`: pieces, King lives, Earth presence, coins.
    fn side_score(&self, side: Side) -> f64 {
        let color = Color::of(side);
        let mut score = COIN * f64::from(self.coins[side.index()]);
        let mut lives = 0u32;
        let mut on_earth = 0u32;
        for p in self.pieces.iter().filter(|p| p.color == color) {
            if p.kind == Kind::King {
                lives += if p.plane == EARTH { 2 } else { 1 };
            }
            if p.on_board && p.plane == EARTH {
                on_earth += 1;
            }
            score += piece_score(p);
        }
        score += KING_LIFE * f64::from(lives.min(3));
        if on_earth <= 1 {
            score -= LAST_ON_EARTH;
        }
        score
    }

    /// [`crate::Game::evaluate`]: material by type, size and statuses (pieces in Heaven or Hell
    /// count less: their next death is final), King lives, Earth presence and coins; squashed
    /// into `[-1, 1]`. It reads no Secret Trap.
    pub(crate) fn evaluation(&self, side: Side) -> f64 {
        if let Some(v) = outcome_value(self.outcome.as_ref(), side) {
            return v;
        }
        let diff = self.side_score(side) - self.side_score(side.opponent());
        (diff / SCALE).tanh()
    }

    /// [`crate::Game::determinize`]: a state `observer` cannot tell apart from this one.
    ///
    /// - The opponent's Secret Traps are re-placed on distinct squares drawn from those that
    ///   exist and hold no piece, any plane. How many: every planting is announced, but a trap
    ///   can vanish unseen (a destroyed square, a spring on a square where the observer's own
    ///   trap was too), so the number is drawn between what the observer can be sure of and
    ///   the most there can be (`trap_counts.rs`), never read from the traps themselves.
    /// - The locked shop entries (which entries remain is public, their order is not) are put
    ///   in a canonical order and shuffled.
    /// - Private lines meant for the opponent are dropped.
    /// - The random stream (chaos draws, unlock order after a reshuffle, Cursed rolls, random
    ///   squares) is re-seeded.
    ///
    /// Every draw is made from `seed` in an order and number fixed by public facts only.
    pub(crate) fn determinization(&self, observer: Side, seed: u64) -> HeavenAndHell {
        let mut g = self.clone();
        let mut rng = Rng::new(seed);
        let opponent = observer.opponent();

        let count = g.trap_counts()[opponent.index()];
        let gone = rng.below(count.unsure as usize + 1);
        let hidden = (count.most as usize).saturating_sub(gone);
        g.traps.retain(|t| t.owner == observer);
        let mut squares = g.trap_squares(opponent);
        for i in 0..hidden.min(squares.len()) {
            let j = i + rng.below(squares.len() - i);
            squares.swap(i, j);
            let (plane, sq) = squares[i];
            g.traps.push(Trap {
                plane,
                sq,
                owner: opponent,
            });
        }

        let open = g.shop.unlocked.min(g.shop.order.len());
        let locked = &mut g.shop.order[open..];
        locked.sort_by_key(|(e, price)| (Entry::ALL.iter().position(|x| x == e), *price));
        rng.shuffle(locked);

        g.engine.private.retain(|(side, _)| *side == observer);
        // What the opponent can know of the observer's traps follows from the opponent's own
        // traps (whether one shared a sprung square): replaced by the observer's exact count,
        // which the observer knows (the search never reads it).
        // (Kept absent when it is: then every count is exact, and stays so.)
        if let Some(counts) = &mut g.trap_counts {
            counts[observer.index()] = super::trap_counts::TrapCount {
                most: g.traps.iter().filter(|t| t.owner == observer).count() as u32,
                unsure: 0,
            };
        }
        g.rng = Rng::new(rng.next_u64());
        g
    }
}
