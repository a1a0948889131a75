//! Speculative actions and their conditions (R5–R7): land, leave and knight loss, judged on the
//! opponent's action.

use super::*;

#[test]
fn r5_land_stands_and_prevails_in_the_seed_example() {
    // 1. axb3 stands only if Black plays Nb3; the speculative pawn then prevails on b3.
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "a2b3", "a5b3");
    assert_eq!(at(&g, "b3"), Some(WP));
    assert_eq!(at(&g, "a2"), None);
    assert_eq!(at(&g, "a5"), None);
    assert_eq!(g.board().count(Black, Kind::Knight), 1);
    let r = last(&g);
    assert!(r.played[0].stood && r.played[1].stood);
    assert!(r.played[1].lost && !r.played[0].lost);
    assert_eq!(r.collision, Some(sq("b3")));
    assert_eq!((g.penalties(White), g.penalties(Black)), (0, 0));
}

#[test]
fn r5_land_fails_when_the_opponent_lands_elsewhere() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "a2b3", "c5c4");
    assert_eq!(at(&g, "a2"), Some(WP));
    assert_eq!(at(&g, "b3"), None);
    assert_eq!(at(&g, "c4"), Some(BP));
    assert_eq!((g.penalties(White), g.penalties(Black)), (1, 0));
    assert_eq!(g.history(), ["1. a2b3? | c5c4"]);
}

#[test]
fn r5_two_speculative_actions_are_both_void_even_if_conditions_match() {
    // Both pawns go diagonally to b3, each "landing where the other lands".
    let mut g = Apocalypse::new_game(0);
    let before = *g.board();
    turn(&mut g, "a2b3", "a4b3");
    assert_eq!(*g.board(), before);
    assert_eq!((g.penalties(White), g.penalties(Black)), (1, 1));
    assert_eq!(g.history(), ["1. a2b3? | a4b3?"]);
}

#[test]
fn r5_leave_stands_when_the_piece_moves_away_and_fails_otherwise() {
    // White pushes c2 onto Black's c3; Black's c3 pawn captures b2 and so leaves.
    let mut g = setup("Pc2 Pb2 Ne1 pc3 pe4 ne5");
    assert_eq!(
        cand(&g, White, "c2c3").conditions.step,
        Some(Condition::Leave(sq("c3")))
    );
    turn(&mut g, "c2c3", "c3b2");
    assert_eq!(at(&g, "c3"), Some(WP));
    assert_eq!(at(&g, "b2"), Some(BP));
    assert_eq!(at(&g, "c2"), None);
    let r = last(&g);
    assert!(r.played[0].stood && r.played[0].cancelled && r.played[0].captured.is_none());
    assert!(r.played[1].stood && !r.played[1].cancelled);
    assert_eq!(r.played[1].captured, Some(WP));
    // Fails: Black moves another piece.
    let mut g = setup("Pc2 Pb2 Ne1 pc3 pe4 ne5");
    turn(&mut g, "c2c3", "e4e3");
    assert_eq!(at(&g, "c2"), Some(WP));
    assert_eq!(at(&g, "c3"), Some(BP));
    assert_eq!(g.penalties(White), 1);
}

#[test]
fn r5_land_is_judged_on_the_opponents_final_square() {
    // Black (two knights) captures White's knight on c1 with its b2 pawn and relocates to b3,
    // exactly where White's speculative a2b3 lands: LAND(b3) holds on the relocation square.
    let mut g = setup("Pa2 Pd2 Nc1 pb2 na5 ne5 pe4");
    assert!(cand(&g, Black, "b2c1@b3").is_safe());
    turn(&mut g, "a2b3", "b2c1@b3");
    let r = last(&g);
    assert!(r.played[0].stood);
    assert!(
        r.played[1].stood && r.played[1].lost,
        "the speculative action prevails"
    );
    // The relocating pawn is gone, but its capture on c1 still happened (R10).
    assert_eq!(r.played[1].captured, Some(WN));
    assert_eq!(at(&g, "c1"), None);
    assert_eq!(at(&g, "b3"), Some(WP));
    assert_eq!(at(&g, "b2"), None);
    // Relocating to c4 satisfies a LAND(c4) the same way.
    let mut g = setup("Nb1 Pe2 Pa1 Pd3 pb2 na5 ne5 pe4");
    turn(&mut g, "d3c4", "b2a1@c4");
    assert!(last(&g).played[0].stood);
    assert_eq!(at(&g, "c4"), Some(WP));
}

