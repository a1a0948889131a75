//! The shop (seed §1, rulings §2.2, R92–R97, R107): order, prices, buying and every entry.

use super::super::board::{parse_sq, EARTH, HEAVEN, HELL};
use super::super::pieces::{Color, Kind};
use super::super::shop::Entry;
use super::super::HeavenAndHell;
use super::{at, legal, piece, play, pos};
use crate::view::{ItemKind, Viewer};
use crate::{Game, Side, ToAct};

/// Kings, 50 coins each and every entry unlocked at its base price, in base order.
fn open_shop(extra: &str) -> HeavenAndHell {
    let shop: Vec<String> = Entry::ALL
        .iter()
        .map(|e| format!("{}:{}", e.code(), e.base_price()))
        .collect();
    pos(&format!(
        "coins 50 50\nshop 16 {}\npiece E e1 white king\npiece E e8 black king\n{extra}",
        shop.join(" ")
    ))
}

fn sq(s: &str) -> (i8, i8) {
    parse_sq(s).unwrap()
}

#[test]
fn start_shop_is_shuffled_with_three_unlocked() {
    let g = HeavenAndHell::new_game(1);
    assert_eq!(g.shop.order.len(), 16);
    assert_eq!(g.shop.unlocked, 3);
    for e in Entry::ALL {
        assert_eq!(g.shop.price(e), Some(e.base_price()));
    }
    let orders: Vec<Vec<Entry>> = (1..6)
        .map(|s| {
            HeavenAndHell::new_game(s)
                .shop
                .order
                .iter()
                .map(|x| x.0)
                .collect()
        })
        .collect();
    assert!(
        orders.iter().any(|o| *o != orders[0]),
        "the order is shuffled"
    );
    let v = g.shop_view();
    assert_eq!(v.unlocked.len(), 3);
    assert_eq!(v.locked, 13);
    assert_eq!(v.coins, [0, 0]);
    assert!(g.shop_text().contains("13 more locked"));
    // Nothing is affordable at 0 coins.
    assert!(legal(&g, Side::White).iter().all(|a| !a.starts_with("buy")));
}

#[test]
fn buying_pays_raises_the_price_unlocks_the_next_and_is_an_action() {
    let mut g = pos("coins 9 0\nshop 3 orb:4 two-actions:12 forgive:2 stun:6\npiece E e1 white king\npiece E e8 black king\n");
    let l = legal(&g, Side::White);
    assert!(l.contains(&"buy orb".to_string()));
    assert!(
        !l.iter().any(|a| a.starts_with("buy two-actions")),
        "unaffordable"
    );
    assert!(
        !l.iter().any(|a| a.starts_with("buy forgive")),
        "no legal target"
    );
    assert!(!l.iter().any(|a| a.starts_with("buy stun")), "locked");
    play(&mut g, Side::White, "buy orb");
    assert_eq!(g.coins[0], 5);
    assert_eq!(g.shop.price(Entry::Orb), Some(5));
    assert_eq!(g.shop.unlocked, 4);
    assert_eq!(g.shop.order.len(), 4, "the bought entry stays");
    assert!(matches!(
        g.to_act(),
        ToAct::Decision {
            side: Side::White,
            ..
        }
    ));
    play(&mut g, Side::White, "choose 1");
    while let ToAct::Decision { side, .. } = g.to_act() {
        let a = g.legal_actions(side)[0].clone();
        g.play(side, a).unwrap();
    }
    assert_eq!(
        g.to_act(),
        ToAct::Side(Side::Black),
        "buying used White's action"
    );
    assert!(g.history()[0].starts_with("White: buy orb"));
}

#[test]
fn buy_notation_round_trips_and_targets_are_listed() {
    let g = open_shop("piece E a2 white pawn\npiece V c3 black knight murderer\n");
    for a in g.legal_actions(Side::White) {
        let t = g.notation(Side::White, &a);
        assert_eq!(g.parse_action(Side::White, &t), Ok(a.clone()), "{t}");
    }
    let l = legal(&g, Side::White);
    for s in [
        "buy stun E:a2",
        "buy stun V:c3",
        "buy upgrade V:c3",
        "buy trap",
        "buy fire E:d4",
        "buy orb",
        "buy curse E:a2",
        "buy rook L:a1",
        "buy knight V:h1",
        "buy bishop E:c1",
        "buy two-actions",
        "buy teleport E:a2 E:h5",
        "buy freeze V:g7",
        "buy forgive V:c3",
    ] {
        assert!(l.contains(&s.to_string()), "{s} missing");
    }
    for s in [
        "buy stun E:e1",
        "buy upgrade E:e1",
        "buy curse E:e1",
        "buy fire E:a2",
        "buy rook E:e1",
        "buy teleport V:c3 V:c4",
        "buy teleport E:a2 E:e1",
        "buy kill E:a2",
        "buy thaw E:a1",
        "buy to-earth E:a2",
    ] {
        assert!(!l.contains(&s.to_string()), "{s} listed");
    }
    assert!(g.parse_action(Side::White, "BUY Stun e:A2").is_ok());
}

