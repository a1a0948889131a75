//! Every request body checked against Discord's own OpenAPI document (`fake-discord/spec/`, a copy
//! of Discord's public `discord-api-spec` repository's `specs/openapi.json`, MIT licence beside it),
//! so a payload Discord would refuse is refused here too, with Discord's 400 / 50035.
//!
//! The document is embedded at build time, parsed once per process and registered as one JSON
//! Schema 2020-12 resource; each operation's validator is compiled on first use and cached.
//! Nothing is ever fetched: `jsonschema` is built without its network features and every `$ref`
//! points inside the document. Two places are relaxed where the document is stricter than
//! Discord (see the spec's README): snowflakes may also be JSON integers, and
//! `default_member_permissions` may be a decimal string.

use jsonschema::error::ValidationErrorKind;
use jsonschema::{Draft, Registry, ValidationError, Validator};
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Discord's OpenAPI 3.1 document, kept in `fake-discord/spec/`.
const DOCUMENT: &str = include_str!("../spec/openapi.json");

/// The URI the document is registered under; validators `$ref` into it.
const BASE: &str = "urn:discord-api-spec";

/// What a request carried, as far as validation goes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Payload<'a> {
    /// No body (or a multipart body without `payload_json`).
    None,
    /// A JSON body, or the `payload_json` part of a multipart body.
    Json(&'a Value),
    /// A body that is not JSON, or a `payload_json` that is not.
    Unparsable,
}

/// Why Discord would refuse a request: the validator's messages and Discord's `errors` object.
#[derive(Clone, Debug)]
pub(crate) struct Refusal {
    /// Discord's error code: 50035 (Invalid Form Body) or 50109 (invalid JSON).
    pub code: u64,
    pub messages: Vec<String>,
    /// Discord's nested `errors` object (`{"content": {"_errors": [...]}}`).
    pub errors: Value,
}

/// One path segment of a path template.
#[derive(Clone, Debug)]
enum Segment {
    Literal(String),
    Param,
}

/// One operation of the document that takes a request body.
#[derive(Debug)]
struct Operation {
    method: String,
    template: Vec<Segment>,
    /// JSON pointer (unescaped segments) of the body schema: the `application/json` one, else
    /// the `multipart/form-data` one (whose `payload_json` is the JSON body).
    schema: Option<Vec<String>>,
}

/// The parsed document, its operations and the compiled validators.
struct Spec {
    registry: Registry<'static>,
    operations: Vec<Operation>,
    validators: Mutex<HashMap<usize, Arc<Validator>>>,
}

impl std::fmt::Debug for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Spec")
            .field("operations", &self.operations.len())
            .finish()
    }
}

static SPEC: OnceLock<Spec> = OnceLock::new();

fn spec() -> &'static Spec {
    SPEC.get_or_init(|| {
        let mut doc: Value = serde_json::from_str(DOCUMENT).expect("openapi.json is JSON");
        relax(&mut doc);
        let operations = operations(&doc);
        let registry = Registry::new()
            .draft(Draft::Draft202012)
            .add(BASE, doc)
            .and_then(|b| b.prepare())
            .expect("openapi.json registers as a JSON Schema resource");
        Spec {
            registry,
            operations,
            validators: Mutex::new(HashMap::new()),
        }
    })
}

/// Patches the document where it is stricter than Discord (the spec's README): snowflakes may be
/// JSON integers (serenity sends attachment ids `0`, `1`, …), and `default_member_permissions`
/// may be a decimal string (as Discord documents permission sets).
fn relax(doc: &mut Value) {
    let Some(schemas) = doc
        .pointer_mut("/components/schemas")
        .and_then(Value::as_object_mut)
    else {
        return;
    };
    if let Some(s) = schemas
        .get_mut("SnowflakeType")
        .and_then(Value::as_object_mut)
    {
        // `pattern` only constrains strings, `minimum` only numbers.
        s.insert("type".into(), json!(["string", "integer"]));
        s.insert("minimum".into(), json!(0));
    }
    for schema in schemas.values_mut() {
        let Some(p) = schema
            .pointer_mut("/properties/default_member_permissions")
            .and_then(Value::as_object_mut)
        else {
            continue;
        };
        let mut types = p.get("type").and_then(Value::as_array).cloned();
        if let Some(types) = types.as_mut().filter(|t| t.contains(&json!("integer"))) {
            types.push(json!("string"));
            p.insert("type".into(), Value::Array(types.clone()));
            p.insert("pattern".into(), json!("^[0-9]+$"));
        }
    }
}

