//! Which actions exist: every action of a piece or of the side to move that passes the
//! movement and skill rules, castling (§2.13), en passant, and the legal lists after the
//! King-safety test, with the answers to check (§2.15).

use super::board::{self, bits, forward, last_rank, move_targets, reach, sq, step};
use super::notation::Action;
use super::pieces::{Kind, Moves, Special};
use super::skills::{has_skill, SkillAction};
use super::state::{illegal, Pos};
use crate::error::BattlefieldRefusal;
use crate::{RuleError, Side};

impl Pos {
    /// Every action of the piece on `at` that passes the movement and skill rules, before the
    /// King-safety test. With `second`, only what a second action may be.
    pub fn piece_actions(&self, at: usize, out: &mut Vec<Action>) {
        let Some(p) = self.board[at] else { return };
        let restricted = self.second.is_some_and(|s| s.restricted);
        let from = sq(at);
        let pawn = p.kind.is_pawn();
        let promos = |to: usize| -> Vec<Option<Kind>> {
            if pawn && board::rank(to) == last_rank(p.side) {
                Kind::PROMOTIONS.iter().map(|k| Some(*k)).collect()
            } else {
                vec![None]
            }
        };
        for (to, _) in move_targets(&self.board, at) {
            for promo in promos(to) {
                out.push(Action::Move {
                    from,
                    to: sq(to),
                    promo,
                });
            }
        }
        if restricted {
            return;
        }
        let r = reach(&self.board, at);
        if p.weapon().deals_damage() {
            for to in bits(r) {
                if self.board[to].is_some_and(|q| q.side != p.side) {
                    for promo in promos(to) {
                        out.push(Action::Move {
                            from,
                            to: sq(to),
                            promo,
                        });
                    }
                }
            }
            if pawn {
                if let Some(e) = self.ep {
                    if r & (1 << e) != 0 && self.ep_victim(at, e).is_some() {
                        out.push(Action::Move {
                            from,
                            to: sq(e),
                            promo: None,
                        });
                    }
                }
            }
        }
        for skill in SkillAction::ALL {
            if skill == SkillAction::Swap {
                if p.special == Special::Swap {
                    for t in 0..64 {
                        if self.swap_ok(at, t) {
                            let moving_pawn = [(at, t), (t, at)].into_iter().find(|&(a, b)| {
                                self.board[a].is_some_and(|q| {
                                    q.kind.is_pawn() && board::rank(b) == last_rank(q.side)
                                })
                            });
                            let choices = match moving_pawn {
                                Some(_) => Kind::PROMOTIONS.iter().map(|k| Some(*k)).collect(),
                                None => vec![None],
                            };
                            for promo in choices {
                                out.push(Action::Skill {
                                    skill,
                                    from,
                                    to: sq(t),
                                    promo,
                                });
                            }
                        }
                    }
                }
                continue;
            }
            if !has_skill(&p, skill) {
                continue;
            }
            for t in bits(r) {
                if self.skill_usable(skill, at, t) {
                    out.push(Action::Skill {
                        skill,
                        from,
                        to: sq(t),
                        promo: None,
                    });
                }
            }
        }
    }

    /// Castling actions of the side to move.
    pub(super) fn castles(&self, out: &mut Vec<Action>) {
        let s = self.to_move;
        for long in [false, true] {
            if self.castle_check(s, long).is_ok() {
                let k = if s == Side::White { 4 } else { 60 };
                let to = if long { k - 2 } else { k + 2 };
                out.push(Action::Move {
                    from: sq(k),
                    to: sq(to),
                    promo: None,
                });
            }
        }
    }

