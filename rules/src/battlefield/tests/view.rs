//! What a viewer sees: HP badges, the last action, the panel, and the help text.

use super::*;

#[test]
fn view_has_hp_badges_last_action_and_panel() {
    let mut g = Battlefield::from_position(
        "rnbqkbnr/apsffspa/8/8/8/8/ABSFFSPA/RN1QKBNR w 1 KQkq - -",
        0,
    )
    .unwrap();
    mv(&mut g, "b2g7");
    let v = g.view(Viewer::Player(Side::Black));
    assert_eq!(v.title, "Battlefield Chess");
    assert_eq!(v.bottom, Side::Black);
    let plane = &v.boards[0];
    assert_eq!(plane.cells.iter().filter(|c| c.piece.is_some()).count(), 31);
    assert!(plane
        .cells
        .iter()
        .filter(|c| c.piece.is_some())
        .all(|c| c.hp.is_some()));
    let g7 = plane.cells.iter().find(|c| c.square == s("g7")).unwrap();
    assert_eq!(g7.hp, Some((8, 22)));
    assert!(g7.badges.iter().any(|b| b.text == "P"));
    assert!(g7.badges.iter().any(|b| b.text == "-14"));
    assert_eq!(plane.arrows.len(), 1);
    assert!(v.panel.iter().any(|l| l.text.contains("Black to move")));
    assert!(v.panel.iter().any(|l| l.text.contains("Dealt 14")));
    assert!(g.text_board(Viewer::Public).contains("g7 p: HP 8/22"));
    let d = g.describe_piece(s("g7")).unwrap();
    assert!(d.contains("Pikeman") && d.contains("Curse"), "{d}");
}

#[test]
fn help_is_short_enough() {
    assert!(HELP.chars().count() <= 3500);
    assert!(HELP.contains("HP"));
}
