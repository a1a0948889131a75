//! Every colour the renderer uses, in one place. The view names colours (`Tone`, `Ink`,
//! `PlaneTheme`); this module decides what they look like.

use crate::canvas::Rgb;
use rules::view::{Ink, ItemKind, PlaneTheme, Tone};

/// Image background: Discord's dark theme, so the picture sits well in a channel.
pub(crate) const BACKGROUND: Rgb = [0x2b, 0x2d, 0x31];
/// Chips under tray pieces, so black pieces read on the dark background.
pub(crate) const TRAY_CHIP: Rgb = [0xd9, 0xcf, 0xbd];
/// The side panel's card.
pub(crate) const PANEL: Rgb = [0x1e, 0x1f, 0x22];
/// Coordinates and tray titles.
pub(crate) const COORD: Rgb = [0xb5, 0xba, 0xc1];
/// Dark outlines (white pieces, arrows, text shadows).
pub(crate) const INK_DARK: Rgb = [0x1b, 0x1b, 0x1d];
/// White pieces' fill.
pub(crate) const INK_WHITE: Rgb = [0xfb, 0xfb, 0xf8];
/// Black pieces' light edge and inner lines.
pub(crate) const INK_BLACK_EDGE: Rgb = [0xe4, 0xe2, 0xdc];
/// Black pieces' fill.
pub(crate) const INK_BLACK: Rgb = [0x1f, 0x1f, 0x22];
/// Neutral pieces' fill (violet).
pub(crate) const INK_NEUTRAL: Rgb = [0xa8, 0x7b, 0xe8];

/// Light and dark square colours of a theme.
pub(crate) fn squares(theme: PlaneTheme) -> (Rgb, Rgb) {
    match theme {
        PlaneTheme::Classic => ([0xf0, 0xd9, 0xb5], [0xb5, 0x88, 0x63]),
        PlaneTheme::Heaven => ([0xf4, 0xf9, 0xff], [0x9e, 0xc3, 0xe6]),
        PlaneTheme::Hell => ([0x8a, 0x74, 0x70], [0x6b, 0x26, 0x24]),
        PlaneTheme::Field => ([0xee, 0xee, 0xd2], [0x76, 0x96, 0x56]),
    }
}

/// Text colour of a tone on the dark background.
pub(crate) fn tone(t: Tone) -> Rgb {
    match t {
        Tone::Plain => [0xf2, 0xf3, 0xf5],
        Tone::Good => [0x5f, 0xd3, 0x6b],
        Tone::Bad => [0xff, 0x6b, 0x6b],
        Tone::Info => [0x6c, 0xb4, 0xff],
        Tone::Warn => [0xff, 0xb3, 0x47],
        Tone::Magic => [0xc8, 0x93, 0xff],
        Tone::Muted => [0x9a, 0xa0, 0xa6],
    }
}

/// Badge background and text colours of a tone: saturated fills that read on any square.
pub(crate) fn badge(t: Tone) -> (Rgb, Rgb) {
    const WHITE: Rgb = [0xff, 0xff, 0xff];
    match t {
        Tone::Plain => ([0xf2, 0xf3, 0xf5], INK_DARK),
        Tone::Good => ([0x23, 0x8b, 0x3a], WHITE),
        Tone::Bad => ([0xc8, 0x2a, 0x2a], WHITE),
        Tone::Info => ([0x1f, 0x6f, 0xc9], WHITE),
        Tone::Warn => ([0xf0, 0xa0, 0x20], INK_DARK),
        Tone::Magic => ([0x7e, 0x3f, 0xc4], WHITE),
        Tone::Muted => ([0x5c, 0x61, 0x68], WHITE),
    }
}

/// Fill and outline of a piece in `ink`.
pub(crate) fn piece(ink: Ink) -> (Rgb, Rgb) {
    match ink {
        Ink::White => (INK_WHITE, INK_DARK),
        Ink::Black => (INK_BLACK, INK_BLACK_EDGE),
        Ink::Neutral => (INK_NEUTRAL, INK_DARK),
    }
}

