//! Scenario tests for the seed's rules and the rulings, round trips, secrecy and self-play.

use super::board::{EARTH, HEAVEN, HELL};
use super::engine::{Action, Answer};
use super::pieces::{Color, Kind};
use super::HeavenAndHell;
use crate::view::{ItemKind, Viewer};
use crate::{Game, Rng, Side, ToAct};

mod chaos_tests;
mod promotion_tests;
mod random_tests;
mod refusal_tests;
mod rules_tests;
mod rulings_tests;
mod selfplay;
mod shop_tests;

/// A game from a position text (panics on a bad text: tests write them by hand).
pub(crate) fn pos(text: &str) -> HeavenAndHell {
    HeavenAndHell::from_position(&format!("heaven-and-hell 1\n{text}"), 7).expect("position")
}

/// Parses and plays `text` for `side`.
pub(crate) fn play(g: &mut HeavenAndHell, side: Side, text: &str) {
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("parse {text}: {e}\n{}", g.position()));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("play {text}: {e}\n{}", g.position()));
}

/// The piece on a plane square: (colour, kind).
pub(crate) fn at(g: &HeavenAndHell, plane: u8, sq: &str) -> Option<(Color, Kind)> {
    g.at(plane, super::board::parse_sq(sq).unwrap())
        .map(|p| (p.color, p.kind))
}

/// The piece on a plane square.
pub(crate) fn piece<'a>(g: &'a HeavenAndHell, plane: u8, sq: &str) -> &'a super::pieces::Piece {
    g.at(plane, super::board::parse_sq(sq).unwrap())
        .unwrap_or_else(|| panic!("no piece on {sq}\n{}", g.position()))
}

/// The canonical notations of `side`'s legal actions.
pub(crate) fn legal(g: &HeavenAndHell, side: Side) -> Vec<String> {
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}

/// Checks the invariants of a state: no two pieces on one square, footprints on existing
/// squares, nobody lifted off while idle or deciding, Fire never under a non-immune piece.
pub(crate) fn check_invariants(g: &HeavenAndHell) {
    let mut seen = [[0u32; 64]; 3];
    for p in &g.pieces {
        if !p.on_board {
            assert!(
                !g.engine.is_idle() || g.outcome.is_some(),
                "lifted piece while idle\n{}",
                g.position()
            );
            continue;
        }
        for s in super::board::block(p.anchor, p.k()) {
            assert!(
                g.exists(p.plane, s),
                "footprint off the board\n{}",
                g.position()
            );
            let i = super::board::idx(s);
            assert_eq!(
                seen[p.plane as usize][i],
                0,
                "two pieces on one square\n{}",
                g.position()
            );
            seen[p.plane as usize][i] = p.id;
        }
    }
    for plane in 0..3u8 {
        for i in 0..64 {
            let it = g.items(plane, super::board::sq_of(i));
            assert!(!(it.fire && it.ice), "fire and ice together");
        }
    }
    // Coins are unsigned; a purchase never costs more than the buyer has.
    assert!(g.coins.iter().all(|c| *c < 1_000_000), "coin underflow");
    assert!(g.shop.unlocked <= g.shop.order.len());
    // What each player can know of the other's trap count brackets the truth.
    let counts = g.trap_counts();
    for owner in crate::Side::BOTH {
        let real = g.traps.iter().filter(|t| t.owner == owner).count() as u32;
        let c = counts[owner.index()];
        assert!(
            c.most - c.unsure <= real && real <= c.most,
            "{owner}: {real} traps, counted {c:?}\n{}",
            g.position()
        );
    }
}

#[test]
fn start_position_matches_seed_2_1() {
    let g = HeavenAndHell::new_game(1);
    assert_eq!(at(&g, EARTH, "e1"), Some((Color::White, Kind::King)));
    assert_eq!(at(&g, EARTH, "d8"), Some((Color::Black, Kind::Queen)));
    assert_eq!(g.pieces.len(), 32);
    assert!(g.items(HEAVEN, (2, 2)).orb && g.items(HEAVEN, (5, 5)).orb);
    assert_eq!(g.items(HEAVEN, (1, 5)).coins, 2);
    assert_eq!(g.items(HEAVEN, (6, 2)).coins, 2);
    assert!(g.items(HELL, (2, 5)).orb && g.items(HELL, (5, 2)).orb);
    assert!(g.items(HELL, (1, 2)).fire && g.items(HELL, (6, 5)).fire);
    assert_eq!(g.coins, [0, 0]);
    assert_eq!(g.to_act(), ToAct::Side(Side::White));
    assert_eq!(legal(&g, Side::White).len(), 20);
    assert!(legal(&g, Side::Black).is_empty());
}

