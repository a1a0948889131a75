//! Slash commands, one file per command (or family), each named after its use case in
//! `crate::service`. Each is thin: read who, where and what (`context`), call the service once,
//! and answer with what it returns, built by `crate::messages`. The `///` comment of each
//! command is its description in Discord.

mod battlefield;
mod board;
mod challenge;
mod claim;
mod community;
mod context;
mod draw;
mod export;
mod help;
mod history;
mod learn;
mod moves;
mod preferences;
mod puzzle;
mod replay;
mod resign;
mod review;
mod rules_help;
mod shop;
mod tournament;

use crate::types::{Data, Error};

/// Every command the bot registers.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge::play(),
        moves::move_(),
        board::board(),
        resign::resign(),
        claim::claim(),
        draw::draw(),
        rules_help::rules(),
        history::history(),
        battlefield::forecast(),
        battlefield::piece(),
        shop::shop(),
        community::leaderboard(),
        community::stats(),
        community::games(),
        community::settings(),
        export::export(),
        replay::replay(),
        review::review(),
        learn::learn(),
        puzzle::puzzle(),
        preferences::preferences(),
        tournament::tournament(),
        help::help(),
    ]
}
