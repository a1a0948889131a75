#![no_main]

libfuzzer_sys::fuzz_target!(|text: &str| bot::fuzzing::check_component_id(text));
