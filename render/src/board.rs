//! Drawing a board in RGB, once per tile: its background (squares and coordinates) and the
//! squares with what stands on them — highlights, pieces, target marks, items, HP bars and
//! badges, in that order. The results are quantised to palette tiles and cached (see `tiles`).

use crate::canvas::Canvas;
use crate::layout::{coord_margin, coord_px, BoardBox};
use crate::palette;
use crate::shapes;
use crate::text::Face;
use crate::Renderer;
use rules::view::{Cell, Highlight, ItemKind, PlaneTheme};

impl Renderer {
    /// A board's background in RGB: squares, plus rank numbers on the left and file letters
    /// below when `coords` is set (else the tile is just the squares).
    pub(crate) fn background_rgb(&self, bx: &BoardBox, theme: PlaneTheme, coords: bool) -> Canvas {
        let sq = bx.sq as u32;
        let margin = if coords { coord_margin(sq) } else { 0 };
        let w = margin + bx.files as u32 * sq;
        let h = bx.ranks as u32 * sq + margin;
        let mut c = Canvas::new(w, h, palette::BACKGROUND);
        let (light, dark) = palette::squares(theme);
        // A local box with the tile's own origin.
        let local = BoardBox {
            tile_x: 0.0,
            tile_y: 0.0,
            x: margin as f32,
            y: 0.0,
            ..bx.clone()
        };
        let px = coord_px(sq);
        for file in 0..bx.files {
            for rank in 0..bx.ranks {
                let s = rules::Square::new(file, rank);
                let (x, y) = local.square_xy(s);
                let colour = if (file + rank) % 2 == 0 { dark } else { light };
                c.fill_rect(x as i32, y as i32, sq as i32, sq as i32, colour);
            }
            if !coords {
                continue;
            }
            let (cx, _) = local.centre(rules::Square::new(file, 0));
            let letter = ((b'a' + file) as char).to_string();
            let cy = bx.ranks as f32 * sq as f32 + margin as f32 / 2.0;
            self.fonts
                .draw_centred(&mut c, cx, cy, &letter, Face::Bold, px, palette::COORD);
        }
        if coords {
            for rank in 0..bx.ranks {
                let (_, cy) = local.centre(rules::Square::new(0, rank));
                let number = (rank as u32 + 1).to_string();
                self.fonts.draw_centred(
                    &mut c,
                    margin as f32 / 2.0,
                    cy,
                    &number,
                    Face::Bold,
                    px,
                    palette::COORD,
                );
            }
        }
        c
    }

    /// Draws, in RGB, the part of a board covering `rect` (pixels, in the board box's
    /// coordinates) with everything `cells` put there: square colours, highlights, pieces,
    /// target marks, items, HP bars and badges, in that order (the order of the whole board).
    pub(crate) fn region_rgb(
        &self,
        bx: &BoardBox,
        theme: PlaneTheme,
        rect: (f32, f32, f32, f32),
        cells: &[&Cell],
    ) -> Canvas {
        let (rx, ry, rw, rh) = rect;
        let mut c = Canvas::new(rw as u32, rh as u32, palette::BACKGROUND);
        let local = BoardBox {
            tile_x: bx.tile_x - rx,
            tile_y: bx.tile_y - ry,
            x: bx.x - rx,
            y: bx.y - ry,
            ..bx.clone()
        };
        let (light, dark) = palette::squares(theme);
        let cols = (rw / bx.sq).round() as i32;
        let rows = (rh / bx.sq).round() as i32;
        // Which colour the top-left square has: the parity of the square drawn there.
        let top_left = local.square_at(local.sq / 2.0, local.sq / 2.0);
        let parity = (top_left.file + top_left.rank) % 2;
        for row in 0..rows {
            for col in 0..cols {
                let dark_sq = (parity as i32 + row + col) % 2 == 0;
                let colour = if dark_sq { dark } else { light };
                let s = bx.sq as i32;
                c.fill_rect(col * s, row * s, s, s, colour);
            }
        }
        for cell in cells {
            self.draw_highlights(&mut c, &local, cell);
        }
        for cell in cells {
            self.draw_piece(&mut c, &local, cell);
        }
        for cell in cells {
            if cell.highlights.contains(&Highlight::Target) {
                let (cx, cy) = local.centre(cell.square);
                if cell.piece.is_some() {
                    let r = local.sq * 0.5 - 1.0;
                    c.ring(cx, cy, r, local.sq * 0.08, palette::TARGET, 255);
                } else {
                    c.disc(
                        cx,
                        cy,
                        local.sq * 0.15,
                        palette::TARGET,
                        palette::TARGET_DOT_ALPHA as u8,
                    );
                }
            }
        }
        for cell in cells {
            self.draw_items(&mut c, &local, cell);
            self.draw_hp(&mut c, &local, cell);
            self.draw_badges(&mut c, &local, cell);
        }
        c
    }

