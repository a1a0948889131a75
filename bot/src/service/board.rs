//! `/board` and "Show my private board": the public picture, and a player's private view with
//! their prompt.

use super::describe::{next_line, place_decision, prompts};
use super::errors::side_words;
use super::resolve::check_in_progress;
use super::{BoardReply, DecisionPrompt, Loaded, Post, PrivateNote, Result, Service, Target};
use crate::store::Status;
use crate::words::{board_lines_text, words, words_with};

impl Service {
    /// `/board`: the public picture, plus the asker's private view if they play.
    pub async fn board(&self, target: &Target, user: u64) -> Result<BoardReply> {
        let mut loaded = self.resolve_any(target, user).await?;
        self.speak_to(&mut loaded, user, target).await;
        let game = &loaded.game;
        let lang = loaded.public_lang();
        let mut caption = vec![format!("{}.", loaded.public_heading())];
        let to_act = game.to_act();
        caption.push(match loaded.row.status() {
            Status::Challenge => words(lang, "board-challenge-open"),
            Status::Declined => words(lang, "board-challenge-declined"),
            Status::Cancelled => words(lang, "board-challenge-withdrawn"),
            _ => next_line(&loaded, &to_act, ""),
        });
        let private = match loaded.side_of(user) {
            Some(side) if loaded.row.status() == Status::Active => Some(Post {
                text: your_view(&loaded, side),
                view: Some(loaded.private_view(side)),
            }),
            _ => None,
        };
        let decision = DecisionPrompt::of(&loaded)
            .filter(|d| !d.secret && loaded.row.status() == Status::Active);
        Ok(BoardReply {
            lang,
            decision,
            game_id: loaded.row.id,
            public: Post {
                text: caption.join("\n"),
                view: Some(loaded.public_view()),
            },
            private,
        })
    }

    /// `/board text:true` and the **Text board** button: the game's position as text, as local
    /// play prints it, in a code block: `user`'s own view if they play in it, else the public
    /// one.
    pub async fn text_board(&self, target: &Target, user: u64) -> Result<String> {
        let loaded = self.resolve_any(target, user).await?;
        let viewer = match loaded.side_of(user) {
            Some(side) if loaded.row.status() == Status::Active => rules::Viewer::Player(side),
            _ => rules::Viewer::Public,
        };
        // A private answer: in the asker's language.
        let lang = target.lang;
        let board = board_lines_text(lang, &loaded.game.text_lines(viewer));
        let heading = loaded.heading_in(lang);
        let heading = match viewer {
            rules::Viewer::Player(side) => words_with(
                lang,
                "text-board-your-view",
                &[
                    ("heading", heading.into()),
                    ("side", side_words(lang, side).into()),
                ],
            ),
            _ => format!("{heading}:"),
        };
        Ok(format!("{heading}\n```\n{}\n```", board.trim_end()))
    }

    /// "Show my private board": `user`'s private view of game `game_id`, with their prompt (a
    /// secret move's menu, a secret decision) when they are to act in private. For players whose
    /// DMs are closed, this is how they see what a DM would have shown them.
    pub async fn private_prompt(&self, game_id: i64, user: u64) -> Result<PrivateNote> {
        let mut loaded = self.load_id(game_id).await?;
        let side = loaded.player(user)?;
        self.speak(&mut loaded, None).await;
        check_in_progress(&loaded.row)?;
        let to_act = loaded.game.to_act();
        if to_act.includes(side) {
            if let Some(note) = prompts(&loaded, &to_act, &[side]).pop() {
                return Ok(note);
            }
            let mut private = Vec::new();
            place_decision(&loaded, DecisionPrompt::of(&loaded), &mut private);
            if let Some(note) = private.pop() {
                return Ok(note);
            }
        }
        Ok(PrivateNote {
            lang: loaded.lang_of(side),
            user_id: user,
            side: Some(side),
            text: format!(
                "{} {}",
                your_view(&loaded, side),
                next_line(&loaded, &to_act, "")
            ),
            view: Some(loaded.private_view(side)),
            choices: Vec::new(),
            prompt: false,
            turn: loaded.game.history().len(),
            decision: None,
            reminder: false,
        })
    }
}

/// "Your view as White (game #12).", in `side`'s player's language.
fn your_view(loaded: &Loaded, side: rules::Side) -> String {
    let lang = loaded.lang_of(side);
    words_with(
        lang,
        "board-your-view",
        &[
            ("side", side_words(lang, side).into()),
            ("game", loaded.row.id.to_string().into()),
        ],
    )
}
