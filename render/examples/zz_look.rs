use render::{samples, Framing, Renderer};
use rules::{VariantId, Viewer};
fn main() {
    let r = Renderer::new();
    let out = std::path::Path::new("/tmp/new");
    std::fs::write(
        out.join("start720.png"),
        r.render_png_with(
            &samples::start_position(),
            Framing::BoardOnly { square_px: 90 },
        ),
    )
    .unwrap();
    for (n, v) in [
        ("s-apoc", samples::apocalypse()),
        ("s-bf", samples::battlefield()),
        ("s-hh", samples::heaven_and_hell()),
        ("s-letters", samples::letters()),
    ] {
        std::fs::write(out.join(format!("{n}.png")), r.render_png(&v)).unwrap();
    }
    for v in VariantId::ALL {
        for (who, viewer) in [
            ("", Viewer::Public),
            ("-black", Viewer::Player(rules::Side::Black)),
        ] {
            let view = samples::midgame(v, 24, viewer);
            let png = r.render_png(&view);
            println!("{}{who}: {} bytes", v.id(), png.len());
            std::fs::write(out.join(format!("{}{who}.png", v.id())), png).unwrap();
        }
    }
    std::fs::write(
        out.join("legend.png"),
        r.render_legend_png(&rules::heaven_hell::legend()),
    )
    .unwrap();
    let mut v = samples::heaven_and_hell();
    let kinds = rules::heaven_hell::pieces::Kind::ALL;
    for (i, k) in kinds.iter().enumerate() {
        let g = rules::heaven_hell::glyph(*k);
        let f = (i % 8) as u8;
        let rk = (i / 8) as u8;
        v.boards[1].put(
            rules::Square::new(f, 2 + rk),
            rules::view::PieceGlyph::new(g, rules::view::Ink::White),
        );
        v.boards[1].put(
            rules::Square::new(f, 5 - rk),
            rules::view::PieceGlyph::new(g, rules::view::Ink::Black),
        );
        v.boards[0].put(
            rules::Square::new(f, 2 + rk),
            rules::view::PieceGlyph::new(g, rules::view::Ink::Black),
        );
    }
    std::fs::write(out.join("allpieces.png"), r.render_png(&v)).unwrap();
    println!("cache bytes {}", r.cache_bytes());
}
#[allow(dead_code)]
fn legend() {}