    fn draw_highlights(&self, canvas: &mut Canvas, bx: &BoardBox, cell: &Cell) {
        let (x, y) = bx.square_xy(cell.square);
        let s = bx.sq;
        for h in &cell.highlights {
            match h {
                Highlight::LastFrom => canvas.blend_rect(
                    x as i32,
                    y as i32,
                    s as i32,
                    s as i32,
                    palette::LAST_MOVE,
                    palette::LAST_FROM_ALPHA as u8,
                ),
                Highlight::LastTo => canvas.blend_rect(
                    x as i32,
                    y as i32,
                    s as i32,
                    s as i32,
                    palette::LAST_MOVE,
                    palette::LAST_TO_ALPHA as u8,
                ),
                Highlight::Check => {
                    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
                    let r = s * 0.62;
                    canvas.shade((x, y, x + s, y + s), palette::CHECK, 255, |px, py| {
                        let d = ((px - cx).powi(2) + (py - cy).powi(2)).sqrt() / r;
                        let t = (1.0 - d).clamp(0.0, 1.0);
                        t * (2.0 - t) * 0.95
                    });
                }
                Highlight::Danger => {
                    canvas.blend_rect(
                        x as i32,
                        y as i32,
                        s as i32,
                        s as i32,
                        palette::DANGER,
                        palette::DANGER_ALPHA as u8,
                    );
                    let t = (s * 0.06).max(2.0);
                    let frame_alpha = palette::DANGER_FRAME_ALPHA as u8;
                    canvas.shade(
                        (x, y, x + s, y + s),
                        palette::DANGER,
                        frame_alpha,
                        |px, py| {
                            let d = (px - x).min(x + s - px).min(py - y).min(y + s - py);
                            t + 0.5 - d
                        },
                    );
                }
                Highlight::Target => {}
            }
        }
    }

    fn draw_piece(&self, canvas: &mut Canvas, bx: &BoardBox, cell: &Cell) {
        let Some(piece) = &cell.piece else { return };
        let (x, y, w, mut h) = bx.footprint(cell.square, piece.span);
        if cell.hp.is_some() {
            // The bar takes the bottom of the square: fit the piece in the space above it.
            h -= hp_bar_height(bx.sq) + 2.0;
        }
        let sprite = self.pieces.get(
            &self.fonts,
            &piece.glyph,
            piece.ink,
            w as u32,
            h as u32,
            piece.upside_down,
        );
        let opacity = if piece.faded {
            palette::FADED_ALPHA as u8
        } else {
            255
        };
        canvas.draw_sprite(x as i32, y.round() as i32, &sprite, opacity);
    }

    fn draw_items(&self, canvas: &mut Canvas, bx: &BoardBox, cell: &Cell) {
        if cell.items.is_empty() {
            return;
        }
        let (x, y) = bx.square_xy(cell.square);
        let d = (bx.sq * 0.34).clamp(18.0, 28.0).round();
        let r = d / 2.0;
        let gap = 2.0;
        let lift = if cell.hp.is_some() {
            hp_bar_height(bx.sq) + 2.0
        } else {
            0.0
        };
        let left = x + gap + r;
        let right = x + bx.sq - gap - r;
        let top = y + gap + r;
        let bottom = y + bx.sq - gap - r - lift;
        for (i, item) in cell.items.iter().enumerate() {
            // Corners first (top-left, bottom-left, bottom-right, top-right), then a second
            // row above the bottom-left one.
            let (cx, cy) = match i {
                0 => (left, top),
                1 => (left, bottom),
                2 => (right, bottom),
                3 => (right, top),
                _ => (left + (i - 4) as f32 * (d + gap), bottom - d - gap),
            };
            self.item_icon(canvas, item.kind, item.count, cx, cy, d);
            if let (Some(n), false) = (item.count, item.kind == ItemKind::Coin) {
                let text = n.to_string();
                let tpx = d * 0.6;
                let tw = self.fonts.measure(&text, Face::Bold, tpx);
                let (bx0, by0) = (cx + r * 0.4, cy - r * 1.1);
                canvas.round_rect(bx0, by0, tw + 4.0, tpx * 1.1, 3.0, palette::INK_DARK, 230);
                self.fonts.draw(
                    canvas,
                    bx0 + 2.0,
                    by0 + tpx * 0.9,
                    &text,
                    Face::Bold,
                    tpx,
                    [255, 255, 255],
                );
            }
        }
    }

