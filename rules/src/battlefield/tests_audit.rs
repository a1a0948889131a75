//! Independent audit tests: rules read again from the seed and the rulings file, and
//! cross-checks between `forecast`, `play`, labels, notation and the position text over many
//! random positions.

use super::board::{self, idx, reaches};
use super::pos::Action;
use super::types::Kind;
use super::*;
use crate::{BoardSize, Game, Rng, Side, Square, ToAct};

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

// ---------------------------------------------------------------- rules read again

fn mv(g: &mut Battlefield, text: &str) {
    let side = g.side_to_move();
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.position()));
    g.play(side, a).unwrap_or_else(|e| panic!("{text}: {e}"));
}

fn legal(g: &Battlefield) -> Vec<String> {
    let side = g.side_to_move();
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}

/// §2.15: taking out the checker prevents mate; a non-lethal attack on it does not, even when
/// that attack (its Curse) would end the check (R19).
#[test]
fn take_out_prevents_mate_but_a_weakening_attack_does_not() {
    // Mate of the existing test (Ra1 checks the King on a8), plus a black Bishop on h8 that
    // reaches a1 along the long diagonal but no square of the a-file.
    let g = game("kr5b/1f6/8/8/8/8/8/R6K b 2 - - - | a8:hp10 a1:hp3");
    assert!(g.in_check());
    assert!(g.outcome().is_none(), "the Bishop can take the Rook out");
    assert!(legal(&g).contains(&"h8a1".to_string()));
    let g = game("kr5b/1f6/8/8/8/8/8/R6K b 2 - - - | a8:hp10");
    assert!(g.in_check());
    // 19 × 120% = 22 − 6 = 16: the Rook survives at 24, cursed.
    let f = g.forecast(s("h8"), s("a1")).unwrap();
    assert!(!f.defender.defeated);
    // That attack is legal and its Curse even ends the check, yet it is none of the three ways.
    let a = notation::parse(Side::Black, "h8a1").unwrap();
    let (after, _) = g.pos.try_action(&a).unwrap();
    assert!(after.threats(Side::Black).is_empty());
    assert_eq!(g.outcome().map(|o| o.reason), Some("checkmate".to_string()));
}

/// §2.13 and R11, R20: castling looks at reach of pieces that deal damage, harmless or not;
/// a Healing Staff does not count; b1 may be attacked in a long castle.
#[test]
fn castling_threat_is_reach_of_damage_dealers_only() {
    // A black Cleric on b4 reaches e1: no threat.
    let g = game("7k/8/8/8/1c6/8/8/4K2R w 1 K - -");
    assert!(legal(&g).contains(&"e1g1".to_string()));
    // A black Bishop there reaches e1 with a harmless 11: no castling.
    let g = game("7k/8/8/8/1b6/8/8/4K2R w 1 K - -");
    let side = g.side_to_move();
    let e = g.parse_action(side, "e1g1").unwrap_err();
    assert!(e.to_string().contains("under attack"), "{e}");
    // A black Knight on a3 reaches b1 only: the long castle is fine.
    let mut g = game("7k/8/8/8/8/n7/8/R3K3 w 1 Q - -");
    mv(&mut g, "O-O-O");
    assert_eq!(g.piece(s("c1")).map(|p| p.kind), Some(Kind::King));
    assert_eq!(g.piece(s("d1")).map(|p| p.kind), Some(Kind::Rook));
    // On c3 it reaches d1, which the King crosses.
    let g = game("7k/8/8/8/8/2n5/8/R3K3 w 1 Q - -");
    assert!(!legal(&g).contains(&"e1c1".to_string()));
}

/// R38: Preemptive Strike in en passant hits the passed pawn and the enemies next to it;
/// the attacker then stands behind whatever happened.
#[test]
fn preemptive_strike_in_en_passant() {
    let mut g = game("7k/3f4/2s5/4P3/8/8/8/K7 b 2 - - - | e5:special=preemptive,ch3");
    mv(&mut g, "d7d5");
    let f = g.forecast(s("e5"), s("d6")).unwrap();
    // Pikeman ATK 15: Footman DEF 5 -> 10, Scout DEF 4 -> 11.
    let pre: Vec<(Square, i32)> = f.preemptive.iter().map(|v| (v.0, v.2)).collect();
    assert_eq!(pre, vec![(s("d5"), 10), (s("c6"), 11)]);
    assert!(
        f.strikes.iter().all(|x| x.by_attacker),
        "no counter from beside"
    );
    mv(&mut g, "e5d6");
    assert_eq!(g.piece(s("d6")).map(|p| p.kind), Some(Kind::Pikeman));
    assert_eq!(g.hp(s("c6")), Some((7, 18)));
}

