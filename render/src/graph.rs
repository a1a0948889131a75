//! The evaluation graph of a game review, lichess style: White's expected score from 0 to 1
//! over the game's actions (the axis says so), White's share light under the curve and Black's
//! dark above it, each side's mistakes and blunders marked on the curve in that side's colour,
//! and the result at the end: the curve's last step goes to the final score, and a label there
//! says who won and how.
//!
//! It draws numbers, not rules: the bot turns an `ai` review into a [`Graph`].

use crate::canvas::{Canvas, Rgb};
use crate::layout::PAD;
use crate::palette;
use crate::text::{Face, Fonts};
use rules::view::Tone;
use rules::Side;

/// Width and height of every graph picture, in pixels.
pub const GRAPH_SIZE: (u32, u32) = (800, 360);

/// How bad a marked action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A mistake: drawn with an amber rim.
    Mistake,
    /// A blunder: drawn larger, with a red rim.
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
    /// The actions to mark (indices into `points`), whose they were (their centre is that side's
    /// colour) and how bad each was (the rim's colour).
    pub marks: Vec<(usize, Side, Mark)>,
    /// White's final score (1 a win, ½ a draw, 0 a loss), when the game has a result: the
    /// curve's last step goes there, so a resigned game ends on the winner's side.
    pub end: Option<f64>,
    /// The result in a few words ("White resigned; Black wins"), written at the end of the
    /// curve on the winner's colour.
    pub result: Option<String>,
    /// The graph's other words, in the reader's language.
    pub words: GraphWords,
}

/// The words a graph writes besides its title and result: the axis's name and the key under
/// the plot. Each is fitted to its room (shrunk, never clipped), so a longer language fits.
#[derive(Clone, Debug, PartialEq)]
pub struct GraphWords {
    /// The axis's name, under the title.
    pub axis: String,
    /// How many actions the plot spans ("42 actions").
    pub actions: String,
    /// The key's names of the marks: White's mistake, White's blunder, Black's mistake,
    /// Black's blunder.
    pub marks: [String; 4],
}

impl GraphWords {
    /// The English words, for a graph of `actions` actions.
    pub fn english(actions: usize) -> GraphWords {
        GraphWords {
            axis: AXIS.to_owned(),
            actions: format!("{actions} actions"),
            marks: [
                "White's mistake".to_owned(),
                "White's blunder".to_owned(),
                "Black's mistake".to_owned(),
                "Black's blunder".to_owned(),
            ],
        }
    }
}

impl Default for GraphWords {
    fn default() -> GraphWords {
        GraphWords::english(0)
    }
}

/// White's share under the curve.
const WHITE_AREA: Rgb = [0xd9, 0xd6, 0xcf];
/// Black's share above it.
const BLACK_AREA: Rgb = [0x3a, 0x3c, 0x42];
/// The curve itself.
const CURVE: Rgb = [0xf5, 0xb7, 0x00];
/// Room on the left for the scale's labels.
const SCALE_W: f32 = 34.0;
/// Room at the top for the title and the axis's name, at the bottom for the key.
const TITLE_H: f32 = 58.0;
const KEY_H: f32 = 34.0;
/// The axis's name, under the title.
pub(crate) const AXIS: &str = "White's expected score (1: White wins, ½: level, 0: Black wins)";
/// Baseline of the axis's name.
const AXIS_BASELINE: f32 = PAD + 44.0;

/// Draws `graph` on an RGB canvas of [`GRAPH_SIZE`].
pub(crate) fn draw(fonts: &Fonts, graph: &Graph) -> Canvas {
    let (w, h) = GRAPH_SIZE;
    let mut canvas = Canvas::new(w, h, palette::BACKGROUND);
    let plain = palette::tone(Tone::Plain);
    let muted = palette::tone(Tone::Muted);
    let room = w as f32 - 2.0 * PAD;
    let title_px = fonts.fitting_size(&graph.title, Face::Bold, 22.0, room);
    fonts.draw(
        &mut canvas,
        PAD,
        PAD + 20.0,
        &graph.title,
        Face::Bold,
        title_px,
        plain,
    );
    let axis_px = fonts.fitting_size(&graph.words.axis, Face::Regular, 14.0, room);
    fonts.draw(
        &mut canvas,
        PAD,
        AXIS_BASELINE,
        &graph.words.axis,
        Face::Regular,
        axis_px,
        muted,
    );
    let (x0, y0) = (PAD + SCALE_W, PAD + TITLE_H);
    let (pw, ph) = (w as f32 - x0 - PAD, h as f32 - y0 - PAD - KEY_H);
    let values: Vec<f64> = std::iter::once(0.5)
        .chain(graph.points.iter().map(|v| v.clamp(0.0, 1.0)))
        .chain(graph.end.map(|v| v.clamp(0.0, 1.0)))
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
    for &(i, side, mark) in &graph.marks {
        if i >= graph.points.len() {
            continue;
        }
        let (x, y) = at((i + 1) as f32);
        draw_mark(&mut canvas, x, y, side, mark);
    }
    if let Some(result) = &graph.result {
        let end = at(steps);
        draw_result(fonts, &mut canvas, result, graph.end, end, (y0, ph));
    }
    draw_key(fonts, &mut canvas, &graph.words, (x0, y0 + ph), pw);
    canvas
}

