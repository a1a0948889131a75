//! The one data table of Battlefield Chess: every profile (unit type, weapon, element, stats,
//! skills) and every number the rules use. A designer tunes the game here without touching logic.
//!
//! The values are those of the rulings file (§2.1 roster, §2.5 number summary).

use super::pieces::{Element, Kind, Passive, Special, UnitType, Weapon};

/// One piece profile: what a piece of a [`Kind`] is and starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Profile {
    /// Which piece this describes.
    pub kind: Kind,
    /// Unit type (decides the unit-type advantage).
    pub unit: UnitType,
    /// Weapon (damage kind, triangle, effectiveness).
    pub weapon: Weapon,
    /// Element (decides the elemental advantage).
    pub element: Element,
    /// Maximum HP (before an HP Boost passive).
    pub hp: i32,
    /// Attack.
    pub atk: i32,
    /// Defence against physical weapons.
    pub def: i32,
    /// Defence against magic weapons.
    pub mdef: i32,
    /// Speed (decides follow-up strikes).
    pub spd: i32,
    /// The one Special or Charge skill.
    pub special: Special,
    /// One or two passives, at most one of each Type.
    pub passives: &'static [Passive],
}

/// Every profile, one row per [`Kind`] in the order of `Kind::ALL`.
#[rustfmt::skip]
pub const PROFILES: [Profile; 12] = [
    row(Kind::King, UnitType::Infantry, Weapon::Sword, Element::None, [28, 18, 9, 8, 8], Special::Cheer, &[Passive::Teamwork, Passive::NeutralAdvantage]),
    row(Kind::Queen, UnitType::Flying, Weapon::Axe, Element::Water, [32, 22, 7, 7, 12], Special::AdrenalineBoost, &[Passive::Desperation, Passive::Threaten]),
    row(Kind::Rook, UnitType::HeavyInfantry, Weapon::Spear, Element::Ground, [40, 21, 12, 6, 4], Special::Guard, &[Passive::Parry, Passive::Threaten]),
    row(Kind::Bishop, UnitType::Infantry, Weapon::Staff, Element::Fire, [26, 19, 5, 10, 8], Special::Heal, &[Passive::Curse, Passive::BattleRest]),
    row(Kind::Knight, UnitType::Cavalry, Weapon::Sword, Element::None, [30, 19, 7, 5, 10], Special::PreemptiveStrike, &[Passive::HardHitter]),
    row(Kind::Archer, UnitType::Infantry, Weapon::Bow, Element::None, [20, 15, 4, 3, 7], Special::Penetration, &[Passive::DoubleTap]),
    row(Kind::Pikeman, UnitType::Infantry, Weapon::Spear, Element::None, [22, 15, 6, 3, 5], Special::Guard, &[Passive::Teamwork]),
    row(Kind::Scout, UnitType::Infantry, Weapon::ThrowingKnives, Element::None, [18, 14, 4, 4, 9], Special::LifeLeech, &[Passive::PoisonSmoke]),
    row(Kind::Footman, UnitType::Infantry, Weapon::Sword, Element::None, [22, 16, 5, 3, 6], Special::Sacrifice, &[Passive::Ambush]),
    row(Kind::Beast, UnitType::Beast, Weapon::Hand, Element::Ground, [36, 23, 9, 5, 10], Special::Miracle, &[Passive::PainfulStrength, Passive::Recovery]),
    row(Kind::Demon, UnitType::Demon, Weapon::MagicBeam, Element::Fire, [34, 23, 7, 10, 9], Special::LifeLeech, &[Passive::Overclock, Passive::Sabotage]),
    row(Kind::Cleric, UnitType::Infantry, Weapon::HealingStaff, Element::Water, [26, 0, 5, 10, 8], Special::GroupCheer, &[Passive::LiveToServe, Passive::QuickCharge]),
];

#[allow(clippy::too_many_arguments)]
const fn row(
    kind: Kind,
    unit: UnitType,
    weapon: Weapon,
    element: Element,
    stats: [i32; 5],
    special: Special,
    passives: &'static [Passive],
) -> Profile {
    Profile {
        kind,
        unit,
        weapon,
        element,
        hp: stats[0],
        atk: stats[1],
        def: stats[2],
        mdef: stats[3],
        spd: stats[4],
        special,
        passives,
    }
}

/// The profile of `kind`.
pub fn profile(kind: Kind) -> &'static Profile {
    &PROFILES[kind as usize]
}

