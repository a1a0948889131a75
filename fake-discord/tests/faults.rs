//! The fake's request validation, fault switches and nonce handling, driven over real HTTP and
//! websocket connections (a small HTTP/1.1 client here, so the crate needs no client library).

use fake_discord::FakeDiscord;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// An HTTP answer: status, headers (names in lower case) and body.
#[derive(Debug)]
struct Reply {
    status: u16,
    headers: HashMap<String, String>,
    body: String,
}

impl Reply {
    fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }
}

/// Sends one request below `/api/v10` and reads the whole answer.
async fn send(
    fake: &FakeDiscord,
    method: &str,
    path: &str,
    content_type: &str,
    body: &[u8],
) -> Reply {
    let addr = fake.http_base().trim_start_matches("http://").to_owned();
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    let head = format!(
        "{method} /api/v10{path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bot test\r\n\
         Content-Type: {content_type}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    stream.write_all(body).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines.next().unwrap_or("")[9..12].parse().unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Reply {
        status,
        headers,
        body: body.to_owned(),
    }
}

async fn post_json(fake: &FakeDiscord, path: &str, body: &Value) -> Reply {
    send(
        fake,
        "POST",
        path,
        "application/json",
        body.to_string().as_bytes(),
    )
    .await
}

/// A multipart body with `payload_json` and one PNG-named file, as serenity uploads.
fn multipart(payload: &Value) -> (String, Vec<u8>) {
    let boundary = "fakeboundary";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\
             Content-Type: application/json\r\n\r\n{payload}\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"files[0]\"; \
             filename=\"board.png\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(&[1, 2, 3]);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

#[tokio::test]
async fn a_body_discord_would_refuse_is_refused_and_recorded() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    let reply = post_json(&fake, &path, &json!({ "content": 5 })).await;
    assert_eq!(reply.status, 400, "{reply:?}");
    let body = reply.json();
    assert_eq!(body["code"], 50035);
    assert_eq!(body["message"], "Invalid Form Body");
    assert!(
        body["errors"]["content"]["_errors"][0]["message"].is_string(),
        "{body}"
    );
    assert!(fake.messages_in(ch).is_empty(), "nothing was posted");
    let violations = fake.schema_violations();
    assert_eq!(violations.len(), 1);
    assert_eq!(violations[0].method, "POST");
    assert_eq!(violations[0].path, path);
    assert!(
        violations[0].messages[0].starts_with("/content: 5"),
        "{violations:?}"
    );
    assert_eq!(violations[0].body, Some(json!({ "content": 5 })));
    let requests = fake.requests();
    assert_eq!(requests.len(), 1);
    assert_eq!(requests[0].status, 400);
    assert!(!requests[0].unknown);

    // A body that is not JSON at all.
    let reply = send(&fake, "POST", &path, "application/json", b"{nope").await;
    assert_eq!(
        (reply.status, reply.json()["code"].clone()),
        (400, json!(50109))
    );

    // A valid one goes through; unknown routes stay the unknown-route case.
    let reply = post_json(&fake, &path, &json!({ "content": "hi", "nonce": 3 })).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    let reply = post_json(&fake, "/no/such/route", &json!({ "content": 5 })).await;
    assert_eq!(reply.status, 404);
    assert_eq!(fake.unknown_requests().len(), 1);
    assert_eq!(fake.schema_violations().len(), 2);
}

#[tokio::test]
async fn a_multipart_payload_json_is_validated() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    let (ct, body) = multipart(&json!({ "content": "x", "attachments": "board.png" }));
    let reply = send(&fake, "POST", &path, &ct, &body).await;
    assert_eq!(reply.status, 400, "{reply:?}");
    assert!(fake.schema_violations()[0].messages[0].starts_with("/attachments"));
    // Attachment ids are integers in an upload (one of the README's relaxations).
    let payload = json!({ "content": "x", "attachments": [{ "id": 0, "filename": "board.png" }] });
    let (ct, body) = multipart(&payload);
    let reply = send(&fake, "POST", &path, &ct, &body).await;
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(fake.messages_in(ch)[0].attachments.len(), 1);
}

