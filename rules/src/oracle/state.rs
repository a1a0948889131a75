//! The state: the position (board, earth, underworld, side to move, draw counters) and applying
//! an action to it.

use super::pieces::{Body, Class};
use super::Action;
use crate::{Side, Square};
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
}
