//! Draws a [`rules::BoardView`] as a PNG. Knows drawing, not rules.
