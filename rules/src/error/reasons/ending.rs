//! Why a game ended: the reason of an [`Outcome`](crate::Outcome), as data with a key and
//! arguments like a refusal's, so a translation words it (`rule-<key>`).

use crate::it_is_what_it_is::Kind as Letter;
use crate::Side;

reasons! {
    /// Why a game ended (every variant's, and the match's own: resignation, agreement, time).
    pub enum Ending {
        /// `side` resigned.
        Resigned { side: Side } = "ending-resigned",
        /// Both players agreed to a draw.
        Agreed = "ending-agreed",
        /// The side to act ran out of time and the other claimed.
        OnTime = "ending-on-time",
        /// Checkmate (Battlefield Chess, Oracle Chess).
        Checkmate = "ending-checkmate",
        /// The same position for the third time (Battlefield, Oracle, It is what it is).
        Repetition = "ending-repetition",
        /// Battlefield Chess: the side to act has no legal action.
        NoLegalAction { side: Side } = "ending-no-legal-action",
        /// Oracle Chess: stalemate, the side to act has no legal action.
        OracleStalemate { side: Side } = "ending-oracle-stalemate",
        /// Oracle Chess: `rounds` quiet rounds in a row.
        OracleQuiet { rounds: u32 } = "ending-oracle-quiet",
        /// Oracle Chess: the last round was played.
        OracleLastRound { round: u32 } = "ending-oracle-last-round",
        /// It is what it is chess: `side`'s symbol was lost when the game was set up.
        IiwiiSymbolOff { side: Side, piece: Letter } = "ending-iiwii-symbol-off",
        /// It is what it is chess: `side`'s symbol was captured.
        IiwiiCaptured { side: Side, piece: Letter } = "ending-iiwii-captured",
        /// It is what it is chess: `side` Backspaced its `mover` over its own symbol `piece`.
        IiwiiBackspacedOwn { side: Side, mover: Letter, piece: Letter } = "ending-iiwii-backspaced-own",
        /// It is what it is chess: `plies` plies without a capture or capitalisation.
        IiwiiQuiet { plies: u32 } = "ending-iiwii-quiet",
        /// It is what it is chess: stalemate, the side to move has no legal move.
        IiwiiStalemate { side: Side } = "ending-iiwii-stalemate",
        /// Heaven and Hell: both players lost at once.
        HhBothLost = "ending-hh-both-lost",
        /// Heaven and Hell: `side` has no King left.
        HhNoKing { side: Side } = "ending-hh-no-king",
        /// Heaven and Hell: `side` has no piece left on Earth.
        HhNoEarth { side: Side } = "ending-hh-no-earth",
        /// Heaven and Hell: neither player can act.
        HhNobodyCanAct = "ending-hh-nobody-can-act",
        /// Heaven and Hell: the engine could not settle a turn (a safeguard).
        HhUnsettled = "ending-hh-unsettled",
        /// Apocalypse: the same position at the start of a turn for the third time.
        ApocRepetition = "ending-apoc-repetition",
        /// Apocalypse: both sides lost all their footmen.
        ApocBothNoFootmen = "ending-apoc-both-no-footmen",
        /// Apocalypse: `side` has no footmen left.
        ApocNoFootmen { side: Side } = "ending-apoc-no-footmen",
        /// Apocalypse: both sides reached two penalties.
        ApocBothPenalties = "ending-apoc-both-penalties",
        /// Apocalypse: `side` reached two penalties.
        ApocPenalties { side: Side } = "ending-apoc-penalties",
        /// Apocalypse: `side` has no safe move.
        ApocNoSafeMove { side: Side } = "ending-apoc-no-safe-move",
        /// Apocalypse: neither side has a safe move.
        ApocNeitherSafe = "ending-apoc-neither-safe",
    }
}

impl Ending {
    /// One sample of every ending (fields: marker values), for a translation's test that its
    /// catalogue words each one as the English `Display` does.
    #[cfg(any(test, feature = "samples"))]
    pub fn examples() -> Vec<Ending> {
        Self::samples()
    }
}

#[cfg(test)]
mod tests {
    use super::Ending;
    use std::collections::BTreeSet;

    /// Every ending has its own key and English words, and its arguments are what the words
    /// show (a side's name; a piece, as a term, by its name).
    #[test]
    fn every_ending_has_a_key_words_and_arguments() {
        let mut keys = BTreeSet::new();
        for ending in Ending::examples() {
            assert!(keys.insert(ending.key()), "{} twice", ending.key());
            let words = ending.to_string();
            assert!(!words.is_empty() && words == words.trim(), "{words:?}");
            for (name, arg) in ending.args() {
                if let crate::error::Arg::Side(side) = arg {
                    assert!(words.contains(side.name()), "{}: {name}", ending.key());
                }
            }
        }
        assert_eq!(keys.len(), 26);
    }
}
