//! Check, checkmate and draws (§2.14–§2.16): check is a lethal threat, its answers, stalemate and
//! repetition.

use super::*;

#[test]
fn a_king_may_not_attack_into_a_fatal_counter() {
    let g = setup(&["Ke4", "kh8", "re5"], 'w', "e4:hp5");
    let e = g.parse_action(Side::White, "e4e5").unwrap_err();
    assert!(e.to_string().contains("King"), "{e}");
}

#[test]
fn check_is_a_lethal_threat_only() {
    // A lone black King on e5 facing a Knight: 26 damage, not lethal -> no check.
    let g = setup(&["Ka1", "ke5", "Nd3", "pa7"], 'b', "");
    assert!(!g.in_check());
    // A Queen on the same file with her own Threaten: lethal -> check.
    let g = setup(&["Ka1", "ke5", "Qe1", "pa7"], 'b', "");
    assert!(g.in_check());
    let v = g.view(Viewer::Public);
    assert!(v.boards[0]
        .cells
        .iter()
        .any(|c| c.square == s("e5") && c.highlights.contains(&Highlight::Check)));
}

#[test]
fn king_may_walk_into_nonlethal_danger_but_not_lethal() {
    let g = setup(&["Ka1", "ke5", "Nc2", "pa7"], 'b', "");
    // e5 -> e4? Knight c2 reaches e3, e1, d4, b4, a3, a1: d4 is non-lethal for the King.
    assert!(g.parse_action(Side::Black, "e5d4").is_ok());
    let g = setup(&["Ka1", "ke5", "Qc1", "pa7"], 'b', "");
    // c1 queen reaches the c-file and the diagonal: c5 lethal.
    let e = g.parse_action(Side::Black, "e5d5");
    assert!(e.is_ok());
    let e = g.parse_action(Side::Black, "e5f4");
    assert!(e.unwrap_err().to_string().contains("check"));
}

#[test]
fn checkmate_king_and_queen_against_king() {
    let g = setup(&["Kf6", "kh8", "Qg7"], 'b', "");
    assert!(g.in_check());
    let o = g.outcome().expect("mate");
    assert_eq!(o.winner, Some(Side::White));
    assert_eq!(o.reason, "checkmate");
    assert_eq!(g.to_act(), ToAct::Over);
}

#[test]
fn a_heal_that_would_end_the_check_does_not_prevent_checkmate() {
    // The Rook on a7 would defeat the King (10 HP); the King cannot escape, the Rook cannot be
    // taken out and an adjacent attack cannot be blocked. The Cleric could heal the King out of
    // danger, but healing is not one of the seed's three ways out (R19).
    let g = setup(&["Kh1", "ka8", "rb8", "cb7", "Ra7"], 'b', "a8:hp10");
    assert!(g.in_check());
    let heal = crate::battlefield::notation::parse(Side::Black, "heal b7>a8").unwrap();
    let (after, _) = g.pos.try_action(&heal).expect("the heal itself is legal");
    assert!(after.threats(Side::Black).is_empty());
    assert_eq!(g.outcome().unwrap().reason, "checkmate");
    // With more HP the same position is not even check.
    let g = setup(&["Kh1", "ka8", "rb8", "cb7", "Ra7"], 'b', "a8:hp20");
    assert!(!g.in_check());
    assert!(g.outcome().is_none());
}

#[test]
fn a_block_prevents_checkmate() {
    let g = setup(&["Kh1", "ka8", "rb8", "fb7", "bd3", "Ra1"], 'b', "a8:hp10");
    assert!(g.in_check());
    assert!(g.outcome().is_none());
    let legal: Vec<String> = g
        .legal_actions(Side::Black)
        .iter()
        .map(|a| g.notation(Side::Black, a))
        .collect();
    assert!(legal.contains(&"d3a6".to_string()), "{legal:?}");
    // Without the bishop it is mate.
    let g = setup(&["Kh1", "ka8", "rb8", "fb7", "Ra1"], 'b', "a8:hp10");
    assert_eq!(g.outcome().unwrap().winner, Some(Side::White));
}

/// §2.15: taking out the checker prevents mate; a non-lethal attack on it does not, even when
/// that attack (its Curse) would end the check (R19).
#[test]
fn take_out_prevents_mate_but_a_weakening_attack_does_not() {
    // Mate of the existing test (Ra1 checks the King on a8), plus a black Bishop on h8 that
    // reaches a1 along the long diagonal but no square of the a-file.
    let g = game("kr5b/1f6/8/8/8/8/8/R6K b 2 - - - | a8:hp10 a1:hp3");
    assert!(g.in_check());
    assert!(g.outcome().is_none(), "the Bishop can take the Rook out");
    assert!(legal(&g).contains(&"h8a1".to_string()));
    let g = game("kr5b/1f6/8/8/8/8/8/R6K b 2 - - - | a8:hp10");
    assert!(g.in_check());
    // 19 × 120% = 22 − 6 = 16: the Rook survives at 24, cursed.
    let f = g.forecast(s("h8"), s("a1")).unwrap();
    assert!(!f.defender.defeated);
    // That attack is legal and its Curse even ends the check, yet it is none of the three ways.
    let a = crate::battlefield::notation::parse(Side::Black, "h8a1").unwrap();
    let (after, _) = g.pos.try_action(&a).unwrap();
    assert!(after.threats(Side::Black).is_empty());
    assert_eq!(g.outcome().map(|o| o.reason), Some("checkmate".to_string()));
}

#[test]
fn stalemate_when_every_king_move_is_lethal() {
    let g = setup(&["Kh1", "ka8", "Qc7"], 'b', "");
    assert!(!g.in_check());
    let o = g.outcome().expect("stalemate");
    assert_eq!(o.winner, None);
}

#[test]
fn threefold_repetition_draws() {
    let mut g = Battlefield::new_game(0);
    for _ in 0..2 {
        for m in ["b1c3", "b8c6", "c3b1", "c6b8"] {
            assert!(g.outcome().is_none());
            mv(&mut g, m);
        }
    }
    assert_eq!(g.outcome().unwrap().winner, None);
}

#[test]
fn threat_forecast_runs_the_other_sides_pre_battle() {
    // White to move; Black's queen on e8 threatens the white King on e1 with Threaten applied.
    let g = setup(&["Ke1", "kh8", "qe8", "Pa2"], 'w', "");
    let f = fc(&g, "e8", "e1");
    assert_eq!(damages(&f), vec![(true, 15), (true, 15)]);
}

/// R33, R45: the threat forecast of the other side's attack is exactly what that attack does
/// on its turn, auras of its pre-battle included.
#[test]
fn threat_forecast_is_what_happens_next_turn() {
    let mut g = game("7k/8/8/3r4/8/8/P7/K2Q4 w 1 - - - | d5:threaten2");
    let threat = g.forecast(s("d5"), s("d1")).unwrap();
    mv(&mut g, "a2a3");
    let now = g.forecast(s("d5"), s("d1")).unwrap();
    assert_eq!(threat, now);
    // Both Threatens count: the Rook's ATK 21 − 2 against the Queen's DEF 7 − 2.
    assert_eq!(threat.strikes[0].damage, 14);
    mv(&mut g, "d5d1");
    assert_eq!(g.last_action().and_then(|l| l.combat.clone()), Some(now));
}
