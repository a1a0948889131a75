//! The legal action lists checked against an independent model of the rules, written from the
//! spec alone, on positions from play and on odd random positions.

use super::*;

/// The spec's relation of a `k` soul of `side` from square `f` to square `t` (R5), `capture`
/// choosing the Soldier's diagonal; sliders need every square strictly between to be empty.
fn naive_relation(board: &Board, k: Class, side: Side, f: u8, t: u8, capture: bool) -> bool {
    let (ff, fr, tf, tr) = (
        (f % 8) as i32,
        (f / 8) as i32,
        (t % 8) as i32,
        (t / 8) as i32,
    );
    let (df, dr) = (tf - ff, tr - fr);
    let clear = || {
        let (sf, sr) = (df.signum(), dr.signum());
        let n = df.abs().max(dr.abs());
        (1..n).all(|i| board[((fr + sr * i) * 8 + ff + sf * i) as usize].is_none())
    };
    let fw = if side == Side::White { 1 } else { -1 };
    match k {
        Class::Lord => df.abs().max(dr.abs()) == 1,
        Class::Chariot => (df == 0) != (dr == 0) && clear(),
        Class::Elephant => df != 0 && df.abs() == dr.abs() && clear(),
        Class::Horse => df.abs() * dr.abs() == 2,
        Class::Soldier if capture => df.abs() == 1 && dr == fw,
        Class::Soldier => df == 0 && dr == fw,
        Class::Priestess => false,
    }
}

/// The classes whose relations a figure uses (R6); none for lifeless or ill-suited bodies.
fn naive_relations(b: &Body) -> Vec<Class> {
    let souls = b.souls.as_slice();
    match b.class {
        Class::Priestess if !souls.is_empty() => souls.to_vec(),
        c if souls == [c] => vec![c],
        _ => Vec::new(),
    }
}

fn naive_room(b: &Body, k: Class) -> bool {
    if b.class == Class::Priestess {
        b.souls.len() < 3 && matches!(k, Class::Chariot | Class::Elephant | Class::Horse)
    } else {
        b.souls.is_empty()
    }
}

/// Whether `side`'s Lord soul is attacked by an enemy figure on `board` (R15, R16).
fn naive_in_check(board: &Board, side: Side) -> bool {
    let lord = (0..64u8)
        .find(|&i| matches!(board[i as usize], Some(b) if b.side == side && b.souls.contains(Class::Lord)))
        .expect("a Lord soul");
    (0..64u8).any(|e| match board[e as usize] {
        Some(b) if b.side != side => naive_relations(&b)
            .iter()
            .any(|&k| naive_relation(board, k, b.side, e, lord, true)),
        _ => false,
    })
}

/// Applies `a` by the spec (R7, R8, R10, R11, R13), returning the new board, earth, underworld.
fn naive_apply(p: &Position, a: Action) -> (Board, [[u8; 6]; 2], [u8; 6]) {
    let (mut board, mut earth, mut under) = (p.board, p.earth, p.underworld);
    let me = p.turn.index();
    match a {
        Action::Go { from, to, drop } => {
            let mover = board[ix(from) as usize].take().unwrap();
            if let Some(victim) = board[ix(to) as usize] {
                earth[me][victim.class.index()] += 1;
                for s in victim.souls.as_slice() {
                    under[s.index()] += 1;
                }
            }
            board[ix(to) as usize] = Some(mover);
            if let Some(c) = drop {
                earth[me][c.index()] -= 1;
                board[ix(from) as usize] = Some(Body::lifeless(p.turn, c));
            }
        }
        Action::Grant {
            from,
            to,
            soul,
            summon,
        } => {
            let src = board[ix(from) as usize].as_mut().unwrap();
            assert!(src.souls.remove(soul));
            if let Some(w) = summon {
                src.souls.push(w);
                under[w.index()] -= 1;
            }
            board[ix(to) as usize].as_mut().unwrap().souls.push(soul);
        }
        Action::Promote { at } => {
            let i = ix(at) as usize;
            earth[1 - me][Class::Soldier.index()] += 1;
            under[Class::Soldier.index()] += 1;
            let p_ix = Class::Priestess.index();
            let from_earth = if earth[me][p_ix] > 0 { me } else { 1 - me };
            earth[from_earth][p_ix] -= 1;
            board[i] = Some(Body::lifeless(p.turn, Class::Priestess));
        }
    }
    (board, earth, under)
}

