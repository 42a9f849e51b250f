//! Roots (registered, deletable, shadow-stack scopes), stale-handle detection, `ggc_free`,
//! policy and statistics.

use ggc::{Gc, GcError, Gty, Heap, Params, Strategy};

#[derive(Gty, Debug, PartialEq)]
struct Cell {
    value: u32,
    next: Option<Gc<Cell>>,
}

fn cell(heap: &mut Heap, value: u32) -> Gc<Cell> {
    heap.alloc(Cell { value, next: None })
}

fn strategies() -> [Params; 2] {
    [
        Params::checking(),
        Params {
            strategy: Strategy::Compacting,
            ..Params::checking()
        },
    ]
}

#[test]
fn a_handle_kept_outside_every_root_is_stale_after_a_safepoint() {
    for p in strategies() {
        let mut heap = Heap::with_params(p);
        let unrooted = cell(&mut heap, 1);
        heap.collect_force(&mut ());
        let err = heap.get(unrooted).unwrap_err();
        // (Its slot need not be 0: in checking mode another test's live heap may own the
        // first block of `Cell`'s slots.)
        assert!(
            matches!(err, GcError::Stale { index, .. } if index == unrooted.index()),
            "{err}"
        );
        assert!(err.to_string().contains("stale handle to"));
        // The slot is reused, but the old handle still does not reach the new object.
        let fresh = cell(&mut heap, 2);
        assert!(heap.get(unrooted).is_err());
        assert_eq!(heap[fresh].value, 2);
        assert!(heap.free(unrooted).is_err());
    }
}

#[test]
fn ggc_free_makes_handles_stale_and_checking_reports_dangling_edges() {
    let mut heap = Heap::with_params(Params::checking());
    let a = cell(&mut heap, 1);
    let b = heap.alloc(Cell {
        value: 2,
        next: Some(a),
    });
    heap.add_root(b);
    assert_eq!(
        heap.free(a).unwrap(),
        Cell {
            value: 1,
            next: None
        }
    );
    assert!(heap.get(a).is_err());
    let r = heap.collect_force(&mut ());
    assert!(r.stale_edges > 0, "b still points at the freed a");
}

#[test]
fn in_checking_mode_slots_are_retired_instead_of_reusing_a_generation() {
    let mut heap = Heap::with_params(Params::checking());
    let mut seen = std::collections::HashSet::new();
    let first = cell(&mut heap, 0);
    seen.insert(first);
    heap.free(first).unwrap();
    for i in 0..400 {
        let h = cell(&mut heap, i);
        assert!(seen.insert(h), "handle {h:?} was given out twice");
        heap.free(h).unwrap();
    }
    // 128 lives per slot: 401 allocations needed at least four slots.
    assert!(heap.statistics().types[0].slots >= 4);
    for old in &seen {
        assert!(heap.get(*old).is_err());
    }
}

#[test]
fn outside_checking_mode_a_slot_is_reused_forever_and_stale_handles_fail_within_the_window() {
    for strategy in [Strategy::MarkSweep, Strategy::Compacting] {
        let mut heap = Heap::with_params(Params {
            strategy,
            ..Params::default()
        });
        let keep = cell(&mut heap, 7);
        let mut roots = vec![keep];
        let mut window = Vec::new();
        for i in 0..1000u32 {
            let h = cell(&mut heap, i);
            if i % 2 == 0 {
                heap.free(h).unwrap();
            } else {
                heap.collect_force(&mut roots);
            }
            // The last 128 lifetimes of the slot are all detected.
            window.push(h);
            if window.len() > 128 {
                window.remove(0);
            }
            assert!(window.iter().all(|&old| heap.get(old).is_err()), "{i}");
        }
        // One live object and one reused slot: memory does not grow with the volume.
        assert_eq!(heap.statistics().types[0].slots, 2);
        assert_eq!(heap[roots[0]].value, 7);
    }
}

#[test]
fn registered_and_deletable_roots() {
    for p in strategies() {
        let mut heap = Heap::with_params(p);
        let kept = cell(&mut heap, 1);
        let spare = cell(&mut heap, 2);
        let strong = heap.add_root(kept);
        let deletable = heap.add_deletable_root(spare);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (1, 1));
        assert_eq!(heap.root(deletable).unwrap(), None);
        let kept = heap.root(strong).unwrap().unwrap();
        assert_eq!(heap[kept].value, 1);
        heap.remove_root(strong).unwrap();
        assert_eq!(heap.root(strong), Err(GcError::RootRemoved { slot: 0 }));
        heap.collect_force(&mut ());
        assert_eq!(heap.live_objects(), 0);
    }
}

