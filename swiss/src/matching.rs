//! Maximum-weight matching in a general graph (Edmonds' blossom algorithm with dual variables).
//!
//! A port of Joris van Rantwijk's public-domain `mwmatching.py`, which follows Galil, "Efficient
//! algorithms for finding maximum matching in graphs" (1986). O(n³) time, integer weights only:
//! with integer weights every dual variable and slack stays an integer (slacks between two
//! S-vertices are even), so the result is exact. Deterministic: the same edge list in the same
//! order always gives the same matching.

const NONE: usize = usize::MAX;

/// An edge `(u, v, weight)` between two distinct vertices below `vertices`.
pub(crate) type Edge = (usize, usize, i128);

/// The maximum-weight matching of the graph; with `max_cardinality`, the maximum-weight one among
/// the matchings with the most edges. `mate[v]` is `v`'s partner.
pub(crate) fn max_weight_matching(
    vertices: usize,
    edges: &[Edge],
    max_cardinality: bool,
) -> Vec<Option<usize>> {
    if edges.is_empty() {
        return vec![None; vertices];
    }
    let mut endpoint = Vec::with_capacity(2 * edges.len());
    let mut neighbend = vec![Vec::new(); vertices];
    for (k, &(i, j, _)) in edges.iter().enumerate() {
        debug_assert!(i != j && i < vertices && j < vertices);
        endpoint.push(i);
        endpoint.push(j);
        neighbend[i].push(2 * k + 1);
        neighbend[j].push(2 * k);
    }
    let mut m = Matcher::new(vertices, edges, &endpoint, &neighbend);
    m.solve(max_cardinality);
    m.mate
        .iter()
        .map(|&p| (p != NONE).then(|| endpoint[p]))
        .collect()
}

/// The algorithm's state; names follow the original (`p` is an edge endpoint: edge `p / 2`,
/// vertex `endpoint[p]`; labels 1 = S, 2 = T, 0 = free).
struct Matcher<'a> {
    n: usize,
    edges: &'a [Edge],
    endpoint: &'a [usize],
    neighbend: &'a [Vec<usize>],
    mate: Vec<usize>,
    label: Vec<i8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<i128>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

/// Python-style index into a cyclic list: `j` may be negative.
fn at(list: &[usize], j: isize) -> usize {
    let len = list.len() as isize;
    list[j.rem_euclid(len) as usize]
}

