//! Which actions a side may choose (R3, R4), with the conditions a speculative one needs, and
//! the words that explain why an action is not among them.

use super::board::{forward, last_rank, squares, Board, Kind, MAX_KNIGHTS};
use super::notation::{Action, Finish};
use crate::error::{ApocalypseRefusal, PieceKind, Refusal, Shared};
use crate::geometry::Square;
use crate::{RuleError, Side};

/// The eight knight leaps.
use crate::geometry::KNIGHT_LEAPS as LEAPS;

/// Something the opponent's action must do for a speculative action to stand (R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// LAND(t): the opponent's action finishes on `t`.
    Land(Square),
    /// LEAVE(t): the opponent's action starts on `t`.
    Leave(Square),
    /// KNIGHT-LOSS: the opponent's action steps onto a square holding one of the mover's knights.
    KnightLoss,
}

impl Condition {
    /// What the opponent's move must do, after "Black's move …": "ends on b3".
    pub fn clause(self, mover: Side) -> String {
        self.clause_words(mover).0
    }

    /// [`Condition::clause`] in English and as catalogue data.
    fn clause_words(self, mover: Side) -> (String, crate::view::Said) {
        use crate::view::Said;
        let at = |key: &str, t: Square| Said::new(key).with("square", t.to_string());
        match self {
            Condition::Land(t) => (format!("ends on {t}"), at("report-apoc-clause-land", t)),
            Condition::Leave(t) => (
                format!("starts from {t}"),
                at("report-apoc-clause-leave", t),
            ),
            Condition::KnightLoss => (
                format!("captures one of {mover}'s knights"),
                Said::new("report-apoc-clause-knight").with("side", mover),
            ),
        }
    }

    /// The condition as a short demand for menus: "Black must land on b3", in English and as
    /// catalogue data, made together.
    pub fn demand_words(self, mover: Side) -> (String, crate::view::Said) {
        use crate::view::Said;
        let opp = mover.opponent();
        let at = |key: &str, t: Square| {
            Said::new(key)
                .with("side", opp)
                .with("square", t.to_string())
        };
        match self {
            Condition::Land(t) => (
                format!("{opp} must land on {t}"),
                at("pic-apoc-must-land", t),
            ),
            Condition::Leave(t) => (
                format!("{opp} must move from {t}"),
                at("pic-apoc-must-leave", t),
            ),
            Condition::KnightLoss => (
                format!("{opp} must take a {mover} knight"),
                Said::new("pic-apoc-must-take-knight")
                    .with("side", opp)
                    .with("owner", mover),
            ),
        }
    }

    /// Whether the opponent's `other` action, judged on the start-of-turn `board`, satisfies
    /// this condition of `mover`'s action (R5).
    pub fn holds(self, board: &Board, mover: Side, other: &Action) -> bool {
        match self {
            Condition::Land(t) => other.final_square() == t,
            Condition::Leave(t) => other.from == t,
            Condition::KnightLoss => board
                .get(other.to)
                .is_some_and(|p| p.side == mover && p.kind == Kind::Knight),
        }
    }
}

/// The conditions of one action: at most the step's own condition plus KNIGHT-LOSS (R6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Conditions {
    /// LAND or LEAVE coming from the step itself (R3, kept by a relocation: R7).
    pub step: Option<Condition>,
    /// KNIGHT-LOSS from an `=N` promotion with two knights already (R4).
    pub knight_loss: bool,
}

impl Conditions {
    /// Every condition, step first.
    pub fn iter(&self) -> impl Iterator<Item = Condition> {
        self.step
            .into_iter()
            .chain(self.knight_loss.then_some(Condition::KnightLoss))
    }

    /// Safe: no condition at all.
    pub fn is_safe(&self) -> bool {
        self.step.is_none() && !self.knight_loss
    }
}

/// One action a side may submit, with what moves and what it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Candidate {
    /// The action.
    pub action: Action,
    /// The kind of the moving piece before the action.
    pub kind: Kind,
    /// What the opponent must do for it to stand; none for a safe action.
    pub conditions: Conditions,
}

impl Candidate {
    /// Whether it stands whatever the opponent does.
    pub fn is_safe(&self) -> bool {
        self.conditions.is_safe()
    }

    /// "safe", or "speculative: stands only if Black's move is safe and ends on b3".
    pub fn status(&self, mover: Side) -> String {
        self.status_words(mover).0
    }

