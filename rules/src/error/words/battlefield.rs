//! Battlefield Chess's refusals in English.

use super::super::reasons::battlefield::{
    BattlefieldLoadout, BattlefieldPosition, BattlefieldRefusal, BattlefieldUnreadable,
};
use std::fmt;

/// How actions are written.
const HOW: &str = "Write a move or attack as from-to (`e2e4`, `b2g7`, `e7e8q` to promote), a \
                   skill as `heal c1>e3` (also cheer, sacrifice, cure, swap), castling as `e1g1` \
                   or `O-O`, and `end` to finish a Cheered turn.";

impl BattlefieldRefusal {
    /// The words of the refusals about skills.
    fn fmt_skill(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BattlefieldRefusal as R;
        match self {
            R::NoPieceThere => f.write_str("There is no piece there."),
            R::NotItsSkill {
                piece,
                square,
                skill,
                special,
            } => write!(
                f,
                "The {} on {square} cannot {}: its skill is {}.",
                piece.name(),
                skill.word(),
                special.name()
            ),
            R::CannotSwap {
                piece,
                square,
                target,
            } => write!(
                f,
                "The {} on {square} cannot swap with {target}: each must be able to move to the \
                 other's square.",
                piece.name()
            ),
            R::NeedsFriend { skill } => {
                write!(f, "{} needs a friendly piece as target.", skill.word())
            }
            R::OutOfReach {
                target,
                piece,
                square,
            } => write!(
                f,
                "{target} is out of the {} on {square}'s reach.",
                piece.name()
            ),
            R::FullHp { piece, square } => {
                write!(f, "The {} on {square} is already at full HP.", piece.name())
            }
            R::SacrificeHp { min } => write!(f, "Sacrifice needs at least {min} HP."),
            R::HasCheer { piece, square } => {
                write!(f, "The {} on {square} has Cheer itself.", piece.name())
            }
            R::AlreadyCheered { piece, square } => {
                write!(f, "The {} on {square} is already Cheered.", piece.name())
            }
            R::NoCurse { piece, square } => {
                write!(f, "The {} on {square} has no curse to cure.", piece.name())
            }
            other => unreachable!("{other:?} has its words in another table"),
        }
    }
}

impl fmt::Display for BattlefieldRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BattlefieldRefusal as R;
        match self {
            R::EndFirst => {
                f.write_str("`end` only finishes a Cheered turn after its first action.")
            }
            R::DefeatsKing { side } => write!(
                f,
                "That would defeat the {side} King; no King may ever be defeated."
            ),
            R::LeavesCheck => f.write_str("That would leave your King in check."),
            R::NotYours { piece, square } => {
                write!(f, "The {} on {square} is not yours.", piece.name())
            }
            R::SecondByCheered { square } => write!(
                f,
                "This turn's second action must be made by the Cheered piece on {square}, or \
                 send `end`."
            ),
            R::PromotionKinds => {
                f.write_str("A pawn promotes to q, r, b, n, w (Beast) or d (Demon).")
            }
            R::PromotionLetters => f.write_str("A pawn promotes to q, r, b, n, w or d."),
            R::OnlyPawnPromotes => f.write_str("Only a pawn reaching its last rank promotes."),
            R::OwnPiece { square, piece } => write!(
                f,
                "{square} holds your own {}; only skills target friends.",
                piece.name()
            ),
            R::SecondPlain => f.write_str(
                "After passing through a friend, the second action must be a plain move.",
            ),
            R::CastleSecond => f.write_str("Castling cannot be a second action."),
            R::StaffCannotAttack { piece } => write!(
                f,
                "The {} wields a Healing Staff and cannot attack.",
                piece.name()
            ),
            R::CannotAttack { piece, from, to } => {
                write!(f, "The {} on {from} cannot attack {to}.", piece.name())
            }
            R::NoEnPassant => f.write_str("En passant is not possible here."),
            R::CannotMove { piece, from, to } => {
                write!(f, "The {} on {from} cannot move to {to}.", piece.name())
            }
            R::StaffNeverAttacks { piece } => write!(
                f,
                "The {} wields a Healing Staff and never attacks.",
                piece.name()
            ),
            R::NoEnemy { piece, from, to } => write!(
                f,
                "The {} on {from} has no enemy to attack on {to}.",
                piece.name()
            ),
            R::CastleMoved => f.write_str(
                "Castling is not possible: the King or that Rook has left its starting square.",
            ),
            R::CastleRookGone => f.write_str("Castling is not possible: the Rook is gone."),
            R::CastleBetween => f.write_str(
                "Castling is not possible: the squares between King and Rook must be empty.",
            ),
            R::CastleAttacked => f.write_str(
                "Castling is not possible: the King, or a square it crosses or lands on, is \
                 under attack.",
            ),
            other => other.fmt_skill(f),
        }
    }
}

