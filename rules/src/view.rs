//! `BoardView`: what one viewer may see of a game, already stripped of secrets.
//!
//! This is the only thing the renderer draws, so it is deliberately free of rules: boards with
//! glyphs, markers, badges, bars and text. A variant's `view(Viewer::Public)` must never put a
//! secret (a Secret Trap, a pending Apocalypse move) into it; `view(Viewer::Player(side))` may add
//! that player's own secrets.

use crate::geometry::{BoardSize, Square};
pub use crate::said::{English, Line, Said, SaidArg, Speech};
use crate::Side;
use serde::{Deserialize, Serialize};

/// Who is looking: the channel (everyone) or one player privately.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Viewer {
    /// Everyone, drawn from White's side. Contains no secrets.
    Public,
    /// Everyone, as [`Viewer::Public`] (the same secrets withheld), drawn with this side at the
    /// bottom: the channel's picture is drawn from the side to act ([`Viewer::channel`]).
    PublicFrom(Side),
    /// One player's private view (DM or ephemeral reply): may contain that player's secrets.
    Player(Side),
}

impl Viewer {
    /// The side drawn at the bottom: White for [`Viewer::Public`], the given side otherwise.
    pub fn bottom(self) -> Side {
        match self {
            Viewer::Public => Side::White,
            Viewer::PublicFrom(side) | Viewer::Player(side) => side,
        }
    }

    /// Whether this is everyone's view (no secret may be drawn).
    pub fn is_public(self) -> bool {
        !matches!(self, Viewer::Player(_))
    }

    /// The channel's view when `to_act` is awaited: from the side to move, or the side that must
    /// answer a pending decision; from White while both sides choose in secret and once the game
    /// is over. Who is to act is public, so the orientation gives nothing away.
    pub fn channel(to_act: &crate::ToAct) -> Viewer {
        match to_act {
            crate::ToAct::Side(side) | crate::ToAct::Decision { side, .. } => {
                Viewer::PublicFrom(*side)
            }
            crate::ToAct::Simultaneous(_) | crate::ToAct::Over => Viewer::PublicFrom(Side::White),
        }
    }
}

/// Everything a picture of a game shows.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BoardView {
    /// Title over the image, e.g. "Apocalypse".
    pub title: String,
    /// The title as catalogue data (see [`Said`]), where it has words to translate.
    #[serde(skip)]
    pub title_said: Option<Said>,
    /// The side drawn at the bottom of every board.
    pub bottom: Side,
    /// One or more boards drawn side by side, left to right (Heaven and Hell: Heaven, Earth, Hell).
    pub boards: Vec<BoardPlane>,
    /// Rows of pieces shown beside the boards (captured bodies, the underworld, reserves).
    pub trays: Vec<Tray>,
    /// Text in the side panel, top to bottom: players, whose action is awaited, counters, result.
    pub panel: Vec<PanelLine>,
    /// The colours to draw it in: a viewer's own boards may use the colour-blind-safe scheme.
    #[serde(default, skip_serializing_if = "Scheme::is_standard")]
    pub scheme: Scheme,
    /// What the picture shows, in words, for a screen reader (the image's alt text): the
    /// variant, whose turn, the last action and the pieces by square. Filled by
    /// [`crate::AnyGame::view`]; empty for pictures that are not of a game.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub alt: String,
    /// The last action as the game's record words it (notation, never translated): what the
    /// description says last, kept so a translation can describe the picture again.
    #[serde(skip)]
    pub last: String,
}

/// The colour scheme a picture is drawn in. The renderer owns the colours; the view only says
/// which set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scheme {
    /// The house colours.
    #[default]
    Standard,
    /// No red/green pairs: highlights, health bars and good/bad tones in blue, yellow and
    /// orange, which the common colour-vision deficiencies tell apart.
    ColourBlind,
}

impl Scheme {
    /// Whether this is the default scheme.
    pub fn is_standard(&self) -> bool {
        *self == Scheme::Standard
    }
}

