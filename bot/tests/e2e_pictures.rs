//! The pictures players see, checked on what the real `bot` binary posts to the fake Discord:
//! It is what it is's Black pieces are drawn dark (not white outlines) and stay visible under
//! the last-move arrow; Heaven and Hell's three planes fit a phone's preview, its new pieces
//! are drawn symbols, and `/rules` sends the legend of pieces and items.
//!
//! Run: `cargo test -p bot --test e2e_pictures`.

#[allow(dead_code)]
mod e2e_support;
#[path = "e2e_support/variants.rs"]
#[allow(dead_code)]
mod variants;

use e2e_support::World;
use fake_discord::image::{Rgba, RgbaImage};
use rules::view::Ink;
use rules::{BoardView, Side, VariantId, Viewer};
use serde_json::json;
use variants::{public_move, quick_game, start_game, stored_match};

fn decode(png: &[u8]) -> RgbaImage {
    fake_discord::image::load_from_memory(png)
        .expect("a PNG")
        .to_rgba8()
}

fn luma(p: &Rgba<u8>) -> f32 {
    0.299 * p[0] as f32 + 0.587 * p[1] as f32 + 0.114 * p[2] as f32
}

/// For every piece of `view`, the pixels of `shown` that the piece changes (found by drawing
/// the view without it): `(ink, glyph, changed pixels, share of them dark, share light)`.
fn piece_pixels(view: &BoardView, shown: &RgbaImage) -> Vec<(Ink, String, usize, f32, f32)> {
    let mut out = Vec::new();
    for (b, plane) in view.boards.iter().enumerate() {
        for (c, cell) in plane.cells.iter().enumerate() {
            let Some(piece) = &cell.piece else { continue };
            let mut without = view.clone();
            without.boards[b].cells[c].piece = None;
            let bare = decode(&render::render_png(&without));
            let changed: Vec<&Rgba<u8>> = shown
                .enumerate_pixels()
                .filter(|(x, y, p)| bare.get_pixel(*x, *y) != *p)
                .map(|(_, _, p)| p)
                .collect();
            let n = changed.len().max(1) as f32;
            let dark = changed.iter().filter(|p| luma(p) < 90.0).count() as f32 / n;
            let light = changed.iter().filter(|p| luma(p) > 180.0).count() as f32 / n;
            out.push((piece.ink, piece.glyph.clone(), changed.len(), dark, light));
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn it_is_what_it_is_black_pieces_are_dark_and_visible_under_the_arrow() {
    let world = World::start().await;
    let (alice, bob) = (world.user("alice"), world.user("bob"));
    let channel = world.channel("letters");
    let game = start_game(&world, &alice, &bob, channel, "it-is-what-it-is").await;
    let plan = quick_game(VariantId::ItIsWhatItIs, 150);
    // Two moves, so Black's piece that just moved lies under the last-move arrow.
    let mut post = None;
    for (side, action) in plan.iter().take(2) {
        post = Some(public_move(&world, &game, *side, action).await);
    }
    let post = post.expect("a board was posted");
    assert_eq!(plan[1].0, Side::Black);
    let shown = post.png().expect("the post has a picture");
    let stored = stored_match(&world, game.id).await.into_game();
    let view = stored.view(Viewer::channel(&stored.to_act()));
    assert!(
        shown == decode(&render::render_png(&view)),
        "the posted board is the public view's picture"
    );
    if let Ok(path) = std::env::var("SAVE_PICTURE") {
        shown.save(path).expect("save");
    }
    let pieces = piece_pixels(&view, &shown);
    for (ink, glyph, changed, dark, light) in &pieces {
        println!("{ink:?} {glyph}: {changed} pixels, {dark:.2} dark, {light:.2} light");
    }
    let blacks: Vec<_> = pieces.iter().filter(|p| p.0 == Ink::Black).collect();
    let whites: Vec<_> = pieces.iter().filter(|p| p.0 == Ink::White).collect();
    assert!(!blacks.is_empty() && !whites.is_empty(), "{pieces:?}");
    for (ink, glyph, changed, dark, light) in &pieces {
        assert!(
            *changed > 150,
            "{ink:?} {glyph} is visible ({changed} pixels drawn)"
        );
        match ink {
            Ink::Black => assert!(
                *dark >= 0.45,
                "Black's {glyph} is drawn dark, not as a white outline: {dark:.2} of its \
                 pixels dark ({light:.2} light)"
            ),
            Ink::White => assert!(
                *light >= 0.3,
                "White's {glyph} is drawn light: {light:.2} of its pixels light"
            ),
            Ink::Neutral => {}
        }
    }
    // The two sides are told apart at a glance: their pixels differ in kind.
    let mean =
        |v: &[&(Ink, String, usize, f32, f32)]| v.iter().map(|p| p.3).sum::<f32>() / v.len() as f32;
    assert!(
        mean(&blacks) > mean(&whites) + 0.3,
        "Black's pieces are much darker than White's: {:.2} vs {:.2}",
        mean(&blacks),
        mean(&whites)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heaven_and_hell_picture_fits_a_phone_and_rules_sends_the_legend() {
    let world = World::start().await;
    let (alice, bob, carol) = (world.user("alice"), world.user("bob"), world.user("carol"));
    let channel = world.channel("planes");
    let mark = world.fake.mark();
    let game = start_game(&world, &alice, &bob, channel, "heaven-and-hell").await;
    let post = world
        .fake
        .wait_message_after(mark, "the first board", |m| {
            m.channel_id == channel && m.is_public() && m.has_png()
        })
        .await;
    let shown = post.png().expect("a picture");
    let (w, h) = shown.dimensions();
    // Three planes in a row were 1702×552: at Discord's preview width (about 550 px on a
    // phone) each board was a third of that. Now Earth is large and the picture near square.
    assert!(
        w <= 1000 && h <= 1000 && w as f32 / h as f32 <= 1.3,
        "the picture is {w}×{h}"
    );
    let stored = stored_match(&world, game.id).await.into_game();
    let view = stored.view(Viewer::channel(&stored.to_act()));
    assert!(shown == decode(&render::render_png(&view)));
    assert_eq!(view.boards.len(), 3, "Heaven, Earth and Hell are all shown");

    // /rules sends the legend: every new piece as a drawn symbol (never letters such as "Sc"
    // or "MA"), and the items with the icons the boards use.
    let legend = rules::heaven_hell::legend();
    let pieces: Vec<_> = legend
        .entries
        .iter()
        .filter_map(|e| e.piece.as_ref())
        .collect();
    assert!(pieces.len() >= 10, "the new pieces are in the legend");
    for p in &pieces {
        assert!(
            !p.glyph.chars().any(|c| c.is_ascii_alphanumeric()),
            "`{}` is a drawn symbol, not letters",
            p.glyph
        );
    }
    let mark = world.fake.mark();
    let ix = world
        .fake
        .slash(
            &carol,
            channel,
            "rules",
            json!([{ "name": "variant", "value": "heaven-and-hell" }]),
        )
        .await;
    world.fake.wait_reply(&ix).await;
    let sent = world
        .fake
        .wait_message_after(mark, "the legend", |m| {
            m.attachments.iter().any(|a| a.filename == "legend.png")
        })
        .await;
    assert!(sent.ephemeral(), "the rules are for the asker");
    let file = sent
        .attachments
        .iter()
        .find(|a| a.filename == "legend.png")
        .expect("legend.png");
    let picture = decode(&file.bytes);
    assert!(
        picture == decode(&render::render_legend_png(&legend)),
        "the legend sent is the rules' legend"
    );
    let (lw, _) = picture.dimensions();
    assert!(lw <= 1000, "the legend fits a phone: {lw} px wide");
}