/// HH-28: a game that kept no trap counts (stored before they were kept, or a position text
/// without a `trapcount` line) does not give the other player its exact number of traps: every
/// trap it holds is in doubt.
#[test]
fn trap_counts_that_were_not_kept_are_all_in_doubt() {
    let text = format!("{}trap E e4 black\n", HeavenAndHell::new_game(1).position());
    let g = HeavenAndHell::from_position(&text, 1).unwrap();
    let counts = g.trap_counts();
    assert_eq!((counts[1].most, counts[1].unsure), (1, 1));
    assert_eq!((counts[0].most, counts[0].unsure), (0, 0));
    // A new game has no trap, and knows it.
    let fresh = HeavenAndHell::new_game(1).trap_counts();
    assert!(fresh.iter().all(|c| c.most == 0 && c.unsure == 0));
}

#[test]
fn position_text_round_trips() {
    let mut g = HeavenAndHell::new_game(3);
    play(&mut g, Side::White, "e2e4");
    let text = g.position();
    let h = HeavenAndHell::from_position(&text, 3).unwrap();
    assert_eq!(h.position(), text);
    let rich = pos("turn black actions 2 done 1 bonus 1 0\ncoins 5 3\n\
        piece V d4 white queen size 1 moved murderer experienced cursed hat double investor 2 stun 3 history gained:size #4\n\
        piece E a1 neutral imp forced #9\npiece L h8 black warlock portal history from:rook #2\n\
        item E c3 coin 3\nitem E c4 fire\nitem V a8 ice\nitem L a1 orb\ntrap E d5 white\nhole V h1\nep E e3 #9 a1\nban #9 E a2");
    let t = rich.position();
    assert_eq!(HeavenAndHell::from_position(&t, 1).unwrap().position(), t);
    // JSON round trip of the whole state.
    let json = serde_json::to_string(&rich).unwrap();
    let back: HeavenAndHell = serde_json::from_str(&json).unwrap();
    assert_eq!(back.position(), t);
}

#[test]
fn bad_positions_are_refused() {
    for bad in [
        "piece E a1 white rook\npiece E a1 black rook",
        "piece E h8 white rook size 1",
        "item E a1 fire\nitem E a1 ice",
        "piece X a1 white rook",
    ] {
        assert!(HeavenAndHell::from_position(&format!("heaven-and-hell 1\n{bad}"), 1).is_err());
    }
}

#[test]
fn public_view_never_shows_traps() {
    let g = pos("piece E e1 white king\npiece E e8 black king\ntrap E d5 white\ntrap V a1 black");
    let has_trap = |v: &crate::BoardView| {
        v.boards.iter().any(|b| {
            b.cells
                .iter()
                .any(|c| c.items.iter().any(|i| i.kind == ItemKind::Trap))
        })
    };
    assert!(!has_trap(&g.view(Viewer::Public)));
    assert!(has_trap(&g.view(Viewer::Player(Side::White))));
    assert!(has_trap(&g.view(Viewer::Player(Side::Black))));
    let white = g.view(Viewer::Player(Side::White));
    let earth = &white.boards[1];
    assert!(earth
        .cells
        .iter()
        .any(|c| c.square == crate::Square::new(3, 4)
            && c.items.iter().any(|i| i.kind == ItemKind::Trap)));
    assert!(!white.boards[0]
        .cells
        .iter()
        .any(|c| c.items.iter().any(|i| i.kind == ItemKind::Trap)));
    assert!(!g.text_board(Viewer::Public).contains('x'));
    assert!(g.history().iter().all(|l| !l.contains("trap")));
}

#[test]
fn view_shows_planes_items_badges_and_spans() {
    let g = pos("coins 4 2\npiece E e1 white king\npiece E e8 black king\npiece V c3 white queen size 1 cursed murderer stun 2\npiece L a1 neutral imp\nitem V h8 coin 3");
    let v = g.view(Viewer::Public);
    let labels: Vec<_> = v.boards.iter().map(|b| b.label.clone().unwrap()).collect();
    assert_eq!(labels, ["Heaven", "Earth", "Hell"]);
    assert_eq!(v.boards[0].theme, crate::view::PlaneTheme::Heaven);
    assert_eq!(v.boards[2].theme, crate::view::PlaneTheme::Hell);
    let q = v.boards[0]
        .cells
        .iter()
        .find(|c| c.piece.is_some())
        .unwrap();
    assert_eq!(q.piece.as_ref().unwrap().span, (2, 2));
    let texts: Vec<_> = q.badges.iter().map(|b| b.text.clone()).collect();
    assert!(
        texts.contains(&"z2".to_string())
            && texts.contains(&"☠".to_string())
            && texts.contains(&"M".to_string())
    );
    let imp = v.boards[2]
        .cells
        .iter()
        .find(|c| c.piece.is_some())
        .unwrap();
    assert_eq!(imp.piece.as_ref().unwrap().ink, crate::view::Ink::Neutral);
    let coin = v.boards[0]
        .cells
        .iter()
        .flat_map(|c| c.items.iter())
        .find(|i| i.kind == ItemKind::Coin)
        .unwrap();
    assert_eq!(coin.count, Some(3));
    assert!(v.panel.iter().any(|l| l.text.contains("White coins: 4")));
    assert!(v.panel.iter().any(|l| l.text.contains("Black coins: 2")));
}