#[test]
fn shadow_stack_scopes_root_their_locals_until_they_end() {
    for p in strategies() {
        let mut heap = Heap::with_params(p);
        let outer_local;
        let inner_local;
        {
            let mut outer = heap.scope();
            let _junk = cell(&mut outer, 0);
            outer_local = outer.alloc_local(Cell {
                value: 1,
                next: None,
            });
            {
                let mut inner = outer.scope();
                let again = inner.local(outer_local).unwrap();
                let _twice = inner.declare(again);
                inner_local = inner.alloc_local(Cell {
                    value: 2,
                    next: None,
                });
                let r = inner.collect_force(&mut ());
                assert_eq!((r.marked, r.freed), (2, 1));
                assert_eq!(inner.get_local(inner_local).unwrap().value, 2);
            }
            // The inner scope ended: its local is no longer a root.
            assert_eq!(
                outer.local(inner_local),
                Err(GcError::ScopeEnded { slot: 2 })
            );
            let r = outer.collect_force(&mut ());
            assert_eq!((r.marked, r.freed), (1, 1));
            let h = outer.local(outer_local).unwrap();
            assert_eq!(outer[h].value, 1);
            outer.undeclare(outer_local).unwrap();
            assert_eq!(outer.collect_force(&mut ()).freed, 1);
        }
        assert!(heap.local(outer_local).is_err());
        assert_eq!(heap.live_objects(), 0);
    }
}

#[test]
fn policy_collects_only_after_enough_growth() {
    let mut heap = Heap::with_params(Params {
        min_heapsize_kb: 1,
        min_expand_percent: 100,
        ..Params::default()
    });
    let mut roots: Vec<Gc<Cell>> = Vec::new();
    // 1 KiB floor, 100 % expansion: nothing happens below 2 KiB of objects.
    let per = size_of::<Cell>() as u64;
    while heap.allocated_bytes() + per < 2048 {
        let c = cell(&mut heap, 0);
        roots.push(c);
        assert!(heap.collect(&mut roots).is_none());
    }
    roots.push(cell(&mut heap, 0));
    let r = heap.collect(&mut roots).expect("grown past 2 KiB");
    assert_eq!(r.freed, 0);
    // Now the threshold is twice the live size.
    let live = heap.allocated_bytes();
    roots.push(cell(&mut heap, 0));
    assert!(heap.collect(&mut roots).is_none());
    assert!(live >= 2048);
}

#[test]
fn statistics_count_allocations_frees_and_collections() {
    let mut heap = Heap::new();
    let a = cell(&mut heap, 1);
    let _b = cell(&mut heap, 2);
    let s = heap.alloc_str("text");
    heap.free(a).unwrap();
    heap.add_root(s);
    heap.collect_force(&mut ());
    let stats = heap.statistics();
    let cells = stats
        .types
        .iter()
        .find(|t| t.name.ends_with("Cell"))
        .unwrap();
    assert_eq!(
        (cells.allocated, cells.live, cells.freed, cells.collected),
        (2, 0, 1, 1)
    );
    let strs = stats.types.iter().find(|t| t.name.contains("str")).unwrap();
    assert_eq!(strs.live, 1);
    assert_eq!(stats.collections, 1);
    let text = stats.to_string();
    assert!(
        text.contains("Cell") && text.contains("collections: 1"),
        "{text}"
    );
}

#[test]
fn index_panics_name_the_stale_handle() {
    let mut heap = Heap::new();
    let c = cell(&mut heap, 1);
    heap.collect_force(&mut ());
    let msg = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| heap[c].value))
        .unwrap_err()
        .downcast::<String>()
        .unwrap();
    assert!(msg.contains("stale handle"), "{msg}");
}

#[test]
fn reports_print_like_gcc() {
    let mut heap = Heap::new();
    for i in 0..2000 {
        cell(&mut heap, i);
    }
    let r = heap.collect_force(&mut ());
    assert_eq!(
        r.to_string(),
        format!("{{GC {}k -> 0}}", 2000 * size_of::<Cell>() / 1024)
    );
    assert_eq!(heap.statistics().mean_time(), r.elapsed);
}

#[test]
fn an_arena_id_answers_as_is_live_and_never_for_another_type() {
    let mut heap = Heap::new();
    let id = heap.arena_id::<Cell>();
    let a = cell(&mut heap, 1);
    let b = cell(&mut heap, 2);
    heap.free(b).unwrap();
    assert!(heap.is_live_in(id, a) && heap.is_live(a));
    assert!(!heap.is_live_in(id, b) && !heap.is_live(b));
    // Another heap, even one whose first arena holds another type: the id names nothing
    // there.
    let mut other = Heap::new();
    let s = other.alloc_str("x");
    assert_eq!(s.index(), a.index());
    assert!(!other.is_live_in(id, a));
}
