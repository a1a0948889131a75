//! The vocabulary of Battlefield Chess: piece kinds, unit types, weapons, elements, skills,
//! timed effects, and the piece itself.

use super::profiles::{self, EffectData};
use crate::error::BattlefieldLoadout;
use crate::Side;
use serde::{Deserialize, Serialize};

/// What a piece is. Pawns differ by starting file (Archer a/h, Pikeman b/g, Scout c/f,
/// Footman d/e); Beast and Demon exist only by promotion; Cleric only with the optional rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// K.
    King,
    /// Q.
    Queen,
    /// R.
    Rook,
    /// B.
    Bishop,
    /// N.
    Knight,
    /// A: pawn of the a and h files.
    Archer,
    /// P: pawn of the b and g files.
    Pikeman,
    /// S: pawn of the c and f files.
    Scout,
    /// F: pawn of the d and e files.
    Footman,
    /// W: promotion only; moves as King plus Knight.
    Beast,
    /// D: promotion only; moves as Bishop plus Knight.
    Demon,
    /// C: optional rule only; moves as a Bishop, heals with a Healing Staff.
    Cleric,
}

impl Kind {
    /// Every kind, in data-table order.
    pub const ALL: [Kind; 12] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Archer,
        Kind::Pikeman,
        Kind::Scout,
        Kind::Footman,
        Kind::Beast,
        Kind::Demon,
        Kind::Cleric,
    ];

    /// What a pawn may promote to, in notation order.
    pub const PROMOTIONS: [Kind; 6] = [
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Beast,
        Kind::Demon,
    ];

    /// The upper-case display letter.
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Archer => 'A',
            Kind::Pikeman => 'P',
            Kind::Scout => 'S',
            Kind::Footman => 'F',
            Kind::Beast => 'W',
            Kind::Demon => 'D',
            Kind::Cleric => 'C',
        }
    }

    /// The kind with display letter `c` (either case).
    pub fn from_letter(c: char) -> Option<Kind> {
        let up = c.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| k.letter() == up)
    }

    /// The kind whose [`Kind::name`] is `name`.
    pub fn named(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            Kind::King => "King",
            Kind::Queen => "Queen",
            Kind::Rook => "Rook",
            Kind::Bishop => "Bishop",
            Kind::Knight => "Knight",
            Kind::Archer => "Archer",
            Kind::Pikeman => "Pikeman",
            Kind::Scout => "Scout",
            Kind::Footman => "Footman",
            Kind::Beast => "Beast",
            Kind::Demon => "Demon",
            Kind::Cleric => "Cleric",
        }
    }

    /// Whether this is one of the four pawn profiles.
    pub fn is_pawn(self) -> bool {
        matches!(
            self,
            Kind::Archer | Kind::Pikeman | Kind::Scout | Kind::Footman
        )
    }

    /// The pawn profile of a pawn starting on `file` (0 = a).
    pub fn pawn_of_file(file: u8) -> Kind {
        match file {
            0 | 7 => Kind::Archer,
            1 | 6 => Kind::Pikeman,
            2 | 5 => Kind::Scout,
            _ => Kind::Footman,
        }
    }

    /// How the piece moves and attacks.
    pub fn moves(self) -> Moves {
        match self {
            Kind::King => Moves::King,
            Kind::Queen => Moves::Queen,
            Kind::Rook => Moves::Rook,
            Kind::Bishop | Kind::Cleric => Moves::Bishop,
            Kind::Knight => Moves::Knight,
            Kind::Beast => Moves::Beast,
            Kind::Demon => Moves::Demon,
            _ => Moves::Pawn,
        }
    }
}

/// Movement patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moves {
    /// One step in any direction.
    King,
    /// Rook and bishop lines.
    Queen,
    /// Straight lines.
    Rook,
    /// Diagonal lines.
    Bishop,
    /// Knight jumps.
    Knight,
    /// Forward steps, diagonal attacks.
    Pawn,
    /// King steps and knight jumps, all leaps.
    Beast,
    /// Diagonal lines and knight jumps.
    Demon,
}

