//! Renders a typical mid-game position of every variant (the frames the benchmarks time), from
//! the channel's side and from Black's, plus the Heaven and Hell legend, into `docs/images/`, for
//! the README and for eyeballing the renderer against real game views.
//!
//! `cargo run -p render --example variants`

use rules::{Side, VariantId, Viewer};

/// Plies played before the picture: the benchmarks' "typical mid-game frame".
const PLIES: usize = 24;

fn main() {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    std::fs::create_dir_all(&out).expect("create docs/images");
    for variant in VariantId::ALL {
        for (suffix, viewer) in [
            ("", Viewer::Public),
            ("-black", Viewer::Player(Side::Black)),
        ] {
            let view = render::samples::midgame(variant, PLIES, viewer);
            let png = render::render_png(&view);
            let path = out.join(format!("{}{suffix}.png", variant.id()));
            std::fs::write(&path, &png).expect("write png");
            println!("{} ({} bytes)", path.display(), png.len());
        }
    }
    let legend = render::render_legend_png(&rules::heaven_hell::legend());
    let path = out.join("heaven-and-hell-legend.png");
    std::fs::write(&path, &legend).expect("write png");
    println!("{} ({} bytes)", path.display(), legend.len());
}
