//! End-to-end checks: views built by hand, rendered to PNG, decoded and inspected pixel by pixel.

use ab_glyph::{Font, FontRef};
use image::RgbaImage;
use render::{render_png, samples, Renderer};
use rules::geometry::{BoardSize, Square};
use rules::view::{
    Arrow, Badge, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, Item, ItemKind, PanelLine,
    PieceGlyph, PlaneTheme, Tone, Tray,
};
use rules::Side;
use std::sync::Arc;

fn decode(png: &[u8]) -> RgbaImage {
    image::load_from_memory(png).expect("valid PNG").to_rgba8()
}

/// A view with `n` empty 8x8 boards and nothing else.
fn boards(n: usize) -> BoardView {
    BoardView {
        boards: (0..n).map(|_| BoardPlane::new(BoardSize::CHESS)).collect(),
        ..BoardView::default()
    }
}

/// Bounding box (x0, y0, x1, y1 inclusive) and count of the pixels that differ.
fn diff(a: &RgbaImage, b: &RgbaImage) -> Option<((u32, u32, u32, u32), usize)> {
    assert_eq!(a.dimensions(), b.dimensions(), "same layout expected");
    let mut bbox: Option<(u32, u32, u32, u32)> = None;
    let mut count = 0;
    for (x, y, p) in a.enumerate_pixels() {
        if p != b.get_pixel(x, y) {
            count += 1;
            bbox = Some(match bbox {
                None => (x, y, x, y),
                Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
            });
        }
    }
    bbox.map(|b| (b, count))
}

fn luma(p: &image::Rgba<u8>) -> u32 {
    (p[0] as u32 * 299 + p[1] as u32 * 587 + p[2] as u32 * 114) / 1000
}

#[test]
fn dimensions_grow_with_the_number_of_boards() {
    let r = Renderer::new();
    let one = decode(&r.render_png(&boards(1)));
    let two = decode(&r.render_png(&boards(2)));
    let three = decode(&r.render_png(&boards(3)));
    assert!(
        two.width() > one.width(),
        "{:?} {:?}",
        one.dimensions(),
        two.dimensions()
    );
    // Three planes: one large board with the other two stacked beside it, half size, so the
    // picture stays about as wide as a single board with its panel.
    assert!(
        three.width() > one.width() && three.width() < 900,
        "{:?}",
        three.dimensions()
    );
}

#[test]
fn three_planes_put_the_middle_one_large_and_the_others_beside_it() {
    let r = Renderer::new();
    let mut view = boards(3);
    // One piece on a1 of each plane: its size tells the square size, its place the layout.
    for plane in &mut view.boards {
        plane.put(
            Square::new(0, 0),
            PieceGlyph::chess(ChessGlyph::Rook, Side::Black),
        );
    }
    let empty = decode(&r.render_png(&boards(3)));
    let img = decode(&r.render_png(&view));
    let dark_boxes: Vec<(u32, u32, u32, u32)> = (0..3)
        .map(|i| {
            let mut only = boards(3);
            only.boards[i].put(
                Square::new(0, 0),
                PieceGlyph::chess(ChessGlyph::Rook, Side::Black),
            );
            diff(&empty, &decode(&r.render_png(&only)))
                .expect("drawn")
                .0
        })
        .collect();
    let size = |b: &(u32, u32, u32, u32)| (b.2 - b.0).max(b.3 - b.1);
    let (first, main, last) = (&dark_boxes[0], &dark_boxes[1], &dark_boxes[2]);
    assert!(size(main) > size(first) * 3 / 2, "{dark_boxes:?}");
    assert!(
        main.0 < first.0 && main.0 < last.0,
        "the main board is on the left"
    );
    assert!(first.1 < last.1, "the first plane above the last");
    assert_eq!(img.dimensions(), empty.dimensions());
}

