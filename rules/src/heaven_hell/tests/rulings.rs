//! Scenarios for the rulings (R-numbers of the rulings file) not already covered per seed rule.

use super::super::board::{parse_sq, EARTH, HEAVEN, HELL};
use super::super::pieces::{Color, Kind};
use super::super::HeavenAndHell;
use super::{at, legal, piece, play, pos};
use crate::{AnyGame, Game, Side, ToAct, VariantId};

const KINGS: &str = "piece E e1 white king\npiece E e8 black king\n";

fn kings(extra: &str) -> HeavenAndHell {
    pos(&format!("{KINGS}{extra}"))
}

fn deciding(g: &HeavenAndHell) -> Option<Side> {
    match g.to_act() {
        ToAct::Decision { side, .. } => Some(side),
        _ => None,
    }
}

#[test]
fn r16_en_passant_only_as_the_first_action() {
    let mut g = kings("turn white actions 1 done 0 bonus 0 1\npiece E b2 white pawn\npiece E c4 black pawn\npiece E h7 black pawn\n");
    play(&mut g, Side::White, "b2b4");
    assert!(legal(&g, Side::Black).contains(&"E:c4xb3".to_string()));
    play(&mut g, Side::Black, "h7h6");
    assert!(!legal(&g, Side::Black).contains(&"E:c4xb3".to_string()));
}

#[test]
fn r25_checker_jump_over_an_uncapturable_pawn_captures_nothing() {
    let mut g =
        kings("piece E d2 white checker\npiece E d3 black pawn\npiece E d7 black archbishop\n");
    play(&mut g, Side::White, "d2d4");
    assert_eq!(at(&g, EARTH, "d3"), Some((Color::Black, Kind::Pawn)));
    assert_eq!(at(&g, EARTH, "d4"), Some((Color::White, Kind::Checker)));
    assert!(!piece(&g, EARTH, "d4").experienced);
}

#[test]
fn r30_a_shot_in_heaven_sends_the_shooter_to_hell() {
    let mut g = kings("piece V d4 white archer\npiece V d6 black knight\n");
    play(&mut g, Side::White, "V:d4*d6");
    assert_eq!(at(&g, HEAVEN, "d6"), None, "removed: it died in Heaven");
    assert_eq!(at(&g, HELL, "d4"), Some((Color::White, Kind::Archer)));
}

#[test]
fn r36_a_neutral_piece_collects_for_the_acting_player() {
    let mut g = kings("piece E d4 neutral imp\nitem E d3 coin 2\npiece E a1 white rook\n");
    play(&mut g, Side::White, "a1a2");
    assert_eq!(g.coins, [1, 1]);
    // Black moves the Imp in Black's forward direction.
    play(&mut g, Side::Black, "d4d3");
    assert_eq!(g.coins, [1, 3]);
}

#[test]
fn r23_a_standing_neutral_piece_is_everyones_enemy() {
    let mut g = kings("piece E d4 neutral imp\npiece E d1 white rook\n");
    assert!(legal(&g, Side::White).contains(&"E:d1xd4".to_string()));
    play(&mut g, Side::White, "d1xd4");
    assert_eq!(at(&g, HEAVEN, "d4"), Some((Color::Neutral, Kind::Imp)));
    assert!(piece(&g, EARTH, "d4").experienced);
}

#[test]
fn r21_nobody_controls_the_angel_on_a_tie() {
    let g = kings("coins 3 3\npiece E d4 neutral angel\n");
    assert!(!legal(&g, Side::White).iter().any(|m| m.starts_with("E:d4")));
}

#[test]
fn r55_neutral_stuns_wear_off_each_round() {
    let mut g = kings("piece E d4 neutral imp stun 2\npiece E a1 white rook\n");
    play(&mut g, Side::White, "a1a2");
    assert_eq!(piece(&g, EARTH, "d4").stun, 2);
    play(&mut g, Side::Black, "e8e7");
    assert_eq!(piece(&g, EARTH, "d4").stun, 1);
}

#[test]
fn r65_expansion_avoids_fire() {
    use super::super::engine::Task;
    let mut g = kings("piece E d4 white queen #40\nitem E e5 fire\n");
    g.engine.tasks.push(Task::Expand(40, 0, Side::White));
    g.run();
    assert_eq!(deciding(&g), Some(Side::White));
    assert_eq!(
        legal(&g, Side::White),
        ["choose nw", "choose se", "choose sw"]
    );
    play(&mut g, Side::White, "choose sw");
    let q = piece(&g, EARTH, "c3");
    assert_eq!((q.anchor, q.size), (parse_sq("c3").unwrap(), 1));
}

