//! Scenario tests: one or more per ruling (R1–R15, R17) and per project ruling (P1…).

use super::*;
use crate::geometry::Square;
use crate::view::{Highlight, Viewer};
use crate::Side::{Black, White};
use crate::MAX_SUGGESTIONS;

/// A square from its name.
fn sq(name: &str) -> Square {
    Square::parse(name, board::SIZE).expect("test square")
}

/// A game from pieces like `"Na1 Pb2 pc3 ne5"` (upper case White, lower case Black) and penalties.
fn setup_with(pieces: &str, penalties: (u8, u8)) -> Apocalypse {
    let mut b = Board::empty();
    for item in pieces.split_whitespace() {
        let mut chars = item.chars();
        let piece = Piece::from_letter(chars.next().unwrap()).expect("test piece");
        let at = sq(chars.as_str());
        assert!(b.get(at).is_none(), "two pieces on {at} in test setup");
        b.set(at, Some(piece));
    }
    let text = format!("{} {} {}", b.fen(), penalties.0, penalties.1);
    Apocalypse::from_position(&text, 0).expect("test position")
}

fn setup(pieces: &str) -> Apocalypse {
    setup_with(pieces, (0, 0))
}

/// Parses and submits `text` for `side`, which must succeed.
fn submit(g: &mut Apocalypse, side: Side, text: &str) -> Report {
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{side} {text}: {e}"));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("{side} {text}: {e}"))
}

/// Plays one turn, White submitting first; returns the resolution report.
fn turn(g: &mut Apocalypse, white: &str, black: &str) -> Report {
    submit(g, White, white);
    submit(g, Black, black)
}

fn cand(g: &Apocalypse, side: Side, text: &str) -> Candidate {
    let a = g.parse_action(side, text).unwrap();
    g.candidate(side, &a).unwrap()
}

fn at(g: &Apocalypse, name: &str) -> Option<Piece> {
    g.board().get(sq(name))
}

const WP: Piece = Piece::new(White, Kind::Pawn);
const WN: Piece = Piece::new(White, Kind::Knight);
const BP: Piece = Piece::new(Black, Kind::Pawn);
const BN: Piece = Piece::new(Black, Kind::Knight);

fn last(g: &Apocalypse) -> &TurnRecord {
    g.records().last().unwrap()
}

// ---------------------------------------------------------------- R1

#[test]
fn r1_start_position_and_directions() {
    let g = Apocalypse::new_game(0);
    assert_eq!(g.position(), "npppn/p3p/5/P3P/NPPPN 0 0 1");
    for (name, piece) in [
        ("a1", WN),
        ("e1", WN),
        ("b1", WP),
        ("c1", WP),
        ("d1", WP),
        ("a2", WP),
        ("e2", WP),
        ("a5", BN),
        ("e5", BN),
        ("b5", BP),
        ("c5", BP),
        ("d5", BP),
        ("a4", BP),
        ("e4", BP),
    ] {
        assert_eq!(at(&g, name), Some(piece), "{name}");
    }
    assert_eq!(g.board().pieces().count(), 14);
    // White moves up, Black moves down, one step only.
    assert!(g.parse_action(White, "c1c2").is_ok());
    assert!(g.parse_action(Black, "c5c4").is_ok());
    assert!(g.parse_action(White, "c1c3").is_err());
    assert!(g.parse_action(Black, "c5c6").is_err());
    assert!(g.parse_action(White, "a2a1").is_err());
    assert_eq!(board::last_rank(White), 4);
    assert_eq!(board::last_rank(Black), 0);
}

// ---------------------------------------------------------------- R2

