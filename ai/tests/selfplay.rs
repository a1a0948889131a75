//! Legality: the computer plays every variant against itself at a small budget and only ever
//! chooses legal actions, through the same text path as a human (`AnyGame::play_text`), with
//! the invariants the rules' own self-play tests check after every action: the legal lists of
//! the side not to act are empty, positions and JSON round-trip, the public view and history
//! never hold a secret, a secret decision's notation never reaches the public report.

use ai::{choose, Level, Settings};
use rules::view::ItemKind;
use rules::{AnyGame, Side, ToAct, VariantId, Viewer};

/// At most this many actions per game (the games are checks, not contests).
const ACTIONS: u32 = 70;

fn check_invariants(g: &AnyGame) {
    let variant = g.variant();
    // Only the sides the game waits for may act.
    let to_act = g.to_act();
    for side in Side::BOTH {
        if !to_act.includes(side) {
            assert!(g.legal(side).is_empty(), "{side} may not act: {to_act:?}");
        }
    }
    if g.outcome().is_none() {
        assert_ne!(to_act, ToAct::Over);
        assert!(to_act.sides().iter().any(|s| !g.legal(*s).is_empty()));
    }
    // The position text reads back to the same position.
    let text = g.position();
    let back = AnyGame::from_position(variant, &text, 0)
        .unwrap_or_else(|e| panic!("{variant}: position does not read back: {e}\n{text}"));
    assert_eq!(back.position(), text);
    // The stored form reads back.
    let json = serde_json::to_string(g).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back.position(), text);
    // Nothing secret in public.
    let public = g.view(Viewer::Public);
    assert!(public.boards.iter().all(|b| b
        .cells
        .iter()
        .all(|c| c.items.iter().all(|i| i.kind != ItemKind::Trap))));
    assert!(g.history().iter().all(|h| !h.contains("trap ")));
}

fn self_play(variant: VariantId, seed: u64) -> (u32, bool) {
    let mut g = AnyGame::new(variant, seed).unwrap();
    check_invariants(&g);
    let mut actions = 0;
    while g.outcome().is_none() && actions < ACTIONS {
        for side in g.to_act().sides() {
            if !g.to_act().includes(side) {
                continue;
            }
            let level = if side == Side::White {
                Level::Easy
            } else {
                Level::Medium
            };
            let settings = Settings::fixed(level, seed ^ u64::from(actions), 24);
            let c = choose(&g, side, &settings).expect("the side to act gets a choice");
            let legal: Vec<String> = g.legal(side).into_iter().map(|c| c.notation).collect();
            assert!(
                legal.contains(&c.notation),
                "{variant}: {} is not legal\n{}",
                c.notation,
                g.position()
            );
            assert!(c.iterations <= 24);
            let secret_decision = g.secret_decision(side);
            let simultaneous = matches!(g.to_act(), ToAct::Simultaneous(_));
            let (notation, report) = g
                .play_text(side, &c.notation)
                .unwrap_or_else(|e| panic!("{variant}: {} refused: {e}", c.notation));
            assert_eq!(notation, c.notation);
            // A secret answer stays private; so does a simultaneous move until the turn
            // resolves (the second submission reveals both).
            if secret_decision || (simultaneous && !report.board_changed) {
                assert!(!report.public.contains(&notation), "{}", report.public);
            }
            actions += 1;
            check_invariants(&g);
            if g.outcome().is_some() {
                break;
            }
        }
    }
    // The computer refuses to act in a finished game or out of turn.
    if g.outcome().is_some() {
        for side in Side::BOTH {
            assert!(choose(&g, side, &Settings::fixed(Level::Easy, 0, 8)).is_err());
        }
    } else if let ToAct::Side(s) = g.to_act() {
        assert!(choose(&g, s.opponent(), &Settings::fixed(Level::Easy, 0, 8)).is_err());
    }
    (actions, g.outcome().is_some())
}

#[test]
fn apocalypse_self_play_is_legal() {
    for seed in 0..3 {
        self_play(VariantId::Apocalypse, seed);
    }
}

#[test]
fn heaven_and_hell_self_play_is_legal() {
    for seed in 0..3 {
        self_play(VariantId::HeavenAndHell, seed);
    }
}

#[test]
fn battlefield_self_play_is_legal() {
    for seed in 0..2 {
        self_play(VariantId::Battlefield, seed);
    }
}

#[test]
fn oracle_self_play_is_legal() {
    for seed in 0..2 {
        self_play(VariantId::Oracle, seed);
    }
}

#[test]
fn it_is_what_it_is_self_play_is_legal() {
    for seed in 0..3 {
        self_play(VariantId::ItIsWhatItIs, seed);
    }
}
