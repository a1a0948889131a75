//! The position text and the stored form: round trips, the pre-battle field, playing through
//! [`crate::AnyGame`] and [`crate::Match`].

use super::*;

#[test]
fn position_and_json_round_trip() {
    let mut g = setup(
        &["Ke1", "kh8", "Nd2", "ph6", "Cc1", "Rd5"],
        'w',
        "d5:hp30,ch1,curse3,special=miracle,passives=pass-through c1:hp3 h6:poison1",
    );
    let text = g.position();
    let back = Battlefield::from_position(&text, 0).unwrap();
    assert_eq!(back.position(), text);
    mv(&mut g, "cheer e1>d2");
    mv(&mut g, "h6h5");
    mv(&mut g, "d2f3");
    let text = g.position();
    assert!(text.contains(" f3 "), "{text}");
    let json = serde_json::to_string(&g).unwrap();
    let back: Battlefield = serde_json::from_str(&json).unwrap();
    assert_eq!(serde_json::to_string(&back).unwrap(), json);
    assert_eq!(back.pos, g.pos);
    assert_eq!(Battlefield::from_position(&text, 0).unwrap().pos, g.pos);
}

#[test]
fn any_game_and_match_round_trip() {
    use crate::{AnyGame, Match, VariantId};
    let mut g = AnyGame::new(VariantId::Battlefield, 3).unwrap();
    let (n, r) = g.play_text(Side::White, "E2-E4").unwrap();
    assert_eq!(n, "e2e4");
    assert!(r.board_changed);
    assert!(g.play_text(Side::White, "d2d4").is_err());
    let m = Match::new(g);
    let back = Match::from_json(&m.to_json()).unwrap();
    assert_eq!(back.game().position(), m.game().position());
    assert_eq!(back.game().history(), vec!["1. White: e2e4".to_string()]);
    assert!(!back.game().suggest(Side::Black, "g8").is_empty());
}

/// The start position written before White's first pre-battle reads as the new game: the
/// seventh field `due` runs the pre-battle of the turn when the text is read.
#[test]
fn a_position_before_its_pre_battle_runs_it_when_read() {
    let due = Battlefield::from_position(
        "rnbqkbnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKBNR w 1 KQkq - - due",
        0,
    )
    .unwrap();
    assert_eq!(due.pos, Battlefield::new_game(0).pos);
    // The optional Cleric rule: Quick Charge gives the f1 Cleric its first charge then.
    let clerics = Battlefield::from_position(
        "rnbqkcnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKCNR w 1 KQkq - - due",
        0,
    )
    .unwrap();
    assert_eq!(clerics.pos, Battlefield::new_with_clerics().pos);
    assert_eq!(clerics.piece(s("f1")).unwrap().charge, 1);
}

/// A bad value, and a Cheered turn's second action before its pre-battle, are refused.
#[test]
fn the_pre_battle_field_is_checked() {
    let e = Battlefield::from_position("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - maybe", 0).unwrap_err();
    assert!(e.to_string().contains("`done` or `due`"), "{e}");
    let e = Battlefield::from_position("3k4/8/8/8/8/8/3N4/K2Q4 w 1 - - d2 due", 0).unwrap_err();
    assert!(e.to_string().contains("second action"), "{e}");
}
