//! How long the bot takes to handle one `/move`: load the game from SQLite, check and apply the
//! action, commit it with its version check (`move/…`), and that plus drawing every distinct
//! picture the action sends, as delivery does (`move_and_pictures/…`). Target: ≤ 5 ms.

use bot::service::{Announcement, Service, Target, Update};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use rules::BoardView;
use rules::VariantId;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::runtime::Runtime;

/// A fresh started game in its own channel, between two players of its own (a player may have
/// only so many games going); returns the channel, White and Black.
async fn new_game(service: &Service, channel: u64) -> (u64, u64, u64) {
    let (white, black) = (channel * 2, channel * 2 + 1);
    let c = service
        .challenge_seeded(
            VariantId::Apocalypse,
            Some(1),
            channel,
            white,
            black,
            false,
            7,
        )
        .await
        .expect("challenge");
    service.accept(c.game_id, black).await.expect("accept");
    (channel, white, black)
}

/// Draws every distinct board `update` sends (the acknowledgement's, the channel post's, the
/// players' private ones), each once, as `delivery` does; returns the bytes drawn.
fn draw_pictures(update: &Update) -> usize {
    let mut views: Vec<&BoardView> = Vec::new();
    let queued = update.queued.iter().filter_map(|q| match &q.announcement {
        Announcement::Channel(post) => post.view.as_ref(),
        Announcement::Private(note) => note.view.as_ref(),
        _ => None,
    });
    for view in update.ack.view.iter().chain(queued) {
        if !views.contains(&view) {
            views.push(view);
        }
    }
    views.iter().map(|v| render::render_png(v).len()).sum()
}

fn bench_move(c: &mut Criterion) {
    let rt = Runtime::new().expect("runtime");
    let dir = tempfile::TempDir::new().expect("temp dir");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("bench.db").display()
    );
    let service = rt.block_on(Service::open(&url)).expect("store");
    let channels = AtomicU64::new(1000);
    for (group_name, draw) in [("move", false), ("move_and_pictures", true)] {
        let mut group = c.benchmark_group(group_name);
        // The move, and with `draw` the pictures it sends drawn too; returns the bytes drawn.
        let finish = |update: Update| if draw { draw_pictures(&update) } else { 0 };
        // White's secret move: stored, acknowledged with White's private board.
        group.bench_function("secret_submission", |b| {
            b.iter_batched(
                || rt.block_on(new_game(&service, channels.fetch_add(1, Ordering::Relaxed))),
                |(channel, white, _)| {
                    finish(
                        rt.block_on(service.play(&Target::channel(channel), white, "c1c2"))
                            .expect("move"),
                    )
                },
                BatchSize::PerIteration,
            )
        });
        // Black's move completes the turn: resolve, public board, both players' new prompts.
        group.bench_function("resolving_turn", |b| {
            b.iter_batched(
                || {
                    rt.block_on(async {
                        let channel = channels.fetch_add(1, Ordering::Relaxed);
                        let game = new_game(&service, channel).await;
                        service
                            .play(&Target::channel(game.0), game.1, "c1c2")
                            .await
                            .expect("white");
                        game
                    })
                },
                |(channel, _, black)| {
                    finish(
                        rt.block_on(service.play(&Target::channel(channel), black, "c5c4"))
                            .expect("move"),
                    )
                },
                BatchSize::PerIteration,
            )
        });
        group.finish();
    }
}

criterion_group!(benches, bench_move);
criterion_main!(benches);
