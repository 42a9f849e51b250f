//! Options on whole types: `user`, `special` and `for_user` walkers, `variable_size`,
//! enums, generic types, union members with their own `length`, and generic single-variant
//! enums with expression options.

use ggc::support::{GtySpecial, GtyUser};
use ggc::{Gc, Gty, Heap, Params, Walker};

use super::support::*;

/// `for_user`: accepted; every derived walker can be called from hand-written ones.
#[derive(Gty)]
#[gty(for_user)]
struct Helper {
    leaf: Gc<Leaf>,
}

/// `user`: the walk is written by hand.
#[derive(Gty)]
#[gty(user)]
struct Handmade {
    pairs: Vec<(u32, Helper)>,
}

impl GtyUser for Handmade {
    fn walk_user<W: Walker>(&mut self, walker: &mut W) {
        for (_, h) in &mut self.pairs {
            h.walk(walker);
        }
    }
}

/// `special`: a named hand-written walker, as GCC's `tree_exp`.
#[derive(Gty)]
#[gty(special = "tree_exp")]
struct Exp {
    operand_count: usize,
    operands: [Option<Gc<Leaf>>; 4],
}

impl GtySpecial for Exp {
    const NAME: &'static str = "tree_exp";
    fn walk_special<W: Walker>(&mut self, walker: &mut W) {
        for op in self.operands.iter_mut().take(self.operand_count) {
            op.walk(walker);
        }
    }
}

#[test]
fn user_special_and_for_user_walkers() {
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let h = heap.alloc(Handmade {
            pairs: vec![(0, Helper { leaf: a })],
        });
        let e = heap.alloc(Exp {
            operand_count: 1,
            operands: [Some(b), Some(a), None, None],
        });
        heap.add_root(h);
        heap.add_root(e);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (4, 0));
        let _ = heap.alloc(Leaf(3));
        assert_eq!(heap.collect_force(&mut ()).freed, 1);
    }
}

/// GCC 12's `variable_size`: the object owns a trailing array.
#[derive(Gty)]
#[gty(variable_size)]
struct Vector {
    elts: Vec<u64>,
}

#[test]
fn variable_size_objects_count_their_trailing_storage() {
    let mut heap = Heap::new();
    let base = heap.allocated_bytes();
    let v = heap.alloc(Vector {
        elts: Vec::with_capacity(100),
    });
    assert_eq!(
        heap.allocated_bytes() - base,
        (size_of::<Vector>() + 800) as u64
    );
    heap.collect_force(&mut ());
    assert!(heap.get(v).is_err());
    assert_eq!(heap.allocated_bytes(), base);
}

#[derive(Gty)]
enum Shape {
    Empty,
    One(Gc<Leaf>),
    Two {
        a: Gc<Leaf>,
        b: Option<Gc<Leaf>>,
    },
    #[gty(skip)]
    Opaque(Gc<Leaf>),
}

#[test]
fn enums_walk_the_active_variant() {
    for mut heap in both() {
        let a = heap.alloc(Leaf(1));
        let b = heap.alloc(Leaf(2));
        let c = heap.alloc(Leaf(3));
        let shapes = heap.alloc(vec![
            Shape::Empty,
            Shape::One(a),
            Shape::Two { a, b: Some(b) },
            Shape::Opaque(c),
        ]);
        heap.add_root(shapes);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (3, 1));
    }
}

#[derive(Gty)]
struct Pair<A, B> {
    a: A,
    b: Option<Gc<B>>,
}

#[test]
fn generic_types_derive_with_bounds() {
    let mut heap = Heap::with_params(Params::checking());
    let leaf = heap.alloc(Leaf(4));
    let p = heap.alloc(Pair::<u32, Leaf> {
        a: 1,
        b: Some(leaf),
    });
    heap.add_root(p);
    assert_eq!(heap.collect_force(&mut ()).marked, 2);
    const { assert!(<Pair<u32, Leaf> as Gty>::HOLDS_HANDLES) };
}

/// A union member can carry its own expression options (`h` is the union struct).
#[derive(Gty)]
#[gty(desc = h.kind)]
struct CountedUnion {
    kind: u8,
    n: usize,
    #[gty(tag = 1, length = h.n)]
    elems: Vec<Gc<Leaf>>,
    #[gty(tag = 2)]
    one: Option<Gc<Leaf>>,
}

#[test]
fn union_members_honour_their_length() {
    for mut heap in both() {
        let elems: Vec<_> = (0..4).map(|i| heap.alloc(Leaf(i))).collect();
        let one = heap.alloc(Leaf(9));
        let u = heap.alloc(CountedUnion {
            kind: 1,
            n: 2,
            elems,
            one: Some(one),
        });
        heap.add_root(u);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (1 + 2, 2 + 1));
    }
}

/// A generic single-variant enum with expression options: the generated patterns are
/// irrefutable and the escapes see `Self` with its parameters.
#[derive(Gty)]
enum Only<T> {
    Items {
        count: usize,
        #[gty(length = *count)]
        items: Vec<Option<Gc<T>>>,
    },
}

#[test]
fn generic_single_variant_enums_derive_with_expressions() {
    for mut heap in both() {
        let items: Vec<_> = (0..3).map(|i| Some(heap.alloc(Leaf(i)))).collect();
        let o = heap.alloc(Only::Items { count: 1, items });
        heap.add_root(o);
        let r = heap.collect_force(&mut ());
        assert_eq!((r.marked, r.freed), (2, 2));
    }
}