/// Unit types and their advantages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitType {
    /// Beats Infantry and Heavy Infantry.
    Cavalry,
    /// Beats Beast and Infantry.
    Flying,
    /// Beats Demon and Heavy Infantry.
    Infantry,
    /// Beats Demon and Flying.
    HeavyInfantry,
    /// Beats Cavalry and Heavy Infantry.
    Beast,
    /// Beats Beast and Cavalry.
    Demon,
}

impl UnitType {
    /// Whether `self` has the unit-type advantage over `other`.
    pub fn beats(self, other: UnitType) -> bool {
        use UnitType::*;
        matches!(
            (self, other),
            (Cavalry, Infantry | HeavyInfantry)
                | (Flying, Beast | Infantry)
                | (Infantry, Demon | HeavyInfantry)
                | (HeavyInfantry, Demon | Flying)
                | (Beast, Cavalry | HeavyInfantry)
                | (Demon, Beast | Cavalry)
        )
    }

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            UnitType::Cavalry => "Cavalry",
            UnitType::Flying => "Flying",
            UnitType::Infantry => "Infantry",
            UnitType::HeavyInfantry => "Heavy Infantry",
            UnitType::Beast => "Beast",
            UnitType::Demon => "Demon",
        }
    }
}

/// Weapons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weapon {
    /// Magic; effective against Cavalry.
    Staff,
    /// Deals no damage; heals instead.
    HealingStaff,
    /// Physical; effective against Flying.
    Bow,
    /// Physical; beats Sword.
    Spear,
    /// Physical; beats Spear.
    Axe,
    /// Physical; beats Axe.
    Sword,
    /// Physical; lowers the target's DEF.
    ThrowingKnives,
    /// Physical; Beasts only.
    Hand,
    /// Magic; Demons only.
    MagicBeam,
}

impl Weapon {
    /// Whether the weapon deals damage at all.
    pub fn deals_damage(self) -> bool {
        self != Weapon::HealingStaff
    }

    /// Whether it hits M.DEF rather than DEF.
    pub fn is_magic(self) -> bool {
        matches!(self, Weapon::Staff | Weapon::MagicBeam)
    }

    /// Whether `self` has the triangle advantage over `other`.
    pub fn beats(self, other: Weapon) -> bool {
        matches!(
            (self, other),
            (Weapon::Sword, Weapon::Axe)
                | (Weapon::Axe, Weapon::Spear)
                | (Weapon::Spear, Weapon::Sword)
        )
    }

    /// Whether the weapon is effective against `unit`.
    pub fn effective_against(self, unit: UnitType) -> bool {
        matches!(
            (self, unit),
            (Weapon::Staff, UnitType::Cavalry) | (Weapon::Bow, UnitType::Flying)
        )
    }

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            Weapon::Staff => "Staff",
            Weapon::HealingStaff => "Healing Staff",
            Weapon::Bow => "Bow",
            Weapon::Spear => "Spear",
            Weapon::Axe => "Axe",
            Weapon::Sword => "Sword",
            Weapon::ThrowingKnives => "Throwing Knives",
            Weapon::Hand => "Hand",
            Weapon::MagicBeam => "Magic Beam",
        }
    }
}

/// Elements: Water beats Fire beats Ground beats Water.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    /// Neutral.
    None,
    /// Beats Fire.
    Water,
    /// Beats Ground.
    Fire,
    /// Beats Water.
    Ground,
}

impl Element {
    /// Whether `self` beats `other`.
    pub fn beats(self, other: Element) -> bool {
        matches!(
            (self, other),
            (Element::Water, Element::Fire)
                | (Element::Fire, Element::Ground)
                | (Element::Ground, Element::Water)
        )
    }

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            Element::None => "None",
            Element::Water => "Water",
            Element::Fire => "Fire",
            Element::Ground => "Ground",
        }
    }
}

/// The four combat stats that effects change, as array indices.
pub const ATK: usize = 0;
/// DEF index.
pub const DEF: usize = 1;
/// M.DEF index.
pub const MDEF: usize = 2;
/// SPD index.
pub const SPD: usize = 3;

