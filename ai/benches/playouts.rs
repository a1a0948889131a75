//! Playouts per second per variant, from a middle-game position: draw a determinisation, play
//! [`STEPS`] random actions, evaluate. And whole searches of 200 iterations with the levels' real
//! parameters, in iterations per second (an iteration: a determinisation, the tree descent with
//! its priors, the evaluation).

use ai::search::{playout, ChaCha8Rng};
use ai::{Level, Settings};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rand::SeedableRng;
use rules::apocalypse::Apocalypse;
use rules::battlefield::Battlefield;
use rules::heaven_hell::HeavenAndHell;
use rules::it_is_what_it_is::ItIsWhatItIs;
use rules::oracle::Oracle;
use rules::{Game, Side};
use std::hint::black_box;
use std::time::Duration;

/// Random steps per measured playout.
const STEPS: u32 = 8;

/// A position after `plies` random steps from the start (seeded), still running and undecided,
/// with a real choice to make.
fn middle_game<G: Game>(plies: u32) -> G {
    let mut seed = 1;
    loop {
        let mut g = G::new_game(seed);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        playout(&mut g, plies, &mut rng);
        let side = g.to_act().sides().first().copied();
        // Not already decided (a symbol or King about to fall makes every iteration trivial).
        if g.outcome().is_none()
            && g.evaluate(Side::White).abs() < 0.9
            && side.is_some_and(|s| g.search_actions(s).len() > 1)
        {
            return g;
        }
        seed += 1;
    }
}

fn bench_variant<G: Game>(c: &mut Criterion) {
    let variant = G::VARIANT;
    let game: G = middle_game(20);
    let side = game.to_act().sides()[0];
    let params = Settings::fixed(Level::Medium, 1, 200).params(variant);

    let mut group = c.benchmark_group("playouts");
    group.throughput(Throughput::Elements(1));
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut n = 0u64;
    group.bench_function(variant.id(), |b| {
        b.iter(|| {
            n += 1;
            let mut g = game.determinize(side, n);
            playout(&mut g, STEPS, &mut rng);
            black_box(g.evaluate(Side::White))
        })
    });
    group.finish();

    let probe = ai::search::search(&game, side, &params).expect("can act");
    assert_eq!(
        probe.iterations, 200,
        "{variant}: the search runs its budget"
    );

    let mut group = c.benchmark_group("search_200_iterations");
    group.throughput(Throughput::Elements(200));
    group.sample_size(10);
    group.bench_function(variant.id(), |b| {
        b.iter(|| black_box(ai::search::search(&game, side, &params).expect("can act")))
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    bench_variant::<Apocalypse>(c);
    bench_variant::<HeavenAndHell>(c);
    bench_variant::<Battlefield>(c);
    bench_variant::<Oracle>(c);
    bench_variant::<ItIsWhatItIs>(c);
}

criterion_group! {
    name = playouts;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = benches
}
criterion_main!(playouts);
