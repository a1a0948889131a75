//! Combat (rulings §2.8): Preemptive Strike, combat stats, the strike plan (Ambush, Desperation,
//! follow-ups), each strike's damage, resolution, after-combat effects and charge counters.
//!
//! [`Pos::attack`] mutates a position and returns a [`Forecast`], the complete record of what
//! happened; the forecast of an attack not yet played is the same record made on a copy.

use super::board::{self, attack_path, bits, friend_within, reach, reaches, Board};
use super::pieces::{EffectKind, Kind, Passive, Piece, Special, ATK, DEF, MDEF, SPD};
use super::profiles::{self, NUMBERS};
use super::state::Pos;
use crate::said::Parts;
use crate::view::{Line, Said};
use crate::{Side, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One strike of a combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    /// Whether the attacker (initiator) struck; otherwise the defender.
    pub by_attacker: bool,
    /// Damage dealt.
    pub damage: i32,
    /// The target's HP after the strike.
    pub target_hp: i32,
    /// Whether the target's Miracle fired and left it at 1 HP.
    pub miracle: bool,
    /// HP the striker regained by Life Leech.
    pub leech: i32,
}

/// A combatant as the forecast reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combatant {
    /// Owner.
    pub side: Side,
    /// Its profile name ("Bishop").
    pub name: String,
    /// Where it stood when the attack began.
    pub square: Square,
    /// HP before the attack.
    pub hp_before: i32,
    /// Maximum HP.
    pub max_hp: i32,
    /// HP at the end of the attack (after after-combat effects); below 0 if defeated.
    pub hp_after: i32,
    /// Whether it was defeated.
    pub defeated: bool,
}

/// The exact result of an attack (rulings §2.17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forecast {
    /// The piece that attacks.
    pub attacker: Combatant,
    /// The piece attacked.
    pub defender: Combatant,
    /// Preemptive Strike victims: square, name, damage, HP after.
    pub preemptive: Vec<(Square, String, i32, i32)>,
    /// The strikes in order.
    pub strikes: Vec<Strike>,
    /// Where the attacker ends, `None` if defeated.
    pub attacker_ends: Option<Square>,
    /// After-combat effects in words (Curse, Poison Smoke, Double Tap, healing).
    pub after: Vec<Line>,
    /// Charge counter changes in words.
    pub charges: Vec<Line>,
    /// Why the attack may not be played now, if it may not.
    pub illegal: Option<String>,
    /// [`Forecast::illegal`] as the rules' refusal, while the forecast is fresh (the bot words
    /// it in the reader's language).
    #[serde(skip)]
    pub refusal: Option<crate::RuleError>,
}

impl Forecast {
    /// Total damage the attacker dealt to the defender by strikes.
    pub fn dealt(&self) -> i32 {
        self.strikes
            .iter()
            .filter(|s| s.by_attacker)
            .map(|s| s.damage)
            .sum()
    }

    /// Total damage the attacker took from counterattacks.
    pub fn taken(&self) -> i32 {
        self.strikes
            .iter()
            .filter(|s| !s.by_attacker)
            .map(|s| s.damage)
            .sum()
    }

    /// The attacker's strikes as "14" or "13+13".
    pub fn hits(&self, by_attacker: bool) -> String {
        let v: Vec<String> = self
            .strikes
            .iter()
            .filter(|s| s.by_attacker == by_attacker)
            .map(|s| s.damage.to_string())
            .collect();
        v.join("+")
    }

    /// The promotion line of `after` ("Pikeman promotes to Queen"), if the attacker promoted.
    pub fn promotion(&self) -> Option<&str> {
        self.after
            .iter()
            .find(|l| l.contains(" promotes to "))
            .map(|l| l.text.as_str())
    }

    /// The attacker's promotion as kinds (from, to), if it promoted.
    pub(super) fn promoted(&self) -> Option<(Kind, Kind)> {
        let (from, to) = self.promotion()?.split_once(" promotes to ")?;
        Some((Kind::named(from)?, Kind::named(to)?))
    }

    /// One short line: "Bishop hits Pikeman for 14 · Pikeman 8/22 · Bishop ends on f6".
    pub fn summary(&self) -> String {
        self.summary_words().0
    }

