//! The evaluation graph of a game review, lichess style: White's expected score from 0 to 1
//! over the game's actions, White's share light under the curve and Black's dark above it,
//! mistakes and blunders marked on the curve, the result at the end.
//!
//! It draws numbers, not rules: the bot turns an `ai` review into a [`Graph`].

use crate::canvas::{Canvas, Rgb};
use crate::layout::PAD;
use crate::palette;
use crate::text::{Face, Fonts};
use rules::view::Tone;

/// Width and height of every graph picture, in pixels.
pub const GRAPH_SIZE: (u32, u32) = (800, 360);

/// How bad a marked action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A mistake: drawn as an amber dot.
    Mistake,
    /// A blunder: drawn as a red dot.
    Blunder,
}

/// What an evaluation graph shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graph {
    /// The heading, e.g. "Game #12 · Oracle".
    pub title: String,
    /// White's expected score (0 to 1) after each action, in order; the curve starts at ½
    /// before the first.
    pub points: Vec<f64>,
    /// The actions to mark (indices into `points`) and how bad each was.
    pub marks: Vec<(usize, Mark)>,
    /// The result in a few words ("White wins", "Draw"), written at the end of the curve.
    pub result: Option<String>,
}

/// White's share under the curve.
const WHITE_AREA: Rgb = [0xd9, 0xd6, 0xcf];
/// Black's share above it.
const BLACK_AREA: Rgb = [0x3a, 0x3c, 0x42];
/// The curve itself.
const CURVE: Rgb = [0xf5, 0xb7, 0x00];
/// Room on the left for the scale's labels.
const SCALE_W: f32 = 34.0;
/// Room at the top for the title, at the bottom for the key.
const TITLE_H: f32 = 40.0;
const KEY_H: f32 = 34.0;

/// Draws `graph` on an RGB canvas of [`GRAPH_SIZE`].
pub(crate) fn draw(fonts: &Fonts, graph: &Graph) -> Canvas {
    let (w, h) = GRAPH_SIZE;
    let mut canvas = Canvas::new(w, h, palette::BACKGROUND);
    let plain = palette::tone(Tone::Plain);
    let muted = palette::tone(Tone::Muted);
    fonts.draw(
        &mut canvas,
        PAD,
        PAD + 20.0,
        &graph.title,
        Face::Bold,
        22.0,
        plain,
    );
    let (x0, y0) = (PAD + SCALE_W, PAD + TITLE_H);
    let (pw, ph) = (w as f32 - x0 - PAD, h as f32 - y0 - PAD - KEY_H);
    let values: Vec<f64> = std::iter::once(0.5)
        .chain(graph.points.iter().map(|v| v.clamp(0.0, 1.0)))
        .collect();
    let steps = (values.len() - 1).max(1) as f32;
    let at = |i: f32| -> (f32, f32) {
        let k = (i.floor() as usize).min(values.len() - 1);
        let next = (k + 1).min(values.len() - 1);
        let t = (i - k as f32) as f64;
        let v = values[k] * (1.0 - t) + values[next] * t;
        (x0 + i / steps * pw, y0 + (1.0 - v as f32) * ph)
    };
    // The two areas, column by column.
    for col in 0..pw as i32 {
        let (_, y) = at(col as f32 / pw * steps);
        let split = (y - y0).round() as i32;
        canvas.fill_rect(x0 as i32 + col, y0 as i32, 1, split, BLACK_AREA);
        canvas.fill_rect(
            x0 as i32 + col,
            y0 as i32 + split,
            1,
            ph as i32 - split,
            WHITE_AREA,
        );
    }
    // The middle line (an even game) and the scale.
    canvas.blend_rect(x0 as i32, (y0 + ph / 2.0) as i32, pw as i32, 1, muted, 200);
    for (v, label) in [(1.0f32, "1"), (0.5, "½"), (0.0, "0")] {
        let y = y0 + (1.0 - v) * ph;
        fonts.draw_centred(
            &mut canvas,
            PAD + 10.0,
            y,
            label,
            Face::Regular,
            15.0,
            muted,
        );
    }
    // The curve: small discs close together, anti-aliased.
    let samples = (pw * 2.0) as usize;
    for s in 0..=samples {
        let (x, y) = at(s as f32 / samples as f32 * steps);
        canvas.disc(x, y, 1.4, CURVE, 255);
    }
    for &(i, mark) in &graph.marks {
        if i >= graph.points.len() {
            continue;
        }
        let (x, y) = at((i + 1) as f32);
        canvas.disc(x, y, 6.0, palette::INK_DARK, 255);
        canvas.disc(x, y, 4.5, mark_colour(mark), 255);
    }
    draw_key(
        fonts,
        &mut canvas,
        graph,
        values.len() - 1,
        (x0, y0 + ph, pw),
    );
    canvas
}

