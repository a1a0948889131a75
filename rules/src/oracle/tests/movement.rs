//! How beings move (R1–R6, R9): the start, kinds of being, room, geometry and blocking for figures
//! and souls, the Priestess, no friendly capture.

use super::*;

#[test]
fn start_position_layout_and_first_moves() {
    let g = Oracle::new_game(0);
    assert_eq!(body(&g, "d1"), Some(Body::lifeless(W, Class::Priestess)));
    assert_eq!(body(&g, "d8"), Some(Body::lifeless(B, Class::Priestess)));
    assert_eq!(body(&g, "e1"), Some(Body::living(W, Class::Lord)));
    assert_eq!(body(&g, "b8"), Some(Body::living(B, Class::Horse)));
    assert_eq!(body(&g, "c7"), Some(Body::living(B, Class::Soldier)));
    assert_eq!(g.pos.body_count(), 32);
    assert_eq!(g.pos.soul_count(), 30);
    assert_eq!(g.to_act(), ToAct::Side(W));
    // Eight single Soldier steps (no double step, R1) and four Horse moves; nothing else.
    let mut moves = legal(&g);
    moves.sort();
    assert_eq!(moves.len(), 12, "{moves:?}");
    assert!(moves.contains(&"e2e3".to_string()));
    assert!(!moves.contains(&"e2e4".to_string()));
    assert!(g.legal_actions(B).is_empty());
}

#[test]
fn kinds_of_being() {
    let fig = Body::living(W, Class::Horse);
    assert!(fig.is_figure() && !fig.is_ill_suited() && !fig.is_lifeless());
    let ill = Body {
        side: W,
        class: Class::Chariot,
        souls: Souls::one(Class::Lord),
    };
    assert!(ill.is_ill_suited() && !ill.is_figure());
    let mut p = Body::lifeless(W, Class::Priestess);
    assert!(p.is_lifeless() && !p.is_figure());
    p.souls.push(Class::Horse);
    p.souls.push(Class::Horse);
    assert!(p.is_figure() && p.moves_as(Class::Horse) && !p.moves_as(Class::Chariot));
    // A Priestess never hosts a Lord or Soldier soul (R2, R3).
    assert!(!p.has_room_for(Class::Lord) && !p.has_room_for(Class::Soldier));
    assert!(Oracle::from_position("wP(L)@d4 wL(L)@e1 bL(L)@e8\nturn: white", 0).is_err());
    assert!(Oracle::from_position("wP(C,E,H,C)@d4 wL(L)@e1 bL(L)@e8\nturn: white", 0).is_err());
}

#[test]
fn lifeless_and_ill_suited_bodies_cannot_go() {
    let mut g = game("wC()@a1 wH(C)@b1 wL(L)@e1 bL(L)@e8\nturn: white");
    assert!(refuse(&mut g, "a1a5").contains("lifeless"));
    assert!(refuse(&mut g, "b1c3").contains("ill-suited"));
    // The ill-suited body's soul may still leave, measured as a Chariot: b1 -> a1 is a rook step.
    play(&mut g, "b1a1~C");
    assert!(body(&g, "a1").unwrap().is_figure());
    assert!(body(&g, "b1").unwrap().is_lifeless());
}

#[test]
fn room_rules() {
    let mut g =
        game("wP(C,E,H)@d4 wH()@d5 wP(C)@c5 wL(L)@e1 wS(S)@e4 wE()@e5 wS(S)@c4 wH(H)@b3 bL(L)@h8\nturn: white");
    // Full Priestess on d4 takes nothing more; d5 lifeless Horse takes any soul.
    assert!(!is_legal(&g, "b3d4~H"));
    assert!(is_legal(&g, "d4d5~C"));
    assert!(!is_legal(&g, "d4d5~E")); // d5 is not on a diagonal of d4
    assert!(is_legal(&g, "d4c5~E")); // Priestess c5 has room for a warrior
    assert!(!is_legal(&g, "e1d1~L"));
    // A Soldier soul may go into a lifeless Elephant (ill-suited), never into a Priestess.
    assert!(is_legal(&g, "e4e5~S"));
    assert!(!is_legal(&g, "c4c5~S"));
    assert!(refuse(&mut g, "c4c5~S").contains("no room"));
    // A non-Priestess body hosting a soul has no room.
    assert!(!is_legal(&g, "d4e4~C"));
    assert!(is_legal(&g, "b3c5~H"));
    let msg = refuse(&mut g, "c5d4~C");
    assert!(msg.contains("no room"), "{msg}");
}

