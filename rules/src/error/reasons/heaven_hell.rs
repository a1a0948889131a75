//! Heaven and Hell's own reasons.

use super::SquareName;
use crate::heaven_hell::pieces::{Kind, Piece};
use crate::heaven_hell::Entry;
use crate::Side;
use serde::{Deserialize, Serialize};

/// One of the three planes: a rulebook term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Plane {
    /// Heaven (`V:`).
    Heaven,
    /// Earth (`E:`).
    Earth,
    /// Hell (`L:`).
    Hell,
}

impl Plane {
    /// The plane of the board's index (0 Heaven, 1 Earth, 2 Hell).
    pub(crate) fn of(plane: u8) -> Plane {
        match plane {
            0 => Plane::Heaven,
            1 => Plane::Earth,
            _ => Plane::Hell,
        }
    }

    /// The board's index of the plane.
    pub(crate) fn index(self) -> u8 {
        self as u8
    }
}

/// An item lying on a square: a rulebook term.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Item {
    /// Fire.
    Fire,
    /// Ice.
    Ice,
    /// A Chaos Orb.
    Orb,
    /// Coins.
    Coins,
}

reasons! {
    /// A piece named with its owner: "White's Pawn", "the Imp".
    pub enum HeavenHellPiece {
        /// A piece of `side`.
        Owned { side: Side, kind: Kind } = "hh-piece-owned",
        /// A neutral piece.
        Neutral { kind: Kind } = "hh-piece-neutral",
    }
}

impl HeavenHellPiece {
    /// How the words name `p` with its owner.
    pub(crate) fn of(p: &Piece) -> Self {
        match p.color.side() {
            Some(side) => HeavenHellPiece::Owned { side, kind: p.kind },
            None => HeavenHellPiece::Neutral { kind: p.kind },
        }
    }

    /// Its kind.
    pub fn kind(&self) -> Kind {
        match self {
            HeavenHellPiece::Owned { kind, .. } | HeavenHellPiece::Neutral { kind } => *kind,
        }
    }
}

reasons! {
    /// A piece named by where it stands: "Knight on E:e4", "2×2 Rook on V:a1".
    pub enum HeavenHellPieceAt {
        /// A `size`×`size` piece of `kind` anchored on `square` (the size is left out at 1).
        At { size: i8, kind: Kind, square: SquareName } = "hh-piece-at",
    }
}

impl HeavenHellPieceAt {
    /// How the words name `p` by its square.
    pub(crate) fn of(p: &Piece) -> Self {
        HeavenHellPieceAt::At {
            size: p.k(),
            kind: p.kind,
            square: SquareName(crate::heaven_hell::board::psq_name(p.plane, p.anchor)),
        }
    }
}

reasons! {
    /// What a piece can do instead, after a refused move.
    pub enum HeavenHellOptions {
        /// Nothing.
        NoMove = "hh-options-none",
        /// These moves, in notation.
        Moves { moves: Vec<String> } = "hh-options-moves",
    }
}

impl HeavenHellOptions {
    /// The options of a piece whose legal moves are `moves`.
    pub(crate) fn of(moves: Vec<String>) -> Self {
        if moves.is_empty() {
            HeavenHellOptions::NoMove
        } else {
            HeavenHellOptions::Moves { moves }
        }
    }
}

reasons! {
    /// A shop entry open now, with its price.
    pub enum HeavenHellOffer {
        /// `entry` (its code) for `price` coins.
        Offer { entry: String, price: u32 } = "hh-offer",
    }
}

