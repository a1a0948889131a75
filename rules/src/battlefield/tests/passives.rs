//! Passive skills and timed effects (§2.4, §2.7): Double Tap, Curse, Poison, Smoke, Recovery,
//! Battle Rest, auras and their pre-battle, stat boosts, Pass Through.

use super::*;

#[test]
fn double_tap_curse_poison_smoke_recovery_battle_rest() {
    // Archer Double Tap: after a surviving combat the target loses up to 5.
    let g = setup(&["Ka1", "kh8", "Ad4", "re5"], 'w', "");
    let f = fc(&g, "d4", "e5");
    // 15 ×110% = 16 − 12 = 4, then Double Tap 5: 40 → 36 → 31.
    assert_eq!(damages(&f), vec![(true, 4)]);
    assert!(f.after.iter().any(|l| l.text == "Double Tap: Rook loses 5"));
    assert_eq!(f.defender.hp_after, 31);
    // Never below 1: a Rook at 6 HP goes to 2 then loses only 1.
    let g = setup(&["Ka1", "kh8", "Ad4", "re5"], 'w', "e5:hp6");
    let f = fc(&g, "d4", "e5");
    assert_eq!(f.defender.hp_after, 1);
    // Scout Poison Smoke from its final square on enemies in reach.
    let mut g = setup(&["Ka1", "kh8", "Sd4", "re5", "nc5"], 'w', "");
    mv(&mut g, "d4e5");
    assert_ne!(
        g.piece(s("c5")).unwrap().effects[EffectKind::PoisonSmoke as usize],
        0
    );
    // Beast Recovery +4 after combat; Bishop Battle Rest 30% of HP lost.
    let g = setup(&["Ka1", "kh8", "Be2", "re6"], 'b', "");
    // Rook attacks bishop along the file: bishop cannot counter (not on its diagonal).
    let f = fc(&g, "e6", "e2");
    let lost = f.defender.hp_before - (f.defender.hp_before - f.strikes[0].damage);
    assert!(f
        .after
        .iter()
        .any(|l| l.text == format!("Battle Rest: Bishop regains {}", lost * 30 / 100)));
    let g = setup(&["Ka1", "kh8", "Wd4", "re5"], 'w', "d4:hp20");
    let f = fc(&g, "d4", "e5");
    assert!(f
        .after
        .iter()
        .any(|l| l.starts_with("Recovery: Beast regains 4")));
}

/// The attacker that defeats its target ends on the target's square; Battle Rest must still
/// use the HP the attacker lost (here none), not the defender's.
#[test]
fn battle_rest_of_an_attacker_that_took_the_square_uses_its_own_loss() {
    let mut g = game("7k/8/8/4p3/8/2B5/8/7K w 1 - - - | c3:hp10 e5:hp5");
    let f = g.forecast(s("c3"), s("e5")).unwrap();
    assert!(f.defender.defeated, "{f}");
    assert!(
        !f.after.iter().any(|l| l.starts_with("Battle Rest")),
        "the Bishop lost nothing: {f}"
    );
    assert_eq!(f.attacker.hp_after, 10, "{f}");
    mv(&mut g, "c3e5");
    assert_eq!(g.piece(s("e5")).unwrap().hp, 10);
}

/// A Battle Rest attacker that is hurt by the counter and then wins regains 30% of its own loss.
#[test]
fn battle_rest_of_a_hurt_attacker_that_won_heals_its_own_loss() {
    // Queen with Desperation + Battle Rest against a Footman that counters: Axe against Sword
    // −20, Flying against Infantry +10: 22 × 90% = 19 − 5 = 14, Footman 22 → 8; the Footman
    // counters 16 × 110% = 17 − 7 = 10, Queen 32 → 22; the Queen follows up (SPD 12 ≥ 6 + 5)
    // and defeats it. Battle Rest: 30% of 10 = 3, so 25 (not 30% of the Footman's 28 lost).
    let mut g = game("7k/8/8/4f3/3Q4/8/8/K7 w 1 - - - | d4:passives=desperation+battle-rest");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    let d: Vec<(bool, i32)> = f
        .strikes
        .iter()
        .map(|x| (x.by_attacker, x.damage))
        .collect();
    assert_eq!(d, vec![(true, 14), (false, 10), (true, 14)], "{f}");
    assert!(f.defender.defeated, "{f}");
    assert!(
        f.after
            .iter()
            .any(|l| l.text == "Battle Rest: Queen regains 3"),
        "{f}"
    );
    mv(&mut g, "d4e5");
    assert_eq!(g.piece(s("e5")).unwrap().hp, 25);
}

