//! `/history`: the public record of a game.

use super::{Result, Service, Target};

impl Service {
    /// The public record of the game `target` points at (or the channel's last game).
    pub async fn history(&self, target: &Target, user: u64) -> Result<String> {
        let loaded = self.resolve_any(target, user).await?;
        let against = match loaded.computer_level() {
            Some(level) => format!(" A game against the computer ({level}), not rated."),
            None if loaded.row.rated == 0 => " Casual (not rated).".to_owned(),
            None => String::new(),
        };
        let mut lines = vec![format!("{}.{against}", loaded.heading())];
        let record = loaded.game.history();
        if record.is_empty() {
            lines.push("No moves yet.".into());
        }
        // Each variant numbers its own record (by turn, or move and half-move).
        lines.extend(record);
        if let Some(outcome) = loaded.game.outcome() {
            lines.push(format!("**{outcome}**"));
        }
        Ok(lines.join("\n"))
    }
}
