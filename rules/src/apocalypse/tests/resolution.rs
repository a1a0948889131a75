//! Resolving a turn (R8–R11): void actions and penalties, cancelled captures, collisions, and
//! removals before arrivals.

use super::*;

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

#[test]
fn leave_push_beats_a_pawn_relocating_onto_its_own_square() {
    // White pushes c1c2 onto Black's pawn (LEAVE c2). Black's c2 pawn (two knights) takes the
    // White knight on b1 and relocates back to c2. Both stand; White's capture on c2 is
    // cancelled (the pawn left), both finish on c2 and the speculative push prevails. The
    // relocating pawn's capture of b1 still stands (R10).
    let mut g = setup("Pc1 Nb1 Pe2 pc2 pa4 na5 ne5");
    submit(&mut g, White, "c1c2");
    submit(&mut g, Black, "c2b1@c2");
    let rec = g.records().last().unwrap();
    let [w, b] = &rec.played;
    assert!(w.stood && b.stood);
    assert!(w.cancelled && !w.lost);
    assert!(b.lost && !b.cancelled);
    assert_eq!(b.captured, Some(Piece::new(White, Kind::Knight)));
    assert_eq!(rec.collision, Some(sq("c2")));
    assert_eq!(g.board().get(sq("c2")), Some(Piece::new(White, Kind::Pawn)));
    assert_eq!(g.board().get(sq("b1")), None);
    assert_eq!(g.board().get(sq("c1")), None);
    assert_eq!(g.penalties(White) + g.penalties(Black), 0);
}

#[test]
fn r11_removals_before_arrivals_lets_pieces_swap_and_chain() {
    // White's knight takes b3 while Black's b3 knight takes a1 where the White knight was.
    let mut g = setup("Na1 Pe2 nb3 pe4 pa5");
    turn(&mut g, "a1b3", "b3a1");
    assert_eq!(at(&g, "b3"), Some(WN));
    assert_eq!(at(&g, "a1"), Some(BN));
}
