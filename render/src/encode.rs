//! The frame as an 8-bit indexed PNG (PLTE), compressed fast.
//!
//! Choices, measured on this project's frames (see docs/benchmarks.md):
//! - Filter: `Up` on every row. On palette indices a difference means nothing as a number,
//!   but it is zero wherever a pixel repeats the one above — empty squares, the inside of a
//!   piece — and the compressor skips long zero runs fastest. Smaller and faster than no
//!   filter, or no filter with `Up` only for repeated rows.
//! - Compression: zlib-rs (the Rust port of zlib-ng) at level [`LEVEL`]. Level 1 (static
//!   Huffman codes) takes about 30% less time but is a quarter bigger (the 720×720 start:
//!   0.40 ms and 31.6 KB against 0.58 ms and 25.8 KB, measured together on one host); fdeflate's ultra-fast mode is
//!   about as fast as level 1 and twice as big, because a board repeats whole runs of pixels
//!   (the same piece on the same square colour) that only a real LZ77 match finder sees.
//! - The chunks (signature, IHDR, PLTE, IDAT, IEND) are written here: the `png` crate's
//!   streaming writer costs as much again as the compression, for nothing we need.

use crate::canvas::Rgb;

/// zlib compression level.
pub(crate) const LEVEL: u32 = 2;

thread_local! {
    /// One compressor a thread, reset per frame: building one allocates and clears a few
    /// hundred kilobytes of window and hash tables.
    static COMPRESSOR: std::cell::RefCell<Option<flate2::Compress>> =
        const { std::cell::RefCell::new(None) };
}

/// Appends one PNG chunk.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32fast::hash(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// Applies PNG's `Up` filter in place to scanlines of `stride` bytes (a filter byte, then the
/// row): each byte becomes its difference from the byte above, so everything that repeats the
/// row above — most of a board — turns into zeros.
pub(crate) fn up_filter(buf: &mut [u8], stride: usize) {
    let rows = buf.len() / stride;
    for y in (1..rows).rev() {
        let (above, here) = buf[(y - 1) * stride..(y + 1) * stride].split_at_mut(stride);
        for (h, a) in here[1..].iter_mut().zip(&above[1..]) {
            *h = h.wrapping_sub(*a);
        }
        here[0] = 2;
    }
    if rows > 0 {
        buf[0] = 0;
    }
}

/// Encodes filtered scanlines (`h` rows of a filter byte and `w` indices) over `palette` as
/// PNG bytes.
pub(crate) fn indexed_png(scanlines: &[u8], w: u32, h: u32, palette: &[Rgb]) -> Vec<u8> {
    assert_eq!(
        scanlines.len(),
        (w as usize + 1) * h as usize,
        "filter byte + w a row"
    );
    assert!(!palette.is_empty() && palette.len() <= 256);
    let idat = COMPRESSOR.with(|cell| {
        let mut slot = cell.borrow_mut();
        let z = slot
            .get_or_insert_with(|| flate2::Compress::new(flate2::Compression::new(LEVEL), true));
        z.reset();
        let mut idat = Vec::with_capacity(scanlines.len() / 12 + 1024);
        loop {
            let done = z.total_in() as usize;
            let status = z
                .compress_vec(&scanlines[done..], &mut idat, flate2::FlushCompress::Finish)
                .expect("deflating into memory cannot fail");
            if status == flate2::Status::StreamEnd {
                break;
            }
            idat.reserve(idat.capacity().max(4096));
        }
        idat
    });

    let mut out = Vec::with_capacity(idat.len() + palette.len() * 3 + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&w.to_be_bytes());
    ihdr.extend_from_slice(&h.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, adaptive filtering, no interlace.
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", &palette.concat());
    chunk(&mut out, b"IDAT", &idat);
    chunk(&mut out, b"IEND", &[]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_to_the_palette_colours() {
        let palette = [[10, 20, 30], [200, 100, 50], [1, 2, 3]];
        let (w, h) = (5u32, 4u32);
        let px: Vec<u8> = (0..w * h).map(|i| ((i / 7) % 3) as u8).collect();
        let mut buf: Vec<u8> = px
            .chunks(w as usize)
            .flat_map(|row| std::iter::once(0).chain(row.iter().copied()))
            .collect();
        up_filter(&mut buf, w as usize + 1);
        let png = indexed_png(&buf, w, h, &palette);
        let img = image::load_from_memory(&png).expect("valid PNG").to_rgb8();
        assert_eq!(img.dimensions(), (w, h));
        for (i, p) in img.pixels().enumerate() {
            assert_eq!(p.0, palette[px[i] as usize], "pixel {i}");
        }
    }

    #[test]
    fn up_filter_turns_repeats_into_zeros() {
        let mut buf = vec![0, 1, 2, 0, 1, 2, 0, 3, 1];
        up_filter(&mut buf, 3);
        assert_eq!(buf, vec![0, 1, 2, 2, 0, 0, 2, 2, 255]);
    }
}
