use ab_glyph::{Font, FontRef};
fn main() {
    let r = FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans.ttf")).unwrap();
    let b = FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans-Bold.ttf")).unwrap();
    for c in
        "★✝⚑☽♆⛀➶✹⛧⛨💣☠⚡✦☄⚔♨❄⛂☼✧🔥🪙🔮⚙✵⊕❂⌖◎👁☻☺♥☮✠☩⚕⚘⛊⛉⛫⛬⚓⚒⚖➹➳⇗✪✺❖♅⚜⚚☥⛤⛥⛦♖♜⚐⚲⚳⚴⚵⚶♨🜂🜄⛭⛮⛯".chars()
    {
        println!(
            "{c} regular {} bold {}",
            r.glyph_id(c).0 != 0,
            b.glyph_id(c).0 != 0
        );
    }
}