/// R33, R45: the threat forecast of the other side's attack is exactly what that attack does
/// on its turn, auras of its pre-battle included.
#[test]
fn threat_forecast_is_what_happens_next_turn() {
    let mut g = game("7k/8/8/3r4/8/8/P7/K2Q4 w 1 - - - | d5:threaten2");
    let threat = g.forecast(s("d5"), s("d1")).unwrap();
    mv(&mut g, "a2a3");
    let now = g.forecast(s("d5"), s("d1")).unwrap();
    assert_eq!(threat, now);
    // Both Threatens count: the Rook's ATK 21 − 2 against the Queen's DEF 7 − 2.
    assert_eq!(threat.strikes[0].damage, 14);
    mv(&mut g, "d5d1");
    assert_eq!(g.last_action().and_then(|l| l.combat.clone()), Some(now));
}

/// Ambush needs the attacker's square in the holder's reach; Double Tap and Desperation need
/// the holder to initiate.
#[test]
fn ambush_needs_reach_and_double_tap_desperation_need_initiative() {
    // Footman 5/22 with Ambush attacked by a Knight jump: no counter, no Ambush.
    let g = game("7k/8/8/4f3/8/3N4/8/K7 w 1 - - - | e5:hp5");
    let f = g.forecast(s("d3"), s("e5")).unwrap();
    assert!(f.strikes.iter().all(|x| x.by_attacker));
    // A black Archer (Double Tap) countering a white Footman: no Double Tap after combat.
    let g = game("7k/8/8/4a3/3F4/8/8/K7 w 1 - - -");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    assert!(f.strikes.iter().any(|x| !x.by_attacker));
    assert!(f.after.iter().all(|l| !l.contains("Double Tap")), "{f}");
    // A Queen at 15/32 (Desperation) defending against a Scout (knives: 12 − 5 = 7) strikes
    // once: SPD 12 against 9 gives no follow-up, and Desperation needs the initiative.
    let g = game("4q2k/3S4/8/8/8/8/8/K7 w 1 - - - | e8:hp15");
    let f = g.forecast(s("d7"), s("e8")).unwrap();
    assert_eq!(f.strikes[0].damage, 7);
    assert_eq!(
        f.strikes.iter().filter(|x| !x.by_attacker).count(),
        1,
        "{f}"
    );
}

/// §2.12: an attack that defeats the defender on the last rank promotes; a failed one stays a
/// pawn on its square (R41: the letter is still required).
#[test]
fn promotion_by_attack_only_when_it_succeeds() {
    let mut g = game("2n4k/1P6/8/8/8/8/8/K7 w 1 - - - | c8:hp1");
    assert!(g.parse_action(Side::White, "b7c8").is_err());
    mv(&mut g, "b7c8q");
    assert_eq!(g.piece(s("c8")).map(|p| p.kind), Some(Kind::Queen));
    let mut g = game("2r4k/1P6/8/8/8/8/8/K7 w 1 - - -");
    mv(&mut g, "b7c8q");
    assert_eq!(g.piece(s("b7")).map(|p| p.kind), Some(Kind::Pikeman));
    assert_eq!(g.piece(s("c8")).map(|p| p.kind), Some(Kind::Rook));
}

