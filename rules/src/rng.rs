//! The game's random stream (rulings R105): one ChaCha8 stream seeded with the game's 64-bit
//! seed, stored inside game states so a game replays exactly from its seed and action list (shop
//! shuffles, chaos draws, Cursed rolls), by this engine or by any other implementation of the
//! rules.
//!
//! The 64-bit seed becomes the 256-bit ChaCha key as its 8 little-endian bytes followed by 24 zero
//! bytes; the stream id is 0 and the stream starts at block 0. A 64-bit value is two 32-bit
//! words of the stream, the first one the low half. [`Rng::below`] is R105's rejection draw,
//! written here so that results never depend on a library's own range sampling.
//!
//! Stored form: `{"seed": S, "word_pos": W}`, the game seed and how far the stream has run in
//! 32-bit words, both `u64`. (`rand_chacha`'s own serde form keeps the position as a `u128`,
//! which serde cannot carry through buffered deserialisation such as untagged enums, and a key
//! of 32 bytes where a game has a 64-bit seed.) States stored before (format 1) held a SplitMix64
//! generator, `{"state": N}`; such a game continues on the ChaCha8 stream of seed N (see
//! [`Rng`]'s `Deserialize`).

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The seeded random stream of a game (R105).
#[derive(Clone, PartialEq, Eq)]
pub struct Rng {
    stream: ChaCha8Rng,
}

/// Shows how far the stream has run but never the seed, which is secret during a game (R105):
/// a game state printed with `{:?}` (a log line, a test failure) must not reveal it.
impl std::fmt::Debug for Rng {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Rng")
            .field("word_pos", &self.word_pos())
            .finish_non_exhaustive()
    }
}

/// What a stored [`Rng`] may look like.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum StoredRng {
    /// Format 2: the ChaCha8 stream of `seed`, `word_pos` words in.
    ChaCha8 { seed: u64, word_pos: u64 },
    /// Format 1: the SplitMix64 state of older builds.
    SplitMix64 { state: u64 },
}

impl Serialize for Rng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        StoredRng::ChaCha8 {
            seed: self.seed(),
            word_pos: self.word_pos(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Rng {
    /// Reads the ChaCha8 state, or migrates a format-1 SplitMix64 state `{"state": N}`: the game
    /// continues on the ChaCha8 stream of seed N from its start. The migration is deterministic
    /// (the same stored game always draws the same future), and N was as secret and as
    /// unpredictable to the players as the stream it replaces, so no player can tell or profit.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match StoredRng::deserialize(d)? {
            StoredRng::ChaCha8 { seed, word_pos } => Rng::at(seed, word_pos),
            StoredRng::SplitMix64 { state } => Rng::new(state),
        })
    }
}

/// R105's below(n) over a source of 64-bit values: reject every value at or above the largest
/// multiple of `n` among the 2^64 possible values, then take the value modulo `n`.
fn below_from(n: usize, mut next: impl FnMut() -> u64) -> usize {
    assert!(n > 0, "Rng::below(0)");
    let n = n as u128;
    let zone = (1u128 << 64) - (1u128 << 64) % n;
    loop {
        let x = next() as u128;
        if x < zone {
            return (x % n) as usize;
        }
    }
}

impl Rng {
    /// The stream of `seed`, from its start.
    pub fn new(seed: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        Rng {
            stream: ChaCha8Rng::from_seed(key),
        }
    }

    /// The stream of `seed`, resumed at `word_pos` (a position in 32-bit words, as
    /// [`Rng::word_pos`] gives it): the position text's way to carry a game's random future.
    pub fn at(seed: u64, word_pos: u64) -> Self {
        let mut r = Rng::new(seed);
        r.stream.set_word_pos(word_pos.into());
        r
    }

    /// Starts the stream of `seed` afresh, as [`Rng::new`] would. A search that must not know a
    /// game's real future (an AI re-drawing the hidden random events) reseeds its copy.
    pub fn reseed(&mut self, seed: u64) {
        *self = Rng::new(seed);
    }

