//! Every `#[gty(...)]` option, observed through collections and through a recording walker.

use ggc::support::{ByteString, GtySpecial, GtyUser};
use ggc::{
    Callback, Gc, Gty, Heap, KeyedCache, Params, PchRegistry, Strategy, WalkPurpose, Walker,
    WeakCache,
};
use serde::{Deserialize, Serialize};

#[derive(Gty, Debug, PartialEq)]
struct Leaf(u32);

/// Records what a walk reports.
#[derive(Default)]
struct Recorder {
    edges: Vec<u32>,
    strings: Vec<(Vec<u8>, usize)>,
    callbacks: Vec<&'static str>,
    undefined: Vec<&'static str>,
}

impl Walker for Recorder {
    fn purpose(&self) -> WalkPurpose {
        WalkPurpose::Inspect
    }
    fn edge<T: Gty>(&mut self, handle: &mut Gc<T>) {
        self.edges.push(handle.index());
    }
    fn string<S: ByteString>(&mut self, bytes: &mut S, len: usize) {
        self.strings.push((bytes.bytes().to_vec(), len));
    }
    fn callback<F: Copy + 'static>(&mut self, field: &mut Callback<F>) {
        self.callbacks.push(field.name());
    }
    fn undefined(&mut self, type_name: &'static str) {
        self.undefined.push(type_name);
    }
}

fn both() -> [Heap; 2] {
    [
        Heap::with_params(Params::checking()),
        Heap::with_params(Params {
            strategy: Strategy::Compacting,
            ..Params::checking()
        }),
    ]
}

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

/// GCC's `tree_binding`: a union whose active member is decided by the containing struct.
#[derive(Gty)]
struct BindingU {
    #[gty(tag = 0)]
    scope: Option<Gc<Leaf>>,
    #[gty(tag = 1)]
    level: Option<Gc<Level>>,
}

#[derive(Gty)]
struct Level {
    depth: u32,
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

#[derive(Gty, Default)]
struct Globals {
    live: Vec<Gc<Leaf>>,
    #[gty(deletable)]
    free_list: Option<Gc<Leaf>>,
    #[gty(cache)]
    by_key: KeyedCache<Gc<Leaf>, Gc<Level>>,
    #[gty(cache)]
    interned: WeakCache<u32, Gc<Leaf>>,
}

#[test]
fn deletable_and_cache_roots() {
    for mut heap in both() {
        let kept = heap.alloc(Leaf(1));
        let dropped = heap.alloc(Leaf(2));
        let spare = heap.alloc(Leaf(3));
        let lk = heap.alloc(Level { depth: 1 });
        let ld = heap.alloc(Level { depth: 2 });
        let mut g = Globals {
            live: vec![kept],
            free_list: Some(spare),
            ..Default::default()
        };
        g.by_key.insert(kept, lk);
        g.by_key.insert(dropped, ld);
        g.interned.insert(1, kept);
        g.interned.insert(2, dropped);
        let r = heap.collect_force(&mut g);
        // kept + lk survive; dropped, ld and spare are freed.
        assert_eq!((r.marked, r.freed, r.stale_edges), (2, 3, 0));
        assert_eq!(g.free_list, None);
        assert_eq!(g.by_key.len(), 1);
        let (k, v) = g.by_key.iter().next().map(|(k, v)| (*k, *v)).unwrap();
        assert_eq!(k, g.live[0]);
        assert_eq!(heap[v].depth, 1);
        assert_eq!(g.interned.len(), 1);
        assert_eq!(g.interned.get(&1), Some(&g.live[0]));
        assert!(!g.interned.contains_key(&2));
    }
}

#[test]
fn a_cached_value_can_keep_another_entrys_key_alive() {
    #[derive(Gty, Default)]
    struct R {
        root: Option<Gc<Leaf>>,
        #[gty(cache)]
        map: KeyedCache<Gc<Leaf>, Gc<Leaf>>,
    }
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let c = heap.alloc(Leaf(3));
        let mut r = R {
            root: Some(a),
            ..Default::default()
        };
        r.map.insert(b, c); // b is reachable only as the value of a's entry
        r.map.insert(a, b);
        let rep = heap.collect_force(&mut r);
        assert_eq!((rep.marked, rep.freed), (3, 0));
        assert_eq!(r.map.len(), 2);
    }
}