/// Garbage input never panics: action text, forecast queries and position text.
#[test]
fn garbage_input_gives_errors_not_panics() {
    let alphabet: Vec<char> =
        "abcdefghijklmnopqrstuvwxyz012345678 >-=+#?!/|:,KQRBNAPSFWDCkqrbnapsfwdc*"
            .chars()
            .collect();
    let g = game("r3k2r/apsffspa/8/3Pp3/8/8/APSF1SPA/R3K2R w 3 KQkq e6 -");
    let mut rng = Rng::new(5);
    let start = g.position();
    for _ in 0..20_000 {
        let len = rng.below(14);
        let t: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        for side in [Side::White, Side::Black] {
            if let Ok(a) = g.parse_action(side, &t) {
                assert_eq!(side, Side::White, "{t}");
                assert!(g.legal_actions(side).contains(&a), "{t}");
            }
        }
        let _ = g.forecast_text(&t);
        // Mutate one character of the position text.
        let mut chars: Vec<char> = start.chars().collect();
        let i = rng.below(chars.len());
        chars[i] = alphabet[rng.below(alphabet.len())];
        let text: String = chars.into_iter().collect();
        if let Ok(h) = Battlefield::from_position(&text, 0) {
            assert_eq!(game(&h.position()).pos, h.pos, "{text}");
            let side = h.side_to_move();
            for a in h.legal_actions(side).iter().take(3) {
                h.clone().play(side, *a).unwrap();
            }
        }
    }
    assert_eq!(g.position(), start);
}

/// §2.8 step 5 order and rounding: knives + Penetration capped at 100 %; Adrenaline, then
/// Guard, then Parry, each rounded down in turn.
#[test]
fn strike_modifiers_apply_in_order_with_rounding() {
    // Scout with Penetration charged against an Archer: DEF 4 × (100 − min(50 + 50, 100)) = 0,
    // so 14 damage; the Archer counters 15 − 4 = 11.
    let g = game("7k/8/8/4a3/3S4/8/8/K7 w 1 - - - | d4:special=penetration,ch2");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    let d: Vec<i32> = f.strikes.iter().map(|x| x.damage).collect();
    assert_eq!(d, vec![14, 11]);
    // Rook against a Rook with Guard charged and Parry: 9 → Guard 4 → Parry 2 (Parry first
    // would give 3).
    let g = game("7k/8/8/3r4/8/8/8/K2R4 w 1 - - - | d5:ch2");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    assert_eq!(f.strikes[0].damage, 2);
    // Queen with Adrenaline charged against it: 22 − 12 = 10 → ×150 % 15 → Guard 7 → Parry 4.
    let g = game("7k/8/8/3r4/8/8/8/K2Q4 w 1 - - - | d1:ch2 d5:ch2");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    assert_eq!(f.strikes[0].damage, 4);
    // Both charge skills were used: both counters go to 0.
    assert!(
        f.charges
            .iter()
            .any(|c| c.contains("Adrenaline Boost: 2/2 → 0/2")),
        "{f}"
    );
    assert!(
        f.charges.iter().any(|c| c.contains("Guard: 2/2 → 0/2")),
        "{f}"
    );
}

/// §2.11, R37, R42: each action of a Cheered turn must be legal on its own; the second may
/// give check but may not defeat a King.
#[test]
fn cheered_actions_are_each_legal_and_never_defeat_a_king() {
    // The first action may not expose its own King, even if the second could cover it again.
    let g = game("3r3k/8/8/8/8/8/3N4/3K4 w 1 - - - | d1:hp5 d2:cheered");
    let e = g.parse_action(Side::White, "d2f3").unwrap_err();
    assert!(e.to_string().contains("check"), "{e}");
    // The Queen's second action may attack the King non-lethally (13), but not lethally.
    let mut g = game("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - | d1:cheered");
    mv(&mut g, "d1d4");
    assert!(matches!(g.to_act(), ToAct::Decision { .. }));
    assert!(g.parse_action(Side::White, "d4d8").is_ok());
    let mut g = game("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - | d1:cheered d8:hp10");
    mv(&mut g, "d1d4");
    let e = g.parse_action(Side::White, "d4d8").unwrap_err();
    assert!(e.to_string().contains("King"), "{e}");
    mv(&mut g, "end");
    assert!(g.in_check());
}

