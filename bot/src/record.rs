//! Game records: the plain-text file `/export` writes and `bot local <variant> --replay FILE`
//! reads back.
//!
//! ```text
//! Chess variants bot game record, version 1
//! Variant: apocalypse
//! Game: 12
//! Date: 2026-11-24
//! Rated: yes
//! White: alice
//! Black: bob
//! Result: White wins: Black has no footmen left
//! Seed: 8675309
//!
//! Moves:
//! 1. White a1b3
//! 2. Black a4a3
//!
//! Final position:
//! <the variant's position text, to the end of the file>
//! ```
//!
//! The header is `Key: value` lines up to the first blank line (`Rated: no` marks a casual
//! game); `Result` is `*` while the game
//! is in progress. `Moves` lists every action in the order played, each with the side that
//! played it, in the variant's notation. A record never holds a secret of an unfinished game:
//! its `Seed` and `Final position` (which may name Secret Traps, and holds the random stream) are
//! only written once the game is over, a move still pending in a simultaneous turn is left out,
//! and the square of a Secret Trap is written `trap (secret)`. Without the seed, a game whose
//! variant draws at random cannot be replayed until it ends; the others replay with any seed.

use rules::{Side, VariantId};
use std::fmt;
use std::fmt::Write as _;

/// The first line of every record.
pub const MAGIC: &str = "Chess variants bot game record, version 1";

/// What a Secret Trap's answer is written as in a record of an unfinished game.
pub const SECRET_TRAP: &str = "trap (secret)";

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The variant.
    pub variant: VariantId,
    /// The bot's game number (0 in local play's records: no bot numbered the game).
    pub game: i64,
    /// The day the game was created (`YYYY-MM-DD`).
    pub date: String,
    /// Whether the game counted for ratings (`Rated: yes`, or `no` for a casual game or one
    /// against the computer); `None` in a record written without the line.
    pub rated: Option<bool>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// How it ended, or `None` while it is in progress: the rules' English, as the record's
    /// text writes it.
    pub result: Option<String>,
    /// How it ended as data, where the record was made from the game (the bot words it in any
    /// language); `None` for a record read from its text.
    pub outcome: Option<rules::Outcome>,
    /// The game's random seed, once the game is over.
    pub seed: Option<u64>,
    /// Every action, in order, with the side that played it.
    pub moves: Vec<(Side, String)>,
    /// The final position text, once the game is over.
    pub final_position: Option<String>,
}

impl Record {
    /// How to name the game in a sentence: "game #12", or "the local game" for a record of
    /// local play (game 0).
    pub fn game_name(&self) -> String {
        if self.game == 0 {
            "the local game".to_owned()
        } else {
            format!("game #{}", self.game)
        }
    }

    /// How the game ended, in the words its pictures show (the replay's last frame, the
    /// review graph's end): "White resigned; Black wins", "Drawn by agreement", "White ran out
    /// of time; Black wins", else the result as the rules put it ("White wins: checkmate").
    /// `None` while it is in progress.
    pub fn result_words(&self) -> Option<String> {
        let result = self.result.as_deref()?.trim();
        let won = [Side::White, Side::Black]
            .into_iter()
            .find_map(|side| Some((side, result.strip_prefix(&format!("{side} wins: "))?)));
        Some(match won {
            Some((winner, reason)) if reason == format!("{} resigned", winner.opponent()) => {
                format!("{reason}; {winner} wins")
            }
            Some((winner, "on time")) => {
                format!("{} ran out of time; {winner} wins", winner.opponent())
            }
            _ if result == "Draw: agreed by both players" => "Drawn by agreement".to_owned(),
            _ => result.to_owned(),
        })
    }

