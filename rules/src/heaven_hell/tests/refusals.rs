//! Rulings §4.5: every refusal a player can trigger names what was wrong and, where it can, what
//! would be right. One test per kind of refusal, each checked by its message; every refusal
//! leaves the state as it was.

use super::super::board::EARTH;
use super::super::engine::Chaos;
use super::super::notation::{Action, Answer};
use super::super::HeavenAndHell;
use super::{play, pos};
use crate::{Game, RuleError, Side};

const KINGS: &str = "piece E e1 white king\npiece E e8 black king\n";

fn kings(extra: &str) -> HeavenAndHell {
    pos(&format!("{KINGS}{extra}"))
}

/// The refusal of `text` for `side`, checked to leave the game unchanged; its message.
fn refusal(g: &HeavenAndHell, side: Side, text: &str) -> RuleError {
    let before = g.position();
    let e = match g.parse_action(side, text) {
        Err(e) => e,
        Ok(a) => {
            let mut h = g.clone();
            match h.play(side, a) {
                Err(e) => {
                    assert_eq!(h.position(), before, "a refused play changed the game");
                    e
                }
                Ok(_) => panic!("`{text}` was accepted\n{before}"),
            }
        }
    };
    assert_eq!(g.position(), before);
    e
}

/// Asserts that `text` is refused with a message holding every one of `parts`.
#[track_caller]
fn says(g: &HeavenAndHell, side: Side, text: &str, parts: &[&str]) -> RuleError {
    let e = refusal(g, side, text);
    let m = e.to_string();
    for p in parts {
        assert!(m.contains(p), "`{text}`: expected {p:?} in {m:?}");
    }
    assert!(
        !m.contains("That piece cannot do that now")
            && !m.contains("That action is not legal now")
            && !is_catch_all(&m),
        "generic message for `{text}`: {m}"
    );
    e
}

// ---------------------------------------------------------------- reading the text

#[test]
fn parse_errors_name_the_bad_part() {
    let g = HeavenAndHell::new_game(1);
    let e = says(
        &g,
        Side::White,
        "e2-e9",
        &[
            "`e9` is not a square",
            "files run from a to h and ranks from 1 to 8",
        ],
    );
    assert!(matches!(e, RuleError::Malformed { .. }));
    says(&g, Side::White, "i2i4", &["`i2` is not a square"]);
    says(
        &g,
        Side::White,
        "X:e2e4",
        &["`x:` is not a plane", "`E:`", "`V:`", "`L:`"],
    );
    says(
        &g,
        Side::White,
        "H:e2e4",
        &["ambiguous plane: use V (Heaven) or L (Hell)"],
    );
    says(
        &g,
        Side::White,
        "fly away",
        &["`fly away` is not an action", "Examples"],
    );
    says(&g, Side::White, "", &["Type an action"]);
    says(
        &g,
        Side::White,
        "e2",
        &[
            "A move names two squares",
            "Its legal moves now: E:e2-e3, E:e2-e4",
        ],
    );
}

#[test]
fn whose_turn_and_game_over() {
    let g = HeavenAndHell::new_game(1);
    let e = says(&g, Side::Black, "e7e5", &["It is White's turn."]);
    assert!(matches!(e, RuleError::NotYourTurn { .. }));
    let mut over = kings("");
    over.outcome = Some(crate::Outcome::draw(crate::Ending::HhBothLost));
    assert_eq!(refusal(&over, Side::White, "e1e2"), RuleError::GameOver);
}

// ---------------------------------------------------------------- the piece

#[test]
fn no_piece_not_yours_angel_and_stunned() {
    let g = HeavenAndHell::new_game(1);
    says(&g, Side::White, "e3e4", &["There is no piece on E:e3."]);
    says(
        &g,
        Side::White,
        "e7e5",
        &["The Pawn on E:e7 is Black's, not yours."],
    );
    let g = kings("coins 2 2\npiece E d4 neutral angel\npiece E a2 white knight stun 2\n");
    says(
        &g,
        Side::White,
        "d4d5",
        &[
            "The Angel acts only for the player with strictly more coins",
            "you have 2, Black has 2",
        ],
    );
    says(
        &g,
        Side::White,
        "a2c3",
        &["The Knight on E:a2 is Stunned (2 stacks left) and cannot act (R54)."],
    );
}

