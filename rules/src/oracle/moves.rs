//! Which actions exist: reach of each soul class, attacks, check, and legal action lists.

use super::pieces::{Body, Class};
use super::state::{ix, sq, Board, Position};
use super::Action;
use crate::Side;

const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const KNIGHT_LEAPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The square `df` files and `dr` ranks from index `i`, if on the board.
fn step(i: u8, df: i8, dr: i8) -> Option<u8> {
    let f = (i % 8) as i8 + df;
    let r = (i / 8) as i8 + dr;
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u8)
}

/// +1 rank for White, -1 for Black: "forward" for the side making the move (R5).
pub fn forward(side: Side) -> i8 {
    match side {
        Side::White => 1,
        Side::Black => -1,
    }
}

/// The furthest rank of `side` (0-based): where its Soldiers promote.
pub fn last_rank(side: Side) -> u8 {
    match side {
        Side::White => 7,
        Side::Black => 0,
    }
}

/// Squares (bitmask) a `class` soul of `side` on `from` reaches by its relation (R5). For the
/// sliders this includes the empty squares of each line and the first occupied one; `capture`
/// picks the Soldier's diagonal capture relation instead of its straight step.
pub fn reach(board: &Board, from: u8, class: Class, side: Side, capture: bool) -> u64 {
    let mut m = 0u64;
    let mut slide = |dirs: &[(i8, i8)]| {
        for &(df, dr) in dirs {
            let mut cur = from;
            while let Some(n) = step(cur, df, dr) {
                m |= 1 << n;
                if board[n as usize].is_some() {
                    break;
                }
                cur = n;
            }
        }
    };
    match class {
        Class::Chariot => slide(&ROOK_DIRS),
        Class::Elephant => slide(&BISHOP_DIRS),
        Class::Priestess => {}
        Class::Lord | Class::Horse => {
            let offs = if class == Class::Lord {
                &KING_STEPS
            } else {
                &KNIGHT_LEAPS
            };
            for &(df, dr) in offs {
                if let Some(n) = step(from, df, dr) {
                    m |= 1 << n;
                }
            }
        }
        Class::Soldier => {
            let fw = forward(side);
            let files: &[i8] = if capture { &[-1, 1] } else { &[0] };
            for &df in files {
                if let Some(n) = step(from, df, fw) {
                    m |= 1 << n;
                }
            }
        }
    }
    m
}

fn bits(mut m: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as u8;
            m &= m - 1;
            i
        })
    })
}

/// Whether a figure of `by` attacks square `t` on `board` (R15): could capture a being there.
pub fn attacked(board: &Board, t: u8, by: Side) -> bool {
    let is = |i: u8, class: Class| matches!(board[i as usize], Some(b) if b.side == by && b.moves_as(class));
    for &(df, dr) in &KNIGHT_LEAPS {
        if step(t, df, dr).is_some_and(|i| is(i, Class::Horse)) {
            return true;
        }
    }
    for &(df, dr) in &KING_STEPS {
        if step(t, df, dr).is_some_and(|i| is(i, Class::Lord)) {
            return true;
        }
    }
    let fw = forward(by);
    for df in [-1, 1] {
        if step(t, df, -fw).is_some_and(|i| is(i, Class::Soldier)) {
            return true;
        }
    }
    for (dirs, class) in [
        (&ROOK_DIRS, Class::Chariot),
        (&BISHOP_DIRS, Class::Elephant),
    ] {
        for &(df, dr) in dirs {
            let mut cur = t;
            while let Some(n) = step(cur, df, dr) {
                if board[n as usize].is_some() {
                    if is(n, class) {
                        return true;
                    }
                    break;
                }
                cur = n;
            }
        }
    }
    false
}

/// Whether two squares share a rank, file or diagonal.
fn aligned(a: u8, b: u8) -> bool {
    let df = (a % 8) as i8 - (b % 8) as i8;
    let dr = (a / 8) as i8 - (b / 8) as i8;
    df == 0 || dr == 0 || df.abs() == dr.abs()
}

