//! A tournament's standings as a picture, for `/tournament standings` and the final post.

use crate::board_image::Picture;
use crate::delivery;
use poise::serenity_prelude::Http;

/// The standings `table` drawn as a picture titled `title`, described by `text`. A picture
/// cannot show mentions: a player's cell (`@id`, as the service words it) becomes their name.
pub async fn standings_picture(
    http: &Http,
    title: String,
    mut table: Vec<Vec<String>>,
    text: &str,
) -> Picture {
    for row in table.iter_mut().skip(1) {
        if let Some(id) = row.get(1).and_then(|c| c.strip_prefix('@')?.parse().ok()) {
            row[1] = delivery::display_name(http, id).await;
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
