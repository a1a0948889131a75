//! The random stream (R105, R106): draws made as an independent implementation of the rules
//! would make them, the stream carried by the position text, and the seed kept from everything a
//! player sees during a game.

use super::super::engine::{Chaos, Decision};
use super::super::notation::{Action, Answer};
use super::super::shop::Entry;
use super::super::HeavenAndHell;
use super::{check_invariants, play, pos};
use crate::rng::reference::ChaCha8;
use crate::view::Viewer;
use crate::{AnyGame, Game, Match, Rng, Side, ToAct};

fn order(g: &HeavenAndHell) -> Vec<Entry> {
    g.shop.order.iter().map(|x| x.0).collect()
}

/// R106: the start-up shop is the base order drawn without replacement from the game's ChaCha8
/// stream; a reshuffle (#1) draws the current order the same way; the chaos pick of three draws
/// from 1–40 the same way; each draw is R105's below(n).
#[test]
fn shop_shuffle_and_chaos_draws_follow_r106() {
    for seed in [0u64, 1, 7, 2024, 0xdead_beef_0bad_cafe] {
        let mut model = ChaCha8::new(seed);
        let mut g = HeavenAndHell::new_game(seed);
        assert_eq!(
            order(&g),
            model.draw_all(Entry::ALL.to_vec()),
            "start-up shop, seed {seed}"
        );
        // The chaos pick of three.
        let drawn: Vec<u8> = g.draw_chaos().into_iter().map(|c| c.number()).collect();
        let mut pool: Vec<u8> = (1..=40).collect();
        let expected: Vec<u8> = (0..3)
            .map(|_| {
                let i = model.below(pool.len());
                pool.remove(i)
            })
            .collect();
        assert_eq!(drawn, expected, "chaos options, seed {seed}");
        // Chaos #1 reshuffles the current order.
        let current = order(&g);
        g.start_chaos(Side::White, Chaos::ShuffleShop);
        g.run();
        assert_eq!(order(&g), model.draw_all(current), "reshuffle, seed {seed}");
    }
}

/// A game whose shop opens the orb, with coins to buy it a few times.
fn orb_shop(extra: &str) -> HeavenAndHell {
    pos(&format!(
        "coins 40 40\nshop 3 orb:4 stun:6 curse:6 kill:20\npiece E e1 white king\n\
         piece E e8 black king\npiece E a2 white pawn cursed\n{extra}"
    ))
}

/// Plays `plies` actions on both games, the same on each: a purchase of the orb whenever it is
/// on offer, otherwise the first legal action (chaos picks and other decisions included), and
/// checks that both stay identical throughout.
fn same_future(a: &mut HeavenAndHell, b: &mut HeavenAndHell, plies: usize) {
    for _ in 0..plies {
        let side = match a.to_act() {
            ToAct::Side(s) | ToAct::Decision { side: s, .. } => s,
            _ => break,
        };
        let legal = a.legal_actions(side);
        let pick = legal
            .iter()
            .find(|x| {
                matches!(
                    x,
                    Action::Buy {
                        entry: Entry::Orb,
                        ..
                    }
                )
            })
            .unwrap_or(&legal[0])
            .clone();
        let ra = a.play(side, pick.clone()).unwrap();
        let rb = b.play(side, pick).unwrap();
        assert_eq!(ra, rb);
        assert_eq!(a.position(), b.position());
    }
}

