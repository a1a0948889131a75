//! A TCP proxy on loopback in front of PostgreSQL, for the outage tests: the test switches it
//! between passing traffic, refusing (every connection broken, new ones closed at once) and
//! black-holing (connections accepted, nothing forwarded either way: a network partition).

use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// What the proxy does with traffic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Mode {
    /// Forwards everything.
    Up = 0,
    /// Breaks every connection; new ones are closed at once (the database is down).
    Refuse = 1,
    /// Accepts connections and forwards nothing, in either direction, until the mode changes
    /// (a partition: whatever is held back goes through once it heals, as TCP would).
    BlackHole = 2,
}

/// The proxy. Dropping it stops nothing: its tasks end with the test's runtime.
#[derive(Debug)]
pub struct Proxy {
    /// `host:port` to connect to instead of the database's.
    pub addr: String,
    mode: Arc<AtomicU8>,
    pipes: Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>>,
}

impl Proxy {
    /// A proxy in front of `target` (`host:port`), passing traffic.
    pub async fn start(target: String) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let mode = Arc::new(AtomicU8::new(Mode::Up as u8));
        let pipes = Arc::new(Mutex::new(Vec::new()));
        let (mode2, pipes2) = (Arc::clone(&mode), Arc::clone(&pipes));
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if mode2.load(Ordering::SeqCst) == Mode::Refuse as u8 {
                    continue; // dropped: closed at once
                }
                let (target, mode) = (target.clone(), Arc::clone(&mode2));
                let pipe = tokio::spawn(async move {
                    // A partition holds even the connection's setup back.
                    wait_up(&mode).await;
                    if let Ok(server) = TcpStream::connect(&target).await {
                        let (cr, cw) = client.into_split();
                        let (sr, sw) = server.into_split();
                        tokio::join!(pipe(cr, sw, &mode), pipe(sr, cw, &mode));
                    }
                });
                pipes2.lock().unwrap().push(pipe);
            }
        });
        Proxy { addr, mode, pipes }
    }

    /// A proxy in front of the database of `url` (`postgres://user@host:port/db…`), and the
    /// URL that reaches it through the proxy.
    pub async fn for_url(url: &str) -> (Proxy, String) {
        let after_at = &url[url.find('@').unwrap() + 1..];
        let target = after_at[..after_at.find('/').unwrap()].to_owned();
        let proxy = Proxy::start(target.clone()).await;
        let through = url.replacen(&target, &proxy.addr, 1);
        (proxy, through)
    }

    /// Switches to `mode`; `Refuse` breaks the connections open now.
    pub fn set(&self, mode: Mode) {
        self.mode.store(mode as u8, Ordering::SeqCst);
        if mode == Mode::Refuse {
            for pipe in self.pipes.lock().unwrap().drain(..) {
                pipe.abort();
            }
        }
    }
}

/// Waits while the proxy black-holes; false once it refuses (the connection is to end).
async fn wait_up(mode: &AtomicU8) -> bool {
    loop {
        match mode.load(Ordering::SeqCst) {
            m if m == Mode::Up as u8 => return true,
            m if m == Mode::Refuse as u8 => return false,
            _ => tokio::time::sleep(Duration::from_millis(10)).await,
        }
    }
}

/// Copies `from` to `to`, holding bytes back while the proxy black-holes.
async fn pipe(
    mut from: tokio::net::tcp::OwnedReadHalf,
    mut to: tokio::net::tcp::OwnedWriteHalf,
    mode: &AtomicU8,
) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if !wait_up(mode).await || to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}
