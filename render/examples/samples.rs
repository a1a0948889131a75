//! Writes sample pictures to `docs/images/` and prints how long each took.
//! Run with `cargo run -p render --example samples`.

use render::{samples, Renderer};
use std::time::Instant;

fn main() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    std::fs::create_dir_all(&dir).expect("create docs/images");
    let renderer = Renderer::new();
    let views = [
        ("sample-apocalypse.png", samples::apocalypse()),
        ("sample-battlefield.png", samples::battlefield()),
        ("sample-heaven-and-hell.png", samples::heaven_and_hell()),
        ("sample-letters-black.png", samples::letters()),
    ];
    for (name, view) in &views {
        let cold = Instant::now();
        let png = renderer.render_png(view);
        let cold = cold.elapsed();
        let warm = Instant::now();
        let png2 = renderer.render_png(view);
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
