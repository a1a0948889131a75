//! The bot's metrics, in the Prometheus text format (`prometheus-client`). Counters and
//! histograms are process-wide statics that the code bumps where things happen; the figures
//! that live in the database (games in progress, the outbox) or in the gateway (shard status)
//! are read when `/metrics` is scraped. Every metric has a help text; their names are listed
//! in docs/operations.md#metrics.

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::metrics::info::Info;
use prometheus_client::registry::Registry;
use std::sync::atomic::AtomicU64;
use std::sync::OnceLock;
use std::time::Duration;

/// What kind of interaction: a command's name, or `component` for buttons and menus.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct KindLabel {
    /// `play`, `move`, ..., or `component`.
    pub kind: String,
}

/// How an interaction ended.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct OutcomeLabel {
    /// As [`KindLabel::kind`].
    pub kind: String,
    /// `answered`, `refused` (a friendly refusal: bad input, a rule, a limit), `unavailable`
    /// (the database did not answer: nothing, or nothing certain, was done) or `failed`.
    pub outcome: &'static str,
}

/// A variant's id (`apocalypse`, ...).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct VariantLabel {
    /// The variant's id.
    pub variant: String,
}

/// The computer's level (`easy`, ...).
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct LevelLabel {
    /// The level's name.
    pub level: String,
}

/// One of the store's connection pools.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct PoolLabel {
    /// `read` or `write`.
    pub pool: &'static str,
}

/// One gateway shard.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct ShardLabel {
    /// The shard's id.
    pub shard: String,
}

/// A histogram family's constructor.
type MakeHistogram = fn() -> Histogram;

/// Every metric of the process.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    /// Interactions handled, by kind and outcome.
    pub interactions: Family<OutcomeLabel, Counter>,
    /// Seconds from the bot receiving an interaction to its first response, by kind.
    pub first_response: Family<KindLabel, Histogram, MakeHistogram>,
    /// Actions committed (moves, resignations, claims, ...), by variant.
    pub actions: Family<VariantLabel, Counter>,
    /// Games in progress, by variant (read from the database at each scrape).
    pub games_in_progress: Family<VariantLabel, Gauge>,
    /// Announcements waiting in the outbox (read at each scrape).
    pub outbox_depth: Gauge,
    /// Age in seconds of the oldest announcement in the outbox (read at each scrape).
    pub outbox_oldest_age: Gauge,
    /// Turns the computer played, by level.
    pub computer_turns: Family<LevelLabel, Counter>,
    /// Seconds the computer searched for a move, by level.
    pub computer_search: Family<LevelLabel, Histogram, MakeHistogram>,
    /// Move reminders sent.
    pub reminders: Counter,
    /// Connections open in each pool.
    pub pool_size: Family<PoolLabel, Gauge>,
    /// Idle connections in each pool.
    pub pool_idle: Family<PoolLabel, Gauge>,
    /// The most connections each pool may open (a pool at its maximum with none idle makes
    /// queries wait).
    pub pool_max: Family<PoolLabel, Gauge>,
    /// How long the last scrape waited for a connection from each pool, in seconds.
    pub pool_acquire: Family<PoolLabel, Gauge<f64, AtomicU64>>,
    /// 1 when the shard's gateway session is connected, else 0.
    pub shard_up: Family<ShardLabel, Gauge>,
    /// The shard's last heartbeat round trip, in seconds.
    pub shard_latency: Family<ShardLabel, Gauge<f64, AtomicU64>>,
    /// Requests to Discord that failed, by HTTP status (`network` when none came back).
    pub send_failures: Family<StatusLabel, Counter>,
    /// Announcements put back in the outbox to be tried again.
    pub outbox_retries: Counter,
    /// Rate limits (429) Discord answered, each waited out.
    pub rate_limited: Counter,
    /// Gateway sessions that reconnected after a connection was lost or closed.
    pub gateway_reconnects: Counter,
    /// Gateway sessions resumed (no new Identify, no event lost).
    pub gateway_resumes: Counter,
}

/// An HTTP status, or `network`.
#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
pub struct StatusLabel {
    /// `500`, `429`, ..., or `network`.
    pub status: String,
}

fn latency_histogram() -> Histogram {
    // 5 ms .. ~20 s.
    Histogram::new(exponential_buckets(0.005, 2.0, 13))
}

fn search_histogram() -> Histogram {
    // 10 ms .. ~80 s.
    Histogram::new(exponential_buckets(0.01, 2.0, 14))
}

