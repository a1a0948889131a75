//! Bodies and souls: the two kinds of token of Oracle Chess, and the classes they come in.

use crate::{RuleError, Side};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A class of body or soul. Souls are never `Priestess` (there is no Priestess soul).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Class {
    /// Moves one step in any direction (the King).
    Lord,
    /// Body only: hosts one to three warrior souls and moves as any of them (no Priestess soul).
    Priestess,
    /// Moves like a Rook.
    Chariot,
    /// Moves like a Bishop.
    Elephant,
    /// Leaps like a Knight.
    Horse,
    /// One square forward, captures one square diagonally forward.
    Soldier,
}

impl Class {
    /// Every body class, in notation order (L P C E H S).
    pub const ALL: [Class; 6] = [
        Class::Lord,
        Class::Priestess,
        Class::Chariot,
        Class::Elephant,
        Class::Horse,
        Class::Soldier,
    ];

    /// The warrior classes: the souls a Priestess may host and summon.
    pub const WARRIORS: [Class; 3] = [Class::Chariot, Class::Elephant, Class::Horse];

    /// The class letter used in notation and the position text: L P C E H S.
    pub fn letter(self) -> char {
        match self {
            Class::Lord => 'L',
            Class::Priestess => 'P',
            Class::Chariot => 'C',
            Class::Elephant => 'E',
            Class::Horse => 'H',
            Class::Soldier => 'S',
        }
    }

    /// Reads a class letter, case-insensitively.
    pub fn from_letter(c: char) -> Option<Class> {
        Some(match c.to_ascii_uppercase() {
            'L' => Class::Lord,
            'P' => Class::Priestess,
            'C' => Class::Chariot,
            'E' => Class::Elephant,
            'H' => Class::Horse,
            'S' => Class::Soldier,
            _ => return None,
        })
    }

    /// The class name players read: "Horse".
    pub fn name(self) -> &'static str {
        match self {
            Class::Lord => "Lord",
            Class::Priestess => "Priestess",
            Class::Chariot => "Chariot",
            Class::Elephant => "Elephant",
            Class::Horse => "Horse",
            Class::Soldier => "Soldier",
        }
    }

    /// Index into per-class arrays (0..6).
    pub fn index(self) -> usize {
        self as usize
    }

    /// Chariot, Elephant or Horse.
    pub fn is_warrior(self) -> bool {
        matches!(self, Class::Chariot | Class::Elephant | Class::Horse)
    }
}

/// "a" or "an" before `word` ("an Elephant", "a Horse", "a lifeless Horse").
pub fn article(word: &str) -> &'static str {
    match word.chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The souls one body hosts: at most three, kept sorted so equal multisets compare equal.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(into = "Vec<Class>", try_from = "Vec<Class>")]
pub struct Souls {
    len: u8,
    items: [Class; 3],
}

impl Souls {
    /// No soul: a lifeless body.
    pub const EMPTY: Souls = Souls {
        len: 0,
        items: [Class::Lord; 3],
    };

    /// A single soul.
    pub fn one(class: Class) -> Souls {
        let mut s = Souls::EMPTY;
        s.push(class);
        s
    }

    /// The souls, sorted in class order.
    pub fn as_slice(&self) -> &[Class] {
        &self.items[..self.len as usize]
    }

    /// How many souls.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there is no soul.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether a soul of `class` is among them.
    pub fn contains(&self, class: Class) -> bool {
        self.as_slice().contains(&class)
    }

    /// Adds a soul, keeping the order. Panics when already three (callers check room first).
    pub fn push(&mut self, class: Class) {
        assert!(self.len < 3, "a body hosts at most three souls");
        let mut i = self.len as usize;
        while i > 0 && self.items[i - 1] > class {
            self.items[i] = self.items[i - 1];
            i -= 1;
        }
        self.items[i] = class;
        self.len += 1;
    }

    /// Removes one soul of `class`; false if there is none.
    pub fn remove(&mut self, class: Class) -> bool {
        let Some(i) = self.as_slice().iter().position(|c| *c == class) else {
            return false;
        };
        for j in i..self.len as usize - 1 {
            self.items[j] = self.items[j + 1];
        }
        self.len -= 1;
        self.items[self.len as usize] = Class::Lord;
        true
    }

