//! Tests of Heaven and Hell, one file per subject: the seed's rules and the rulings, the shop,
//! every chaos effect, the random stream, refusals, secrecy, round trips and self-play. The
//! helpers here build positions, play actions and check invariants.

use super::notation::Action;
use super::pieces::{Color, Kind};
use super::HeavenAndHell;
use crate::view::{ItemKind, Viewer};
use crate::{Game, Rng, Side};

mod chaos;
mod notation;
mod position;
mod promotion;
mod random_stream;
mod refusals;
mod rulings;
mod secret_traps;
mod seed_rules;
mod selfplay;
mod shop;
mod view;

/// A game from a position text (panics on a bad text: tests write them by hand).
pub(crate) fn pos(text: &str) -> HeavenAndHell {
    HeavenAndHell::from_position(&format!("heaven-and-hell 1\n{text}"), 7).expect("position")
}

/// Parses and plays `text` for `side`.
pub(crate) fn play(g: &mut HeavenAndHell, side: Side, text: &str) {
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("parse {text}: {e}\n{}", g.position()));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("play {text}: {e}\n{}", g.position()));
}

/// The piece on a plane square: (colour, kind).
pub(crate) fn at(g: &HeavenAndHell, plane: u8, sq: &str) -> Option<(Color, Kind)> {
    g.at(plane, super::board::parse_sq(sq).unwrap())
        .map(|p| (p.color, p.kind))
}

/// The piece on a plane square.
pub(crate) fn piece<'a>(g: &'a HeavenAndHell, plane: u8, sq: &str) -> &'a super::pieces::Piece {
    g.at(plane, super::board::parse_sq(sq).unwrap())
        .unwrap_or_else(|| panic!("no piece on {sq}\n{}", g.position()))
}

/// The canonical notations of `side`'s legal actions.
pub(crate) fn legal(g: &HeavenAndHell, side: Side) -> Vec<String> {
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}

/// Checks the invariants of a state: no two pieces on one square, footprints on existing
/// squares, nobody lifted off while idle or deciding, Fire never under a non-immune piece.
pub(crate) fn check_invariants(g: &HeavenAndHell) {
    let mut seen = [[0u32; 64]; 3];
    for p in &g.pieces {
        if !p.on_board {
            assert!(
                !g.engine.is_idle() || g.outcome.is_some(),
                "lifted piece while idle\n{}",
                g.position()
            );
            continue;
        }
        for s in super::board::block(p.anchor, p.k()) {
            assert!(
                g.exists(p.plane, s),
                "footprint off the board\n{}",
                g.position()
            );
            let i = super::board::idx(s);
            assert_eq!(
                seen[p.plane as usize][i],
                0,
                "two pieces on one square\n{}",
                g.position()
            );
            seen[p.plane as usize][i] = p.id;
        }
    }
    for plane in 0..3u8 {
        for i in 0..64 {
            let it = g.items(plane, super::board::sq_of(i));
            assert!(!(it.fire && it.ice), "fire and ice together");
        }
    }
    // Coins are unsigned; a purchase never costs more than the buyer has.
    assert!(g.coins.iter().all(|c| *c < 1_000_000), "coin underflow");
    assert!(g.shop.unlocked <= g.shop.order.len());
    // What each player can know of the other's trap count brackets the truth.
    let counts = g.trap_counts();
    for owner in crate::Side::BOTH {
        let real = g.traps.iter().filter(|t| t.owner == owner).count() as u32;
        let c = counts[owner.index()];
        assert!(
            c.most - c.unsure <= real && real <= c.most,
            "{owner}: {real} traps, counted {c:?}\n{}",
            g.position()
        );
    }
}
