//! Ratings: Glicko-2 per server and variant, computed by the `skillratings` crate. This module
//! is the arithmetic and the record (wins, draws, losses, streak); the store applies it in the
//! transaction that ends a game, so a game changes its players' ratings exactly once.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// One player's standing in one variant on one server.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// Glicko-2 rating (1500 to start).
    pub rating: f64,
    /// Rating deviation: how unsure the rating is (350 to start).
    pub deviation: f64,
    /// Volatility (0.06 to start).
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// Of which won.
    pub wins: i64,
    /// Of which drawn.
    pub draws: i64,
    /// Of which lost.
    pub losses: i64,
    /// Consecutive wins (positive) or losses (negative) up to now; 0 after a draw.
    pub streak: i64,
}

impl Default for Standing {
    fn default() -> Standing {
        let start = Glicko2Rating::new();
        Standing {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
            streak: 0,
        }
    }
}

/// How a rated game ended, from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// A draw.
    Draw,
}

impl Standing {
    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    /// The standing after one more game with `result` (1 win, 0 draw, -1 loss) and the new
    /// Glicko-2 numbers `after`.
    fn played(&self, after: Glicko2Rating, result: i8) -> Standing {
        let streak = match result {
            1 => self.streak.max(0) + 1,
            -1 => self.streak.min(0) - 1,
            _ => 0,
        };
        Standing {
            rating: after.rating,
            deviation: after.deviation,
            volatility: after.volatility,
            games: self.games + 1,
            wins: self.wins + i64::from(result == 1),
            draws: self.draws + i64::from(result == 0),
            losses: self.losses + i64::from(result == -1),
            streak,
        }
    }

    /// The rating as players read it: a whole number.
    pub fn shown(&self) -> i64 {
        self.rating.round() as i64
    }
}

/// Both players' standings after a game between them: each game is its own rating period, as
/// on most online chess servers.
pub fn after_game(white: &Standing, black: &Standing, score: Score) -> (Standing, Standing) {
    let outcome = match score {
        Score::WhiteWins => Outcomes::WIN,
        Score::BlackWins => Outcomes::LOSS,
        Score::Draw => Outcomes::DRAW,
    };
    let (w, b) = glicko2(
        &white.glicko(),
        &black.glicko(),
        &outcome,
        &Glicko2Config::new(),
    );
    let result = match score {
        Score::WhiteWins => 1,
        Score::BlackWins => -1,
        Score::Draw => 0,
    };
    (white.played(w, result), black.played(b, -result))
}

/// A signed change as players read it: "+12", "−7", "±0".
pub fn signed(delta: f64) -> String {
    let d = delta.round() as i64;
    match d.cmp(&0) {
        std::cmp::Ordering::Greater => format!("+{d}"),
        std::cmp::Ordering::Less => format!("−{}", -d),
        std::cmp::Ordering::Equal => "±0".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_winner_gains_what_the_loser_loses_between_equals() {
        let (w, b) = after_game(&Standing::default(), &Standing::default(), Score::WhiteWins);
        assert!(w.rating > 1500.0 && b.rating < 1500.0);
        assert!((w.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-6);
        assert!(w.deviation < 350.0, "a game makes the rating surer");
        assert_eq!((w.games, w.wins, w.streak), (1, 1, 1));
        assert_eq!((b.games, b.losses, b.streak), (1, 1, -1));
    }

    #[test]
    fn a_draw_between_equals_moves_nothing_but_resets_streaks() {
        let on_a_run = Standing {
            streak: 3,
            ..Standing::default()
        };
        let (w, b) = after_game(&on_a_run, &Standing::default(), Score::Draw);
        assert!((w.rating - 1500.0).abs() < 1e-6 && (b.rating - 1500.0).abs() < 1e-6);
        assert_eq!((w.draws, w.streak, b.draws), (1, 0, 1));
    }

    #[test]
    fn streaks_count_runs_and_an_upset_moves_more() {
        let strong = Standing {
            rating: 1900.0,
            deviation: 60.0,
            streak: -2,
            ..Standing::default()
        };
        let weak = Standing {
            rating: 1400.0,
            deviation: 60.0,
            ..Standing::default()
        };
        let (upset_w, _) = after_game(&weak, &strong, Score::WhiteWins);
        let (expected_w, _) = after_game(&strong, &weak, Score::WhiteWins);
        assert!(upset_w.rating - 1400.0 > expected_w.rating - 1900.0);
        assert_eq!(expected_w.streak, 1, "a win ends a losing run");
        assert_eq!(signed(12.4), "+12");
        assert_eq!(signed(-7.6), "−8");
        assert_eq!(signed(0.2), "±0");
    }
}
