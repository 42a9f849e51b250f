//! Checking mode: live heaps own disjoint blocks of slot indices, so every handle of one
//! live heap is refused by every other (exclusive) one, under both strategies, whatever was
//! allocated, freed, collected or moved. Each test uses object types of its own, since the
//! blocks are handed out per type and other tests' heaps would otherwise take some.

use std::sync::{Arc, Barrier};

use ggc::{ArenaImage, Gc, GcError, Gty, Heap, Params, PchRegistry, Strategy as GcStrategy};
use proptest::prelude::*;
use serde::{Deserialize, Serialize};

fn checking(strategy: GcStrategy) -> Params {
    Params {
        strategy,
        ..Params::checking()
    }
}

/// Asserts that `heap` refuses every handle of `handles` (through every typed access).
fn refuses_all<T: Gty + std::fmt::Debug>(heap: &mut Heap, handles: &[Gc<T>], what: &str) {
    for &h in handles {
        assert!(!heap.is_live(h), "{what}: {h:?} is live");
        assert!(
            matches!(heap.get(h), Err(GcError::Stale { .. })),
            "{what}: {h:?}"
        );
        assert!(heap.get_mut(h).is_err(), "{what}: {h:?}");
        assert!(heap.free(h).is_err(), "{what}: {h:?}");
    }
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Cell {
    value: u32,
    next: Option<Gc<Cell>>,
}

/// One step of a random history of a heap.
#[derive(Clone, Debug)]
enum Op {
    /// Allocates a cell linked to the `n`-th root (if any), kept as a root.
    Alloc(usize),
    /// Allocates a cell no root keeps.
    Garbage,
    /// Frees the `n`-th root's cell and drops the root.
    Free(usize),
    /// Drops the `n`-th root.
    Unroot(usize),
    /// Collects now.
    Collect,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (0usize..64).prop_map(Op::Alloc),
        3 => Just(Op::Garbage),
        1 => (0usize..64).prop_map(Op::Free),
        1 => (0usize..64).prop_map(Op::Unroot),
        1 => Just(Op::Collect),
    ]
}

/// A heap, its roots and every handle it ever gave out (the moved ones' old values too).
struct Run {
    heap: Heap,
    roots: Vec<Gc<Cell>>,
    issued: Vec<Gc<Cell>>,
}

