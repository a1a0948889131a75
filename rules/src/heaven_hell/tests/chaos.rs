//! The forty chaos effects (rulings §2.3, R98–R104), one scenario each, answered through the
//! legal decision answers as a player would.

use super::super::board::{parse_sq, EARTH, HEAVEN, HELL};
use super::super::engine::Chaos;
use super::super::pieces::{Color, Kind};
use super::super::shop::Entry;
use super::super::HeavenAndHell;
use super::{at, legal, piece, play, pos};
use crate::{Game, Side, ToAct};

const KINGS: &str = "piece E e1 white king\npiece E e8 black king\n";

fn kings(extra: &str) -> HeavenAndHell {
    pos(&format!("{KINGS}{extra}"))
}

fn sq(s: &str) -> (i8, i8) {
    parse_sq(s).unwrap()
}

/// White resolves chaos effect number `id` now.
fn chaos(g: &mut HeavenAndHell, id: u8) {
    g.start_chaos(Side::White, Chaos::from_number(id).expect("an effect 1–40"));
    g.run();
}

fn deciding(g: &HeavenAndHell) -> Option<Side> {
    match g.to_act() {
        ToAct::Decision { side, .. } => Some(side),
        _ => None,
    }
}

fn count(g: &HeavenAndHell, kind: Kind) -> usize {
    g.pieces
        .iter()
        .filter(|p| p.on_board && p.kind == kind)
        .count()
}

#[test]
fn c01_shuffle_shop_and_gain_6() {
    let mut g = HeavenAndHell::new_game(5);
    let before: Vec<Entry> = g.shop.order.iter().map(|x| x.0).collect();
    chaos(&mut g, 1);
    assert_eq!(g.coins, [6, 0]);
    let after: Vec<Entry> = g.shop.order.iter().map(|x| x.0).collect();
    assert_eq!(after.len(), 16);
    assert_ne!(before, after);
    assert_eq!(g.shop.unlocked, 3);
}

#[test]
fn c02_freeze_pawn_squares() {
    let mut g = kings("piece E a2 white pawn\npiece V h7 black pawn\npiece E b2 white knight\n");
    chaos(&mut g, 2);
    assert!(g.items(EARTH, sq("a2")).ice && g.items(HEAVEN, sq("h7")).ice);
    assert!(!g.items(EARTH, sq("b2")).ice);
}

#[test]
fn c03_two_imps_on_random_empty_earth_squares() {
    let mut g = kings("");
    chaos(&mut g, 3);
    assert_eq!(count(&g, Kind::Imp), 2);
    assert!(g
        .pieces
        .iter()
        .filter(|p| p.kind == Kind::Imp)
        .all(|p| p.plane == EARTH));
}

#[test]
fn c04_curse_a_file() {
    let mut g = kings("piece V c2 white rook\npiece V c7 black pawn\npiece V c5 black queen\npiece E c2 white pawn\n");
    chaos(&mut g, 4);
    assert_eq!(legal(&g, Side::White).len(), 24);
    play(&mut g, Side::White, "choose V:c");
    assert!(piece(&g, HEAVEN, "c2").cursed && piece(&g, HEAVEN, "c7").cursed);
    assert!(!piece(&g, HEAVEN, "c5").cursed, "royal");
    assert!(!piece(&g, EARTH, "c2").cursed, "other plane");
}

#[test]
fn c05_bishops_and_rooks_swap() {
    let mut g = kings("piece E a1 white rook\npiece L c8 black bishop\n");
    chaos(&mut g, 5);
    assert_eq!(at(&g, EARTH, "a1"), Some((Color::White, Kind::Bishop)));
    assert_eq!(at(&g, HELL, "c8"), Some((Color::Black, Kind::Rook)));
}

#[test]
fn c06_coins_reset() {
    let mut g = kings("coins 5 9\n");
    chaos(&mut g, 6);
    assert_eq!(g.coins, [0, 0]);
}

#[test]
fn c07_ice_spreads() {
    let mut g = kings("item V d4 ice\nitem V d3 fire\n");
    chaos(&mut g, 7);
    for s in ["c4", "e4", "d5", "d4"] {
        assert!(g.items(HEAVEN, sq(s)).ice, "{s}");
    }
    assert!(
        !g.items(HEAVEN, sq("d3")).ice && !g.items(HEAVEN, sq("d3")).fire,
        "met fire"
    );
}

