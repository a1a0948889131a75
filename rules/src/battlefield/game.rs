//! The game: the position plus what the rules keep around it (status, repetitions, record, the
//! last action), its stored form, and the [`Game`] implementation.

use super::board::{self, idx, sq};
use super::combat::Forecast;
use super::notation::Action;
use super::report::What;
use super::state::{self as pos, Pos};
use super::{card, notation, pieces, position, view};
use crate::error::{BattlefieldRefusal, BattlefieldUnreadable, Shared};
use crate::said::Parts;
use crate::view::{BoardView, Line, Said, Viewer};
use crate::{Ending, Game, Outcome, Report, RuleError, Side, Square, ToAct, VariantId};
use serde::{Deserialize, Serialize};

/// What the last action did, for the picture and the panel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastAction {
    /// Who acted.
    pub side: Side,
    /// Its notation.
    pub notation: String,
    /// What happened, in words.
    pub text: String,
    /// What happened, as data (its words in any language: [`What::report`]); `None` in a game
    /// stored before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub what: Option<What>,
    /// Where the acting piece started.
    pub from: Option<Square>,
    /// The square the action aimed at.
    pub to: Option<Square>,
    /// Where the acting piece ended.
    pub end: Option<Square>,
    /// The combat, for an attack.
    pub combat: Option<Forecast>,
}

/// A game of Battlefield Chess.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "Stored", try_from = "Stored")]
pub struct Battlefield {
    pub(super) pos: Pos,
    pub(super) outcome: Option<Outcome>,
    pub(super) check: bool,
    pub(super) reps: Vec<u64>,
    pub(super) history: Vec<String>,
    pub(super) last: Option<LastAction>,
}

/// The stored form: the position text plus what the text does not hold.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Stored {
    position: String,
    outcome: Option<Outcome>,
    check: bool,
    repetitions: Vec<u64>,
    history: Vec<String>,
    last: Option<LastAction>,
}

impl From<Battlefield> for Stored {
    fn from(g: Battlefield) -> Stored {
        Stored {
            position: position::write(&g.pos),
            outcome: g.outcome,
            check: g.check,
            repetitions: g.reps,
            history: g.history,
            last: g.last,
        }
    }
}

impl TryFrom<Stored> for Battlefield {
    type Error = RuleError;
    fn try_from(s: Stored) -> Result<Battlefield, RuleError> {
        Ok(Battlefield {
            pos: position::read(&s.position)?,
            outcome: s.outcome,
            check: s.check,
            reps: s.repetitions,
            history: s.history,
            last: s.last,
        })
    }
}

