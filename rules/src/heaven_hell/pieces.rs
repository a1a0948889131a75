//! Pieces of Heaven and Hell: types, colours, statuses and the upgrade lists (seed sections 5–7).

use crate::Side;
use serde::{Deserialize, Serialize};

/// Whose a piece is: a player's, or neutral (Imp, Devil, Angel; seed 7.2, R21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// White's piece.
    White,
    /// Black's piece.
    Black,
    /// Owned by both players.
    Neutral,
}

impl Color {
    /// The colour of `side`'s pieces.
    pub fn of(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }

    /// The side owning this colour, `None` for neutral pieces.
    pub fn side(self) -> Option<Side> {
        match self {
            Color::White => Some(Side::White),
            Color::Black => Some(Side::Black),
            Color::Neutral => None,
        }
    }
}

/// Every piece type of the variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Standard pawn.
    Pawn,
    /// Standard knight.
    Knight,
    /// Standard bishop.
    Bishop,
    /// Standard rook.
    Rook,
    /// Standard queen.
    Queen,
    /// Standard king.
    King,
    /// Moves like a pawn, creates Fire where it dies.
    Bomber,
    /// Sixteen short leaps.
    Leopard,
    /// Pawn moves plus checker jumps.
    Checker,
    /// Leaps or shoots on twelve squares.
    Archer,
    /// Bishop, immune to Fire and Ice, fire/ice ability.
    Wizard,
    /// Bishop protecting allied Pawns on its lines.
    Archbishop,
    /// Rook slides, diagonal shots, protects adjacent Kings.
    Fortress,
    /// Rook plus corner leaps, ignores traps.
    Scout,
    /// Rook, pulls pieces out of Hell.
    Warlock,
    /// Neutral pawn-mover, fire-immune.
    Imp,
    /// Neutral queen-mover, ice-immune.
    Angel,
    /// Neutral giant Imp with Double Move (chaos #8).
    Devil,
}

impl Kind {
    /// Every kind, in a fixed order (used by parsing).
    pub const ALL: [Kind; 18] = [
        Kind::Pawn,
        Kind::Knight,
        Kind::Bishop,
        Kind::Rook,
        Kind::Queen,
        Kind::King,
        Kind::Bomber,
        Kind::Leopard,
        Kind::Checker,
        Kind::Archer,
        Kind::Wizard,
        Kind::Archbishop,
        Kind::Fortress,
        Kind::Scout,
        Kind::Warlock,
        Kind::Imp,
        Kind::Angel,
        Kind::Devil,
    ];

    /// The word used in notation and position text: `pawn`, `bomber`, `archer`…
    pub fn word(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Knight => "knight",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::Queen => "queen",
            Kind::King => "king",
            Kind::Bomber => "bomber",
            Kind::Leopard => "leopard",
            Kind::Checker => "checker",
            Kind::Archer => "archer",
            Kind::Wizard => "wizard",
            Kind::Archbishop => "archbishop",
            Kind::Fortress => "fortress",
            Kind::Scout => "scout",
            Kind::Warlock => "warlock",
            Kind::Imp => "imp",
            Kind::Angel => "angel",
            Kind::Devil => "devil",
        }
    }

    /// A name for players: "Suicide Bomber", "Mounted Archer".
    pub fn title(self) -> &'static str {
        match self {
            Kind::Pawn => "Pawn",
            Kind::Knight => "Knight",
            Kind::Bishop => "Bishop",
            Kind::Rook => "Rook",
            Kind::Queen => "Queen",
            Kind::King => "King",
            Kind::Bomber => "Suicide Bomber",
            Kind::Leopard => "Leopard",
            Kind::Checker => "Checker Knight",
            Kind::Archer => "Mounted Archer",
            Kind::Wizard => "Wizard",
            Kind::Archbishop => "Archbishop",
            Kind::Fortress => "Fortress",
            Kind::Scout => "Scout",
            Kind::Warlock => "Warlock",
            Kind::Imp => "Imp",
            Kind::Angel => "Angel",
            Kind::Devil => "Devil",
        }
    }

    /// Reads [`Kind::word`].
    pub fn from_word(w: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.word() == w)
    }

    /// Neutral pieces belong to both players (R21).
    pub fn is_neutral(self) -> bool {
        matches!(self, Kind::Imp | Kind::Angel | Kind::Devil)
    }

    /// Pieces that "move like a pawn" (seed 7.2).
    pub fn pawnlike(self) -> bool {
        matches!(
            self,
            Kind::Pawn | Kind::Bomber | Kind::Checker | Kind::Imp | Kind::Devil
        )
    }

    /// Kings and Queens are royal.
    pub fn royal(self) -> bool {
        matches!(self, Kind::King | Kind::Queen)
    }

    /// The six standard chess pieces.
    pub fn standard(self) -> bool {
        matches!(
            self,
            Kind::Pawn | Kind::Knight | Kind::Bishop | Kind::Rook | Kind::Queen | Kind::King
        )
    }

    /// The letter used for promotion (`=Q`), if this is a promotion choice.
    pub fn promo_letter(self) -> Option<char> {
        match self {
            Kind::Queen => Some('Q'),
            Kind::Rook => Some('R'),
            Kind::Bishop => Some('B'),
            Kind::Knight => Some('N'),
            _ => None,
        }
    }

    /// The promotion choices, in notation order.
    pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];
}

