//! Scenario tests for every ruling of `shared/rules/oracle.md` (R1–R22) and of
//! `docs/rules/oracle.md` (R23–), round trips, and random self-play with invariants.

use super::movegen::lord_square;
use super::position::ix;
use super::*;
use crate::view::{Highlight, Ink, Tone};
use crate::AnyGame;

pub(super) const W: Side = Side::White;
pub(super) const B: Side = Side::Black;

pub(super) fn game(text: &str) -> Oracle {
    Oracle::from_position(text, 1).unwrap_or_else(|e| panic!("bad test position: {e}\n{text}"))
}

pub(super) fn s(text: &str) -> Square {
    Square::parse(text, crate::BoardSize::CHESS).unwrap()
}

pub(super) fn body(g: &Oracle, at: &str) -> Option<Body> {
    g.pos.at(ix(s(at)))
}

pub(super) fn play(g: &mut Oracle, text: &str) -> Report {
    let side = g.pos.turn;
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text} should parse: {e}\n{}", g.position()));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("{text} should play: {e}"))
}

/// Plays `text` expecting a refusal; checks the state is unchanged and returns the message.
fn refuse(g: &mut Oracle, text: &str) -> String {
    let before = serde_json::to_string(g).unwrap();
    let side = g.pos.turn;
    let err = match g.parse_action(side, text) {
        Err(e) => e,
        Ok(a) => match g.play(side, a) {
            Err(e) => e,
            Ok(_) => panic!("{text} should be refused"),
        },
    };
    // Playing the raw action must be refused too, leaving the state unchanged.
    if let Ok(a) = notation::read(text) {
        assert!(
            g.play(side, a).is_err(),
            "{text} played despite parse refusal"
        );
    }
    assert_eq!(
        serde_json::to_string(g).unwrap(),
        before,
        "{text} changed state"
    );
    err.to_string()
}

fn legal(g: &Oracle) -> Vec<String> {
    let side = g.pos.turn;
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}

fn is_legal(g: &Oracle, text: &str) -> bool {
    legal(g).iter().any(|n| n == text)
}

fn earth(g: &Oracle, side: Side, class: Class) -> u8 {
    g.pos.earth[side.index()][class.index()]
}

fn under(g: &Oracle, class: Class) -> u8 {
    g.pos.underworld[class.index()]
}

// ---- R1, R2: start, kinds of being ----

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

// ---- R3: room ----

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

// ---- R5, R9: geometry and blocking, also for souls ----

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

// ---- R6: figure moves, Priestess union, no friendly capture ----

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

// ---- R7: captures ----

#[test]
fn capture_sends_body_to_earth_flipped_and_souls_to_underworld() {
    let mut g = game("wH(H)@c3 bP(C,E)@d5 wL(L)@e1 bL(L)@e8\nturn: white");
    play(&mut g, "c3d5");
    assert_eq!(earth(&g, W, Class::Priestess), 1);
    assert_eq!(earth(&g, B, Class::Priestess), 0);
    assert_eq!(under(&g, Class::Chariot), 1);
    assert_eq!(under(&g, Class::Elephant), 1);
    assert_eq!(body(&g, "d5"), Some(Body::living(W, Class::Horse)));
    assert_eq!(g.pos.quiet, 0);
}

// ---- R8, R10: soul moves and summons ----

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

// ---- R11, R12: the Lord's drop and rebirth ----

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

// ---- R13: promotion ----

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

// ---- R14: the Lord soul may leave its body ----

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

// ---- R15, R16: attacks and self-check ----

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

// ---- R17: checkmate and stalemate ----

#[test]
fn back_rank_checkmate() {
    let mut g = game("wC(C)@a1 wL(L)@e1 bS(S)@g7 bS(S)@h7 bL(L)@h8\nturn: white");
    let r = play(&mut g, "a1a8");
    assert_eq!(g.outcome(), Some(Outcome::win(W, "checkmate")));
    assert!(r.public.contains("checkmate"));
    assert_eq!(g.to_act(), ToAct::Over);
    assert!(g.legal_actions(B).is_empty());
    assert_eq!(refuse(&mut g, "g7g6"), RuleError::GameOver.to_string());
}

