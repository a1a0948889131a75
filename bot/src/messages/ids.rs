//! The custom ids of the bot's buttons and select menus. Each carries everything its click
//! needs, so a click works after a restart and the bot keeps no in-memory state:
//!
//! | custom id                          | what                                           |
//! |------------------------------------|------------------------------------------------|
//! | `accept:<game>`                    | the challenged player accepts                  |
//! | `tjoin:<tournament>`               | join an open tournament                        |
//! | `tleave:<tournament>`              | leave it                                       |
//! | `decline:<game>`                   | the challenged player declines                 |
//! | `cancel:<game>`                    | the challenger withdraws                       |
//! | `draw:<game>:<version>:<w or b>`   | accept the draw offered by that side at that version |
//! | `nodraw:<game>:<version>:<w or b>` | decline it                                     |
//! | `move:<game>:<turn>`               | select menu of secret moves; option value = notation; `turn` = length of the public record when offered, so a menu from an earlier turn is refused |
//! | `decide:<game>:<version>`          | select menu answering a pending decision; option value = notation; `version` = the game's version when offered, so any later state refuses it |
//! | `answer:<game>:<version>:<index>`  | button answering a pending decision with the `index`-th legal answer at that version |
//! | `private:<game>`                   | "Show my private board": the clicker's private view and prompt, privately (for players whose DMs are closed) |
//! | `rematch:<game>`                   | ask for a rematch of a finished game; the other player's click starts it |
//! | `textboard:<game>`                 | the game's position as text, privately (the clicker's own view if they play) |
//! | `replay:<game>`                    | post the finished game's animated replay in the channel (`/replay`) |
//! | `learn:<variant>:<lesson>`         | select menu answering a lesson of `/learn`; option value = notation; `lesson` = the lesson's id in the course data |
//! | `learnnext:<variant>:<lesson>`     | the lesson after that one |
//! | `learntext:<variant>:<lesson>`     | the lesson's position as text |
//! | `learnplay:<variant>`              | after the course: a game against the computer at its easiest, in this channel |
//! | `puzzle:<variant>:<puzzle>:<menu>`  | select menu answering a `/puzzle`; option value = notation; `menu` = which of the puzzle's menus (25 actions each), so a menu the puzzle no longer has is refused |
//! | `puzzlemore:<variant>:<puzzle>:<page>` | the puzzle's menus of actions, page `page` |
//! | `puzzlego:<variant>:<puzzle>`      | select menu of the pages of a puzzle's actions; option value = the page's number |
//! | `puzzlenext:<variant>`             | the next puzzle of the variant |
//! | `review:<game>:<index>`            | under a `/review`: the board before action `index` (from 0) and what the review says of it, privately |

use rules::{Side, VariantId};

/// A parsed custom id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComponentId {
    /// Accept a challenge.
    Accept(i64),
    /// Join an open tournament.
    TournamentJoin(i64),
    /// Leave an open tournament.
    TournamentLeave(i64),
    /// Decline a challenge.
    Decline(i64),
    /// Withdraw a challenge.
    Cancel(i64),
    /// Accept a draw offer: game, version, who offered.
    Draw(i64, i64, Side),
    /// Decline a draw offer.
    NoDraw(i64, i64, Side),
    /// Pick a secret move: game, turn.
    Move(i64, usize),
    /// Answer a pending decision from a menu: game, version.
    Decide(i64, i64),
    /// Answer a pending decision with a button: game, version, index of the answer.
    Answer(i64, i64, usize),
    /// Show the clicker their private board and prompt: game.
    Private(i64),
    /// Ask for (or, as the second player, start) a rematch of a finished game: game.
    Rematch(i64),
    /// Show the game's position as text: game.
    TextBoard(i64),
    /// Post the finished game's animated replay: game.
    Replay(i64),
    /// Answer a lesson from its menu: the course and the lesson's id.
    Lesson(VariantId, String),
    /// Show the lesson after this one.
    LessonNext(VariantId, String),
    /// Show the lesson's position as text.
    LessonText(VariantId, String),
    /// Start a game against the computer at its easiest, after the course.
    LessonPlay(VariantId),
    /// Show a reviewed moment: game, the action's index.
    ReviewMoment(i64, usize),
    /// Answer a puzzle from its menu: the variant, the puzzle's id, which menu.
    Puzzle(VariantId, String, usize),
    /// Show page `.2` of a puzzle's menus.
    PuzzlePage(VariantId, String, usize),
    /// Jump to the page picked in a puzzle's page menu.
    PuzzleGo(VariantId, String),
    /// The next puzzle of the variant.
    PuzzleNext(VariantId),
    /// Take open seek `.0` from `/lobby`'s list.
    TakeSeek(i64),
    /// Cancel one's own seek `.0`.
    CancelSeek(i64),
    /// Block the opponent of finished lobby game `.0`.
    Block(i64),
}

