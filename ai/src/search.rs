//! The search: information-set Monte Carlo tree search (single-observer ISMCTS) with decoupled
//! UCT at simultaneous turns, generic over [`rules::Game`] so each variant gets its own
//! monomorphised copy.
//!
//! One iteration:
//! 1. **Determinise.** Draw a full state the searching side cannot tell apart from the real one
//!    ([`Game::determinize`]): the opponent's secrets and the future of the random stream are
//!    re-drawn, never read.
//! 2. **Select.** From the root, at each node every side that acts there lists its actions
//!    ([`Game::search_actions`]) in this determinisation and picks one by UCB1 over its own
//!    statistics. Near the root each action first gets a prior, the evaluation one step later,
//!    which counts as one visit (so the best-looking actions are tried first, and a winning one
//!    is not put off while every alternative gets a try). At a simultaneous turn both sides pick
//!    independently (decoupled UCT), each blind to the other's choice, as the rules make them;
//!    the root's priors there are an action's mean over every answer. The tree is keyed by
//!    actions, so the statistics of an action gather over every determinisation in which it was
//!    available (ISMCTS availability counts). Games without hidden parts or chance
//!    ([`Game::HIDDEN_OR_RANDOM`]) keep each node's action list.
//! 3. **Expand** the first node not in the tree yet, then **play out** uniformly random actions
//!    for at most `playout_depth` steps (the levels use none: the evaluations did better).
//! 4. **Score** the state reached: its outcome if the game is over, else the variant's
//!    [`Game::evaluate`]. Back the score up along the path, for each acting side from its own
//!    point of view.
//!
//! Pending decisions (upgrades, chaos picks, promotions, trap squares, a Cheered piece's second
//! action) are ordinary actions of the side that decides.

use rand::{Rng as _, SeedableRng};
pub use rand_chacha::ChaCha8Rng;
use rules::{outcome_value, Game, RuleError, Side, ToAct};
use std::time::{Duration, Instant};

/// How one search runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// At most this many iterations.
    pub iterations: u32,
    /// Stop early when this much time has passed (`None`: only the iteration budget counts, so
    /// the result is reproducible).
    pub time_limit: Option<Duration>,
    /// At most this many random steps after the tree before the evaluation scores the state.
    pub playout_depth: u32,
    /// The UCB1 exploration constant (rewards are on a 0–1 scale).
    pub exploration: f64,
    /// Nodes this close to the root (the root is 1) score each of their actions one step ahead
    /// with the evaluation when they first meet it, and use it as a prior: an untried action is
    /// valued at its prior, and the prior's weight fades with visits. 0: none. At a simultaneous
    /// turn only the root has priors (an action's mean over every answer of the opponent).
    pub prior_depth: u32,
    /// How many visits the prior is worth.
    pub prior_weight: f64,
    /// How the final action is picked from the root statistics.
    pub pick: Pick,
    /// At a simultaneous turn, [`Pick::Best`] draws among the actions visited at least this
    /// share of the most visited one's count, in proportion to their visits (1: always the most
    /// visited; lower: a more mixed, less predictable choice).
    pub mix_share: f64,
    /// The seed of the search's own random stream (and of every determinisation).
    pub seed: u64,
}

/// How the final action is picked from the root's statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The most visited action (the robust child). At a simultaneous turn the choice is mixed
    /// anyway: drawn from the visit counts, since a predictable secret move can be exploited.
    Best,
    /// Drawn in proportion to the visit counts: weaker, less predictable play (the easy level).
    Proportional,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Searched<A> {
    /// The chosen action.
    pub action: A,
    /// Iterations run.
    pub iterations: u32,
    /// Time spent.
    pub elapsed: Duration,
    /// The chosen action's mean score for the searching side, in `[-1, 1]` (0 if it was the
    /// only legal action and no search ran).
    pub value: f64,
}

const NONE: u32 = u32::MAX;

