//! The reasons of a [`RuleError`](super::RuleError), as data: one enum per kind of refusal,
//! each an enum of families (shared by the variants where they share a concept, the variant's own
//! elsewhere), whose fields are the squares, pieces, numbers and notation involved.
//!
//! Every reason has a stable [key](Refusal::key) and named [arguments](Refusal::args) for a
//! translation; its English words are its `Display`, written in `super::words` and nowhere else.

use super::terms::PieceKind;
use crate::{Side, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One named argument of a reason, for a translation to place in its own sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Notation or text typed by the player, shown as is: never translated.
    Text(String),
    /// A number.
    Number(i64),
    /// A square, in the variant's notation (`e4`, `E:e4`).
    Square(String),
    /// A side.
    Side(Side),
    /// A rulebook proper name (a piece, a skill, a status, a plane...), by its glossary id:
    /// `"hh-piece-knight"`, `"bf-skill-heal"`. The English word is the variant's own name for it.
    Term(&'static str),
    /// A list (of notations, squares, phrases...), each item an argument of its own; the English
    /// shows a few and counts the rest where the list is long.
    List(Vec<Arg>),
    /// A yes-or-no fact that changes the sentence (an optional clause).
    Flag(bool),
    /// An optional value that is absent (the English says "nobody", or leaves a clause out).
    Nothing,
    /// A part of the sentence that is a reason of its own, with its own key and arguments.
    Phrase(Phrase),
}

/// A nested reason: its key and arguments (see [`Arg::Phrase`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// The nested reason's key.
    pub key: &'static str,
    /// Its arguments.
    pub args: Vec<(&'static str, Arg)>,
}

/// A square already in notation: a variant's own square type (Heaven and Hell's `E:e4`), or a
/// [`Square`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SquareName(pub String);

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<Square> for SquareName {
    fn from(s: Square) -> Self {
        SquareName(s.to_string())
    }
}

/// How a field of a reason becomes an [`Arg`].
pub(crate) trait ToArg {
    fn to_arg(&self) -> Arg;
}

impl ToArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl ToArg for SquareName {
    fn to_arg(&self) -> Arg {
        Arg::Square(self.0.clone())
    }
}

impl ToArg for Square {
    fn to_arg(&self) -> Arg {
        Arg::Square(self.to_string())
    }
}

impl ToArg for Side {
    fn to_arg(&self) -> Arg {
        Arg::Side(*self)
    }
}

impl ToArg for bool {
    fn to_arg(&self) -> Arg {
        Arg::Flag(*self)
    }
}

impl<T: ToArg> ToArg for Vec<T> {
    fn to_arg(&self) -> Arg {
        Arg::List(self.iter().map(ToArg::to_arg).collect())
    }
}

impl<T: ToArg> ToArg for Option<T> {
    fn to_arg(&self) -> Arg {
        self.as_ref().map_or(Arg::Nothing, ToArg::to_arg)
    }
}

impl<T: ToArg> ToArg for Box<T> {
    fn to_arg(&self) -> Arg {
        (**self).to_arg()
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Number(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i32, i64);

/// A value of each field type, for the tests' samples of every reason. Text, squares and numbers
/// are markers that never occur in the words themselves, so a test can tell that every one the
/// English shows is an argument too.
#[cfg(any(test, feature = "samples"))]
pub(crate) trait Sample {
    fn sample() -> Self;
}

#[cfg(any(test, feature = "samples"))]
mod samples {
    use super::*;

    /// What marks a sample's own text, square or number.
    #[cfg(test)]
    pub(crate) const MARKS: [&str; 3] = ["‹", "j11", "977"];

    impl Sample for String {
        fn sample() -> Self {
            "‹text›".into()
        }
    }
    impl Sample for SquareName {
        fn sample() -> Self {
            SquareName("Q:j11".into())
        }
    }
    impl Sample for Square {
        fn sample() -> Self {
            Square::new(9, 10)
        }
    }
    impl Sample for Side {
        fn sample() -> Self {
            Side::Black
        }
    }
    impl Sample for bool {
        fn sample() -> Self {
            true
        }
    }
    impl<T: Sample> Sample for Vec<T> {
        fn sample() -> Self {
            vec![T::sample(), T::sample()]
        }
    }
    impl<T: Sample> Sample for Option<T> {
        fn sample() -> Self {
            Some(T::sample())
        }
    }
    macro_rules! number_samples {
        ($($t:ty),*) => {$(
            impl Sample for $t {
                fn sample() -> Self {
                    // A marker that fits every type: 977 does not fit a u8, so those show 97.
                    <$t>::try_from(977).unwrap_or(97)
                }
            }
        )*};
    }
    number_samples!(u8, u16, u32, u64, usize, i8, i32, i64);
}

#[cfg(test)]
pub(crate) use samples::MARKS;

/// Declares a reason enum: each variant with its fields and its stable key. Generates the enum
/// (with its derives), `key()`, `args()` (one argument per field, named after it), the reason as
/// an argument of another ([`Arg::Phrase`]), and, for tests, a sample of every variant. The
/// English is the enum's `Display`, in `super::words`.
macro_rules! reasons {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($(#[$fmeta:meta])* $field:ident : $ty:ty),* $(,)? })? = $key:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub enum $name {
            $(
                $(#[$vmeta])*
                $variant $({ $($(#[$fmeta])* $field: $ty),* })?
            ),*
        }

        impl $name {
            /// The stable key of this reason, for a translation table.
            pub fn key(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $key),*
                }
            }

            /// The named arguments its sentence uses, one per field.
            pub fn args(&self) -> Vec<(&'static str, $crate::error::Arg)> {
                use $crate::error::reasons::ToArg;
                match self {
                    $(
                        Self::$variant $({ $($field),* })? => vec![
                            $($((stringify!($field), ToArg::to_arg($field))),*)?
                        ]
                    ),*
                }
            }

            /// A sample of every variant.
            #[cfg(any(test, feature = "samples"))]
            #[allow(clippy::redundant_clone)]
            pub(crate) fn samples() -> Vec<Self> {
                #[allow(unused_imports)]
                use $crate::error::reasons::Sample;
                vec![$(Self::$variant $({ $($field: Sample::sample()),* })?),*]
            }
        }

        impl $crate::error::reasons::ToArg for $name {
            fn to_arg(&self) -> $crate::error::Arg {
                $crate::error::Arg::Phrase($crate::error::Phrase {
                    key: self.key(),
                    args: self.args(),
                })
            }
        }

        #[cfg(any(test, feature = "samples"))]
        impl $crate::error::reasons::Sample for $name {
            fn sample() -> Self {
                Self::samples().remove(0)
            }
        }
    };
}

/// Declares a reason made of families (one enum per variant, say) plus `Other`, words that come
/// from outside the rules. Each family is boxed, so a [`RuleError`](super::RuleError) stays small
/// however many fields a reason has. `key()`, `args()` and `Display` go to the family; `From`
/// makes one of each family, and of a `String` or `&str` (as `Other`).
macro_rules! families {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident($inner:ty)),* $(,)?
        }
        other = $other:literal;
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vmeta])* $variant(Box<$inner>),)*
            /// Words that come with data from outside the rules (a course file's own error, a
            /// caller's or a test's text): shown as is, never translated. The rules never build
            /// it.
            Other(String),
        }

        impl $name {
            /// The stable key of this reason, for a translation table.
            pub fn key(&self) -> &'static str {
                match self {
                    $(Self::$variant(r) => r.key(),)*
                    Self::Other(_) => $other,
                }
            }

            /// The named arguments its sentence uses.
            pub fn args(&self) -> Vec<(&'static str, Arg)> {
                match self {
                    $(Self::$variant(r) => r.args(),)*
                    Self::Other(text) => vec![("text", Arg::Text(text.clone()))],
                }
            }

            /// A sample of every variant of every family.
            #[cfg(any(test, feature = "samples"))]
            pub(crate) fn samples() -> Vec<Self> {
                let mut all = vec![Self::Other("‹text›".into())];
                $(all.extend(<$inner>::samples().into_iter().map(Self::from));)*
                all
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(Self::$variant(r) => fmt::Display::fmt(r, f),)*
                    Self::Other(text) => f.write_str(text),
                }
            }
        }

        $(
            impl From<$inner> for $name {
                fn from(r: $inner) -> Self {
                    Self::$variant(Box::new(r))
                }
            }
        )*

        impl From<String> for $name {
            fn from(text: String) -> Self {
                Self::Other(text)
            }
        }

        impl From<&str> for $name {
            fn from(text: &str) -> Self {
                Self::Other(text.to_owned())
            }
        }
    };
}