    /// [`Forecast::summary`] in English and as catalogue data (`report-bf-*`).
    pub fn summary_words(&self) -> (String, Said) {
        let a = &self.attacker;
        let d = &self.defender;
        let (a_said, mut d_said, mut d_name) =
            (piece_said(&a.name), piece_said(&d.name), d.name.clone());
        if d.name == a.name {
            d_name = format!("enemy {}", d.name);
            d_said = Said::new("report-bf-enemy").with("piece", d_said);
        }
        let struck = self.dealt() > 0 || self.strikes.iter().any(|s| s.by_attacker);
        let countered = self.strikes.iter().any(|s| !s.by_attacker);
        let mut head = if struck {
            format!("{} hits {d_name} for {}", a.name, self.hits(true))
        } else {
            format!("{} attacks {d_name}", a.name)
        };
        if countered {
            head.push_str(&format!(", takes {}", self.hits(false)));
        }
        let key = match (struck, countered) {
            (true, false) => "report-bf-hits",
            (true, true) => "report-bf-hits-takes",
            (false, false) => "report-bf-attacks",
            (false, true) => "report-bf-attacks-takes",
        };
        let mut parts = Parts::new();
        parts.push(
            head,
            Said::new(key)
                .with("attacker", a_said.clone())
                .with("defender", d_said.clone())
                .with("hits", self.hits(true))
                .with("taken", self.hits(false)),
        );
        let (text, said) = fate(d, &d_name, &d_said);
        parts.push(text, said);
        match self.attacker_ends {
            None => {
                let (text, said) = fate(a, &a.name, &a_said);
                parts.push(text, said);
            }
            Some(e) => {
                if a.hp_after != a.hp_before {
                    let (text, said) = fate(a, &a.name, &a_said);
                    parts.push(text, said);
                }
                parts.push(
                    format!("{} ends on {e}", a.name),
                    Said::new("report-bf-ends-on")
                        .with("piece", a_said)
                        .with("square", e.to_string()),
                );
            }
        }
        (parts.text(), parts.said().expect("a part"))
    }

    /// The whole forecast, a line each (as [`fmt::Display`] writes it, without the refusal),
    /// each line in English and as catalogue data (`report-bf-fc-*`).
    pub fn lines(&self) -> Vec<Line> {
        let a = &self.attacker;
        let d = &self.defender;
        let (a_said, d_said) = (piece_said(&a.name), piece_said(&d.name));
        let mut out = vec![Line::new(
            format!(
                "{} {} on {} ({}/{}) attacks {} {} on {} ({}/{})",
                a.side,
                a.name,
                a.square,
                a.hp_before,
                a.max_hp,
                d.side,
                d.name,
                d.square,
                d.hp_before,
                d.max_hp
            ),
            Said::new("report-bf-fc-head")
                .with("side", a.side)
                .with("attacker", a_said.clone())
                .with("from", a.square.to_string())
                .with("hp", a.hp_before)
                .with("max", a.max_hp)
                .with("enemy", d.side)
                .with("defender", d_said.clone())
                .with("to", d.square.to_string())
                .with("enemy-hp", d.hp_before)
                .with("enemy-max", d.max_hp),
        )];
        for (sq, name, dmg, hp) in &self.preemptive {
            out.push(Line::new(
                format!("Preemptive Strike: {name} on {sq} takes {dmg} (HP {hp})"),
                Said::new("report-bf-fc-preemptive")
                    .with("skill", Said::term(&Special::PreemptiveStrike))
                    .with("piece", piece_said(name))
                    .with("square", sq.to_string())
                    .with("damage", *dmg)
                    .with("hp", *hp),
            ));
        }
        for s in &self.strikes {
            out.push(self.strike_line(s));
        }
        if self.strikes.is_empty() {
            out.push(Line::new(
                "No strikes.",
                Said::new("report-bf-fc-no-strikes"),
            ));
        }
        out.extend(self.after.iter().cloned());
        let mut fates = Parts::new();
        for (c, said) in [(a, &a_said), (d, &d_said)] {
            let (text, said) = fate(c, &c.name, said);
            fates.push(text, said);
        }
        if let Some(e) = self.attacker_ends {
            fates.push(
                format!("{} ends on {e}", a.name),
                Said::new("report-bf-ends-on")
                    .with("piece", a_said)
                    .with("square", e.to_string()),
            );
        }
        out.push(Line::new(
            format!("Result: {}", fates.text()),
            Said::new("report-bf-fc-result").with("fates", fates.said().expect("two fates")),
        ));
        out.extend(self.charges.iter().cloned());
        out
    }