#[test]
fn r5_land_fails_when_the_opponent_only_steps_there_before_relocating() {
    // White's knight b3 leaps onto its own pawn on a1 (LAND a1). Black's pawn steps onto a1,
    // capturing that pawn, but relocates to c3: its final square is c3, so White's move is void.
    let mut g = setup("Nb3 Pa1 Pe2 pb2 na5 ne5 pe4");
    assert_eq!(
        cand(&g, White, "b3a1").conditions.step,
        Some(Condition::Land(sq("a1")))
    );
    turn(&mut g, "b3a1", "b2a1@c3");
    assert!(!last(&g).played[0].stood);
    assert_eq!(g.penalties(White), 1);
    assert_eq!(at(&g, "b3"), Some(WN));
    assert_eq!(at(&g, "a1"), None, "Black's capture on a1 happened");
    assert_eq!(at(&g, "c3"), Some(BP));
    // Likewise a pawn landing on c4 while Black relocates to d4.
    let mut g = setup("Nb1 Pe2 Pa1 Pd3 pb2 na5 ne5 pe4");
    turn(&mut g, "d3c4", "b2a1@d4");
    assert!(!last(&g).played[0].stood);
    assert_eq!(at(&g, "d4"), Some(BP));
    assert_eq!(at(&g, "d3"), Some(WP));
}

#[test]
fn r5_knight_loss_is_judged_on_the_step_square_not_the_relocation() {
    // Black's pawn c2 steps onto b1, capturing White's knight, and relocates to c3.
    let mut g = setup("Nb1 Ne1 Pd4 Pa2 pc2 na5 ne5");
    turn(&mut g, "d4d5=N", "c2b1@c3");
    let r = last(&g);
    assert!(r.played[0].stood);
    assert_eq!(at(&g, "d5"), Some(WN));
    assert_eq!(at(&g, "b1"), None);
    assert_eq!(at(&g, "c3"), Some(BP));
    assert_eq!(g.board().count(White, Kind::Knight), 2);
}

#[test]
fn r6_conditions_add_up() {
    // With two knights, c4-d5=N onto empty d5 needs LAND(d5) and KNIGHT-LOSS.
    let base = "Nb1 Ne1 Pc4 Pa2 nc3 pe4 pa4";
    let g = setup(base);
    let c = cand(&g, White, "c4d5=N");
    assert_eq!(c.conditions.step, Some(Condition::Land(sq("d5"))));
    assert!(c.conditions.knight_loss);
    assert!(c.status(White).contains("ends on d5"));
    assert!(c.status(White).contains("captures one of White's knights"));
    // Black lands on d5 but captures no knight: void (xogo would accept it).
    let mut g = setup(base);
    turn(&mut g, "c4d5=N", "c3d5");
    assert!(!last(&g).played[0].stood);
    assert_eq!(at(&g, "d5"), Some(BN));
    // Black captures a knight but elsewhere: void.
    let mut g = setup(base);
    turn(&mut g, "c4d5=N", "c3b1");
    assert!(!last(&g).played[0].stood);
    assert_eq!(at(&g, "c4"), Some(WP));
    // Both hold: the pawn self-captures its own knight on d5, which Black's knight takes too.
    let mut g = setup("Nb1 Nd5 Pc4 Pa2 nc3 pe4 pa4");
    let c = cand(&g, White, "c4d5=N");
    assert_eq!(c.conditions.step, Some(Condition::Land(sq("d5"))));
    assert!(c.conditions.knight_loss);
    turn(&mut g, "c4d5=N", "c3d5");
    let r = last(&g);
    assert!(r.played[0].stood && !r.played[0].lost);
    assert!(r.played[1].stood && r.played[1].lost);
    assert_eq!(at(&g, "d5"), Some(WN));
    assert_eq!(g.board().count(White, Kind::Knight), 2);
    assert_eq!(g.board().count(Black, Kind::Knight), 0);
}

#[test]
fn r7_relocation_keeps_its_steps_condition() {
    // Diagonal onto an empty square, then relocate: still LAND.
    let g = setup("Nb1 Ne1 Pc4 Pa2 pe4 pa4 nd5");
    let c = cand(&g, White, "c4b5@c3");
    assert_eq!(c.conditions.step, Some(Condition::Land(sq("b5"))));
    assert!(!c.conditions.knight_loss);
    // Straight push onto an enemy, then relocate: still LEAVE.
    let g = setup("Nb1 Ne1 Pd4 Pa2 pe4 pa4 nd5");
    let c = cand(&g, White, "d4d5@c3");
    assert_eq!(c.conditions.step, Some(Condition::Leave(sq("d5"))));
    // It fails like any speculative action.
    let mut g = setup("Nb1 Ne1 Pd4 Pa2 pe4 pa4 nd5");
    turn(&mut g, "d4d5@c3", "e4e3");
    assert!(!last(&g).played[0].stood);
    assert_eq!(at(&g, "d4"), Some(WP));
    assert_eq!(g.history(), ["1. d4d5@c3? | e4e3"]);
    // And stands when the knight leaves d5.
    let mut g = setup("Nb1 Ne1 Pd4 Pa2 pe4 pa4 nd5");
    turn(&mut g, "d4d5@c3", "d5b4");
    assert!(last(&g).played[0].stood);
    assert_eq!(at(&g, "c3"), Some(WP));
    assert_eq!(at(&g, "b4"), Some(BN));
}