impl Run {
    fn step(&mut self, op: &Op, serial: &mut u32) {
        *serial += 1;
        let pick = |n: usize, roots: &[Gc<Cell>]| (!roots.is_empty()).then(|| n % roots.len());
        match *op {
            Op::Alloc(n) => {
                let next = pick(n, &self.roots).map(|i| self.roots[i]);
                let h = self.heap.alloc(Cell {
                    value: *serial,
                    next,
                });
                self.roots.push(h);
                self.issued.push(h);
            }
            Op::Garbage => {
                let h = self.heap.alloc(Cell {
                    value: *serial,
                    next: None,
                });
                self.issued.push(h);
            }
            Op::Free(n) => {
                if let Some(i) = pick(n, &self.roots) {
                    let h = self.roots.swap_remove(i);
                    // Other roots' cells may still point at it: clear those links.
                    let _ = self.heap.free(h);
                    for (_, c) in self.heap.iter_mut::<Cell>() {
                        if c.next == Some(h) {
                            c.next = None;
                        }
                    }
                }
            }
            Op::Unroot(n) => {
                if let Some(i) = pick(n, &self.roots) {
                    self.roots.swap_remove(i);
                }
            }
            Op::Collect => {
                let report = self.heap.collect_force(&mut self.roots);
                assert_eq!(report.stale_edges, 0);
                self.issued.extend_from_slice(&self.roots);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Two live checking-mode heaps, random interleaved histories, both strategies: every
    /// handle either ever gave out is refused by the other, and each heap's live handles
    /// are exactly its roots' (its own stale handles refused too).
    #[test]
    fn two_live_heaps_refuse_each_others_handles(
        ops in proptest::collection::vec((any::<bool>(), op()), 1..300),
        compacting in any::<bool>(),
    ) {
        let strategy = if compacting { GcStrategy::Compacting } else { GcStrategy::MarkSweep };
        let mut runs = [0, 1].map(|_| Run {
            heap: Heap::with_params(checking(strategy)),
            roots: Vec::new(),
            issued: Vec::new(),
        });
        let mut serial = 0;
        for (which, op) in &ops {
            runs[usize::from(*which)].step(op, &mut serial);
        }
        let [a, b] = &mut runs;
        prop_assert!(a.heap.is_exclusive() && b.heap.is_exclusive());
        refuses_all(&mut a.heap, &b.issued, "a");
        refuses_all(&mut b.heap, &a.issued, "b");
        for run in [a, b] {
            let mut live: Vec<Gc<Cell>> = run.heap.iter::<Cell>().map(|(h, _)| h).collect();
            live.sort();
            let dead: Vec<Gc<Cell>> =
                run.issued.iter().copied().filter(|h| live.binary_search(h).is_err()).collect();
            refuses_all(&mut run.heap, &dead, "own stale");
        }
    }
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Lone(u32);

/// Blocks go back when a heap is dropped; a dropped heap's handles are refused until a
/// later heap claims the block they name, and then told apart by generation only.
#[test]
fn a_dropped_heaps_block_is_handed_out_again() {
    let mut a = Heap::with_params(Params::checking());
    let mut b = Heap::with_params(Params::checking());
    let ha = a.alloc(Lone(1));
    let hb = b.alloc(Lone(2));
    assert_eq!((ha.index(), hb.index()), (0, 64));
    drop(a);
    refuses_all(&mut b, &[ha], "b, a dropped");
    // b grows: block 1 is its own, block 0 is free again, but b appends above what it has.
    let more: Vec<Gc<Lone>> = (0..64).map(|v| b.alloc(Lone(v))).collect();
    assert_eq!(more.last().map(|h| h.index()), Some(128));
    refuses_all(&mut b, &[ha], "b grown");
    let mut c = Heap::with_params(Params::checking());
    let hc = c.alloc(Lone(3));
    assert_eq!(hc.index(), 0, "the dropped heap's block is free again");
    refuses_all(&mut c, &[hb], "c");
    refuses_all(&mut b, &[hc], "b");
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Capped(u32);

/// A slot cap below the next free block: the heap appends into a shared block (as when
/// the registry runs out) and says it is not exclusive; allocation never fails early.
#[test]
fn a_cap_below_the_next_free_block_shares_a_block() {
    let mut owner = Heap::with_params(Params::checking());
    let _ = owner.alloc(Capped(0));
    let mut capped = Heap::with_params(Params::checking());
    capped.set_arena_limit(10);
    let hs: Vec<Gc<Capped>> = (0..10).map(|v| capped.alloc(Capped(v))).collect();
    assert_eq!(hs.iter().map(|h| h.index()).max(), Some(9));
    assert!(matches!(
        capped.try_alloc(Capped(10)),
        Err(GcError::ArenaFull { limit: 10, .. })
    ));
    assert!(owner.is_exclusive() && !capped.is_exclusive());
    // The owner still refuses the capped heap's handles to slots it never used.
    refuses_all(&mut owner, &hs[1..], "owner");
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Moved(u32);

/// Compaction moves objects into owned slots only: after a compacting collection that
/// frees the bottom of a heap, its handles are still in its own blocks.
#[test]
fn compaction_moves_objects_within_owned_blocks() {
    let mut a = Heap::with_params(checking(GcStrategy::Compacting));
    let mut b = Heap::with_params(checking(GcStrategy::Compacting));
    // Interleave growth so that each owns every other block.
    let mut all = [Vec::new(), Vec::new()];
    for v in 0..512 {
        all[0].push(a.alloc(Moved(v)));
        all[1].push(b.alloc(Moved(v)));
    }
    let mut keep_a: Vec<Gc<Moved>> = all[0][256..].to_vec();
    let mut keep_b: Vec<Gc<Moved>> = all[1][256..].to_vec();
    assert!(a.collect_force(&mut keep_a).moved > 0);
    assert!(b.collect_force(&mut keep_b).moved > 0);
    for (heap, keep, first) in [(&a, &keep_a, 256), (&b, &keep_b, 256)] {
        for (i, &h) in keep.iter().enumerate() {
            assert_eq!(heap[h], Moved(first + i as u32));
        }
    }
    refuses_all(&mut a, &keep_b, "a");
    refuses_all(&mut b, &keep_a, "b");
    refuses_all(&mut a, &all[1], "a, b's old handles");
    refuses_all(&mut b, &all[0], "b, a's old handles");
    assert!(a.is_exclusive() && b.is_exclusive());
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Threaded(u32);

/// Heaps growing on several threads at once get disjoint blocks.
#[test]
fn heaps_on_several_threads_refuse_each_others_handles() {
    let threads = 4;
    let barrier = Arc::new(Barrier::new(threads));
    let grown: Vec<(Heap, Vec<Gc<Threaded>>)> = (0..threads)
        .map(|t| {
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || {
                let mut heap = Heap::with_params(Params::checking());
                barrier.wait();
                let mut keep = Vec::new();
                for v in 0..2000u32 {
                    let h = heap.alloc(Threaded(v * threads as u32 + t as u32));
                    if v % 3 == 0 {
                        keep.push(h);
                    }
                    if v % 500 == 499 {
                        let _ = heap.collect_force(&mut keep);
                    }
                }
                (heap, keep)
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|j| j.join().expect("thread"))
        .collect();
    let mut heaps: Vec<Heap> = Vec::new();
    let mut handles = Vec::new();
    for (heap, keep) in grown {
        assert!(heap.is_exclusive());
        heaps.push(heap);
        handles.push(keep);
    }
    for (i, heap) in heaps.iter_mut().enumerate() {
        for (j, hs) in handles.iter().enumerate() {
            if i == j {
                assert!(hs.iter().all(|&h| heap.is_live(h)));
            } else {
                refuses_all(heap, hs, "another thread's heap");
            }
        }
    }
}

#[derive(Gty, Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Saved(u32);

/// A PCH's objects land at their file indices: the restored heap owns those blocks when
/// they are free and shares them (is not exclusive) when another live heap owns them; its
/// later growth goes to blocks of its own either way.
#[test]
fn a_restored_pch_owns_its_blocks_when_free_and_shares_them_otherwise() {
    let mut registry = PchRegistry::default();
    registry.register::<Saved>("saved");
    let mut file = Vec::new();
    {
        let mut src = Heap::new();
        let roots: Vec<Gc<Saved>> = (0..3).map(|v| src.alloc(Saved(v))).collect();
        src.pch_save(&roots, &registry, &mut file).expect("save");
    }
    let restore = || {
        let (heap, roots): (Heap, Vec<Gc<Saved>>) =
            Heap::pch_restore_bytes(&registry, &file, Params::checking()).expect("restore");
        (heap, roots)
    };
    let (mut first, first_roots) = restore();
    assert!(first.is_exclusive(), "block 0 was free");
    let (mut second, second_roots) = restore();
    assert!(!second.is_exclusive(), "block 0 is the first one's");
    assert_eq!(first_roots, second_roots);
    assert_eq!(second[second_roots[2]], Saved(2));
    // New objects of the second heap are in a block of its own.
    let grown: Vec<Gc<Saved>> = (0..64).map(|v| second.alloc(Saved(v))).collect();
    refuses_all(&mut first, &grown[61..], "first");
    let own: Vec<Gc<Saved>> = (0..64).map(|v| first.alloc(Saved(v))).collect();
    refuses_all(&mut second, &own[61..], "second");
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Copied(u32);

/// An arena image (a serde copy) holds the same handles as the original, by design: both
/// answer to them, and the copy shares the original's blocks while it lives.
#[test]
fn an_image_copy_answers_to_the_originals_handles() {
    let mut orig = Heap::with_params(Params::checking());
    let hs: Vec<Gc<Copied>> = (0..5).map(|v| orig.alloc(Copied(v))).collect();
    let image: ArenaImage<Copied> = orig.arena_image();
    let mut copy = Heap::with_params(Params::checking());
    copy.restore_arena(image).expect("restore");
    for (v, &h) in hs.iter().enumerate() {
        assert_eq!(copy[h], Copied(v as u32));
    }
    assert!(orig.is_exclusive() && !copy.is_exclusive());
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Kept(u32);

/// Held arenas allocate through the same blocks: another heap's held handles are refused
/// by `HeldArena::get` and `Heap::is_live_at`.
#[test]
fn held_arenas_refuse_another_heaps_handles() {
    let mut heaps = [0, 1].map(|_| Heap::with_params(Params::checking()));
    let mut held: Vec<_> = heaps
        .iter_mut()
        .map(|h| h.hold_arena::<Kept>().expect("not held yet"))
        .collect();
    let mut handles = [Vec::new(), Vec::new()];
    for v in 0..300 {
        for k in 0..2 {
            let h = held[k].try_alloc(&mut heaps[k], Kept(v)).expect("alloc");
            handles[k].push(h);
        }
    }
    for k in 0..2 {
        let (heap, arena) = (&heaps[k], &held[k]);
        for &h in &handles[1 - k] {
            assert!(arena.get(heap, h).is_none());
            assert!(!heap.is_live_at(arena.number(), h.index(), h.generation()));
        }
        for (v, &h) in handles[k].iter().enumerate() {
            assert_eq!(arena.get(heap, h), Some(&Kept(v as u32)));
        }
    }
}

#[derive(Gty, Debug, Clone, PartialEq)]
struct Toggled(u32);

/// Turning checking off gives the blocks back; turning it on adopts the blocks the heap
/// has.
#[test]
fn set_params_gives_blocks_back_and_adopts_them() {
    let mut a = Heap::new();
    let ha = a.alloc(Toggled(0));
    assert!(!a.is_exclusive());
    a.set_params(Params::checking());
    assert!(a.is_exclusive());
    let mut b = Heap::with_params(Params::checking());
    assert_ne!(b.alloc(Toggled(1)).index() / 64, ha.index() / 64);
    a.set_params(Params::default());
    let mut c = Heap::with_params(Params::checking());
    assert_eq!(c.alloc(Toggled(2)).index(), 0, "a gave block 0 back");
}
