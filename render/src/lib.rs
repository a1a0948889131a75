//! Draws a [`rules::BoardView`] as a PNG. Knows drawing, not rules.
//!
//! The bot builds one [`Renderer`] and shares it across tasks (or calls the free
//! [`render_png`], which uses a global one). Frames are composed the way lichess's board-image
//! server (lila-gif) composes them: nothing is drawn per request that could be drawn before.
//! - One fixed 256-colour table per set of board themes (see `indexed`): the solid colours
//!   exactly, plus anti-aliasing ramps between the colours that meet at edges.
//! - Tiles pre-rendered into that table on first use and cached (see `tiles`): each board's
//!   background with its coordinates, and each square that shows something — its colour,
//!   highlights, piece, marks, items, HP bar and badges — keyed by what it shows, so the same
//!   piece on the same square colour is drawn once for every game.
//! - A frame is row copies of those tiles in palette indices; what is truly per frame (arrows,
//!   text, the panel card) is blended through precomputed ramps of the same table.
//! - The frame is encoded as an 8-bit indexed PNG with fast compression (see `encode`).
//! - A whole game is an animated GIF of the same frames ([`Renderer::render_gif`], see
//!   `animation`): the table's indices fed to the encoder as they are, each frame only the
//!   rectangle that changed, as lila-gif encodes lichess's game GIFs.
//!
//! How the model is drawn:
//! - Boards left to right, each with its label above, rank numbers left and file letters
//!   below, turned 180° (coordinates too) when `bottom` is Black. Three boards (Heaven and
//!   Hell's planes) are laid out as the middle one large on the left and the other two stacked
//!   beside it at half size, with the panel underneath, so the picture stays readable at
//!   Discord's preview width. Otherwise trays go under the boards and the panel to the right
//!   (text wraps to its width).
//! - Pieces: chess symbols as a printed diagram (white fill with dark lines; black with a light
//!   rim; Neutral violet). Letters are bold with a contrasting halo. Other symbols (♥ ☮ ★ …)
//!   are solid tokens in the piece's ink with their lines in the contrasting colour, so Black's
//!   are dark; the Happy Face ☺ is drawn from shapes. A chess symbol followed by one emblem
//!   ("♟✹") is the chess piece with the emblem on a disc at its foot. `upside_down` turns the
//!   glyph 180° in the picture, whatever `bottom` is: a variant whose pieces should face their
//!   owner in a turned board sets it per viewer. `span` draws the piece over its whole
//!   footprint; `faded` draws it translucent. A cell with `hp` fits the piece above its bar.
//! - Items are icons like the emoji `/rules` uses (coin, flame, snowflake, crystal ball; a red
//!   cross for a trap) in the square's corners (top-left, bottom-left, bottom-right,
//!   top-right); badges are pills along the top right; the HP bar runs along the bottom.
//!   [`Renderer::render_legend_png`] draws a key to pieces and items for a rules page.
//! - Arrows are drawn last: gold for White, blue for Black, violet for neither. An arrow stops
//!   at the edge of a square with a piece on it (at either end), so it never hides a piece.
//!
//! Fonts: DejaVu Sans and DejaVu Sans Bold, embedded (see `fonts/LICENSE-DejaVu.txt`).
// Issue 24: no function longer than clippy.toml's threshold; only a pure data table may allow it,
// with its reason.

mod animation;
mod arrows;
mod board;
mod cache;
mod canvas;
mod encode;
mod frame;
mod graph;
mod indexed;
mod layout;
mod lzw;
mod palette;
mod pieces;
pub mod samples;
mod shapes;
mod table;
mod text;
mod tiles;

pub use animation::{decode_gif, DecodedGif, Delays, Speed, SUB_FRAME_CS};
use frame::Frame;
pub use graph::{Graph, GraphWords, Mark, GRAPH_SIZE};
use indexed::theme_mask;
use rules::view::{BoardView, Legend, PlaneTheme};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};
use text::Fonts;
use tiles::Themed;

/// Colour tables (with their tile caches) kept at once: the variants use three theme sets
/// (classic, battlefield, the three planes).
const MAX_TABLES: usize = 3;

