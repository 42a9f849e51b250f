//! `Coeff::trunc_quotient_is`, which machine integers answer with a multiplication, agrees
//! with dividing, over each type's whole range (MIN / -1 included).

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

            proptest! {
                #[test]
                fn agrees_with_division(a in value(), b in value(), q in value(), near in -1i8..=1) {
                    prop_assert_eq!(a.trunc_quotient_is(&b, &q), by_division(&a, &b, &q));
                    if let Some(t) = a.div_trunc(&b) {
                        let q = t.wrapping_add(near as T);
                        prop_assert_eq!(a.trunc_quotient_is(&b, &q), by_division(&a, &b, &q));
                    }
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
