//! The state: a position and everything that changes it: actions, their validation and
//! execution, the pre-battle, the end of a turn, and the check test (rulings §2.7, §2.11, §2.13,
//! §2.14). Which actions exist is in `moves`.

use super::board::{
    self, bits, forward, idx, last_rank, move_targets, reach, reaches, sq, step, Board,
};
use super::combat::{promote, Forecast};
use super::pieces::{EffectKind, Kind, Passive, Piece, Special};
use super::profiles::{self, NUMBERS};
use crate::error::{BattlefieldRefusal as R, BattlefieldUnreadable, Refusal, Shared};
use crate::{RuleError, Side};

use super::notation::Action;
use super::report::What;

/// A Cheered piece waiting for its second action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Second {
    /// Where the Cheered piece stands.
    pub at: usize,
    /// Its first action passed over a friend (Pass Through): no attack or skill now.
    pub restricted: bool,
    /// Its first action was a pawn double step (en passant becomes possible if it stays).
    pub double_step: bool,
}

/// What an action did.
#[derive(Clone, Debug, Default)]
pub struct Done {
    /// What it did, as data (its words: [`What::report`]).
    pub what: What,
    /// The combat, if the action was an attack.
    pub combat: Option<Forecast>,
    /// Where the acting piece ended (`None` if defeated or for `end`).
    pub actor_end: Option<usize>,
    /// Where the acting piece started.
    pub actor_from: Option<usize>,
    /// The target square of the action.
    pub target: Option<usize>,
    /// Pieces defeated: (square, piece).
    pub defeated: Vec<(usize, Piece)>,
    /// The piece Cheered by this action.
    pub cheer_target: Option<usize>,
    /// The move passed over a friend.
    pub passed_friend: bool,
    /// Arrival square of a pawn double step.
    pub double_step: Option<usize>,
    /// Whether the turn continues with a second action.
    pub continues: bool,
}

/// A position: the board and the turn state. Everything rules need, nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// The squares.
    pub board: Board,
    /// Whose turn it is.
    pub to_move: Side,
    /// Turn number, from 1; White plays the odd turns.
    pub turn: u32,
    /// Castling rights: White king side, White queen side, Black king side, Black queen side.
    pub castling: [bool; 4],
    /// En passant: the square a pawn passed over on the previous turn.
    pub ep: Option<usize>,
    /// A Cheered piece's pending second action.
    pub second: Option<Second>,
}

pub(super) fn illegal(reason: impl Into<Refusal>) -> RuleError {
    RuleError::illegal("", reason)
}

impl Pos {
    /// The standard start (`clerics`: the optional rule, Clerics on f1 and f8).
    pub fn start(clerics: bool) -> Pos {
        let mut board: Board = [None; 64];
        let back = [
            Kind::Rook,
            Kind::Knight,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Bishop,
            Kind::Knight,
            Kind::Rook,
        ];
        for f in 0..8u8 {
            let mut k = back[f as usize];
            if clerics && f == 5 {
                k = Kind::Cleric;
            }
            board[f as usize] = Some(Piece::new(Side::White, k));
            board[56 + f as usize] = Some(Piece::new(Side::Black, k));
            board[8 + f as usize] = Some(Piece::new(Side::White, Kind::pawn_of_file(f)));
            board[48 + f as usize] = Some(Piece::new(Side::Black, Kind::pawn_of_file(f)));
        }
        let mut p = Pos {
            board,
            to_move: Side::White,
            turn: 1,
            castling: [true; 4],
            ep: None,
            second: None,
        };
        p.pre_battle();
        p
    }

    /// The square of `side`'s King.
    pub fn king(&self, side: Side) -> Option<usize> {
        (0..64).find(|&i| self.board[i].is_some_and(|p| p.side == side && p.kind == Kind::King))
    }

    /// Clears castling rights when a piece leaves, arrives on, or is removed from `at`.
    pub fn touch(&mut self, at: usize) {
        match at {
            4 => {
                self.castling[0] = false;
                self.castling[1] = false;
            }
            7 => self.castling[0] = false,
            0 => self.castling[1] = false,
            60 => {
                self.castling[2] = false;
                self.castling[3] = false;
            }
            63 => self.castling[2] = false,
            56 => self.castling[3] = false,
            _ => {}
        }
    }

    /// Union of the reach of `side`'s pieces that deal damage (castling's "under attack").
    pub fn damage_reach(&self, side: Side) -> u64 {
        (0..64)
            .filter(|&i| self.board[i].is_some_and(|p| p.side == side && p.weapon().deals_damage()))
            .fold(0, |acc, i| acc | reach(&self.board, i))
    }