/// How much of the picture to draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Framing {
    /// Everything in the view: title, board labels, coordinates in the margins, trays and the
    /// side panel, with square sizes chosen for Discord. What the bot sends.
    #[default]
    Full,
    /// Only the boards, side by side, with squares of `square_px` pixels and coordinates inside
    /// the edge squares (as lichess's board images do): an 8x8 board at 90 px is 720×720.
    BoardOnly {
        /// Side of a square in pixels.
        square_px: u32,
    },
}

/// Draws board views. Build it once and share it: it keeps caches of pre-rendered palette
/// tiles, piece sprites and glyphs behind locks, so it is `Send + Sync` and cheap to call from
/// many tasks at once.
///
/// ```
/// use rules::{AnyGame, VariantId, Viewer};
///
/// let renderer = render::Renderer::new();
/// let game = AnyGame::new(VariantId::Battlefield, 1).unwrap();
/// let png = renderer.render_png(&game.view(Viewer::Public));
/// assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
/// // The same view draws the same bytes.
/// assert_eq!(png, renderer.render_png(&game.view(Viewer::Public)));
/// ```
pub struct Renderer {
    fonts: Fonts,
    pieces: pieces::PieceCache,
    /// One colour table and its tile caches per set of board themes.
    themed: RwLock<HashMap<u8, Arc<Themed>>>,
}

impl std::fmt::Debug for Renderer {
    /// Cache sizes only: the cached pixels are not worth printing.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let themed = self.themed.read().expect("themed lock");
        f.debug_struct("Renderer")
            .field("cached_glyphs", &self.fonts.cached())
            .field("cached_pieces", &self.pieces.cached())
            .field("colour_tables", &themed.len())
            .field(
                "cached_tiles",
                &themed.values().map(|t| t.cached()).sum::<usize>(),
            )
            .finish()
    }
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

impl Renderer {
    /// A renderer with empty caches (they fill on first use).
    pub fn new() -> Self {
        Renderer {
            fonts: Fonts::new(),
            pieces: pieces::PieceCache::default(),
            themed: RwLock::new(HashMap::new()),
        }
    }

    /// Draws `view` as an RGBA image (fully opaque).
    pub fn render(&self, view: &BoardView) -> image::RgbaImage {
        self.render_with(view, Framing::Full)
    }

    /// Draws `view`, framed as asked, as an RGBA image (fully opaque).
    pub fn render_with(&self, view: &BoardView, framing: Framing) -> image::RgbaImage {
        let themed = self.themed_for(view);
        let frame = self.draw(view, framing, &themed);
        let colours = themed.table.colours_for(view.scheme);
        let rgba: Vec<u8> = frame
            .indices()
            .flat_map(|i| {
                let c = colours[i as usize];
                [c[0], c[1], c[2], 255]
            })
            .collect();
        image::RgbaImage::from_raw(frame.w, frame.h, rgba).expect("buffer has w*h*4 bytes")
    }

    /// Draws `view` and encodes it as an 8-bit indexed PNG.
    pub fn render_png(&self, view: &BoardView) -> Vec<u8> {
        self.render_png_with(view, Framing::Full)
    }

    /// Draws `view`, framed as asked, as an 8-bit indexed PNG.
    pub fn render_png_with(&self, view: &BoardView, framing: Framing) -> Vec<u8> {
        let themed = self.themed_for(view);
        self.draw(view, framing, &themed).into_png_in(view.scheme)
    }

