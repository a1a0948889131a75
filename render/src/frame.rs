//! The frame being drawn: palette indices, one byte a pixel.
//!
//! Everything pre-rendered arrives either as an opaque [`IndexImage`] (a board background, a
//! square with its piece, a tray chip), copied row by row, or as a [`Stamp`] — per pixel a
//! colour index and a coverage level — blended through the [`ColourTable`] (arrows). Text and
//! the few shapes drawn per frame (the panel card) go through the same blend table.

use crate::canvas::{Mask, Rgb};
use crate::indexed::{level, ColourTable, LEVELS};

/// Something glyph masks can be painted on: the RGB canvas used to pre-render tiles, or a frame.
pub(crate) trait Paint {
    /// Paints `mask` in `colour` with its top-left at (x, y).
    fn paint_mask(&mut self, x: i32, y: i32, mask: &Mask, colour: Rgb);
}

/// An opaque image in palette indices.
#[derive(Clone, Debug)]
pub(crate) struct IndexImage {
    pub w: u32,
    pub h: u32,
    pub px: Vec<u8>,
}

impl IndexImage {
    /// Heap bytes held.
    pub fn bytes(&self) -> usize {
        self.px.len()
    }
}

/// A translucent overlay in palette indices: per pixel (colour index, coverage level).
#[derive(Clone, Debug)]
pub(crate) struct Stamp {
    pub w: u32,
    pub h: u32,
    pub px: Vec<(u8, u8)>,
    /// Per row, the columns that are not fully transparent.
    pub spans: Vec<(u32, u32)>,
    /// The stamp's anchor point (an arrow's first square centre), from its top-left.
    pub origin: (i32, i32),
}

impl Stamp {
    /// Heap bytes held.
    pub fn bytes(&self) -> usize {
        self.px.len() * 2 + self.spans.len() * 8
    }

    /// Converts a premultiplied RGBA sprite: each pixel's colour goes to its nearest index, its
    /// opacity to a coverage level.
    pub fn from_sprite(sprite: &crate::canvas::Sprite, table: &ColourTable) -> Stamp {
        let mut memo = std::collections::HashMap::new();
        let px: Vec<(u8, u8)> = sprite
            .data
            .iter()
            .map(|p| {
                let a = p[3] as u32;
                let l = level(a);
                if l == 0 {
                    return (0, 0);
                }
                let c = [0, 1, 2].map(|i| ((p[i] as u32 * 255 + a / 2) / a).min(255) as u8);
                let idx = *memo.entry(c).or_insert_with(|| table.index(c));
                (idx, l as u8)
            })
            .collect();
        let w = sprite.w as usize;
        let spans = px
            .chunks_exact(w.max(1))
            .map(|row| match row.iter().position(|p| p.1 != 0) {
                None => (0, 0),
                Some(first) => {
                    let last = row.iter().rposition(|p| p.1 != 0).unwrap_or(first);
                    (first as u32, last as u32 + 1)
                }
            })
            .collect();
        Stamp {
            w: sprite.w,
            h: sprite.h,
            px,
            spans,
            origin: (0, 0),
        }
    }
}

/// The frame: palette indices and the colour table they index.
///
/// Rows are stored as PNG scanlines — a filter-type byte, then one index a pixel — so the
/// encoder filters and compresses the buffer in place, without copying it.
#[derive(Debug)]
pub(crate) struct Frame<'a> {
    pub w: u32,
    pub h: u32,
    /// Bytes a row: `w + 1`.
    stride: usize,
    px: Vec<u8>,
    pub table: &'a ColourTable,
}

impl<'a> Frame<'a> {
    /// A frame filled with colour `bg`.
    pub fn new(w: u32, h: u32, bg: Rgb, table: &'a ColourTable) -> Self {
        Frame::new_in(Vec::new(), w, h, bg, table)
    }