/// The position text carries the stream: a position written out and read back (with any seed
/// argument) draws the same chaos options, effects and Cursed rolls.
#[test]
fn position_text_carries_the_random_stream() {
    let mut g = orb_shop("");
    // Run the stream on a little first.
    play(&mut g, Side::White, "buy orb");
    while let ToAct::Decision { side, .. } = g.to_act() {
        let a = g.legal_actions(side)[0].clone();
        g.play(side, a).unwrap();
    }
    let text = g.position();
    assert!(
        text.lines()
            .any(|l| l == format!("rng {} {}", g.rng.seed(), g.rng.word_pos())),
        "{text}"
    );
    assert!(g.rng.word_pos() > 0);
    let mut back = HeavenAndHell::from_position(&text, 999).unwrap();
    assert_eq!(back.rng, g.rng);
    assert_eq!(back.position(), text);
    let mut options = Vec::new();
    for _ in 0..6 {
        options.push((g.clone().draw_chaos(), back.clone().draw_chaos()));
    }
    assert!(options.iter().all(|(x, y)| x == y));
    // The same actions draw the same future: chaos picks, Cursed rolls of the cursed Pawn.
    let before = g.rng.word_pos();
    same_future(&mut g, &mut back, 40);
    assert!(g.rng.word_pos() > before, "the stream was used");
}

/// A position text without an `rng` line (hand-written tests, older texts) starts the stream of
/// the seed given to `from_position`.
#[test]
fn a_position_without_rng_starts_the_given_seed() {
    let text = "heaven-and-hell 1\npiece E e1 white king\npiece E e8 black king\n";
    let g = HeavenAndHell::from_position(text, 42).unwrap();
    assert_eq!(g.rng, Rng::new(42));
    assert!(g.position().contains("rng 42 0\n"), "{}", g.position());
    // A bad `rng` line is refused.
    for bad in ["rng", "rng 1", "rng x 0", "rng 1 -2"] {
        assert!(HeavenAndHell::from_position(&format!("{text}{bad}\n"), 1).is_err());
    }
}

/// Everything a player sees during a game: the history, every view, the text boards, report
/// lines (public and private), prompts, legal-action labels and the shop.
fn seen_by_players(g: &HeavenAndHell) -> String {
    let mut s = String::new();
    s.push_str(&g.history().join("\n"));
    for v in [
        Viewer::Public,
        Viewer::Player(Side::White),
        Viewer::Player(Side::Black),
    ] {
        s.push_str(&format!("{:?}", g.view(v)));
        s.push_str(&g.text_board(v));
    }
    s.push_str(&format!("{:?}", g.to_act()));
    for side in Side::BOTH {
        for a in g.legal_actions(side) {
            s.push_str(&g.label(side, &a));
        }
    }
    s.push_str(&g.shop_text());
    s
}

/// The seed is secret until the game ends (R105): it is in the position text, and nowhere a
/// player looks during the game.
#[test]
fn the_seed_never_reaches_what_players_see() {
    let seed: u64 = 8_675_309_123_456_789;
    let secret = seed.to_string();
    let mut rng = Rng::new(77);
    let mut chaos = 0;
    for start in 0..4u64 {
        let mut g = HeavenAndHell::new_game(seed);
        g.coins = [30, 30];
        assert!(g.position().contains(&format!("rng {secret} ")));
        for ply in 0..150 {
            let side = match g.to_act() {
                ToAct::Over => break,
                ToAct::Side(s) | ToAct::Decision { side: s, .. } => s,
                ToAct::Simultaneous(_) => unreachable!(),
            };
            let legal = g.legal_actions(side);
            let buys: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Buy { .. }))
                .collect();
            let a = if !buys.is_empty() && (ply + start) % 3 == 0 {
                buys[rng.below(buys.len())].clone()
            } else {
                legal[rng.below(legal.len())].clone()
            };
            let report = g.play(side, a).unwrap();
            let mut seen = seen_by_players(&g);
            seen.push_str(&report.public);
            for (_, line) in &report.private {
                seen.push_str(line);
            }
            assert!(!seen.contains(&secret), "the seed leaked at ply {ply}");
            check_invariants(&g);
        }
        chaos += g.engine.chaos_picked.len();
    }
    assert!(chaos > 0, "random play met chaos");
}

