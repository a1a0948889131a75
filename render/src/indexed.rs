//! The 256-colour table a frame is drawn in, and colour arithmetic on its indices.
//!
//! A [`ColourTable`] is built once per set of board themes in a picture (the squares of the
//! themes decide which anti-aliasing ramps are worth a slot). It holds, in priority order: the
//! solid colours the renderer paints (backgrounds, squares, highlights, inks, tones, items),
//! then ramps between the colours that meet at anti-aliased edges (a piece's outline over each
//! square colour, text over the panel, an arrow's rim over its fill), midpoints first, until the
//! 256 slots are full. Solid colours are therefore exact; edges are the nearest ramp step.
//!
//! Blending in index space — "colour `fg` at coverage level `l` over index `bg`" — is a lookup in
//! a lazily filled table (at most 256 × [`LEVELS`] × 256 entries, each computed once by a
//! nearest-colour search), so text, arrows and badges drawn per frame cost one load per edge
//! pixel, as lila-gif's precomputed ramps do.

use crate::canvas::Rgb;
use crate::palette;
use rules::view::{Ink, ItemKind, PlaneTheme, Scheme, Tone};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU16, Ordering};

/// Coverage levels of a blend: 0 is transparent, `LEVELS` opaque.
pub(crate) const LEVELS: u32 = 16;

/// Coverage `a` (0..=255) as a blend level (0..=[`LEVELS`]).
#[inline]
pub(crate) fn level(a: u32) -> u32 {
    (a * LEVELS + 127) / 255
}

/// `a` over `b` with opacity `alpha` (0..=255), rounded.
pub(crate) fn mix(b: Rgb, a: Rgb, alpha: u32) -> Rgb {
    let na = 255 - alpha;
    [0, 1, 2].map(|i| ((a[i] as u32 * alpha + b[i] as u32 * na + 127) / 255) as u8)
}

/// A set of board themes, as a bit mask: the key of a colour table.
pub(crate) fn theme_mask(themes: impl IntoIterator<Item = PlaneTheme>) -> u8 {
    themes.into_iter().fold(0, |m, t| m | 1 << theme_code(t))
}

/// A stable small number per theme.
pub(crate) fn theme_code(t: PlaneTheme) -> u8 {
    match t {
        PlaneTheme::Classic => 0,
        PlaneTheme::Heaven => 1,
        PlaneTheme::Hell => 2,
        PlaneTheme::Field => 3,
    }
}

const ALL_THEMES: [PlaneTheme; 4] = [
    PlaneTheme::Classic,
    PlaneTheme::Heaven,
    PlaneTheme::Hell,
    PlaneTheme::Field,
];

const TONES: [Tone; 7] = [
    Tone::Plain,
    Tone::Good,
    Tone::Bad,
    Tone::Info,
    Tone::Warn,
    Tone::Magic,
    Tone::Muted,
];

const ITEMS: [ItemKind; 5] = [
    ItemKind::Coin,
    ItemKind::Fire,
    ItemKind::Ice,
    ItemKind::ChaosOrb,
    ItemKind::Trap,
];

/// Up to 256 colours and the blend table over them.
pub(crate) struct ColourTable {
    colours: Vec<Rgb>,
    /// The same entries in the colour-blind-safe scheme: each is made exactly as its standard
    /// entry was (the same mixes and ramps), from the scheme's own named colours, so a frame
    /// drawn in the standard table's indices reads in either ([`ColourTable::colours_for`]).
    colours_cb: Vec<Rgb>,
    exact: HashMap<Rgb, u8>,
    /// Per (fg, level, bg): 0 when not computed yet, else the blended index + 1.
    blends: Vec<AtomicU16>,
}

impl std::fmt::Debug for ColourTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ColourTable")
            .field("colours", &self.colours.len())
            .finish()
    }
}

/// A colour in both schemes: the standard one, and what the colour-blind-safe scheme puts in
/// its place. Named colours differ where the standard pairs red with green; every mix is made
/// in both at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Duo {
    std: Rgb,
    cb: Rgb,
}

impl Duo {
    /// A named colour of the palette.
    fn of(c: Rgb) -> Duo {
        Duo {
            std: c,
            cb: palette::colour_blind(c),
        }
    }

    /// `a` over `self` with opacity `alpha`, in both schemes.
    fn mix(self, a: Duo, alpha: u32) -> Duo {
        Duo {
            std: mix(self.std, a.std, alpha),
            cb: mix(self.cb, a.cb, alpha),
        }
    }
}

/// Collects candidate colours by priority (lower first).
struct Builder {
    wanted: Vec<(u8, Duo)>,
}

/// A named colour of the palette in both schemes.
fn d(c: Rgb) -> Duo {
    Duo::of(c)
}

