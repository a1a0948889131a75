//! The puzzle generator: mines positions from computer self-play where one action is clearly
//! best, verified by a deeper search, and writes them to `learn/puzzles/<variant>.toml`.
//!
//! `cargo run --release -p ai --example puzzles [-- --per-variant N] [--variants id,id]
//! [--threads N]`
//!
//! Games of the easy level against itself (seeded: game `g` of a variant always plays the same
//! way) give positions with something to find: easy leaves pieces hanging and misses wins. Each
//! position that is fair ([`ai::puzzle::fair`]: nothing hidden from the solver) is judged at the
//! shipped budget ([`ai::puzzle::judge`]); a clear one is judged again at
//! [`ai::puzzle::VERIFY_FACTOR`] times the budget and kept if that search agrees on the
//! solution and still finds the lead. At most one puzzle is taken every few plies of a game, so
//! one game does not fill a variant. Prints the rate (puzzles and positions per second).

use ai::puzzle::{fair, judge, shipped_iterations, Clear, VERIFY_FACTOR};
use ai::{Level, Settings};
use rules::{AnyGame, Side, VariantId};
use std::fmt::Write as _;
use std::sync::Mutex;
use std::time::Instant;

/// Plies skipped after a puzzle is taken from a game.
const SPACING: usize = 6;
/// The longest self-play game mined.
const MAX_PLIES: usize = 160;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let per_variant: usize = value("--per-variant").map_or(32, |n| n.parse().expect("N"));
    let threads: usize = value("--threads").map_or(2, |n| n.parse().expect("N"));
    let variants: Vec<VariantId> = match value("--variants") {
        Some(list) => list
            .split(',')
            .map(|v| VariantId::parse(v).expect("a variant id"))
            .collect(),
        None => VariantId::ALL.to_vec(),
    };
    let queue = Mutex::new(variants);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let Some(variant) = queue.lock().expect("queue").pop() else {
                    return;
                };
                mine(variant, per_variant);
            });
        }
    });
}

/// One found puzzle.
struct Found {
    side: Side,
    seed: u64,
    position: String,
    clear: Clear,
    origin: String,
}

/// Mines `want` puzzles of `variant` and writes its file.
fn mine(variant: VariantId, want: usize) {
    let start = Instant::now();
    let shipped = shipped_iterations(variant);
    let mut found: Vec<Found> = Vec::new();
    let mut positions = 0usize;
    let mut seed = 1u64;
    while found.len() < want {
        let mut game = AnyGame::new(variant, seed).expect("variant");
        let mut skip_until = 2;
        for ply in 0..MAX_PLIES {
            let sides = game.to_act().sides();
            let Some(&mover) = sides.first() else {
                break;
            };
            if ply >= skip_until && found.len() < want {
                // In a simultaneous turn, the side whose turn it is by the game's parity.
                let side = if sides.len() == 2 && ply % 4 >= 2 {
                    Side::Black
                } else {
                    mover
                };
                positions += 1;
                if let Some(p) = candidate(&game, side, shipped, seed, ply) {
                    found.push(p);
                    skip_until = ply + SPACING;
                    // Written as it goes: a run cut short keeps what it found.
                    write(variant, &found);
                }
            }
            let settings = Settings::fixed(Level::Easy, seed * 1_000 + ply as u64, 100);
            let choice = ai::choose(&game, mover, &settings).expect("a choice");
            game.play_text(mover, &choice.notation).expect("plays");
        }
        seed += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{}: {} puzzles from {positions} positions of {} games in {secs:.0} s ({:.2} puzzles/s, {:.1} positions/s)",
        variant.title(),
        found.len(),
        seed - 1,
        found.len() as f64 / secs,
        positions as f64 / secs
    );
    write(variant, &found);
}

/// Writes `variant`'s puzzle file.
fn write(variant: VariantId, found: &[Found]) {
    let path = format!(
        "{}/../learn/puzzles/{}.toml",
        env!("CARGO_MANIFEST_DIR"),
        variant.id()
    );
    std::fs::write(&path, toml_of(variant, found)).expect("write the puzzle file");
}

/// A verified puzzle from `game` for `side`, if there is one.
fn candidate(game: &AnyGame, side: Side, shipped: u32, seed: u64, ply: usize) -> Option<Found> {
    let judge_any = |iterations| -> Option<Clear> {
        match game {
            AnyGame::Apocalypse(g) if fair(&**g, side) => judge(&**g, side, iterations).ok()?,
            AnyGame::HeavenAndHell(g) if fair(&**g, side) => judge(&**g, side, iterations).ok()?,
            AnyGame::Battlefield(g) if fair(&**g, side) => judge(&**g, side, iterations).ok()?,
            AnyGame::Oracle(g) if fair(&**g, side) => judge(&**g, side, iterations).ok()?,
            AnyGame::ItIsWhatItIs(g) if fair(&**g, side) => judge(&**g, side, iterations).ok()?,
            _ => None,
        }
    };
    let clear = judge_any(shipped)?;
    let deep = judge_any(shipped * VERIFY_FACTOR)?;
    if !deep.solutions.contains(&clear.solutions[0]) {
        return None;
    }
    Some(Found {
        side,
        seed,
        position: game.position(),
        clear,
        origin: format!(
            "computer self-play (easy against easy), game seed {seed}, before action {}",
            ply + 1
        ),
    })
}

/// A TOML basic string.
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The puzzle file of `variant`.
fn toml_of(variant: VariantId, found: &[Found]) -> String {
    let mut out = format!(
        "# Puzzles of {}: positions from computer self-play where one action is clearly best,\n\
         # verified by a deeper search. Written by `cargo run --release -p ai --example puzzles`;\n\
         # checked by learn's tests (every solution legal and still best at the shipped budget).\n",
        variant.title()
    );
    for (i, p) in found.iter().enumerate() {
        let list = |v: &[String]| v.iter().map(|s| quoted(s)).collect::<Vec<_>>().join(", ");
        // Rating-like: a narrow lead is harder to see than a wide one.
        let difficulty = 800 + ((1.0 - (p.clear.best - p.clear.second)) * 1_000.0).round() as u32;
        let _ = write!(
            out,
            "\n[[puzzle]]\nid = {}\nside = {}\nseed = {}\ndifficulty = {difficulty}\norigin = {}\n\
             solution = [{}]\nline = [{}]\nposition = {}\n",
            quoted(&format!("{}-{:03}", variant.id(), i + 1)),
            quoted(p.side.name()),
            p.seed,
            quoted(&p.origin),
            list(&p.clear.solutions),
            list(&p.clear.line),
            quoted(&p.position)
        );
    }
    out
}
