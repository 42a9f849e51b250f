//! Arena tags (`Heap::tag_arenas`, `Walker::tagged_edge`): a client handle that carries a
//! tag instead of a type is marked by tag, and a collection then keeps exactly what the
//! typed walk keeps — for random two-type graphs, under both strategies, tagged or not.
//! A tag naming no arena is refused.

use std::collections::BTreeSet;

use ggc::{Gc, GcError, Gty, Heap, Params, RawGc, Strategy, Walker};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;

/// A handle to an `A` (tag 0) or a `B` (tag 1): the tag says which arena, as a tree
/// handle's pool does.
#[derive(Clone, Copy, Debug)]
struct Link {
    tag: u8,
    raw: RawGc,
}

impl Link {
    fn to<T>(tag: u8, h: Gc<T>) -> Link {
        Link {
            tag,
            raw: RawGc {
                index: h.index(),
                generation: h.generation(),
            },
        }
    }

    /// The typed visit, rewriting the handle if the walker moved the object.
    fn typed<T: Gty, W: Walker>(&mut self, w: &mut W) {
        let Some(mut h) = Gc::<T>::from_raw(self.raw) else {
            return w.undefined("link");
        };
        w.edge(&mut h);
        self.raw = RawGc {
            index: h.index(),
            generation: h.generation(),
        };
    }
}

impl Gty for Link {
    fn walk<W: Walker>(&mut self, w: &mut W) {
        if w.tagged_edge(self.tag, self.raw.index, self.raw.generation) {
            return;
        }
        match self.tag {
            0 => self.typed::<A, W>(w),
            _ => self.typed::<B, W>(w),
        }
    }
}

#[derive(Gty)]
struct A {
    id: usize,
    out: Vec<Link>,
}

/// Holds no handles: the marker must not queue it.
#[derive(Gty)]
struct B {
    id: usize,
}

#[derive(Debug, Clone)]
struct Graph {
    /// Per node: whether it is a `B`, and (for an `A`) its edges.
    is_b: Vec<bool>,
    edges: Vec<Vec<usize>>,
    roots: Vec<usize>,
}

fn graph() -> impl proptest::strategy::Strategy<Value = Graph> {
    (1usize..40).prop_flat_map(|n| {
        (
            prop::collection::vec(any::<bool>(), n),
            prop::collection::vec(prop::collection::vec(0..n, 0..4), n),
            prop::collection::vec(0..n, 0..4),
        )
            .prop_map(|(is_b, edges, roots)| Graph { is_b, edges, roots })
    })
}

/// Builds `g` (edges only from `A`s, to nodes made before, so every graph is a DAG over
/// creation order plus the links set afterwards), collects with `roots`, and returns the
/// ids that survive and the number the collection marked.
fn survivors(g: &Graph, strategy: Strategy, tagged: bool) -> (BTreeSet<usize>, u64) {
    let mut heap = Heap::with_params(Params {
        strategy,
        ..Params::default()
    });
    let numbers = [heap.arena_id::<A>().number(), heap.arena_id::<B>().number()];
    if tagged {
        heap.tag_arenas(&numbers).expect("the heap's own arenas");
    }
    let mut links = Vec::new();
    for (id, &b) in g.is_b.iter().enumerate() {
        links.push(if b {
            Link::to(1, heap.alloc(B { id }))
        } else {
            Link::to(
                0,
                heap.alloc(A {
                    id,
                    out: Vec::new(),
                }),
            )
        });
    }
    for (id, out) in g.edges.iter().enumerate() {
        if g.is_b[id] {
            continue;
        }
        let h = Gc::<A>::from_raw(links[id].raw).expect("allocated");
        heap.get_mut(h).expect("live").out = out.iter().map(|&t| links[t]).collect();
    }
    let mut roots: Vec<Link> = g.roots.iter().map(|&r| links[r]).collect();
    let report = heap.collect_force(&mut roots);
    let mut alive = BTreeSet::new();
    for root in &roots {
        reach(&heap, *root, &mut alive);
    }
    let live = heap.live_count::<A>() + heap.live_count::<B>();
    assert_eq!(live, alive.len(), "exactly the reachable objects survive");
    (alive, report.marked)
}

