//! The position text format (documented in `docs/rules/heaven-and-hell.md`): one fact per line,
//! so a position of all three planes, items, traps, statuses, coins, the random stream and
//! pending decisions can be written by hand for tests and read back exactly.

use super::board::{parse_plane, parse_sq, plane_letter, sq_name, Items, Trap};
use super::engine::Engine;
use super::pieces::{Color, Kind, Piece, Record, Status};
use super::{EnPassant, HeavenAndHell, ImpBan};
use crate::error::{HeavenHellPosition, HeavenHellPosition as P, SquareName};
use crate::{RuleError, Side};

fn side_word(s: Side) -> &'static str {
    match s {
        Side::White => "white",
        Side::Black => "black",
    }
}

fn parse_side(w: &str) -> Option<Side> {
    match w {
        "white" | "w" => Some(Side::White),
        "black" | "b" => Some(Side::Black),
        _ => None,
    }
}

fn status_of(w: &str) -> Option<Status> {
    [
        Status::Hat,
        Status::Investor,
        Status::Size,
        Status::Portal,
        Status::Double,
    ]
    .into_iter()
    .find(|s| s.word() == w)
}

fn bad(reason: HeavenHellPosition) -> RuleError {
    RuleError::bad_position(reason)
}

impl HeavenAndHell {
    /// Writes the position text. It holds the Secret Traps and the random stream (`rng <seed>
    /// <word position>`), so during a game it is a secret of the engine: for storage and tests,
    /// never shown to a player before the game ends.
    pub(crate) fn write_position(&self) -> String {
        let mut out = String::from("heaven-and-hell 1\n");
        out.push_str(&format!(
            "turn {} actions {} done {} bonus {} {}\n",
            side_word(self.turn),
            self.actions_left,
            self.actions_done,
            self.bonus[0],
            self.bonus[1]
        ));
        out.push_str(&format!("coins {} {}\n", self.coins[0], self.coins[1]));
        if self.passes > 0 {
            out.push_str(&format!("passes {}\n", self.passes));
        }
        let shop: Vec<String> = self
            .shop
            .order
            .iter()
            .map(|(e, p)| format!("{}:{p}", e.code()))
            .collect();
        out.push_str(&format!("shop {} {}\n", self.shop.unlocked, shop.join(" ")));
        // The random stream: the game seed and the word position (R105). Secret during a game.
        out.push_str(&format!(
            "rng {} {}\n",
            self.rng.seed(),
            self.rng.word_pos()
        ));
        let mut pieces: Vec<&Piece> = self.pieces.iter().collect();
        pieces.sort_by_key(|p| (super::state::canon(p), p.id));
        for p in pieces {
            out.push_str(&piece_line(p));
        }
        self.write_squares(&mut out);
        self.write_rest(&mut out);
        out
    }

    /// The `item` and `hole` lines, square by square.
    fn write_squares(&self, out: &mut String) {
        for plane in 0..3u8 {
            for i in 0..64 {
                let sq = super::board::sq_of(i);
                let it = self.items(plane, sq);
                let at = format!("{} {}", plane_letter(plane), sq_name(sq));
                if it.coins > 0 {
                    out.push_str(&format!("item {at} coin {}\n", it.coins));
                }
                for (on, w) in [(it.fire, "fire"), (it.ice, "ice"), (it.orb, "orb")] {
                    if on {
                        out.push_str(&format!("item {at} {w}\n"));
                    }
                }
                if self.holes[plane as usize] & (1u64 << i) != 0 {
                    out.push_str(&format!("hole {at}\n"));
                }
            }
        }
    }

    /// The `trap`, `trapcount`, `ep`, `ban` and `engine` lines.
    fn write_rest(&self, out: &mut String) {
        for t in &self.traps {
            out.push_str(&format!(
                "trap {} {} {}\n",
                plane_letter(t.plane),
                sq_name(t.sq),
                side_word(t.owner)
            ));
        }
        // What each player can know of the other's trap count (absent: at most the traps held,
        // each in doubt).
        if let Some([w, b]) = self.trap_counts {
            out.push_str(&format!(
                "trapcount {} {} {} {}\n",
                w.most, w.unsure, b.most, b.unsure
            ));
        }
        if let Some(ep) = self.ep {
            out.push_str(&format!(
                "ep {} {} #{} {}\n",
                plane_letter(ep.plane),
                sq_name(ep.passed),
                ep.victim,
                sq_name(ep.at)
            ));
        }
        if let Some(b) = self.imp_ban {
            out.push_str(&format!(
                "ban #{} {} {}\n",
                b.piece,
                plane_letter(b.plane),
                sq_name(b.from)
            ));
        }
        if self.engine != Engine::default() {
            out.push_str(&format!(
                "engine {}\n",
                serde_json::to_string(&self.engine).expect("engine serialises")
            ));
        }
    }