#[test]
fn c08_the_devil_in_the_middle_of_hell() {
    let mut g = kings("piece L e5 white rook\n");
    chaos(&mut g, 8);
    let d = piece(&g, HELL, "d4");
    assert_eq!(
        (d.kind, d.color, d.size, d.double),
        (Kind::Devil, Color::Neutral, 1, true)
    );
    assert_eq!(
        g.pieces.iter().filter(|p| p.kind == Kind::Rook).count(),
        0,
        "removed"
    );
}

#[test]
fn c09_angel_on_an_empty_heaven_square() {
    let mut g = kings("item V c3 orb\n");
    chaos(&mut g, 9);
    assert!(
        !legal(&g, Side::White).contains(&"choose V:c3".to_string()),
        "orb there"
    );
    play(&mut g, Side::White, "choose V:a1");
    assert_eq!(at(&g, HEAVEN, "a1"), Some((Color::Neutral, Kind::Angel)));
}

#[test]
fn c10_destroy_outer_ranks_of_heaven() {
    let mut g = kings("piece V d1 white rook\ntrap V e8 black\n");
    chaos(&mut g, 10);
    assert_eq!(legal(&g, Side::White), ["choose ranks", "choose files"]);
    let a = g.parse_action(Side::White, "choose ranks").unwrap();
    let r = g.play(Side::White, a).unwrap();
    assert!(!g.exists(HEAVEN, sq("a1")) && !g.exists(HEAVEN, sq("h8")));
    assert!(g.exists(HEAVEN, sq("a2")));
    assert_eq!(count(&g, Kind::Rook), 0, "died off-board");
    assert!(g.traps.is_empty());
    assert!(r
        .private
        .iter()
        .any(|(s, t)| *s == Side::Black && t.contains("V:e8")));
    assert!(!r.public.contains("e8"));
    // Again: ranks 2 and 7 go.
    chaos(&mut g, 10);
    play(&mut g, Side::White, "choose ranks");
    assert!(!g.exists(HEAVEN, sq("a2")) && g.exists(HEAVEN, sq("a3")));
}

#[test]
fn c11_pawns_step_back() {
    let mut g = kings("piece E a3 white pawn\npiece E a2 white pawn\npiece E h6 black pawn\npiece E c3 white pawn\nitem E c2 ice\n");
    chaos(&mut g, 11);
    assert_eq!(
        at(&g, EARTH, "a1"),
        Some((Color::White, Kind::Pawn)),
        "rearmost first"
    );
    assert_eq!(at(&g, EARTH, "a2"), Some((Color::White, Kind::Pawn)));
    assert_eq!(at(&g, EARTH, "h7"), Some((Color::Black, Kind::Pawn)));
    assert_eq!(
        at(&g, EARTH, "c1"),
        Some((Color::White, Kind::Pawn)),
        "ice pushes back"
    );
}

#[test]
fn c12_stun_four_random_pieces() {
    let mut g = kings("piece E a2 white pawn\npiece E b2 white pawn\npiece E c2 white pawn\npiece E d2 white pawn\n");
    chaos(&mut g, 12);
    assert_eq!(g.pieces.iter().filter(|p| p.stun == 3).count(), 4);
}

#[test]
fn c13_destroy_outer_files_of_hell() {
    let mut g = kings("");
    chaos(&mut g, 13);
    play(&mut g, Side::White, "choose files");
    assert!(!g.exists(HELL, sq("a4")) && !g.exists(HELL, sq("h4")) && g.exists(HELL, sq("b4")));
    assert!(g.exists(HEAVEN, sq("a4")));
}

#[test]
fn c14_duplicate_then_curse_both() {
    let mut g = kings("piece E d4 black knight experienced\n");
    chaos(&mut g, 14);
    assert!(
        !legal(&g, Side::White).contains(&"choose E:e1".to_string()),
        "a King"
    );
    play(&mut g, Side::White, "choose E:d4");
    assert_eq!(
        legal(&g, Side::White),
        ["choose E:d3", "choose E:c4", "choose E:e4", "choose E:d5"]
    );
    play(&mut g, Side::White, "choose E:d5");
    let c = piece(&g, EARTH, "d5");
    assert_eq!(
        (c.color, c.kind, c.experienced, c.cursed, c.moved),
        (Color::Black, Kind::Knight, true, true, true)
    );
    assert!(piece(&g, EARTH, "d4").cursed);
}

