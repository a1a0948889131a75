//! The position: board, earth, underworld, side to move and draw counters; applying an action;
//! the position text format.

use super::pieces::{Body, Class, Souls};
use super::Action;
use crate::{RuleError, Side, Square};
use serde::{Deserialize, Serialize};

/// 64 squares, index `rank * 8 + file`.
pub type Board = [Option<Body>; 64];

/// Plies without capture, Soldier move, promotion, summon or drop that draw the game (R19).
pub const QUIET_LIMIT: u32 = 64;
/// The game is drawn when this ply has been played (end of round 256, R20).
pub const PLY_LIMIT: u32 = 512;

/// Index of a square on the 8x8 board.
pub fn ix(sq: Square) -> u8 {
    sq.rank * 8 + sq.file
}

/// The square of an index.
pub fn sq(i: u8) -> Square {
    Square::new(i % 8, i / 8)
}

/// Everything the rules need to know about the game now (history aside).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    /// The bodies on the board.
    #[serde(with = "board_serde")]
    pub board: Board,
    /// Bodies in the earth, by current colour and class: `earth[side][class]`.
    pub earth: [[u8; 6]; 2],
    /// Souls in the shared underworld, by class (the Priestess slot stays 0).
    pub underworld: [u8; 6],
    /// Whose move it is.
    pub turn: Side,
    /// Consecutive quiet plies (R19).
    pub quiet: u32,
    /// Plies played since the start of the game.
    pub ply: u32,
}

/// What an applied action did, for reports and counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effect {
    /// The body captured, as it was on the board.
    pub captured: Option<Body>,
    /// Whether the move was quiet (R19).
    pub quiet: bool,
}

mod board_serde {
    use super::{Board, Body};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(board: &Board, s: S) -> Result<S::Ok, S::Error> {
        board.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Board, D::Error> {
        let v: Vec<Option<Body>> = Vec::deserialize(d)?;
        v.try_into()
            .map_err(|_| serde::de::Error::custom("an Oracle board has 64 squares"))
    }
}

impl Position {
    /// The standard start: FIDE layout, lifeless Priestess on d1/d8, White to move.
    pub fn start() -> Position {
        let back = [
            Class::Chariot,
            Class::Horse,
            Class::Elephant,
            Class::Priestess,
            Class::Lord,
            Class::Elephant,
            Class::Horse,
            Class::Chariot,
        ];
        let mut board: Board = [None; 64];
        for (f, class) in back.into_iter().enumerate() {
            for (side, back_rank, soldier_rank) in [(Side::White, 0, 1), (Side::Black, 7, 6)] {
                board[back_rank * 8 + f] = Some(if class == Class::Priestess {
                    Body::lifeless(side, class)
                } else {
                    Body::living(side, class)
                });
                board[soldier_rank * 8 + f] = Some(Body::living(side, Class::Soldier));
            }
        }
        Position {
            board,
            earth: [[0; 6]; 2],
            underworld: [0; 6],
            turn: Side::White,
            quiet: 0,
            ply: 0,
        }
    }

    /// The body on square index `i`.
    pub fn at(&self, i: u8) -> Option<Body> {
        self.board[i as usize]
    }

    /// Total bodies on the board and in the earth.
    pub fn body_count(&self) -> usize {
        self.board.iter().flatten().count()
            + self
                .earth
                .iter()
                .flatten()
                .map(|n| *n as usize)
                .sum::<usize>()
    }

    /// Total souls hosted on the board and in the underworld.
    pub fn soul_count(&self) -> usize {
        self.board
            .iter()
            .flatten()
            .map(|b| b.souls.len())
            .sum::<usize>()
            + self.underworld.iter().map(|n| *n as usize).sum::<usize>()
    }

    /// Applies an action already known to be legal for the side to move.
    pub fn apply(&mut self, action: Action) -> Effect {
        let me = self.turn;
        let mut effect = Effect {
            captured: None,
            quiet: true,
        };
        match action {
            Action::Go { from, to, drop } => {
                let body = self.board[ix(from) as usize]
                    .take()
                    .expect("a legal go starts on a body");
                if let Some(cap) = self.board[ix(to) as usize] {
                    self.earth[me.index()][cap.class.index()] += 1;
                    for s in cap.souls.as_slice() {
                        self.underworld[s.index()] += 1;
                    }
                    effect.captured = Some(cap);
                    effect.quiet = false;
                }
                if body.class == Class::Soldier {
                    effect.quiet = false;
                }
                self.board[ix(to) as usize] = Some(body);
                if let Some(class) = drop {
                    self.earth[me.index()][class.index()] -= 1;
                    self.board[ix(from) as usize] = Some(Body::lifeless(me, class));
                    effect.quiet = false;
                }
            }
            Action::Grant {
                from,
                to,
                soul,
                summon,
            } => {
                let src = self.board[ix(from) as usize]
                    .as_mut()
                    .expect("a legal grant leaves a body");
                src.souls.remove(soul);
                if let Some(w) = summon {
                    src.souls.push(w);
                    self.underworld[w.index()] -= 1;
                    effect.quiet = false;
                }
                if soul == Class::Soldier {
                    effect.quiet = false;
                }
                self.board[ix(to) as usize]
                    .as_mut()
                    .expect("a legal grant enters a body")
                    .souls
                    .push(soul);
            }
            Action::Promote { at } => {
                let i = ix(at) as usize;
                let soldier = self.board[i].expect("a legal promotion has a Soldier");
                self.earth[me.opponent().index()][soldier.class.index()] += 1;
                for s in soldier.souls.as_slice() {
                    self.underworld[s.index()] += 1;
                }
                let p = Class::Priestess.index();
                if self.earth[me.index()][p] > 0 {
                    self.earth[me.index()][p] -= 1;
                } else {
                    self.earth[me.opponent().index()][p] -= 1;
                }
                self.board[i] = Some(Body::lifeless(me, Class::Priestess));
                effect.quiet = false;
            }
        }
        self.turn = me.opponent();
        self.ply += 1;
        self.quiet = if effect.quiet { self.quiet + 1 } else { 0 };
        effect
    }

