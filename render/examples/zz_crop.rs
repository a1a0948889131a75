// usage: zz_crop out scale x y w h in1 [in2 ...]  (crops each input, scales, puts side by side)
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let out = &a[1];
    let scale: u32 = a[2].parse().unwrap();
    let (x, y, w, h): (u32, u32, u32, u32) = (
        a[3].parse().unwrap(),
        a[4].parse().unwrap(),
        a[5].parse().unwrap(),
        a[6].parse().unwrap(),
    );
    let ins = &a[7..];
    let mut canvas = image::RgbaImage::new((w * scale + 8) * ins.len() as u32, h * scale);
    for (k, p) in ins.iter().enumerate() {
        let img = image::open(p).unwrap().to_rgba8();
        for yy in 0..h * scale {
            for xx in 0..w * scale {
                let (sx, sy) = (x + xx / scale, y + yy / scale);
                if sx < img.width() && sy < img.height() {
                    canvas.put_pixel(k as u32 * (w * scale + 8) + xx, yy, *img.get_pixel(sx, sy));
                }
            }
        }
    }
    canvas.save(out).unwrap();
}