#[tokio::test]
async fn a_rate_limit_answers_429_with_discords_headers() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    fake.rate_limit_next("POST /channels/", 1, Duration::from_millis(1500));
    let reply = post_json(&fake, &path, &json!({ "content": "hi" })).await;
    assert_eq!(reply.status, 429, "{reply:?}");
    assert_eq!(
        reply.headers["retry-after"], "2",
        "whole seconds, rounded up"
    );
    assert_eq!(reply.headers["x-ratelimit-reset-after"], "1.500");
    assert_eq!(reply.headers["x-ratelimit-limit"], "5");
    assert_eq!(reply.headers["x-ratelimit-remaining"], "0");
    assert_eq!(reply.headers["x-ratelimit-scope"], "user");
    assert!(!reply.headers["x-ratelimit-bucket"].is_empty());
    assert!(reply.headers["x-ratelimit-reset"].parse::<f64>().is_ok());
    let body = reply.json();
    assert_eq!(body["message"], "You are being rate limited.");
    assert_eq!(body["retry_after"], 1.5);
    assert_eq!(body["global"], false);
    assert!(fake.messages_in(ch).is_empty(), "a 429 does nothing");

    tokio::time::sleep(Duration::from_millis(50)).await;
    let reply = post_json(&fake, &path, &json!({ "content": "hi" })).await;
    assert_eq!(reply.status, 200);
    let times = fake.request_times("POST /channels/");
    let statuses: Vec<u16> = times.iter().map(|t| t.1).collect();
    assert_eq!(statuses, [429, 200]);
    assert!(times[1].0 - times[0].0 >= Duration::from_millis(50));
    let limits = fake.rate_limits();
    assert_eq!(limits.len(), 1);
    assert_eq!(
        (limits[0].method.as_str(), limits[0].path.as_str()),
        ("POST", path.as_str())
    );
    assert_eq!(limits[0].retry_after, Duration::from_millis(1500));
    assert!(limits[0].at >= times[0].0);
}

#[tokio::test]
async fn a_proxy_error_is_an_html_page_and_does_nothing() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    fake.fail_next_html("/messages", 1, 502);
    let reply = post_json(&fake, &path, &json!({ "content": "hi" })).await;
    assert_eq!(reply.status, 502);
    assert!(reply.headers["content-type"].starts_with("text/html"));
    assert!(reply.body.contains("502 Bad Gateway"), "{}", reply.body);
    assert!(fake.messages_in(ch).is_empty());
    assert_eq!(fake.requests()[0].status, 502);
}

#[tokio::test]
async fn a_lost_response_still_takes_effect() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    fake.lose_response_next("POST /channels/", 1, 502);
    let reply = post_json(&fake, &path, &json!({ "content": "posted" })).await;
    assert_eq!(reply.status, 502);
    assert!(reply.headers["content-type"].starts_with("text/html"));
    let posted = fake.messages_in(ch);
    assert_eq!(
        posted.len(),
        1,
        "the message exists though the bot saw a 502"
    );
    assert_eq!(posted[0].content, "posted");
    let reply = post_json(&fake, &path, &json!({ "content": "again" })).await;
    assert_eq!(reply.status, 200, "one lost response only");
}

#[tokio::test]
async fn a_held_request_waits_for_its_release() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    fake.hold_next("POST /channels/", 1);
    let sender = {
        let (fake, path) = (fake.clone(), path.clone());
        tokio::spawn(async move { post_json(&fake, &path, &json!({ "content": "late" })).await })
    };
    fake.wait_for("the request to be held", |f| {
        (f.held_count() == 1).then_some(())
    })
    .await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert!(
        fake.messages_in(ch).is_empty(),
        "not carried out while held"
    );
    assert!(!sender.is_finished());
    assert_eq!(fake.release_held(), 1);
    let reply = sender.await.unwrap();
    assert_eq!(reply.status, 200, "{reply:?}");
    assert_eq!(fake.messages_in(ch)[0].content, "late");
    assert_eq!(fake.held_count(), 0);
    assert_eq!(fake.release_held(), 0);
}

