//! Arrows over a board: square centres joined by a thick line with a head at the end, a
//! contrasting rim, dashes for moves that did not happen. Each distinct arrow shape (relative
//! path, square size, ink, dashes) is rasterised once into a sprite and cached.

use crate::canvas::{mul255, Sprite};
use crate::frame::{Frame, Stamp};
use crate::layout::BoardBox;
use crate::palette;
use crate::tiles::Themed;
use crate::Renderer;
use rules::view::{Arrow, Ink};

/// What an arrow stamp depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ArrowKey {
    /// Screen offsets of the path's squares from the first, in squares.
    steps: Vec<(i8, i8)>,
    sq: u32,
    ink: u8,
    dashed: bool,
    /// The first square has a piece: the shaft starts at its edge, not its centre.
    trim_start: bool,
    /// The last square has a piece: the head stops at its edge instead of covering it.
    trim_end: bool,
    /// Sub-pixel position of the first centre, in quarter pixels.
    frac: (u8, u8),
    /// Another arrow on the board goes the opposite way over the same squares (two pieces
    /// that swapped places): each is drawn to its own right, so neither hides the other.
    beside: bool,
}

/// A rasterised arrow: the sprite and where the first square's centre sits in it.
#[derive(Debug)]
struct ArrowSprite {
    sprite: Sprite,
    origin: (i32, i32),
}

impl Renderer {
    /// Draws `arrow` on the board `bx`; `occupied` tells which squares hold a piece, so the
    /// arrow's ends can keep off them; `beside`, that another arrow goes the opposite way over
    /// the same squares, so this one is drawn to its right.
    pub(crate) fn draw_arrow(
        &self,
        frame: &mut Frame,
        themed: &Themed,
        bx: &BoardBox,
        arrow: &Arrow,
        occupied: &dyn Fn(rules::Square) -> bool,
        beside: bool,
    ) {
        let on_board: Vec<rules::Square> = arrow
            .path
            .iter()
            .copied()
            .filter(|s| s.file < bx.files && s.rank < bx.ranks)
            .collect();
        let (Some(&first_sq), Some(&last_sq)) = (on_board.first(), on_board.last()) else {
            return;
        };
        let first = bx.centre(first_sq);
        let mut steps: Vec<(i8, i8)> = Vec::new();
        for &s in &on_board {
            let c = bx.centre(s);
            let step = (
                ((c.0 - first.0) / bx.sq).round() as i8,
                ((c.1 - first.1) / bx.sq).round() as i8,
            );
            if steps.last() != Some(&step) {
                steps.push(step);
            }
        }
        if steps.len() < 2 {
            return;
        }
        let frac = (first.0.fract(), first.1.fract());
        let key = ArrowKey {
            steps,
            sq: bx.sq as u32,
            ink: crate::tiles::ink_code(arrow.ink),
            dashed: arrow.dashed,
            trim_start: occupied(first_sq),
            trim_end: occupied(last_sq),
            frac: ((frac.0 * 4.0) as u8, (frac.1 * 4.0) as u8),
            beside,
        };
        let key_for_build = key.clone();
        let stamp = themed.arrows.get_or(key, || {
            let built = build(&key_for_build, arrow.ink, frac.0, frac.1);
            let mut st = Stamp::from_sprite(&built.sprite, &themed.table);
            st.origin = built.origin;
            st
        });
        frame.stamp(
            first.0.floor() as i32 - stamp.origin.0,
            first.1.floor() as i32 - stamp.origin.1,
            &stamp,
        );
    }
}

/// Distance in squares from a square's centre to its edge along the unit direction (ux, uy):
/// half a square straight across, more along a diagonal.
fn to_edge(ux: f32, uy: f32) -> f32 {
    0.5 / ux.abs().max(uy.abs()).max(1e-3)
}

/// The shortest arrow between two occupied squares next door, from the shaft's start to the
/// tip, in squares (issue 35: a cancelled Apocalypse capture was a stub).
const MIN_SHORT_LEN: f32 = 0.6;

/// How far an arrow drawn beside its reverse moves to its right, in squares.
const BESIDE: f32 = 0.14;

/// Arrows are opaque: they no longer cover the pieces at their ends, and solid colours stay
/// exact in the palette.
const OPACITY: f32 = 255.0;

