//! Where everything goes: square size, board positions, trays, the side panel, image size.
//!
//! Sizes are chosen for Discord, which previews an image about 400–550 px wide: a single board
//! with its panel comes out about 750–900 px wide; three planes side by side are wider and
//! use smaller squares.

use crate::canvas::Rgb;
use crate::palette;
use crate::text::{Face, Fonts};
use crate::Framing;
use rules::geometry::Square;
use rules::view::{BoardView, PieceGlyph};
use rules::Side;

/// Outer margin of the image.
pub(crate) const PAD: f32 = 20.0;
const TITLE_PX: f32 = 28.0;
const TITLE_H: f32 = 46.0;
pub(crate) const LABEL_PX: f32 = 20.0;
const LABEL_H: f32 = 32.0;
const BOARD_GAP: f32 = 28.0;
/// Vertical gap between the two small boards of a three-plane picture.
const SIDE_GAP: f32 = 8.0;
const PANEL_W: f32 = 280.0;
const PANEL_GAP: f32 = 24.0;
const PANEL_PAD: f32 = 16.0;
const TRAY_TITLE_PX: f32 = 16.0;
const TRAY_TITLE_H: f32 = 24.0;
pub(crate) const TRAY_COUNT_PX: f32 = 16.0;
const TRAYS_MIN_W: f32 = 360.0;

/// Square size in pixels for this view.
pub(crate) fn square_px(view: &BoardView) -> u32 {
    let max_dim = view
        .boards
        .iter()
        .map(|b| b.size.files.max(b.size.ranks) as u32)
        .max()
        .unwrap_or(8)
        .max(1);
    let (target, max) = match view.boards.len() {
        0 | 1 => (512, 88),
        2 => (448, 72),
        _ => (416, 64),
    };
    (target / max_dim).clamp(28, max)
}

/// Width of the coordinate margin (rank numbers left, file letters below) for square size `sq`.
pub(crate) fn coord_margin(sq: u32) -> u32 {
    (sq * 3 / 10).max(18)
}

/// Font size of coordinates for square size `sq`.
pub(crate) fn coord_px(sq: u32) -> f32 {
    (sq as f32 * 0.24).clamp(12.0, 18.0)
}

/// One board's place in the image.
#[derive(Clone, Debug)]
pub(crate) struct BoardBox {
    /// Top-left of the board tile (coordinate margin included).
    pub tile_x: f32,
    pub tile_y: f32,
    /// Top-left of the squares.
    pub x: f32,
    pub y: f32,
    pub files: u8,
    pub ranks: u8,
    pub sq: f32,
    pub bottom: Side,
}

impl BoardBox {
    /// Top-left pixel of `square`, honouring which side is at the bottom.
    pub fn square_xy(&self, s: Square) -> (f32, f32) {
        let (col, row) = match self.bottom {
            Side::White => (
                s.file as f32,
                (self.ranks - 1 - s.rank.min(self.ranks - 1)) as f32,
            ),
            Side::Black => (
                (self.files - 1 - s.file.min(self.files - 1)) as f32,
                s.rank as f32,
            ),
        };
        (self.x + col * self.sq, self.y + row * self.sq)
    }

    /// The square under the point (px, py), clamped to the board.
    pub fn square_at(&self, px: f32, py: f32) -> Square {
        let col = (((px - self.x) / self.sq).floor().max(0.0) as u8).min(self.files - 1);
        let row = (((py - self.y) / self.sq).floor().max(0.0) as u8).min(self.ranks - 1);
        match self.bottom {
            Side::White => Square::new(col, self.ranks - 1 - row),
            Side::Black => Square::new(self.files - 1 - col, row),
        }
    }

    /// Centre of `square`.
    pub fn centre(&self, s: Square) -> (f32, f32) {
        let (x, y) = self.square_xy(s);
        (x + self.sq / 2.0, y + self.sq / 2.0)
    }

    /// Top-left and size of the `span` footprint anchored at `s` (lowest file and rank),
    /// clipped to the board.
    pub fn footprint(&self, s: Square, span: (u8, u8)) -> (f32, f32, f32, f32) {
        let f1 = (s.file as u32 + span.0.max(1) as u32 - 1).min(self.files as u32 - 1) as u8;
        let r1 = (s.rank as u32 + span.1.max(1) as u32 - 1).min(self.ranks as u32 - 1) as u8;
        let (ax, ay) = self.square_xy(s);
        let (bx, by) = self.square_xy(Square::new(f1, r1));
        let (x0, y0) = (ax.min(bx), ay.min(by));
        let (x1, y1) = (ax.max(bx) + self.sq, ay.max(by) + self.sq);
        (x0, y0, x1 - x0, y1 - y0)
    }
}

