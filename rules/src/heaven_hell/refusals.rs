//! Why an action is refused (rulings §4.5): every refusal a player can trigger says what was
//! wrong and, where it can, what would be right ("not your piece", "stunned", "castling path not
//! empty", "`orb` costs 5 coins; you have 3").
//!
//! [`HeavenAndHell::refuse`] reads what the player typed as well as it can (a move, castling, a
//! purchase, an ability, a decision word) and checks the rules in the order a player would, so
//! the first thing wrong is named. Nothing here changes the state, and no message names a hidden
//! trap (R108): "empty" ignores traps here as everywhere.

use super::board::{block, on_grid, parse_plane, parse_sq, plane_name, psq_name, Sq, EARTH, HELL};
use super::engine::Decision;
use super::moves::{archer_vectors, leopard_vectors};
use super::notation::canonical;
use super::notation::Action;
use super::pieces::{Color, Kind, Piece};
use super::shop::Entry;
use super::HeavenAndHell;
use crate::{RuleError, Side};

const EXAMPLES: &str =
    "Examples: `e2e4`, `V:d4xe5`, `E:O-O`, `buy orb`, `use E:c4 ice`, `choose Q`, `end`.";

fn malformed(m: impl Into<String>) -> RuleError {
    RuleError::malformed("", m.into())
}

fn illegal(m: impl Into<String>) -> RuleError {
    RuleError::illegal("", m.into())
}

/// The first `max` items, then how many more.
fn some(list: &[String], max: usize) -> String {
    if list.len() <= max {
        list.join(", ")
    } else {
        format!("{} and {} more", list[..max].join(", "), list.len() - max)
    }
}

/// "White's Pawn", "Black's Knight", "the Imp" (neutral).
fn whose(p: &Piece) -> String {
    match p.color.side() {
        Some(s) => format!("{s}'s {}", p.kind.title()),
        None => format!("the {}", p.kind.title()),
    }
}

