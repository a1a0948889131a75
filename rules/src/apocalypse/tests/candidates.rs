//! Which actions a side may choose (R3, R4): the candidate table, promotion, knight loss and
//! relocation.

use super::*;

#[test]
fn r3_candidate_table() {
    // White: pawns c2 (blocked by black c3), b2 (own piece ahead on b3), knight a1 with own pawn
    // on c2 and b3 in reach. Black: pawn c3, knight e5, pawn e4.
    let g = setup("Na1 Pb2 Pb3 Pc2 pc3 pe4 ne5");
    // Straight onto empty: safe.
    assert!(cand(&g, White, "b3b4").is_safe());
    // Straight onto an enemy: LEAVE(target).
    let c = cand(&g, White, "c2c3");
    assert_eq!(c.conditions.step, Some(Condition::Leave(sq("c3"))));
    assert!(!c.conditions.knight_loss);
    // Straight onto own piece: not an action.
    assert!(g.parse_action(White, "b2b3").is_err());
    assert!(!g
        .legal_actions(White)
        .contains(&Action::plain(sq("b2"), sq("b3"))));
    // Diagonal onto an enemy: a safe capture.
    assert!(cand(&g, White, "b2c3").is_safe());
    // Diagonal onto empty: LAND(target).
    assert_eq!(
        cand(&g, White, "b2a3").conditions.step,
        Some(Condition::Land(sq("a3")))
    );
    // Diagonal onto own piece: LAND(target), a self-capture.
    assert_eq!(
        cand(&g, White, "c2b3").conditions.step,
        Some(Condition::Land(sq("b3")))
    );
    // Knight onto own piece: LAND(target); onto empty or enemy: safe.
    assert_eq!(
        cand(&g, White, "a1c2").conditions.step,
        Some(Condition::Land(sq("c2")))
    );
    assert_eq!(
        cand(&g, White, "a1b3").conditions.step,
        Some(Condition::Land(sq("b3")))
    );
    let g2 = setup("Na1 Pe2 pb3 pe4 ne5");
    assert!(cand(&g2, White, "a1b3").is_safe(), "enemy");
    assert!(cand(&g2, White, "a1c2").is_safe(), "empty");
    // All eight leaps from the centre; onto empty squares and the enemy on e4, all safe.
    let g3 = setup("Nc3 Pc1 pe4");
    let leaps = g3
        .candidates(White)
        .into_iter()
        .filter(|c| c.kind == Kind::Knight)
        .collect::<Vec<_>>();
    assert_eq!(leaps.len(), 8);
    assert!(leaps.iter().all(Candidate::is_safe));
}

#[test]
fn r3_start_position_candidates_match_the_seed_example() {
    let g = Apocalypse::new_game(0);
    assert!(cand(&g, White, "c1c2").is_safe());
    let axb3 = cand(&g, White, "a2b3");
    assert_eq!(axb3.conditions.step, Some(Condition::Land(sq("b3"))));
    let names: Vec<String> = g
        .legal_actions(White)
        .iter()
        .map(|a| a.to_string())
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(
        sorted,
        [
            "a1b3", "a1c2", "a2a3", "a2b3", "b1a2", "b1b2", "b1c2", "c1b2", "c1c2", "c1d2", "d1c2",
            "d1d2", "d1e2", "e1c2", "e1d3", "e2d3", "e2e3"
        ]
    );
    // Diagonals onto own pawns are speculative self-captures.
    assert_eq!(
        cand(&g, White, "b1a2").conditions.step,
        Some(Condition::Land(sq("a2")))
    );
}

#[test]
fn r4_promotion_with_fewer_than_two_knights_is_forced_and_unconditional() {
    for pieces in ["Pd4 Pa2 pa4 pe4", "Pd4 Pa2 Na1 pa4 pe4"] {
        let g = setup(pieces);
        let promos: Vec<Candidate> = g
            .candidates(White)
            .into_iter()
            .filter(|c| c.action.from == sq("d4"))
            .collect();
        // d5 straight, c5 and e5 diagonals onto empty squares: every one is =N, none relocates.
        assert_eq!(promos.len(), 3, "{pieces}");
        assert!(promos.iter().all(|c| c.action.finish == Finish::Promote));
        assert!(promos.iter().all(|c| !c.conditions.knight_loss));
        assert!(cand(&g, White, "d4d5=N").is_safe());
        assert!(g.parse_action(White, "d4d5@b2").is_err());
    }
    let mut g = setup("Pd4 Pa2 Na1 pa4 pe4");
    turn(&mut g, "d4d5", "e4e3");
    assert_eq!(at(&g, "d5"), Some(WN));
    assert_eq!(g.board().count(White, Kind::Knight), 2);
    assert!(last(&g).played[0].promoted());
}

