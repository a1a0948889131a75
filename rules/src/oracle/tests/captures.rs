//! Captures (R7): the body goes to the capturer's earth, flipped, and its souls to the underworld.

use super::*;

#[test]
fn capture_sends_body_to_earth_flipped_and_souls_to_underworld() {
    let mut g = game("wH(H)@c3 bP(C,E)@d5 wL(L)@e1 bL(L)@e8\nturn: white");
    play(&mut g, "c3d5");
    assert_eq!(earth(&g, W, Class::Priestess), 1);
    assert_eq!(earth(&g, B, Class::Priestess), 0);
    assert_eq!(under(&g, Class::Chariot), 1);
    assert_eq!(under(&g, Class::Elephant), 1);
    assert_eq!(body(&g, "d5"), Some(Body::living(W, Class::Horse)));
    assert_eq!(g.pos.quiet, 0);
}
