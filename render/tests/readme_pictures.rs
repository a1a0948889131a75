//! The README's pictures in `docs/images/` are what the renderer draws today: a change to how
//! anything is drawn must come with new pictures (`cargo run -p render --example variants`).

#[test]
fn the_readme_pictures_are_current() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    let mut stale = Vec::new();
    for (name, png) in render::samples::readme_pictures() {
        let committed = std::fs::read(dir.join(&name)).unwrap_or_default();
        if committed != png {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "docs/images is out of date ({stale:?}): run `cargo run -p render --example variants`"
    );
}