/// One board: a grid of squares with what stands on them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardPlane {
    /// Label drawn over the board ("Earth"); `None` for single-board variants.
    pub label: Option<String>,
    /// The label as catalogue data (see [`Said`]).
    #[serde(skip)]
    pub label_said: Option<Said>,
    /// Files and ranks.
    pub size: BoardSize,
    /// Background tint of the whole plane (Heaven light, Hell dark); `None` for the default.
    pub theme: PlaneTheme,
    /// The squares that have something to draw: pieces, items, highlights. Others are empty.
    pub cells: Vec<Cell>,
    /// Arrows drawn over the board (last moves, paths).
    pub arrows: Vec<Arrow>,
}

impl BoardPlane {
    /// An empty plane of `size` with the default theme and no label.
    pub fn new(size: BoardSize) -> Self {
        BoardPlane {
            label: None,
            label_said: None,
            size,
            theme: PlaneTheme::Classic,
            cells: Vec::new(),
            arrows: Vec::new(),
        }
    }

    /// The cell for `square`, created empty if absent.
    pub fn cell_mut(&mut self, square: Square) -> &mut Cell {
        if let Some(i) = self.cells.iter().position(|c| c.square == square) {
            &mut self.cells[i]
        } else {
            self.cells.push(Cell::new(square));
            self.cells.last_mut().expect("just pushed")
        }
    }

    /// Puts `piece` on `square`.
    pub fn put(&mut self, square: Square, piece: PieceGlyph) {
        self.cell_mut(square).piece = Some(piece);
    }

    /// Adds `highlight` to `square`.
    pub fn highlight(&mut self, square: Square, highlight: Highlight) {
        self.cell_mut(square).highlights.push(highlight);
    }
}

/// Colour scheme of a board's squares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaneTheme {
    /// Ordinary brown/cream board.
    #[default]
    Classic,
    /// Pale blue/white (Heaven).
    Heaven,
    /// Dark red/grey (Hell).
    Hell,
    /// Green/cream (battlefield).
    Field,
}

/// What one square shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Cell {
    /// Which square.
    pub square: Square,
    /// The piece standing there, if any.
    pub piece: Option<PieceGlyph>,
    /// Items lying on the square (coins, fire, ice, orbs), drawn small in the corners.
    pub items: Vec<Item>,
    /// Small labelled badges on the piece (statuses, charges, souls).
    pub badges: Vec<Badge>,
    /// A health bar under the piece: (current, maximum).
    pub hp: Option<(i32, i32)>,
    /// Square highlights (last move, check, selection).
    pub highlights: Vec<Highlight>,
}

impl Cell {
    /// An empty cell on `square`.
    pub fn new(square: Square) -> Self {
        Cell {
            square,
            piece: None,
            items: Vec::new(),
            badges: Vec::new(),
            hp: None,
            highlights: Vec::new(),
        }
    }
}

/// A piece as drawn: a glyph (a chess symbol like "♞", or letters like "c" or "H") in a colour.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceGlyph {
    /// Text drawn for the piece: one chess glyph, a letter, or a short symbol.
    pub glyph: String,
    /// Whose colour it is drawn in.
    pub ink: Ink,
    /// Draw the glyph turned 180 degrees (Black's letters in It is what it is).
    pub upside_down: bool,
    /// Drawn across this many files and ranks from its square (Increased Size); (1, 1) normally.
    /// The cell's square is the footprint's lowest file and rank.
    pub span: (u8, u8),
    /// A faded look: a lifeless body, a ghost, a piece that cannot act.
    pub faded: bool,
    /// What the piece is called in the variant ("Lord", "Suicide Bomber", "h"), for the
    /// picture's description; the glyph is used where it is empty.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The name as catalogue data (see [`Said`]).
    #[serde(skip)]
    pub name_said: Option<Said>,
}

impl PieceGlyph {
    /// A normal one-square piece.
    pub fn new(glyph: impl Into<String>, ink: Ink) -> Self {
        PieceGlyph {
            glyph: glyph.into(),
            ink,
            upside_down: false,
            span: (1, 1),
            faded: false,
            name: String::new(),
            name_said: None,
        }
    }

