//! Backspacing (R18, R27): a capital steps one square to its owner's left, removing what is there.

use super::*;

#[test]
fn r18_backspace_removes_an_enemy() {
    let mut g = build(&[("c8", 'w', 'H'), ("b8", 'b', 'e')], 'w');
    let a = g.parse_action(Side::White, "c8<").unwrap();
    assert_eq!(a, Action::Backspace { from: sq("c8") });
    assert_eq!(
        g.label(Side::White, &a),
        "c8< · H · Backspace to b8 · removes e"
    );
    g.quiet = 5;
    play(&mut g, "c8<");
    assert_eq!(piece_at(&g, "b8"), Some((Side::White, Kind::BigH)));
    assert_eq!(piece_at(&g, "c8"), None);
    assert_eq!(g.quiet_plies(), 0);
}

#[test]
fn r18_backspace_removes_a_friend_and_steps_onto_empty() {
    let mut g = build(&[("d4", 'w', 'C'), ("c4", 'w', 's')], 'w');
    // The ordinary form cannot do it, and says how.
    let err = g.parse_action(Side::White, "d4c4").unwrap_err();
    assert!(err.to_string().contains("d4<"), "{err}");
    let a = g.parse_action(Side::White, "d4<").unwrap();
    assert_eq!(
        g.label(Side::White, &a),
        "d4< · C · Backspace to c4 · removes your s!"
    );
    play(&mut g, "d4<");
    assert_eq!(piece_at(&g, "c4"), Some((Side::White, Kind::BigC)));
    assert_eq!(g.quiet_plies(), 0);
    assert_eq!(g.board().count(Side::White, Kind::SmallS), 0);

    // Onto an empty square: a plain step, and a quiet one.
    let mut g = build(&[("d4", 'w', 'C')], 'w');
    play(&mut g, "d4<");
    assert_eq!(piece_at(&g, "c4"), Some((Side::White, Kind::BigC)));
    assert_eq!(g.quiet_plies(), 1);
}

#[test]
fn r18_black_backspaces_toward_the_h_file() {
    let mut g = build(&[("e1", 'b', 'H'), ("f1", 'w', 'e')], 'b');
    play(&mut g, "e1<");
    assert_eq!(piece_at(&g, "f1"), Some((Side::Black, Kind::BigH)));
    // At Black's left edge (the h-file) there is nothing to Backspace onto.
    let g = build(&[("h4", 'b', 'C')], 'b');
    assert!(!g
        .legal_actions(Side::Black)
        .contains(&Action::Backspace { from: sq("h4") }));
    let err = g.parse_action(Side::Black, "h4<").unwrap_err();
    assert!(err.to_string().contains("left edge"), "{err}");
}

#[test]
fn r18_only_capitals_backspace_and_both_forms_work() {
    let g = build(&[("d4", 'w', 'h')], 'w');
    let err = g.parse_action(Side::White, "d4<").unwrap_err();
    assert!(err.to_string().contains("Only capital"), "{err}");

    // H on c8 with b8 empty: c8b8 (a sideways slide) and c8< both legal, same result.
    let g = build(&[("c8", 'w', 'H')], 'w');
    let legal = g.legal_actions(Side::White);
    assert!(legal.contains(&Action::Move {
        from: sq("c8"),
        to: sq("b8")
    }));
    assert!(legal.contains(&Action::Backspace { from: sq("c8") }));
    let mut a = g.clone();
    let mut b = g.clone();
    play(&mut a, "c8b8");
    play(&mut b, "c8<");
    assert_eq!(a.position(), b.position());
    // Backspace comes after the piece's ordinary moves.
    let from_c8: Vec<Action> = legal.into_iter().filter(|a| a.from() == sq("c8")).collect();
    assert_eq!(from_c8.last(), Some(&Action::Backspace { from: sq("c8") }));
}