#[test]
fn r2_simultaneous_turns_either_order_and_final_submissions() {
    let mut g = Apocalypse::new_game(0);
    assert_eq!(g.to_act(), ToAct::Simultaneous(vec![White, Black]));
    // Black may go first.
    let r = submit(&mut g, Black, "c5c4");
    assert_eq!(r.public, "Black has submitted.");
    assert!(!r.board_changed);
    assert_eq!(g.to_act(), ToAct::Simultaneous(vec![White]));
    assert!(g.legal_actions(Black).is_empty());
    assert!(g.suggest(Black, "").is_empty());
    // A second submission is refused, even an identical one, and nothing changes.
    let before = serde_json::to_string(&g).unwrap();
    let again = g.parse_action(Black, "c5c4");
    assert!(matches!(again, Err(RuleError::NotYourTurn(ref m)) if m.contains("already submitted")));
    let a = Action::parse_shape("b5b4").unwrap();
    assert!(matches!(g.play(Black, a), Err(RuleError::NotYourTurn(_))));
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
    // The turn resolves with the second submission.
    let r = submit(&mut g, White, "c1c2");
    assert!(r.board_changed);
    assert_eq!(g.turn(), 2);
    assert_eq!(at(&g, "c2"), Some(WP));
    assert_eq!(at(&g, "c4"), Some(BP));
    assert_eq!(g.to_act(), ToAct::Simultaneous(vec![White, Black]));
    // There is no pass.
    assert!(matches!(
        g.parse_action(White, ""),
        Err(RuleError::Malformed(_))
    ));
}

// ---------------------------------------------------------------- R3

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

// ---------------------------------------------------------------- R4

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

// ---------------------------------------------------------------- R5

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

// ---------------------------------------------------------------- R6

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

// ---------------------------------------------------------------- R7

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

// ---------------------------------------------------------------- R8

#[test]
fn r8_void_actions_change_nothing_and_cost_one_penalty_each() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "a2b3", "e4d3");
    assert_eq!(g.board().fen(), START_FEN);
    assert_eq!((g.penalties(White), g.penalties(Black)), (1, 1));
    // One void: the other action still happens.
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "e4d3");
    assert_eq!(at(&g, "c2"), Some(WP));
    assert_eq!(at(&g, "e4"), Some(BP));
    assert_eq!((g.penalties(White), g.penalties(Black)), (0, 1));
}

// ---------------------------------------------------------------- R9

#[test]
fn r9_capture_of_a_piece_that_moved_away_is_cancelled() {
    // The seed's diagram: 1. d1d2 e4e3 2. dxe3 exd2 swaps the pawns.
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "d1d2", "e4e3");
    turn(&mut g, "d2xe3", "e3xd2");
    assert_eq!(g.board().fen(), "npppn/p4/4P/P2pP/NPP1N");
    for p in &last(&g).played {
        assert!(p.cancelled && p.captured.is_none());
    }
    assert_eq!(g.history(), ["1. d1d2 | e4e3", "2. d2e3 | e3d2"]);
}

#[test]
fn r9_only_applies_when_both_stand() {
    // Black's knight on b3 tries a speculative self-capture that fails; White's capture on b3
    // is not cancelled.
    let mut g = setup("Pa2 Pe2 Ne1 nb3 pd4 pa5 pe5 nd2");
    // b3 leaps onto d2 (own knight): LAND(d2).
    assert!(!cand(&g, Black, "b3d2").is_safe());
    turn(&mut g, "a2b3", "b3d2");
    assert_eq!(at(&g, "b3"), Some(WP));
    let r = last(&g);
    assert!(!r.played[1].stood && !r.played[0].cancelled);
    assert_eq!(r.played[0].captured, Some(BN));
}

// ---------------------------------------------------------------- R10

#[test]
fn r10_safe_knight_beats_safe_pawn() {
    let mut g = setup("Nb1 Pa2 Pe2 pc4 pa5 ne5");
    turn(&mut g, "b1c3", "c4c3");
    assert_eq!(at(&g, "c3"), Some(WN));
    assert_eq!(at(&g, "c4"), None);
    let r = last(&g);
    assert!(r.played[1].lost && !r.played[0].lost);
    assert_eq!(r.collision, Some(sq("c3")));
    assert_eq!(
        (g.penalties(White), g.penalties(Black)),
        (0, 0),
        "removal is no penalty"
    );
}

