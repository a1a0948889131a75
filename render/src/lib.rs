//! Draws a [`rules::BoardView`] as a PNG. Knows drawing, not rules.
//!
//! The bot builds one [`Renderer`] and shares it across tasks (or calls the free
//! [`render_png`], which uses a global one). Rendering is fast because almost nothing is drawn
//! from scratch per frame: board backgrounds (squares and coordinates) are pre-drawn per size,
//! theme and orientation, piece sprites per glyph, ink, size and rotation, arrow shapes per
//! path, and text glyphs per face and size. A frame is mostly copies of those, a few
//! anti-aliased shapes (highlights, bars, badges), and the PNG encode.
//!
//! How the model is drawn:
//! - Boards left to right, each with its label above, rank numbers left and file letters
//!   below, turned 180° (coordinates too) when `bottom` is Black. Trays go under the boards,
//!   the panel to the right (text wraps to its width).
//! - Pieces: chess symbols as a printed diagram (white fill with dark lines; black with a light
//!   rim; Neutral violet). Other text is bold with a contrasting halo. `upside_down` turns the
//!   glyph 180° in the picture, whatever `bottom` is: a variant whose pieces should face their
//!   owner in a turned board sets it per viewer. `span` draws the piece over its whole
//!   footprint; `faded` draws it translucent. A cell with `hp` fits the piece above its bar.
//! - Items sit in the square's corners (top-left, bottom-left, bottom-right, top-right);
//!   badges are pills along the top right; the HP bar runs along the bottom.
//! - Arrows are drawn last and translucent: gold for White, blue for Black, violet for neither.
//!
//! Fonts: DejaVu Sans and DejaVu Sans Bold, embedded (see `fonts/LICENSE-DejaVu.txt`).

mod arrows;
mod board;
mod canvas;
mod layout;
mod palette;
mod pieces;
pub mod samples;
mod text;

use canvas::Canvas;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::ImageEncoder;
use rules::view::BoardView;
use std::sync::OnceLock;
use text::Fonts;

/// Draws board views. Build it once and share it: it keeps caches of pre-rendered board
/// backgrounds, piece sprites and glyphs behind locks, so it is `Send + Sync` and cheap to call
/// from many tasks at once.
pub struct Renderer {
    fonts: Fonts,
    pieces: pieces::PieceCache,
    tiles: board::TileCache,
    arrows: arrows::ArrowCache,
}

impl std::fmt::Debug for Renderer {
    /// Cache sizes only: the cached pixels are not worth printing.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer")
            .field("cached_glyphs", &self.fonts.cached())
            .field("cached_pieces", &self.pieces.cached())
            .field("cached_boards", &self.tiles.cached())
            .field("cached_arrows", &self.arrows.cached())
            .finish()
    }
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

impl Renderer {
    /// A renderer with empty caches (they fill on first use).
    pub fn new() -> Self {
        Renderer {
            fonts: Fonts::new(),
            pieces: pieces::PieceCache::default(),
            tiles: board::TileCache::default(),
            arrows: arrows::ArrowCache::default(),
        }
    }

    /// Draws `view` as an RGBA image (fully opaque).
    pub fn render(&self, view: &BoardView) -> image::RgbaImage {
        self.draw(view).to_rgba()
    }

    /// Draws `view` and encodes it as PNG bytes (RGB, fast compression, Paeth filter).
    pub fn render_png(&self, view: &BoardView) -> Vec<u8> {
        let canvas = self.draw(view);
        let mut out = Vec::with_capacity(canvas.px.len() / 6);
        // Paeth: about as small as the adaptive filter choice, and half the encoding time.
        PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Paeth)
            .write_image(
                &canvas.px,
                canvas.w,
                canvas.h,
                image::ExtendedColorType::Rgb8,
            )
            .expect("encoding a valid RGB buffer into memory cannot fail");
        out
    }

    /// Draws the frame.
    fn draw(&self, view: &BoardView) -> Canvas {
        let lay = layout::layout(view, &self.fonts);
        let mut canvas = Canvas::new(lay.width, lay.height, palette::BACKGROUND);
        if let Some((x, y, w, h)) = lay.panel {
            canvas.round_rect(x, y, w, h, 10.0, palette::PANEL, 255);
        }
        for (plane, bx) in view.boards.iter().zip(&lay.boards) {
            self.draw_board(&mut canvas, bx, plane);
        }
        let tp = lay.tray_piece_px;
        for tp_piece in &lay.tray_pieces {
            let p = &tp_piece.piece;
            let sprite = self
                .pieces
                .get(&self.fonts, &p.glyph, p.ink, tp, tp, p.upside_down);
            let opacity = if p.faded { 105 } else { 255 };
            canvas.round_rect(
                tp_piece.x,
                tp_piece.y,
                tp as f32,
                tp as f32,
                5.0,
                palette::TRAY_CHIP,
                255,
            );
            canvas.draw_sprite(tp_piece.x as i32, tp_piece.y as i32, &sprite, opacity);
            if let Some((text, x, baseline)) = &tp_piece.count {
                self.fonts.draw(
                    &mut canvas,
                    *x,
                    *baseline,
                    text,
                    text::Face::Bold,
                    layout::TRAY_COUNT_PX,
                    palette::COORD,
                );
            }
        }
        for t in &lay.texts {
            self.fonts.draw(
                &mut canvas,
                t.x,
                t.baseline,
                &t.text,
                t.face,
                t.px,
                t.colour,
            );
        }
        canvas
    }
}

/// The process-wide renderer behind [`render_png`].
fn global() -> &'static Renderer {
    static GLOBAL: OnceLock<Renderer> = OnceLock::new();
    GLOBAL.get_or_init(Renderer::new)
}

/// Draws `view` as PNG bytes with a lazily built, process-wide [`Renderer`].
pub fn render_png(view: &BoardView) -> Vec<u8> {
    global().render_png(view)
}

/// Draws `view` as an RGBA image with the process-wide [`Renderer`].
pub fn render(view: &BoardView) -> image::RgbaImage {
    global().render(view)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renderer_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Renderer>();
    }

    #[test]
    fn caches_fill_once_and_debug_shows_their_sizes() {
        let r = Renderer::new();
        let view = samples::battlefield();
        r.render_png(&view);
        let after_one = format!("{r:?}");
        r.render_png(&view);
        assert_eq!(format!("{r:?}"), after_one, "a second frame adds nothing");
        assert!(r.pieces.cached() > 5 && r.tiles.cached() == 1 && r.arrows.cached() == 1);
        assert!(after_one.len() < 200, "{after_one}");
    }
}