/// Nodes with more actions than this get no priors.
const MAX_PRIORS: usize = 120;

/// One action's statistics at a node, from the point of view of the side that plays it.
#[derive(Debug)]
struct Stat<A> {
    action: A,
    /// Times it was chosen.
    visits: u32,
    /// Sum of the scores (in `[-1, 1]`) that followed.
    reward: f64,
    /// Times it was legal when its node was visited (ISMCTS availability count).
    avail: u32,
    /// The evaluation one step after it, on a 0–1 scale (0.5 when not computed).
    prior: f64,
}

/// A node: the statistics of each side that acted here, and the children by the pair of
/// choices (one index into each side's statistics, [`NONE`] for a side that did not act).
#[derive(Debug)]
struct Node<A> {
    stats: [Vec<Stat<A>>; 2],
    children: Vec<([u32; 2], u32)>,
    /// Each side's available actions (indices into `stats`), kept for games whose
    /// determinisations never differ ([`Game::HIDDEN_OR_RANDOM`] false).
    legal: Option<[Vec<u32>; 2]>,
}

impl<A> Node<A> {
    fn new() -> Self {
        Node {
            stats: [Vec::new(), Vec::new()],
            children: Vec::new(),
            legal: None,
        }
    }

    fn child(&self, key: [u32; 2]) -> Option<u32> {
        self.children
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, c)| *c)
    }
}

/// The sides that act now.
pub(crate) fn actors(to_act: &ToAct) -> [bool; 2] {
    let mut on = [false; 2];
    match to_act {
        ToAct::Side(s) | ToAct::Decision { side: s, .. } => on[s.index()] = true,
        ToAct::Simultaneous(sides) => {
            for s in sides {
                on[s.index()] = true;
            }
        }
        ToAct::Over => {}
    }
    on
}

/// Finds (or adds) the statistics of each legal action, counting it as available; returns their
/// indices in the order of `legal`. With `prior`, a new action is scored by it.
fn match_stats<A: PartialEq>(
    stats: &mut Vec<Stat<A>>,
    legal: Vec<A>,
    prior: Option<&dyn Fn(&A) -> f64>,
) -> Vec<u32> {
    let mut out = Vec::with_capacity(legal.len());
    for (i, action) in legal.into_iter().enumerate() {
        // Legal lists come in a stable order, so the same index usually matches.
        let j = if stats.get(i).is_some_and(|s| s.action == action) {
            i
        } else if let Some(j) = stats.iter().position(|s| s.action == action) {
            j
        } else {
            let p = prior.map_or(0.5, |f| f(&action));
            stats.push(Stat {
                action,
                visits: 0,
                reward: 0.0,
                avail: 0,
                prior: p,
            });
            stats.len() - 1
        };
        stats[j].avail += 1;
        out.push(j as u32);
    }
    out
}

/// UCB1 over the available actions `idx`, the prior counting as `k` virtual visits: an untried
/// action is valued at its prior (a neutral 0.5 without one), so the best-looking actions are
/// tried first and a clearly winning one is not put off while every alternative gets its first
/// try. Exact ties are broken at random.
fn select<A>(stats: &[Stat<A>], idx: &[u32], c: f64, k: f64, rng: &mut ChaCha8Rng) -> u32 {
    let mut best = idx[0];
    let mut best_score = f64::NEG_INFINITY;
    let mut ties = 0u32;
    for &i in idx {
        let s = &stats[i as usize];
        let n = f64::from(s.visits);
        let q = (s.reward + k * (2.0 * s.prior - 1.0)) / (n + k);
        let u = c * (f64::from(s.avail.max(1)).ln() / (n + 1.0)).sqrt();
        let score = (q + 1.0) / 2.0 + u;
        if score > best_score + 1e-12 {
            best_score = score;
            best = i;
            ties = 1;
        } else if score >= best_score - 1e-12 {
            ties += 1;
            if rng.gen_range(0..ties) == 0 {
                best = i;
            }
        }
    }
    best
}