    /// The pre-battle of the turn now starting (§2.7 steps 1–3).
    pub fn pre_battle(&mut self) {
        let t = self.turn;
        let s = self.to_move;
        for p in self.board.iter_mut().flatten() {
            if p.effects.iter().any(|&e| e != 0) {
                for e in p.effects.iter_mut() {
                    if *e <= t {
                        *e = 0;
                    }
                }
            }
            if p.side == s {
                let need = p.charge_needed();
                if need > 0 {
                    if p.has(Passive::QuickCharge) && p.charge == 0 {
                        p.charge = 1;
                    }
                    if p.has(Passive::Charge) && p.hp * 100 > p.max_hp() * NUMBERS.charge_hp_pct {
                        p.charge = (p.charge + 1).min(need);
                    }
                }
            }
        }
        let mut adds: Vec<(usize, EffectKind, u32)> = Vec::new();
        for h in 0..64 {
            let Some(p) = self.board[h] else { continue };
            if p.side != s {
                continue;
            }
            let aura = p.special.boost_stat().is_some()
                || p.has(Passive::PowerOfFriendship)
                || p.has(Passive::Threaten)
                || p.has(Passive::Sabotage);
            if !aura {
                continue;
            }
            let my_sum: i32 = p.visible().iter().sum();
            for v in bits(reach(&self.board, h)) {
                let Some(q) = self.board[v] else { continue };
                if q.side == s {
                    let boost = match p.special {
                        Special::BoostAtk => Some(EffectKind::BoostAtk),
                        Special::BoostDef => Some(EffectKind::BoostDef),
                        Special::BoostMdef => Some(EffectKind::BoostMdef),
                        Special::BoostSpd => Some(EffectKind::BoostSpd),
                        _ => None,
                    };
                    if let Some(b) = boost {
                        adds.push((v, b, profiles::BOOST.turns));
                    }
                    if p.has(Passive::PowerOfFriendship) {
                        adds.push((
                            v,
                            EffectKind::PowerOfFriendship,
                            profiles::POWER_OF_FRIENDSHIP.turns,
                        ));
                    }
                } else {
                    if p.has(Passive::Threaten) {
                        adds.push((v, EffectKind::Threaten, profiles::THREATEN.turns));
                    }
                    if p.has(Passive::Sabotage) && q.visible().iter().sum::<i32>() < my_sum {
                        adds.push((v, EffectKind::Sabotage, profiles::SABOTAGE.turns));
                    }
                }
            }
        }
        for (v, kind, turns) in adds {
            let removal = self.removal_turn(s, turns);
            if let Some(q) = self.board[v].as_mut() {
                q.add_effect(kind, removal);
            }
        }
    }

    /// Ends the turn of the side to move: Cheer flags, en passant, next turn's pre-battle.
    pub fn finish_turn(&mut self, cheer_target: Option<usize>, double_step: Option<usize>) {
        let s = self.to_move;
        for p in self.board.iter_mut().flatten() {
            if p.side == s {
                p.cheered = false;
            }
        }
        if let Some(c) = cheer_target {
            if let Some(p) = self.board[c].as_mut() {
                p.cheered = true;
            }
        }
        self.ep = double_step
            .filter(|&a| self.board[a].is_some_and(|p| p.side == s && p.kind.is_pawn()))
            .and_then(|a| step(a, 0, -forward(s)));
        self.second = None;
        self.turn += 1;
        self.to_move = s.opponent();
        self.pre_battle();
    }

    /// The squares of `victim`'s enemies that would defeat `victim`'s King with one attack,
    /// with this position taken as the start of the enemies' turn.
    pub fn threats(&self, victim: Side) -> Vec<usize> {
        let Some(k) = self.king(victim) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for i in 0..64 {
            let Some(p) = self.board[i] else { continue };
            if p.side == victim || !p.weapon().deals_damage() || !reaches(&self.board, i, k) {
                continue;
            }
            let mut c = *self;
            if c.attack(i, k, false, None).defender.defeated {
                out.push(i);
            }
        }
        out
    }

    /// The pieces giving check to `side`'s King (§2.14): with the position as it will be at the
    /// start of the enemy's next turn, which enemy pieces would defeat the King in one attack.
    pub fn checkers(&self, side: Side) -> Vec<usize> {
        let Some(k) = self.king(side) else {
            return Vec::new();
        };
        let any = (0..64).any(|i| {
            self.board[i].is_some_and(|p| p.side != side && p.weapon().deals_damage())
                && reaches(&self.board, i, k)
        });
        if !any {
            return Vec::new();
        }
        if side == self.to_move {
            let mut c = *self;
            c.second = None;
            c.turn += 1;
            c.to_move = side.opponent();
            c.pre_battle();
            c.threats(side)
        } else {
            self.threats(side)
        }
    }