/// Every operation of the document with its path template and body schema.
fn operations(doc: &Value) -> Vec<Operation> {
    let mut out = Vec::new();
    let Some(paths) = doc["paths"].as_object() else {
        return out;
    };
    for (path, item) in paths {
        let template = path
            .trim_matches('/')
            .split('/')
            .map(|s| {
                if s.starts_with('{') && s.ends_with('}') {
                    Segment::Param
                } else {
                    Segment::Literal(s.to_owned())
                }
            })
            .collect::<Vec<_>>();
        for (method, op) in item.as_object().into_iter().flatten() {
            if method == "parameters" {
                continue;
            }
            let content = &op["requestBody"]["content"];
            let schema = ["application/json", "multipart/form-data"]
                .into_iter()
                .find(|ct| content[ct]["schema"].is_object())
                .map(|ct| {
                    [
                        "paths",
                        path,
                        method,
                        "requestBody",
                        "content",
                        ct,
                        "schema",
                    ]
                    .map(str::to_owned)
                    .to_vec()
                });
            out.push(Operation {
                method: method.to_ascii_uppercase(),
                template: template.clone(),
                schema,
            });
        }
    }
    out
}

/// The operation `method path` (path below `/api/v10`) is, preferring literal segments over
/// parameters (`/users/@me` over `/users/{user_id}`).
fn find(method: &str, path: &str) -> Option<usize> {
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    let ops = &spec().operations;
    ops.iter()
        .enumerate()
        .filter(|(_, op)| op.method == method && op.template.len() == segs.len())
        .filter(|(_, op)| {
            op.template.iter().zip(&segs).all(|(t, s)| match t {
                Segment::Literal(l) => l == s,
                Segment::Param => !s.is_empty(),
            })
        })
        .max_by_key(|(_, op)| {
            op.template
                .iter()
                .filter(|t| matches!(t, Segment::Literal(_)))
                .count()
        })
        .map(|(i, _)| i)
}

