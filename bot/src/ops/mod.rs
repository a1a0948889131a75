//! For operators: with `METRICS_ADDR` set, an HTTP server (axum) answering `/healthz` (the
//! process is up), `/readyz` (the database answers and every gateway shard of this process is
//! connected; 503 with the reasons otherwise) and `/metrics` (Prometheus text format, see
//! [`metrics`]); and `bot healthcheck`, which asks `/healthz` for container health checks
//! (a slim image has no curl). docs/operations.md#health-and-metrics describes them.

pub mod metrics;

use crate::store::Store;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::routing::get;
use axum::Router;
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Mutex;

/// How long `/readyz` and `/metrics` wait for the database.
const DB_TIMEOUT: Duration = Duration::from_secs(2);

/// The gateway shards of this process, as serenity's shard manager tracks them.
type Runners = Arc<Mutex<HashMap<serenity::ShardId, serenity::ShardRunnerInfo>>>;

/// What the endpoints look at.
#[derive(Clone)]
pub struct Probe {
    store: Store,
    runners: Runners,
}

impl std::fmt::Debug for Probe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Probe").finish_non_exhaustive()
    }
}

impl Probe {
    /// A probe of `store` and the shards of `client`.
    pub fn new(store: Store, client: &serenity::Client) -> Probe {
        Probe {
            store,
            runners: Arc::clone(&client.shard_manager.runners),
        }
    }

    /// Each shard's id, whether it is connected, and its last heartbeat's round trip.
    async fn shards(&self) -> Vec<(u32, bool, Option<Duration>, String)> {
        let runners = self.runners.lock().await;
        let mut shards: Vec<_> = runners
            .iter()
            .map(|(id, info)| {
                let up = info.stage == serenity::ConnectionStage::Connected;
                (id.0, up, info.latency, info.stage.to_string())
            })
            .collect();
        shards.sort_by_key(|s| s.0);
        shards
    }

    /// Why the bot is not ready to answer interactions; empty when it is.
    async fn not_ready(&self) -> Vec<String> {
        let mut reasons = Vec::new();
        match tokio::time::timeout(DB_TIMEOUT, self.store.ping()).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => reasons.push(format!("the database does not answer: {e}")),
            Err(_) => reasons.push(format!(
                "the database does not answer within {} s",
                DB_TIMEOUT.as_secs()
            )),
        }
        let shards = self.shards().await;
        if shards.is_empty() {
            reasons.push("the gateway is not connected yet".to_owned());
        }
        for (id, up, _, stage) in shards {
            if !up {
                reasons.push(format!("gateway shard {id} is not connected ({stage})"));
            }
        }
        reasons
    }

    /// Reads the figures that live outside the counters (the store's, the shards') into the
    /// metrics. A database that does not answer leaves the store's figures as last read.
    async fn refresh(&self) {
        let m = metrics::metrics();
        match tokio::time::timeout(DB_TIMEOUT, self.store.figures()).await {
            Ok(Ok(figures)) => {
                // Every variant's series stays, at 0 when it has no game.
                for variant in rules::VariantId::ALL {
                    let label = metrics::VariantLabel {
                        variant: variant.id().to_owned(),
                    };
                    m.games_in_progress.get_or_create(&label).set(0);
                }
                for (variant, n) in figures.games_in_progress {
                    let label = metrics::VariantLabel { variant };
                    m.games_in_progress.get_or_create(&label).set(n);
                }
                m.outbox_depth.set(figures.outbox_depth);
                m.outbox_oldest_age.set(figures.outbox_oldest_age);
                for pool in figures.pools {
                    let label = metrics::PoolLabel { pool: pool.name };
                    m.pool_size.get_or_create(&label).set(i64::from(pool.size));
                    let idle = i64::try_from(pool.idle).unwrap_or(i64::MAX);
                    m.pool_idle.get_or_create(&label).set(idle);
                    m.pool_max.get_or_create(&label).set(i64::from(pool.max));
                    m.pool_acquire.get_or_create(&label).set(pool.acquire_secs);
                }
            }
            Ok(Err(e)) => tracing::debug!(error = %e, "metrics: the database does not answer"),
            Err(_) => tracing::debug!("metrics: the database does not answer in time"),
        }
        for (id, up, latency, _) in self.shards().await {
            let label = metrics::ShardLabel {
                shard: id.to_string(),
            };
            m.shard_up.get_or_create(&label).set(i64::from(up));
            if let Some(latency) = latency {
                m.shard_latency
                    .get_or_create(&label)
                    .set(latency.as_secs_f64());
            }
        }
    }
}

/// Starts serving `/healthz`, `/readyz` and `/metrics` on `addr`; fails if the address cannot
/// be bound (in use, say), so a misconfigured bot stops at once with the reason.
pub async fn serve(addr: SocketAddr, probe: Probe) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| anyhow::anyhow!("METRICS_ADDR {addr} cannot be served: {e}"))?;
    let app = Router::new()
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(scrape))
        .with_state(probe);
    tracing::info!(%addr, "serving /healthz, /readyz and /metrics");
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the health and metrics server stopped");
        }
    });
    Ok(())
}

async fn readyz(State(probe): State<Probe>) -> (StatusCode, String) {
    let reasons = probe.not_ready().await;
    if reasons.is_empty() {
        (StatusCode::OK, "ready\n".to_owned())
    } else {
        let text = reasons.join("\n") + "\n";
        (StatusCode::SERVICE_UNAVAILABLE, text)
    }
}

async fn scrape(State(probe): State<Probe>) -> impl IntoResponse {
    probe.refresh().await;
    let text = metrics::metrics().encode();
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        text,
    )
}

/// `bot healthcheck`: asks `/healthz` at `addr` (an unspecified address such as `0.0.0.0`
/// means this machine); 0 when it answers 200, else 1 with the reason on stderr.
pub fn healthcheck(addr: SocketAddr) -> std::process::ExitCode {
    match get_status(addr, "/healthz") {
        Ok(200) => std::process::ExitCode::SUCCESS,
        Ok(status) => {
            eprintln!("/healthz at {addr} answered {status}");
            std::process::ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("/healthz at {addr} did not answer: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// The status code of a plain HTTP/1.1 GET of `path` at `addr`, within 3 s.
fn get_status(mut addr: SocketAddr, path: &str) -> std::io::Result<u16> {
    if addr.ip().is_unspecified() {
        let loopback = match addr {
            SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
            SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
        };
        addr.set_ip(loopback);
    }
    let timeout = Duration::from_secs(3);
    let mut stream = TcpStream::connect_timeout(&addr, timeout)?;
    stream.set_read_timeout(Some(timeout))?;
    stream.set_write_timeout(Some(timeout))?;
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )?;
    // The status line, however the answer is split into reads.
    let mut head = Vec::new();
    let mut chunk = [0u8; 256];
    while !head.windows(2).any(|w| w == b"\r\n") && head.len() < 1024 {
        let n = stream.read(&mut chunk)?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&chunk[..n]);
    }
    let line = String::from_utf8_lossy(&head);
    line.split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("not an HTTP answer: {line:?}")))
}
