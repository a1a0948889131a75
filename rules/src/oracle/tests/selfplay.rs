//! Random self-play with the invariants checked after every action, and legal lists compared with
//! brute force.

use super::*;

/// Every legal action, found by brute force: each pseudo-legal action applied to a copy, keeping
/// those after which the mover's Lord soul is not attacked.
fn brute_force_legal(pos: &Position) -> Vec<Action> {
    pos.pseudo_actions(true)
        .into_iter()
        .filter(|a| {
            let mut p = pos.clone();
            p.apply(*a);
            !p.in_check_of(pos.turn)
        })
        .collect()
}

fn check_invariants(g: &Oracle, bodies: usize, souls: usize) {
    let p = &g.pos;
    assert_eq!(p.body_count(), bodies, "bodies conserved\n{}", g.position());
    assert_eq!(p.soul_count(), souls, "souls conserved\n{}", g.position());
    assert_eq!(
        p.underworld[Class::Lord.index()],
        0,
        "Lord soul in the underworld"
    );
    for side in [W, B] {
        let n = p
            .board
            .iter()
            .flatten()
            .filter(|b| b.side == side && b.hosts_lord())
            .count();
        assert_eq!(n, 1, "{side} has one Lord soul");
    }
    // The side that just moved is never in check.
    assert!(
        !p.in_check_of(p.turn.opponent()),
        "self-check\n{}",
        g.position()
    );
    for b in p.board.iter().flatten() {
        if b.class == Class::Priestess {
            assert!(b.souls.len() <= 3 && b.souls.as_slice().iter().all(|c| c.is_warrior()));
        } else {
            assert!(b.souls.len() <= 1);
        }
    }
}

/// Plays `games` random games from `seed`; `deep` also checks the legal list by brute force,
/// notation round trips and a position/JSON round trip every ply.
fn self_play(seed: u64, games: usize, deep: bool) -> (usize, usize) {
    let mut rng = Rng::new(seed);
    let mut decisive = 0;
    let mut plies = 0;
    for _ in 0..games {
        let mut g = Oracle::new_game(rng.next_u64());
        while g.outcome().is_none() {
            let side = g.pos.turn;
            let actions = g.legal_actions(side);
            assert!(
                !actions.is_empty(),
                "no action but not over\n{}",
                g.position()
            );
            if deep {
                let mut a1 = actions.clone();
                let mut a2 = brute_force_legal(&g.pos);
                let key = |a: &Action| format!("{a:?}");
                a1.sort_by_key(key);
                a2.sort_by_key(key);
                assert_eq!(a1, a2, "legal list\n{}", g.position());
                for a in &actions {
                    let n = g.notation(side, a);
                    assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                    assert!(g.label(side, a).chars().count() <= 100);
                }
                let back = Oracle::from_position(&g.position(), 0).unwrap();
                assert_eq!(back.pos, g.pos);
            }
            let a = actions[rng.below(actions.len())];
            g.play(side, a).expect("a legal action plays");
            plies += 1;
            check_invariants(&g, 32, 30);
        }
        if g.outcome().unwrap().winner.is_some() {
            decisive += 1;
        }
        if deep {
            let json = serde_json::to_string(&g).unwrap();
            assert_eq!(serde_json::from_str::<Oracle>(&json).unwrap(), g);
            let _ = g.view(Viewer::Public);
            assert_eq!(g.history().len(), g.moves.len());
        }
    }
    (decisive, plies)
}

#[test]
fn self_play_deep_checks() {
    let (_, plies) = self_play(99, 60, true);
    assert!(plies > 1000);
}

// 10,000 random games in four parallel test functions.
#[test]
fn self_play_a() {
    self_play(1, 2500, false);
}

#[test]
fn self_play_b() {
    self_play(2, 2500, false);
}

#[test]
fn self_play_c() {
    self_play(3, 2500, false);
}

#[test]
fn self_play_d() {
    self_play(4, 2500, false);
}