/// Rasterises an arrow. The first centre sits at (origin + frac) in sprite pixels.
fn build(key: &ArrowKey, ink: Ink, frac_x: f32, frac_y: f32) -> ArrowSprite {
    let s = key.sq as f32;
    let widths = Widths {
        hw: s * 0.085,
        ow: (s * 0.03).max(1.5),
    };
    let (fill, edge) = palette::arrow(ink);
    let shape = Shape::of(key, widths);

    let grow = widths.hw + widths.ow + 2.0;
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for p in shape.pts.iter().chain(shape.corners.iter()) {
        x0 = x0.min(p.0 - grow);
        y0 = y0.min(p.1 - grow);
        x1 = x1.max(p.0 + grow);
        y1 = y1.max(p.1 + grow);
    }
    let origin = (-(x0.floor() as i32), -(y0.floor() as i32));
    let w = (x1.ceil() - x0.floor()) as u32 + 1;
    let h = (y1.ceil() - y0.floor()) as u32 + 1;
    let mut sprite = Sprite::new(w, h);
    for yy in 0..h {
        for xx in 0..w {
            // Pixel centre in path coordinates.
            let x = xx as f32 + 0.5 - origin.0 as f32 - frac_x;
            let y = yy as f32 + 0.5 - origin.1 as f32 - frac_y;
            let Some((outer, t)) = shape.cover(key, widths, x, y) else {
                continue;
            };
            let a = (outer * OPACITY + 0.5) as u32;
            let colour =
                [0, 1, 2].map(|i| edge[i] as f32 + (fill[i] as f32 - edge[i] as f32) * t + 0.5);
            let p = &mut sprite.data[(yy * w + xx) as usize];
            for i in 0..3 {
                p[i] = mul255(colour[i] as u32, a) as u8;
            }
            p[3] = a as u8;
        }
    }
    ArrowSprite {
        sprite: sprite.finish(),
        origin,
    }
}

/// An arrow's widths in pixels: half the shaft (`hw`) and its outline (`ow`).
#[derive(Clone, Copy)]
struct Widths {
    hw: f32,
    ow: f32,
}

/// An arrow's geometry in path coordinates (pixels, the first centre at the origin).
struct Shape {
    /// The shaft's polyline, trimmed at both ends; it ends at the head's base.
    pts: Vec<(f32, f32)>,
    /// The head's corners, tip first.
    corners: [(f32, f32); 3],
    /// Each head edge: a point on it and its outward normal.
    edges: Vec<((f32, f32), (f32, f32))>,
    /// Shaft segments.
    segs: Vec<Segment>,
    /// The shaft's whole length.
    along: f32,
}

impl Shape {
    /// The geometry of the arrow `key` with widths `wd`.
    fn of(key: &ArrowKey, wd: Widths) -> Shape {
        let s = key.sq as f32;
        let head_len = s * 0.36;
        let head_hw = s * 0.22;
        let mut pts: Vec<(f32, f32)> = key
            .steps
            .iter()
            .map(|&(c, r)| (c as f32 * s, r as f32 * s))
            .collect();

        // The tip stops a little before the last centre; the shaft ends at the head's base.
        let n = pts.len();
        let (ex, ey) = pts[n - 1];
        let (px, py) = pts[n - 2];
        let seg = ((ex - px).powi(2) + (ey - py).powi(2)).sqrt();
        let (ux, uy) = ((ex - px) / seg, (ey - py) / seg);
        // With a piece on the last square the tip stops at that square's edge, so the head lies
        // wholly outside it and covers neither the piece nor its badges.
        let mut back = if key.trim_end {
            to_edge(ux, uy) + wd.ow / s + 0.01
        } else {
            0.1
        };
        if key.trim_start {
            // Start at the edge of the first square: the piece standing there stays visible.
            let (ax, ay) = pts[0];
            let (bx, by) = pts[1];
            let first = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt();
            let (vx, vy) = ((bx - ax) / first, (by - ay) / first);
            // Past the edge by the shaft's round cap, so the cap stays outside too.
            let mut cut = (s * to_edge(vx, vy) + (wd.hw + wd.ow) * 1.2).min(first * 0.4);
            // Between two pieces next door (an Apocalypse capture both sides cancelled, a void
            // move onto a piece), stopping at both squares' edges leaves a stub: the arrow
            // keeps a readable length, centred between them, over the squares' rims.
            if n == 2 && key.trim_end {
                let room = first - cut - s * back;
                let want = s * MIN_SHORT_LEN;
                if room < want {
                    let inset = ((first - want) / 2.0).max(0.0);
                    cut = inset;
                    back = inset / s;
                }
            }
            pts[0] = (ax + vx * cut, ay + vy * cut);
        }
        // The last leg from where the shaft now starts.
        let (px, py) = pts[n - 2];
        let seg = ((ex - px).powi(2) + (ey - py).powi(2)).sqrt();
        let tip = (ex - ux * s * back, ey - uy * s * back);
        // The head never takes more than most of the last leg.
        let head_len = head_len.min((seg - s * back) * 0.75);
        let base = (tip.0 - ux * head_len, tip.1 - uy * head_len);
        pts[n - 1] = (base.0 + ux, base.1 + uy);
        let mut corners = [
            tip,
            (base.0 - uy * head_hw, base.1 + ux * head_hw),
            (base.0 + uy * head_hw, base.1 - ux * head_hw),
        ];
        if key.beside {
            // To the arrow's right (the screen's y runs down), by a little more than its
            // shaft's width: the arrow going the other way moves to the other side.
            let (rx, ry) = (-uy * s * BESIDE, ux * s * BESIDE);
            for p in pts.iter_mut().chain(corners.iter_mut()) {
                *p = (p.0 + rx, p.1 + ry);
            }
        }
        let (segs, along) = segments(&pts);
        Shape {
            edges: head_edges(&corners),
            pts,
            corners,
            segs,
            along,
        }
    }

