//! The position text format (documented in docs/rules/battlefield.md):
//!
//! ```text
//! <board> <w|b> <turn> <castling|-> <en passant|-> <second|-> [done|due] [| <square>:<token>,<token> ...]
//! ```
//!
//! The optional seventh field says whether the pre-battle of the turn (§2.7 steps 1–3) has run:
//! `done` (the default, and what [`write`] always means, so it never writes the field) or `due`,
//! a position from before its pre-battle: [`read`] then runs it, so a test or a custom game can
//! start before the auras, Quick Charge and Charge of the side to move.
//!
//! The board is FEN-like with the letters K Q R B N A P S F W D C (White upper case). Each
//! annotated square lists what differs from a fresh piece: `hpN`, `chN` (charge), `cheered`,
//! timed effects as `<effect-id><turns left>`, and custom loadouts `special=<id>`,
//! `passives=<id>+<id>` (or `passives=none`).

use super::board::{idx, sq, Board};
use super::pieces::{EffectKind, Kind, Passive, Piece, Special};
use super::state::{Pos, Second};
use crate::error::BattlefieldPosition as P;
use crate::error::BattlefieldPosition;
use crate::{BoardSize, RuleError, Side, Square};

fn bad(reason: BattlefieldPosition) -> RuleError {
    RuleError::bad_position(reason)
}

