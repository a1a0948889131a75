//! The fuzz targets' properties (`rules::fuzzing`), run a bounded number of times on stable so
//! CI checks them on every change: random bytes, random texts in each notation's alphabet, and
//! real inputs (legal actions, position texts, stored games) with a few random edits. The long,
//! coverage-guided runs are `cargo +nightly fuzz run <target>` (see docs/testing.md).

use proptest::prelude::*;
use rules::fuzzing::{self, Edit};
use rules::VariantId;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

fn variant() -> impl Strategy<Value = VariantId> {
    prop::sample::select(VariantId::ALL.to_vec())
}

/// Characters that matter to the notations and formats, and any character at all.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(
            "abcdefghxyzABCDEFGHKNQRBP0123456789-:=+#!?/ ,.\n\t{}[]\"'@*é♞"
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
    fn actions_from_random_bytes(data in prop::collection::vec(any::<u8>(), 0..40)) {
        fuzzing::check_action_bytes(&data);
    }

    #[test]
    fn actions_from_notation_alphabet(
        variant in variant(),
        pick in any::<u8>(),
        text in "[a-hA-Z1-9xX:=+#!?/ ()-]{0,14}",
    ) {
        fuzzing::check_action_text(variant, pick, &text);
    }

    #[test]
    fn actions_from_mutated_legal_actions(
        variant in variant(),
        pick in any::<u8>(),
        which in any::<prop::sample::Index>(),
        edits in edits(3),
    ) {
        let legal = fuzzing::sample_actions(variant, pick);
        if !legal.is_empty() {
            let text = fuzzing::mutate(which.get::<String>(&legal), &edits);
            fuzzing::check_action_text(variant, pick, &text);
        }
    }
}

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn positions_from_random_bytes(data in prop::collection::vec(any::<u8>(), 0..200)) {
        fuzzing::check_position_bytes(&data);
    }

    #[test]
    fn positions_from_mutated_real_positions(
        variant in variant(),
        which in any::<prop::sample::Index>(),
        edits in edits(4),
    ) {
        let positions = fuzzing::sample_positions(variant);
        let text = fuzzing::mutate(which.get::<String>(&positions), &edits);
        fuzzing::check_position_text(variant, &text);
    }
}

proptest! {
    #![proptest_config(config(2_000))]

    #[test]
    fn stored_games_from_random_text(text in ".{0,200}") {
        fuzzing::check_match_json(&text);
    }

    #[test]
    fn stored_games_from_mutated_real_games(
        which in any::<prop::sample::Index>(),
        edits in edits(3),
    ) {
        let games = fuzzing::sample_match_jsons();
        let text = fuzzing::mutate(which.get::<String>(&games), &edits);
        fuzzing::check_match_json(&text);
    }
}

/// The samples really are accepted inputs, so the mutation tests start from real ones.
#[test]
fn every_sample_is_accepted_and_round_trips() {
    for variant in VariantId::ALL {
        let positions = fuzzing::sample_positions(variant);
        assert!(positions.len() >= 4, "{variant}");
        for position in &positions {
            let game = rules::AnyGame::from_position(variant, position, 1).unwrap();
            assert_eq!(&game.position(), position);
            fuzzing::check_position_text(variant, position);
        }
        for pick in 0..8 {
            for action in fuzzing::sample_actions(variant, pick) {
                fuzzing::check_action_text(variant, pick, &action);
            }
        }
    }
    for json in fuzzing::sample_match_jsons() {
        rules::Match::from_json(&json).unwrap();
        fuzzing::check_match_json(&json);
    }
}
