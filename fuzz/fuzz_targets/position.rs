#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| rules::fuzzing::check_position_bytes(data));