reasons! {
    /// Why a piece cannot land where a move takes it (rulings R15–R78).
    pub enum HeavenHellLanding {
        /// The side's own piece stands there.
        OntoAlly { kind: Kind, square: SquareName } = "hh-landing-onto-ally",
        /// A step forward onto an occupied square.
        StepOccupied { kind: Kind, piece: HeavenHellPiece, square: SquareName } = "hh-landing-step-occupied",
        /// En passant by a piece that is not a size-1 Pawn.
        EnPassantSize { square: SquareName } = "hh-landing-en-passant-size",
        /// A diagonal step with nothing to capture.
        DiagonalNoEnemy { kind: Kind, square: SquareName } = "hh-landing-diagonal-no-enemy",
        /// A large piece partly off the board.
        OffBoard { size: i8, kind: Kind } = "hh-landing-off-board",
        /// A destroyed square in the footprint.
        Destroyed { square: SquareName } = "hh-landing-destroyed",
        /// A destroyed square on the way.
        WayDestroyed { square: SquareName } = "hh-landing-way-destroyed",
        /// A piece on the way.
        WayBlocked { piece: HeavenHellPiece, square: SquareName } = "hh-landing-way-blocked",
        /// Two squares by a piece that never double-steps.
        NeverTwo { kind: Kind } = "hh-landing-never-two",
        /// A double step by an enlarged Pawn.
        EnlargedPawn = "hh-landing-enlarged-pawn",
        /// A double step off the starting rank.
        DoubleFromStart { rank: i8, side: Side } = "hh-landing-double-from-start",
        /// The square a double step passes is destroyed.
        PassedDestroyed { square: SquareName } = "hh-landing-passed-destroyed",
        /// The square a double step passes is occupied.
        PassedOccupied { square: SquareName, piece: HeavenHellPiece } = "hh-landing-passed-occupied",
        /// A Checker Knight's jump over nothing: the squares it would jump.
        JumpNothing { squares: Vec<SquareName> } = "hh-landing-jump-nothing",
        /// A Checker Knight's jump onto an occupied square.
        JumpOccupied { piece: HeavenHellPiece, square: SquareName } = "hh-landing-jump-occupied",
    }
}

reasons! {
    /// Why a target of a purchase or an ability is not a legal one.
    pub enum HeavenHellTarget {
        /// No piece on the square.
        NoPiece { square: SquareName } = "hh-target-no-piece",
        /// A large piece named by another square than its lower-left one.
        ByLowerLeft { size: i8, kind: Kind, square: SquareName } = "hh-target-by-lower-left",
        /// The square is destroyed.
        Destroyed { square: SquareName } = "hh-target-destroyed",
        /// Fire on an occupied square.
        FireOccupied { piece: HeavenHellPiece, square: SquareName } = "hh-target-fire-occupied",
        /// Fire where Fire lies.
        FireAlready { square: SquareName } = "hh-target-fire-already",
        /// Stunning a King.
        KingsNoStun = "hh-target-kings-no-stun",
        /// `to-earth` for a piece the side does not control.
        ToEarthNotControlled { piece: HeavenHellPiece } = "hh-target-to-earth-not-controlled",
        /// `to-earth` for a royal piece.
        ToEarthRoyal { kind: Kind } = "hh-target-to-earth-royal",
        /// `to-earth` for a piece on Earth.
        OnEarth { kind: Kind } = "hh-target-on-earth",
        /// `upgrade` for a royal piece.
        UpgradeRoyal { kind: Kind } = "hh-target-upgrade-royal",
        /// `upgrade` for a piece with no upgrade.
        NoUpgrade { kind: Kind } = "hh-target-no-upgrade",
        /// `kill` for a standard piece.
        KillStandard { kind: Kind } = "hh-target-kill-standard",
        /// `curse` for a royal piece.
        CurseRoyal { kind: Kind } = "hh-target-curse-royal",
        /// `curse` for a Cursed piece.
        CursedAlready { kind: Kind } = "hh-target-cursed-already",
        /// `forgive` for a piece that is no Murderer.
        NotMurderer { kind: Kind } = "hh-target-not-murderer",
        /// A 2×2 area named by a square that cannot be its lower-left one.
        AreaCorner { square: SquareName } = "hh-target-area-corner",
        /// A 2×2 area all destroyed.
        AreaDestroyed { square: SquareName } = "hh-target-area-destroyed",
        /// A 2×2 area with no Fire or Ice to thaw.
        AreaNoItems { square: SquareName } = "hh-target-area-no-items",
        /// A new piece off the back rank.
        BackRank { rank: i8 } = "hh-target-back-rank",
        /// A new piece onto an occupied square.
        NotEmptyPiece { square: SquareName, piece: HeavenHellPiece } = "hh-target-not-empty-piece",
        /// A new piece onto an item.
        NotEmptyItem { square: SquareName } = "hh-target-not-empty-item",
        /// `teleport` for a piece the side does not control.
        TeleportNotControlled { piece: HeavenHellPiece } = "hh-target-teleport-not-controlled",
        /// `teleport` to another plane.
        TeleportPlane { kind: Kind, plane: Plane } = "hh-target-teleport-plane",
        /// `teleport` to where the piece stands.
        TeleportSame { kind: Kind, square: SquareName } = "hh-target-teleport-same",
        /// A relocation partly off the board.
        RelocationOffBoard { size: i8, kind: Kind } = "hh-target-relocation-off-board",
        /// A relocation onto an ally.
        RelocationAlly { ally: Kind, square: SquareName, kind: Kind } = "hh-target-relocation-ally",
    }
}