fn side_code(side: Side) -> &'static str {
    match side {
        Side::White => "w",
        Side::Black => "b",
    }
}

impl ComponentId {
    /// The custom id text.
    pub fn encode(&self) -> String {
        match self {
            ComponentId::Accept(g) => format!("accept:{g}"),
            ComponentId::TournamentJoin(t) => format!("tjoin:{t}"),
            ComponentId::TournamentLeave(t) => format!("tleave:{t}"),
            ComponentId::Decline(g) => format!("decline:{g}"),
            ComponentId::Cancel(g) => format!("cancel:{g}"),
            ComponentId::Draw(g, v, s) => format!("draw:{g}:{v}:{}", side_code(*s)),
            ComponentId::NoDraw(g, v, s) => format!("nodraw:{g}:{v}:{}", side_code(*s)),
            ComponentId::Move(g, t) => format!("move:{g}:{t}"),
            ComponentId::Decide(g, v) => format!("decide:{g}:{v}"),
            ComponentId::Answer(g, v, i) => format!("answer:{g}:{v}:{i}"),
            ComponentId::Private(g) => format!("private:{g}"),
            ComponentId::Rematch(g) => format!("rematch:{g}"),
            ComponentId::TextBoard(g) => format!("textboard:{g}"),
            ComponentId::Replay(g) => format!("replay:{g}"),
            ComponentId::Lesson(v, l) => format!("learn:{v}:{l}"),
            ComponentId::LessonNext(v, l) => format!("learnnext:{v}:{l}"),
            ComponentId::LessonText(v, l) => format!("learntext:{v}:{l}"),
            ComponentId::LessonPlay(v) => format!("learnplay:{v}"),
            ComponentId::ReviewMoment(g, i) => format!("review:{g}:{i}"),
            ComponentId::Puzzle(v, p, n) => format!("puzzle:{v}:{p}:{n}"),
            ComponentId::PuzzlePage(v, p, n) => format!("puzzlemore:{v}:{p}:{n}"),
            ComponentId::PuzzleGo(v, p) => format!("puzzlego:{v}:{p}"),
            ComponentId::PuzzleNext(v) => format!("puzzlenext:{v}"),
            ComponentId::TakeSeek(s) => format!("seek:{s}"),
            ComponentId::CancelSeek(s) => format!("unseek:{s}"),
            ComponentId::Block(g) => format!("block:{g}"),
        }
    }

    /// Reads a custom id; `None` for anything this bot did not make. Only the bot's own spelling
    /// is read (`move:5:2`, not `move:+5:02`), so every id read is exactly one [`Self::encode`]
    /// wrote.
    pub fn decode(text: &str) -> Option<ComponentId> {
        let parts: Vec<&str> = text.split(':').collect();
        let num = |i: usize| canonical::<i64>(parts.get(i)?);
        let side = |i: usize| match *parts.get(i)? {
            "w" => Some(Side::White),
            "b" => Some(Side::Black),
            _ => None,
        };
        Some(match (parts[0], parts.len()) {
            ("accept", 2) => ComponentId::Accept(num(1)?),
            ("tjoin", 2) => ComponentId::TournamentJoin(num(1)?),
            ("tleave", 2) => ComponentId::TournamentLeave(num(1)?),
            ("decline", 2) => ComponentId::Decline(num(1)?),
            ("cancel", 2) => ComponentId::Cancel(num(1)?),
            ("draw", 4) => ComponentId::Draw(num(1)?, num(2)?, side(3)?),
            ("nodraw", 4) => ComponentId::NoDraw(num(1)?, num(2)?, side(3)?),
            ("move", 3) => ComponentId::Move(num(1)?, canonical(parts[2])?),
            ("decide", 3) => ComponentId::Decide(num(1)?, num(2)?),
            ("answer", 4) => ComponentId::Answer(num(1)?, num(2)?, canonical(parts[3])?),
            ("private", 2) => ComponentId::Private(num(1)?),
            ("rematch", 2) => ComponentId::Rematch(num(1)?),
            ("textboard", 2) => ComponentId::TextBoard(num(1)?),
            ("replay", 2) => ComponentId::Replay(num(1)?),
            ("learn", 3) => ComponentId::Lesson(variant(parts[1])?, lesson(parts[2])?),
            ("learnnext", 3) => ComponentId::LessonNext(variant(parts[1])?, lesson(parts[2])?),
            ("learntext", 3) => ComponentId::LessonText(variant(parts[1])?, lesson(parts[2])?),
            ("learnplay", 2) => ComponentId::LessonPlay(variant(parts[1])?),
            ("review", 3) => ComponentId::ReviewMoment(num(1)?, canonical(parts[2])?),
            ("puzzle", 4) => {
                ComponentId::Puzzle(variant(parts[1])?, lesson(parts[2])?, canonical(parts[3])?)
            }
            ("puzzlemore", 4) => {
                ComponentId::PuzzlePage(variant(parts[1])?, lesson(parts[2])?, canonical(parts[3])?)
            }
            ("puzzlego", 3) => ComponentId::PuzzleGo(variant(parts[1])?, lesson(parts[2])?),
            ("puzzlenext", 2) => ComponentId::PuzzleNext(variant(parts[1])?),
            ("seek", 2) => ComponentId::TakeSeek(num(1)?),
            ("unseek", 2) => ComponentId::CancelSeek(num(1)?),
            ("block", 2) => ComponentId::Block(num(1)?),
            _ => return None,
        })
    }
}

