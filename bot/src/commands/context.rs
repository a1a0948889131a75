//! What a command reads from its interaction besides its own options: the choice lists several
//! commands share, which game it is about, whether it was used in a thread, and what the member
//! may do.

use crate::service::Target;
pub(crate) use crate::types::reader_lang;
use crate::types::Context;
use crate::words::Lang;
use render::Speed;
use rules::VariantId;

/// The longest square text read (`b2`, with room for stray spaces).
pub(super) const MAX_SQUARE_TEXT: usize = 8;

/// Which game a command is about: the explicit `game` option, else the channel's game, else (in
/// a DM) the user's game; answered in the reader's language.
pub(super) async fn target(ctx: Context<'_>, game: Option<i64>) -> Target {
    place(ctx, game).with_lang(reader_lang(ctx).await)
}

/// [`target`] without looking up a language (autocomplete says no words).
pub(super) fn place(ctx: Context<'_>, game: Option<i64>) -> Target {
    let place = if ctx.guild_id().is_some() {
        Target::channel(ctx.channel_id().get())
    } else {
        Target::direct()
    };
    place.with_game(game)
}

/// A `time_limit` option (`24h`, `3d`, …) read as a duration; `None` when not given.
pub(super) fn time_limit_option(
    text: Option<&str>,
) -> Result<Option<std::time::Duration>, crate::service::ServiceError> {
    use crate::service::{bounded, BadInput, TextKind};
    let Some(text) = text else {
        return Ok(None);
    };
    let text = bounded(text, 40, TextKind::Duration)?;
    crate::config::parse_duration(text)
        .map(Some)
        .ok_or_else(|| BadInput::NotADuration(text.to_owned()).into())
}

/// The `game` option as typed so far (autocomplete sees the other options' values).
pub(super) fn game_option(ctx: Context<'_>) -> Option<i64> {
    let poise::Context::Application(actx) = ctx else {
        return None;
    };
    actx.interaction
        .data
        .options
        .iter()
        .find(|o| o.name == "game")
        .and_then(|o| o.value.as_i64())
}

/// A language to speak, as a choice list (`/preferences language`, `/settings language`): the
/// languages by their own names, or back to Discord's.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LanguageChoice {
    /// Whatever language Discord shows (the app's for a player, the server's for a server).
    #[name = "Discord's language"]
    Discord,
    /// English.
    #[name = "English"]
    English,
    /// Spanish.
    #[name = "Español"]
    Spanish,
    /// Brazilian Portuguese.
    #[name = "Português do Brasil"]
    Portuguese,
    /// German.
    #[name = "Deutsch"]
    German,
    /// French.
    #[name = "Français"]
    French,
}

impl LanguageChoice {
    /// The language chosen; `None`: Discord's.
    pub fn lang(self) -> Option<Lang> {
        match self {
            LanguageChoice::Discord => None,
            LanguageChoice::English => Some(Lang::En),
            LanguageChoice::Spanish => Some(Lang::Es),
            LanguageChoice::Portuguese => Some(Lang::PtBr),
            LanguageChoice::German => Some(Lang::De),
            LanguageChoice::French => Some(Lang::Fr),
        }
    }
}

/// The five variants, as a choice list.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum VariantChoice {
    /// Apocalypse.
    #[name = "apocalypse"]
    Apocalypse,
    /// Heaven and Hell.
    #[name = "heaven-and-hell"]
    HeavenAndHell,
    /// Battlefield Chess.
    #[name = "battlefield"]
    Battlefield,
    /// Oracle Chess.
    #[name = "oracle"]
    Oracle,
    /// It is what it is chess.
    #[name = "it-is-what-it-is"]
    ItIsWhatItIs,
}

impl From<VariantChoice> for VariantId {
    fn from(choice: VariantChoice) -> VariantId {
        match choice {
            VariantChoice::Apocalypse => VariantId::Apocalypse,
            VariantChoice::HeavenAndHell => VariantId::HeavenAndHell,
            VariantChoice::Battlefield => VariantId::Battlefield,
            VariantChoice::Oracle => VariantId::Oracle,
            VariantChoice::ItIsWhatItIs => VariantId::ItIsWhatItIs,
        }
    }
}

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum LevelChoice {
    /// A quick, forgiving opponent.
    #[name = "easy"]
    Easy,
    /// A fair fight.
    #[name = "medium"]
    Medium,
    /// Its best (it thinks up to two seconds a move).
    #[name = "hard"]
    Hard,
}

impl From<LevelChoice> for ai::Level {
    fn from(choice: LevelChoice) -> ai::Level {
        match choice {
            LevelChoice::Easy => ai::Level::Easy,
            LevelChoice::Medium => ai::Level::Medium,
            LevelChoice::Hard => ai::Level::Hard,
        }
    }
}

/// Which side you play against the computer.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum ColourChoice {
    /// White moves first.
    #[name = "white"]
    White,
    /// Black.
    #[name = "black"]
    Black,
    /// Drawn at random.
    #[name = "random"]
    Random,
}

/// How fast the moves follow each other.
#[derive(Clone, Copy, Debug, Default, poise::ChoiceParameter)]
pub enum SpeedChoice {
    /// Two seconds a move.
    #[name = "slow"]
    Slow,
    /// One second a move.
    #[default]
    #[name = "normal"]
    Normal,
    /// Half a second a move.
    #[name = "fast"]
    Fast,
}

impl From<SpeedChoice> for Speed {
    fn from(choice: SpeedChoice) -> Speed {
        match choice {
            SpeedChoice::Slow => Speed::Slow,
            SpeedChoice::Normal => Speed::Normal,
            SpeedChoice::Fast => Speed::Fast,
        }
    }
}

/// Whether the command was used inside a thread.
pub(super) fn in_thread(ctx: Context<'_>) -> bool {
    let poise::Context::Application(actx) = ctx else {
        return false;
    };
    actx.interaction
        .channel
        .as_ref()
        .is_some_and(|c| crate::delivery::is_thread(c.kind))
}

/// Whether the member using the command may manage the server (Discord sends the member's
/// permissions with every interaction in a server).
pub(super) fn manages_server(ctx: Context<'_>) -> bool {
    let poise::Context::Application(actx) = ctx else {
        return false;
    };
    actx.interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator())
}

/// `work`, a service call, within what is left of this command's 3 seconds (see
/// `crate::flows::budget`): past them the player hears that nothing was done, or that the
/// database did not confirm a change, instead of waiting.
pub(super) async fn call<T>(
    ctx: Context<'_>,
    work: impl std::future::Future<Output = Result<T, crate::service::ServiceError>>,
) -> Result<T, crate::service::ServiceError> {
    let started = ctx
        .invocation_data::<crate::types::Invocation>()
        .await
        .map_or_else(std::time::Instant::now, |i| i.started);
    crate::flows::budget::bounded(started, work).await
}
