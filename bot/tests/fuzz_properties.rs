//! The fuzz targets' properties for the bot's own inputs (`bot::fuzzing`), run a bounded number
//! of times on stable so CI checks them on every change: random texts, texts in each format's
//! alphabet, and real inputs with a few random edits. The long, coverage-guided runs are
//! `cargo +nightly fuzz run <target>` (see the README).

use bot::fuzzing::{self, samples};
use proptest::prelude::*;
use rules::fuzzing::{mutate, Edit};

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Characters that matter to the formats, and any character at all.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(
            "0123456789-+:|. \n\r\twbsmhdµyears*WhiteBlack"
                .chars()
                .collect::<Vec<_>>()
        ),
        any::<char>(),
    ]
}

fn edits(max: usize) -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((any::<usize>(), any::<u8>(), interesting_char()), 1..=max)
}

proptest! {
    #![proptest_config(config(4_000))]

    #[test]
    fn component_ids_from_random_text(text in ".{0,40}") {
        fuzzing::check_component_id(&text);
    }

    #[test]
    fn component_ids_from_id_alphabet(
        kind in prop::sample::select(vec![
            "accept", "decline", "cancel", "draw", "nodraw", "move", "decide", "answer",
            "private", "rematch",
        ]),
        rest in "(:[-+]?[0-9wb]{0,20}){0,4}",
    ) {
        fuzzing::check_component_id(&format!("{kind}{rest}"));
    }

    #[test]
    fn component_ids_from_mutated_real_ids(
        which in any::<prop::sample::Index>(),
        edits in edits(3),
    ) {
        fuzzing::check_component_id(&mutate(which.get::<&str>(samples::COMPONENT_IDS), &edits));
    }

    #[test]
    fn config_values_from_random_bytes(data in prop::collection::vec(any::<u8>(), 0..32)) {
        fuzzing::check_config_bytes(&data);
    }

    #[test]
    fn durations_from_duration_alphabet(text in "[0-9 ]{0,25}[a-z]{0,8}( [0-9]{0,6}[a-z]{0,6}){0,3}") {
        fuzzing::check_duration(&text);
    }

    #[test]
    fn config_values_from_mutated_real_values(
        which in any::<prop::sample::Index>(),
        shard in any::<prop::sample::Index>(),
        edits in edits(3),
    ) {
        fuzzing::check_duration(&mutate(which.get::<&str>(samples::DURATIONS), &edits));
        let pair = mutate(shard.get::<&str>(samples::SHARDS), &edits);
        let mut data = vec![1];
        data.extend_from_slice(pair.as_bytes());
        fuzzing::check_config_bytes(&data);
    }
}

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn records_from_random_text(text in ".{0,200}") {
        fuzzing::check_record(&text);
        fuzzing::check_record(&format!("{}\n{text}", bot::record::MAGIC));
    }

    #[test]
    fn records_from_mutated_real_records(edits in edits(4)) {
        fuzzing::check_record(&mutate(samples::RECORD, &edits));
    }
}

/// The samples really are accepted inputs, so the mutation tests start from real ones.
#[test]
fn every_sample_is_accepted() {
    for id in samples::COMPONENT_IDS {
        assert!(bot::components::ComponentId::decode(id).is_some(), "{id}");
    }
    for text in samples::DURATIONS {
        assert!(bot::config::parse_duration(text).is_some(), "{text}");
    }
    for pair in samples::SHARDS {
        let (shards, count) = pair.split_once('|').unwrap();
        assert!(
            matches!(
                bot::config::ShardRange::parse(Some(shards), Some(count)),
                Ok(Some(_))
            ),
            "{pair}"
        );
    }
    bot::record::Record::parse(samples::RECORD).unwrap();
}
