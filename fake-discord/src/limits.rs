//! Discord's limits on what a bot sends, so a payload real Discord would refuse is refused here
//! too (a 400 the bot must cope with) instead of passing silently.

use crate::model::RecordedFile;
use serde_json::Value;

/// The reason given for an empty new message (Discord answers it with code 50006).
pub(crate) const EMPTY: &str = "empty message";

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Checks a message payload against Discord's limits: 2000 characters of content, 10 embeds,
/// 5 action rows of at most 5 buttons or 1 select menu, custom ids of at most 100 characters
/// (unique in the message), button labels of at most 80, select menus of 1 to 25 options with
/// labels, values and descriptions of at most 100. `create`: an empty new message is refused.
pub(crate) fn validate_message(
    body: &Value,
    files: &[RecordedFile],
    create: bool,
) -> Result<(), String> {
    if chars(&body["content"]) > 2000 {
        return Err(format!(
            "content is {} characters (max 2000)",
            chars(&body["content"])
        ));
    }
    let embeds = body["embeds"].as_array().map_or(0, Vec::len);
    if embeds > 10 {
        return Err(format!("{embeds} embeds (max 10)"));
    }
    let rows = body["components"].as_array().cloned().unwrap_or_default();
    if rows.len() > 5 {
        return Err(format!("{} action rows (max 5)", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    for row in &rows {
        if row["type"] != 1 {
            return Err("a top-level component that is not an action row".into());
        }
        let comps = row["components"].as_array().cloned().unwrap_or_default();
        let selects = comps.iter().filter(|c| c["type"] != 2).count();
        if comps.is_empty() || comps.len() > 5 || (selects > 0 && comps.len() > 1) {
            return Err(format!("an action row with {} components", comps.len()));
        }
        for c in &comps {
            if let Some(id) = c["custom_id"].as_str() {
                if id.is_empty() || id.chars().count() > 100 {
                    return Err(format!("custom_id `{id}` is not 1 to 100 characters"));
                }
                if !ids.insert(id.to_owned()) {
                    return Err(format!("custom_id `{id}` is used twice"));
                }
            }
            if chars(&c["label"]) > 80 {
                return Err("a button label over 80 characters".into());
            }
            if chars(&c["placeholder"]) > 150 {
                return Err("a placeholder over 150 characters".into());
            }
            if c["type"] == 3 {
                let options = c["options"].as_array().cloned().unwrap_or_default();
                if options.is_empty() || options.len() > 25 {
                    return Err(format!(
                        "a select menu with {} options (1 to 25)",
                        options.len()
                    ));
                }
                for o in &options {
                    for key in ["label", "value"] {
                        let n = chars(&o[key]);
                        if n == 0 || n > 100 {
                            return Err(format!("a select option {key} of {n} characters"));
                        }
                    }
                    if chars(&o["description"]) > 100 {
                        return Err("a select option description over 100 characters".into());
                    }
                }
            }
        }
    }
    let empty = chars(&body["content"]) == 0 && embeds == 0 && rows.is_empty() && files.is_empty();
    if create && empty {
        return Err(EMPTY.into());
    }
    Ok(())
}

/// Checks an autocomplete answer: at most 25 choices, names of 1 to 100 characters, string
/// values of at most 100.
pub(crate) fn validate_choices(data: &Value) -> Result<(), String> {
    let choices = data["choices"].as_array().cloned().unwrap_or_default();
    if choices.len() > 25 {
        return Err(format!("{} autocomplete choices (max 25)", choices.len()));
    }
    for c in &choices {
        let n = chars(&c["name"]);
        if n == 0 || n > 100 {
            return Err(format!("a choice name of {n} characters"));
        }
        if chars(&c["value"]) > 100 {
            return Err("a choice value over 100 characters".into());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn button(id: &str) -> Value {
        json!({ "type": 2, "style": 1, "label": "Go", "custom_id": id })
    }

    #[test]
    fn accepts_an_ordinary_message() {
        let body = json!({
            "content": "hello",
            "components": [{ "type": 1, "components": [button("a"), button("b")] }],
        });
        assert_eq!(validate_message(&body, &[], true), Ok(()));
    }

    #[test]
    fn refuses_what_discord_refuses() {
        let long = "x".repeat(2001);
        assert!(validate_message(&json!({ "content": long }), &[], true).is_err());
        assert_eq!(
            validate_message(&json!({ "content": "" }), &[], true),
            Err(EMPTY.to_owned())
        );
        // An edit may empty the text.
        assert_eq!(
            validate_message(&json!({ "content": "" }), &[], false),
            Ok(())
        );
        let dup =
            json!({ "components": [{ "type": 1, "components": [button("a"), button("a")] }] });
        assert!(validate_message(&dup, &[], true).is_err());
        let options: Vec<Value> = (0..26)
            .map(|i| json!({ "label": format!("o{i}"), "value": format!("v{i}") }))
            .collect();
        let menu = json!({ "components": [{ "type": 1, "components": [
            { "type": 3, "custom_id": "m", "options": options }
        ] }] });
        assert!(validate_message(&menu, &[], true).is_err());
        let long_id =
            json!({ "components": [{ "type": 1, "components": [button(&"i".repeat(101))] }] });
        assert!(validate_message(&long_id, &[], true).is_err());
    }

    #[test]
    fn autocomplete_limits() {
        let choices: Vec<Value> = (0..26)
            .map(|i| json!({ "name": format!("n{i}"), "value": "v" }))
            .collect();
        assert!(validate_choices(&json!({ "choices": choices[..25] })).is_ok());
        assert!(validate_choices(&json!({ "choices": choices })).is_err());
        assert!(validate_choices(&json!({ "choices": [{ "name": "", "value": "v" }] })).is_err());
    }
}
