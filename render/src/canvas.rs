//! Pixel buffers and the few drawing primitives the renderer needs.
//!
//! A frame is an opaque RGB [`Canvas`]; everything drawn onto it is either an 8-bit coverage
//! [`Mask`] in one colour, a premultiplied RGBA [`Sprite`] (pieces), or an anti-aliased shape
//! given by a coverage function. Keeping the frame RGB makes the PNG a quarter smaller to encode.

/// An RGB colour.
pub(crate) type Rgb = [u8; 3];

/// `a * b / 255`, rounded.
#[inline]
pub(crate) fn mul255(a: u32, b: u32) -> u32 {
    let t = a * b + 128;
    (t + (t >> 8)) >> 8
}

/// `v / 255`, rounded, for `v` up to 255 * 255 * 2.
#[inline]
fn div255(v: u32) -> u32 {
    let t = v + 128;
    (t + (t >> 8)) >> 8
}

/// Mixes `src` over `dst` with coverage `a` (0..=255).
#[inline]
fn mix(dst: &mut [u8], src: Rgb, a: u32) {
    if a == 0 {
        return;
    }
    if a >= 255 {
        dst.copy_from_slice(&src);
        return;
    }
    let na = 255 - a;
    for i in 0..3 {
        dst[i] = div255(src[i] as u32 * a + dst[i] as u32 * na) as u8;
    }
}

/// An opaque RGB image: the frame being drawn, or a cached board background.
#[derive(Clone, Debug)]
pub(crate) struct Canvas {
    pub w: u32,
    pub h: u32,
    /// Row-major RGB bytes.
    pub px: Vec<u8>,
}

/// An 8-bit coverage map (glyph outlines, halos, silhouettes).
#[derive(Clone, Debug, Default)]
pub(crate) struct Mask {
    pub w: u32,
    pub h: u32,
    pub data: Vec<u8>,
}

/// A premultiplied RGBA image with transparency (a rendered piece).
#[derive(Clone, Debug)]
pub(crate) struct Sprite {
    pub w: u32,
    pub h: u32,
    /// Premultiplied RGBA, row-major.
    pub data: Vec<[u8; 4]>,
    /// Per row, the range of columns that are not fully transparent (empty until
    /// [`Sprite::finish`]), so drawing skips the clear margins around a glyph.
    pub spans: Vec<(u32, u32)>,
}

impl Mask {
    /// An empty (fully transparent) mask.
    pub fn new(w: u32, h: u32) -> Self {
        Mask {
            w,
            h,
            data: vec![0; (w * h) as usize],
        }
    }

    /// Coverage at (x, y), 0 outside.
    #[inline]
    pub fn get(&self, x: i32, y: i32) -> u8 {
        if x < 0 || y < 0 || x >= self.w as i32 || y >= self.h as i32 {
            0
        } else {
            self.data[(y as u32 * self.w + x as u32) as usize]
        }
    }

    /// Raises coverage at (x, y) to at least `v`.
    #[inline]
    pub fn raise(&mut self, x: i32, y: i32, v: u8) {
        if x >= 0 && y >= 0 && x < self.w as i32 && y < self.h as i32 {
            let i = (y as u32 * self.w + x as u32) as usize;
            self.data[i] = self.data[i].max(v);
        }
    }

    /// The mask grown by `radius` pixels (a max filter over a disc): outlines and halos.
    pub fn dilate(&self, radius: f32) -> Mask {
        let r = radius.ceil() as i32;
        let mut offsets = Vec::new();
        for dy in -r..=r {
            for dx in -r..=r {
                let d = ((dx * dx + dy * dy) as f32).sqrt();
                // Soft rim: offsets at the edge of the disc contribute partially.
                let weight = (radius + 0.5 - d).clamp(0.0, 1.0);
                if weight > 0.0 {
                    offsets.push((dx, dy, (weight * 255.0) as u32));
                }
            }
        }
        let mut out = Mask::new(self.w, self.h);
        for y in 0..self.h as i32 {
            for x in 0..self.w as i32 {
                let mut best = 0u32;
                for &(dx, dy, wgt) in &offsets {
                    let v = self.get(x + dx, y + dy) as u32;
                    if v != 0 {
                        best = best.max(mul255(v, wgt));
                        if best >= 255 {
                            break;
                        }
                    }
                }
                out.data[(y as u32 * self.w + x as u32) as usize] = best as u8;
            }
        }
        out
    }

