//! A game as an animated GIF: one frame a view, encoded the way lichess's lila-gif encodes its
//! game GIFs.
//!
//! - The frames are drawn in the renderer's own 256-colour table (see `indexed`), and its
//!   indices go to the encoder as they are: no quantising, no dithering, one global colour table
//!   for the whole file.
//! - After the first frame, each move is only the rectangles that changed since the one before
//!   (the squares of the move, the panel's lines: apart, each its own rectangle, so LZW packs
//!   the change and not the screen between), kept on screen under it (disposal "keep"), and
//!   inside a rectangle every pixel that did not change is the frame's transparent index: long
//!   runs of one code, which LZW packs into almost nothing. The transparent index is chosen per
//!   rectangle among the indices its changed pixels do not use, so all 256 colours stay usable.
//!   A move's rectangles but the last show for a glance ([`SUB_FRAME_CS`]), the last for the
//!   rest of the move's time, as lila-gif draws a move's clocks before its board.
//! - Delays: the first and the last frame stay [`Delays::ENDS_CS`] (3 s), the others a step time
//!   set by [`Speed`]; the file loops forever.
//!
//! Views of one game may differ in size (a panel line that wraps): the screen is the largest of
//! them, and a smaller frame is drawn on the background colour at the top left.

use crate::frame::Frame;
use crate::{palette, Framing, Renderer};
use rules::view::BoardView;
use std::borrow::Cow;

/// How fast the moves follow each other.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    /// Two seconds a move.
    Slow,
    /// One second a move.
    #[default]
    Normal,
    /// Half a second a move.
    Fast,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// The word for it: `slow`, `normal`, `fast`.
    pub fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
        }
    }

    /// Reads `slow`, `normal` or `fast` (any case).
    pub fn parse(text: &str) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text.trim()))
    }

    /// How long a move's frame shows, in hundredths of a second (GIF's unit).
    pub fn step_cs(self) -> u16 {
        match self {
            Speed::Slow => 200,
            Speed::Normal => 100,
            Speed::Fast => 50,
        }
    }
}

/// Frame delays, in hundredths of a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Delays;

impl Delays {
    /// The first and the last frame: long enough to read the start and the end.
    pub const ENDS_CS: u16 = 300;

    /// The delay of frame `i` of `n` at `speed`.
    pub fn of(i: usize, n: usize, speed: Speed) -> u16 {
        if i == 0 || i + 1 == n {
            Delays::ENDS_CS
        } else {
            speed.step_cs()
        }
    }
}

/// The screen's size and background, in palette indices, `w` a row.
#[derive(Clone, Copy)]
struct Screen {
    w: usize,
    h: usize,
    bg: u8,
}

/// A rectangle of the screen: (x0, y0, x1, y1), ends exclusive.
type Rect = (usize, usize, usize, usize);

/// One view drawn on the whole screen: `h` rows of `w` indices, row `y` from
/// `y * stride + skip` on. A frame the screen's size is kept as drawn (its rows start one byte
/// in, after the PNG filter byte), not copied.
struct Shot {
    px: Vec<u8>,
    stride: usize,
    skip: usize,
}

impl Shot {
    /// Row `y`'s pixels from `x0` to `x1`.
    #[inline]
    fn row(&self, y: usize, x0: usize, x1: usize) -> &[u8] {
        let start = y * self.stride + self.skip;
        &self.px[start + x0..start + x1]
    }
}

impl Screen {
    /// The whole screen showing `frame` at the top left, the rest background.
    fn shot(self, frame: Frame) -> Shot {
        let (fw, fh) = (frame.w as usize, frame.h as usize);
        let (px, stride) = frame.into_rows();
        if (fw, fh) == (self.w, self.h) {
            return Shot {
                px,
                stride,
                skip: 1,
            };
        }
        let mut screen = vec![self.bg; self.w * self.h];
        for y in 0..fh.min(self.h) {
            let row = &px[y * stride + 1..y * stride + 1 + fw];
            screen[y * self.w..y * self.w + fw].copy_from_slice(row);
        }
        Shot {
            px: screen,
            stride: self.w,
            skip: 0,
        }
    }