#[derive(Gty)]
struct Optional {
    #[gty(maybe_undef)]
    backend: Option<std::sync::Arc<u8>>,
}

#[test]
fn maybe_undef_fields_must_stay_none() {
    let mut heap = Heap::with_params(Params::checking());
    let ok = heap.alloc(Optional { backend: None });
    let root = heap.add_root(ok);
    assert_eq!(heap.collect_force(&mut ()).stale_edges, 0);
    let bad = heap.alloc(Optional {
        backend: Some(std::sync::Arc::new(1)),
    });
    heap.set_root(root, Some(bad)).unwrap();
    assert!(heap.collect_force(&mut ()).stale_edges > 0);
}

/// A buffer and a field that points into it: GCC's `nested_ptr`.
#[derive(Gty)]
struct Buffer {
    bytes: Vec<u8>,
}

#[derive(Clone, Copy, PartialEq, Debug)]
struct Cursor {
    buffer: Gc<Buffer>,
    offset: u32,
}

#[derive(Gty)]
struct Reader {
    #[gty(nested_ptr(Buffer, to = Cursor { buffer: h, offset: 0 }, from = Some(h.buffer)))]
    at: Cursor,
}

#[test]
fn nested_ptr_marks_and_relocates_the_containing_object() {
    for mut heap in both() {
        let _garbage = heap.alloc(Buffer { bytes: vec![] });
        let buf = heap.alloc(Buffer {
            bytes: b"hello".to_vec(),
        });
        let reader = heap.alloc(Reader {
            at: Cursor {
                buffer: buf,
                offset: 0,
            },
        });
        let root = heap.add_root(reader);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed, r.stale_edges), (2, 1, 0));
        let reader = heap.root(root).unwrap().unwrap();
        assert_eq!(heap[heap[reader].at.buffer].bytes, b"hello");
    }
}

fn sort_handles(v: &mut [Gc<Leaf>]) {
    v.sort();
}

#[derive(Gty)]
struct Sorted {
    #[gty(reorder = sort_handles)]
    items: Vec<Gc<Leaf>>,
}

#[test]
fn reorder_restores_handle_order_after_relocation() {
    let mut heap = Heap::with_params(Params {
        strategy: Strategy::Compacting,
        ..Params::checking()
    });
    let all: Vec<_> = (0..8).map(|i| heap.alloc(Leaf(i))).collect();
    let mut items = vec![all[7], all[5], all[2]];
    items.sort();
    let s = heap.alloc(Sorted { items });
    let root = heap.add_root(s);
    let r = heap.collect_force(&mut ());
    assert!(r.moved > 0);
    let s = heap.root(root).unwrap().unwrap();
    let items = heap[s].items.clone();
    assert!(items.windows(2).all(|w| w[0] < w[1]));
    let values: Vec<u32> = items.iter().map(|&h| heap[h].0).collect();
    assert_eq!(values, [2, 5, 7]);
}

fn hook(x: u32) -> u32 {
    x + 1
}

type Hook = Callback<fn(u32) -> u32>;

#[derive(Gty)]
struct WithCallback {
    #[gty(callback)]
    on_done: Hook,
    #[gty(callback)]
    maybe: Option<Hook>,
    leaf: Gc<Leaf>,
}

#[test]
fn callbacks_are_reported_but_never_traced() {
    let mut heap = Heap::new();
    let leaf = heap.alloc(Leaf(0));
    let mut w = WithCallback {
        on_done: Callback::new("hook", hook),
        maybe: None,
        leaf,
    };
    let mut rec = Recorder::default();
    w.walk(&mut rec);
    assert_eq!(rec.callbacks, ["hook"]);
    assert_eq!(rec.edges.len(), 1);
    assert_eq!((w.on_done.func())(1), 2);
}

/// `for_user`: accepted; every derived walker can be called from hand-written ones.
#[derive(Gty)]
#[gty(for_user)]
struct Helper {
    leaf: Gc<Leaf>,
}

/// `user`: the walk is written by hand.
#[derive(Gty)]
#[gty(user)]
struct Handmade {
    pairs: Vec<(u32, Helper)>,
}

impl GtyUser for Handmade {
    fn walk_user<W: Walker>(&mut self, walker: &mut W) {
        for (_, h) in &mut self.pairs {
            h.walk(walker);
        }
    }
}

