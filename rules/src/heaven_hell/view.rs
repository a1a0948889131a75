//! What players see: the three planes side by side ([`BoardView`]) and a terminal board.

use super::board::{plane_name, sq_of, HEAVEN, HELL};
use super::pieces::{Color, Kind, Piece};
use super::HeavenAndHell;
use crate::error::Plane;
use crate::view::{
    Badge, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, Item, ItemKind, Legend, LegendEntry,
    Line, PanelLine, PieceGlyph, PlaneTheme, Said, Tone, Viewer,
};
use crate::{BoardSize, Side, Square};

/// The glyph of a piece type: chess symbols for standard pieces; for the others the chess
/// symbol of how the piece moves followed by an emblem of what it is (the renderer draws the
/// emblem on a disc at the piece's foot). [`legend`] lists them for `/rules`; the mapping is
/// documented in `docs/rules/heaven-and-hell.md`.
pub fn glyph(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => ChessGlyph::Pawn.symbol(),
        Kind::Knight => ChessGlyph::Knight.symbol(),
        Kind::Bishop => ChessGlyph::Bishop.symbol(),
        Kind::Rook => ChessGlyph::Rook.symbol(),
        Kind::Queen => ChessGlyph::Queen.symbol(),
        Kind::King => ChessGlyph::King.symbol(),
        // Pawn-like: the blast it leaves, draughts jumps, horns.
        Kind::Bomber => "♟✹",
        Kind::Checker => "♟⛂",
        Kind::Imp => "♟♆",
        Kind::Devil => "♟⚡",
        // Knight-like: spots, the bow's arrow.
        Kind::Leopard => "♞❖",
        Kind::Archer => "♞➶",
        // Bishop-like: the wizard's star, the archbishop's cross.
        Kind::Wizard => "♝★",
        Kind::Archbishop => "♝✝",
        // Rook-like: the fortress's swords, the scout's flag, the warlock's moon.
        Kind::Fortress => "♜⚔",
        Kind::Scout => "♜⚑",
        Kind::Warlock => "♜☽",
        // The Angel moves like a queen and has a halo-like sparkle.
        Kind::Angel => "♛✧",
    }
}

/// The pieces a Heaven and Hell board can show beyond the six chess pieces, and the items, each
/// with its name: what `/rules` shows as a picture legend (see `render::render_legend_png`).
pub fn legend() -> Legend {
    let mut entries: Vec<LegendEntry> = Kind::ALL
        .into_iter()
        .filter(|k| {
            !matches!(
                k,
                Kind::Pawn | Kind::Knight | Kind::Bishop | Kind::Rook | Kind::Queen | Kind::King
            )
        })
        .map(|k| {
            let ink = match k {
                Kind::Imp | Kind::Angel | Kind::Devil => Ink::Neutral,
                _ => Ink::White,
            };
            LegendEntry::piece(PieceGlyph::new(glyph(k), ink), k.title()).said(Said::term(&k))
        })
        .collect();
    for (kind, name, key) in [
        (ItemKind::Coin, "Coin", "pic-hh-legend-coin"),
        (ItemKind::Fire, "Fire", "pic-hh-legend-fire"),
        (ItemKind::Ice, "Ice", "pic-hh-legend-ice"),
        (ItemKind::ChaosOrb, "Chaos Orb", "pic-hh-legend-orb"),
        (
            ItemKind::Trap,
            "Secret Trap (only its owner sees it)",
            "pic-hh-legend-trap",
        ),
    ] {
        let item = Item {
            kind,
            count: (kind == ItemKind::Coin).then_some(1),
        };
        entries.push(LegendEntry::item(item, name).said(Said::new(key)));
    }
    Legend {
        title: "Heaven and Hell: pieces and items".into(),
        title_said: Some(Said::new("pic-hh-legend-title")),
        entries,
    }
}

/// One letter per type for the terminal board (upper case White, lower case Black, `*` neutral).
fn letter(kind: Kind) -> char {
    match kind {
        Kind::Pawn => 'P',
        Kind::Knight => 'N',
        Kind::Bishop => 'B',
        Kind::Rook => 'R',
        Kind::Queen => 'Q',
        Kind::King => 'K',
        Kind::Bomber => 'S',
        Kind::Leopard => 'L',
        Kind::Checker => 'C',
        Kind::Archer => 'A',
        Kind::Wizard => 'W',
        Kind::Archbishop => 'H',
        Kind::Fortress => 'F',
        Kind::Scout => 'O',
        Kind::Warlock => 'G',
        Kind::Imp => 'I',
        Kind::Angel => 'E',
        Kind::Devil => 'D',
    }
}

