//! The glossary ids of the rulebook's proper names that reasons carry (pieces, skills, shop
//! entries...): what [`Arg::Term`] holds, so a translation looks each up in its glossary. The
//! English word for each is the variant's own name for it (`Kind::title`, `Class::name`...).

use super::reasons::ToArg;
use super::Arg;
use crate::{apocalypse, battlefield, heaven_hell, it_is_what_it_is, oracle, VariantId};

/// Gives a term enum its glossary ids (`ToArg` as [`Arg::Term`]) and, for tests, a sample.
macro_rules! terms {
    ($ty:ty { $($variant:ident => $id:literal),* $(,)? }) => {
        impl ToArg for $ty {
            fn to_arg(&self) -> Arg {
                Arg::Term(match self {
                    $(<$ty>::$variant => $id,)*
                })
            }
        }

        #[cfg(any(test, feature = "samples"))]
        impl super::reasons::Sample for $ty {
            fn sample() -> Self {
                [$(<$ty>::$variant),*][0]
            }
        }
    };
}

terms!(VariantId {
    Apocalypse => "variant-apocalypse",
    HeavenAndHell => "variant-heaven-and-hell",
    Battlefield => "variant-battlefield",
    Oracle => "variant-oracle",
    ItIsWhatItIs => "variant-it-is-what-it-is",
});

terms!(apocalypse::Kind {
    Pawn => "apoc-piece-pawn",
    Knight => "apoc-piece-knight",
});

terms!(it_is_what_it_is::Kind {
    SmallC => "iiwii-piece-small-c",
    SmallH => "iiwii-piece-small-h",
    SmallE => "iiwii-piece-small-e",
    SmallS => "iiwii-piece-small-s",
    BigC => "iiwii-piece-big-c",
    BigH => "iiwii-piece-big-h",
    BigE => "iiwii-piece-big-e",
    BigS => "iiwii-piece-big-s",
    HappyFace => "iiwii-piece-happy-face",
    Heart => "iiwii-piece-heart",
    PeaceSign => "iiwii-piece-peace-sign",
});

terms!(oracle::Class {
    Lord => "oracle-class-lord",
    Priestess => "oracle-class-priestess",
    Chariot => "oracle-class-chariot",
    Elephant => "oracle-class-elephant",
    Horse => "oracle-class-horse",
    Soldier => "oracle-class-soldier",
});

terms!(battlefield::pieces::Kind {
    King => "bf-piece-king",
    Queen => "bf-piece-queen",
    Rook => "bf-piece-rook",
    Bishop => "bf-piece-bishop",
    Knight => "bf-piece-knight",
    Archer => "bf-piece-archer",
    Pikeman => "bf-piece-pikeman",
    Scout => "bf-piece-scout",
    Footman => "bf-piece-footman",
    Beast => "bf-piece-beast",
    Demon => "bf-piece-demon",
    Cleric => "bf-piece-cleric",
});

terms!(battlefield::pieces::Special {
    Heal => "bf-special-heal",
    Cheer => "bf-special-cheer",
    Swap => "bf-special-swap",
    BoostAtk => "bf-special-boost-atk",
    BoostDef => "bf-special-boost-def",
    BoostMdef => "bf-special-boost-mdef",
    BoostSpd => "bf-special-boost-spd",
    Sacrifice => "bf-special-sacrifice",
    Cure => "bf-special-cure",
    CurePlus => "bf-special-cure-plus",
    LifeLeech => "bf-special-life-leech",
    Penetration => "bf-special-penetration",
    AdrenalineBoost => "bf-special-adrenaline-boost",
    PreemptiveStrike => "bf-special-preemptive-strike",
    Guard => "bf-special-guard",
    Miracle => "bf-special-miracle",
    GroupCheer => "bf-special-group-cheer",
});

terms!(battlefield::pieces::Passive {
    HpBoost => "bf-passive-hp-boost",
    AtkBoost => "bf-passive-atk-boost",
    DefBoost => "bf-passive-def-boost",
    MdefBoost => "bf-passive-mdef-boost",
    SpdBoost => "bf-passive-spd-boost",
    HardHitter => "bf-passive-hard-hitter",
    ThickSkin => "bf-passive-thick-skin",
    PainfulStrength => "bf-passive-painful-strength",
    Overclock => "bf-passive-overclock",
    Teamwork => "bf-passive-teamwork",
    SoloLeveling => "bf-passive-solo-leveling",
    PassThrough => "bf-passive-pass-through",
    Ambush => "bf-passive-ambush",
    Desperation => "bf-passive-desperation",
    DoubleTap => "bf-passive-double-tap",
    LiveToServe => "bf-passive-live-to-serve",
    Curse => "bf-passive-curse",
    Sabotage => "bf-passive-sabotage",
    NeutralAdvantage => "bf-passive-neutral-advantage",
    Charge => "bf-passive-charge",
    Parry => "bf-passive-parry",
    Recovery => "bf-passive-recovery",
    BattleRest => "bf-passive-battle-rest",
    PowerOfFriendship => "bf-passive-power-of-friendship",
    Threaten => "bf-passive-threaten",
    PoisonSmoke => "bf-passive-poison-smoke",
    QuickCharge => "bf-passive-quick-charge",
});