/// The Special or Charge skill slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Special {
    /// Active: a Staff user restores HP of a friend.
    Heal,
    /// Active: a friend may take two actions on its owner's next turn.
    Cheer,
    /// Active: exchange squares with a friend.
    Swap,
    /// Aura: friends in reach get +ATK.
    BoostAtk,
    /// Aura: friends in reach get +DEF.
    BoostDef,
    /// Aura: friends in reach get +M.DEF.
    BoostMdef,
    /// Aura: friends in reach get +SPD.
    BoostSpd,
    /// Active: give HP to a friend.
    Sacrifice,
    /// Active: remove penalties from a friend.
    Cure,
    /// Active: turn a friend's penalties into bonuses.
    CurePlus,
    /// Charge: regain part of the damage dealt.
    LifeLeech,
    /// Charge: the opponent's defences count lower.
    Penetration,
    /// Charge: more damage.
    AdrenalineBoost,
    /// Charge: damage the target and its neighbours before attacking.
    PreemptiveStrike,
    /// Charge: less damage taken.
    Guard,
    /// Charge: survive a lethal strike with 1 HP.
    Miracle,
    /// Charge: a heal boosts the whole army.
    GroupCheer,
}

impl Special {
    /// Every special, for parsing.
    pub const ALL: [Special; 17] = [
        Special::Heal,
        Special::Cheer,
        Special::Swap,
        Special::BoostAtk,
        Special::BoostDef,
        Special::BoostMdef,
        Special::BoostSpd,
        Special::Sacrifice,
        Special::Cure,
        Special::CurePlus,
        Special::LifeLeech,
        Special::Penetration,
        Special::AdrenalineBoost,
        Special::PreemptiveStrike,
        Special::Guard,
        Special::Miracle,
        Special::GroupCheer,
    ];

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            Special::Heal => "Heal",
            Special::Cheer => "Cheer",
            Special::Swap => "Swap",
            Special::BoostAtk => "Boost Attack",
            Special::BoostDef => "Boost Defense",
            Special::BoostMdef => "Boost M. Defense",
            Special::BoostSpd => "Boost Speed",
            Special::Sacrifice => "Sacrifice",
            Special::Cure => "Cure",
            Special::CurePlus => "Cure+",
            Special::LifeLeech => "Life Leech",
            Special::Penetration => "Penetration",
            Special::AdrenalineBoost => "Adrenaline Boost",
            Special::PreemptiveStrike => "Preemptive Strike",
            Special::Guard => "Guard",
            Special::Miracle => "Miracle",
            Special::GroupCheer => "Group Cheer",
        }
    }

    /// The id used in position texts.
    pub fn id(self) -> &'static str {
        match self {
            Special::Heal => "heal",
            Special::Cheer => "cheer",
            Special::Swap => "swap",
            Special::BoostAtk => "boost-atk",
            Special::BoostDef => "boost-def",
            Special::BoostMdef => "boost-mdef",
            Special::BoostSpd => "boost-spd",
            Special::Sacrifice => "sacrifice",
            Special::Cure => "cure",
            Special::CurePlus => "cure-plus",
            Special::LifeLeech => "life-leech",
            Special::Penetration => "penetration",
            Special::AdrenalineBoost => "adrenaline",
            Special::PreemptiveStrike => "preemptive",
            Special::Guard => "guard",
            Special::Miracle => "miracle",
            Special::GroupCheer => "group-cheer",
        }
    }

    /// The special with position id `id`.
    pub fn from_id(id: &str) -> Option<Special> {
        Special::ALL.into_iter().find(|s| s.id() == id)
    }

    /// Combats needed to charge (0: not a charge skill).
    pub fn charge_needed(self) -> u8 {
        profiles::charge_needed(self)
    }

    /// The stat a Boost aura raises.
    pub fn boost_stat(self) -> Option<usize> {
        match self {
            Special::BoostAtk => Some(ATK),
            Special::BoostDef => Some(DEF),
            Special::BoostMdef => Some(MDEF),
            Special::BoostSpd => Some(SPD),
            _ => None,
        }
    }
}

