//! Action notation (§4, R15): forgiving parsing, the last rank, round trips, error wording, labels
//! and autocomplete.

use super::*;

#[test]
fn r15_parsing_is_forgiving_about_decoration_only() {
    let g = Apocalypse::new_game(0);
    let c1c2 = Action::plain(sq("c1"), sq("c2"));
    for text in ["c1c2", "C1C2", "(c1)c2", "c1-c2", " c1 c2 ", "c1xc2"] {
        assert_eq!(g.parse_action(White, text), Ok(c1c2), "{text}");
    }
    assert_eq!(
        g.parse_action(White, "a2xb3"),
        Ok(Action::plain(sq("a2"), sq("b3")))
    );
    for text in ["Nb3", "c1", "c1c2c3", "hello", "c1c2=Q", "c1c2@", "z1c2"] {
        assert!(
            matches!(
                g.parse_action(White, text),
                Err(RuleError::Malformed { .. })
            ),
            "{text}"
        );
    }
    for text in ["c1c3", "a5b3", "c3c4", "a1a3", "c1c2=N", "b1b2@c3"] {
        assert!(
            matches!(g.parse_action(White, text), Err(RuleError::Illegal { .. })),
            "{text}"
        );
    }
    // Errors cost nothing.
    assert_eq!(g.penalties(White), 0);
}

#[test]
fn r15_plain_step_to_the_last_rank() {
    let g = setup("Pd4 Pa2 Na1 pa4 pe4");
    assert_eq!(
        g.parse_action(White, "d4d5"),
        Ok(Action {
            from: sq("d4"),
            to: sq("d5"),
            finish: Finish::Promote
        })
    );
    assert_eq!(
        g.parse_action(White, "d4-d5=n").map(|a| a.to_string()),
        Ok("d4d5=N".into())
    );
    let g = setup("Pd4 Pa2 Na1 Ne1 pa4 pe4");
    let e = g.parse_action(White, "d4d5").unwrap_err();
    assert!(matches!(e, RuleError::Illegal { .. }));
    assert!(e.to_string().contains("add =N or @square"), "{e}");
    assert_eq!(
        g.parse_action(White, "D4D5@B2").map(|a| a.to_string()),
        Ok("d4d5@b2".into())
    );
    // Black's last rank is rank 1.
    let g = setup("Pd4 Pa3 pb2 pe4 na5 ne5");
    assert!(g.parse_action(Black, "b2b1").is_err());
    assert!(g.parse_action(Black, "b2b1=N").is_ok());
    assert!(g.parse_action(Black, "b2b1@c4").is_ok());
}

#[test]
fn r15_two_knights_plain_step_onto_own_piece_is_not_called_ambiguous() {
    // d4d5 is no action at all (straight onto White's own knight), so neither `=N` nor `@sq`
    // would help: the error must say why, not ask for a suffix.
    let g = setup("Na1 Nd5 Pd4 Pb2 pc3 pe4");
    let msg = error_text(g.parse_action(White, "d4d5"));
    assert!(!msg.contains("ambiguous"), "{msg}");
    assert!(msg.contains("own piece on d5"), "{msg}");
    // With the square free, the plain step is ambiguous as R15 says.
    let g = setup("Na1 Ne1 Pd4 Pb2 pc3 pe4");
    let msg = error_text(g.parse_action(White, "d4d5"));
    assert!(msg.contains("add =N or @square"), "{msg}");
}

#[test]
fn plain_last_rank_action_played_directly_says_what_to_write() {
    // `play` given the plain shape (not through `parse_action`) explains the suffix.
    let mut g = setup("Na1 Pd4 Pb2 pc3 pe4");
    let before = serde_json::to_string(&g).unwrap();
    let err = g
        .play(White, Action::plain(sq("d4"), sq("d5")))
        .unwrap_err()
        .to_string();
    assert!(err.contains("d4d5=N"), "{err}");
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    let mut g = setup("Na1 Ne1 Pd4 Pb2 pc3 pe4");
    let err = g
        .play(White, Action::plain(sq("d4"), sq("d5")))
        .unwrap_err()
        .to_string();
    assert!(err.contains("=N") && err.contains('@'), "{err}");
}

fn error_text(r: Result<Action, RuleError>) -> String {
    r.expect_err("expected an error").to_string()
}

#[test]
fn notation_errors_say_what_is_wrong() {
    let g = Apocalypse::new_game(0);
    // A square off the 5x5 board is named as such.
    for (text, square) in [("f1f2", "f1"), ("a1a6", "a6"), ("c1 h8", "h8")] {
        let msg = error_text(g.parse_action(White, text));
        assert!(
            msg.contains(&format!("`{square}` is off the board")),
            "{msg}"
        );
        assert!(msg.contains("a–e") && msg.contains("1–5"), "{msg}");
    }
    // Both `=N` and `@square` at once is neither form.
    let g = setup("Na1 Ne1 Pd4 Pb2 pc3 pe4");
    let msg = error_text(g.parse_action(White, "d4d5=N@b3"));
    assert!(msg.contains("not both"), "{msg}");
    // Short algebraic stays the generic explanation.
    let msg = error_text(g.parse_action(White, "Nb3"));
    assert!(msg.contains("origin and target squares"), "{msg}");
}

