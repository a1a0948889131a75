//! Planes, squares and items: the geometry shared by every other module.

use serde::{Deserialize, Serialize};

/// A square as (file, rank), both 0-based; signed so that off-board arithmetic is easy.
pub type Sq = (i8, i8);

/// Heaven, Earth, Hell, in canonical order (rulings: canonical order is V, E, L).
pub const HEAVEN: u8 = 0;
/// The normal board.
pub const EARTH: u8 = 1;
/// Where Murderers go.
pub const HELL: u8 = 2;

/// The plane letter used in notation: `V`, `E`, `L`.
pub fn plane_letter(plane: u8) -> char {
    match plane {
        HEAVEN => 'V',
        EARTH => 'E',
        _ => 'L',
    }
}

/// The plane's name for players.
pub fn plane_name(plane: u8) -> &'static str {
    match plane {
        HEAVEN => "Heaven",
        EARTH => "Earth",
        _ => "Hell",
    }
}

/// Reads a plane letter or name (`V`, `heaven`, `E`, `earth`, `L`, `hell`).
pub fn parse_plane(text: &str) -> Option<u8> {
    match text.to_ascii_lowercase().as_str() {
        "v" | "heaven" => Some(HEAVEN),
        "e" | "earth" => Some(EARTH),
        "l" | "hell" => Some(HELL),
        _ => None,
    }
}

/// Whether `sq` lies on the 8x8 grid.
pub fn on_grid(sq: Sq) -> bool {
    (0..8).contains(&sq.0) && (0..8).contains(&sq.1)
}

/// Index 0..64 of an on-grid square.
pub fn idx(sq: Sq) -> usize {
    sq.1 as usize * 8 + sq.0 as usize
}

/// The square of index `i`.
pub fn sq_of(i: usize) -> Sq {
    ((i % 8) as i8, (i / 8) as i8)
}

/// `e4`-style name of a square.
pub fn sq_name(sq: Sq) -> String {
    if !on_grid(sq) {
        return "off-board".into();
    }
    format!("{}{}", (b'a' + sq.0 as u8) as char, sq.1 + 1)
}

/// Reads `e4` (case-insensitive).
pub fn parse_sq(text: &str) -> Option<Sq> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].to_ascii_lowercase();
    let r = b[1];
    if !(b'a'..=b'h').contains(&f) || !(b'1'..=b'8').contains(&r) {
        return None;
    }
    Some(((f - b'a') as i8, (r - b'1') as i8))
}

/// `E:e4`-style plane-qualified square.
pub fn psq_name(plane: u8, sq: Sq) -> String {
    format!("{}:{}", plane_letter(plane), sq_name(sq))
}

/// The squares of the k×k block anchored at `a`, in square order (a1, b1, …).
pub fn block(a: Sq, k: i8) -> impl Iterator<Item = Sq> {
    (0..k).flat_map(move |r| (0..k).map(move |f| (a.0 + f, a.1 + r)))
}

/// The items lying on one square (R44). Secret Traps are kept apart, with their owners.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Items {
    /// Stacked coins (4.1).
    pub coins: u8,
    /// Fire (4.2).
    pub fire: bool,
    /// Ice (4.3).
    pub ice: bool,
    /// Chaos Orb (4.5).
    pub orb: bool,
}

impl Items {
    /// Whether a visible item lies here.
    pub fn any(&self) -> bool {
        self.coins > 0 || self.fire || self.ice || self.orb
    }
}

/// A Secret Trap (4.6): hidden from everyone but its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trap {
    /// Plane.
    pub plane: u8,
    /// Square.
    pub sq: Sq,
    /// Who planted it.
    pub owner: crate::Side,
}
