//! Fairness: the computer's choice depends only on what its side may know. With a fixed seed
//! and iteration budget, the chosen action is the same however the hidden parts of the game are
//! changed: the opponent's pending Apocalypse move, the opponent's Secret Trap squares and the
//! order of the locked shop entries in Heaven and Hell, the game's seed (the future of the random
//! stream). The determinisations themselves are compared too: they must be identical.

use ai::{choose, Level, Settings};
use rules::apocalypse::Apocalypse;
use rules::heaven_hell::HeavenAndHell;
use rules::oracle::Oracle;
use rules::{AnyGame, Game, Side, VariantId};

fn settings(seed: u64, iterations: u32) -> Settings {
    Settings::fixed(Level::Medium, seed, iterations)
}

fn json<G: Game>(g: &G) -> String {
    serde_json::to_string(g).expect("serialises")
}

/// Apocalypse after a few turns, with both sides to submit.
fn apocalypse_midgame() -> Apocalypse {
    let mut g = Apocalypse::new_game(0);
    for (w, b) in [("b1b2", "b5b4"), ("a1b3", "e5d3")] {
        for (side, text) in [(Side::White, w), (Side::Black, b)] {
            let a = g.parse_action(side, text).expect("parses");
            g.play(side, a).expect("plays");
        }
    }
    assert!(g.outcome().is_none(), "{}", g.position());
    g
}

#[test]
fn apocalypse_choice_ignores_the_opponents_pending_move() {
    let base = apocalypse_midgame();
    for observer in Side::BOTH {
        let other = observer.opponent();
        let reference = choose(
            &AnyGame::Apocalypse(Box::new(base.clone())),
            observer,
            &settings(11, 600),
        )
        .expect("can act")
        .notation;
        let answers = base.legal_actions(other);
        assert!(answers.len() > 5);
        for a in answers {
            let mut g = base.clone();
            g.play(other, a).expect("plays");
            assert!(g.has_submitted(other));
            assert_eq!(
                json(&g.determinize(observer, 3)),
                json(&base.determinize(observer, 3))
            );
            let c = choose(
                &AnyGame::Apocalypse(Box::new(g)),
                observer,
                &settings(11, 600),
            )
            .expect("can act");
            assert_eq!(c.notation, reference, "{observer}");
        }
    }
}

#[test]
fn apocalypse_determinisation_keeps_the_observers_own_move() {
    let mut g = apocalypse_midgame();
    let a = g.legal_actions(Side::White)[0];
    g.play(Side::White, a).unwrap();
    let d = g.determinize(Side::White, 5);
    assert_eq!(d.pending(Side::White), Some(a));
    let d = g.determinize(Side::Black, 5);
    assert_eq!(
        d.pending(Side::White),
        None,
        "Black cannot see White's move"
    );
    assert!(d.to_act().includes(Side::White));
}

/// The start of Heaven and Hell with extra lines (traps) and the shop's locked entries
/// reordered by `reorder`.
fn heaven_hell(extra: &str, reorder: impl Fn(&mut Vec<&str>)) -> String {
    let text = HeavenAndHell::new_game(5).position();
    let mut out = String::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("shop ") {
            let mut words: Vec<&str> = rest.split_whitespace().collect();
            let unlocked: usize = words[0].parse().unwrap();
            let mut locked = words.split_off(1 + unlocked);
            reorder(&mut locked);
            words.extend(locked);
            out.push_str(&format!("shop {}\n", words.join(" ")));
        } else if !line.starts_with("rng ") {
            // A position's own random stream (if its text carries one) would override the
            // seed the test varies.
            out.push_str(line);
            out.push('\n');
        }
    }
    out.push_str(extra);
    out.push_str("coins 9 9\n");
    out
}

#[test]
fn heaven_and_hell_choice_ignores_trap_squares_shop_order_and_seed() {
    // White owns one trap (it may know where), Black two (White only knows they exist).
    let own = "trap E d4 white\n";
    let black_traps = [
        "trap V d5 black\ntrap L c4 black\n",
        "trap E f4 black\ntrap V a3 black\n",
        "trap L h5 black\ntrap L h6 black\n",
    ];
    let reorders: [fn(&mut Vec<&str>); 2] = [|_| {}, |v| v.reverse()];
    let mut reference: Option<(String, String)> = None;
    for traps in black_traps {
        for reorder in reorders {
            for seed in [1, 2, 999] {
                let text = heaven_hell(&format!("{own}{traps}"), reorder);
                let g = HeavenAndHell::from_position(&text, seed).expect("position");
                let d = json(&g.determinize(Side::White, 8));
                let c = choose(
                    &AnyGame::HeavenAndHell(Box::new(g)),
                    Side::White,
                    &settings(21, 300),
                )
                .expect("can act")
                .notation;
                match &reference {
                    None => reference = Some((d, c)),
                    Some((d0, c0)) => {
                        assert_eq!(&d, d0, "determinisation differs for {traps:?}, seed {seed}");
                        assert_eq!(&c, c0, "choice differs for {traps:?}, seed {seed}");
                    }
                }
            }
        }
    }
}

