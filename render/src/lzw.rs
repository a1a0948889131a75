//! GIF's LZW compression of one frame's pixels, written for replays: most of a replay frame is
//! long runs of one index (its transparent index; the background in the first frame), and
//! those runs are packed a code at a time, not a pixel at a time. The output is what
//! `gif::Encoder::write_lzw_pre_encoded_frame` takes: the minimum code size, then the code
//! stream, least significant bit first. It is standard LZW: any GIF decoder reads it.
//!
//! - The dictionary is an open-addressing hash table of [`SLOTS`] 32-bit entries (32 KiB: it
//!   stays in the core's first-level cache), kept per thread and cleared when a frame or a
//!   dictionary starts over. At most 4,096 codes live in it at once, half its slots.
//! - Runs: for every index `t`, the codes of the strings `t`, `tt`, `ttt`, … the dictionary has
//!   learned are also kept in order ([`Runs`]). While the string being matched is a run of `t`
//!   and the next pixels are `t` too, the longest run of `t` the dictionary knows is taken in
//!   one step (the greedy match LZW makes anyway), after counting the pixels with a plain scan:
//!   a square's flat colour and a frame's transparent background cost a few codes, not a
//!   lookup a pixel.

use std::cell::RefCell;

/// The largest code GIF's LZW has (12 bits).
const MAX_CODE: u32 = 4096;

/// Slots of the dictionary's hash table (a power of two, twice the most codes).
const SLOTS: usize = 1 << 13;

thread_local! {
    /// This thread's dictionary (see the module's documentation). A slot holds the key,
    /// prefix code and pixel (top 20 bits), and the key's code (low 12 bits); 0 is empty (no
    /// code is 0: codes added start past the clear code).
    static TABLE: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// Appends `data` (palette indices) LZW-compressed to `out`: the minimum code size byte (the
/// bits of the largest index, at least 2), then the codes.
pub fn encode(data: &[u8], out: &mut Vec<u8>) {
    let largest = data.iter().fold(0, |m, &p| m.max(p));
    let m = (u8::BITS - largest.leading_zeros()).max(2);
    out.push(m as u8);
    TABLE.with(|table| {
        let mut dict = table.borrow_mut();
        if dict.len() != SLOTS {
            *dict = vec![0; SLOTS];
        }
        let mut lzw = Lzw {
            dict: &mut dict,
            m,
            width: m + 1,
            next: 0,
            bits: Bits::new(out),
            runs: Runs::new(),
        };
        lzw.start_over();
        lzw.pack(data);
    });
}

/// The encoder's state while it packs one frame.
struct Lzw<'a> {
    dict: &'a mut [u32],
    /// The minimum code size.
    m: u32,
    /// The width of the next code written.
    width: u32,
    /// The code the next string added gets.
    next: u32,
    bits: Bits<'a>,
    runs: Runs,
}

