//! The position text: round trips of every kind of fact, and refusals of broken positions.

use super::*;

#[test]
fn position_text_round_trips() {
    let mut g = HeavenAndHell::new_game(3);
    play(&mut g, Side::White, "e2e4");
    let text = g.position();
    let h = HeavenAndHell::from_position(&text, 3).unwrap();
    assert_eq!(h.position(), text);
    let rich = pos("turn black actions 2 done 1 bonus 1 0\ncoins 5 3\n\
        piece V d4 white queen size 1 moved murderer experienced cursed hat double investor 2 stun 3 history gained:size #4\n\
        piece E a1 neutral imp forced #9\npiece L h8 black warlock portal history from:rook #2\n\
        item E c3 coin 3\nitem E c4 fire\nitem V a8 ice\nitem L a1 orb\ntrap E d5 white\nhole V h1\nep E e3 #9 a1\nban #9 E a2");
    let t = rich.position();
    assert_eq!(HeavenAndHell::from_position(&t, 1).unwrap().position(), t);
    // JSON round trip of the whole state.
    let json = serde_json::to_string(&rich).unwrap();
    let back: HeavenAndHell = serde_json::from_str(&json).unwrap();
    assert_eq!(back.position(), t);
}

#[test]
fn bad_positions_are_refused() {
    for bad in [
        "piece E a1 white rook\npiece E a1 black rook",
        "piece E h8 white rook size 1",
        "item E a1 fire\nitem E a1 ice",
        "piece X a1 white rook",
    ] {
        assert!(HeavenAndHell::from_position(&format!("heaven-and-hell 1\n{bad}"), 1).is_err());
    }
}