    /// Draws a legend — each symbol on a square exactly as a board shows it, its name beside
    /// it, in two columns under the title — as an 8-bit indexed PNG. `/rules` shows it so the
    /// symbols on the boards can be looked up.
    pub fn render_legend_png(&self, legend: &Legend) -> Vec<u8> {
        const SQ: u32 = 56;
        const NAME_PX: f32 = 18.0;
        const GAP: f32 = 12.0;
        let sq = SQ as f32;
        let pad = layout::PAD;
        let rows = legend.entries.len().div_ceil(2);
        let name_w = legend
            .entries
            .iter()
            .map(|e| self.fonts.measure(&e.name, text::Face::Regular, NAME_PX))
            .fold(0.0f32, f32::max);
        let col_w = sq + GAP + name_w + 2.0 * GAP;
        let title_h = if legend.title.is_empty() { 0.0 } else { 44.0 };
        let title_w = self.fonts.measure(&legend.title, text::Face::Bold, 24.0);
        let width = (2.0 * pad + 2.0 * col_w).max(2.0 * pad + title_w).ceil() as u32;
        let height = (2.0 * pad + title_h + rows as f32 * (sq + 8.0) - 8.0).ceil() as u32;
        let mut canvas = canvas::Canvas::new(width, height.max(1), palette::BACKGROUND);
        self.fonts.draw(
            &mut canvas,
            pad,
            pad + 24.0 * 0.9,
            &legend.title,
            text::Face::Bold,
            24.0,
            palette::tone(rules::view::Tone::Plain),
        );
        for (i, entry) in legend.entries.iter().enumerate() {
            let x = pad + (i / rows) as f32 * col_w;
            let y = pad + title_h + (i % rows) as f32 * (sq + 8.0);
            // A one-square board whose square is light (b1's colour).
            let square = rules::Square::new(1, 0);
            let bx = layout::BoardBox {
                tile_x: x,
                tile_y: y,
                x: x - sq,
                y,
                files: 2,
                ranks: 1,
                sq,
                bottom: rules::Side::White,
            };
            let mut cell = rules::view::Cell::new(square);
            cell.piece = entry.piece.clone();
            if cell.piece.is_some() {
                cell.items = entry.items.clone();
            }
            let mut tile = self.region_rgb(&bx, PlaneTheme::Classic, (x, y, sq, sq), &[&cell]);
            if cell.piece.is_none() {
                // Items alone are drawn large, in the middle of the square.
                for item in &entry.items {
                    self.item_icon(
                        &mut tile,
                        item.kind,
                        item.count,
                        sq / 2.0,
                        sq / 2.0,
                        sq * 0.6,
                    );
                }
            }
            canvas.blit(x as i32, y as i32, &tile);
            self.fonts.draw(
                &mut canvas,
                x + sq + GAP,
                y + sq / 2.0 + NAME_PX * 0.35,
                &entry.name,
                text::Face::Regular,
                NAME_PX,
                palette::tone(rules::view::Tone::Plain),
            );
        }
        self.canvas_png(&canvas)
    }

    /// Draws a review's evaluation graph (White's expected score over the actions, marks, the
    /// result) as a PNG of [`GRAPH_SIZE`].
    pub fn render_graph_png(&self, graph: &Graph) -> Vec<u8> {
        graph::png(&graph::draw(&self.fonts, graph))
    }

    /// A picture drawn on a true-colour canvas (a legend, a table), as a PNG in the house
    /// palette: quantised to the fixed colour table and encoded like a board.
    pub(crate) fn canvas_png(&self, canvas: &canvas::Canvas) -> Vec<u8> {
        let themed = self.themed_for(&BoardView::default());
        let mut frame = Frame::new(canvas.w, canvas.h, palette::BACKGROUND, &themed.table);
        frame.blit(
            0,
            0,
            &frame::IndexImage {
                w: canvas.w,
                h: canvas.h,
                px: themed.table.quantise(&canvas.px),
            },
        );
        frame.into_png()
    }

    /// Approximate bytes held by the caches (pre-rendered tiles, sprites, glyphs, tables).
    pub fn cache_bytes(&self) -> usize {
        let themed = self.themed.read().expect("themed lock");
        themed.values().map(|t| t.bytes()).sum::<usize>() + self.pieces.bytes() + self.fonts.bytes()
    }

    /// The colour table and caches for the themes of `view`'s boards.
    fn themed_for(&self, view: &BoardView) -> Arc<Themed> {
        let mut mask = theme_mask(view.boards.iter().map(|b| b.theme));
        if mask == 0 {
            mask = theme_mask([PlaneTheme::Classic]);
        }
        if let Some(t) = self.themed.read().expect("themed lock").get(&mask) {
            return t.clone();
        }
        let built = Arc::new(Themed::new(mask));
        let mut tables = self.themed.write().expect("themed lock");
        if tables.len() >= MAX_TABLES && !tables.contains_key(&mask) {
            // The variants need three theme sets; more only come from unusual views.
            tables.clear();
        }
        tables.entry(mask).or_insert(built).clone()
    }

