//! Apocalypse's own reasons.

use crate::{Side, Square};

reasons! {
    /// Why an Apocalypse move is not allowed.
    pub enum ApocalypseRefusal {
        /// A pawn reaching the last rank with two knights already must say `=N` or `@square`.
        Ambiguous { from: Square, to: Square } = "apoc-ambiguous-finish",
        /// A knight's move that is not a knight's leap.
        KnightLeap { from: Square, to: Square } = "apoc-knight-leap",
        /// Only a pawn reaching its last rank takes `=N` or `@square`.
        OnlyPawnFinishes { from: Square, to: Square } = "apoc-only-pawn-finishes",
        /// Not a legal move now, for no more particular reason.
        NotLegalNow { action: String } = "apoc-not-legal-now",
        /// A pawn's move that is not a step forward.
        PawnStep { from: Square, to: Square } = "apoc-pawn-step",
        /// A pawn stepping straight onto its own side's piece.
        PawnOntoOwn { from: Square, to: Square } = "apoc-pawn-onto-own",
        /// `=N` or `@square` on a move that does not reach the last rank.
        NotLastRank { from: Square, to: Square } = "apoc-not-last-rank",
        /// Relocating with fewer than two knights: the pawn must promote.
        MustPromote { from: Square, to: Square } = "apoc-must-promote",
        /// Relocating onto the side's own last rank.
        RelocateLastRank { square: Square } = "apoc-relocate-last-rank",
        /// Relocating onto a square occupied at the start of the turn.
        RelocateOccupied { square: Square } = "apoc-relocate-occupied",
        /// A pawn that promotes written without `=N`.
        PromotesOnArrival { from: Square, to: Square } = "apoc-promotes-on-arrival",
        /// A pawn reaching the last rank with two knights, written plain.
        TwoKnights { from: Square, to: Square } = "apoc-two-knights",
    }
}

reasons! {
    /// What is wrong with a text that is not an Apocalypse move.
    pub enum ApocalypseUnreadable {
        /// Not a move at all.
        NotAMove { text: String } = "apoc-not-a-move",
        /// Both `=N` and `@square`.
        PromoteAndRelocate { text: String } = "apoc-promote-and-relocate",
        /// A promotion to something else than a knight.
        PromoteOnlyKnight { text: String } = "apoc-promote-only-knight",
        /// A square of a chess board that is off the 5x5 one.
        OffBoard { square: Square } = "apoc-off-board",
    }
}

reasons! {
    /// Why an Apocalypse position text cannot be read.
    pub enum ApocalypsePosition {
        /// The position's fields are not `board penalties penalties [turn]`; `start` is the
        /// starting placement, as an example.
        Fields { start: String, text: String } = "apoc-pos-fields",
        /// Something wrong in the position as a whole.
        InPosition { why: Box<ApocalypsePosition> } = "apoc-pos-bad",
        /// Something wrong in the placement `text`.
        InBoard { text: String, why: Box<ApocalypsePosition> } = "apoc-pos-bad-board",
        /// A side's penalties are not 0, 1 or 2.
        Penalties { side: Side, field: String } = "apoc-pos-penalties",
        /// The turn number is not 1 or more.
        Turn { field: String } = "apoc-pos-turn",
        /// The placement does not have 5 ranks.
        RankCount { found: usize } = "apoc-pos-rank-count",
        /// A rank holds the digit 0.
        ZeroDigit { rank: u8 } = "apoc-pos-zero-digit",
        /// A rank runs past 5 squares.
        RankTooLong { rank: u8 } = "apoc-pos-rank-too-long",
        /// A letter that is no piece.
        NotAPiece { letter: String } = "apoc-pos-not-a-piece",
        /// A rank with fewer than 5 squares.
        RankShort { rank: u8, squares: u8 } = "apoc-pos-rank-short",
        /// A side with more knights than the rules allow.
        TooManyKnights { side: Side, knights: usize, max: usize } = "apoc-pos-too-many-knights",
        /// A pawn on its own last rank.
        PawnOnLastRank { side: Side, square: Square } = "apoc-pos-pawn-on-last-rank",
    }
}

#[cfg(any(test, feature = "samples"))]
impl super::Sample for Box<ApocalypsePosition> {
    fn sample() -> Self {
        Box::new(ApocalypsePosition::ZeroDigit { rank: 97 })
    }
}