#[test]
fn play_errors_leave_state_unchanged() {
    let mut g = HeavenAndHell::new_game(5);
    let before = g.position();
    let a = g.parse_action(Side::White, "e2e4").unwrap();
    assert!(g.play(Side::Black, a.clone()).is_err());
    let bogus = Action::Move {
        plane: EARTH,
        from: (4, 1),
        to: (4, 4),
        capture: false,
        promo: None,
        chain: None,
    };
    assert!(g.play(Side::White, bogus).is_err());
    assert!(g.play(Side::White, Action::End).is_err());
    assert!(g.play(Side::White, Action::Decline).is_err());
    assert!(g
        .play(Side::White, Action::Choose(Answer::Pick(1)))
        .is_err());
    assert_eq!(g.position(), before);
    assert!(g.parse_action(Side::White, "H:e2e4").is_err());
    assert!(g.parse_action(Side::White, "e2e5").is_err());
    assert!(g.parse_action(Side::White, "nonsense").is_err());
}

#[test]
fn notation_round_trips_and_accepts_variants() {
    let g = HeavenAndHell::new_game(2);
    for a in g.legal_actions(Side::White) {
        let n = g.notation(Side::White, &a);
        assert_eq!(g.parse_action(Side::White, &n).unwrap(), a, "{n}");
        assert!(g.label(Side::White, &a).chars().count() <= 100);
    }
    let e = g.parse_action(Side::White, "E:e2-e4").unwrap();
    for v in ["e2e4", "e2-e4", "E:e2e4", "e:E2-E4", "earth:e2-e4"] {
        assert_eq!(g.parse_action(Side::White, v).unwrap(), e, "{v}");
    }
    let err = g.parse_action(Side::White, "H:e2e4").unwrap_err();
    assert!(err.to_string().contains("ambiguous plane"));
}

#[test]
fn random_decisions_are_listed_as_actions() {
    // A pending decision is ToAct::Decision and its answers are the legal actions.
    let mut g = pos("piece E e1 white king\npiece E e8 black king\npiece E d4 white pawn experienced\npiece E e5 black rook");
    play(&mut g, Side::White, "d4xe5");
    match g.to_act() {
        ToAct::Decision { side, .. } => assert_eq!(side, Side::White),
        t => panic!("{t:?}"),
    }
    let l = legal(&g, Side::White);
    assert_eq!(l, ["choose knight", "choose bomber", "choose size"]);
    assert!(legal(&g, Side::Black).is_empty());
}

#[test]
fn parsing_junk_never_panics() {
    let g = HeavenAndHell::from_position(selfplay::ZOO, 3).unwrap();
    let mut rng = Rng::new(4);
    let alphabet: Vec<char> = "aehlvxoO0-=:*#12345678 QRBNchoseupiylfrt\u{e9}\u{1f525}"
        .chars()
        .collect();
    for _ in 0..3000 {
        let n = rng.below(12);
        let text: String = (0..n)
            .map(|_| alphabet[rng.below(alphabet.len())])
            .collect();
        for side in Side::BOTH {
            if let Ok(a) = g.parse_action(side, &text) {
                assert!(
                    a.offered_by(&g.legal_actions(side))
                        || matches!(a, Action::Move { chain: Some(_), .. })
                );
            }
        }
    }
}

#[test]
fn text_board_draws_three_planes() {
    let g = HeavenAndHell::new_game(1);
    let t = g.text_board(Viewer::Public);
    assert!(t.contains("Heaven") && t.contains("Earth") && t.contains("Hell"));
    assert!(t
        .lines()
        .any(|l| l.starts_with("8 ") && l.contains("r n b q k b n r")));
    assert!(t.contains("White to act"));
}