reasons! {
    /// Why a Heaven and Hell action is not allowed (rulings §4.5).
    pub enum HeavenHellRefusal {
        /// A decision's answer with no decision open.
        NoDecision = "hh-no-decision",
        /// `trap` with no trap to plant.
        NoTrapToPlant = "hh-no-trap-to-plant",
        /// `end` as the first action of a turn.
        EndFirst = "hh-end-first",
        /// A Secret Trap's square that cannot take it.
        TrapSquare { square: SquareName } = "hh-trap-square",
        /// Text that does not answer the Secret Trap decision; `prompt` is the decision's prompt.
        NotTrapAnswer { text: String, prompt: String } = "hh-not-trap-answer",
        /// Text that does not answer the open decision; `piece_hint` when it names a move (only
        /// the named piece's moves answer it), `double_move` for a Double Move (never castles).
        NotAnswer {
            text: String,
            prompt: String,
            piece_hint: bool,
            double_move: bool,
            answers: Vec<String>,
        } = "hh-not-answer",
        /// The Angel acts only for the richer player.
        AngelCoins { mine: u32, opponent: Side, theirs: u32 } = "hh-angel-coins",
        /// Another side's piece (`owner` none: nobody's).
        NotYours { kind: Kind, square: SquareName, owner: Option<Side> } = "hh-not-yours",
        /// A Stunned piece.
        Stunned { kind: Kind, square: SquareName, stacks: u8 } = "hh-stunned",
        /// A move from a square to itself.
        GoesNowhere { square: SquareName, options: HeavenHellOptions } = "hh-goes-nowhere",
        /// A move the piece's pattern does not have.
        CannotGo { piece: HeavenHellPieceAt, to: SquareName, options: HeavenHellOptions } = "hh-cannot-go",
        /// A King's castling written as a move.
        CastleByKing { castling: String } = "hh-castle-by-king",
        /// A move that cannot land.
        Landing { why: HeavenHellLanding, options: HeavenHellOptions } = "hh-landing",
        /// Undoing the opponent's Imp move as the first action.
        ImpBan { piece: HeavenHellPieceAt, to: SquareName, opponent: Side, options: HeavenHellOptions } = "hh-imp-ban",
        /// A promotion to another kind than Q, R, B, N.
        PromoteLetter { letter: String, bare: String } = "hh-promote-letter",
        /// An Experienced Pawn's promotion written with the move.
        ExperiencedPromote { letter: String, bare: String } = "hh-experienced-promote",
        /// A promotion letter on a move that does not promote.
        NoPromotion { letter: String, bare: String } = "hh-no-promotion",
        /// A move not legal now, for no more particular reason.
        CannotGoNow { piece: HeavenHellPieceAt, to: SquareName, options: HeavenHellOptions } = "hh-cannot-go-now",
        /// A shot by a piece that does not shoot.
        NotAShooter { piece: HeavenHellPieceAt, options: HeavenHellOptions } = "hh-not-a-shooter",
        /// A shot the piece's pattern does not have (a Fortress's, or a Mounted Archer's).
        ShotPattern { piece: HeavenHellPieceAt, target: SquareName, options: HeavenHellOptions } = "hh-shot-pattern",
        /// A target block off the board.
        ShotOffBoard { options: HeavenHellOptions } = "hh-shot-off-board",
        /// A shot at nothing.
        ShotNothing { target: SquareName, options: HeavenHellOptions } = "hh-shot-nothing",
        /// A shot at no enemy.
        ShotNoEnemy { target: SquareName, options: HeavenHellOptions } = "hh-shot-no-enemy",
        /// A shot at a piece that cannot be captured now.
        ShotProtected { piece: HeavenHellPiece, square: SquareName, options: HeavenHellOptions } = "hh-shot-protected",
        /// A shot not legal now, for no more particular reason.
        CannotShootNow { piece: HeavenHellPieceAt, target: SquareName, options: HeavenHellOptions } = "hh-cannot-shoot-now",
        /// Castling off Earth.
        CastleNotEarth { plane: Plane } = "hh-castle-not-earth",
        /// Castling with no King on its square.
        CastleNeedsKing { square: SquareName } = "hh-castle-needs-king",
        /// Castling with an enlarged King.
        CastleKingEnlarged = "hh-castle-king-enlarged",
        /// Castling with a King that moved.
        CastleKingMoved = "hh-castle-king-moved",
        /// Castling with a Stunned King.
        CastleKingStunned = "hh-castle-king-stunned",
        /// Castling with no Rook on its square (`long`: queen-side).
        CastleNeedsRook { long: bool, square: SquareName } = "hh-castle-needs-rook",
        /// Castling with an enlarged Rook.
        CastleRookEnlarged { square: SquareName } = "hh-castle-rook-enlarged",
        /// Castling with a Rook that moved.
        CastleRookMoved { square: SquareName } = "hh-castle-rook-moved",
        /// Castling with a Stunned Rook.
        CastleRookStunned { square: SquareName } = "hh-castle-rook-stunned",
        /// A destroyed square between King and Rook.
        CastlePathDestroyed { square: SquareName } = "hh-castle-path-destroyed",
        /// A piece between King and Rook.
        CastlePathPiece { piece: HeavenHellPiece, square: SquareName } = "hh-castle-path-piece",
        /// An item between King and Rook.
        CastlePathItem { item: Item, square: SquareName } = "hh-castle-path-item",
        /// Castling not legal now, for no more particular reason.
        CastleNotLegal = "hh-castle-not-legal",
        /// A shop entry that chaos removed.
        Removed { code: String, open: Vec<HeavenHellOffer> } = "hh-shop-removed",
        /// A shop entry still locked.
        Locked { code: String, open: Vec<HeavenHellOffer> } = "hh-shop-locked",
        /// Too few coins for the entry.
        NotEnoughCoins { code: String, price: u32, coins: u32 } = "hh-not-enough-coins",
        /// A target that is not a legal one; `example` a legal purchase of the entry, if any.
        Target { why: HeavenHellTarget, example: Option<String> } = "hh-target",
        /// No square left for another trap.
        TrapNoSquare = "hh-trap-no-square",
        /// An entry with no legal target now.
        NoLegalTarget { code: String, entry: Entry } = "hh-no-legal-target",
        /// Not a legal target of the entry.
        NotLegalTarget { code: String, entry: Entry, example: Option<String> } = "hh-not-legal-target",
        /// A Wizard's word by another piece.
        WizardOnly { word: String, piece: HeavenHellPieceAt } = "hh-wizard-only",
        /// A Wizard with no free square next to it.
        WizardNoSquare { piece: HeavenHellPieceAt, word: String } = "hh-wizard-no-square",
        /// A Wizard's ability not legal now.
        WizardNotNow { piece: HeavenHellPieceAt, word: String } = "hh-wizard-not-now",
        /// A pull by another piece than a Warlock.
        WarlockOnly { piece: HeavenHellPieceAt } = "hh-warlock-only",
        /// A pull from another plane than Hell.
        PullFromHell { square: SquareName } = "hh-pull-from-hell",
        /// A pull of a piece the side does not control.
        PullNotControlled { piece: HeavenHellPiece } = "hh-pull-not-controlled",
        /// A pulled piece that cannot land on Earth.
        PullCannotCome { why: HeavenHellTarget } = "hh-pull-cannot-come",
        /// A pull not legal now.
        PullNotNow { piece: HeavenHellPieceAt } = "hh-pull-not-now",
        /// A portal by a piece without a Portal Gun.
        NoPortal { piece: HeavenHellPieceAt } = "hh-no-portal",
        /// A King with a Portal Gun.
        KingPortal = "hh-king-portal",
        /// A portal to the plane the piece is in.
        PortalSamePlane { piece: HeavenHellPieceAt, plane: Plane } = "hh-portal-same-plane",
        /// A portal whose landing is refused.
        PortalCannotGo { plane: Plane, why: HeavenHellTarget } = "hh-portal-cannot-go",
        /// A portal not legal now.
        PortalNotNow { piece: HeavenHellPieceAt } = "hh-portal-not-now",
        /// A Checker Knight's second jump that cannot follow the first.
        SecondJump { text: String, first: String } = "hh-second-jump",
        /// Not an answer of the open decision.
        NotAnAnswer = "hh-not-an-answer",
        /// Not a legal move now.
        NotLegalNow = "hh-not-legal-now",
    }
}