    /// Plays `action` for `side`, with every rule including King safety. On `Err` the position
    /// may be half-changed: call it on a copy.
    pub fn apply(&mut self, side: Side, action: &Action) -> Result<Done, RuleError> {
        if side != self.to_move {
            return Err(RuleError::not_your_turn(
                side,
                vec![self.to_move],
                crate::error::WaitingFor::Turn { side: self.to_move },
            ));
        }
        if let Action::Move { from, to, .. } | Action::Skill { from, to, .. } = *action {
            if from.file >= 8 || from.rank >= 8 || to.file >= 8 || to.rank >= 8 {
                return Err(RuleError::malformed(
                    "",
                    BattlefieldUnreadable::SquaresRange,
                ));
            }
        }
        let first = self.second.is_none();
        let mut done = match *action {
            Action::End => {
                if first {
                    return Err(illegal(R::EndFirst));
                }
                Done {
                    what: What::End,
                    ..Done::default()
                }
            }
            Action::Move { from, to, promo } => self.do_move(idx(from), idx(to), promo)?,
            Action::Skill {
                skill,
                from,
                to,
                promo,
            } => self.do_skill(skill, idx(from), idx(to), promo)?,
        };
        if let Some((_, k)) = done.defeated.iter().find(|(_, p)| p.kind == Kind::King) {
            return Err(illegal(R::DefeatsKing { side: k.side }));
        }
        let cheered_actor = done
            .actor_end
            .and_then(|e| self.board[e])
            .is_some_and(|p| p.cheered && p.side == side);
        if first && action != &Action::End && cheered_actor && done.cheer_target.is_none() {
            let mut probe = *self;
            probe.finish_turn(None, done.double_step);
            if !probe.threats(side).is_empty() {
                return Err(illegal(R::LeavesCheck));
            }
            let at = done.actor_end.expect("cheered actor");
            self.second = Some(Second {
                at,
                restricted: done.passed_friend,
                double_step: done.double_step == Some(at),
            });
            done.continues = true;
            return Ok(done);
        }
        let double = match self.second {
            Some(s) if s.double_step => Some(s.at),
            _ => done.double_step,
        };
        self.finish_turn(done.cheer_target, double);
        if !self.threats(side).is_empty() {
            return Err(illegal(R::LeavesCheck));
        }
        Ok(done)
    }

    pub(super) fn own_piece(&self, at: usize) -> Result<Piece, RuleError> {
        let p = self.board[at].ok_or_else(|| {
            illegal(Shared::NoPieceOn {
                square: sq(at).into(),
            })
        })?;
        if p.side != self.to_move {
            return Err(illegal(R::NotYours {
                piece: p.kind,
                square: sq(at),
            }));
        }
        if let Some(s) = self.second {
            if s.at != at {
                return Err(illegal(R::SecondByCheered { square: sq(s.at) }));
            }
        }
        Ok(p)
    }

    fn check_promo(
        &self,
        p: &Piece,
        from: usize,
        to: usize,
        promo: Option<Kind>,
    ) -> Result<(), RuleError> {
        let needs = p.kind.is_pawn() && board::rank(to) == last_rank(p.side);
        match (needs, promo) {
            (true, None) => Err(RuleError::malformed(
                "",
                BattlefieldUnreadable::PromotionMissing {
                    from: sq(from),
                    to: sq(to),
                },
            )),
            (true, Some(k)) if !Kind::PROMOTIONS.contains(&k) => Err(illegal(R::PromotionKinds)),
            (false, Some(_)) => Err(illegal(R::OnlyPawnPromotes)),
            _ => Ok(()),
        }
    }

    fn do_move(&mut self, from: usize, to: usize, promo: Option<Kind>) -> Result<Done, RuleError> {
        let p = self.own_piece(from)?;
        let mut done = Done {
            actor_from: Some(from),
            target: Some(to),
            ..Done::default()
        };
        if p.kind == Kind::King
            && (from == 4 || from == 60)
            && board::rank(to) == board::rank(from)
            && (board::file(to) - board::file(from)).abs() == 2
        {
            self.castle(&p, from, to, &mut done)?;
            return Ok(done);
        }
        match self.board[to] {
            Some(q) if q.side == p.side => Err(illegal(R::OwnPiece {
                square: sq(to),
                piece: q.kind,
            })),
            Some(q) => {
                self.check_may_attack(&p, from, to)?;
                self.check_promo(&p, from, to, promo)?;
                let fc = self.attack(from, to, false, promo);
                self.record_attack(&mut done, fc, p, q, from, to);
                Ok(done)
            }
            None if p.kind.is_pawn()
                && board::file(to) != board::file(from)
                && self.ep == Some(to)
                && reaches(&self.board, from, to) =>
            {
                self.en_passant(&p, from, to, promo, &mut done)?;
                Ok(done)
            }
            None => {
                self.plain_move(&p, from, to, promo, &mut done)?;
                Ok(done)
            }
        }
    }

