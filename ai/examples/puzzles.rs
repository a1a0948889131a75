//! The puzzle generator: mines positions from computer self-play where one action is clearly
//! best, verified by a deeper search, and adds them to `learn/puzzles/<variant>.toml`.
//!
//! `cargo run --release -p ai --example puzzles [-- --per-variant N] [--variants id,id]
//! [--threads N] [--lopsided]`
//!
//! A run resumes: the puzzles already in a variant's file are kept byte for byte (with their
//! ids), mining starts at the game seed after the largest one the file names, new puzzles are
//! appended with the next ids, and a variant stops once its file holds `--per-variant` (32 by
//! default). A position already in the file is not taken twice.
//!
//! Games are seeded (game `g` of a variant always plays the same way): the easy level against
//! itself, and every position of both sides is judged. With `--lopsided`, one side is weakened
//! instead: it plays a random legal action one time in three ([`random_one_in`]; White in odd
//! games, Black in even ones; not in Apocalypse) and only the other side's positions are
//! judged. Some shipped puzzles come from such games (their origin says so), but measured, the
//! lopsided games gave a quarter to two fifths as many puzzles a second in Oracle and Heaven and Hell (likely
//! because a side far ahead wins with almost any action, so fewer positions have one clearly
//! best), so they are not the default (docs/benchmarks.md).
//!
//! Each judged position is read back from its text with its seed, as the shipped puzzle will be;
//! if it is fair ([`ai::puzzle::fair`]: nothing hidden from the solver) and offers at least two
//! actions, it is judged at the shipped budget ([`ai::puzzle::judge`]); a clear one with at most
//! [`ai::puzzle::MAX_SOLUTIONS`] solutions (not a position where most actions do and one or two lose) is
//! judged again at [`ai::puzzle::VERIFY_FACTOR`] times the budget and kept if that search agrees
//! on the solution and still finds the lead. At most one puzzle is taken every few plies of a
//! game. With several variants and one thread, the variants take turns game by game, so a slow
//! one does not starve the others. Prints the rate (puzzles and positions per second) and where
//! the positions went (fair, clear, too many solutions, rejected by the verification).

use ai::puzzle::{examine, quoted, Entry, Verdict as Judged, SPACING};
use ai::{Level, Settings};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules::{AnyGame, Side, VariantId};
use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The longest self-play game mined.
const MAX_PLIES: usize = 160;
/// How often the weak side of a `--lopsided` `variant` game plays a random legal action (one
/// time in this many; else it plays like easy). `None` in Apocalypse: a random move there mostly earns a
/// penalty and ends the game within a few turns, so both sides play easy and both are judged.
fn random_one_in(variant: VariantId) -> Option<u32> {
    match variant {
        VariantId::Apocalypse => None,
        _ => Some(3),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let per_variant: usize = value("--per-variant").map_or(32, |n| n.parse().expect("N"));
    let lopsided = args.iter().any(|a| a == "--lopsided");
    let threads: usize = value("--threads").map_or(1, |n| n.parse().expect("N"));
    let variants: Vec<VariantId> = match value("--variants") {
        Some(list) => list
            .split(',')
            .map(|v| VariantId::parse(v).expect("a variant id"))
            .collect(),
        None => VariantId::ALL.to_vec(),
    };
    let queue: VecDeque<Miner> = variants
        .into_iter()
        .map(|v| Miner::resume(v, per_variant, lopsided))
        .filter(|m| !m.done())
        .collect();
    let queue = Mutex::new(queue);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let Some(mut miner) = queue.lock().expect("queue").pop_front() else {
                    return;
                };
                miner.mine_game();
                if miner.done() {
                    miner.report();
                } else {
                    queue.lock().expect("queue").push_back(miner);
                }
            });
        }
    });
}

/// What became of a judged position.
enum Verdict {
    /// Hidden information, the game over, fewer than two actions, or a position text that does
    /// not read back the same: not judged.
    Unfair,
    /// No action clearly best at the shipped budget.
    Unclear,
    /// Clear at the shipped budget, but the deeper search disagrees.
    Rejected,
    /// The same position as a puzzle already in the file (not judged).
    Duplicate,
    /// Clear at the shipped budget, but with more than [`ai::puzzle::MAX_SOLUTIONS`] solutions: a
    /// position where most actions do and one or two lose is not a puzzle.
    Many,
    /// A verified puzzle.
    Puzzle(Box<Entry>),
}

