//! A `Gc<T>` from another heap: heaps start their arenas at different generations, so the
//! handle is refused unless the generations happen to agree. This file holds one test so
//! that no other test makes heaps in between (heaps take consecutive seeds).

use ggc::{Gc, GcError, Gty, Heap, Params};

#[derive(Gty, Debug, PartialEq)]
struct Cell {
    value: u32,
    next: Option<Gc<Cell>>,
}

/// 128 heaps made in a row: 8 generation bits give 128 first generations, all different.
#[test]
fn any_128_heaps_made_in_a_row_refuse_each_others_handles() {
    for params in [Params::default(), Params::checking()] {
        let mut heaps: Vec<Heap> = (0..128).map(|_| Heap::with_params(params)).collect();
        let handles: Vec<Gc<Cell>> = heaps
            .iter_mut()
            .enumerate()
            .map(|(i, h)| {
                h.alloc(Cell {
                    value: i as u32,
                    next: None,
                })
            })
            .collect();
        for (i, heap) in heaps.iter_mut().enumerate() {
            for (j, &h) in handles.iter().enumerate() {
                // Outside checking mode every handle is slot 0 of its heap: only the
                // generation tells them apart (checking mode gives each heap its own block).
                assert_eq!(h.index() == 0, !params.checking || j == 0);
                if i == j {
                    assert_eq!(heap[h].value, i as u32);
                    continue;
                }
                assert!(!heap.is_live(h), "heap {i} takes heap {j}'s handle");
                assert!(matches!(heap.get(h), Err(GcError::Stale { .. })));
                assert!(heap.get_mut(h).is_err());
                assert!(heap.free(h).is_err());
            }
        }
    }
}
