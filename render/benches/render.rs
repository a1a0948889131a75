//! Render + PNG encode times for the three picture shapes the bot sends most.
//! Run with `cargo bench -p render`.

use criterion::{criterion_group, criterion_main, Criterion};
use render::{samples, Renderer};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new();
    let cases = [
        ("apocalypse_5x5_arrows_panel", samples::apocalypse()),
        ("battlefield_8x8_hp_badges", samples::battlefield()),
        ("heaven_hell_3x8x8_items", samples::heaven_and_hell()),
    ];
    for (name, view) in &cases {
        // Warm the caches once, as a long-running bot would have them.
        renderer.render_png(view);
        c.bench_function(&format!("png/{name}"), |b| {
            b.iter(|| renderer.render_png(black_box(view)))
        });
        c.bench_function(&format!("rgba/{name}"), |b| {
            b.iter(|| renderer.render(black_box(view)))
        });
    }
    c.bench_function("png/apocalypse_cold_renderer", |b| {
        b.iter(|| Renderer::new().render_png(black_box(&cases[0].1)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
