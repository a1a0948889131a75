//! Independent audit tests: rules read again from the seed and the rulings file, and
//! cross-checks between `forecast`, `play`, labels, notation and the position text over many
//! random positions.

use super::board::{self, idx, reaches};
use super::pos::Action;
use super::*;
use crate::{BoardSize, Game, Rng, Square, ToAct};

fn s(t: &str) -> Square {
    Square::parse(t, BoardSize::CHESS).expect("square")
}

fn game(text: &str) -> Battlefield {
    Battlefield::from_position(text, 0).unwrap_or_else(|e| panic!("{text}: {e}"))
}

// ---------------------------------------------------------------- Miracle

/// Miracle is "consumed when it fires" (§2.4): a second lethal strike in the same combat
/// defeats the holder.
#[test]
fn miracle_fires_at_most_once_per_combat() {
    // Queen 10/32 (Desperation: two strikes before any counter) against a Beast 5/36 with
    // Miracle charged. Axe vs Hand neutral, Flying > Beast +10, Ground > Water −10: 22 against
    // DEF 9 + 5 (Painful Strength) = 8 per strike.
    let g = game("7k/8/8/3w4/8/8/8/K2Q4 w 1 - - - | d1:hp10 d5:hp5,ch3");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    let d: Vec<(bool, i32, i32, bool)> = f
        .strikes
        .iter()
        .map(|x| (x.by_attacker, x.damage, x.target_hp, x.miracle))
        .collect();
    assert_eq!(d, vec![(true, 8, 1, true), (true, 8, -7, false)]);
    assert!(f.defender.defeated);
    assert_eq!(f.attacker_ends, Some(s("d5")));
}

// ---------------------------------------------------------------- cross-checks on random positions

/// The attacked square of `a` if it is an attack (an enemy on the target, or en passant).
fn attack_target(g: &Battlefield, a: &Action) -> Option<(Square, Square)> {
    let Action::Move { from, to, .. } = *a else {
        return None;
    };
    let p = g.pos.board[idx(from)]?;
    let enemy = g.pos.board[idx(to)].is_some_and(|q| q.side != p.side);
    let ep = p.kind.is_pawn() && g.pos.board[idx(to)].is_none() && from.file != to.file;
    (enemy || ep).then_some((from, to))
}