impl Metrics {
    fn new() -> Metrics {
        let mut registry = Registry::with_prefix("chessbot");
        let m = Metrics {
            registry: Registry::default(),
            interactions: Family::default(),
            first_response: Family::new_with_constructor(latency_histogram),
            actions: Family::default(),
            games_in_progress: Family::default(),
            outbox_depth: Gauge::default(),
            outbox_oldest_age: Gauge::default(),
            computer_turns: Family::default(),
            computer_search: Family::new_with_constructor(search_histogram),
            reminders: Counter::default(),
            pool_size: Family::default(),
            pool_idle: Family::default(),
            pool_max: Family::default(),
            pool_acquire: Family::default(),
            shard_up: Family::default(),
            shard_latency: Family::default(),
            send_failures: Family::default(),
            outbox_retries: Counter::default(),
            rate_limited: Counter::default(),
            gateway_reconnects: Counter::default(),
            gateway_resumes: Counter::default(),
        };
        m.register_play(&mut registry);
        m.register_database(&mut registry);
        m.register_discord(&mut registry);
        m.start_at_zero();
        Metrics { registry, ..m }
    }

    /// Interactions, games, the computer, reminders, the process.
    fn register_play(&self, r: &mut Registry) {
        let m = self;
        r.register(
            "interactions",
            "Interactions handled, by kind (command name or component) and outcome (answered, refused, unavailable: the database did not answer, failed)",
            m.interactions.clone(),
        );
        r.register(
            "first_response_seconds",
            "Seconds from the bot receiving an interaction to its first response (an acknowledgement counts; for commands, the end of the handler, which defers first when slow), by kind",
            m.first_response.clone(),
        );
        r.register(
            "actions_committed",
            "Game actions committed, by variant",
            m.actions.clone(),
        );
        r.register(
            "games_in_progress",
            "Games in progress, by variant",
            m.games_in_progress.clone(),
        );
        r.register(
            "outbox_depth",
            "Announcements waiting in the outbox",
            m.outbox_depth.clone(),
        );
        r.register(
            "outbox_oldest_age_seconds",
            "Age of the oldest announcement waiting in the outbox, in seconds (0 when empty)",
            m.outbox_oldest_age.clone(),
        );
        r.register(
            "computer_turns",
            "Turns the computer played, by level",
            m.computer_turns.clone(),
        );
        r.register(
            "computer_search_seconds",
            "Seconds the computer searched for one move, by level",
            m.computer_search.clone(),
        );
        r.register("reminders_sent", "Move reminders sent", m.reminders.clone());
        let start = Gauge::<i64>::default();
        let since_epoch = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        start.set(i64::try_from(since_epoch.as_secs()).unwrap_or(0));
        r.register(
            "process_start_time_seconds",
            "When the process started, in Unix seconds",
            start,
        );
        r.register(
            "build",
            "The bot's version",
            Info::new(vec![("version", env!("CARGO_PKG_VERSION"))]),
        );
    }

    /// The database's pools and the outbox.
    fn register_database(&self, r: &mut Registry) {
        let m = self;
        r.register(
            "db_pool_connections",
            "Database connections open, by pool (read, write)",
            m.pool_size.clone(),
        );
        r.register(
            "db_pool_idle_connections",
            "Idle database connections, by pool",
            m.pool_idle.clone(),
        );
        r.register(
            "db_pool_max_connections",
            "The most connections a pool may open; at it with none idle, queries wait",
            m.pool_max.clone(),
        );
        r.register(
            "db_pool_acquire_seconds",
            "Seconds the last scrape waited for a connection, by pool: about 0 unless the pool \
             is exhausted, when queries wait as long",
            m.pool_acquire.clone(),
        );
        r.register(
            "outbox_retries",
            "Announcements put back in the outbox to be tried again after a failed send",
            m.outbox_retries.clone(),
        );
    }

