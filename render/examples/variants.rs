//! Renders a typical mid-game position of every variant (the frames the benchmarks time), from
//! the channel's side and from Black's, plus the Heaven and Hell legend, into `docs/images/`, for
//! the README and for eyeballing the renderer against real game views. Run it after changing
//! how anything is drawn (a test checks the committed pictures are current).
//!
//! `cargo run -p render --example variants`

fn main() {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    std::fs::create_dir_all(&out).expect("create docs/images");
    for (name, png) in render::samples::readme_pictures() {
        let path = out.join(name);
        std::fs::write(&path, &png).expect("write png");
        println!("{} ({} bytes)", path.display(), png.len());
    }
}
