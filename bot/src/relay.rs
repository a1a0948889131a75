//! The rate-limit relay of a bot pointed at `DISCORD_API_BASE` (a Discord proxy, or the tests'
//! fake Discord).
//!
//! Against Discord itself, serenity's own rate limiter waits out every 429 (its `Retry-After`)
//! and tries again, so a rate limit only delays a request. serenity can only send to another
//! base with that limiter off, and it then hands a 429 back as an error that has lost the
//! `retry_after` Discord sent. So the bot does the same itself: serenity sends to this relay on
//! loopback, which forwards each request to the configured base and, when the answer is a 429,
//! waits what it says (`retry_after` in the body, else `X-RateLimit-Reset-After`, else
//! `Retry-After`) and sends it again, at most [`MAX_WAITS`] times. Every other answer, error or
//! not, goes back to serenity as it came.

use axum::body::{to_bytes, Body};
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use std::time::Duration;

/// How many rate limits in a row one request waits out before its 429 is handed back.
pub const MAX_WAITS: usize = 5;

/// The longest single wait the relay accepts from a 429 (a longer one is handed back: the
/// caller's own retry decides).
pub const LONGEST_WAIT: Duration = Duration::from_secs(60);

/// The largest request body forwarded (an animated replay is at most 8 MB).
const MAX_BODY: usize = 32 * 1024 * 1024;

#[derive(Debug)]
struct Relay {
    upstream: String,
    client: reqwest::Client,
}

/// Starts the relay on 127.0.0.1 in front of `upstream` (`http://127.0.0.1:3000`); returns
/// the base URL serenity is to send to instead.
pub async fn start(upstream: &str) -> std::io::Result<String> {
    let relay = Arc::new(Relay {
        upstream: upstream.trim_end_matches('/').to_owned(),
        client: reqwest::Client::new(),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let app = axum::Router::new().fallback(forward).with_state(relay);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the Discord relay stopped");
        }
    });
    Ok(base)
}

async fn forward(State(relay): State<Arc<Relay>>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let Ok(body) = to_bytes(body, MAX_BODY).await else {
        return StatusCode::PAYLOAD_TOO_LARGE.into_response();
    };
    let path = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{path}", relay.upstream);
    let mut waits = 0;
    loop {
        let mut sending = relay.client.request(parts.method.clone(), &url);
        for (name, value) in &parts.headers {
            if name != header::HOST && name != header::CONTENT_LENGTH {
                sending = sending.header(name, value);
            }
        }
        let answer = match sending.body(body.clone()).send().await {
            Ok(answer) => answer,
            Err(e) => {
                tracing::warn!(error = %e, "the Discord relay could not reach its upstream");
                return (
                    StatusCode::BAD_GATEWAY,
                    "the relay's upstream did not answer",
                )
                    .into_response();
            }
        };
        let status = answer.status();
        let headers = answer.headers().clone();
        let bytes = answer.bytes().await.unwrap_or_default();
        if status == StatusCode::TOO_MANY_REQUESTS && waits < MAX_WAITS {
            if let Some(wait) = retry_after(&headers, &bytes).filter(|w| *w <= LONGEST_WAIT) {
                waits += 1;
                crate::ops::metrics::metrics().rate_limited.inc();
                tracing::info!(
                    wait_ms = wait.as_millis() as u64,
                    path = parts.uri.path(),
                    "rate limited by Discord; waiting as it says"
                );
                tokio::time::sleep(wait).await;
                continue;
            }
        }
        let mut response = Response::new(Body::from(bytes));
        *response.status_mut() = status;
        *response.headers_mut() = headers;
        response.headers_mut().remove(header::TRANSFER_ENCODING);
        return response;
    }
}

/// How long a 429 says to wait: its JSON body's `retry_after` (seconds, fractional), else the
/// `X-RateLimit-Reset-After` header (seconds, fractional), else `Retry-After` (whole seconds).
pub fn retry_after(headers: &HeaderMap, body: &[u8]) -> Option<Duration> {
    let from_body = serde_json::from_slice::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("retry_after")?.as_f64());
    let header_secs = |name: &str| headers.get(name)?.to_str().ok()?.trim().parse::<f64>().ok();
    let secs = from_body
        .or_else(|| header_secs("x-ratelimit-reset-after"))
        .or_else(|| header_secs("retry-after"))?;
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_comes_from_the_body_then_the_headers() {
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", "2".parse().unwrap());
        headers.insert("x-ratelimit-reset-after", "1.25".parse().unwrap());
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 1.5, "global": false}"#;
        assert_eq!(
            retry_after(&headers, body),
            Some(Duration::from_millis(1_500))
        );
        assert_eq!(
            retry_after(&headers, b"<html>"),
            Some(Duration::from_millis(1_250))
        );
        headers.remove("x-ratelimit-reset-after");
        assert_eq!(retry_after(&headers, b""), Some(Duration::from_secs(2)));
        assert_eq!(retry_after(&HeaderMap::new(), b"{}"), None);
        let negative = br#"{"retry_after": -1}"#;
        assert_eq!(retry_after(&HeaderMap::new(), negative), None);
    }
}