/// A mark on the curve at (`x`, `y`): its centre in the colour of the side that played it,
/// its rim in the colour of how bad it was.
fn draw_mark(canvas: &mut Canvas, x: f32, y: f32, side: Side, mark: Mark) {
    let (rim, centre) = match mark {
        Mark::Mistake => (6.5, 3.5),
        Mark::Blunder => (8.0, 4.0),
    };
    canvas.disc(x, y, rim + 1.5, palette::INK_DARK, 255);
    canvas.disc(x, y, rim, mark_colour(mark), 255);
    canvas.disc(x, y, centre, side_colour(side), 255);
}

/// The centre of a mark of `side`'s.
pub(crate) fn side_colour(side: Side) -> Rgb {
    match side {
        Side::White => palette::INK_WHITE,
        Side::Black => palette::INK_BLACK,
    }
}

/// The colour of a mark's rim.
fn mark_colour(mark: Mark) -> Rgb {
    match mark {
        Mark::Mistake => palette::tone(Tone::Warn),
        Mark::Blunder => palette::tone(Tone::Bad),
    }
}

/// The result at the curve's end (`end`, in pixels): a label on the winner's colour (grey for a
/// draw) left of it, in the half of the plot the curve's end is not in, so it covers no marks
/// there (`plot`: its top and height).
fn draw_result(
    fonts: &Fonts,
    canvas: &mut Canvas,
    result: &str,
    score: Option<f64>,
    end: (f32, f32),
    plot: (f32, f32),
) {
    let (fill, ink) = match score {
        Some(v) if v > 0.75 => (palette::INK_WHITE, palette::INK_DARK),
        Some(v) if v < 0.25 => (palette::INK_BLACK, palette::INK_WHITE),
        _ => (palette::COORD, palette::INK_DARK),
    };
    let px = 15.0;
    let tw = fonts.measure(result, Face::Bold, px);
    let (lw, lh) = (tw + 16.0, 24.0);
    let (y0, ph) = plot;
    let x = end.0 - 10.0 - lw;
    // Away from the curve's last stretch, which runs towards the winner's edge (and its marks
    // with it): in the other half of the plot, a quarter of the way from its edge.
    let centre = match score {
        Some(v) if v > 0.5 => y0 + 0.78 * ph,
        _ => y0 + 0.22 * ph,
    };
    let y = (centre - lh / 2.0).clamp(y0 + 4.0, y0 + ph - lh - 4.0);
    canvas.round_rect(x - 1.5, y - 1.5, lw + 3.0, lh + 3.0, 8.0, CURVE, 255);
    canvas.round_rect(x, y, lw, lh, 7.0, fill, 255);
    fonts.draw(canvas, x + 8.0, y + 17.0, result, Face::Bold, px, ink);
    canvas.disc(end.0, end.1, 6.0, palette::INK_DARK, 255);
    canvas.disc(end.0, end.1, 4.5, fill, 255);
}

