//! It is what it is chess's own reasons.

use crate::it_is_what_it_is::Kind;
use crate::{Side, Square};

reasons! {
    /// Why an It is what it is chess action is not allowed.
    pub enum IiwiiRefusal {
        /// A move from a square to itself.
        StaysPut { piece: Kind, from: Square, to: Square } = "iiwii-stays-put",
        /// The destination holds the side's own piece; `backspace` is the origin when a
        /// Backspace would take that square (a hint).
        OntoOwn { piece: Kind, to: Square, backspace: Option<Square> } = "iiwii-onto-own",
        /// The piece cannot reach the destination; `destinations` is where it can go, `left` the
        /// square a capital can Backspace to.
        CannotReach {
            piece: Kind,
            from: Square,
            to: Square,
            destinations: Vec<Square>,
            left: Option<Square>,
        } = "iiwii-cannot-reach",
        /// A lower-case letter or a symbol cannot Backspace.
        NotCapital { piece: Kind, from: Square } = "iiwii-not-capital",
        /// A capital at the left edge has nowhere to Backspace to.
        LeftEdge { piece: Kind, from: Square } = "iiwii-left-edge",
    }
}

reasons! {
    /// What is wrong with a text that is not an It is what it is chess action.
    pub enum IiwiiUnreadable {
        /// Not a move at all.
        NotAMove { text: String } = "iiwii-not-a-move",
    }
}

reasons! {
    /// A piece with its owner ("White's Heart").
    pub enum IiwiiPiece {
        /// `side`'s `kind`.
        Owned { side: Side, kind: Kind } = "iiwii-owned-piece",
    }
}

reasons! {
    /// Why an It is what it is chess position text cannot be read.
    pub enum IiwiiPosition {
        /// The placement does not have 8 ranks.
        RankCount { found: usize } = "iiwii-pos-rank-count",
        /// A character that is neither a colour nor a count.
        NotColourOrCount { rank: u8, found: String } = "iiwii-pos-not-colour-or-count",
        /// A rank runs past 8 squares.
        RankTooLong { rank: u8 } = "iiwii-pos-rank-too-long",
        /// A colour with no piece code after it.
        NoPieceCode { rank: u8 } = "iiwii-pos-no-piece-code",
        /// A code that is no piece.
        NotAPiece { rank: u8, code: String } = "iiwii-pos-not-a-piece",
        /// A lower-case letter on the rank where it would have become a capital.
        AlreadyCapital { side: Side, piece: Kind, square: Square } = "iiwii-pos-already-capital",
        /// A rank with other than 8 squares.
        RankSquares { rank: u8, squares: u8 } = "iiwii-pos-rank-squares",
        /// More than one of a symbol.
        SymbolCount { side: Side, piece: Kind, count: usize } = "iiwii-pos-symbol-count",
        /// More than one symbol gone.
        SymbolsMissing { missing: Vec<IiwiiPiece> } = "iiwii-pos-symbols-missing",
        /// Not `placement side [quiet] [move]`.
        Fields = "iiwii-pos-fields",
        /// The side to move is not w or b.
        SideToMove { found: String } = "iiwii-pos-side-to-move",
        /// The quiet-ply count is out of range.
        Quiet { limit: u32, found: String } = "iiwii-pos-quiet",
        /// The move number is not 1 or more.
        MoveNumber { found: String } = "iiwii-pos-move-number",
    }
}
