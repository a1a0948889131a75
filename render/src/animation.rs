//! A game as an animated GIF: one frame a view, encoded the way lichess's lila-gif encodes its
//! game GIFs.
//!
//! - The frames are drawn in the renderer's own 256-colour table (see `indexed`), and its
//!   indices go to the encoder as they are: no quantising, no dithering, one global colour table
//!   for the whole file.
//! - After the first frame, each frame is only the rectangle that changed since the one before
//!   (the squares of the move and the panel's lines), kept on screen under it (disposal "keep"),
//!   and inside that rectangle every pixel that did not change is the frame's transparent index:
//!   long runs of one code, which LZW packs into almost nothing. The transparent index is chosen
//!   per frame among the indices its changed pixels do not use, so all 256 colours stay usable.
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

impl Screen {
    /// The whole screen showing `frame` at the top left, the rest background.
    fn showing(self, frame: &Frame) -> Vec<u8> {
        let mut screen = vec![self.bg; self.w * self.h];
        let fw = frame.w as usize;
        for y in 0..(frame.h as usize).min(self.h) {
            screen[y * self.w..y * self.w + fw].copy_from_slice(frame.row(y));
        }
        screen
    }

    /// The rectangle (x0, y0, x1, y1), ends exclusive, where `next` differs from `shown`;
    /// `None` when they are the same.
    fn changed(self, shown: &[u8], next: &[u8]) -> Option<(usize, usize, usize, usize)> {
        let (mut x0, mut y0, mut x1, mut y1) = (self.w, self.h, 0, 0);
        for y in 0..self.h {
            let a = &shown[y * self.w..(y + 1) * self.w];
            let b = &next[y * self.w..(y + 1) * self.w];
            if a == b {
                continue;
            }
            let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
            let last = a.iter().zip(b).rposition(|(p, q)| p != q).unwrap_or(0);
            x0 = x0.min(first);
            x1 = x1.max(last + 1);
            y0 = y0.min(y);
            y1 = y + 1;
        }
        (x1 > 0).then_some((x0, y0, x1, y1))
    }

    /// The GIF frame that turns screen `shown` into screen `next`: the changed rectangle,
    /// unchanged pixels transparent. It depends on those two screens alone, so the frames of a
    /// game are worked out in parallel.
    fn diff_frame(self, shown: &[u8], next: &[u8], delay: u16) -> gif::Frame<'static> {
        let Some((x0, y0, x1, y1)) = self.changed(shown, next) else {
            // Nothing changed (an action the picture does not show): one transparent pixel
            // keeps the frame, and so its delay, in the file.
            let mut frame = frame_at(0, 0, 1, 1, vec![0], delay);
            frame.transparent = Some(0);
            return frame;
        };
        let (rw, rh) = (x1 - x0, y1 - y0);
        let rows = |y: usize| {
            (
                &shown[y * self.w + x0..y * self.w + x1],
                &next[y * self.w + x0..y * self.w + x1],
            )
        };
        let mut used = [false; 256];
        for y in y0..y1 {
            let (a, b) = rows(y);
            for (p, q) in a.iter().zip(b) {
                if p != q {
                    used[*q as usize] = true;
                }
            }
        }
        let transparent = used.iter().position(|u| !u).map(|i| i as u8);
        let mut px = Vec::with_capacity(rw * rh);
        for y in y0..y1 {
            let (a, b) = rows(y);
            match transparent {
                Some(t) => px.extend(a.iter().zip(b).map(|(p, q)| if p == q { t } else { *q })),
                None => px.extend_from_slice(b),
            }
        }
        let mut frame = frame_at(x0, y0, rw, rh, px, delay);
        frame.transparent = transparent;
        frame
    }
}

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
        assert_eq!(views.len(), delays.len(), "a delay a view");
        let Some(first) = views.first() else {
            return empty_gif();
        };
        let themed = self.themed_for(first);
        let sizes: Vec<(u32, u32)> = views
            .iter()
            .map(|v| {
                let lay = crate::layout::layout(v, &self.fonts, Framing::Full);
                (lay.width, lay.height)
            })
            .collect();
        let w = sizes
            .iter()
            .map(|s| s.0)
            .max()
            .unwrap_or(1)
            .clamp(1, 65_535) as usize;
        let h = sizes
            .iter()
            .map(|s| s.1)
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
            let workers = workers();
            // A batch at a time, so a long game never holds all its pictures at once: its
            // screens are drawn in parallel, then its GIF frames (each the change from the
            // screen before) worked out and LZW-packed in parallel, and written in order.
            let per_batch = BATCH_PER_WORKER * workers;
            let mut before: Option<Vec<u8>> = None;
            for (b, batch) in views.chunks(per_batch).enumerate() {
                let screens = in_parallel(batch, workers, |view| {
                    screen.showing(&self.draw(view, Framing::Full, &themed))
                });
                let delays = &delays[b * per_batch..];
                let order: Vec<usize> = (0..batch.len()).collect();
                let gif_frames = in_parallel(&order, workers, |&i| {
                    let shown = if i == 0 {
                        before.as_deref()
                    } else {
                        Some(&screens[i - 1][..])
                    };
                    let mut frame = match shown {
                        Some(shown) => screen.diff_frame(shown, &screens[i], delays[i]),
                        None => frame_at(0, 0, w, h, screens[0].clone(), delays[0]),
                    };
                    frame.make_lzw_pre_encoded();
                    frame
                });
                for gif_frame in &gif_frames {
                    encoder
                        .write_lzw_pre_encoded_frame(gif_frame)
                        .expect("writing into memory cannot fail");
                }
                before = screens.into_iter().last();
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
/// before it), and its delay. For tests, and for anyone checking a replay.
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
        frames.push(screen.clone());
        delays.push(frame.delay);
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
    fn later_frames_are_only_the_changed_rectangle() {
        let r = Renderer::new();
        let views = game_views(VariantId::ItIsWhatItIs, 3);
        let gif = r.render_gif(&views, Speed::Normal);
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let (w, h) = (decoder.width(), decoder.height());
        let first = decoder.read_next_frame().unwrap().unwrap();
        assert_eq!((first.width, first.height), (w, h));
        let second = decoder.read_next_frame().unwrap().unwrap().clone();
        // From the move's squares to the panel's lines: a rectangle within the screen, most of
        // it unchanged and so transparent.
        assert!(
            (second.width as u32) * (second.height as u32) < (w as u32) * (h as u32),
            "a move redraws {}x{} of {w}x{h}",
            second.width,
            second.height
        );
        let t = second.transparent.expect("a transparent index");
        let clear = second.buffer.iter().filter(|&&i| i == t).count();
        assert!(
            clear * 10 > second.buffer.len() * 9,
            "{clear} of {} pixels unchanged",
            second.buffer.len()
        );
        assert_eq!(second.dispose, gif::DisposalMethod::Keep);
    }

    #[test]
    fn repeated_views_and_changing_sizes_still_decode() {
        let r = Renderer::new();
        let mut views = game_views(VariantId::Apocalypse, 4);
        views.insert(1, views[0].clone());
        // A longer panel: a bigger picture in the middle of the game.
        let mut tall = views[2].clone();
        for i in 0..12 {
            tall.panel.push(rules::view::PanelLine {
                text: format!("line {i} of a long, long panel that wraps over and over again"),
                tone: rules::view::Tone::Plain,
                strong: false,
            });
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