#[test]
fn r10_same_types_both_vanish() {
    let mut g = setup("Nb1 Pc2 Pa2 pc4 pa5 nd5");
    turn(&mut g, "c2c3", "c4c3");
    assert_eq!(at(&g, "c3"), None);
    assert!(last(&g).played.iter().all(|p| p.lost));
    let mut g = setup("Nb1 Pc2 Pa2 pc4 pa5 nd5");
    turn(&mut g, "b1c3", "d5c3");
    assert_eq!(at(&g, "c3"), None);
    assert_eq!(g.board().count(White, Kind::Knight), 0);
    assert_eq!(g.board().count(Black, Kind::Knight), 0);
    let v = g.view(Viewer::Public);
    let c3 = v.boards[0]
        .cells
        .iter()
        .find(|c| c.square == sq("c3"))
        .unwrap();
    assert!(c3.highlights.contains(&Highlight::Danger));
}

#[test]
fn r10_two_last_pawns_meeting_is_a_draw() {
    let mut g = setup("Nb1 Pc2 pc4 nd5");
    turn(&mut g, "c2c3", "c4c3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("footmen"));
    assert_eq!(g.to_act(), ToAct::Over);
}

#[test]
fn r10_promoting_pawn_counts_as_a_pawn() {
    let mut g = setup("Pd4 Pa2 Nb1 pa4 ne3");
    turn(&mut g, "d4d5", "e3d5");
    assert_eq!(at(&g, "d5"), Some(BN));
    assert!(last(&g).played[0].lost);
    assert!(!last(&g).played[0].promoted());
    assert_eq!(g.board().count(White, Kind::Knight), 1);
}

#[test]
fn r10_relocating_pawn_counts_as_a_pawn_and_its_capture_stands() {
    // Black's c2 pawn takes b1 and relocates back to c2; White's knight takes c2 (cancelled,
    // the pawn moved), and both finish on c2: the knight beats the footman.
    let mut g = setup("Na1 Pb1 Pd3 pc2 pe4 na5 ne5");
    assert!(cand(&g, Black, "c2b1@c2").is_safe());
    turn(&mut g, "a1c2", "c2b1@c2");
    let r = last(&g);
    assert!(r.played[0].cancelled);
    assert!(r.played[1].lost);
    assert_eq!(r.played[1].captured, Some(WP));
    assert_eq!(at(&g, "c2"), Some(WN));
    assert_eq!(at(&g, "b1"), None);
    assert_eq!(g.board().count(Black, Kind::Pawn), 1);
}

#[test]
fn r10_speculative_self_capture_prevails() {
    // White's knight a1 leaps onto its own pawn c2 (LAND c2); Black's pawn d3 captures c2.
    let mut g = setup("Na1 Pc2 Pe2 pd3 pa4 ne5");
    turn(&mut g, "a1c2", "d3c2");
    assert_eq!(at(&g, "c2"), Some(WN));
    assert_eq!(at(&g, "d3"), None);
    let r = last(&g);
    assert_eq!(r.played[0].captured, Some(WP));
    assert!(r.played[1].lost);
    assert_eq!(r.played[1].captured, Some(WP));
}

// ---------------------------------------------------------------- R11 / invariants

#[test]
fn r11_removals_before_arrivals_lets_pieces_swap_and_chain() {
    // White's knight takes b3 while Black's b3 knight takes a1 where the White knight was.
    let mut g = setup("Na1 Pe2 nb3 pe4 pa5");
    turn(&mut g, "a1b3", "b3a1");
    assert_eq!(at(&g, "b3"), Some(WN));
    assert_eq!(at(&g, "a1"), Some(BN));
}

// ---------------------------------------------------------------- R12

#[test]
fn r12_1_footmen_checked_before_penalties() {
    // White already has 1 penalty and speculates wrongly; Black promotes its last pawn (R13).
    let mut g = setup_with("Na1 Pa2 Pe2 pb2 ne5", (1, 0));
    turn(&mut g, "a2b3", "b2b1");
    assert_eq!(g.penalties(White), 2);
    assert_eq!(at(&g, "b1"), Some(BN));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(White));
    assert!(o.reason.contains("Black has no footmen"));
}

