//! The optional features: serde (a poly_int is the sequence of its coefficients) and the
//! exported proptest strategies. Run with `cargo test -p polyint --all-features`.

use std::collections::HashSet;

use polyint::*;

#[test]
fn hash_and_debug() {
    let a = PolyInt::<i64, 2>::new([32, 16]);
    let set: HashSet<_> = [a, PolyInt::new([32, 16]), PolyInt::new([16, 32])]
        .into_iter()
        .collect();
    assert_eq!(set.len(), 2);
    assert_eq!(format!("{a:?}"), "PolyInt[32, 16]");
    assert_eq!(
        format!("{:?}", PolyInt::<OffsetInt, 1>::new([OffsetInt(-3)])),
        "PolyInt[-3]"
    );
    // The value an evaluation returns is the re-exported num-bigint type.
    let v: BigInt = a.eval(&[2]);
    assert_eq!(v, BigInt::from(64));
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips() {
    let a = PolyInt::<i64, 2>::new([32, 16]);
    assert_eq!(serde_json::to_string(&a).unwrap(), "[32,16]");
    assert_eq!(
        serde_json::from_str::<PolyInt<i64, 2>>("[32,16]").unwrap(),
        a
    );
    assert!(serde_json::from_str::<PolyInt<i64, 2>>("[32]").is_err());
    assert!(serde_json::from_str::<PolyInt<i64, 2>>("[32,16,8]").is_err());
    let w = PolyInt::<WidestInt, 2>::new([WidestInt::from(1u128 << 100), WidestInt::from(-1)]);
    let text = serde_json::to_string(&w).unwrap();
    assert_eq!(
        serde_json::from_str::<PolyInt<WidestInt, 2>>(&text).unwrap(),
        w
    );
    let o = PolyInt::<OffsetInt, 2>::new([OffsetInt(i128::MIN), OffsetInt(7)]);
    let text = serde_json::to_string(&o).unwrap();
    assert_eq!(
        serde_json::from_str::<PolyInt<OffsetInt, 2>>(&text).unwrap(),
        o
    );
}

#[cfg(feature = "proptest")]
mod strategies {
    use num_traits::Zero;
    use polyint::strategies::{indeterminates, power_of_two, size_i64, small_i64};
    use polyint::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn sizes_are_known_nonnegative(s in size_i64::<3>(100)) {
            prop_assert!(known_ge(s, 0));
        }

        #[test]
        fn aligned_upper_bound_is_aligned_everywhere(a in small_i64::<2>(50), al in power_of_two(5), xs in indeterminates::<2>(20)) {
            let r = aligned_upper_bound(&a, &al);
            prop_assert!((r.eval(&xs) % al).is_zero());
            prop_assert!(r.eval(&xs) >= a.eval(&xs));
        }
    }
}