/// A JSON pointer as a URI fragment: `~` and `/` escaped, then anything outside the fragment's
/// plain characters percent-encoded (the path templates' braces).
fn fragment(pointer: &[String]) -> String {
    let mut out = String::new();
    for seg in pointer {
        out.push('/');
        for b in seg.replace('~', "~0").replace('/', "~1").bytes() {
            if b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@".contains(&b) {
                out.push(b as char);
            } else {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// The compiled validator of operation `i`'s body, if it takes one.
fn validator(i: usize) -> Option<Arc<Validator>> {
    let spec = spec();
    let pointer = spec.operations[i].schema.as_ref()?;
    let mut cache = spec.validators.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(v) = cache.get(&i) {
        return Some(Arc::clone(v));
    }
    let root = json!({ "$ref": format!("{BASE}#{}", fragment(pointer)) });
    let v = jsonschema::options()
        .with_draft(Draft::Draft202012)
        .with_registry(&spec.registry)
        .offline()
        .build(&root)
        .unwrap_or_else(|e| panic!("fake-discord: the schema at {root} does not compile: {e}"));
    let v = Arc::new(v);
    cache.insert(i, Arc::clone(&v));
    Some(v)
}

/// Loads the document and compiles the validators of the routes the bot uses, on a thread of
/// its own, once per process: a fake started by a test is ready before the bot has connected,
/// so no request waits for a compilation (about a quarter of a second in a debug build).
pub(crate) fn warm_up_in_background() {
    static STARTED: OnceLock<()> = OnceLock::new();
    if STARTED.set(()).is_err() {
        return;
    }
    std::thread::spawn(|| {
        for (method, path) in [
            ("POST", "/channels/1/messages"),
            ("PATCH", "/channels/1/messages/1"),
            ("POST", "/interactions/1/t/callback"),
            ("POST", "/webhooks/1/t"),
            ("PATCH", "/webhooks/1/t/messages/@original"),
            ("PATCH", "/webhooks/1/t/messages/1"),
            ("PUT", "/applications/1/commands"),
            ("PUT", "/applications/1/guilds/1/commands"),
            ("POST", "/channels/1/threads"),
            ("POST", "/channels/1/messages/1/threads"),
            ("PATCH", "/channels/1"),
            ("POST", "/users/@me/channels"),
        ] {
            if let Some(i) = find(method, path) {
                validator(i);
            }
        }
    });
}

/// Checks a request against the document: `Ok` if the route is unknown to it (the fake's own
/// unknown-route handling applies), takes no body, or the body is valid.
pub(crate) fn check(method: &str, path: &str, payload: Payload<'_>) -> Result<(), Refusal> {
    let Some(i) = find(method, path) else {
        return Ok(());
    };
    let Some(validator) = validator(i) else {
        return Ok(());
    };
    let body = match payload {
        Payload::None => return Ok(()),
        Payload::Json(body) => body,
        Payload::Unparsable => {
            let message = "The request body contains invalid JSON.".to_owned();
            return Err(Refusal {
                code: 50109,
                messages: vec![message],
                errors: json!({}),
            });
        }
    };
    let mut found = Vec::new();
    for e in validator.iter_errors(body) {
        explain(&e, &mut found);
    }
    if found.is_empty() {
        return Ok(());
    }
    let mut errors = Value::Object(Map::new());
    for f in &found {
        let list = f.at.iter().fold(&mut errors, |node, key| {
            object(node).entry(key.clone()).or_insert(Value::Null)
        });
        let list = object(list).entry("_errors").or_insert_with(|| json!([]));
        if let Some(list) = list.as_array_mut() {
            list.push(json!({ "code": error_code(&f.keyword), "message": f.message }));
        }
    }
    let messages = found
        .iter()
        .map(|f| format!("/{}: {}", f.at.join("/"), f.message))
        .collect();
    Err(Refusal {
        code: 50035,
        messages,
        errors,
    })
}

/// `v` as an object (made one if it is not).
fn object(v: &mut Value) -> &mut Map<String, Value> {
    if !v.is_object() {
        *v = Value::Object(Map::new());
    }
    v.as_object_mut().expect("made an object")
}

/// One reason a body is refused: where, the failing keyword, and the validator's message.
#[derive(Debug)]
struct Found {
    at: Vec<String>,
    keyword: String,
    message: String,
}

/// The reasons worth reporting for `e`. For an `anyOf` / `oneOf` nothing matched, the reasons of
/// the alternative that came closest (its `type` discriminator matched; then the fewest errors),
/// so the message names the wrong field rather than repeating the whole body; if every
/// alternative is the wrong kind of thing, `e` itself.
fn explain(e: &ValidationError<'_>, out: &mut Vec<Found>) {
    let branches = match e.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            context
        }
        _ => &Vec::new(),
    };
    let here = e.instance_path().to_string();
    let mismatch = |b: &ValidationError<'_>| {
        let at = b.instance_path().to_string();
        let keyword = b.kind().keyword();
        (keyword == "type" && at == here)
            || (matches!(keyword, "enum" | "const") && at == format!("{here}/type"))
    };
    let closest = branches
        .iter()
        .filter(|b| !b.is_empty())
        .map(|b| {
            (
                b.iter()
                    .map(|e| if mismatch(e) { 1000 } else { 1 })
                    .sum::<usize>(),
                b,
            )
        })
        .min_by_key(|(score, _)| *score);
    match closest {
        Some((score, branch)) if score < 1000 => branch.iter().for_each(|b| explain(b, out)),
        _ => {
            let mut message = e.to_string();
            if message.len() > 400 {
                let cut = (0..=400)
                    .rev()
                    .find(|&i| message.is_char_boundary(i))
                    .unwrap_or(0);
                message.truncate(cut);
                message.push('…');
            }
            out.push(Found {
                at: e.instance_path().iter().map(|s| s.to_string()).collect(),
                keyword: e.kind().keyword().to_owned(),
                message,
            });
        }
    }
}

