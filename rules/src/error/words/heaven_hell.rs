//! Heaven and Hell's refusals in English.

use super::super::reasons::heaven_hell::{
    HeavenHellLanding, HeavenHellOffer, HeavenHellOptions, HeavenHellPiece, HeavenHellPieceAt,
    HeavenHellPosition, HeavenHellRefusal, HeavenHellTarget, HeavenHellUnreadable, Item, Plane,
};
use super::some;
use crate::heaven_hell::board::{plane_letter, plane_name};
use crate::heaven_hell::pieces::Kind;
use crate::heaven_hell::Entry;
use std::fmt;

/// The examples a malformed action is answered with.
const EXAMPLES: &str =
    "Examples: `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.";

/// How abilities are written.
const FORMS: &str = "Abilities: `use E:c4 fire`, `use E:c4 ice` (Wizard), `use E:a1 pull L:e5` \
                     (Warlock), `use E:d4 portal V` (Portal Gun).";

/// How a piece moves, for a move its pattern does not have.
fn how_it_moves(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => {
            "a Pawn steps one square forward (two from its starting rank, onto empty squares) \
             and captures one square diagonally forward"
        }
        Kind::Knight => "a Knight leaps in an L: two squares one way and one the other",
        Kind::Bishop | Kind::Wizard | Kind::Archbishop => "it slides diagonally",
        Kind::Rook | Kind::Warlock => "it slides along ranks and files",
        Kind::Fortress => {
            "a Fortress slides along ranks and files, and shoots its 4 diagonal neighbours (`*`)"
        }
        Kind::Scout => "a Scout slides along ranks and files, or leaps to a corner of its plane",
        Kind::Queen | Kind::Angel => "it slides along ranks, files and diagonals",
        Kind::King => "a King steps one square in any direction (castling is `O-O` / `O-O-O`)",
        Kind::Bomber | Kind::Imp | Kind::Devil => {
            "it moves like a Pawn: one square forward onto an empty square, or diagonally \
             forward to capture, never two"
        }
        Kind::Checker => {
            "a Checker Knight moves like a Pawn, or jumps over an orthogonally adjacent piece to \
             the empty square beyond"
        }
        Kind::Leopard => "a Leopard leaps to a square 1 or 2 files and 1 or 2 ranks away",
        Kind::Archer => {
            "a Mounted Archer leaps like a Knight or two squares straight, and may shoot those \
             squares instead (`*`)"
        }
    }
}

/// What an entry's targets must be, and how many it takes.
fn needs(entry: Entry) -> &'static str {
    match entry {
        Entry::Stun => "a non-King piece",
        Entry::ToEarth => "a non-royal piece of yours in Heaven or Hell",
        Entry::Upgrade => "a non-royal piece that has an upgrade",
        Entry::Kill => "a non-standard piece",
        Entry::Curse => "a non-royal piece that is not Cursed",
        Entry::Forgive => "a Murderer",
        Entry::Fire => "an unoccupied square",
        Entry::Thaw => "a 2×2 area with Fire or Ice, by its lower-left square",
        Entry::Freeze => "a 2×2 area, by its lower-left square",
        Entry::Rook | Entry::Knight | Entry::Bishop => {
            "an empty square of your back rank, on any plane"
        }
        Entry::Teleport => "a piece you control and its destination on the same plane",
        Entry::Trap | Entry::Orb | Entry::TwoActions => "no target",
    }
}

/// " For example: `…`." after a usage, when there is an example.
struct Example<'a>(&'a Option<String>);

impl fmt::Display for Example<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(e) => write!(f, " For example: `{e}`."),
            None => Ok(()),
        }
    }
}

/// What the shop offers, joined.
fn offers(open: &[HeavenHellOffer]) -> String {
    let list: Vec<String> = open.iter().map(ToString::to_string).collect();
    list.join(", ")
}

fn plane(p: Plane) -> &'static str {
    plane_name(p.index())
}

impl fmt::Display for HeavenHellPiece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeavenHellPiece::Owned { side, kind } => write!(f, "{side}'s {}", kind.title()),
            HeavenHellPiece::Neutral { kind } => write!(f, "the {}", kind.title()),
        }
    }
}

