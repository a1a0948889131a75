//! Oracle Chess's refusals in English.

use super::super::reasons::oracle::{
    OracleBeing, OracleMisread, OraclePosition, OracleRefusal, OracleUnreadable,
};
use crate::oracle::{article, Class};
use std::fmt;

impl fmt::Display for OracleBeing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OracleBeing::Lifeless { class } => write!(f, "lifeless {class}"),
            OracleBeing::Priestess { souls } => write!(f, "Priestess ({})", souls.join(", ")),
            OracleBeing::Figure { class } => f.write_str(class.name()),
            OracleBeing::Hosting { class, soul } => {
                write!(f, "{class} hosting {} {soul} soul", article(soul.name()))
            }
        }
    }
}

/// How a soul moves, as its chess piece.
fn chess_name(c: Class) -> &'static str {
    match c {
        Class::Lord => "King (one step)",
        Class::Chariot => "Rook",
        Class::Elephant => "Bishop",
        Class::Horse => "Knight",
        Class::Soldier => "Pawn (one step forward)",
        Class::Priestess => "Priestess",
    }
}

impl OracleRefusal {
    /// The words of the refusals about a soul's move.
    fn fmt_soul(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use OracleRefusal as R;
        match self {
            R::PriestessSoul => f.write_str(
                "There is no Priestess soul (a Priestess is a body only); write the class of the \
                 soul that moves: L, C, E, H or S.",
            ),
            R::NoSuchSoul { being, from, soul } => {
                write!(f, "The {being} on {from} hosts no {soul} soul.")
            }
            R::SoulIntoEmpty { to } => write!(
                f,
                "{to} is empty; a soul moves alone only into one of your bodies."
            ),
            R::SoulIntoEnemy { to, owner } => {
                write!(f, "A soul never enters an enemy body ({to} is {owner}'s).")
            }
            R::NoRoom { being, to, soul } => write!(
                f,
                "The {being} on {to} has no room for {} {soul} soul: a Priestess hosts up to \
                 three Chariot, Elephant or Horse souls, any other body one soul.",
                article(soul.name())
            ),
            R::SummonNotPriestess => {
                f.write_str("Only a Priestess can summon a soul, while it grants one.")
            }
            R::SummonNotWarrior => {
                f.write_str("A Priestess summons only a Chariot, Elephant or Horse soul.")
            }
            R::SummonNone { class } => write!(f, "There is no {class} soul in the underworld."),
            R::SoulCannotGo {
                soul,
                from,
                to,
                blocked,
            } => {
                let a = if article(soul.name()) == "an" {
                    "An"
                } else {
                    "A"
                };
                let blocked = if *blocked {
                    " and is blocked by any body in between"
                } else {
                    ""
                };
                write!(
                    f,
                    "{a} {soul} soul cannot go from {from} to {to}: it moves like a {}{blocked}.",
                    chess_name(*soul)
                )
            }
            R::SoulNotLegal => f.write_str("That soul move is not legal now."),
            other => unreachable!("{other:?} has its words in another table"),
        }
    }
}

impl fmt::Display for OracleRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use OracleRefusal as R;
        match self {
            R::NoBody { square } => write!(f, "There is no body on {square}."),
            R::NotYours {
                being,
                square,
                owner,
            } => write!(
                f,
                "The {being} on {square} is {owner}'s; you move only your own beings."
            ),
            R::SameSquare { square } => write!(
                f,
                "{square} is both the start and the end; name two different squares."
            ),
            R::LeavesCheck => f.write_str("That would leave your Lord soul in check."),
            R::PromoteNotSoldier { square, being } => {
                let what = being.to_string();
                write!(
                    f,
                    "Only a Soldier figure (a Soldier body with its own soul) can promote; \
                     {square} holds {} {what}.",
                    article(&what)
                )
            }
            R::PromoteNotLastRank { square } => write!(
                f,
                "A Soldier promotes only on its furthest rank; {square} is not."
            ),
            R::PromoteNoPriestess => {
                f.write_str("A Soldier may promote only when a Priestess body is in the earth.")
            }
            R::Lifeless { class, from } => write!(
                f,
                "The {class} body on {from} is lifeless and cannot move; grant it a soul first."
            ),
            R::IllSuited { class, from, soul } => write!(
                f,
                "The {class} body on {from} hosts {} {soul} soul (ill-suited) and cannot move; \
                 its soul can still leave with `{from}<square>~{}`.",
                article(soul.name()),
                soul.letter()
            ),
            R::OwnBodyWithRoom { to, being, from } => write!(
                f,
                "{to} holds your own {being}; to pass a soul into it write `{from}{to}~<soul>`."
            ),
            R::OwnBody { to, being } => write!(
                f,
                "{to} holds your own {being}; you never capture your own beings."
            ),
            R::DropNotLord => {
                f.write_str("Only the Lord (in its own body, with its soul) can drop a body.")
            }
            R::DropPriestess => {
                f.write_str("A Priestess body cannot be dropped; it returns only by promotion.")
            }
            R::DropNone { class } => write!(f, "Your earth has no {class} body to drop."),
            R::CannotReach { being, from, to } => {
                write!(f, "The {being} on {from} cannot reach {to}.")
            }
            other => other.fmt_soul(f),
        }
    }
}