#[test]
fn c15_each_player_places_a_rook_opponent_first() {
    let mut g = kings("");
    chaos(&mut g, 15);
    assert_eq!(deciding(&g), Some(Side::Black));
    play(&mut g, Side::Black, "choose L:h8");
    assert_eq!(deciding(&g), Some(Side::White));
    play(&mut g, Side::White, "choose V:a1");
    assert_eq!(at(&g, HELL, "h8"), Some((Color::Black, Kind::Rook)));
    assert_eq!(at(&g, HEAVEN, "a1"), Some((Color::White, Kind::Rook)));
}

#[test]
fn c16_an_orb_in_each_plane() {
    let mut g = kings("");
    let orbs = |g: &HeavenAndHell, pl: u8| {
        (0..64)
            .filter(|i| g.items(pl, super::super::board::sq_of(*i)).orb)
            .count()
    };
    chaos(&mut g, 16);
    assert_eq!(
        (orbs(&g, HEAVEN), orbs(&g, EARTH), orbs(&g, HELL)),
        (1, 1, 1)
    );
}

#[test]
fn c17_make_a_piece_giant() {
    let mut g = kings("piece E a1 black rook\n");
    chaos(&mut g, 17);
    play(&mut g, Side::White, "choose E:a1");
    assert_eq!(piece(&g, EARTH, "b2").size, 1);
}

#[test]
fn c18_swap_hell_and_heaven_pieces() {
    let mut g = kings("piece L b2 white rook\npiece V g7 black knight\n");
    chaos(&mut g, 18);
    play(&mut g, Side::White, "choose L:b2");
    play(&mut g, Side::White, "choose V:g7");
    assert_eq!(at(&g, HEAVEN, "g7"), Some((Color::White, Kind::Rook)));
    assert_eq!(at(&g, HELL, "b2"), Some((Color::Black, Kind::Knight)));
}

#[test]
fn c19_curse_a_random_piece_of_each_player() {
    let mut g = kings("piece E a2 white pawn\n");
    piece_mut_cursed(&mut g, "e1");
    chaos(&mut g, 19);
    assert!(
        piece(&g, EARTH, "a2").cursed,
        "the only uncursed White piece"
    );
    assert!(piece(&g, EARTH, "e8").cursed);
}

fn piece_mut_cursed(g: &mut HeavenAndHell, s: &str) {
    let id = g.at(EARTH, sq(s)).unwrap().id;
    g.piece_mut(id).unwrap().cursed = true;
}

#[test]
fn c20_upgrade_all_knights_each_owner_picks() {
    let mut g = kings("piece E b1 white knight\npiece E g8 black knight\n");
    chaos(&mut g, 20);
    assert_eq!(deciding(&g), Some(Side::White), "canonical order: b1 first");
    play(&mut g, Side::White, "choose leopard");
    assert_eq!(deciding(&g), Some(Side::Black));
    play(&mut g, Side::Black, "choose archer");
    assert_eq!(at(&g, EARTH, "b1"), Some((Color::White, Kind::Leopard)));
    assert_eq!(at(&g, EARTH, "g8"), Some((Color::Black, Kind::Archer)));
}

#[test]
fn c21_ice_to_fire_kills_pieces_on_it() {
    let mut g = kings("item E a3 ice\nitem E h5 fire\npiece E a3 white rook\n");
    chaos(&mut g, 21);
    play(&mut g, Side::White, "choose to-fire");
    assert!(g.items(EARTH, sq("a3")).fire && g.items(EARTH, sq("h5")).fire);
    assert_eq!(at(&g, EARTH, "a3"), None);
    assert_eq!(at(&g, HEAVEN, "a3"), Some((Color::White, Kind::Rook)));
    chaos(&mut g, 21);
    play(&mut g, Side::White, "choose to-ice");
    assert!(g.items(EARTH, sq("h5")).ice && !g.items(EARTH, sq("h5")).fire);
}

#[test]
fn c22_fire_spreads_and_kills() {
    let mut g = kings("item E d4 fire\npiece E d5 black knight\nitem E c4 ice\n");
    chaos(&mut g, 22);
    assert!(g.items(EARTH, sq("e4")).fire && g.items(EARTH, sq("d3")).fire);
    assert!(!g.items(EARTH, sq("c4")).fire && !g.items(EARTH, sq("c4")).ice);
    assert_eq!(at(&g, HEAVEN, "d5"), Some((Color::Black, Kind::Knight)));
}

