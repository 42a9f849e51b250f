//! Options on struct fields for roots and special pointers: `deletable` and `cache` roots,
//! `maybe_undef`, `nested_ptr`, `reorder` and `callback`.

use ggc::{Callback, Gc, Gty, Heap, KeyedCache, Params, Strategy, WeakCache};

use super::support::*;

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
