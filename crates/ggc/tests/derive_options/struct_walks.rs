//! Options on struct fields that decide what a walk visits: `skip`, `atomic`, `length`,
//! `string_length`, `desc` (from the container, on the union itself, on arrays with
//! `index`) and the `chain_next` / `chain_prev` / `chain_circular` chains.

use ggc::{Gc, Gty};

use super::support::*;

#[derive(Gty)]
struct WithSkip {
    kept: Gc<Leaf>,
    #[gty(skip)]
    ignored: Gc<Leaf>,
}

#[test]
fn skip_hides_a_field_from_the_collector() {
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let s = heap.alloc(WithSkip {
            kept: a,
            ignored: b,
        });
        heap.add_root(s);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2, 1));
        assert_eq!(heap[heap[s].kept], Leaf(1));
        let _ = &heap[s].ignored; // the handle is still there, its object is gone
    }
}

#[derive(Gty)]
struct WithAtomic {
    #[gty(atomic)]
    elements: Gc<Vec<u32>>,
    #[gty(atomic)]
    maybe: Option<Gc<Box<str>>>,
}

#[test]
fn atomic_objects_are_kept_but_not_walked() {
    for mut heap in both() {
        let v = heap.alloc(vec![1u32, 2, 3]);
        let name = heap.alloc_str("atomic");
        let s = heap.alloc(WithAtomic {
            elements: v,
            maybe: Some(name),
        });
        let root = heap.add_root(s);
        assert_eq!(heap.collect_force(&mut ()).marked, 3);
        let s = heap.root(root).unwrap().unwrap();
        assert_eq!(heap[heap[s].elements], [1, 2, 3]);
        assert_eq!(&*heap[heap[s].maybe.unwrap()], "atomic");
    }
    const { assert!(!<Vec<u32> as Gty>::HOLDS_HANDLES) };
    const { assert!(<WithAtomic as Gty>::HOLDS_HANDLES) };
}

/// GCC's `rtvec_def`: a count and a variable-length element array.
#[derive(Gty)]
struct RtVec {
    num_elem: u32,
    #[gty(length = h.num_elem)]
    elem: Vec<Gc<Leaf>>,
}

#[test]
fn length_walks_only_the_counted_prefix() {
    for mut heap in both() {
        let leaves: Vec<_> = (0..5).map(|i| heap.alloc(Leaf(i))).collect();
        let v = heap.alloc(RtVec {
            num_elem: 3,
            elem: leaves.clone(),
        });
        heap.add_root(v);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (4, 2));
        let mut rec = Recorder::default();
        heap[v].walk(&mut rec);
        assert_eq!(rec.edges.len(), 3);
    }
}

/// GCC's `non_terminated_string` / `multi_string`.
#[derive(Gty)]
struct Strings {
    sz: usize,
    #[gty(string_length = h.sz)]
    data: Vec<u8>,
    #[gty(string_length = h.len + 1)]
    text: String,
    len: usize,
}

#[test]
fn string_length_reports_the_meaningful_bytes() {
    let mut s = Strings {
        sz: 2,
        data: b"abcd".to_vec(),
        text: "xy\0".into(),
        len: 2,
    };
    let mut rec = Recorder::default();
    s.walk(&mut rec);
    assert_eq!(rec.strings, [(b"abcd".to_vec(), 2), (b"xy\0".to_vec(), 3)]);
    // The PCH writer must see string_length fields, so the walk is kept.
    const { assert!(<Strings as Gty>::HOLDS_HANDLES) };
}

#[derive(Gty)]
struct Binding {
    has_level: bool,
    #[gty(desc = parent.has_level as i64)]
    xscope: BindingU,
    value: Option<Gc<Leaf>>,
}

