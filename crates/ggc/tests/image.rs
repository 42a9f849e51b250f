//! Arena images: a restored arena answers to exactly the saved handles.

use ggc::{ArenaImage, Gc, GcError, Gty, Heap};

#[derive(Gty, Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct Node {
    value: u32,
    next: Option<Gc<Node>>,
}

#[test]
fn a_restored_arena_keeps_handles_and_staleness() {
    let mut heap = Heap::new();
    let a = heap.alloc(Node {
        value: 1,
        next: None,
    });
    let dead = heap.alloc(Node {
        value: 2,
        next: None,
    });
    let b = heap.alloc(Node {
        value: 3,
        next: Some(a),
    });
    heap.free(dead).unwrap();
    let image: ArenaImage<Node> = heap.arena_image();
    let mut fresh = Heap::new();
    fresh.restore_arena(image.clone()).unwrap();
    assert_eq!(
        fresh[b],
        Node {
            value: 3,
            next: Some(a)
        }
    );
    assert_eq!(fresh[a].value, 1);
    assert!(matches!(fresh.get(dead), Err(GcError::Stale { .. })));
    assert_eq!(fresh.live_count::<Node>(), 2);
    assert_eq!(fresh.count_bad_handles(&mut ()), 0);
    // The freed slot is reused with a generation the stale handle does not have.
    let c = fresh.alloc(Node {
        value: 4,
        next: None,
    });
    assert_eq!(c.index(), dead.index());
    assert!(fresh.get(dead).is_err());
    // Restoring twice, or an image that lies, is an error.
    assert!(fresh.restore_arena(image.clone()).is_err());
    let mut lying = image;
    lying.objects.pop();
    assert!(matches!(
        Heap::new().restore_arena(lying),
        Err(GcError::BadImage { .. })
    ));
}

#[derive(Gty, Clone)]
#[gty(generation_bits = 3)]
struct Narrow(u8);

#[test]
fn narrow_generations_retire_slots_and_reject_wide_images() {
    let mut heap = Heap::with_params(ggc::Params::checking());
    let mut seen = Vec::new();
    for round in 0..4 {
        let h = heap.alloc(Narrow(round));
        seen.push(h);
        heap.free(h).unwrap();
    }
    // Four lifetimes from the heap's first generation (f, f+2, f+4, f+6 mod 8) fit three
    // bits; the fifth use needs a new slot.
    let f = seen[0].generation();
    for (k, h) in seen.iter().enumerate() {
        assert_eq!((h.index(), h.generation()), (0, (f + 2 * k as u8) & 7));
    }
    let fifth = heap.alloc(Narrow(9));
    assert_eq!(fifth.index(), 1);
    for h in seen {
        assert!(heap.get(h).is_err());
    }
    // Outside checking mode the window wraps: the fifth use is the slot's first generation.
    let mut wrapping = Heap::new();
    let mut first = None;
    for _ in 0..4 {
        let h = wrapping.alloc(Narrow(0));
        first.get_or_insert_with(|| h.generation());
        wrapping.free(h).unwrap();
    }
    let fifth = wrapping.alloc(Narrow(9));
    assert_eq!((fifth.index(), Some(fifth.generation())), (0, first));
    let image = ArenaImage::<Narrow> {
        generations: vec![9],
        objects: vec![Narrow(0)],
    };
    assert!(Heap::new().restore_arena(image).is_err());
}

#[test]
fn a_sealed_heap_collects_only_for_its_key() {
    let mut heap = Heap::new();
    let kept = heap.alloc(Node {
        value: 1,
        next: None,
    });
    let dropped = heap.alloc(Node {
        value: 2,
        next: None,
    });
    let key = heap.seal().expect("fresh heap");
    assert!(heap.is_sealed());
    assert!(heap.seal().is_none(), "one key per heap");
    let mut roots = vec![kept];
    let refused = heap.collect_force(&mut roots);
    assert!(refused.refused);
    assert_eq!((refused.marked, refused.freed), (0, 0));
    assert!(heap.collect(&mut roots).is_some_and(|r| r.refused));
    assert!(heap.get(dropped).is_ok(), "nothing was collected");
    // Another heap's key does not open this one.
    let other = Heap::new().seal().expect("fresh heap");
    assert!(heap.collect_force_sealed(&other, &mut roots).refused);
    let r = heap.collect_force_sealed(&key, &mut roots);
    assert!(!r.refused);
    assert_eq!((r.marked, r.freed), (1, 1));
    assert!(heap.get(dropped).is_err());
}