/// Every legal action by the spec, found square pair by square pair.
fn naive_legal(p: &Position) -> Vec<Action> {
    let me = p.turn;
    let mut out = Vec::new();
    for f in 0..64u8 {
        let Some(b) = p.board[f as usize] else {
            continue;
        };
        if b.side != me {
            continue;
        }
        let rels = naive_relations(&b);
        let lord_figure = b.class == Class::Lord && b.souls.as_slice() == [Class::Lord];
        if b.class == Class::Soldier
            && rels == [Class::Soldier]
            && f / 8 == if me == W { 7 } else { 0 }
            && p.earth[0][Class::Priestess.index()] + p.earth[1][Class::Priestess.index()] > 0
        {
            out.push(Action::Promote { at: sq(f) });
        }
        for t in 0..64u8 {
            if t == f {
                continue;
            }
            let target = p.board[t as usize];
            let (from, to) = (sq(f), sq(t));
            let go = match target {
                None => rels
                    .iter()
                    .any(|&k| naive_relation(&p.board, k, me, f, t, false)),
                Some(v) if v.side != me => rels
                    .iter()
                    .any(|&k| naive_relation(&p.board, k, me, f, t, k == Class::Soldier)),
                Some(_) => false,
            };
            if go {
                out.push(Action::Go {
                    from,
                    to,
                    drop: None,
                });
                if lord_figure {
                    for c in [
                        Class::Lord,
                        Class::Chariot,
                        Class::Elephant,
                        Class::Horse,
                        Class::Soldier,
                    ] {
                        let just_taken = target.is_some_and(|v| v.class == c);
                        if p.earth[me.index()][c.index()] > 0 || just_taken {
                            out.push(Action::Go {
                                from,
                                to,
                                drop: Some(c),
                            });
                        }
                    }
                }
            }
            let Some(host) = target.filter(|v| v.side == me) else {
                continue;
            };
            let mut souls: Vec<Class> = b.souls.as_slice().to_vec();
            souls.dedup();
            for k in souls {
                if !naive_room(&host, k) || !naive_relation(&p.board, k, me, f, t, false) {
                    continue;
                }
                out.push(Action::Grant {
                    from,
                    to,
                    soul: k,
                    summon: None,
                });
                if b.class == Class::Priestess {
                    for w in [Class::Chariot, Class::Elephant, Class::Horse] {
                        if p.underworld[w.index()] > 0 {
                            out.push(Action::Grant {
                                from,
                                to,
                                soul: k,
                                summon: Some(w),
                            });
                        }
                    }
                }
            }
        }
    }
    out.retain(|a| !naive_in_check(&naive_apply(p, *a).0, me));
    out
}

#[test]
fn the_engine_agrees_with_an_independent_model_of_the_rules() {
    let mut rng = Rng::new(2026);
    let mut kinds = [0usize; 7];
    for _ in 0..40 {
        let mut g = Oracle::new_game(rng.next_u64());
        let snap = |p: &Position| (p.board, p.earth, p.underworld, p.turn);
        let mut seen = vec![snap(&g.pos)];
        while g.outcome().is_none() {
            let side = g.pos.turn;
            let key = |a: &Action| format!("{a:?}");
            let mut engine = g.legal_actions(side);
            let mut model = naive_legal(&g.pos);
            engine.sort_by_key(key);
            model.sort_by_key(key);
            assert_eq!(engine, model, "legal actions differ\n{}", g.position());
            // Prefer the rare kinds now and then, so drops, summons and promotions are played.
            let rare: Vec<Action> = engine
                .iter()
                .copied()
                .filter(|a| {
                    matches!(a, Action::Promote { .. } | Action::Grant { summon: Some(_), .. })
                        || matches!(a, Action::Go { drop: Some(_), to, .. } if g.pos.at(ix(*to)).is_some())
                })
                .collect();
            let a = if !rare.is_empty() && rng.below(3) == 0 {
                rare[rng.below(rare.len())]
            } else {
                engine[rng.below(engine.len())]
            };
            let (board, earth, under) = naive_apply(&g.pos, a);
            let capture = matches!(a, Action::Go { to, .. } if g.pos.at(ix(to)).is_some());
            let noisy = capture
                || match a {
                    Action::Go { from, drop, .. } => {
                        drop.is_some() || g.pos.at(ix(from)).unwrap().class == Class::Soldier
                    }
                    Action::Grant { soul, summon, .. } => {
                        soul == Class::Soldier || summon.is_some()
                    }
                    Action::Promote { .. } => true,
                };
            let quiet = if noisy { 0 } else { g.pos.quiet + 1 };
            kinds[match a {
                Action::Go { drop: None, .. } if capture => 0,
                Action::Go { drop: None, .. } => 1,
                Action::Go { drop: Some(_), .. } if capture => 2,
                Action::Go { drop: Some(_), .. } => 3,
                Action::Grant { summon: None, .. } => 4,
                Action::Grant {
                    summon: Some(_), ..
                } => 5,
                Action::Promote { .. } => 6,
            }] += 1;
            g.play(side, a).unwrap();
            assert_eq!(
                (g.pos.board, g.pos.earth, g.pos.underworld),
                (board, earth, under)
            );
            assert_eq!(g.pos.quiet, quiet, "{a:?}");
            // The ending by R17-R21, judged from the model and the full record of positions.
            seen.push(snap(&g.pos));
            let repeats = seen.iter().filter(|s| **s == snap(&g.pos)).count();
            assert_eq!(g.repetitions(), repeats);
            let expected = if naive_legal(&g.pos).is_empty() {
                if naive_in_check(&g.pos.board, g.pos.turn) {
                    Some("checkmate")
                } else {
                    Some("stalemate")
                }
            } else if repeats >= 3 {
                Some("three times")
            } else if quiet >= 64 {
                Some("quiet")
            } else if g.pos.ply >= 512 {
                Some("round 256")
            } else {
                None
            };
            let got = g.outcome();
            match expected {
                None => assert_eq!(got, None),
                Some(why) => {
                    let o = got.unwrap_or_else(|| panic!("should end by {why}"));
                    assert!(o.reason.contains(why), "{o} but expected {why}");
                    assert_eq!(o.winner.is_some(), why == "checkmate");
                    if why == "checkmate" {
                        assert_eq!(o.winner, Some(side));
                    }
                }
            }
        }
    }
    assert!(
        kinds.iter().all(|n| *n > 0),
        "every kind of action was played: {kinds:?}"
    );
}