    /// The screen's pixels, row after row.
    fn pixels(self, shot: &Shot) -> Vec<u8> {
        let mut px = Vec::with_capacity(self.w * self.h);
        for y in 0..self.h {
            px.extend_from_slice(shot.row(y, 0, self.w));
        }
        px
    }

    /// Where `next` differs from `shown`: a few rectangles that hold every changed pixel; none
    /// when the screens are the same. Changes apart by at least [`GAP`] pixels of unchanged
    /// rows, then of unchanged columns (a move's squares and the panel's lines, say), get
    /// rectangles of their own, so the frames cover the change and not the screen between; past
    /// [`MAX_RECTS`] pieces, one rectangle around them all.
    fn changed(self, shown: &Shot, next: &Shot) -> Vec<Rect> {
        let w = self.w;
        // Each row's changed span, and bands of changed rows (gaps under GAP bridged).
        let spans: Vec<Option<(usize, usize)>> = (0..self.h)
            .map(|y| difference(shown.row(y, 0, w), next.row(y, 0, w)))
            .collect();
        let mut bands: Vec<Rect> = Vec::new();
        for (y, span) in spans.iter().enumerate() {
            let Some((first, last)) = *span else { continue };
            match bands.last_mut() {
                Some(band) if y < band.3 + GAP => {
                    *band = (band.0.min(first), band.1, band.2.max(last), y + 1);
                }
                _ => bands.push((first, y, last, y + 1)),
            }
        }
        let mut rects = Vec::new();
        for (x0, y0, x1, y1) in bands {
            // Within a band: the columns that change, grouped (gaps under GAP bridged).
            let mut cols = vec![false; x1 - x0];
            for (y, span) in spans.iter().enumerate().take(y1).skip(y0) {
                if let Some((first, last)) = *span {
                    mark_changes(
                        shown.row(y, first, last),
                        next.row(y, first, last),
                        &mut cols[first - x0..last - x0],
                    );
                }
            }
            let mut groups: Vec<(usize, usize)> = Vec::new();
            for (x, _) in cols.iter().enumerate().filter(|(_, c)| **c) {
                match groups.last_mut() {
                    Some(g) if x < g.1 + GAP => g.1 = x + 1,
                    _ => groups.push((x, x + 1)),
                }
            }
            for (gx0, gx1) in groups {
                let (gx0, gx1) = (x0 + gx0, x0 + gx1);
                // The group's own rows, tightened.
                let differs = |y: &usize| shown.row(*y, gx0, gx1) != next.row(*y, gx0, gx1);
                let top = (y0..y1).find(differs).unwrap_or(y0);
                let bottom = (y0..y1).rev().find(differs).map_or(y1, |y| y + 1);
                rects.push((gx0, top, gx1, bottom));
            }
        }
        if rects.len() > MAX_RECTS {
            let all = rects.iter().fold((self.w, self.h, 0, 0), |u, r| {
                (u.0.min(r.0), u.1.min(r.1), u.2.max(r.2), u.3.max(r.3))
            });
            rects = vec![all];
        }
        rects
    }

    /// The GIF frames that turn screen `shown` into screen `next`, shown `delay` in all: one
    /// a changed rectangle, its unchanged pixels transparent; all but the last shown
    /// [`SUB_FRAME_CS`] (a glance), the last the rest of `delay`. They depend on those two
    /// screens alone, so the frames of a game are worked out in parallel.
    fn diff_frames(self, shown: &Shot, next: &Shot, delay: u16) -> Vec<gif::Frame<'static>> {
        let rects = self.changed(shown, next);
        if rects.is_empty() {
            // Nothing changed (an action the picture does not show): one transparent pixel
            // keeps the frame, and so its delay, in the file.
            let mut frame = frame_at(0, 0, 1, 1, vec![0], delay);
            frame.transparent = Some(0);
            return vec![frame];
        }
        let glances = SUB_FRAME_CS * (rects.len() as u16 - 1);
        let last_delay = delay.saturating_sub(glances).max(SUB_FRAME_CS + 1);
        let n = rects.len();
        rects
            .into_iter()
            .enumerate()
            .map(|(i, rect)| {
                let shown_for = if i + 1 == n { last_delay } else { SUB_FRAME_CS };
                rect_frame(shown, next, rect, shown_for)
            })
            .collect()
    }
}

