//! The position text format (see `docs/rules/oracle.md`): reading, with checks that the position
//! could occur, and writing.

use super::pieces::{Body, Class, Souls};
use super::state::{ix, sq, Position};
use crate::error::OraclePosition as P;
use crate::{RuleError, Side, Square};

impl Position {
    /// The position text (see `docs/rules/oracle.md`).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for rank in 0..8u8 {
            let beings: Vec<String> = (0..8u8)
                .filter_map(|f| self.at(rank * 8 + f).map(|b| being_text(&b, rank * 8 + f)))
                .collect();
            if !beings.is_empty() {
                out.push_str(&beings.join(" "));
                out.push('\n');
            }
        }
        let mut earth = Vec::new();
        for side in Side::BOTH {
            for class in Class::ALL {
                for _ in 0..self.earth[side.index()][class.index()] {
                    earth.push(format!("{}{}", colour_letter(side), class.letter()));
                }
            }
        }
        let mut under = Vec::new();
        for class in Class::ALL {
            for _ in 0..self.underworld[class.index()] {
                under.push(class.letter().to_string());
            }
        }
        let list = |v: Vec<String>| {
            if v.is_empty() {
                "-".to_string()
            } else {
                v.join(", ")
            }
        };
        out.push_str(&format!("earth: {}\n", list(earth)));
        out.push_str(&format!("underworld: {}\n", list(under)));
        out.push_str(&format!(
            "turn: {}\n",
            self.turn.name().to_ascii_lowercase()
        ));
        out.push_str(&format!("quiet: {}\nply: {}\n", self.quiet, self.ply));
        out
    }

    /// Reads a position text and checks it is a position the rules can play on.
    pub fn from_text(text: &str) -> Result<Position, RuleError> {
        let bad = |r: P| RuleError::bad_position(r);
        let mut pos = Position {
            board: [None; 64],
            earth: [[0; 6]; 2],
            underworld: [0; 6],
            turn: Side::White,
            quiet: 0,
            ply: 0,
        };
        let mut seen_turn = false;
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = match line.split_once(':') {
                Some((k, v)) if k.trim().chars().all(|c| c.is_ascii_alphabetic()) => {
                    (k.trim().to_ascii_lowercase(), v.trim())
                }
                _ => (String::new(), line),
            };
            match key.as_str() {
                "" => {
                    for token in value.split(|c: char| c.is_whitespace() || c == ';') {
                        if token.is_empty() {
                            continue;
                        }
                        let (i, body) = parse_being(token).map_err(bad)?;
                        if pos.board[i as usize].is_some() {
                            return Err(bad(P::TwoBeings { square: sq(i) }));
                        }
                        pos.board[i as usize] = Some(body);
                    }
                }
                "earth" => pos.read_earth(value).map_err(bad)?,
                "underworld" => pos.read_underworld(value).map_err(bad)?,
                "turn" | "to move" | "side" => {
                    pos.turn = match value.to_ascii_lowercase().as_str() {
                        "white" | "w" => Side::White,
                        "black" | "b" => Side::Black,
                        _ => {
                            return Err(bad(P::Turn {
                                value: value.to_owned(),
                            }))
                        }
                    };
                    seen_turn = true;
                }
                "quiet" => {
                    pos.quiet = value.parse().map_err(|_| {
                        bad(P::Quiet {
                            value: value.to_owned(),
                        })
                    })?
                }
                "ply" => {
                    pos.ply = value.parse().map_err(|_| {
                        bad(P::Ply {
                            value: value.to_owned(),
                        })
                    })?
                }
                other => {
                    return Err(bad(P::UnknownLine {
                        line: other.to_owned(),
                    }))
                }
            }
        }
        if !seen_turn {
            return Err(bad(P::MissingTurn));
        }
        pos.validate()?;
        Ok(pos)
    }

    /// Reads the `earth:` line's bodies (`wH, bC`).
    fn read_earth(&mut self, value: &str) -> Result<(), P> {
        for item in list_items(value) {
            let mut cs = item.chars();
            let side = cs.next().and_then(colour_of);
            let class = cs.next().and_then(Class::from_letter);
            match (side, class, cs.next()) {
                (Some(side), Some(class), None) => {
                    let n = &mut self.earth[side.index()][class.index()];
                    *n = n.checked_add(1).filter(|n| *n <= 64).ok_or(P::EarthFull)?;
                }
                _ => {
                    return Err(P::EarthEntry {
                        item: item.to_owned(),
                    })
                }
            }
        }
        Ok(())
    }

    /// Reads the `underworld:` line's souls (`C, H`).
    fn read_underworld(&mut self, value: &str) -> Result<(), P> {
        for item in list_items(value) {
            match (
                item.len(),
                Class::from_letter(item.chars().next().unwrap_or(' ')),
            ) {
                (1, Some(c)) if c != Class::Priestess && c != Class::Lord => {
                    let n = &mut self.underworld[c.index()];
                    *n = n
                        .checked_add(1)
                        .filter(|n| *n <= 64)
                        .ok_or(P::UnderworldFull)?;
                }
                (1, Some(Class::Lord)) => return Err(P::LordInUnderworld),
                _ => {
                    return Err(P::UnderworldEntry {
                        item: item.to_owned(),
                    })
                }
            }
        }
        Ok(())
    }

    /// Checks the invariants the rules rely on.
    fn validate(&self) -> Result<(), RuleError> {
        for side in Side::BOTH {
            let lords = self
                .board
                .iter()
                .flatten()
                .filter(|b| b.side == side && b.hosts_lord())
                .count();
            if lords != 1 {
                return Err(RuleError::bad_position(P::Lords { side, found: lords }));
            }
        }
        if self.in_check_of(self.turn.opponent()) {
            return Err(RuleError::bad_position(P::InCheck {
                side: self.turn.opponent(),
                turn: self.turn,
            }));
        }
        Ok(())
    }
}