#[test]
fn r12_2_penalties() {
    let mut g = setup_with("Na1 Pa2 Pe2 pa4 pe4 ne5", (1, 1));
    turn(&mut g, "a2b3", "e4d3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("two penalties"));
    let mut g = setup_with("Na1 Pa2 Pe2 pa4 pe4 ne5", (1, 1));
    turn(&mut g, "a2b3", "e4e3");
    assert_eq!(g.outcome().unwrap().winner, Some(Black));
    let r = g.records().last().unwrap();
    assert_eq!(r.penalties, [2, 1]);
    // The game refuses further actions.
    assert_eq!(g.parse_action(White, "a1c2"), Err(RuleError::GameOver));
    assert!(g.legal_actions(White).is_empty());
}

#[test]
fn r12_2_penalties_checked_before_no_safe_action() {
    // Black's wrong guess gives it a second penalty; White's a2a3 also leaves Black's a4 pawn
    // without a safe move, but the penalty check comes first.
    let mut g = setup_with("Pa2 Ne1 pa4", (0, 1));
    turn(&mut g, "a2a3", "a4b3");
    assert_eq!(g.penalties(Black), 2);
    assert!(!g.candidates(Black).iter().any(Candidate::is_safe));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(White));
    assert_eq!(o.reason, "Black reached two penalties");
}

#[test]
fn r12_3_no_safe_action_is_a_draw() {
    // After a4a3, Black's only pawn faces White's a2 pawn: a3a2 is LEAVE, a3b2 is LAND.
    let mut g = setup("Pa2 Ne1 pa4");
    assert!(g.outcome().is_none());
    turn(&mut g, "e1c2", "a4a3");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "Black has no safe move");
    // A loaded position is checked at once (P3).
    let g = setup("Pa2 Ne1 pa3");
    assert_eq!(g.outcome().unwrap().reason, "Black has no safe move");
}

#[test]
fn r12_4_third_repetition_is_a_draw() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    assert!(g.outcome().is_none(), "start position seen twice");
    turn(&mut g, "e1d3", "e5c4");
    assert!(g.outcome().is_none());
    turn(&mut g, "d3e1", "c4e5");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, None);
    assert!(o.reason.contains("three times"));
}

#[test]
fn r12_4_penalties_separate_positions() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    // Both void: the start placement again, but at penalties 1-1, a new position.
    turn(&mut g, "a2b3", "a4b3");
    assert_eq!(g.board().fen(), START_FEN);
    assert!(g.outcome().is_none());
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    assert!(g.outcome().is_none(), "start placement at 1-1 seen twice");
    turn(&mut g, "e1d3", "e5c4");
    turn(&mut g, "d3e1", "c4e5");
    assert!(g.outcome().unwrap().reason.contains("three times"));
}

// ---------------------------------------------------------------- R13

#[test]
fn r13_last_pawn_may_promote_and_loses() {
    let g = setup("Pd4 Na1 pa4 pe4");
    assert!(g
        .legal_actions(White)
        .contains(&Action::parse_shape("d4d5=N").unwrap()));
    let mut g = setup("Pd4 Na1 pa4 pe4");
    turn(&mut g, "d4d5", "e4e3");
    assert_eq!(at(&g, "d5"), Some(WN));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Black));
    assert_eq!(o.reason, "White has no footmen left");
    // Both last pawns promote at once: draw.
    let mut g = setup("Pd4 pa2");
    turn(&mut g, "d4d5", "a2a1");
    assert_eq!(g.outcome().unwrap().winner, None);
}

// ---------------------------------------------------------------- R14

#[test]
fn r14_acceptance_report_is_public_only_in_its_fact() {
    let mut g = Apocalypse::new_game(0);
    let r = submit(&mut g, White, "a2xb3");
    assert_eq!(r.public, "White has submitted.");
    assert!(!r.board_changed);
    assert_eq!(r.private.len(), 1);
    let (who, text) = &r.private[0];
    assert_eq!(*who, White);
    assert!(text.contains("a2b3"));
    assert!(text.contains("speculative: stands only if Black's move is safe and ends on b3"));
    assert!(text.contains("Penalties: White 0 · Black 0"));
    let r = submit(&mut g, Black, "c5c4");
    assert!(r.private[0].1.contains("c5c4"));
    assert!(r.private[0].1.contains("safe"));
}