#[test]
fn every_variant_makes_a_small_valid_indexed_png() {
    use rules::{VariantId, Viewer};
    for variant in VariantId::ALL {
        for viewer in [
            Viewer::Public,
            Viewer::Player(Side::White),
            Viewer::Player(Side::Black),
        ] {
            for plies in [0, 9, 24] {
                let view = samples::midgame(variant, plies, viewer);
                let png = render_png(&view);
                // Discord takes attachments up to 8 MB (25 MB with boosts); a board is tiny.
                assert!(
                    png.len() < 80_000,
                    "{variant:?} {viewer:?}: {} bytes",
                    png.len()
                );
                assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
                assert_eq!(png[25], 3, "colour type 3: indexed with a palette");
                let img = decode(&png);
                let (w, h) = img.dimensions();
                assert!(
                    (400..=1200).contains(&w) && (300..=1200).contains(&h),
                    "{variant:?} {viewer:?}: {w}x{h}"
                );
                assert!(w * 10 >= h * 6 && w <= h * 3, "sensible aspect: {w}x{h}");
            }
        }
    }
}

#[test]
fn a_private_view_never_leaks_into_a_public_one() {
    // The public view lacks the trap the private one shows. Drawing the private view first must
    // not change the public picture (tiles are cached by content, never by square or game).
    let mut public = samples::heaven_and_hell();
    for plane in &mut public.boards {
        for cell in &mut plane.cells {
            cell.items.retain(|i| i.kind != ItemKind::Trap);
        }
    }
    let private = samples::heaven_and_hell();
    assert_ne!(public, private, "the sample has a trap to hide");
    let fresh = Renderer::new().render_png(&public);
    let shared = Renderer::new();
    shared.render_png(&private);
    assert_eq!(shared.render_png(&public), fresh);
    // And the two pictures differ only on the trap's square.
    let a = decode(&fresh);
    let b = decode(&shared.render_png(&private));
    let ((x0, y0, x1, y1), _) = diff(&a, &b).expect("the trap is drawn privately");
    assert!(
        x1 - x0 < 70 && y1 - y0 < 70,
        "one square: {x0},{y0} {x1},{y1}"
    );
}

/// The same for an Apocalypse move submitted and not yet revealed: the mover's view shows it
/// (an arrow, a target, a panel line); drawing that first leaves the public picture as a fresh
/// renderer draws it, and the public picture is the same whichever move is pending.
#[test]
fn a_pending_apocalypse_move_never_reaches_the_public_picture() {
    use rules::apocalypse::Apocalypse;
    use rules::{Game, Viewer};
    let start = Apocalypse::new_game(0);
    let mut publics = Vec::new();
    for text in ["b1b2", "a1b3", "c1c2"] {
        let mut g = start.clone();
        let a = g.parse_action(Side::White, text).unwrap();
        g.play(Side::White, a).unwrap();
        let (private, public) = (g.view(Viewer::Player(Side::White)), g.view(Viewer::Public));
        assert_ne!(private, public, "the mover sees the pending move");
        let fresh = Renderer::new().render_png(&public);
        let shared = Renderer::new();
        shared.render_png(&private);
        assert_eq!(shared.render_png(&public), fresh, "{text}");
        publics.push(fresh);
    }
    assert!(
        publics.windows(2).all(|w| w[0] == w[1]),
        "the public picture does not depend on the pending move"
    );
}

#[test]
fn a_single_board_with_panel_fits_discord_previews() {
    for view in [
        samples::apocalypse(),
        samples::battlefield(),
        samples::letters(),
    ] {
        let img = decode(&render_png(&view));
        assert!(
            (650..=950).contains(&img.width()),
            "{}: {:?}",
            view.title,
            img.dimensions()
        );
        assert!(img.height() < img.width(), "{:?}", img.dimensions());
    }
}

