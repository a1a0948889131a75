//! Soul moves and summons (R8, R10), and the Lord soul away from its body (R14).

use super::*;

#[test]
fn grant_from_figure_or_ill_suited_body() {
    let mut g = game("wH(H)@c3 wH()@d1 wC(E)@g1 wS()@h2 wL(L)@e1 bL(L)@e8\nturn: white");
    play(&mut g, "c3d1~H");
    assert!(body(&g, "c3").unwrap().is_lifeless());
    assert!(body(&g, "d1").unwrap().is_figure());
    play(&mut g, "e8d8");
    // The Elephant soul in the ill-suited Chariot goes diagonally into the Soldier body.
    play(&mut g, "g1h2~E");
    assert!(body(&g, "g1").unwrap().is_lifeless());
    assert!(body(&g, "h2").unwrap().is_ill_suited());
}

#[test]
fn summon_only_with_a_priestess_grant() {
    let mut g =
        game("wP(C)@d4 wH()@d7 wC(C)@a1 wH()@a3 wL(L)@e1 bL(L)@h8\nunderworld: H, S\nturn: white");
    let moves = legal(&g);
    assert!(moves.contains(&"d4d7~C^H".to_string()));
    assert!(
        !moves.contains(&"d4d7~C^S".to_string()),
        "Soldier souls never return"
    );
    assert!(!moves.iter().any(|m| m.starts_with("a1a3~C^")));
    let msg = refuse(&mut g, "a1a3~C^H");
    assert!(msg.contains("Only a Priestess"), "{msg}");
    let msg = refuse(&mut g, "d4d7~C^E");
    assert!(msg.contains("no Elephant soul"), "{msg}");
    play(&mut g, "d4d7~C^H");
    assert_eq!(body(&g, "d4").unwrap().souls.as_slice(), [Class::Horse]);
    assert_eq!(body(&g, "d7").unwrap().souls.as_slice(), [Class::Chariot]);
    assert_eq!(under(&g, Class::Horse), 0);
    assert_eq!(g.pos.quiet, 0, "a summon is not quiet");
}

#[test]
fn summon_may_be_same_class_and_priestess_may_empty() {
    let mut g = game("wP(C,C)@d4 wE()@d6 wH()@d2 wL(L)@e1 bL(L)@h8\nunderworld: C\nturn: white");
    assert!(is_legal(&g, "d4d6~C^C"));
    play(&mut g, "d4d2~C");
    assert_eq!(body(&g, "d4").unwrap().souls.as_slice(), [Class::Chariot]);
    play(&mut g, "h8g8");
    play(&mut g, "d4d6~C");
    assert!(body(&g, "d4").unwrap().is_lifeless());
    assert_eq!(g.pos.quiet, 3, "warrior grants are quiet");
}

#[test]
fn a_full_priestess_grants_and_summons_back_to_three() {
    let mut g = game("wP(C,E,H)@d4 wH()@d6 wL(L)@e1 bL(L)@a8\nunderworld: E\nturn: white");
    play(&mut g, "d4d6~C^E");
    assert_eq!(
        body(&g, "d4").unwrap().souls.as_slice(),
        [Class::Elephant, Class::Elephant, Class::Horse]
    );
    assert_eq!(g.pos.underworld, [0; 6]);
    assert_eq!(g.pos.soul_count(), 6);
}

#[test]
fn a_summon_cannot_take_a_lord_or_soldier_soul_even_raw() {
    let mut g = game("wP(C)@d4 wH()@d6 wL(L)@e1 bL(L)@h8\nunderworld: S\nturn: white");
    for w in [Class::Soldier, Class::Lord, Class::Priestess] {
        let a = Action::Grant {
            from: s("d4"),
            to: s("d6"),
            soul: Class::Chariot,
            summon: Some(w),
        };
        refused_raw(&mut g, W, a);
    }
    assert!(refuse(&mut g, "d4d6~C^S").contains("only a Chariot, Elephant or Horse"));
}

#[test]
fn lord_soul_leaves_lord_body() {
    let mut g = game("wL(L)@e1 wH()@e2 bE(E)@a6 bL(L)@h8\nturn: white");
    assert!(refuse(&mut g, "e1e2~L").contains("check"), "a6 attacks e2");
    let mut g = game("wL(L)@e1 wH()@e2 bE(E)@a4 bL(L)@h8\nturn: white");
    play(&mut g, "e1e2~L");
    assert!(body(&g, "e1").unwrap().is_lifeless());
    assert!(body(&g, "e2").unwrap().hosts_lord());
    // Black's Elephant attacks e2 along the diagonal: that is check on the Lord soul.
    play(&mut g, "a4b5");
    assert!(g.in_check());
    let v = g.view(Viewer::Public);
    let cell = v.boards[0]
        .cells
        .iter()
        .find(|c| c.square == s("e2"))
        .unwrap();
    assert!(cell.highlights.contains(&Highlight::Check));
}

#[test]
fn lord_body_can_be_captured_without_losing() {
    let mut g = game("wL()@d1 wH(L)@e2 wS()@f3 bC(C)@a1 bL(L)@h8\nturn: black");
    play(&mut g, "a1d1");
    assert!(g.outcome().is_none());
    assert_eq!(earth(&g, B, Class::Lord), 1);
    // The Lord soul, in an ill-suited Horse body, can neither go nor drop; only step out.
    assert_eq!(legal(&g), vec!["e2f3~L".to_string()]);
}

#[test]
fn the_lord_soul_reenters_its_body_and_regains_the_drop() {
    let mut g = game("wL(L)@e1 wH()@e2 bL(L)@h8\nearth: wS\nturn: white");
    play(&mut g, "e1e2~L");
    assert!(
        !legal(&g).iter().any(|m| m.contains('@')),
        "no Lord figure: no drop"
    );
    play(&mut g, "h8g8");
    assert!(!legal(&g).iter().any(|m| m.contains('@')));
    play(&mut g, "e2e1~L");
    play(&mut g, "g8h8");
    assert!(is_legal(&g, "e1d1@S"), "the Lord figure again drops");
    assert_eq!(g.pos.quiet, 4, "Lord-soul moves are quiet");
}
