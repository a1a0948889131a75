//! Render + PNG encode times: lichess's comparison case (the standard start position at
//! 720×720), a typical mid-game frame of every variant, the hand-built samples, and the first
//! frame of a fresh renderer. Run with `cargo bench -p render`; `cargo run --release -p render
//! --example sizes` prints the byte sizes of the same frames.

use criterion::{criterion_group, criterion_main, Criterion};
use render::{samples, Framing, Renderer};
use rules::{VariantId, Viewer};
use std::hint::black_box;

/// Plies played before the mid-game frame is drawn.
const MIDGAME_PLIES: usize = 24;

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new();
    let mut cases = vec![("start_8x8_last_move".to_string(), samples::start_position())];
    for v in VariantId::ALL {
        cases.push((
            format!("midgame_{}", v.id()),
            samples::midgame(v, MIDGAME_PLIES, Viewer::Public),
        ));
    }
    cases.push(("sample_apocalypse".into(), samples::apocalypse()));
    cases.push(("sample_battlefield".into(), samples::battlefield()));
    cases.push(("sample_heaven_hell".into(), samples::heaven_and_hell()));
    let lichess = Framing::BoardOnly { square_px: 90 };
    renderer.render_png_with(&cases[0].1, lichess);
    c.bench_function("png/start_720x720_board_only", |b| {
        b.iter(|| renderer.render_png_with(black_box(&cases[0].1), lichess))
    });
    for (name, view) in &cases {
        // Warm the caches once, as a long-running bot would have them.
        renderer.render_png(view);
        c.bench_function(&format!("png/{name}"), |b| {
            b.iter(|| renderer.render_png(black_box(view)))
        });
    }
    c.bench_function("png/first_frame_heaven_hell", |b| {
        b.iter(|| Renderer::new().render_png(black_box(&cases[2].1)))
    });
    c.bench_function("png/first_frame_start_720", |b| {
        b.iter(|| Renderer::new().render_png_with(black_box(&cases[0].1), lichess))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