    /// The game seed this stream was started from. Secret until the game ends (R105).
    pub fn seed(&self) -> u64 {
        let key = self.stream.get_seed();
        u64::from_le_bytes(key[..8].try_into().expect("8 bytes"))
    }

    /// How far the stream has run, in 32-bit words (each 64-bit draw takes two).
    pub fn word_pos(&self) -> u64 {
        // 2^64 words are 2^63 draws: no game gets anywhere near.
        u64::try_from(self.stream.get_word_pos()).expect("a game never draws 2^63 values")
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.stream.next_u64()
    }

    /// A uniform integer in `0..n` by R105's rejection draw; `n` must be positive.
    pub fn below(&mut self, n: usize) -> usize {
        below_from(n, || self.next_u64())
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u32, den: u32) -> bool {
        (self.below(den as usize) as u32) < num
    }

    /// Shuffles `items` in place (Fisher-Yates). The rules' own draws use R106's draw without
    /// replacement instead; this serves tests and tools.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }
}

/// An independent ChaCha8 written from the algorithm's definition (RFC 7539's block function with
/// 8 rounds, a 64-bit block counter in words 12–13 and a 64-bit stream id in words 14–15), used by
/// tests to check that the engine's draws follow R105/R106 exactly as another implementation of the
/// rules would make them.
#[cfg(test)]
pub(crate) mod reference {
    /// The ChaCha8 stream of R105 for a 64-bit game seed: key = the seed's 8 little-endian bytes
    /// and 24 zero bytes, stream 0, starting at block 0.
    #[derive(Debug)]
    pub struct ChaCha8 {
        key: [u32; 8],
        block: u64,
        buf: Vec<u32>,
    }

    fn quarter(x: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
        x[a] = x[a].wrapping_add(x[b]);
        x[d] = (x[d] ^ x[a]).rotate_left(16);
        x[c] = x[c].wrapping_add(x[d]);
        x[b] = (x[b] ^ x[c]).rotate_left(12);
        x[a] = x[a].wrapping_add(x[b]);
        x[d] = (x[d] ^ x[a]).rotate_left(8);
        x[c] = x[c].wrapping_add(x[d]);
        x[b] = (x[b] ^ x[c]).rotate_left(7);
    }

    impl ChaCha8 {
        /// The stream of `seed`.
        pub fn new(seed: u64) -> ChaCha8 {
            let mut key = [0u32; 8];
            key[0] = seed as u32;
            key[1] = (seed >> 32) as u32;
            ChaCha8 {
                key,
                block: 0,
                buf: Vec::new(),
            }
        }

        fn refill(&mut self) {
            let mut input = [0u32; 16];
            input[..4].copy_from_slice(&[0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]);
            input[4..12].copy_from_slice(&self.key);
            input[12] = self.block as u32;
            input[13] = (self.block >> 32) as u32;
            let mut x = input;
            for _ in 0..4 {
                quarter(&mut x, 0, 4, 8, 12);
                quarter(&mut x, 1, 5, 9, 13);
                quarter(&mut x, 2, 6, 10, 14);
                quarter(&mut x, 3, 7, 11, 15);
                quarter(&mut x, 0, 5, 10, 15);
                quarter(&mut x, 1, 6, 11, 12);
                quarter(&mut x, 2, 7, 8, 13);
                quarter(&mut x, 3, 4, 9, 14);
            }
            // Words are consumed in order, so keep them reversed and pop from the end.
            self.buf = (0..16).rev().map(|i| x[i].wrapping_add(input[i])).collect();
            self.block += 1;
        }

        fn next_u32(&mut self) -> u32 {
            if self.buf.is_empty() {
                self.refill();
            }
            self.buf.pop().expect("refilled")
        }

        /// The next 64-bit value: two 32-bit words, the first one low.
        pub fn next_u64(&mut self) -> u64 {
            let lo = self.next_u32() as u64;
            let hi = self.next_u32() as u64;
            lo | hi << 32
        }

        /// R105's below(n).
        pub fn below(&mut self, n: usize) -> usize {
            let n = n as u128;
            let zone = (1u128 << 64) - (1u128 << 64) % n;
            loop {
                let x = self.next_u64() as u128;
                if x < zone {
                    return (x % n) as usize;
                }
            }
        }