/// The defender's Battle Rest still counts its own loss when it survives.
#[test]
fn battle_rest_of_a_surviving_defender_uses_its_own_loss() {
    // Rook e6 attacks the Bishop e2 down the file; the Bishop cannot counter. 21 × 80% (Spear
    // vs Staff neutral, Heavy vs Infantry −10, Ground vs Fire −10) = 16 − 5 = 11: 26 → 15,
    // then Battle Rest 30% of 11 = 3: 18.
    let mut g = game("7k/8/4r3/8/8/8/4B3/K7 b 2 - - -");
    let f = g.forecast(s("e6"), s("e2")).unwrap();
    let lost = f.strikes[0].damage;
    assert!(
        f.after
            .iter()
            .any(|l| l.text == format!("Battle Rest: Bishop regains {}", lost * 30 / 100)),
        "{f}"
    );
    mv(&mut g, "e6e2");
    assert_eq!(
        g.piece(s("e2")).unwrap().hp,
        26 - lost + lost * 30 / 100,
        "{}",
        g.position()
    );
}

#[test]
fn curse_lasts_three_of_the_creators_turns() {
    let mut g = Battlefield::from_position(
        "rnbqkbnr/apsffspa/8/8/8/8/ABSFFSPA/RN1QKBNR w 1 KQkq - -",
        0,
    )
    .unwrap();
    mv(&mut g, "b2g7");
    // Created on turn 1 by White: removed at the start of turn 7.
    assert_eq!(
        g.piece(s("g7")).unwrap().effects[EffectKind::Curse as usize],
        7
    );
    assert_eq!(g.piece(s("g7")).unwrap().visible(), [12, 3, 0, 2]);
    for m in ["a7a6", "a2a3", "a6a5", "a3a4"] {
        mv(&mut g, m);
    }
    assert_eq!(g.turn(), 6);
    assert!(g.piece(s("g7")).unwrap().has_penalty());
    mv(&mut g, "h7h6");
    assert_eq!(g.turn(), 7);
    assert!(!g.piece(s("g7")).unwrap().has_penalty());
    assert_eq!(g.piece(s("g7")).unwrap().visible(), [15, 6, 3, 5]);
}

/// §2.6: Group Cheer lasts "this turn + next turn" of its creator; an after-combat effect made
/// by a defender is counted on the defender's turns.
#[test]
fn effect_durations_follow_the_creators_turns() {
    use super::pieces::EffectKind;
    let gc = EffectKind::GroupCheer as usize;
    let mut g = game("7k/8/7p/8/8/8/3P4/K1C5 w 1 - - - | c1:ch2 d2:hp5");
    mv(&mut g, "heal c1>d2");
    assert_eq!(g.piece(s("d2")).unwrap().effects[gc], 5);
    for m in ["h6h5", "a1b1", "h5h4"] {
        assert_ne!(
            g.piece(s("d2")).unwrap().effects[gc],
            0,
            "turn {}",
            g.turn()
        );
        mv(&mut g, m);
    }
    assert_eq!(g.turn(), 5);
    assert_eq!(g.piece(s("d2")).unwrap().effects[gc], 0);
    // A black Bishop defending on turn 1 curses the surviving White Footman until Black's
    // third turn after it: 1 + 2·3 − 1 = 6.
    let mut g = game("7k/8/8/4b3/3F4/8/8/K7 w 1 - - -");
    mv(&mut g, "d4e5");
    let f = g.piece(s("d4")).unwrap();
    assert_eq!(f.hp, 22 - 16);
    assert_eq!(f.effects[EffectKind::Curse as usize], 6);
}