/// The frame of rectangle `(x0, y0, x1, y1)` of `next`, the pixels `shown` already has
/// transparent (an index the changed pixels do not use). An unchanged pixel may also be
/// written as its own colour, where that continues the colour before it: either way the screen
/// shows the same, and longer runs of one index pack smaller.
fn rect_frame(
    shown: &Shot,
    next: &Shot,
    (x0, y0, x1, y1): Rect,
    delay: u16,
) -> gif::Frame<'static> {
    let (rw, rh) = (x1 - x0, y1 - y0);
    let mut used = [false; 256];
    for y in y0..y1 {
        for (p, q) in shown
            .row(y, x0, x1)
            .chunks(8)
            .zip(next.row(y, x0, x1).chunks(8))
        {
            if same(p, q) {
                continue;
            }
            for (p, q) in p.iter().zip(q) {
                if p != q {
                    used[usize::from(*q)] = true;
                }
            }
        }
    }
    let transparent = used.iter().position(|u| !u).map(|i| i as u8);
    let mut px = Vec::with_capacity(rw * rh);
    match transparent {
        Some(t) => {
            let mut last = t;
            for y in y0..y1 {
                let (a, b) = (shown.row(y, x0, x1), next.row(y, x0, x1));
                for (p, q) in a.chunks(8).zip(b.chunks(8)) {
                    if last == t && same(p, q) {
                        // Unchanged, after a transparent pixel: transparent.
                        px.extend(std::iter::repeat_n(t, q.len()));
                        continue;
                    }
                    px.extend(p.iter().zip(q).map(|(p, q)| {
                        last = if p != q || *q == last { *q } else { t };
                        last
                    }));
                }
            }
        }
        None => (y0..y1).for_each(|y| px.extend_from_slice(next.row(y, x0, x1))),
    }
    let mut frame = frame_at(x0, y0, rw, rh, px, delay);
    frame.transparent = transparent;
    frame
}

/// Where rows `a` and `b` differ: the first and one past the last differing pixel, or `None`.
/// Equal rows (most of them) cost one `memcmp`; the ends of a changed one are found eight
/// pixels at a time.
fn difference(a: &[u8], b: &[u8]) -> Option<(usize, usize)> {
    if a == b {
        return None;
    }
    let n = a.len();
    let word = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8 bytes"));
    let mut first = 0;
    while first + 8 <= n {
        let x = word(a, first) ^ word(b, first);
        if x != 0 {
            first += x.trailing_zeros() as usize / 8;
            break;
        }
        first += 8;
    }
    while a[first] == b[first] {
        first += 1;
    }
    let mut end = n;
    while end >= first + 8 {
        let x = word(a, end - 8) ^ word(b, end - 8);
        if x != 0 {
            end -= x.leading_zeros() as usize / 8;
            break;
        }
        end -= 8;
    }
    while a[end - 1] == b[end - 1] {
        end -= 1;
    }
    Some((first, end))
}

/// Whether two runs of at most eight pixels are the same: one compare of words when they are
/// eight long (a slice compare would call `memcmp`).
#[inline]
fn same(p: &[u8], q: &[u8]) -> bool {
    match (<[u8; 8]>::try_from(p), <[u8; 8]>::try_from(q)) {
        (Ok(a), Ok(b)) => u64::from_ne_bytes(a) == u64::from_ne_bytes(b),
        _ => p == q,
    }
}

/// Sets `cols[x]` where `a[x]` and `b[x]` differ, skipping equal words of eight pixels.
fn mark_changes(a: &[u8], b: &[u8], cols: &mut [bool]) {
    let mut chunks = a.chunks(8).zip(b.chunks(8)).zip(cols.chunks_mut(8));
    for ((p, q), c) in &mut chunks {
        if same(p, q) {
            continue;
        }
        for ((p, q), c) in p.iter().zip(q).zip(c) {
            *c |= p != q;
        }
    }
}

/// Unchanged pixels between two changes that put them in rectangles of their own.
const GAP: usize = 16;

