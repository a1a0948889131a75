//! `/board` and "Show my private board": the public picture, and a player's private view with
//! their prompt.

use super::describe::{next_line, place_decision, prompts};
use super::resolve::check_in_progress;
use super::{BoardReply, DecisionPrompt, Post, PrivateNote, Result, Service, Target};
use crate::store::Status;

impl Service {
    /// `/board`: the public picture, plus the asker's private view if they play.
    pub async fn board(&self, target: &Target, user: u64) -> Result<BoardReply> {
        let loaded = self.resolve_any(target, user).await?;
        let game = &loaded.game;
        let mut caption = vec![format!("{}.", loaded.heading())];
        let to_act = game.to_act();
        caption.push(match loaded.row.status() {
            Status::Challenge => "The challenge is still open.".to_owned(),
            Status::Declined => "The challenge was declined.".to_owned(),
            Status::Cancelled => "The challenge was withdrawn.".to_owned(),
            _ => next_line(&loaded, &to_act, ""),
        });
        let private = match loaded.side_of(user) {
            Some(side) if loaded.row.status() == Status::Active => Some(Post {
                text: format!("Your view as {side} (game #{}).", loaded.row.id),
                view: Some(loaded.private_view(side)),
            }),
            _ => None,
        };
        let decision = DecisionPrompt::of(&loaded)
            .filter(|d| !d.secret && loaded.row.status() == Status::Active);
        Ok(BoardReply {
            decision,
            game_id: loaded.row.id,
            public: Post {
                text: caption.join("\n"),
                view: Some(game.public_view()),
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
        let board = loaded.game.text_board(viewer);
        let whose = match viewer {
            rules::Viewer::Player(side) => format!(" (your view as {side})"),
            _ => String::new(),
        };
        Ok(format!(
            "{}{whose}:\n```\n{}\n```",
            loaded.heading(),
            board.trim_end()
        ))
    }

    /// "Show my private board": `user`'s private view of game `game_id`, with their prompt (a
    /// secret move's menu, a secret decision) when they are to act in private. For players whose
    /// DMs are closed, this is how they see what a DM would have shown them.
    pub async fn private_prompt(&self, game_id: i64, user: u64) -> Result<PrivateNote> {
        let loaded = self.load_id(game_id).await?;
        let side = loaded.player(user)?;
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
            user_id: user,
            side: Some(side),
            text: format!(
                "Your view as {side} (game #{}). {}",
                loaded.row.id,
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
