//! Why an action is refused (rulings §4.5): every refusal a player can trigger says what was
//! wrong and, where it can, what would be right ("not your piece", "stunned", "castling path not
//! empty", "`orb` costs 5 coins; you have 3").
//!
//! [`HeavenAndHell::refuse`] reads what the player typed as well as it can (a move, castling, a
//! purchase, an ability, a decision word) and checks the rules in the order a player would, so
//! the first thing wrong is named. Nothing here changes the state, and no message names a hidden
//! trap (R108): "empty" ignores traps here as everywhere.
//!
//! This module only builds the reasons ([`HeavenHellRefusal`], [`HeavenHellUnreadable`] and their
//! parts); their words are in `crate::error::words`.

use super::board::{block, on_grid, parse_plane, parse_sq, psq_name, Sq, EARTH, HELL};
use super::engine::Decision;
use super::moves::{archer_vectors, leopard_vectors};
use super::notation::canonical;
use super::notation::Action;
use super::pieces::{Color, Kind, Piece};
use super::shop::Entry;
use super::HeavenAndHell;
use crate::error::{
    HeavenHellLanding, HeavenHellLanding as L, HeavenHellOffer, HeavenHellOptions, HeavenHellPiece,
    HeavenHellPieceAt, HeavenHellRefusal as R, HeavenHellTarget, HeavenHellTarget as T,
    HeavenHellUnreadable, HeavenHellUnreadable as U, Item, Plane, Refusal, Shared, SquareName,
    WaitingFor,
};
use crate::{RuleError, Side};

fn malformed(reason: HeavenHellUnreadable) -> RuleError {
    RuleError::malformed("", reason)
}

fn illegal(reason: impl Into<Refusal>) -> RuleError {
    RuleError::illegal("", reason)
}

/// A square in the notation of refusals (`E:e4`).
fn at(plane: u8, sq: Sq) -> SquareName {
    SquareName(psq_name(plane, sq))
}

/// The ways a vector fits a piece's pattern (board contents aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// A slide: unit step and number of steps.
    Slide(Sq, i8),
    /// A leap (Knight, Leopard, Archer, Scout corner).
    Leap,
    /// A pawn-like step straight forward.
    Step,
    /// A pawn-like step diagonally forward.
    Diagonal,
    /// A Pawn's double step.
    Double,
    /// A Checker Knight's jump in this unit direction.
    Jump(Sq),
    /// A King's two files sideways on its home square: castling's squares.
    CastleLike(bool),
}

/// A move as typed: its squares, whether it is a shot, and a promotion letter.
struct Typed {
    plane: u8,
    squares: Vec<Sq>,
    shot: bool,
    promo: Option<char>,
}

/// What a text looks like.
enum Reading {
    Move(Typed),
    Castle(u8, bool),
}

/// Reads `E:e2-e4`, `e7e8=q`, `d4*d6`, `d4-d6-d8`, `O-O` without judging legality. Bad squares
/// and unknown shapes are `Malformed` with the reason.
fn read_move(text: &str) -> Result<Reading, RuleError> {
    let t: String = text
        .split_whitespace()
        .collect::<String>()
        .to_ascii_lowercase();
    let (plane, rest) = match t.split_once(':') {
        Some((p, rest)) => {
            let plane = parse_plane(p).ok_or_else(|| {
                malformed(U::NotAPlane {
                    plane: p.to_owned(),
                })
            })?;
            (plane, rest.to_string())
        }
        None => (EARTH, t.clone()),
    };
    let castle = rest.replace('0', "o");
    match castle.as_str() {
        "o-o" | "oo" => return Ok(Reading::Castle(plane, false)),
        "o-o-o" | "ooo" => return Ok(Reading::Castle(plane, true)),
        _ => {}
    }
    let unknown = || {
        malformed(U::NotAnAction {
            text: text.trim().to_owned(),
        })
    };
    let c: Vec<char> = rest.chars().collect();
    let mut raw: Vec<String> = Vec::new();
    let mut shot = false;
    let mut promo = None;
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let next_digit = c.get(i + 1).is_some_and(|d| d.is_ascii_digit());
        if ch == '-' || (ch == 'x' && !next_digit) {
            i += 1;
        } else if ch == '*' {
            shot = true;
            i += 1;
        } else if ch == '=' {
            if i + 2 != c.len() || raw.len() < 2 {
                return Err(unknown());
            }
            promo = Some(c[i + 1]);
            i = c.len();
        } else if ch.is_ascii_alphabetic() {
            let mut j = i + 1;
            while j < c.len() && c[j].is_ascii_digit() {
                j += 1;
            }
            if j == i + 1 {
                // A letter with no rank: a promotion letter at the very end, or nonsense.
                if i + 1 == c.len() && raw.len() >= 2 {
                    promo = Some(ch);
                    i += 1;
                    continue;
                }
                return Err(unknown());
            }
            raw.push(c[i..j].iter().collect());
            i = j;
        } else {
            return Err(unknown());
        }
    }
    if raw.is_empty() {
        return Err(unknown());
    }
    let mut squares = Vec::new();
    for r in &raw {
        squares.push(parse_sq(r).ok_or_else(|| malformed(U::NotASquare { text: r.clone() }))?);
    }
    Ok(Reading::Move(Typed {
        plane,
        squares,
        shot,
        promo,
    }))
}

