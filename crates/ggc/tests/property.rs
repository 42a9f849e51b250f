//! Law: after a collection exactly the objects reachable from the roots survive, with their
//! contents and edges intact — for random graphs and random roots, under both strategies.

use std::collections::{BTreeSet, HashMap};

use ggc::{Gc, Gty, Heap, Params, Strategy};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;

#[derive(Gty)]
struct Node {
    id: usize,
    edges: Vec<Gc<Node>>,
    #[gty(atomic)]
    label: Option<Gc<Box<str>>>,
}

#[derive(Debug, Clone)]
struct Graph {
    edges: Vec<Vec<usize>>,
    labelled: Vec<bool>,
    roots: Vec<usize>,
    /// Second round: roots dropped (by position) and objects added pointing at old ones.
    drop_roots: Vec<usize>,
    extra: Vec<Vec<usize>>,
}

fn graph() -> impl proptest::strategy::Strategy<Value = Graph> {
    (1usize..48).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::collection::vec(0..n, 0..4), n),
            prop::collection::vec(any::<bool>(), n),
            prop::collection::vec(0..n, 0..5),
            prop::collection::vec(0usize..5, 0..3),
            prop::collection::vec(prop::collection::vec(0..n, 0..3), 0..6),
        )
            .prop_map(|(edges, labelled, roots, drop_roots, extra)| Graph {
                edges,
                labelled,
                roots,
                drop_roots,
                extra,
            })
    })
}

fn reachable(edges: &[Vec<usize>], roots: &[usize]) -> BTreeSet<usize> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<usize> = roots.to_vec();
    while let Some(i) = stack.pop() {
        if seen.insert(i) {
            stack.extend(&edges[i]);
        }
    }
    seen
}

/// Checks the heap against the model: the live nodes are exactly `expect`, each with its
/// model edges (by id), reached from `roots`.
fn check(
    heap: &Heap,
    roots: &[Gc<Node>],
    edges: &[Vec<usize>],
    labelled: &[bool],
    expect: &BTreeSet<usize>,
) {
    let live: BTreeSet<usize> = heap.iter::<Node>().map(|(_, n)| n.id).collect();
    assert_eq!(&live, expect);
    assert_eq!(heap.live_count::<Node>(), expect.len());
    let labels = expect.iter().filter(|&&i| labelled[i]).count();
    assert_eq!(heap.live_count::<Box<str>>(), labels);
    let by_id: HashMap<usize, Gc<Node>> = heap.iter::<Node>().map(|(h, n)| (n.id, h)).collect();
    for (&id, &h) in &by_id {
        let node = heap.get(h).unwrap();
        let got: Vec<usize> = node
            .edges
            .iter()
            .map(|&e| heap.get(e).unwrap().id)
            .collect();
        assert_eq!(got, edges[id]);
        if let Some(l) = node.label {
            assert_eq!(&**heap.get(l).unwrap(), format!("n{id}"));
        }
    }
    for r in roots {
        assert!(expect.contains(&heap.get(*r).unwrap().id));
    }
}

fn run(g: &Graph, strategy: Strategy) {
    let mut heap = Heap::with_params(Params {
        strategy,
        ..Params::checking()
    });
    let handles: Vec<Gc<Node>> = (0..g.edges.len())
        .map(|id| {
            let label = g.labelled[id].then(|| heap.alloc_str(&format!("n{id}")));
            heap.alloc(Node {
                id,
                edges: Vec::new(),
                label,
            })
        })
        .collect();
    for (id, es) in g.edges.iter().enumerate() {
        heap[handles[id]].edges = es.iter().map(|&e| handles[e]).collect();
    }
    let mut roots: Vec<Gc<Node>> = g.roots.iter().map(|&r| handles[r]).collect();
    let r = heap.collect_force(&mut roots);
    assert_eq!(r.stale_edges, 0);
    let mut edges = g.edges.clone();
    let mut labelled = g.labelled.clone();
    let expect = reachable(&edges, &g.roots);
    check(&heap, &roots, &edges, &labelled, &expect);
    if strategy == Strategy::MarkSweep {
        for (id, h) in handles.iter().enumerate() {
            assert_eq!(heap.get(*h).is_ok(), expect.contains(&id));
        }
    }

    // Second round: drop some roots, add nodes pointing at survivors, collect again.
    let mut root_ids: Vec<usize> = g.roots.clone();
    for &d in &g.drop_roots {
        if d < roots.len() {
            roots.remove(d);
            root_ids.remove(d);
        }
    }
    let by_id: HashMap<usize, Gc<Node>> = heap.iter::<Node>().map(|(h, n)| (n.id, h)).collect();
    for es in &g.extra {
        let id = edges.len();
        let targets: Vec<usize> = es
            .iter()
            .copied()
            .filter(|e| by_id.contains_key(e))
            .collect();
        let h = heap.alloc(Node {
            id,
            edges: targets.iter().map(|e| by_id[e]).collect(),
            label: None,
        });
        edges.push(targets);
        labelled.push(false);
        roots.push(h);
        root_ids.push(id);
    }
    let r = heap.collect_force(&mut roots);
    assert_eq!(r.stale_edges, 0);
    let expect = reachable(&edges, &root_ids);
    check(&heap, &roots, &edges, &labelled, &expect);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn exactly_the_reachable_set_survives_mark_sweep(g in graph()) {
        run(&g, Strategy::MarkSweep);
    }

    #[test]
    fn exactly_the_reachable_set_survives_compaction(g in graph()) {
        run(&g, Strategy::Compacting);
    }
}