fn list_items(value: &str) -> impl Iterator<Item = &str> {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty() && *s != "-")
}

fn colour_letter(side: Side) -> char {
    match side {
        Side::White => 'w',
        Side::Black => 'b',
    }
}

fn colour_of(c: char) -> Option<Side> {
    match c.to_ascii_lowercase() {
        'w' => Some(Side::White),
        'b' => Some(Side::Black),
        _ => None,
    }
}

/// `wP(C,E)@d4`.
pub fn being_text(b: &Body, i: u8) -> String {
    let souls: Vec<String> = b
        .souls
        .as_slice()
        .iter()
        .map(|c| c.letter().to_string())
        .collect();
    format!(
        "{}{}({})@{}",
        colour_letter(b.side),
        b.class.letter(),
        souls.join(","),
        sq(i)
    )
}

fn parse_being(token: &str) -> Result<(u8, Body), P> {
    let err = || P::NotABeing {
        token: token.to_owned(),
    };
    let (head, square) = token.split_once('@').ok_or_else(err)?;
    let square = Square::parse(square, crate::BoardSize::CHESS).ok_or_else(err)?;
    let (kind, souls) = head.split_once('(').ok_or_else(err)?;
    let souls = souls.strip_suffix(')').ok_or_else(err)?;
    let mut kc = kind.chars();
    let side = kc.next().and_then(colour_of).ok_or_else(err)?;
    let class = kc.next().and_then(Class::from_letter).ok_or_else(err)?;
    if kc.next().is_some() {
        return Err(err());
    }
    let mut body = Body {
        side,
        class,
        souls: Souls::EMPTY,
    };
    for s in souls.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let mut sc = s.chars();
        let soul = match (sc.next().and_then(Class::from_letter), sc.next()) {
            (Some(c), None) if c != Class::Priestess => c,
            _ => {
                return Err(P::NotASoul {
                    soul: s.to_owned(),
                    token: token.to_owned(),
                })
            }
        };
        if !body.has_room_for(soul) {
            return Err(P::NoRoom {
                token: token.to_owned(),
            });
        }
        body.souls.push(soul);
    }
    Ok((ix(square), body))
}