/// Where `side`'s Lord soul lives.
pub fn lord_square(board: &Board, side: Side) -> Option<u8> {
    (0..64u8).find(|&i| matches!(board[i as usize], Some(b) if b.side == side && b.hosts_lord()))
}

impl Position {
    /// Whether `side`'s Lord soul is attacked by an enemy figure.
    pub fn in_check_of(&self, side: Side) -> bool {
        lord_square(&self.board, side).is_some_and(|i| attacked(&self.board, i, side.opponent()))
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.in_check_of(self.turn)
    }

    /// Every action the side to move could make ignoring the self-check rule. Lord drops are
    /// included only when `drops` is set (legal generation adds them itself, more cheaply).
    pub fn pseudo_actions(&self, drops: bool) -> Vec<Action> {
        self.pseudo_actions_in(drops, 0..64)
    }

    /// [`Position::pseudo_actions`] for the beings on the squares of `origins` only.
    fn pseudo_actions_in(&self, drops: bool, origins: std::ops::Range<u8>) -> Vec<Action> {
        let me = self.turn;
        let mut out = Vec::with_capacity(64);
        let has_priestess_in_earth =
            self.earth[0][Class::Priestess.index()] + self.earth[1][Class::Priestess.index()] > 0;
        for from in origins {
            let Some(body) = self.at(from) else { continue };
            if body.side != me {
                continue;
            }
            if body.is_figure() {
                let mut targets = 0u64;
                let rels: &[Class] = if body.class == Class::Priestess {
                    body.souls.as_slice()
                } else {
                    std::slice::from_ref(&body.class)
                };
                for &k in rels {
                    let m = reach(&self.board, from, k, me, false);
                    for t in bits(m) {
                        match self.at(t) {
                            None => targets |= 1 << t,
                            Some(b) if b.side != me && k != Class::Soldier => targets |= 1 << t,
                            _ => {}
                        }
                    }
                    if k == Class::Soldier {
                        for t in bits(reach(&self.board, from, k, me, true)) {
                            if matches!(self.at(t), Some(b) if b.side != me) {
                                targets |= 1 << t;
                            }
                        }
                    }
                }
                for t in bits(targets) {
                    out.push(Action::Go {
                        from: sq(from),
                        to: sq(t),
                        drop: None,
                    });
                    if drops && body.is_lord_figure() {
                        for class in self.droppable(t) {
                            out.push(Action::Go {
                                from: sq(from),
                                to: sq(t),
                                drop: Some(class),
                            });
                        }
                    }
                }
                if body.class == Class::Soldier
                    && from / 8 == last_rank(me)
                    && has_priestess_in_earth
                {
                    out.push(Action::Promote { at: sq(from) });
                }
            }
            for k in body.souls.distinct() {
                for t in bits(reach(&self.board, from, k, me, false)) {
                    let Some(target) = self.at(t) else { continue };
                    if target.side != me || !target.has_room_for(k) {
                        continue;
                    }
                    out.push(Action::Grant {
                        from: sq(from),
                        to: sq(t),
                        soul: k,
                        summon: None,
                    });
                    if body.class == Class::Priestess {
                        for w in Class::WARRIORS {
                            if self.underworld[w.index()] > 0 {
                                out.push(Action::Grant {
                                    from: sq(from),
                                    to: sq(t),
                                    soul: k,
                                    summon: Some(w),
                                });
                            }
                        }
                    }
                }
            }
        }
        out
    }