    /// A frame filled with colour `bg`, drawn in `buffer` (whatever it holds; its allocation is
    /// reused, so frame after frame of an animation costs no fresh pages).
    pub fn new_in(mut px: Vec<u8>, w: u32, h: u32, bg: Rgb, table: &'a ColourTable) -> Self {
        let i = table.index(bg);
        let stride = w as usize + 1;
        px.clear();
        px.resize(stride * h as usize, i);
        for row in px.chunks_exact_mut(stride) {
            row[0] = 0;
        }
        Frame {
            w,
            h,
            stride,
            px,
            table,
        }
    }

    /// Offset of pixel (x, y) in the buffer.
    #[inline]
    fn at(&self, x: usize, y: usize) -> usize {
        y * self.stride + 1 + x
    }

    /// The index at (x, y).
    #[cfg(test)]
    pub fn get(&self, x: u32, y: u32) -> u8 {
        self.px[self.at(x as usize, y as usize)]
    }

    /// The buffer and its stride: row `y` is `stride - 1` indices from `y * stride + 1` on
    /// (each row starts with a byte that is not a pixel, PNG's filter byte).
    pub fn into_rows(self) -> (Vec<u8>, usize) {
        (self.px, self.stride)
    }

    /// The indices, row by row.
    pub fn indices(&self) -> impl Iterator<Item = u8> + '_ {
        self.px
            .chunks_exact(self.stride)
            .flat_map(|row| row[1..].iter().copied())
    }

    /// Encodes the frame as an indexed PNG (see `encode`) in the standard colours.
    pub fn into_png(self) -> Vec<u8> {
        self.into_png_in(rules::view::Scheme::Standard)
    }

    /// Encodes the frame as an indexed PNG in `scheme`'s colours: the same indices, another
    /// PLTE.
    pub fn into_png_in(mut self, scheme: rules::view::Scheme) -> Vec<u8> {
        crate::encode::up_filter(&mut self.px, self.stride);
        crate::encode::indexed_png(&self.px, self.w, self.h, self.table.colours_for(scheme))
    }

    /// Clips a rectangle: (x0, y0, x1, y1) exclusive ends, or `None`.
    fn clip(&self, x: i32, y: i32, w: i32, h: i32) -> Option<(usize, usize, usize, usize)> {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + w).min(self.w as i32);
        let y1 = (y + h).min(self.h as i32);
        (x0 < x1 && y0 < y1).then_some((x0 as usize, y0 as usize, x1 as usize, y1 as usize))
    }

    /// Copies an opaque index image with its top-left at (x, y).
    pub fn blit(&mut self, x: i32, y: i32, src: &IndexImage) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, src.w as i32, src.h as i32) {
            let sw = src.w as usize;
            let sx = (x0 as i32 - x) as usize;
            for yy in y0..y1 {
                let sy = (yy as i32 - y) as usize;
                let s = sy * sw + sx;
                let d = self.at(x0, yy);
                self.px[d..d + (x1 - x0)].copy_from_slice(&src.px[s..s + (x1 - x0)]);
            }
        }
    }

    /// Blends one pixel: colour index `fg` at coverage level `l`.
    #[inline]
    fn put(&mut self, i: usize, fg: u8, l: u32) {
        if l >= LEVELS {
            self.px[i] = fg;
        } else if l > 0 {
            self.px[i] = self.table.blend(fg, l, self.px[i]);
        }
    }

    /// Draws a stamp with its top-left at (x, y).
    pub fn stamp(&mut self, x: i32, y: i32, st: &Stamp) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, st.w as i32, st.h as i32) {
            for yy in y0..y1 {
                let sy = (yy as i32 - y) as usize;
                let (first, end) = st.spans[sy];
                let xa = x0.max((x + first as i32).max(0) as usize);
                let xb = x1.min((x + end as i32).max(0) as usize);
                for xx in xa..xb {
                    let (fg, l) = st.px[sy * st.w as usize + (xx as i32 - x) as usize];
                    self.put(self.at(xx, yy), fg, l as u32);
                }
            }
        }
    }

    /// Paints an anti-aliased shape in `colour`: `coverage(px, py)` at pixel centres, 0..=1.
    pub fn shade(
        &mut self,
        bounds: (f32, f32, f32, f32),
        colour: Rgb,
        coverage: impl Fn(f32, f32) -> f32,
    ) {
        let fg = self.table.index(colour);
        let (bx0, by0, bx1, by1) = bounds;
        let x = bx0.floor() as i32;
        let y = by0.floor() as i32;
        let w = bx1.ceil() as i32 - x;
        let h = by1.ceil() as i32 - y;
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            for yy in y0..y1 {
                for xx in x0..x1 {
                    let c = coverage(xx as f32 + 0.5, yy as f32 + 0.5).clamp(0.0, 1.0);
                    let l = (c * LEVELS as f32 + 0.5) as u32;
                    self.put(self.at(xx, yy), fg, l);
                }
            }
        }
    }

    /// An opaque rounded rectangle, snapped to whole pixels, with anti-aliased corners.
    pub fn round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, radius: f32, colour: Rgb) {
        let (x, y, w, h) = (x.round(), y.round(), w.round(), h.round());
        if w <= 0.0 || h <= 0.0 {
            return;
        }
        let r = radius.min(w / 2.0).min(h / 2.0).max(0.0).floor();
        let fg = self.table.index(colour);
        let ri = r as i32;
        let (xi, yi, wi, hi) = (x as i32, y as i32, w as i32, h as i32);
        self.fill_rect(xi, yi + ri, wi, hi - 2 * ri, fg);
        self.fill_rect(xi + ri, yi, wi - 2 * ri, ri, fg);
        self.fill_rect(xi + ri, yi + hi - ri, wi - 2 * ri, ri, fg);
        if ri == 0 {
            return;
        }
        for (bx, by, cx, cy) in [
            (x, y, x + r, y + r),
            (x + w - r, y, x + w - r, y + r),
            (x, y + h - r, x + r, y + h - r),
            (x + w - r, y + h - r, x + w - r, y + h - r),
        ] {
            self.shade((bx, by, bx + r, by + r), colour, |px, py| {
                r + 0.5 - ((px - cx).powi(2) + (py - cy).powi(2)).sqrt()
            });
        }
    }

    /// Fills a rectangle with index `i`.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, i: u8) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            for yy in y0..y1 {
                let d = self.at(x0, yy);
                self.px[d..d + (x1 - x0)].fill(i);
            }
        }
    }
}

