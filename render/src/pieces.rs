//! Piece sprites: a glyph rasterised once per (text, ink, box size, rotation) and cached.
//!
//! Chess symbols are drawn the way printed diagrams draw them: the silhouette of the piece is
//! filled (white, violet, or a light undercoat for black), then the detail glyph goes on top —
//! the outline symbol (♔) in dark for white and neutral pieces, the filled symbol (♚) in dark
//! for black ones. DejaVu's filled symbols have see-through gaps, so the undercoat keeps every
//! piece opaque whatever the square. Letters get a filled glyph with a contrasting halo. Other
//! symbols (♥ ☮ …) are solid tokens: silhouette in the piece's colour, lines in the contrasting
//! one, so Black's are unmistakably black. The Happy Face is drawn from shapes, and a chess symbol
//! followed by an emblem ("♟✹") is the chess piece with the emblem on a disc at its foot.

use crate::cache::{Cache, Weigh};
use crate::canvas::{Mask, Sprite};
use crate::palette;
use crate::shapes;
use crate::text::{Face, Fonts};
use ab_glyph::{point, Font, GlyphId, PxScale, Rect};
use rules::view::Ink;
use std::sync::Arc;

/// What a cached sprite depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct PieceKey {
    glyph: String,
    ink: u8,
    w: u32,
    h: u32,
    upside_down: bool,
}

/// Byte budget of the piece sprites (they are only read while building tiles).
const SPRITE_BUDGET: usize = 4 << 20;

/// The cache of piece sprites.
#[derive(Debug)]
pub(crate) struct PieceCache {
    sprites: Cache<PieceKey, Sprite>,
}

impl Default for PieceCache {
    fn default() -> Self {
        PieceCache {
            sprites: Cache::new(SPRITE_BUDGET),
        }
    }
}

impl Weigh for Sprite {
    fn bytes(&self) -> usize {
        self.data.len() * 4 + self.spans.len() * 8
    }
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
        self.sprites.len()
    }

    /// Approximate heap bytes of the cached sprites.
    pub fn bytes(&self) -> usize {
        self.sprites.bytes()
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
        self.sprites.get_or(key, || {
            let mut sprite = build(fonts, glyph, ink, w, h);
            if upside_down {
                sprite = sprite.rotated_180();
            }
            sprite.finish()
        })
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
    if glyph == HAPPY_FACE {
        return happy_face(ink, w, h);
    }
    if let Some((base, emblem)) = composite(glyph) {
        return with_emblem(fonts, base, emblem, ink, w, h);
    }
    if chess_pair(glyph).is_none() && !glyph.chars().all(|c| c.is_ascii_alphanumeric()) {
        return symbol(fonts, glyph, ink, w, h);
    }
    build_plain(fonts, glyph, ink, w, h)
}

/// The Happy Face, drawn rather than taken from the font: DejaVu's ☺ is a thin outline with dot
/// eyes that at preview size reads as a white piece in either ink. This one is a filled face in
/// the piece's ink with tall eyes and a broad smile. (Any smiley turned upside down reads as a
/// frown, so the view never turns this one; see It is what it is's picture code.)
const HAPPY_FACE: &str = "☺";

fn happy_face(ink: Ink, w: u32, h: u32) -> Sprite {
    let unit = w.min(h) as f32;
    let (fill, edge) = palette::piece(ink);
    let c = (w as f32 / 2.0, h as f32 / 2.0);
    let r = unit * 0.39;
    let rim = (unit / 22.0).max(1.2);
    // A tuft of hair marks the top of the head: turned upside down, the face plainly stands on
    // its head instead of frowning.
    let mut sprite = Sprite::new(w, h);
    sprite.paint(&shapes::mask(w, h, |p| shapes::circle(p, c, r + rim)), edge);
    sprite.paint(&shapes::mask(w, h, |p| shapes::circle(p, c, r)), fill);
    let eyes = shapes::mask(w, h, |p| {
        let l = shapes::ellipse(p, (c.0 - r * 0.36, c.1 - r * 0.26), r * 0.13, r * 0.25);
        let rr = shapes::ellipse(p, (c.0 + r * 0.36, c.1 - r * 0.26), r * 0.13, r * 0.25);
        l.min(rr)
    });
    sprite.paint(&eyes, edge);
    let pi = std::f32::consts::PI;
    let smile = shapes::mask(w, h, |p| {
        shapes::arc(
            p,
            (c.0, c.1 - r * 0.02),
            r * 0.58,
            0.18 * pi,
            0.82 * pi,
            r * 0.1,
        )
    });
    sprite.paint(&smile, edge);
    sprite
}

