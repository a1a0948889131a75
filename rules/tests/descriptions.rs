//! Every board picture carries a description for screen readers (its alt text): the variant,
//! whose turn, the last action and every piece by square, in the variant's own names, within
//! Discord's 1,024 characters, and never more than the view it describes shows.

use rules::view::MAX_ALT;
use rules::{AnyGame, Side, VariantId, Viewer};

/// Plays the first legal action of whoever is to act, `n` times.
fn played(variant: VariantId, n: usize) -> AnyGame {
    let mut game = AnyGame::new(variant, 7).unwrap();
    for _ in 0..n {
        let Some(side) = game.to_act().sides().first().copied() else {
            break;
        };
        let first = game.legal(side).remove(0);
        game.play_text(side, &first.notation).unwrap();
    }
    game
}

#[test]
fn the_start_is_described_with_the_variants_own_names() {
    for (variant, names) in [
        (VariantId::Apocalypse, &["horseman a1", "footman b1"][..]),
        (VariantId::HeavenAndHell, &["King Earth e1"][..]),
        (VariantId::Battlefield, &["King e1", "Archer a2"][..]),
        (VariantId::Oracle, &["Lord e1", "Priestess d1"][..]),
        (VariantId::ItIsWhatItIs, &["Heart", "Peace Sign"][..]),
    ] {
        let game = AnyGame::new(variant, 1).unwrap();
        let alt = game.view(Viewer::Public).alt;
        assert!(alt.starts_with(variant.title()), "{variant}: {alt}");
        assert!(alt.contains("White: ") && alt.contains("Black: "), "{alt}");
        for name in names {
            assert!(alt.contains(name), "{variant}: `{name}` in {alt}");
        }
        assert!(alt.chars().count() <= MAX_ALT, "{variant}: {}", alt.len());
    }
}

#[test]
fn the_last_action_and_whose_turn_are_said() {
    for variant in VariantId::ALL {
        let game = played(variant, 4);
        let view = game.view(Viewer::Public);
        // The last action: the variant's own panel line, or the record's last line.
        let last = game.history().last().cloned().unwrap();
        assert!(
            view.alt.contains(&format!("Last: {}", last.trim()))
                || view.panel.iter().any(|l| l.text.starts_with("Last"))
                || view.alt.ends_with('…'),
            "{variant}: {}",
            view.alt
        );
        assert_eq!(
            view.alt.matches("Last").count(),
            1,
            "{variant}: said once: {}",
            view.alt
        );
        // The panel says whose turn it is, and the description reads the panel.
        for line in view.panel.iter().take(2) {
            assert!(
                view.alt.contains(line.text.trim().trim_end_matches('.')),
                "{variant}: {}",
                view.alt
            );
        }
    }
}

#[test]
fn a_long_description_is_cut_at_a_word_within_the_limit() {
    let game = played(VariantId::HeavenAndHell, 30);
    for viewer in [Viewer::Public, Viewer::Player(Side::White)] {
        let alt = game.view(viewer).alt;
        assert!(alt.chars().count() <= MAX_ALT, "{}", alt.chars().count());
        assert!(alt.ends_with('.') || alt.ends_with('…'), "{alt}");
    }
}

#[test]
fn the_description_shows_no_more_than_the_picture() {
    // A Secret Trap lies on a square only its owner sees: the public description never says it.
    let text = "heaven-and-hell 1\npiece E e1 white king\npiece E e8 black king\ntrap E d5 white\n";
    let game = AnyGame::from_position(VariantId::HeavenAndHell, text, 1).unwrap();
    assert!(!game.view(Viewer::Public).alt.contains("Trap"));
    assert!(!game.view(Viewer::Player(Side::Black)).alt.contains("Trap"));
    assert!(game
        .view(Viewer::Player(Side::White))
        .alt
        .contains("your Secret Trap on Earth d5"));
}
