//! `/history`: the public record of a game.

use super::describe::outcome_words;
use super::{Result, Service, Target};
use crate::words::{level_name, words, words_with, Arg};

impl Service {
    /// The public record of the game `target` points at (or the channel's last game).
    pub async fn history(&self, target: &Target, user: u64) -> Result<String> {
        let mut loaded = self.resolve_any(target, user).await?;
        self.speak_to(&mut loaded, user, target).await;
        let lang = loaded.public_lang();
        let against = match loaded.computer_level() {
            Some(level) => {
                let level = [("level", Arg::from(level_name(lang, level)))];
                format!(" {}", words_with(lang, "history-against-computer", &level))
            }
            None if loaded.row.rated == 0 => format!(" {}", words(lang, "history-casual")),
            None => String::new(),
        };
        let mut lines = vec![format!("{}.{against}", loaded.public_heading())];
        let record = loaded.game.history();
        if record.is_empty() {
            lines.push(words(lang, "history-no-moves"));
        }
        // Each variant numbers its own record (by turn, or move and half-move).
        lines.extend(record);
        if let Some(outcome) = loaded.game.outcome() {
            lines.push(format!("**{}**", outcome_words(lang, &outcome)));
        }
        Ok(lines.join("\n"))
    }
}
