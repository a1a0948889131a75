//! Writes sample pictures to `docs/images/` and prints how long each took.
//! Run with `cargo run -p render --example samples`.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};
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
        // The committed copies are squeezed harder than the bot's fast encode.
        let rgba = renderer.render(view);
        let rgb = image::DynamicImage::ImageRgba8(rgba).to_rgb8();
        let mut small = Vec::new();
        PngEncoder::new_with_quality(&mut small, CompressionType::Best, FilterType::Adaptive)
            .write_image(
                rgb.as_raw(),
                rgb.width(),
                rgb.height(),
                ExtendedColorType::Rgb8,
            )
            .expect("encode sample");
        std::fs::write(dir.join(name), &small).expect("write sample");
        println!(
            "{name}: {} bytes as sent ({} committed), first {:?}, cached {:?}",
            png.len(),
            small.len(),
            cold,
            warm
        );
    }
}
