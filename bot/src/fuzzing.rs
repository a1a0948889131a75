//! The properties the fuzz targets (`fuzz/`, run with `cargo +nightly fuzz`) and the bounded
//! property tests (`bot/tests/fuzz_properties.rs`, on stable in CI) check on the texts the bot
//! itself reads from outside: component custom ids (any client can send any id), configuration
//! values (durations and shard ranges from the environment) and exported game records (read back
//! by `bot local --replay`). The rules' texts (actions, positions, stored games) are checked by
//! [`rules::fuzzing`].
//!
//! Each `check_*` function does a bounded amount of work and panics, with the input in the
//! message, exactly when a property fails: no input panics, and an accepted input round-trips
//! (parse, write back, parse again gives the same thing).

pub use crate::config::{parse_duration, ShardRange};
pub use crate::messages::ComponentId;
use crate::record::Record;
use std::time::Duration;

/// Longest custom id checked: Discord's limit is 100 characters.
pub const MAX_CUSTOM_ID: usize = 100;

/// Longest configuration value checked.
pub const MAX_CONFIG_VALUE: usize = 256;

/// Longest record checked: several times the longest real record.
pub const MAX_RECORD: usize = 256 * 1024;

/// Custom ids: decoding never panics, and a decoded id encodes to exactly the text read (the
/// bot reads only its own spelling), within Discord's 100 characters.
pub fn check_component_id(text: &str) {
    if text.len() > MAX_CUSTOM_ID {
        return;
    }
    let Some(id) = ComponentId::decode(text) else {
        return;
    };
    let encoded = id.encode();
    assert!(encoded.len() <= MAX_CUSTOM_ID, "{id:?} encodes too long");
    assert_eq!(
        encoded, text,
        "{text:?} decodes to {id:?}, which encodes otherwise"
    );
}

/// Durations (`MOVE_TIME_LIMIT`, `WORK_LEASE`, `COMPUTER_DELAY`): reading never panics; an
/// accepted duration is whole seconds, positive, and reads back the same from its seconds and
/// from humantime's own spelling of it.
pub fn check_duration(text: &str) {
    if text.len() > MAX_CONFIG_VALUE {
        return;
    }
    let Some(d) = parse_duration(text) else {
        return;
    };
    assert!(
        d.subsec_nanos() == 0 && d > Duration::ZERO,
        "{text:?} -> {d:?}"
    );
    let secs = d.as_secs().to_string();
    assert_eq!(parse_duration(&secs), Some(d), "{text:?} -> {secs:?}");
    let spelled = humantime::format_duration(d).to_string();
    assert_eq!(parse_duration(&spelled), Some(d), "{text:?} -> {spelled:?}");
}

/// Shard ranges (`SHARDS` and `SHARD_COUNT`, each possibly unset): reading never panics; an
/// accepted range lies within its count, and its own spelling (`first-last` of `total`) reads
/// back the same.
pub fn check_shard_range(shards: Option<&str>, count: Option<&str>) {
    if shards.or(count).is_some_and(|t| t.len() > MAX_CONFIG_VALUE) {
        return;
    }
    let Ok(Some(range)) = ShardRange::parse(shards, count) else {
        return;
    };
    assert!(
        range.first <= range.last && range.last < range.total,
        "{shards:?} of {count:?} -> {range:?}"
    );
    let _ = range.instance();
    let spelled = format!("{}-{}", range.first, range.last);
    let total = range.total.to_string();
    assert_eq!(
        ShardRange::parse(Some(&spelled), Some(&total)),
        Ok(Some(range)),
        "{shards:?} of {count:?}"
    );
}

/// Fuzz entry for configuration values: the first byte picks the setting (and which shard
/// values are unset); the rest is the value, split at the first `|` for the two shard settings.
pub fn check_config_bytes(data: &[u8]) {
    let Some((which, text)) = rules::fuzzing::selector_and_text(data) else {
        return;
    };
    match which % 4 {
        0 => check_duration(text),
        1 => {
            let (shards, count) = text.split_once('|').unwrap_or((text, ""));
            check_shard_range(Some(shards), Some(count));
        }
        2 => check_shard_range(None, Some(text)),
        _ => check_shard_range(Some(text), None),
    }
}

