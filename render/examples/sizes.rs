//! Prints the size in bytes and pixels of every benchmarked frame (see `benches/render.rs`).
//! `cargo run --release -p render --example sizes`

use render::{render_png, samples};
use rules::{VariantId, Viewer};

fn main() {
    let mut cases = vec![("start_8x8_last_move".to_string(), samples::start_position())];
    for v in VariantId::ALL {
        for (who, viewer) in [
            ("", Viewer::Public),
            ("_black", Viewer::Player(rules::Side::Black)),
        ] {
            cases.push((
                format!("midgame_{}{who}", v.id()),
                samples::midgame(v, 24, viewer),
            ));
        }
    }
    cases.push(("sample_apocalypse".into(), samples::apocalypse()));
    cases.push(("sample_battlefield".into(), samples::battlefield()));
    cases.push(("sample_heaven_hell".into(), samples::heaven_and_hell()));
    cases.push(("sample_letters".into(), samples::letters()));
    for (name, view) in &cases {
        let png = render_png(view);
        let img = image::load_from_memory(&png).expect("valid PNG");
        println!(
            "{name:<32} {:>4}x{:<4} {:>7} bytes",
            img.width(),
            img.height(),
            png.len()
        );
    }
}