    /// The error for an attack or skill as the restricted second action after Pass Through.
    pub(super) fn check_unrestricted(&self) -> Result<(), RuleError> {
        if self.second.is_some_and(|s| s.restricted) {
            return Err(illegal(R::SecondPlain));
        }
        Ok(())
    }

    /// Castling of the King `p` from `from` to `to` (§2.13).
    fn castle(
        &mut self,
        p: &Piece,
        from: usize,
        to: usize,
        done: &mut Done,
    ) -> Result<(), RuleError> {
        if self.second.is_some() {
            return Err(illegal(R::CastleSecond));
        }
        let long = to < from;
        self.castle_check(p.side, long)?;
        let (rf, rt) = if long {
            (from - 4, from - 1)
        } else {
            (from + 3, from + 1)
        };
        let rook = self.board[rf].take();
        let king = self.board[from].take();
        self.board[to] = king;
        self.board[rt] = rook;
        for s in [from, to, rf, rt] {
            self.touch(s);
        }
        done.actor_end = Some(to);
        done.what = What::Castle { long };
        Ok(())
    }

    /// Whether `p` on `from` may attack the enemy on `to`: not as a restricted second action,
    /// not with a Healing Staff, and only within its reach.
    fn check_may_attack(&self, p: &Piece, from: usize, to: usize) -> Result<(), RuleError> {
        self.check_unrestricted()?;
        if !p.weapon().deals_damage() {
            return Err(illegal(R::StaffCannotAttack { piece: p.kind }));
        }
        if !reaches(&self.board, from, to) {
            return Err(illegal(R::CannotAttack {
                piece: p.kind,
                from: sq(from),
                to: sq(to),
            }));
        }
        Ok(())
    }

    /// An en passant attack by the pawn `p` on `from` through the passed square `to`.
    fn en_passant(
        &mut self,
        p: &Piece,
        from: usize,
        to: usize,
        promo: Option<Kind>,
        done: &mut Done,
    ) -> Result<(), RuleError> {
        self.check_unrestricted()?;
        let v = self
            .ep_victim(from, to)
            .ok_or_else(|| illegal(R::NoEnPassant))?;
        let q = self.board[v].expect("victim");
        if promo.is_some() {
            return Err(illegal(R::OnlyPawnPromotes));
        }
        let fc = self.attack(from, to, true, None);
        self.record_attack(done, fc, *p, q, from, v);
        Ok(())
    }

    /// A move of `p` from `from` to the empty square `to`, promoting to `promo` if given.
    fn plain_move(
        &mut self,
        p: &Piece,
        from: usize,
        to: usize,
        promo: Option<Kind>,
        done: &mut Done,
    ) -> Result<(), RuleError> {
        let Some(&(_, passed)) = move_targets(&self.board, from)
            .iter()
            .find(|&&(t, _)| t == to)
        else {
            return Err(illegal(R::CannotMove {
                piece: p.kind,
                from: sq(from),
                to: sq(to),
            }));
        };
        self.check_promo(p, from, to, promo)?;
        let mut piece = self.board[from].take().expect("mover");
        if let Some(k) = promo {
            piece = promote(piece, k);
        }
        self.board[to] = Some(piece);
        self.touch(from);
        self.touch(to);
        done.passed_friend = passed;
        if p.kind.is_pawn() && (board::rank(to) - board::rank(from)).abs() == 2 {
            done.double_step = Some(to);
        }
        done.actor_end = Some(to);
        done.what = What::Move {
            piece: p.kind,
            from: sq(from),
            to: sq(to),
            promo,
        };
        Ok(())
    }

    fn record_attack(
        &self,
        done: &mut Done,
        fc: Forecast,
        p: Piece,
        q: Piece,
        from: usize,
        d: usize,
    ) {
        done.what = What::Attack {
            piece: p.kind,
            from: sq(from),
            to: sq(d),
        };
        if fc.defender.defeated {
            done.defeated.push((d, q));
        }
        if fc.attacker.defeated {
            done.defeated.push((from, p));
        }
        done.actor_end = fc.attacker_ends.map(idx);
        done.combat = Some(fc);
    }

    /// Whether `action` is legal for the side to move, and the position after it.
    pub fn try_action(&self, action: &Action) -> Result<(Pos, Done), RuleError> {
        let mut c = *self;
        let done = c.apply(self.to_move, action)?;
        Ok((c, done))
    }
}