    /// "Bishop strikes Pikeman for 14 → Pikeman HP 8", with Miracle and Life Leech.
    fn strike_line(&self, s: &Strike) -> Line {
        let (by, on) = if s.by_attacker {
            (&self.attacker, &self.defender)
        } else {
            (&self.defender, &self.attacker)
        };
        let mut line = format!(
            "{} strikes {} for {} → {} HP {}",
            by.name, on.name, s.damage, on.name, s.target_hp
        );
        if s.miracle {
            line.push_str(" (Miracle!)");
        }
        let mut parts = Parts::new();
        parts.push(
            line,
            Said::new(if s.miracle {
                "report-bf-fc-strike-miracle"
            } else {
                "report-bf-fc-strike"
            })
            .with("striker", piece_said(&by.name))
            .with("target", piece_said(&on.name))
            .with("damage", s.damage)
            .with("hp", s.target_hp),
        );
        if s.leech > 0 {
            parts.push(
                format!("{} leeches {}", by.name, s.leech),
                Said::new("report-bf-fc-leeches")
                    .with("piece", piece_said(&by.name))
                    .with("hp", s.leech),
            );
        }
        Line::new(parts.text(), parts.said().expect("a strike"))
    }
}

impl fmt::Display for Forecast {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.lines().into_iter().map(|l| l.text).collect();
        f.write_str(&texts.join("\n"))?;
        if let Some(why) = &self.illegal {
            write!(f, "\nillegal: {why}")?;
        }
        Ok(())
    }
}

/// "Recovery: Pikeman regains 3" (a passive's healing after combat).
fn regains(skill: Passive, kind: Kind, got: i32) -> Line {
    Line::new(
        format!("{}: {} regains {got}", skill.name(), kind.name()),
        Said::new("report-bf-fc-regains")
            .with("skill", Said::term(&skill))
            .with("piece", Said::term(&kind))
            .with("hp", got),
    )
}

/// A combatant's name as catalogue data: the glossary's word for its kind.
fn piece_said(name: &str) -> Said {
    match Kind::named(name) {
        Some(kind) => Said::term(&kind),
        None => Said::new("report-bf-effect").with("name", name),
    }
}

/// "Pikeman defeated" or "Pikeman 8/22": how a combatant came out of the combat.
fn fate(c: &Combatant, name: &str, said: &Said) -> (String, Said) {
    if c.defeated {
        (
            format!("{name} defeated"),
            Said::new("report-bf-defeated").with("piece", said.clone()),
        )
    } else {
        (
            format!("{name} {}/{}", c.hp_after, c.max_hp),
            Said::new("report-bf-hp")
                .with("piece", said.clone())
                .with("hp", c.hp_after)
                .with("max", c.max_hp),
        )
    }
}

/// Advantage percentage of `u` against `o` (§2.2): triangle, unit type and element.
pub fn advantage(u: &Piece, o: &Piece) -> i32 {
    if u.has(Passive::NeutralAdvantage) || o.has(Passive::NeutralAdvantage) {
        return 0;
    }
    let (pu, po) = (u.profile(), o.profile());
    let n = NUMBERS;
    let mut adv = 0;
    let mut add = |mine: bool, theirs: bool, v: i32| {
        if mine {
            adv += v;
        }
        if theirs {
            adv -= v;
        }
    };
    add(
        pu.weapon.beats(po.weapon),
        po.weapon.beats(pu.weapon),
        n.triangle,
    );
    add(pu.unit.beats(po.unit), po.unit.beats(pu.unit), n.unit_type);
    add(
        pu.element.beats(po.element),
        po.element.beats(pu.element),
        n.element,
    );
    adv
}

