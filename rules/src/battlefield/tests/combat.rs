//! Combat (§2.8, §2.9): the seed's examples, the worked values, counters, effectiveness, the strike
//! plan (Ambush, Desperation), modifiers and rounding, and the formula checked against an
//! independent rewrite.

use super::*;

#[test]
fn seed_example_1_bishop_b2_attacks_pikeman_g7_and_ends_on_f6() {
    let mut g = Battlefield::from_position(
        "rnbqkbnr/apsffspa/8/8/8/8/ABSFFSPA/RN1QKBNR w 1 KQkq - -",
        0,
    )
    .unwrap();
    let f = fc(&g, "b2", "g7");
    assert_eq!(damages(&f), vec![(true, 14)]);
    assert_eq!(f.defender.hp_after, 8);
    assert_eq!(f.attacker_ends, Some(s("f6")));
    assert!(!f.defender.defeated && !f.attacker.defeated);
    assert_eq!(
        g.label(Side::White, &g.parse_action(Side::White, "b2g7").unwrap()),
        "b2g7 · Bishop hits Pikeman for 14 · Pikeman 8/22 · Bishop ends on f6"
    );
    mv(&mut g, "b2g7");
    assert_eq!(g.hp(s("g7")), Some((8, 22)));
    assert_eq!(g.piece(s("f6")).unwrap().kind, Kind::Bishop);
    assert!(g.piece(s("b2")).is_none());
    // The Bishop's Curse hits the surviving Pikeman.
    assert_ne!(
        g.piece(s("g7")).unwrap().effects[EffectKind::Curse as usize],
        0
    );
}

#[test]
fn seed_example_2_knight_d4_attacks_queen_e6_and_both_stay() {
    let mut g = setup(&["Ka1", "kh8", "Nd4", "qe6"], 'w', "");
    let f = fc(&g, "d4", "e6");
    assert_eq!(damages(&f), vec![(true, 19)]);
    assert_eq!(f.defender.hp_after, 13);
    assert_eq!(f.attacker_ends, Some(s("d4")));
    mv(&mut g, "d4e6");
    assert_eq!(g.piece(s("d4")).unwrap().kind, Kind::Knight);
    assert_eq!(g.hp(s("e6")), Some((13, 32)));
}

#[test]
fn queen_vs_pikeman_leaves_exactly_zero_then_follow_up_defeats() {
    let g = setup(&["Ka1", "kh8", "Qd1", "pd5"], 'w', "");
    let f = fc(&g, "d1", "d5");
    assert_eq!(f.strikes[0].damage, 22);
    assert_eq!(f.strikes[0].target_hp, 0);
    assert_eq!(f.strikes.len(), 2);
    assert!(f.defender.defeated);
    assert_eq!(f.attacker_ends, Some(s("d5")));
}

#[test]
fn hp_zero_survives() {
    // A Pikeman on 0 HP stays on the board and acts.
    let mut g = setup(&["Ka1", "kh8", "Pd4"], 'w', "d4:hp0");
    assert_eq!(g.hp(s("d4")), Some((0, 22)));
    mv(&mut g, "d4d5");
    assert_eq!(g.hp(s("d5")), Some((0, 22)));
}

#[test]
fn knight_vs_bishop_two_strikes_defeat() {
    let g = setup(&["Ka1", "kh8", "Nd4", "be6"], 'w', "");
    let f = fc(&g, "d4", "e6");
    assert_eq!(damages(&f), vec![(true, 19), (true, 19)]);
    assert!(f.defender.defeated);
}

#[test]
fn bishop_vs_knight_is_effective_20() {
    let g = setup(&["Ka1", "kh8", "Bc1", "ng5"], 'w', "");
    assert_eq!(damages(&fc(&g, "c1", "g5"))[0], (true, 20));
}