/// Under the plot: the number of actions and the key to the marks.
fn draw_key(fonts: &Fonts, canvas: &mut Canvas, words: &GraphWords, at: (f32, f32), width: f32) {
    let (x0, bottom) = at;
    let muted = palette::tone(Tone::Muted);
    let base = bottom + 24.0;
    // One line: the count, then four marks each with its name; all shrunk together to fit.
    const GAP: f32 = 38.0;
    let line = |px: f32| {
        fonts.measure(&words.actions, Face::Regular, px)
            + words
                .marks
                .iter()
                .map(|m| GAP + fonts.measure(m, Face::Regular, px))
                .sum::<f32>()
    };
    let full = line(15.0);
    let px = if full <= width {
        15.0
    } else {
        (15.0 * (width - 4.0 * GAP) / (full - 4.0 * GAP) * 0.98).max(crate::text::MIN_PX)
    };
    let mut x = x0;
    x += fonts.draw(canvas, x, base, &words.actions, Face::Regular, px, muted);
    let marks = [
        (Side::White, Mark::Mistake),
        (Side::White, Mark::Blunder),
        (Side::Black, Mark::Mistake),
        (Side::Black, Mark::Blunder),
    ];
    for ((side, mark), name) in marks.into_iter().zip(&words.marks) {
        x += 26.0;
        draw_mark(canvas, x, base - 5.0, side, mark);
        x += 12.0;
        x += fonts.draw(canvas, x, base, name, Face::Regular, px, muted);
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
            marks: vec![
                (3, Side::White, Mark::Mistake),
                (20, Side::Black, Mark::Blunder),
                (99, Side::Black, Mark::Blunder),
            ],
            end: Some(1.0),
            result: Some("White wins".into()),
            words: GraphWords::english(40),
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

    /// Where action `i` of `n` (and the end, if any) sits in x, as `draw` lays the plot out.
    fn x_of(i: usize, steps: usize) -> f32 {
        let x0 = PAD + SCALE_W;
        let pw = GRAPH_SIZE.0 as f32 - x0 - PAD;
        x0 + i as f32 / steps as f32 * pw
    }

    fn y_of(v: f64) -> f32 {
        let y0 = PAD + TITLE_H;
        let ph = GRAPH_SIZE.1 as f32 - y0 - PAD - KEY_H;
        y0 + (1.0 - v as f32) * ph
    }

    fn drawn(graph: &Graph) -> image::RgbImage {
        let png = crate::render_graph_png(graph);
        image::load_from_memory(&png).unwrap().to_rgb8()
    }

    /// Issue 35: the graph names what it plots, under the title.
    #[test]
    fn the_axis_is_named() {
        // White winning throughout: the plot is White's colour up to its top edge.
        let img = drawn(&Graph {
            title: "Game #1 · Oracle".into(),
            points: vec![1.0; 10],
            ..Graph::default()
        });
        let (bg, muted) = (palette::BACKGROUND, palette::tone(Tone::Muted));
        // Text in the muted colour, anti-aliased over the background.
        let text =
            |p: [u8; 3]| p != bg && (0..3).all(|i| p[i].min(muted[i]) >= bg[i] && p[i] <= muted[i]);
        let band = (AXIS_BASELINE - 12.0) as u32..(AXIS_BASELINE + 3.0) as u32;
        let inked = band
            .flat_map(|y| (0..GRAPH_SIZE.0).map(move |x| (x, y)))
            .filter(|&(x, y)| text(img.get_pixel(x, y).0))
            .count();
        assert!(inked > 300, "the axis's name is written: {inked} pixels");
        assert!(AXIS.contains("White's expected score"));
    }

    /// Issue 36: words longer than English's (German's, here longer still) are shrunk to fit
    /// the picture: nothing is written in the right margin, where a clipped label would run.
    #[test]
    fn long_words_are_shrunk_to_fit() {
        let long = |s: &str| s.repeat(2);
        let img = drawn(&Graph {
            title: long("Partie #12 · Oracle Chess · "),
            points: vec![0.5; 10],
            words: GraphWords {
                axis: long("Erwartete Punktzahl von Weiß (1: Weiß gewinnt) "),
                actions: "10 Aktionen".into(),
                marks: [
                    "Fehler von Weiß (Spielfehler)".into(),
                    "Grober Fehler von Weiß (Patzer)".into(),
                    "Fehler von Schwarz (Spielfehler)".into(),
                    "Grober Fehler von Schwarz (Patzer)".into(),
                ],
            },
            ..Graph::default()
        });
        let (w, h) = GRAPH_SIZE;
        let margin = (w - PAD as u32 / 2)..w;
        let title_and_axis = 0..(PAD + TITLE_H) as u32;
        let key = (h - (PAD + KEY_H) as u32)..h;
        for y in title_and_axis.chain(key) {
            for x in margin.clone() {
                assert_eq!(
                    img.get_pixel(x, y).0,
                    palette::BACKGROUND,
                    "ink at ({x}, {y})"
                );
            }
        }
    }

    /// Issue 35: each side's mistakes are drawn in that side's colour, so they are told apart.
    #[test]
    fn each_sides_marks_are_coloured_apart() {
        let points = vec![0.5; 10];
        let img = drawn(&Graph {
            points: points.clone(),
            marks: vec![
                (2, Side::White, Mark::Mistake),
                (6, Side::Black, Mark::Mistake),
            ],
            ..Graph::default()
        });
        let centre = |i: usize| {
            img.get_pixel(x_of(i + 1, points.len()) as u32, y_of(0.5) as u32)
                .0
        };
        assert_eq!(centre(2), side_colour(Side::White));
        assert_eq!(centre(6), side_colour(Side::Black));
        assert_ne!(centre(2), centre(6));
    }

    /// Issue 35: a game Black won by resignation while level ends on Black's side, and the
    /// result is written there on Black's colour.
    #[test]
    fn the_end_agrees_with_the_result_and_marks_the_winner() {
        let points = vec![0.5; 10];
        let graph = Graph {
            points: points.clone(),
            end: Some(0.0),
            result: Some("White resigned; Black wins".into()),
            ..Graph::default()
        };
        let img = drawn(&graph);
        let steps = points.len() + 1;
        // Just before the end the curve is near the bottom: Black's share fills the column.
        let x = x_of(steps, steps) as u32 - 2;
        assert_eq!(img.get_pixel(x, y_of(0.3) as u32).0, BLACK_AREA);
        // Level before the resignation.
        let x = x_of(5, steps) as u32;
        assert_eq!(img.get_pixel(x, y_of(0.4) as u32).0, WHITE_AREA);
        // The end point is marked in the winner's colour.
        let end = img.get_pixel(x_of(steps, steps) as u32, y_of(0.0) as u32).0;
        assert_eq!(end, side_colour(Side::Black));
    }

    #[test]
    fn an_empty_game_still_draws() {
        let png = crate::render_graph_png(&Graph::default());
        assert!(image::load_from_memory(&png).is_ok());
    }
}