impl fmt::Display for HeavenHellPieceAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeavenHellPieceAt::At { size, kind, square } => {
                if *size > 1 {
                    write!(f, "{size}×{size} ")?;
                }
                write!(f, "{} on {square}", kind.title())
            }
        }
    }
}

impl fmt::Display for HeavenHellOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeavenHellOptions::NoMove => f.write_str("It has no legal move now."),
            HeavenHellOptions::Moves { moves } => {
                write!(f, "Its legal moves now: {}.", some(moves, 20))
            }
        }
    }
}

impl fmt::Display for HeavenHellOffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeavenHellOffer::Offer { entry, price } => write!(f, "{entry} ({price} coins)"),
        }
    }
}

impl fmt::Display for HeavenHellLanding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellLanding as L;
        match self {
            L::OntoAlly { kind, square } => write!(
                f,
                "Your own {} stands on {square}: a piece never moves onto an ally (R26).",
                kind.title()
            ),
            L::StepOccupied {
                kind,
                piece,
                square,
            } => write!(
                f,
                "A {} steps forward only onto an empty square; {piece} stands on {square}.",
                kind.title()
            ),
            L::EnPassantSize { square } => write!(
                f,
                "Only a size-1 Pawn captures en passant (R16, R70); {square} stands empty."
            ),
            L::DiagonalNoEnemy { kind, square } => write!(
                f,
                "A {} moves diagonally only to capture: there is no enemy on {square}.",
                kind.title()
            ),
            L::OffBoard { size, kind } => write!(
                f,
                "The {size}×{size} {} would stand partly off the board (R31).",
                kind.title()
            ),
            L::Destroyed { square } => {
                write!(f, "{square} is destroyed (R49): nothing can land there.")
            }
            L::WayDestroyed { square } => {
                write!(f, "The way crosses the destroyed square {square} (R49).")
            }
            L::WayBlocked { piece, square } => {
                write!(f, "The way is blocked by {piece} on {square}.")
            }
            L::NeverTwo { kind } => write!(
                f,
                "A {} never moves two squares (R15, R76–R78).",
                kind.title()
            ),
            L::EnlargedPawn => f.write_str("An enlarged Pawn cannot double-step (R15)."),
            L::DoubleFromStart { rank, side } => write!(
                f,
                "A Pawn double-steps only from its starting rank (rank {rank} for {side})."
            ),
            L::PassedDestroyed { square } => {
                write!(f, "The square it passes, {square}, is destroyed (R49).")
            }
            L::PassedOccupied { square, piece } => write!(
                f,
                "The square it passes, {square}, must be empty: {piece} stands there."
            ),
            L::JumpNothing { squares } => {
                let list: Vec<String> = squares.iter().map(|s| s.0.clone()).collect();
                write!(
                    f,
                    "A Checker Knight jumps only over an adjacent piece; nothing stands on {}.",
                    list.join(", ")
                )
            }
            L::JumpOccupied { piece, square } => write!(
                f,
                "A Checker Knight's jump lands only on empty squares; {piece} stands on {square}."
            ),
        }
    }
}

impl HeavenHellTarget {
    /// The words of the refusals about the piece a purchase targets.
    fn fmt_piece(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellTarget as T;
        match self {
            T::KingsNoStun => f.write_str("Kings cannot be stunned."),
            T::ToEarthNotControlled { piece } => write!(
                f,
                "`to-earth` moves only a piece you control (R93); {piece} is not."
            ),
            T::ToEarthRoyal { kind } => write!(
                f,
                "`to-earth` moves only a non-royal piece; the {} is royal.",
                kind.title()
            ),
            T::OnEarth { kind } => write!(f, "The {} is on Earth already.", kind.title()),
            T::UpgradeRoyal { kind } => write!(
                f,
                "`upgrade` takes only a non-royal piece; the {} is royal.",
                kind.title()
            ),
            T::NoUpgrade { kind } => write!(f, "The {} has no upgrade (R87).", kind.title()),
            T::KillStandard { kind } => write!(
                f,
                "`kill` takes only a non-standard piece; the {} is a standard chess piece.",
                kind.title()
            ),
            T::CurseRoyal { kind } => write!(
                f,
                "`curse` takes only a non-royal piece; the {} is royal.",
                kind.title()
            ),
            T::CursedAlready { kind } => write!(f, "The {} is Cursed already.", kind.title()),
            T::NotMurderer { kind } => write!(
                f,
                "The {} is not a Murderer: there is nothing to forgive.",
                kind.title()
            ),
            other => unreachable!("{other:?} has its words in another table"),
        }
    }
}

