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
    let mut embed_text = 0;
    for embed in body["embeds"].as_array().into_iter().flatten() {
        embed_text += validate_embed(embed)?;
    }
    if embed_text > 6000 {
        return Err(format!(
            "embeds of {embed_text} characters in all (max 6000)"
        ));
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

/// Checks one embed against Discord's limits (title 256, description 4096, at most 25 fields of
/// name 256 and value 1024, footer 2048, author name 256); returns its characters, which count
/// toward the 6000 of all a message's embeds.
fn validate_embed(embed: &Value) -> Result<usize, String> {
    let limit = |what: &str, v: &Value, max: usize| {
        let n = chars(v);
        if n > max {
            Err(format!("an embed {what} of {n} characters (max {max})"))
        } else {
            Ok(n)
        }
    };
    let mut total = limit("title", &embed["title"], 256)?
        + limit("description", &embed["description"], 4096)?
        + limit("footer", &embed["footer"]["text"], 2048)?
        + limit("author name", &embed["author"]["name"], 256)?;
    let fields = embed["fields"].as_array().cloned().unwrap_or_default();
    if fields.len() > 25 {
        return Err(format!("an embed with {} fields (max 25)", fields.len()));
    }
    for field in &fields {
        total += limit("field name", &field["name"], 256)?;
        total += limit("field value", &field["value"], 1024)?;
    }
    Ok(total)
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
    fn refuses_embeds_over_discords_limits() {
        let ok = json!({ "embeds": [{ "title": "t", "description": "d".repeat(4096) }] });
        assert_eq!(validate_message(&ok, &[], true), Ok(()));
        for embed in [
            json!({ "title": "t".repeat(257) }),
            json!({ "description": "d".repeat(4097) }),
            json!({ "footer": { "text": "f".repeat(2049) } }),
            json!({ "fields": vec![json!({ "name": "n", "value": "v" }); 26] }),
            json!({ "fields": [{ "name": "n", "value": "v".repeat(1025) }] }),
        ] {
            assert!(
                validate_message(&json!({ "embeds": [embed] }), &[], true).is_err(),
                "{embed}"
            );
        }
        let two = json!({ "embeds": [
            { "description": "d".repeat(4000) },
            { "description": "d".repeat(2001) },
        ] });
        assert!(validate_message(&two, &[], true).is_err(), "6000 in all");
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