    /// How much of the pixel centred on (`x`, `y`) the arrow covers (0–1), and how far inside
    /// the outline it is (0: outline colour, 1: fill), or `None` if it is outside.
    fn cover(&self, key: &ArrowKey, wd: Widths, x: f32, y: f32) -> Option<(f32, f32)> {
        let s = key.sq as f32;
        let dash = s * 0.1;
        let period = s * 0.5;
        let mut best = f32::MAX;
        let mut best_t = 0.0;
        for &(a, (dx, dy), len, start) in &self.segs {
            let t = ((x - a.0) * dx + (y - a.1) * dy).clamp(0.0, len);
            let d = ((x - a.0 - dx * t).powi(2) + (y - a.1 - dy * t).powi(2)).sqrt();
            if d < best {
                best = d;
                best_t = start + t;
            }
        }
        if key.dashed && best_t < self.along - 1.0 {
            // Dashes are capsules: distance past a dash's end counts like distance off
            // the line, so each dash gets rounded, rimmed ends.
            let m = best_t % period;
            let off = if m <= dash {
                0.0
            } else {
                (m - dash).min(period - m)
            };
            best = (best * best + off * off).sqrt();
        }
        let (outer, inner) = (wd.hw + wd.ow + 0.5 - best, wd.hw + 0.5 - best);
        let sd = self
            .edges
            .iter()
            .map(|(a, nrm)| (x - a.0) * nrm.0 + (y - a.1) * nrm.1)
            .fold(f32::MIN, f32::max);
        let outer = outer.max(wd.ow + 0.5 - sd).min(1.0);
        if outer <= 0.0 {
            return None;
        }
        Some((outer, inner.max(0.5 - sd).clamp(0.0, 1.0)))
    }
}

/// Each edge of the head triangle with its outward normal.
fn head_edges(corners: &[(f32, f32); 3]) -> Vec<((f32, f32), (f32, f32))> {
    let centroid = (
        (corners[0].0 + corners[1].0 + corners[2].0) / 3.0,
        (corners[0].1 + corners[1].1 + corners[2].1) / 3.0,
    );
    (0..3)
        .map(|i| {
            let a = corners[i];
            let b = corners[(i + 1) % 3];
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt();
            let mut nrm = (dy / len, -dx / len);
            if (centroid.0 - a.0) * nrm.0 + (centroid.1 - a.1) * nrm.1 > 0.0 {
                nrm = (-nrm.0, -nrm.1);
            }
            (a, nrm)
        })
        .collect()
}

/// A shaft segment: its start, unit direction, length, and distance along the path at its
/// start (for dashes).
type Segment = ((f32, f32), (f32, f32), f32, f32);

/// The segments of the polyline `pts` and its whole length.
fn segments(pts: &[(f32, f32)]) -> (Vec<Segment>, f32) {
    let mut segs = Vec::new();
    let mut along = 0.0;
    for w in pts.windows(2) {
        let (a, b) = (w[0], w[1]);
        let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt().max(1e-3);
        segs.push((a, ((b.0 - a.0) / len, (b.1 - a.1) / len), len, along));
        along += len;
    }
    (segs, along)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bent_arrow_has_a_head_at_the_end() {
        let key = ArrowKey {
            steps: vec![(0, 0), (0, -2), (2, -4), (2, -5)],
            sq: 64,
            ink: 0,
            dashed: false,
            trim_start: false,
            trim_end: false,
            frac: (0, 0),
            beside: false,
        };
        let a = build(&key, Ink::White, 0.0, 0.0);
        // Tip region: just below the last centre (2, -5) squares from the first.
        let (x, y) = (a.origin.0 + 128, a.origin.1 - 320 + 20);
        let p = a.sprite.data[(y as u32 * a.sprite.w + x as u32) as usize];
        assert!(p[3] > 100, "{p:?} {} {}", a.sprite.w, a.sprite.h);
    }
}