#[test]
fn r14_resolution_report_lists_everything() {
    let mut g = Apocalypse::new_game(0);
    submit(&mut g, White, "a2b3");
    let r = submit(&mut g, Black, "c5c4");
    assert!(r.board_changed);
    assert!(r.public.contains("White a2b3"));
    assert!(r.public.contains("Black c5c4"));
    assert!(r.public.contains("void"));
    assert!(r.public.contains("+1 penalty for White"));
    assert!(r.public.contains("stood"));
    assert!(r
        .public
        .contains("Penalties: White 1 · Black 0 (new: White +1)"));
    // Capture cancelled and collisions are named.
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "d1d2", "e4e3");
    let r = turn(&mut g, "d2e3", "e3d2");
    assert!(r.public.contains("capture cancelled"));
    let mut g = Apocalypse::new_game(0);
    let r = turn(&mut g, "a2b3", "a5b3");
    assert!(
        r.public.contains("lost in a collision on b3"),
        "{}",
        r.public
    );
    // Promotions and the result.
    let mut g = setup("Pd4 Na1 pa4 pe4");
    let r = turn(&mut g, "d4d5", "e4e3");
    assert!(
        r.public.contains("promoted to a knight on d5"),
        "{}",
        r.public
    );
    assert!(
        r.public.contains("Black wins: White has no footmen left"),
        "{}",
        r.public
    );
}

#[test]
fn r14_pending_move_is_never_public() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "c5c4");
    let public_before = g.view(Viewer::Public);
    let black_before = g.view(Viewer::Player(Black));
    let history_before = g.history();
    let r = submit(&mut g, White, "a2b3");
    assert!(!r.public.contains("a2") && !r.public.contains("b3"));
    let public = g.view(Viewer::Public);
    let black = g.view(Viewer::Player(Black));
    assert_eq!(public.boards, public_before.boards);
    assert_eq!(black.boards, black_before.boards);
    assert_eq!(g.history(), history_before);
    for v in [&public, &black] {
        let json = serde_json::to_string(v).unwrap();
        assert!(!json.contains("a2b3"), "{json}");
        assert!(!json.contains("Your move"), "{json}");
        assert!(json.contains("White has submitted"));
    }
    assert!(!g.text_board(Viewer::Public).contains("a2b3"));
    assert!(!g.text_board(Viewer::Player(Black)).contains("a2b3"));
    // White's own view shows it.
    let white = g.view(Viewer::Player(White));
    let json = serde_json::to_string(&white).unwrap();
    assert!(json.contains("Your move: a2b3 (speculative: Black must land on b3)"));
    assert_eq!(
        white.boards[0].arrows.len(),
        public.boards[0].arrows.len() + 1
    );
    assert!(g
        .text_board(Viewer::Player(White))
        .contains("Your move: a2b3"));
    assert_eq!(white.bottom, White);
    assert_eq!(g.view(Viewer::Player(Black)).bottom, Black);
}

#[test]
fn view_shows_pieces_arrows_and_panel() {
    let mut g = Apocalypse::new_game(0);
    let v = g.view(Viewer::Public);
    assert_eq!(v.title, "Apocalypse");
    assert_eq!(v.bottom, White);
    assert_eq!(v.boards.len(), 1);
    assert_eq!(
        v.boards[0]
            .cells
            .iter()
            .filter(|c| c.piece.is_some())
            .count(),
        14
    );
    let texts: Vec<&str> = v.panel.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"Waiting for: White, Black"));
    assert!(texts.contains(&"Penalties: White 0 · Black 0"));
    assert!(texts.contains(&"Turn 1"));
    turn(&mut g, "c1c2", "e4d3");
    let v = g.view(Viewer::Public);
    let arrows = &v.boards[0].arrows;
    assert_eq!(arrows.len(), 2);
    assert!(!arrows[0].dashed && arrows[1].dashed);
    assert_eq!(arrows[0].path, vec![sq("c1"), sq("c2")]);
    let c2 = v.boards[0]
        .cells
        .iter()
        .find(|c| c.square == sq("c2"))
        .unwrap();
    assert!(c2.highlights.contains(&Highlight::LastTo));
    let texts: Vec<&str> = v.panel.iter().map(|l| l.text.as_str()).collect();
    assert!(texts.contains(&"Penalties: White 0 · Black 1"));
    assert!(texts.contains(&"Turn 2"));
    // Text board.
    let t = Apocalypse::new_game(0).text_board(Viewer::Public);
    assert!(t.starts_with(
        "5  n p p p n\n4  p . . . p\n3  . . . . .\n2  P . . . P\n1  N P P P N\n   a b c d e\n"
    ));
    assert!(t.contains("Penalties: White 0 · Black 0"));
}