#[test]
fn r77_a_pawn_upgraded_to_bomber_on_the_last_rank_dies_in_fire() {
    let mut g = kings("piece E a7 white pawn experienced\npiece E b8 black rook\n");
    play(&mut g, Side::White, "a7xb8");
    play(&mut g, Side::White, "choose bomber");
    assert_eq!(at(&g, EARTH, "b8"), None);
    assert!(g.items(EARTH, parse_sq("b8").unwrap()).fire);
    // As a Murderer it went to Hell b8, which is again its last rank: it dies there too (R77),
    // is removed, and leaves Fire in Hell as well.
    assert!(!g.pieces.iter().any(|p| p.kind == Kind::Bomber));
    assert!(g.items(HELL, parse_sq("b8").unwrap()).fire);
}

#[test]
fn r84_the_devil_is_a_giant_imp_with_double_move() {
    let mut g = kings("coins 1 0\npiece E d4 neutral devil size 1 double\n");
    assert!(legal(&g, Side::White).contains(&"E:d4-d5".to_string()));
    // Any footprint square names it.
    play(&mut g, Side::White, "e5e6");
    assert_eq!(piece(&g, EARTH, "e6").anchor, parse_sq("d5").unwrap());
    assert_eq!(deciding(&g), Some(Side::White), "Double Move offered");
    play(&mut g, Side::White, "decline");
}

#[test]
fn r39_a_transfer_landing_captures_and_a_capture_in_heaven_goes_on_to_hell() {
    let mut g = kings("piece E d4 white rook\npiece V d4 black knight\npiece E d8 black rook\n");
    play(&mut g, Side::White, "d4d5");
    play(&mut g, Side::Black, "d8xd5");
    // The white rook died on d5 (Earth) and went to Heaven d5: nothing there.
    assert_eq!(at(&g, HEAVEN, "d5"), Some((Color::White, Kind::Rook)));
    let mut g = kings("piece E d4 white rook\npiece V d4 black knight\npiece E d8 black rook\n");
    play(&mut g, Side::White, "e1e2");
    play(&mut g, Side::Black, "d8xd4");
    // It landed on the black knight in Heaven, captured it, and went on to Hell.
    assert_eq!(at(&g, HEAVEN, "d4"), None);
    assert_eq!(at(&g, HELL, "d4"), Some((Color::White, Kind::Rook)));
}

#[test]
fn r41_r49_a_missing_transfer_square_removes_the_piece_and_holes_block_slides() {
    let mut g = kings("piece E d4 white rook\npiece E d8 black rook\nhole V d4\nhole E a4\n");
    assert!(!legal(&g, Side::White).contains(&"E:d4-a4".to_string()));
    assert!(legal(&g, Side::White).contains(&"E:d4-b4".to_string()));
    play(&mut g, Side::White, "e1e2");
    let n = g.pieces.len();
    play(&mut g, Side::Black, "d8xd4");
    assert_eq!(g.pieces.len(), n - 1);
}

#[test]
fn r109_the_trap_square_is_announced_but_not_its_owner() {
    let mut g = kings("piece E a1 white rook\ntrap E a4 black\n");
    let a = g.parse_action(Side::White, "a1a4").unwrap();
    let r = g.play(Side::White, a).unwrap();
    assert!(r.public.contains("E:a4"));
    assert!(!r.public.contains("Black's") && !r.public.to_lowercase().contains("owner"));
}

#[test]
fn r53_portal_gun_counts_as_a_move_for_the_curse() {
    let mut died = 0;
    for seed in 0..40 {
        let mut g = HeavenAndHell::from_position(
            &format!("heaven-and-hell 1\n{KINGS}piece E d4 white queen portal cursed\n"),
            seed,
        )
        .unwrap();
        play(&mut g, Side::White, "use E:d4 portal L");
        if at(&g, HELL, "d4").is_none() {
            died += 1;
        }
    }
    assert!(died > 3 && died < 20, "{died}");
}

#[test]
fn any_game_plays_by_text_and_suggests_plain_forms() {
    let mut g = AnyGame::new(VariantId::HeavenAndHell, 9).unwrap();
    let s = g.suggest(Side::White, "e2");
    assert!(s.iter().any(|c| c.notation == "E:e2-e4"), "{s:?}");
    let (n, r) = g.play_text(Side::White, "e2e4").unwrap();
    assert_eq!(n, "E:e2-e4");
    assert!(r.public.contains("E:e2-e4"));
    assert!(g.play_text(Side::White, "d2d4").is_err());
    let json = serde_json::to_string(&g).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back.position(), g.position());
    assert_eq!(g.variant(), VariantId::HeavenAndHell);
}

#[test]
fn help_fits_discord() {
    assert!(super::super::HELP.chars().count() <= 3500);
    assert!(super::super::HELP.contains("Heaven"));
}

