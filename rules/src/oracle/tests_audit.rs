//! Independent audit of the Oracle engine against the seed and rulings: one test per rule or
//! example that the scenario tests in `tests.rs` left uncovered, plus the contract checks (errors
//! leave the state unchanged, labels, notation and position round trips, the picture).

use super::position::{ix, sq, Board};
use super::*;
use crate::view::{Highlight, Tone};

use super::tests::{body, game, play, s, B, W};

fn legal(g: &Oracle) -> Vec<String> {
    let side = g.pos.turn;
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}

fn is_legal(g: &Oracle, text: &str) -> bool {
    legal(g).iter().any(|n| n == text)
}

/// Plays the raw `action` expecting an error; the game must be byte-for-byte unchanged.
fn refused_raw(g: &mut Oracle, side: Side, action: Action) -> String {
    let before = serde_json::to_string(g).unwrap();
    let err = g
        .play(side, action)
        .expect_err(&format!("{action:?} should be refused"));
    assert_eq!(serde_json::to_string(g).unwrap(), before, "{action:?}");
    err.to_string()
}

/// Parses then plays `text` expecting a refusal at one of the two steps; returns the message.
fn refuse(g: &mut Oracle, text: &str) -> String {
    let side = g.pos.turn;
    match g.parse_action(side, text) {
        Err(e) => e.to_string(),
        Ok(a) => refused_raw(g, side, a),
    }
}

/// A position where every kind of action is available to White: figure moves and captures,
/// drops (also while capturing), grants (Horse soul past bodies, Lord soul, from an ill-suited
/// body), Priestess grants with summons, and a promotion.
const RICH: &str = "wL(L)@e1 wH()@f2 bH()@d2 wH(H)@c3 wH()@d1 wE(H)@g1 wS()@h3 wP(C,E)@d4 \
                    wH()@d7 wS(S)@a8 wS(S)@b2 bC(C)@b3 bL(L)@h6\n\
                    earth: wH, wS, wL, wE, bP, bC\nunderworld: H, C, E, S\nturn: white";

// ---- the seed's and the rulings' examples ----

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

// ---- R8, R9, R10: soul moves and summons ----

#[test]
fn horse_souls_leap_over_bodies_and_slider_souls_are_blocked_by_either_colour() {
    let g = game(
        "wH(H)@c3 wH()@d1 wS(S)@c2 wS(S)@d2 wC(C)@a1 bS()@a2 wH()@a4 wL(L)@e1 bL(L)@h8\nturn: white",
    );
    assert!(is_legal(&g, "c3d1~H"), "a Horse soul is never blocked");
    assert!(
        !is_legal(&g, "a1a4~C"),
        "an enemy lifeless body blocks a soul"
    );
}

#[test]
fn a_full_priestess_grants_and_summons_back_to_three() {
    let mut g = game("wP(C,E,H)@d4 wH()@d6 wL(L)@e1 bL(L)@a8\nunderworld: E\nturn: white");
    play(&mut g, "d4d6~C^E");
    assert_eq!(
        body(&g, "d4").unwrap().souls.as_slice(),
        [Class::Elephant, Class::Elephant, Class::Horse]
    );
    assert_eq!(g.pos.underworld, [0; 6]);
    assert_eq!(g.pos.soul_count(), 6);
}

#[test]
fn a_summon_cannot_take_a_lord_or_soldier_soul_even_raw() {
    let mut g = game("wP(C)@d4 wH()@d6 wL(L)@e1 bL(L)@h8\nunderworld: S\nturn: white");
    for w in [Class::Soldier, Class::Lord, Class::Priestess] {
        let a = Action::Grant {
            from: s("d4"),
            to: s("d6"),
            soul: Class::Chariot,
            summon: Some(w),
        };
        refused_raw(&mut g, W, a);
    }
    assert!(refuse(&mut g, "d4d6~C^S").contains("only a Chariot, Elephant or Horse"));
}

// ---- R11, R12, R14: drops, rebirth, the Lord soul away from home ----

