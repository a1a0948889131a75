//! The fuzz targets' properties for the bot's own inputs (`bot::fuzzing`), run a bounded number
//! of times on stable so CI checks them on every change: random texts, texts in each format's
//! alphabet, and real inputs with a few random edits. The long, coverage-guided runs are
//! `cargo +nightly fuzz run <target>` (see docs/testing.md).

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

proptest! {
    #![proptest_config(config(2_000))]

    #[test]
    fn variant_lists_from_random_and_mutated_text(
        text in "[a-z ,-]{0,60}",
        which in any::<prop::sample::Index>(),
        edits in edits(3),
    ) {
        fuzzing::check_variant_list(&text);
        fuzzing::check_variant_list(&mutate(which.get::<&str>(samples::VARIANT_LISTS), &edits));
    }

    #[test]
    fn outbox_rows_from_mutated_real_announcements(
        which in any::<prop::sample::Index>(),
        edits in edits(4),
    ) {
        let rows = real_announcements();
        let real = which.get::<String>(&rows);
        fuzzing::check_announcement_json(real);
        fuzzing::check_announcement_json(&mutate(real, &edits));
    }

    #[test]
    fn records_of_real_games_of_every_variant(
        variant in any::<prop::sample::Index>(),
        plies in 0usize..12,
        pick in any::<u64>(),
        edits in edits(2),
    ) {
        let text = real_record(*variant.get(&rules::VariantId::ALL), plies, pick);
        fuzzing::check_record(&text);
        fuzzing::check_record(&mutate(&text, &edits));
    }
}

/// Announcements as the service writes them to the outbox: a game's opening (its channel post
/// and, in Apocalypse, both players' private prompts).
fn real_announcements() -> Vec<String> {
    static ROWS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    ROWS.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let service = bot::service::Service::open("sqlite::memory:")
                .await
                .unwrap();
            let mut rows = Vec::new();
            for (i, variant) in [rules::VariantId::Apocalypse, rules::VariantId::Oracle]
                .into_iter()
                .enumerate()
            {
                let c = service
                    .challenge_seeded(variant, Some(1), 10 + i as u64, 1, 2, false, 3)
                    .await
                    .unwrap();
                let started = service.accept(c.game_id, 2).await.unwrap();
                rows.extend(started.queued.iter().map(|q| q.announcement.to_json()));
            }
            assert!(rows.len() >= 3, "{rows:?}");
            rows
        })
    })
    .clone()
}

/// The record of a real game of `variant`: `plies` legal actions chosen by `pick`, with the
/// seed and final position a finished game's record carries.
fn real_record(variant: rules::VariantId, plies: usize, mut pick: u64) -> String {
    let seed = 11;
    let mut game = rules::AnyGame::new(variant, seed).unwrap();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let Some(&side) = game.to_act().sides().first() else {
            break;
        };
        let legal = game.legal(side);
        if legal.is_empty() {
            break;
        }
        pick = pick
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let choice = &legal[(pick >> 33) as usize % legal.len()];
        let (notation, _) = game.play_text(side, &choice.notation).unwrap();
        moves.push((side, notation));
    }
    bot::record::Record {
        variant,
        game: 1,
        date: "2026-11-25".into(),
        rated: None,
        white: "alice".into(),
        black: "bob".into(),
        result: Some("Black resigned".into()),
        seed: Some(seed),
        moves,
        outcome: None,
        final_position: Some(game.position()),
    }
    .to_text()
}

/// The samples really are accepted inputs, so the mutation tests start from real ones.
#[test]
fn every_sample_is_accepted() {
    for id in samples::COMPONENT_IDS {
        assert!(fuzzing::ComponentId::decode(id).is_some(), "{id}");
    }
    for text in samples::DURATIONS {
        assert!(fuzzing::parse_duration(text).is_some(), "{text}");
    }
    for pair in samples::SHARDS {
        let (shards, count) = pair.split_once('|').unwrap();
        assert!(
            matches!(
                fuzzing::ShardRange::parse(Some(shards), Some(count)),
                Ok(Some(_))
            ),
            "{pair}"
        );
    }
    let record = bot::record::Record::parse(samples::RECORD).unwrap();
    // Its moves replay, and its final position is the one they reach.
    let mut game = rules::AnyGame::new(record.variant, record.seed.unwrap()).unwrap();
    for (side, notation) in &record.moves {
        game.play_text(*side, notation).unwrap();
    }
    assert_eq!(
        Some(game.position()),
        record
            .final_position
            .map(|p| p.trim_end().to_owned() + "\n")
    );
    for text in samples::VARIANT_LISTS {
        assert!(bot::service::parse_variants(text).is_ok(), "{text}");
    }
}