/// One variant's mining state: its file's text, what it holds, and the run's counters.
struct Miner {
    variant: VariantId,
    want: usize,
    /// One side weakened, only the other judged (`--lopsided`), instead of easy against easy.
    lopsided: bool,
    /// The file as read (kept byte for byte) followed by the puzzles found in this run.
    text: String,
    /// The puzzles in `text`.
    count: usize,
    /// The largest id number in `text` (ids are never reused, even where a puzzle was removed).
    last_id: usize,
    /// The `position = ...` lines in `text`, to skip a position already taken.
    positions: Vec<String>,
    /// The next game seed to play.
    seed: u64,
    first_seed: u64,
    found: usize,
    judged: usize,
    fair: usize,
    clear: usize,
    rejected: usize,
    duplicates: usize,
    many: usize,
    time: Duration,
}

impl Miner {
    /// Reads `variant`'s puzzle file (if any) and starts after the largest game seed it names.
    fn resume(variant: VariantId, want: usize, lopsided: bool) -> Miner {
        let text = std::fs::read_to_string(path(variant)).unwrap_or_else(|_| header(variant));
        let count = text.lines().filter(|l| *l == "[[puzzle]]").count();
        let last_id = text
            .lines()
            .filter_map(|l| l.strip_prefix("id = \""))
            .filter_map(|id| {
                id.trim_end_matches('"')
                    .rsplit('-')
                    .next()?
                    .parse::<usize>()
                    .ok()
            })
            .max()
            .unwrap_or(0);
        let positions = text
            .lines()
            .filter(|l| l.starts_with("position = "))
            .map(str::to_string)
            .collect();
        let seed = text
            .lines()
            .filter_map(|l| l.strip_prefix("seed = "))
            .filter_map(|n| n.trim().parse::<u64>().ok())
            .max()
            .unwrap_or(0)
            + 1;
        println!(
            "{}: {count} puzzles in the file, mining from game seed {seed}",
            variant.title()
        );
        Miner {
            last_id,
            variant,
            want,
            lopsided,
            text,
            count,
            positions,
            seed,
            first_seed: seed,
            found: 0,
            judged: 0,
            fair: 0,
            clear: 0,
            rejected: 0,
            duplicates: 0,
            many: 0,
            time: Duration::ZERO,
        }
    }

    fn done(&self) -> bool {
        self.count >= self.want
    }

    /// Plays the next game, judging the strong side's positions; writes the file when it grew.
    fn mine_game(&mut self) {
        let start = Instant::now();
        let seed = self.seed;
        self.seed += 1;
        let random = random_one_in(self.variant).filter(|_| self.lopsided);
        let weak = random.map(|_| {
            if seed % 2 == 1 {
                Side::White
            } else {
                Side::Black
            }
        });
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = AnyGame::new(self.variant, seed).expect("variant");
        let mut skip_until = 2;
        let mut plies = 0;
        for ply in 0..MAX_PLIES {
            let sides = game.to_act().sides();
            let Some(&mover) = sides.first() else {
                break;
            };
            // In a simultaneous turn, the side whose turn it is by the game's parity.
            let side = if sides.len() == 2 && ply % 4 >= 2 {
                Side::Black
            } else {
                mover
            };
            if ply >= skip_until && Some(side) != weak && !self.done() {
                if let Some(found) = self.judge(&game, side, (seed, ply), random) {
                    self.add(&found);
                    skip_until = ply + SPACING;
                }
            }
            let random_now = random.is_some_and(|n| rng.gen_range(0..n) == 0);
            let notation = if Some(mover) == weak && random_now {
                let legal = game.legal(mover);
                legal[rng.gen_range(0..legal.len())].notation.clone()
            } else {
                let settings = Settings::fixed(Level::Easy, seed * 1_000 + ply as u64, 100);
                ai::choose(&game, mover, &settings)
                    .expect("a choice")
                    .notation
            };
            game.play_text(mover, &notation).expect("plays");
            plies = ply + 1;
        }
        self.time += start.elapsed();
        println!(
            "{}: game {seed} ({plies} plies, {}) done, {} puzzles in the file ({} new, {} judged, \
             {} fair, {} clear, {} with too many solutions, {} rejected by verification, {} \
             duplicates) in {:.0} s",
            self.variant.title(),
            game.outcome()
                .map_or("unfinished".to_string(), |o| o.reason),
            self.count,
            self.found,
            self.judged,
            self.fair,
            self.clear,
            self.many,
            self.rejected,
            self.duplicates,
            self.time.as_secs_f64()
        );
    }