#[test]
fn a_move_outside_the_pattern_says_how_the_piece_moves_and_what_it_can_do() {
    let g = HeavenAndHell::new_game(1);
    says(
        &g,
        Side::White,
        "g1g3",
        &[
            "The Knight on E:g1 cannot go to E:g3: a Knight leaps in an L",
            "Its legal moves now: ",
            "E:g1-f3",
            "E:g1-h3",
        ],
    );
    says(
        &g,
        Side::White,
        "e2d3",
        &["A Pawn moves diagonally only to capture: there is no enemy on E:d3."],
    );
    says(
        &g,
        Side::White,
        "e2e5",
        &["cannot go to E:e5: a Pawn steps one square forward"],
    );
    says(
        &g,
        Side::White,
        "e1g1",
        &["A King moves one square; to castle, send `E:O-O`."],
    );
    // A Checker Knight's chain must start with a jump (R78).
    let checker = kings("piece E d2 white checker\n");
    let m = says(
        &checker,
        Side::White,
        "d2-d3-d4",
        &["Only a jump can be followed"],
    );
    assert!(!m.to_string().contains("cannot go to"), "{m}");
    // Off its home rank, two files is no castling: the King is told how it moves.
    let away = pos("piece E e4 white king\npiece E e8 black king\n");
    let m = says(
        &away,
        Side::White,
        "e4g4",
        &["cannot go to E:g4: a King steps one square"],
    );
    assert!(!m.to_string().contains("to castle, send"), "{m}");
}

#[test]
fn blocked_paths_allies_and_occupied_squares() {
    let g = HeavenAndHell::new_game(1);
    says(
        &g,
        Side::White,
        "a1a3",
        &["The way is blocked by White's Pawn on E:a2."],
    );
    says(
        &g,
        Side::White,
        "d1d2",
        &["Your own Pawn stands on E:d2: a piece never moves onto an ally (R26)."],
    );
    let g = kings("piece E e4 white pawn moved\npiece E e5 black pawn moved\n");
    says(
        &g,
        Side::White,
        "e4e5",
        &["A Pawn steps forward only onto an empty square; Black's Pawn stands on E:e5."],
    );
    let g = kings("piece E e2 white pawn\npiece E e3 black knight\n");
    says(
        &g,
        Side::White,
        "e2e4",
        &["The square it passes, E:e3, must be empty: Black's Knight stands there."],
    );
    // An Imp in the way blocks like any piece.
    let g = kings("piece E a1 white rook\npiece E a3 neutral imp\n");
    says(
        &g,
        Side::White,
        "a1a5",
        &["The way is blocked by the Imp on E:a3."],
    );
}

#[test]
fn destroyed_squares_on_the_way_or_at_the_end() {
    let g = kings("piece E a1 white rook\nhole E a3\nhole E b1\n");
    says(
        &g,
        Side::White,
        "a1a3",
        &[
            "E:a3 is destroyed (R49): nothing can land there.",
            "Its legal moves now: E:a1-a2",
        ],
    );
    says(
        &g,
        Side::White,
        "a1a5",
        &["The way crosses the destroyed square E:a3 (R49)."],
    );
    says(&g, Side::White, "a1b1", &["E:b1 is destroyed"]);
    let g = kings("piece E g3 white rook size 1\n");
    says(
        &g,
        Side::White,
        "g3h3",
        &["The 2×2 Rook would stand partly off the board (R31)."],
    );
}

