//! Reachability through cycles, diamonds and deep chains, under both strategies.

use ggc::{Gc, Gty, Heap, Params, Strategy};

#[derive(Gty, Debug)]
struct Node {
    id: u32,
    edges: Vec<Gc<Node>>,
}

#[derive(Gty)]
#[gty(chain_next = h.next)]
struct Link {
    next: Option<Gc<Link>>,
}

/// A PLUS_EXPR-shaped node: a type, two operands.
#[derive(Gty)]
struct Plus {
    ty: Option<Gc<Leaf>>,
    op0: Option<Gc<Plus>>,
    op1: Option<Gc<Leaf>>,
}

#[derive(Gty)]
struct Leaf {
    value: u64,
}

fn heaps() -> [Heap; 2] {
    [
        Heap::with_params(Params::checking()),
        Heap::with_params(Params {
            strategy: Strategy::Compacting,
            ..Params::checking()
        }),
    ]
}

#[derive(Gty, Default)]
struct Roots {
    nodes: Vec<Gc<Node>>,
}

fn node(heap: &mut Heap, id: u32) -> Gc<Node> {
    heap.alloc(Node {
        id,
        edges: Vec::new(),
    })
}

#[test]
fn cycles_survive_while_rooted_and_die_together() {
    for mut heap in heaps() {
        let a = node(&mut heap, 1);
        let b = node(&mut heap, 2);
        let c = node(&mut heap, 3);
        heap[a].edges.push(b);
        heap[b].edges.push(c);
        heap[c].edges.push(a);
        let _garbage = node(&mut heap, 4);
        let mut roots = Roots { nodes: vec![b] };
        let r = heap.collect_force(&mut roots);
        assert_eq!((r.marked, r.freed, r.stale_edges), (3, 1, 0));
        // Follow the cycle from the (possibly relocated) root.
        let mut ids = Vec::new();
        let mut cur = roots.nodes[0];
        for _ in 0..3 {
            ids.push(heap[cur].id);
            cur = heap[cur].edges[0];
        }
        assert_eq!(ids, [2, 3, 1]);
        roots.nodes.clear();
        let r = heap.collect_force(&mut roots);
        assert_eq!((r.marked, r.freed), (0, 3));
        assert_eq!(heap.live_objects(), 0);
    }
}

#[test]
fn diamonds_are_marked_once() {
    for mut heap in heaps() {
        let bottom = node(&mut heap, 0);
        let left = heap.alloc(Node {
            id: 1,
            edges: vec![bottom],
        });
        let right = heap.alloc(Node {
            id: 2,
            edges: vec![bottom],
        });
        let top = heap.alloc(Node {
            id: 3,
            edges: vec![left, right],
        });
        let root = heap.add_root(top);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (4, 0));
        let top = heap.root(root).unwrap().unwrap();
        let l = heap[top].edges[0];
        let rr = heap[top].edges[1];
        assert_eq!(heap[l].edges[0], heap[rr].edges[0]);
        assert_eq!(heap[heap[l].edges[0]].id, 0);
    }
}

/// Runs `f` on a thread with the default 8 MB stack of a main thread.
fn on_8mb_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn ten_million_long_chain_list_collects_on_8mb_stack() {
    on_8mb_stack(|| {
        let mut heap = Heap::new();
        let mut head = None;
        for _ in 0..10_000_000 {
            head = Some(heap.alloc(Link { next: head }));
        }
        let root = heap.add_root(head.unwrap());
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (10_000_000, 0));
        heap.remove_root(root).unwrap();
        let r = heap.collect_force(&mut ());
        assert_eq!(r.freed, 10_000_000);
    });
}

#[test]
fn ten_million_deep_operand_chain_collects_on_8mb_stack() {
    on_8mb_stack(|| {
        let mut heap = Heap::new();
        let ty = heap.alloc(Leaf { value: 0 });
        let mut expr = None;
        for i in 0..10_000_000 {
            let one = if i % 1000 == 0 {
                Some(heap.alloc(Leaf { value: i }))
            } else {
                None
            };
            expr = Some(heap.alloc(Plus {
                ty: Some(ty),
                op0: expr,
                op1: one,
            }));
        }
        let root = heap.add_root(expr.unwrap());
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (10_000_000 + 10_000 + 1, 0));
        heap.remove_root(root).unwrap();
        assert_eq!(heap.collect_force(&mut ()).freed, 10_010_001);
    });
}

#[test]
fn compaction_slides_half_a_million_links_and_keeps_the_list_intact() {
    on_8mb_stack(|| {
        let mut heap = Heap::with_params(Params {
            strategy: Strategy::Compacting,
            ..Params::default()
        });
        let mut head = None;
        for _ in 0..1_000_000 {
            head = Some(heap.alloc(Link { next: head }));
        }
        // Cut after 500,000 links: the older half (the lower slots) dies.
        let mut cut = head;
        for _ in 0..499_999 {
            cut = cut.and_then(|c| heap[c].next);
        }
        heap[cut.unwrap()].next = None;
        let mut roots = vec![head.unwrap()];
        let r = heap.collect_force(&mut roots);
        assert_eq!(
            (r.marked, r.freed, r.moved, r.stale_edges),
            (500_000, 500_000, 500_000, 0)
        );
        let mut len = 0;
        let mut cur = Some(roots[0]);
        while let Some(c) = cur {
            assert!(
                c.index() < 500_000,
                "every survivor slid into the lower half"
            );
            len += 1;
            cur = heap[c].next;
        }
        assert_eq!(len, 500_000);
        assert!(
            heap.get(head.unwrap()).is_err(),
            "the old handle of a moved object is stale"
        );
    });
}
