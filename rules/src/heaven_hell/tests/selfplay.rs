//! Random self-play: random legal actions and decisions, invariants checked after every step.

use super::super::engine::Decision;
use super::super::notation::{Action, Answer};
use super::super::shop::Entry;
use super::super::HeavenAndHell;
use super::check_invariants;
use crate::{Game, Rng, Side, ToAct};

/// A position with every kind of piece, status and item, so random play meets them all.
pub(crate) const ZOO: &str = "heaven-and-hell 1
turn white actions 1 done 0 bonus 0 0
coins 2 2
piece E e1 white king
piece E e8 black king
piece E a1 white rook
piece E h8 black rook
piece E b1 white leopard
piece E g8 black leopard
piece E c1 white archer
piece E f8 black archer
piece E d1 white wizard
piece E d8 black wizard
piece E f1 white archbishop
piece E c8 black archbishop
piece E g1 white fortress
piece E b8 black fortress
piece E h1 white scout
piece E a8 black scout
piece E a2 white pawn
piece E b2 white bomber
piece E c2 white checker
piece E d2 white pawn size 1
piece E f2 white pawn experienced
piece E g2 white pawn cursed
piece E h2 white warlock
piece E a7 black pawn
piece E b7 black bomber
piece E c7 black checker
piece E d6 black pawn size 1
piece E f7 black pawn experienced
piece E g7 black pawn cursed
piece E h7 black warlock
piece E e4 white queen double portal
piece E e5 black queen double hat investor 1
piece E a4 neutral imp
piece E h5 neutral angel
piece V d4 white knight experienced
piece V e5 black bishop experienced
piece L d5 white rook
piece L e4 black knight murderer
piece V a1 white pawn forced
piece V h8 black pawn forced stun 2
item E c4 ice
item E f5 ice
item E c5 fire
item E f4 coin 2
item E b4 orb
item E g5 orb
item V c3 orb
item V f6 orb
item L b3 fire
item L g6 fire
item L c6 ice
trap E d5 white
trap E e6 black
trap V d6 black
trap L c4 white
";

/// What random play met, to check that it met everything.
struct Tally {
    plies: usize,
    decisions: usize,
    ended: usize,
    /// Decisions met, by [`decision_kind`].
    seen: [usize; 12],
    /// Chaos effects picked, by number.
    chaos_seen: [bool; 41],
    bought: std::collections::HashSet<Entry>,
}

fn run_games(games: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let mut tally = Tally {
        plies: 0,
        decisions: 0,
        ended: 0,
        seen: [0; 12],
        chaos_seen: [false; 41],
        bought: std::collections::HashSet::new(),
    };
    for n in 0..games {
        let mut g = if n % 2 == 0 {
            HeavenAndHell::new_game(seed + n as u64)
        } else {
            HeavenAndHell::from_position(ZOO, seed + n as u64).expect("zoo")
        };
        for ply in 0..80 {
            if !random_step(&mut g, &mut rng, &mut tally, ply) {
                break;
            }
            if n % 50 == 0 && ply % 40 == 0 {
                let text = g.position();
                let back = HeavenAndHell::from_position(&text, 0).expect("round trip");
                assert_eq!(back.position(), text);
                assert_no_public_trap(&g);
            }
        }
        if g.outcome().is_some() {
            tally.ended += 1;
        }
        for (_, effect) in &g.engine.chaos_picked {
            tally.chaos_seen[usize::from(effect.number())] = true;
        }
    }
    assert!(tally.plies > games * 20, "games too short: {}", tally.plies);
    assert!(tally.decisions > 0, "random play met no decision");
    // Every kind of decision comes up in random play.
    let seen = tally.seen;
    assert!(seen.iter().all(|n| *n > 0), "decisions met: {seen:?}");
    assert!(tally.ended > 0, "no game ended");
    // Random play buys every entry and meets every chaos effect.
    assert_eq!(tally.bought.len(), 16, "entries bought: {:?}", tally.bought);
    let missing: Vec<usize> = (1..=40).filter(|i| !tally.chaos_seen[*i]).collect();
    assert!(
        missing.is_empty(),
        "chaos effects never picked: {missing:?}"
    );
}

