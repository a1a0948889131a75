//! Hand-built example views, shaped like the variants' pictures: used by the `samples` example
//! (which writes `docs/images/`), the benchmarks and the tests. They are drawing fixtures, not
//! game positions: nothing here knows a rule.

use rules::geometry::{BoardSize, Square};
use rules::view::{
    Arrow, Badge, BoardPlane, BoardView, ChessGlyph, Highlight, Ink, Item, ItemKind, PanelLine,
    PieceGlyph, PlaneTheme, Tone, Tray,
};
use rules::Side;

fn sq(name: &str, size: BoardSize) -> Square {
    Square::parse(name, size).expect("sample squares are on the board")
}

/// A 5x5 Apocalypse-like position: knights and pawns, both moves as arrows, a collision, a panel.
pub fn apocalypse() -> BoardView {
    let size = BoardSize::FIVE;
    let mut b = BoardPlane::new(size);
    let s = |n| sq(n, size);
    for (n, f) in ["a5", "e5"].iter().zip(["b5", "d5"]) {
        b.put(s(n), PieceGlyph::chess(ChessGlyph::Knight, Side::Black));
        b.put(s(f), PieceGlyph::chess(ChessGlyph::Knight, Side::Black));
    }
    for f in ["a4", "c4", "d4", "e4"] {
        b.put(s(f), PieceGlyph::chess(ChessGlyph::Pawn, Side::Black));
    }
    for n in ["a1", "b1", "d1", "e1"] {
        b.put(s(n), PieceGlyph::chess(ChessGlyph::Knight, Side::White));
    }
    for f in ["a2", "b2", "c2", "e2"] {
        b.put(s(f), PieceGlyph::chess(ChessGlyph::Pawn, Side::White));
    }
    b.put(s("c3"), PieceGlyph::chess(ChessGlyph::Pawn, Side::White));
    b.highlight(s("d2"), Highlight::LastFrom);
    b.highlight(s("c3"), Highlight::LastTo);
    b.highlight(s("b4"), Highlight::LastFrom);
    b.highlight(s("c3"), Highlight::Danger);
    b.highlight(s("b5"), Highlight::LastFrom);
    b.highlight(s("c3"), Highlight::Target);
    b.arrows.push(Arrow {
        path: vec![s("d2"), s("c3")],
        ink: Ink::White,
        dashed: false,
    });
    b.arrows.push(Arrow {
        path: vec![s("b5"), s("b4"), s("c3")],
        ink: Ink::Black,
        dashed: true,
    });
    BoardView {
        title: "Apocalypse".into(),
        bottom: Side::White,
        boards: vec![b],
        trays: vec![],
        panel: vec![
            PanelLine::strong("Turn 7"),
            PanelLine::plain("White: Alice (2 penalty points)"),
            PanelLine::plain("Black: Bob (1 penalty point)"),
            PanelLine::toned("Both aimed at c3: White's pawn took the square.", Tone::Bad),
            PanelLine::toned("Black's knight move b5-c3 was void (dashed).", Tone::Muted),
            PanelLine::toned(
                "Waiting for both players' secret moves (DM the bot).",
                Tone::Info,
            ),
        ],
        ..BoardView::default()
    }
}

