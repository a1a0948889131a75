//! Text: the embedded DejaVu fonts, a cache of rasterised glyphs, measuring, drawing, wrapping.
//!
//! Glyph bitmaps are rasterised once per (face, glyph, size) and then only copied, so drawing
//! the panel or the coordinates costs a few blends per frame.

use crate::cache::{Cache, Weigh};
use crate::canvas::{Mask, Rgb};
use crate::frame::Paint;
use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};
use std::sync::Arc;

/// DejaVu Sans, regular. Has the chess symbols and ☺ ♥ ☮ ❄ ♨ ⛀.
static REGULAR: &[u8] = include_bytes!("../../fonts/DejaVuSans.ttf");
/// DejaVu Sans Bold, for headings, badges and letter pieces.
static BOLD: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// The smallest size a label is shrunk to.
pub(crate) const MIN_PX: f32 = 8.0;

/// Which font face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Face {
    Regular,
    Bold,
}

/// A rasterised glyph: its coverage and where its top-left sits relative to the pen position
/// on the baseline.
#[derive(Debug)]
pub(crate) struct GlyphBitmap {
    pub left: i32,
    pub top: i32,
    pub mask: Mask,
}

/// Byte budget of the glyph cache (player names in panels can bring any character).
const GLYPH_BUDGET: usize = 2 << 20;

impl Weigh for GlyphBitmap {
    fn bytes(&self) -> usize {
        self.mask.data.len() + 16
    }
}

/// Cache key: face, glyph, size in quarter pixels.
type GlyphKey = (Face, GlyphId, u32);

/// The two fonts and the glyph cache.
#[derive(Debug)]
pub(crate) struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    cache: Cache<GlyphKey, GlyphBitmap>,
}

/// One glyph placed on a line: which face, which glyph, and its pen x offset.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Placed {
    pub face: Face,
    pub id: GlyphId,
    pub x: f32,
}

impl Fonts {
    /// How many entries are cached.
    pub fn cached(&self) -> usize {
        self.cache.len()
    }

    /// Approximate heap bytes of the glyph cache.
    pub fn bytes(&self) -> usize {
        self.cache.bytes()
    }

    /// Parses the embedded fonts.
    pub fn new() -> Self {
        Fonts {
            regular: FontRef::try_from_slice(REGULAR).expect("embedded DejaVu Sans parses"),
            bold: FontRef::try_from_slice(BOLD).expect("embedded DejaVu Sans Bold parses"),
            cache: Cache::new(GLYPH_BUDGET),
        }
    }

