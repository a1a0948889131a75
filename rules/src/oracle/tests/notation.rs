//! Action notation: the rulings' examples, round trips, labels, parsing and the wording of every
//! refusal; a refusal leaves the state unchanged.

use super::*;

#[test]
fn notation_forms_round_trip() {
    let g = game(
        "wL(L)@e1 wP(C)@d4 wH()@d7 wS(S)@a8 wH(H)@c3 wH()@d1 bL(L)@h5\n\
         earth: wH, bP\nunderworld: H\nturn: white",
    );
    for n in [
        "e1e2@H", "d4d7~C^H", "d4d7~C", "a8=P", "c3d1~H", "c3e4", "e1f2",
    ] {
        let a = g.parse_action(W, n).unwrap_or_else(|e| panic!("{n}: {e}"));
        assert_eq!(g.notation(W, &a), n);
        let label = g.label(W, &a);
        assert!(
            label.starts_with(n) && label.chars().count() <= 100,
            "{label}"
        );
    }
    // Decorations and case are forgiven.
    let a = g.parse_action(W, "E1-e2 @h").unwrap();
    assert_eq!(g.notation(W, &a), "e1e2@H");
    assert_eq!(
        g.label(W, &g.parse_action(W, "c3d1~H").unwrap()),
        "c3d1~H · grant Horse soul to the lifeless Horse on d1"
    );
    assert!(g
        .label(W, &g.parse_action(W, "e1e2@H").unwrap())
        .contains("Lord e1→e2 and drops a Horse body on e1"));
}

#[test]
fn every_notation_example_of_the_rulings_is_legal_and_round_trips() {
    let g = game(RICH);
    for n in [
        "e1e2@H", "e1d2@S", "c3d1~H", "d4d7~C^H", "d4h8", "a8=P", "e1f2~L", "g1h3~H",
    ] {
        assert!(is_legal(&g, n), "{n} in {:?}", legal(&g));
        let a = g.parse_action(W, n).unwrap();
        assert_eq!(g.notation(W, &a), n);
    }
    let a = g.parse_action(W, "E1 x D2 @ s").unwrap();
    assert_eq!(
        g.notation(W, &a),
        "e1d2@S",
        "spaces, - and x between squares are ignored"
    );
    // `g1f3` and `e2e3` from the table, in the start position.
    let start = Oracle::new_game(0);
    for n in ["g1f3", "e2e3"] {
        assert!(is_legal(&start, n), "{n}");
    }
}

#[test]
fn every_legal_action_round_trips_with_a_short_label_that_says_what_happens() {
    let g = game(RICH);
    let actions = g.legal_actions(W);
    let mut kinds = [false; 5];
    for a in &actions {
        let n = g.notation(W, a);
        assert_eq!(g.parse_action(W, &n).as_ref(), Ok(a), "{n}");
        // Any case and decorations are forgiven.
        let loud = format!("{} - {}", n[..2].to_uppercase(), n[2..].to_lowercase());
        assert_eq!(g.parse_action(W, &loud).as_ref(), Ok(a), "{loud}");
        let label = g.label(W, a);
        assert!(label.starts_with(&format!("{n} · ")), "{label}");
        assert!(label.chars().count() <= 100, "{label}");
        assert!(!label.ends_with('…'), "a label is never cut short: {label}");
        let words: &[&str] = match a {
            Action::Go { drop: None, to, .. } if body(&g, &to.to_string()).is_some() => {
                kinds[0] = true;
                &["takes"]
            }
            Action::Go { drop: None, .. } => &["→"],
            Action::Go { drop: Some(_), .. } => {
                kinds[1] = true;
                &["drops", "body on e1"]
            }
            Action::Grant { summon: None, .. } => {
                kinds[2] = true;
                &["grant", "soul"]
            }
            Action::Grant {
                summon: Some(_), ..
            } => {
                kinds[3] = true;
                &["grant", "summon"]
            }
            Action::Promote { .. } => {
                kinds[4] = true;
                &["lifeless Priestess"]
            }
        };
        for w in words {
            assert!(label.contains(w), "{label} should say {w}");
        }
    }
    assert_eq!(kinds, [true; 5], "the rich position offers every kind");
}

#[test]
fn labels_and_messages_say_an_elephant() {
    let g = game(RICH);
    let label = g.label(W, &g.parse_action(W, "d4d7~C^E").unwrap());
    assert!(label.contains("summon an Elephant soul"), "{label}");
    let label = g.label(W, &g.parse_action(W, "e1e2@E").unwrap());
    assert!(label.contains("drops an Elephant body"), "{label}");
    let mut g = game("wL(L)@e1 wP(C,E,H)@d4 wP(E)@c3 wH()@a3 wE(C)@h1 bL(L)@a8\nturn: white");
    let msg = refuse(&mut g, "c3d4~E");
    assert!(msg.contains("room for an Elephant soul"), "{msg}");
    let msg = refuse(&mut g, "c3a3~E");
    assert!(msg.contains("An Elephant soul cannot go"), "{msg}");
    assert_eq!(
        body(&g, "h1").unwrap().describe(),
        "Elephant hosting a Chariot soul"
    );
    let mut g = game("wL(L)@e1 wS(E)@a8 wH(H)@b1 bL(L)@h8\nearth: bP\nturn: white");
    let msg = refuse(&mut g, "a8=P");
    assert!(
        msg.contains("holds a Soldier hosting an Elephant soul"),
        "{msg}"
    );
}