/// `special`: a named hand-written walker, as GCC's `tree_exp`.
#[derive(Gty)]
#[gty(special = "tree_exp")]
struct Exp {
    operand_count: usize,
    operands: [Option<Gc<Leaf>>; 4],
}

impl GtySpecial for Exp {
    const NAME: &'static str = "tree_exp";
    fn walk_special<W: Walker>(&mut self, walker: &mut W) {
        for op in self.operands.iter_mut().take(self.operand_count) {
            op.walk(walker);
        }
    }
}

#[test]
fn user_special_and_for_user_walkers() {
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let h = heap.alloc(Handmade {
            pairs: vec![(0, Helper { leaf: a })],
        });
        let e = heap.alloc(Exp {
            operand_count: 1,
            operands: [Some(b), Some(a), None, None],
        });
        heap.add_root(h);
        heap.add_root(e);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (4, 0));
        let _ = heap.alloc(Leaf(3));
        assert_eq!(heap.collect_force(&mut ()).freed, 1);
    }
}

/// GCC 12's `variable_size`: the object owns a trailing array.
#[derive(Gty)]
#[gty(variable_size)]
struct Vector {
    elts: Vec<u64>,
}

#[test]
fn variable_size_objects_count_their_trailing_storage() {
    let mut heap = Heap::new();
    let base = heap.allocated_bytes();
    let v = heap.alloc(Vector {
        elts: Vec::with_capacity(100),
    });
    assert_eq!(
        heap.allocated_bytes() - base,
        (size_of::<Vector>() + 800) as u64
    );
    heap.collect_force(&mut ());
    assert!(heap.get(v).is_err());
    assert_eq!(heap.allocated_bytes(), base);
}

#[derive(Gty)]
enum Shape {
    Empty,
    One(Gc<Leaf>),
    Two {
        a: Gc<Leaf>,
        b: Option<Gc<Leaf>>,
    },
    #[gty(skip)]
    Opaque(Gc<Leaf>),
}

#[test]
fn enums_walk_the_active_variant() {
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let c = heap.alloc(Leaf(3));
        let shapes = heap.alloc(vec![
            Shape::Empty,
            Shape::One(a),
            Shape::Two { a, b: Some(b) },
            Shape::Opaque(c),
        ]);
        heap.add_root(shapes);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (3, 1));
    }
}

#[derive(Gty)]
struct Pair<A, B> {
    a: A,
    b: Option<Gc<B>>,
}

#[test]
fn generic_types_derive_with_bounds() {
    let mut heap = Heap::with_params(Params::checking());
    let leaf = heap.alloc(Leaf(4));
    let p = heap.alloc(Pair::<u32, Leaf> {
        a: 1,
        b: Some(leaf),
    });
    heap.add_root(p);
    assert_eq!(heap.collect_force(&mut ()).marked, 2);
    const { assert!(<Pair<u32, Leaf> as Gty>::HOLDS_HANDLES) };
}

// ---------------------------------------------------------------------------------------
// Field options on the fields of enum variants. In an option expression `h`, `parent` and
// `outer` name the enum value; the variant's fields are bound by name (struct variants) or
// as `_0`, `_1`, … (tuple variants), as shared references.

/// `length` and `string_length` on variant fields, reading sibling fields.
#[derive(Gty)]
enum Counted {
    /// GCC's `rtvec_def` as a struct variant.
    Named {
        num_elem: u32,
        #[gty(length = *num_elem)]
        elem: Vec<Gc<Leaf>>,
    },
    /// The same as a tuple variant: the count is `_0`.
    Tuple(usize, #[gty(length = *_0)] Vec<Gc<Leaf>>),
    /// `h` (and `parent`, `outer`) is the enum value itself.
    ByValue(#[gty(length = h.count())] [Option<Gc<Leaf>>; 4]),
    Text {
        len: usize,
        #[gty(string_length = *len + 1)]
        text: String,
    },
    Bytes(#[gty(string_length = _1.len())] Vec<u8>, String),
}

impl Counted {
    fn count(&self) -> usize {
        2
    }
}

#[test]
fn length_on_variant_fields_walks_only_the_counted_prefix() {
    for mut heap in both() {
        let leaves: Vec<_> = (0..5).map(|i| heap.alloc(Leaf(i))).collect();
        let named = heap.alloc(Counted::Named {
            num_elem: 3,
            elem: leaves.clone(),
        });
        let root = heap.add_root(named);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (4, 2));
        heap.remove_root(root).unwrap();

        let leaves: Vec<_> = (0..5).map(|i| heap.alloc(Leaf(i))).collect();
        let tuple = heap.alloc(Counted::Tuple(1, leaves));
        let root = heap.add_root(tuple);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2, 4 + 4));
        heap.remove_root(root).unwrap();

        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let c = heap.alloc(Leaf(3));
        let by_value = heap.alloc(Counted::ByValue([Some(a), Some(b), Some(c), None]));
        let root = heap.add_root(by_value);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (3, 2 + 1));
        let by_value = heap.root(root).unwrap().unwrap();
        let mut rec = Recorder::default();
        heap[by_value].walk(&mut rec);
        assert_eq!(rec.edges.len(), 2);
    }
}