/// Passive skills (Types I, II and III).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Passive {
    /// I: +HP permanently.
    HpBoost,
    /// I: +ATK permanently.
    AtkBoost,
    /// I: +DEF permanently.
    DefBoost,
    /// I: +M.DEF permanently.
    MdefBoost,
    /// I: +SPD permanently.
    SpdBoost,
    /// I: bonus when initiating.
    HardHitter,
    /// I: bonus when defending.
    ThickSkin,
    /// I: bonus at low HP.
    PainfulStrength,
    /// I: ×120% when ahead on advantages, else ×90%.
    Overclock,
    /// I: bonus next to a friend.
    Teamwork,
    /// I: bonus with no friend near.
    SoloLeveling,
    /// II: slide through friends.
    PassThrough,
    /// II: counter first at low HP.
    Ambush,
    /// II: guaranteed follow-up at low HP.
    Desperation,
    /// II: extra damage after combat.
    DoubleTap,
    /// II: heals itself when healing.
    LiveToServe,
    /// II: curses the opponent after combat.
    Curse,
    /// II: aura weakening weaker enemies.
    Sabotage,
    /// II: no advantages either way.
    NeutralAdvantage,
    /// II: charges at turn start.
    Charge,
    /// II: less damage when it could counter.
    Parry,
    /// II: heals after combat.
    Recovery,
    /// III: heals part of the HP lost after combat.
    BattleRest,
    /// III: aura boosting friends.
    PowerOfFriendship,
    /// III: aura weakening enemies.
    Threaten,
    /// III: weakens enemies in reach after combat.
    PoisonSmoke,
    /// III: an empty charge becomes 1 at turn start.
    QuickCharge,
}

impl Passive {
    /// Every passive, for parsing.
    pub const ALL: [Passive; 27] = [
        Passive::HpBoost,
        Passive::AtkBoost,
        Passive::DefBoost,
        Passive::MdefBoost,
        Passive::SpdBoost,
        Passive::HardHitter,
        Passive::ThickSkin,
        Passive::PainfulStrength,
        Passive::Overclock,
        Passive::Teamwork,
        Passive::SoloLeveling,
        Passive::PassThrough,
        Passive::Ambush,
        Passive::Desperation,
        Passive::DoubleTap,
        Passive::LiveToServe,
        Passive::Curse,
        Passive::Sabotage,
        Passive::NeutralAdvantage,
        Passive::Charge,
        Passive::Parry,
        Passive::Recovery,
        Passive::BattleRest,
        Passive::PowerOfFriendship,
        Passive::Threaten,
        Passive::PoisonSmoke,
        Passive::QuickCharge,
    ];

    /// The seed's Type: 1, 2 or 3.
    pub fn tier(self) -> u8 {
        use Passive::*;
        match self {
            HpBoost | AtkBoost | DefBoost | MdefBoost | SpdBoost | HardHitter | ThickSkin
            | PainfulStrength | Overclock | Teamwork | SoloLeveling => 1,
            PassThrough | Ambush | Desperation | DoubleTap | LiveToServe | Curse | Sabotage
            | NeutralAdvantage | Charge | Parry | Recovery => 2,
            BattleRest | PowerOfFriendship | Threaten | PoisonSmoke | QuickCharge => 3,
        }
    }

    /// The name players read.
    pub fn name(self) -> &'static str {
        use Passive::*;
        match self {
            HpBoost => "HP Boost",
            AtkBoost => "ATK Boost",
            DefBoost => "DEF Boost",
            MdefBoost => "M. DEF Boost",
            SpdBoost => "SPD Boost",
            HardHitter => "Hard Hitter",
            ThickSkin => "Thick Skin",
            PainfulStrength => "Painful Strength",
            Overclock => "Overclock",
            Teamwork => "Teamwork",
            SoloLeveling => "Solo Leveling",
            PassThrough => "Pass Through",
            Ambush => "Ambush",
            Desperation => "Desperation",
            DoubleTap => "Double Tap",
            LiveToServe => "Live to Serve",
            Curse => "Curse",
            Sabotage => "Sabotage",
            NeutralAdvantage => "Neutral Advantage",
            Charge => "Charge",
            Parry => "Parry",
            Recovery => "Recovery",
            BattleRest => "Battle Rest",
            PowerOfFriendship => "Power of Friendship",
            Threaten => "Threaten",
            PoisonSmoke => "Poison Smoke",
            QuickCharge => "Quick Charge",
        }
    }

    /// The id used in position texts: the name in lower case with dashes.
    pub fn id(self) -> String {
        self.name()
            .to_ascii_lowercase()
            .replace(". ", "")
            .replace(' ', "-")
    }

    /// The passive with position id `id`.
    pub fn from_id(id: &str) -> Option<Passive> {
        Passive::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// Timed effects. A piece carries at most one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// Penalty from Curse.
    Curse,
    /// Penalty from Sabotage.
    Sabotage,
    /// Penalty from Threaten.
    Threaten,
    /// Penalty from Poison Smoke.
    PoisonSmoke,
    /// Bonus from Power of Friendship.
    PowerOfFriendship,
    /// Bonus from a Boost Attack aura.
    BoostAtk,
    /// Bonus from a Boost Defense aura.
    BoostDef,
    /// Bonus from a Boost M. Defense aura.
    BoostMdef,
    /// Bonus from a Boost Speed aura.
    BoostSpd,
    /// Bonus from Group Cheer.
    GroupCheer,
    /// A Curse turned into a bonus by Cure+.
    CuredCurse,
    /// A Sabotage turned into a bonus by Cure+.
    CuredSabotage,
    /// A Threaten turned into a bonus by Cure+.
    CuredThreaten,
    /// A Poison Smoke turned into a bonus by Cure+.
    CuredPoisonSmoke,
}

