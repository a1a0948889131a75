//! How a game ends (R17–R21, R25): stalemate, repetition, quiet plies, the round limit and their
//! precedence.

use super::*;

#[test]
fn stalemate_is_a_draw() {
    let mut g = game("bL(L)@a8 wS(S)@a7 wL(L)@c5\nturn: white");
    play(&mut g, "c5b6");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("stalemate"));
}

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
    assert_eq!(g.outcome(), Some(Outcome::win(W, crate::Ending::Checkmate)));
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

#[test]
fn stalemate_is_judged_before_repetition_and_counters() {
    let mut g = game("bL(L)@a8 wS(S)@a7 wL(L)@c5\nturn: white\nquiet: 63\nply: 511");
    play(&mut g, "c5b6");
    assert!(g.outcome().unwrap().reason.contains("stalemate"));
}

#[test]
fn quiet_count_beats_round_limit() {
    let mut g = game("wL(L)@e1 bL(L)@e8 bS(S)@a7\nturn: white\nquiet: 63\nply: 511");
    play(&mut g, "e1d1");
    assert!(g.outcome().unwrap().reason.contains("quiet"));
}

#[test]
fn r25_endings_are_judged_on_a_custom_start() {
    let g = game("bL(L)@a8 wS(S)@a7 wL(L)@b6\nturn: black");
    assert!(g.outcome().unwrap().reason.contains("stalemate"));
    assert_eq!(g.to_act(), ToAct::Over);
    let g = game("wL(L)@e1 bL(L)@e8\nturn: white\nquiet: 64");
    assert!(g.outcome().unwrap().reason.contains("quiet"));
}
