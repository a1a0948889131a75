//! Times animated replays frame by frame, for the comparison with lila-gif in
//! `docs/benchmarks.md`: a 100-action game of every variant (30 turns of Apocalypse), rendered
//! whole `RUNS` times; prints the median time a frame, the bytes a frame and the bytes a pixel
//! a frame; and first the 720×720 start picture (lila-gif's single image). Run it on one core,
//! as lila-gif is measured:
//!
//! `taskset -c 0 cargo run --release -p render --example replays`

use render::{samples, Renderer, Speed};
use rules::VariantId;
use std::time::Instant;

/// How many times each replay is rendered (the median is reported).
const RUNS: usize = 15;

fn main() {
    let renderer = Renderer::new();
    // lila-gif's single image beside ours: the standard start, 720×720, board only.
    let start = samples::start_position();
    let framing = render::Framing::BoardOnly { square_px: 90 };
    let png = renderer.render_png_with(&start, framing);
    let mut times: Vec<f64> = (0..200)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(renderer.render_png_with(&start, framing));
            started.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    println!(
        "board picture, 720x720 start: {:.3} ms median ({:.3} best), {} bytes",
        times[100],
        times[0],
        png.len()
    );
    println!(
        "variant                frames  size        ms/frame (best)  bytes/frame  bytes/px/frame  first px  later px/frame  pieces/frame"
    );
    for variant in VariantId::ALL {
        let actions = if variant == VariantId::Apocalypse {
            30
        } else {
            100
        };
        let views = samples::game_views(variant, actions);
        let gif = renderer.render_gif(&views, Speed::Normal);
        let decoded = render::decode_gif(&gif).expect("a valid GIF");
        let (first_area, later_area, pieces) = areas(&gif);
        let mut times: Vec<f64> = (0..RUNS)
            .map(|_| {
                let started = Instant::now();
                let again = renderer.render_gif(&views, Speed::Normal);
                let took = started.elapsed().as_secs_f64() * 1e3;
                assert_eq!(again, gif, "the same bytes every time");
                took
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let median = times[RUNS / 2];
        let frames = views.len();
        let pixels = f64::from(decoded.width) * f64::from(decoded.height);
        let per_frame = gif.len() as f64 / frames as f64;
        println!(
            "{:<22} {frames:>6}  {:>4}x{:<4}  {:>7.3} ({:.3})  {:>11.0}  {:>14.4}  {first_area:>8}  {:>14.0}  {:>12.1}",
            variant.id(),
            decoded.width,
            decoded.height,
            median / frames as f64,
            times[0] / frames as f64,
            per_frame,
            per_frame / pixels,
            later_area as f64 / (frames - 1) as f64,
            pieces as f64 / (frames - 1) as f64,
        );
    }
}

/// The first frame's pixels, the pixels of all later GIF frames, and how many GIF frames the
/// later moves took.
fn areas(gif: &[u8]) -> (usize, usize, usize) {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(gif)
        .expect("a valid GIF");
    let mut sizes = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a valid frame") {
        sizes.push(usize::from(frame.width) * usize::from(frame.height));
    }
    (sizes[0], sizes[1..].iter().sum(), sizes.len() - 1)
}