    /// An item's icon, `d` pixels across, centred on (cx, cy): drawn to look like the emoji
    /// `/rules` uses for it (🪙 coin, 🔥 fire, ❄️ ice, 🔮 chaos orb) so players match them at a
    /// glance; a Secret Trap is a red cross on a dark disc.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn item_icon(
        &self,
        canvas: &mut Canvas,
        kind: ItemKind,
        count: Option<u32>,
        cx: f32,
        cy: f32,
        d: f32,
    ) {
        let r = d / 2.0;
        let (disc, mark) = palette::item(kind);
        let size = (d + 6.0).ceil() as u32;
        let (ox, oy) = (
            (cx - size as f32 / 2.0).round(),
            (cy - size as f32 / 2.0).round(),
        );
        let c = (cx - ox, cy - oy);
        let paint = |canvas: &mut Canvas, sdf: &dyn Fn(shapes::P) -> f32, colour, alpha| {
            let m = shapes::mask(size, size, sdf);
            canvas.draw_mask(ox as i32, oy as i32, &m, colour, alpha);
        };
        match kind {
            ItemKind::Fire => paint_flame(&paint, canvas, c, r, disc),
            ItemKind::Ice => {
                canvas.disc(cx, cy, r + 1.2, palette::INK_DARK, 200);
                canvas.disc(cx, cy, r, disc, 255);
                paint_snowflake(&paint, canvas, c, r, mark);
            }
            ItemKind::ChaosOrb => paint_orb(&paint, canvas, c, r, disc, mark),
            ItemKind::Coin => {
                canvas.disc(cx, cy, r + 1.2, palette::INK_DARK, 200);
                canvas.disc(cx, cy, r, disc, 255);
                canvas.ring(
                    cx,
                    cy,
                    r * 0.82,
                    (r * 0.12).max(1.0),
                    palette::COIN_RIM,
                    255,
                );
                let text = count.map_or_else(|| "$".to_string(), |n| n.to_string());
                let px = if text.chars().count() == 1 {
                    d * 0.7
                } else {
                    d * 0.55
                };
                self.fonts
                    .draw_centred(canvas, cx, cy, &text, Face::Bold, px, mark);
            }
            ItemKind::Trap => {
                canvas.disc(cx, cy, r + 1.2, palette::INK_DARK, 200);
                canvas.disc(cx, cy, r, disc, 255);
                let k = r * 0.45;
                let w = (r * 0.16).max(1.0);
                let cross = |p: shapes::P| {
                    shapes::capsule(p, (c.0 - k, c.1 - k), (c.0 + k, c.1 + k), w).min(
                        shapes::capsule(p, (c.0 - k, c.1 + k), (c.0 + k, c.1 - k), w),
                    )
                };
                paint(canvas, &cross, mark, 255);
            }
        }
    }

    fn draw_hp(&self, canvas: &mut Canvas, bx: &BoardBox, cell: &Cell) {
        let Some((cur, max)) = cell.hp else { return };
        let (x, y) = bx.square_xy(cell.square);
        let bh = hp_bar_height(bx.sq);
        let (bx0, by0, bw) = (x + 3.0, y + bx.sq - bh - 2.0, bx.sq - 6.0);
        let frac = if max > 0 {
            (cur as f32 / max as f32).clamp(0.0, 1.0)
        } else {
            0.0
        };
        canvas.round_rect(bx0, by0, bw, bh, 3.0, palette::INK_DARK, 225);
        if frac > 0.0 {
            let fw = ((bw - 2.0) * frac).max(3.0);
            canvas.round_rect(
                bx0 + 1.0,
                by0 + 1.0,
                fw,
                bh - 2.0,
                2.5,
                palette::hp(frac),
                255,
            );
        }
        let px = bh * 0.9;
        let full = format!("{cur}/{max}");
        let text = if self.fonts.measure(&full, Face::Bold, px) <= bw - 4.0 {
            full
        } else {
            cur.to_string()
        };
        let cx = bx0 + bw / 2.0;
        let cy = by0 + bh / 2.0;
        self.fonts
            .draw_centred(canvas, cx + 1.0, cy + 1.0, &text, Face::Bold, px, [0, 0, 0]);
        self.fonts
            .draw_centred(canvas, cx, cy, &text, Face::Bold, px, [0xff, 0xff, 0xff]);
    }

    fn draw_badges(&self, canvas: &mut Canvas, bx: &BoardBox, cell: &Cell) {
        if cell.badges.is_empty() {
            return;
        }
        let (x, y) = bx.square_xy(cell.square);
        let px = (bx.sq * 0.2).clamp(10.0, 16.0);
        let bh = (px * 1.3).round();
        let mut right = x + bx.sq - 2.0;
        let mut top = y + 2.0;
        for badge in &cell.badges {
            let tw = self.fonts.measure(&badge.text, Face::Bold, px);
            let bw = (tw + px * 0.6).max(bh).min(bx.sq - 4.0);
            if right - bw < x + 1.0 && right < x + bx.sq - 3.0 {
                right = x + bx.sq - 2.0;
                top += bh + 2.0;
            }
            let (fill, ink) = palette::badge(badge.tone);
            let left = right - bw;
            canvas.round_rect(
                left - 1.0,
                top - 1.0,
                bw + 2.0,
                bh + 2.0,
                bh / 2.0 + 1.0,
                palette::INK_DARK,
                220,
            );
            canvas.round_rect(left, top, bw, bh, bh / 2.0, fill, 255);
            self.fonts.draw_centred(
                canvas,
                left + bw / 2.0,
                top + bh / 2.0,
                &badge.text,
                Face::Bold,
                px,
                ink,
            );
            right = left - 2.0;
        }
    }
}

