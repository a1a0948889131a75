//! The arena: how strong the computer is, per variant.
//!
//! `cargo run --release -p ai --example arena [-- --games N] [--variants id,id] [--pairings a,b]`
//!
//! For each variant it plays medium against a uniformly random player, medium against a greedy
//! one-step player ([`ai::baseline`]), hard against medium and easy against random, colours
//! alternated, games spread
//! over every core. The levels search with their real iteration budgets and **no time limit**, so
//! every game is reproducible from its number; the time each level took per action is reported
//! beside the scores. A game still running after the variant's action cap is adjudicated by the
//! evaluation: a side whose [`rules::Game::evaluate`] is above [`ADJUDICATE`] wins, otherwise it
//! is a draw. Scores count a win 1 and a draw ½, with a 95% confidence interval (normal
//! approximation over the games' scores).

use ai::baseline::{greedy_action, random_action};
use ai::{Level, Settings};
use rules::apocalypse::Apocalypse;
use rules::battlefield::Battlefield;
use rules::heaven_hell::HeavenAndHell;
use rules::it_is_what_it_is::ItIsWhatItIs;
use rules::oracle::Oracle;
use rules::{Game, Side, VariantId};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Search parameters tried instead of the levels' own (for tuning): `--depth`, `--c`, `--scale`.
#[derive(Clone, Copy, Debug, Default)]
struct Overrides {
    depth: Option<u32>,
    exploration: Option<f64>,
    budget_scale: Option<f64>,
    prior_depth: Option<u32>,
    prior_weight: Option<f64>,
    mix_share: Option<f64>,
    hard_scale: Option<f64>,
}

static OVERRIDES: std::sync::OnceLock<Overrides> = std::sync::OnceLock::new();

fn overrides() -> Overrides {
    OVERRIDES.get().copied().unwrap_or_default()
}

/// The evaluation above which a capped game is a win.
const ADJUDICATE: f64 = 0.3;

/// A player in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Player {
    Random,
    Greedy,
    Search(Level),
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Search(l) => l.to_string(),
        }
    }
}

/// The pairings, first player measured. (Easy against random is there to time easy, and to
/// show it still beats a random player.)
const PAIRINGS: [(Player, Player); 4] = [
    (Player::Search(Level::Medium), Player::Random),
    (Player::Search(Level::Medium), Player::Greedy),
    (Player::Search(Level::Hard), Player::Search(Level::Medium)),
    (Player::Search(Level::Easy), Player::Random),
];

/// Actions after which a game is adjudicated.
fn action_cap(v: VariantId) -> u32 {
    match v {
        VariantId::Apocalypse => 120,
        VariantId::HeavenAndHell => 160,
        VariantId::Battlefield => 160,
        VariantId::Oracle => 200,
        VariantId::ItIsWhatItIs => 200,
    }
}

#[derive(Clone, Copy, Debug)]
struct Job {
    variant: VariantId,
    pairing: usize,
    game: u64,
}

#[derive(Debug)]
struct GameResult {
    job: Job,
    /// The first player's score: 1, ½ or 0.
    score: f64,
    adjudicated: bool,
    actions: u32,
    /// Time per action of each searching level.
    times: Vec<(Level, Duration)>,
}

fn act<G: Game>(g: &G, side: Side, player: Player, seed: u64) -> (G::Action, Option<Duration>) {
    match player {
        Player::Random => (random_action(g, side, seed).expect("can act"), None),
        Player::Greedy => (greedy_action(g, side, seed).expect("can act"), None),
        Player::Search(level) => {
            let settings = Settings {
                time_limit: None,
                ..Settings::new(level, seed)
            };
            let mut params = settings.params(G::VARIANT);
            let o = overrides();
            if let Some(d) = o.depth {
                params.playout_depth = d;
            }
            if let Some(c) = o.exploration {
                params.exploration = c;
            }
            if let Some(d) = o.prior_depth {
                params.prior_depth = d;
            }
            if let Some(m) = o.mix_share {
                params.mix_share = m;
            }
            if let Some(w) = o.prior_weight {
                params.prior_weight = w;
            }
            if let Some(k) = o.budget_scale {
                params.iterations = (f64::from(params.iterations) * k) as u32;
            }
            if let (Some(k), Level::Hard) = (o.hard_scale, level) {
                params.iterations = (f64::from(params.iterations) * k) as u32;
            }
            let start = Instant::now();
            let found = ai::search::search(g, side, &params).expect("can act");
            (found.action, Some(start.elapsed()))
        }
    }
}