#[test]
fn sabotage_aura_hits_weaker_enemies_in_reach() {
    // The Demon on c3 reaches e5 on the diagonal; White's pre-battle applies Sabotage when it is
    // White's turn. Start with Black to move so that White's pre-battle runs after Black moves.
    let mut g = setup(&["Ka1", "ke5", "fe6", "Dc3", "ph7"], 'b', "");
    mv(&mut g, "h7h6");
    let k = g.piece(s("e5")).unwrap();
    assert_ne!(k.effects[EffectKind::Sabotage as usize], 0);
    assert_eq!(k.visible(), [15, 6, 5, 5]);
    // Sabotage lasts 2 of White's turns: removal turn = 3 + 4.
    assert_eq!(k.effects[EffectKind::Sabotage as usize], 7);
}

#[test]
fn threaten_aura_is_refreshed_at_each_pre_battle() {
    let mut g = setup(&["Ka1", "kh8", "Qd1", "pd5", "ph6"], 'b', "");
    mv(&mut g, "h6h5");
    let p = g.piece(s("d5")).unwrap();
    assert_eq!(p.effects[EffectKind::Threaten as usize], 5);
    assert_eq!(p.visible(), [13, 4, 1, 3]);
}

#[test]
fn boost_and_power_of_friendship_auras() {
    let mut g = setup(
        &["Ka1", "kh8", "Rd1", "Pd2", "ph6"],
        'b',
        "d1:special=boost-def,passives=power-of-friendship",
    );
    mv(&mut g, "h6h5");
    let p = g.piece(s("d2")).unwrap();
    assert_ne!(p.effects[EffectKind::BoostDef as usize], 0);
    assert_ne!(p.effects[EffectKind::PowerOfFriendship as usize], 0);
    assert_eq!(p.visible(), [17, 12, 5, 7]);
}

/// Auras of the side to move are applied by a `due` pre-battle, not by a `done` one (the
/// default, so every older text reads as before).
#[test]
fn the_pre_battle_field_decides_whether_auras_apply() {
    // White's Queen sees the Black King: her Threaten aura applies at White's pre-battle.
    let text = "3k4/8/8/8/8/8/8/K2Q4 w 1 - - -";
    let done = Battlefield::from_position(text, 0).unwrap();
    let explicit = Battlefield::from_position(&format!("{text} done"), 0).unwrap();
    let due = Battlefield::from_position(&format!("{text} due"), 0).unwrap();
    assert_eq!(done.pos, explicit.pos);
    assert_eq!(done.position(), text, "the written text stays six fields");
    let threaten = pieces::EffectKind::Threaten as usize;
    assert_eq!(done.piece(s("d8")).unwrap().effects[threaten], 0);
    assert_ne!(due.piece(s("d8")).unwrap().effects[threaten], 0);
    assert_eq!(
        due.position(),
        "3k4/8/8/8/8/8/8/K2Q4 w 1 - - - | d8:threaten2",
        "after reading, the pre-battle has run"
    );
    // With annotations too.
    let annotated =
        Battlefield::from_position("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - due | d1:hp20", 0).unwrap();
    assert_eq!(annotated.piece(s("d1")).unwrap().hp, 20);
    assert_ne!(annotated.piece(s("d8")).unwrap().effects[threaten], 0);
}

