//! Charge skills (§2.4): Preemptive Strike, Guard, Miracle, Life Leech, Adrenaline, Penetration and
//! the charge counters; a charge is consumed only where it took effect.

use super::*;

#[test]
fn preemptive_strike_hits_target_and_adjacent_enemies_floor_one() {
    // Knight charged (3/3) attacks a pawn at e5 with an enemy pawn d5 beside it and a friend.
    let g = setup(
        &["Ka1", "kh8", "Nd3", "fe5", "fd5", "Pf6"],
        'w',
        "d3:ch3 d5:hp2",
    );
    let f = fc(&g, "d3", "e5");
    // visible ATK 19 - DEF 5 = 14 on each enemy; d5 at 2 HP loses only 1.
    assert!(f.preemptive.contains(&(s("e5"), "Footman".into(), 14, 8)));
    assert!(f.preemptive.contains(&(s("d5"), "Footman".into(), 1, 1)));
    assert_eq!(f.preemptive.len(), 2, "friends are never hit");
    let mut g2 = g.clone();
    mv(&mut g2, "d3e5");
    // Charge consumed.
    let n = g2.piece(s("e5")).or_else(|| g2.piece(s("d3"))).unwrap();
    assert_eq!(n.charge, 0);
}

/// R38: Preemptive Strike in en passant hits the passed pawn and the enemies next to it;
/// the attacker then stands behind whatever happened.
#[test]
fn preemptive_strike_in_en_passant() {
    let mut g = game("7k/3f4/2s5/4P3/8/8/8/K7 b 2 - - - | e5:special=preemptive,ch3");
    mv(&mut g, "d7d5");
    let f = g.forecast(s("e5"), s("d6")).unwrap();
    // Pikeman ATK 15: Footman DEF 5 -> 10, Scout DEF 4 -> 11.
    let pre: Vec<(Square, i32)> = f.preemptive.iter().map(|v| (v.0, v.2)).collect();
    assert_eq!(pre, vec![(s("d5"), 10), (s("c6"), 11)]);
    assert!(
        f.strikes.iter().all(|x| x.by_attacker),
        "no counter from beside"
    );
    mv(&mut g, "e5d6");
    assert_eq!(g.piece(s("d6")).map(|p| p.kind), Some(Kind::Pikeman));
    assert_eq!(g.hp(s("c6")), Some((7, 18)));
}

#[test]
fn guard_halves_damage_and_is_consumed() {
    // Rook with Guard charged defends: damage halved after Parry.
    let g = setup(&["Ka1", "kh8", "Rd1", "rd5"], 'w', "d5:ch2");
    let f = fc(&g, "d1", "d5");
    // 9 ×50% = 4, ×70% = 2.
    assert_eq!(f.strikes[0].damage, 2);
    let mut g = g;
    mv(&mut g, "d1d5");
    assert_eq!(g.piece(s("d5")).unwrap().charge, 0);
}

/// Guard is for "the next combat where its holder receives a strike": a charged Guard whose
/// holder defeats the target before any counter stays charged (R8: never wasted).
#[test]
fn guard_stays_charged_when_the_holder_receives_no_strike() {
    let mut g = game("k7/8/8/4p3/3P4/8/8/7K w 1 - - - | d4:ch2 e5:hp1");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    assert!(f.defender.defeated, "{f}");
    assert!(
        !f.charges.iter().any(|c| c.contains("Guard")),
        "Guard must stay 2/2: {f}"
    );
    mv(&mut g, "d4e5");
    assert_eq!(g.piece(s("e5")).unwrap().charge, 2);
}

/// A defender's Guard is not spent when its Ambush strike defeats the attacker first.
#[test]
fn defenders_guard_stays_charged_when_its_ambush_wins_first() {
    // Footman e5 at 10/22 (Ambush) with a custom Guard charged; the Archer d4 at 1 HP attacks.
    let mut g = game("7k/8/8/4f3/3A4/8/8/K7 w 1 - - - | d4:hp1 e5:hp10,special=guard,ch2");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    assert_eq!(f.strikes.len(), 1, "{f}");
    assert!(!f.strikes[0].by_attacker && f.attacker.defeated, "{f}");
    assert!(!f.charges.iter().any(|c| c.contains("Guard")), "{f}");
    mv(&mut g, "d4e5");
    assert_eq!(g.piece(s("e5")).unwrap().charge, 2);
}

