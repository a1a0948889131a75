use render::{samples, Framing, Renderer};
fn main() {
    let which = std::env::args().nth(1).unwrap_or_default();
    let n: usize = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(20);
    let r = Renderer::new();
    let (view, framing) = match which.as_str() {
        "hh" => (
            samples::midgame(rules::VariantId::HeavenAndHell, 24, rules::Viewer::Public),
            Framing::Full,
        ),
        "bf" => (
            samples::midgame(rules::VariantId::Battlefield, 24, rules::Viewer::Public),
            Framing::Full,
        ),
        _ => (
            samples::start_position(),
            Framing::BoardOnly { square_px: 90 },
        ),
    };
    let first = r.render_png_with(&view, framing);
    let mut total = 0;
    for _ in 0..n {
        total += r.render_png_with(&view, framing).len();
    }
    println!("{} {}", first.len(), total);
}
