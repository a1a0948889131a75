//! A tournament's standings as a picture, for `/tournament standings` and the final post.

use crate::board_image::Picture;
use crate::delivery;
use poise::serenity_prelude::Http;

/// The standings `table` drawn as a picture titled `title`, described by `text`. A picture
/// cannot show mentions: a player's cell (`@id`, as the service words it, perhaps followed by a
/// mark such as " (withdrew)") becomes their name, the mark kept.
pub async fn standings_picture(
    http: &Http,
    title: String,
    mut table: Vec<Vec<String>>,
    text: &str,
) -> Picture {
    for row in table.iter_mut().skip(1) {
        let Some(cell) = row.get(1).and_then(|c| c.strip_prefix('@')) else {
            continue;
        };
        let (id, mark) = cell.split_once(' ').unwrap_or((cell, ""));
        if let Ok(id) = id.parse() {
            let name = delivery::display_name(http, id).await;
            row[1] = if mark.is_empty() {
                name
            } else {
                format!("{name} {mark}")
            };
        }
    }
    let png = tokio::task::spawn_blocking(move || render::render_table_png(&title, &table))
        .await
        .unwrap_or_default();
    Picture {
        png,
        alt: crate::text::clip(text, 1000),
    }
}