#[test]
fn checkmate_of_a_lord_soul_in_another_body() {
    let mut g = game("wC(C)@a1 wL(L)@e1 bS(S)@g7 bS(S)@h7 bH(L)@h8 bL()@c6\nturn: white");
    play(&mut g, "a1a8");
    assert_eq!(g.outcome(), Some(Outcome::win(W, "checkmate")));
}

#[test]
fn stalemate_is_a_draw() {
    let mut g = game("bL(L)@a8 wS(S)@a7 wL(L)@c5\nturn: white");
    play(&mut g, "c5b6");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("stalemate"));
}

// ---- R18: repetition ----

#[test]
fn threefold_repetition_draws() {
    let mut g = Oracle::new_game(0);
    for round in 0..2 {
        for m in ["g1f3", "g8f6", "f3g1"] {
            play(&mut g, m);
        }
        if round == 0 {
            play(&mut g, "f6g8");
            assert!(g.outcome().is_none());
        }
    }
    assert!(g.outcome().is_none());
    play(&mut g, "f6g8");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("three times"));
}

#[test]
fn repetition_compares_souls_and_trays() {
    let a = Position::from_text("wL(L)@e1 wH()@e2 bL(L)@e8\nturn: white").unwrap();
    let b = Position::from_text("wL(L)@e1 wC()@e2 bL(L)@e8\nturn: white").unwrap();
    let c = Position::from_text("wL(L)@e1 wH()@e2 bL(L)@e8\nunderworld: C\nturn: white").unwrap();
    let d = Position::from_text("wL(L)@e1 wH()@e2 bL(L)@e8\nturn: black").unwrap();
    let keys = [a.key(), b.key(), c.key(), d.key()];
    for i in 0..4 {
        for j in 0..i {
            assert_ne!(keys[i], keys[j]);
        }
    }
}

// ---- R19, R20, R21: quiet moves, round limit, precedence ----

#[test]
fn quiet_move_limit() {
    let mut g = game("wL(L)@e1 wH(H)@b1 bL(L)@e8 bS(S)@a7\nturn: white\nquiet: 62");
    play(&mut g, "b1c3");
    assert!(g.outcome().is_none());
    assert_eq!(g.pos.quiet, 63);
    play(&mut g, "e8d8");
    assert!(g.outcome().unwrap().reason.contains("quiet"));
    // A Soldier move resets the count.
    let mut g = game("wL(L)@e1 wH(H)@b1 bL(L)@e8 bS(S)@a7\nturn: black\nquiet: 63");
    play(&mut g, "a7a6");
    assert_eq!(g.pos.quiet, 0);
    assert!(g.outcome().is_none());
}

#[test]
fn soldier_soul_moves_are_not_quiet() {
    let mut g = game("wS(S)@e4 wH()@e5 wL(L)@a1 bL(L)@h8\nturn: white\nquiet: 10");
    play(&mut g, "e4e5~S");
    assert_eq!(g.pos.quiet, 0);
}

#[test]
fn round_limit() {
    let mut g = game("wL(L)@e1 bL(L)@e8 bS(S)@a7\nturn: black\nply: 511");
    play(&mut g, "a7a6");
    assert_eq!(g.outcome().unwrap().reason, "round 256 is over");
}

#[test]
fn mate_beats_every_draw() {
    let mut g =
        game("wC(C)@a1 wL(L)@e1 bS(S)@g7 bS(S)@h7 bL(L)@h8\nturn: white\nquiet: 63\nply: 511");
    play(&mut g, "a1a8");
    assert_eq!(g.outcome(), Some(Outcome::win(W, "checkmate")));
}

#[test]
fn repetition_beats_quiet_count() {
    let mut g = Oracle::new_game(0);
    for m in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
        play(&mut g, m);
    }
    g.pos.quiet = 63;
    play(&mut g, "f6g8");
    assert!(g.outcome().unwrap().reason.contains("three times"));
}

// ---- notation, parsing, errors ----