/// Whether `u`'s weapon is effective against `o` (cancelled by Neutral Advantage).
pub fn effective(u: &Piece, o: &Piece) -> bool {
    !(u.has(Passive::NeutralAdvantage) || o.has(Passive::NeutralAdvantage))
        && u.weapon().effective_against(o.profile().unit)
}

/// Advantage count (Overclock): categories out of triangle, unit type, element and effective
/// in which `u` holds the advantage over `o`.
pub fn advantage_count(u: &Piece, o: &Piece) -> i32 {
    if u.has(Passive::NeutralAdvantage) || o.has(Passive::NeutralAdvantage) {
        return 0;
    }
    let (pu, po) = (u.profile(), o.profile());
    [
        pu.weapon.beats(po.weapon),
        pu.unit.beats(po.unit),
        pu.element.beats(po.element),
        effective(u, o),
    ]
    .iter()
    .filter(|b| **b)
    .count() as i32
}

/// Combat stats of `me` on `at` against `opp` (§2.2 layer 3).
pub fn combat_stats(
    board: &Board,
    me: &Piece,
    at: usize,
    opp: &Piece,
    initiator: bool,
) -> [i32; 4] {
    let n = NUMBERS;
    let mut flat = 0;
    if me.has(Passive::HardHitter) && initiator {
        flat += n.hard_hitter;
    }
    if me.has(Passive::ThickSkin) && !initiator {
        flat += n.thick_skin;
    }
    if me.has(Passive::PainfulStrength) && me.hp_below_pct(n.low_hp_pct) {
        flat += n.painful_strength;
    }
    if me.has(Passive::Teamwork) && friend_within(board, at, me.side, 1) {
        flat += n.teamwork;
    }
    if me.has(Passive::SoloLeveling) && !friend_within(board, at, me.side, n.solo_distance) {
        flat += n.solo_leveling;
    }
    let mut s = me.visible().map(|v| v + flat);
    if me.has(Passive::Overclock) {
        let pct = if advantage_count(me, opp) > advantage_count(opp, me) {
            n.overclock_up_pct
        } else {
            n.overclock_down_pct
        };
        s = s.map(|v| v * pct / 100);
    }
    s
}

/// A combatant during a combat.
#[derive(Clone, Copy, Debug)]
struct Fighter {
    at: usize,
    piece: Piece,
    stats: [i32; 4],
    leech: bool,
    pen: bool,
    adrenaline: bool,
    guard: bool,
    miracle_fired: bool,
    /// Strikes made.
    strikes: u32,
    /// Strikes received.
    received: u32,
    /// HP removed by the opponent's strikes (after Miracle), for Battle Rest (R40).
    lost: i32,
}

impl Fighter {
    fn new(board: &Board, at: usize, opp_at: usize, initiator: bool) -> Fighter {
        let piece = board[at].expect("fighter on board");
        let opp = board[opp_at].expect("opponent on board");
        Fighter {
            at,
            piece,
            stats: combat_stats(board, &piece, at, &opp, initiator),
            leech: false,
            pen: false,
            adrenaline: false,
            guard: false,
            miracle_fired: false,
            strikes: 0,
            received: 0,
            lost: 0,
        }
    }

    /// Whether this combatant's charge skill took effect in this combat, so it is consumed
    /// (R8, R39): Life Leech, Penetration and Adrenaline Boost when the holder struck, Guard when
    /// it received a strike, Miracle when it fired.
    fn charge_used(&self) -> bool {
        ((self.leech || self.pen || self.adrenaline) && self.strikes > 0)
            || (self.guard && self.received > 0)
            || self.miracle_fired
    }
}