#[test]
fn last_to_tints_exactly_one_square() {
    let r = Renderer::new();
    let plain = boards(1);
    let mut lit = plain.clone();
    lit.boards[0].highlight(Square::new(4, 3), Highlight::LastTo);
    let a = decode(&r.render_png(&plain));
    let b = decode(&r.render_png(&lit));
    let ((x0, y0, x1, y1), count) = diff(&a, &b).expect("the highlight changes pixels");
    let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
    assert_eq!(w, h, "a square");
    assert_eq!(count as u32, w * h, "every pixel of the square is tinted");
    assert!(w >= 40, "{w}");
    // e4 on a board seen from White: right half, lower-middle.
    assert!(x0 > a.width() / 3 && y0 > a.height() / 3);
}

#[test]
fn orientation_puts_a1_bottom_left_for_white_and_top_right_for_black() {
    let r = Renderer::new();
    for bottom in [Side::White, Side::Black] {
        let mut empty = boards(1);
        empty.bottom = bottom;
        let mut with = empty.clone();
        with.boards[0].put(
            Square::new(0, 0),
            PieceGlyph::chess(ChessGlyph::Rook, Side::Black),
        );
        let a = decode(&r.render_png(&empty));
        let b = decode(&r.render_png(&with));
        let ((x0, y0, x1, y1), _) = diff(&a, &b).expect("the piece is drawn");
        let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2);
        let (w, h) = a.dimensions();
        match bottom {
            Side::White => assert!(cx < w / 4 && cy > h * 3 / 4, "{bottom:?}: {cx},{cy}"),
            Side::Black => assert!(cx > w * 3 / 4 && cy < h / 4, "{bottom:?}: {cx},{cy}"),
        }
        // A black rook: many dark pixels where it stands.
        let dark = (y0..=y1)
            .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
            .filter(|&(x, y)| luma(b.get_pixel(x, y)) < 60)
            .count();
        assert!(dark > 300, "{bottom:?}: {dark} dark pixels");
    }
}

#[test]
fn coordinates_turn_with_the_board() {
    let r = Renderer::new();
    let white = decode(&r.render_png(&boards(1)));
    let mut black_view = boards(1);
    black_view.bottom = Side::Black;
    let black = decode(&r.render_png(&black_view));
    // Squares are symmetric under a 180° turn (a1 and h8 are both dark), so only the
    // coordinate labels differ.
    let ((x0, y0, x1, y1), _) = diff(&white, &black).expect("labels differ");
    assert!(x1 > x0 && y1 > y0);
}

#[test]
fn an_empty_view_still_renders() {
    let img = decode(&render_png(&BoardView::default()));
    assert!(img.width() > 0 && img.height() > 0);
    let only_panel = BoardView {
        panel: vec![PanelLine::strong("Game over"), PanelLine::plain("Draw")],
        ..BoardView::default()
    };
    let img2 = decode(&render_png(&only_panel));
    assert!(img2.height() >= img.height());
}

#[test]
fn upside_down_and_span_change_pixels() {
    let r = Renderer::new();
    let base = |piece: PieceGlyph| {
        let mut v = boards(1);
        v.boards[0].put(Square::new(3, 3), piece);
        decode(&r.render_png(&v))
    };
    let normal = base(PieceGlyph::new("c", Ink::White));
    let mut flipped = PieceGlyph::new("c", Ink::White);
    flipped.upside_down = true;
    let flipped = base(flipped);
    let ((fx0, fy0, fx1, fy1), _) = diff(&normal, &flipped).expect("rotation shows");
    let mut big = PieceGlyph::new("c", Ink::White);
    big.span = (2, 2);
    let big = base(big);
    let empty = decode(&r.render_png(&boards(1)));
    let ((bx0, by0, bx1, by1), _) = diff(&empty, &big).expect("big piece drawn");
    let ((nx0, ny0, nx1, ny1), _) = diff(&empty, &normal).expect("piece drawn");
    assert!((bx1 - bx0) > (nx1 - nx0) * 3 / 2, "span draws larger");
    assert!((by1 - by0) > (ny1 - ny0) * 3 / 2);
    assert!(fx1 >= fx0 && fy1 >= fy0);
    // A span reaching off the board is clipped, not a panic.
    let mut huge = PieceGlyph::new("♛", Ink::Black);
    huge.span = (9, 9);
    base(huge);
}