#[test]
fn notation_forms_round_trip() {
    let g = game(
        "wL(L)@e1 wP(C)@d4 wH()@d7 wS(S)@a8 wH(H)@c3 wH()@d1 bL(L)@h5\n\
         earth: wH, bP\nunderworld: H\nturn: white",
    );
    for n in [
        "e1e2@H", "d4d7~C^H", "d4d7~C", "a8=P", "c3d1~H", "c3e4", "e1f2",
    ] {
        let a = g.parse_action(W, n).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_eq!(g.notation(W, &a), n);
        let label = g.label(W, &a);
        assert!(
            label.starts_with(n) && label.chars().count() <= 100,
            "{label}"
        );
    }
    // Decorations and case are forgiven.
    let a = g.parse_action(W, "E1-e2 @h").unwrap();
    assert_eq!(g.notation(W, &a), "e1e2@H");
    assert_eq!(
        g.label(W, &g.parse_action(W, "c3d1~H").unwrap()),
        "c3d1~H · grant Horse soul to the lifeless Horse on d1"
    );
    assert!(g
        .label(W, &g.parse_action(W, "e1e2@H").unwrap())
        .contains("Lord e1→e2 and drops a Horse body on e1"));
}

#[test]
fn malformed_and_illegal_errors() {
    let mut g = Oracle::new_game(0);
    for bad in [
        "", "zz", "e2", "e2e9", "e2e3@", "e2e3~Q", "e2e3+", "e2=Q", "e2e3e4",
    ] {
        let e = g.parse_action(W, bad).unwrap_err();
        assert!(matches!(e, RuleError::Malformed(_)), "{bad}: {e:?}");
    }
    assert!(refuse(&mut g, "e4e5").contains("no body"));
    assert!(refuse(&mut g, "e7e6").contains("Black's"));
    assert!(refuse(&mut g, "d1d3").contains("lifeless"));
    assert!(refuse(&mut g, "a1a3").contains("cannot reach"));
    let a = g.parse_action(W, "e2e3").unwrap();
    let before = serde_json::to_string(&g).unwrap();
    assert!(matches!(g.play(B, a), Err(RuleError::NotYourTurn(_))));
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
}

// ---- position text, JSON, AnyGame ----

#[test]
fn position_text_round_trips() {
    let text = "wP(C,E)@d4 wC(L)@g1 wL()@e1 bL(L)@e8 bS(S)@a2\n\
                earth: wH, wH, bS\nunderworld: C, S\nturn: black\nquiet: 5\nply: 40\n";
    let g = game(text);
    let again = game(&g.position());
    assert_eq!(g.position(), again.position());
    assert_eq!(g.pos, again.pos);
    assert!(g.position().contains("wP(C,E)@d4"));
    assert!(g.position().contains("earth: wH, wH, bS"));
    let start = Oracle::new_game(0);
    assert_eq!(game(&start.position()).pos, start.pos);
}

#[test]
fn bad_positions_are_refused() {
    for bad in [
        "wL(L)@e1\nturn: white",                         // no Black Lord soul
        "wL(L)@e1 bL(L)@e8",                             // no side to move
        "wL(L)@e1 bL(L)@e8 bC(C)@e5\nturn: black",       // White in check on Black's turn
        "wL(L)@e1 bL(L)@e8 wH()@e1\nturn: white",        // two beings on one square
        "wL(L)@e1 bL(L)@e8\nunderworld: L\nturn: white", // Lord soul in the underworld
        "wL(L)@e1 bL(L)@e8 wQ()@d1\nturn: white",
        "wL(L)@e1 bL(L)@e8\nearth: wP, wX\nturn: white",
        "wL(L)@e1 bL(L)@e8\nunderworld: P\nturn: white",
        "wL(L)@e1 bL(L)@e8\nturn: green",
        "wL(L)@e1 bL(L)@e8\nturn: white\nply: -1",
    ] {
        assert!(
            matches!(
                Oracle::from_position(bad, 0),
                Err(RuleError::BadPosition(_))
            ),
            "{bad}"
        );
    }
}

#[test]
fn json_round_trip_mid_game() {
    let mut g = Oracle::new_game(3);
    for m in ["e2e3", "d7d6", "f1c4", "c8g4"] {
        play(&mut g, m);
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Oracle = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let mut any = AnyGame::new(VariantId::Oracle, 1).unwrap();
    let (n, _) = any.play_text(W, "e2-e3").unwrap();
    assert_eq!(n, "e2e3");
    assert_eq!(any.history(), vec!["1. e2e3"]);
    let json = serde_json::to_string(&any).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back.position(), any.position());
}

