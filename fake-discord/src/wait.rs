//! Bounded waiting: every wait polls the fake's state and panics with a dump of recent traffic
//! after the timeout, so a broken bot fails a test instead of hanging it.

use crate::model::{Callback, Message, User};
use crate::{FakeDiscord, Interaction};
use std::future::Future;
use std::time::{Duration, Instant};

impl FakeDiscord {
    /// Polls `probe` until it returns `Some`, or panics after the timeout with `what` and a dump.
    pub async fn wait_for<T>(&self, what: &str, mut probe: impl FnMut(&Self) -> Option<T>) -> T {
        let deadline = Instant::now() + self.timeout();
        loop {
            if let Some(v) = probe(self) {
                return v;
            }
            if Instant::now() > deadline {
                panic!(
                    "fake-discord: timed out after {:?} waiting for {what}\n{}",
                    self.timeout(),
                    self.dump()
                );
            }
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    /// Runs `fut` with the fake's timeout, panicking with `what` if it takes longer.
    pub async fn bounded<T>(&self, what: &str, fut: impl Future<Output = T>) -> T {
        match tokio::time::timeout(self.timeout(), fut).await {
            Ok(v) => v,
            Err(_) => panic!("fake-discord: timed out: {what}\n{}", self.dump()),
        }
    }

    /// Waits until the bot is connected to the gateway and has registered its commands at
    /// least `registrations` times in total.
    pub async fn wait_ready(&self, registrations: u64) {
        self.wait_for("the bot to connect and register its commands", |f| {
            (f.connected() && f.registrations() >= registrations).then_some(())
        })
        .await
    }

    /// Waits for the first callback of an interaction.
    pub async fn wait_callback(&self, ix: &Interaction) -> Callback {
        self.wait_for(&format!("a callback for interaction {}", ix.token), |f| {
            f.callbacks(ix).into_iter().next()
        })
        .await
    }

    /// Waits for the autocomplete answer (callback type 8) and returns its choices.
    pub async fn wait_autocomplete(&self, ix: &Interaction) -> Vec<(String, String)> {
        let cb = self.wait_callback(ix).await;
        assert_eq!(cb.kind, 8, "expected an autocomplete result, got {cb:?}");
        cb.choices()
    }

    /// Waits for the first visible answer to an interaction: the response message, the edited
    /// deferred response, the first follow-up, or the message a component click updated.
    pub async fn wait_reply(&self, ix: &Interaction) -> Message {
        self.wait_for(&format!("a reply to interaction {}", ix.token), |f| {
            f.first_reply(ix)
        })
        .await
    }

    fn first_reply(&self, ix: &Interaction) -> Option<Message> {
        let cb = self.callbacks(ix).into_iter().next()?;
        match cb.kind {
            4 | 7 => self.replies(ix).into_iter().next(),
            5 => self.replies(ix).into_iter().find(|m| !m.thinking),
            6 => {
                // Deferred update: the answer is the first edit of the clicked message through
                // `@original` or the first follow-up, whichever came first (an edit of the
                // clicked message made earlier by someone else is not this click's answer).
                let answered = self.st().interactions.get(&ix.token)?.answered.clone()?;
                self.message(answered.message?)
            }
            _ => None,
        }
    }

    /// Waits for a message newer than `mark` satisfying `pred`.
    pub async fn wait_message_after(
        &self,
        mark: u64,
        what: &str,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        self.wait_for(what, |f| {
            f.find_message(|m| m.id > mark && !m.thinking && pred(m))
        })
        .await
    }

    /// Waits for a message version (a new message or an edit) after the version mark `mark`
    /// (see [`FakeDiscord::version_mark`]) satisfying `pred`; returns that version. A bot that
    /// edits an earlier message into its answer (a turn's notice into its reveal) is seen here.
    pub async fn wait_version_after(
        &self,
        mark: usize,
        what: &str,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        self.wait_for(what, |f| {
            f.versions_since(mark)
                .into_iter()
                .find(|m| !m.thinking && !m.deleted && pred(m))
        })
        .await
    }

    /// Waits (at most `within`, without panicking) for the interaction's visible answer; `None`
    /// if none came in time. Notified, not polled: cheap for thousands of waiters.
    pub async fn wait_answer(&self, ix: &Interaction, within: Duration) -> Option<crate::Answered> {
        let deadline = Instant::now() + within;
        loop {
            let waiter = {
                let mut st = self.st();
                let rec = st.interactions.get(&ix.token)?;
                if let Some(a) = &rec.answered {
                    return Some(crate::Answered {
                        first: rec.latency.unwrap_or_default(),
                        answered: a.at.saturating_duration_since(rec.dispatched),
                        text: a.text.clone(),
                        custom_ids: a.ids.clone(),
                        message: a.message,
                        ephemeral: a.ephemeral,
                    });
                }
                let (tx, rx) = tokio::sync::oneshot::channel();
                st.answer_waiters
                    .entry(ix.token.clone())
                    .or_default()
                    .push(tx);
                rx
            };
            let left = deadline.saturating_duration_since(Instant::now());
            if tokio::time::timeout(left, waiter).await.is_err() {
                return None;
            }
        }
    }

    /// Waits for a DM to `user` newer than `mark` satisfying `pred`.
    pub async fn wait_dm_after(
        &self,
        user: &User,
        mark: u64,
        pred: impl Fn(&Message) -> bool,
    ) -> Message {
        let ch = self.dm_channel(user);
        self.wait_for(&format!("a DM to {}", user.name), |f| {
            f.find_message(|m| m.channel_id == ch && m.id > mark && !m.thinking && pred(m))
        })
        .await
    }

    /// A short summary of recent messages and requests, for failure messages.
    pub fn dump(&self) -> String {
        let st = self.st();
        let mut out = String::from("--- last messages ---\n");
        let msgs: Vec<&Message> = st.messages.values().collect();
        for m in msgs.iter().rev().take(12).rev() {
            out.push_str(&format!(
                "#{} ch={} flags={} thinking={} files={} ids={:?}: {}\n",
                m.id,
                m.channel_id,
                m.flags,
                m.thinking,
                m.attachments.len(),
                m.custom_ids(),
                m.text()
                    .replace('\n', " | ")
                    .chars()
                    .take(300)
                    .collect::<String>()
            ));
        }
        out.push_str("--- last requests ---\n");
        for r in st.requests.iter().rev().take(15).rev() {
            let body = r
                .json
                .as_ref()
                .map(|j| j.to_string().chars().take(300).collect::<String>())
                .unwrap_or_default();
            out.push_str(&format!(
                "{} {} -> {}{} files={} {}\n",
                r.method,
                r.path,
                r.status,
                if r.unknown { " (UNKNOWN ROUTE)" } else { "" },
                r.files.len(),
                body
            ));
        }
        out
    }
}
