//! Palette tiles: what a frame is composed of, pre-rendered once per colour table and cached.
//!
//! A board is its background tile (squares and coordinates) with, over it, one tile per square
//! that has anything on it: the square's colour, its highlights, the piece, target marks, items,
//! the HP bar and badges, drawn in RGB exactly as a whole board would be and quantised to the
//! table. A piece spanning several squares (Increased Size) gets one tile for its footprint, with
//! the cells under it. Tiles are keyed by what they show, not where, so the same piece on the
//! same kind of square is drawn once for every game. Arrows are stamps (see `arrows`).

use crate::cache::{Cache, Weigh};
use crate::canvas::Sprite;
use crate::frame::{Frame, IndexImage, Stamp};
use crate::indexed::{theme_code, ColourTable};
use crate::layout::BoardBox;
use crate::palette;
use crate::Renderer;
use rules::view::{BoardPlane, Cell, Highlight, Ink, ItemKind, PieceGlyph, Tone};
use rules::Side;

/// Byte budget of each cache of square tiles. With the smaller caches and the blend table, a
/// colour table costs at most about 14 MB, and the renderer keeps at most
/// [`crate::MAX_TABLES`] of them: the pre-rendered state stays under 50 MB.
const TILE_BUDGET: usize = 6 << 20;
/// Byte budget of the smaller caches (backgrounds, arrows, tray chips).
const SMALL_BUDGET: usize = 2 << 20;

impl Weigh for IndexImage {
    fn bytes(&self) -> usize {
        IndexImage::bytes(self)
    }
}

impl Weigh for Stamp {
    fn bytes(&self) -> usize {
        Stamp::bytes(self)
    }
}

/// Everything drawn in one colour table.
#[derive(Debug)]
pub(crate) struct Themed {
    pub table: ColourTable,
    pub backgrounds: Cache<BackgroundKey, IndexImage>,
    pub tiles: Cache<TileKey, IndexImage>,
    pub arrows: Cache<crate::arrows::ArrowKey, Stamp>,
    pub chips: Cache<ChipKey, IndexImage>,
}

impl Themed {
    /// Empty caches over the table for `mask`.
    pub fn new(mask: u8) -> Self {
        Themed {
            table: ColourTable::for_themes(mask),
            backgrounds: Cache::new(SMALL_BUDGET),
            tiles: Cache::new(TILE_BUDGET),
            arrows: Cache::new(SMALL_BUDGET),
            chips: Cache::new(SMALL_BUDGET),
        }
    }

    /// Entries cached, all caches together.
    pub fn cached(&self) -> usize {
        self.backgrounds.len() + self.tiles.len() + self.arrows.len() + self.chips.len()
    }

    /// Approximate heap bytes held.
    pub fn bytes(&self) -> usize {
        self.table.bytes()
            + self.backgrounds.bytes()
            + self.tiles.bytes()
            + self.arrows.bytes()
            + self.chips.bytes()
    }
}

/// What a board background depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BackgroundKey {
    files: u8,
    ranks: u8,
    theme: u8,
    white_bottom: bool,
    sq: u32,
    coords: bool,
}

/// A cell's content in a hashable form, with its place in the tile (in squares).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct CellKey {
    col: u8,
    row: u8,
    piece: Option<PieceKey>,
    items: Vec<(u8, Option<u32>)>,
    badges: Vec<(String, u8)>,
    hp: Option<(i32, i32)>,
    highlights: Vec<u8>,
}

/// A piece in a hashable form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PieceKey {
    glyph: String,
    ink: u8,
    upside_down: bool,
    span: (u8, u8),
    faded: bool,
}

impl PieceKey {
    pub fn of(p: &PieceGlyph) -> Self {
        PieceKey {
            glyph: p.glyph.clone(),
            ink: ink_code(p.ink),
            upside_down: p.upside_down,
            span: p.span,
            faded: p.faded,
        }
    }
}

/// What a square tile depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct TileKey {
    theme: u8,
    sq: u32,
    /// Colour of the top-left square (0 dark, 1 light).
    parity: u8,
    /// Size in squares.
    cols: u8,
    rows: u8,
    /// What is on the tile, each cell with its place in it: with the parity this fixes the
    /// tile whichever side is at the bottom.
    cells: Vec<CellKey>,
}

/// What a tray chip depends on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ChipKey {
    piece: PieceKey,
    px: u32,
}

pub(crate) fn ink_code(ink: Ink) -> u8 {
    match ink {
        Ink::White => 0,
        Ink::Black => 1,
        Ink::Neutral => 2,
    }
}

fn tone_code(t: Tone) -> u8 {
    t as u8
}

fn item_code(k: ItemKind) -> u8 {
    k as u8
}

fn highlight_code(h: Highlight) -> u8 {
    h as u8
}

/// Whether a cell shows anything beyond its bare square.
fn shows_something(c: &Cell) -> bool {
    c.piece.is_some()
        || !c.items.is_empty()
        || !c.badges.is_empty()
        || c.hp.is_some()
        || !c.highlights.is_empty()
}

/// One tile of a board: its pixel rectangle (board-box coordinates) and the cells in it.
struct Region<'a> {
    rect: (f32, f32, f32, f32),
    cells: Vec<&'a Cell>,
}