#[test]
fn a_drop_without_capture_resets_the_quiet_count() {
    let mut g = game("wL(L)@e1 bL(L)@h8\nearth: wC\nturn: white\nquiet: 40");
    play(&mut g, "e1e2@C");
    assert_eq!(g.pos.quiet, 0);
    assert_eq!(body(&g, "e1"), Some(Body::lifeless(W, Class::Chariot)));
}

#[test]
fn the_lord_soul_reenters_its_body_and_regains_the_drop() {
    let mut g = game("wL(L)@e1 wH()@e2 bL(L)@h8\nearth: wS\nturn: white");
    play(&mut g, "e1e2~L");
    assert!(
        !legal(&g).iter().any(|m| m.contains('@')),
        "no Lord figure: no drop"
    );
    play(&mut g, "h8g8");
    assert!(!legal(&g).iter().any(|m| m.contains('@')));
    play(&mut g, "e2e1~L");
    play(&mut g, "g8h8");
    assert!(is_legal(&g, "e1d1@S"), "the Lord figure again drops");
    assert_eq!(g.pos.quiet, 4, "Lord-soul moves are quiet");
}

#[test]
fn the_lord_soul_is_checked_wherever_it_lives() {
    // In an ill-suited Soldier body, attacked by an enemy Soldier diagonally.
    let g = game("wS(L)@e4 wL()@e1 bS(S)@d5 bL(L)@h8\nturn: white");
    assert!(g.in_check());
    // Next to the enemy Lord figure (Lords attack too, R15).
    let g = game("wC(L)@e4 wL()@e1 bL(L)@e5\nturn: white");
    assert!(g.in_check());
    // The Lord soul may not step into a body next to the enemy Lord figure.
    let g = game("wL(L)@e3 wH()@e4 bL(L)@e5\nturn: white");
    assert!(!is_legal(&g, "e3e4~L"));
    // A Priestess figure checks with any of its souls.
    let g = game("wL(L)@e1 bP(H,E)@d3 bL(L)@h8\nturn: white");
    assert!(g.in_check());
}

#[test]
fn a_lord_soul_escapes_check_by_a_soul_move() {
    // Back-rank "mate" of the Lord figure, except the Lord soul can step into g7's lifeless body.
    let mut g = game("wC(C)@a1 wL(L)@e1 bS()@g7 bS(S)@h7 bL(L)@h8\nturn: white");
    play(&mut g, "a1a8");
    assert!(g.outcome().is_none(), "{:?}", g.outcome());
    assert_eq!(legal(&g), vec!["h8g7~L".to_string()]);
    play(&mut g, "h8g7~L");
    assert!(body(&g, "h8").unwrap().is_lifeless());
    // The lifeless Lord body may be captured without ending the game (R14).
    play(&mut g, "a8h8");
    assert!(g.outcome().is_none());
    assert_eq!(g.pos.earth[W.index()][Class::Lord.index()], 1);
}

// ---- R13: promotion ----

#[test]
fn promotion_resets_the_quiet_count_and_conserves_tokens() {
    let mut g = game("wS(S)@c8 wL(L)@e1 bL(L)@h5\nearth: bP\nturn: white\nquiet: 30");
    let (bodies, souls) = (g.pos.body_count(), g.pos.soul_count());
    play(&mut g, "c8=P");
    assert_eq!(g.pos.quiet, 0);
    assert_eq!((g.pos.body_count(), g.pos.soul_count()), (bodies, souls));
    assert_eq!(g.pos.underworld[Class::Soldier.index()], 1);
}

#[test]
fn both_priestesses_on_the_board_forbid_promotion() {
    let mut g = game("wS(S)@c8 wP()@d1 bP()@d8 wL(L)@e1 bL(L)@h5\nturn: white");
    assert!(!is_legal(&g, "c8=P"));
    assert!(refuse(&mut g, "c8=P").contains("Priestess body is in the earth"));
}

// ---- R19, R21: quiet plies, precedence ----

#[test]
fn stalemate_is_judged_before_repetition_and_counters() {
    let mut g = game("bL(L)@a8 wS(S)@a7 wL(L)@c5\nturn: white\nquiet: 63\nply: 511");
    play(&mut g, "c5b6");
    assert!(g.outcome().unwrap().reason.contains("stalemate"));
}