#[test]
fn stun_curse_forgive_and_two_actions() {
    let mut g = open_shop("piece V c3 black knight murderer\npiece E a2 white pawn\n");
    play(&mut g, Side::White, "buy stun V:c3");
    assert_eq!(piece(&g, HEAVEN, "c3").stun, 3);
    assert_eq!(g.coins[0], 50 - 6 + 1, "paid, then income");
    play(&mut g, Side::Black, "buy curse E:a2");
    assert!(piece(&g, EARTH, "a2").cursed);
    play(&mut g, Side::White, "buy forgive V:c3");
    assert!(!piece(&g, HEAVEN, "c3").murderer);
    play(&mut g, Side::Black, "buy two-actions");
    play(&mut g, Side::White, "e1e2");
    assert_eq!(g.actions_left, 2, "Black's next turn has two actions");
}

#[test]
fn to_earth_and_teleport_are_passive_moves_of_your_own_piece() {
    let mut g = open_shop(
        "piece L d4 white rook\npiece E d4 black knight\npiece E a2 white pawn\nitem E h5 coin 3\n",
    );
    assert!(!legal(&g, Side::Black)
        .iter()
        .any(|a| a == "buy to-earth L:d4"));
    play(&mut g, Side::White, "buy to-earth L:d4");
    assert_eq!(at(&g, EARTH, "d4"), Some((Color::White, Kind::Rook)));
    assert_eq!(
        at(&g, HEAVEN, "d4"),
        Some((Color::Black, Kind::Knight)),
        "captured"
    );
    play(&mut g, Side::Black, "e8e7");
    let before = g.coins[0];
    play(&mut g, Side::White, "buy teleport E:a2 E:h5");
    assert_eq!(at(&g, EARTH, "h5"), Some((Color::White, Kind::Pawn)));
    assert_eq!(
        g.coins[0],
        before - 6 + 3 + 1,
        "paid, coins collected, income"
    );
}

#[test]
fn upgrade_asks_the_owner_and_kill_removes_a_non_standard_piece() {
    let mut g = open_shop("piece E a7 black rook\npiece E h4 black wizard\n");
    play(&mut g, Side::White, "buy upgrade E:a7");
    assert!(matches!(
        g.to_act(),
        ToAct::Decision {
            side: Side::Black,
            ..
        }
    ));
    play(&mut g, Side::Black, "choose scout");
    assert_eq!(at(&g, EARTH, "a7"), Some((Color::Black, Kind::Scout)));
    assert!(!piece(&g, EARTH, "a7").experienced);
    play(&mut g, Side::Black, "e8e7");
    play(&mut g, Side::White, "buy kill E:h4");
    assert_eq!(at(&g, EARTH, "h4"), None);
    assert_eq!(at(&g, HEAVEN, "h4"), Some((Color::Black, Kind::Wizard)));
}

#[test]
fn fire_thaw_and_freeze() {
    let mut g = open_shop("item V d4 ice\n");
    play(&mut g, Side::White, "buy fire V:d4");
    assert!(!g.items(HEAVEN, sq("d4")).ice && !g.items(HEAVEN, sq("d4")).fire);
    play(&mut g, Side::Black, "buy freeze L:g7");
    for s in ["g7", "h7", "g8", "h8"] {
        assert!(g.items(HELL, sq(s)).ice, "{s}");
    }
    play(&mut g, Side::White, "buy fire L:a1");
    assert!(g.items(HELL, sq("a1")).fire);
    play(&mut g, Side::Black, "buy thaw L:g6");
    assert!(!g.items(HELL, sq("g6")).fire && !g.items(HELL, sq("g7")).ice);
    assert!(g.items(HELL, sq("g8")).ice, "outside the 2x2 block");
}

