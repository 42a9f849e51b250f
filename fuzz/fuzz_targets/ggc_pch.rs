//! Restoring a PCH from arbitrary bytes is an error or a working heap, never a panic.
//!
//! The first byte picks the mode: raw bytes as a file, or a valid file whose payload is
//! XOR-ed with the input and re-sealed with a correct checksum (so the decoder, not the
//! checksum, has to catch the damage). Bit 1 of that byte picks checking mode, and bit 2 keeps
//! a checking-mode heap alive meanwhile that owns the first block of leaves, so that the
//! restored heap must share that block (and say it is not exclusive).
#![no_main]

use std::sync::OnceLock;

use ggc::{Gc, Heap, Params, PchRegistry};
use libfuzzer_sys::fuzz_target;

type Leaf = Vec<u32>;
type Node = (String, Vec<Gc<Leaf>>, Option<Gc<Box<str>>>);
type Roots = (Vec<Gc<Node>>, Option<Gc<Leaf>>);

fn registry() -> PchRegistry {
    let mut r = PchRegistry::new();
    r.register::<Leaf>("leaf").register::<Node>("node").register::<Box<str>>("str");
    r
}

fn valid_file() -> &'static [u8] {
    static FILE: OnceLock<Vec<u8>> = OnceLock::new();
    FILE.get_or_init(|| {
        let mut heap = Heap::new();
        let a = heap.alloc(vec![1u32, 2, 3]);
        let b = heap.alloc(vec![4u32]);
        let s = heap.alloc_str("name");
        let n1 = heap.alloc(("one".to_string(), vec![a, b], Some(s)));
        let n2 = heap.alloc(("two".to_string(), vec![b], None));
        let roots: Roots = (vec![n1, n2], Some(a));
        let mut out = Vec::new();
        heap.pch_save(&roots, &registry(), &mut out).expect("saving a valid heap");
        out
    })
}

fuzz_target!(|data: &[u8]| {
    let reg = registry();
    let flags = data.first().copied().unwrap_or(0);
    let params = if flags & 2 != 0 { Params::checking() } else { Params::default() };
    let mut blocker = Heap::with_params(Params::checking());
    if flags & 4 != 0 {
        blocker.alloc(vec![0u32]);
    }
    let bytes = match data.split_first() {
        Some((mode, rest)) if mode & 1 == 1 => {
            let mut file = valid_file().to_vec();
            for (i, b) in rest.iter().enumerate() {
                let at = 24 + i % (file.len() - 24);
                file[at] ^= b;
            }
            let sum = ggc::pch::checksum(&file[24..]);
            file[16..24].copy_from_slice(&sum.to_le_bytes());
            file
        }
        Some((_, rest)) => rest.to_vec(),
        None => Vec::new(),
    };
    if let Ok((mut heap, mut roots)) = Heap::pch_restore_bytes::<Roots>(&reg, &bytes, params) {
        if params.checking {
            let shares = flags & 4 != 0 && heap.live_count::<Leaf>() > 0;
            assert_eq!(heap.is_exclusive(), !shares);
        }
        // A restored heap must be fully usable: every handle reachable from the roots works.
        for &n in &roots.0 {
            let node = heap.get(n).expect("verified handle");
            for &leaf in &node.1 {
                heap.get(leaf).expect("verified handle");
            }
        }
        let report = heap.collect_force(&mut roots);
        assert_eq!(report.stale_edges, 0);
    }
});