// ---- the contract: errors leave the state unchanged, position text, the picture ----

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
fn position_text_of_the_rich_position_round_trips() {
    let g = game(RICH);
    let text = g.position();
    let back = game(&text);
    assert_eq!(back.pos, g.pos);
    assert_eq!(back.position(), text);
    assert!(text.contains("wE(H)@g1") && text.contains("wP(C,E)@d4"));
    assert!(text.contains("earth: wL, wE, wH, wS, bP, bC"), "{text}");
    assert!(text.contains("underworld: C, E, H, S"), "{text}");
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

// ---- R28 (docs/rules/oracle.md): the body just captured may be dropped at once ----

#[test]
fn r28_the_lord_may_drop_the_body_it_has_just_captured() {
    // The seed: "the Lord goes or captures, and on the previous square, now emptied, the player
    // may place a dead body of friendly color"; the captured body is then in the earth, friendly.
    let mut g = game("wL(L)@e1 bH(H)@d2 bP()@f2 bL(L)@h8\nturn: white");
    assert!(is_legal(&g, "e1d2@H"), "{:?}", legal(&g));
    assert!(!is_legal(&g, "e1e2@H"), "not when the Lord only goes");
    assert!(!is_legal(&g, "e1f2@P"), "never a Priestess body");
    assert!(refuse(&mut g, "e1f2@P").contains("Priestess"));
    let label = g.label(W, &g.parse_action(W, "e1d2@H").unwrap());
    assert!(
        label.contains("takes Black Horse and drops a Horse body on e1"),
        "{label}"
    );
    play(&mut g, "e1d2@H");
    assert_eq!(body(&g, "e1"), Some(Body::lifeless(W, Class::Horse)));
    assert_eq!(g.pos.earth, [[0; 6]; 2]);
    assert_eq!(g.pos.underworld[Class::Horse.index()], 1);
    assert_eq!((g.pos.body_count(), g.pos.soul_count()), (4, 3));
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

// ---- an independent model of the rules, written from the spec alone ----

/// The spec's relation of a `k` soul of `side` from square `f` to square `t` (R5), `capture`
/// choosing the Soldier's diagonal; sliders need every square strictly between to be empty.
fn naive_relation(board: &Board, k: Class, side: Side, f: u8, t: u8, capture: bool) -> bool {
    let (ff, fr, tf, tr) = (
        (f % 8) as i32,
        (f / 8) as i32,
        (t % 8) as i32,
        (t / 8) as i32,
    );
    let (df, dr) = (tf - ff, tr - fr);
    let clear = || {
        let (sf, sr) = (df.signum(), dr.signum());
        let n = df.abs().max(dr.abs());
        (1..n).all(|i| board[((fr + sr * i) * 8 + ff + sf * i) as usize].is_none())
    };
    let fw = if side == Side::White { 1 } else { -1 };
    match k {
        Class::Lord => df.abs().max(dr.abs()) == 1,
        Class::Chariot => (df == 0) != (dr == 0) && clear(),
        Class::Elephant => df != 0 && df.abs() == dr.abs() && clear(),
        Class::Horse => df.abs() * dr.abs() == 2,
        Class::Soldier if capture => df.abs() == 1 && dr == fw,
        Class::Soldier => df == 0 && dr == fw,
        Class::Priestess => false,
    }
}

/// The classes whose relations a figure uses (R6); none for lifeless or ill-suited bodies.
fn naive_relations(b: &Body) -> Vec<Class> {
    let souls = b.souls.as_slice();
    match b.class {
        Class::Priestess if !souls.is_empty() => souls.to_vec(),
        c if souls == [c] => vec![c],
        _ => Vec::new(),
    }
}

fn naive_room(b: &Body, k: Class) -> bool {
    if b.class == Class::Priestess {
        b.souls.len() < 3 && matches!(k, Class::Chariot | Class::Elephant | Class::Horse)
    } else {
        b.souls.is_empty()
    }
}

/// Whether `side`'s Lord soul is attacked by an enemy figure on `board` (R15, R16).
fn naive_in_check(board: &Board, side: Side) -> bool {
    let lord = (0..64u8)
        .find(|&i| matches!(board[i as usize], Some(b) if b.side == side && b.souls.contains(Class::Lord)))
        .expect("a Lord soul");
    (0..64u8).any(|e| match board[e as usize] {
        Some(b) if b.side != side => naive_relations(&b)
            .iter()
            .any(|&k| naive_relation(board, k, b.side, e, lord, true)),
        _ => false,
    })
}

/// Applies `a` by the spec (R7, R8, R10, R11, R13), returning the new board, earth, underworld.
fn naive_apply(p: &Position, a: Action) -> (Board, [[u8; 6]; 2], [u8; 6]) {
    let (mut board, mut earth, mut under) = (p.board, p.earth, p.underworld);
    let me = p.turn.index();
    match a {
        Action::Go { from, to, drop } => {
            let mover = board[ix(from) as usize].take().unwrap();
            if let Some(victim) = board[ix(to) as usize] {
                earth[me][victim.class.index()] += 1;
                for s in victim.souls.as_slice() {
                    under[s.index()] += 1;
                }
            }
            board[ix(to) as usize] = Some(mover);
            if let Some(c) = drop {
                earth[me][c.index()] -= 1;
                board[ix(from) as usize] = Some(Body::lifeless(p.turn, c));
            }
        }
        Action::Grant {
            from,
            to,
            soul,
            summon,
        } => {
            let src = board[ix(from) as usize].as_mut().unwrap();
            assert!(src.souls.remove(soul));
            if let Some(w) = summon {
                src.souls.push(w);
                under[w.index()] -= 1;
            }
            board[ix(to) as usize].as_mut().unwrap().souls.push(soul);
        }
        Action::Promote { at } => {
            let i = ix(at) as usize;
            earth[1 - me][Class::Soldier.index()] += 1;
            under[Class::Soldier.index()] += 1;
            let p_ix = Class::Priestess.index();
            let from_earth = if earth[me][p_ix] > 0 { me } else { 1 - me };
            earth[from_earth][p_ix] -= 1;
            board[i] = Some(Body::lifeless(p.turn, Class::Priestess));
        }
    }
    (board, earth, under)
}

/// Every legal action by the spec, found square pair by square pair.
fn naive_legal(p: &Position) -> Vec<Action> {
    let me = p.turn;
    let mut out = Vec::new();
    for f in 0..64u8 {
        let Some(b) = p.board[f as usize] else {
            continue;
        };
        if b.side != me {
            continue;
        }
        let rels = naive_relations(&b);
        let lord_figure = b.class == Class::Lord && b.souls.as_slice() == [Class::Lord];
        if b.class == Class::Soldier
            && rels == [Class::Soldier]
            && f / 8 == if me == W { 7 } else { 0 }
            && p.earth[0][Class::Priestess.index()] + p.earth[1][Class::Priestess.index()] > 0
        {
            out.push(Action::Promote { at: sq(f) });
        }
        for t in 0..64u8 {
            if t == f {
                continue;
            }
            let target = p.board[t as usize];
            let (from, to) = (sq(f), sq(t));
            let go = match target {
                None => rels
                    .iter()
                    .any(|&k| naive_relation(&p.board, k, me, f, t, false)),
                Some(v) if v.side != me => rels
                    .iter()
                    .any(|&k| naive_relation(&p.board, k, me, f, t, k == Class::Soldier)),
                Some(_) => false,
            };
            if go {
                out.push(Action::Go {
                    from,
                    to,
                    drop: None,
                });
                if lord_figure {
                    for c in [
                        Class::Lord,
                        Class::Chariot,
                        Class::Elephant,
                        Class::Horse,
                        Class::Soldier,
                    ] {
                        let just_taken = target.is_some_and(|v| v.class == c);
                        if p.earth[me.index()][c.index()] > 0 || just_taken {
                            out.push(Action::Go {
                                from,
                                to,
                                drop: Some(c),
                            });
                        }
                    }
                }
            }
            let Some(host) = target.filter(|v| v.side == me) else {
                continue;
            };
            let mut souls: Vec<Class> = b.souls.as_slice().to_vec();
            souls.dedup();
            for k in souls {
                if !naive_room(&host, k) || !naive_relation(&p.board, k, me, f, t, false) {
                    continue;
                }
                out.push(Action::Grant {
                    from,
                    to,
                    soul: k,
                    summon: None,
                });
                if b.class == Class::Priestess {
                    for w in [Class::Chariot, Class::Elephant, Class::Horse] {
                        if p.underworld[w.index()] > 0 {
                            out.push(Action::Grant {
                                from,
                                to,
                                soul: k,
                                summon: Some(w),
                            });
                        }
                    }
                }
            }
        }
    }
    out.retain(|a| !naive_in_check(&naive_apply(p, *a).0, me));
    out
}

#[test]
fn the_engine_agrees_with_an_independent_model_of_the_rules() {
    let mut rng = Rng::new(2026);
    let mut kinds = [0usize; 7];
    for _ in 0..40 {
        let mut g = Oracle::new_game(rng.next_u64());
        let snap = |p: &Position| (p.board, p.earth, p.underworld, p.turn);
        let mut seen = vec![snap(&g.pos)];
        while g.outcome().is_none() {
            let side = g.pos.turn;
            let key = |a: &Action| format!("{a:?}");
            let mut engine = g.legal_actions(side);
            let mut model = naive_legal(&g.pos);
            engine.sort_by_key(key);
            model.sort_by_key(key);
            assert_eq!(engine, model, "legal actions differ\n{}", g.position());
            // Prefer the rare kinds now and then, so drops, summons and promotions are played.
            let rare: Vec<Action> = engine
                .iter()
                .copied()
                .filter(|a| {
                    matches!(a, Action::Promote { .. } | Action::Grant { summon: Some(_), .. })
                        || matches!(a, Action::Go { drop: Some(_), to, .. } if g.pos.at(ix(*to)).is_some())
                })
                .collect();
            let a = if !rare.is_empty() && rng.below(3) == 0 {
                rare[rng.below(rare.len())]
            } else {
                engine[rng.below(engine.len())]
            };
            let (board, earth, under) = naive_apply(&g.pos, a);
            let capture = matches!(a, Action::Go { to, .. } if g.pos.at(ix(to)).is_some());
            let noisy = capture
                || match a {
                    Action::Go { from, drop, .. } => {
                        drop.is_some() || g.pos.at(ix(from)).unwrap().class == Class::Soldier
                    }
                    Action::Grant { soul, summon, .. } => {
                        soul == Class::Soldier || summon.is_some()
                    }
                    Action::Promote { .. } => true,
                };
            let quiet = if noisy { 0 } else { g.pos.quiet + 1 };
            kinds[match a {
                Action::Go { drop: None, .. } if capture => 0,
                Action::Go { drop: None, .. } => 1,
                Action::Go { drop: Some(_), .. } if capture => 2,
                Action::Go { drop: Some(_), .. } => 3,
                Action::Grant { summon: None, .. } => 4,
                Action::Grant {
                    summon: Some(_), ..
                } => 5,
                Action::Promote { .. } => 6,
            }] += 1;
            g.play(side, a).unwrap();
            assert_eq!(
                (g.pos.board, g.pos.earth, g.pos.underworld),
                (board, earth, under)
            );
            assert_eq!(g.pos.quiet, quiet, "{a:?}");
            // The ending by R17-R21, judged from the model and the full record of positions.
            seen.push(snap(&g.pos));
            let repeats = seen.iter().filter(|s| **s == snap(&g.pos)).count();
            assert_eq!(g.repetitions(), repeats);
            let expected = if naive_legal(&g.pos).is_empty() {
                if naive_in_check(&g.pos.board, g.pos.turn) {
                    Some("checkmate")
                } else {
                    Some("stalemate")
                }
            } else if repeats >= 3 {
                Some("three times")
            } else if quiet >= 64 {
                Some("quiet")
            } else if g.pos.ply >= 512 {
                Some("round 256")
            } else {
                None
            };
            let got = g.outcome();
            match expected {
                None => assert_eq!(got, None),
                Some(why) => {
                    let o = got.unwrap_or_else(|| panic!("should end by {why}"));
                    assert!(o.reason.contains(why), "{o} but expected {why}");
                    assert_eq!(o.winner.is_some(), why == "checkmate");
                    if why == "checkmate" {
                        assert_eq!(o.winner, Some(side));
                    }
                }
            }
        }
    }
    assert!(
        kinds.iter().all(|n| *n > 0),
        "every kind of action was played: {kinds:?}"
    );
}

/// A random position with odd beings: ill-suited bodies, Lord souls away from home, full
/// Priestesses, stocked earth and underworld. May be invalid (the caller validates it).
fn random_position(rng: &mut Rng) -> Position {
    let mut p = Position::from_text("wL(L)@a1 bL(L)@h8\nturn: white").unwrap();
    p.board = [None; 64];
    let pick = |rng: &mut Rng, from: &[Class]| from[rng.below(from.len())];
    let souls_for = |rng: &mut Rng, class: Class| -> Vec<Class> {
        if class == Class::Priestess {
            let n = rng.below(4);
            (0..n).map(|_| pick(rng, &Class::WARRIORS)).collect()
        } else {
            match rng.below(4) {
                0 => Vec::new(),
                1 => vec![pick(
                    rng,
                    &[
                        Class::Chariot,
                        Class::Elephant,
                        Class::Horse,
                        Class::Soldier,
                    ],
                )],
                _ => vec![class],
            }
        }
    };
    for side in [W, B] {
        // The Lord soul, in a Lord body or another non-Priestess body.
        let host = if rng.below(3) == 0 {
            pick(
                rng,
                &[
                    Class::Chariot,
                    Class::Elephant,
                    Class::Horse,
                    Class::Soldier,
                ],
            )
        } else {
            Class::Lord
        };
        let i = rng.below(64);
        p.board[i] = Some(Body {
            side,
            class: host,
            souls: Souls::one(Class::Lord),
        });
    }
    for _ in 0..6 + rng.below(14) {
        let i = rng.below(64);
        if p.board[i].is_some() {
            continue;
        }
        let side = if rng.below(2) == 0 { W } else { B };
        let class = pick(rng, &Class::ALL);
        let souls = souls_for(rng, class);
        p.board[i] = Some(Body {
            side,
            class,
            souls: Souls::try_from(souls).unwrap(),
        });
    }
    for side in 0..2 {
        for c in 0..6 {
            p.earth[side][c] = (rng.below(4) == 0) as u8;
        }
    }
    for c in [
        Class::Chariot,
        Class::Elephant,
        Class::Horse,
        Class::Soldier,
    ] {
        p.underworld[c.index()] = rng.below(2) as u8;
    }
    p.turn = if rng.below(2) == 0 { W } else { B };
    p
}

#[test]
fn the_engine_agrees_with_the_model_on_odd_positions() {
    let mut rng = Rng::new(11);
    let mut tried = 0;
    while tried < 3000 {
        let p = random_position(&mut rng);
        let Ok(g) = Oracle::from_position(&p.to_text(), 0) else {
            continue;
        };
        tried += 1;
        if g.outcome().is_some() {
            continue;
        }
        let side = g.pos.turn;
        let key = |a: &Action| format!("{a:?}");
        let mut engine = g.legal_actions(side);
        let mut model = naive_legal(&g.pos);
        engine.sort_by_key(key);
        model.sort_by_key(key);
        assert_eq!(engine, model, "legal actions differ\n{}", g.position());
        for a in engine {
            let n = g.notation(side, &a);
            assert_eq!(g.parse_action(side, &n), Ok(a), "{n}");
            assert!(g.label(side, &a).chars().count() <= 100);
            let mut after = g.clone();
            after.play(side, a).unwrap();
            let (board, earth, under) = naive_apply(&g.pos, a);
            assert_eq!(
                (after.pos.board, after.pos.earth, after.pos.underworld),
                (board, earth, under)
            );
            assert_eq!(after.pos.body_count(), g.pos.body_count());
            assert_eq!(after.pos.soul_count(), g.pos.soul_count());
        }
        assert_eq!(Oracle::from_position(&g.position(), 0).unwrap().pos, g.pos);
    }
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