#[test]
fn bishop_vs_rook_16() {
    let g = setup(&["Ka1", "kh8", "Bc1", "rg5"], 'w', "");
    assert_eq!(damages(&fc(&g, "c1", "g5"))[0], (true, 16));
}

#[test]
fn rook_vs_lone_king_12_or_14_under_threaten() {
    let g = setup(&["Ka1", "ke5", "Rh2"], 'w', "");
    // h2 -> e2? use the file: put the rook on the e-file instead.
    drop(g);
    let g = setup(&["Ka1", "ke5", "Re1"], 'w', "");
    assert_eq!(damages(&fc(&g, "e1", "e5")), vec![(true, 12)]);
    let g = setup(&["Ka1", "ke5", "Re1"], 'w', "e5:threaten1");
    assert_eq!(damages(&fc(&g, "e1", "e5")), vec![(true, 14)]);
}

#[test]
fn queen_vs_lone_king_13_or_lethal_under_threaten() {
    let g = setup(&["Ka1", "ke5", "Qe1"], 'w', "");
    let f = fc(&g, "e1", "e5");
    assert_eq!(damages(&f), vec![(true, 13)]);
    let g = setup(&["Ka1", "ke5", "Qe1"], 'w', "e5:threaten1");
    let f = fc(&g, "e1", "e5");
    assert_eq!(damages(&f), vec![(true, 15), (true, 15)]);
    assert!(f.defender.defeated);
    assert!(f.illegal.is_some(), "defeating a King is illegal");
}

#[test]
fn knight_vs_lone_king_13_twice() {
    let g = setup(&["Ka1", "ke5", "Nd3"], 'w', "");
    let f = fc(&g, "d3", "e5");
    assert_eq!(damages(&f), vec![(true, 13), (true, 13)]);
    assert_eq!(f.defender.hp_after, 2);
}

#[test]
fn king_with_teamwork_survives_single_attacks() {
    // Black King e5 with a friendly pawn on e6 next to it.
    let cases: [(&str, &str, &str, i32); 5] = [
        ("Qe1", "e1", "e5:threaten1", 13),
        ("De1", "e1", "e5:sabotage1", 0),
        ("Re1", "e1", "e5:threaten1", 12),
        ("Wd3", "d3", "", 12),
        ("Nd3", "d3", "", 11),
    ];
    for (piece, from, notes, want) in cases {
        let g = setup(&["Ka1", "ke5", "fe6", piece], 'w', notes);
        if piece.starts_with('D') {
            // Demon on e1 cannot reach e5 (it moves diagonally); use c3 on the diagonal.
            let g = setup(&["Ka1", "ke5", "fe6", "Dc3"], 'w', "e5:sabotage1");
            let f = fc(&g, "c3", "e5");
            assert_eq!(damages(&f), vec![(true, 13)], "Demon");
            assert!(!f.defender.defeated);
            continue;
        }
        let f = fc(&g, from, "e5");
        assert_eq!(f.strikes[0].damage, want, "{piece}");
        assert!(!f.defender.defeated, "{piece}");
    }
}

#[test]
fn pawns_deal_2_to_12_to_pieces_and_6_to_13_to_pawns() {
    let pawns = [Kind::Archer, Kind::Pikeman, Kind::Scout, Kind::Footman];
    let (mut lo_p, mut hi_p, mut lo_pp, mut hi_pp) = (i32::MAX, 0, i32::MAX, 0);
    for p in pawns {
        for t in Kind::ALL {
            let me = format!("{}d4", p.letter());
            let them = format!("{}e5", t.letter().to_ascii_lowercase());
            let mut pieces = vec!["Ka1", me.as_str(), them.as_str()];
            if t != Kind::King {
                pieces.push("kh8");
            }
            let g = setup(&pieces, 'w', "");
            let d = fc(&g, "d4", "e5").strikes[0].damage;
            if t.is_pawn() {
                lo_pp = lo_pp.min(d);
                hi_pp = hi_pp.max(d);
            } else {
                lo_p = lo_p.min(d);
                hi_p = hi_p.max(d);
            }
        }
    }
    assert_eq!((lo_p, hi_p), (2, 12));
    assert_eq!((lo_pp, hi_pp), (6, 13));
}

