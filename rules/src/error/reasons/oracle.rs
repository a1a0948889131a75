//! Oracle Chess's own reasons.

use crate::oracle::{Body, Class};
use crate::{Side, Square};

reasons! {
    /// A being as the words name it: its body's class and what it hosts.
    pub enum OracleBeing {
        /// A body with no soul.
        Lifeless { class: Class } = "oracle-being-lifeless",
        /// A Priestess body and the letters of the souls it hosts.
        Priestess { souls: Vec<String> } = "oracle-being-priestess",
        /// A body hosting its own class's soul.
        Figure { class: Class } = "oracle-being-figure",
        /// A body hosting another class's soul.
        Hosting { class: Class, soul: Class } = "oracle-being-hosting",
    }
}

impl OracleBeing {
    /// How the words name `body`.
    pub(crate) fn of(body: &Body) -> Self {
        if body.is_lifeless() {
            OracleBeing::Lifeless { class: body.class }
        } else if body.class == Class::Priestess {
            OracleBeing::Priestess {
                souls: body
                    .souls
                    .as_slice()
                    .iter()
                    .map(|c| c.letter().to_string())
                    .collect(),
            }
        } else if body.is_figure() {
            OracleBeing::Figure { class: body.class }
        } else {
            OracleBeing::Hosting {
                class: body.class,
                soul: body.souls.as_slice()[0],
            }
        }
    }
}

reasons! {
    /// Why an Oracle Chess action is not allowed.
    pub enum OracleRefusal {
        /// No being on the square.
        NoBody { square: Square } = "oracle-no-body",
        /// The being belongs to the other side.
        NotYours { being: OracleBeing, square: Square, owner: Side } = "oracle-not-yours",
        /// The same square twice.
        SameSquare { square: Square } = "oracle-same-square",
        /// The move would leave the Lord soul in check.
        LeavesCheck = "oracle-leaves-check",
        /// Only a Soldier figure promotes.
        PromoteNotSoldier { square: Square, being: OracleBeing } = "oracle-promote-not-soldier",
        /// A Soldier promotes only on its furthest rank.
        PromoteNotLastRank { square: Square } = "oracle-promote-not-last-rank",
        /// A Soldier promotes only while a Priestess body is in the earth.
        PromoteNoPriestess = "oracle-promote-no-priestess",
        /// A lifeless body cannot move.
        Lifeless { class: Class, from: Square } = "oracle-lifeless",
        /// An ill-suited body cannot move, but its soul can leave.
        IllSuited { class: Class, from: Square, soul: Class } = "oracle-ill-suited",
        /// The destination holds a friendly body with room for a soul.
        OwnBodyWithRoom { to: Square, being: OracleBeing, from: Square } = "oracle-own-body-room",
        /// The destination holds a friendly body.
        OwnBody { to: Square, being: OracleBeing } = "oracle-own-body",
        /// Only the Lord figure drops a body.
        DropNotLord = "oracle-drop-not-lord",
        /// A Priestess body is never dropped.
        DropPriestess = "oracle-drop-priestess",
        /// No body of that class in the side's earth.
        DropNone { class: Class } = "oracle-drop-none",
        /// The figure cannot reach the destination.
        CannotReach { being: OracleBeing, from: Square, to: Square } = "oracle-cannot-reach",
        /// There is no Priestess soul.
        PriestessSoul = "oracle-priestess-soul",
        /// The body does not host that soul.
        NoSuchSoul { being: OracleBeing, from: Square, soul: Class } = "oracle-no-such-soul",
        /// A soul moves alone only into a friendly body.
        SoulIntoEmpty { to: Square } = "oracle-soul-into-empty",
        /// A soul never enters an enemy body.
        SoulIntoEnemy { to: Square, owner: Side } = "oracle-soul-into-enemy",
        /// The body has no room for the soul.
        NoRoom { being: OracleBeing, to: Square, soul: Class } = "oracle-no-room",
        /// Only a Priestess summons.
        SummonNotPriestess = "oracle-summon-not-priestess",
        /// A Priestess summons only a warrior soul.
        SummonNotWarrior = "oracle-summon-not-warrior",
        /// No soul of that class in the underworld.
        SummonNone { class: Class } = "oracle-summon-none",
        /// A soul's move that its class cannot make; `blocked` when it slides.
        SoulCannotGo { soul: Class, from: Square, to: Square, blocked: bool } = "oracle-soul-cannot-go",
        /// A soul move not legal now, for no more particular reason.
        SoulNotLegal = "oracle-soul-not-legal",
    }
}

reasons! {
    /// What exactly could not be read in an Oracle Chess text.
    pub enum OracleMisread {
        /// Check marks.
        CheckMarks = "oracle-misread-check-marks",
        /// No square at the start.
        StartSquare = "oracle-misread-start-square",
        /// A promotion to something else than a Priestess.
        PromoteOnlyPriestess = "oracle-misread-promote-only-priestess",
        /// No second square.
        SecondSquare = "oracle-misread-second-square",
        /// No class letter after `after` (`@`, `~`, `^`).
        ClassLetter { after: String } = "oracle-misread-class-letter",
        /// Text after the soul.
        AfterSoul = "oracle-misread-after-soul",
        /// Text after the squares.
        AfterSquares = "oracle-misread-after-squares",
        /// Text at the end.
        AtEnd = "oracle-misread-at-end",
    }
}

reasons! {
    /// What is wrong with a text that is not an Oracle Chess action.
    pub enum OracleUnreadable {
        /// `text` (as typed) cannot be read, because of `why`.
        CannotRead { text: String, why: OracleMisread } = "oracle-cannot-read",
    }
}

reasons! {
    /// Why an Oracle Chess position text cannot be read.
    pub enum OraclePosition {
        /// Two beings on one square.
        TwoBeings { square: Square } = "oracle-pos-two-beings",
        /// Too many bodies in the earth.
        EarthFull = "oracle-pos-earth-full",
        /// An earth entry that is not a colour and a class.
        EarthEntry { item: String } = "oracle-pos-earth-entry",
        /// Too many souls in the underworld.
        UnderworldFull = "oracle-pos-underworld-full",
        /// A Lord soul in the underworld.
        LordInUnderworld = "oracle-pos-lord-in-underworld",
        /// An underworld entry that is not a soul letter.
        UnderworldEntry { item: String } = "oracle-pos-underworld-entry",
        /// The side to move is not white or black.
        Turn { value: String } = "oracle-pos-turn",
        /// The quiet count is not a number.
        Quiet { value: String } = "oracle-pos-quiet",
        /// The ply count is not a number.
        Ply { value: String } = "oracle-pos-ply",
        /// A line that is not part of the format.
        UnknownLine { line: String } = "oracle-pos-unknown-line",
        /// No side to move.
        MissingTurn = "oracle-pos-missing-turn",
        /// A side without exactly one Lord soul.
        Lords { side: Side, found: usize } = "oracle-pos-lords",
        /// The side not to move is in check.
        InCheck { side: Side, turn: Side } = "oracle-pos-in-check",
        /// Not a being.
        NotABeing { token: String } = "oracle-pos-not-a-being",
        /// Not a soul letter.
        NotASoul { soul: String, token: String } = "oracle-pos-not-a-soul",
        /// More souls than the body hosts.
        NoRoom { token: String } = "oracle-pos-no-room",
        /// More than three souls.
        TooManySouls = "oracle-pos-too-many-souls",
    }
}