#[test]
fn c23_two_pawns_get_forced_movement() {
    let mut g = kings("piece E a2 white pawn\npiece E h7 black pawn\npiece E b2 white pawn\n");
    chaos(&mut g, 23);
    play(&mut g, Side::White, "choose E:a2");
    assert!(!legal(&g, Side::White).contains(&"choose E:a2".to_string()));
    play(&mut g, Side::White, "choose E:h7");
    assert!(piece(&g, EARTH, "a2").forced && piece(&g, EARTH, "h7").forced);
    assert!(!piece(&g, EARTH, "b2").forced);
    // With one Pawn only, that one is taken and nothing more is asked.
    let mut g = kings("piece E a2 white pawn\n");
    chaos(&mut g, 23);
    play(&mut g, Side::White, "choose E:a2");
    assert_eq!(deciding(&g), None);
}

#[test]
fn c24_coins_on_empty_earth_squares() {
    let mut g = kings("item E d4 ice\n");
    chaos(&mut g, 24);
    assert_eq!(g.items(EARTH, sq("a1")).coins, 1);
    assert_eq!(g.items(EARTH, sq("e1")).coins, 0);
    assert_eq!(g.items(EARTH, sq("d4")).coins, 0);
}

#[test]
fn c25_three_random_fires_in_a_chosen_plane() {
    let mut g = kings("");
    chaos(&mut g, 25);
    assert_eq!(legal(&g, Side::White), ["choose V", "choose E", "choose L"]);
    play(&mut g, Side::White, "choose E");
    let fires = (0..64)
        .filter(|i| g.items(EARTH, super::super::board::sq_of(*i)).fire)
        .count();
    assert_eq!(fires, 3);
}

#[test]
fn c26_freeze_one_square_and_burn_another() {
    let mut g = kings("");
    chaos(&mut g, 26);
    assert!(!legal(&g, Side::White).contains(&"choose E:e1".to_string()));
    play(&mut g, Side::White, "choose L:a1");
    assert!(!legal(&g, Side::White).contains(&"choose L:a1".to_string()));
    play(&mut g, Side::White, "choose V:h8");
    assert!(g.items(HELL, sq("a1")).ice && g.items(HEAVEN, sq("h8")).fire);
}

#[test]
fn c27_downgrade_an_upgraded_piece() {
    let mut g = kings("piece E d4 black scout history from:rook\npiece E a1 white rook\n");
    chaos(&mut g, 27);
    assert_eq!(legal(&g, Side::White), ["choose E:d4"]);
    play(&mut g, Side::White, "choose E:d4");
    assert_eq!(at(&g, EARTH, "d4"), Some((Color::Black, Kind::Rook)));
}

#[test]
fn c28_two_actions_next_turn() {
    let mut g = kings("");
    chaos(&mut g, 28);
    assert_eq!(g.bonus, [1, 0]);
}

#[test]
fn c29_remove_two_shop_entries() {
    let mut g = HeavenAndHell::new_game(3);
    let first = g.shop.order[0].0;
    chaos(&mut g, 29);
    play(&mut g, Side::White, &format!("choose {}", first.code()));
    play(&mut g, Side::White, "choose kill");
    assert_eq!(g.shop.order.len(), 14);
    assert!(g.shop.price(first).is_none() && g.shop.price(Entry::Kill).is_none());
    assert_eq!(g.shop.unlocked, 3, "refilled from the top (R95)");
}

#[test]
fn c30_destroy_traps_then_plant_as_many() {
    let mut g = kings("trap E d5 black\ntrap V a1 white\n");
    g.start_chaos(Side::White, Chaos::DestroyTraps);
    g.run();
    assert!(g.traps.is_empty());
    let private: Vec<(Side, &str)> = g
        .engine
        .private
        .iter()
        .map(|(s, l)| (*s, l.text.as_str()))
        .collect();
    assert_eq!(
        private,
        vec![(Side::White, "Chaos #30 destroyed 2 Secret Traps.")]
    );
    assert!(legal(&g, Side::White).contains(&"done".to_string()));
    let r = g
        .play(
            Side::White,
            g.parse_action(Side::White, "trap L:h1").unwrap(),
        )
        .unwrap();
    assert_eq!(r.public, "White planted a Secret Trap. White to decide: Plant a Secret Trap by DM (`trap <square>`), or `done`");
    play(&mut g, Side::White, "done");
    assert_eq!(g.traps.len(), 1);
    assert_eq!(deciding(&g), None);
}

