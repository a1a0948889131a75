use render::{samples, Renderer};
use std::time::Instant;
fn main() {
    let r = Renderer::new();
    for v in [samples::apocalypse(), samples::battlefield(), samples::heaven_and_hell()] {
        r.render_png(&v);
        let n = 50;
        let t = Instant::now();
        for _ in 0..n { std::hint::black_box(r.render(&v)); }
        let draw = t.elapsed() / n;
        let t = Instant::now();
        for _ in 0..n { std::hint::black_box(r.render_png(&v)); }
        let png = t.elapsed() / n;
        let img = r.render(&v);
        println!("{}x{} draw {:?} png {:?}", img.width(), img.height(), draw, png);
    }
}