/// Game records: reading never panics, an accepted record written with [`Record::to_text`]
/// reads back equal, and replaying it (its moves from the start, its final position as in
/// [`rules::fuzzing::check_position`]) never panics.
pub fn check_record(text: &str) {
    if text.len() > MAX_RECORD {
        return;
    }
    let Ok(record) = Record::parse(text) else {
        return;
    };
    let written = record.to_text();
    let back = Record::parse(&written)
        .unwrap_or_else(|e| panic!("{text:?} was read, but its text {written:?} is refused: {e}"));
    assert_eq!(back, record, "{text:?} -> {written:?}");
    // What `bot local --replay` does with it: play the moves from the start (to the first one
    // refused), and read the final position.
    let Ok(mut game) = rules::AnyGame::new(record.variant, record.seed.unwrap_or(1)) else {
        return;
    };
    for (side, notation) in record.moves.iter().take(MAX_REPLAYED_MOVES) {
        if notation.len() > rules::fuzzing::MAX_ACTION_TEXT
            || game.play_text(*side, notation).is_err()
        {
            break;
        }
    }
    if let Some(position) = &record.final_position {
        rules::fuzzing::check_position_text(record.variant, position);
    }
}

/// `/settings variants` lists: reading never panics; an accepted list names each variant once,
/// and written back (`, `-separated ids) reads the same; a refusal fits in a Discord message.
pub fn check_variant_list(text: &str) {
    if text.len() > MAX_CONFIG_VALUE {
        return;
    }
    match crate::service::parse_variants(text) {
        Ok(None) => {}
        Ok(Some(ids)) => {
            let mut unique = ids.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), ids.len(), "{text:?} -> {ids:?}");
            let written = ids.join(", ");
            assert_eq!(
                crate::service::parse_variants(&written).ok(),
                Some(Some(ids.clone())),
                "{text:?} -> {written:?}"
            );
        }
        Err(e) => assert!(e.to_string().chars().count() <= 2_000, "{text:?}"),
    }
}

/// Outbox rows (announcements as stored, read back after a restart): reading never panics, and
/// an accepted one written again reads back equal.
pub fn check_announcement_json(text: &str) {
    if text.len() > MAX_RECORD {
        return;
    }
    let Ok(announcement) = crate::service::Announcement::from_json(text) else {
        return;
    };
    let written = announcement.to_json();
    let back = crate::service::Announcement::from_json(&written)
        .unwrap_or_else(|e| panic!("{text:?} was read, but {written:?} is refused: {e}"));
    assert_eq!(back, announcement, "{text:?} -> {written:?}");
}

/// How many moves of a fuzzed record are replayed, at most.
const MAX_REPLAYED_MOVES: usize = 200;

/// Real inputs: seeds for the fuzzer and starting points for mutation in the property tests.
pub mod samples {
    /// Custom ids as the bot writes them.
    pub const COMPONENT_IDS: &[&str] = &[
        "accept:12",
        "decline:3",
        "cancel:40",
        "draw:7:19:w",
        "nodraw:7:19:b",
        "move:5:0",
        "decide:5:8",
        "answer:5:8:2",
        "private:9",
        "rematch:11",
    ];

    /// Durations as operators write them.
    pub const DURATIONS: &[&str] = &["30s", "90m", "24h", "2d", "1h 30m", "3600", "7days"];

    /// `SHARDS|SHARD_COUNT` pairs as operators write them.
    pub const SHARDS: &[&str] = &["0-3|8", "4|8", "0-0|1", "2 - 5|6"];

    /// An exported record of a finished game.
    pub const RECORD: &str = "Chess variants bot game record, version 1
Variant: oracle
Game: 12
Date: 2026-11-24
White: alice
Black: bob
Result: White wins: Black resigned
Seed: 8675309

Moves:
1. White e2e3
2. Black e7e6

Final position:
wC(C)@a1 wH(H)@b1 wE(E)@c1 wP()@d1 wL(L)@e1 wE(E)@f1 wH(H)@g1 wC(C)@h1
wS(S)@a2 wS(S)@b2 wS(S)@c2 wS(S)@d2 wS(S)@f2 wS(S)@g2 wS(S)@h2
wS(S)@e3
bS(S)@e6
bS(S)@a7 bS(S)@b7 bS(S)@c7 bS(S)@d7 bS(S)@f7 bS(S)@g7 bS(S)@h7
bC(C)@a8 bH(H)@b8 bE(E)@c8 bP()@d8 bL(L)@e8 bE(E)@f8 bH(H)@g8 bC(C)@h8
earth: -
underworld: -
turn: white
quiet: 0
ply: 2
";

    /// `/settings variants` lists as admins type them.
    pub const VARIANT_LISTS: &[&str] = &[
        "all",
        "apocalypse, oracle",
        "heaven-and-hell battlefield",
        "it-is-what-it-is,oracle,oracle",
    ];
}
