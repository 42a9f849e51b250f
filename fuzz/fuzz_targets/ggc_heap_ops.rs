//! Random heap operations against a model: allocation, ggc_free, roots, scopes, both
//! collector strategies. After every collection exactly the modelled reachable set lives,
//! and stale handles are errors. A second heap allocates and collects alongside; in checking
//! mode (picked by the input) the two refuse each other's handles, every one of them.
#![no_main]

use std::collections::BTreeSet;

use arbitrary::Arbitrary;
use ggc::{Gc, Heap, Params, Strategy};
use libfuzzer_sys::fuzz_target;

/// A node: its model id and its edges.
#[derive(ggc::Gty)]
struct Node(u32, Vec<Gc<Node>>);

#[derive(Arbitrary, Debug)]
enum Op {
    Alloc { edges: Vec<u8> },
    Link { from: u8, to: u8 },
    Root { node: u8 },
    Unroot { slot: u8 },
    Collect,
    /// The other heap allocates `count % 8` nodes, keeping those whose bit of `keep` is set.
    Foreign { count: u8, keep: u8 },
    /// The other heap collects, keeping what it kept.
    ForeignCollect,
}

#[derive(Arbitrary, Debug)]
struct Input {
    compacting: bool,
    checking: bool,
    ops: Vec<Op>,
}

fuzz_target!(|input: Input| {
    let strategy = if input.compacting { Strategy::Compacting } else { Strategy::MarkSweep };
    let params = Params { strategy, checking: input.checking, ..Params::default() };
    let mut heap = Heap::with_params(params);
    let mut other = Heap::with_params(params);
    // Every handle each heap gave out (the relocated roots too), and the other's roots.
    let mut issued: Vec<Gc<Node>> = Vec::new();
    let mut foreign: Vec<Gc<Node>> = Vec::new();
    let mut foreign_kept: Vec<Gc<Node>> = Vec::new();
    // Model: edges per id; which ids are alive; roots by id.
    let mut edges: Vec<Vec<u32>> = Vec::new();
    let mut alive: BTreeSet<u32> = BTreeSet::new();
    let mut roots: Vec<Gc<Node>> = Vec::new();
    let mut root_ids: Vec<u32> = Vec::new();
    let handle_of = |heap: &Heap, id: u32| heap.iter::<Node>().find(|(_, n)| n.0 == id).map(|(h, _)| h);
    for op in input.ops.iter().take(200) {
        match op {
            Op::Alloc { edges: es } => {
                let id = edges.len() as u32;
                let live: Vec<u32> = alive.iter().copied().collect();
                let targets: Vec<u32> =
                    if live.is_empty() { Vec::new() } else { es.iter().map(|&e| live[e as usize % live.len()]).collect() };
                let hs: Vec<Gc<Node>> = targets.iter().map(|&t| handle_of(&heap, t).expect("alive")).collect();
                issued.push(heap.alloc(Node(id, hs)));
                edges.push(targets);
                alive.insert(id);
            }
            Op::Link { from, to } if !alive.is_empty() => {
                let live: Vec<u32> = alive.iter().copied().collect();
                let (f, t) = (live[*from as usize % live.len()], live[*to as usize % live.len()]);
                let (hf, ht) = (handle_of(&heap, f).expect("alive"), handle_of(&heap, t).expect("alive"));
                heap[hf].1.push(ht);
                edges[f as usize].push(t);
            }
            Op::Root { node } if !alive.is_empty() => {
                let live: Vec<u32> = alive.iter().copied().collect();
                let id = live[*node as usize % live.len()];
                roots.push(handle_of(&heap, id).expect("alive"));
                root_ids.push(id);
            }
            Op::Unroot { slot } if !roots.is_empty() => {
                let i = *slot as usize % roots.len();
                roots.remove(i);
                root_ids.remove(i);
            }
            Op::Collect => {
                let before: Vec<Gc<Node>> = heap.iter::<Node>().map(|(h, _)| h).collect();
                let report = heap.collect_force(&mut roots);
                assert_eq!(report.stale_edges, 0);
                issued.extend_from_slice(&roots);
                let mut reach = BTreeSet::new();
                let mut stack = root_ids.clone();
                while let Some(i) = stack.pop() {
                    if reach.insert(i) {
                        stack.extend(&edges[i as usize]);
                    }
                }
                let live: BTreeSet<u32> = heap.iter::<Node>().map(|(_, n)| n.0).collect();
                assert_eq!(live, reach);
                alive = reach;
                for h in before {
                    if let Ok(n) = heap.get(h) {
                        assert!(alive.contains(&n.0));
                    }
                }
            }
            Op::Foreign { count, keep } => {
                for k in 0..count % 8 {
                    let h = other.alloc(Node(u32::MAX, Vec::new()));
                    foreign.push(h);
                    if keep >> k & 1 == 1 {
                        foreign_kept.push(h);
                    }
                }
            }
            Op::ForeignCollect => {
                other.collect_force(&mut foreign_kept);
                foreign.extend_from_slice(&foreign_kept);
            }
            _ => {}
        }
    }
    if input.checking {
        assert!(heap.is_exclusive() && other.is_exclusive());
        for &h in &foreign {
            assert!(heap.get(h).is_err(), "the other heap's {h:?} is live here");
        }
        for &h in &issued {
            assert!(other.get(h).is_err(), "{h:?} is live in the other heap");
        }
    }
});