#[test]
fn string_length_on_variant_fields_reports_the_meaningful_bytes() {
    let mut rec = Recorder::default();
    Counted::Text {
        len: 2,
        text: "xy\0tail".into(),
    }
    .walk(&mut rec);
    Counted::Bytes(b"abcdef".to_vec(), "abc".into()).walk(&mut rec);
    assert_eq!(
        rec.strings,
        [(b"xy\0tail".to_vec(), 3), (b"abcdef".to_vec(), 3)]
    );
}

/// `desc` on variant fields (a union field and a `Vec` of unions with `index`), and a variant
/// that is itself a union: its `desc` selects among its `tag`ged fields.
#[derive(Gty)]
enum Selected {
    /// GCC's `tree_binding` as a struct variant: the sibling `has_level` decides.
    Binding {
        has_level: bool,
        #[gty(desc = *has_level as i64)]
        xscope: BindingU,
    },
    /// `%a`: the kinds come from the sibling `_0`, indexed by `index`.
    Ops(Vec<u8>, #[gty(desc = _0[index])] Vec<BindingU>),
    /// `h` is the union field, `parent` the enum value.
    ByMethod(#[gty(desc = parent.kind())] BindingU),
    /// The variant is the union; `always` is walked whatever the tag.
    #[gty(desc = *kind)]
    Union {
        kind: u8,
        #[gty(tag = 1)]
        leaf: Option<Gc<Leaf>>,
        #[gty(tag = 2)]
        level: Option<Gc<Level>>,
        #[gty(default)]
        other: Option<Gc<Leaf>>,
        always: Option<Gc<Leaf>>,
    },
    #[gty(desc = *_0)]
    TupleUnion(
        u8,
        #[gty(tag = 0)] Option<Gc<Leaf>>,
        #[gty(tag = 1)] Option<Gc<Level>>,
    ),
}

impl Selected {
    fn kind(&self) -> i64 {
        1
    }
}

#[test]
fn desc_on_variant_fields_selects_the_union_member() {
    for mut heap in both() {
        let mk = |heap: &mut Heap| BindingU {
            scope: Some(heap.alloc(Leaf(0))),
            level: Some(heap.alloc(Level { depth: 0 })),
        };
        let b = mk(&mut heap);
        let binding = heap.alloc(Selected::Binding {
            has_level: false,
            xscope: b,
        });
        let (b1, b2) = (mk(&mut heap), mk(&mut heap));
        let ops = heap.alloc(Selected::Ops(vec![1, 0], vec![b1, b2]));
        let b = mk(&mut heap);
        let by_method = heap.alloc(Selected::ByMethod(b));
        let r1 = heap.add_root(binding);
        let r2 = heap.add_root(ops);
        let r3 = heap.add_root(by_method);
        let r = heap.collect_force(&mut ());
        // binding: itself + scope; ops: itself + level of [0] + scope of [1]; by_method: itself + level.
        assert_eq!((r.marked, r.freed), (2 + 3 + 2, 1 + 2 + 1));
        let binding = heap.root(r1).unwrap().unwrap();
        let Selected::Binding { xscope, .. } = &heap[binding] else {
            unreachable!()
        };
        assert_eq!(heap[xscope.scope.unwrap()], Leaf(0));
        let ops = heap.root(r2).unwrap().unwrap();
        let by_method = heap.root(r3).unwrap().unwrap();
        let Selected::Ops(_, v) = &heap[ops] else {
            unreachable!()
        };
        assert_eq!(heap[v[0].level.unwrap()].depth, 0);
        assert_eq!(heap[v[1].scope.unwrap()], Leaf(0));
        let Selected::ByMethod(u) = &heap[by_method] else {
            unreachable!()
        };
        assert_eq!(heap[u.level.unwrap()].depth, 0);
    }
}

#[test]
fn a_variant_with_desc_walks_the_tagged_field_and_the_common_ones() {
    for mut heap in both() {
        for (kind, marked) in [(1u8, 1 + 2), (2, 1 + 2), (9, 1 + 2)] {
            let u = Selected::Union {
                kind,
                leaf: Some(heap.alloc(Leaf(1))),
                level: Some(heap.alloc(Level { depth: 2 })),
                other: Some(heap.alloc(Leaf(3))),
                always: Some(heap.alloc(Leaf(4))),
            };
            let u = heap.alloc(u);
            let root = heap.add_root(u);
            let r = heap.collect_force(&mut ());
            assert_eq!((r.marked, r.freed), (marked, 2), "kind {kind}");
            let u = heap.root(root).unwrap().unwrap();
            let Selected::Union {
                leaf,
                level,
                other,
                always,
                ..
            } = &heap[u]
            else {
                unreachable!()
            };
            assert_eq!(heap[always.unwrap()], Leaf(4));
            match kind {
                1 => assert_eq!(heap[leaf.unwrap()], Leaf(1)),
                2 => assert_eq!(heap[level.unwrap()].depth, 2),
                _ => assert_eq!(heap[other.unwrap()], Leaf(3)),
            }
            heap.remove_root(root).unwrap();
            heap.collect_force(&mut ());
        }
        let (leaf, level) = (heap.alloc(Leaf(0)), heap.alloc(Level { depth: 5 }));
        let t = heap.alloc(Selected::TupleUnion(1, Some(leaf), Some(level)));
        heap.add_root(t);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2, 1));
    }
}