/// The colour of a mark.
fn mark_colour(mark: Mark) -> Rgb {
    match mark {
        Mark::Mistake => palette::tone(Tone::Warn),
        Mark::Blunder => palette::tone(Tone::Bad),
    }
}

/// Under the plot: the number of actions, the key to the marks, the result.
fn draw_key(
    fonts: &Fonts,
    canvas: &mut Canvas,
    graph: &Graph,
    actions: usize,
    at: (f32, f32, f32),
) {
    let (x0, bottom, pw) = at;
    let muted = palette::tone(Tone::Muted);
    let plain = palette::tone(Tone::Plain);
    let base = bottom + 24.0;
    let mut x = x0;
    x += fonts.draw(
        canvas,
        x,
        base,
        &format!("{actions} actions"),
        Face::Regular,
        15.0,
        muted,
    );
    for (mark, name) in [(Mark::Mistake, "mistake"), (Mark::Blunder, "blunder")] {
        x += 22.0;
        canvas.disc(x, base - 5.0, 5.0, mark_colour(mark), 255);
        x += 10.0;
        x += fonts.draw(canvas, x, base, name, Face::Regular, 15.0, muted);
    }
    if let Some(result) = &graph.result {
        let w = fonts.measure(result, Face::Bold, 16.0);
        fonts.draw(canvas, x0 + pw - w, base, result, Face::Bold, 16.0, plain);
    }
}

/// Encodes an RGB canvas as a PNG.
pub(crate) fn png(canvas: &Canvas) -> Vec<u8> {
    use image::ImageEncoder as _;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(
            &canvas.px,
            canvas.w,
            canvas.h,
            image::ExtendedColorType::Rgb8,
        )
        .expect("an in-memory PNG encodes");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_graph_is_a_png_of_the_expected_size() {
        let graph = Graph {
            title: "Game #1 · Oracle".into(),
            points: (0..40)
                .map(|i| 0.5 + 0.4 * (i as f64 / 6.0).sin())
                .collect(),
            marks: vec![(3, Mark::Mistake), (20, Mark::Blunder), (99, Mark::Blunder)],
            result: Some("White wins".into()),
        };
        let png = crate::render_graph_png(&graph);
        let img = image::load_from_memory(&png).expect("a valid PNG");
        assert_eq!((img.width(), img.height()), GRAPH_SIZE);
        // White's share (light) under the curve near the bottom, Black's (dark) near the top.
        let rgb = img.to_rgb8();
        let (w, h) = GRAPH_SIZE;
        let bottom = rgb.get_pixel(w / 2, h - (PAD + KEY_H) as u32 - 3).0;
        let top = rgb.get_pixel(w / 2, (PAD + TITLE_H) as u32 + 3).0;
        assert_eq!(bottom, WHITE_AREA);
        assert_eq!(top, BLACK_AREA);
    }

    #[test]
    fn an_empty_game_still_draws() {
        let png = crate::render_graph_png(&Graph::default());
        assert!(image::load_from_memory(&png).is_ok());
    }
}