#[test]
fn notation_round_trips_for_every_candidate() {
    for g in [
        Apocalypse::new_game(0),
        setup("Na1 Ne1 Pd4 Pb2 nc2 pe4 pa5"),
        setup("Pd4 Pa3 pb2 pe4 na5 ne5"),
    ] {
        for side in Side::BOTH {
            for a in g.legal_actions(side) {
                let text = g.notation(side, &a);
                assert_eq!(g.parse_action(side, &text), Ok(a), "{text}");
                assert!(g.label(side, &a).starts_with(&text));
                assert!(g.label(side, &a).chars().count() <= 100);
            }
        }
    }
}

#[test]
fn labels_fit_without_being_cut() {
    // The longest label: a promotion with two knights onto an empty diagonal square carries
    // LAND and KNIGHT-LOSS (R6). It must fit in 100 characters whole, not be cut mid-word.
    let g = setup("Na1 Ne1 Pc4 Pb2 pc3 pe4");
    let a = g.parse_action(White, "c4d5=N").unwrap();
    let label = g.label(White, &a);
    assert!(label.chars().count() <= 100, "{label}");
    assert!(!label.ends_with('…'), "{label}");
    assert!(label.contains("Black must land on d5"), "{label}");
    assert!(label.contains("Black must take a White knight"), "{label}");
    let g = setup("Pa4 Pe2 nb2 nd2 pc2 pd3");
    let a = g.parse_action(Black, "c2b1=N").unwrap();
    let label = g.label(Black, &a);
    assert!(
        label.chars().count() <= 100 && !label.ends_with('…'),
        "{label}"
    );
}

#[test]
fn suggestions_sort_safe_first_and_hide_relocations_until_asked() {
    let g = Apocalypse::new_game(0);
    let s = g.suggest(White, "");
    let first_spec = s
        .iter()
        .position(|c| c.label.contains("speculative"))
        .unwrap();
    assert!(s[..first_spec].iter().all(|c| c.label.contains("· safe")));
    assert!(s[first_spec..]
        .iter()
        .all(|c| c.label.contains("speculative")));
    assert_eq!(s[0].notation, "a1b3");
    let a2b3 = s.iter().find(|c| c.notation == "a2b3").unwrap();
    assert_eq!(
        a2b3.label,
        "a2b3 · pawn · speculative: Black must land on b3"
    );
    assert!(g
        .suggest(White, "c1")
        .iter()
        .all(|c| c.notation.starts_with("c1")));
    assert_eq!(g.suggest(White, "(C1)-c2").len(), 1);
    // With two knights, a pawn on rank 4 has many relocations.
    let g = setup("Na1 Ne1 Pd4 Pc4 Pb4 Pa2 pe4 pa5");
    let all = g.suggest(White, "");
    let plain = g
        .candidates(White)
        .iter()
        .filter(|c| !matches!(c.action.finish, Finish::Relocate(_)))
        .count();
    assert!(g.legal_actions(White).len() > MAX_SUGGESTIONS);
    assert_eq!(all.len(), plain);
    assert!(all.iter().all(|c| !c.notation.contains('@')));
    let d4d5 = g.suggest(White, "d4d5");
    assert!(d4d5.len() > 1 && d4d5.len() < MAX_SUGGESTIONS);
    assert!(d4d5.iter().any(|c| c.notation == "d4d5@b2"));
    assert_eq!(
        d4d5[0].notation, "d4d5@a3",
        "safe relocations before the speculative =N"
    );
    assert_eq!(d4d5.last().unwrap().notation, "d4d5=N");
    let at = g.suggest(White, "d4c5@");
    assert!(!at.is_empty() && at.iter().all(|c| c.notation.starts_with("d4c5@")));
    let r = g.suggest(White, "d4d5@b2");
    assert_eq!(r.len(), 1);
    assert!(r[0].label.contains("stands on b2"), "{}", r[0].label);
    // Many matches with relocations: without an @ they are left out.
    let d4 = g.suggest(White, "d4");
    assert!(d4.len() < MAX_SUGGESTIONS || d4.iter().all(|c| !c.notation.contains('@')));
}

#[test]
fn errors_leave_the_state_unchanged() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "c5c4");
    submit(&mut g, White, "d1d2");
    let before = serde_json::to_string(&g).unwrap();
    let bad = [
        (White, "e1d3"),
        (Black, "a5a4"),
        (Black, "c4c2"),
        (Black, "b5b3"),
        (Black, "d4d5=N"),
        (Black, "c2c1"),
    ];
    for (side, text) in bad {
        let a = Action::parse_shape(text).unwrap();
        assert!(g.play(side, a).is_err(), "{side} {text}");
        assert_eq!(serde_json::to_string(&g).unwrap(), before, "{side} {text}");
    }
    for text in ["", "zz", "a5a4", "Nc3"] {
        assert!(g.parse_action(Black, text).is_err());
    }
    let mut any = crate::AnyGame::from_position(VariantId::Apocalypse, &g.position(), 0).unwrap();
    let snapshot = serde_json::to_string(&any).unwrap();
    assert!(any.play_text(White, "nonsense").is_err());
    assert_eq!(serde_json::to_string(&any).unwrap(), snapshot);
    // A finished game refuses everything.
    let mut g = Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 2 2", 0).unwrap();
    let before = serde_json::to_string(&g).unwrap();
    assert_eq!(
        g.play(White, Action::parse_shape("c1c2").unwrap()),
        Err(RuleError::GameOver)
    );
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
}