/// A status effect an upgrade can grant (seed 6.3, "the rest").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Wizard hat (seed 5.5).
    Hat,
    /// Investor (seed 5.7).
    Investor,
    /// Increased size (seed 5.9).
    Size,
    /// Portal Gun (seed 5.8).
    Portal,
    /// Double Move (seed 5.6).
    Double,
}

impl Status {
    /// The word used in notation (`choose hat`).
    pub fn word(self) -> &'static str {
        match self {
            Status::Hat => "hat",
            Status::Investor => "investor",
            Status::Size => "size",
            Status::Portal => "portal",
            Status::Double => "double",
        }
    }
}

/// One upgrade option (seed 6.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Upgrade {
    /// Change type.
    To(Kind),
    /// Gain a status.
    Gain(Status),
}

impl Upgrade {
    /// The word used in `choose …`.
    pub fn word(self) -> &'static str {
        match self {
            Upgrade::To(k) => k.word(),
            Upgrade::Gain(s) => s.word(),
        }
    }
}

/// One record of a piece's upgrade history (R90): what a downgrade reverses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Record {
    /// The piece changed from this type.
    From(Kind),
    /// The piece gained this status.
    Gained(Status),
}

/// A piece on a plane (or, briefly, lifted off while its death resolves).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    /// Stable identity, used by pending work to find the piece again.
    pub id: u32,
    /// Bumped at every death, so work queued for the old life is dropped.
    pub epoch: u32,
    /// Colour.
    pub color: Color,
    /// Type.
    pub kind: Kind,
    /// Plane index (0 Heaven, 1 Earth, 2 Hell).
    pub plane: u8,
    /// Lowest-file, lowest-rank square of the footprint (R61).
    pub anchor: (i8, i8),
    /// Number of Increased Size stacks: the footprint is (size+1)².
    pub size: u8,
    /// Whether it stands on the board (false while lifted off during a landing).
    pub on_board: bool,
    /// Moved flag (R20).
    pub moved: bool,
    /// Murderer (5.1).
    pub murderer: bool,
    /// Experienced (5.2).
    pub experienced: bool,
    /// Cursed (5.3).
    pub cursed: bool,
    /// Wizard hat (5.5).
    pub hat: bool,
    /// Double Move (5.6).
    pub double: bool,
    /// Portal Gun (5.8).
    pub portal: bool,
    /// Forced movement (5.10, R60).
    pub forced: bool,
    /// Stunned stacks (5.4).
    pub stun: u8,
    /// Investor stacks (5.7).
    pub investor: u8,
    /// Upgrade history (R90), oldest first.
    pub history: Vec<Record>,
}

impl Piece {
    /// A fresh unmoved piece.
    pub fn new(id: u32, color: Color, kind: Kind, plane: u8, anchor: (i8, i8)) -> Piece {
        Piece {
            id,
            epoch: 0,
            color,
            kind,
            plane,
            anchor,
            size: 0,
            on_board: true,
            moved: false,
            murderer: false,
            experienced: false,
            cursed: false,
            hat: false,
            double: false,
            portal: false,
            forced: false,
            stun: 0,
            investor: 0,
            history: Vec::new(),
        }
    }

    /// Side length of the footprint.
    pub fn k(&self) -> i8 {
        self.size as i8 + 1
    }

    /// Whether the footprint covers `sq`.
    pub fn covers(&self, sq: (i8, i8)) -> bool {
        let k = self.k();
        sq.0 >= self.anchor.0
            && sq.0 < self.anchor.0 + k
            && sq.1 >= self.anchor.1
            && sq.1 < self.anchor.1 + k
    }

    /// Fire does not hurt it (R50).
    pub fn fire_immune(&self) -> bool {
        self.hat || matches!(self.kind, Kind::Wizard | Kind::Imp | Kind::Devil)
    }

    /// Ice does not push it (R50).
    pub fn ice_immune(&self) -> bool {
        self.hat || matches!(self.kind, Kind::Wizard | Kind::Angel)
    }

    /// The upgrade options of seed 6.3 / R87, without options that would change nothing.
    pub fn upgrade_options(&self) -> Vec<Upgrade> {
        use Kind::*;
        match self.kind {
            Pawn => vec![
                Upgrade::To(Knight),
                Upgrade::To(Bomber),
                Upgrade::Gain(Status::Size),
            ],
            Knight => vec![
                Upgrade::To(Leopard),
                Upgrade::To(Checker),
                Upgrade::To(Archer),
            ],
            Bishop => vec![
                Upgrade::To(Wizard),
                Upgrade::To(King),
                Upgrade::To(Archbishop),
            ],
            Rook => vec![
                Upgrade::To(Fortress),
                Upgrade::To(Scout),
                Upgrade::To(Warlock),
            ],
            Imp | Angel | Devil => Vec::new(),
            _ => {
                let mut v = Vec::new();
                if !self.hat && self.kind != Wizard {
                    v.push(Upgrade::Gain(Status::Hat));
                }
                v.push(Upgrade::Gain(Status::Investor));
                v.push(Upgrade::Gain(Status::Size));
                if self.kind != King && !self.portal {
                    v.push(Upgrade::Gain(Status::Portal));
                }
                if self.kind == King && !self.double {
                    v.push(Upgrade::Gain(Status::Double));
                }
                v
            }
        }
    }
}