/// The options without expressions on variant fields.
#[derive(Gty)]
enum Plain {
    Skip(#[gty(skip)] Gc<Leaf>, Gc<Leaf>),
    Atomic {
        #[gty(atomic)]
        elements: Gc<Vec<u32>>,
        #[gty(atomic)]
        name: Option<Gc<Box<str>>>,
    },
    Nested(
        #[gty(nested_ptr(Buffer, to = Cursor { buffer: h, offset: 0 }, from = Some(h.buffer)))]
        Cursor,
    ),
    Reorder {
        #[gty(reorder = sort_handles)]
        items: Vec<Gc<Leaf>>,
    },
    Callback(
        #[gty(callback)] Hook,
        #[gty(callback)] Option<Hook>,
        Gc<Leaf>,
    ),
    MaybeUndef {
        #[gty(maybe_undef)]
        backend: Option<std::sync::Arc<u8>>,
    },
}

#[test]
fn skip_and_atomic_on_variant_fields() {
    for mut heap in both() {
        let (a, b) = (heap.alloc(Leaf(1)), heap.alloc(Leaf(2)));
        let s = heap.alloc(Plain::Skip(a, b));
        let r1 = heap.add_root(s);
        let v = heap.alloc(vec![1u32, 2]);
        let name = heap.alloc_str("atomic");
        let at = heap.alloc(Plain::Atomic {
            elements: v,
            name: Some(name),
        });
        let r2 = heap.add_root(at);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2 + 3, 1));
        let s = heap.root(r1).unwrap().unwrap();
        let Plain::Skip(_, kept) = &heap[s] else {
            unreachable!()
        };
        assert_eq!(heap[*kept], Leaf(2));
        let at = heap.root(r2).unwrap().unwrap();
        let Plain::Atomic { elements, name } = &heap[at] else {
            unreachable!()
        };
        assert_eq!(heap[*elements], [1, 2]);
        assert_eq!(&*heap[name.unwrap()], "atomic");
    }
    const { assert!(<Plain as Gty>::HOLDS_HANDLES) };
}