    /// Draws the frame in palette indices.
    fn draw<'t>(&self, view: &BoardView, framing: Framing, themed: &'t Themed) -> Frame<'t> {
        let lay = layout::layout(view, &self.fonts, framing);
        self.draw_laid(view, &lay, framing, themed, Vec::new())
    }

    /// Draws the frame of `view` laid out as `lay` (its layout in `framing`), in `buffer`'s
    /// allocation.
    fn draw_laid<'t>(
        &self,
        view: &BoardView,
        lay: &layout::Layout,
        framing: Framing,
        themed: &'t Themed,
        buffer: Vec<u8>,
    ) -> Frame<'t> {
        let mut frame = Frame::new_in(
            buffer,
            lay.width,
            lay.height,
            palette::BACKGROUND,
            &themed.table,
        );
        if let Some((x, y, w, h)) = lay.panel {
            frame.round_rect(x, y, w, h, 10.0, palette::PANEL);
        }
        let coords = framing == Framing::Full;
        for (plane, bx) in view.boards.iter().zip(&lay.boards) {
            self.draw_board(&mut frame, themed, bx, plane, coords);
            if !coords {
                self.inner_coordinates(&mut frame, bx, plane.theme);
            }
        }
        let tp = lay.tray_piece_px;
        for tp_piece in &lay.tray_pieces {
            let chip = self.chip(themed, &tp_piece.piece, tp);
            frame.blit(tp_piece.x as i32, tp_piece.y as i32, &chip);
            if let Some((text, x, baseline)) = &tp_piece.count {
                self.fonts.draw(
                    &mut frame,
                    *x,
                    *baseline,
                    text,
                    text::Face::Bold,
                    layout::TRAY_COUNT_PX,
                    palette::COORD,
                );
            }
        }
        for t in &lay.texts {
            self.fonts
                .draw(&mut frame, t.x, t.baseline, &t.text, t.face, t.px, t.colour);
        }
        frame
    }

    /// Rank numbers in the top-left corner of the left column's squares and file letters in
    /// the bottom-right corner of the bottom row's, each in the other square colour.
    fn inner_coordinates(&self, frame: &mut Frame, bx: &layout::BoardBox, theme: PlaneTheme) {
        let (light, dark) = palette::squares(theme);
        let px = (bx.sq * 0.2).clamp(10.0, 18.0);
        let pad = bx.sq * 0.05;
        for row in 0..bx.ranks {
            let y = bx.y + row as f32 * bx.sq;
            let s = bx.square_at(bx.x + 1.0, y + 1.0);
            let ink = if (s.file + s.rank) & 1 == 0 {
                light
            } else {
                dark
            };
            let text = (s.rank as u32 + 1).to_string();
            self.fonts.draw(
                frame,
                bx.x + pad,
                y + pad + px * 0.75,
                &text,
                text::Face::Bold,
                px,
                ink,
            );
        }
        for col in 0..bx.files {
            let x = bx.x + (col + 1) as f32 * bx.sq;
            let y = bx.y + bx.ranks as f32 * bx.sq;
            let s = bx.square_at(x - 1.0, y - 1.0);
            let ink = if (s.file + s.rank) & 1 == 0 {
                light
            } else {
                dark
            };
            let text = ((b'a' + s.file) as char).to_string();
            let w = self.fonts.measure(&text, text::Face::Bold, px);
            self.fonts.draw(
                frame,
                x - pad - w,
                y - pad,
                &text,
                text::Face::Bold,
                px,
                ink,
            );
        }
    }
}

/// The process-wide renderer behind [`render_png`].
fn global() -> &'static Renderer {
    static GLOBAL: OnceLock<Renderer> = OnceLock::new();
    GLOBAL.get_or_init(Renderer::new)
}

/// Draws `view` as PNG bytes with a lazily built, process-wide [`Renderer`].
pub fn render_png(view: &BoardView) -> Vec<u8> {
    global().render_png(view)
}

/// Draws `legend` as PNG bytes with the process-wide [`Renderer`].
pub fn render_legend_png(legend: &Legend) -> Vec<u8> {
    global().render_legend_png(legend)
}

/// Draws `views` as a looping animated GIF with the process-wide [`Renderer`] (see
/// [`Renderer::render_gif`]).
pub fn render_gif(views: &[BoardView], speed: Speed) -> Vec<u8> {
    global().render_gif(views, speed)
}

/// Draws `graph` as PNG bytes with the process-wide [`Renderer`].
pub fn render_graph_png(graph: &Graph) -> Vec<u8> {
    global().render_graph_png(graph)
}