impl fmt::Display for HeavenHellTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellTarget as T;
        match self {
            T::NoPiece { square } => write!(f, "There is no piece on {square}."),
            T::ByLowerLeft { size, kind, square } => write!(
                f,
                "Name the {size}×{size} {} by its lower-left square, {square}.",
                kind.title()
            ),
            T::Destroyed { square } => write!(f, "{square} is destroyed (R49)."),
            T::FireOccupied { piece, square } => write!(
                f,
                "Fire starts only on an unoccupied square; {piece} stands on {square}."
            ),
            T::FireAlready { square } => write!(f, "There is Fire on {square} already."),
            T::AreaCorner { square } => write!(
                f,
                "A 2×2 area is named by its lower-left square, files a–g and ranks 1–7; {square} \
                 is not one."
            ),
            T::AreaDestroyed { square } => {
                write!(f, "Every square of the area from {square} is destroyed.")
            }
            T::AreaNoItems { square } => {
                write!(f, "The 2×2 area from {square} holds no Fire or Ice.")
            }
            T::BackRank { rank } => write!(
                f,
                "A new piece goes on your back rank (rank {rank}), on any plane (R96)."
            ),
            T::NotEmptyPiece { square, piece } => {
                write!(f, "{square} is not empty: {piece} stands there.")
            }
            T::NotEmptyItem { square } => write!(
                f,
                "{square} is not empty: an item lies there (HH-17: no piece and no item)."
            ),
            T::TeleportNotControlled { piece } => write!(
                f,
                "`teleport` moves only a piece you control (R93); {piece} is not."
            ),
            T::TeleportPlane { kind, plane: p } => write!(
                f,
                "`teleport` stays on the same plane: the {} is in {}, so the destination must be \
                 a `{}:` square.",
                kind.title(),
                plane(*p),
                plane_letter(p.index())
            ),
            T::TeleportSame { kind, square } => write!(
                f,
                "The {} is on {square} already: name another square.",
                kind.title()
            ),
            T::RelocationOffBoard { size, kind } => write!(
                f,
                "The {size}×{size} {} would stand partly off the board there.",
                kind.title()
            ),
            T::RelocationAlly { ally, square, kind } => write!(
                f,
                "Your own {} stands on {square}: the {} cannot land on an ally.",
                ally.title(),
                kind.title()
            ),
            other => other.fmt_piece(f),
        }
    }
}

impl HeavenHellRefusal {
    /// The words of the refusals about a move or a shot.
    fn fmt_move(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellRefusal as R;
        match self {
            R::GoesNowhere { square, options } => write!(
                f,
                "A move goes somewhere: from and to are both {square}. {options}"
            ),
            R::CannotGo { piece, to, options } => {
                let HeavenHellPieceAt::At { kind, .. } = piece;
                write!(
                    f,
                    "The {piece} cannot go to {to}: {}. {options}",
                    how_it_moves(*kind)
                )
            }
            R::CastleByKing { castling } => {
                write!(f, "A King moves one square; to castle, send `{castling}`.")
            }
            R::Landing { why, options } => write!(f, "{why} {options}"),
            R::ImpBan {
                piece,
                to,
                opponent,
                options,
            } => write!(
                f,
                "The {piece} cannot go straight back to {to} now: {opponent}'s last action moved \
                 it from there with no side effect, and undoing it is not allowed as your first \
                 action (R76). {options}"
            ),
            R::PromoteLetter { letter, bare } => write!(
                f,
                "A Pawn promotes to a Queen, Rook, Bishop or Knight: `=Q`, `=R`, `=B` or `=N`, \
                 not `={letter}`; or send `{bare}` and choose after."
            ),
            R::ExperiencedPromote { letter, bare } => write!(
                f,
                "An Experienced Pawn capturing onto its last rank chooses a promotion or an \
                 upgrade after the move (R18): send `{bare}` without `={letter}`."
            ),
            R::NoPromotion { letter, bare } => write!(
                f,
                "`{bare}` does not promote (no Pawn reaches its last rank): leave out \
                 `={letter}`."
            ),
            R::CannotGoNow { piece, to, options } => {
                write!(f, "The {piece} cannot go to {to} now. {options}")
            }
            other => other.fmt_shot(f),
        }
    }