/// The ids reachable from `l` after the collection, read through the heap.
fn reach(heap: &Heap, l: Link, seen: &mut BTreeSet<usize>) {
    if l.tag == 1 {
        let b = heap
            .get(Gc::<B>::from_raw(l.raw).unwrap())
            .expect("reachable B survives");
        seen.insert(b.id);
        return;
    }
    let a = heap
        .get(Gc::<A>::from_raw(l.raw).unwrap())
        .expect("reachable A survives");
    if seen.insert(a.id) {
        for &t in &a.out {
            reach(heap, t, seen);
        }
    }
}

proptest! {
    #[test]
    fn tagged_marking_keeps_what_typed_marking_keeps(g in graph()) {
        for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
            let typed = survivors(&g, strategy, false);
            let tagged = survivors(&g, strategy, true);
            prop_assert_eq!(&typed, &tagged);
        }
    }
}

#[test]
fn a_number_that_names_no_arena_is_refused_and_tags_stay() {
    let mut heap = Heap::new();
    let number = heap.arena_id::<A>().number();
    assert_eq!(heap.tag_arenas(&[number]), Ok(()));
    let err = heap.tag_arenas(&[number, 7]).unwrap_err();
    assert!(
        matches!(
            err,
            GcError::NoArena {
                number: 7,
                arenas: 1
            }
        ),
        "{err}"
    );
    assert!(err.to_string().contains("arena number 7"), "{err}");
    // The earlier tag still marks: a rooted A reached only by tag survives.
    let kept = heap.alloc(A {
        id: 1,
        out: Vec::new(),
    });
    let dropped = heap.alloc(A {
        id: 2,
        out: Vec::new(),
    });
    let mut roots = vec![Link::to(0, kept)];
    let report = heap.collect_force(&mut roots);
    assert_eq!(report.marked, 1);
    assert!(heap.is_live(kept));
    assert!(!heap.is_live(dropped));
}

/// An edge from an object of the arena being drained into that same arena is resolved
/// without the tag table; a stale one must still be counted, and a live one kept, under
/// both strategies. (`kept` may reuse the freed slot: the stale edges come first, since an
/// edge to a slot already marked is decided from the bitmap alone.)
#[test]
fn tagged_edges_into_the_arena_being_drained_keep_and_count_stale() {
    for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
        let mut heap = Heap::with_params(Params {
            strategy,
            ..Params::default()
        });
        let numbers = [heap.arena_id::<A>().number(), heap.arena_id::<B>().number()];
        heap.tag_arenas(&numbers).expect("the heap's own arenas");
        let gone = heap.alloc(A {
            id: 0,
            out: Vec::new(),
        });
        let stale = Link::to(0, gone);
        heap.free(gone).expect("live");
        let kept = heap.alloc(A {
            id: 1,
            out: Vec::new(),
        });
        let b = heap.alloc(B { id: 2 });
        let top = heap.alloc(A {
            id: 3,
            out: vec![stale, stale, Link::to(0, kept), Link::to(1, b)],
        });
        let mut roots = vec![Link::to(0, top)];
        let report = heap.collect_force(&mut roots);
        assert_eq!(report.marked, 3, "{strategy:?}: top, kept and b");
        assert_eq!(
            report.stale_edges, 2,
            "{strategy:?}: both stale edges counted"
        );
        let top = Gc::<A>::from_raw(roots[0].raw).expect("root handle");
        let out = &heap.get(top).expect("the root survives").out;
        let kept = Gc::<A>::from_raw(out[2].raw).expect("kept handle");
        assert_eq!(heap.get(kept).map(|a| a.id), Ok(1), "{strategy:?}");
    }
}