#[tokio::test]
async fn an_enforced_nonce_creates_one_message() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let other = fake.channel("other");
    let path = format!("/channels/{ch}/messages");
    let create = json!({ "content": "turn 3", "nonce": "game-7-turn-3", "enforce_nonce": true });
    let first = post_json(&fake, &path, &create).await.json();
    let second = post_json(&fake, &path, &create).await;
    assert_eq!(second.status, 200);
    assert_eq!(
        second.json()["id"],
        first["id"],
        "the earlier message is the answer"
    );
    assert_eq!(first["nonce"], "game-7-turn-3");
    assert_eq!(fake.messages_in(ch).len(), 1);
    assert_eq!(fake.deduplicated_creates(), 1);
    // An integer nonce; another channel does not share nonces.
    let create = json!({ "content": "n", "nonce": 42, "enforce_nonce": true });
    post_json(&fake, &path, &create).await;
    post_json(&fake, &path, &create).await;
    post_json(&fake, &format!("/channels/{other}/messages"), &create).await;
    assert_eq!(fake.messages_in(ch).len(), 2);
    assert_eq!(fake.messages_in(other).len(), 1);
    assert_eq!(fake.deduplicated_creates(), 2);
}

#[tokio::test]
async fn a_nonce_without_enforce_nonce_changes_nothing() {
    let fake = FakeDiscord::start().await;
    let ch = fake.channel("games");
    let path = format!("/channels/{ch}/messages");
    let create = json!({ "content": "turn 3", "nonce": "same" });
    post_json(&fake, &path, &create).await;
    post_json(&fake, &path, &create).await;
    assert_eq!(fake.messages_in(ch).len(), 2);
    // A later enforced create finds the earlier message, within the window only.
    let enforced = json!({ "content": "turn 3", "nonce": "same", "enforce_nonce": true });
    post_json(&fake, &path, &enforced).await;
    assert_eq!(fake.messages_in(ch).len(), 2);
    fake.set_nonce_window(Duration::from_millis(20));
    tokio::time::sleep(Duration::from_millis(40)).await;
    post_json(&fake, &path, &enforced).await;
    assert_eq!(fake.messages_in(ch).len(), 3);
    assert_eq!(fake.deduplicated_creates(), 1);
}

/// Connects to the gateway, reads Hello, sends `payload` and returns the answer's `t` and `d`.
async fn gateway_session(
    fake: &FakeDiscord,
    payload: Value,
) -> (
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    Value,
) {
    let (mut ws, _) = tokio_tungstenite::connect_async(fake.gateway_url())
        .await
        .unwrap();
    let hello = ws.next().await.unwrap().unwrap();
    assert!(hello.to_text().unwrap().contains("heartbeat_interval"));
    ws.send(WsMessage::Text(payload.to_string())).await.unwrap();
    let answer = ws.next().await.unwrap().unwrap();
    let answer: Value = serde_json::from_str(answer.to_text().unwrap()).unwrap();
    (ws, answer)
}

#[tokio::test]
async fn a_dropped_gateway_connection_can_be_resumed() {
    let fake = FakeDiscord::start().await;
    let identify = json!({ "op": 2, "d": { "token": "t", "intents": 0, "shard": [0, 1] } });
    let (mut ws, ready) = gateway_session(&fake, identify).await;
    assert_eq!(ready["t"], "READY");
    let session_id = ready["d"]["session_id"].as_str().unwrap().to_owned();
    fake.wait_for("the session", |f| f.connected().then_some(()))
        .await;
    fake.drop_gateway();
    // The connection ends without a close frame.
    let end = tokio::time::timeout(Duration::from_secs(5), ws.next())
        .await
        .expect("the connection ends");
    assert!(
        !matches!(end, Some(Ok(WsMessage::Close(_)))),
        "no close frame: {end:?}"
    );
    fake.wait_for("the session to go", |f| (!f.connected()).then_some(()))
        .await;
    let resume = json!({ "op": 6, "d": { "token": "t", "session_id": session_id, "seq": 1 } });
    let (_ws, resumed) = gateway_session(&fake, resume).await;
    assert_eq!(resumed["t"], "RESUMED");
    assert_eq!(fake.resumes(), 1);
    assert_eq!(fake.reconnects(), 1);
    assert_eq!(fake.gateway_connections(), 2);
    assert_eq!(fake.identifies(), 1);
    assert!(fake.connected());
}
