//! Random self-play: thousands of games with random (often speculative) actions, checking the
//! invariants after every turn.