#[test]
fn a_king_with_a_friend_adjacent_survives_any_fresh_single_attack() {
    // Black King e5 with a pawn on e6; every White attacker kind on every square reaching e5.
    for k in Kind::ALL {
        if k == Kind::Cleric || k == Kind::King {
            continue;
        }
        for at in 0..64 {
            let sq = board::sq(at);
            if [s("e5"), s("e6"), s("a1")].contains(&sq)
                || (k.is_pawn() && (sq.rank == 0 || sq.rank == 7))
            {
                continue;
            }
            let me = format!("{}{sq}", k.letter());
            let g = setup(&["Ka1", "ke5", "fe6", me.as_str()], 'b', "");
            if !board::reaches(&g.pos.board, at, idx(s("e5"))) {
                continue;
            }
            assert!(!g.in_check(), "{k:?} on {sq}");
        }
    }
    // A lone King is killed by a fresh Queen.
    let g = setup(&["Ka1", "ke5", "Qe1"], 'b', "");
    assert!(g.in_check());
}

#[test]
fn counterattack_only_when_attackers_square_is_in_reach() {
    // Rook attacks rook along a file: each reaches the other, so the defender counters.
    let g = setup(&["Ka1", "kh8", "Rd1", "rd5"], 'w', "");
    let f = fc(&g, "d1", "d5");
    assert!(f.strikes.iter().any(|x| !x.by_attacker));
    // The failed attacker slides up to d4.
    assert_eq!(f.attacker_ends, Some(s("d4")));
    // Knight jump: no counter from a rook.
    let g = setup(&["Ka1", "kh8", "Nc3", "rd5"], 'w', "");
    assert!(fc(&g, "c3", "d5").strikes.iter().all(|x| x.by_attacker));
}

#[test]
fn rook_vs_rook_values_with_parry() {
    // Rook 21 ATK, Spear vs Spear neutral, vs DEF 12 = 9, Parry ×70% = 6. Counter: 9.
    let g = setup(&["Ka1", "kh8", "Rd1", "rd5"], 'w', "");
    let f = fc(&g, "d1", "d5");
    assert_eq!(damages(&f), vec![(true, 6), (false, 9)]);
}

#[test]
fn ambush_strikes_first_and_desperation_strikes_twice_before_the_counter() {
    // Footman at low HP (10/22 < 50%) with Ambush; attacked by a Pikeman from its reach.
    // Black footman e5 reaches d4 and f4.
    let g = setup(&["Ka1", "kh8", "Pd4", "fe5"], 'w', "e5:hp10");
    let f = fc(&g, "d4", "e5");
    assert!(!f.strikes[0].by_attacker, "Ambush strikes first");
    assert!(f.strikes[1].by_attacker);
    // Desperation: a Queen at low HP attacks a rook that can counter.
    let g = setup(&["Ka1", "kh8", "Qd1", "rd5"], 'w', "d1:hp10");
    let f = fc(&g, "d1", "d5");
    let order: Vec<bool> = f.strikes.iter().map(|x| x.by_attacker).collect();
    assert_eq!(&order[..3], &[true, true, false]);
}