// ---- view ----

#[test]
fn view_shows_bodies_souls_trays_and_last_move() {
    let mut g = game(
        "wP(C,E,H)@d4 wC(L)@g1 wL()@e1 wH()@f2 bL(L)@e8 bS(S)@a7\n\
         earth: wH, bS\nunderworld: C, S, S\nturn: white",
    );
    play(&mut g, "g1f2~L");
    let v = g.view(Viewer::Player(B));
    assert_eq!(v.title, "Oracle Chess");
    assert_eq!(v.bottom, B);
    let cell = |sq: &str| {
        v.boards[0]
            .cells
            .iter()
            .find(|c| c.square == s(sq))
            .unwrap()
    };
    let p = cell("d4");
    assert_eq!(p.piece.as_ref().unwrap().glyph, "♛");
    assert_eq!(p.badges.len(), 3);
    let lifeless = cell("e1");
    assert!(lifeless.piece.as_ref().unwrap().faded);
    assert_eq!(lifeless.badges[0].text, "∅");
    assert_eq!(cell("g1").highlights, vec![Highlight::LastFrom]);
    assert!(cell("f2").highlights.contains(&Highlight::LastTo));
    assert_eq!(
        cell("f2").badges[0].tone,
        Tone::Warn,
        "Lord soul in a Horse body: ill-suited"
    );
    assert_eq!(v.boards[0].arrows.len(), 1);
    assert_eq!(v.trays.len(), 3);
    assert_eq!(v.trays[2].pieces.len(), 2);
    assert_eq!(v.trays[2].pieces[1].1, 2);
    assert_eq!(v.trays[2].pieces[0].0.ink, Ink::Neutral);
    assert!(v.panel.iter().any(|l| l.text.contains("Quiet plies")));
    assert_eq!(g.view(Viewer::Public).bottom, W);
    assert!(g.text_board(Viewer::Public).contains("wP:CEH"));
}

#[test]
fn help_is_short_enough() {
    assert!(HELP.len() <= 3500, "{}", HELP.len());
    for word in [
        "body",
        "soul",
        "earth",
        "underworld",
        "e1e2@H",
        "c3d1~H",
        "e8=P",
    ] {
        assert!(HELP.contains(word), "{word}");
    }
}

// ---- self-play ----

/// Every legal action, found by brute force: each pseudo-legal action applied to a copy, keeping
/// those after which the mover's Lord soul is not attacked.
fn brute_force_legal(pos: &Position) -> Vec<Action> {
    pos.pseudo_actions(true)
        .into_iter()
        .filter(|a| {
            let mut p = pos.clone();
            p.apply(*a);
            !p.in_check_of(pos.turn)
        })
        .collect()
}

fn check_invariants(g: &Oracle, bodies: usize, souls: usize) {
    let p = &g.pos;
    assert_eq!(p.body_count(), bodies, "bodies conserved\n{}", g.position());
    assert_eq!(p.soul_count(), souls, "souls conserved\n{}", g.position());
    assert_eq!(
        p.underworld[Class::Lord.index()],
        0,
        "Lord soul in the underworld"
    );
    for side in [W, B] {
        let n = p
            .board
            .iter()
            .flatten()
            .filter(|b| b.side == side && b.hosts_lord())
            .count();
        assert_eq!(n, 1, "{side} has one Lord soul");
    }
    // The side that just moved is never in check.
    assert!(
        !p.in_check_of(p.turn.opponent()),
        "self-check\n{}",
        g.position()
    );
    for b in p.board.iter().flatten() {
        if b.class == Class::Priestess {
            assert!(b.souls.len() <= 3 && b.souls.as_slice().iter().all(|c| c.is_warrior()));
        } else {
            assert!(b.souls.len() <= 1);
        }
    }
}

