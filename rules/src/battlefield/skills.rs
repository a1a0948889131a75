//! Active skills used as actions: Heal (and the Healing Staff), Cheer, Sacrifice, Cure / Cure+
//! and Swap (rulings §2.4 special skills, §2.10 healing, §2.11 Cheer).

use super::board::{self, last_rank, move_targets, reaches, sq};
use super::combat::promote;
use super::pieces::{EffectKind, Kind, Passive, Piece, Special, Weapon};
use super::profiles::{self, NUMBERS};
use super::report::{Heal, What};
use super::state::{illegal, Done, Pos};
use crate::error::{BattlefieldRefusal as R, BattlefieldUnreadable};
use crate::{RuleError, Side};

/// An active skill used as an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SkillAction {
    /// Heal (Staff) or the Healing Staff's heal.
    Heal,
    /// Cheer.
    Cheer,
    /// Sacrifice.
    Sacrifice,
    /// Cure or Cure+.
    Cure,
    /// Swap.
    Swap,
}

impl SkillAction {
    /// Every skill action.
    pub const ALL: [SkillAction; 5] = [
        SkillAction::Heal,
        SkillAction::Cheer,
        SkillAction::Sacrifice,
        SkillAction::Cure,
        SkillAction::Swap,
    ];

    /// The notation word.
    pub fn word(self) -> &'static str {
        match self {
            SkillAction::Heal => "heal",
            SkillAction::Cheer => "cheer",
            SkillAction::Sacrifice => "sacrifice",
            SkillAction::Cure => "cure",
            SkillAction::Swap => "swap",
        }
    }
}

/// Whether `p` can use `skill` at all.
pub(super) fn has_skill(p: &Piece, skill: SkillAction) -> bool {
    match skill {
        SkillAction::Heal => {
            (p.special == Special::Heal && p.weapon() == Weapon::Staff)
                || p.weapon() == Weapon::HealingStaff
        }
        SkillAction::Cheer => p.special == Special::Cheer,
        SkillAction::Sacrifice => p.special == Special::Sacrifice,
        SkillAction::Cure => matches!(p.special, Special::Cure | Special::CurePlus),
        SkillAction::Swap => p.special == Special::Swap,
    }
}

impl Pos {
    /// Whether the piece on `a` may Swap with the friend on `b`.
    pub(super) fn swap_ok(&self, a: usize, b: usize) -> bool {
        if a == b {
            return false;
        }
        let (Some(pa), Some(pb)) = (self.board[a], self.board[b]) else {
            return false;
        };
        if pa.side != pb.side || pa.special != Special::Swap {
            return false;
        }
        let mut without_b = self.board;
        without_b[b] = None;
        let mut without_a = self.board;
        without_a[a] = None;
        move_targets(&without_b, a).iter().any(|&(t, _)| t == b)
            && move_targets(&without_a, b).iter().any(|&(t, _)| t == a)
    }

    /// Whether the piece on `at` may use `skill` (not Swap) on the piece on `t`: the quick
    /// test of [`Pos::skill_check`], without building messages.
    pub(super) fn skill_usable(&self, skill: SkillAction, at: usize, t: usize) -> bool {
        let (Some(p), Some(q)) = (self.board[at], self.board[t]) else {
            return false;
        };
        if !has_skill(&p, skill) || q.side != p.side || t == at || !reaches(&self.board, at, t) {
            return false;
        }
        match skill {
            SkillAction::Heal => q.hp < q.max_hp(),
            SkillAction::Sacrifice => q.hp < q.max_hp() && p.hp >= NUMBERS.sacrifice_min_hp,
            SkillAction::Cheer => q.special != Special::Cheer && !q.cheered,
            SkillAction::Cure => q.has_penalty(),
            SkillAction::Swap => self.swap_ok(at, t),
        }
    }

    /// Whether the piece on `at` may use `skill` on the piece on `t` (not Swap).
    pub(super) fn skill_check(
        &self,
        skill: SkillAction,
        at: usize,
        t: usize,
    ) -> Result<(), RuleError> {
        let p = self.board[at].ok_or_else(|| illegal(R::NoPieceThere))?;
        let (piece, square) = (p.kind, sq(at));
        if !has_skill(&p, skill) {
            return Err(illegal(R::NotItsSkill {
                piece,
                square,
                skill,
                special: p.special,
            }));
        }
        if skill == SkillAction::Swap {
            return if self.swap_ok(at, t) {
                Ok(())
            } else {
                Err(illegal(R::CannotSwap {
                    piece,
                    square,
                    target: sq(t),
                }))
            };
        }
        let q = self.board[t]
            .filter(|q| q.side == p.side && t != at)
            .ok_or_else(|| illegal(R::NeedsFriend { skill }))?;
        if !reaches(&self.board, at, t) {
            return Err(illegal(R::OutOfReach {
                target: sq(t),
                piece,
                square,
            }));
        }
        let (piece, square) = (q.kind, sq(t));
        match skill {
            SkillAction::Heal | SkillAction::Sacrifice if q.hp >= q.max_hp() => {
                Err(illegal(R::FullHp { piece, square }))
            }
            SkillAction::Sacrifice if p.hp < NUMBERS.sacrifice_min_hp => {
                Err(illegal(R::SacrificeHp {
                    min: NUMBERS.sacrifice_min_hp,
                }))
            }
            SkillAction::Cheer if q.special == Special::Cheer => {
                Err(illegal(R::HasCheer { piece, square }))
            }
            SkillAction::Cheer if q.cheered => Err(illegal(R::AlreadyCheered { piece, square })),
            SkillAction::Cure if !q.has_penalty() => Err(illegal(R::NoCurse { piece, square })),
            _ => Ok(()),
        }
    }

