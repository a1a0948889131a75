//! The gateway websocket: Hello, READY on Identify, heartbeat acks, and dispatch of the
//! INTERACTION_CREATE events tests send. Plain text JSON frames, no compression.

use crate::model::{bot_user_json, BOT_ID};
use crate::state::Session;
use crate::Inner;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::Arc;
use tokio::net::TcpListener;
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// A frame on a session's channel that closes the websocket with the code that follows.
pub(crate) const CLOSE: &str = "\u{0}close:";

/// Accepts gateway connections forever.
pub(crate) async fn serve(listener: TcpListener, inner: Arc<Inner>) {
    let mut conn = 0u64;
    while let Ok((stream, _)) = listener.accept().await {
        conn += 1;
        let inner = Arc::clone(&inner);
        tokio::spawn(connection(stream, inner, conn));
    }
}

async fn connection(stream: tokio::net::TcpStream, inner: Arc<Inner>, conn: u64) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        while let Some(text) = rx.recv().await {
            if let Some(code) = text.strip_prefix(CLOSE) {
                let frame = CloseFrame {
                    code: CloseCode::from(code.parse::<u16>().unwrap_or(1000)),
                    reason: "closed by the test".into(),
                };
                let _ = sink.send(WsMessage::Close(Some(frame))).await;
                break;
            }
            if sink.send(WsMessage::Text(text)).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });

    let _ = tx.send(json!({ "op": 10, "d": { "heartbeat_interval": 41250 } }).to_string());
    inner.state.lock().unwrap().gateway_connections += 1;
    let kill = Arc::new(Notify::new());

    loop {
        let frame = tokio::select! {
            frame = source.next() => frame,
            // Dropped by the test: no close frame, the TCP connection just goes.
            () = kill.notified() => break,
        };
        let Some(Ok(frame)) = frame else {
            break;
        };
        let text = match frame {
            WsMessage::Text(t) => t,
            WsMessage::Binary(b) => String::from_utf8_lossy(&b).into_owned(),
            WsMessage::Close(_) => break,
            _ => continue,
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match v["op"].as_u64() {
            Some(1) => {
                let _ = tx.send(json!({ "op": 11 }).to_string());
            }
            Some(2) => identify(&inner, &tx, &kill, conn, &v["d"]),
            Some(6) => resume(&inner, &tx, &kill, conn, &v["d"]),
            _ => {}
        }
    }

    let mut st = inner.state.lock().unwrap();
    st.sessions.retain(|s| s.conn != conn);
    drop(st);
    drop(tx);
    writer.abort();
    // Dropping `source` here (and the aborted writer's `sink`) closes the TCP connection.
}

/// Answers an Identify (op 2) with READY: a new session on this connection.
fn identify(
    inner: &Inner,
    tx: &mpsc::UnboundedSender<String>,
    kill: &Arc<Notify>,
    conn: u64,
    d: &Value,
) {
    let shard = (
        d["shard"][0].as_u64().unwrap_or(0),
        d["shard"][1].as_u64().unwrap_or(1).max(1),
    );
    let ready = json!({
        "op": 0,
        "s": 1,
        "t": "READY",
        "d": {
            "v": 10,
            "user": bot_user_json(),
            "guilds": [],
            "session_id": format!("fake-session-{conn}"),
            "resume_gateway_url": inner.gateway_url,
            "shard": [shard.0, shard.1],
            "application": { "id": BOT_ID.to_string(), "flags": 0 },
        }
    });
    let mut st = inner.state.lock().unwrap();
    let _ = tx.send(ready.to_string());
    st.identifies += 1;
    if !st.shards_seen.insert(shard) {
        st.reconnects += 1;
    }
    st.sessions.retain(|s| s.conn != conn);
    let session_id = format!("fake-session-{conn}");
    st.resumable.insert(session_id.clone(), (shard.0, shard.1));
    st.sessions.push(Session {
        conn,
        tx: tx.clone(),
        seq: 1,
        session_id,
        shard,
        kill: Arc::clone(kill),
    });
}

/// Answers a Resume (op 6): a session this gateway made continues on this connection
/// (RESUMED, no new READY); any other is told to identify again (op 9).
fn resume(
    inner: &Inner,
    tx: &mpsc::UnboundedSender<String>,
    kill: &Arc<Notify>,
    conn: u64,
    d: &Value,
) {
    let mut st = inner.state.lock().unwrap();
    st.reconnects += 1;
    let session_id = d["session_id"].as_str().unwrap_or_default().to_owned();
    let Some(&(id, total)) = st.resumable.get(&session_id) else {
        let _ = tx.send(json!({ "op": 9, "d": false }).to_string());
        return;
    };
    let seq = d["seq"].as_u64().unwrap_or(0) + 1;
    let _ = tx.send(json!({ "op": 0, "s": seq, "t": "RESUMED", "d": {} }).to_string());
    st.resumes += 1;
    st.sessions
        .retain(|s| s.conn != conn && s.session_id != session_id);
    st.sessions.push(Session {
        conn,
        tx: tx.clone(),
        seq,
        session_id,
        shard: (id, total),
        kill: Arc::clone(kill),
    });
}

/// Drops the TCP connection of every live gateway session without a close frame (a network
/// failure); the sessions stay resumable.
pub(crate) fn drop_all(inner: &Inner) {
    let st = inner.state.lock().unwrap();
    for session in &st.sessions {
        session.kill.notify_one();
    }
}

/// Closes every live gateway session with the close `code` (4000: an unknown error, which the
/// client may resume; 4004: authentication failed, which it must not). With a code that forbids
/// resuming, the sessions can no longer be resumed.
pub(crate) fn close_all(inner: &Inner, code: u16) {
    let mut st = inner.state.lock().unwrap();
    for session in &st.sessions {
        let _ = session.tx.send(format!("{CLOSE}{code}"));
    }
    if matches!(code, 4004 | 4007 | 4009 | 4010..=4014) {
        st.resumable.clear();
    }
}

/// Sends a dispatch event on session `target` (a connection id); without a target, on the
/// session of the shard Discord routes `guild`'s events to (`(guild >> 22) % shards`; DMs go to
/// shard 0). Returns that shard, or `None` if there is no session at all. As on Discord, an
/// event for a shard no session runs (its process is down) is delivered to nobody.
pub(crate) fn dispatch(
    inner: &Inner,
    target: Option<u64>,
    guild: Option<u64>,
    event: &str,
    data: Value,
) -> Option<(u64, u64)> {
    let mut st = inner.state.lock().unwrap();
    let count = st.sessions.first()?.shard.1;
    let shard = guild.map_or(0, |g| crate::FakeDiscord::shard_of(g, count));
    let session = match target {
        Some(conn) => st.sessions.iter_mut().find(|s| s.conn == conn),
        None => st.sessions.iter_mut().find(|s| s.shard.0 == shard),
    };
    let Some(session) = session else {
        return Some((shard, count));
    };
    session.seq += 1;
    let frame = json!({ "op": 0, "s": session.seq, "t": event, "d": data });
    session
        .tx
        .send(frame.to_string())
        .is_ok()
        .then_some(session.shard)
}