    /// The mask shrunk by `radius` pixels (thins lines).
    pub fn erode(&self, radius: f32) -> Mask {
        let inverse = Mask {
            w: self.w,
            h: self.h,
            data: self.data.iter().map(|v| 255 - v).collect(),
        };
        let grown = inverse.dilate(radius);
        Mask {
            w: self.w,
            h: self.h,
            data: grown.data.iter().map(|v| 255 - v).collect(),
        }
    }

    /// Fills the enclosed holes: every pixel that cannot be reached from the border through
    /// pixels of coverage below one half becomes fully covered. Turns an outline glyph (♔) into
    /// the silhouette of the piece.
    pub fn fill_holes(&self) -> Mask {
        let (w, h) = (self.w as i32, self.h as i32);
        let mut outside = vec![false; self.data.len()];
        let mut stack = Vec::new();
        let push = |x: i32, y: i32, outside: &mut Vec<bool>, stack: &mut Vec<(i32, i32)>| {
            let i = (y * w + x) as usize;
            if !outside[i] && self.data[i] < 128 {
                outside[i] = true;
                stack.push((x, y));
            }
        };
        for x in 0..w {
            push(x, 0, &mut outside, &mut stack);
            push(x, h - 1, &mut outside, &mut stack);
        }
        for y in 0..h {
            push(0, y, &mut outside, &mut stack);
            push(w - 1, y, &mut outside, &mut stack);
        }
        while let Some((x, y)) = stack.pop() {
            for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)] {
                if nx >= 0 && ny >= 0 && nx < w && ny < h {
                    push(nx, ny, &mut outside, &mut stack);
                }
            }
        }
        let data = self
            .data
            .iter()
            .zip(&outside)
            .map(|(&v, &out)| if out { v } else { 255 })
            .collect();
        Mask {
            w: self.w,
            h: self.h,
            data,
        }
    }

    /// Pixelwise maximum with `other` (same size).
    pub fn union(&self, other: &Mask) -> Mask {
        let data = self
            .data
            .iter()
            .zip(&other.data)
            .map(|(a, b)| *a.max(b))
            .collect();
        Mask {
            w: self.w,
            h: self.h,
            data,
        }
    }
}

impl Sprite {
    /// A fully transparent sprite.
    pub fn new(w: u32, h: u32) -> Self {
        Sprite {
            w,
            h,
            data: vec![[0; 4]; (w * h) as usize],
            spans: Vec::new(),
        }
    }

    /// Records which part of each row is visible; call once the sprite is drawn.
    pub fn finish(mut self) -> Sprite {
        let w = self.w as usize;
        self.spans = (0..self.h as usize)
            .map(|y| {
                let row = &self.data[y * w..(y + 1) * w];
                match row.iter().position(|p| p[3] != 0) {
                    None => (0, 0),
                    Some(first) => {
                        let last = row.iter().rposition(|p| p[3] != 0).unwrap_or(first);
                        (first as u32, last as u32 + 1)
                    }
                }
            })
            .collect();
        self
    }

    /// Paints `mask` (same size) in `colour` over the sprite.
    pub fn paint(&mut self, mask: &Mask, colour: Rgb) {
        for (p, &a) in self.data.iter_mut().zip(&mask.data) {
            let a = a as u32;
            if a == 0 {
                continue;
            }
            let na = 255 - a;
            for i in 0..3 {
                p[i] = (mul255(colour[i] as u32, a) + mul255(p[i] as u32, na)) as u8;
            }
            p[3] = (a + mul255(p[3] as u32, na)) as u8;
        }
    }

    /// Composites `other` (premultiplied) over this sprite with its top-left at (dx, dy).
    pub fn draw_over(&mut self, other: &Sprite, dx: i32, dy: i32) {
        for y in 0..other.h as i32 {
            let ty = y + dy;
            if ty < 0 || ty >= self.h as i32 {
                continue;
            }
            for x in 0..other.w as i32 {
                let tx = x + dx;
                if tx < 0 || tx >= self.w as i32 {
                    continue;
                }
                let s = other.data[(y as u32 * other.w + x as u32) as usize];
                if s[3] == 0 {
                    continue;
                }
                let d = &mut self.data[(ty as u32 * self.w + tx as u32) as usize];
                let na = 255 - s[3] as u32;
                for i in 0..4 {
                    d[i] = (s[i] as u32 + mul255(d[i] as u32, na)) as u8;
                }
            }
        }
    }

    /// The sprite turned 180 degrees.
    pub fn rotated_180(mut self) -> Sprite {
        self.data.reverse();
        self.spans.clear();
        self
    }
}