#[test]
fn c31_bishops_go_home_on_earth() {
    let mut g =
        kings("piece V d4 white bishop\npiece L e4 white bishop\npiece E b7 black bishop\n");
    chaos(&mut g, 31);
    assert_eq!(
        at(&g, EARTH, "c1"),
        Some((Color::White, Kind::Bishop)),
        "d4 is dark"
    );
    assert_eq!(
        at(&g, EARTH, "f1"),
        Some((Color::White, Kind::Bishop)),
        "e4 is light"
    );
    assert_eq!(
        at(&g, EARTH, "c8"),
        Some((Color::Black, Kind::Bishop)),
        "b7 is light"
    );
}

#[test]
fn c32_upgrade_all_kings() {
    let mut g = kings("");
    chaos(&mut g, 32);
    assert_eq!(deciding(&g), Some(Side::White));
    assert!(legal(&g, Side::White).contains(&"choose double".to_string()));
    assert!(!legal(&g, Side::White).contains(&"choose portal".to_string()));
    play(&mut g, Side::White, "choose double");
    play(&mut g, Side::Black, "choose investor");
    assert!(piece(&g, EARTH, "e1").double);
    assert_eq!(piece(&g, EARTH, "e8").investor, 1);
}

#[test]
fn c33_swap_your_king_and_a_pawn() {
    let mut g = kings("piece E a7 black pawn\npiece V a2 white pawn\n");
    chaos(&mut g, 33);
    assert_eq!(legal(&g, Side::White), ["choose E:e1"]);
    play(&mut g, Side::White, "choose E:e1");
    assert_eq!(legal(&g, Side::White), ["choose E:a7"]);
    play(&mut g, Side::White, "choose E:a7");
    assert_eq!(at(&g, EARTH, "a7"), Some((Color::White, Kind::King)));
    assert_eq!(at(&g, EARTH, "e1"), Some((Color::Black, Kind::Pawn)));
}

#[test]
fn c34_downgrade_all_on_a_plane() {
    let mut g = kings("piece L a1 white scout history from:rook\npiece L h8 black leopard history from:knight\npiece E a1 white leopard history from:knight\n");
    chaos(&mut g, 34);
    play(&mut g, Side::White, "choose L");
    assert_eq!(at(&g, HELL, "a1"), Some((Color::White, Kind::Rook)));
    assert_eq!(at(&g, HELL, "h8"), Some((Color::Black, Kind::Knight)));
    assert_eq!(at(&g, EARTH, "a1"), Some((Color::White, Kind::Leopard)));
}

#[test]
fn c35_pawns_become_bombers() {
    let mut g = kings("piece E a2 white pawn forced\npiece V b1 black pawn\n");
    chaos(&mut g, 35);
    assert_eq!(at(&g, EARTH, "a2"), Some((Color::White, Kind::Bomber)));
    assert!(!piece(&g, EARTH, "a2").forced);
    assert_eq!(
        at(&g, HEAVEN, "b1"),
        None,
        "a Bomber on its last rank dies (R77)"
    );
    assert!(g.items(HEAVEN, sq("b1")).fire);
}

#[test]
fn c36_move_your_pawn_as_often_as_you_like() {
    let mut g = kings("piece E a2 white pawn\npiece E b5 black knight\npiece E h2 black pawn\n");
    chaos(&mut g, 36);
    assert_eq!(legal(&g, Side::White), ["choose E:a2"]);
    play(&mut g, Side::White, "choose E:a2");
    play(&mut g, Side::White, "a2a4");
    play(&mut g, Side::White, "a4xb5");
    assert!(legal(&g, Side::White).contains(&"done".to_string()));
    play(&mut g, Side::White, "b5b6");
    play(&mut g, Side::White, "done");
    assert_eq!(at(&g, EARTH, "b6"), Some((Color::White, Kind::Pawn)));
    assert_eq!(at(&g, HEAVEN, "b5"), Some((Color::Black, Kind::Knight)));
    assert_eq!(deciding(&g), None);
    assert_eq!(g.to_act(), ToAct::Side(Side::White), "no action was used");
}

#[test]
fn c37_pawns_on_empty_rank_2_and_7() {
    let mut g = kings("piece V c2 black rook\nitem V d7 coin 1\n");
    chaos(&mut g, 37);
    play(&mut g, Side::White, "choose V");
    assert_eq!(at(&g, HEAVEN, "a2"), Some((Color::White, Kind::Pawn)));
    assert_eq!(at(&g, HEAVEN, "c2"), Some((Color::Black, Kind::Rook)));
    assert_eq!(at(&g, HEAVEN, "h7"), Some((Color::Black, Kind::Pawn)));
    assert_eq!(at(&g, HEAVEN, "d7"), None, "not empty: a coin");
    assert_eq!(count(&g, Kind::Pawn), 14);
}