#[test]
fn glyphs_the_variants_use_exist_in_the_font() {
    let font = FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans.ttf")).unwrap();
    for c in "♚♛♜♝♞♟☺♥☮❄♨⛀cCheHsS".chars() {
        assert_ne!(font.glyph_id(c).0, 0, "{c} missing");
    }
}

#[test]
fn every_decoration_draws_something() {
    let r = Renderer::new();
    let sq = Square::new(2, 2);
    let base = {
        let mut v = boards(1);
        v.boards[0].put(sq, PieceGlyph::chess(ChessGlyph::Knight, Side::White));
        v
    };
    let base_img = decode(&r.render_png(&base));
    let mut variants: Vec<(String, BoardView)> = Vec::new();
    for h in [
        Highlight::LastFrom,
        Highlight::LastTo,
        Highlight::Check,
        Highlight::Target,
        Highlight::Danger,
    ] {
        let mut v = base.clone();
        v.boards[0].highlight(sq, h);
        variants.push((format!("{h:?}"), v));
    }
    for kind in [
        ItemKind::Coin,
        ItemKind::Fire,
        ItemKind::Ice,
        ItemKind::ChaosOrb,
        ItemKind::Trap,
    ] {
        let mut v = base.clone();
        v.boards[0].cell_mut(sq).items.push(Item {
            kind,
            count: Some(4),
        });
        variants.push((format!("{kind:?}"), v));
    }
    for tone in [
        Tone::Plain,
        Tone::Good,
        Tone::Bad,
        Tone::Info,
        Tone::Warn,
        Tone::Magic,
        Tone::Muted,
    ] {
        let mut v = base.clone();
        v.boards[0].cell_mut(sq).badges.push(Badge::new("2", tone));
        variants.push((format!("{tone:?}"), v));
    }
    for hp in [(10, 10), (5, 10), (1, 10), (0, 10), (-3, 0)] {
        let mut v = base.clone();
        v.boards[0].cell_mut(sq).hp = Some(hp);
        variants.push((format!("hp {hp:?}"), v));
    }
    for dashed in [false, true] {
        let mut v = base.clone();
        v.boards[0].arrows.push(Arrow {
            path: vec![Square::new(0, 0), Square::new(0, 3), Square::new(4, 5)],
            ink: Ink::Neutral,
            dashed,
        });
        variants.push((format!("arrow dashed={dashed}"), v));
    }
    let mut faded = base.clone();
    faded.boards[0].cell_mut(sq).piece.as_mut().unwrap().faded = true;
    variants.push(("faded".into(), faded));
    for ink in [Ink::Black, Ink::Neutral] {
        let mut v = base.clone();
        v.boards[0].cell_mut(sq).piece.as_mut().unwrap().ink = ink;
        variants.push((format!("{ink:?}"), v));
    }
    for theme in [PlaneTheme::Heaven, PlaneTheme::Hell, PlaneTheme::Field] {
        let mut v = base.clone();
        v.boards[0].theme = theme;
        variants.push((format!("{theme:?}"), v));
    }
    let mut images = Vec::new();
    for (name, v) in &variants {
        let img = decode(&r.render_png(v));
        assert!(diff(&base_img, &img).is_some(), "{name} changes nothing");
        images.push((name, img));
    }
    // Dashed and solid arrows look different; so do the three inks.
    let find = |n: &str| &images.iter().find(|(name, _)| *name == n).unwrap().1;
    assert!(diff(find("arrow dashed=false"), find("arrow dashed=true")).is_some());
    assert!(diff(find("Black"), find("Neutral")).is_some());
}