    /// The record as text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let mut line = |s: String| {
            out.push_str(&s);
            out.push('\n');
        };
        line(MAGIC.to_owned());
        line(format!("Variant: {}", self.variant.id()));
        line(format!("Game: {}", self.game));
        line(format!("Date: {}", self.date));
        if let Some(rated) = self.rated {
            line(format!("Rated: {}", if rated { "yes" } else { "no" }));
        }
        line(format!("White: {}", one_line(&self.white)));
        line(format!("Black: {}", one_line(&self.black)));
        line(format!(
            "Result: {}",
            self.result.as_deref().map_or("*".to_owned(), one_line)
        ));
        if let Some(seed) = self.seed {
            line(format!("Seed: {seed}"));
        }
        line(String::new());
        line("Moves:".to_owned());
        for (i, (side, notation)) in self.moves.iter().enumerate() {
            line(format!("{}. {side} {notation}", i + 1));
        }
        if let Some(position) = &self.final_position {
            line(String::new());
            line("Final position:".to_owned());
            let _ = write!(out, "{}", position.trim_end());
            out.push('\n');
        }
        out
    }

    /// Reads a record; errors say which line is wrong.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut lines = text.lines().enumerate().peekable();
        match lines.next() {
            Some((_, first)) if first.trim() == MAGIC => {}
            _ => return Err(RecordError::NotARecord),
        }
        let mut header = std::collections::HashMap::new();
        for (n, line) in lines.by_ref() {
            if line.trim().is_empty() {
                break;
            }
            let (key, value) = line
                .split_once(':')
                .ok_or(RecordError::NotAHeader { line: n + 1 })?;
            header.insert(key.trim().to_owned(), value.trim().to_owned());
        }
        let get = |key: &'static str| header.get(key).cloned().ok_or(RecordError::Missing(key));
        let variant_text = get("Variant")?;
        let variant = VariantId::parse(&variant_text)
            .ok_or_else(|| RecordError::UnknownVariant(variant_text.clone()))?;
        let game = number("Game", &get("Game")?)?;
        let seed = match header.get("Seed") {
            Some(s) => Some(number("Seed", s)?),
            None => None,
        };
        let result = get("Result")?;
        match lines.next() {
            Some((_, l)) if l.trim() == "Moves:" => {}
            _ => return Err(RecordError::NoMoves),
        }
        let moves = parse_moves(&mut lines)?;
        let final_position = match lines.next() {
            Some((_, l)) if l.trim() == "Final position:" => {
                // Trailing blank lines and spaces (and carriage returns, from a record saved
                // with Windows line ends) are not part of the position (`to_text` writes none),
                // so a record reads back the same after it is written again.
                let rest: Vec<&str> = lines.map(|(_, l)| l.trim_end()).collect();
                Some(rest.join("\n").trim_end().to_owned())
            }
            Some((n, _)) => return Err(RecordError::NotFinalPosition { line: n + 1 }),
            None => None,
        };
        Ok(Record {
            variant,
            game,
            date: get("Date").unwrap_or_default(),
            rated: match header.get("Rated").map(String::as_str) {
                None => None,
                Some("yes") => Some(true),
                Some("no") => Some(false),
                Some(_) => return Err(RecordError::NotYesOrNo("Rated")),
            },
            white: get("White")?,
            black: get("Black")?,
            result: (result != "*").then_some(result),
            outcome: None,
            seed,
            moves,
            final_position,
        })
    }
}

/// Header value `text` of `key` as a number.
fn number<T: std::str::FromStr>(key: &'static str, text: &str) -> Result<T, RecordError> {
    text.parse().map_err(|_| RecordError::NotANumber(key))
}

/// The numbered moves of a record, up to the blank line after them.
fn parse_moves<'a>(
    lines: &mut impl Iterator<Item = (usize, &'a str)>,
) -> Result<Vec<(Side, String)>, RecordError> {
    let mut moves = Vec::new();
    for (n, line) in lines.by_ref() {
        if line.trim().is_empty() {
            break;
        }
        let line_no = n + 1;
        let mut words = line.split_whitespace();
        let number = words.next().unwrap_or_default();
        if number.trim_end_matches('.').parse::<usize>().ok() != Some(moves.len() + 1) {
            return Err(RecordError::NotTheMove {
                line: line_no,
                expected: moves.len() + 1,
            });
        }
        let side = match words.next() {
            Some("White") => Side::White,
            Some("Black") => Side::Black,
            _ => return Err(RecordError::NoSide { line: line_no }),
        };
        let notation: Vec<&str> = words.collect();
        if notation.is_empty() {
            return Err(RecordError::NoAction { line: line_no });
        }
        moves.push((side, notation.join(" ")));
    }
    Ok(moves)
}

