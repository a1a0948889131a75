//! Piece sprites: a glyph rasterised once per (text, ink, box size, rotation) and cached.
//!
//! Chess symbols are drawn the way printed diagrams draw them: the silhouette of the piece is
//! filled (white, violet, or a light undercoat for black), then the detail glyph goes on top —
//! the outline symbol (♔) in dark for white and neutral pieces, the filled symbol (♚) in dark
//! for black ones. DejaVu's filled symbols have see-through gaps, so the undercoat keeps every
//! piece opaque whatever the square. Other text (letters, ☺, ♥) gets a filled glyph with a
//! contrasting halo.

use crate::canvas::{Mask, Sprite};
use crate::palette;
use crate::text::{Face, Fonts};
use ab_glyph::{point, Font, GlyphId, PxScale, Rect};
use rules::view::Ink;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// What a cached sprite depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct PieceKey {
    glyph: String,
    ink: u8,
    w: u32,
    h: u32,
    upside_down: bool,
}

/// The cache of piece sprites.
#[derive(Debug, Default)]
pub(crate) struct PieceCache {
    sprites: RwLock<HashMap<PieceKey, Arc<Sprite>>>,
}

fn ink_code(ink: Ink) -> u8 {
    match ink {
        Ink::White => 0,
        Ink::Black => 1,
        Ink::Neutral => 2,
    }
}

/// The (filled, outline) chess symbols for `text` if it is a single chess symbol.
pub(crate) fn chess_pair(text: &str) -> Option<(char, char)> {
    let mut chars = text.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    let code = c as u32;
    match code {
        0x265A..=0x265F => Some((c, char::from_u32(code - 6)?)),
        0x2654..=0x2659 => Some((char::from_u32(code + 6)?, c)),
        _ => None,
    }
}

impl PieceCache {
    /// How many entries are cached.
    pub fn cached(&self) -> usize {
        self.sprites.read().expect("piece cache lock").len()
    }

    /// Approximate heap bytes of the cached sprites.
    pub fn bytes(&self) -> usize {
        self.sprites
            .read()
            .expect("piece cache lock")
            .values()
            .map(|s| s.data.len() * 4 + s.spans.len() * 8 + 64)
            .sum()
    }

    /// The sprite of `glyph` in `ink`, fitted to a `w` x `h` box.
    pub fn get(
        &self,
        fonts: &Fonts,
        glyph: &str,
        ink: Ink,
        w: u32,
        h: u32,
        upside_down: bool,
    ) -> Arc<Sprite> {
        let key = PieceKey {
            glyph: glyph.to_string(),
            ink: ink_code(ink),
            w,
            h,
            upside_down,
        };
        if let Some(s) = self.sprites.read().expect("piece cache lock").get(&key) {
            return s.clone();
        }
        let mut sprite = build(fonts, glyph, ink, w, h);
        if upside_down {
            sprite = sprite.rotated_180();
        }
        let sprite = sprite.finish();
        self.sprites
            .write()
            .expect("piece cache lock")
            .entry(key)
            .or_insert_with(|| Arc::new(sprite))
            .clone()
    }
}

/// One glyph to stamp: face, id, size, pen position.
struct Stamp {
    face: Face,
    id: GlyphId,
    px: f32,
    x: f32,
    y: f32,
}

/// Pixel bounds of the stamps together, or `None` if nothing has an outline.
fn bounds(fonts: &Fonts, stamps: &[Stamp]) -> Option<Rect> {
    let mut acc: Option<Rect> = None;
    for s in stamps {
        let g =
            s.id.with_scale_and_position(PxScale::from(s.px), point(s.x, s.y));
        if let Some(og) = fonts.font(s.face).outline_glyph(g) {
            let b = og.px_bounds();
            acc = Some(match acc {
                None => b,
                Some(a) => Rect {
                    min: point(a.min.x.min(b.min.x), a.min.y.min(b.min.y)),
                    max: point(a.max.x.max(b.max.x), a.max.y.max(b.max.y)),
                },
            });
        }
    }
    acc
}

/// Rasterises the stamps, shifted by (dx, dy), into a `w` x `h` mask.
fn stamp(fonts: &Fonts, stamps: &[Stamp], dx: f32, dy: f32, w: u32, h: u32) -> Mask {
    let mut mask = Mask::new(w, h);
    for s in stamps {
        let g =
            s.id.with_scale_and_position(PxScale::from(s.px), point(s.x + dx, s.y + dy));
        if let Some(og) = fonts.font(s.face).outline_glyph(g) {
            let b = og.px_bounds();
            let (ox, oy) = (b.min.x as i32, b.min.y as i32);
            og.draw(|x, y, c| mask.raise(ox + x as i32, oy + y as i32, (c * 255.0 + 0.5) as u8));
        }
    }
    mask
}

