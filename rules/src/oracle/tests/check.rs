//! Attacks, check and checkmate (R15–R17): the Lord soul is checked wherever it lives.

use super::*;

#[test]
fn lords_may_not_stand_adjacent() {
    let g = game("wL(L)@e4 bL(L)@e6\nturn: white");
    let moves = legal(&g);
    for m in ["e4d5", "e4e5", "e4f5"] {
        assert!(!moves.contains(&m.to_string()), "{m}");
    }
    assert!(moves.contains(&"e4e3".to_string()));
}

#[test]
fn lifeless_and_ill_suited_bodies_attack_nothing() {
    let g = game("wL(L)@e1 bC()@e8 bH(C)@a1 bL(L)@h8\nturn: white");
    assert!(!g.in_check());
    assert!(is_legal(&g, "e1d1"));
}

#[test]
fn no_action_may_leave_the_lord_soul_attacked() {
    // A pinned Horse may not move; a soul move into an attacked body is refused.
    let mut g = game("wL(L)@e1 wH(H)@e2 wS()@d2 bC(C)@e8 bE(E)@a5 bL(L)@h8\nturn: white");
    let msg = refuse(&mut g, "e2c3");
    assert!(msg.contains("check"), "{msg}");
    let msg = refuse(&mut g, "e1d2~L");
    assert!(msg.contains("check"), "{msg}");
    assert!(is_legal(&g, "e1f2"));
}

#[test]
fn in_check_only_answers_count() {
    // In check from the Chariot, a soul move elsewhere does not help.
    let mut g = game("wL(L)@e1 wH(H)@b1 wS()@a3 bC(C)@e8 bL(L)@h8\nturn: white");
    assert!(g.in_check());
    assert!(refuse(&mut g, "b1a3~H").contains("check"));
    assert!(is_legal(&g, "e1d1"));
}

#[test]
fn a_drop_can_block_check() {
    let mut g = game("bC(C)@a1 wL(L)@b1 bL(L)@h8\nearth: wH\nturn: white");
    assert!(g.in_check());
    assert!(!is_legal(&g, "b1c1"));
    assert!(is_legal(&g, "b1c1@H"));
    play(&mut g, "b1c1@H");
    assert!(g.outcome().is_none());
}

#[test]
fn back_rank_checkmate() {
    let mut g = game("wC(C)@a1 wL(L)@e1 bS(S)@g7 bS(S)@h7 bL(L)@h8\nturn: white");
    let r = play(&mut g, "a1a8");
    assert_eq!(g.outcome(), Some(Outcome::win(W, crate::Ending::Checkmate)));
    assert!(r.public.contains("checkmate"));
    assert_eq!(g.to_act(), ToAct::Over);
    assert!(g.legal_actions(B).is_empty());
    assert_eq!(refuse(&mut g, "g7g6"), RuleError::GameOver.to_string());
}

#[test]
fn checkmate_of_a_lord_soul_in_another_body() {
    let mut g = game("wC(C)@a1 wL(L)@e1 bS(S)@g7 bS(S)@h7 bH(L)@h8 bL()@c6\nturn: white");
    play(&mut g, "a1a8");
    assert_eq!(g.outcome(), Some(Outcome::win(W, crate::Ending::Checkmate)));
}

#[test]
fn the_lord_soul_is_checked_wherever_it_lives() {
    // In an ill-suited Soldier body, attacked by an enemy Soldier diagonally.
    let g = game("wS(L)@e4 wL()@e1 bS(S)@d5 bL(L)@h8\nturn: white");
    assert!(g.in_check());
    // Next to the enemy Lord figure (Lords attack too, R15).
    let g = game("wC(L)@e4 wL()@e1 bL(L)@e5\nturn: white");
    assert!(g.in_check());
    // The Lord soul may not step into a body next to the enemy Lord figure.
    let g = game("wL(L)@e3 wH()@e4 bL(L)@e5\nturn: white");
    assert!(!is_legal(&g, "e3e4~L"));
    // A Priestess figure checks with any of its souls.
    let g = game("wL(L)@e1 bP(H,E)@d3 bL(L)@h8\nturn: white");
    assert!(g.in_check());
}

#[test]
fn a_lord_soul_escapes_check_by_a_soul_move() {
    // Back-rank "mate" of the Lord figure, except the Lord soul can step into g7's lifeless body.
    let mut g = game("wC(C)@a1 wL(L)@e1 bS()@g7 bS(S)@h7 bL(L)@h8\nturn: white");
    play(&mut g, "a1a8");
    assert!(g.outcome().is_none(), "{:?}", g.outcome());
    assert_eq!(legal(&g), vec!["h8g7~L".to_string()]);
    play(&mut g, "h8g7~L");
    assert!(body(&g, "h8").unwrap().is_lifeless());
    // The lifeless Lord body may be captured without ending the game (R14).
    play(&mut g, "a8h8");
    assert!(g.outcome().is_none());
    assert_eq!(g.pos.earth[W.index()][Class::Lord.index()], 1);
}

#[test]
fn lord_square_is_found() {
    let g = Oracle::new_game(0);
    assert_eq!(lord_square(&g.pos.board, W), Some(ix(s("e1"))));
}
