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

/// Issue 35: the picture carries a key to what every piece shows: its HP bar, its charge badge
/// and the letter on a pawn (its kind and weapon) or on a piece that is not a chess piece.
#[test]
fn the_picture_has_a_key_to_bars_badges_and_letters() {
    let g = Battlefield::from_position(
        "rnbqkbnr/apsffspa/8/8/8/8/ABSFFSPA/RN1QKBNR w 1 KQkq - -",
        0,
    )
    .unwrap();
    let v = g.view(Viewer::Public);
    let key: Vec<&str> = v
        .panel
        .iter()
        .filter(|l| l.tone == crate::view::Tone::Muted)
        .map(|l| l.text.as_str())
        .collect();
    let key = key.join(" ");
    assert!(key.contains("bar = HP") && key.contains("charge"), "{key}");
    // Every letter a piece's badge shows is in the key.
    let letters: std::collections::BTreeSet<String> = v.boards[0]
        .cells
        .iter()
        .flat_map(|c| &c.badges)
        .filter(|b| b.text.len() == 1 && b.text.chars().all(|c| c.is_ascii_uppercase()))
        .map(|b| b.text.clone())
        .collect();
    assert!(letters.len() >= 4, "{letters:?}");
    for kind in Kind::ALL {
        let (_, letter) = super::super::view::glyph(kind);
        if let Some(letter) = letter {
            assert!(
                key.contains(&format!("{letter} {}", kind.name())),
                "{letter} {} missing from {key}",
                kind.name()
            );
        }
    }
}

#[test]
fn help_is_short_enough() {
    assert!(HELP.chars().count() <= 3500);
    assert!(HELP.contains("HP"));
}