// ---------------------------------------------------------------- R15

#[test]
fn r15_parsing_is_forgiving_about_decoration_only() {
    let g = Apocalypse::new_game(0);
    let c1c2 = Action::plain(sq("c1"), sq("c2"));
    for text in ["c1c2", "C1C2", "(c1)c2", "c1-c2", " c1 c2 ", "c1xc2"] {
        assert_eq!(g.parse_action(White, text), Ok(c1c2), "{text}");
    }
    assert_eq!(
        g.parse_action(White, "a2xb3"),
        Ok(Action::plain(sq("a2"), sq("b3")))
    );
    for text in ["Nb3", "c1", "c1c2c3", "hello", "c1c2=Q", "c1c2@", "z1c2"] {
        assert!(
            matches!(g.parse_action(White, text), Err(RuleError::Malformed(_))),
            "{text}"
        );
    }
    for text in ["c1c3", "a5b3", "c3c4", "a1a3", "c1c2=N", "b1b2@c3"] {
        assert!(
            matches!(g.parse_action(White, text), Err(RuleError::Illegal(_))),
            "{text}"
        );
    }
    // Errors cost nothing.
    assert_eq!(g.penalties(White), 0);
}

#[test]
fn r15_plain_step_to_the_last_rank() {
    let g = setup("Pd4 Pa2 Na1 pa4 pe4");
    assert_eq!(
        g.parse_action(White, "d4d5"),
        Ok(Action {
            from: sq("d4"),
            to: sq("d5"),
            finish: Finish::Promote
        })
    );
    assert_eq!(
        g.parse_action(White, "d4-d5=n").map(|a| a.to_string()),
        Ok("d4d5=N".into())
    );
    let g = setup("Pd4 Pa2 Na1 Ne1 pa4 pe4");
    let e = g.parse_action(White, "d4d5").unwrap_err();
    assert!(matches!(e, RuleError::Illegal(_)));
    assert!(e.to_string().contains("add =N or @square"), "{e}");
    assert_eq!(
        g.parse_action(White, "D4D5@B2").map(|a| a.to_string()),
        Ok("d4d5@b2".into())
    );
    // Black's last rank is rank 1.
    let g = setup("Pd4 Pa3 pb2 pe4 na5 ne5");
    assert!(g.parse_action(Black, "b2b1").is_err());
    assert!(g.parse_action(Black, "b2b1=N").is_ok());
    assert!(g.parse_action(Black, "b2b1@c4").is_ok());
}

#[test]
fn notation_round_trips_for_every_candidate() {
    for g in [
        Apocalypse::new_game(0),
        setup("Na1 Ne1 Pd4 Pb2 nc2 pe4 pa5"),
        setup("Pd4 Pa3 pb2 pe4 na5 ne5"),
    ] {
        for side in Side::BOTH {
            for a in g.legal_actions(side) {
                let text = g.notation(side, &a);
                assert_eq!(g.parse_action(side, &text), Ok(a), "{text}");
                assert!(g.label(side, &a).starts_with(&text));
                assert!(g.label(side, &a).chars().count() <= 100);
            }
        }
    }
}

// ---------------------------------------------------------------- R17

#[test]
fn r17_history_has_only_resolved_turns() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "a4b3");
    submit(&mut g, Black, "c5c4");
    assert_eq!(g.history(), ["1. c1c2 | a4b3?"]);
    submit(&mut g, White, "e1d3");
    assert_eq!(g.history(), ["1. c1c2 | a4b3?", "2. e1d3 | c5c4"]);
    // Numbering continues from a loaded position's turn number.
    let mut g = Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 0 1 7", 0).unwrap();
    turn(&mut g, "c1c2", "c5c4");
    assert_eq!(g.history(), ["7. c1c2 | c5c4"]);
}