    /// Reads a position text. Without an `rng` line the stream starts from `seed`; with one, it
    /// resumes where the text says, so the game draws the same future as the one written.
    pub(crate) fn read_position(text: &str, seed: u64) -> Result<Self, RuleError> {
        let mut g = HeavenAndHell::empty(seed);
        let mut lines = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with("//"));
        match lines.next() {
            Some(h) if h.starts_with("heaven-and-hell") => {}
            _ => return Err(bad(P::Header)),
        }
        let mut pending_ids: Vec<Piece> = Vec::new();
        for line in lines {
            let (head, rest) = line.split_once(' ').unwrap_or((line, ""));
            if head == "engine" {
                g.engine = serde_json::from_str(rest).map_err(|e| {
                    bad(P::Engine {
                        error: e.to_string(),
                    })
                })?;
                continue;
            }
            let l = Line {
                line,
                t: rest.split_whitespace().collect(),
            };
            if head == "piece" {
                let p = l.piece()?;
                if !g.block_exists(p.plane, p.anchor, p.k()) {
                    return Err(bad(P::PieceOffBoard {
                        line: line.to_owned(),
                    }));
                }
                pending_ids.push(p);
            } else {
                g.read_line(head, &l)?;
            }
        }
        // Ids: keep the given ones, number the rest after them.
        let mut next = pending_ids.iter().map(|p| p.id).max().unwrap_or(0) + 1;
        for mut p in pending_ids {
            if p.id == 0 {
                p.id = next;
                next += 1;
            } else if g.pieces.iter().any(|q| q.id == p.id) {
                return Err(bad(P::PieceIdTwice { id: p.id }));
            }
            g.pieces.push(p);
        }
        g.next_id = next;
        if let Some(sq) = super::state::first_overlap(&g.pieces) {
            return Err(bad(P::TwoPieces {
                square: SquareName(sq),
            }));
        }
        g.settle();
        Ok(g)
    }

    /// Reads one line other than `piece` and `engine`, whose first word is `head`.
    fn read_line(&mut self, head: &str, l: &Line) -> Result<(), RuleError> {
        let t = &l.t;
        match head {
            "turn" => self.read_turn(l)?,
            "coins" => self.coins = [l.num(0)?, l.num(1)?],
            "rng" => {
                let big = |i: usize| -> Result<u64, RuleError> {
                    t.get(i).and_then(|x| x.parse().ok()).ok_or_else(|| {
                        bad(P::Rng {
                            line: l.line.to_owned(),
                        })
                    })
                };
                if t.len() != 2 {
                    return Err(bad(P::Rng {
                        line: l.line.to_owned(),
                    }));
                }
                self.rng = crate::Rng::at(big(0)?, big(1)?);
            }
            "passes" => self.passes = l.num(0)?,
            "trapcount" => {
                let count = |i: usize| -> Result<super::trap_counts::TrapCount, RuleError> {
                    let (most, unsure) = (l.num(i)?, l.num(i + 1)?);
                    if unsure > most {
                        return Err(bad(P::TrapCount));
                    }
                    Ok(super::trap_counts::TrapCount { most, unsure })
                };
                self.trap_counts = Some([count(0)?, count(2)?]);
            }
            "shop" => self.shop = l.shop()?,
            "item" => self.read_item(l)?,
            "hole" => {
                let (plane, sq) = l.place(0)?;
                self.holes[plane as usize] |= 1u64 << super::board::idx(sq);
            }
            "trap" => {
                let (plane, sq) = l.place(0)?;
                let owner = t
                    .get(2)
                    .and_then(|s| parse_side(s))
                    .ok_or_else(|| bad(P::TrapOwner))?;
                self.traps.push(Trap { plane, sq, owner });
            }
            "ep" => {
                let (plane, passed) = l.place(0)?;
                let victim = l.num(2)?;
                let at = t
                    .get(3)
                    .and_then(|s| parse_sq(s))
                    .ok_or_else(|| bad(P::EnPassant))?;
                self.ep = Some(EnPassant {
                    plane,
                    passed,
                    victim,
                    at,
                });
            }
            "ban" => {
                let piece = l.num(0)?;
                let (plane, from) = l.place(1)?;
                self.imp_ban = Some(ImpBan { piece, plane, from });
            }
            w => return Err(bad(P::UnknownLine { word: w.to_owned() })),
        }
        Ok(())
    }

    /// `turn white actions 1 done 0 bonus 0 0`.
    fn read_turn(&mut self, l: &Line) -> Result<(), RuleError> {
        let t = &l.t;
        self.turn = t
            .first()
            .and_then(|s| parse_side(s))
            .ok_or_else(|| bad(P::TurnSide))?;
        let mut i = 1;
        while i < t.len() {
            match t[i] {
                "actions" => self.actions_left = l.num(i + 1)? as u8,
                "done" => self.actions_done = l.num(i + 1)? as u8,
                "bonus" => {
                    self.bonus = [l.num(i + 1)? as u8, l.num(i + 2)? as u8];
                    i += 1;
                }
                w => return Err(bad(P::TurnWord { word: w.to_owned() })),
            }
            i += 2;
        }
        Ok(())
    }

    /// `item V d4 coin 2`, `item E e5 fire`.
    fn read_item(&mut self, l: &Line) -> Result<(), RuleError> {
        let t = &l.t;
        let (plane, sq) = l.place(0)?;
        let it: &mut Items = self.items_mut(plane, sq);
        match t.get(2).copied() {
            Some("coin") => {
                it.coins = it
                    .coins
                    .saturating_add(t.get(3).and_then(|n| n.parse().ok()).unwrap_or(1))
            }
            Some("fire") => it.fire = true,
            Some("ice") => it.ice = true,
            Some("orb") => it.orb = true,
            _ => {
                return Err(bad(P::ItemKind {
                    line: l.line.to_owned(),
                }))
            }
        }
        if it.fire && it.ice {
            return Err(bad(P::FireAndIce));
        }
        Ok(())
    }
}

