//! Battlefield Chess's own reasons.

use crate::battlefield::pieces::{Kind, Passive, Special};
use crate::battlefield::SkillAction;
use crate::{Side, Square};

reasons! {
    /// Why a Battlefield Chess action is not allowed.
    pub enum BattlefieldRefusal {
        /// `end` before the first action of a turn.
        EndFirst = "bf-end-first",
        /// The action would defeat a King.
        DefeatsKing { side: Side } = "bf-defeats-king",
        /// The action would leave the side's King in check.
        LeavesCheck = "bf-leaves-check",
        /// The piece belongs to the other side.
        NotYours { piece: Kind, square: Square } = "bf-not-yours",
        /// A second action by another piece than the Cheered one.
        SecondByCheered { square: Square } = "bf-second-by-cheered",
        /// A promotion to a kind a pawn cannot become.
        PromotionKinds = "bf-promotion-kinds",
        /// The same, said shorter (a swap's promotion).
        PromotionLetters = "bf-promotion-letters",
        /// A promotion where no pawn reaches its last rank.
        OnlyPawnPromotes = "bf-only-pawn-promotes",
        /// A move or attack onto a friend.
        OwnPiece { square: Square, piece: Kind } = "bf-own-piece",
        /// After passing through a friend, the second action is a plain move.
        SecondPlain = "bf-second-plain",
        /// Castling as a second action.
        CastleSecond = "bf-castle-second",
        /// A Healing Staff user attacking.
        StaffCannotAttack { piece: Kind } = "bf-staff-cannot-attack",
        /// An attack the piece cannot make.
        CannotAttack { piece: Kind, from: Square, to: Square } = "bf-cannot-attack",
        /// No en passant here.
        NoEnPassant = "bf-no-en-passant",
        /// A move the piece cannot make.
        CannotMove { piece: Kind, from: Square, to: Square } = "bf-cannot-move",
        /// A skill from an empty square.
        NoPieceThere = "bf-no-piece-there",
        /// A skill the piece does not have; `special` is the one it has.
        NotItsSkill { piece: Kind, square: Square, skill: SkillAction, special: Special } = "bf-not-its-skill",
        /// A swap where one of the two could not move to the other's square.
        CannotSwap { piece: Kind, square: Square, target: Square } = "bf-cannot-swap",
        /// A skill aimed at no friend.
        NeedsFriend { skill: SkillAction } = "bf-needs-friend",
        /// A target out of the user's reach.
        OutOfReach { target: Square, piece: Kind, square: Square } = "bf-out-of-reach",
        /// Healing or a sacrifice for a piece at full HP.
        FullHp { piece: Kind, square: Square } = "bf-full-hp",
        /// Sacrifice with too little HP.
        SacrificeHp { min: i32 } = "bf-sacrifice-hp",
        /// Cheer for a piece that has Cheer itself.
        HasCheer { piece: Kind, square: Square } = "bf-has-cheer",
        /// Cheer for a piece already Cheered.
        AlreadyCheered { piece: Kind, square: Square } = "bf-already-cheered",
        /// Cure for a piece without a curse.
        NoCurse { piece: Kind, square: Square } = "bf-no-curse",
        /// A forecast for a Healing Staff user.
        StaffNeverAttacks { piece: Kind } = "bf-staff-never-attacks",
        /// A forecast with no enemy on the target.
        NoEnemy { piece: Kind, from: Square, to: Square } = "bf-no-enemy",
        /// Castling after the King or the Rook moved.
        CastleMoved = "bf-castle-moved",
        /// Castling with the Rook gone.
        CastleRookGone = "bf-castle-rook-gone",
        /// Castling through pieces.
        CastleBetween = "bf-castle-between",
        /// Castling through or into attack.
        CastleAttacked = "bf-castle-attacked",
    }
}

reasons! {
    /// What is wrong with a text that is not a Battlefield Chess action.
    pub enum BattlefieldUnreadable {
        /// A square off the board.
        SquaresRange = "bf-squares-range",
        /// A pawn's promotion without the piece.
        PromotionMissing { from: Square, to: Square } = "bf-promotion-missing",
        /// A swap bringing a pawn to its last rank without its promotion.
        SwapPromotion = "bf-swap-promotion",
        /// A letter that is no promotion.
        NotPromotion { letter: String } = "bf-not-promotion",
        /// Not an action: how actions are written.
        How = "bf-how",
        /// A forecast asked as an action.
        Question = "bf-question",
        /// An unknown word.
        UnknownAction { word: String } = "bf-unknown-action",
        /// A forecast not written from-to.
        ForecastForm = "bf-forecast-form",
    }
}