// ---------------------------------------------------------------- §4 autocomplete

#[test]
fn suggestions_sort_safe_first_and_hide_relocations_until_asked() {
    let g = Apocalypse::new_game(0);
    let s = g.suggest(White, "");
    let first_spec = s
        .iter()
        .position(|c| c.label.contains("speculative"))
        .unwrap();
    assert!(s[..first_spec].iter().all(|c| c.label.contains("· safe")));
    assert!(s[first_spec..]
        .iter()
        .all(|c| c.label.contains("speculative")));
    assert_eq!(s[0].notation, "a1b3");
    let a2b3 = s.iter().find(|c| c.notation == "a2b3").unwrap();
    assert_eq!(
        a2b3.label,
        "a2b3 · pawn · speculative: Black must land on b3"
    );
    assert!(g
        .suggest(White, "c1")
        .iter()
        .all(|c| c.notation.starts_with("c1")));
    assert_eq!(g.suggest(White, "(C1)-c2").len(), 1);
    // With two knights, a pawn on rank 4 has many relocations.
    let g = setup("Na1 Ne1 Pd4 Pc4 Pb4 Pa2 pe4 pa5");
    let all = g.suggest(White, "");
    let plain = g
        .candidates(White)
        .iter()
        .filter(|c| !matches!(c.action.finish, Finish::Relocate(_)))
        .count();
    assert!(g.legal_actions(White).len() > MAX_SUGGESTIONS);
    assert_eq!(all.len(), plain);
    assert!(all.iter().all(|c| !c.notation.contains('@')));
    let d4d5 = g.suggest(White, "d4d5");
    assert!(d4d5.len() > 1 && d4d5.len() < MAX_SUGGESTIONS);
    assert!(d4d5.iter().any(|c| c.notation == "d4d5@b2"));
    assert_eq!(
        d4d5[0].notation, "d4d5@a3",
        "safe relocations before the speculative =N"
    );
    assert_eq!(d4d5.last().unwrap().notation, "d4d5=N");
    let at = g.suggest(White, "d4c5@");
    assert!(!at.is_empty() && at.iter().all(|c| c.notation.starts_with("d4c5@")));
    let r = g.suggest(White, "d4d5@b2");
    assert_eq!(r.len(), 1);
    assert!(r[0].label.contains("stands on b2"), "{}", r[0].label);
    // Many matches with relocations: without an @ they are left out.
    let d4 = g.suggest(White, "d4");
    assert!(d4.len() < MAX_SUGGESTIONS || d4.iter().all(|c| !c.notation.contains('@')));
}

// ---------------------------------------------------------------- positions, JSON, errors

#[test]
fn position_round_trips_and_validates() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "a4b3");
    let text = g.position();
    assert_eq!(text, "npppn/p3p/5/P1P1P/NP1PN 0 1 2");
    let g2 = Apocalypse::from_position(&text, 9).unwrap();
    assert_eq!(g2.position(), text);
    assert_eq!(*g2.board(), *g.board());
    // Short forms.
    assert_eq!(
        Apocalypse::from_position(START_FEN, 0).unwrap().position(),
        "npppn/p3p/5/P3P/NPPPN 0 0 1"
    );
    assert_eq!(
        Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 1 0", 0)
            .unwrap()
            .position(),
        "npppn/p3p/5/P3P/NPPPN 1 0 1"
    );
    for bad in [
        "",
        "npppn/p3p/5/P3P",
        "npppn/p3p/5/P3P/NPPPN/5",
        "npppn/p3p/5/P3P/NPPPQ",
        "npppn/p3p/6/P3P/NPPPN",
        "npppn/p3p/4/P3P/NPPPN",
        "npppn/p3p/05/P3P/NPPPN",
        "nnnpn/p3p/5/P3P/NPPPN",
        "Pppnn/p3p/5/P3P/NPPPN",
        "npppn/p3p/5/P3P/NPPpN",
        "npppn/p3p/5/P3P/NPPPN 3 0",
        "npppn/p3p/5/P3P/NPPPN 0",
        "npppn/p3p/5/P3P/NPPPN 0 x",
        "npppn/p3p/5/P3P/NPPPN 0 0 0",
        "npppn/p3p/5/P3P/NPPPN 0 0 1 extra",
    ] {
        assert!(
            matches!(
                Apocalypse::from_position(bad, 0),
                Err(RuleError::BadPosition(_))
            ),
            "{bad:?}"
        );
    }
    let e = Apocalypse::from_position("nnnpn/p3p/5/P3P/NPPPN", 0).unwrap_err();
    assert!(e.to_string().contains("4 knights"), "{e}");
    let e = Apocalypse::from_position("Pppnn/p3p/5/P3P/NPPPN", 0).unwrap_err();
    assert!(e.to_string().contains("last rank"), "{e}");
    // A finished position loads finished.
    let g = Apocalypse::from_position("n4/5/5/P3P/NPPPN 0 0", 0).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(White));
    let g = Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 2 0", 0).unwrap();
    assert_eq!(g.outcome().unwrap().winner, Some(Black));
}

