//! PCH: save what the roots reach, restore it into a fresh heap, print identically; corrupt
//! or truncated files are errors.

use std::fmt::Write as _;

use ggc::{Callback, Gc, Gty, Heap, KeyedCache, Params, PchError, PchRegistry};
use serde::{Deserialize, Serialize};

type Hook = Callback<fn(u32) -> u32>;

fn double(x: u32) -> u32 {
    x * 2
}

fn sort_kids(v: &mut [Gc<Node>]) {
    v.sort();
}

#[derive(Gty, Clone, Debug, Serialize, Deserialize)]
struct Node {
    name: String,
    len: usize,
    #[gty(string_length = h.len)]
    bytes: Vec<u8>,
    #[gty(reorder = sort_kids)]
    kids: Vec<Gc<Node>>,
    #[gty(callback)]
    hook: Option<Hook>,
    #[gty(atomic)]
    blob: Option<Gc<Vec<u32>>>,
}

#[derive(Gty, Clone, Debug, Default, Serialize, Deserialize)]
struct Roots {
    top: Vec<Gc<Node>>,
    #[gty(deletable)]
    scratch: Option<Gc<Node>>,
    #[gty(cache)]
    memo: KeyedCache<Gc<Node>, Gc<Vec<u32>>>,
}

fn registry() -> PchRegistry {
    let mut r = PchRegistry::new();
    r.register::<Node>("node")
        .register::<Vec<u32>>("u32_vec")
        .callback("double", double as fn(u32) -> u32);
    r
}

/// A deterministic print of everything reachable from the roots (by name, not by handle).
fn print(heap: &Heap, roots: &Roots) -> String {
    fn node(heap: &Heap, h: Gc<Node>, depth: usize, out: &mut String) {
        let n = &heap[h];
        let hook = n.hook.map(|c| format!("{}->{}", c.name(), (c.func())(21)));
        let blob = n.blob.map(|b| heap[b].clone());
        let bytes = String::from_utf8_lossy(&n.bytes[..n.len.min(n.bytes.len())]).into_owned();
        writeln!(
            out,
            "{:depth$}{} [{bytes}] hook={hook:?} blob={blob:?}",
            "", n.name
        )
        .unwrap();
        let mut kids: Vec<Gc<Node>> = n.kids.clone();
        kids.sort_by(|a, b| heap[*a].name.cmp(&heap[*b].name));
        for k in kids {
            if depth < 6 {
                node(heap, k, depth + 2, out);
            }
        }
    }
    let mut out = String::new();
    for &t in &roots.top {
        node(heap, t, 0, &mut out);
    }
    let mut memo: Vec<String> = roots
        .memo
        .iter()
        .map(|(k, v)| format!("{} => {:?}", heap[*k].name, heap[*v]))
        .collect();
    memo.sort();
    writeln!(out, "memo: {memo:?}").unwrap();
    out
}

fn build() -> (Heap, Roots) {
    let mut heap = Heap::with_params(Params::checking());
    let blob = heap.alloc(vec![1u32, 2, 3]);
    let mk = |heap: &mut Heap, name: &str, kids: Vec<Gc<Node>>| {
        heap.alloc(Node {
            name: name.into(),
            len: 3,
            bytes: format!("{name}-tail").into_bytes(),
            kids,
            hook: Some(Callback::new("double", double as fn(u32) -> u32)),
            blob: Some(blob),
        })
    };
    let leaf = mk(&mut heap, "leaf", vec![]);
    let _garbage = mk(&mut heap, "garbage", vec![]);
    let mid = mk(&mut heap, "mid", vec![leaf]);
    let top = mk(&mut heap, "top", vec![mid, leaf]);
    heap[leaf].kids.push(top); // a cycle
    let scratch = mk(&mut heap, "scratch", vec![]);
    let memo_value = heap.alloc(vec![9u32]);
    let dead_key = mk(&mut heap, "dead", vec![]);
    let mut roots = Roots {
        top: vec![top],
        scratch: Some(scratch),
        memo: KeyedCache::new(),
    };
    roots.memo.insert(mid, memo_value);
    roots.memo.insert(dead_key, memo_value);
    (heap, roots)
}

