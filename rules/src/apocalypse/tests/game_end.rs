//! How a game ends (R12, R13): footmen, penalties, no safe action and repetition, in that order.

use super::*;

#[test]
fn r12_1_footmen_checked_before_penalties() {
    // White already has 1 penalty and speculates wrongly; Black promotes its last pawn (R13).
    let mut g = setup_with("Na1 Pa2 Pe2 pb2 ne5", (1, 0));
    turn(&mut g, "a2b3", "b2b1");
    assert_eq!(g.penalties(White), 2);
    assert_eq!(at(&g, "b1"), Some(BN));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(White));
    assert!(o.reason.contains("Black has no footmen"));
}

#[test]
fn r12_2_penalties() {
    let mut g = setup_with("Na1 Pa2 Pe2 pa4 pe4 ne5", (1, 1));
    turn(&mut g, "a2b3", "e4d3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("two penalties"));
    let mut g = setup_with("Na1 Pa2 Pe2 pa4 pe4 ne5", (1, 1));
    turn(&mut g, "a2b3", "e4e3");
    assert_eq!(g.outcome().unwrap().winner, Some(Black));
    let r = g.records().last().unwrap();
    assert_eq!(r.penalties, [2, 1]);
    // The game refuses further actions.
    assert_eq!(g.parse_action(White, "a1c2"), Err(RuleError::GameOver));
    assert!(g.legal_actions(White).is_empty());
}

#[test]
fn r12_2_penalties_checked_before_no_safe_action() {
    // Black's wrong guess gives it a second penalty; White's a2a3 also leaves Black's a4 pawn
    // without a safe move, but the penalty check comes first.
    let mut g = setup_with("Pa2 Ne1 pa4", (0, 1));
    turn(&mut g, "a2a3", "a4b3");
    assert_eq!(g.penalties(Black), 2);
    assert!(!g.candidates(Black).iter().any(Candidate::is_safe));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(White));
    assert_eq!(o.reason, "Black reached two penalties");
}

#[test]
fn r12_3_no_safe_action_is_a_draw() {
    // After a4a3, Black's only pawn faces White's a2 pawn: a3a2 is LEAVE, a3b2 is LAND.
    let mut g = setup("Pa2 Ne1 pa4");
    assert!(g.outcome().is_none());
    turn(&mut g, "e1c2", "a4a3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "Black has no safe move");
    // A loaded position is checked at once (P3).
    let g = setup("Pa2 Ne1 pa3");
    assert_eq!(g.outcome().unwrap().reason, "Black has no safe move");
}

#[test]
fn r12_4_third_repetition_is_a_draw() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    assert!(g.outcome().is_none(), "start position seen twice");
    turn(&mut g, "e1d3", "e5c4");
    assert!(g.outcome().is_none());
    turn(&mut g, "d3e1", "c4e5");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("three times"));
}

#[test]
fn r12_4_penalties_separate_positions() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    // Both void: the start placement again, but at penalties 1-1, a new position.
    turn(&mut g, "a2b3", "a4b3");
    assert_eq!(g.board().fen(), START_FEN);
    assert!(g.outcome().is_none());
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    assert!(g.outcome().is_none(), "start placement at 1-1 seen twice");
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    assert!(g.outcome().unwrap().reason.contains("three times"));
}

#[test]
fn r13_last_pawn_may_promote_and_loses() {
    let g = setup("Pd4 Na1 pa4 pe4");
    assert!(g
        .legal_actions(White)
        .contains(&Action::parse_shape("d4d5=N").unwrap()));
    let mut g = setup("Pd4 Na1 pa4 pe4");
    turn(&mut g, "d4d5", "e4e3");
    assert_eq!(at(&g, "d5"), Some(WN));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Black));
    assert_eq!(o.reason, "White has no footmen left");
    // Both last pawns promote at once: draw.
    let mut g = setup("Pd4 pa2");
    turn(&mut g, "d4d5", "a2a1");
    assert_eq!(g.outcome().unwrap().winner, None);
}
