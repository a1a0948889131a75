//! Abilities used as actions: Wizard fire/ice (R79), Warlock pull (R82), Portal Gun (R59).

use super::super::board::{Sq, EARTH, HELL};
use super::super::pieces::Piece;
use super::super::HeavenAndHell;
use super::*;
use crate::Side;

impl HeavenAndHell {
    /// Starts an ability (R79, R82, R59).
    pub(crate) fn start_ability(&mut self, side: Side, id: u32, ability: Ability) {
        let p = self.piece(id).expect("user").clone();
        self.mark(p.plane, p.anchor, true);
        match ability {
            Ability::Fire | Ability::Ice => {
                let targets = self.wizard_targets(&p);
                for s in targets.into_iter().rev() {
                    if ability == Ability::Fire {
                        self.push(Task::Fire(p.plane, s, side));
                    } else {
                        self.create_ice(p.plane, s);
                    }
                }
            }
            Ability::Pull(sq) => {
                let q = self.at(HELL, sq).expect("pulled").clone();
                self.push(Task::Curse(q.id, q.epoch));
                self.push(Task::Land(Landing {
                    ctx: Ctx::passive(&q, side),
                    plane: EARTH,
                    anchor: q.anchor,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: None,
                }));
            }
            Ability::Portal(plane) => {
                let q = self.piece_mut(id).expect("user");
                q.portal = false;
                let mut ctx = Ctx::passive(&p, side);
                ctx.curse = true;
                self.push(Task::Land(Landing {
                    ctx,
                    plane,
                    anchor: p.anchor,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: None,
                }));
            }
        }
    }

    /// Squares a Wizard's ability reaches: existing, orthogonally adjacent, no piece (R79).
    pub(crate) fn wizard_targets(&self, p: &Piece) -> Vec<Sq> {
        let k = p.k();
        let mut v = Vec::new();
        for i in 0..k {
            for s in [
                (p.anchor.0 + i, p.anchor.1 - 1),
                (p.anchor.0 - 1, p.anchor.1 + i),
                (p.anchor.0 + k, p.anchor.1 + i),
                (p.anchor.0 + i, p.anchor.1 + k),
            ] {
                if self.exists(p.plane, s) && self.at(p.plane, s).is_none() && !v.contains(&s) {
                    v.push(s);
                }
            }
        }
        v.sort_by_key(|s| (s.1, s.0));
        v
    }

    /// Whether the piece may land with footprint at `a` on `plane` by a directionless relocation:
    /// the footprint exists and holds no piece allied to it (R59, R82).
    pub(crate) fn relocation_ok(&self, p: &Piece, side: Side, plane: u8, a: Sq) -> bool {
        self.block_exists(plane, a, p.k())
            && self
                .in_block(plane, a, p.k(), p.id)
                .into_iter()
                .all(|id| !Self::is_ally(p, self.piece(id).expect("listed"), side))
    }
}