#[test]
fn double_steps_and_en_passant() {
    let g = kings("piece E e3 white pawn moved\npiece E c2 white bomber\n");
    says(
        &g,
        Side::White,
        "e3e5",
        &["A Pawn double-steps only from its starting rank (rank 2 for White)."],
    );
    says(
        &g,
        Side::White,
        "c2c4",
        &["A Suicide Bomber never moves two squares"],
    );
    // En passant by a piece that is not a size-1 Pawn.
    let mut g = kings(
        "turn black actions 1 done 0 bonus 0 0\npiece E e5 white bomber moved\n\
         piece E d7 black pawn\n",
    );
    play(&mut g, Side::Black, "d7d5");
    says(
        &g,
        Side::White,
        "e5d6",
        &["Only a size-1 Pawn captures en passant (R16, R70); E:d6 stands empty."],
    );
}

#[test]
fn the_imp_undo_ban_is_named() {
    let mut g = kings("turn black actions 1 done 0 bonus 0 0\npiece E d4 neutral imp\n");
    // Black moves the Imp down (its forward is Black's), with no side effect.
    play(&mut g, Side::Black, "d4d3");
    says(
        &g,
        Side::White,
        "d3d4",
        &[
            "The Imp on E:d3 cannot go straight back to E:d4 now",
            "undoing it is not allowed as your first action (R76)",
        ],
    );
}

#[test]
fn shots_and_jumps() {
    let g = kings(
        "piece E d4 white knight\npiece E a4 white fortress\npiece E b6 black king\n\
         piece E b5 black fortress\npiece E c4 white checker\n",
    );
    says(
        &g,
        Side::White,
        "d4*e6",
        &["Only a Mounted Archer or a Fortress shoots (`*`)"],
    );
    says(
        &g,
        Side::White,
        "a4*b3",
        &["There is nothing on E:b3 to shoot."],
    );
    says(
        &g,
        Side::White,
        "a4*a5",
        &["cannot shoot E:a5: a Fortress shoots only its 4 diagonal neighbours"],
    );
    // The Black King beside its Fortress cannot be captured (R25).
    let g2 = kings(
        "piece E c5 white fortress\npiece E b7 black fortress\npiece E b6 black king moved\n",
    );
    says(
        &g2,
        Side::White,
        "c5*b6",
        &["cannot be captured now (R25: an allied Fortress stands next to it)"],
    );
    says(
        &g,
        Side::White,
        "c4c6",
        &["A Checker Knight jumps only over an adjacent piece; nothing stands on E:c5."],
    );
}

// ---------------------------------------------------------------- promotion letters

#[test]
fn promotion_letters() {
    let g = kings(
        "piece E b7 white pawn moved\npiece E e4 white pawn moved\n\
                   piece E g7 white pawn experienced moved\npiece E h8 black rook\n",
    );
    says(
        &g,
        Side::White,
        "b7b8=K",
        &["`=Q`, `=R`, `=B` or `=N`, not `=K`", "send `E:b7-b8`"],
    );
    says(
        &g,
        Side::White,
        "e4e5=Q",
        &["`E:e4-e5` does not promote", "leave out `=Q`"],
    );
    says(
        &g,
        Side::White,
        "g7xh8=Q",
        &[
            "An Experienced Pawn capturing onto its last rank chooses",
            "send `E:g7xh8` without `=Q`",
        ],
    );
}

// ---------------------------------------------------------------- castling

#[test]
fn castling_refusals_name_the_reason() {
    let g = HeavenAndHell::new_game(1);
    says(
        &g,
        Side::White,
        "O-O",
        &["The castling path is not empty: White's Bishop stands on E:f1 (R19)."],
    );
    says(
        &g,
        Side::White,
        "V:O-O",
        &["Castling happens only on Earth (R19), not in Heaven."],
    );
    let g = kings("piece E h1 white rook\nitem E f1 coin 1\npiece E a1 white rook moved\n");
    says(
        &g,
        Side::White,
        "E:O-O",
        &["The castling path is not empty: coins lie on E:f1"],
    );
    says(
        &g,
        Side::White,
        "O-O-O",
        &["The Rook on E:a1 has moved, so it can no longer castle (R19)."],
    );
    let g = kings("piece E h1 white rook\nhole E g1\n");
    says(
        &g,
        Side::White,
        "0-0",
        &["The castling path is not empty: E:g1 is destroyed"],
    );
    let g = pos("piece E e1 white king moved\npiece E e8 black king\npiece E h1 white rook\n");
    says(
        &g,
        Side::White,
        "O-O",
        &["Your King has moved, so it can no longer castle (R19)."],
    );
    let g = kings("");
    says(
        &g,
        Side::White,
        "O-O",
        &["Castling king-side needs your Rook on E:h1 (R19)."],
    );
    let g = pos("piece E d1 white king\npiece E e8 black king\npiece E h1 white rook\n");
    says(
        &g,
        Side::White,
        "O-O",
        &["Castling needs your King on E:e1 (R19)."],
    );
}