/// Damage of one strike by `s` on `t` before it is applied (§2.8 step 5, items 1–7).
fn strike_damage(s: &Fighter, t: &Fighter, parry: bool) -> i32 {
    let n = NUMBERS;
    let mut a = s.stats[ATK] * (100 + advantage(&s.piece, &t.piece)) / 100;
    if effective(&s.piece, &t.piece) {
        a = a * n.effective.0 / n.effective.1;
    }
    let weapon = s.piece.weapon();
    let mut def = if weapon.is_magic() {
        t.stats[MDEF]
    } else {
        t.stats[DEF]
    };
    let mut r = 0;
    if weapon == super::pieces::Weapon::ThrowingKnives {
        r += if t.piece.weapon() == super::pieces::Weapon::Bow {
            n.knives_vs_bow
        } else {
            n.knives
        };
    }
    if s.pen {
        r += n.penetration_pct;
    }
    let r = r.min(100);
    def = def * (100 - r) / 100;
    let mut dmg = (a - def).max(0);
    if s.adrenaline {
        dmg = dmg * (100 + n.adrenaline_pct) / 100;
    }
    if t.guard {
        dmg = dmg * (100 - n.guard_pct) / 100;
    }
    if parry {
        dmg = dmg * (100 - n.parry_pct) / 100;
    }
    dmg
}

fn combatant(p: &Piece, at: usize) -> Combatant {
    Combatant {
        side: p.side,
        name: p.kind.name().to_string(),
        square: board::sq(at),
        hp_before: p.hp,
        max_hp: p.max_hp(),
        hp_after: p.hp,
        defeated: false,
    }
}

impl Pos {
    /// The removal turn of an effect lasting `turns` of `creator`'s turns, created now (§2.6).
    pub fn removal_turn(&self, creator: Side, turns: u32) -> u32 {
        if creator == self.to_move {
            self.turn + 2 * turns
        } else {
            self.turn + 2 * turns - 1
        }
    }

    /// Plays the attack of the piece on `from` against the enemy on `to` (or, for en passant,
    /// the pawn beside the attacker that `to` was passed over by), with everything of §2.8.
    /// Validity (reach, turn, legality) is the caller's business. Promotion happens if `promo`
    /// is given and the attacker is a pawn that ends on its last rank.
    pub fn attack(
        &mut self,
        from: usize,
        to: usize,
        en_passant: bool,
        promo: Option<Kind>,
    ) -> Forecast {
        let d = if en_passant {
            let x = self.board[from].expect("attacker");
            board::step(to, 0, -board::forward(x.side)).expect("en passant pawn square")
        } else {
            to
        };
        let o = from;
        let x0 = self.board[o].expect("attacker");
        let y0 = self.board[d].expect("defender");
        let mut fc = Forecast {
            attacker: combatant(&x0, o),
            defender: combatant(&y0, d),
            preemptive: Vec::new(),
            strikes: Vec::new(),
            attacker_ends: None,
            after: Vec::new(),
            charges: Vec::new(),
            illegal: None,
            refusal: None,
        };
        // 1. Preemptive Strike.
        let x_consumed = self.preemptive_strike(&x0, d, &mut fc);
        // 2. Combat stats; 3. counter eligibility.
        let mut x = Fighter::new(&self.board, o, d, true);
        let mut y = Fighter::new(&self.board, d, o, false);
        let o_in_reach_y = reaches(&self.board, d, o);
        let y_counters = y.piece.weapon().deals_damage() && o_in_reach_y;
        // 4. Strike plan. A charged whole-combat skill is active; it is consumed only if it
        // takes effect (`Fighter::charge_used`), so it is never wasted (R8, R39).
        for f in [&mut x, &mut y] {
            f.leech = f.piece.charged_with(Special::LifeLeech);
            f.pen = f.piece.charged_with(Special::Penetration);
            f.adrenaline = f.piece.charged_with(Special::AdrenalineBoost);
            f.guard = f.piece.charged_with(Special::Guard);
        }
        let plan = strike_plan(&x, &y, y_counters);
        // 5. The strikes.
        let parry = y.piece.has(Passive::Parry) && o_in_reach_y;
        exchange_strikes(&mut x, &mut y, plan, parry, &mut fc);
        // 6. Resolution.
        let x_end = self.resolve(&mut x, &y, d, to, en_passant);
        // 7. After-combat effects.
        self.after_combat(&x, &y, d, &mut fc);
        // 8. Charge counters.
        let x_used = x_consumed || x.charge_used();
        let y_used = y.charge_used();
        for (alive, at, used, struck) in [
            (x_end.is_some(), x.at, x_used, x.strikes),
            (y.piece.hp >= 0, d, y_used, y.strikes),
        ] {
            if alive {
                self.count_charge(at, used, struck, &mut fc);
            }
        }
        // The attacker's HP as the pawn it fought as (a promotion is reported in `after`).
        fc.attacker.hp_after = x_end
            .and_then(|e| self.board[e].map(|p| p.hp))
            .unwrap_or(x.piece.hp);
        // 9. Promotion.
        if let (Some(end), Some(k)) = (x_end, promo) {
            self.promote_at(end, k, &mut fc);
        }
        fc.attacker.defeated = x_end.is_none();
        let y_dead = y.piece.hp < 0;
        fc.defender.hp_after = if y_dead {
            y.piece.hp
        } else {
            self.board[d].map(|p| p.hp).unwrap_or(y.piece.hp)
        };
        fc.defender.defeated = y_dead;
        fc.attacker_ends = x_end.map(board::sq);
        fc
    }

