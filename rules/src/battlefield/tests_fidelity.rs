//! Rules-fidelity checks found by an independent model of §2 (issue 11): after-combat steps
//! that follow the piece, not the square; charge skills consumed only where they took effect.

use super::*;
use crate::{BoardSize, Game, Square};

fn s(t: &str) -> Square {
    Square::parse(t, BoardSize::CHESS).expect("square")
}

fn game(text: &str) -> Battlefield {
    Battlefield::from_position(text, 0).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(g: &mut Battlefield, text: &str) {
    let side = g.side_to_move();
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.position()));
    g.play(side, a).unwrap_or_else(|e| panic!("{text}: {e}"));
}

// ---------------------------------------------------------------- Battle Rest (§2.4, R40)

/// The attacker that defeats its target ends on the target's square; Battle Rest must still
/// use the HP the attacker lost (here none), not the defender's.
#[test]
fn battle_rest_of_an_attacker_that_took_the_square_uses_its_own_loss() {
    let mut g = game("7k/8/8/4p3/8/2B5/8/7K w 1 - - - | c3:hp10 e5:hp5");
    let f = g.forecast(s("c3"), s("e5")).unwrap();
    assert!(f.defender.defeated, "{f}");
    assert!(
        !f.after.iter().any(|l| l.starts_with("Battle Rest")),
        "the Bishop lost nothing: {f}"
    );
    assert_eq!(f.attacker.hp_after, 10, "{f}");
    play(&mut g, "c3e5");
    assert_eq!(g.piece(s("e5")).unwrap().hp, 10);
}

/// A Battle Rest attacker that is hurt by the counter and then wins regains 30% of its own loss.
#[test]
fn battle_rest_of_a_hurt_attacker_that_won_heals_its_own_loss() {
    // Queen with Desperation + Battle Rest against a Footman that counters: Axe against Sword
    // −20, Flying against Infantry +10: 22 × 90% = 19 − 5 = 14, Footman 22 → 8; the Footman
    // counters 16 × 110% = 17 − 7 = 10, Queen 32 → 22; the Queen follows up (SPD 12 ≥ 6 + 5)
    // and defeats it. Battle Rest: 30% of 10 = 3, so 25 (not 30% of the Footman's 28 lost).
    let mut g = game("7k/8/8/4f3/3Q4/8/8/K7 w 1 - - - | d4:passives=desperation+battle-rest");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    let d: Vec<(bool, i32)> = f
        .strikes
        .iter()
        .map(|x| (x.by_attacker, x.damage))
        .collect();
    assert_eq!(d, vec![(true, 14), (false, 10), (true, 14)], "{f}");
    assert!(f.defender.defeated, "{f}");
    assert!(
        f.after
            .contains(&"Battle Rest: Queen regains 3".to_string()),
        "{f}"
    );
    play(&mut g, "d4e5");
    assert_eq!(g.piece(s("e5")).unwrap().hp, 25);
}

/// The defender's Battle Rest still counts its own loss when it survives.
#[test]
fn battle_rest_of_a_surviving_defender_uses_its_own_loss() {
    // Rook e6 attacks the Bishop e2 down the file; the Bishop cannot counter. 21 × 80% (Spear
    // vs Staff neutral, Heavy vs Infantry −10, Ground vs Fire −10) = 16 − 5 = 11: 26 → 15,
    // then Battle Rest 30% of 11 = 3: 18.
    let mut g = game("7k/8/4r3/8/8/8/4B3/K7 b 2 - - -");
    let f = g.forecast(s("e6"), s("e2")).unwrap();
    let lost = f.strikes[0].damage;
    assert!(
        f.after
            .contains(&format!("Battle Rest: Bishop regains {}", lost * 30 / 100)),
        "{f}"
    );
    play(&mut g, "e6e2");
    assert_eq!(
        g.piece(s("e2")).unwrap().hp,
        26 - lost + lost * 30 / 100,
        "{}",
        g.position()
    );
}

// ---------------------------------------------------------------- charge skills (R8, R39)

/// Guard is for "the next combat where its holder receives a strike": a charged Guard whose
/// holder defeats the target before any counter stays charged (R8: never wasted).
#[test]
fn guard_stays_charged_when_the_holder_receives_no_strike() {
    let mut g = game("k7/8/8/4p3/3P4/8/8/7K w 1 - - - | d4:ch2 e5:hp1");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    assert!(f.defender.defeated, "{f}");
    assert!(
        !f.charges.iter().any(|c| c.contains("Guard")),
        "Guard must stay 2/2: {f}"
    );
    play(&mut g, "d4e5");
    assert_eq!(g.piece(s("e5")).unwrap().charge, 2);
}