impl Renderer {
    /// Draws a whole board into the frame.
    pub(crate) fn draw_board(
        &self,
        frame: &mut Frame,
        themed: &Themed,
        bx: &BoardBox,
        plane: &BoardPlane,
        coords: bool,
    ) {
        let sq = bx.sq as u32;
        let bkey = BackgroundKey {
            files: bx.files,
            ranks: bx.ranks,
            theme: theme_code(plane.theme),
            white_bottom: bx.bottom == Side::White,
            sq,
            coords,
        };
        let bg = themed.backgrounds.get_or(bkey, || {
            let rgb = self.background_rgb(bx, plane.theme, coords);
            IndexImage {
                w: rgb.w,
                h: rgb.h,
                px: themed.table.quantise(&rgb.px),
            }
        });
        frame.blit(bx.tile_x as i32, bx.tile_y as i32, &bg);

        for region in regions(bx, plane) {
            let (rx, ry, rw, rh) = region.rect;
            let top_left = bx.square_at(rx + bx.sq / 2.0, ry + bx.sq / 2.0);
            let key = TileKey {
                theme: theme_code(plane.theme),
                sq,
                parity: (top_left.file + top_left.rank) % 2,
                cols: (rw / bx.sq).round() as u8,
                rows: (rh / bx.sq).round() as u8,
                cells: region
                    .cells
                    .iter()
                    .map(|c| {
                        let (cx, cy) = bx.square_xy(c.square);
                        CellKey {
                            col: ((cx - rx) / bx.sq).round() as u8,
                            row: ((cy - ry) / bx.sq).round() as u8,
                            piece: c.piece.as_ref().map(PieceKey::of),
                            items: c
                                .items
                                .iter()
                                .map(|i| (item_code(i.kind), i.count))
                                .collect(),
                            badges: c
                                .badges
                                .iter()
                                .map(|b| (b.text.clone(), tone_code(b.tone)))
                                .collect(),
                            hp: c.hp,
                            highlights: c.highlights.iter().map(|&h| highlight_code(h)).collect(),
                        }
                    })
                    .collect(),
            };
            let tile = themed.tiles.get_or(key, || {
                let rgb = self.region_rgb(bx, plane.theme, region.rect, &region.cells);
                IndexImage {
                    w: rgb.w,
                    h: rgb.h,
                    px: themed.table.quantise(&rgb.px),
                }
            });
            frame.blit(rx as i32, ry as i32, &tile);
        }
        let occupied = |s: rules::Square| {
            plane
                .cells
                .iter()
                .any(|c| c.square == s && c.piece.is_some())
        };
        for arrow in &plane.arrows {
            let beside = plane.arrows.iter().any(|other| {
                other.path.len() == arrow.path.len()
                    && other.path.iter().rev().eq(arrow.path.iter())
                    && other.path != arrow.path
            });
            self.draw_arrow(frame, themed, bx, arrow, &occupied, beside);
        }
    }

    /// The tray chip of a piece: a rounded card with the piece on it, over the background.
    pub(crate) fn chip(
        &self,
        themed: &Themed,
        piece: &PieceGlyph,
        px: u32,
    ) -> std::sync::Arc<IndexImage> {
        let key = ChipKey {
            piece: PieceKey::of(piece),
            px,
        };
        themed.chips.get_or(key, || {
            let mut c = crate::canvas::Canvas::new(px, px, palette::BACKGROUND);
            c.round_rect(0.0, 0.0, px as f32, px as f32, 5.0, palette::TRAY_CHIP, 255);
            let sprite: std::sync::Arc<Sprite> = self.pieces.get(
                &self.fonts,
                &piece.glyph,
                piece.ink,
                px,
                px,
                piece.upside_down,
            );
            let opacity = if piece.faded {
                palette::FADED_ALPHA as u8
            } else {
                255
            };
            c.draw_sprite(0, 0, &sprite, opacity);
            IndexImage {
                w: px,
                h: px,
                px: themed.table.quantise(&c.px),
            }
        })
    }
}

/// Splits a board's non-empty cells into tiles: one per cell, or one per spanning piece's
/// footprint with every cell under it.
fn regions<'a>(bx: &BoardBox, plane: &'a BoardPlane) -> Vec<Region<'a>> {
    let on_board = |c: &&Cell| c.square.file < bx.files && c.square.rank < bx.ranks;
    let mut regions: Vec<Region> = Vec::new();
    // Footprints first, so the cells under them join them.
    for cell in plane.cells.iter().filter(on_board) {
        if let Some(p) = &cell.piece {
            if p.span.0 > 1 || p.span.1 > 1 {
                regions.push(Region {
                    rect: bx.footprint(cell.square, p.span),
                    cells: vec![cell],
                });
            }
        }
    }
    let inside = |r: &(f32, f32, f32, f32), x: f32, y: f32| {
        x >= r.0 - 0.5 && y >= r.1 - 0.5 && x < r.0 + r.2 - 0.5 && y < r.1 + r.3 - 0.5
    };
    let spans = regions.len();
    for cell in plane.cells.iter().filter(on_board) {
        let (x, y) = bx.square_xy(cell.square);
        if let Some(r) = regions[..spans].iter_mut().find(|r| inside(&r.rect, x, y)) {
            if !r.cells.iter().any(|c| std::ptr::eq(*c, cell)) {
                r.cells.push(cell);
            }
            continue;
        }
        if shows_something(cell) {
            regions.push(Region {
                rect: (x, y, bx.sq, bx.sq),
                cells: vec![cell],
            });
        }
    }
    regions
}