reasons! {
    /// Why a piece's loadout breaks the seed's restrictions.
    pub enum BattlefieldLoadout {
        /// Heal without a Staff.
        HealNeedsStaff = "bf-loadout-heal-needs-staff",
        /// A Special that a Healing Staff cannot use.
        SpecialWithStaff { special: Special } = "bf-loadout-special-with-staff",
        /// Guard with a Bow or Throwing Knives.
        GuardRanged = "bf-loadout-guard-ranged",
        /// Group Cheer without a Healing Staff.
        GroupCheerNeedsStaff = "bf-loadout-group-cheer-needs-staff",
        /// Two passives of one Type.
        TwoOfType { tier: u8 } = "bf-loadout-two-of-type",
        /// Live to Serve without a Healing Staff.
        LiveToServeNeedsStaff = "bf-loadout-live-to-serve-needs-staff",
        /// A passive that a Healing Staff cannot use.
        PassiveWithStaff { passive: Passive } = "bf-loadout-passive-with-staff",
    }
}

reasons! {
    /// Why a Battlefield Chess position text cannot be read.
    pub enum BattlefieldPosition {
        /// Not six or seven fields.
        Fields = "bf-pos-fields",
        /// The pre-battle field is neither `done` nor `due`.
        PreBattle { found: String } = "bf-pos-pre-battle",
        /// The side to move is not w or b.
        SideToMove = "bf-pos-side-to-move",
        /// The turn is not a number from 1.
        Turn = "bf-pos-turn",
        /// The turn's parity and the side to move disagree.
        TurnParity = "bf-pos-turn-parity",
        /// The en passant field is not a square.
        EnPassantSquare = "bf-pos-en-passant-square",
        /// The second action's square holds no piece of the side to move.
        SecondPiece = "bf-pos-second-piece",
        /// A second action while the pre-battle is due.
        SecondBeforePreBattle = "bf-pos-second-before-pre-battle",
        /// Not 8 ranks.
        RankCount = "bf-pos-rank-count",
        /// An unknown piece letter.
        UnknownLetter { letter: String } = "bf-pos-unknown-letter",
        /// A rank runs past 8 squares.
        RankTooLong { rank: usize } = "bf-pos-rank-too-long",
        /// A rank with fewer than 8 squares.
        RankShort { rank: usize } = "bf-pos-rank-short",
        /// Castling rights in other letters.
        Castling = "bf-pos-castling",
        /// The second-action field is not a square.
        SecondSquare = "bf-pos-second-square",
        /// An annotation not `<square>:<tokens>`.
        Annotation { note: String } = "bf-pos-annotation",
        /// A bad square in an annotation.
        BadSquare { text: String } = "bf-pos-bad-square",
        /// An annotation for an empty square.
        AnnotationEmpty { text: String } = "bf-pos-annotation-empty",
        /// A side without exactly one King.
        Kings { side: Side } = "bf-pos-kings",
        /// A pawn on the first or last rank.
        PawnOn { square: Square } = "bf-pos-pawn-on",
        /// HP out of range.
        Hp { square: Square, max: i32 } = "bf-pos-hp",
        /// Charge too high.
        Charge { square: Square } = "bf-pos-charge",
        /// A loadout the seed does not allow.
        Loadout { square: Square, why: BattlefieldLoadout } = "bf-pos-loadout",
        /// An en passant square not behind a double-stepped pawn.
        EnPassantBehind = "bf-pos-en-passant-behind",
        /// An unknown special.
        UnknownSpecial { id: String } = "bf-pos-unknown-special",
        /// More than three passives.
        Passives = "bf-pos-passives",
        /// An unknown passive.
        UnknownPassive { id: String } = "bf-pos-unknown-passive",
        /// A token without its number.
        TokenNumber { token: String } = "bf-pos-token-number",
        /// An unknown token.
        UnknownToken { token: String } = "bf-pos-unknown-token",
        /// An effect with no turn left.
        EffectTurns { token: String } = "bf-pos-effect-turns",
    }
}