    /// The words of the refusals about a shot.
    fn fmt_shot(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellRefusal as R;
        match self {
            R::NotAShooter { piece, options } => write!(
                f,
                "Only a Mounted Archer or a Fortress shoots (`*`); the {piece} cannot. {options}"
            ),
            R::ShotPattern {
                piece,
                target,
                options,
            } => {
                let HeavenHellPieceAt::At { kind, .. } = piece;
                let why = if *kind == Kind::Fortress {
                    "a Fortress shoots only its 4 diagonal neighbours"
                } else {
                    "a Mounted Archer shoots only the squares it could leap to (a Knight's, or two \
                     squares straight)"
                };
                write!(f, "The {piece} cannot shoot {target}: {why}. {options}")
            }
            R::ShotOffBoard { options } => write!(
                f,
                "The target block must lie on the board (HH-2). {options}"
            ),
            R::ShotNothing { target, options } => {
                write!(f, "There is nothing on {target} to shoot. {options}")
            }
            R::ShotNoEnemy { target, options } => write!(
                f,
                "A shot captures enemies only; {target} holds none. {options}"
            ),
            R::ShotProtected {
                piece,
                square,
                options,
            } => {
                let why = if piece.kind() == Kind::King {
                    "an allied Fortress stands next to it"
                } else {
                    "an allied Archbishop shares its rank or file"
                };
                write!(
                    f,
                    "{piece} on {square} cannot be captured now (R25: {why}), so it cannot be \
                     shot. {options}"
                )
            }
            R::CannotShootNow {
                piece,
                target,
                options,
            } => write!(f, "The {piece} cannot shoot {target} now. {options}"),
            other => other.fmt_castle(f),
        }
    }

    /// The words of the refusals about castling.
    fn fmt_castle(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellRefusal as R;
        match self {
            R::CastleNotEarth { plane: p } => write!(
                f,
                "Castling happens only on Earth (R19), not in {}.",
                plane(*p)
            ),
            R::CastleNeedsKing { square } => {
                write!(f, "Castling needs your King on {square} (R19).")
            }
            R::CastleKingEnlarged => f.write_str("An enlarged King cannot castle (R19)."),
            R::CastleKingMoved => {
                f.write_str("Your King has moved, so it can no longer castle (R19).")
            }
            R::CastleKingStunned => f.write_str("Your King is Stunned and cannot castle (R54)."),
            R::CastleNeedsRook { long, square } => write!(
                f,
                "Castling {}-side needs your Rook on {square} (R19).",
                if *long { "queen" } else { "king" }
            ),
            R::CastleRookEnlarged { square } => write!(
                f,
                "The Rook on {square} is enlarged and cannot castle (R19)."
            ),
            R::CastleRookMoved { square } => write!(
                f,
                "The Rook on {square} has moved, so it can no longer castle (R19)."
            ),
            R::CastleRookStunned { square } => {
                write!(f, "The Rook on {square} is Stunned (R54).")
            }
            R::CastlePathDestroyed { square } => write!(
                f,
                "The castling path is not empty: {square} is destroyed (R19, R49)."
            ),
            R::CastlePathPiece { piece, square } => write!(
                f,
                "The castling path is not empty: {piece} stands on {square} (R19)."
            ),
            R::CastlePathItem { item, square } => {
                let what = match item {
                    Item::Fire => "Fire lies",
                    Item::Ice => "Ice lies",
                    Item::Orb => "a Chaos Orb lies",
                    Item::Coins => "coins lie",
                };
                write!(
                    f,
                    "The castling path is not empty: {what} on {square} (R19: no piece and no \
                     item between King and Rook)."
                )
            }
            R::CastleNotLegal => f.write_str("Castling is not legal now."),
            other => other.fmt_shop(f),
        }
    }

