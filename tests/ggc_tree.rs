//! ggc with the tree crate: a whole tree arena kept as an atomic heap object survives while
//! rooted, is reclaimed when dropped, and round-trips through a PCH printing identically.

use ggc::{Atomic, Gc, Heap, Params, PchRegistry};
use tree::TreeContext;

type Arena = Atomic<TreeContext>;

fn printed(tc: &TreeContext, f: tree::Tree) -> String {
    let body = tc
        .decl_saved_tree(f)
        .expect("a FUNCTION_DECL")
        .expect("with a body");
    let text = tc.print_generic(body, true).expect("printable");
    format!("{text}\n{}", tc.debug_tree(f, 8).expect("dumpable"))
}

#[test]
fn a_tree_arena_round_trips_through_a_pch_and_prints_identically() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).expect("the README function builds");
    let before = printed(&tc, f);

    let mut heap = Heap::with_params(Params::checking());
    let arena: Gc<Arena> = heap.alloc(Atomic(tc));
    let _garbage: Gc<Arena> = heap.alloc(Atomic(TreeContext::new()));
    let mut root = Some(arena);
    let r = heap.collect_force(&mut root);
    assert_eq!((r.marked, r.freed, r.stale_edges), (1, 1, 0));
    assert_eq!(printed(&heap[arena], f), before);

    let mut registry = PchRegistry::new();
    registry.register::<Arena>("tree_arena");
    let mut file = Vec::new();
    heap.pch_save(&root, &registry, &mut file).expect("saved");
    let (restored, back): (Heap, Option<Gc<Arena>>) =
        Heap::pch_restore(&registry, &mut &file[..], Params::checking()).expect("restored");
    let back = back.expect("the root came back");
    assert_eq!(printed(&restored[back], f), before);

    // Dropping the root reclaims the arena.
    root = None;
    assert_eq!(heap.collect_force(&mut root).freed, 1);
    assert!(heap.get(arena).is_err());
}
