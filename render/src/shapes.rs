//! Vector shapes as signed distance functions, rasterised into coverage masks: the icons the
//! fonts do not have (the Happy Face, the items) are built from these.
//!
//! Distances are in pixels, negative inside; a pixel's coverage is `0.5 - distance`, clamped,
//! which anti-aliases every edge over one pixel.

use crate::canvas::Mask;

/// A point.
pub(crate) type P = (f32, f32);

/// Distance to a disc of radius `r` at `c`.
pub(crate) fn circle(p: P, c: P, r: f32) -> f32 {
    ((p.0 - c.0).powi(2) + (p.1 - c.1).powi(2)).sqrt() - r
}

/// Distance to an axis-aligned ellipse (a good approximation near the edge).
pub(crate) fn ellipse(p: P, c: P, rx: f32, ry: f32) -> f32 {
    let (dx, dy) = ((p.0 - c.0) / rx, (p.1 - c.1) / ry);
    let k = (dx * dx + dy * dy).sqrt();
    (k - 1.0) * rx.min(ry)
}

/// Distance to a thick segment from `a` to `b` with round caps of radius `r`.
pub(crate) fn capsule(p: P, a: P, b: P, r: f32) -> f32 {
    let (pax, pay) = (p.0 - a.0, p.1 - a.1);
    let (bax, bay) = (b.0 - a.0, b.1 - a.1);
    let len2 = (bax * bax + bay * bay).max(1e-6);
    let h = ((pax * bax + pay * bay) / len2).clamp(0.0, 1.0);
    ((pax - bax * h).powi(2) + (pay - bay * h).powi(2)).sqrt() - r
}

/// Distance to a thick circular arc: centre `c`, radius `r`, from angle `a0` to `a1` (radians,
/// y down, counter-clockwise from +x is negative y), line half-width `w`, round caps.
pub(crate) fn arc(p: P, c: P, r: f32, a0: f32, a1: f32, w: f32) -> f32 {
    let ang = (p.1 - c.1).atan2(p.0 - c.0);
    let inside = if a0 <= a1 {
        ang >= a0 && ang <= a1
    } else {
        ang >= a0 || ang <= a1
    };
    if inside {
        (circle(p, c, r)).abs() - w
    } else {
        let e0 = (c.0 + r * a0.cos(), c.1 + r * a0.sin());
        let e1 = (c.0 + r * a1.cos(), c.1 + r * a1.sin());
        circle(p, e0, w).min(circle(p, e1, w))
    }
}

/// Distance to a polygon (any simple polygon, points in order).
pub(crate) fn polygon(p: P, pts: &[P]) -> f32 {
    let n = pts.len();
    let mut d = f32::MAX;
    let mut inside = false;
    let mut j = n - 1;
    for i in 0..n {
        let (a, b) = (pts[j], pts[i]);
        d = d.min(capsule(p, a, b, 0.0));
        if (b.1 > p.1) != (a.1 > p.1) && p.0 < (a.0 - b.0) * (p.1 - b.1) / (a.1 - b.1) + b.0 {
            inside = !inside;
        }
        j = i;
    }
    if inside {
        -d
    } else {
        d
    }
}

/// Rasterises a shape given by its distance function into a `w` x `h` mask.
pub(crate) fn mask(w: u32, h: u32, sdf: impl Fn(P) -> f32) -> Mask {
    let mut m = Mask::new(w, h);
    for y in 0..h {
        for x in 0..w {
            let d = sdf((x as f32 + 0.5, y as f32 + 0.5));
            let c = (0.5 - d).clamp(0.0, 1.0);
            m.data[(y * w + x) as usize] = (c * 255.0 + 0.5) as u8;
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_cover_their_inside_only() {
        let m = mask(20, 20, |p| circle(p, (10.0, 10.0), 5.0));
        assert_eq!(m.get(10, 10), 255);
        assert_eq!(m.get(1, 1), 0);
        let tri = [(2.0, 2.0), (18.0, 2.0), (10.0, 18.0)];
        let t = mask(20, 20, |p| polygon(p, &tri));
        assert_eq!(t.get(10, 6), 255);
        assert_eq!(t.get(2, 17), 0);
        let a = mask(40, 40, |p| {
            arc(p, (20.0, 20.0), 12.0, 0.3, std::f32::consts::PI - 0.3, 2.0)
        });
        assert_eq!(a.get(20, 32), 255, "the bottom of a smile");
        assert_eq!(a.get(20, 8), 0, "not the top");
    }
}