/// Discord's error code for a failed JSON Schema keyword, roughly.
fn error_code(keyword: &str) -> &'static str {
    match keyword {
        "type" => "BASE_TYPE_BAD_TYPE",
        "required" => "BASE_TYPE_REQUIRED",
        "maxLength" => "BASE_TYPE_MAX_LENGTH",
        "minLength" => "BASE_TYPE_MIN_LENGTH",
        "maxItems" | "minItems" => "BASE_TYPE_BAD_LENGTH",
        "maximum" | "exclusiveMaximum" => "NUMBER_TYPE_MAX",
        "minimum" | "exclusiveMinimum" => "NUMBER_TYPE_MIN",
        "enum" | "const" => "BASE_TYPE_CHOICES",
        _ => "BASE_TYPE_INVALID",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    fn check_json(method: &str, path: &str, body: Value) -> Result<(), Refusal> {
        check(method, path, Payload::Json(&body))
    }

    #[test]
    fn a_valid_message_create_passes() {
        let body = json!({
            "content": "hello",
            "components": [{ "type": 1, "components": [
                { "type": 2, "style": 1, "label": "Go", "custom_id": "go" }
            ] }],
            "allowed_mentions": { "parse": [] },
        });
        let r = check_json("POST", "/channels/123/messages", body);
        assert!(r.is_ok(), "{r:?}");
    }

    #[test]
    fn a_wrong_type_fails_with_a_useful_message() {
        let r = check_json("POST", "/channels/1/messages", json!({ "content": 5 }));
        let refusal = r.expect_err("content 5 is refused");
        assert_eq!(refusal.code, 50035);
        let text = refusal.messages.join("\n");
        assert!(text.contains("/content") && text.contains('5'), "{text}");
        assert!(
            refusal.errors["content"]["_errors"].is_array(),
            "{}",
            refusal.errors
        );
        let r = check_json("POST", "/channels/1/messages", json!({ "components": "x" }));
        let text = r
            .expect_err("components \"x\" is refused")
            .messages
            .join("\n");
        assert!(text.contains("/components"), "{text}");
        // Inside a `oneOf` / `anyOf`, the closest alternative names the wrong field.
        let row = json!({ "components": [{ "type": 1, "components": [
            { "type": 2, "style": 1, "label": 7, "custom_id": "go" }
        ] }] });
        let r = check_json("POST", "/channels/1/messages", row);
        let text = r
            .expect_err("a numeric label is refused")
            .messages
            .join("\n");
        assert!(text.contains("/components/0/components/0/label"), "{text}");
        let callback = json!({ "type": 4, "data": { "content": 5 } });
        let r = check_json("POST", "/interactions/1/t/callback", callback);
        let text = r.expect_err("content 5 is refused").messages.join("\n");
        assert!(
            text.starts_with("/data/content: 5 is not of type"),
            "{text}"
        );
    }

    #[test]
    fn what_serenity_sends_passes() {
        // The bodies serenity 0.12.5 serializes for the builders the bot uses
        // (testdata/serenity_payloads.rs made them).
        let list: Vec<Value> =
            serde_json::from_str(include_str!("../testdata/serenity_payloads.json")).unwrap();
        for p in &list {
            let (method, path) = (p["method"].as_str().unwrap(), p["path"].as_str().unwrap());
            assert!(
                find(method, path).is_some(),
                "{method} {path} is in the document"
            );
            let r = check(method, path, Payload::Json(&p["body"]));
            assert!(r.is_ok(), "{method} {path}: {r:?}\n{}", p["body"]);
        }
    }

    #[test]
    fn the_readmes_two_relaxations_hold() {
        // An upload's attachment id is an integer.
        let body = json!({ "content": "x", "attachments": [{ "id": 0, "filename": "a.png" }] });
        assert!(check_json("POST", "/channels/1/messages", body).is_ok());
        // Still a snowflake: a negative integer or a word is not.
        let body = json!({ "content": "x", "attachments": [{ "id": -1, "filename": "a.png" }] });
        assert!(check_json("POST", "/channels/1/messages", body).is_err());
        let body = json!({ "content": "x", "attachments": [{ "id": "zero" }] });
        assert!(check_json("POST", "/channels/1/messages", body).is_err());
        // Permissions as a decimal string.
        let cmd =
            json!([{ "name": "setup", "description": "d", "default_member_permissions": "32" }]);
        assert!(check_json("PUT", "/applications/1/commands", cmd).is_ok());
        let cmd =
            json!({ "name": "setup", "description": "d", "default_member_permissions": "32" });
        assert!(check_json("POST", "/applications/1/guilds/2/commands", cmd).is_ok());
        let cmd =
            json!([{ "name": "setup", "description": "d", "default_member_permissions": "x" }]);
        assert!(check_json("PUT", "/applications/1/commands", cmd).is_err());
    }

    #[test]
    fn nonces_are_in_the_schema() {
        for nonce in [json!(7), json!("game-7-turn-3"), json!(null)] {
            let body = json!({ "content": "x", "nonce": nonce, "enforce_nonce": true });
            let r = check_json("POST", "/channels/1/messages", body);
            assert!(r.is_ok(), "{nonce}: {r:?}");
        }
        // At most 25 characters, as Discord says.
        let body = json!({ "content": "x", "nonce": "n".repeat(26), "enforce_nonce": true });
        assert!(check_json("POST", "/channels/1/messages", body).is_err());
        let body = json!({ "content": "x", "enforce_nonce": "yes" });
        assert!(check_json("POST", "/channels/1/messages", body).is_err());
    }

    #[test]
    fn routes_and_bodies_the_document_does_not_check() {
        // Not in the document: the fake's own unknown-route answer applies.
        assert!(find("POST", "/no/such/route").is_none());
        assert!(check_json("POST", "/no/such/route", json!({ "content": 5 })).is_ok());
        // A literal segment wins over a parameter.
        assert!(find("GET", "/users/@me").is_some());
        // No body to check.
        assert!(check("POST", "/channels/1/typing", Payload::None).is_ok());
        let r = check("POST", "/channels/1/messages", Payload::Unparsable);
        assert_eq!(r.expect_err("not JSON").code, 50109);
    }

    /// What validation costs: `cargo test -p fake-discord --lib validation_cost -- --ignored
    /// --nocapture` (alone, so the document is loaded here). The crate docs quote its numbers.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn validation_cost() {
        let t = Instant::now();
        let _ = spec();
        eprintln!(
            "load the document (parse, relax, register): {:?}",
            t.elapsed()
        );
        let list: Vec<Value> =
            serde_json::from_str(include_str!("../testdata/serenity_payloads.json")).unwrap();
        let t = Instant::now();
        for p in &list {
            let (method, path) = (p["method"].as_str().unwrap(), p["path"].as_str().unwrap());
            check(method, path, Payload::Json(&p["body"])).unwrap();
        }
        eprintln!("first pass, compiling each operation: {:?}", t.elapsed());
        let rounds = 200;
        let t = Instant::now();
        for _ in 0..rounds {
            for p in &list {
                let (method, path) = (p["method"].as_str().unwrap(), p["path"].as_str().unwrap());
                check(method, path, Payload::Json(&p["body"])).unwrap();
            }
        }
        let each = t.elapsed() / (rounds * list.len() as u32);
        eprintln!(
            "each request afterwards (mean of {} bodies): {each:?}",
            list.len()
        );
        let create = &list[0];
        let t = Instant::now();
        for _ in 0..rounds {
            check(
                "POST",
                "/channels/1/messages",
                Payload::Json(&create["body"]),
            )
            .unwrap();
        }
        eprintln!(
            "a message create with embed, buttons, menu and file: {:?}",
            t.elapsed() / rounds
        );
    }
}
