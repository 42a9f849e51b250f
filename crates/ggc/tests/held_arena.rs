//! `HeldArena`: an arena whose objects a client holds. Access and allocation agree with the
//! heap's own; the heap refuses what would miss held objects (collecting, writing a PCH)
//! until they are lent back; a held arena answers nothing for another heap.

use ggc::{Gc, GcError, Gty, Heap, Params, PchError, PchRegistry};

#[derive(Gty, Debug, Clone, PartialEq)]
struct Cell {
    value: u32,
    next: Option<Gc<Cell>>,
}

fn cell(value: u32, next: Option<Gc<Cell>>) -> Cell {
    Cell { value, next }
}

#[test]
fn held_objects_are_reached_allocated_and_iterated_through_the_arena() {
    let mut heap = Heap::new();
    let before = heap.alloc(cell(1, None));
    let mut arena = heap.hold_arena::<Cell>().expect("not held yet");
    assert!(heap.hold_arena::<Cell>().is_none(), "held twice");
    // Objects allocated before holding move with the arena.
    assert_eq!(arena.get(&heap, before).map(|c| c.value), Some(1));
    let b = arena.try_alloc(&mut heap, cell(2, Some(before))).unwrap();
    assert!(arena.is_live(&heap, b));
    assert!(arena.is_live_at(b.index(), b.generation()));
    assert!(!arena.is_live_at(b.index(), b.generation() + 2));
    // The held arena answers for its objects; the heap, which no longer has them, does not.
    assert!(!heap.is_live_at(arena.number(), b.index(), b.generation()));
    assert!(!heap.is_live(b));
    arena.get_mut(&heap, b).unwrap().value = 20;
    assert_eq!(arena.get_at(&heap, b.index()).unwrap().value, 20);
    assert_eq!(arena.handle_at(&heap, b.index()), Some(b));
    let values: Vec<u32> = arena.iter(&heap).map(|(_, c)| c.value).collect();
    assert_eq!(values, [1, 20]);
    for (_, c) in arena.iter_mut(&heap) {
        c.value += 1;
    }
    assert_eq!(arena.get(&heap, before).unwrap().value, 2);
    // Counts stay the heap's.
    assert_eq!(heap.live_count::<Cell>(), 2);
    // The heap cannot allocate into a held arena, nor read its objects.
    let err = heap.try_alloc(cell(3, None)).unwrap_err();
    assert!(matches!(err, GcError::Held { .. }), "{err}");
    assert!(heap.get(b).is_err());
    let err = heap.free(b).unwrap_err();
    assert!(matches!(err, GcError::Held { .. }), "{err}");
    assert!(arena.is_live(&heap, b), "a refused free frees nothing");
    let err = heap
        .restore_arena(ggc::ArenaImage::<Cell>::default())
        .unwrap_err();
    assert!(matches!(err, GcError::Held { .. }), "{err}");
}

#[test]
fn collections_and_pch_wait_for_the_objects_to_be_lent_back() {
    for params in [Params::default(), Params::checking()] {
        let mut heap = Heap::with_params(params);
        let mut arena = heap.hold_arena::<Cell>().unwrap();
        let kept = arena.try_alloc(&mut heap, cell(1, None)).unwrap();
        let head = arena.try_alloc(&mut heap, cell(2, Some(kept))).unwrap();
        let dead = arena.try_alloc(&mut heap, cell(3, None)).unwrap();
        let root = heap.add_root(head);
        assert!(heap.holds_out());
        assert!(
            heap.collect_force(&mut ()).refused,
            "held objects would be missed"
        );
        let mut out = Vec::new();
        let pch = heap.pch_save(&(), &PchRegistry::new(), &mut out);
        assert!(matches!(pch, Err(PchError::Held)), "{pch:?}");

        arena.lend(&mut heap);
        assert!(!heap.holds_out());
        let err = arena.try_alloc(&mut heap, cell(4, None)).unwrap_err();
        assert!(matches!(err, GcError::Held { .. }), "lent: {err}");
        let report = heap.collect_force(&mut ());
        assert!(!report.refused);
        assert_eq!(report.freed, 1);
        assert_eq!(heap[head].value, 2, "lent objects are the heap's meanwhile");
        arena.reclaim(&mut heap);

        assert!(arena.get(&heap, dead).is_none(), "collected");
        assert_eq!(
            arena.get(&heap, kept).unwrap().value,
            1,
            "reached from the root"
        );
        assert_eq!(heap.root(root).unwrap(), Some(head));
        // The freed slot is reused, under a new generation.
        let again = arena.try_alloc(&mut heap, cell(5, None)).unwrap();
        assert_eq!(again.index(), dead.index());
        assert!(arena.get(&heap, dead).is_none());
    }
}