impl Paint for Frame<'_> {
    fn paint_mask(&mut self, x: i32, y: i32, mask: &Mask, colour: Rgb) {
        let fg = self.table.index(colour);
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, mask.w as i32, mask.h as i32) {
            for yy in y0..y1 {
                let my = (yy as i32 - y) as usize;
                for xx in x0..x1 {
                    let a = mask.data[my * mask.w as usize + (xx as i32 - x) as usize] as u32;
                    self.put(self.at(xx, yy), fg, level(a));
                }
            }
        }
    }
}

impl Paint for crate::canvas::Canvas {
    fn paint_mask(&mut self, x: i32, y: i32, mask: &Mask, colour: Rgb) {
        self.draw_mask(x, y, mask, colour, 255);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::indexed::theme_mask;
    use rules::view::PlaneTheme;

    #[test]
    fn blit_and_stamp_clip_at_the_edges() {
        let t = ColourTable::for_themes(theme_mask([PlaneTheme::Classic]));
        let mut f = Frame::new(4, 4, [0, 0, 0], &t);
        let black = t.index([0, 0, 0]);
        let white = t.index([255, 255, 255]);
        let tile = IndexImage {
            w: 3,
            h: 3,
            px: vec![white; 9],
        };
        f.blit(2, 2, &tile);
        assert_eq!(f.get(3, 3), white);
        assert_eq!(f.get(0, 0), black);
        let st = Stamp {
            w: 2,
            h: 2,
            px: vec![(white, LEVELS as u8), (0, 0), (0, 0), (0, 0)],
            spans: vec![(0, 1), (0, 0)],
            origin: (0, 0),
        };
        f.stamp(-1, -1, &st);
        assert_eq!(f.get(0, 0), black, "the opaque pixel fell outside");
        f.stamp(0, 0, &st);
        assert_eq!(f.get(0, 0), white);
    }
}