reasons! {
    /// What is wrong with a text that is not a Heaven and Hell action.
    pub enum HeavenHellUnreadable {
        /// Nothing typed.
        Empty = "hh-empty",
        /// A plane prefix that is no plane.
        NotAPlane { plane: String } = "hh-not-a-plane",
        /// Not an action at all.
        NotAnAction { text: String } = "hh-not-an-action",
        /// Not a square.
        NotASquare { text: String } = "hh-not-a-square",
        /// A Secret Trap's square that is not a square.
        TrapNotSquare { text: String } = "hh-trap-not-square",
        /// `trap` without its square.
        TrapWhere = "hh-trap-where",
        /// A move naming one square.
        OneSquare { options: HeavenHellOptions } = "hh-one-square",
        /// A third square by another piece than a Checker Knight.
        ThirdSquare { options: HeavenHellOptions } = "hh-third-square",
        /// A second jump after a step.
        JumpChain { from: SquareName, to: String } = "hh-jump-chain",
        /// `buy` without the entry; `open` what the shop offers now.
        BuyWhat { open: Vec<HeavenHellOffer> } = "hh-buy-what",
        /// An entry code that is no entry; `entries` the codes.
        NoSuchEntry { code: String, entries: Vec<String> } = "hh-no-such-entry",
        /// A purchase's target that is not a square.
        TargetNotSquare { text: String } = "hh-target-not-square",
        /// Too many or too few targets for the entry; `example` a legal purchase of it, if any.
        TargetCount { code: String, entry: Entry, count: u8, example: Option<String> } = "hh-target-count",
        /// `use` without a piece.
        UseWhat = "hh-use-what",
        /// `use` with no ability word.
        UseHow = "hh-use-how",
        /// A Wizard's ability with a target.
        WizardTarget { at: String, word: String } = "hh-wizard-target",
        /// A pull without the square in Hell.
        PullWhat = "hh-pull-what",
        /// A pull with more than one square.
        PullOne { at: String, square: String } = "hh-pull-one",
        /// A portal without its plane.
        PortalWhere = "hh-portal-where",
        /// A portal with more than its plane.
        PortalOnly { at: String, plane: String } = "hh-portal-only",
        /// A plane letter that could be Heaven or Hell.
        AmbiguousPlane = "hh-ambiguous-plane",
        /// A character that is part of no action.
        NotPartOfAction { text: String } = "hh-not-part-of-action",
    }
}

