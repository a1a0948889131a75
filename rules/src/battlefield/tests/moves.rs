//! Moves (§2.13): castling, en passant, promotion, the Beast and the Demon.

use super::*;

#[test]
fn castling_needs_no_threat_even_nonlethal() {
    let g = setup(&["Ke1", "Rh1", "kh8"], 'w', "");
    // No rights in this setup text.
    assert!(g.parse_action(Side::White, "e1g1").is_err());
    let t = "7k/8/8/8/8/8/8/4K2R w 1 K - -";
    let mut g = Battlefield::from_position(t, 0).unwrap();
    let a = g.parse_action(Side::White, "O-O").unwrap();
    g.play(Side::White, a).unwrap();
    assert_eq!(g.piece(s("g1")).unwrap().kind, Kind::King);
    assert_eq!(g.piece(s("f1")).unwrap().kind, Kind::Rook);
    // A black archer on e2's diagonal... a black pawn on g2 attacks f1: crossing square under attack.
    let t = "7k/8/8/8/8/8/6p1/4K2R w 1 K - -";
    let g = Battlefield::from_position(t, 0).unwrap();
    assert!(g.parse_action(Side::White, "e1g1").is_err());
}

/// §2.13 and R11, R20: castling looks at reach of pieces that deal damage, harmless or not;
/// a Healing Staff does not count; b1 may be attacked in a long castle.
#[test]
fn castling_threat_is_reach_of_damage_dealers_only() {
    // A black Cleric on b4 reaches e1: no threat.
    let g = game("7k/8/8/8/1c6/8/8/4K2R w 1 K - -");
    assert!(legal(&g).contains(&"e1g1".to_string()));
    // A black Bishop there reaches e1 with a harmless 11: no castling.
    let g = game("7k/8/8/8/1b6/8/8/4K2R w 1 K - -");
    let side = g.side_to_move();
    let e = g.parse_action(side, "e1g1").unwrap_err();
    assert!(e.to_string().contains("under attack"), "{e}");
    // A black Knight on a3 reaches b1 only: the long castle is fine.
    let mut g = game("7k/8/8/8/8/n7/8/R3K3 w 1 Q - -");
    mv(&mut g, "O-O-O");
    assert_eq!(g.piece(s("c1")).map(|p| p.kind), Some(Kind::King));
    assert_eq!(g.piece(s("d1")).map(|p| p.kind), Some(Kind::Rook));
    // On c3 it reaches d1, which the King crosses.
    let g = game("7k/8/8/8/8/2n5/8/R3K3 w 1 Q - -");
    assert!(!legal(&g).contains(&"e1c1".to_string()));
}

#[test]
fn a_failed_attack_that_stays_keeps_castling_rights() {
    let t = "7k/8/8/8/8/8/7r/4K2R w 1 K - -";
    let mut g = Battlefield::from_position(t, 0).unwrap();
    mv(&mut g, "h1h2");
    assert_eq!(g.piece(s("h1")).unwrap().kind, Kind::Rook);
    assert!(g.position().contains(" K "), "{}", g.position());
    // Leaving the square loses it.
    let t = "7k/8/8/8/7r/8/8/4K2R w 1 K - -";
    let mut g = Battlefield::from_position(t, 0).unwrap();
    mv(&mut g, "h1h4");
    assert!(g.piece(s("h1")).is_none());
    assert!(!g.position().contains(" K "), "{}", g.position());
}

#[test]
fn en_passant_battle_moves_behind_regardless() {
    let mut g = setup(&["Ka1", "kh8", "Pe5", "fd7"], 'b', "");
    mv(&mut g, "d7d5");
    let f = fc(&g, "e5", "d6");
    assert!(!f.defender.defeated);
    mv(&mut g, "e5d6");
    assert_eq!(g.piece(s("d6")).unwrap().kind, Kind::Pikeman);
    assert_eq!(g.piece(s("d5")).unwrap().kind, Kind::Footman);
    assert!(g.piece(s("e5")).is_none());
}

/// R43: a double step in a Cheered turn allows en passant only if the pawn still stands on
/// its arrival square when the turn ends.
#[test]
fn en_passant_after_a_cheered_double_step() {
    let mut g = game("7k/8/8/8/3p4/8/4F3/K7 w 1 - - - | e2:cheered");
    mv(&mut g, "e2e4");
    mv(&mut g, "end");
    assert!(legal(&g).contains(&"d4e3".to_string()));
    let mut g = game("7k/8/8/8/3p4/8/4F3/K7 w 1 - - - | e2:cheered");
    mv(&mut g, "e2e4");
    mv(&mut g, "e4e5");
    assert!(!legal(&g).contains(&"d4e3".to_string()));
    assert_eq!(g.pos.ep, None);
}

#[test]
fn promotion_carries_damage_and_requires_a_choice() {
    let mut g = setup(&["Ka1", "kh8", "Pd7"], 'w', "d7:hp12,curse2");
    assert!(g.parse_action(Side::White, "d7d8").is_err());
    mv(&mut g, "d7d8w");
    let p = g.piece(s("d8")).unwrap();
    assert_eq!(p.kind, Kind::Beast);
    assert_eq!(p.hp, 36 - 10);
    assert_ne!(p.effects[EffectKind::Curse as usize], 0);
    assert!(p.has(Passive::Recovery));
    assert_eq!(p.special, Special::Miracle);
}

/// §2.12: an attack that defeats the defender on the last rank promotes; a failed one stays a
/// pawn on its square (R41: the letter is still required).
#[test]
fn promotion_by_attack_only_when_it_succeeds() {
    let mut g = game("2n4k/1P6/8/8/8/8/8/K7 w 1 - - - | c8:hp1");
    assert!(g.parse_action(Side::White, "b7c8").is_err());
    mv(&mut g, "b7c8q");
    assert_eq!(g.piece(s("c8")).map(|p| p.kind), Some(Kind::Queen));
    let mut g = game("2r4k/1P6/8/8/8/8/8/K7 w 1 - - -");
    mv(&mut g, "b7c8q");
    assert_eq!(g.piece(s("b7")).map(|p| p.kind), Some(Kind::Pikeman));
    assert_eq!(g.piece(s("c8")).map(|p| p.kind), Some(Kind::Rook));
}

#[test]
fn beast_and_demon_move_as_described() {
    let g = setup(&["Ka1", "kh8", "Wd4", "Dd2"], 'w', "");
    let acts: Vec<String> = g
        .legal_actions(Side::White)
        .iter()
        .map(|a| g.notation(Side::White, a))
        .collect();
    for m in ["d4e5", "d4f5", "d4c6", "d4d5", "d2b3", "d2h6", "d2f3"] {
        assert!(acts.contains(&m.to_string()), "{m}");
    }
    assert!(!acts.contains(&"d4d6".to_string()));
    assert!(!acts.contains(&"d2d3".to_string()));
}