/// The status badges of a piece.
pub(crate) fn badges(p: &Piece) -> Vec<Badge> {
    let mut v = Vec::new();
    if p.stun > 0 {
        v.push(Badge::new(format!("z{}", p.stun), Tone::Warn));
    }
    if p.cursed {
        v.push(Badge::new("☠", Tone::Bad));
    }
    if p.murderer {
        v.push(Badge::new("M", Tone::Bad));
    }
    if p.experienced {
        v.push(Badge::new("XP", Tone::Good));
    }
    if p.hat {
        v.push(Badge::new("Hat", Tone::Magic));
    }
    if p.double {
        v.push(Badge::new("2x", Tone::Info));
    }
    if p.investor > 0 {
        v.push(Badge::new(format!("${}", p.investor), Tone::Good));
    }
    if p.portal {
        v.push(Badge::new("Pg", Tone::Magic));
    }
    if p.forced {
        v.push(Badge::new("F", Tone::Warn));
    }
    v
}

impl HeavenAndHell {
    /// The view for `viewer`; traps only in their owner's view.
    pub(crate) fn board_view(&self, viewer: Viewer) -> BoardView {
        let mut boards = Vec::new();
        for plane in [HEAVEN, super::board::EARTH, HELL] {
            let mut b = BoardPlane::new(BoardSize::CHESS);
            b.label = Some(plane_name(plane).to_string());
            b.label_said = Some(Said::term(&Plane::of(plane)));
            b.theme = match plane {
                HEAVEN => PlaneTheme::Heaven,
                HELL => PlaneTheme::Hell,
                _ => PlaneTheme::Classic,
            };
            for i in 0..64 {
                let sq = sq_of(i);
                let square = Square::new(sq.0 as u8, sq.1 as u8);
                let it = self.items(plane, sq);
                let mut items = Vec::new();
                if it.coins > 0 {
                    items.push(Item {
                        kind: ItemKind::Coin,
                        count: Some(it.coins as u32),
                    });
                }
                for (on, kind) in [
                    (it.fire, ItemKind::Fire),
                    (it.ice, ItemKind::Ice),
                    (it.orb, ItemKind::ChaosOrb),
                ] {
                    if on {
                        items.push(Item { kind, count: None });
                    }
                }
                if let Viewer::Player(side) = viewer {
                    if self
                        .traps
                        .iter()
                        .any(|t| t.owner == side && t.plane == plane && t.sq == sq)
                    {
                        items.push(Item {
                            kind: ItemKind::Trap,
                            count: None,
                        });
                    }
                }
                if !items.is_empty() {
                    b.cell_mut(square).items = items;
                }
                if !self.exists(plane, sq) {
                    b.highlight(square, Highlight::Danger);
                }
            }
            for p in self
                .pieces
                .iter()
                .filter(|p| p.on_board && p.plane == plane)
            {
                let square = Square::new(p.anchor.0 as u8, p.anchor.1 as u8);
                let ink = match p.color {
                    Color::White => Ink::White,
                    Color::Black => Ink::Black,
                    Color::Neutral => Ink::Neutral,
                };
                let mut g = PieceGlyph::new(glyph(p.kind), ink)
                    .named(p.kind.title())
                    .said(Said::term(&p.kind));
                g.span = (p.k() as u8, p.k() as u8);
                g.faded = p.stun > 0;
                b.put(square, g);
                b.cell_mut(square).badges = badges(p);
            }
            for m in self.marks.iter().filter(|m| m.plane == plane) {
                if super::board::on_grid(m.sq) {
                    let square = Square::new(m.sq.0 as u8, m.sq.1 as u8);
                    b.highlight(
                        square,
                        if m.from {
                            Highlight::LastFrom
                        } else {
                            Highlight::LastTo
                        },
                    );
                }
            }
            boards.push(b);
        }
        BoardView {
            title: "Heaven and Hell".into(),
            title_said: Some(Said::term(&crate::VariantId::HeavenAndHell)),
            bottom: viewer.bottom(),
            boards,
            trays: Vec::new(),
            panel: self.panel(),
            ..BoardView::default()
        }
    }