impl Lzw<'_> {
    fn clear(&self) -> u32 {
        1 << self.m
    }

    /// Writes a clear code and starts the dictionary over.
    fn start_over(&mut self) {
        self.bits.put(self.clear(), self.width);
        self.dict.fill(0);
        self.width = self.m + 1;
        self.next = self.clear() + 2;
        self.runs.start_over();
    }

    /// The slot of (`current`, `pixel`), and its code if the dictionary has it.
    #[inline]
    fn find(&self, current: u32, pixel: u8) -> (usize, u32, Option<u32>) {
        let key = (current << 8) | u32::from(pixel);
        let tag = key << 12;
        let mut slot = (key.wrapping_mul(0x9E37_79B1) >> (32 - SLOTS.trailing_zeros())) as usize;
        loop {
            let entry = self.dict[slot];
            if entry == 0 {
                return (slot, tag, None);
            }
            if entry & !0xfff == tag {
                return (slot, tag, Some(entry & 0xfff));
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
    }

    fn pack(&mut self, data: &[u8]) {
        let Some((&first, _)) = data.split_first() else {
            self.bits.put(self.clear() + 1, self.width);
            self.bits.finish();
            return;
        };
        let mut current = u32::from(first);
        // While `current` is a run of one index: that index and the run's length (else 0).
        let (mut run_of, mut run_len) = (first, 1);
        let mut i = 1;
        while i < data.len() {
            let pixel = data[i];
            let known = self.runs.known(pixel);
            if run_len > 0 && pixel == run_of && run_len < known {
                // The longest run of it the dictionary knows, as far as the pixels go.
                let more = run_length(&data[i..], pixel, known - run_len);
                run_len += more;
                i += more;
                current = self.runs.code(pixel, run_len);
                continue;
            }
            let (slot, tag, found) = self.find(current, pixel);
            if let Some(code) = found {
                current = code;
                run_len = 0;
                i += 1;
                continue;
            }
            self.bits.put(current, self.width);
            if self.next < MAX_CODE {
                self.dict[slot] = tag | self.next;
                if run_len > 0 && pixel == run_of {
                    self.runs.learn(pixel, self.next);
                }
                self.next += 1;
                // A decoder learns each code one step later, so it widens its codes once the
                // code after the one just added passes this width.
                if self.next > (1 << self.width) && self.width < 12 {
                    self.width += 1;
                }
            } else {
                self.start_over();
            }
            current = u32::from(pixel);
            (run_of, run_len) = (pixel, 1);
            i += 1;
        }
        self.bits.put(current, self.width);
        self.bits.put(self.clear() + 1, self.width);
        self.bits.finish();
    }
}

/// How many of the first `most` bytes of `data` are `pixel` before another: eight at a time.
#[inline]
fn run_length(data: &[u8], pixel: u8, most: usize) -> usize {
    let data = &data[..most.min(data.len())];
    let splat = u64::from_ne_bytes([pixel; 8]);
    let mut n = 0;
    while n + 8 <= data.len() {
        let word = u64::from_le_bytes(data[n..n + 8].try_into().expect("8 bytes"));
        let x = word ^ splat;
        if x != 0 {
            return n + x.trailing_zeros() as usize / 8;
        }
        n += 8;
    }
    n + data[n..]
        .iter()
        .position(|&p| p != pixel)
        .unwrap_or(data.len() - n)
}

/// The codes of the runs the dictionary has learned: `codes[t][k - 1]` is the code of the
/// string of `k` times index `t`.
struct Runs {
    codes: Vec<Vec<u32>>,
}

impl Runs {
    fn new() -> Runs {
        Runs {
            codes: (0..=255u32).map(|t| vec![t]).collect(),
        }
    }

    /// A new dictionary knows each index alone.
    fn start_over(&mut self) {
        for (t, codes) in self.codes.iter_mut().enumerate() {
            codes.clear();
            codes.push(t as u32);
        }
    }

    /// The longest run of `t` the dictionary knows.
    fn known(&self, t: u8) -> usize {
        self.codes[usize::from(t)].len()
    }

    /// The code of the run of `len` pixels `t`.
    fn code(&self, t: u8, len: usize) -> u32 {
        self.codes[usize::from(t)][len - 1]
    }

    /// The dictionary just learned the run of `t` one longer than the longest it knew, as
    /// `code`.
    fn learn(&mut self, t: u8, code: u32) {
        self.codes[usize::from(t)].push(code);
    }
}

/// Codes packed least significant bit first into bytes.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    filled: u32,
}

impl<'a> Bits<'a> {
    fn new(out: &'a mut Vec<u8>) -> Bits<'a> {
        Bits {
            out,
            acc: 0,
            filled: 0,
        }
    }

    fn put(&mut self, code: u32, width: u32) {
        self.acc |= u64::from(code) << self.filled;
        self.filled += width;
        while self.filled >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.filled -= 8;
        }
    }