    /// The font for `face`.
    pub fn font(&self, face: Face) -> &FontRef<'static> {
        match face {
            Face::Regular => &self.regular,
            Face::Bold => &self.bold,
        }
    }

    /// The face to draw `c` in: `preferred`, or regular when the bold face lacks the glyph.
    pub fn face_for(&self, c: char, preferred: Face) -> Face {
        if preferred == Face::Bold && self.bold.glyph_id(c).0 == 0 {
            Face::Regular
        } else {
            preferred
        }
    }

    /// Lays out one line of `text` from pen x = 0: each glyph with its face and x position,
    /// and the total advance width.
    pub fn layout(&self, text: &str, face: Face, px: f32) -> (Vec<Placed>, f32) {
        let mut out = Vec::with_capacity(text.len());
        let mut x = 0.0f32;
        let mut prev: Option<(Face, GlyphId)> = None;
        for c in text.chars() {
            let f = self.face_for(c, face);
            let scaled = self.font(f).as_scaled(PxScale::from(px));
            let id = scaled.glyph_id(c);
            if let Some((pf, pid)) = prev {
                if pf == f {
                    x += scaled.kern(pid, id);
                }
            }
            out.push(Placed { face: f, id, x });
            x += scaled.h_advance(id);
            prev = Some((f, id));
        }
        (out, x)
    }

    /// Width of `text` on one line.
    pub fn measure(&self, text: &str, face: Face, px: f32) -> f32 {
        self.layout(text, face, px).1
    }

    /// The size at which `text` fits in `width` on one line: `px` if it does, else smaller
    /// (down to [`MIN_PX`], enough for any label the bot's languages write): a label is shrunk,
    /// never clipped.
    pub fn fitting_size(&self, text: &str, face: Face, px: f32, width: f32) -> f32 {
        let wide = self.measure(text, face, px);
        if wide <= width || wide <= 0.0 {
            return px;
        }
        // Glyph advances scale with the size, less rounding: a little under the ratio.
        (px * width / wide * 0.98).max(MIN_PX)
    }

    /// The cached bitmap of one glyph.
    pub fn glyph(&self, face: Face, id: GlyphId, px: f32) -> Arc<GlyphBitmap> {
        let key = (face, id, (px * 4.0).round() as u32);
        self.cache.get_or(key, || self.rasterise(face, id, px))
    }

    fn rasterise(&self, face: Face, id: GlyphId, px: f32) -> GlyphBitmap {
        let glyph = id.with_scale_and_position(PxScale::from(px), point(0.0, 0.0));
        match self.font(face).outline_glyph(glyph) {
            Some(og) => {
                let b = og.px_bounds();
                let mut mask = Mask::new(b.width() as u32, b.height() as u32);
                og.draw(|x, y, c| mask.raise(x as i32, y as i32, (c * 255.0 + 0.5) as u8));
                GlyphBitmap {
                    left: b.min.x as i32,
                    top: b.min.y as i32,
                    mask,
                }
            }
            None => GlyphBitmap {
                left: 0,
                top: 0,
                mask: Mask::default(),
            },
        }
    }

    /// Draws one line of `text` with its pen starting at `x` on the baseline `baseline`.
    /// Returns the advance width.
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &self,
        canvas: &mut impl Paint,
        x: f32,
        baseline: f32,
        text: &str,
        face: Face,
        px: f32,
        colour: Rgb,
    ) -> f32 {
        let (placed, width) = self.layout(text, face, px);
        for p in placed {
            let g = self.glyph(p.face, p.id, px);
            if g.mask.w > 0 {
                canvas.paint_mask(
                    (x + p.x).round() as i32 + g.left,
                    baseline.round() as i32 + g.top,
                    &g.mask,
                    colour,
                );
            }
        }
        width
    }

    /// Draws `text` centred on `cx` with the middle of its capital letters at `cy`.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_centred(
        &self,
        canvas: &mut impl Paint,
        cx: f32,
        cy: f32,
        text: &str,
        face: Face,
        px: f32,
        colour: Rgb,
    ) {
        let w = self.measure(text, face, px);
        // DejaVu's capital height is about 0.73 of its em; PxScale is ~1.16 em.
        let cap = px * 0.63;
        self.draw(canvas, cx - w / 2.0, cy + cap / 2.0, text, face, px, colour);
    }

    /// Breaks `text` into lines no wider than `max_width`: at spaces where possible, inside a
    /// word only when the word alone is too wide.
    pub fn wrap(&self, text: &str, face: Face, px: f32, max_width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.split('\n') {
            let mut line = String::new();
            for word in paragraph.split(' ') {
                let candidate = if line.is_empty() {
                    word.to_string()
                } else {
                    format!("{line} {word}")
                };
                if self.measure(&candidate, face, px) <= max_width {
                    line = candidate;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                // The word alone: split it if it still does not fit.
                for c in word.chars() {
                    let mut next = line.clone();
                    next.push(c);
                    if !line.is_empty() && self.measure(&next, face, px) > max_width {
                        lines.push(std::mem::take(&mut line));
                        line.push(c);
                    } else {
                        line = next;
                    }
                }
            }
            lines.push(line);
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_respects_the_width_and_keeps_every_word() {
        let f = Fonts::new();
        let text = "White to move. The quick brown fox jumps over the lazy dog again and again.";
        let lines = f.wrap(text, Face::Regular, 18.0, 150.0);
        assert!(lines.len() > 2, "{lines:?}");
        for l in &lines {
            assert!(f.measure(l, Face::Regular, 18.0) <= 150.0, "{l}");
        }
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn wrap_splits_a_word_longer_than_the_line() {
        let f = Fonts::new();
        let lines = f.wrap("abcdefghijklmnopqrstuvwxyz", Face::Bold, 20.0, 60.0);
        assert!(lines.len() > 2);
        assert_eq!(lines.concat(), "abcdefghijklmnopqrstuvwxyz");
    }

    /// Every letter and punctuation mark the bot's languages write (read from every catalogue
    /// of `locales/`, so a new language is checked the day it lands) has a glyph in both
    /// faces: a translated word drawn into a picture never shows a missing-glyph box.
    #[test]
    fn both_faces_cover_every_character_of_every_language() {
        let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
        let mut seen = std::collections::BTreeSet::new();
        for language in std::fs::read_dir(&locales).expect("locales/") {
            let dir = language.unwrap().path();
            for file in std::fs::read_dir(&dir).unwrap() {
                let text = std::fs::read_to_string(file.unwrap().path()).unwrap();
                seen.extend(text.chars());
            }
        }
        // Emoji belong to message text (Discord draws them), never to a picture.
        let drawn = seen.into_iter().filter(|c| {
            !c.is_control() && !c.is_whitespace() && (*c as u32) < 0x2000
                || "–—‘’“”„«»…€".contains(*c)
        });
        let f = Fonts::new();
        let mut missing = Vec::new();
        for c in drawn {
            for face in [Face::Regular, Face::Bold] {
                if f.font(face).glyph_id(c).0 == 0 {
                    missing.push((c, face));
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }

    #[test]
    fn bold_falls_back_to_regular_for_missing_symbols() {
        let f = Fonts::new();
        for c in "♚♛♜♝♞♟☺♥☮❄♨⛀".chars() {
            let face = f.face_for(c, Face::Bold);
            assert_ne!(f.font(face).glyph_id(c).0, 0, "{c}");
        }
    }
}
