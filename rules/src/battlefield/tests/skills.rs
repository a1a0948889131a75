//! Active skills (§2.4, §2.10, §2.11): Heal and the Healing Staff, Cheer, Sacrifice, Cure / Cure+,
//! Swap.

use super::*;

#[test]
fn heal_restores_ten_and_needs_a_damaged_friend_in_reach() {
    let mut g = setup(&["Ka1", "kh8", "Bc1", "Pd2"], 'w', "d2:hp5");
    assert!(
        g.parse_action(Side::White, "heal c1>a1").is_err(),
        "King is at full HP"
    );
    mv(&mut g, "heal c1>d2");
    assert_eq!(g.hp(s("d2")), Some((15, 22)));
    let mut g = setup(&["Ka1", "kh8", "Bc1", "Pd2"], 'w', "d2:hp18");
    mv(&mut g, "heal c1>d2");
    assert_eq!(g.hp(s("d2")), Some((22, 22)));
}

#[test]
fn healing_staff_group_cheer_and_live_to_serve() {
    let mut g = setup(
        &["Ka1", "kh8", "Cc1", "Pd2", "ph6"],
        'w',
        "c1:hp10,ch2 d2:hp5",
    );
    mv(&mut g, "heal c1>d2");
    assert_eq!(g.hp(s("d2")), Some((17, 22)));
    // Live to Serve: 50% of 12.
    assert_eq!(g.hp(s("c1")), Some((16, 26)));
    let c = g.piece(s("c1")).unwrap();
    assert_eq!(c.charge, 0);
    assert_ne!(c.effects[EffectKind::GroupCheer as usize], 0);
    assert_ne!(
        g.piece(s("a1")).unwrap().effects[EffectKind::GroupCheer as usize],
        0
    );
    assert_eq!(
        g.piece(s("h6")).unwrap().effects[EffectKind::GroupCheer as usize],
        0
    );
}

#[test]
fn sacrifice_moves_hp_and_needs_eleven() {
    let mut g = setup(&["Ka1", "kh8", "Fd3", "Pe4"], 'w', "e4:hp4");
    mv(&mut g, "sacrifice d3>e4");
    assert_eq!(g.hp(s("e4")), Some((14, 22)));
    assert_eq!(g.hp(s("d3")), Some((12, 22)));
    let g = setup(&["Ka1", "kh8", "Fd3", "Pe4"], 'w', "d3:hp10 e4:hp4");
    assert!(g.parse_action(Side::White, "sacrifice d3>e4").is_err());
}

#[test]
fn cure_and_cure_plus() {
    let mut g = setup(
        &["Ka1", "kh8", "Fd3", "Pe4"],
        'w',
        "d3:special=cure e4:curse3,threaten1",
    );
    mv(&mut g, "cure d3>e4");
    let p = g.piece(s("e4")).unwrap();
    assert!(!p.has_penalty());
    let mut g = setup(
        &["Ka1", "kh8", "Fd3", "Pe4"],
        'w',
        "d3:special=cure-plus e4:curse3",
    );
    mv(&mut g, "cure d3>e4");
    let p = g.piece(s("e4")).unwrap();
    assert_eq!(p.effects[EffectKind::CuredCurse as usize], 4);
    let g = setup(&["Ka1", "kh8", "Fd3", "Pe4"], 'w', "d3:special=cure");
    assert!(g.parse_action(Side::White, "cure d3>e4").is_err());
}

#[test]
fn swap_exchanges_squares_when_both_could_move() {
    let mut g = setup(&["Ka1", "kh8", "Rd1", "Nd4"], 'w', "d1:special=swap");
    // The knight on d4 cannot move to d1 (not a knight jump): refused.
    assert!(g.parse_action(Side::White, "swap d1>d4").is_err());
    let mut g2 = setup(&["Ka1", "kh8", "Rd1", "Qd4"], 'w', "d1:special=swap");
    mv(&mut g2, "swap d1>d4");
    assert_eq!(g2.piece(s("d1")).unwrap().kind, Kind::Queen);
    assert_eq!(g2.piece(s("d4")).unwrap().kind, Kind::Rook);
    let _ = &mut g;
}

#[test]
fn cheer_gives_two_actions_with_the_same_piece() {
    let mut g = setup(&["Ke1", "kh8", "Nd2", "ph6"], 'w', "");
    mv(&mut g, "cheer e1>d2");
    assert!(g.piece(s("d2")).unwrap().cheered);
    mv(&mut g, "h6h5");
    mv(&mut g, "d2f3");
    assert!(matches!(
        g.to_act(),
        ToAct::Decision {
            side: Side::White,
            ..
        }
    ));
    // Another piece may not act now.
    assert!(g.parse_action(Side::White, "e1e2").is_err());
    mv(&mut g, "f3g5");
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
    assert!(!g.piece(s("g5")).unwrap().cheered);
    assert_eq!(g.history().last().unwrap(), "3. White: d2f3+f3g5");
}

#[test]
fn cheer_is_lost_if_another_piece_acts_first_and_end_finishes() {
    let mut g = setup(&["Ke1", "kh8", "Nd2", "Pa2", "ph6"], 'w', "");
    mv(&mut g, "cheer e1>d2");
    mv(&mut g, "h6h5");
    mv(&mut g, "a2a3");
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
    assert!(!g.piece(s("d2")).unwrap().cheered);
    let mut g = setup(&["Ke1", "kh8", "Nd2", "ph6"], 'w', "");
    mv(&mut g, "cheer e1>d2");
    mv(&mut g, "h6h5");
    mv(&mut g, "d2f3");
    mv(&mut g, "end");
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
    // A piece that has Cheer cannot be cheered, nor a cheered one again.
    let g = setup(&["Ke1", "kh8", "Nd2"], 'w', "d2:cheered");
    assert!(g.parse_action(Side::White, "cheer e1>d2").is_err());
}

/// §2.11, R37, R42: each action of a Cheered turn must be legal on its own; the second may
/// give check but may not defeat a King.
#[test]
fn cheered_actions_are_each_legal_and_never_defeat_a_king() {
    // The first action may not expose its own King, even if the second could cover it again.
    let g = game("3r3k/8/8/8/8/8/3N4/3K4 w 1 - - - | d1:hp5 d2:cheered");
    let e = g.parse_action(Side::White, "d2f3").unwrap_err();
    assert!(e.to_string().contains("check"), "{e}");
    // The Queen's second action may attack the King non-lethally (13), but not lethally.
    let mut g = game("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - | d1:cheered");
    mv(&mut g, "d1d4");
    assert!(matches!(g.to_act(), ToAct::Decision { .. }));
    assert!(g.parse_action(Side::White, "d4d8").is_ok());
    let mut g = game("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - | d1:cheered d8:hp10");
    mv(&mut g, "d1d4");
    let e = g.parse_action(Side::White, "d4d8").unwrap_err();
    assert!(e.to_string().contains("King"), "{e}");
    mv(&mut g, "end");
    assert!(g.in_check());
}