/// Fill and rim of an arrow in `ink`: gold for White, blue for Black, violet for neither.
/// Saturated rather than white/black, so an arrow head stays visible over a piece of its colour.
pub(crate) fn arrow(ink: Ink) -> (Rgb, Rgb) {
    match ink {
        Ink::White => ([0xf5, 0xb7, 0x00], [0x2a, 0x1c, 0x00]),
        Ink::Black => ([0x2f, 0x6f, 0xe0], [0x08, 0x16, 0x33]),
        Ink::Neutral => ([0xb0, 0x6b, 0xf5], [0x24, 0x10, 0x3c]),
    }
}

/// Disc colour and symbol colour of an item.
pub(crate) fn item(kind: ItemKind) -> (Rgb, Rgb) {
    match kind {
        ItemKind::Coin => ([0xf2, 0xc2, 0x2e], [0x5a, 0x3c, 0x00]),
        ItemKind::Fire => ([0xf2, 0x6b, 0x1d], [0x3d, 0x0c, 0x00]),
        ItemKind::Ice => ([0xbf, 0xe8, 0xff], [0x0f, 0x4c, 0x8a]),
        ItemKind::ChaosOrb => ([0x8e, 0x3c, 0xd8], [0xff, 0xe6, 0xff]),
        ItemKind::Trap => ([0x33, 0x33, 0x36], [0xff, 0x5a, 0x4a]),
    }
}

/// The yellow core of a Fire icon.
pub(crate) const FIRE_CORE: Rgb = [0xff, 0xd2, 0x3f];
/// The darker ring of a coin.
pub(crate) const COIN_RIM: Rgb = [0xc9, 0x93, 0x0e];
/// The stand under a chaos orb.
pub(crate) const ORB_STAND: Rgb = [0x4a, 0x23, 0x72];

/// HP bar colour for a fraction of health left: green, amber, red.
pub(crate) fn hp(fraction: f32) -> Rgb {
    if fraction > 0.6 {
        [0x3c, 0xc2, 0x4e]
    } else if fraction > 0.3 {
        [0xf2, 0xa9, 0x1f]
    } else {
        [0xe2, 0x3b, 0x3b]
    }
}

/// Last-move tint (lichess-like yellow green).
pub(crate) const LAST_MOVE: Rgb = [0x9b, 0xc7, 0x00];
/// Check glow.
pub(crate) const CHECK: Rgb = [0xff, 0x1e, 0x1e];
/// Target dots and rings: magenta, which stands apart from every theme's light and dark
/// squares (the Battlefield's greens too; issue 35).
pub(crate) const TARGET: Rgb = [0xd6, 0x2a, 0xd0];
/// Danger tint and frame.
pub(crate) const DANGER: Rgb = [0xe0, 0x20, 0x20];

/// Opacity of the last-move tint on the square a move left.
pub(crate) const LAST_FROM_ALPHA: u32 = 95;
/// Opacity of the last-move tint on the square a move reached.
pub(crate) const LAST_TO_ALPHA: u32 = 135;
/// Opacity of the danger tint over a square.
pub(crate) const DANGER_ALPHA: u32 = 70;
/// Opacity of the danger frame.
pub(crate) const DANGER_FRAME_ALPHA: u32 = 230;
/// Opacity of a target dot on an empty square.
pub(crate) const TARGET_DOT_ALPHA: u32 = 120;
/// Opacity of a faded piece (a ghost, a stunned piece).
pub(crate) const FADED_ALPHA: u32 = 105;