reasons! {
    /// Why a Heaven and Hell position text or stored state cannot be read.
    pub enum HeavenHellPosition {
        /// No header line.
        Header = "hh-pos-header",
        /// The engine's line does not parse; `error` is the parser's own text.
        Engine { error: String } = "hh-pos-engine",
        /// A piece off the board.
        PieceOffBoard { line: String } = "hh-pos-piece-off-board",
        /// A piece id used twice.
        PieceIdTwice { id: u32 } = "hh-pos-piece-id-twice",
        /// Two pieces on one square.
        TwoPieces { square: SquareName } = "hh-pos-two-pieces",
        /// A bad `rng` line.
        Rng { line: String } = "hh-pos-rng",
        /// More unsure traps than traps.
        TrapCount = "hh-pos-trap-count",
        /// A trap with no owner.
        TrapOwner = "hh-pos-trap-owner",
        /// An `ep` line with no square.
        EnPassant = "hh-pos-en-passant",
        /// A line that is not part of the format.
        UnknownLine { word: String } = "hh-pos-unknown-line",
        /// A `turn` line with no side.
        TurnSide = "hh-pos-turn-side",
        /// An unknown word in the `turn` line.
        TurnWord { word: String } = "hh-pos-turn-word",
        /// An unknown item.
        ItemKind { line: String } = "hh-pos-item-kind",
        /// Fire and Ice on one square.
        FireAndIce = "hh-pos-fire-and-ice",
        /// A number missing.
        Number { line: String } = "hh-pos-number",
        /// A plane missing.
        PlaneExpected { line: String } = "hh-pos-plane-expected",
        /// A square missing.
        SquareExpected { line: String } = "hh-pos-square-expected",
        /// A shop word not `code:price`.
        ShopWord { word: String } = "hh-pos-shop-word",
        /// An unknown shop entry.
        ShopEntry { code: String } = "hh-pos-shop-entry",
        /// A shop entry twice.
        ShopTwice { code: String } = "hh-pos-shop-twice",
        /// A bad price.
        ShopPrice { word: String } = "hh-pos-shop-price",
        /// More unlocked entries than entries.
        ShopUnlocked = "hh-pos-shop-unlocked",
        /// A colour missing.
        Colour { line: String } = "hh-pos-colour",
        /// A piece type missing.
        PieceType { line: String } = "hh-pos-piece-type",
        /// A history flag without records.
        HistoryRecords = "hh-pos-history-records",
        /// An unknown piece flag.
        PieceFlag { word: String } = "hh-pos-piece-flag",
        /// A bad history record.
        History { record: String } = "hh-pos-history",
        /// Not 192 item squares in a stored state.
        ItemSquares { found: usize } = "hh-pos-item-squares",
        /// A stored piece off the board.
        StoredOffBoard { id: u32 } = "hh-pos-stored-off-board",
        /// A stored piece id repeated or not yet issued.
        StoredId { id: u32 } = "hh-pos-stored-id",
        /// A stored trap or mark off the board.
        MarkOffBoard = "hh-pos-mark-off-board",
        /// A number that is no stored value of a notation type (`what`, lower-case).
        NotStored { number: u8, what: String } = "hh-pos-not-stored",
        /// A chaos effect number that does not exist.
        NoChaos { number: u8 } = "hh-pos-no-chaos",
    }
}
