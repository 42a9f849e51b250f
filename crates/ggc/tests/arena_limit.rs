//! `Heap::set_arena_limit`: a capped arena reports `ArenaFull` with its cap, reuses freed
//! slots, and grows again once the cap is lifted.

use ggc::{Gc, GcError, Gty, Heap, MAX_INDEX, Params};

#[derive(Gty, Debug, PartialEq)]
struct Cell {
    value: u32,
    next: Option<Gc<Cell>>,
}

fn cell(heap: &mut Heap, value: u32) -> Result<Gc<Cell>, GcError> {
    heap.try_alloc(Cell { value, next: None })
}

#[test]
fn a_capped_arena_is_full_at_its_cap_and_reuses_freed_slots() {
    for params in [Params::default(), Params::checking()] {
        let mut heap = Heap::with_params(params);
        heap.set_arena_limit(2);
        let a = cell(&mut heap, 1).unwrap();
        let b = cell(&mut heap, 2).unwrap();
        let err = cell(&mut heap, 3).unwrap_err();
        assert!(matches!(err, GcError::ArenaFull { limit: 2, .. }), "{err}");
        assert!(err.to_string().contains("(2 objects)"), "{err}");
        heap.free(b).unwrap();
        let c = cell(&mut heap, 3).unwrap();
        assert_eq!(c.index(), b.index());
        assert!(heap.get(b).is_err());
        assert_eq!((heap[a].value, heap[c].value), (1, 3));
        // Lifted: the arena grows again; a cap above 2^24 is 2^24.
        heap.set_arena_limit(u32::MAX);
        assert_eq!(cell(&mut heap, 4).unwrap().index(), 2);
        heap.set_arena_limit(MAX_INDEX);
        assert_eq!(heap.live_count::<Cell>(), 3);
    }
}

#[test]
fn a_cap_set_before_an_arena_exists_applies_to_it() {
    let mut heap = Heap::new();
    heap.set_arena_limit(0);
    let err = cell(&mut heap, 1).unwrap_err();
    assert!(matches!(err, GcError::ArenaFull { limit: 0, .. }), "{err}");
    assert_eq!(heap.live_count::<Cell>(), 0);
}