/// How a piece moves, for a move its pattern does not have.
fn how_it_moves(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => {
            "a Pawn steps one square forward (two from its starting rank, onto empty squares) \
             and captures one square diagonally forward"
        }
        Kind::Knight => "a Knight leaps in an L: two squares one way and one the other",
        Kind::Bishop | Kind::Wizard | Kind::Archbishop => "it slides diagonally",
        Kind::Rook | Kind::Warlock => "it slides along ranks and files",
        Kind::Fortress => {
            "a Fortress slides along ranks and files, and shoots its 4 diagonal neighbours (`*`)"
        }
        Kind::Scout => "a Scout slides along ranks and files, or leaps to a corner of its plane",
        Kind::Queen | Kind::Angel => "it slides along ranks, files and diagonals",
        Kind::King => "a King steps one square in any direction (castling is `O-O` / `O-O-O`)",
        Kind::Bomber | Kind::Imp | Kind::Devil => {
            "it moves like a Pawn: one square forward onto an empty square, or diagonally \
             forward to capture, never two"
        }
        Kind::Checker => {
            "a Checker Knight moves like a Pawn, or jumps over an orthogonally adjacent piece to \
             the empty square beyond"
        }
        Kind::Leopard => "a Leopard leaps to a square 1 or 2 files and 1 or 2 ranks away",
        Kind::Archer => {
            "a Mounted Archer leaps like a Knight or two squares straight, and may shoot those \
             squares instead (`*`)"
        }
    }
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
                malformed(format!(
                    "`{p}:` is not a plane: use `E:` (Earth), `V:` (Heaven) or `L:` (Hell)."
                ))
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
    let unknown = || malformed(format!("`{}` is not an action. {EXAMPLES}", text.trim()));
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
        squares.push(parse_sq(r).ok_or_else(|| {
            malformed(format!(
                "`{r}` is not a square: files run from a to h and ranks from 1 to 8."
            ))
        })?);
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
                    format!("Waiting for {} to decide: {}.", p.side, self.prompt(p)),
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
            "" => malformed("Type an action, e.g. `e2e4`."),
            "buy" => self.refuse_buy(side, &words[1..]),
            "use" => self.refuse_use(side, &words[1..]),
            "choose" | "decline" | "done" => illegal("There is no open decision to answer now."),
            "trap" => illegal("There is no Secret Trap to plant now: `buy trap` first."),
            "end" => illegal(
                "`end` gives up the rest of a turn's bonus actions; the first action of a turn \
                 cannot be skipped (R4).",
            ),
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
            return illegal("There is no open decision to answer now.");
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
                        return illegal(format!(
                            "{} cannot take your Secret Trap: it goes on an existing square \
                             with no piece and none of your own traps (R107).",
                            psq_name(pl, sq)
                        ))
                    }
                    None => {
                        return malformed(format!(
                            "`{w}` is not a square: name a plane and a square such as \
                             `trap E:d5` (files a–h, ranks 1–8)."
                        ))
                    }
                },
                None => {
                    return malformed("Name the square for your Secret Trap: `trap E:d5`.");
                }
            }
        }
        if matches!(p.decision, Decision::Trap { .. }) {
            // The free squares are not listed: by their gaps they would show where the
            // player's own traps are, should the message be seen by others (R108).
            return illegal(format!(
                "`{}` does not answer the open decision: {}.",
                text.trim(),
                self.prompt(p)
            ));
        }
        let answers: Vec<String> = self.legal_list(side).iter().map(canonical).collect();
        let hint = match &p.decision {
            Decision::DoubleMove { .. } | Decision::SecondJump { .. } | Decision::Spree { .. } => {
                match read_move(text) {
                    Ok(Reading::Move(m)) if m.squares.len() >= 2 => {
                        format!(
                            " (only moves of the piece named there, from where it stands, \
                             answer it{})",
                            if matches!(p.decision, Decision::DoubleMove { .. }) {
                                "; a Double Move never castles"
                            } else {
                                ""
                            }
                        )
                    }
                    _ => String::new(),
                }
            }
            _ => String::new(),
        };
        illegal(format!(
            "`{}` does not answer the open decision: {}{hint}. Answers: {}.",
            text.trim(),
            self.prompt(p),
            some(&answers, 8)
        ))
    }

    /// The legal moves and abilities of the piece on a square, in words.
    fn piece_options(&self, side: Side, plane: u8, sq: Sq) -> String {
        let list: Vec<String> = self
            .legal_of_piece(side, plane, sq)
            .iter()
            .map(canonical)
            .collect();
        if list.is_empty() {
            "It has no legal move now.".into()
        } else {
            format!("Its legal moves now: {}.", some(&list, 8))
        }
    }

    /// Whether `side` may act with `p`; the reason if not (control R21, stun R54).
    fn refuse_actor(&self, side: Side, p: &Piece) -> Option<RuleError> {
        let at = psq_name(p.plane, p.anchor);
        if !self.controls(side, p) {
            return Some(illegal(if p.kind == Kind::Angel {
                format!(
                    "The Angel acts only for the player with strictly more coins (R21): you \
                     have {}, {} has {}.",
                    self.coins[side.index()],
                    side.opponent(),
                    self.coins[side.opponent().index()]
                )
            } else {
                format!(
                    "The {} on {at} is {}'s, not yours.",
                    p.kind.title(),
                    p.color.side().map_or("nobody", Side::name)
                )
            }));
        }
        if p.stun > 0 {
            return Some(illegal(format!(
                "The {} on {at} is Stunned ({} {} left) and cannot act (R54).",
                p.kind.title(),
                p.stun,
                if p.stun == 1 { "stack" } else { "stacks" }
            )));
        }
        None
    }

    /// Why a typed move, shot or chain is not legal.
    fn refuse_move(&self, side: Side, m: &Typed) -> RuleError {
        let plane = m.plane;
        let from = m.squares[0];
        let Some(p) = self.at(plane, from) else {
            return illegal(format!("There is no piece on {}.", psq_name(plane, from)));
        };
        if let Some(e) = self.refuse_actor(side, p) {
            return e;
        }
        let name = Self::piece_name_at(p);
        let options = self.piece_options(side, plane, from);
        if m.squares.len() == 1 {
            return malformed(format!(
                "A move names two squares, from and to (e.g. `E:e2-e4`). {options}"
            ));
        }
        if m.squares.len() > 3 || (m.squares.len() == 3 && (m.shot || p.kind != Kind::Checker)) {
            return malformed(format!(
                "Only a Checker Knight names a third square, for its second jump \
                 (`E:d4-d6-d8`). {options}"
            ));
        }
        let to = m.squares[1];
        if m.squares.len() == 3 && (to.0 - from.0).abs() + (to.1 - from.1).abs() < 2 {
            return malformed(format!(
                "Only a jump can be followed by a second jump (R78): send `{}-{}` alone, \
                 or start the chain with a jump.",
                psq_name(plane, from),
                super::board::sq_name(to)
            ));
        }
        if to == from {
            return illegal(format!(
                "A move goes somewhere: from and to are both {}. {options}",
                psq_name(plane, to)
            ));
        }
        // Any footprint square names an enlarged piece; the destination moves alike (R61).
        let off = (from.0 - p.anchor.0, from.1 - p.anchor.1);
        let dest = (to.0 - off.0, to.1 - off.1);
        let v = (dest.0 - p.anchor.0, dest.1 - p.anchor.1);
        let to_name = psq_name(plane, to);
        if m.shot {
            return self.refuse_shot(side, p, dest, v, &name, &options);
        }
        let Some(shape) = self.shape(p, side, v) else {
            return illegal(format!(
                "The {name} cannot go to {to_name}: {}. {options}",
                how_it_moves(p.kind)
            ));
        };
        if let Shape::CastleLike(long) = shape {
            return illegal(format!(
                "A King moves one square; to castle, send `{}`.",
                if long { "E:O-O-O" } else { "E:O-O" }
            ));
        }
        if let Some(why) = self.refuse_landing(side, p, dest, shape) {
            return illegal(format!("{why} {options}"));
        }
        if let Some(ban) = self.imp_ban {
            if ban.piece == p.id && ban.plane == plane && ban.from == dest && self.actions_done == 0
            {
                return illegal(format!(
                    "The {name} cannot go straight back to {to_name} now: {}'s last action moved \
                     it from there with no side effect, and undoing it is not allowed as your \
                     first action (R76). {options}",
                    side.opponent()
                ));
            }
        }
        // The move itself is fine: the promotion letter is what is wrong.
        let bare = self
            .legal_of_piece(side, plane, from)
            .into_iter()
            .find(|a| matches!(a, Action::Move { to: t, .. } if *t == dest));
        if let (Some(letter), Some(a)) = (m.promo, bare) {
            let letter = letter.to_ascii_uppercase();
            let bare_text = canonical(&a.bare());
            return illegal(match a {
                Action::Move { promo: Some(_), .. } => format!(
                    "A Pawn promotes to a Queen, Rook, Bishop or Knight: `=Q`, `=R`, `=B` or \
                     `=N`, not `={letter}`; or send `{bare_text}` and choose after."
                ),
                _ if p.kind == Kind::Pawn && p.experienced && Self::on_last_rank_at(p, dest) => {
                    format!(
                        "An Experienced Pawn capturing onto its last rank chooses a promotion or \
                         an upgrade after the move (R18): send `{bare_text}` without `={letter}`."
                    )
                }
                _ => format!(
                    "`{bare_text}` does not promote (no Pawn reaches its last rank): leave out \
                     `={letter}`."
                ),
            });
        }
        illegal(format!("The {name} cannot go to {to_name} now. {options}"))
    }

    /// "Knight on E:g1", "2×2 Pawn on E:d2" (an enlarged piece is named by its anchor).
    fn piece_name_at(p: &Piece) -> String {
        let size = if p.k() > 1 {
            format!("{}×{} ", p.k(), p.k())
        } else {
            String::new()
        };
        format!(
            "{size}{} on {}",
            p.kind.title(),
            psq_name(p.plane, p.anchor)
        )
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
    fn refuse_landing(&self, side: Side, p: &Piece, dest: Sq, shape: Shape) -> Option<String> {
        let plane = p.plane;
        let title = p.kind.title();
        if let Some(why) = self.refuse_way(p, dest, shape) {
            return Some(why);
        }
        let here = self.others(p, dest);
        // An ally of the mover is always the acting player's own piece (R23).
        if let Some(q) = here.iter().find(|q| Self::is_ally(p, q, side)) {
            return Some(format!(
                "Your own {} stands on {}: a piece never moves onto an ally (R26).",
                q.kind.title(),
                psq_name(q.plane, q.anchor)
            ));
        }
        match shape {
            Shape::Step => here.first().map(|q| {
                format!(
                    "A {title} steps forward only onto an empty square; {} stands on {}.",
                    whose(q),
                    psq_name(plane, dest)
                )
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
                        return Some(format!(
                            "Only a size-1 Pawn captures en passant (R16, R70); {} stands empty.",
                            psq_name(plane, dest)
                        ));
                    }
                }
                Some(format!(
                    "A {title} moves diagonally only to capture: there is no enemy on {}.",
                    psq_name(plane, dest)
                ))
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
    fn refuse_way(&self, p: &Piece, dest: Sq, shape: Shape) -> Option<String> {
        let plane = p.plane;
        let k = p.k();
        if !block(dest, k).all(on_grid) {
            return Some(format!(
                "The {}×{} {} would stand partly off the board (R31).",
                k,
                k,
                p.kind.title()
            ));
        }
        if let Some(h) = block(dest, k).find(|s| !self.exists(plane, *s)) {
            return Some(format!(
                "{} is destroyed (R49): nothing can land there.",
                psq_name(plane, h)
            ));
        }
        if let Shape::Slide(u, n) = shape {
            for t in 1..n {
                let a = (p.anchor.0 + u.0 * t, p.anchor.1 + u.1 * t);
                if let Some(h) = block(a, k).find(|s| !self.exists(plane, *s)) {
                    return Some(format!(
                        "The way crosses the destroyed square {} (R49).",
                        psq_name(plane, h)
                    ));
                }
                if let Some(q) = self.others(p, a).first() {
                    return Some(format!(
                        "The way is blocked by {} on {}.",
                        whose(q),
                        psq_name(q.plane, q.anchor)
                    ));
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
    ) -> Option<String> {
        let plane = p.plane;
        if p.kind != Kind::Pawn {
            return Some(format!(
                "A {} never moves two squares (R15, R76–R78).",
                p.kind.title()
            ));
        }
        if p.k() > 1 {
            return Some("An enlarged Pawn cannot double-step (R15).".into());
        }
        let fwd = Self::forward(p, side);
        let home = if fwd == 1 { 1 } else { 6 };
        if p.anchor.1 != home {
            return Some(format!(
                "A Pawn double-steps only from its starting rank (rank {} for {}).",
                home + 1,
                Self::eff_side(p, side)
            ));
        }
        let mid = (p.anchor.0, p.anchor.1 + fwd);
        if !self.exists(plane, mid) {
            return Some(format!(
                "The square it passes, {}, is destroyed (R49).",
                psq_name(plane, mid)
            ));
        }
        if let Some(q) = self.others(p, mid).first() {
            return Some(format!(
                "The square it passes, {}, must be empty: {} stands there.",
                psq_name(plane, mid),
                whose(q)
            ));
        }
        here.first().map(|q| {
            format!(
                "A Pawn steps forward only onto an empty square; {} stands on {}.",
                whose(q),
                psq_name(plane, dest)
            )
        })
    }

    /// Why the Checker Knight jump of `p` in direction `d` (landing where `here` stand) is
    /// refused (R78).
    fn refuse_jump(&self, p: &Piece, d: (i8, i8), here: &[&Piece]) -> Option<String> {
        let plane = p.plane;
        let (strip, _) = Self::jump_geometry(p, d);
        let jumped = strip
            .iter()
            .any(|s| on_grid(*s) && self.at(plane, *s).is_some_and(|q| q.id != p.id));
        if !jumped {
            return Some(format!(
                "A Checker Knight jumps only over an adjacent piece; nothing stands on {}.",
                strip
                    .iter()
                    .map(|s| psq_name(plane, *s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        here.first().map(|q| {
            format!(
                "A Checker Knight's jump lands only on empty squares; {} stands on {}.",
                whose(q),
                psq_name(q.plane, q.anchor)
            )
        })
    }

    /// Why a shot is not legal.
    fn refuse_shot(
        &self,
        side: Side,
        p: &Piece,
        dest: Sq,
        v: Sq,
        name: &str,
        options: &str,
    ) -> RuleError {
        let plane = p.plane;
        let target = psq_name(plane, dest);
        let fits = match p.kind {
            Kind::Archer => archer_vectors().contains(&v),
            Kind::Fortress => v.0.abs() == 1 && v.1.abs() == 1,
            _ => {
                return illegal(format!(
                    "Only a Mounted Archer or a Fortress shoots (`*`); the {name} cannot. \
                     {options}"
                ))
            }
        };
        if !fits {
            return illegal(format!(
                "The {name} cannot shoot {target}: {}. {options}",
                if p.kind == Kind::Fortress {
                    "a Fortress shoots only its 4 diagonal neighbours"
                } else {
                    "a Mounted Archer shoots only the squares it could leap to (a Knight's, or \
                     two squares straight)"
                }
            ));
        }
        let k = p.k();
        if !block(dest, k).all(on_grid) {
            return illegal(format!(
                "The target block must lie on the board (HH-2). {options}"
            ));
        }
        let here: Vec<&Piece> = self
            .in_block(plane, dest, k, p.id)
            .into_iter()
            .filter_map(|id| self.piece(id))
            .collect();
        let enemies: Vec<&&Piece> = here.iter().filter(|q| !Self::is_ally(p, q, side)).collect();
        if enemies.is_empty() {
            return illegal(if here.is_empty() {
                format!("There is nothing on {target} to shoot. {options}")
            } else {
                format!("A shot captures enemies only; {target} holds none. {options}")
            });
        }
        if let Some(q) = enemies.iter().find(|q| self.uncapturable(q)) {
            return illegal(format!(
                "{} on {} cannot be captured now (R25: {}), so it cannot be shot. {options}",
                whose(q),
                psq_name(q.plane, q.anchor),
                if q.kind == Kind::King {
                    "an allied Fortress stands next to it"
                } else {
                    "an allied Archbishop shares its rank or file"
                }
            ));
        }
        illegal(format!("The {name} cannot shoot {target} now. {options}"))
    }

    /// Why castling is not legal (R19).
    fn refuse_castle(&self, side: Side, plane: u8, long: bool) -> RuleError {
        if plane != EARTH {
            return illegal(format!(
                "Castling happens only on Earth (R19), not in {}.",
                plane_name(plane)
            ));
        }
        let rank = if side == Side::White { 0 } else { 7 };
        let color = Color::of(side);
        let e = psq_name(EARTH, (4, rank));
        let king = self
            .at(EARTH, (4, rank))
            .filter(|p| p.color == color && p.kind == Kind::King && p.anchor == (4, rank));
        let Some(king) = king else {
            return illegal(format!("Castling needs your King on {e} (R19)."));
        };
        if king.size > 0 {
            return illegal("An enlarged King cannot castle (R19).");
        }
        if king.moved {
            return illegal("Your King has moved, so it can no longer castle (R19).");
        }
        if king.stun > 0 {
            return illegal("Your King is Stunned and cannot castle (R54).");
        }
        let rf = if long { 0 } else { 7 };
        let wing = if long { "queen" } else { "king" };
        let r_sq = psq_name(EARTH, (rf, rank));
        let rook = self
            .at(EARTH, (rf, rank))
            .filter(|p| p.color == color && p.kind == Kind::Rook && p.anchor == (rf, rank));
        let Some(rook) = rook else {
            return illegal(format!(
                "Castling {wing}-side needs your Rook on {r_sq} (R19)."
            ));
        };
        if rook.size > 0 {
            return illegal(format!(
                "The Rook on {r_sq} is enlarged and cannot castle (R19)."
            ));
        }
        if rook.moved {
            return illegal(format!(
                "The Rook on {r_sq} has moved, so it can no longer castle (R19)."
            ));
        }
        if rook.stun > 0 {
            return illegal(format!("The Rook on {r_sq} is Stunned (R54)."));
        }
        let between: &[i8] = if long { &[1, 2, 3] } else { &[5, 6] };
        for &f in between {
            let s = (f, rank);
            let name = psq_name(EARTH, s);
            if !self.exists(EARTH, s) {
                return illegal(format!(
                    "The castling path is not empty: {name} is destroyed (R19, R49)."
                ));
            }
            if let Some(q) = self.at(EARTH, s) {
                return illegal(format!(
                    "The castling path is not empty: {} stands on {name} (R19).",
                    whose(q)
                ));
            }
            let it = self.items(EARTH, s);
            if it.any() {
                let what = if it.fire {
                    "Fire lies"
                } else if it.ice {
                    "Ice lies"
                } else if it.orb {
                    "a Chaos Orb lies"
                } else {
                    "coins lie"
                };
                return illegal(format!(
                    "The castling path is not empty: {what} on {name} (R19: no piece and no \
                     item between King and Rook)."
                ));
            }
        }
        illegal("Castling is not legal now.")
    }

    /// Why a purchase is not legal (R92–R97).
    fn refuse_buy(&self, side: Side, args: &[&str]) -> RuleError {
        let coins = self.coins[side.index()];
        let open: Vec<String> = self
            .shop
            .open()
            .iter()
            .map(|(e, p)| format!("{} ({p} coins)", e.code()))
            .collect();
        let Some(code) = args.first().map(|c| c.to_ascii_lowercase()) else {
            return malformed(format!(
                "Say what to buy: `buy <entry> [targets]`. Open now: {}.",
                open.join(", ")
            ));
        };
        let Some(entry) = Entry::from_code(&code) else {
            let all: Vec<&str> = Entry::ALL.iter().map(|e| e.code()).collect();
            return malformed(format!(
                "There is no shop entry `{code}`. The entries: {}.",
                all.join(", ")
            ));
        };
        let Some(price) = self.shop.price(entry) else {
            return illegal(format!(
                "`{code}` is no longer in the shop (removed by chaos, R95). Open now: {}.",
                open.join(", ")
            ));
        };
        if !self.shop.open().iter().any(|(e, _)| *e == entry) {
            return illegal(format!(
                "`{code}` is still locked: each purchase unlocks the next entry (R92). Open now: \
                 {}.",
                open.join(", ")
            ));
        }
        if price > coins {
            return illegal(format!(
                "`{code}` costs {price} coins; you have {coins} (R9)."
            ));
        }
        let mut targets = Vec::new();
        for t in &args[1..] {
            match read_target(t) {
                Some(x) => targets.push(x),
                None => {
                    return malformed(format!(
                        "`{t}` is not a target square: write a plane and a square, e.g. `E:g8`."
                    ))
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
        let (count, what) = match entry {
            Entry::Stun => (1, "a non-King piece"),
            Entry::ToEarth => (1, "a non-royal piece of yours in Heaven or Hell"),
            Entry::Upgrade => (1, "a non-royal piece that has an upgrade"),
            Entry::Kill => (1, "a non-standard piece"),
            Entry::Curse => (1, "a non-royal piece that is not Cursed"),
            Entry::Forgive => (1, "a Murderer"),
            Entry::Fire => (1, "an unoccupied square"),
            Entry::Thaw => (1, "a 2×2 area with Fire or Ice, by its lower-left square"),
            Entry::Freeze => (1, "a 2×2 area, by its lower-left square"),
            Entry::Rook | Entry::Knight | Entry::Bishop => {
                (1, "an empty square of your back rank, on any plane")
            }
            Entry::Teleport => (
                2,
                "a piece you control and its destination on the same plane",
            ),
            Entry::Trap | Entry::Orb | Entry::TwoActions => (0, "no target"),
        };
        let usage = |why: &str| -> String {
            let eg = example
                .as_ref()
                .map(|e| format!(" For example: `{e}`."))
                .unwrap_or_default();
            format!("{why}{eg}")
        };
        if targets.len() != count {
            let takes = match count {
                0 => format!("`buy {code}` takes no target"),
                1 => format!("`buy {code}` takes one target: {what}"),
                _ => format!("`buy {code}` takes two targets: {what}"),
            };
            return malformed(usage(&format!("{takes}.")));
        }
        if let Some(why) = self.target_reason(side, entry, &targets) {
            return illegal(usage(&why));
        }
        if legal.is_empty() {
            return illegal(match entry {
                Entry::Trap => {
                    "`trap`: there is no square left for another of your traps (R107).".into()
                }
                _ => format!("`{code}` has no legal target now: it needs {what}."),
            });
        }
        illegal(usage(&format!(
            "That is not a legal target for `{code}`: it needs {what}."
        )))
    }

    /// The piece named by a target, or why the target names none.
    fn target_piece(&self, t: (u8, Sq)) -> Result<&Piece, String> {
        match self.at(t.0, t.1) {
            None => Err(format!("There is no piece on {}.", psq_name(t.0, t.1))),
            Some(p) if p.anchor != t.1 => Err(format!(
                "Name the {}×{} {} by its lower-left square, {}.",
                p.k(),
                p.k(),
                p.kind.title(),
                psq_name(p.plane, p.anchor)
            )),
            Some(p) => Ok(p),
        }
    }

    /// Why these targets are not legal for `entry`, if a reason can be named.
    fn target_reason(&self, side: Side, entry: Entry, targets: &[(u8, Sq)]) -> Option<String> {
        let t = *targets.first()?;
        let at = psq_name(t.0, t.1);
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
                    Some(format!("{at} is destroyed (R49)."))
                } else if let Some(q) = self.at(t.0, t.1) {
                    Some(format!(
                        "Fire starts only on an unoccupied square; {} stands on {at}.",
                        whose(q)
                    ))
                } else if self.items(t.0, t.1).fire {
                    Some(format!("There is Fire on {at} already."))
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
    fn piece_target_reason(&self, side: Side, entry: Entry, p: &Piece) -> Option<String> {
        let title = p.kind.title();
        match entry {
            Entry::Stun if p.kind == Kind::King => Some("Kings cannot be stunned.".into()),
            Entry::ToEarth if !self.controls(side, p) => Some(format!(
                "`to-earth` moves only a piece you control (R93); {} is not.",
                whose(p)
            )),
            Entry::ToEarth if p.kind.royal() => Some(format!(
                "`to-earth` moves only a non-royal piece; the {title} is royal."
            )),
            Entry::ToEarth if p.plane == EARTH => Some(format!("The {title} is on Earth already.")),
            Entry::ToEarth => self.relocation_reason(side, p, EARTH, p.anchor),
            Entry::Upgrade if p.kind.royal() => Some(format!(
                "`upgrade` takes only a non-royal piece; the {title} is royal."
            )),
            Entry::Upgrade if p.upgrade_options().is_empty() => {
                Some(format!("The {title} has no upgrade (R87)."))
            }
            Entry::Kill if p.kind.standard() => Some(format!(
                "`kill` takes only a non-standard piece; the {title} is a standard chess piece."
            )),
            Entry::Curse if p.kind.royal() => Some(format!(
                "`curse` takes only a non-royal piece; the {title} is royal."
            )),
            Entry::Curse if p.cursed => Some(format!("The {title} is Cursed already.")),
            Entry::Forgive if !p.murderer => Some(format!(
                "The {title} is not a Murderer: there is nothing to forgive."
            )),
            _ => None,
        }
    }

    /// Why the 2×2 area named by its lower-left square `t` is not a target (of `thaw` when
    /// `need_items`, else of `freeze`).
    fn area_reason(&self, t: (u8, Sq), need_items: bool) -> Option<String> {
        let at = psq_name(t.0, t.1);
        if t.1 .0 > 6 || t.1 .1 > 6 {
            return Some(format!(
                "A 2×2 area is named by its lower-left square, files a–g and ranks 1–7; \
                 {at} is not one."
            ));
        }
        if !block(t.1, 2).any(|s| self.exists(t.0, s)) {
            return Some(format!("Every square of the area from {at} is destroyed."));
        }
        if need_items
            && !block(t.1, 2).any(|s| {
                let it = self.items(t.0, s);
                it.fire || it.ice
            })
        {
            return Some(format!("The 2×2 area from {at} holds no Fire or Ice."));
        }
        None
    }

    /// Why `t` is not a square for a new piece of `side` (R96, HH-17).
    fn new_piece_reason(&self, side: Side, t: (u8, Sq)) -> Option<String> {
        let at = psq_name(t.0, t.1);
        let rank = if side == Side::White { 0 } else { 7 };
        if t.1 .1 != rank {
            Some(format!(
                "A new piece goes on your back rank (rank {}), on any plane (R96).",
                rank + 1
            ))
        } else if !self.exists(t.0, t.1) {
            Some(format!("{at} is destroyed (R49)."))
        } else if let Some(q) = self.at(t.0, t.1) {
            Some(format!("{at} is not empty: {} stands there.", whose(q)))
        } else if self.items(t.0, t.1).any() {
            Some(format!(
                "{at} is not empty: an item lies there (HH-17: no piece and no item)."
            ))
        } else {
            None
        }
    }

    /// Why `p` cannot be teleported to `d` (R93: a piece `side` controls, on its own plane).
    fn teleport_reason(&self, side: Side, p: &Piece, d: Option<&(u8, Sq)>) -> Option<String> {
        if !self.controls(side, p) {
            return Some(format!(
                "`teleport` moves only a piece you control (R93); {} is not.",
                whose(p)
            ));
        }
        let d = d?;
        if d.0 != p.plane {
            return Some(format!(
                "`teleport` stays on the same plane: the {} is in {}, so the destination \
                 must be a `{}:` square.",
                p.kind.title(),
                plane_name(p.plane),
                super::board::plane_letter(p.plane)
            ));
        }
        if d.1 == p.anchor {
            return Some(format!(
                "The {} is on {} already: name another square.",
                p.kind.title(),
                psq_name(d.0, d.1)
            ));
        }
        self.relocation_reason(side, p, d.0, d.1)
    }

    /// Why `p` may not be relocated (no direction) to footprint `a` on `plane` (R59, R82, R93).
    fn relocation_reason(&self, side: Side, p: &Piece, plane: u8, a: Sq) -> Option<String> {
        let k = p.k();
        if !block(a, k).all(on_grid) {
            return Some(format!(
                "The {}×{} {} would stand partly off the board there.",
                k,
                k,
                p.kind.title()
            ));
        }
        if let Some(h) = block(a, k).find(|s| !self.exists(plane, *s)) {
            return Some(format!("{} is destroyed (R49).", psq_name(plane, h)));
        }
        for id in self.in_block(plane, a, k, p.id) {
            let q = self.piece(id)?;
            // An ally of a piece `side` moves is always one of `side`'s own (R23).
            if Self::is_ally(p, q, side) {
                return Some(format!(
                    "Your own {} stands on {}: the {} cannot land on an ally.",
                    q.kind.title(),
                    psq_name(q.plane, q.anchor),
                    p.kind.title()
                ));
            }
        }
        None
    }

    /// Why an ability is not legal (R79, R82, R59).
    fn refuse_use(&self, side: Side, args: &[&str]) -> RuleError {
        const FORMS: &str = "Abilities: `use E:c4 fire`, `use E:c4 ice` (Wizard), `use E:a1 pull \
                             L:e5` (Warlock), `use E:d4 portal V` (Portal Gun).";
        let Some(t) = args.first().and_then(|a| read_target(a)) else {
            return malformed(format!("`use` names the piece first. {FORMS}"));
        };
        let p = match self.target_piece(t) {
            Ok(p) => p,
            Err(e) => return illegal(e),
        };
        if let Some(e) = self.refuse_actor(side, p) {
            return e;
        }
        let name = Self::piece_name_at(p);
        let word = args
            .get(1)
            .map(|w| w.to_ascii_lowercase())
            .unwrap_or_default();
        match word.as_str() {
            "fire" | "ice" => {
                if p.kind != Kind::Wizard {
                    return illegal(format!(
                        "Only a Wizard sets {word} with `use`; the {name} is not one (R79)."
                    ));
                }
                if args.len() > 2 {
                    return malformed(format!(
                        "`use {} {word}` takes no target: the Wizard sets {word} on the free \
                         squares next to it (R79). Send `use {} {word}`.",
                        args[0], args[0]
                    ));
                }
                if self.wizard_targets(p).is_empty() {
                    return illegal(format!(
                        "The {name} has no unoccupied square orthogonally next to it to set \
                         {word} on (R79)."
                    ));
                }
                illegal(format!("The {name} cannot use {word} now."))
            }
            "pull" => {
                if p.kind != Kind::Warlock {
                    return illegal(format!(
                        "Only a Warlock pulls pieces out of Hell; the {name} is not one (R82)."
                    ));
                }
                let Some(s) = args.get(2).and_then(|a| read_target(a)) else {
                    return malformed(
                        "Name the piece to pull by its square in Hell: `use E:a1 pull L:e5`.",
                    );
                };
                if args.len() > 3 {
                    return malformed(format!(
                        "`use {} pull` takes one square, the piece's in Hell: `use {} pull {}`.",
                        args[0], args[0], args[2]
                    ));
                }
                if s.0 != HELL {
                    return illegal(format!(
                        "A Warlock pulls only from Hell: name an `L:` square, not {}.",
                        psq_name(s.0, s.1)
                    ));
                }
                let q = match self.target_piece(s) {
                    Ok(q) => q,
                    Err(e) => return illegal(e),
                };
                if !self.controls(side, q) {
                    return illegal(format!(
                        "A Warlock pulls only a piece you control (R82); {} is not.",
                        whose(q)
                    ));
                }
                illegal(
                    self.relocation_reason(side, q, EARTH, q.anchor)
                        .map(|why| format!("It cannot come to Earth: {why}"))
                        .unwrap_or_else(|| format!("The {name} cannot pull that piece now.")),
                )
            }
            "portal" => {
                if !p.portal {
                    return illegal(format!("The {name} has no Portal Gun (R59)."));
                }
                if p.kind == Kind::King {
                    return illegal("A King can never use a Portal Gun (R59).");
                }
                let Some(plane) = args
                    .get(2)
                    .and_then(|w| parse_plane(w.trim_end_matches(':')))
                else {
                    return malformed("Name the plane to go to: `use E:d4 portal V` (V, E or L).");
                };
                if args.len() > 3 {
                    return malformed(format!(
                        "`use {} portal` takes only the plane: `use {} portal {}`.",
                        args[0], args[0], args[2]
                    ));
                }
                if plane == p.plane {
                    return illegal(format!(
                        "The {name} is in {} already: name one of the other two planes.",
                        plane_name(plane)
                    ));
                }
                illegal(
                    self.relocation_reason(side, p, plane, p.anchor)
                        .map(|why| format!("It cannot go to {}: {why}", plane_name(plane)))
                        .unwrap_or_else(|| format!("The {name} cannot use its Portal Gun now.")),
                )
            }
            _ => malformed(FORMS),
        }
    }
}