/// A piece in a tray.
#[derive(Clone, Debug)]
pub(crate) struct TrayPiece {
    pub piece: PieceGlyph,
    pub x: f32,
    pub y: f32,
    /// "×2" drawn after the piece, with its pen position on the baseline.
    pub count: Option<(String, f32, f32)>,
}

/// A line of text placed in the image.
#[derive(Clone, Debug)]
pub(crate) struct TextLine {
    pub text: String,
    pub face: Face,
    pub px: f32,
    pub colour: Rgb,
    pub x: f32,
    pub baseline: f32,
}

/// The whole picture's geometry.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub width: u32,
    pub height: u32,
    pub boards: Vec<BoardBox>,
    /// Board labels and the title.
    pub texts: Vec<TextLine>,
    pub tray_pieces: Vec<TrayPiece>,
    pub tray_piece_px: u32,
    /// The panel card (x, y, w, h), if there is a panel.
    pub panel: Option<(f32, f32, f32, f32)>,
}

/// Works out the layout of `view` framed as asked.
pub(crate) fn layout(view: &BoardView, fonts: &Fonts, framing: Framing) -> Layout {
    if let Framing::BoardOnly { square_px } = framing {
        return boards_only(view, square_px.max(8));
    }
    let sq = square_px(view);
    let sqf = sq as f32;
    let mut texts = Vec::new();

    let mut top = PAD;
    if !view.title.is_empty() {
        top += TITLE_H;
    }
    let content_top = top;

    // Boards: three planes as one large board with the other two stacked beside it, small;
    // any other number left to right.
    let (boards, boards_w, boards_bottom) = if view.boards.len() == 3 {
        main_and_sides(view, fonts, top, &mut texts)
    } else {
        in_a_row(view, fonts, sq, top, &mut texts)
    };
    let panel_below = view.boards.len() == 3;

    // Trays under the boards.
    let tray_w = if view.trays.is_empty() {
        boards_w
    } else {
        boards_w.max(TRAYS_MIN_W)
    };
    let tray_sq = boards.iter().map(|b| b.sq).fold(sqf, f32::max);
    let tray_px = ((tray_sq * 0.6).round() as u32).clamp(28, 48);
    let tp = tray_px as f32;
    let y = if boards.is_empty() {
        content_top
    } else {
        boards_bottom + 12.0
    };
    let (tray_pieces, y) = lay_trays(view, fonts, tray_w, tp, y, &mut texts);
    let left_bottom = if view.trays.is_empty() {
        boards_bottom
    } else {
        y
    };
    let left_w = tray_w;

    // The panel: beside the boards, or under everything when the boards are three planes
    // (a picture three boards and a panel wide would be too wide for a phone).
    let mut panel = None;
    let mut right = PAD + left_w;
    let mut bottom = left_bottom;
    if !view.panel.is_empty() {
        let (px0, panel_top, panel_w) = if panel_below {
            (PAD, left_bottom + 8.0, left_w.max(PANEL_W))
        } else if left_w > 0.0 {
            (PAD + left_w + PANEL_GAP, content_top, PANEL_W)
        } else {
            (PAD, content_top, PANEL_W)
        };
        let h = lay_panel(view, fonts, px0, panel_top, panel_w, &mut texts);
        panel = Some((px0, panel_top, panel_w, h));
        right = right.max(px0 + panel_w);
        bottom = bottom.max(panel_top + h);
    }

    // The title may widen a narrow picture up to a point; beyond that it is shortened.
    let mut width = (right + PAD).max(240.0);
    if !view.title.is_empty() {
        let room = (width - 2.0 * PAD).max(480.0);
        let title = fit_line(fonts, &view.title, Face::Bold, TITLE_PX, room);
        width = width.max(PAD * 2.0 + fonts.measure(&title, Face::Bold, TITLE_PX));
        texts.push(TextLine {
            text: title,
            face: Face::Bold,
            px: TITLE_PX,
            colour: palette::tone(rules::view::Tone::Plain),
            x: PAD,
            baseline: PAD + TITLE_PX * 0.9,
        });
    }
    let width = width.ceil() as u32;
    let height = (bottom + PAD).max(120.0).ceil() as u32;
    Layout {
        width,
        height,
        boards,
        texts,
        tray_pieces,
        tray_piece_px: tray_px,
        panel,
    }
}

