//! Why a game ended, in English.

use super::super::reasons::ending::Ending;
use std::fmt;

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Ending as E;
        match self {
            E::Resigned { side } => write!(f, "{side} resigned"),
            E::Agreed => f.write_str("agreed by both players"),
            E::OnTime => f.write_str("on time"),
            E::Checkmate => f.write_str("checkmate"),
            E::Repetition => f.write_str("the same position occurred three times"),
            E::NoLegalAction { side } => write!(f, "{side} has no legal action"),
            E::OracleStalemate { side } => write!(f, "stalemate: {side} has no legal action"),
            E::OracleQuiet { rounds } => write!(
                f,
                "{rounds} quiet rounds (no capture, Soldier move, promotion, summon or drop)"
            ),
            E::OracleLastRound { round } => write!(f, "round {round} is over"),
            E::IiwiiSymbolOff { side, piece } => {
                write!(f, "{side}'s {} is off the board", piece.name())
            }
            E::IiwiiCaptured { side, piece } => {
                write!(f, "{side}'s {} was captured", piece.name())
            }
            E::IiwiiBackspacedOwn { side, mover, piece } => write!(
                f,
                "{side}'s {} Backspaced over {side}'s own {}",
                mover.name(),
                piece.name()
            ),
            E::IiwiiQuiet { plies } => write!(
                f,
                "{plies} plies in a row without a capture or capitalisation"
            ),
            E::IiwiiStalemate { side } => write!(f, "stalemate: {side} has no legal move"),
            E::HhBothLost => f.write_str("both players lost at once"),
            E::HhNoKing { side } => write!(f, "{side} has no King left"),
            E::HhNoEarth { side } => write!(f, "{side} has no piece left on Earth"),
            E::HhNobodyCanAct => f.write_str("neither player can act"),
            E::HhUnsettled => f.write_str("the rules engine could not settle"),
            E::ApocRepetition => {
                f.write_str("the same position stood three times at the start of a turn")
            }
            E::ApocBothNoFootmen => f.write_str("both sides lost all their footmen"),
            E::ApocNoFootmen { side } => write!(f, "{side} has no footmen left"),
            E::ApocBothPenalties => f.write_str("both sides reached two penalties"),
            E::ApocPenalties { side } => write!(f, "{side} reached two penalties"),
            E::ApocNoSafeMove { side } => write!(f, "{side} has no safe move"),
            E::ApocNeitherSafe => f.write_str("neither side has a safe move"),
        }
    }
}
