//! The properties the fuzz targets (`fuzz/`, run with `cargo +nightly fuzz`) and the bounded
//! property tests (`rules/tests/fuzz_properties.rs`, on stable in CI) check on every text the rules
//! read from outside: action notation, position texts and the stored game JSON.
//!
//! Each `check_*` function takes raw bytes or text, does a bounded amount of work, and panics
//! (with the input in the message) exactly when a property fails:
//!
//! - no input makes a parser panic or run without bound;
//! - an accepted input round-trips: parse, write back (notation, position, JSON), parse again,
//!   and the result is the same thing;
//! - what was accepted can be used: a parsed action plays or is refused with the game unchanged,
//!   and a position or stored game read answers who acts, its legal actions (each of which
//!   plays) and its views.
//!
//! Keeping them here, next to the code they check, lets the fuzz targets be one line each and
//! lets the tests and the fuzzer check exactly the same thing.

use crate::{
    apocalypse::Apocalypse, battlefield::Battlefield, heaven_hell::HeavenAndHell,
    it_is_what_it_is::ItIsWhatItIs, oracle::Oracle, Game, Match, Side, VariantId, Viewer,
};
use std::sync::OnceLock;

/// Longest action text checked. The bot refuses longer texts before parsing them (its
/// `MAX_ACTION_TEXT` is 100), so longer inputs only slow the fuzzer down.
pub const MAX_ACTION_TEXT: usize = 256;

/// Longest position text checked: several times the longest real position (Heaven and Hell's,
/// about 1.5 KB).
pub const MAX_POSITION_TEXT: usize = 8 * 1024;

/// Longest stored game JSON checked: several times the longest real stored game.
pub const MAX_MATCH_JSON: usize = 256 * 1024;

/// How many legal actions of an accepted position or stored game are played, at most, per side:
/// enough to reach every kind of action, few enough to keep each input cheap.
const PLAYED_PER_SIDE: usize = 12;

/// The seed given to [`Game::from_position`] (a text carrying its own seed overrides it).
const SEED: u64 = 7;

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Real positions of `G` to parse actions against: the start and positions reached by random
/// legal play from a few seeds, early, middle and late (and finished ones, where a game ends).
pub fn positions<G: Game>() -> Vec<G> {
    let mut out = Vec::new();
    for seed in 1..=3u64 {
        let mut game = G::new_game(seed);
        out.push(game.clone());
        let mut pick = seed;
        for ply in 1..=120 {
            let Some(&side) = game.to_act().sides().first() else {
                out.push(game.clone());
                break;
            };
            let actions = game.legal_actions(side);
            if actions.is_empty() {
                break;
            }
            pick = splitmix(pick);
            let action = actions[(pick % actions.len() as u64) as usize].clone();
            game.play(side, action)
                .expect("a legal action plays in a real game");
            if [2, 7, 20, 45, 80, 120].contains(&ply) {
                out.push(game.clone());
            }
        }
    }
    out
}

macro_rules! cached_positions {
    ($ty:ty) => {{
        static CELL: OnceLock<Vec<$ty>> = OnceLock::new();
        CELL.get_or_init(positions::<$ty>).as_slice()
    }};
}

/// Fuzz entry for action notation: the first byte picks the variant, the second the position
/// and side, the rest is the text typed. Checks [`check_action`].
pub fn check_action_bytes(data: &[u8]) {
    let Some((variant, rest)) = data.split_first() else {
        return;
    };
    let Some((pick, text)) = selector_and_text(rest) else {
        return;
    };
    let variant = VariantId::ALL[*variant as usize % VariantId::ALL.len()];
    check_action_text(variant, pick, text);
}

/// [`check_action`] for `text` against the real position of `variant` chosen by `pick` (its low
/// bit picks the side).
pub fn check_action_text(variant: VariantId, pick: u8, text: &str) {
    fn on<G: Game>(positions: &[G], pick: u8, text: &str) {
        let side = if pick & 1 == 0 {
            Side::White
        } else {
            Side::Black
        };
        let game = &positions[(pick as usize >> 1) % positions.len()];
        check_action(game, side, text);
    }
    match variant {
        VariantId::Apocalypse => on(cached_positions!(Apocalypse), pick, text),
        VariantId::HeavenAndHell => on(cached_positions!(HeavenAndHell), pick, text),
        VariantId::Battlefield => on(cached_positions!(Battlefield), pick, text),
        VariantId::Oracle => on(cached_positions!(Oracle), pick, text),
        VariantId::ItIsWhatItIs => on(cached_positions!(ItIsWhatItIs), pick, text),
    }
}

