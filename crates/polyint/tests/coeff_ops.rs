//! `Coeff::trunc_quotient_is`, which machine integers answer with a multiplication, agrees
//! with dividing, over each type's whole range (MIN / -1 included); and
//! `Coeff::div_rem_trunc`, `div_trunc` and `rem_trunc`, which 64-bit types answer in 32
//! bits when both operands fit, agree with the machine's wrapping division on both sides of
//! every edge of that range.

use polyint::Coeff;
use proptest::prelude::*;

/// The definition: divide and compare.
fn by_division<C: Coeff>(a: &C, b: &C, q: &C) -> Option<bool> {
    let (qi, ri) = a.div_rem_trunc(b)?;
    (qi == *q).then(|| !ri.is_zero())
}

macro_rules! quotient_laws {
    ($($m:ident: $t:ty;)*) => {$(
        mod $m {
            use super::*;
            type T = $t;

            fn value() -> impl Strategy<Value = T> {
                prop_oneof![any::<T>(), (-3i8..=3).prop_map(|x| x as T), Just(T::MIN), Just(T::MAX)]
            }

            /// Values at and around 2^31 and 2^32 (the 32-bit path's edges; wrapped to the
            /// type's width for narrower types), small ones, the extremes and any.
            fn near_edges() -> impl Strategy<Value = T> {
                let edge = prop_oneof![Just(1u64 << 31), Just(1u64 << 32)];
                prop_oneof![
                    (edge, -2i64..=2).prop_map(|(e, d)| e.wrapping_add(d as u64) as T),
                    (-3i8..=3).prop_map(|x| x as T),
                    Just(T::MIN),
                    Just(T::MAX),
                    any::<T>(),
                ]
            }

            proptest! {
                #[test]
                fn agrees_with_division(a in value(), b in value(), q in value(), near in -1i8..=1) {
                    prop_assert_eq!(a.trunc_quotient_is(&b, &q), by_division(&a, &b, &q));
                    if let Some(t) = a.div_trunc(&b) {
                        let q = t.wrapping_add(near as T);
                        prop_assert_eq!(a.trunc_quotient_is(&b, &q), by_division(&a, &b, &q));
                    }
                }

                #[test]
                fn divisions_agree_with_the_machine(a in near_edges(), b in near_edges()) {
                    let expected = (b != 0).then(|| (a.wrapping_div(b), a.wrapping_rem(b)));
                    prop_assert_eq!(a.div_rem_trunc(&b), expected);
                    prop_assert_eq!(a.div_trunc(&b), expected.map(|e| e.0));
                    prop_assert_eq!(a.rem_trunc(&b), expected.map(|e| e.1));
                }
            }
        }
    )*};
}

quotient_laws! {
    i8s: i8;
    u8s: u8;
    i16s: i16;
    u16s: u16;
    i32s: i32;
    u32s: u32;
    i64s: i64;
    u64s: u64;
    isizes: isize;
    usizes: usize;
    i128s: i128;
    u128s: u128;
}