    /// Discord: the gateway, and what its HTTP API refused.
    fn register_discord(&self, r: &mut Registry) {
        let m = self;
        r.register(
            "gateway_shard_up",
            "1 when the gateway shard is connected, else 0",
            m.shard_up.clone(),
        );
        r.register(
            "gateway_shard_latency_seconds",
            "The gateway shard's last heartbeat round trip, in seconds",
            m.shard_latency.clone(),
        );
        r.register(
            "gateway_reconnects",
            "Gateway sessions that connected again after their connection was lost or closed",
            m.gateway_reconnects.clone(),
        );
        r.register(
            "gateway_resumes",
            "Gateway sessions resumed (no event lost)",
            m.gateway_resumes.clone(),
        );
        r.register(
            "discord_send_failures",
            "Requests to Discord's HTTP API that failed, by status (network: no answer)",
            m.send_failures.clone(),
        );
        r.register(
            "discord_rate_limited",
            "Rate limits (HTTP 429) Discord answered, each waited out before trying again",
            m.rate_limited.clone(),
        );
    }

    /// Makes the series every process has exist from the start, at zero (a family with no
    /// series is not even listed, and a series that appears later loses its first increase
    /// in `rate()`).
    fn start_at_zero(&self) {
        for variant in rules::VariantId::ALL {
            let label = VariantLabel {
                variant: variant.id().to_owned(),
            };
            self.actions.get_or_create_owned(&label);
            self.games_in_progress.get_or_create_owned(&label);
        }
        for level in ai::Level::ALL {
            let label = LevelLabel {
                level: level.name().to_owned(),
            };
            self.computer_turns.get_or_create_owned(&label);
            self.computer_search.get_or_create_owned(&label);
        }
        let kind = "component".to_owned();
        for outcome in ["answered", "refused", "unavailable", "failed"] {
            let label = OutcomeLabel {
                kind: kind.clone(),
                outcome,
            };
            self.interactions.get_or_create_owned(&label);
        }
        self.first_response.get_or_create_owned(&KindLabel { kind });
    }

    /// Counts a request to Discord that failed with `status` (`None`: no answer at all).
    pub fn send_failed(&self, status: Option<u16>) {
        let label = StatusLabel {
            status: status.map_or_else(|| "network".to_owned(), |s| s.to_string()),
        };
        self.send_failures.get_or_create(&label).inc();
    }

    /// Counts an interaction that ended as `outcome` (`answered`, `refused`, `unavailable`:
    /// the database did not answer, `failed`).
    pub fn interaction(&self, kind: &str, outcome: &'static str) {
        let label = OutcomeLabel {
            kind: kind.to_owned(),
            outcome,
        };
        self.interactions.get_or_create(&label).inc();
    }

    /// Records the first response to an interaction, `elapsed` after the bot received it.
    pub fn responded(&self, kind: &str, elapsed: Duration) {
        let label = KindLabel {
            kind: kind.to_owned(),
        };
        self.first_response
            .get_or_create(&label)
            .observe(elapsed.as_secs_f64());
    }

    /// Counts an action committed in a game of `variant`.
    pub fn action(&self, variant: &str) {
        let label = VariantLabel {
            variant: variant.to_owned(),
        };
        self.actions.get_or_create(&label).inc();
    }

    /// Counts a computer turn at `level` whose search took `searched`.
    pub fn computer_turn(&self, level: &str, searched: Duration) {
        let label = LevelLabel {
            level: level.to_owned(),
        };
        self.computer_turns.get_or_create(&label).inc();
        self.computer_search
            .get_or_create(&label)
            .observe(searched.as_secs_f64());
    }

    /// The metrics in the Prometheus text format.
    pub fn encode(&self) -> String {
        let mut text = String::new();
        // Writing into a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut text, &self.registry);
        text
    }
}

/// The process's metrics.
pub fn metrics() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(Metrics::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_metric_has_help_and_the_counters_move() {
        let m = metrics();
        m.interaction("play", "answered");
        m.action("apocalypse");
        m.computer_turn("easy", Duration::from_millis(30));
        m.responded("play", Duration::from_millis(20));
        let text = m.encode();
        for name in [
            "chessbot_interactions_total{kind=\"play\",outcome=\"answered\"}",
            "chessbot_actions_committed_total{variant=\"apocalypse\"}",
            "chessbot_computer_turns_total{level=\"easy\"}",
            "chessbot_computer_search_seconds_bucket",
            "chessbot_first_response_seconds_count{kind=\"play\"}",
            "chessbot_build_info{version=",
            "chessbot_process_start_time_seconds",
        ] {
            assert!(text.contains(name), "{name} in\n{text}");
        }
        for line in text.lines().filter(|l| l.starts_with("# TYPE")) {
            let name = line.split_whitespace().nth(2).unwrap();
            assert!(
                text.contains(&format!("# HELP {name} ")),
                "{name} has a help text"
            );
        }
    }
}