    /// [`Candidate::status`] in English and as catalogue data (the clauses joined "a, b and
    /// c" by `report-apoc-clause-next` and `report-apoc-clause-last`).
    pub fn status_words(&self, mover: Side) -> (String, crate::view::Said) {
        use crate::view::Said;
        if self.is_safe() {
            return ("safe".to_string(), Said::new("pic-apoc-safe"));
        }
        let mut clauses = vec![("is safe".to_string(), Said::new("report-apoc-clause-safe"))];
        clauses.extend(self.conditions.iter().map(|c| c.clause_words(mover)));
        let texts: Vec<String> = clauses.iter().map(|(t, _)| t.clone()).collect();
        let last = clauses.len() - 1;
        let said = clauses
            .into_iter()
            .map(|(_, s)| s)
            .enumerate()
            .reduce(|(_, so_far), (i, next)| {
                let key = if i == last {
                    "report-apoc-clause-last"
                } else {
                    "report-apoc-clause-next"
                };
                (i, Said::new(key).with("first", so_far).with("then", next))
            })
            .map(|(_, s)| s)
            .expect("at least one clause");
        (
            format!(
                "speculative: stands only if {}'s move {}",
                mover.opponent(),
                join_and(&texts)
            ),
            Said::new("report-apoc-speculative")
                .with("side", mover.opponent())
                .with("clauses", said),
        )
    }

    /// "safe", or "speculative: Black must land on b3".
    pub fn short_status(&self, mover: Side) -> String {
        self.short_status_words(mover).0
    }

    /// [`Candidate::short_status`] in English and as catalogue data, made together.
    pub fn short_status_words(&self, mover: Side) -> (String, crate::view::Said) {
        use crate::view::Said;
        if self.is_safe() {
            return ("safe".to_string(), Said::new("pic-apoc-safe"));
        }
        let mut all = crate::said::Parts::joined(" and ", "pic-and");
        for c in self.conditions.iter() {
            let (text, said) = c.demand_words(mover);
            all.push(text, said);
        }
        (
            format!("speculative: {}", all.text()),
            Said::new("pic-apoc-speculative").with(
                "demands",
                all.said().unwrap_or_else(|| Said::new("pic-apoc-safe")),
            ),
        )
    }
}

/// "a, b and c".
pub fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Every action `side` may choose on `board` (R3, R4), in board order.
pub fn candidates(board: &Board, side: Side) -> Vec<Candidate> {
    let mut out = Vec::with_capacity(48);
    let knights = board.count(side, Kind::Knight);
    for (from, piece) in board.pieces() {
        if piece.side != side {
            continue;
        }
        match piece.kind {
            Kind::Pawn => pawn_candidates(board, side, from, knights, &mut out),
            Kind::Knight => {
                for (df, dr) in LEAPS {
                    let Some(to) = from.offset(df, dr, super::board::SIZE) else {
                        continue;
                    };
                    let step = match board.get(to) {
                        Some(p) if p.side == side => Some(Condition::Land(to)),
                        _ => None,
                    };
                    out.push(Candidate {
                        action: Action::plain(from, to),
                        kind: Kind::Knight,
                        conditions: Conditions {
                            step,
                            knight_loss: false,
                        },
                    });
                }
            }
        }
    }
    out
}

/// The condition of a pawn's step from `from` to `to`, or `None` if it is not an action at all
/// (a straight step onto one's own piece). `Some(None)` is a safe step.
fn pawn_step(board: &Board, side: Side, from: Square, to: Square) -> Option<Option<Condition>> {
    let occupant = board.get(to);
    if to.file == from.file {
        match occupant {
            None => Some(None),
            Some(p) if p.side == side => None,
            Some(_) => Some(Some(Condition::Leave(to))),
        }
    } else {
        match occupant {
            Some(p) if p.side != side => Some(None),
            _ => Some(Some(Condition::Land(to))),
        }
    }
}

fn pawn_candidates(
    board: &Board,
    side: Side,
    from: Square,
    knights: usize,
    out: &mut Vec<Candidate>,
) {
    let fwd = forward(side);
    for df in [0, -1, 1] {
        let Some(to) = from.offset(df, fwd, super::board::SIZE) else {
            continue;
        };
        let Some(step) = pawn_step(board, side, from, to) else {
            continue;
        };
        let mut push = |finish, knight_loss| {
            out.push(Candidate {
                action: Action { from, to, finish },
                kind: Kind::Pawn,
                conditions: Conditions { step, knight_loss },
            })
        };
        if to.rank != last_rank(side) {
            push(Finish::Plain, false);
        } else if knights < MAX_KNIGHTS {
            push(Finish::Promote, false);
        } else {
            push(Finish::Promote, true);
            for r in relocation_squares(board, side, from) {
                push(Finish::Relocate(r), false);
            }
        }
    }
}