/// A defender's Guard is not spent when its Ambush strike defeats the attacker first.
#[test]
fn defenders_guard_stays_charged_when_its_ambush_wins_first() {
    // Footman e5 at 10/22 (Ambush) with a custom Guard charged; the Archer d4 at 1 HP attacks.
    let mut g = game("7k/8/8/4f3/3A4/8/8/K7 w 1 - - - | d4:hp1 e5:hp10,special=guard,ch2");
    let f = g.forecast(s("d4"), s("e5")).unwrap();
    assert_eq!(f.strikes.len(), 1, "{f}");
    assert!(!f.strikes[0].by_attacker && f.attacker.defeated, "{f}");
    assert!(!f.charges.iter().any(|c| c.contains("Guard")), "{f}");
    play(&mut g, "d4e5");
    assert_eq!(g.piece(s("e5")).unwrap().charge, 2);
}

/// Guard that does receive a strike is consumed, even a strike of 0 damage.
#[test]
fn guard_is_consumed_by_a_strike_it_receives() {
    let g = game("7k/8/8/3r4/8/8/8/K2R4 w 1 - - - | d5:ch2");
    let f = g.forecast(s("d1"), s("d5")).unwrap();
    assert!(
        f.charges.iter().any(|c| c.contains("Guard: 2/2 → 0/2")),
        "{f}"
    );
}

// ---------------------------------------------------------------- position: pre-battle field

/// The start position written before White's first pre-battle reads as the new game: the
/// seventh field `due` runs the pre-battle of the turn when the text is read.
#[test]
fn a_position_before_its_pre_battle_runs_it_when_read() {
    let due = Battlefield::from_position(
        "rnbqkbnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKBNR w 1 KQkq - - due",
        0,
    )
    .unwrap();
    assert_eq!(due.pos, Battlefield::new_game(0).pos);
    // The optional Cleric rule: Quick Charge gives the f1 Cleric its first charge then.
    let clerics = Battlefield::from_position(
        "rnbqkcnr/apsffspa/8/8/8/8/APSFFSPA/RNBQKCNR w 1 KQkq - - due",
        0,
    )
    .unwrap();
    assert_eq!(clerics.pos, Battlefield::new_with_clerics().pos);
    assert_eq!(clerics.piece(s("f1")).unwrap().charge, 1);
}

/// Auras of the side to move are applied by a `due` pre-battle, not by a `done` one (the
/// default, so every older text reads as before).
#[test]
fn the_pre_battle_field_decides_whether_auras_apply() {
    // White's Queen sees the Black King: her Threaten aura applies at White's pre-battle.
    let text = "3k4/8/8/8/8/8/8/K2Q4 w 1 - - -";
    let done = Battlefield::from_position(text, 0).unwrap();
    let explicit = Battlefield::from_position(&format!("{text} done"), 0).unwrap();
    let due = Battlefield::from_position(&format!("{text} due"), 0).unwrap();
    assert_eq!(done.pos, explicit.pos);
    assert_eq!(done.position(), text, "the written text stays six fields");
    let threaten = types::EffectKind::Threaten as usize;
    assert_eq!(done.piece(s("d8")).unwrap().effects[threaten], 0);
    assert_ne!(due.piece(s("d8")).unwrap().effects[threaten], 0);
    assert_eq!(
        due.position(),
        "3k4/8/8/8/8/8/8/K2Q4 w 1 - - - | d8:threaten2",
        "after reading, the pre-battle has run"
    );
    // With annotations too.
    let annotated =
        Battlefield::from_position("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - due | d1:hp20", 0).unwrap();
    assert_eq!(annotated.piece(s("d1")).unwrap().hp, 20);
    assert_ne!(annotated.piece(s("d8")).unwrap().effects[threaten], 0);
}

/// A bad value, and a Cheered turn's second action before its pre-battle, are refused.
#[test]
fn the_pre_battle_field_is_checked() {
    let e = Battlefield::from_position("3k4/8/8/8/8/8/8/K2Q4 w 1 - - - maybe", 0).unwrap_err();
    assert!(e.to_string().contains("`done` or `due`"), "{e}");
    let e = Battlefield::from_position("3k4/8/8/8/8/8/3N4/K2Q4 w 1 - - d2 due", 0).unwrap_err();
    assert!(e.to_string().contains("second action"), "{e}");
}