// ---------------------------------------------------------------- the shop

fn shop(extra: &str) -> HeavenAndHell {
    kings(&format!(
        "coins 3 50\nshop 3 orb:5 stun:6 teleport:6 kill:20 fire:5 thaw:8 rook:12 curse:6 \
         forgive:2 upgrade:8 to-earth:12 trap:6 freeze:6 knight:8 bishop:10\n{extra}"
    ))
}

/// The same shop with everything open and coins to spare.
fn rich(extra: &str) -> HeavenAndHell {
    let mut g = shop(extra);
    g.coins = [50, 50];
    g.shop.unlocked = g.shop.order.len();
    g
}

#[test]
fn buying_refusals_name_price_locks_and_entries() {
    let g = shop("");
    says(
        &g,
        Side::White,
        "buy orb",
        &["`orb` costs 5 coins; you have 3 (R9)."],
    );
    says(
        &g,
        Side::White,
        "buy kill E:e8",
        &[
            "`kill` is still locked",
            "Open now: orb (5 coins), stun (6 coins), teleport (6 coins).",
        ],
    );
    says(
        &g,
        Side::White,
        "buy",
        &["Say what to buy", "Open now: orb (5 coins)"],
    );
    says(
        &g,
        Side::White,
        "buy dragon",
        &["There is no shop entry `dragon`.", "stun, to-earth"],
    );
    let mut g = shop("");
    g.shop.remove(super::super::shop::Entry::Curse);
    says(
        &g,
        Side::White,
        "buy curse E:a2",
        &["`curse` is no longer in the shop (removed by chaos, R95)."],
    );
}

#[test]
fn buying_refusals_name_the_target_problem() {
    let g = rich(
        "piece E d4 white knight\npiece V c3 black rook\npiece E a2 white pawn cursed\n\
         piece E g2 white pawn size 1\npiece E b5 white bishop\n",
    );
    let cases: [(&str, &[&str]); 22] = [
        ("buy orb E:d4", &["`buy orb` takes no target."]),
        (
            "buy stun",
            &[
                "`buy stun` takes one target: a non-King piece",
                "For example: `buy stun",
            ],
        ),
        (
            "buy stun E:zz",
            &["`E:zz` is not a target square", "e.g. `E:g8`"],
        ),
        ("buy stun E:e8", &["Kings cannot be stunned."]),
        ("buy stun E:c6", &["There is no piece on E:c6."]),
        (
            "buy stun E:h3",
            &["Name the 2×2 Pawn by its lower-left square, E:g2."],
        ),
        (
            "buy teleport E:d4 V:d5",
            &[
                "`teleport` stays on the same plane",
                "must be a `E:` square",
            ],
        ),
        (
            "buy teleport E:d4 E:a2",
            &["Your own Pawn stands on E:a2: the Knight cannot land on an ally."],
        ),
        (
            "buy teleport V:c3 V:c5",
            &["`teleport` moves only a piece you control (R93); Black's Rook is not."],
        ),
        ("buy teleport E:d4", &["`buy teleport` takes two targets"]),
        (
            "buy to-earth V:c3",
            &["`to-earth` moves only a piece you control (R93)"],
        ),
        ("buy to-earth E:d4", &["The Knight is on Earth already."]),
        (
            "buy kill E:d4",
            &["`kill` takes only a non-standard piece; the Knight is a standard chess piece."],
        ),
        ("buy curse E:a2", &["The Pawn is Cursed already."]),
        (
            "buy curse E:e1",
            &["`curse` takes only a non-royal piece; the King is royal."],
        ),
        (
            "buy forgive E:d4",
            &["The Knight is not a Murderer: there is nothing to forgive."],
        ),
        (
            "buy upgrade E:e1",
            &["`upgrade` takes only a non-royal piece; the King is royal."],
        ),
        (
            "buy fire E:d4",
            &["Fire starts only on an unoccupied square; White's Knight stands on E:d4."],
        ),
        (
            "buy thaw E:c3",
            &["The 2×2 area from E:c3 holds no Fire or Ice."],
        ),
        (
            "buy freeze E:h8",
            &["A 2×2 area is named by its lower-left square, files a–g and ranks 1–7"],
        ),
        (
            "buy rook E:a4",
            &["A new piece goes on your back rank (rank 1), on any plane (R96)."],
        ),
        (
            "buy rook E:e1",
            &["E:e1 is not empty: White's King stands there."],
        ),
    ];
    for (text, parts) in cases {
        says(&g, Side::White, text, parts);
    }
}