#[test]
fn pending_decision_survives_position_and_json() {
    let mut g = kings("piece E a1 white rook\nitem E a4 orb\n");
    play(&mut g, Side::White, "a1a4");
    let text = g.position();
    assert!(text.contains("engine "));
    let mut h = HeavenAndHell::from_position(&text, 0).unwrap();
    assert_eq!(h.to_act(), g.to_act());
    play(&mut h, Side::White, "choose 1");
    assert_eq!(h.to_act(), ToAct::Side(Side::Black));
}

#[test]
fn r19_castling_is_refused_with_a_moved_or_stunned_rook() {
    let g = pos("piece E e1 white king\npiece E h1 white rook moved\npiece E a1 white rook stun 1\npiece E e8 black king\n");
    let l = legal(&g, Side::White);
    assert!(!l.iter().any(|m| m.contains("O-O")), "{l:?}");
}

#[test]
fn r37_no_ice_after_a_capture_in_heaven() {
    let mut g = kings("piece V a1 white rook\npiece V a4 black knight\nitem V a4 ice\n");
    play(&mut g, Side::White, "V:a1xa4");
    assert_eq!(at(&g, HELL, "a4"), Some((Color::White, Kind::Rook)));
    assert_eq!(at(&g, HELL, "a5"), None);
}

#[test]
fn r62_r70_an_enlarged_pawn_steps_as_a_block_never_double_steps_and_captures_diagonally() {
    let g =
        kings("piece E c2 white pawn size 1\npiece E e4 black knight\npiece E b4 white knight\n");
    let l: Vec<String> = legal(&g, Side::White)
        .into_iter()
        .filter(|m| m.starts_with("E:c2"))
        .collect();
    // Forward block c3-d4 is empty; diagonal right d3-e4 holds an enemy and no ally; the left
    // diagonal b3-c4 holds an ally.
    assert_eq!(l, ["E:c2-c3", "E:c2xd3"]);
}

#[test]
fn r66_a_shot_shrinks_an_enlarged_target_away_from_the_target_block() {
    let mut g = kings("piece E c3 white fortress\npiece E d4 black queen size 1\n");
    // The Fortress shoots d4 (its diagonal neighbour); the queen keeps the largest block
    // avoiding d4: three 1x1 choices.
    play(&mut g, Side::White, "E:c3*d4");
    assert_eq!(deciding(&g), Some(Side::Black));
    assert_eq!(
        legal(&g, Side::Black),
        ["choose E:e4", "choose E:d5", "choose E:e5"]
    );
    play(&mut g, Side::Black, "choose E:e5");
    let q = piece(&g, EARTH, "e5");
    assert_eq!(q.size, 0);
    assert!(
        piece(&g, EARTH, "c3").experienced,
        "a shrink still counts as a capture (R86)"
    );
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
}

#[test]
fn r50_losing_the_wizard_hat_on_fire_kills() {
    use super::super::engine::Task;
    let mut g = kings("piece E d4 white queen hat history gained:hat #50\nitem E d4 fire\n");
    g.engine.tasks.push(Task::Downgrade(50, 0, Side::White));
    g.run();
    assert_eq!(at(&g, HEAVEN, "d4"), Some((Color::White, Kind::Queen)));
    assert!(!piece(&g, HEAVEN, "d4").hat);
}

#[test]
fn r76_an_imp_move_with_a_side_effect_may_be_undone() {
    let mut g = kings("piece E d4 neutral imp\nitem E d5 coin 1\n");
    play(&mut g, Side::White, "d4d5");
    assert_eq!(g.coins, [2, 1]);
    assert!(legal(&g, Side::Black).contains(&"E:d5-d4".to_string()));
}

#[test]
fn r78_no_second_jump_after_the_first_left_the_plane() {
    // The first jump captures in Heaven: the Checker goes to Hell, no second jump.
    let mut g = kings("piece V d2 white checker\npiece V d3 black pawn\npiece V d5 black pawn\n");
    play(&mut g, Side::White, "V:d2-d4");
    assert_eq!(at(&g, HELL, "d4"), Some((Color::White, Kind::Checker)));
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
}

#[test]
fn r82_the_warlock_pulls_from_any_plane_but_not_onto_an_ally() {
    let mut g = kings("piece V a1 white warlock\npiece L d5 white knight\npiece L c5 white bishop\npiece E c5 white rook\n");
    let l = legal(&g, Side::White);
    assert!(l.contains(&"use V:a1 pull L:d5".to_string()));
    assert!(!l.contains(&"use V:a1 pull L:c5".to_string()));
    play(&mut g, Side::White, "use V:a1 pull L:d5");
    assert!(piece(&g, EARTH, "d5").cursed);
}