    fn panel(&self) -> Vec<PanelLine> {
        let mut v: Vec<PanelLine> = Side::BOTH
            .into_iter()
            .map(|side| {
                let coins = self.coins[side.index()];
                PanelLine::plain(format!("{side} coins: {coins}")).said(
                    Said::new("pic-hh-coins")
                        .with("side", side)
                        .with("coins", coins),
                )
            })
            .collect();
        if let Some(o) = &self.outcome {
            v.push(PanelLine::result(o));
            return v;
        }
        let left = self.actions_left;
        v.push(
            PanelLine::strong(format!(
                "{} to act ({left} action{} left)",
                self.turn,
                if left == 1 { "" } else { "s" }
            ))
            .said(
                Said::new("pic-hh-to-act")
                    .with("side", self.turn)
                    .with("actions", left),
            ),
        );
        if let Some(p) = &self.engine.pending {
            let (prompt, said) = self.prompt_words(p);
            v.push(
                PanelLine::toned(format!("{} decides: {prompt}", p.side), Tone::Warn).said(
                    Said::new("pic-hh-decides")
                        .with("side", p.side)
                        .with("prompt", said),
                ),
            );
        }
        v
    }

    /// A terminal drawing of the three planes side by side (the planes' names above them stay
    /// the rulebook's, aligned with their columns), then the panel's lines.
    pub(crate) fn text(&self, viewer: Viewer) -> Vec<Line> {
        let mut out = String::from("   Heaven              Earth               Hell\n");
        for r in (0..8i8).rev() {
            let mut line = String::new();
            for plane in [HEAVEN, super::board::EARTH, HELL] {
                line.push_str(&format!("{} ", r + 1));
                for f in 0..8i8 {
                    let sq = (f, r);
                    let it = self.items(plane, sq);
                    let c = match self.at(plane, sq) {
                        Some(p) => {
                            let l = letter(p.kind);
                            match p.color {
                                Color::White => l,
                                Color::Black => l.to_ascii_lowercase(),
                                Color::Neutral => '*',
                            }
                        }
                        None if !self.exists(plane, sq) => ' ',
                        None if it.fire => '^',
                        None if it.ice => '~',
                        None if it.orb => 'o',
                        None if it.coins > 0 => '$',
                        None => match viewer {
                            Viewer::Player(s)
                                if self
                                    .traps
                                    .iter()
                                    .any(|t| t.owner == s && t.plane == plane && t.sq == sq) =>
                            {
                                'x'
                            }
                            _ => '.',
                        },
                    };
                    line.push(c);
                    line.push(' ');
                }
                line.push_str("  ");
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push_str("  a b c d e f g h     a b c d e f g h     a b c d e f g h");
        let mut lines: Vec<Line> = out.lines().map(Line::from).collect();
        lines.extend(self.panel().into_iter().map(|l| Line {
            text: l.text,
            said: l.said,
        }));
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_own_glyph_and_new_pieces_are_symbols_not_letters() {
        let glyphs: Vec<&str> = Kind::ALL.iter().map(|&k| glyph(k)).collect();
        let mut distinct = glyphs.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), glyphs.len(), "{glyphs:?}");
        for g in glyphs {
            assert!(
                !g.chars().any(|c| c.is_ascii_alphabetic()),
                "{g} is letters, not a symbol"
            );
            // A chess symbol, optionally followed by one emblem.
            let first = g.chars().next().expect("not empty");
            assert!(('♔'..='♟').contains(&first), "{g}");
            assert!(g.chars().count() <= 2, "{g}");
        }
    }

    #[test]
    fn the_legend_names_every_new_piece_and_every_item() {
        let legend = legend();
        let pieces: Vec<&str> = legend
            .entries
            .iter()
            .filter_map(|e| e.piece.as_ref().map(|p| p.glyph.as_str()))
            .collect();
        for k in Kind::ALL {
            let is_chess = glyph(k).chars().count() == 1;
            assert_eq!(pieces.contains(&glyph(k)), !is_chess, "{k:?}");
        }
        for kind in [
            ItemKind::Coin,
            ItemKind::Fire,
            ItemKind::Ice,
            ItemKind::ChaosOrb,
            ItemKind::Trap,
        ] {
            assert!(
                legend
                    .entries
                    .iter()
                    .any(|e| e.items.iter().any(|i| i.kind == kind)),
                "{kind:?}"
            );
        }
        let mut names: Vec<&str> = legend.entries.iter().map(|e| e.name.as_str()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), legend.entries.len());
    }
}