#[test]
fn desc_selects_the_union_member_from_the_container() {
    for mut heap in both() {
        let leaf = heap.alloc(Leaf(7));
        let level = heap.alloc(Level { depth: 3 });
        let b = heap.alloc(Binding {
            has_level: true,
            xscope: BindingU {
                scope: Some(leaf),
                level: Some(level),
            },
            value: None,
        });
        heap.add_root(b);
        let r = heap.collect_force(&mut ());
        // Only `level` is active: the stale `scope` member is not traced.
        assert_eq!((r.marked, r.freed), (2, 1));
        heap[b].has_level = false;
        heap[b].xscope.scope = None;
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (1, 1));
    }
}

/// A union that carries its own discriminator, with a default member.
#[derive(Gty)]
#[gty(desc = h.kind)]
struct Operand {
    kind: u8,
    #[gty(tag = 1)]
    leaf: Option<Gc<Leaf>>,
    #[gty(tag = 2)]
    level: Option<Gc<Level>>,
    #[gty(default)]
    other: Option<Gc<Leaf>>,
}

/// `%a`: the discriminator of each array element depends on its index.
#[derive(Gty)]
struct Operands {
    kinds: Vec<u8>,
    #[gty(desc = parent.kinds[index])]
    ops: Vec<BindingU>,
}

#[test]
fn desc_on_the_union_itself_and_on_arrays_with_index() {
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let l = heap.alloc(Level { depth: 0 });
        let o = heap.alloc(Operand {
            kind: 9,
            leaf: Some(a),
            level: Some(l),
            other: Some(b),
        });
        heap.add_root(o);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2, 2)); // kind 9 → default member only
        let a = heap.alloc(Leaf(1));
        let l = heap.alloc(Level { depth: 0 });
        let ops = heap.alloc(Operands {
            kinds: vec![1, 0],
            ops: vec![
                BindingU {
                    scope: Some(a),
                    level: Some(l),
                },
                BindingU {
                    scope: Some(a),
                    level: Some(l),
                },
            ],
        });
        heap.add_root(ops);
        let r = heap.collect_force(&mut ());
        assert_eq!(r.freed, 0);
        assert_eq!(r.marked, 2 + 3);
    }
}

#[derive(Gty)]
#[gty(chain_next = h.next, chain_prev = h.prev)]
struct DNode {
    value: u32,
    next: Option<Gc<DNode>>,
    prev: Option<Gc<DNode>>,
}

#[derive(Gty)]
#[gty(chain_circular = Some(h.next))]
struct Ring {
    next: Gc<Ring>,
    payload: Option<Gc<Leaf>>,
}

#[test]
fn chains_doubly_linked_from_the_middle_and_circular() {
    for mut heap in both() {
        let n = 10_000;
        let mut nodes: Vec<Gc<DNode>> = Vec::new();
        for i in 0..n {
            let prev = nodes.last().copied();
            let d = heap.alloc(DNode {
                value: i,
                next: None,
                prev,
            });
            if let Some(p) = prev {
                heap[p].next = Some(d);
            }
            nodes.push(d);
        }
        let middle = heap.add_root(nodes[n as usize / 2]);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (u64::from(n), 0));
        // Walk the list from the (relocated) middle back to the start.
        let mut cur = heap.root(middle).unwrap();
        let mut back = 0;
        while let Some(c) = cur {
            back += 1;
            cur = heap[c].prev;
        }
        assert_eq!(back, n / 2 + 1);
        heap.remove_root(middle).unwrap();

        // A ring of three.
        let leaf = heap.alloc(Leaf(5));
        let first = heap.alloc(Ring {
            next: Gc::from_bits(std::num::NonZeroU32::MAX),
            payload: Some(leaf),
        });
        let second = heap.alloc(Ring {
            next: first,
            payload: None,
        });
        let third = heap.alloc(Ring {
            next: second,
            payload: None,
        });
        heap[first].next = third;
        let root = heap.add_root(second);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed, r.stale_edges), (4, u64::from(n), 0));
        let second = heap.root(root).unwrap().unwrap();
        let around = heap[heap[heap[second].next].next].next;
        assert_eq!(around, second);
    }
}