/// Reads a target: `E:g8`, `earth:g8`, or a bare square (Earth).
fn read_target(t: &str) -> Option<(u8, Sq)> {
    match t.split_once(':') {
        Some((p, s)) => Some((parse_plane(p)?, parse_sq(s)?)),
        None => Some((EARTH, parse_sq(t)?)),
    }
}

impl HeavenAndHell {
    /// The reason `side` may not play what `text` says (it matched no legal action or answer).
    pub(crate) fn refuse(&self, side: Side, text: &str) -> RuleError {
        if self.outcome.is_some() {
            return RuleError::GameOver;
        }
        if let Some(p) = &self.engine.pending {
            if p.side != side {
                return RuleError::not_your_turn(
                    side,
                    vec![p.side],
                    WaitingFor::Decision {
                        side: p.side,
                        prompt: self.prompt(p),
                    },
                );
            }
            return self.refuse_answer(side, text);
        }
        if side != self.turn {
            return RuleError::not_your_turn(
                side,
                vec![self.turn],
                crate::error::WaitingFor::Turn { side: self.turn },
            );
        }
        let words: Vec<&str> = text.split_whitespace().collect();
        let first = words
            .first()
            .map(|w| w.to_ascii_lowercase())
            .unwrap_or_default();
        match first.as_str() {
            "" => malformed(U::Empty),
            "buy" => self.refuse_buy(side, &words[1..]),
            "use" => self.refuse_use(side, &words[1..]),
            "choose" | "decline" | "done" => illegal(R::NoDecision),
            "trap" => illegal(R::NoTrapToPlant),
            "end" => illegal(R::EndFirst),
            _ => match read_move(text) {
                Err(e) => e,
                Ok(Reading::Castle(plane, long)) => self.refuse_castle(side, plane, long),
                Ok(Reading::Move(m)) => self.refuse_move(side, &m),
            },
        }
    }

    /// The reason a played [`Action`] is refused.
    pub(crate) fn refuse_action(&self, side: Side, action: &Action) -> RuleError {
        self.refuse(side, &canonical(action))
    }

