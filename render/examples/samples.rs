//! Writes the hand-built sample pictures to `docs/images/` and prints how long each took.
//! Run with `cargo run --release -p render --example samples`.

use render::{samples, Framing, Renderer};
use std::time::Instant;

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    std::fs::create_dir_all(&dir).expect("create docs/images");
    let renderer = Renderer::new();
    let views = [
        (
            "sample-apocalypse.png",
            samples::apocalypse(),
            Framing::Full,
        ),
        (
            "sample-battlefield.png",
            samples::battlefield(),
            Framing::Full,
        ),
        (
            "sample-heaven-and-hell.png",
            samples::heaven_and_hell(),
            Framing::Full,
        ),
        (
            "sample-letters-black.png",
            samples::letters(),
            Framing::Full,
        ),
        (
            "sample-start-720.png",
            samples::start_position(),
            Framing::BoardOnly { square_px: 90 },
        ),
    ];
    for (name, view, framing) in &views {
        let cold = Instant::now();
        let png = renderer.render_png_with(view, *framing);
        let cold = cold.elapsed();
        let warm = Instant::now();
        let png2 = renderer.render_png_with(view, *framing);
        let warm = warm.elapsed();
        assert_eq!(png, png2, "rendering is deterministic");
        std::fs::write(dir.join(name), &png).expect("write sample");
        println!(
            "{name}: {} bytes, first {:?}, cached {:?}",
            png.len(),
            cold,
            warm
        );
    }
}