/// Number of effect kinds (the size of a piece's effect array).
pub const EFFECT_KINDS: usize = 14;

impl EffectKind {
    /// Every kind, in array order.
    pub const ALL: [EffectKind; EFFECT_KINDS] = [
        EffectKind::Curse,
        EffectKind::Sabotage,
        EffectKind::Threaten,
        EffectKind::PoisonSmoke,
        EffectKind::PowerOfFriendship,
        EffectKind::BoostAtk,
        EffectKind::BoostDef,
        EffectKind::BoostMdef,
        EffectKind::BoostSpd,
        EffectKind::GroupCheer,
        EffectKind::CuredCurse,
        EffectKind::CuredSabotage,
        EffectKind::CuredThreaten,
        EffectKind::CuredPoisonSmoke,
    ];

    /// The change to ATK, DEF, M.DEF and SPD.
    pub fn delta(self) -> [i32; 4] {
        let boost = |i: usize| {
            let mut d = [0; 4];
            d[i] = profiles::BOOST.delta[i];
            d
        };
        let neg = |e: EffectData| e.delta.map(|v| -v);
        match self {
            EffectKind::Curse => profiles::CURSE.delta,
            EffectKind::Sabotage => profiles::SABOTAGE.delta,
            EffectKind::Threaten => profiles::THREATEN.delta,
            EffectKind::PoisonSmoke => profiles::POISON_SMOKE.delta,
            EffectKind::PowerOfFriendship => profiles::POWER_OF_FRIENDSHIP.delta,
            EffectKind::BoostAtk => boost(ATK),
            EffectKind::BoostDef => boost(DEF),
            EffectKind::BoostMdef => boost(MDEF),
            EffectKind::BoostSpd => boost(SPD),
            EffectKind::GroupCheer => profiles::GROUP_CHEER.delta,
            EffectKind::CuredCurse => neg(profiles::CURSE),
            EffectKind::CuredSabotage => neg(profiles::SABOTAGE),
            EffectKind::CuredThreaten => neg(profiles::THREATEN),
            EffectKind::CuredPoisonSmoke => neg(profiles::POISON_SMOKE),
        }
    }

    /// Whether Cure removes it (a "curse"), and what Cure+ turns it into.
    pub fn cured(self) -> Option<EffectKind> {
        match self {
            EffectKind::Curse => Some(EffectKind::CuredCurse),
            EffectKind::Sabotage => Some(EffectKind::CuredSabotage),
            EffectKind::Threaten => Some(EffectKind::CuredThreaten),
            EffectKind::PoisonSmoke => Some(EffectKind::CuredPoisonSmoke),
            _ => None,
        }
    }

