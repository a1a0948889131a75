//! The words drawn into a picture, in the reader's language. The rules word every
//! [`BoardView`] in English and keep each text's message beside it ([`Said`]: a key of
//! `locales/<lang>/pictures.ftl`, or a glossary term `term-<id>`); [`translate_view`] words the
//! title, the panel, the trays, the boards' labels and the pieces' names again in `lang`, and
//! describes the picture again for its alt text. Notation (squares, moves, a turn's record)
//! stays as it is. A text the rules gave no message keeps its English.
//!
//! The English catalogue words every message as the rules do; a test holds the two together
//! for sample games of every variant.

use super::reasons::{ending_words, side_key};
use super::{pseudo_if_asked, Lang, LOCALES};
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::Loader;
use rules::view::{ItemKind, Legend, Line, Said, SaidArg, Speech};
use rules::{ActionChoice, BoardView, Outcome, Side};
use std::borrow::Cow;
use std::collections::HashMap;

/// The arguments of one message, as Fluent takes them.
type Values = HashMap<Cow<'static, str>, FluentValue<'static>>;

/// `view` with its words in `lang` (English is left as the rules worded it) and its
/// description worded again in `lang`.
pub fn translate_view(lang: Lang, view: &mut BoardView) {
    if lang == Lang::En && !super::pseudo_on() {
        return;
    }
    let set = |text: &mut String, said: &Option<Said>| {
        if let Some(said) = said {
            *text = pseudo_if_asked(said_words(lang, said));
        }
    };
    set(&mut view.title, &view.title_said);
    for line in &mut view.panel {
        set(&mut line.text, &line.said);
    }
    for tray in &mut view.trays {
        set(&mut tray.title, &tray.title_said);
        for (piece, _) in &mut tray.pieces {
            if let Some(said) = &piece.name_said {
                piece.name = said_words(lang, said);
            }
        }
    }
    for board in &mut view.boards {
        if let (Some(label), Some(said)) = (&mut board.label, &board.label_said) {
            *label = pseudo_if_asked(said_words(lang, said));
        }
        for cell in &mut board.cells {
            if let Some(piece) = &mut cell.piece {
                if let Some(said) = &piece.name_said {
                    piece.name = said_words(lang, said);
                }
            }
        }
    }
    if !view.alt.is_empty() {
        view.alt = view.describe_in(&Catalogue(lang), Some(&view.last));
    }
}

/// `choices` with their labels in `lang`: the notation, then what the action does as the
/// language words it (at most 100 characters). A label the rules gave no words keeps its
/// English.
pub fn translate_choices(lang: Lang, choices: &mut [ActionChoice]) {
    if lang == Lang::En && !super::pseudo_on() {
        return;
    }
    for choice in choices {
        if let Some(said) = &choice.said {
            let words = pseudo_if_asked(said_words(lang, said));
            let label = format!("{} · {words}", choice.notation);
            choice.label = crate::text::clip(&label, MAX_LABEL);
        }
    }
}

/// The longest label Discord shows for a choice or a menu option.
const MAX_LABEL: usize = 100;

/// `legend` with its title and names in `lang`.
pub fn translate_legend(lang: Lang, legend: &mut Legend) {
    if let Some(said) = &legend.title_said {
        legend.title = pseudo_if_asked(said_words(lang, said));
    }
    for entry in &mut legend.entries {
        if let Some(said) = &entry.name_said {
            entry.name = pseudo_if_asked(said_words(lang, said));
        }
    }
}

/// The words of `said` in `lang`, as a text of their own (in the pseudo-locale when the process
/// runs in it).
pub fn said_text(lang: Lang, said: &Said) -> String {
    pseudo_if_asked(said_words(lang, said))
}

/// The words of a line of the rules in `lang`: its message's, or its English where the
/// variant words it only so.
pub fn line_text(lang: Lang, line: &Line) -> String {
    match &line.said {
        Some(said) => said_text(lang, said),
        None => line.text.trim().to_owned(),
    }
}

/// Lines of the rules in `lang`, one a line.
pub fn lines_text(lang: Lang, lines: &[Line]) -> String {
    let texts: Vec<String> = lines.iter().map(|l| line_text(lang, l)).collect();
    texts.join("\n")
}