    /// Step 1: a charged Preemptive Strike of the attacker `x0` hits the defender on `d` and
    /// every enemy adjacent to it, never below 1 HP. Returns whether it fired (its charge is
    /// then consumed).
    fn preemptive_strike(&mut self, x0: &Piece, d: usize, fc: &mut Forecast) -> bool {
        if !x0.charged_with(Special::PreemptiveStrike) {
            return false;
        }
        let vis = x0.visible();
        let magic = x0.weapon().is_magic();
        let mut victims = vec![d];
        for (df, dr) in board::KING_STEPS {
            if let Some(v) = board::step(d, df, dr) {
                if self.board[v].is_some_and(|p| p.side != x0.side) {
                    victims.push(v);
                }
            }
        }
        for v in victims {
            let p = self.board[v].as_mut().expect("victim");
            let pv = p.visible();
            let raw = (vis[ATK] - if magic { pv[MDEF] } else { pv[DEF] }).max(0);
            let loss = raw.min((p.hp - 1).max(0));
            p.hp -= loss;
            fc.preemptive
                .push((board::sq(v), p.kind.name().to_string(), loss, p.hp));
        }
        true
    }

    /// Step 6: the defeated leave the board; a surviving attacker ends on the defender's square
    /// (it won), on the en passant square, or as close as it can along its path. Returns where
    /// the attacker ends (`None`: defeated) and sets `x.at` to it.
    fn resolve(
        &mut self,
        x: &mut Fighter,
        y: &Fighter,
        d: usize,
        passed: usize,
        en_passant: bool,
    ) -> Option<usize> {
        let o = x.at;
        let x_dead = x.piece.hp < 0;
        let y_dead = y.piece.hp < 0;
        self.board[o] = None;
        let mut x_end = None;
        if y_dead {
            self.touch(d);
            self.board[d] = None;
        } else {
            self.board[d] = Some(y.piece);
        }
        if !x_dead {
            let end = if en_passant {
                passed
            } else if y_dead {
                d
            } else {
                *attack_path(x.piece.kind.moves(), o, d).last().unwrap_or(&o)
            };
            if end != o {
                // Castling rights go only when a piece leaves its square (R21).
                self.touch(o);
                self.touch(end);
            }
            self.board[end] = Some(x.piece);
            x_end = Some(end);
        } else {
            self.touch(o);
        }
        x.at = x_end.unwrap_or(o);
        x_end
    }