    /// The classes the side to move could drop when its Lord figure goes to `to` (R11: any but
    /// Priestess): its earth, plus the body captured on `to`, already there when the drop is made
    /// (R28).
    pub fn droppable(&self, to: u8) -> impl Iterator<Item = Class> + '_ {
        let me = self.turn.index();
        let captured = self.at(to).map(|b| b.class);
        Class::ALL.into_iter().filter(move |c| {
            *c != Class::Priestess && (self.earth[me][c.index()] > 0 || captured == Some(*c))
        })
    }

    /// Whether a figure move from `from` to `to` (with or without a body dropped on `from`)
    /// leaves the mover's Lord soul safe.
    fn go_is_safe(&self, from: u8, to: u8, drop: bool, lord: u8) -> bool {
        let me = self.turn;
        let mut board = self.board;
        let body = board[from as usize].take();
        board[to as usize] = body;
        if drop {
            board[from as usize] = Some(Body::lifeless(me, Class::Soldier));
        }
        let lord = if lord == from { to } else { lord };
        !attacked(&board, lord, me.opponent())
    }

    /// Whether a pseudo-legal action keeps the mover's Lord soul safe (R16). `check` is whether
    /// the mover is in check now and `lord` where its Lord soul is.
    fn keeps_lord_safe(&self, a: &Action, check: bool, lord: u8) -> bool {
        match *a {
            // Grants and promotions change no square's occupancy and no enemy figure, so the
            // only thing that can change is where the Lord soul is.
            Action::Grant {
                to,
                soul: Class::Lord,
                ..
            } => !attacked(&self.board, ix(to), self.turn.opponent()),
            Action::Grant { .. } | Action::Promote { .. } => !check,
            // Out of check, a being off every line through the Lord soul's square cannot
            // uncover it: leaving that square opens no line to the Lord soul, and arriving
            // anywhere only blocks lines or removes an enemy.
            Action::Go { from, .. } if !check && ix(from) != lord && !aligned(ix(from), lord) => {
                true
            }
            Action::Go { from, to, drop } => {
                self.go_is_safe(ix(from), ix(to), drop.is_some(), lord)
            }
        }
    }

    /// Every legal action of the side to move.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Some(lord) = lord_square(&self.board, self.turn) else {
            return Vec::new();
        };
        let check = self.in_check();
        let mut out = Vec::new();
        for a in self.pseudo_actions(false) {
            if let Action::Go { from, to, .. } = a {
                if ix(from) == lord && self.board[lord as usize].is_some_and(|b| b.is_lord_figure())
                {
                    let plain = self.go_is_safe(ix(from), ix(to), false, lord);
                    if plain {
                        out.push(a);
                    }
                    let drops: Vec<Class> = self.droppable(ix(to)).collect();
                    // A lifeless body on the vacated square only adds a blocker.
                    if !drops.is_empty() && (plain || self.go_is_safe(ix(from), ix(to), true, lord))
                    {
                        for &c in &drops {
                            out.push(Action::Go {
                                from,
                                to,
                                drop: Some(c),
                            });
                        }
                    }
                    continue;
                }
            }
            if self.keeps_lord_safe(&a, check, lord) {
                out.push(a);
            }
        }
        // The order players see (rulings §4): by origin square, then figure moves, drops, soul
        // moves and promotion. The sort is stable, so targets keep their order.
        out.sort_by_key(|a| match *a {
            Action::Go { from, drop, .. } => (ix(from), u8::from(drop.is_some())),
            Action::Grant { from, .. } => (ix(from), 2),
            Action::Promote { at } => (ix(at), 3),
        });
        out
    }

    /// Whether the side to move has any legal action (stops at the first).
    pub fn has_legal_action(&self) -> bool {
        let Some(lord) = lord_square(&self.board, self.turn) else {
            return false;
        };
        let check = self.in_check();
        self.pseudo_actions(true)
            .iter()
            .any(|a| self.keeps_lord_safe(a, check, lord))
    }

    /// Whether `a` is pseudo-legal (ignoring self-check) for the side to move.
    pub fn is_pseudo_legal(&self, a: &Action) -> bool {
        let from = match *a {
            Action::Go { from, .. } | Action::Grant { from, .. } => ix(from),
            Action::Promote { at } => ix(at),
        };
        self.pseudo_actions_in(true, from..from + 1).contains(a)
    }

    /// Whether `a` is legal for the side to move.
    pub fn is_legal(&self, a: &Action) -> bool {
        let Some(lord) = lord_square(&self.board, self.turn) else {
            return false;
        };
        self.is_pseudo_legal(a) && self.keeps_lord_safe(a, self.in_check(), lord)
    }
}
