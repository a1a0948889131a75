//! What a viewer sees: the picture (bodies, souls, trays, last move, marks), reports, history and
//! the help text.

use super::*;

#[test]
fn view_shows_bodies_souls_trays_and_last_move() {
    let mut g = game(
        "wP(C,E,H)@d4 wC(L)@g1 wL()@e1 wH()@f2 bL(L)@e8 bS(S)@a7\n\
         earth: wH, bS\nunderworld: C, S, S\nturn: white",
    );
    play(&mut g, "g1f2~L");
    let v = g.view(Viewer::Player(B));
    assert_eq!(v.title, "Oracle Chess");
    assert_eq!(v.bottom, B);
    let cell = |sq: &str| {
        v.boards[0]
            .cells
            .iter()
            .find(|c| c.square == s(sq))
            .unwrap()
    };
    let p = cell("d4");
    assert_eq!(p.piece.as_ref().unwrap().glyph, "♛");
    assert_eq!(p.badges.len(), 3);
    let lifeless = cell("e1");
    assert!(lifeless.piece.as_ref().unwrap().faded);
    assert_eq!(lifeless.badges[0].text, "∅");
    assert_eq!(cell("g1").highlights, vec![Highlight::LastFrom]);
    assert!(cell("f2").highlights.contains(&Highlight::LastTo));
    assert_eq!(
        cell("f2").badges[0].tone,
        Tone::Warn,
        "Lord soul in a Horse body: ill-suited"
    );
    assert_eq!(v.boards[0].arrows.len(), 1);
    assert_eq!(v.trays.len(), 3);
    assert_eq!(v.trays[2].pieces.len(), 2);
    assert_eq!(v.trays[2].pieces[1].1, 2);
    assert_eq!(v.trays[2].pieces[0].0.ink, Ink::Neutral);
    assert!(v.panel.iter().any(|l| l.text.contains("Quiet plies")));
    assert_eq!(g.view(Viewer::Public).bottom, W);
    assert!(g.text_board(Viewer::Public).contains("wP:CEH"));
}

#[test]
fn the_picture_marks_ill_suited_lifeless_check_and_trays() {
    let g = game(
        "wS(L)@e4 wL()@e1 wP(C,H)@d1 bS(S)@d5 bL(L)@h8\nearth: wH, bP\nunderworld: C\nturn: white",
    );
    let v = g.view(Viewer::Public);
    let cell = |sq: &str| {
        v.boards[0]
            .cells
            .iter()
            .find(|c| c.square == s(sq))
            .unwrap()
    };
    let host = cell("e4");
    assert!(
        host.highlights.contains(&Highlight::Check),
        "check marks the Lord soul's host"
    );
    assert_eq!(host.badges[0].tone, Tone::Warn);
    assert_eq!(host.badges[0].text, "L");
    assert!(cell("e1").piece.as_ref().unwrap().faded);
    assert!(!cell("d1").piece.as_ref().unwrap().faded);
    assert!(cell("d1").badges.iter().all(|b| b.tone == Tone::Good));
    assert!(v.panel.iter().any(|l| l.text.contains("check")));
    let titles: Vec<&str> = v.trays.iter().map(|t| t.title.as_str()).collect();
    assert_eq!(
        titles,
        [
            "White's earth (bodies)",
            "Black's earth (bodies)",
            "Underworld (souls)"
        ]
    );
    assert_eq!(v.trays[0].pieces.len(), 1);
    assert_eq!(v.trays[1].pieces.len(), 1);
    assert_eq!(v.trays[2].pieces[0].1, 1);
    // No secrets: every viewer sees the same picture, only turned.
    let mut b = g.view(Viewer::Player(B));
    b.bottom = W;
    assert_eq!(b, v);
    assert!(g.text_board(Viewer::Public).contains("in check"));
}

#[test]
fn reports_and_history_say_what_happened() {
    let mut g = game("wL(L)@e1 wH()@e2 bE(E)@a4 bL(L)@h8\nturn: black\nply: 9");
    let r = play(&mut g, "a4b5");
    assert_eq!(r.public, "Black: a4b5 · Elephant a4→b5");
    let r = play(&mut g, "e1d1");
    assert!(!r.public.contains("check"), "{}", r.public);
    let r = play(&mut g, "b5a4");
    assert!(r.public.ends_with("White is in check."), "{}", r.public);
    assert_eq!(g.history(), ["5... a4b5", "6. e1d1", "6... b5a4"]);
}

#[test]
fn help_is_short_enough() {
    assert!(HELP.len() <= 3500, "{}", HELP.len());
    for word in [
        "body",
        "soul",
        "earth",
        "underworld",
        "e1e2@H",
        "c3d1~H",
        "e8=P",
    ] {
        assert!(HELP.contains(word), "{word}");
    }
}