#[test]
fn an_entry_with_no_target_at_all_says_so() {
    let mut g = rich("");
    // Every square is destroyed but the Kings' e1 and e8 and Earth's d4, where White has a
    // trap already: no square is left for another.
    g.holes = [u64::MAX, !(1 << 4 | 1 << 60 | 1 << 27), u64::MAX];
    g.traps.push(super::super::board::Trap {
        plane: 1,
        sq: (3, 3),
        owner: Side::White,
    });
    says(
        &g,
        Side::White,
        "buy trap",
        &["there is no square left for another of your traps (R107)"],
    );
    let g = rich("");
    says(
        &g,
        Side::White,
        "buy kill E:e1",
        &["`kill` takes only a non-standard piece; the King is a standard chess piece."],
    );
    says(
        &g,
        Side::White,
        "buy forgive E:d5",
        &["There is no piece on E:d5."],
    );
    let g = rich("piece E d4 white knight\n");
    says(
        &g,
        Side::White,
        "buy to-earth E:d4",
        &["The Knight is on Earth already."],
    );
}

// ---------------------------------------------------------------- abilities

#[test]
fn ability_refusals() {
    let g = rich(
        "piece E c4 white wizard\npiece E a1 white warlock\npiece L e5 black rook\n\
         piece L a1 white knight\npiece E a2 white pawn\npiece E b1 white bishop\n\
         piece E h4 white rook portal\npiece E g6 white wizard\npiece E g5 white pawn\n\
         piece E g7 white pawn\npiece E f6 white pawn\npiece E h6 white pawn\n",
    );
    says(
        &g,
        Side::White,
        "use E:c5 fire",
        &["There is no piece on E:c5."],
    );
    says(
        &g,
        Side::White,
        "use E:b1 fire",
        &["Only a Wizard sets fire with `use`; the Bishop on E:b1 is not one (R79)."],
    );
    says(
        &g,
        Side::White,
        "use E:g6 ice",
        &["The Wizard on E:g6 has no unoccupied square orthogonally next to it"],
    );
    says(
        &g,
        Side::White,
        "use E:c4 pull L:e5",
        &["Only a Warlock pulls pieces out of Hell"],
    );
    says(
        &g,
        Side::White,
        "use E:a1 pull E:a2",
        &["A Warlock pulls only from Hell: name an `L:` square, not E:a2."],
    );
    says(
        &g,
        Side::White,
        "use E:a1 pull L:e5",
        &["A Warlock pulls only a piece you control (R82); Black's Rook is not."],
    );
    says(
        &g,
        Side::White,
        "use E:a1 pull L:a1",
        &["It cannot come to Earth: Your own Warlock stands on E:a1: the Knight cannot land"],
    );
    says(
        &g,
        Side::White,
        "use E:a1 pull",
        &["Name the piece to pull by its square in Hell"],
    );
    says(
        &g,
        Side::White,
        "use E:c4 portal V",
        &["The Wizard on E:c4 has no Portal Gun (R59)."],
    );
    says(
        &g,
        Side::White,
        "use E:h4 portal E",
        &["The Rook on E:h4 is in Earth already"],
    );
    says(
        &g,
        Side::White,
        "use E:c4 sing",
        &["Abilities: `use E:c4 fire`"],
    );
    says(&g, Side::White, "use", &["`use` names the piece first."]);
    // A typographic dash reads as `-`; another character outside ASCII is named.
    let mut h = g.clone();
    play(&mut h, Side::White, "E:a2–a3");
    says(
        &g,
        Side::White,
        "buy órb",
        &["`ó` is not part of any action"],
    );
    // Words past what the ability takes are named, not met with "cannot … now".
    for (text, part) in [
        ("use E:c4 fire E:c5", "`use E:c4 fire` takes no target"),
        ("use E:a1 pull L:a1 please", "takes one square"),
        (
            "use E:h4 portal V please",
            "`use E:h4 portal` takes only the plane",
        ),
    ] {
        let m = says(&g, Side::White, text, &[part]).to_string();
        assert!(!m.contains(" now."), "`{text}`: {m}");
    }
}