/// The mean evaluation of `g` for `side`, on a 0–1 scale, after a simultaneous turn in which
/// `side` plays `action` and the opponent each of `answers` in turn.
fn turn_step<G: Game>(g: &G, side: Side, action: &G::Action, answers: &[G::Action]) -> f64 {
    let mut mine = g.clone();
    if mine.play(side, action.clone()).is_err() || answers.is_empty() {
        return 0.0;
    }
    let total: f64 = answers
        .iter()
        .map(|b| {
            let mut both = mine.clone();
            match both.play(side.opponent(), b.clone()) {
                Ok(_) => score(&both) * if side == Side::White { 1.0 } else { -1.0 },
                Err(_) => 0.0,
            }
        })
        .sum();
    (total / answers.len() as f64 + 1.0) / 2.0
}

/// The evaluation of `g` for `side` after `side` plays `action`, on a 0–1 scale.
fn one_step<G: Game>(g: &G, side: Side, action: &G::Action) -> f64 {
    let mut after = g.clone();
    if after.play(side, action.clone()).is_err() {
        return 0.0;
    }
    (score(&after) * if side == Side::White { 1.0 } else { -1.0 } + 1.0) / 2.0
}

/// Plays uniformly random actions for at most `depth` steps (both sides at a simultaneous turn),
/// drawing from `rng`: the playout step of the search.
pub fn playout<G: Game>(g: &mut G, depth: u32, rng: &mut ChaCha8Rng) {
    for _ in 0..depth {
        let on = actors(&g.to_act());
        if on == [false, false] {
            return;
        }
        for side in Side::BOTH {
            if !on[side.index()] {
                continue;
            }
            let mut legal = g.search_actions(side);
            if legal.is_empty() {
                return;
            }
            let a = legal.swap_remove(rng.gen_range(0..legal.len()));
            if g.play(side, a).is_err() {
                debug_assert!(false, "a listed action was refused");
                return;
            }
        }
    }
}

/// The score of a state for White, in `[-1, 1]`.
fn score<G: Game>(g: &G) -> f64 {
    outcome_value(g.outcome().as_ref(), Side::White).unwrap_or_else(|| g.evaluate(Side::White))
}

/// Searches `game` for `side`'s action. Errors when `side` may not act.
pub fn search<G: Game>(
    game: &G,
    side: Side,
    params: &Params,
) -> Result<Searched<G::Action>, RuleError> {
    let start = Instant::now();
    let (mut rng, first, legal) = root(game, side, params)?;
    if legal.len() == 1 {
        return Ok(Searched {
            action: legal.into_iter().next().expect("one"),
            iterations: 0,
            elapsed: start.elapsed(),
            value: 0.0,
        });
    }
    let (tree, iterations) = grow(game, side, params, &first, &mut rng, start);
    let root = &tree.nodes[0].stats[side.index()];
    let simultaneous = matches!(first.to_act(), ToAct::Simultaneous(ref v) if v.len() > 1);
    let Some(chosen) = pick_root(root, params, simultaneous, &mut rng) else {
        // No iteration ran (a zero budget or time limit): the first legal action.
        return Ok(Searched {
            action: legal.into_iter().next().expect("several"),
            iterations,
            elapsed: start.elapsed(),
            value: 0.0,
        });
    };
    let stat = &root[chosen];
    Ok(Searched {
        action: stat.action.clone(),
        iterations,
        elapsed: start.elapsed(),
        value: mean(stat),
    })
}