/// Where a pawn from `from` may relocate: squares off its last rank that are empty at the start
/// of the turn, or its own starting square (R4b).
fn relocation_squares(
    board: &Board,
    side: Side,
    from: Square,
) -> impl Iterator<Item = Square> + '_ {
    squares().filter(move |r| r.rank != last_rank(side) && (board.get(*r).is_none() || *r == from))
}

/// The candidate that is `action` for `side`, if it is one.
pub fn find(board: &Board, side: Side, action: &Action) -> Option<Candidate> {
    candidates(board, side)
        .into_iter()
        .find(|c| c.action == *action)
}

/// Reads `text` as one of `side`'s candidates on `board`, applying R15: a plain step to the last
/// rank means `=N` with at most one knight and is ambiguous with two.
pub fn parse(board: &Board, side: Side, text: &str) -> Result<Candidate, RuleError> {
    let mut action = Action::parse_shape(text)?;
    let pawn_to_last_rank = board
        .get(action.from)
        .is_some_and(|p| p.side == side && p.kind == Kind::Pawn)
        && action.to.rank == last_rank(side);
    // A step that is no action at all (straight onto one's own piece) falls through to
    // `why_illegal`, which says why; only a real step is "ambiguous".
    let real_step = pawn_step(board, side, action.from, action.to).is_some();
    if action.finish == Finish::Plain
        && pawn_to_last_rank
        && is_pawn_step(side, &action)
        && real_step
    {
        if board.count(side, Kind::Knight) < MAX_KNIGHTS {
            action.finish = Finish::Promote;
        } else {
            return Err(RuleError::illegal(
                action.to_string(),
                ApocalypseRefusal::Ambiguous {
                    from: action.from,
                    to: action.to,
                },
            ));
        }
    }
    find(board, side, &action).ok_or_else(|| why_illegal(board, side, &action))
}

/// Whether `action` has the shape of a pawn step for `side` (one square forward, straight or
/// diagonal).
fn is_pawn_step(side: Side, action: &Action) -> bool {
    let df = action.to.file as i32 - action.from.file as i32;
    let dr = action.to.rank as i32 - action.from.rank as i32;
    dr == forward(side) && df.abs() <= 1
}

/// Explains why `action` is not a candidate of `side` on `board`.
pub fn why_illegal(board: &Board, side: Side, action: &Action) -> RuleError {
    use ApocalypseRefusal as R;
    let Action { from, to, finish } = *action;
    let illegal = |r: Refusal| RuleError::illegal(action.to_string(), r);
    let Some(piece) = board.get(from) else {
        return illegal(
            Shared::NoPieceOn {
                square: from.into(),
            }
            .into(),
        );
    };
    if piece.side != side {
        return illegal(
            Shared::NotYours {
                piece: PieceKind::Apocalypse(piece.kind),
                square: from.into(),
                owner: piece.side,
                side,
            }
            .into(),
        );
    }
    let reason = match piece.kind {
        Kind::Knight => {
            let df = (to.file as i32 - from.file as i32).abs();
            let dr = (to.rank as i32 - from.rank as i32).abs();
            if !((df == 1 && dr == 2) || (df == 2 && dr == 1)) {
                R::KnightLeap { from, to }
            } else if finish != Finish::Plain {
                R::OnlyPawnFinishes { from, to }
            } else {
                R::NotLegalNow {
                    action: action.to_string(),
                }
            }
        }
        Kind::Pawn => {
            let knights = board.count(side, Kind::Knight);
            if !is_pawn_step(side, action) {
                R::PawnStep { from, to }
            } else if to.file == from.file && board.get(to).is_some_and(|p| p.side == side) {
                R::PawnOntoOwn { from, to }
            } else if to.rank != last_rank(side) {
                R::NotLastRank { from, to }
            } else {
                match finish {
                    Finish::Relocate(_) if knights < MAX_KNIGHTS => R::MustPromote { from, to },
                    Finish::Relocate(r) if r.rank == last_rank(side) => {
                        R::RelocateLastRank { square: r }
                    }
                    Finish::Relocate(r) => R::RelocateOccupied { square: r },
                    Finish::Plain if knights < MAX_KNIGHTS => R::PromotesOnArrival { from, to },
                    Finish::Plain => R::TwoKnights { from, to },
                    _ => R::NotLegalNow {
                        action: action.to_string(),
                    },
                }
            }
        }
    };
    illegal(reason.into())
}