#[test]
fn desperation_and_ambush_together() {
    // Both at low HP: Ambush first, then X, X (Desperation), then Y.
    let g = setup(&["Ka1", "kh8", "Qd4", "fe5"], 'w', "d4:hp10 e5:hp3");
    // Queen on d4 is in e5 footman's reach? Black pawn reach is d4 and f4: yes.
    let f = fc(&g, "d4", "e5");
    assert!(!f.strikes[0].by_attacker);
    // Footman Ambush 16 vs queen... the queen survives at 10 - dmg? Check order only if alive.
    if !f.attacker.defeated {
        assert!(f.strikes[1].by_attacker);
    }
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

#[test]
fn throwing_knives_lower_def_more_against_a_bow() {
    // Scout ATK 14 vs Archer DEF 4: knives -50% -> 2, damage 12. Against a Pikeman DEF 6: -25% -> 5 (floor 4.5=4), damage 10.
    let g = setup(&["Ka1", "kh8", "Sd4", "ae5"], 'w', "");
    assert_eq!(fc(&g, "d4", "e5").strikes[0].damage, 12);
    let g = setup(&["Ka1", "kh8", "Sd4", "pe5"], 'w', "");
    assert_eq!(fc(&g, "d4", "e5").strikes[0].damage, 10);
}

#[test]
fn bow_is_effective_against_flying() {
    // Archer 15 vs Queen: Bow neutral, Infantry vs Flying -10 -> 13, ×3/2 = 19, - DEF 7 = 12.
    let g = setup(&["Ka1", "kh8", "Ad4", "qe5"], 'w', "");
    assert_eq!(fc(&g, "d4", "e5").strikes[0].damage, 12);
}

#[test]
fn neutral_advantage_cancels_effectiveness() {
    // A King with a Staff-user attacker: Bishop 19 vs King M.DEF 8 = 11, no -10 infantry/infantry anyway.
    let g = setup(&["Ka1", "ke5", "Bc3"], 'w', "");
    assert_eq!(fc(&g, "c3", "e5").strikes[0].damage, 11);
}

#[test]
fn defender_cannot_counter_when_healing_staff() {
    let g = setup(&["Ka1", "kh8", "Rd1", "cd5"], 'w', "");
    let f = fc(&g, "d1", "d5");
    assert!(f.strikes.iter().all(|x| x.by_attacker));
}

#[test]
fn healing_staff_user_cannot_attack() {
    let g = setup(&["Ka1", "kh8", "Cc1", "rg5"], 'w', "");
    assert!(g.forecast(s("c1"), s("g5")).is_err());
    assert!(g.parse_action(Side::White, "c1g5").is_err());
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
    // Attacker on d4 (White), defender on e5 (Black): each is on the other's forward
    // diagonal, so every kind but the Rook and the Knight reaches the other.
    let diag = |c: char| !matches!(c, 'R' | 'N');
    let mut rng = Rng::new(11);
    let mut cases = 0;
    for x in ROWS.iter().filter(|r| diag(r.0)) {
        for y in ROWS.iter() {
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
                let (want, hx, hy) = model_combat(x, y, diag(y.0), xhp, yhp);
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

/// (letter, unit, weapon, element, hp, atk, def, mdef, spd) straight from the §2.1 table.
#[rustfmt::skip]
const ROWS: [Row; 10] = [
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

/// The model's combat of `x` (at `xhp`) attacking `y` (at `yhp`), which `counters` or not: the
/// strikes as (by the attacker, damage, target's HP after) and both HPs at the end. The plan:
/// X; Y if it reaches d4; X again by SPD; Y again by SPD.
fn model_combat(
    x: &Row,
    y: &Row,
    counters: bool,
    xhp: i32,
    yhp: i32,
) -> (Vec<(bool, i32, i32)>, i32, i32) {
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
    let mut strikes = Vec::new();
    for by_x in plan {
        if hx < 0 || hy < 0 {
            break;
        }
        if by_x {
            let d = model_strike(x, y);
            hy -= d;
            strikes.push((true, d, hy));
        } else {
            let d = model_strike(y, x);
            hx -= d;
            strikes.push((false, d, hx));
        }
    }
    (strikes, hx, hy)
}

/// The model's damage of one strike of `x` on `y`: advantages, effectiveness, the defence the
/// weapon meets, and the knives' reduction of it.
fn model_strike(x: &Row, y: &Row) -> i32 {
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
}
