#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| rules::fuzzing::check_match_json(text));