/// The most rectangles one move's change is split into.
const MAX_RECTS: usize = 6;

/// How long a frame that is part of a move's change shows, in hundredths of a second: a glance
/// (browsers show any delay under 2 as 10), before the move's last frame, which shows the rest
/// of the move's time. [`decode_gif`] counts such a frame as part of the one after it.
pub const SUB_FRAME_CS: u16 = 2;

/// A frame of `w`×`h` indices at (x, y), kept on screen under the next one.
fn frame_at(
    x: usize,
    y: usize,
    w: usize,
    h: usize,
    px: Vec<u8>,
    delay: u16,
) -> gif::Frame<'static> {
    gif::Frame {
        left: x as u16,
        top: y as u16,
        width: w as u16,
        height: h as u16,
        buffer: Cow::Owned(px),
        delay,
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}

impl Renderer {
    /// Draws `views` in order as a looping animated GIF, the first and last frames shown
    /// 3 s and the others as `speed` says. No views make one frame of one background pixel.
    pub fn render_gif(&self, views: &[BoardView], speed: Speed) -> Vec<u8> {
        let delays: Vec<u16> = (0..views.len())
            .map(|i| Delays::of(i, views.len(), speed))
            .collect();
        self.render_gif_with_delays(views, &delays)
    }

    /// Draws `views` as a looping animated GIF, frame `i` shown `delays[i]` hundredths of a
    /// second. Every frame is drawn in the colour table of the first view's boards and in its
    /// colour scheme (the views of one game share them).
    pub fn render_gif_with_delays(&self, views: &[BoardView], delays: &[u16]) -> Vec<u8> {
        self.render_gif_on(views, delays, workers())
    }

    /// [`Renderer::render_gif_with_delays`] on `workers` threads: the bytes do not depend on
    /// how many.
    fn render_gif_on(&self, views: &[BoardView], delays: &[u16], workers: usize) -> Vec<u8> {
        assert_eq!(views.len(), delays.len(), "a delay a view");
        let Some(first) = views.first() else {
            return empty_gif();
        };
        let themed = self.themed_for(first);
        let lays: Vec<crate::layout::Layout> = views
            .iter()
            .map(|v| crate::layout::layout(v, &self.fonts, Framing::Full))
            .collect();
        let w = lays
            .iter()
            .map(|l| l.width)
            .max()
            .unwrap_or(1)
            .clamp(1, 65_535) as usize;
        let h = lays
            .iter()
            .map(|l| l.height)
            .max()
            .unwrap_or(1)
            .clamp(1, 65_535) as usize;
        let bg = themed.table.index(palette::BACKGROUND);
        let screen = Screen { w, h, bg };
        let colours = themed.table.colours_for(first.scheme).concat();
        let mut out = Vec::new();
        {
            let mut encoder = gif::Encoder::new(&mut out, w as u16, h as u16, &colours)
                .expect("writing a GIF header into memory cannot fail");
            encoder
                .set_repeat(gif::Repeat::Infinite)
                .expect("writing into memory cannot fail");
            // A batch at a time, so a long game never holds all its pictures at once: its
            // screens are drawn in parallel, then its GIF frames (each the change from the
            // screen before) worked out and LZW-packed in parallel, and written in order.
            let per_batch = BATCH_PER_WORKER * workers;
            let mut before: Option<Shot> = None;
            let laid: Vec<(&BoardView, &crate::layout::Layout)> = views.iter().zip(&lays).collect();
            // The screens of a batch done with, for the next batch to draw in.
            let spare = std::sync::Mutex::new(Vec::new());
            for (b, batch) in laid.chunks(per_batch).enumerate() {
                let screens = in_parallel(batch, workers, |(view, lay)| {
                    let buffer = spare
                        .lock()
                        .expect("spare buffers")
                        .pop()
                        .unwrap_or_default();
                    screen.shot(self.draw_laid(view, lay, Framing::Full, &themed, buffer))
                });
                let delays = &delays[b * per_batch..];
                let order: Vec<usize> = (0..batch.len()).collect();
                let gif_frames = in_parallel(&order, workers, |&i| {
                    let shown = if i == 0 {
                        before.as_ref()
                    } else {
                        Some(&screens[i - 1])
                    };
                    let mut frames = match shown {
                        Some(shown) => screen.diff_frames(shown, &screens[i], delays[i]),
                        None => vec![frame_at(0, 0, w, h, screen.pixels(&screens[0]), delays[0])],
                    };
                    for frame in &mut frames {
                        let mut packed = Vec::with_capacity(frame.buffer.len() / 8);
                        crate::lzw::encode(&frame.buffer, &mut packed);
                        frame.buffer = Cow::Owned(packed);
                    }
                    frames
                });
                for gif_frame in gif_frames.iter().flatten() {
                    encoder
                        .write_lzw_pre_encoded_frame(gif_frame)
                        .expect("writing into memory cannot fail");
                }
                let mut screens = screens;
                if let Some(done) = before.replace(screens.pop().expect("a batch has views")) {
                    screens.push(done);
                }
                spare
                    .lock()
                    .expect("spare buffers")
                    .extend(screens.into_iter().map(|s| s.px));
            }
        }
        out
    }
}