/// Height of an HP bar on squares of `sq` pixels.
fn hp_bar_height(sq: f32) -> f32 {
    (sq * 0.18).clamp(11.0, 16.0).round()
}

/// Paints a shape, given by its signed distance function, in a colour and opacity: the way
/// [`Renderer::item_icon`] lays each part of an icon on the canvas.
type Paint<'a> = dyn Fn(&mut Canvas, &dyn Fn(shapes::P) -> f32, [u8; 3], u8) + 'a;

/// 🔥: a round base drawn up to a point, a yellow core inside; `c` the centre, `r` the radius.
fn paint_flame(paint: &Paint<'_>, canvas: &mut Canvas, c: shapes::P, r: f32, disc: [u8; 3]) {
    let outer = |p: shapes::P| {
        let base = shapes::circle(p, (c.0, c.1 + r * 0.28), r * 0.62);
        let tip = [
            (c.0 - r * 0.58, c.1 + r * 0.2),
            (c.0 + r * 0.6, c.1 + r * 0.2),
            (c.0 + r * 0.12, c.1 - r * 1.0),
        ];
        base.min(shapes::polygon(p, &tip))
    };
    let inner = |p: shapes::P| {
        let base = shapes::circle(p, (c.0, c.1 + r * 0.42), r * 0.32);
        let tip = [
            (c.0 - r * 0.3, c.1 + r * 0.36),
            (c.0 + r * 0.3, c.1 + r * 0.36),
            (c.0 + r * 0.04, c.1 - r * 0.25),
        ];
        base.min(shapes::polygon(p, &tip))
    };
    paint(canvas, &|p| outer(p) - 1.3, palette::INK_DARK, 210);
    paint(canvas, &outer, disc, 255);
    paint(canvas, &inner, palette::FIRE_CORE, 255);
}

/// ❄️: three strokes through the middle, a V near each end.
fn paint_snowflake(paint: &Paint<'_>, canvas: &mut Canvas, c: shapes::P, r: f32, mark: [u8; 3]) {
    let flake = |p: shapes::P| {
        let w = (r * 0.09).max(0.7);
        let mut best = f32::MAX;
        for k in 0..6 {
            let a = std::f32::consts::PI / 3.0 * k as f32 + std::f32::consts::FRAC_PI_2;
            let (ux, uy) = (a.cos(), a.sin());
            let end = (c.0 + ux * r * 0.8, c.1 + uy * r * 0.8);
            best = best.min(shapes::capsule(p, c, end, w));
            let at = (c.0 + ux * r * 0.48, c.1 + uy * r * 0.48);
            for side in [-1.0f32, 1.0] {
                let b = a + side * 0.75;
                let twig = (at.0 + b.cos() * r * 0.3, at.1 + b.sin() * r * 0.3);
                best = best.min(shapes::capsule(p, at, twig, w * 0.85));
            }
        }
        best
    };
    paint(canvas, &flake, mark, 255);
}

/// 🔮: a crystal ball on a small stand, with a shine.
fn paint_orb(
    paint: &Paint<'_>,
    canvas: &mut Canvas,
    c: shapes::P,
    r: f32,
    disc: [u8; 3],
    mark: [u8; 3],
) {
    let ball = (c.0, c.1 - r * 0.12);
    let br = r * 0.8;
    let stand = [
        (c.0 - r * 0.55, c.1 + r * 0.95),
        (c.0 + r * 0.55, c.1 + r * 0.95),
        (c.0 + r * 0.32, c.1 + r * 0.55),
        (c.0 - r * 0.32, c.1 + r * 0.55),
    ];
    let outline = |p: shapes::P| shapes::circle(p, ball, br).min(shapes::polygon(p, &stand)) - 1.2;
    paint(canvas, &outline, palette::INK_DARK, 210);
    paint(
        canvas,
        &|p| shapes::polygon(p, &stand),
        palette::ORB_STAND,
        255,
    );
    paint(canvas, &|p| shapes::circle(p, ball, br), disc, 255);
    let shine = (ball.0 - br * 0.38, ball.1 - br * 0.38);
    paint(canvas, &|p| shapes::circle(p, shine, br * 0.24), mark, 230);
}
