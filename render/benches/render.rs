//! Render + PNG encode times: lichess's comparison case (the standard start position at
//! 720×720), a typical mid-game frame of every variant, the hand-built samples, and the first
//! frame of a fresh renderer. Run with `cargo bench -p render`; `cargo run --release -p render
//! --example sizes` prints the byte sizes of the same frames.
//!
//! `…/gif/…` times whole animated replays (`Renderer::render_gif`): a 100-action game of every
//! 8x8 variant, Heaven and Hell's three planes, up to 30 Apocalypse turns (random games end
//! sooner); run only those with
//! `cargo bench -p render -- gif/`.
//!
//! Each case is timed twice: `png/…` in wall-clock time (criterion's default) and `cpu/…` in the
//! benchmark thread's CPU time, which time spent waiting for a core does not inflate — on the
//! shared 2-core machine other people's builds can double wall-clock figures.

use criterion::measurement::{Measurement, ValueFormatter};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use render::{samples, Framing, Renderer};
use rules::{VariantId, Viewer};
use std::hint::black_box;
use std::time::Duration;

/// CPU time of the calling thread.
struct ThreadCpu;

/// Prints durations given in nanoseconds.
struct Nanos;

impl ValueFormatter for Nanos {
    fn scale_values(&self, typical: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = if typical < 1e3 {
            (1.0, "ns")
        } else if typical < 1e6 {
            (1e-3, "µs")
        } else if typical < 1e9 {
            (1e-6, "ms")
        } else {
            (1e-9, "s")
        };
        for v in values.iter_mut() {
            *v *= factor;
        }
        unit
    }

    fn scale_throughputs(&self, _: f64, _: &Throughput, values: &mut [f64]) -> &'static str {
        for v in values.iter_mut() {
            *v = 1e9 / *v;
        }
        "per second"
    }

    fn scale_for_machines(&self, _: &mut [f64]) -> &'static str {
        "ns"
    }
}

impl Measurement for ThreadCpu {
    type Intermediate = cpu_time::ThreadTime;
    type Value = Duration;

    fn start(&self) -> Self::Intermediate {
        cpu_time::ThreadTime::now()
    }

    fn end(&self, started: Self::Intermediate) -> Self::Value {
        started.elapsed()
    }

    fn add(&self, a: &Self::Value, b: &Self::Value) -> Self::Value {
        *a + *b
    }

    fn zero(&self) -> Self::Value {
        Duration::ZERO
    }

    fn to_f64(&self, value: &Self::Value) -> f64 {
        value.as_nanos() as f64
    }

    fn formatter(&self) -> &dyn ValueFormatter {
        &Nanos
    }
}

/// The benchmarked views.
fn cases() -> Vec<(String, render::Framing, rules::BoardView)> {
    let start = samples::start_position();
    let mut cases = vec![
        (
            "start_720x720_board_only".to_string(),
            Framing::BoardOnly { square_px: 90 },
            start.clone(),
        ),
        ("start_8x8_last_move".to_string(), Framing::Full, start),
    ];
    for v in VariantId::ALL {
        cases.push((
            format!("midgame_{}", v.id()),
            Framing::Full,
            samples::midgame(v, samples::MIDGAME_PLIES, Viewer::Public),
        ));
    }
    cases.push((
        "sample_heaven_hell".into(),
        Framing::Full,
        samples::heaven_and_hell(),
    ));
    cases
}

fn run<M: Measurement + 'static>(c: &mut Criterion<M>, prefix: &str) {
    let renderer = Renderer::new();
    let cases = cases();
    for (name, framing, view) in &cases {
        // Warm the caches once, as a long-running bot would have them.
        renderer.render_png_with(view, *framing);
        c.bench_function(&format!("{prefix}/{name}"), |b| {
            b.iter(|| renderer.render_png_with(black_box(view), *framing))
        });
    }
    gifs(c, prefix, &renderer);
    // The first frame of a fresh renderer: colour table, tiles, sprites and glyphs all built.
    for (name, i) in [("first_frame_start_720", 0), ("first_frame_heaven_hell", 3)] {
        let (_, framing, view) = &cases[i];
        c.bench_function(&format!("{prefix}/{name}"), |b| {
            b.iter(|| Renderer::new().render_png_with(black_box(view), *framing))
        });
    }
}

/// The animated replays of issue 27: a 100-action game of each 8x8 variant, Heaven and Hell
/// (three planes) and 30 Apocalypse turns, drawn and encoded whole (every frame drawn, as the
/// bot does). Prints each file's size once.
fn gifs<M: Measurement + 'static>(c: &mut Criterion<M>, prefix: &str, renderer: &Renderer) {
    for variant in VariantId::ALL {
        let actions = if variant == VariantId::Apocalypse {
            30
        } else {
            100
        };
        let views = samples::game_views(variant, actions);
        let bytes = renderer.render_gif(&views, render::Speed::Normal);
        let decoded = render::decode_gif(&bytes).expect("valid GIF");
        if prefix == "gif" || prefix == "png" {
            eprintln!(
                "gif size {}: {} frames, {}x{}, {} bytes",
                variant.id(),
                views.len(),
                decoded.width,
                decoded.height,
                bytes.len()
            );
        }
        let mut group = c.benchmark_group(format!("{prefix}/gif"));
        group.sample_size(10);
        group.bench_function(format!("{}_{}_frames", variant.id(), views.len()), |b| {
            b.iter(|| renderer.render_gif(black_box(&views), render::Speed::Normal))
        });
        group.finish();
    }
}

fn wall(c: &mut Criterion) {
    run(c, "png");
}

fn cpu(c: &mut Criterion<ThreadCpu>) {
    run(c, "cpu");
}

criterion_group!(wall_clock, wall);
criterion_group! {
    name = thread_cpu;
    config = Criterion::default().with_measurement(ThreadCpu);
    targets = cpu
}
criterion_main!(wall_clock, thread_cpu);