// ---------------------------------------------------------------- decisions and `end`

#[test]
fn decision_words_without_a_decision_and_end() {
    let g = HeavenAndHell::new_game(1);
    says(
        &g,
        Side::White,
        "choose Q",
        &["There is no open decision to answer now."],
    );
    says(
        &g,
        Side::White,
        "decline",
        &["There is no open decision to answer now."],
    );
    says(
        &g,
        Side::White,
        "trap E:d5",
        &["There is no Secret Trap to plant now: `buy trap` first."],
    );
    says(
        &g,
        Side::White,
        "end",
        &["the first action of a turn cannot be skipped (R4)"],
    );
}

#[test]
fn answers_to_open_decisions() {
    let mut g = kings("piece E b7 white pawn moved\n");
    play(&mut g, Side::White, "b7b8");
    says(
        &g,
        Side::White,
        "choose K",
        &[
            "`choose K` does not answer the open decision: Choose a promotion for the Pawn on E:b8.",
            "Answers: choose Q, choose R, choose B, choose N.",
        ],
    );
    let e = says(
        &g,
        Side::Black,
        "e8d8",
        &["Waiting for White to decide: Choose a promotion for the Pawn on E:b8."],
    );
    assert!(matches!(e, RuleError::NotYourTurn { .. }));
    // A move that is not an answer of a Double Move decision.
    let mut g = kings("coins 3 0\npiece E c4 white pawn moved double\n");
    play(&mut g, Side::White, "c4c5");
    says(
        &g,
        Side::White,
        "e1e2",
        &[
            "does not answer the open decision",
            "only moves of the piece named there",
            "decline",
        ],
    );
}

// ---------------------------------------------------------------- played actions

/// `play` with an action that is not legal gives the same reasons as the text.
#[test]
fn played_actions_get_the_same_reasons() {
    let mut g = HeavenAndHell::new_game(1);
    let knight = Action::Move {
        plane: 1,
        from: (6, 0),
        to: (6, 2),
        capture: false,
        promo: None,
        chain: None,
    };
    let e = g.play(Side::White, knight).unwrap_err();
    assert!(e.to_string().contains("a Knight leaps in an L"), "{e}");
    let e = g
        .play(Side::White, Action::Choose(Answer::Pick(1)))
        .unwrap_err();
    assert!(e.to_string().contains("There is no open decision"), "{e}");
    let e = g.play(Side::White, Action::End).unwrap_err();
    assert!(e.to_string().contains("cannot be skipped"), "{e}");
    // A Checker chain whose second jump cannot follow.
    let mut g = kings("piece E d2 white checker\npiece E d3 black pawn\n");
    let before = g.position();
    let e = refusal(&g, Side::White, "d2-d4-d6");
    assert!(
        e.to_string()
            .contains("The second jump of `E:d2-d4-d6` cannot be made after the first")
            && e.to_string().contains("Send `E:d2-d4` alone"),
        "{e}"
    );
    assert_eq!(g.position(), before);
    play(&mut g, Side::White, "d2-d4");
}

