//! Cutting text to fit: Discord's limits on messages, labels and descriptions are counted in
//! characters, and a cut must fall on a character boundary and say that it cut. And counts
//! with their nouns: one helper wherever a count meets a noun, so no "1 rounds".

/// `count` followed by `one` when it reads exactly "1", else by `many`: "1 round",
/// "0 rounds", "2 rounds", "½ points", "1½ points". Any number that displays as itself
/// (integers, a Swiss score). English only: the words move to catalogues with their plural
/// rules.
pub fn plural(count: impl std::fmt::Display, one: &str, many: &str) -> String {
    let count = count.to_string();
    let noun = if count == "1" { one } else { many };
    format!("{count} {noun}")
}

/// `text` cut to at most `max` characters (on a character boundary), marked with "…" if cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// `text` cut to at most `max` characters by dropping lines after the first one (the heading),
/// oldest first, so the end of a long record stays visible.
pub fn clip_tail(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut lines: Vec<&str> = text.lines().collect();
    let marker = "…";
    while lines.len() > 2 {
        lines.remove(1);
        let count: usize = lines.iter().map(|l| l.chars().count() + 1).sum::<usize>() + 2;
        if count <= max {
            let mut kept = vec![lines[0], marker];
            kept.extend(&lines[1..]);
            return kept.join("\n");
        }
    }
    clip(text, max)
}

/// Splits `text` into messages of at most `max` characters, at line breaks where possible.
pub fn split_messages(text: &str, max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let needed = current.chars().count() + line.chars().count() + 1;
        if !current.is_empty() && needed > max {
            out.push(std::mem::take(&mut current));
        }
        if line.chars().count() > max {
            out.push(clip(line, max));
            continue;
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(line);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_keeps_short_text_and_cuts_long_text_on_char_boundaries() {
        assert_eq!(clip("abc", 5), "abc");
        assert_eq!(clip("♞♞♞♞♞♞", 4), "♞♞♞…");
        assert_eq!(clip("♞♞♞♞♞♞", 4).chars().count(), 4);
    }

    #[test]
    fn clip_tail_keeps_the_heading_and_the_latest_lines() {
        let text: String = std::iter::once("Heading".to_owned())
            .chain((1..=100).map(|i| format!("{i}. move")))
            .collect::<Vec<_>>()
            .join("\n");
        let clipped = clip_tail(&text, 200);
        assert!(clipped.chars().count() <= 200);
        assert!(clipped.starts_with("Heading\n…\n"));
        assert!(clipped.ends_with("100. move"));
    }

    #[test]
    fn plural_says_one_for_exactly_one() {
        assert_eq!(plural(1u32, "round", "rounds"), "1 round");
        assert_eq!(plural(0u32, "round", "rounds"), "0 rounds");
        assert_eq!(plural(2i32, "point", "points"), "2 points");
        assert_eq!(plural(11u32, "mistake", "mistakes"), "11 mistakes");
        assert_eq!(plural(1usize, "blunder", "blunders"), "1 blunder");
        assert_eq!(plural("1½", "point", "points"), "1½ points");
    }

    #[test]
    fn split_messages_respects_the_limit_and_keeps_every_line() {
        let text = (0..50)
            .map(|i| format!("line {i}"))
            .collect::<Vec<_>>()
            .join("\n");
        let parts = split_messages(&text, 60);
        assert!(parts.len() > 1);
        assert!(parts.iter().all(|p| p.chars().count() <= 60));
        assert_eq!(parts.join("\n"), text);
    }
}