/// Plays `games` random games from `seed`; `deep` also checks the legal list by brute force,
/// notation round trips and a position/JSON round trip every ply.
fn self_play(seed: u64, games: usize, deep: bool) -> (usize, usize) {
    let mut rng = Rng::new(seed);
    let mut decisive = 0;
    let mut plies = 0;
    for _ in 0..games {
        let mut g = Oracle::new_game(rng.next_u64());
        while g.outcome().is_none() {
            let side = g.pos.turn;
            let actions = g.legal_actions(side);
            assert!(
                !actions.is_empty(),
                "no action but not over\n{}",
                g.position()
            );
            if deep {
                let mut a1 = actions.clone();
                let mut a2 = brute_force_legal(&g.pos);
                let key = |a: &Action| format!("{a:?}");
                a1.sort_by_key(key);
                a2.sort_by_key(key);
                assert_eq!(a1, a2, "legal list\n{}", g.position());
                for a in &actions {
                    let n = g.notation(side, a);
                    assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                    assert!(g.label(side, a).chars().count() <= 100);
                }
                let back = Oracle::from_position(&g.position(), 0).unwrap();
                assert_eq!(back.pos, g.pos);
            }
            let a = actions[rng.below(actions.len())];
            g.play(side, a).expect("a legal action plays");
            plies += 1;
            check_invariants(&g, 32, 30);
        }
        if g.outcome().unwrap().winner.is_some() {
            decisive += 1;
        }
        if deep {
            let json = serde_json::to_string(&g).unwrap();
            assert_eq!(serde_json::from_str::<Oracle>(&json).unwrap(), g);
            let _ = g.view(Viewer::Public);
            assert_eq!(g.history().len(), g.moves.len());
        }
    }
    (decisive, plies)
}

#[test]
fn self_play_deep_checks() {
    let (_, plies) = self_play(99, 60, true);
    assert!(plies > 1000);
}

// 10,000 random games in four parallel test functions.
#[test]
fn self_play_a() {
    self_play(1, 2500, false);
}

#[test]
fn self_play_b() {
    self_play(2, 2500, false);
}

#[test]
fn self_play_c() {
    self_play(3, 2500, false);
}

#[test]
fn self_play_d() {
    self_play(4, 2500, false);
}

#[test]
fn lord_square_is_found() {
    let g = Oracle::new_game(0);
    assert_eq!(lord_square(&g.pos.board, W), Some(ix(s("e1"))));
}

// ---- project rulings R25, R26 (docs/rules/oracle.md) ----

#[test]
fn r25_endings_are_judged_on_a_custom_start() {
    let g = game("bL(L)@a8 wS(S)@a7 wL(L)@b6\nturn: black");
    assert!(g.outcome().unwrap().reason.contains("stalemate"));
    assert_eq!(g.to_act(), ToAct::Over);
    let g = game("wL(L)@e1 bL(L)@e8\nturn: white\nquiet: 64");
    assert!(g.outcome().unwrap().reason.contains("quiet"));
}

#[test]
fn r26_only_a_soldier_figure_promotes() {
    let mut g = game("wS(H)@a8 wS()@b8 wL(L)@e1 bL(L)@h5\nearth: bP\nturn: white");
    assert!(!legal(&g).iter().any(|m| m.ends_with("=P")));
    assert!(refuse(&mut g, "a8=P").contains("Only a Soldier"));
    assert!(refuse(&mut g, "b8=P").contains("Only a Soldier"));
}

#[test]
fn quiet_count_beats_round_limit() {
    let mut g = game("wL(L)@e1 bL(L)@e8 bS(S)@a7\nturn: white\nquiet: 63\nply: 511");
    play(&mut g, "e1d1");
    assert!(g.outcome().unwrap().reason.contains("quiet"));
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

#[test]
fn absurd_counts_are_refused_not_panicking() {
    let many = vec!["C"; 70].join(", ");
    let text = format!("wL(L)@e1 bL(L)@e8\nunderworld: {many}\nturn: white");
    assert!(Oracle::from_position(&text, 0).is_err());
    let many = vec!["wH"; 300].join(", ");
    let text = format!("wL(L)@e1 bL(L)@e8\nearth: {many}\nturn: white");
    assert!(Oracle::from_position(&text, 0).is_err());
}
