//! Random self-play: thousands of games with random (often speculative) actions, checking the
//! invariants after every turn.

use super::*;

const GAMES: u64 = 10_000;
/// Far beyond any game seen; a game still running here would mean the repetition rule failed.
const MAX_TURNS: u32 = 20_000;

/// A random candidate: speculative with probability `spec_pct`% when one exists.
fn pick(rng: &mut Rng, cands: &[Candidate], spec_pct: u32) -> Action {
    let (safe, spec): (Vec<&Candidate>, Vec<&Candidate>) = cands.iter().partition(|c| c.is_safe());
    let pool = if !spec.is_empty() && (safe.is_empty() || rng.chance(spec_pct, 100)) {
        spec
    } else {
        safe
    };
    rng.pick(&pool).expect("someone has a move").action
}

/// Checks a finished turn against the board before it.
fn check_turn(before: &Board, g: &Apocalypse, penalties_before: [u8; 2]) {
    let board = g.board();
    board
        .check_legal()
        .unwrap_or_else(|e| panic!("illegal board {board:?}: {e}"));
    for side in Side::BOTH {
        assert!(board.count(side, Kind::Knight) <= board::MAX_KNIGHTS);
        assert!(g.penalties(side) <= LOSING_PENALTIES);
    }
    let rec = g.records().last().unwrap();
    // Piece conservation: every piece is either still there, captured on a target square, or
    // lost in a collision; nothing was ever stacked on an occupied square.
    let captured: BTreeSet<crate::Square> = rec
        .played
        .iter()
        .filter(|p| p.stood && p.captured.is_some())
        .map(|p| p.action.to)
        .collect();
    let lost = rec.played.iter().filter(|p| p.lost).count();
    assert_eq!(
        board.pieces().count() + captured.len() + lost,
        before.pieces().count(),
        "pieces appeared or vanished: {before:?} -> {board:?}, {rec:?}"
    );
    for side in Side::BOTH {
        let p = &rec.played[side.index()];
        let added = u8::from(!p.stood);
        assert_eq!(g.penalties(side), penalties_before[side.index()] + added);
        assert!(!p.lost || p.stood);
        assert!(!p.cancelled || p.captured.is_none());
        if p.stood && !p.lost {
            let want = match p.action.finish {
                Finish::Promote => Kind::Knight,
                _ => p.kind,
            };
            assert_eq!(
                board.get(p.action.final_square()),
                Some(Piece::new(side, want)),
                "{rec:?}"
            );
        }
    }
    // R5: two speculative actions never both stand.
    let both_speculative_stood = rec.played.iter().all(|p| p.stood && !p.safe);
    assert!(!both_speculative_stood, "{rec:?}");
}

#[test]
fn random_self_play_keeps_every_invariant() {
    let mut endings: BTreeMap<String, u32> = BTreeMap::new();
    let mut longest = 0;
    let mut speculative_stood = 0u32;
    for seed in 0..GAMES {
        let mut rng = Rng::new(seed);
        let mut g = Apocalypse::new_game(seed);
        let spec_pct = [0, 0, 3, 20, 60][(seed % 5) as usize];
        let thorough = seed % 100 == 0;
        while g.outcome().is_none() {
            assert!(g.turn() <= MAX_TURNS, "game {seed} did not end");
            let before = *g.board();
            let penalties_before = [g.penalties(Side::White), g.penalties(Side::Black)];
            let order = if rng.chance(1, 2) {
                [Side::White, Side::Black]
            } else {
                [Side::Black, Side::White]
            };
            for (i, side) in order.into_iter().enumerate() {
                assert!(g.to_act().includes(side));
                let cands = g.candidates(side);
                let legal = g.legal_actions(side);
                assert_eq!(legal.len(), cands.len());
                assert!(
                    cands.iter().any(Candidate::is_safe),
                    "R12.3 let a stuck side play"
                );
                if thorough {
                    for a in &legal {
                        let text = g.notation(side, a);
                        assert_eq!(g.parse_action(side, &text).as_ref(), Ok(a), "{text}");
                        assert!(g.label(side, a).chars().count() <= 100);
                        let mut probe = g.clone();
                        probe
                            .play(side, *a)
                            .unwrap_or_else(|e| panic!("game {seed}: {text} refused: {e}"));
                    }
                    assert!(g.suggest(side, "").len() <= crate::MAX_SUGGESTIONS);
                }
                let action = pick(&mut rng, &cands, spec_pct);
                let report = g.play(side, action).expect("a legal action plays");
                if i == 0 {
                    assert!(!report.board_changed);
                    assert_eq!(report.public, format!("{side} has submitted."));
                    // Mid-turn: the state survives JSON, and the secret stays private.
                    if thorough || g.turn() % 16 == 0 {
                        let json = serde_json::to_string(&g).unwrap();
                        let back: Apocalypse = serde_json::from_str(&json).unwrap();
                        assert_eq!(back, g);
                        let public = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
                        let other = serde_json::to_string(&g.view(Viewer::Player(side.opponent())))
                            .unwrap();
                        assert!(!public.contains("Your move") && !other.contains("Your move"));
                        assert_eq!(
                            g.view(Viewer::Public).boards[0].arrows.len(),
                            usize::from(!g.records().is_empty()) * 2
                        );
                    }
                } else {
                    assert!(report.board_changed);
                }
            }
            check_turn(&before, &g, penalties_before);
            let rec = g.records().last().unwrap();
            speculative_stood += rec.played.iter().filter(|p| p.stood && !p.safe).count() as u32;
            if thorough {
                let p = Apocalypse::from_position(&g.position(), 0).unwrap();
                assert_eq!(p.position(), g.position());
                assert_eq!(p.board(), g.board());
            }
        }
        assert_eq!(g.to_act(), ToAct::Over);
        assert_eq!(g.history().len(), g.records().len());
        longest = longest.max(g.turn());
        let reason = g.outcome().unwrap().reason;
        let key = if reason.contains("footmen") {
            "footmen"
        } else if reason.contains("penalties") {
            "penalties"
        } else if reason.contains("safe move") {
            "no safe move"
        } else {
            "repetition"
        };
        *endings.entry(key.to_string()).or_default() += 1;
    }
    // Every ending occurs, so the random games really exercise them, the repetition rule included.
    for key in ["footmen", "penalties", "no safe move", "repetition"] {
        assert!(endings.get(key).copied().unwrap_or(0) > 0, "{endings:?}");
    }
    assert!(speculative_stood > 100, "{speculative_stood}");
    assert!(longest < MAX_TURNS);
}

