//! The one place the bot turns a [`BoardView`] into a picture, so the renderer can change
//! behind it without touching the service.

use rules::BoardView;

/// File name used for every board attachment.
pub const FILE_NAME: &str = "board.png";

/// Draws `view` as PNG bytes.
pub fn png(view: &BoardView) -> Vec<u8> {
    render::render_png(view)
}