    /// The same piece with its name in the variant (see [`PieceGlyph::name`]).
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The same piece with its name as catalogue data too (see [`Said`]).
    pub fn said(mut self, said: Said) -> Self {
        self.name_said = Some(said);
        self
    }

    /// Its name, or its glyph where it has none.
    pub fn spoken(&self) -> &str {
        if self.name.is_empty() {
            &self.glyph
        } else {
            &self.name
        }
    }

    /// The standard chess glyph for `kind` in `side`'s colour.
    ///
    /// The renderer draws white pieces as the filled glyph in white with a dark outline, so the
    /// black (filled) symbols are used for both sides.
    pub fn chess(kind: ChessGlyph, side: Side) -> Self {
        PieceGlyph::new(kind.symbol(), Ink::of(side))
    }
}

/// The six standard chess shapes, drawn with their Unicode symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChessGlyph {
    /// ♚
    King,
    /// ♛
    Queen,
    /// ♜
    Rook,
    /// ♝
    Bishop,
    /// ♞
    Knight,
    /// ♟
    Pawn,
}

impl ChessGlyph {
    /// The filled Unicode symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            ChessGlyph::King => "♚",
            ChessGlyph::Queen => "♛",
            ChessGlyph::Rook => "♜",
            ChessGlyph::Bishop => "♝",
            ChessGlyph::Knight => "♞",
            ChessGlyph::Pawn => "♟",
        }
    }
}

/// Colour of a piece or badge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ink {
    /// White's pieces.
    White,
    /// Black's pieces.
    Black,
    /// Neither side's (Heaven and Hell's Imp and Angel, Oracle's colourless souls).
    Neutral,
}

impl Ink {
    /// The ink of `side`.
    pub fn of(side: Side) -> Ink {
        match side {
            Side::White => Ink::White,
            Side::Black => Ink::Black,
        }
    }
}

/// Something lying on a square, drawn small.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Item {
    /// What kind of item (decides the symbol and colour).
    pub kind: ItemKind,
    /// A count shown beside it (coin stacks); `None` for none.
    pub count: Option<u32>,
}

/// Kinds of item the renderer knows how to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ItemKind {
    /// A coin (gold disc).
    Coin,
    /// Fire (orange).
    Fire,
    /// Ice (pale blue).
    Ice,
    /// A chaos orb (purple).
    ChaosOrb,
    /// A Secret Trap: only ever in its owner's private view, or once revealed.
    Trap,
}

/// A small label on a piece: a status, a charge count, a soul.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Badge {
    /// Short text: "2", "☠", "XP", "Hr".
    pub text: String,
    /// Badge colour.
    pub tone: Tone,
}

impl Badge {
    /// A badge with `text` in `tone`.
    pub fn new(text: impl Into<String>, tone: Tone) -> Self {
        Badge {
            text: text.into(),
            tone,
        }
    }
}

/// Named colours for badges and panel lines; the renderer owns the actual palette.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tone {
    /// Default text colour.
    #[default]
    Plain,
    /// Good news / ally (green).
    Good,
    /// Danger, damage, check (red).
    Bad,
    /// Information (blue).
    Info,
    /// Attention (amber).
    Warn,
    /// Magic / special (purple).
    Magic,
    /// Dim, secondary text (grey).
    Muted,
}

/// Highlights on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Highlight {
    /// Where the last move started.
    LastFrom,
    /// Where the last move ended.
    LastTo,
    /// A king (or Lord) in check.
    Check,
    /// A square of interest (legal destinations in a rules picture, a selected piece).
    Target,
    /// Something bad happened here (collision, explosion, trap).
    Danger,
}

/// An arrow over a board, for a move or a path.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Arrow {
    /// The squares the arrow passes through, in order (two for a plain move, more for bent paths).
    pub path: Vec<Square>,
    /// Whose move it was (decides the colour); `Neutral` for neither.
    pub ink: Ink,
    /// A dashed look, for a move that did not happen (void, cancelled).
    pub dashed: bool,
}