/// The position text of `pos` (always after its pre-battle, so without the seventh field).
pub fn write(pos: &Pos) -> String {
    let mut out = String::new();
    for r in (0..8).rev() {
        let mut empty = 0;
        for f in 0..8 {
            match pos.board[r * 8 + f] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(p.letter());
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if r > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push(if pos.to_move == Side::White { 'w' } else { 'b' });
    out.push_str(&format!(" {} ", pos.turn));
    let rights: String = "KQkq"
        .chars()
        .zip(pos.castling)
        .filter(|(_, on)| *on)
        .map(|(c, _)| c)
        .collect();
    out.push_str(if rights.is_empty() { "-" } else { &rights });
    out.push(' ');
    match pos.ep {
        Some(e) => out.push_str(&sq(e).to_string()),
        None => out.push('-'),
    }
    out.push(' ');
    match pos.second {
        Some(s) => {
            out.push_str(&sq(s.at).to_string());
            if s.restricted {
                out.push('!');
            }
            if s.double_step {
                out.push('*');
            }
        }
        None => out.push('-'),
    }
    let notes: Vec<String> = (0..64)
        .filter_map(|i| {
            pos.board[i].and_then(|p| annotation(&p, pos.turn).map(|a| format!("{}:{a}", sq(i))))
        })
        .collect();
    if !notes.is_empty() {
        out.push_str(" | ");
        out.push_str(&notes.join(" "));
    }
    out
}

fn annotation(p: &Piece, turn: u32) -> Option<String> {
    let profile = p.profile();
    let default_passives = profile.passives.iter().map(|x| Some(*x)).chain([None; 3]);
    let custom_passives = p
        .passives
        .iter()
        .zip(default_passives)
        .any(|(a, b)| *a != b);
    if p.special == profile.special
        && !custom_passives
        && p.hp == p.max_hp()
        && p.charge == 0
        && !p.cheered
        && p.effects.iter().all(|&e| e == 0)
    {
        return None;
    }
    let mut toks = Vec::new();
    if p.special != profile.special {
        toks.push(format!("special={}", p.special.id()));
    }
    if custom_passives {
        let ids: Vec<String> = p.passives.iter().flatten().map(|x| x.id()).collect();
        toks.push(format!(
            "passives={}",
            if ids.is_empty() {
                "none".to_string()
            } else {
                ids.join("+")
            }
        ));
    }
    if p.hp != p.max_hp() {
        toks.push(format!("hp{}", p.hp));
    }
    if p.charge != 0 {
        toks.push(format!("ch{}", p.charge));
    }
    if p.cheered {
        toks.push("cheered".into());
    }
    for (kind, ends) in p.active_effects() {
        toks.push(format!("{}{}", kind.id(), ends.saturating_sub(turn)));
    }
    (!toks.is_empty()).then(|| toks.join(","))
}

/// Reads a position text; a `due` pre-battle field runs the pre-battle of the turn.
pub fn read(text: &str) -> Result<Pos, RuleError> {
    let (head, notes) = match text.split_once('|') {
        Some((h, n)) => (h, n),
        None => (text, ""),
    };
    let fields: Vec<&str> = head.split_whitespace().collect();
    if !(6..=7).contains(&fields.len()) {
        return Err(bad(P::Fields));
    }
    let pre_battle_due = match fields.get(6).copied() {
        None | Some("done") => false,
        Some("due") => true,
        Some(other) => {
            return Err(bad(P::PreBattle {
                found: other.to_owned(),
            }))
        }
    };
    let mut board = read_board(fields[0])?;
    let to_move = match fields[1] {
        "w" => Side::White,
        "b" => Side::Black,
        _ => return Err(bad(P::SideToMove)),
    };
    let turn: u32 = fields[2]
        .parse()
        .ok()
        .filter(|t| *t >= 1)
        .ok_or_else(|| bad(P::Turn))?;
    if (turn % 2 == 1) != (to_move == Side::White) {
        return Err(bad(P::TurnParity));
    }
    let castling = read_castling(fields[3])?;
    let ep = match fields[4] {
        "-" => None,
        t => Some(square(t).ok_or_else(|| bad(P::EnPassantSquare))?),
    };
    let second = read_second(fields[5])?;
    read_notes(&mut board, notes, turn)?;
    check_pieces(&board)?;
    if let Some(e) = ep {
        check_en_passant(&board, e, to_move)?;
    }
    if let Some(s) = second {
        if !matches!(board[s.at], Some(p) if p.side == to_move) {
            return Err(bad(P::SecondPiece));
        }
        if pre_battle_due {
            return Err(bad(P::SecondBeforePreBattle));
        }
    }
    let mut pos = Pos {
        board,
        to_move,
        turn,
        castling,
        ep,
        second,
    };
    if pre_battle_due {
        pos.pre_battle();
    }
    Ok(pos)
}

/// The index of a square written like `e4`.
fn square(t: &str) -> Option<usize> {
    Square::parse(t, BoardSize::CHESS).map(idx)
}

/// Reads the board field: 8 ranks, rank 8 first, of piece letters and digits; every piece fresh.
fn read_board(field: &str) -> Result<Board, RuleError> {
    let mut board = [None; 64];
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 8 {
        return Err(bad(P::RankCount));
    }
    for (ri, row) in ranks.iter().enumerate() {
        let r = 7 - ri;
        let mut f = 0usize;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                f += d as usize;
            } else {
                let kind = Kind::from_letter(c).ok_or_else(|| {
                    bad(P::UnknownLetter {
                        letter: c.to_string(),
                    })
                })?;
                if f >= 8 {
                    return Err(bad(P::RankTooLong { rank: r + 1 }));
                }
                let side = if c.is_ascii_uppercase() {
                    Side::White
                } else {
                    Side::Black
                };
                board[r * 8 + f] = Some(Piece::new(side, kind));
                f += 1;
            }
        }
        if f != 8 {
            return Err(bad(P::RankShort { rank: r + 1 }));
        }
    }
    Ok(board)
}

/// Reads the castling field: `KQkq`, a part of it, or `-`.
fn read_castling(field: &str) -> Result<[bool; 4], RuleError> {
    let mut castling = [false; 4];
    if field != "-" {
        for c in field.chars() {
            let i = "KQkq".find(c).ok_or_else(|| bad(P::Castling))?;
            castling[i] = true;
        }
    }
    Ok(castling)
}

/// Reads the second-action field: `-`, or the Cheered piece's square with `!` (restricted)
/// and `*` (its first action was a double step).
fn read_second(field: &str) -> Result<Option<Second>, RuleError> {
    if field == "-" {
        return Ok(None);
    }
    let restricted = field.contains('!');
    let double_step = field.contains('*');
    let at = square(field.trim_end_matches(['!', '*'])).ok_or_else(|| bad(P::SecondSquare))?;
    Ok(Some(Second {
        at,
        restricted,
        double_step,
    }))
}