/// Everything that must agree in one position: forecast = play, labels, notation, errors,
/// position text, and the check flag against the threat forecasts.
fn cross_check(g: &Battlefield, attacks_seen: &mut usize) {
    let side = g.side_to_move();
    let before = serde_json::to_string(g).unwrap();
    // Position text round trip.
    let text = g.position();
    let back = game(&text);
    assert_eq!(back.pos, g.pos, "{text}");
    assert_eq!(back.position(), text);
    // Check flag = some enemy's threat forecast defeats our King.
    if g.pos.second.is_none() {
        let k = g.pos.king(side).expect("king");
        let lethal = (0..64).any(|i| {
            g.pos.board[i].is_some_and(|p| p.side != side && p.weapon().deals_damage())
                && reaches(&g.pos.board, i, k)
                && g.forecast(board::sq(i), board::sq(k))
                    .is_ok_and(|f| f.defender.defeated)
        });
        assert_eq!(lethal, g.in_check(), "{text}");
    }
    let legal = g.legal_actions(side);
    for a in g.pos.pseudo_actions() {
        let n = g.notation(side, &a);
        let label = g.label(side, &a);
        assert!(label.chars().count() <= 100, "{label}");
        assert!(label.starts_with(&format!("{n} · ")), "{label}");
        let is_legal = legal.contains(&a);
        if is_legal {
            assert_eq!(g.parse_action(side, &n).as_ref(), Ok(&a), "{n} in {text}");
        }
        let fc = attack_target(g, &a).map(|(from, to)| {
            let f = g
                .forecast(from, to)
                .unwrap_or_else(|e| panic!("{n}: {e} in {text}"));
            assert_eq!(f.illegal.is_none(), is_legal, "{n} in {text}: {f}");
            f
        });
        let mut c = g.clone();
        match c.play(side, a) {
            Err(e) => {
                assert!(!is_legal, "{n}: {e}");
                assert!(!e.to_string().is_empty());
                assert_eq!(serde_json::to_string(&c).unwrap(), before, "{n}");
            }
            Ok(_) => {
                assert!(is_legal, "{n} played but is not listed as legal");
                let Some(f) = fc else { continue };
                *attacks_seen += 1;
                let played = c
                    .last_action()
                    .and_then(|l| l.combat.clone())
                    .expect("combat");
                let promo = matches!(a, Action::Move { promo: Some(_), .. });
                if promo {
                    // The forecast cannot know the promotion choice; the combat itself agrees.
                    assert_eq!(f.strikes, played.strikes, "{n} in {text}");
                    assert_eq!(f.preemptive, played.preemptive);
                    assert_eq!(f.defender, played.defender);
                    assert_eq!(f.attacker_ends, played.attacker_ends);
                } else {
                    assert_eq!(f, played, "{n} in {text}");
                    if !label.ends_with('…') {
                        assert_eq!(label, format!("{n} · {}", f.summary()));
                    }
                }
                // The board after play holds what the forecast said.
                let d = f.defender.square;
                if f.defender.defeated {
                    assert!(c.piece(d).is_none_or(|p| p.side == side), "{n} in {text}");
                } else {
                    let q = c.piece(d).expect("defender stays");
                    assert_eq!((q.side, q.hp), (side.opponent(), f.defender.hp_after));
                }
                match f.attacker_ends {
                    None => assert!(f.attacker.defeated),
                    Some(e) => {
                        let p = c.piece(e).expect("attacker");
                        assert_eq!(p.side, side);
                        if !promo {
                            assert_eq!(p.hp, f.attacker.hp_after, "{n} in {text}");
                        }
                    }
                }
            }
        }
    }
}

fn random_games(start: &str, games: u64, plies: usize, every: usize, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut attacks_seen = 0;
    for gi in 0..games {
        let mut g = game(start);
        for ply in 0..plies {
            if g.outcome().is_some() {
                break;
            }
            let side = match g.to_act() {
                ToAct::Side(s) | ToAct::Decision { side: s, .. } => s,
                other => panic!("{other:?}"),
            };
            if (ply + gi as usize) % every == 0 {
                cross_check(&g, &mut attacks_seen);
            }
            let mut pseudo = g.pos.pseudo_actions();
            rng.shuffle(&mut pseudo);
            // Prefer attacks half of the time so that damaged positions are common.
            if rng.below(2) == 0 {
                pseudo.sort_by_key(|a| attack_target(&g, a).is_none());
            }
            let played = pseudo.into_iter().any(|a| g.play(side, a).is_ok());
            assert!(played, "{}", g.position());
        }
    }
    attacks_seen
}

#[test]
fn forecast_equals_play_and_labels_notation_positions_agree_on_random_positions() {
    let std = "rnbqkbnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKBNR w 1 KQkq - -";
    let custom = "rnbqkcnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKCNR w 1 KQkq - - | \
        a1:special=swap,passives=pass-through+power-of-friendship \
        b1:special=cure-plus,passives=thick-skin+charge \
        g1:special=boost-atk,passives=solo-leveling \
        h1:special=boost-spd,passives=hp-boost+parry \
        e2:passives=ambush+quick-charge \
        a8:special=swap,passives=pass-through \
        b8:special=cure,passives=def-boost+recovery \
        g8:special=boost-def,passives=atk-boost \
        h8:special=boost-mdef,passives=spd-boost+threaten \
        d7:passives=mdef-boost+desperation";
    let seen = random_games(std, 80, 100, 2, 7) + random_games(custom, 40, 100, 2, 8);
    assert!(seen > 5000, "only {seen} attacks compared");
}