#[test]
fn teamwork_hard_hitter_painful_strength_overclock_solo_leveling_thick_skin() {
    use crate::battlefield::combat::combat_stats;
    let g = setup(
        &["Ka1", "kh8", "Pd4", "Pe4", "Wb2", "Dh4", "ra8"],
        'w',
        "b2:hp10",
    );
    let board = &g.pos.board;
    let pike = g.piece(s("d4")).unwrap();
    let rook = g.piece(s("a8")).unwrap();
    // Teamwork +2 (e4 adjacent).
    assert_eq!(
        combat_stats(board, &pike, idx(s("d4")), &rook, true),
        [17, 8, 5, 7]
    );
    // Painful Strength +5 at 10/36.
    let beast = g.piece(s("b2")).unwrap();
    assert_eq!(
        combat_stats(board, &beast, idx(s("b2")), &rook, true),
        [28, 14, 10, 15]
    );
    // Overclock: Demon vs Rook: Heavy beats Demon, Fire beats Ground: 1 vs 1 -> ×90%.
    let demon = g.piece(s("h4")).unwrap();
    assert_eq!(
        combat_stats(board, &demon, idx(s("h4")), &rook, true),
        [20, 6, 9, 8]
    );
    // Demon vs Beast: Demon beats Beast, Fire vs Ground +: 2 vs 0 -> ×120%.
    assert_eq!(
        combat_stats(board, &demon, idx(s("h4")), &beast, true),
        [27, 8, 12, 10]
    );
    // Knight Hard Hitter only when initiating.
    let g = setup(&["Ka1", "kh8", "Nd4"], 'w', "");
    let n = g.piece(s("d4")).unwrap();
    let board = &g.pos.board;
    assert_eq!(
        combat_stats(board, &n, idx(s("d4")), &rook, true),
        [22, 10, 8, 13]
    );
    assert_eq!(
        combat_stats(board, &n, idx(s("d4")), &rook, false),
        [19, 7, 5, 10]
    );
    let g = setup(
        &["Ka1", "kh8", "Nd4", "Nf4"],
        'w',
        "d4:passives=solo-leveling",
    );
    let n = g.piece(s("d4")).unwrap();
    assert_eq!(
        combat_stats(&g.pos.board, &n, idx(s("d4")), &rook, true),
        [19, 7, 5, 10]
    );
    let g = setup(&["Ka1", "kh8", "Nd4"], 'w', "d4:passives=solo-leveling");
    let n = g.piece(s("d4")).unwrap();
    assert_eq!(
        combat_stats(&g.pos.board, &n, idx(s("d4")), &rook, true),
        [22, 10, 8, 13]
    );
    let g = setup(&["Ka1", "kh8", "Nd4"], 'w', "d4:passives=thick-skin");
    let n = g.piece(s("d4")).unwrap();
    assert_eq!(
        combat_stats(&g.pos.board, &n, idx(s("d4")), &rook, false),
        [22, 10, 8, 13]
    );
    assert_eq!(
        combat_stats(&g.pos.board, &n, idx(s("d4")), &rook, true),
        [19, 7, 5, 10]
    );
}

#[test]
fn stat_boost_passives_are_permanent() {
    let g = setup(&["Ka1", "kh8", "Nd4"], 'w', "d4:passives=hp-boost");
    let n = g.piece(s("d4")).unwrap();
    assert_eq!(n.max_hp(), 35);
    assert_eq!(n.hp, 35);
    let g = setup(&["Ka1", "kh8", "Nd4"], 'w', "d4:passives=atk-boost");
    assert_eq!(g.piece(s("d4")).unwrap().visible()[0], 22);
}

#[test]
fn pass_through_moves_over_friends_and_restricts_the_second_action() {
    let mut g = setup(
        &["Ka1", "kh8", "Rd1", "Pd2", "ph6"],
        'w',
        "d1:passives=pass-through",
    );
    mv(&mut g, "d1d5");
    assert_eq!(g.piece(s("d5")).unwrap().kind, Kind::Rook);
    // Without Pass Through it cannot.
    let g = setup(&["Ka1", "kh8", "Rd1", "Pd2"], 'w', "");
    assert!(g.parse_action(Side::White, "d1d5").is_err());
}

#[test]
fn pass_through_first_action_makes_the_second_a_plain_move() {
    let mut g = setup(
        &["Ka1", "kh8", "Rd1", "Pd2", "pd7", "ph6"],
        'w',
        "d1:passives=pass-through,cheered",
    );
    mv(&mut g, "d1d5");
    assert!(matches!(g.to_act(), ToAct::Decision { .. }));
    let e = g.parse_action(Side::White, "d5d6").map(|_| ());
    assert!(e.is_ok());
    // The rook on d5 reaches the pawn on d7, but after passing through a friend only plain
    // moves and `end` are offered.
    let e = g.parse_action(Side::White, "d5d7").unwrap_err();
    assert!(e.to_string().contains("plain move"), "{e}");
    let acts = g.legal_actions(Side::White);
    assert!(acts.iter().all(|a| match a {
        Action::Move { to, .. } => g.piece(*to).is_none(),
        Action::Skill { .. } => false,
        Action::End => true,
    }));
}