#[test]
fn several_badges_items_and_a_bar_fit_on_one_square() {
    let r = Renderer::new();
    let mut v = boards(1);
    let cell = v.boards[0].cell_mut(Square::new(7, 7));
    cell.piece = Some(PieceGlyph::new("Hr", Ink::Neutral));
    cell.hp = Some((17, 40));
    cell.badges = ["1", "XP", "☠", "+12", "Hr"]
        .iter()
        .map(|t| Badge::new(*t, Tone::Info))
        .collect();
    cell.items = (0..5)
        .map(|i| Item {
            kind: ItemKind::Coin,
            count: Some(i),
        })
        .collect();
    let img = decode(&r.render_png(&v));
    let empty = decode(&r.render_png(&boards(1)));
    let ((_, _, x1, _), _) = diff(&empty, &img).unwrap();
    // Nothing spills past the board's right edge (h8 is the top-right square).
    let right_of_board =
        (x1 + 1..img.width()).all(|x| img.get_pixel(x, 40) == empty.get_pixel(x, 40));
    assert!(right_of_board);
}

#[test]
fn long_panel_text_wraps_instead_of_widening() {
    let r = Renderer::new();
    let mut short = boards(1);
    short.panel = vec![PanelLine::plain("Short")];
    let mut long = boards(1);
    long.panel = vec![PanelLine::plain(
        "A very long line of panel text that cannot possibly fit on one line of the side panel, \
         with a_very_long_unbreakable_word_that_must_be_split_somewhere_too.",
    )];
    let a = decode(&r.render_png(&short));
    let b = decode(&r.render_png(&long));
    assert_eq!(a.width(), b.width());
    assert!(b.height() >= a.height());
}

#[test]
fn trays_add_height_and_show_counts() {
    let r = Renderer::new();
    let plain = boards(1);
    let mut with = plain.clone();
    with.trays.push(Tray {
        title: "Underworld".into(),
        title_said: None,
        pieces: (0..20)
            .map(|i| (PieceGlyph::chess(ChessGlyph::Pawn, Side::Black), i))
            .collect(),
    });
    let a = decode(&r.render_png(&plain));
    let b = decode(&r.render_png(&with));
    assert!(
        b.height() > a.height() + 60,
        "{:?} {:?}",
        a.dimensions(),
        b.dimensions()
    );
    assert_eq!(a.width(), b.width(), "the tray wraps under the board");
}

#[test]
fn off_board_and_degenerate_input_does_not_panic() {
    let mut v = boards(1);
    let p = &mut v.boards[0];
    p.put(Square::new(20, 20), PieceGlyph::new("X", Ink::White));
    p.put(Square::new(1, 1), PieceGlyph::new("", Ink::White));
    p.put(
        Square::new(2, 1),
        PieceGlyph::new("Long text piece", Ink::Black),
    );
    p.arrows.push(Arrow {
        path: vec![Square::new(1, 1)],
        ink: Ink::White,
        dashed: false,
    });
    p.arrows.push(Arrow {
        path: vec![Square::new(1, 1), Square::new(1, 1), Square::new(30, 1)],
        ink: Ink::Black,
        dashed: true,
    });
    v.boards
        .push(BoardPlane::new(BoardSize { files: 0, ranks: 0 }));
    v.title = "x".repeat(200);
    let img = decode(&render_png(&v));
    assert!(img.width() > 0);
    assert!(
        img.width() < 1500,
        "a long title is shortened: {}",
        img.width()
    );
}

#[test]
fn rendering_is_deterministic_and_shareable_across_threads() {
    let r = Arc::new(Renderer::new());
    let view = samples::heaven_and_hell();
    let expected = r.render_png(&view);
    let handles: Vec<_> = (0..4)
        .map(|_| {
            let r = r.clone();
            let v = view.clone();
            std::thread::spawn(move || r.render_png(&v))
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().unwrap(), expected);
    }
    assert_eq!(
        render_png(&view),
        expected,
        "the global renderer draws the same"
    );
    let rgba = r.render(&view);
    assert_eq!(decode(&expected), rgba);
}

/// The pixel box of square `s` on a single 8x8 board drawn from White's side, found from the
/// pixels: the bounding box of what a piece on `s` changes.
fn square_box(r: &Renderer, s: Square) -> (u32, u32, u32, u32) {
    let mut with = boards(1);
    with.boards[0].highlight(s, Highlight::LastTo);
    diff(
        &decode(&r.render_png(&boards(1))),
        &decode(&r.render_png(&with)),
    )
    .expect("the highlight shows")
    .0
}

