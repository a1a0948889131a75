//! Tests of Oracle Chess, one file per subject: every ruling of `shared/rules/oracle.md` (R1–R22)
//! and of `docs/rules/oracle.md` (R23–) has a scenario, plus round trips, an independent model of
//! the legal actions, and random self-play with invariants. The helpers here build positions and
//! play or refuse actions.

use super::moves::lord_square;
use super::state::{ix, sq, Board};
use super::*;
use crate::view::{Highlight, Ink, Tone, Viewer};
use crate::{AnyGame, Game, Outcome, Report, Rng, RuleError, Side, Square, ToAct, VariantId};

mod captures;
mod check;
mod drops;
mod game_end;
mod legal_actions;
mod movement;
mod notation;
mod position;
mod promotion;
mod selfplay;
mod souls;
mod view;

pub(super) const W: Side = Side::White;
pub(super) const B: Side = Side::Black;

pub(super) fn game(text: &str) -> Oracle {
    Oracle::from_position(text, 1).unwrap_or_else(|e| panic!("bad test position: {e}\n{text}"))
}

pub(super) fn s(text: &str) -> Square {
    Square::parse(text, crate::BoardSize::CHESS).unwrap()
}

pub(super) fn body(g: &Oracle, at: &str) -> Option<Body> {
    g.pos.at(ix(s(at)))
}

pub(super) fn play(g: &mut Oracle, text: &str) -> Report {
    let side = g.pos.turn;
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text} should parse: {e}\n{}", g.position()));
    g.play(side, a)
        .unwrap_or_else(|e| panic!("{text} should play: {e}"))
}

/// Plays `text` expecting a refusal; checks the state is unchanged and returns the message.
fn refuse(g: &mut Oracle, text: &str) -> String {
    let before = serde_json::to_string(g).unwrap();
    let side = g.pos.turn;
    let err = match g.parse_action(side, text) {
        Err(e) => e,
        Ok(a) => match g.play(side, a) {
            Err(e) => e,
            Ok(_) => panic!("{text} should be refused"),
        },
    };
    // Playing the raw action must be refused too, leaving the state unchanged.
    if let Ok(a) = super::notation::read(text) {
        assert!(
            g.play(side, a).is_err(),
            "{text} played despite parse refusal"
        );
    }
    assert_eq!(
        serde_json::to_string(g).unwrap(),
        before,
        "{text} changed state"
    );
    err.to_string()
}

fn legal(g: &Oracle) -> Vec<String> {
    let side = g.pos.turn;
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}

fn is_legal(g: &Oracle, text: &str) -> bool {
    legal(g).iter().any(|n| n == text)
}

fn earth(g: &Oracle, side: Side, class: Class) -> u8 {
    g.pos.earth[side.index()][class.index()]
}

fn under(g: &Oracle, class: Class) -> u8 {
    g.pos.underworld[class.index()]
}

/// A position where every kind of action is available to White: figure moves and captures,
/// drops (also while capturing), grants (Horse soul past bodies, Lord soul, from an ill-suited
/// body), Priestess grants with summons, and a promotion.
const RICH: &str = "wL(L)@e1 wH()@f2 bH()@d2 wH(H)@c3 wH()@d1 wE(H)@g1 wS()@h3 wP(C,E)@d4 \
                    wH()@d7 wS(S)@a8 wS(S)@b2 bC(C)@b3 bL(L)@h6\n\
                    earth: wH, wS, wL, wE, bP, bC\nunderworld: H, C, E, S\nturn: white";

/// Plays the raw `action` expecting an error; the game must be byte-for-byte unchanged.
fn refused_raw(g: &mut Oracle, side: Side, action: Action) -> String {
    let before = serde_json::to_string(g).unwrap();
    let err = g
        .play(side, action)
        .expect_err(&format!("{action:?} should be refused"));
    assert_eq!(serde_json::to_string(g).unwrap(), before, "{action:?}");
    err.to_string()
}