impl<'a> Matcher<'a> {
    fn new(
        n: usize,
        edges: &'a [Edge],
        endpoint: &'a [usize],
        neighbend: &'a [Vec<usize>],
    ) -> Self {
        let maxweight = edges.iter().map(|e| e.2).max().unwrap_or(0).max(0);
        Matcher {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar: std::iter::repeat_n(maxweight, n)
                .chain(std::iter::repeat_n(0, n))
                .collect(),
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
        }
    }

    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - 2 * w
    }

    /// The vertices inside (possibly nested) blossom `b`.
    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    /// Labels `w` (and its top blossom) with `t` through endpoint `p`.
    fn assign_label(&mut self, w: usize, t: i8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.endpoint[mb], 1, mb ^ 1);
        }
    }

    /// Traces back from `v` and `w` to find a new blossom's base, or `NONE` for an augmenting
    /// path.
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    /// Makes a new blossom with `base` through the S-S edge `k`.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (v, w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            bv = self.inblossom[self.endpoint[self.labelend[bv]]];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            bw = self.inblossom[self.endpoint[self.labelend[bw]]];
        }
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = 0;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        self.compute_best_edges(b, &path);
    }

    /// The least-slack edge from new blossom `b` to each neighbouring S-blossom.
    fn compute_best_edges(&mut self, b: usize, path: &[usize]) {
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in path {
            let lists: Vec<Vec<usize>> = match self.blossombestedges[bv].take() {
                Some(list) => vec![list],
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .map(|v| self.neighbend[v].iter().map(|p| p / 2).collect())
                    .collect(),
            };
            for k in lists.into_iter().flatten() {
                let (i, j, _) = self.edges[k];
                let j = if self.inblossom[j] == b { i } else { j };
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == 1
                    && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
    }

    /// Dissolves blossom `b`; at the end of a stage, also its zero-dual sub-blossoms.
    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded(b, &childs);
        }
        self.label[b] = -1;
        self.labelend[b] = NONE;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    /// Relabels the children of the expanded T-blossom `b` along the even path to its entry.
    fn relabel_expanded(&mut self, b: usize, childs: &[usize]) {
        let endps = self.blossomendps[b].clone();
        let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let mut j = childs.iter().position(|&c| c == entrychild).expect("entry") as isize;
        let (jstep, endptrick): (isize, usize) = if j & 1 != 0 {
            j -= childs.len() as isize;
            (1, 0)
        } else {
            (-1, 1)
        };
        let trick = endptrick as isize;
        let mut p = self.labelend[b];
        while j != 0 {
            self.label[self.endpoint[p ^ 1]] = 0;
            let q = at(&endps, j - trick);
            self.label[self.endpoint[q ^ endptrick ^ 1]] = 0;
            self.assign_label(self.endpoint[p ^ 1], 2, p);
            self.allowedge[q / 2] = true;
            j += jstep;
            p = at(&endps, j - trick) ^ endptrick;
            self.allowedge[p / 2] = true;
            j += jstep;
        }
        let bv = at(childs, j);
        let entry = self.endpoint[p ^ 1];
        self.label[entry] = 2;
        self.label[bv] = 2;
        self.labelend[entry] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        j += jstep;
        while at(childs, j) != entrychild {
            let bv = at(childs, j);
            if self.label[bv] == 1 {
                j += jstep;
                continue;
            }
            let labelled = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0);
            if let Some(v) = labelled {
                self.label[v] = 0;
                self.label[self.endpoint[self.mate[self.blossombase[bv]]]] = 0;
                self.assign_label(v, 2, self.labelend[v]);
            }
            j += jstep;
        }
    }

    /// Swaps matched and unmatched edges along the even path from `v` to the base of `b`.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let childs = self.blossomchilds[b].clone();
        let endps = self.blossomendps[b].clone();
        let i = childs.iter().position(|&c| c == t).expect("child");
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 != 0 {
            j -= childs.len() as isize;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = at(&childs, j);
            let p = at(&endps, j - endptrick as isize) ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = at(&childs, j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
        debug_assert_eq!(self.blossombase[b], v);
    }

    /// Augments the matching along the path through edge `k`.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Runs stages until no augmenting path is left.
    fn solve(&mut self, max_cardinality: bool) {
        let n = self.n;
        for _ in 0..n {
            self.label.fill(0);
            self.bestedge.fill(NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.fill(false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                }
            }
            if !self.stage(max_cardinality) {
                break;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }

    /// One stage: grows the alternating forest and adjusts duals until an augmentation (true) or
    /// the optimum (false).
    fn stage(&mut self, max_cardinality: bool) -> bool {
        loop {
            if self.scan_queue() {
                return true;
            }
            let (deltatype, delta, deltaedge, deltablossom) = self.find_delta(max_cardinality);
            self.apply_delta(delta);
            match deltatype {
                1 => return false,
                2 => {
                    self.allowedge[deltaedge] = true;
                    let (i, j, _) = self.edges[deltaedge];
                    let i = if self.label[self.inblossom[i]] == 0 {
                        j
                    } else {
                        i
                    };
                    self.queue.push(i);
                }
                3 => {
                    self.allowedge[deltaedge] = true;
                    self.queue.push(self.edges[deltaedge].0);
                }
                _ => self.expand_blossom(deltablossom, false),
            }
        }
    }

    /// Scans queued S-vertices along tight edges; true once the matching was augmented.
    fn scan_queue(&mut self) -> bool {
        // Copies of the immutable graph references, so iterating them does not borrow `self`.
        let (neighbend, endpoint, edges) = (self.neighbend, self.endpoint, self.edges);
        while let Some(v) = self.queue.pop() {
            for &p in &neighbend[v] {
                let k = p / 2;
                let w = endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let mut kslack = 0;
                if !self.allowedge[k] {
                    // The slack, inlined: this is the innermost loop.
                    let (i, j, weight) = edges[k];
                    kslack = self.dualvar[i] + self.dualvar[j] - 2 * weight;
                    if kslack <= 0 {
                        self.allowedge[k] = true;
                    }
                }
                if self.allowedge[k] {
                    if self.label[self.inblossom[w]] == 0 {
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[self.inblossom[w]] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[self.inblossom[w]] == 1 {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == 0
                    && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// The smallest dual change that makes progress: `(type, delta, edge, blossom)`.
    fn find_delta(&self, max_cardinality: bool) -> (u8, i128, usize, usize) {
        let n = self.n;
        let mut deltatype = 0u8;
        let mut delta = 0i128;
        let mut deltaedge = NONE;
        let mut deltablossom = NONE;
        if !max_cardinality {
            deltatype = 1;
            delta = self.dualvar[..n].iter().copied().min().unwrap_or(0);
        }
        for v in 0..n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.slack(self.bestedge[v]);
                if deltatype == 0 || d < delta {
                    (delta, deltatype, deltaedge) = (d, 2, self.bestedge[v]);
                }
            }
        }
        for b in 0..2 * n {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let kslack = self.slack(self.bestedge[b]);
                debug_assert_eq!(kslack % 2, 0);
                let d = kslack / 2;
                if deltatype == 0 || d < delta {
                    (delta, deltatype, deltaedge) = (d, 3, self.bestedge[b]);
                }
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && (deltatype == 0 || self.dualvar[b] < delta)
            {
                (delta, deltatype, deltablossom) = (self.dualvar[b], 4, b);
            }
        }
        if deltatype == 0 {
            // Max-cardinality mode and no further progress possible: finish with a final update.
            deltatype = 1;
            delta = self.dualvar[..n].iter().copied().min().unwrap_or(0).max(0);
        }
        (deltatype, delta, deltaedge, deltablossom)
    }

    fn apply_delta(&mut self, delta: i128) {
        let n = self.n;
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                1 => self.dualvar[v] -= delta,
                2 => self.dualvar[v] += delta,
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                match self.label[b] {
                    1 => self.dualvar[b] += delta,
                    2 => self.dualvar[b] -= delta,
                    _ => {}
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny deterministic generator (SplitMix64).
    struct Mix(u64);
    impl Mix {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
    }

    /// Best (cardinality, weight) over all matchings, by brute force over vertex subsets.
    fn brute(n: usize, edges: &[Edge], max_cardinality: bool) -> (usize, i128) {
        let mut w = vec![vec![None; n]; n];
        for &(i, j, x) in edges {
            w[i][j] = Some(x);
            w[j][i] = Some(x);
        }
        // best[mask]: best (cardinality, weight) matching using only vertices in mask.
        let mut best = vec![(0usize, 0i128); 1 << n];
        for mask in 1usize..1 << n {
            let i = mask.trailing_zeros() as usize;
            let rest = mask & !(1 << i);
            let mut b = best[rest];
            for j in 0..n {
                if rest & (1 << j) != 0 {
                    if let Some(x) = w[i][j] {
                        let (c, s) = best[rest & !(1 << j)];
                        let cand = (c + 1, s + x);
                        let better = if max_cardinality {
                            cand > b
                        } else {
                            cand.1 > b.1
                        };
                        if better {
                            b = cand;
                        }
                    }
                }
            }
            best[mask] = b;
        }
        best[(1 << n) - 1]
    }

    fn evaluate(n: usize, edges: &[Edge], mate: &[Option<usize>]) -> (usize, i128) {
        let mut count = 0;
        let mut total = 0;
        for v in 0..n {
            if let Some(u) = mate[v] {
                assert_eq!(mate[u], Some(v), "matching is symmetric");
                if v < u {
                    let w = edges
                        .iter()
                        .filter(|e| (e.0 == v && e.1 == u) || (e.0 == u && e.1 == v))
                        .map(|e| e.2)
                        .max()
                        .expect("matched along an edge");
                    count += 1;
                    total += w;
                }
            }
        }
        (count, total)
    }

    #[test]
    fn agrees_with_brute_force_on_random_graphs() {
        let mut rng = Mix(7);
        for case in 0..3000 {
            let n = 1 + (rng.next() % 11) as usize;
            let density = 20 + rng.next() % 81;
            let spread = [3, 10, 1000, 1 << 40][case % 4];
            let mut edges = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if rng.next() % 100 < density {
                        edges.push((i, j, (rng.next() % spread) as i128));
                    }
                }
            }
            for max_cardinality in [false, true] {
                let mate = max_weight_matching(n, &edges, max_cardinality);
                let got = evaluate(n, &edges, &mate);
                let want = brute(n, &edges, max_cardinality);
                if max_cardinality {
                    assert_eq!(got, want, "case {case}: {edges:?}");
                } else {
                    assert_eq!(got.1, want.1, "case {case}: {edges:?}");
                }
            }
        }
    }

    #[test]
    fn small_known_graphs() {
        assert_eq!(max_weight_matching(0, &[], false), vec![]);
        assert_eq!(
            max_weight_matching(2, &[(0, 1, 1)], false),
            vec![Some(1), Some(0)]
        );
        // A path 0-1-2-3 where the middle edge is heaviest but max cardinality takes the ends.
        let path = [(0, 1, 5), (1, 2, 11), (2, 3, 5)];
        assert_eq!(
            max_weight_matching(4, &path, false),
            vec![None, Some(2), Some(1), None]
        );
        assert_eq!(
            max_weight_matching(4, &path, true),
            vec![Some(1), Some(0), Some(3), Some(2)]
        );
        // A blossom (triangle 0-1-2) with a stem: from mwmatching's test suite.
        let blossom = [(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)];
        assert_eq!(
            max_weight_matching(5, &blossom, false),
            vec![None, Some(2), Some(1), Some(4), Some(3)]
        );
    }
}