    /// The words of the refusals about the shop.
    fn fmt_shop(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellRefusal as R;
        match self {
            R::Removed { code, open } => write!(
                f,
                "`{code}` is no longer in the shop (removed by chaos, R95). Open now: {}.",
                offers(open)
            ),
            R::Locked { code, open } => write!(
                f,
                "`{code}` is still locked: each purchase unlocks the next entry (R92). Open now: \
                 {}.",
                offers(open)
            ),
            R::NotEnoughCoins { code, price, coins } => {
                write!(f, "`{code}` costs {price} coins; you have {coins} (R9).")
            }
            R::Target { why, example } => write!(f, "{why}{}", Example(example)),
            R::TrapNoSquare => {
                f.write_str("`trap`: there is no square left for another of your traps (R107).")
            }
            R::NoLegalTarget { code, entry } => write!(
                f,
                "`{code}` has no legal target now: it needs {}.",
                needs(*entry)
            ),
            R::NotLegalTarget {
                code,
                entry,
                example,
            } => write!(
                f,
                "That is not a legal target for `{code}`: it needs {}.{}",
                needs(*entry),
                Example(example)
            ),
            other => other.fmt_ability(f),
        }
    }

    /// The words of the refusals about abilities, and the rest.
    fn fmt_ability(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellRefusal as R;
        match self {
            R::WizardOnly { word, piece } => write!(
                f,
                "Only a Wizard sets {word} with `use`; the {piece} is not one (R79)."
            ),
            R::WizardNoSquare { piece, word } => write!(
                f,
                "The {piece} has no unoccupied square orthogonally next to it to set {word} on \
                 (R79)."
            ),
            R::WizardNotNow { piece, word } => write!(f, "The {piece} cannot use {word} now."),
            R::WarlockOnly { piece } => write!(
                f,
                "Only a Warlock pulls pieces out of Hell; the {piece} is not one (R82)."
            ),
            R::PullFromHell { square } => write!(
                f,
                "A Warlock pulls only from Hell: name an `L:` square, not {square}."
            ),
            R::PullNotControlled { piece } => write!(
                f,
                "A Warlock pulls only a piece you control (R82); {piece} is not."
            ),
            R::PullCannotCome { why } => write!(f, "It cannot come to Earth: {why}"),
            R::PullNotNow { piece } => write!(f, "The {piece} cannot pull that piece now."),
            R::NoPortal { piece } => write!(f, "The {piece} has no Portal Gun (R59)."),
            R::KingPortal => f.write_str("A King can never use a Portal Gun (R59)."),
            R::PortalSamePlane { piece, plane: p } => write!(
                f,
                "The {piece} is in {} already: name one of the other two planes.",
                plane(*p)
            ),
            R::PortalCannotGo { plane: p, why } => {
                write!(f, "It cannot go to {}: {why}", plane(*p))
            }
            R::PortalNotNow { piece } => write!(f, "The {piece} cannot use its Portal Gun now."),
            R::SecondJump { text, first } => write!(
                f,
                "The second jump of `{text}` cannot be made after the first: a Checker Knight \
                 jumps again only over an adjacent piece onto an empty square, still alive and on \
                 its plane (R78, HH-8). Send `{first}` alone, then choose among the second jumps \
                 offered."
            ),
            R::NotAnAnswer => f.write_str("That does not answer the open decision."),
            R::NotLegalNow => f.write_str("That move is not legal now."),
            other => unreachable!("{other:?} has its words in another table"),
        }
    }
}