fn play_game<G: Game>(job: Job) -> GameResult {
    let (first, second) = PAIRINGS[job.pairing];
    // Colours alternate: the first player is White in even games.
    let first_side = if job.game.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    let player = |s: Side| if s == first_side { first } else { second };
    let seed = job.game * 1_000_003 + job.pairing as u64 * 7_919 + 17;
    let mut g = G::new_game(seed);
    let mut actions = 0;
    let mut times = Vec::new();
    let cap = action_cap(G::VARIANT);
    while g.outcome().is_none() && actions < cap {
        for side in g.to_act().sides() {
            if g.outcome().is_some() || !g.to_act().includes(side) {
                continue;
            }
            let p = player(side);
            let (a, t) = act(&g, side, p, seed ^ (u64::from(actions) << 20) ^ side as u64);
            if let (Player::Search(level), Some(t)) = (p, t) {
                times.push((level, t));
            }
            if std::env::var_os("ARENA_VERBOSE").is_some() {
                eprintln!(
                    "game {} {side} {}: {}",
                    job.game,
                    p.name(),
                    g.notation(side, &a)
                );
            }
            g.play(side, a).expect("legal");
            actions += 1;
        }
    }
    let (white, adjudicated) = match g.outcome() {
        Some(o) => (rules::outcome_value(Some(&o), Side::White).unwrap(), false),
        None => {
            let v = g.evaluate(Side::White);
            let r = if v > ADJUDICATE {
                1.0
            } else if v < -ADJUDICATE {
                -1.0
            } else {
                0.0
            };
            (r, true)
        }
    };
    let first_value = if first_side == Side::White {
        white
    } else {
        -white
    };
    GameResult {
        job,
        score: (first_value + 1.0) / 2.0,
        adjudicated,
        actions,
        times,
    }
}

fn run(job: Job) -> GameResult {
    match job.variant {
        VariantId::Apocalypse => play_game::<Apocalypse>(job),
        VariantId::HeavenAndHell => play_game::<HeavenAndHell>(job),
        VariantId::Battlefield => play_game::<Battlefield>(job),
        VariantId::Oracle => play_game::<Oracle>(job),
        VariantId::ItIsWhatItIs => play_game::<ItIsWhatItIs>(job),
    }
}

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = arg(&args, "--games").map_or(30, |s| s.parse().expect("--games N"));
    let variants: Vec<VariantId> = match arg(&args, "--variants") {
        Some(list) => list
            .split(',')
            .map(|v| VariantId::parse(v).expect("a variant id"))
            .collect(),
        None => VariantId::ALL.to_vec(),
    };
    let pairings: Vec<usize> = match arg(&args, "--pairings") {
        Some(list) => list
            .split(',')
            .map(|p| p.parse().expect("pairing numbers 0,1,2"))
            .collect(),
        None => (0..PAIRINGS.len()).collect(),
    };
    OVERRIDES
        .set(Overrides {
            depth: arg(&args, "--depth").map(|s| s.parse().expect("--depth N")),
            exploration: arg(&args, "--c").map(|s| s.parse().expect("--c X")),
            budget_scale: arg(&args, "--scale").map(|s| s.parse().expect("--scale X")),
            prior_depth: arg(&args, "--prior-depth").map(|s| s.parse().expect("--prior-depth N")),
            hard_scale: arg(&args, "--hard-scale").map(|s| s.parse().expect("--hard-scale X")),
            mix_share: arg(&args, "--mix").map(|s| s.parse().expect("--mix X")),
            prior_weight: arg(&args, "--prior-weight")
                .map(|s| s.parse().expect("--prior-weight X")),
        })
        .expect("set once");
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());

    // Longest jobs first (hard vs medium, Heaven and Hell), so the cores finish together.
    let mut jobs: Vec<Job> = Vec::new();
    for &variant in &variants {
        for &pairing in &pairings {
            for game in 0..games {
                jobs.push(Job {
                    variant,
                    pairing,
                    game,
                });
            }
        }
    }
    jobs.sort_by_key(|j| {
        (
            // Hard vs medium is the longest, easy vs random the shortest.
            match j.pairing {
                2 => 0,
                1 => 1,
                0 => 2,
                _ => 3,
            },
            j.variant != VariantId::HeavenAndHell,
            j.game,
        )
    });

    eprintln!(
        "arena: {} games on {threads} threads ({games} per pairing)",
        jobs.len()
    );
    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i).copied() else {
                    break;
                };
                let r = run(job);
                let done = {
                    let mut all = results.lock().expect("no panic holds it");
                    all.push(r);
                    all.len()
                };
                if done % 10 == 0 {
                    eprintln!("  {done}/{} games, {:.0?}", jobs.len(), start.elapsed());
                }
            });
        }
    });
    let results = results.into_inner().expect("no panic holds it");
    report(&variants, &pairings, &results, start.elapsed(), threads);
}