#[test]
fn json_round_trip_mid_turn_keeps_the_pending_move() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "c5c4");
    submit(&mut g, White, "a2b3");
    let json = serde_json::to_string(&g).unwrap();
    let mut back: Apocalypse = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.to_act(), ToAct::Simultaneous(vec![Black]));
    assert_eq!(
        back.pending(White).map(|a| a.to_string()),
        Some("a2b3".into())
    );
    submit(&mut back, Black, "a5b3");
    assert_eq!(back.board().get(sq("b3")), Some(WP));
    // Through the AnyGame / Match wrapper too.
    let mut m = crate::Match::new(crate::AnyGame::new(VariantId::Apocalypse, 1).unwrap());
    m.game.play_text(Black, "b5b4").unwrap();
    let m2 = crate::Match::from_json(&m.to_json()).unwrap();
    let mut game = m2.game;
    assert_eq!(game.to_act(), ToAct::Simultaneous(vec![White]));
    let (notation, report) = game.play_text(White, "(b1)-b2").unwrap();
    assert_eq!(notation, "b1b2");
    assert!(report.board_changed);
    assert_eq!(game.history(), ["1. b1b2 | b5b4"]);
}

#[test]
fn errors_leave_the_state_unchanged() {
    let mut g = Apocalypse::new_game(0);
    turn(&mut g, "c1c2", "c5c4");
    submit(&mut g, White, "d1d2");
    let before = serde_json::to_string(&g).unwrap();
    let bad = [
        (White, "e1d3"),
        (Black, "a5a4"),
        (Black, "c4c2"),
        (Black, "b5b3"),
        (Black, "d4d5=N"),
        (Black, "c2c1"),
    ];
    for (side, text) in bad {
        let a = Action::parse_shape(text).unwrap();
        assert!(g.play(side, a).is_err(), "{side} {text}");
        assert_eq!(serde_json::to_string(&g).unwrap(), before, "{side} {text}");
    }
    for text in ["", "zz", "a5a4", "Nc3"] {
        assert!(g.parse_action(Black, text).is_err());
    }
    let mut any = crate::AnyGame::from_position(VariantId::Apocalypse, &g.position(), 0).unwrap();
    let snapshot = serde_json::to_string(&any).unwrap();
    assert!(any.play_text(White, "nonsense").is_err());
    assert_eq!(serde_json::to_string(&any).unwrap(), snapshot);
    // A finished game refuses everything.
    let mut g = Apocalypse::from_position("npppn/p3p/5/P3P/NPPPN 2 2", 0).unwrap();
    let before = serde_json::to_string(&g).unwrap();
    assert_eq!(
        g.play(White, Action::parse_shape("c1c2").unwrap()),
        Err(RuleError::GameOver)
    );
    assert_eq!(serde_json::to_string(&g).unwrap(), before);
}

#[test]
fn help_text_fits_discord() {
    assert!(HELP.chars().count() <= 3000, "{}", HELP.chars().count());
    assert!(HELP.contains("penalt"));
}
