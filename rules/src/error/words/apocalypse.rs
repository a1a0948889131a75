//! Apocalypse's refusals in English.

use super::super::reasons::apocalypse::{
    ApocalypsePosition, ApocalypseRefusal, ApocalypseUnreadable,
};
use std::fmt;

impl fmt::Display for ApocalypseRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ApocalypseRefusal as R;
        match self {
            R::Ambiguous { from, to } => write!(
                f,
                "`{from}{to}` is ambiguous: you already have two knights, so add =N or @square \
                 (for example `{from}{to}=N` to promote, or `{from}{to}@{from}` to relocate)."
            ),
            R::KnightLeap { from, to } => write!(
                f,
                "Your knight on {from} cannot reach {to}: a knight leaps like in chess."
            ),
            R::OnlyPawnFinishes { from, to } => write!(
                f,
                "Only a pawn reaching its last rank promotes or relocates; write `{from}{to}`."
            ),
            R::NotLegalNow { action } => write!(f, "`{action}` is not a legal move now."),
            R::PawnStep { from, to } => write!(
                f,
                "Your pawn on {from} cannot go to {to}: a pawn steps one square forward, \
                 straight or diagonally."
            ),
            R::PawnOntoOwn { from, to } => write!(
                f,
                "Your pawn on {from} cannot step straight onto your own piece on {to}."
            ),
            R::NotLastRank { from, to } => write!(
                f,
                "`{from}{to}` does not reach your last rank, so it takes no `=N` or `@square`; \
                 write `{from}{to}`."
            ),
            R::MustPromote { from, to } => write!(
                f,
                "You have fewer than two knights, so this pawn must promote: write `{from}{to}=N`."
            ),
            R::RelocateLastRank { square } => write!(
                f,
                "A relocated pawn cannot stand on your last rank ({square})."
            ),
            R::RelocateOccupied { square } => write!(
                f,
                "The pawn cannot relocate to {square}: that square is occupied at the start of \
                 the turn."
            ),
            R::PromotesOnArrival { from, to } => {
                write!(f, "This pawn promotes on arrival: write `{from}{to}=N`.")
            }
            R::TwoKnights { from, to } => write!(
                f,
                "You already have two knights, so add =N or @square: `{from}{to}=N` to promote, \
                 or `{from}{to}@{from}` to relocate."
            ),
        }
    }
}

impl fmt::Display for ApocalypseUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ApocalypseUnreadable as U;
        match self {
            U::NotAMove { text } => write!(
                f,
                "`{text}` is not an Apocalypse move. Write the origin and target squares, like \
                 `c1c2`, `d4d5=N` (promotion) or `d4d5@b2` (relocation)."
            ),
            U::PromoteAndRelocate { text } => write!(
                f,
                "`{text}`: write `=N` to promote or `@square` to relocate, not both."
            ),
            U::PromoteOnlyKnight { text } => write!(
                f,
                "`{text}`: a pawn can only promote to a knight, written `=N`."
            ),
            U::OffBoard { square } => write!(
                f,
                "`{square}` is off the board: Apocalypse is played on files a–e and ranks 1–5."
            ),
        }
    }
}

impl fmt::Display for ApocalypsePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ApocalypsePosition as P;
        match self {
            P::Fields { start, text } => write!(
                f,
                "expected `board white-penalties black-penalties [turn]`, like `{start} 0 0 1`; \
                 got `{text}`"
            ),
            P::InPosition { why } => write!(f, "Bad Apocalypse position: {why}"),
            P::InBoard { text, why } => write!(f, "Bad Apocalypse board `{text}`: {why}"),
            P::Penalties { side, field } => {
                write!(f, "{side}'s penalties must be 0, 1 or 2, not `{field}`")
            }
            P::Turn { field } => write!(f, "the turn number must be 1 or more, not `{field}`"),
            P::RankCount { found } => {
                write!(f, "expected 5 ranks separated by `/`, found {found}")
            }
            P::ZeroDigit { rank } => write!(f, "rank {rank} has a 0"),
            P::RankTooLong { rank } => write!(f, "rank {rank} has more than 5 squares"),
            P::NotAPiece { letter } => write!(
                f,
                "`{letter}` is not a piece (only P and N for White, p and n for Black)"
            ),
            P::RankShort { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares instead of 5")
            }
            P::TooManyKnights { side, knights, max } => write!(
                f,
                "{side} has {knights} knights; a side never has more than {max}"
            ),
            P::PawnOnLastRank { side, square } => write!(
                f,
                "{side}'s pawn on {square} stands on its own last rank, where it would have \
                 promoted"
            ),
        }
    }
}