/// Guard that does receive a strike is consumed, even a strike of 0 damage.
#[test]
fn guard_is_consumed_by_a_strike_it_receives() {
    let g = game("7k/8/8/3r4/8/8/8/K2R4 w 1 - - - | d5:ch2");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    assert!(
        f.charges.iter().any(|c| c.contains("Guard: 2/2 → 0/2")),
        "{f}"
    );
}

#[test]
fn miracle_saves_at_one_hp_even_from_exactly_zero() {
    // Beast with Miracle charged at 9 HP hit by a Queen for 13 (Axe vs Hand neutral, flying beats beast +10: 24-9=15).
    // At 5/36 Painful Strength gives DEF 14: 22 - 14 = 8 would leave -3.
    let g = setup(&["Ka1", "kh8", "Qd1", "wd5"], 'w', "d5:hp5,ch3");
    let f = fc(&g, "d1", "d5");
    assert!(f.strikes[0].miracle);
    assert_eq!(f.strikes[0].target_hp, 1);
}

/// Miracle is "consumed when it fires" (§2.4): a second lethal strike in the same combat
/// defeats the holder.
#[test]
fn miracle_fires_at_most_once_per_combat() {
    // Queen 10/32 (Desperation: two strikes before any counter) against a Beast 5/36 with
    // Miracle charged. Axe vs Hand neutral, Flying > Beast +10, Ground > Water −10: 22 against
    // DEF 9 + 5 (Painful Strength) = 8 per strike.
    let g = game("7k/8/8/3w4/8/8/8/K2Q4 w 1 - - - | d1:hp10 d5:hp5,ch3");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    let d: Vec<(bool, i32, i32, bool)> = f
        .strikes
        .iter()
        .map(|x| (x.by_attacker, x.damage, x.target_hp, x.miracle))
        .collect();
    assert_eq!(d, vec![(true, 8, 1, true), (true, 8, -7, false)]);
    assert!(f.defender.defeated);
    assert_eq!(f.attacker_ends, Some(s("d5")));
}

#[test]
fn life_leech_adrenaline_and_penetration() {
    // Scout (Life Leech charged) at 10 HP hits a Footman: 14 - 5*75% (3) = 11; leech 5.
    let g = setup(&["Ka1", "kh8", "Sd4", "fe5"], 'w', "d4:hp10,ch2");
    let f = fc(&g, "d4", "e5");
    assert_eq!(f.strikes[0].damage, 11);
    assert_eq!(f.strikes[0].leech, 5);
    // Adrenaline Queen vs Rook: 22×120%=26 (axe beats spear) +10 (flying? no: heavy beats flying -10) => 22*110%=24 - 12 = 12, ×150% = 18.
    let g = setup(&["Ka1", "kh8", "Qd1", "rd5"], 'w', "d1:ch2");
    // 22 (Axe +20, Flying vs Heavy -10, Water vs Ground -10) - 12 = 10, x150% = 15, Parry x70% = 10.
    assert_eq!(fc(&g, "d1", "d5").strikes[0].damage, 10);
    // Penetration Archer vs Rook: 15×90% = 13 (infantry beats heavy +10, spear... bow neutral) -> 15*110/100 = 16 - 12*50% = 6 -> 10.
    let g = setup(&["Ka1", "kh8", "Ad4", "re5"], 'w', "d4:ch2");
    assert_eq!(fc(&g, "d4", "e5").strikes[0].damage, 10);
}

#[test]
fn charge_counters_rise_per_combat_with_a_strike() {
    let mut g = setup(&["Ka1", "kh8", "Rd1", "rd6"], 'w', "");
    mv(&mut g, "d1d6");
    // Both struck once: +1 each.
    assert_eq!(g.piece(s("d5")).unwrap().charge, 1);
    assert_eq!(g.piece(s("d6")).unwrap().charge, 1);
}

#[test]
fn defender_that_cannot_counter_gains_no_charge() {
    let mut g = setup(&["Ka1", "kh8", "Nc3", "rd5"], 'w', "");
    mv(&mut g, "c3d5");
    assert_eq!(g.piece(s("d5")).unwrap().charge, 0);
    assert_eq!(g.piece(s("c3")).unwrap().charge, 1);
}

#[test]
fn charge_and_quick_charge_at_turn_start() {
    let mut g = setup(&["Ka1", "kh8", "Nd4", "ph6"], 'b', "d4:passives=charge");
    mv(&mut g, "h6h5");
    assert_eq!(g.piece(s("d4")).unwrap().charge, 1);
    let mut g = setup(&["Ka1", "kh8", "Cd4", "ph6"], 'b', "");
    mv(&mut g, "h6h5");
    assert_eq!(g.piece(s("d4")).unwrap().charge, 1);
}
