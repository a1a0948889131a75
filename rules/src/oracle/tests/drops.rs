//! The Lord's drop and rebirth (R11, R12, R28).

use super::*;

#[test]
fn lord_drop_rules() {
    let mut g = game("wL(L)@e1 bS(S)@d2 bL(L)@h8\nearth: wH, wL, wP, bC\nturn: white");
    let moves = legal(&g);
    assert!(moves.contains(&"e1e2@H".to_string()));
    assert!(
        moves.contains(&"e1e2@L".to_string()),
        "a Lord body may be dropped"
    );
    assert!(
        moves.contains(&"e1d2@H".to_string()),
        "drop while capturing"
    );
    assert!(!moves.iter().any(|m| m.ends_with("@P")));
    assert!(
        !moves.iter().any(|m| m.ends_with("@C")),
        "only the Lord's colour"
    );
    assert!(refuse(&mut g, "e1e2@P").contains("Priestess"));
    assert!(refuse(&mut g, "e1e2@C").contains("no Chariot"));
    play(&mut g, "e1d2@H");
    assert_eq!(body(&g, "e1"), Some(Body::lifeless(W, Class::Horse)));
    assert_eq!(earth(&g, W, Class::Horse), 0);
    assert_eq!(earth(&g, W, Class::Soldier), 1);
    assert_eq!(g.pos.quiet, 0);
}

#[test]
fn rebirth_is_a_drop_then_a_grant() {
    let mut g = game("wL(L)@e1 wP(H)@c3 bL(L)@h8\nearth: wH\nunderworld: H\nturn: white");
    play(&mut g, "e1f2@H");
    play(&mut g, "h8g8");
    // Priestess on c3 grants its Horse soul to e1 (a knight leap... c3->e2 is; e1 is not).
    assert!(!is_legal(&g, "c3e1~H"));
    assert!(!is_legal(&g, "c3e2~H")); // e2 is empty: souls only enter bodies
    let mut g = game("wL(L)@e1 wP(H)@d3 bL(L)@h8\nearth: wH\nunderworld: H\nturn: white");
    play(&mut g, "e1f2@H");
    play(&mut g, "h8g8");
    play(&mut g, "d3e1~H^H");
    assert_eq!(body(&g, "e1"), Some(Body::living(W, Class::Horse)));
    assert_eq!(body(&g, "d3").unwrap().souls.as_slice(), [Class::Horse]);
}

#[test]
fn only_the_lord_figure_drops() {
    let mut g = game("wC(C)@a1 wL(L)@e1 bL(L)@h8\nearth: wH\nturn: white");
    let msg = refuse(&mut g, "a1a2@H");
    assert!(msg.contains("Only the Lord"), "{msg}");
}

#[test]
fn a_drop_without_capture_resets_the_quiet_count() {
    let mut g = game("wL(L)@e1 bL(L)@h8\nearth: wC\nturn: white\nquiet: 40");
    play(&mut g, "e1e2@C");
    assert_eq!(g.pos.quiet, 0);
    assert_eq!(body(&g, "e1"), Some(Body::lifeless(W, Class::Chariot)));
}

#[test]
fn r28_the_lord_may_drop_the_body_it_has_just_captured() {
    // The seed: "the Lord goes or captures, and on the previous square, now emptied, the player
    // may place a dead body of friendly color"; the captured body is then in the earth, friendly.
    let mut g = game("wL(L)@e1 bH(H)@d2 bP()@f2 bL(L)@h8\nturn: white");
    assert!(is_legal(&g, "e1d2@H"), "{:?}", legal(&g));
    assert!(!is_legal(&g, "e1e2@H"), "not when the Lord only goes");
    assert!(!is_legal(&g, "e1f2@P"), "never a Priestess body");
    assert!(refuse(&mut g, "e1f2@P").contains("Priestess"));
    let label = g.label(W, &g.parse_action(W, "e1d2@H").unwrap());
    assert!(
        label.contains("takes Black Horse and drops a Horse body on e1"),
        "{label}"
    );
    play(&mut g, "e1d2@H");
    assert_eq!(body(&g, "e1"), Some(Body::lifeless(W, Class::Horse)));
    assert_eq!(g.pos.earth, [[0; 6]; 2]);
    assert_eq!(g.pos.underworld[Class::Horse.index()], 1);
    assert_eq!((g.pos.body_count(), g.pos.soul_count()), (4, 3));
}