/// FNV-1a over `bytes`, continuing from `h`: a hash that never changes between builds, for the
/// stored repetition keys.
fn fnv(h: u64, bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(h, |h, b| (h ^ *b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// The repetition key of a position (§2.16): side to move, every piece with its profile, square,
/// HP, charge, loadout, Cheer flag and timed effects (removal counted from the current turn),
/// castling rights, en passant.
fn rep_key(pos: &Pos) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325;
    h = fnv(h, &[pos.to_move as u8]);
    h = fnv(h, &pos.castling.map(u8::from));
    h = fnv(h, &[pos.ep.map_or(255, |e| e as u8)]);
    for (i, p) in pos.board.iter().enumerate() {
        let Some(p) = p else { continue };
        h = fnv(
            h,
            &[
                i as u8,
                p.side as u8,
                p.kind as u8,
                p.charge,
                u8::from(p.cheered),
                p.special as u8,
            ],
        );
        h = fnv(h, &p.hp.to_le_bytes());
        for x in p.passives {
            h = fnv(h, &[x.map_or(255, |x| x as u8)]);
        }
        for (k, e) in p.effects.iter().enumerate() {
            if *e != 0 {
                h = fnv(h, &[k as u8]);
                h = fnv(h, &e.saturating_sub(pos.turn).to_le_bytes());
            }
        }
    }
    h
}

impl Battlefield {
    fn from_pos(pos: Pos) -> Battlefield {
        let mut g = Battlefield {
            pos,
            outcome: None,
            check: false,
            reps: Vec::new(),
            history: Vec::new(),
            last: None,
        };
        g.update_status();
        g
    }

    /// A new game with the optional Cleric rule: the f-file bishops start as Clerics.
    pub fn new_with_clerics() -> Battlefield {
        Battlefield::from_pos(Pos::start(true))
    }

    /// Status at the start of a turn (§2.7 step 4): checkmate, stalemate, repetition.
    fn update_status(&mut self) {
        if self.pos.second.is_some() {
            return;
        }
        let key = rep_key(&self.pos);
        self.reps.push(key);
        let seen = self.reps.iter().filter(|k| **k == key).count();
        let s = self.pos.to_move;
        let checkers = self.pos.checkers(s);
        self.check = !checkers.is_empty();
        self.outcome = if self.check && !self.pos.can_answer_check(&checkers) {
            Some(Outcome::win(s.opponent(), Ending::Checkmate))
        } else if !self.check && !self.pos.has_legal_action() {
            Some(Outcome::draw(Ending::NoLegalAction { side: s }))
        } else if seen >= 3 {
            Some(Outcome::draw(Ending::Repetition))
        } else {
            None
        };
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.check
    }

    /// The side whose turn it is.
    pub fn side_to_move(&self) -> Side {
        self.pos.to_move
    }

    /// The turn number (White plays the odd turns).
    pub fn turn(&self) -> u32 {
        self.pos.turn
    }

    /// The last action, if any.
    pub fn last_action(&self) -> Option<&LastAction> {
        self.last.as_ref()
    }

    /// The HP (current, maximum) of the piece on `square`.
    pub fn hp(&self, square: Square) -> Option<(i32, i32)> {
        self.piece(square).map(|p| (p.hp, p.max_hp()))
    }

    /// The piece on `square`.
    pub fn piece(&self, square: Square) -> Option<pieces::Piece> {
        (square.file < 8 && square.rank < 8)
            .then(|| self.pos.board[idx(square)])
            .flatten()
    }

    /// [`Battlefield::forecast`] of a typed query: `b2g7`, `forecast b2g7` or `?b2g7`.
    pub fn forecast_text(&self, text: &str) -> Result<Forecast, RuleError> {
        let t = text.trim().to_ascii_lowercase();
        let t = t
            .strip_prefix("forecast")
            .or_else(|| t.strip_prefix('?'))
            .unwrap_or(&t);
        let t: String = t
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | 'x' | '>'))
            .collect();
        let bad = || RuleError::malformed(text.trim(), BattlefieldUnreadable::ForecastForm);
        let (from, rest) = Square::parse_prefix(&t, crate::BoardSize::CHESS).ok_or_else(bad)?;
        let to = Square::parse(rest, crate::BoardSize::CHESS).ok_or_else(bad)?;
        self.forecast(from, to)
    }

    /// The exact result of the attack `from` → `to` without playing it (rulings §2.17). For
    /// the side to move it uses the current state; for the other side it is a threat forecast
    /// (that side's pre-battle runs first, as for the check test). `to` may be an en passant
    /// square. Errors if there is no such attack at all.
    pub fn forecast(&self, from: Square, to: Square) -> Result<Forecast, RuleError> {
        self.forecast_of(from, to)
            .map_err(|e| e.with_text(&format!("{from}{to}")))
    }

    /// [`Battlefield::forecast`], with errors that do not name the attack yet.
    fn forecast_of(&self, from: Square, to: Square) -> Result<Forecast, RuleError> {
        let board_ok = |s: Square| s.file < 8 && s.rank < 8;
        if !board_ok(from) || !board_ok(to) {
            return Err(RuleError::malformed(
                "",
                BattlefieldUnreadable::SquaresRange,
            ));
        }
        let (f, t) = (idx(from), idx(to));
        let p = self.pos.board[f].ok_or_else(|| {
            RuleError::illegal(
                "",
                Shared::NoPieceOn {
                    square: from.into(),
                },
            )
        })?;
        let mut base = self.pos;
        if p.side != base.to_move {
            base.second = None;
            base.finish_turn(None, None);
        }
        if !p.weapon().deals_damage() {
            return Err(RuleError::illegal(
                "",
                BattlefieldRefusal::StaffNeverAttacks { piece: p.kind },
            ));
        }
        let en_passant = p.kind.is_pawn()
            && base.board[t].is_none()
            && base.ep == Some(t)
            && board::reaches(&base.board, f, t);
        let target_ok = en_passant
            || base.board[t].is_some_and(|q| q.side != p.side) && board::reaches(&base.board, f, t);
        if !target_ok {
            return Err(RuleError::illegal(
                "",
                BattlefieldRefusal::NoEnemy {
                    piece: p.kind,
                    from,
                    to,
                },
            ));
        }
        let mut sim = base;
        let mut fc = sim.attack(f, t, en_passant, None);
        let promo = (p.kind.is_pawn() && board::rank(t) == board::last_rank(p.side))
            .then_some(pieces::Kind::Queen);
        let action = Action::Move { from, to, promo };
        if let Err(e) = base.try_action(&action) {
            fc.illegal = Some(e.to_string());
            fc.refusal = Some(e);
        }
        Ok(fc)
    }

    /// A description of the piece on `square` for `/piece`: profile, stats, skills, effects.
    pub fn describe_piece(&self, square: Square) -> Option<String> {
        let lines = card::describe(&self.pos, square)?;
        let texts: Vec<String> = lines.into_iter().map(|l| l.text).collect();
        Some(texts.join("\n"))
    }

    /// [`Battlefield::describe_piece`] a line each, in English and as catalogue data.
    pub fn piece_card(&self, square: Square) -> Option<Vec<Line>> {
        card::describe(&self.pos, square)
    }

    fn commit(&mut self, side: Side, action: &Action, pos: Pos, done: pos::Done) -> Report {
        let notation = notation::write(action);
        let continuing_second = self.pos.second.is_some();
        self.pos = pos;
        if continuing_second {
            if *action != Action::End {
                if let Some(line) = self.history.last_mut() {
                    line.push('+');
                    line.push_str(&notation);
                }
            }
        } else {
            self.history.push(format!(
                "{}. {side}: {notation}",
                self.pos.turn - u32::from(!done.continues)
            ));
        }
        let (text, said) = done.what.report(side, done.combat.as_ref());
        if *action != Action::End {
            self.last = Some(LastAction {
                side,
                notation: notation.clone(),
                text: text.clone(),
                what: Some(done.what),
                from: done.actor_from.map(sq),
                to: done.target.map(sq),
                end: done.actor_end.map(sq),
                combat: done.combat.clone(),
            });
        }
        self.update_status();
        let mut parts = Parts::joined(". ", "report-sentences");
        parts.push(text, said);
        if done.continues {
            parts.push(
                format!("Cheered: {side} may act again with that piece, or send `end`."),
                Said::new("report-bf-cheered").with("side", side),
            );
        }
        if let Some(o) = &self.outcome {
            parts.push(
                o.to_string(),
                Said::new("report-result").with("result", o.clone()),
            );
        } else if self.check {
            parts.push(
                format!("{} is in check!", self.pos.to_move),
                Said::new("report-bf-check").with("side", self.pos.to_move),
            );
        }
        let mut report = Report::public(parts.text());
        report.said = parts.said();
        report
    }
}

