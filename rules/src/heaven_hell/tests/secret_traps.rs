//! Secret Traps stay secret (R107–R109): the public view never shows one, and what each player
//! can count of the other's traps.

use super::*;

/// HH-28: a game that kept no trap counts (stored before they were kept, or a position text
/// without a `trapcount` line) does not give the other player its exact number of traps: every
/// trap it holds is in doubt.
#[test]
fn trap_counts_that_were_not_kept_are_all_in_doubt() {
    let text = format!("{}trap E e4 black\n", HeavenAndHell::new_game(1).position());
    let g = HeavenAndHell::from_position(&text, 1).unwrap();
    let counts = g.trap_counts();
    assert_eq!((counts[1].most, counts[1].unsure), (1, 1));
    assert_eq!((counts[0].most, counts[0].unsure), (0, 0));
    // A new game has no trap, and knows it.
    let fresh = HeavenAndHell::new_game(1).trap_counts();
    assert!(fresh.iter().all(|c| c.most == 0 && c.unsure == 0));
}

#[test]
fn public_view_never_shows_traps() {
    let g = pos("piece E e1 white king\npiece E e8 black king\ntrap E d5 white\ntrap V a1 black");
    let has_trap = |v: &crate::BoardView| {
        v.boards.iter().any(|b| {
            b.cells
                .iter()
                .any(|c| c.items.iter().any(|i| i.kind == ItemKind::Trap))
        })
    };
    assert!(!has_trap(&g.view(Viewer::Public)));
    assert!(has_trap(&g.view(Viewer::Player(Side::White))));
    assert!(has_trap(&g.view(Viewer::Player(Side::Black))));
    let white = g.view(Viewer::Player(Side::White));
    let earth = &white.boards[1];
    assert!(earth
        .cells
        .iter()
        .any(|c| c.square == crate::Square::new(3, 4)
            && c.items.iter().any(|i| i.kind == ItemKind::Trap)));
    assert!(!white.boards[0]
        .cells
        .iter()
        .any(|c| c.items.iter().any(|i| i.kind == ItemKind::Trap)));
    assert!(!g.text_board(Viewer::Public).contains('x'));
    assert!(g.history().iter().all(|l| !l.contains("trap")));
}