#[test]
fn r8_double_move_is_not_offered_after_the_piece_died() {
    let mut g = kings("coins 3 0\npiece E a1 white rook double\nitem E a5 fire\n");
    play(&mut g, Side::White, "a1a5");
    assert_eq!(at(&g, HEAVEN, "a5"), Some((Color::White, Kind::Rook)));
    assert_eq!(g.to_act(), ToAct::Side(Side::Black));
}

#[test]
fn r20_a_piece_back_from_another_plane_counts_as_moved() {
    let mut g = kings("piece E d4 white queen portal\n");
    play(&mut g, Side::White, "use E:d4 portal L");
    assert!(piece(&g, HELL, "d4").moved);
}

#[test]
fn r15_double_step_from_the_initial_rank_on_any_plane_only_for_size_one_pawns() {
    let g = kings("piece L c2 white pawn moved\npiece E a7 black bomber\n");
    assert!(legal(&g, Side::White).contains(&"L:c2-c4".to_string()));
    let g = kings("turn black actions 1 done 0 bonus 0 0\npiece E a7 black bomber\n");
    assert!(!legal(&g, Side::Black).contains(&"E:a7-a5".to_string()));
}

#[test]
fn r4_r10_a_loaded_position_settles() {
    // Black cannot act at all: it passes at once, and it is White's turn.
    let g = pos("turn black actions 1 done 0 bonus 0 0\npiece E e1 white king\npiece E a8 black king stun 2\npiece E a1 white rook");
    assert_eq!(g.to_act(), ToAct::Side(Side::White));
    assert_eq!(piece(&g, EARTH, "a8").stun, 1);
    // A lost position is over.
    let g = pos("piece E e1 white king\npiece E a1 white rook\npiece V e8 black rook");
    assert_eq!(g.outcome().unwrap().winner, Some(Side::White));
    assert_eq!(g.to_act(), ToAct::Over);
}

#[test]
fn r24_a_neutral_capturer_becomes_a_murderer_but_never_experienced() {
    let mut g = kings("piece E d4 neutral imp\npiece E e5 black knight\n");
    play(&mut g, Side::White, "d4xe5");
    let imp = piece(&g, EARTH, "e5");
    assert!(imp.murderer && !imp.experienced);
}

#[test]
fn r29_a_plane_transfer_has_no_direction_so_ice_does_nothing() {
    let mut g = kings("piece E d4 white queen portal\nitem L d4 ice\n");
    play(&mut g, Side::White, "use E:d4 portal L");
    assert_eq!(at(&g, HELL, "d4"), Some((Color::White, Kind::Queen)));
}

#[test]
fn r44_r71_only_newly_covered_squares_trigger_items() {
    let mut g = kings("piece E c2 white pawn size 1\nitem E c3 coin 1\nitem E d4 coin 2\n");
    play(&mut g, Side::White, "c2c3");
    assert_eq!(
        g.coins,
        [3, 1],
        "d4 collected (2), c3 stayed dormant; +1 income"
    );
    assert_eq!(g.items(EARTH, parse_sq("c3").unwrap()).coins, 1);
}

#[test]
fn r63_an_enlarged_piece_captures_every_enemy_in_its_landing_block() {
    let mut g =
        kings("piece E a1 white queen size 1\npiece E a5 black knight\npiece E b5 black knight\n");
    // The block stops at the first block holding a piece: a4-b5, with both knights in it.
    play(&mut g, Side::White, "a1xa4");
    // Two captures: Experienced, then an upgrade, resolved before the victims die (R33, R34).
    assert_eq!(deciding(&g), Some(Side::White));
    play(&mut g, Side::White, "choose investor");
    assert_eq!(at(&g, HEAVEN, "a5"), Some((Color::Black, Kind::Knight)));
    assert_eq!(at(&g, HEAVEN, "b5"), Some((Color::Black, Kind::Knight)));
}

#[test]
fn r67_an_enlarged_piece_dies_outright_in_fire_and_transfers_whole() {
    let mut g = kings("piece E a1 white rook size 1\nitem E b4 fire\n");
    play(&mut g, Side::White, "a1a3");
    let r = piece(&g, HEAVEN, "a3");
    assert_eq!((r.anchor, r.size), (parse_sq("a3").unwrap(), 1));
}

#[test]
fn r69_a_fortress_next_to_any_square_of_an_enlarged_king_protects_it() {
    let mut g = pos("piece E d4 white king size 1\npiece E f4 white fortress\npiece E e8 black king\npiece E h5 black rook\npiece E a2 white pawn\n");
    play(&mut g, Side::White, "a2a3");
    play(&mut g, Side::Black, "h5e5");
    assert_eq!(piece(&g, EARTH, "e5").kind, Kind::King);
    assert_eq!(at(&g, HEAVEN, "e5"), Some((Color::Black, Kind::Rook)));
}