/// An 8x8 Battlefield-like position: letter pieces, HP bars, badges, check, a promotion tray.
pub fn battlefield() -> BoardView {
    let size = BoardSize::CHESS;
    let mut b = BoardPlane::new(size);
    b.theme = PlaneTheme::Field;
    let s = |n| sq(n, size);
    let back = [
        ChessGlyph::Rook,
        ChessGlyph::Knight,
        ChessGlyph::Bishop,
        ChessGlyph::Queen,
        ChessGlyph::King,
        ChessGlyph::Bishop,
        ChessGlyph::Knight,
        ChessGlyph::Rook,
    ];
    let hp = [
        (38, 40),
        (29, 31),
        (26, 26),
        (33, 35),
        (40, 40),
        (12, 26),
        (31, 31),
        (40, 40),
    ];
    for f in 0..8u8 {
        for (side, rank, pawn_rank) in [(Side::White, 0, 1), (Side::Black, 7, 6)] {
            if (side, f) == (Side::Black, 5) || (side, f) == (Side::White, 3) {
                continue;
            }
            let c = b.cell_mut(Square::new(f, rank));
            c.piece = Some(PieceGlyph::chess(back[f as usize], side));
            c.hp = Some(hp[f as usize]);
            let pc = b.cell_mut(Square::new(f, pawn_rank));
            pc.piece = Some(PieceGlyph::chess(ChessGlyph::Pawn, side));
            pc.hp = Some((22 - (f as i32 * 3) % 17, 22));
        }
    }
    let q = b.cell_mut(s("f6"));
    q.piece = Some(PieceGlyph::chess(ChessGlyph::Queen, Side::White));
    q.hp = Some((8, 35));
    q.badges = vec![Badge::new("2", Tone::Info), Badge::new("☠", Tone::Bad)];
    q.highlights.push(Highlight::LastTo);
    b.highlight(s("d1"), Highlight::LastFrom);
    let k = b.cell_mut(s("e8"));
    k.highlights.push(Highlight::Check);
    k.badges = vec![Badge::new("XP", Tone::Magic)];
    let d = b.cell_mut(s("c6"));
    d.piece = Some(PieceGlyph::new("D", Ink::Black));
    d.hp = Some((30, 34));
    d.badges = vec![
        Badge::new("Hr", Tone::Good),
        Badge::new("+2", Tone::Warn),
        Badge::new("1", Tone::Muted),
    ];
    for t in ["e7", "g7", "f7", "d7"] {
        b.highlight(s(t), Highlight::Target);
    }
    b.highlight(s("g5"), Highlight::Target);
    b.arrows.push(Arrow {
        path: vec![s("d1"), s("d3"), s("f5"), s("f6")],
        ink: Ink::White,
        dashed: false,
    });
    BoardView {
        title: "Battlefield Chess".into(),
        bottom: Side::White,
        boards: vec![b],
        trays: vec![Tray {
            title: "Fallen".into(),
            title_said: None,
            pieces: vec![
                (PieceGlyph::chess(ChessGlyph::Bishop, Side::Black), 1),
                (PieceGlyph::chess(ChessGlyph::Pawn, Side::White), 3),
            ],
        }],
        panel: vec![
            PanelLine::strong("Black to move"),
            PanelLine::toned("Check! The king on e8 is attacked by the queen.", Tone::Bad),
            PanelLine::plain("Queen f6: 8/35 HP, ATK 30, DEF 8"),
            PanelLine::toned("Charge: Miracle ready", Tone::Magic),
            PanelLine::toned("Forecast d7xf6: 14 damage, queen falls.", Tone::Warn),
        ],
        ..BoardView::default()
    }
}

/// Three 8x8 planes (Heaven, Earth, Hell) with items, neutral pieces and trays.
pub fn heaven_and_hell() -> BoardView {
    let size = BoardSize::CHESS;
    let s = |n| sq(n, size);
    let mut heaven = BoardPlane::new(size);
    heaven.label = Some("Heaven".into());
    heaven.theme = PlaneTheme::Heaven;
    heaven.put(s("d4"), PieceGlyph::new("☺", Ink::Neutral));
    heaven.put(s("e5"), PieceGlyph::chess(ChessGlyph::Bishop, Side::White));
    heaven.cell_mut(s("c6")).items.push(Item {
        kind: ItemKind::Coin,
        count: Some(3),
    });
    heaven.cell_mut(s("f2")).items.push(Item {
        kind: ItemKind::Ice,
        count: None,
    });

    let mut earth = BoardPlane::new(size);
    earth.label = Some("Earth".into());
    let back = [
        ChessGlyph::Rook,
        ChessGlyph::Knight,
        ChessGlyph::Bishop,
        ChessGlyph::Queen,
        ChessGlyph::King,
        ChessGlyph::Bishop,
        ChessGlyph::Knight,
        ChessGlyph::Rook,
    ];
    for f in 0..8u8 {
        earth.put(
            Square::new(f, 0),
            PieceGlyph::chess(back[f as usize], Side::White),
        );
        earth.put(
            Square::new(f, 7),
            PieceGlyph::chess(back[f as usize], Side::Black),
        );
        if f != 4 {
            earth.put(
                Square::new(f, 1),
                PieceGlyph::chess(ChessGlyph::Pawn, Side::White),
            );
        }
        if f != 3 {
            earth.put(
                Square::new(f, 6),
                PieceGlyph::chess(ChessGlyph::Pawn, Side::Black),
            );
        }
    }
    earth.put(s("e4"), PieceGlyph::chess(ChessGlyph::Pawn, Side::White));
    earth.put(s("d5"), PieceGlyph::chess(ChessGlyph::Pawn, Side::Black));
    earth.highlight(s("d7"), Highlight::LastFrom);
    earth.highlight(s("d5"), Highlight::LastTo);
    let c = earth.cell_mut(s("e4"));
    c.items.push(Item {
        kind: ItemKind::Fire,
        count: None,
    });
    c.items.push(Item {
        kind: ItemKind::ChaosOrb,
        count: Some(2),
    });
    earth.cell_mut(s("h3")).items.push(Item {
        kind: ItemKind::Trap,
        count: None,
    });
    earth.arrows.push(Arrow {
        path: vec![s("d7"), s("d5")],
        ink: Ink::Black,
        dashed: false,
    });

    let mut hell = BoardPlane::new(size);
    hell.label = Some("Hell".into());
    hell.theme = PlaneTheme::Hell;
    hell.put(s("e4"), PieceGlyph::new("♥", Ink::Neutral));
    let mut ghost = PieceGlyph::chess(ChessGlyph::Knight, Side::Black);
    ghost.faded = true;
    hell.put(s("c3"), ghost);
    hell.put(s("f6"), PieceGlyph::chess(ChessGlyph::Rook, Side::White));
    hell.put(s("d6"), PieceGlyph::chess(ChessGlyph::Queen, Side::Black));
    hell.put(s("b5"), PieceGlyph::new("I", Ink::Neutral));
    hell.cell_mut(s("g2")).items.push(Item {
        kind: ItemKind::Coin,
        count: Some(12),
    });
    hell.highlight(s("b7"), Highlight::Danger);

    BoardView {
        title: "Heaven and Hell".into(),
        bottom: Side::White,
        boards: vec![heaven, earth, hell],
        trays: vec![
            Tray {
                title: "Underworld".into(),
                title_said: None,
                pieces: vec![
                    (PieceGlyph::chess(ChessGlyph::Knight, Side::White), 1),
                    (PieceGlyph::chess(ChessGlyph::Pawn, Side::Black), 2),
                ],
            },
            Tray {
                title: "White's coins".into(),
                title_said: None,
                pieces: vec![(PieceGlyph::new("☮", Ink::Neutral), 5)],
            },
        ],
        panel: vec![
            PanelLine::strong("White to move"),
            PanelLine::plain("Coins: White 5, Black 3"),
            PanelLine::toned("Hell's gate opens in 2 turns", Tone::Warn),
            PanelLine::toned("Chaos orb on e4 (2 charges)", Tone::Magic),
        ],
        ..BoardView::default()
    }
}

