//! [`Match`]: a game of any variant plus what every game shares: resignation and agreed draws.

use crate::{AnyGame, Outcome, RuleError, Side, ToAct};
use serde::{Deserialize, Serialize};

/// The version of the stored state format. Bump it when a stored field changes meaning, and
/// teach [`Match::from_json`] to read the older shape, so games in progress survive upgrades.
pub const FORMAT_VERSION: u32 = 1;

/// A game together with how it ended outside the rules (resignation, agreed draw).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Match {
    /// Stored-format version, [`FORMAT_VERSION`] when written.
    pub format: u32,
    /// The game itself.
    pub game: AnyGame,
    /// Set when the game ended by resignation or agreement.
    pub ended: Option<Outcome>,
}

impl Match {
    /// A fresh match around `game`.
    pub fn new(game: AnyGame) -> Self {
        Match {
            format: FORMAT_VERSION,
            game,
            ended: None,
        }
    }

    /// How the match ended, by the rules or otherwise.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ended.clone().or_else(|| self.game.outcome())
    }

    /// Who must act now ([`ToAct::Over`] once the match has ended, however it ended).
    pub fn to_act(&self) -> ToAct {
        if self.outcome().is_some() {
            ToAct::Over
        } else {
            self.game.to_act()
        }
    }

    /// `side` resigns. A pending secret action stays in the stored state but is never revealed:
    /// views and history show only resolved turns.
    pub fn resign(&mut self, side: Side) -> Result<Outcome, RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = Outcome::win(side.opponent(), format!("{side} resigned"));
        self.ended = Some(outcome.clone());
        Ok(outcome)
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, RuleError> {
        if self.outcome().is_some() {
            return Err(RuleError::GameOver);
        }
        let outcome = Outcome::draw("agreed by both players");
        self.ended = Some(outcome.clone());
        Ok(outcome)
    }

    /// Serialises for storage.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("game states always serialise")
    }

    /// Reads a stored match, accepting every format version up to [`FORMAT_VERSION`].
    pub fn from_json(text: &str) -> Result<Self, RuleError> {
        let m: Match = serde_json::from_str(text)
            .map_err(|e| RuleError::BadPosition(format!("stored game unreadable: {e}")))?;
        if m.format > FORMAT_VERSION {
            return Err(RuleError::BadPosition(format!(
                "stored game has format {} but this build reads up to {FORMAT_VERSION}",
                m.format
            )));
        }
        Ok(m)
    }
}