/// Frames drawn at once by each worker: enough to keep them busy, few enough that a long game's
/// pictures are never all in memory (a 875×851 frame is 0.7 MB).
const BATCH_PER_WORKER: usize = 8;

/// How many threads draw and pack frames: the machine's cores, at most 4 (a replay is one
/// request among others).
fn workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().min(4))
}

/// `f` of every item, in order, the items split in `workers` runs done on threads of their own.
fn in_parallel<'s, T: Sync, R: Send>(
    items: &'s [T],
    workers: usize,
    f: impl Fn(&'s T) -> R + Sync,
) -> Vec<R> {
    if workers < 2 || items.len() < 2 {
        return items.iter().map(f).collect();
    }
    let run = items.len().div_ceil(workers);
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(run)
            .map(|part| {
                let f = &f;
                scope.spawn(move || part.iter().map(f).collect::<Vec<R>>())
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a drawing thread panicked"))
            .collect()
    })
}

/// The animation of nothing: one frame of one background pixel (a GIF without frames is not
/// one that decoders read).
fn empty_gif() -> Vec<u8> {
    let mut out = Vec::new();
    {
        let bg = palette::BACKGROUND;
        let mut encoder =
            gif::Encoder::new(&mut out, 1, 1, &bg).expect("writing into memory cannot fail");
        encoder
            .write_frame(&frame_at(0, 0, 1, 1, vec![0], 0))
            .expect("writing into memory cannot fail");
    }
    out
}

/// An animated GIF read back: every frame as the screen shows it (composed over the frames
/// before it), and its delay; a move drawn in several frames (see [`SUB_FRAME_CS`]) is one.
/// For tests, and for anyone checking a replay.
#[derive(Clone, Debug)]
pub struct DecodedGif {
    /// Screen width in pixels.
    pub width: u32,
    /// Screen height in pixels.
    pub height: u32,
    /// Each frame as shown, RGB, row by row.
    pub frames: Vec<image::RgbImage>,
    /// Each frame's delay, hundredths of a second.
    pub delays: Vec<u16>,
    /// Whether the file loops forever.
    pub loops: bool,
}