/// Lays out the trays, from `y` down, `tray_w` wide with pieces `tp` pixels high: their titles
/// go into `texts`. Returns the pieces and the height reached.
fn lay_trays(
    view: &BoardView,
    fonts: &Fonts,
    tray_w: f32,
    tp: f32,
    mut y: f32,
    texts: &mut Vec<TextLine>,
) -> (Vec<TrayPiece>, f32) {
    let mut tray_pieces = Vec::new();
    for tray in &view.trays {
        texts.push(TextLine {
            text: tray.title.clone(),
            face: Face::Bold,
            px: TRAY_TITLE_PX,
            colour: palette::COORD,
            x: PAD,
            baseline: y + TRAY_TITLE_PX,
        });
        y += TRAY_TITLE_H;
        let mut px = PAD;
        let mut row_used = false;
        for (piece, n) in &tray.pieces {
            let count = (*n != 1).then(|| format!("×{n}"));
            let cw = count
                .as_ref()
                .map_or(0.0, |c| fonts.measure(c, Face::Bold, TRAY_COUNT_PX) + 2.0);
            let entry = tp + cw + 8.0;
            if row_used && px + entry > PAD + tray_w {
                px = PAD;
                y += tp + 4.0;
            }
            tray_pieces.push(TrayPiece {
                piece: piece.clone(),
                x: px,
                y,
                count: count.map(|c| (c, px + tp + 3.0, y + tp * 0.5 + TRAY_COUNT_PX * 0.35)),
            });
            px += entry;
            row_used = true;
        }
        if row_used {
            y += tp + 4.0;
        }
        y += 8.0;
    }
    (tray_pieces, y)
}

/// Lays out the panel's lines in a card at (`px0`, `panel_top`), `panel_w` wide, wrapping
/// them; the lines go into `texts`. Returns the card's height.
fn lay_panel(
    view: &BoardView,
    fonts: &Fonts,
    px0: f32,
    panel_top: f32,
    panel_w: f32,
    texts: &mut Vec<TextLine>,
) -> f32 {
    let inner = panel_w - 2.0 * PANEL_PAD;
    let mut py = panel_top + PANEL_PAD;
    for line in &view.panel {
        let (face, size, line_h) = if line.strong {
            (Face::Bold, 22.0, 29.0)
        } else {
            (Face::Regular, 18.0, 24.0)
        };
        for part in fonts.wrap(&line.text, face, size, inner) {
            texts.push(TextLine {
                text: part,
                face,
                px: size,
                colour: palette::tone(line.tone),
                x: px0 + PANEL_PAD,
                baseline: py + size * 0.95,
            });
            py += line_h;
        }
        py += 5.0;
    }
    py - panel_top + PANEL_PAD - 5.0
}

/// A board's label, centred over it.
fn label(fonts: &Fonts, bx: &BoardBox, text: &str, texts: &mut Vec<TextLine>) {
    let w = fonts.measure(text, Face::Bold, LABEL_PX);
    texts.push(TextLine {
        text: text.to_string(),
        face: Face::Bold,
        px: LABEL_PX,
        colour: palette::tone(rules::view::Tone::Plain),
        x: bx.x + (bx.files as f32 * bx.sq - w) / 2.0,
        baseline: bx.y - 10.0,
    });
}

/// A board box with its coordinate margin left of the squares, its top-left at (x, y).
fn board_box(view: &BoardView, i: usize, x: f32, y: f32, sq: u32) -> BoardBox {
    let plane = &view.boards[i];
    BoardBox {
        tile_x: x,
        tile_y: y,
        x: x + coord_margin(sq) as f32,
        y,
        files: plane.size.files.max(1),
        ranks: plane.size.ranks.max(1),
        sq: sq as f32,
        bottom: view.bottom,
    }
}