/// A labelled row of pieces beside the boards.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tray {
    /// Title ("White's earth", "Underworld").
    pub title: String,
    /// The title as catalogue data (see [`Said`]).
    #[serde(skip)]
    pub title_said: Option<Said>,
    /// The pieces, drawn small, with an optional count each.
    pub pieces: Vec<(PieceGlyph, u32)>,
}

/// One line of the side panel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PanelLine {
    /// The text.
    pub text: String,
    /// Its colour.
    pub tone: Tone,
    /// Drawn larger and bold (headings, the result).
    pub strong: bool,
    /// The text as catalogue data (see [`Said`]), where it has words to translate.
    #[serde(skip)]
    pub said: Option<Said>,
}

impl PanelLine {
    /// A plain line.
    pub fn plain(text: impl Into<String>) -> Self {
        PanelLine {
            text: text.into(),
            tone: Tone::Plain,
            strong: false,
            said: None,
        }
    }

    /// A bold line.
    pub fn strong(text: impl Into<String>) -> Self {
        PanelLine {
            text: text.into(),
            tone: Tone::Plain,
            strong: true,
            said: None,
        }
    }

    /// A line in `tone`.
    pub fn toned(text: impl Into<String>, tone: Tone) -> Self {
        PanelLine {
            text: text.into(),
            tone,
            strong: false,
            said: None,
        }
    }

    /// The bold "White to move".
    pub fn to_move(side: Side) -> Self {
        PanelLine::strong(format!("{side} to move"))
            .said(Said::new("pic-to-move").with("side", side))
    }

    /// A finished game's result, bold: "White wins: checkmate".
    pub fn result(outcome: &crate::Outcome) -> Self {
        PanelLine::strong(outcome.to_string())
            .said(Said::new("pic-result").with("result", outcome.clone()))
    }

    /// A muted "Turn 7".
    pub fn turn(turn: impl Into<i64> + std::fmt::Display) -> Self {
        PanelLine::toned(format!("Turn {turn}"), Tone::Muted)
            .said(Said::new("pic-turn").with("turn", turn.into()))
    }

    /// The same line with its text as catalogue data too (see [`Said`]).
    pub fn said(mut self, said: Said) -> Self {
        self.said = Some(said);
        self
    }
}

/// A picture key: symbols with their names, for a rules page (`/rules`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Legend {
    /// Title over the picture.
    pub title: String,
    /// The title as catalogue data (see [`Said`]).
    #[serde(skip)]
    pub title_said: Option<Said>,
    /// The symbols, in reading order.
    pub entries: Vec<LegendEntry>,
}

/// One symbol of a [`Legend`]: a piece or items, drawn on a square exactly as on the board, and
/// its name beside it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LegendEntry {
    /// The piece shown, if any.
    pub piece: Option<PieceGlyph>,
    /// The items shown (usually one).
    pub items: Vec<Item>,
    /// The name beside it: "Suicide Bomber", "Fire".
    pub name: String,
    /// The name as catalogue data (see [`Said`]).
    #[serde(skip)]
    pub name_said: Option<Said>,
}

impl LegendEntry {
    /// An entry showing `piece`.
    pub fn piece(piece: PieceGlyph, name: impl Into<String>) -> Self {
        LegendEntry {
            piece: Some(piece),
            items: Vec::new(),
            name: name.into(),
            name_said: None,
        }
    }

    /// An entry showing `item`.
    pub fn item(item: Item, name: impl Into<String>) -> Self {
        LegendEntry {
            piece: None,
            items: vec![item],
            name: name.into(),
            name_said: None,
        }
    }

    /// The same entry with its name as catalogue data too (see [`Said`]).
    pub fn said(mut self, said: Said) -> Self {
        self.name_said = Some(said);
        self
    }
}

/// The longest description Discord keeps for an attachment (its alt text).
pub const MAX_ALT: usize = 1024;

