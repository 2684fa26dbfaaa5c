//! Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm,
//! O(V³)): the completion test of C.04.3 C4, "can everyone left still be paired?".
//! Pure.

const NONE: usize = usize::MAX;

/// The partner of each vertex in a maximum matching of the graph given by adjacency
/// lists (`None` for an unmatched vertex).
pub fn maximum_matching(adjacency: &[Vec<usize>]) -> Vec<Option<usize>> {
    let n = adjacency.len();
    let mut m = Blossom {
        adjacency,
        mate: vec![NONE; n],
        parent: vec![NONE; n],
        base: (0..n).collect(),
        used: vec![false; n],
        in_blossom: vec![false; n],
        queue: Vec::with_capacity(n),
    };
    // A greedy start: most vertices are matched without any search.
    for (v, neighbours) in adjacency.iter().enumerate() {
        if m.mate[v] == NONE
            && let Some(&u) = neighbours.iter().find(|&&u| m.mate[u] == NONE && u != v)
        {
            m.mate[v] = u;
            m.mate[u] = v;
        }
    }
    for v in 0..n {
        if m.mate[v] == NONE {
            let mut u = m.find_path(v);
            while u != NONE {
                let pv = m.parent[u];
                let ppv = m.mate[pv];
                m.mate[u] = pv;
                m.mate[pv] = u;
                u = ppv;
            }
        }
    }
    m.mate
        .into_iter()
        .map(|x| (x != NONE).then_some(x))
        .collect()
}

struct Blossom<'a> {
    adjacency: &'a [Vec<usize>],
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    in_blossom: Vec<bool>,
    queue: Vec<usize>,
}

impl Blossom<'_> {
    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.mate.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// An augmenting path's free end from `root`, or NONE.
    fn find_path(&mut self, root: usize) -> usize {
        let n = self.mate.len();
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for &to in &self.adjacency[v] {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let cur = self.lca(v, to);
                    self.in_blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..n {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push(next);
                }
            }
        }
        NONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b);
            adj[b].push(a);
        }
        adj
    }

    fn size(m: &[Option<usize>]) -> usize {
        m.iter().flatten().count() / 2
    }

    #[test]
    fn finds_perfect_matchings_through_blossoms() {
        // A triangle with a tail on each corner: greedy alone would miss it.
        let g = graph(6, &[(0, 1), (1, 2), (2, 0), (0, 3), (1, 4), (2, 5)]);
        let m = maximum_matching(&g);
        assert_eq!(size(&m), 3);
        for (v, p) in m.iter().enumerate() {
            assert_eq!(m[p.unwrap()], Some(v));
        }
        // The Petersen graph has a perfect matching.
        let petersen = graph(
            10,
            &[
                (0, 1),
                (1, 2),
                (2, 3),
                (3, 4),
                (4, 0),
                (0, 5),
                (1, 6),
                (2, 7),
                (3, 8),
                (4, 9),
                (5, 7),
                (7, 9),
                (9, 6),
                (6, 8),
                (8, 5),
            ],
        );
        assert_eq!(size(&maximum_matching(&petersen)), 5);
    }

    #[test]
    fn a_star_matches_once() {
        let g = graph(4, &[(0, 1), (0, 2), (0, 3)]);
        assert_eq!(size(&maximum_matching(&g)), 1);
        assert_eq!(size(&maximum_matching(&graph(3, &[]))), 0);
    }
}