pub mod apocalypse;
pub mod battlefield;
pub mod ending;
pub mod heaven_hell;
pub mod it_is_what_it_is;
pub mod oracle;

reasons! {
    /// Refusals that read the same in several variants.
    pub enum Shared {
        /// Nothing stands on the square named.
        NoPieceOn { square: SquareName } = "no-piece-on",
        /// The piece named belongs to the other side.
        NotYours { piece: PieceKind, square: SquareName, owner: Side, side: Side } = "not-your-piece",
    }
}

reasons! {
    /// Refusals that are about the match, not one variant's rules.
    pub enum MatchRefusal {
        /// The variant cannot be played in this build.
        NotPlayable { variant: crate::VariantId } = "variant-not-playable",
        /// A claim on time against a side that is not the one to act.
        NothingToClaim { opponent: Side } = "nothing-to-claim",
    }
}

families! {
    /// Why a well-formed action is not allowed now ([`RuleError::Illegal`]).
    ///
    /// [`RuleError::Illegal`]: super::RuleError::Illegal
    pub enum Refusal {
        /// Said the same way in several variants.
        Shared(Shared),
        /// About the match (claims, variants).
        Match(MatchRefusal),
        /// Apocalypse's own.
        Apocalypse(apocalypse::ApocalypseRefusal),
        /// Heaven and Hell's own.
        HeavenHell(heaven_hell::HeavenHellRefusal),
        /// Battlefield Chess's own.
        Battlefield(battlefield::BattlefieldRefusal),
        /// Oracle Chess's own.
        Oracle(oracle::OracleRefusal),
        /// It is what it is chess's own.
        ItIsWhatItIs(it_is_what_it_is::IiwiiRefusal),
    }
    other = "refusal-other";
}

