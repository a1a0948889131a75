//! What each player can know of how many Secret Traps the other has (for the computer's fair
//! search, which re-places the opponent's traps it cannot see).
//!
//! Every planting is announced (R107), so a player can count the other's traps, but not always
//! exactly: a trap on a destroyed square vanishes and only its owner is told (R44), and a
//! sprung trap's owner is not announced (R109), so when a player's own trap springs, they cannot
//! tell whether one of the opponent's was on that square too. For each owner the game keeps the
//! most traps the opponent can believe they have, and how many of those may be gone unseen:
//! `most - unsure <= (traps the owner really has) <= most`. Both numbers follow from what the
//! other player saw, never from where the traps are.

use super::board::{Sq, Trap};
use super::HeavenAndHell;
use crate::Side;
use serde::{Deserialize, Serialize};

/// How many Secret Traps of one owner the other player can believe there are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrapCount {
    /// The most there can be: plantings announced, less the traps seen to go.
    pub most: u32,
    /// How many of those may have vanished without the other player knowing.
    pub unsure: u32,
}

impl TrapCount {
    fn doubt(&mut self, n: u32) {
        self.unsure = (self.unsure + n).min(self.most);
    }
}

impl HeavenAndHell {
    /// The counts of both owners (indexed by side). Without them (no trap was ever planted or
    /// lost, or a game stored before they were kept, or a position text that does not give
    /// them), see [`HeavenAndHell::unknown_trap_counts`].
    pub(crate) fn trap_counts(&self) -> [TrapCount; 2] {
        self.trap_counts
            .unwrap_or_else(|| self.unknown_trap_counts())
    }

    /// Counts for a game that kept none: at most the traps it holds, every one of them in doubt
    /// (the other player is not told how many there really are). A game that never had a trap
    /// holds none, so this is exact for it.
    fn unknown_trap_counts(&self) -> [TrapCount; 2] {
        Side::BOTH.map(|owner| {
            let most = self.traps.iter().filter(|t| t.owner == owner).count() as u32;
            TrapCount { most, unsure: most }
        })
    }

    fn trap_counts_mut(&mut self) -> &mut [TrapCount; 2] {
        let unknown = self.unknown_trap_counts();
        self.trap_counts.get_or_insert(unknown)
    }

    /// `owner` planted a trap (announced to both).
    pub(crate) fn count_planted(&mut self, owner: Side) {
        self.trap_counts_mut()[owner.index()].most += 1;
    }

    /// Every trap was destroyed (chaos #30): none left, and both players know it.
    pub(crate) fn count_all_destroyed(&mut self) {
        *self.trap_counts_mut() = [TrapCount::default(); 2];
    }

    /// The squares `doomed` of `plane` are about to be destroyed (their traps vanish, only the
    /// owners are told). Each of them that holds no piece might have held a trap of either
    /// owner, as far as the other player can tell. Call before the traps are removed.
    pub(crate) fn count_destroyed_squares(&mut self, plane: u8, doomed: &[Sq]) {
        let occupied = self.occupied(plane);
        let empty = doomed
            .iter()
            .filter(|s| occupied & (1u64 << super::board::idx(**s)) == 0)
            .count() as u32;
        for count in self.trap_counts_mut().iter_mut() {
            count.doubt(empty);
        }
    }

    /// Traps spring on the squares `sprung` of `plane` (all traps there go; the squares are
    /// announced, the owners not). For each owner, the other player knows that trap was the
    /// owner's when none of their own was on the square; when one of theirs was, the owner's
    /// may or may not have been there too. Call before the traps are removed.
    pub(crate) fn count_sprung(&mut self, plane: u8, sprung: &[Sq]) {
        let had = |traps: &[Trap], owner: Side, sq: Sq| {
            traps
                .iter()
                .any(|t| t.owner == owner && t.plane == plane && t.sq == sq)
        };
        let traps = self.traps.clone();
        let counts = self.trap_counts_mut();
        for owner in Side::BOTH {
            let watcher = owner.opponent();
            let count = &mut counts[owner.index()];
            for &sq in sprung {
                if had(&traps, watcher, sq) {
                    count.doubt(1);
                } else {
                    // It can only have been the owner's.
                    count.most = count.most.saturating_sub(1);
                    count.unsure = count.unsure.min(count.most);
                }
            }
        }
    }
}
