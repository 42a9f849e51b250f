//! Handles rebuilt from arbitrary bits (`Gc::from_bits`): whatever the value, the heap
//! answers only for live objects — never with a freed or retired slot's leftover object —
//! and `free` of a handle that names nothing changes nothing.

use std::num::NonZeroU32;

use ggc::{GENERATION_BITS, Gc, GcError, Gty, Heap};
use proptest::prelude::*;

/// No drop glue, so the sweep leaves a dead object in its slot; two generation bits, so a
/// slot's window is two uses. A heap's slots start at its first generation `f` (1 or 3:
/// heaps differ); a slot then goes through `f`, `f+1`, `f+2`, `f+3` (mod 4), the last one
/// retired in checking mode, which these tests use, and free otherwise.
#[derive(Gty, Debug, PartialEq)]
#[gty(generation_bits = 2)]
struct Word(u32);

/// The generation `k` steps after the first generation `f`, for [`Word`]'s two bits.
fn after(f: u8, k: u8) -> u8 {
    (f + k) & 3
}

fn forged(index: u32, generation: u8) -> Gc<Word> {
    let bits = (index << GENERATION_BITS) | u32::from(generation);
    Gc::from_bits(NonZeroU32::new(bits).expect("a nonzero handle"))
}

/// A heap whose slot 1 is retired (generation `f+3`) and slot 3 swept (generation `f+1`),
/// both still holding their last objects; slots 0 and 2 are live (returned, rooted from
/// outside). Also returns `f` and the slot numbers' base: the first slot of the heap's
/// block, which is 0 unless another live checking-mode heap owns block 0.
fn heap_with_dead_slots() -> (Heap, [Gc<Word>; 2], u8, u32) {
    let mut heap = Heap::with_params(ggc::Params::checking());
    let keep = heap.alloc(Word(10));
    let f = keep.generation();
    let base = keep.index();
    for v in 11..14 {
        heap.alloc(Word(v));
    }
    let _ = heap.collect_force(&mut vec![keep]);
    let again = heap.alloc(Word(14));
    assert_eq!((again.index() - base, again.generation()), (1, after(f, 2)));
    let _ = heap.collect_force(&mut vec![keep]);
    let live = heap.alloc(Word(15));
    assert_eq!((live.index() - base, live.generation()), (2, after(f, 2)));
    (heap, [keep, live], f, base)
}

#[test]
fn a_retired_or_swept_slot_reached_by_forged_bits_is_stale() {
    let (mut heap, [keep, live], f, base) = heap_with_dead_slots();
    for (index, k) in [(1, 3), (3, 1), (1, 1), (3, 3), (0, 1), (2, 1)] {
        if base + index == 0 && after(f, k) == 0 {
            continue; // all-zero bits are no handle
        }
        let h = forged(base + index, after(f, k));
        assert!(matches!(heap.get(h), Err(GcError::Stale { .. })), "{h:?}");
        assert!(!heap.is_live(h));
        assert!(matches!(heap.free(h), Err(GcError::Stale { .. })), "{h:?}");
        assert_eq!(heap.live_count::<Word>(), 2);
    }
    assert_eq!(heap.get(keep), Ok(&Word(10)));
    assert_eq!(heap.get(live), Ok(&Word(15)));
}

#[test]
fn a_collection_with_forged_roots_keeps_only_the_live_objects() {
    let (mut heap, [keep, live], f, base) = heap_with_dead_slots();
    let mut roots = vec![
        forged(base + 1, after(f, 3)),
        forged(base + 3, after(f, 1)),
        keep,
        live,
    ];
    let _ = heap.collect_force(&mut roots);
    assert_eq!(heap.live_count::<Word>(), 2);
    assert_eq!(heap.iter::<Word>().count(), 2);
    // The dead slots stay reusable: two more objects fill slot 3 and a new slot, not the
    // retired slot 1.
    let a = heap.alloc(Word(20));
    let b = heap.alloc(Word(21));
    assert_eq!([a.index() - base, b.index() - base], [3, 4]);
    assert_eq!(heap.live_count::<Word>(), 4);
}

proptest! {
    /// Any handle value near the used slots: `get` succeeds exactly for the live
    /// handles, and `free` of anything else leaves the live count alone.
    #[test]
    fn any_bits_name_a_live_object_or_nothing(
        index in 0u32..6,
        generation in prop_oneof![0u8..4, any::<u8>()],
    ) {
        prop_assume!(index != 0 || generation != 0);
        let (mut heap, _, _, base) = heap_with_dead_slots();
        let live: Vec<Gc<Word>> = heap.iter::<Word>().map(|(h, _)| h).collect();
        let h = forged(base + index, generation);
        prop_assert_eq!(heap.get(h).is_ok(), live.contains(&h));
        let before = heap.live_count::<Word>();
        let freed = heap.free(h).is_ok();
        prop_assert_eq!(freed, live.contains(&h));
        prop_assert_eq!(heap.live_count::<Word>(), before - usize::from(freed));
        prop_assert_eq!(heap.iter::<Word>().count(), heap.live_count::<Word>());
    }
}

#[test]
fn outside_checking_mode_a_wrapped_free_slot_names_nothing() {
    let mut heap = Heap::new();
    let keep = heap.alloc(Word(1));
    let f = keep.generation();
    for v in 0..2 {
        let h = heap.alloc(Word(v));
        heap.free(h).unwrap();
    }
    // Slot 1 used generations f and f+2; it is free at f+3, the end of its window, and
    // reusable.
    for g in [0, after(f, 3)] {
        let h = forged(1, g);
        assert!(matches!(heap.get(h), Err(GcError::Stale { .. })));
        assert!(matches!(heap.free(h), Err(GcError::Stale { .. })));
    }
    assert_eq!(heap.live_count::<Word>(), 1);
    let again = heap.alloc(Word(9));
    assert_eq!((again.index(), again.generation()), (1, f));
    assert_eq!(heap.get(keep), Ok(&Word(1)));
}