    /// An answer that does not answer the open decision of `side`.
    fn refuse_answer(&self, side: Side, text: &str) -> RuleError {
        let Some(p) = &self.engine.pending else {
            return illegal(R::NoDecision);
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let first = words
            .first()
            .map(|w| w.to_ascii_lowercase())
            .unwrap_or_default();
        if matches!(p.decision, Decision::ChaosBuy) && first == "buy" {
            return self.refuse_buy(side, &words[1..]);
        }
        if matches!(p.decision, Decision::Trap { .. }) && first == "trap" {
            match words.get(1) {
                Some(w) => match read_target(w) {
                    // Said without telling whether one of the player's own traps is there.
                    Some((pl, sq)) => {
                        return illegal(R::TrapSquare { square: at(pl, sq) });
                    }
                    None => {
                        return malformed(U::TrapNotSquare {
                            text: (*w).to_owned(),
                        })
                    }
                },
                None => {
                    return malformed(U::TrapWhere);
                }
            }
        }
        if matches!(p.decision, Decision::Trap { .. }) {
            // The free squares are not listed: by their gaps they would show where the
            // player's own traps are, should the message be seen by others (R108).
            return illegal(R::NotTrapAnswer {
                text: text.trim().to_owned(),
                prompt: self.prompt(p),
            });
        }
        let answers: Vec<String> = self.legal_list(side).iter().map(canonical).collect();
        let piece_hint = match &p.decision {
            Decision::DoubleMove { .. } | Decision::SecondJump { .. } | Decision::Spree { .. } => {
                matches!(read_move(text), Ok(Reading::Move(m)) if m.squares.len() >= 2)
            }
            _ => false,
        };
        illegal(R::NotAnswer {
            text: text.trim().to_owned(),
            prompt: self.prompt(p),
            piece_hint,
            double_move: matches!(p.decision, Decision::DoubleMove { .. }),
            answers,
        })
    }

    /// The legal moves and abilities of the piece on a square, in words.
    fn piece_options(&self, side: Side, plane: u8, sq: Sq) -> HeavenHellOptions {
        HeavenHellOptions::of(
            self.legal_of_piece(side, plane, sq)
                .iter()
                .map(canonical)
                .collect(),
        )
    }

    fn refuse_actor(&self, side: Side, p: &Piece) -> Option<RuleError> {
        let square = at(p.plane, p.anchor);
        if !self.controls(side, p) {
            return Some(illegal(if p.kind == Kind::Angel {
                R::AngelCoins {
                    mine: self.coins[side.index()],
                    opponent: side.opponent(),
                    theirs: self.coins[side.opponent().index()],
                }
            } else {
                R::NotYours {
                    kind: p.kind,
                    square,
                    owner: p.color.side(),
                }
            }));
        }
        if p.stun > 0 {
            return Some(illegal(R::Stunned {
                kind: p.kind,
                square,
                stacks: p.stun,
            }));
        }
        None
    }

    /// Why a typed move, shot or chain is not legal.
    fn refuse_move(&self, side: Side, m: &Typed) -> RuleError {
        let plane = m.plane;
        let from = m.squares[0];
        let Some(p) = self.at(plane, from) else {
            return illegal(Shared::NoPieceOn {
                square: at(plane, from),
            });
        };
        if let Some(e) = self.refuse_actor(side, p) {
            return e;
        }
        let options = self.piece_options(side, plane, from);
        if m.squares.len() == 1 {
            return malformed(U::OneSquare { options });
        }
        if m.squares.len() > 3 || (m.squares.len() == 3 && (m.shot || p.kind != Kind::Checker)) {
            return malformed(U::ThirdSquare { options });
        }
        let to = m.squares[1];
        if m.squares.len() == 3 && (to.0 - from.0).abs() + (to.1 - from.1).abs() < 2 {
            return malformed(U::JumpChain {
                from: at(plane, from),
                to: super::board::sq_name(to),
            });
        }
        if to == from {
            return illegal(R::GoesNowhere {
                square: at(plane, to),
                options,
            });
        }
        let off = (from.0 - p.anchor.0, from.1 - p.anchor.1);
        let dest = (to.0 - off.0, to.1 - off.1);
        let v = (dest.0 - p.anchor.0, dest.1 - p.anchor.1);
        if m.shot {
            return self.refuse_shot(side, p, dest, v, options);
        }
        let piece = HeavenHellPieceAt::of(p);
        let to = at(plane, to);
        let Some(shape) = self.shape(p, side, v) else {
            return illegal(R::CannotGo { piece, to, options });
        };
        if let Shape::CastleLike(long) = shape {
            return illegal(R::CastleByKing {
                castling: if long { "E:O-O-O" } else { "E:O-O" }.to_owned(),
            });
        }
        if let Some(why) = self.refuse_landing(side, p, dest, shape) {
            return illegal(R::Landing { why, options });
        }
        if let Some(ban) = self.imp_ban {
            if ban.piece == p.id && ban.plane == plane && ban.from == dest && self.actions_done == 0
            {
                return illegal(R::ImpBan {
                    piece,
                    to,
                    opponent: side.opponent(),
                    options,
                });
            }
        }
        let bare = self
            .legal_of_piece(side, plane, from)
            .into_iter()
            .find(|a| matches!(a, Action::Move { to: t, .. } if *t == dest));
        if let (Some(letter), Some(a)) = (m.promo, bare) {
            let letter = letter.to_ascii_uppercase().to_string();
            let bare = canonical(&a.bare());
            return illegal(match a {
                Action::Move { promo: Some(_), .. } => R::PromoteLetter { letter, bare },
                _ if p.kind == Kind::Pawn && p.experienced && Self::on_last_rank_at(p, dest) => {
                    R::ExperiencedPromote { letter, bare }
                }
                _ => R::NoPromotion { letter, bare },
            });
        }
        illegal(R::CannotGoNow { piece, to, options })
    }

    /// Whether a type-Pawn with footprint at `a` would touch its last rank.
    fn on_last_rank_at(p: &Piece, a: Sq) -> bool {
        p.color
            .side()
            .map(Self::last_rank)
            .is_some_and(|r| r >= a.1 && r < a.1 + p.k())
    }

    /// How a vector fits `p`'s pattern, board contents aside.
    fn shape(&self, p: &Piece, side: Side, v: Sq) -> Option<Shape> {
        let (dx, dy) = v;
        if v == (0, 0) {
            return None;
        }
        let line = |diag: bool, orth: bool, max: i8| -> Option<Shape> {
            let n = dx.abs().max(dy.abs());
            let fits = ((dx == 0 || dy == 0) && orth) || (dx.abs() == dy.abs() && diag);
            (fits && n <= max).then_some(Shape::Slide((dx.signum(), dy.signum()), n))
        };
        let knight = (dx.abs() == 1 && dy.abs() == 2) || (dx.abs() == 2 && dy.abs() == 1);
        let fwd = Self::forward(p, side);
        let pawnish = || -> Option<Shape> {
            if v == (0, fwd) {
                Some(Shape::Step)
            } else if dx.abs() == 1 && dy == fwd {
                Some(Shape::Diagonal)
            } else if v == (0, 2 * fwd) {
                Some(Shape::Double)
            } else {
                None
            }
        };
        match p.kind {
            Kind::Rook | Kind::Warlock | Kind::Fortress => line(false, true, 8),
            Kind::Bishop | Kind::Wizard | Kind::Archbishop => line(true, false, 8),
            Kind::Queen | Kind::Angel => line(true, true, 8),
            Kind::King => {
                // Two files along its home rank, from the e-file: what castling looks like.
                let home = if side == Side::White { 0 } else { 7 };
                if dy == 0 && dx.abs() == 2 && p.plane == EARTH && p.anchor == (4, home) {
                    return Some(Shape::CastleLike(dx < 0));
                }
                line(true, true, 1)
            }
            Kind::Knight => knight.then_some(Shape::Leap),
            Kind::Leopard => leopard_vectors().contains(&v).then_some(Shape::Leap),
            Kind::Archer => archer_vectors().contains(&v).then_some(Shape::Leap),
            Kind::Scout => {
                let far = 8 - p.k();
                let dest = (p.anchor.0 + dx, p.anchor.1 + dy);
                if [(0, 0), (far, 0), (0, far), (far, far)].contains(&dest) {
                    line(false, true, 8).or(Some(Shape::Leap))
                } else {
                    line(false, true, 8)
                }
            }
            Kind::Checker => {
                // Jumps go k+1 squares orthogonally in any direction (R62, R78); it never
                // double-steps, so (0, 2·forward) of a size-1 Checker Knight is a jump.
                let k = p.k();
                if (dx == 0 && dy.abs() == k + 1) || (dy == 0 && dx.abs() == k + 1) {
                    Some(Shape::Jump((dx.signum(), dy.signum())))
                } else {
                    pawnish().filter(|s| *s != Shape::Double)
                }
            }
            Kind::Pawn => pawnish(),
            Kind::Bomber | Kind::Imp | Kind::Devil => pawnish(),
        }
    }

    /// Why `p` may not land with its footprint at `dest` by a move of this shape, if it may not.
    fn refuse_landing(
        &self,
        side: Side,
        p: &Piece,
        dest: Sq,
        shape: Shape,
    ) -> Option<HeavenHellLanding> {
        let plane = p.plane;
        if let Some(why) = self.refuse_way(p, dest, shape) {
            return Some(why);
        }
        let here = self.others(p, dest);
        // An ally of the mover is always the acting player's own piece (R23).
        if let Some(q) = here.iter().find(|q| Self::is_ally(p, q, side)) {
            return Some(L::OntoAlly {
                kind: q.kind,
                square: at(q.plane, q.anchor),
            });
        }
        match shape {
            Shape::Step => here.first().map(|q| L::StepOccupied {
                kind: p.kind,
                piece: HeavenHellPiece::of(q),
                square: at(plane, dest),
            }),
            Shape::Double => self.refuse_double_step(side, p, dest, &here),
            Shape::Diagonal => {
                if here.iter().any(|q| !Self::is_ally(p, q, side)) {
                    return None;
                }
                // (The en passant chance lasts only until the turn's first action, R16.)
                if let Some(ep) = self.ep {
                    if ep.plane == plane && ep.passed == dest && (p.kind != Kind::Pawn || p.k() > 1)
                    {
                        return Some(L::EnPassantSize {
                            square: at(plane, dest),
                        });
                    }
                }
                Some(L::DiagonalNoEnemy {
                    kind: p.kind,
                    square: at(plane, dest),
                })
            }
            Shape::Jump(d) => self.refuse_jump(p, d, &here),
            Shape::Slide(..) | Shape::Leap | Shape::CastleLike(_) => None,
        }
    }

    /// The pieces other than `p` that `p`'s footprint would cover with its anchor at `a`.
    fn others(&self, p: &Piece, a: Sq) -> Vec<&Piece> {
        self.in_block(p.plane, a, p.k(), p.id)
            .into_iter()
            .filter_map(|id| self.piece(id))
            .collect()
    }

    /// Why `p` cannot get to `dest` at all: its footprint off the board or on a destroyed
    /// square, or, for a slide, a destroyed or occupied block on the way (R27, R49, R62).
    fn refuse_way(&self, p: &Piece, dest: Sq, shape: Shape) -> Option<HeavenHellLanding> {
        let plane = p.plane;
        let k = p.k();
        if !block(dest, k).all(on_grid) {
            return Some(L::OffBoard {
                size: k,
                kind: p.kind,
            });
        }
        if let Some(h) = block(dest, k).find(|s| !self.exists(plane, *s)) {
            return Some(L::Destroyed {
                square: at(plane, h),
            });
        }
        if let Shape::Slide(u, n) = shape {
            for t in 1..n {
                let a = (p.anchor.0 + u.0 * t, p.anchor.1 + u.1 * t);
                if let Some(h) = block(a, k).find(|s| !self.exists(plane, *s)) {
                    return Some(L::WayDestroyed {
                        square: at(plane, h),
                    });
                }
                if let Some(q) = self.others(p, a).first() {
                    return Some(L::WayBlocked {
                        piece: HeavenHellPiece::of(q),
                        square: at(q.plane, q.anchor),
                    });
                }
            }
        }
        None
    }

    /// Why the double step of `p` to `dest` (where `here` stand) is refused (R15).
    fn refuse_double_step(
        &self,
        side: Side,
        p: &Piece,
        dest: Sq,
        here: &[&Piece],
    ) -> Option<HeavenHellLanding> {
        let plane = p.plane;
        if p.kind != Kind::Pawn {
            return Some(L::NeverTwo { kind: p.kind });
        }
        if p.k() > 1 {
            return Some(L::EnlargedPawn);
        }
        let fwd = Self::forward(p, side);
        let home = if fwd == 1 { 1 } else { 6 };
        if p.anchor.1 != home {
            return Some(L::DoubleFromStart {
                rank: home + 1,
                side: Self::eff_side(p, side),
            });
        }
        let mid = (p.anchor.0, p.anchor.1 + fwd);
        if !self.exists(plane, mid) {
            return Some(L::PassedDestroyed {
                square: at(plane, mid),
            });
        }
        if let Some(q) = self.others(p, mid).first() {
            return Some(L::PassedOccupied {
                square: at(plane, mid),
                piece: HeavenHellPiece::of(q),
            });
        }
        here.first().map(|q| L::StepOccupied {
            kind: Kind::Pawn,
            piece: HeavenHellPiece::of(q),
            square: at(plane, dest),
        })
    }

    /// Why the Checker Knight jump of `p` in direction `d` (landing where `here` stand) is
    /// refused (R78).
    fn refuse_jump(&self, p: &Piece, d: (i8, i8), here: &[&Piece]) -> Option<HeavenHellLanding> {
        let plane = p.plane;
        let (strip, _) = Self::jump_geometry(p, d);
        let jumped = strip
            .iter()
            .any(|s| on_grid(*s) && self.at(plane, *s).is_some_and(|q| q.id != p.id));
        if !jumped {
            return Some(L::JumpNothing {
                squares: strip.iter().map(|s| at(plane, *s)).collect(),
            });
        }
        here.first().map(|q| L::JumpOccupied {
            piece: HeavenHellPiece::of(q),
            square: at(q.plane, q.anchor),
        })
    }

    /// Why a shot is not legal.
    fn refuse_shot(
        &self,
        side: Side,
        p: &Piece,
        dest: Sq,
        v: Sq,
        options: HeavenHellOptions,
    ) -> RuleError {
        let plane = p.plane;
        let target = at(plane, dest);
        let piece = HeavenHellPieceAt::of(p);
        let fits = match p.kind {
            Kind::Archer => archer_vectors().contains(&v),
            Kind::Fortress => v.0.abs() == 1 && v.1.abs() == 1,
            _ => return illegal(R::NotAShooter { piece, options }),
        };
        if !fits {
            return illegal(R::ShotPattern {
                piece,
                target,
                options,
            });
        }
        let k = p.k();
        if !block(dest, k).all(on_grid) {
            return illegal(R::ShotOffBoard { options });
        }
        let here: Vec<&Piece> = self
            .in_block(plane, dest, k, p.id)
            .into_iter()
            .filter_map(|id| self.piece(id))
            .collect();
        let enemies: Vec<&&Piece> = here.iter().filter(|q| !Self::is_ally(p, q, side)).collect();
        if enemies.is_empty() {
            return illegal(if here.is_empty() {
                R::ShotNothing { target, options }
            } else {
                R::ShotNoEnemy { target, options }
            });
        }
        if let Some(q) = enemies.iter().find(|q| self.uncapturable(q)) {
            return illegal(R::ShotProtected {
                piece: HeavenHellPiece::of(q),
                square: at(q.plane, q.anchor),
                options,
            });
        }
        illegal(R::CannotShootNow {
            piece,
            target,
            options,
        })
    }

    /// Why castling is not legal (R19).
    fn refuse_castle(&self, side: Side, plane: u8, long: bool) -> RuleError {
        if plane != EARTH {
            return illegal(R::CastleNotEarth {
                plane: Plane::of(plane),
            });
        }
        let rank = if side == Side::White { 0 } else { 7 };
        let color = Color::of(side);
        let e = at(EARTH, (4, rank));
        let king = self
            .at(EARTH, (4, rank))
            .filter(|p| p.color == color && p.kind == Kind::King && p.anchor == (4, rank));
        let Some(king) = king else {
            return illegal(R::CastleNeedsKing { square: e });
        };
        if king.size > 0 {
            return illegal(R::CastleKingEnlarged);
        }
        if king.moved {
            return illegal(R::CastleKingMoved);
        }
        if king.stun > 0 {
            return illegal(R::CastleKingStunned);
        }
        let rf = if long { 0 } else { 7 };
        let square = at(EARTH, (rf, rank));
        let rook = self
            .at(EARTH, (rf, rank))
            .filter(|p| p.color == color && p.kind == Kind::Rook && p.anchor == (rf, rank));
        let Some(rook) = rook else {
            return illegal(R::CastleNeedsRook { long, square });
        };
        if rook.size > 0 {
            return illegal(R::CastleRookEnlarged { square });
        }
        if rook.moved {
            return illegal(R::CastleRookMoved { square });
        }
        if rook.stun > 0 {
            return illegal(R::CastleRookStunned { square });
        }
        let between: &[i8] = if long { &[1, 2, 3] } else { &[5, 6] };
        for &f in between {
            let s = (f, rank);
            let square = at(EARTH, s);
            if !self.exists(EARTH, s) {
                return illegal(R::CastlePathDestroyed { square });
            }
            if let Some(q) = self.at(EARTH, s) {
                return illegal(R::CastlePathPiece {
                    piece: HeavenHellPiece::of(q),
                    square,
                });
            }
            let it = self.items(EARTH, s);
            if it.any() {
                let item = if it.fire {
                    Item::Fire
                } else if it.ice {
                    Item::Ice
                } else if it.orb {
                    Item::Orb
                } else {
                    Item::Coins
                };
                return illegal(R::CastlePathItem { item, square });
            }
        }
        illegal(R::CastleNotLegal)
    }

    /// Why a purchase is not legal (R92–R97).
    fn refuse_buy(&self, side: Side, args: &[&str]) -> RuleError {
        let coins = self.coins[side.index()];
        let open: Vec<HeavenHellOffer> = self
            .shop
            .open()
            .iter()
            .map(|(e, price)| HeavenHellOffer::Offer {
                entry: e.code().to_owned(),
                price: *price,
            })
            .collect();
        let Some(code) = args.first().map(|c| c.to_ascii_lowercase()) else {
            return malformed(U::BuyWhat { open });
        };
        let Some(entry) = Entry::from_code(&code) else {
            let entries = Entry::ALL.iter().map(|e| e.code().to_owned()).collect();
            return malformed(U::NoSuchEntry { code, entries });
        };
        let Some(price) = self.shop.price(entry) else {
            return illegal(R::Removed { code, open });
        };
        if !self.shop.open().iter().any(|(e, _)| *e == entry) {
            return illegal(R::Locked { code, open });
        }
        if price > coins {
            return illegal(R::NotEnoughCoins { code, price, coins });
        }
        let mut targets = Vec::new();
        for t in &args[1..] {
            match read_target(t) {
                Some(x) => targets.push(x),
                None => {
                    return malformed(U::TargetNotSquare {
                        text: (*t).to_owned(),
                    })
                }
            }
        }
        let legal = self.entry_targets(side, entry);
        let example = legal.first().map(|t| {
            canonical(&Action::Buy {
                entry,
                targets: t.clone(),
            })
        });
        let count = match entry {
            Entry::Teleport => 2,
            Entry::Trap | Entry::Orb | Entry::TwoActions => 0,
            _ => 1,
        };
        if targets.len() != usize::from(count) {
            return malformed(U::TargetCount {
                code,
                entry,
                count,
                example,
            });
        }
        if let Some(why) = self.target_reason(side, entry, &targets) {
            return illegal(R::Target { why, example });
        }
        if legal.is_empty() {
            return illegal(match entry {
                Entry::Trap => R::TrapNoSquare,
                _ => R::NoLegalTarget { code, entry },
            });
        }
        illegal(R::NotLegalTarget {
            code,
            entry,
            example,
        })
    }

    fn target_piece(&self, t: (u8, Sq)) -> Result<&Piece, HeavenHellTarget> {
        match self.at(t.0, t.1) {
            None => Err(T::NoPiece {
                square: at(t.0, t.1),
            }),
            Some(p) if p.anchor != t.1 => Err(T::ByLowerLeft {
                size: p.k(),
                kind: p.kind,
                square: at(p.plane, p.anchor),
            }),
            Some(p) => Ok(p),
        }
    }

    /// Why these targets are not legal for `entry`, if a reason can be named.
    fn target_reason(
        &self,
        side: Side,
        entry: Entry,
        targets: &[(u8, Sq)],
    ) -> Option<HeavenHellTarget> {
        let t = *targets.first()?;
        let square = at(t.0, t.1);
        match entry {
            Entry::Stun
            | Entry::ToEarth
            | Entry::Upgrade
            | Entry::Kill
            | Entry::Curse
            | Entry::Forgive => match self.target_piece(t) {
                Err(e) => Some(e),
                Ok(p) => self.piece_target_reason(side, entry, p),
            },
            Entry::Fire => {
                if !self.exists(t.0, t.1) {
                    Some(T::Destroyed { square })
                } else if let Some(q) = self.at(t.0, t.1) {
                    Some(T::FireOccupied {
                        piece: HeavenHellPiece::of(q),
                        square,
                    })
                } else if self.items(t.0, t.1).fire {
                    Some(T::FireAlready { square })
                } else {
                    None
                }
            }
            Entry::Thaw => self.area_reason(t, true),
            Entry::Freeze => self.area_reason(t, false),
            Entry::Rook | Entry::Knight | Entry::Bishop => self.new_piece_reason(side, t),
            Entry::Teleport => match self.target_piece(t) {
                Err(e) => Some(e),
                Ok(p) => self.teleport_reason(side, p, targets.get(1)),
            },
            Entry::Trap | Entry::Orb | Entry::TwoActions => None,
        }
    }

    /// Why the piece `p` is not a target of `entry` (an entry aimed at one piece).
    fn piece_target_reason(&self, side: Side, entry: Entry, p: &Piece) -> Option<HeavenHellTarget> {
        let kind = p.kind;
        match entry {
            Entry::Stun if p.kind == Kind::King => Some(T::KingsNoStun),
            Entry::ToEarth if !self.controls(side, p) => Some(T::ToEarthNotControlled {
                piece: HeavenHellPiece::of(p),
            }),
            Entry::ToEarth if p.kind.royal() => Some(T::ToEarthRoyal { kind }),
            Entry::ToEarth if p.plane == EARTH => Some(T::OnEarth { kind }),
            Entry::ToEarth => self.relocation_reason(side, p, EARTH, p.anchor),
            Entry::Upgrade if p.kind.royal() => Some(T::UpgradeRoyal { kind }),
            Entry::Upgrade if p.upgrade_options().is_empty() => Some(T::NoUpgrade { kind }),
            Entry::Kill if p.kind.standard() => Some(T::KillStandard { kind }),
            Entry::Curse if p.kind.royal() => Some(T::CurseRoyal { kind }),
            Entry::Curse if p.cursed => Some(T::CursedAlready { kind }),
            Entry::Forgive if !p.murderer => Some(T::NotMurderer { kind }),
            _ => None,
        }
    }

    /// Why the 2×2 area named by its lower-left square `t` is not a target (of `thaw` when
    /// `need_items`, else of `freeze`).
    fn area_reason(&self, t: (u8, Sq), need_items: bool) -> Option<HeavenHellTarget> {
        let square = at(t.0, t.1);
        if t.1 .0 > 6 || t.1 .1 > 6 {
            return Some(T::AreaCorner { square });
        }
        if !block(t.1, 2).any(|s| self.exists(t.0, s)) {
            return Some(T::AreaDestroyed { square });
        }
        if need_items
            && !block(t.1, 2).any(|s| {
                let it = self.items(t.0, s);
                it.fire || it.ice
            })
        {
            return Some(T::AreaNoItems { square });
        }
        None
    }

    /// Why `t` is not a square for a new piece of `side` (R96, HH-17).
    fn new_piece_reason(&self, side: Side, t: (u8, Sq)) -> Option<HeavenHellTarget> {
        let square = at(t.0, t.1);
        let rank = if side == Side::White { 0 } else { 7 };
        if t.1 .1 != rank {
            Some(T::BackRank { rank: rank + 1 })
        } else if !self.exists(t.0, t.1) {
            Some(T::Destroyed { square })
        } else if let Some(q) = self.at(t.0, t.1) {
            Some(T::NotEmptyPiece {
                square,
                piece: HeavenHellPiece::of(q),
            })
        } else if self.items(t.0, t.1).any() {
            Some(T::NotEmptyItem { square })
        } else {
            None
        }
    }

    /// Why `p` cannot be teleported to `d` (R93: a piece `side` controls, on its own plane).
    fn teleport_reason(
        &self,
        side: Side,
        p: &Piece,
        d: Option<&(u8, Sq)>,
    ) -> Option<HeavenHellTarget> {
        if !self.controls(side, p) {
            return Some(T::TeleportNotControlled {
                piece: HeavenHellPiece::of(p),
            });
        }
        let d = d?;
        if d.0 != p.plane {
            return Some(T::TeleportPlane {
                kind: p.kind,
                plane: Plane::of(p.plane),
            });
        }
        if d.1 == p.anchor {
            return Some(T::TeleportSame {
                kind: p.kind,
                square: at(d.0, d.1),
            });
        }
        self.relocation_reason(side, p, d.0, d.1)
    }

    /// Why `p` may not be relocated (no direction) to footprint `a` on `plane` (R59, R82, R93).
    fn relocation_reason(
        &self,
        side: Side,
        p: &Piece,
        plane: u8,
        a: Sq,
    ) -> Option<HeavenHellTarget> {
        let k = p.k();
        if !block(a, k).all(on_grid) {
            return Some(T::RelocationOffBoard {
                size: k,
                kind: p.kind,
            });
        }
        if let Some(h) = block(a, k).find(|s| !self.exists(plane, *s)) {
            return Some(T::Destroyed {
                square: at(plane, h),
            });
        }
        for id in self.in_block(plane, a, k, p.id) {
            let q = self.piece(id)?;
            if Self::is_ally(p, q, side) {
                return Some(T::RelocationAlly {
                    ally: q.kind,
                    square: at(q.plane, q.anchor),
                    kind: p.kind,
                });
            }
        }
        None
    }

    /// Why an ability is not legal (R79, R82, R59).
    fn refuse_use(&self, side: Side, args: &[&str]) -> RuleError {
        let Some(t) = args.first().and_then(|a| read_target(a)) else {
            return malformed(U::UseWhat);
        };
        let p = match self.target_piece(t) {
            Ok(p) => p,
            Err(why) => return illegal(R::Target { why, example: None }),
        };
        if let Some(e) = self.refuse_actor(side, p) {
            return e;
        }
        let word = args
            .get(1)
            .map(|w| w.to_ascii_lowercase())
            .unwrap_or_default();
        match word.as_str() {
            "fire" | "ice" => self.refuse_wizard(p, args, word),
            "pull" => self.refuse_pull(side, p, args),
            "portal" => self.refuse_portal(side, p, args),
            _ => malformed(U::UseHow),
        }
    }

    fn refuse_wizard(&self, p: &Piece, args: &[&str], word: String) -> RuleError {
        let piece = HeavenHellPieceAt::of(p);
        if p.kind != Kind::Wizard {
            return illegal(R::WizardOnly { word, piece });
        }
        if args.len() > 2 {
            return malformed(U::WizardTarget {
                at: args[0].to_owned(),
                word,
            });
        }
        if self.wizard_targets(p).is_empty() {
            return illegal(R::WizardNoSquare { piece, word });
        }
        illegal(R::WizardNotNow { piece, word })
    }

    fn refuse_pull(&self, side: Side, p: &Piece, args: &[&str]) -> RuleError {
        let piece = HeavenHellPieceAt::of(p);
        if p.kind != Kind::Warlock {
            return illegal(R::WarlockOnly { piece });
        }
        let Some(s) = args.get(2).and_then(|a| read_target(a)) else {
            return malformed(U::PullWhat);
        };
        if args.len() > 3 {
            return malformed(U::PullOne {
                at: args[0].to_owned(),
                square: args[2].to_owned(),
            });
        }
        if s.0 != HELL {
            return illegal(R::PullFromHell {
                square: at(s.0, s.1),
            });
        }
        let q = match self.target_piece(s) {
            Ok(q) => q,
            Err(why) => return illegal(R::Target { why, example: None }),
        };
        if !self.controls(side, q) {
            return illegal(R::PullNotControlled {
                piece: HeavenHellPiece::of(q),
            });
        }
        illegal(
            self.relocation_reason(side, q, EARTH, q.anchor)
                .map(|why| R::PullCannotCome { why })
                .unwrap_or(R::PullNotNow { piece }),
        )
    }

    fn refuse_portal(&self, side: Side, p: &Piece, args: &[&str]) -> RuleError {
        let piece = HeavenHellPieceAt::of(p);
        if !p.portal {
            return illegal(R::NoPortal { piece });
        }
        if p.kind == Kind::King {
            return illegal(R::KingPortal);
        }
        let Some(plane) = args
            .get(2)
            .and_then(|w| parse_plane(w.trim_end_matches(':')))
        else {
            return malformed(U::PortalWhere);
        };
        if args.len() > 3 {
            return malformed(U::PortalOnly {
                at: args[0].to_owned(),
                plane: args[2].to_owned(),
            });
        }
        if plane == p.plane {
            return illegal(R::PortalSamePlane {
                piece,
                plane: Plane::of(plane),
            });
        }
        illegal(
            self.relocation_reason(side, p, plane, p.anchor)
                .map(|why| R::PortalCannotGo {
                    plane: Plane::of(plane),
                    why,
                })
                .unwrap_or(R::PortalNotNow { piece }),
        )
    }
}