    /// Step 7: the after-combat effects, in order: Double Tap, Curse (both only when both
    /// survive), then Poison Smoke, Recovery and Battle Rest of each survivor.
    fn after_combat(&mut self, x: &Fighter, y: &Fighter, d: usize, fc: &mut Forecast) {
        let x_dead = x.piece.hp < 0;
        let y_dead = y.piece.hp < 0;
        let both = !x_dead && !y_dead;
        if both && x.piece.has(Passive::DoubleTap) {
            let yp = self.board[d].as_mut().expect("defender");
            let loss = NUMBERS.double_tap.min(yp.hp - 1).max(0);
            yp.hp -= loss;
            fc.after.push(Line::new(
                format!("Double Tap: {} loses {loss}", yp.kind.name()),
                Said::new("report-bf-fc-loses")
                    .with("skill", Said::term(&Passive::DoubleTap))
                    .with("piece", Said::term(&yp.kind))
                    .with("hp", loss),
            ));
        }
        if both {
            for (holder_at, victim_at) in [(x.at, d), (d, x.at)] {
                self.curse_after_combat(holder_at, victim_at, fc);
            }
        }
        // The survivors by who they are, attacker first (§2.8 step 7), each with the square it
        // stands on now and the HP it lost to strikes. An attacker that defeated its target
        // stands on the defender's old square, so squares alone cannot tell them apart.
        let survivors: Vec<(usize, i32)> = [
            (!x_dead).then_some((x.at, x.lost)),
            (!y_dead).then_some((d, y.lost)),
        ]
        .into_iter()
        .flatten()
        .collect();
        for &(h, _) in &survivors {
            self.poison_smoke(h, fc);
        }
        for &(h, _) in &survivors {
            let p = self.board[h].as_mut().expect("survivor");
            if p.has(Passive::Recovery) {
                let got = p.heal(NUMBERS.recovery);
                if got > 0 {
                    fc.after.push(regains(Passive::Recovery, p.kind, got));
                }
            }
        }
        for &(h, lost) in &survivors {
            let p = self.board[h].as_mut().expect("survivor");
            if p.has(Passive::BattleRest) {
                let got = p.heal(lost * NUMBERS.battle_rest_pct / 100);
                if got > 0 {
                    fc.after.push(regains(Passive::BattleRest, p.kind, got));
                }
            }
        }
    }

    /// Curse after a combat both survived: the holder on `holder_at` curses the other.
    fn curse_after_combat(&mut self, holder_at: usize, victim_at: usize, fc: &mut Forecast) {
        let holder = self.board[holder_at].expect("holder");
        if !holder.has(Passive::Curse) {
            return;
        }
        let removal = self.removal_turn(holder.side, profiles::CURSE.turns);
        let v = self.board[victim_at].as_mut().expect("victim");
        v.add_effect(EffectKind::Curse, removal);
        let (delta, turns) = (profiles::CURSE.delta[0], profiles::CURSE.turns);
        fc.after.push(Line::new(
            format!(
                "Curse: {} gets {delta} ATK/DEF/M.DEF/SPD for {turns} turns",
                v.kind.name()
            ),
            Said::new("report-bf-fc-curse")
                .with("skill", Said::term(&Passive::Curse))
                .with("piece", Said::term(&v.kind))
                .with("delta", delta)
                .with("turns", turns),
        ));
    }

    /// Poison Smoke of the survivor on `h`: every enemy in its reach is poisoned.
    fn poison_smoke(&mut self, h: usize, fc: &mut Forecast) {
        let holder = self.board[h].expect("survivor");
        if !holder.has(Passive::PoisonSmoke) {
            return;
        }
        let removal = self.removal_turn(holder.side, profiles::POISON_SMOKE.turns);
        let mut names = Parts::joined(", ", "report-bf-comma");
        for v in bits(reach(&self.board, h)) {
            if let Some(p) = self.board[v].as_mut() {
                if p.side != holder.side {
                    p.add_effect(EffectKind::PoisonSmoke, removal);
                    names.push(
                        format!("{} {}", p.kind.name(), board::sq(v)),
                        Said::new("report-bf-fc-piece-on")
                            .with("piece", Said::term(&p.kind))
                            .with("square", board::sq(v).to_string()),
                    );
                }
            }
        }
        if let Some(said) = names.said() {
            let delta = profiles::POISON_SMOKE.delta[0];
            fc.after.push(Line::new(
                format!("Poison Smoke: {delta} on {}", names.text()),
                Said::new("report-bf-fc-poison")
                    .with("skill", Said::term(&Passive::PoisonSmoke))
                    .with("delta", delta)
                    .with("pieces", said),
            ));
        }
    }