/// A text board's lines in `lang`, one a line: a line of words in its message's words, a line
/// of the grid (notation) as it is, its spacing aligning the columns.
pub fn board_lines_text(lang: Lang, lines: &[Line]) -> String {
    let texts: Vec<String> = lines
        .iter()
        .map(|l| match &l.said {
            Some(said) => said_text(lang, said),
            None => l.text.clone(),
        })
        .collect();
    texts.join("\n")
}

/// The words of `said` in `lang` (no pseudo-locale: the caller wraps a whole text once).
pub fn said_words(lang: Lang, said: &Said) -> String {
    let mut values = Values::new();
    for (name, arg) in &said.args {
        let value: FluentValue<'static> = match arg {
            SaidArg::Number(n) => (*n).into(),
            other => arg_words(lang, other).into(),
        };
        values.insert(Cow::Owned(name.clone()), value);
        match arg {
            SaidArg::Term(id) => {
                values.insert(Cow::Owned(format!("{name}-id")), id.clone().into());
            }
            SaidArg::Said(inner) => {
                values.insert(Cow::Owned(format!("{name}-key")), inner.key.clone().into());
            }
            _ => {}
        }
    }
    LOCALES.lookup_with_args(lang.id(), &said.key, &values)
}

/// One argument in words.
fn arg_words(lang: Lang, arg: &SaidArg) -> String {
    match arg {
        SaidArg::Text(text) => text.clone(),
        SaidArg::Number(n) => n.to_string(),
        SaidArg::Side(side) => LOCALES.lookup(lang.id(), side_key(*side)),
        SaidArg::Term(id) => LOCALES.lookup(lang.id(), &format!("term-{id}")),
        SaidArg::Said(said) => said_words(lang, said),
        SaidArg::Outcome(outcome) => outcome_words(lang, outcome),
    }
}

/// "White wins: checkmate" in `lang` (the stored reason where the game kept no ending).
fn outcome_words(lang: Lang, outcome: &Outcome) -> String {
    let why = outcome.ending.as_ref().map_or_else(
        || outcome.reason.clone(),
        |ending| ending_words(lang, ending),
    );
    let mut values = Values::new();
    values.insert(Cow::Borrowed("reason"), why.into());
    match outcome.winner {
        Some(side) => {
            let side = LOCALES.lookup(lang.id(), side_key(side));
            values.insert(Cow::Borrowed("side"), side.into());
            LOCALES.lookup_with_args(lang.id(), "outcome-win", &values)
        }
        None => LOCALES.lookup_with_args(lang.id(), "outcome-draw", &values),
    }
}

/// A picture's description's own words, from the catalogue.
struct Catalogue(Lang);

impl Catalogue {
    fn say(&self, key: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
        let values: Values = args
            .iter()
            .map(|(name, value)| (Cow::Borrowed(*name), value.clone()))
            .collect();
        LOCALES.lookup_with_args(self.0.id(), key, &values)
    }
}

impl Speech for Catalogue {
    fn pieces(&self, side: Option<Side>, pieces: &str) -> String {
        let side = match side {
            Some(side) => LOCALES.lookup(self.0.id(), side_key(side)),
            None => LOCALES.lookup(self.0.id(), "pic-alt-neutral"),
        };
        self.say(
            "pic-alt-pieces",
            &[("side", side.into()), ("pieces", pieces.to_owned().into())],
        )
    }

    fn on_squares(&self, items: &str) -> String {
        self.say("pic-alt-on-squares", &[("items", items.to_owned().into())])
    }