#[test]
fn c38_gain_4_buy_then_remove_the_entry() {
    let mut g = kings("shop 3 orb:4 forgive:2 stun:6 kill:20\n");
    chaos(&mut g, 38);
    assert_eq!(g.coins[0], 4);
    let l = legal(&g, Side::White);
    assert!(l.contains(&"buy orb".to_string()) && !l.contains(&"buy stun E:e8".to_string()));
    play(&mut g, Side::White, "buy orb");
    assert_eq!(g.coins[0], 0);
    play(&mut g, Side::White, "choose 1");
    while let Some(s) = deciding(&g) {
        let a = g.legal_actions(s)[0].clone();
        g.play(s, a).unwrap();
    }
    assert!(g.shop.price(Entry::Orb).is_none(), "removed");
    assert_eq!(g.to_act(), ToAct::Side(Side::White), "not an action");
}

#[test]
fn c39_random_plane_and_square() {
    let mut g = kings("piece E d4 black knight\n");
    chaos(&mut g, 39);
    assert_eq!(legal(&g, Side::White), ["choose E:d4"]);
    play(&mut g, Side::White, "choose E:d4");
    let k: Vec<_> = g.pieces.iter().filter(|p| p.kind == Kind::Knight).collect();
    assert_eq!(k.len(), 1);
    assert!(
        k[0].plane != EARTH || k[0].anchor != sq("d4") || g.history().join(" ").contains("E:d4")
    );
}

#[test]
fn c40_reroll_applies_the_top_option() {
    let mut g = kings("");
    chaos(&mut g, 40);
    let picked = &g.engine.chaos_picked;
    assert_eq!(picked.len(), 2);
    assert_eq!(picked[0], (Side::White, Chaos::Reroll));
    assert_ne!(picked[1].1, Chaos::Reroll);
}

#[test]
fn chaos_pick_draws_three_distinct_and_each_input_is_a_decision() {
    let mut g = kings("piece E a1 white rook\nitem E a4 orb\n");
    play(&mut g, Side::White, "a1a4");
    let opts = match &g.engine.pending.as_ref().unwrap().decision {
        super::super::engine::Decision::Chaos { options } => options.clone(),
        d => panic!("{d:?}"),
    };
    assert_eq!(opts.len(), 3);
    assert!(g
        .prompt(g.engine.pending.as_ref().unwrap())
        .contains(&format!("#{}", opts[0].number())));
}

#[test]
fn r102_an_orb_reached_during_an_effect_waits_until_the_effect_is_done() {
    let mut g = kings("piece L b2 white rook\npiece V g7 black knight\nitem V g7 orb\n");
    chaos(&mut g, 18);
    play(&mut g, Side::White, "choose L:b2");
    play(&mut g, Side::White, "choose V:g7");
    // The Rook took the orb in Heaven; the Knight had already landed in Hell when the pick opens.
    assert_eq!(at(&g, HELL, "b2"), Some((Color::Black, Kind::Knight)));
    assert!(g
        .prompt(g.engine.pending.as_ref().unwrap())
        .starts_with("Chaos Orb"));
    assert_eq!(g.engine.chaos_depth, 0);
}

/// Each effect keeps its seed number: the table's order, the stored form (a bare number, as
/// before the effects were an enum) and the number players read; no other number is an effect.
#[test]
fn every_effect_keeps_its_number() {
    for (i, c) in Chaos::ALL.into_iter().enumerate() {
        let n = i as u8 + 1;
        assert_eq!(c.number(), n);
        assert_eq!(Chaos::from_number(n), Some(c));
        assert_eq!(serde_json::to_string(&c).unwrap(), n.to_string());
        assert_eq!(serde_json::from_str::<Chaos>(&n.to_string()).unwrap(), c);
        assert_eq!(c.to_string(), format!("#{n}"));
        assert!(!c.text().is_empty());
    }
    assert_eq!(Chaos::DestroyTraps.number(), 30);
    assert_eq!(
        Chaos::DestroyTraps.text(),
        "Destroy all traps. You may plant a trap for each destroyed"
    );
    for n in [0, 41, 255] {
        assert_eq!(Chaos::from_number(n), None);
        assert!(serde_json::from_str::<Chaos>(&n.to_string()).is_err());
    }
}