    /// Step 8 for the surviving participant on `at`: a charge skill that took effect (`used`)
    /// is emptied; otherwise one that struck at least once gains a charge.
    fn count_charge(&mut self, at: usize, used: bool, struck: u32, fc: &mut Forecast) {
        let p = self.board[at].as_mut().expect("participant");
        let need = p.charge_needed();
        if need == 0 {
            return;
        }
        let before = p.charge;
        if used {
            p.charge = 0;
        } else if struck > 0 {
            p.charge = (p.charge + 1).min(need);
        }
        if p.charge != before {
            fc.charges.push(Line::new(
                format!(
                    "{} {} {}: {}/{} → {}/{}",
                    p.side,
                    p.kind.name(),
                    p.special.name(),
                    before,
                    need,
                    p.charge,
                    need
                ),
                Said::new("report-bf-fc-charge")
                    .with("side", p.side)
                    .with("piece", Said::term(&p.kind))
                    .with("special", Said::term(&p.special))
                    .with("before", before)
                    .with("after", p.charge)
                    .with("need", need),
            ));
        }
    }

    /// Step 9: the attacker on `end` promotes to `kind` if it is a pawn on its last rank.
    fn promote_at(&mut self, end: usize, kind: Kind, fc: &mut Forecast) {
        let p = self.board[end].expect("attacker");
        if p.kind.is_pawn() && board::rank(end) == board::last_rank(p.side) {
            self.board[end] = Some(promote(p, kind));
            fc.after.push(Line::new(
                format!("{} promotes to {}", p.kind.name(), kind.name()),
                Said::new("report-bf-piece-promotes")
                    .with("piece", Said::term(&p.kind))
                    .with("to", Said::term(&kind)),
            ));
        }
    }
}

/// Step 4: who strikes when (true: the attacker X). Ambush lets the defender strike first;
/// Desperation gives the attacker its follow-up before any counter; a side at least
/// `follow_up_spd` faster strikes again.
fn strike_plan(x: &Fighter, y: &Fighter, y_counters: bool) -> Vec<bool> {
    let n = NUMBERS;
    let ambush = y_counters && y.piece.has(Passive::Ambush) && y.piece.hp_below_pct(n.low_hp_pct);
    let desperation = x.piece.has(Passive::Desperation) && x.piece.hp_below_pct(n.low_hp_pct);
    let x_spd_follow = x.stats[SPD] >= y.stats[SPD] + n.follow_up_spd;
    let y_follow = y_counters && y.stats[SPD] >= x.stats[SPD] + n.follow_up_spd;
    let mut plan: Vec<bool> = Vec::new();
    if ambush {
        plan.push(false);
    }
    plan.push(true);
    if desperation {
        plan.push(true);
    }
    if y_counters && !ambush {
        plan.push(false);
    }
    if x_spd_follow && !desperation {
        plan.push(true);
    }
    if y_follow {
        plan.push(false);
    }
    plan
}

/// Step 5: the strikes of `plan` until one side is defeated, with Miracle (at most once per
/// combat), Parry and Life Leech.
fn exchange_strikes(
    x: &mut Fighter,
    y: &mut Fighter,
    plan: Vec<bool>,
    parry: bool,
    fc: &mut Forecast,
) {
    for by_x in plan {
        if x.piece.hp < 0 || y.piece.hp < 0 {
            break;
        }
        let (s, t) = if by_x {
            (&mut *x, &mut *y)
        } else {
            (&mut *y, &mut *x)
        };
        let dmg = strike_damage(s, t, parry && by_x);
        let before = t.piece.hp;
        t.piece.hp -= dmg;
        let mut miracle = false;
        // Miracle is consumed when it fires: at most once per combat.
        if dmg >= 1 && t.piece.hp < 1 && !t.miracle_fired && t.piece.charged_with(Special::Miracle)
        {
            t.piece.hp = 1;
            t.miracle_fired = true;
            miracle = true;
        }
        t.lost += before - t.piece.hp;
        t.received += 1;
        let mut leech = 0;
        if s.leech {
            leech = s.piece.heal(dmg * NUMBERS.life_leech_pct / 100);
        }
        s.strikes += 1;
        fc.strikes.push(Strike {
            by_attacker: by_x,
            damage: dmg,
            target_hp: t.piece.hp,
            miracle,
            leech,
        });
    }
}

/// `p` promoted to `kind` (§2.12): damage carries over, timed effects stay, charge resets.
pub fn promote(p: Piece, kind: Kind) -> Piece {
    let mut q = Piece::new(p.side, kind);
    q.hp = q.max_hp() - (p.max_hp() - p.hp);
    q.effects = p.effects;
    q.cheered = p.cheered;
    q
}
