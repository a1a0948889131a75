//! R17: a promotion is given with an `=X` suffix or, when the move is sent bare, chosen as a
//! pending decision of the owner.

use super::super::board::EARTH;
use super::super::engine::Decision;
use super::super::notation::{Action, Answer};
use super::super::pieces::{Color, Kind};
use super::super::HeavenAndHell;
use super::{at, legal, play, pos};
use crate::{Game, Side, ToAct};

const KINGS: &str = "piece E e1 white king\npiece E e8 black king\n";

fn kings(extra: &str) -> HeavenAndHell {
    pos(&format!("{KINGS}{extra}"))
}

/// A bare `b7b8` is accepted and opens a Queen/Rook/Bishop/Knight decision for the mover; the
/// answers are the legal actions, labelled with what they do.
#[test]
fn a_bare_promotion_move_opens_the_promotion_decision() {
    let mut g = kings("piece E b7 white pawn moved\npiece E h7 black pawn\n");
    let a = g.parse_action(Side::White, "b7b8").unwrap();
    assert_eq!(
        a,
        Action::Move {
            plane: EARTH,
            from: (1, 6),
            to: (1, 7),
            capture: false,
            promo: None,
            chain: None,
        }
    );
    assert_eq!(g.notation(Side::White, &a), "E:b7-b8");
    let report = g.play(Side::White, a).unwrap();
    assert!(
        report
            .public
            .contains("Choose a promotion for the Pawn on E:b8"),
        "{}",
        report.public
    );
    match g.to_act() {
        ToAct::Decision { side, prompt } => {
            assert_eq!(side, Side::White);
            assert_eq!(prompt, "Choose a promotion for the Pawn on E:b8");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        g.engine.pending.as_ref().map(|p| &p.decision),
        Some(Decision::Promotion { .. })
    ));
    assert_eq!(
        legal(&g, Side::White),
        ["choose Q", "choose R", "choose B", "choose N"]
    );
    let labels: Vec<String> = g
        .legal_actions(Side::White)
        .iter()
        .map(|a| g.label(Side::White, a))
        .collect();
    assert_eq!(
        labels,
        [
            "choose Q · promote to Queen",
            "choose R · promote to Rook",
            "choose B · promote to Bishop",
            "choose N · promote to Knight"
        ]
    );
    assert!(legal(&g, Side::Black).is_empty());
    // The answer, bare or with `choose`.
    let mut h = g.clone();
    play(&mut g, Side::White, "N");
    assert_eq!(at(&g, EARTH, "b8"), Some((Color::White, Kind::Knight)));
    play(&mut h, Side::White, "choose b");
    assert_eq!(at(&h, EARTH, "b8"), Some((Color::White, Kind::Bishop)));
    // The turn went on as usual.
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
    assert_eq!(
        g.history().last().unwrap(),
        "White: E:b7-b8; choose N",
        "{:?}",
        g.history()
    );
}

/// `=X` still works, and the legal-action list (autocomplete) still offers the four suffixed
/// forms of the move, not the bare one.
#[test]
fn the_suffix_still_promotes_and_the_list_keeps_the_four_forms() {
    let mut g = kings("piece E b7 white pawn moved\npiece E c8 black rook\n");
    let l = legal(&g, Side::White);
    for m in [
        "E:b7-b8=Q",
        "E:b7-b8=R",
        "E:b7-b8=B",
        "E:b7-b8=N",
        "E:b7xc8=Q",
        "E:b7xc8=N",
    ] {
        assert!(l.contains(&m.to_string()), "{m} in {l:?}");
    }
    assert!(!l.iter().any(|m| m == "E:b7-b8" || m == "E:b7xc8"), "{l:?}");
    let suggested: Vec<String> = g
        .suggest(Side::White, "b7b8")
        .into_iter()
        .map(|c| c.notation)
        .collect();
    assert_eq!(
        suggested,
        ["E:b7-b8=Q", "E:b7-b8=R", "E:b7-b8=B", "E:b7-b8=N"]
    );
    // A capture onto the last rank, bare, is a decision too.
    let mut h = g.clone();
    play(&mut h, Side::White, "b7xc8");
    assert_eq!(
        legal(&h, Side::White),
        ["choose Q", "choose R", "choose B", "choose N"]
    );
    play(&mut h, Side::White, "choose Q");
    assert_eq!(at(&h, EARTH, "c8"), Some((Color::White, Kind::Queen)));
    // With the suffix: no decision.
    play(&mut g, Side::White, "b7b8=r");
    assert_eq!(at(&g, EARTH, "b8"), Some((Color::White, Kind::Rook)));
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
}

/// The bare move works as an action played directly, for Black, and inside decisions whose
/// answers are moves (Double Move's paid move).
#[test]
fn bare_promotions_everywhere_a_move_is_answered() {
    // Black, played as an Action rather than parsed.
    let mut g = pos(&format!(
        "turn black actions 1 done 0 bonus 0 0\n{KINGS}piece E g2 black pawn moved\n"
    ));
    let bare = Action::Move {
        plane: EARTH,
        from: (6, 1),
        to: (6, 0),
        capture: false,
        promo: None,
        chain: None,
    };
    g.play(Side::Black, bare).unwrap();
    assert_eq!(
        g.to_act(),
        ToAct::Decision {
            side: Side::Black,
            prompt: "Choose a promotion for the Pawn on E:g1".into()
        }
    );
    g.play(Side::Black, Action::Choose(Answer::Promote(Kind::Queen)))
        .unwrap();
    assert_eq!(at(&g, EARTH, "g1"), Some((Color::Black, Kind::Queen)));
    // Double Move: the paid second move of a Double-Move Pawn onto the last rank, sent bare.
    let mut g = kings("coins 3 0\npiece E c6 white pawn moved double\n");
    play(&mut g, Side::White, "c6c7");
    assert!(matches!(
        g.engine.pending.as_ref().map(|p| &p.decision),
        Some(Decision::DoubleMove { .. })
    ));
    play(&mut g, Side::White, "c7c8");
    assert_eq!(
        legal(&g, Side::White),
        ["choose Q", "choose R", "choose B", "choose N"]
    );
    play(&mut g, Side::White, "choose R");
    assert_eq!(at(&g, EARTH, "c8"), Some((Color::White, Kind::Rook)));
    // 3 coins, 1 paid for the second move, 1 of income at the end of the turn.
    assert_eq!(g.coins[0], 3);
}