/// §2.6: Group Cheer lasts "this turn + next turn" of its creator; an after-combat effect made
/// by a defender is counted on the defender's turns.
#[test]
fn effect_durations_follow_the_creators_turns() {
    use super::types::EffectKind;
    let gc = EffectKind::GroupCheer as usize;
    let mut g = game("7k/8/7p/8/8/8/3P4/K1C5 w 1 - - - | c1:ch2 d2:hp5");
    mv(&mut g, "heal c1>d2");
    assert_eq!(g.piece(s("d2")).unwrap().effects[gc], 5);
    for m in ["h6h5", "a1b1", "h5h4"] {
        assert_ne!(
            g.piece(s("d2")).unwrap().effects[gc],
            0,
            "turn {}",
            g.turn()
        );
        mv(&mut g, m);
    }
    assert_eq!(g.turn(), 5);
    assert_eq!(g.piece(s("d2")).unwrap().effects[gc], 0);
    // A black Bishop defending on turn 1 curses the surviving White Footman until Black's
    // third turn after it: 1 + 2·3 − 1 = 6.
    let mut g = game("7k/8/8/4b3/3F4/8/8/K7 w 1 - - -");
    mv(&mut g, "d4e5");
    let f = g.piece(s("d4")).unwrap();
    assert_eq!(f.hp, 22 - 16);
    assert_eq!(f.effects[EffectKind::Curse as usize], 6);
}

/// A label shows the forecast, and for an attack that promotes, the promotion too.
#[test]
fn attack_labels_carry_the_forecast_and_the_promotion() {
    let g = game("2n4k/1P6/8/8/8/8/8/K7 w 1 - - - | c8:hp1");
    let a = g.parse_action(Side::White, "b7c8w").unwrap();
    let label = g.label(Side::White, &a);
    assert!(label.starts_with("b7c8w · Pikeman hits Knight"), "{label}");
    assert!(label.contains("promotes to Beast"), "{label}");
    assert!(label.chars().count() <= 100);
    let mut h = g.clone();
    let r = h.play(Side::White, a).unwrap();
    assert!(r.public.contains("promotes to Beast"), "{}", r.public);
    // A failed attack onto the last rank does not promote, and the label does not say so.
    let g = game("2r4k/1P6/8/8/8/8/8/K7 w 1 - - -");
    let a = g.parse_action(Side::White, "b7c8q").unwrap();
    let label = g.label(Side::White, &a);
    assert!(!label.contains("promotes"), "{label}");
}

/// R43: a double step in a Cheered turn allows en passant only if the pawn still stands on
/// its arrival square when the turn ends.
#[test]
fn en_passant_after_a_cheered_double_step() {
    let mut g = game("7k/8/8/8/3p4/8/4F3/K7 w 1 - - - | e2:cheered");
    mv(&mut g, "e2e4");
    mv(&mut g, "end");
    assert!(legal(&g).contains(&"d4e3".to_string()));
    let mut g = game("7k/8/8/8/3p4/8/4F3/K7 w 1 - - - | e2:cheered");
    mv(&mut g, "e2e4");
    mv(&mut g, "e4e5");
    assert!(!legal(&g).contains(&"d4e3".to_string()));
    assert_eq!(g.pos.ep, None);
}

/// A profile row of the §2.1 table: letter, unit, weapon, element, HP, ATK, DEF, M.DEF, SPD.
type Row = (
    char,
    &'static str,
    &'static str,
    &'static str,
    i32,
    i32,
    i32,
    i32,
    i32,
);