/// "It is what it is": letter pieces, Black's turned upside down, seen from Black's side, with
/// a piece of Increased Size spanning 2x2 squares.
pub fn letters() -> BoardView {
    let size = BoardSize::CHESS;
    let s = |n| sq(n, size);
    let mut b = BoardPlane::new(size);
    let row = ["c", "C", "h", "e", "H", "s", "S", "c"];
    for f in 0..8u8 {
        b.put(
            Square::new(f, 0),
            PieceGlyph::new(row[f as usize], Ink::White),
        );
        let mut black = PieceGlyph::new(row[f as usize], Ink::Black);
        black.upside_down = true;
        b.put(Square::new(f, 7), black);
    }
    let mut big = PieceGlyph::new("♛", Ink::White);
    big.span = (2, 2);
    b.put(s("d4"), big);
    let mut big_black = PieceGlyph::new("H", Ink::Black);
    big_black.span = (2, 2);
    big_black.upside_down = true;
    b.put(s("b6"), big_black);
    b.put(s("g3"), PieceGlyph::new("☺", Ink::Neutral));
    b.put(s("g6"), PieceGlyph::new("♚", Ink::Black));
    b.highlight(s("d2"), Highlight::LastFrom);
    b.highlight(s("d4"), Highlight::LastTo);
    BoardView {
        title: "It is what it is".into(),
        bottom: Side::Black,
        boards: vec![b],
        trays: vec![],
        panel: vec![
            PanelLine::strong("Your view (Black)"),
            PanelLine::plain("White's queen grew: Increased Size"),
            PanelLine::toned("Your turn", Tone::Good),
        ],
        ..BoardView::default()
    }
}

/// The standard chess start position after 1. e4, seen from White, with the last move
/// highlighted and nothing else (no title, panel or arrow): the picture lichess's board-image
/// server draws, so the benchmark compares like with like.
pub fn start_position() -> BoardView {
    let size = BoardSize::CHESS;
    let mut b = BoardPlane::new(size);
    let back = [
        ChessGlyph::Rook,
        ChessGlyph::Knight,
        ChessGlyph::Bishop,
        ChessGlyph::Queen,
        ChessGlyph::King,
        ChessGlyph::Bishop,
        ChessGlyph::Knight,
        ChessGlyph::Rook,
    ];
    for f in 0..8u8 {
        b.put(
            Square::new(f, 0),
            PieceGlyph::chess(back[f as usize], Side::White),
        );
        b.put(
            Square::new(f, 7),
            PieceGlyph::chess(back[f as usize], Side::Black),
        );
        b.put(
            Square::new(f, 6),
            PieceGlyph::chess(ChessGlyph::Pawn, Side::Black),
        );
        if f != 4 {
            b.put(
                Square::new(f, 1),
                PieceGlyph::chess(ChessGlyph::Pawn, Side::White),
            );
        }
    }
    b.put(
        sq("e4", size),
        PieceGlyph::chess(ChessGlyph::Pawn, Side::White),
    );
    b.highlight(sq("e2", size), Highlight::LastFrom);
    b.highlight(sq("e4", size), Highlight::LastTo);
    BoardView {
        title: String::new(),
        bottom: Side::White,
        boards: vec![b],
        trays: vec![],
        panel: vec![],
        ..BoardView::default()
    }
}

