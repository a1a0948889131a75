//! A table of text as a picture (a tournament's standings): a title, a header row and rows,
//! columns sized to their widest cell, drawn with the boards' fonts and colour table. It knows
//! nothing of tournaments: the caller gives the cells.

use crate::{canvas, layout, palette, text, Renderer};
use rules::view::Tone;

/// The size of the table's text, in pixels.
const CELL_PX: f32 = 18.0;
/// The height of one row.
const ROW_H: f32 = 30.0;
/// The space between columns.
const GAP: f32 = 24.0;

impl Renderer {
    /// Draws `title` over a table whose first row is its header (bold, on a darker band) and
    /// whose other rows alternate shades, as PNG bytes.
    pub fn render_table_png(&self, title: &str, rows: &[Vec<String>]) -> Vec<u8> {
        let pad = layout::PAD;
        let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
        let widths: Vec<f32> = (0..columns)
            .map(|c| {
                rows.iter()
                    .filter_map(|r| r.get(c))
                    .map(|cell| self.fonts.measure(cell, text::Face::Bold, CELL_PX))
                    .fold(0.0f32, f32::max)
            })
            .collect();
        let table_w: f32 = widths.iter().sum::<f32>() + GAP * columns.saturating_sub(1) as f32;
        let title_w = self.fonts.measure(title, text::Face::Bold, 24.0);
        let width = (2.0 * pad + table_w.max(title_w)).ceil() as u32;
        let title_h = 44.0;
        let height = (2.0 * pad + title_h + rows.len() as f32 * ROW_H).ceil() as u32;
        let mut canvas = canvas::Canvas::new(width.max(1), height.max(1), palette::BACKGROUND);
        let ink = palette::tone(Tone::Plain);
        self.fonts.draw(
            &mut canvas,
            pad,
            pad + 24.0 * 0.9,
            title,
            text::Face::Bold,
            24.0,
            ink,
        );
        for (i, row) in rows.iter().enumerate() {
            let y = pad + title_h + i as f32 * ROW_H;
            if i % 2 == 0 {
                canvas.fill_rect(
                    (pad - 6.0) as i32,
                    y as i32,
                    (table_w + 12.0) as i32,
                    ROW_H as i32,
                    palette::PANEL,
                );
            }
            let face = if i == 0 {
                text::Face::Bold
            } else {
                text::Face::Regular
            };
            let mut x = pad;
            for (c, cell) in row.iter().enumerate() {
                self.fonts
                    .draw(&mut canvas, x, y + ROW_H * 0.7, cell, face, CELL_PX, ink);
                x += widths[c] + GAP;
            }
        }
        self.canvas_png(&canvas)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_table_is_a_png_as_wide_as_its_widest_row() {
        let rows = vec![
            vec!["#".to_owned(), "Player".to_owned(), "Points".to_owned()],
            vec!["1".to_owned(), "alice".to_owned(), "2½".to_owned()],
            vec![
                "2".to_owned(),
                "a rather longer name".to_owned(),
                "1".to_owned(),
            ],
        ];
        let png = crate::render_table_png("Spring Swiss · standings", &rows);
        let image = image::load_from_memory(&png).unwrap();
        assert!(image.width() > 200 && image.height() > 100);
        let narrow = crate::render_table_png("T", &rows[..2]);
        let narrow = image::load_from_memory(&narrow).unwrap();
        assert!(narrow.width() < image.width());
    }
}