/// One random legal action (ply `ply` of its game) with the checks around it; false when the
/// game is over.
fn random_step(g: &mut HeavenAndHell, rng: &mut Rng, tally: &mut Tally, ply: i32) -> bool {
    let side = match g.to_act() {
        ToAct::Over => return false,
        ToAct::Side(s) => s,
        ToAct::Decision { side, .. } => {
            tally.decisions += 1;
            tally.seen[decision_kind(g)] += 1;
            side
        }
        ToAct::Simultaneous(_) => unreachable!("not simultaneous"),
    };
    assert!(g.legal_actions(side.opponent()).is_empty());
    let legal = g.legal_actions(side);
    assert!(!legal.is_empty(), "no legal action\n{}", g.position());
    // Purchases (teleport alone has hundreds of targets) are picked a quarter of the
    // time when other actions exist, so games still play out.
    let (buys, rest): (Vec<&Action>, Vec<&Action>) =
        legal.iter().partition(|a| matches!(a, Action::Buy { .. }));
    let pool = if buys.is_empty() || (!rest.is_empty() && rng.below(4) != 0) {
        if rest.is_empty() {
            buys
        } else {
            rest
        }
    } else {
        buys
    };
    let a = pool[rng.below(pool.len())].clone();
    if ply % 16 == 0 {
        let text = g.notation(side, &a);
        assert_eq!(g.parse_action(side, &text).as_ref(), Ok(&a), "{text}");
        assert!(g.label(side, &a).chars().count() <= 100);
    }
    if ply % 20 == 5 {
        // Refused actions change nothing: the other side acting, or a stale action.
        let before = g.position();
        assert!(g.play(side.opponent(), a.clone()).is_err());
        for bogus in [
            Action::End,
            Action::Decline,
            Action::Choose(Answer::Pick(2)),
        ] {
            if !legal.contains(&bogus) {
                assert!(g.play(side, bogus).is_err());
            }
        }
        assert_eq!(g.position(), before);
    }
    if let Action::Buy { entry, .. } = &a {
        tally.bought.insert(*entry);
    }
    let report = match g.play(side, a.clone()) {
        Ok(r) => r,
        Err(e) => panic!("legal action {a:?} refused: {e}\n{}", g.position()),
    };
    if let Action::Choose(Answer::Trap(pl, sq)) = &a {
        assert_planting_is_secret(g, side, *pl, *sq, &report);
    }
    assert!(g.history().iter().all(|h| !h.contains("trap ")));
    tally.plies += 1;
    check_invariants(g);
    true
}

/// The index in [`Tally::seen`] of the decision pending in `g`.
fn decision_kind(g: &HeavenAndHell) -> usize {
    match &g.engine.pending.as_ref().expect("open").decision {
        Decision::Upgrade { .. } => 0,
        Decision::Promotion { .. } => 1,
        Decision::Expand { .. } => 2,
        Decision::Shrink { .. } => 3,
        Decision::DoubleMove { .. } => 4,
        Decision::SecondJump { .. } => 5,
        Decision::Chaos { .. } => 6,
        Decision::ChaosArg { .. } => 7,
        Decision::Trap { .. } => 8,
        Decision::Spawn { .. } => 9,
        Decision::Spree { .. } => 10,
        Decision::ChaosBuy => 11,
    }
}

/// After `side` planted a Secret Trap on `pl`/`sq`: its square is told only privately (R107,
/// R108), unless it already sprang (then it is revealed, R109).
fn assert_planting_is_secret(
    g: &HeavenAndHell,
    side: Side,
    pl: u8,
    sq: (i8, i8),
    report: &crate::Report,
) {
    let name = super::super::board::psq_name(pl, sq);
    let hidden = g
        .traps
        .iter()
        .any(|t| t.plane == pl && t.sq == sq && t.owner == side);
    assert!(
        !hidden || !report.public.contains(&name),
        "{}",
        report.public
    );
    assert_eq!(
        report.public.split('.').next(),
        Some(&*format!("{side} planted a Secret Trap"))
    );
    assert!(report
        .private
        .iter()
        .any(|(s, t)| *s == side && t.contains(&name)));
    assert!(
        !hidden
            || g.history()
                .iter()
                .all(|h| !h.contains(&format!("trap {name}")))
    );
    assert!(g
        .history()
        .last()
        .is_some_and(|h| h.ends_with("planted a Secret Trap")));
    assert_no_public_trap(g);
}

/// The public view shows no Secret Trap.
fn assert_no_public_trap(g: &HeavenAndHell) {
    let v = g.view(crate::Viewer::Public);
    assert!(v.boards.iter().all(|b| b.cells.iter().all(|c| c
        .items
        .iter()
        .all(|i| i.kind != crate::view::ItemKind::Trap))));
}

#[test]
fn random_self_play_5000_games() {
    run_games(5000, 11);
}

#[test]
fn zoo_position_is_valid() {
    let g = HeavenAndHell::from_position(ZOO, 1).unwrap();
    check_invariants(&g);
    assert!(!g.legal_actions(Side::White).is_empty());
}
