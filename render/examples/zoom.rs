fn main() {
    let a: Vec<String> = std::env::args().collect();
    let img = image::open(&a[1]).unwrap();
    let n = |i: usize| a[i].parse::<u32>().unwrap();
    let c = img.crop_imm(n(2), n(3), n(4), n(5));
    let z = c.resize(
        c.width() * n(6),
        c.height() * n(6),
        image::imageops::FilterType::Nearest,
    );
    z.save(&a[7]).unwrap();
}