    /// Whether `side` may castle (long: queen side), and why not.
    pub fn castle_check(&self, side: Side, long: bool) -> Result<(), RuleError> {
        let k = if side == Side::White { 4 } else { 60 };
        let right = match (side, long) {
            (Side::White, false) => self.castling[0],
            (Side::White, true) => self.castling[1],
            (Side::Black, false) => self.castling[2],
            (Side::Black, true) => self.castling[3],
        };
        if !right || !self.board[k].is_some_and(|p| p.kind == Kind::King && p.side == side) {
            return Err(illegal(BattlefieldRefusal::CastleMoved));
        }
        let rook = if long { k - 4 } else { k + 3 };
        if !self.board[rook].is_some_and(|p| p.kind == Kind::Rook && p.side == side) {
            return Err(illegal(BattlefieldRefusal::CastleRookGone));
        }
        let between: Vec<usize> = if long {
            vec![k - 1, k - 2, k - 3]
        } else {
            vec![k + 1, k + 2]
        };
        if between.iter().any(|&b| self.board[b].is_some()) {
            return Err(illegal(BattlefieldRefusal::CastleBetween));
        }
        let threat = self.damage_reach(side.opponent());
        let crossed = if long {
            [k, k - 1, k - 2]
        } else {
            [k, k + 1, k + 2]
        };
        if crossed.iter().any(|&c| threat & (1 << c) != 0) {
            return Err(illegal(BattlefieldRefusal::CastleAttacked));
        }
        Ok(())
    }

    /// The enemy pawn an en passant capture to `e` by the pawn on `at` would battle.
    pub(super) fn ep_victim(&self, at: usize, e: usize) -> Option<usize> {
        let p = self.board[at]?;
        let v = step(e, 0, -forward(p.side))?;
        (self.board[e].is_none()
            && self.board[v].is_some_and(|q| q.side != p.side && q.kind.is_pawn()))
        .then_some(v)
    }

    /// Every action of the side to move that passes the movement and skill rules (before the
    /// King-safety test).
    pub fn pseudo_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if let Some(s) = self.second {
            out.push(Action::End);
            self.piece_actions(s.at, &mut out);
            return out;
        }
        for at in 0..64 {
            if self.board[at].is_some_and(|p| p.side == self.to_move) {
                self.piece_actions(at, &mut out);
            }
        }
        self.castles(&mut out);
        out
    }

    /// Every legal action of the side to move.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.pseudo_actions()
            .into_iter()
            .filter(|a| self.try_action(a).is_ok())
            .collect()
    }

    /// Whether the side to move has any legal action.
    pub fn has_legal_action(&self) -> bool {
        if self.second.is_some() {
            return true; // `end` is always legal
        }
        let mut buf = Vec::new();
        for at in 0..64 {
            if self.board[at].is_some_and(|p| p.side == self.to_move) {
                buf.clear();
                self.piece_actions(at, &mut buf);
                if buf.iter().any(|a| self.try_action(a).is_ok()) {
                    return true;
                }
            }
        }
        buf.clear();
        self.castles(&mut buf);
        buf.iter().any(|a| self.try_action(a).is_ok())
    }

    /// With the side to move in check by `checkers`, whether it has an action of one of the
    /// seed's three kinds (§2.15): King escape, take-out of a checker, or block.
    pub fn can_answer_check(&self, checkers: &[usize]) -> bool {
        let s = self.to_move;
        let Some(k) = self.king(s) else { return true };
        let paths: Vec<Vec<usize>> = checkers
            .iter()
            .map(|&c| {
                let m = self.board[c]
                    .map(|p| p.kind.moves())
                    .unwrap_or(Moves::Knight);
                board::attack_path(m, c, k)
            })
            .collect();
        self.pseudo_actions().iter().any(|a| {
            let Ok((after, done)) = self.try_action(a) else {
                return false;
            };
            if after.king(s) != Some(k) {
                return true;
            }
            if done.defeated.iter().any(|(at, _)| checkers.contains(at)) {
                return true;
            }
            paths
                .iter()
                .flatten()
                .any(|&b| after.board[b].is_some_and(|p| p.side == s && p.kind != Kind::King))
        })
    }
}