#[test]
fn spawns_place_new_unmoved_pieces_on_your_back_rank_on_any_plane() {
    let mut g = open_shop("");
    play(&mut g, Side::White, "buy rook L:a1");
    assert_eq!(at(&g, HELL, "a1"), Some((Color::White, Kind::Rook)));
    assert!(!piece(&g, HELL, "a1").moved);
    play(&mut g, Side::Black, "buy knight V:b8");
    assert_eq!(at(&g, HEAVEN, "b8"), Some((Color::Black, Kind::Knight)));
    assert!(!legal(&g, Side::White).contains(&"buy bishop V:b8".to_string()));
    play(&mut g, Side::White, "buy bishop E:c1");
    assert_eq!(at(&g, EARTH, "c1"), Some((Color::White, Kind::Bishop)));
}

#[test]
fn orb_resolves_a_chaos_pick_at_once() {
    let mut g = open_shop("");
    play(&mut g, Side::White, "buy orb");
    assert!(g
        .prompt(g.engine.pending.as_ref().unwrap())
        .starts_with("Chaos Orb"));
}

#[test]
fn trap_square_stays_secret_until_it_springs() {
    let mut g = open_shop("piece E a2 black pawn\n");
    let r = g
        .play(
            Side::White,
            g.parse_action(Side::White, "buy trap").unwrap(),
        )
        .unwrap();
    assert!(!r.public.contains("d5"));
    assert!(matches!(
        g.to_act(),
        ToAct::Decision {
            side: Side::White,
            ..
        }
    ));
    assert!(legal(&g, Side::White).contains(&"trap V:d5".to_string()));
    assert!(legal(&g, Side::Black).is_empty());
    // The placement is a secret decision: the bot must take it in private.
    assert!(g.secret_decision(Side::White));
    assert!(!g.secret_decision(Side::Black));
    let a = g.parse_action(Side::White, "trap E:a1").unwrap();
    let r = g.play(Side::White, a).unwrap();
    assert_eq!(r.public, "White planted a Secret Trap");
    assert!(!g.secret_decision(Side::White));
    assert_eq!(r.private.len(), 1);
    assert_eq!(r.private[0].0, Side::White);
    assert_eq!(r.private[0].1.text, "Your Secret Trap is on E:a1.");
    assert!(!g.history().join("|").contains("a1"), "{:?}", g.history());
    let has_trap = |v: &crate::view::BoardView| {
        v.boards.iter().any(|b| {
            b.cells
                .iter()
                .any(|c| c.items.iter().any(|i| i.kind == ItemKind::Trap))
        })
    };
    assert!(!has_trap(&g.view(Viewer::Public)));
    assert!(!has_trap(&g.view(Viewer::Player(Side::Black))));
    assert!(has_trap(&g.view(Viewer::Player(Side::White))));
    assert!(!g.text_board(Viewer::Public).contains('x'));
    // The Black pawn walks into it: revealed now.
    let a = g.parse_action(Side::Black, "E:a2-a1=Q").unwrap();
    let r = g.play(Side::Black, a).unwrap();
    assert!(g.traps.is_empty());
    assert!(r.public.contains("springs on E:a1"), "{}", r.public);
}

#[test]
fn teleport_targets_match_the_relocation_rule() {
    let g = HeavenAndHell::from_position(super::selfplay::ZOO, 3).unwrap();
    let mut g = g;
    g.coins = [50, 50];
    g.shop.unlocked = 16;
    for side in Side::BOTH {
        for t in g.entry_targets(side, Entry::Teleport) {
            let p = g.at(t[0].0, t[0].1).unwrap();
            assert!(g.relocation_ok(p, side, t[1].0, t[1].1));
        }
        let n: usize = g
            .board_pieces()
            .iter()
            .filter(|p| g.controls(side, p))
            .map(|p| {
                (0..64)
                    .map(super::super::board::sq_of)
                    .filter(|a| *a != p.anchor && g.relocation_ok(p, side, p.plane, *a))
                    .count()
            })
            .sum();
        assert_eq!(g.entry_targets(side, Entry::Teleport).len(), n);
    }
}

#[test]
fn a_pending_trap_and_the_shop_survive_position_text_and_json() {
    let mut g = HeavenAndHell::new_game(9);
    g.coins = [20, 20];
    g.shop.unlocked = 16;
    play(&mut g, Side::White, "buy trap");
    let text = g.position();
    assert!(text.contains("\nshop 16 "));
    let mut h = HeavenAndHell::from_position(&text, 0).unwrap();
    assert_eq!(h.position(), text);
    assert_eq!(h.shop, g.shop);
    let json = serde_json::to_string(&g).unwrap();
    let mut j: HeavenAndHell = serde_json::from_str(&json).unwrap();
    for x in [&mut h, &mut j] {
        play(x, Side::White, "trap L:d5");
        assert_eq!(x.traps.len(), 1);
        assert_eq!(x.to_act(), ToAct::Side(Side::Black));
    }
}