/// Why a text is not a game record, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The first line is not the record's heading.
    NotARecord,
    /// A header line that is not `Key: value`.
    NotAHeader {
        /// Its number (from 1).
        line: usize,
    },
    /// A header line the record must have.
    Missing(&'static str),
    /// A variant id this build does not know.
    UnknownVariant(String),
    /// A header value that must be a number.
    NotANumber(&'static str),
    /// A header value that must be `yes` or `no`.
    NotYesOrNo(&'static str),
    /// No `Moves:` line after the header.
    NoMoves,
    /// A move line whose number is not the next one.
    NotTheMove {
        /// Its number (from 1).
        line: usize,
        /// The move number expected.
        expected: usize,
    },
    /// A move line without `White` or `Black`.
    NoSide {
        /// Its number (from 1).
        line: usize,
    },
    /// A move line without its action.
    NoAction {
        /// Its number (from 1).
        line: usize,
    },
    /// Something after the moves that is not `Final position:`.
    NotFinalPosition {
        /// Its number (from 1).
        line: usize,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NotARecord => {
                write!(f, "not a game record: it must start with `{MAGIC}`")
            }
            RecordError::NotAHeader { line } => write!(f, "line {line}: expected `Key: value`"),
            RecordError::Missing(key) => write!(f, "the record has no `{key}:` line"),
            RecordError::UnknownVariant(v) => write!(f, "unknown variant `{v}`"),
            RecordError::NotANumber(key) => write!(f, "`{key}:` must be a number"),
            RecordError::NotYesOrNo(key) => write!(f, "`{key}:` must be `yes` or `no`"),
            RecordError::NoMoves => f.write_str("expected `Moves:` after the header"),
            RecordError::NotTheMove { line, expected } => {
                write!(f, "line {line}: expected move {expected}")
            }
            RecordError::NoSide { line } => write!(f, "line {line}: expected White or Black"),
            RecordError::NoAction { line } => write!(f, "line {line}: the move is missing"),
            RecordError::NotFinalPosition { line } => {
                write!(f, "line {line}: expected `Final position:`")
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// `text` on one line (a name or result with a line break would break the header).
fn one_line(text: &str) -> String {
    text.lines().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Record {
        Record {
            variant: VariantId::HeavenAndHell,
            game: 12,
            date: "2026-11-24".into(),
            rated: Some(false),
            white: "alice".into(),
            black: "bob\nsmith".into(),
            result: Some("White wins: checkmate".into()),
            outcome: None,
            seed: Some(8_675_309),
            moves: vec![
                (Side::White, "E:e2-e4".into()),
                (Side::Black, "buy trap".into()),
                (Side::Black, "trap V:b4".into()),
            ],
            final_position: Some("heaven-and-hell 1\nturn white".into()),
        }
    }

    /// Issue 35: the pictures say how a game ended outside the rules.
    #[test]
    fn results_are_worded_for_the_pictures() {
        let worded = |result: Option<&str>| {
            Record {
                result: result.map(str::to_owned),
                ..sample()
            }
            .result_words()
        };
        assert_eq!(
            worded(Some("Black wins: White resigned")).as_deref(),
            Some("White resigned; Black wins")
        );
        assert_eq!(
            worded(Some("White wins: on time")).as_deref(),
            Some("Black ran out of time; White wins")
        );
        assert_eq!(
            worded(Some("Draw: agreed by both players")).as_deref(),
            Some("Drawn by agreement")
        );
        assert_eq!(
            worded(Some("White wins: checkmate")).as_deref(),
            Some("White wins: checkmate")
        );
        assert_eq!(worded(None), None);
    }

    #[test]
    fn a_record_reads_back_as_written() {
        let record = sample();
        let text = record.to_text();
        assert!(text.starts_with(MAGIC));
        assert!(text.contains("\n3. Black trap V:b4\n"), "{text}");
        let back = Record::parse(&text).unwrap();
        assert_eq!(
            back,
            Record {
                black: "bob smith".into(),
                ..record
            }
        );
    }

    #[test]
    fn an_unfinished_record_has_no_seed_and_no_final_position() {
        let record = Record {
            result: None,
            seed: None,
            final_position: None,
            ..sample()
        };
        let text = record.to_text();
        assert!(
            text.contains("Result: *") && !text.contains("Seed:"),
            "{text}"
        );
        assert_eq!(
            Record::parse(&text).unwrap(),
            Record {
                black: "bob smith".into(),
                ..record
            }
        );
    }

    /// Found with the record round-trip property (`bot::fuzzing`): trailing blank lines (or
    /// spaces) after the final position were kept when reading but dropped when writing, so a
    /// record did not read back the same.
    #[test]
    fn trailing_blank_lines_after_the_final_position_are_not_part_of_it() {
        let text = format!("{}\n\n  \n", sample().to_text());
        let record = Record::parse(&text).unwrap();
        assert_eq!(
            record.final_position.as_deref(),
            Some("heaven-and-hell 1\nturn white")
        );
        assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
        let empty = "Chess variants bot game record, version 1\nVariant: oracle\nGame: 1\n\
                     White: a\nBlack: b\nResult: *\n\nMoves:\n\nFinal position:\n\n\n";
        let record = Record::parse(empty).unwrap();
        assert_eq!(record.final_position.as_deref(), Some(""));
        assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
    }

    /// Found by fuzzing (`record`): a final position line ending in several carriage returns
    /// lost one of them each time the record was read and written again. A record saved with
    /// Windows line ends reads as the same record.
    #[test]
    fn carriage_returns_at_line_ends_are_not_part_of_the_position() {
        let unix = sample().to_text();
        let windows = unix
            .replace('\n', "\r\n")
            .replace("turn white", "turn white\r\r\r");
        let record = Record::parse(&windows).unwrap();
        assert_eq!(record, Record::parse(&unix).unwrap());
        assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
    }

    #[test]
    fn bad_records_say_what_is_wrong() {
        assert!(Record::parse("hello")
            .unwrap_err()
            .to_string()
            .contains("not a game record"));
        let text = sample().to_text().replace("2. Black", "7. Black");
        assert!(Record::parse(&text)
            .unwrap_err()
            .to_string()
            .contains("expected move 2"));
        let text = sample()
            .to_text()
            .replace("Variant: heaven-and-hell", "Variant: go");
        assert!(Record::parse(&text)
            .unwrap_err()
            .to_string()
            .contains("unknown variant"));
    }
}
