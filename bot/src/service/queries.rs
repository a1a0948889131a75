//! Questions about a game that change nothing: Battlefield's combat forecast and piece cards.
//! Battlefield is an open-information game, so anyone may ask, players or not; the answers are
//! shown only to the asker so they do not clutter the channel.

use super::errors::side_words;
use super::{BadInput, Loaded, Result, Service, ServiceError, Target};
use crate::words::{lines_text, rule_error, said_text, words, words_with, Arg, Lang};
use rules::battlefield::Battlefield;
use rules::{AnyGame, BoardSize, Side, Square, VariantId};

/// The concrete Battlefield game of `loaded`, or the refusal for `/command` on another variant.
fn battlefield<'a>(loaded: &'a Loaded, command: &'static str) -> Result<&'a Battlefield> {
    match loaded.game.game() {
        AnyGame::Battlefield(g) => Ok(g),
        other => Err(ServiceError::WrongVariant {
            command,
            wanted: VariantId::Battlefield,
            actual: other.variant(),
            game: loaded.row.id,
        }),
    }
}

impl Service {
    /// `/forecast`: the exact result of the attack `from` → `to` in the Battlefield game
    /// `target` points at, without playing it. Squares are typed as on the board ("b2", "g7").
    pub async fn forecast(
        &self,
        target: &Target,
        user: u64,
        from: &str,
        to: &str,
    ) -> Result<String> {
        let loaded = self.resolve(target, user).await?;
        let game = battlefield(&loaded, "forecast")?;
        let (from, to) = (square(from)?, square(to)?);
        let forecast = game.forecast(from, to).map_err(ServiceError::NoForecast)?;
        let lang = target.lang;
        let mut lines = vec![
            words_with(
                lang,
                "forecast-heading",
                &[
                    ("from", from.to_string().into()),
                    ("to", to.to_string().into()),
                    ("game", loaded.row.id.to_string().into()),
                ],
            ),
            format!("**{}**", said_text(lang, &forecast.summary_words().1)),
            String::new(),
            lines_text(lang, &forecast.lines()),
        ];
        if let Some(refusal) = &forecast.refusal {
            lines.push(words_with(
                lang,
                "forecast-illegal",
                &[("reason", rule_error(lang, refusal).into())],
            ));
        } else if game.side_to_move() != forecast.attacker.side {
            lines.push(words_with(
                lang,
                "forecast-threat",
                &[
                    ("side", side_words(lang, game.side_to_move()).into()),
                    ("attacker", side_words(lang, forecast.attacker.side).into()),
                ],
            ));
        }
        Ok(lines.join("\n"))
    }

    /// `/piece`: the stats, skills and effects of the piece on `square` in the Battlefield game
    /// `target` points at.
    pub async fn piece(&self, target: &Target, user: u64, square_text: &str) -> Result<String> {
        let loaded = self.resolve(target, user).await?;
        let game = battlefield(&loaded, "piece")?;
        let at = square(square_text)?;
        let card = game.piece_card(at).ok_or(ServiceError::NoPiece(at))?;
        Ok(words_with(
            target.lang,
            "piece-card",
            &[
                ("square", at.to_string().into()),
                ("game", loaded.row.id.to_string().into()),
                ("card", lines_text(target.lang, &card).into()),
            ],
        ))
    }
}

/// A square of the 8x8 board as typed ("e4", " E4 ").
fn square(text: &str) -> Result<Square> {
    let t = text.trim().to_ascii_lowercase();
    Square::parse(&t, BoardSize::CHESS)
        .ok_or_else(|| BadInput::NotASquare(text.trim().to_owned()).into())
}

/// One picture for `/rules`: a file name, what it shows, and the PNG.
#[derive(Clone, PartialEq, Eq)]
pub struct RulesPicture {
    /// The attachment's file name, unique within the variant ("piece-capital-c.png").
    pub file_name: String,
    /// What it shows ("C").
    pub caption: String,
    /// The image.
    pub png: Vec<u8>,
    /// What it shows in words, for screen readers: where the piece stands and every square it
    /// can reach.
    pub alt: String,
}

impl std::fmt::Debug for RulesPicture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RulesPicture")
            .field("file_name", &self.file_name)
            .field("caption", &self.caption)
            .field("png_bytes", &self.png.len())
            .finish()
    }
}