/// A random position with odd beings: ill-suited bodies, Lord souls away from home, full
/// Priestesses, stocked earth and underworld. May be invalid (the caller validates it).
fn random_position(rng: &mut Rng) -> Position {
    let mut p = Position::from_text("wL(L)@a1 bL(L)@h8\nturn: white").unwrap();
    p.board = [None; 64];
    let pick = |rng: &mut Rng, from: &[Class]| from[rng.below(from.len())];
    let souls_for = |rng: &mut Rng, class: Class| -> Vec<Class> {
        if class == Class::Priestess {
            let n = rng.below(4);
            (0..n).map(|_| pick(rng, &Class::WARRIORS)).collect()
        } else {
            match rng.below(4) {
                0 => Vec::new(),
                1 => vec![pick(
                    rng,
                    &[
                        Class::Chariot,
                        Class::Elephant,
                        Class::Horse,
                        Class::Soldier,
                    ],
                )],
                _ => vec![class],
            }
        }
    };
    for side in [W, B] {
        // The Lord soul, in a Lord body or another non-Priestess body.
        let host = if rng.below(3) == 0 {
            pick(
                rng,
                &[
                    Class::Chariot,
                    Class::Elephant,
                    Class::Horse,
                    Class::Soldier,
                ],
            )
        } else {
            Class::Lord
        };
        let i = rng.below(64);
        p.board[i] = Some(Body {
            side,
            class: host,
            souls: Souls::one(Class::Lord),
        });
    }
    for _ in 0..6 + rng.below(14) {
        let i = rng.below(64);
        if p.board[i].is_some() {
            continue;
        }
        let side = if rng.below(2) == 0 { W } else { B };
        let class = pick(rng, &Class::ALL);
        let souls = souls_for(rng, class);
        p.board[i] = Some(Body {
            side,
            class,
            souls: Souls::try_from(souls).unwrap(),
        });
    }
    for side in 0..2 {
        for c in 0..6 {
            p.earth[side][c] = (rng.below(4) == 0) as u8;
        }
    }
    for c in [
        Class::Chariot,
        Class::Elephant,
        Class::Horse,
        Class::Soldier,
    ] {
        p.underworld[c.index()] = rng.below(2) as u8;
    }
    p.turn = if rng.below(2) == 0 { W } else { B };
    p
}

#[test]
fn the_engine_agrees_with_the_model_on_odd_positions() {
    let mut rng = Rng::new(11);
    let mut tried = 0;
    while tried < 3000 {
        let p = random_position(&mut rng);
        let Ok(g) = Oracle::from_position(&p.to_text(), 0) else {
            continue;
        };
        tried += 1;
        if g.outcome().is_some() {
            continue;
        }
        let side = g.pos.turn;
        let key = |a: &Action| format!("{a:?}");
        let mut engine = g.legal_actions(side);
        let mut model = naive_legal(&g.pos);
        engine.sort_by_key(key);
        model.sort_by_key(key);
        assert_eq!(engine, model, "legal actions differ\n{}", g.position());
        for a in engine {
            let n = g.notation(side, &a);
            assert_eq!(g.parse_action(side, &n), Ok(a), "{n}");
            assert!(g.label(side, &a).chars().count() <= 100);
            let mut after = g.clone();
            after.play(side, a).unwrap();
            let (board, earth, under) = naive_apply(&g.pos, a);
            assert_eq!(
                (after.pos.board, after.pos.earth, after.pos.underworld),
                (board, earth, under)
            );
            assert_eq!(after.pos.body_count(), g.pos.body_count());
            assert_eq!(after.pos.soul_count(), g.pos.soul_count());
        }
        assert_eq!(Oracle::from_position(&g.position(), 0).unwrap().pos, g.pos);
    }
}