    /// Judges one position and counts what became of it.
    fn judge(
        &mut self,
        game: &AnyGame,
        side: Side,
        at: (u64, usize),
        random: Option<u32>,
    ) -> Option<Entry> {
        self.judged += 1;
        match candidate(game, side, at, random, &self.positions) {
            Verdict::Unfair => {}
            Verdict::Unclear => self.fair += 1,
            Verdict::Rejected => {
                self.fair += 1;
                self.clear += 1;
                self.rejected += 1;
            }
            Verdict::Duplicate => self.duplicates += 1,
            Verdict::Many => {
                self.fair += 1;
                self.clear += 1;
                self.many += 1;
            }
            Verdict::Puzzle(found) => {
                self.fair += 1;
                self.clear += 1;
                return Some(*found);
            }
        }
        None
    }

    /// Appends `found` with the next id and writes the file (a run cut short keeps it).
    fn add(&mut self, found: &Entry) {
        self.count += 1;
        self.last_id += 1;
        self.found += 1;
        let block = block(self.variant, self.last_id, found);
        self.positions
            .push(format!("position = {}", quoted(&found.position)));
        self.text.push_str(&block);
        std::fs::write(path(self.variant), &self.text).expect("write the puzzle file");
    }

    /// Prints the run's rate for this variant.
    fn report(&self) {
        let secs = self.time.as_secs_f64();
        println!(
            "{}: {} new puzzles ({} in the file) from {} positions judged ({} fair, {} clear, {} \
             with too many solutions, {} rejected by verification, {} duplicates) of {} games \
             (seeds {}..{}) in {secs:.0} s ({:.3} puzzles/s, {:.2} positions/s)",
            self.variant.title(),
            self.found,
            self.count,
            self.judged,
            self.fair,
            self.clear,
            self.many,
            self.rejected,
            self.duplicates,
            self.seed - self.first_seed,
            self.first_seed,
            self.seed - 1,
            self.found as f64 / secs,
            self.judged as f64 / secs
        );
    }
}

/// The path of `variant`'s puzzle file.
fn path(variant: VariantId) -> String {
    format!(
        "{}/../learn/puzzles/{}.toml",
        env!("CARGO_MANIFEST_DIR"),
        variant.id()
    )
}

/// Whether the position of `live` before action `ply` of game `seed` makes a new puzzle for
/// `side` ([`ai::puzzle::examine`]), not one already in the file (`taken`).
fn candidate(
    live: &AnyGame,
    side: Side,
    (seed, ply): (u64, usize),
    random: Option<u32>,
    taken: &[String],
) -> Verdict {
    let position = live.position();
    if taken.contains(&format!("position = {}", quoted(&position))) {
        return Verdict::Duplicate;
    }
    let clear = match examine(live, side, seed) {
        Judged::Unfair => return Verdict::Unfair,
        Judged::Unclear => return Verdict::Unclear,
        Judged::Many => return Verdict::Many,
        Judged::Rejected => return Verdict::Rejected,
        Judged::Puzzle(clear) => clear,
    };
    let play = match random {
        Some(n) => format!(
            "easy against easy where {} played a random legal action one time in {n}",
            side.opponent()
        ),
        None => "easy against easy".to_string(),
    };
    Verdict::Puzzle(Box::new(Entry {
        id: String::new(),
        side,
        seed,
        position,
        clear,
        origin: format!(
            "computer self-play ({play}), game seed {seed}, before action {}",
            ply + 1
        ),
    }))
}

/// The comment at the top of a new puzzle file of `variant`.
fn header(variant: VariantId) -> String {
    format!(
        "# Puzzles of {}: positions from computer self-play where one action is clearly best,\n\
         # verified by a deeper search. Written by `cargo run --release -p ai --example puzzles`;\n\
         # checked by learn's tests (every solution legal and still best at the shipped budget).\n",
        variant.title()
    )
}

/// The file entry of `found` as `variant`'s puzzle with id number `n`.
fn block(variant: VariantId, n: usize, found: &Entry) -> String {
    Entry {
        id: format!("{}-{:03}", variant.id(), n),
        ..found.clone()
    }
    .to_toml()
}