    /// The name players read.
    pub fn name(self) -> &'static str {
        match self {
            EffectKind::Curse => "Curse",
            EffectKind::Sabotage => "Sabotage",
            EffectKind::Threaten => "Threaten",
            EffectKind::PoisonSmoke => "Poison Smoke",
            EffectKind::PowerOfFriendship => "Power of Friendship",
            EffectKind::BoostAtk => "Boost Attack",
            EffectKind::BoostDef => "Boost Defense",
            EffectKind::BoostMdef => "Boost M. Defense",
            EffectKind::BoostSpd => "Boost Speed",
            EffectKind::GroupCheer => "Group Cheer",
            EffectKind::CuredCurse => "Cured Curse",
            EffectKind::CuredSabotage => "Cured Sabotage",
            EffectKind::CuredThreaten => "Cured Threaten",
            EffectKind::CuredPoisonSmoke => "Cured Poison Smoke",
        }
    }

    /// The id used in position texts.
    pub fn id(self) -> &'static str {
        match self {
            EffectKind::Curse => "curse",
            EffectKind::Sabotage => "sabotage",
            EffectKind::Threaten => "threaten",
            EffectKind::PoisonSmoke => "poison",
            EffectKind::PowerOfFriendship => "friendship",
            EffectKind::BoostAtk => "boost-atk",
            EffectKind::BoostDef => "boost-def",
            EffectKind::BoostMdef => "boost-mdef",
            EffectKind::BoostSpd => "boost-spd",
            EffectKind::GroupCheer => "group-cheer",
            EffectKind::CuredCurse => "cured-curse",
            EffectKind::CuredSabotage => "cured-sabotage",
            EffectKind::CuredThreaten => "cured-threaten",
            EffectKind::CuredPoisonSmoke => "cured-poison",
        }
    }

    /// The kind with position id `id`.
    pub fn from_id(id: &str) -> Option<EffectKind> {
        EffectKind::ALL.into_iter().find(|e| e.id() == id)
    }

    /// A short badge text for the board picture.
    pub fn badge(self) -> &'static str {
        match self {
            EffectKind::Curse => "Cu",
            EffectKind::Sabotage => "Sb",
            EffectKind::Threaten => "Th",
            EffectKind::PoisonSmoke => "Ps",
            EffectKind::PowerOfFriendship => "Pf",
            EffectKind::BoostAtk
            | EffectKind::BoostDef
            | EffectKind::BoostMdef
            | EffectKind::BoostSpd => "Bo",
            EffectKind::GroupCheer => "GC",
            _ => "+",
        }
    }

    /// Whether the effect weakens its carrier.
    pub fn is_penalty(self) -> bool {
        self.cured().is_some()
    }
}

/// One piece on the board, with everything that changes during a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Owner.
    pub side: Side,
    /// Profile.
    pub kind: Kind,
    /// Current HP (0 still stands; below 0 is defeated).
    pub hp: i32,
    /// Charge counter of the charge skill, 0..=N.
    pub charge: u8,
    /// Cheered: may take two actions on its owner's next turn.
    pub cheered: bool,
    /// The Special/Charge skill (from the profile unless customised).
    pub special: Special,
    /// The passives (from the profile unless customised).
    pub passives: [Option<Passive>; 3],
    /// Removal turn of each timed effect by [`EffectKind`] index; 0 = not carried.
    pub effects: [u32; EFFECT_KINDS],
}

impl Piece {
    /// A fresh piece of `kind` for `side`, at full HP.
    pub fn new(side: Side, kind: Kind) -> Piece {
        let p = profiles::profile(kind);
        let mut passives = [None; 3];
        for (slot, pas) in passives.iter_mut().zip(p.passives.iter()) {
            *slot = Some(*pas);
        }
        let mut piece = Piece {
            side,
            kind,
            hp: 0,
            charge: 0,
            cheered: false,
            special: p.special,
            passives,
            effects: [0; EFFECT_KINDS],
        };
        piece.hp = piece.max_hp();
        piece
    }