#[test]
fn an_image_of_a_held_arena_equals_the_heaps_own() {
    let mut heap = Heap::new();
    let mut arena = heap.hold_arena::<Cell>().unwrap();
    let a = arena.try_alloc(&mut heap, cell(1, None)).unwrap();
    arena.try_alloc(&mut heap, cell(2, Some(a))).unwrap();
    let held = arena.image(&heap);
    arena.lend(&mut heap);
    assert_eq!(held, heap.arena_image::<Cell>());
    assert_eq!(held.objects.len(), 2);
}

#[test]
fn a_held_arena_answers_nothing_for_another_heap() {
    let mut mine = Heap::new();
    let mut other = Heap::new();
    let mut arena = mine.hold_arena::<Cell>().unwrap();
    let h = arena.try_alloc(&mut mine, cell(1, None)).unwrap();
    let theirs = other.alloc(cell(9, None));
    assert!(arena.get(&other, h).is_none());
    assert!(arena.get(&other, theirs).is_none());
    assert!(!arena.is_live(&other, h));
    assert!(arena.iter(&other).next().is_none());
    let err = arena.try_alloc(&mut other, cell(2, None)).unwrap_err();
    assert!(matches!(err, GcError::Held { .. }), "{err}");
    // Lending to the wrong heap does nothing.
    arena.lend(&mut other);
    assert_eq!(other[theirs].value, 9);
    assert_eq!(arena.get(&mine, h).unwrap().value, 1);
}

#[test]
fn the_heap_free_accessors_give_the_arenas_own_answers() {
    for params in [Params::default(), Params::checking()] {
        let mut heap = Heap::with_params(params);
        let mut arena = heap.hold_arena::<Cell>().unwrap();
        let kept = arena.try_alloc(&mut heap, cell(1, None)).unwrap();
        let dead = arena.try_alloc(&mut heap, cell(2, Some(kept))).unwrap();
        let root = heap.add_root(kept);
        // For the arena's own heap, with or without naming it: the same answers.
        for h in [kept, dead] {
            assert_eq!(arena.get_held(h), arena.get(&heap, h));
            assert_eq!(arena.get_held_at(h.index()), arena.get_at(&heap, h.index()));
            assert_eq!(arena.held_handle_at(h.index()), Some(h));
            assert_eq!(
                arena.get_held_parts(h.index(), h.generation()),
                arena.get_held(h)
            );
            // Parts no handle could carry find nothing: generation 0, an even (free)
            // generation, another odd one, an index past the arena.
            for g in [0, h.generation() - 1, h.generation() + 2] {
                assert!(
                    arena.get_held_parts(h.index(), g).is_none(),
                    "generation {g}"
                );
                assert!(arena.get_held_mut_parts(h.index(), g).is_none());
            }
            assert!(arena.get_held_parts(u32::MAX, h.generation()).is_none());
        }
        arena
            .get_held_mut_parts(kept.index(), kept.generation())
            .unwrap()
            .value = 9;
        assert_eq!(arena.get_held(kept).unwrap().value, 9);
        arena.get_held_mut(kept).unwrap().value = 10;
        assert_eq!(arena.get(&heap, kept).unwrap().value, 10);
        // Lent, the arena holds nothing and finds nothing.
        arena.lend(&mut heap);
        assert!(arena.get_held(kept).is_none());
        assert!(arena.get_held_mut(kept).is_none());
        assert!(arena.held_handle_at(kept.index()).is_none());
        heap.collect_force(&mut ());
        arena.reclaim(&mut heap);
        // A collected object's handle is stale; so is its slot's next tenant's old handle.
        assert!(arena.get_held(dead).is_none());
        assert!(arena.get_held_at(dead.index()).is_none());
        assert!(arena.held_handle_at(dead.index()).is_none());
        let again = arena.try_alloc(&mut heap, cell(3, None)).unwrap();
        assert_eq!(again.index(), dead.index());
        assert!(arena.get_held(dead).is_none(), "an old generation");
        assert!(
            arena
                .get_held_parts(dead.index(), dead.generation())
                .is_none()
        );
        assert_eq!(arena.get_held(again).unwrap().value, 3);
        assert_eq!(arena.held_handle_at(again.index()), Some(again));
        assert_eq!(arena.get_held(kept).unwrap().value, 10);
        assert_eq!(heap.root(root).unwrap(), Some(kept));
    }
}
