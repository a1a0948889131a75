//! What a viewer sees: the board picture (pieces, arrows, highlights, panel) and the terminal board.

use super::*;

#[test]
fn view_shows_pieces_arrows_and_panel() {
    let mut g = Apocalypse::new_game(0);
    let v = g.view(Viewer::Public);
    assert_eq!(v.title, "Apocalypse");
    assert_eq!(v.bottom, White);
    assert_eq!(v.boards.len(), 1);
    assert_eq!(
        v.boards[0]
            .cells
            .iter()
            .filter(|c| c.piece.is_some())
            .count(),
        14
    );
    let texts: Vec<&str> = v.panel.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"Waiting for: White, Black"));
    assert!(texts.contains(&"Penalties: White 0 · Black 0"));
    assert!(texts.contains(&"Turn 1"));
    turn(&mut g, "c1c2", "e4d3");
    let v = g.view(Viewer::Public);
    let arrows = &v.boards[0].arrows;
    assert_eq!(arrows.len(), 2);
    assert!(!arrows[0].dashed && arrows[1].dashed);
    assert_eq!(arrows[0].path, vec![sq("c1"), sq("c2")]);
    let c2 = v.boards[0]
        .cells
        .iter()
        .find(|c| c.square == sq("c2"))
        .unwrap();
    assert!(c2.highlights.contains(&Highlight::LastTo));
    let texts: Vec<&str> = v.panel.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"Penalties: White 0 · Black 1"));
    assert!(texts.contains(&"Turn 2"));
    // Text board.
    let t = Apocalypse::new_game(0).text_board(Viewer::Public);
    assert!(t.starts_with(
        "5  n p p p n\n4  p . . . p\n3  . . . . .\n2  P . . . P\n1  N P P P N\n   a b c d e\n"
    ));
    assert!(t.contains("Penalties: White 0 · Black 0"));
}
