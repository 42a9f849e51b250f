//! Expression options on the fields of enum variants: `length`, `string_length` and `desc`,
//! reading sibling fields, and variants that are themselves unions.

use ggc::{Gc, Gty, Heap};

use super::support::*;

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