    /// The profile row.
    pub fn profile(&self) -> &'static profiles::Profile {
        profiles::profile(self.kind)
    }

    /// Whether it has passive `p`.
    pub fn has(&self, p: Passive) -> bool {
        self.passives.contains(&Some(p))
    }

    /// Maximum HP (profile plus HP Boost).
    pub fn max_hp(&self) -> i32 {
        self.profile().hp
            + if self.has(Passive::HpBoost) {
                profiles::NUMBERS.hp_boost
            } else {
                0
            }
    }

    /// Base ATK, DEF, M.DEF, SPD: profile plus permanent Boost passives.
    pub fn base(&self) -> [i32; 4] {
        let p = self.profile();
        let b = profiles::NUMBERS.stat_boost;
        let add = |on: bool| if on { b } else { 0 };
        [
            p.atk + add(self.has(Passive::AtkBoost)),
            p.def + add(self.has(Passive::DefBoost)),
            p.mdef + add(self.has(Passive::MdefBoost)),
            p.spd + add(self.has(Passive::SpdBoost)),
        ]
    }

    /// The timed effects it carries, each with the turn it ends at, in [`EffectKind::ALL`]'s
    /// order.
    pub fn active_effects(&self) -> impl Iterator<Item = (EffectKind, u32)> + '_ {
        EffectKind::ALL
            .iter()
            .zip(self.effects)
            .filter(|(_, ends)| *ends != 0)
            .map(|(kind, ends)| (*kind, ends))
    }

    /// Visible stats: base plus timed effects, never below 0.
    pub fn visible(&self) -> [i32; 4] {
        let mut s = self.base();
        for (kind, _) in self.active_effects() {
            let d = kind.delta();
            for k in 0..4 {
                s[k] += d[k];
            }
        }
        s.map(|v| v.max(0))
    }

    /// The weapon.
    pub fn weapon(&self) -> Weapon {
        self.profile().weapon
    }

    /// Combats needed to charge its charge skill (0 if none).
    pub fn charge_needed(&self) -> u8 {
        self.special.charge_needed()
    }

    /// Whether its charge skill is charged.
    pub fn charged(&self) -> bool {
        let n = self.charge_needed();
        n > 0 && self.charge >= n
    }

    /// Whether its charged skill is `s`.
    pub fn charged_with(&self, s: Special) -> bool {
        self.special == s && self.charged()
    }

    /// Whether HP is below `pct` percent of the maximum.
    pub fn hp_below_pct(&self, pct: i32) -> bool {
        self.hp * 100 < self.max_hp() * pct
    }

    /// Adds `amount` HP, never above the maximum; returns the HP actually gained.
    pub fn heal(&mut self, amount: i32) -> i32 {
        let before = self.hp;
        self.hp = (self.hp + amount.max(0)).min(self.max_hp()).max(self.hp);
        self.hp - before
    }

    /// Gives the piece effect `kind` until `removal` (replacing one of the same name).
    pub fn add_effect(&mut self, kind: EffectKind, removal: u32) {
        self.effects[kind as usize] = removal;
    }

    /// Whether it carries a penalty Cure can remove.
    pub fn has_penalty(&self) -> bool {
        self.active_effects().any(|(k, _)| k.is_penalty())
    }

    /// The board letter: upper case for White, lower for Black.
    pub fn letter(&self) -> char {
        let c = self.kind.letter();
        match self.side {
            Side::White => c,
            Side::Black => c.to_ascii_lowercase(),
        }
    }

    /// Whether its loadout keeps the seed's restrictions; the reason if not.
    pub fn loadout_error(&self) -> Option<BattlefieldLoadout> {
        let w = self.weapon();
        let staff = w == Weapon::HealingStaff;
        let s = self.special;
        if s == Special::Heal && w != Weapon::Staff {
            return Some(BattlefieldLoadout::HealNeedsStaff);
        }
        if staff
            && matches!(
                s,
                Special::LifeLeech
                    | Special::Penetration
                    | Special::AdrenalineBoost
                    | Special::PreemptiveStrike
            )
        {
            return Some(BattlefieldLoadout::SpecialWithStaff { special: s });
        }
        if s == Special::Guard && matches!(w, Weapon::Bow | Weapon::ThrowingKnives) {
            return Some(BattlefieldLoadout::GuardRanged);
        }
        if s == Special::GroupCheer && !staff {
            return Some(BattlefieldLoadout::GroupCheerNeedsStaff);
        }
        let mut tiers = [false; 4];
        for p in self.passives.iter().flatten() {
            if tiers[p.tier() as usize] {
                return Some(BattlefieldLoadout::TwoOfType { tier: p.tier() });
            }
            tiers[p.tier() as usize] = true;
            if *p == Passive::LiveToServe && !staff {
                return Some(BattlefieldLoadout::LiveToServeNeedsStaff);
            }
            if staff
                && matches!(
                    p,
                    Passive::Ambush | Passive::Desperation | Passive::DoubleTap
                )
            {
                return Some(BattlefieldLoadout::PassiveWithStaff { passive: *p });
            }
        }
        None
    }
}