    fn item(&self, kind: ItemKind, count: Option<u32>, at: &str) -> String {
        let key = match kind {
            ItemKind::Coin => "pic-alt-coins",
            ItemKind::Fire => "pic-alt-fire",
            ItemKind::Ice => "pic-alt-ice",
            ItemKind::ChaosOrb => "pic-alt-orb",
            ItemKind::Trap => "pic-alt-trap",
        };
        let count: FluentValue<'static> = match count {
            Some(n) => i64::from(n).into(),
            None => "none".into(),
        };
        self.say(key, &[("count", count), ("at", at.to_owned().into())])
    }

    fn health(&self, hp: i32, max: i32) -> String {
        self.say(
            "pic-alt-health",
            &[("hp", i64::from(hp).into()), ("max", i64::from(max).into())],
        )
    }

    fn last(&self, last: &str) -> String {
        self.say("pic-alt-last", &[("last", last.to_owned().into())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{AnyGame, VariantId, Viewer};

    /// Views of every variant: random games (every viewer, after every action) to their end or
    /// a limit, the piece diagrams of `/rules`.
    fn sample_views() -> Vec<BoardView> {
        samples().0
    }

    /// The views of [`sample_views`] and every action offered along the way.
    fn samples() -> (Vec<BoardView>, Vec<ActionChoice>) {
        let (views, offered, _) = samples_with_prompts();
        (views, offered)
    }

    /// [`samples`] and the prompt of every decision met, the channel's report of every action,
    /// the lines said privately and the text board's lines, in English and as data.
    fn samples_with_prompts() -> (Vec<BoardView>, Vec<ActionChoice>, Vec<(String, Said)>) {
        let mut views = Vec::new();
        let mut offered = Vec::new();
        let mut prompts = Vec::new();
        for variant in VariantId::ALL {
            for seed in 1..=4u64 {
                let mut game = AnyGame::new(variant, seed).unwrap();
                let mut pick = seed;
                for _ in 0..160 {
                    for viewer in [
                        Viewer::Public,
                        Viewer::Player(Side::White),
                        Viewer::Player(Side::Black),
                    ] {
                        views.push(game.view(viewer));
                        for line in game.text_lines(viewer) {
                            if let Some(said) = line.said {
                                prompts.push((line.text, said));
                            }
                        }
                    }
                    if let (rules::ToAct::Decision { prompt, .. }, Some(said)) =
                        (game.to_act(), game.decision_said())
                    {
                        prompts.push((prompt, said));
                    }
                    let Some(side) = game.to_act().sides().into_iter().next() else {
                        break;
                    };
                    let legal = game.legal(side);
                    offered.extend(legal.iter().cloned());
                    if legal.is_empty() {
                        break;
                    }
                    pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    let choice = &legal[(pick >> 33) as usize % legal.len()];
                    let (_, report) = game.play_text(side, &choice.notation).unwrap();
                    if let Some(said) = report.said {
                        prompts.push((report.public, said));
                    }
                    for (_, line) in report.private {
                        if let Some(said) = line.said {
                            prompts.push((line.text, said));
                        }
                    }
                }
            }
        }
        views.extend(
            rules::it_is_what_it_is::kinds()
                .map(|(k, _)| rules::it_is_what_it_is::piece_diagram(k)),
        );
        (views, offered, prompts)
    }

    #[test]
    fn the_english_catalogue_words_every_prompt_and_report_as_the_rules_do() {
        let (_, _, prompts) = samples_with_prompts();
        let keys: std::collections::BTreeSet<&str> =
            prompts.iter().map(|(_, s)| s.key.as_str()).collect();
        assert!(keys.len() > 6, "only {keys:?}");
        for (english, said) in &prompts {
            // (A menu label in a report is cut at 100 characters.)
            if english.lines().all(|line| line.chars().count() < 99) {
                assert_eq!(&said_words(Lang::En, said), english.trim());
            }
            for lang in Lang::ALL {
                let words = said_words(lang, said);
                assert!(!words.contains('{') && !words.is_empty(), "{lang}: {words}");
            }
        }
    }

    #[test]
    fn the_english_catalogue_words_battlefields_forecasts_and_piece_cards_as_the_rules_do() {
        use rules::battlefield::{Action, Battlefield};
        use rules::{Game, Square};
        let mut lines = Vec::new();
        for seed in 1..=4u64 {
            let mut game = Battlefield::new_game(seed);
            let mut pick = seed;
            for _ in 0..120 {
                for file in 0..8 {
                    for rank in 0..8 {
                        lines.extend(game.piece_card(Square::new(file, rank)).unwrap_or_default());
                    }
                }
                let side = game.to_act().sides()[0];
                let legal = game.legal_actions(side);
                for action in &legal {
                    if let Action::Move { from, to, .. } = action {
                        if let Ok(fc) = game.forecast(*from, *to) {
                            lines.extend(fc.lines());
                            lines.push(Line::new(fc.summary(), fc.summary_words().1));
                        }
                    }
                }
                if legal.is_empty() || game.outcome().is_some() {
                    break;
                }
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let action = legal[(pick >> 33) as usize % legal.len()];
                game.play(side, action).unwrap();
            }
        }
        let mut keys = std::collections::BTreeSet::new();
        for line in &lines {
            let said = line.said.as_ref().expect("every line has its message");
            assert_eq!(said_words(Lang::En, said), line.text);
            keys.insert(said.key.clone());
            for lang in Lang::ALL {
                let words = said_words(lang, said);
                assert!(!words.contains('{') && !words.is_empty(), "{lang}: {words}");
            }
        }
        assert!(keys.len() > 10, "only {keys:?}");
    }

    #[test]
    fn the_english_catalogue_words_every_action_as_the_rules_do() {
        let (_, offered) = samples();
        let mut seen = std::collections::BTreeSet::new();
        for choice in &offered {
            let Some(said) = &choice.said else { continue };
            let full = format!("{} · {}", choice.notation, said_words(Lang::En, said));
            if full.chars().count() < MAX_LABEL {
                assert_eq!(full, choice.label);
            }
            seen.insert(said.key.clone());
        }
        assert!(seen.len() > 15, "only {seen:?}");
        for lang in Lang::ALL {
            let mut choices = offered.clone();
            translate_choices(lang, &mut choices);
            for choice in &choices {
                assert!(
                    choice.label.chars().count() <= MAX_LABEL
                        && choice.label.starts_with(&choice.notation)
                        && !choice.label.contains('{'),
                    "{lang}: {}",
                    choice.label
                );
            }
        }
    }

    /// Every text of `view` that carries its message, with that message.
    fn saids(view: &BoardView) -> Vec<(String, Said)> {
        let mut out = Vec::new();
        let mut add = |text: &str, said: &Option<Said>| {
            if let Some(said) = said {
                out.push((text.to_owned(), said.clone()));
            }
        };
        add(&view.title, &view.title_said);
        for line in &view.panel {
            add(&line.text, &line.said);
        }
        for tray in &view.trays {
            add(&tray.title, &tray.title_said);
            for (piece, _) in &tray.pieces {
                add(&piece.name, &piece.name_said);
            }
        }
        for board in &view.boards {
            add(board.label.as_deref().unwrap_or(""), &board.label_said);
            for piece in board.cells.iter().filter_map(|c| c.piece.as_ref()) {
                add(&piece.name, &piece.name_said);
            }
        }
        out
    }

    #[test]
    fn the_english_catalogue_words_every_picture_as_the_rules_do() {
        let mut legend = rules::heaven_hell::legend();
        let english = legend.clone();
        translate_legend(Lang::En, &mut legend);
        assert_eq!(legend, english);
        let mut checked = std::collections::BTreeSet::new();
        for view in sample_views() {
            for (text, said) in saids(&view) {
                assert_eq!(said_words(Lang::En, &said), text, "{said:?}");
                checked.insert(said.key.clone());
            }
            if !view.alt.is_empty() {
                let again = view.describe_in(&Catalogue(Lang::En), Some(&view.last));
                assert_eq!(again, view.alt);
            }
        }
        assert!(checked.len() > 60, "too few keys seen: {}", checked.len());
    }

    #[test]
    fn every_language_words_every_picture() {
        let views = sample_views();
        for lang in Lang::ALL {
            for view in &views {
                for (_, said) in saids(view) {
                    let words = said_words(lang, &said);
                    assert!(
                        !words.is_empty() && !words.contains('{') && words != said.key,
                        "{lang}: {said:?} gives {words:?}"
                    );
                }
                let mut translated = view.clone();
                translate_view(lang, &mut translated);
                assert!(!translated.alt.contains('{'), "{lang}: {}", translated.alt);
            }
            let mut legend = rules::heaven_hell::legend();
            translate_legend(lang, &mut legend);
            assert!(legend.entries.iter().all(|e| !e.name.contains('{')));
        }
    }
}
