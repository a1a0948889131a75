//! The boards this process last posted, by channel: what the bot still holds when the database
//! does not answer, so `/board` can show the latest board it posted instead of only an apology
//! (marked as possibly out of date). Bounded: the most recent [`KEPT`] channels.

use crate::board_image::Picture;
use std::collections::VecDeque;
use std::sync::{Mutex, OnceLock};

/// How many channels' boards are kept.
pub const KEPT: usize = 128;

/// A board as posted: its game, its picture and words, and when (Unix seconds).
#[derive(Clone, Debug)]
pub struct Posted {
    /// The game.
    pub game: i64,
    /// The picture.
    pub picture: Picture,
    /// The post's words.
    pub text: String,
    /// When it was posted.
    pub at: i64,
}

fn boards() -> &'static Mutex<VecDeque<(u64, Posted)>> {
    static BOARDS: OnceLock<Mutex<VecDeque<(u64, Posted)>>> = OnceLock::new();
    BOARDS.get_or_init(|| Mutex::new(VecDeque::with_capacity(KEPT)))
}

/// Remembers `posted` as the latest board posted in `channel`.
pub fn remember(channel: u64, posted: Posted) {
    let mut boards = boards().lock().expect("recent boards");
    boards.retain(|(c, _)| *c != channel);
    if boards.len() == KEPT {
        boards.pop_front();
    }
    boards.push_back((channel, posted));
}

/// The latest board this process posted in `channel`, if it still holds one.
pub fn last(channel: u64) -> Option<Posted> {
    let boards = boards().lock().expect("recent boards");
    boards
        .iter()
        .rev()
        .find(|(c, _)| *c == channel)
        .map(|(_, p)| p.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn posted(game: i64) -> Posted {
        Posted {
            game,
            picture: Picture {
                png: vec![1, 2, 3],
                alt: "a board".into(),
            },
            text: format!("game {game}"),
            at: 0,
        }
    }

    #[test]
    fn the_latest_board_of_each_channel_is_kept_within_bounds() {
        remember(1, posted(10));
        remember(1, posted(11));
        assert_eq!(last(1).map(|p| p.game), Some(11));
        for channel in 100..(100 + KEPT as u64) {
            remember(channel, posted(channel as i64));
        }
        assert!(last(1).is_none(), "the oldest channel gave way");
        assert_eq!(boards().lock().unwrap().len(), KEPT);
    }
}