#[test]
fn an_arrow_never_covers_the_piece_it_points_at_nor_the_one_it_starts_from() {
    let r = Renderer::new();
    let size = BoardSize::CHESS;
    let s = |n: &str| Square::parse(n, size).expect("square");
    // Straight, diagonal and knight-shaped moves onto small glyphs.
    // A last move starts from an empty square; a void one (Apocalypse) from the piece that
    // stayed, which the shaft must not cover either when there is room (not next door).
    for (from, to, stayed) in [
        ("e4", "e3", false),
        ("h8", "g7", false),
        ("b1", "c3", true),
        ("d7", "d5", true),
    ] {
        let mut plain = boards(1);
        plain.boards[0].put(s(to), PieceGlyph::new("☮", Ink::White));
        if stayed {
            plain.boards[0].put(s(from), PieceGlyph::new("c", Ink::Black));
        }
        let mut arrowed = plain.clone();
        arrowed.boards[0].arrows.push(Arrow {
            path: vec![s(from), s(to)],
            ink: Ink::Black,
            dashed: false,
        });
        let (x0, y0, x1, y1) = diff(
            &decode(&r.render_png(&plain)),
            &decode(&r.render_png(&arrowed)),
        )
        .expect("the arrow is drawn")
        .0;
        let ends = if stayed { vec![to, from] } else { vec![to] };
        for end in ends {
            let (sx0, sy0, sx1, sy1) = square_box(&r, s(end));
            let overlap_x = x0.max(sx0 + 1) <= x1.min(sx1 - 1);
            let overlap_y = y0.max(sy0 + 1) <= y1.min(sy1 - 1);
            // The arrow's box may touch the square's rim, never reach into it.
            if overlap_x && overlap_y {
                // Only possible for a diagonal box: then check the square's pixels directly.
                let a = decode(&r.render_png(&plain));
                let b = decode(&r.render_png(&arrowed));
                let inner = (sx0 + 2..sx1 - 1)
                    .flat_map(|x| (sy0 + 2..sy1 - 1).map(move |y| (x, y)))
                    .filter(|&(x, y)| a.get_pixel(x, y) != b.get_pixel(x, y))
                    .count();
                assert_eq!(inner, 0, "{from}-{to}: the arrow reaches into {end}");
            }
        }
    }
}

#[test]
fn black_symbols_are_filled_dark_and_white_ones_light() {
    let r = Renderer::new();
    let sq = Square::new(3, 4); // d5, a light square
    for glyph in ["☺", "☮", "♥", "♟✹", "♜⚑"] {
        for (ink, upside_down) in [(Ink::Black, false), (Ink::Black, true), (Ink::White, true)] {
            let mut view = boards(1);
            let mut piece = PieceGlyph::new(glyph, ink);
            piece.upside_down = upside_down;
            view.boards[0].put(sq, piece);
            let empty = decode(&r.render_png(&boards(1)));
            let img = decode(&r.render_png(&view));
            let ((x0, y0, x1, y1), changed) = diff(&empty, &img).expect("drawn");
            let area = ((x1 - x0 + 1) * (y1 - y0 + 1)) as usize;
            let (dark, light) = (y0..=y1)
                .flat_map(|y| (x0..=x1).map(move |x| (x, y)))
                .map(|(x, y)| luma(img.get_pixel(x, y)))
                .fold((0, 0), |(d, l), v| {
                    (d + (v < 70) as usize, l + (v > 235) as usize)
                });
            match ink {
                Ink::Black => assert!(dark * 2 > changed, "{glyph} black: {dark} of {changed}"),
                _ => assert!(light * 3 > changed, "{glyph} white: {light} of {changed}"),
            }
            assert!(
                changed * 3 > area,
                "{glyph}: a solid token, not a thin outline"
            );
        }
    }
}

