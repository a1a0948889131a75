//! It is what it is chess's refusals in English.

use super::super::reasons::it_is_what_it_is::{
    IiwiiPiece, IiwiiPosition, IiwiiRefusal, IiwiiUnreadable,
};
use std::fmt;

impl fmt::Display for IiwiiRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IiwiiRefusal as R;
        match self {
            R::StaysPut { piece, from, to } => write!(
                f,
                "The {} on {from} must move somewhere; {from}{to} stays put.",
                piece.name()
            ),
            R::OntoOwn {
                piece,
                to,
                backspace,
            } => {
                write!(f, "Your own {} stands on {to}.", piece.name())?;
                match backspace {
                    Some(from) => write!(f, " To Backspace onto it (removing it), write {from}<."),
                    None => Ok(()),
                }
            }
            R::CannotReach {
                piece,
                from,
                to,
                destinations,
                left,
            } => {
                let name = piece.name();
                if destinations.is_empty() {
                    write!(
                        f,
                        "The {name} on {from} cannot reach {to}: it has no moves now."
                    )?;
                } else {
                    let list: Vec<String> = destinations.iter().map(|s| s.to_string()).collect();
                    write!(
                        f,
                        "The {name} on {from} cannot reach {to}. It can go to {}.",
                        super::some(&list, 20)
                    )?;
                }
                match left {
                    Some(left) => write!(f, " It can also Backspace to {left} ({from}<)."),
                    None => Ok(()),
                }
            }
            R::NotCapital { piece, from } => write!(
                f,
                "Only capital letters can Backspace; the {} on {from} cannot.",
                piece.name()
            ),
            R::LeftEdge { piece, from } => write!(
                f,
                "The {} on {from} stands at your left edge: there is no square to Backspace onto.",
                piece.name()
            ),
        }
    }
}

impl fmt::Display for IiwiiUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IiwiiUnreadable::NotAMove { text } => write!(
                f,
                "'{text}' is not a move. Write the two squares, like b1c3, or a capital's \
                 Backspace as its square and <, like c8<."
            ),
        }
    }
}

impl fmt::Display for IiwiiPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IiwiiPiece::Owned { side, kind } => write!(f, "{side}'s {}", kind.name()),
        }
    }
}

impl fmt::Display for IiwiiPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IiwiiPosition as P;
        match self {
            P::RankCount { found } => write!(
                f,
                "The placement needs 8 ranks separated by '/', found {found}."
            ),
            P::NotColourOrCount { rank, found } => write!(
                f,
                "Rank {rank}: '{found}' is neither a colour (w or b) nor a count of empty squares."
            ),
            P::RankTooLong { rank } => write!(f, "Rank {rank} has more than 8 squares."),
            P::NoPieceCode { rank } => {
                write!(f, "Rank {rank}: a colour must be followed by a piece code.")
            }
            P::NotAPiece { rank, code } => write!(
                f,
                "Rank {rank}: '{code}' is not a piece (c h e s C H E S, F Happy Face, L Heart, P \
                 Peace Sign)."
            ),
            P::AlreadyCapital {
                side,
                piece,
                square,
            } => write!(
                f,
                "The {side} {} on {square} would already be a capital there.",
                piece.name()
            ),
            P::RankSquares { rank, squares } => {
                write!(f, "Rank {rank} has {squares} squares, not 8.")
            }
            P::SymbolCount { side, piece, count } => write!(
                f,
                "{side} must have exactly one {}, not {count}.",
                piece.name()
            ),
            P::SymbolsMissing { missing } => {
                let missing: Vec<String> = missing.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "Each side must have exactly one Heart, Happy Face and Peace Sign; {} are \
                     missing (a game ends as soon as one is lost).",
                    missing.join(", ")
                )
            }
            P::Fields => f.write_str(
                "Write a position as: placement, side to move (w or b), then optionally the \
                 quiet-ply count and the move number.",
            ),
            P::SideToMove { found } => {
                write!(f, "The side to move must be w or b, not '{found}'.")
            }
            P::Quiet { limit, found } => write!(
                f,
                "The quiet-ply count must be a number from 0 to {limit}, not '{found}'."
            ),
            P::MoveNumber { found } => {
                write!(f, "The move number must be 1 or more, not '{found}'.")
            }
        }
    }
}