/// The action-notation property, for `text` typed by `side` in `game`:
///
/// - parsing never panics;
/// - an accepted action's canonical notation parses back to the same action, with the same
///   notation;
/// - playing it either succeeds or is refused with the game unchanged;
/// - autocomplete on `text` never panics, and each suggestion parses to an action whose
///   notation is the suggestion.
pub fn check_action<G: Game>(game: &G, side: Side, text: &str) {
    if text.len() > MAX_ACTION_TEXT {
        return;
    }
    for suggestion in game.suggest(side, text) {
        let action = game
            .parse_action(side, &suggestion.notation)
            .unwrap_or_else(|e| {
                panic!(
                    "suggestion {:?} for {text:?} is refused: {e}",
                    suggestion.notation
                )
            });
        assert_eq!(
            game.notation(side, &action),
            suggestion.notation,
            "suggestion for {text:?}"
        );
    }
    let Ok(action) = game.parse_action(side, text) else {
        return;
    };
    let notation = game.notation(side, &action);
    let again = game.parse_action(side, &notation).unwrap_or_else(|e| {
        panic!("{text:?} reads as {action:?}, but its notation {notation:?} is refused: {e}")
    });
    assert_eq!(again, action, "{text:?} -> {notation:?} reads differently");
    assert_eq!(game.notation(side, &again), notation, "{text:?}");
    let before = game.position();
    let mut after = game.clone();
    if after.play(side, action).is_err() {
        assert_eq!(
            after.position(),
            before,
            "a refused {text:?} changed the game"
        );
    }
}

/// Splits a fuzz input into its first byte (which picks what the rest is checked as) and the
/// rest as text; `None` when it is empty or the rest is not UTF-8.
pub fn selector_and_text(data: &[u8]) -> Option<(u8, &str)> {
    let (first, rest) = data.split_first()?;
    Some((*first, std::str::from_utf8(rest).ok()?))
}

/// Fuzz entry for position texts: the first byte picks the variant, the rest is the text.
/// Checks [`check_position_text`].
pub fn check_position_bytes(data: &[u8]) {
    let Some((variant, text)) = selector_and_text(data) else {
        return;
    };
    check_position_text(
        VariantId::ALL[variant as usize % VariantId::ALL.len()],
        text,
    );
}

/// [`check_position`] for `variant`.
pub fn check_position_text(variant: VariantId, text: &str) {
    match variant {
        VariantId::Apocalypse => check_position::<Apocalypse>(text),
        VariantId::HeavenAndHell => check_position::<HeavenAndHell>(text),
        VariantId::Battlefield => check_position::<Battlefield>(text),
        VariantId::Oracle => check_position::<Oracle>(text),
        VariantId::ItIsWhatItIs => check_position::<ItIsWhatItIs>(text),
    }
}

/// The position-text property for `G`:
///
/// - reading never panics;
/// - an accepted text, written back with [`Game::position`], reads again to a game that writes
///   the same text;
/// - the game read can be used: see [`exercise`].
pub fn check_position<G: Game>(text: &str) {
    if text.len() > MAX_POSITION_TEXT {
        return;
    }
    let Ok(game) = G::from_position(text, SEED) else {
        return;
    };
    let written = game.position();
    let back = G::from_position(&written, SEED).unwrap_or_else(|e| {
        panic!("{text:?} was read, but its position {written:?} is refused: {e}")
    });
    assert_eq!(back.position(), written, "{text:?} does not round-trip");
    exercise(&game);
}

/// What every accepted game must answer without panicking: who acts, the outcome, every view,
/// the record and the text board; and, for each side to act, its legal actions, each with a
/// notation that parses back to it, the first few of which play.
pub fn exercise<G: Game>(game: &G) {
    let to_act = game.to_act();
    let _ = game.outcome();
    let _ = game.history();
    for viewer in [
        Viewer::Public,
        Viewer::PublicFrom(Side::Black),
        Viewer::Player(Side::White),
        Viewer::Player(Side::Black),
    ] {
        let _ = game.view(viewer);
        let _ = game.text_board(viewer);
    }
    for side in Side::BOTH {
        let _ = game.evaluate(side);
        let actions = game.legal_actions(side);
        if !to_act.includes(side) {
            assert!(
                actions.is_empty(),
                "{side} may not act but has legal actions"
            );
            continue;
        }
        let step = actions.len().div_ceil(PLAYED_PER_SIDE).max(1);
        for action in actions.iter().step_by(step) {
            let notation = game.notation(side, action);
            let _ = game.label(side, action);
            let parsed = game.parse_action(side, &notation).unwrap_or_else(|e| {
                panic!("legal {action:?} has notation {notation:?}, which is refused: {e}")
            });
            assert_eq!(&parsed, action, "notation {notation:?}");
            let mut next = game.clone();
            next.play(side, action.clone())
                .unwrap_or_else(|e| panic!("legal {notation:?} for {side} does not play: {e}"));
            let _ = next.to_act();
            let _ = next.position();
        }
    }
}

