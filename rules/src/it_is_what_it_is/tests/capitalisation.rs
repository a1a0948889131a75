//! Capitalisation (R12): letters become capitals on the far rank, never revert; symbols never do.

use super::*;

#[test]
fn r12_letters_capitalise_on_the_far_rank() {
    let mut g = build(&[("c7", 'w', 'h'), ("d4", 'b', 's')], 'w');
    let a = g.parse_action(Side::White, "c7c8").unwrap();
    assert_eq!(g.label(Side::White, &a), "c7c8 · h · becomes H");
    // Make the quiet count non-zero first to see the reset.
    g.quiet = 7;
    play(&mut g, "c7c8");
    assert_eq!(piece_at(&g, "c8"), Some((Side::White, Kind::BigH)));
    assert_eq!(g.quiet_plies(), 0);

    // Also when capturing.
    let mut g = build(&[("c7", 'w', 'h'), ("c8", 'b', 'e')], 'w');
    let a = g.parse_action(Side::White, "c7c8").unwrap();
    assert_eq!(
        g.label(Side::White, &a),
        "c7c8 · h · captures e · becomes H"
    );
    play(&mut g, "c7c8");
    assert_eq!(piece_at(&g, "c8"), Some((Side::White, Kind::BigH)));

    // Black capitalises on rank 1.
    let mut g = build(&[("d2", 'b', 'h')], 'b');
    play(&mut g, "d2d1");
    assert_eq!(piece_at(&g, "d1"), Some((Side::Black, Kind::BigH)));
}

#[test]
fn r12_passing_through_does_not_capitalise() {
    // White c on a6: up path a7, b8, c8, d7. Ending on d7 passes b8 and c8.
    let mut g = build(&[("a6", 'w', 'c')], 'w');
    play(&mut g, "a6d7");
    assert_eq!(piece_at(&g, "d7"), Some((Side::White, Kind::SmallC)));
    assert_eq!(
        g.last_move().unwrap().route,
        ["a6", "a7", "b8", "c8", "d7"].map(sq).to_vec()
    );
    // Stopping on b8 does capitalise.
    let mut g = build(&[("a6", 'w', 'c')], 'w');
    play(&mut g, "a6b8");
    assert_eq!(piece_at(&g, "b8"), Some((Side::White, Kind::BigC)));
}

#[test]
fn r12_capitals_never_revert_and_symbols_never_capitalise() {
    let mut g = build(&[("d8", 'w', 'C'), ("a7", 'b', 's')], 'w');
    play(&mut g, "d8d3");
    assert_eq!(piece_at(&g, "d3"), Some((Side::White, Kind::BigC)));

    let mut g = build(&[("d6", 'w', 'P'), ("a1", 'w', 'L')], 'w');
    play(&mut g, "d6d8");
    assert_eq!(piece_at(&g, "d8"), Some((Side::White, Kind::PeaceSign)));
    assert_eq!(g.quiet_plies(), 1);
}