        /// R106: draw every element of `list` without replacement, keeping the rest in order.
        pub fn draw_all<T>(&mut self, mut list: Vec<T>) -> Vec<T> {
            let mut out = Vec::new();
            while !list.is_empty() {
                let i = self.below(list.len());
                out.push(list.remove(i));
            }
            out
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = Rng::new(1);
        let mut seen = [false; 6];
        for _ in 0..1000 {
            let x = r.below(6);
            seen[x] = true;
        }
        assert!(seen.iter().all(|s| *s));
    }

    /// R105: the stream is ChaCha8 keyed by the game seed, as an independent implementation
    /// computes it.
    #[test]
    fn the_stream_is_chacha8_of_the_seed() {
        for seed in [0u64, 1, 7, 0x0123_4567_89ab_cdef, u64::MAX] {
            let mut engine = Rng::new(seed);
            let mut model = reference::ChaCha8::new(seed);
            for i in 0..100 {
                assert_eq!(engine.next_u64(), model.next_u64(), "seed {seed}, draw {i}");
            }
        }
    }

    /// R105's below(n) agrees with the model over many draws of many sizes.
    #[test]
    fn below_is_r105s_rejection_draw() {
        let mut engine = Rng::new(2024);
        let mut model = reference::ChaCha8::new(2024);
        for n in 1..200usize {
            for _ in 0..20 {
                assert_eq!(engine.below(n), model.below(n), "n = {n}");
            }
        }
    }

    /// R105 rejects only values at or above the largest multiple of n below 2^64: for a power
    /// of two nothing is rejected (`u64::MAX - u64::MAX % n` would wrongly reject the top n).
    #[test]
    fn below_rejects_exactly_above_the_largest_multiple() {
        let feed = |values: Vec<u64>| {
            let mut it = values.into_iter();
            move || it.next().expect("enough values")
        };
        assert_eq!(below_from(4, feed(vec![u64::MAX, 0])), 3);
        assert_eq!(below_from(1, feed(vec![u64::MAX])), 0);
        // 2^64 = 3 × 6148914691236517205 + 1: only u64::MAX is rejected for n = 3.
        assert_eq!(below_from(3, feed(vec![u64::MAX, u64::MAX - 1])), 2);
        // 2^64 mod 10 = 6: the top six values are rejected.
        assert_eq!(below_from(10, feed(vec![u64::MAX - 5, u64::MAX - 6])), 9);
    }

    /// The stored state round-trips, position included, and seed and position read back.
    #[test]
    fn state_round_trips_through_json() {
        let mut r = Rng::new(0xfeed_beef);
        for _ in 0..37 {
            r.next_u64();
        }
        assert_eq!(r.seed(), 0xfeed_beef);
        assert_eq!(r.word_pos(), 74);
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(json, r#"{"seed":4276993775,"word_pos":74}"#);
        let mut back: Rng = serde_json::from_str(&json).unwrap();
        assert_eq!(back, r);
        let mut resumed = Rng::at(0xfeed_beef, 74);
        assert_eq!(resumed, r);
        let next = r.next_u64();
        assert_eq!(back.next_u64(), next);
        assert_eq!(resumed.next_u64(), next);
        r.reseed(5);
        assert_eq!(r, Rng::new(5));
    }

    /// `{:?}` never shows the seed.
    #[test]
    fn debug_hides_the_seed() {
        let r = Rng::new(8_675_309_123_456_789);
        let text = format!("{r:?}");
        assert_eq!(text, "Rng { word_pos: 0, .. }");
    }

    /// A format-1 SplitMix64 state becomes the ChaCha8 stream of that state as seed.
    #[test]
    fn old_splitmix_state_migrates_to_the_chacha8_stream_of_that_state() {
        let old: Rng = serde_json::from_str(r#"{"state":16390740445805451827}"#).unwrap();
        assert_eq!(old, Rng::new(16_390_740_445_805_451_827));
        assert_eq!(old.word_pos(), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(3);
        let mut v: Vec<u32> = (0..20).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
    }
}
