//! Deaths and plane transfers (R39), Fire and Ice creation (R45, R46), experience and upgrades
//! (R86–R90), Increased Size growth (R65).

use super::super::board::{block, Sq, EARTH, HEAVEN, HELL};
use super::super::pieces::{Color, Kind, Piece, Record, Status, Upgrade};
use super::super::HeavenAndHell;
use super::*;
use crate::Side;

impl HeavenAndHell {
    /// R39.
    pub(super) fn die(
        &mut self,
        id: u32,
        epoch: u32,
        plane: u8,
        anchor: Sq,
        offboard: bool,
        side: Side,
    ) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let p = self.pieces[i].clone();
        let k = p.k();
        let square = super::super::board::psq_name(plane, anchor);
        let (owner, said) = match p.color.side() {
            Some(side) => (
                side.to_string(),
                Said::new("report-hh-dies").with("side", side),
            ),
            None => ("Neutral".to_owned(), Said::new("report-hh-neutral-dies")),
        };
        self.note(
            format!("{owner} {} dies on {square}", p.kind.title()),
            said.with_term("piece", &p.kind)
                .with("square", square.clone()),
        );
        let target = match p.kind {
            Kind::Archbishop => HEAVEN,
            Kind::Warlock => HELL,
            _ if p.murderer => HELL,
            _ => HEAVEN,
        };
        if p.kind == Kind::Bomber && !offboard {
            for s in squares(anchor, k).into_iter().rev() {
                if self.exists(plane, s) {
                    self.push(Task::Fire(plane, s, side));
                }
            }
        }
        if offboard || plane != EARTH || !self.block_exists(target, anchor, k) {
            self.pieces.remove(i);
            return;
        }
        let q = &mut self.pieces[i];
        q.epoch += 1;
        q.on_board = false;
        q.plane = target;
        q.anchor = anchor;
        let ctx = Ctx::passive(q, side);
        let ctx = Ctx {
            start_plane: EARTH,
            ..ctx
        };
        self.push(Task::Land(Landing {
            ctx,
            plane: target,
            anchor,
            step: None,
            zone: None,
            stay: false,
            prev: None,
        }));
    }

    /// R45.
    pub(super) fn create_fire(&mut self, plane: u8, sq: Sq, side: Side) {
        if !self.exists(plane, sq) {
            return;
        }
        let it = self.items_mut(plane, sq);
        if it.ice {
            it.ice = false;
            return;
        }
        if it.fire {
            return;
        }
        it.fire = true;
        if let Some(p) = self.at(plane, sq).cloned() {
            if !p.fire_immune() {
                self.push(Task::Die {
                    id: p.id,
                    epoch: p.epoch,
                    plane: p.plane,
                    anchor: p.anchor,
                    offboard: false,
                    side,
                });
            }
        }
    }

    /// R46.
    pub(crate) fn create_ice(&mut self, plane: u8, sq: Sq) {
        if !self.exists(plane, sq) {
            return;
        }
        let it = self.items_mut(plane, sq);
        if it.fire {
            it.fire = false;
        } else {
            it.ice = true;
        }
    }

    /// R86, for one captured piece.
    pub(super) fn experience(&mut self, id: u32, epoch: u32) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let p = &mut self.pieces[i];
        if p.color == Color::Neutral {
            return;
        }
        if !p.experienced {
            p.experienced = true;
        } else {
            p.experienced = false;
            let side = p.color.side().expect("coloured");
            self.push(Task::Upgrade(id, epoch, side, true));
        }
    }

    /// R87/R88 (and R18 for an Experienced Pawn capturing onto its last rank).
    pub(super) fn upgrade(&mut self, id: u32, epoch: u32, side: Side, capture: bool) {
        let Some(p) = self.alive(id, epoch).cloned() else {
            return;
        };
        let options = p.upgrade_options();
        if options.is_empty() {
            return;
        }
        let owner = p.color.side().unwrap_or(side);
        let promote = capture && p.kind == Kind::Pawn && Self::on_last_rank(&p);
        if options.len() == 1 && !promote {
            self.apply_upgrade(id, options[0], side);
            return;
        }
        self.push(Task::Decide(Pending {
            side: owner,
            decision: Decision::Upgrade {
                id,
                epoch,
                options,
                promote,
            },
        }));
    }

    /// Applies one upgrade (R89).
    pub(crate) fn apply_upgrade(&mut self, id: u32, up: Upgrade, side: Side) {
        let Some(i) = self.find(id) else { return };
        let p = &mut self.pieces[i];
        let epoch = p.epoch;
        match up {
            Upgrade::To(kind) => {
                p.history.push(Record::From(p.kind));
                p.kind = kind;
                if kind != Kind::Pawn {
                    p.forced = false;
                }
                if kind == Kind::Bomber && p.on_board && Self::on_last_rank(p) {
                    let (plane, anchor) = (p.plane, p.anchor);
                    self.push(Task::Die {
                        id,
                        epoch,
                        plane,
                        anchor,
                        offboard: false,
                        side,
                    });
                }
            }
            Upgrade::Gain(s) => {
                p.history.push(Record::Gained(s));
                match s {
                    Status::Hat => p.hat = true,
                    Status::Investor => p.investor += 1,
                    Status::Portal => p.portal = true,
                    Status::Double => p.double = true,
                    Status::Size => self.push(Task::Expand(id, epoch, side)),
                }
            }
        }
    }

    /// Expansion candidates of the best class (R65): (class B?, directions).
    pub(crate) fn expansion(&self, p: &Piece, side: Side) -> (bool, Vec<Dir>) {
        let k = p.k();
        let mut a_class = Vec::new();
        let mut b_class = Vec::new();
        for (d, na) in Dir::ALL.into_iter().zip(Self::grow_anchors(p)) {
            if !self.block_exists(p.plane, na, k + 1) {
                continue;
            }
            let new: Vec<Sq> = block(na, k + 1).filter(|s| !p.covers(*s)).collect();
            if !p.fire_immune() && new.iter().any(|s| self.items(p.plane, *s).fire) {
                continue;
            }
            let there: Vec<&Piece> = self
                .on_squares(p.plane, &new, p.id)
                .into_iter()
                .map(|id| self.piece(id).expect("listed"))
                .collect();
            if there.is_empty() {
                a_class.push(d);
            } else if there
                .iter()
                .all(|q| !Self::is_ally(p, q, side) && !self.uncapturable(q))
            {
                b_class.push(d);
            }
        }
        if a_class.is_empty() {
            (true, b_class)
        } else {
            (false, a_class)
        }
    }

    /// The anchors of the four (k+1)-blocks containing the piece, in [`Dir::ALL`] order: ne, nw,
    /// se, sw.
    pub(crate) fn grow_anchors(p: &Piece) -> [Sq; 4] {
        let a = p.anchor;
        [a, (a.0 - 1, a.1), (a.0, a.1 - 1), (a.0 - 1, a.1 - 1)]
    }

    /// R65.
    pub(super) fn expand(&mut self, id: u32, epoch: u32, side: Side) {
        let Some(p) = self.alive(id, epoch).cloned() else {
            return;
        };
        if !p.on_board {
            // Lifted off while its landing resolves: the stack is added and the piece grows
            // north-east from its anchor (project ruling HH-3).
            self.piece_mut(id).expect("alive").size += 1;
            return;
        }
        let (capture, options) = self.expansion(&p, side);
        match options.len() {
            0 => self.push(Task::Die {
                id,
                epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side,
            }),
            1 => self.apply_expand(id, options[0], side),
            _ => self.push(Task::Decide(Pending {
                side: p.color.side().unwrap_or(side),
                decision: Decision::Expand {
                    id,
                    epoch,
                    options,
                    capture,
                    actor: side,
                },
            })),
        }
    }

    /// Grows the piece in direction `d` (R65), capturing if needed.
    pub(crate) fn apply_expand(&mut self, id: u32, d: Dir, side: Side) {
        let Some(p) = self.piece(id).cloned() else {
            return;
        };
        let na = Self::grow_anchors(&p)[d as usize];
        let new: Vec<Sq> = block(na, p.k() + 1).filter(|s| !p.covers(*s)).collect();
        let (lifted, captured, decisions) = self.seize(id, side, p.plane, &new);
        self.push(Task::Grow {
            id,
            epoch: p.epoch,
            anchor: na,
            lifted,
            captured,
            side,
        });
        for t in decisions.into_iter().rev() {
            self.push(t);
        }
    }

    pub(super) fn grow(
        &mut self,
        id: u32,
        epoch: u32,
        anchor: Sq,
        lifted: Vec<Lifted>,
        captured: u32,
        side: Side,
    ) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let p = &mut self.pieces[i];
        p.anchor = anchor;
        p.size += 1;
        if captured > 0 {
            p.murderer = true;
            if p.plane == HEAVEN {
                let mut ctx = Ctx::passive(p, side);
                ctx.transferred = true;
                let anchor = p.anchor;
                self.push(Task::Land(Landing {
                    ctx,
                    plane: HELL,
                    anchor,
                    step: None,
                    zone: None,
                    stay: false,
                    prev: None,
                }));
            }
        }
        for &(vid, vep, plane, a) in lifted.iter().rev() {
            self.push(Task::Die {
                id: vid,
                epoch: vep,
                plane,
                anchor: a,
                offboard: false,
                side,
            });
        }
        for _ in 0..captured {
            self.push(Task::Experience(id, epoch));
        }
    }

    /// R90: undo the last upgrade record.
    pub(super) fn downgrade(&mut self, id: u32, epoch: u32, side: Side) {
        let Some(i) = self.find(id).filter(|i| self.pieces[*i].epoch == epoch) else {
            return;
        };
        let Some(rec) = self.pieces[i].history.pop() else {
            return;
        };
        let p = &mut self.pieces[i];
        match rec {
            Record::From(kind) => p.kind = kind,
            Record::Gained(Status::Hat) => p.hat = false,
            Record::Gained(Status::Investor) => p.investor = p.investor.saturating_sub(1),
            Record::Gained(Status::Portal) => p.portal = false,
            Record::Gained(Status::Double) => p.double = false,
            Record::Gained(Status::Size) => {
                if p.size > 0 {
                    let k = p.k();
                    let a = p.anchor;
                    let options = vec![a, (a.0 + 1, a.1), (a.0, a.1 + 1), (a.0 + 1, a.1 + 1)];
                    let _ = k;
                    let owner = p.color.side().unwrap_or(side);
                    let size = p.size - 1;
                    self.push(Task::Decide(Pending {
                        side: owner,
                        decision: Decision::Shrink {
                            id,
                            epoch,
                            size,
                            options,
                        },
                    }));
                }
            }
        }
        // R50: losing fire immunity while standing on Fire kills.
        let p = self.pieces[i].clone();
        if p.on_board
            && !p.fire_immune()
            && block(p.anchor, p.k())
                .any(|s| super::super::board::on_grid(s) && self.items(p.plane, s).fire)
        {
            self.push(Task::Die {
                id,
                epoch,
                plane: p.plane,
                anchor: p.anchor,
                offboard: false,
                side,
            });
        }
    }
}