    /// The distinct classes, in order (a Priestess with two Chariot souls gives one Chariot).
    pub fn distinct(&self) -> impl Iterator<Item = Class> + '_ {
        let s = self.as_slice();
        s.iter()
            .enumerate()
            .filter(move |(i, c)| *i == 0 || s[i - 1] != **c)
            .map(|(_, c)| *c)
    }
}

impl PartialEq for Souls {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Souls {}

impl From<Souls> for Vec<Class> {
    fn from(s: Souls) -> Self {
        s.as_slice().to_vec()
    }
}

impl TryFrom<Vec<Class>> for Souls {
    type Error = RuleError;

    fn try_from(v: Vec<Class>) -> Result<Self, Self::Error> {
        if v.len() > 3 {
            return Err(RuleError::bad_position(
                crate::error::OraclePosition::TooManySouls,
            ));
        }
        let mut s = Souls::EMPTY;
        for c in v {
            s.push(c);
        }
        Ok(s)
    }
}

/// A body on the board: a colour, a class, and the souls it hosts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Body {
    /// Whose body it is.
    pub side: Side,
    /// Its class.
    pub class: Class,
    /// The souls it hosts (none: lifeless).
    pub souls: Souls,
}

impl Body {
    /// A body of `class` hosting its own soul (a figure).
    pub fn living(side: Side, class: Class) -> Body {
        Body {
            side,
            class,
            souls: Souls::one(class),
        }
    }

    /// A lifeless body.
    pub fn lifeless(side: Side, class: Class) -> Body {
        Body {
            side,
            class,
            souls: Souls::EMPTY,
        }
    }

    /// A figure (living body): its soul(s) match it, so it can go and capture.
    pub fn is_figure(&self) -> bool {
        if self.class == Class::Priestess {
            !self.souls.is_empty()
        } else {
            self.souls.as_slice() == [self.class]
        }
    }

    /// No soul at all.
    pub fn is_lifeless(&self) -> bool {
        self.souls.is_empty()
    }

    /// Hosts a soul that does not match it: cannot move, but its soul can leave.
    pub fn is_ill_suited(&self) -> bool {
        !self.is_lifeless() && !self.is_figure()
    }

    /// Whether this body is a figure that moves (and attacks) the way a `class` soul does.
    pub fn moves_as(&self, class: Class) -> bool {
        if self.class == Class::Priestess {
            self.souls.contains(class)
        } else {
            self.class == class && self.is_figure()
        }
    }

    /// Whether it has room to host one more soul of `class` (ruling R3).
    pub fn has_room_for(&self, class: Class) -> bool {
        if self.class == Class::Priestess {
            self.souls.len() < 3 && class.is_warrior()
        } else {
            self.souls.is_empty() && class != Class::Priestess
        }
    }

    /// Whether it hosts the Lord soul.
    pub fn hosts_lord(&self) -> bool {
        self.souls.contains(Class::Lord)
    }

    /// The Lord figure: a Lord body hosting the Lord soul, the only being that can drop.
    pub fn is_lord_figure(&self) -> bool {
        self.class == Class::Lord && self.hosts_lord()
    }

    /// [`Body::describe`] as catalogue data.
    pub fn describe_said(&self) -> crate::view::Said {
        self.describe_words().1
    }

    /// "Horse", "lifeless Chariot", "Priestess (C, H)", "Chariot hosting a Lord soul".
    pub fn describe(&self) -> String {
        self.describe_words().0
    }

    /// [`Body::describe`] in English and as catalogue data, made together.
    pub fn describe_words(&self) -> (String, crate::view::Said) {
        use crate::view::Said;
        if self.is_lifeless() {
            (
                format!("lifeless {}", self.class),
                Said::new("pic-oracle-lifeless").with_term("class", &self.class),
            )
        } else if self.class == Class::Priestess {
            let souls: Vec<String> = self
                .souls
                .as_slice()
                .iter()
                .map(|c| c.letter().to_string())
                .collect();
            let souls = souls.join(",");
            (
                format!("Priestess ({souls})"),
                Said::new("act-oracle-priestess")
                    .with_term("class", &self.class)
                    .with("souls", souls),
            )
        } else if self.is_figure() {
            (self.class.name().to_string(), Said::term(&self.class))
        } else {
            let soul = self.souls.as_slice()[0];
            (
                format!(
                    "{} hosting {} {soul} soul",
                    self.class,
                    article(soul.name())
                ),
                Said::new("act-oracle-hosting")
                    .with_term("class", &self.class)
                    .with_term("soul", &soul),
            )
        }
    }
}