impl fmt::Display for HeavenHellRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellRefusal as R;
        match self {
            R::NoDecision => f.write_str("There is no open decision to answer now."),
            R::NoTrapToPlant => {
                f.write_str("There is no Secret Trap to plant now: `buy trap` first.")
            }
            R::EndFirst => f.write_str(
                "`end` gives up the rest of a turn's bonus actions; the first action of a turn \
                 cannot be skipped (R4).",
            ),
            R::TrapSquare { square } => write!(
                f,
                "{square} cannot take your Secret Trap: it goes on an existing square with no \
                 piece and none of your own traps (R107)."
            ),
            R::NotTrapAnswer { text, prompt } => {
                write!(f, "`{text}` does not answer the open decision: {prompt}.")
            }
            R::NotAnswer {
                text,
                prompt,
                piece_hint,
                double_move,
                answers,
            } => {
                write!(f, "`{text}` does not answer the open decision: {prompt}")?;
                if *piece_hint {
                    write!(
                        f,
                        " (only moves of the piece named there, from where it stands, answer \
                         it{})",
                        if *double_move {
                            "; a Double Move never castles"
                        } else {
                            ""
                        }
                    )?;
                }
                write!(f, ". Answers: {}.", some(answers, 20))
            }
            R::AngelCoins {
                mine,
                opponent,
                theirs,
            } => write!(
                f,
                "The Angel acts only for the player with strictly more coins (R21): you have \
                 {mine}, {opponent} has {theirs}."
            ),
            R::NotYours {
                kind,
                square,
                owner,
            } => write!(
                f,
                "The {} on {square} is {}'s, not yours.",
                kind.title(),
                owner.map_or("nobody", crate::Side::name)
            ),
            R::Stunned {
                kind,
                square,
                stacks,
            } => write!(
                f,
                "The {} on {square} is Stunned ({stacks} {} left) and cannot act (R54).",
                kind.title(),
                if *stacks == 1 { "stack" } else { "stacks" }
            ),
            other => other.fmt_move(f),
        }
    }
}

impl fmt::Display for HeavenHellUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellUnreadable as U;
        match self {
            U::Empty => f.write_str("Type an action, e.g. `e2e4`."),
            U::NotAPlane { plane } => write!(
                f,
                "`{plane}:` is not a plane: use `E:` (Earth), `V:` (Heaven) or `L:` (Hell)."
            ),
            U::NotAnAction { text } => write!(f, "`{text}` is not an action. {EXAMPLES}"),
            U::NotASquare { text } => write!(
                f,
                "`{text}` is not a square: files run from a to h and ranks from 1 to 8."
            ),
            U::TrapNotSquare { text } => write!(
                f,
                "`{text}` is not a square: name a plane and a square such as `trap E:d5` (files \
                 a–h, ranks 1–8)."
            ),
            U::TrapWhere => f.write_str("Name the square for your Secret Trap: `trap E:d5`."),
            U::OneSquare { options } => write!(
                f,
                "A move names two squares, from and to (e.g. `E:e2-e4`). {options}"
            ),
            U::ThirdSquare { options } => write!(
                f,
                "Only a Checker Knight names a third square, for its second jump \
                 (`E:d4-d6-d8`). {options}"
            ),
            U::JumpChain { from, to } => write!(
                f,
                "Only a jump can be followed by a second jump (R78): send `{from}-{to}` alone, or \
                 start the chain with a jump."
            ),
            U::BuyWhat { open } => write!(
                f,
                "Say what to buy: `buy <entry> [targets]`. Open now: {}.",
                offers(open)
            ),
            U::NoSuchEntry { code, entries } => write!(
                f,
                "There is no shop entry `{code}`. The entries: {}.",
                entries.join(", ")
            ),
            U::TargetNotSquare { text } => write!(
                f,
                "`{text}` is not a target square: write a plane and a square, e.g. `E:g8`."
            ),
            U::TargetCount {
                code,
                entry,
                count,
                example,
            } => {
                match count {
                    0 => write!(f, "`buy {code}` takes no target")?,
                    1 => write!(f, "`buy {code}` takes one target: {}", needs(*entry))?,
                    _ => write!(f, "`buy {code}` takes two targets: {}", needs(*entry))?,
                }
                write!(f, ".{}", Example(example))
            }
            U::UseWhat => write!(f, "`use` names the piece first. {FORMS}"),
            U::UseHow => f.write_str(FORMS),
            U::WizardTarget { at, word } => write!(
                f,
                "`use {at} {word}` takes no target: the Wizard sets {word} on the free squares \
                 next to it (R79). Send `use {at} {word}`."
            ),
            U::PullWhat => {
                f.write_str("Name the piece to pull by its square in Hell: `use E:a1 pull L:e5`.")
            }
            U::PullOne { at, square } => write!(
                f,
                "`use {at} pull` takes one square, the piece's in Hell: `use {at} pull {square}`."
            ),
            U::PortalWhere => {
                f.write_str("Name the plane to go to: `use E:d4 portal V` (V, E or L).")
            }
            U::PortalOnly { at, plane } => write!(
                f,
                "`use {at} portal` takes only the plane: `use {at} portal {plane}`."
            ),
            U::AmbiguousPlane => f.write_str("ambiguous plane: use V (Heaven) or L (Hell)"),
            U::NotPartOfAction { text } => write!(
                f,
                "`{text}` is not part of any action. Examples: `e2e4`, `V:d4xe5`, `E:O-O`, `use \
                 E:c4 ice`, `end`."
            ),
        }
    }
}