#[test]
fn random_play_round_trips_and_refuses_cleanly() {
    let starts = [
        "npppn/p3p/5/P3P/NPPPN 0 0 1",
        "n3n/1ppp1/5/1PPP1/N3N 0 0 1",
        "n1p1n/p1p1p/5/P1P1P/N1P1N 1 1 3",
    ];
    let mut rng = Rng::new(77);
    let squares: Vec<Square> = board::squares().collect();
    for game_no in 0..150u32 {
        let start = starts[game_no as usize % starts.len()];
        let mut g = Apocalypse::from_position(start, 0).unwrap();
        let mut turns = 0;
        while g.outcome().is_none() && turns < 60 {
            for side in [White, Black] {
                if g.outcome().is_some() {
                    break;
                }
                let legal = g.legal_actions(side);
                assert!(!legal.is_empty());
                for a in &legal {
                    let n = g.notation(side, a);
                    assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                    let label = g.label(side, a);
                    assert!(label.starts_with(&n), "{label}");
                    assert!(label.chars().count() <= 100, "{label}");
                }
                for c in g.suggest(side, "") {
                    assert!(g.parse_action(side, &c.notation).is_ok());
                }
                // A random shape that is not a candidate is refused and changes nothing.
                let before = serde_json::to_string(&g).unwrap();
                for _ in 0..4 {
                    let from = *rng.pick(&squares).unwrap();
                    let to = *rng.pick(&squares).unwrap();
                    let a = Action::plain(from, to);
                    if !legal.contains(&a) {
                        let err = g.play(side, a).unwrap_err();
                        assert!(!err.to_string().is_empty());
                        assert_eq!(serde_json::to_string(&g).unwrap(), before);
                    }
                }
                let a = *rng.pick(&legal).unwrap();
                g.play(side, a).unwrap();
            }
            turns += 1;
            // The position text reads back to the same position; a finished game (by R12.1–3)
            // reads back finished.
            let back = Apocalypse::from_position(&g.position(), 0).unwrap();
            assert_eq!(back.position(), g.position());
            if g.outcome()
                .is_some_and(|o| !o.reason.contains("three times"))
            {
                assert_eq!(back.outcome(), g.outcome());
            }
        }
    }
}

#[test]
fn knight_shuffles_end_by_repetition() {
    // Locked pawns (each can only speculate) and one knight each: the knights wander with safe
    // moves that never take a pawn, so only the repetition rule (or a collision that leaves
    // nobody a safe move) can end the game.
    let mut by_repetition = 0;
    for seed in 0..500 {
        let mut rng = Rng::new(seed);
        let mut g = Apocalypse::from_position("5/p1n2/P4/5/2N2 0 0", seed).unwrap();
        while g.outcome().is_none() {
            assert!(g.turn() <= MAX_TURNS, "shuffle {seed} did not end");
            for side in Side::BOTH {
                let board = *g.board();
                let all = g.candidates(side);
                let wander: Vec<Candidate> = all
                    .iter()
                    .copied()
                    .filter(|c| c.kind == Kind::Knight && c.is_safe())
                    .filter(|c| {
                        board
                            .get(c.action.to)
                            .is_none_or(|p| p.kind == Kind::Knight)
                    })
                    .collect();
                let action = pick(&mut rng, if wander.is_empty() { &all } else { &wander }, 0);
                g.play(side, action).unwrap();
            }
        }
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.winner, None, "{outcome:?}");
        if outcome.reason.contains("three times") {
            by_repetition += 1;
        } else {
            assert!(outcome.reason.contains("safe move"), "{outcome:?}");
        }
    }
    assert!(by_repetition > 250, "{by_repetition}");
}