/// Decodes an animated GIF into the screens it shows (see [`DecodedGif`]).
pub fn decode_gif(bytes: &[u8]) -> Result<DecodedGif, String> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).map_err(|e| e.to_string())?;
    let (width, height) = (decoder.width() as u32, decoder.height() as u32);
    let global = decoder
        .global_palette()
        .map(<[u8]>::to_vec)
        .unwrap_or_default();
    let mut screen = image::RgbImage::new(width, height);
    let mut frames = Vec::new();
    let mut delays = Vec::new();
    // A move drawn in several frames shows as one: the glances before its last frame add
    // their time to it.
    let mut glances = 0;
    while let Some(frame) = decoder.read_next_frame().map_err(|e| e.to_string())? {
        let palette = frame.palette.as_deref().unwrap_or(&global);
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let x = frame.left as u32 + (i % frame.width as usize) as u32;
            let y = frame.top as u32 + (i / frame.width as usize) as u32;
            let c = palette
                .get(index as usize * 3..index as usize * 3 + 3)
                .ok_or("a pixel indexes past the colour table")?;
            if x < width && y < height {
                screen.put_pixel(x, y, image::Rgb([c[0], c[1], c[2]]));
            }
        }
        if frame.delay == SUB_FRAME_CS {
            glances += frame.delay;
            continue;
        }
        frames.push(screen.clone());
        delays.push(frame.delay + glances);
        glances = 0;
    }
    let loops = decoder.repeat() == gif::Repeat::Infinite;
    Ok(DecodedGif {
        width,
        height,
        frames,
        delays,
        loops,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::VariantId;

    /// The public views, from White, of a game of `variant` after each of up to `plies` random
    /// legal actions (a simultaneous turn once both sides have acted).
    fn game_views(variant: VariantId, plies: usize) -> Vec<BoardView> {
        crate::samples::game_views(variant, plies)
    }

    #[test]
    fn a_game_decodes_to_its_pictures() {
        let r = Renderer::new();
        let views = game_views(VariantId::Oracle, 12);
        assert!(views.len() >= 10, "{}", views.len());
        let gif = r.render_gif(&views, Speed::Normal);
        let decoded = decode_gif(&gif).expect("valid GIF");
        assert_eq!(decoded.frames.len(), views.len());
        assert!(decoded.loops);
        let first = r.render(&views[0]);
        assert_eq!((decoded.width, decoded.height), first.dimensions());
        for (i, view) in views.iter().enumerate() {
            let want = image::DynamicImage::ImageRgba8(r.render(view)).to_rgb8();
            assert!(
                decoded.frames[i] == want,
                "frame {i} differs from its picture"
            );
        }
        let n = views.len();
        assert_eq!(decoded.delays[0], 300);
        assert_eq!(decoded.delays[n - 1], 300);
        assert!(decoded.delays[1..n - 1].iter().all(|&d| d == 100));
    }

    #[test]
    fn speed_sets_the_step_and_not_the_ends() {
        let r = Renderer::new();
        let views = game_views(VariantId::Battlefield, 4);
        for speed in Speed::ALL {
            let decoded = decode_gif(&r.render_gif(&views, speed)).unwrap();
            let n = decoded.delays.len();
            assert_eq!(decoded.delays[0], 300);
            assert_eq!(decoded.delays[n - 1], 300);
            assert_eq!(decoded.delays[1], speed.step_cs(), "{speed:?}");
            assert_eq!(Speed::parse(speed.name()), Some(speed));
        }
        assert_eq!(Speed::parse(" FAST "), Some(Speed::Fast));
        assert_eq!(Speed::parse("warp"), None);
    }

    #[test]
    fn later_frames_are_only_the_changed_rectangles() {
        let r = Renderer::new();
        let views = game_views(VariantId::ItIsWhatItIs, 3);
        let gif = r.render_gif(&views, Speed::Normal);
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let (w, h) = (decoder.width() as usize, decoder.height() as usize);
        let first = decoder.read_next_frame().unwrap().unwrap();
        assert_eq!((first.width as usize, first.height as usize), (w, h));
        // The first move: its glances, then its last frame.
        let mut frames = Vec::new();
        loop {
            let frame = decoder.read_next_frame().unwrap().unwrap().clone();
            let last = frame.delay != SUB_FRAME_CS;
            frames.push(frame);
            if last {
                break;
            }
        }
        assert!(frames.len() <= MAX_RECTS, "{} frames", frames.len());
        // From the move's squares to the panel's lines: rectangles within the screen that
        // together cover a small part of it, and more of what they cover changed than not.
        let area: usize = frames
            .iter()
            .map(|f| f.width as usize * f.height as usize)
            .sum();
        assert!(area * 5 < w * h, "a move redraws {area} of {w}x{h} pixels");
        for frame in &frames {
            assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
            assert!(frame.left as usize + frame.width as usize <= w);
            assert!(frame.top as usize + frame.height as usize <= h);
        }
        let unchanged: usize = frames
            .iter()
            .map(|f| {
                let t = f.transparent.expect("a transparent index");
                f.buffer.iter().filter(|&&i| i == t).count()
            })
            .sum();
        assert!(unchanged < area, "{unchanged} of {area} pixels unchanged");
    }

    #[test]
    fn one_thread_and_many_write_the_same_bytes() {
        let r = Renderer::new();
        for variant in [VariantId::HeavenAndHell, VariantId::Oracle] {
            let views = game_views(variant, 40);
            let delays: Vec<u16> = (0..views.len())
                .map(|i| Delays::of(i, views.len(), Speed::Fast))
                .collect();
            let alone = r.render_gif_on(&views, &delays, 1);
            for workers in [2, 3, 4] {
                assert!(
                    alone == r.render_gif_on(&views, &delays, workers),
                    "{workers}"
                );
            }
        }
    }

    #[test]
    fn differences_are_found_to_the_pixel() {
        let a = vec![5u8; 37];
        assert_eq!(difference(&a, &a), None);
        for first in 0..37 {
            for last in first..37 {
                let mut b = a.clone();
                b[first] = 6;
                b[last] = 7;
                assert_eq!(
                    difference(&a, &b),
                    Some((first, last + 1)),
                    "{first} {last}"
                );
                let mut cols = vec![false; 37];
                mark_changes(&a, &b, &mut cols);
                let marked: Vec<usize> = (0..37).filter(|&x| cols[x]).collect();
                let expected = if first == last {
                    vec![first]
                } else {
                    vec![first, last]
                };
                assert_eq!(marked, expected);
            }
        }
    }

    #[test]
    fn changes_apart_get_rectangles_of_their_own() {
        let screen = Screen {
            w: 200,
            h: 100,
            bg: 0,
        };
        let shown = vec![0u8; 200 * 100];
        let mut next = shown.clone();
        // Two squares far apart, and one pixel beside the first (within GAP: joined).
        for (x, y) in [(10, 10), (11, 11), (20, 12), (150, 80), (151, 81)] {
            next[y * 200 + x] = 7;
        }
        let shot = |px: &Vec<u8>| Shot {
            px: px.clone(),
            stride: 200,
            skip: 0,
        };
        let rects = screen.changed(&shot(&shown), &shot(&next));
        assert_eq!(rects, vec![(10, 10, 21, 13), (150, 80, 152, 82)]);
        assert!(screen.changed(&shot(&shown), &shot(&shown)).is_empty());
        // Past MAX_RECTS pieces: one rectangle around them all.
        let mut scattered = shown.clone();
        for i in 0..=MAX_RECTS {
            scattered[(i * 12) * 200 + i * 25] = 3;
        }
        let all = screen.changed(&shot(&shown), &shot(&scattered));
        assert_eq!(all, vec![(0, 0, MAX_RECTS * 25 + 1, MAX_RECTS * 12 + 1)]);
    }

    #[test]
    fn repeated_views_and_changing_sizes_still_decode() {
        let r = Renderer::new();
        let mut views = game_views(VariantId::Apocalypse, 4);
        views.insert(1, views[0].clone());
        // A longer panel: a bigger picture in the middle of the game.
        let mut tall = views[2].clone();
        for i in 0..12 {
            tall.panel.push(rules::view::PanelLine::plain(format!(
                "line {i} of a long, long panel that wraps over and over again"
            )));
        }
        views.insert(2, tall);
        let decoded = decode_gif(&r.render_gif(&views, Speed::Fast)).unwrap();
        assert_eq!(decoded.frames.len(), views.len());
        assert_eq!(decoded.frames[0], decoded.frames[1], "a repeated view");
        let last = image::DynamicImage::ImageRgba8(r.render(views.last().unwrap())).to_rgb8();
        let (w, h) = last.dimensions();
        let shown = image::imageops::crop_imm(decoded.frames.last().unwrap(), 0, 0, w, h);
        assert!(shown.to_image() == last, "the last frame at the top left");
        assert!(
            decoded.height > h,
            "the screen is as tall as the tallest view"
        );
    }

    #[test]
    fn no_views_make_one_empty_frame() {
        let decoded = decode_gif(&Renderer::new().render_gif(&[], Speed::Normal)).unwrap();
        assert_eq!(decoded.frames.len(), 1);
        assert_eq!((decoded.width, decoded.height), (1, 1));
    }
}