/// Every number of the rules that is not a profile stat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbers {
    /// Weapon triangle advantage, percent of ATK.
    pub triangle: i32,
    /// Unit-type advantage, percent of ATK.
    pub unit_type: i32,
    /// Elemental advantage, percent of ATK.
    pub element: i32,
    /// Effective weapons multiply ATK by `effective.0 / effective.1`.
    pub effective: (i32, i32),
    /// Throwing Knives lower the target's DEF by this percent...
    pub knives: i32,
    /// ...or by this percent against a Bow user.
    pub knives_vs_bow: i32,
    /// A combatant whose SPD is at least this much higher strikes twice.
    pub follow_up_spd: i32,
    /// HP restored by Heal.
    pub heal: i32,
    /// HP restored by a Healing Staff.
    pub staff_heal: i32,
    /// Most HP moved by Sacrifice.
    pub sacrifice_max: i32,
    /// Sacrifice needs the user to have at least this much HP.
    pub sacrifice_min_hp: i32,
    /// Ambush, Desperation and Painful Strength need HP below this percent of the maximum.
    pub low_hp_pct: i32,
    /// Charge needs HP above this percent of the maximum.
    pub charge_hp_pct: i32,
    /// Life Leech returns this percent of each strike's damage.
    pub life_leech_pct: i32,
    /// Penetration lowers the opponent's DEF and M.DEF by this percent.
    pub penetration_pct: i32,
    /// Adrenaline Boost adds this percent to damage.
    pub adrenaline_pct: i32,
    /// Guard lowers damage received by this percent.
    pub guard_pct: i32,
    /// Hard Hitter's in-combat bonus to ATK, DEF, M.DEF and SPD.
    pub hard_hitter: i32,
    /// Thick Skin's in-combat bonus.
    pub thick_skin: i32,
    /// Painful Strength's in-combat bonus.
    pub painful_strength: i32,
    /// Overclock: percent of stats when ahead on advantages...
    pub overclock_up_pct: i32,
    /// ...and otherwise.
    pub overclock_down_pct: i32,
    /// Teamwork's in-combat bonus.
    pub teamwork: i32,
    /// Solo Leveling's in-combat bonus.
    pub solo_leveling: i32,
    /// Solo Leveling: no friend within this Chebyshev distance.
    pub solo_distance: i32,
    /// HP Boost passive (maximum and starting HP).
    pub hp_boost: i32,
    /// ATK/DEF/M.DEF/SPD Boost passives.
    pub stat_boost: i32,
    /// Parry lowers damage received by this percent.
    pub parry_pct: i32,
    /// HP restored by Recovery after a combat.
    pub recovery: i32,
    /// Battle Rest restores this percent of the HP lost to strikes.
    pub battle_rest_pct: i32,
    /// Most damage of Double Tap.
    pub double_tap: i32,
    /// Live to Serve restores this percent of the HP the holder healed.
    pub live_to_serve_pct: i32,
}

/// The numbers of the standard game.
pub const NUMBERS: Numbers = Numbers {
    triangle: 20,
    unit_type: 10,
    element: 10,
    effective: (3, 2),
    knives: 25,
    knives_vs_bow: 50,
    follow_up_spd: 5,
    heal: 10,
    staff_heal: 12,
    sacrifice_max: 10,
    sacrifice_min_hp: 11,
    low_hp_pct: 50,
    charge_hp_pct: 50,
    life_leech_pct: 50,
    penetration_pct: 50,
    adrenaline_pct: 50,
    guard_pct: 50,
    hard_hitter: 3,
    thick_skin: 3,
    painful_strength: 5,
    overclock_up_pct: 120,
    overclock_down_pct: 90,
    teamwork: 2,
    solo_leveling: 3,
    solo_distance: 2,
    hp_boost: 5,
    stat_boost: 3,
    parry_pct: 30,
    recovery: 4,
    battle_rest_pct: 30,
    double_tap: 5,
    live_to_serve_pct: 50,
};

/// Combats needed to charge each charge skill; 0 for skills that do not charge.
pub fn charge_needed(special: Special) -> u8 {
    match special {
        Special::LifeLeech | Special::Penetration | Special::AdrenalineBoost => 2,
        Special::PreemptiveStrike => 3,
        Special::Guard => 2,
        Special::Miracle => 3,
        Special::GroupCheer => 2,
        _ => 0,
    }
}

/// A timed effect's stat change (ATK, DEF, M.DEF, SPD) and duration in its creator's turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EffectData {
    /// Change to ATK, DEF, M.DEF and SPD.
    pub delta: [i32; 4],
    /// How many of the creator's turns it lasts.
    pub turns: u32,
}

/// Curse: −3 to all four for 3 turns.
pub const CURSE: EffectData = EffectData {
    delta: [-3; 4],
    turns: 3,
};
/// Sabotage: −3 to all four for 2 turns.
pub const SABOTAGE: EffectData = EffectData {
    delta: [-3; 4],
    turns: 2,
};
/// Threaten: −2 to all four for 1 turn.
pub const THREATEN: EffectData = EffectData {
    delta: [-2; 4],
    turns: 1,
};
/// Poison Smoke: −2 to all four for 1 turn.
pub const POISON_SMOKE: EffectData = EffectData {
    delta: [-2; 4],
    turns: 1,
};
/// Power of Friendship: +2 to all four for 1 turn.
pub const POWER_OF_FRIENDSHIP: EffectData = EffectData {
    delta: [2; 4],
    turns: 1,
};
/// Group Cheer: +2 to all four for 2 turns.
pub const GROUP_CHEER: EffectData = EffectData {
    delta: [2; 4],
    turns: 2,
};
/// A Boost aura: +4 to one stat for 1 turn (the delta here is per boosted stat).
pub const BOOST: EffectData = EffectData {
    delta: [4; 4],
    turns: 1,
};