impl Builder {
    fn key(&mut self, c: Duo) {
        self.wanted.push((0, c));
    }

    /// `steps` colours strictly between `a` and `b`: the middle ones at `priority`, the others
    /// one priority lower, so that a full table keeps the coarse ramp.
    fn ramp(&mut self, a: Duo, b: Duo, steps: u32, priority: u8) {
        for i in 1..=steps {
            let alpha = (i * 255 + steps.div_ceil(2)) / (steps + 1);
            let p = if i * 2 == steps + 1 || steps <= 1 {
                priority
            } else {
                priority + 1
            };
            self.wanted.push((p, a.mix(b, alpha)));
        }
    }

    /// The solid colours every picture uses, exactly: background, panel, inks, marks, tones,
    /// badges, arrows, items, HP bars.
    fn solid_colours(&mut self) {
        for c in [
            palette::BACKGROUND,
            palette::PANEL,
            palette::TRAY_CHIP,
            palette::COORD,
            palette::INK_DARK,
            palette::INK_WHITE,
            palette::INK_BLACK_EDGE,
            palette::INK_BLACK,
            palette::INK_NEUTRAL,
            palette::LAST_MOVE,
            palette::CHECK,
            palette::DANGER,
            palette::TARGET,
            [0, 0, 0],
            [0xff, 0xff, 0xff],
        ] {
            self.key(d(c));
        }
        for t in TONES {
            self.key(d(palette::tone(t)));
            let (fill, ink) = palette::badge(t);
            self.key(d(fill));
            self.key(d(ink));
        }
        for ink in [Ink::White, Ink::Black, Ink::Neutral] {
            let (fill, rim) = palette::arrow(ink);
            self.key(d(fill));
            self.key(d(rim));
        }
        for k in ITEMS {
            let (disc, symbol) = palette::item(k);
            self.key(d(disc));
            self.key(d(symbol));
        }
        for f in [1.0, 0.5, 0.1] {
            self.key(d(palette::hp(f)));
        }
        for c in [palette::FIRE_CORE, palette::COIN_RIM, palette::ORB_STAND] {
            self.key(d(c));
        }
    }

    /// The square colours of `themes`, plain and under each highlight; returns each square
    /// colour with its last-move (from, to) and danger variants.
    fn square_grounds(&mut self, themes: &[PlaneTheme]) -> Vec<Ground> {
        let mut grounds = Vec::new();
        let (last, danger_c) = (d(palette::LAST_MOVE), d(palette::DANGER));
        for &t in themes {
            let (light, dark) = palette::squares(t);
            for sq in [d(light), d(dark)] {
                let from = sq.mix(last, palette::LAST_FROM_ALPHA);
                let to = sq.mix(last, palette::LAST_TO_ALPHA);
                let danger = sq.mix(danger_c, palette::DANGER_ALPHA);
                for c in [sq, from, to, danger] {
                    self.key(c);
                }
                self.key(sq.mix(d(palette::TARGET), palette::TARGET_DOT_ALPHA));
                self.key(danger.mix(danger_c, palette::DANGER_FRAME_ALPHA));
                // A collision (Apocalypse) marks a square both last-move and danger.
                for g in [from, to] {
                    self.wanted
                        .push((2, g.mix(danger_c, palette::DANGER_ALPHA)));
                }
                grounds.push((sq, from, to, danger));
            }
        }
        grounds
    }

    /// Anti-aliasing of piece edges over every square colour: the most visible ramps.
    fn piece_edges(&mut self, grounds: &[Ground]) {
        for &(sq, from, to, danger) in grounds {
            for g in [sq, to, from] {
                self.ramp(g, d(palette::INK_DARK), 3, 1);
                self.ramp(g, d(palette::INK_BLACK_EDGE), 2, 2);
            }
            self.ramp(danger, d(palette::INK_DARK), 2, 3);
            self.ramp(sq, d(palette::CHECK), 4, 3);
            self.ramp(sq, d(palette::TARGET), 2, 4);
            // Faded pieces (ghosts, stunned pieces) are drawn translucent.
            for ink in [palette::INK_WHITE, palette::INK_BLACK, palette::INK_NEUTRAL] {
                self.wanted.push((3, sq.mix(d(ink), palette::FADED_ALPHA)));
            }
            self.wanted
                .push((4, sq.mix(d(palette::INK_DARK), palette::FADED_ALPHA)));
        }
    }

