//! Tests of Battlefield Chess, one file per subject: scenarios from the seed and the rulings file
//! (the worked values of §2.9 among them), independent rewrites of the combat formula, round
//! trips, and random self-play with cross-checks. The helpers here build positions and play.

use super::board::{self, idx, reaches};
use super::pieces::{EffectKind, Kind, Passive, Special};
use super::profiles::{profile, PROFILES};
use super::*;
use crate::view::{Highlight, Viewer};
use crate::{BoardSize, Game, Report, Rng, Side, Square, ToAct};

mod charge_skills;
mod check;
mod combat;
mod moves;
mod notation;
mod passives;
mod position;
mod profiles;
mod selfplay;
mod skills;
mod view;

fn s(t: &str) -> Square {
    Square::parse(t, BoardSize::CHESS).expect("square")
}

/// A position from piece tokens like "Ka1" (White upper case), the side to move, and square
/// annotations in the position format.
fn setup(pieces: &[&str], side: char, notes: &str) -> Battlefield {
    let mut grid = [['.'; 8]; 8];
    for p in pieces {
        let mut c = p.chars();
        let letter = c.next().unwrap();
        let sq = s(c.as_str());
        grid[sq.rank as usize][sq.file as usize] = letter;
    }
    let mut rows = Vec::new();
    for r in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for &c in &grid[r] {
            if c == '.' {
                empty += 1;
            } else {
                if empty > 0 {
                    row.push_str(&empty.to_string());
                    empty = 0;
                }
                row.push(c);
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let turn = if side == 'w' { 1 } else { 2 };
    let mut text = format!("{} {side} {turn} - - -", rows.join("/"));
    if !notes.is_empty() {
        text.push_str(" | ");
        text.push_str(notes);
    }
    Battlefield::from_position(&text, 0).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(g: &mut Battlefield, text: &str) -> Report {
    let side = g.side_to_move();
    let a = g
        .parse_action(side, text)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.position()));
    g.play(side, a).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn fc(g: &Battlefield, from: &str, to: &str) -> Forecast {
    g.forecast(s(from), s(to)).expect("forecast")
}

fn damages(f: &Forecast) -> Vec<(bool, i32)> {
    f.strikes
        .iter()
        .map(|x| (x.by_attacker, x.damage))
        .collect()
}

fn game(text: &str) -> Battlefield {
    Battlefield::from_position(text, 0).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal(g: &Battlefield) -> Vec<String> {
    let side = g.side_to_move();
    g.legal_actions(side)
        .iter()
        .map(|a| g.notation(side, a))
        .collect()
}