fn report(
    variants: &[VariantId],
    pairings: &[usize],
    results: &[GameResult],
    wall: Duration,
    threads: usize,
) {
    println!("| variant | pairing | score | 95% CI | W-D-L | adjudicated | mean actions |");
    println!("|---|---|---|---|---|---|---|");
    for &v in variants {
        for &p in pairings {
            let rs: Vec<&GameResult> = results
                .iter()
                .filter(|r| r.job.variant == v && r.job.pairing == p)
                .collect();
            if rs.is_empty() {
                continue;
            }
            let n = rs.len() as f64;
            let mean = rs.iter().map(|r| r.score).sum::<f64>() / n;
            let var = rs.iter().map(|r| (r.score - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            let half = 1.96 * (var / n).sqrt();
            let wins = rs.iter().filter(|r| r.score == 1.0).count();
            let draws = rs.iter().filter(|r| r.score == 0.5).count();
            let losses = rs.len() - wins - draws;
            let adjudicated = rs.iter().filter(|r| r.adjudicated).count();
            let actions = rs.iter().map(|r| f64::from(r.actions)).sum::<f64>() / n;
            let (a, b) = PAIRINGS[p];
            println!(
                "| {} | {} vs {} | {:.0}% | {:.0}–{:.0}% | {wins}-{draws}-{losses} | {adjudicated} | {actions:.0} |",
                v.title(),
                a.name(),
                b.name(),
                mean * 100.0,
                ((mean - half).max(0.0)) * 100.0,
                ((mean + half).min(1.0)) * 100.0,
            );
        }
    }
    println!();
    println!("| variant | level | actions timed | mean time per action | max time per action |");
    println!("|---|---|---|---|---|");
    for &v in variants {
        let mut by_level: BTreeMap<Level, Vec<Duration>> = BTreeMap::new();
        for r in results.iter().filter(|r| r.job.variant == v) {
            for (l, t) in &r.times {
                by_level.entry(*l).or_default().push(*t);
            }
        }
        for (l, ts) in by_level {
            let mean = ts.iter().sum::<Duration>() / ts.len() as u32;
            let max = ts.iter().max().copied().unwrap_or_default();
            println!(
                "| {} | {l} | {} | {:.0} ms | {:.0} ms |",
                v.title(),
                ts.len(),
                mean.as_secs_f64() * 1000.0,
                max.as_secs_f64() * 1000.0
            );
        }
    }
    println!();
    println!(
        "{} games in {:.1} min on {threads} threads",
        results.len(),
        wall.as_secs_f64() / 60.0
    );
}
