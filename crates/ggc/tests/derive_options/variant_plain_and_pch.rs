//! The options without expressions on the fields of enum variants (`skip`, `atomic`,
//! `nested_ptr`, `reorder`, `callback`, `maybe_undef`), `deletable` and `cache` on a roots
//! enum, and the PCH-specific options on variant fields.

use ggc::{Callback, Gc, Gty, Heap, KeyedCache, Params, PchRegistry, WeakCache};
use serde::{Deserialize, Serialize};

use super::support::*;

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