/// Draws a table (its first row the header) under `title` as PNG bytes with the process-wide
/// [`Renderer`].
pub fn render_table_png(title: &str, rows: &[Vec<String>]) -> Vec<u8> {
    global().render_table_png(title, rows)
}

/// Draws `view` as an RGBA image with the process-wide [`Renderer`].
pub fn render(view: &BoardView) -> image::RgbaImage {
    global().render(view)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renderer_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Renderer>();
    }

    use indexed::mix;
    use rules::view::{Highlight, PlaneTheme};
    use rules::{Side, Square, VariantId, Viewer};

    /// The colour at (x, y) of a decoded PNG.
    fn pixel(img: &image::RgbImage, x: f32, y: f32) -> [u8; 3] {
        img.get_pixel(x as u32, y as u32).0
    }

    fn decode(png: &[u8]) -> image::RgbImage {
        image::load_from_memory(png).expect("valid PNG").to_rgb8()
    }

    #[test]
    fn probe_points_are_the_intended_palette_colours() {
        let r = Renderer::new();
        let png = r.render_png_with(
            &samples::start_position(),
            Framing::BoardOnly { square_px: 90 },
        );
        let img = decode(&png);
        assert_eq!(img.dimensions(), (720, 720));
        let (light, dark) = palette::squares(PlaneTheme::Classic);
        // Seen from White, square (file, rank) has its top-left at (90 file, 90 (7 - rank)).
        let at = |file: u8, rank: u8, fx: f32, fy: f32| {
            pixel(
                &img,
                90.0 * file as f32 + 90.0 * fx,
                90.0 * (7 - rank) as f32 + 90.0 * fy,
            )
        };
        assert_eq!(at(3, 4, 0.5, 0.5), light, "d5 is light");
        assert_eq!(at(4, 4, 0.5, 0.5), dark, "e5 is dark");
        let from = mix(light, palette::LAST_MOVE, palette::LAST_FROM_ALPHA);
        let to = mix(light, palette::LAST_MOVE, palette::LAST_TO_ALPHA);
        assert_eq!(
            at(4, 1, 0.5, 0.5),
            from,
            "e2, the move's start, light + tint"
        );
        assert_eq!(at(4, 3, 0.08, 0.5), to, "e4, the move's end, light + tint");
        // Piece bodies: the middle of a pawn's base is solid fill.
        assert_eq!(at(0, 1, 0.5, 0.75), palette::INK_WHITE, "white pawn on a2");
        assert_eq!(at(0, 6, 0.5, 0.75), palette::INK_BLACK, "black pawn on a7");
        assert_eq!(
            at(4, 3, 0.5, 0.75),
            palette::INK_WHITE,
            "the pawn that moved"
        );
    }

    /// Where a square's top-left lands, worked out here from first principles rather than with
    /// the layout's own function.
    fn expected_top_left(bx: &layout::BoardBox, s: Square) -> (f32, f32) {
        let (col, row) = match bx.bottom {
            Side::White => (s.file, bx.ranks - 1 - s.rank),
            Side::Black => (bx.files - 1 - s.file, s.rank),
        };
        (bx.x + col as f32 * bx.sq, bx.y + row as f32 * bx.sq)
    }

    #[test]
    fn every_variant_highlights_the_right_squares_from_either_side() {
        let r = Renderer::new();
        let mut checked = 0;
        for variant in VariantId::ALL {
            for viewer in [Viewer::Public, Viewer::Player(Side::Black)] {
                // Every variant, from either side, has highlights checked (not just some).
                let before = checked;
                for plies in [3, 8, 17] {
                    let view = samples::midgame(variant, plies, viewer);
                    assert_eq!(view.bottom, viewer.bottom(), "{variant:?}");
                    let img = decode(&r.render_png(&view));
                    let lay = layout::layout(&view, &r.fonts, Framing::Full);
                    for (plane, bx) in view.boards.iter().zip(&lay.boards) {
                        let (light, dark) = palette::squares(plane.theme);
                        for cell in &plane.cells {
                            let plain = cell.items.is_empty()
                                && cell.highlights.len() == 1
                                && matches!(
                                    cell.highlights[0],
                                    Highlight::LastFrom | Highlight::LastTo
                                );
                            if !plain {
                                continue;
                            }
                            let s = cell.square;
                            let ground = if (s.file + s.rank) % 2 == 0 {
                                dark
                            } else {
                                light
                            };
                            let alpha = match cell.highlights[0] {
                                Highlight::LastFrom => palette::LAST_FROM_ALPHA,
                                _ => palette::LAST_TO_ALPHA,
                            };
                            let (x, y) = expected_top_left(bx, s);
                            // Points near the square's left and right edges, clear of the piece;
                            // an arrow's shaft may cross one or two of them, not all.
                            let probes = [
                                (x + 2.0, y + bx.sq * 0.3),
                                (x + bx.sq - 3.0, y + bx.sq * 0.3),
                                (x + 2.0, y + bx.sq * 0.65),
                                (x + bx.sq - 3.0, y + bx.sq * 0.65),
                            ];
                            let want = mix(ground, palette::LAST_MOVE, alpha);
                            let got: Vec<[u8; 3]> =
                                probes.iter().map(|&(px, py)| pixel(&img, px, py)).collect();
                            assert!(
                                got.contains(&want),
                                "{variant:?} {viewer:?} {plies} {s:?}: {got:?}, want {want:?}"
                            );
                            checked += 1;
                        }
                    }
                }
                assert!(
                    checked > before,
                    "{variant:?} {viewer:?}: no highlight was checked"
                );
            }
        }
        assert!(checked > 20, "only {checked} highlights checked");
    }

    /// Issue 35: a lesson's target ring stands out on both square colours of every theme (the
    /// Battlefield's green squares too), in either colour scheme.
    #[test]
    fn a_target_ring_contrasts_with_both_square_colours_in_every_theme_and_scheme() {
        use rules::view::{BoardPlane, ChessGlyph, PieceGlyph, Scheme};
        let r = Renderer::new();
        let distance = |a: [u8; 3], b: [u8; 3]| {
            (0..3)
                .map(|i| (a[i] as f64 - b[i] as f64).powi(2))
                .sum::<f64>()
                .sqrt()
        };
        for theme in [
            PlaneTheme::Classic,
            PlaneTheme::Field,
            PlaneTheme::Heaven,
            PlaneTheme::Hell,
        ] {
            for scheme in [Scheme::Standard, Scheme::ColourBlind] {
                let mut plane = BoardPlane::new(rules::BoardSize::CHESS);
                plane.theme = theme;
                // d4 is dark, e4 light.
                let (dark_sq, light_sq) = (Square::new(3, 3), Square::new(4, 3));
                for s in [dark_sq, light_sq] {
                    plane.put(s, PieceGlyph::chess(ChessGlyph::Knight, Side::Black));
                    plane.highlight(s, Highlight::Target);
                }
                let view = BoardView {
                    boards: vec![plane],
                    scheme,
                    ..BoardView::default()
                };
                let img = r.render_with(&view, Framing::BoardOnly { square_px: 90 });
                let (light, dark) = palette::squares(theme);
                for (s, ground) in [(dark_sq, dark), (light_sq, light)] {
                    // The ring's band at the middle of the square's left side, clear of the
                    // piece, its items, badges and bar.
                    let x = 90.0 * s.file as f32 + 45.0 - 40.5;
                    let y = 90.0 * (7 - s.rank) as f32 + 45.0;
                    let p = img.get_pixel(x as u32, y as u32).0;
                    let ring = [p[0], p[1], p[2]];
                    let apart = distance(ring, ground);
                    assert!(
                        apart > 110.0,
                        "{theme:?} {scheme:?} {s:?}: ring {ring:?} on {ground:?} is only \
                         {apart:.0} apart"
                    );
                }
            }
        }
    }

    #[test]
    fn caches_fill_once_and_debug_shows_their_sizes() {
        let r = Renderer::new();
        let view = samples::battlefield();
        r.render_png(&view);
        let after_one = format!("{r:?}");
        r.render_png(&view);
        assert_eq!(format!("{r:?}"), after_one, "a second frame adds nothing");
        assert!(r.pieces.cached() > 5, "{after_one}");
        assert_eq!(r.themed.read().unwrap().len(), 1, "one colour table");
        assert!(after_one.len() < 200, "{after_one}");
    }
}
