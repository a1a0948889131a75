//! Promotion (R13, R26).

use super::*;

#[test]
fn promotion_rules() {
    let mut g = game("wS(S)@a7 wS(S)@b8 wL(L)@e1 bL(L)@h5\nearth: bP\nturn: white");
    // Reaching the last rank is not promoting.
    assert!(!is_legal(&g, "a7=P"));
    play(&mut g, "a7a8");
    assert_eq!(body(&g, "a8"), Some(Body::living(W, Class::Soldier)));
    play(&mut g, "h5h4");
    // Black's earth holds the only Priestess body; White takes it.
    play(&mut g, "a8=P");
    assert_eq!(body(&g, "a8"), Some(Body::lifeless(W, Class::Priestess)));
    assert_eq!(earth(&g, B, Class::Priestess), 0);
    assert_eq!(
        earth(&g, B, Class::Soldier),
        1,
        "the Soldier body flips colour"
    );
    assert_eq!(under(&g, Class::Soldier), 1);
    // No Priestess body is left in the earth, so b8 may not promote.
    play(&mut g, "h4h3");
    let msg = refuse(&mut g, "b8=P");
    assert!(msg.contains("Priestess body is in the earth"), "{msg}");
}

#[test]
fn promotion_prefers_the_movers_colour() {
    let mut g = game("wS(S)@a8 wL(L)@e1 bL(L)@h5\nearth: wP, bP\nturn: white");
    play(&mut g, "a8=P");
    assert_eq!(earth(&g, W, Class::Priestess), 0);
    assert_eq!(earth(&g, B, Class::Priestess), 1);
    let mut g = game("bS(S)@a1 wL(L)@e3 bL(L)@h5\nearth: wP\nturn: black");
    play(&mut g, "a1=P");
    assert_eq!(body(&g, "a1"), Some(Body::lifeless(B, Class::Priestess)));
    assert_eq!(earth(&g, W, Class::Soldier), 1);
}

#[test]
fn promotion_resets_the_quiet_count_and_conserves_tokens() {
    let mut g = game("wS(S)@c8 wL(L)@e1 bL(L)@h5\nearth: bP\nturn: white\nquiet: 30");
    let (bodies, souls) = (g.pos.body_count(), g.pos.soul_count());
    play(&mut g, "c8=P");
    assert_eq!(g.pos.quiet, 0);
    assert_eq!((g.pos.body_count(), g.pos.soul_count()), (bodies, souls));
    assert_eq!(g.pos.underworld[Class::Soldier.index()], 1);
}

#[test]
fn both_priestesses_on_the_board_forbid_promotion() {
    let mut g = game("wS(S)@c8 wP()@d1 bP()@d8 wL(L)@e1 bL(L)@h5\nturn: white");
    assert!(!is_legal(&g, "c8=P"));
    assert!(refuse(&mut g, "c8=P").contains("Priestess body is in the earth"));
}

#[test]
fn r26_only_a_soldier_figure_promotes() {
    let mut g = game("wS(H)@a8 wS()@b8 wL(L)@e1 bL(L)@h5\nearth: bP\nturn: white");
    assert!(!legal(&g).iter().any(|m| m.ends_with("=P")));
    assert!(refuse(&mut g, "a8=P").contains("Only a Soldier"));
    assert!(refuse(&mut g, "b8=P").contains("Only a Soldier"));
}