/// The rulings' combat formula written out again, independently of the engine, for pieces
/// without skills: advantages, effectiveness, knives, follow-ups, counters, defeat at HP < 0.
#[test]
fn combat_formula_matches_an_independent_rewrite() {
    // (letter, unit, weapon, element, hp, atk, def, mdef, spd) straight from the §2.1 table.
    #[rustfmt::skip]
    let rows: [Row; 10] = [
        ('Q', "fly", "axe", "water", 32, 22, 7, 7, 12),
        ('R', "heavy", "spear", "ground", 40, 21, 12, 6, 4),
        ('B', "inf", "staff", "fire", 26, 19, 5, 10, 8),
        ('N', "cav", "sword", "none", 30, 19, 7, 5, 10),
        ('A', "inf", "bow", "none", 20, 15, 4, 3, 7),
        ('P', "inf", "spear", "none", 22, 15, 6, 3, 5),
        ('S', "inf", "knives", "none", 18, 14, 4, 4, 9),
        ('F', "inf", "sword", "none", 22, 16, 5, 3, 6),
        ('W', "beast", "hand", "ground", 36, 23, 9, 5, 10),
        ('D', "demon", "beam", "fire", 34, 23, 7, 10, 9),
    ];
    let unit_beats = |u: &str, o: &str| {
        matches!(
            (u, o),
            ("cav", "inf" | "heavy")
                | ("fly", "beast" | "inf")
                | ("inf", "demon" | "heavy")
                | ("heavy", "demon" | "fly")
                | ("beast", "cav" | "heavy")
                | ("demon", "beast" | "cav")
        )
    };
    let weapon_beats = |u: &str, o: &str| {
        matches!(
            (u, o),
            ("sword", "axe") | ("axe", "spear") | ("spear", "sword")
        )
    };
    let element_beats = |u: &str, o: &str| {
        matches!(
            (u, o),
            ("water", "fire") | ("fire", "ground") | ("ground", "water")
        )
    };
    let one = |b: bool, v: i32| if b { v } else { 0 };
    let strike = |x: &Row, y: &Row| -> i32 {
        let adv = one(weapon_beats(x.2, y.2), 20) - one(weapon_beats(y.2, x.2), 20)
            + one(unit_beats(x.1, y.1), 10)
            - one(unit_beats(y.1, x.1), 10)
            + one(element_beats(x.3, y.3), 10)
            - one(element_beats(y.3, x.3), 10);
        let mut a = x.5 * (100 + adv) / 100;
        if (x.2 == "staff" && y.1 == "cav") || (x.2 == "bow" && y.1 == "fly") {
            a = a * 3 / 2;
        }
        let def = if matches!(x.2, "staff" | "beam") {
            y.7
        } else {
            y.6
        };
        let r = match (x.2, y.2) {
            ("knives", "bow") => 50,
            ("knives", _) => 25,
            _ => 0,
        };
        (a - def * (100 - r) / 100).max(0)
    };
    // Attacker on d4 (White), defender on e5 (Black): each is on the other's forward
    // diagonal, so every kind but the Rook and the Knight reaches the other.
    let diag = |c: char| !matches!(c, 'R' | 'N');
    let mut rng = Rng::new(11);
    let mut cases = 0;
    for x in rows.iter().filter(|r| diag(r.0)) {
        for y in rows.iter() {
            for _ in 0..6 {
                let (xhp, yhp) = (
                    1 + rng.below(x.4 as usize) as i32,
                    1 + rng.below(y.4 as usize) as i32,
                );
                let text = format!(
                    "7k/8/8/4{}3/3{}4/8/8/K7 w 1 - - - | d4:hp{xhp},special=cheer,passives=none \
                     e5:hp{yhp},special=cheer,passives=none",
                    y.0.to_ascii_lowercase(),
                    x.0
                );
                let g = game(&text);
                let f = g.forecast(s("d4"), s("e5")).unwrap();
                // The plan: X; Y if it reaches d4; X again by SPD; Y again by SPD.
                let counters = diag(y.0);
                let mut plan = vec![true];
                if counters {
                    plan.push(false);
                }
                if x.8 >= y.8 + 5 {
                    plan.push(true);
                }
                if counters && y.8 >= x.8 + 5 {
                    plan.push(false);
                }
                let (mut hx, mut hy) = (xhp, yhp);
                let mut want = Vec::new();
                for by_x in plan {
                    if hx < 0 || hy < 0 {
                        break;
                    }
                    if by_x {
                        let d = strike(x, y);
                        hy -= d;
                        want.push((true, d, hy));
                    } else {
                        let d = strike(y, x);
                        hx -= d;
                        want.push((false, d, hx));
                    }
                }
                let got: Vec<(bool, i32, i32)> = f
                    .strikes
                    .iter()
                    .map(|k| (k.by_attacker, k.damage, k.target_hp))
                    .collect();
                assert_eq!(got, want, "{text}");
                assert_eq!((f.attacker.defeated, f.defender.defeated), (hx < 0, hy < 0));
                let end = if hx < 0 {
                    None
                } else if hy < 0 {
                    Some(s("e5"))
                } else {
                    Some(s("d4"))
                };
                assert_eq!(f.attacker_ends, end, "{text}");
                cases += 1;
            }
        }
    }
    assert!(cases > 400);
}