/// The search's random stream, its first determinisation and the searching side's actions
/// there; errors when the game is over or `side` has nothing to do.
fn root<G: Game>(
    game: &G,
    side: Side,
    params: &Params,
) -> Result<(ChaCha8Rng, G, Vec<G::Action>), RuleError> {
    if game.outcome().is_some() {
        return Err(RuleError::GameOver);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(params.seed);
    // The root's legal actions, from a determinisation like every other look at the game.
    let first = game.determinize(side, rng.gen());
    let legal = first.search_actions(side);
    if legal.is_empty() {
        return Err(RuleError::not_your_turn(
            side,
            game.to_act().sides(),
            rules::error::WaitingFor::NothingToDo { side },
        ));
    }
    Ok((rng, first, legal))
}

/// Runs the iterations (each from a fresh determinisation, the first from `first`) until the
/// budget or the time limit is spent: the tree and the iterations run.
fn grow<G: Game>(
    game: &G,
    side: Side,
    params: &Params,
    first: &G,
    rng: &mut ChaCha8Rng,
    start: Instant,
) -> (Tree<G::Action>, u32) {
    let mut tree = Tree {
        nodes: vec![Node::new()],
        path: Vec::new(),
    };
    let mut iterations = 0;
    while iterations < params.iterations {
        if params.time_limit.is_some_and(|t| start.elapsed() >= t) {
            break;
        }
        iterations += 1;
        let mut g = if iterations == 1 {
            first.clone()
        } else {
            game.determinize(side, rng.gen())
        };
        tree.descend(&mut g, params, rng);
        if g.outcome().is_none() {
            playout(&mut g, params.playout_depth, rng);
        }
        tree.back_up(score(&g));
    }
    (tree, iterations)
}

/// One root action as a search judged it, for a review.
#[derive(Clone, Debug)]
pub struct Scored<A> {
    /// The action.
    pub action: A,
    /// Times the search tried it.
    pub visits: u32,
    /// Its value for the searching side in `[-1, 1]`: the mean of its scores blended with its
    /// prior (the evaluation one step later), so an action the search hardly tried still has
    /// an estimate.
    pub value: f64,
}

/// What a search thinks of every action at the root, for a review or a puzzle.
#[derive(Clone, Debug)]
pub struct Analysis<G: Game> {
    /// Every action the searching side had, most visited (the search's preference) first.
    pub actions: Vec<Scored<G::Action>>,
    /// The line the search expects, starting with its preferred action: each step the most
    /// visited choice of every side acting there (both at a simultaneous turn).
    pub line: Vec<(Side, G::Action)>,
    /// The determinisation the line was found in, to write its actions' notation.
    pub state: G,
    /// Iterations run.
    pub iterations: u32,
}

/// The longest line [`analyse`] reports.
pub const MAX_LINE: usize = 6;

/// Like [`search`], but reports every root action's value and the expected line instead of
/// one choice. It reads what `side` may know only (every iteration starts from a
/// determinisation), so a review of a hidden-information game judges each decision from what
/// the player could know. Even a lone legal action is searched, for its value.
pub fn analyse<G: Game>(game: &G, side: Side, params: &Params) -> Result<Analysis<G>, RuleError> {
    let start = Instant::now();
    let (mut rng, first, legal) = root(game, side, params)?;
    let (tree, iterations) = grow(game, side, params, &first, &mut rng, start);
    let stats = &tree.nodes[0].stats[side.index()];
    let k = params.prior_weight;
    let mut actions: Vec<Scored<G::Action>> = if stats.is_empty() {
        legal
            .into_iter()
            .map(|action| Scored {
                action,
                visits: 0,
                value: 0.0,
            })
            .collect()
    } else {
        stats
            .iter()
            .map(|s| Scored {
                action: s.action.clone(),
                visits: s.visits,
                value: (s.reward + k * (2.0 * s.prior - 1.0)) / (f64::from(s.visits) + k),
            })
            .collect()
    };
    actions.sort_by(|a, b| {
        b.visits.cmp(&a.visits).then(
            b.value
                .partial_cmp(&a.value)
                .unwrap_or(std::cmp::Ordering::Equal),
        )
    });
    let line = tree.principal_line();
    Ok(Analysis {
        actions,
        line,
        state: first,
        iterations,
    })
}

/// The final choice among the root's statistics `root` (see [`Pick`]); `None` if no iteration
/// ran.
fn pick_root<A>(
    root: &[Stat<A>],
    params: &Params,
    simultaneous: bool,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    match (params.pick, simultaneous) {
        (Pick::Best, false) => root
            .iter()
            .enumerate()
            .max_by(|(_, a), (_, b)| {
                a.visits.cmp(&b.visits).then(
                    mean(a)
                        .partial_cmp(&mean(b))
                        .unwrap_or(std::cmp::Ordering::Equal),
                )
            })
            .map(|(i, _)| i),
        // A mixed choice: in proportion to the visits, ignoring actions the search tried and
        // dropped.
        (Pick::Best, true) => {
            let top = f64::from(root.iter().map(|s| s.visits).max().unwrap_or(0));
            proportional(root, |s| f64::from(s.visits) >= params.mix_share * top, rng)
        }
        (Pick::Proportional, _) => proportional(root, |_| true, rng),
    }
}

/// The search tree and the path of the current iteration.
struct Tree<A> {
    nodes: Vec<Node<A>>,
    /// The nodes passed in this iteration with the choices made there, root first.
    path: Vec<(u32, [u32; 2])>,
}

impl<A: Clone + PartialEq> Tree<A> {
    /// Selection and expansion (steps 2 and 3): from the root, every acting side picks an
    /// action and plays it on `g`, until the game ends or a node new to the tree is added.
    fn descend<G: Game<Action = A>>(&mut self, g: &mut G, params: &Params, rng: &mut ChaCha8Rng) {
        self.path.clear();
        let mut node = 0u32;
        loop {
            let on = actors(&g.to_act());
            if on == [false, false] {
                break;
            }
            let key = match self.nodes[node as usize].legal.clone() {
                // Without hidden parts or chance this node's state is always the same.
                Some(cache) => self.select_cached(node, &cache, params, rng),
                None => self.select_new(node, g, on, params, rng),
            };
            let mut refused = false;
            for s in Side::BOTH {
                let i = key[s.index()];
                if i == NONE {
                    continue;
                }
                let action = self.nodes[node as usize].stats[s.index()][i as usize]
                    .action
                    .clone();
                if g.play(s, action).is_err() {
                    debug_assert!(false, "a listed action was refused");
                    refused = true;
                    break;
                }
            }
            if key == [NONE; 2] || refused {
                break;
            }
            self.path.push((node, key));
            match self.nodes[node as usize].child(key) {
                Some(child) => node = child,
                None => {
                    let child = self.nodes.len() as u32;
                    self.nodes.push(Node::new());
                    self.nodes[node as usize].children.push((key, child));
                    break;
                }
            }
        }
    }

    /// The choices at `node` from its kept action lists `cache`.
    fn select_cached(
        &mut self,
        node: u32,
        cache: &[Vec<u32>; 2],
        params: &Params,
        rng: &mut ChaCha8Rng,
    ) -> [u32; 2] {
        let mut key = [NONE; 2];
        for s in Side::BOTH {
            let idx = &cache[s.index()];
            if idx.is_empty() {
                continue;
            }
            let stats = &mut self.nodes[node as usize].stats[s.index()];
            for &i in idx {
                stats[i as usize].avail += 1;
            }
            key[s.index()] = select(stats, idx, params.exploration, params.prior_weight, rng);
        }
        key
    }

    /// The choices at `node` from the actions each acting side (`on`) lists in `g`: every
    /// acting side chooses on the same state, blind to the other's choice. Near the root new
    /// actions get priors; at a simultaneous turn (where they cost a step per pair of actions)
    /// only at the root.
    fn select_new<G: Game<Action = A>>(
        &mut self,
        node: u32,
        g: &G,
        on: [bool; 2],
        params: &Params,
        rng: &mut ChaCha8Rng,
    ) -> [u32; 2] {
        let simultaneous = on == [true, true];
        let depth = self.path.len() as u32;
        let use_prior = depth < params.prior_depth && (!simultaneous || depth == 0);
        let legal = Side::BOTH.map(|s| {
            if on[s.index()] {
                g.search_actions(s)
            } else {
                Vec::new()
            }
        });
        let mut key = [NONE; 2];
        let mut cache: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        for s in Side::BOTH {
            if legal[s.index()].is_empty() {
                continue;
            }
            // A new node with very many actions would spend many iterations' worth of
            // steps on its priors: it goes without.
            let use_prior = use_prior && legal[s.index()].len() <= MAX_PRIORS;
            let n = &mut self.nodes[node as usize];
            let answers = &legal[s.opponent().index()];
            let prior = move |a: &G::Action| {
                if simultaneous {
                    turn_step(g, s, a, answers)
                } else {
                    one_step(g, s, a)
                }
            };
            let idx = match_stats(
                &mut n.stats[s.index()],
                legal[s.index()].clone(),
                use_prior.then_some(&prior as &dyn Fn(&G::Action) -> f64),
            );
            key[s.index()] = select(
                &n.stats[s.index()],
                &idx,
                params.exploration,
                params.prior_weight,
                rng,
            );
            cache[s.index()] = idx;
        }
        if !G::HIDDEN_OR_RANDOM {
            self.nodes[node as usize].legal = Some(cache);
        }
        key
    }

    /// The line of most visited choices from the root, at most [`MAX_LINE`] actions, stopping
    /// where the search hardly looked (a choice tried fewer than twice).
    fn principal_line(&self) -> Vec<(Side, A)> {
        let mut line = Vec::new();
        let mut node = 0usize;
        while line.len() < MAX_LINE {
            let n = &self.nodes[node];
            let mut key = [NONE; 2];
            for s in Side::BOTH {
                let best = n.stats[s.index()]
                    .iter()
                    .enumerate()
                    .max_by_key(|(_, st)| st.visits)
                    .filter(|(_, st)| st.visits >= 2);
                if let Some((i, _)) = best {
                    key[s.index()] = i as u32;
                }
            }
            if key == [NONE; 2] {
                break;
            }
            for s in Side::BOTH {
                let i = key[s.index()];
                if i != NONE {
                    line.push((s, n.stats[s.index()][i as usize].action.clone()));
                }
            }
            match n.child(key) {
                Some(c) => node = c as usize,
                None => break,
            }
        }
        line.truncate(MAX_LINE);
        line
    }

    /// Step 4: backs the score `white` (for White) up the path, for each acting side from its
    /// own point of view.
    fn back_up(&mut self, white: f64) {
        for (n, key) in &self.path {
            for s in Side::BOTH {
                let i = key[s.index()];
                if i == NONE {
                    continue;
                }
                let stat = &mut self.nodes[*n as usize].stats[s.index()][i as usize];
                stat.visits += 1;
                stat.reward += if s == Side::White { white } else { -white };
            }
        }
    }
}

fn mean<A>(s: &Stat<A>) -> f64 {
    if s.visits == 0 {
        0.0
    } else {
        s.reward / f64::from(s.visits)
    }
}

/// An index drawn in proportion to the visits among the statistics `keep` accepts.
fn proportional<A>(
    stats: &[Stat<A>],
    keep: impl Fn(&Stat<A>) -> bool,
    rng: &mut ChaCha8Rng,
) -> Option<usize> {
    let total: u64 = stats
        .iter()
        .filter(|s| keep(s))
        .map(|s| u64::from(s.visits))
        .sum();
    if total == 0 {
        return None;
    }
    let mut x = rng.gen_range(0..total);
    for (i, s) in stats.iter().enumerate() {
        if !keep(s) {
            continue;
        }
        let v = u64::from(s.visits);
        if x < v {
            return Some(i);
        }
        x -= v;
    }
    None
}
