//! Random self-play with invariants, also with every custom skill, and cross-checks between
//! `forecast`, `play`, labels, notation and the position text over many random positions.

use super::*;

fn invariants(g: &Battlefield) {
    let mut kings = [0; 2];
    for p in g.pos.board.iter().flatten() {
        assert!(p.hp >= 0 && p.hp <= p.max_hp(), "{}", g.position());
        assert!(p.charge <= p.charge_needed());
        if p.kind == Kind::King {
            kings[p.side.index()] += 1;
        }
    }
    assert_eq!(kings, [1, 1], "{}", g.position());
}

#[test]
fn random_self_play() {
    let games = 5000;
    let max_plies = 120;
    let mut rng = Rng::new(2024);
    let mut ended = 0;
    for game in 0..games {
        let mut g = Battlefield::new_game(game);
        for ply in 0..max_plies {
            if g.outcome().is_some() {
                ended += 1;
                break;
            }
            let side = match g.to_act() {
                ToAct::Side(s) | ToAct::Decision { side: s, .. } => s,
                other => panic!("{other:?}"),
            };
            let full_check = game % 250 == 0 && ply % 10 == 0;
            if full_check {
                let legal = g.legal_actions(side);
                assert!(!legal.is_empty());
                for a in &legal {
                    let mut c = g.clone();
                    c.play(side, *a).expect("every legal action plays");
                    invariants(&c);
                    let n = g.notation(side, a);
                    assert_eq!(&g.parse_action(side, &n).unwrap(), a);
                }
                for from in 0..64 {
                    let set = board::reach(&g.pos.board, from);
                    for to in 0..64 {
                        assert_eq!(board::reaches(&g.pos.board, from, to), set & (1 << to) != 0);
                    }
                }
                let json = serde_json::to_string(&g).unwrap();
                let back: Battlefield = serde_json::from_str(&json).unwrap();
                assert_eq!(back.pos, g.pos);
            }
            let count = g.pos.board.iter().flatten().count();
            let mut pseudo = g.pos.pseudo_actions();
            rng.shuffle(&mut pseudo);
            let mut played = false;
            for a in pseudo {
                let before = g.pos;
                match g.play(side, a) {
                    Ok(_) => {
                        played = true;
                        break;
                    }
                    Err(_) => assert_eq!(g.pos, before),
                }
            }
            assert!(
                played,
                "no playable action but no outcome: {}",
                g.position()
            );
            assert!(g.pos.board.iter().flatten().count() <= count);
            invariants(&g);
        }
    }
    assert!(ended > 0);
}

/// Clerics plus custom loadouts so that Swap, Cure, Cure+, Boost auras, Power of Friendship,
/// Pass Through, Charge, Thick Skin, Solo Leveling and the stat Boosts all appear.
const CUSTOM_SKILLS: &str = "rnbqkcnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKCNR w 1 KQkq - - | \
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

#[test]
fn random_self_play_with_every_custom_skill() {
    let start = CUSTOM_SKILLS;
    let mut rng = Rng::new(99);
    let mut used = std::collections::BTreeSet::new();
    for game in 0..200 {
        let mut g = Battlefield::from_position(start, game).unwrap();
        for ply in 0..100 {
            if g.outcome().is_some() {
                break;
            }
            let side = g.side_to_move();
            let count = g.pos.board.iter().flatten().count();
            let mut pseudo = g.pos.pseudo_actions();
            rng.shuffle(&mut pseudo);
            let mut played = false;
            for a in pseudo {
                let before = g.pos;
                if g.play(side, a).is_ok() {
                    if let Action::Skill { skill, .. } = a {
                        used.insert(skill.word());
                    }
                    played = true;
                    break;
                }
                assert_eq!(g.pos, before);
            }
            assert!(played, "{}", g.position());
            assert!(g.pos.board.iter().flatten().count() <= count);
            invariants(&g);
            if ply % 10 == 0 {
                let back = Battlefield::from_position(&g.position(), 0).unwrap();
                assert_eq!(back.pos, g.pos);
            }
        }
    }
    for skill in ["heal", "cheer", "sacrifice", "cure", "swap"] {
        assert!(used.contains(skill), "{skill} never used: {used:?}");
    }
}

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
                // The forecast cannot know the promotion choice: a promotion is the one extra
                // line of the played record.
                let mut same = played.clone();
                same.after.retain(|l| !l.contains(" promotes to "));
                assert_eq!(f, same, "{n} in {text}");
                let mut want = format!("{n} · {}", f.summary());
                if let Some(p) = played.after.iter().find(|l| l.contains(" promotes to ")) {
                    assert!(promo);
                    want.push_str(&format!(" · {p}"));
                }
                if !label.ends_with('…') {
                    assert_eq!(label, want);
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
                        // Damage carries over a promotion.
                        let lost = f.attacker.max_hp - f.attacker.hp_after;
                        assert_eq!(p.max_hp() - p.hp, lost, "{n} in {text}");
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
            if (ply + gi as usize).is_multiple_of(every) {
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
    let custom = CUSTOM_SKILLS;
    let seen = random_games(std, 80, 100, 2, 7) + random_games(custom, 40, 100, 2, 8);
    assert!(seen > 5000, "only {seen} attacks compared");
}