/// What the colour-blind-safe scheme ([`rules::view::Scheme::ColourBlind`]) puts in place of a
/// named colour: the standard scheme pairs red with green (good and bad tones and badges,
/// health bars, the last-move tint against check and danger, target marks), which the
/// commonest colour-vision deficiencies cannot tell apart. The replacements come from the
/// Okabe–Ito set: blue and sky blue for good, target and full health; yellow for the last move
/// and half health; orange and vermillion for bad, check, danger and low health. Every other
/// colour stays as it is.
pub(crate) fn colour_blind(c: Rgb) -> Rgb {
    const BLUE: Rgb = [0x00, 0x72, 0xb2];
    const SKY: Rgb = [0x56, 0xb4, 0xe9];
    const YELLOW: Rgb = [0xf0, 0xd0, 0x2a];
    const ORANGE: Rgb = [0xe6, 0x9f, 0x00];
    const VERMILLION: Rgb = [0xd5, 0x5e, 0x00];
    match c {
        LAST_MOVE => YELLOW,
        CHECK | DANGER => VERMILLION,
        TARGET => [0x00, 0x4a, 0x8c],
        _ if c == tone(Tone::Good) => SKY,
        _ if c == tone(Tone::Bad) => ORANGE,
        _ if c == badge(Tone::Good).0 => BLUE,
        _ if c == badge(Tone::Bad).0 => VERMILLION,
        _ if c == hp(1.0) => SKY,
        _ if c == hp(0.5) => YELLOW,
        _ if c == hp(0.1) => VERMILLION,
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `c` as seen with a full colour-vision deficiency, by Machado, Oliveira and Fernandes'
    /// (2009) matrix `m` applied in linear RGB.
    fn simulate(c: Rgb, m: [[f64; 3]; 3]) -> [f64; 3] {
        let lin = |v: u8| {
            let v = v as f64 / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let srgb = |v: f64| {
            let v = v.clamp(0.0, 1.0);
            255.0
                * if v <= 0.003_130_8 {
                    12.92 * v
                } else {
                    1.055 * v.powf(1.0 / 2.4) - 0.055
                }
        };
        let l = c.map(lin);
        [0, 1, 2].map(|i| srgb((0..3).map(|j| m[i][j] * l[j]).sum()))
    }

    const PROTANOPIA: [[f64; 3]; 3] = [
        [0.152_286, 1.052_583, -0.204_868],
        [0.114_503, 0.786_281, 0.099_216],
        [-0.003_882, -0.048_116, 1.051_998],
    ];
    const DEUTERANOPIA: [[f64; 3]; 3] = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];

    /// The pairs a player must tell apart: good from bad, full from low health, the last move
    /// from check, a target from danger.
    fn pairs() -> Vec<(&'static str, Rgb, Rgb)> {
        vec![
            ("good and bad text", tone(Tone::Good), tone(Tone::Bad)),
            (
                "good and bad badges",
                badge(Tone::Good).0,
                badge(Tone::Bad).0,
            ),
            ("full and low health", hp(1.0), hp(0.1)),
            ("full and half health", hp(1.0), hp(0.5)),
            ("the last move and check", LAST_MOVE, CHECK),
            ("a target and danger", TARGET, DANGER),
        ]
    }

    /// The smallest distance between the two colours of a pair, seen by either deficiency.
    fn seen_apart(a: Rgb, b: Rgb) -> f64 {
        [PROTANOPIA, DEUTERANOPIA]
            .into_iter()
            .map(|m| {
                let (x, y) = (simulate(a, m), simulate(b, m));
                (0..3).map(|i| (x[i] - y[i]).powi(2)).sum::<f64>().sqrt()
            })
            .fold(f64::MAX, f64::min)
    }

    #[test]
    fn the_colour_blind_scheme_keeps_every_pair_apart_for_red_green_deficiencies() {
        for (what, a, b) in pairs() {
            let apart = seen_apart(colour_blind(a), colour_blind(b));
            assert!(apart > 100.0, "{what}: {apart:.0} apart");
        }
        // The test can tell: the standard scheme has pairs that such a viewer barely tells
        // apart.
        let worst = pairs()
            .into_iter()
            .map(|(_, a, b)| seen_apart(a, b))
            .fold(f64::MAX, f64::min);
        assert!(worst < 40.0, "{worst:.0}");
    }

    #[test]
    fn only_the_red_green_colours_change() {
        for c in [BACKGROUND, PANEL, INK_WHITE, INK_BLACK, INK_NEUTRAL, COORD] {
            assert_eq!(colour_blind(c), c);
        }
        assert_ne!(colour_blind(LAST_MOVE), LAST_MOVE);
    }
}
