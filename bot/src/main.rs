//! The Discord bot binary.

fn main() {}
