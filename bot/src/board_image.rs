//! The one place the bot turns a [`BoardView`] into a picture, so the renderer can change
//! behind it without touching the service.

use rules::BoardView;

/// File name used for every board attachment.
pub const FILE_NAME: &str = "board.png";

/// Draws `view` as PNG bytes.
pub fn png(view: &BoardView) -> Vec<u8> {
    render::render_png(view)
}

/// Draws the pictures of one update, each distinct view once: at the start of a turn a player's
/// private view often equals the public one, and drawing is the costly part of handling a move.
#[derive(Debug, Default)]
pub struct Pictures {
    done: Vec<(BoardView, Vec<u8>)>,
}

impl Pictures {
    /// The PNG of `view`, drawn now or reused from an equal view drawn earlier.
    pub fn png(&mut self, view: BoardView) -> Vec<u8> {
        if let Some((_, bytes)) = self.done.iter().find(|(seen, _)| *seen == view) {
            return bytes.clone();
        }
        let bytes = png(&view);
        self.done.push((view, bytes.clone()));
        bytes
    }
}