#[test]
fn nested_ptr_and_reorder_on_variant_fields_survive_relocation() {
    for mut heap in both() {
        let _garbage = heap.alloc(Buffer { bytes: vec![] });
        let all: Vec<_> = (0..8).map(|i| heap.alloc(Leaf(i))).collect();
        let buf = heap.alloc(Buffer {
            bytes: b"hello".to_vec(),
        });
        let n = heap.alloc(Plain::Nested(Cursor {
            buffer: buf,
            offset: 0,
        }));
        let mut items = vec![all[7], all[5], all[2]];
        items.sort();
        let s = heap.alloc(Plain::Reorder { items });
        let r1 = heap.add_root(n);
        let r2 = heap.add_root(s);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed, r.stale_edges), (2 + 1 + 3, 1 + 5, 0));
        let n = heap.root(r1).unwrap().unwrap();
        let Plain::Nested(at) = &heap[n] else {
            unreachable!()
        };
        assert_eq!(heap[at.buffer].bytes, b"hello");
        let s = heap.root(r2).unwrap().unwrap();
        let Plain::Reorder { items } = &heap[s] else {
            unreachable!()
        };
        assert!(items.windows(2).all(|w| w[0] < w[1]));
        let values: Vec<u32> = items.iter().map(|&h| heap[h].0).collect();
        assert_eq!(values, [2, 5, 7]);
    }
}

#[test]
fn callback_and_maybe_undef_on_variant_fields() {
    let mut heap = Heap::with_params(Params::checking());
    let leaf = heap.alloc(Leaf(0));
    let mut c = Plain::Callback(Callback::new("hook", hook), None, leaf);
    let mut rec = Recorder::default();
    c.walk(&mut rec);
    assert_eq!(rec.callbacks, ["hook"]);
    assert_eq!(rec.edges.len(), 1);

    let ok = heap.alloc(Plain::MaybeUndef { backend: None });
    let root = heap.add_root(ok);
    assert_eq!(heap.collect_force(&mut ()).stale_edges, 0);
    let bad = heap.alloc(Plain::MaybeUndef {
        backend: Some(std::sync::Arc::new(1)),
    });
    heap.set_root(root, Some(bad)).unwrap();
    assert!(heap.collect_force(&mut ()).stale_edges > 0);
    let mut rec = Recorder::default();
    heap[bad].walk(&mut rec);
    assert_eq!(rec.undefined, ["alloc::sync::Arc<u8>"]);
}

/// `deletable` and `cache` on the fields of a roots enum.
#[derive(Gty)]
enum GlobalsE {
    Full {
        live: Vec<Gc<Leaf>>,
        #[gty(deletable)]
        free_list: Option<Gc<Leaf>>,
        #[gty(cache)]
        interned: WeakCache<u32, Gc<Leaf>>,
    },
    Tuple(
        #[gty(deletable)] Option<Gc<Leaf>>,
        #[gty(cache)] KeyedCache<Gc<Leaf>, Gc<Level>>,
    ),
}

#[test]
fn deletable_and_cache_on_variant_fields_of_roots() {
    for mut heap in both() {
        let kept = heap.alloc(Leaf(1));
        let dropped = heap.alloc(Leaf(2));
        let spare = heap.alloc(Leaf(3));
        let mut interned = WeakCache::new();
        interned.insert(1, kept);
        interned.insert(2, dropped);
        let mut g = GlobalsE::Full {
            live: vec![kept],
            free_list: Some(spare),
            interned,
        };
        let r = heap.collect_force(&mut g);
        assert_eq!((r.marked, r.freed, r.stale_edges), (1, 2, 0));
        let GlobalsE::Full {
            live,
            free_list,
            interned,
        } = &g
        else {
            unreachable!()
        };
        assert_eq!(*free_list, None);
        assert_eq!(interned.len(), 1);
        assert_eq!(interned.get(&1), Some(&live[0]));

        let key = heap.alloc(Leaf(4));
        let dead_key = heap.alloc(Leaf(5));
        let (lk, ld) = (
            heap.alloc(Level { depth: 1 }),
            heap.alloc(Level { depth: 2 }),
        );
        let mut cache = KeyedCache::new();
        cache.insert(key, lk);
        cache.insert(dead_key, ld);
        let mut g = (GlobalsE::Tuple(Some(heap.alloc(Leaf(6))), cache), vec![key]);
        let r = heap.collect_force(&mut g);
        // The old `live` leaf is garbage now; key + lk survive through the vector and cache.
        assert_eq!((r.marked, r.freed, r.stale_edges), (2, 1 + 3, 0));
        let GlobalsE::Tuple(free, cache) = &g.0 else {
            unreachable!()
        };
        assert!(free.is_none());
        assert_eq!(cache.len(), 1);
        assert_eq!(heap[*cache.get(&g.1[0]).unwrap()].depth, 1);
    }
}