/// Boards left to right under their labels: (boxes, width used, bottom edge).
fn in_a_row(
    view: &BoardView,
    fonts: &Fonts,
    sq: u32,
    top: f32,
    texts: &mut Vec<TextLine>,
) -> (Vec<BoardBox>, f32, f32) {
    let has_labels = view.boards.iter().any(|b| b.label.is_some());
    let boards_top = if has_labels { top + LABEL_H } else { top };
    let mut x = PAD;
    let mut boards = Vec::new();
    let mut bottom = top;
    for i in 0..view.boards.len() {
        if i > 0 {
            x += BOARD_GAP;
        }
        let bx = board_box(view, i, x, boards_top, sq);
        if let Some(text) = &view.boards[i].label {
            label(fonts, &bx, text, texts);
        }
        x = bx.x + bx.files as f32 * bx.sq;
        bottom = bottom.max(boards_top + bx.ranks as f32 * bx.sq + coord_margin(sq) as f32);
        boards.push(bx);
    }
    let w = if boards.is_empty() { 0.0 } else { x - PAD };
    (boards, w, bottom)
}

/// Three planes: the middle one (Heaven and Hell's Earth, where the game is decided) large on
/// the left, the first above the last on the right at half the square size, so the picture
/// stays narrow enough to read at Discord's preview width.
fn main_and_sides(
    view: &BoardView,
    fonts: &Fonts,
    top: f32,
    texts: &mut Vec<TextLine>,
) -> (Vec<BoardBox>, f32, f32) {
    let dim = |i: usize| {
        let s = view.boards[i].size;
        s.files.max(s.ranks).max(1) as u32
    };
    let main_sq = (512 / dim(1)).clamp(28, 72);
    let main = board_box(view, 1, PAD, top + LABEL_H, main_sq);
    let main_h = LABEL_H + main.ranks as f32 * main.sq + coord_margin(main_sq) as f32;
    // The two small boards share the main board's height.
    let side_dim = dim(0).max(dim(2));
    let side_sq = (((main_h - 2.0 * LABEL_H - SIDE_GAP) / 2.0 - 18.0) / side_dim as f32)
        .floor()
        .clamp(16.0, 48.0) as u32;
    let side_x = main.x + main.files as f32 * main.sq + BOARD_GAP;
    let first = board_box(view, 0, side_x, top + LABEL_H, side_sq);
    let first_bottom = first.y + first.ranks as f32 * first.sq + coord_margin(side_sq) as f32;
    let last = board_box(view, 2, side_x, first_bottom + SIDE_GAP + LABEL_H, side_sq);
    let last_bottom = last.y + last.ranks as f32 * last.sq + coord_margin(side_sq) as f32;
    for bx in [&first, &main, &last] {
        let i = if std::ptr::eq(bx, &first) {
            0
        } else if std::ptr::eq(bx, &main) {
            1
        } else {
            2
        };
        if let Some(text) = &view.boards[i].label {
            label(fonts, bx, text, texts);
        }
    }
    let right = (first.x + first.files as f32 * first.sq).max(last.x + last.files as f32 * last.sq);
    let bottom = (top + main_h).max(last_bottom);
    (vec![first, main, last], right - PAD, bottom)
}

/// Just the boards, side by side with a gap, squares of `sq` pixels, no margins.
fn boards_only(view: &BoardView, sq: u32) -> Layout {
    let sqf = sq as f32;
    let mut x = 0.0;
    let mut boards = Vec::new();
    let mut height = 0.0f32;
    for (i, plane) in view.boards.iter().enumerate() {
        if i > 0 {
            x += (sqf / 4.0).round();
        }
        let files = plane.size.files.max(1);
        let ranks = plane.size.ranks.max(1);
        boards.push(BoardBox {
            tile_x: x,
            tile_y: 0.0,
            x,
            y: 0.0,
            files,
            ranks,
            sq: sqf,
            bottom: view.bottom,
        });
        x += files as f32 * sqf;
        height = height.max(ranks as f32 * sqf);
    }
    Layout {
        width: (x as u32).max(1),
        height: (height as u32).max(1),
        boards,
        texts: Vec::new(),
        tray_pieces: Vec::new(),
        tray_piece_px: 0,
        panel: None,
    }
}

/// `text` shortened with an ellipsis to fit `max_width` on one line.
fn fit_line(fonts: &Fonts, text: &str, face: Face, px: f32, max_width: f32) -> String {
    if fonts.measure(text, face, px) <= max_width {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>() + "…";
        if fonts.measure(&candidate, face, px) <= max_width {
            return candidate;
        }
    }
    "…".to_string()
}