    /// A 64-bit fingerprint of what repetition compares (R18): board with souls, earth,
    /// underworld, side to move. FNV-1a, so it is stable across builds and stored games.
    pub fn key(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |b: u8| {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        };
        for cell in &self.board {
            match cell {
                None => eat(0xff),
                Some(b) => {
                    eat(b.side as u8 * 8 + b.class as u8);
                    eat(b.souls.len() as u8);
                    for s in b.souls.as_slice() {
                        eat(*s as u8);
                    }
                }
            }
        }
        for n in self.earth.iter().flatten().chain(self.underworld.iter()) {
            eat(*n);
        }
        eat(self.turn as u8);
        h
    }

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
        let bad = |m: String| RuleError::BadPosition(m);
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
                            return Err(bad(format!("two beings on {}", sq(i))));
                        }
                        pos.board[i as usize] = Some(body);
                    }
                }
                "earth" => {
                    for item in list_items(value) {
                        let mut cs = item.chars();
                        let side = cs.next().and_then(colour_of);
                        let class = cs.next().and_then(Class::from_letter);
                        match (side, class, cs.next()) {
                            (Some(side), Some(class), None) => {
                                let n = &mut pos.earth[side.index()][class.index()];
                                *n = n
                                    .checked_add(1)
                                    .filter(|n| *n <= 64)
                                    .ok_or_else(|| bad("too many bodies in the earth".into()))?;
                            }
                            _ => {
                                return Err(bad(format!(
                                    "earth entry `{item}` should be a colour and a class, like `wH`"
                                )))
                            }
                        }
                    }
                }
                "underworld" => {
                    for item in list_items(value) {
                        match (
                            item.len(),
                            Class::from_letter(item.chars().next().unwrap_or(' ')),
                        ) {
                            (1, Some(c)) if c != Class::Priestess && c != Class::Lord => {
                                let n = &mut pos.underworld[c.index()];
                                *n = n.checked_add(1).filter(|n| *n <= 64).ok_or_else(|| {
                                    bad("too many souls in the underworld".into())
                                })?;
                            }
                            (1, Some(Class::Lord)) => {
                                return Err(
                                    bad("a Lord soul can never be in the underworld".into()),
                                )
                            }
                            _ => {
                                return Err(bad(format!(
                                "underworld entry `{item}` should be a soul letter: C, E, H or S"
                            )))
                            }
                        }
                    }
                }
                "turn" | "to move" | "side" => {
                    pos.turn = match value.to_ascii_lowercase().as_str() {
                        "white" | "w" => Side::White,
                        "black" | "b" => Side::Black,
                        _ => return Err(bad(format!("turn `{value}` should be white or black"))),
                    };
                    seen_turn = true;
                }
                "quiet" => {
                    pos.quiet = value
                        .parse()
                        .map_err(|_| bad(format!("quiet `{value}` is not a number")))?
                }
                "ply" => {
                    pos.ply = value
                        .parse()
                        .map_err(|_| bad(format!("ply `{value}` is not a number")))?
                }
                other => return Err(bad(format!("unknown line `{other}:`"))),
            }
        }
        if !seen_turn {
            return Err(bad("missing `turn: white` or `turn: black`".into()));
        }
        pos.validate()?;
        Ok(pos)
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
                return Err(RuleError::BadPosition(format!(
                    "{side} must have exactly one Lord soul on the board (found {lords})"
                )));
            }
        }
        if self.in_check_of(self.turn.opponent()) {
            return Err(RuleError::BadPosition(format!(
                "{} is in check but it is {}'s turn",
                self.turn.opponent(),
                self.turn
            )));
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

fn parse_being(token: &str) -> Result<(u8, Body), String> {
    let err = || format!("`{token}` is not a being like `wP(C,E)@d4`");
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
                return Err(format!(
                    "`{s}` in `{token}` is not a soul letter (L, C, E, H, S)"
                ))
            }
        };
        if !body.has_room_for(soul) {
            return Err(format!(
                "`{token}`: a Priestess hosts up to three Chariot, Elephant or Horse souls; \
                 any other body hosts at most one soul"
            ));
        }
        body.souls.push(soul);
    }
    Ok((ix(square), body))
}
