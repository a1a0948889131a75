//! Colour rules: what each player may have, what they would like, and who gets what in a pair.

use crate::types::Colour;

/// How much a player wants a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Strength {
    /// Colour difference 0: alternate from the last game.
    Mild,
    /// Colour difference ±1: the colour that evens it.
    Strong,
    /// The other colour is forbidden (difference ±2, or two games in a row with it).
    Absolute,
}

/// A wish for one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Preference {
    pub(crate) colour: Colour,
    pub(crate) strength: Strength,
}

/// A player's colour situation before a round.
#[derive(Clone, Debug)]
pub(crate) struct ColourState {
    /// Colours of the games played, oldest first.
    history: Vec<Colour>,
    /// `[white forbidden, black forbidden]`.
    forbidden: [bool; 2],
    pub(crate) preference: Option<Preference>,
}

fn slot(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

impl ColourState {
    /// The state after the games with these colours (oldest first).
    pub(crate) fn new(history: Vec<Colour>) -> ColourState {
        let whites = history.iter().filter(|c| **c == Colour::White).count() as i64;
        let difference = whites * 2 - history.len() as i64;
        let last_two = match history.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        };
        let forbidden = [
            difference >= 2 || last_two == Some(Colour::White),
            difference <= -2 || last_two == Some(Colour::Black),
        ];
        let preference = match forbidden {
            [true, true] => None,
            [true, false] => Some((Colour::Black, Strength::Absolute)),
            [false, true] => Some((Colour::White, Strength::Absolute)),
            [false, false] => match (difference, history.last()) {
                (1, _) => Some((Colour::Black, Strength::Strong)),
                (-1, _) => Some((Colour::White, Strength::Strong)),
                (_, Some(last)) => Some((last.opposite(), Strength::Mild)),
                (_, None) => None,
            },
        }
        .map(|(colour, strength)| Preference { colour, strength });
        ColourState {
            history,
            forbidden,
            preference,
        }
    }

    /// Whether the player may have `colour` without breaking an absolute rule.
    pub(crate) fn allows(&self, colour: Colour) -> bool {
        !self.forbidden[slot(colour)]
    }

    /// Whether giving `colour` denies the preference: `(any preference, strong or absolute)`.
    pub(crate) fn denied(&self, colour: Colour) -> (bool, bool) {
        match self.preference {
            Some(p) if p.colour != colour => (true, p.strength >= Strength::Strong),
            _ => (false, false),
        }
    }
}

/// The colour of `high`, the higher-ranked player of a pair, or `None` when no colour assignment
/// keeps both players within the absolute rules. `odd_board` decides only when neither player
/// has any preference.
pub(crate) fn allocate(high: &ColourState, low: &ColourState, odd_board: bool) -> Option<Colour> {
    let white_ok = high.allows(Colour::White) && low.allows(Colour::Black);
    let black_ok = high.allows(Colour::Black) && low.allows(Colour::White);
    match (white_ok, black_ok) {
        (false, false) => None,
        (true, false) => Some(Colour::White),
        (false, true) => Some(Colour::Black),
        (true, true) => Some(choose(high, low, odd_board)),
    }
}

/// Both assignments are legal: grant the preferences as far as they go.
fn choose(high: &ColourState, low: &ColourState, odd_board: bool) -> Colour {
    match (high.preference, low.preference) {
        (None, None) if odd_board => Colour::White,
        (None, None) => Colour::Black,
        (Some(p), None) => p.colour,
        (None, Some(q)) => q.colour.opposite(),
        (Some(p), Some(q)) if p.colour != q.colour => p.colour,
        (Some(p), Some(q)) if p.strength > q.strength => p.colour,
        (Some(p), Some(q)) if q.strength > p.strength => p.colour.opposite(),
        (Some(p), Some(_)) => {
            // Same colour, same strength: alternate from the latest game (counting back from each
            // player's last game) in which they had different colours; else the higher-ranked
            // player gets their wish.
            let differ = high
                .history
                .iter()
                .rev()
                .zip(low.history.iter().rev())
                .find(|(a, b)| a != b);
            match differ {
                Some((had, _)) => had.opposite(),
                None => p.colour,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn preferences_follow_the_history() {
        let pref = |h: &[Colour]| ColourState::new(h.to_vec()).preference;
        assert_eq!(pref(&[]), None);
        let p = |colour, strength| Some(Preference { colour, strength });
        assert_eq!(pref(&[W]), p(B, Strength::Strong));
        assert_eq!(pref(&[W, B]), p(W, Strength::Mild));
        assert_eq!(pref(&[W, W]), p(B, Strength::Absolute));
        assert_eq!(pref(&[B, W, W]), p(B, Strength::Absolute));
        assert_eq!(pref(&[W, B, W]), p(B, Strength::Strong));
        assert_eq!(pref(&[W, B, B]), p(W, Strength::Absolute));
        // Difference +2 without two in a row: W B W W is caught by the row, W W B W by the sum.
        assert_eq!(pref(&[W, W, B, W]), p(B, Strength::Absolute));
    }

    #[test]
    fn allocation_grants_the_stronger_wish() {
        let s = |h: &[Colour]| ColourState::new(h.to_vec());
        // Both want black after one white: equal strength, same history: the higher-ranked wins.
        assert_eq!(allocate(&s(&[W]), &s(&[W]), true), Some(B));
        // Strong beats mild.
        assert_eq!(allocate(&s(&[W, B]), &s(&[B]), true), Some(B));
        // Equal strength, different last colours: alternate from that game.
        // Both mildly want black; counting back, the third-last games differ (high had black):
        // high gets the opposite of that, white.
        assert_eq!(
            allocate(&s(&[W, B, B, W]), &s(&[B, W, B, W]), true),
            Some(W)
        );
        // Identical recent histories: the higher-ranked player gets the wish.
        assert_eq!(
            allocate(&s(&[B, W, B]), &s(&[W, B, B, W, B]), true),
            Some(W)
        );
        // An absolute wish beats a mild one even when it denies the higher-ranked player.
        assert_eq!(
            allocate(&s(&[B, W]), &s(&[W, W, B, W, B, W]), true),
            Some(W)
        );
        // Two absolute wishes for one colour: no legal assignment.
        assert_eq!(allocate(&s(&[W, W]), &s(&[B, W, W]), true), None);
        // No wishes: the board decides.
        assert_eq!(allocate(&s(&[]), &s(&[]), true), Some(W));
        assert_eq!(allocate(&s(&[]), &s(&[]), false), Some(B));
    }
}