    /// Ramps inside the pieces, for text on the background and the panel, tray chips,
    /// arrows, items and HP bars.
    fn inner_ramps(&mut self) {
        let dark = d(palette::INK_DARK);
        // Inside the pieces.
        self.ramp(d(palette::INK_WHITE), dark, 4, 1);
        self.ramp(d(palette::INK_BLACK), d(palette::INK_BLACK_EDGE), 4, 1);
        self.ramp(d(palette::INK_NEUTRAL), dark, 3, 1);
        self.ramp(d(palette::INK_NEUTRAL), d(palette::INK_WHITE), 2, 3);
        // Text on the dark background and the panel; tray chips.
        self.ramp(d(palette::BACKGROUND), d(palette::COORD), 3, 1);
        self.ramp(d(palette::BACKGROUND), d(palette::tone(Tone::Plain)), 3, 1);
        for t in TONES {
            self.ramp(d(palette::PANEL), d(palette::tone(t)), 3, 2);
            let (fill, ink) = palette::badge(t);
            self.ramp(d(fill), d(ink), 2, 3);
            self.ramp(d(fill), dark, 1, 4);
        }
        self.ramp(d(palette::BACKGROUND), d(palette::PANEL), 1, 3);
        self.ramp(d(palette::BACKGROUND), d(palette::TRAY_CHIP), 2, 3);
        self.ramp(d(palette::TRAY_CHIP), dark, 3, 2);
        self.ramp(d(palette::TRAY_CHIP), d(palette::INK_BLACK_EDGE), 1, 3);
        // Arrows: rim to fill.
        for ink in [Ink::White, Ink::Black, Ink::Neutral] {
            let (fill, rim) = palette::arrow(ink);
            self.ramp(d(rim), d(fill), 3, 2);
        }
        // Items and HP bars.
        for k in ITEMS {
            let (disc, symbol) = palette::item(k);
            self.ramp(d(disc), d(symbol), 2, 3);
            self.ramp(d(disc), dark, 1, 4);
        }
        for f in [1.0, 0.5, 0.1] {
            self.ramp(d(palette::hp(f)), d([0xff, 0xff, 0xff]), 2, 3);
            self.ramp(d(palette::hp(f)), dark, 1, 4);
        }
        self.ramp(dark, d([0xff, 0xff, 0xff]), 3, 3);
    }

    /// Finer steps where there is room left: piece outlines and the commonest text.
    fn finer_ramps(&mut self, grounds: &[Ground]) {
        for &(sq, from, to, _) in grounds {
            for g in [sq, to, from] {
                self.ramp(g, d(palette::INK_DARK), 7, 5);
                self.ramp(g, d(palette::INK_BLACK_EDGE), 5, 6);
            }
        }
        for t in [Tone::Plain, Tone::Muted] {
            self.ramp(d(palette::PANEL), d(palette::tone(t)), 7, 5);
        }
        self.ramp(d(palette::INK_WHITE), d(palette::INK_DARK), 7, 5);
        self.ramp(d(palette::INK_BLACK), d(palette::INK_BLACK_EDGE), 7, 5);
    }

    /// The table: the wanted colours in priority order, skipping those too close to one
    /// already in (by their standard colour), at most 256.
    fn finish(mut self) -> Vec<Duo> {
        self.wanted.sort_by_key(|w| w.0);
        let mut colours: Vec<Duo> = Vec::with_capacity(256);
        for (p, c) in self.wanted {
            if colours.len() == 256 {
                break;
            }
            let near = if p == 0 { 0 } else { 12 };
            if colours.iter().all(|k| distance(k.std, c.std) > near) {
                colours.push(c);
            }
        }
        colours
    }
}

/// A square colour with its last-move from and to, and danger, variants.
type Ground = (Duo, Duo, Duo, Duo);

/// Weighted squared distance between colours (green counts most, as the eye sees it).
#[inline]
fn distance(a: Rgb, b: Rgb) -> u32 {
    let d = |i: usize| (a[i] as i32 - b[i] as i32).pow(2) as u32;
    2 * d(0) + 4 * d(1) + 3 * d(2)
}

impl ColourTable {
    /// The table for pictures whose boards use the themes in `mask` (see [`theme_mask`]).
    pub fn for_themes(mask: u8) -> ColourTable {
        let themes: Vec<PlaneTheme> = ALL_THEMES
            .into_iter()
            .filter(|t| mask & 1 << theme_code(*t) != 0)
            .collect();
        let mut b = Builder { wanted: Vec::new() };
        b.solid_colours();
        let grounds = b.square_grounds(&themes);
        b.piece_edges(&grounds);
        b.inner_ramps();
        b.finer_ramps(&grounds);
        let duos = b.finish();
        let colours: Vec<Rgb> = duos.iter().map(|c| c.std).collect();
        let colours_cb = duos.iter().map(|c| c.cb).collect();
        let exact = colours
            .iter()
            .enumerate()
            .rev()
            .map(|(i, &c)| (c, i as u8))
            .collect();
        let n = colours.len() * LEVELS as usize * 256;
        ColourTable {
            colours,
            colours_cb,
            exact,
            blends: (0..n).map(|_| AtomicU16::new(0)).collect(),
        }
    }