terms!(battlefield::pieces::UnitType {
    Cavalry => "bf-unit-cavalry",
    Flying => "bf-unit-flying",
    Infantry => "bf-unit-infantry",
    HeavyInfantry => "bf-unit-heavy-infantry",
    Beast => "bf-unit-beast",
    Demon => "bf-unit-demon",
});

terms!(battlefield::pieces::Weapon {
    Staff => "bf-weapon-staff",
    HealingStaff => "bf-weapon-healing-staff",
    Bow => "bf-weapon-bow",
    Spear => "bf-weapon-spear",
    Axe => "bf-weapon-axe",
    Sword => "bf-weapon-sword",
    ThrowingKnives => "bf-weapon-throwing-knives",
    Hand => "bf-weapon-hand",
    MagicBeam => "bf-weapon-magic-beam",
});

terms!(battlefield::pieces::Element {
    None => "bf-element-none",
    Water => "bf-element-water",
    Fire => "bf-element-fire",
    Ground => "bf-element-ground",
});

terms!(battlefield::pieces::EffectKind {
    Curse => "bf-effect-curse",
    Sabotage => "bf-effect-sabotage",
    Threaten => "bf-effect-threaten",
    PoisonSmoke => "bf-effect-poison-smoke",
    PowerOfFriendship => "bf-effect-power-of-friendship",
    BoostAtk => "bf-effect-boost-atk",
    BoostDef => "bf-effect-boost-def",
    BoostMdef => "bf-effect-boost-mdef",
    BoostSpd => "bf-effect-boost-spd",
    GroupCheer => "bf-effect-group-cheer",
    CuredCurse => "bf-effect-cured-curse",
    CuredSabotage => "bf-effect-cured-sabotage",
    CuredThreaten => "bf-effect-cured-threaten",
    CuredPoisonSmoke => "bf-effect-cured-poison-smoke",
});

terms!(battlefield::SkillAction {
    Heal => "bf-skill-heal",
    Cheer => "bf-skill-cheer",
    Sacrifice => "bf-skill-sacrifice",
    Cure => "bf-skill-cure",
    Swap => "bf-skill-swap",
});

terms!(heaven_hell::pieces::Kind {
    Pawn => "hh-piece-pawn",
    Knight => "hh-piece-knight",
    Bishop => "hh-piece-bishop",
    Rook => "hh-piece-rook",
    Queen => "hh-piece-queen",
    King => "hh-piece-king",
    Bomber => "hh-piece-bomber",
    Leopard => "hh-piece-leopard",
    Checker => "hh-piece-checker",
    Archer => "hh-piece-archer",
    Wizard => "hh-piece-wizard",
    Archbishop => "hh-piece-archbishop",
    Fortress => "hh-piece-fortress",
    Scout => "hh-piece-scout",
    Warlock => "hh-piece-warlock",
    Imp => "hh-piece-imp",
    Angel => "hh-piece-angel",
    Devil => "hh-piece-devil",
});

terms!(heaven_hell::Entry {
    Stun => "hh-entry-stun",
    ToEarth => "hh-entry-to-earth",
    Upgrade => "hh-entry-upgrade",
    Trap => "hh-entry-trap",
    Fire => "hh-entry-fire",
    Kill => "hh-entry-kill",
    Orb => "hh-entry-orb",
    Thaw => "hh-entry-thaw",
    Curse => "hh-entry-curse",
    Rook => "hh-entry-rook",
    TwoActions => "hh-entry-two-actions",
    Teleport => "hh-entry-teleport",
    Freeze => "hh-entry-freeze",
    Forgive => "hh-entry-forgive",
    Knight => "hh-entry-knight",
    Bishop => "hh-entry-bishop",
});

terms!(super::reasons::heaven_hell::Plane {
    Heaven => "hh-plane-heaven",
    Earth => "hh-plane-earth",
    Hell => "hh-plane-hell",
});

terms!(super::reasons::heaven_hell::Item {
    Fire => "hh-item-fire",
    Ice => "hh-item-ice",
    Orb => "hh-item-orb",
    Coins => "hh-item-coins",
});

/// A kind of piece of any variant, for the refusals several variants share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PieceKind {
    /// An Apocalypse piece.
    Apocalypse(apocalypse::Kind),
    /// An It is what it is chess piece.
    ItIsWhatItIs(it_is_what_it_is::Kind),
}

impl ToArg for PieceKind {
    fn to_arg(&self) -> Arg {
        match self {
            PieceKind::Apocalypse(k) => k.to_arg(),
            PieceKind::ItIsWhatItIs(k) => k.to_arg(),
        }
    }
}

#[cfg(any(test, feature = "samples"))]
impl super::reasons::Sample for PieceKind {
    fn sample() -> Self {
        PieceKind::Apocalypse(apocalypse::Kind::Knight)
    }
}