#[test]
fn blocking_by_any_body_for_figures_and_souls() {
    let mut g = game("wC(C)@a1 bS()@a3 wH()@a5 wE()@b1 wL(L)@e1 bL(L)@e8\nturn: white");
    // The Chariot may capture the lifeless enemy Soldier on a3 but cannot pass it.
    assert!(is_legal(&g, "a1a3"));
    assert!(!is_legal(&g, "a1a4"));
    let msg = refuse(&mut g, "a1a5~C");
    assert!(msg.contains("blocked"), "{msg}");
    // The soul goes into the lifeless Elephant next to it.
    assert!(is_legal(&g, "a1b1~C"));
    // A Soldier soul moves only straight forward.
    let g2 = game("wS(S)@e4 wH()@e5 wH()@e3 wH()@d5 wL(L)@a1 bL(L)@h8\nturn: white");
    assert!(is_legal(&g2, "e4e5~S"));
    assert!(!is_legal(&g2, "e4e3~S"));
    assert!(!is_legal(&g2, "e4d5~S"));
    // Black's forward is down the board.
    let g3 = game("bS(S)@e5 bH()@e4 bH()@e6 wL(L)@a1 bL(L)@h8\nturn: black");
    assert!(is_legal(&g3, "e5e4~S"));
    assert!(!is_legal(&g3, "e5e6~S"));
}

#[test]
fn soldier_goes_forward_and_captures_diagonally() {
    let g = game("wS(S)@e4 bS(S)@e5 bH(H)@d5 bH()@f5 wL(L)@a1 bL(L)@h8\nturn: white");
    let moves = legal(&g);
    assert!(moves.contains(&"e4d5".to_string()));
    assert!(
        moves.contains(&"e4f5".to_string()),
        "lifeless enemy bodies can be captured"
    );
    assert!(!moves.contains(&"e4e5".to_string()));
}

#[test]
fn priestess_moves_as_any_of_its_souls() {
    let g = game("wP(C,H)@d4 wL(L)@a1 bL(L)@h8\nturn: white");
    let moves = legal(&g);
    for m in ["d4d8", "d4h4", "d4e6", "d4b3"] {
        assert!(moves.contains(&m.to_string()), "{m}");
    }
    assert!(!moves.contains(&"d4e5".to_string()), "no Elephant soul");
    let g = game("wP(E,E)@d4 wL(L)@a1 bL(L)@h7\nturn: white");
    // Two Elephant souls give each target once.
    let n = legal(&g).iter().filter(|m| *m == "d4e5").count();
    assert_eq!(n, 1);
}

#[test]
fn friendly_beings_are_never_captured() {
    let g = game("wC(C)@a1 wH()@a4 wL(L)@e1 bL(L)@e8\nturn: white");
    assert!(!legal(&g).iter().any(|m| m == "a1a4"));
    // A plain from-to onto one's own body means the only soul that can go there.
    let a = g.parse_action(W, "a1a4").unwrap();
    assert_eq!(g.notation(W, &a), "a1a4~C");
    let g2 = game("wP(C,E)@a1 wP()@a4 wL(L)@e1 bL(L)@e8\nturn: white");
    let a = g2.parse_action(W, "a1a4").unwrap();
    assert_eq!(g2.notation(W, &a), "a1a4~C");
    let mut g3 = game("wH(H)@a1 wC(C)@a4 wL(L)@e1 bL(L)@e8\nturn: white");
    let msg = refuse(&mut g3, "a4a1");
    assert!(msg.contains("your own"), "{msg}");
}

#[test]
fn horse_souls_leap_over_bodies_and_slider_souls_are_blocked_by_either_colour() {
    let g = game(
        "wH(H)@c3 wH()@d1 wS(S)@c2 wS(S)@d2 wC(C)@a1 bS()@a2 wH()@a4 wL(L)@e1 bL(L)@h8\nturn: white",
    );
    assert!(is_legal(&g, "c3d1~H"), "a Horse soul is never blocked");
    assert!(
        !is_legal(&g, "a1a4~C"),
        "an enemy lifeless body blocks a soul"
    );
}

#[test]
fn actions_are_ordered_for_menus() {
    let g = game("wL(L)@e1 wH()@d1 wH(H)@b1 wS(S)@e8 bL(L)@a5\nearth: wC, bP\nturn: white");
    let moves = legal(&g);
    let pos = |n: &str| moves.iter().position(|m| m == n).unwrap();
    assert!(pos("b1c3") < pos("e1e2"), "origin square first");
    assert!(pos("e1f2") < pos("e1e2@C"), "figure moves before drops");
    assert!(pos("e1e2@C") < pos("e1d1~L"), "drops before soul moves");
    assert!(pos("e8=P") > pos("e1d1~L"));
    let sugg = g.suggest(W, "e1");
    assert!(sugg.iter().all(|c| c.notation.starts_with("e1")));
    assert_eq!(sugg[0].notation, "e1f1");
}