    /// The standard colours, index order.
    #[cfg(test)]
    pub fn colours(&self) -> &[Rgb] {
        &self.colours
    }

    /// The colours of `scheme`, index order: the same frame reads in either.
    pub fn colours_for(&self, scheme: Scheme) -> &[Rgb] {
        match scheme {
            Scheme::Standard => &self.colours,
            Scheme::ColourBlind => &self.colours_cb,
        }
    }

    /// The index of `c`: exact for the table's own colours, else the nearest.
    pub fn index(&self, c: Rgb) -> u8 {
        match self.exact.get(&c) {
            Some(&i) => i,
            None => self.nearest(c),
        }
    }

    /// The index of the colour nearest to `c`.
    pub fn nearest(&self, c: Rgb) -> u8 {
        let mut best = (u32::MAX, 0u8);
        for (i, &k) in self.colours.iter().enumerate() {
            let d = distance(k, c);
            if d < best.0 {
                best = (d, i as u8);
                if d == 0 {
                    break;
                }
            }
        }
        best.1
    }

    /// Colour index `fg` at coverage `level` (1..[`LEVELS`]) over index `bg`.
    #[inline]
    pub fn blend(&self, fg: u8, level: u32, bg: u8) -> u8 {
        let slot = ((fg as usize * LEVELS as usize) + level as usize) * 256 + bg as usize;
        let v = self.blends[slot].load(Ordering::Relaxed);
        if v != 0 {
            return (v - 1) as u8;
        }
        let alpha = (level * 255 + LEVELS / 2) / LEVELS;
        let c = mix(self.colours[bg as usize], self.colours[fg as usize], alpha);
        let i = self.nearest(c);
        // Every thread computes the same value, so a race only repeats the work.
        self.blends[slot].store(i as u16 + 1, Ordering::Relaxed);
        i
    }

    /// Approximate heap bytes held.
    pub fn bytes(&self) -> usize {
        self.blends.len() * 2 + self.colours.len() * 3 + self.exact.len() * 8
    }

    /// Converts an RGB image (row-major, 3 bytes a pixel) to indices.
    pub fn quantise(&self, rgb: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(rgb.len() / 3);
        let mut memo: HashMap<Rgb, u8> = HashMap::new();
        let mut last: Option<(Rgb, u8)> = None;
        for p in rgb.chunks_exact(3) {
            let c = [p[0], p[1], p[2]];
            let i = match last {
                Some((lc, li)) if lc == c => li,
                _ => *memo.entry(c).or_insert_with(|| self.index(c)),
            };
            last = Some((c, i));
            out.push(i);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_is_full_and_keeps_its_solid_colours_exact() {
        for mask in 1..16u8 {
            let t = ColourTable::for_themes(mask);
            assert!(t.colours().len() <= 256);
            for c in [
                palette::BACKGROUND,
                palette::INK_WHITE,
                palette::INK_BLACK,
                palette::LAST_MOVE,
            ] {
                assert_eq!(t.colours()[t.index(c) as usize], c);
            }
        }
        let classic = ColourTable::for_themes(theme_mask([PlaneTheme::Classic]));
        assert!(classic.colours().len() > 240, "ramps fill the table");
        let (light, dark) = palette::squares(PlaneTheme::Classic);
        for c in [
            light,
            dark,
            mix(light, palette::LAST_MOVE, palette::LAST_TO_ALPHA),
        ] {
            assert_eq!(classic.colours()[classic.index(c) as usize], c);
        }
    }

    #[test]
    fn blends_run_from_background_to_foreground() {
        let t = ColourTable::for_themes(theme_mask([PlaneTheme::Classic]));
        let bg = t.index(palette::PANEL);
        let fg = t.index(palette::tone(Tone::Plain));
        // Text on the panel has its own ramp: every level lands close to the true mix.
        for l in 1..LEVELS {
            let got = t.colours()[t.blend(fg, l, bg) as usize];
            let want = mix(palette::PANEL, palette::tone(Tone::Plain), l * 255 / LEVELS);
            assert!(distance(got, want) < 900, "level {l}: {got:?} vs {want:?}");
        }
        let mid = t.colours()[t.blend(fg, LEVELS / 2, bg) as usize];
        let want = mix(palette::PANEL, palette::tone(Tone::Plain), 128);
        assert!(distance(mid, want) < 400, "{mid:?} vs {want:?}");
        // Cached: the same answer twice.
        assert_eq!(t.blend(fg, 5, bg), t.blend(fg, 5, bg));
    }
}