/// A variant by its exact id.
fn variant(text: &str) -> Option<VariantId> {
    VariantId::ALL.into_iter().find(|v| v.id() == text)
}

/// A lesson id as the course data spells them: 1 to 32 of `a-z`, `0-9` and `-`.
fn lesson(text: &str) -> Option<String> {
    let ok = (1..=32).contains(&text.len())
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    ok.then(|| text.to_owned())
}

/// A number in its one decimal spelling (no sign, no leading zeros), as `encode` writes it.
fn canonical<T: std::str::FromStr + ToString>(text: &str) -> Option<T> {
    let n: T = text.parse().ok()?;
    (n.to_string() == text).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for id in [
            ComponentId::Accept(1),
            ComponentId::TournamentJoin(4),
            ComponentId::TournamentLeave(5),
            ComponentId::Decline(22),
            ComponentId::Cancel(333),
            ComponentId::Draw(4, 17, Side::White),
            ComponentId::NoDraw(4, 17, Side::Black),
            ComponentId::Move(9, 12),
            ComponentId::Decide(9, 40),
            ComponentId::Answer(9, 40, 3),
            ComponentId::Private(9),
            ComponentId::Rematch(9),
            ComponentId::TextBoard(9),
            ComponentId::Replay(9),
            ComponentId::Lesson(VariantId::HeavenAndHell, "secret-traps".into()),
            ComponentId::LessonNext(VariantId::Oracle, "capture".into()),
            ComponentId::LessonText(VariantId::Apocalypse, "footmen-capture".into()),
            ComponentId::LessonPlay(VariantId::ItIsWhatItIs),
            ComponentId::ReviewMoment(12, 0),
            ComponentId::Puzzle(VariantId::HeavenAndHell, "heaven-and-hell-013".into(), 2),
            ComponentId::PuzzlePage(VariantId::Oracle, "oracle-004".into(), 1),
            ComponentId::PuzzleGo(VariantId::Battlefield, "battlefield-018".into()),
            ComponentId::PuzzleNext(VariantId::ItIsWhatItIs),
        ] {
            assert_eq!(
                ComponentId::decode(&id.encode()),
                Some(id.clone()),
                "{id:?}"
            );
        }
        assert_eq!(
            ComponentId::Lesson(VariantId::Apocalypse, "penalties".into()).encode(),
            "learn:apocalypse:penalties"
        );
        assert_eq!(ComponentId::Accept(5).encode(), "accept:5");
        assert_eq!(ComponentId::Draw(5, 3, Side::Black).encode(), "draw:5:3:b");
        assert_eq!(ComponentId::Move(5, 0).encode(), "move:5:0");
        assert_eq!(ComponentId::Decide(5, 8).encode(), "decide:5:8");
        assert_eq!(ComponentId::Answer(5, 8, 2).encode(), "answer:5:8:2");
    }

    #[test]
    fn foreign_ids_are_ignored() {
        for text in [
            "",
            "accept",
            "accept:x",
            "draw:1:2",
            "draw:1:2:q",
            "move:1",
            "decide:1",
            "answer:1:2",
            "answer:1:2:-1",
            "private:",
            "private:1:2",
            "zap:1",
            // Only the bot's own spelling of a number.
            "accept:+5",
            "accept:05",
            "move:5:+2",
            "answer:5:8:02",
            "draw:-0:1:w",
            // A lesson id in the course data's spelling, of a variant by its exact id.
            "learn:apocalypse:Penalties",
            "learn:apocalypse:",
            "learn:chess:penalties",
            "learn:Apocalypse:penalties",
            "learnplay:hh",
            "review:1",
            "review:1:-1",
            "review:1:01",
        ] {
            assert_eq!(ComponentId::decode(text), None, "{text}");
        }
    }
}