impl Canvas {
    /// A canvas filled with `bg`.
    pub fn new(w: u32, h: u32, bg: Rgb) -> Self {
        Canvas {
            w,
            h,
            px: bg.repeat((w * h) as usize),
        }
    }

    /// Clips a rectangle to the canvas: (x0, y0, x1, y1) with x1/y1 exclusive, or `None`.
    fn clip(&self, x: i32, y: i32, w: i32, h: i32) -> Option<(usize, usize, usize, usize)> {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + w).min(self.w as i32);
        let y1 = (y + h).min(self.h as i32);
        (x0 < x1 && y0 < y1).then_some((x0 as usize, y0 as usize, x1 as usize, y1 as usize))
    }

    #[inline]
    fn at(&mut self, x: usize, y: usize) -> &mut [u8] {
        let i = (y * self.w as usize + x) * 3;
        &mut self.px[i..i + 3]
    }

    /// Fills a rectangle with `colour`.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            let stride = self.w as usize * 3;
            for yy in y0..y1 {
                let row = &mut self.px[yy * stride + x0 * 3..yy * stride + x1 * 3];
                for p in row.chunks_exact_mut(3) {
                    p.copy_from_slice(&colour);
                }
            }
        }
    }

    /// Blends `colour` over a rectangle with opacity `alpha` (0..=255).
    pub fn blend_rect(&mut self, x: i32, y: i32, w: i32, h: i32, colour: Rgb, alpha: u8) {
        if alpha == 255 {
            return self.fill_rect(x, y, w, h, colour);
        }
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            for yy in y0..y1 {
                for xx in x0..x1 {
                    mix(self.at(xx, yy), colour, alpha as u32);
                }
            }
        }
    }

    /// Copies another canvas onto this one at (x, y).
    pub fn blit(&mut self, x: i32, y: i32, src: &Canvas) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, src.w as i32, src.h as i32) {
            let n = (x1 - x0) * 3;
            for yy in y0..y1 {
                let sy = (yy as i32 - y) as usize;
                let sx = (x0 as i32 - x) as usize;
                let s = (sy * src.w as usize + sx) * 3;
                let d = (yy * self.w as usize + x0) * 3;
                self.px[d..d + n].copy_from_slice(&src.px[s..s + n]);
            }
        }
    }

    /// Paints `mask` in `colour` at (x, y), scaled by `opacity` (0..=255).
    pub fn draw_mask(&mut self, x: i32, y: i32, mask: &Mask, colour: Rgb, opacity: u8) {
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, mask.w as i32, mask.h as i32) {
            for yy in y0..y1 {
                let my = (yy as i32 - y) as u32;
                for xx in x0..x1 {
                    let mx = (xx as i32 - x) as u32;
                    let a = mask.data[(my * mask.w + mx) as usize] as u32;
                    if a != 0 {
                        mix(self.at(xx, yy), colour, mul255(a, opacity as u32));
                    }
                }
            }
        }
    }

    /// Composites a premultiplied sprite at (x, y) with `opacity` (0..=255).
    pub fn draw_sprite(&mut self, x: i32, y: i32, sprite: &Sprite, opacity: u8) {
        let op = opacity as u32;
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, sprite.w as i32, sprite.h as i32) {
            for yy in y0..y1 {
                let sy = (yy as i32 - y) as u32;
                let (mut xa, mut xb) = (x0, x1);
                if let Some(&(first, end)) = sprite.spans.get(sy as usize) {
                    xa = xa.max((x + first as i32).max(0) as usize);
                    xb = xb.min((x + end as i32).max(0) as usize);
                }
                for xx in xa..xb {
                    let sx = (xx as i32 - x) as u32;
                    let s = sprite.data[(sy * sprite.w + sx) as usize];
                    if s[3] == 0 {
                        continue;
                    }
                    let d = self.at(xx, yy);
                    if op == 255 {
                        if s[3] == 255 {
                            d.copy_from_slice(&s[..3]);
                            continue;
                        }
                        let na = 255 - s[3] as u32;
                        for i in 0..3 {
                            d[i] = (s[i] as u32 + mul255(d[i] as u32, na)) as u8;
                        }
                    } else {
                        let na = 255 - mul255(s[3] as u32, op);
                        for i in 0..3 {
                            d[i] = (mul255(s[i] as u32, op) + mul255(d[i] as u32, na)) as u8;
                        }
                    }
                }
            }
        }
    }

    /// Paints an anti-aliased shape: `coverage(px, py)` (pixel centre) in 0..=1 inside the box.
    pub fn shade(
        &mut self,
        bounds: (f32, f32, f32, f32),
        colour: Rgb,
        alpha: u8,
        coverage: impl Fn(f32, f32) -> f32,
    ) {
        let (bx0, by0, bx1, by1) = bounds;
        let x = bx0.floor() as i32;
        let y = by0.floor() as i32;
        let w = bx1.ceil() as i32 - x;
        let h = by1.ceil() as i32 - y;
        if let Some((x0, y0, x1, y1)) = self.clip(x, y, w, h) {
            for yy in y0..y1 {
                for xx in x0..x1 {
                    let c = coverage(xx as f32 + 0.5, yy as f32 + 0.5);
                    if c > 0.0 {
                        let a = (c.min(1.0) * alpha as f32 + 0.5) as u32;
                        mix(self.at(xx, yy), colour, a);
                    }
                }
            }
        }
    }

    /// An anti-aliased filled disc.
    pub fn disc(&mut self, cx: f32, cy: f32, r: f32, colour: Rgb, alpha: u8) {
        self.shade(
            (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
            colour,
            alpha,
            |x, y| r + 0.5 - ((x - cx).powi(2) + (y - cy).powi(2)).sqrt(),
        );
    }

    /// An anti-aliased ring between radii `r - width` and `r`.
    pub fn ring(&mut self, cx: f32, cy: f32, r: f32, width: f32, colour: Rgb, alpha: u8) {
        self.shade(
            (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
            colour,
            alpha,
            |x, y| {
                let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
                (r + 0.5 - d).min(d - (r - width) + 0.5)
            },
        );
    }

    /// An anti-aliased rounded rectangle, snapped to whole pixels: straight parts are plain
    /// fills, only the corners are shaded.
    #[allow(clippy::too_many_arguments)]
    pub fn round_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        radius: f32,
        colour: Rgb,
        alpha: u8,
    ) {
        let (x, y, w, h) = (x.round(), y.round(), w.round(), h.round());
        if w <= 0.0 || h <= 0.0 {
            return;
        }
        let r = radius.min(w / 2.0).min(h / 2.0).max(0.0).floor();
        let ri = r as i32;
        let (xi, yi, wi, hi) = (x as i32, y as i32, w as i32, h as i32);
        self.blend_rect(xi, yi + ri, wi, hi - 2 * ri, colour, alpha);
        self.blend_rect(xi + ri, yi, wi - 2 * ri, ri, colour, alpha);
        self.blend_rect(xi + ri, yi + hi - ri, wi - 2 * ri, ri, colour, alpha);
        if ri == 0 {
            return;
        }
        let corners = [
            (x, y, x + r, y + r),
            (x + w - r, y, x + w - r, y + r),
            (x, y + h - r, x + r, y + h - r),
            (x + w - r, y + h - r, x + w - r, y + h - r),
        ];
        for (bx, by, cx, cy) in corners {
            self.shade((bx, by, bx + r, by + r), colour, alpha, |px, py| {
                r + 0.5 - ((px - cx).powi(2) + (py - cy).powi(2)).sqrt()
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mul255_is_exact_at_the_ends() {
        assert_eq!(mul255(255, 255), 255);
        assert_eq!(mul255(0, 255), 0);
        assert_eq!(mul255(255, 0), 0);
        assert_eq!(mul255(128, 255), 128);
    }

    #[test]
    fn fill_holes_fills_a_closed_ring_only() {
        let mut m = Mask::new(9, 9);
        for i in 2..7 {
            m.raise(i, 2, 255);
            m.raise(i, 6, 255);
            m.raise(2, i, 255);
            m.raise(6, i, 255);
        }
        let f = m.fill_holes();
        assert_eq!(f.get(4, 4), 255);
        assert_eq!(f.get(0, 0), 0);
        assert_eq!(m.get(4, 4), 0);
    }

    #[test]
    fn sprites_clip_at_edges() {
        let mut c = Canvas::new(4, 4, [0, 0, 0]);
        let mut s = Sprite::new(2, 2);
        s.data[0] = [10, 20, 30, 255];
        c.draw_sprite(-1, -1, &s, 255);
        c.draw_sprite(3, 3, &s, 255);
        assert_eq!(&c.px[(3 * 4 + 3) * 3..(3 * 4 + 3) * 3 + 3], &[10, 20, 30]);
    }
}