/// A viewer's colour-blind-safe boards are the same picture in other colours: same size, same
/// pixel indices, only the colour table differs, and it no longer holds the standard scheme's
/// last-move green.
#[test]
fn the_colour_blind_scheme_is_the_same_picture_in_other_colours() {
    let mut view = samples::midgame(rules::VariantId::Battlefield, 24, rules::Viewer::Public);
    let standard = image::load_from_memory(&render::render_png(&view))
        .unwrap()
        .to_rgb8();
    view.scheme = rules::view::Scheme::ColourBlind;
    let safe = image::load_from_memory(&render::render_png(&view))
        .unwrap()
        .to_rgb8();
    assert_eq!(standard.dimensions(), safe.dimensions());
    assert_ne!(standard, safe);
    // The last move's tint over the Battlefield squares (palette.rs: the yellow-green
    // [9b c7 00] at opacity 135 over the light [ee ee d2] and dark [76 96 56] squares).
    let mix = |sq: [u8; 3]| {
        image::Rgb([0, 1, 2].map(|i| {
            ((([0x9b, 0xc7, 0x00][i] as u32) * 135 + sq[i] as u32 * 120 + 127) / 255) as u8
        }))
    };
    let tints = [mix([0xee, 0xee, 0xd2]), mix([0x76, 0x96, 0x56])];
    assert!(standard.pixels().any(|p| tints.contains(p)));
    assert!(!safe.pixels().any(|p| tints.contains(p)));
    // Where the standard picture repeats a colour, so does the safe one: same indices.
    let mut pairs = std::collections::HashMap::new();
    for (a, b) in standard.pixels().zip(safe.pixels()) {
        assert_eq!(*pairs.entry(a.0).or_insert(b.0), b.0);
    }
}

/// Issue 35: an Apocalypse capture both sides cancelled (each piece took the square the other
/// left, so both ends of both arrows hold a piece) is drawn as a readable arrow, about as much
/// of it as a last move's arrow onto a piece, not a stub between the two squares; in the replay
/// too, whose frames are the same pictures.
#[test]
fn a_cancelled_apocalypse_capture_is_a_whole_arrow_not_a_stub() {
    use rules::{AnyGame, VariantId, Viewer};
    let r = Renderer::new();
    let gold = [0xf5, 0xb7, 0x00];
    let arrow_pixels = |view: &BoardView| {
        decode(&r.render_png(view))
            .pixels()
            .filter(|p| [p[0], p[1], p[2]] == gold)
            .count()
    };
    let mut game =
        AnyGame::from_position(VariantId::Apocalypse, "n4/p4/1p3/2P2/4N 0 0 1", 1).unwrap();
    let before = game.view(Viewer::PublicFrom(Side::White));
    game.play_text(Side::White, "c2b3").unwrap();
    let (_, report) = game.play_text(Side::Black, "b3c2").unwrap();
    assert!(
        report.public.contains("capture cancelled"),
        "{}",
        report.public
    );
    let swapped = game.view(Viewer::PublicFrom(Side::White));
    // The same White arrow as a plain last move: from an empty square onto a piece.
    let mut plain = swapped.clone();
    plain.boards[0].arrows.retain(|a| a.ink == Ink::White);
    plain.boards[0]
        .cells
        .retain(|c| c.square != Square::new(2, 1));
    let whole = arrow_pixels(&plain);
    let cancelled = arrow_pixels(&swapped);
    assert!(whole > 200, "{whole}");
    assert!(
        cancelled * 2 > whole,
        "the cancelled capture's arrow: {cancelled} pixels, a whole one {whole}"
    );
    // The replay's last frame is that picture.
    let gif = r.render_gif(&[before, swapped.clone()], render::Speed::Normal);
    let frames = render::decode_gif(&gif).unwrap().frames;
    let last = frames.last().unwrap();
    let png = image::load_from_memory(&r.render_png(&swapped))
        .unwrap()
        .to_rgb8();
    assert!(
        *last == png,
        "the replay draws it as the board picture does"
    );
}