families! {
    /// What is wrong with a text that is not in the variant's notation
    /// ([`RuleError::Malformed`]).
    ///
    /// [`RuleError::Malformed`]: super::RuleError::Malformed
    pub enum Unreadable {
        /// Apocalypse's notation.
        Apocalypse(apocalypse::ApocalypseUnreadable),
        /// Heaven and Hell's notation.
        HeavenHell(heaven_hell::HeavenHellUnreadable),
        /// Battlefield Chess's notation.
        Battlefield(battlefield::BattlefieldUnreadable),
        /// Oracle Chess's notation.
        Oracle(oracle::OracleUnreadable),
        /// It is what it is chess's notation.
        ItIsWhatItIs(it_is_what_it_is::IiwiiUnreadable),
    }
    other = "unreadable-other";
}

reasons! {
    /// What a side that may not act now waits for ([`RuleError::NotYourTurn`]).
    ///
    /// [`RuleError::NotYourTurn`]: super::RuleError::NotYourTurn
    pub enum WaitingFor {
        /// The other side moves now.
        Turn { side: Side } = "turn-of",
        /// The other side moves now (It is what it is chess names both).
        TurnNotYours { to_move: Side, side: Side } = "turn-of-not-yours",
        /// The side has submitted its secret move for this turn (Apocalypse).
        Submitted { turn: u32, opponent: Side } = "already-submitted",
        /// A side must answer a decision first; `prompt` is the decision's own prompt.
        Decision { side: Side, prompt: String } = "waiting-for-decision",
        /// A side must answer a decision first.
        DecisionPending { side: Side } = "waiting-for-decision-short",
        /// Neither side has acted this simultaneous turn, so nobody may claim on time yet.
        ClaimNeitherActed = "claim-neither-acted",
        /// The claimant is the one to act, so it cannot claim on time.
        ClaimOwnTurn = "claim-own-turn",
        /// A search was asked for a side with no legal action.
        NothingToDo { side: Side } = "nothing-to-do",
    }
}

families! {
    /// What a side that may not act now waits for ([`RuleError::NotYourTurn`]).
    ///
    /// [`RuleError::NotYourTurn`]: super::RuleError::NotYourTurn
    pub enum Waiting {
        /// The reasons the rules give.
        Rules(WaitingFor),
    }
    other = "waiting-other";
}

reasons! {
    /// Why a stored match cannot be read back.
    pub enum StoredError {
        /// The JSON does not parse; `error` is the parser's own text.
        Unreadable { error: String } = "stored-unreadable",
        /// Written by a newer build.
        NewerFormat { format: u32, newest: u32 } = "stored-newer-format",
        /// Read, but the state is not one the rules made.
        Damaged { error: Box<PositionError> } = "stored-damaged",
    }
}

families! {
    /// Why a position text or a stored state cannot be read ([`RuleError::BadPosition`]).
    ///
    /// [`RuleError::BadPosition`]: super::RuleError::BadPosition
    pub enum PositionError {
        /// A stored match.
        Stored(StoredError),
        /// An Apocalypse position.
        Apocalypse(apocalypse::ApocalypsePosition),
        /// A Heaven and Hell position or state.
        HeavenHell(heaven_hell::HeavenHellPosition),
        /// A Battlefield Chess position.
        Battlefield(battlefield::BattlefieldPosition),
        /// An Oracle Chess position.
        Oracle(oracle::OraclePosition),
        /// An It is what it is chess position.
        ItIsWhatItIs(it_is_what_it_is::IiwiiPosition),
    }
    other = "position-other";
}

impl ToArg for PositionError {
    fn to_arg(&self) -> Arg {
        Arg::Phrase(Phrase {
            key: self.key(),
            args: self.args(),
        })
    }
}

#[cfg(any(test, feature = "samples"))]
impl Sample for Box<PositionError> {
    fn sample() -> Self {
        Box::new(PositionError::Other("‹text›".into()))
    }
}