impl BoardView {
    /// The picture in words, for a screen reader: the title, the panel (players, whose turn,
    /// counters, result), the `last` action if any, then every piece by square, side by side,
    /// and what lies on the squares; at most [`MAX_ALT`] characters. English; see
    /// [`BoardView::describe_in`].
    pub fn describe(&self, last: Option<&str>) -> String {
        self.describe_in(&English, last)
    }

    /// [`BoardView::describe`] with `speech`'s few words of its own, and the view's own words
    /// as they stand (a translated view is described in its language).
    pub fn describe_in(&self, speech: &dyn Speech, last: Option<&str>) -> String {
        let mut parts = vec![self.title.clone()];
        parts.extend(
            self.panel
                .iter()
                .map(|l| l.text.trim().to_owned())
                .filter(|t| !t.is_empty()),
        );
        // (Unless the panel says it already.)
        let said = self.panel.iter().any(|l| match &l.said {
            Some(said) => said.key.ends_with("-last"),
            None => l.text.trim_start().to_lowercase().starts_with("last"),
        });
        if let Some(last) = last.filter(|l| !l.trim().is_empty() && !said) {
            parts.push(speech.last(last.trim()));
        }
        for (ink, side) in [
            (Ink::White, Some(Side::White)),
            (Ink::Black, Some(Side::Black)),
            (Ink::Neutral, None),
        ] {
            let pieces = self.pieces_of(speech, ink);
            if !pieces.is_empty() {
                parts.push(speech.pieces(side, &pieces.join(", ")));
            }
        }
        let items = self.items(speech);
        if !items.is_empty() {
            parts.push(speech.on_squares(&items.join(", ")));
        }
        for tray in &self.trays {
            let pieces: Vec<String> = tray
                .pieces
                .iter()
                .map(|(p, n)| match n {
                    0 | 1 => p.spoken().to_owned(),
                    n => format!("{} ×{n}", p.spoken()),
                })
                .collect();
            if !pieces.is_empty() {
                parts.push(format!("{}: {}", tray.title, pieces.join(", ")));
            }
        }
        let text: Vec<String> = parts
            .into_iter()
            .map(|p| p.trim_end_matches('.').to_owned())
            .filter(|p| !p.is_empty())
            .collect();
        clip(&(text.join(". ") + "."), MAX_ALT)
    }

    /// "King e1" for each piece in `ink`, board by board ("Earth e1" on labelled boards), with
    /// its health where it is wounded ("Rook a1 12/40 HP").
    fn pieces_of(&self, speech: &dyn Speech, ink: Ink) -> Vec<String> {
        let mut out = Vec::new();
        for board in &self.boards {
            for cell in &board.cells {
                if let Some(p) = cell.piece.as_ref().filter(|p| p.ink == ink) {
                    let mut said = format!("{} {}", p.spoken(), where_on(board, cell.square));
                    if let Some((hp, max)) = cell.hp.filter(|(hp, max)| hp < max) {
                        said.push(' ');
                        said.push_str(&speech.health(hp, max));
                    }
                    out.push(said);
                }
            }
        }
        out
    }

    /// "fire on c4", "coins 2 on E:b6": the items lying on the squares.
    fn items(&self, speech: &dyn Speech) -> Vec<String> {
        let mut out = Vec::new();
        for board in &self.boards {
            for cell in &board.cells {
                for item in &cell.items {
                    let at = where_on(board, cell.square);
                    out.push(speech.item(item.kind, item.count, &at));
                }
            }
        }
        out
    }
}

/// `square` as a player names it: with the board's label first on a labelled board.
fn where_on(board: &BoardPlane, square: Square) -> String {
    match &board.label {
        Some(label) => format!("{label} {square}"),
        None => square.to_string(),
    }
}

/// `text` cut to at most `max` characters at a word, ending with "…" when cut.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    if let Some(space) = cut.rfind(' ') {
        cut.truncate(space);
    }
    cut.push('…');
    cut
}