#[test]
fn the_longest_labels_fit_in_100_characters() {
    // Lord captures the longest describable being and drops the longest class name.
    let g =
        game("wL(L)@e1 bS(E)@d2 wP(C)@d4 wE()@d7 bL(L)@h8\nearth: wE\nunderworld: E\nturn: white");
    for n in ["e1d2@E", "d4d7~C^E"] {
        let label = g.label(W, &g.parse_action(W, n).unwrap());
        assert!(
            label.chars().count() <= 100 && !label.ends_with('…'),
            "{label}"
        );
    }
    assert!(
        HELP.contains("Soldier move (body or soul)"),
        "R19 counts lone Soldier souls"
    );
}

#[test]
fn malformed_and_illegal_errors() {
    let mut g = Oracle::new_game(0);
    for bad in [
        "", "zz", "e2", "e2e9", "e2e3@", "e2e3~Q", "e2e3+", "e2=Q", "e2e3e4",
    ] {
        let e = g.parse_action(W, bad).unwrap_err();
        assert!(matches!(e, RuleError::Malformed { .. }), "{bad}: {e:?}");
    }
    assert!(refuse(&mut g, "e4e5").contains("no body"));
    assert!(refuse(&mut g, "e7e6").contains("Black's"));
    assert!(refuse(&mut g, "d1d3").contains("lifeless"));
    assert!(refuse(&mut g, "a1a3").contains("cannot reach"));
    let a = g.parse_action(W, "e2e3").unwrap();
    let before = serde_json::to_string(&g).unwrap();
    assert!(matches!(g.play(B, a), Err(RuleError::NotYourTurn { .. })));
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
}

#[test]
fn bad_raw_actions_are_refused_without_change() {
    let mut g = game(RICH);
    let bad = [
        // Priestess body dropped; drop by a non-Lord; drop of a class the earth lacks.
        Action::Go {
            from: s("e1"),
            to: s("e2"),
            drop: Some(Class::Priestess),
        },
        Action::Go {
            from: s("c3"),
            to: s("e4"),
            drop: Some(Class::Horse),
        },
        Action::Go {
            from: s("e1"),
            to: s("f1"),
            drop: Some(Class::Chariot),
        },
        // Capture of a friendly body; an ill-suited body going; a lifeless one going.
        Action::Go {
            from: s("c3"),
            to: s("d1"),
            drop: None,
        },
        Action::Go {
            from: s("g1"),
            to: s("h3"),
            drop: None,
        },
        Action::Go {
            from: s("d7"),
            to: s("d8"),
            drop: None,
        },
        // Soldier straight "capture"; Soldier diagonal onto an empty square.
        Action::Go {
            from: s("b2"),
            to: s("b3"),
            drop: None,
        },
        Action::Go {
            from: s("b2"),
            to: s("a3"),
            drop: None,
        },
        // Soul into an enemy body, into an empty square, by a summon from a non-Priestess.
        Action::Grant {
            from: s("c3"),
            to: s("d2"),
            soul: Class::Horse,
            summon: None,
        },
        Action::Grant {
            from: s("c3"),
            to: s("e4"),
            soul: Class::Horse,
            summon: None,
        },
        Action::Grant {
            from: s("c3"),
            to: s("d1"),
            soul: Class::Horse,
            summon: Some(Class::Horse),
        },
        // A soul the body does not host; a Soldier soul backwards.
        Action::Grant {
            from: s("d4"),
            to: s("d7"),
            soul: Class::Horse,
            summon: None,
        },
        // Promotion off the last rank; of a non-Soldier.
        Action::Promote { at: s("b2") },
        Action::Promote { at: s("d4") },
        // Enemy beings.
        Action::Go {
            from: s("b3"),
            to: s("b2"),
            drop: None,
        },
    ];
    for a in bad {
        let msg = refused_raw(&mut g, W, a);
        assert!(!msg.is_empty() && msg.ends_with('.'), "{a:?}: {msg}");
    }
    let legal = g.legal_actions(W)[0];
    let msg = refused_raw(&mut g, B, legal);
    assert!(msg.contains("White's turn"), "{msg}");
}

#[test]
fn a_move_to_its_own_square_gets_a_plain_message() {
    let mut g = game("wL(L)@e1 wP(C)@d4 wS(S)@e2 bL(L)@h8\nturn: white");
    for text in ["e2e2", "d4d4~C", "e1e1@S", "e2e2~S"] {
        let msg = refuse(&mut g, text);
        assert!(msg.contains("both the start and the end"), "{text}: {msg}");
    }
}

#[test]
fn refusal_messages_are_specific() {
    let mut g = game(RICH);
    // A Horse, Lord or Soldier soul is never "blocked"; only Chariot and Elephant souls are.
    let msg = refuse(&mut g, "c3f2~H");
    assert!(msg.contains("Knight") && !msg.contains("blocked"), "{msg}");
    let msg = refuse(&mut g, "d4d1~C");
    assert!(msg.contains("blocked"), "{msg}");
    // Onto a friendly body with no room for any soul of the mover: no soul hint.
    let msg = refuse(&mut g, "c3e1");
    assert!(msg.contains("your own") && !msg.contains('~'), "{msg}");
    // Onto a friendly body that could take the mover's soul: the hint.
    let msg = refuse(&mut g, "e1e1~L");
    assert!(msg.contains("both the start and the end"), "{msg}");
    let msg = refuse(&mut g, "a8d1");
    assert!(
        msg.contains("your own") && msg.contains("`a8d1~<soul>`"),
        "{msg}"
    );
    // There is no Priestess soul.
    let msg = refuse(&mut g, "d4d7~P");
    assert!(
        msg.contains("no Priestess soul") && msg.contains("body"),
        "{msg}"
    );
}