/// Chaos #38's purchase and the Secret Trap's square are answered with their own words; a
/// wrong one is explained like an action (without telling where the player's traps are).
#[test]
fn purchase_and_trap_answers() {
    let mut g = shop("");
    // 2 coins + #38's 4: the 6-coin entries are affordable.
    g.coins = [2, 0];
    g.start_chaos(Side::White, Chaos::BuyAndRemove);
    g.run();
    assert!(matches!(
        g.engine.pending.as_ref().map(|p| &p.decision),
        Some(super::super::engine::Decision::ChaosBuy)
    ));
    says(
        &g,
        Side::White,
        "buy stun E:e1",
        &["Kings cannot be stunned."],
    );
    let mut g = rich("piece E d4 white knight\n");
    play(&mut g, Side::White, "buy trap");
    says(
        &g,
        Side::White,
        "trap E:d4",
        &["E:d4 cannot take your Secret Trap: it goes on an existing square with no piece"],
    );
    says(&g, Side::White, "trap E:z9", &["`E:z9` is not a square"]);
    says(
        &g,
        Side::White,
        "trap",
        &["Name the square for your Secret Trap"],
    );
    // Another answer: the prompt, and no list of squares (its gaps would show the own traps).
    let e = says(
        &g,
        Side::White,
        "choose Q",
        &["`choose Q` does not answer the open decision: Plant your Secret Trap by DM"],
    );
    assert!(!e.to_string().contains("Answers"), "{e}");
}

/// Random texts built from the notation's own words never panic, and every refusal has a
/// specific message.
#[test]
fn random_texts_get_specific_refusals() {
    let words = [
        "E:", "V:", "L:", "e2", "e4", "d5", "h9", "a1", "c4", "g8", "-", "x", "*", "=Q", "=K", "q",
        "O-O", "0-0-0", "buy", "use", "orb", "stun", "teleport", "fire", "ice", "pull", "portal",
        "V", "L:e5", "E:d4", "choose", "end", "trap", "decline", " ", "–", "é", "now",
    ];
    let mut rng = crate::Rng::new(9);
    for g in [
        HeavenAndHell::new_game(3),
        HeavenAndHell::from_position(super::selfplay::ZOO, 3).unwrap(),
    ] {
        for _ in 0..4000 {
            let n = 1 + rng.below(5);
            let text: String = (0..n).map(|_| words[rng.below(words.len())]).collect();
            for side in Side::BOTH {
                if let Err(e) = g.parse_action(side, &text) {
                    let m = e.to_string();
                    assert!(m.len() > 10, "`{text}`: {m}");
                    assert!(
                        !m.contains("That piece cannot do that now")
                            && !m.contains("Unknown action.")
                            && !m.contains("Unreadable square")
                            && !is_catch_all(&m),
                        "`{text}`: {m}"
                    );
                }
            }
        }
    }
}

/// Whether `m` is one of the last-resort refusals, which say that something is not possible
/// without saying why ("The Rook on E:a1 cannot go to E:d5 now.").
fn is_catch_all(m: &str) -> bool {
    let go = m.split("cannot go to ").skip(1).any(|rest| {
        let after_square = rest.split_once(' ').map_or("", |(_, after)| after);
        after_square.starts_with("now.")
    });
    go || m.contains("Castling is not legal now.")
        || (m.contains(" cannot use ") && m.contains(" now."))
        || m.contains("cannot pull that piece now.")
}

/// An enlarged piece is named by its size and anchor; a move must go somewhere.
#[test]
fn enlarged_pieces_and_empty_moves() {
    let g = kings("piece E d2 white pawn size 1 moved\npiece E a1 white rook\n");
    says(
        &g,
        Side::White,
        "e2g8",
        &["The 2×2 Pawn on E:d2 cannot go to E:g8: a Pawn steps"],
    );
    says(
        &g,
        Side::White,
        "a1a1",
        &["A move goes somewhere: from and to are both E:a1."],
    );
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