/// "How the h moves: from d4 it can reach c6, e6, …" from a piece diagram (the piece, and its
/// destinations highlighted as targets), in `lang`.
fn diagram_alt(name: &str, view: &rules::BoardView, lang: Lang) -> String {
    let name = ("name", Arg::from(name));
    let Some(board) = view.boards.first() else {
        return words_with(lang, "pic-diagram-alt-none", &[name]);
    };
    let at = board.cells.iter().find(|c| c.piece.is_some());
    let reach: Vec<String> = board
        .cells
        .iter()
        .filter(|c| c.highlights.contains(&rules::view::Highlight::Target))
        .map(|c| c.square.to_string())
        .collect();
    let squares = ("squares", Arg::from(reach.join(", ")));
    match at {
        Some(at) => words_with(
            lang,
            "pic-diagram-alt-from",
            &[name, ("from", at.square.to_string().into()), squares],
        ),
        None => words_with(lang, "pic-diagram-alt", &[name, squares]),
    }
}

/// The pictures `/rules` shows for `variant`, in the order of the rules: for It is what it is
/// chess one diagram per kind of piece (where it stands and every square it can move to); none
/// for the other variants.
pub fn rules_pictures(variant: VariantId, lang: Lang) -> Vec<RulesPicture> {
    use rules::it_is_what_it_is::{kinds, piece_diagram, Kind};
    if variant != VariantId::ItIsWhatItIs {
        return Vec::new();
    }
    kinds()
        .map(|(kind, name)| {
            let slug = match kind {
                Kind::SmallC | Kind::SmallH | Kind::SmallE | Kind::SmallS => {
                    format!("small-{}", name.to_ascii_lowercase())
                }
                Kind::BigC | Kind::BigH | Kind::BigE | Kind::BigS => {
                    format!("capital-{}", name.to_ascii_lowercase())
                }
                _ => name.to_ascii_lowercase().replace(' ', "-"),
            };
            let mut view = piece_diagram(kind);
            crate::words::translate_view(lang, &mut view);
            let spoken = view
                .boards
                .first()
                .and_then(|b| b.cells.iter().find_map(|c| c.piece.as_ref()))
                .map_or_else(|| name.to_owned(), |p| p.spoken().to_owned());
            RulesPicture {
                file_name: format!("piece-{slug}.png"),
                caption: spoken.clone(),
                png: crate::board_image::png(&view),
                alt: diagram_alt(&spoken, &view, lang),
            }
        })
        .collect()
}

impl Service {
    /// `/shop`: the Heaven and Hell shop of the game `target` points at: the unlocked entries
    /// with their prices, how many are still locked, and both players' coins. All of it is
    /// public (the shop is shared; what a Secret Trap guards is not shown here).
    /// Posted in the channel, so worded in the channel's language.
    pub async fn shop(&self, target: &Target, user: u64) -> Result<String> {
        let mut loaded = self.resolve_any(target, user).await?;
        let game = match loaded.game.game() {
            AnyGame::HeavenAndHell(g) => g,
            other => {
                return Err(ServiceError::WrongVariant {
                    command: "shop",
                    wanted: VariantId::HeavenAndHell,
                    actual: other.variant(),
                    game: loaded.row.id,
                })
            }
        };
        let view = game.shop_view();
        self.speak_to(&mut loaded, user, target).await;
        let lang = loaded.langs.public;
        let coins = |n: u32| Arg::Number(i64::from(n));
        let mut lines = vec![
            words_with(
                lang,
                "shop-title",
                &[("game", loaded.row.id.to_string().into())],
            ),
            words_with(
                lang,
                "shop-coins",
                &[
                    ("white", loaded.who(Side::White).words(lang).into()),
                    ("white_coins", coins(view.coins[0])),
                    ("black", loaded.who(Side::Black).words(lang).into()),
                    ("black_coins", coins(view.coins[1])),
                ],
            ),
        ];
        if view.unlocked.is_empty() {
            lines.push(words(lang, "shop-empty"));
        }
        for item in &view.unlocked {
            lines.push(words_with(
                lang,
                "shop-entry",
                &[
                    ("code", item.code.clone().into()),
                    ("price", coins(item.price)),
                    (
                        "text",
                        item.said
                            .as_ref()
                            .map_or_else(
                                || item.text.clone(),
                                |s| crate::words::said_words(lang, s),
                            )
                            .into(),
                    ),
                ],
            ));
        }
        let locked = [("count", Arg::Number(view.locked as i64))];
        lines.push(words_with(lang, "shop-locked", &locked));
        lines.push(words(lang, "shop-buy-hint"));
        Ok(lines.join("\n"))
    }
}