impl fmt::Display for HeavenHellPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use HeavenHellPosition as P;
        match self {
            P::Header => f.write_str("The first line must be `heaven-and-hell 1`."),
            P::Engine { error } => write!(f, "engine: {error}"),
            P::PieceOffBoard { line } => write!(f, "piece off the board in `{line}`"),
            P::PieceIdTwice { id } => write!(f, "piece id #{id} used twice"),
            P::TwoPieces { square } => write!(f, "two pieces on {square}"),
            P::Rng { line } => write!(f, "rng: `rng <seed> <word position>` in `{line}`"),
            P::TrapCount => f.write_str("trapcount: more unsure traps than traps"),
            P::TrapOwner => f.write_str("trap: owner expected"),
            P::EnPassant => f.write_str("ep: square expected"),
            P::UnknownLine { word } => write!(f, "unknown line `{word}`"),
            P::TurnSide => f.write_str("turn: white or black"),
            P::TurnWord { word } => write!(f, "turn: unknown `{word}`"),
            P::ItemKind { line } => write!(f, "item: coin, fire, ice or orb in `{line}`"),
            P::FireAndIce => f.write_str("Fire and Ice cannot share a square (4.4)."),
            P::Number { line } => write!(f, "number expected in `{line}`"),
            P::PlaneExpected { line } => write!(f, "plane expected in `{line}`"),
            P::SquareExpected { line } => write!(f, "square expected in `{line}`"),
            P::ShopWord { word } => write!(f, "shop: `code:price` expected, got `{word}`"),
            P::ShopEntry { code } => write!(f, "shop: unknown entry `{code}`"),
            P::ShopTwice { code } => write!(f, "shop: `{code}` twice"),
            P::ShopPrice { word } => write!(f, "shop: bad price in `{word}`"),
            P::ShopUnlocked => f.write_str("shop: more unlocked entries than entries"),
            P::Colour { line } => write!(f, "colour expected in `{line}`"),
            P::PieceType { line } => write!(f, "piece type expected in `{line}`"),
            P::HistoryRecords => f.write_str("history: records expected"),
            P::PieceFlag { word } => write!(f, "unknown piece flag `{word}`"),
            P::History { record } => write!(f, "history: `{record}`"),
            P::ItemSquares { found } => write!(f, "{found} item squares instead of 192"),
            P::StoredOffBoard { id } => write!(f, "piece {id} is off the board"),
            P::StoredId { id } => write!(f, "piece id {id} is repeated or not yet issued"),
            P::MarkOffBoard => f.write_str("a trap or mark is off the board"),
            P::NotStored { number, what } => write!(f, "{number} is not a stored {what}"),
            P::NoChaos { number } => write!(f, "there is no chaos effect #{number}"),
        }
    }
}