/// The `piece` line of `p`.
fn piece_line(p: &Piece) -> String {
    let color = match p.color {
        Color::White => "white",
        Color::Black => "black",
        Color::Neutral => "neutral",
    };
    let mut line = format!(
        "piece {} {} {} {}",
        plane_letter(p.plane),
        sq_name(p.anchor),
        color,
        p.kind.word()
    );
    let flags = [
        (p.moved, "moved"),
        (p.murderer, "murderer"),
        (p.experienced, "experienced"),
        (p.cursed, "cursed"),
        (p.hat, "hat"),
        (p.double, "double"),
        (p.portal, "portal"),
        (p.forced, "forced"),
        (!p.on_board, "lifted"),
    ];
    for (on, w) in flags {
        if on {
            line.push(' ');
            line.push_str(w);
        }
    }
    for (n, w) in [(p.size, "size"), (p.stun, "stun"), (p.investor, "investor")] {
        if n > 0 {
            line.push_str(&format!(" {w} {n}"));
        }
    }
    if p.epoch > 0 {
        line.push_str(&format!(" epoch {}", p.epoch));
    }
    if !p.history.is_empty() {
        let h: Vec<String> = p
            .history
            .iter()
            .map(|r| match r {
                Record::From(k) => format!("from:{}", k.word()),
                Record::Gained(s) => format!("gained:{}", s.word()),
            })
            .collect();
        line.push_str(&format!(" history {}", h.join(",")));
    }
    line.push_str(&format!(" #{}\n", p.id));
    line
}

/// One line of a position text after its first word: the line (for messages) and its words.
struct Line<'a> {
    line: &'a str,
    t: Vec<&'a str>,
}