/// The stored-game property, for a JSON text read back from the database:
///
/// - reading never panics;
/// - an accepted text, written with [`Match::to_json`], reads again to a match that writes the
///   same JSON;
/// - the match read can be used: who acts, its public view, and the game as in [`exercise`].
pub fn check_match_json(text: &str) {
    if text.len() > MAX_MATCH_JSON {
        return;
    }
    let Ok(m) = Match::from_json(text) else {
        return;
    };
    let json = m.to_json();
    let back = Match::from_json(&json)
        .unwrap_or_else(|e| panic!("{text:?} was read, but its JSON {json:?} is refused: {e}"));
    assert_eq!(back.to_json(), json, "{text:?} does not round-trip");
    let _ = m.to_act();
    let _ = m.public_view();
    match m.game() {
        crate::AnyGame::Apocalypse(g) => exercise(&**g),
        crate::AnyGame::ItIsWhatItIs(g) => exercise(&**g),
        crate::AnyGame::Oracle(g) => exercise(&**g),
        crate::AnyGame::Battlefield(g) => exercise(&**g),
        crate::AnyGame::HeavenAndHell(g) => exercise(&**g),
    }
}

/// Real stored games of every variant (the JSON of matches at the start and after random legal
/// play): seeds for the fuzzer and starting points for mutation in the property tests.
pub fn sample_match_jsons() -> Vec<String> {
    use crate::AnyGame;
    fn of<G: Game>(positions: &[G], wrap: fn(Box<G>) -> AnyGame) -> Vec<String> {
        positions
            .iter()
            .map(|g| Match::new(wrap(Box::new(g.clone()))).to_json())
            .collect()
    }
    let mut out = Vec::new();
    out.extend(of(cached_positions!(Apocalypse), AnyGame::Apocalypse));
    out.extend(of(cached_positions!(HeavenAndHell), AnyGame::HeavenAndHell));
    out.extend(of(cached_positions!(Battlefield), AnyGame::Battlefield));
    out.extend(of(cached_positions!(Oracle), AnyGame::Oracle));
    out.extend(of(cached_positions!(ItIsWhatItIs), AnyGame::ItIsWhatItIs));
    out
}

/// Real position texts of `variant` (from [`positions`]): seeds for the fuzzer and starting
/// points for mutation in the property tests.
pub fn sample_positions(variant: VariantId) -> Vec<String> {
    fn of<G: Game>(positions: &[G]) -> Vec<String> {
        positions.iter().map(Game::position).collect()
    }
    match variant {
        VariantId::Apocalypse => of(cached_positions!(Apocalypse)),
        VariantId::HeavenAndHell => of(cached_positions!(HeavenAndHell)),
        VariantId::Battlefield => of(cached_positions!(Battlefield)),
        VariantId::Oracle => of(cached_positions!(Oracle)),
        VariantId::ItIsWhatItIs => of(cached_positions!(ItIsWhatItIs)),
    }
}

/// Legal action notations of `variant` in the position `pick` selects (as in
/// [`check_action_text`]): real inputs for the action property.
pub fn sample_actions(variant: VariantId, pick: u8) -> Vec<String> {
    fn of<G: Game>(positions: &[G], pick: u8) -> Vec<String> {
        let side = if pick & 1 == 0 {
            Side::White
        } else {
            Side::Black
        };
        let game = &positions[(pick as usize >> 1) % positions.len()];
        game.legal_actions(side)
            .iter()
            .map(|a| game.notation(side, a))
            .collect()
    }
    match variant {
        VariantId::Apocalypse => of(cached_positions!(Apocalypse), pick),
        VariantId::HeavenAndHell => of(cached_positions!(HeavenAndHell), pick),
        VariantId::Battlefield => of(cached_positions!(Battlefield), pick),
        VariantId::Oracle => of(cached_positions!(Oracle), pick),
        VariantId::ItIsWhatItIs => of(cached_positions!(ItIsWhatItIs), pick),
    }
}

/// One small edit of a text, for mutating real inputs in the property tests: at the character
/// position `at` (taken modulo the length), `kind` (modulo 5) deletes a character, inserts `c`,
/// replaces a character with `c`, repeats the text from there on, or cuts the text there.
pub type Edit = (usize, u8, char);

/// `text` with `edits` applied in order (see [`Edit`]). Used by the property tests to turn real
/// inputs into near-misses, the inputs most likely to reach a parser's corner cases.
pub fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, kind, c) in edits {
        let len = chars.len();
        let at = if len == 0 { 0 } else { at % (len + 1) };
        match kind % 5 {
            0 if at < len => {
                chars.remove(at);
            }
            0 | 1 => chars.insert(at, c),
            2 if at < len => chars[at] = c,
            2 => chars.push(c),
            3 => {
                let tail: Vec<char> = chars[at..].iter().copied().take(64).collect();
                chars.splice(at..at, tail);
            }
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}
