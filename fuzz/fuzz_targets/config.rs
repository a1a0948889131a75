#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| bot::fuzzing::check_config_bytes(data));