impl Line<'_> {
    /// The number at word `i` (a leading `#` allowed).
    fn num(&self, i: usize) -> Result<u32, RuleError> {
        self.t
            .get(i)
            .and_then(|x| x.trim_start_matches('#').parse().ok())
            .ok_or_else(|| {
                bad(P::Number {
                    line: self.line.to_owned(),
                })
            })
    }

    /// The plane and square at words `i` and `i + 1`.
    fn place(&self, i: usize) -> Result<(u8, (i8, i8)), RuleError> {
        let plane = self.t.get(i).and_then(|p| parse_plane(p)).ok_or_else(|| {
            bad(P::PlaneExpected {
                line: self.line.to_owned(),
            })
        })?;
        let sq = self.t.get(i + 1).and_then(|s| parse_sq(s)).ok_or_else(|| {
            bad(P::SquareExpected {
                line: self.line.to_owned(),
            })
        })?;
        Ok((plane, sq))
    }

    /// `shop 3 rook:12 orb:4 ...`: the number of open entries, then the order with prices.
    fn shop(&self) -> Result<super::shop::Shop, RuleError> {
        let unlocked = self.num(0)? as usize;
        let mut order = Vec::new();
        for w in &self.t[1..] {
            let (code, price) = w.split_once(':').ok_or_else(|| {
                bad(P::ShopWord {
                    word: w.to_string(),
                })
            })?;
            let e = super::shop::Entry::from_code(code).ok_or_else(|| {
                bad(P::ShopEntry {
                    code: code.to_owned(),
                })
            })?;
            if order.iter().any(|(x, _)| *x == e) {
                return Err(bad(P::ShopTwice {
                    code: code.to_owned(),
                }));
            }
            let price: u32 = price.parse().map_err(|_| {
                bad(P::ShopPrice {
                    word: w.to_string(),
                })
            })?;
            order.push((e, price));
        }
        if unlocked > order.len() {
            return Err(bad(P::ShopUnlocked));
        }
        Ok(super::shop::Shop { order, unlocked })
    }

    /// `piece E e1 white king moved size 1 history from:pawn #5`.
    fn piece(&self) -> Result<Piece, RuleError> {
        let t = &self.t;
        let (plane, sq) = self.place(0)?;
        let color = match t.get(2).copied() {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            Some("neutral") => Color::Neutral,
            _ => {
                return Err(bad(P::Colour {
                    line: self.line.to_owned(),
                }))
            }
        };
        let kind = t.get(3).and_then(|k| Kind::from_word(k)).ok_or_else(|| {
            bad(P::PieceType {
                line: self.line.to_owned(),
            })
        })?;
        let mut p = Piece::new(0, color, kind, plane, sq);
        let mut i = 4;
        while i < t.len() {
            let w = t[i];
            match w {
                "moved" => p.moved = true,
                "murderer" => p.murderer = true,
                "experienced" => p.experienced = true,
                "cursed" => p.cursed = true,
                "hat" => p.hat = true,
                "double" => p.double = true,
                "portal" => p.portal = true,
                "forced" => p.forced = true,
                "lifted" => p.on_board = false,
                "size" | "stun" | "investor" | "epoch" => {
                    let n = self.num(i + 1)?;
                    match w {
                        "size" => p.size = n as u8,
                        "stun" => p.stun = n as u8,
                        "investor" => p.investor = n as u8,
                        _ => p.epoch = n,
                    }
                    i += 1;
                }
                "history" => {
                    let h = t.get(i + 1).ok_or_else(|| bad(P::HistoryRecords))?;
                    p.history.extend(read_history(h)?);
                    i += 1;
                }
                w if w.starts_with('#') => p.id = self.num(i)?,
                w => return Err(bad(P::PieceFlag { word: w.to_owned() })),
            }
            i += 1;
        }
        Ok(p)
    }
}

/// A piece's upgrade history: `from:pawn,gained:hat`.
fn read_history(h: &str) -> Result<Vec<Record>, RuleError> {
    h.split(',')
        .map(|r| {
            if let Some(k) = r.strip_prefix("from:") {
                Ok(Record::From(Kind::from_word(k).ok_or_else(|| {
                    bad(P::History {
                        record: r.to_owned(),
                    })
                })?))
            } else if let Some(s) = r.strip_prefix("gained:") {
                Ok(Record::Gained(status_of(s).ok_or_else(|| {
                    bad(P::History {
                        record: r.to_owned(),
                    })
                })?))
            } else {
                Err(bad(P::History {
                    record: r.to_owned(),
                }))
            }
        })
        .collect()
}
