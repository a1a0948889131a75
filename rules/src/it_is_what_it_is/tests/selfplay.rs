//! Random self-play: thousands of games with invariants checked, and round trips of every action
//! and position along random games.

use super::*;

/// 10,000 random games. Nine in ten pick uniformly among the legal actions (short, decisive
/// games); one in ten avoids taking a symbol while it can, so games run long enough to grow
/// capitals, Backspace and reach the quiet-move limit. Every ply checks the invariants; every
/// 200th game also checks notation, labels, position and JSON round trips at every ply.
#[test]
fn self_play_10000_games() {
    let mut rng = Rng::new(2026);
    let (mut wins, mut draws, mut capitals, mut backspaces) = (0, 0, 0, 0);
    for game_no in 0..10_000u32 {
        let mut g = ItIsWhatItIs::new_game(game_no as u64);
        let deep = game_no % 200 == 0;
        let cautious = game_no % 10 == 3;
        let mut plies = 0u32;
        while g.outcome().is_none() {
            let side = g.side_to_move();
            assert_eq!(g.to_act(), ToAct::Side(side));
            assert!(g.legal_actions(side.opponent()).is_empty());
            let legal = g.legal_actions(side);
            assert!(!legal.is_empty(), "no move but no stalemate");
            if deep {
                for a in &legal {
                    let n = g.notation(side, a);
                    assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                    let label = g.label(side, a);
                    assert!(label.starts_with(&n) && label.chars().count() <= 100);
                }
                let back = ItIsWhatItIs::from_position(&g.position(), 0).unwrap();
                assert_eq!(back.position(), g.position());
                let j: ItIsWhatItIs = serde_json::from_str(&json(&g)).unwrap();
                assert_eq!(j, g);
            }
            let safe: Vec<Action> = if cautious {
                legal
                    .iter()
                    .copied()
                    .filter(|a| !removes_symbol(&g, side, *a))
                    .collect()
            } else {
                Vec::new()
            };
            let pool = if safe.is_empty() { &legal } else { &safe };
            let action = *rng.pick(pool).unwrap();
            let pieces_before = g.board().pieces().count();
            let mover_lower = g.board().get(action.from()).unwrap().kind.is_lower();
            let quiet_before = g.quiet_plies();
            g.play(side, action).expect("legal actions are playable");
            plies += 1;
            backspaces += matches!(action, Action::Backspace { .. }) as u32;
            let pieces_after = g.board().pieces().count();
            let captured = pieces_after + 1 == pieces_before;
            let to = *g.last_move().unwrap().route.last().unwrap();
            let capitalised = mover_lower && g.board().get(to).unwrap().kind.is_capital();
            capitals += capitalised as u32;
            assert!(pieces_after == pieces_before || captured);
            if captured || capitalised {
                assert_eq!(g.quiet_plies(), 0);
            } else {
                assert_eq!(g.quiet_plies(), quiet_before + 1);
            }
            assert!(g.quiet_plies() <= 100);
            assert_eq!(g.record.len() as u32, plies);
            // No lower-case letter rests on its opponent's first rank.
            for (s, p) in g.board().pieces() {
                assert!(!(p.kind.is_lower() && s.rank == pieces::promotion_rank(p.side)));
            }
            // A symbol is missing exactly when the game was won.
            let symbols_complete = Side::BOTH.iter().all(|&sd| {
                [Kind::Heart, Kind::HappyFace, Kind::PeaceSign]
                    .iter()
                    .all(|&k| g.board().count(sd, k) == 1)
            });
            assert_eq!(
                symbols_complete,
                g.outcome().and_then(|o| o.winner).is_none()
            );
            assert!(plies < 3000, "game {game_no} ran too long");
        }
        assert_eq!(g.to_act(), ToAct::Over);
        assert!(g.legal_actions(Side::White).is_empty() && g.legal_actions(Side::Black).is_empty());
        if g.outcome().unwrap().winner.is_some() {
            wins += 1;
        } else {
            draws += 1;
        }
    }
    assert!(wins > 0 && draws > 0, "{wins} wins, {draws} draws");
    assert!(
        capitals > 0 && backspaces > 0,
        "{capitals} capitals, {backspaces} backspaces"
    );
}

/// Whether `a` would take a Heart, Happy Face or Peace Sign off the board (ending the game).
fn removes_symbol(g: &ItIsWhatItIs, side: Side, a: Action) -> bool {
    let target = match a {
        Action::Move { to, .. } => Some(to),
        Action::Backspace { from } => board::backspace_square(from, side),
    };
    target
        .and_then(|t| g.board().get(t))
        .is_some_and(|p| p.kind.is_symbol())
}

#[test]
fn random_play_round_trips_every_action_and_position() {
    let mut rng = Rng::new(4242);
    for game_no in 0..60u32 {
        let mut g = ItIsWhatItIs::new_game(0);
        let mut plies = 0;
        while g.outcome().is_none() && plies < 400 {
            let side = g.side_to_move();
            let legal = g.legal_actions(side);
            for a in &legal {
                let n = g.notation(side, a);
                assert_eq!(g.parse_action(side, &n).as_ref(), Ok(a), "{n}");
                let label = g.label(side, a);
                assert!(label.starts_with(&n) && label.chars().count() <= 100);
            }
            for c in g.suggest(side, "") {
                assert!(g.parse_action(side, &c.notation).is_ok());
            }
            // The side not to move is refused, and nothing changes.
            let before = serde_json::to_string(&g).unwrap();
            let a = *rng.pick(&legal).unwrap();
            assert!(matches!(
                g.play(side.opponent(), a),
                Err(RuleError::NotYourTurn { .. })
            ));
            assert_eq!(serde_json::to_string(&g).unwrap(), before);
            g.play(side, a).unwrap();
            plies += 1;
            let back = ItIsWhatItIs::from_position(&g.position(), 0)
                .unwrap_or_else(|e| panic!("game {game_no}: {}: {e}", g.position()));
            assert_eq!(back.position(), g.position());
            let j: ItIsWhatItIs =
                serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
            assert_eq!(j, g);
            if let Some(o) = g.outcome() {
                if !o.reason.contains("three times") {
                    assert_eq!(back.outcome().map(|o| o.winner), Some(o.winner));
                }
            }
        }
    }
}
