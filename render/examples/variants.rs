//! Renders each playable variant's starting position (after a few moves) into `docs/images/`,
//! for the README and for eyeballing the renderer against real game views.
//!
//! `cargo run -p render --example variants`

use rules::{AnyGame, Rng, Side, ToAct, VariantId, Viewer};

fn main() {
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/images");
    std::fs::create_dir_all(&out).expect("create docs/images");
    for variant in VariantId::ALL {
        let Ok(mut game) = AnyGame::new(variant, 7) else {
            continue;
        };
        let mut rng = Rng::new(11);
        // Play a few random turns so the image shows moves, markers and captures.
        for _ in 0..6 {
            let sides = match game.to_act() {
                ToAct::Side(s) | ToAct::Decision { side: s, .. } => vec![s],
                ToAct::Simultaneous(sides) => sides,
                ToAct::Over => break,
            };
            for side in sides {
                let legal = game.legal(side);
                if let Some(choice) = rng.pick(&legal) {
                    let text = choice.notation.clone();
                    game.play_text(side, &text).expect("legal actions play");
                }
            }
        }
        let png = render::render_png(&game.view(Viewer::Public));
        let path = out.join(format!("{}.png", variant.id()));
        std::fs::write(&path, png).expect("write png");
        let private = render::render_png(&game.view(Viewer::Player(Side::Black)));
        std::fs::write(out.join(format!("{}-black.png", variant.id())), private)
            .expect("write png");
        println!("{}", path.display());
    }
}
