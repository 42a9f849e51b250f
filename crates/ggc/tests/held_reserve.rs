//! A held arena reserves the free slots of a bitmap word at a time and hands them out
//! without searching. What the heap reports stays exact meanwhile: a reserved slot is
//! neither live nor counted, no handle names it, lending gives back what was not handed
//! out, and a change of the rules (the cap, checking mode) applies to the very next
//! allocation.

use ggc::{Gc, GcError, Gty, Heap, HeldArena, Params, Strategy as GcStrategy};
use proptest::prelude::*;

#[derive(Gty, Debug, Clone, PartialEq)]
struct Cell {
    value: u32,
    next: Option<Gc<Cell>>,
}

fn cell(value: u32) -> Cell {
    Cell { value, next: None }
}

fn alloc(arena: &mut HeldArena<Cell>, heap: &mut Heap, value: u32) -> Gc<Cell> {
    match arena.try_alloc(heap, cell(value)) {
        Ok(h) => h,
        Err(e) => panic!("allocating {value}: {e}"),
    }
}

/// The heap's statistics for `Cell`: live and allocated.
fn cell_figures(heap: &Heap) -> (u64, u64) {
    let stats = heap.statistics();
    let cells = stats.types.iter().find(|t| t.name.ends_with("Cell"));
    cells.map_or((0, 0), |c| (c.live, c.allocated))
}

#[test]
fn reserved_slots_are_neither_live_nor_counted() {
    for params in [Params::default(), Params::checking()] {
        let mut heap = Heap::with_params(params);
        let mut arena = heap.hold_arena::<Cell>().unwrap();
        let made: Vec<_> = (0..3).map(|v| alloc(&mut arena, &mut heap, v)).collect();
        assert_eq!(heap.live_count::<Cell>(), 3);
        assert_eq!(heap.live_objects(), 3);
        assert_eq!(cell_figures(&heap), (3, 3));
        // Every generation of the next slots of the word names nothing yet.
        let first = made[2].index() + 1;
        for index in first..first + 61 {
            for generation in 0..=255u8 {
                assert!(!heap.is_live_at(arena.number(), index, generation));
                assert!(arena.get_at(&heap, index).is_none());
                assert!(arena.handle_at(&heap, index).is_none());
            }
        }
        assert_eq!(arena.iter(&heap).count(), 3);
        // The image ends at the last slot handed out (in checking mode, blocks other
        // heaps own may come first).
        assert_eq!(arena.image(&heap).generations.len() as u32, first);
    }
}

#[test]
fn lending_gives_back_the_slots_not_handed_out() {
    for params in [Params::default(), Params::checking()] {
        let mut heap = Heap::with_params(params);
        let mut arena = heap.hold_arena::<Cell>().unwrap();
        let a = alloc(&mut arena, &mut heap, 1);
        alloc(&mut arena, &mut heap, 2);
        arena.lend(&mut heap);
        let image = heap.arena_image::<Cell>();
        assert_eq!(image.generations.len() as u32, a.index() + 2);
        assert_eq!(heap.collect_force(&mut ()).freed, 2, "both were garbage");
        arena.reclaim(&mut heap);
        // The freed slots come back first, under new generations.
        let again = alloc(&mut arena, &mut heap, 3);
        assert_eq!(again.index(), a.index());
        assert_ne!(again.generation(), a.generation());
        assert!(arena.get(&heap, a).is_none());
    }
}

#[test]
fn a_cap_set_while_slots_are_reserved_applies_to_the_next_allocation() {
    let mut heap = Heap::new();
    let mut arena = heap.hold_arena::<Cell>().unwrap();
    let a = alloc(&mut arena, &mut heap, 1);
    heap.set_arena_limit(a.index() + 1);
    let err = arena.try_alloc(&mut heap, cell(2)).unwrap_err();
    assert!(matches!(err, GcError::ArenaFull { limit, .. } if limit == a.index() as u64 + 1));
    assert_eq!(heap.live_count::<Cell>(), 1);
    heap.set_arena_limit(a.index() + 2);
    let b = alloc(&mut arena, &mut heap, 2);
    assert_eq!(b.index(), a.index() + 1);
    assert!(arena.try_alloc(&mut heap, cell(3)).is_err());
}

#[test]
fn checking_turned_on_while_slots_are_reserved_retires_from_the_next_allocation() {
    let mut heap = Heap::new();
    let mut arena = heap.hold_arena::<Cell>().unwrap();
    let a = alloc(&mut arena, &mut heap, 1);
    heap.set_params(Params::checking());
    let b = alloc(&mut arena, &mut heap, 2);
    assert!(arena.get(&heap, a).is_some() && arena.get(&heap, b).is_some());
    assert_eq!(heap.live_count::<Cell>(), 2);
}