    pub(super) fn do_skill(
        &mut self,
        skill: SkillAction,
        at: usize,
        t: usize,
        promo: Option<Kind>,
    ) -> Result<Done, RuleError> {
        let p = self.own_piece(at)?;
        self.check_unrestricted()?;
        self.skill_check(skill, at, t)?;
        let q = self.board[t].expect("skill target");
        let mut done = Done {
            actor_from: Some(at),
            actor_end: Some(at),
            target: Some(t),
            ..Done::default()
        };
        let (user, target) = (p.kind, q.kind);
        let n = NUMBERS;
        done.what = match skill {
            SkillAction::Heal => self.heal(&p, &q, at, t),
            SkillAction::Cheer => {
                done.cheer_target = Some(t);
                What::Cheer {
                    user,
                    target,
                    at: sq(t),
                }
            }
            SkillAction::Sacrifice => {
                let amount = n.sacrifice_max.min(q.max_hp() - q.hp);
                self.board[at].as_mut().expect("user").hp -= amount;
                self.board[t].as_mut().expect("target").hp += amount;
                What::Sacrifice {
                    user,
                    target,
                    at: sq(t),
                    amount,
                }
            }
            SkillAction::Cure => self.cure(&p, &q, t),
            SkillAction::Swap => {
                self.swap(at, t, promo)?;
                done.actor_end = Some(t);
                What::Swap {
                    user,
                    target,
                    from: sq(at),
                    to: sq(t),
                }
            }
        };
        Ok(done)
    }

    /// Heal (§2.10) by the user `p` on `at` of the friend `q` on `t`; with a Healing Staff also
    /// Live to Serve, Group Cheer or a charge. Returns what happened.
    fn heal(&mut self, p: &Piece, q: &Piece, at: usize, t: usize) -> What {
        let n = NUMBERS;
        let staff = p.weapon() == Weapon::HealingStaff;
        let amount = if staff { n.staff_heal } else { n.heal };
        let got = self.board[t].as_mut().expect("target").heal(amount);
        let (live_to_serve, group_cheer) = if staff {
            self.after_staff_heal(p.side, at, got)
        } else {
            (None, false)
        };
        What::Heal(Heal {
            user: p.kind,
            target: q.kind,
            at: sq(t),
            got,
            hp: (q.hp + got, q.max_hp()),
            live_to_serve,
            group_cheer,
        })
    }

    /// What follows a heal with the Healing Staff on `at` that restored `got`: Live to Serve,
    /// then Group Cheer if charged, else a charge. Returns the HP Live to Serve gave back and
    /// whether Group Cheer went off.
    fn after_staff_heal(&mut self, side: Side, at: usize, got: i32) -> (Option<i32>, bool) {
        let me = self.board[at].expect("user");
        let mut live_to_serve = None;
        if me.has(Passive::LiveToServe) {
            let back = self.board[at]
                .as_mut()
                .expect("user")
                .heal(got * NUMBERS.live_to_serve_pct / 100);
            live_to_serve = Some(back);
        }
        let need = me.charge_needed();
        if me.charged_with(Special::GroupCheer) {
            let removal = self.removal_turn(side, profiles::GROUP_CHEER.turns);
            for f in self.board.iter_mut().flatten() {
                if f.side == side {
                    f.add_effect(EffectKind::GroupCheer, removal);
                }
            }
            self.board[at].as_mut().expect("user").charge = 0;
            return (live_to_serve, true);
        }
        if need > 0 {
            let u = self.board[at].as_mut().expect("user");
            u.charge = (u.charge + 1).min(need);
        }
        (live_to_serve, false)
    }

    /// Cure (or Cure+, which turns each penalty into its bonus) by `p` of `q` on `t`. Returns
    /// what happened.
    fn cure(&mut self, p: &Piece, q: &Piece, t: usize) -> What {
        let plus = p.special == Special::CurePlus;
        let tp = self.board[t].as_mut().expect("target");
        let mut removed = 0u32;
        for (i, kind) in EffectKind::ALL.iter().enumerate() {
            if let Some(bonus) = kind.cured() {
                let removal = tp.effects[i];
                if removal != 0 {
                    tp.effects[i] = 0;
                    removed |= 1 << i;
                    if plus {
                        tp.effects[bonus as usize] = removal;
                    }
                }
            }
        }
        What::Cure {
            user: p.kind,
            target: q.kind,
            at: sq(t),
            removed,
            plus,
        }
    }

    /// Swap of the pieces on `at` and `t`; a pawn it brings to its last rank promotes to `promo`,
    /// which must then be given (and only then).
    fn swap(&mut self, at: usize, t: usize, promo: Option<Kind>) -> Result<(), RuleError> {
        let mover = [(at, t), (t, at)].into_iter().find(|&(a, b)| {
            self.board[a].is_some_and(|x| x.kind.is_pawn() && board::rank(b) == last_rank(x.side))
        });
        match (mover, promo) {
            (Some(_), None) => {
                return Err(RuleError::malformed(
                    "",
                    BattlefieldUnreadable::SwapPromotion,
                ))
            }
            (None, Some(_)) => return Err(illegal(R::OnlyPawnPromotes)),
            (Some(_), Some(k)) if !Kind::PROMOTIONS.contains(&k) => {
                return Err(illegal(R::PromotionLetters))
            }
            _ => {}
        }
        self.board.swap(at, t);
        if let (Some((_, b)), Some(k)) = (mover, promo) {
            let x = self.board[b].expect("pawn");
            self.board[b] = Some(promote(x, k));
        }
        self.touch(at);
        self.touch(t);
        Ok(())
    }
}
