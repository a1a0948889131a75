//! The one place the bot turns a [`BoardView`] into a picture, so the renderer can change
//! behind it without touching the service.

use rules::BoardView;

/// File name used for every board attachment.
pub const FILE_NAME: &str = "board.png";

/// A drawn board: the PNG and its description for screen readers (the attachment's alt text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The PNG bytes.
    pub png: Vec<u8>,
    /// What it shows, in words (never empty).
    pub alt: String,
}

impl Picture {
    /// `view` drawn, described by its own description (or its title, for a picture that is not
    /// of a game).
    pub fn of(view: &BoardView) -> Picture {
        let alt = if view.alt.trim().is_empty() {
            format!("{} board.", view.title)
        } else {
            view.alt.clone()
        };
        Picture {
            png: png(view),
            alt,
        }
    }
}

/// Draws `view` with its words in `lang` (see [`crate::words::translate_view`]).
pub fn png_in(view: &BoardView, lang: crate::words::Lang) -> Vec<u8> {
    let mut view = view.clone();
    crate::words::translate_view(lang, &mut view);
    png(&view)
}

/// Draws `view` as PNG bytes.
pub fn png(view: &BoardView) -> Vec<u8> {
    render::render_png(view)
}

/// Draws the pictures of one update, each distinct view once: at the start of a turn a player's
/// private view often equals the public one, and drawing is the costly part of handling a move.
#[derive(Debug, Default)]
pub struct Pictures {
    done: Vec<(BoardView, Picture)>,
}

impl Pictures {
    /// The picture of `view`, drawn now or reused from an equal view drawn earlier.
    pub fn picture(&mut self, view: BoardView) -> Picture {
        if let Some((_, picture)) = self.done.iter().find(|(seen, _)| *seen == view) {
            return picture.clone();
        }
        let picture = Picture::of(&view);
        self.done.push((view, picture.clone()));
        picture
    }
}