/// The PCH-specific options on variant fields: `string_length`, `reorder`, `callback`.
#[derive(Gty, Clone, Debug, PartialEq, Serialize, Deserialize)]
enum PchItem {
    Text {
        len: usize,
        #[gty(string_length = *len)]
        bytes: Vec<u8>,
    },
    Kids(#[gty(reorder = sort_items)] Vec<Gc<PchItem>>),
    Hooked(#[gty(callback)] Option<Hook>, u32),
}

fn sort_items(v: &mut [Gc<PchItem>]) {
    v.sort();
}

#[test]
fn pch_honours_string_length_reorder_and_callback_on_variant_fields() {
    let mut heap = Heap::with_params(Params::checking());
    let _garbage = heap.alloc(PchItem::Hooked(None, 0));
    let text = heap.alloc(PchItem::Text {
        len: 3,
        bytes: b"abc-not-saved".to_vec(),
    });
    let hooked = heap.alloc(PchItem::Hooked(Some(Callback::new("hook", hook)), 7));
    let mut kids = vec![hooked, text];
    kids.sort();
    kids.reverse(); // restored handles must come back sorted: reorder ran
    let kids = heap.alloc(PchItem::Kids(kids));
    let roots = vec![kids];
    let mut registry = PchRegistry::new();
    registry
        .register::<PchItem>("item")
        .callback("hook", hook as fn(u32) -> u32);
    let mut file = Vec::new();
    let summary = heap.pch_save(&roots, &registry, &mut file).unwrap();
    assert_eq!(summary.objects, [("item".to_string(), 3)]);
    let (restored, back): (Heap, Vec<Gc<PchItem>>) =
        Heap::pch_restore(&registry, &mut &file[..], Params::checking()).unwrap();
    let PchItem::Kids(kids) = &restored[back[0]] else {
        panic!("the root is not Kids")
    };
    assert!(kids.windows(2).all(|w| w[0] < w[1]), "reorder ran");
    let mut texts = Vec::new();
    let mut hooks = Vec::new();
    for &k in kids {
        match &restored[k] {
            PchItem::Text { len, bytes } => texts.push((*len, bytes.clone())),
            PchItem::Hooked(Some(h), n) => hooks.push((h.name(), (h.func())(*n))),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(
        texts,
        [(3, b"abc".to_vec())],
        "only string_length bytes saved"
    );
    assert_eq!(hooks, [("hook", 8)], "the callback came back by name");
}

/// A union member can carry its own expression options (`h` is the union struct).
#[derive(Gty)]
#[gty(desc = h.kind)]
struct CountedUnion {
    kind: u8,
    n: usize,
    #[gty(tag = 1, length = h.n)]
    elems: Vec<Gc<Leaf>>,
    #[gty(tag = 2)]
    one: Option<Gc<Leaf>>,
}

#[test]
fn union_members_honour_their_length() {
    for mut heap in both() {
        let elems: Vec<_> = (0..4).map(|i| heap.alloc(Leaf(i))).collect();
        let one = heap.alloc(Leaf(9));
        let u = heap.alloc(CountedUnion {
            kind: 1,
            n: 2,
            elems,
            one: Some(one),
        });
        heap.add_root(u);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (1 + 2, 2 + 1));
    }
}

/// A generic single-variant enum with expression options: the generated patterns are
/// irrefutable and the escapes see `Self` with its parameters.
#[derive(Gty)]
enum Only<T> {
    Items {
        count: usize,
        #[gty(length = *count)]
        items: Vec<Option<Gc<T>>>,
    },
}

#[test]
fn generic_single_variant_enums_derive_with_expressions() {
    for mut heap in both() {
        let items: Vec<_> = (0..3).map(|i| Some(heap.alloc(Leaf(i)))).collect();
        let o = heap.alloc(Only::Items { count: 1, items });
        heap.add_root(o);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2, 2));
    }
}
