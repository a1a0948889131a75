//! Prints the size in bytes and pixels of every benchmarked frame (see `benches/render.rs`),
//! and what the caches hold afterwards.
//! `cargo run --release -p render --example sizes`

use render::{samples, Framing, Renderer};
use rules::{Side, VariantId, Viewer};

fn main() {
    let r = Renderer::new();
    let start = samples::start_position();
    let mut cases = vec![(
        "start_720x720_board_only".to_string(),
        r.render_png_with(&start, Framing::BoardOnly { square_px: 90 }),
    )];
    cases.push(("start_8x8_last_move".to_string(), r.render_png(&start)));
    for v in VariantId::ALL {
        for (who, viewer) in [
            ("", Viewer::Public),
            ("_black", Viewer::Player(Side::Black)),
        ] {
            let view = samples::midgame(v, 24, viewer);
            cases.push((format!("midgame_{}{who}", v.id()), r.render_png(&view)));
        }
    }
    cases.push((
        "sample_apocalypse".into(),
        r.render_png(&samples::apocalypse()),
    ));
    cases.push((
        "sample_battlefield".into(),
        r.render_png(&samples::battlefield()),
    ));
    cases.push((
        "sample_heaven_hell".into(),
        r.render_png(&samples::heaven_and_hell()),
    ));
    cases.push(("sample_letters".into(), r.render_png(&samples::letters())));
    for (name, png) in &cases {
        let img = image::load_from_memory(png).expect("valid PNG");
        println!(
            "{name:<32} {:>4}x{:<4} {:>7} bytes",
            img.width(),
            img.height(),
            png.len()
        );
    }
    println!("caches: {:.1} MB, {r:?}", r.cache_bytes() as f64 / 1e6);
}
