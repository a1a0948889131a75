//! Simultaneous turns (R1, R2): the start, secret and final submissions, what is said publicly when
//! a move is submitted and when a turn resolves (R14), and the game record (R17).

use super::*;

#[test]
fn r1_start_position_and_directions() {
    let g = Apocalypse::new_game(0);
    assert_eq!(g.position(), "npppn/p3p/5/P3P/NPPPN 0 0 1");
    for (name, piece) in [
        ("a1", WN),
        ("e1", WN),
        ("b1", WP),
        ("c1", WP),
        ("d1", WP),
        ("a2", WP),
        ("e2", WP),
        ("a5", BN),
        ("e5", BN),
        ("b5", BP),
        ("c5", BP),
        ("d5", BP),
        ("a4", BP),
        ("e4", BP),
    ] {
        assert_eq!(at(&g, name), Some(piece), "{name}");
    }
    assert_eq!(g.board().pieces().count(), 14);
    // White moves up, Black moves down, one step only.
    assert!(g.parse_action(White, "c1c2").is_ok());
    assert!(g.parse_action(Black, "c5c4").is_ok());
    assert!(g.parse_action(White, "c1c3").is_err());
    assert!(g.parse_action(Black, "c5c6").is_err());
    assert!(g.parse_action(White, "a2a1").is_err());
    assert_eq!(board::last_rank(White), 4);
    assert_eq!(board::last_rank(Black), 0);
}

#[test]
fn r2_simultaneous_turns_either_order_and_final_submissions() {
    let mut g = Apocalypse::new_game(0);
    assert_eq!(g.to_act(), ToAct::Simultaneous(vec![White, Black]));
    // Black may go first.
    let r = submit(&mut g, Black, "c5c4");
    assert_eq!(r.public, "Black has submitted.");
    assert!(!r.board_changed);
    assert_eq!(g.to_act(), ToAct::Simultaneous(vec![White]));
    assert!(g.legal_actions(Black).is_empty());
    assert!(g.suggest(Black, "").is_empty());
    // A second submission is refused, even an identical one, and nothing changes.
    let before = serde_json::to_string(&g).unwrap();
    let again = g.parse_action(Black, "c5c4").unwrap_err();
    assert!(again.message().contains("already submitted"), "{again}");
    assert_eq!(
        again,
        RuleError::not_your_turn(
            Black,
            vec![White],
            crate::error::WaitingFor::Submitted {
                turn: 1,
                opponent: White
            }
        )
    );
    let a = Action::parse_shape("b5b4").unwrap();
    assert!(matches!(
        g.play(Black, a),
        Err(RuleError::NotYourTurn { .. })
    ));
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    // The turn resolves with the second submission.
    let r = submit(&mut g, White, "c1c2");
    assert!(r.board_changed);
    assert_eq!(g.turn(), 2);
    assert_eq!(at(&g, "c2"), Some(WP));
    assert_eq!(at(&g, "c4"), Some(BP));
    assert_eq!(g.to_act(), ToAct::Simultaneous(vec![White, Black]));
    // There is no pass.
    assert!(matches!(
        g.parse_action(White, ""),
        Err(RuleError::Malformed { .. })
    ));
}

#[test]
fn r14_acceptance_report_is_public_only_in_its_fact() {
    let mut g = Apocalypse::new_game(0);
    let r = submit(&mut g, White, "a2xb3");
    assert_eq!(r.public, "White has submitted.");
    assert!(!r.board_changed);
    assert_eq!(r.private.len(), 1);
    let (who, text) = &r.private[0];
    assert_eq!(*who, White);
    assert!(text.contains("a2b3"));
    assert!(text.contains("speculative: stands only if Black's move is safe and ends on b3"));
    assert!(text.contains("Penalties: White 0 · Black 0"));
    let r = submit(&mut g, Black, "c5c4");
    assert!(r.private[0].1.contains("c5c4"));
    assert!(r.private[0].1.contains("safe"));
}

#[test]
fn r14_resolution_report_lists_everything() {
    let mut g = Apocalypse::new_game(0);
    submit(&mut g, White, "a2b3");
    let r = submit(&mut g, Black, "c5c4");
    assert!(r.board_changed);
    assert!(r.public.contains("White a2b3"));
    assert!(r.public.contains("Black c5c4"));
    assert!(r.public.contains("void"));
    assert!(r.public.contains("+1 penalty for White"));
    assert!(r.public.contains("stood"));
    assert!(r
        .public
        .contains("Penalties: White 1 · Black 0 (new: White +1)"));
    // Capture cancelled and collisions are named.
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "d1d2", "e4e3");
    let r = turn(&mut g, "d2e3", "e3d2");
    assert!(r.public.contains("capture cancelled"));
    let mut g = Apocalypse::new_game(0);
    let r = turn(&mut g, "a2b3", "a5b3");
    assert!(
        r.public.contains("lost in a collision on b3"),
        "{}",
        r.public
    );
    // Promotions and the result.
    let mut g = setup("Pd4 Na1 pa4 pe4");
    let r = turn(&mut g, "d4d5", "e4e3");
    assert!(
        r.public.contains("promoted to a knight on d5"),
        "{}",
        r.public
    );
    assert!(
        r.public.contains("Black wins: White has no footmen left"),
        "{}",
        r.public
    );
}

#[test]
fn r17_history_has_only_resolved_turns() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "a4b3");
    submit(&mut g, Black, "c5c4");
    assert_eq!(g.history(), ["1. c1c2 | a4b3?"]);
    submit(&mut g, White, "e1d3");
    assert_eq!(g.history(), ["1. c1c2 | a4b3?", "2. e1d3 | c5c4"]);
    // Numbering continues from a loaded position's turn number.
    let mut g = Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 0 1 7", 0).unwrap();
    turn(&mut g, "c1c2", "c5c4");
    assert_eq!(g.history(), ["7. c1c2 | c5c4"]);
}

#[test]
fn help_text_fits_discord() {
    assert!(HELP.chars().count() <= 3000, "{}", HELP.chars().count());
    assert!(HELP.contains("penalt"));
}