/// An old stored game (format 1: a SplitMix64 state) still loads, keeps its board and record,
/// and plays on, deterministically, on the ChaCha8 stream of the old state.
#[test]
fn an_old_stored_game_loads_and_plays_on() {
    let old = include_str!("../../testdata/heaven_hell_format1.json");
    assert!(old.starts_with(r#"{"format":1,"#) && old.contains(r#""rng":{"state":"#));
    let m = Match::from_json(old).unwrap();
    assert_eq!(m.format(), crate::FORMAT_VERSION);
    let AnyGame::HeavenAndHell(g) = m.game() else {
        panic!("variant");
    };
    assert_eq!(g.rng, Rng::new(16_390_740_445_805_451_827));
    assert_eq!(g.history().len(), 12);
    assert_eq!(g.history()[0], "White: E:b1-c3");
    assert_eq!(m.to_act(), ToAct::Side(Side::White));
    // It plays on, and the same stored game always plays on the same way.
    let mut runs = Vec::new();
    for _ in 0..2 {
        let mut m = Match::from_json(old).unwrap();
        let mut texts = Vec::new();
        for i in 0..40 {
            let side = match m.to_act() {
                ToAct::Side(s) | ToAct::Decision { side: s, .. } => s,
                _ => break,
            };
            let legal = m.game().legal(side);
            let pick = legal
                .iter()
                .find(|c| c.notation.starts_with("buy orb"))
                .unwrap_or(&legal[i * 7 % legal.len()]);
            let (n, _) = m.play_text(side, &pick.notation.clone()).unwrap();
            texts.push(n);
        }
        let json = m.to_json();
        assert!(json.starts_with(&format!(r#"{{"format":{},"#, crate::FORMAT_VERSION)));
        assert!(!json.contains(r#""state":16390740445805451827"#));
        runs.push((texts, m.game().position()));
    }
    assert_eq!(runs[0], runs[1]);
    // Written again, it reads back as it is.
    let m = Match::from_json(old).unwrap();
    let again = Match::from_json(&m.to_json()).unwrap();
    assert_eq!(again.game().position(), m.game().position());
}

/// The decision answers that draw nothing leave the stream where it was; drawing moves it on.
#[test]
fn only_random_events_move_the_stream() {
    let mut g = orb_shop("");
    let start = g.rng.word_pos();
    play(&mut g, Side::White, "e1d1");
    play(&mut g, Side::Black, "e8d8");
    assert_eq!(g.rng.word_pos(), start, "plain moves draw nothing");
    play(&mut g, Side::White, "buy orb");
    assert!(matches!(
        g.engine.pending.as_ref().map(|p| &p.decision),
        Some(Decision::Chaos { .. })
    ));
    assert!(g.rng.word_pos() > start, "the pick of three is drawn");
    assert!(g
        .legal_actions(Side::White)
        .contains(&Action::Choose(Answer::Pick(1))));
}

/// `reseed` gives a copy of the game another future: the same seed the same draws, another seed
/// other draws, and the board untouched.
#[test]
fn reseed_redraws_the_future_of_a_copy() {
    let g = orb_shop("");
    let draws = |seed: u64| {
        let mut c = g.clone();
        c.reseed(seed);
        (0..4).map(|_| c.draw_chaos()).collect::<Vec<_>>()
    };
    assert_eq!(draws(1), draws(1));
    assert_ne!(draws(1), draws(2));
    let mut c = g.clone();
    c.reseed(3);
    assert_eq!(c.rng, Rng::new(3));
    let strip = |t: String| -> Vec<String> {
        t.lines()
            .filter(|l| !l.starts_with("rng "))
            .map(String::from)
            .collect()
    };
    assert_eq!(strip(c.position()), strip(g.position()));
}

#[test]
fn the_random_seed_is_the_games_and_other_variants_have_none() {
    use crate::{AnyGame, VariantId};
    let g = AnyGame::new(VariantId::HeavenAndHell, 8_675_309).unwrap();
    assert_eq!(g.random_seed(), Some(8_675_309));
    for variant in [
        VariantId::Apocalypse,
        VariantId::Battlefield,
        VariantId::ItIsWhatItIs,
    ] {
        assert_eq!(
            AnyGame::new(variant, 5).unwrap().random_seed(),
            None,
            "{variant}"
        );
    }
}