#[test]
fn round_trip_prints_identically() {
    let (mut heap, roots) = build();
    let mut file = Vec::new();
    let summary = heap.pch_save(&roots, &registry(), &mut file).unwrap();
    // Reachable: top, mid, leaf + the cache's nodes (strong in a PCH) + two vectors.
    assert_eq!(
        summary.objects,
        [("u32_vec".to_string(), 2), ("node".to_string(), 4)]
    );
    let (restored, back): (Heap, Roots) =
        Heap::pch_restore(&registry(), &mut &file[..], Params::checking()).unwrap();
    // Deletable roots come back cleared; the rest prints the same.
    assert!(back.scratch.is_none());
    assert_eq!(print(&restored, &back), print(&heap, &roots));
    // string_length: only the meaningful bytes were written.
    let top = &restored[back.top[0]];
    assert_eq!(top.bytes, b"top");
    // reorder: handles sorted again after renumbering.
    assert!(top.kids.windows(2).all(|w| w[0] < w[1]));
    // The restored heap is a working heap.
    let mut restored = restored;
    let mut back = back;
    let r = restored.collect_force(&mut back);
    assert_eq!(r.stale_edges, 0);
    // Collecting both sides drops the cache entry whose key only the cache reached.
    let mut roots = roots;
    heap.collect_force(&mut roots);
    assert_eq!(roots.memo.len(), 1);
    assert_eq!(print(&restored, &back), print(&heap, &roots));
}

#[test]
fn unregistered_types_and_unknown_names_are_errors() {
    let (mut heap, roots) = build();
    let mut only_nodes = PchRegistry::new();
    only_nodes.register::<Node>("node");
    let err = heap
        .pch_save(&roots, &only_nodes, &mut Vec::new())
        .unwrap_err();
    assert!(matches!(err, PchError::Unregistered { .. }), "{err}");
    let mut file = Vec::new();
    heap.pch_save(&roots, &registry(), &mut file).unwrap();
    let err = Heap::pch_restore_bytes::<Roots>(&only_nodes, &file, Params::default()).unwrap_err();
    assert!(
        matches!(err, PchError::UnknownType { ref name } if name == "u32_vec"),
        "{err}"
    );
    let mut no_callback = PchRegistry::new();
    no_callback
        .register::<Node>("node")
        .register::<Vec<u32>>("u32_vec");
    let err = Heap::pch_restore_bytes::<Roots>(&no_callback, &file, Params::default()).unwrap_err();
    assert!(
        matches!(err, PchError::UnknownCallback { ref name } if name == "double"),
        "{err}"
    );
}

#[test]
fn every_truncation_and_every_corrupted_byte_is_an_error() {
    let (mut heap, roots) = build();
    let mut file = Vec::new();
    heap.pch_save(&roots, &registry(), &mut file).unwrap();
    let reg = registry();
    for len in 0..file.len() {
        assert!(Heap::pch_restore_bytes::<Roots>(&reg, &file[..len], Params::default()).is_err());
    }
    for i in 0..file.len() {
        let mut bad = file.clone();
        bad[i] ^= 0x40;
        assert!(
            Heap::pch_restore_bytes::<Roots>(&reg, &bad, Params::default()).is_err(),
            "byte {i}"
        );
    }
    let mut longer = file.clone();
    longer.push(0);
    assert!(Heap::pch_restore_bytes::<Roots>(&reg, &longer, Params::default()).is_err());
}

#[test]
fn corrupted_payloads_with_valid_checksums_never_panic() {
    let (mut heap, roots) = build();
    let mut file = Vec::new();
    heap.pch_save(&roots, &registry(), &mut file).unwrap();
    let reg = registry();
    let header = 24;
    let mut rejected = 0;
    for i in header..file.len() {
        for flip in [0x01u8, 0x80, 0xff] {
            let mut bad = file.clone();
            bad[i] ^= flip;
            let sum = ggc::pch::checksum(&bad[header..]);
            bad[16..24].copy_from_slice(&sum.to_le_bytes());
            if Heap::pch_restore_bytes::<Roots>(&reg, &bad, Params::default()).is_err() {
                rejected += 1;
            }
        }
    }
    // Flipping a character of a name still decodes; most other flips must be caught.
    assert!(rejected > (file.len() - header), "only {rejected} rejected");
}

#[derive(Gty, Clone, Debug, Serialize, Deserialize)]
struct Chunk {
    len: usize,
    #[gty(string_length = h.len)]
    bytes: Vec<u8>,
}

#[derive(Gty, Clone, Debug, Serialize, Deserialize)]
struct Holder {
    chunks: Vec<Chunk>,
}

#[test]
fn string_length_reaches_nested_handle_free_values() {
    let mut heap = Heap::new();
    let h = heap.alloc(Holder {
        chunks: vec![Chunk {
            len: 2,
            bytes: b"keep-drop".to_vec(),
        }],
    });
    let mut reg = PchRegistry::new();
    reg.register::<Holder>("holder");
    let mut file = Vec::new();
    heap.pch_save(&Some(h), &reg, &mut file).unwrap();
    let (restored, back): (Heap, Option<Gc<Holder>>) =
        Heap::pch_restore_bytes(&reg, &file, Params::default()).unwrap();
    assert_eq!(restored[back.unwrap()].chunks[0].bytes, b"ke");
}