/// Draws a piece sprite of `w` x `h` pixels.
fn build(fonts: &Fonts, glyph: &str, ink: Ink, w: u32, h: u32) -> Sprite {
    let unit = w.min(h) as f32;
    let (fill, edge) = palette::piece(ink);
    let mut sprite = Sprite::new(w, h);
    if let Some((filled, outline)) = chess_pair(glyph) {
        let font = fonts.font(Face::Regular);
        // Size the set so that the king, the tallest piece, is 80% of the square.
        let king = [Stamp {
            face: Face::Regular,
            id: font.glyph_id('♚'),
            px: unit,
            x: 0.0,
            y: 0.0,
        }];
        let king_h = bounds(fonts, &king).map_or(unit, |b| b.height());
        let px = unit * unit * 0.80 / king_h;
        let one = |c: char| Stamp {
            face: Face::Regular,
            id: font.glyph_id(c),
            px,
            x: 0.0,
            y: 0.0,
        };
        let both = [one(outline), one(filled)];
        let Some(b) = bounds(fonts, &both) else {
            return sprite;
        };
        let dx = (w as f32 - (b.min.x + b.max.x)) / 2.0;
        let dy = (h as f32 - (b.min.y + b.max.y)) / 2.0;
        let outline_mask = stamp(fonts, &both[..1], dx, dy, w, h);
        let filled_mask = stamp(fonts, &both[1..], dx, dy, w, h);
        let silhouette = outline_mask.union(&filled_mask).fill_holes();
        match ink {
            Ink::Black => {
                sprite.paint(&silhouette.dilate(unit / 36.0), edge);
                sprite.paint(&filled_mask, fill);
            }
            Ink::White | Ink::Neutral => {
                sprite.paint(&silhouette.dilate(unit / 80.0), edge);
                sprite.paint(&silhouette, fill);
                sprite.paint(&outline_mask, edge);
            }
        }
        return sprite;
    }

    // Letters and symbols: bold where the bold face has them, one line, centred.
    let letters = glyph.chars().all(|c| c.is_ascii_alphanumeric());
    let mut px = unit * 0.95;
    let mut stamps;
    let mut b;
    loop {
        let (placed, _) = fonts.layout(glyph, Face::Bold, px);
        stamps = placed
            .iter()
            .map(|p| Stamp {
                face: p.face,
                id: p.id,
                px,
                x: p.x,
                y: 0.0,
            })
            .collect::<Vec<_>>();
        let Some(found) = bounds(fonts, &stamps) else {
            return sprite;
        };
        b = found;
        let (bw, bh) = (b.width(), b.height());
        let fit = (w as f32 * 0.82 / bw).min(h as f32 * 0.80 / bh);
        if fit >= 1.0 || px < 6.0 {
            break;
        }
        px *= fit.max(0.5);
    }
    let dx = (w as f32 - (b.min.x + b.max.x)) / 2.0;
    let dy = if letters {
        // Shared baseline, so that "c" stays visibly smaller than "C".
        h as f32 / 2.0 + px * 0.63 / 2.0
    } else {
        (h as f32 - (b.min.y + b.max.y)) / 2.0
    };
    let mask = stamp(fonts, &stamps, dx, dy, w, h);
    let halo = match ink {
        Ink::White => unit / 24.0,
        Ink::Black => unit / 40.0,
        Ink::Neutral => unit / 30.0,
    };
    sprite.paint(&mask.dilate(halo.max(1.0)), edge);
    sprite.paint(&mask, fill);
    sprite
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_pairs_map_filled_and_outline_symbols() {
        assert_eq!(chess_pair("♚"), Some(('♚', '♔')));
        assert_eq!(chess_pair("♙"), Some(('♟', '♙')));
        assert_eq!(chess_pair("K"), None);
        assert_eq!(chess_pair("♚♛"), None);
    }

    #[test]
    fn sprites_are_cached_and_rotation_mirrors() {
        let fonts = Fonts::new();
        let cache = PieceCache::default();
        let a = cache.get(&fonts, "c", Ink::White, 64, 64, false);
        let b = cache.get(&fonts, "c", Ink::White, 64, 64, false);
        assert!(Arc::ptr_eq(&a, &b));
        let r = cache.get(&fonts, "c", Ink::White, 64, 64, true);
        let n = a.data.len();
        assert_eq!(a.data[10 * 64 + 20], r.data[n - 1 - (10 * 64 + 20)]);
        assert_ne!(a.data, r.data);
    }

    #[test]
    fn white_king_is_opaque_inside() {
        let fonts = Fonts::new();
        let s = build(&fonts, "♚", Ink::White, 80, 80);
        // The middle of the piece is covered (no see-through gaps) and mostly white.
        let covered = s.data.iter().filter(|p| p[3] == 255).count();
        assert!(covered > 80 * 80 / 8, "{covered}");
        // Without the filled silhouette, the middle of the outline glyph ♔ would be see-through.
        assert_eq!(s.data[40 * 80 + 40][3], 255);
        let white = s.data.iter().filter(|p| p[3] == 255 && p[0] > 240).count();
        assert!(white > covered / 2, "{white} of {covered}");
    }
}