/// A composite piece: a chess symbol followed by one emblem character ("♟✹" is a pawn-like piece
/// marked with a blast). The view uses these for pieces chess has no symbol for.
fn composite(glyph: &str) -> Option<(&str, &str)> {
    let mut chars = glyph.char_indices();
    chars.next()?;
    let (i, _) = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    let base = &glyph[..i];
    chess_pair(base).map(|_| (base, &glyph[i..]))
}

/// Draws the chess piece `base` a little smaller, up and left, and `emblem` on a disc in the
/// piece's colours in the bottom-right corner: the piece says how it moves, the emblem what it
/// is.
fn with_emblem(fonts: &Fonts, base: &str, emblem: &str, ink: Ink, w: u32, h: u32) -> Sprite {
    let unit = w.min(h) as f32;
    let (fill, edge) = palette::piece(ink);
    let mut sprite = Sprite::new(w, h);
    let bw = (w as f32 * 0.86).round() as u32;
    let bh = (h as f32 * 0.86).round() as u32;
    let piece = build_plain(fonts, base, ink, bw, bh);
    sprite.draw_over(&piece, -((unit * 0.03) as i32), -((unit * 0.01) as i32));
    let d = unit * 0.50;
    let c = (
        w as f32 - d / 2.0 - unit * 0.01,
        h as f32 - d / 2.0 - unit * 0.01,
    );
    let rim = (unit / 28.0).max(1.0);
    sprite.paint(&shapes::mask(w, h, |p| shapes::circle(p, c, d / 2.0)), edge);
    sprite.paint(
        &shapes::mask(w, h, |p| shapes::circle(p, c, d / 2.0 - rim)),
        fill,
    );
    let mark = fitted(fonts, emblem, Face::Regular, w, h, d * 0.68, d * 0.68, c);
    sprite.paint(&mark, edge);
    sprite
}

/// `text` rasterised on one line, scaled to fit `fit_w` x `fit_h` and centred on `c`.
#[allow(clippy::too_many_arguments)]
fn fitted(
    fonts: &Fonts,
    text: &str,
    face: Face,
    w: u32,
    h: u32,
    fit_w: f32,
    fit_h: f32,
    c: (f32, f32),
) -> Mask {
    let probe = 100.0;
    let (placed, _) = fonts.layout(text, face, probe);
    let stamps: Vec<Stamp> = placed
        .iter()
        .map(|p| Stamp {
            face: p.face,
            id: p.id,
            px: probe,
            x: p.x,
            y: 0.0,
        })
        .collect();
    let Some(b) = bounds(fonts, &stamps) else {
        return Mask::new(w, h);
    };
    let k = (fit_w / b.width()).min(fit_h / b.height());
    let scaled: Vec<Stamp> = stamps
        .iter()
        .map(|s| Stamp {
            face: s.face,
            id: s.id,
            px: probe * k,
            x: s.x * k,
            y: 0.0,
        })
        .collect();
    let dx = c.0 - (b.min.x + b.max.x) * k / 2.0;
    let dy = c.1 - (b.min.y + b.max.y) * k / 2.0;
    stamp(fonts, &scaled, dx, dy, w, h)
}

/// A symbol that is neither a chess piece nor a letter (♥ ☮ ★ …), drawn as a solid token: its
/// silhouette filled in the piece's colour with a contrasting rim, and the symbol's own lines in
/// the contrasting colour on top. Black's symbols are therefore as dark as Black's chess pieces
/// (an outline glyph in black ink alone would read as a white piece).
fn symbol(fonts: &Fonts, glyph: &str, ink: Ink, w: u32, h: u32) -> Sprite {
    let unit = w.min(h) as f32;
    let (fill, edge) = palette::piece(ink);
    let c = (w as f32 / 2.0, h as f32 / 2.0);
    let mask = fitted(
        fonts,
        glyph,
        Face::Regular,
        w,
        h,
        unit * 0.80,
        unit * 0.78,
        c,
    );
    let silhouette = mask.fill_holes();
    let covered: u32 = mask.data.iter().map(|&v| v as u32).sum();
    let solid: u32 = silhouette.data.iter().map(|&v| v as u32).sum();
    let mut sprite = Sprite::new(w, h);
    let rim = match ink {
        Ink::Black => unit / 30.0,
        _ => unit / 26.0,
    };
    sprite.paint(&silhouette.dilate(rim.max(1.0)), edge);
    sprite.paint(&silhouette, fill);
    if (covered as f32) < solid as f32 * 0.85 {
        // An outline symbol: its lines go on top of the filled body, thinned for Black so the
        // token stays mostly dark.
        let lines = match ink {
            Ink::Black => mask.erode(unit / 36.0),
            _ => mask,
        };
        sprite.paint(&lines, edge);
    }
    sprite
}

/// Draws a chess symbol or letters.
fn build_plain(fonts: &Fonts, glyph: &str, ink: Ink, w: u32, h: u32) -> Sprite {
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