    fn finish(&mut self) {
        if self.filled > 0 {
            self.out.push(self.acc as u8);
            self.acc = 0;
            self.filled = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `data` through [`encode`] and back through the `gif` crate's own LZW decoder.
    fn round_trip(data: &[u8]) -> Vec<u8> {
        let mut packed = Vec::new();
        encode(data, &mut packed);
        let m = packed[0];
        let mut decoder = weezl::decode::Decoder::new(weezl::BitOrder::Lsb, m);
        decoder
            .decode(&packed[1..])
            .unwrap_or_else(|e| panic!("{} bytes: {e}", data.len()))
    }

    fn cases() -> Vec<Vec<u8>> {
        let mut cases: Vec<Vec<u8>> = vec![
            vec![],
            vec![0],
            vec![255],
            vec![3; 100_000],
            (0..=255).collect(),
            (0..=255).cycle().take(70_000).collect(),
        ];
        // Pseudo-random pixels over small and large palettes: the dictionary fills and starts
        // over many times.
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        for colours in [2u64, 4, 7, 16, 33, 200, 256] {
            let noise: Vec<u8> = (0..50_000)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x % colours) as u8
                })
                .collect();
            cases.push(noise);
        }
        // A replay frame's shape: runs of one index broken by a few others, runs of every
        // length.
        let frame: Vec<u8> = (0..90_000)
            .map(|i| {
                if i % 1_000 < 40 {
                    (i % 13) as u8 + 1
                } else {
                    0
                }
            })
            .collect();
        cases.push(frame);
        let mut lengths = Vec::new();
        for k in 1..400 {
            lengths.extend(std::iter::repeat_n(0u8, k));
            lengths.push((k % 5) as u8 + 1);
        }
        cases.push(lengths);
        cases
    }

    #[test]
    fn what_it_packs_decodes_to_the_same_pixels() {
        for data in cases() {
            assert_eq!(round_trip(&data), data, "{} pixels", data.len());
        }
    }

    /// Textbook GIF LZW over a hash map: the greedy longest match, a clear code once all
    /// 4,096 codes are taken, codes widened as a decoder widens them.
    fn textbook(data: &[u8], m: u32) -> Vec<u8> {
        let clear = 1u32 << m;
        let mut codes = Vec::new();
        let mut dict = std::collections::HashMap::new();
        let mut next = clear + 2;
        let mut width = m + 1;
        let put = |codes: &mut Vec<(u32, u32)>, code, width| codes.push((code, width));
        put(&mut codes, clear, width);
        if let Some((&first, rest)) = data.split_first() {
            let mut current = u32::from(first);
            for &pixel in rest {
                if let Some(&code) = dict.get(&(current, pixel)) {
                    current = code;
                    continue;
                }
                put(&mut codes, current, width);
                if next < MAX_CODE {
                    dict.insert((current, pixel), next);
                    next += 1;
                    if next > (1 << width) && width < 12 {
                        width += 1;
                    }
                } else {
                    put(&mut codes, clear, width);
                    dict.clear();
                    next = clear + 2;
                    width = m + 1;
                }
                current = u32::from(pixel);
            }
            put(&mut codes, current, width);
        }
        put(&mut codes, clear + 1, width);
        let mut out = Vec::new();
        let mut bits = Bits::new(&mut out);
        for (code, width) in codes {
            bits.put(code, width);
        }
        bits.finish();
        out
    }

    /// Taking runs in one step is the greedy match LZW makes anyway: the same codes as the
    /// textbook encoder writes. (weezl's encoder is not compared: it sometimes writes a
    /// shorter match than the longest, which decodes the same.)
    #[test]
    fn it_writes_what_the_textbook_encoder_writes() {
        for data in cases() {
            let mut ours = Vec::new();
            encode(&data, &mut ours);
            let theirs = textbook(&data, u32::from(ours[0]));
            assert_eq!(ours[1..], theirs[..], "{} pixels", data.len());
        }
    }

    #[test]
    fn runs_are_counted_to_the_pixel() {
        for len in 0..40 {
            for most in [0, 1, 7, 8, 9, 100] {
                let mut data = vec![4u8; len];
                data.push(5);
                data.extend([4; 10]);
                assert_eq!(run_length(&data, 4, most), len.min(most), "{len} {most}");
            }
        }
        assert_eq!(run_length(&[4; 20], 4, 100), 20);
    }

    #[test]
    fn the_minimum_code_size_follows_the_largest_index() {
        for (largest, m) in [(0u8, 2u8), (3, 2), (4, 3), (31, 5), (32, 6), (255, 8)] {
            let mut packed = Vec::new();
            encode(&[0, largest, 0], &mut packed);
            assert_eq!(packed[0], m, "largest {largest}");
        }
    }
}