/// Applies the square annotations (`e4:hp10,ch2`) to the pieces they name.
fn read_notes(board: &mut Board, notes: &str, turn: u32) -> Result<(), RuleError> {
    for note in notes.split_whitespace() {
        let (s, toks) = note.split_once(':').ok_or_else(|| {
            bad(P::Annotation {
                note: note.to_owned(),
            })
        })?;
        let at = square(s).ok_or_else(|| bad(P::BadSquare { text: s.to_owned() }))?;
        let p = board[at]
            .as_mut()
            .ok_or_else(|| bad(P::AnnotationEmpty { text: s.to_owned() }))?;
        let mut hp = None;
        for tok in toks.split(',').filter(|t| !t.is_empty()) {
            read_token(p, tok, turn, &mut hp)?;
        }
        p.hp = hp.unwrap_or(p.max_hp());
    }
    Ok(())
}

/// Checks the pieces: one King a side, no pawn on a back rank, HP and charge in range, a
/// loadout the rules allow.
fn check_pieces(board: &Board) -> Result<(), RuleError> {
    for side in Side::BOTH {
        let kings = board
            .iter()
            .flatten()
            .filter(|p| p.side == side && p.kind == Kind::King)
            .count();
        if kings != 1 {
            return Err(bad(P::Kings { side }));
        }
    }
    for (i, p) in board.iter().enumerate() {
        let Some(p) = p else { continue };
        let at = sq(i);
        if p.kind.is_pawn() && (at.rank == 0 || at.rank == 7) {
            return Err(bad(P::PawnOn { square: at }));
        }
        if p.hp < 0 || p.hp > p.max_hp() {
            return Err(bad(P::Hp {
                square: at,
                max: p.max_hp(),
            }));
        }
        if p.charge > p.charge_needed() {
            return Err(bad(P::Charge { square: at }));
        }
        if let Some(why) = p.loadout_error() {
            return Err(bad(P::Loadout { square: at, why }));
        }
    }
    Ok(())
}

/// Checks that the en passant square `e` is just behind a pawn of the side not to move that
/// has double-stepped.
fn check_en_passant(board: &Board, e: usize, to_move: Side) -> Result<(), RuleError> {
    let r = sq(e).rank;
    let ok = match to_move {
        Side::White => {
            r == 5 && board[e - 8].is_some_and(|p| p.side == Side::Black && p.kind.is_pawn())
        }
        Side::Black => {
            r == 2 && board[e + 8].is_some_and(|p| p.side == Side::White && p.kind.is_pawn())
        }
    } && board[e].is_none();
    if ok {
        Ok(())
    } else {
        Err(bad(P::EnPassantBehind))
    }
}

fn read_token(p: &mut Piece, tok: &str, turn: u32, hp: &mut Option<i32>) -> Result<(), RuleError> {
    if let Some(id) = tok.strip_prefix("special=") {
        p.special =
            Special::from_id(id).ok_or_else(|| bad(P::UnknownSpecial { id: id.to_owned() }))?;
        return Ok(());
    }
    if let Some(ids) = tok.strip_prefix("passives=") {
        let mut list = [None; 3];
        if ids != "none" {
            for (n, id) in ids.split('+').enumerate() {
                if n >= 3 {
                    return Err(bad(P::Passives));
                }
                list[n] = Some(
                    Passive::from_id(id)
                        .ok_or_else(|| bad(P::UnknownPassive { id: id.to_owned() }))?,
                );
            }
        }
        p.passives = list;
        return Ok(());
    }
    if tok == "cheered" {
        p.cheered = true;
        return Ok(());
    }
    let split = tok.find(|c: char| c.is_ascii_digit()).unwrap_or(tok.len());
    let (name, num) = tok.split_at(split);
    let value: i64 = num.parse().map_err(|_| {
        bad(P::TokenNumber {
            token: tok.to_owned(),
        })
    })?;
    match name {
        "hp" => *hp = Some(value as i32),
        "ch" => p.charge = value.clamp(0, 255) as u8,
        _ => {
            let kind = EffectKind::from_id(name).ok_or_else(|| {
                bad(P::UnknownToken {
                    token: tok.to_owned(),
                })
            })?;
            if value < 1 {
                return Err(bad(P::EffectTurns {
                    token: tok.to_owned(),
                }));
            }
            p.effects[kind as usize] = turn + value as u32;
        }
    }
    Ok(())
}