#[test]
fn heaven_and_hell_determinisation_redraws_only_the_hidden() {
    // Both players saw every planting, and no trap went: each knows the other's count.
    let text = heaven_hell(
        "trap E d4 white\ntrap V d5 black\ntrap L c4 black\ntrapcount 1 0 2 0\n",
        |_| {},
    );
    let g = HeavenAndHell::from_position(&text, 3).unwrap();
    let lines = |g: &HeavenAndHell, what: &str| -> Vec<String> {
        g.position()
            .lines()
            .filter(|l| l.starts_with("trap ") && l.ends_with(what))
            .map(String::from)
            .collect()
    };
    let mut placements = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let d = g.determinize(Side::White, seed);
        // White's own trap stays; Black's two are somewhere, on distinct empty squares.
        assert_eq!(lines(&d, "white"), lines(&g, "white"));
        let black = lines(&d, "black");
        assert_eq!(black.len(), 2);
        assert_ne!(black[0], black[1]);
        placements.insert(black);
        // Everything public is as it was (the random stream, secret, is re-drawn too).
        let public = |g: &HeavenAndHell| -> Vec<String> {
            g.position()
                .lines()
                .filter(|l| {
                    !l.starts_with("trap ") && !l.starts_with("shop ") && !l.starts_with("rng ")
                })
                .map(String::from)
                .collect()
        };
        assert_eq!(public(&d), public(&g));
        assert_eq!(d.view(rules::Viewer::Public), g.view(rules::Viewer::Public));
        assert_eq!(d.legal_actions(Side::White), g.legal_actions(Side::White));
    }
    assert!(placements.len() > 10, "the traps are really re-drawn");
    // Black's determinisation keeps Black's traps and re-draws White's.
    let d = g.determinize(Side::Black, 1);
    assert_eq!(lines(&d, "black"), lines(&g, "black"));
    assert_eq!(lines(&d, "white").len(), 1);
}

/// A trap can vanish unseen: when White's own trap springs, White cannot tell whether one of
/// Black's was on that square too (R109 does not name a sprung trap's owner). Two games that
/// differ only in that give White the same determinisations and the same choice: the number
/// of Black's traps is drawn from what White can know, never read.
#[test]
fn heaven_and_hell_does_not_count_traps_it_could_not_see_vanish() {
    let counted = "trapcount 1 0 1 0\n";
    let worlds = [
        // Black's trap shares White's square: both spring, Black has none left.
        format!("trap E e3 white\ntrap E e3 black\n{counted}"),
        // Black's trap is elsewhere: only White's springs, Black's is still there.
        format!("trap E e3 white\ntrap E h5 black\n{counted}"),
    ];
    let mut reference: Option<(Vec<String>, String)> = None;
    for (i, world) in worlds.iter().enumerate() {
        let mut g = HeavenAndHell::from_position(&heaven_hell(world, |_| {}), 4).unwrap();
        let a = g.parse_action(Side::White, "E:e2-e3").unwrap();
        let report = g.play(Side::White, a).unwrap();
        assert!(
            report.public.contains("springs on E:e3"),
            "{}",
            report.public
        );
        let black_left = g
            .position()
            .lines()
            .filter(|l| l.starts_with("trap ") && l.ends_with("black"))
            .count();
        assert_eq!(black_left, i, "the worlds really differ");
        let ds: Vec<String> = (0..12)
            .map(|seed| json(&g.determinize(Side::White, seed)))
            .collect();
        // Black answers the same way in both worlds; then White chooses.
        let a = g.parse_action(Side::Black, "E:a7-a6").unwrap();
        g.play(Side::Black, a).unwrap();
        let c = choose(
            &AnyGame::HeavenAndHell(Box::new(g)),
            Side::White,
            &settings(3, 200),
        )
        .map(|c| c.notation)
        .expect("White may act");
        match &reference {
            None => reference = Some((ds, c)),
            Some((d0, c0)) => {
                assert_eq!(&ds, d0, "White's determinisations differ");
                assert_eq!(&c, c0, "White's choice differs");
            }
        }
    }
}

/// The square the computer picks for its Secret Trap is not fixed by the public position: with
/// the search's (secret) seed changing, its picks range over far more squares than the few it
/// weighs in any one look.
#[test]
fn heaven_and_hell_trap_squares_are_not_predictable_from_the_position() {
    let mut g = HeavenAndHell::with_open_shop(5, 20);
    let a = g.parse_action(Side::White, "buy trap").unwrap();
    g.play(Side::White, a).unwrap();
    assert!(g.secret_decision(Side::White));
    let game = AnyGame::HeavenAndHell(Box::new(g));
    let picks: std::collections::BTreeSet<String> = (0..40)
        .map(|seed| {
            choose(&game, Side::White, &settings(seed, 100))
                .unwrap()
                .notation
        })
        .collect();
    assert!(picks.iter().all(|p| p.starts_with("trap ")), "{picks:?}");
    assert!(picks.len() > 12, "only {} squares: {picks:?}", picks.len());
}

#[test]
fn oracle_choice_ignores_the_games_seed() {
    let mut g = Oracle::new_game(1);
    for text in ["e2e3", "d7d6", "g1f3"] {
        let side = g.to_act().sides()[0];
        let a = g.parse_action(side, text).unwrap();
        g.play(side, a).unwrap();
    }
    let position = g.position();
    let mut reference = None;
    for seed in [0, 1, 77, u64::MAX] {
        let game = AnyGame::from_position(VariantId::Oracle, &position, seed).unwrap();
        let AnyGame::Oracle(o) = &game else {
            unreachable!()
        };
        let d = json(&o.determinize(Side::Black, 4));
        let c = choose(&game, Side::Black, &settings(5, 300))
            .unwrap()
            .notation;
        match &reference {
            None => reference = Some((d, c)),
            Some((d0, c0)) => {
                assert_eq!(&d, d0);
                assert_eq!(&c, c0);
            }
        }
    }
}