/// `try_alloc_reserved`: the next reserved slot or nothing, never a new reservation.
#[test]
fn the_reserved_fast_path_takes_only_what_is_reserved() {
    for params in [Params::default(), Params::checking()] {
        let mut heap = Heap::with_params(params);
        let mut arena = heap.hold_arena::<Cell>().unwrap();
        assert!(
            arena.try_alloc_reserved(&mut heap, || cell(0)).is_none(),
            "a fresh arena has reserved nothing"
        );
        assert_eq!(heap.live_count::<Cell>(), 0);
        let first = alloc(&mut arena, &mut heap, 0);
        let mut made = vec![first];
        while let Some(h) = arena.try_alloc_reserved(&mut heap, || cell(made.len() as u32)) {
            made.push(h);
        }
        // One word's slots, handed out in order, each live with its value.
        assert_eq!(made.len(), 64 - first.index() as usize % 64);
        for (i, &h) in made.iter().enumerate() {
            assert_eq!(h.index(), first.index() + i as u32);
            assert_eq!(arena.get(&heap, h).map(|c| c.value), Some(i as u32));
        }
        assert_eq!(heap.live_count::<Cell>(), made.len());
        let n = made.len() as u64;
        assert_eq!(cell_figures(&heap), (n, n));
        // The slow path reserves the next word; the fast path then goes on.
        alloc(&mut arena, &mut heap, 100);
        assert!(arena.try_alloc_reserved(&mut heap, || cell(101)).is_some());
        // Rules changed since the reservation, or objects lent: nothing is taken.
        heap.set_params(params);
        assert!(arena.try_alloc_reserved(&mut heap, || cell(102)).is_none());
        alloc(&mut arena, &mut heap, 102);
        arena.lend(&mut heap);
        assert!(arena.try_alloc_reserved(&mut heap, || cell(103)).is_none());
        assert_eq!(heap.live_count::<Cell>(), made.len() + 3);
    }
}

#[derive(Debug, Clone)]
enum Op {
    /// Allocate this many cells.
    Alloc(u8),
    /// Drop every live cell whose value is ≡ r (mod 3) from the model's roots.
    Drop(u8),
    /// Lend, collect, reclaim.
    Collect,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (1u8..=150).prop_map(Op::Alloc),
        (0u8..3).prop_map(Op::Drop),
        Just(Op::Collect),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Under both strategies and checking mode, with collections in between: the cells
    /// the model keeps are reached through their handles with their values, the others'
    /// handles are refused, the heap's counts equal the model's, and every slot the arena
    /// has was handed out at some point (a reservation leaves none behind once lent).
    #[test]
    fn reserving_arenas_agree_with_a_model(
        ops in prop::collection::vec(op(), 1..40),
        compacting in any::<bool>(),
        checking in any::<bool>(),
    ) {
        let mut params = if checking { Params::checking() } else { Params::default() };
        params.strategy = if compacting { GcStrategy::Compacting } else { GcStrategy::MarkSweep };
        let mut heap = Heap::with_params(params);
        let mut arena = heap.hold_arena::<Cell>().unwrap();
        let mut roots: Vec<(ggc::Root<Cell>, u32)> = Vec::new();
        let mut dead: Vec<Gc<Cell>> = Vec::new();
        let mut next = 0u32;
        let mut highest = 0u32;
        for op in ops {
            match op {
                Op::Alloc(n) => for _ in 0..n {
                    // The reserved fast path where it can, the reserving path otherwise.
                    let h = match arena.try_alloc_reserved(&mut heap, || cell(next)) {
                        Some(h) => h,
                        None => alloc(&mut arena, &mut heap, next),
                    };
                    highest = highest.max(h.index() + 1);
                    roots.push((heap.add_root(h), next));
                    next += 1;
                },
                Op::Drop(r) => roots.retain(|&(root, v)| {
                    if v % 3 != u32::from(r) {
                        return true;
                    }
                    dead.push(heap.root(root).unwrap().unwrap());
                    heap.remove_root(root).unwrap();
                    false
                }),
                Op::Collect => {
                    arena.lend(&mut heap);
                    let slots = heap.arena_image::<Cell>().generations.len() as u32;
                    prop_assert!(slots <= highest, "{slots} slots, {highest} handed out");
                    heap.collect_force(&mut ());
                    arena.reclaim(&mut heap);
                    for h in dead.drain(..) {
                        prop_assert!(arena.get(&heap, h).is_none(), "{h:?} was collected");
                    }
                }
            }
            // Live: the rooted cells and those dropped since the last collection.
            prop_assert_eq!(heap.live_count::<Cell>(), roots.len() + dead.len());
            for &(root, v) in &roots {
                let h = heap.root(root).unwrap().unwrap();
                prop_assert_eq!(arena.get(&heap, h).map(|c| c.value), Some(v));
            }
        }
        arena.lend(&mut heap);
        heap.collect_force(&mut ());
        prop_assert_eq!(heap.live_count::<Cell>(), roots.len());
    }
}
