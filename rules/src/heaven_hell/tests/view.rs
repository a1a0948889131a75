//! What players see: the three planes with items, badges and spans, and the terminal board.

use super::*;

#[test]
fn view_shows_planes_items_badges_and_spans() {
    let g = pos("coins 4 2\npiece E e1 white king\npiece E e8 black king\npiece V c3 white queen size 1 cursed murderer stun 2\npiece L a1 neutral imp\nitem V h8 coin 3");
    let v = g.view(Viewer::Public);
    let labels: Vec<_> = v.boards.iter().map(|b| b.label.clone().unwrap()).collect();
    assert_eq!(labels, ["Heaven", "Earth", "Hell"]);
    assert_eq!(v.boards[0].theme, crate::view::PlaneTheme::Heaven);
    assert_eq!(v.boards[2].theme, crate::view::PlaneTheme::Hell);
    let q = v.boards[0]
        .cells
        .iter()
        .find(|c| c.piece.is_some())
        .unwrap();
    assert_eq!(q.piece.as_ref().unwrap().span, (2, 2));
    let texts: Vec<_> = q.badges.iter().map(|b| b.text.clone()).collect();
    assert!(
        texts.contains(&"z2".to_string())
            && texts.contains(&"☠".to_string())
            && texts.contains(&"M".to_string())
    );
    let imp = v.boards[2]
        .cells
        .iter()
        .find(|c| c.piece.is_some())
        .unwrap();
    assert_eq!(imp.piece.as_ref().unwrap().ink, crate::view::Ink::Neutral);
    let coin = v.boards[0]
        .cells
        .iter()
        .flat_map(|c| c.items.iter())
        .find(|i| i.kind == ItemKind::Coin)
        .unwrap();
    assert_eq!(coin.count, Some(3));
    assert!(v.panel.iter().any(|l| l.text.contains("White coins: 4")));
    assert!(v.panel.iter().any(|l| l.text.contains("Black coins: 2")));
}

#[test]
fn text_board_draws_three_planes() {
    let g = HeavenAndHell::new_game(1);
    let t = g.text_board(Viewer::Public);
    assert!(t.contains("Heaven") && t.contains("Earth") && t.contains("Hell"));
    assert!(t
        .lines()
        .any(|l| l.starts_with("8 ") && l.contains("r n b q k b n r")));
    assert!(t.contains("White to act"));
}