#[test]
fn r4_two_knights_offer_promotion_with_knight_loss_or_relocation() {
    let g = setup("Na1 Ne1 Pd4 Pb2 nc2 pe4 pa5");
    let c = cand(&g, White, "d4d5=N");
    assert!(c.conditions.knight_loss);
    assert_eq!(c.conditions.step, None);
    let relocs: Vec<Square> = g
        .candidates(White)
        .into_iter()
        .filter(|c| c.action.from == sq("d4") && c.action.to == sq("d5"))
        .filter_map(|c| match c.action.finish {
            Finish::Relocate(r) => Some(r),
            _ => None,
        })
        .collect();
    // Every square of ranks 1-4 that is empty, plus the pawn's own square d4.
    let mut expected: Vec<Square> = board::squares()
        .filter(|s| s.rank < 4 && (g.board().get(*s).is_none() || *s == sq("d4")))
        .collect();
    expected.sort();
    let mut got = relocs.clone();
    got.sort();
    assert_eq!(got, expected);
    assert!(got.contains(&sq("d4")));
    assert!(!got.contains(&sq("b2")), "occupied");
    assert!(!got.contains(&sq("c2")), "occupied by an enemy");
    for r in &relocs {
        let c = g
            .candidate(
                White,
                &Action {
                    from: sq("d4"),
                    to: sq("d5"),
                    finish: Finish::Relocate(*r),
                },
            )
            .unwrap();
        assert!(c.is_safe(), "relocation adds no condition");
    }
    // Errors for relocation squares that are not allowed.
    let e = g.parse_action(White, "d4d5@b2").unwrap_err().to_string();
    assert!(e.contains("occupied"), "{e}");
    let e = g.parse_action(White, "d4d5@a5").unwrap_err().to_string();
    assert!(e.contains("last rank"), "{e}");
}

#[test]
fn r4_promotion_with_two_knights_stands_only_if_a_knight_is_captured() {
    // Stands: Black's knight takes White's knight on a1; White ends with two knights again.
    let mut g = setup("Na1 Ne1 Pd4 Pb2 nc2 pe4 pa5");
    turn(&mut g, "d4d5=N", "c2a1");
    assert_eq!(at(&g, "d5"), Some(WN));
    assert_eq!(at(&g, "a1"), Some(BN));
    assert_eq!(g.board().count(White, Kind::Knight), 2);
    assert_eq!(g.penalties(White), 0);
    // Fails: Black does something else.
    let mut g = setup("Na1 Ne1 Pd4 Pb2 nc2 pe4 pa5");
    turn(&mut g, "d4d5=N", "e4e3");
    assert_eq!(at(&g, "d4"), Some(WP));
    assert_eq!(at(&g, "d5"), None);
    assert_eq!(g.penalties(White), 1);
    // Fails: Black takes the promoting pawn itself (not a knight); being void, White's pawn
    // stays and is captured.
    let mut g = setup("Na1 Ne1 Pd4 Pb2 nc2 pe4 pa5");
    turn(&mut g, "d4d5=N", "c2d4");
    assert_eq!(at(&g, "d4"), Some(BN));
    assert_eq!(g.penalties(White), 1);
    assert!(!last(&g).played[1].cancelled);
    assert_eq!(last(&g).played[1].captured, Some(WP));
}

#[test]
fn r4_relocation_stands_on_its_square_and_captures_as_its_step() {
    // White relocates d4-c5 (a capture of Black's pawn) to b3.
    let mut g = setup("Na1 Ne1 Pd4 Pb2 pc5 pe4 pa5");
    turn(&mut g, "d4c5@b3", "e4e3");
    assert_eq!(at(&g, "b3"), Some(WP));
    assert_eq!(at(&g, "c5"), None);
    assert_eq!(at(&g, "d4"), None);
    assert_eq!(last(&g).played[0].captured, Some(BP));
    // Relocating onto its own square.
    let mut g = setup("Na1 Ne1 Pd4 Pb2 pc5 pe4 pa5");
    turn(&mut g, "d4d5@d4", "e4e3");
    assert_eq!(at(&g, "d4"), Some(WP));
    assert_eq!(g.history(), ["1. d4d5@d4 | e4e3"]);
}
