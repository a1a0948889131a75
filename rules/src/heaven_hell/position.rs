//! The position text format (documented in `docs/rules/heaven-and-hell.md`): one fact per line,
//! so a position of all three planes, items, traps, statuses, coins, the random stream and
//! pending decisions can be written by hand for tests and read back exactly.

use super::board::{parse_plane, parse_sq, plane_letter, sq_name, Items, Trap};
use super::engine::Engine;
use super::pieces::{Color, Kind, Piece, Record, Status};
use super::{EnPassant, HeavenAndHell, ImpBan};
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

fn bad(msg: impl Into<String>) -> RuleError {
    RuleError::bad_position(msg.into())
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
            out.push_str(&line);
        }
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
        out
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
            _ => return Err(bad("The first line must be `heaven-and-hell 1`.")),
        }
        let mut pending_ids: Vec<Piece> = Vec::new();
        for line in lines {
            let (head, rest) = line.split_once(' ').unwrap_or((line, ""));
            if head == "engine" {
                g.engine = serde_json::from_str(rest).map_err(|e| bad(format!("engine: {e}")))?;
                continue;
            }
            let t: Vec<&str> = rest.split_whitespace().collect();
            let num = |s: Option<&&str>| -> Result<u32, RuleError> {
                s.and_then(|x| x.trim_start_matches('#').parse().ok())
                    .ok_or_else(|| bad(format!("number expected in `{line}`")))
            };
            let place = |i: usize| -> Result<(u8, (i8, i8)), RuleError> {
                let plane = t
                    .get(i)
                    .and_then(|p| parse_plane(p))
                    .ok_or_else(|| bad(format!("plane expected in `{line}`")))?;
                let sq = t
                    .get(i + 1)
                    .and_then(|s| parse_sq(s))
                    .ok_or_else(|| bad(format!("square expected in `{line}`")))?;
                Ok((plane, sq))
            };
            match head {
                "turn" => {
                    g.turn = t
                        .first()
                        .and_then(|s| parse_side(s))
                        .ok_or_else(|| bad("turn: white or black"))?;
                    let mut i = 1;
                    while i < t.len() {
                        match t[i] {
                            "actions" => g.actions_left = num(t.get(i + 1))? as u8,
                            "done" => g.actions_done = num(t.get(i + 1))? as u8,
                            "bonus" => {
                                g.bonus = [num(t.get(i + 1))? as u8, num(t.get(i + 2))? as u8];
                                i += 1;
                            }
                            w => return Err(bad(format!("turn: unknown `{w}`"))),
                        }
                        i += 2;
                    }
                }
                "coins" => g.coins = [num(t.first())?, num(t.get(1))?],
                "rng" => {
                    let big = |s: Option<&&str>| -> Result<u64, RuleError> {
                        s.and_then(|x| x.parse().ok()).ok_or_else(|| {
                            bad(format!("rng: `rng <seed> <word position>` in `{line}`"))
                        })
                    };
                    if t.len() != 2 {
                        return Err(bad(format!(
                            "rng: `rng <seed> <word position>` in `{line}`"
                        )));
                    }
                    g.rng = crate::Rng::at(big(t.first())?, big(t.get(1))?);
                }
                "passes" => g.passes = num(t.first())?,
                "trapcount" => {
                    let count = |i: usize| -> Result<super::trap_counts::TrapCount, RuleError> {
                        let (most, unsure) = (num(t.get(i))?, num(t.get(i + 1))?);
                        if unsure > most {
                            return Err(bad("trapcount: more unsure traps than traps"));
                        }
                        Ok(super::trap_counts::TrapCount { most, unsure })
                    };
                    g.trap_counts = Some([count(0)?, count(2)?]);
                }
                "shop" => {
                    let unlocked = num(t.first())? as usize;
                    let mut order = Vec::new();
                    for w in &t[1..] {
                        let (code, price) = w.split_once(':').ok_or_else(|| {
                            bad(format!("shop: `code:price` expected, got `{w}`"))
                        })?;
                        let e = super::shop::Entry::from_code(code)
                            .ok_or_else(|| bad(format!("shop: unknown entry `{code}`")))?;
                        if order.iter().any(|(x, _)| *x == e) {
                            return Err(bad(format!("shop: `{code}` twice")));
                        }
                        let price: u32 = price
                            .parse()
                            .map_err(|_| bad(format!("shop: bad price in `{w}`")))?;
                        order.push((e, price));
                    }
                    if unlocked > order.len() {
                        return Err(bad("shop: more unlocked entries than entries"));
                    }
                    g.shop = super::shop::Shop { order, unlocked };
                }
                "piece" => {
                    let (plane, sq) = place(0)?;
                    let color = match t.get(2).copied() {
                        Some("white") => Color::White,
                        Some("black") => Color::Black,
                        Some("neutral") => Color::Neutral,
                        _ => return Err(bad(format!("colour expected in `{line}`"))),
                    };
                    let kind = t
                        .get(3)
                        .and_then(|k| Kind::from_word(k))
                        .ok_or_else(|| bad(format!("piece type expected in `{line}`")))?;
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
                                let n = num(t.get(i + 1))?;
                                match w {
                                    "size" => p.size = n as u8,
                                    "stun" => p.stun = n as u8,
                                    "investor" => p.investor = n as u8,
                                    _ => p.epoch = n,
                                }
                                i += 1;
                            }
                            "history" => {
                                let h = t
                                    .get(i + 1)
                                    .ok_or_else(|| bad("history: records expected"))?;
                                for r in h.split(',') {
                                    let rec = if let Some(k) = r.strip_prefix("from:") {
                                        Record::From(
                                            Kind::from_word(k)
                                                .ok_or_else(|| bad(format!("history: `{r}`")))?,
                                        )
                                    } else if let Some(s) = r.strip_prefix("gained:") {
                                        Record::Gained(
                                            status_of(s)
                                                .ok_or_else(|| bad(format!("history: `{r}`")))?,
                                        )
                                    } else {
                                        return Err(bad(format!("history: `{r}`")));
                                    };
                                    p.history.push(rec);
                                }
                                i += 1;
                            }
                            w if w.starts_with('#') => p.id = num(Some(&w))?,
                            w => return Err(bad(format!("unknown piece flag `{w}`"))),
                        }
                        i += 1;
                    }
                    if !g.block_exists(plane, sq, p.k()) {
                        return Err(bad(format!("piece off the board in `{line}`")));
                    }
                    pending_ids.push(p);
                }
                "item" => {
                    let (plane, sq) = place(0)?;
                    let it: &mut Items = g.items_mut(plane, sq);
                    match t.get(2).copied() {
                        Some("coin") => {
                            it.coins = it
                                .coins
                                .saturating_add(t.get(3).and_then(|n| n.parse().ok()).unwrap_or(1))
                        }
                        Some("fire") => it.fire = true,
                        Some("ice") => it.ice = true,
                        Some("orb") => it.orb = true,
                        _ => return Err(bad(format!("item: coin, fire, ice or orb in `{line}`"))),
                    }
                    if it.fire && it.ice {
                        return Err(bad("Fire and Ice cannot share a square (4.4)."));
                    }
                }
                "hole" => {
                    let (plane, sq) = place(0)?;
                    g.holes[plane as usize] |= 1u64 << super::board::idx(sq);
                }
                "trap" => {
                    let (plane, sq) = place(0)?;
                    let owner = t
                        .get(2)
                        .and_then(|s| parse_side(s))
                        .ok_or_else(|| bad("trap: owner expected"))?;
                    g.traps.push(Trap { plane, sq, owner });
                }
                "ep" => {
                    let (plane, passed) = place(0)?;
                    let victim = num(t.get(2))?;
                    let at = t
                        .get(3)
                        .and_then(|s| parse_sq(s))
                        .ok_or_else(|| bad("ep: square expected"))?;
                    g.ep = Some(EnPassant {
                        plane,
                        passed,
                        victim,
                        at,
                    });
                }
                "ban" => {
                    let piece = num(t.first())?;
                    let (plane, from) = place(1)?;
                    g.imp_ban = Some(ImpBan { piece, plane, from });
                }
                w => return Err(bad(format!("unknown line `{w}`"))),
            }
        }
        // Ids: keep the given ones, number the rest after them.
        let mut next = pending_ids.iter().map(|p| p.id).max().unwrap_or(0) + 1;
        for mut p in pending_ids {
            if p.id == 0 {
                p.id = next;
                next += 1;
            } else if g.pieces.iter().any(|q| q.id == p.id) {
                return Err(bad(format!("piece id #{} used twice", p.id)));
            }
            g.pieces.push(p);
        }
        g.next_id = next;
        if let Some(sq) = super::state::first_overlap(&g.pieces) {
            return Err(bad(format!("two pieces on {sq}")));
        }
        g.settle();
        Ok(g)
    }
}