impl fmt::Display for BattlefieldUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BattlefieldUnreadable as U;
        match self {
            U::SquaresRange => f.write_str("Squares are a1 to h8."),
            U::PromotionMissing { from, to } => write!(
                f,
                "Say what the pawn promotes to, e.g. {from}{to}q (q, r, b, n, w = Beast, d = \
                 Demon)."
            ),
            U::SwapPromotion => f.write_str(
                "This swap brings a pawn to its last rank: add its promotion, e.g. `swap \
                 e7>e8q`.",
            ),
            U::NotPromotion { letter } => write!(
                f,
                "'{letter}' is not a promotion: use q, r, b, n, w (Beast) or d (Demon)."
            ),
            U::How => f.write_str(HOW),
            U::Question => f.write_str(
                "That is a question, not an action: use /forecast (or `forecast b2g7` in local \
                 play).",
            ),
            U::UnknownAction { word } => write!(f, "Unknown action '{word}'. {HOW}"),
            U::ForecastForm => f.write_str("Ask for a forecast as from-to, e.g. `b2g7`."),
        }
    }
}

impl fmt::Display for BattlefieldLoadout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BattlefieldLoadout as L;
        match self {
            L::HealNeedsStaff => f.write_str("Heal needs a Staff user"),
            L::SpecialWithStaff { special } => {
                write!(f, "{} cannot be used with a Healing Staff", special.name())
            }
            L::GuardRanged => f.write_str("Guard cannot be used with a Bow or Throwing Knives"),
            L::GroupCheerNeedsStaff => f.write_str("Group Cheer needs a Healing Staff"),
            L::TwoOfType { tier } => write!(f, "two Type {tier} passives"),
            L::LiveToServeNeedsStaff => f.write_str("Live to Serve needs a Healing Staff"),
            L::PassiveWithStaff { passive } => {
                write!(f, "{} cannot be used with a Healing Staff", passive.name())
            }
        }
    }
}

impl fmt::Display for BattlefieldPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BattlefieldPosition as P;
        match self {
            P::Fields => f.write_str(
                "A position has six fields: board, side (w/b), turn, castling, en passant, \
                 second action; and optionally a seventh, the pre-battle (`done` or `due`).",
            ),
            P::PreBattle { found } => {
                write!(f, "The pre-battle field is `done` or `due`, not `{found}`.")
            }
            P::SideToMove => f.write_str("The side to move is w or b."),
            P::Turn => f.write_str("The turn is a number from 1."),
            P::TurnParity => f.write_str("White plays the odd turns and Black the even ones."),
            P::EnPassantSquare => f.write_str("Bad en passant square."),
            P::SecondPiece => {
                f.write_str("The second-action square must hold a piece of the side to move.")
            }
            P::SecondBeforePreBattle => f.write_str(
                "A Cheered piece's second action comes after the turn's pre-battle: the \
                 pre-battle field must be `done`.",
            ),
            P::RankCount => f.write_str("The board needs 8 ranks separated by '/'."),
            P::UnknownLetter { letter } => write!(f, "Unknown piece letter '{letter}'."),
            P::RankTooLong { rank } => write!(f, "Rank {rank} has more than 8 squares."),
            P::RankShort { rank } => write!(f, "Rank {rank} does not have 8 squares."),
            P::Castling => f.write_str("Castling rights are written with K, Q, k, q or -."),
            P::SecondSquare => f.write_str("Bad second-action square."),
            P::Annotation { note } => {
                write!(f, "Annotation '{note}' should be <square>:<tokens>.")
            }
            P::BadSquare { text } => write!(f, "Bad square '{text}'."),
            P::AnnotationEmpty { text } => write!(f, "Annotation for empty square {text}."),
            P::Kings { side } => write!(f, "{side} needs exactly one King."),
            P::PawnOn { square } => write!(f, "A pawn cannot stand on {square}."),
            P::Hp { square, max } => {
                write!(f, "HP of the piece on {square} must be 0..={max}.")
            }
            P::Charge { square } => write!(f, "Charge of the piece on {square} is too high."),
            P::Loadout { square, why } => write!(f, "Piece on {square}: {why}."),
            P::EnPassantBehind => {
                f.write_str("The en passant square must be just behind a pawn that double-stepped.")
            }
            P::UnknownSpecial { id } => write!(f, "Unknown special '{id}'."),
            P::Passives => f.write_str("At most three passives."),
            P::UnknownPassive { id } => write!(f, "Unknown passive '{id}'."),
            P::TokenNumber { token } => write!(f, "Token '{token}' needs a number."),
            P::UnknownToken { token } => write!(f, "Unknown token '{token}'."),
            P::EffectTurns { token } => {
                write!(f, "Effect '{token}' needs at least 1 turn left.")
            }
        }
    }
}