/// A real game of `variant` after up to `plies` random legal actions (fixed seeds, so the
/// same position every time), as `viewer` sees it: the "typical mid-game frame" of the
/// benchmarks and the README pictures. Stops early if the game ends.
pub fn midgame(variant: rules::VariantId, plies: usize, viewer: rules::Viewer) -> BoardView {
    use rules::{AnyGame, Rng, ToAct};
    let mut game = AnyGame::new(variant, 7).expect("every variant is playable");
    let mut rng = Rng::new(11);
    let mut played = 0;
    while played < plies {
        let sides = match game.to_act() {
            ToAct::Side(s) | ToAct::Decision { side: s, .. } => vec![s],
            ToAct::Simultaneous(sides) => sides,
            ToAct::Over => break,
        };
        for side in sides {
            let legal = game.legal(side);
            if let Some(choice) = rng.pick(&legal) {
                let text = choice.notation.clone();
                game.play_text(side, &text).expect("legal actions play");
            }
            played += 1;
        }
    }
    game.view(viewer)
}

/// The channel's pictures of a whole game of `variant`, drawn from White: the start, then the
/// public view after each of up to `actions` random legal actions (fixed seeds; a simultaneous
/// turn, both sides' moves, counts as one and is shown once resolved), as a replay shows them.
/// The games of the animation benchmarks and tests.
pub fn game_views(variant: rules::VariantId, actions: usize) -> Vec<BoardView> {
    // Random games of some variants end early: the first of a few seeded games that lasts the
    // length asked for, else the longest.
    let mut longest = Vec::new();
    for seed in 11..51 {
        let views = one_game_views(variant, actions, seed);
        if views.len() > actions {
            return views;
        }
        if views.len() > longest.len() {
            longest = views;
        }
    }
    longest
}

/// [`game_views`] of the game its random actions from `seed` make.
fn one_game_views(variant: rules::VariantId, actions: usize, seed: u64) -> Vec<BoardView> {
    use rules::{AnyGame, Rng, Side, ToAct, Viewer};
    let mut game = AnyGame::new(variant, 7).expect("every variant is playable");
    let mut rng = Rng::new(seed);
    let from_white = Viewer::PublicFrom(Side::White);
    let mut views = vec![game.view(from_white)];
    let mut played = 0;
    while played < actions {
        let sides = match game.to_act() {
            ToAct::Side(s) | ToAct::Decision { side: s, .. } => vec![s],
            ToAct::Simultaneous(sides) => sides,
            ToAct::Over => break,
        };
        for side in sides {
            let legal = game.legal(side);
            if let Some(choice) = rng.pick(&legal) {
                let text = choice.notation.clone();
                game.play_text(side, &text).expect("legal actions play");
            }
        }
        played += 1;
        views.push(game.view(from_white));
    }
    views
}

/// Plies played before the "typical mid-game frame" of the benchmarks and the README.
pub const MIDGAME_PLIES: usize = 24;

/// The README's pictures, by file name in `docs/images/`: every variant's mid-game frame as the
/// channel sees it and from Black's side, and the Heaven and Hell legend. Written by the
/// `variants` example; a test checks the committed files are current.
pub fn readme_pictures() -> Vec<(String, Vec<u8>)> {
    use rules::{Side, VariantId, Viewer};
    let mut out = Vec::new();
    for variant in VariantId::ALL {
        for (suffix, viewer) in [
            ("", Viewer::Public),
            ("-black", Viewer::Player(Side::Black)),
        ] {
            let view = midgame(variant, MIDGAME_PLIES, viewer);
            out.push((
                format!("{}{suffix}.png", variant.id()),
                crate::render_png(&view),
            ));
        }
    }
    let legend = crate::render_legend_png(&rules::heaven_hell::legend());
    out.push(("heaven-and-hell-legend.png".to_owned(), legend));
    out
}
