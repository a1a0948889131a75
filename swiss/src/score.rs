//! Exact scores: points and tie-break values in quarter points, never floating point.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A number of points, exact to a quarter point.
///
/// Points and Buchholz are whole or half points; Sonneborn–Berger can be a quarter (half the
/// score of a drawn opponent who scored a half). Ordered and compared exactly; shown as `3½`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Score(u32);

impl Score {
    /// No points.
    pub const ZERO: Score = Score(0);

    /// A score of `quarters` quarter points.
    pub fn from_quarters(quarters: u32) -> Score {
        Score(quarters)
    }

    /// A score of `halves` half points.
    pub fn from_halves(halves: u32) -> Score {
        Score(halves * 2)
    }

    /// A score of whole `points`.
    pub fn from_points(points: u32) -> Score {
        Score(points * 4)
    }

    /// The score in quarter points (exact).
    pub fn quarters(self) -> u32 {
        self.0
    }

    /// The score as a decimal number, for display or export.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 4.0
    }
}

impl fmt::Display for Score {
    /// `0`, `½`, `3`, `3½`, `2¼`, `2¾`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        let fraction = match self.0 % 4 {
            1 => "¼",
            2 => "½",
            3 => "¾",
            _ => "",
        };
        if whole == 0 && !fraction.is_empty() {
            f.write_str(fraction)
        } else {
            write!(f, "{whole}{fraction}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Score;

    #[test]
    fn displays_fractions() {
        assert_eq!(Score::ZERO.to_string(), "0");
        assert_eq!(Score::from_halves(1).to_string(), "½");
        assert_eq!(Score::from_points(3).to_string(), "3");
        assert_eq!(Score::from_halves(7).to_string(), "3½");
        assert_eq!(Score::from_quarters(9).to_string(), "2¼");
        assert_eq!(Score::from_quarters(11).to_string(), "2¾");
        assert_eq!(Score::from_quarters(11).as_f64(), 2.75);
    }
}