impl Game for Battlefield {
    type Action = Action;
    const VARIANT: VariantId = VariantId::Battlefield;

    /// Nothing hidden, no chance: combat is deterministic.
    const HIDDEN_OR_RANDOM: bool = false;

    fn evaluate(&self, side: Side) -> f64 {
        self.evaluation(side)
    }

    fn new_game(_seed: u64) -> Self {
        Battlefield::from_pos(Pos::start(false))
    }

    fn from_position(text: &str, _seed: u64) -> Result<Self, RuleError> {
        Ok(Battlefield::from_pos(position::read(text)?))
    }

    fn position(&self) -> String {
        position::write(&self.pos)
    }

    fn to_act(&self) -> ToAct {
        if self.outcome.is_some() {
            return ToAct::Over;
        }
        let side = self.pos.to_move;
        match self.pos.second {
            Some(s) => ToAct::Decision {
                side,
                prompt: format!(
                    "Second action for the Cheered {} on {}, or `end`",
                    self.pos.board[s.at]
                        .map(|p| p.kind.name())
                        .unwrap_or("piece"),
                    sq(s.at)
                ),
            },
            None => ToAct::Side(side),
        }
    }

    fn decision_said(&self) -> Option<crate::view::Said> {
        let s = self.pos.second.filter(|_| self.outcome.is_none())?;
        let piece = match self.pos.board[s.at] {
            Some(p) => crate::view::Said::term(&p.kind),
            None => crate::view::Said::new("prompt-piece"),
        };
        Some(
            crate::view::Said::new("prompt-bf-cheered")
                .with("piece", piece)
                .with("square", sq(s.at).to_string()),
        )
    }

    fn legal_actions(&self, side: Side) -> Vec<Action> {
        if self.outcome.is_some() || side != self.pos.to_move {
            return Vec::new();
        }
        self.pos.legal_actions()
    }

    fn notation(&self, _side: Side, action: &Action) -> String {
        notation::write(action)
    }

    fn label(&self, _side: Side, action: &Action) -> String {
        notation::label(&self.pos, action)
    }

    fn label_words(&self, _side: Side, action: &Action) -> (String, Option<Said>) {
        notation::label_words(&self.pos, action)
    }

    fn parse_action(&self, side: Side, text: &str) -> Result<Action, RuleError> {
        let action = notation::parse(side, text).map_err(|e| e.with_text(text))?;
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let mut probe = self.pos;
        probe
            .apply(side, &action)
            .map_err(|e| e.with_text(&notation::write(&action)))?;
        Ok(action)
    }

    fn play(&mut self, side: Side, action: Action) -> Result<Report, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if side != self.pos.to_move {
            return Err(RuleError::not_your_turn(
                side,
                vec![self.pos.to_move],
                crate::error::WaitingFor::Turn {
                    side: self.pos.to_move,
                },
            ));
        }
        let (pos, done) = self
            .pos
            .try_action(&action)
            .map_err(|e| e.with_text(&notation::write(&action)))?;
        Ok(self.commit(side, &action, pos, done))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, viewer: Viewer) -> BoardView {
        view::view(self, viewer)
    }

    fn history(&self) -> Vec<String> {
        self.history.clone()
    }

    fn text_lines(&self, viewer: Viewer) -> Vec<crate::view::Line> {
        view::text_lines(self, viewer)
    }
}