impl fmt::Display for OracleMisread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use OracleMisread as M;
        match self {
            M::CheckMarks => {
                f.write_str("check marks (+, #) are not part of Oracle notation; leave them out.")
            }
            M::StartSquare => f.write_str("it should start with a square such as e2."),
            M::PromoteOnlyPriestess => {
                f.write_str("a Soldier promotes only to a Priestess: write `=P`.")
            }
            M::SecondSquare => f.write_str("a second square (a1 to h8) should follow the first."),
            M::ClassLetter { after } => write!(
                f,
                "expected a class letter (L, P, C, E, H, S) after `{after}`."
            ),
            M::AfterSoul => f.write_str("unexpected text after the soul."),
            M::AfterSquares => f.write_str("unexpected text after the squares."),
            M::AtEnd => f.write_str("unexpected text at the end."),
        }
    }
}

impl fmt::Display for OracleUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OracleUnreadable::CannotRead { text, why } => write!(
                f,
                "Cannot read `{text}`: {why} Write `e2e3` (go or capture), `e1e2@H` (Lord moves \
                 and drops a Horse body on e1), `c3d1~H` (Horse soul from c3 into the body on \
                 d1), `d4d7~C^H` (as before, and the Priestess summons a Horse soul) or `e8=P` \
                 (promotion)."
            ),
        }
    }
}

impl fmt::Display for OraclePosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use OraclePosition as P;
        match self {
            P::TwoBeings { square } => write!(f, "two beings on {square}"),
            P::EarthFull => f.write_str("too many bodies in the earth"),
            P::EarthEntry { item } => write!(
                f,
                "earth entry `{item}` should be a colour and a class, like `wH`"
            ),
            P::UnderworldFull => f.write_str("too many souls in the underworld"),
            P::LordInUnderworld => f.write_str("a Lord soul can never be in the underworld"),
            P::UnderworldEntry { item } => write!(
                f,
                "underworld entry `{item}` should be a soul letter: C, E, H or S"
            ),
            P::Turn { value } => write!(f, "turn `{value}` should be white or black"),
            P::Quiet { value } => write!(f, "quiet `{value}` is not a number"),
            P::Ply { value } => write!(f, "ply `{value}` is not a number"),
            P::UnknownLine { line } => write!(f, "unknown line `{line}:`"),
            P::MissingTurn => f.write_str("missing `turn: white` or `turn: black`"),
            P::Lords { side, found } => write!(
                f,
                "{side} must have exactly one Lord soul on the board (found {found})"
            ),
            P::InCheck { side, turn } => write!(f, "{side} is in check but it is {turn}'s turn"),
            P::NotABeing { token } => write!(f, "`{token}` is not a being like `wP(C,E)@d4`"),
            P::NotASoul { soul, token } => write!(
                f,
                "`{soul}` in `{token}` is not a soul letter (L, C, E, H, S)"
            ),
            P::NoRoom { token } => write!(
                f,
                "`{token}`: a Priestess hosts up to three Chariot, Elephant or Horse souls; any \
                 other body hosts at most one soul"
            ),
            P::TooManySouls => f.write_str("a body hosts at most three souls"),
        }
    }
}
