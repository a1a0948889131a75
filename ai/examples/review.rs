//! How long a review takes: a 100-action game per variant at the review budget.
//!
//! `cargo run --release -p ai --example review [-- --actions N]`
//!
//! For each variant it plays a game of the easy level against itself (seeded, so the same game
//! every run) until it ends or reaches N actions (100 by default), then reviews it with
//! [`ai::review::Budget::of`] on this one thread, and prints the time, the iterations per action
//! and the mistakes and blunders found. Figures go in `docs/benchmarks.md`.

use ai::review::{review, Budget, Verdict};
use ai::{Level, Settings};
use rules::{AnyGame, Side, VariantId};
use std::time::Instant;

fn main() {
    let mut actions = 100usize;
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "--actions") {
        actions = args
            .get(i + 1)
            .and_then(|n| n.parse().ok())
            .expect("--actions N");
    }
    println!("variant | actions | review (s) | ms per action | iterations per action | mistakes | blunders");
    println!("---|---|---|---|---|---|---");
    for variant in VariantId::ALL {
        let (start, moves) = selfplay(variant, actions);
        let budget = Budget::of(variant);
        let t = Instant::now();
        let r = review(&start, &moves, None, &budget, &mut |_, _| {}).expect("reviews");
        let secs = t.elapsed().as_secs_f64();
        let count = |v| Side::BOTH.iter().map(|&s| r.count(s, v)).sum::<usize>();
        println!(
            "{} | {} | {:.2} | {:.0} | {:.0} | {} | {}",
            variant.title(),
            moves.len(),
            secs,
            secs * 1000.0 / moves.len().max(1) as f64,
            r.iterations as f64 / moves.len().max(1) as f64,
            count(Verdict::Mistake),
            count(Verdict::Blunder)
        );
    }
}

/// A seeded game of easy against easy, at most `cap` actions.
fn selfplay(variant: VariantId, cap: usize) -> (AnyGame, Vec<(Side, String)>) {
    let start = AnyGame::new(variant, 11).expect("variant");
    let mut game = start.clone();
    let mut moves = Vec::new();
    while moves.len() < cap {
        let Some(&side) = game.to_act().sides().first() else {
            break;
        };
        let settings = Settings::fixed(Level::Easy, moves.len() as u64, 100);
        let choice = ai::choose(&game, side, &settings).expect("choice");
        let (text, _) = game.play_text(side, &choice.notation).expect("plays");
        moves.push((side, text));
    }
    (start, moves)
}
